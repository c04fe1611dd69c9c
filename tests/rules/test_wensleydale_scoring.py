"""Phase 7 (victory points, profit/loss), phase 8 (player order), phase 10 (round end) and the
final scoring (seed 001)."""

import random

from wensleydale_table import B, O, P, act, new, table

from pygame_rules.games.wensleydale import rules, scoring
from pygame_rules.games.wensleydale.state import OVER, TAKEOVERS, TRANSPORT
from pygame_rules.playout import play


def loaded(trains, **kw):
    """A transport phase where everyone has passed with these loads on these trains."""
    g = table(phase=TRANSPORT, **kw)
    s = g.state
    for train, (owner, loads) in trains.items():
        s.trains[train], s.on_trains[train] = owner, list(loads)
    return s


def test_every_load_scores_1_vp_on_the_3_4_player_train_display():
    s = loaded({"1b": (O, ["red", "green", "beer"])})
    scoring.score_round(s)
    assert s.vp[O] == 3
    assert s.tracks["profit"][O] == 1 + 1 + 2


def test_first_class_passengers_score_their_trains_price():
    s = loaded({"1b": (O, ["red", "post"]), "3a": (O, ["green"]), "5a": (O, ["red"])}, displays="2-3 players")
    scoring.score_round(s)
    assert s.vp[O] == 3 + 1 + 2 + 1


def test_profit_loss_track_runs_from_minus_13_to_plus_5():
    s = loaded(
        {"1b": (O, ["beer"] * 2 + ["post"] * 2), "2b": (O, ["beer"] * 4)},
        track={B: [["fuerth", "zirndorf", "rosstal", "oberasbach", "schwabach"]]},
    )
    s.set_marker("profit", B, -11)
    scoring.score_round(s)
    assert s.tracks["profit"][O] == 5  # 14 profit, but never more than 5
    assert s.tracks["profit"][B] == -13  # 4 pieces: 4 loss, but never more than 13


def test_markers_stack_in_player_order_a_net_zero_goes_on_top():
    s = loaded({"5a": (B, ["post"])}, order=[O, B, P], track={B: [["fuerth", "zirndorf"]], P: [["fuerth", "atzenhof"]]})
    s.set_marker("profit", P, -1)
    s.set_marker("profit", B, 0)
    s.set_marker("profit", O, 0)
    scoring.score_round(s)  # orange 0, blue +1 -1 = 0 (on top), purple -1 -1
    assert s.ranked("profit") == [B, O, P]


def test_player_order_follows_profit_loss_after_phase_7():
    g = table(
        phase=TRANSPORT,
        order=[O, B, P],
        track={O: [["fuerth", "zirndorf"]], B: [["fuerth", "atzenhof"], ["fuerth", "vach"]]},
    )
    assert g.state.order == [P, O, B]  # 0, -1, -2: everyone passed, phases 7 and 8 are over


def test_loads_are_kept_and_locomotives_return():
    s = loaded({"1b": (O, ["red", "beer"])})
    scoring.score_round(s)
    assert s.loads[O] == {"beer": 1, "post": 0, "red": 1, "green": 0}
    assert s.trains == {} and s.on_trains == {}


def test_final_scoring_vp_sets_profit_and_track():
    s = table(track={O: [["fuerth", "zirndorf"], ["fuerth", "atzenhof"]]}).state
    s.vp[O] = 10
    s.loads[O] = {"beer": 2, "post": 3, "red": 2, "green": 4}
    s.set_marker("profit", O, -3)
    scoring.final_scoring(s)
    assert s.final[O] == {"vp": 10, "sets": 4, "profit": -3, "track": -2, "total": 9}


def test_a_tie_goes_to_the_higher_profit_loss_position():
    s = table().state
    for p in (O, B, P):
        s.vp[p] = 5
    s.set_marker("profit", O, 1)
    s.set_marker("profit", B, 2)
    s.set_marker("profit", P, -2)
    s.vp[P] = 9
    scoring.final_scoring(s)
    assert [s.final[p]["total"] for p in (O, B, P)] == [6, 7, 7]
    assert scoring.ranking(s) == [B, P, O]


def test_round_end_returns_the_markers_and_the_last_round_ends_the_game():
    g = new("fttn", 4)
    s = g.state
    rules.end_round(s)
    assert s.round == 2 and sum(s.bag.values()) == 20 - 8
    s.round = s.rounds
    rules.end_round(s)
    assert s.phase == OVER and set(s.final) == set(s.players)


def test_a_whole_game_ends_after_its_rounds_with_a_ranking():
    g = play(new("lttw", 4, seed=9), random.Random(9))
    assert g.state.round == 4 and g.finished
    assert sorted(g.result()["ranking"]) == sorted(g.players)


def test_with_the_2_3_train_display_beside_the_3_4_influence_display_passengers_travel_first_class():
    g = table(
        phase=TRANSPORT,
        influence={O: {"brown": 3}},
        track={O: [["schwabach", "rednitzhembach"]]},
        passengers={"rednitzhembach": {"red": 1}},
        train_display="2-3 players",
    )
    assert g.state.side == "3-4"
    act(g, "buy_train", O, train="1a", price=3)
    act(g, "transport", O, area="rednitzhembach", load="red", train="1a")
    assert g.state.vp[O] == 3  # the price-3 train's first class; 1 on the 3-4 train display


def test_a_set_needs_all_four_kinds():
    # the last round's takeovers: orange may hand a line over, so the game waits for him
    g = table(
        phase=TAKEOVERS,
        influence={O: {"red": 1}},
        track={O: [["schwabach", "rednitzhembach"]]},
        round_=5,
    )
    s = g.state
    s.loads[O] = {"beer": 3, "post": 3, "red": 3, "green": 0}
    s.loads[B] = {"beer": 1, "post": 2, "red": 1, "green": 1}
    act(g, "pass", O)
    final = g.state.final
    assert g.finished and (final[O]["sets"], final[B]["sets"], final[P]["sets"]) == (0, 2, 0)
