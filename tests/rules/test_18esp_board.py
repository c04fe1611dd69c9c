"""18ESP's board on the 18xx layer (rule book 5.3, 5.4, 6.2; games/g18esp/data/map.json and
tiles.json, games/g18esp/board.py): the map, the gauge of each region, double-sided tiles, the OO
hexes' brown Y, mines, Aranjuez, Madrid's shared city, the mountain passes and the routes' bonuses
and treasury part, on small positions built tile by tile."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_core18xx_best_routes import brute_force

from pygame_rules.core18xx.best_routes import best_routes
from pygame_rules.core18xx.graph import blocks
from pygame_rules.core18xx.legs import route_through
from pygame_rules.core18xx.reach import connected, reach
from pygame_rules.core18xx.routes import Allowance, Route, TrainSpec, check_run, route_revenue
from pygame_rules.core18xx.tokens import place_token, remove_token, token_options, token_problem
from pygame_rules.core18xx.track import LayRules, check_lay, lay_options, lay_tile
from pygame_rules.core18xx.view import board_view
from pygame_rules.errors import IllegalAction
from pygame_rules.games.g18esp import board as esp
from pygame_rules.games.g18esp.set_up import draw

YELLOW = ("yellow",)
GREEN = ("yellow", "green")
BROWN = ("yellow", "green", "brown")
FREE = LayRules(BROWN, reach=False)  # a lay without a connection: for building positions
HOMES = draw(1, ["Ann", "Bob", "Cy"], core=True).homes()  # the standard set-up's corporations


def narrow(train: str, cities: int, towns: int) -> TrainSpec:
    """An N+M train of the narrow side (5.4.1): N revenue locations of any kind, M more towns,
    mines or harbours."""
    small = frozenset({"town", "halt"})
    return TrainSpec(
        train,
        (Allowance(small, towns, towns), Allowance(small | {"city", "offboard"}, cities, cities)),
        frozenset({"narrow", "dual"}),
    )


def new_board():
    return esp.new_board(HOMES)


def at(state, hexes, colours=YELLOW) -> dict:
    """Lays open on these hexes without a connection: (hex, tile) -> (rotations, cost)."""
    rules = LayRules(colours, reach=False, hexes=frozenset(hexes))
    return {(o.hex, o.tile): (o.rotations, o.cost) for o in lay_options(state, "X", rules)}


def options(state, corp, colours=YELLOW) -> dict:
    return {(o.hex, o.tile): o.rotations for o in lay_options(state, corp, LayRules(colours))}


# --- the map ---


def test_the_map_has_the_hexes_of_the_data():
    printed = new_board().board
    assert len(printed.hexes) == 162
    colours = Counter(h.colour for h in printed.hexes.values())
    assert colours == {"white": 112, "red": 16, "orange": 16, "blue": 9, "gray": 5, "yellow": 4}
    assert len(printed.tiles) == 138
    # the four mountain passes have two slots each, closed at the start (2.1)
    assert {h: new_board().tokens[p.city] for h, p in esp.mountain_passes().items()} == {
        h: ["closed", "closed"] for h in ("D12", "H12", "J10", "L8")
    }
    assert {h: (p.cost, p.bonus) for h, p in esp.mountain_passes().items()} == {
        "D12": (100, 50),
        "H12": (60, 30),
        "J10": (80, 40),
        "L8": (80, 40),
    }


def test_the_north_is_narrow_gauge_and_the_south_broad():
    printed = new_board().board
    assert {printed.gauge(c) for c, h in printed.hexes.items() if h.region == "north"} == {"narrow"}
    assert {printed.gauge(c) for c, h in printed.hexes.items() if h.region == "south"} == {"broad"}
    # the preprinted track: Santander and Bilbao narrow, Madrid and Barcelona broad
    assert {p.gauge for p in printed.face("I5").paths} == {"narrow"} == {p.gauge for p in printed.face("K5").paths}
    assert {p.gauge for p in printed.face("F24").paths} == {"broad"} == {p.gauge for p in printed.face("M21").paths}
    assert {p.gauge for p in printed.face("D12").paths} == {"dual"}  # a pass changes the gauge (6.2)


def test_a_narrow_face_goes_north_and_a_broad_face_south():
    state = new_board()
    assert set(at(state, ["B6"])) == {("B6", "77"), ("B6", "78"), ("B6", "79")}  # north: narrow only
    assert set(at(state, ["B28"])) == {("B28", "7"), ("B28", "8"), ("B28", "9")}  # south: broad only
    with pytest.raises(IllegalAction, match="may not replace"):
        check_lay(state, "X", "B6", "9", 0, FREE)
    with pytest.raises(IllegalAction, match="may not replace"):
        check_lay(state, "X", "B28", "79", 0, FREE)
    # FdLR at home in Reinosa may lay only the narrow city tiles there
    esp.place_home(state, "FdLR", HOMES)
    assert options(state, "FdLR") == {
        ("H8", "75"): (0, 1, 2, 3, 4, 5),
        ("H8", "76"): (0, 1, 2, 3, 4, 5),
        ("H8", "956"): (0, 1, 2),
    }


def test_both_faces_of_a_tile_are_one_tile():
    state = new_board()
    # tile 57 (broad city) and 956 (narrow city) are the two faces of five tiles
    assert state.board.tiles["57"].count == 5 == state.board.tiles["956"].count
    for coord in ("B26", "C25", "C27", "D22"):
        lay_tile(state, "X", coord, "57", 0, FREE)
    assert state.free_copy("956") == "956-4"
    with pytest.raises(IllegalAction, match="already on the map"):
        check_lay(state, "X", "B10", "956-2", 0, FREE)  # the back of 57-2
    assert lay_tile(state, "X", "B10", "956", 1, FREE).copy == "956-4"
    assert state.free_copy("57") is None and state.free_copy("956") is None
    with pytest.raises(IllegalAction, match="No tile 57 is left"):
        check_lay(state, "X", "E29", "57", 0, FREE)
    # an upgrade gives the tile back, with both faces
    lay_tile(state, "X", "C25", "14", 0, FREE)
    assert state.free_copy("57") == "57-1" and state.free_copy("956") == "956-1"


# --- tile rules ---


def test_oo_hexes_become_y_in_brown():
    state = new_board()
    assert set(at(state, ["D6"])) == {("D6", "L132"), ("D6", "L133"), ("D6", "L134")}  # narrow OO tiles
    assert set(at(state, ["E33"])) == {("E33", "201"), ("E33", "202"), ("E33", "621")}  # a Y city
    lay_tile(state, "X", "D6", "L133", 0, FREE)
    lay_tile(state, "X", "D6", "L102", 0, FREE)
    state.tokens["D6-c0"], state.tokens["D6-c1"] = ["CFEA"], ["CFLG"]
    state.changed()
    # brown: only the narrow Y tile, never the plain two-slot city (5.3.2)
    assert at(state, ["D6"], BROWN) == {("D6", "L126"): ((2, 5), 0)}
    with pytest.raises(IllegalAction, match="may not replace"):
        check_lay(state, "X", "D6", "L125", 2, FREE)
    lay_tile(state, "X", "D6", "L126", 2, FREE)
    assert state.tokens["D6-c0"] == ["CFEA", "CFLG"]  # both cities' markers in the Y city
    assert state.board.tiles["L126"].label == "Y"


def test_a_hex_reserved_for_a_home_keeps_others_out_until_the_brown_y():
    state = new_board()  # Oviedo (D6) is CFEA's home, in either city (5.3.4)
    kept = "kept for a home station"
    assert kept in str(token_problem(state, "CFLG", "D6-c0", reach=False))
    lay_tile(state, "X", "D6", "L133", 0, FREE)
    lay_tile(state, "X", "D6", "L102", 0, FREE)
    assert kept in str(token_problem(state, "CFLG", "D6-c1", reach=False))
    lay_tile(state, "X", "D6", "L126", 2, FREE)
    place_token(state, "CFLG", "D6-c0", reach=False)
    assert kept in str(token_problem(state, "FdSB", "D6-c0", reach=False))  # CFEA's slot stays
    assert esp.place_home(state, "CFEA", HOMES) == "D6-c0"
    assert state.tokens["D6-c0"] == ["CFLG", "CFEA"]


def test_mine_hexes_take_mine_tiles_only_and_cost_30():
    state = new_board()
    assert at(state, ["C23"]) == {  # a mine (5.3.3)
        ("C23", "L89"): ((0, 1, 5), 30),
        ("C23", "L90"): ((0, 1), 30),
        ("C23", "L91"): ((1,), 30),
    }
    assert {tile for _, tile in at(state, ["F30"])} == {"L95", "L96", "L97"}  # a mine and a town
    assert {tile for _, tile in at(state, ["D8"])} == {"L98", "L99", "L100"}  # the north's narrow ones
    assert {tile for _, tile in at(state, ["D20"])} == {"3", "4", "58"}  # a town takes no mine tile
    with pytest.raises(IllegalAction, match="may not replace"):
        check_lay(state, "X", "C23", "9", 1, FREE)
    assert esp.mine_lay(state, "C23", "L91") and not esp.mine_lay(state, "D20", "4")
    assert len(esp.mine_hexes(state)) == 20


def test_an_upgrade_removes_the_mine_for_30_and_keeps_its_track():
    state = new_board()
    lay_tile(state, "X", "C23", "L91", 1, FREE)  # mine on the straight 1-4
    # a green plain tile keeping 1-4 (5.3.3 "durch ein grünes Teil ohne (Klein)stadt ersetzt")
    assert at(state, ["C23"], GREEN) == {
        ("C23", "18"): ((4,), 30),
        ("C23", "23"): ((1,), 30),
        ("C23", "24"): ((4,), 30),
        ("C23", "26"): ((1,), 30),
        ("C23", "27"): ((4,), 30),
    }
    assert lay_tile(state, "X", "C23", "23", 1, FREE).cost == 30
    assert not state.board.tiles["23"].halts()
    # a mine and a town: a green town tile through the same edges
    lay_tile(state, "X", "F30", "L97", 0, FREE)
    assert at(state, ["F30"], GREEN) == {
        ("F30", "87"): ((0, 3), 30),
        ("F30", "88"): ((0, 2), 30),
        ("F30", "204"): ((0, 3), 30),
    }
    assert at(state, ["F30"], BROWN)[("F30", "87")] == ((0, 3), 30)
    lay_tile(state, "X", "F30", "87", 0, FREE)
    assert at(state, ["F30"], BROWN) == {("F30", "933"): ((3, 4), 0)}  # later upgrades are free


def test_aranjuez_must_join_madrid():
    state = new_board()
    lays = at(state, ["F26"])
    assert lays == {("F26", "L79"): ((2, 3, 4, 5), 20), ("F26", "L113"): ((0, 2, 3, 4), 20)}
    for (_, tile), (rotations, _) in lays.items():
        assert all(3 in state.board.tiles[tile].exits(r) for r in rotations)  # edge 3 faces Madrid
    with pytest.raises(IllegalAction, match="must lead to F24"):
        check_lay(state, "X", "F26", "L79", 0, FREE)
    lay_tile(state, "X", "F26", "L113", 0, FREE)
    assert state.free_copy("L79") is None  # its other face
    assert at(state, ["F26"], BROWN) == {}  # never upgraded (5.3.1)


# --- Madrid's shared city ---


def test_mz_and_mza_share_madrids_city_and_stay_stacked_on_upgrades():
    state = new_board()
    assert ("MZ", 2) not in state.reservations["F24"] and ("MZA", 2) in state.reservations["F24"]
    assert esp.place_home(state, "MZ", HOMES) == "F24-c2"
    assert blocks(state, "F24-c2", "N")  # MZ's marker blocks the city for others (5.3.4)
    assert esp.place_home(state, "MZA", HOMES) == "F24-c2"
    assert state.tokens["F24-c2"] == ["MZ", "MZA"]  # stacked
    esp.place_home(state, "N", HOMES)
    esp.place_home(state, "MCP", HOMES)
    lay_tile(state, "X", "F24", "L83", 0, FREE)
    assert state.tokens["F24-c2"] == ["MZ", "MZA"]
    lay_tile(state, "X", "F24", "L86", 0, FREE)  # one city, four slots: one left for others
    assert state.tokens["F24-c0"] == ["MCP", "N", "MZ", "MZA", None]
    assert token_problem(state, "CRB", "F24-c0", reach=False) is None
    esp.remove_home(state, "MZ", HOMES)  # the minor closes: its extra slot goes with it
    assert state.tokens["F24-c0"] == ["MCP", "N", "MZA", None]


def test_a_route_to_a_harbour_only_may_be_run_but_obliges_no_train():
    # 18xx.games: a harbour is an optional halt (its mines are mandatory ones): a station in
    # C33 with track to Cádiz's harbour has a route a train may run, not one that makes the
    # corporation own a train, nor one remembered after the map changes (Reach.purchase_route)
    state = new_board()
    lay_tile(state, "X", "C33", "57", 1, FREE)
    place_token(state, "A", "C33-c0", reach=False)
    found = reach(state, "A")
    assert found.nodes == {"C33-c0", "B34-h0"} and found.route and not found.purchase_route


def test_a_free_place_left_under_mzas_stacked_marker_goes_with_the_next_tile():
    # D43: as 18xx.games, MZ's place stays free under MZA's stacked marker once MZ leaves; a tile
    # laid on Madrid then re-places the markers, and the free place goes: the city blocks again
    # (oracle seed 709906)
    state = new_board()
    esp.place_home(state, "MZ", HOMES)
    esp.place_home(state, "MZA", HOMES)
    esp.free_place(state, "MZ", "F24-c2")
    assert state.tokens["F24-c2"] == [None, "MZA"] and not blocks(state, "F24-c2", "CRB")
    lay_tile(state, "X", "F24", "L83", 0, FREE)
    assert state.tokens["F24-c2"] == ["MZA"] and blocks(state, "F24-c2", "CRB")


def test_a_shared_home_is_reserved_again_when_the_first_marker_leaves():
    state = new_board()
    esp.place_home(state, "MZ", HOMES)
    esp.remove_home(state, "MZ", HOMES)
    assert state.tokens["F24-c2"] == [None] and ("MZA", 2) in state.reservations["F24"]
    state = new_board()
    esp.place_home(state, "MZA", HOMES)
    assert esp.place_home(state, "MZ", HOMES) == "F24-c2"
    assert state.tokens["F24-c2"] == ["MZA", "MZ"]


def test_a_shared_home_placed_after_madrid_became_one_city_goes_where_its_reservation_went():
    state = new_board()
    esp.place_home(state, "N", HOMES)
    esp.place_home(state, "MCP", HOMES)
    lay_tile(state, "X", "F24", "L83", 0, FREE)
    lay_tile(state, "X", "F24", "L86", 0, FREE)  # one city: MZA's reservation moved to it
    assert ("MZA", 0) in state.reservations["F24"]
    assert esp.place_home(state, "MZA", HOMES) == "F24-c0"
    assert "MZA" in state.tokens["F24-c0"]


def test_mza_s_home_after_mz_left_brown_madrid_with_its_place_goes_to_the_one_city():
    """D40 as 18xx.games plays: MZ, taken over on Madrid's brown tile (one city), leaves with its
    place and MZA's reservation; MZA's home marker, placed later, still goes to Madrid's one
    city, though MZA's home was printed in the third (oracle seed 840007)."""
    state = new_board()
    for corp in ("N", "MCP", "MZ"):
        esp.place_home(state, corp, HOMES)
    lay_tile(state, "X", "F24", "L83", 0, FREE)
    lay_tile(state, "X", "F24", "L86", 0, FREE)
    remove_token(state, "MZ", "F24-c0")
    assert esp.drop_vacated_place(state, "MZ", HOMES, "F24-c0")
    assert state.tokens["F24-c0"] == ["MCP", "N", None] and not any(c == "MZA" for c, _ in state.reservations["F24"])
    assert esp.place_home(state, "MZA", HOMES) == "F24-c0"
    assert state.tokens["F24-c0"] == ["MCP", "N", "MZA"]


# --- mountain passes ---


def reinosa_to_alar() -> object:
    """FdLR at home in Reinosa (H8), track on to the Alar del Rey pass (H12): H8 0-3, H10 0-3."""
    state = new_board()
    esp.place_home(state, "FdLR", HOMES)
    lay_tile(state, "FdLR", "H8", "956", 0, LayRules(YELLOW))
    lay_tile(state, "FdLR", "H10", "79", 0, LayRules(YELLOW))
    return state


TO_ALAR = Route("2+3-0", ("H8-c0", "H12-c0"), (("H8:c0-0", "H10:3-0", "H12:3-c0"),))


def test_a_closed_pass_blocks_until_a_major_connected_to_it_opens_it():
    state = reinosa_to_alar()
    assert esp.openable_passes(state, "FdLR") == ["H12"]
    assert esp.openable_passes(state, "FdSB") == []
    context = esp.route_context(state, "FdLR", GREEN, minor=False)
    with pytest.raises(IllegalAction, match="may visit H12-c0"):
        route_revenue(state, TO_ALAR, narrow("2+3-0", 2, 3), context)
    assert best_routes(state, [narrow("2+3-0", 2, 3)], context).total == 0
    assert not {coord for coord, _ in options(state, "FdLR", GREEN)} & {"G13", "E19"}  # nothing beyond
    with pytest.raises(IllegalAction, match="cannot open a mountain pass"):
        esp.open_pass(state, "FdSB", "H12")
    assert esp.open_pass(state, "FdLR", "H12") == 60
    assert esp.pass_open(state, "H12") and esp.openable_passes(state, "FdLR") == []
    # open, it counts for the train's reach but pays nothing without a station marker (5.4.2)
    context = esp.route_context(state, "FdLR", GREEN, minor=False)
    assert route_revenue(state, TO_ALAR, narrow("2+3-0", 2, 3), context) == 20
    with pytest.raises(IllegalAction, match="cannot run to 2 stops"):
        route_revenue(state, TO_ALAR, narrow("1+2-0", 1, 2), context)  # a pass is no town
    # beyond the pass FdLR builds broad track in the south (6.2)
    assert {lay: r for lay, r in options(state, "FdLR", GREEN).items() if lay[0] == "E19"} == {
        ("E19", "L95"): (3, 4),
        ("E19", "L96"): (3, 5),
        ("E19", "L97"): (0,),
    }


def test_a_marker_on_a_pass_earns_its_bonus_and_the_second_pays_the_first():
    state = reinosa_to_alar()
    esp.open_pass(state, "FdLR", "H12")
    place_token(state, "FdLR", "H12-c0")
    context = esp.route_context(state, "FdLR", GREEN, minor=False)
    assert route_revenue(state, TO_ALAR, narrow("2+3-0", 2, 3), context) == 20 + 30
    assert esp.pass_station_payee(state, "H12-c0") == "FdLR"
    assert esp.pass_station_payee(state, "H8-c0") is None
    # another corporation's route through it earns nothing there
    other = esp.route_context(state, "FdSB", GREEN, minor=False)
    assert other.bonuses == esp.link_bonuses()


def test_one_pass_per_route():
    state = reinosa_to_alar()
    esp.open_pass(state, "FdLR", "H12")
    place_token(state, "FdLR", "H12-c0")
    # on to the País Vasco pass J10: H10 0-3 and 0-4, I9 1-4, J8 0-1
    lay_tile(state, "X", "H10", "677", 0, FREE)
    lay_tile(state, "X", "I9", "79", 1, FREE)
    lay_tile(state, "X", "J8", "77", 0, FREE)
    state.tokens["J10-c0"] = [None, None]  # opened by someone
    state.changed(track=False)
    two_passes = route_through(state, "FdLR", "2+3-0", ["H12-c0", "J10-c0"])
    context = esp.route_context(state, "FdLR", GREEN, minor=False)
    with pytest.raises(IllegalAction, match="H12-c0 and J10-c0 may not both be on one route"):
        route_revenue(state, two_passes, narrow("2+3-0", 2, 3), context)
    best = best_routes(state, [narrow("2+3-0", 2, 3)], context)
    assert best.total == 50 and best.routes[0].stops == ("H12-c0", "H8-c0")


def test_the_lanes_keep_the_two_basque_pass_lines_apart():
    state = new_board()  # J10's line runs to Vitoria (G17), L8's to San Sebastián (H16)
    lay_tile(state, "X", "G17", "L97", 0, FREE)
    assert connected(state, "J10", {"G17"}) and not connected(state, "J10", {"H16"})
    assert connected(state, "L8", {"H16"}) and not connected(state, "L8", {"G17"})


# --- routes: gauges, bonuses, the treasury's part ---


def test_trains_run_on_their_own_gauge_and_each_side_of_a_pass():
    state = reinosa_to_alar()
    esp.open_pass(state, "FdLR", "H12")
    place_token(state, "FdLR", "H12-c0")
    # broad track south of the pass to Palencia (E19, a mine and a town): the pass line is printed
    lay_tile(state, "FdLR", "E19", "L97", 0, LayRules(GREEN))
    broad, plus = TrainSpec.simple("3-0", 3), narrow("2+3-0", 2, 3)
    context = esp.route_context(state, "FdLR", GREEN, minor=False)
    with pytest.raises(IllegalAction, match="cannot run on narrow gauge track"):
        route_revenue(state, Route("3-0", TO_ALAR.stops, TO_ALAR.legs), broad, context)
    south = route_through(state, "FdLR", "3-0", ["H12-c0", "E19-h0"])
    with pytest.raises(IllegalAction, match="cannot run on broad gauge track"):
        route_revenue(state, Route("2+3-0", south.stops, south.legs), plus, context)
    # both from the pass (6.2): the narrow train north, the broad one south to the mine
    assert check_run(state, [TO_ALAR, south], {"2+3-0": plus, "3-0": broad}, context) == [50, 30 + 20]
    best = best_routes(state, [broad, plus], context)
    assert best.optimal and best.total == 100
    assert {r.train: r.stops for r in best.routes} == {"3-0": ("E19-h0", "H12-c0"), "2+3-0": ("H12-c0", "H8-c0")}
    assert esp.treasury_revenue(state, south, GREEN) == 20  # the mine's (5.3.3)


def south_coast():
    """A's home Málaga (E33) on a line from Cádiz harbour (B34, W) to Almería harbour (I33, E)."""
    state = new_board()
    for coord, tile, rotation in [
        ("C33", "6", 5),
        ("D34", "8", 2),
        ("E33", "621", 1),
        ("F32", "6", 5),
        ("G33", "8", 2),
        ("H32", "6", 5),
    ]:
        lay_tile(state, "X", coord, tile, rotation, FREE)
    esp.place_home(state, "A", HOMES)
    return state


def test_a_route_from_west_to_east_earns_100_more_and_pays_harbours_to_the_treasury():
    state = south_coast()
    context = esp.route_context(state, "A", YELLOW, minor=False)
    stops = ["B34-h0", "C33-c0", "E33-c0", "F32-c0", "H32-c0", "I33-h0"]
    coast = route_through(state, "A", "8-0", stops)
    # harbours 40 (Cádiz) and 20 (Almería) in yellow, cities 20 + 30 + 20 + 20, bonus 100 (5.4.2)
    assert route_revenue(state, coast, TrainSpec.simple("8-0", 8), context) == 250
    assert esp.treasury_revenue(state, coast, YELLOW) == 60
    best = best_routes(state, [TrainSpec.simple("8-0", 8)], context)
    assert best.optimal and best.total == 250
    # a 4-train cannot reach both ends: Cádiz harbour to Granada is its best
    best = best_routes(state, [TrainSpec.simple("4-0", 4)], context)
    assert best.total == 40 + 20 + 30 + 20 and best.routes[0].stops[0] == "B34-h0"


def test_no_route_from_west_to_west():
    # Porto (C21, W), Salamanca (D22) with MCP's marker, a mine (C23), Castelo Branco (B24, W)
    state = new_board()
    lay_tile(state, "X", "D22", "5", 1, FREE)
    lay_tile(state, "X", "C23", "L91", 1, FREE)
    state.tokens["D22-c0"] = ["MCP"]
    state.changed(track=False)
    context = esp.route_context(state, "MCP", GREEN, minor=False)
    both = route_through(state, "MCP", "4-0", ["C21-o0", "D22-c0", "C23-h0", "B24-o0"])
    with pytest.raises(IllegalAction, match="C21-o0 and B24-o0 may not both be on one route"):
        route_revenue(state, both, TrainSpec.simple("4-0", 4), context)
    best = best_routes(state, [TrainSpec.simple("4-0", 4)], context)
    assert best.optimal and best.total == 30 + 20 + 20  # Porto, Salamanca, the mine in green
    assert best.routes[0].stops == ("C21-o0", "D22-c0", "C23-h0")


def test_a_minor_visits_no_off_board_area_and_no_pass_and_builds_only_in_the_south():
    state = new_board()
    barred = esp.barred_stops(state, minor=True)
    assert {"A25-o0", "N18-o0", "M5-o0", "D12-c0", "L8-c0"} <= barred
    assert not any(b.endswith("h0") for b in barred)  # harbours are open to minors
    assert esp.barred_stops(state, minor=False) == {p.city for p in esp.mountain_passes().values()}
    allowed = esp.minor_hexes(state)
    assert "C23" in allowed and "E19" in allowed and "H8" not in allowed and "H12" not in allowed


# --- the best routes stay exact with two gauges, passes and bonuses ---

GROWERS = ("FdLR", "FdSB", "CFLG", "MZA", "A")


def grown(seed: int, turns: int):
    """A position from random legal lays and markers of northern and southern majors, passes
    opened when reached."""
    rnd = random.Random(seed)
    state = new_board()
    for corp in GROWERS:
        esp.place_home(state, corp, HOMES)
    for turn in range(turns):
        colours = (YELLOW, GREEN, BROWN)[min(2, turn // 4)]
        for corp in GROWERS:
            lays = lay_options(state, corp, LayRules(colours))
            if lays:
                lay = rnd.choice(lays)
                lay_tile(state, corp, lay.hex, lay.tile, rnd.choice(lay.rotations), LayRules(colours))
            for coord in esp.openable_passes(state, corp):
                esp.open_pass(state, corp, coord)
            if rnd.random() < 0.3 and (cities := token_options(state, corp)):
                place_token(state, corp, rnd.choice(cities))
    return state


TRAIN_SETS = [
    [TrainSpec.simple("3-0", 3), narrow("2+3-0", 2, 3)],
    [TrainSpec.simple("2-0", 2), TrainSpec.simple("2-1", 2), narrow("1+2-0", 1, 2)],
    [TrainSpec.simple("4-0", 4), narrow("3+4-0", 3, 4)],
]


@pytest.mark.parametrize("seed", range(4))
def test_best_routes_equal_brute_force_with_both_gauges(seed):
    state = grown(seed, 10)
    for corp in GROWERS:
        context = esp.route_context(state, corp, GREEN, minor=False)
        for trains in TRAIN_SETS:
            result = best_routes(state, trains, context)
            assert result.optimal
            assert result.total == brute_force(state, trains, context), (seed, corp, trains)
            assert check_run(state, result.routes, {t.id: t for t in trains}, context) == list(result.revenues)


def test_the_view_shows_mines_harbours_regions_and_closed_passes():
    view = board_view(new_board(), YELLOW)["hexes"]
    mine = view["C23"]["stops"][0]
    assert (mine["kind"], mine["symbol"], mine["revenue"]) == ("halt", "mine", 30)
    harbour = view["E1"]["stops"][0]
    assert (harbour["symbol"], harbour["revenue"], view["E1"]["region"]) == ("harbour", 10, "north")
    assert view["D12"]["stops"][0]["slots"] == ["closed", "closed"] and view["D12"]["region"] == "pass"
    assert view["K5"]["track"] == [[1, "c0", "narrow"], [2, "c0", "narrow"]]
