"""German and English at the table (docs/i18n.md). A German browser gets the site in German; in
each title a game is set up and its first moves played by clicking, a game in the middle and a
finished game are opened by link, and no English word shows anywhere: the table, its dialogs,
the log, the seat question, the final scores. (Names are names: players, companies, cities,
privates and the games' titles are taken out before the words are read.) The header's switch
changes the language at once and is remembered; a link opens in the receiver's language."""

from __future__ import annotations

import random
import re

import pytest
from e2e_helpers import FIND, answer_seat_if_asked, game_link, open_site, pass_screen, wait_length
from test_e2e_wensleydale import pay_in_one_dialog

import pygame_rules as pr
from pygame_rules.legal import is_range
from pygame_rules.playout import random_move

PLAYERS = {"nar": ["Anna", "Ben", "Cem"], "lttw": ["Anna", "Ben", "Cem"], "fttn": ["Anna", "Ben"]}
PLAYERS["1856"] = ["Anna", "Ben", "Cem", "Dora"]
SEED = 11
TABLES = {"nar": ".nar-table", "lttw": ".wd-table", "fttn": ".wd-table", "1856": ".x18-table"}

# English words that German never uses: one of them on a German screen is a sentence or a label
# left untranslated (German shares many words with English: Bank, Start, Link, Phase, Route,
# Name, Export, Bonus, so those are not listed)
ENGLISH_WORDS = """the and of to is are your you with for from this that which has have been its by at or on
    not no yes all none can may should must it buy buys bought sell sells sold pass passes passed
    player players share shares cash turn round money train trains track city cities company
    companies pay pays paid take takes undo open save saved next last waiting move moves price
    bid bids choose history seat watch cancel confirm close income treasury director market
    auction loan loans tile tiles game games new back over payout withhold influence goods
    passengers stone cheese beer mail build builds here there what who when"""
ENGLISH_ONLY = frozenset(ENGLISH_WORDS.split())


def names_in(value, found: set[str]) -> set[str]:
    """Every name in a view: the strings under "name" keys (companies, cities, privates, areas),
    but no one-letter name (a train type, 1856's "D", hides no English word)."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "name" and isinstance(v, str) and len(v) > 1:
                found.add(v)
            else:
                names_in(v, found)
    elif isinstance(value, list):
        for v in value:
            names_in(v, found)
    return found


def english_words(text: str, names: set[str]) -> list[str]:
    """The lines of `text` that hold an English word once the names are taken out."""
    for name in sorted(names, key=len, reverse=True):  # as written, or in capitals by the style
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    return [
        line.strip()
        for line in text.splitlines()
        # "OR" in capitals is the German rule books' Operationsrunde too
        if any(w.lower() in ENGLISH_ONLY and w != "OR" for w in re.findall(r"[A-Za-zÄÖÜäöüß']+", line))
    ]


# names the German rule books keep in English, and the name of a web site
KEPT = {"Coast to Coast", "Coast-to-Coast", "18xx.games"}


def assert_german(page, game: pr.Game, where: str, selector: str = "body") -> None:
    names = names_in(game.view(), set(game.players)) | {t["name"] for t in pr.titles()} | KEPT
    found = english_words(page.locator(selector).first.inner_text(), names)
    assert not found, f"{game.title.id}, {where}: English on a German screen: {found[:8]}"


def concrete(action: dict) -> dict:
    return {k: v["min"] if is_range(v) else v for k, v in action.items()}


def click_move(page, game: pr.Game, german: bool = True) -> dict | None:
    """Play the first legal move that the table offers by a click (checking the dialog it opens),
    once the screen is passed to the player to act (covered between players: NAR's hidden money)."""
    pass_screen(page)
    # Wensleydale/Nürnberg: one dialog pays it all (its button stands for every pay move)
    if page.locator(".prompt [data-pay-dialog]").count():
        check = (lambda: assert_german(page, game, "the payment dialog", "dialog[open]")) if german else None
        return pay_in_one_dialog(page, game, check)[0]
    for template in game.legal_actions():
        action = concrete(template)
        found = page.evaluate(FIND, action)
        if not found:
            continue
        length = int(page.locator(".game").get_attribute("data-length"))
        page.locator(".table-box [data-action]").nth(found["index"]).click()
        if found["dialog"]:
            dialog = page.locator("dialog[open]")
            if german:
                assert_german(page, game, f"the dialog for {action}", "dialog[open]")
            if found["count"] > 1:
                dialog.locator(f"input[type=radio][value='{found['choice']}']").check()
            dialog.locator("[data-confirm]").click()
        wait_length(page, length + 1)
        pass_screen(page)
        game.apply(action)
        return action
    return None


def set_up(page, title: str, german: bool = True) -> pr.Game:
    page.click(f"[data-title='{title}']")
    if german:
        assert_german(page, pr.new_game(title, PLAYERS[title], seed=SEED), "the set-up")
    players = PLAYERS[title]
    page.select_option("#player-count", str(len(players)))
    for i, name in enumerate(players):
        page.fill(f"#player-{i + 1}", name)
    page.fill("#seed", str(SEED))
    page.click("#start-game")
    page.wait_for_selector(f".game[data-length='0'] {TABLES[title]}")
    return pr.new_game(title, players, seed=SEED)


def playout(title: str, moves: int | None) -> pr.Game:
    """A game of random moves: `moves` of them, or to its end."""
    game = pr.new_game(title, PLAYERS[title], seed=SEED)
    rnd = random.Random(SEED)
    while not game.finished and (moves is None or len(game.actions) < moves):
        game.apply(random_move(game, rnd))
    return game


def open_by_link(page, site_url: str, game: pr.Game, title: str) -> None:
    open_site(page, game_link(site_url, game.to_save()))
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] {TABLES[title]}", timeout=60_000)
    if page.locator("dialog[open].seat-dialog").count():
        assert_german(page, game, "the seat question", "dialog[open]")
    answer_seat_if_asked(page)


@pytest.fixture
def german_page(new_context):
    page = new_context(locale="de-DE").new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    assert not page.errors, f"uncaught errors in the page: {page.errors}"


@pytest.mark.parametrize("title", ["nar", "lttw", "fttn", "1856"])
def test_a_german_turn_shows_no_english(german_page, site, title):
    page = german_page
    open_site(page, site.url)
    assert page.evaluate("document.documentElement.lang") == "de"
    game = set_up(page, title)
    assert_german(page, game, "the start")
    for _ in range(len(game.players) + 2):
        if not click_move(page, game):
            break
        assert_german(page, game, f"after move {len(game.actions)}")
    assert len(game.actions) >= len(game.players), "the table offered too few moves to click"

    middle = playout(title, 400 if title == "1856" else 60)
    open_by_link(page, site.url, middle, title)
    assert_german(page, middle, f"a game after {len(middle.actions)} moves")
    assert click_move(page, middle), "no move on the table in the middle of the game"
    assert_german(page, middle, "a move in the middle of the game")

    finished = playout(title, None)
    open_by_link(page, site.url, finished, title)
    assert_german(page, finished, "the end of the game")


def test_the_switch_changes_the_language_at_once_and_is_remembered(german_page, site):
    """On the home screen, and on a game's table, which is drawn again in place: the history
    being looked at stays open."""
    page = german_page
    open_site(page, site.url)
    assert page.locator(".topbar nav a").first.inner_text() == "Spiele"
    page.select_option("#language", "en")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.locator(".topbar nav a").first.inner_text() == "Games"
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert page.evaluate("document.documentElement.lang") == "en"

    game = set_up(page, "nar", german=False)
    click_move(page, game, german=False)
    page.click("#history-toggle")
    page.wait_for_selector(".history-bar")
    assert page.locator("#history-toggle").inner_text() == "History"
    page.select_option("#language", "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert page.locator("#history-toggle").inner_text() == "Verlauf"
    assert page.locator(".history-bar").count() == 1, "the history closed when the language changed"
    assert page.locator(".game").get_attribute("data-length") == "1"


def test_a_link_opens_in_the_receivers_language(new_context, site):
    game = playout("nar", 6)
    link = game_link(site.url, game.to_save())
    for locale, lang in (("de-DE", "de"), ("en-GB", "en")):
        page = new_context(locale=locale).new_page()
        open_site(page, link)
        page.wait_for_selector(f".game[data-length='{len(game.actions)}']")
        assert page.evaluate("document.documentElement.lang") == lang
