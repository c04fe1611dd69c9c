"""The board's part of the picture the UI draws: each hex as it shows now (tile and rotation,
track with absolute edges, revenue centres with their value in the phase, station markers and
home reservations; a stop's symbol: 18ESP's mine or harbour), plus the printed facts (names,
terrain while unbuilt, labels, icons, the map's region); a tile of the supply drawn the same way;
and the tile manifest (each tile of the supply: how many are left of how many, whether its colour
is out in the phase)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .state import BoardState, node_id
from .tiles import COLOURS, TileDef, revenue_in_phase

NO_TOKENS: Mapping[str, list] = MappingProxyType({})


def board_view(state: BoardState, colours: tuple[str, ...]) -> dict:
    hexes = {coord: hex_view(state, coord, colours) for coord in state.board.hexes}
    return {"layout": "flat", "hexes": hexes}


def hex_view(state: BoardState, coord: str, colours: tuple[str, ...]) -> dict:
    """One hex as it shows now. A revenue that changes with the phase also lists its values by
    tile colour of the phase ("revenues": {"yellow": 30, "brown": 50})."""
    printed = state.board.hexes[coord]
    tile, rotation = state.face(coord)
    shown = face_view(tile, rotation, coord, colours, state.tokens, state.reservations.get(coord, []))
    if coord in state.laid:
        shown.update(tile=tile.name, rotation=rotation)
    elif printed.terrain:
        shown["terrain"] = [list(t) for t in printed.terrain]
    for key, value in (("name", printed.name), ("icons", list(printed.icons)), ("region", printed.region)):
        if value:
            shown[key] = value
    return shown


def face_view(
    tile: TileDef,
    rotation: int,
    coord: str,
    colours: tuple[str, ...],
    tokens: Mapping[str, list] = NO_TOKENS,
    reserved: list[tuple[str, int | None]] | tuple = (),
) -> dict:
    """A tile (or a printed face) turned by `rotation` as it shows on `coord`: its colour, track,
    revenue centres (cities with their slots: the markers in `tokens`, empty ones, homes
    `reserved` there) and label."""
    stops = []
    for ref, stop in tile.stops.items():
        node = node_id(coord, ref)
        entry = {"id": node, "kind": stop.kind, "revenue": revenue_in_phase(stop.revenue, colours)}
        if not isinstance(stop.revenue, int):
            entry["revenues"] = dict(stop.revenue)
        if stop.symbol:
            entry["symbol"] = stop.symbol
        if stop.kind == "city":
            entry["slots"] = tokens.get(node, [None] * stop.slots)
            entry["reserved"] = [c for c, i in reserved if i is None or f"c{i}" == ref]
        stops.append(entry)
    shown = {
        "colour": tile.colour,
        "track": [[*p.ends] + ([p.gauge] if p.gauge != "broad" else []) for p in tile.turned[rotation]],
        "stops": stops,
    }
    if tile.label:
        shown["label"] = tile.label
    return shown


def tile_faces(state: BoardState) -> dict[str, dict]:
    """Every tile of the supply as it looks unturned, with its other face if it is double-sided
    (the tile manifest's pictures; a stop's id names the tile: "57-c0")."""
    return {
        name: face_view(tile, 0, name, COLOURS) | ({"opposite": tile.opposite} if tile.opposite else {})
        for name, tile in state.board.tiles.items()
        if tile.count
    }


def tile_manifest(state: BoardState, colours: tuple[str, ...]) -> list[dict]:
    """The tiles of the supply by colour, in the upgrade order and, within a colour, the data's:
    [{"colour", "available": whether the phase (`colours`) has it out, "tiles": [[name, left,
    copies], ...]}]. A copy is gone while it, or the other face of a double-sided tile, is on the
    map. Kept small: a view is made after every move."""

    def build() -> list[tuple[str, list]]:
        by_colour: dict[str, list] = {c: [] for c in COLOURS}
        for name, tile in state.board.tiles.items():
            if tile.count:
                gone = {c.rsplit("-", 1)[1] for c in state.copies_in_use(name)}
                if tile.opposite:
                    gone |= {c.rsplit("-", 1)[1] for c in state.copies_in_use(tile.opposite)}
                by_colour.setdefault(tile.colour, []).append([name, tile.count - len(gone), tile.count])
        return [(colour, tiles) for colour, tiles in by_colour.items() if tiles]

    return [
        {"colour": colour, "available": colour in colours, "tiles": tiles}
        for colour, tiles in state.cached_for_track("manifest", build)
    ]
