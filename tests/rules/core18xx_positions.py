"""Small 1856 board positions for the board-layer tests, written tile by tile."""

from __future__ import annotations

from pathlib import Path

from pygame_rules.core18xx.state import BoardState, new_board
from pygame_rules.core18xx.tokens import place_home_token
from pygame_rules.core18xx.track import LayRules, lay_options

# ../shared beside the checkout (inside Pyodide: /shared); tests that read it skip without it
SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DATA = SHARED / "data" / "1856"
PACKAGE = "pygame_rules.games.g1856"
YELLOW = ("yellow",)
GREEN = ("yellow", "green")
BROWN = ("yellow", "green", "brown")
GRAY = ("yellow", "green", "brown", "gray")
DIESEL = GRAY + ("black",)


def board(homes: dict[str, tuple[str, int | None]] | None = None) -> BoardState:
    return new_board(PACKAGE, homes or {})


def put(state: BoardState, tiles: dict[str, tuple[str, int]], tokens: dict | None = None) -> BoardState:
    """Place tiles (hex -> (tile name, rotation)) and markers (city -> slots) as given, without
    the lay rules: for positions whose history does not matter."""
    for coord, (name, rotation) in tiles.items():
        state.laid[coord] = (state.free_copy(name), rotation)
    for city, slots in (tokens or {}).items():
        state.tokens[city] = list(slots)
    state.changed()
    return state


def with_homes(state: BoardState, *corporations: str) -> BoardState:
    """The corporations' home stations placed (as when each first operates)."""
    for corp in corporations:
        place_home_token(state, corp)
    return state


def options(state: BoardState, corp: str, colours=YELLOW, **rules) -> dict:
    """Every lay open to the corporation: (hex, tile) -> rotations."""
    return {(o.hex, o.tile): o.rotations for o in lay_options(state, corp, LayRules(colours, **rules))}
