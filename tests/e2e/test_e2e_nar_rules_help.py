"""Rules help on the North American Railways table: each prompt has a "?" that opens the rule
it applies, in our own words, with the rule book's section."""

from __future__ import annotations

from e2e_helpers import PLAYERS, SEED, catalogue, choose, found_companies, open_rule, open_site, play_along, start_game

import pygame_rules as pr


def test_each_prompt_opens_its_rule(page, site):
    texts = catalogue("en")
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    open_rule(page, "shares", texts)
    found_companies(page, game, (0, 600, "new-york"), (1, 500, "boston"))
    red = next(c for c in game.view()["companies"] if c["director"] == PLAYERS[0])["id"]
    play_along(page, game, choose(game, "propose_price", 400, company=red))
    open_rule(page, "decision", texts)
    play_along(page, game, choose(game, "allow_purchase"))
    assert game.view()["phase"] == "buy_cities"
    open_rule(page, "cities", texts)
    assert page.locator(".game[data-length='4']").count() == 1  # reading a rule plays no move


def test_the_rules_help_speaks_german(page, site):
    texts = catalogue("de")
    open_site(page, site.url)
    page.select_option("select.language", "de")
    start_game(page)
    open_rule(page, "shares", texts)
