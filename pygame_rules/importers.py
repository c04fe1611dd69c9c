"""Import of games from other sites, and export back to them. Each title's importer and exporter
is named here and loaded when first used (as registry.py loads titles): the browser's first
answer should not wait for every title's modules."""

from __future__ import annotations

import importlib
from typing import Any

from .api import Game
from .errors import IncompatibleSave
from .limits import TooLarge, bounded_json

NOT_AN_EXPORT = "This is not an 18xx.games export"
# 18xx.games title -> "module:function" replaying its export as our game
IMPORTS = {"1856": "pygame_rules.games.g1856.import18xx:import_game"}
# our title id -> "module:function" writing the game as an 18xx.games export
EXPORTS = {"1856": "pygame_rules.games.g1856.export18xx:export_game"}
IMPORTED_TITLES = tuple(IMPORTS)


def loaded(name: str) -> Any:
    module, attribute = name.split(":")
    return getattr(importlib.import_module(module), attribute)


def not_an_export(what: str) -> IncompatibleSave:
    return IncompatibleSave(f"{NOT_AN_EXPORT}: {what}.")


def check_export(export: Any) -> dict:
    """The export's outline as 18xx.games writes it (title, players, actions, settings), checked
    before anything reads it: short and shallow enough, and each part of the right kind."""
    try:
        export = bounded_json(export)
    except TooLarge as e:
        raise not_an_export(str(e)) from None
    except ValueError:
        raise not_an_export("it is not JSON") from None
    if not isinstance(export, dict):
        raise not_an_export("it is not an object with a title, players and actions")
    for key in ("title", "players", "actions"):
        if key not in export:
            raise not_an_export(f"it has no {key}")
    if not isinstance(export["title"], str):
        raise not_an_export("its title is not a text")
    players = export["players"]
    if not isinstance(players, list) or not all(
        isinstance(p, dict) and isinstance(p.get("name"), str) and isinstance(p.get("id", ""), (str, int))
        for p in players
    ):
        raise not_an_export("its players are not a list of names (and ids)")
    actions = export["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, dict) and isinstance(a.get("type"), str) for a in actions
    ):
        raise not_an_export("its actions are not a list of actions with a type")
    settings = export.get("settings")
    if settings is not None and not isinstance(settings, dict):
        raise not_an_export("its settings are not an object")
    return export


def import_18xx(export: dict) -> Game:
    """An 18xx.games export (1856 so far) replayed as our game; IncompatibleSave says what is
    wrong with it ("This is not an 18xx.games export: ..." for a file of another shape)."""
    export = check_export(export)
    if export["title"] not in IMPORTED_TITLES:
        raise IncompatibleSave(
            f"18xx.games games of {export['title'][:40]!r} cannot be imported yet (only {', '.join(IMPORTED_TITLES)})."
        )
    return loaded(IMPORTS[export["title"]])(export)


def export_18xx(game: Game) -> dict:
    """The game as an 18xx.games export (1856 so far): their hotseat import loads it."""
    if game.title.id in EXPORTS:
        return loaded(EXPORTS[game.title.id])(game)
    raise NotImplementedError(f"{game.title.name} games cannot be exported to 18xx.games.")
