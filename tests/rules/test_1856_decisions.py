"""1856 (seed 003, and 18xx.games where the rule book is silent): which decisions a turn offers
and when: the track step kept open for a private's lay, the compulsory train's sources of money,
the private and loan steps, the W&S station, the operating order after a sale, loan repayment
and interest, closing, the CGR's trains, the priority deal, discards after a phase change and
the memory of a route."""

import pytest
from g1856_table import (
    at_cell,
    brantford_galt,
    held_by,
    kinds,
    last_trains,
    new_game,
    operate,
    operating_round,
    owned_by,
    parred,
    pass_,
    price,
    shareholders,
    to_step,
)

from pygame_rules.core18xx import tokens, track
from pygame_rules.errors import IllegalAction


def offers(g, kind: str) -> list[dict]:
    return [a for a in g.legal_actions() if a["type"] == kind]


def act(kind: str, corp: str = "BBG", player: str = "Max", /, **fields) -> dict:
    """An action of the operating corporation's director."""
    return {"type": kind, "player": player, "corporation": corp, **fields}


def lay(hex_: str, tile: str, rotation: int, **extra) -> dict:
    return act("lay_tile", hex=hex_, tile=tile, rotation=rotation, **extra)


def pass_action(corp: str = "BBG", player: str = "Max") -> dict:
    return act("pass", corp, player)


def buy_train(train: str, cost: int, corp: str = "BBG", player: str = "Max") -> dict:
    return act("buy_train", corp, player, train=train, price=cost)


def finish_round(g) -> None:
    """Every director runs his trains, withholds and passes until the operating round ends."""
    while g.state.round == "operating":
        legal = g.legal_actions()
        run = [a for a in legal if a["type"] == "run_routes"]
        withhold = [a for a in legal if a["type"] == "dividend" and a["kind"] == "withhold"]
        g.apply((run or withhold or [a for a in legal if a["type"] == "pass"])[0])


def lay_by_hand(g, hex_: str, tile: str, rotation: int, colours=("yellow",)) -> None:
    """Track laid in an earlier turn."""
    track.lay_tile(g.state.board, "BBG", hex_, tile, rotation, track.LayRules(colours, reach=False))


# --- 1. the track step stays open for a private that could be bought and laid ---


def after_the_normal_lay(private: str, cash: int):
    """Phase 3: Ann holds the private; BBG has laid its yellow tile in Brantford."""
    g = new_game()
    held_by(g, private, "Ann")
    g.state.phase = 1
    operate(g, "BBG", cash=cash)
    g.apply(lay("J15", "57", 0))
    return g


@pytest.mark.parametrize("private,lowest", [("TCC", 25), ("WSRC", 20)])
def test_the_track_step_stays_open_while_a_players_private_with_a_lay_is_within_the_treasury(private, lowest):
    # 18xx.games: the corporation may still buy the private (half its price at least) and lay
    g = after_the_normal_lay(private, cash=lowest)
    assert g.state.operating.step == "track" and "pass" in kinds(g)
    assert [a["private"] for a in offers(g, "buy_private")] == [private]
    g = after_the_normal_lay(private, cash=lowest - 1)  # not even half its price
    assert g.state.operating.step != "track" and "buy_private" not in kinds(g)


def test_a_corporation_buys_the_canada_company_in_its_track_step_and_lays_its_tile_at_once():
    # 'Privatbahnen' (phases 3 and 4: a corporation buys a player's private for half to twice
    # its price); 18xx.games: the Canada Company's free yellow tile in H11 in the same turn
    g = after_the_normal_lay("TCC", cash=200)
    assert not [a for a in offers(g, "lay_tile") if a.get("private")]
    g.apply(act("buy_private", private="TCC", price=30))
    s = g.state
    assert s.corporations["BBG"].cash == 170 and s.cash["Ann"] == 375 + 30
    assert s.privates["TCC"].owner == "BBG" and s.operating.step == "track"
    tcc = [a for a in offers(g, "lay_tile") if a.get("private") == "TCC"]
    assert tcc and {a["hex"] for a in tcc} == {"H11"}
    assert not [a for a in offers(g, "lay_tile") if not a.get("private")]  # normal lay used
    g.apply(lay("H11", "58", 0, private="TCC"))
    s = g.state
    assert s.board.laid["H11"][0].startswith("58") and s.corporations["BBG"].cash == 170
    assert s.operating.step != "track"  # nothing left to lay


# --- 3. the compulsory train ---


def compulsory_train(director_cash: int):
    """BBG (cash $50, no train) has a route Brantford - Galt and must buy a train; the bank's
    cheapest is a 2-train at $100; WR owns a 2-train; the bank has no loan left."""
    g = new_game()
    s = g.state
    brantford_galt(g)
    s.depot.remove("2-5")
    parred(g, "WR", 90, "Ann").trains = ["2-5"]
    s.cash["Max"] = director_cash
    s.loans_left = 0
    operate(g, "BBG", cash=50)
    to_step(g, "trains")
    return g


def test_a_compulsory_train_from_another_corporation_is_paid_from_the_treasury_alone():
    # 'Lokkauf': the director helps only to buy the bank's cheapest train; 18xx.games: another
    # corporation's train for any price up to the corporation's own cash
    g = compulsory_train(375)
    assert "pass" not in kinds(g)
    buys = {a["train"]: a["price"] for a in offers(g, "buy_train")}
    assert buys == {"2-0": 100, "2-5": {"min": 1, "max": 50, "step": 1}}
    with pytest.raises(IllegalAction):
        g.apply(buy_train("2-5", 60))  # more than its treasury
    g.apply(buy_train("2-5", 50))
    s = g.state
    assert s.corporations["BBG"].trains == ["2-5"] and s.corporations["BBG"].cash == 0
    assert s.corporations["WR"].cash == 50 and s.cash["Max"] == 375


def test_the_director_pays_what_the_corporation_lacks_for_the_banks_cheapest_train():
    # 'Lokkauf'
    g = compulsory_train(375)
    g.apply(buy_train("2-0", 100))
    s = g.state
    assert s.corporations["BBG"].trains == ["2-0"] and s.corporations["BBG"].cash == 0
    assert s.cash["Max"] == 375 - 50


def test_after_the_directors_sale_only_the_banks_train_is_offered_and_no_corporation_twice():
    # 'Lokkauf' / 'Zwangsverkauf'; 18xx.games: no other corporation's train once he has sold,
    # and the shares of each corporation in one block
    g = compulsory_train(0)
    at_cell(parred(g, "CV", 65, "Bob"), 40)
    shareholders(g, "CV", {"Max": 2})
    at_cell(parred(g, "CA", 65, "Cy"), 40)
    shareholders(g, "CA", {"Max": 2})
    assert {a["train"] for a in offers(g, "buy_train")} == {"2-5"}  # $50 of the $100 lacking
    assert {a["corporation"] for a in offers(g, "sell_shares")} == {"CV", "CA"}
    g.apply(act("sell_shares", "CV", percent=10))
    assert g.state.cash["Max"] == 40  # $10 still lacking
    assert not offers(g, "buy_train")
    assert {a["corporation"] for a in offers(g, "sell_shares")} == {"CA"}
    g.apply(act("sell_shares", "CA", percent=10))
    assert {(a["train"], a["price"]) for a in offers(g, "buy_train")} == {("2-0", 100)}
    assert not offers(g, "sell_shares")
    g.apply(buy_train("2-0", 100))
    s = g.state
    assert s.corporations["BBG"].trains == ["2-0"] and s.cash["Max"] == 80 - 50


# --- 4. the private purchase step ---


def at_the_end_of_the_turn(cash: int, loans_left: int = 110):
    """Phase 3: Ann holds the Canada Company (from $25); BBG (no track, no train) passes its
    track step and has nothing else to decide before its loan step."""
    g = new_game()
    held_by(g, "TCC", "Ann")
    g.state.phase = 1
    g.state.loans_left = loans_left
    operate(g, "BBG", cash=cash)
    g.apply(pass_action())
    return g


def test_the_private_step_is_asked_when_a_loan_would_pay_for_the_cheapest_private():
    # 18xx.games: the corporation is asked (it may pass) when the cheapest private's lowest
    # price is within its treasury and a loan it could still take
    g = at_the_end_of_the_turn(cash=10)
    assert g.state.operating.step == "loans"
    g.apply(pass_action())
    s = g.state
    assert s.operating and s.operating.corporation == "BBG" and s.operating.step == "privates"
    assert {a["type"] for a in g.legal_actions()} == {"pass", "end_game"}  # $10 buys nothing


def test_the_private_step_is_not_asked_when_no_loan_is_possible_and_the_treasury_is_too_small():
    # 18xx.games (the bank has no loan left; $10 is below the Canada Company's $25)
    g = at_the_end_of_the_turn(cash=10, loans_left=0)
    assert g.state.operating is None and g.state.round == "stock"  # the turn and round ended
    assert g.state.corporations["BBG"].cash == 10


# --- 5. the W&S free station ---


def bbg_owns_the_wsrc(**corp):
    """BBG owns the W&S and runs a 2-train on Brantford - Galt."""
    g = new_game()
    brantford_galt(g)
    owned_by(g, "WSRC", "BBG")
    operate(g, "BBG", **corp).trains = ["2-0"]
    return g


def wsrc_stations(g) -> list[str]:
    return [a["city"] for a in offers(g, "place_token") if a.get("private") == "WSRC"]


def test_the_wsrc_station_is_offered_after_the_track_step_and_until_interest_is_paid():
    # 18xx.games: the free station marker in Kitchener, from the corporation's own markers
    g = bbg_owns_the_wsrc()
    assert g.state.operating.step == "track" and not wsrc_stations(g)
    g.apply(pass_action())
    assert g.state.operating.step == "token" and sorted(wsrc_stations(g)) == ["I12-c0", "I12-c1"]
    g.apply(pass_action())  # no regular marker
    assert g.state.operating.step == "routes" and wsrc_stations(g)
    g.apply(offers(g, "run_routes")[0])
    assert g.state.operating.interest_paid and not wsrc_stations(g)


def test_the_wsrc_station_is_the_turns_station_marker():
    # 18xx.games: not an extra marker; free of charge
    g = bbg_owns_the_wsrc(cash=500)
    g.apply(pass_action())
    assert [a["city"] for a in offers(g, "place_token") if not a.get("private")] == ["J13-c0"]
    g.apply(act("place_token", private="WSRC", city="I12-c1"))
    s = g.state
    bbg = s.corporations["BBG"]
    assert s.board.tokens["I12-c1"] == ["BBG"] and bbg.cash == 500 and bbg.tokens_left == [100]
    assert s.operating.step == "routes" and not offers(g, "place_token")


def test_a_regular_station_in_kitchener_by_the_wsrc_owner_is_free_and_uses_the_power():
    # 'Privatbahnen' (the W&S station in Kitchener is free); 18xx.games applies the power to a
    # regular marker placed there
    g = new_game()
    lay_by_hand(g, "J15", "57", 0)
    lay_by_hand(g, "J13", "6", 0)  # Galt towards Brantford and Kitchener
    lay_by_hand(g, "I12", "59", 3, colours=("yellow", "green"))  # c1 faces Galt
    owned_by(g, "WSRC", "BBG")
    g.state.depot.remove("2-0")
    operate(g, "BBG", cash=500).trains = ["2-0"]
    g.apply(pass_action())
    regular = [a["city"] for a in offers(g, "place_token") if not a.get("private")]
    assert "I12-c1" in regular
    g.apply(act("place_token", city="I12-c1"))
    s = g.state
    bbg = s.corporations["BBG"]
    assert s.board.tokens["I12-c1"] == ["BBG"] and bbg.cash == 500 and bbg.tokens_left == [100]
    assert "WSRC-token" in s.powers_used and not wsrc_stations(g)
    finish_round(g)
    assert g.state.privates["WSRC"].closed  # used: it closes at the end of the round


# --- 6. the operating order after a sale ---


def test_after_a_sale_the_corporations_still_to_operate_go_by_their_new_prices():
    # 18xx.games: the order is worked out again after each sale
    g = new_game()
    brantford_galt(g)
    parred(g, "BBG", 100, "Max").cash = 0
    parred(g, "CV", 90, "Ann").cash = 100
    shareholders(g, "CV", {"Max": 2})
    parred(g, "WR", 80, "Bob").cash = 100
    for cid in ("BBG", "CV", "WR"):
        g.state.corporations[cid].started = True
    g.state.cash["Max"] = 0
    operating_round(g)
    assert g.state.operating_order == ["BBG", "CV", "WR"]
    assert g.state.operating.corporation == "BBG"
    to_step(g, "trains")  # BBG must buy a train and has no cash
    g.apply(act("sell_shares", "CV", percent=20))
    assert price(g, "CV") == 75 and price(g, "WR") == 80
    assert g.state.operating_order == ["BBG", "WR", "CV"]
    g.apply(buy_train("2-0", 100))
    while g.state.operating.corporation == "BBG":
        pass_(g)
    assert g.state.operating.corporation == "WR"


# --- 7. and 15. loans above the limit ---


def too_many_loans(cash: int, loans: int = 3):
    """BBG (no track: no route) has three loans, one more than its players' shares (Max's
    director's certificate); the bank sells 4-trains ($350)."""
    g = new_game()
    last_trains(g, "4", left=4)
    g.state.phase = 2
    bbg = operate(g, "BBG", cash=cash)
    bbg.loans = loans
    g.apply(pass_action())  # no tile
    return g


def test_excess_loans_are_repaid_after_the_loan_step_when_the_train_step_ends_by_itself():
    # 'Regierungskredite': after buying trains the excess is repaid; 18xx.games asks the loan
    # step first (the corporation may repay loans of its choice)
    g = too_many_loans(cash=150)  # $150: no train within reach
    s = g.state
    assert s.operating.step == "loans" and kinds(g) == {"pass", "payoff_loan", "end_game"}
    assert s.corporations["BBG"].loans == 3 and s.corporations["BBG"].cash == 150
    g.apply(pass_action())
    bbg = g.state.corporations["BBG"]
    assert bbg.loans == 2 and bbg.cash == 150 - 30 - 100  # interest on three, one repaid
    g = too_many_loans(cash=150)
    g.apply(act("payoff_loan"))
    bbg = g.state.corporations["BBG"]
    assert bbg.loans == 2 and bbg.cash == 150 - 100 - 20  # repaid by choice: nothing forced


def test_loans_above_the_limit_are_repaid_with_the_pass_that_ends_the_train_step():
    # 'Regierungskredite'; 18xx.games: the repayment follows the action that ends the step
    g = too_many_loans(cash=400)  # a 4-train is within reach: the train step is asked
    assert g.state.operating.step == "trains" and g.state.corporations["BBG"].loans == 3
    g.apply(pass_action())
    s = g.state
    assert s.operating.step == "loans"
    assert s.corporations["BBG"].loans == 2 and s.corporations["BBG"].cash == 400 - 30 - 100


def test_the_loan_step_is_asked_for_loans_above_the_limit_even_with_nothing_to_take_or_repay():
    # 18xx.games: the step is asked whenever loans above the limit must be repaid
    g = too_many_loans(cash=50)
    s = g.state
    assert s.operating.step == "loans" and kinds(g) == {"pass", "end_game"}
    g.apply(pass_action())
    s = g.state
    assert s.corporations["BBG"].loans == 2 and s.corporations["BBG"].cash == 0
    assert s.cash["Max"] == 375 - 80  # $50 - $30 interest = $20 of the $100; he pays the rest
    g = too_many_loans(cash=50, loans=2)  # at the limit: nothing to decide, the turn ends
    assert g.state.operating is None and g.state.corporations["BBG"].cash == 30


# --- 8. interest without a run ---


def test_interest_without_a_run_is_paid_with_the_next_action():
    # 'Zinsen': due before dividends; a corporation that ran no train pays with its next action
    g = new_game()
    operate(g, "BBG", cash=200).loans = 1
    g.apply(pass_action())  # no tile; no route, no train
    assert g.state.operating.step == "trains" and g.state.corporations["BBG"].cash == 200
    g.apply(pass_action())  # buys no train
    assert g.state.corporations["BBG"].cash == 190


@pytest.mark.parametrize("as_18xx_games,cash", [(False, 30), (True, 50)])
def test_interest_without_a_run_and_no_later_decision_is_paid_at_the_end_of_the_turn(as_18xx_games, cash):
    # 'Zinsen' (rule book: paid in the turn); 18xx.games never collects it when no decision
    # follows the run
    g = new_game(as_18xx_games=as_18xx_games)
    operate(g, "BBG", cash=50).loans = 2  # at its limit, $50: nothing to buy, take or repay
    g.apply(pass_action())
    s = g.state
    assert s.operating is None and s.corporations["BBG"].cash == cash and s.cash["Max"] == 375


# --- 9. a closing corporation's trains ---


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_a_closing_corporations_trains_go_to_the_pool_or_with_18xx_games_leave_the_game(as_18xx_games):
    # 'Closed-Bereich'; 18xx.games takes them out of the game
    g = new_game(as_18xx_games=as_18xx_games)
    brantford_galt(g)
    parred(g, "BBG", 100, "Max")
    shareholders(g, "BBG", {"Ann": 3}, pool=1)
    g.state.depot.remove("2-0")
    bbg = operate(g, "BBG", cash=0)
    bbg.trains, bbg.cell = ["2-0"], (8, 0)  # $30, above the closed zone
    to_step(g, "routes")
    g.apply(offers(g, "run_routes")[0])
    g.apply(act("dividend", kind="withhold"))
    s = g.state
    assert s.corporations["BBG"].closed and s.corporations["BBG"].trains == []
    assert s.pool_trains == ([] if as_18xx_games else ["2-0"])
    assert "2-0" not in s.depot


def test_a_corporation_closed_by_its_directors_emergency_sale_is_gone_before_the_next_round():
    # 'Closed-Bereich': it closes with the sale that ends the round, before the stock round asks
    # anyone: Max and Ann, holding nothing else and no cash, have no valid actions (18xx.games)
    g = new_game(as_18xx_games=True)
    parred(g, "BBG", 100, "Max")
    shareholders(g, "BBG", {"Max": 1, "Ann": 1, "Cy": 1}, pool=1)
    s = g.state
    s.cash.update(Max=0, Ann=0, Bob=500, Cy=0)
    s.turn, s.or_count = 2, 1  # the last operating round of the set
    bbg = at_cell(operate(g, "BBG", cash=0), 35)
    bbg.loans = 1
    to_step(g, "loans")  # no run: $35 to $30
    g.apply(pass_action())  # $10 interest: Max pays and has nothing but BBG to sell
    g.apply(act("sell_shares", percent=10))  # $30 to the closed zone
    s = g.state
    assert s.corporations["BBG"].closed and s.cash["Max"] == 20
    assert s.round == "stock" and g.active_players == ["Bob"]  # Max and Ann passed by themselves


# --- 10. the CGR's trains ---


def cgr_from(gt_trains: list[str]):
    """CPR (Bob) buys the first 6-train; GT (Max, a 5-train) and TGB (Ann) have a loan each and
    no cash, and both merge into the CGR."""
    g = new_game()
    s = g.state
    last_trains(g, "6", left=2)
    s.phase = 3
    for cid, director, trains in (("GT", "Max", gt_trains), ("TGB", "Ann", ["5-1"])):
        corp = parred(g, cid, 100, director)
        corp.started, corp.loans, corp.trains = True, 1, trains
        tokens.place_home_token(s.board, cid)
    operate(g, "CPR", director="Bob", cash=800)
    to_step(g, "trains")
    g.apply(buy_train("6-0", 700, "CPR", "Bob"))
    g.apply(act("merge", "GT"))
    g.apply(act("merge", "TGB", "Ann"))
    return g


def test_a_cgr_formed_with_permanent_trains_within_its_limit_asks_nothing_about_them():
    # 'Gründung der CGR': it keeps permanent trains up to its limit of three; 18xx.games asks
    # only when some train may go
    g = cgr_from(["5-0"])
    s = g.state
    assert s.cgr_formed and s.cgr is None and s.corporations["CGR"].trains == ["5-0", "5-1"]
    assert g.active_players == ["Bob"] and not offers(g, "discard_train")  # CPR's turn goes on


def test_a_cgr_formed_with_a_train_that_may_go_asks_its_director():
    # 'Gründung der CGR': its director chooses which trains to keep (the 4 may go)
    g = cgr_from(["4-0", "5-0"])
    assert g.state.cgr is not None and g.active_players == ["Max"]  # the CGR's director
    assert {a["train"] for a in offers(g, "discard_train")} == {"4-0"} and "pass" in kinds(g)
    g.apply(pass_action("CGR"))  # keeps all three
    s = g.state
    assert s.cgr is None and s.corporations["CGR"].trains == ["4-0", "5-0", "5-1"]
    assert g.active_players == ["Bob"]


def cgr_ending_the_round(as_18xx_games: bool):
    """CPR (Bob), alone in its operating round, buys the first 6-train with its last $700 and owes
    a loan, as GT (Max: a 4- and a 5-train) and TGB (Ann: a 5-train) do, with stations in both
    cities of Kitchener; all three merge."""
    g = new_game(as_18xx_games=as_18xx_games)
    s = g.state
    last_trains(g, "6", left=2)
    s.phase = 3
    for cid, director, trains in (("GT", "Max", ["4-0", "5-0"]), ("TGB", "Ann", ["5-1"])):
        corp = parred(g, cid, 100, director)
        corp.started, corp.loans, corp.trains = True, 1, trains
        tokens.place_home_token(s.board, cid)
    for corp, city in (("GT", "I12-c0"), ("TGB", "I12-c1")):
        tokens.place_token(s.board, corp, city, reach=False)
    operate(g, "CPR", director="Bob", cash=700).loans = 1
    to_step(g, "trains")
    g.apply(buy_train("6-0", 700, "CPR", "Bob"))
    g.apply(act("merge", "CPR", "Bob"))
    g.apply(act("merge", "GT"))
    g.apply(act("merge", "TGB", "Ann"))
    return g


def cgr_stations(g) -> list[str]:
    return sorted(c for c, slots in g.state.board.tokens.items() if "CGR" in slots)


def test_a_cgr_formation_that_ends_the_round_is_settled_at_once_by_the_rule_book():
    # 'Gründung der CGR': one marker per hex (Kitchener), its director keeps trains within the limit
    g = cgr_ending_the_round(as_18xx_games=False)
    s = g.state
    assert s.round == "operating" and g.active_players == ["Bob"]  # the CGR's director
    assert {a["city"] for a in offers(g, "remove_token")} == {"I12-c0", "I12-c1"}
    g.apply(act("remove_token", "CGR", "Bob", city="I12-c1"))
    assert cgr_stations(g) == ["I12-c0", "K8-c0", "M4-c0", "P9-c0"]
    assert g.state.corporations["CGR"].tokens_left == [100] * 6
    assert {a["train"] for a in offers(g, "discard_train")} == {"4-0"} and "pass" not in kinds(g)


def test_as_18xx_games_a_cgr_formation_that_ends_the_round_keeps_every_station_and_discards_later():
    g = cgr_ending_the_round(as_18xx_games=True)
    s = g.state
    assert cgr_stations(g) == ["I12-c0", "I12-c1", "K8-c0", "M4-c0", "P9-c0"]  # both in Kitchener
    assert s.corporations["CGR"].tokens_left == [100] * 6  # 10 - 5 + the doubled hex, as 18xx.games
    # the round is over: in the stock round the CGR discards down to three, any train
    assert s.round == "stock" and g.active_players == ["Bob"]
    assert {a["train"] for a in offers(g, "discard_train")} == {"4-0", "5-0", "5-1", "6-0"}
    g.apply(act("discard_train", "CGR", "Bob", train="6-0"))
    assert g.state.pool_trains == ["6-0"] and g.state.corporations["CGR"].trains == ["4-0", "5-0", "5-1"]
    while g.state.round == "stock":  # the half-paid director pays for his second share; all pass
        legal = [a for a in g.legal_actions() if a["type"] != "end_game"]
        g.apply(next((a for a in legal if a["type"] == "pass"), legal[0]))
    # 18xx.games' question on the trains that may go comes first in the next operating round
    assert g.state.round == "operating" and g.active_players == ["Bob"]
    assert g.view()["cgr"]["formation"]["asked_again"]  # the table says whose question it is
    assert {a["train"] for a in offers(g, "discard_train")} == {"4-0"} and "pass" in kinds(g)
    g.apply(act("pass", "CGR", "Bob"))
    assert g.state.corporations["CGR"].trains == ["4-0", "5-0", "5-1"] and not g.state.cgr_question


def test_an_operating_round_is_for_the_corporations_floated_or_able_to_float_at_its_start():
    # 18xx.games (the rule book is silent): the order is set at the start of the round
    g = new_game()
    s = g.state
    parred(g, "BBG", 100, "Max").started = True
    parred(g, "GT", 90, "Ann")  # the director's 20% only: below the 30% needed now
    s.operating_percent = 30
    operating_round(g)
    assert g.state.operating_order == ["BBG"] and g.state.operating.corporation == "BBG"


# --- 11. the priority deal after the opening round; passing by oneself ---


def opening_round(cy_cash: int | None = None):
    """Ann bids on the last private; Bob buys the one before it, which sells the last to Ann."""
    g = new_game()

    def buy(player, private, amount):
        g.apply({"type": "bid", "player": player, "private": private, "price": amount})

    buy("Max", "FT", 20)
    buy("Ann", "SCFTC", 105)  # a bid on a later private
    buy("Bob", "WSRC", 40)
    buy("Cy", "TCC", 50)
    buy("Max", "GLSC", 70)
    g.apply({"type": "pass", "player": "Ann"})
    if cy_cash is not None:
        g.state.cash["Cy"] = cy_cash
    buy("Bob", "NFSBC", 100)  # and the Tunnel goes to Ann at her bid
    return g


def test_after_the_opening_round_priority_goes_to_the_player_whose_turn_would_come_next():
    # 18xx.games: the next player in the opening round's order, not left of the last buyer (Ann)
    g = opening_round()
    s = g.state
    assert s.privates["SCFTC"].owner == "Ann" and s.cash["Ann"] == 375 - 105
    assert s.round == "stock" and s.priority == s.players.index("Cy")
    assert g.active_players == ["Cy"]


def test_a_stock_rounds_first_player_with_nothing_to_do_passes_by_himself():
    # 18xx.games: a player without a valid action passes automatically
    g = opening_round(cy_cash=100)  # no director's certificate (from $130), no sales yet
    s = g.state
    assert s.priority == s.players.index("Cy") and g.active_players == ["Max"] and s.passes == 1


# --- 12. discards after a phase change wait for the buyer's loans ---


def test_discards_after_the_first_5_train_wait_until_the_buyer_has_decided_on_its_loans():
    # 'Phasen' (train limit 2 from the first 5-train); 18xx.games: the buying corporation's
    # loan step comes before the other corporations' discards
    g = new_game()
    last_trains(g, "5", left=3)
    g.state.phase = 2
    parred(g, "WR", 90, "Ann").trains = ["3-0", "3-1", "4-0"]
    operate(g, "GT", cash=550)
    to_step(g, "trains")
    g.apply(buy_train("5-0", 550, "GT"))
    s = g.state
    assert s.phase == 3 and s.discards == ["WR"]
    assert s.operating.step == "loans" and g.active_players == ["Max"]
    assert "take_loan" in kinds(g) and not offers(g, "discard_train")
    g.apply(pass_action("GT"))
    assert g.active_players == ["Ann"]
    assert {a["train"] for a in offers(g, "discard_train")} == {"3-0", "3-1", "4-0"}
    g.apply(act("discard_train", "WR", "Ann", train="3-0"))
    s = g.state
    assert s.corporations["WR"].trains == ["3-1", "4-0"] and s.pool_trains == ["3-0"]
    assert not s.discards


# --- 13. a route once had ---


def bbg_loses_its_route():
    """Phase 3. BBG (no track at Brantford) placed the W&S station in Kitchener in an earlier
    round; Kitchener's printed cities have no track, Galt's track leads there. BBG upgrades
    Kitchener to #59: its lifted marker counts in the city facing Galt (a route), then Max puts
    it into the other city, away from all track (no route)."""
    g = new_game()
    g.state.phase = 1
    lay_by_hand(g, "J13", "6", 0)  # Galt towards Brantford and Kitchener
    tokens.place_token(g.state.board, "BBG", "I12-c1", reach=False)
    operate(g, "BBG", cash=500)
    g.apply(lay("I12", "59", 3))  # c1 faces Galt, c0 the empty I10
    assert g.state.pending_tokens == [("BBG", "I12")]
    g.apply(act("place_token", city="I12-c0"))
    return g


def test_a_corporation_that_has_had_a_route_must_still_own_a_train_after_losing_it():
    # 'Lokkauf': once it can run a route it must own a train; 18xx.games remembers the route
    from pygame_rules.core18xx import runs

    g = bbg_loses_its_route()
    s = g.state
    assert s.board.tokens["I12-c0"] == ["BBG"]
    assert not runs.reached(s, s.corporations["BBG"]).route  # only the memory is left
    to_step(g, "trains")
    assert "pass" not in kinds(g) and {a["train"] for a in offers(g, "buy_train")} == {"2-0"}
    g.apply(buy_train("2-0", 100))
    finish_round(g)
    operate(g, "BBG", cash=0)
    to_step(g, "routes")
    assert offers(g, "run_routes")  # it is still offered its run


# --- 14. the CGR's borrowed diesel ---


def test_the_cgr_borrows_a_diesel_when_it_has_no_train():
    # 'CGR' ("Wenn keine Loks für die CGR übrigbleiben"): until it has owned a permanent train
    g = cgr_operating([])
    to_step(g, "borrow")
    assert [a["train"] for a in offers(g, "borrow_train")] == ["D-0"]
    g.apply(offers(g, "borrow_train")[0])
    s = g.state
    assert s.corporations["CGR"].trains == ["D-0"] and s.borrowed_train == "D-0"
    assert s.operating.step == "routes" and offers(g, "run_routes")


def test_the_cgr_may_not_borrow_a_diesel_while_it_has_a_train():
    # 'CGR': the diesel is lent only when no train is left for it
    g = cgr_operating(["4-0"])
    steps = []
    while g.state.round == "operating":
        steps.append(g.state.operating.step)
        assert not offers(g, "borrow_train")
        g.apply((offers(g, "run_routes") or offers(g, "pass"))[0])
    assert steps == ["track", "routes"]  # it runs its 4-train


def cgr_operating(trains: list[str]):
    """The CGR (no cash, no permanent train yet, a station in Galt with track to Brantford)
    operates after the first 6-train."""
    g = new_game()
    s = g.state
    brantford_galt(g)
    tokens.place_token(s.board, "CGR", "J13-c0", reach=False)
    last_trains(g, "6", left=1)
    s.phase, s.cgr_formed = 4, True
    operate(g, "CGR", cash=0).trains = list(trains)
    return g
