"""Share price moves ('Aktienmarker bewegen sich') and closing in the closed zone."""

from __future__ import annotations

from ...core18xx.market import CLOSED
from .data import data
from .state import Corporation, State, money


def move(state: State, corp: Corporation, direction: str) -> None:
    market = data().market
    if corp.id == "CGR" and not state.cgr_permanent:
        return  # section CGR: the marker stays put until the CGR owns a permanent train
    to = getattr(market, direction)(corp.cell)
    if to == corp.cell:
        if corp.id == "CGR" and direction in ("down", "left") and corp.cell[0] + 1 < len(market.rows):
            state.deviations.append("cgr_below_market")  # 18xx.games fails on this move
        return
    if market.zone(to) == CLOSED:
        if corp.id == "CGR":
            return  # the CGR never closes: it stays one cell before the closed zone
        corp.cell = to
        if corp.id not in state.closing:
            state.closing.append(corp.id)  # it closes once the action is done (closing.py)
        return
    before = market.price(corp.cell)
    corp.cell = to
    state.market_stack_push(corp.id)
    after = market.price(to)
    if after != before:
        state.note(f"{corp.id}'s share price moves from {money(before)} to {money(after)}.")
