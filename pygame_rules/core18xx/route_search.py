"""The routes one kind of train can run for a corporation, searched depth first over legs.

Each route is found from its lower-numbered end stop, so once. A partial route is carried on
only while what it earns plus what it could still add can beat a floor: the floor is the best
route found so far (`best`) or a threshold set by the caller (`above`). What a route could
still add is bounded by the best values among the stops still reachable from its end over track
it has not used (or, when that cannot prune, by the best values on the whole map). A partial
route whose stops no longer fit an N+M train's distance is dropped (more stops never fit again).

A train whose routes must stop at one of a few stops (`TrainSpec.needs`, 18ESP's combined train:
one of the mountain passes) has its routes grown from those stops: a first arm outwards, and
for each first arm a second one leaving the stop by a later leg (or the route ends there), the
route being the first arm reversed and the second.
"""

from __future__ import annotations

from collections.abc import Callable
from heapq import heappush, heapreplace

from .legs import Leg, RunGraph
from .network import network
from .routes import Fitting, LinkBonus, Route, RouteContext, TrainSpec, paid, stop_revenue
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
        self.hexes = [split_node(s)[0] for s in stops]
        first = train.allowances[0]
        self.simple = len(train.allowances) == 1 and first.visit == first.pay and first.hexes is None
        self.simple = self.simple and set(self.kinds) <= first.kinds
        # N+M trains: whether the stops still fit, checked as a route grows; paid for every stop
        self.fitting = None if self.simple else Fitting(train, list(zip(self.kinds, self.hexes)))
        self.pays_all = all(a.visit == a.pay for a in train.allowances)
        self.needs = [
            sum(1 << i for i, s in enumerate(stops) if s in need.stops or self.hexes[i] in need.stops)
            for need in train.needs
        ]
        self.reversed: dict[int, tuple[Leg, Leg]] = {}
        # what a route earns needs its legs (else only the stops it visits)
        self.needs_legs = not (self.simple or self.pays_all) or context.bonus is not None
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
        # the stops this train runs to at all: a link between two sets it cannot both reach adds
        # nothing to the bound (18ESP: Madrid to Bilbao for a train of one gauge)
        runs_to = 0
        for legs in self.legs_from:
            for leg in legs:
                runs_to |= 1 << leg.end
        self.links = [
            (mask(rule.first), mask(rule.second), rule.amount)
            for rule in context.bonuses
            if isinstance(rule, LinkBonus)
        ]
        self.reachable_links = [(a, b, amount) for a, b, amount in self.links if a & runs_to and b & runs_to]
        self.bonus_bound = sum(
            rule.amount * ((nodes.bit_count()) if rule.each_stop else 1) for nodes, rule in self.rules
        ) + sum(amount for _, _, amount in self.reachable_links)
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
        """What a route earns (its stops fit the train: checked as it grew), None if it does not
        meet the train's needs."""
        for need in self.needs:
            if not visited & need:
                return None
        revenue: int | None
        if self.simple or self.pays_all:
            revenue = base
        else:
            stops = [legs[0].start] + [leg.end for leg in legs]
            revenue = paid([(self.kinds[i], self.hexes[i], self.values[i]) for i in stops], self.train)
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
        if self.needs:
            self._search_through(floor, used0, found, keep_all)
            return
        legs_from, values, groups = self.legs_from, self.values, self.groups
        fitting = self.fitting
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
                now_visited = visited | (1 << end)
                if fitting is not None and not fitting.fits(now_visited):
                    continue
                path.append(leg)
                total = base + values[end]
                reached = has_station or station[end]
                now_used = used | leg.sections
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

    def _search_through(self, floor: int, used0: int, found: dict, keep_all: bool) -> None:
        """Every route through a stop of the first need, grown from there in two arms."""
        legs_from, values, groups = self.legs_from, self.values, self.groups
        station, passable = self.graph.station, self.graph.passable
        limit, top, slack, prune = self.limit, self.top, self.bonus_bound, self.prune
        tick, fitting = self.tick, self.fitting
        first: list[Leg] = []  # from the stop outwards: the route's beginning, reversed
        second: list[Leg] = []
        state = {"floor": floor}

        def record(mask: int, visited: int, base: int) -> None:
            if self.needs_legs:
                legs = tuple(self._reverse(leg) for leg in reversed(first)) + tuple(second)
                revenue = self.revenue(legs, visited, base)
            else:
                revenue = self.revenue((), visited, base)
            if revenue is None or revenue <= state["floor"]:
                return
            if not self.needs_legs:
                legs = tuple(self._reverse(leg) for leg in reversed(first)) + tuple(second)
            old = found.get(mask)
            if old is None or old[0] < revenue:
                found[mask] = (revenue, legs)
            if not keep_all:
                state["floor"] = revenue

        def promising(
            node: int, also: int | None, visited: int, used: int, count: int, base: int, seen: int = 0
        ) -> bool:
            if not self._can_meet(node, also, visited, used, seen):
                return False
            if not prune:
                return True
            room = limit - count
            if base + slack + top[min(room, len(top) - 1)] <= state["floor"]:
                return False
            if room < 3:
                return True
            return self._reaches_more(node, visited, used, room, state["floor"] - base - slack, also)

        def grow(
            x: int, node: int, visited: int, used: int, count: int, base: int, reached: bool, seen: int, lead: int
        ):
            """The second arm (the first one is done): it leaves x by a leg numbered above `lead`."""
            tick()
            at_x = node == x
            for k, leg in enumerate(legs_from[node]):
                end = leg.end
                if at_x and k <= lead:
                    continue
                if (visited >> end) & 1 or leg.sections & used or groups[end] & seen:
                    continue
                if leg.leaves_terminal and (first or not at_x):
                    continue
                now_visited = visited | (1 << end)
                if fitting is not None and not fitting.fits(now_visited):
                    continue
                second.append(leg)
                total, now_used, now_reached = base + values[end], used | leg.sections, reached or station[end]
                if now_reached:
                    record(now_used, now_visited, total)
                now_seen = seen | groups[end]
                if (
                    count + 1 < limit
                    and passable[end]
                    and not leg.arrives_terminal
                    and promising(end, None, now_visited, now_used, count + 1, total, now_seen)
                ):
                    grow(x, end, now_visited, now_used, count + 1, total, now_reached, now_seen, lead)
                second.pop()

        def outwards(
            x: int, node: int, visited: int, used: int, count: int, base: int, reached: bool, seen: int, lead: int
        ):
            """The first arm; with each, the second arms (x in the middle: it must be passable)."""
            tick()
            if not first or (passable[x] and not first[0].leaves_terminal):
                grow(x, x, visited, used, count, base, reached, seen, lead)
            at_x = node == x
            if count + 1 >= limit or not at_x and (not passable[node] or first[-1].arrives_terminal):
                return  # the second arm needs a stop too; the first ends where no train passes
            for k, leg in enumerate(legs_from[node]):
                end = leg.end
                if (visited >> end) & 1 or leg.sections & used or groups[end] & seen:
                    continue
                if not at_x and leg.leaves_terminal:
                    continue
                now_visited = visited | (1 << end)
                if fitting is not None and not fitting.fits(now_visited):
                    continue
                first.append(leg)
                total, now_used, now_seen = base + values[end], used | leg.sections, seen | groups[end]
                if promising(end, x, now_visited, now_used, count + 1, total, now_seen):
                    outwards(
                        x,
                        end,
                        now_visited,
                        now_used,
                        count + 1,
                        total,
                        reached or station[end],
                        now_seen,
                        k if at_x else lead,
                    )
                first.pop()

        starts = [x for x in range(len(values)) if self.needs[0] >> x & 1 and not self.barred[x] and limit > 1]
        for x in starts:
            if promising(x, None, 1 << x, used0, 1, values[x], groups[x]):
                outwards(x, x, 1 << x, used0, 1, values[x], station[x], groups[x], -1)

    def _can_meet(self, node: int, also: int | None, visited: int, used: int, seen: int) -> bool:
        """Whether the needs a route has not met yet could still be met: each has a stop reachable
        from `node` (or from `also`) over unused track, passing no visited stop and no stop of a
        group the route has stopped in."""
        unmet = [need for need in self.needs if not visited & need]
        if not unmet:
            return True
        onward, groups = self.onward, self.groups
        found, stack = 0, [node] if also is None else [node, also]
        while stack:
            for end, sections, through in onward[stack.pop()]:
                if (visited >> end) & 1 or sections & used or groups[end] & seen:
                    continue
                visited |= 1 << end
                found |= 1 << end
                if all(found & need for need in unmet):
                    return True
                if through:
                    stack.append(end)
        return False

    def _reverse(self, leg: Leg) -> Leg:
        """The leg run the other way."""
        known = self.reversed.get(id(leg))
        if known is None:
            refs = tuple(_reverse_ref(ref) for ref in reversed(leg.refs))
            back = Leg(leg.end, leg.start, leg.sections, refs, leg.gauges, leg.arrives_terminal, leg.leaves_terminal)
            known = self.reversed[id(leg)] = (leg, back)
        return known[1]

    def _reaches_more(self, node: int, visited: int, used: int, room: int, need: int, also: int | None = None) -> bool:
        """Whether `room` more stops could add more than `need`: the best values among the stops
        reachable from `node` (and from `also`) over unused track without passing a visited stop.
        `need` counts every link bonus as earned; one whose two sets the route neither visits nor
        reaches is taken back out (18ESP: W to E, Madrid to Bilbao)."""
        onward, values = self.onward, self.values
        seen, stack = visited, [node] if also is None else [node, also]
        best: list[int] = []  # the `room` best values found so far (a heap)
        total = 0
        links = self.reachable_links
        if links:
            need += sum(amount for _, _, amount in links)
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
        if links:
            total += sum(amount for first, second, amount in links if seen & first and seen & second)
            return total > need
        return False


def _reverse_ref(ref: str) -> str:
    """ "H14:1-4#1" run the other way: "H14:4-1#1"."""
    coord, rest = ref.split(":")
    body, tag = (rest.split("#")[0], "#" + rest.split("#")[1]) if "#" in rest else (rest, "")
    a, b = body.split("-")
    return f"{coord}:{b}-{a}{tag}"


def as_route(graph: RunGraph, train: str, legs: tuple[Leg, ...]) -> Route:
    stops = (graph.stops[legs[0].start],) + tuple(graph.stops[leg.end] for leg in legs)
    return Route(train, stops, tuple(leg.refs for leg in legs))
