"""The table: names shown as text only, undo and the history view."""

from __future__ import annotations

from e2e_helpers import (
    PLAYERS,
    SEED,
    assert_table_shows,
    choose,
    open_site,
    pass_screen,
    play,
    read_table,
    seen_view,
    start_game,
)

import pygame_rules as pr

EVIL = "<img src=x onerror=alert(1)>"


def test_a_player_name_is_shown_as_text(page, site):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    open_site(page, site.url)
    players = [EVIL, "Bob", "Cy"]
    start_game(page, players, seed=SEED)
    game = pr.new_game("nar", players, seed=SEED)
    action = choose(game, "found_company", 500, column=0)
    play(page, action)  # the name now also appears in the log and as director
    game.apply(action)
    assert_table_shows(page, game)
    assert page.locator(".player-name").first.text_content() == EVIL
    assert EVIL in page.locator(".log-list").text_content()
    assert page.locator(".company[data-company] .director").filter(has_text=EVIL).count() == 1
    page.click("a[href='#/']")
    page.wait_for_selector(".saved-game")
    assert EVIL in page.locator(".saved-players").first.text_content()
    assert page.locator("img[src='x']").count() == 0
    assert page.evaluate("document.querySelectorAll('img:not([src$=\".svg\"])').length") == 0
    assert dialogs == []


def test_undo_and_history(page, site):
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    for column, price in ((0, 600), (1, 500), (2, 400)):
        action = choose(game, "found_company", price, column=column)
        play(page, action)
        game.apply(action)

    page.click("#history-toggle")
    label = page.locator(".history-label")
    label.filter(has_text="step 3 of 3").wait_for()
    page.click("[data-history='First']")
    label.filter(has_text="step 0 of 3").wait_for()
    shown = read_table(page)
    start = seen_view(page, game, at=0)  # hidden money: only the cash of the person at the screen
    assert {p: v["cash"] for p, v in shown["players"].items()} == {p["name"]: p["cash"] for p in start["players"]}
    assert all(c["director"] is None and c["treasury"] == 0 for c in shown["companies"].values())
    assert page.locator(".table-box [data-action]").count() == 0  # read-only
    assert page.locator("#undo").is_disabled()
    page.click("[data-history='Forward']")
    label.filter(has_text="step 1 of 3").wait_for()
    shown = read_table(page)
    after_one = seen_view(page, game, at=1)
    assert {p: v["cash"] for p, v in shown["players"].items()} == {p["name"]: p["cash"] for p in after_one["players"]}
    page.click("[data-history='Last']")
    label.filter(has_text="step 3 of 3").wait_for()
    assert_table_shows(page, game)  # forward to now: the table as it is
    assert page.locator(".table-box [data-action]").count() == 0  # still only looking
    page.click("#history-now")
    page.wait_for_selector(".history-bar", state="detached")
    assert_table_shows(page, game)
    assert page.locator(".table-box [data-action]").count() > 0

    page.click("#undo")
    page.wait_for_selector(".game[data-length='2']")
    pass_screen(page)  # Cy is to act again: hidden money covers the table until Cy is there
    game.undo()
    assert_table_shows(page, game)
    assert len(page.locator(".log-list li").all()) == len(game.view()["log"])
    # the undone game is what is saved
    game_id = page.locator(".game").get_attribute("data-game-id")
    saved = page.evaluate("(k) => JSON.parse(localStorage.getItem(k))", f"railgames:game:{game_id}")
    assert saved == game.to_save()
