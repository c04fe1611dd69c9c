"""North American Railways' final screen, opened from a link of a finished game: the final
payment per company and player (section 6) as the rules computed it, on a laptop and a phone."""

from __future__ import annotations

import random

import pytest
from e2e_helpers import answer_seat_if_asked, game_link, open_site

import pygame_rules as pr
from pygame_rules.playout import play

PLAYERS = ["Angelika", "Daniela", "Marion", "<b>Peer</b>", "Uli"]


def finished_game() -> pr.Game:
    g = pr.new_game("nar", PLAYERS, seed=7)
    play(g, random.Random(7))
    return g


def open_final_screen(page, site, game: pr.Game) -> None:
    open_site(page, site.url)
    page.goto(game_link(site.url, game.to_save()))
    page.wait_for_selector(".game[data-finished='1'] .scores")
    answer_seat_if_asked(page)


def money(amount: int) -> str:
    return f"${amount:,}"


def test_the_final_screen_shows_what_each_company_paid_each_player(page, site):
    game = finished_game()
    open_final_screen(page, site, game)
    final, ranking = game.view()["final_payment"], game.result()["ranking"]
    assert sum(final["totals"].values()) > 0
    assert page.locator(".final-table tbody tr").count() == len(final["companies"])
    heads = page.locator(".final-table thead th.player-col").all_text_contents()
    assert heads == ranking  # names as text: "<b>Peer</b>" is shown as typed
    for company in final["companies"]:
        row = page.locator(f".final-table tbody tr[data-company='{company['company']}']")
        shown = [row.locator(f"td[data-player='{name}']").text_content() for name in ranking]
        assert shown == [money(company["paid"][n]) if company["paid"][n] else "–" for n in ranking]
        assert f"{money(company['per_share'])} per share" in row.locator("th").text_content()
    totals = page.locator(".final-table tfoot tr")
    assert [totals.locator(f"td[data-player='{n}']").text_content() for n in ranking] == [
        money(final["totals"][n]) for n in ranking
    ]
    # the ranking's final-payment column is the same total
    for name in ranking:
        row = page.locator(f".score-table.ranking tr[data-player='{name}']")
        assert row.locator(".final-payment").text_content() == money(final["totals"][name])
        assert row.locator(".total").text_content() == money(game.result()["scores"][name])


@pytest.mark.parametrize(("width", "language"), [(390, "en"), (390, "de"), (1400, "en")])
def test_the_final_score_tables_fit_the_screen(page, site, width, language):
    """Five players, money as "$1,000" or "$ 1.000": both tables inside the screen."""
    page.set_viewport_size({"width": width, "height": 844})
    open_site(page, site.url)
    page.select_option("select.language", language)
    open_final_screen(page, site, finished_game())
    viewport = page.viewport_size["width"]
    for table in (".score-table.ranking", ".final-table"):
        box = page.locator(table).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport, f"{table} overflows at {width}px: {box}"
        total = page.locator(f"{table} .total, {table} tfoot td").last.bounding_box()
        assert total["x"] + total["width"] <= viewport
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport


def test_the_final_scores_mark_the_computers_seats(page, site):
    """The ranking marks each seat a computer played, with its level, beside its name, and the
    winner's line when a computer won; a person's seat has no mark."""
    game = pr.new_game("nar", PLAYERS[:4], seed=7, computers={"Angelika": "strong", "Marion": "easy"})
    play(game, random.Random(7))
    assert game.result()["ranking"][0] == "Angelika"
    open_final_screen(page, site, game)
    for name, mark in (("Angelika", "computer · strong"), ("Marion", "computer · easy")):
        row = page.locator(f".score-table.ranking tr[data-player='{name}']")
        assert row.locator(".name .marker.computer").text_content() == mark
    for name in ("Daniela", "<b>Peer</b>"):
        assert page.locator(f".score-table.ranking tr[data-player='{name}'] .marker.computer").count() == 0
    assert page.locator(".scores .winner-line .marker.computer").text_content() == "computer · strong"
