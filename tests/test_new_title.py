"""A title is one folder that declares what it brings: tests/titles/race, named in
PYGAME_RULES_TITLES, joins titles(), the conformance suite and the computer players with no edit
anywhere else (tests/e2e/test_e2e_new_title.py: and the page). Run in a fresh Python each, so
the rest of the suite sees the five titles only."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYGAME_RULES_TITLES": "tests.titles.race"}


def python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=ENV, capture_output=True, text=True, check=True)
    return done.stdout


def test_the_folder_is_a_title_with_its_words_and_a_computer():
    out = json.loads(
        python(
            "import json, pygame_rules as pr\n"
            "from pygame_rules.bots import bot_move\n"
            "from pygame_rules.messages import render\n"
            "g = pr.new_game('race', ['Ann', 'Bob'], seed=3)\n"
            "while not g.finished: g.apply(bot_move(g, g.active_players[0], 'strong'))\n"
            "print(json.dumps({'ids': [t['id'] for t in pr.titles()], 'result': g.result(),\n"
            "  'count': g.view()['count'], 'last': render('de', **g.view()['log'][-1]['message'])}))"
        )
    )
    assert out["ids"] == ["nar", "lttw", "fttn", "1856", "18esp", "race"]
    assert out["count"] == 10
    winner = out["result"]["ranking"][0]
    assert out["result"]["scores"] == {p: int(p == winner) for p in ("Ann", "Bob")}
    assert out["last"] == f"{winner} bringt den Stand auf 10 und gewinnt."


def test_the_conformance_suite_plays_it():
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "tests/rules/test_conformance.py", "-k", "race"],
        cwd=ROOT,
        env=ENV,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    passed = int(done.stdout.strip().splitlines()[-1].split()[0])
    assert passed >= 10, done.stdout[-500:]
