"""A placeholder: random play until this title's bot lands."""

from __future__ import annotations

from typing import Any


def move(seat) -> dict:
    return seat.random_move()


def determinize(state: Any, player: str, rnd) -> Any:
    return state
