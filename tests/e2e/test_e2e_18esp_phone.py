"""18ESP on a phone (390x844): the set-up screen, the auction's first sale by tapping, and in the
first operating round a mine tile laid from the picker beside the map; nothing is wider than the
screen, and the table shows what the rules give."""

from __future__ import annotations

from e2e_helpers import open_site, play
from g18esp_page import PLAYERS, assert_table_shows, is_mine, open_game
from g1856_page import lay_tile, start_18xx

import pygame_rules as pr

PHONE = {"width": 390, "height": 844}

SEED = 3
START_PRICE = 70


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


def wider_than_screen(page) -> list[str]:
    """Elements that stick out to the right of the screen (the map scrolls inside its own box, the
    banner's line of order and round sideways, to keep the banner under 15% of the screen)."""
    return page.evaluate(
        """() => [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width && r.right > window.innerWidth + 1 && !el.closest('.x18-map-box, .table-scroll, .turn-meta');
    }).slice(0, 5).map((el) => `${el.tagName}.${el.className?.baseVal ?? el.className}`)"""
    )


def test_18esp_on_a_phone(new_context, site):
    page = new_context(has_touch=True).new_page()
    page.set_viewport_size(PHONE)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_site(page, site.url)
    start_18xx(page, "18esp", PLAYERS, SEED)
    game = pr.new_game("18esp", PLAYERS, seed=SEED)
    for _ in range(4):  # the first private: bought at its starting bid, the others pass
        action = choose(game)
        play(page, action)
        game.apply(action)
    assert_table_shows(page, game)
    assert next(p for p in game.view()["privates"] if p["id"] == "P1")["owner"]
    assert not wider_than_screen(page)

    while True:  # on to the first mine tile, by the rules alone
        action = choose(game)
        if action["type"] == "lay_tile" and is_mine(game.view(), action["hex"]):
            break
        if game.view()["operating"] and game.view()["operating"]["step"] == "routes":
            action = next(a for a in game.legal_actions() if a["type"] == "run_routes")
        game.apply(action)
    lays = new_context(has_touch=True).new_page()
    lays.set_viewport_size(PHONE)
    lays.on("pageerror", lambda e: errors.append(str(e)))
    open_game(lays, site.url, game)
    assert not wider_than_screen(lays)
    assert lay_tile(lays, action) == action
    game.apply(action)
    assert_table_shows(lays, game)
    assert not errors
