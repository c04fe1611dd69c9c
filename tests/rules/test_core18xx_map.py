"""The hex map: printed coordinates, edges and neighbours, what may be built where, revenue by
phase, and the 1856 data against the facts in ../shared (when present)."""

from __future__ import annotations

import json

import pytest
from core18xx_positions import DATA, DIESEL, GRAY, PACKAGE, YELLOW

from pygame_rules.core18xx.board import load_board
from pygame_rules.core18xx.hexes import across, column_row, coord, facing, rotate
from pygame_rules.core18xx.tiles import revenue_in_phase

BOARD = load_board(PACKAGE)


def test_printed_names_read_as_column_and_row():
    assert column_row("A1") == (0, 0)
    assert column_row("K5") == (10, 4)
    assert column_row("AA3") == (26, 2)
    assert coord(10, 4) == "K5" and coord(26, 2) == "AA3"
    with pytest.raises(ValueError):
        column_row("5K")


def test_neighbours_across_each_edge_of_the_flat_layout():
    # edge 0 bottom, then clockwise: lower left, upper left, top, upper right, lower right
    assert [across("K10", e) for e in range(6)] == ["K12", "J11", "J9", "K8", "L9", "L11"]
    assert across("A2", 1) is None
    for e in range(6):
        assert across(across("K10", e), facing(e)) == "K10"


def test_rotation_turns_edges_clockwise():
    assert [rotate(e, 1) for e in range(6)] == [1, 2, 3, 4, 5, 0]
    assert rotate(4, 5) == 3


def test_1856_map_and_tile_set_sizes():
    assert len(BOARD.hexes) == 100
    assert len(BOARD.tiles) == 53
    assert sum(t.count for t in BOARD.tiles.values()) == 122


def test_track_may_not_lead_into_lakes_or_red_areas_without_track():
    # Barrie (M4) borders Lake Simcoe (N5, blue) on edge 5
    assert BOARD.neighbours["M4"][5] == "N5"
    assert 5 not in BOARD.open_edges["M4"]
    # Niagara Falls (O16) may connect to Buffalo (P17), whose track points back at it
    assert 5 in BOARD.open_edges["O16"]
    # no track off the map
    assert BOARD.open_edges["A20"] == frozenset({4, 5})


def test_terrain_future_labels_and_names():
    assert BOARD.hexes["K10"].terrain_cost == 40
    assert BOARD.hexes["N3"].terrain == (("water", 40),)
    assert BOARD.hexes["C14"].future_label == ("L", "brown")
    assert BOARD.hexes["M4"].future_label == ("Bar", "brown")
    assert BOARD.hexes["L15"].future_label == ("H", "gray")
    assert BOARD.hexes["N11"].name == "Toronto"
    assert BOARD.hexes["N11"].face.label == "T"


def test_off_board_revenue_follows_the_latest_colour_of_the_phase():
    sarnia = BOARD.face("B13").stops["o0"].revenue
    detroit = BOARD.face("A20").stops["o0"].revenue
    assert revenue_in_phase(sarnia, YELLOW) == 30
    assert revenue_in_phase(sarnia, GRAY) == 50  # no gray value: brown's
    assert revenue_in_phase(detroit, GRAY) == 50
    assert revenue_in_phase(detroit, DIESEL) == 60


@pytest.mark.skipif(not DATA.is_dir(), reason=f"the 1856 facts are not at {DATA}")
def test_neighbours_and_open_edges_match_the_extracted_facts():
    facts = json.loads((DATA / "map.json").read_text())["hexes"]
    for h in facts:
        assert {int(e): c for e, c in h["adjacent"].items()} == BOARD.neighbours[h["coord"]]
        if h["color"] != "blue":
            assert set(h["track_connectable_edges"]) == BOARD.open_edges[h["coord"]], h["coord"]


def test_an_impassable_border_closes_the_edge_on_both_sides():
    from pygame_rules.core18xx.board import BoardDef, Border, HexDef, _connect
    from pygame_rules.core18xx.tiles import tile_from_data

    def blank(coord, borders=()):
        return HexDef(coord, "white", tile_from_data(coord, {}), borders=borders)

    # B2 sits above B4 with a river between them, drawn on B4's top edge only
    hexes = {"B2": blank("B2"), "B4": blank("B4", (Border(3, "impassable"),)), "C3": blank("C3")}
    board = BoardDef("test", hexes, {}, frozenset({"blue"}))
    _connect(board)
    assert board.neighbours["B2"][0] == "B4" and board.neighbours["B4"][3] == "B2"
    assert 0 not in board.open_edges["B2"] and 3 not in board.open_edges["B4"]
    assert board.open_edges["B4"] == frozenset({4})
