"""Purposeful random play for playouts (tests, bench), as 1856's: it starts corporations it can
afford, buys shares of its own, lays track, runs its best routes, pays out, buys the bank's
trains when it can and seldom sells. Only the choice among legal actions changes, never a rule;
every choice is drawn from the given generator, so a playout replays from its seed."""

from __future__ import annotations

import random

from ...core18xx import playout_policy as policy
from ...core18xx import roster
from .state import State
from .trains import bank_offer, room

LONG_GAME = 60  # stock rounds: a safety net; its players then end the game by hand


def move(state: State, legal: list[dict], rnd: random.Random) -> dict:
    return policy.move(state.turn, LONG_GAME, legal, rnd, lambda by, r: pick(state, by, r))


def pick(state: State, by: dict[str, list[dict]], rnd: random.Random) -> dict | None:
    if state.round == "auction":
        return auction(by, rnd)
    if state.round == "stock" and not state.discards:
        return stock(state, by, rnd)
    return operating(state, by, rnd)


def auction(by: dict, rnd: random.Random) -> dict | None:
    bids = by.get("bid", [])
    if bids and policy.chance(rnd, 0.5):
        return rnd.choice(bids)
    return (by.get("pass") or by.get("par") or [None])[0]


def started(state: State) -> int:
    return sum(1 for c in state.corporations.values() if c.par is not None and not c.closed)


def stock(state: State, by: dict, rnd: random.Random) -> dict | None:
    player = state.current_player
    if "repay_loan" in by and policy.chance(rnd, 0.7):
        return rnd.choice(by["repay_loan"])
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
    sells = by.get("sell_shares", [])
    if sells and policy.chance(rnd, 0.03):
        return rnd.choice(sells)
    return (by.get("pass") or [None])[0]


def short_of_a_train(state: State) -> bool:
    """The operating corporation has room for a train and cannot pay for the bank's."""
    if not state.operating:
        return False
    corp = state.corporations[state.operating.corporation]
    return room(state, corp) and corp.cash < roster.price(state, bank_offer(state)[0])


# the kinds of action an operating turn takes, in this order, each with its chance
OPERATING_WEIGHTS = (
    ("lay_tile", 0.85),
    ("open_pass", 0.5),
    ("place_token", 0.7),
    ("take_over", 0.3),
    ("combine_trains", 0.3),
    ("buy_tender", 0.15),
    ("buy_private", 0.1),
)


def operating(state: State, by: dict, rnd: random.Random) -> dict | None:
    for kind in ("attach_tender", "run_routes", "choose_side", "discard_train", "takeover_marker"):
        if kind in by:
            return rnd.choice(by[kind]) if kind != "run_routes" else by[kind][0]
    if "accept_offer" in by:
        return by["accept_offer" if policy.chance(rnd, 0.7) else "decline_offer"][0]
    if "dividend" in by:
        kinds = {a["kind"]: a for a in by["dividend"]}
        keep = short_of_a_train(state) and policy.chance(rnd, 0.7) or policy.chance(rnd, 0.1)
        return kinds.get("withhold") if keep else kinds.get("payout")
    if "buy_train" in by and (train := policy.bank_train(by, rnd, 0.8)):
        return train
    return policy.weighted(by, OPERATING_WEIGHTS, rnd)
