"""Importing the recorded 18xx.games 18ESP game from the home screen: it opens at its final table,
whose fortunes are the recorded result, and whose cash, loans, treasuries and share prices are
those the rules give for the recorded moves. The recorded game is in ../shared beside the
checkout (never copied into the project)."""

from __future__ import annotations

import json

from e2e_helpers import open_site
from g18esp_page import expected_table, pesetas, read_table, recorded_export

import pygame_rules as pr


def test_the_recorded_game_opens_at_its_recorded_values(page, site):
    path = recorded_export()
    export = json.loads(path.read_text("utf-8"))
    open_site(page, site.url)
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(".game[data-finished='1'] .x18-table", timeout=60_000)
    names = {str(p["id"]): p["name"] for p in export["players"]}
    want = {names[i]: value for i, value in export["result"].items()}
    rows = page.locator(".x18-scores tbody tr")
    shown = {
        rows.nth(i).get_attribute("data-player"): pesetas(rows.nth(i).locator(".total").text_content())
        for i in range(rows.count())
    }
    assert shown == want
    table = read_table(page)
    assert {n: p["value"] for n, p in table["players"].items()} == want
    expected = expected_table(pr.import_18xx(export).view())
    for key in ("players", "treasuries", "prices", "tiles", "open"):
        assert table[key] == expected[key], key
    assert table["open"], "the recorded game opened mountain passes"
