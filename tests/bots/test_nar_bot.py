"""The North American Railways computer player: legal, repeatable, blind to what its player
cannot see (the others' cash with hidden money), and better than random play."""

from __future__ import annotations

import copy
import random

import pytest

from pygame_rules import api, bots
from pygame_rules.bots import arena
from pygame_rules.games.nar import bot as nar
from pygame_rules.games.nar.bot.money import counted_cash
from pygame_rules.games.nar.rules import TITLE
from pygame_rules.playout import concrete

PLAYERS = ["A", "B", "C"]


def random_game(seed: int, moves: int, players=PLAYERS, options=None) -> api.Game:
    game = api.new_game("nar", players, seed=seed, options=options or {})
    rnd = random.Random(seed)
    for _ in range(moves):
        if game.finished:
            break
        game.apply(concrete(rnd.choice(game.legal_actions()), rnd))
    return game


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
@pytest.mark.parametrize("moves", [0, 9, 31])
def test_the_move_is_legal_concrete_and_the_same_each_time(level, moves):
    game = random_game(7, moves)
    player = game.active_players[0]
    move = bots.bot_move(game, player, level)
    assert not any(isinstance(v, dict) for v in move.values())  # every price a number
    before = game.view()
    assert bots.bot_move(game, player, level) == move
    assert game.view() == before  # thinking changed nothing on the table
    game.apply(move)  # raises IllegalAction if it is not legal


def test_bots_play_whole_games_to_the_end():
    game = api.new_game("nar", PLAYERS, seed=3)
    levels = dict(zip(PLAYERS, ["easy", "normal", "easy"], strict=True))
    while not game.finished:
        player = game.active_players[0]
        game.apply(bots.bot_move(game, player, levels[player]))
    assert game.result()["ranking"]


@pytest.mark.parametrize("seed", range(12))
def test_the_cash_counted_from_the_log_is_everyones_cash(seed):
    players = PLAYERS + ["D", "E"][: seed % 3]
    state = TITLE.clone(api.new_game("nar", players, seed=seed).state)
    rnd = random.Random(seed)
    while True:
        cash, exact = counted_cash(state, players[0])
        assert exact and cash == state.cash
        if TITLE.finished(state):
            break
        TITLE.apply(state, concrete(rnd.choice(TITLE.legal_actions(state)), rnd))


@pytest.mark.parametrize("moves", [0, 14, 40])
def test_determinize_keeps_the_players_view(moves):
    game = random_game(11, moves)
    assert game.state.hidden_money  # the option's default
    for player in PLAYERS:
        sample = nar.determinize(TITLE.clone(game.state), player, random.Random(1))
        assert TITLE.view(sample, player) == game.view(player)
        assert sorted(sample.removed_shares) == sorted(game.state.removed_shares)


def test_determinize_counts_the_hidden_cash_instead_of_reading_it():
    game = random_game(12, 8)
    assert not game.finished
    truth = dict(game.state.cash)
    peeked = TITLE.clone(game.state)
    peeked.cash["B"] += 700  # what A cannot see
    sample = nar.determinize(peeked, "A", random.Random(1))
    assert sample.cash == truth


@pytest.mark.parametrize("moves", [3, 22])
def test_the_move_does_not_depend_on_what_the_player_cannot_see(moves):
    game = random_game(5, moves)
    player = game.active_players[0]
    other = copy.deepcopy(game)
    for p in PLAYERS:
        if p != player:
            other.state.cash[p] += 400
    other.state.removed_shares.reverse()
    assert other.view(player) == game.view(player)
    assert other.state.cash != game.state.cash
    assert bots.bot_move(other, player, "normal") == bots.bot_move(game, player, "normal")


@pytest.mark.slow  # whole games between levels: not in the fast tier
def test_normal_beats_random_play():
    reports = arena.run("nar", ["normal", "random", "random"], games=12, seed=100)
    s = arena.summary("nar", ["normal", "random", "random"], reports)
    assert s["endings"] == {"end": 12}
    assert s["levels"]["normal"]["wins"] >= 9  # random play would win about 4 of 12
    assert s["levels"]["normal"]["margin"] > 0
