"""1856 (seed 003), 'Lokkauf': a corporation with a route must own a train; when it cannot pay
for the cheapest one its director adds his cash, selling shares first if he must (no more than
he needs, never handing on this directorship), or goes bankrupt."""

from g1856_table import new_game, operate, parred

from pygame_rules.core18xx import track


def compulsory_train(director_cash):
    g = new_game()
    s = g.state
    rules = track.LayRules(("yellow",), reach=False)
    track.lay_tile(s.board, "BBG", "J15", "57", 0, rules)
    track.lay_tile(s.board, "BBG", "J13", "57", 0, rules)  # Brantford - Galt
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
