"""Rule book section 4, Game Preparations."""

import random

import pytest

import pygame_rules as pr
from pygame_rules.games.nar.cards import card_set


@pytest.mark.parametrize("players,cash", [(3, 2000), (4, 1700), (5, 1400)])
def test_starting_cash_by_player_count(players, cash):
    g = pr.new_game("nar", [f"P{i}" for i in range(players)], seed=3)
    assert set(g.state.cash.values()) == {cash}


def test_thirty_shares_two_removed_unseen_rest_in_four_columns_of_seven():
    g = pr.new_game("nar", ["A", "B", "C"], seed=11)
    s = g.state
    assert [len(c) for c in s.share_columns] == [7, 7, 7, 7]
    assert len(s.removed_shares) == 2
    every = [c for col in s.share_columns for c in col] + s.removed_shares
    assert sorted(every) == sorted(c for c in card_set().companies for _ in range(6))
    assert "removed" not in str(g.view()["share_columns"])
    assert g.view()["shares_removed"] == 2


def test_thirty_six_cities_in_four_columns_of_nine():
    g = pr.new_game("nar", ["A", "B", "C"], seed=11)
    cols = g.state.city_columns
    assert [len(c) for c in cols] == [9, 9, 9, 9]
    assert sorted(c for col in cols for c in col) == sorted(card_set().cities)


def test_set_up_is_shuffled_by_the_seed():
    a = pr.new_game("nar", ["A", "B", "C"], seed=5).view()
    b = pr.new_game("nar", ["A", "B", "C"], seed=5).view()
    c = pr.new_game("nar", ["A", "B", "C"], seed=6).view()
    assert a == b
    assert (a["share_columns"], a["city_columns"]) != (c["share_columns"], c["city_columns"])


def test_start_player_is_random_and_acts_first():
    starts = {pr.new_game("nar", ["A", "B", "C"], seed=s).view()["start_player"] for s in range(30)}
    assert starts == {"A", "B", "C"}
    g = pr.new_game("nar", ["A", "B", "C"], seed=4)
    assert g.active_players == [g.view()["start_player"]]


def test_stand_in_card_values_are_labelled():
    (nar,) = [t for t in pr.titles() if t["id"] == "nar"]
    assert "stand-in" in nar["stand_in"].lower()
    assert nar["players"] == [3, 5]


DEVELOPER_WORDS = ("replace this file", "themself", "their own", "their turn", "(1 shares", "1 cards")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_table_speaks_to_players(language):
    """What a NAR game says (its log, in either language) and its stand-in note read as words
    for players: no note to developers, no singular 'they', no '1 shares'."""
    from pygame_rules.messages import render
    from pygame_rules.playout import play

    g = pr.new_game("nar", ["Ann", "Bob", "Cy", "Dee"], seed=5)
    play(g, random.Random(5))
    view = g.view()
    assert view["stand_in"] is True  # the page says it, from the catalogue
    texts = [render(language, line.key, line.args) for _, line in g.state.log]  # every line of the game
    texts.append(render(language, "title.nar.stand_in"))
    for text in texts:
        assert not any(w in text.lower() for w in DEVELOPER_WORDS), text
