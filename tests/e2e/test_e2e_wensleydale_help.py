"""Rules help and the last move on the Wensleydale/Nürnberg table: each prompt has a "?" that opens
the rule it applies (our own words, with the rule book's phase), in English and German; and what
the last move touched is marked on the table itself: the player who moved, the influence field
bid on, the border built, the area a line started in, the train bought."""

from __future__ import annotations

import re

import pytest
from e2e_helpers import catalogue, open_rule, open_site, play
from test_e2e_wensleydale import start
from test_e2e_wensleydale_table import (
    DESK,
    PHONE,
    from_garsdale_head,
    kinds,
    played_until,
    show,
    train_that_needs_paying,
)

import pygame_rules as pr

PREFIX = "ui.wd.rule"
PLAYERS = ["Ann", "Bob", "Cy"]


def test_the_auction_prompt_opens_its_rule_in_english_and_german(page, site):
    open_site(page, site.url)
    start(page)
    open_rule(page, "auction", catalogue("en"), PREFIX)
    assert page.locator(".game[data-length='0']").count() == 1  # reading a rule plays no move
    page.select_option("select.language", "de")
    page.wait_for_selector(".prompt .rule-help[data-rule='auction']")
    open_rule(page, "auction", catalogue("de"), PREFIX)


@pytest.mark.parametrize(
    ("rule", "stop"),
    [
        ("build", lambda g: "build_start" in kinds(g)),
        ("transport", lambda g: g.view()["phase"] == "transport" and not g.view()["payment"]),
        ("pay_build", lambda g: (g.view()["payment"] or {}).get("purpose") == "build"),
        ("takeovers", lambda g: g.view()["phase"] == "takeovers"),
    ],
)
def test_each_phase_prompt_opens_its_rule(page, site, rule, stop):
    game = played_until("lttw", 11, stop)
    show(page, site, game, DESK)
    open_rule(page, rule, catalogue("en"), PREFIX, board_words(game))


def board_words(game: pr.Game) -> dict:
    """What a board's rules help says in its own words (wensleydale/table.js ruleHelp): its goods,
    where its stone or beer comes from, its dearer borders, the terrain barred to track."""
    board = game.view()["board"]
    words = {k: {"key": f"ui.wd.rule.{k}.{board['id']}", "args": {}} for k in ("where", "dear", "barred")}
    return {"quarry": board["goods"]["quarry"], "field": board["goods"]["field"], **words}


GOODS = {"lttw": ("stone", "cheese"), "fttn": ("beer", "post")}


@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
@pytest.mark.parametrize("title", ["lttw", "fttn"])
def test_each_board_names_only_its_own_goods_in_the_transport_help(new_context, site, title, locale):
    """Nürnberg's transport help named both games' goods ("Stein oder Bier ... Käse oder Post")."""
    page = new_context(locale=locale).new_page()
    game = played_until(title, 11, lambda g: g.view()["phase"] == "transport" and not g.view()["payment"])
    show(page, site, game, DESK)
    texts = catalogue(locale[:2])
    said = " ".join(open_rule(page, "transport", texts, PREFIX, board_words(game)))
    other = next(t for t in GOODS if t != title)
    for goods in GOODS[title]:
        assert re.search(rf"\b{texts[f'term.{goods}']}", said, re.IGNORECASE), (goods, said)
    for goods in GOODS[other]:
        assert not re.search(rf"\b{texts[f'term.{goods}']}", said, re.IGNORECASE), (goods, said)
    assert ("Steinbruch" in said or "quarry" in said) == (title == "lttw")
    assert ("Hopfenfeld" in said or "hop field" in said) == (title == "fttn")


def marked(page, selector: str, field: str) -> list[str]:
    return page.eval_on_selector_all(
        f".table-box {selector}.last-move", f"(els) => els.map((el) => el.dataset.{field})"
    )


@pytest.mark.parametrize("size", [DESK, PHONE], ids=["1400", "390"])
def test_the_last_move_is_marked_on_the_table(page, site, size):
    game = from_garsdale_head()  # opened by link: its last move is the line's start
    show(page, site, game, size)
    started = game.actions[-1]
    assert marked(page, ".wd-map g", "area") == [started["area"]]
    assert marked(page, ".wd-player", "player") == [started["player"]]
    assert page.locator(".table-box .last-mark").count() == 1
    build = next(a for a in game.legal_actions() if a["type"] == "build_border")
    play(page, build)
    assert marked(page, ".wd-map g", "border") == [build["border"]]
    assert marked(page, ".wd-player", "player") == [build["player"]]


def test_a_bid_and_a_train_bought_are_marked(page, site):
    open_site(page, site.url)
    start(page)
    assert page.locator(".table-box .last-move").count() == 0  # the set-up is no move
    bid = next(a for a in pr.new_game("fttn", PLAYERS, seed=11).legal_actions() if a["type"] == "bid")
    play(page, {**bid, "cubes": bid["cubes"]["min"]})
    assert marked(page, ".wd-field", "field") == [str(bid["field"])]
    assert marked(page, ".wd-player", "player") == [bid["player"]]
    game, buy = train_that_needs_paying()
    game.apply(buy)
    show(page, site, game, DESK)
    assert marked(page, ".wd-train", "train") == [buy["train"]]
    assert marked(page, ".wd-player", "player") == [buy["player"]]
