"""The board's part of the picture the UI draws: each hex as it shows now (tile and rotation,
track with absolute edges, revenue centres with their value in the phase, station markers and
home reservations; a stop's symbol: 18ESP's mine or harbour), plus the printed facts (names,
terrain while unbuilt, labels, icons, the map's region)."""

from __future__ import annotations

from .state import BoardState, node_id
from .tiles import revenue_in_phase


def board_view(state: BoardState, colours: tuple[str, ...]) -> dict:
    hexes = {coord: hex_view(state, coord, colours) for coord in state.board.hexes}
    return {"layout": "flat", "hexes": hexes}


def hex_view(state: BoardState, coord: str, colours: tuple[str, ...]) -> dict:
    """One hex as it shows now. A revenue that changes with the phase also lists its values by
    tile colour of the phase ("revenues": {"yellow": 30, "brown": 50})."""
    printed = state.board.hexes[coord]
    tile, rotation = state.face(coord)
    reserved = state.reservations.get(coord, [])
    stops = []
    for ref, stop in tile.stops.items():
        node = node_id(coord, ref)
        entry = {
            "id": node,
            "kind": stop.kind,
            "revenue": revenue_in_phase(stop.revenue, colours),
        }
        if not isinstance(stop.revenue, int):
            entry["revenues"] = dict(stop.revenue)
        if stop.symbol:
            entry["symbol"] = stop.symbol
        if stop.kind == "city":
            entry["slots"] = state.tokens.get(node, [None] * stop.slots)
            entry["reserved"] = [c for c, i in reserved if i is None or f"c{i}" == ref]
        stops.append(entry)
    shown = {
        "colour": tile.colour,
        "track": [[*p.ends] + ([p.gauge] if p.gauge != "broad" else []) for p in tile.turned[rotation]],
        "stops": stops,
    }
    if coord in state.laid:
        shown.update(tile=tile.name, rotation=rotation)
    elif printed.terrain:
        shown["terrain"] = [list(t) for t in printed.terrain]
    for key, value in (
        ("name", printed.name),
        ("label", tile.label),
        ("icons", list(printed.icons)),
        ("region", printed.region),
    ):
        if value:
            shown[key] = value
    return shown
