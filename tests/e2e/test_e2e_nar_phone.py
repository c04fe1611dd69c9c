"""North American Railways at phone size (390 px): the cards keep their name, cost, income and
Coast-to-Coast symbols readable and inside the card, and nothing makes the page scroll sideways."""

from __future__ import annotations

import random

from e2e_helpers import answer_seat_if_asked, game_link, open_site

import pygame_rules as pr
from pygame_rules.playout import random_move

PLAYERS = ["Angelika", "Daniela", "Marion", "Peer", "Uli"]

# every city card and strip on offer: its text parts, their font size and whether they stick out
CARDS = """() => [...document.querySelectorAll('.city-card, .city-strip, .share-card')].map((card) => {
  const box = card.getBoundingClientRect();
  const parts = [...card.querySelectorAll('.city-name, .cost, .income, .c2c, .card-company, .card-status')];
  return {
    text: card.textContent,
    small: parts.filter((p) => parseFloat(getComputedStyle(p).fontSize) < 11).map((p) => p.textContent),
    out: parts.filter((p) => {
      const r = p.getBoundingClientRect();
      return r.width && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
    }).map((p) => p.textContent),
    city: card.matches('.city-card'),
    cut: [...card.querySelectorAll('.city-name, .strip-name')].some((n) => n.scrollWidth > n.clientWidth + 1),
  };
})"""


def test_nar_cards_are_readable_at_phone_size(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    g = pr.new_game("nar", PLAYERS, seed=7)
    rnd = random.Random(7)
    for _ in range(30):
        g.apply(random_move(g, rnd))
    open_site(page, site.url)
    page.goto(game_link(site.url, g.to_save()))
    page.wait_for_selector(".game .nar-table")
    answer_seat_if_asked(page)
    cards = page.evaluate(CARDS)
    offered = sum(1 for col in g.view()["city_columns"] if col)
    assert len([c for c in cards if c["city"]]) == offered
    for card in cards:
        assert not card["out"], f"{card['text']!r}: {card['out']} sticks out of its card"
        assert not card["small"], f"{card['text']!r}: {card['small']} is set smaller than 11 px"
        assert not card["cut"], f"{card['text']!r}: the city's name is cut off"  # on a card or a strip
    # the bottom card of each city column shows its name, cost, income and symbols
    for col, column in zip(g.view()["city_columns"], page.locator(".city-market .column").all(), strict=True):
        if not col:
            continue
        city = col[-1]
        text = column.locator(".city-card").text_content()
        assert city["name"] in text and f"${city['cost']:,}" in text and f"+${city['income']:,}" in text
        assert column.locator(".city-card .c2c").text_content() == ("★" * city["coast_to_coast"] or "–")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
