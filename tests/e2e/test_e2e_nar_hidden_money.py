"""NAR's "hidden money" (rule book section 4): on by default; a seat that plays by link sees only
its own cash, at one screen the player to act sees his, and switched off everyone sees all."""

from __future__ import annotations

import random

from e2e_helpers import (
    PLAYERS,
    SEED,
    answer_seat,
    assert_table_shows,
    found_companies,
    game_link,
    open_site,
    read_table,
    start_game,
)

import pygame_rules as pr
from pygame_rules.playout import random_move


def cash_shown(page) -> dict:
    return {name: p["cash"] for name, p in read_table(page)["players"].items()}


def test_a_seat_by_link_sees_only_its_own_cash(page, site):
    g = pr.new_game("nar", PLAYERS, seed=SEED)
    rnd = random.Random(SEED)
    for _ in range(10):
        g.apply(random_move(g, rnd))
    open_site(page, site.url)
    page.goto(game_link(site.url, g.to_save()))
    page.wait_for_selector(".game .nar-table")
    answer_seat(page, "Bob")
    page.locator(".seat-line[data-seat='Bob']").wait_for()
    page.wait_for_function("document.querySelectorAll('.player .hidden-cash').length === 2")
    assert cash_shown(page) == {p: g.state.cash[p] if p == "Bob" else None for p in PLAYERS}
    assert page.locator(".player[data-player='Ann'] .hidden-cash").text_content() == "hidden"
    # the same game watched: no one's cash
    page.click(".seat-line .link-button")
    answer_seat(page, "watch")
    page.wait_for_function("document.querySelectorAll('.player .hidden-cash').length === 3")


def test_at_one_screen_the_player_to_act_sees_his_cash(page, site):
    open_site(page, site.url)
    assert page.locator("#option-hidden_money").is_checked()  # on by default
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    for column, price in ((0, 600), (1, 500)):
        found_companies(page, game, (column, price))
        active = game.active_players[0]
        assert cash_shown(page) == {p: game.state.cash[p] if p == active else None for p in PLAYERS}
        assert_table_shows(page, game)


def test_switched_off_every_cash_is_shown(page, site):
    open_site(page, site.url)
    page.click("label[for='option-hidden_money']")
    assert not page.locator("#option-hidden_money").is_checked()
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED, options={"hidden_money": False})
    found_companies(page, game, (0, 600))
    assert cash_shown(page) == game.state.cash
    assert page.locator(".hidden-cash").count() == 0
