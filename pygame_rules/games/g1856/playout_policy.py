"""Purposeful random play for playouts (tests and bench): plain random 1856 hardly ever breaks the
bank, so moves that drive the game on (buying shares and the bank's trains, building, paying out)
are preferred, and the manual end is chosen only in a game that has gone on far too long. Only the
choice among legal actions changes, never a rule. (Keeping money for the next train instead of
paying out stalls random games.)"""

from __future__ import annotations

import random

WEIGHTS = {
    "bid": 3, "par": 6, "buy_share": 8, "sell_shares": 0.5, "lay_tile": 6, "place_token": 4,
    "run_routes": 1, "dividend": 1, "buy_train": 30, "take_loan": 0.5, "payoff_loan": 0.5,
    "buy_private": 1, "buy_right": 1, "place_port": 2, "destination_connection": 1,
    "borrow_train": 3, "merge": 1, "repay_loans": 1, "remove_token": 1, "discard_train": 1,
    "pass": 1, "bankrupt": 1,
}


LONG_GAME = 40  # stock rounds: a random game can reach a dead end (every corporation closed and
# nobody able to start one) where nothing ever ends it; its players then end it by hand


def move(legal: list[dict], rnd: random.Random, stock_rounds: int) -> dict:
    ends = [a for a in legal if a["type"] == "end_game"]
    if ends and stock_rounds > LONG_GAME:
        return ends[0]
    choices = [a for a in legal if a["type"] != "end_game"] or legal
    kinds = sorted({a["type"] for a in choices})
    kind = rnd.choices(kinds, [WEIGHTS.get(k, 1) for k in kinds])[0]
    same = [a for a in choices if a["type"] == kind]
    if kind == "dividend":
        same = [a for a in same if a["kind"] == "payout"] or same
    if kind == "buy_train" and rnd.random() < 0.9:
        same = [a for a in same if not isinstance(a["price"], dict)] or same  # the bank's trains
    action = rnd.choice(same)
    return {k: low_end(v, rnd) for k, v in action.items()}


def low_end(value, rnd: random.Random):
    """Bids and prices near the low end of their range."""
    if isinstance(value, dict) and set(value) == {"min", "max", "step"}:
        top = min(value["max"], value["min"] + 5 * value["step"] * rnd.randrange(4))
        return value["min"] + (top - value["min"]) // value["step"] * value["step"]
    return value
