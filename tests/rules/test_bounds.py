"""Bounded work for any input (issue 9): too long or too deeply nested texts are refused before
they are parsed, a game has a most moves it may have, and history costs memory linear in the
game's length."""

from __future__ import annotations

import gc
import itertools
import json
import re
import tracemalloc
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules import api, webapi
from pygame_rules.game_log import SHOWN
from pygame_rules.limits import MAX_ACTIONS, MAX_JSON_CHARS, MAX_JSON_DEPTH, text_depth
from pygame_rules.messages import render

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx" / "1856"


def nar_save():
    g = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=42)
    found = next(a for a in g.legal_actions() if a["type"] == "found_company")
    g.apply({**found, "price": 500})
    return g.to_save()


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


SAFE_JSON = Path(__file__).resolve().parents[2] / "web" / "safe-json.js"


@pytest.mark.skipif(not SAFE_JSON.is_file(), reason=f"the page's code is not here ({SAFE_JSON})")
def test_the_page_and_python_bound_json_by_the_same_numbers():
    bounds = dict(re.findall(r"export const (MAX_JSON_\w+) = ([\d_]+);", SAFE_JSON.read_text("utf-8")))
    assert {k: int(v) for k, v in bounds.items()} == {
        "MAX_JSON_CHARS": MAX_JSON_CHARS,
        "MAX_JSON_DEPTH": MAX_JSON_DEPTH,
    }


def test_nesting_is_measured_on_the_text_skipping_strings():
    assert text_depth('{"a": [1, {"b": "[[[{{{"}], "c": "\\"]["}') == 3
    assert text_depth(nested(3000)) == 3000
    assert text_depth("") == 0


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 2500, 3000, 100_000])
def test_a_save_nested_too_deeply_is_refused_before_it_is_parsed(depth, monkeypatch):
    texts = [nested(depth), json.dumps(nar_save())[:-1] + ', "junk": ' + nested(depth) + "}"]

    def no_parsing(*args, **kwargs):
        raise AssertionError("json.loads saw the text")

    monkeypatch.setattr(json, "loads", no_parsing)  # (json.loads, for this test only)
    for text in texts:
        with pytest.raises(pr.IncompatibleSave, match=f"nested more than {MAX_JSON_DEPTH} levels"):
            pr.load(text)


def test_an_already_parsed_save_nested_too_deeply_is_refused_without_recursion():
    deep: list = []
    # beyond the recursion limit (the walk has its own stack), not so deep that freeing it would
    # exhaust the stack itself (in Pyodide a list 200,000 deep does)
    for _ in range(3000):
        deep = [deep]
    with pytest.raises(pr.IncompatibleSave, match="nested more than"):
        pr.load({**nar_save(), "junk": deep})


def test_a_save_too_long_is_refused_before_it_is_parsed():
    save = nar_save()
    save["players"][0] += "x" * MAX_JSON_CHARS
    with pytest.raises(pr.IncompatibleSave, match="characters, more than the 4,000,000 allowed"):
        pr.load(json.dumps(save))
    with pytest.raises(pr.IncompatibleSave, match="more than 4,000,000 characters"):
        pr.load(save)


def test_the_browser_entry_bounds_its_request_too():
    out = json.loads(webapi.call("open", '{"game_id": "deep", "save": ' + nested(3000) + "}"))
    assert out["ok"] is False and out["error"]["kind"] == "IncompatibleSave"
    assert "nested more than" in out["error"]["message"]
    shallow = {"game_id": "ok", "save": nar_save()}
    assert json.loads(webapi.call("open", json.dumps(shallow)))["ok"]


def test_a_save_with_more_moves_than_a_game_may_have_is_refused_before_replaying():
    save = nar_save()
    save["actions"] = save["actions"] * (MAX_ACTIONS + 1)
    with pytest.raises(pr.IncompatibleSave, match="20,001 moves; a game may have at most 20,000"):
        pr.load(save)


def test_a_game_stops_at_the_most_moves_a_game_may_have(monkeypatch):
    monkeypatch.setattr(api, "MAX_ACTIONS", 12)
    g = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1)
    for _ in range(12):
        g.apply({"type": "pass", "player": g.active_players[0]})
    before = g.to_save()
    with pytest.raises(pr.IllegalAction, match="reached the most moves a game may have"):
        g.apply({"type": "pass", "player": g.active_players[0]})
    assert g.to_save() == before


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
def test_the_longest_recorded_game_is_far_from_the_most_moves():
    longest = max(len(pr.import_18xx(json.loads(p.read_text("utf-8"))).actions) for p in FIXTURES.glob("*.json"))
    assert 400 < longest < MAX_ACTIONS // 10


def passes(g, n):
    """Everyone passes in 1856's auction of the privates: the privates pay and it goes round."""
    for _ in range(n):
        g.apply({"type": "pass", "player": g.active_players[0]})


def test_history_costs_memory_linear_in_the_length_of_an_endless_round_of_passes():
    passes(pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1), 30)  # the title's data, loaded once
    n = 1000
    tracemalloc.start()
    try:
        g = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1)
        held = []
        for _ in range(2):
            gc.collect()
            held.append(tracemalloc.get_traced_memory()[0])
            passes(g, n)
        gc.collect()
        held.append(tracemalloc.get_traced_memory()[0])
    finally:
        tracemalloc.stop()
    first, second = (b - a for a, b in itertools.pairwise(held))
    # each snapshot once copied the whole log: the second thousand passes cost 1.3 times the first
    assert second < 1.15 * first, (first, second)
    assert len(g.state.log) > 1.5 * len(g.actions)  # the log is there, and longer than the moves


def test_the_save_of_a_long_game_is_proportional_to_its_moves():
    g = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1)
    passes(g, 500)
    half = len(json.dumps(g.to_save()))
    passes(g, 500)
    assert len(json.dumps(g.to_save())) < 2.05 * half


def test_a_view_carries_the_newest_log_lines_and_how_many_there_are():
    g = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1)
    passes(g, 1000)
    lines = [{"step": s, "text": t} for s, t in g.state.log]
    view = g.view()
    assert view["log_length"] == len(lines) > SHOWN
    assert plain(view["log"]) == lines[-SHOWN:]
    assert plain(g.view(at=10)["log"]) == [{"step": s, "text": t} for s, t in g.state_at(10).log]
    said = [line for line in view["log"] if "message" in line]  # lines said as messages carry their key
    assert said and all(render("en", line["message"]["key"], line["message"]["args"]) == line["text"] for line in said)


def plain(log: list[dict]) -> list[dict]:
    return [{"step": line["step"], "text": line["text"]} for line in log]
