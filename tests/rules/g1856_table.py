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


def operate(game: Game, corp_id: str, director: str = "Max", cash: int = 500, price: int = 100):
    """An operating round in which the corporation (parred if need be) starts its turn."""
    from pygame_rules.games.g1856 import operating_round

    state = game.state
    corp = state.corporations[corp_id]
    if corp.par is None:
        parred(game, corp_id, price, director)
    corp.cash, corp.started = cash, True
    state.round, state.or_number = "operating", 1
    state.operating_order, state.operating_index, state.operated = [corp_id], 0, []
    operating_round.begin_turn(state, corp)
    return corp


def owned_by(game: Game, private: str, corp_id: str) -> None:
    p = game.state.privates[private]
    p.owner, p.corp_owned = corp_id, True


def kinds(game: Game) -> set[str]:
    return {a["type"] for a in game.legal_actions()}
