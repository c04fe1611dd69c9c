"""Share price moves: a marker moves one cell (right for a payout, left for a withholding, down
a row per 10% sold, up when sold out), goes under the markers already on its new cell, and a
marker entering the closed zone closes its corporation once the action is done. On the zig-zag
market a horizontal move at an end of the row goes diagonally to the last cell (18ESP, 5.5);
18xx.games leaves the marker where it is (`market_edge`, played as 18xx.games on that option)."""

from __future__ import annotations

from .game_state import Corporation, State
from .market import CLOSED, Cell, order_key
from .ways import noted

# 5.5 (18ESP): a horizontal move at the zig-zag market's end goes diagonally to the last cell
# (the rule book's answer to ways.marker_stays_at_the_edge: it does not stay)
MOVES_ON_AT_THE_EDGE = noted("market_edge")


def marker(corp: Corporation) -> Cell:
    """The corporation's cell on the market (it has one once its par is set)."""
    assert corp.cell is not None
    return corp.cell


def price_order(state: State, corps: list[Corporation]) -> list[str]:
    """Higher price first, then further right, then higher row, then the top of a stack."""
    market = state.rules.market.stock_market()
    return [c.id for c in sorted(corps, key=lambda c: order_key(market, marker(c), state.arrivals.get(c.id, 0)))]


def move(state: State, corp: Corporation, direction: str) -> None:
    rules = state.rules
    market = rules.market.stock_market()
    if not rules.market.price_moves(state, corp):
        return
    at = marker(corp)
    to = getattr(market, direction)(at)
    if market.shortened(at, direction) and state.ways.marker_stays_at_the_edge(state):
        to = at
    if to == at:
        rules.market.price_stuck(state, corp, direction)
        return
    if market.zone(to) == CLOSED:
        if not rules.market.closes_in_closed_zone(state, corp):
            return
        corp.cell = to
        if corp.id not in state.closing:
            state.closing.append(corp.id)  # it closes once the action is done
        return
    before = market.price(at)
    corp.cell = to
    state.market_stack_push(corp.id)
    after = market.price(to)
    if after != before:
        state.say("market.moves", corp=corp.id, before=before, after=after)
