"""Recorded 18xx.games 1856 games replay through import_18xx to exactly their recorded end.

The fixtures stay in ../shared (never copied here); the tests skip when it is absent.
"""

import json
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.games.g1856.results import values

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
    again = pr.load(json.loads(json.dumps(game.to_save())))
    assert again.finished and values(again.state) == values(game.state)


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
@pytest.mark.parametrize("name", GAMES or ["none"])
def test_money_matches_the_recorded_trace_after_every_action(name):
    """Every player's and corporation's cash, every share price and the bank, action by action,
    as the replay digest of the upstream engine shows them."""
    from g1856_trace import first_difference

    found = first_difference(name)
    assert found is None, f"action #{found[0]} (id {found[1].get('id')}): {found[2]}"


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
def test_a_recorded_run_earning_a_different_amount_is_refused():
    export = json.loads((FIXTURES / "hotseat001.json").read_text())
    run = next(a for a in export["actions"] if a["type"] == "run_routes")
    run["routes"][0]["revenue"] += 10
    with pytest.raises(pr.IncompatibleSave, match="earns"):
        pr.import_18xx(export)
