"""What a corporation's station markers reach: the track graph of rule "a train of any length
from one of its stations" (1856: laying track, placing stations, destinations).

A train passes through a city only if the city has a free slot or one of the corporation's own
markers; a city whose every slot holds other corporations' markers, an off-board area, and the
node at the end of a terminal path can only be reached, not passed. The graph gives the nodes and
tracks reached and, per hex, the edges at which the corporation may lay or upgrade track: every
edge of a reached track, the facing edge beyond it, and every open edge of a hex holding one of
its markers. Cached per board version.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .network import Network, network
from .state import BoardState, split_node


@dataclass(frozen=True)
class CorpGraph:
    corporation: str
    stations: frozenset[str]  # cities holding its markers
    nodes: frozenset[str]  # nodes reached (cities that block it included, as ends)
    tracks: frozenset[int]  # network track indices reached
    edges: dict[str, frozenset[int]]  # hex -> edges where it may lay or upgrade track
    arrivals: frozenset[tuple[str, int]]  # (hex, edge) where its trains can come in from outside


def blocks(state: BoardState, node: str, corporation: str | None) -> bool:
    """A city every slot of which holds another corporation's marker (or that has no slot left,
    18ESP's D40)."""
    slots = state.tokens.get(node)
    if corporation is None or slots is None:
        return False
    return None not in slots and corporation not in slots


def passable(state: BoardState, net: Network, node: str, corporation: str | None) -> bool:
    return net.kinds[node] != "offboard" and not blocks(state, node, corporation)


def stations(state: BoardState, corporation: str) -> list[str]:
    return [node for node, slots in state.tokens.items() if corporation in slots]


def corp_graph(state: BoardState, corporation: str) -> CorpGraph:
    return state.cached(("graph", corporation), lambda: _build(state, corporation))


def _build(state: BoardState, corporation: str) -> CorpGraph:
    net = network(state)
    own = stations(state, corporation)
    nodes, tracks, arrivals = walk(state, net, own, corporation)
    board = state.board
    edges: dict[str, set[int]] = {}
    for node in own:
        coord = split_node(node)[0]
        edges.setdefault(coord, set()).update(board.open_edges[coord])
    for t in tracks:
        track = net.tracks[t]
        for end in (track.a, track.b):
            if isinstance(end, int):
                edges.setdefault(track.hex, set()).add(end)
                if end in board.open_edges[track.hex]:
                    beyond = board.neighbours[track.hex][end]
                    edges.setdefault(beyond, set()).add((end + 3) % 6)
    return CorpGraph(
        corporation,
        frozenset(own),
        frozenset(nodes),
        frozenset(tracks),
        {coord: frozenset(e) for coord, e in edges.items()},
        frozenset(arrivals),
    )


def walk(
    state: BoardState, net: Network, starts: Iterable[str], corporation: str | None
) -> tuple[set[str], set[int], set[tuple[str, int]]]:
    """Nodes and tracks reachable from `starts`, and the (hex, edge) pairs where trains come in
    from a neighbouring hex; with corporation None nothing blocks."""
    nodes: set[str] = set(starts)
    tracks: set[int] = set()
    arrivals: set[tuple[str, int]] = set()
    board = state.board
    seen: set[tuple[int, int | str]] = set()
    todo: list[tuple[int, int | str]] = [(t, n) for n in nodes for t in net.at_node.get(n, ())]
    while todo:
        t, start = todo.pop()
        if (t, start) in seen:
            continue
        seen.add((t, start))
        track = net.tracks[t]
        if track.terminal and isinstance(start, str):
            continue  # a terminal path is only ever entered towards its node
        tracks.add(t)
        end = track.other(start)
        if isinstance(end, int):
            if end in board.open_edges[track.hex]:
                arrivals.add((board.neighbours[track.hex][end], (end + 3) % 6))
            todo.extend(net.crossing.get((t, end), ()))
            continue
        nodes.add(end)
        if not track.terminal and passable(state, net, end, corporation):
            # on through the node by any other path (a train may not turn back)
            todo.extend((u, end) for u in net.at_node[end] if u != t and (u, end) not in seen)
    return nodes, tracks, arrivals
