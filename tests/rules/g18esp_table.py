"""Helpers for the 18ESP rule tests: a game set up through the API (seated as given, the standard
set-up unless asked otherwise), played through the auction, and arranged by hand for a stock
round."""

from __future__ import annotations

import json

import pytest

from pygame_rules.api import Game
from pygame_rules.core18xx import selection_auction
from pygame_rules.errors import IllegalAction
from pygame_rules.games.g18esp.data import data
from pygame_rules.games.g18esp.rules import TITLE

PLAYERS = ["Almira", "Bruno", "Carmen", "Diego"]


def new_game(players=PLAYERS, seed: int = 1, core: bool = True, seated: bool = True, **options) -> Game:
    return Game(TITLE, list(players), seed, {"core": core, "seated": seated, **options})


def keys(g: Game) -> list[str]:
    return [line.key for _, line in g.state.log]


def act(g: Game, **action) -> dict:
    return g.apply(action)


def bid(g: Game, player: str, price: int) -> None:
    g.apply({"type": "bid", "player": player, "private": selection_auction.offered(g.state), "price": price})


def pass_(g: Game, player: str) -> None:
    g.apply({"type": "pass", "player": player})


def auction(g: Game, p7_price: int | None = 70, buyers: dict[str, str] | None = None) -> Game:
    """Every private bought at its face value: by `buyers[private]` when named (the others
    pass), else by the player who begins its auction; P7's start price set at `p7_price` (None:
    left to set)."""
    while g.state.round == "auction":
        s = g.state  # each action leaves a new state
        if s.pending_par and p7_price is None:
            return g
        if s.pending_par:
            par(g, s.corporations[s.pending_par].shares.director, s.pending_par, p7_price)
            continue
        private = selection_auction.offered(s)
        buyer = (buyers or {}).get(private, s.players[s.auction.starter])
        if s.current_player == buyer:
            bid(g, buyer, selection_auction.min_bid(s))
        else:
            pass_(g, s.current_player)
    return g


def par(g: Game, player: str, corp: str, price: int) -> None:
    g.apply({"type": "par", "player": player, "corporation": corp, "price": price})


def buy(g: Game, player: str, corp: str, source: str = "ipo") -> None:
    g.apply({"type": "buy_share", "player": player, "corporation": corp, "from": source})


def sell(g: Game, player: str, corp: str, percent: int) -> None:
    g.apply({"type": "sell_shares", "player": player, "corporation": corp, "percent": percent})


def repay(g: Game, player: str, amount: int) -> None:
    g.apply({"type": "repay_loan", "player": player, "amount": amount})


def snapshot(g: Game) -> str:
    return json.dumps([g.view(), g.legal_actions(), g.active_players], sort_keys=True)


def refused(g: Game, action: dict) -> str:
    """The key of the refusal; the game unchanged."""
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert snapshot(g) == before
    return e.value.message.key


def types_for(g: Game, corp: str) -> set[str]:
    return {a["type"] for a in g.legal_actions() if a.get("corporation") == corp}


def sales(g: Game, corp: str) -> list[int]:
    return [a["percent"] for a in g.legal_actions() if a["type"] == "sell_shares" and a["corporation"] == corp]


# --- arranging a stock round by hand ---


def at_price(corp, price: int):
    """The marker on the market's cell with that price."""
    row = data().market.rows[0]
    corp.cell = (0, next(i for i, cell in enumerate(row) if cell["price"] == price))
    return corp


def parred(g: Game, corp_id: str, price: int, director: str, floated: bool = False, operated: bool = False):
    """A corporation with its start price and director, without going through a round."""
    s = g.state
    corp = s.corporations[corp_id]
    corp.par = price
    at_price(corp, price)
    corp.shares.director = director
    corp.floated, corp.started = floated or operated, operated
    s.market_stack_push(corp_id)
    return corp


def shareholders(g: Game, corp_id: str, holdings: dict[str, int], pool: int = 0) -> None:
    """Ordinary shares taken from the initial offer into players' hands and the Open Market."""
    shares = g.state.corporations[corp_id].shares
    for player, n in holdings.items():
        shares.ipo -= n
        shares.give(player, n)
    shares.ipo -= pool
    shares.pool += pool


def turn_of(g: Game, player: str) -> None:
    """A fresh stock round turn for the player (later rounds: the seats stay)."""
    s = g.state
    assert s.round == "stock"
    s.seat = s.players.index(player)
    s.passes = 0
    s.stock_turn = type(s.stock_turn)()


def stock_round(g: Game, first: str, number: int = 2) -> Game:
    """The auction played, then a stock round of that number beginning with `first`."""
    if g.state.round == "auction":
        auction(g)
    s = g.state
    s.turn = number
    s.sold_this_round = {}
    turn_of(g, first)
    return g


def owing_alone() -> Game:
    """As 18xx.games plays, Almira's stock turn: she owes 100 and has 150 and half of MCP (which
    has operated, three shares in the Open Market); the others have no money."""
    g = stock_round(new_game(as_18xx_games=True), "Almira")
    s = g.state
    parred(g, "MCP", 100, "Almira", operated=True)
    shareholders(g, "MCP", {"Almira": 5}, pool=3)
    s.loans["Almira"], s.cash["Almira"] = 100, 150
    for other in ("Bruno", "Carmen", "Diego"):
        s.cash[other] = 0
    return g
