"""Purposeful random play for playouts (tests, the differential test against 18xx.games, bench).

Plain random 1856 sells and withholds until its corporations close and rarely sees the late
game; this policy plays like a cautious beginner: starts corporations it can afford, buys shares
of its own, lays track, runs its best routes, pays out, buys the bank's trains when it can, takes
loans now and then, and seldom sells. Only the choice among legal actions changes, never a rule;
every choice is drawn from the given generator, so a playout replays from its seed.
"""

from __future__ import annotations

import random

from ...core18xx import playout_policy as policy
from ...core18xx import roster, trains
from ...core18xx.certificates import price
from .state import State

LONG_GAME = 40  # stock rounds: a game can reach a dead end (every corporation closed and nobody
# able to start one) where nothing ever ends it; its players then end it by hand


def move(state: State, legal: list[dict], rnd: random.Random) -> dict:
    return policy.move(state.turn, LONG_GAME, legal, rnd, lambda by, r: pick(state, by, r))


def pick(state: State, by: dict[str, list[dict]], rnd: random.Random) -> dict | None:
    if state.round == "auction":
        return auction(state, by, rnd)
    if state.round == "stock" and not state.crisis and not state.cgr:
        return stock(state, by, rnd)
    return operating(state, by, rnd)


def auction(state: State, by: dict, rnd: random.Random) -> dict | None:
    bids = by.get("bid", [])
    if bids and policy.chance(rnd, 0.6):
        return rnd.choice(bids)
    return (by.get("pass") or [None])[0]


def started(state: State) -> int:
    return sum(1 for c in state.corporations.values() if c.par is not None and not c.closed and c.id != "CGR")


def stock(state: State, by: dict, rnd: random.Random) -> dict | None:
    player = state.current_player
    if "pass" not in by:  # must sell (limits) or complete the CGR's director's certificate
        return None
    pars = by.get("par", [])
    if pars and started(state) < 3 + len(state.players) and policy.chance(rnd, 0.5):
        affordable = [a for a in pars if 2 * a["price"] <= 0.8 * state.cash[player]] or pars
        return rnd.choice(affordable)
    buys = by.get("buy_share", [])
    own = [a for a in buys if state.corporations[a["corporation"]].shares.director == player]
    if own and policy.chance(rnd, 0.7):
        return rnd.choice(own)
    if buys and policy.chance(rnd, 0.5):
        return rnd.choice(buys)
    sells = [a for a in by.get("sell_shares", []) if price(state, state.corporations[a["corporation"]]) >= 80]
    if sells and policy.chance(rnd, 0.03):
        return rnd.choice(sells)
    return by["pass"][0]


def needs_train_money(state: State) -> bool:
    """The operating corporation has room for a train and cannot pay for the bank's cheapest."""
    if not state.operating:
        return False
    corp = state.corporations[state.operating.corporation]
    cheapest = trains.cheapest(state)
    return (
        cheapest is not None
        and len(corp.trains) < roster.limit(state, corp)
        and corp.cash < roster.price(state, cheapest)
    )


# the kinds of action an operating turn takes, in this order, each with its chance
OPERATING_WEIGHTS = (
    ("lay_tile", 0.85),
    ("place_token", 0.7),
    ("place_port", 0.5),
    ("buy_right", 0.3),
    ("payoff_loan", 0.3),
    ("take_loan", 0.08),
    ("buy_private", 0.15),
)


def operating(state: State, by: dict, rnd: random.Random) -> dict | None:
    for kind in ("run_routes", "borrow_train", "destination_connection"):
        if kind in by:
            return by[kind][0]
    if "merge" in by or "repay_loans" in by:
        return rnd.choice(by.get("merge", []) if policy.chance(rnd, 0.8) else by.get("repay_loans") or by["merge"])
    if "dividend" in by:
        kinds = {a["kind"]: a for a in by["dividend"]}
        keep = needs_train_money(state) and policy.chance(rnd, 0.7) or policy.chance(rnd, 0.1)
        return kinds.get("withhold") if keep else kinds.get("payout")
    if (
        "take_loan" in by
        and state.operating
        and state.operating.step == "trains"
        and needs_train_money(state)
        and policy.chance(rnd, 0.6)
    ):
        return by["take_loan"][0]
    if "buy_train" in by and (train := policy.bank_train(by, rnd, 0.85)):
        return train
    return policy.weighted(by, OPERATING_WEIGHTS, rnd)
