"""Both 18xx titles played to their end on the table, by clicking: a seeded random game opened by
link at the start of its last stock round, then every remaining move clicked through the table's
own controls (tile lays on the map, the best run from the run panel, the rest from the prompt and
the cards) until the game is over. Each move is the one the seeded random playout makes in that
position, applied to the same game in this process too; a run is the table's exact best run (the
playout's offer comes from a bounded search and is never worth more). At each new round and at
the end the table shows the rules' cash, fortunes, treasuries and prices; the final screen ranks
the players by the rules' final values, names the winner, and the banner says why the game ended.

18ESP: the 8 exported at the end of a set founds RENFE, so the last stock round and the three last
operating rounds follow (8; northern majors pay double in the very last). 1856: the bank breaks
during the last set of operating rounds, which is played out.

Measured on a 2-core machine busy with another test run (an idle one is faster): 18ESP 56-57 s
for its 77 moves, 1856 27-41 s for its 70; the file 100 s."""

from __future__ import annotations

import random
from collections.abc import Callable

import g18esp_page
import g1856_page
from e2e_helpers import dollars, play
from g18esp_page import open_game, pesetas, played_until
from g1856_page import lay_tile, run_best_routes, stage

import pygame_rules as pr
from pygame_rules.playout import random_move

# seed 2's 18ESP playout: its last stock round begins at move 1010 (an 8 exported when the set
# before ended founded RENFE); 77 moves to its end with the table's best runs (three of them
# earn more than the playout's offer, so from there the game is no longer the pure playout's)
ESP_SEED, ESP_LAST_STOCK_ROUND = 2, 1010
# seed 1's 1856 playout: its last stock round begins at move 971; the bank breaks in the operating
# rounds after it; 70 moves to the end
G1856_SEED, G1856_LAST_STOCK_ROUND = 1, 971


def run_the_best(page, game: pr.Game, offer: dict) -> dict:
    """Run the trains from the run panel once its search is done: the exact best run, worth at
    least the playout's offer; returns the action the table sent."""
    sent, total = run_best_routes(page)
    best = game.title.query(game.state, "best_routes", {})
    offered = game.title.query(game.state, "run", {"routes": offer["routes"]})
    assert total == best["total"] >= offered["total"]
    return sent


def click_to_the_end(page, game: pr.Game, rnd: random.Random, assert_shows: Callable) -> list[str]:
    """Click each move the playout makes until the game is over; the kinds of move clicked."""
    kinds, now = [], stage(game)
    while not game.finished:
        action = random_move(game, rnd)
        if action["type"] == "lay_tile":
            assert lay_tile(page, action) == action
        elif action["type"] == "run_routes":
            action = run_the_best(page, game, action)
        else:
            play(page, action)
        game.apply(action)
        kinds.append(action["type"])
        if game.finished or stage(game) != now:
            now = stage(game)
            assert_shows(page, game)
    return kinds


def assert_final_screen(page, game: pr.Game, amount: Callable[[str], int]) -> dict:
    """The final values in the order of the rules' ranking, the winner named, the end's reason
    in the banner; returns what the screen showed."""
    page.wait_for_selector(".game[data-finished='1'] .x18-scores")
    result = game.result()
    view = game.view()
    assert view["result"] == result
    rows = page.locator(".x18-scores tbody tr").evaluate_all(
        """(rows) => rows.map((r) => ({player: r.dataset.player, rank: r.querySelector('.rank').textContent,
             name: r.querySelector('th').textContent, total: r.querySelector('.total').textContent,
             winner: r.classList.contains('winner')}))"""
    )
    assert [r["player"] for r in rows] == [r["name"] for r in rows] == result["ranking"]
    assert [r["rank"] for r in rows] == [str(i) for i in range(1, len(rows) + 1)]
    assert {r["player"]: amount(r["total"]) for r in rows} == result["scores"]
    assert {p["name"]: p["value"] for p in view["players"]} == result["scores"]
    assert [r["player"] for r in rows if r["winner"]] == [result["ranking"][0]]
    winner_line = page.locator(".x18-scores .winner-line").text_content()
    assert winner_line == f"{rows[0]['player']} wins with {rows[0]['total']}."
    banner = page.locator(".table-box .turn-banner")
    assert banner.locator(".turn-who").text_content() == "Game over"
    return {"rows": rows, "winner_line": winner_line, "reason": banner.locator(".turn-phase").text_content()}


def test_18esp_from_its_last_stock_round_to_the_end_by_clicking(page, site):
    rnd = random.Random(ESP_SEED)
    game = played_until(ESP_SEED, lambda g: len(g.actions) == ESP_LAST_STOCK_ROUND, rnd=rnd)
    view = game.view()
    assert view["round"] == "stock" and view["final_turn"] == view["turn"]  # RENFE: the last set
    open_game(page, site.url, game)
    g18esp_page.assert_table_shows(page, game)
    kinds = click_to_the_end(page, game, rnd, g18esp_page.assert_table_shows)
    assert game.result()["reason"] == "renfe"
    shown = assert_final_screen(page, game, pesetas)
    assert shown["reason"] == "RENFE is founded: the last operating rounds are played"
    assert {"buy_share", "lay_tile", "run_routes", "dividend", "attach_tender", "buy_train"} <= set(kinds)


def test_1856_from_its_last_stock_round_to_the_end_by_clicking(page, site):
    rnd = random.Random(G1856_SEED)
    game = played_until(G1856_SEED, lambda g: len(g.actions) == G1856_LAST_STOCK_ROUND, title="1856", rnd=rnd)
    turn = game.view()["turn"]
    assert game.view()["round"] == "stock" and not game.view()["bank_broken"]
    open_game(page, site.url, game)
    g1856_page.assert_table_shows(page, game)
    kinds = click_to_the_end(page, game, rnd, g1856_page.assert_table_shows)
    assert game.result()["reason"] == "bank" and game.view()["turn"] == turn  # no stock round came after
    shown = assert_final_screen(page, game, dollars)
    assert shown["reason"] == "the bank broke"
    assert {"buy_share", "lay_tile", "place_token", "run_routes", "dividend", "take_loan"} <= set(kinds)
