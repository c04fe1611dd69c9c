"""Build Last Train to Wensleydale / First Train to Nürnberg tables in a chosen position, for rule
tests.

A real game is created (so the set-up code runs), then the board is cleared and the pieces,
influence and track the test names are laid out by hand, as players would arrange the table to
show a rule book example. The players are named after the rule book's colours.
"""

from __future__ import annotations

from itertools import pairwise

import pygame_rules as pr
from pygame_rules.games.wensleydale import rules
from pygame_rules.games.wensleydale.components import border_id
from pygame_rules.games.wensleydale.state import BUILD

NAMES = ["Orange", "Blue", "Purple", "Grey"]
O, B, P, G = NAMES


def new(title: str = "fttn", players: int = 3, seed: int = 1, **options) -> pr.Game:
    return pr.new_game(title, NAMES[:players], seed=seed, options=options)


def table(
    title: str = "fttn",
    players: int = 3,
    *,
    phase: str = BUILD,
    order: list[str] | None = None,
    cubes: dict[str, int] | None = None,
    influence: dict[str, dict[str, int]] | None = None,
    track: dict[str, list[list[str]]] | None = None,
    landowners: dict[str, int] | None = None,
    passengers: dict[str, dict[str, int]] | None = None,
    goods: dict[str, int] | None = None,
    round_: int = 1,
    **options,
) -> pr.Game:
    """A game in `phase` (track building, transport or takeovers) with `order` as every order
    track; nobody has influence or cubes but what the test gives."""
    g = new(title, players, **options)
    s = g.state
    s.log.clear()
    s.round = round_
    s.landowners, s.passengers, s.goods = dict(landowners or {}), {}, dict(goods or {})
    for area, here in (passengers or {}).items():
        s.passengers[area] = {"red": 0, "green": 0, **here}
    s.cubes = {p: 0 for p in s.players}
    s.bids = [None] * len(s.bids)
    for colour in ("white", "brown", "red", "green"):
        for p in s.players:
            s.set_marker(colour, p, 0)
    for p, held in (influence or {}).items():
        for colour, n in held.items():
            s.set_marker(colour, p, n)
    s.cubes.update(cubes or {})
    for owner, lines in (track or {}).items():
        for line in lines:
            lay(g, owner, line)
    s.order = list(order or s.players)
    s.build_order, s.train_order = list(s.order), list(s.order)
    s.phase, s.turn, s.passed = phase, 0, []
    rules.advance(s)
    return g


def borders(areas: list[str]) -> list[str]:
    return [border_id(a, b) for a, b in pairwise(areas)]


def lay(g: pr.Game, owner: str, areas: list[str]) -> None:
    """Track of `owner` (a player or company) along the areas, one piece per border."""
    for b in borders(areas):
        assert b in g.state.board.borders, f"no border {b}"
        g.state.track[b] = owner
        g.state.pieces[owner] -= 1


def act(g: pr.Game, type_: str, player: str, **fields) -> dict:
    return g.apply({"type": type_, "player": player, **fields})


def legal(g: pr.Game, type_: str) -> list[dict]:
    return [a for a in g.legal_actions() if a["type"] == type_]


def build(g: pr.Game, player: str, areas: list[str]) -> None:
    """Build a line along the areas, border by border, and finish it (paying cubes first)."""
    act(g, "build_start", player, area=areas[0])
    for b, to in zip(borders(areas), areas[1:]):
        (step,) = [a for a in legal(g, "build_border") if a["border"] == b]
        g.apply(step)
    (done,) = legal(g, "build_done")
    g.apply(done)


def hand_over(g: pr.Game, player: str, company: str, areas: list[str], *, done: bool = True) -> None:
    """Hand his line along the areas to the company (phase 9), border by border, and finish the
    takeover (paying its influence) unless `done` is False."""
    act(g, "takeover_start", player, company=company, area=areas[0])
    for b, to in zip(borders(areas), areas[1:]):
        act(g, "takeover_border", player, border=b, to=to)
    if done:
        (finish,) = legal(g, "takeover_done")
        g.apply(finish)


def influence(g: pr.Game, player: str) -> dict[str, int]:
    return {c: g.state.tracks[c][player] for c in ("white", "brown", "red", "green")}
