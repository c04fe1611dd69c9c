"""Rule book section 5, Phase III: Receive Income, and section 6, Game End."""

import random

import pytest
from nar_table import act, table

import pygame_rules as pr
from pygame_rules.games.nar import income, rules
from pygame_rules.games.nar.cards import card_set
from pygame_rules.games.nar.income import final_payment, pay_income, split_income
from pygame_rules.games.nar.state import CITIES, OVER, SHARES
from pygame_rules.playout import play

M, A, D = "Marion", "Angelika", "Daniela"
CITY = card_set().cities


def test_income_example_400_to_the_only_shareholder():
    assert split_income(400, 1, final_turn=False) == (400, 0, 0)


def test_income_example_800_over_three_shares():
    # Angelika (director, two shares) gets $500, Daniela $200, the treasury $100.
    per_share, extra, kept = split_income(800, 3, final_turn=False)
    assert (2 * per_share + extra, per_share, kept) == (500, 200, 100)


def test_income_is_split_in_whole_100_notes():
    assert split_income(700, 3, final_turn=False) == (200, 100, 0)
    assert split_income(1100, 6, final_turn=False) == (100, 100, 400)
    assert split_income(200, 4, final_turn=False) == (0, 100, 100)


def test_final_turn_director_takes_half_the_rest_rounded_up():
    assert split_income(800, 3, final_turn=True) == (200, 100, 100)
    assert split_income(1100, 6, final_turn=True) == (100, 300, 200)
    assert split_income(1300, 4, final_turn=True) == (300, 100, 0)


def income_of(network):
    return card_set().start_cities["boston"].income + sum(CITY[c].income for c in network)


def test_income_is_paid_by_the_bank_to_every_share():
    network = ["chicago", "albany"]
    g = table(shares={A: {"red": 2}, D: {"red": 1}}, directors={"red": A}, networks={"red": network})
    s = g.state
    s.companies["red"].start_city = "boston"
    before = dict(s.cash)
    pay_income(s)
    per_share, extra, kept = split_income(income_of(network), 3, final_turn=False)
    assert s.cash[A] - before[A] == 2 * per_share + extra
    assert s.cash[D] - before[D] == per_share
    assert s.companies["red"].treasury == kept
    assert s.bank == -income_of(network)


def test_coast_to_coast_final_payment_example():
    # Nine symbols in green's network; Angelika's three green shares bring her $2,700.
    nine = ["san-francisco", "los-angeles", "seattle"]
    assert sum(CITY[c].coast_to_coast for c in nine) == 9
    g = table(shares={A: {"green": 3}, M: {"green": 1}}, directors={"green": A}, networks={"green": nine})
    before = dict(g.state.cash)
    final_payment(g.state)
    assert g.state.cash[A] - before[A] == 2700
    assert g.state.cash[M] - before[M] == 900
    assert g.state.final_payment == {"green": {M: 900, A: 2700, D: 0}}


def everyone_founds(g, price):
    """Phase I where every player founds a company at `price`."""
    while g.state.phase == SHARES:
        found = next(a for a in g.legal_actions() if a["type"] == "found_company")
        g.apply({**found, "price": price})


def test_game_ends_after_the_turn_when_fewer_shares_remain_than_players():
    g = table(share_columns=[["red", "blue", "green"], [], [], []])
    everyone_founds(g, 1000)  # three players, three shares: after phase I none remain
    s = g.state
    assert s.phase == CITIES and s.last_turn
    assert s.end_reasons[0] == "fewer shares remain than there are players"


def test_game_ends_after_the_turn_when_five_or_fewer_cities_remain_at_phase_two():
    g = table(
        share_columns=[["red"] * 7, ["blue"] * 7, ["green"] * 7, []],
        city_columns=[["albany", "buffalo"], ["chicago"], ["denver"], ["dallas"]],
    )
    everyone_founds(g, 1000)
    s = g.state
    assert s.phase == CITIES and s.last_turn
    assert s.end_reasons == ["only 5 cities remain"]
    assert "This is the last turn: only 5 cities remain." in [text for _, text in s.log]


def test_game_ends_when_no_city_is_bought_in_phase_two():
    g = table(share_columns=[["red"] * 7, ["blue"] * 7, ["green"] * 7, []])
    everyone_founds(g, 1000)
    while g.state.phase == CITIES:
        act(g, "pass", g.active_players[0])
    assert g.state.phase == OVER and g.finished
    assert g.state.end_reasons == ["no city was bought in phase II"]


def test_the_last_turn_is_played_to_its_end_then_the_final_payment():
    g = table(share_columns=[["red"], ["blue"], ["green"], []])
    everyone_founds(g, 1000)
    assert g.state.last_turn and g.state.phase == CITIES
    buy = next(a for a in g.legal_actions() if a["type"] == "buy_city")
    g.apply(buy)
    while not g.finished:
        g.apply(next(a for a in g.legal_actions() if a["type"] == "pass"))
    s = g.state
    red = s.companies["red"]
    city = CITY[buy["city"]]
    income = card_set().start_cities[red.start_city].income + city.income
    assert s.cash[buy["player"]] == 1000 + income + 100 * city.coast_to_coast
    assert g.result()["scores"] == s.cash


def test_final_turn_income_uses_the_final_split():
    network = ["chicago", "albany", "buffalo"]
    g = table(shares={A: {"red": 2}, D: {"red": 1}, M: {"red": 1}}, directors={"red": A}, networks={"red": network})
    s = g.state
    s.last_turn = True
    before = dict(s.cash)
    pay_income(s)
    income = card_set().start_cities[s.companies["red"].start_city].income + sum(CITY[c].income for c in network)
    per_share, extra, kept = split_income(income, 4, final_turn=True)
    assert s.cash[A] - before[A] == 2 * per_share + extra
    assert s.companies["red"].treasury == kept


def test_start_player_passes_clockwise_after_income():
    g = table(share_columns=[["red"] * 7, ["blue"] * 7, ["green"] * 7, []], start_player=2)
    everyone_founds(g, 1000)
    g.apply(next(a for a in g.legal_actions() if a["type"] == "buy_city"))
    while g.state.phase == CITIES:
        act(g, "pass", g.active_players[0])
    assert g.state.phase == SHARES and g.state.turn == 2
    assert g.state.start_player == 0 and g.active_players == [M]


@pytest.mark.parametrize("start,winner", [(0, M), (1, A), (2, D)])
def test_tie_goes_to_the_player_first_in_the_last_turn(start, winner):
    g = table(start_player=start)
    s = g.state
    s.start_player = start
    s.cash = {M: 3000, A: 3000, D: 3000}
    s.phase = OVER
    result = rules.NorthAmericanRailways().result(s)
    assert result["ranking"][0] == winner
    assert result["scores"] == {M: 3000, A: 3000, D: 3000}


def test_tie_between_the_later_players_goes_to_the_one_next_clockwise():
    g = table(start_player=2)  # the last turn's order: Daniela, Marion, Angelika
    s = g.state
    s.cash = {M: 3000, A: 3000, D: 1000}
    s.phase = OVER
    assert g.result()["ranking"] == [M, A, D]


def test_richest_player_wins():
    g = table()
    s = g.state
    s.cash = {M: 3000, A: 3100, D: 2900}
    s.phase = OVER
    assert rules.NorthAmericanRailways().result(s)["ranking"] == [A, M, D]


def test_as_many_shares_as_players_left_does_not_end_the_game():
    # section 6, case 1 needs *fewer* shares than players: three players, three shares left
    g = table(share_columns=[["red", "blue"], ["green", "yellow"], ["black", "red"], []])
    everyone_founds(g, 500)
    s = g.state
    assert s.phase == CITIES and s.shares_on_offer() == 3
    assert not s.last_turn and s.end_reasons == []


def test_phase_two_begins_with_the_start_player():
    # the last share turn was Marion's (clockwise from Angelika); phase II starts again at Angelika
    g = table(share_columns=[["red"] * 7, ["blue"] * 7, ["green"] * 7, []], start_player=1)
    everyone_founds(g, 1000)
    assert g.state.phase == CITIES and g.active_players == [A]


def test_the_final_payment_pays_100_per_symbol_for_every_share():
    # the game's last turn (fewer shares than players); green's network holds nine symbols
    nine = ["san-francisco", "los-angeles", "seattle"]
    g = table(share_columns=[["green"], ["red"], [], []], networks={"green": nine})
    everyone_founds(g, 1000)
    green = next(p for p in g.players if g.state.shares[p]["green"])
    income = next(c["income"] for c in g.view()["companies"] if c["id"] == "green")
    before = g.state.cash[green]
    while not g.finished:
        act(g, "pass", g.active_players[0])
    paid = g.view()["final_payment"]
    green_paid = next(c for c in paid["companies"] if c["company"] == "green")
    assert green_paid == {
        "company": "green",
        "per_share": 900,
        "paid": {**dict.fromkeys(g.players, 0), green: 900},
    }
    assert sorted(paid["totals"].values()) == [0, 0, 900]
    assert g.state.cash[green] == before + income + 900 == g.result()["scores"][green]


def test_the_final_screen_figures_are_the_cash_the_final_payment_moved(monkeypatch):
    """The view's final payment per company and player is what each player's cash gained when
    the companies paid out (a random four-player game played through the public API)."""
    gained = {}
    pay_out = income.final_payment

    def watched(state):
        before = dict(state.cash)
        pay_out(state)
        gained.update({p: state.cash[p] - before[p] for p in state.players})

    monkeypatch.setattr(income, "final_payment", watched)
    g = pr.new_game("nar", ["Ann", "Bob", "Cy", "Dee"], seed=7)
    play(g, random.Random(7))
    view = g.view()
    paid = view["final_payment"]
    assert paid["totals"] == gained and sum(gained.values()) > 0
    for company in paid["companies"]:
        held = {p: g.state.shares[p][company["company"]] for p in g.players}
        assert company["paid"] == {p: company["per_share"] * n for p, n in held.items()}
    assert {p: sum(c["paid"][p] for c in paid["companies"]) for p in g.players} == gained
    assert {p["name"]: p["final_payment"] for p in view["players"]} == gained
    assert g.view(None)["final_payment"] is not None and g.result()["scores"] == g.state.cash


def test_no_final_payment_is_shown_before_the_game_ends():
    g = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=7)
    assert g.view()["final_payment"] is None
    assert all(p["final_payment"] is None for p in g.view()["players"])
