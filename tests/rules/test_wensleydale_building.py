"""Phase 5, Track building (seed 001)."""

import pytest
from wensleydale_table import B, O, P, act, build, influence, legal, table

import pygame_rules as pr
from pygame_rules.games.wensleydale.state import Build
from pygame_rules.games.wensleydale.track_building import MAX_PIECES, next_borders


def start(g, player, area):
    (a,) = [a for a in legal(g, "build_start") if a["area"] == area]
    g.apply(a)


def step(g, to):
    """Build on across the border to `to`."""
    g.apply(next(a for a in legal(g, "build_border") if a["to"] == to))


def offered(g):
    return {a["to"]: a["cost"] for a in legal(g, "build_border")}


def lttw(**kw):
    return table("lttw", cubes={O: 15}, influence={O: {"red": 2, "white": 3}}, **kw)


def test_wensleydale_plain_costs_1_valley_costs_2():
    g = lttw()
    start(g, O, "skipton")
    assert offered(g)["burnsall"]["points"] == 1  # plain - plain
    step(g, "gargrave")
    costs = offered(g)
    assert costs["grassington"]["points"] == 1 + 2  # plain - valley
    step(g, "grassington")
    assert offered(g)["kettlewell"]["points"] == 3 + 2  # valley - valley


def test_nuernberg_river_costs_2():
    g = table(cubes={O: 15}, influence={O: {"green": 1}})
    start(g, O, "nuernberg_sued")
    costs = offered(g)
    assert costs["stein"]["points"] == 2 and costs["eibach"]["points"] == 1


def test_no_track_into_hills_or_hop_fields():
    g = lttw()
    start(g, O, "skipton")
    step(g, "burnsall")
    assert "little_whernside" not in offered(g)  # a hill
    g = table(cubes={O: 15}, influence={O: {"red": 1}})
    start(g, O, "schwabach")
    assert "kammerstein" not in offered(g) and "buechenbach_roth" not in offered(g)


def test_the_south_only_out_and_its_extension_only_with_the_option():
    g = lttw()
    start(g, O, "skipton")
    assert "the_south" not in offered(g)
    g = lttw()
    start(g, O, "the_south")
    assert set(offered(g)) == {"skipton", "gargrave"}
    g = lttw(the_south="extended")
    start(g, O, "the_south")
    assert set(offered(g)) == {"skipton", "gargrave", "burnsall", "hellifield", "pateley_bridge"}


def test_nuernberg_nord_and_sued_are_never_joined():
    g = table(cubes={O: 15}, influence={O: {"green": 2}})
    start(g, O, "nuernberg_nord")
    assert "nuernberg_sued" not in offered(g)


def test_first_round_from_company_towns_later_also_from_own_track():
    g = table(cubes={O: 15}, influence={O: {"red": 0}}, track={O: [["stein", "oberasbach"]]}, round_=2)
    starts = {a["area"] for a in legal(g, "build_start")}
    assert {"stein", "oberasbach"} <= starts
    assert "schwabach" not in starts  # a red town, but he has no red influence
    g = table(cubes={O: 15}, influence={O: {"green": 1}})
    assert {a["area"] for a in legal(g, "build_start")} == {"nuernberg_nord", "nuernberg_sued", "fuerth"}


def test_one_piece_per_border_and_no_branching_within_a_line():
    g = table(cubes={O: 15}, influence={O: {"green": 1}}, track={B: [["nuernberg_sued", "eibach"]]})
    start(g, O, "nuernberg_sued")
    assert "eibach" not in offered(g)
    step(g, "worzeldorf")
    assert "nuernberg_sued" not in offered(g)  # the line goes on from its end, never back
    assert set(offered(g)) <= {"eibach", "katzwang", "kornburg", "reichelsdorf", "fischbach", "moegeldorf"}


def test_company_influence_once_for_entering_and_leaving():
    g = table(cubes={O: 15}, influence={O: {"green": 1, "red": 1}})
    start(g, O, "nuernberg_sued")
    for to in ["eibach", "reichelsdorf", "schwabach"]:
        step(g, to)
    cost = offered(g)["katzwang"]
    assert (cost["green"], cost["red"]) == (1, 1)  # in and out of Schwabach: one red


def test_unaffordable_borders_are_not_offered():
    g = table(cubes={O: 2}, influence={O: {"green": 1}}, landowners={"stein": 1})
    start(g, O, "nuernberg_sued")
    costs = offered(g)
    assert "stein" not in costs  # needs a white influence for its landowner
    assert costs["eibach"]["points"] == 1


def test_at_most_fifteen_pieces_and_no_more_than_in_supply():
    g = table(cubes={O: 15}, influence={O: {"green": 1}})
    g.state.pieces[O] = 1
    start(g, O, "nuernberg_sued")
    step(g, "eibach")
    assert legal(g, "build_border") == [] and legal(g, "build_done")
    g.state.pieces[O] = 15
    long_line = Build(O, ["eibach"], borders=["-"] * MAX_PIECES)
    assert MAX_PIECES == 15 and list(next_borders(g.state, long_line)) == []


def test_cubes_first_then_influence_of_the_players_choice():
    g = table(cubes={O: 1}, influence={O: {"green": 1, "brown": 2, "white": 2}})
    build(g, O, ["nuernberg_sued", "eibach", "worzeldorf", "kornburg"])
    # 3 points: 1 cube, then 2 from white or brown (green is spent on Nürnberg Süd)
    assert g.active_players == [O]
    assert {(a["source"], a["amount"]["max"]) for a in legal(g, "pay")} == {("white", 2), ("brown", 2)}
    act(g, "pay", O, source="white", amount=1)
    act(g, "pay", O, source="brown", amount=1)
    assert influence(g, O) == {"white": 1, "brown": 1, "red": 0, "green": 0}
    assert g.state.cubes[O] == 0 and g.state.supply[O] == 3 + 1
    assert g.state.payment is None and g.state.build is None


def test_a_payment_without_choice_is_made_by_itself():
    g = table(cubes={O: 0}, influence={O: {"green": 1, "brown": 2}})
    build(g, O, ["nuernberg_sued", "eibach", "worzeldorf"])
    assert influence(g, O)["brown"] == 0 and not g.state.payment


def test_a_player_who_cannot_build_is_passed_over():
    g = table(order=[O, B, P], cubes={B: 5}, influence={B: {"green": 1}})
    assert g.active_players == [B]
    assert "builds nothing" in g.state.log[0][1]


def test_building_nothing_is_allowed():
    g = table(order=[O, B], players=2, cubes={O: 5, B: 5}, influence={O: {"green": 1}, B: {"green": 1}})
    act(g, "pass", O)
    assert g.active_players == [B]


def test_an_illegal_border_is_refused_and_changes_nothing():
    g = table(cubes={O: 15}, influence={O: {"green": 1}})
    start(g, O, "nuernberg_sued")
    before = g.view()
    with pytest.raises(pr.IllegalAction):
        act(
            g,
            "build_border",
            O,
            border="fuerth|zirndorf",
            to="zirndorf",
            cost={"points": 1, "white": 0, "red": 0, "green": 1},
        )
    assert g.view() == before


def test_branching_from_own_track_in_a_later_round():
    g = table(
        cubes={O: 15}, influence={O: {"green": 1}}, track={O: [["nuernberg_sued", "eibach", "reichelsdorf"]]}, round_=2
    )
    start(g, O, "eibach")
    step(g, "worzeldorf")
    assert "eibach|worzeldorf" in g.state.track


def test_a_company_town_costs_its_influence_for_leaving_and_entering_once_for_both():
    # out of Nürnberg Süd (green), then into and out of Schwabach (red): one of each
    g = table(cubes={O: 15}, influence={O: {"green": 2, "red": 2}})
    build(g, O, ["nuernberg_sued", "eibach", "reichelsdorf", "schwabach", "katzwang"])
    assert (influence(g, O)["green"], influence(g, O)["red"]) == (1, 1)


def test_a_line_ending_in_a_company_town_pays_its_influence():
    g = table(cubes={O: 15}, influence={O: {"green": 2, "red": 2}})
    build(g, O, ["nuernberg_sued", "eibach", "reichelsdorf", "schwabach"])
    assert (influence(g, O)["green"], influence(g, O)["red"]) == (1, 1)


def test_a_line_never_enters_an_area_twice():
    g = table(cubes={O: 15}, influence={O: {"green": 3}})  # enough to pay Nürnberg Süd again
    start(g, O, "nuernberg_sued")
    step(g, "eibach")
    step(g, "worzeldorf")
    assert "nuernberg_sued|worzeldorf" not in g.state.track  # the border back is free ...
    assert "nuernberg_sued" not in offered(g)  # ... but the line was there already


def test_a_line_starts_from_his_own_track_never_from_another_players():
    g = table(
        cubes={O: 15},
        track={O: [["katzwang", "kornburg"]], B: [["stein", "oberasbach"]]},
        round_=2,
    )
    assert {a["area"] for a in legal(g, "build_start")} == {"katzwang", "kornburg"}


def test_a_line_is_paid_in_full_company_influence_counts_once():
    # one green influence and nothing else: it pays for leaving Nürnberg Süd, not for the piece
    g = table(order=[O, B], players=2, cubes={O: 0}, influence={O: {"green": 1}})
    assert g.state.track == {} and "Orange builds nothing (no line he can build)." in [t for _, t in g.state.log]
