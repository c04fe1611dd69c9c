"""18ESP (seed 004) 8 'Gründung der RENFE und Spielende' and 8.1 'Gewinner' through the game's API:
the second 8/6+8 bought ends the set with the current operating round, then a last stock round
and three last operating rounds; exported at the end of a set, the last stock round follows at
once (E16); in the very last operating round a northern major's revenue is doubled and a payout
moves its price twice; the final values."""

from __future__ import annotations

from g18esp_or_table import act, first_round, floated, legal, operate, operating, to_step, trains
from g18esp_table import at_price, keys, new_game, pass_, shareholders, stock_round

from pygame_rules.games.g18esp import dividends, game_end

PHASE_7 = 5  # the 8-trains' phase (18xx.games' "8")


def in_phase_7(cash: int = 2000):
    """FdSB (Diego's) alone in phase 7, one 8 sold, operating round 2 of 3."""
    g = stock_round(new_game(), "Carmen", number=1)
    s = g.state
    s.phase, s.depot, s.ultimate_sold = PHASE_7, [], 1
    floated(g, "FdSB", 80, "Diego", cash)
    operate(g)
    g.state.or_number, g.state.or_count = 2, 3
    return g


def price(g, corp: str) -> int:
    return next(c["price"] for c in g.view()["corporations"] if c["id"] == corp)


def finish_turn(g) -> None:
    """Every operating turn to its end while this set of operating rounds lasts."""
    turn = g.state.turn
    while g.state.round == "operating" and g.state.turn == turn and not g.finished:
        to_step(g, "privates")
        if g.state.round == "operating" and g.state.operating and legal(g, "pass"):
            act(g, "pass")


def test_the_second_8_ends_the_set_with_this_round_then_a_stock_round_and_three_last_rounds():
    """E16: bought in operating round 2 of 3: round 3 is skipped, the last stock round follows,
    then three operating rounds, and the game ends."""
    g = to_step(in_phase_7(), "trains")
    act(g, "buy_train", train="8-1", variant="8")
    s = g.state
    assert s.ultimate_sold == 2 and s.final_turn == 2 and s.or_count == 2 and "18esp.end.renfe" in keys(g)
    finish_turn(g)
    s = g.state
    assert s.round == "stock" and s.turn == 2 and "18esp.train.exported" in keys(g)
    while g.state.round == "stock":
        pass_(g, g.active_players[0])
    assert g.state.round == "operating" and g.state.or_count == 3 and operating(g) == "FdSB"
    finish_turn(g)
    lines = [str(line) for _, line in g.state.log if line.key == "18esp.round.operating"]
    assert lines[-3:] == [f"Operating round 2.{n} (of 3)." for n in (1, 2, 3)]
    assert g.finished and g.state.end_reason == "renfe" and keys(g)[-1] == "18esp.end.game_over"
    assert g.legal_actions() == [] and g.active_players == []


def test_the_second_8_exported_at_the_end_of_a_set_leads_to_the_last_stock_round_at_once():
    g = in_phase_7()
    g.state.or_number = 3
    trains(g, "FdSB", "8-0")
    finish_turn(g)
    s = g.state
    assert s.ultimate_sold == 2 and s.final_turn == 2 and s.round == "stock" and s.turn == 2


def test_in_the_very_last_round_a_northern_major_earns_double_and_a_payout_moves_twice():
    g = first_round(("FdSB", 80, "Diego", 320), ("CFEA", 75, "Bruno", 320))
    s = g.state
    s.final_turn, s.or_count = 1, 1
    assert dividends.doubled(s, s.corporations["FdSB"]) and game_end.last_operating_round(s)
    trains(g, "FdSB", "2-1:1+2")
    act(g, "lay_tile", hex="J4", tile="73", rotation=5)
    act(g, "pass")
    run = legal(g, "run_routes")[0]
    g.apply(run)
    assert g.state.operating.revenue == 2 * (20 + 10)  # Santander 20, the town 10
    act(g, "dividend", kind="payout")
    assert price(g, "FdSB") == 100  # 80 -> 90 -> 100: two fields right
    assert g.state.cash["Diego"] > 0


def test_a_withholding_moves_once_and_southern_majors_earn_single():
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = 1
    floated(g, "N", 90, "Almira", 500)
    operate(g)
    s = g.state
    s.final_turn, s.or_count = 1, 1
    assert not dividends.doubled(s, s.corporations["N"])
    turn = s.operating
    turn.step, turn.routes, turn.revenue = "dividend", [{}], 100
    act(g, "dividend", kind="payout")
    assert price(g, "N") == 100  # one field

    g = first_round(("FdSB", 80, "Diego", 320))
    s = g.state
    s.final_turn, s.or_count = 1, 1
    turn = s.operating
    turn.step, turn.routes, turn.revenue = "dividend", [{}], 100
    act(g, "dividend", kind="withhold")
    assert price(g, "FdSB") == 70  # one field left


def test_final_values_are_cash_and_shares_less_a_loan_and_a_half():
    """E16: cash 1,000, shares 2,000, a debt of 100: 2,850; a tie goes to the lower order card."""
    g = stock_round(new_game(), "Carmen", number=1)
    s = g.state
    floated(g, "FdSB", 100, "Bruno", 0)
    s.cash.update({"Carmen": 1000, "Bruno": 850, "Almira": 2850, "Diego": 0})
    s.loans["Carmen"] = 100
    s.corporations["FdLR"].cell = None  # (Carmen's P7 certificate: no value here)
    shareholders(g, "FdSB", {"Carmen": 8})
    at_price(s.corporations["FdSB"], 250)
    values = game_end.values(s)
    assert values["Carmen"] == 1000 + 2000 - 150 and values["Almira"] == 2850 and values["Bruno"] == 850 + 500
    assert game_end.result(s)["ranking"][:2] == ["Carmen", "Almira"]  # Carmen's lower card
