"""What the 1856 table draws comes from the view: the whole map as the board layer shows it, the
depot's prices and distances, the loan terms, the hexes each private blocks."""

from __future__ import annotations

import json

import pygame_rules as pr


def test_the_view_carries_the_map_the_depot_the_loans_and_the_privates_blocks():
    view = json.loads(json.dumps(pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1).view()))
    hexes = view["board"]["hexes"]
    assert view["board"]["layout"] == "flat" and len(hexes) == 100
    assert hexes["N11"]["name"] == "Toronto" and [s["id"] for s in hexes["N11"]["stops"]] == ["N11-c0", "N11-c1"]
    assert hexes["N11"]["stops"][0]["reserved"] == ["CV"]
    assert hexes["A20"]["stops"][0]["revenues"] == {"yellow": 30, "brown": 50, "black": 60}
    assert view["depot"]["prices"]["2"] == 100 and view["depot"]["distances"]["D"] is None
    assert view["loan_terms"]["value"] == 100 and view["loan_terms"]["interest"] == 10
    assert {p["id"]: p["blocks"] for p in view["privates"]}["TCC"] == ["H11"]


def test_destinations_are_named_by_their_places():
    view = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1).view()
    dest = {c["id"]: c["destination"] for c in view["corporations"]}
    assert dest["BBG"] == {"from": "J15", "to": ["N17"], "from_name": "Brantford", "to_names": ["Welland"]}
    assert dest["CGR"] is None
    # the alternate destinations: N1 is the Canadian West's second hex, which has no name of its own
    alternate = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1, options={"alternate_destinations": True}).view()
    tgb = {c["id"]: c["destination"] for c in alternate["corporations"]}["TGB"]
    assert tgb["to"] == ["O2", "N1"] and tgb["to_names"] == ["Canadian West"]


def test_loans_come_with_their_limit_the_shares_in_players_hands():
    """Section 'Regierungskredite': no more loans than the corporation's shares held by players
    (here the director's certificate, two shares, and two more)."""
    from g1856_table import new_game, parred, shareholders

    game = new_game()
    parred(game, "GT", 100, "Max")
    shareholders(game, "GT", {"Ann": 1, "Bob": 1})
    game.state.corporations["GT"].loans = 5
    corps = {c["id"]: c for c in game.view()["corporations"]}
    assert (corps["GT"]["loans"], corps["GT"]["loan_limit"]) == (5, 4)
    assert corps["CGR"]["loan_limit"] is None
