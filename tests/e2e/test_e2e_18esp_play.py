"""One 18ESP game played by clicking, from the set-up screen (which says why 2 players are left
out) through the auction of the privates (P7's buyer setting its northern major's start price),
stock rounds and operating rounds with a mine tile laid turned to its rotation, a mountain pass
opened at the price the map showed, a combined train (both gauges) formed from a recycled card,
and that train's run, the run panel's exact best.

Each move is the seeded random playout's, except that the first mine lay, the first pass and the
first combination are taken when offered and every run is the run panel's exact best; the same
moves are applied to the same game in this process. At each new round and after each of those
moves the table shows what the rules give: cash, fortunes, loans, treasuries, share prices,
tiles, open passes, whose turn it is.

Seed 18 with 3 players reaches the combined train's run at move 356 (found by playing seeds 1-40
this way in Python; most need 400-800 moves)."""

from __future__ import annotations

import random

from e2e_helpers import open_site, play
from g18esp_page import assert_table_shows, corp_card, is_mine, legal_of, pesetas, read_table
from g1856_page import lay_tile, run_best_routes, stage, start_18xx

import pygame_rules as pr
from pygame_rules.playout import random_move

SEED = 18
PLAYERS = ["Ann", "Bob", "Cy"]


def runs_combined(game: pr.Game) -> bool:
    view = game.view()
    if not view["operating"] or view["operating"]["step"] != "routes":
        return False
    names = corp_card(view, view["operating"]["corporation"])["train_names"].values()
    return any(len(n.split("+")) == 3 for n in names)


def choose(game: pr.Game, rnd: random.Random, done: set) -> dict:
    """The playout's move, but the first pass, combination and mine lay when offered."""
    for kind in ("open_pass", "combine_trains"):
        offered = legal_of(game, kind)
        if offered and kind not in done:
            return offered[0]
    if "mine" not in done:
        view = game.view()
        mines = [a for a in legal_of(game, "lay_tile") if is_mine(view, a["hex"])]
        if mines:
            return mines[0]
    return random_move(game, rnd)


def open_the_pass(page, game: pr.Game, action: dict) -> None:
    mountain_pass = next(p for p in game.view()["mountain_passes"] if p["hex"] == action["hex"])
    pill = page.locator(f".x18-map .pill.pass[data-pass='{action['hex']}']")
    assert pesetas(pill.text_content()) == mountain_pass["cost"]
    before = read_table(page)["treasuries"][action["corporation"]]
    play(page, action)
    assert read_table(page)["treasuries"][action["corporation"]] == before - mountain_pass["cost"]
    assert "open" in pill.get_attribute("class")


def combine(page, game: pr.Game, action: dict) -> None:
    # one button for combinations alike to a player (either of two 2+3-trains with a recycled 2)
    names = corp_card(game.view(), action["corporation"])["train_names"]
    offered = legal_of(game, "combine_trains")
    alike = {(names[a["train"]], a["recycled"].split("-")[0], a["variant"]) for a in offered}
    assert page.locator(".x18-prompt button.combine").count() == len(alike)
    before = read_table(page)["treasuries"][action["corporation"]]
    play(page, action)
    assert read_table(page)["treasuries"][action["corporation"]] < before  # the recycled card is paid for


def run_the_combined_train(page, game: pr.Game, offer: dict) -> dict:
    """The run panel's best run: the engine's exact best, worth at least the playout's offer."""
    sent, total = run_best_routes(page)
    assert total == game.title.query(game.state, "best_routes", {})["total"]
    assert total == game.title.query(game.state, "run", {"routes": sent["routes"]})["total"]
    assert total >= game.title.query(game.state, "run", {"routes": offer["routes"]})["total"]
    return sent


def test_an_18esp_game_from_set_up_to_a_combined_trains_run_by_clicking(page, site):
    open_site(page, site.url)
    page.click("[data-title='18esp']")
    assert page.locator(".left-out[data-left-out='2']").is_visible()
    assert "2 players" in page.locator(".left-out").text_content()
    start_18xx(page, "18esp", PLAYERS, SEED)
    game, rnd = pr.new_game("18esp", PLAYERS, seed=SEED), random.Random(SEED)
    assert_table_shows(page, game)
    assert page.locator(".x18-prompt").filter(has_text="Ferrocarril de La Habana a Güines").count() == 1
    done, kinds, now = set(), [], stage(game)
    while not runs_combined(game):
        assert not game.finished and len(game.actions) < 500
        action = choose(game, rnd, done)
        view = game.view()
        key_move = None
        if action["type"] == "lay_tile":
            assert lay_tile(page, action) == action
            if "mine" not in done and is_mine(view, action["hex"]):
                key_move = "mine"
        elif action["type"] == "run_routes":
            action, _ = run_best_routes(page)
        elif action["type"] == "open_pass":
            open_the_pass(page, game, action)
            key_move = "open_pass"
        elif action["type"] == "combine_trains":
            combine(page, game, action)
            key_move = "combine_trains"
        else:
            p7_par = action["type"] == "par" and view["round"] == "auction"
            if p7_par:
                # P7 came with the director's certificate of a northern major: its start price
                assert page.locator(".x18-prompt").filter(has_text="set its start price").count() == 1
            play(page, action)
            if p7_par:  # the start price chosen, on its major's card
                par = page.locator(f".x18-corp[data-corporation='{action['corporation']}'] .fig.price")
                assert pesetas(par.get_attribute("title")) == action["price"]
        game.apply(action)
        kinds.append(action["type"])
        if key_move:
            done.add(key_move)
        if key_move or stage(game) != now:
            if now[0] == "auction":  # what the auction sold: every private has its buyer
                assert all(p["owner"] for p in game.view()["privates"])
            now = stage(game)
            assert_table_shows(page, game)
        if key_move == "mine":
            assert read_table(page)["tiles"][action["hex"]] == [action["tile"], action["rotation"]]
        if key_move == "combine_trains":
            combined = corp_card(game.view(), action["corporation"])["train_names"][action["train"]]
            assert len(combined.split("+")) == 3
            assert f"{combined}-train" in read_table(page)["trains"][action["corporation"]]
    assert done == {"mine", "open_pass", "combine_trains"}
    assert {"bid", "pass", "par", "buy_share", "lay_tile", "buy_train", "run_routes", "dividend"} <= set(kinds)

    # the run panel names each train as the corporation's card does: the combined one "2+3+2"
    corp = corp_card(game.view(), game.view()["operating"]["corporation"])
    for train, name in corp["train_names"].items():
        assert page.locator(f".x18-train-route[data-train='{train}'] .train").text_content() == f"{name}-train"
    (offer,) = legal_of(game, "run_routes")
    sent = run_the_combined_train(page, game, offer)
    game.apply(sent)
    assert_table_shows(page, game)
