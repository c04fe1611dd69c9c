"""Computer players for Last Train to Wensleydale / First Train to Nürnberg (one rule set, two
boards). Placeholder wiring while the search lands: the rule of thumb of wensleydale_policy."""

from __future__ import annotations

import random

from ..games.wensleydale.rules import LAST_TRAIN
from ..games.wensleydale.state import State
from . import wensleydale_policy as policy


def move(seat) -> dict:
    game = seat.sample()
    return policy.choose(game.state, game.title, seat.legal(), seat.rnd, depth=2, noise=0.0)


def determinize(state: State, player: str, rnd: random.Random) -> State:
    """The bag's contents are on view; only its next draws are hidden: a clone whose generator
    is reseeded from the bot's own."""
    other = LAST_TRAIN.clone(state)
    other.rng = rnd.getrandbits(64)
    return other
