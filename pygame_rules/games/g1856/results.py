"""Final values ('Spielende'): cash, shares at market price, privates at face value; while the
CGR has not formed, each share loses $10 per loan its corporation still owes."""

from __future__ import annotations

from ...core18xx.certificates import price
from .data import data
from .state import State


def values(state: State) -> dict[str, int]:
    out = {}
    for p in state.players:
        total = state.cash[p]
        for corp in state.corporations.values():
            units = corp.shares.units_of(p)
            if corp.closed or not units or corp.cell is None:
                continue
            total += units * price(state, corp)
            if not state.cgr_formed:
                total -= corp.shares.percent_of(p) * corp.loans
        total += sum(
            data().privates[pid]["price"]
            for pid, pv in state.privates.items()
            if pv.owner == p and not pv.corp_owned and not pv.closed
        )
        out[p] = total
    return out


def result(state: State) -> dict:
    scores = values(state)
    ranking = sorted(state.players, key=lambda p: (-scores[p], state.players.index(p)))
    out = {"scores": scores, "ranking": ranking, "reason": state.end_reason}
    if state.bankrupt:
        out["bankrupt"] = state.bankrupt
    return out
