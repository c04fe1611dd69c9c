"""A corporation's run in the game: its trains as the route search sees them (`RunRules.runnable_trains`,
`RunRules.train_spec`), the route context (the phase's colours, the title's bonuses and barred stops: `RunRules.route_bonuses`,
`RunRules.barred_stops`), the best run a legal action offers (bounded by steps: the same answer on
every machine), a run's revenues checked with the part that goes to the treasury whatever the
dividend (`RunRules.treasury_symbols`), and whether it has a route (18xx.games' 'route available',
and that it once had one)."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import MalformedAction
from . import roster, routes
from .best_routes import best_routes as search
from .game_state import Corporation, State
from .network import network
from .reach import Reach, reach
from .state import BoardState
from .trains import depot_trains

SEARCH_STEPS = 20_000  # the legal action's run: the same answer on every machine, in bounded time


def colours(state: State) -> tuple[str, ...]:
    """The tile colours of the phase (what a route's revenue locations pay)."""
    return tuple(roster.phase(state)["tiles"])


def context(state: State, corp: Corporation) -> routes.RouteContext:
    rules = state.rules
    return routes.RouteContext(
        corp.id, colours(state), rules.runs.route_bonuses(state, corp), barred=rules.runs.barred_stops(state, corp)
    )


def train_specs(state: State, corp: Corporation) -> dict[str, routes.TrainSpec]:
    """The trains that run now (`RunRules.runnable_trains`), each as the title says it runs
    (`RunRules.train_spec`) or stopping at its type's distance on broad track."""
    rules, specs = state.rules, {}
    for t in rules.runs.runnable_trains(state, corp):
        spec = rules.runs.train_spec(state, corp, t)
        specs[t] = spec if spec is not None else routes.TrainSpec.simple(t, roster.distance(state, t) or 999)
    return specs


def best_routes(state: State, corp: Corporation) -> list[dict]:
    run = search(state.board, list(train_specs(state, corp).values()), context(state, corp), max_steps=SEARCH_STEPS)
    return [r.to_json() for r in run.routes]


def route_revenues(state: State, corp: Corporation, run: list) -> list[int]:
    """Each route's revenue; IllegalAction when the run is not valid (an empty run earns nothing)."""
    return routes.check_run(state.board, parse(run), train_specs(state, corp), context(state, corp))


def parse(run: list) -> list[routes.Route]:
    if not isinstance(run, list):
        raise MalformedAction.said("route.run_is_list")
    parsed = [routes.Route.from_json(r) if isinstance(r, dict) else None for r in run]
    found = [r for r in parsed if r is not None]
    if len(found) < len(parsed):
        raise MalformedAction.said("route.is_object")
    return found


@dataclass(frozen=True)
class RunResult:
    """A run checked: each route's revenue (bonuses included) and how much of it all was
    earned at stops whose revenue goes to the treasury (`RunRules.treasury_symbols`)."""

    revenues: tuple[int, ...]
    treasury: int

    @property
    def total(self) -> int:
        return sum(self.revenues)

    @property
    def dividend(self) -> int:
        """What is left for the dividend step (paid out or withheld)."""
        return self.total - self.treasury


def run_result(state: State, corp: Corporation, run: list) -> RunResult:
    """The run's revenues and the treasury's part; IllegalAction when the run is not valid."""
    parsed = parse(run)
    phase_colours = colours(state)
    revenues = routes.check_run(state.board, parsed, train_specs(state, corp), context(state, corp))
    symbols = state.rules.runs.treasury_symbols
    treasury = 0
    for route in parsed if symbols else ():
        parts = routes.revenue_parts(state.board, route, phase_colours)
        treasury += sum(parts.get(symbol, 0) for symbol in symbols)
    return RunResult(tuple(revenues), treasury)


def can_run(state: State, corp: Corporation) -> bool:
    """The corporation has a route: it has had one it must buy a train for
    (`Corporation.had_route`) or has one now."""
    return corp.had_route or reached(state, corp).route


def reached(state: State, corp: Corporation, lifted: tuple[tuple[str, str], ...] = ()) -> Reach:
    """Its search of the map (18xx.games' 'route available', and 'route train purchase' for two
    revenue centres). `lifted`: markers a lay has just lifted, which 18xx.games still counts in
    the cities they map to."""
    b = state.board
    if lifted:
        b = BoardState(b.package, dict(b.laid), {k: list(v) for k, v in b.tokens.items()}, b.reservations)
        for corporation, city in lifted:
            slots = b.tokens.setdefault(city, [None] * network(state.board).stops[city].slots)
            slots[slots.index(None) if None in slots else 0] = corporation
    return reach(b, corp.id)


def note_route(state: State, corp: Corporation, step: str) -> None:
    """18xx.games looks for a route when a corporation with trains comes to run them, or one
    without trains to buy one (and whenever it searches the map for the corporation: a tile lay,
    a station marker); once it has found one, the corporation counts as having a route for the
    rest of the game, even if other markers later block it (1856 'Lokkauf': once it can run a
    route it must own a train)."""
    if (step == "routes" and corp.trains) or (step == "trains" and not corp.trains and depot_trains(state)):
        remember_route(state, corp)


def remember_route(state: State, corp: Corporation, lifted: tuple = ()) -> None:
    """18xx.games keeps a route with two revenue centres past every later change of the map; one
    with a halt it looks for again."""
    if not corp.had_route and reached(state, corp, lifted).purchase_route:
        corp.had_route = True
