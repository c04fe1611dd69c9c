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
    return state.operating.revenue - state.rules.revenue_kept_back(state)


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    if not state.operating.routes:
        return []
    return [
        {"type": "dividend", "player": player, "corporation": corp.id, "kind": k}
        for k in state.rules.dividend_kinds(state, corp)
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
        move(state, corp, "left")
        return
    shares = corp.shares
    parts = []
    for player in state.players:
        amount = -(-revenue * shares.units_of(player) // shares.units)
        if amount:
            state.pay(None, player, amount)
            parts.append(Message("dividend.part", {"amount": amount, "to": player}).to_json())
    to_corp = -(-revenue * shares.pool // shares.units)
    if to_corp:
        state.pay(None, corp, to_corp)
        parts.append(Message("dividend.part", {"amount": to_corp, "to": corp.id}).to_json())
    state.say("dividend.pays_out", corp=corp.id, amount=revenue, parts=parts)
    move(state, corp, "right")
