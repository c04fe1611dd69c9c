"""The 1856 engine's figures for `python -m pygame_rules bench`: the full replay of the longest
recorded 18xx.games game (from ../shared beside the checkout) and one move of a random game."""

from __future__ import annotations

import json
import random
import statistics
import time

from ...api import Game
from .import18xx import import_game
from .route_positions import SHARED, games
from .rules import G1856

RUBY_MS_PER_ACTION = 0.22 / 932 * 1000  # the 18xx.games engine on these machines
MOVES = 400
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def figures(runs: int = 5) -> list[tuple[str, str]]:
    return replay_figures(runs) + move_figures()


def replay_figures(runs: int) -> list[tuple[str, str]]:
    exports = [json.loads(p.read_text()) for p in games()]
    if not exports:
        return [("1856 replay of the longest recorded game", f"skipped: no recorded games in {SHARED}")]
    save = max((import_game(e).to_save() for e in exports), key=lambda s: len(s["actions"]))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        Game(G1856(), save["players"], save["seed"], save["options"])._replay(save["actions"])
        times.append(time.perf_counter() - start)
    best, n = statistics.median(times), len(save["actions"])
    figure = (f"{best * 1000:.0f} ms, {best * 1000 / n:.2f} ms per action "
              f"(18xx.games {RUBY_MS_PER_ACTION:.2f}, aim {RUBY_MS_PER_ACTION / 2:.2f})")
    return [(f"1856 replay of the longest recorded game ({n} actions), CPython, median of {runs}", figure)]


def move_figures() -> list[tuple[str, str]]:
    """apply + legal_actions + view, the work of one move in the browser, over a random game."""
    game, rnd = Game(G1856(), PLAYERS, 1, {}), random.Random(1)
    samples = []
    while not game.finished and len(samples) < MOVES:
        action = game.title.playout_move(game.state, game.legal_actions(), rnd)
        start = time.perf_counter()
        game.apply(action)
        game.legal_actions()
        game.view()
        samples.append(time.perf_counter() - start)
    samples.sort()
    med, p95 = statistics.median(samples), samples[int(0.95 * (len(samples) - 1))]
    return [(f"1856 move (apply + legal + view), CPython, median / p95 of {len(samples)}",
             f"{med * 1000:.1f} ms / {p95 * 1000:.1f} ms")]
