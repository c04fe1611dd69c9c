"""What else goes when a corporation closes ('Closed-Bereich', 'Bankrott'), and its debt."""

from __future__ import annotations

from . import cgr
from .state import Corporation, State


def trains_to_pool(state: State, corp: Corporation) -> bool:
    """Rule book 'Closed-Bereich'."""
    if corp.trains:
        state.note_deviation("closed_trains")
    return True


def closing(state: State, corp: Corporation) -> None:
    """Its loans go back to the bank, its escrow is void."""
    if state.operating and state.operating.corporation == corp.id:
        state.cgr_question = False  # 18xx.games ends the turn by passing every step, this question too
    state.cert_limit_18xx = None  # 18xx.games: back to the first certificate limit
    state.loans_left += corp.loans
    corp.loans = 0
    corp.escrow = None
    cgr.leaves_formation(state, corp)


def forced_sale_over(state: State) -> None:
    # 18xx.games ends the forced sales once the corporation has closed, leaving him in debt
    state.deviations.append("debt_after_closing")
