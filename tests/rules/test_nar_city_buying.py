"""Rule book section 5, Phase II: Buy Cities."""

import pytest
from nar_table import act, table

import pygame_rules as pr
from pygame_rules.games.nar.cards import card_set
from pygame_rules.games.nar.state import CITIES

M, A, D = "Marion", "Angelika", "Daniela"
CITY = card_set().cities


def cheapest(n):
    return sorted(CITY, key=lambda c: (CITY[c].cost, c))[:n]


def city_table(**kw):
    """Phase II with the cheapest cities on offer (two per column)."""
    kw.setdefault("city_columns", [cheapest(8)[i::4] for i in range(4)])
    return table(phase=CITIES, **kw)


def bottom(g, column):
    return g.state.city_columns[column][-1]


def test_city_is_paid_from_the_company_treasury_never_the_players_cash():
    g = city_table(
        shares={M: {"red": 1}, A: {"blue": 1}},
        directors={"red": M, "blue": A},
        treasuries={"red": 1000, "blue": 1000},
        cash={M: 0},
    )
    city = bottom(g, 1)
    act(g, "buy_city", M, company="red", column=1, city=city)
    assert g.state.companies["red"].treasury == 1000 - CITY[city].cost
    assert g.state.cash[M] == 0
    assert g.state.companies["red"].cities == [city]
    assert g.state.bank == CITY[city].cost
    assert g.active_players == [A]


def test_only_cities_the_treasury_can_afford_are_offered():
    col = ["albany", "chicago", "san-francisco", "denver"]
    g = city_table(
        city_columns=[[c] for c in col],
        shares={M: {"red": 1}},
        directors={"red": M},
        treasuries={"red": CITY["denver"].cost},
        cash={M: 5000},
    )
    offered = {a["city"] for a in g.legal_actions() if a["type"] == "buy_city"}
    assert offered == {c for c in col if CITY[c].cost <= CITY["denver"].cost}
    with pytest.raises(pr.IllegalAction):
        act(g, "buy_city", M, company="red", column=2, city="san-francisco")


def test_a_player_buys_only_for_companies_he_holds_a_share_of():
    g = city_table(
        shares={M: {"red": 1}, A: {"blue": 1}}, directors={"red": M, "blue": A}, treasuries={"red": 5000, "blue": 5000}
    )
    assert {a["company"] for a in g.legal_actions() if a["type"] == "buy_city"} == {"red"}


def test_once_per_company_per_player_but_every_shareholder_may_buy_for_it():
    g = city_table(
        shares={M: {"red": 2, "blue": 1}, A: {"red": 1}},
        directors={"red": M, "blue": M},
        treasuries={"red": 5000, "blue": 5000},
    )
    act(g, "buy_city", M, company="red", column=0, city=bottom(g, 0))
    act(g, "buy_city", A, company="red", column=1, city=bottom(g, 1))  # red again, by Angelika
    assert D in g.state.passed  # Daniela holds nothing: she passed by force
    assert g.active_players == [M]
    assert {a.get("company") for a in g.legal_actions()} == {"blue", None}  # red done for her
    with pytest.raises(pr.IllegalAction):
        act(g, "buy_city", M, company="red", column=2, city=bottom(g, 2))


def test_turns_go_round_until_everyone_has_passed():
    g = city_table(
        shares={M: {"red": 1, "blue": 1, "green": 1}, A: {"blue": 1}},
        directors={"red": M, "blue": A, "green": M},
        treasuries={"red": 5000, "blue": 5000, "green": 5000},
    )
    act(g, "buy_city", M, company="red", column=0, city=bottom(g, 0))
    act(g, "pass", A)
    act(g, "buy_city", M, company="blue", column=1, city=bottom(g, 1))  # Marion again
    assert g.state.phase == CITIES and g.active_players == [M]
    act(g, "pass", M)
    assert g.state.phase != CITIES  # phase III ran, a new turn began
    assert g.state.turn == 2


def test_a_player_with_nothing_affordable_must_pass():
    g = city_table(
        shares={M: {"red": 1}, A: {"blue": 1}},
        directors={"red": M, "blue": A},
        treasuries={"red": 0, "blue": 5000},
        start_player=0,
    )
    assert g.active_players == [A]
    assert M in g.state.passed
    assert any("no affordable city" in text for _, text in g.state.log)


def test_the_table_shows_who_has_left_phase_two():
    g = city_table(
        shares={M: {"red": 1}, A: {"blue": 1}}, directors={"red": M, "blue": A}, treasuries={"red": 900, "blue": 900}
    )
    act(g, "pass", M)
    assert {p["name"]: p["passed"] for p in g.view()["players"]} == {M: True, A: False, D: False}
