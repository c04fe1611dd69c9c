"""18ESP (seed 004) 6.2 'Gebirgspässe' and P4 (3.1) through the game's API: from phase 3 a major
connected to a closed pass opens it at its printed cost, one a turn; then a station marker may go
there, the second one paying its 50 to the first one's owner; P4 opens Alar del Rey free or
another pass for 40 less, and closes; minors never open a pass (E15)."""

from __future__ import annotations

import pytest
from g18esp_or_table import act, build, floated, kinds, legal, operate, step
from g18esp_table import keys, new_game, stock_round

PHASE_3 = 1


def fdlr_at_the_passes(phase: int = PHASE_3, cash: int = 280, p4: bool = False):
    """FdLR (Carmen's, from P7) in Reinosa with track to Alar del Rey (H12) and to the first
    Basque pass (J10)."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = phase
    floated(g, "FdLR", 70, "Carmen", cash)
    if p4:
        p = g.state.privates["P4"]
        p.owner, p.corp_owned = "FdLR", True
    operate(g)
    build(g, "FdLR", ("H8", {0, 5}), ("H10", {0, 3}), ("I9", {2, 4}), ("J8", {0, 1}))
    return g


def test_no_pass_opens_in_phase_2():
    g = fdlr_at_the_passes(phase=0)
    assert "open_pass" not in kinds(g)


def test_a_major_opens_one_pass_a_turn_at_its_cost_and_may_place_a_marker_there():
    g = fdlr_at_the_passes()
    assert [(a["hex"], a.get("private")) for a in legal(g, "open_pass")] == [("H12", None), ("J10", None)]
    act(g, "open_pass", hex="J10")
    s = g.state
    assert s.corporations["FdLR"].cash == 280 - 80 and s.board.tokens["J10-c0"] == [None, None]
    assert "open_pass" not in kinds(g)  # one a turn
    assert "J10-c0" in [a["city"] for a in legal(g, "place_token")]
    act(g, "place_token", city="J10-c0")
    assert g.state.corporations["FdLR"].cash == 280 - 80 - 50 and "18esp.station.placed" in keys(g)


def test_the_second_marker_in_a_pass_pays_the_first_ones_owner():
    g = fdlr_at_the_passes()
    act(g, "open_pass", hex="H12")
    g.state.board.tokens["H12-c0"] = ["CFEA", None]
    g.state.board.changed(track=False)
    act(g, "place_token", city="H12-c0")
    s = g.state
    assert s.corporations["CFEA"].cash == 50 and s.corporations["FdLR"].cash == 280 - 60 - 50
    assert s.board.tokens["H12-c0"] == ["CFEA", "FdLR"] and "18esp.station.pass_second" in keys(g)


def test_p4_opens_alar_del_rey_free_or_another_pass_for_40_less_and_closes():
    g = fdlr_at_the_passes(p4=True)
    offers = {(a["hex"], a.get("private")) for a in legal(g, "open_pass")}
    assert offers == {("H12", None), ("J10", None), ("H12", "P4"), ("J10", "P4")}
    act(g, "open_pass", hex="H12", private="P4")
    s = g.state
    assert s.corporations["FdLR"].cash == 280 + 20 and s.privates["P4"].closed  # (P4's income)
    assert "open_pass" not in kinds(g)  # the rule book's one pass a turn (18xx.games: not with P4, D20)

    g = fdlr_at_the_passes(p4=True)
    act(g, "open_pass", hex="J10", private="P4")
    assert g.state.corporations["FdLR"].cash == 280 + 20 - 40


def test_as_18xx_games_plays_p4_opens_a_pass_besides_the_one_a_turn():
    g = fdlr_at_the_passes(p4=True)
    g.state.options["as_18xx_games"] = True
    act(g, "open_pass", hex="J10", private="P4")
    assert [a["hex"] for a in legal(g, "open_pass")] == ["H12"]


def test_a_minor_never_opens_a_pass():
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "MS", 90, "Carmen", 180)
    operate(g)
    assert "open_pass" not in kinds(g)


def test_a_pass_reached_by_the_second_lane_of_the_basque_line_may_be_opened():
    """The Basque passes' line from Vitoria (G15) to J12 is two tracks side by side (two lanes):
    a corporation coming down one lane from the open first pass (J10) and round by Vitoria
    Gasteiz (G17) and San Sebastián (H16) goes back up the other to the second pass (L8): it is
    connected to L8 (6.2), as 18xx.games' walk finds too (its marks name the lane)."""
    g = fdlr_at_the_passes()
    g.state.board.tokens["J10-c0"] = [None, None]  # opened before
    g.state.board.changed(track=False)
    assert [a["hex"] for a in legal(g, "open_pass")] == ["H12"]
    build(g, "FdLR", ("G17", {3, 4}))
    assert [a["hex"] for a in legal(g, "open_pass")] == ["H12", "L8"]
    act(g, "open_pass", hex="L8")
    s = g.state
    assert s.corporations["FdLR"].cash == 280 - 80 and s.board.tokens["L8-c0"] == [None, None]


def marker_after_the_last_tile(as_18xx_games: bool, p4: bool = False):
    """FdLR's tiles used up (both tile actions and the mine tile), then its station marker in
    the first Basque pass (opened before): Alar del Rey (H12) is still closed and reached."""
    g = fdlr_at_the_passes(p4=p4)
    s = g.state
    s.options["as_18xx_games"] = as_18xx_games
    s.privates["P1"].closed = True  # (P1's lay, or buying it, would keep 18xx.games' step open)
    s.board.tokens["J10-c0"] = [None, None]
    s.board.changed(track=False)
    s.operating.tile_hexes, s.operating.mine_laid = ["H8", "H10"], True
    act(g, "place_token", city="J10-c0")
    return g


def test_a_pass_may_be_opened_after_the_marker_and_the_last_tile():
    g = marker_after_the_last_tile(as_18xx_games=False)
    assert step(g) == "track" and [a["hex"] for a in legal(g, "open_pass")] == ["H12"]
    act(g, "open_pass", hex="H12")
    s = g.state
    assert s.corporations["FdLR"].cash == 280 - 50 - 60 and s.board.tokens["H12-c0"] == [None, None]
    assert "pass_after_station" in s.deviations


def test_as_18xx_games_plays_the_marker_after_the_last_tile_ends_the_track_step():
    g = marker_after_the_last_tile(as_18xx_games=True)  # D39
    assert step(g) != "track" and "open_pass" not in kinds(g)
    assert g.state.corporations["FdLR"].cash == 280 - 50 and g.state.board.tokens["H12-c0"] == ["closed", "closed"]


@pytest.mark.parametrize("as_18xx_games", [False, True])
def test_p4_opens_alar_del_rey_after_the_marker_and_the_last_tile_only_by_the_book(as_18xx_games):
    """P4's power is the track step's (3.1, 6.2): by the book that step goes on after the marker
    and the last tile; on 18xx.games it has ended then, and P4 waits for a later turn (D39)."""
    g = marker_after_the_last_tile(as_18xx_games, p4=True)
    offered = [(a["hex"], a.get("private")) for a in legal(g, "open_pass")]
    if as_18xx_games:
        assert offered == [] and g.state.privates["P4"].owner == "FdLR" and not g.state.privates["P4"].closed
        return
    assert ("H12", "P4") in offered
    act(g, "open_pass", hex="H12", private="P4")
    s = g.state
    assert s.corporations["FdLR"].cash == 280 + 20 - 50 and s.privates["P4"].closed  # free (P4's income)
    assert s.board.tokens["H12-c0"] == [None, None]


def test_as_18xx_games_p4_is_used_only_while_their_track_step_still_asks():
    """As 18xx.games plays (D20), P4's pass is beside the turn's own one, but its power is used in
    the track step (3.1), which ends there once nothing else is asked: FdLR has opened the first
    Basque pass and used its tiles, and cannot pay a station marker: P4 waits (oracle seed
    910002, FdSB in OR 5.1). With a tile still to lay, it may be used."""
    g = fdlr_at_the_passes(p4=True, cash=80)
    g.state.options["as_18xx_games"] = True
    g.state.privates["P1"].closed = True  # (P1's lay, or buying it, would keep their step open)
    act(g, "open_pass", hex="J10")
    g.state.operating.tile_hexes, g.state.operating.mine_laid = ["H8", "H10"], True
    assert g.state.corporations["FdLR"].cash == 80 + 20 - 80 and "open_pass" not in kinds(g)
    g = fdlr_at_the_passes(p4=True, cash=80)
    g.state.options["as_18xx_games"] = True
    act(g, "open_pass", hex="J10")
    assert [(a["hex"], a.get("private")) for a in legal(g, "open_pass")] == [("H12", "P4")]
