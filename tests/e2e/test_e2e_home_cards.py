"""The home screen's game cards (web/home.js) tell a newcomer what each game is before choosing:
players, playing time, how heavy the rules are and one line on the game, with "How to play" one
click from the card; the open-file box names every kind of file it takes. In English and German."""

from __future__ import annotations

from e2e_helpers import catalogue, open_site

import pygame_rules as pr

TITLES = {t["id"]: t for t in pr.titles()}
# what a newcomer should read on each card: (players, time, weight) in English and German
FACTS = {
    "en": {
        "nar": ("3–5 players", "about 45 min", "light"),
        "lttw": ("2–4 players", "1½–2 h", "medium"),
        "fttn": ("2–4 players", "1½–2 h", "medium"),
        "1856": ("3–6 players", "4–6 h", "heavy"),
        "18esp": ("3–6 players", "4–6 h", "heavy"),
    },
    "de": {
        "nar": ("3–5 Spieler", "etwa 45 Min.", "leicht"),
        "lttw": ("2–4 Spieler", "1½–2 Std.", "mittel"),
        "1856": ("3–6 Spieler", "4–6 Std.", "schwer"),
    },
}


def card(page, title: str):
    return page.locator(f".title-card[data-title='{title}']")


def check_cards(page, language: str) -> None:
    words = catalogue(language)
    for title, (players, time, weight) in FACTS[language].items():
        c = card(page, title)
        assert c.locator(".title-name").text_content() == TITLES[title]["name"]
        assert c.locator(".title-players").text_content() == players
        assert c.locator(".title-time").text_content() == time
        assert c.locator(".title-weight").text_content() == weight
        assert (
            c.locator(".title-weight .weight-bars i.on").count()
            == ["light", "medium", "heavy"].index(TITLES[title]["weight"]) + 1
        )
        assert c.locator(".title-pitch").text_content() == words[f"title.{title}.pitch"]
        assert c.locator(".title-rules").text_content() == words["ui.home.rules"]


def test_each_card_says_players_length_weight_and_what_the_game_is(page, site):
    open_site(page, site.url)
    assert page.locator(".title-card").count() == 5
    check_cards(page, "en")
    # the open-file box names our saves and both 18xx.games titles it imports
    text = page.locator(".import").text_content()
    assert "saved from this site" in text and "1856" in text and "18ESP" in text


def test_how_to_play_is_one_click_from_the_card(page, site):
    open_site(page, site.url)
    words = catalogue("en")
    assert "chosen" in card(page, "nar").get_attribute("class")
    card(page, "nar").locator(".title-rules").click()
    dialog = page.locator("dialog[open].rules-dialog")
    assert dialog.locator("h2").text_content() == "How to play North American Railways"
    assert dialog.locator(".rules-summary p").all_text_contents() == words["title.nar.rules"].split("\n")
    topics = dialog.locator(".rules-topic")
    assert [topics.nth(i).get_attribute("data-rule") for i in range(topics.count())] == [
        "shares",
        "decision",
        "cities",
        "end",
    ]
    assert topics.locator("summary").all_text_contents()[0] == words["ui.nar.rule.shares.title"]
    topics.first.locator("summary").click()  # opens the rule the table's "?" shows
    assert words["ui.nar.rule.shares.text"].split("\n")[0] in topics.first.text_content()
    page.mouse.click(5, 5)  # a click outside closes it
    dialog.wait_for(state="detached")

    # another title's "How to play" does not choose it; its "New game" button does
    card(page, "1856").locator(".title-rules").click()
    dialog.locator(".rules-summary").wait_for()
    assert "chosen" in card(page, "nar").get_attribute("class")
    assert dialog.locator(".rules-topic").count() == 0  # 1856: the summary
    dialog.get_by_role("button", name="New game: 1856").click()
    dialog.wait_for(state="detached")
    assert "chosen" in card(page, "1856").get_attribute("class")
    assert page.locator("#setup-h").text_content() == "New game: 1856"
    # a click on the card itself chooses it, as before
    card(page, "lttw").click()
    assert page.locator("#setup-h").text_content() == "New game: Last Train to Wensleydale"
    assert card(page, "lttw").locator(".title-pick").get_attribute("aria-pressed") == "true"


def test_the_cards_in_german(new_context, site):
    page = new_context(locale="de-DE").new_page()
    open_site(page, site.url)
    check_cards(page, "de")
    card(page, "fttn").locator(".title-rules").click()
    dialog = page.locator("dialog[open].rules-dialog")
    assert dialog.locator("h2").text_content() == "So wird First Train to Nürnberg gespielt"
    assert (
        dialog.locator(".rules-summary p").first.text_content().startswith("Die Regeln von Last Train to Wensleydale")
    )
    assert "1856 oder 18ESP" in page.locator(".import").text_content()


def test_a_phone_shows_the_whole_card(new_context, site):
    page = new_context().new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    open_site(page, site.url)
    for title in TITLES:
        box = card(page, title).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, title
        for part in (".title-facts", ".title-pitch", ".title-rules"):
            inner = card(page, title).locator(part).bounding_box()
            assert inner["x"] >= box["x"] and inner["x"] + inner["width"] <= box["x"] + box["width"], (title, part)


def test_how_to_play_names_each_boards_own_goods(new_context, site):
    """The rules' texts take the board's words (goods, terrain, dearer borders) from the title's
    description: Nürnberg's "How to play" speaks of beer and post, Wensleydale's of stone and
    cheese, and no placeholder is left unfilled, in English and German."""
    for locale, goods in (
        ("en-GB", {"lttw": ("stone", "cheese"), "fttn": ("beer", "post")}),
        ("de-DE", {"lttw": ("Stein", "Käse"), "fttn": ("Bier", "Post")}),
    ):
        page = new_context(locale=locale).new_page()
        open_site(page, site.url)
        for title, (own, other_own) in goods.items():
            card(page, title).locator(".title-rules").click()
            dialog = page.locator("dialog[open].rules-dialog")
            topics = dialog.locator(".rules-topic")
            for i in range(topics.count()):
                topics.nth(i).locator("summary").click()
            text = topics.all_text_contents()
            assert not any("{" in part or "}" in part for part in text), (locale, title, text)
            transport = dialog.locator(".rules-topic[data-rule='transport']").text_content()
            assert own in transport and other_own in transport, (locale, title, transport)
            (rival,) = set(goods) - {title}
            assert not any(g in transport for g in goods[rival]), (locale, title, transport)
            page.keyboard.press("Escape")
            dialog.wait_for(state="detached")
