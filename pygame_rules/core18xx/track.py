"""Laying track: which tiles a corporation may lay where and in which rotations, the cost, and
the lay itself (station markers move to the same place on the new tile).

A lay is legal when (1856 "Gleisbau"): the hex is free to build on and the tile may replace the
one there (upgrades.py) with a copy left in the supply; no track leads off the map, into a blue,
gray or red hex that has no track pointing back, or across an impassable border; the old track is
kept; the cities have room for the markers they receive; and, unless a special power waives it,
the corporation reaches the hex at an edge of the new tile and, on the map with the new tile,
reaches some of its new track or a revenue centre whose value changes (reach.py searches the map
as 18xx.games does). The first tile on a hex pays the printed terrain cost; later upgrades are
free, but for one that removes a halt (18ESP: a mine, 5.3.2, `BoardDef.halt_removal_cost`). A hex
may require track across some edges (18ESP's F26 joins Madrid, 5.3.1: `HexDef.required_exits`).

A city may hold more markers than its tile has slots: markers stacked into extra slots (18ESP:
MZ and MZA share Madrid's city, 5.3.4). Upgrades keep the extra slots.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..errors import IllegalAction
from ..messages import Message
from .reach import Reach, reach, walked_on
from .state import BoardState, node_id, tile_name
from .tiles import Path, Stop, TileDef
from .tokens import open_slot
from .upgrades import node_mapping, replacement


@dataclass(frozen=True)
class TileLay:
    """A tile the corporation may lay on a hex: one rotation per distinct placement."""

    hex: str
    tile: str
    rotations: tuple[int, ...]
    cost: int


@dataclass(frozen=True)
class LayRules:
    """How a lay is judged. `colours`: tile colours of the current phase. `reach`: whether the
    corporation must reach the hex (False for powers such as 1856's Canada Company). `hexes` /
    `tiles`: limit the choice (a private's hex and tiles). `blocked`: hexes nobody may build on.
    `new_track`: an upgrade must give the corporation new track or a revenue centre worth more
    (1856, as 18xx.games' semi-restrictive building); without it, any upgrade it reaches."""

    colours: tuple[str, ...]
    reach: bool = True
    hexes: frozenset[str] | None = None
    tiles: frozenset[str] | None = None
    blocked: frozenset[str] = frozenset()
    new_track: bool = True


@dataclass(frozen=True)
class LayResult:
    copy: str  # the tile copy laid, "<name>-<n>"
    cost: int  # terrain cost the corporation pays
    displaced: tuple[str, ...] = field(default=())  # corporations whose marker must be placed again
    # (corporation, city of the new tile its lifted marker maps to: where 18xx.games keeps it
    # until it is placed again)
    lifted: tuple[tuple[str, str], ...] = field(default=())


def lay_options(state: BoardState, corporation: str, rules: LayRules) -> list[TileLay]:
    """Every tile lay open to the corporation now."""
    board = state.board
    graph = reach(state, corporation)
    coords: Iterable[str] = graph.edges if rules.reach else board.hexes
    supply = [
        tile
        for tile in board.tiles.values()
        if (rules.tiles is None or tile.name in rules.tiles) and state.free_copy(tile.name)
    ]
    options = []
    for coord in sorted(coords):
        if (rules.hexes is not None and coord not in rules.hexes) or coord in rules.blocked:
            continue
        old, _ = state.face(coord)
        for tile in supply:
            mode = replacement(board, coord, old, tile, rules.colours)
            if mode is None:
                continue
            placements, rotations = set(), []
            for rotation in range(6):
                if _problem(state, graph, coord, tile, rotation, mode, rules) is None:
                    shape = frozenset((frozenset(p.ends), p.gauge, p.terminal) for p in tile.turned[rotation])
                    if shape not in placements:
                        placements.add(shape)
                        rotations.append(rotation)
            if rotations:
                options.append(TileLay(coord, tile.name, tuple(rotations), lay_cost(state, coord, tile)))
    return options


def lay_cost(state: BoardState, coord: str, tile: TileDef | None = None) -> int:
    """Terrain costs only the first tile laid on a hex (1856: "Eine Gesellschaft, die ein
    Gleisplättchen auf einem solchen Feld austauscht, muß nichts bezahlen"); an upgrade to `tile`
    that removes a halt costs the board's `halt_removal_cost` (18ESP 5.3.3: "Das Abreißen einer
    Mine ... kostet immer 30pts")."""
    if coord not in state.laid:
        return state.board.hexes[coord].terrain_cost
    if tile is not None and tile.halt_count < state.face(coord)[0].halt_count:
        return state.board.halt_removal_cost
    return 0


def check_lay(state: BoardState, corporation: str, coord: str, tile: str, rotation: int, rules: LayRules) -> int:
    """The cost of the lay; IllegalAction says why it is not allowed."""
    board = state.board
    name = tile_name(tile) if tile not in board.tiles else tile
    if coord not in board.hexes:
        raise IllegalAction.said("lay.no_hex", hex=coord)
    if name not in board.tiles:
        raise IllegalAction.said("lay.no_tile", tile=tile)
    if rotation not in range(6):
        raise IllegalAction.said("lay.rotation")
    if coord in rules.blocked or (rules.hexes is not None and coord not in rules.hexes):
        raise IllegalAction.said("lay.hex_closed", hex=coord)
    if rules.tiles is not None and name not in rules.tiles:
        raise IllegalAction.said("lay.tile_not_here", tile=name)
    if name != tile and state.copy_taken(tile):
        raise IllegalAction.said("lay.copy_in_use", tile=tile)
    if not state.free_copy(name):
        raise IllegalAction.said("lay.none_left", tile=name)
    old, _ = state.face(coord)
    mode = replacement(board, coord, old, board.tiles[name], rules.colours)
    if mode is None:
        raise IllegalAction.said("lay.no_upgrade", tile=name, old=_shown(old), hex=coord)
    graph = reach(state, corporation) if rules.reach else None
    problem = _problem(state, graph, coord, board.tiles[name], rotation, mode, rules)
    if problem:
        raise IllegalAction.said("lay.problem", tile=name, hex=coord, rotation=rotation, problem=problem.to_json())
    return lay_cost(state, coord, board.tiles[name])


def lay_tile(state: BoardState, corporation: str, coord: str, tile: str, rotation: int, rules: LayRules) -> LayResult:
    """Lay a tile (a name, or an exact copy "<name>-<n>") after checking it; markers move to
    the same place. A marker on a city that had no track, when the new tile has several cities,
    is lifted: its corporation must place it again (LayResult.displaced)."""
    board = state.board
    cost = check_lay(state, corporation, coord, tile, rotation, rules)
    name = tile if tile in board.tiles else tile_name(tile)
    copy = tile if name != tile else state.free_copy(name)
    old, old_rotation = state.face(coord)
    new = board.tiles[name]
    mode = replacement(board, coord, old, new, rules.colours)
    assert copy is not None and mode is not None
    mapping = node_mapping(old, old_rotation, new, rotation, mode)
    assert mapping is not None
    lifted = _move_markers(state, coord, old, old_rotation, new, mapping)
    state.laid[coord] = (copy, rotation)
    state.changed()
    return LayResult(copy, cost, tuple(c for c, _ in lifted), tuple(lifted))


def _shown(tile: TileDef) -> dict:
    """The tile on a hex as a message argument: "tile 9", "the printed white hex"."""
    if tile.count:
        return Message("lay.old_tile", {"tile": tile.name}).to_json()
    return Message("lay.old_printed", {"colour": tile.colour}).to_json()


def _problem(
    state: BoardState,
    graph: Reach | None,
    coord: str,
    new: TileDef,
    rotation: int,
    mode: str,
    rules: LayRules,
) -> Message | None:
    board = state.board
    old, old_rotation = state.face(coord)
    exits = new.exits(rotation)
    if not exits <= board.open_edges[coord]:
        return Message("lay.off_map")
    if not board.hexes[coord].required_exits <= exits:
        return Message("lay.required_exits", {"hexes": _beyond(state, coord, board.hexes[coord].required_exits)})
    mapping = node_mapping(old, old_rotation, new, rotation, mode)
    if mapping is None:
        return Message("lay.keep_old_track")
    for target, count in _markers_received(state, coord, old, mapping).items():
        if count > new.stops[target].slots:
            return Message("lay.city_room")
    if rules.reach:
        assert graph is not None
        if not exits & graph.edges.get(coord, frozenset()):
            return Message("lay.no_edge")
        if rules.new_track and not _serves(state, graph.corporation, coord, new, rotation, mapping):
            return Message("lay.no_new_track")
    return None


def _beyond(state: BoardState, coord: str, edges: frozenset[int]) -> list[str]:
    neighbours = state.board.neighbours[coord]
    return [neighbours.get(e, str(e)) for e in sorted(edges)]


def _markers_received(state: BoardState, coord: str, old: TileDef, mapping: dict) -> dict[str, int]:
    """The markers each new city receives, stacked ones (in extra slots) not counted."""
    received: dict[str, int] = {}
    for old_ref, new_ref in mapping.items():
        slots = state.tokens.get(node_id(coord, old_ref))
        if slots and new_ref is not None:
            extra = len(slots) - old.stops[old_ref].slots
            received[new_ref] = received.get(new_ref, 0) + sum(s is not None for s in slots) - max(extra, 0)
    return received


def _serves(state: BoardState, corporation: str, coord: str, new: TileDef, rotation: int, mapping: dict) -> bool:
    """Semi-restrictive building: on the map with the new tile, the corporation's search walks
    a path of the new tile that the old tile had not (ends compared by edge and kind of revenue
    centre), or one whose revenue centres are worth more at their best than before."""
    old, old_rotation = state.face(coord)
    old_paths = old.turned[old_rotation]
    if not old_paths:
        return True

    def judge() -> bool:
        tokens = _markers_after(state, coord, new, mapping)

        def gives(index: int) -> bool:
            path = new.turned[rotation][index]
            before = next((p for p in old_paths if _within(path, new, p, old)), None)
            return before is None or _best_values(path, new) != _best_values(before, old)

        return walked_on(state, corporation, coord, new.name, rotation, tokens, gives)

    return state.cached(("serves", corporation, coord, new.name, rotation), judge)


def _within(path: Path, tile: TileDef, other: Path, other_tile: TileDef) -> bool:
    """Each end of `path` is an end of `other`: the same edge, or a revenue centre of the same kind."""

    def kind(end, t: TileDef):
        return end if isinstance(end, int) else t.stops[end].kind

    theirs = [kind(e, other_tile) for e in other.ends]
    return all(kind(e, tile) in theirs for e in path.ends) and path.gauge == other.gauge


def _best_values(path: Path, tile: TileDef) -> list[int]:
    return sorted(_best(tile.stops[n]) for n in path.nodes)


def _best(stop: Stop) -> int:
    return stop.revenue if isinstance(stop.revenue, int) else max(v for _, v in stop.revenue)


def _markers_after(state: BoardState, coord: str, new: TileDef, mapping: dict) -> dict[str, list]:
    """The markers with the tile laid (lifted ones still in the city they map to, as
    18xx.games leaves them until they are placed again)."""
    trial = BoardState(
        state.package,
        dict(state.laid),
        {k: list(v) for k, v in state.tokens.items()},
        {k: list(v) for k, v in state.reservations.items()},
    )
    old, old_rotation = state.face(coord)
    for corporation, city in _move_markers(trial, coord, old, old_rotation, new, mapping):
        slots = trial.tokens.setdefault(city, [None] * new.stops[city.rsplit("-", 1)[1]].slots)
        slots[slots.index(None) if None in slots else 0] = corporation
    return trial.tokens


def _move_markers(
    state: BoardState, coord: str, old: TileDef, old_rotation: int, new: TileDef, mapping: dict
) -> list[tuple[str, str]]:
    """Markers go to the city their old city becomes; those on a city without track are lifted
    when the new tile has several cities (returned: corporation, the city it maps to)."""
    displaced = []
    old_exits = old.node_exits(old_rotation)
    moved: dict[str, list[str]] = {}
    extra: dict[str, int] = {}  # new city -> extra slots of stacked markers it takes over
    for old_ref in old.stops:
        held = state.tokens.pop(node_id(coord, old_ref), None)
        markers = [s for s in held or [] if s is not None]
        if not markers:
            continue
        if not old_exits.get(old_ref) and len(new.cities()) > 1:
            displaced += [(m, node_id(coord, mapping.get(old_ref) or old_ref)) for m in markers]
            continue
        moved.setdefault(mapping[old_ref], []).extend(markers)
        stacked = len(markers) - old.stops[old_ref].slots  # a free extra place goes (18xx.games)
        if stacked > 0:
            extra[mapping[old_ref]] = extra.get(mapping[old_ref], 0) + stacked
    reservations = state.reservations.get(coord, [])
    for i, (corporation, city) in enumerate(reservations):
        if city is not None:
            old_ref = f"c{city}"
            target = mapping.get(old_ref) if old_exits.get(old_ref) or len(new.cities()) == 1 else None
            reservations[i] = (corporation, int(target[1:]) if target else None)
    for new_ref, markers in moved.items():
        node = node_id(coord, new_ref)
        slots: list[str | None] = [None] * (new.stops[new_ref].slots + extra.get(new_ref, 0))
        for marker in markers:  # clear of the slots still kept for a home, as when placed
            slots[open_slot(state, node, marker, slots)] = marker
        state.tokens[node] = slots
    return displaced
