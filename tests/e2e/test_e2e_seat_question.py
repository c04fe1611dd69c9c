"""The friend's "Which player are you?" (web/seats.js) says whose move it is and offers first the
likely answer: the player to act, when that is not who moved last (the sender). Before anyone
moved the sender is unknown, and nothing is offered first (Enter picks no one by chance)."""

from __future__ import annotations

from e2e_helpers import PLAYERS, SEED, choose, game_link, open_site

import pygame_rules as pr

FOCUSED = "() => { const el = document.activeElement; return el.dataset.seat ?? el.dataset.seatMode ?? el.id; }"


def question(page):
    dialog = page.locator("dialog[open].seat-dialog")
    dialog.wait_for()
    return dialog


def test_the_player_to_act_is_offered_first_and_named(page, site):
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    game.apply(choose(game, "found_company", 800, column=0))  # Ann moved and sends the link to Bob
    assert game.active_players == ["Bob"]
    open_site(page, game_link(site.url, game.to_save()))
    dialog = question(page)
    assert dialog.locator(".seat-to-move").text_content() == "To move now: Bob."
    assert page.evaluate(FOCUSED) == "Bob"
    primary = dialog.locator(".seat-choice.primary")
    assert primary.count() == 1 and primary.get_attribute("data-seat") == "Bob"
    assert dialog.locator("[data-seat='Ann'] .seat-choice-hint").text_content() == "made the last move"
    assert dialog.locator("[data-seat='Bob'] .seat-choice-hint").text_content() == "to move now"
    page.keyboard.press("Enter")  # the likely answer
    page.locator(".seat-line[data-seat='Bob']").wait_for()


def test_before_any_move_nothing_is_offered_first(page, site):
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    open_site(page, game_link(site.url, game.to_save()))
    dialog = question(page)
    assert dialog.locator(".seat-to-move").text_content() == "To move now: Ann."
    assert page.evaluate(FOCUSED) == "seat-h"  # the question itself, not a player
    assert dialog.locator(".seat-choice.primary").count() == 0
    page.keyboard.press("Enter")
    assert dialog.is_visible()  # Enter chose no one


def test_in_german_too(new_context, site):
    page = new_context(locale="de-DE").new_page()
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    game.apply(choose(game, "found_company", 800, column=0))
    game.apply(choose(game, "found_company", 400, column=1))
    open_site(page, game_link(site.url, game.to_save()))
    dialog = question(page)
    assert dialog.locator("h2").text_content() == "Welcher Spieler bist du?"
    assert dialog.locator(".seat-to-move").text_content() == "Am Zug: Cy."
    assert page.evaluate(FOCUSED) == "Cy"
    assert dialog.locator("[data-seat='Bob'] .seat-choice-hint").text_content() == "hat zuletzt gezogen"
