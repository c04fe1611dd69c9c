"""18ESP (seed 004) 5.6 'Eine kleine Gesellschaft übernehmen' through the game's API: from phase 3
a southern major with a share in the initial offer or the Open Market takes over a minor that has
operated, its director agreeing: it pays the minor's director the minor's price and takes its
treasury, trains and tender; the minor's director receives a 10% share (even above 60%); the
minor's marker leaves the map and the major may put one of its own there, free (not MZ's place
while the MZA plays: E9)."""

from __future__ import annotations

from g18esp_or_table import act, advance, floated, kinds, legal, operate, operating, step, to_step, trains
from g18esp_table import keys, new_game, shareholders, stock_round

from pygame_rules.core18xx import graph
from pygame_rules.games.g18esp import board, track

PHASE_3 = 1


def takeover_position(minor: str = "MS", price: int = 80, phase: int = PHASE_3, **options):
    """N (Almira's, 90, treasury 500) at its takeover step; the minor (Carmen's, its price 80,
    treasury 100, a 2-train) has operated before."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = phase
    g.state.options.update(options)
    floated(g, "N", 90, "Almira", 500)
    m = floated(g, minor, price, "Carmen", 100)
    m.operated = m.started = True
    track.place_home(g.state, m)
    operate(g)
    trains(g, minor, "2-1:2")
    return to_step(g, "takeover" if phase >= PHASE_3 else "trains")


def test_a_southern_major_takes_over_a_minor_whose_director_agrees():
    g = takeover_position()
    assert operating(g) == "N" and [a["minor"] for a in legal(g, "take_over")] == ["MS"]
    cash = dict(g.state.cash)
    act(g, "take_over", minor="MS")
    assert g.active_players == ["Carmen"] and kinds(g) == {"accept_offer", "decline_offer"}
    act(g, "accept_offer")
    s = g.state
    n, ms = s.corporations["N"], s.corporations["MS"]
    assert s.cash["Carmen"] == cash["Carmen"] + 80 and n.cash == 500 - 80 + 100
    assert n.trains == ["2-1"] and ms.closed and ms.trains == [] and ms.cash == 0
    assert n.shares.units_of("Carmen") == 1 and n.shares.ipo == 7
    assert "MS" not in s.board.tokens["C27-c0"]
    # the major may put a marker where the minor's was, free
    assert g.active_players == ["Almira"] and {a["choice"] for a in legal(g, "takeover_marker")} == {"map", "charter"}
    act(g, "takeover_marker", choice="map")
    s = g.state
    assert (
        s.board.tokens["C27-c0"] == ["N"] and s.corporations["N"].tokens_left == [] and s.corporations["N"].cash == 520
    )
    assert "18esp.takeover.marker" in keys(g) and step(g) == "trains"  # no other minor to take over


def test_a_minors_director_may_decline():
    g = takeover_position()
    act(g, "take_over", minor="MS")
    act(g, "decline_offer")
    s = g.state
    assert not s.corporations["MS"].closed and s.corporations["N"].cash == 500 and g.active_players == ["Almira"]
    assert "18esp.offer.declined" in keys(g)


def test_one_director_of_both_takes_over_without_asking():
    g = takeover_position()
    g.state.corporations["MS"].shares.director = "Almira"
    act(g, "take_over", minor="MS")
    assert g.state.corporations["MS"].closed and g.state.corporations["N"].shares.units_of("Almira") == 3


def test_no_takeover_in_phase_2_of_a_minor_not_yet_operated_or_without_a_share_left():
    assert not legal(takeover_position(phase=0), "take_over")
    g = takeover_position()
    g.state.corporations["MS"].operated = False
    assert not legal(g, "take_over")
    g = takeover_position()
    n = g.state.corporations["N"]
    shareholders(g, "N", {"Bruno": 8})
    assert n.shares.ipo == 0 and not legal(g, "take_over")
    g.state.corporations["N"].cash = 79
    assert not legal(g, "take_over")


def test_a_northern_major_takes_over_nothing():
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "FdSB", 90, "Almira", 500)
    m = floated(g, "MS", 80, "Carmen", 100)
    m.operated = True
    operate(g)
    to_step(g, "trains")
    assert operating(g) == "FdSB" and not legal(g, "take_over")


def test_the_share_comes_from_the_open_market_when_the_initial_offer_is_empty():
    g = takeover_position()
    shareholders(g, "N", {"Bruno": 7}, pool=1)
    act(g, "take_over", minor="MS")
    act(g, "accept_offer")
    n = g.state.corporations["N"]
    assert n.shares.units_of("Carmen") == 1 and n.shares.pool == 0


def test_as_18xx_games_plays_no_consent_and_no_share_from_the_open_market():
    g = takeover_position(as_18xx_games=True)
    shareholders(g, "N", {"Bruno": 7}, pool=1)
    act(g, "take_over", minor="MS")
    n = g.state.corporations["N"]
    assert g.state.corporations["MS"].closed and n.shares.units_of("Carmen") == 0 and n.shares.pool == 1


def test_mzs_place_in_madrid_stays_free_while_the_mza_plays():
    """E9: the major may not put its marker where MZ's was; it stays on its charter."""
    g = takeover_position(minor="MZ")
    act(g, "take_over", minor="MZ")
    act(g, "accept_offer")
    assert not legal(g, "takeover_marker") and "MZ" not in g.state.board.tokens.get("F24-c2", [])


def test_the_marker_takes_zps_circle_while_cas_home_in_zaragoza_waits():
    """R129/R161: ZP's circle in Zaragoza (OO, J20) stays taken when N's marker replaces ZP's,
    so CA's home reserved in the hex, not yet placed, does not stop it: CA keeps the other circle
    (18xx.games offers the same; oracle seed 840087, CRB taking ZP over)."""
    g = stock_round(new_game(seed=6, core=False), "Carmen", number=1)  # seed 6: N, ZP and CA in play
    g.state.phase = PHASE_3
    floated(g, "N", 90, "Almira", 500)
    zp = floated(g, "ZP", 80, "Carmen", 100)
    zp.operated = zp.started = True
    track.place_home(g.state, zp, "J20-c1")
    operate(g)
    trains(g, "ZP", "2-1:2")
    to_step(g, "takeover")
    act(g, "take_over", minor="ZP")
    act(g, "accept_offer")
    assert g.active_players == ["Almira"] and {a["choice"] for a in legal(g, "takeover_marker")} == {"map", "charter"}
    act(g, "takeover_marker", choice="map")
    s = g.state
    assert s.board.tokens["J20-c1"] == ["N"] and s.corporations["N"].tokens_left == []
    assert s.board.reservations["J20"] == [("CA", None)]
    track.place_home(s, s.corporations["CA"], "J20-c0")
    assert s.board.tokens["J20-c0"] == ["CA"]


def test_a_minors_tender_goes_to_the_major_or_to_the_open_market():
    g = takeover_position()
    g.state.corporations["MS"].tender = True
    g.state.corporations["N"].tender = True
    act(g, "take_over", minor="MS")
    act(g, "accept_offer")
    s = g.state
    assert s.corporations["N"].tender and s.tenders["market"] == 1 and "18esp.tender.to_market" in keys(g)


def test_trains_over_the_limit_are_given_up_after_the_home_station_is_decided():
    """5.6 then 5.7: N at its limit of 4 takes MS's train; its director first decides on MS's
    home station, then gives a train up (D35: 18xx.games asks for no train then)."""
    g = takeover_position()
    trains(g, "N", "2-2:2", "2-3:2", "2-4:2", "2-5:2")
    g.state.corporations["MS"].shares.director = "Almira"
    act(g, "take_over", minor="MS")
    s = g.state
    assert len(s.corporations["N"].trains) == 5 and not s.discards
    assert "takeover_marker" in kinds(g) and "discard_train" not in kinds(g)
    act(g, "takeover_marker", choice="charter")
    assert g.state.discards == ["N"] and "discard_train" in kinds(g)
    assert "takeover_train_limit" in g.state.deviations


def over_the_limit_by_a_takeover(last_of_set: bool):
    """As 18xx.games plays: N (Almira's) at its limit of 4 takes MS over and keeps its train; A
    (Bruno's, after N) has no train, or one in the set's last operating round."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    g.state.options.update(as_18xx_games=True)
    floated(g, "N", 90, "Almira", 500)
    floated(g, "A", 70, "Bruno", 500)
    m = floated(g, "MS", 80, "Carmen", 100)
    m.operated = m.started = True
    track.place_home(g.state, m)
    operate(g)
    trains(g, "MS", "2-1:2")
    trains(g, "N", "2-2:2", "2-3:2", "2-4:2", "3-0:3")
    if last_of_set:
        trains(g, "A", "3-1:3")
        g.state.or_count = g.state.or_number
    to_step(g, "takeover")
    act(g, "take_over", minor="MS")
    if legal(g, "takeover_marker"):
        act(g, "takeover_marker", choice="charter")
    s = g.state
    assert len(s.corporations["N"].trains) == 5 and not s.discards and "discard_train" not in kinds(g)
    assert "takeover_train_limit" not in s.deviations
    return g


def test_as_18xx_games_the_major_keeps_trains_over_the_limit_until_a_train_is_next_bought():
    """D35: 18xx.games counts the limit again only when a corporation next buys a train (or
    trains rust): N runs its five trains, and gives one up when A buys its first."""
    g = over_the_limit_by_a_takeover(last_of_set=False)
    while operating(g) != "A" or step(g) != "trains":
        to_step(g, "trains") if operating(g) == "A" else act(g, "pass")
    bought = legal(g, "buy_train")[0]
    g.apply(bought)
    s = g.state
    assert s.discards == ["N"] and s.corporations["A"].trains == [bought["train"]]
    assert [a["player"] for a in legal(g, "discard_train")][:1] == ["Almira"]
    act(g, "discard_train", train="2-2")
    assert len(g.state.corporations["N"].trains) == 4 and not g.state.discards


def test_as_18xx_games_the_export_at_the_end_of_the_set_counts_the_limit_again():
    """D35: the bank's export at the end of the set is a purchase to 18xx.games' engine too (its
    phase change counts the limit again): N, over its limit since its takeover, gives a train up
    at the start of the stock round (oracle seed 810009, CRB after taking over CM)."""
    g = over_the_limit_by_a_takeover(last_of_set=True)
    while g.state.round == "operating":
        advance(g)
    s = g.state
    assert s.round == "stock" and "18esp.train.exported" in keys(g)
    assert s.discards == ["N"] and g.active_players == ["Almira"] and kinds(g) == {"discard_train"}


def test_mzs_place_goes_with_its_marker_as_18xx_games():
    """D40: 18xx.games removes the place MZ's marker leaves in a takeover; Madrid's circle then
    blocks routes until MZA's home marker is put there (stacked)."""
    for as_18xx_games in (False, True):
        g = takeover_position(minor="MZ", as_18xx_games=as_18xx_games)
        act(g, "take_over", minor="MZ")
        if not as_18xx_games:
            act(g, "accept_offer")
        s = g.state
        assert s.board.tokens["F24-c2"] == ([] if as_18xx_games else [None])
        assert graph.blocks(s.board, "F24-c2", "N") is as_18xx_games
        assert ("madrid_place_kept" in s.deviations) is not as_18xx_games
        board.place_home(s.board, "MZA", s.homes)
        assert s.board.tokens["F24-c2"] == ["MZA"]
