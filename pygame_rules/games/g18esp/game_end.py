"""The founding of RENFE and the end ('Gründung der RENFE und Spielende', 8, 8.1).

The second 8/6+8 train bought or exported sets off the end: the current operating round is
played to its end (not the rest of its set), then a last stock round and three last operating
rounds; an 8 exported at the end of a set: the last stock round follows at once. In the very
last operating round northern majors earn double (dividends.py).

Each player's fortune is his cash and his shares at their market value, less what he still owes
times 1.5; privates, trains and treasuries count nothing. The richest wins, a tie going to the
lower player order card. The players may also end the game by agreement."""

from __future__ import annotations

from ...core18xx.certificates import price
from ...core18xx.roster import phase
from . import loans
from .state import OPERATING, OVER, State

LAST_ROUNDS = 3  # 8: "Nach der letzten SR folgen die letzten drei ORs"


def renfe(state: State) -> None:
    """The second 8-train: this operating round is the set's last; one more set follows."""
    if state.final_turn is not None:
        return
    state.final_turn = state.turn + 1
    if state.round == OPERATING:
        state.or_count = state.or_number
    state.say("18esp.end.renfe", turn=state.final_turn)


def operating_rounds(state: State) -> int:
    return LAST_ROUNDS if state.final_turn == state.turn else phase(state)["operating_rounds"]


def last_set(state: State) -> bool:
    return state.final_turn == state.turn


def last_operating_round(state: State) -> bool:
    return last_set(state) and state.round == OPERATING and state.or_number == state.or_count


def end(state: State, reason: str) -> None:
    state.round = OVER
    state.end_reason = reason
    if reason == "manually_ended":
        state.say("18esp.end.manually_ended")
    else:
        state.say("18esp.end.game_over")


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
