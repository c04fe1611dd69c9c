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
gives the corporation), the edges at which it may build, and whether it has a route: from one of
its stations two revenue centres (cities, towns, off-boards, mandatory halts: 18ESP's mines;
then it must own a train, and 18xx.games remembers it for the rest of the game), or one and an
optional halt (18ESP's harbours: a route a train may run, looked for again after every change of
the map).

`connected` (1856 destinations) walks with no markers blocking and backs out of every node and
path again, so it finds any walk that passes no revenue centre and no hex edge twice.

Backing out of every node and path, as 18xx.games does beyond converging track, tries every walk
there: on late boards that is millions of steps. walks.py finds the same paths without trying
every walk; the tests hold it to the plain search's answers on late 1856 and 18ESP boards
(`tests/rules/test_core18xx_reach_same.py`) and bound its steps (`walks.WORK`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import walks
from .graph import blocks
from .hexes import facing
from .network import Network, Track, joins, laid_tracks, network, with_tile
from .state import BoardState, split_node
from .walks import States, Walk, states

CENTRES = ("city", "town", "offboard")


@dataclass(frozen=True)
class Reach:
    corporation: str
    nodes: frozenset[str]
    paths: frozenset[int]  # network track indices walked
    edges: dict[str, frozenset[int]]  # hex -> edges where it may lay or upgrade track
    route: bool  # two revenue centres, or one and a halt, reached from one station
    purchase_route: bool = False  # two revenue centres reached from one station
    steps: int = field(default=0, compare=False)  # the search's work (walks.py)


@dataclass(frozen=True)
class _Searched:
    reach: Reach
    # station city -> hex -> (track, edge): where its search, keeping its marks, first left a
    # hex towards that one
    first_towards: dict[str, dict[str, tuple[int, int]]]


def reach(state: BoardState, corporation: str) -> Reach:
    return _searched(state, corporation).reach


def _searched(state: BoardState, corporation: str) -> _Searched:
    return state.cached(("reach", corporation), lambda: _search(state, corporation))


def network_states(state: BoardState) -> States:
    """The current network as walks.py numbers it (kept until the track changes)."""
    board = state.board
    return state.cached_for_track("reach states", lambda: states(network(state), board.neighbours, board.open_edges))


def walked_on(
    state: BoardState, corporation: str, coord: str, tile: str, rotation: int, tokens: dict[str, list], wanted
) -> bool:
    """Whether, with `tile` laid on `coord` and the markers as `tokens`, the corporation's search
    walks a path of the new tile for which `wanted(path index)` holds (stops at the first)."""
    trial = BoardState(state.package, state.laid, tokens, state.reservations)
    new, kinds = laid_tracks(state, coord, tile, rotation)
    if not any(wanted(p.index) for p in new):
        return False
    if _walks_on_at_once(state, trial, corporation, coord, new, kinds, wanted):
        return True
    net = with_tile(state, coord, tile, rotation)
    first_new = len(network(state).tracks)
    board = state.board
    st = walks.with_tile(network_states(state), net, coord, board.neighbours, board.open_edges)
    impassable = _impassable(trial, net, st, corporation)
    starts = _starts(trial, corporation)
    new_and_wanted = [first_new + i for i, p in enumerate(new) if wanted(p.index)]
    for start in starts:
        walk = _walk_from(st, impassable, starts, start, new_and_wanted, stop=True)
        if walk.reached:
            return True
    return False


def _walks_on_at_once(
    state: BoardState, trial: BoardState, corporation: str, coord: str, new: list[Track], kinds: dict, wanted
) -> bool:
    """Whether the search walks onto a wanted new path as soon as it first comes to the hex
    (a sure yes; False: not known). Until it first leaves a hex towards `coord`, the search with
    the new tile walks as on the map now; then it enters every new path it runs on to across
    that edge, and every path at a node one of them leads into (not passed before: nothing on
    the hex was); a station on the hex enters every path at its city."""
    starts = _starts(trial, corporation)
    net = network(state)
    first_towards = _searched(state, corporation).first_towards
    for start in starts:
        if split_node(start)[0] == coord:
            if any(wanted(p.index) for p in new if start in (p.a, p.b)):
                return True
            continue
        towards = first_towards.get(start, {}).get(coord)
        if towards is None:
            continue
        t, edge = towards
        entry = facing(edge)
        if entry not in state.board.open_edges[coord]:
            continue
        across = [p for p in new if entry in (p.a, p.b) and joins(net.tracks[t], edge, p, entry)]
        nodes = {p.other(entry) for p in across if not p.terminal}
        passed = {n for n in nodes if isinstance(n, str) and _passable(trial, n, kinds, corporation, starts)}
        if any(wanted(p.index) for p in new if p in across or p.a in passed or p.b in passed):
            return True
    return False


def _passable(trial: BoardState, node: str, kinds: dict[str, str], corporation: str, starts: list[str]) -> bool:
    """A node of the new tile the search passes at first: no off-board area, no city full of
    other markers, none of the corporation's stations (each is searched from itself)."""
    return kinds.get(node) != "offboard" and not blocks(trial, node, corporation) and node not in starts


def _starts(state: BoardState, corporation: str) -> list[str]:
    """The corporation's station cities in the order 18xx.games searches from them."""
    order = {coord: i for i, coord in enumerate(state.board.order_18xx)}
    return sorted(
        (node for node, slots in state.tokens.items() if corporation in slots),
        key=lambda n: (order[split_node(n)[0]], split_node(n)[1]),
    )


def _walk_from(
    st: States, impassable: list[bool], starts: list[str], start: str, wanted, stop: bool, converging: bool = False
) -> Walk:
    """The search from one station city, the other stations held from the outset; a city with no
    track (absent from the network's states) walks nowhere."""
    walk = Walk(st, impassable, [st.nodes[n] for n in starts if n != start and n in st.nodes], wanted, stop)
    if start in st.nodes:
        walk.from_node(st.nodes[start], converging)
    walks.WORK.steps += walk.steps
    return walk


def _impassable(state: BoardState, net: Network, st: States, corporation: str | None) -> list[bool]:
    """A search for a corporation passes no off-board area and no city full of other markers;
    a search without one (destinations) passes everything."""
    if corporation is None:
        return [False] * len(st.node_ids)
    return [net.kinds[n] == "offboard" or blocks(state, n, corporation) for n in st.node_ids]


def _search(state: BoardState, corporation: str) -> _Searched:
    board = state.board
    net, st = network(state), network_states(state)
    starts = _starts(state, corporation)
    impassable = _impassable(state, net, st, corporation)
    nodes: set[str] = set(starts)
    paths: set[int] = set()
    edges: dict[str, set[int]] = {}
    route = purchase_route = False
    steps = 0
    first_towards: dict[str, dict[str, tuple[int, int]]] = {}
    for start in starts:
        coord = split_node(start)[0]
        edges.setdefault(coord, set()).update(board.open_edges[coord])
    for start in starts:
        # 18xx.games counts each path for the first station that reaches it
        walk = _walk_from(st, impassable, starts, start, set(range(st.tracks)) - paths, stop=False)
        steps += walk.steps
        towards = first_towards[start] = {}
        for key, s in walk.departed.items():
            coord, edge = st.sides[key]
            towards.setdefault(board.neighbours[coord][edge], (s >> 1, edge))
        local: set[str] = set()
        for t in walk.found:
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
        centres = sum(1 for n in local if net.kinds[n] in CENTRES or (n in net.stops and net.stops[n].mandatory))
        halts = sum(1 for n in local if net.kinds[n] == "halt" and not net.stops[n].mandatory)
        purchase_route = purchase_route or centres > 1
        route = route or centres > 1 or (centres == 1 and halts > 0)
    reached = Reach(
        corporation,
        frozenset(nodes),
        frozenset(paths),
        {coord: frozenset(e) for coord, e in edges.items()},
        route,
        purchase_route,
        steps,
    )
    return _Searched(reached, first_towards)


def walks_into(
    state: BoardState, starts: list[str], goal_tracks: list[int], impassable: frozenset[str], converging: bool
) -> bool:
    """Whether a search from one of the cities `starts` (each searched from itself, the others
    not passed through) walks one of the network's tracks `goal_tracks`, markers not blocking and
    the nodes `impassable` not passed. `converging`: backing out of every node and path, so that
    any walk passing no revenue centre and no hex edge twice is found; else the walk keeps its
    marks as 18xx.games' graph of a corporation does."""
    st = network_states(state)
    closed = [node in impassable for node in st.node_ids]
    return any(_walk_from(st, closed, starts, start, goal_tracks, True, converging).reached for start in starts)


def connected(state: BoardState, start_hex: str, goal_hexes) -> bool:
    """Whether a walk from a city of `start_hex` (through none of its other cities) reaches a
    path in a goal hex, markers not blocking. Kept until the track changes."""
    goals = frozenset(goal_hexes)

    def build() -> bool:
        net = network(state)
        st = network_states(state)
        starts = [n for n in net.at_node if split_node(n)[0] == start_hex and net.kinds[n] == "city"]
        impassable = _impassable(state, net, st, None)
        in_goals = [t for t, track in enumerate(net.tracks) if track.hex in goals]
        for start in starts:
            walk = _walk_from(st, impassable, starts, start, in_goals, True, converging=True)
            if walk.reached:
                return True
        return False

    return state.cached_for_track(("connected 18xx", start_hex, goals), build)
