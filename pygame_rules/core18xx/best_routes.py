"""The best routes: the run that earns a corporation the most, found exactly.

1. For each kind of train, its best single route (route_search.py).
2. A first run, greedily: trains in falling order of their best, each taking its best route
   over track still free. Its total T is the run to beat.
3. A better run must give each train i a route earning more than T minus the best single routes
   of the other trains; for each kind of train every such route is listed.
4. Branch and bound over those lists: trains in turn, routes in falling order of revenue, a
   branch dropped as soon as its revenue plus the best each remaining train could add cannot
   beat the best run found.

The answer says whether it is proven best: a deadline or a cancel stops the search with the best
run found so far, marked unproven.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .legs import run_graph
from .route_search import Found, TrainRoutes, as_route
from .routes import Route, RouteContext, TrainSpec
from .state import BoardState

CHECK_EVERY = 2048  # search steps between looks at the clock and the cancel flag


@dataclass(frozen=True)
class BestRun:
    routes: tuple[Route, ...]
    revenues: tuple[int, ...]
    total: int
    optimal: bool  # proven to be the maximum
    routes_considered: int
    steps: int  # search steps taken (what max_steps counts)


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
    max_steps: int | None = None,
) -> BestRun:
    """The run earning the most with these trains. `progress(fraction)` is called now and then;
    `deadline` (time.monotonic() seconds), `cancelled()` and `max_steps` (search steps: the same
    answer on every machine) end the search early, in which case the best run found so far comes
    back with optimal=False."""
    if context.bonus is None and deadline is None and cancelled is None:
        # the same question on the same board has the same answer
        key = ("best routes", tuple(trains), context, max_steps)
        watch = _Watch(progress, None, None, max_steps)
        found = state.cached(key, lambda: _search(state, trains, context, watch))
        watch.report(1.0)
        return found
    return _search(state, trains, context, _Watch(progress, deadline, cancelled, max_steps))


def _search(state: BoardState, trains: Sequence[TrainSpec], context: RouteContext, watch: _Watch) -> BestRun:
    graph = run_graph(state, context.corporation)
    kinds = {t: _kind(t) for t in trains}
    # in the order the trains come (a set's order would follow the process's string hashes)
    search = {k: TrainRoutes(state, graph, k, context, watch.tick) for k in dict.fromkeys(kinds.values())}
    picks: list[tuple[TrainSpec, Found]] = []
    considered = 0
    try:
        single = {k: s.best() for k, s in search.items()}
        value = {k: found[0] if found else 0 for k, found in single.items()}
        order = sorted(trains, key=lambda t: (-value[kinds[t]], repr(kinds[t]), t.id))
        watch.report(0.2)
        used = 0
        for train in order:
            kind = kinds[train]
            found = single[kind]
            # an N+M or combined train takes its best route again when that track is still free
            # (simple trains search again, so that 1856's searches count the same steps)
            if search[kind].simple or found is None or found[1] & used:
                found = search[kind].best(used)
            if found:
                picks.append((train, found))
                used |= found[1]
        watch.report(0.3)
        floor = sum(found[0] for _, found in picks)
        spare = sum(value[kinds[t]] for t in trains)
        lists = {k: s.above(floor - spare + value[k]) for k, s in search.items()}
        considered = sum(len(v) for v in lists.values())
        watch.report(0.6)
        better = _combine([lists[kinds[t]] for t in order], floor, watch)
        if better is not None:
            picks = [(t, found) for t, found in zip(order, better) if found]
        proven = True
    except _Stop:
        proven = False
    watch.report(1.0)
    routes = tuple(as_route(graph, train.id, found[2]) for train, found in picks)
    revenues = tuple(found[0] for _, found in picks)
    return BestRun(routes, revenues, sum(revenues), proven, considered, watch.steps)


def _kind(train: TrainSpec) -> TrainSpec:
    """Trains that run alike share one search."""
    return replace(train, id="")


class _Watch:
    def __init__(self, progress, deadline, cancelled, max_steps) -> None:
        self.progress, self.deadline, self.cancelled = progress, deadline, cancelled
        self.max_steps = max_steps
        self.steps = 0
        self.fraction = 0.0

    def tick(self) -> None:
        self.steps += 1
        if self.steps % CHECK_EVERY != 1:  # the first step looks too
            return
        if self.max_steps is not None and self.steps >= self.max_steps:
            raise _Stop
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise _Stop
        if self.cancelled is not None and self.cancelled():
            raise _Stop
        self.report(self.fraction)

    def report(self, fraction: float) -> None:
        self.fraction = fraction
        if self.progress:
            self.progress(fraction)


def _combine(lists: list[list[Found]], floor: int, watch: _Watch) -> list[Found | None] | None:
    """The best run beating `floor`, one route (or none) per train from its list, or None.
    Trains that run alike share a list and take their routes in list order, so no run is
    tried twice; the last train's best fitting route is looked up in a `_Fitting` index."""
    count = len(lists)
    if not count:
        return None
    tops = [lst[0][0] if lst else 0 for lst in lists]
    after = [sum(tops[i:]) for i in range(count + 1)]
    same = [i > 0 and lists[i] is lists[i - 1] for i in range(count)] + [False]
    last = _Fitting(lists[-1])
    best: dict = {"total": floor, "picks": None}
    picks: list[Found | None] = [None] * count

    def rest(i: int, revenue: int) -> int:
        """The most the trains after i can add when train i earns `revenue`."""
        j, bound = i + 1, 0
        while same[j]:
            bound += min(tops[j], revenue)
            j += 1
        return bound + after[j]

    def finish(total: int) -> None:
        if total > best["total"]:
            best["total"], best["picks"] = total, list(picks)

    def search(i: int, used: int, total: int, first: int) -> None:
        watch.tick()
        if total + after[i] <= best["total"]:
            return
        routes = lists[i]
        if i == count - 1:
            k = last.best(used, best["total"] - total, first, watch)
            picks[i] = routes[k] if k is not None else None
            finish(total + (routes[k][0] if k is not None else 0))
            picks[i] = None
            return
        for k in range(first, len(routes)):
            revenue, mask, _ = routes[k]
            if total + revenue + rest(i, revenue) <= best["total"]:
                break
            watch.tick()
            if i == 0:
                watch.fraction = 0.6 + 0.4 * k / len(routes)
            if mask & used:
                continue
            picks[i] = routes[k]
            search(i + 1, used | mask, total + revenue, k + 1 if same[i + 1] else 0)
        picks[i] = None
        if same[i + 1]:
            finish(total)  # the trains after this one run alike: they stay idle too
        else:
            search(i + 1, used, total, 0)

    search(0, 0, 0, 0)
    return best["picks"]


class _Fitting:
    """Answers "the best route of this list sharing no track with `used`". Routes are grouped
    by which of the busiest sections (those the best routes use most) they use, so a lookup
    skips whole groups that run over track already taken."""

    KEYS, SAMPLE = 16, 3000

    def __init__(self, routes: list[Found]) -> None:
        self.routes = routes
        counts: dict[int, int] = {}
        for _, mask, _ in routes[: self.SAMPLE]:
            while mask:
                low = mask & -mask
                counts[low] = counts.get(low, 0) + 1
                mask ^= low
        keys = 0
        for bit in sorted(counts, key=counts.__getitem__, reverse=True)[: self.KEYS]:
            keys |= bit
        groups: dict[int, list[int]] = {}
        for k, (_, mask, _) in enumerate(routes):
            groups.setdefault(mask & keys, []).append(k)
        self.groups = sorted(groups.items(), key=lambda g: g[1][0])

    def best(self, used: int, threshold: int, first: int, watch: _Watch) -> int | None:
        """Index of the best route from `first` on earning more than `threshold` and using
        none of `used`; None if there is none."""
        routes, found = self.routes, None
        for key, members in self.groups:
            if routes[members[0]][0] <= threshold:
                break
            if key & used:
                continue
            for k in members:
                watch.tick()
                revenue, mask, _ = routes[k]
                if revenue <= threshold:
                    break
                if k >= first and not mask & used:
                    found, threshold = k, revenue
                    break
        return found
