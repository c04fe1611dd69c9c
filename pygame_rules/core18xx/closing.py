"""A corporation whose marker reaches the closed zone closes: its station markers leave the map,
its shares are void, its trains go to the pool (or out of the game, as the title says), its
treasury to the bank, and the privates it owns close; it never returns.

A marker that enters the closed zone closes its corporation once the action is done (as
18xx.games does: what the action sets off first, such as 1856's forced loan repayment, still
falls on it)."""

from __future__ import annotations

from .game_state import Corporation, State


def close_entered(state: State) -> None:
    """The corporations whose markers entered the closed zone in this action close."""
    for cid in state.closing:
        close_corporation(state, state.corporations[cid])
    state.closing = []


def close_corporation(state: State, corp: Corporation) -> None:
    corp.closed = True
    state.rules.end.closing(state, corp)
    state.rules.end.remove_stations(state, corp)
    if state.rules.end.closed_trains_to_pool(state, corp):
        state.pool_trains += corp.trains
    corp.trains = []
    if corp.cash:
        state.pay(corp, None, corp.cash)
    corp.shares.held.clear()
    corp.shares.director = None
    corp.shares.pool = corp.shares.ipo = 0
    for private in state.privates.values():
        if private.corp_owned and private.owner == corp.id:
            private.closed = True
    state.say("corporation.closes", corp=corp.id)
