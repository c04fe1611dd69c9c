"""A tiny title-neutral 18xx board for the board-layer tests (never shipped: it lives under tests/).

data/map.json and data/tiles.json are in the format core18xx.board.load_board reads from a title's
package; `tests/rules` is on sys.path during the tests, so the package is "neutral18xx".

The map (flat layout, 19 hexes), edges 0 bottom, then clockwise:

    A2 red, no track       B3          C2                D3 lake
    A4 West off-board      B5 Bend     C4 Alpha (city)   D5 Gamma (city, M)   E4 East
    A6                     B7          C6 mountain 60    D7 Pair (2 towns)    E6 East
    A8                     B9          C8 Twin (OO)      D9                   E8

Alpha's edge 3 (to C2) is an impassable border and its edge 4 leads into the lake, so track
leaves Alpha only by edges 0 (C6), 1 (B5), 2 (B3) and 5 (D5). West's track (not terminal) reaches
B3 and B5; East is two hexes of one group with terminal track: E4 reaches D5, E6 reaches D5 and D7.
"""

from __future__ import annotations

from core18xx_positions import put

from pygame_rules.core18xx import hooks
from pygame_rules.core18xx.game_state import State
from pygame_rules.core18xx.state import BoardState, new_board

PACKAGE = __name__
YELLOW = ("yellow",)
GREEN = ("yellow", "green")
BROWN = ("yellow", "green", "brown")


def board(homes: dict[str, tuple[str, int | None]] | None = None) -> BoardState:
    return new_board(PACKAGE, homes or {})


__all__ = ["BROWN", "GREEN", "PACKAGE", "YELLOW", "board", "put"]


def game_state(cls: type, corporations: dict, **fields) -> State:
    """A title-neutral game state (`cls`: a `State` subclass naming the test's hooks): two
    players with $500 each, a bank of $10,000, no privates and no trains unless given."""
    defaults = {"players": ["P1", "P2"], "cash": {"P1": 500, "P2": 500}, "bank": 10_000, "privates": {}, "depot": []}
    return cls(options={}, corporations=corporations, **{**defaults, **fields})


def rules(**areas) -> hooks.Rules18xx:
    """A neutral title's answers: the areas given, the common rules elsewhere, and questions a
    test never means to ask (its market, its trains, ...) raising when asked."""
    unasked = hooks.unasked
    return hooks.Rules18xx(
        **{
            "market": hooks.MarketRules(stock_market=unasked, certificate_limit=unasked),
            "auction": hooks.AuctionRules(private_price=unasked),
            "operating": hooks.OperatingRules(floatable=unasked, turn_steps=()),
            "trains": hooks.TrainRules(train_types=unasked, phases=unasked),
            "end": hooks.EndRules(end_game=unasked),
            **areas,
        }
    )
