"""Where 18ESP's game stands still for now: the stock round is over and the first operating
round would start ('Operationsrunde', 5). The operating rounds are the next step of the title.

Until then the stock round's end is held here: the game says how many operating rounds follow
and waits with nobody to act (`WAITING`, the last of the title's steps). To go on, take
`hold_after_stock_round` out of `rules.STOCK_STEP` (core18xx's `rounds.settle` then starts the
operating round itself) and `WAITING` out of `rules.STEPS`, and give `layer.Hooks18ESP` the
operating round's answers (turn_steps, operating_round_begins: the privates' income, ...).
"""

from __future__ import annotations

from ...core18xx import stock_round
from ...core18xx.steps import Step
from .state import OPERATING, State


def hold_after_stock_round(state: State, a: dict) -> None:
    """The stock round's action; when the round is over, the game waits at the operating round's
    door instead of going through it."""
    stock_round.apply(state, a)
    if state.round_over:
        state.round_over = False
        state.round = OPERATING
        state.or_number = 0
        state.or_count = state.rules.operating_rounds(state)
        state.say("esp.round.operating_next", turn=state.turn, count=state.or_count)


WAITING = Step(
    "operating round (to come)", lambda s: s.round == OPERATING, lambda s: [], lambda s, full, kind: [], None
)
