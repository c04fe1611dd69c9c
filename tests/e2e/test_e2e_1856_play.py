"""Playing 1856 by clicking: a 4-player game through the private auction, the first stock round
and operating round (two corporations lay a tile turned to a chosen rotation, place a station
marker, buy a train), the second stock round and the first run of the second operating round
(the best routes, paid out). After every move the table shows what the rules give for the same
actions (run here by pygame_rules). Then the history goes back to the start and forward again."""

from __future__ import annotations

from e2e_helpers import open_site, play, wait_length
from g1856_page import (
    assert_table_shows,
    best_routes_progress,
    expected_table,
    lay_tile,
    read_table,
    run_best_routes,
    start_18xx,
)

import pygame_rules as pr

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
SEED = 5
# the corporations started, and the lay each makes in its first turn: (hex, tile, rotation);
# each rotation is the second of the tile's two legal ones, and each lay opens a city for a station
PLAN = {"GW": ("F17", "6", 3), "CPR": ("N3", "6", 5)}


def choose(game: pr.Game) -> dict:
    """The move a simple player makes: buys the cheapest private at its price, starts the planned
    corporations at $100, lays the planned tile, places a station where it can, buys one train
    from the bank, runs the best routes and pays out, and otherwise passes."""
    legal = game.legal_actions()
    view = game.view()
    first = {a["type"]: a for a in reversed(legal)}
    if view["round"] == "auction":
        return {**first["bid"], "price": first["bid"]["price"]["min"]}
    if view["round"] == "stock":
        started = {c["id"] for c in view["corporations"] if c["par"]}
        for a in legal:
            if a["type"] == "par" and a["corporation"] in set(PLAN) - started and a["price"] == 100:
                return a
        return first["pass"]
    corp = next(c for c in view["corporations"] if c["id"] == view["operating"]["corporation"])
    step = view["operating"]["step"]
    if step == "track" and not corp["trains"]:
        hex_, tile, rotation = PLAN[corp["id"]]
        return {**first["lay_tile"], "hex": hex_, "tile": tile, "rotation": rotation}
    if step == "token" and "place_token" in first:
        return first["place_token"]
    if step == "dividend":
        return next(a for a in legal if a["type"] == "dividend" and a["kind"] == "payout")
    if step == "trains" and not corp["trains"]:
        return next(a for a in legal if a["type"] == "buy_train" and isinstance(a["price"], int))
    return first["pass"]


def test_auction_stock_round_and_operating_rounds_by_clicking_then_history(page, site):
    open_site(page, site.url)
    start_18xx(page, "1856", PLAYERS, SEED)
    game = pr.new_game("1856", PLAYERS, seed=SEED)
    assert_table_shows(page, game)
    kinds = []
    while True:
        view = game.view()
        if view["operating"] and view["operating"]["step"] == "routes":
            progress = best_routes_progress(page)
            assert progress["heard"] and progress["heard"][-1] == 1  # the worker's progress messages
            action, shown = run_best_routes(page)
            assert shown == progress["total"]
            (offer,) = [a for a in game.legal_actions() if a["type"] == "run_routes"]
            checked = game.title.query(game.state, "run", {"routes": action["routes"]}, None)
            assert (
                shown
                == checked["total"]
                >= game.title.query(game.state, "run", {"routes": offer["routes"]}, None)["total"]
            )
        else:
            action = choose(game)
            if action["type"] == "lay_tile":
                assert lay_tile(page, action) == action
            else:
                play(page, action)
        game.apply(action)
        kinds.append(action["type"])
        assert_table_shows(page, game)
        if action["type"] == "dividend":
            break
    assert {"bid", "par", "pass", "lay_tile", "place_token", "buy_train", "run_routes", "dividend"} <= set(kinds)
    assert game.view()["operating_round"] == 1 and game.view()["turn"] == 2

    now = read_table(page)
    page.click("#history-toggle")
    page.click("[data-history='First']")
    page.wait_for_selector(".history-label[data-at='0']")
    start_of_game = read_table(page)
    assert start_of_game["tiles"] == {} and start_of_game["stations"] == []
    assert start_of_game["players"] == expected_table(pr.new_game("1856", PLAYERS, seed=SEED).view())["players"]
    page.click("[data-history='Last']")
    page.wait_for_selector(f".history-label[data-at='{len(game.actions)}']")
    assert read_table(page)["tiles"] == now["tiles"] and read_table(page)["players"] == now["players"]
    page.click("#history-now")
    page.wait_for_selector(".x18-prompt")
    wait_length(page, len(game.actions))
    assert_table_shows(page, game)
