"""18ESP's data against the rule book (seed 004): players, starting cash and certificate limits
(tables 1 and 4), the corporations with their homes and destinations (tables 5, 6a, 6b), start
prices (4.3.1, 4.3.2), the privates (table 2), the zig-zag market and how markers move on it (4.2,
4.5.1, 5.5 with the rule book's examples), the trains (table 7) and the phases (7, tables 3 and 8).
Where the shared component facts are here, the homes are checked against the printed map."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from neutral18xx import game_state
from neutral18xx import rules as neutral_rules

from pygame_rules.core18xx import hooks, market_moves
from pygame_rules.core18xx.game_state import Corporation, State
from pygame_rules.core18xx.market_moves import move
from pygame_rules.core18xx.ways import ByOption, Ways, as_18xx_games
from pygame_rules.games.g18esp.data import NORTH, SOUTH, data
from pygame_rules.messages import LANGUAGES, render

SHARED_MAP = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "18ESP" / "map.json"


def test_players_starting_cash_and_certificate_limits():
    d = data()
    assert d.meta["players"] == [3, 6]
    assert [d.starting_cash(n) for n in (3, 4, 5, 6)] == [860, 650, 520, 440]
    assert [d.certificate_limit(n) for n in (3, 4, 5, 6)] == [27, 20, 16, 13]
    assert d.meta["bank"] is None  # unlimited (2.1)


def test_the_core_game_and_the_variable_set_ups_corporations():
    d = data()
    assert d.region_majors(SOUTH) == ("N", "MZA", "A", "CRB", "MCP", "ZPB", "GSSR", "AVT", "TBF")
    assert d.region_majors(NORTH) == ("FdSB", "CFEA", "CFLG", "FdLR", "SFVA", "FdC")
    assert tuple(d.minors) == ("MS", "CM", "SC", "AC", "MZ", "ZP", "CSE", "MH", "CA")
    extras = {cid for cid in (*d.majors, *d.minors) if not d.corporation(cid).get("core")}
    assert extras == {"SFVA", "FdC", "GSSR", "AVT", "TBF", "MH", "CSE", "CA"}  # 2.1
    assert len(d.core_corporations()) == 16
    assert d.corporation("CA")["label"] == "FCA"


# table 6a/6b: home - destination coordinates
DESTINATIONS = {
    "CFLG": ("E3", "E7"),
    "CFEA": ("D6", "G5"),
    "FdLR": ("H8", "K5"),
    "FdSB": ("I5", "K5"),
    "SFVA": ("D6", "C1"),
    "FdC": ("I5", "G5"),
    "MZA": ("F24", "J28"),
    "N": ("F24", "E21"),
    "A": ("E33", "C31"),
    "MCP": ("F24", "C25"),
    "CRB": ("B26", "F28"),
    "ZPB": ("M21", "J20"),
    "GSSR": ("I29", "F32"),
    "AVT": ("K25", "L22"),
    "TBF": ("L22", "N18"),
}
MINOR_HOMES = {  # table 5 (CA: Zaragoza, as table 5 and the map have it)
    "CM": "E29",
    "AC": "H28",
    "MZ": "F24",
    "ZP": "J20",
    "MS": "C27",
    "MH": "E21",
    "CSE": "H32",
    "CA": "J20",
    "SC": "C31",
}


def test_homes_destinations_and_station_markers():
    d = data()
    assert {cid: (c["home"], c["destination"]) for cid, c in d.majors.items()} == DESTINATIONS
    assert {cid: c["home"] for cid, c in d.minors.items()} == MINOR_HOMES
    # 5.3.4: a major has its free home marker and four at 50; a minor its home marker only
    assert all(c["token_prices"] == [0, 50, 50, 50, 50] for c in d.majors.values())
    assert all(c["token_prices"] == [0] for c in d.minors.values())
    assert d.major["tokens_open_at_start"] == 2  # 6.1.3: the home marker and one more
    # 5.3.4: MZ shares MZA's city in Madrid
    assert (d.minors["MZ"]["home"], d.minors["MZ"]["home_city"]) == ("F24", d.majors["MZA"]["home_city"])


def test_goals_pay_one_two_three_times_the_start_price():
    goals = data().goals
    assert goals["kinds"] == ["destination", "offboard", "harbour"]  # 6.1.1
    assert goals["capital_par_multiple"] == [1, 2, 3]  # 6.1.2: 10%, 20%, 30% of the capital
    assert goals["tokens_released"] == 1


@pytest.mark.skipif(not SHARED_MAP.is_file(), reason=f"the shared component facts are not at {SHARED_MAP}")
def test_every_home_is_a_city_of_the_printed_map():
    hexes = {h["coord"]: h for h in json.loads(SHARED_MAP.read_text("utf-8"))["hexes"]}
    d = data()
    for cid in (*d.majors, *d.minors):
        corp = d.corporation(cid)
        cities = hexes[corp["home"]].get("cities", [])
        assert cities, f"{cid}: no city in {corp['home']}"
        if "home_city" in corp:
            assert corp["home_city"] < len(cities), cid
        assert {"corporation": cid, "city": corp.get("home_city")} in [
            {k: h[k] for k in ("corporation", "city")} for h in hexes[corp["home"]]["home_of"]
        ]


def test_start_prices_by_phase():
    d = data()
    early, later = (70, 75, 80, 85, 90), (70, 75, 80, 85, 90, 95, 100)
    assert d.par_prices("FdSB", "2") == early  # 4.3.2: 95 and 100 only from phase 3
    assert d.par_prices("FdSB", "3") == later
    assert d.par_prices("MZA", "4") == later
    assert d.par_prices("MS", "2") == later  # 4.3.1: a minor any of 70 to 100
    assert d.minor["price_par_multiple"] == 2 and d.minor["capital_par_multiple"] == 2


# table 2: number, face value, income
PRIVATES = [(1, 20, 5), (2, 60, 10), (3, 70, 15), (4, 100, 20), (5, 130, 10), (6, 160, 20), (6, 160, 20), (7, 170, 30)]


def test_privates():
    d = data()
    assert [(p["number"], p["face_value"], p["income"]) for p in d.privates] == PRIVATES
    assert d.private("P6", "zafra_huelva")["power"] == {"kind": "share", "corporation": "CRB", "percent": 10}
    assert d.private("P6", "vasco_navarro")["power"]["corporation"] == "random_north"
    assert [p["id"] for p in d.privates if not p["corporations_may_buy"]] == ["P7"]
    assert d.private("P4")["power"]["free_pass"] == "H12" and d.private("P4")["power"]["discount"] == 40
    assert d.private("P1")["power"]["discount"] == 30
    assert d.private("P5")["power"]["to_owner"] == 20 and d.tender["price"] == 80


def test_each_privates_text_reads_in_every_language():
    args = {"discount": 30, "price": 80, "owner": 20, "corp": "FdLR"}
    for private in data().privates:
        for language in LANGUAGES:
            text = render(language, private["about"], args, currency="₧")
            assert "{" not in text and text != private["about"], (language, private["about"])
    assert "₧40" in render("en", "18esp.private_about.P4", {"discount": 40}, currency="₧")


def test_the_market_row():
    market = data().market
    prices = [cell["price"] for cell in market.rows[0]]
    assert len(market.rows) == 1 and len(prices) == 42
    assert prices[0] == 50 and prices[-1] == 400 and prices == sorted(prices)
    assert sorted(market.price(c) for c in market.pars) == [70, 75, 80, 85, 90, 95, 100]


def at(price: int) -> tuple[int, int]:
    market = data().market
    return next((0, c) for c, cell in enumerate(market.rows[0]) if cell["price"] == price)


@pytest.mark.parametrize(
    ("start", "moves", "end"),
    [
        (132, ["right"], 144),  # 5.5 example: the CRB pays at 132 and rises to 144
        (250, ["down"] * 3, 222),  # 4.2 example: three MCP shares sold at 250
        (100, ["left"], 90),  # withheld: one cell horizontally left
        (100, ["up"], 105),  # sold out: one cell diagonally right (4.5.1)
        (55, ["left"], 50),  # 5.5: from 55 diagonally down to 50
        (50, ["left"], 50),
        (50, ["down"], 50),  # 4.2: at 50 it does not move
        (380, ["right"], 400),  # 5.5: from 380 diagonally up to 400
        (400, ["right"], 400),
        (400, ["up"], 400),
    ],
)
def test_moves_on_the_zig_zag_market(start, moves, end):
    market = data().market
    cell = at(start)
    for direction in moves:
        cell = getattr(market, direction)(cell)
    assert market.price(cell) == end


class EspMarketState(State):
    rules = neutral_rules(market=hooks.MarketRules(stock_market=lambda: data().market, certificate_limit=hooks.unasked))
    # the core's point at the market's edge: the rule book's answer, or 18xx.games'
    ways = ByOption(Ways(market_moves.MOVES_ON_AT_THE_EDGE), Ways(as_18xx_games))


def moved(start: int, direction: str, options: dict[str, Any]) -> tuple[int, list[str]]:
    state = game_state(EspMarketState, {"X": Corporation("X", cell=at(start))})
    state.options = options
    move(state, state.corporations["X"], direction)
    return data().market.price(state.corporations["X"].cell), state.deviations


def test_a_move_at_an_end_of_the_row_as_the_rule_book_or_as_18xx_games():
    """5.5 moves 55 -> 50 and 380 -> 400; 18xx.games leaves those markers where they are."""
    assert moved(55, "left", {}) == (50, ["market_edge"])
    assert moved(380, "right", {}) == (400, ["market_edge"])
    assert moved(55, "left", {"as_18xx_games": True}) == (55, [])
    assert moved(380, "right", {"as_18xx_games": True}) == (380, [])
    assert moved(60, "left", {"as_18xx_games": True}) == (50, [])  # no end reached: the same
    assert moved(100, "right", {}) == (110, [])


# table 7: type, count (with P2's card), price, scrapped by
TRAINS = [
    ("2", "1+2", 11, 100, "4"),
    ("3", "2+3", 9, 200, "6"),
    ("4", "3+4", 7, 300, "8"),
    ("5", "4+5", 5, 500, None),
    ("6", "5+6", 3, 600, None),
    ("8", "6+8", None, 800, None),
]


def test_trains():
    d = data()
    assert [(t["name"], t["narrow"]["name"], t["count"], t["price"], t.get("rusts_on")) for t in d.trains] == TRAINS
    assert d.trains[0]["reserved"] == {"P2": 1}  # "10(+1)"
    assert all(t["recycle_price"] == 2 * t["price"] for t in d.trains)  # 6.2.1
    assert [(t["narrow"]["any"], t["narrow"]["towns"]) for t in d.trains] == [
        (1, 2),
        (2, 3),
        (3, 4),
        (4, 5),
        (5, 6),
        (6, 8),
    ]
    strawberry = d.special_trains["2P"]
    assert strawberry["private"] == "P3" and strawberry["count"] == 1 and strawberry["permanent"]
    assert not strawberry["counts_for_limit"] and not strawberry["fulfils_train_duty"]
    assert d.train_type("2+3")["name"] == "3"
    assert d.train_events["second"] == {"8": ["renfe"]}  # 8: the second 8-train ends the game


# section 7 and table 8: name, started by, ORs, (minor, major) limits, tiles, mine revenue, private %
PHASES = [
    ("2", None, 1, (2, 4), ["yellow"], 30, 100),
    ("3", "3", 2, (2, 4), ["yellow", "green"], 20, 150),
    ("4", "4", 2, (1, 3), ["yellow", "green"], 20, 200),
    ("5", "5", 3, (None, 3), ["yellow", "green", "brown"], 10, None),
    ("6", "6", 3, (None, 2), ["yellow", "green", "brown"], 10, None),
    ("7", "8", 3, (None, 2), ["yellow", "green", "brown", "gray"], 0, None),
]


def test_phases():
    got = [
        (
            ph["name"],
            ph["on"],
            ph["operating_rounds"],
            (ph["train_limit"]["minor"], ph["train_limit"]["major"]),
            ph["tiles"],
            ph["mine_revenue"],
            ph["private_price_percent"],
        )
        for ph in data().phases
    ]
    assert got == PHASES


def test_what_each_phase_allows():
    flags = {ph["name"]: ph for ph in data().phases}
    assert not flags["2"]["south_majors"] and flags["3"]["south_majors"]
    assert [n for n, ph in flags.items() if ph["minors"]] == ["2", "3", "4"]
    assert [n for n, ph in flags.items() if ph["combined_trains"]] == ["4", "5", "6", "7"]
    assert [n for n, ph in flags.items() if ph["mountain_passes"]] == ["3", "4", "5", "6", "7"]
    # 6.1.2: started before phase 5 a major floats at 40% with 4x its price; from 5 at 60% with 10x
    assert [(ph["float_percent"], ph["capital_par_multiple"], ph["goals"]) for ph in flags.values()] == [
        (40, 4, True)
    ] * 3 + [(60, 10, False)] * 3
