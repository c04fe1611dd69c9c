"""The titles, found rather than listed: each package under pygame_rules/games declares in its
`__init__` what it brings, so a new title is one new folder and no shared module names it:

    TITLES = {"nar": "rules:TITLE"}   # title id -> "module:attribute" of its Title, in the package
    ORDER = 1                         # where the home screen lists it
    BOT = "bot"                       # its computer player's module (bots/__init__.py)
    WEB = {"table": "nar/table.js"}   # its table on the page, under web/ (and "layer": an 18xx
                                      # title's part of the shared 18xx table; web/tables.js)
    PUBLIC_STATE = True               # optional: nothing hidden, the bot may read the state
    EXPORTS_18XX = {"1856": "export18xx:export_game"}  # optional: title id -> its export
    IMPORTS_18XX = {"1856": "import18xx:import_game"}  # optional: 18xx.games title -> its import
    MESSAGES = ("wd.", "ui.wd.")      # optional: its message keys besides those named by its ids

Its words are in its own catalogues, `lang/<language>.json` in the package: the keys starting
"<id>.", "ui.<id>.", "title.<id>.", "option.<id>." for each of its ids, and its MESSAGES
(messages.py merges them into the shared catalogue).

`PYGAME_RULES_TITLES` (packages, comma-separated) adds titles from elsewhere: the tests' own.

A title's rules are imported when a game of it is first made: the browser's first answer (the
list of titles) should not wait for every title's modules. The list itself comes from
`catalogue.json`, which hatch_build.py writes into the wheel from the titles' own describe(); from a
source checkout (no such file) the titles are imported and asked directly.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from . import games
from .errors import InvalidSetUp
from .title import Title

CATALOGUE = Path(__file__).with_name("catalogue.json")
EXTRA = "PYGAME_RULES_TITLES"  # more title packages, comma-separated (the tests' own title)


@dataclass(frozen=True)
class Package:
    """What one title package declares (its __init__), names made absolute."""

    name: str  # the package, "pygame_rules.games.nar"
    titles: dict[str, str]  # title id -> "module:attribute"
    order: int
    bot: str | None = None
    public_state: bool = False
    exports_18xx: dict[str, str] = field(default_factory=dict)
    imports_18xx: dict[str, str] = field(default_factory=dict)
    messages: tuple[str, ...] = ()  # the prefixes of its message keys
    web: dict[str, str] = field(default_factory=dict)  # its table's module on the page (and layer)

    def owns(self, key: str) -> bool:
        return key.startswith(self.messages)

    @classmethod
    def read(cls, name: str) -> Package:
        module = importlib.import_module(name)

        def inside(names: dict[str, str]) -> dict[str, str]:
            return {key: f"{name}.{target}" for key, target in names.items()}

        ids = list(module.TITLES)
        prefixes = [f"{kind}{i}." for i in ids for kind in ("", "ui.", "title.", "option.")]
        return cls(
            name=name,
            titles=inside(module.TITLES),
            order=module.ORDER,
            bot=f"{name}.{module.BOT}" if getattr(module, "BOT", None) else None,
            public_state=getattr(module, "PUBLIC_STATE", False),
            exports_18xx=inside(getattr(module, "EXPORTS_18XX", {})),
            imports_18xx=inside(getattr(module, "IMPORTS_18XX", {})),
            messages=(*prefixes, *getattr(module, "MESSAGES", ())),
            web=dict(getattr(module, "WEB", {})),
        )


@cache
def packages() -> tuple[Package, ...]:
    names = [f"{games.__name__}.{m.name}" for m in pkgutil.iter_modules(games.__path__) if m.ispkg]
    names += [name.strip() for name in os.environ.get(EXTRA, "").split(",") if name.strip()]
    return tuple(sorted((Package.read(name) for name in names), key=lambda p: (p.order, p.name)))


@cache
def by_title() -> dict[str, Package]:
    """Title id -> its package, in the home screen's order."""
    found: dict[str, Package] = {}
    for package in packages():
        for title_id in package.titles:
            if title_id in found:
                raise RuntimeError(f"{package.name} and {found[title_id].name} both declare {title_id!r}")
            found[title_id] = package
    return found


def ids() -> list[str]:
    return list(by_title())


def loaded(name: str) -> Any:
    """The object a declaration names, "package.module:attribute"."""
    module, attribute = name.split(":")
    return getattr(importlib.import_module(module), attribute)


def get(title_id: str) -> Title:
    if not isinstance(title_id, str) or title_id not in by_title():
        raise InvalidSetUp.said("error.setup.unknown_title", title=repr(title_id)[:40])
    return _title(title_id)


@cache
def _title(title_id: str) -> Title:
    return loaded(by_title()[title_id].titles[title_id])


def describe_all() -> list[dict]:
    """Every title as it describes itself, with the table its package names for the page."""
    return [{**get(title_id).describe(), "web": package.web} for title_id, package in by_title().items()]


def catalogue() -> list[dict]:
    if CATALOGUE.is_file() and not os.environ.get(EXTRA):
        return json.loads(CATALOGUE.read_text("utf-8"))
    return describe_all()
