"""18ESP positions for timing the best-routes search (`python -m pygame_rules bench`): late-game
boards grown by legal lays of the standard set-up's majors (broad in the south, narrow in the
north), with the mountain passes opened when a major reaches them and a station marker now and
then (passes too), and each major running late trains: broad, narrow N+M, combined trains over
a pass, a tender. Nothing here is used by the rules.
"""

from __future__ import annotations

import random

from ..core18xx.routes import RouteContext
from ..core18xx.state import BoardState
from ..games.g18esp import board as esp
from ..games.g18esp.runs import spec
from ..games.g18esp.set_up import draw
from .bench_routes import Position, grow

GRAY = ("yellow", "green", "brown", "gray")
PHASES = (("yellow",), ("yellow", "green"), ("yellow", "green", "brown"), GRAY)
# a major's two trains in phase 7 (limit 2, 5.7): the 8s, the last 6s and 5s, combined trains
LATE_TRAINS = (
    (spec("8-0", "8"), spec("8-1", "6+8")),
    (spec("6-0", "6", recycled="3+4"), spec("8-0", "8")),
    (spec("5-0", "5", recycled="2+3", tender=True), spec("8-0", "6+8")),
)


def majors() -> dict[str, tuple[str, int | None]]:
    """The standard set-up's majors and their homes (2.1)."""
    homes = draw(1, ["Ann", "Bob", "Cy"], core=True).homes()
    return {c: h for c, h in homes.items() if c not in {"MS", "CM", "SC", "AC", "MZ", "ZP"}}


def grown(seed: int, turns: int) -> BoardState:
    """A board after `turns` rounds in which every major lays the legal tile (of a few drawn at
    random) that most extends the track it reaches, opens the passes it reaches, and now and
    then places a station marker."""
    rnd = random.Random(seed)
    homes = majors()
    state = esp.new_board(homes)
    for corp in homes:
        esp.place_home(state, corp, homes, _first_city(state, homes[corp][0]))
    return grow(state, list(homes), rnd, turns, PHASES, drawn=3, station_chance=0.15, after_lay=open_passes)


def open_passes(state: BoardState, corp: str) -> None:
    for coord in esp.openable_passes(state, corp):
        esp.open_pass(state, corp, coord)


def _first_city(state: BoardState, coord: str) -> str | None:
    face = state.board.hexes[coord].face
    return f"{coord}-{face.cities()[0]}" if len(face.cities()) > 1 else None


def late_game(boards: int = 2, turns: int = 20) -> list[Position]:
    """Every major of `boards` late-game boards running each set of LATE_TRAINS."""
    positions: list[Position] = []
    for seed in range(1, boards + 1):
        state = grown(seed, turns)
        for corp in majors():
            context = RouteContext(corp, GRAY, esp.route_bonuses(state, corp), barred=esp.barred_stops(state, False))
            positions += [(state, trains, context) for trains in LATE_TRAINS]
    return positions
