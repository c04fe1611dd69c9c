"""Shared parts of the page (web/app.js, dom.js, dialogs.js, history.js): a toast belongs to the
screen it was said on; a help dialog closes by a click outside it (a question does not); the
history's step buttons are drawn, not font glyphs a machine may lack."""

from __future__ import annotations

from e2e_helpers import PLAYERS, SEED, answer_seat, choose, game_link, open_site, play, start_game, wait_length

import pygame_rules as pr

UP_TO_DATE = "Your saved game was brought up to date"


def test_a_toast_belongs_to_its_screen(page, site):
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    game.apply(choose(game, "found_company", 800, column=0))
    open_site(page, game_link(site.url, game.to_save()))
    answer_seat(page, "all")
    wait_length(page, 1)
    game.apply(choose(game, "found_company", 400, column=1))
    game.apply(choose(game, "found_company", 500, column=2))
    page.goto(game_link(site.url, game.to_save()))
    wait_length(page, 3)
    toast = page.locator("#toasts .toast", has_text=UP_TO_DATE)
    toast.wait_for()  # said on the game's screen (it stays 12 seconds there)
    page.click(".topbar nav a[href='#/']")
    page.locator(".title-card").first.wait_for()
    assert toast.count() == 0, "the game screen's toast shows on the home screen"
    start_game(page)
    assert page.locator("#toasts .toast").count() == 0


def test_a_help_dialog_closes_by_a_click_outside_it(page, site):
    open_site(page, site.url)
    start_game(page)
    page.locator(".prompt .rule-help").first.click()
    dialog = page.locator("dialog[open]")
    dialog.wait_for()
    box = dialog.bounding_box()
    page.mouse.click(box["x"] + 10, box["y"] + 10)  # inside: it stays
    assert dialog.count() == 1
    page.mouse.click(5, page.viewport_size["height"] - 5)  # on the backdrop
    dialog.wait_for(state="detached")
    # a question is not dismissed by a stray click: the seat question before sharing stays
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.click("#share")
    question = page.locator("dialog[open].seat-dialog")
    question.wait_for()
    page.mouse.click(5, page.viewport_size["height"] - 5)
    page.wait_for_timeout(200)  # a click would have closed it at once
    assert question.count() == 1


def test_the_history_steps_are_drawn(page, site):
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    play(page, choose(game, "found_company", 800, column=0))
    page.click("#history-toggle")
    page.locator(".history-bar").wait_for()
    for step in ("First", "Back", "Forward", "Last"):
        button = page.locator(f".history-bar [data-history='{step}']")
        assert button.text_content().strip() == "", f"{step}: a font glyph, which a machine may not have"
        icon = button.locator("svg.icon")
        assert icon.locator("path").count() >= 1
        size = icon.bounding_box()
        assert size["width"] >= 12 and size["height"] >= 12, (step, size)
        assert button.get_attribute("aria-label")  # named for screen readers
