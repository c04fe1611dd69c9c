"""18ESP (seed 004) 5.7 'Lok kaufen', 5.7.1 'Notfinanzierung', 5.7.2 'Kredite', 5.9 'Ein Zug wird
exportiert', 6.2.1 'Kombinierte Züge', 7 'Spielphasen', through the game's API: the side chosen
at purchase (a minor's the broad one), the train limit, the obligation without a route, trades
between corporations from phase 3, phases started by first trains and rusting, a train given up
over the limit (E7), emergency money by sales or a loan (E14), the export, combined trains (E8)."""

from __future__ import annotations

import pytest
from g18esp_or_table import act, first_round, floated, kinds, legal, operate, operating, step, to_step, trains
from g18esp_table import keys, new_game, shareholders, stock_round

from pygame_rules.core18xx.graph import blocks
from pygame_rules.games.g18esp import loans as esp_loans
from pygame_rules.games.g18esp import track as esp_track
from pygame_rules.games.g18esp import trains as esp_trains
from pygame_rules.games.g18esp.state import OperatingTurn

PHASE_3, PHASE_4, PHASE_5 = 1, 2, 3


def test_a_major_chooses_the_side_of_its_train_a_minor_the_broad_one():
    g = to_step(first_round(("FdSB", 80, "Diego", 320), ("MS", 90, "Carmen", 180)), "trains")
    assert operating(g) == "MS"
    assert [(a["train"], a["variant"], a["price"]) for a in legal(g, "buy_train")] == [("2-1", "2", 100)]
    assert "pass" not in kinds(g)  # 5.7: without a train it must buy one, route or not
    act(g, "buy_train", variant="2")
    assert g.state.corporations["MS"].trains == ["2-1"] and g.state.corporations["MS"].cash == 80
    to_step(g, "trains")
    assert operating(g) == "FdSB"
    assert [(a["train"], a["variant"]) for a in legal(g, "buy_train")] == [("2-2", "2"), ("2-2", "1+2")]
    act(g, "buy_train", variant="1+2")
    s = g.state
    assert s.variants["2-2"] == "1+2" and s.corporations["FdSB"].cash == 220
    assert "pass" in kinds(g)  # it has a train now
    assert str(s.log[-1][1]) == "FdSB buys a 1+2-train for ₧100."


def test_a_corporation_buys_up_to_its_train_limit():
    g = first_round(("MS", 90, "Carmen", 500))
    trains(g, "MS", "2-1", "2-2")
    to_step(g, "privates")  # 7: a minor's limit is 2 in phase 2: no train step
    assert g.state.corporations["MS"].trains == ["2-1", "2-2"] and "18esp.train.bought" not in keys(g)


def test_the_first_3_begins_phase_3_and_the_first_4_scraps_the_2s():
    g = first_round(("FdSB", 80, "Diego", 2000))
    s = g.state
    s.depot = [t for t in s.depot if not t.startswith("2-")]
    trains(g, "FdSB", "2-1:1+2")
    to_step(g, "trains")
    act(g, "buy_train", train="3-0", variant="3")
    assert g.state.phase == PHASE_3 and "18esp.phase.begins" in keys(g)
    g.state.depot = [t for t in g.state.depot if not t.startswith("3-")]
    act(g, "buy_train", train="4-0", variant="3+4")
    s = g.state
    assert s.phase == PHASE_3 + 1 and s.corporations["FdSB"].trains == ["3-0", "4-0"]
    assert "2-1" in s.scrapped and "18esp.train.scrapped" in keys(g)
    assert s.private_trains == {} and "2-0" in s.scrapped  # P2's card, unsold, rusted too


def test_from_phase_3_a_corporation_buys_anothers_train_at_any_price():
    g = first_round(("FdSB", 80, "Diego", 320), ("CFEA", 75, "Bruno", 320))
    trains(g, "CFEA", "2-1:1+2")
    to_step(g, "trains")
    assert operating(g) == "FdSB" and not [a for a in legal(g, "buy_train") if a["train"] == "2-1"]
    g.state.phase = PHASE_3
    offer = [a for a in legal(g, "buy_train") if a["train"] == "2-1"]
    assert offer and offer[0]["price"] == {"min": 1, "max": 320, "step": 1}
    g.apply({**offer[0], "price": 1})
    # both directors agree (5.7): CFEA's director answers
    assert g.active_players == ["Bruno"] and kinds(g) == {"accept_offer", "decline_offer"}
    act(g, "accept_offer")
    s = g.state
    assert s.corporations["FdSB"].trains == ["2-1"] and s.corporations["CFEA"].cash == 321
    assert s.variants["2-1"] == "1+2" and g.active_players == ["Diego"]


def test_a_declined_train_sale_leaves_the_buyer_to_choose_again():
    g = first_round(("FdSB", 80, "Diego", 320), ("CFEA", 75, "Bruno", 320))
    trains(g, "CFEA", "2-1:1+2")
    g.state.phase = PHASE_3
    to_step(g, "trains")
    g.apply({**next(a for a in legal(g, "buy_train") if a["train"] == "2-1"), "price": 5})
    act(g, "decline_offer")
    s = g.state
    assert s.corporations["CFEA"].trains == ["2-1"] and s.corporations["FdSB"].cash == 320
    assert g.active_players == ["Diego"] and legal(g, "buy_train")


def test_as_18xx_games_plays_a_train_changes_hands_without_asking():
    g = first_round(("FdSB", 80, "Diego", 320), ("CFEA", 75, "Bruno", 320))
    g.state.options["as_18xx_games"] = True
    trains(g, "CFEA", "2-1:1+2")
    g.state.phase = PHASE_3
    to_step(g, "trains")
    g.apply({**next(a for a in legal(g, "buy_train") if a["train"] == "2-1"), "price": 5})
    assert g.state.corporations["FdSB"].trains == ["2-1"]


def test_a_minor_buys_no_narrow_train_from_another_corporation():
    g = first_round(("MS", 90, "Carmen", 320), ("CFEA", 75, "Bruno", 320))
    g.state.phase = PHASE_3
    trains(g, "CFEA", "2-1:1+2", "2-2:2")
    to_step(g, "trains")
    assert operating(g) == "MS"
    assert {a["train"] for a in legal(g, "buy_train") if isinstance(a["price"], dict)} == {"2-2"}


def test_over_the_limit_after_a_phase_change_a_train_leaves_the_game():
    """E7 (5.7): phase 5, a major with a 4 and a 5 (limit 3) buys the first 6: phase 6, the 3s
    scrapped, the limit 2: it gives up one train of its choice, without compensation."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_5
    floated(g, "FdSB", 80, "Diego", 700)
    g.state.depot = [t for t in g.state.depot if t.startswith("6-")]
    operate(g)
    trains(g, "FdSB", "4-0", "5-0")
    to_step(g, "trains")
    act(g, "buy_train", train="6-0", variant="6")
    s = g.state
    assert s.phase == PHASE_5 + 1 and s.discards == ["FdSB"] and g.active_players == ["Diego"]
    assert {a["train"] for a in legal(g, "discard_train")} == {"4-0", "5-0", "6-0"}
    act(g, "discard_train", train="4-0")
    s = g.state
    assert s.corporations["FdSB"].trains == ["5-0", "6-0"] and "4-0" not in s.pool_trains
    assert "18esp.train.given_up" in keys(g)


def test_over_the_limit_while_the_next_corporation_operates_it_gives_up_a_train_after_that_revenue():
    """U16, 5.7: MS buys the first 5 and closes with the minors; FdSB, over its limit (counted
    again on the purchase, as 18xx.games), lays its track and settles its revenue first, then
    gives a train up (18xx.games asks in its step after the dividend; oracle seed 1200191)."""
    g = first_round(("MS", 90, "Carmen", 900), ("FdSB", 80, "Diego", 300))
    s = g.state
    s.options["as_18xx_games"] = True
    s.phase = PHASE_4
    s.depot = [t for t in s.depot if t.startswith("5-")]
    trains(g, "FdSB", "3-1:2+3", "3-2:2+3", "3-3:2+3", "4-1:3+4")
    to_step(g, "trains")
    act(g, "buy_train", train="5-0")
    s = g.state
    assert s.phase == PHASE_5 and s.corporations["MS"].closed and s.discards == ["FdSB"]
    assert operating(g) == "FdSB" and step(g) == "track" and kinds(g) == {"lay_tile", "pass"}
    to_step(g, "takeover")
    s = g.state
    assert s.operating.dividend_done and kinds(g) == {"discard_train"}
    act(g, "discard_train", train="3-1")
    assert len(g.state.corporations["FdSB"].trains) == 3 and not g.state.discards


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_mz_closing_at_phase_5_leaves_mzas_stacked_marker_in_madrid(as_18xx_games):
    """R131: MZA's home marker stacked on MZ's; MZ closes with the minors (phase 5). By the book
    MZA's marker alone holds the circle, and it blocks others; 18xx.games keeps MZ's place there,
    free, so others' routes pass and a marker may go there (D43; oracle seed 1220047)."""
    g = first_round(("MS", 90, "Carmen", 900), ("MZ", 80, "Diego", 100), ("MZA", 80, "Bruno", 300))
    s = g.state
    s.options["as_18xx_games"] = as_18xx_games
    esp_track.place_home(s, s.corporations["MZ"], "F24-c2")
    esp_track.place_home(s, s.corporations["MZA"], "F24-c2")
    assert s.board.tokens["F24-c2"] == ["MZ", "MZA"]
    s.phase = PHASE_4
    s.depot = [t for t in s.depot if t.startswith("5-")]
    to_step(g, "trains")
    act(g, "buy_train", train="5-0")
    s = g.state
    assert s.corporations["MZ"].closed
    if as_18xx_games:
        assert s.board.tokens["F24-c2"] == [None, "MZA"] and not blocks(s.board, "F24-c2", "CRB")
    else:
        assert s.board.tokens["F24-c2"] == ["MZA"] and blocks(s.board, "F24-c2", "CRB")
        assert "stacked_place_kept" in s.deviations


def test_a_corporation_at_its_limit_cannot_buy_the_train_that_would_scrap_its_own():
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_5
    floated(g, "FdSB", 80, "Diego", 700)
    g.state.depot = [t for t in g.state.depot if t.startswith("6-")]
    operate(g)
    trains(g, "FdSB", "3-0", "4-0", "5-0")
    to_step(g, "trains")
    assert not legal(g, "buy_train")


def test_emergency_money_the_director_sells_what_he_needs_and_no_more():
    """E14 (5.7.1): treasury 200, the bank's card 300, its director 99 and shares to sell: he
    sells, no more than he needs, and takes no loan."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "FdSB", 80, "Diego", 200)
    floated(g, "CFLG", 75, "Almira", 0)  # it operates after FdSB
    shareholders(g, "CFLG", {"Diego": 3})
    g.state.corporations["CFLG"].started = True  # it has operated: its shares may be sold
    g.state.depot = [t for t in g.state.depot if t.startswith("4-")]
    operate(g)
    g.state.cash["Diego"] = 99  # after P4's income
    to_step(g, "trains")
    assert operating(g) == "FdSB" and not legal(g, "buy_train")
    sales = legal(g, "sell_shares")
    assert [(a["corporation"], a["percent"]) for a in sales] == [("CFLG", 10)]  # 1 lacking: one share
    act(g, "sell_shares", corporation="CFLG")
    s = g.state
    assert s.cash["Diego"] == 99 + 75 and not legal(g, "sell_shares")
    assert s.corporations["CFLG"].shares.pool == 1 and s.corporations["CFLG"].cell == (0, 4)
    act(g, "buy_train", train="4-0", variant="4")
    s = g.state
    assert s.corporations["FdSB"].trains == ["4-0"] and not s.loans
    assert s.corporations["FdSB"].cash == 0 and s.cash["Diego"] == 174 - 100


def test_emergency_money_with_nothing_to_sell_is_a_loan_for_what_is_missing():
    """E14: nothing sellable: the director pays all he has and borrows 1; repaying it later
    costs 1 and 1 interest."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "FdSB", 80, "Diego", 200)
    g.state.depot = [t for t in g.state.depot if t.startswith("4-")]
    operate(g)
    g.state.cash["Diego"] = 99  # after P4's income
    to_step(g, "trains")
    assert [(a["train"], a["price"]) for a in legal(g, "buy_train")] == [("4-0", 300), ("4-0", 300)]
    act(g, "buy_train", train="4-0", variant="3+4")
    s = g.state
    # the treasury's 200 and all of Diego's 99, and a loan of 1 (then the next round's P4 income)
    assert s.corporations["FdSB"].trains == ["4-0"] and s.loans == {"Diego": 1}
    assert "18esp.loan.takes" in keys(g) and s.cash["Diego"] == 20


def second_odd_loan(**options):
    """Diego owes 1 already and borrows 1 more to buy FdSB's 4 (as in E14)."""
    g = stock_round(new_game(**options), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "FdSB", 80, "Diego", 200)
    g.state.depot = [t for t in g.state.depot if t.startswith("4-")]
    operate(g)  # (a loan owed before would have to be repaid in the stock round there, D37)
    g.state.loans["Diego"] = 1
    g.state.cash["Diego"] = 99
    to_step(g, "trains")
    act(g, "buy_train", train="4-0", variant="3+4")
    return g


def test_a_second_odd_loan_owes_half_the_sum_rounded_up_once_18xx_games_each_half():
    """5.7.2 and 8.1: 1.5 times what is owed, rounded up: 2 owed costs 3; 18xx.games rounds each
    loan's half up when it is taken, 2 + 1 + 1 = 4 (D33)."""
    book = second_odd_loan()
    assert book.state.loans == {"Diego": 2} and esp_loans.debt(book.state, "Diego") == 3
    assert "loan_interest_rounding" in book.state.deviations
    theirs = second_odd_loan(as_18xx_games=True)
    assert theirs.state.loans == {"Diego": 2} and esp_loans.debt(theirs.state, "Diego") == 4
    whole = [{"type": "repay_loan", "player": "Diego", "amount": 2}]
    theirs.state.cash["Diego"] = 4
    assert esp_loans.choices(theirs.state, "Diego") == whole
    theirs.state.cash["Diego"] = 3  # 3 repays 2 by the book, not the whole there
    assert esp_loans.choices(theirs.state, "Diego") == []


def test_the_bank_exports_its_top_train_after_each_set_and_it_may_begin_a_phase():
    g = first_round(("FdSB", 80, "Diego", 320))
    g.state.depot = [t for t in g.state.depot if not t.startswith("2-")]
    trains(g, "FdSB", "2-1")
    while g.state.round == "operating":
        to_step(g, "privates") if g.state.operating else None
        if g.state.round == "operating":
            act(g, "pass")
    s = g.state
    assert s.round == "stock" and s.turn == 2 and s.phase == PHASE_3
    assert "3-0" not in s.depot and "3-0" in s.scrapped and "18esp.train.exported" in keys(g)


def test_a_major_combines_a_recycled_card_with_its_train_from_phase_4():
    """E8 (6.2.1): a major buys the first 4 (the 2s scrapped), then recycles a 1+2 for 200 under
    it: one train, 4 broad and 1+2 narrow, that counts once."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "FdSB", 80, "Diego", 600)
    g.state.depot = [t for t in g.state.depot if t.startswith("4-")]
    operate(g)
    trains(g, "CFEA", "2-5")  # another's 2 that will rust
    to_step(g, "trains")
    act(g, "buy_train", train="4-0", variant="4")
    s = g.state
    assert s.phase == PHASE_4 and "2-5" in s.scrapped
    offers = legal(g, "combine_trains")
    assert {(a["train"], a["variant"], a["price"]) for a in offers} == {("4-0", "1+2", 200)}
    act(g, "combine_trains", train="4-0")
    s = g.state
    assert s.combined == {"4-0": offers[0]["recycled"]} and s.corporations["FdSB"].cash == 100
    assert offers[0]["recycled"] not in s.scrapped and s.corporations["FdSB"].trains == ["4-0"]
    assert str(s.log[-1][1]) == "FdSB recycles a train for ₧200: its combined train is a 4+1+2."


def test_each_combined_train_keeps_the_side_its_recycled_card_was_given():
    """As 18xx.games plays (recycled_card_kept), one card may go under several trains, each on
    the side chosen when it was combined."""
    s = new_game().state
    s.options["as_18xx_games"] = True
    corp = s.corporations["FdSB"]
    corp.trains, s.variants, s.scrapped = ["3-0", "4-0"], {"3-0": "3", "4-0": "4"}, ["2-5"]
    s.operating = OperatingTurn("FdSB", ("trains",))
    esp_trains.combine(s, corp, {"train": "3-0", "recycled": "2-5", "variant": "1+2", "price": 0})
    esp_trains.combine(s, corp, {"train": "4-0", "recycled": "2-5", "variant": "2", "price": 0})
    assert esp_trains.name(s, "3-0") == "3+1+2" and esp_trains.name(s, "4-0") == "4+2"


def test_no_train_is_bought_after_a_combined_train_is_formed_in_the_turn():
    """The rule book does not order buying and combining in the train step; 18xx.games buys
    first and combines after, so a combination ends the buying."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "FdSB", 80, "Diego", 900)
    g.state.depot = [t for t in g.state.depot if t.startswith("4-")]
    operate(g)
    trains(g, "CFEA", "2-5")
    to_step(g, "trains")
    act(g, "buy_train", train="4-0", variant="4")
    assert legal(g, "buy_train")
    act(g, "combine_trains", train="4-0")
    assert not legal(g, "buy_train") and g.state.operating.trains_combined
