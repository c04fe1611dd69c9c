"""Running trains and paying out: the revenue (less what a title keeps back, such as 1856's
unpaid interest) paid out per share, shares in the pool paying the corporation and shares in
the initial offer paying nobody, with the marker moving right; or withheld into the treasury
with the marker moving left."""

from __future__ import annotations

from ..messages import Message
from .game_state import Corporation, State
from .market_moves import move


def run(state: State, corp: Corporation, routes: list, revenue: int) -> None:
    turn = state.operating
    turn.routes, turn.revenue = routes, revenue
    state.say("dividend.runs", corp=corp.id, amount=revenue)


def net_revenue(state: State) -> int:
    return state.operating.revenue - state.rules.dividends.revenue_kept_back(state)


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    if not state.operating.routes:
        return []
    return [
        {"type": "dividend", "player": player, "corporation": corp.id, "kind": k}
        for k in state.rules.dividends.dividend_kinds(state, corp)
    ]


def pay(state: State, corp: Corporation, kind: str) -> None:
    revenue = net_revenue(state)
    state.operating.dividend_done = True
    if kind == "withhold" or revenue <= 0:
        if revenue > 0:
            state.pay(None, corp, revenue)
            state.say("dividend.withholds", corp=corp.id, amount=revenue)
        else:
            state.say("dividend.no_run", corp=corp.id)
        moves(state, corp, "left")
        return
    parts = []
    for payee, amount in split(state, corp, revenue):
        if amount:
            state.pay(None, payee, amount)
            name = payee.id if isinstance(payee, Corporation) else payee
            parts.append(Message("dividend.part", {"amount": amount, "to": name}).to_json())
    state.say("dividend.pays_out", corp=corp.id, amount=revenue, parts=parts)
    moves(state, corp, "right")


def split(state: State, corp: Corporation, revenue: int) -> list[tuple[str | Corporation, int]]:
    """Who receives what of a payout: the title's own split, else per share (rounded up for
    each holder), the pool's shares paying the corporation."""
    own = state.rules.dividends.payout(state, corp, revenue)
    if own is not None:
        return own
    shares = corp.shares
    out: list[tuple[str | Corporation, int]] = [
        (player, -(-revenue * shares.units_of(player) // shares.units)) for player in state.players
    ]
    return [*out, (corp, -(-revenue * shares.pool // shares.units))]


def moves(state: State, corp: Corporation, direction: str) -> None:
    for _ in range(state.rules.dividends.dividend_moves(state, corp, direction)):
        move(state, corp, direction)
