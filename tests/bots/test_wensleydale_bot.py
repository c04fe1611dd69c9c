"""The computer players of Last Train to Wensleydale / First Train to Nürnberg: legal concrete
moves, the same move for the same position, blind to the bag's next draws, and better than
random play."""

from __future__ import annotations

import copy
import random

import pytest
from bot_helpers import is_legal

from pygame_rules import api, bots
from pygame_rules.bots import arena
from pygame_rules.games.wensleydale import bot, rules

TITLES = ("lttw", "fttn")
PLAYERS = ["A", "B", "C"]


def positions(title: str, seed: int, every: int):
    """Every `every`-th position of a game the normal bots play, up to its end."""
    game = api.new_game(title, PLAYERS, seed=seed)
    while not game.finished:
        if game.state.step % every == 0:
            yield game
        game.apply(bots.bot_move(game, game.active_players[0], "normal"))


@pytest.fixture
def quick_strong(monkeypatch):
    """The strong level on a small budget: the same search, fewer simulated moves."""
    monkeypatch.setitem(bot.LEVELS, "strong", bot.Level(depth=2, noise=0.0, moves=60, candidates=3))


@pytest.mark.parametrize("title", TITLES)
def test_every_level_moves_legally_concretely_and_the_same_each_time(title, quick_strong):
    phases = set()
    for game in positions(title, seed=3, every=23):
        player = game.active_players[0]
        phases.add(game.state.phase)
        for level in bots.LEVELS:
            move = bots.bot_move(game, player, level)
            assert move["player"] == player
            assert not any(isinstance(v, dict) and "min" in v for v in move.values()), move  # concrete
            assert is_legal(move, game.legal_actions())
            assert bots.bot_move(game, player, level) == move
    assert {"auction", "track_building", "transport"} <= phases


def test_strong_at_its_full_budget_moves_legally_in_the_auction_and_building():
    seen = set()
    for game in positions("lttw", seed=4, every=7):
        phase = game.state.phase
        if phase in ("auction", "track_building") and phase not in seen and not game.state.build:
            seen.add(phase)
            move = bots.bot_move(game, game.active_players[0], "strong")
            assert is_legal(move, game.legal_actions())
        if len(seen) == 2:
            break
    assert seen == {"auction", "track_building"}


@pytest.mark.parametrize("title", TITLES)
def test_determinize_keeps_the_players_view_and_redraws_the_bag(title):
    for game in positions(title, seed=8, every=40):
        state = game.state
        other = bot.determinize(state, "B", random.Random(1))
        assert other is not state
        assert game.title.view(other, "B") == game.title.view(state, "B")
        assert other.rng != state.rng
        assert bot.determinize(state, "B", random.Random(1)).rng == other.rng  # from the bot's generator


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("level", ["normal", "strong"])
def test_the_move_does_not_depend_on_the_bags_next_draws(title, level, quick_strong):
    """Two games that differ only in what the bag will give next (hidden from everyone) get the
    same move, though their futures differ."""
    checked = 0
    for game in positions(title, seed=11, every=31):
        twin = copy.deepcopy(game)
        twin.state.rng = game.state.rng ^ 0x5DEECE66D
        player = game.active_players[0]
        assert twin.view(player) == game.view(player)
        assert bots.bot_move(twin, player, level) == bots.bot_move(game, player, level)
        checked += 1
    assert checked >= 4


def test_the_hidden_draws_do_change_the_future():
    """The twin games above are no mere copies: the next round's markers come out otherwise."""
    state = api.new_game("lttw", PLAYERS, seed=11).state
    draws = set()
    for k in range(6):
        twin = bot.determinize(state, "A", random.Random(k))
        rules.begin_round(twin)  # the next round's draw, as the rules make it
        draws.add(tuple(twin.drawn))
    assert len(draws) > 1


@pytest.mark.parametrize("title", TITLES)
def test_normal_beats_two_random_players_with_real_scores(title):
    reports = arena.run(title, ["normal", "random", "random"], games=9, seed=40)
    summary = arena.summary(title, ["normal", "random", "random"], reports)["levels"]["normal"]
    assert summary["wins"] >= 8
    assert summary["margin"] >= 15  # it builds, carries and scores, not merely avoids losing points
    scores = [r.scores[r.levels.index("normal")] for r in reports]
    assert sum(scores) / len(scores) >= 10


def test_strong_beats_two_random_players(quick_strong):
    reports = arena.run("fttn", ["strong", "random", "random"], games=3, seed=60)
    summary = arena.summary("fttn", ["strong", "random", "random"], reports)["levels"]["strong"]
    assert summary["wins"] == 3 and summary["margin"] >= 15
