"""Set-up, the display sides and the round count (seed 001: Spielmaterial, Spielablauf, phases 1,
2 and 10), for both boards."""

import random

import pytest
from wensleydale_table import NAMES, new

import pygame_rules as pr
from pygame_rules.games.wensleydale import rules
from pygame_rules.games.wensleydale.components import board
from pygame_rules.playout import random_move


def test_both_boards_are_titles_for_two_to_four_players():
    titles = {t["id"]: t for t in pr.titles()}
    assert titles["lttw"]["name"] == "Last Train to Wensleydale"
    assert titles["fttn"]["name"] == "First Train to Nürnberg"
    assert titles["lttw"]["players"] == titles["fttn"]["players"] == [2, 4]
    assert set(titles["lttw"]["options"]) == {"displays", "train_display", "the_south"}
    assert set(titles["fttn"]["options"]) == {"displays", "train_display"}
    assert "Stand-in" in titles["fttn"]["stand_in"]


@pytest.mark.parametrize(
    "players,choice,side,rounds",
    [
        (2, "by player count", "2-3", 5),
        (3, "by player count", "3-4", 5),
        (3, "2-3 players", "2-3", 4),
        (3, "3-4 players", "3-4", 5),
        (4, "by player count", "3-4", 4),
    ],
)
def test_display_side_follows_the_player_count_and_sets_the_rounds(players, choice, side, rounds):
    s = new("lttw", players, displays=choice).state
    assert (s.side, s.train_side, s.rounds) == (side, side, rounds)
    assert len(s.drawn) == (8 if side == "3-4" else 6)


@pytest.mark.parametrize(
    "influence_side,train_side,rounds,fields,first_class",
    [("2-3", "3-4", 4, 6, False), ("3-4", "2-3", 5, 8, True)],
)
def test_three_players_may_combine_the_sides_of_the_two_displays(
    influence_side, train_side, rounds, fields, first_class
):
    # Spielmaterial: two separate boards, each printed on both sides; the rounds follow the
    # influence display ("je nach ... Wahl der Anzeigentableauseite"), the scoring the train display
    g = new("lttw", 3, displays=f"{influence_side} players", train_display=f"{train_side} players")
    s = g.state
    assert (s.side, s.train_side, s.rounds, len(s.drawn)) == (influence_side, train_side, rounds, fields)
    assert sum(s.bag.values()) + fields == (12 if influence_side == "2-3" else 20)
    assert s.train_display.first_class == first_class
    assert "train display" in s.log[0][1]


@pytest.mark.parametrize("players,choice", [(4, "2-3 players"), (2, "3-4 players")])
def test_a_train_display_side_for_other_player_counts_is_refused(players, choice):
    with pytest.raises(ValueError, match="displays are for"):
        new("fttn", players, train_display=choice)


@pytest.mark.parametrize(
    "players,choice,says",
    [
        (4, "2-3 players", "The 2-3 player displays are for 2-3 players, not 4."),
        (2, "3-4 players", "The 3-4 player displays are for 3-4 players, not 2."),
    ],
)
def test_a_display_side_for_other_player_counts_is_refused(players, choice, says):
    with pytest.raises(ValueError) as refused:
        new("fttn", players, displays=choice)
    assert str(refused.value) == says


def test_start_positions_cubes_and_first_player_on_top():
    s = new("fttn", 4).state
    for p in s.players:
        assert {c: s.tracks[c][p] for c in ("white", "brown", "red", "green", "profit")} == {
            "white": 1,
            "brown": 2,
            "red": 1,
            "green": 1,
            "profit": 0,
        }
        assert (s.cubes[p], s.supply[p]) == (12, 3)
    assert s.ranked("white") == s.order  # the first player's marker lies on top


@pytest.mark.parametrize(
    "choice,bag,fields",
    [
        ("3-4 players", {"white": 5, "brown": 5, "red": 5, "green": 5}, 8),
        ("2-3 players", {"white": 4, "brown": 4, "red": 2, "green": 2}, 6),
    ],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_one_marker_from_the_bag_on_each_field(choice, bag, fields, seed):
    # Phase 2: all markers in the bag on the 3-4 player side; four white and brown, two red and
    # green on the 2-3 player side
    s = new("fttn", 3, seed=seed, displays=choice).state
    assert all(s.drawn) and len(s.drawn) == fields
    assert {c: s.bag[c] + s.drawn.count(c) for c in bag} == bag


@pytest.mark.parametrize("title,board_id", [("lttw", "wensleydale"), ("fttn", "nuernberg")])
def test_passengers_and_landowners_three_per_major_two_per_minor_station(title, board_id):
    s = new(title, 3, seed=5).state
    areas = board(board_id).areas
    for area in areas.values():
        here = s.landowners.get(area.id, 0) + sum(s.passengers.get(area.id, {}).values())
        assert here == {"major": 3, "minor": 2}.get(area.town, 0), area.id
    assert sum(s.landowners.values()) + sum(s.box[k] for k in ("landowners",)) == 25


@pytest.mark.parametrize("title", ["lttw", "fttn"])
def test_goods_only_of_the_printed_kind_two_draws_per_area(title):
    s = new(title, 3, seed=3).state
    for area, n in s.goods.items():
        assert s.board.areas[area].goods and 0 <= n <= 2
    for kind in (s.board.quarry_goods, s.board.field_goods):
        on_board = sum(n for a, n in s.goods.items() if s.board.areas[a].goods == kind)
        assert on_board + s.box[kind] == 60, kind  # a cube of the other kind went back to the box


@pytest.mark.parametrize("title", ["lttw", "fttn"])
def test_a_drawn_cube_of_the_other_kind_is_not_placed(title):
    # two draws from a bag of 60 + 60: were every cube placed, each goods area would hold two
    full = [new(title, 3, seed=seed).state for seed in range(4)]
    areas = [a.id for a in full[0].board.areas.values() if a.goods and a.terrain not in ("hills", "hop_field")]
    assert any(s.goods.get(a, 0) < 2 for s in full for a in areas)


def test_same_seed_same_table_other_seed_other_table():
    a, b, c = (new("lttw", 3, seed=seed).state for seed in (7, 7, 8))
    assert (a.order, a.goods, a.passengers, a.drawn) == (b.order, b.goods, b.passengers, b.drawn)
    assert (a.goods, a.passengers) != (c.goods, c.passengers)


def test_the_south_extension_adds_borders_only_with_the_option():
    plain, extended = board("wensleydale"), board("wensleydale", extended=True)
    added = set(extended.borders) - set(plain.borders)
    assert added and all("the_south" in b for b in added)
    assert new("lttw", 3, the_south="extended").state.board.borders == extended.borders


def test_nuernberg_nord_and_sued_are_neighbours_never_joined():
    b = board("nuernberg")
    assert b.borders["nuernberg_nord|nuernberg_sued"].no_track
    assert {b.areas["nuernberg_nord"].company, b.areas["nuernberg_sued"].company} == {"green"}


def test_players_are_named_after_the_rule_book_colours():
    assert NAMES[:3] == ["Orange", "Blue", "Purple"]


def test_phase_1_twelve_cubes_or_the_rest_of_the_supply():
    s = new("fttn", 3).state
    s.cubes = {"Orange": 7, "Blue": 0, "Purple": 2}
    s.supply = {"Orange": 8, "Blue": 15, "Purple": 13}
    rules.begin_round(s)
    assert s.cubes == {"Orange": 15, "Blue": 12, "Purple": 14}
    assert s.supply == {"Orange": 0, "Blue": 3, "Purple": 1}


def test_a_save_from_before_the_train_display_option_loads_as_it_was_played():
    g = new("lttw", 3, displays="2-3 players")
    rnd = random.Random(4)
    for _ in range(12):
        g.apply(random_move(g, rnd))
    save = g.to_save()
    # at its default the option is left out of the save: the game's identity (its links, its
    # seats' signatures) is the one it had before the option existed
    assert save["options"] == {"displays": "2-3 players", "the_south": "original"}
    loaded = pr.load(save)
    assert loaded.state.train_side == "2-3" and loaded.view() == g.view()
    assert loaded.to_save() == save


def test_a_train_display_chosen_apart_is_kept_in_the_save():
    g = new("lttw", 3, displays="3-4 players", train_display="2-3 players")
    assert g.to_save()["options"]["train_display"] == "2-3 players"
    assert g.state.train_side == "2-3"
