"""18ESP's trains on the route layer (rule book 5.4.1, 5.4.2, 6.2, 6.2.1; P3 and P5 in 3.1;
games/g18esp/runs.py): broad and narrow N+M trains, tenders, combined trains over a pass with a
stop on each map part, the strawberry train's first run, barred stops for minors, one pass per
route, the pass bonus, the two +100 bonuses and the treasury's part, two trains in one city on
separate track, on positions built tile by tile on 18ESP's map (the rule book's route examples
E3, E4, E5 and E8 of docs/rules-18esp.md); the best routes held to brute force with combined
trains."""

from __future__ import annotations

import pytest
from g18esp_table import new_game
from test_18esp_board import FREE, GREEN, HOMES, YELLOW, grown, reinosa_to_alar, south_coast
from test_core18xx_best_routes import brute_force

from pygame_rules.core18xx.best_routes import best_routes
from pygame_rules.core18xx.legs import route_through
from pygame_rules.core18xx.network import network
from pygame_rules.core18xx.routes import Route, RouteContext, check_run, route_revenue, stop_revenue
from pygame_rules.core18xx.track import LayRules, lay_options, lay_tile
from pygame_rules.errors import IllegalAction
from pygame_rules.games.g18esp import as_18xx_games, trains18xx
from pygame_rules.games.g18esp import board as esp
from pygame_rules.games.g18esp import runs as esp_runs
from pygame_rules.games.g18esp.state import Corporation, OperatingTurn

spec = esp_runs.spec


def join(state, coord: str, towards: list[str], colours=YELLOW, tile: str | None = None) -> None:
    """Lay a tile on `coord` whose track (through its stop, if it has one) leaves towards each
    of the hexes `towards`."""
    wanted = {e for e, n in state.board.neighbours[coord].items() if n in towards}
    rules = LayRules(colours, reach=False, hexes=frozenset([coord]))
    for lay in lay_options(state, "X", rules):
        face = state.board.tiles[lay.tile]
        for rotation in lay.rotations:
            exits = face.node_exits(rotation)
            fits = any(wanted <= e for e in exits.values()) if exits else face.exits(rotation) == wanted
            if fits and tile in (None, lay.tile):
                lay_tile(state, "X", coord, lay.tile, rotation, rules)
                return
    raise AssertionError(f"no tile on {coord} towards {towards}")


def context(state, corp: str, colours, minor: bool = False, **options) -> RouteContext:
    """The run's circumstances as the title's hooks give them (runs.barred_stops, route_bonuses;
    as 18xx.games plays, its barred stops: as_18xx_games.barred_stops)."""
    who, game = Corporation(corp, minor=minor), _game(state, options)
    barred = as_18xx_games.barred_stops if options.get("as_18xx_games") else esp_runs.barred_stops
    return RouteContext(corp, colours, esp_runs.route_bonuses(game, who), barred=barred(game, who))


class _game:  # the parts of a game state the route hooks read
    def __init__(self, board, options: dict) -> None:
        self.board, self.options = board, options


def values(state, stops, colours) -> list[int]:
    return [stop_revenue(state, s, colours) for s in stops]


# --- narrow N+M trains and tenders (5.4.1, 5.4.2, 3.1 P5) ---


def oviedo():
    """CFEA at home in Oviedo (D6): to the mine (C5), Muros de Nalón (C3, gray) and San Esteban
    de Pravia's harbour (C1); Avilés (D4) joined to Muros too."""
    state = esp.new_board(HOMES)
    join(state, "D6", ["C5"])
    join(state, "C5", ["D6", "C3"])
    join(state, "D4", ["C3"])
    esp.place_home(state, "CFEA", HOMES, city_towards(state, "D6", "C5"))
    return state


def city_towards(state, coord: str, neighbour: str) -> str:
    """The city of a multi-city hex whose track leaves towards `neighbour`."""
    net = network(state)
    edge = next(e for e, n in state.board.neighbours[coord].items() if n == neighbour)
    return next(t.b for t in net.tracks if t.hex == coord and t.a == edge and isinstance(t.b, str))


TO_HARBOUR = ["D6-c1", "C5-h0", "C3-t0", "C1-h0"]


def test_e3_a_tender_makes_a_1_plus_2_a_1_plus_3():
    # 5.4.2's example: CFEA's 1+2 with its tender, yellow phase: Oviedo, the mine, Muros de Nalón,
    # the harbour; 40 for the city and the town, the mine's 30 and the harbour's to the treasury
    state = oviedo()
    route = route_through(state, "CFEA", "1+2-0", TO_HARBOUR)
    ctx = context(state, "CFEA", YELLOW)
    with pytest.raises(IllegalAction, match="Train 1\\+2-0 cannot run to 4 stops"):
        route_revenue(state, route, spec("1+2-0", "1+2"), ctx)
    assert values(state, TO_HARBOUR, YELLOW) == [30, 30, 10, 30]
    assert route_revenue(state, route, spec("1+2-0", "1+2", tender=True), ctx) == 100
    # the treasury's part: mine 30, harbour 30 on the map (the book's figure prints 40: D30)
    assert esp.treasury_revenue(state, route, YELLOW) == 60
    # without the tender it may turn at Muros de Nalón instead: three stops
    short = route_through(state, "CFEA", "1+2-0", TO_HARBOUR[:3])
    assert route_revenue(state, short, spec("1+2-0", "1+2"), ctx) == 70
    assert best_routes(state, [spec("1+2-0", "1+2")], ctx).total == 70
    assert best_routes(state, [spec("1+2-0", "1+2", tender=True)], ctx).total == 100


def test_a_narrow_train_counts_cities_in_its_big_number_and_towns_in_either():
    # 5.4.1: N+M: N revenue locations of any kind, M more towns, mines or harbours
    state = oviedo()
    ctx = context(state, "CFEA", GREEN)
    two_cities = route_through(state, "CFEA", "1+2-0", ["D4-c0", "C3-t0", "C5-h0", "D6-c1"])
    with pytest.raises(IllegalAction, match="cannot run to 4 stops"):
        route_revenue(state, two_cities, spec("1+2-0", "1+2"), ctx)  # Avilés and Oviedo: 2 cities
    # a 2+3 runs both cities and the town and the mine (green: the mine pays 20)
    assert values(state, two_cities.stops, GREEN) == [20, 10, 20, 30]
    assert route_revenue(state, Route("2+3-0", two_cities.stops, two_cities.legs), spec("2+3-0", "2+3"), ctx) == 80
    # a broad train does not run on narrow track
    with pytest.raises(IllegalAction, match="cannot run on narrow gauge track"):
        route_revenue(state, Route("3-0", two_cities.stops, two_cities.legs), spec("3-0", "3"), ctx)
    # the best: 80 either way (to the harbour, green 20, instead of Avilés); a 1+2 60
    assert best_routes(state, [spec("2+3-0", "2+3")], ctx).total == 80
    assert best_routes(state, [spec("1+2-0", "1+2")], ctx).total == 10 + 20 + 30


def test_a_tender_lets_a_broad_train_visit_one_more_town_mine_or_harbour():
    state = over_alar()
    ctx = context(state, "N", GREEN)
    three = route_through(state, "N", "2-0", ["F24-c1", "E21-c0", "E19-h0"])
    with pytest.raises(IllegalAction, match="Train 2-0 cannot run to 3 stops"):
        route_revenue(state, three, spec("2-0", "2"), ctx)
    assert route_revenue(state, three, spec("2-0", "2", tender=True), ctx) == 30 + 20 + 20
    # the extra stop is a town, mine or harbour, never a city (3.1, P5)
    cities = route_through(state, "N", "2-0", ["F24-c1", "E21-c0", "E19-h0", "H12-c0"])
    with pytest.raises(IllegalAction, match="cannot run to 4 stops"):
        route_revenue(state, cities, spec("2-0", "2", tender=True), ctx)


def oviedo_green():
    """5.4.2's second example on the map, green phase: Oviedo (D6) on a green OO tile, CFEA in
    its city towards Langreo (E7, a mine and a town, yellow) and the mine E9 beyond, SFVA (whose
    home Oviedo is too) in the other city, towards Avilés (D4, green) and the mine C5 beyond."""
    state = esp.new_board(HOMES)
    lay_tile(state, "X", "D6", "L133", 3, FREE)  # c0 towards Avilés, c1 towards Langreo
    lay_tile(state, "X", "D6", "L102", 0, FREE)  # and on to D8 and C5, where no track meets them
    join(state, "E7", ["D6", "E9"])
    join(state, "E9", ["E7", "E11"])
    join(state, "D4", ["D6", "C5"])
    join(state, "D4", ["D6", "C5"], GREEN, tile="L107")
    join(state, "C5", ["D4", "B6"])
    esp.place_home(state, "CFEA", HOMES, "D6-c1")
    state.tokens["D6-c0"] = ["SFVA"]
    state.changed(track=False)
    return state


def test_e5_a_plus_train_counts_cities_in_its_big_number_and_its_mines_pay_the_treasury():
    # 5.4.2's example of CFEA's 1+2 and SFVA's 2+3 in the green phase. The book's letters on the
    # map: D = Oviedo's city of CFEA (40), E = Langreo (E7: a town, 10, and a mine; a route stops
    # at one of them, 5.3.3), G = the mine E9 (20). 'D-E-G', 50 + 20 to the treasury: Oviedo,
    # Langreo's town, the mine. 'D-E-H', 40 + 40 (a mine and a harbour; the map has no harbour
    # there): Oviedo, Langreo's mine, the mine.
    state = oviedo_green()
    cfea, sfva = context(state, "CFEA", GREEN), context(state, "SFVA", GREEN)
    one_plus_two = spec("1+2-0", "1+2")
    by_the_town, by_the_mine = ["D6-c1", "E7-t0", "E9-h0"], ["D6-c1", "E7-h0", "E9-h0"]
    assert values(state, by_the_town, GREEN) == [40, 10, 20]
    assert values(state, by_the_mine, GREEN) == [40, 20, 20]
    for stops, earned, treasury in ((by_the_town, 50, 20), (by_the_mine, 40, 40)):
        route = route_through(state, "CFEA", "1+2-0", stops)
        assert route_revenue(state, route, one_plus_two, cfea) == earned + treasury
        assert esp.treasury_revenue(state, route, GREEN) == treasury
    assert best_routes(state, [one_plus_two], cfea).total == 80
    # SFVA's 2+3, C-B-F: its city of Oviedo (40), Avilés (30), the mine C5: 70 + 20 to the treasury
    c_b_f = route_through(state, "SFVA", "2+3-0", ["D6-c0", "D4-c0", "C5-h0"])
    assert values(state, c_b_f.stops, GREEN) == [40, 30, 20]
    assert route_revenue(state, c_b_f, spec("2+3-0", "2+3"), sfva) == 70 + 20
    assert esp.treasury_revenue(state, c_b_f, GREEN) == 20
    assert best_routes(state, [spec("2+3-0", "2+3")], sfva).total == 90
    # two cities are two of the big number: a 1+2 cannot run it, nor any route from that city
    with pytest.raises(IllegalAction, match="Train 2\\+3-0 cannot run to 3 stops"):
        route_revenue(state, c_b_f, spec("2+3-0", "1+2"), sfva)
    assert best_routes(state, [spec("2+3-0", "1+2")], sfva).total == 0


# --- two trains of one corporation (5.4.2) ---


def valladolid():
    """N at home in Madrid (F24) and with a station in Valladolid (E21), green phase:
    Valladolid's green city joined to Madrid (by E23), to Burgos (F18, green, by F20) and to
    Salamanca (D22, green); from Salamanca on to Zamora's green town (D20), which branches to
    Porto (C21) and to Palencia's mine (E19)."""
    state = esp.new_board(HOMES)
    join(state, "E23", ["F24", "E21"])
    join(state, "F20", ["E21", "F18"])
    join(state, "E19", ["D20", "F20"], tile="L96")  # its mine and its town; no track meets it on F20
    for coord, towards in (("E21", ["E23", "D22"]), ("F18", ["F20"]), ("D22", ["E21", "D20"]), ("D20", ["D22", "C21"])):
        join(state, coord, towards)
    join(state, "E21", ["E23", "D22", "F20"], GREEN)
    join(state, "F18", ["F20"], GREEN)
    join(state, "D22", ["E21", "D20"], GREEN)
    join(state, "D20", ["D22", "C21", "E19"], GREEN, tile="204")
    esp.place_home(state, "N", HOMES)
    state.tokens["E21-c0"] = ["N", None]
    state.changed(track=False)
    return state


def test_e4_two_trains_stop_in_one_city_each_on_its_own_track():
    # 5.4.2's example of N's 3 and 4 in the green phase: the 3 runs F-E-D, the 4 E-C-B-A, both
    # through E on different track. The book's letters on the map: F = Burgos, E = Valladolid,
    # D = Madrid, C = Salamanca (30 each), B = Zamora (a town, 10), A = Porto (30, as in the
    # book), G = Palencia's mine (E19, 20; a route stops at its mine or its town, 5.3.3)
    state = valladolid()
    ctx = context(state, "N", GREEN)
    trains = [spec("3-0", "3"), spec("4-0", "4")]
    by_id = {t.id: t for t in trains}
    f_e_d = route_through(state, "N", "3-0", ["F18-c0", "E21-c0", "F24-c1"])
    e_c_b_a = route_through(state, "N", "4-0", ["E21-c0", "D22-c0", "D20-t0", "C21-o0"])
    assert values(state, f_e_d.stops, GREEN) == [30, 30, 30]
    assert values(state, e_c_b_a.stops, GREEN) == [30, 30, 10, 30]
    assert check_run(state, [f_e_d, e_c_b_a], by_id, ctx) == [90, 100]
    best = best_routes(state, trains, ctx)
    assert best.optimal and best.total == 190 == brute_force(state, trains, ctx)
    # the same track twice is refused: the 4 from Burgos through Valladolid
    f_e_c_b = route_through(state, "N", "4-0", ["F18-c0", "E21-c0", "D22-c0", "D20-t0"])
    with pytest.raises(IllegalAction, match="Trains 3-0 and 4-0 may not use the same track"):
        check_run(state, [f_e_d, f_e_c_b], by_id, ctx)
    # the 4 may end at the mine G instead of Porto: 70 earned, 20 to the treasury (green)
    e_c_b_g = route_through(state, "N", "4-0", ["E21-c0", "D22-c0", "D20-t0", "E19-h0"])
    assert values(state, e_c_b_g.stops, GREEN) == [30, 30, 10, 20]
    assert check_run(state, [f_e_d, e_c_b_g], by_id, ctx) == [90, 70 + 20]
    assert esp.treasury_revenue(state, e_c_b_g, GREEN) == 20
    assert esp.treasury_revenue(state, e_c_b_a, GREEN) == 0


# --- combined trains (6.2.1) ---


def over_alar(tokens: dict | None = None):
    """N at home in Madrid (F24): track by Valladolid (E21) and Palencia (E19, a mine and a town)
    to the Alar del Rey pass (H12, opened by N), and beyond it on the northern map by Reinosa
    (H8), a mine (I7) and a town (J6) to Bilbao (K5)."""
    state = esp.new_board(HOMES)
    join(state, "E23", ["F24", "E21"])
    join(state, "E21", ["E23", "E19"])
    join(state, "E19", ["E21", "E17"], tile="L97")
    for coord, towards in [("H10", ["H12", "H8"]), ("H8", ["H10", "I7"]), ("I7", ["H8", "J6"]), ("J6", ["I7", "K5"])]:
        join(state, coord, towards)
    esp.place_home(state, "N", HOMES)
    esp.open_pass(state, "N", "H12")
    for city, holders in (tokens or {}).items():
        state.tokens[city] = holders
    state.changed(track=False)
    return state


MADRID_TO_BILBAO = ["F24-c1", "E21-c0", "E19-h0", "H12-c0", "H8-c0", "I7-h0", "J6-t0", "K5-c0"]
FIVE_PLUS_TWO = spec("4-0", "4", recycled="1+2")  # 6.2.1's example: a 4 and a recycled 1+2


def test_e8_a_combined_train_runs_over_a_pass_with_a_stop_on_each_map():
    state = over_alar()
    ctx = context(state, "N", GREEN)
    assert values(state, MADRID_TO_BILBAO, GREEN) == [30, 20, 20, 0, 20, 20, 10, 30]
    whole = route_through(state, "N", "4-0", MADRID_TO_BILBAO)
    # 5 cities (the pass is one) and 3 towns or mines: one more than 5+2
    with pytest.raises(IllegalAction, match="Train 4-0 cannot run to 8 stops"):
        route_revenue(state, whole, FIVE_PLUS_TWO, ctx)
    best = best_routes(state, [FIVE_PLUS_TWO], ctx)
    assert best.optimal and best.total == 120 and best.routes[0].stops == tuple(reversed(MADRID_TO_BILBAO[:-1]))
    # with the tender on to Bilbao: Madrid to Bilbao earns 100 more (5.4.2 'Boni')
    with_tender = spec("4-0", "4", recycled="1+2", tender=True)
    assert route_revenue(state, whole, with_tender, ctx) == 150 + 100
    assert best_routes(state, [with_tender], ctx).total == 250


def test_a_combined_train_must_cross_a_pass_and_stop_on_both_maps():
    state = over_alar()
    ctx = context(state, "N", GREEN)
    south = route_through(state, "N", "4-0", MADRID_TO_BILBAO[:3])
    with pytest.raises(IllegalAction, match="Combined train 4-0 must run over a mountain pass"):
        route_revenue(state, south, FIVE_PLUS_TWO, ctx)
    to_the_pass = route_through(state, "N", "4-0", MADRID_TO_BILBAO[:4])
    with pytest.raises(IllegalAction, match="must visit a revenue location on both the northern and the southern"):
        route_revenue(state, to_the_pass, FIVE_PLUS_TWO, ctx)
    # a broad 4 runs to the pass and no further (5.4.2); beyond it the track is narrow
    assert route_revenue(state, to_the_pass, spec("4-0", "4"), ctx) == 30 + 20 + 20 + 0
    over = route_through(state, "N", "4-0", MADRID_TO_BILBAO[:5])
    with pytest.raises(IllegalAction, match="cannot run on narrow gauge track"):
        route_revenue(state, over, spec("4-0", "4"), ctx)
    assert route_revenue(state, over, FIVE_PLUS_TWO, ctx) == 30 + 20 + 20 + 0 + 20
    # with a marker on the pass, a broad and a narrow train of N may both start there, each on
    # its own side (6.2), each with the pass's 30 and without the bonus from Madrid to Bilbao
    state = over_alar({"H12-c0": ["N", None]})
    plain = best_routes(state, [spec("4-0", "4"), spec("3+4-0", "3+4")], context(state, "N", GREEN))
    assert sorted(plain.revenues) == [70 + 30, 80 + 30]


def test_the_pass_pays_its_bonus_only_to_a_corporation_with_a_marker_there():
    # 6.2: Alar del Rey pays 30 on every route of a corporation with a station marker on it
    over = MADRID_TO_BILBAO[:5]
    mine = over_alar({"H12-c0": ["N", None]})
    route = route_through(mine, "N", "4-0", over)
    assert route_revenue(mine, route, FIVE_PLUS_TWO, context(mine, "N", GREEN)) == 90 + 30
    theirs = over_alar({"H12-c0": ["MZA", None]})
    assert route_revenue(theirs, route, FIVE_PLUS_TWO, context(theirs, "N", GREEN)) == 90
    # both slots held by others: the pass blocks N like a full city (6.2)
    full = over_alar({"H12-c0": ["MZA", "FdLR"]})
    with pytest.raises(IllegalAction, match="H12-c0 is full of other corporations' station markers"):
        route_revenue(full, route, FIVE_PLUS_TWO, context(full, "N", GREEN))


def zamora():
    """FdLR at home in Reinosa (H8), the line over Alar del Rey and beyond Valladolid (E21) to
    Zamora's town (D20): two towns or mines on each map part."""
    state = esp.new_board(HOMES)
    join(state, "D20", ["E21"])
    join(state, "E21", ["D20", "E19"])
    join(state, "E19", ["E21", "E17"], tile="L97")
    for coord, towards in [("H10", ["H12", "H8"]), ("H8", ["H10", "I7"]), ("I7", ["H8", "J6"]), ("J6", ["I7", "K5"])]:
        join(state, coord, towards)
    esp.place_home(state, "FdLR", HOMES)
    esp.open_pass(state, "FdLR", "H12")
    return state


def test_a_tender_on_a_combined_train_adds_a_town_on_each_map_part():
    # 6.2.1: "eine zusätzliche Kleinstadt, Mine oder ein zusätzlicher Hafen auf jedem
    # Spielplanteil": a 3 with a recycled 1+2 (4+2) and a tender visits 4 cities and 4 towns or
    # mines, two on each side; 18xx.games gives one extra stop in all (U12)
    state = zamora()
    ctx = context(state, "FdLR", GREEN)
    stops = ["D20-t0", "E21-c0", "E19-h0", "H12-c0", "H8-c0", "I7-h0", "J6-t0", "K5-c0"]
    route = route_through(state, "FdLR", "3-0", stops)
    assert values(state, stops, GREEN) == [10, 20, 20, 0, 20, 20, 10, 30]
    book = spec("3-0", "3", recycled="1+2", tender=True)
    assert route_revenue(state, route, book, ctx) == 130  # Bilbao, but no Madrid: no bonus
    for other in (
        spec("3-0", "3", recycled="1+2"),
        spec("3-0", "3", recycled="1+2", tender=True, tender_by_map_part=False),
    ):
        with pytest.raises(IllegalAction, match="cannot run to 8 stops"):
            route_revenue(state, route, other, ctx)
    assert best_routes(state, [book], ctx).total == 130


def test_one_pass_per_route_for_a_combined_train_too():
    # 6.2 "Keine Route darf mehr als einen Gebirgspass beinhalten"; 6.2.1 "kein zweiter Gebirgspass"
    state = reinosa_to_alar()
    esp.open_pass(state, "FdLR", "H12")
    lay_tile(state, "X", "H10", "677", 0, FREE)  # on to País Vasco 1 (J10) as well
    lay_tile(state, "X", "I9", "79", 1, FREE)
    lay_tile(state, "X", "J8", "77", 0, FREE)
    state.tokens["H12-c0"], state.tokens["J10-c0"] = ["FdLR", None], [None, None]
    state.changed(track=False)
    two_passes = route_through(state, "FdLR", "4-0", ["H12-c0", "J10-c0"])
    with pytest.raises(IllegalAction, match="H12-c0 and J10-c0 may not both be on one route"):
        route_revenue(state, two_passes, FIVE_PLUS_TWO, context(state, "FdLR", GREEN))


# --- P3's strawberry train (3.1) ---


def strawberry():
    """MCP at home in Madrid (F24) and with a marker in Alcázar de San Juan (G27); Toledo and
    Aranjuez's tile (F26): Aranjuez between Madrid and Alcázar, Toledo by itself."""
    state = esp.new_board(HOMES)
    lay_tile(state, "X", "F26", "L79", 5, FREE)
    esp.place_home(state, "MCP", HOMES)
    state.tokens["G27-c0"] = ["MCP"]
    state.changed(track=False)
    return state


def test_the_strawberry_trains_first_route_includes_aranjuez():
    state = strawberry()
    assert esp_runs.aranjuez(esp.new_board(HOMES)) is None  # no tile yet
    aranjuez = esp_runs.aranjuez(state)
    assert aranjuez == "F26-t0"
    ctx = context(state, "MCP", GREEN)
    first = spec(esp_runs.STRAWBERRY, "2P", needs=esp_runs.strawberry_needs(state))
    theirs = spec(esp_runs.STRAWBERRY, "2P", needs=trains18xx.strawberry_needs(state))
    from_madrid = route_through(state, "MCP", "2P-0", ["F24-c0", aranjuez])
    from_alcazar = route_through(state, "MCP", "2P-0", ["G27-c0", aranjuez])
    assert route_revenue(state, from_madrid, first, ctx) == 30 + 10
    assert route_revenue(state, from_madrid, theirs, ctx) == 30 + 10
    assert values(state, ["F24-c0", "G27-c0", aranjuez], GREEN) == [30, 30, 10]
    assert route_revenue(state, from_alcazar, first, ctx) == 30 + 10
    # 18xx.games wants the hexes of Toledo and Aranjuez and of Madrid on it (D5)
    with pytest.raises(IllegalAction, match="must include Toledo and Aranjuez \\(F26\\) and Madrid \\(F24\\)"):
        route_revenue(state, from_alcazar, theirs, ctx)
    # elsewhere only after its first route (to Ciudad Real's town, F28)
    join(state, "F28", ["G27"])
    elsewhere = route_through(state, "MCP", "2P-0", ["G27-c0", "F28-t0"])
    with pytest.raises(IllegalAction, match="The first route of train 2P-0 must include the town of Aranjuez"):
        route_revenue(state, elsewhere, first, ctx)
    assert route_revenue(state, elsewhere, spec(esp_runs.STRAWBERRY, "2P"), ctx) == 30 + 10
    assert best_routes(state, [first], ctx).total == 30 + 10


# --- what a corporation may visit, its bonuses (5.1.2, 5.4.2) ---


def test_a_minor_visits_no_off_board_area_and_no_pass():
    # Porto (C21, W), Salamanca (D22) with the minor CM's marker, a mine (C23), Castelo Branco
    state = esp.new_board(HOMES)
    lay_tile(state, "X", "D22", "5", 1, FREE)
    lay_tile(state, "X", "C23", "L91", 1, FREE)
    state.tokens["D22-c0"] = ["CM"]
    state.changed(track=False)
    minor = context(state, "CM", GREEN, minor=True)
    to_porto = route_through(state, "CM", "4-0", ["C21-o0", "D22-c0"])
    with pytest.raises(IllegalAction, match="No train of this corporation may visit C21-o0"):
        route_revenue(state, to_porto, spec("4-0", "4"), minor)
    assert best_routes(state, [spec("4-0", "4")], minor).total == 20 + 20  # Salamanca and the mine
    assert best_routes(state, [spec("4-0", "4")], context(state, "CM", GREEN)).total == 30 + 20 + 20
    # nor an open pass (5.4.2); 18xx.games lets it (D18)
    state = over_alar({"E21-c0": ["CM"]})
    to_the_pass = route_through(state, "CM", "4-0", ["E21-c0", "E19-h0", "H12-c0"])
    with pytest.raises(IllegalAction, match="No train of this corporation may visit H12-c0"):
        route_revenue(state, to_the_pass, spec("4-0", "4"), context(state, "CM", GREEN, minor=True))
    as_there = context(state, "CM", GREEN, minor=True, as_18xx_games=True)
    assert route_revenue(state, to_the_pass, spec("4-0", "4"), as_there) == 20 + 20
    assert {"C21-o0", "A25-o0", "D12-c0"} <= as_there.barred and "H12-c0" not in as_there.barred


def test_west_to_east_earns_100_and_the_harbours_pay_the_treasury():
    # Cádiz's harbour (B34, W) to Almería's (I33, E) by A's home Málaga (5.4.2 'Boni')
    state = south_coast()
    stops = ["B34-h0", "C33-c0", "E33-c0", "F32-c0", "H32-c0", "I33-h0"]
    coast = route_through(state, "A", "8-0", stops)
    assert values(state, stops, YELLOW) == [40, 20, 30, 20, 20, 20]
    assert route_revenue(state, coast, spec("8-0", "8"), context(state, "A", YELLOW)) == 150 + 100
    assert esp.treasury_revenue(state, coast, YELLOW) == 40 + 20


# --- the best routes stay exact with combined trains and tenders ---

COMBINED_SETS = [
    [spec("4-0", "4", recycled="1+2")],
    [spec("3-0", "3"), spec("2-0", "2", recycled="1+2", tender=True)],
    [spec("2+3-0", "2+3", tender=True), spec("3-0", "3", recycled="2")],
]


@pytest.mark.parametrize("seed", range(4))
def test_best_routes_with_combined_trains_equal_brute_force(seed):
    state = grown(seed, 10)
    for corp in ("FdLR", "FdSB", "CFLG", "MZA", "A"):
        ctx = context(state, corp, GREEN)
        for trains in COMBINED_SETS:
            result = best_routes(state, trains, ctx)
            assert result.optimal
            assert result.total == brute_force(state, trains, ctx), (seed, corp, trains)
            assert check_run(state, result.routes, {t.id: t for t in trains}, ctx) == list(result.revenues)


# --- the trains of a game, as the title's answers see them (runs.train_spec, runs.run) ---


def in_a_turn(board, corp: str, trains: list[str], **fields):
    """A game of 18ESP (the standard set-up) with this board and `corp` operating with these
    trains (the owning state's fields given: variants, combined, ...)."""
    state = new_game().state
    state.board = board
    state.corporations[corp].trains = list(trains)
    for name, value in fields.items():
        setattr(state, name, value)
    state.operating = OperatingTurn(corp, ("routes",))
    return state, state.corporations[corp]


def test_a_train_of_the_game_runs_on_the_side_chosen_with_its_tender_and_recycled_card():
    state, corp = in_a_turn(over_alar(), "N", ["4-0"], variants={"2-3": "1+2"}, combined={"4-0": "2-3"})
    combined = esp_runs.train_spec(state, corp, "4-0")
    assert combined == spec("4-0", "4", recycled="1+2")
    assert [n.refusal for n in combined.needs] == [
        "18esp.route.over_a_pass",
        "18esp.route.both_maps",
        "18esp.route.both_maps",
    ]
    state.operating.tender_train = "4-0"
    assert esp_runs.train_spec(state, corp, "4-0") == spec("4-0", "4", recycled="1+2", tender=True)
    state.options["as_18xx_games"] = True  # one extra stop in all (U12)
    assert state.rules.runs.train_spec(state, corp, "4-0") == spec(
        "4-0", "4", recycled="1+2", tender=True, tender_by_map_part=False
    )
    state, corp = in_a_turn(oviedo(), "CFEA", ["3-0"], variants={"3-0": "2+3"})
    assert esp_runs.train_spec(state, corp, "3-0") == spec("3-0", "2+3")
    # the strawberry train: through Aranjuez until it has run once
    state, corp = in_a_turn(strawberry(), "MCP", ["2P-0"])
    assert esp_runs.train_spec(state, corp, "2P-0").needs == esp_runs.strawberry_needs(state.board)
    state.strawberry_ran = True
    assert esp_runs.train_spec(state, corp, "2P-0") == spec("2P-0", "2P")


def test_the_run_says_what_mines_and_harbours_pay_the_treasury():
    # E3 in a game: the 1+2 with its tender (5.4.2): 100 earned, 60 of it the treasury's
    state, corp = in_a_turn(oviedo(), "CFEA", ["2-0"], variants={"2-0": "1+2"})
    state.operating.tender_train = "2-0"
    route = route_through(state.board, "CFEA", "2-0", TO_HARBOUR)
    result = esp_runs.run(state, corp, [route.to_json()])
    assert (result.revenues, result.treasury, result.dividend) == ((100,), 60, 40)
    with pytest.raises(IllegalAction, match="Train 2-0 cannot run to 4 stops"):
        state.operating.tender_train = None
        esp_runs.run(state, corp, [route.to_json()])


def test_a_run_by_the_rule_book_that_18xx_games_refuses_is_noted():
    # a combined train's tender used on both map parts (U12)
    state, corp = in_a_turn(zamora(), "FdLR", ["3-0"], variants={"2-1": "1+2"}, combined={"3-0": "2-1"})
    state.operating.tender_train = "3-0"
    stops = ["D20-t0", "E21-c0", "E19-h0", "H12-c0", "H8-c0", "I7-h0", "J6-t0", "K5-c0"]
    route = route_through(state.board, "FdLR", "3-0", stops)
    assert esp_runs.run(state, corp, [route.to_json()]).revenues == (150,)  # phase 2: mines pay 30
    assert state.deviations == [esp_runs.COMBINED_TENDER]
    # the strawberry train's first route to Aranjuez without Madrid (D5)
    state, corp = in_a_turn(strawberry(), "MCP", ["2P-0"])
    from_alcazar = route_through(state.board, "MCP", "2P-0", ["G27-c0", "F26-t0"])
    assert esp_runs.run(state, corp, [from_alcazar.to_json()]).revenues == (40,)
    assert state.deviations == [esp_runs.STRAWBERRY_RUN]
    from_madrid = route_through(state.board, "MCP", "2P-0", ["F24-c0", "F26-t0"])
    state.deviations = []
    esp_runs.run(state, corp, [from_madrid.to_json()])
    assert state.deviations == []


def madrid_ring():
    """MCP's marker in Madrid's city towards Palencia's side (F24-c1, edge to E23), track around
    to the town of G23 and back into another of Madrid's cities (F24-c2)."""
    state = esp.new_board(HOMES)
    for coord, towards in (("E23", ["F24", "F22"]), ("F22", ["E23", "G23"]), ("G23", ["F22", "F24"])):
        join(state, coord, towards)
    state.tokens["F24-c1"] = ["MCP"]
    state.changed(track=False)
    return state


def test_a_route_may_stop_at_two_of_madrids_cities_but_not_on_18xx_games():
    # 5.1.2 forbids a revenue location twice, not a hex; 18xx.games refuses a hex twice (D34)
    state, corp = in_a_turn(madrid_ring(), "MCP", ["4-0"])
    route = route_through(state.board, "MCP", "4-0", ["F24-c1", "G23-t0", "F24-c2"])
    assert esp_runs.hex_twice(state.board, route) == "F24"
    revenue = sum(values(state.board, route.stops, YELLOW))
    assert esp_runs.run(state, corp, [route.to_json()]).revenues == (revenue,)
    assert state.deviations == [esp_runs.SAME_HEX]
    assert any(esp_runs.hex_twice(state.board, Route.from_json(r)) for r in state.ways.best_routes(state, corp))
    state.options["as_18xx_games"] = True
    with pytest.raises(IllegalAction, match="stops twice in hex F24"):
        esp_runs.run(state, corp, [route.to_json()])
    best = state.ways.best_routes(state, corp)
    assert best and not any(esp_runs.hex_twice(state.board, Route.from_json(r)) for r in best)
    esp_runs.run(state, corp, best)


def test_a_route_stops_at_leons_town_or_its_mine_never_at_both():
    # 5.3.3 'Beide anzufahren ist nicht möglich': León (D18, gray) has a town and a mine. From the
    # Pajares pass (D12, opened by A) track leads into León's mine, on through Palencia (E19) and
    # Zamora (D20) and back into León's town.
    state = esp.new_board(HOMES)
    join(state, "E19", ["D18", "D20"])
    join(state, "D20", ["E19", "D18"])
    state.tokens["D12-c0"] = ["A", None]  # opened by A, with A's marker (6.2)
    state.changed(track=False)
    ctx = context(state, "A", GREEN)
    both = route_through(state, "A", "6-0", ["D12-c0", "D18-h0", "E19-h0", "D20-t0", "D18-t0"])
    with pytest.raises(IllegalAction, match="D18-h0 and D18-t0 may not both be on one route"):
        route_revenue(state, both, spec("6-0", "6"), ctx)
    town = route_through(state, "A", "6-0", ["D12-c0", "D18-t0"])
    assert route_revenue(state, town, spec("6-0", "6"), ctx) == 0 + 30 + 50  # the pass's bonus
    # the best run: the pass, León's town, Zamora and Palencia's mine; back into León's mine
    # would add 20 more
    trains = [spec("6-0", "6")]
    best = best_routes(state, trains, ctx)
    assert best.total == brute_force(state, trains, ctx) == 50 + 30 + 10 + 20
    assert not {"D18-t0", "D18-h0"} <= set(best.routes[0].stops)
