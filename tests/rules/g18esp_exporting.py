"""Helper for the 18ESP export tests: an action applied with the exporter watching it."""

from __future__ import annotations

from pygame_rules.api import Game
from pygame_rules.games.g18esp import export18xx


def exported(g: Game, action: dict) -> export18xx.Exporter:
    """The action applied with an exporter watching it (its `auto_actions`, `after_ours`)."""
    exporter = export18xx.Exporter(g)
    exporter.lead_in(g.state, action)
    g.apply(action)
    return exporter
