"""18ESP's computer player (issue 15): legal concrete moves, the same move for the same position,
the plan's choices where they are easy to pin, and a small fixed-seed arena in which the strong
player beats the cautious random playouts and every game reaches the rule book's end."""

from __future__ import annotations

import pytest

from pygame_rules import api, bots
from pygame_rules.bots import arena
from pygame_rules.games.g18esp.bot import operating, track

PLAYERS = ["A", "B", "C"]


def matches(action: dict, legal: list[dict]) -> bool:
    for a in legal:
        if a.keys() == action.keys() and all(
            v == action[k] or (isinstance(v, dict) and v.get("min", 1) <= action[k] <= v.get("max", 0))
            for k, v in a.items()
        ):
            return True
    return False


def play(game: api.Game, levels: dict[str, str], until) -> api.Game:
    while not game.finished and not until(game):
        player = game.active_players[0]
        game.apply(bots.bot_move(game, player, levels[player]))
    return game


@pytest.fixture(scope="module")
def operating_game() -> api.Game:
    """A bot-only game in its third set of operating rounds."""
    game = api.new_game("18esp", PLAYERS, seed=21)
    return play(game, dict(zip(PLAYERS, ("strong", "normal", "easy"), strict=True)), lambda g: g.state.turn >= 3)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_moves_are_legal_concrete_and_the_same_for_the_same_position(level):
    game = api.new_game("18esp", PLAYERS, seed=8)
    for _ in range(150):
        player = game.active_players[0]
        move = bots.bot_move(game, player, level)
        assert matches(move, game.legal_actions()), move
        assert not any(isinstance(v, dict) for v in move.values())
        assert bots.bot_move(game, player, level) == move
        game.apply(move)


def test_the_auction_buys_privates_near_face_value_and_keeps_cash_for_a_major():
    game = api.new_game("18esp", PLAYERS, seed=3)
    play(game, dict.fromkeys(PLAYERS, "strong"), lambda g: g.state.round != "auction")
    s = game.state
    owned = [p for p in s.privates.values() if p.owner in PLAYERS]
    assert len(owned) == len(s.privates)  # all sold, none left to a forced drop
    assert all(s.cash[p] >= 250 for p in PLAYERS)


def test_strong_starts_and_floats_a_major_and_holds_its_presidency():
    game = api.new_game("18esp", PLAYERS, seed=4)
    levels = dict(zip(PLAYERS, ("strong", "random", "random"), strict=True))
    play(game, levels, lambda g: g.state.round == "operating")
    s = game.state
    mine = [c for c in s.corporations.values() if not c.minor and c.shares.director == "A"]
    assert mine and all(c.floated for c in mine)
    assert all(c.shares.percent_of("A") >= 40 for c in mine)


def test_a_lay_toward_the_destination_is_worth_more(operating_game):
    s = operating_game.state
    corp = next(c for c in s.corporations.values() if not c.minor and track.target(c))
    goal = track.target(corp)
    home = s.homes[corp.id][0]
    near = {"type": "lay_tile", "hex": goal, "tile": "7", "rotation": 0}
    far = {"type": "lay_tile", "hex": home, "tile": "7", "rotation": 0}
    if track.hex_distance(home, goal) > 1:
        assert track.lay_value(s, corp, near, precise=False) > track.lay_value(s, corp, far, precise=False)


def test_revenue_is_withheld_only_for_a_train_the_corporation_must_have(operating_game):
    s = operating_game.state
    for corp in s.corporations.values():
        if not corp.floated or corp.closed:
            continue
        actions = [{"type": "dividend", "kind": k, "corporation": corp.id} for k in ("payout", "withhold")]
        kind = operating.dividend(s, corp, actions)["kind"]
        assert kind == ("withhold" if operating.needs_treasury(s, corp) else "payout")


@pytest.mark.slow  # whole games between levels: not in the fast tier
def test_strong_beats_the_random_playouts_and_the_games_reach_the_end():
    reports = arena.run("18esp", ["strong", "random", "random"], games=3, seed=40)
    s = arena.summary("18esp", ["strong", "random", "random"], reports)
    assert s["endings"] == {"renfe": 3}
    assert s["levels"]["strong"]["wins"] == 3
    assert s["levels"]["strong"]["margin"] > 1000
