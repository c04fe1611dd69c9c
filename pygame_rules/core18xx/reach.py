"""What a corporation reaches for building, placing stations and having a route, searched the way
18xx.games searches the map, so that both engines allow the same tile lays and stations.

"A train of any length from one of its stations" (1856 'Gleisbau', 'Bahnhöfe') leaves open how a
search may move; 18xx.games walks depth-first from each station city (in the order of its map),
and this module walks the same way:

- a revenue centre is passed through once (the first time it is reached; other cities holding the
  corporation's markers are not passed through, each is searched from itself), never an off-board
  area, and never a city whose every slot holds another corporation's marker;
- a path is walked once, but again after a hex edge where several paths of one tile meet;
- a search never crosses a hex edge it is already using (a train cannot turn back through it);
- a terminal path (off-board) is reached but not passed.

From it: the nodes reached (where a station may go), the paths walked (which new track an upgrade
gives the corporation), the edges at which it may build, and whether it has a route (two or more
revenue centres reached from one of its stations: then it must own a train).

`connected` (1856 destinations) walks with no markers blocking and backs out of every node and
path again, so it finds any walk that passes no revenue centre and no hex edge twice.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from .graph import blocks
from .network import Network, network, with_tile
from .state import BoardState, split_node


@dataclass(frozen=True)
class Reach:
    corporation: str
    nodes: frozenset[str]
    paths: frozenset[int]  # network track indices walked
    edges: dict[str, frozenset[int]]  # hex -> edges where it may lay or upgrade track
    route: bool  # two or more revenue centres reached from one station


def reach(state: BoardState, corporation: str) -> Reach:
    return state.cached(("reach", corporation), lambda: _search(state, network(state), corporation))


@dataclass
class _Walk:
    """One search from one station city."""

    net: Network
    state: BoardState
    corporation: str | None  # None: no markers block (destinations)
    visited_nodes: set[str]
    visited_paths: set[int] = field(default_factory=set)
    in_use: dict[tuple[str, int], int] = field(default_factory=dict)  # (hex, edge) crossed now
    found: list[int] = field(default_factory=list)  # paths in the order walked
    goals: frozenset[str] = frozenset()  # hexes whose paths end the walk (connected)
    stop: object = None  # a path (track index) for which this holds ends the walk
    reached: bool = False


def walked_on(
    state: BoardState, corporation: str, coord: str, tile: str, rotation: int, tokens: dict[str, list], wanted
) -> bool:
    """Whether, with `tile` laid on `coord` and the markers as `tokens`, the corporation's search
    walks a path of the new tile for which `wanted(path index)` holds (stops at the first)."""
    net = with_tile(state, coord, tile, rotation)
    first_new = len(network(state).tracks)
    trial = BoardState(state.package, state.laid, tokens, state.reservations)

    def found(t: int) -> bool:
        return t >= first_new and wanted(net.tracks[t].index)

    return bool(_search(trial, net, corporation, found).paths)


def _search(state: BoardState, net: Network, corporation: str, stop=None) -> Reach:
    """With `stop(track)`: the search ends at the first path for which it holds, and the result
    holds that path alone (or nothing)."""
    board = state.board
    order = {coord: i for i, coord in enumerate(board.order_18xx)}
    starts = sorted(
        (node for node, slots in state.tokens.items() if corporation in slots),
        key=lambda n: (order[split_node(n)[0]], split_node(n)[1]),
    )
    nodes: set[str] = set(starts)
    paths: set[int] = set()
    edges: dict[str, set[int]] = {}
    route = False
    for start in starts:
        coord = split_node(start)[0]
        edges.setdefault(coord, set()).update(board.open_edges[coord])
    for start in starts:
        walk = _Walk(net, state, corporation, set(starts) - {start}, stop=stop)
        _run(_walk_node(walk, start, False), walk)
        if walk.reached:
            return Reach(corporation, frozenset(), frozenset([walk.found[-1]]), {}, False)
        if stop:
            continue
        local: set[str] = set()
        for t in walk.found:
            if t in paths:
                continue  # 18xx.games counts each path for the first station that reaches it
            paths.add(t)
            track = net.tracks[t]
            for end in (track.a, track.b):
                if isinstance(end, str):
                    nodes.add(end)
                    local.add(end)
                else:
                    edges.setdefault(track.hex, set()).add(end)
                    if end in board.open_edges[track.hex]:
                        beyond = board.neighbours[track.hex][end]
                        edges.setdefault(beyond, set()).add((end + 3) % 6)
        if sum(1 for n in local if net.kinds[n] in ("city", "town", "offboard", "halt")) > 1:
            route = True
    if stop:
        return Reach(corporation, frozenset(), frozenset(), {}, False)
    return Reach(
        corporation, frozenset(nodes), frozenset(paths), {coord: frozenset(e) for coord, e in edges.items()}, route
    )


def _run(root: Iterator, walk: _Walk | None = None) -> None:
    """Run nested walks without deep recursion: each walk yields the walks it starts."""
    stack = [root]
    while stack and not (walk and walk.reached):
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
        else:
            stack.append(child)


def _walk_node(w: _Walk, node: str, converging: bool) -> Iterator:
    if node in w.visited_nodes:
        return
    w.visited_nodes.add(node)
    for t in w.net.at_node.get(node, ()):
        yield _walk_path(w, t, None, converging, node, converging)
    if converging:
        w.visited_nodes.discard(node)


def _walk_path(
    w: _Walk, t: int, came_by: int | None, converging: bool, origin: str, origin_converging: bool
) -> Iterator:
    net = w.net
    track = net.tracks[t]
    own_edges = [e for e in (track.a, track.b) if isinstance(e, int)]
    if t in w.visited_paths or any(w.in_use.get((track.hex, e)) for e in own_edges):
        return
    w.visited_paths.add(t)
    if track.hex in w.goals:
        w.reached = True
        return
    w.found.append(t)
    if w.stop and w.stop(t):
        w.reached = True
        return
    if not track.terminal:
        for end in (track.a, track.b):
            if isinstance(end, str) and end != origin and not _blocked(w, end):
                yield _walk_node(w, end, origin_converging or converging)
    board = w.state.board
    for edge in own_edges:
        if edge == came_by or edge not in board.open_edges[track.hex]:
            continue
        key = (track.hex, edge)
        w.in_use[key] = w.in_use.get(key, 0) + 1
        onward = converging or _converging_exit(net, track.hex, edge)
        for u, u_edge in net.crossing.get((t, edge), ()):
            yield _walk_path(w, u, u_edge, onward, origin, origin_converging)
        w.in_use[key] -= 1
    if converging:
        w.visited_paths.discard(t)


def _blocked(w: _Walk, node: str) -> bool:
    """A search for a corporation passes no off-board area and no city full of other markers;
    a search without one (destinations) passes everything."""
    if w.corporation is None:
        return False
    return w.net.kinds[node] == "offboard" or blocks(w.state, node, w.corporation)


def _converging_exit(net: Network, coord: str, edge: int) -> bool:
    """Several paths of the hex's tile leave by this edge."""
    return net.exit_counts.get((coord, edge), 0) > 1


def connected(state: BoardState, start_hex: str, goal_hexes) -> bool:
    """Whether a walk from a city of `start_hex` (through none of its other cities) reaches a
    path in a goal hex, markers not blocking. Kept until the track changes."""
    goals = frozenset(goal_hexes)

    def build() -> bool:
        net = network(state)
        starts = [n for n in net.at_node if split_node(n)[0] == start_hex and net.kinds[n] == "city"]
        for start in starts:
            walk = _Walk(net, state, None, set(starts) - {start})
            walk.goals = goals
            _run(_walk_node(walk, start, True), walk)
            if walk.reached:
                return True
        return False

    return state.cached_for_track(("connected 18xx", start_hex, goals), build)
