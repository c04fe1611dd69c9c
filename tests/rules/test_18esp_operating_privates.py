"""18ESP (seed 004) the privates in the operating rounds (3.1, 5.2, 5.8, 7) through the game's API:
a corporation buys a player's private for 1 up to its face value (1.5 times in phase 3, twice in
phase 4), never P7; P1's 30 off a mine; P2's train with its side chosen, running from the next
round, and P2 kept open when bought in phase 4; P3's strawberry train at phase 5; P5's tenders
(20 to its owner, one a corporation, the Open Market's for 80); P7 closing with its major's
first train."""

from __future__ import annotations

import pytest
from g18esp_or_table import act, build, first_round, floated, kinds, legal, operate, operating, step, to_step, trains
from g18esp_table import keys, new_game, stock_round

from pygame_rules.errors import IllegalAction
from pygame_rules.games.g18esp import track as esp_track
from pygame_rules.games.g18esp import trains as esp_trains

PHASE_3, PHASE_4, PHASE_5 = 1, 2, 3


def prices(g, private: str) -> dict | None:
    offers = [a["price"] for a in legal(g, "buy_private") if a["private"] == private]
    return offers[0] if offers else None


def test_a_corporation_buys_a_players_private_up_to_its_face_value_more_in_later_phases():
    g = first_round(("FdSB", 80, "Diego", 320))
    assert prices(g, "P4") == {"min": 1, "max": 100, "step": 1} and prices(g, "P7") is None
    g.state.phase = PHASE_3
    assert prices(g, "P4")["max"] == 150
    g.state.phase = PHASE_4
    assert prices(g, "P4")["max"] == 200 and prices(g, "P6")["max"] == 320  # the treasury's cash
    cash = g.state.cash["Diego"]
    g.apply({**legal(g, "buy_private")[3], "price": 150})  # Diego's own P4: nobody to ask
    s = g.state
    assert s.privates["P4"].owner == "FdSB" and s.privates["P4"].corp_owned
    assert s.cash["Diego"] == cash + 150 and s.corporations["FdSB"].cash == 170


def test_another_players_private_changes_hands_if_he_agrees():
    g = first_round(("FdSB", 80, "Diego", 320))
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P6"), "price": 100})
    assert g.active_players == ["Bruno"] and "18esp.offer.private" in keys(g)
    act(g, "decline_offer")
    assert g.state.privates["P6"].owner == "Bruno" and g.active_players == ["Diego"]
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P6"), "price": 120})
    act(g, "accept_offer")
    s = g.state
    assert s.privates["P6"].owner == "FdSB" and s.corporations["FdSB"].cash == 200


def test_p1_takes_30_off_a_mine_tile_and_closes():
    g = stock_round(new_game(), "Carmen", number=1)
    floated(g, "FdLR", 70, "Carmen", 280)
    p1 = g.state.privates["P1"]
    p1.owner, p1.corp_owned = "FdLR", True
    operate(g)
    act(g, "lay_tile", hex="H8", tile="956")
    assert {a.get("private") for a in legal(g, "lay_tile")} == {None, "P1"}
    act(g, "lay_tile", hex="H6", tile="L92", private="P1")
    s = g.state
    assert s.corporations["FdLR"].cash == 280 + 5 - 30 and s.privates["P1"].closed  # (P1's income)


def test_p1s_mine_tile_is_the_turns_mine_tile_by_the_book_and_beside_it_as_18xx_games():
    for as_18xx_games in (False, True):
        g = stock_round(new_game(), "Carmen", number=1)
        floated(g, "FdLR", 70, "Carmen", 280)
        g.state.options["as_18xx_games"] = as_18xx_games
        p1 = g.state.privates["P1"]
        p1.owner, p1.corp_owned = "FdLR", True
        operate(g)
        act(g, "lay_tile", hex="H8", tile="956")
        act(g, "lay_tile", hex="H6", tile="L92", private="P1")
        s = g.state
        corp = s.corporations["FdLR"]
        assert s.corporations["FdLR"].cash == 280 + 5 - 30  # 30 off the mine's 30 either way
        # D36: 18xx.games' P1 uses none of the turn's lays; the book's is the turn's mine tile
        assert (esp_track.lay_rules(s, corp, mine=True) is None) is not as_18xx_games
        assert s.operating.mine_laid is not as_18xx_games


def test_p2_bought_in_phase_2_closes_and_its_train_runs_from_the_next_round():
    g = first_round(("FdSB", 80, "Diego", 320))
    offer = next(a for a in legal(g, "buy_private") if a["private"] == "P2")
    g.apply({**offer, "price": 60})
    act(g, "accept_offer")
    s = g.state
    assert s.privates["P2"].closed and s.corporations["FdSB"].trains == ["2-0"]
    assert g.active_players == ["Diego"] and kinds(g) == {"choose_side"}
    act(g, "choose_side", variant="1+2")
    s = g.state
    assert s.variants["2-0"] == "1+2" and "2-0" in s.idle_trains
    assert s.rules.runs.runnable_trains(s, s.corporations["FdSB"]) == []


def test_a_minor_buying_p2_gets_the_broad_side():
    g = first_round(("MS", 90, "Carmen", 180))
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P2"), "price": 60})
    act(g, "accept_offer")
    assert g.state.variants["2-0"] == "2" and "choose_side" not in kinds(g)


def test_a_minor_at_its_limit_buying_p2_gives_a_train_up_after_its_revenue():
    # U16: the book is silent; as 18xx.games asks for it, after the dividend (its DiscardTrain step)
    g = first_round(("MS", 90, "Carmen", 180))
    trains(g, "MS", "2-1:2", "2-2:2")
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P2"), "price": 60})
    act(g, "accept_offer")
    s = g.state
    assert s.corporations["MS"].trains == ["2-1", "2-2", "2-0"] and s.corporations["MS"].cash == 120
    assert operating(g) == "MS" and step(g) == "track" and "discard_train" not in kinds(g)
    to_step(g, "takeover")
    s = g.state
    assert s.operating.dividend_done and s.discards == ["MS"] and g.active_players == ["Carmen"]
    assert kinds(g) == {"discard_train"}
    act(g, "discard_train", train="2-1")
    s = g.state
    assert s.corporations["MS"].trains == ["2-2", "2-0"] and not s.discards and "discard_train" not in kinds(g)


def test_p2_bought_in_phase_4_stays_open_until_phase_5():
    g = first_round(("FdSB", 80, "Diego", 320))
    s = g.state
    s.phase = PHASE_4
    s.private_trains = {}  # its card rusted with the 2s
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P2"), "price": 60})
    act(g, "accept_offer")
    s = g.state
    assert (
        not s.privates["P2"].closed and s.privates["P2"].owner == "FdSB" and "2-0" not in s.corporations["FdSB"].trains
    )


def test_p2_bought_by_a_major_in_phase_4_as_18xx_games_closes_once_its_side_is_chosen():
    # D4: 18xx.games still asks for the rusted card's side (its Choose step), then closes P2
    g = first_round(("FdSB", 80, "Diego", 320))
    s = g.state
    s.options["as_18xx_games"] = True
    s.phase = PHASE_4
    s.private_trains = {}
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P2"), "price": 60})
    s = g.state
    assert s.privates["P2"].owner == "FdSB" and not s.privates["P2"].closed
    assert g.active_players == ["Diego"] and kinds(g) == {"choose_side"}
    act(g, "choose_side", variant="2")
    s = g.state
    assert s.privates["P2"].closed and s.corporations["FdSB"].trains == [] and "choose_side" not in kinds(g)


def test_p3_owned_by_a_corporation_at_phase_5_becomes_its_strawberry_train():
    g = first_round(("FdSB", 80, "Diego", 700))
    s = g.state
    p3 = s.privates["P3"]
    p3.owner, p3.corp_owned = "FdSB", True
    s.phase = PHASE_4
    s.depot = [t for t in s.depot if t.startswith("5-")]
    to_step(g, "trains")
    act(g, "buy_train", train="5-0", variant="5")
    s = g.state
    fdsb = s.corporations["FdSB"]
    assert s.privates["P3"].closed and fdsb.trains == ["5-0", esp_trains.STRAWBERRY]
    assert esp_trains.STRAWBERRY in s.idle_trains and "18esp.private.strawberry" in keys(g)
    # it counts for no limit and no obligation
    assert esp_trains.counted(s, fdsb) == ["5-0"]
    fdsb.trains.remove("5-0")
    assert esp_trains.must_buy(s, fdsb)


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_p3s_owner_yet_to_operate_when_phase_5_begins_runs_it_next_round_or_at_once_as_18xx_games(as_18xx_games):
    g = first_round(("FdSB", 80, "Diego", 700), ("CFLG", 70, "Bruno", 100), as_18xx_games=as_18xx_games)
    s = g.state
    p3 = s.privates["P3"]
    p3.owner, p3.corp_owned = "CFLG", True
    s.phase = PHASE_4
    s.depot = [t for t in s.depot if t.startswith("5-")]
    assert operating(g) == "FdSB"
    to_step(g, "trains")
    assert "CFLG" not in g.state.operated
    act(g, "buy_train", train="5-0", variant="5")
    s = g.state
    cflg = s.corporations["CFLG"]
    assert cflg.trains == [esp_trains.STRAWBERRY]
    runnable = s.rules.runs.runnable_trains(s, cflg)
    if as_18xx_games:  # U17: 18xx.games hands the train over at once (D44)
        assert runnable == [esp_trains.STRAWBERRY] and "18esp.private.strawberry_at_once" in keys(g)
    else:  # 3.1: "in the following OR"
        assert runnable == [] and "18esp.private.strawberry" in keys(g)
        assert "strawberry_runs_at_once" in s.deviations


def test_tenders_from_p5s_owner_cost_80_20_of_it_to_him_one_a_corporation():
    g = first_round(("FdSB", 80, "Diego", 320))
    cash = g.state.cash["Almira"]
    assert [a["from"] for a in legal(g, "buy_tender")] == ["P5"]
    act(g, "buy_tender", **{"from": "P5"})
    act(g, "accept_offer")  # Almira sells it
    s = g.state
    assert s.cash["Almira"] == cash + 20 and s.corporations["FdSB"].cash == 240 and s.tenders["P5"] == 4
    assert s.corporations["FdSB"].tender and not legal(g, "buy_tender")


def test_p5_bought_by_a_corporation_gives_it_a_tender_and_the_rest_go_to_the_open_market():
    g = first_round(("FdSB", 80, "Diego", 320), ("CFEA", 75, "Bruno", 320))
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P5"), "price": 1})
    act(g, "accept_offer")
    s = g.state
    assert s.privates["P5"].closed and s.corporations["FdSB"].tender and s.tenders == {"P5": 0, "market": 5}
    trains(g, "FdSB", "2-1")
    to_step(g, "privates")
    act(g, "pass")
    bank = g.state.bank
    act(g, "buy_tender", **{"from": "market"})  # CFEA, from the Open Market: 80 to the bank
    s = g.state
    assert s.corporations["CFEA"].cash == 240 and s.bank == bank + 80 and s.tenders["market"] == 4


def test_a_tender_goes_with_one_train_before_the_run():
    g = first_round(("FdSB", 80, "Diego", 320))
    trains(g, "FdSB", "2-1:1+2")
    g.state.corporations["FdSB"].tender = True
    act(g, "lay_tile", hex="J4", tile="73", rotation=5)
    act(g, "pass")
    assert step(g) == "routes" and [a["train"] for a in legal(g, "attach_tender")] == ["2-1"]
    act(g, "attach_tender", train="2-1")
    s = g.state
    spec = s.rules.runs.train_spec(s, s.corporations["FdSB"], "2-1")
    assert s.operating.tender_train == "2-1" and sum(a.visit for a in spec.allowances) == 4  # 1+3
    assert not legal(g, "attach_tender")


def test_p7_closes_when_its_major_buys_its_first_train():
    g = stock_round(new_game(), "Carmen", number=1)
    floated(g, "FdLR", 70, "Carmen", 280)
    operate(g)
    to_step(g, "trains")
    act(g, "buy_train", variant="1+2")
    assert g.state.privates["P7"].closed and "18esp.private.closes" in keys(g)


def test_p7_closes_when_its_major_gets_p2s_card_as_its_first_train():
    # P2's card counts like any other 2/1+2 (3.1): bought with P2, it is the major's first train
    g = first_round(("FdLR", 70, "Carmen", 280))
    assert g.state.p7 == "FdLR" and not g.state.corporations["FdLR"].trains
    offer = next(a for a in legal(g, "buy_private") if a["private"] == "P2")
    g.apply({**offer, "price": 60})
    if kinds(g) == {"accept_offer", "decline_offer"}:
        act(g, "accept_offer")
    assert not g.state.privates["P7"].closed  # its side is not chosen yet
    act(g, "choose_side", variant="2")
    assert g.state.privates["P7"].closed and "18esp.private.closes" in keys(g)


def test_p1_discounts_teruels_mine_by_the_book_and_not_as_18xx_games():
    # D21: 18xx.games' list of P1's hexes lacks Teruel (J24); its engine fails on such a lay
    for as_18xx_games in (False, True):
        g = stock_round(new_game(), "Carmen", number=1)
        floated(g, "AC", 70, "Carmen", 120)
        g.state.options["as_18xx_games"] = as_18xx_games
        p1 = g.state.privates["P1"]
        p1.owner, p1.corp_owned = "AC", True
        build(g, "AC", ("H28", {1, 4}), ("I27", {1, 4}), ("J26", {1, 3}))
        g.state.corporations["AC"].laid_tile = True
        operate(g)
        teruel = [a for a in legal(g, "lay_tile") if a["hex"] == "J24"]
        assert {a.get("private") for a in teruel} == ({None} if as_18xx_games else {None, "P1"})
        lay = {**teruel[0], "private": "P1"}
        if as_18xx_games:
            with pytest.raises(IllegalAction):
                g.apply(lay)
            continue
        g.apply(lay)
        s = g.state
        assert s.board.face("J24")[0].name == lay["tile"] and s.privates["P1"].closed
        assert s.corporations["AC"].cash == 120 + 5  # the mine's 30, less P1's 30 (and P1's income)
        assert "p1_on_teruel" in s.deviations
