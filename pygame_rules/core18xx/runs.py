"""A corporation's run in the game: its trains as the route search sees them, the route context
(the phase's colours and the title's bonuses, `Hooks.route_context`), the best run a legal action
offers (bounded by steps: the same answer on every machine), a run's revenues checked, and
whether it has a route (18xx.games' 'route available', and that it once had one)."""

from __future__ import annotations

from ..errors import MalformedAction
from . import roster, routes
from .best_routes import best_routes as search
from .game_state import Corporation, State
from .network import network
from .reach import reach
from .state import BoardState
from .trains import depot_trains

SEARCH_STEPS = 20_000  # the legal action's run: the same answer on every machine, in bounded time


def colours(state: State) -> tuple[str, ...]:
    """The tile colours of the phase (what a route's revenue locations pay)."""
    return tuple(roster.phase(state)["tiles"])


def context(state: State, corp: Corporation) -> routes.RouteContext:
    return routes.RouteContext(corp.id, colours(state), state.rules.route_bonuses(state, corp))


def train_specs(state: State, corp: Corporation) -> dict[str, routes.TrainSpec]:
    return {t: routes.TrainSpec.simple(t, roster.distance(state, t) or 999) for t in corp.trains}


def best_routes(state: State, corp: Corporation) -> list[dict]:
    run = search(state.board, list(train_specs(state, corp).values()), context(state, corp), max_steps=SEARCH_STEPS)
    return [r.to_json() for r in run.routes]


def route_revenues(state: State, corp: Corporation, run: list) -> list[int]:
    """Each route's revenue; IllegalAction when the run is not valid (an empty run earns nothing)."""
    if not isinstance(run, list):
        raise MalformedAction.said("route.run_is_list")
    parsed = [routes.Route.from_json(r) if isinstance(r, dict) else None for r in run]
    if None in parsed:
        raise MalformedAction.said("route.is_object")
    return routes.check_run(state.board, parsed, train_specs(state, corp), context(state, corp))


def can_run(state: State, corp: Corporation) -> bool:
    """The corporation has a route: it has had one (`Corporation.had_route`) or has one now."""
    return corp.had_route or route_found(state, corp)


def route_found(state: State, corp: Corporation, lifted: tuple[tuple[str, str], ...] = ()) -> bool:
    """Track leads from one of its stations to another revenue location (18xx.games 'route
    available', found by its search of the map). `lifted`: markers a lay has just lifted, which
    18xx.games still counts in the cities they map to."""
    b = state.board
    if lifted:
        b = BoardState(b.package, dict(b.laid), {k: list(v) for k, v in b.tokens.items()}, b.reservations)
        for corporation, city in lifted:
            slots = b.tokens.setdefault(city, [None] * network(state.board).stops[city].slots)
            slots[slots.index(None) if None in slots else 0] = corporation
    return reach(b, corp.id).route


def note_route(state: State, corp: Corporation, step: str) -> None:
    """18xx.games looks for a route when a corporation with trains comes to run them, or one
    without trains to buy one (and whenever it searches the map for the corporation: a tile lay,
    a station marker); once it has found one, the corporation counts as having a route for the
    rest of the game, even if other markers later block it (1856 'Lokkauf': once it can run a
    route it must own a train)."""
    if (step == "routes" and corp.trains) or (step == "trains" and not corp.trains and depot_trains(state)):
        remember_route(state, corp)


def remember_route(state: State, corp: Corporation, lifted: tuple = ()) -> None:
    if not corp.had_route and route_found(state, corp, lifted):
        corp.had_route = True
