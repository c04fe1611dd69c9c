"""Running trains (1856 "Einnahmen"): what makes a route valid and what it earns."""

from __future__ import annotations

import pytest
from core18xx_positions import BROWN, DIESEL, YELLOW, board, put

from pygame_rules.core18xx.routes import (
    ALL_STOPS,
    Allowance,
    HexBonus,
    Route,
    RouteContext,
    TrainSpec,
    check_run,
    pay,
    route_revenue,
)
from pygame_rules.errors import IllegalAction

TWO = TrainSpec.simple("2-0", 2)
THREE = TrainSpec.simple("3-0", 3)


def niagara(o18_slots=None):
    """WR at home in Niagara Falls; Fort Erie (O18) joined to it and to both Buffalo hexes."""
    tokens = {"O16-c0": ["WR"]}
    if o18_slots:
        tokens["O18-c0"] = o18_slots
    return put(board(), {"O16": ("5", 5), "O18": ("15", 3)}, tokens)


def route(train, stops, *legs):
    return Route(train, tuple(stops), tuple(tuple(leg) for leg in legs))


TO_BUFFALO = route("2-0", ["O16-c0", "P17-o0"], ["O16:c0-5", "P17:2-o0"])
TO_FORT_ERIE = route("2-1", ["O16-c0", "O18-c0"], ["O16:c0-0", "O18:3-c0"])
WR = RouteContext("WR", YELLOW)


def test_a_route_earns_its_stops_in_the_current_phase():
    state = niagara()
    assert route_revenue(state, TO_BUFFALO, TWO, WR) == 20 + 30
    assert route_revenue(state, TO_BUFFALO, TWO, RouteContext("WR", BROWN)) == 20 + 40
    assert route_revenue(state, TO_FORT_ERIE, TWO, RouteContext("WR", DIESEL)) == 20 + 30


def test_a_route_needs_one_of_the_corporations_stations():
    with pytest.raises(IllegalAction, match="station of GT"):
        route_revenue(niagara(), TO_BUFFALO, TWO, RouteContext("GT", YELLOW))


def test_a_route_needs_two_stops_and_a_leg_between_each():
    with pytest.raises(IllegalAction, match="at least two stops"):
        route_revenue(niagara(), route("2-0", ["O16-c0"]), TWO, WR)
    with pytest.raises(IllegalAction, match="one leg between each pair"):
        route_revenue(niagara(), route("2-0", ["O16-c0", "P17-o0"]), TWO, WR)


def test_a_train_runs_no_further_than_its_distance():
    long = route("2-0", ["O16-c0", "O18-c0", "P17-o0"], ["O16:c0-0", "O18:3-c0"], ["O18:c0-4", "P17:1-o0"])
    with pytest.raises(IllegalAction, match="cannot run to 3 stops"):
        route_revenue(niagara(), long, TWO, WR)
    assert route_revenue(niagara(), long, THREE, WR) == 20 + 30 + 30
    assert route_revenue(niagara(), long, TrainSpec.simple("D-0", 999), WR) == 80


def test_off_board_areas_are_ends_only():
    through = route("3-0", ["O16-c0", "P17-o0", "O18-c0"], ["O16:c0-5", "P17:2-o0"], ["P17:o0-1", "O18:4-c0"])
    with pytest.raises(IllegalAction, match="may only end at P17-o0"):
        route_revenue(niagara(), through, THREE, WR)


def test_a_city_full_of_other_markers_may_only_be_an_end():
    # "Andere Gesellschaften dürfen diese Stadt nur als Start- oder Endpunkt ihrer Strecke anfahren"
    state = niagara(["GT", "CV"])
    assert route_revenue(state, TO_FORT_ERIE, TWO, WR) == 20 + 30
    through = route("3-0", ["O16-c0", "O18-c0", "P17-o0"], ["O16:c0-0", "O18:3-c0"], ["O18:c0-4", "P17:1-o0"])
    with pytest.raises(IllegalAction, match="full of other corporations"):
        route_revenue(state, through, THREE, WR)
    assert route_revenue(niagara(["GT", None]), through, THREE, WR) == 80


def test_a_route_visits_each_off_board_area_once():
    both = route("3-0", ["P17-o0", "O18-c0", "P19-o0"], ["P17:o0-1", "O18:4-c0"], ["O18:c0-5", "P19:2-o0"])
    state = niagara(["WR", None])
    state.tokens["O16-c0"] = [None]
    with pytest.raises(IllegalAction, match="off-board area only once"):
        route_revenue(state, both, THREE, WR)


def test_no_track_is_used_twice_in_one_route():
    # H13 holds tile 23 (0-3, 0-4): both legs would cross its edge 0 to Woodstock
    state = put(
        board(),
        {"H13": ("23", 0), "H15": ("57", 0), "H11": ("4", 0), "I12": ("59", 1)},
        {"H15-c0": ["CA"]},
    )
    looping = route(
        "3-0",
        ["H11-t0", "H15-c0", "I12-c0"],
        ["H11:t0-0", "H13:3-0", "H15:3-c0"],
        ["H15:c0-3", "H13:0-4", "I12:1-c0"],
    )
    with pytest.raises(IllegalAction, match="same track twice"):
        route_revenue(state, looping, THREE, RouteContext("CA", YELLOW))


def test_two_trains_of_a_corporation_share_no_track_but_may_share_cities():
    state = niagara()
    trains = {"2-0": TWO, "2-1": TWO, "3-0": THREE}
    assert check_run(state, [TO_BUFFALO, TO_FORT_ERIE], trains, WR) == [50, 50]
    overlap = route("3-0", ["O18-c0", "O16-c0", "P17-o0"], ["O18:c0-3", "O16:0-c0"], ["O16:c0-5", "P17:2-o0"])
    with pytest.raises(IllegalAction, match="may not use the same track"):
        check_run(state, [TO_BUFFALO, overlap], trains, WR)
    with pytest.raises(IllegalAction, match="runs only once"):
        check_run(state, [TO_BUFFALO, TO_BUFFALO], trains, WR)
    with pytest.raises(IllegalAction, match="has no train 4-0"):
        check_run(state, [route("4-0", TO_BUFFALO.stops, *TO_BUFFALO.legs)], trains, WR)


def test_legs_must_be_connected_track_that_passes_no_stop():
    state = niagara()
    with pytest.raises(IllegalAction, match="no track"):
        route_revenue(state, route("2-0", ["O16-c0", "P17-o0"], ["O16:c0-4", "P17:2-o0"]), TWO, WR)
    with pytest.raises(IllegalAction, match="does not continue"):
        route_revenue(state, route("2-0", ["O16-c0", "P17-o0"], ["O16:c0-0", "P17:2-o0"]), TWO, WR)
    passing = route("2-0", ["O16-c0", "P17-o0"], ["O16:c0-0", "O18:3-c0", "O18:c0-4", "P17:1-o0"])
    with pytest.raises(IllegalAction, match="without stopping"):
        route_revenue(state, passing, TWO, WR)


def test_title_bonuses_per_route_or_per_stop():
    state = niagara()
    bridge = HexBonus(frozenset({"P17", "P19"}), 10)
    port = HexBonus(frozenset({"O18"}), 20, each_stop=True)
    context = RouteContext("WR", YELLOW, (bridge, port))
    assert route_revenue(state, TO_BUFFALO, TWO, context) == 60
    assert route_revenue(state, TO_FORT_ERIE, TWO, context) == 20 + 30 + 20
    hooked = RouteContext("WR", YELLOW, bonus=lambda r, ctx: 5 * len(r.stops))
    assert route_revenue(state, TO_FORT_ERIE, TWO, hooked) == 20 + 30 + 10


def test_routes_read_and_write_our_json():
    data = TO_BUFFALO.to_json()
    assert data == {
        "train": "2-0",
        "stops": ["O16-c0", "P17-o0"],
        "legs": [["O16:c0-5", "P17:2-o0"]],
    }
    assert Route.from_json(data) == TO_BUFFALO
    with pytest.raises(IllegalAction):
        Route.from_json({"train": "2-0"})
    assert TO_BUFFALO.hexes() == ["O16", "P17"]


def test_combined_trains_pay_their_best_stops():
    # an N+M train: 2 cities or off-boards, and up to 2 towns that pay too
    two_plus_two = TrainSpec(
        "2+2",
        (Allowance(frozenset({"city", "offboard"}), 2, 2), Allowance(frozenset({"town"}), 2, 2)),
    )
    assert pay({"city": [30, 20], "town": [10, 10]}, two_plus_two) == 70
    assert pay({"city": [30, 20, 10]}, two_plus_two) is None
    # a train that stops at 4 but is paid for its best 2
    express = TrainSpec("E", (Allowance(ALL_STOPS, 4, 2),))
    assert pay({"city": [30, 20, 50], "town": [10]}, express) == 80


def test_a_route_is_found_from_its_stops_over_free_track():
    from pygame_rules.core18xx.legs import route_through

    state = niagara()
    found = route_through(state, "WR", "3-0", ["O18-c0", "O16-c0", "P17-o0"])
    assert found.legs == (("O18:c0-3", "O16:0-c0"), ("O16:c0-5", "P17:2-o0"))
    assert route_revenue(state, found, THREE, WR) == 80
    assert route_through(state, "WR", "3-0", ["O18-c0", "O16-c0", "P17-o0"], (TO_BUFFALO,)) is None
    assert route_through(state, "WR", "2-0", ["O16-c0", "Q8-o0"]) is None
