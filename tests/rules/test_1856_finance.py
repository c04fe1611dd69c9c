"""1856 (seed 003): capitalization and escrow, loans and interest, forced sales (the Max example),
bankruptcy, the opening auction, private purchase prices, the CGR's price and share exchange."""

import pytest
from g1856_table import at_cell, brantford_galt, new_game, operate, parred, sell, shareholders, to_step

from pygame_rules.core18xx import share_trading
from pygame_rules.games.g1856 import (
    auction,
    capitalization,
    cgr,
    loans,
    privates,
)
from pygame_rules.games.g1856.results import values
from pygame_rules.games.g1856.state import OperatingTurn
from pygame_rules.games.g1856.turn_steps import STEP_NAMES


def test_escrow_first_five_shares_pay_the_treasury_the_rest_wait_for_the_destination():
    g = new_game()
    s = g.state
    corp = s.corporations["BBG"]
    corp.par, corp.cell = 65, (5, 4)
    capitalization.parred(s, corp)
    corp.shares.director = "Max"
    corp.shares.ipo = 8
    capitalization.pay_for_ipo_shares(s, "Max", corp, 2)
    for _ in range(6):
        corp.shares.ipo -= 1
        corp.shares.give("Ann")
        capitalization.pay_for_ipo_shares(s, "Ann", corp, 1)
    assert corp.cash == 5 * 65 and corp.escrow == 3 * 65
    capitalization.reach_destination(s, corp)
    assert corp.cash == 8 * 65 and corp.escrow is None and corp.capitalization == "incremental"


def test_full_capitalization_pays_ten_times_par_once_enough_is_sold():
    g = new_game()
    s = g.state
    s.new_capitalization, s.operating_percent = "full", 60
    corp = s.corporations["GW"]
    corp.par, corp.cell = 100, (0, 4)
    capitalization.parred(s, corp)
    corp.shares.director = "Max"
    for n in range(4):
        assert corp.cash == 0
        corp.shares.ipo -= 1
        corp.shares.give("Ann")
        capitalization.pay_for_ipo_shares(s, "Ann", corp, 1)
    assert corp.cash == 1000 and corp.started


def _operating(g, corp, revenue=0):
    g.state.operating = OperatingTurn(
        corp.id, STEP_NAMES, step="dividend", revenue=revenue, routes=[{}] if revenue else []
    )


def test_interest_from_treasury_in_tens_then_from_the_run_then_from_the_director():
    g = new_game()
    corp = parred(g, "CA", 65, "Max")
    corp.loans, corp.cash = 3, 15
    _operating(g, corp, revenue=10)
    loans.pay_interest(g.state, corp)
    assert corp.cash == 5  # $10 from the treasury
    assert g.state.operating.revenue_penalty == 10  # $10 from the run
    assert g.state.cash["Max"] == 375 - 10  # the last $10 from the director


def test_a_loan_taken_after_interest_brings_only_90():
    g = new_game()
    corp = parred(g, "CA", 65, "Max")
    _operating(g, corp)
    g.state.operating.interest_paid = True
    loans.take(g.state, corp)
    assert corp.cash == 90 and corp.loans == 1


def test_loans_limited_by_player_shares_and_one_per_operating_round():
    g = new_game()
    corp = parred(g, "CA", 65, "Max")
    _operating(g, corp)
    assert loans.take_choices(g.state, corp, "Max")
    corp.loans = 2  # the director's certificate counts two shares
    assert not loans.take_choices(g.state, corp, "Max")
    corp.loans = 0
    loans.take(g.state, corp)
    assert not loans.take_choices(g.state, corp, "Max")


def test_excess_loans_must_be_repaid_with_the_directors_help():
    g = new_game()
    corp = parred(g, "CA", 65, "Max")
    _operating(g, corp)
    corp.loans, corp.cash = 4, 150  # only 2 shares in players' hands
    loans.force_repayment(g.state, corp)
    assert corp.loans == 2 and corp.cash == 0 and g.state.cash["Max"] == 375 - 50


def max_example(**options):
    """Seed 003, 'Zwangsverkauf': Max's holdings and the pool before his forced sale."""
    g = new_game(**options)
    s = g.state
    s.cash = {"Max": 0, "Ann": 0, "Bob": 0, "Cy": 0}
    gt = at_cell(parred(g, "GT", 90, "Max"), 90)
    gt.shares.held, gt.shares.pool, gt.shares.ipo = {"Max": 2, "Ann": 2, "Bob": 2}, 2, 0
    wr = at_cell(parred(g, "WR", 100, "Max"), 150)
    wr.shares.held, wr.shares.pool, wr.shares.ipo = {"Max": 4}, 4, 0
    cv = at_cell(parred(g, "CV", 100, "Ann"), 125)
    cv.shares.held, cv.shares.pool, cv.shares.ipo = {"Max": 3, "Ann": 3, "Bob": 2}, 0, 0
    gw = at_cell(parred(g, "GW", 100, "Max"), 110)
    gw.shares.held, gw.shares.pool, gw.shares.ipo = {"Max": 1, "Ann": 2, "Bob": 1, "Cy": 1}, 3, 0
    return g, gt, wr, cv, gw


def test_max_example_what_a_forced_sale_may_sell():
    g, gt, wr, cv, gw = max_example()
    s = g.state
    assert max(share_trading.sale_sizes(s, "Max", gt, keep_director=True)) == 2  # no change at GT
    assert max(share_trading.sale_sizes(s, "Max", wr)) == 1  # the pool holds 40% already
    assert max(share_trading.sale_sizes(s, "Max", cv)) == 3
    assert max(share_trading.sale_sizes(s, "Max", gw)) == 2  # 30% in the pool


def test_max_example_sales_raise_925_and_leave_him_bankrupt_with_865():
    """'Zwangsverkauf' (the Max example) with 'Lokkauf': GT must buy a diesel ($1,100) and has
    no cash; Max has $50 and sells what he may (20% GT, 10% WR, 30% CV, 20% GW: $925), which is
    not enough, so he is bankrupt and keeps the shares he could not sell."""
    g, gt = max_example()[:2]
    s = g.state
    s.depot, s.phase = ["D-0", "D-1"], 4  # the 6-trains are sold: the cheapest train is a diesel
    s.cash["Max"] = 50
    at_cell(gt, 100)  # GT withholds in its turn: its marker moves left to $90
    gt.had_route = True  # it must own a train
    operate(g, "GT", cash=0)
    to_step(g, "trains")
    for corp, pct in (("GT", 20), ("WR", 10), ("CV", 30), ("GW", 20)):
        sell(g, "Max", corp, pct)
    s = g.state
    assert s.cash["Max"] == 50 + 925  # $125 short of the diesel
    assert s.corporations["GW"].shares.director == "Ann"  # the GW sale hands the directorship on
    bankrupt = {"type": "bankrupt", "player": "Max", "corporation": "GT"}
    assert [a for a in g.legal_actions() if a["type"] != "end_game"] == [bankrupt]
    g.apply(bankrupt)
    s = g.state
    assert g.finished and s.end_reason == "bankrupt" and s.cash["Max"] == 0
    assert values(s)["Max"] == 150 + 625 + 90  # $865: the shares he could not sell


def gt_repayment_crisis(**options):
    """GT (Max directs it with his director's certificate alone; Ann and Bob hold 20% each, the
    pool 40%) reaches its loan step with nine loans, three above its limit: its $90 pays the
    interest, Max ($0) must pay the $300 repayment. Ann ($300) directs CV ($125), in which Max
    holds a share."""
    g = new_game(**options)
    g.state.cash = {"Max": 0, "Ann": 300, "Bob": 0, "Cy": 0}
    at_cell(parred(g, "CV", 100, "Ann"), 125)
    shareholders(g, "CV", {"Max": 1, "Ann": 2})
    operate(g, "GT", cash=90, price=90).loans = 9
    shareholders(g, "GT", {"Ann": 2, "Bob": 2}, pool=4)
    to_step(g, "loans")
    g.apply({"type": "pass", "player": "Max", "corporation": "GT"})
    return g


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_a_repayment_the_director_cannot_pay_begins_a_forced_sale(as_18xx_games):
    """'Regierungskredite': loans above the player-held shares are repaid, the director paying
    what the treasury lacks; 'Zwangsverkauf': he sells shares, never GT's directorship (guarded
    by 18xx.games too in the action right after the payment fell due)."""
    g = gt_repayment_crisis(as_18xx_games=as_18xx_games)
    s = g.state
    gt = s.corporations["GT"]
    assert gt.loans == 6 and gt.cash == 0 and s.cash["Max"] == -300
    assert [a for a in g.legal_actions() if a["type"] != "end_game"] == [
        {"type": "sell_shares", "player": "Max", "corporation": "CV", "percent": 10}
    ]


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_a_bankrupt_keeps_the_directorship_he_paid_for_unless_18xx_games_lifted_the_guard(as_18xx_games):
    """'Zwangsverkauf' and 'Bankrott': his sales and his bankruptcy never hand on the directorship
    of the corporation he pays for. 18xx.games guards it only in the action right after the
    payment fell due (deviation directorship_guarded): after his CV sale he may sell GT, Ann
    becomes its director and repays the loan that sale put above the limit."""
    g = gt_repayment_crisis(as_18xx_games=as_18xx_games)
    sell(g, "Max", "CV", 10)
    assert g.state.cash["Max"] == -300 + 125
    gt_sale = {"type": "sell_shares", "player": "Max", "corporation": "GT", "percent": 10}
    bankrupt = {"type": "bankrupt", "player": "Max"}
    legal = [a for a in g.legal_actions() if a["type"] != "end_game"]
    if as_18xx_games:
        assert legal == [gt_sale] and g.state.deviations == []
        g.apply(gt_sale)  # at $80: GT withheld in its turn
        assert g.state.cash["Max"] == -175 + 80
        legal = [a for a in g.legal_actions() if a["type"] != "end_game"]
    else:
        assert g.state.deviations == ["directorship_guarded"]
    assert legal == [bankrupt]
    g.apply(bankrupt)
    s = g.state
    gt = s.corporations["GT"]
    assert g.finished and s.end_reason == "bankrupt" and s.cash["Max"] == 0
    if as_18xx_games:
        assert gt.shares.director == "Ann" and gt.shares.pool == 5
        assert gt.loans == 5 and s.cash["Ann"] == 300 - 100
    else:
        assert gt.shares.director == "Max" and gt.shares.pool == 4
        assert gt.loans == 6 and s.cash["Ann"] == 300


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_a_bankruptcy_ends_the_game_before_interest_due_unless_18xx_games_settles_it(as_18xx_games):
    """'Bankrott': the game ends at once, nobody pays any more. BBG ran no train, so its $20
    interest on two loans is still due when Max cannot pay for its compulsory train;
    18xx.games collects it from the treasury before the game ends (deviation
    bankrupt_settles_loans)."""
    g = new_game(as_18xx_games=as_18xx_games)
    brantford_galt(g)
    g.state.cash["Max"] = 20
    operate(g, "BBG", cash=50).loans = 2  # no loan left to take: the director's two shares
    to_step(g, "trains")
    bankrupt = {"type": "bankrupt", "player": "Max", "corporation": "BBG"}
    assert [a for a in g.legal_actions() if a["type"] != "end_game"] == [bankrupt]
    g.apply(bankrupt)
    s = g.state
    bbg = s.corporations["BBG"]
    assert g.finished and s.end_reason == "bankrupt" and s.cash["Max"] == 0 and bbg.loans == 2
    if as_18xx_games:
        assert bbg.cash == 50 - 20 and s.deviations == []
    else:
        assert bbg.cash == 50 and s.deviations == ["bankrupt_settles_loans"]


def test_a_director_still_in_debt_after_his_corporation_closed_goes_on_selling():
    """'Bankrott': he sells until he has paid or is bankrupt. BBG ($35) withholds, has six
    loans, two above its limit; its $60 pays the interest and Max ($70) the $200 repayment. His
    BBG sale drops it into the closed zone, but first puts one more loan above the limit ($100).
    18xx.games ends his forced sales once the corporation has closed, leaving him in debt (a
    known deviation, noted)."""
    g = new_game()
    g.state.cash["Max"] = 70
    at_cell(parred(g, "CV", 100, "Ann"), 125)
    shareholders(g, "CV", {"Max": 2, "Ann": 2})
    operate(g, "BBG", cash=60).loans = 6
    shareholders(g, "BBG", {"Max": 2})
    g.state.corporations["BBG"].cell = (9, 2)  # $35; withheld: $30, one row above the closed zone
    to_step(g, "loans")
    g.apply({"type": "pass", "player": "Max", "corporation": "BBG"})
    assert g.state.cash["Max"] == 70 - 200
    sell(g, "Max", "BBG", 10)
    s = g.state
    assert s.corporations["BBG"].closed and s.cash["Max"] == -130 + 30 - 100 and s.crisis
    sell(g, "Max", "CV", 10)
    s = g.state
    assert s.cash["Max"] == -200 + 125 and s.crisis and s.deviations == ["debt_after_closing"]
    sell(g, "Max", "CV", 10)
    s = g.state
    assert s.cash["Max"] == -75 + 110 and s.crisis is None  # the marker fell a row: $110


def test_flos_tramway_price_drops_when_everyone_passes_and_is_given_away_at_zero():
    g = new_game(["A", "B", "C"])
    for _ in range(4):
        for p in ("A", "B", "C"):
            g.apply({"type": "pass", "player": g.active_players[0]})
    assert auction.price_of(g.state, "FT") == 0
    assert g.state.privates["FT"].owner is not None


def test_corporations_pay_half_to_twice_the_printed_price_for_a_private():
    assert privates.price_range("FT") == (10, 40)
    assert privates.price_range("NFSBC") == (50, 200)


@pytest.mark.parametrize(
    "prices,expected", [([65, 70], 100), ([120, 110, 60], 110), ([150, 140], 150), ([130, 125], 125)]
)
def test_cgr_starting_price(prices, expected):
    g = new_game()
    corp = g.state.corporations["CGR"]
    cgr.par_cgr(g.state, corp, prices)
    assert corp.par == expected and corp.cell[0] == 0


def test_cgr_share_exchange_two_for_one_odd_share_to_the_pool():
    # Max Mogler: one GT, three TGB, one CV share -> two CGR shares, one old share to the pool
    g = new_game()
    f = cgr.Formation(trigger="Max", merged=["GT", "TGB", "CV"], percents={"Max": 50, "Ann": 40})
    corp = g.state.corporations["CGR"]
    cgr.swap_shares(g.state, corp, f)
    assert corp.shares.units_of("Max") == 2 and corp.shares.director == "Max"
    assert corp.shares.units_of("Ann") == 2
