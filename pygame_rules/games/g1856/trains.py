"""Trains and phases ('Loks', 'Phasen'): what a corporation may buy, what a purchase sets off
(new phase, rusting, closing the privates, the CGR, rising operating percentage, capitalization),
train limits, the compulsory train ('Lokkauf', with the director's help) and the CGR's borrowed
diesel."""

from __future__ import annotations

from dataclasses import dataclass

from ...core18xx import depot
from ...core18xx.crisis import sale_choices
from ...core18xx.share_trading import sell
from . import loans
from .board import can_run
from .roster import CGR, limit, permanent, price, type_of, types, ultimate
from .state import Corporation, State, money


@dataclass(frozen=True)
class Purchase:
    """A train bought: from the bank (new or from the pool) or from another corporation."""

    train: str
    from_bank: bool
    new: bool  # one the bank had not sold before


def first_sold(state: State) -> set[str]:
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
    return depot.for_sale(state.depot, ultimate(state), state.ultimate_sold, first_sold(state))


def owner_of(state: State, train_id: str) -> Corporation | None:
    return next((c for c in state.corporations.values() if train_id in c.trains), None)


def bank_trains(state: State) -> list[str]:
    """The trains the bank sells now: the next new ones and one of each kind in the pool."""
    pool = list({depot.train_type(t): t for t in reversed(state.pool_trains)}.values())
    return depot_trains(state) + pool[::-1]


def cheapest(state: State, corp: Corporation | None = None) -> str | None:
    """The cheapest train the bank sells (to the CGR: the cheapest permanent one)."""
    offered = [t for t in bank_trains(state) if corp is None or corp.id != CGR or permanent(t)]
    return min(offered, key=lambda t: price(state, t)) if offered else None


def face_value(buyer: Corporation, seller: Corporation) -> bool:
    """The CGR buys and sells trains only at the printed price."""
    return CGR in (buyer.id, seller.id)


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """Every train the corporation may buy with its own cash: from the bank at its price (the
    diesel also with a 4, 5 or 6 traded in, even at the train limit), from another corporation at
    any price from $1 (the CGR: printed price, permanent trains only)."""
    at_limit = len(corp.trains) >= limit(state, corp)
    base = {"type": "buy_train", "player": player, "corporation": corp.id}
    out = []
    for t in bank_trains(state):
        if corp.id == CGR and not permanent(t):
            continue
        cost = price(state, t)
        if not at_limit and corp.cash >= cost:
            out.append({**base, "train": t, "price": cost})
        trade = type_of(state, t).get("trade_in") if t in depot_trains(state) else None
        for old in dict.fromkeys(corp.trains) if trade else ():
            if depot.train_type(old) in trade["trains"] and corp.cash >= cost - trade["discount"]:
                out.append({**base, "train": t, "price": cost - trade["discount"], "trade_in": old})
    return out if at_limit else out + from_corporations(state, corp, base)


def from_corporations(state: State, corp: Corporation, base: dict) -> list[dict]:
    """Other corporations' trains the corporation may buy with its own cash: for $1 or more, to
    or from the CGR at the printed price (never the borrowed diesel; the CGR only permanent ones)."""
    out = []
    for other in state.corporations.values():
        if other is corp or other.closed:
            continue
        for t in dict.fromkeys(other.trains):
            if t == state.borrowed_train or (corp.id == CGR and not permanent(t)):
                continue
            if face_value(corp, other):
                if corp.cash >= price(state, t):
                    out.append({**base, "train": t, "price": price(state, t)})
            elif corp.cash >= 1:
                out.append({**base, "train": t, "price": {"min": 1, "max": corp.cash, "step": 1}})
    return out


def must_buy(state: State, corp: Corporation) -> bool:
    """A corporation with a route and no train must buy one (section 'Lokkauf'). The CGR before
    its first permanent train: as soon as it can afford the ultimate train, new or with a train
    traded in (section 'CGR'; 18xx.games counts a rusting train as the trade-in)."""
    if corp.id == CGR and not state.cgr_permanent:
        top = ultimate(state)
        trade_price = top["price"] - top["trade_in"]["discount"]
        return corp.cash > top["price"] or (corp.cash > trade_price and any(not permanent(t) for t in corp.trains))
    return not corp.trains and bool(depot_trains(state)) and can_run(state, corp)


def step_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    must = must_buy(state, corp)
    if (
        must
        and (corp.id != CGR or state.cgr_permanent)
        and (cheap := cheapest(state, corp))
        and corp.cash < price(state, cheap)
    ):
        return emergency_choices(state, corp, player, cheap)
    buys = choices(state, corp, player)
    if not must and (buys or within_reach(state, corp)):
        buys.append({"type": "pass", "player": player, "corporation": corp.id})
    return buys


def within_reach(state: State, corp: Corporation) -> bool:
    """18xx.games keeps the train step open (buy or pass) while some train is within reach of
    the treasury, whatever the corporation may buy: with room, the bank's cheapest or any
    other corporation's train (at $1); at any count, a diesel with a train traded in."""
    others = any(
        t != state.borrowed_train
        for c in state.corporations.values()
        if c is not corp and not c.closed
        for t in c.trains
    )
    offered = [price(state, t) for t in bank_trains(state)] + ([1] if others else [])
    if len(corp.trains) < limit(state, corp) and offered and corp.cash >= min(offered):
        return True
    for t in depot_trains(state):
        trade = type_of(state, t).get("trade_in")
        if (
            trade
            and corp.cash >= price(state, t) - trade["discount"]
            and any(depot.train_type(old) in trade["trains"] for old in corp.trains)
        ):
            return True
    return False


def emergency_choices(state: State, corp: Corporation, player: str, cheap: str) -> list[dict]:
    """The corporation cannot pay for the cheapest train the bank sells: the director pays what
    it lacks for that train, selling shares if he must (no more than he needs, one block per
    corporation, never handing on this corporation's directorship). Another corporation's train
    it may buy only with its own cash, and not once the director has sold shares (18xx.games:
    the director never pays for such a train). With too little even then he is bankrupt."""
    funds = corp.cash + state.cash[player]
    base = {"type": "buy_train", "player": player, "corporation": corp.id}
    out = [{**base, "train": cheap, "price": price(state, cheap)}] if funds >= price(state, cheap) else []
    if not state.operating.sold:
        out += from_corporations(state, corp, base)
    needed = price(state, cheap) - funds
    if needed > 0:
        out += [a for a in sale_choices(state, player, corp.id, needed) if a["corporation"] not in state.operating.sold]
    # a loan, when it may still take one, is its way out (the step waits for it)
    out += loans.take_choices(state, corp, player)
    if needed > 0 and not out:
        out.append({"type": "bankrupt", "player": player, "corporation": corp.id})
    return out


def buy_for_turn(state: State, corp: Corporation, a: dict) -> Purchase:
    """The director pays what the corporation lacks for a compulsory train."""
    cost = a["price"]
    shortfall = max(0, cost - corp.cash)
    if shortfall:
        player = corp.shares.director
        state.pay(player, corp, shortfall)
        state.note(f"{player} contributes {money(shortfall)} for the train.")
    return buy(state, corp, a["train"], cost, a.get("trade_in"))


def sell_for_train(state: State, a: dict) -> None:
    corp = state.corporations[a["corporation"]]
    state.operating.sold.append(corp.id)
    sell(state, a["player"], corp, a["percent"] // corp.shares.unit_percent)


def buy(state: State, corp: Corporation, train_id: str, cost: int, trade_in: str | None = None) -> Purchase:
    seller = owner_of(state, train_id)
    name = depot.train_type(train_id)
    if trade_in:
        corp.trains.remove(trade_in)
        state.pool_trains.append(trade_in)
        state.note(f"{corp.id} trades in a {depot.train_type(trade_in)}-train.")
    new = train_id in state.depot or train_id not in state.pool_trains and not seller
    if seller:
        seller.trains.remove(train_id)
        state.pay(corp, seller, cost)
        state.note(f"{corp.id} buys a {name}-train from {seller.id} for {money(cost)}.")
    elif train_id in state.pool_trains:
        state.pool_trains.remove(train_id)
        state.pay(corp, None, cost)
        state.note(f"{corp.id} buys a {name}-train from the bank pool for {money(cost)}.")
    else:
        if train_id in state.depot:
            state.depot.remove(train_id)
        else:
            state.ultimate_sold += 1
        state.pay(corp, None, cost)
        state.note(f"{corp.id} buys a {name}-train from the bank for {money(cost)}.")
    corp.trains.append(train_id)
    return Purchase(train_id, from_bank=not seller, new=new)


def discard(state: State, corp: Corporation, train_id: str) -> None:
    corp.trains.remove(train_id)
    state.pool_trains.append(train_id)
    state.note(f"{corp.id} discards a {depot.train_type(train_id)}-train to the bank pool.")


# --- the CGR's borrowed diesel (section 'CGR') ---


def borrow_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """Until it has owned a permanent train the CGR, when it has no train, may borrow the next
    ultimate train from the bank for its run ('Wenn keine Loks für die CGR übrigbleiben'); it
    goes back at the end of the train step. Borrowing starts no phase."""
    if corp.id != CGR or state.cgr_permanent or state.borrowed_train or corp.trains:
        return []
    top = ultimate(state)["name"]
    return [
        {"type": "borrow_train", "player": player, "corporation": corp.id, "train": t}
        for t in depot_trains(state)
        if depot.train_type(t) == top
    ]


def borrow(state: State, corp: Corporation, train_id: str) -> None:
    state.ultimate_sold += 1
    corp.trains.append(train_id)
    state.borrowed_train = train_id
    state.note(f"{corp.id} borrows a {depot.train_type(train_id)}-train.")


def return_borrowed(state: State, corp: Corporation) -> None:
    """18xx.games puts the borrowed train back among the bank's trains (its pool)."""
    train = state.borrowed_train
    if train and train in corp.trains:
        corp.trains.remove(train)
        state.pool_trains.append(train)
        state.borrowed_train = None
        state.note(f"{corp.id} returns the borrowed {depot.train_type(train)}-train.")
