"""The 1856 table's "Export for 18xx.games": after the private auction and a par, the button
downloads 1856-<players>-<date>.18xx.json, an 18xx.games export of the game (what the rules
package writes for the same moves), which opens here again as the same game; a recorded game
exports whole. When the rules engine cannot write the game, a dialog says why in words, never a
traceback, shows the text as text, downloads nothing and changes nothing."""

from __future__ import annotations

import json
import re

from e2e_helpers import downloaded_json, open_site, play, wait_length
from g1856_page import open_position, recorded_save, start_18xx

import pygame_rules as pr

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
SEED = 5
TOOLTIP = "Download this game as a file for 18xx.games' hotseat import"


def play_opening(page) -> pr.Game:
    """The private auction (each buys the cheapest private at its price), then the first in
    the stock round starts GW at $100 and the next two pass: the same moves here and in the
    page."""
    game = pr.new_game("1856", PLAYERS, seed=SEED)

    def move(kind: str, **fields) -> None:
        action = next(
            a for a in game.legal_actions() if a["type"] == kind and all(a[k] == v for k, v in fields.items())
        )
        if isinstance(action.get("price"), dict):
            action = {**action, "price": action["price"]["min"]}
        play(page, action)
        game.apply(action)

    while game.view()["round"] == "auction":
        move("bid")
    move("par", corporation="GW", price=100)
    move("pass")
    move("pass")
    return game


def test_export_for_18xx_games_downloads_their_export_of_the_game(page, site, tmp_path):
    open_site(page, site.url)
    start_18xx(page, "1856", PLAYERS, SEED)
    game = play_opening(page)
    button = page.locator("#export-18xx")
    assert button.text_content() == "Export for 18xx.games"
    assert button.get_attribute("title") == TOOLTIP
    with page.expect_download() as info:
        button.click()
    name = info.value.suggested_filename
    assert re.fullmatch(r"1856-Ann-Bob-Cy-Dee-\d{4}-\d\d-\d\d\.18xx\.json", name), name
    path = tmp_path / name
    info.value.save_as(path)
    exported = json.loads(path.read_text("utf-8"))

    assert exported["title"] == "1856"
    assert [(p["id"], p["name"]) for p in exported["players"]] == [(p, p) for p in PLAYERS]
    assert exported["settings"]["seed"] == SEED
    actions = exported["actions"]
    assert actions and [a["id"] for a in actions] == list(range(1, len(actions) + 1))
    assert all(a["type"] and a["entity"] for a in actions)
    assert exported == pr.export_18xx(game)
    assert pr.import_18xx(exported).to_save()["actions"] == game.to_save()["actions"]
    wait_length(page, len(game.actions))  # the game itself is untouched

    # the file opens here again, as the same game
    page.click("a[href='#/']")
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] .x18-table")
    assert page.locator("#export-18xx").is_visible()

    # on a phone the control is on the screen, whole
    page.set_viewport_size({"width": 390, "height": 844})
    box = page.locator("#export-18xx").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390


def test_a_recorded_game_exports_whole(page, site, tmp_path):
    """The longest recorded game (the CGR forms in it), opened here and exported again."""
    save = recorded_save()
    game = open_position(page, site.url, save, len(save["actions"]))
    exported = downloaded_json(page, tmp_path, lambda: page.click("#export-18xx"))
    assert [p["name"] for p in exported["players"]] == save["players"]
    assert exported == pr.export_18xx(game)
    assert any(a["type"] == "merge" for a in exported["actions"])


FAIL_EXPORT = """(answer) => {
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.method !== 'export_18xx') return post.call(this, message, ...rest);
    setTimeout(() => this.onmessage({data: {id: message.id, json: JSON.stringify(answer)}}), 0);
  };
}"""
STORAGE = "() => JSON.stringify(Object.entries(localStorage).sort())"


def test_an_export_the_engine_refuses_says_why_and_changes_nothing(page, site):
    open_site(page, site.url)
    start_18xx(page, "1856", PLAYERS, SEED)
    game = pr.new_game("1856", PLAYERS, seed=SEED)
    bid = next(a for a in game.legal_actions() if a["type"] == "bid")
    play(page, {**bid, "price": bid["price"]["min"]})
    stored = page.evaluate(STORAGE)
    downloads = []
    page.on("download", lambda d: downloads.append(d))

    why = "Move 1 has no <b>18xx.games</b> action."
    page.evaluate(FAIL_EXPORT, {"ok": False, "error": {"kind": "ValueError", "message": why}})
    page.click("#export-18xx")
    dialog = page.locator("dialog[open]")
    dialog.wait_for()
    assert dialog.locator("h2").text_content() == "Not exported for 18xx.games"
    assert why in dialog.text_content() and dialog.locator("b").count() == 0  # text, not markup
    assert "Nothing was changed" in dialog.text_content() and "null" not in dialog.text_content()
    dialog.locator("button", has_text="OK").click()
    dialog.wait_for(state="detached")

    # an unexpected failure inside Python: words for the player, no traceback
    trace = 'Traceback (most recent call last):\n  File "export18xx.py", line 9\nKeyError: 7'
    page.evaluate(FAIL_EXPORT, {"ok": False, "error": {"kind": "InternalError", "message": trace}})
    page.click("#export-18xx")
    dialog.wait_for()
    text = dialog.text_content()
    assert "Traceback" not in text and "KeyError" not in text and "went wrong" in text
    dialog.locator("button", has_text="OK").click()

    assert downloads == []
    wait_length(page, 1)
    assert page.evaluate(STORAGE) == stored
    assert not page.locator("#export-18xx").is_disabled()
