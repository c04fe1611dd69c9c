"""A title folder from elsewhere (tests/titles/race) built into the site with
`python3 build.py build --title tests/titles/race` is on the page: its card, its words in both
languages, and a game played to the end on the plain table its declaration names."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import Site

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def race_site(e2e_ready):
    dist = ROOT / ".cache" / "race-site"  # beside the build's staging: the build swaps it in by renames
    subprocess.run(
        [sys.executable, "build.py", "build", "--title", "tests/titles/race", "--dist", str(dist)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    site = Site(dist)
    yield site
    site.stop()
    shutil.rmtree(dist, ignore_errors=True)


def test_a_title_folder_built_in_plays_on_the_page(new_context, race_site):
    page = new_context(locale="de-DE").new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(race_site.url)
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    card = page.locator(".title-card[data-title='race']")
    assert card.locator(".title-name").text_content() == "Race to 10"
    assert (
        card.locator(".title-pitch").text_content() == "Abwechselnd 1, 2 oder 3 dazuzählen; wer 10 erreicht, gewinnt."
    )
    card.locator(".title-pick").click()
    page.select_option("#player-count", "2")
    page.fill("#player-1", "Ann")
    page.fill("#player-2", "Bob")
    page.fill("#seed", "3")
    page.click("#start-game")
    page.wait_for_selector(".game[data-length='0'] .generic-table")
    moves = 0
    while page.locator(".game").get_attribute("data-finished") != "1":
        page.locator(".generic-actions [data-action]").first.click()  # add 1
        moves += 1
        page.wait_for_selector(f".game[data-length='{moves}']")
    assert moves == 10
    last = page.locator(".log-list li").last.text_content()
    assert last.endswith("bringt den Stand auf 10 und gewinnt.")
    assert not errors, errors
