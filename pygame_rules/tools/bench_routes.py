"""Timing the best-routes search, for `python -m pygame_rules bench`: median, 95th percentile
and maximum over a set of positions (a board, the trains, the run's circumstances), and boards
grown to a late-game size by legal lays, for positions busier than recorded games reach."""

from __future__ import annotations

import pickle
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence

from ..core18xx.best_routes import best_routes
from ..core18xx.graph import corp_graph
from ..core18xx.routes import RouteContext, TrainSpec
from ..core18xx.state import BoardState, new_board
from ..core18xx.tokens import place_home_token, place_token, token_options
from ..core18xx.track import LayRules, lay_options, lay_tile

Position = tuple[BoardState, Sequence[TrainSpec], RouteContext]
PHASES = (
    ("yellow",),
    ("yellow", "green"),
    ("yellow", "green", "brown"),
    ("yellow", "green", "brown", "gray"),
)


def figures(label: str, positions: Iterable[Position]) -> list[tuple[str, str]]:
    """One row: the search's time over the positions, each board's caches cleared first."""
    times, unproven = [], 0
    for state, trains, context in positions:
        state.forget()
        start = time.perf_counter()
        found = best_routes(state, trains, context)
        times.append(time.perf_counter() - start)
        unproven += not found.optimal
    if not times:
        return [(label, "skipped: no positions (../shared beside the checkout?)")]
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    value = f"{_ms(statistics.median(times))} / {_ms(p95)} / {_ms(times[-1])} over {len(times)} runs"
    runtime = "Pyodide" if sys.platform == "emscripten" else "CPython"
    note = f" ({unproven} unproven)" if unproven else ""
    return [(f"{label}, {runtime}, median / p95 / max", value + note)]


def grown(package: str, homes: dict[str, tuple[str, int | None]], seed: int, turns: int) -> BoardState:
    """A board after `turns` rounds in which every corporation lays the legal tile (of a few
    drawn at random) that most extends the track it reaches, and now and then a station."""
    rnd = random.Random(seed)
    state = new_board(package, homes)
    for corp, (coord, _) in homes.items():
        place_home_token(state, corp, f"{coord}-c0")  # a home on any city: the first
    return grow(state, list(homes), rnd, turns, PHASES)


def grow(
    state: BoardState,
    corporations: list[str],
    rnd: random.Random,
    turns: int,
    phases: Sequence[tuple[str, ...]],
    drawn: int = 6,
    station_chance: float = 0.1,
    after_lay=None,
) -> BoardState:
    """`turns` rounds in which each corporation lays the best of `drawn` legal lays (the most track
    it reaches), then `after_lay(state, corporation)`, then a station with `station_chance`."""
    for turn in range(turns):
        rules = LayRules(phases[min(len(phases) - 1, turn * len(phases) // turns)])
        for corp in corporations:
            lays = lay_options(state, corp, rules)
            best = None
            for lay in rnd.sample(lays, min(drawn, len(lays))):
                rotation = rnd.choice(lay.rotations)
                trial = pickle.loads(pickle.dumps(state))
                lay_tile(trial, corp, lay.hex, lay.tile, rotation, rules)
                score = len(corp_graph(trial, corp).tracks) + rnd.random()
                if best is None or score > best[0]:
                    best = (score, lay, rotation)
            if best:
                lay_tile(state, corp, best[1].hex, best[1].tile, best[2], rules)
            if after_lay:
                after_lay(state, corp)
            if rnd.random() < station_chance and (cities := token_options(state, corp)):
                place_token(state, corp, rnd.choice(cities))
    return state


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"
