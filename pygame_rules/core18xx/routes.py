"""Routes: what a train runs, whether it may, and what it earns (1856 "Einnahmen").

A route is a train's run from stop to stop: `stops` are node ids in order; `legs[i]` lists the
paths from stops[i] to stops[i+1], each written "<hex>:<from>-<to>" in the direction of travel
(edges as numbers, nodes by their ref: "N11:c0-1", "M12:4-1", "L13:4-c0"; where two paths of a tile
join the same ends, as two lanes do, "#<the path's index on its tile>" follows: "H14:1-4#1"). JSON:
{"train": "4-0", "stops": ["N11-c0", "L13-c0"], "legs": [["N11:c0-1", "M12:4-1", "L13:4-c0"]]}.

A route is valid when: its legs are connected track between consecutive stops, passing no other
node; it has two or more stops and includes a city holding one of the corporation's markers; it
visits no node twice and uses no section of track twice (network.py); stops in the middle are
ones a train may pass (no off-board area, no city full of other corporations' markers, no
terminal path); it stops at most once in each group of off-board hexes; the train's distance
covers the stops (an N+M train's allowances; an allowance may be limited to some hexes: 18ESP's
tender on a combined train, one stop more on each map part); its gauge fits the track; it visits
no stop the run bars (`RouteContext.barred`: 18ESP's closed mountain passes, a minor's off-boards
and passes); it meets the train's needs (`TrainSpec.needs`: stops it must include one of, 18ESP's
combined train a mountain pass and a stop on each map part, the strawberry train's first run
Aranjuez). A group of stops (`Stop.groups`) is stopped at once at most: two-hex off-board areas,
18ESP's W and E areas (no route from W to W or E to E) and its mountain passes (one per route).
The trains of one corporation share no section. Revenue: each stop's value in the current phase, plus the title's bonuses; the part
earned at stops with a symbol (18ESP's mines and harbours, paid to the treasury) is told apart by
`revenue_parts`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..errors import IllegalAction, MalformedAction
from ..messages import Message
from .graph import blocks
from .network import Network, network
from .state import BoardState, split_node
from .tiles import revenue_in_phase

ALL_STOPS = frozenset({"city", "town", "offboard", "halt"})


@dataclass(frozen=True)
class Allowance:
    """Part of a train's distance: it may visit `visit` stops of these kinds and is paid for the
    best `pay` of them (an N+M train has two allowances). `hexes`: only stops in these hexes
    (18ESP: a tender on a combined train, one more town, mine or harbour on each map part)."""

    kinds: frozenset[str]
    visit: int
    pay: int
    hexes: frozenset[str] | None = None

    def takes(self, kind: str, coord: str) -> bool:
        return kind in self.kinds and (self.hexes is None or coord in self.hexes)

    def __repr__(self) -> str:  # sets sorted: the same on every machine (best_routes sorts by it)
        hexes = "" if self.hexes is None else f", hexes={sorted(self.hexes)}"
        return f"Allowance(kinds={sorted(self.kinds)}, visit={self.visit}, pay={self.pay}{hexes})"


@dataclass(frozen=True)
class Need:
    """A route of the train stops at one of `stops` (node ids or hexes); else it is refused with
    the message `refusal` (its argument: the train; a title says its rule). 18ESP: a combined
    train's mountain pass and a stop on each map part, the strawberry train's first run through
    Aranjuez."""

    stops: frozenset[str]
    refusal: str = "route.must_include"

    def met(self, stops: Iterable[str]) -> bool:
        return any(s in self.stops or split_node(s)[0] in self.stops for s in stops)

    def __repr__(self) -> str:
        return f"Need(stops={sorted(self.stops)}, refusal={self.refusal!r})"


@dataclass(frozen=True)
class TrainSpec:
    """What the route layer needs to know about a train."""

    id: str  # "4-0" (18xx.games names train copies like tiles)
    allowances: tuple[Allowance, ...]
    gauges: frozenset[str] = frozenset({"broad", "dual"})
    # each route meets every need; the best-routes search grows routes from the first need's
    # stops (keep it small: 18ESP's combined train lists its mountain passes first)
    needs: tuple[Need, ...] = ()

    @classmethod
    def simple(cls, train_id: str, distance: int, gauges: Iterable[str] = ("broad", "dual")):
        """A train that stops at up to `distance` cities, towns or off-board areas, all paying
        (999: no limit, 1856's diesel)."""
        return cls(train_id, (Allowance(ALL_STOPS, distance, distance),), frozenset(gauges))

    @property
    def reach(self) -> int:
        return sum(a.visit for a in self.allowances)

    def __repr__(self) -> str:  # sets sorted: the same on every machine (best_routes sorts by it)
        needs = f", needs={self.needs!r}" if self.needs else ""
        return f"TrainSpec(id={self.id!r}, allowances={self.allowances!r}, gauges={sorted(self.gauges)}{needs})"


@dataclass(frozen=True)
class HexBonus:
    """+amount for a route stopping in any of `hexes`: once per route, or for each such stop
    (1856: the port marker, the bridge to Buffalo and the tunnel to Sarnia)."""

    hexes: frozenset[str]
    amount: int
    each_stop: bool = False


@dataclass(frozen=True)
class LinkBonus:
    """+amount for a route stopping both in one of `first` and in one of `second` (18ESP: a
    route from W to E, one from Madrid or Barcelona to Gijón or Bilbao)."""

    first: frozenset[str]
    second: frozenset[str]
    amount: int


@dataclass(frozen=True)
class Route:
    train: str
    stops: tuple[str, ...]
    legs: tuple[tuple[str, ...], ...]

    def to_json(self) -> dict:
        return {
            "train": self.train,
            "stops": list(self.stops),
            "legs": [list(leg) for leg in self.legs],
        }

    @classmethod
    def from_json(cls, data: dict) -> Route:
        try:
            return cls(str(data["train"]), tuple(data["stops"]), tuple(tuple(leg) for leg in data["legs"]))
        except (KeyError, TypeError) as e:
            raise MalformedAction.said("route.malformed") from e

    def hexes(self) -> list[str]:
        return [split_node(stop)[0] for stop in self.stops]


@dataclass(frozen=True)
class RouteContext:
    """The run's circumstances: whose trains, the phase's tile colours (revenue), the title's
    bonuses as data (`HexBonus`, `LinkBonus`), an optional hook `bonus(route, context) -> int` for
    anything else, and the stops (node ids) no train of the run may visit."""

    corporation: str
    colours: tuple[str, ...]
    bonuses: tuple[HexBonus | LinkBonus, ...] = ()
    bonus: Callable[[Route, RouteContext], int] | None = field(default=None, compare=False)
    barred: frozenset[str] = frozenset()


def check_run(
    state: BoardState, routes: Sequence[Route], trains: dict[str, TrainSpec], context: RouteContext
) -> list[int]:
    """Validate a corporation's whole run (each train at most once, no shared track) and
    return each route's revenue; IllegalAction says what is wrong."""
    seen_trains: set[str] = set()
    used: dict[int, str] = {}
    revenues = []
    for route in routes:
        if route.train not in trains:
            raise IllegalAction.said("route.no_train", corp=context.corporation, train=route.train)
        if route.train in seen_trains:
            raise IllegalAction.said("route.train_twice", train=route.train)
        seen_trains.add(route.train)
        revenue, sections = _check(state, route, trains[route.train], context)
        for s in sections:
            if s in used:
                raise IllegalAction.said("route.shared_track", first=used[s], second=route.train)
            used[s] = route.train
        revenues.append(revenue)
    return revenues


def route_revenue(state: BoardState, route: Route, train: TrainSpec, context: RouteContext) -> int:
    """Validate one route and return its revenue."""
    return _check(state, route, train, context)[0]


def stop_revenue(state: BoardState, stop: str, colours: tuple[str, ...]) -> int:
    return revenue_in_phase(network(state).stops[stop].revenue, colours)


def pay(values: dict[str, list[int]], train: TrainSpec) -> int | None:
    """What a train is paid for stops grouped by kind (kind -> values), or None when its
    distance does not cover them. Each allowance takes stops of its kinds, the most restricted
    kinds first (as 18xx.games counts N+M trains), and pays its best `pay` of them."""
    left = {i: a.visit for i, a in enumerate(train.allowances)}
    taken: dict[int, list[int]] = {i: [] for i in left}
    order = sorted(values, key=lambda k: sum(k in a.kinds for a in train.allowances))
    for kind in order:
        pending = sorted(values[kind], reverse=True)
        for i, allowance in enumerate(train.allowances):
            if kind not in allowance.kinds or not pending:
                continue
            n = min(left[i], len(pending))
            taken[i] += pending[:n]
            pending = pending[n:]
            left[i] -= n
        if pending:
            return None
    return sum(sum(sorted(v, reverse=True)[: train.allowances[i].pay]) for i, v in taken.items())


def paid(stops: Sequence[tuple[str, str, int]], train: TrainSpec) -> int | None:
    """What a train is paid for stops given as (kind, hex, value), or None when its distance
    does not cover them. Allowances limited to hexes: see `Fitting`; otherwise `pay`."""
    if all(a.hexes is None for a in train.allowances):
        values: dict[str, list[int]] = {}
        for kind, _, value in stops:
            values.setdefault(kind, []).append(value)
        return pay(values, train)
    taken = Fitting(train, [(kind, coord) for kind, coord, _ in stops]).assign((1 << len(stops)) - 1)
    if taken is None:
        return None
    return sum(
        sum(sorted((stops[i][2] for i in picked), reverse=True)[: train.allowances[j].pay])
        for j, picked in enumerate(taken)
    )


class Fitting:
    """Which of a train's allowances take which stops, for stops given as (kind, hex) pairs.
    Stops that the same allowances accept form a class; classes accepted by fewer allowances
    are placed first, each into the allowances that accept the fewest classes first. Exact when
    the allowances nest, as an N+M train's do, with a tender's extra stop on each map part."""

    def __init__(self, train: TrainSpec, stops: Sequence[tuple[str, str]]) -> None:
        allowances = train.allowances
        accepted = [tuple(j for j, a in enumerate(allowances) if a.takes(k, h)) for k, h in stops]
        classes: dict[tuple[int, ...], int] = {}
        for i, accepting in enumerate(accepted):
            classes[accepting] = classes.get(accepting, 0) | 1 << i
        breadth = [sum(j in accepting for accepting in classes) for j in range(len(allowances))]
        order = sorted(classes, key=len)
        self.classes = [(classes[c], tuple(sorted(c, key=lambda j: (breadth[j], j)))) for c in order]
        self.visits = tuple(a.visit for a in allowances)

    def fits(self, visited: int) -> bool:
        """Whether the train may visit the stops in the bit mask `visited`."""
        left = list(self.visits)
        for mask, order in self.classes:
            n = (visited & mask).bit_count()
            for j in order:
                if not n:
                    break
                take = min(left[j], n)
                left[j] -= take
                n -= take
            if n:
                return False
        return True

    def assign(self, visited: int) -> list[list[int]] | None:
        """The stops (numbers) each allowance takes of those in `visited`, or None when they do
        not fit."""
        left = list(self.visits)
        taken: list[list[int]] = [[] for _ in left]
        for mask, order in self.classes:
            pending = [i for i in range((visited & mask).bit_length()) if (visited & mask) >> i & 1]
            for j in order:
                take = min(left[j], len(pending))
                taken[j] += pending[:take]
                pending = pending[take:]
                left[j] -= take
            if pending:
                return None
        return taken


def bonus_for(stops: Sequence[str], context: RouteContext) -> int:
    total = 0
    hexes = [split_node(s)[0] for s in stops]
    for rule in context.bonuses:
        if isinstance(rule, LinkBonus):
            if any(h in rule.first for h in hexes) and any(h in rule.second for h in hexes):
                total += rule.amount
            continue
        hits = sum(h in rule.hexes for h in hexes)
        total += rule.amount * (hits if rule.each_stop else min(hits, 1))
    return total


def revenue_parts(state: BoardState, route: Route, colours: tuple[str, ...]) -> dict[str, int]:
    """What the route's stops earn by their symbol ("" for stops without one; bonuses not
    included). 18ESP: the "mine" and "harbour" parts go to the treasury (5.4.2). Every stop a
    train visits pays here; a train paid for only some of its stops needs its own split."""
    net = network(state)
    parts: dict[str, int] = {}
    for stop in route.stops:
        symbol = net.stops[stop].symbol
        parts[symbol] = parts.get(symbol, 0) + stop_revenue(state, stop, colours)
    return parts


def _check(state: BoardState, route: Route, train: TrainSpec, context: RouteContext) -> tuple[int, list[int]]:
    net = network(state)
    stops = route.stops
    if len(stops) < 2:
        raise IllegalAction.said("route.two_stops")
    if len(route.legs) != len(stops) - 1:
        raise IllegalAction.said("route.legs")
    for stop in stops:
        if stop not in net.stops:
            raise IllegalAction.said("route.no_stop", stop=stop)
    if len(set(stops)) != len(stops):
        raise IllegalAction.said("route.stop_twice")
    for stop in stops:
        if stop in context.barred:
            raise IllegalAction.said("route.barred", stop=stop)
    sections: list[int] = []
    terminal_at: set[str] = set()
    for i, leg in enumerate(route.legs):
        sections += _leg_sections(net, stops[i], stops[i + 1], leg, train, terminal_at)
    if len(set(sections)) != len(sections):
        raise IllegalAction.said("route.track_twice")
    for stop in stops[1:-1]:
        if net.kinds[stop] == "offboard" or stop in terminal_at:
            raise IllegalAction.said("route.end_only", stop=stop)
        if blocks(state, stop, context.corporation):
            raise IllegalAction.said("route.blocked", stop=stop)
    if not any(context.corporation in state.tokens.get(s, ()) for s in stops):
        raise IllegalAction.said("route.no_station", corp=context.corporation)
    _check_groups(state, net, stops)
    for need in train.needs:
        if not need.met(stops):
            raise IllegalAction.said("route.unmet", rule=Message(need.refusal, {"train": train.id}).to_json())
    earned = paid([(net.kinds[s], split_node(s)[0], stop_revenue(state, s, context.colours)) for s in stops], train)
    if earned is None:
        raise IllegalAction.said("route.too_many_stops", train=train.id, stops=len(stops))
    revenue = earned + bonus_for(stops, context)
    if context.bonus:
        revenue += context.bonus(route, context)
    return revenue, sections


def _check_groups(state: BoardState, net: Network, stops: Sequence[str]) -> None:
    """At most one stop of each group: of one off-board area (its hexes side by side), of
    another group (18ESP: W, E, mountain passes) said with the two stops."""
    first_in: dict[str, str] = {}
    for stop in stops:
        for group in net.stops[stop].groups:
            other = first_in.setdefault(group, stop)
            if other == stop:
                continue
            a, b = split_node(other)[0], split_node(stop)[0]
            area = net.kinds[other] == net.kinds[stop] == "offboard" and b in state.board.neighbours[a].values()
            if area:
                raise IllegalAction.said("route.offboard_twice")
            raise IllegalAction.said("route.group_twice", first=other, second=stop)


def _leg_sections(
    net: Network, start: str, goal: str, leg: Sequence[str], train: TrainSpec, terminal_at: set[str]
) -> list[int]:
    where: int | str = start
    previous: int | None = None
    sections: list[int] = []
    for n, ref in enumerate(leg):
        found = net.by_ref.get(ref)
        if found is None:
            raise IllegalAction.said("route.no_track", track=ref)
        t, begin = found
        track = net.tracks[t]
        if isinstance(where, str):
            ok = begin == where
        else:
            ok = previous is not None and (t, begin) in net.crossing.get((previous, where), ())
        if not ok:
            raise IllegalAction.said("route.not_continued", track=ref, start=start, goal=goal)
        if track.gauge not in train.gauges:
            raise IllegalAction.said("route.gauge", train=train.id, gauge=track.gauge)
        sections += track.used_from(begin)
        where, previous = track.other(begin), t
        if track.terminal:
            terminal_at.update(e for e in (track.a, track.b) if isinstance(e, str))
        if isinstance(where, str) and n < len(leg) - 1 and net.kinds[where] != "junction":
            raise IllegalAction.said("route.passes", stop=where)
    if where != goal:
        raise IllegalAction.said("route.not_reached", start=start, goal=goal)
    return sections
