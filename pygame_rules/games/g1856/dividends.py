"""Running trains and paying out ('Einnahmen', 'Dividende'): the revenue less any interest the
treasury could not pay; paid out per share (shares in the pool pay the corporation, shares in
the initial offer pay nobody) with the marker moving right, or withheld with it moving left."""

from __future__ import annotations

from .market_moves import move
from .state import Corporation, State, money


def run(state: State, corp: Corporation, routes: list, revenue: int) -> None:
    turn = state.operating
    turn.routes, turn.revenue = routes, revenue
    state.note(f"{corp.id} runs for {money(revenue)}.")


def net_revenue(state: State) -> int:
    return state.operating.revenue - state.operating.revenue_penalty


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    if not state.operating.routes:
        return []
    if corp.id == "CGR" and not state.cgr_permanent:
        return []  # the CGR withholds until it has owned a permanent train
    return [{"type": "dividend", "player": player, "corporation": corp.id, "kind": k} for k in ("payout", "withhold")]


def pay(state: State, corp: Corporation, kind: str) -> None:
    revenue = net_revenue(state)
    state.operating.dividend_done = True
    if kind == "withhold" or revenue <= 0:
        if revenue > 0:
            state.pay(None, corp, revenue)
            state.note(f"{corp.id} withholds {money(revenue)}.")
        else:
            state.note(f"{corp.id} does not run.")
        move(state, corp, "left")
        return
    shares = corp.shares
    parts = []
    for player in state.players:
        amount = -(-revenue * shares.units_of(player) // shares.units)
        if amount:
            state.pay(None, player, amount)
            parts.append(f"{money(amount)} to {player}")
    to_corp = -(-revenue * shares.pool // shares.units)
    if to_corp:
        state.pay(None, corp, to_corp)
        parts.append(f"{money(to_corp)} to {corp.id}")
    state.note(f"{corp.id} pays out {money(revenue)} ({', '.join(parts)}).")
    move(state, corp, "right")
