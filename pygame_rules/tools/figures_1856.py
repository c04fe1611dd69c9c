"""The 1856 engine's figures for `python -m pygame_rules bench`: the import of each recorded
18xx.games game beside 18xx.games' own replay of it (its engine in ../shared, run in the same
bench), the full replay of the longest one, and one move of a random game."""

from __future__ import annotations

import json
import random
import shutil
import statistics
import subprocess
import time

from ..api import Game
from ..games.g1856.import18xx import import_game
from ..games.g1856.rules import G1856
from .route_positions_1856 import SHARED, games

RUBY_MS_PER_ACTION = 0.22 / 932 * 1000  # the 18xx.games engine on these machines
MOVES = 400
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


IMPORT_GOAL = 0.5  # an import may take at most half of 18xx.games' replay of the same file


def figures(runs: int = 5) -> list[tuple[str, str]]:
    return import_figures(runs) + replay_figures(runs) + move_figures()


def import_figures(runs: int, title: str = "1856", import_game=import_game, paths=None) -> list[tuple[str, str]]:
    """Each recorded game of the title: our import (median of `runs`) beside 18xx.games' replay.rb."""
    paths = games() if paths is None else paths
    if not paths:
        return [(f"{title} import of the recorded games", f"skipped: no recorded games in {SHARED}")]
    replay = SHARED / "reference-18xx" / "replay.rb"
    rows = []
    for path in paths:
        export = json.loads(path.read_text())
        import_game(export)  # warm: modules, board data
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            import_game(export)
            times.append(time.perf_counter() - start)
        ours = statistics.median(times)
        theirs = reference_seconds(replay, path, runs)
        if theirs is None:
            rows.append((f"{title} import of {path.name}", f"{ours * 1000:.0f} ms (18xx.games: no ruby or engine)"))
            continue
        ratio = ours / theirs
        verdict = "within" if ratio <= IMPORT_GOAL else "ABOVE"
        rows.append(
            (
                f"{title} import of {path.name} ({len(export['actions'])} actions), median of {runs}",
                (
                    f"{ours * 1000:.0f} ms, 18xx.games replay {theirs * 1000:.0f} ms: {ratio:.2f}x "
                    f"({verdict} the goal of {IMPORT_GOAL}x)"
                ),
            )
        )
    return rows


def reference_seconds(replay, path, runs: int) -> float | None:
    if not replay.is_file() or not shutil.which("ruby"):
        return None
    out = subprocess.run(
        ["ruby", str(replay), str(path), "--json", "--runs", str(runs + 1)], capture_output=True, text=True, check=False
    )
    try:
        seconds = json.loads(out.stdout.strip().splitlines()[-1])["seconds"][1:]  # the first warms up
    except (ValueError, IndexError, KeyError):
        return None
    return statistics.median(seconds)


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
    figure = (
        f"{best * 1000:.0f} ms, {best * 1000 / n:.2f} ms per action "
        f"(18xx.games {RUBY_MS_PER_ACTION:.2f}, aim {RUBY_MS_PER_ACTION / 2:.2f})"
    )
    return [(f"1856 replay of the longest recorded game ({n} actions), CPython, median of {runs}", figure)]


def move_figures() -> list[tuple[str, str]]:
    """apply + legal_actions + view, the work of one move in the browser, over a random game."""
    game, rnd = Game(G1856(), PLAYERS, 1, {}), random.Random(1)
    samples: list[float] = []
    while not game.finished and len(samples) < MOVES:
        action = game.title.playout_move(game.state, game.legal_actions(), rnd)
        start = time.perf_counter()
        game.apply(action)
        game.legal_actions()
        game.view()
        samples.append(time.perf_counter() - start)
    samples.sort()
    med, p95 = statistics.median(samples), samples[int(0.95 * (len(samples) - 1))]
    return [
        (
            f"1856 move (apply + legal + view), CPython, median / p95 of {len(samples)}",
            f"{med * 1000:.1f} ms / {p95 * 1000:.1f} ms",
        )
    ]
