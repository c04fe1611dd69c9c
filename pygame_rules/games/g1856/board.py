"""The map as 1856 uses it: the one place the title talks to the board layer
(pygame_rules/core18xx, map and tiles in data/map.json and data/tiles.json).

Until the board layer is published the map holds only station markers, so that the rest of the
rules can run: no tile can be laid, no token placed beyond the home station, no route run.
"""

from __future__ import annotations

from .data import data
from .state import Corporation, State


def new_board() -> dict:
    return {"tokens": {}}  # hex -> [corporation, ...]


def home_hex(corp: Corporation) -> str:
    return data().corporations[corp.id]["home"]


def place_home_token(state: State, corp: Corporation) -> None:
    state.board["tokens"].setdefault(home_hex(corp), []).append(corp.id)
    corp.tokens_left.pop(0)
    corp.home_placed = True
    state.note(f"{corp.id} places its home station in {home_hex(corp)}.")


def tile_lays(state: State, corp: Corporation) -> list[dict]:
    return []


def token_choices(state: State, corp: Corporation) -> list[dict]:
    return []


def can_run(state: State, corp: Corporation) -> bool:
    return False


def best_routes(state: State, corp: Corporation) -> list[dict]:
    return []


def destination_reached(state: State, corp: Corporation) -> bool:
    return False


def remove_tokens(state: State, corp: Corporation) -> None:
    for corps in state.board["tokens"].values():
        while corp.id in corps:
            corps.remove(corp.id)


def tokens_of(state: State, corp: Corporation) -> list[str]:
    return [h for h, corps in state.board["tokens"].items() if corp.id in corps]


def view(state: State) -> dict:
    return {"tokens": {h: list(c) for h, c in state.board["tokens"].items() if c}}
