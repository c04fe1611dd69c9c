"""The seam every title's bot plugs into: bot_move's contract, the computer seats in saves, the arena."""

from __future__ import annotations

import pytest
from bot_helpers import is_legal

from pygame_rules import IllegalAction, IncompatibleSave, api, bots
from pygame_rules.bots import arena
from pygame_rules.errors import InvalidSetUp, MalformedAction

TITLES = ("nar", "lttw", "fttn", "1856", "18esp")


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("level", bots.ARENA_LEVELS)
def test_a_bot_move_is_a_legal_concrete_move_and_the_same_each_time(title, level):
    game = api.new_game(title, ["A", "B", "C"], seed=5)
    for _ in range(12):
        player = game.active_players[0]
        move = bots.bot_move(game, player, level)
        assert move["player"] == player
        assert is_legal(move, game.legal_actions())
        assert bots.bot_move(game, player, level) == move  # seeded from the position, not the clock
        game.apply(move)


def test_a_bot_refuses_a_player_not_to_act_and_an_unknown_level():
    game = api.new_game("nar", ["A", "B", "C"], seed=5)
    idle = next(p for p in game.players if p not in game.active_players)
    with pytest.raises(IllegalAction, match="not to move"):
        bots.bot_move(game, idle, "normal")
    with pytest.raises(MalformedAction, match="no computer level"):
        bots.bot_move(game, game.active_players[0], "godlike")


def test_the_computer_seats_are_saved_and_older_saves_have_none():
    game = api.new_game("lttw", ["A", "B", "C"], seed=2, computers={"C": "strong", "B": "easy"})
    save = game.to_save()
    assert save["computers"] == {"B": "easy", "C": "strong"}
    assert api.load(save).computers == {"B": "easy", "C": "strong"}
    del save["computers"]
    assert api.load(save).computers == {}
    assert "computers" not in api.new_game("lttw", ["A", "B", "C"], seed=2).to_save()


@pytest.mark.parametrize("computers", [{"D": "easy"}, {"A": "godlike"}, ["A"], {"A": 3}])
def test_computer_seats_must_name_players_and_levels(computers):
    with pytest.raises(InvalidSetUp, match="computer seats"):
        api.new_game("nar", ["A", "B", "C"], seed=1, computers=computers)
    save = {**api.new_game("nar", ["A", "B", "C"], seed=1).to_save(), "computers": computers}
    with pytest.raises(IncompatibleSave, match="computer seats"):
        api.load(save)


def test_the_arena_turns_the_seats_and_counts_wins_with_wilson_intervals():
    reports = arena.run("nar", ["normal", "random", "random"], games=3, seed=10)
    assert [r.levels for r in reports] == [
        ["normal", "random", "random"],
        ["random", "random", "normal"],
        ["random", "normal", "random"],
    ]
    s = arena.summary("nar", ["normal", "random", "random"], reports)
    assert s["levels"]["normal"]["seats"] == 3 and s["levels"]["random"]["seats"] == 6
    assert s["levels"]["normal"]["wins"] + s["levels"]["random"]["wins"] == 3
    low, high = arena.wilson(8, 10)
    assert round(low, 3) == 0.490 and round(high, 3) == 0.943  # the textbook figures for 8 of 10
