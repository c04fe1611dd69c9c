"""The best routes: the run that earns a corporation the most, found exactly.

First every route each train could run is listed (a depth-first walk over legs from every stop,
kept once per direction, only routes with one of the corporation's stations); routes using the
same track keep only the best. Then the trains' routes are combined by branch and bound: trains
in turn, each route tried in falling order of revenue, a branch dropped as soon as what it has plus
the best each remaining train could earn alone cannot beat the best run found. The answer says
whether it is proven best; a deadline or a cancel stops the search with the best run found so
far, marked unproven.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .legs import Leg, RunGraph, run_graph
from .network import network
from .routes import Route, RouteContext, TrainSpec, bonus_for, pay, stop_revenue
from .state import BoardState

CHECK_EVERY = 2048  # search steps between looks at the clock and the cancel flag


@dataclass(frozen=True)
class BestRun:
    routes: tuple[Route, ...]
    revenues: tuple[int, ...]
    total: int
    optimal: bool  # proven to be the maximum
    routes_considered: int


class _Stop(Exception):
    pass


def best_routes(
    state: BoardState,
    trains: Sequence[TrainSpec],
    context: RouteContext,
    *,
    progress: Callable[[float], None] | None = None,
    deadline: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> BestRun:
    """The run earning the most with these trains. `progress(fraction)` is called now and then;
    `deadline` (time.monotonic() seconds) and `cancelled()` end the search early, in which case
    the best run found so far comes back with optimal=False."""
    watch = _Watch(progress, deadline, cancelled)
    graph = run_graph(state, context.corporation)
    candidates: dict[TrainSpec, list[tuple[int, int, tuple[Leg, ...]]]] = {}
    specs = sorted({_kind(t) for t in trains}, key=lambda k: -k.reach)
    stopped = False
    for n, kind in enumerate(specs):
        try:
            candidates[kind] = _routes_for(state, graph, kind, context, watch, n, len(specs))
        except _Stop:
            candidates[kind] = []
            stopped = True
    order = sorted(trains, key=lambda t: (-(candidates[_kind(t)] or [(0,)])[0][0], t.id))
    lists = [candidates[_kind(t)] for t in order]
    chosen, total, proven = _combine(lists, order, watch)
    routes, revenues = [], []
    for train, pick in zip(order, chosen):
        if pick is not None:
            revenue, _, legs = lists[order.index(train)][pick]
            routes.append(_route(graph, train.id, legs))
            revenues.append(revenue)
    watch.report(1.0)
    considered = sum(len(c) for c in candidates.values())
    return BestRun(tuple(routes), tuple(revenues), total, proven and not stopped, considered)


def _kind(train: TrainSpec) -> TrainSpec:
    """Trains that run alike share one list of routes."""
    return TrainSpec("", train.allowances, train.gauges)


class _Watch:
    def __init__(self, progress, deadline, cancelled) -> None:
        self.progress, self.deadline, self.cancelled = progress, deadline, cancelled
        self.steps = 0
        self.fraction = 0.0

    def tick(self) -> None:
        self.steps += 1
        if self.steps % CHECK_EVERY:
            return
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise _Stop
        if self.cancelled is not None and self.cancelled():
            raise _Stop
        self.report(self.fraction)

    def report(self, fraction: float) -> None:
        self.fraction = fraction
        if self.progress:
            self.progress(fraction)


def _routes_for(
    state: BoardState,
    graph: RunGraph,
    train: TrainSpec,
    context: RouteContext,
    watch: _Watch,
    part: int,
    parts: int,
) -> list[tuple[int, int, tuple[Leg, ...]]]:
    """Every route the train could run, best first: (revenue, sections, legs)."""
    net = network(state)
    stops = graph.stops
    n = len(stops)
    values = [stop_revenue(state, s, context.colours) for s in stops]
    kinds = [net.kinds[s] for s in stops]
    group_bits: dict[str, int] = {}
    groups = [0] * n
    for i, s in enumerate(stops):
        for g in net.stops[s].groups:
            groups[i] |= group_bits.setdefault(g, 1 << len(group_bits))
    simple = len(train.allowances) == 1 and train.allowances[0].visit == train.allowances[0].pay
    simple = simple and set(kinds) <= train.allowances[0].kinds
    limit = min(train.reach, n)
    legs_from = [tuple(l for l in legs if l.gauges <= train.gauges) for legs in graph.legs_from]
    best: dict[int, tuple[int, tuple[Leg, ...]]] = {}
    station, passable = graph.station, graph.passable
    path: list[Leg] = []

    def record(mask: int, base: int) -> None:
        chosen = [path[0].start] + [leg.end for leg in path]
        if simple:
            revenue = base
        else:
            by_kind: dict[str, list[int]] = {}
            for i in chosen:
                by_kind.setdefault(kinds[i], []).append(values[i])
            paid = pay(by_kind, train)
            if paid is None:
                return
            revenue = paid
        names = [stops[i] for i in chosen]
        revenue += bonus_for(names, context)
        if context.bonus:
            revenue += context.bonus(_route(graph, "", tuple(path)), context)
        if mask not in best or best[mask][0] < revenue:
            best[mask] = (revenue, tuple(path))

    def extend(
        node: int,
        start: int,
        visited: int,
        used: int,
        count: int,
        base: int,
        has_station: bool,
        seen_groups: int,
        arrived_terminal: bool,
    ) -> None:
        watch.tick()
        if node != start and (arrived_terminal or not passable[node]):
            return
        if count >= limit:
            return
        for leg in legs_from[node]:
            end = leg.end
            if (visited >> end) & 1 or leg.sections & used or groups[end] & seen_groups:
                continue
            if node != start and leg.leaves_terminal:
                continue
            path.append(leg)
            total = base + values[end]
            reached = has_station or station[end]
            if reached and end > start:
                record(used | leg.sections, total)
            extend(
                end,
                start,
                visited | (1 << end),
                used | leg.sections,
                count + 1,
                total,
                reached,
                seen_groups | groups[end],
                leg.arrives_terminal,
            )
            path.pop()

    for s in range(n):
        watch.report((part + s / max(n, 1)) / parts * 0.5)
        extend(s, s, 1 << s, 0, 1, values[s], station[s], groups[s], False)
    routes = [(revenue, mask, legs) for mask, (revenue, legs) in best.items()]
    routes.sort(key=lambda r: -r[0])
    return routes


def _combine(lists, trains, watch: _Watch):
    """Branch and bound over the trains' route lists (each best first)."""
    count = len(lists)
    tops = [lst[0][0] if lst else 0 for lst in lists]
    after = [sum(tops[i:]) for i in range(count + 1)]
    same_as_previous = [i > 0 and _kind(trains[i]) == _kind(trains[i - 1]) for i in range(count)]
    best = {"total": -1, "picks": [None] * count}
    picks: list[int | None] = [None] * count

    def search(i: int, used: int, total: int, first: int) -> None:
        watch.tick()
        if i == count:
            if total > best["total"]:
                best["total"], best["picks"] = total, list(picks)
            return
        if total + after[i] <= best["total"]:
            return
        routes = lists[i]
        if i == 0:
            top = len(routes)
        for k in range(first, len(routes)):
            revenue, mask, _ = routes[k]
            if total + revenue + after[i + 1] <= best["total"]:
                break
            if i == 0:
                watch.report(0.5 + 0.5 * k / max(top, 1))
            if mask & used:
                continue
            picks[i] = k
            search(i + 1, used | mask, total + revenue, k + 1 if _next_same(i) else 0)
        picks[i] = None
        search(i + 1, used, total, len(lists[i + 1]) if _next_same(i) else 0)

    def _next_same(i: int) -> bool:
        return i + 1 < count and same_as_previous[i + 1]

    try:
        search(0, 0, 0, 0)
        proven = True
    except _Stop:
        proven = False
    return best["picks"], max(best["total"], 0), proven


def _route(graph: RunGraph, train: str, legs: tuple[Leg, ...]) -> Route:
    stops = (graph.stops[legs[0].start],) + tuple(graph.stops[leg.end] for leg in legs)
    return Route(train, stops, tuple(leg.refs for leg in legs))
