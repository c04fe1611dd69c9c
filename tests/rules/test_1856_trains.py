"""1856 (seed 003), 'Lokkauf': a corporation with a route must own a train; when it cannot pay
for the cheapest one its director adds his cash, selling shares first if he must (no more than
he needs, never handing on this directorship), or goes bankrupt."""

from g1856_table import brantford_galt, new_game, operate, parred

from pygame_rules.core18xx import phases, trains
from pygame_rules.core18xx.tiles import revenue_in_phase
from pygame_rules.games.g1856 import board
from pygame_rules.games.g1856.data import data


def compulsory_train(director_cash):
    g = new_game()
    s = g.state
    brantford_galt(g)
    cv = parred(g, "CV", 100, "Ann")
    cv.shares.held, cv.shares.ipo = {"Max": 2}, 6
    s.cash["Max"] = director_cash
    operate(g, "BBG", cash=50)
    while g.state.operating.step != "trains":
        g.apply(next(a for a in g.legal_actions() if a["type"] == "pass"))
    return g


def test_the_director_sells_what_he_needs_then_pays_the_rest_of_the_cheapest_train():
    g = compulsory_train(20)
    legal = g.legal_actions()
    assert not [a for a in legal if a["type"] == "pass"]
    sales = [a for a in legal if a["type"] == "sell_shares"]
    assert sales == [{"type": "sell_shares", "player": "Max", "corporation": "CV", "percent": 10}]
    g.apply(sales[0])
    assert g.state.cash["Max"] == 120
    g.apply({"type": "buy_train", "player": "Max", "corporation": "BBG", "train": "2-0", "price": 100})
    s = g.state
    assert s.corporations["BBG"].trains == ["2-0"] and s.corporations["BBG"].cash == 0
    assert s.cash["Max"] == 70


def test_a_director_who_cannot_raise_the_price_is_bankrupt_and_the_game_ends():
    g = compulsory_train(20)
    g.state.corporations["CV"].shares.held = {}
    g.state.corporations["BBG"].loans = 2  # no loan left to take: the director's two shares
    legal = [a for a in g.legal_actions() if a["type"] != "end_game"]
    assert legal == [{"type": "bankrupt", "player": "Max", "corporation": "BBG"}]
    g.apply(legal[0])
    assert g.finished and g.state.end_reason == "bankrupt" and g.state.cash["Max"] == 0
    assert g.result()["reason"] == "bankrupt" and g.result()["bankrupt"] == "Max"


def diesel_phase_corporation():
    g = new_game()
    s = g.state
    s.depot, s.phase = ["6-1"], 4  # the first 6-train is sold: phase 6, diesels on sale
    corp = parred(g, "GW", 100, "Max")
    corp.trains, corp.cash = ["4-0", "5-0"], 800
    return g, corp


def test_a_diesel_with_a_4_5_or_6_traded_in_costs_750_even_at_the_train_limit():
    g, corp = diesel_phase_corporation()
    buys = trains.choices(g.state, corp, "Max")
    assert {(a["train"], a["price"], a.get("trade_in")) for a in buys} == {("D-0", 750, "4-0"), ("D-0", 750, "5-0")}
    phases.train_bought(g.state, corp, trains.buy(g.state, corp, "D-0", 750, "5-0"))
    assert corp.trains == ["D-0"] and g.state.pool_trains == ["5-0"] and corp.cash == 50  # the 4 rusts


def test_the_first_diesel_starts_the_last_phase_rusts_the_4s_and_raises_detroit():
    g, corp = diesel_phase_corporation()
    s = g.state
    other = parred(g, "CA", 100, "Ann")
    other.trains = ["4-1"]
    assert board.colours(s)[-1] == "gray"
    corp.cash = 1100
    phases.train_bought(s, corp, trains.buy(s, corp, "D-0", 1100))
    assert data().phases[s.phase]["name"] == "D" and other.trains == [] and corp.trains == ["5-0", "D-0"]
    assert revenue_in_phase(s.board.board.hexes["A20"].face.stops["o0"].revenue, board.colours(s)) == 60
