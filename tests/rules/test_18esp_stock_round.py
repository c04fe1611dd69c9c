"""18ESP (seed 004) 4 'Aktienrunden' and what of 4.3.1, 4.3.2, 5.6, 5.7.2 and 6.1 a stock round
needs, through the game's API: starting majors (the director's certificate at twice the start
price, 95 and 100 from phase 3, the southern ones from phase 3) and minors (twice the start price
into the treasury, until phase 5); floating at 40% with four times the start price (60% and ten
times from phase 5); one certificate a turn after the sales and loans; selling only what has
operated, never a minor, at the price before the drop, one cell per share, into an Open Market of
at most 50%, in several parts; no buying back what was sold in the round; the certificate and 60%
limits (kept above 60% after a takeover); director changes by buying and by selling (the rule
book's examples E1 and E2 of docs/rules-18esp.md, a tie to the lowest order card); P6's share
unsellable without a start price; repaying loans with 50% interest; the sold-out rise and the new
order by cash at the end; then the game waits at the first operating round."""

from __future__ import annotations

import copy
import random
import re

import pytest
from g18esp_table import (
    at_price,
    buy,
    keys,
    new_game,
    par,
    parred,
    pass_,
    refused,
    repay,
    sales,
    sell,
    shareholders,
    snapshot,
    stock_round,
    turn_of,
    types_for,
)

from pygame_rules import legal as legality
from pygame_rules.api import Game
from pygame_rules.games.g18esp.rules import TITLE
from pygame_rules.games.g18esp.view import starting
from pygame_rules.messages import LANGUAGES, render
from pygame_rules.playout import concrete

PHASE_3, PHASE_5 = 1, 3  # indices of phases "3" and "5"


def first_stock_round():
    """After the auction (Almira P1 and P5, Bruno P2 and P6 with a CRB share, Carmen P3 and P7
    with FdLR at 70, Diego P4): Carmen 410, Bruno 430, Almira 500, Diego 550, seated so."""
    g = new_game()
    stock_round(g, "Carmen", number=1)
    assert g.state.players == ["Carmen", "Bruno", "Almira", "Diego"] and g.active_players == ["Carmen"]
    return g


def pars(g, corp):
    return [a["price"] for a in g.legal_actions() if a["type"] == "par" and a["corporation"] == corp]


def test_a_majors_directors_certificate_costs_twice_its_start_price_and_it_floats_at_40_percent():
    g = first_stock_round()
    assert pars(g, "FdSB") == [70, 75, 80, 85, 90]  # 95 and 100 from phase 3
    par(g, "Carmen", "FdSB", 80)
    fdsb = g.state.corporations["FdSB"]
    assert g.state.cash["Carmen"] == 410 - 160 and fdsb.cash == 0 and fdsb.shares.director == "Carmen"
    assert g.view()["corporations"][list(g.state.corporations).index("FdSB")]["price"] == 80
    # the bank gets the money; the turn is over with the purchase
    assert g.state.bank == -2600 + 710 + 160 and g.active_players == ["Bruno"]
    buy(g, "Bruno", "FdSB")
    assert g.state.cash["Bruno"] == 430 - 80 and not g.state.corporations["FdSB"].floated
    buy(g, "Almira", "FdSB")
    fdsb = g.state.corporations["FdSB"]
    # 40% sold: four times the start price into the treasury; two markers open, three locked
    assert fdsb.floated and fdsb.cash == 320 and fdsb.goals
    assert fdsb.tokens_left == [0, 50] and fdsb.locked_tokens == [50, 50, 50]
    assert keys(g)[-1] == "18esp.corporation.floats"
    assert str(g.state.log[-1][1]) == "FdSB floats: the bank pays ₧320 into its treasury."


def test_p7s_major_floats_with_two_shares_more():
    g = first_stock_round()
    buy(g, "Carmen", "FdLR")
    pass_(g, "Bruno")
    pass_(g, "Almira")
    pass_(g, "Diego")
    buy(g, "Carmen", "FdLR")
    fdlr = g.state.corporations["FdLR"]
    assert fdlr.floated and fdlr.cash == 4 * 70 and g.state.cash["Carmen"] == 410 - 140


def test_from_phase_5_a_major_floats_at_60_percent_with_ten_times_its_start_price():
    g = first_stock_round()
    g.state.phase = PHASE_5
    assert pars(g, "FdSB") == [70, 75, 80, 85, 90, 95, 100]
    g.state.cash["Carmen"] = 2000
    par(g, "Carmen", "FdSB", 90)
    for player in ("Bruno", "Almira", "Diego"):
        pass_(g, player)
    shareholders(g, "FdSB", {"Bruno": 2})  # 40% sold now
    buy(g, "Carmen", "FdSB")
    assert not g.state.corporations["FdSB"].floated
    for player in ("Bruno", "Almira", "Diego"):
        pass_(g, player)
    buy(g, "Carmen", "FdSB")
    fdsb = g.state.corporations["FdSB"]
    assert fdsb.floated and fdsb.cash == 900 and not fdsb.goals
    assert fdsb.tokens_left == [0, 50, 50, 50, 50] and fdsb.locked_tokens == []


def test_a_minor_is_in_operation_at_once_with_twice_its_start_price_in_its_treasury():
    g = first_stock_round()
    assert pars(g, "MS") == [70, 75, 80, 85, 90, 95, 100]  # 4.3.1: any yellow cell
    par(g, "Carmen", "MS", 100)
    ms = g.state.corporations["MS"]
    assert g.state.cash["Carmen"] == 210 and ms.cash == 200 and ms.floated and ms.shares.director == "Carmen"
    view = g.view()["corporations"][list(g.state.corporations).index("MS")]
    assert view["shares"]["players"] == {"Carmen": 50} and view["kind"] == "minor" and view["price"] == 100
    # a certificate for the limit
    assert next(p for p in g.view()["players"] if p["name"] == "Carmen")["certificates"] == 4
    assert str(g.state.log[-1][1]) == "The minor MS is in operation with ₧200 in its treasury."


def test_southern_majors_may_be_started_from_phase_3_and_minors_until_phase_5():
    g = first_stock_round()
    assert not types_for(g, "N") and not types_for(g, "CRB")
    assert (
        refused(g, {"type": "par", "player": "Carmen", "corporation": "N", "price": 80}) == "18esp.refuse.south_later"
    )
    assert refused(g, {"type": "par", "player": "Carmen", "corporation": "FdSB", "price": 95}) == (
        "18esp.refuse.start_price"
    )
    g.state.phase = PHASE_3
    assert pars(g, "N") == [70, 75, 80, 85, 90, 95, 100] and pars(g, "MS")
    g.state.phase = PHASE_5
    assert not pars(g, "MS")
    assert refused(g, {"type": "par", "player": "Carmen", "corporation": "MS", "price": 80}) == "18esp.refuse.no_minors"


def test_nothing_is_sold_before_its_major_has_operated_and_a_minor_never():
    g = first_stock_round()
    par(g, "Carmen", "MS", 70)
    g = stock_round(g, "Carmen", number=2)
    fdlr = g.state.corporations["FdLR"]
    assert not sales(g, "FdLR") and not sales(g, "MS")
    action = {"type": "sell_shares", "player": "Carmen", "corporation": "FdLR", "percent": 20}
    shareholders(g, "FdLR", {"Carmen": 1})
    assert refused(g, {**action, "percent": 10}) == "18esp.refuse.not_operated"
    assert refused(g, {**action, "corporation": "MS", "percent": 50}) == "18esp.refuse.minor_sale"
    fdlr.started = True  # it has operated
    g.state.corporations["MS"].started = True
    assert sales(g, "FdLR") == [10] and not sales(g, "MS")


def test_p6s_share_cannot_be_sold_before_its_major_has_a_start_price():
    g = stock_round(new_game(), "Bruno", number=2)
    crb = g.state.corporations["CRB"]
    assert crb.shares.units_of("Bruno") == 1 and crb.par is None
    assert not sales(g, "CRB")
    sale = {"type": "sell_shares", "player": "Bruno", "corporation": "CRB", "percent": 10}
    assert refused(g, sale) == "18esp.refuse.no_start_price"
    # it counts for the certificate limit: P2, P6 and the share
    assert next(p for p in g.view()["players"] if p["name"] == "Bruno")["certificates"] == 3


def mcp(pool: int):
    """Example E1 (4.2): MCP has operated at 250; Almira holds three shares, the Open Market
    `pool`, Diego directs it."""
    g = stock_round(new_game(), "Almira")
    g.state.phase = PHASE_3
    corp = parred(g, "MCP", 100, "Diego", operated=True)
    at_price(corp, 250)
    shareholders(g, "MCP", {"Almira": 3, "Diego": 2}, pool=pool)
    return g


def test_example_e1_selling_three_shares_at_250():
    g = mcp(pool=2)
    assert sales(g, "MCP") == [10, 20, 30]
    sell(g, "Almira", "MCP", 30)
    corp = g.state.corporations["MCP"]
    # the price before the drop for every share, then one cell per share: 250, 240, 231, 222
    assert g.state.cash["Almira"] == 500 + 750 and g.view()["corporations"][4]["price"] == 222
    assert corp.shares.pool == 5 and corp.shares.units_of("Almira") == 0
    assert "Almira sells 30% of MCP into the Open Market for ₧750." in [str(line) for _, line in g.state.log]


def test_example_e1_with_three_shares_in_the_open_market_only_two_may_be_sold():
    g = mcp(pool=3)
    assert sales(g, "MCP") == [10, 20]
    action = {"type": "sell_shares", "player": "Almira", "corporation": "MCP", "percent": 30}
    assert refused(g, action) == "18esp.refuse.open_market_full"


def test_shares_of_one_major_may_be_sold_in_several_parts_at_the_price_then():
    g = mcp(pool=0)
    sell(g, "Almira", "MCP", 10)
    sell(g, "Almira", "MCP", 10)
    assert g.state.cash["Almira"] == 500 + 250 + 240
    assert g.state.corporations["MCP"].cell == at_price(copy.copy(g.state.corporations["MCP"]), 231).cell


def test_what_was_sold_in_a_stock_round_is_not_bought_back_in_it():
    g = mcp(pool=0)
    sell(g, "Almira", "MCP", 10)
    assert "MCP" not in {a.get("corporation") for a in g.legal_actions() if a["type"] == "buy_share"}
    buy_back = {"type": "buy_share", "player": "Almira", "corporation": "MCP", "from": "ipo"}
    assert refused(g, buy_back) == "18esp.refuse.sold_this_round"
    # the next stock round it may
    g = stock_round(g, "Almira", number=3)
    buy(g, "Almira", "MCP", "pool")
    assert g.state.corporations["MCP"].shares.units_of("Almira") == 3


def test_a_turn_sells_first_then_repays_loans_then_buys_one_certificate():
    g = mcp(pool=0)
    g.state.loans["Almira"] = 100
    assert {"buy_share", "par"}.isdisjoint(a["type"] for a in g.legal_actions())
    buying = {"type": "buy_share", "player": "Almira", "corporation": "MCP", "from": "ipo"}
    assert refused(g, buying) == "18esp.refuse.loan_first"
    assert refused(g, {"type": "par", "player": "Almira", "corporation": "CFEA", "price": 70}) == (
        "18esp.refuse.loan_first"
    )
    sell(g, "Almira", "MCP", 10)
    repay(g, "Almira", 100)
    # no more sales once the loan is repaid; now she may buy
    assert not sales(g, "MCP")
    sale = {"type": "sell_shares", "player": "Almira", "corporation": "MCP", "percent": 10}
    assert refused(g, sale) == "18esp.refuse.turn_order"
    par(g, "Almira", "CFEA", 70)
    assert g.active_players != ["Almira"]  # one certificate, and the turn is over


def test_loans_are_repaid_in_part_or_whole_with_50_percent_interest_rounded_up():
    g = stock_round(new_game(), "Almira")
    g.state.loans["Almira"] = 100
    offer = next(a for a in g.legal_actions() if a["type"] == "repay_loan")
    assert offer["amount"] == {"min": 1, "max": 100, "step": 1}
    repay(g, "Almira", 35)
    assert g.state.cash["Almira"] == 500 - 35 - 18 and g.state.loans == {"Almira": 65}
    assert g.view()["players"][2]["loan"] == 65
    assert str(g.state.log[-1][1]) == "Almira repays ₧35 of the loan with ₧18 interest (₧65 still owed)."
    assert refused(g, {"type": "par", "player": "Almira", "corporation": "CFEA", "price": 70}) == (
        "18esp.refuse.loan_first"
    )
    repay(g, "Almira", 65)
    assert g.state.cash["Almira"] == 447 - 65 - 33 and g.state.loans == {}
    assert pars(g, "CFEA")


def test_a_loan_is_repaid_only_as_far_as_the_cash_goes():
    g = stock_round(new_game(), "Almira")
    g.state.loans["Almira"], g.state.cash["Almira"] = 100, 10
    offer = next(a for a in g.legal_actions() if a["type"] == "repay_loan")
    assert offer["amount"]["max"] == 6  # 6 + 3 interest; 7 would cost 11
    assert refused(g, {"type": "repay_loan", "player": "Almira", "amount": 7}) == "18esp.refuse.repay"


def test_as_18xx_games_plays_only_the_whole_loan_is_repaid():
    g = stock_round(new_game(as_18xx_games=True), "Almira")
    g.state.loans["Almira"] = 100
    assert [a for a in g.legal_actions() if a["type"] == "repay_loan"] == [
        {"type": "repay_loan", "player": "Almira", "amount": 100}
    ]
    g.state.cash["Almira"] = 149
    assert not [a for a in g.legal_actions() if a["type"] == "repay_loan"]


def choice_types(g):
    return {a["type"] for a in g.legal_actions()} - {"end_game"}


def test_a_player_may_pass_rather_than_repay_his_loan():
    """4: whoever will not sell, repay or buy passes; the pass is noted as 18xx.games' D37."""
    g = stock_round(new_game(), "Almira")
    g.state.loans["Almira"] = 100
    assert choice_types(g) >= {"repay_loan", "pass"}
    pass_(g, "Almira")
    assert g.state.loans == {"Almira": 100} and g.state.cash["Almira"] == 500
    assert g.active_players != ["Almira"] and "repayment_instead_of_passing" in g.state.deviations


def test_as_18xx_games_plays_who_can_repay_and_has_nothing_to_sell_must_repay():
    """18xx.games (D37): the whole loan repayable, nothing to sell: the repayment, no pass."""
    g = stock_round(new_game(as_18xx_games=True), "Almira")
    g.state.loans["Almira"] = 100
    assert [a["type"] for a in g.legal_actions() if a["type"] != "end_game"] == ["repay_loan"]
    assert refused(g, {"type": "pass", "player": "Almira"}) == "18esp.refuse.repay_not_pass"
    repay(g, "Almira", 100)
    assert g.state.cash["Almira"] == 350 and g.state.loans == {}
    assert g.active_players == ["Almira"] and choice_types(g) >= {"par", "pass"}
    # with less than the whole loan and its interest she may pass
    g = stock_round(new_game(as_18xx_games=True), "Almira")
    g.state.loans["Almira"], g.state.cash["Almira"] = 100, 149
    assert "pass" in choice_types(g)
    # and with shares to sell too
    g = mcp(pool=0)
    g.state.options["as_18xx_games"] = True
    g.state.loans["Almira"] = 100
    assert choice_types(g) >= {"sell_shares", "repay_loan", "pass"}


def test_the_certificate_limit_counts_privates_shares_and_directors_certificates():
    g = stock_round(new_game(), "Almira")
    corp = parred(g, "FdSB", 70, "Diego")
    shareholders(g, "FdSB", {"Almira": 4})
    for cid in ("CFEA", "CFLG"):
        parred(g, cid, 70, "Bruno")
        shareholders(g, cid, {"Almira": 4})
    for cid in ("MS", "CM", "SC", "AC", "MZ", "ZP"):
        parred(g, cid, 70, "Almira", floated=True)
    # P1, P5, 12 shares and 6 minors: 20, the limit with four players
    assert next(p for p in g.view()["players"] if p["name"] == "Almira")["certificates"] == 20
    assert not [a for a in g.legal_actions() if a["type"] in ("buy_share", "par")]
    action = {"type": "buy_share", "player": "Almira", "corporation": "FdLR", "from": "ipo"}
    assert refused(g, action) == "18esp.refuse.certificate_limit"
    # above it (a director's change, say), she must sell first when she can
    corp.started = True
    shareholders(g, "FdSB", {"Almira": 1})
    assert {a["type"] for a in g.legal_actions()} == {"sell_shares", "end_game"}


def test_no_one_buys_above_60_percent_but_a_takeovers_share_may_be_kept():
    g = stock_round(new_game(), "Almira")
    parred(g, "FdSB", 70, "Almira", operated=True)
    shareholders(g, "FdSB", {"Almira": 4})
    action = {"type": "buy_share", "player": "Almira", "corporation": "FdSB", "from": "ipo"}
    assert refused(g, action) == "18esp.refuse.ownership"
    shareholders(g, "FdSB", {"Almira": 1})  # 70% after a minor's takeover (5.6)
    assert "pass" in {a["type"] for a in g.legal_actions()} and pars(g, "CFEA")


def andaluces(almira: int, bruno: int, carmen: int, pool: int, director: str = "Almira"):
    """A (a southern major) has operated at 100; its director holds the certificate and the rest
    of his units in shares."""
    g = stock_round(new_game(), director)
    g.state.phase = PHASE_3
    parred(g, "A", 100, director, operated=True)
    units = {"Almira": almira, "Bruno": bruno, "Carmen": carmen}
    units[director] -= 2
    shareholders(g, "A", {p: n for p, n in units.items() if n}, pool=pool)
    return g


def test_example_e2_the_director_sells_everything_and_the_largest_holder_takes_over():
    g = andaluces(almira=4, bruno=3, carmen=2, pool=1)
    assert g.state.corporations["A"].shares.ipo == 0 and sales(g, "A") == [10, 20, 30, 40]
    sell(g, "Almira", "A", 40)
    a = g.state.corporations["A"]
    # Bruno handed two shares for the certificate before the sale; Almira sold four shares
    assert a.shares.director == "Bruno" and a.shares.percent_of("Bruno") == 30 and a.shares.held["Bruno"] == 1
    assert a.shares.percent_of("Almira") == 0 and a.shares.pool_percent() == 50
    assert g.state.cash["Almira"] == 500 + 400 and g.view()["corporations"][2]["price"] == 80
    assert keys(g)[-6:-4] == ["share.director", "18esp.share.sells"]
    # the Open Market is full: neither Bruno nor Carmen may sell A now
    for player in ("Bruno", "Carmen"):
        turn_of(g, player)
        assert not sales(g, "A")
    # Carmen buys two shares from the Open Market in two turns: 40% > 30%, she becomes director
    buy(g, "Carmen", "A", "pool")
    turn_of(g, "Carmen")
    buy(g, "Carmen", "A", "pool")
    a = g.state.corporations["A"]
    assert a.shares.director == "Carmen" and a.shares.percent_of("Carmen") == 40
    assert a.shares.held == {"Bruno": 3, "Carmen": 2} and a.shares.pool_percent() == 30


def test_a_tie_for_director_goes_to_the_lowest_player_order_card():
    """Bruno (second card) sells his 40%: Almira (third card, next to his left) and Carmen (first
    card) hold 30% each; the rule book gives Carmen the certificate, 18xx.games Almira."""
    g = andaluces(almira=3, bruno=4, carmen=3, pool=0, director="Bruno")
    assert g.state.players == ["Carmen", "Bruno", "Almira", "Diego"]
    sell(g, "Bruno", "A", 40)
    assert g.state.corporations["A"].shares.director == "Carmen" and g.state.deviations == ["director_tie"]
    g = andaluces(almira=3, bruno=4, carmen=3, pool=0, director="Bruno")
    g.state.options["as_18xx_games"] = True
    sell(g, "Bruno", "A", 40)
    assert g.state.corporations["A"].shares.director == "Almira"


def test_a_purchase_that_gives_more_than_the_director_changes_the_director():
    g = andaluces(almira=3, bruno=3, carmen=0, pool=4, director="Almira")
    turn_of(g, "Bruno")
    buy(g, "Bruno", "A", "pool")
    a = g.state.corporations["A"]
    assert a.shares.director == "Bruno" and a.shares.held == {"Almira": 3, "Bruno": 2}
    assert keys(g)[-1] == "share.director" and str(g.state.log[-1][1]) == "Bruno becomes director of A."


def test_the_director_keeps_his_certificate_unless_another_holds_more_after_the_sale():
    g = andaluces(almira=4, bruno=2, carmen=0, pool=0)
    # 40% to 20%: Bruno's 20% is not more; to 10% or 0: Bruno takes it
    assert sales(g, "A") == [10, 20, 30, 40]
    action = {"type": "sell_shares", "player": "Almira", "corporation": "A", "percent": 30}
    g2 = andaluces(almira=4, bruno=1, carmen=0, pool=0)
    assert sales(g2, "A") == [10, 20]  # nobody else holds 20%: the certificate stays
    assert refused(g2, action) == "18esp.refuse.director_sale"


def finish_round(g: Game) -> None:
    while g.state.round == "stock":
        pass_(g, g.active_players[0])


def test_at_the_end_sold_out_majors_rise_and_minors_stay():
    g = stock_round(new_game(), "Carmen")
    for cid in ("FdSB", "CFEA"):
        parred(g, cid, 80, "Diego", floated=True)
        shareholders(g, cid, {"Almira": 4, "Bruno": 4})
    cfea = g.state.corporations["CFEA"]
    cfea.shares.take("Bruno")
    cfea.shares.pool += 1  # not sold out
    parred(g, "CFLG", 80, "Diego", floated=True)
    shareholders(g, "CFLG", {"Almira": 4, "Bruno": 4})  # sold out, under FdSB on 80
    parred(g, "MS", 80, "Carmen", floated=True)
    finish_round(g)
    prices = {c["id"]: c["price"] for c in g.view()["corporations"] if c["price"]}
    assert prices["FdSB"] == 85 and prices["CFLG"] == 85 and prices["CFEA"] == 80 and prices["MS"] == 80
    # the higher marker moved first and stays above
    assert g.state.arrivals["FdSB"] < g.state.arrivals["CFLG"]


def test_at_the_end_the_order_cards_follow_cash_the_most_first_and_the_operating_round_begins():
    g = first_stock_round()
    parred(g, "FdSB", 80, "Diego", floated=True)  # something operates: the round waits for it
    g.state.cash.update({"Almira": 300, "Bruno": 450, "Carmen": 450, "Diego": 120})
    finish_round(g)
    s = g.state
    # Carmen and Bruno tie at 450: the order they had stays, Carmen first
    assert s.players == ["Carmen", "Bruno", "Almira", "Diego"]
    assert keys(g)[keys(g).index("18esp.round.order_by_cash") + 1] == "18esp.round.first_player"
    assert s.round == "operating" and s.or_number == s.or_count == 1 and s.priority == 0


def test_the_order_by_cash_is_dealt_anew_the_most_first():
    g = first_stock_round()
    parred(g, "FdSB", 80, "Diego", floated=True)  # something operates: the round waits for it
    g.state.cash.update({"Almira": 300, "Bruno": 200, "Carmen": 100, "Diego": 300})
    finish_round(g)
    assert g.state.players == ["Almira", "Diego", "Bruno", "Carmen"]
    assert [p["order_card"] for p in g.view()["players"]] == [1, 2, 3, 4]


def test_the_view_shows_what_the_table_needs():
    g = first_stock_round()
    par(g, "Carmen", "FdSB", 75)
    v = g.view()
    assert v["title"] == "18ESP" and v["round"] == "stock" and v["currency"] == "₧"
    carmen = v["players"][0]
    assert carmen == {**carmen, "name": "Carmen", "cash": 260, "order_card": 1, "loan": 0}
    assert carmen["privates"] == ["P3", "P7"]
    fdsb = next(c for c in v["corporations"] if c["id"] == "FdSB")
    assert (fdsb["par"], fdsb["price"], fdsb["cash"], fdsb["director"]) == (75, 75, 0, "Carmen")
    assert fdsb["shares"] == {"ipo": 80, "pool": 0, "players": {"Carmen": 20}}
    assert fdsb["kind"] == "major" and fdsb["region"] == "north" and fdsb["home"] == "I5"
    assert not fdsb["floated"] and fdsb["locked_tokens"] == [50, 50, 50]
    assert len(v["market"]) == 1 and v["market"][0][4] == {"price": 70, "par": True, "zone": None}
    assert v["auction"] is None and v["pending_par"] is None and v["certificate_limit"] == 20


def test_the_view_says_what_starting_a_corporation_brings_in_each_phase():
    """The start dialog's facts (4.3.1, 4.3.2, 6.1): a major floats at 40% sold and receives four
    times its start price, with goals; from phase 5 at 60% and ten times, without goals; a minor's
    buyer pays twice the start price into its treasury. And the most a corporation pays for a
    private, of its face value (5.8: 100%, 150%, 200%; none from phase 5)."""
    g = first_stock_round()
    assert g.view()["starting"] == {
        "float_percent": 40,
        "capital_multiple": 4,
        "goals": True,
        "minors": True,
        "minor_capital_multiple": 2,
        "private_price_percent": 100,
        "private_price_min": 1,
    }
    seen, state = [], g.state
    for index in range(len(state.rules.trains.phases(state))):
        state.phase = index
        s = starting(state)
        seen.append((s["float_percent"], s["capital_multiple"], s["goals"], s["minors"], s["private_price_percent"]))
    assert seen[:4] == [
        (40, 4, True, True, 100),
        (40, 4, True, True, 150),
        (40, 4, True, True, 200),
        (60, 10, False, False, None),
    ]


# --- conformance as far as the title plays: random games from the set-up to the operating round ---


def random_game(n: int, seed: int, options: dict | None = None) -> Game:
    return Game(TITLE, ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"][:n], seed, options or {})


def random_move(g: Game, rnd: random.Random) -> dict:
    """Any legal move but ending the game; bids mostly the least, so money is left for shares."""
    move = rnd.choice([a for a in g.legal_actions() if a["type"] != "end_game"])
    if move["type"] == "bid" and rnd.random() < 0.8:
        return {**move, "price": move["price"]["min"]}
    return concrete(move, rnd)


def play(g: Game, rnd: random.Random, each=None) -> Game:
    for _ in range(2000):
        if g.state.round == "operating":
            return g
        if each:
            each(g)
        g.apply(random_move(g, rnd))
    raise AssertionError("no operating round after 2000 moves")


CASES = [(n, seed, opts) for n in (3, 4, 5, 6) for seed in (1, 2) for opts in ({}, {"core": True})]


@pytest.mark.parametrize(("n", "seed", "options"), CASES)
def test_random_games_reach_the_operating_round_with_every_legal_action_accepted(n, seed, options):
    rnd = random.Random(seed)
    start = None

    def check(g: Game) -> None:
        nonlocal start
        start = start or g.title.conserved(g.state)
        assert g.title.conserved(g.state) == start  # money comes from and goes to the bank only
        legal = g.legal_actions()
        assert g.active_players and legal
        for action in legal:
            assert action["player"] in g.active_players and action["type"] in g.title.action_types
        for action in rnd.sample(legal, min(len(legal), 8)):
            copy.deepcopy(g).apply(concrete(action, rnd))
        idle = [p for p in g.players if p not in g.active_players]
        before = snapshot(g)
        with pytest.raises(legality.IllegalAction):
            g.apply({**concrete(legal[0], rnd), "player": idle[0]})
        assert snapshot(g) == before

    g = play(random_game(n, seed, options), rnd, check)
    s = g.state
    assert s.round == "operating" and all(p.owner is not None for p in s.privates.values())
    assert s.stock_moves and any(c.floated for c in s.corporations.values())
    assert len(s.log) > 0
    # the same seed and moves give the same game
    again = random_game(n, seed, options)
    for action in g.actions:
        again.apply(action)
    assert snapshot(again) == snapshot(g)


def test_undo_returns_to_each_earlier_position():
    rnd = random.Random(5)
    g = random_game(4, 5)
    views = [snapshot(g)]
    while g.state.round != "operating":
        g.apply(random_move(g, rnd))
        views.append(snapshot(g))
    for i in range(len(views) - 2, -1, -1):
        g.undo()
        assert snapshot(g) == views[i]


@pytest.mark.parametrize("seed", [3, 4])
def test_every_log_line_reads_in_every_language_in_pesetas(seed):
    """A random game's log up to the operating round: every placeholder filled, no dollar."""
    g = play(random_game(5, seed), random.Random(seed))
    lines = [(line.key, line.args) for _, line in g.state.log]
    assert any(key.startswith("18esp.") for key, _ in lines)
    for key, args in lines:
        for language in LANGUAGES:
            rendered = render(language, key, args)
            assert not re.search(r"\{\w+(:[^{}]*)?\}", rendered), (language, key, args, rendered)
            assert "$" not in rendered, (language, key, rendered)


def test_players_who_end_the_game_are_ranked_by_cash_and_shares_less_loans_and_a_half():
    """8.1: cash and shares at their price, less 1.5 times a loan; privates count nothing; a
    tie goes to the lower player order card."""
    g = first_stock_round()
    parred(g, "FdSB", 80, "Bruno", floated=True)
    shareholders(g, "FdSB", {"Almira": 1})
    g.state.cash.update({"Carmen": 260, "Bruno": 240, "Almira": 420, "Diego": 500})  # Carmen: FdLR's 20% at 70
    g.state.loans["Diego"] = 60
    g.apply({"type": "end_game", "player": "Carmen"})
    result = g.result()
    assert result["scores"] == {"Carmen": 400, "Bruno": 400, "Almira": 500, "Diego": 410}
    assert result["ranking"] == ["Almira", "Diego", "Carmen", "Bruno"] and g.finished
    assert keys(g)[-1] == "18esp.end.manually_ended" and g.legal_actions() == []
