"""The reach search's work stays bounded on the busiest late 18ESP boards found (grown by legal
lays, majors on both gauges, passes open): counted in steps (walks.WORK: states entered or looked
at), the same on every machine, so that a search that blows up (18xx.games' walk tries every walk
beyond converging track: millions of steps on these boards) fails here rather than slowing the
conformance and oracle tests."""

from __future__ import annotations

import gzip
import json

import pytest
from reach_fixture import FIXTURE, GRAY, board_from_json

from pygame_rules.core18xx import walks
from pygame_rules.core18xx.tokens import token_options
from pygame_rules.core18xx.track import LayRules, check_lay, lay_options

BUSIEST = ("18ESP grown 1", "18ESP grown 3")
# the most a corporation's lays, stations and checks take on these boards (about 105,000 steps
# in November 2026; all corporations of a board about 660,000), with room to spare
STEPS_PER_CORPORATION = 350_000
STEPS_PER_BOARD = 2_000_000
POSITIONS = {p["name"]: p for p in json.loads(gzip.decompress(FIXTURE.read_bytes()))}


def work(state, corp: str) -> int:
    """The steps of what a corporation's operating turn asks of a board seen for the first time:
    its lay options, its station options and a check of each lay."""
    state.forget()
    before = walks.WORK.steps
    rules = LayRules(GRAY)
    for lay in lay_options(state, corp, rules):
        check_lay(state, corp, lay.hex, lay.tile, lay.rotations[0], rules)
    token_options(state, corp)
    return walks.WORK.steps - before


@pytest.mark.parametrize("name", BUSIEST)
def test_the_reach_search_stays_within_its_steps(name):
    state = board_from_json(POSITIONS[name]["board"])
    steps = {corp: work(state, corp) for corp in POSITIONS[name]["answers"]}
    assert max(steps.values()) > 10_000  # the count counts
    assert max(steps.values()) < STEPS_PER_CORPORATION, steps
    assert sum(steps.values()) < STEPS_PER_BOARD, steps
