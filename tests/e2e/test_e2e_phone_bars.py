"""On a phone (390x844) what sticks to the top of the screen while the table scrolls (the turn
banner) takes at most 15% of the screen's height, in every title, in English and German
(web/style.css); the prompt scrolls with the table."""

from __future__ import annotations

import random

import pytest
from e2e_helpers import answer_seat, game_link, open_site

import pygame_rules as pr
from pygame_rules.playout import random_move

PHONE = {"width": 390, "height": 844}
MOVES = {"nar": 14, "lttw": 25, "fttn": 25, "1856": 60, "18esp": 60}
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
# how far down the screen the elements stuck to its top reach (and which they are)
STUCK = """() => {
  const stuck = [];
  for (const el of document.querySelectorAll("body *")) {
    const position = getComputedStyle(el).position;
    if ((position !== "sticky" && position !== "fixed") || el.closest("#toasts, dialog")) continue;
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.top <= 2 && r.bottom > 0) stuck.push([el.className, Math.round(r.bottom)]);
  }
  return {bottom: Math.max(0, ...stuck.map((s) => s[1])), stuck};
}"""


def open_middle(page, site, title: str) -> pr.Game:
    game = pr.new_game(title, PLAYERS[: 4 if title in ("1856", "18esp") else 3], seed=5)
    rnd = random.Random(5)
    for _ in range(MOVES[title]):
        game.apply(random_move(game, rnd))
    page.set_viewport_size(PHONE)
    open_site(page, site.url)
    page.goto(game_link(site.url, game.to_save()))
    page.wait_for_selector("dialog[open].seat-dialog", timeout=90_000)  # Python may still be starting
    answer_seat(page, "all")
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] .table-box .turn-banner")
    return game


def stuck_height(page) -> dict:
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert page.evaluate("window.scrollY") > 300, "the table is long enough to scroll"
    return page.evaluate(STUCK)


@pytest.mark.parametrize("title", list(MOVES))
def test_the_bars_stuck_on_a_phone_take_at_most_15_percent(page, site, title):
    open_middle(page, site, title)
    shown = stuck_height(page)
    assert shown["stuck"], "the turn banner stays in sight"
    assert shown["bottom"] <= 0.15 * PHONE["height"], shown


@pytest.mark.parametrize("title", ["fttn", "1856"])
def test_in_german_too(new_context, site, title):
    page = new_context(locale="de-DE").new_page()
    open_middle(page, site, title)
    shown = stuck_height(page)
    assert shown["stuck"] and shown["bottom"] <= 0.15 * PHONE["height"], shown
