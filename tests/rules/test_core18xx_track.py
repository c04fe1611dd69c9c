"""Laying track (1856 "Gleisbau"): legal rotations at the map's edges and next to lakes and red
areas, the connection a corporation needs, terrain costs, the tile supply, station markers moving
with upgrades, and special lays."""

from __future__ import annotations

import pytest
from core18xx_positions import BROWN, GRAY, GREEN, YELLOW, board, options, put, with_homes

from pygame_rules.core18xx.graph import corp_graph
from pygame_rules.core18xx.tokens import place_token
from pygame_rules.core18xx.track import LayRules, check_lay, lay_options, lay_tile
from pygame_rules.errors import IllegalAction

HOMES = {"CV": ("N11", 0), "WR": ("O16", None), "LPS": ("C14", None), "GT": ("P9", None)}


def started(*corporations: str):
    return with_homes(board(HOMES), *corporations)


def test_first_tile_from_a_home_city_points_only_where_track_may_go():
    # Niagara Falls (O16): open to the south, the lower left, the upper left and Buffalo
    assert options(started("WR"), "WR") == {
        ("O16", "5"): (0, 1, 5),
        ("O16", "6"): (0, 5),
        ("O16", "57"): (2,),
    }


def test_no_track_off_the_map_or_into_a_red_area_without_track():
    state = started("LPS")
    lay_tile(state, "LPS", "C14", "5", 1, LayRules(YELLOW))
    # B15 borders Port Huron (A14, red, no track) on edge 2 and the map's edge on edge 1
    assert options(state, "LPS") == {("B15", "7"): (3, 4), ("B15", "8"): (4,)}
    with pytest.raises(IllegalAction, match="off the map or into a hex"):
        check_lay(state, "LPS", "B15", "7", 2, LayRules(YELLOW))


def test_every_listed_rotation_keeps_track_on_open_edges():
    state = started("CV", "WR", "LPS", "GT")
    for corp in ("CV", "WR", "LPS", "GT"):
        for lay in lay_options(state, corp, LayRules(YELLOW)):
            tile = state.board.tiles[lay.tile]
            for r in lay.rotations:
                assert tile.exits(r) <= state.board.open_edges[lay.hex]


def test_a_tile_must_connect_to_the_corporations_track():
    state = started("CV")
    with pytest.raises(IllegalAction, match="does not reach"):
        check_lay(state, "CV", "B15", "9", 0, LayRules(YELLOW))


def test_an_upgrade_needs_new_track_the_corporation_reaches():
    # "mindestens einen Teil der neuen Strecke ... zu erreichen": CV comes into M12 from Toronto
    # at edge 4; a branch from edge 4 is reached, a branch from edge 1 is not
    state = started("CV")
    lay_tile(state, "CV", "M12", "9", 1, LayRules(YELLOW))
    green = {lay: r for lay, r in options(state, "CV", GREEN).items() if lay[0] == "M12"}
    assert green == {("M12", "23"): (4,), ("M12", "26"): (4,)}
    for tile in ("24", "27", "18"):  # each keeps the straight and adds track at edge 1 or 2
        with pytest.raises(IllegalAction, match="must reach some of the new track"):
            check_lay(state, "CV", "M12", tile, 1, LayRules(GREEN))


def test_upgrading_a_reached_city_without_new_track_is_allowed():
    state = started("LPS")
    lay_tile(state, "LPS", "C14", "57", 1, LayRules(YELLOW))  # edges 1 and 4
    assert ("C14", "14") in options(state, "LPS", GREEN)


def test_track_must_not_be_lost_in_an_upgrade():
    state = started("CV")
    lay_tile(state, "CV", "M12", "9", 1, LayRules(YELLOW))
    with pytest.raises(IllegalAction, match="old track must be kept"):
        check_lay(state, "CV", "M12", "16", 1, LayRules(GREEN))  # 1-3 and 2-4: no 1-4


def test_terrain_costs_only_the_first_tile():
    state = board()
    special = LayRules(GREEN, reach=False)
    assert check_lay(state, "CV", "K10", "9", 0, special) == 40
    lay_tile(state, "CV", "K10", "9", 0, special)
    assert check_lay(state, "CV", "K10", "23", 0, special) == 0


def test_tiles_run_out_and_copies_are_named_like_18xx_games():
    state = board()
    special = LayRules(YELLOW, reach=False)
    assert lay_tile(state, "CV", "F13", "1", 0, special).copy == "1-0"
    assert lay_tile(state, "CV", "I14", "2", 0, special).copy == "2-0"
    with pytest.raises(IllegalAction, match="No tile 1 is left"):
        check_lay(state, "CV", "M10", "1", 0, special)
    assert lay_tile(state, "CV", "B15", "9-4", 0, special).copy == "9-4"
    with pytest.raises(IllegalAction, match="already on the map"):
        check_lay(state, "CV", "B17", "9-4", 0, special)


def test_colours_of_a_later_phase_may_not_be_laid():
    state = started("CV")
    lay_tile(state, "CV", "M12", "9", 1, LayRules(YELLOW))
    with pytest.raises(IllegalAction, match="may not replace"):
        check_lay(state, "CV", "M12", "23", 4, LayRules(YELLOW))


def test_station_markers_move_to_the_same_city_on_the_new_tile():
    state = started("CV", "GT")
    place_token(state, "GT", "N11-c1", reach=False)
    lay_tile(state, "CV", "N11", "120", 1, LayRules(GREEN))
    assert state.tokens["N11-c0"] == ["CV"] and state.tokens["N11-c1"] == ["GT"]
    lay_tile(state, "CV", "N11", "122", 1, LayRules(BROWN))
    assert state.tokens["N11-c0"] == ["CV", None] and state.tokens["N11-c1"] == ["GT", None]
    lay_tile(state, "CV", "N11", "124", 1, LayRules(GRAY))
    assert state.tokens["N11-c0"] == ["CV", "GT", None, None]


def test_a_marker_on_a_city_without_track_is_placed_again_on_a_double_city():
    # 18xx.games: the corporation laying the tile places the lifted marker (51745, Kitchener)
    state = board()
    place_token(state, "WR", "I12-c1", reach=False)
    result = lay_tile(state, "CV", "I12", "59", 3, LayRules(GREEN, reach=False))
    assert result.displaced == ("WR",)
    assert "WR" not in [t for slots in state.tokens.values() for t in slots]


def test_home_reservation_follows_the_city_it_reserves():
    state = board({"CV": ("N11", 0)})
    lay_tile(state, "GT", "N11", "120", 1, LayRules(GREEN, reach=False))
    assert state.reservations["N11"] == [("CV", 0)]


def test_blocked_hexes_and_private_lays():
    state = started("CV")
    assert ("L3", "9") not in options(state, "CV", reach=False, blocked=frozenset({"L3"}))
    # The Canada Company: a town tile on H11 without a connection
    canada = options(state, "CV", reach=False, hexes=frozenset({"H11"}), tiles=frozenset({"3", "4", "58"}))
    assert set(canada) == {("H11", "3"), ("H11", "4"), ("H11", "58")}


def test_gray_phase_towns_become_track_or_cities():
    state = put(board(), {"J9": ("3", 0)}, {"J11-c0": ["WGB"]})
    rules = LayRules(GRAY, reach=False)
    lay_tile(state, "WGB", "J9", "7", 0, rules)
    assert "J9-t0" not in corp_graph(state, "WGB").nodes
    state = put(board(), {"J9": ("3", 0)})
    lay_tile(state, "WGB", "J9", "5", 0, rules)
    assert state.face("J9")[0].name == "5"
