"""Running trains on 1856's map: the route context (the bridge and tunnel rights' and the port
marker's bonuses), the best run a legal action offers, checking a run, whether a corporation has
a route, and whether a destination is reached."""

from __future__ import annotations

from ...core18xx import routes
from ...core18xx.best_routes import best_routes as search
from ...core18xx.network import network
from ...core18xx.reach import connected, reach
from ...core18xx.roster import distance
from ...core18xx.state import BoardState
from ...errors import MalformedAction
from .board import colours
from .data import data
from .state import Corporation, State


def context(state: State, corp: Corporation) -> routes.RouteContext:
    bonuses = []
    for right, pid in (("bridge", "NFSBC"), ("tunnel", "SCFTC")):
        if right in corp.rights:
            power = data().privates[pid]["power"]
            bonuses.append(routes.HexBonus(frozenset(power["hexes"]), power["bonus"]))
    if state.port and state.port[1] == corp.id:
        # 18xx.games: +$20 once per route that stops in the port hex
        bonuses.append(routes.HexBonus(frozenset([state.port[0]]), data().privates["GLSC"]["power"]["bonus"]))
    return routes.RouteContext(corp.id, colours(state), tuple(bonuses))


def train_specs(state: State, corp: Corporation) -> dict[str, routes.TrainSpec]:
    return {t: routes.TrainSpec.simple(t, distance(state, t) or 999) for t in corp.trains}


SEARCH_STEPS = 20_000  # the legal action's run: the same answer on every machine, in bounded time


def best_routes(state: State, corp: Corporation) -> list[dict]:
    run = search(state.board, list(train_specs(state, corp).values()), context(state, corp), max_steps=SEARCH_STEPS)
    return [r.to_json() for r in run.routes]


def route_revenues(state: State, corp: Corporation, run: list) -> list[int]:
    """Each route's revenue; IllegalAction when the run is not valid (an empty run earns nothing)."""
    if not isinstance(run, list):
        raise MalformedAction("A run is a list of routes.")
    parsed = [routes.Route.from_json(r) if isinstance(r, dict) else None for r in run]
    if None in parsed:
        raise MalformedAction("Each route must be an object.")
    return routes.check_run(state.board, parsed, train_specs(state, corp), context(state, corp))


def can_run(state: State, corp: Corporation) -> bool:
    """The corporation has a route: it has had one (operating_round.note_route) or has one now."""
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


def destination_reached(state: State, corp: Corporation) -> bool:
    key = "alternate_destination" if state.options.get("alternate_destinations") else "destination"
    dest = data().corporations[corp.id][key]
    return connected(state.board, dest["from"], dest["to"])
