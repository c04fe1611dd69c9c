"""Bots against each other: `python -m pygame_rules arena TITLE --games N --seats strong,random,random`.

Game i is seeded `seed + i` and its seats are turned by i places, so every level plays from every
position equally often. A game's winner is the head of its ranking (the rule book's tie-breaks).
Printed per level: games, wins, the win rate with its 95% Wilson interval, the average margin
(own score less the best other score) and the time a move took; then how the games ended.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from .. import api
from . import ARENA_LEVELS, bot_move

MAX_MOVES = 20_000  # a game not over by then is reported as unfinished


@dataclass
class GameReport:
    seed: int
    levels: list[str]  # per player, in seat order of the game
    scores: list[float] = field(default_factory=list)
    winner: int | None = None  # index of the winning player
    reason: str | None = None  # how it ended (the result's reason), or "unfinished" / "error: ..."
    bankrupt: list[int] = field(default_factory=list)
    moves: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> ms per move


def names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def play_one(title: str, levels: list[str], seed: int, options: dict | None = None) -> GameReport:
    players = names(len(levels))
    report = GameReport(seed, list(levels))
    game = api.new_game(title, players, seed=seed, options=options or {})
    level_of = dict(zip(players, levels, strict=True))
    try:
        while not game.finished and len(game.actions) < MAX_MOVES:
            player = game.active_players[0]
            start = time.perf_counter()
            action = bot_move(game, player, level_of[player])
            report.times.setdefault(level_of[player], []).append(1000 * (time.perf_counter() - start))
            game.apply(action)
    except Exception as e:  # noqa: BLE001 (a bot's mistake is a finding: reported with its seed)
        report.reason = f"error: {type(e).__name__}: {e}"[:300]
        report.moves = len(game.actions)
        return report
    report.moves = len(game.actions)
    if not game.finished:
        report.reason = "unfinished"
        return report
    result = game.result()
    report.scores = [result["scores"][p] for p in players]
    report.winner = players.index(result["ranking"][0])
    report.reason = str(result.get("reason", "end"))
    broke = result.get("bankrupt") or []
    report.bankrupt = [players.index(p) for p in ([broke] if isinstance(broke, str) else broke) if p in players]
    return report


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def _job(job: tuple) -> GameReport:
    return play_one(*job)


def run(title: str, seats: list[str], games: int, seed: int = 1, jobs: int = 1, options=None) -> list[GameReport]:
    n = len(seats)
    work = [(title, [seats[(k + i) % n] for k in range(n)], seed + i, options) for i in range(games)]
    if jobs <= 1:
        return [_job(w) for w in work]
    with multiprocessing.Pool(jobs) as pool:
        return list(pool.imap(_job, work))


def summary(title: str, seats: list[str], reports: list[GameReport]) -> dict:
    """Per level: seats played, wins, win rate and interval, average margin, move times."""
    levels: dict[str, dict] = defaultdict(lambda: {"seats": 0, "wins": 0, "margins": [], "bankrupt": 0, "times": []})
    for r in reports:
        for i, level in enumerate(r.levels):
            row = levels[level]
            if r.winner is None:
                continue
            row["seats"] += 1
            row["wins"] += r.winner == i
            others = [s for j, s in enumerate(r.scores) if j != i]
            row["margins"].append(r.scores[i] - max(others))
            row["bankrupt"] += i in r.bankrupt
        for level, times in r.times.items():
            levels[level]["times"].extend(times)
    out = {}
    for level, row in levels.items():
        low, high = wilson(row["wins"], row["seats"])
        out[level] = {
            "seats": row["seats"],
            "wins": row["wins"],
            "win_rate": row["wins"] / row["seats"] if row["seats"] else 0.0,
            "interval": (low, high),
            "margin": sum(row["margins"]) / len(row["margins"]) if row["margins"] else 0.0,
            "bankrupt": row["bankrupt"],
            "move_ms": {
                "moves": len(row["times"]),
                "mean": sum(row["times"]) / len(row["times"]) if row["times"] else 0.0,
                "p95": percentile(row["times"], 0.95),
                "max": max(row["times"], default=0.0),
            },
        }
    return {
        "title": title,
        "seats": seats,
        "games": len(reports),
        "levels": out,
        "endings": dict(Counter(r.reason if not str(r.reason).startswith("error") else "error" for r in reports)),
        "errors": [f"seed {r.seed}: {r.reason}" for r in reports if str(r.reason).startswith("error")],
        "unfinished": [r.seed for r in reports if r.reason == "unfinished"],
        "moves_per_game": sum(r.moves for r in reports) / max(len(reports), 1),
    }


def lines(s: dict) -> list[str]:
    out = [
        (
            f"arena {s['title']}: {s['games']} games, {len(s['seats'])} players, seats {','.join(s['seats'])}"
            f" (turned each game), {s['moves_per_game']:.0f} moves a game"
        ),
        (
            f"{'level':<8} {'seats':>5} {'wins':>5} {'win rate':>8}  {'95% interval':<15} {'margin':>8} {'bankrupt':>8}"
            f"  {'move ms mean / p95 / max':>26}"
        ),
    ]
    for level in sorted(s["levels"], key=lambda lv: ARENA_LEVELS.index(lv) if lv in ARENA_LEVELS else 9):
        row = s["levels"][level]
        low, high = row["interval"]
        t = row["move_ms"]
        out.append(
            f"{level:<8} {row['seats']:>5} {row['wins']:>5} {100 * row['win_rate']:>7.1f}%"
            f"  [{100 * low:5.1f}, {100 * high:5.1f}]  {row['margin']:>+8.1f} {row['bankrupt']:>8}"
            f"  {t['mean']:>9.1f} / {t['p95']:>6.1f} / {t['max']:>7.1f}"
        )
    out.append("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(s["endings"].items())))
    out += [f"  {e}" for e in s["errors"][:10]]
    if s["unfinished"]:
        out.append(f"unfinished after {MAX_MOVES} moves: seeds {s['unfinished'][:20]}")
    return out


def main(title: str, seats: list[str], games: int, seed: int, jobs: int) -> int:
    unknown = [s for s in seats if s not in ARENA_LEVELS]
    if unknown:
        raise ValueError(f"unknown level {unknown[0]!r}: the levels are {', '.join(ARENA_LEVELS)}")
    start = time.perf_counter()
    reports = run(title, seats, games, seed, jobs)
    s = summary(title, seats, reports)
    print("\n".join(lines(s)))
    print(f"({time.perf_counter() - start:.1f} s, seeds {seed}..{seed + games - 1}, {jobs} process(es))")
    return 1 if s["errors"] else 0
