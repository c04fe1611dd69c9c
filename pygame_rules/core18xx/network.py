"""The track on the map now, as one network: every path with its ends made absolute (edge
numbers after rotation, node ids for revenue centres), which paths meet at each node, and which
paths continue across each hex edge. Built once per layout of tiles (markers do not change it).

Track reuse is judged on pieces of track, here called sections: each hex edge a path crosses is
one section, shared with the path on the other side (lanes count separately); a path joining two
nodes inside a hex is a section of its own. No train may use a section twice, and no two trains of
a corporation may share one (18xx.games judges it the same way).
"""

from __future__ import annotations

from dataclasses import dataclass

from .hexes import facing
from .state import BoardState, node_id
from .tiles import NODE_KINDS, Stop


@dataclass(frozen=True)
class Track:
    """One path on the map; `a`/`b` are edge numbers (int) or node ids (str)."""

    hex: str
    index: int  # position in its tile's path list
    a: int | str
    b: int | str
    gauge: str
    terminal: bool
    sections: tuple[tuple[int | None, int], ...]  # (edge, section id); edge None: inside a hex

    def other(self, end: int | str) -> int | str:
        return self.b if end == self.a else self.a

    def used_from(self, begin: int | str) -> tuple[int, ...]:
        """The sections a train uses running this path from `begin`; the section of the edge it
        came in by was counted on the other side."""
        return tuple(s for edge, s in self.sections if edge is None or edge != begin)

    def ref(self, start: int | str) -> str:
        """ "<hex>:<from>-<to>" with local node refs, read in the direction of travel."""
        short = [
            e if isinstance(e, int) else e.rsplit("-", 1)[1] for e in (start, self.other(start))
        ]
        return f"{self.hex}:{short[0]}-{short[1]}"


@dataclass
class Network:
    tracks: list[Track]
    at_node: dict[str, list[int]]  # node id -> track indices
    crossing: dict[tuple[int, int], list[tuple[int, int]]]  # (track, edge) -> (track, edge) beyond
    stops: dict[str, Stop]  # node id -> revenue centre (junctions are absent)
    kinds: dict[str, str]  # node id -> city / town / offboard / halt / junction
    by_ref: dict[str, tuple[int, int | str]]  # "<hex>:<a>-<b>" -> (track, end it starts from)
    section_count: int


def network(state: BoardState) -> Network:
    return state.cached_for_track("network", lambda: _build(state))


def _build(state: BoardState) -> Network:
    board = state.board
    tracks: list[Track] = []
    at_node: dict[str, list[int]] = {}
    stops: dict[str, Stop] = {}
    kinds: dict[str, str] = {}
    at_edge: dict[tuple[str, int], list[int]] = {}
    sections: dict[tuple, int] = {}

    def section(key: tuple) -> int:
        return sections.setdefault(key, len(sections))

    for coord in board.hexes:
        tile, rotation = state.face(coord)
        for ref, stop in tile.stops.items():
            stops[node_id(coord, ref)] = stop
            kinds[node_id(coord, ref)] = stop.kind
        for index, path in enumerate(tile.turned[rotation]):
            ends = [e if isinstance(e, int) else node_id(coord, e) for e in path.ends]
            keys = []
            for i, end in enumerate(ends):
                if isinstance(end, int):
                    lane = path.lanes[i][1] if path.lanes else 0
                    keys.append((end, section(_edge_key(board, coord, end, lane))))
            if not keys:
                keys.append((None, section(("inside", coord, index))))
            t = len(tracks)
            tracks.append(
                Track(coord, index, ends[0], ends[1], path.gauge, path.terminal, tuple(keys))
            )
            for end in ends:
                if isinstance(end, int):
                    at_edge.setdefault((coord, end), []).append(t)
                else:
                    at_node.setdefault(end, []).append(t)
                    kinds.setdefault(end, NODE_KINDS[end.rsplit("-", 1)[1][0]])
    crossing: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for (coord, edge), mine in at_edge.items():
        if edge not in board.open_edges[coord]:
            continue
        beyond = at_edge.get((board.neighbours[coord][edge], facing(edge)), [])
        for t in mine:
            crossing[(t, edge)] = [(u, facing(edge)) for u in beyond]
    by_ref = {}
    for t, track in enumerate(tracks):
        for start in (track.a, track.b):
            by_ref[track.ref(start)] = (t, start)
    return Network(tracks, at_node, crossing, stops, kinds, by_ref, len(sections))


def _edge_key(board, coord: str, edge: int, lane: int) -> tuple:
    other = board.neighbours[coord].get(edge)
    if other is None:
        return ("edge", coord, edge, lane)
    return ("edge", *min((coord, edge), (other, facing(edge))), lane)
