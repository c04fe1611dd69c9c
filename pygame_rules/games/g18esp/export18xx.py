"""Export of an 18ESP game as an 18xx.games export: the core's exporter (core18xx/export18xx.py)
with 18ESP's own actions (a loan repaid in a stock round is their `payoff_player_debt`, which
repays the whole of it). Their optional rule `core` is our standard set-up; the players are
listed in our seat order (their engine seats them as the export lists them), which is the
order the player order cards dealt (2.1). Where our game followed the rule book against
18xx.games the description says so from that move on (docs/rules-notes.md, 18ESP).
"""

from __future__ import annotations

from ...api import Game
from ...core18xx import export18xx as core
from ...core18xx.market import Market
from . import loans
from .data import CORE, data
from .numbering import Numbering
from .state import State

# where our engine follows the rule book against 18xx.games (docs/rules-notes.md, 18ESP)
DEVIATIONS = {
    "director_tie": "a tie for the director's certificate on a sale goes to the lowest player order card "
    "(18xx.games: the tied player nearest the seller's left)",
    "partial_repayment": "a player repays part of his loan (18xx.games repays only the whole of it)",
    "market_edge": "withholding at 55 moves the price to 50, paying out at 380 to 400 "
    "(18xx.games leaves those prices where they are)",
}

OPTIONAL_RULES = (CORE,)


def export_game(game: Game) -> dict:
    return Exporter(game).run()


class Exporter(core.Exporter):
    title_id = "18ESP"
    title_18xx = "18ESP"
    numbering = Numbering
    optional_rules = OPTIONAL_RULES
    known_deviations = DEVIATIONS
    numbers: Numbering

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.players = list(self.state.players)  # the seats as dealt: their engine's order

    @property
    def market(self) -> Market:
        return data().market

    def document(self) -> dict:
        out = super().document()
        out["players"] = [{"id": p, "name": p} for p in self.players]
        return out

    def translate(self, s: State, a: dict) -> dict:
        if a["type"] == loans.REPAY:  # a part of it (deviation partial_repayment) is written as the whole
            return {"type": "payoff_player_debt", "entity": a["player"], "entity_type": "player"}
        return super().translate(s, a)
