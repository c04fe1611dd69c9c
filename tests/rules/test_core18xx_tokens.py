"""Station markers (1856 "Bahnhofsmarker"): reachable city, free slot, one per hex, the last
free slot of a home not yet operating, powers that need no connection, home stations."""

from __future__ import annotations

import pytest
from core18xx_positions import BROWN, GREEN, board, put

from pygame_rules.core18xx.tokens import (
    place_home_token,
    place_token,
    remove_token,
    token_options,
    token_problem,
)
from pygame_rules.core18xx.track import LayRules, lay_tile
from pygame_rules.errors import IllegalAction


def cv_to_burlington():
    """CV at home in Toronto, track on to Burlington (L13)."""
    state = board({"CV": ("N11", 0), "THB": ("L15", None)})
    place_home_token(state, "CV")
    put(state, {"M12": ("9", 1), "L13": ("57", 1)})
    return state


def test_a_marker_goes_into_a_city_the_corporation_reaches():
    state = cv_to_burlington()
    assert token_options(state, "CV") == ["L13-c0"]
    assert "cannot reach" in str(token_problem(state, "CV", "J13-c0"))


def test_only_one_marker_per_hex():
    state = cv_to_burlington()
    assert "already has a station marker on N11" in str(token_problem(state, "CV", "N11-c1"))


def test_a_full_city_takes_no_more_markers():
    state = cv_to_burlington()
    place_token(state, "GT", "L13-c0", reach=False)
    assert token_options(state, "CV") == []
    assert "no free slot" in str(token_problem(state, "CV", "L13-c0"))
    lay_tile(state, "CV", "L13", "14", 0, LayRules(GREEN))
    assert token_options(state, "CV") == ["L13-c0"]


def test_the_last_free_slot_of_a_home_not_yet_operating_is_kept():
    # "keinen Bahnhofsmarker auf dem letzten freien Feld des Heimatbahnhofs einer anderen
    # Gesellschaft ..., wenn diese noch nicht in Betrieb ist"
    state = board({"WR": ("O16", None), "THB": ("L15", None)})
    assert "kept for a home station" in str(token_problem(state, "GT", "O16-c0", reach=False))
    # Hamilton: THB's home is either city; one may be taken, not both
    place_token(state, "GT", "L15-c0", reach=False)
    assert "kept for a home station" in str(token_problem(state, "CV", "L15-c1", reach=False))
    # once a second slot exists, it may be taken (WR's city is upgraded to two slots)
    put(state, {"O16": ("14", 0)})
    assert token_problem(state, "GT", "O16-c0", reach=False) is None


def test_home_stations():
    state = board({"CV": ("N11", 0), "THB": ("L15", None)})
    assert place_home_token(state, "CV") == "N11-c0"
    assert state.reservations["N11"] == []
    with pytest.raises(IllegalAction, match="must choose a city on L15"):
        place_home_token(state, "THB")
    assert place_home_token(state, "THB", "L15-c1") == "L15-c1"
    with pytest.raises(IllegalAction, match="no home reserved"):
        place_home_token(state, "THB")


def test_a_power_may_place_without_a_connection_and_a_slot_may_be_named():
    # Waterloo & Saugeen: a marker in Kitchener without a connection
    state = cv_to_burlington()
    assert "cannot reach" in str(token_problem(state, "CV", "I12-c1"))
    assert place_token(state, "CV", "I12-c1", reach=False) == 0
    state = put(board(), {"O16": ("14", 0)})
    assert place_token(state, "WR", "O16-c0", reach=False, slot=1) == 1
    assert state.tokens["O16-c0"] == [None, "WR"]


def test_markers_are_removed():
    state = cv_to_burlington()
    remove_token(state, "CV", "N11-c0")
    assert state.tokens["N11-c0"] == [None]
    with pytest.raises(IllegalAction):
        remove_token(state, "CV", "N11-c0")


def test_a_marker_needs_a_city():
    state = cv_to_burlington()
    assert "not a city" in str(token_problem(state, "CV", "B13-o0", reach=False))
    assert "not a city" in str(token_problem(state, "CV", "Z99-c0", reach=False))
    lay_tile(state, "CV", "L13", "14", 0, LayRules(GREEN))
    assert str(token_problem(state, "CV", "L13-c0", slot=5)) == "slot 5 of L13-c0 is not free"


def test_an_upgrade_keeps_a_marker_clear_of_the_slot_kept_for_a_home():
    # London is the LPS's home: the CA's marker takes the second slot and keeps it on the brown
    # tile, so the LPS's home station still goes into the first (as on 18xx.games)
    state = put(board({"LPS": ("C14", None)}), {"C14": ("15", 5)})
    assert place_token(state, "CA", "C14-c0", reach=False) == 1
    lay_tile(state, "CA", "C14", "125", 3, LayRules(BROWN))
    assert state.tokens["C14-c0"] == [None, "CA"]
    place_home_token(state, "LPS")
    assert state.tokens["C14-c0"] == ["LPS", "CA"]
