"""Sentences for people, in their language: the rules say what happened or what is refused as a
message key with arguments (names, amounts, places), and the page renders it in the player's
language from a catalogue (`pygame_rules/lang/<language>.json`); the Python API and CLI show the
English. web/i18n.js renders the same templates the same way (tests/rules/test_messages.py runs
one set of cases through both).

Arguments are texts, whole numbers, lists of them, or messages. A template is text with
placeholders in braces:
- `{name}`: the argument as it is (a name, a number, a place); a message argument (a dict with
  "key" and "args") is rendered in the same language, a list is joined ("A, B and C");
- `{name:number}`: a whole number with the language's thousands separator ("4,000" / "4.000");
- `{name:money}`: an amount as the catalogue writes money (`_money`, `_thousands`: "$1,400" /
  "$ 1.400") in the game's currency (the dollar, or the argument `_currency`: 18ESP's "₧");
- `{name:term}`: a rule term, translated: the catalogue's `term.<value>` ("payout");
- `{name:plural:one|other}`: the word for the count: "one" for 1 and -1, "other" for any other
  number, English's and German's rule (the page asks Intl.PluralRules of the language, which
  says the same for them).
A catalogue is one file per language, and each title package adds its own words in its
`lang/<language>.json` (registry.py says which keys are its); keys starting with "_" describe the
catalogue (META).
A key the catalogue lacks renders as the key and its arguments (tests fail on it, players never
see a crash).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Self

PLACEHOLDER = re.compile(r"\{(\w+)(?::(\w+)(?::([^{}]*))?)?\}")
LANG = resources.files("pygame_rules").joinpath("lang")
# a catalogue's own keys (not sentences): its language's name, and how it writes money
META = ("_about", "_language", "_money", "_thousands")
DOLLAR = "$"
CURRENCY = "_currency"  # an argument naming the game's currency, where it is not the dollar


def _languages() -> tuple[str, ...]:
    """Every catalogue in pygame_rules/lang, English first: a new language is a new file."""
    codes = sorted(p.name.removesuffix(".json") for p in LANG.iterdir() if p.name.endswith(".json"))
    return ("en", *(c for c in codes if c != "en"))


LANGUAGES = _languages()


@cache
def catalogue(language: str) -> dict[str, str]:
    """The shared words and every title package's, in one catalogue."""
    if language not in LANGUAGES:
        raise ValueError(f"Unknown language {language!r}.")
    from . import registry  # the packages' words; the registry's errors say messages

    words = json.loads(LANG.joinpath(f"{language}.json").read_text("utf-8"))
    for package in registry.packages():
        own = resources.files(package.name).joinpath("lang", f"{language}.json")
        if not own.is_file():
            continue
        for key, text in json.loads(own.read_text("utf-8")).items():
            if key in words or not package.owns(key):
                raise ValueError(f"{package.name}'s {language} words: {key!r} is not its own key")
            words[key] = text
    return words


def money(language: str, amount: int, currency: str = DOLLAR) -> str:
    return money_with(catalogue(language), amount, currency)


def money_with(templates: dict[str, str], amount: int, currency: str = DOLLAR) -> str:
    """As the catalogue writes money: `_money` ("{currency}{digits}", "{currency} {digits}") with
    `_thousands` between groups of three digits; the currency is the game's ("$", 18ESP "₧")."""
    sign = "-" if amount < 0 else ""
    digits = number_with(templates, abs(amount))
    return sign + templates.get("_money", "{currency}{digits}").replace("{currency}", currency).replace(
        "{digits}", digits
    )


def number_with(templates: dict[str, str], n: int) -> str:
    """A whole number with the catalogue's `_thousands` between groups of three digits."""
    return f"{n:,}".replace(",", templates.get("_thousands", ","))


def render(language: str, key: str, args: dict | None = None, currency: str = DOLLAR) -> str:
    return render_with(catalogue(language), key, args, currency)


def render_with(templates: dict[str, str], key: str, args: dict | None = None, currency: str = DOLLAR) -> str:
    """As web/i18n.js `render(catalogue, key, args, currency)`. An argument `_currency` names
    the game's currency for this message and the messages inside it."""
    args = args or {}
    if isinstance(args.get(CURRENCY), str):
        currency = args[CURRENCY]
    template = templates.get(key)
    if template is None:
        return key + (" " + json.dumps(args, sort_keys=True, ensure_ascii=False) if args else "")
    return PLACEHOLDER.sub(lambda m: _fill(templates, args, currency, m.group(1), m.group(2), m.group(3)), template)


def _fill(templates: dict, args: dict, currency: str, name: str, kind: str | None, extra: str | None) -> str:
    if name not in args:
        return "{" + name + "}"
    value = args[name]
    if kind == "money" and isinstance(value, int):
        return money_with(templates, value, currency)
    if kind == "number" and isinstance(value, int):
        return number_with(templates, value)
    if kind == "term":
        return templates.get(f"term.{value}", str(value))
    if kind == "plural" and extra is not None:
        one, _, other = extra.partition("|")
        counted = isinstance(value, int | float) and not isinstance(value, bool)
        return one if counted and abs(value) == 1 else other
    return _text(templates, value, currency)


def _text(templates: dict, value: Any, currency: str) -> str:
    if isinstance(value, dict) and isinstance(value.get("key"), str):
        return render_with(templates, value["key"], value.get("args"), currency)
    if isinstance(value, list):
        parts = [_text(templates, v, currency) for v in value]
        if len(parts) < 2:
            return "".join(parts)
        return render_with(templates, "list.and", {"items": ", ".join(parts[:-1]), "last": parts[-1]}, currency)
    return str(value)


@dataclass(frozen=True)
class Message:
    """A sentence as a key with its arguments; str() is the English."""

    key: str
    args: dict = field(default_factory=dict)

    def __str__(self) -> str:
        return render("en", self.key, self.args)

    def to_json(self) -> dict:
        return {"key": self.key, "args": self.args}


class Said(str):
    """A log line as a message: the English text (what code and tests read) that also carries
    its key and arguments (what the page renders in the player's language)."""

    key: str
    args: dict

    def __new__(cls, key: str, args: dict) -> Self:
        said = super().__new__(cls, render("en", key, args))
        said.key, said.args = key, args
        return said

    def __reduce__(self) -> tuple:
        return (Said, (self.key, self.args))
