"""The map as 1856 uses it (core18xx's board layer; the map and tiles are data/map.json and
data/tiles.json of this package): the tiles of the phase, hexes blocked by privates, tile lays,
home stations, markers lifted by a lay and destinations. Station markers: stations.py; runs:
core18xx's runs.py (1856's route bonuses: privates.route_bonuses);
18xx.games' stale copy of the map: cached_graph."""

from __future__ import annotations

from dataclasses import replace

from ...core18xx import cached_graph, tokens, track
from ...core18xx.reach import connected
from ...core18xx.runs import colours
from ...core18xx.state import BoardState, node_id
from ...core18xx.state import new_board as make_board
from ...errors import IllegalAction
from .data import CGR, data
from .privates import player_owned
from .state import Corporation, State

PACKAGE = __package__


def new_board() -> BoardState:
    homes = {cid: (c["home"], c.get("home_city")) for cid, c in data().corporations.items()}
    return make_board(PACKAGE, homes)


def blocked(state: State) -> frozenset[str]:
    """Hexes of privates still owned by players (section 'Privatbahnen')."""
    return frozenset(h for pid, p in data().privates.items() if player_owned(state, pid) for h in p["blocks"])


def lay_rules(state: State, power: dict | None = None) -> track.LayRules:
    """A normal lay, or a private's lay (its hex and tiles, without a connection; the W&S's
    green #59 before green tiles are sold, as 18xx.games allows)."""
    if power is None:
        return track.LayRules(colours(state), blocked=blocked(state))
    tiles = frozenset(power["tiles"])
    wanted = tuple(state.board.board.tiles[t].colour for t in sorted(tiles))
    return track.LayRules(
        tuple(dict.fromkeys(colours(state) + wanted)), reach=False, hexes=frozenset([power["hex"]]), tiles=tiles
    )


# --- home stations ---


def home_asked(state: State, corp: Corporation) -> bool:
    """The director chooses the home city (18xx.games): a home in any city of a printed
    multi-city hex (the THB in Hamilton) once the hex has track, even when one city is left."""
    coord = data().corporations[corp.id]["home"]
    reserved = [i for c, i in state.board.reservations.get(coord, []) if c == corp.id]
    printed = state.board.board.face(coord)
    return (
        bool(reserved) and reserved[0] is None and len(printed.cities()) > 1 and bool(state.board.face(coord)[0].paths)
    )


def home_cities(state: State, corp: Corporation) -> list[str]:
    """The cities of the home hex where the home station may go (the THB in Hamilton: any
    city with room once the hex has track; before, the first city, 18xx.games). The CGR has
    none: it forms with the stations it takes."""
    if corp.id == CGR:
        return []
    coord = data().corporations[corp.id]["home"]
    reserved = [i for c, i in state.board.reservations.get(coord, []) if c == corp.id]
    if not reserved:
        return []
    return tokens.home_cities(state.board, coord, reserved[0])


def place_home_token(state: State, corp: Corporation, city: str | None = None) -> None:
    coord = data().corporations[corp.id]["home"]
    cached_graph.markers_changing(state, [node_id(coord, ref) for ref in state.board.face(coord)[0].cities()])
    city = tokens.place_home_token(state.board, corp.id, city)
    corp.tokens_left.pop(0)
    corp.home_placed = True
    state.say("1856.home.placed", corp=corp.id, city=city)


# --- track ---


def tile_lays(state: State, corp: Corporation, power: dict | None = None) -> list[dict]:
    """Every lay open to the corporation now, one rotation per distinct placement."""
    rules = lay_rules(state, power)
    free = power is not None
    return [
        {"hex": o.hex, "tile": o.tile, "rotation": r}
        for o in track.lay_options(state.board, corp.id, rules)
        if free or o.cost <= corp.cash
        for r in o.rotations
    ]


def lay_tile(
    state: State, corp: Corporation, hex_: str, tile: str, rotation: int, power: dict | None = None
) -> tuple[tuple[str, str], ...]:
    """Lay a tile (checked by the board layer); markers left without track on a multi-city tile
    must be placed again by the laying corporation's director (18xx.games). Returns the lifted
    markers with the cities they map to."""
    if not isinstance(hex_, str) or not isinstance(tile, str) or not isinstance(rotation, int):
        raise IllegalAction.said("1856.tile.incomplete")
    rules = lay_rules(state, power)
    if state.recorded():  # a move recorded on 18xx.games: its replay does not check the reach
        rules = replace(rules, reach=False)
    cost = track.check_lay(state.board, corp.id, hex_, tile, rotation, rules)
    if cost > corp.cash and power is None:
        raise IllegalAction.said("1856.tile.terrain_cost", corp=corp.id, amount=cost)
    result = track.lay_tile(state.board, corp.id, hex_, tile, rotation, rules)
    cached_graph.cleared(state)
    if result.cost and power is None:
        state.pay(corp, None, result.cost)
    state.pending_tokens += [(c, hex_) for c in result.displaced]
    state.say("1856.tile.laid", corp=corp.id, tile=result.copy, hex=hex_, rotation=rotation)
    return result.lifted


def displaced_cities(state: State) -> list[str]:
    """Where the first lifted marker may go: a city of its hex with room."""
    return tokens.cities_with_room(state.board, state.pending_tokens[0][1])


def replace_displaced(state: State, city: str) -> None:
    if city not in displaced_cities(state):
        raise IllegalAction.said("1856.station.lifted_where", hex=state.pending_tokens[0][1])
    corp, _ = state.pending_tokens.pop(0)
    tokens.place_token(state.board, corp, city, reach=False)
    cached_graph.cleared(state)
    state.say("1856.station.lifted_placed", corp=corp, city=city)


def destination_reached(state: State, corp: Corporation) -> bool:
    key = "alternate_destination" if state.options.get("alternate_destinations") else "destination"
    dest = data().corporations[corp.id][key]
    return connected(state.board, dest["from"], dest["to"])


def view(state: State) -> dict:
    b = state.board
    return {"laid": {h: [c, r] for h, (c, r) in b.laid.items()}, "tokens": {c: list(s) for c, s in b.tokens.items()}}
