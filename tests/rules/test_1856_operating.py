"""1856 (seed 003), 'Operationsrunde', 'Dividende', 'Inbetriebnahme', 'Kapitalisierung', 'Loks':
the order of share price (then further right, then top of the stack), dividends paid out or
withheld with the marker's move, the share of the initial offer needed to operate rising with
the train on sale, incremental and full capitalization for corporations parred after the last
4- and 5-train, train limits with the discard to the pool, rusting, and trains bought from the
bank pool or from another corporation."""

from g1856_table import (
    brantford_galt,
    buy,
    end_turn,
    last_trains,
    new_game,
    operate,
    operating_round,
    parred,
    pass_,
    price,
    shareholders,
    stock_round,
    to_step,
)

from pygame_rules.core18xx.market_moves import move


def test_corporations_operate_by_share_price_then_further_right_then_top_of_the_stack_first():
    g = new_game()
    s = g.state
    for corp_id, par in (("GT", 100), ("GW", 100), ("WR", 90), ("CV", 100), ("BBG", 90)):
        parred(g, corp_id, par, "Max")
    move(s, s.corporations["CV"], "right")  # $110
    move(s, s.corporations["WR"], "right")  # $100, one column right of GT and GW
    move(s, s.corporations["BBG"], "up")  # $100 on GT's and GW's cell: under them
    assert s.corporations["BBG"].cell == s.corporations["GT"].cell == s.corporations["GW"].cell
    operating_round(g)
    assert g.state.operating_order == ["CV", "WR", "GT", "GW", "BBG"]  # GT was parred before GW


def bbg_at_its_dividend(held: dict[str, int], pool: int):
    """BBG (par $100, Max directing) has run its 2-train on Brantford - Galt ($20 + $20)."""
    g = new_game()
    brantford_galt(g)
    parred(g, "BBG", 100, "Max")
    shareholders(g, "BBG", held, pool)
    corp = operate(g, "BBG", cash=0)
    corp.trains = ["2-0"]
    to_step(g, "routes")
    g.apply(next(a for a in g.legal_actions() if a["type"] == "run_routes"))
    return g


def test_a_payout_pays_each_holder_the_pool_shares_to_the_corporation_and_moves_the_marker_right():
    g = bbg_at_its_dividend({"Ann": 3}, pool=1)  # Max 20%, Ann 30%, pool 10%, initial offer 40%
    bank = g.state.bank
    g.apply({"type": "dividend", "player": "Max", "corporation": "BBG", "kind": "payout"})
    s = g.state
    assert s.cash["Max"] == 375 + 8 and s.cash["Ann"] == 375 + 12 and s.corporations["BBG"].cash == 4
    assert s.bank == bank - 24  # the initial offer's $16 stays in the bank
    assert s.corporations["BBG"].cell == (0, 5) and price(g, "BBG") == 110


def test_withholding_puts_the_run_into_the_treasury_and_moves_the_marker_left():
    g = bbg_at_its_dividend({"Ann": 3}, pool=1)
    g.apply({"type": "dividend", "player": "Max", "corporation": "BBG", "kind": "withhold"})
    s = g.state
    assert s.corporations["BBG"].cash == 40 and s.cash["Max"] == s.cash["Ann"] == 375
    assert s.corporations["BBG"].cell == (0, 3) and price(g, "BBG") == 90


def test_at_the_edge_of_the_market_a_payout_moves_up_and_withholding_moves_down():
    g = bbg_at_its_dividend({"Ann": 3}, pool=1)
    g.state.corporations["BBG"].cell = (1, 19)  # $425, the right end of its row
    g.apply({"type": "dividend", "player": "Max", "corporation": "BBG", "kind": "payout"})
    assert g.state.corporations["BBG"].cell == (0, 19) and price(g, "BBG") == 450
    g = bbg_at_its_dividend({"Ann": 3}, pool=1)
    g.state.corporations["BBG"].cell = (0, 0)  # $70, the left end
    g.apply({"type": "dividend", "player": "Max", "corporation": "BBG", "kind": "withhold"})
    assert g.state.corporations["BBG"].cell == (1, 0) and price(g, "BBG") == 65


def test_a_corporation_whose_marker_enters_the_closed_zone_closes():
    g = bbg_at_its_dividend({"Ann": 3}, pool=1)
    bbg = g.state.corporations["BBG"]
    bbg.cell, bbg.loans, bbg.cash = (8, 0), 1, 10  # $30 above the closed zone; the interest is paid
    bank, loans_left = g.state.bank, g.state.loans_left
    g.apply({"type": "dividend", "player": "Max", "corporation": "BBG", "kind": "withhold"})
    s = g.state
    bbg = s.corporations["BBG"]
    assert bbg.closed and bbg.cash == 0 and s.bank == bank + 10
    assert bbg.shares.units_of("Max") == bbg.shares.units_of("Ann") == bbg.shares.pool == 0
    assert s.pool_trains == ["2-0"] and "BBG" not in s.board.tokens["J15-c0"]
    assert bbg.loans == 0 and s.loans_left == loans_left + 1
    assert s.round == "stock"  # its turn is over


def test_a_corporation_without_a_run_counts_as_withholding():
    g = new_game()
    corp = operate(g, "GT", cash=0)  # no train, no track
    while g.state.round == "operating":
        pass_(g)
    assert g.state.corporations["GT"].cell == (0, 3) and corp.cash == 0


def test_an_unstarted_corporation_needs_as_many_shares_sold_as_the_train_on_sale_when_its_turn_comes():
    g = new_game()
    last_trains(g, "2")
    parred(g, "GT", 100, "Max").cash = 500
    parred(g, "WR", 90, "Ann")  # 20% sold
    parred(g, "CV", 90, "Bob")
    shareholders(g, "CV", {"Cy": 1})  # 30% sold
    operating_round(g)
    assert g.state.operating.corporation == "GT"
    to_step(g, "trains")
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "2-5", "price": 100})
    assert g.state.operating_percent == 30  # the 3-trains are on sale
    while g.state.operating.corporation == "GT":
        pass_(g)
    s = g.state
    assert s.operating.corporation == "CV" and not s.corporations["WR"].started


def test_after_the_last_4_train_new_corporations_are_incremental_and_earlier_ones_keep_their_escrow():
    g = new_game()
    last_trains(g, "4")
    g.state.phase = 2
    gw = parred(g, "GW", 100, "Ann")
    gw.capitalization, gw.escrow = "escrow", 0
    shareholders(g, "GW", {"Ann": 3})  # five shares sold: the next ones pay into escrow
    operate(g, "GT", cash=350)
    to_step(g, "trains")
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "4-3", "price": 350})
    assert g.state.new_capitalization == "incremental" and g.state.operating_percent == 50
    stock_round(g, "Bob")
    buy(g, "Bob", "GW")
    end_turn(g, "Bob")
    g.apply({"type": "par", "player": "Cy", "corporation": "CA", "price": 100})
    s = g.state
    assert s.corporations["GW"].escrow == 100 and s.corporations["GW"].cash == 0
    ca = s.corporations["CA"]
    assert ca.capitalization == "incremental" and ca.escrow is None and ca.cash == 200
    shareholders(g, "CA", {"Ann": 1, "Bob": 1, "Cy": 1})  # five shares sold
    end_turn(g, "Cy")
    buy(g, "Max", "CA")
    assert g.state.corporations["CA"].cash == 300  # the sixth share pays the treasury


def test_after_the_last_5_train_new_corporations_get_ten_times_par_at_60_percent_and_nothing_more():
    g = new_game()
    last_trains(g, "5")
    operate(g, "GT", cash=550)
    to_step(g, "trains")
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "5-2", "price": 550})
    assert g.state.new_capitalization == "full" and g.state.operating_percent == 60
    stock_round(g, "Ann")
    bank = g.state.bank
    g.apply({"type": "par", "player": "Ann", "corporation": "CA", "price": 100})
    ca = g.state.corporations["CA"]
    assert ca.capitalization == "full" and ca.cash == 0 and g.state.bank == bank + 200
    shareholders(g, "CA", {"Bob": 2, "Cy": 1})  # 50% sold
    end_turn(g, "Ann")
    buy(g, "Bob", "CA")
    assert g.state.corporations["CA"].cash == 1000 and g.state.corporations["CA"].started
    end_turn(g, "Bob")
    bank = g.state.bank
    buy(g, "Cy", "CA")
    assert g.state.corporations["CA"].cash == 1000 and g.state.bank == bank + 100


def first_4_train():
    """Phase 3 (train limit 4): WR holds four 3-trains, GT a 2-train and a 3-train, the pool a
    2-train; GT is about to buy the first 4-train."""
    g = new_game()
    s = g.state
    last_trains(g, "4", left=4)
    s.phase = 1
    parred(g, "WR", 90, "Ann").trains = ["3-0", "3-1", "3-2", "3-3"]
    s.pool_trains = ["2-1"]
    operate(g, "GT", cash=400).trains = ["2-0", "3-4"]
    to_step(g, "trains")
    return g


def test_the_first_4_train_rusts_every_2_train_also_in_the_pool():
    g = first_4_train()
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "4-0", "price": 350})
    s = g.state
    assert s.corporations["GT"].trains == ["3-4", "4-0"] and s.pool_trains == []
    assert s.corporations["GT"].cash == 50


def test_the_first_6_train_rusts_every_3_train():
    g = new_game()
    last_trains(g, "6", left=2)
    g.state.phase = 3
    parred(g, "WR", 90, "Ann").trains = ["3-0", "5-0"]
    g.state.pool_trains = ["3-1"]
    operate(g, "GT", cash=700).trains = ["3-2"]
    to_step(g, "trains")
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "6-0", "price": 700})
    s = g.state
    assert s.corporations["GT"].trains == ["6-0"] and s.corporations["WR"].trains == ["5-0"] and not s.pool_trains
    assert g.view()["phase"]["name"] == "6"


def test_a_lower_train_limit_makes_the_director_discard_to_the_pool():
    g = first_4_train()
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "4-0", "price": 350})
    assert g.state.phase == 2 and g.active_players == ["Ann"]  # train limit 3
    discards = [a for a in g.legal_actions() if a["type"] == "discard_train"]
    assert {a["train"] for a in discards} == {"3-0", "3-1", "3-2", "3-3"}
    g.apply(discards[0])
    s = g.state
    assert s.corporations["WR"].trains == ["3-1", "3-2", "3-3"] and s.pool_trains == ["3-0"]
    assert s.corporations["WR"].cash == 0  # no compensation
    assert g.active_players == ["Max"] and s.operating.step == "trains"


def test_a_pool_train_costs_its_printed_price():
    g = first_4_train()
    offers = {
        (a["train"], a["price"]) for a in g.legal_actions() if a["type"] == "buy_train" and a["train"] in ("4-0", "2-1")
    }
    assert offers == {("4-0", 350), ("2-1", 100)}
    bank = g.state.bank
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "2-1", "price": 100})
    assert g.state.corporations["GT"].trains == ["2-0", "3-4", "2-1"] and g.state.bank == bank + 100


def test_a_train_from_another_corporation_for_any_price_from_1():
    g = first_4_train()
    (offer,) = [a for a in g.legal_actions() if a["type"] == "buy_train" and a["train"] == "3-0"]
    assert offer["price"] == {"min": 1, "max": 400, "step": 1}
    g.apply({**offer, "price": 1})
    s = g.state
    assert s.corporations["GT"].trains == ["2-0", "3-4", "3-0"] and s.corporations["GT"].cash == 399
    assert s.corporations["WR"].trains == ["3-1", "3-2", "3-3"] and s.corporations["WR"].cash == 1


def test_no_train_may_be_bought_at_the_train_limit():
    g = first_4_train()
    g.state.corporations["GT"].trains = ["2-0", "2-2", "2-3", "3-4"]
    assert not [a for a in g.legal_actions() if a["type"] == "buy_train"]
