"""A corporation's track, compiled for running trains: its reachable stops numbered 0..n-1 and
every leg between two of them (a chain of paths from stop to stop that passes no other node),
with the sections of track the leg uses as a bit mask. Routes are chains of legs."""

from __future__ import annotations

from dataclasses import dataclass

from .graph import corp_graph, passable
from .network import Network, network
from .routes import Route
from .state import BoardState


@dataclass(frozen=True)
class Leg:
    start: int
    end: int
    sections: int  # bit mask of section ids
    refs: tuple[str, ...]  # path refs, "<hex>:<from>-<to>"
    gauges: frozenset[str]
    leaves_terminal: bool  # its first path is terminal at the start stop
    arrives_terminal: bool  # its last path is terminal at the end stop


@dataclass(frozen=True)
class RunGraph:
    corporation: str
    stops: tuple[str, ...]  # node ids
    passable: tuple[bool, ...]  # a train may run through (not off-board, not blocked)
    station: tuple[bool, ...]  # holds one of the corporation's markers
    legs_from: tuple[tuple[Leg, ...], ...]


def run_graph(state: BoardState, corporation: str) -> RunGraph:
    return state.cached(("run", corporation), lambda: _build(state, corporation))


def _build(state: BoardState, corporation: str) -> RunGraph:
    net = network(state)
    graph = corp_graph(state, corporation)
    stops = tuple(sorted(n for n in graph.nodes if n in net.stops))
    index = {s: i for i, s in enumerate(stops)}
    legs_from = []
    for i, stop in enumerate(stops):
        legs = []
        for t in net.at_node.get(stop, ()):
            if t in graph.tracks:
                legs += _walk(net, graph.tracks, index, i, t, stop)
        legs_from.append(tuple(legs))
    return RunGraph(
        corporation,
        stops,
        tuple(passable(state, net, s, corporation) for s in stops),
        tuple(corporation in state.tokens.get(s, ()) for s in stops),
        tuple(legs_from),
    )


def _walk(net: Network, reached: frozenset[int], index: dict, i: int, first: int, start: str) -> list[Leg]:
    """Every leg from stop i that begins with track `first`."""
    legs = []
    todo: list[tuple[int, int | str, tuple[str, ...], int, frozenset[str]]] = [(first, start, (), 0, frozenset())]
    while todo:
        t, begin, refs, mask, gauges = todo.pop()
        track = net.tracks[t]
        bits = 0
        for s in track.used_from(begin):
            bits |= 1 << s
        if bits & mask:
            continue
        refs, mask, gauges = refs + (track.ref(begin),), mask | bits, gauges | {track.gauge}
        end = track.other(begin)
        if isinstance(end, int):
            todo += [(u, f, refs, mask, gauges) for u, f in net.crossing.get((t, end), ()) if u in reached]
        elif net.kinds[end] == "junction":
            todo += [(u, end, refs, mask, gauges) for u in net.at_node[end] if u != t and u in reached]
        elif end in index:
            leaves = net.tracks[first].terminal
            legs.append(Leg(i, index[end], mask, refs, frozenset(gauges), leaves, track.terminal))
    return legs


def route_through(
    state: BoardState, corporation: str, train: str, stops: list[str], others: tuple = ()
) -> Route | None:
    """A route for `train` stopping at `stops` in order, over track that no route in `others`
    (the corporation's other routes) uses; None when there is none. For editing a route stop by
    stop: the legs are the first that fit (check the result with routes.check_run)."""
    graph = run_graph(state, corporation)
    index = {s: i for i, s in enumerate(graph.stops)}
    if len(stops) < 2 or any(s not in index for s in stops):
        return None
    net = network(state)
    taken = 0
    for route in others:
        for leg in route.legs:
            for ref in leg:
                t, begin = net.by_ref[ref]
                for s in net.tracks[t].used_from(begin):
                    taken |= 1 << s

    def choose(i: int, used: int) -> list[Leg] | None:
        if i == len(stops) - 1:
            return []
        for leg in graph.legs_from[index[stops[i]]]:
            if leg.end == index[stops[i + 1]] and not leg.sections & used:
                rest = choose(i + 1, used | leg.sections)
                if rest is not None:
                    return [leg, *rest]
        return None

    legs = choose(0, taken)
    return None if legs is None else Route(train, tuple(stops), tuple(leg.refs for leg in legs))
