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
    from pygame_rules.core18xx import operating_round, rounds

    state = game.state
    corp = state.corporations[corp_id]
    if corp.par is None:
        parred(game, corp_id, price, director)
    corp.cash, corp.started = cash, True
    state.round, state.or_number = "operating", 1
    state.operating_order, state.operating_index, state.operated = [corp_id], 0, []
    operating_round.begin_turn(state, corp)
    rounds.settle(state)
    return corp


def owned_by(game: Game, private: str, corp_id: str) -> None:
    p = game.state.privates[private]
    p.owner, p.corp_owned = corp_id, True


def held_by(game: Game, private: str, player: str) -> None:
    """A private bought by a player in the opening round."""
    p = game.state.privates[private]
    p.owner, p.corp_owned = player, False


def shareholders(game: Game, corp_id: str, held: dict[str, int], pool: int = 0):
    """A parred corporation's ordinary shares in players' hands (player -> certificates) and in
    the bank pool; the rest stay in the initial offer."""
    corp = game.state.corporations[corp_id]
    corp.shares.held, corp.shares.pool = dict(held), pool
    corp.shares.ipo = 8 - sum(held.values()) - pool
    return corp


def stock_round(game: Game, player: str, turn: int = 2) -> None:
    """A stock round (by default not the first: selling is allowed) with `player` to act, who
    also holds the priority deal."""
    from pygame_rules.core18xx import stock_round as sr

    s = game.state
    s.turn = turn
    s.priority = s.players.index(player)
    sr.start(s)


def operating_round(game: Game, rounds: int = 1) -> None:
    """The first of a set of `rounds` operating rounds starts (privates pay, corporations
    operate in order of share price)."""
    from pygame_rules.core18xx import operating_round as orr
    from pygame_rules.core18xx import rounds as sequence

    game.state.or_count = rounds
    orr.start(game.state, 1)
    sequence.settle(game.state)  # a round in which nobody operates is over at once


def last_trains(game: Game, name: str, left: int = 1) -> None:
    """The bank has sold all but the last `left` trains of this type (and all before them)."""
    s = game.state
    first = next(i for i, t in enumerate(s.depot) if t.split("-")[0] == name)
    count = sum(1 for t in s.depot if t.split("-")[0] == name)
    s.depot = s.depot[first + count - left :]


def to_step(game: Game, step: str) -> None:
    """The operating corporation's director passes until its turn reaches `step`."""
    while game.state.operating.step != step:
        game.apply(next(a for a in game.legal_actions() if a["type"] == "pass"))


def buy(game: Game, player: str, corp_id: str, source: str = "ipo") -> None:
    game.apply({"type": "buy_share", "player": player, "corporation": corp_id, "from": source})


def sell(game: Game, player: str, corp_id: str, percent: int) -> None:
    game.apply({"type": "sell_shares", "player": player, "corporation": corp_id, "percent": percent})


def end_turn(game: Game, player: str) -> None:
    """The player ends his stock turn, unless it ended by itself (nothing but passing left)."""
    if game.active_players == [player]:
        game.apply({"type": "pass", "player": player})


def pass_(game: Game) -> None:
    (player,) = game.active_players
    game.apply(next(a for a in game.legal_actions() if a["type"] == "pass" and a["player"] == player))


def price(game: Game, corp_id: str) -> int:
    return data().market.price(game.state.corporations[corp_id].cell)


def brantford_galt(game: Game) -> None:
    """Yellow track from Brantford (BBG's home) to Galt, two cities worth $20 each."""
    from pygame_rules.core18xx import track

    rules = track.LayRules(("yellow",), reach=False)
    track.lay_tile(game.state.board, "BBG", "J15", "57", 0, rules)
    track.lay_tile(game.state.board, "BBG", "J13", "57", 0, rules)


def kinds(game: Game) -> set[str]:
    return {a["type"] for a in game.legal_actions()}
