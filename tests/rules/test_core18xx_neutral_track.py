"""Laying track on the neutral test board (tests/rules/neutral18xx, no 1856 data): where track may
lead, the connection a lay needs, terrain, the colour order, towns, cities, OO hexes and labels,
the tile supply, and station markers moving with an upgrade."""

from __future__ import annotations

import pytest
from core18xx_positions import options, with_homes
from neutral18xx import BROWN, GREEN, YELLOW, board, put

from pygame_rules.core18xx.reach import reach
from pygame_rules.core18xx.tokens import place_token
from pygame_rules.core18xx.track import LayRules, check_lay, lay_options, lay_tile
from pygame_rules.errors import IllegalAction

HOMES = {"ARR": ("C4", 0), "GRR": ("D5", 0), "TRR": ("C8", None)}
FREE = LayRules(BROWN, reach=False)  # a lay without a connection, any colour


def started(*corporations: str):
    return with_homes(board(HOMES), *corporations)


def on(hex_: str, found: dict) -> dict:
    return {lay: r for lay, r in found.items() if lay[0] == hex_}


def alpha_to_c6():
    """ARR at home in Alpha (C4) with tile 5 (edges 0 and 1) and a straight on the mountain C6."""
    state = started("ARR")
    lay_tile(state, "ARR", "C4", "5", 0, LayRules(YELLOW))
    lay_tile(state, "ARR", "C6", "9", 0, LayRules(YELLOW))
    return state


def test_first_tile_from_a_home_city_points_only_where_track_may_go():
    # Alpha's edge 3 is an impassable border, its edge 4 leads into the lake (D3)
    state = started("ARR")
    assert options(state, "ARR") == {("C4", "5"): (0, 1, 5), ("C4", "57"): (2,)}
    for rotation in (0, 1):  # a straight through edge 3 (the border) or edge 4 (the lake)
        with pytest.raises(IllegalAction, match="off the map or into a hex it may not enter"):
            check_lay(state, "ARR", "C4", "57", rotation, LayRules(YELLOW))


def test_no_track_off_the_map_across_a_border_or_into_a_red_area_without_track():
    state = started("ARR")
    lay_tile(state, "ARR", "C4", "57", 2, LayRules(YELLOW))  # edges 2 (B3) and 5 (D5)
    # B3: edge 2 meets A2 (red, no track), edge 3 the map's edge; West (A4) points back at edge 1
    assert on("B3", options(state, "ARR")) == {("B3", "7"): (4, 5), ("B3", "8"): (5,)}
    with pytest.raises(IllegalAction, match="off the map or into a hex"):
        check_lay(state, "ARR", "B3", "9", 2, LayRules(YELLOW))
    # the border closes the edge from both sides: C2 may only lead to B3
    assert state.board.open_edges["C2"] == frozenset({1})


def test_a_tile_must_connect_to_the_corporations_track():
    state = started("ARR")
    with pytest.raises(IllegalAction, match="does not reach"):
        check_lay(state, "ARR", "B7", "9", 0, LayRules(YELLOW))
    assert not [lay for lay in lay_options(state, "ARR", LayRules(YELLOW)) if lay.hex != "C4"]
    # a power that builds without a connection may lay it
    assert check_lay(state, "ARR", "B7", "9", 0, LayRules(YELLOW, reach=False)) == 0


def test_terrain_costs_only_the_first_tile():
    state = started("ARR")
    lay_tile(state, "ARR", "C4", "5", 0, LayRules(YELLOW))
    mountain = [lay for lay in lay_options(state, "ARR", LayRules(YELLOW)) if lay.hex == "C6"]
    assert {lay.tile for lay in mountain} == {"7", "8", "9"} and {lay.cost for lay in mountain} == {60}
    assert lay_tile(state, "ARR", "C6", "9", 0, LayRules(YELLOW)).cost == 60
    assert [lay.cost for lay in lay_options(state, "ARR", LayRules(GREEN)) if lay.hex == "C6"] == [0, 0]
    assert lay_tile(state, "ARR", "C6", "23", 3, LayRules(GREEN)).cost == 0


def test_an_upgrade_needs_new_track_the_corporation_reaches():
    # ARR comes into C6 from Alpha at edge 3: a branch from edge 3 is reached, one from edge 0 is not
    state = alpha_to_c6()
    assert on("C6", options(state, "ARR", GREEN)) == {("C6", "23"): (3,), ("C6", "24"): (3,)}
    with pytest.raises(IllegalAction, match="must reach some of the new track"):
        check_lay(state, "ARR", "C6", "23", 0, LayRules(GREEN))  # 0-3 kept, 0-4 beyond ARR's reach


def test_without_new_track_an_upgrade_needs_only_to_be_reached():
    # 18ESP 5.3.2: "Neue Streckenabschnitte müssen nicht befahren werden können"
    state = alpha_to_c6()
    rules = LayRules(GREEN, new_track=False)
    assert check_lay(state, "ARR", "C6", "23", 0, rules) == 0  # 0-4 beyond ARR's reach: allowed
    assert on("C6", options(state, "ARR", GREEN, new_track=False)) == {("C6", "23"): (0, 3), ("C6", "24"): (0, 3)}
    with pytest.raises(IllegalAction, match="old track must be kept"):
        check_lay(state, "ARR", "C6", "23", 1, rules)


def test_track_must_not_be_lost_in_an_upgrade():
    state = alpha_to_c6()
    with pytest.raises(IllegalAction, match="old track must be kept"):
        check_lay(state, "ARR", "C6", "23", 1, LayRules(GREEN))  # 1-4 and 1-5: no 0-3


def test_tiles_follow_the_colour_order_of_the_phase():
    state = alpha_to_c6()
    with pytest.raises(IllegalAction, match="may not replace tile 9"):
        check_lay(state, "ARR", "C6", "23", 3, LayRules(YELLOW))  # green before its phase
    with pytest.raises(IllegalAction, match="may not replace tile 9"):
        check_lay(state, "ARR", "C6", "8", 0, LayRules(GREEN))  # yellow on yellow
    state = put(board(), {"D5": ("57", 2)})
    with pytest.raises(IllegalAction, match="may not replace tile 57"):
        check_lay(state, "GRR", "D5", "MB", 0, FREE)  # brown on yellow, skipping green
    with pytest.raises(IllegalAction, match="may not replace the printed white hex"):
        check_lay(state, "GRR", "C6", "23", 3, FREE)  # green on a blank hex


def test_a_printed_hex_takes_tiles_with_its_towns_and_cities():
    # a town hex takes tiles with as many towns, a city hex city tiles, a blank hex plain track
    found = lay_options(board(), "ARR", LayRules(YELLOW, reach=False, hexes=frozenset({"B5", "B7", "C4", "C8", "D7"})))
    tiles: dict[str, set[str]] = {}
    for lay in found:
        tiles.setdefault(lay.hex, set()).add(lay.tile)
    assert tiles == {"B5": {"3", "4"}, "B7": {"7", "8", "9"}, "C4": {"5", "57"}, "C8": {"OOY"}, "D7": {"1"}}


def test_an_oo_hex_keeps_its_two_cities_and_their_track():
    state = put(board(), {"C8": ("OOY", 1), "C4": ("57", 2)})  # Twin's cities at edges 1 and 3
    assert on("C8", options(state, "TRR", GREEN, reach=False)) == {("C8", "OOG"): (1,)}
    for tile in ("14", "15", "MG"):
        with pytest.raises(IllegalAction, match="may not replace tile OOY"):
            check_lay(state, "TRR", "C8", tile, 1, FREE)


def test_a_hexs_future_label_decides_which_tiles_of_that_colour_fit():
    # Gamma (D5) takes the M tiles from green on; Alpha (C4), unlabelled, takes the plain city
    state = put(board(), {"C4": ("57", 2), "D5": ("57", 2)})
    green = options(state, "ARR", GREEN, reach=False, hexes=frozenset({"C4", "D5"}))
    assert green == {("C4", "15"): (5,), ("D5", "MG"): (1,)}
    lay_tile(state, "ARR", "D5", "MG", 1, FREE)
    assert on("D5", options(state, "ARR", BROWN, reach=False)) == {("D5", "MB"): (0,)}


def test_tiles_run_out_and_copies_are_named_like_18xx_games():
    state = board()
    assert lay_tile(state, "ARR", "C4", "5", 0, FREE).copy == "5-0"
    with pytest.raises(IllegalAction, match="No tile 5 is left"):
        check_lay(state, "ARR", "D5", "5", 0, FREE)
    assert lay_tile(state, "ARR", "D5", "57-1", 2, FREE).copy == "57-1"
    with pytest.raises(IllegalAction, match="already on the map"):
        check_lay(state, "ARR", "B5", "57-1", 0, FREE)
    assert state.free_copy("57") == "57-0"


def test_station_markers_move_to_the_same_city_on_the_new_tile():
    state = put(started("GRR"), {"D5": ("57", 2)})
    lay_tile(state, "GRR", "D5", "MG", 1, LayRules(GREEN))
    assert state.tokens["D5-c0"] == ["GRR", None]
    lay_tile(state, "GRR", "D5", "MB", 0, LayRules(BROWN))
    assert state.tokens["D5-c0"] == ["GRR", None, None]


def test_a_marker_on_a_city_without_track_is_placed_again_on_a_double_city():
    state = board()
    place_token(state, "XRR", "C8-c1", reach=False)
    result = lay_tile(state, "TRR", "C8", "OOY", 1, FREE)
    assert result.displaced == ("XRR",)
    assert "XRR" not in [c for slots in state.tokens.values() for c in slots]


def test_once_its_colour_is_in_play_a_town_may_become_plain_track():
    # tiles.json: from brown on, the straight town tile 4 may become the straight 9
    state = put(started("ARR"), {"C4": ("5", 0), "B5": ("4", 1)})  # Alpha - Bend (edges 1, 4)
    assert "B5-t0" in reach(state, "ARR").nodes
    assert on("B5", options(state, "ARR", GREEN)) == {}
    assert on("B5", options(state, "ARR", BROWN)) == {("B5", "9"): (1,)}
    lay_tile(state, "ARR", "B5", "9", 1, LayRules(BROWN))
    assert "B5-t0" not in reach(state, "ARR").nodes
