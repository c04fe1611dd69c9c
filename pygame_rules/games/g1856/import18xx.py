"""Import of an 18xx.games 1856 export: their action log (after undo/redo) translated into our
actions and replayed through our Game, so the imported game goes on as ours.

Their engine sometimes asks for a pass where ours moves on by itself, and the other way round:
a pass of theirs for a step ours has already left is dropped; a step of ours that only they
skipped (an optional decision, where 'pass' is legal) is passed.
"""

from __future__ import annotations

from ...api import Game
from ...errors import IllegalAction, IncompatibleSave
from .rules import G1856

MAX_CATCH_UP = 12  # passes of ours in a row to reach their next actor


def effective_actions(actions: list[dict]) -> list[dict]:
    """Apply their undo and redo: the actions that stand, in array order (ids may be edited)."""
    done: list[dict] = []
    undone: list[list[dict]] = []  # each undo's actions, for redo
    for a in actions:
        kind = a.get("type")
        if kind == "message":
            continue
        if kind == "undo":
            target = a.get("action_id")
            group = []
            if target is None:
                if done:
                    group.append(done.pop())
            else:
                while done and done[-1].get("id", 0) > target:
                    group.append(done.pop())
            undone.append(group[::-1])
        elif kind == "redo":
            if undone:
                done += undone.pop()
        else:
            undone.clear()
            done.append(a)
    return done


class Importer:
    def __init__(self, export: dict) -> None:
        self.names = {str(p.get("id", p["name"])): p["name"] for p in export["players"]}
        options = {r: True for r in export.get("settings", {}).get("optional_rules", []) or []}
        seed = export.get("settings", {}).get("seed") or int("".join(c for c in str(export.get("id", "")) if c.isdigit()) or 0)
        self.game = Game(G1856(), [p["name"] for p in export["players"]], int(seed) % 2**53, options)
        self.left_ipo: set[str] = set()  # their certificate ids that have been bought from the IPO
        self.dropped: list[int] = []

    @property
    def state(self):
        return self.game.state

    def actor(self, a: dict) -> str:
        entity = str(a["entity"])
        if a.get("entity_type") == "player":
            return self.names[entity]
        corp = self.state.corporations.get(entity)
        return corp.shares.director if corp and corp.shares.director else self.game.active_players[0]

    def translate(self, a: dict) -> dict | None:
        kind, player = a["type"], self.actor(a)
        base = {"player": player}
        corp = {"corporation": a["entity"]} if a.get("entity_type") == "corporation" else {}
        if kind == "bid":
            return {"type": "bid", **base, "private": a["company"], "price": a["price"]}
        if kind == "par":
            return {"type": "par", **base, "corporation": a["corporation"], "price": int(a["share_price"].split(",")[0])}
        if kind == "buy_shares":
            return self.buy_share(player, a["shares"][0])
        if kind == "sell_shares":
            return {"type": "sell_shares", **base, "corporation": a["shares"][0].rsplit("_", 1)[0], "percent": a["percent"]}
        if kind == "pass":
            if self.state.cgr and self.state.cgr.queue and a["entity"] == self.state.cgr.queue[0]:
                return {"type": "repay_loans", **base, **corp}
            return {"type": "pass", **base, **corp}
        if kind == "end_game":
            return {"type": "end_game", "player": self.game.active_players[0]}
        if kind == "dividend":
            return {"type": "dividend", **base, **corp, "kind": a["kind"]}
        if kind == "buy_train":
            out = {"type": "buy_train", **base, **corp, "train": a["train"], "price": a["price"]}
            if a.get("exchange"):
                out["trade_in"] = a["exchange"]
            return out
        if kind == "discard_train":
            return {"type": "discard_train", **base, **corp, "train": a["train"]}
        if kind in ("take_loan", "payoff_loan"):
            return {"type": kind, **base, **corp}
        if kind == "buy_company":
            return {"type": "buy_private", **base, **corp, "private": a["company"], "price": a["price"]}
        if kind == "special_buy":
            return {"type": "buy_right", **base, **corp, "right": "tunnel" if "unnel" in a["description"] else "bridge"}
        if kind == "merge":
            return {"type": "merge", **base, "corporation": a["corporation"]}
        if kind == "bankrupt":
            return {"type": "bankrupt", "player": player}
        if kind.startswith("program_") or kind == "destination_connection":
            return None
        raise IncompatibleSave(f"Action {a.get('id')}: '{kind}' cannot be imported yet.")

    def buy_share(self, player: str, cert: str) -> dict:
        corp_id = cert.rsplit("_", 1)[0]
        source = "pool" if cert in self.left_ipo else "ipo"
        legal = {a.get("from") for a in self.game.legal_actions()
                 if a["type"] == "buy_share" and a.get("corporation") == corp_id}
        if len(legal) == 1:
            source = legal.pop()
        if source == "ipo":
            self.left_ipo.add(cert)
        return {"type": "buy_share", "player": player, "corporation": corp_id, "from": source}

    def play(self, theirs: dict) -> None:
        ours = self.translate(theirs)
        if ours is None:
            return
        for _ in range(MAX_CATCH_UP):
            if self.game.finished:
                raise IncompatibleSave(f"Action {theirs.get('id')} comes after our game ended.")
            try:
                self.game.apply(ours)
                return
            except IllegalAction as e:
                if ours["type"] == "pass" and not any(
                        a["type"] == "pass" and a["player"] == ours["player"] for a in self.game.legal_actions()):
                    self.dropped.append(theirs.get("id"))
                    return
                if not self.catch_up(ours):
                    raise IncompatibleSave(f"Action {theirs.get('id')} ({theirs['type']}) does not replay: {e}") from None
        raise IncompatibleSave(f"Action {theirs.get('id')} does not replay: no step of ours leads to it.")

    def catch_up(self, wanted: dict) -> bool:
        """Pass an optional step of ours that their engine skipped."""
        legal = self.game.legal_actions()
        same = [a for a in legal if a["type"] == wanted["type"] and a["player"] == wanted["player"]]
        if same:
            return False
        passes = [a for a in legal if a["type"] == "pass"]
        if not passes:
            return False
        self.game.apply(passes[0])
        return True


def import_game(export: dict) -> Game:
    importer = Importer(export)
    for a in effective_actions(export.get("actions", [])):
        importer.play(a)
        for auto in a.get("auto_actions", []) or []:
            importer.play(auto)
    return importer.game
