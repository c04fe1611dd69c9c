"""Where 18ESP's game stands still for now: the stock round is over and the first operating
round would start ('Operationsrunde', 5). The operating rounds are the next step of the title.

Until then the layer's rounds hold the game at the operating round's door (`hold`, the answer to
`Hooks.holds_before_operating`): the game says how many operating rounds follow and waits with
nobody to act (`WAITING`, the last of the title's steps). To go on, take `holds_before_operating`
out of `layer.Hooks18ESP` (core18xx's `rounds.after_stock_round` then starts the operating round)
and `WAITING` out of `rules.STEPS` (the layer's `operating_round.STEP` in its place), and give
`layer.Hooks18ESP` the operating round's answers (turn_steps, operating_round_begins: the
privates' income, ...).
"""

from __future__ import annotations

from ...core18xx.steps import Step
from .state import OPERATING, State


def hold(state: State) -> bool:
    """The stock round is over: the game waits at the first operating round's door."""
    state.round = OPERATING
    state.or_number = 0
    state.say("esp.round.operating_next", turn=state.turn, count=state.or_count)
    return True


WAITING = Step(
    "operating round (to come)", lambda s: s.round == OPERATING, lambda s: [], lambda s, full, kind: [], None
)
