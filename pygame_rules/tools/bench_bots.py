"""Computer players' move times, in CPython and in the browser (the page's own worker, webapi
`bot_move`), beside the issue's goals: p95 at most 1 s for `strong`, 0.2 s for `normal`.

The positions: each title from its start, every seat a computer at the level, for up to
`MOVES` moves (the whole game for the small titles); for 1856 and 18ESP also from the middle of a random game (the operating rounds of
the late game, where a bot weighs trains and routes).
"""

from __future__ import annotations

import random
import time

from .. import api
from ..bots import bot_move
from ..playout import play
from .bench import median_p95, ms

LEVELS = (("normal", 0.2), ("strong", 1.0))  # level, the goal for its p95 in the browser (s)
TITLES = ("nar", "lttw", "fttn", "1856", "18esp")
PLAYERS = ["Ann", "Bob", "Cy"]
MOVES = {"1856": 60, "18esp": 60}  # computer moves timed from each position (else the whole game)
WHOLE_GAME = 400


def positions(title: str) -> list[dict]:
    """Saves to time the computers from: the start, and for 18xx titles the middle of a game."""
    start = api.new_game(title, PLAYERS, seed=11).to_save()
    if title not in ("1856", "18esp"):
        return [start]
    whole = play(api.new_game(title, PLAYERS, seed=11), random.Random(11)).to_save()
    return [start, {**whole, "actions": whole["actions"][: len(whole["actions"]) // 2]}]


def seated(save: dict, level: str) -> dict:
    return {**save, "computers": dict.fromkeys(save["players"], level)}


def cpython_times(save: dict, level: str) -> list[float]:
    game = api.load(seated(save, level))
    times = []
    for _ in range(MOVES.get(save["title"], WHOLE_GAME)):
        if game.finished:
            break
        player = game.active_players[0]
        t = time.perf_counter()
        action = bot_move(game, player, level)
        times.append(time.perf_counter() - t)
        game.apply(action)
    return times


# Runs in the page: a save opened with every seat a computer, then the computers' moves one by
# one through the worker, each timed end to end (postMessage, the bot, apply, the session back).
BOTS_JS = """async ({save, moves}) => {
  const py = await import('./py.js');
  const id = 'bench-bots';
  let s = await py.call('open', {game_id: id, save});
  const times = [];
  while (!s.finished && times.length < moves) {
    const t = performance.now();
    s = await py.call('bot_move', {game_id: id, length: s.length});
    times.push(performance.now() - t);
  }
  await py.call('close', {game_id: id});
  return times;
}"""


def row(title: str, level: str, goal: float, cpython: list[float], browser: list[float] | None) -> tuple[str, str]:
    label = f"{title} {level} computer move, p95 browser / CPython (goal {ms(goal)}; {len(cpython)} moves)"
    fast = ms(median_p95(cpython)[1])
    if browser is None:
        return label, f"- / {fast}"
    return label, f"{ms(median_p95([t / 1000 for t in browser])[1])} / {fast}"


def figures(page=None) -> list[tuple[str, str]]:
    """One row per title and level; `page` (a booted page of the site) adds the browser times."""
    rows = []
    for title in TITLES:
        saves = positions(title)
        for level, goal in LEVELS:
            cpython = [t for s in saves for t in cpython_times(s, level)]
            browser = None
            if page is not None:
                browser = [
                    t
                    for s in saves
                    for t in page.evaluate(BOTS_JS, {"save": seated(s, level), "moves": MOVES.get(title, WHOLE_GAME)})
                ]
            rows.append(row(title, level, goal, cpython, browser))
    return rows
