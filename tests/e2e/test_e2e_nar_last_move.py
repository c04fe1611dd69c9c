"""The last move on the North American Railways table: its log lines stand out, what it changed
is marked, and on a laptop the log stays in view beside the cards while the page scrolls."""

from __future__ import annotations

from e2e_helpers import PLAYERS, SEED, choose, found_companies, open_site, play_along, start_game

import pygame_rules as pr


def last_lines(view: dict) -> list[str]:
    step = max(e["step"] for e in view["log"])
    return [e["text"] for e in view["log"] if e["step"] == step]


def test_the_last_move_is_marked(page, site):
    page.set_viewport_size({"width": 1400, "height": 900})
    open_site(page, site.url)
    start_game(page)
    assert page.locator(".last-move").count() == 0  # the set-up is no move
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    found = choose(game, "found_company", 600, column=0, start_city="new-york")
    play_along(page, game, found)
    view = game.view()
    assert page.locator(".log-list li.last-move").all_text_contents() == last_lines(view)
    assert page.locator(".company.last-move").get_attribute("data-company") == found["company"]
    assert page.locator(".player.last-move").get_attribute("data-player") == found["player"]
    # the director's answer to a proposal marks the company it was about, and the director
    found_companies(page, game, (1, 500, "boston"))
    play_along(page, game, choose(game, "propose_price", 400, company=found["company"]))
    allow = choose(game, "allow_purchase")
    play_along(page, game, allow)
    assert page.locator(".log-list li.last-move").all_text_contents() == last_lines(game.view())
    assert page.locator(".company.last-move").get_attribute("data-company") == allow["company"]
    assert page.locator(".player.last-move").get_attribute("data-player") == allow["player"]


def test_the_log_stays_beside_the_table_on_a_laptop(page, site):
    page.set_viewport_size({"width": 1400, "height": 900})
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    found_companies(page, game, (0, 500), (1, 400))
    newest = page.locator(".log-list li.last-move").last
    table = page.locator(".share-market").bounding_box()
    for scroll in (0, 10_000):  # the top of the page, and scrolled to the companies at the bottom
        page.evaluate(f"window.scrollTo(0, {scroll})")
        box = newest.bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 900, f"the newest log line is out of view at {scroll}"
        assert box["x"] > table["x"] + table["width"], "the log is beside the cards"
