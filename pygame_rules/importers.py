"""Import of games from other sites, and export back to them."""

from __future__ import annotations

from .api import Game
from .errors import IncompatibleSave


def import_18xx(export: dict) -> Game:
    """An 18xx.games export (1856 so far) replayed as our game."""
    title = export.get("title") if isinstance(export, dict) else None
    if title == "1856":
        from .games.g1856.import18xx import import_game

        try:
            return import_game(export)
        except (KeyError, TypeError, ValueError) as e:
            if isinstance(e, IncompatibleSave):
                raise
            raise IncompatibleSave(f"The 18xx.games export cannot be read: {e!r}") from None
    raise NotImplementedError(f"Import of 18xx.games exports ({title or 'unknown title'}) is not available yet.")


def export_18xx(game: Game) -> dict:
    """The game as an 18xx.games export (1856 so far): their hotseat import loads it."""
    if game.title.id == "1856":
        from .games.g1856.export18xx import export_game

        return export_game(game)
    raise NotImplementedError(f"{game.title.name} games cannot be exported to 18xx.games.")
