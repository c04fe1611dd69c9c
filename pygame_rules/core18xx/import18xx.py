"""Import of an 18xx.games export: their action log (after undo and redo) translated, one of
their actions to one of ours, and replayed through our Game, so the imported game goes on as ours;
a title subclasses `Importer` with its own actions.

Our engine asks for the same decisions in the same order as theirs, so every recorded action is
one of ours; an action ours refuses stops the import with its number and our reason. Their ids
are kept where ours are the same (trains, privates, corporations); certificates are followed as
their engine numbers them (numbering.py) to know where a bought one comes from; tile copies and
cities are read through the hexes the copies lie on. Every recorded route is read onto our map
and its revenue recomputed; a route that earns a different amount is refused.

A title provides: `title` (ours), `numbering` (its `Numbering` class), `options` (the game's
options for the export's optional rules), `revenues` (what a run earns on our map), and may
translate its own actions in `title_action` before the ones here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..api import Game, reason
from ..errors import IllegalAction, IncompatibleSave
from ..importers import not_an_export
from ..messages import Message
from ..title import Title
from .game_state import RECORDED_MOVES
from .ids18xx import route_from_18xx
from .numbering import Numbering
from .rand18xx import seed_of
from .routes import Route


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


def ours(actions: list[dict]) -> int:
    """How many actions of ours their effective actions (and follow-ups) become."""
    return sum(not a["type"].startswith("program_") for b in actions for a in [b, *(b.get("auto_actions") or [])])


# what reading a field of another shape than 18xx.games writes raises (not our refusals)
UNREADABLE = (LookupError, TypeError, AttributeError, ValueError)


def unreadable(e: Exception) -> dict:
    """What was wrong with a field that could not be read, as a message argument."""
    if isinstance(e, KeyError) and e.args:
        return Message("import.no_field", {"field": str(e.args[0])[:40]}).to_json()
    return Message("import.bad_field").to_json()


def number(a: dict) -> str:
    """Their action's id, as the refusals name it."""
    return str(a.get("id"))


class Importer:
    title: ClassVar[Title]
    numbering: ClassVar[type[Numbering]]

    def __init__(self, export: dict) -> None:
        self.export = export
        self.names = {str(p.get("id", p["name"])): p["name"] for p in export["players"]}
        settings = export.get("settings") or {}
        rules = settings.get("optional_rules") or []
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            raise not_an_export(Message("import.rules_not_names"))
        seed = settings.get("seed") or seed_of(None, str(export.get("id", ""))[:100])
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise not_an_export(Message("import.seed"))
        try:
            moves = ours(effective_actions(export.get("actions", [])))
        except UNREADABLE as e:
            raise not_an_export(Message("import.actions_unreadable", {"why": unreadable(e)})) from None
        options = self.options(rules, moves)
        try:
            self.game = Game(self.title, [p["name"] for p in export["players"]], seed % 2**53, options)
        except ValueError as e:
            raise IncompatibleSave.said("import.setup", reason=reason(e)) from None
        self.numbers = self.numbering(self.state)
        self.copies: dict[str, str] = {}  # their tile copy -> the hex it lies on

    def options(self, rules: list[str], moves: int) -> dict:
        """Our options for a game with these optional rules and `moves` recorded actions of ours."""
        raise NotImplementedError

    def revenues(self, corp: Any, run: list[dict]) -> list[int]:
        """What each route of the run (our JSON) earns on our map; IllegalAction if it may not run."""
        raise NotImplementedError

    @property
    def state(self) -> Any:
        return self.game.state

    def run(self) -> Game:
        """The export replayed (its outline checked by importers.check_export)."""
        for a in effective_actions(self.export.get("actions", [])):
            self.play_recorded(a)
        if RECORDED_MOVES in self.game.options:  # counted before as their actions: now exactly ours
            self.game.settle_option(RECORDED_MOVES, len(self.game.actions))
        return self.game

    def play_recorded(self, a: dict) -> None:
        """One of their actions, then what their engine did by itself after it."""
        self.play(a)
        for auto in a.get("auto_actions", []) or []:
            self.play_auto(auto)

    def play_auto(self, auto: dict) -> None:
        """What their engine did by itself after an action (a title may read it as such)."""
        self.play(auto)

    # --- who acts ---
    def actor(self, a: dict) -> str:
        entity = str(a["entity"])
        if a.get("entity_type") == "player":
            if entity not in self.names:
                raise not_an_export(
                    Message("import.unknown_player", {"action": number(a), "player": repr(entity[:40])})
                )
            return self.names[entity]
        if a.get("entity_type") not in ("corporation", "company"):
            raise not_an_export(Message("import.unknown_entity", {"action": number(a)}))
        if a["entity_type"] == "corporation" and entity not in self.state.corporations:
            raise not_an_export(
                Message(
                    "import.not_a_corporation",
                    {"action": number(a), "entity": repr(entity[:40]), "title": self.title.name},
                )
            )
        corp = self.state.corporations.get(self.owner(a))
        if corp and corp.shares.director:
            return corp.shares.director
        raise IncompatibleSave.said("import.no_director", action=number(a), entity=entity)

    def owner(self, a: dict) -> str:
        """The corporation acting: the entity, or the corporation owning the private."""
        if a.get("entity_type") == "company":
            if a["entity"] not in self.state.privates:
                raise not_an_export(
                    Message(
                        "import.not_a_private",
                        {"action": number(a), "entity": repr(str(a["entity"])[:40]), "title": self.title.name},
                    )
                )
            return self.state.privates[a["entity"]].owner
        return a["entity"]

    def city(self, city: str) -> str:
        """Their "<tile copy>-<city index>" (a printed face: "<hex>-<n>-<index>") as our node."""
        face, index = city.rsplit("-", 1)
        coord = self.copies.get(face) or face.rsplit("-", 1)[0]
        return f"{coord}-c{index}"

    # --- one action ---
    def translate(self, a: dict) -> dict | None:
        kind = a["type"]
        if kind.startswith("program_"):
            return None  # their auto-pass settings: the passes they made are recorded
        base = {"player": self.actor(a)}
        corp = {"corporation": self.owner(a)} if a.get("entity_type") in ("corporation", "company") else {}
        private = {"private": a["entity"]} if a.get("entity_type") == "company" else {}
        own = self.title_action(a, base, corp)
        if own is not None:
            return own
        if kind == "bid":
            return {"type": "bid", **base, "private": a["company"], "price": a["price"]}
        if kind == "par":
            return {
                "type": "par",
                **base,
                "corporation": a["corporation"],
                "price": int(a["share_price"].split(",")[0]),
            }
        if kind == "buy_shares":
            cert = a["shares"][0]
            source = self.numbers.source_of(cert)
            if source not in ("ipo", "pool"):
                raise IncompatibleSave.said("import.share_not_for_sale", action=number(a), share=str(cert))
            return {"type": "buy_share", **base, "corporation": cert.rsplit("_", 1)[0], "from": source}
        if kind == "sell_shares":
            return {
                "type": "sell_shares",
                **base,
                "corporation": a["shares"][0].rsplit("_", 1)[0],
                "percent": a["percent"],
            }
        if kind == "pass":
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
            return {"type": kind, **base, **corp, "train": a["train"]}
        if kind == "buy_company":
            return {"type": "buy_private", **base, **corp, "private": a["company"], "price": a["price"]}
        if kind == "lay_tile":
            return {
                "type": "lay_tile",
                **base,
                **corp,
                **private,
                "hex": a["hex"],
                "tile": a["tile"].rsplit("-", 1)[0],
                "rotation": a["rotation"],
            }
        if kind in ("place_token", "remove_token"):
            return {"type": kind, **base, **corp, **private, "city": self.city(a["city"])}
        if kind == "run_routes":
            return {"type": "run_routes", **base, **corp, "routes": self.routes(a)}
        raise IncompatibleSave.said("import.cannot_import", action=number(a), kind=kind)

    def title_action(self, a: dict, base: dict, corp: dict) -> dict | None:
        """The title's own translation of their action `a` (None: one of the actions here);
        `base` names our acting player, `corp` the acting corporation (if any)."""
        return None

    def routes(self, a: dict) -> list[dict]:
        """Their routes on our map, each earning what they recorded."""
        corp = self.state.corporations[self.owner(a)]
        ours: list[Route] = []
        for recorded in a["routes"]:
            try:
                ours.append(route_from_18xx(self.state.board, corp.id, recorded, ours))
            except IllegalAction as e:
                raise IncompatibleSave.said("import.action_refused", action=number(a), reason=reason(e)) from None
        run = [r.to_json() for r in ours]
        try:
            revenues = self.revenues(corp, run)
        except IllegalAction as e:
            raise IncompatibleSave.said("import.run_invalid", action=number(a), reason=reason(e)) from None
        for recorded, revenue in zip(a["routes"], revenues):
            if revenue != recorded.get("revenue", revenue):
                raise IncompatibleSave.said(
                    "import.revenue_differs",
                    action=number(a),
                    train=str(recorded["train"]),
                    revenue=revenue,
                    recorded=recorded["revenue"],
                )
        return run

    # --- the replay ---
    def play(self, theirs: dict) -> None:
        if not isinstance(theirs, dict) or not isinstance(theirs.get("type"), str):
            raise not_an_export(Message("import.action_without_type"))
        if self.game.finished:
            raise IncompatibleSave.said("import.after_end", action=number(theirs))
        try:
            ours = self.translate(theirs)
        except (IllegalAction, IncompatibleSave):
            raise
        except UNREADABLE as e:
            raise not_an_export(
                Message(
                    "import.action_unreadable",
                    {"action": number(theirs), "type": theirs["type"][:40], "why": unreadable(e)},
                )
            ) from None
        if ours is None:
            return
        before = self.numbers.before(self.state)
        try:
            self.game.play_on(ours)
        except IllegalAction as e:
            raise IncompatibleSave.said(
                "import.does_not_replay", action=number(theirs), type=theirs["type"], reason=reason(e)
            ) from None
        try:
            self.numbers.follow(before, self.state, ours, theirs.get("shares", ()))
        except UNREADABLE as e:
            raise not_an_export(
                Message(
                    "import.action_unreadable",
                    {"action": number(theirs), "type": theirs["type"][:40], "why": unreadable(e)},
                )
            ) from None
        if theirs["type"] == "lay_tile":
            self.copies = {c: h for c, h in self.copies.items() if h != theirs["hex"]}
            self.copies[theirs["tile"]] = theirs["hex"]
