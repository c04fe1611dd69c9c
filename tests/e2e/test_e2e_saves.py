"""Saves in localStorage: a reload finds the same table; broken links and a corrupted save are
reported and lose nothing."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from e2e_helpers import (
    FILL_STORAGE,
    PLAYERS,
    SEED,
    assert_table_shows,
    choose,
    open_site,
    play,
    start_game,
)

import pygame_rules as pr

pytestmark = pytest.mark.fresh_page  # first visits, routes, storage set up before the page

STORAGE = "() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))"


def code(data: bytes, cut: bool = False) -> str:
    """A #g= game code: raw deflate, base64url without padding (cut: only its first half)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(data) + packer.flush()
    if cut:
        packed = packed[: len(packed) // 2]
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def test_reload_finds_the_same_table(page, site):
    open_site(page, site.url)
    game_id = start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    for kind, price, column in (("found_company", 700, 0), ("found_company", 300, 2)):
        action = choose(game, kind, price, column=column)
        play(page, action)
        game.apply(action)
    stored = page.evaluate(STORAGE)
    assert json.loads(stored[f"railgames:game:{game_id}"]) == game.to_save()
    index = json.loads(stored["railgames:index"])
    assert index["version"] == 1 and [g["id"] for g in index["games"]] == [game_id]
    assert index["games"][0]["players"] == PLAYERS

    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    page.wait_for_selector(".game[data-length='2'] .nar-table")
    assert page.url.endswith(f"#/game/{game_id}")
    assert_table_shows(page, game)
    # and it plays on from there
    action = choose(game, "found_company", 200, column=3, start_city="montreal")
    play(page, action)
    game.apply(action)
    assert_table_shows(page, game)

    # the home screen lists it with its phase and resumes it
    page.click("a[href='#/']")
    entry = page.locator(f".saved-game[data-game-id='{game_id}']")
    assert "Ann, Bob and Cy" in entry.text_content()
    assert f"Turn 1 · {game.view()['phase_name']}" in entry.text_content()
    entry.locator("[data-resume]").click()
    page.wait_for_selector(".game[data-length='3'] .nar-table")


def test_broken_links_and_a_corrupted_save_lose_nothing(page, site):
    open_site(page, site.url)
    good = start_game(page)
    play(page, choose(pr.new_game("nar", PLAYERS, seed=SEED), "found_company", 500, column=0))
    page.goto(site.url + "#/")
    other = start_game(page, ["Dee", "Eve", "Fay", "Gus"], seed=3)
    page.goto(site.url + "#/")
    tampered = start_game(page, ["Hal", "Ivy", "Jo"], seed=5)
    page.goto(site.url + "#/")
    damaged = start_game(page, ["Kim", "Lou", "Mo"], seed=9)
    play(page, choose(pr.new_game("nar", ["Kim", "Lou", "Mo"], seed=9), "found_company", 500, column=0))
    page.goto(site.url + "#/")

    # damage two saves: one is no JSON at all, one no longer replays (another format)
    corrupt_raw = '{"format": "pygame-rules-save/1", "actions": [tru'
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"railgames:game:{other}", corrupt_raw])
    save = json.loads(page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{tampered}"))
    save["format"] = "pygame-rules-save/0"
    tampered_raw = json.dumps(save)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"railgames:game:{tampered}", tampered_raw])

    # and one whose moves were changed by hand: a price no rule allows
    save = json.loads(page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{damaged}"))
    save["actions"][0]["price"] = 3
    damaged_raw = json.dumps(save)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"railgames:game:{damaged}", damaged_raw])

    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    broken = page.locator(f".saved-game[data-game-id='{other}']")
    assert "could not be read" in broken.text_content()
    assert broken.locator("[data-resume]").count() == 0

    # the tampered one fails when opened: a clear message, kept aside, untouched
    page.locator(f".saved-game[data-game-id='{tampered}'] [data-resume]").click()
    notice = page.locator(".notice")
    notice.wait_for()
    assert "does not open in this version" in notice.text_content()
    assert "pygame-rules-save/0" in notice.text_content()
    stored = page.evaluate(STORAGE)
    assert stored[f"railgames:game:{other}"] == corrupt_raw
    assert stored[f"railgames:broken:{other}"] == corrupt_raw
    assert stored[f"railgames:game:{tampered}"] == tampered_raw
    assert stored[f"railgames:broken:{tampered}"] == tampered_raw
    assert "kept aside" in page.locator(f".saved-game[data-game-id='{tampered}']").text_content()

    # the damaged one says its moves are damaged (not that the site is too old), and which move
    page.locator(f".saved-game[data-game-id='{damaged}'] [data-resume]").click()
    page.wait_for_selector(".notice:has-text('moves are damaged')")
    text = page.locator(".notice").text_content()
    assert "Move 1 of 1 cannot be played" in text and "does not open in this version" not in text, text
    assert text.count("damaged") == 1, text
    assert page.evaluate(STORAGE)[f"railgames:game:{damaged}"] == damaged_raw
    assert "kept aside" in page.locator(f".saved-game[data-game-id='{damaged}']").text_content()

    # broken links: each says what is wrong and changes nothing in storage
    before = page.evaluate(STORAGE)
    links = {
        "!!not-base64!!": "characters that cannot be part of it",
        code(json.dumps(save).encode(), cut=True): "does not unpack",
        code(b"{this is not json"): "not valid JSON",
        code(json.dumps({**save, "format": "other/9"}).encode()): "does not open in this version",
        code(json.dumps({**save, "actions": [{"type": "fly", "player": "Kim"}]}).encode()): "moves are damaged",
    }
    for fragment, message in links.items():
        page.goto(site.url + "#/about")
        page.wait_for_selector(".about")
        page.goto(site.url + "#g=" + fragment)
        page.wait_for_function("document.documentElement.dataset.ready === '1'")
        notice = page.locator(".notice")
        notice.wait_for()
        assert message in notice.text_content(), (fragment, notice.text_content())
        assert "Nothing was saved or changed" in notice.text_content()
        assert "#g=" not in page.url
        assert page.evaluate(STORAGE) == before

    # the good game is still listed and opens
    page.goto(site.url + "#/")
    page.locator(f".saved-game[data-game-id='{good}'] [data-resume]").click()
    page.wait_for_selector(".game[data-length='1'] .nar-table")


def test_full_storage_offers_an_export_and_import_brings_it_back(page, site, tmp_path):
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    assert page.evaluate(FILL_STORAGE) == "QuotaExceededError"
    action = choose(game, "found_company", 1000, column=0)
    play(page, action)
    game.apply(action)
    banner = page.locator(".storage-banner")
    assert "full" in banner.text_content()
    with page.expect_download() as info:
        banner.get_by_role("button", name="Export this game").click()
    exported = tmp_path / info.value.suggested_filename
    info.value.save_as(exported)
    assert exported.name.endswith(".json")
    assert json.loads(exported.read_text("utf-8")) == game.to_save()

    # room again: the exported file opens as a saved game
    page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('filler:')).forEach((k) => localStorage.removeItem(k))"
    )
    page.click("a[href='#/']")
    page.set_input_files("#import-file", str(exported))
    page.wait_for_selector(".game[data-length='1'] .nar-table")
    assert_table_shows(page, game)
    assert page.locator(".storage-banner").is_hidden()
    game_id = page.locator(".game").get_attribute("data-game-id")
    assert json.loads(page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{game_id}")) == game.to_save()


def test_a_boot_failure_is_explained(page, site):
    page.route("**/worker.js", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(site.url)
    page.wait_for_function("document.documentElement.dataset.engine === 'failed'")
    alert = page.locator("#engine [role=alert]")
    assert "did not start" in alert.text_content()
    assert "saved games are safe" in alert.text_content()
