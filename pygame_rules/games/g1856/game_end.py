"""The game ends ('Spielende'): when the bank has broken, after the set of operating rounds in
which it broke; at once when a player goes bankrupt; when the players agree to end it; or when
nobody can do anything any more. The final values are in results.py."""

from __future__ import annotations

from ...core18xx.operating_round import turn_asks_more
from . import cgr, powers, turn_steps
from .state import OPERATING, OVER, State, still_to_operate


def end(state: State, reason: str) -> None:
    if round_over(state):
        powers.operating_round_over(state)
    state.round = OVER
    state.end_reason = reason
    if reason == "bank":
        state.say("1856.end.bank")
    elif reason == "bankrupt":
        state.say("1856.end.bankrupt", player=state.bankrupt)
    elif reason == "manually_ended":
        state.say("1856.end.manually_ended")
    else:
        state.say("1856.end.stalled")


def round_over(state: State) -> bool:
    """An operating round ends with the game only where nothing in it is left to decide: no
    corporation still to operate and no step of the current turn asking (18xx.games: its round
    is finished only then)."""
    return state.round != OPERATING or not (still_to_operate(state) or turn_asks_more(state))


def end_game(state: State, reason: str) -> None:
    """At a bankruptcy the CGR's false director's half share and the turn's interest are settled
    first."""
    if reason == "bankrupt":
        cgr.false_director_bankrupt(state)
        turn_steps.settle_at_bankruptcy(state)
    end(state, reason)
