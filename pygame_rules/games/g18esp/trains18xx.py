"""18xx.games' reading of 18ESP's trains as they run: a combined train's tender gives one more
stop in all, not one on each map part (U12), and the strawberry train's first route goes through
the hexes F26 and F24, not through Aranjuez's town (D5). Played with the option (as_18xx_games.py);
by the rule book, a route valid here that their reading refuses is noted (`note_reading`)."""

from __future__ import annotations

from ...core18xx import runs
from ...core18xx.routes import Need, Route, TrainSpec, route_revenue
from ...core18xx.state import BoardState
from ...errors import IllegalAction
from . import runs as esp_runs
from .state import Corporation, State


def strawberry_needs(state: BoardState) -> tuple[Need, ...]:
    return (
        Need(frozenset({esp_runs.ARANJUEZ_HEX}), "18esp.route.aranjuez_madrid"),
        Need(frozenset({esp_runs.MADRID_HEX}), "18esp.route.aranjuez_madrid"),
    )


def train_spec(state: State, corp: Corporation, train: str) -> TrainSpec:
    return esp_runs.train_spec(state, corp, train, first_run=strawberry_needs, tender_by_map_part=False)


def note_reading(state: State, corp: Corporation, route: Route) -> None:
    """A route valid by the rule book that their reading of the train refuses is noted."""
    theirs = train_spec(state, corp, route.train)
    if esp_runs.train_spec(state, corp, route.train) == theirs:
        return
    try:
        route_revenue(state.board, route, theirs, runs.context(state, corp))
    except IllegalAction:
        if route.train in state.combined:
            state.note_deviation("combined_tender")
        else:
            state.note_deviation("strawberry_first_run")
