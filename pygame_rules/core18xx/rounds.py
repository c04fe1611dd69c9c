"""The sequence of rounds: the opening round (the title's auction of privates), then stock
rounds each followed by a set of operating rounds (as many as the phase shows when the stock
round ends), and the game's end when the bank has broken (after the current set).

The one place that moves the game on (`apply`): the step that claims the game applies an action,
then what follows by itself happens here, in this order: a round over (a round's own rules only
say so, `state.round_over`) makes way for the next (`settle`); in an operating round the title
settles what falls due, a sale reorders those still to operate, and the turn passes the steps
without a decision; corporations whose marker entered the closed zone close."""

from __future__ import annotations

from collections.abc import Sequence

from . import operating_round, stock_round
from .closing import close_entered
from .game_state import AUCTION, OPERATING, OVER, STOCK, State
from .steps import Step, current


def after_opening_round(state: State) -> None:
    """The priority deal goes to the player whose turn would come next in the opening round
    (the one after the last to buy, bid or pass in turn; bids in an auction do not count)."""
    state.say("auction.all_sold")
    state.priority = state.seat
    state.say("round.priority", player=state.players[state.priority])
    stock_round.start(state)


def after_stock_round(state: State) -> None:
    if stalled(state):
        state.rules.end.end_game(state, "stalled")
        return
    state.or_count = state.rules.operating.operating_rounds(state)
    operating_round.start(state, 1)


def after_operating_round(state: State) -> None:
    if state.or_number < state.or_count:
        operating_round.start(state, state.or_number + 1)
        return
    state.rules.operating.operating_set_over(state)
    if state.round == OVER:
        return
    if state.bank_broken:
        state.rules.end.end_game(state, "bank")
        return
    state.turn += 1
    stock_round.start(state)


def stalled(state: State) -> bool:
    """Nobody could do anything in the stock round, no corporation operates and no private pays
    a player: every later round would be the same, so the game ends (the rule book is silent)."""
    if state.stock_moves:
        return False
    if any(
        not c.closed and (c.started or state.rules.operating.floatable(state, c)) for c in state.corporations.values()
    ):
        return False
    return not any(p.owner is not None and not p.corp_owned and not p.closed for p in state.privates.values())


def settle(state: State) -> None:
    """After an action: while the current round is over, the next one starts (it may be over at
    once: an operating round in which nobody operates, a stock round in which nobody can act)."""
    while state.round_over and state.round != OVER:
        state.round_over = False
        if state.round == AUCTION:
            after_opening_round(state)
        elif state.round == STOCK:
            after_stock_round(state)
        else:
            after_operating_round(state)


def apply(steps: Sequence[Step], state: State, a: dict) -> None:
    """A matched action: applied by the step that claims the game, then the game moves on."""
    if a["type"] == "end_game":
        state.rules.end.end_game(state, "manually_ended")
    else:
        current(steps, state).apply(state, a)
    settle(state)
    if state.round == OPERATING:
        state.rules.operating.after_operating_action(state)
    if a["type"] == "sell_shares" and state.round == OPERATING:
        operating_round.reorder(state)
    if state.round == OPERATING and state.operating:
        operating_round.advance(state)
        settle(state)
    if state.closing:
        close_entered(state)
        if state.round == OPERATING and state.operating:
            operating_round.advance(state)
            settle(state)
    state.rules.after_action(state)
