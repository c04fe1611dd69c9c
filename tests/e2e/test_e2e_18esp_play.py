"""Playing 18ESP by clicking: a 4-player game from the set-up screen (which says why 2 players are
left out) through the auction of the privates (each bought at its starting bid, P7's buyer setting
its northern major's start price), the first stock round (minors and that major started) and the
first operating round up to a mine tile, laid turned to a chosen rotation. After every move the
table shows what the rules give for the same actions (run here by pygame_rules): cash, fortunes,
loans, treasuries, share prices, tiles."""

from __future__ import annotations

from e2e_helpers import open_site, play
from g18esp_page import PLAYERS, assert_table_shows, pesetas, read_table
from g1856_page import lay_tile, run_best_routes, start_18xx

import pygame_rules as pr

SEED = 3
START_PRICE = 70


def is_mine(view: dict, coord: str) -> bool:
    return any(kind == "mine" for kind, _ in view["board"]["hexes"][coord].get("terrain", []))


def choose(game: pr.Game) -> dict:
    """The move a simple player makes: in the auction the first to act bids the starting bid and
    the others pass, P7's start price is the lowest; in the stock round each player starts one
    corporation at 70 (a minor if he can) and buys its shares until it floats; a corporation lays
    a mine tile where it can, else its first tile while it has no train, buys one train from the
    bank, runs its best routes and pays out; otherwise it passes."""
    legal = game.legal_actions()
    view = game.view()
    first = {}
    for a in legal:
        first.setdefault(a["type"], a)
    if view["round"] == "auction":
        if "par" in first:
            return first["par"]
        if not view["auction"]["bids"] and "bid" in first:
            return {**first["bid"], "price": first["bid"]["price"]["min"]}
        return first["pass"]
    corps = {c["id"]: c for c in view["corporations"]}
    if view["round"] == "stock":
        me = view["active_players"][0]
        mine = [c for c in corps.values() if c["director"] == me]
        if not mine:
            pars = [a for a in legal if a["type"] == "par" and a["price"] == START_PRICE]
            return next((a for a in pars if corps[a["corporation"]]["kind"] == "minor"), pars[0])
        unfloated = {c["id"] for c in mine if not c["floated"]}
        return next((a for a in legal if a["type"] == "buy_share" and a["corporation"] in unfloated), first["pass"])
    step = view["operating"]["step"]
    corp = corps[view["operating"]["corporation"]]
    if step == "track":
        lays = [a for a in legal if a["type"] == "lay_tile"]
        mines = [a for a in lays if is_mine(view, a["hex"])]
        return mines[-1] if mines else lays[0] if lays and not corp["trains"] else first["pass"]
    if step == "dividend":
        return next(a for a in legal if a["type"] == "dividend" and a["kind"] == "payout")
    if step == "trains" and not corp["trains"]:
        return next(a for a in legal if a["type"] == "buy_train" and isinstance(a["price"], int))
    return first["pass"]


def test_set_up_auction_stock_round_and_a_mine_tile_by_clicking(page, site):
    open_site(page, site.url)
    page.click("[data-title='18esp']")
    assert page.locator(".left-out[data-left-out='2']").is_visible()
    assert "2 players" in page.locator(".left-out").text_content()
    start_18xx(page, "18esp", PLAYERS, SEED)
    game = pr.new_game("18esp", PLAYERS, seed=SEED)
    assert_table_shows(page, game)
    assert page.locator(".g56-prompt").filter(has_text="Ferrocarril de La Habana a Güines").count() == 1
    kinds = []
    while True:
        view = game.view()
        if view["operating"] and view["operating"]["step"] == "routes":
            action, _ = run_best_routes(page)
        else:
            action = choose(game)
            if action["type"] == "lay_tile":
                assert lay_tile(page, action) == action
            else:
                if action["type"] == "par" and view["round"] == "auction":
                    # P7 came with the director's certificate of a northern major: its start price
                    assert page.locator(".g56-prompt").filter(has_text="set its start price").count() == 1
                play(page, action)
        mine_lay = action["type"] == "lay_tile" and is_mine(game.view(), action["hex"])
        game.apply(action)
        kinds.append(action["type"])
        assert_table_shows(page, game)
        if mine_lay:
            break
    assert {"bid", "pass", "par", "buy_share", "lay_tile", "buy_train"} <= set(kinds)
    view = game.view()
    # what the auction sold: every private has its buyer, each paid its starting bid
    assert all(p["owner"] for p in view["privates"])
    shown = read_table(page)
    assert shown["tiles"][action["hex"]] == [action["tile"], action["rotation"]]
    p7_major = next(p["with"] for p in view["privates"] if p["id"] == "P7")
    # the start price its buyer chose, on its card beside the price now
    par = page.locator(f".g56-corp[data-corporation='{p7_major}'] .fig.price").get_attribute("title")
    assert pesetas(par) == START_PRICE
    # the trains as 18ESP names them: the side bought
    bought = [c for c in view["corporations"] if c["trains"]]
    assert bought and all("train" in shown["trains"][c["id"]] for c in bought)
