"""Build North American Railways tables in a chosen position, for rule tests.

A real game is created (so the set-up code runs), then the cards, money and holdings the test
names are laid out by hand, as a player would arrange the cards to show a rule book example.
"""

from __future__ import annotations

import pygame_rules as pr
from pygame_rules.games.nar import rules
from pygame_rules.games.nar.state import CITIES, SHARES, Company

NAMES = ["Marion", "Angelika", "Daniela", "Peer", "Uli"]


def table(
    players: int = 3,
    *,
    share_columns: list[list[str]] | None = None,
    city_columns: list[list[str]] | None = None,
    cash: dict[str, int] | None = None,
    shares: dict[str, dict[str, int]] | None = None,
    directors: dict[str, str] | None = None,
    treasuries: dict[str, int] | None = None,
    networks: dict[str, list[str]] | None = None,
    start_player: int = 0,
    phase: str = SHARES,
) -> pr.Game:
    g = pr.new_game("nar", NAMES[:players], seed=1)
    s = g.state
    s.log.clear()
    s.start_player = start_player
    s.seat = start_player
    if share_columns is not None:
        s.share_columns = [list(c) for c in share_columns]
    if city_columns is not None:
        s.city_columns = [list(c) for c in city_columns]
    for p, amount in (cash or {}).items():
        s.cash[p] = amount
    for p, held in (shares or {}).items():
        s.shares[p].update(held)
    s.companies = {c: Company(c) for c in s.companies}
    for company, director in (directors or {}).items():
        c = s.companies[company]
        c.director = director
        c.start_city = s.unused_start_cities.pop(0)
    for company, amount in (treasuries or {}).items():
        s.companies[company].treasury = amount
    for company, cities in (networks or {}).items():
        s.companies[company].cities = list(cities)
    if phase == CITIES:
        _enter_city_buying(s)
    rules.advance(s)
    return g


def _enter_city_buying(s) -> None:
    s.phase = CITIES
    s.seat = s.start_player
    s.passed, s.acted_for, s.city_bought = [], {}, False


def act(g: pr.Game, type_: str, player: str, **fields) -> dict:
    return g.apply({"type": type_, "player": player, **fields})


def money(g: pr.Game) -> dict:
    """Every holding of money on the table: players, treasuries, and the bank's net intake."""
    s = g.state
    out = dict(s.cash)
    out.update({f"treasury:{c.id}": c.treasury for c in s.companies.values()})
    out["bank"] = s.bank
    return out
