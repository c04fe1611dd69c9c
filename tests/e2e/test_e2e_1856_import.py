"""Importing 18xx.games 1856 games from the home screen: the longest recorded game opens at its
final table, whose values are the recorded result; its share link stays short and opens the
same finished game; a file that cannot be imported says why. The recorded games are in
../shared beside the checkout (never copied into the project)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from e2e_helpers import dollars, open_site
from g1856_page import LONGEST, SHARED

LONG_LINK = 8 * 1024  # web/share.js: beyond this the share dialog suggests a file instead


@pytest.fixture
def recorded():
    if not LONGEST.is_file():
        pytest.skip(f"the recorded 18xx.games games are not at {SHARED} (../shared beside the checkout)")
    return json.loads(LONGEST.read_text())


def import_file(page, path: Path) -> None:
    page.set_input_files("#import-file", str(path))


def test_a_recorded_game_opens_at_its_final_values_and_travels_by_a_short_link(page, site, new_context, recorded):
    open_site(page, site.url)
    import_file(page, LONGEST)
    page.wait_for_selector(".game[data-finished='1'] .x18-table", timeout=60_000)
    names = {str(p.get("id", p["name"])): p["name"] for p in recorded["players"]}  # hotseat games: by name
    want = {names[i]: value for i, value in recorded["result"].items()}
    rows = page.locator(".x18-scores tbody tr")
    shown = {
        rows.nth(i).get_attribute("data-player"): dollars(rows.nth(i).locator(".total").text_content())
        for i in range(rows.count())
    }
    assert shown == want
    assert [rows.nth(i).get_attribute("data-player") for i in range(rows.count())] == sorted(
        want, key=lambda p: -want[p]
    )
    for name, value in want.items():
        assert dollars(page.locator(f".x18-player[data-player='{name}'] dd.value").text_content()) == value
    length = page.locator(".game").get_attribute("data-length")

    page.click("#share")
    link_length = int(page.locator("dialog[open] [data-link-length]").get_attribute("data-link-length"))
    assert link_length < LONG_LINK
    link = page.locator("dialog[open] textarea.link").input_value()
    other = new_context().new_page()
    other.goto(link)
    other.wait_for_selector(f".game[data-length='{length}'][data-finished='1'] .x18-scores", timeout=60_000)
    assert other.locator(".x18-scores tbody tr").count() == len(want)


def test_a_file_that_cannot_be_imported_says_why(page, site, tmp_path, recorded):
    open_site(page, site.url)
    damaged = dict(recorded, actions=[dict(a) for a in recorded["actions"]])
    run = next(a for a in damaged["actions"] if a["type"] == "run_routes")
    run["routes"] = [dict(r, revenue=r["revenue"] + 10) for r in run["routes"]]
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(damaged))
    import_file(page, path)
    error = page.locator(".import .form-error")
    error.filter(has_text="cannot be replayed").wait_for()
    assert "18xx.games export of 1856" in error.text_content() and "recorded game" in error.text_content()
    path.write_text(json.dumps({"name": "not a game"}))
    import_file(page, path)
    error.filter(has_text="neither a game saved on this site").wait_for()
    assert page.locator(".game").count() == 0
