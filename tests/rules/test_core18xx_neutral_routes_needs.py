"""Trains whose routes must include certain stops (`TrainSpec.needs`) and whose distance has a
part limited to some hexes (`Allowance.hexes`), on the neutral test board and against brute
force on grown boards: the layer's side of 18ESP's combined trains, tenders and strawberry train."""

from __future__ import annotations

import pytest
from neutral18xx import GREEN, YELLOW, board, put
from test_core18xx_best_routes import HOMES, brute_force, grown

from pygame_rules.core18xx.best_routes import best_routes
from pygame_rules.core18xx.legs import route_through
from pygame_rules.core18xx.routes import (
    ALL_STOPS,
    Allowance,
    Need,
    RouteContext,
    TrainSpec,
    check_run,
    paid,
    route_revenue,
)
from pygame_rules.errors import IllegalAction

ARR = RouteContext("ARR", GREEN)
TOWNS = frozenset({"town", "halt"})


def network():
    """ARR at home in Alpha (C4, tile 15): West (A4) over B3, Gamma (D5) and East (E6), Twin's
    city (C8) by C6, and Bend's town (B5)."""
    state = put(board(), {"C4": ("15", 5), "B3": ("8", 5), "D5": ("57", 2), "C6": ("9", 0), "C8": ("OOY", 1)})
    return put(state, {"B5": ("4", 1)}, {"C4-c0": ["ARR", None]})


def test_a_route_must_meet_each_need():
    state = network()
    to_twin = Need(frozenset({"C8"}))  # a hex: any of its stops
    three = TrainSpec("3-0", TrainSpec.simple("3-0", 3).allowances, needs=(to_twin,))
    east = route_through(state, "ARR", "3-0", ["C4-c0", "D5-c0", "E6-o0"])
    with pytest.raises(IllegalAction, match="The route of train 3-0 must include one of the stops it needs"):
        route_revenue(state, east, three, ARR)
    best = best_routes(state, [three], ARR)
    assert best.optimal and any(s.startswith("C8-") for s in best.routes[0].stops)
    assert best.total == brute_force(state, [three], ARR)
    # a node id: this very stop; a need nobody can meet leaves the train idle
    assert best_routes(state, [TrainSpec("3-0", three.allowances, needs=(Need(frozenset({"Z9-c0"})),))], ARR).total == 0


def test_an_allowance_limited_to_some_hexes_takes_only_their_stops():
    # a 2-train with one more town, but only Bend (B5)
    spec = TrainSpec("2-0", (Allowance(ALL_STOPS, 2, 2), Allowance(TOWNS, 1, 1, frozenset({"B5"}))))
    assert paid([("city", "C4", 20), ("city", "D5", 30), ("town", "B5", 10)], spec) == 60
    assert paid([("city", "C4", 20), ("city", "D5", 30), ("town", "D7", 10)], spec) is None
    assert paid([("city", "C4", 20), ("town", "D7", 10), ("town", "B5", 10)], spec) == 40
    assert paid([("city", "C4", 20), ("city", "D5", 30), ("city", "C8", 30)], spec) is None
    # in a run: Bend, Alpha and Gamma
    state = network()
    run = best_routes(state, [spec], RouteContext("ARR", YELLOW))
    assert run.total == brute_force(state, [spec], RouteContext("ARR", YELLOW))
    assert check_run(state, run.routes, {"2-0": spec}, RouteContext("ARR", YELLOW)) == list(run.revenues)


NEEDY_SETS = [
    [TrainSpec("3-0", TrainSpec.simple("", 3).allowances, needs=(Need(frozenset({"N11", "L15", "O16"})),))],
    [
        TrainSpec.simple("2-0", 2),
        TrainSpec("4-0", (Allowance(ALL_STOPS, 2, 2), Allowance(TOWNS, 2, 2)), needs=(Need(frozenset({"N11"})),)),
    ],
    # like a combined train: through one of two cities, a stop on each side of them, one more
    # town on each side
    [
        TrainSpec(
            "5-0",
            (
                Allowance(ALL_STOPS, 3, 3),
                Allowance(TOWNS, 1, 1, frozenset({"M10", "M6", "L9", "J9", "J5"})),
                Allowance(TOWNS, 1, 1, frozenset({"N9", "H11"})),
            ),
            needs=(
                Need(frozenset({"N11", "K8"})),
                Need(frozenset({"M10", "M6", "L9", "J9", "J5", "K2"})),
                Need(frozenset({"P9", "Q8", "Q10", "N9", "J11", "L13"})),
            ),
        )
    ],
]


@pytest.mark.parametrize("seed", range(4))
def test_best_routes_with_needs_equal_brute_force(seed):
    state = grown(seed, 9)
    for corp in HOMES:
        context = RouteContext(corp, GREEN)
        for trains in NEEDY_SETS:
            result = best_routes(state, trains, context)
            assert result.optimal
            assert result.total == brute_force(state, trains, context), (seed, corp, trains)
            assert check_run(state, result.routes, {t.id: t for t in trains}, context) == list(result.revenues)
