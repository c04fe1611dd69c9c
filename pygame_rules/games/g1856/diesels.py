"""1856's own train rules: the diesel (or 8-train) with a 4, 5 or 6 traded in, the CGR's
trains (section 'CGR': permanent trains only, at the printed price, its compulsory ultimate
train, the diesel it may borrow)."""

from __future__ import annotations

from ...core18xx import depot
from ...core18xx.roster import permanent, type_of, ultimate
from ...core18xx.trains import depot_trains
from .data import CGR
from .state import Corporation, State


def trade_ins(state: State, corp: Corporation, train: str) -> list[tuple[str, int]]:
    """A new diesel (8-train) for its price less $350 with a 4, 5 or 6 given in, even at the
    train limit."""
    trade = type_of(state, train).get("trade_in")
    if not trade:
        return []
    cost = type_of(state, train)["price"] - trade["discount"]
    return [(old, cost) for old in dict.fromkeys(corp.trains) if depot.train_type(old) in trade["trains"]]


def cgr_must_buy(state: State, corp: Corporation) -> bool | None:
    """The CGR before its first permanent train must buy the ultimate train as soon as it can
    afford it, new or with a train traded in, without its director's help (section 'CGR';
    18xx.games counts a rusting train as the trade-in)."""
    if corp.id != CGR or state.cgr_permanent:
        return None
    top = ultimate(state)
    trade_price = top["price"] - top["trade_in"]["discount"]
    return corp.cash > top["price"] or (corp.cash > trade_price and any(not permanent(state, t) for t in corp.trains))


# --- the CGR's borrowed diesel ---


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
    state.say("1856.diesel.borrows", corp=corp.id, train=depot.train_type(train_id))


def return_borrowed(state: State, corp: Corporation) -> None:
    """18xx.games puts the borrowed train back among the bank's trains (its pool)."""
    train = state.borrowed_train
    if train and train in corp.trains:
        corp.trains.remove(train)
        state.pool_trains.append(train)
        state.borrowed_train = None
        state.say("1856.diesel.returns", corp=corp.id, train=depot.train_type(train))


def lent(state: State, train: str) -> bool:
    """The CGR's borrowed diesel."""
    return train == state.borrowed_train
