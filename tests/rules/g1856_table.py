"""Helpers for the 1856 rule tests: a game set up and then arranged by hand."""

from __future__ import annotations

from pygame_rules.api import Game
from pygame_rules.games.g1856.data import data
from pygame_rules.games.g1856.rules import G1856

PLAYERS = ["Max", "Ann", "Bob", "Cy"]


def new_game(players=PLAYERS, **options) -> Game:
    return Game(G1856(), list(players), 1, options)


def parred(game: Game, corp_id: str, price: int, director: str):
    """A corporation parred and its director's certificate held, without going through a round."""
    state = game.state
    corp = state.corporations[corp_id]
    corp.par = price
    corp.cell = data().market.par_cell(price)
    corp.capitalization = "incremental"
    corp.shares.director = director
    state.market_stack_push(corp_id)
    return corp


def at_cell(corp, price: int):
    """Move a marker onto the first cell (top row first) with that price."""
    for r, row in enumerate(data().market.rows):
        for c, cell in enumerate(row):
            if cell and cell["price"] == price:
                corp.cell = (r, c)
                return corp
    raise ValueError(price)
