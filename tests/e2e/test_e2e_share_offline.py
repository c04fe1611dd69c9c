"""Play by link, and play offline from the service worker's cache."""

from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path

import pytest
from e2e_helpers import PLAYERS, SEED, answer_seat, assert_table_shows, choose, open_site, play, start_game

import pygame_rules as pr

pytestmark = pytest.mark.fresh_page  # first visits, routes, storage set up before the page

DIST = Path(__file__).resolve().parents[2] / "dist"
GAME_KEYS = "() => Object.keys(localStorage).filter((k) => k.startsWith('railgames:game:')).sort()"


def unpack(link: str) -> dict:
    code = link.split("#g=", 1)[1]
    packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    return json.loads(zlib.decompress(packed, -15).decode("utf-8"))


def test_a_shared_link_opens_in_a_fresh_browser_and_plays_on(page, new_context, site):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    for column, price in ((0, 800), (1, 400)):
        action = choose(game, "found_company", price, column=column)
        play(page, action)
        game.apply(action)
    page.click("#share")
    answer_seat(page, "Ann")  # asked the first time a game started here is shared
    dialog = page.locator("dialog[open]")
    link = dialog.locator("textarea.link").input_value()
    assert link.startswith(site.url + "#g=")
    assert unpack(link) == game.to_save()
    assert dialog.locator("[data-link-length]").get_attribute("data-link-length") == str(len(link))
    assert f"{len(link):,} characters" in dialog.text_content()
    dialog.locator(".copy-status").filter(has_text="copied").wait_for()
    assert page.evaluate("navigator.clipboard.readText()") == link

    other = new_context().new_page()
    open_site(other, link)
    other.wait_for_selector(".game[data-length='2'] .nar-table")
    answer_seat(other, "Cy")  # asked once, when the link is first opened
    assert re.search(r"#/game/[^/]+$", other.url), other.url  # the fragment is cleared
    assert_table_shows(other, game)
    keys = other.evaluate(GAME_KEYS)
    assert len(keys) == 1
    action = choose(game, "propose_price", 300)
    play(other, action)
    game.apply(action)
    assert_table_shows(other, game)
    assert json.loads(other.evaluate("(k) => localStorage.getItem(k)", keys[0])) == game.to_save()

    # opening the old link again shows the game played on (the link is older), stored once
    other.goto(link)
    other.locator(".toast", has_text="older").wait_for()
    other.wait_for_selector(".game[data-length='3'] .nar-table")
    assert other.evaluate(GAME_KEYS) == keys
    assert json.loads(other.evaluate("(k) => localStorage.getItem(k)", keys[0])) == game.to_save()


def precached_files() -> list[str]:
    sw = (DIST / "sw.js").read_text("utf-8")
    return json.loads(re.search(r"const PRECACHE = (\{.*?\});", sw).group(1))["files"]


CACHED = """async () => {
  const names = await caches.keys();
  let n = 0;
  for (const name of names) n += (await (await caches.open(name)).keys()).length;
  return n;
}"""


def test_offline_after_the_first_visit(new_context, own_site):
    files = precached_files()
    assert "index.html" in files and any(f.endswith(".wasm") for f in files)
    context = new_context(service_workers="allow")
    page = context.new_page()
    open_site(page, own_site.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.wait_for_function(f"({CACHED})().then((n) => n >= {len(files)})", polling=250)
    game_id = start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    action = choose(game, "found_company", 900, column=1)
    play(page, action)
    game.apply(action)

    # offline with the server still up: everything must come from the cache
    seen = len(own_site.requests)
    context.set_offline(True)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    page.wait_for_selector(".game[data-length='1'] .nar-table")
    # (the browser's own update check of sw.js ignores set_offline; it changes nothing)
    assert [r for r in own_site.requests[seen:] if r != "/sw.js"] == []
    seen = len(own_site.requests)

    # and with the server gone
    own_site.stop()
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    page.wait_for_selector(f".game[data-game-id='{game_id}'][data-length='1'] .nar-table")
    assert_table_shows(page, game)
    action = choose(game, "found_company", 200, column=0)
    play(page, action)
    game.apply(action)
    assert_table_shows(page, game)
    assert len(own_site.requests) == seen
