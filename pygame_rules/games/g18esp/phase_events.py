"""What the first train of a type sets off besides its phase's own rules (7; data: trains.json
"events"), and what a train bought does (3.1, 8).

Phase 5 (the first 5/4+5): every private closes (P3 turning into its owner's strawberry train);
every minor closes and leaves the game with all it owns, its director getting nothing (5.6, 7:
'ohne Kompensation'; 18xx.games pays him the minor's price if it has operated, D3), those not
started leave it too; every station marker is available from now on (5.3.4: 'Ab Phase 5 ...
entfällt das Freischalten'; 18xx.games opens only those of majors floating from then on, U7).
The second 8/6+8 bought or exported founds RENFE (8). P7 closes with its major's first train."""

from __future__ import annotations

from ...core18xx import depot
from ...core18xx.certificates import price
from ...core18xx.closing import close_corporation
from ...core18xx.trains import Purchase
from . import game_end, private_sales
from .data import data
from .state import Corporation, State


def train_event(state: State, event: str, buyer: Corporation | None) -> None:
    if event == "close_privates":
        private_sales.close_all(state)
    elif event == "close_minors":
        close_minors(state)
    elif event == "open_markers":
        open_markers(state)
    else:
        raise ValueError(f"unknown train event {event!r}")


def close_minors(state: State) -> None:
    for corp in [c for c in state.corporations.values() if c.minor and not c.closed]:
        if corp.par is None:
            corp.closed = True
            unreserve(state, corp.id)  # its home is an ordinary city now (2.1)
            state.say("18esp.minor.leaves", corp=corp.id)
            continue
        if operated_as_18xx_games(state, corp) and state.ways.minor_compensated(state):
            amount = price(state, corp)
            state.pay(None, corp.shares.director, amount)
            state.say("18esp.minor.compensation", corp=corp.id, player=corp.shares.director, amount=amount)
        state.minor_trains += corp.trains
        close_corporation(state, corp)


def operated_as_18xx_games(state: State, corp: Corporation) -> bool:
    """18xx.games counts a corporation as having operated once its dividend step is behind it
    (its operating history), so also the one buying the first 5 after its run; ours once its turn
    ends."""
    turn = state.operating
    return corp.operated or (turn is not None and turn.corporation == corp.id and turn.dividend_done)


def unreserve(state: State, corp: str) -> None:
    board = state.board
    for coord, reservations in board.reservations.items():
        board.reservations[coord] = [(c, i) for c, i in reservations if c != corp]
    board.changed(track=False)


def open_markers(state: State) -> None:
    for corp in state.corporations.values():
        if corp.minor or corp.closed or not corp.locked_tokens:
            continue
        if corp.floated and state.ways.markers_stay_locked(state):
            continue
        corp.tokens_left += corp.locked_tokens
        corp.locked_tokens = []
        if corp.floated:
            state.say("18esp.goal.markers_open", corp=corp.id)


def train_bought(state: State, buyer: Corporation | None, bought: Purchase) -> None:
    private_sales.train_bought(state, buyer)
    state.ways.train_limit_checked(state)
    name = depot.train_type(bought.train)
    if bought.new and "renfe" in data().train_events["second"].get(name, []) and state.ultimate_sold == 2:
        game_end.renfe(state)
