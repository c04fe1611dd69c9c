"""Random playouts through the public API: the conformance tests and the bench use them."""

from __future__ import annotations

import random

from .api import Game
from .legal import is_range


def concrete(action: dict, rnd: random.Random) -> dict:
    """The action with a random number picked from each range field."""
    out = {}
    for k, v in action.items():
        if is_range(v):
            out[k] = v["min"] + v["step"] * rnd.randrange((v["max"] - v["min"]) // v["step"] + 1)
        else:
            out[k] = v
    return out


def random_move(g: Game, rnd: random.Random, legal: list[dict] | None = None) -> dict:
    """The title's playout move, from `legal` when the caller has the legal actions already."""
    return concrete(g.title.playout_move(g.state, g.legal_actions() if legal is None else legal, rnd), rnd)


def play(g: Game, rnd: random.Random, max_steps: int = 5000, each=None, move=random_move) -> Game:
    """Play `g` to its end by `move(g, rnd)` (random moves unless told), calling `each(g)` before
    every move."""
    for _ in range(max_steps):
        if g.finished:
            return g
        if each:
            each(g)
        g.apply(move(g, rnd))
    raise AssertionError(f"{g.title.id}: no end after {max_steps} moves")
