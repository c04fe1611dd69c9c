"""The operating rounds' frame ('Operationsrunden', 5.1, 5.9; the turn itself: turn_steps.py).

- At the start of each operating round the open privates pay their owners (5.2); trains that
  were to wait for the next round may run (3.1).
- Every floated corporation, minors and majors alike, operates in the order of its share price,
  the higher marker of a stack first (core18xx's order).
- A corporation's turn begins with its home station where it has no choice (5.3.4) and a look
  at its destination (6.1.1); its end marks it as having operated (5.6).
- A corporation that comes to run its trains with a route on the map counts as having a route
  from then on (18xx.games' 'route available', kept once found): its director is asked for a run
  even when other markers or an upgrade have cut it since (a run of nothing; the rule book is
  silent there, and the outcome, revenue 0, is the same).
- At the end of each set of operating rounds the bank's top train is exported (5.9; 18xx.games
  only once a corporation has floated, D27), unless the game ends there (8).
"""

from __future__ import annotations

from ...core18xx import runs
from ...core18xx.operating_turn import OperatingTurn
from . import game_end, goals, privates, trains
from .state import OPERATING, State
from .state import OperatingTurn as Turn
from .turn_steps import STEP_NAMES

ROUTES = STEP_NAMES[2]


def begins(state: State) -> None:
    state.idle_trains = []
    privates.pay_income(state)


def turn(corp_id: str, steps: tuple[str, ...]) -> OperatingTurn:
    return Turn(corp_id, steps)


def turn_begins(state: State, corp) -> None:
    goals.check_destination(state, corp)


def step_reached(state: State, corp) -> None:
    if state.operating.step == ROUTES and corp.trains:
        runs.remember_route(state, corp)


def turn_ends(state: State) -> bool:
    state.corporations[state.operating.corporation].operated = True
    return True


def set_over(state: State) -> None:
    if game_end.last_set(state):
        state.rules.end.end_game(state, "renfe")
        return
    if any(c.floated for c in state.corporations.values()) or not state.ways.no_export_before_floating(state):
        trains.export(state)


def waits(state: State) -> bool:
    return bool(discards_due(state) or state.p2_buyer or state.offer or state.pending_tokens)


def discards_due(state: State) -> bool:
    """Corporations over their train limit give trains up (7) once the operating corporation has
    settled its revenue (U16: 18xx.games asks in its step after the dividend, so a turn before its
    dividend, or one begun after a phase change ended the last, goes on first); at once outside a
    turn."""
    turn = state.operating
    return bool(state.discards) and (state.round != OPERATING or turn is None or turn.dividend_done)
