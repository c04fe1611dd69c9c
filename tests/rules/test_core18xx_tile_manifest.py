"""The tile manifest the 18xx table shows (as 18xx.games has): every tile of the supply by colour
with how many are left of how many, its colour's availability in the phase, and the tiles'
pictures (the 'tile_faces' query); a lay takes one copy of the tile laid, and of an 18ESP
double-sided tile both faces lose that physical tile."""

from __future__ import annotations

import json
import random

import pygame_rules as pr
from pygame_rules.playout import random_move

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def counts(view: dict) -> dict[str, tuple[int, int]]:
    """Tile -> (left, copies), read from the view's manifest."""
    return {name: (left, copies) for group in view["tiles"] for name, left, copies in group["tiles"]}


def before_first_lay(title: str, seed: int, wanted=lambda a: True) -> tuple[pr.Game, dict]:
    """A seeded random game up to its first tile lay that `wanted` accepts; returns it and that lay."""
    game, rnd = pr.new_game(title, PLAYERS, seed=seed), random.Random(seed)
    while not game.finished:
        lays = [a for a in game.legal_actions() if a["type"] == "lay_tile" and wanted(a)]
        if lays:
            return game, lays[0]
        game.apply(random_move(game, rnd))
    raise AssertionError(f"{title} seed {seed}: no tile lay")


def test_1856_manifest_lists_the_supply_by_colour_with_the_phase_colours_available():
    view = json.loads(json.dumps(pr.new_game("1856", PLAYERS, seed=1).view()))
    colours = [g["colour"] for g in view["tiles"]]
    assert colours == ["yellow", "green", "brown", "gray"]
    assert {g["colour"]: g["available"] for g in view["tiles"]} == {
        "yellow": True,
        "green": False,
        "brown": False,
        "gray": False,
    }
    shown = counts(view)
    assert shown["57"] == (4, 4) and shown["59"] == (2, 2)  # the rule book's tile sheet
    assert sum(copies for _, copies in shown.values()) == 122


def test_a_lay_takes_one_copy_of_the_tile_laid():
    game, lay = before_first_lay("1856", 3)
    before = counts(game.view())
    game.apply(lay)
    after = counts(game.view())
    left, copies = before[lay["tile"]]
    assert after[lay["tile"]] == (left - 1, copies)
    assert {n: c for n, c in after.items() if n != lay["tile"]} == {n: c for n, c in before.items() if n != lay["tile"]}


def test_18esp_a_double_sided_tile_laid_is_gone_from_both_faces():
    game, lay = before_first_lay("18esp", 5, lambda a: a["tile"] in ("3", "4", "58", "8", "9", "L80", "201"))
    faces = game.title.query(game.state, "tile_faces", {})
    other = faces[lay["tile"]]["opposite"]
    before = counts(game.view())
    game.apply(lay)
    after = counts(game.view())
    assert after[lay["tile"]] == (before[lay["tile"]][0] - 1, before[lay["tile"]][1])
    assert after[other] == (before[other][0] - 1, before[other][1])


def test_tile_faces_draw_each_tile_of_the_supply_unturned():
    game = pr.new_game("1856", PLAYERS, seed=1)
    faces = json.loads(json.dumps(game.title.query(game.state, "tile_faces", {})))
    assert set(faces) == set(counts(game.view()))
    toronto = faces["63"]  # the brown Toronto-style city of the sheet: a city with 2 slots
    assert toronto["colour"] == "brown" and toronto["stops"][0]["id"] == "63-c0"
    assert toronto["stops"][0]["slots"] == [None, None] and len(toronto["track"]) == 6
    assert "opposite" not in toronto
