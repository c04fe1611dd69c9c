"""How 18ESP's computer player judges track and stations without searching routes (a search per
lay would cost too much): a tile is worth the revenue it adds (an upgraded city or town, a mine
while mines pay), the revenue its new track points at, less its terrain cost, and for a major
still looking for its destination (6.1: goals pay) how near the tile and its track come to it.
"""

from __future__ import annotations

from ....core18xx import roster
from ....core18xx.hexes import across, column_row
from ....core18xx.state import split_node
from ....core18xx.tiles import revenue_in_phase
from ....core18xx.track import lay_cost
from ..data import data
from ..goals import DESTINATION, open_goals

NEARER = 12  # what one hex nearer the destination is worth (a goal pays 1-3x par)
POINTED = 0.3  # what a revenue location the new track points at is worth, per peseta


def hex_distance(a: str, b: str) -> int:
    (c1, r1), (c2, r2) = column_row(a), column_row(b)
    dc, dr = abs(c1 - c2), abs(r1 - r2)
    return dc + max(0, (dr - dc) // 2)


def home_region(corp) -> str:
    return "south" if corp.minor else data().majors[corp.id]["region"]


def stops_value(tile, colours: tuple[str, ...]) -> int:
    return sum(revenue_in_phase(s.revenue, colours) for s in tile.stops.values())


def target(corp) -> str | None:
    if corp.minor or DESTINATION not in open_goals(corp):
        return None
    return data().corporation(corp.id)["destination"]


def lay_value(state, corp, a: dict, precise: bool = True) -> float:
    """A tile's worth to the corporation laying it (see the module's docstring)."""
    board = state.board
    colours = tuple(roster.phase(state)["tiles"])
    new = board.board.tiles[a["tile"]]
    old, _ = board.face(a["hex"])
    value: float = stops_value(new, colours) - stops_value(old, colours) - lay_cost(board, a["hex"], new)
    goal = target(corp)
    if goal:
        value -= NEARER * hex_distance(a["hex"], goal)
    if not precise:
        return value
    for edge in new.exits(a["rotation"]):
        beyond = across(a["hex"], edge)
        if beyond is None or beyond not in board.board.hexes:
            continue
        value += POINTED * stops_value(board.face(beyond)[0], colours)
        if goal:
            value += NEARER / 2 * (hex_distance(a["hex"], goal) - hex_distance(beyond, goal))
    return value


def city_value(state, city: str) -> int:
    coord, ref = split_node(city)
    tile, _ = state.board.face(coord)
    stop = tile.stops.get(ref)
    return revenue_in_phase(stop.revenue, tuple(roster.phase(state)["tiles"])) if stop else 0


def phase_number(state) -> int:
    return int(roster.phase(state)["name"])
