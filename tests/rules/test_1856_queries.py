"""The questions the 1856 table asks (Title.query through webapi 'query'): the lays on one hex
with their previews and costs, an edited run's revenue and validity, the best run with
progress, the dividend choices' outcomes. Each answer must agree with what applying the
corresponding action does."""

from __future__ import annotations

import copy
import json
import random

import pytest

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.errors import MalformedAction
from pygame_rules.messages import render
from pygame_rules.playout import random_move

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def first_positions(seed: int = 3) -> dict[str, pr.Game]:
    """The first position of a random game where each question arises."""
    game, rnd = pr.new_game("1856", PLAYERS, seed=seed), random.Random(seed)
    found: dict[str, pr.Game] = {}
    wanted = {"lay_tile", "run_routes", "dividend"}
    while not game.finished and not wanted <= set(found):
        for a in game.legal_actions():
            if a["type"] in wanted and a["type"] not in found and (a["type"] != "run_routes" or a["routes"]):
                found[a["type"]] = copy.deepcopy(game)
        game.apply(random_move(game, rnd))
    return found


@pytest.fixture(scope="module")
def positions() -> dict[str, pr.Game]:
    return first_positions()


def ask(game: pr.Game, name: str, args: dict | None = None, progress=None):
    return json.loads(json.dumps(game.title.query(game.state, name, args or {}, progress)))


def test_the_lays_on_a_hex_are_its_legal_lays_and_each_preview_is_the_hex_after_the_lay(positions):
    game = positions["lay_tile"]
    legal = [a for a in game.legal_actions() if a["type"] == "lay_tile"]
    coord = legal[0]["hex"]
    answer = ask(game, "lays", {"hex": coord})
    assert [x["action"] for x in answer] == [a for a in legal if a["hex"] == coord]
    for x in answer:
        after = copy.deepcopy(game)
        cash = after.view()["corporations"]
        after.apply(x["action"])
        assert after.view()["board"]["hexes"][coord] == x["hex"]
        paid = {c["id"]: c["cash"] for c in cash}[x["action"]["corporation"]] - {
            c["id"]: c["cash"] for c in after.view()["corporations"]
        }[x["action"]["corporation"]]
        assert paid == x["cost"]
    assert ask(game, "lays", {"hex": "A1"}) == []


def test_the_legal_run_checks_out_and_an_edited_route_is_built_through_the_clicked_stops(positions):
    game = positions["run_routes"]
    (offer,) = [a for a in game.legal_actions() if a["type"] == "run_routes"]
    checked = ask(game, "run", {"routes": offer["routes"]})
    assert checked["problem"] is None and checked["problems"] == [None] * len(offer["routes"])
    assert checked["total"] == sum(checked["revenues"]) > 0
    first, others = offer["routes"][0], offer["routes"][1:]
    rebuilt = ask(game, "run", {"routes": others, "edit": {"train": first["train"], "stops": first["stops"]}})
    assert rebuilt["total"] == checked["total"] and rebuilt["edit"]["problem"] is None
    assert {r["train"] for r in rebuilt["routes"]} == {r["train"] for r in offer["routes"]}
    start = ask(game, "run", {"routes": others, "edit": {"train": first["train"], "stops": first["stops"][:1]}})
    assert first["stops"][1] in start["edit"]["next"]
    assert start["edit"]["problem"] is None and len(start["routes"]) == len(others)
    backwards = ask(game, "run", {"routes": offer["routes"] + [dict(first)]})
    assert backwards["problem"] and backwards["total"] is None


def test_the_best_run_reports_progress_and_earns_at_least_the_legal_run(positions):
    game = positions["run_routes"]
    (offer,) = [a for a in game.legal_actions() if a["type"] == "run_routes"]
    heard = []
    best = ask(game, "best_routes", progress=heard.append)
    assert best["optimal"] and best["total"] == sum(best["revenues"])
    assert best["total"] >= ask(game, "run", {"routes": offer["routes"]})["total"]
    game.state.board._cache.clear()
    ask(game, "best_routes", progress=heard.append)
    assert heard and heard[-1] == 1.0


def test_each_dividend_outcome_is_what_the_choice_pays_and_where_the_price_goes(positions):
    game = positions["dividend"]
    outcomes = ask(game, "dividends")
    for a in (a for a in game.legal_actions() if a["type"] == "dividend"):
        before = game.view()
        after = copy.deepcopy(game)
        after.apply(a)
        corp = {c["id"]: c for c in after.view()["corporations"]}[a["corporation"]]
        was = {c["id"]: c for c in before["corporations"]}[a["corporation"]]
        outcome = outcomes[a["kind"]]
        gained = {p["name"]: p["cash"] for p in after.view()["players"]}
        for p in before["players"]:
            assert gained[p["name"]] - p["cash"] == outcome["players"].get(p["name"], 0)
        assert outcome["price"] == [was["price"], corp["price"]]
        assert outcome["revenue"] >= 0


def test_webapi_answers_queries_and_passes_progress_on(positions):
    game = positions["run_routes"]
    webapi._games["q"] = game
    heard = []
    answer = json.loads(webapi.call("query", json.dumps({"game_id": "q", "name": "best_routes"}), heard.append))
    assert answer["ok"] and answer["data"]["total"] > 0
    unknown = json.loads(webapi.call("query", json.dumps({"game_id": "q", "name": "weather"})))
    assert unknown["error"]["kind"] == "MalformedAction"
    webapi._games["n"] = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=1)
    assert json.loads(webapi.call("query", json.dumps({"game_id": "n", "name": "lays"})))["ok"] is False
    with pytest.raises(MalformedAction):
        game.title.query(game.state, "run", {"routes": "no"})
    webapi._games.pop("q")
    webapi._games.pop("n")


def test_a_refusal_reaches_the_page_as_a_message_in_each_language(positions):
    game = copy.deepcopy(positions["lay_tile"])
    offer = next(a for a in game.legal_actions() if a["type"] == "lay_tile")
    webapi._games["r"] = game
    try:
        action = {**offer, "hex": "Z99"}
        answer = json.loads(webapi.call("apply", json.dumps({"game_id": "r", "action": action})))
    finally:
        webapi._games.pop("r")
    error = answer["error"]
    assert error["kind"] == "IllegalAction" and error["message"] == "There is no hex Z99."
    assert error["said"] == {"key": "lay.no_hex", "args": {"hex": "Z99"}}
    assert render("de", error["said"]["key"], error["said"]["args"]) == "Es gibt kein Feld Z99."
    assert len(game.actions) == len(positions["lay_tile"].actions)  # nothing changed
