"""The reach search (reach.py, walks.py) gives on late 1856 and 18ESP boards exactly the answers
of the plain depth-first search it replaced (18xx.games' walk, every walk beyond converging
track tried): the nodes, paths and edges each corporation reaches, whether it has a route, its
tile lays, check_lay's answer (cost or refusal) on every lay it might try, and its station
options; and `connected` (1856 destinations) from cities to pairs of hexes. The answers were
recorded with the plain search (reach_fixture.py)."""

from __future__ import annotations

import gzip
import json

import pytest
from reach_fixture import FIXTURE, answers, board_from_json, connections

RECORDED = json.loads(gzip.decompress(FIXTURE.read_bytes()))


def test_the_fixture_holds_late_boards_of_both_titles():
    names = [p["name"] for p in RECORDED]
    assert any(n.startswith("1856 ") for n in names) and any(n.startswith("18ESP grown") for n in names)
    assert all(len(p["board"]["laid"]) >= 55 for p in RECORDED)


@pytest.mark.parametrize("position", RECORDED, ids=[f"{p['name']} ({len(p['board']['laid'])})" for p in RECORDED])
def test_the_same_answers_as_the_plain_search(position):
    state = board_from_json(position["board"])
    for corp, recorded in position["answers"].items():
        now = answers(state, corp)
        assert {k: v for k, v in now.items() if v != recorded[k]} == {}, corp


@pytest.mark.parametrize("position", RECORDED, ids=[f"{p['name']} ({len(p['board']['laid'])})" for p in RECORDED])
def test_the_same_connections_as_the_plain_search(position):
    assert connections(board_from_json(position["board"]), position["name"]) == position["connected"]
