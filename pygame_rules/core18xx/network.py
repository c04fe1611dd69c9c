"""The track on the map now, as one network: every path with its ends made absolute (edge
numbers after rotation, node ids for revenue centres), which paths meet at each node, and which
paths continue across each hex edge. Built once per layout of tiles (markers do not change it).

Track reuse is judged on pieces of track, here called sections: each hex edge a path crosses is
one section, shared with the path on the other side (lanes count separately); a path joining two
nodes inside a hex is a section of its own. No train may use a section twice, and no two trains of
a corporation may share one (18xx.games judges it the same way).

Track continues across an edge only onto track of a gauge it fits (the same, or dual on either
side) and, for multi-lane track, onto the matching lane (18xx.games' lane rule: lane i of a width
meets lane width-1-i of the same width on the other side).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cache
from itertools import islice

from .board import load_board
from .hexes import facing
from .state import BoardState, node_id, tile_name
from .tiles import HEX_GROUP, NODE_KINDS, Stop


@dataclass(unsafe_hash=True, slots=True)  # not frozen: built hundreds of times per lay, never changed
class Track:
    """One path on the map; `a`/`b` are edge numbers (int) or node ids (str)."""

    hex: str
    index: int  # position in its tile's path list
    a: int | str
    b: int | str
    gauge: str
    terminal: bool
    sections: tuple[tuple[int | None, int], ...]  # (edge, section id); edge None: inside a hex
    lanes: tuple[tuple[int, int], ...] = ()  # (width, index) at a and at b; () single track
    tag: str = ""  # "#<index>" where another path of its tile has the same ends (lanes)

    def lane(self, edge: int) -> tuple[int, int]:
        """The lane at one of its edges."""
        if not self.lanes:
            return (1, 0)
        return self.lanes[0] if self.a == edge else self.lanes[1]

    def other(self, end: int | str) -> int | str:
        return self.b if end == self.a else self.a

    def used_from(self, begin: int | str) -> tuple[int, ...]:
        """The sections a train uses running this path from `begin`; the section of the edge it
        came in by was counted on the other side."""
        return tuple(s for edge, s in self.sections if edge is None or edge != begin)

    def ref(self, start: int | str) -> str:
        """ "<hex>:<from>-<to>" with local node refs, read in the direction of travel; a path
        whose ends another path of its tile shares (two lanes) adds "#<its index on the tile>"."""
        short = [e if isinstance(e, int) else e.rsplit("-", 1)[1] for e in (start, self.other(start))]
        return f"{self.hex}:{short[0]}-{short[1]}{self.tag}"


@dataclass
class Network:
    tracks: list[Track]
    at_node: dict[str, list[int]]  # node id -> track indices
    crossing: dict[tuple[int, int], list[tuple[int, int]]]  # (track, edge) -> (track, edge) beyond
    stops: dict[str, Stop]  # node id -> revenue centre (junctions are absent)
    kinds: dict[str, str]  # node id -> city / town / offboard / halt / junction
    by_ref: dict[str, tuple[int, int | str]]  # "<hex>:<a>-<b>" -> (track, end it starts from)
    section_count: int
    exit_counts: dict[tuple[str, int], int]  # (hex, edge) -> paths of its tile leaving by it
    at_edge: dict[tuple[str, int], list[int]]  # (hex, edge) -> tracks ending there


def network(state: BoardState) -> Network:
    return state.cached_for_track("network", lambda: _build(state))


def _build(state: BoardState) -> Network:
    """Hex by hex in the map's order, sections numbered as first met. The hexes before the
    first whose tile differs from the last build's (most of them after a lay) add what they
    added then, so that part is copied from it."""
    package, laid = state.package, state.laid
    pieces = []
    for coord in state.board.hexes:
        at = laid.get(coord)
        pieces.append(_piece(package, coord, tile_name(at[0]), at[1]) if at else _piece(package, coord, None, 0))
    last = _last_build.get(package)
    same = _same_before(pieces, last.pieces) if last else 0
    tables = last.before(same) if last else _Tables()
    tables.pieces = pieces
    for piece in pieces[same:]:
        tables.add(piece)
    _last_build[package] = tables
    return tables.network(_beyond_sides(package), _positions(package))


def _same_before(pieces: list[_Piece], last: list[_Piece]) -> int:
    """How many hexes from the first have the same piece in both."""
    for i, (piece, was) in enumerate(zip(pieces, last)):
        if piece is not was:
            return i
    return len(pieces)


@dataclass
class _Tables:
    """A network's tables as built hex by hex from its hexes' pieces; the size of each table
    before each hex."""

    pieces: list[_Piece] = field(default_factory=list)
    tracks: list[Track] = field(default_factory=list)
    at_node: dict[str, list[int]] = field(default_factory=dict)
    stops: dict[str, Stop] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)
    at_edge: dict[tuple[str, int], list[int]] = field(default_factory=dict)
    by_ref: dict[str, tuple[int, int | str]] = field(default_factory=dict)
    sections: dict[tuple, int] = field(default_factory=dict)
    sizes: list[tuple[int, ...]] = field(default_factory=list)
    copied: int = 0  # how many hexes from the first were copied from the last build
    crossing: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)  # the last network's
    exit_counts: dict[tuple[str, int], int] = field(default_factory=dict)  # the last network's

    def size(self) -> tuple[int, ...]:
        return tuple(
            map(len, (self.tracks, self.at_node, self.stops, self.kinds, self.at_edge, self.by_ref, self.sections))
        )

    def before(self, hexes: int) -> _Tables:
        """The tables as they were before the hex at `hexes` (each hex adds only keys of its own
        and never changes what earlier hexes added)."""
        if hexes == len(self.sizes):
            sizes = self.size()
        else:
            sizes = self.sizes[hexes]
        tables: list[dict] = [self.at_node, self.stops, self.kinds, self.at_edge, self.by_ref, self.sections]
        at_node, stops, kinds, at_edge, by_ref, sections = (
            dict(islice(table.items(), n)) for table, n in zip(tables, sizes[1:])
        )
        return _Tables(
            [],
            self.tracks[: sizes[0]],
            at_node,
            stops,
            kinds,
            at_edge,
            by_ref,
            sections,
            self.sizes[:hexes],
            hexes,
            self.crossing,
            self.exit_counts,
        )

    def add(self, piece: _Piece) -> None:
        """The hex's stops and tracks, its sections numbered."""
        self.sizes.append(self.size())
        tracks, at_node, kinds, at_edge, by_ref = self.tracks, self.at_node, self.kinds, self.at_edge, self.by_ref
        sections = self.sections
        number = sections.setdefault
        if piece.stops:
            self.stops.update(piece.stops)
            kinds.update(piece.kinds)
        for path in piece.paths:
            t = len(tracks)
            keys = tuple([(edge, number(key, len(sections))) for edge, key in path.keys])
            tracks.append(
                Track(piece.coord, path.index, path.a, path.b, path.gauge, path.terminal, keys, path.lanes, path.tag)
            )
            for side in path.sides:
                at_edge.setdefault(side, []).append(t)
            for node, kind in path.nodes:
                at_node.setdefault(node, []).append(t)
                kinds.setdefault(node, kind)  # a junction
            by_ref[path.refs[0]] = (t, path.a)
            by_ref[path.refs[1]] = (t, path.b)

    def network(self, beyond: dict[tuple[str, int], tuple[str, int]], positions: dict[str, int]) -> Network:
        """The network of the tables. The sides of the copied hexes come first in `at_edge`: their
        exit counts are the last network's, and so is their crossing onto a copied hex."""
        tracks, at_edge, copied = self.tracks, self.at_edge, self.copied
        kept = self.sizes[copied][4] if copied < len(self.sizes) else len(at_edge)
        exit_counts = dict(islice(self.exit_counts.items(), kept))
        crossing: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for n, (side, mine) in enumerate(at_edge.items()):
            if n >= kept:
                exit_counts[side] = len(mine)
            across = beyond.get(side)
            if across is None:
                continue
            edge, their_edge = side[1], across[1]
            if n < kept and positions[across[0]] < copied:
                for t in mine:
                    crossing[(t, edge)] = self.crossing[(t, edge)]
                continue
            theirs = at_edge.get(across, ())
            for t in mine:
                crossing[(t, edge)] = _beyond(tracks, t, edge, theirs, their_edge) if theirs else []
        self.crossing, self.exit_counts = crossing, exit_counts
        return Network(
            tracks,
            self.at_node,
            crossing,
            self.stops,
            self.kinds,
            self.by_ref,
            len(self.sections),
            exit_counts,
            at_edge,
        )


_last_build: dict[str, _Tables] = {}  # package -> the tables of the last network built on its map


def joined(net: Network, starts: list[str], goal_tracks: list[int], impassable: frozenset[str]) -> bool:
    """Whether track leads from one of the nodes `starts` to one of `goal_tracks`, through no node
    of `impassable`: a loose test (a node or an edge may be passed twice), so that a stricter
    search need run only where this one succeeds."""
    goal, seen = set(goal_tracks), set()
    todo: list[tuple[int, int | str]] = [(t, start) for start in starts for t in net.at_node.get(start, ())]
    while todo:
        entered = todo.pop()
        if entered in seen:  # a path entered at that end; from its other end it may lead elsewhere
            continue
        t, begin = entered
        if t in goal:
            return True
        seen.add(entered)
        end = net.tracks[t].other(begin)
        if isinstance(end, str):
            if end not in impassable:
                todo += [(u, end) for u in net.at_node[end] if u != t]
        else:
            todo += net.crossing.get((t, end), ())
    return False


def with_tile(state: BoardState, coord: str, name: str, rotation: int) -> Network:
    """The network with another tile on one hex, made from the current one: the hex's new
    tracks are numbered after all others, the old ones are left unreachable. Enough for walking
    the map (sections and refs are not updated)."""
    base = network(state)
    board = state.board
    new, new_kinds = laid_tracks(state, coord, name, rotation)
    tracks = list(base.tracks)
    at_node = dict(base.at_node)
    crossing = dict(base.crossing)
    exit_counts = {k: v for k, v in base.exit_counts.items() if k[0] != coord}
    at_edge = {k: v for k, v in base.at_edge.items() if k[0] != coord}
    for node in [n for n in at_node if n.rsplit("-", 1)[0] == coord]:
        del at_node[node]
    for track in new:
        t = len(tracks)
        tracks.append(track)
        for end in (track.a, track.b):
            if isinstance(end, int):
                exit_counts[(coord, end)] = exit_counts.get((coord, end), 0) + 1
                at_edge.setdefault((coord, end), []).append(t)
            else:
                at_node.setdefault(end, []).append(t)
    for edge, other in board.neighbours[coord].items():
        back = facing(edge)
        mine = at_edge.get((coord, edge), []) if edge in board.open_edges[coord] else []
        theirs = at_edge.get((other, back), []) if back in board.open_edges[other] else []
        for t in mine:
            crossing[(t, edge)] = _beyond(tracks, t, edge, theirs, back)
        for u in theirs:
            crossing[(u, back)] = _beyond(tracks, u, back, mine, edge)
    kinds = {**base.kinds, **new_kinds}
    stops = {**base.stops, **_piece(state.package, coord, name, rotation).stops}
    return Network(tracks, at_node, crossing, stops, kinds, base.by_ref, base.section_count, exit_counts, at_edge)


def laid_tracks(state: BoardState, coord: str, name: str, rotation: int) -> tuple[list[Track], dict[str, str]]:
    """The tracks a tile would give on a hex (in its paths' order, without sections) and the
    kinds of their nodes."""
    piece = _piece(state.package, coord, name, rotation)
    tracks = [Track(coord, p.index, p.a, p.b, p.gauge, p.terminal, (), p.lanes, p.tag) for p in piece.paths]
    return tracks, {**{node: kind for p in piece.paths for node, kind in p.nodes}, **piece.kinds}


def _beyond(tracks: list[Track], t: int, edge: int, theirs, their_edge: int) -> list[tuple[int, int]]:
    """The tracks across `edge` that track t runs on to."""
    return [(u, their_edge) for u in theirs if joins(tracks[t], edge, tracks[u], their_edge)]


def joins(mine: Track, edge: int, other: Track, their_edge: int) -> bool:
    """Whether track leaving by `edge` runs on to `other` across it: of a fitting gauge, on the
    matching lane."""
    if other.gauge != mine.gauge and "dual" not in (mine.gauge, other.gauge):
        return False
    return not (mine.lanes or other.lanes) or lanes_meet(mine.lane(edge), other.lane(their_edge))


def lanes_meet(mine: tuple[int, int], theirs: tuple[int, int]) -> bool:
    """Whether two lanes on either side of an edge join (18xx.games' rule; a narrower side is
    centred on the wider one)."""
    (width, index), (other_width, other_index) = mine, theirs
    if width == other_width:
        return other_index == width - 1 - index
    (small_width, small_index), (large_width, large_index) = sorted((mine, theirs))
    return small_index + (large_width - small_width) // 2 == large_width - large_index - 1


@dataclass(frozen=True)
class _PiecePath:
    index: int
    a: int | str
    b: int | str
    gauge: str
    terminal: bool
    lanes: tuple[tuple[int, int], ...]
    tag: str
    keys: tuple[tuple[int | None, tuple], ...]  # (edge or None, the section's key on the map)
    refs: tuple[str, str]  # its ref read from a, from b
    sides: tuple[tuple[str, int], ...]  # (hex, edge) of its ends that are edges
    nodes: tuple[tuple[str, str], ...]  # (node id, kind) of its ends that are nodes


@dataclass(frozen=True)
class _Piece:
    """What one tile in one rotation on one hex adds to the network, before numbering."""

    coord: str
    stops: dict[str, Stop]  # node id -> revenue centre
    kinds: dict[str, str]  # node id -> its kind
    paths: tuple[_PiecePath, ...]


@cache
def _positions(package: str) -> dict[str, int]:
    """Each hex's position in the map's order."""
    return {coord: i for i, coord in enumerate(load_board(package).hexes)}


@cache
def _beyond_sides(package: str) -> dict[tuple[str, int], tuple[str, int]]:
    """(hex, edge) -> the side across it, for every open edge of the map."""
    board = load_board(package)
    return {
        (coord, e): (board.neighbours[coord][e], facing(e))
        for coord in board.hexes
        for e in board.open_edges[coord]
        if e in board.neighbours[coord]
    }


@cache
def _piece(package: str, coord: str, name: str | None, rotation: int) -> _Piece:
    """Computed once per hex, tile (None: the printed face) and rotation: board data never
    changes."""
    board = load_board(package)
    tile = board.face(coord) if name is None else board.tiles[name]
    paths = []
    ends = Counter(frozenset(path.ends) for path in tile.paths)
    for index, path in enumerate(tile.turned[rotation]):
        a, b = (e if isinstance(e, int) else node_id(coord, e) for e in path.ends)
        keys: list[tuple[int | None, tuple]] = [
            (end, _edge_key(board, coord, end, path.lane(i))) for i, end in enumerate((a, b)) if isinstance(end, int)
        ]
        if not keys:
            keys.append((None, ("inside", coord, index)))
        tag = f"#{index}" if ends[frozenset(tile.paths[index].ends)] > 1 else ""
        track = Track(coord, index, a, b, path.gauge, path.terminal, (), path.lanes, tag)
        refs = (track.ref(a), track.ref(b))
        sides = tuple((coord, e) for e in (a, b) if isinstance(e, int))
        nodes = tuple((e, NODE_KINDS[e.rsplit("-", 1)[1][0]]) for e in (a, b) if isinstance(e, str))
        paths.append(
            _PiecePath(index, a, b, path.gauge, path.terminal, path.lanes, tag, tuple(keys), refs, sides, nodes)
        )
    stops = {node_id(coord, ref): _in_hex(stop, coord) for ref, stop in tile.stops.items()}
    return _Piece(coord, stops, {node: stop.kind for node, stop in stops.items()}, tuple(paths))


def _in_hex(stop: Stop, coord: str) -> Stop:
    """The stop with its hex's group named after the hex (HEX_GROUP)."""
    if HEX_GROUP not in stop.groups:
        return stop
    return replace(stop, groups=tuple(f"{HEX_GROUP}:{coord}" if g == HEX_GROUP else g for g in stop.groups))


def _edge_key(board, coord: str, edge: int, lane: tuple[int, int]) -> tuple:
    """One key for the piece of track across an edge, the same from both sides: the lane as
    numbered on the side that sorts first (lane i on one side is width-1-i on the other)."""
    width, index = lane
    other = board.neighbours[coord].get(edge)
    if other is None:
        return ("edge", coord, edge, index)
    mine, theirs = (coord, edge), (other, facing(edge))
    return ("edge", *min(mine, theirs), index if mine <= theirs else width - 1 - index)
