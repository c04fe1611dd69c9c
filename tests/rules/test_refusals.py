"""Every refusal has the right error type and a player's words (issue 9): malformed actions in
every title, damaged saves, files that are not 18xx.games exports, odd requests to the browser
entry."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.legal import is_range
from pygame_rules.messages import LANGUAGES, render
from pygame_rules.playout import concrete, random_move

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx" / "1856"
PLAYERS = {"nar": 3, "lttw": 2, "fttn": 3, "1856": 4}
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def position_with(title: str, wanted, seed: int = 3) -> tuple[pr.Game, dict]:
    """A game of a random playout at the first legal action `wanted` accepts, and that action."""
    g = pr.new_game(title, NAMES[: PLAYERS[title]], seed=seed)
    rnd = random.Random(seed)
    while not g.finished:
        found = next((a for a in g.legal_actions() if wanted(a)), None)
        if found:
            return g, found
        g.apply(random_move(g, rnd))
    raise AssertionError(f"no such action in a random {title} game")


def with_number(action: dict) -> bool:
    return any(is_range(v) or (isinstance(v, int) and not isinstance(v, bool)) for v in action.values())


def number_field(action: dict) -> tuple[str, int]:
    return next((k, v) for k, v in action.items() if isinstance(v, int) and not isinstance(v, bool))


def fingerprint(g: pr.Game) -> str:
    return json.dumps([g.to_save(), g.view(), g.legal_actions()], sort_keys=True)


def refused(g: pr.Game, action, error=pr.MalformedAction) -> str:
    """The refusal's message; the game is unchanged."""
    before = fingerprint(g)
    with pytest.raises(error) as caught:
        g.apply(action)
    assert fingerprint(g) == before
    return str(caught.value)


@pytest.fixture(scope="module", params=sorted(PLAYERS))
def numbered(request) -> tuple[pr.Game, dict]:
    """A position of each title where a legal action has a whole-number field (a price, a bid)."""
    g, action = position_with(request.param, with_number)
    return g, concrete(action, random.Random(0))


def test_an_action_that_is_not_an_object_is_malformed(numbered):
    g, _ = numbered
    for junk in (None, 3, "pass", ["pass"], [{"type": "pass"}]):
        assert "must be a JSON object" in refused(g, junk)


def test_a_type_the_game_does_not_have_is_malformed(numbered):
    g, action = numbered
    assert f"{g.title.name} has no move called 'teleport'" in refused(g, {**action, "type": "teleport"})


def test_a_missing_field_is_named(numbered):
    g, action = numbered
    key, _ = number_field(action)
    assert f"needs the field {key}" in refused(g, {k: v for k, v in action.items() if k != key})


def test_an_unknown_field_is_named(numbered):
    g, action = numbered
    assert "Unknown field for" in refused(g, {**action, "__proto__": {"polluted": True}})
    assert "'constructor'" in refused(g, {**action, "constructor": 1})


@pytest.mark.parametrize("odd", [2.0, 2.5, True, False, "3", None, [3], {"n": 3}])
def test_a_whole_number_is_a_whole_number_not_a_float_a_bool_or_a_text(numbered, odd):
    g, action = numbered
    key, value = number_field(action)
    if odd in (2.0, 2.5):
        odd = value + odd - 2  # the same number (or half a step off), written with a fraction
    assert f"'{key}' must be a whole number, not {odd!r}" in refused(g, {**action, key: odd})


def test_a_text_field_given_a_number_is_malformed(numbered):
    g, action = numbered
    assert "needs a 'player'" in refused(g, {**action, "player": 7})
    texts = [k for k, v in action.items() if isinstance(v, str) and k not in ("type", "player")]
    for key in texts:
        assert f"'{key}' must be a text, not 7" in refused(g, {**action, key: 7})


def test_the_well_formed_action_is_still_accepted(numbered):
    g, action = numbered
    copy.deepcopy(g).apply(action)


@pytest.fixture(scope="module")
def tile_lay() -> tuple[pr.Game, dict]:
    return position_with("1856", lambda a: a["type"] == "lay_tile" and "private" not in a, seed=11)


@pytest.fixture(scope="module")
def run() -> tuple[pr.Game, dict]:
    return position_with("1856", lambda a: a["type"] == "run_routes", seed=11)


def test_an_1856_tile_lay_checks_the_fields_the_player_fills_in(tile_lay):
    g, lay = tile_lay
    assert "'rotation' must be a whole number, not '1'" in refused(g, {**lay, "rotation": "1"})
    assert "'rotation' must be a whole number, not True" in refused(g, {**lay, "rotation": True})
    assert "'hex' must be a text, not 5" in refused(g, {**lay, "hex": 5})
    assert "needs the field hex" in refused(g, {k: v for k, v in lay.items() if k != "hex"})
    refused(g, {**lay, "hex": "Z99"}, pr.IllegalAction)  # well formed, but no such hex: the rules say no


def test_an_1856_run_checks_the_routes_the_player_submits(run):
    g, action = run
    assert "'routes' must be a list, not 'all'" in refused(g, {**action, "routes": "all"})
    for odd in ([1, 2], [{"train": None}], [{"hexes": {"__proto__": 1}}], [[[[]]]]):
        refused(g, {**action, "routes": odd}, pr.IllegalAction)
    copy.deepcopy(g).apply(action)


def test_anything_else_going_wrong_inside_the_rules_changes_nothing_and_is_said_whose_fault_it_is(
    numbered, monkeypatch
):
    """A move the rules do not list that trips their code is unreadable; a listed one that trips
    it is the rules' own bug (RulesBug, never the player's mistake). Either way nothing changes."""
    g, action = numbered
    key, _ = number_field(action)

    def tripped(state, a):
        state.step = -1  # half-way through, then an unforeseen error
        raise KeyError("oops")

    monkeypatch.setattr(g.title, "apply", tripped)
    assert "oops" in refused(g, action, pr.RulesBug)
    assert "cannot be read here" in refused(g, {**action, key: 10**9})


# --- saves whose moves are damaged ---


def nar_game():
    g = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=42)
    found = next(a for a in g.legal_actions() if a["type"] == "found_company")
    g.apply({**found, "price": 500})
    return g


def test_a_save_whose_moves_do_not_replay_says_its_moves_are_damaged():
    save = nar_game().to_save()
    save["actions"].append({"type": "end_turn", "player": "Zed"})
    with pytest.raises(pr.DamagedSave) as caught:
        pr.load(save)
    message = str(caught.value)
    assert message.startswith("Move 2 of 2 cannot be played: ") and message.endswith("The game's moves are damaged.")
    assert "Zed" in message and "version" not in message


def test_a_move_after_the_end_is_damage_too():
    g = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1)
    g.apply({"type": "end_game", "player": g.active_players[0]})
    save = g.to_save()
    save["actions"].append({"type": "pass", "player": "Ann"})
    with pytest.raises(pr.DamagedSave, match="Move 2 of 2 comes after the game's end. The game's moves are damaged"):
        pr.load(save)


def test_a_save_of_another_format_is_incompatible_not_damaged():
    save = {**nar_game().to_save(), "format": "pygame-rules-save/9"}
    with pytest.raises(pr.IncompatibleSave, match="format") as caught:
        pr.load(save)
    assert not isinstance(caught.value, pr.DamagedSave)


def test_the_browser_entry_reports_a_damaged_save_by_its_kind():
    save = nar_game().to_save()
    save["actions"][0]["price"] = 2.0
    out = json.loads(webapi.call("open", json.dumps({"game_id": "damaged", "save": save})))
    assert out["ok"] is False and out["error"]["kind"] == "DamagedSave"
    assert "'price' must be a whole number, not 2.0" in out["error"]["message"]


# --- files that are not 18xx.games exports ---

EXPORT = {
    "id": 7,
    "title": "1856",
    "players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}],
    "settings": {"seed": 5, "optional_rules": []},
    "actions": [{"type": "pass", "entity": 1, "entity_type": "player", "id": 1}],
}


@pytest.mark.parametrize(
    "export,what",
    [
        (None, "not an object"),
        ([EXPORT], "not an object"),
        ("{not json", "not JSON"),
        ({k: v for k, v in EXPORT.items() if k != "title"}, "no title"),
        ({k: v for k, v in EXPORT.items() if k != "players"}, "no players"),
        ({k: v for k, v in EXPORT.items() if k != "actions"}, "no actions"),
        ({**EXPORT, "title": 1856}, "title is not a text"),
        ({**EXPORT, "players": "Ann, Bob, Cy"}, "players are not a list"),
        ({**EXPORT, "players": [{"id": 1}, {"id": 2}, {"id": 3}]}, "players are not a list"),
        ({**EXPORT, "actions": {"1": "pass"}}, "actions are not a list"),
        ({**EXPORT, "actions": [["pass"]]}, "actions are not a list"),
        ({**EXPORT, "settings": "fast"}, "settings are not an object"),
        ({**EXPORT, "settings": {"seed": "five"}}, "seed is not a whole number"),
        ({**EXPORT, "settings": {"optional_rules": "all"}}, "optional rules are not a list"),
        ({**EXPORT, "actions": [{**EXPORT["actions"][0], "entity": 9}]}, "player '9', who is not among its players"),
        ({**EXPORT, "actions": [{"type": "pass", "entity": "XYZ", "entity_type": "corporation"}]}, "no 1856 corp"),
        ({**EXPORT, "actions": [{"type": "pass", "entity": "XYZ", "entity_type": "company"}]}, "no 1856 private"),
        ({**EXPORT, "actions": [{"type": "pass", "entity": 1}]}, "neither a player, a corporation nor a private"),
        ({**EXPORT, "actions": [{"type": "bid", "entity": 1, "entity_type": "player", "id": 1}]}, "has no 'company'"),
        ({**EXPORT, "actions": [{**EXPORT["actions"][0], "auto_actions": 5}]}, "actions cannot be read"),
        (
            {
                **EXPORT,
                "extra": [
                    [
                        [
                            [
                                [
                                    [
                                        [
                                            [
                                                [
                                                    [
                                                        [
                                                            [
                                                                [
                                                                    [
                                                                        [
                                                                            [
                                                                                [
                                                                                    [
                                                                                        [
                                                                                            [
                                                                                                [
                                                                                                    [
                                                                                                        [
                                                                                                            [
                                                                                                                [
                                                                                                                    [
                                                                                                                        [
                                                                                                                            [
                                                                                                                                [
                                                                                                                                    [
                                                                                                                                        [
                                                                                                                                            [
                                                                                                                                                [
                                                                                                                                                    [
                                                                                                                                                        [
                                                                                                                                                            [
                                                                                                                                                                [
                                                                                                                                                                    [
                                                                                                                                                                        [
                                                                                                                                                                            [
                                                                                                                                                                                [
                                                                                                                                                                                    [
                                                                                                                                                                                        [
                                                                                                                                                                                            [
                                                                                                                                                                                                [
                                                                                                                                                                                                    [
                                                                                                                                                                                                        [
                                                                                                                                                                                                            [
                                                                                                                                                                                                                [
                                                                                                                                                                                                                    [
                                                                                                                                                                                                                        [
                                                                                                                                                                                                                            [
                                                                                                                                                                                                                                [
                                                                                                                                                                                                                                    [
                                                                                                                                                                                                                                        [
                                                                                                                                                                                                                                            [
                                                                                                                                                                                                                                                [
                                                                                                                                                                                                                                                    [
                                                                                                                                                                                                                                                        [
                                                                                                                                                                                                                                                            [
                                                                                                                                                                                                                                                                [
                                                                                                                                                                                                                                                                    [
                                                                                                                                                                                                                                                                        [
                                                                                                                                                                                                                                                                            [
                                                                                                                                                                                                                                                                                []
                                                                                                                                                                                                                                                                            ]
                                                                                                                                                                                                                                                                        ]
                                                                                                                                                                                                                                                                    ]
                                                                                                                                                                                                                                                                ]
                                                                                                                                                                                                                                                            ]
                                                                                                                                                                                                                                                        ]
                                                                                                                                                                                                                                                    ]
                                                                                                                                                                                                                                                ]
                                                                                                                                                                                                                                            ]
                                                                                                                                                                                                                                        ]
                                                                                                                                                                                                                                    ]
                                                                                                                                                                                                                                ]
                                                                                                                                                                                                                            ]
                                                                                                                                                                                                                        ]
                                                                                                                                                                                                                    ]
                                                                                                                                                                                                                ]
                                                                                                                                                                                                            ]
                                                                                                                                                                                                        ]
                                                                                                                                                                                                    ]
                                                                                                                                                                                                ]
                                                                                                                                                                                            ]
                                                                                                                                                                                        ]
                                                                                                                                                                                    ]
                                                                                                                                                                                ]
                                                                                                                                                                            ]
                                                                                                                                                                        ]
                                                                                                                                                                    ]
                                                                                                                                                                ]
                                                                                                                                                            ]
                                                                                                                                                        ]
                                                                                                                                                    ]
                                                                                                                                                ]
                                                                                                                                            ]
                                                                                                                                        ]
                                                                                                                                    ]
                                                                                                                                ]
                                                                                                                            ]
                                                                                                                        ]
                                                                                                                    ]
                                                                                                                ]
                                                                                                            ]
                                                                                                        ]
                                                                                                    ]
                                                                                                ]
                                                                                            ]
                                                                                        ]
                                                                                    ]
                                                                                ]
                                                                            ]
                                                                        ]
                                                                    ]
                                                                ]
                                                            ]
                                                        ]
                                                    ]
                                                ]
                                            ]
                                        ]
                                    ]
                                ]
                            ]
                        ]
                    ]
                ],
            },
            "nested more than 64 levels",
        ),
    ],
)
def test_a_file_of_another_shape_is_not_an_18xx_games_export(export, what):
    with pytest.raises(pr.IncompatibleSave, match="^This is not an 18xx.games export: ") as caught:
        pr.import_18xx(export)
    assert what in str(caught.value)


def test_a_well_formed_export_imports():
    assert pr.import_18xx(EXPORT).actions == [{"type": "pass", "player": "Ann"}]


def test_an_export_imports_from_its_text_as_the_command_line_reads_it():
    assert pr.import_18xx(json.dumps(EXPORT)).actions == [{"type": "pass", "player": "Ann"}]


def test_a_game_of_a_title_not_imported_yet_is_refused_as_incompatible():
    with pytest.raises(pr.IncompatibleSave, match="'1830' cannot be imported yet"):
        pr.import_18xx({**EXPORT, "title": "1830"})


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
def test_a_recorded_game_whose_moves_do_not_replay_keeps_saying_so():
    export = json.loads((FIXTURES / "hotseat004.json").read_text("utf-8"))
    bid = next(a for a in export["actions"] if a["type"] == "bid")
    bid["price"] = 1
    with pytest.raises(pr.IncompatibleSave, match=rf"^Action {bid['id']} \(bid\) does not replay: "):
        pr.import_18xx(export)


# --- the browser entry ---


def call(method: str, text: str) -> dict:
    return json.loads(webapi.call(method, text))


def test_valid_json_of_another_shape_is_not_called_invalid_json():
    for text in ("[1]", '"x"', "3", "null"):
        error = call("titles", text)["error"]
        assert error["kind"] == "MalformedAction" and "not valid JSON" not in error["message"]
        assert "object of arguments" in error["message"]
    assert "not valid JSON" in call("titles", "{nope")["error"]["message"]


def test_a_save_of_another_shape_is_not_a_saved_game():
    error = call("open", json.dumps({"game_id": "g", "save": [1, 2]}))["error"]
    assert error == {
        "kind": "IncompatibleSave",
        "message": "This is not a saved game: a save is an object with a format, title, players and actions, "
        "not a list.",
        "said": {"key": "error.save.not_a_save", "args": {"kind": {"key": "error.kind.list", "args": {}}}},
    }


def test_an_odd_game_id_is_no_open_game():
    for game_id in ([1], {"a": 1}, 3, None):
        error = call("apply", json.dumps({"game_id": game_id, "action": {}}))["error"]
        assert error["kind"] == "KeyError" and "No open game" in error["message"]
    assert call("close", json.dumps({"game_id": [1]}))["ok"]


def test_an_error_message_quoting_a_huge_field_is_cut_short():
    out = call("open", json.dumps({"game_id": "g", "save": {"format": "x" * 100_000}}))
    assert out["error"]["kind"] == "IncompatibleSave" and len(out["error"]["message"]) <= webapi.MAX_MESSAGE


# --- in the player's language ---

SAID = [
    ("titles", "[1]", "error.request.not_object"),
    ("titles", "{nope", "error.request.not_json"),
    ("nope", "{}", "error.unknown_method"),
    ("new_game", {"game_id": "s1", "title": "nar", "players": ["A"], "seed": 1}, "error.setup.player_count"),
    ("new_game", {"game_id": "s1", "title": "zzz", "players": ["A"], "seed": 1}, "error.setup.unknown_title"),
    (
        "new_game",
        {"game_id": "s1", "title": "lttw", "players": ["A", "B"], "options": {"x": 1}},
        "error.setup.unknown_options",
    ),
    ("new_game", {"game_id": "s1", "title": "nar", "players": ["A", "B", "C"], "seed": -1}, "error.setup.seed"),
    ("apply", {"game_id": "nowhere", "action": {}}, "error.no_open_game"),
    ("open", {"game_id": "s2", "save": "[[[["}, "error.save.not_json"),
    ("open", {"game_id": "s2", "save": [1]}, "error.save.not_a_save"),
    (
        "import_18xx",
        {"game_id": "s3", "export": {"title": "1830", "players": [], "actions": []}},
        "error.export.not_yet",
    ),
    ("import_18xx", {"game_id": "s3", "export": {"title": "1856", "players": []}}, "error.export.not_an_export"),
    ("export_18xx", {"game_id": "said"}, "error.export.no_exporter"),
    ("history", {"game_id": "said", "at": 5}, "error.history_steps"),
    ("undo", {"game_id": "said"}, "error.nothing_to_undo"),
    ("apply", {"game_id": "said", "action": {"type": "zap", "player": "Ann"}}, "error.no_such_move"),
    ("apply", {"game_id": "said", "action": {"type": "pass", "player": "Zed"}}, "error.not_your_turn"),
]


@pytest.mark.parametrize("method,args,key", SAID, ids=[key for *_, key in SAID])
def test_the_browser_entry_says_each_error_as_a_message_in_every_language(method, args, key):
    """The page shows the error's message in the player's language: its key and arguments render
    in every catalogue with every placeholder filled, and the English is the error's text."""
    call("new_game", json.dumps({"game_id": "said", "title": "nar", "players": ["Ann", "Bob", "Cy"], "seed": 1}))
    error = call(method, args if isinstance(args, str) else json.dumps(args))["error"]
    said = error["said"]
    assert said["key"] == key
    assert render("en", said["key"], said["args"]) == error["message"]
    for language in LANGUAGES:
        text = render(language, said["key"], said["args"])
        assert not re.search(r"\berror\.\w|\{\w+(:[^{}]*)?\}", text), (language, text)  # no key unknown, no hole
