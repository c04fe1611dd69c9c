"""The board's picture for the UI: JSON-able, tiles with absolute track, markers and homes."""

from __future__ import annotations

import json

from core18xx_positions import GREEN, YELLOW, board

from pygame_rules.core18xx.tokens import place_home_token
from pygame_rules.core18xx.track import LayRules, lay_tile
from pygame_rules.core18xx.view import board_view


def test_the_board_view_shows_tiles_markers_homes_and_printed_facts():
    state = board({"CV": ("N11", 0), "THB": ("L15", None)})
    place_home_token(state, "CV")
    lay_tile(state, "CV", "M12", "9", 1, LayRules(YELLOW))
    view = json.loads(json.dumps(board_view(state, GREEN)))
    assert view["hexes"]["M12"] == {
        "colour": "yellow",
        "track": [[1, 4]],
        "stops": [],
        "tile": "9",
        "rotation": 1,
    }
    toronto = view["hexes"]["N11"]
    assert toronto["stops"][0] == {
        "id": "N11-c0",
        "kind": "city",
        "revenue": 30,
        "slots": ["CV"],
        "reserved": [],
    }
    assert view["hexes"]["L15"]["stops"][1]["reserved"] == ["THB"]
    assert view["hexes"]["K10"]["terrain"] == [["mountain", 40]]
    assert view["hexes"]["B13"]["stops"][0]["revenue"] == 30
    assert view["hexes"]["B13"]["stops"][0]["revenues"] == {"yellow": 30, "brown": 50}
    assert "revenues" not in toronto["stops"][0]  # a printed value that never changes
