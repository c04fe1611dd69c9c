"""The routes one kind of train can run for a corporation, searched depth first over legs.

Each route is found from its lower-numbered end stop, so once. A partial route is carried on
only while what it earns plus what it could still add can beat a floor: the floor is the best
route found so far (`best`) or a threshold set by the caller (`above`). What a route could
still add is bounded by the best values among the stops still reachable from its end over track
it has not used (or, when that cannot prune, by the best values on the whole map).
"""

from __future__ import annotations

from collections.abc import Callable
from heapq import heappush, heapreplace

from .legs import Leg, RunGraph
from .network import network
from .routes import LinkBonus, Route, RouteContext, TrainSpec, pay, stop_revenue
from .state import BoardState, split_node

Found = tuple[int, int, tuple[Leg, ...]]  # revenue, sections used, legs


class TrainRoutes:
    def __init__(
        self,
        state: BoardState,
        graph: RunGraph,
        train: TrainSpec,
        context: RouteContext,
        tick: Callable[[], None],
    ) -> None:
        net = network(state)
        self.graph, self.train, self.context, self.tick = graph, train, context, tick
        stops = graph.stops
        self.values = [stop_revenue(state, s, context.colours) for s in stops]
        self.kinds = [net.kinds[s] for s in stops]
        group_bits: dict[str, int] = {}
        self.groups = [0] * len(stops)
        for i, s in enumerate(stops):
            for g in net.stops[s].groups:
                self.groups[i] |= group_bits.setdefault(g, 1 << len(group_bits))
        first = train.allowances[0]
        self.simple = len(train.allowances) == 1 and first.visit == first.pay
        self.simple = self.simple and set(self.kinds) <= first.kinds
        self.limit = min(train.reach, len(stops))
        self.barred = [s in context.barred for s in stops]
        self.legs_from = [
            tuple(
                sorted(
                    (leg for leg in legs if leg.gauges <= train.gauges and not self.barred[leg.end]),
                    key=lambda leg: -self.values[leg.end],
                )
            )
            for legs in graph.legs_from
        ]

        def mask(hexes: frozenset[str]) -> int:
            return sum(1 << i for i, s in enumerate(stops) if split_node(s)[0] in hexes)

        self.rules = [(mask(rule.hexes), rule) for rule in context.bonuses if not isinstance(rule, LinkBonus)]
        self.links = [
            (mask(rule.first), mask(rule.second), rule.amount)
            for rule in context.bonuses
            if isinstance(rule, LinkBonus)
        ]
        self.bonus_bound = sum(
            rule.amount * ((nodes.bit_count()) if rule.each_stop else 1) for nodes, rule in self.rules
        ) + sum(amount for _, _, amount in self.links)
        ordered = sorted(self.values, reverse=True)
        self.top = [sum(ordered[:k]) for k in range(len(ordered) + 1)]
        self.prune = context.bonus is None  # a hook's bonus has no known bound
        # for the bound: each leg as (end, sections, a train may go on from its end)
        self.onward = [
            [(leg.end, leg.sections, graph.passable[leg.end] and not leg.arrives_terminal) for leg in legs]
            for legs in self.legs_from
        ]

    def best(self, used: int = 0) -> Found | None:
        """The best route using none of the sections in `used`."""
        found: dict[int, tuple[int, tuple[Leg, ...]]] = {}
        self._search(-1, used, found, keep_all=False)
        if not found:
            return None
        mask, (revenue, legs) = max(found.items(), key=lambda f: f[1][0])
        return revenue, mask, legs

    def above(self, threshold: int) -> list[Found]:
        """Every route earning more than `threshold`, best first; of routes over the same
        track only the best."""
        found: dict[int, tuple[int, tuple[Leg, ...]]] = {}
        self._search(threshold, 0, found, keep_all=True)
        routes = [(revenue, mask, legs) for mask, (revenue, legs) in found.items()]
        routes.sort(key=lambda r: -r[0])
        return routes

    def revenue(self, legs: tuple[Leg, ...], visited: int, base: int) -> int | None:
        if self.simple:
            revenue = base
        else:
            by_kind: dict[str, list[int]] = {}
            for i in [legs[0].start] + [leg.end for leg in legs]:
                by_kind.setdefault(self.kinds[i], []).append(self.values[i])
            revenue = pay(by_kind, self.train)
            if revenue is None:
                return None
        for nodes, rule in self.rules:
            hits = (visited & nodes).bit_count()
            revenue += rule.amount * (hits if rule.each_stop else min(hits, 1))
        for first, second, amount in self.links:
            if visited & first and visited & second:
                revenue += amount
        if self.context.bonus:
            revenue += self.context.bonus(as_route(self.graph, "", legs), self.context)
        return revenue

    def _search(self, floor: int, used0: int, found: dict, keep_all: bool) -> None:
        legs_from, values, groups = self.legs_from, self.values, self.groups
        station, passable = self.graph.station, self.graph.passable
        limit, top, slack, prune = self.limit, self.top, self.bonus_bound, self.prune
        tick = self.tick
        path: list[Leg] = []
        state = {"floor": floor}

        def record(mask: int, visited: int, base: int) -> None:
            revenue = self.revenue(tuple(path), visited, base)
            if revenue is None or revenue <= state["floor"]:
                return
            old = found.get(mask)
            if old is None or old[0] < revenue:
                found[mask] = (revenue, tuple(path))
            if not keep_all:
                state["floor"] = revenue

        def promising(node: int, visited: int, used: int, count: int, base: int) -> bool:
            if not prune:
                return True
            room = limit - count
            if base + slack + top[min(room, len(top) - 1)] <= state["floor"]:
                return False
            if room < 3:
                return True
            return self._reaches_more(node, visited, used, room, state["floor"] - base - slack)

        def extend(node, start, visited, used, count, base, has_station, seen_groups) -> None:
            tick()
            leaving = node != start
            for leg in legs_from[node]:
                end = leg.end
                if (visited >> end) & 1 or leg.sections & used or groups[end] & seen_groups:
                    continue
                if leaving and leg.leaves_terminal:
                    continue
                path.append(leg)
                total = base + values[end]
                reached = has_station or station[end]
                now_visited, now_used = visited | (1 << end), used | leg.sections
                if reached and end > start:
                    record(now_used, now_visited, total)
                if (
                    count + 1 < limit
                    and passable[end]
                    and not leg.arrives_terminal
                    and promising(end, now_visited, now_used, count + 1, total)
                ):
                    extend(
                        end,
                        start,
                        now_visited,
                        now_used,
                        count + 1,
                        total,
                        reached,
                        seen_groups | groups[end],
                    )
                path.pop()

        for s in range(len(values)):
            if limit > 1 and not self.barred[s] and promising(s, 1 << s, used0, 1, values[s]):
                extend(s, s, 1 << s, used0, 1, values[s], station[s], groups[s])

    def _reaches_more(self, node: int, visited: int, used: int, room: int, need: int) -> bool:
        """Whether `room` more stops could add more than `need`: the best values among the stops
        reachable from `node` over unused track without passing a visited stop."""
        onward, values = self.onward, self.values
        seen, stack = visited, [node]
        best: list[int] = []  # the `room` best values found so far (a heap)
        total = 0
        while stack:
            for end, sections, through in onward[stack.pop()]:
                if (seen >> end) & 1 or sections & used:
                    continue
                seen |= 1 << end
                value = values[end]
                if len(best) < room:
                    heappush(best, value)
                    total += value
                elif value > best[0]:
                    total += value - heapreplace(best, value)
                if total > need:
                    return True
                if through:
                    stack.append(end)
        return False


def as_route(graph: RunGraph, train: str, legs: tuple[Leg, ...]) -> Route:
    stops = (graph.stops[legs[0].start],) + tuple(graph.stops[leg.end] for leg in legs)
    return Route(train, stops, tuple(leg.refs for leg in legs))
