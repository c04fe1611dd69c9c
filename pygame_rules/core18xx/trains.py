"""Buying trains: from the bank, the next new train in the depot's order (and an unlimited one
once it is available) or one of each kind in the bank pool, at the printed price; from another
corporation at any price from $1 (or at the printed price, as the title says). Discarding to the
bank pool."""

from __future__ import annotations

from dataclasses import dataclass

from . import depot
from .game_state import Corporation, State
from .roster import limit, price, types, ultimate


@dataclass(frozen=True)
class Purchase:
    """A train bought: from the bank (new or from the pool) or from another corporation."""

    train: str
    from_bank: bool
    new: bool  # one the bank had not sold before


def first_sold(state: State) -> set[str]:
    """The types of which the bank has sold a train."""
    left: dict[str, int] = {}
    for t in state.depot:
        name = depot.train_type(t)
        left[name] = left.get(name, 0) + 1
    return {
        t["name"]
        for t in types(state)
        if t["count"] is None and state.ultimate_sold or t["count"] and left.get(t["name"], 0) < t["count"]
    }


def depot_trains(state: State) -> list[str]:
    top = ultimate(state)
    unlimited = top if top["count"] is None else None
    return depot.for_sale(state.depot, unlimited, state.ultimate_sold, first_sold(state))


def owner_of(state: State, train_id: str) -> Corporation | None:
    return next((c for c in state.corporations.values() if train_id in c.trains), None)


def bank_trains(state: State) -> list[str]:
    """The trains the bank sells now: the next new ones and one of each kind in the pool."""
    pool = list({depot.train_type(t): t for t in reversed(state.pool_trains)}.values())
    return depot_trains(state) + pool[::-1]


def cheapest(state: State, corp: Corporation | None = None) -> str | None:
    """The cheapest train the bank sells (to this corporation)."""
    offered = [t for t in bank_trains(state) if corp is None or state.rules.trains.may_buy_train(state, corp, t)]
    return min(offered, key=lambda t: price(state, t)) if offered else None


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """Every train the corporation may buy with its own cash: from the bank at its price (a new
    one also with a train traded in, as the title allows, even at the train limit), from another
    corporation (below the limit)."""
    at_limit = len(corp.trains) >= limit(state, corp)
    base = {"type": "buy_train", "player": player, "corporation": corp.id}
    out = []
    for t in bank_trains(state):
        if not state.rules.trains.may_buy_train(state, corp, t):
            continue
        cost = price(state, t)
        if not at_limit and corp.cash >= cost:
            out.append({**base, "train": t, "price": cost})
        for old, reduced in state.rules.trains.trade_ins(state, corp, t) if t in depot_trains(state) else ():
            if corp.cash >= reduced:
                out.append({**base, "train": t, "price": reduced, "trade_in": old})
    return out if at_limit else out + from_corporations(state, corp, base)


def offered_by(state: State, corp: Corporation, other: Corporation) -> list[str]:
    """Another corporation's trains this one may buy."""
    if other is corp or other.closed or not state.rules.trains.sells_trains_to(state, other, corp):
        return []
    return [
        t
        for t in dict.fromkeys(other.trains)
        if not state.rules.trains.lent(state, t) and state.rules.trains.may_buy_train(state, corp, t)
    ]


def from_corporations(state: State, corp: Corporation, base: dict) -> list[dict]:
    """Other corporations' trains the corporation may buy with its own cash."""
    out = []
    for other in state.corporations.values():
        for t in offered_by(state, corp, other):
            if state.rules.trains.face_value_only(state, corp, other):
                if corp.cash >= price(state, t):
                    out.append({**base, "train": t, "price": price(state, t)})
            elif corp.cash >= 1:
                out.append({**base, "train": t, "price": {"min": 1, "max": corp.cash, "step": 1}})
    return out


def buy(state: State, corp: Corporation, train_id: str, cost: int, trade_in: str | None = None) -> Purchase:
    seller = owner_of(state, train_id)
    name = depot.train_type(train_id)
    if trade_in:
        corp.trains.remove(trade_in)
        state.pool_trains.append(trade_in)
        state.say("train.trades_in", corp=corp.id, train=depot.train_type(trade_in))
    new = train_id in state.depot or train_id not in state.pool_trains and not seller
    if seller:
        seller.trains.remove(train_id)
        state.pay(corp, seller, cost)
        state.say("train.buys_from", corp=corp.id, train=name, seller=seller.id, amount=cost)
    elif train_id in state.pool_trains:
        state.pool_trains.remove(train_id)
        state.pay(corp, None, cost)
        state.say("train.buys_pool", corp=corp.id, train=name, amount=cost)
    else:
        if train_id in state.depot:
            state.depot.remove(train_id)
        else:
            state.ultimate_sold += 1
        state.pay(corp, None, cost)
        state.say("train.buys_bank", corp=corp.id, train=name, amount=cost)
    corp.trains.append(train_id)
    return Purchase(train_id, from_bank=not seller, new=new)


def discard(state: State, corp: Corporation, train_id: str) -> None:
    corp.trains.remove(train_id)
    if state.rules.trains.discards_to_pool(state, corp):
        state.pool_trains.append(train_id)
    state.say("train.discards", corp=corp.id, train=depot.train_type(train_id))
