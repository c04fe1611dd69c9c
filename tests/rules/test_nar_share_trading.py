"""Rule book section 5, Phase I: Trade Shares (options 1, 2, 3a, 3b and the exceptions)."""

import pytest
from nar_table import act, money, table

import pygame_rules as pr
from pygame_rules.games.nar.state import CITIES

M, A, D = "Marion", "Angelika", "Daniela"
PAD = ["yellow"] * 7  # a column nobody touches, so that phase I goes on


def test_founding_pays_the_chosen_price_into_the_treasury():
    # The Marion example: she founds blue for $600, takes the director marker and a start city.
    g = table(share_columns=[["blue"], ["red"], [], []])
    act(g, "found_company", M, column=0, company="blue", start_city="boston", price=600)
    blue = g.state.companies["blue"]
    assert (blue.treasury, blue.director, blue.start_city) == (600, M, "boston")
    assert g.state.cash[M] == 1400
    assert g.state.shares[M]["blue"] == 1
    assert "boston" not in g.state.unused_start_cities


@pytest.mark.parametrize("price", [0, 50, 650, 2100])
def test_founding_price_is_a_multiple_of_100_from_100_to_own_cash(price):
    g = table(share_columns=[["blue"], [], [], []])
    before = money(g)
    with pytest.raises(pr.IllegalAction):
        act(g, "found_company", M, column=0, company="blue", start_city="boston", price=price)
    assert money(g) == before and g.state.share_columns[0] == ["blue"]


def test_the_highest_price_is_his_cash_down_to_whole_100s():
    g = table(share_columns=[["blue"], ["red"], [], []], shares={A: {"red": 1}}, directors={"red": A}, cash={M: 1750})
    prices = {a["type"]: a["price"] for a in g.legal_actions()}
    assert prices["found_company"]["max"] == prices["propose_price"]["max"] == 1700


def test_with_exactly_100_he_may_found_a_company_or_propose_100():
    g = table(share_columns=[["blue"], ["red"], [], []], shares={A: {"red": 1}}, directors={"red": A}, cash={M: 100})
    assert {a["type"] for a in g.legal_actions()} == {"found_company", "propose_price"}
    act(g, "propose_price", M, column=1, company="red", price=100)
    act(g, "allow_purchase", A, company="red", price=100)
    assert g.state.cash[M] == 0 and g.state.shares[M]["red"] == 1


def test_half_rounded_up_to_whole_100s_at_any_price():
    # $40,100 proposed, the director agrees: $20,100 to the treasury, $20,000 to the bank
    g = table(share_columns=[["red"], [], [], []], shares={A: {"red": 1}}, directors={"red": A}, cash={M: 40_100})
    act(g, "propose_price", M, column=0, company="red", price=40_100)
    act(g, "allow_purchase", A, company="red", price=40_100)
    assert (g.state.companies["red"].treasury, g.state.bank) == (20_100, 20_000)


def test_own_company_share_costs_1000_half_to_treasury_half_to_bank():
    g = table(share_columns=[["red"], [], [], []], shares={M: {"red": 1}}, directors={"red": M})
    legal = g.legal_actions()
    assert legal == [{"type": "buy_own_share", "player": M, "column": 0, "company": "red", "price": 1000}]
    act(g, "buy_own_share", M, column=0, company="red", price=1000)
    assert (g.state.cash[M], g.state.companies["red"].treasury, g.state.bank) == (1000, 500, 500)
    assert g.state.shares[M]["red"] == 2


def test_proposed_price_may_not_exceed_the_proposers_cash_but_may_exceed_the_directors():
    g = table(
        share_columns=[["red"], [], [], []],
        shares={A: {"red": 1}},
        directors={"red": A},
        cash={M: 700, A: 100},
    )
    (propose,) = g.legal_actions()
    assert propose["price"] == {"min": 100, "max": 700, "step": 100}
    with pytest.raises(pr.IllegalAction):
        act(g, "propose_price", M, column=0, company="red", price=800)
    act(g, "propose_price", M, column=0, company="red", price=700)
    assert g.active_players == [A]
    assert [a["type"] for a in g.legal_actions()] == ["allow_purchase"]


def test_worked_example_marion_angelika_daniela():
    # Marion proposes $800 for red (director Angelika), who buys it herself: $400 to the
    # treasury, $400 to Marion. Marion then proposes $900 for green; Daniela lets her buy:
    # $500 to the treasury, $400 to the bank.
    g = table(
        share_columns=[["red"], ["green"], [], PAD],
        shares={A: {"red": 1}, D: {"green": 2}},
        directors={"red": A, "green": D},
    )
    act(g, "propose_price", M, column=0, company="red", price=800)
    act(g, "director_buys", A, company="red", price=800)
    assert g.state.companies["red"].treasury == 400
    assert (g.state.cash[A], g.state.cash[M]) == (1200, 2400)
    assert g.state.shares[A]["red"] == 2
    assert g.active_players == [M]
    act(g, "propose_price", M, column=1, company="green", price=900)
    act(g, "allow_purchase", D, company="green", price=900)
    assert g.state.companies["green"].treasury == 500
    assert g.state.cash[M] == 1500 and g.state.bank == 400
    assert g.state.shares[M]["green"] == 1
    assert g.state.companies["green"].director == D
    assert g.active_players == [A]  # Marion's turn is over


def test_buyer_with_as_many_shares_as_the_director_becomes_director():
    g = table(share_columns=[["red"], [], [], PAD], shares={A: {"red": 1}, M: {"red": 0}}, directors={"red": A})
    act(g, "propose_price", M, column=0, company="red", price=300)
    act(g, "allow_purchase", A, company="red", price=300)
    assert g.state.companies["red"].director == M
    assert (g.state.companies["red"].treasury, g.state.bank) == (200, 100)


def test_buyer_with_fewer_shares_does_not_become_director():
    g = table(share_columns=[["red"], [], [], PAD], shares={A: {"red": 2}}, directors={"red": A})
    act(g, "propose_price", M, column=0, company="red", price=300)
    act(g, "allow_purchase", A, company="red", price=300)
    assert g.state.companies["red"].director == A


def test_after_the_director_buys_the_proposer_picks_another_company_or_ends_the_turn():
    g = table(
        share_columns=[["red", "red"], ["blue"], [], []],
        shares={A: {"red": 1}},
        directors={"red": A},
    )
    act(g, "propose_price", M, column=0, company="red", price=200)
    act(g, "director_buys", A, company="red", price=200)
    kinds = {(a["type"], a.get("company")) for a in g.legal_actions()}
    assert kinds == {("found_company", "blue"), ("end_turn", None)}  # not red again
    with pytest.raises(pr.IllegalAction):
        act(g, "propose_price", M, column=0, company="red", price=200)
    act(g, "end_turn", M)
    assert g.active_players == [A]


def test_turn_ends_when_every_company_on_offer_was_bought_by_its_director():
    g = table(share_columns=[["red"], [], [], ["blue"]], shares={A: {"red": 1}}, directors={"red": A})
    act(g, "propose_price", M, column=0, company="red", price=200)
    act(g, "director_buys", A, company="red", price=200)
    assert g.active_players == [M]  # blue is still there to found
    g2 = table(
        share_columns=[["blue", "red"], ["red"], [], []],
        shares={A: {"red": 1}, D: {"blue": 1}},
        directors={"red": A, "blue": D},
    )
    act(g2, "propose_price", M, column=0, company="red", price=200)
    act(g2, "director_buys", A, company="red", price=200)
    act(g2, "propose_price", M, column=0, company="blue", price=200)
    act(g2, "director_buys", D, company="blue", price=200)
    assert g2.active_players == [A]  # nothing left for Marion: her turn ends by itself


def test_a_player_without_money_takes_200_and_buys_nothing():
    g = table(share_columns=[["red"], ["blue"], [], []], cash={M: 0})
    assert g.state.cash[M] == 200
    assert g.active_players == [A]
    assert sum(g.state.shares[M].values()) == 0
    assert g.state.bank == -200


def test_director_of_every_company_on_offer_with_less_than_1000_pays_all_his_money():
    g = table(
        share_columns=[["red"], ["blue"], [], []],
        cash={M: 700},
        shares={M: {"red": 1, "blue": 1}},
        directors={"red": M, "blue": M},
    )
    prices = {a["price"] for a in g.legal_actions()}
    assert prices == {700}
    act(g, "buy_own_share", M, column=1, company="blue", price=700)
    # half rounded up to the treasury, the other half to the bank
    assert (g.state.cash[M], g.state.companies["blue"].treasury, g.state.bank) == (0, 400, 300)


def test_own_share_at_1000_is_not_offered_when_other_companies_are_on_offer_and_cash_is_short():
    g = table(
        share_columns=[["red"], ["blue"], [], []],
        cash={M: 700},
        shares={M: {"red": 1}, A: {"blue": 1}},
        directors={"red": M, "blue": A},
    )
    assert {a["type"] for a in g.legal_actions()} == {"propose_price"}


def test_each_player_trades_once_then_phase_two_begins():
    g = table(share_columns=[["red"] * 2, ["blue"] * 2, ["green"] * 2, PAD], start_player=1)
    order = []
    while g.state.phase != CITIES:
        (p,) = g.active_players
        order.append(p)
        found = next(a for a in g.legal_actions() if a["type"] == "found_company")
        g.apply({**found, "price": 1000})
    assert order == [A, D, M]


def test_no_shares_left_ends_the_phase_at_once():
    g = table(share_columns=[["red"], [], [], []])
    act(g, "found_company", M, column=0, company="red", start_city="boston", price=1000)
    assert g.state.phase == CITIES and g.active_players == [M]
    assert g.state.share_turns_done == 1  # Angelika and Daniela had no turn
    assert "No shares are left: phase I ends." in [text for _, text in g.state.log]
    assert g.state.last_turn  # and fewer shares remain than players


def test_an_action_out_of_turn_is_refused_and_changes_nothing():
    g = table(share_columns=[["red"], [], [], []])
    before = g.view()
    with pytest.raises(pr.IllegalAction, match="not Angelika's turn"):
        act(g, "found_company", A, column=0, company="red", start_city="boston", price=100)
    assert g.view() == before
