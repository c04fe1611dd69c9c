"""Timing what a corporation reaches (reach.py), for `python -m pygame_rules bench`: its tile lays
(`lay_options`), its station options (`token_options`) and one lay checked (`check_lay`, each of a
few of its lays), every corporation with a station on late-game boards, each from a cold cache
(as after another player's move): median, 95th percentile and maximum."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Iterable

from ..core18xx.state import BoardState
from ..core18xx.tokens import token_options
from ..core18xx.track import LayRules, check_lay, lay_options
from . import route_positions_18esp
from . import route_positions_1856 as positions_1856
from .bench_routes import grown

GRAY = ("yellow", "green", "brown", "gray")
CHECKED = 3  # lays checked per corporation


def boards_18esp() -> list[BoardState]:
    """Late-game 18ESP boards (route_positions_18esp: majors on both gauges, passes opened)."""
    return [route_positions_18esp.grown(seed, 20) for seed in (1, 2, 3)]


def boards_1856() -> list[BoardState]:
    """Late-game 1856 boards (the homes from ../shared beside the checkout; none without it)."""
    if not positions_1856.games():
        return []
    return [
        grown(positions_1856.G1856_PACKAGE, positions_1856.homes(), seed, turns)
        for seed in (1, 2)
        for turns in (12, 16)
    ]


def figures(label: str, boards: Iterable[BoardState]) -> list[tuple[str, str]]:
    times: dict[str, list[float]] = {"lay_options": [], "token_options": [], "check_lay": []}
    rules = LayRules(GRAY)
    for state in boards:
        for corp in sorted({c for slots in state.tokens.values() for c in slots if c and c != "closed"}):
            lays = _timed(state, times["lay_options"], lay_options, corp, rules)
            _timed(state, times["token_options"], token_options, corp)
            for lay in lays[:CHECKED]:
                _timed(state, times["check_lay"], check_lay, corp, lay.hex, lay.tile, lay.rotations[0], rules)
    runtime = "Pyodide" if sys.platform == "emscripten" else "CPython"
    if not times["lay_options"]:
        return [(label, "skipped: no boards (../shared beside the checkout?)")]
    return [
        (f"{label}: {name}, {runtime}, median / p95 / max", _spread(samples))
        for name, samples in times.items()
        if samples
    ]


def _timed(state: BoardState, into: list[float], run: Callable, *args):
    state.forget()
    start = time.perf_counter()
    result = run(state, *args)
    into.append(time.perf_counter() - start)
    return result


def _spread(samples: list[float]) -> str:
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))]
    return f"{_ms(statistics.median(samples))} / {_ms(p95)} / {_ms(samples[-1])} over {len(samples)}"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"
