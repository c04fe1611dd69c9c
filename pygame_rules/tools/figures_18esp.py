"""The 18ESP engine's figures for `python -m pygame_rules bench`: the import of each recorded
18xx.games game beside 18xx.games' own replay of it (its engine in ../shared, in the same bench)."""

from __future__ import annotations

from pathlib import Path

from ..games.g18esp.import18xx import import_game
from .figures_1856 import import_figures
from .route_positions_1856 import SHARED


def games(shared: Path = SHARED) -> list[Path]:
    folder = shared / "fixtures" / "18xx" / "18ESP"
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def figures(runs: int = 5) -> list[tuple[str, str]]:
    return import_figures(runs, "18ESP", import_game, games())
