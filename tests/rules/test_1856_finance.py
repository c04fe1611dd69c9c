"""1856 (seed 003): capitalization and escrow, loans and interest, forced sales (the Max example),
bankruptcy, the opening auction, private purchase prices, the CGR's price and share exchange."""

import pytest
from g1856_table import at_cell, new_game, parred

from pygame_rules.core18xx import crisis, share_trading
from pygame_rules.games.g1856 import (
    auction,
    capitalization,
    cgr,
    loans,
    privates,
)
from pygame_rules.games.g1856.results import values
from pygame_rules.games.g1856.state import CashCrisis, OperatingTurn
from pygame_rules.games.g1856.turn_steps import STEP_NAMES


def test_escrow_first_five_shares_pay_the_treasury_the_rest_wait_for_the_destination():
    g = new_game()
    s = g.state
    corp = s.corporations["BBG"]
    capitalization.par(s, corp, 65, (5, 4))
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
    capitalization.par(s, corp, 100, (0, 4))
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
    g, gt, wr, cv, gw = max_example()
    s = g.state
    s.cash["Max"] = -1100 + 50  # owes $1,100, has $50 of his own
    s.crisis = CashCrisis("Max", "GT", "train")
    for corp, pct in ((gt, 20), (wr, 10), (cv, 30), (gw, 20)):
        crisis.apply(s, {"type": "sell_shares", "player": "Max", "corporation": corp.id, "percent": pct})
    assert s.cash["Max"] == -1050 + 925
    assert gw.shares.director == "Ann"  # the GW sale hands the directorship on
    assert crisis.legal(s) == [{"type": "bankrupt", "player": "Max"}]
    crisis.apply(s, {"type": "bankrupt", "player": "Max"})
    assert g.finished and s.end_reason == "bankrupt"
    assert values(s)["Max"] == 150 + 625 + 90  # $865: the shares he could not sell


@pytest.mark.parametrize("as_18xx_games,director", [(False, "Max"), (True, "Ann")])
def test_a_bankrupt_keeps_the_directorship_he_paid_for_unless_18xx_games_lifted_the_guard(as_18xx_games, director):
    # 'Zwangsverkauf': his sales never hand on GT's directorship; 18xx.games guards it only in
    # the action right after the payment fell due (deviation directorship_guarded)
    g, gt = max_example(as_18xx_games=as_18xx_games)[:2]
    s = g.state
    s.cash["Max"] = -2000
    s.crisis = CashCrisis("Max", "GT", "loan repayment")
    s.crisis_began = s.step
    s.step += 1  # an action that did not renew the payment
    loans.guard_lapses(s)
    assert s.crisis.guarded is not as_18xx_games
    crisis.apply(s, {"type": "bankrupt", "player": "Max"})
    assert gt.shares.director == director
    assert gt.shares.pool == (5 if as_18xx_games else 4) and s.cash["Max"] == 0


def test_a_director_still_in_debt_after_his_corporation_closed_goes_on_selling():
    # 'Bankrott': he sells until he has paid or is bankrupt; 18xx.games ends his forced sales
    # once the corporation has closed, leaving him in debt (a known deviation, noted)
    g = max_example()[0]
    s = g.state
    s.corporations["BBG"].closed = True  # the corporation he had to pay for closed with a sale
    s.cash["Max"] = -200
    s.crisis = CashCrisis("Max", "BBG", "loans")
    crisis.apply(s, {"type": "sell_shares", "player": "Max", "corporation": "CV", "percent": 10})
    assert s.cash["Max"] == -200 + 125 and s.crisis and s.deviations == ["debt_after_closing"]
    crisis.apply(s, {"type": "sell_shares", "player": "Max", "corporation": "CV", "percent": 10})
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
