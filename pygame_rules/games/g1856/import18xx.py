"""Import of an 18xx.games 1856 export: their action log (after undo/redo) translated into our
actions and replayed through our Game, so the imported game goes on as ours.

Their ids are kept where ours are the same (trains, privates, corporations); tile copies and
cities are mapped through the hexes the copies were laid on (our copy numbers may differ when a
tile comes back to the supply). Every recorded route is read onto our map and its revenue
recomputed; a route that earns a different amount is refused. Their engine sometimes asks for a
pass where ours moves on by itself, and the other way round: a pass of theirs for a step ours has
already left is dropped; a step of ours that only they skipped (an optional decision, where
'pass' is legal) is passed.
"""

from __future__ import annotations

from ...api import Game
from ...core18xx.ids18xx import route_from_18xx
from ...errors import IllegalAction, IncompatibleSave
from . import board
from .operating_round import RECORDED_DESTINATIONS
from .rules import G1856
from .state import AS_18XX_GAMES

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
            else:  # back to just after the action with that id (ids may be out of order)
                keep = next((i + 1 for i in range(len(done) - 1, -1, -1) if done[i].get("id") == target), None)
                while done and (len(done) > keep if keep is not None else done[-1].get("id", 0) > target):
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
        options[RECORDED_DESTINATIONS] = True
        options[AS_18XX_GAMES] = True  # it was played there: it goes on as it would there
        seed = export.get("settings", {}).get("seed") or int("".join(c for c in str(export.get("id", "")) if c.isdigit()) or 0)
        self.game = Game(G1856(), [p["name"] for p in export["players"]], int(seed) % 2**53, options)
        self.left_ipo: set[str] = set()  # their certificate ids that have been bought from the IPO
        self.copies: dict[str, str] = {}  # their tile copy -> the hex it lies on
        self.dropped: list[int] = []

    @property
    def state(self):
        return self.game.state

    def actor(self, a: dict) -> str:
        entity = str(a["entity"])
        if a.get("entity_type") == "player":
            return self.names[entity]
        corp = self.state.corporations.get(self.owner(a))
        return corp.shares.director if corp and corp.shares.director else self.game.active_players[0]

    def owner(self, a: dict) -> str:
        """The corporation acting: the entity, or the corporation owning the private."""
        if a.get("entity_type") == "company":
            return self.state.privates[a["entity"]].owner
        return a["entity"]

    def city(self, city: str) -> str:
        """Their "<tile copy>-<city index>" (a preprinted face: "<hex>-0-<index>") as our node."""
        face, index = city.rsplit("-", 1)
        coord = self.copies.get(face) or face.rsplit("-", 1)[0]
        return f"{coord}-c{index}"

    def translate(self, a: dict) -> dict | None:
        kind, player = a["type"], self.actor(a)
        base = {"player": player}
        corp = {"corporation": self.owner(a)} if a.get("entity_type") in ("corporation", "company") else {}
        private = {"private": a["entity"]} if a.get("entity_type") == "company" else {}
        if kind == "bid":
            return {"type": "bid", **base, "private": a["company"], "price": a["price"]}
        if kind == "par":
            return {"type": "par", **base, "corporation": a["corporation"], "price": int(a["share_price"].split(",")[0])}
        if kind == "buy_shares":
            return self.buy_share(player, a["shares"][0])
        if kind == "sell_shares":
            self.left_ipo |= set(a["shares"])  # sold into the pool: bought from there later
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
        if kind in ("discard_train", "borrow_train"):
            return {"type": kind, **base, **corp, "train": a["train"]}
        if kind in ("take_loan", "payoff_loan"):
            return {"type": kind, **base, **corp}
        if kind == "buy_company":
            return {"type": "buy_private", **base, **corp, "private": a["company"], "price": a["price"]}
        if kind == "special_buy":
            return {"type": "buy_right", **base, **corp, "right": "tunnel" if "unnel" in a["description"] else "bridge"}
        if kind == "merge":
            return {"type": "merge", **base, "corporation": a["corporation"]}
        if kind == "bankrupt":
            return {"type": "bankrupt", "player": player, **self.emergency_corporation()}
        if kind == "lay_tile":
            return {"type": "lay_tile", **base, **corp, **private, "hex": a["hex"],
                    "tile": a["tile"].rsplit("-", 1)[0], "rotation": a["rotation"]}
        if kind in ("place_token", "remove_token"):
            return {"type": kind, **base, **corp, **private, "city": self.city(a["city"])}
        if kind == "assign":
            return {"type": "place_port", **base, **corp, "hex": a["target"]}
        if kind == "run_routes":
            return {"type": "run_routes", **base, **corp, "routes": self.routes(a)}
        if kind == "destination_connection":
            return {"type": kind, **base, **corp, "corporations": list(a.get("corporations") or [])}
        if kind.startswith("program_"):
            return None
        raise IncompatibleSave(f"Action {a.get('id')}: '{kind}' cannot be imported yet.")

    def emergency_corporation(self) -> dict:
        legal = [a for a in self.game.legal_actions() if a["type"] == "bankrupt"]
        return {"corporation": legal[0]["corporation"]} if legal and "corporation" in legal[0] else {}

    def routes(self, a: dict) -> list[dict]:
        """Their routes on our map, each earning what they recorded."""
        corp = self.state.corporations[self.owner(a)]
        ours = []
        for recorded in a["routes"]:
            try:
                ours.append(route_from_18xx(self.state.board, corp.id, recorded, ours))
            except IllegalAction as e:
                raise IncompatibleSave(f"Action {a.get('id')}: {e}") from None
        run = [r.to_json() for r in ours]
        try:
            revenues = board.route_revenues(self.state, corp, run)
        except IllegalAction as e:
            raise IncompatibleSave(f"Action {a.get('id')}: the recorded run is not valid here: {e}") from None
        for recorded, revenue in zip(a["routes"], revenues):
            if revenue != recorded.get("revenue", revenue):
                raise IncompatibleSave(
                    f"Action {a.get('id')}: train {recorded['train']} earns ${revenue} here, "
                    f"${recorded['revenue']} in the recorded game.")
        return run

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
        ours = self.translate_in_turn(theirs)
        if ours is None:
            return
        for _ in range(MAX_CATCH_UP):
            if self.game.finished:
                raise IncompatibleSave(f"Action {theirs.get('id')} comes after our game ended.")
            try:
                self.game.apply(ours)
                break
            except IllegalAction as e:
                if ours["type"] == "pass" and not any(
                        a["type"] == "pass" and a["player"] == ours["player"] for a in self.game.legal_actions()):
                    self.dropped.append(theirs.get("id"))
                    return
                if not self.catch_up(ours):
                    raise IncompatibleSave(f"Action {theirs.get('id')} ({theirs['type']}) does not replay: {e}") from None
        else:
            raise IncompatibleSave(f"Action {theirs.get('id')} does not replay: no step of ours leads to it.")
        if theirs["type"] == "lay_tile":
            self.copies = {c: h for c, h in self.copies.items() if h != theirs["hex"]}
            self.copies[theirs["tile"]] = theirs["hex"]
        if theirs["type"] == "merge" and self.state.cgr_formed and not self.state.cgr.queue:
            self.cgr_exchanged()

    def cgr_exchanged(self) -> None:
        """18xx.games numbers the CGR's certificates 1-8 and, after the second issue, 20-29, and
        hands them out from the last one down, players first, then the pool: all but the first
        ones still in the initial offer have left it."""
        shares = self.state.corporations["CGR"].shares
        numbers = list(range(1, 9)) + (list(range(20, 30)) if shares.units == 20 else [])
        self.left_ipo |= {f"CGR_{i}" for i in numbers[shares.ipo:]}

    def translate_in_turn(self, theirs: dict) -> dict | None:
        """Routes are read on the map as it stands when they run, after our catch-up passes."""
        if theirs["type"] != "run_routes":
            return self.translate(theirs)
        wanted = {"type": "run_routes", "player": self.actor(theirs)}
        for _ in range(MAX_CATCH_UP):
            if any(a["type"] == "run_routes" for a in self.game.legal_actions()) or not self.catch_up(wanted):
                break
        return self.translate(theirs)

    def catch_up(self, wanted: dict) -> bool:
        """Pass an optional step of ours that their engine skipped."""
        legal = self.game.legal_actions()
        same = [a for a in legal if a["type"] == wanted["type"] and a["player"] == wanted["player"]]
        if same:
            return False
        skips = [a for a in legal if a["type"] in ("pass", "destination_connection")]
        if not skips:
            return False
        self.game.apply(skips[0])
        return True


def import_game(export: dict) -> Game:
    importer = Importer(export)
    for a in effective_actions(export.get("actions", [])):
        importer.play(a)
        for auto in a.get("auto_actions", []) or []:
            importer.play(auto)
    return importer.game
