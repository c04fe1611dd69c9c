"""Export of an 1856 game as an 18xx.games export (their hotseat import loads it).

Our game is replayed action by action; each of our actions becomes one of theirs, named with
their ids: share certificates "<corporation>_<n>", tile copies "<tile>-<n>" and cities
"<copy>-<index>", trains "<type>-<n>", loans by number. Their engine names some of these by
itself (which certificates change hands when a directorship changes, which loan a corporation
repays), so the certificates and loans are followed as their engine moves them (numbering.py). The
destination check their engine records after the track step (an "auto action") is attached to
the action that led to it.
"""

from __future__ import annotations

from ...api import Game
from ...core18xx.ids18xx import city_to_18xx, node_signature
from ...core18xx.numbering import NumberingError
from .data import data
from .numbering import Numbering
from .rules import G1856
from .state import State

TITLE = G1856()


class ExportError(ValueError):
    """Our game cannot be written as an 18xx.games game (a rule where the two engines differ)."""


def export_game(game: Game) -> dict:
    return Exporter(game).run()


class Exporter:
    def __init__(self, game: Game) -> None:
        if game.title.id != "1856":
            raise ExportError(f"{game.title.name} games cannot be exported to 18xx.games.")
        self.game = game
        self.state: State = game.title.setup(game.players, game.seed, game.options)
        self.numbers = Numbering(self.state)
        self.out: list[dict] = []
        self.deviations: list[tuple[int, str]] = []  # (our action number, what differs)

    # --- the whole game ---
    def run(self) -> dict:
        for i, action in enumerate(self.game.actions):
            s = self.state
            if action["type"] == "destination_connection":
                self.attach_check(s, action)
                TITLE.apply(s, action)
                continue
            before = self.numbers.before(s)
            theirs = self.translate(s, action)
            slots = list(s.board.tokens.get(action.get("city"), [])) if "city" in action else None
            TITLE.apply(s, action)
            if slots is not None and theirs["type"] == "place_token":
                theirs["slot"] = self.slot_used(slots, action["city"], action["corporation"])
            self.numbers.follow(before, s, action, theirs.get("shares", ()))
            theirs["id"] = len(self.out) + 1
            self.out.append(theirs)
            autos = [self.check_action(corp, reached) for corp, reached in s.checks]
            if autos:
                theirs["auto_actions"] = autos
            if s.round != "over":  # a bankrupt's sales end the game: nothing follows
                try:
                    self.numbers.verify(s)
                except NumberingError as e:
                    raise ExportError(f"After move {i + 1}: {e}") from None
            self.deviations += [(i + 1, d) for d in s.deviations]
        return self.document()

    def document(self) -> dict:
        optional = sorted(k for k, v in self.game.options.items() if v and k in OPTIONAL_RULES)
        return {
            "id": f"hs_export_{self.game.seed}",
            "title": "1856",
            "description": self.description(),
            "players": [{"id": p, "name": p} for p in self.game.players],
            "min_players": 3,
            "max_players": 6,
            "mode": "hotseat",
            "settings": {"seed": self.game.seed, "optional_rules": optional},
            "status": "finished" if self.game.finished else "active",
            "actions": self.out,
            "loaded": True,
            **self.ending(),
        }

    def description(self) -> str:
        text = "Exported from the railway board games app."
        if self.deviations:
            first, what = self.deviations[0]
            text += (
                f" From move {first} on, 18xx.games plays this game differently ({DEVIATIONS[what]}),"
                " so its replay will not match."
            )
        return text

    def ending(self) -> dict:
        if not self.game.finished:
            return {}
        result = self.game.result()
        reason = {"bank": "bank", "bankrupt": "bankrupt", "manually_ended": "manually_ended"}
        return {
            "result": result["scores"],
            "game_end_reason": reason.get(result.get("reason"), None),
            "manually_ended": result.get("reason") == "manually_ended",
        }

    # --- auto actions: the destination check after the track step ---
    def check_action(self, corp: str, reached: list[str]) -> dict:
        return {
            "type": "destination_connection",
            "entity": corp,
            "entity_type": "corporation",
            "corporations": list(reached),
        }

    def attach_check(self, s: State, action: dict) -> None:
        """An imported game records the check as an action of ours: it follows the last one."""
        if not self.out:
            raise ExportError("A destination check cannot come first.")
        corp = s.operating.corporation if s.operating else action.get("corporation")
        self.out[-1].setdefault("auto_actions", []).append(self.check_action(corp, action["corporations"]))

    # --- one action ---
    def translate(self, s: State, a: dict) -> dict:
        kind = a["type"]
        player = {"entity": a["player"], "entity_type": "player"}
        corp = {"entity": a["corporation"], "entity_type": "corporation"} if "corporation" in a else None
        company = {"entity": a["private"], "entity_type": "company"} if "private" in a else None
        if kind == "bid":
            return {"type": "bid", **player, "company": a["private"], "price": a["price"]}
        if kind == "par":
            row, col = data().market.par_cell(a["price"])
            return {
                "type": "par",
                **player,
                "corporation": a["corporation"],
                "share_price": f"{a['price']},{row},{col}",
            }
        if kind == "buy_share":
            share = self.numbers.share_to_buy(a["corporation"], "ipo" if a["from"] == "ipo" else "pool")
            return {
                "type": "buy_shares",
                **player,
                "shares": [share],
                "percent": s.corporations[a["corporation"]].shares.unit_percent,
            }
        if kind == "sell_shares":
            units = a["percent"] // s.corporations[a["corporation"]].shares.unit_percent
            return {
                "type": "sell_shares",
                **player,
                "percent": a["percent"],
                "shares": self.numbers.shares_to_sell(a["corporation"], a["player"], units),
            }
        if kind in ("pass", "repay_loans"):  # repay_loans: their "pass" on the CGR's merge question
            return {"type": "pass", **(corp or player)}
        if kind == "end_game":
            return {"type": "end_game", **self.current_entity(s, a)}
        if kind == "bankrupt":
            return {"type": "bankrupt", **self.current_entity(s, a)}
        if kind == "merge":
            return {"type": "merge", **corp, "corporation": a["corporation"]}
        if kind == "lay_tile":
            copy = s.board.free_copy(a["tile"])
            return {"type": "lay_tile", **(company or corp), "hex": a["hex"], "tile": copy, "rotation": a["rotation"]}
        if kind == "place_token":
            return {"type": "place_token", **(company or corp), "city": city_to_18xx(s.board, a["city"]), "slot": 0}
        if kind == "remove_token":
            city = city_to_18xx(s.board, a["city"])
            slot = s.board.tokens[a["city"]].index("CGR") if "CGR" in s.board.tokens.get(a["city"], []) else 0
            return {"type": "remove_token", **corp, "city": city, "slot": slot}
        if kind == "run_routes":
            return {"type": "run_routes", **corp, "routes": [self.route(s, r) for r in a["routes"]]}
        if kind == "dividend":
            return {"type": "dividend", **corp, "kind": a["kind"]}
        if kind == "buy_train":
            out = {
                "type": "buy_train",
                **corp,
                "train": a["train"],
                "price": a["price"],
                "variant": a["train"].rsplit("-", 1)[0],
            }
            if a.get("trade_in"):
                out["exchange"] = a["trade_in"]
            return out
        if kind in ("discard_train", "borrow_train"):
            return {"type": kind, **corp, "train": a["train"]}
        if kind == "take_loan":
            return {"type": "take_loan", **corp, "loan": self.numbers.take_loan(a["corporation"])}
        if kind == "payoff_loan":
            return {"type": "payoff_loan", **corp, "loan": self.numbers.repay_loan(a["corporation"])}
        if kind == "buy_private":
            return {"type": "buy_company", **corp, "company": a["private"], "price": a["price"]}
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
        raise ExportError(f"'{kind}' has no 18xx.games action.")

    def current_entity(self, s: State, a: dict) -> dict:
        if s.round == "operating" and s.operating and not s.crisis and not s.cgr:
            return {"entity": s.operating.corporation, "entity_type": "corporation"}
        if "corporation" in a:
            return {"entity": a["corporation"], "entity_type": "corporation"}
        return {"entity": a["player"], "entity_type": "player"}

    def slot_used(self, before: list, city: str, corp: str) -> int:
        """The slot our engine put the marker in."""
        after = self.state.board.tokens.get(city) or []
        return next(
            (i for i, c in enumerate(after) if c == corp and (before[i] if i < len(before) else None) != corp), 0
        )

    def route(self, s: State, r: dict) -> dict:
        connections = []
        for leg in r["legs"]:
            hexes: list[str] = []
            for ref in leg:
                coord = ref.split(":", 1)[0]
                if not hexes or hexes[-1] != coord:
                    hexes.append(coord)
            connections.append(hexes)
        return {
            "train": r["train"],
            "connections": connections,
            "nodes": [node_signature(s.board, n) for n in r["stops"]],
        }


# where our engine follows the rule book against 18xx.games (docs/rules-notes.md)
DEVIATIONS = {
    "closed_trains": "a closing corporation's trains go to the bank pool",
    "interest_at_turn_end": "a corporation pays interest although no decision followed its run",
    "wsrc_stays_open": "the Waterloo & Saugeen closes after its free station was placed as a regular one",
    "cgr_below_market": "the CGR's marker stays where the market has no cell below it (18xx.games fails)",
    "debt_after_closing": "a director still in debt for his closed corporation goes on selling or is bankrupt "
    "(18xx.games ends his forced sales in debt)",
    "certificate_limit": "the certificate limit follows the corporations in play from the first 6-train on",
    "cgr_ends_round": "the CGR forms as the operating round ends and its director settles its stations "
    "and trains at once (18xx.games keeps every station and discards later)",
    "cgr_asked_again": "the CGR's director is not asked again about trains that may go after the formation",
    "discards_after_dividend": "corporations over their train limit after the CGR's formation discard at once, "
    "not after the next corporation's dividend",
    "stale_graph": "a station or track follows the map as it is now, where 18xx.games still sees markers "
    "that left (or not those that came) since its last tile lay or station",
}

OPTIONAL_RULES = ("alternate_destinations", "unlimited_bonus_tokens", "eight_train_variant")
