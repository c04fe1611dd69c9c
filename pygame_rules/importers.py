"""Import of games from other sites, and export back to them. Each title's importer and exporter
is declared by its package (registry.py) and loaded when first used: the browser's first answer
should not wait for every title's modules."""

from __future__ import annotations

from typing import Any

from . import registry
from .api import Game, reason
from .errors import IncompatibleSave
from .limits import TooLarge, bounded_json
from .messages import Message

NOT_AN_EXPORT = "This is not an 18xx.games export"  # how the English of every such refusal starts


def imports() -> dict[str, str]:
    """18xx.games title -> "module:function" replaying its export as our game."""
    return {name: target for p in registry.packages() for name, target in p.imports_18xx.items()}


def exports() -> dict[str, str]:
    """Our title id -> "module:function" writing the game as an 18xx.games export."""
    return {name: target for p in registry.packages() for name, target in p.exports_18xx.items()}


def not_an_export(what: Message | str) -> IncompatibleSave:
    """The refusal "This is not an 18xx.games export: <what>.", `what` said as a message
    (Message("error.export....", {...})), or as English text until its importer says one."""
    return IncompatibleSave.said(
        "error.export.not_an_export", reason=what.to_json() if isinstance(what, Message) else what
    )


def check_export(export: Any) -> dict:
    """The export's outline as 18xx.games writes it (title, players, actions, settings), checked
    before anything reads it: short and shallow enough, and each part of the right kind."""
    try:
        export = bounded_json(export)
    except TooLarge as e:
        raise IncompatibleSave.said("error.export.not_an_export", reason=reason(e)) from None
    except ValueError:
        raise not_an_export(Message("error.export.not_json")) from None
    if not isinstance(export, dict):
        raise not_an_export(Message("error.export.not_object"))
    for key, missing in (
        ("title", "error.export.no_title"),
        ("players", "error.export.no_players"),
        ("actions", "error.export.no_actions"),
    ):
        if key not in export:
            raise not_an_export(Message(missing))
    if not isinstance(export["title"], str):
        raise not_an_export(Message("error.export.title_not_text"))
    players = export["players"]
    if not isinstance(players, list) or not all(
        isinstance(p, dict) and isinstance(p.get("name"), str) and isinstance(p.get("id", ""), (str, int))
        for p in players
    ):
        raise not_an_export(Message("error.export.players"))
    actions = export["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, dict) and isinstance(a.get("type"), str) for a in actions
    ):
        raise not_an_export(Message("error.export.actions"))
    settings = export.get("settings")
    if settings is not None and not isinstance(settings, dict):
        raise not_an_export(Message("error.export.settings"))
    return export


def import_18xx(export: Any) -> Game:
    """An 18xx.games export (1856, 18ESP), as its JSON text or parsed, replayed as our game;
    IncompatibleSave says what is wrong with it ("This is not an 18xx.games export: ..." for a
    file of another shape)."""
    export = check_export(export)
    known = imports()
    if export["title"] not in known:
        raise IncompatibleSave.said("error.export.not_yet", title=repr(export["title"][:40]), titles=list(known))
    return registry.loaded(known[export["title"]])(export)


def export_18xx(game: Game) -> dict:
    """The game as an 18xx.games export (1856, 18ESP): their hotseat import loads it."""
    known = exports()
    if game.title.id in known:
        return registry.loaded(known[game.title.id])(game)
    raise NotImplementedError(Message("error.export.no_exporter", {"title": game.title.name}))
