"""The end and the winner (8.1). Each player's fortune is his cash and his shares at their
market value, less what he still owes times 1.5; privates, trains and treasuries count nothing.
The richest wins, a tie going to the lower player order card. (How the game reaches its end,
the second 8-train and the last rounds, belongs to the operating rounds; here only an end the
players agree on.)"""

from __future__ import annotations

from ...core18xx.certificates import price
from . import loans
from .state import OVER, State


def end(state: State, reason: str) -> None:
    state.round = OVER
    state.end_reason = reason
    if reason == "manually_ended":
        state.say("esp.end.manually_ended")
    else:
        state.say("esp.end.game_over")


def values(state: State) -> dict[str, int]:
    out = {}
    for player in state.players:
        shares = sum(
            corp.shares.units_of(player) * price(state, corp)
            for corp in state.corporations.values()
            if not corp.closed and not corp.minor and corp.cell is not None
        )
        out[player] = state.cash[player] + shares - loans.debt(state, player)
    return out


def result(state: State) -> dict:
    scores = values(state)
    ranking = sorted(state.players, key=lambda p: (-scores[p], state.players.index(p)))
    return {"scores": scores, "ranking": ranking, "reason": state.end_reason}
