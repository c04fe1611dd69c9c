"""1856 (seed 003) on the map: home stations, station markers lifted by an upgrade, the private
companies' powers (Canada Company, Waterloo & Saugeen, Great Lakes port), with real outcomes."""

import pytest
from g1856_table import brantford_galt, kinds, new_game, operate, owned_by, parred, sell, shareholders, to_step

from pygame_rules.core18xx import operating_round, runs, tokens, track


def test_thb_home_station_goes_into_hamiltons_first_city_while_hamilton_has_no_track():
    # 18xx.games: no choice is described; the city is settled when the first tile comes
    g = new_game()
    operate(g, "THB")
    assert g.state.board.tokens["L15-c0"] == ["THB"] and g.state.operating.step == "track"
    assert not [a for a in g.legal_actions() if a["type"] == "place_token"]


def test_thb_chooses_its_home_city_once_hamilton_has_track():
    g = new_game()
    track.lay_tile(g.state.board, "WR", "L15", "59", 0, track.LayRules(("yellow", "green"), reach=False))
    operate(g, "THB")
    homes = [a for a in g.legal_actions() if a["type"] == "place_token"]
    assert [a["city"] for a in homes] == ["L15-c0", "L15-c1"]
    g.apply(homes[1])
    assert g.state.board.tokens["L15-c1"] == ["THB"] and g.state.operating.step == "track"


def test_a_corporation_with_one_home_city_places_it_when_it_first_operates():
    g = new_game()
    corp = operate(g, "BBG")
    assert g.state.board.tokens["J15-c0"] == ["BBG"] and corp.tokens_left == [40, 100]
    assert g.state.operating.step == "track" and "lay_tile" in kinds(g)


# WR (Max) lays the Waterloo & Saugeen's #59 tile in Kitchener
WSRC_LAY = {
    "type": "lay_tile",
    "player": "Max",
    "corporation": "WR",
    "private": "WSRC",
    "hex": "I12",
    "tile": "59",
    "rotation": 3,
}


def test_a_marker_on_a_city_without_track_is_placed_again_after_the_upgrade():
    # 18xx.games: Kitchener's preprinted cities have no track; a marker there is lifted by the
    # #59 tile and the laying corporation's director puts it back into a city of the hex
    g = new_game()
    owned_by(g, "WSRC", "WR")
    tokens.place_token(g.state.board, "CV", "I12-c1", reach=False)
    operate(g, "WR")
    g.apply(WSRC_LAY)
    assert g.state.pending_tokens == [("CV", "I12")]
    again = [a for a in g.legal_actions() if a["type"] == "place_token"]
    assert {a["city"] for a in again} == {"I12-c0", "I12-c1"} and again[0]["player"] == "Max"
    g.apply(again[0])
    assert "CV" in g.state.board.tokens[again[0]["city"]] and not g.state.pending_tokens


def test_waterloo_and_saugeen_tile_and_free_station_close_it_after_the_round():
    g = new_game()
    owned_by(g, "WSRC", "WR")
    operate(g, "WR", cash=100)
    lay = WSRC_LAY
    assert g.state.phase == 0  # green before the green phase: the private's own tile
    g.apply(lay)
    assert g.state.operating.tile_laid and g.state.corporations["WR"].cash == 100
    station = next(a for a in g.legal_actions() if a.get("private") == "WSRC")
    g.apply(station)
    corp = g.state.corporations["WR"]  # each action works on a copy of the state
    assert corp.cash == 100 and corp.tokens_left == [100]
    assert not g.state.privates["WSRC"].closed and g.state.kitchener_used
    while g.state.round == "operating":
        g.apply(next(a for a in g.legal_actions() if a["type"] == "pass"))
    assert g.state.privates["WSRC"].closed


@pytest.mark.parametrize("after_wr", [[], ["CA"]])
def test_the_waterloo_and_saugeen_stays_open_when_the_game_ends_with_something_left_to_decide(after_wr):
    # 18xx.games closes it as the round ends; a game ended while the round still asks something
    # (WR's token and trains steps, or CA still to operate) does not end the round
    g = new_game()
    owned_by(g, "WSRC", "WR")
    for corp in after_wr:
        parred(g, corp, 100, "Ann").started = True
    operate(g, "WR", cash=100)
    g.state.operating_order += after_wr
    g.apply(WSRC_LAY)
    assert g.state.kitchener_used and not g.state.privates["WSRC"].closed
    g.apply({"type": "end_game", "player": "Max"})
    assert g.finished and not g.state.privates["WSRC"].closed


def test_the_waterloo_and_saugeen_closes_when_a_bankruptcy_ends_the_rounds_last_decision():
    # BBG, the only corporation, used it; its director cannot repay the loans above the limit
    # and is bankrupt in the turn's last step that asks: the round ends with the game
    g = new_game()
    owned_by(g, "WSRC", "BBG")
    g.state.cash["Max"] = 0
    operate(g, "BBG", cash=0).loans = 6
    shareholders(g, "BBG", {"Max": 2})
    g.apply(next(a for a in g.legal_actions() if a.get("private") == "WSRC"))
    to_step(g, "loans")
    g.apply({"type": "pass", "player": "Max", "corporation": "BBG"})
    assert g.state.crisis.reason == "loan repayment" and not g.state.privates["WSRC"].closed
    sell(g, "Max", "BBG", 10)
    sell(g, "Max", "BBG", 10)
    g.apply({"type": "bankrupt", "player": "Max"})
    assert g.finished and g.state.end_reason == "bankrupt" and g.state.privates["WSRC"].closed


def test_canada_company_lays_a_free_extra_yellow_tile_once_and_stays_open():
    g = new_game()
    owned_by(g, "TCC", "CA")
    operate(g, "CA", cash=10)
    offers = [a for a in g.legal_actions() if a.get("private") == "TCC"]
    assert {a["hex"] for a in offers} == {"H11"} and {a["tile"] for a in offers} <= {"3", "4", "58"}
    g.apply(offers[0])
    assert g.state.board.laid["H11"][0].startswith(offers[0]["tile"]) and g.state.corporations["CA"].cash == 10
    assert not g.state.operating.tile_laid  # the normal lay is still to come
    assert not [a for a in g.legal_actions() if a.get("private") == "TCC"]
    assert not g.state.privates["TCC"].closed


def test_the_port_marker_adds_20_to_each_route_into_its_hex_and_closes_the_private():
    g = new_game()
    owned_by(g, "GLSC", "LPS")
    operate(g, "LPS")
    g.apply({"type": "place_port", "player": "Max", "corporation": "LPS", "hex": "C14"})
    corp = g.state.corporations["LPS"]
    assert g.state.port == ("C14", "LPS") and g.state.privates["GLSC"].closed
    rules = track.LayRules(("yellow",), reach=False)
    track.lay_tile(g.state.board, "LPS", "C14", "57", 2, rules)  # C14 - B13 (Sarnia)
    corp.trains = ["2-0"]
    run = runs.best_routes(g.state, corp)
    assert sum(runs.route_revenues(g.state, corp, run)) == 20 + 30 + 20  # city, Sarnia, port


def test_an_unused_canada_company_keeps_the_track_step_open_after_the_normal_lay():
    g = new_game()
    owned_by(g, "TCC", "CA")
    track.lay_tile(g.state.board, "BBG", "H11", "3", 0, track.LayRules(("yellow",), reach=False))
    operate(g, "CA", cash=10)
    g.state.operating.tile_laid = True  # and H11 is built: no lay is left, yet 18xx.games asks
    assert [a["type"] for a in operating_round.step_choices(g.state)] == ["pass"]
    g.state.powers_used.append("TCC")
    assert operating_round.step_choices(g.state) == []


def test_the_station_step_waits_when_only_a_loan_would_pay_for_the_marker():
    g = new_game()
    brantford_galt(g)
    operate(g, "BBG", cash=10)
    g.apply({"type": "pass", "player": "Max", "corporation": "BBG"})  # no tile
    assert g.state.operating.step == "token" and "place_token" not in kinds(g)  # $40 > $10
    g.apply({"type": "take_loan", "player": "Max", "corporation": "BBG"})
    g.apply({"type": "place_token", "player": "Max", "corporation": "BBG", "city": "J13-c0"})
    assert g.state.board.tokens["J13-c0"] == ["BBG"] and g.state.corporations["BBG"].cash == 70
