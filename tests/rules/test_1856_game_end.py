"""1856 (seed 003), 'Spielende': when the bank runs out of money in an operating round the set of
operating rounds is played out; in a stock round, that round and one more set; then the game
ends. A player's value is his cash, his shares at market price and his privates at face value;
a game ending before the CGR formed takes $10 per loan still owed off each 10% share."""

from g1856_table import (
    brantford_galt,
    held_by,
    new_game,
    operating_round,
    owned_by,
    parred,
    pass_,
    sell,
    shareholders,
    stock_round,
    to_step,
)


def paying_bbg(bank: int, rounds: int):
    """BBG (Max 20%, Ann and Bob 40% each) runs Brantford - Galt for $40 in the first of
    `rounds` operating rounds and pays it out while the bank holds only `bank`."""
    g = new_game()
    brantford_galt(g)
    parred(g, "BBG", 100, "Max").trains = ["2-0"]
    shareholders(g, "BBG", {"Ann": 4, "Bob": 4})
    g.state.bank = bank
    operating_round(g, rounds)
    to_step(g, "routes")
    g.apply(next(a for a in g.legal_actions() if a["type"] == "run_routes"))
    g.apply({"type": "dividend", "player": "Max", "corporation": "BBG", "kind": "payout"})
    return g


def play_on(g) -> None:
    """The active player runs, pays out, or else passes."""
    legal = g.legal_actions()
    wanted = [a for a in legal if a["type"] == "run_routes" or a.get("kind") == "payout"]
    g.apply((wanted or [a for a in legal if a["type"] == "pass"])[0])


def test_a_bank_broken_in_an_operating_round_ends_the_game_after_that_set_of_rounds():
    g = paying_bbg(bank=30, rounds=2)
    assert g.state.bank_broken and g.state.bank == -10 and not g.finished
    while g.state.or_number == 1:
        play_on(g)
    assert g.state.round == "operating" and g.state.or_number == 2  # the second of the set is played
    while not g.finished:
        play_on(g)
    assert g.state.bank == -50 and g.state.round == "over"
    assert g.state.end_reason == "bank" and g.result()["reason"] == "bank"


def test_a_bank_left_with_0_is_not_broken_and_the_game_goes_on():
    g = paying_bbg(bank=40, rounds=1)
    assert not g.state.bank_broken and g.state.bank == 0
    while g.state.round == "operating":
        pass_(g)
    assert g.state.round == "stock" and not g.finished


def test_a_bank_broken_in_a_stock_round_ends_the_game_after_the_next_set_of_operating_rounds():
    g = new_game()
    parred(g, "GT", 100, "Max")
    shareholders(g, "GT", {"Max": 2})
    g.state.bank = 50
    stock_round(g, "Max")
    sell(g, "Max", "GT", 10)  # the bank pays $100 it does not have
    assert g.state.bank_broken and g.state.round == "stock"
    while g.state.round == "stock":
        pass_(g)
    assert g.state.round == "operating" and g.state.operating.corporation == "GT" and not g.finished
    while not g.finished:
        pass_(g)
    assert g.state.end_reason == "bank"


def test_final_values_cash_shares_at_market_price_privates_at_face_value_less_10_per_share_per_loan():
    g = new_game()
    gt = parred(g, "GT", 100, "Max")  # Max 30%, Ann 10%
    shareholders(g, "GT", {"Max": 1, "Ann": 1})
    gt.loans = 2
    parred(g, "WR", 90, "Ann")  # Ann 20%, no loans
    held_by(g, "FT", "Max")  # $20 face value
    owned_by(g, "WSRC", "GT")  # a corporation's private is worth nothing to a player
    stock_round(g, "Max")
    g.apply({"type": "end_game", "player": "Max"})
    scores = g.result()["scores"]
    assert scores["Max"] == 375 + 3 * (100 - 2 * 10) + 20
    assert scores["Ann"] == 375 + (100 - 2 * 10) + 2 * 90
    assert scores["Bob"] == scores["Cy"] == 375


def test_no_loan_penalty_once_the_cgr_has_formed():
    g = new_game()
    parred(g, "GT", 100, "Max").loans = 1
    g.state.cgr_formed = True
    stock_round(g, "Max")
    g.apply({"type": "end_game", "player": "Max"})
    assert g.result()["scores"]["Max"] == 375 + 2 * 100


def test_a_game_in_which_nobody_can_do_anything_and_nothing_operates_ends():
    # the rule book is silent; 18xx.games plays empty rounds until its round limit, same values
    g = new_game()
    s = g.state
    for private in s.privates.values():
        private.closed = True
    for player in s.players:
        s.cash[player] = 60  # a director's certificate costs at least $130
    s.turn = 5
    operating_round(g)  # no corporation: straight on to the stock round, where all pass by themselves
    s = g.state
    assert s.round == "over" and s.end_reason == "stalled"
    assert g.result()["scores"] == {p: 60 for p in s.players}


def test_a_stock_round_where_a_player_could_act_but_passed_does_not_end_the_game():
    g = new_game()
    s = g.state
    for private in s.privates.values():
        private.closed = True
    for player in s.players:
        s.cash[player] = 60
    s.cash["Max"] = 200  # could start a corporation
    s.turn = 5
    operating_round(g)
    assert g.state.round == "stock" and g.active_players == ["Max"]
    g.apply({"type": "pass", "player": "Max"})
    assert g.state.round == "stock" and g.active_players == ["Max"]  # the next stock round
