"""Share price moves: a marker moves one cell (right for a payout, left for a withholding, down
a row per 10% sold, up when sold out), goes under the markers already on its new cell, and a
marker entering the closed zone closes its corporation once the action is done. On the zig-zag
market a horizontal move at an end of the row goes diagonally to the last cell (18ESP, 5.5);
18xx.games leaves the marker where it is (`market_edge`, played as 18xx.games on that option)."""

from __future__ import annotations

from .game_state import Corporation, State
from .market import CLOSED, order_key


def price_order(state: State, corps: list[Corporation]) -> list[str]:
    """Higher price first, then further right, then higher row, then the top of a stack."""
    market = state.rules.market.stock_market()
    return [c.id for c in sorted(corps, key=lambda c: order_key(market, c.cell, state.arrivals.get(c.id, 0)))]


def move(state: State, corp: Corporation, direction: str) -> None:
    rules = state.rules
    market = rules.market.stock_market()
    if not rules.market.price_moves(state, corp):
        return
    to = getattr(market, direction)(corp.cell)
    if market.shortened(corp.cell, direction) and state.differs("market_edge"):
        to = corp.cell
    if to == corp.cell:
        rules.market.price_stuck(state, corp, direction)
        return
    if market.zone(to) == CLOSED:
        if not rules.market.closes_in_closed_zone(state, corp):
            return
        corp.cell = to
        if corp.id not in state.closing:
            state.closing.append(corp.id)  # it closes once the action is done
        return
    before = market.price(corp.cell)
    corp.cell = to
    state.market_stack_push(corp.id)
    after = market.price(to)
    if after != before:
        state.say("market.moves", corp=corp.id, before=before, after=after)
