"""The speed and size figures (python -m pygame_rules bench). They are printed, never asserted.

CPython figures always; browser figures when a built site (dist/), Playwright and Chromium are
at hand (run `python3 build.py` and `python3 build.py test` once to get them).
"""

from __future__ import annotations

import gzip
import random
import statistics
import time
from pathlib import Path

from .. import api
from ..playout import play, random_move

BENCH_SEEDS = range(1, 6)
# (title id, short name, players): four players, the most each title plays with
BENCH_TITLES = [
    ("nar", "NAR", ["Ann", "Bob", "Cy", "Dee"]),
    ("lttw", "Last Train to Wensleydale", ["Ann", "Bob", "Cy", "Dee"]),
    ("fttn", "First Train to Nürnberg", ["Ann", "Bob", "Cy", "Dee"]),
]


def median_p95(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def ms(x: float) -> str:
    return f"{x * 1000:.1f} ms" if x < 1 else f"{x:.2f} s"


def size(n: int) -> str:
    return f"{n / 1024:.0f} KiB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.2f} MiB"


def cpython_figures() -> list[tuple[str, str]]:
    rows = []
    for title, name, players in BENCH_TITLES:
        rows += title_figures(title, name, players)
    return rows


def title_figures(title: str, name: str, players: list[str]) -> list[tuple[str, str]]:
    games = [play(api.new_game(title, players, seed=s), random.Random(s)) for s in BENCH_SEEDS]
    replays = []
    for g in games:
        save = g.to_save()
        t = time.perf_counter()
        api.load(save)
        replays.append(time.perf_counter() - t)
    moves = []
    for s in BENCH_SEEDS:
        g, rnd = api.new_game(title, players, seed=s), random.Random(s)
        while not g.finished:
            action = random_move(g, rnd)
            t = time.perf_counter()
            g.apply(action)
            g.legal_actions()
            g.view()
            moves.append(time.perf_counter() - t)
    med, p95 = median_p95(moves)
    lengths = [len(g.actions) for g in games]
    return [
        (
            f"{name} whole-game replay, CPython ({len(players)} players, median of 5 games)",
            f"{ms(statistics.median(replays))} for {int(statistics.median(lengths))} actions",
        ),
        (f"{name} move (apply + legal + view), CPython, median / p95", f"{ms(med)} / {ms(p95)}"),
    ]


def size_figures(dist: Path) -> list[tuple[str, str]]:
    if not (dist / "index.html").exists():
        return [("sizes", f"skipped: no built site at {dist} (run python3 build.py)")]
    files = [p for p in dist.rglob("*") if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    packed = sum(len(gzip.compress(p.read_bytes(), 9)) for p in files)
    wheels = sorted(dist.rglob("pygame_rules-*.whl"))
    return [
        ("rules wheel", size(wheels[-1].stat().st_size) if wheels else "not found"),
        ("dist/ raw / gzipped (each file gzip -9)", f"{size(raw)} / {size(packed)}"),
    ]


def route_figures() -> list[tuple[str, str]]:
    """The 18xx best-routes search on 1856 positions (from ../shared beside the checkout) and on
    grown 18ESP boards, and the size of the 1856 board data shipped in the wheel."""
    from ..games import g1856
    from . import bench_reach, bench_routes, route_positions_18esp
    from . import route_positions_1856 as route_positions

    data = Path(g1856.__file__).parent / "data"
    board_bytes = sum((data / name).stat().st_size for name in ("map.json", "tiles.json"))
    return [
        *bench_routes.figures("1856 best routes, recorded runs", route_positions.recorded_runs()),
        *bench_routes.figures("1856 best routes, grown late-game boards", route_positions.late_game()),
        *bench_routes.figures(
            "18ESP best routes, grown late-game boards (broad, N+M, combined)", route_positions_18esp.late_game()
        ),
        *bench_reach.figures("18ESP reach, grown late-game boards", bench_reach.boards_18esp()),
        *bench_reach.figures("1856 reach, grown late-game boards", bench_reach.boards_1856()),
        ("1856 board data (map.json + tiles.json)", size(board_bytes)),
    ]


def main(dist: str = "dist", runs: int = 5) -> None:
    from . import figures_18esp as g18esp
    from . import figures_1856 as g1856

    rows = cpython_figures() + route_figures() + g1856.figures(runs) + g18esp.figures(runs)
    dist_path = Path(dist)
    rows += size_figures(dist_path)
    from . import bench_browser

    rows += bench_browser.figures(dist_path, runs)
    width = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"{k:<{width}}  {v}")
