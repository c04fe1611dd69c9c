"""Running trains on the neutral test board (tests/rules/neutral18xx, no 1856 data): what makes a
route valid, what it earns, and the best run of a corporation's trains."""

from __future__ import annotations

import pytest
from neutral18xx import BROWN, GREEN, YELLOW, board, put

from pygame_rules.core18xx.best_routes import best_routes
from pygame_rules.core18xx.routes import HexBonus, Route, RouteContext, TrainSpec, check_run, route_revenue
from pygame_rules.errors import IllegalAction

TWO = TrainSpec.simple("2-0", 2)
THREE = TrainSpec.simple("3-0", 3)
FOUR = TrainSpec.simple("4-0", 4)
ARR = RouteContext("ARR", YELLOW)


def route(train, stops, *legs):
    return Route(train, tuple(stops), tuple(tuple(leg) for leg in legs))


def lines(gamma=None):
    """ARR at home in Alpha (C4, tile 57: edges 2 and 5): west over B3 to West (A4), east through
    Gamma (D5, also tile 57) to East (E6); Gamma's slot holds `gamma`."""
    tokens = {"C4-c0": ["ARR"], "D5-c0": [gamma]}
    return put(board(), {"C4": ("57", 2), "B3": ("8", 5), "D5": ("57", 2)}, tokens)


def network(gamma=None):
    """Alpha upgraded to 15 (edges 5, 0, 1, 2): the lines above, plus Twin's city at edge 3 (C8,
    by C6) and Bend (B5, a town with a dead end beyond)."""
    state = put(board(), {"C4": ("15", 5), "B3": ("8", 5), "D5": ("57", 2), "C6": ("9", 0), "C8": ("OOY", 1)})
    put(state, {"B5": ("4", 1)}, {"C4-c0": ["ARR", None], "D5-c0": [gamma]})
    return state


TO_WEST = route("2-0", ["C4-c0", "A4-o0"], ["C4:c0-2", "B3:5-1", "A4:4-o0"])
TO_GAMMA = route("2-1", ["C4-c0", "D5-c0"], ["C4:c0-5", "D5:2-c0"])
WEST_TO_GAMMA = route("3-0", ["A4-o0", "C4-c0", "D5-c0"], ["A4:o0-4", "B3:1-5", "C4:2-c0"], ["C4:c0-5", "D5:2-c0"])
ALPHA_TO_EAST = route("3-0", ["C4-c0", "D5-c0", "E6-o0"], ["C4:c0-5", "D5:2-c0"], ["D5:c0-5", "E6:2-o0"])


def test_a_route_earns_its_stops_in_the_current_phase_and_needs_a_station():
    state = lines()
    assert route_revenue(state, TO_WEST, TWO, ARR) == 20 + 20
    assert route_revenue(state, TO_WEST, TWO, RouteContext("ARR", BROWN)) == 20 + 40
    with pytest.raises(IllegalAction, match="must include a station of GRR"):
        route_revenue(state, TO_WEST, TWO, RouteContext("GRR", YELLOW))


def test_a_train_runs_no_further_than_its_distance():
    state = lines()
    with pytest.raises(IllegalAction, match="cannot run to 3 stops"):
        route_revenue(state, WEST_TO_GAMMA, TWO, ARR)
    assert route_revenue(state, WEST_TO_GAMMA, THREE, ARR) == 20 + 20 + 20


def test_an_off_board_area_is_an_end_only():
    state = put(lines(), {"B5": ("3", 1)})  # Bend, joined to West's other track
    through = route("3-0", ["C4-c0", "A4-o0", "B5-t0"], ["C4:c0-2", "B3:5-1", "A4:4-o0"], ["A4:o0-5", "B5:2-t0"])
    with pytest.raises(IllegalAction, match="may only end at A4-o0"):
        route_revenue(state, through, THREE, ARR)


def test_a_city_full_of_other_markers_may_only_be_an_end():
    state = lines(gamma="GRR")
    assert route_revenue(state, TO_GAMMA, TWO, ARR) == 20 + 20
    with pytest.raises(IllegalAction, match="D5-c0 is full of other corporations' station markers"):
        route_revenue(state, ALPHA_TO_EAST, THREE, ARR)
    assert route_revenue(lines(), ALPHA_TO_EAST, THREE, ARR) == 20 + 20 + 30
    # the best run keeps to it too: the 4-train's best route stops at Gamma instead of going on
    assert best_routes(network(), [FOUR], RouteContext("ARR", GREEN)).total == 20 + 30 + 20 + 30
    assert best_routes(network(gamma="GRR"), [FOUR], RouteContext("ARR", GREEN)).total == 20 + 30 + 20


def test_a_route_stops_once_in_each_group_of_off_board_hexes():
    # Gamma with tile 5 at edges 4 and 5: both East hexes, one group
    state = put(board(), {"D5": ("5", 4)}, {"D5-c0": ["GRR"]})
    both = route("3-0", ["E4-o0", "D5-c0", "E6-o0"], ["E4:o0-1", "D5:4-c0"], ["D5:c0-5", "E6:2-o0"])
    gamma = RouteContext("GRR", YELLOW)
    with pytest.raises(IllegalAction, match="each off-board area only once"):
        route_revenue(state, both, THREE, gamma)
    assert route_revenue(state, route("3-0", both.stops[:2], both.legs[0]), THREE, gamma) == 30 + 20
    assert best_routes(state, [THREE], gamma).total == 30 + 20


def test_two_trains_share_no_track_but_may_share_a_city():
    state = lines()
    trains = {"2-0": TWO, "2-1": TWO, "3-0": THREE}
    assert check_run(state, [TO_WEST, TO_GAMMA], trains, ARR) == [40, 40]
    with pytest.raises(IllegalAction, match="Trains 2-0 and 3-0 may not use the same track"):
        check_run(state, [TO_WEST, WEST_TO_GAMMA], trains, ARR)
    with pytest.raises(IllegalAction, match="runs only once"):
        check_run(state, [TO_WEST, TO_WEST], trains, ARR)


def test_the_best_run_takes_the_richest_routes_that_share_no_track():
    state = network()
    context = RouteContext("ARR", GREEN)
    # 4-train West - Alpha - Gamma - East (100); the 2-train Alpha - Twin (50) on Alpha's free edge
    run = best_routes(state, [FOUR, TWO], context)
    assert run.optimal and run.total == 150 and sorted(run.revenues) == [50, 100]
    assert check_run(state, run.routes, {"4-0": FOUR, "2-0": TWO}, context) == list(run.revenues)
    # two 3-trains: Alpha - Gamma - East (80) and West - Alpha - Twin (70)
    threes = [THREE, TrainSpec.simple("3-1", 3)]
    assert best_routes(state, threes, context).total == 80 + 70
    # the off-boards are worth more in brown
    assert best_routes(state, [FOUR, TWO], RouteContext("ARR", BROWN)).total == (40 + 30 + 20 + 50) + (30 + 20)


def test_a_hex_bonus_is_paid_to_the_route_stopping_there():
    state = network()
    twin = HexBonus(frozenset({"C8"}), 60)
    context = RouteContext("ARR", GREEN, (twin,))
    run = best_routes(state, [FOUR, TWO], context)
    assert run.total == 100 + 50 + 60  # once: one route stops at Twin
    assert sum("C8-c1" in r.stops for r in run.routes) == 1
    assert route_revenue(state, route("2-0", ["C4-c0", "C8-c1"], ["C4:c0-0", "C6:3-0", "C8:3-c1"]), TWO, context) == 110
    assert check_run(state, run.routes, {"4-0": FOUR, "2-0": TWO}, context) == list(run.revenues)
