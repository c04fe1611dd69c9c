"""The public API's promises: errors, saves, undo, the browser entry, the generator."""

import json

import pytest

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.rng import Rng


def game():
    return pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=42)


def first_found(g, price=500):
    found = next(a for a in g.legal_actions() if a["type"] == "found_company")
    return {**found, "price": price}


def test_titles_lists_north_american_railways():
    assert {"id": "nar", "name": "North American Railways", "players": [3, 5]}.items() <= next(
        t for t in pr.titles() if t["id"] == "nar"
    ).items()


@pytest.mark.parametrize(
    "players,message",
    [
        (["Ann", "Bob"], "3-5 players"),
        (["Ann", "Ann", "Cy"], "same name"),
        (["Ann", "", "Cy"], "needs a name"),
        ("Ann,Bob,Cy", "list of names"),
    ],
)
def test_bad_set_up_is_refused_with_a_reason(players, message):
    with pytest.raises(ValueError, match=message):
        pr.new_game("nar", players, seed=1)


def test_unknown_title():
    with pytest.raises(ValueError, match="Unknown game"):
        pr.new_game("chess", ["A", "B", "C"], seed=1)


def test_illegal_action_is_a_value_error_with_a_reason_and_changes_nothing():
    g = game()
    before = (g.view(), g.legal_actions(), list(g.actions))
    with pytest.raises(ValueError, match="from 100 to 2,000"):
        g.apply(first_found(g, price=2100))
    with pytest.raises(pr.MalformedAction, match="Unknown field"):
        g.apply({**first_found(g), "bonus": 1})
    assert (g.view(), g.legal_actions(), list(g.actions)) == before


def test_save_holds_title_options_seed_players_and_actions():
    g = game()
    g.apply(first_found(g))
    save = g.to_save()
    assert set(save) == {"format", "title", "options", "seed", "players", "actions"}
    assert (save["title"], save["seed"], save["players"]) == ("nar", 42, ["Ann", "Bob", "Cy"])
    assert pr.load(json.dumps(save)).view() == g.view()


@pytest.mark.parametrize(
    "mangle,message",
    [
        (lambda s: "{not json", "not valid JSON"),
        (lambda s: {**s, "format": "pygame-rules-save/0"}, "format"),
        (lambda s: {**s, "title": "nope"}, "Unknown game"),
        (lambda s: {k: v for k, v in s.items() if k != "seed"}, "no seed"),
        (lambda s: {**s, "actions": "x"}, "no action list"),
        (
            lambda s: {**s, "actions": s["actions"] + [{"type": "end_turn", "player": "Zed"}]},
            "Move 2 of 2 cannot be played: .*damaged",
        ),
        (lambda s: {**s, "actions": [{**s["actions"][0], "price": "all"}]}, "Move 1 of 1 .*damaged"),
        (lambda s: {**s, "actions": [[1, 2]]}, "Move 1 of 1 .*damaged"),
    ],
)
def test_a_broken_or_tampered_save_is_refused_with_a_reason(mangle, message):
    g = game()
    g.apply(first_found(g))
    with pytest.raises(pr.IncompatibleSave, match=message):
        pr.load(mangle(g.to_save()))


def test_undo_takes_back_the_last_action():
    g = game()
    start = g.view()
    g.apply(first_found(g))
    assert g.undo()["type"] == "found_company"
    assert g.view() == start and g.actions == []
    with pytest.raises(pr.IllegalAction, match="nothing to undo"):
        g.undo()


def test_generator_is_splitmix64():
    # reference values of splitmix64 seeded with 0 and 1234567
    r = Rng(0)
    assert [r.next64() for _ in range(2)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
    assert Rng(1234567).next64() == 6457827717110365317


def test_shuffle_is_the_same_everywhere():
    items = list(range(10))
    Rng(7).shuffle(items)
    assert items == [8, 1, 5, 9, 0, 4, 3, 2, 6, 7]  # recorded once; must never change


def call(method, **args):
    return json.loads(webapi.call(method, json.dumps(args)))


def test_webapi_plays_a_game_by_json():
    out = call("new_game", game_id="t1", title="nar", players=["Ann", "Bob", "Cy"], seed=42)
    assert out["ok"] and out["data"]["active_players"]
    action = first_found(pr.load(out["data"]["save"]))
    out = call("apply", game_id="t1", action=action)
    assert out["ok"] and out["data"]["length"] == 1
    assert call("history", game_id="t1", at=0)["data"]["view"]["step"] == 0
    assert call("undo", game_id="t1")["data"]["length"] == 0
    reopened = call("open", game_id="t2", save=out["data"]["save"])["data"]
    assert reopened["view"] == out["data"]["view"]


def test_webapi_reports_errors_by_kind():
    call("new_game", game_id="t3", title="nar", players=["Ann", "Bob", "Cy"], seed=42)
    bad = call("apply", game_id="t3", action={"type": "pass", "player": "Nobody"})
    said = {"key": "error.not_your_turn", "args": {"player": "Nobody", "active": ["Cy"]}}
    assert bad == {"ok": False, "error": {"kind": "IllegalAction", "message": bad["error"]["message"], "said": said}}
    assert "turn" in bad["error"]["message"]
    assert call("open", game_id="t4", save={"format": 0})["error"]["kind"] == "IncompatibleSave"
    assert call("apply", game_id="missing", action={})["error"]["kind"] == "KeyError"
    assert json.loads(webapi.call("nope", "{}"))["error"]["kind"] == "MalformedAction"
    assert json.loads(webapi.call("titles", "[1]"))["ok"] is False


def test_the_shipped_catalogue_lists_the_titles_as_they_describe_themselves():
    from pygame_rules import registry

    assert pr.titles() == registry.describe_all()
    assert [t["id"] for t in pr.titles()] == registry.ids() == ["nar", "lttw", "fttn", "1856", "18esp"]


def test_every_title_credits_its_designers():
    assert all(t["credits"].startswith("by ") for t in pr.titles())


def test_a_legal_move_that_trips_the_rules_code_is_their_bug_not_the_players(monkeypatch):
    """A move the rules list as legal that raises inside them is a RulesBug (reported as the
    engine's fault); an unlisted one that trips them stays an unreadable move. Either way the
    game is unchanged."""
    g = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=1)
    legal = g.legal_actions()[0]
    move = {k: v["min"] if isinstance(v, dict) else v for k, v in legal.items()}
    before = g.view()

    def broken(state, action):
        raise KeyError("a rules bug")

    monkeypatch.setattr(g.title, "apply", broken)
    with pytest.raises(pr.RulesBug, match="a rules bug"):
        g.apply(move)
    with pytest.raises(pr.MalformedAction, match="could not be read|cannot be read|unreadable"):
        g.apply({**move, "column": 99})
    assert g.view() == before and g.actions == []
