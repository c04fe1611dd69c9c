"""The opening stock round: the six privates are sold in order ('Eröffnungsaktienrunde').

On his turn a player buys the cheapest unsold private at its price, bids on a later one ($5 over
its price or the highest bid; the money is set aside), or passes. When a private is sold and the
next has one bid it goes at that bid; with several bids the bidders auction it, the lowest bidder
acting first. If everyone passes in turn, only private income is paid, and while the Flos Tramway
is unsold its price drops by $5; at $0 the player with the priority deal must take it.
"""

from __future__ import annotations

from .data import data
from .privates import pay_income
from .state import State, money


def unsold(state: State) -> list[str]:
    return [p for p, pv in state.privates.items() if pv.owner is None and not pv.closed]


def price_of(state: State, private: str) -> int:
    base = data().privates[private]["price"]
    return base - state.auction.flos_discount if private == "FT" else base


def committed(state: State, player: str, except_private: str | None = None) -> int:
    return sum(b.get(player, 0) for p, b in state.auction.bids.items() if p != except_private)


def free_cash(state: State, player: str, private: str) -> int:
    return state.cash[player] - committed(state, player, except_private=private)


def min_bid(state: State, private: str) -> int:
    bids = state.auction.bids.get(private, {})
    step = data().meta["minimum_raise"]
    if private == unsold(state)[0] and not state.auction.auctioning:
        return price_of(state, private)
    return max([price_of(state, private)] + list(bids.values())) + step if bids else price_of(state, private) + step


def active(state: State) -> list[str]:
    a = state.auction
    if a.auctioning:
        bids = a.bids[a.auctioning]
        return [min(bids, key=bids.get)]
    return [state.current_player]


def legal(state: State) -> list[dict]:
    (player,) = active(state)
    a = state.auction
    targets = [a.auctioning] if a.auctioning else unsold(state)
    actions = []
    for private in targets:
        low, high = min_bid(state, private), free_cash(state, player, private)
        if low <= high:
            actions.append(
                {"type": "bid", "player": player, "private": private, "price": {"min": low, "max": high, "step": 1}}
            )
    actions.append({"type": "pass", "player": player})
    return actions


def bid(state: State, a: dict) -> None:
    player, private, price = a["player"], a["private"], a["price"]
    auction = state.auction
    if player in auction.passed:
        auction.passed.remove(player)
    if not auction.auctioning and private == unsold(state)[0]:
        sell(state, private, player, price)
        resolve(state)
        next_player(state)
        return
    auction.bids.setdefault(private, {})[player] = price
    state.note(f"{player} bids {money(price)} for {data().privates[private]['name']}.")
    if not auction.auctioning:
        next_player(state)


def pass_(state: State, a: dict) -> None:
    player, auction = a["player"], state.auction
    if auction.auctioning:
        state.note(f"{player} passes on {data().privates[auction.auctioning]['name']}.")
        del auction.bids[auction.auctioning][player]
        resolve(state)
        return
    state.note(f"{player} passes.")
    if player not in auction.passed:
        auction.passed.append(player)
    if len(auction.passed) == len(state.players):
        everyone_passed(state)
    next_player(state)


def everyone_passed(state: State) -> None:
    auction = state.auction
    auction.passed = []
    if "FT" in unsold(state):
        before = price_of(state, "FT")
        auction.flos_discount += data().meta["flos_tramway_drop"]
        state.note(
            f"Everyone passed: the Flos Tramway's price drops from {money(before)} to {money(price_of(state, 'FT'))}."
        )
        if price_of(state, "FT") <= 0:
            next_player(state)
            sell(state, "FT", state.current_player, 0)
            resolve(state)
    else:
        state.note("Everyone passed: the privates pay their income.")
        pay_income(state)


def sell(state: State, private: str, player: str, price: int) -> None:
    state.auction.bids.pop(private, None)
    state.privates[private].owner = player
    state.pay(player, None, price)
    state.note(f"{player} buys {data().privates[private]['name']} for {money(price)}.")


def resolve(state: State) -> None:
    """Sell the next privates that have a single bid; start an auction for one with several."""
    auction = state.auction
    auction.auctioning = None
    while unsold(state):
        first = unsold(state)[0]
        bids = auction.bids.get(first, {})
        if len(bids) == 1:
            ((player, price),) = bids.items()
            sell(state, first, player, price)
        elif len(bids) > 1:
            auction.auctioning = first
            state.note(f"{data().privates[first]['name']} goes up for auction.")
            return
        else:
            return


def next_player(state: State) -> None:
    state.seat = (state.seat + 1) % len(state.players)


def finished(state: State) -> bool:
    return not unsold(state)
