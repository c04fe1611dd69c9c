"""Helpers for the 18ESP operating round tests: corporations put into operation by hand in a
stock round (the standard set-up, the auction of g18esp_table), then the stock round passed so
that the first operating round begins; what is legal now, by type."""

from __future__ import annotations

from dataclasses import replace

from g18esp_table import new_game, parred, pass_, shareholders, stock_round

from pygame_rules.api import Game
from pygame_rules.core18xx import roster
from pygame_rules.core18xx import track as layer


def floated(g: Game, cid: str, price: int, director: str, cash: int, holders: dict[str, int] | None = None):
    """A corporation in operation with its start price, director and treasury (a major floated
    before phase 5 with its goals)."""
    corp = parred(g, cid, price, director, floated=True)
    corp.cash = cash
    corp.goals = not corp.minor and roster.phase(g.state)["goals"]
    if holders:
        shareholders(g, cid, holders)
    return corp


def first_round(*corps: tuple, **options) -> Game:
    """The auction played (g18esp_table.auction), then the given corporations (id, start price,
    director, treasury) floated in the first stock round, which everyone passes."""
    g = stock_round(new_game(**options), "Carmen", number=1)
    for cid, price, director, cash in corps:
        floated(g, cid, price, director, cash)
    return operate(g)


def operate(g: Game) -> Game:
    while g.state.round == "stock":
        pass_(g, g.active_players[0])
    return g


def legal(g: Game, kind: str) -> list[dict]:
    return [a for a in g.legal_actions() if a["type"] == kind]


def kinds(g: Game) -> set[str]:
    return {a["type"] for a in g.legal_actions() if a["type"] != "end_game"}


def operating(g: Game) -> str:
    return g.state.operating.corporation


def step(g: Game) -> str:
    return g.state.operating.step


def act(g: Game, action_type: str, **fields) -> dict:
    """The one legal action of that type with these fields."""
    found = [a for a in legal(g, action_type) if all(a.get(k) == v for k, v in fields.items())]
    assert found, (action_type, fields, kinds(g))
    return g.apply(found[0])


def pass_turn_step(g: Game) -> None:
    act(g, "pass")


def advance(g: Game) -> None:
    """One step on: the first run offered, the revenue withheld, anything else passed."""
    if legal(g, "run_routes"):
        g.apply(legal(g, "run_routes")[0])
    elif legal(g, "dividend"):
        act(g, "dividend", kind="withhold")
    else:
        act(g, "pass")


def operate_until(g: Game, corp: str) -> None:
    """The others' turns played on (`advance`) until `corp` operates."""
    while operating(g) != corp:
        advance(g)


def to_step(g: Game, name: str) -> Game:
    """The operating corporation's turn on to the step `name`: track passed, the run offered,
    the revenue withheld, takeovers passed."""
    while g.state.operating and step(g) != name:
        advance(g)
    return g


def trains(g: Game, corp: str, *trains: str) -> None:
    """Give a corporation trains (ids "3-0"; "3-0:2+3" with the side), taken from the bank."""
    s = g.state
    for t in trains:
        train, _, side = t.partition(":")
        if train in s.depot:
            s.depot.remove(train)
        s.corporations[corp].trains.append(train)
        if side:
            s.variants[train] = side


def build(g: Game, corp: str, *lays: tuple[str, set[int]]) -> None:
    """Yellow tiles laid by hand (no reach needed), each on its hex with exactly these exits."""
    s = g.state
    rules = layer.LayRules(("yellow",), reach=False)
    for coord, exits in lays:
        options = layer.lay_options(s.board, corp, replace(rules, hexes=frozenset([coord])))
        tile, rotation = next(
            (o.tile, r)
            for o in options
            for r in o.rotations
            if {(e + r) % 6 for p in s.board.board.tiles[o.tile].paths for e in p.ends if isinstance(e, int)} == exits
        )
        layer.lay_tile(s.board, corp, coord, tile, rotation, replace(rules, hexes=frozenset([coord])))


def markers_on_oviedo(cash: int) -> Game:
    """CFLG (Bruno's, with `cash`) operating in the first round, its first tile down so that
    Oviedo (D6) is open to it; CFEA's and its own markers stand on D6's printed cities, which
    have no track (a lay there lifts them, 5.3.4)."""
    g = first_round(("CFLG", 90, "Bruno", cash))
    s = g.state
    s.board.tokens["D6-c0"], s.board.tokens["D6-c1"] = ["CFEA"], ["CFLG"]
    s.corporations["CFEA"].home_placed = True
    s.corporations["CFLG"].laid_tile = True
    s.board.changed()
    return g
