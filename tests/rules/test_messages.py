"""Messages render the same in Python (pygame_rules/messages.py) and in the page (web/i18n.js):
one set of cases through both, in English and German (the page choosing a plural by the
language's Intl.PluralRules); and the two catalogues have the same keys with the same
placeholders."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.game_log import GameLog, SaysLines
from pygame_rules.messages import LANGUAGES, Message, catalogue, money, render, render_with
from pygame_rules.playout import play

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = {
    "list.and": "{items} and {last}",
    "buys": "{player} buys {private} for {price:money}.",
    "pays": "{corp} pays out {amount:money} ({parts}).",
    "part": "{amount:money} to {player}",
    "sells": "{player} sells {count} {count:plural:share|shares} of {corp}.",
    "verkauft": "{player} verkauft {count} {count:plural:Aktie|Aktien} der {corp}.",
    "dividend": "{corp} chooses to {kind:term}.",
    "limit": "at most {n:number} moves",
    "term.payout": "pay out",
    "_money": "{currency}{digits}",
    "_thousands": ",",
}
# the same sentences with money as the German catalogue writes it
TEMPLATES_DE = {**TEMPLATES, "_money": "{currency} {digits}", "_thousands": "."}
BY_LANGUAGE = {"en": TEMPLATES, "de": TEMPLATES_DE}
CASES = [
    ("en", "buys", {"player": "Ann", "private": "Flos Tramway", "price": 1400}, "Ann buys Flos Tramway for $1,400."),
    ("de", "buys", {"player": "Ann", "private": "Flos Tramway", "price": 1400}, "Ann buys Flos Tramway for $ 1.400."),
    ("en", "sells", {"player": "Bob", "count": 1, "corp": "GT"}, "Bob sells 1 share of GT."),
    ("en", "limit", {"n": 20000}, "at most 20,000 moves"),
    ("de", "limit", {"n": 4000000}, "at most 4.000.000 moves"),
    ("de", "limit", {"n": -1200}, "at most -1.200 moves"),
    ("en", "sells", {"player": "Bob", "count": 3, "corp": "GT"}, "Bob sells 3 shares of GT."),
    ("en", "sells", {"player": "Bob", "count": 0, "corp": "GT"}, "Bob sells 0 shares of GT."),
    ("en", "sells", {"player": "Bob", "count": -1, "corp": "GT"}, "Bob sells -1 share of GT."),
    ("en", "sells", {"player": "Bob", "count": 1.5, "corp": "GT"}, "Bob sells 1.5 shares of GT."),
    ("de", "verkauft", {"player": "Bob", "count": 1, "corp": "GT"}, "Bob verkauft 1 Aktie der GT."),
    ("de", "verkauft", {"player": "Bob", "count": 0, "corp": "GT"}, "Bob verkauft 0 Aktien der GT."),
    ("de", "verkauft", {"player": "Bob", "count": 2, "corp": "GT"}, "Bob verkauft 2 Aktien der GT."),
    ("en", "dividend", {"corp": "GW", "kind": "payout"}, "GW chooses to pay out."),
    ("en", "dividend", {"corp": "GW", "kind": "half"}, "GW chooses to half."),
    (
        "en",
        "pays",
        {
            "corp": "CA",
            "amount": 100,
            "parts": [
                {"key": "part", "args": {"amount": 60, "player": "Ann"}},
                {"key": "part", "args": {"amount": 30, "player": "Bob"}},
                {"key": "part", "args": {"amount": 10, "player": "CA"}},
            ],
        },
        "CA pays out $100 ($60 to Ann, $30 to Bob and $10 to CA).",
    ),
    ("en", "pays", {"corp": "CA", "amount": -5, "parts": ["x"]}, "CA pays out -$5 (x)."),
    (
        "de",
        "pays",
        {
            "corp": "MZA",
            "amount": 1200,
            "parts": [{"key": "part", "args": {"amount": 60, "player": "Ana"}}],
            "_currency": "₧",
        },
        "MZA pays out ₧ 1.200 (₧ 60 to Ana).",
    ),
    ("en", "buys", {"player": "Ann"}, "Ann buys {private} for {price}."),
    ("en", "no.such.key", {"b": 2, "a": "ä"}, 'no.such.key {"a": "ä", "b": 2}'),
    ("en", "no.such.key", {}, "no.such.key"),
]


@pytest.mark.parametrize(("language", "key", "args", "expected"), CASES)
def test_python_renders_each_case(language, key, args, expected):
    assert render_with(BY_LANGUAGE[language], key, args) == expected


def test_the_page_renders_each_case_as_python_does():
    if not shutil.which("node"):
        pytest.skip("Node.js is not installed: web/i18n.js is not run here")
    script = (
        f"const m = await import({json.dumps((ROOT / 'web' / 'i18n.js').as_uri())});"
        f"const cases = {json.dumps(CASES)}; const t = {json.dumps(BY_LANGUAGE)};"
        "console.log(JSON.stringify(cases.map(([l, k, a]) => m.render(t[l], k, a, undefined, l))));"
    )
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == [expected for *_, expected in CASES]


def test_money_in_each_language():
    """German writes "$ 1.400", with a space that never breaks the sign from its amount."""
    assert [money("en", 1400), money("de", 1400), money("en", 20), money("de", 1_000_000)] == [
        "$1,400",
        "$\u00a01.400",
        "$20",
        "$\u00a01.000.000",
    ]


def test_money_in_a_games_currency():
    assert [money("en", 1400, "₧"), money("de", 1400, "₧")] == ["₧1,400", "₧\u00a01.400"]


def test_a_message_reads_in_english_for_the_api():
    assert str(Message("list.and", {"items": "A, B", "last": "C"})) == "A, B and C"
    assert render("de", "list.and", {"items": "A, B", "last": "C"}) == "A, B und C"


def test_both_catalogues_have_the_same_keys_and_placeholders():
    names = {lang: catalogue(lang) for lang in LANGUAGES}
    english = names["en"]
    for lang, templates in names.items():
        assert set(templates) == set(english), f"{lang}: keys differ from English"
        for key, text in templates.items():
            if key.startswith("_"):
                continue
            assert sorted(re.findall(r"\{(\w+)", text)) == sorted(re.findall(r"\{(\w+)", english[key])), (lang, key)


@pytest.mark.parametrize("title", ["nar", "lttw", "fttn", "1856"])
def test_every_line_of_a_game_log_reads_in_every_language(title):
    """A random game's log: each line is a message whose key every catalogue has, and each of its
    placeholders is filled (a missing argument would show as "{name}")."""
    game = pr.new_game(title, ["Ann", "Bob", "Cy"], seed=3)
    play(game, random.Random(3))
    lines = list(game.state.log)
    assert lines
    for _, text in lines:
        key = getattr(text, "key", None)
        assert key is not None, f"a log line said as text: {text!r}"
        for language in LANGUAGES:
            assert key in catalogue(language), (language, key)
            rendered = render(language, key, text.args)
            assert not re.search(r"\{\w+(:[^{}]*)?\}", rendered), (language, key, text.args, rendered)


def test_a_game_in_another_currency_says_its_lines_in_it():
    class Pesetas(SaysLines):
        currency = "₧"

        def __init__(self):
            self.log, self.step = GameLog(), 0

    state = Pesetas()
    state.say("auction.buys", player="Ana", private="P1", amount=1400)
    ((_, line),) = list(state.log)
    assert line == "Ana buys P1 for ₧1,400."
    assert render("de", line.key, line.args) == "Ana kauft die Privatbahn P1 für ₧\u00a01.400."
