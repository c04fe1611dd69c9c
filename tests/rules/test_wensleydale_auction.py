"""Phase 3, Auction of influence, and phase 4, the order tracks (seed 001)."""

import pytest
from wensleydale_table import B, O, P, act, influence, legal, new

import pygame_rules as pr
from pygame_rules.games.wensleydale.state import BUILD


def auction(players=3, **options):
    g = new("fttn", players, **options)
    g.state.order = [O, B, P, "Grey"][:players]
    return g


def bid_all(g, bids):
    for player, field, cubes in bids:
        act(g, "bid", player, field=field, cubes=cubes)


def test_top_fields_need_three_cubes_bottom_fields_two():
    g = auction()
    ranges = {a["field"]: a["cubes"] for a in legal(g, "bid")}
    assert ranges[1] == {"min": 3, "max": 12, "step": 1}  # top row
    assert ranges[5] == {"min": 2, "max": 12, "step": 1}  # bottom row
    with pytest.raises(pr.IllegalAction):
        act(g, "bid", O, field=5, cubes=1)


def test_outbidding_needs_more_cubes_and_returns_the_outbid_cubes():
    g = auction()
    act(g, "bid", O, field=1, cubes=4)
    assert next(a for a in legal(g, "bid") if a["field"] == 1)["cubes"]["min"] == 5
    act(g, "bid", B, field=1, cubes=5)
    assert g.state.cubes[O] == 12 and g.state.cubes[B] == 7
    assert g.state.bids[0] == (B, 5)


def test_no_one_outbids_himself_and_two_bids_skip_a_player():
    g = auction(players=2, displays="2-3 players")
    act(g, "bid", O, field=1, cubes=3)
    act(g, "bid", B, field=4, cubes=2)
    assert 1 not in {a["field"] for a in legal(g, "bid")}
    act(g, "bid", O, field=3, cubes=3)
    act(g, "bid", B, field=3, cubes=4)  # outbids orange: he bids again, blue has two out
    assert g.active_players == [O]
    act(g, "bid", O, field=5, cubes=3)
    assert g.state.phase == BUILD


def test_a_player_who_cannot_afford_a_second_bid_stops_the_others_go_on():
    g = auction()
    act(g, "bid", O, field=1, cubes=11)  # one cube left: no field is open to him
    act(g, "bid", B, field=2, cubes=3)
    act(g, "bid", P, field=3, cubes=3)
    assert g.active_players == [B]  # orange is passed over, blue and purple bid again
    act(g, "bid", B, field=5, cubes=2)
    act(g, "bid", P, field=6, cubes=2)
    assert g.state.phase == BUILD


def test_a_marker_at_the_end_of_its_track_gains_nothing_but_goes_on_top():
    g = auction()
    s = g.state
    s.drawn[0] = "white"  # field 1: white, brown, red + white
    for p in (O, B, P):
        s.set_marker("white", p, 10)
    s.set_marker("white", O, 9)
    bid_all(g, [(O, 1, 3), (B, 2, 3), (P, 3, 3), (O, 5, 2), (B, 6, 2), (P, 7, 2)])
    s = g.state
    assert s.tracks["white"][O] == 10  # 9 + 2, but the track ends at 10
    assert s.build_order[0] == O  # on top of the stack at 10: first to build


def test_a_marker_already_at_the_end_of_its_track_goes_on_top_when_it_would_gain():
    g = auction()
    s = g.state
    s.drawn = ["white"] + ["red"] * 7  # white for orange (1, 5) and blue (2), none for purple
    for p in (O, B, P):  # orange's marker arrived first: it lies at the bottom of the stack
        s.set_marker("white", p, 10)
    bid_all(g, [(O, 1, 3), (B, 2, 3), (P, 3, 3), (O, 5, 2), (B, 6, 2), (P, 7, 2)])
    s = g.state
    assert s.tracks["white"] == {O: 10, B: 10, P: 10}
    assert s.build_order[:2] == [O, B]  # gaining white put them on top, orange last: first to build


def test_red_or_green_marker_lets_the_winner_choose():
    g = auction(players=2, displays="2-3 players")
    s = g.state
    s.drawn[1] = "brown"
    act(g, "bid", O, field=2, cubes=2)
    act(g, "bid", B, field=1, cubes=3)
    act(g, "bid", O, field=4, cubes=2)
    act(g, "bid", B, field=3, cubes=3)
    assert g.active_players == [O]
    assert {a["colour"] for a in legal(g, "choose_influence")} == {"red", "green"}
    act(g, "choose_influence", O, field=2, colour="red")
    assert influence(g, O)["red"] == 2 and influence(g, O)["green"] == 2


def test_order_tracks_by_white_and_brown_ties_to_the_higher_marker():
    g = auction()
    s = g.state
    s.drawn[:] = ["white", "white", "white", "white", "red", "red", "red", "red"]
    # field 1: +2 white +1 brown; field 2: +2 white +1 brown; field 3: +1 white +1 brown
    bid_all(g, [(O, 5, 2), (B, 1, 3), (P, 2, 3), (O, 6, 2), (B, 7, 2), (P, 8, 2)])
    s = g.state
    # white: orange 2, blue 3, purple 4. Brown: blue 4; orange's third brown (field 5) arrives
    # after purple's (field 2), on top of it
    assert s.build_order == [P, B, O]
    assert s.train_order == [B, O, P]
