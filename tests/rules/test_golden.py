"""Golden playthroughs: whole games whose every action and every log line are kept in a readable
file (tests/rules/golden/*.txt). A change in any rule outcome shows up as a diff. Beside each, the
table's view (what the page draws) at the first moment of each phase and pending question and at
the end (golden/*.views.json), so a change in what players see shows up too.
To re-record after an intended change: UPDATE_GOLDEN=1 python -m pytest tests/rules/test_golden.py
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.playout import play

GOLDEN = Path(__file__).parent / "golden"
GAMES = {
    "nar_3p_seed7": ("nar", ["Ann", "Bob", "Cy"], 7),
    "nar_5p_seed21": ("nar", ["Ann", "Bob", "Cy", "Dee", "Eve"], 21),
    "lttw_3p_seed7": ("lttw", ["Orange", "Blue", "Purple"], 7),
    "fttn_2p_seed11": ("fttn", ["Orange", "Blue"], 11),
    "fttn_4p_seed5": ("fttn", ["Orange", "Blue", "Purple", "Grey"], 5),
    # the 3-4 player influence display beside the 2-3 player train display, The South extended
    "lttw_3p_seed3_mixed": (
        "lttw",
        ["Orange", "Blue", "Purple"],
        3,
        {"displays": "3-4 players", "train_display": "2-3 players", "the_south": "extended"},
    ),
}


def transcript(game: pr.Game) -> str:
    """Every action as JSON, each followed by the log lines it caused, then the result."""
    log = [{"step": s, "text": t} for s, t in game.state.log]
    options = {k: v for k, v in game.options.items() if v != game.title.options[k]["default"]}
    lines = [f"# {game.title.name}, seed {game.seed}, players {', '.join(game.players)}"]
    if options:
        lines[0] += f", options {json.dumps(options, sort_keys=True)}"
    lines += [f"  {e['text']}" for e in log if e["step"] == 0]
    for i, action in enumerate(game.actions, 1):
        lines.append(json.dumps(action, sort_keys=True))
        lines += [f"  {e['text']}" for e in log if e["step"] == i]
    lines.append("result " + json.dumps(game.result(), sort_keys=True))
    return "\n".join(lines) + "\n"


PENDING = ("offer", "payment", "build", "takeover")  # a question the view shows while it is open


def views(game: pr.Game, actions: list[dict]) -> dict[str, dict]:
    """The view after set-up, at the first step of each phase or kind of open question, and at
    the end; the log is in the transcript already, the board only in the first view."""
    out: dict[str, dict] = {}
    seen = set()
    for step in range(len(actions) + 1):
        if step:
            game.apply(actions[step - 1])
        view = game.view()
        moment = (view["phase"], tuple(k for k in PENDING if view.get(k)))
        if step and moment in seen and not game.finished:
            continue
        seen.add(moment)
        out[str(step)] = {k: v for k, v in view.items() if k != "log" and not (step and k == "board")}
    return out


def actions_of(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    title, players, seed, *options = GAMES[name]
    options = options[0] if options else {}
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        game = play(pr.new_game(title, players, seed=seed, options=options), random.Random(seed))
        path.write_text(transcript(game), "utf-8")
    recorded = path.read_text("utf-8")
    game = pr.new_game(title, players, seed=seed, options=options)
    for action in actions_of(recorded):
        game.apply(action)
    assert transcript(game) == recorded


VIEWS = ("nar_3p_seed7", "lttw_3p_seed7", "fttn_2p_seed11")  # one game per title and board


@pytest.mark.parametrize("name", VIEWS)
def test_golden_views(name):
    title, players, seed, *options = GAMES[name]
    game = pr.new_game(title, players, seed=seed, options=options[0] if options else {})
    seen = views(game, actions_of((GOLDEN / f"{name}.txt").read_text("utf-8")))
    path = GOLDEN / f"{name}.views.json"
    if os.environ.get("UPDATE_GOLDEN"):
        lines = [f"{json.dumps(k)}: {json.dumps(v, sort_keys=True, ensure_ascii=False)}" for k, v in seen.items()]
        path.write_text("{\n" + ",\n".join(lines) + "\n}\n", "utf-8")  # a view to a line
    assert seen == json.loads(path.read_text("utf-8"))
