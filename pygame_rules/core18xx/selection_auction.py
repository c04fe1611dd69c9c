"""The selection auction of the privates, an opening round of its own (18ESP: rule book 3.2
'Versteigerung der Privatgesellschaften'; 18xx.games 'SelectionAuction'). The privates are
offered one at a time in their order (the state's): only the first unsold one may be bid on.

The player whose turn it is bids (the private's starting bid or more, a raise of at least
`AuctionRules.minimum_raise`, in the title's steps `AuctionRules.bid_step`) or passes, and a pass drops him out
of this private's auction. Once a bid is made the others still in raise or pass in turn order
from the highest bidder on; a player who cannot pay the next raise is out too. The last bidder
left pays his bid to the bank and takes the private (`AuctionRules.private_bought`: what comes with it);
the next private's auction begins with the player after the one who began this one.

When everyone has passed without a bid, the title says how far the private's starting bid drops
(`AuctionRules.opening_price_drop`; at 0 the player who begins its auction must take it for nothing);
where it does not drop, the title's `AuctionRules.everyone_passed` follows (18ESP: the privates pay their
income), and a new round of bidding on the same private begins with the same player. After the
last sale the seats may be reordered by cash (`AuctionRules.opening_seats_by_cash`); the stock round
begins with the first seat. The title's state keeps a `Selection` in `state.auction`; the title
calls `start` at its set-up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import IllegalAction
from .game_state import AUCTION
from .game_state import State as GameState
from .steps import Step


@dataclass
class Selection:
    starter: int = 0  # the seat that began the auction of the private offered now
    bids: dict[str, int] = field(default_factory=dict)  # player -> his bid on the private offered
    passed: list[str] = field(default_factory=list)  # players who passed on it (out of its auction)
    priced_out: list[str] = field(default_factory=list)  # players who cannot pay its next bid (out)
    discounts: dict[str, int] = field(default_factory=dict)  # private -> how far its starting bid dropped


@dataclass
class SelectionState(GameState):
    """The state of a title whose game opens with this auction (the title's state extends it)."""

    auction: Selection = field(default_factory=Selection)


def unsold(state: SelectionState) -> list[str]:
    return [p for p, pv in state.privates.items() if pv.owner is None and not pv.closed]


def offered(state: SelectionState) -> str:
    """The private up for auction now: the first unsold one."""
    return unsold(state)[0]


def name(state: SelectionState, private: str) -> str:
    return state.rules.auction.private_name(state, private) if private in state.privates else str(private)


def price_of(state: SelectionState, private: str) -> int:
    """Its starting bid: the face value, less what it dropped (never below 0)."""
    return max(0, state.rules.auction.private_price(state, private) - state.auction.discounts.get(private, 0))


def highest(state: SelectionState) -> str | None:
    bids = state.auction.bids
    return max(bids, key=bids.__getitem__) if bids else None


def min_bid(state: SelectionState) -> int:
    """The least bid on the private offered: its starting bid, or a raise over the highest bid."""
    bids = state.auction.bids
    return max(bids.values()) + state.rules.auction.minimum_raise(state) if bids else price_of(state, offered(state))


def still_in(state: SelectionState) -> list[str]:
    """The players, in seat order, still in the auction of the private offered."""
    a = state.auction
    return [p for p in state.players if p not in a.passed and p not in a.priced_out]


def start(state: SelectionState) -> None:
    """The first private is offered; the first seat begins."""
    state.auction = Selection()
    state.seat = 0
    offer(state)


def offer(state: SelectionState) -> None:
    """The next private is up: the player who begins its auction acts."""
    state.seat = state.auction.starter
    state.say("auction.auctioned", private=name(state, offered(state)))
    price_out(state)


def price_out(state: SelectionState) -> None:
    """Players who cannot pay the least bid now are out of this private's auction (the highest
    bidder stays)."""
    a, low = state.auction, min_bid(state)
    for player in still_in(state):
        if player != highest(state) and state.cash[player] < low:
            a.priced_out.append(player)
            state.say("auction.cannot_bid", player=player, amount=low, private=name(state, offered(state)))


def active(state: SelectionState) -> list[str]:
    return [state.current_player]


def legal(state: SelectionState) -> list[dict]:
    player, low, step = state.current_player, min_bid(state), state.rules.auction.bid_step(state)
    actions = []
    cash = state.cash[player]
    if low <= cash:
        high = low + (cash - low) // step * step
        price = {"min": low, "max": high, "step": step}
        actions.append({"type": "bid", "player": player, "private": offered(state), "price": price})
    actions.append({"type": "pass", "player": player})
    return actions


def check(state: SelectionState, a: dict) -> None:
    """The step's own refusals (the title matches actions against `legal` first)."""
    player = a["player"]
    if player != state.current_player:
        raise IllegalAction.said("error.not_your_turn", player=player, active=[state.current_player])
    if a["type"] != "bid":
        return
    private, price = a["private"], a["price"]
    if private != offered(state):
        raise IllegalAction.said(
            "auction.not_offered", private=name(state, private), offered=name(state, offered(state))
        )
    low, step = min_bid(state), state.rules.auction.bid_step(state)
    if price < low:
        raise IllegalAction.said("auction.bid_too_low", private=name(state, private), min=low)
    if (price - low) % step:
        raise IllegalAction.said("auction.bid_step", private=name(state, private), min=low, step=step)
    if price > state.cash[player]:
        raise IllegalAction.said("auction.bid_too_high", player=player, amount=price, cash=state.cash[player])


def bid(state: SelectionState, player: str, price: int) -> None:
    state.auction.bids[player] = price
    state.say("auction.bids", player=player, amount=price, private=name(state, offered(state)))
    price_out(state)
    next_bidder(state)


def pass_(state: SelectionState, player: str) -> None:
    a = state.auction
    state.say("auction.passes_on", player=player, private=name(state, offered(state)))
    a.passed.append(player)
    a.bids.pop(player, None)
    if a.bids:
        next_bidder(state)
    elif len(a.passed) == len(state.players):
        nobody_bid(state)
    else:
        state.seat = next_seat(state, state.seat, [p for p in state.players if p not in a.passed])


def next_seat(state: SelectionState, seat: int, among: list[str]) -> int:
    """The first seat after `seat` (cyclically) whose player is among those given."""
    n = len(state.players)
    return next(s for s in ((seat + k) % n for k in range(1, n + 1)) if state.players[s] in among)


def next_bidder(state: SelectionState) -> None:
    """After a bid, or a pass once there is one: the next player still in after the highest
    bidder acts; when none is left, the highest bidder buys the private."""
    top = highest(state)
    assert top is not None
    others = [p for p in still_in(state) if p != top]
    if not others:
        win(state, top, state.auction.bids[top])
    else:
        state.seat = next_seat(state, state.players.index(top), others)


def nobody_bid(state: SelectionState) -> None:
    """Everyone passed without a bid (rule book 3.2): the starting bid drops, and at 0 the player
    who begins must take the private; or the title's `everyone_passed`; then a new round of bidding
    on the same private begins with the same player."""
    a, private = state.auction, offered(state)
    a.passed, a.priced_out = [], []
    state.seat = a.starter
    drop = state.rules.auction.opening_price_drop(state, private)
    if drop:
        before = price_of(state, private)
        a.discounts[private] = a.discounts.get(private, 0) + drop
        state.say("auction.price_drops", private=name(state, private), before=before, after=price_of(state, private))
        if price_of(state, private) == 0:
            state.say("auction.must_take", player=state.current_player, private=name(state, private))
            win(state, state.current_player, 0, announced=True)
            return
    else:
        state.say("auction.everyone_passed", private=name(state, private))
        state.rules.auction.everyone_passed(state)
    price_out(state)


def win(state: SelectionState, player: str, price: int, announced: bool = False) -> None:
    a, private = state.auction, offered(state)
    state.privates[private].owner = player
    state.pay(player, None, price)
    if not announced:
        state.say("auction.buys", player=player, private=name(state, private), amount=price)
    state.rules.auction.private_bought(state, private, player, price)
    a.bids, a.passed, a.priced_out = {}, [], []
    a.starter = (a.starter + 1) % len(state.players)
    if unsold(state):
        offer(state)
    else:
        state.seat = a.starter
        reorder(state)


def reorder(state: SelectionState) -> None:
    """After the last sale the seats follow cash, if the title says so (18ESP, rule book 3.2:
    the least cash first; a tie keeps the seats' order); the stock round begins with the first."""
    order = state.rules.auction.opening_seats_by_cash
    if order is None:
        return
    state.players = seats_by_cash(state, order)
    state.seat = 0
    state.say("auction.seats", players=list(state.players))


def seats_by_cash(state: GameState, order: str) -> list[str]:
    """The players by cash, "least" or "most" first; a tie keeps the seats' order."""
    sign = 1 if order == "least" else -1
    seats = list(state.players)
    return sorted(seats, key=lambda p: (sign * state.cash[p], seats.index(p)))


def apply(state: SelectionState, a: dict) -> None:
    check(state, a)
    bid(state, a["player"], a["price"]) if a["type"] == "bid" else pass_(state, a["player"])
    state.round_over = not unsold(state)


STEP = Step("opening round", lambda s: s.round == AUCTION, active, lambda s, full, kind: legal(s), apply)
