"""Export of an 1856 game as an 18xx.games export: the core's exporter (core18xx/export18xx.py)
with 1856's actions (loans, the CGR, bridge and tunnel rights, the port marker). Loans are named
by number as their engine numbers them (numbering.py). The destination check their engine
records after the track step (an "auto action") is attached to the action that led to it.
"""

from __future__ import annotations

from ...api import Game
from ...core18xx import export18xx as core
from ...core18xx.export18xx import ExportError
from ...core18xx.ids18xx import city_to_18xx
from ...core18xx.market import Market
from .data import data
from .deviations import DEVIATIONS
from .numbering import Numbering
from .state import State


def export_game(game: Game) -> dict:
    return Exporter(game).run()


OPTIONAL_RULES = ("alternate_destinations", "unlimited_bonus_tokens", "eight_train_variant")


class Exporter(core.Exporter):
    title_id = "1856"
    title_18xx = "1856"
    numbering = Numbering
    optional_rules = OPTIONAL_RULES
    known_deviations = DEVIATIONS  # deviations.py
    numbers: Numbering

    @property
    def market(self) -> Market:
        return data().market

    # --- auto actions: the destination check after the track step ---
    def check_action(self, corp: str, reached: list[str]) -> dict:
        return {
            "type": "destination_connection",
            "entity": corp,
            "entity_type": "corporation",
            "corporations": list(reached),
        }

    def auto_action(self, s: State, a: dict) -> dict | None:
        """An imported game records the check as an action of ours: it follows the last one."""
        if a["type"] != "destination_connection":
            return None
        if not self.out:
            raise ExportError.said("1856.export.check_first")
        corp = s.operating.corporation if s.operating else a["corporation"]
        return self.check_action(corp, a["corporations"])

    def auto_actions(self, s: State) -> list[dict]:
        return [self.check_action(corp, reached) for corp, reached in s.checks]

    # --- one action ---
    def translate(self, s: State, a: dict) -> dict | None:
        kind = a["type"]
        corp = self.corp(a) if "corporation" in a else {}
        if kind == "bankrupt" and s.round == "stock":
            return None  # the CGR's half-paid director who cannot raise the money: their engine ends the game itself
        if kind == "repay_loans":  # their "pass" on the CGR's merge question
            return super().translate(s, {**a, "type": "pass"})
        if kind == "merge":
            return {"type": "merge", **corp, "corporation": a["corporation"]}
        if kind == "remove_token":
            city = city_to_18xx(s.board, a["city"])
            slot = s.board.tokens[a["city"]].index("CGR") if "CGR" in s.board.tokens.get(a["city"], []) else 0
            return {"type": "remove_token", **corp, "city": city, "slot": slot}
        if kind == "borrow_train":
            return {"type": kind, **corp, "train": a["train"]}
        if kind == "take_loan":
            return {"type": "take_loan", **corp, "loan": self.numbers.take_loan(a["corporation"])}
        if kind == "payoff_loan":
            return {"type": "payoff_loan", **corp, "loan": self.numbers.repay_loan(a["corporation"])}
        if kind == "buy_right":
            return {
                "type": "special_buy",
                **corp,
                "description": f"{a['right'].title()} Token",
                "cost": data().meta["right_price"],
            }
        if kind == "place_port":
            return {
                "type": "assign",
                "entity": "GLSC",
                "entity_type": "company",
                "target": a["hex"],
                "target_type": "hex",
            }
        return super().translate(s, a)

    def current_entity(self, s: State, a: dict) -> dict:
        if s.round == "operating" and s.operating and not s.crisis and not s.cgr:
            return {"entity": s.operating.corporation, "entity_type": "corporation"}
        return super().current_entity(s, a)
