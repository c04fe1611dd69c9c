"""The waterfall auction of the privates, the opening round of 1830-style titles (18xx.games
'WaterfallAuction'; 1856: 'Eröffnungsaktienrunde'). The privates are sold in order.

On his turn a player buys the cheapest unsold private at its price, bids on a later one (the
minimum raise over its price or the highest bid; the money is set aside), or passes. When a
private is sold and the next has one bid it goes at that bid; with several bids the bidders
auction it, the lowest bidder acting first. What happens when everyone has passed in turn is the
title's (`AuctionRules.everyone_passed`: 1856 lowers the Flos Tramway's price, or the privates pay).
The title's state keeps an `Auction` in `state.auction`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .game_state import AUCTION
from .game_state import State as GameState
from .steps import Step


@dataclass
class Auction:
    bids: dict[str, dict[str, int]] = field(default_factory=dict)  # private -> player -> bid
    auctioning: str | None = None
    passed: list[str] = field(default_factory=list)  # players whose last turn was a pass
    discounts: dict[str, int] = field(default_factory=dict)  # private -> how far its price dropped


@dataclass
class AuctionState(GameState):
    """The state of a title whose game opens with this auction (the title's state extends it)."""

    auction: Auction = field(default_factory=Auction)


def unsold(state: AuctionState) -> list[str]:
    return [p for p, pv in state.privates.items() if pv.owner is None and not pv.closed]


def price_of(state: AuctionState, private: str) -> int:
    return state.rules.auction.private_price(state, private) - state.auction.discounts.get(private, 0)


def name(state: AuctionState, private: str) -> str:
    return state.rules.auction.private_name(state, private)


def committed(state: AuctionState, player: str, except_private: str | None = None) -> int:
    return sum(b.get(player, 0) for p, b in state.auction.bids.items() if p != except_private)


def free_cash(state: AuctionState, player: str, private: str) -> int:
    return state.cash[player] - committed(state, player, except_private=private)


def min_bid(state: AuctionState, private: str) -> int:
    bids = state.auction.bids.get(private, {})
    step = state.rules.auction.minimum_raise(state)
    if private == unsold(state)[0] and not state.auction.auctioning:
        return price_of(state, private)
    return max([price_of(state, private)] + list(bids.values())) + step if bids else price_of(state, private) + step


def active(state: AuctionState) -> list[str]:
    a = state.auction
    if a.auctioning:
        bids = a.bids[a.auctioning]
        return [min(bids, key=bids.__getitem__)]
    return [state.current_player]


def legal(state: AuctionState) -> list[dict]:
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


def bid(state: AuctionState, a: dict) -> None:
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
    state.say("auction.bids", player=player, amount=price, private=name(state, private))
    if not auction.auctioning:
        next_player(state)


def pass_(state: AuctionState, a: dict) -> None:
    player, auction = a["player"], state.auction
    if auction.auctioning:
        state.say("auction.passes_on", player=player, private=name(state, auction.auctioning))
        del auction.bids[auction.auctioning][player]
        resolve(state)
        return
    state.say("player.passes", player=player)
    if player not in auction.passed:
        auction.passed.append(player)
    if len(auction.passed) == len(state.players):
        auction.passed = []
        state.rules.auction.everyone_passed(state)
    next_player(state)


def sell(state: AuctionState, private: str, player: str, price: int) -> None:
    state.auction.bids.pop(private, None)
    state.privates[private].owner = player
    state.pay(player, None, price)
    state.say("auction.buys", player=player, private=name(state, private), amount=price)


def resolve(state: AuctionState) -> None:
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
            state.say("auction.auctioned", private=name(state, first))
            return
        else:
            return


def next_player(state: AuctionState) -> None:
    state.seat = (state.seat + 1) % len(state.players)


def apply(state: AuctionState, a: dict) -> None:
    bid(state, a) if a["type"] == "bid" else pass_(state, a)
    state.round_over = not unsold(state)


STEP = Step("opening round", lambda s: s.round == AUCTION, active, lambda s, full, kind: legal(s), apply)
