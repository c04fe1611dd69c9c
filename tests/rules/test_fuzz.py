"""Fuzzing the public API with mutated actions, saves, 18xx.games exports and requests to the
browser entry: only IllegalAction (MalformedAction), IncompatibleSave (DamagedSave) or acceptance
may come out (the browser entry also answers "no open game", set-up refusals and "no 18xx.games
export for this title"), always in
words, and a refused move leaves the game exactly as it was.

Deterministic (fixed seeds); FUZZ_CASES sets the cases per family (default 150, a few seconds).
The counts by outcome are printed with -s and in the run's summary:
    python3 -m pytest tests/rules/test_fuzz.py -s
    FUZZ_CASES=3000 python3 -m pytest tests/rules/test_fuzz.py -s
"""

from __future__ import annotations

import collections
import copy
import json
import os
import random
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.limits import MAX_ACTIONS, MAX_JSON_CHARS
from pygame_rules.playout import random_move

CASES = int(os.environ.get("FUZZ_CASES", "150"))
SHARED = Path(__file__).resolve().parents[2].parent / "shared"
EXPORTS = sorted((SHARED / "fixtures" / "18xx" / "1856").glob("*.json"))
NAMES = ["Ann", "Bob", "Cy", "Dee"]
PLAYERS = {"nar": 3, "lttw": 2, "fttn": 3, "1856": 4}
# words of Python's own errors, which a refusal must not pass on to players
PYTHON_WORDS = ("Traceback", "object has no attribute", "not subscriptable", "unhashable", "NoneType", "Error")
POSITIONS = 12  # positions per title that actions are tried in
# outcome -> count, per family; printed by print_counts and by conftest's terminal summary
COUNTS: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)

EVIL_TEXTS = ["", "__proto__", "constructor", "prototype", "toString", "Ünïcødé ☃ \u202e\u0000", "x" * 10_000, "3"]
JUNK = [
    2.0,
    1.5,
    -0.0,
    float("nan"),
    float("inf"),
    True,
    False,
    None,
    0,
    -1,
    10**30,
    -(10**30),
    2**53,
    [],
    {},
    [[[[[]]]]],
    {"__proto__": {"polluted": True}},
    {"min": 0, "max": 10, "step": 1},
    [{"hexes": [None]}],
    *EVIL_TEXTS,
]


def junk(rnd: random.Random):
    """A value of any kind, now and then nested a few hundred levels deep."""
    if rnd.random() < 0.05:
        value: object = rnd.choice(JUNK)
        for _ in range(rnd.randrange(50, 400)):
            value = [value] if rnd.random() < 0.5 else {"k": value}
        return value
    return copy.deepcopy(rnd.choice(JUNK))


def paths(value, prefix=()):
    """Every place inside a JSON value: (path to the container, key or index)."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        yield prefix, key
        yield from paths(child, (*prefix, key))


def at(value, path):
    for key in path:
        value = value[key]
    return value


def mutate_deep(value, rnd: random.Random):
    """Somewhere inside: a value replaced by junk, a key dropped, or a key added."""
    value = copy.deepcopy(value)
    places = list(paths(value))
    if not places:
        return junk(rnd)
    path, key = rnd.choice(places)
    container = at(value, path)
    move = rnd.randrange(3)
    if move == 0:
        container[key] = junk(rnd)
    elif move == 1:
        del container[key]
    elif isinstance(container, dict):
        container[rnd.choice([*EVIL_TEXTS[:5], "extra"])] = junk(rnd)
    else:
        container.insert(rnd.randrange(len(container) + 1), junk(rnd))
    return value


def mutate_action(action: dict, players: list[str], rnd: random.Random):
    """A legal action made odd in one way."""
    a = dict(action)
    move = rnd.randrange(9)
    keys = sorted(a)
    if move == 0:
        del a[rnd.choice(keys)]
    elif move == 1:
        a[rnd.choice(["bonus", "__proto__", "constructor", "", "Ü", "price"])] = junk(rnd)
    elif move == 2:
        a[rnd.choice([k for k in keys if k != "type"] or keys)] = junk(rnd)
    elif move == 3:
        a["type"] = rnd.choice([junk(rnd), "no_such_move", action["type"].upper(), "pass", "bid", "lay_tile"])
    elif move == 4:
        a["player"] = rnd.choice([*players, "Nobody", junk(rnd)])
    elif move == 5:
        return junk(rnd) if rnd.random() < 0.7 else [action]
    elif move == 6:
        numbers = [k for k in keys if isinstance(a[k], int) and not isinstance(a[k], bool)]
        if numbers:
            k = rnd.choice(numbers)
            a[k] = rnd.choice([a[k] + 1, a[k] - 1, a[k] * 10**6, -a[k], float(a[k]), str(a[k]), a[k] == 1])
    else:
        return mutate_deep(a, rnd)
    return a


def concrete(action: dict, rnd: random.Random) -> dict:
    from pygame_rules.playout import concrete as pick

    return pick(action, rnd)


def positions(title: str) -> list[pr.Game]:
    """Games at a dozen points of a random game of the title, the 1856 ones into its operating rounds."""
    rnd = random.Random(f"positions {title}")
    g = pr.new_game(title, NAMES[: PLAYERS[title]], seed=11)
    out, seen = [], set()
    every = 60 if title == "1856" else 8
    while not g.finished and len(out) < POSITIONS:
        kinds = {a["type"] for a in g.legal_actions()} - seen
        if kinds or len(g.actions) % every == 0:
            seen |= kinds
            out.append(copy.deepcopy(g))
        g.apply(random_move(g, rnd))
    return out


@pytest.fixture(scope="module")
def games() -> dict[str, list[pr.Game]]:
    return {title: positions(title) for title in PLAYERS}


def fingerprint(g: pr.Game) -> str:
    return json.dumps([g.to_save(), g.view(), g.legal_actions()], sort_keys=True)


def in_words(error: Exception) -> bool:
    message = str(error)
    return bool(message) and not any(word in message for word in PYTHON_WORDS)


def outcome_of(error: Exception | None) -> str:
    return "accepted" if error is None else type(error).__name__


def print_counts(family: str, summary) -> None:
    """The family's cases by outcome, into the run's summary."""
    counts = COUNTS[family]
    line = f"{family}: {sum(counts.values())} cases: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    summary("fuzz: cases by outcome").append(line)


def test_mutated_actions_are_refused_as_illegal_or_malformed_and_change_nothing(games, summary):
    rnd = random.Random(9)
    titles = sorted(games)
    fingerprints = {}
    for case in range(CASES):
        title = titles[case % len(titles)]
        index = rnd.randrange(len(games[title]))
        g = games[title][index]
        legal = g.legal_actions()
        action = mutate_action(concrete(rnd.choice(legal), rnd), g.players, rnd)
        trial = copy.deepcopy(g)
        try:
            trial.apply(action)
            error = None
        except pr.IllegalAction as e:
            error = e
            assert in_words(e), str(e)
            if (title, index) not in fingerprints:
                fingerprints[title, index] = fingerprint(g)
            assert fingerprint(trial) == fingerprints[title, index], f"{title}: {action!r} changed the game"
        except Exception as e:  # the point of the test: nothing else may come out
            e.add_note(f"{title}: apply({action!r:.300})")
            raise
        COUNTS["actions"][outcome_of(error)] += 1
    print_counts("actions", summary)
    assert COUNTS["actions"]["MalformedAction"] and COUNTS["actions"]["IllegalAction"]


def mutate_save(save: dict, rnd: random.Random):
    """A save changed in one way, as a dict or as its text."""
    s = copy.deepcopy(save)
    actions = s["actions"]
    move = rnd.randrange(16)
    if move == 0 and actions:
        del actions[rnd.randrange(len(actions)) :]
    elif move == 1 and len(actions) > 1:
        i = rnd.randrange(len(actions) - 1)
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif move == 2 and actions:
        del actions[rnd.randrange(len(actions))]
    elif move == 3 and actions:
        i = rnd.randrange(len(actions))
        actions[i] = mutate_action(actions[i], s["players"], rnd)
    elif move == 4:
        s["seed"] = rnd.choice([rnd.randrange(2**53), junk(rnd)])
    elif move == 5:
        s["title"] = rnd.choice(["nar", "lttw", "fttn", "1856", "18ESP", junk(rnd)])
    elif move == 6:
        players = s["players"]
        change = rnd.randrange(4)
        if change == 0:
            players.pop()
        elif change == 1:
            players[0] = rnd.choice([players[1], junk(rnd), "Zed"])
        elif change == 2:
            players.reverse()
        else:
            s["players"] = junk(rnd)
    elif move == 7:
        s["format"] = rnd.choice(["pygame-rules-save/0", "pygame-rules-save/2", junk(rnd)])
    elif move == 8:
        s["options"] = rnd.choice([junk(rnd), {"no_such_option": True}, {k: junk(rnd) for k in s["options"]}])
    elif move == 9:
        del s[rnd.choice(sorted(s))]
    elif move == 10:
        s = mutate_deep(s, rnd)
    elif move == 11:
        s["actions"] = actions * (MAX_ACTIONS // max(1, len(actions)) + 1)
    elif move == 12:
        text = json.dumps(s)
        cut = rnd.randrange(len(text))
        return rnd.choice([text[:cut], text[:cut] + text[cut + 1 :], text.encode("utf-8")[:cut], text.encode()])
    elif move == 13:
        depth = rnd.choice([65, 100, 2500, 3000, 50_000])
        return json.dumps(s)[:-1] + ', "x": ' + "[" * depth + "]" * depth + "}"
    elif move == 14:
        s["players"][0] = "x" * rnd.choice([41, MAX_JSON_CHARS])
    else:
        s = junk(rnd)
    return s


@pytest.fixture(scope="module")
def saves(games) -> list[dict]:
    """A save per position (the 1856 ones of its first positions, to keep the replays short)."""
    return [g.to_save() for title, gs in games.items() for g in (gs[:4] if title == "1856" else gs)]


def test_mutated_saves_load_or_are_refused_as_incompatible_or_damaged(saves, summary):
    rnd = random.Random(10)
    for _ in range(CASES):
        save = mutate_save(rnd.choice(saves), rnd)
        try:
            game = pr.load(save)
            error = None
            json.dumps([game.view(), game.legal_actions()])
        except pr.IncompatibleSave as e:
            error = e
            assert in_words(e), str(e)
        except Exception as e:
            e.add_note(f"load({save!r:.300})")
            raise
        COUNTS["saves"][outcome_of(error)] += 1
    print_counts("saves", summary)
    assert COUNTS["saves"]["IncompatibleSave"] and COUNTS["saves"]["DamagedSave"]


def mutate_export(export: dict, rnd: random.Random):
    e = copy.deepcopy(export)
    move = rnd.randrange(10)
    if move == 0:
        del e[rnd.choice(["title", "players", "actions", "settings", "id"])]
    elif move == 1:
        e[rnd.choice(["title", "players", "actions", "settings"])] = junk(rnd)
    elif move in (2, 3, 4) and e["actions"]:
        i = rnd.randrange(len(e["actions"]))
        action = e["actions"][i]
        if rnd.random() < 0.3 and "entity" in action:
            action["entity"] = rnd.choice([99, "nobody", "NYC", "SX", junk(rnd)])
        else:
            e["actions"][i] = mutate_deep(action, rnd)
    elif move == 5:
        del e["actions"][rnd.randrange(len(e["actions"]) + 1) :]
    elif move == 6:
        players = e["players"]
        i = rnd.randrange(len(players))
        players[i] = rnd.choice([mutate_deep(players[i], rnd), junk(rnd), players[i - 1]])
    elif move == 7:
        settings = e.setdefault("settings", {})
        settings[rnd.choice(["seed", "optional_rules"])] = junk(rnd)
    elif move == 8:
        text = json.dumps(e)
        return rnd.choice([text[: rnd.randrange(len(text))], "[" * 3000 + "]" * 3000])
    else:
        e = mutate_deep(e, rnd)
    return e


@pytest.mark.skipif(
    not EXPORTS, reason=f"no 18xx.games exports to mutate: {SHARED} (../shared beside the checkout) is absent"
)
def test_mutated_18xx_exports_import_or_are_refused_as_incompatible(summary):
    rnd = random.Random(11)
    exports = [json.loads(p.read_text("utf-8")) for p in EXPORTS]
    # the longest recorded game now and then only: each import replays it
    weights = [1 if len(e["actions"]) > 300 else 4 for e in exports]
    for _ in range(CASES):
        export = mutate_export(rnd.choices(exports, weights)[0], rnd)
        try:
            pr.import_18xx(export)
            error = None
        except pr.IncompatibleSave as e:
            error = e
            assert in_words(e), str(e)
        except Exception as e:
            e.add_note(f"import_18xx({export!r:.300})")
            raise
        COUNTS["18xx exports"][outcome_of(error)] += 1
    print_counts("18xx exports", summary)
    assert COUNTS["18xx exports"]["IncompatibleSave"]


def requests(save: dict) -> list[tuple[str, dict]]:
    """A well-formed request for each method of the browser entry (game "fz" is open)."""
    return [
        ("titles", {}),
        ("new_game", {"game_id": "fz-new", "title": "nar", "players": NAMES[:3], "seed": 1, "options": {}}),
        ("open", {"game_id": "fz-open", "save": save}),
        ("apply", {"game_id": "fz", "action": {"type": "pass", "player": "Ann"}}),
        ("undo", {"game_id": "fz"}),
        ("history", {"game_id": "fz", "at": 0}),
        ("query", {"game_id": "fz", "name": "lays", "args": {"hex": "G12"}}),
        ("query", {"game_id": "fz", "name": "run", "args": {"routes": []}}),
        ("export_18xx", {"game_id": "fz"}),
        ("close", {"game_id": "fz-new"}),
    ]


def test_mutated_requests_to_the_browser_entry_are_answered_in_words(summary):
    from pygame_rules import webapi

    rnd = random.Random(12)
    g = pr.new_game("1856", NAMES[:3], seed=1)
    for _ in range(3):
        g.apply({"type": "pass", "player": g.active_players[0]})
    base = requests(g.to_save())
    # besides the three errors: no open game (KeyError), a set-up refused (InvalidSetUp, a
    # ValueError), a title without an 18xx.games export (NotImplementedError)
    kinds = {"MalformedAction", "IllegalAction", "IncompatibleSave", "DamagedSave"}
    kinds |= {"KeyError", "InvalidSetUp", "ValueError", "NotImplementedError"}
    open_before = set(webapi._games)
    for _ in range(CASES):
        webapi.call("open", json.dumps({"game_id": "fz", "save": g.to_save()}))
        method, args = rnd.choice(base)
        move = rnd.randrange(5)
        if move == 0:
            method = rnd.choice(["", "__proto__", "constructor", "apply ", "eval", method])
        text = json.dumps(mutate_deep(args, rnd) if move in (1, 2, 3) else args)
        if move == 4:
            text = rnd.choice([text[: rnd.randrange(len(text))], json.dumps(junk(rnd)), "[" * 5000])
        answer = json.loads(webapi.call(method, text))
        if answer["ok"]:
            outcome = "accepted"
        else:
            outcome = answer["error"]["kind"]
            assert outcome in kinds and in_words(Exception(answer["error"]["message"])), (method, text[:300], answer)
        COUNTS["requests"][outcome] += 1
    for game_id in set(webapi._games) - open_before:  # mutated requests may have opened others
        webapi.call("close", json.dumps({"game_id": game_id}))
    print_counts("requests", summary)
