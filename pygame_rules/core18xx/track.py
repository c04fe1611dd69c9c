"""Laying track: which tiles a corporation may lay where and in which rotations, the cost, and
the lay itself (station markers move to the same place on the new tile).

A lay is legal when (1856 "Gleisbau"): the hex is free to build on and the tile may replace the
one there (upgrades.py) with a copy left in the supply; no track leads off the map, into a blue,
gray or red hex that has no track pointing back, or across an impassable border; the old track is
kept; the cities have room for the markers they receive; and, unless a special power waives it,
the corporation reaches the hex at an edge of the new tile and either reaches some of the new
track or upgrades (or, for a town, downgrades) a revenue centre it reaches. The first tile on a
hex pays the printed terrain cost; later upgrades are free.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..errors import IllegalAction
from .graph import CorpGraph, corp_graph
from .state import BoardState, node_id, split_node, tile_name
from .tiles import TileDef, path_key
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
    `tiles`: limit the choice (a private's hex and tiles). `blocked`: hexes nobody may build on."""

    colours: tuple[str, ...]
    reach: bool = True
    hexes: frozenset[str] | None = None
    tiles: frozenset[str] | None = None
    blocked: frozenset[str] = frozenset()


@dataclass(frozen=True)
class LayResult:
    copy: str  # the tile copy laid, "<name>-<n>"
    cost: int  # terrain cost the corporation pays
    displaced: tuple[str, ...] = field(default=())  # corporations whose marker must be placed again


def lay_options(state: BoardState, corporation: str, rules: LayRules) -> list[TileLay]:
    """Every tile lay open to the corporation now."""
    board = state.board
    graph = corp_graph(state, corporation)
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
                    shape = frozenset(
                        (frozenset(p.ends), p.gauge, p.terminal) for p in tile.turned[rotation]
                    )
                    if shape not in placements:
                        placements.add(shape)
                        rotations.append(rotation)
            if rotations:
                options.append(TileLay(coord, tile.name, tuple(rotations), lay_cost(state, coord)))
    return options


def lay_cost(state: BoardState, coord: str) -> int:
    """Terrain costs only the first tile laid on a hex (1856: "Eine Gesellschaft, die ein
    Gleisplättchen auf einem solchen Feld austauscht, muß nichts bezahlen")."""
    return 0 if coord in state.laid else state.board.hexes[coord].terrain_cost


def check_lay(
    state: BoardState, corporation: str, coord: str, tile: str, rotation: int, rules: LayRules
) -> int:
    """The cost of the lay; IllegalAction says why it is not allowed."""
    board = state.board
    name = tile_name(tile) if tile not in board.tiles else tile
    if coord not in board.hexes:
        raise IllegalAction(f"There is no hex {coord}.")
    if name not in board.tiles:
        raise IllegalAction(f"There is no tile {tile}.")
    if rotation not in range(6):
        raise IllegalAction("A rotation is a number from 0 to 5.")
    if coord in rules.blocked or (rules.hexes is not None and coord not in rules.hexes):
        raise IllegalAction(f"No track may be laid on {coord} now.")
    if rules.tiles is not None and name not in rules.tiles:
        raise IllegalAction(f"Tile {name} may not be laid here now.")
    if name != tile and tile in state.copies_in_use(name):
        raise IllegalAction(f"Tile {tile} is already on the map.")
    if not state.free_copy(name):
        raise IllegalAction(f"No tile {name} is left.")
    old, _ = state.face(coord)
    mode = replacement(board, coord, old, board.tiles[name], rules.colours)
    if mode is None:
        raise IllegalAction(f"Tile {name} may not replace {_shown(old)} on {coord} now.")
    graph = corp_graph(state, corporation)
    problem = _problem(state, graph, coord, board.tiles[name], rotation, mode, rules)
    if problem:
        raise IllegalAction(f"Tile {name} on {coord} with rotation {rotation}: {problem}.")
    return lay_cost(state, coord)


def lay_tile(
    state: BoardState, corporation: str, coord: str, tile: str, rotation: int, rules: LayRules
) -> LayResult:
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
    mapping = node_mapping(old, old_rotation, new, rotation, mode)
    displaced = _move_markers(state, coord, old, old_rotation, new, mapping)
    state.laid[coord] = (copy, rotation)
    state.changed()
    return LayResult(copy, cost, tuple(displaced))


def _shown(tile: TileDef) -> str:
    return f"tile {tile.name}" if tile.count else f"the printed {tile.colour} hex"


def _problem(
    state: BoardState,
    graph: CorpGraph,
    coord: str,
    new: TileDef,
    rotation: int,
    mode: str,
    rules: LayRules,
) -> str | None:
    board = state.board
    old, old_rotation = state.face(coord)
    exits = new.exits(rotation)
    if not exits <= board.open_edges[coord]:
        return "track would lead off the map or into a hex it may not enter"
    mapping = node_mapping(old, old_rotation, new, rotation, mode)
    if mapping is None:
        return "the old track must be kept"
    for target, count in _markers_received(state, coord, mapping).items():
        if count > new.stops[target].slots:
            return "a city would hold more station markers than it has room for"
    if rules.reach:
        if not exits & graph.edges.get(coord, frozenset()):
            return "the corporation does not reach this hex at an edge of the new tile"
        if not _serves(state, graph, coord, old, old_rotation, new, rotation, mapping):
            return (
                "the corporation must reach some of the new track or a revenue centre it upgrades"
            )
    return None


def _markers_received(state: BoardState, coord: str, mapping: dict) -> dict[str, int]:
    received: dict[str, int] = {}
    for old_ref, new_ref in mapping.items():
        slots = state.tokens.get(node_id(coord, old_ref))
        if slots and new_ref is not None:
            received[new_ref] = received.get(new_ref, 0) + sum(s is not None for s in slots)
    return received


def _serves(
    state: BoardState,
    graph: CorpGraph,
    coord: str,
    old: TileDef,
    old_rotation: int,
    new: TileDef,
    rotation: int,
    mapping: dict,
) -> bool:
    """Semi-restrictive building: walk the new tile from where the corporation's trains can
    enter it; some new path must be walked, or some reached revenue centre must change."""
    paths = new.turned[rotation]
    entries = {e for e in new.exits(rotation) if (coord, e) in graph.arrivals}
    starts = {mapping[split_node(s)[1]] for s in graph.stations if split_node(s)[0] == coord}
    walked_nodes: set[str] = set()
    walked: set[int] = set()
    seen: set[tuple[int, int | str]] = set()
    todo = [(i, e) for i, p in enumerate(paths) for e in p.edges if e in entries]
    todo += [(i, n) for n in starts for i, p in enumerate(paths) if n in p.nodes]
    while todo:
        i, start = todo.pop()
        if (i, start) in seen:
            continue
        seen.add((i, start))
        walked.add(i)
        path = paths[i]
        end = path.b if start == path.a else path.a
        if isinstance(end, int) or end in walked_nodes or path.terminal:
            continue
        walked_nodes.add(end)
        if not _passable_after(state, graph.corporation, coord, mapping, new, end):
            continue
        todo += [(j, end) for j, p in enumerate(paths) if j != i and end in p.nodes]
    old_keys = {_key_of(p, mapping) for p in old.turned[old_rotation]}
    if any(path_key(paths[i].a, paths[i].b) not in old_keys for i in walked):
        return True
    reached_old = {split_node(n)[1] for n in graph.nodes if split_node(n)[0] == coord}
    return any(
        new_ref is None or new.stops[new_ref] != old.stops[old_ref]
        for old_ref, new_ref in mapping.items()
        if old_ref in reached_old
    )


def _passable_after(
    state: BoardState, corporation: str, coord: str, mapping: dict, new: TileDef, ref: str
) -> bool:
    stop = new.stops.get(ref)
    if stop is None:
        return True  # a junction
    if stop.kind == "offboard":
        return False
    markers = [
        s
        for old_ref, new_ref in mapping.items()
        if new_ref == ref
        for s in state.tokens.get(node_id(coord, old_ref), [])
        if s is not None
    ]
    return stop.kind != "city" or len(markers) < stop.slots or corporation in markers


def _key_of(path, mapping: dict) -> tuple:
    ends = [e if isinstance(e, int) else mapping.get(e, e) for e in path.ends]
    return path_key(*ends)


def _move_markers(
    state: BoardState, coord: str, old: TileDef, old_rotation: int, new: TileDef, mapping: dict
) -> list[str]:
    displaced = []
    old_exits = old.node_exits(old_rotation)
    moved: dict[str, list[str]] = {}
    for old_ref in old.stops:
        slots = state.tokens.pop(node_id(coord, old_ref), None)
        markers = [s for s in slots or [] if s is not None]
        if not markers:
            continue
        if not old_exits.get(old_ref) and len(new.cities()) > 1:
            displaced += markers
            continue
        moved.setdefault(mapping[old_ref], []).extend(markers)
    for new_ref, markers in moved.items():
        slots = new.stops[new_ref].slots
        state.tokens[node_id(coord, new_ref)] = markers + [None] * (slots - len(markers))
    reservations = state.reservations.get(coord, [])
    for i, (corporation, city) in enumerate(reservations):
        if city is not None:
            old_ref = f"c{city}"
            target = (
                mapping.get(old_ref) if old_exits.get(old_ref) or len(new.cities()) == 1 else None
            )
            reservations[i] = (corporation, int(target[1:]) if target else None)
    return displaced
