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
