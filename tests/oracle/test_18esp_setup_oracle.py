"""18ESP's set-up against 18xx.games: for 60 seeds (small, large, past 2**31) and each player
count, the variable and the standard set-up are drawn here and created in the reference engine
(../shared/reference-18xx, through setup18esp.rb), and must agree on the corporations in play,
the ones drawn out (in the order drawn), P6's side and share and P7's director's certificate."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest
from oracle import REFERENCE, missing

from pygame_rules.games.g18esp.data import data
from pygame_rules.games.g18esp.set_up import draw

SCRIPT = Path(__file__).with_name("setup18esp.rb")
SEEDS = [0, 1, 2, 717663806, 2**31 - 1, 2**31, 2**31 + 12345, 2**53 - 1, *random.Random(18).sample(range(10**12), 52)]


def requests() -> list[dict]:
    out = [{"seed": seed, "players": players, "core": False} for seed in SEEDS for players in (3, 4, 5, 6)]
    return out + [{"seed": seed, "players": 3 + i % 4, "core": True} for i, seed in enumerate(SEEDS)]


@pytest.mark.skipif(missing() is not None, reason=str(missing()))
def test_our_set_up_draws_what_18xx_games_draws():
    asked = requests()
    done = subprocess.run(
        ["ruby", str(SCRIPT), str(REFERENCE)],
        input="".join(json.dumps(r) + "\n" for r in asked),
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(asked)
    for request, theirs in zip(asked, answers):
        assert "error" not in theirs, (request, theirs)
        ours = draw(request["seed"], [f"Player {i}" for i in range(1, request["players"] + 1)], request["core"])
        assert set(ours.corporations) == set(theirs["corporations"]), request
        if not request["core"]:
            assert list(ours.removed) == theirs["removed"], request
        assert data().private("P6", ours.p6_card)["name_18xx"] == theirs["p6"], request
        assert (ours.p6_share, ours.p7) == (theirs["p6_share"], theirs["p7"]), request
