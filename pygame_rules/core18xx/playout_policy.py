"""What the titles' playout policies share (games/*/playout_policy.py): grouping the legal
actions by type, ending a game that has run too long, bids and prices near the low end, the
bank's trains first, and a weighted choice of the kinds of action. Every choice is drawn from the
given generator, so a playout replays from its seed."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..legal import is_range

Pick = Callable[[dict[str, list[dict]], random.Random], dict | None]


def move(turn: int, long_game: int, legal: list[dict], rnd: random.Random, pick: Pick) -> dict:
    """The title's `pick` among the legal actions grouped by type (a random one if it picks
    none), with its bids and prices made concrete; ended by hand after `long_game` stock rounds."""
    ends = [a for a in legal if a["type"] == "end_game"]
    if ends and turn > long_game:
        return ends[0]
    choices = [a for a in legal if a["type"] != "end_game"] or legal
    by_type: dict[str, list[dict]] = {}
    for a in choices:
        by_type.setdefault(a["type"], []).append(a)
    action = pick(by_type, rnd) or rnd.choice(choices)
    return {k: low_end(v, rnd) for k, v in action.items()}


def chance(rnd: random.Random, p: float) -> bool:
    return rnd.random() < p


def bank_train(by: dict, rnd: random.Random, p: float) -> dict | None:
    """A train from the bank with chance `p` (always where passing is not open), else now and
    then one from another corporation."""
    bank = [a for a in by["buy_train"] if not is_range(a["price"])]
    if bank and (chance(rnd, p) or "pass" not in by):
        return rnd.choice(bank)
    if chance(rnd, 0.1 if "pass" in by else 1):
        return rnd.choice(by["buy_train"])
    return None


def weighted(by: dict, weights: tuple[tuple[str, float], ...], rnd: random.Random) -> dict | None:
    """The first kind of action, in the given order, that is open and drawn with its chance; else
    a pass where one is open."""
    for kind, p in weights:
        if kind in by and chance(rnd, p):
            return rnd.choice(by[kind])
    if "pass" in by:
        return by["pass"][0]
    return None


def low_end(value, rnd: random.Random):
    """Bids and prices near the low end of their range."""
    if isinstance(value, dict) and set(value) == {"min", "max", "step"}:
        top = min(value["max"], value["min"] + 5 * value["step"] * rnd.randrange(4))
        return value["min"] + (top - value["min"]) // value["step"] * value["step"]
    return value
