"""Corporations over their train limit discard down to it, to the bank pool, the first of them
first (`state.discards`); a lent train neither counts nor goes (hooks.TrainRules.lent)."""

from __future__ import annotations

from . import trains
from .game_state import State
from .roster import over_limit


def director(state: State) -> list[str]:
    return [state.corporations[state.discards[0]].shares.director]


def choices(state: State, full: bool = True, kind: str | None = None) -> list[dict]:
    corp = state.corporations[state.discards[0]]
    return [
        {"type": "discard_train", "player": corp.shares.director, "corporation": corp.id, "train": t}
        for t in dict.fromkeys(corp.trains)
        if not state.rules.trains.lent(state, t)
    ]


def apply(state: State, a: dict) -> None:
    trains.discard(state, state.corporations[a["corporation"]], a["train"])
    state.discards = over_limit(state)
    state.discards_wait = state.discards_wait and bool(state.discards)
