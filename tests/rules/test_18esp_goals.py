"""18ESP (seed 004) 6.1 'Ziele, Kapitalisierung und Bahnhofsmarker freischalten' through the
game's API: a major floated before phase 5 reaches its destination (a connection from its home,
no train needed), a red off-board area and a harbour in any order; each releases a locked
station marker and pays 1x, 2x, 3x its start price (E12: 4 + 1 + 2 + 3 = 10 times); phase 5
opens every marker (5.3.4) and goals still pay (U8); minors have none."""

from __future__ import annotations

from g18esp_or_table import act, advance, build, first_round, floated, legal, operate, operating, to_step, trains
from g18esp_table import keys, new_game, stock_round
from test_18esp_board import HOMES

from pygame_rules.core18xx import tokens
from pygame_rules.core18xx.routes import Route
from pygame_rules.games.g18esp import board as esp_board
from pygame_rules.games.g18esp import goals

PHASE_3, PHASE_5 = 1, 3


def test_a_major_reaches_its_destination_when_its_home_is_connected_to_it():
    g = first_round(("FdSB", 80, "Diego", 320))
    fdsb = g.state.corporations["FdSB"]
    assert fdsb.goals and fdsb.tokens_left == [50] and fdsb.locked_tokens == [50, 50, 50]
    act(g, "lay_tile", hex="J4", tile="73", rotation=5)  # Santander to Bilbao (K5)
    fdsb = g.state.corporations["FdSB"]
    assert fdsb.reached == ["destination"] and fdsb.cash == 320 + 80
    assert fdsb.tokens_left == [50, 50] and fdsb.locked_tokens == [50, 50]
    assert "18esp.goal.destination" in keys(g)


def crb_to_lisboa():
    """The CRB (start price 90, phase 3) in Badajoz with track to Lisboa and a 3-train."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = PHASE_3
    floated(g, "CRB", 90, "Almira", 360)
    operate(g)
    build(g, "CRB", ("B26", {2, 3}))
    trains(g, "CRB", "3-0")
    return g


def test_a_run_to_a_red_off_board_area_is_a_goal():
    g = to_step(crb_to_lisboa(), "routes")
    run = legal(g, "run_routes")[0]
    assert any(stop.startswith("A25") for r in run["routes"] for stop in r["stops"])
    g.apply(run)
    crb = g.state.corporations["CRB"]
    assert crb.reached == ["offboard"] and crb.cash == 360 + 90 and crb.tokens_left == [50, 50]


def test_the_goals_pay_once_twice_three_times_the_start_price_in_any_order():
    """E12: with the 4 times at floating, 10 times the start price in all, one marker each."""
    g = to_step(crb_to_lisboa(), "routes")
    g.apply(legal(g, "run_routes")[0])  # offboard: 90
    s = g.state
    crb = s.corporations["CRB"]
    goals.check_run(s, crb, [Route("3-0", ("C31-c0", "B34-h0"), ((),))])  # a harbour: 180
    goals.reach(s, crb, goals.DESTINATION)  # 270
    assert crb.reached == ["offboard", "harbour", "destination"] and crb.cash == 360 + 90 + 180 + 270
    assert crb.locked_tokens == [] and crb.tokens_left == [50, 50, 50, 50]
    goals.reach(s, crb, goals.HARBOUR)
    assert crb.cash == 360 + 540  # once only


def test_from_phase_5_every_marker_is_available_and_goals_still_pay():
    g = first_round(("FdSB", 80, "Diego", 700))
    s = g.state
    s.depot = [t for t in s.depot if t.startswith("5-")]
    trains(g, "FdSB", "4-0")
    s.phase = 2
    to_step(g, "trains")
    act(g, "buy_train", train="5-0", variant="5")
    fdsb = g.state.corporations["FdSB"]
    assert g.state.phase == PHASE_5 and fdsb.locked_tokens == [] and fdsb.tokens_left == [50, 50, 50, 50]
    cash = fdsb.cash
    goals.reach(g.state, fdsb, goals.OFFBOARD)
    assert fdsb.reached == ["offboard"] and fdsb.cash == cash + 80


def test_as_18xx_games_plays_a_floated_majors_markers_stay_locked_at_phase_5():
    g = first_round(("FdSB", 80, "Diego", 700))
    s = g.state
    s.options["as_18xx_games"] = True
    s.depot = [t for t in s.depot if t.startswith("5-")]
    trains(g, "FdSB", "4-0")
    s.phase = 2
    to_step(g, "trains")
    act(g, "buy_train", train="5-0", variant="5")
    assert g.state.corporations["FdSB"].locked_tokens == [50, 50, 50]


def test_a_minor_has_no_goals():
    g = first_round(("MS", 90, "Carmen", 180))
    ms = g.state.corporations["MS"]
    goals.reach(g.state, ms, goals.OFFBOARD)
    assert not ms.reached and ms.cash == 180


def test_a_destination_is_reached_only_along_track_a_train_could_follow():
    # 6.1.1: connected as a route would be. From H8 to Bilbao (K5) only through H10's two paths
    # that meet at its edge towards H12: from one to the other is no way on
    state = esp_board.new_board(HOMES)
    state.laid.update(
        {
            "H8": ("L107-0", 0),
            "H10": ("677-1", 0),
            "I9": ("677-0", 4),
            "J8": ("693-0", 1),
            "K7": ("699-2", 1),
            "K5": ("L112-0", 4),
        }
    )  # as an exported game had them
    state.changed()
    assert not goals.connected(state, ["H8-c0"], "K5")
    assert goals.connected(state, ["H8-c0"], "H12")


def turn_of(corp: str, as_18xx_games: bool, setup) -> object:
    """CFLG's first turn played (withholding), `setup(state)` done before it ends, to the
    beginning of `corp`'s (start price 80) turn."""
    g = first_round(("CFLG", 90, "Almira", 400), (corp, 80, "Diego", 320))
    s = g.state
    s.options["as_18xx_games"] = as_18xx_games
    trains(g, "CFLG", "2-0")
    setup(s)
    while operating(g) == "CFLG":
        advance(g)
    return g


def a_marker_in_bilbao(s) -> None:
    tokens.place_token(s.board, "FdSB", "K5-c0", reach=False)  # as a takeover's marker


def test_a_station_in_the_destination_hex_reaches_it_when_18xx_games_is_followed():
    # D28: 18xx.games searches from every station; its search from Bilbao walks Bilbao's track
    g = turn_of("FdSB", True, a_marker_in_bilbao)
    fdsb = g.state.corporations["FdSB"]
    assert operating(g) == "FdSB" and fdsb.reached == ["destination"] and fdsb.cash == 320 + 80


def test_a_station_in_the_destination_hex_is_no_connection_from_home_by_the_book():
    g = turn_of("FdSB", False, a_marker_in_bilbao)
    fdsb = g.state.corporations["FdSB"]
    assert operating(g) == "FdSB" and fdsb.reached == [] and fdsb.cash == 320
    assert "destination_from_any_station" in g.state.deviations


# Oviedo (H8, FdLR's home) towards Bilbao (K5) through H10's two paths that meet at its edge
# towards H12 (as an exported game had them), and a loop beyond Pajares (H12, opened) from Zaragoza
# (E21) and back into it (as another had it): the only way on to Bilbao passes H12's and E21's
# cities twice and comes back along the track it went out by
LOOP = {
    "H8": ("L107-0", 0),
    "H10": ("677-1", 0),
    "I9": ("677-0", 4),
    "J8": ("693-0", 1),
    "K7": ("699-2", 1),
    "K5": ("L112-0", 4),
    "E19": ("L97-0", 0),
    "E21": ("619-3", 5),
    "F22": ("26-1", 2),
    "G23": ("204-0", 4),
    "H22": ("20-0", 1),
    "I21": ("88-0", 1),
    "J22": ("28-0", 2),
    "I23": ("30-0", 4),
    "J24": ("L95-0", 3),
}


def the_loop(s) -> None:
    s.board.laid.update(LOOP)
    s.board.tokens["H12-c0"] = [None, None]  # Pajares opened
    s.board.changed()


def test_a_destination_is_not_reached_by_passing_a_city_twice():
    # 6.1.1: a connection as a route would run; 18xx.games' search passes each city once too
    for as_18xx_games in (False, True):
        g = turn_of("FdLR", as_18xx_games, the_loop)
        fdlr = g.state.corporations["FdLR"]
        assert operating(g) == "FdLR" and fdlr.reached == [] and fdlr.cash == 320
        assert goals.connected(g.state.board, ["H8-c0"], "E21")  # the loop's city


def test_18xx_games_reaches_a_destination_through_a_closed_mountain_pass():
    # D38: its search for the destination lets nothing block, Pajares' "Closed" markers neither
    g = turn_of("FdLR", False, the_loop)
    board = g.state.board
    board.tokens["H12-c0"] = ["closed", "closed"]
    board.changed()
    assert not goals.connected(board, ["H8-c0"], "E21") and goals.connected(board, ["H8-c0"], "H12")
    assert goals.graph_connected(board, ["H8-c0"], "E21")


def test_the_destination_is_reached_when_a_lifted_home_marker_goes_back_on_the_map():
    """CFEA's home marker stands on Oviedo's printed city (D6, no track); its track runs on from
    D6 to Llanes (G5), its destination. Its own lay on D6 lifts the marker (5.3.4): nothing joins
    it to G5 until the marker is back, in the city that faces the track. Then it has reached its
    destination (6.1: its start price, 90, to the treasury), as 18xx.games checks after every
    action of the track step (oracle seed 870022, SFVA in OR 8.1)."""
    g = first_round(("CFEA", 90, "Bruno", 300))
    build(g, "CFEA", ("E5", {1, 4}), ("F4", {1, 5}), ("G5", {2, 5}))
    act(g, "lay_tile", hex="D6", tile="L133", rotation=4)
    s = g.state
    assert s.pending_tokens == [("CFEA", "D6")] and not s.corporations["CFEA"].reached
    act(g, "place_token", city="D6-c0")
    cfea = g.state.corporations["CFEA"]
    assert cfea.reached == ["destination"] and cfea.cash == 300 - 10 + 90  # (D6's river)


def fdsb_reaches_its_destination_after_its_marker(as_18xx_games: bool):
    """FdSB (phase 3: two tile actions) with its station marker placed and an empty treasury lays
    its first tile to Bilbao, its destination: 80 come in, the second tile (20) is now paid for."""
    g = first_round(("FdSB", 80, "Diego", 0))
    s = g.state
    s.phase, s.options["as_18xx_games"], s.operating.token_placed = PHASE_3, as_18xx_games, True
    act(g, "lay_tile", hex="J4", tile="73", rotation=5)
    assert g.state.corporations["FdSB"].reached == ["destination"] and g.state.corporations["FdSB"].cash == 80
    return g


def test_the_destinations_capital_pays_for_the_second_tile_in_the_same_turn():
    g = fdsb_reaches_its_destination_after_its_marker(as_18xx_games=False)
    assert operating(g) == "FdSB" and g.state.operating.step == "track"
    act(g, "lay_tile", hex="H4", tile="73", rotation=5)
    assert g.state.corporations["FdSB"].cash == 80 - 20 and "lay_after_station" in g.state.deviations


def test_as_18xx_games_plays_the_track_step_ends_before_the_destinations_capital_comes_in():
    # D39: its step ends at the lay (no lay left it could pay for, the marker placed); the
    # destination's capital is paid after it (an auto action), too late for the second tile
    g = fdsb_reaches_its_destination_after_its_marker(as_18xx_games=True)
    assert g.state.operating.step != "track" and "lay_tile" not in {a["type"] for a in g.legal_actions()}
    assert g.state.corporations["FdSB"].cash == 80 and g.state.deviations == []


def test_a_route_seen_through_a_lifted_marker_is_kept_though_the_marker_goes_elsewhere():
    """As above, with a 1+2: 18xx.games searches the map for CFEA around its lay on D6, counting
    the lifted home marker in the city it maps to, which faces the track to Llanes. That route is
    kept (18xx.games' 'route available'), so when CFEA puts its marker back in the other city,
    with no track, its route step still asks for a run (a run of nothing) instead of passing by
    itself (oracle seed 970004, SC on Sevilla in OR 7.1)."""
    g = first_round(("CFEA", 90, "Bruno", 300))
    build(g, "CFEA", ("E5", {1, 4}), ("F4", {1, 5}), ("G5", {2, 5}))
    trains(g, "CFEA", "1+2-0")
    act(g, "lay_tile", hex="D6", tile="L133", rotation=4)
    act(g, "place_token", city="D6-c1")
    act(g, "pass")
    assert operating(g) == "CFEA" and g.state.operating.step == "routes"
    assert [a["routes"] for a in legal(g, "run_routes")] == [[]]
