"""Recorded 18xx.games 1856 games replay through import_18xx to exactly their recorded end.

The fixtures stay in ../shared (never copied here); the tests skip when it is absent. Games that
need the map (tile lays, station markers, routes) wait for the board layer: see
pygame_rules/games/g1856/STATUS.md.
"""

import json
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.api import Game
from pygame_rules.games.g1856.results import values
from pygame_rules.games.g1856.rules import G1856

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx" / "1856"
GAMES = sorted(p.stem for p in FIXTURES.glob("*.json")) if FIXTURES.is_dir() else []


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
@pytest.mark.parametrize("name", GAMES or ["none"])
def test_recorded_game_replays_to_its_recorded_end(name):
    export = json.loads((FIXTURES / f"{name}.json").read_text())
    game = pr.import_18xx(export)
    names = {str(p.get("id", p["name"])): p["name"] for p in export["players"]}
    assert game.finished
    assert game.state.end_reason == export["game_end_reason"]
    assert values(game.state) == {names[k]: v for k, v in export["result"].items()}
    save = json.loads(json.dumps(game.to_save()))
    again = Game(G1856(), save["players"], save["seed"], save["options"])
    again._replay(save["actions"])  # the title is registered once the conformance suite passes
    assert again.finished and values(again.state) == values(game.state)


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
@pytest.mark.parametrize("name", GAMES or ["none"])
def test_money_matches_the_recorded_trace_after_every_action(name):
    """Every player's and corporation's cash, every share price and the bank, action by action,
    as the replay digest of the upstream engine shows them."""
    from g1856_trace import first_difference

    found = first_difference(name)
    assert found is None, f"action #{found[0]} (id {found[1].get('id')}): {found[2]}"
