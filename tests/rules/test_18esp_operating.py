"""18ESP (seed 004) 5 'Operationsrunden' through the game's API: the privates' income, the order by
share price, the home station, the track step (one tile, a major's second yellow for 20 from
phase 3, one mine tile besides: three tiles in a turn, example E13; the first tile on the home
hex, minors on the southern map), the station marker, the run with mines and harbours paid into
the treasury, the revenue (the rule book's CRB payout example E6, a minor's half and half,
withholding, a run of nothing, E10), and the end of a set of operating rounds (the export)."""

from __future__ import annotations

import pytest
from g18esp_or_table import (
    act,
    build,
    first_round,
    floated,
    legal,
    markers_on_oviedo,
    operate,
    operating,
    step,
    to_step,
    trains,
)
from g18esp_table import at_price, keys, new_game, shareholders, stock_round

from pygame_rules.core18xx import track as layer
from pygame_rules.core18xx.certificates import price
from pygame_rules.errors import IllegalAction

PHASE_3 = 1  # the index of phase "3"


def test_the_round_begins_with_the_privates_income_and_goes_by_share_price():
    g = first_round(("FdSB", 80, "Diego", 320), ("MS", 90, "Carmen", 180), ("CFEA", 80, "Bruno", 320))
    s = g.state
    # 5.2: P1 5 and P5 10 to Almira, P2 10 and P6 20 to Bruno, P3 15 and P7 30 to Carmen, P4 20
    assert s.cash == {"Almira": 500 + 15, "Bruno": 430 + 30, "Carmen": 410 + 45, "Diego": 550 + 20}
    assert keys(g).count("18esp.private.income") == 7
    # 5.1: the highest price first; FdSB reached 80 before CFEA and lies on top
    assert s.operating_order == ["MS", "FdSB", "CFEA"] and operating(g) == "MS" and g.active_players == ["Carmen"]
    # 5.3.4: its home station first, free
    assert s.board.tokens["C27-c0"] == ["MS"] and s.corporations["MS"].cash == 180


def test_a_corporations_first_tile_goes_on_its_home_hex_and_a_minor_lays_one_tile():
    g = first_round(("MS", 90, "Carmen", 180))
    assert {a["hex"] for a in legal(g, "lay_tile")} == {"C27"}  # 5.3.1
    act(g, "lay_tile", hex="C27", tile="5", rotation=0)
    assert g.state.corporations["MS"].cash == 180 - 20  # the river's terrain cost
    assert not legal(g, "lay_tile") and step(g) == "track"
    act(g, "pass")
    assert step(g) == "trains"  # no train to run; the price moved as for withholding


def test_a_mine_tile_is_laid_besides_the_tile_for_30_and_one_a_turn():
    g = stock_round(new_game(), "Carmen", number=1)
    floated(g, "FdLR", 70, "Carmen", 280)
    operate(g)
    act(g, "lay_tile", hex="H8", tile="956")  # its home first (mountain: 30)
    assert {a["hex"] for a in legal(g, "lay_tile")} == {"H6"}  # the mine it reaches
    act(g, "lay_tile", hex="H6", tile="L92")
    fdlr = g.state.corporations["FdLR"]
    assert fdlr.cash == 280 - 30 - 30 and g.state.board.laid["H6"][0] == "L92-0"
    assert step(g) != "track"  # nothing left to build


def test_a_major_lays_a_second_yellow_tile_for_20_from_phase_3_on_another_hex():
    g = first_round(("FdSB", 80, "Diego", 320))
    assert {a["hex"] for a in legal(g, "lay_tile")} == {"H4", "J4"}
    act(g, "lay_tile", hex="H4", tile="72")
    assert {a["hex"] for a in legal(g, "lay_tile")} == {"H6"}  # phase 2: one tile, and the mine it now reaches

    g = first_round(("FdSB", 80, "Diego", 320))
    g.state.phase = PHASE_3
    act(g, "lay_tile", hex="H4", tile="72")
    assert g.state.corporations["FdSB"].cash == 320
    # the other yellow hex, or the upgrade of Santander as its second tile, for 20 (and the mine)
    assert {a["hex"] for a in legal(g, "lay_tile")} == {"J4", "I5", "H6"}
    act(g, "lay_tile", hex="J4", tile="72")
    assert g.state.corporations["FdSB"].cash == 300 and {a["hex"] for a in legal(g, "lay_tile")} == {"H6"}


def test_as_18xx_games_no_tile_is_left_after_the_first_without_the_seconds_20():
    # D31: 18xx.games offers neither the second tile nor the mine tile (30 in any case) then, and
    # its track step ends by itself: the run of nothing moves the price at once (oracle seed 880013)
    for as_18xx_games in (False, True):
        g = first_round(("FdSB", 80, "Diego", 10))
        g.state.phase = PHASE_3
        g.state.options["as_18xx_games"] = as_18xx_games
        act(g, "lay_tile", hex="H4", tile="72")
        fdsb = g.state.corporations["FdSB"]
        assert not legal(g, "lay_tile") and fdsb.cash == 10
        if as_18xx_games:
            assert step(g) == "trains" and price(g.state, fdsb) == 70
        else:  # by the book the mine tile could still come (P1's, bought now, pays its 30)
            assert step(g) == "track" and price(g.state, fdsb) == 80


def test_a_station_marker_costs_50_one_a_turn():
    g = first_round(("FdSB", 80, "Diego", 320))
    act(g, "lay_tile", hex="J4", tile="73", rotation=5)  # on to Bilbao, its destination (+80, 6.1)
    assert [a["city"] for a in legal(g, "place_token")] == ["K5-c0"]
    act(g, "place_token", city="K5-c0")
    fdsb = g.state.corporations["FdSB"]
    assert fdsb.cash == 320 + 80 - 50 and fdsb.tokens_left == [50] and fdsb.locked_tokens == [50, 50]
    assert not legal(g, "place_token")


def at_dividend(g, revenue: int):
    """The operating corporation's run earned `revenue` to pay out or withhold."""
    turn = g.state.operating
    turn.step, turn.routes, turn.revenue = "dividend", [{}], revenue
    return g


def test_the_rule_books_crb_example_pays_13_a_share_the_open_market_to_the_treasury():
    """E6 (5.5): price 132, the director 50%, B 20%, the Open Market 20%, the initial offer 10%;
    130 paid out: 65, 26, 26 to the treasury, nothing for the initial offer; 132 -> 144."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "CRB", 90, "Almira", 0)
    shareholders(g, "CRB", {"Almira": 3, "Bruno": 1}, pool=2)  # Bruno has P6's share too
    operate(g)
    at_price(g.state.corporations["CRB"], 132)
    cash = dict(g.state.cash)
    act(at_dividend(g, 130), "dividend", kind="payout")
    s = g.state
    assert s.cash["Almira"] == cash["Almira"] + 65 and s.cash["Bruno"] == cash["Bruno"] + 26
    assert s.corporations["CRB"].cash == 26 and s.corporations["CRB"].shares.ipo == 1
    assert g.view()["corporations"][list(s.corporations).index("CRB")]["price"] == 144


def test_withholding_keeps_it_all_and_the_price_drops_a_field():
    g = first_round(("FdSB", 80, "Diego", 320))
    act(at_dividend(g, 130), "dividend", kind="withhold")
    fdsb = g.state.corporations["FdSB"]
    assert fdsb.cash == 450 and g.view()["corporations"][list(g.state.corporations).index("FdSB")]["price"] == 70


def test_a_minor_pays_half_to_its_director_and_half_to_its_treasury():
    g = first_round(("MS", 90, "Carmen", 180))
    cash = g.state.cash["Carmen"]
    act(at_dividend(g, 70), "dividend", kind="payout")
    assert g.state.cash["Carmen"] == cash + 35 and g.state.corporations["MS"].cash == 180 + 35
    assert g.view()["corporations"][list(g.state.corporations).index("MS")]["price"] == 100


def test_a_run_of_nothing_moves_the_price_as_withholding():
    """5.5: a minor in its first operating round, with no train: revenue 0, its price two cells
    left, 90 -> 80, as for withholding (example E10 of docs/rules-18esp.md)."""
    g = first_round(("MS", 90, "Carmen", 180))
    act(g, "lay_tile", hex="C27", tile="5", rotation=0)
    act(g, "pass")
    assert keys(g)[-2:] == ["dividend.no_run", "18esp.market.moves"]
    assert g.view()["corporations"][list(g.state.corporations).index("MS")]["price"] == 80


def test_phase_5_closes_every_minor_without_compensation_even_the_one_buying():
    """5.6, 7: the first 5 closes all minors with all they own; their directors get nothing (as
    18xx.games plays: the minor's price to a minor that has operated, D3, counting the one buying
    as operated, its dividend step behind it: MS's 80 after its run of nothing)."""
    for as_18xx_games, paid, buyer_paid in ((False, 0, 0), (True, 70, 80)):
        g = stock_round(new_game(), "Carmen", number=1)
        s = g.state
        s.phase = 2
        s.options["as_18xx_games"] = as_18xx_games
        s.depot = [t for t in s.depot if t.startswith("5-")]
        floated(g, "MS", 90, "Carmen", 600)
        floated(g, "CM", 70, "Bruno", 140).operated = True
        floated(g, "FdSB", 80, "Diego", 320)
        operate(g)
        to_step(g, "trains")
        cash = dict(g.state.cash)
        act(g, "buy_train", train="5-0", variant="5")
        s = g.state
        assert s.phase == 3 and s.corporations["MS"].closed and s.corporations["CM"].closed
        assert s.corporations["MS"].trains == [] and "MS" not in s.board.tokens["C27-c0"]
        assert s.corporations["SC"].closed and "18esp.minor.leaves" in keys(g)  # never started
        assert s.cash["Bruno"] == cash["Bruno"] + paid and s.cash["Carmen"] == cash["Carmen"] + buyer_paid
        assert operating(g) == "FdSB"  # the turn goes on to the next corporation


def fdlr_mine_on_h6():
    """FdLR in phase 3 with its yellow mine tile on H6 (laid in the first round), at its track step."""
    g = stock_round(new_game(), "Carmen", number=1)
    floated(g, "FdLR", 70, "Carmen", 280)
    operate(g)
    act(g, "lay_tile", hex="H8", tile="956")
    act(g, "lay_tile", hex="H6", tile="L92")
    g.state.phase = PHASE_3
    return g


def test_removing_a_mine_is_the_upgrade_and_costs_30():
    """5.3.2, 5.3.3 (example E13 of docs/rules-18esp.md; with P1:
    test_e13_p1_pays_the_30_for_removing_a_mine_and_closes)."""
    g = fdlr_mine_on_h6()
    s = g.state
    s.operating.tile_hexes, s.operating.mine_laid, s.operating.mine_hex = [], False, None  # (a later turn)
    s.operating.step = "track"
    upgrades = [a for a in legal(g, "lay_tile") if a["hex"] == "H6"]
    assert upgrades
    cash = s.corporations["FdLR"].cash
    g.apply(upgrades[0])
    s = g.state
    assert s.corporations["FdLR"].cash == cash - 30 and s.operating.upgraded
    # the one upgrade is done: only a yellow tile for 20 may follow
    assert all(s.board.face(a["hex"])[0].colour == "white" for a in legal(g, "lay_tile"))


def test_a_route_to_a_mine_is_remembered_after_the_mine_is_removed():
    # 18xx.games counts a mine tile's halt as a revenue centre (route:mandatory): FdLR's route
    # from Reinosa to its mine is one it must own a train for, remembered for the rest of the game
    # (oracle seed 940148); the run is asked for after the mine is gone
    g = fdlr_mine_on_h6()
    s = g.state
    trains(g, "FdLR", "3-1:2+3")
    assert s.corporations["FdLR"].had_route
    s.operating.tile_hexes, s.operating.mine_laid, s.operating.mine_hex = [], False, None  # (a later turn)
    s.operating.step = "track"
    removal = next(a for a in legal(g, "lay_tile") if a["hex"] == "H6")
    g.apply(removal)
    while step(g) in ("track", "token"):
        act(g, "pass")
    assert step(g) == "routes" and legal(g, "run_routes")


def test_a_mine_laid_this_turn_is_not_upgraded_in_the_same_turn():
    # 5.3.1: the tile actions on different hexes; the mine's hex takes no second tile either
    g = stock_round(new_game(), "Carmen", number=1)
    floated(g, "FdLR", 70, "Carmen", 280)
    operate(g)
    g.state.phase = PHASE_3  # a second tile, green upgrades
    act(g, "lay_tile", hex="H8", tile="956")
    act(g, "lay_tile", hex="H6", tile="L92")
    assert legal(g, "lay_tile") and not [a for a in legal(g, "lay_tile") if a["hex"] == "H6"]


def test_e13_a_major_lays_three_tiles_in_one_turn_from_phase_3():
    """Example E13 of docs/rules-18esp.md (5.3.1, 5.3.3): its tile (on Badajoz, its home: the
    river's 20), a second yellow (20 and Cáceres's river, 10) and a mine tile (30), the lays of
    CRB's turn in the recorded game (actions 395-397); then no tile is left to lay."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "CRB", 90, "Almira", 500)
    operate(g)
    act(g, "lay_tile", hex="B26", tile="57", rotation=1)
    assert g.state.corporations["CRB"].cash == 500 - 20
    act(g, "lay_tile", hex="C25", tile="6", rotation=1)
    assert g.state.corporations["CRB"].cash == 480 - 20 - 10
    assert {a["hex"] for a in legal(g, "lay_tile")} == {"C23"}  # the mine it now reaches
    act(g, "lay_tile", hex="C23", tile="L90", rotation=0)
    assert g.state.corporations["CRB"].cash == 450 - 30
    assert [g.state.board.laid[c][0] for c in ("B26", "C25", "C23")] == ["57-0", "6-0", "L90-0"]
    assert not legal(g, "lay_tile")


def test_e13_a_minor_lays_one_tile_and_a_mine_in_phase_3():
    """E13: a minor in phase 3: its one tile (Córdoba's river: 10) and a mine tile (30), no
    second yellow (5.3.1)."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "CM", 70, "Bruno", 140)
    operate(g)
    act(g, "lay_tile", hex="E29", tile="57", rotation=0)  # on to the mine E31
    assert g.state.corporations["CM"].cash == 130 and {a["hex"] for a in legal(g, "lay_tile")} == {"E31"}
    g.apply(legal(g, "lay_tile")[0])
    assert g.state.corporations["CM"].cash == 100 and not legal(g, "lay_tile")


def test_e13_p1_pays_the_30_for_removing_a_mine_and_closes():
    """E13: upgrading a yellow mine tile to green costs 30 and is the one upgrade; with P1 it
    costs nothing, and P1 closes (3.1)."""
    g = fdlr_mine_on_h6()
    s = g.state
    s.privates["P1"].owner, s.privates["P1"].corp_owned = "FdLR", True
    s.operating.tile_hexes, s.operating.mine_laid, s.operating.mine_hex = [], False, None  # (a later turn)
    s.operating.step = "track"
    with_p1 = [a for a in legal(g, "lay_tile") if a["hex"] == "H6" and a.get("private") == "P1"]
    assert with_p1
    cash = s.corporations["FdLR"].cash
    g.apply(with_p1[0])
    s = g.state
    assert s.corporations["FdLR"].cash == cash and s.privates["P1"].closed and s.operating.upgraded
    assert "18esp.private.closes" in keys(g)


def langreo(as_18xx_games: bool, phase: int = 0):
    """CFEA's station in Oviedo (D6) with track into Langreo (E7, L98): its mine and its town
    both on the track from D6's edge; a 1+2 train to run."""
    g = stock_round(new_game(as_18xx_games=as_18xx_games), "Carmen", number=1)
    floated(g, "CFEA", 70, "Carmen", 300)
    operate(g)
    g.apply([a for a in legal(g, "lay_tile") if a["tile"] == "L132"][5])
    act(g, "place_token", city="D6-c0")
    s = g.state
    s.phase = phase
    layer.lay_tile(s.board, "CFEA", "E7", "L98", 2, layer.LayRules(("yellow",), reach=False))
    trains(g, "CFEA", "2-0:1+2")
    return to_step(g, "routes")


TO_THE_TOWN = {"train": "2-0", "stops": ["D6-c0", "E7-t0"], "legs": [["D6:c0-5", "E7:2-t0"]]}


def test_a_route_of_one_leg_ends_where_18xx_games_reads_it():
    # D41: 18xx.games rebuilds a one-leg route from its hexes alone, to the hex's first stop: the
    # mine of Langreo, never its town (oracle games 820028, 820001)
    g = langreo(as_18xx_games=False)
    g.apply({"type": "run_routes", "player": "Carmen", "corporation": "CFEA", "routes": [TO_THE_TOWN]})
    assert g.state.operating.revenue == 30 + 10 and g.state.deviations == ["one_leg_reading"]  # Oviedo, the town
    g = langreo(as_18xx_games=True)
    with pytest.raises(IllegalAction, match="E7-t0"):
        g.apply({"type": "run_routes", "player": "Carmen", "corporation": "CFEA", "routes": [TO_THE_TOWN]})
    cash = g.state.corporations["CFEA"].cash
    g.apply(legal(g, "run_routes")[0])
    assert g.state.operating.routes[0]["stops"] == ["D6-c0", "E7-h0"] and g.state.operating.revenue == 30
    assert g.state.corporations["CFEA"].cash == cash + 30  # the mine's yellow 30 to the treasury


def test_the_best_run_of_one_leg_goes_where_18xx_games_reads_it():
    # in gray Langreo's mine pays nothing and its town 10: the best run by the book is the town's,
    # as 18xx.games plays the mine's (D41)
    state = new_game().state
    gray = len(state.rules.trains.phases(state)) - 1
    g = langreo(as_18xx_games=False, phase=gray)
    assert legal(g, "run_routes")[0]["routes"][0]["stops"] == ["D6-c0", "E7-t0"]
    g = langreo(as_18xx_games=True, phase=gray)
    assert legal(g, "run_routes")[0]["routes"][0]["stops"] == ["D6-c0", "E7-h0"]


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_a_lifted_station_marker_goes_back_free_by_the_book_and_for_its_price_on_18xx_games(as_18xx_games):
    """CFLG lays the first tile on Oviedo (D6), lifting CFEA's home marker and its own station
    marker (5.3.4). By the book both only move back onto the map. 18xx.games places a lifted
    marker as a new one: CFLG pays its marker's 50 again, CFEA nothing for its home (D42;
    oracle seed 980031, A on Sevilla in OR 9.1)."""
    g = markers_on_oviedo(300)
    g.state.options["as_18xx_games"] = as_18xx_games
    act(g, "lay_tile", hex="D6", tile="L133", rotation=2)
    cflg, cfea = g.state.corporations["CFLG"].cash, g.state.corporations["CFEA"].cash
    act(g, "place_token", corporation="CFEA", city="D6-c0")
    act(g, "place_token", corporation="CFLG", city="D6-c1")
    s = g.state
    assert s.board.tokens["D6-c0"][0] == "CFEA" and s.board.tokens["D6-c1"][0] == "CFLG"
    assert s.corporations["CFEA"].cash == cfea
    assert s.corporations["CFLG"].cash == cflg - (50 if as_18xx_games else 0)
    assert ("lifted_marker_paid" in s.deviations) is not as_18xx_games


def test_the_view_names_the_lifted_markers_waiting_to_go_back_on_the_map():
    """After a lay on Oviedo lifts CFEA's home marker and CFLG's station marker (5.3.4), the view
    says whose markers wait to go back on the hex, in the order they are placed, so that the table
    can ask for the first one's city rather than for a tile."""
    g = markers_on_oviedo(300)
    assert g.view()["lifted_markers"] == []
    act(g, "lay_tile", hex="D6", tile="L133", rotation=2)
    assert g.view()["lifted_markers"] == [{"corporation": "CFEA", "hex": "D6"}, {"corporation": "CFLG", "hex": "D6"}]
    assert {a["type"] for a in g.legal_actions()} - {"end_game"} == {"place_token"}
    act(g, "place_token", corporation="CFEA", city="D6-c0")
    assert g.view()["lifted_markers"] == [{"corporation": "CFLG", "hex": "D6"}]


def test_a_lifted_marker_its_corporation_cannot_pay_for_again_goes_back_free_and_is_noted():
    """As 18xx.games plays (D42), but CFLG has less than its marker's 50 after the lay:
    18xx.games refuses to place the marker and cannot go on (oracle seed 1500143, CRB on
    Zaragoza in OR 8.1); here it goes back free, noted where 18xx.games stops."""
    g = markers_on_oviedo(300)
    g.state.options["as_18xx_games"] = True
    act(g, "lay_tile", hex="D6", tile="L133", rotation=2)
    g.state.corporations["CFLG"].cash = 33
    act(g, "place_token", corporation="CFEA", city="D6-c0")
    assert g.state.deviations == []  # a home marker costs nothing on 18xx.games either
    act(g, "place_token", corporation="CFLG", city="D6-c1")
    assert g.state.board.tokens["D6-c1"][0] == "CFLG"
    assert g.state.corporations["CFLG"].cash == 33
    assert g.state.deviations == ["lifted_marker_paid"]


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_madrid_is_held_for_mzs_home_as_18xx_games(as_18xx_games):
    """D45: with MZ and MZA both in play and MZ's home not yet placed, 18xx.games holds MZ's home in
    Madrid's hex as a whole, which keeps other markers out of Madrid's one-place cities (oracle
    seed 719021: FdC's marker in Madrid's free city); by the book the free city takes one."""
    g = first_round(("A", 80, "Diego", 700), as_18xx_games=as_18xx_games)
    s = g.state
    s.board.reservations["F24"] = [(c, i) for c, i in s.board.reservations["F24"] if c != "N"]  # N not in play
    build(g, "A", ("D22", {2, 5}), ("E23", {2, 5}))  # Salamanca to Madrid's second city
    s.board.tokens["D22-c0"] = ["A"]
    s.board.changed()
    assert operating(g) == "A" and not s.corporations["MZ"].home_placed
    madrid = {"type": "place_token", "player": "Diego", "corporation": "A", "city": "F24-c1"}
    offered = madrid in legal(g, "place_token")
    assert offered != as_18xx_games
    if as_18xx_games:
        with pytest.raises(IllegalAction):
            g.apply(madrid)
        s.corporations["MZ"].home_placed = True  # once MZ's marker is down, the hold ends
        assert madrid in legal(g, "place_token")
    else:
        cash = s.corporations["A"].cash
        g.apply(madrid)
        assert g.state.board.tokens["F24-c1"] == ["A"] and g.state.corporations["A"].cash < cash
        assert "madrid_kept_for_mz" in g.state.deviations  # the export says where 18xx.games parts ways
