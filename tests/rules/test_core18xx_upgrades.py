"""Which tile may replace which (1856 "Gleisbau" and the tile table): colour order, labels and
future labels, town and city counts, the old track kept, and 1856's special replacements."""

from __future__ import annotations

import json

import pytest
from core18xx_positions import BROWN, DATA, GRAY, GREEN, PACKAGE, YELLOW

from pygame_rules.core18xx.board import load_board
from pygame_rules.core18xx.upgrades import NORMAL, TOWN_RULE, node_mapping, replacement

BOARD = load_board(PACKAGE)
TILES = BOARD.tiles


def upgrades(coord: str, old_name: str | None, colours=GRAY) -> set[str]:
    """The tiles that may replace `old_name` (None: the printed face) on `coord`."""
    old = BOARD.face(coord) if old_name is None else TILES[old_name]
    return {
        new.name
        for new in TILES.values()
        if (mode := replacement(BOARD, coord, old, new, colours))
        and any(node_mapping(old, 0, new, r, mode) is not None for r in range(6))
    }


def test_first_tiles_on_empty_town_and_city_hexes():
    assert upgrades("B15", None, YELLOW) == {"7", "8", "9"}
    assert upgrades("H15", None, YELLOW) == {"5", "6", "57"}
    assert upgrades("J9", None, YELLOW) == {"3", "4", "58"}
    assert upgrades("F13", None, YELLOW) == {"1", "2", "55", "56", "69"}


def test_a_tile_of_a_colour_not_yet_in_play_may_not_be_laid():
    assert upgrades("B15", "9", YELLOW) == set()
    assert upgrades("B15", "9", GREEN) == {"18", "19", "20", "23", "24", "26", "27"}


def test_upgrades_keep_the_old_track():
    straight, sharp = TILES["9"], TILES["23"]  # 23: straight 0-3 plus 0-4
    kept = [r for r in range(6) if node_mapping(straight, 0, sharp, r, NORMAL) is not None]
    assert kept == [0, 3]
    assert node_mapping(TILES["7"], 0, TILES["9"], 0, NORMAL) is None  # yellow to yellow: no


def test_lake_cities_take_the_brown_L_tile_only():
    # "Die braunen Gleisplättchen Nr. 125 ... nur auf den mit L markierten Feldern"
    assert upgrades("C14", "14", BROWN) == {"125"}
    assert upgrades("H15", "14", BROWN) == {"63"}
    assert "125" not in upgrades("J13", "15", BROWN)


def test_barrie_and_london_green_upgrades_to_their_own_brown_tile():
    assert upgrades("M4", None, GREEN) == {"121"}
    assert upgrades("F15", None, GREEN) == {"121"}
    assert upgrades("M4", "121", BROWN) == {"127"}
    assert upgrades("F15", "121", BROWN) == {"126"}


def test_hamilton_brown_oo_upgrades_only_to_gray_123():
    assert upgrades("L15", None, GREEN) == {"59"}
    assert upgrades("L15", "59", BROWN) == {"64", "65", "66", "67", "68"}
    for brown in ("64", "65", "66", "67", "68"):
        assert upgrades("L15", brown, GRAY) == {"123"}
        assert upgrades("I12", brown, GRAY) == set()


def test_toronto_tiles():
    assert upgrades("N11", None, GREEN) == {"120"}
    assert upgrades("N11", "120", BROWN) == {"122"}
    assert upgrades("N11", "122", GRAY) == {"124"}


def test_towns_become_cities_or_plain_track_in_the_gray_phase():
    # "In den Phasen Fünf und Sechs können Gleisplättchen mit ein oder zwei Kleinstädten aus- oder
    # zurückgebaut werden" (the rule book's phases 5 and 6 are those with gray tiles)
    assert upgrades("J9", "3", BROWN) == set()
    assert upgrades("J9", "3", GRAY) == {"5", "7"}
    assert upgrades("J9", "4", GRAY) == {"57", "9"}
    assert upgrades("J9", "58", GRAY) == {"6", "8"}
    assert upgrades("F13", "1", GRAY) == {"14"}
    assert upgrades("F13", "55", GRAY) == {"14"}
    assert upgrades("F13", "2", GRAY) == {"15"}
    assert upgrades("F13", "56", GRAY) == {"15"}
    assert upgrades("F13", "69", GRAY) == set()
    assert replacement(BOARD, "J9", TILES["3"], TILES["7"], GRAY) == TOWN_RULE


def test_two_towns_join_in_one_city_and_a_town_can_give_way_to_track():
    to_city = node_mapping(TILES["1"], 0, TILES["14"], 0, TOWN_RULE)
    assert to_city == {"t0": "c0", "t1": "c0"}
    assert node_mapping(TILES["3"], 0, TILES["7"], 0, TOWN_RULE) == {"t0": None}


def test_oo_cities_keep_their_own_track_and_may_join_in_gray():
    assert node_mapping(TILES["59"], 0, TILES["67"], 0, NORMAL) == {"c0": "c0", "c1": "c1"}
    joined = [r for r in range(6) if node_mapping(TILES["64"], 0, TILES["123"], r, NORMAL)]
    assert joined and all(
        node_mapping(TILES["64"], 0, TILES["123"], r, NORMAL) == {"c0": "c0", "c1": "c0"} for r in joined
    )


@pytest.mark.skipif(not DATA.is_dir(), reason=f"the 1856 facts are not at {DATA}")
def test_plain_upgrades_match_the_extracted_tile_table():
    """The facts list upgrades without the 1856 special cases and without 122 -> 124, which the
    generic rule allows (the only gray Toronto tile; docs/rules-notes.md)."""
    facts = json.loads((DATA / "tiles.json").read_text())["tiles"]
    for tile in facts:
        expected = set(tile["upgrades_to"]) | ({"124"} if tile["name"] == "122" else set())
        assert upgrades("B15", tile["name"], GRAY) - _town_rule(tile["name"]) == expected, tile["name"]


def _town_rule(name: str) -> set[str]:
    return set(BOARD.town_upgrades.to.get(name, ()))
