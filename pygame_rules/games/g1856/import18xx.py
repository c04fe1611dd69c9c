"""Import of an 18xx.games 1856 export: the core's importer (core18xx/import18xx.py) with 1856's
actions (loans, the CGR, bridge and tunnel rights, the port marker, destination checks). The
recorded moves are trusted as 18xx.games' replay trusts them (option recorded_moves: their
destination checks as recorded, tile lays and stations without the reach check), and the game
goes on as 18xx.games plays 1856 where it departs from the rule book (option as_18xx_games).
"""

from __future__ import annotations

from ...api import Game
from ...core18xx import import18xx as core
from ...core18xx import runs
from .numbering import Numbering
from .rules import G1856
from .state import AS_18XX_GAMES, RECORDED_MOVES, Corporation


class Importer(core.Importer):
    title = G1856()
    numbering = Numbering
    numbers: Numbering

    def options(self, rules: list[str], moves: int) -> dict:
        options: dict[str, bool | int] = {r: True for r in rules}
        options[RECORDED_MOVES] = moves
        options[AS_18XX_GAMES] = True  # it was played there: it goes on as it would there
        return options

    def play_recorded(self, a: dict) -> None:
        super().play_recorded(a)
        # their engine ends the game by itself when the CGR's half-paid director cannot raise the
        # second half (no action recorded); ours asks for his bankruptcy, his only move
        legal = [x for x in self.game.legal_actions() if x["type"] != "end_game"]
        if self.state.round == "stock" and [x["type"] for x in legal] == ["bankrupt"]:
            self.game.apply(legal[0])

    def revenues(self, corp: Corporation, run: list[dict]) -> list[int]:
        return runs.route_revenues(self.state, corp, run)

    def title_action(self, a: dict, base: dict, corp: dict) -> dict | None:
        kind = a["type"]
        if kind == "pass" and self.state.cgr and self.state.cgr.queue and a["entity"] == self.state.cgr.queue[0]:
            return {"type": "repay_loans", **base, **corp}  # their "pass" on the merge question
        if kind == "borrow_train":
            return {"type": kind, **base, **corp, "train": a["train"]}
        if kind in ("take_loan", "payoff_loan"):
            return {"type": kind, **base, **corp}
        if kind == "special_buy":
            return {"type": "buy_right", **base, **corp, "right": "tunnel" if "unnel" in a["description"] else "bridge"}
        if kind == "merge":
            return {"type": "merge", **base, "corporation": a["corporation"]}
        if kind == "bankrupt":
            emergency = corp and self.state.operating and not self.state.crisis and self.state.round == "operating"
            return {"type": "bankrupt", **base, **(corp if emergency else {})}
        if kind == "assign":
            return {"type": "place_port", **base, **corp, "hex": a["target"]}
        if kind == "destination_connection":
            return {"type": kind, **base, **corp, "corporations": list(a.get("corporations") or [])}
        return None


def import_game(export: dict) -> Game:
    """The export replayed (its outline checked by importers.check_export)."""
    return Importer(export).run()
