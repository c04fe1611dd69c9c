"""The game screen's keys (web/game.js, web/keys.js): Enter confirms the tile lay wherever the
prompt says so, also after a click anywhere on the page (which leaves the focus on the page's
main element, tabindex -1); H opens the history, the arrows, Home and End step through it and
Escape closes it; "?" lists the keys, in English and in German."""

from __future__ import annotations

import json
import random

from e2e_helpers import answer_seat, catalogue, game_link, open_site, play, start_game, wait_length

import pygame_rules as pr
from pygame_rules.playout import random_move

PLAYERS = ["Ann", "Bob", "Cy"]


def lay_position(seed: int = 5) -> pr.Game:
    """An 1856 game played at random until a corporation may lay a tile."""
    g = pr.new_game("1856", PLAYERS, seed=seed)
    rnd = random.Random(seed)
    while not any(a["type"] == "lay_tile" for a in g.legal_actions()):
        g.apply(random_move(g, rnd))
    return g


def test_enter_confirms_the_tile_after_a_click_on_the_page(page, site):
    game = lay_position()
    n = len(game.actions)
    open_site(page, game_link(site.url, game.to_save()))
    page.wait_for_selector("dialog[open].seat-dialog", timeout=90_000)  # an 1856 game opens slowly on a busy machine
    answer_seat(page, "all")
    page.wait_for_selector(f".game[data-length='{n}'] .x18-table")
    coord = min(a["hex"] for a in game.legal_actions() if a["type"] == "lay_tile")
    page.locator(f".x18-map polygon.target[data-hex='{coord}']").click()
    confirm = page.locator("#x18-lay-confirm")
    action = json.loads(confirm.get_attribute("data-action"))
    assert confirm.get_attribute("aria-keyshortcuts") == "Enter"  # the prompt says Enter confirms
    # a click on the page's heading: the focus goes to <main tabindex=-1>, the lay stays open
    page.locator(".game-head h1").click()
    assert page.evaluate("document.activeElement.id") == "app"
    assert confirm.is_visible()
    page.keyboard.press("Enter")
    wait_length(page, n + 1)
    game.apply(action)
    assert page.locator(f".x18-map [data-hex='{coord}'][data-tile='{action['tile']}']").count() == 1


def history_at(page) -> int:
    return int(page.locator(".history-label").get_attribute("data-at"))


def test_history_by_keys(page, site):
    open_site(page, site.url)
    start_game(page, players=PLAYERS)
    game = pr.new_game("nar", PLAYERS, seed=7)
    for _ in range(3):
        action = next(a for a in game.legal_actions() if a["type"] == "found_company")
        action = {k: (v["min"] if isinstance(v, dict) else v) for k, v in action.items()}
        play(page, action)
        game.apply(action)
    page.locator(".game-head h1").click()  # the focus on the page, not on a control
    page.keyboard.press("h")
    page.locator(".history-label[data-at='3']").wait_for()
    assert page.locator("#history-toggle").get_attribute("aria-pressed") == "true"
    for key, at in (("ArrowLeft", 2), ("ArrowLeft", 1), ("Home", 0), ("ArrowLeft", 0), ("ArrowRight", 1), ("End", 3)):
        page.keyboard.press(key)
        page.locator(f".history-label[data-at='{at}']").wait_for()
        assert history_at(page) == at
    page.keyboard.press("ArrowLeft")
    page.locator(".history-label[data-at='2']").wait_for()
    page.keyboard.press("Escape")
    page.locator(".history-bar").wait_for(state="detached")
    assert page.locator("#history-toggle").get_attribute("aria-pressed") == "false"
    page.keyboard.press("h")  # opens it again, at the table now
    page.locator(".history-label[data-at='3']").wait_for()
    page.keyboard.press("h")
    page.locator(".history-bar").wait_for(state="detached")


def keys_listed(page) -> dict[str, str]:
    dialog = page.locator("dialog[open].keys-dialog")
    dialog.wait_for()
    rows = dialog.locator("tr[data-keys]")
    return {rows.nth(i).get_attribute("data-keys"): rows.nth(i).text_content() for i in range(rows.count())}


def test_question_mark_lists_the_keys_in_both_languages(page, site):
    open_site(page, site.url)
    start_game(page, players=PLAYERS)
    for language in ("en", "de"):
        words = catalogue(language)
        if language == "de":
            page.select_option("#language", "de")
            page.locator(".game-head #keys", has_text=words["ui.keys.button"]).wait_for()
        page.locator(".game-head h1").click()
        page.keyboard.press("?")
        listed = keys_listed(page)
        assert page.locator("dialog[open] h2").text_content() == words["ui.keys.title"]
        assert set(listed) >= {"enter", "pass", "undo", "history", "step", "ends", "escape", "keys"}
        for row, text in listed.items():
            keys = words[f"ui.keys.row.{row}.keys"].split(" / ")
            assert all(k in text for k in keys) and words[f"ui.keys.row.{row}.what"] in text, (row, text)
        page.keyboard.press("Escape")
        page.locator("dialog[open]").wait_for(state="detached")
    # the toolbar's button opens the same list
    page.click("#keys")
    assert "enter" in keys_listed(page)
