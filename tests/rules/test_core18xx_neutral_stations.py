"""Station markers and what a corporation reaches, on the neutral test board (tests/rules/
neutral18xx, no 1856 data): reachable cities, free slots, one marker per hex, homes (also on an
OO hex), full cities and off-board areas in the way, and destinations."""

from __future__ import annotations

import pytest
from neutral18xx import GREEN, board, put

from pygame_rules.core18xx.graph import corp_graph
from pygame_rules.core18xx.reach import connected, reach
from pygame_rules.core18xx.tokens import place_home_token, place_token, remove_token, token_options, token_problem
from pygame_rules.core18xx.track import LayRules, lay_tile
from pygame_rules.errors import IllegalAction

HOMES = {"ARR": ("C4", 0), "GRR": ("D5", 0), "TRR": ("C8", None)}


def started(*corporations: str, homes=None):
    state = board(HOMES if homes is None else homes)
    for corp in corporations:
        place_home_token(state, corp)
    return state


def reached(state, corp) -> set[str]:
    """The nodes the corporation reaches; the 18xx.games-style search and the plain graph agree."""
    nodes = set(reach(state, corp).nodes)
    assert nodes == set(corp_graph(state, corp).nodes)
    return nodes


def alpha_gamma_east(*operating: str):
    """Alpha (C4) - Gamma (D5) - East (E6) in a straight line; the given homes placed."""
    return put(started(*operating), {"C4": ("57", 2), "D5": ("57", 2)})


def test_a_marker_goes_into_a_city_the_corporation_reaches_one_per_hex():
    # Alpha - C6 - Twin's city at edge 3; Twin's other city (edge 1) is not on ARR's track
    state = put(started("ARR", homes={"ARR": ("C4", 0)}), {"C4": ("5", 0), "C6": ("9", 0), "C8": ("OOY", 1)})
    assert token_options(state, "ARR") == ["C8-c1"]
    assert str(token_problem(state, "ARR", "C8-c0")) == "ARR cannot reach C8-c0"
    assert str(token_problem(state, "ARR", "D5-c0")) == "ARR cannot reach D5-c0"
    place_token(state, "ARR", "C8-c1")
    assert str(token_problem(state, "ARR", "C8-c0", reach=False)) == "ARR already has a station marker on C8"
    assert str(token_problem(state, "ARR", "C4-c0", reach=False)) == "ARR already has a station marker on C4"
    assert str(token_problem(state, "ARR", "C6-c0", reach=False)) == "C6-c0 is not a city"


def test_a_full_city_takes_no_more_markers_until_an_upgrade_adds_a_slot():
    state = alpha_gamma_east("ARR", "GRR")
    assert token_options(state, "ARR") == []
    assert str(token_problem(state, "ARR", "D5-c0")) == "D5-c0 has no free slot"
    lay_tile(state, "GRR", "D5", "MG", 1, LayRules(GREEN))
    assert token_options(state, "ARR") == ["D5-c0"]
    assert place_token(state, "ARR", "D5-c0") == 1


def test_the_last_free_slot_of_a_home_not_yet_operating_is_kept():
    state = board(HOMES)
    assert "kept for a home station" in str(token_problem(state, "XRR", "D5-c0", reach=False))
    # Twin: TRR's home is either city; another corporation may take one of them, not both
    place_token(state, "XRR", "C8-c0", reach=False)
    assert "kept for a home station" in str(token_problem(state, "YRR", "C8-c1", reach=False))
    # a second slot in Gamma leaves room for GRR's home
    put(state, {"D5": ("57", 2)})
    lay_tile(state, "GRR", "D5", "MG", 1, LayRules(GREEN, reach=False))
    assert token_problem(state, "XRR", "D5-c0", reach=False) is None


def test_home_stations_in_a_city_or_in_a_chosen_city_of_an_oo_hex():
    state = board(HOMES)
    assert place_home_token(state, "GRR") == "D5-c0"
    with pytest.raises(IllegalAction, match="must choose a city on C8"):
        place_home_token(state, "TRR")
    with pytest.raises(IllegalAction, match="TRR's home is on C8"):
        place_home_token(state, "TRR", "D5-c0")
    assert place_home_token(state, "TRR", "C8-c1") == "C8-c1"
    assert state.tokens["C8-c1"] == ["TRR"] and "C8-c0" not in state.tokens
    with pytest.raises(IllegalAction, match="no home reserved"):
        place_home_token(state, "TRR")
    remove_token(state, "TRR", "C8-c1")
    assert state.tokens["C8-c1"] == [None]
    with pytest.raises(IllegalAction, match="no station marker in C8-c1"):
        remove_token(state, "TRR", "C8-c1")


def test_a_city_full_of_other_markers_blocks_passing():
    state = alpha_gamma_east("ARR", "GRR")
    assert reached(state, "ARR") == {"C4-c0", "D5-c0"}  # Gamma is reached, East beyond it is not
    assert reached(state, "GRR") == {"D5-c0", "C4-c0", "E6-o0"}
    remove_token(state, "GRR", "D5-c0")
    assert reached(state, "ARR") == {"C4-c0", "D5-c0", "E6-o0"}


def test_an_off_board_area_is_reached_but_not_passed():
    # Alpha - B3 - West (A4); Bend (B5) lies beyond West, joined to it by West's other track
    state = put(started("ARR"), {"C4": ("57", 2), "B3": ("8", 5), "B5": ("3", 1)})
    assert reached(state, "ARR") == {"C4-c0", "A4-o0"}
    assert reach(state, "ARR").route  # two revenue centres: ARR has a route
    assert "B5" not in reach(state, "ARR").edges


def test_destinations_are_connected_through_other_corporations_markers():
    state = alpha_gamma_east("ARR", "GRR")
    assert "E6-o0" not in reached(state, "ARR")
    assert connected(state, "C4", {"E6"})
    assert not connected(state, "C4", {"C8"})
    state = put(state, {"C6": ("9", 0), "C8": ("OOY", 1)})  # Alpha's tile 57 has no track at edge 0
    assert not connected(state, "C4", {"C8"})
    put(state, {"C4": ("15", 5)})  # edges 5, 0, 1 and 2
    assert connected(state, "C4", {"C8"}) and connected(state, "C8", {"E6"})
