"""One generic test suite run over every title in titles(): later titles join it for free."""

from __future__ import annotations

import copy
import functools
import hashlib
import json
import random
import sys
from typing import NamedTuple

import pytest

import pygame_rules as pr
from pygame_rules import bots
from pygame_rules.playout import concrete, play, random_move

TITLES = pr.titles()
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
TRY_AT_MOST = 40  # legal actions tried per position (18xx lists hundreds of tile lays)
# saves loaded per game: each load replays the game so far, so a game longer than this is
# round-tripped at every second (third, ...) step instead of at every step
ROUND_TRIPS_AT_MOST = 100
# Per title, for titles whose random games are long (1856: up to ~2,500 moves, a route search in
# many of them): fewer seeds, and the costly checks at every k-th position only, so the suite stays
# within tens of seconds (inside Pyodide too, about three times slower).
# "slow_after": the fast tier (build.py test --fast) plays only the title's first case.
SETTINGS = {
    "1856": {"seeds": (1,), "check_every": 40, "try_at_most": 6, "round_trips_at_most": 6, "slow_after": 1},
    # 18ESP: one player count besides the options' cases (each game ~1,000 moves with many
    # tile lays); inside Pyodide the default case only
    "18esp": {
        "seeds": (1,),
        "players": (4,),
        "options_in_pyodide": False,
        "check_every": 40,
        "try_at_most": 6,
        "round_trips_at_most": 6,
        "slow_after": 1,
    },
}
IN_PYODIDE = sys.platform == "emscripten"


def setting(title, key, default):
    return SETTINGS.get(title, {}).get(key, default)


def new(title, n, seed, options=None):
    return pr.new_game(title, NAMES[:n], seed=seed, options=options)


def changes(title, n, options):
    """Is this choice allowed at n players, and does it change the game?"""
    try:
        return new(title, n, 1, options).view() != new(title, n, 1).view()
    except ValueError:
        return False


def player_counts(t):
    return setting(t["id"], "players", range(t["players"][0], t["players"][1] + 1))


def other_choices(t):
    """Each option's other choices, once each: at the first player count where it changes the game."""
    if IN_PYODIDE and not setting(t["id"], "options_in_pyodide", True):
        return
    players = range(t["players"][0], t["players"][1] + 1)
    for name, spec in t["options"].items():
        for choice in (c for c in spec["choices"] if c != spec["default"]):
            n = next((n for n in players if changes(t["id"], n, {name: choice})), None)
            if n is not None:
                yield (t["id"], n, 1, {name: choice})


CASES = [
    (t["id"], n, seed, {}) for t in TITLES for n in player_counts(t) for seed in setting(t["id"], "seeds", (1, 2))
] + [case for t in TITLES for case in other_choices(t)]


# the cases of the fast tier: each title's first `slow_after` (all, unless it says)
FAST = [c for t in TITLES for c in [c for c in CASES if c[0] == t["id"]][: setting(t["id"], "slow_after", len(CASES))]]


def params(cases):
    """The cases as parameters, those left out of the fast tier marked slow."""
    return [case if case in FAST else pytest.param(*case, marks=pytest.mark.slow) for case in cases]


def digest(value) -> bytes:
    return hashlib.blake2b(json.dumps(value, sort_keys=True).encode(), digest_size=16).digest()


def snapshot(g):
    """What a player can see and do now, as a short digest."""
    return digest([g.view(), g.legal_actions(), g.active_players])


class Walk(NamedTuple):
    """A case's random game, played once per run and shared by the tests below (a long 18xx
    game is the suite's costliest fixture): the game at its end, which the tests copy and never
    change, and the digests of what was seen before each action and at the end."""

    game: pr.Game
    snapshots: list[bytes]
    views: list[bytes]


@functools.cache
def _walk(title, n, seed, options_json) -> Walk:
    snapshots, views = [], []

    def seen(g, legal):
        view = g.view()
        snapshots.append(digest([view, legal, g.active_players]))
        views.append(digest(view))

    def move(g, rnd):
        legal = g.legal_actions()
        seen(g, legal)
        return random_move(g, rnd, legal)

    g = play(new(title, n, seed, json.loads(options_json)), random.Random(seed), move=move)
    seen(g, g.legal_actions())
    return Walk(g, snapshots, views)


def walk(title, n, seed, options) -> Walk:
    return _walk(title, n, seed, json.dumps(options, sort_keys=True))


def replay(title, n, seed, options, each=None) -> pr.Game:
    """The case's game played again from its start by its recorded actions, calling `each(g)`
    before every action."""
    g = new(title, n, seed, options)
    for action in walk(title, n, seed, options).game.actions:
        if each:
            each(g)
        g.apply(action)
    return g


@pytest.mark.parametrize("title,n,seed,options", params(CASES))
def test_random_playout_finishes_with_a_result(title, n, seed, options):
    g = walk(title, n, seed, options).game
    result = g.result()
    assert set(result["scores"]) == set(NAMES[:n])
    assert sorted(result["ranking"]) == sorted(NAMES[:n])
    assert g.legal_actions() == [] and g.active_players == []
    json.dumps(g.view())  # the view is JSON-able


@pytest.mark.parametrize("title,n,seed,options", params(CASES))
def test_every_legal_action_is_accepted_and_illegal_ones_change_nothing(title, n, seed, options):
    rnd = random.Random(seed)
    every, at_most = setting(title, "check_every", 1), setting(title, "try_at_most", TRY_AT_MOST)

    def check(g):
        if len(g.actions) % every:
            return
        legal = g.legal_actions()
        assert g.active_players and legal
        for action in legal:
            json.dumps(action)
            assert action["player"] in g.active_players
            assert action["type"] in g.title.action_types  # another type is refused as malformed
        tried = legal if len(legal) <= at_most else rnd.sample(legal, at_most)
        for action in tried:
            trial = copy.deepcopy(g)
            trial.apply(concrete(action, rnd))
        before = snapshot(g)
        idle = [p for p in g.players if p not in g.active_players]
        if idle:
            with pytest.raises(pr.IllegalAction):
                g.apply({**concrete(legal[0], rnd), "player": idle[0]})
        with pytest.raises(pr.MalformedAction):
            g.apply({"type": "no-such-move", "player": g.active_players[0]})
        with pytest.raises(pr.MalformedAction):
            g.apply(["not", "an", "action"])
        assert snapshot(g) == before

    replay(title, n, seed, options, each=check)


@pytest.mark.parametrize("title,n,seed,options", params(CASES))
def test_same_seed_and_choices_give_the_same_game(title, n, seed, options):
    a = walk(title, n, seed, options)
    b = replay(title, n, seed, options)
    assert snapshot(b) == a.snapshots[-1] and b.result() == a.game.result()


@pytest.mark.parametrize("title,n,seed,options", params(CASES))
def test_save_and_load_round_trip_at_every_step(title, n, seed, options):
    w = walk(title, n, seed, options)
    every = 1 + len(w.game.actions) // setting(title, "round_trips_at_most", ROUND_TRIPS_AT_MOST)

    def check(g):
        if len(g.actions) % every == 0:
            save = json.loads(json.dumps(g.to_save()))
            assert snapshot(pr.load(save)) == w.snapshots[len(g.actions)]

    g = replay(title, n, seed, options, each=check)
    assert pr.load(g.to_save()).result() == g.result()


@pytest.mark.parametrize("title,n,seed,options", params(CASES))
def test_money_and_pieces_are_conserved(title, n, seed, options):
    first = new(title, n, seed, options)
    start = first.title.conserved(first.state)
    assert start, "a title states what it conserves"
    g = replay(title, n, seed, options, each=lambda g: _same(g.title.conserved(g.state), start))
    _same(g.title.conserved(g.state), start)


def _same(now, start):
    assert now == start


@pytest.mark.parametrize("title,n,seed,options", params(CASES[:: max(1, len(CASES) // 4)]))
def test_undo_returns_to_the_earlier_state(title, n, seed, options):
    w = walk(title, n, seed, options)
    g = copy.deepcopy(w.game)
    for i in range(len(w.snapshots) - 2, -1, -1):
        g.undo()
        assert snapshot(g) == w.snapshots[i]
    with pytest.raises(pr.IllegalAction):
        g.undo()


@pytest.mark.parametrize("title,n,seed,options", params(CASES[:: max(1, len(CASES) // 4)]))
def test_history_shows_the_table_after_each_action(title, n, seed, options):
    w = walk(title, n, seed, options)
    for i in range(0, len(w.views), 7):
        assert digest(w.game.view(at=i)) == w.views[i]


# Games between computer players reach what random play seldom does (18xx: the late phases, the
# bank broken); the rules are checked along the way as above. One game per title, its seats at
# the levels below (turned by the seed).
BOT_LEVELS = ("normal", "easy", "normal")


def bot_mover(levels):
    def move(g, rnd):
        player = g.active_players[0]
        return bots.bot_move(g, player, levels[g.players.index(player) % len(levels)])

    return move


@pytest.mark.parametrize("title", [t["id"] for t in TITLES])
def test_a_game_between_computer_players_keeps_every_rule_to_its_end(title):
    n = 3
    g = new(title, n, 7)
    start = g.title.conserved(g.state)
    every = setting(title, "check_every", 1) * 2

    def check(g):
        _same(g.title.conserved(g.state), start)
        if len(g.actions) % every == 0:
            assert snapshot(pr.load(json.loads(json.dumps(g.to_save())))) == snapshot(g)

    play(g, random.Random(7), each=check, move=bot_mover(BOT_LEVELS))
    result = g.result()
    assert sorted(result["ranking"]) == sorted(NAMES[:n])
    assert result.get("reason") not in ("manually_ended", "stalled"), "computer players end a game by the rule book"
    assert pr.load(g.to_save()).result() == result
