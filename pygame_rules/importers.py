"""Import of games from other sites."""

from __future__ import annotations

from .api import Game


def import_18xx(export: dict) -> Game:
    """An 18xx.games export (1856, 18ESP) replayed as our game."""
    title = export.get("title") if isinstance(export, dict) else None
    raise NotImplementedError(
        f"Import of 18xx.games exports ({title or 'unknown title'}) is not available yet."
    )
