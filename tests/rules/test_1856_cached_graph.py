"""Where 18xx.games looks at an old map (known deviation `stale_graph`, docs/rules-notes.md): it
keeps what a corporation reaches from its last tile lay or station on, so a marker that left the
map since (a corporation closed) is still in the way there. Our engine follows the map as it is
and notes the action where the two part."""

from core18xx_positions import put
from g1856_table import new_game, operate

from pygame_rules.core18xx.closing import close_corporation
from pygame_rules.games.g1856.board import place_home_token

# track from the WR's home (O16) to Hamilton (L15), whose second city is the THB's home
TRACK = {"L15": ("59", 3), "M16": ("23", 4), "N15": ("8", 5), "O16": ("5", 1)}


def wr_after_thb_closed(lay_first: bool, **options):
    """The WR's turn: its station step found Hamilton full (the THB's marker); then the THB
    closes, and its next turn comes to the station step (after a tile lay, if `lay_first`)."""
    g = new_game(**options)
    put(g.state.board, TRACK, {"O16-c0": ["WR"], "L15-c1": ["THB"]})
    wr = g.state.corporations["WR"]
    wr.home_placed, wr.tokens_left = True, [40, 100]
    operate(g, "WR")
    g.apply({"type": "pass", "player": "Max", "corporation": "WR"})  # no tile: the station step is passed by itself
    assert g.state.operating.step not in ("track", "token")
    close_corporation(g.state, g.state.corporations["THB"])
    operate(g, "WR")
    if lay_first:
        lay = next(a for a in g.legal_actions() if a["type"] == "lay_tile")
        g.apply(lay)
    else:
        g.apply({"type": "pass", "player": "Max", "corporation": "WR"})
    return g


def wr_places_in_hamilton(lay_first: bool) -> list[str]:
    g = wr_after_thb_closed(lay_first)
    cash = g.state.corporations["WR"].cash
    g.apply({"type": "place_token", "player": "Max", "corporation": "WR", "city": "L15-c1"})
    assert g.state.board.tokens["L15-c1"] == ["WR"] and g.state.corporations["WR"].cash == cash - 40
    return g.state.deviations


def test_a_station_where_a_closed_corporations_marker_stood_is_placed_and_noted():
    assert wr_places_in_hamilton(lay_first=False) == ["stale_graph"]


def test_after_a_tile_lay_18xx_games_sees_the_map_anew():
    assert wr_places_in_hamilton(lay_first=True) == []


def test_as_18xx_games_the_station_step_sees_the_old_map_until_a_tile_is_laid():
    g = wr_after_thb_closed(lay_first=False, as_18xx_games=True)
    assert g.state.operating.step not in ("track", "token")  # passed by itself: Hamilton looks full
    assert not [a for a in g.legal_actions() if a["type"] == "place_token"]
    g = wr_after_thb_closed(lay_first=True, as_18xx_games=True)
    assert [a["city"] for a in g.legal_actions() if a["type"] == "place_token"] == ["L15-c1"]


def wr_lays_no_tile(g) -> None:
    """The WR's turn, to the step after its track step."""
    operate(g, "WR")
    g.apply({"type": "pass", "player": "Max", "corporation": "WR"})


def test_whether_a_marker_may_go_is_worked_out_only_when_the_corporation_can_pay_one():
    """18xx.games looks for a place only when the next marker is within the treasury and a
    loan: the WR could not pay when Hamilton was full, so once the THB closed its station step
    sees the map as it is."""
    g = new_game(as_18xx_games=True)
    put(g.state.board, TRACK, {"O16-c0": ["WR"], "L15-c1": ["THB"]})
    wr = g.state.corporations["WR"]
    wr.home_placed, wr.tokens_left = True, [5000, 100]
    wr_lays_no_tile(g)
    assert g.state.operating.step not in ("track", "token")
    wr = g.state.corporations["WR"]
    wr.tokens_left = [40, 100]
    close_corporation(g.state, g.state.corporations["THB"])
    wr_lays_no_tile(g)
    assert [a["city"] for a in g.legal_actions() if a["type"] == "place_token"] == ["L15-c1"]
    g.apply({"type": "place_token", "player": "Max", "corporation": "WR", "city": "L15-c1"})
    assert g.state.board.tokens["L15-c1"] == ["WR"] and g.state.corporations["WR"].cash == 500 - 40


def test_a_home_station_placed_since_is_still_reserved_on_the_old_map():
    """Oracle seed 60125: the WR's graph saw the THB's home city reserved; the THB's home marker
    arrives without a new graph, so 18xx.games' station step still finds no place there."""
    g = new_game(as_18xx_games=True)
    put(g.state.board, TRACK, {"O16-c0": ["WR"], "L15-c0": ["GT"]})
    wr = g.state.corporations["WR"]
    wr.home_placed, wr.tokens_left = True, [40, 100]
    wr_lays_no_tile(g)
    assert g.state.operating.step not in ("track", "token")  # L15-c1 is the THB's
    place_home_token(g.state, g.state.corporations["THB"], "L15-c1")
    wr_lays_no_tile(g)
    assert g.state.operating.step not in ("track", "token")
    assert not [a for a in g.legal_actions() if a["type"] == "place_token"]
