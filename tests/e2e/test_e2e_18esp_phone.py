"""18ESP on a phone (390x844): the set-up screen, the auction's first sale by tapping, and in the
first operating round a mine tile laid from the picker beside the map; nothing is wider than the
screen, and the table shows what the rules give."""

from __future__ import annotations

from e2e_helpers import open_site, play
from g18esp_page import PLAYERS, assert_table_shows, open_game
from g1856_page import lay_tile, start_18xx
from test_e2e_18esp_play import SEED, choose, is_mine

import pygame_rules as pr

PHONE = {"width": 390, "height": 844}


def wider_than_screen(page) -> list[str]:
    """Elements that stick out to the right of the screen (the map scrolls inside its own box)."""
    return page.evaluate(
        """() => [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width && r.right > window.innerWidth + 1 && !el.closest('.g56-map-box, .table-scroll');
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
