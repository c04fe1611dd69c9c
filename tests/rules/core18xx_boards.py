"""Boards for the tests that hold a faster core18xx function to the plain version it replaced:
every board the recorded games' imports build, the reach fixture's late boards, and random
layouts of both maps grown one tile at a time."""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Iterator
from pathlib import Path

from reach_fixture import FIXTURE, board_from_json

from pygame_rules.core18xx import network
from pygame_rules.core18xx.board import load_board
from pygame_rules.core18xx.state import BoardState
from pygame_rules.games.g18esp.import18xx import import_game as import_18esp
from pygame_rules.games.g1856.import18xx import import_game as import_1856

RECORDED = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "18xx"
PACKAGES = ("pygame_rules.games.g1856", "pygame_rules.games.g18esp")


def boards_of_recorded_games() -> list[BoardState]:
    """Each board a network was built for while importing the recorded games."""
    boards = []
    build = network._build

    def noted(state):
        boards.append(BoardState(state.package, dict(state.laid)))
        return build(state)

    network._build = noted
    try:
        for title, replay in (("1856", import_1856), ("18ESP", import_18esp)):
            for game in sorted((RECORDED / title).glob("*.json")):
                replay(json.loads(game.read_text()))
    finally:
        network._build = build
    return boards


def late_boards() -> Iterator[BoardState]:
    for position in json.loads(gzip.decompress(FIXTURE.read_bytes())):
        yield board_from_json(position["board"])


def grown_layouts(package: str) -> Iterator[BoardState]:
    """Six layouts of random tiles, 60 lays each (one in five also takes a tile away)."""
    board, rnd = load_board(package), random.Random(package)
    names, hexes = sorted(board.tiles), sorted(board.hexes)
    for _ in range(6):
        laid = {}
        for _ in range(60):
            laid[rnd.choice(hexes)] = (f"{rnd.choice(names)}-0", rnd.randrange(6))
            if rnd.random() < 0.2:
                laid.pop(rnd.choice(hexes), None)
            yield BoardState(package, dict(laid))
