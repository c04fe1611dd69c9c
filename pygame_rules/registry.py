"""The explicit list of titles, in the order the home screen shows them.

A title's rules are imported when a game of it is first made: the browser's first answer (the
list of titles) should not wait for every title's modules. The list itself comes from
`catalogue.json`, which build.py writes into the wheel from the titles' own describe(); from a
source checkout (no such file) the titles are imported and asked directly.
"""

from __future__ import annotations

import importlib
import json
from functools import cache
from pathlib import Path

from .errors import InvalidSetUp
from .title import Title

TITLES: dict[str, str] = {  # id -> "module:attribute" of its Title
    "nar": "pygame_rules.games.nar.rules:TITLE",
    "lttw": "pygame_rules.games.wensleydale.rules:LAST_TRAIN",
    "fttn": "pygame_rules.games.wensleydale.rules:FIRST_TRAIN",
    "1856": "pygame_rules.games.g1856.rules:TITLE",
    "18esp": "pygame_rules.games.g18esp.rules:TITLE",
}
CATALOGUE = Path(__file__).with_name("catalogue.json")


def get(title_id: str) -> Title:
    if not isinstance(title_id, str) or title_id not in TITLES:
        raise InvalidSetUp.said("error.setup.unknown_title", title=repr(title_id)[:40])
    return _title(title_id)


@cache
def _title(title_id: str) -> Title:
    module, attribute = TITLES[title_id].split(":")
    return getattr(importlib.import_module(module), attribute)


def describe_all() -> list[dict]:
    return [get(title_id).describe() for title_id in TITLES]


def catalogue() -> list[dict]:
    if CATALOGUE.is_file():
        return json.loads(CATALOGUE.read_text("utf-8"))
    return describe_all()
