"""Computer players: `bot_move(game, player, level)` is one of `game.legal_actions()`, concrete.

A title's bot is a module in its package (its declaration's BOT, registry.py), with
`move(seat) -> dict`. It sees the game only through its `Seat`: the player's view, the legal actions, and `sample()`, a copy of the state
in which what the player cannot see (cards still to come, a bag's next draws, hidden money) is
drawn anew from the seat's own generator. That generator is seeded from the game's seed, its
number of moves, the player and the level, and bots count work in steps, never in time: the same
position always gets the same move, on CPython and in Pyodide alike.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from typing import Any

from .. import registry
from ..api import COMPUTER_LEVELS, Game
from ..errors import IllegalAction, MalformedAction
from ..playout import concrete
from . import plan18xx

LEVELS = COMPUTER_LEVELS  # offered to players
ARENA_LEVELS = ("random", *LEVELS)  # "random": the title's playout moves (plain random play)


@dataclass
class Seat:
    """What a bot may look at: its player's view of the game and the legal moves."""

    game: Game = field(repr=False)
    player: str
    level: str
    rnd: random.Random

    def view(self) -> dict:
        return self.game.view(self.player)

    def legal(self) -> list[dict]:
        """The legal actions this player may take now (others' are left out)."""
        return [a for a in self.game.legal_actions() if a.get("player") == self.player]

    def public_state(self) -> Any:
        """The state itself, for titles whose state holds nothing a player cannot see (the 18xx
        titles: every draw happens at set-up, in the open); the others must use `sample()`."""
        if not registry.by_title()[self.game.title.id].public_state:
            raise TypeError(f"{self.game.title.id} has hidden information: use Seat.sample()")
        return self.game.state

    def sample(self) -> Any:
        """A copy of the state to think with, what this player cannot see redrawn at random
        (the title's `determinize(state, player, rnd)` in its bot module, which copies)."""
        return bot_module(self.game.title.id).determinize(self.game.state, self.player, self.rnd)

    def random_move(self) -> dict:
        """A move as the title's random playouts make it."""
        legal = self.legal()
        return concrete(self.game.title.playout_move(self.game.state, legal, self.rnd), self.rnd)


def bot_module(title_id: str):
    """The title's computer player (None: its package declares none)."""
    name = registry.by_title()[title_id].bot
    return importlib.import_module(name) if name else None


def generator(game: Game, player: str, level: str) -> random.Random:
    """The bot's own generator for this position (a string seed is hashed the same way by every
    Python 3 version)."""
    return random.Random(f"{game.title.id}:{game.seed}:{len(game.actions)}:{player}:{level}")


def bot_move(game: Game, player: str, level: str) -> dict:
    """The computer player's move for `player` at `level`: concrete, one of the legal actions."""
    if level not in ARENA_LEVELS:
        raise MalformedAction.said("error.bot.level", level=repr(str(level)[:20]), levels=", ".join(LEVELS))
    if game.finished:
        raise IllegalAction.said("error.game_over")
    if player not in game.active_players:
        raise IllegalAction.said("error.bot.not_to_act", player=str(player)[:40])
    seat = Seat(game, player, level, generator(game, player, level))
    module = bot_module(game.title.id)
    if level == "random" or module is None:  # a title without a computer player of its own
        return seat.random_move()
    # a range the title's player left open (one of its fallbacks): its low end
    return plan18xx.concrete(module.move(seat))
