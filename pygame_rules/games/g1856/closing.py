"""A corporation whose marker reaches the closed zone closes ('Closed-Bereich'): its station
markers leave the map, its shares are void, its trains go to the pool (18xx.games takes them out of
the game), its treasury to the bank; it never returns. Its loans go back to the bank.

A marker that enters the closed zone closes its corporation once the action is done (as
18xx.games does: what the action sets off first, such as a forced loan repayment, still falls on
it)."""

from __future__ import annotations

from . import board
from .state import Corporation, State


def close_entered(state: State) -> None:
    """The corporations whose markers entered the closed zone in this action close."""
    for cid in state.closing:
        close_corporation(state, state.corporations[cid])
    state.closing = []


def close_corporation(state: State, corp: Corporation) -> None:
    corp.closed = True
    if state.operating and state.operating.corporation == corp.id:
        state.cgr_question = False  # 18xx.games ends the turn by passing every step, this question too
    state.cert_limit_18xx = None  # 18xx.games: back to the first certificate limit
    board.remove_tokens(state, corp)
    if not corp.trains or not state.differs("closed_trains"):
        state.pool_trains += corp.trains
    corp.trains = []
    if corp.cash:
        state.pay(corp, None, corp.cash)
    state.loans_left += corp.loans
    corp.loans = 0
    corp.shares.held.clear()
    corp.shares.director = None
    corp.shares.pool = corp.shares.ipo = 0
    corp.escrow = None
    for private in state.privates.values():
        if private.corp_owned and private.owner == corp.id:
            private.closed = True
    state.note(f"{corp.id} closes.")
