"""Trains and phases ('Loks', 'Phasen'): what a corporation may buy, what a purchase sets off
(new phase, rusting, closing the privates, the CGR, rising operating percentage, capitalization),
and train limits."""

from __future__ import annotations

from ...core18xx import depot
from .data import data
from .state import Corporation, State, money

PERMANENT = ("5", "6", "D", "8")


def eight_train(state: State) -> bool:
    return bool(state.options.get("eight_train_variant"))


def types(state: State) -> tuple[dict, ...]:
    return types_for(state.options)


def types_for(options: dict) -> tuple[dict, ...]:
    return data().train_types(bool(options.get("eight_train_variant")))


def ultimate(state: State) -> dict:
    return types(state)[-1]


def type_of(state: State, train_id: str) -> dict:
    return data().train_type(depot.train_type(train_id), eight_train(state))


def distance(state: State, train_id: str) -> int | None:
    return type_of(state, train_id)["distance"]


def price(state: State, train_id: str) -> int:
    return type_of(state, train_id)["price"]


def phase(state: State) -> dict:
    return data().phases[state.phase]


def limit(state: State, corp: Corporation) -> int:
    return data().cgr["train_limit"] if corp.id == "CGR" else phase(state)["train_limit"]


def first_sold(state: State) -> set[str]:
    return {t["name"] for t in types(state)
            if t["count"] is None and state.ultimate_sold or t["count"] and depot.remaining(state.depot, t["name"]) < t["count"]}


def depot_trains(state: State) -> list[str]:
    return depot.for_sale(state.depot, ultimate(state), state.ultimate_sold, first_sold(state))


def owner_of(state: State, train_id: str) -> Corporation | None:
    return next((c for c in state.corporations.values() if train_id in c.trains), None)


def choices(state: State, corp: Corporation, player: str, emergency: bool = False) -> list[dict]:
    """Every train the corporation may buy now: from the bank at its price (the diesel also with
    a 4, 5 or 6 traded in), from the pool at its price, from another corporation at any price
    from $1 (the CGR only at the printed price, and only permanent trains)."""
    at_limit = len(corp.trains) >= limit(state, corp)
    out = []
    base = {"type": "buy_train", "player": player, "corporation": corp.id}
    for t in depot_trains(state):
        name = depot.train_type(t)
        if corp.id == "CGR" and name not in PERMANENT:
            continue
        cost = price(state, t)
        if not at_limit and (corp.cash >= cost or emergency):
            out.append({**base, "train": t, "price": cost})
        trade = type_of(state, t).get("trade_in")
        if trade and not emergency:
            for old in corp.trains:
                if depot.train_type(old) in trade["trains"] and corp.cash >= cost - trade["discount"]:
                    out.append({**base, "train": t, "price": cost - trade["discount"], "trade_in": old})
    if at_limit or emergency:
        return _unique(out)
    seen = set()
    for t in state.pool_trains:
        name = depot.train_type(t)
        if name in seen or (corp.id == "CGR" and name not in PERMANENT):
            continue
        seen.add(name)
        if corp.cash >= price(state, t):
            out.append({**base, "train": t, "price": price(state, t)})
    for other in state.corporations.values():
        if other is corp or other.closed:
            continue
        for t in other.trains:
            if t == state.borrowed_train:
                continue
            name = depot.train_type(t)
            if corp.id == "CGR" and name not in PERMANENT:
                continue
            if "CGR" in (corp.id, other.id):
                if corp.cash >= price(state, t):
                    out.append({**base, "train": t, "price": price(state, t)})
            elif corp.cash >= 1:
                out.append({**base, "train": t, "price": {"min": 1, "max": corp.cash, "step": 1}})
    return _unique(out)


def _unique(actions: list[dict]) -> list[dict]:
    seen, out = set(), []
    for a in actions:
        key = repr(sorted(a.items()))
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def buy(state: State, corp: Corporation, train_id: str, cost: int, trade_in: str | None = None) -> None:
    seller = owner_of(state, train_id)
    if trade_in:
        corp.trains.remove(trade_in)
        state.pool_trains.append(trade_in)
        state.note(f"{corp.id} trades in a {depot.train_type(trade_in)}-train.")
    if seller:
        seller.trains.remove(train_id)
        state.pay(corp, seller, cost)
        state.note(f"{corp.id} buys a {depot.train_type(train_id)}-train from {seller.id} for {money(cost)}.")
        corp.trains.append(train_id)
        return
    state.pay(corp, None, cost)
    name = depot.train_type(train_id)
    if train_id in state.pool_trains:
        state.pool_trains.remove(train_id)
        state.note(f"{corp.id} buys a {name}-train from the bank pool for {money(cost)}.")
        corp.trains.append(train_id)
        return
    first = name not in first_sold(state)
    if train_id in state.depot:
        state.depot.remove(train_id)
    else:
        state.ultimate_sold += 1
    if state.borrowed_train == train_id:
        state.borrowed_train = None
        owner = state.corporations["CGR"]
        owner.trains.remove(train_id)
    corp.trains.append(train_id)
    state.note(f"{corp.id} buys a {name}-train from the bank for {money(cost)}.")
    from .events import first_of_type, last_of_type

    if first:
        first_of_type(state, name, corp)
    if ultimate(state)["name"] != name and depot.remaining(state.depot, name) == 0:
        last_of_type(state, name)


def rust(state: State, name: str) -> None:
    rusting = [t["name"] for t in types(state) if t.get("rusts_on") == name]
    if not rusting:
        return
    for corp in state.corporations.values():
        corp.trains = [t for t in corp.trains if depot.train_type(t) not in rusting]
    state.pool_trains = [t for t in state.pool_trains if depot.train_type(t) not in rusting]
    state.note(f"{' and '.join(rusting)}-trains rust.")


def over_limit(state: State) -> list[str]:
    return [c.id for c in state.corporations.values() if not c.closed and len(c.trains) > limit(state, c)]


def discard(state: State, corp: Corporation, train_id: str) -> None:
    corp.trains.remove(train_id)
    state.pool_trains.append(train_id)
    state.note(f"{corp.id} discards a {depot.train_type(train_id)}-train to the bank pool.")


def return_borrowed(state: State, corp: Corporation) -> None:
    """The CGR gives back a borrowed diesel at the end of its train step."""
    if state.borrowed_train and state.borrowed_train in corp.trains:
        corp.trains.remove(state.borrowed_train)
        state.note(f"{corp.id} returns the borrowed {depot.train_type(state.borrowed_train)}-train.")
        state.borrowed_train = None
