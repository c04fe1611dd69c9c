"""Export of a game as an 18xx.games export (their hotseat import loads it): the document's frame
and the loop over our actions; a title subclasses `Exporter` with its own actions.

Our game is replayed action by action; each of our actions becomes one of theirs, named with
their ids: share certificates "<corporation>_<n>", tile copies "<tile>-<n>" and cities
"<copy>-<index>", trains "<type>-<n>". Their engine names some of these by itself (which
certificates change hands when a directorship changes), so the certificates are followed as
their engine moves them (numbering.py).

A title provides: `title_id` and `title_18xx` (the title as we and 18xx.games name it),
`numbering` (its `Numbering` class), `optional_rules` (our options that are 18xx.games' optional
rules), `known_deviations` (its `deviations.py` table of what its state may record in
`deviations`) and `market` (for par prices). It may translate its own actions in `translate`
before the ones here (None: an action of ours their engine takes by itself), write actions of
theirs before or after one of ours (`lead_in`, `trailing`), add auto actions (`auto_action`,
`auto_actions`) and say who ends the game or goes bankrupt (`current_entity`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..api import Game, reason
from ..errors import Said
from .deviations import Deviation
from .ids18xx import city_to_18xx, route_to_18xx
from .market import Market
from .numbering import Numbering, NumberingError


class ExportError(Said, ValueError):
    """Our game cannot be written as an 18xx.games game (a rule where the two engines differ);
    said as a message (`ExportError.said(key, ...)`)."""


class Exporter:
    title_id: ClassVar[str]  # ours
    title_18xx: ClassVar[str]  # theirs
    numbering: ClassVar[type[Numbering]]
    optional_rules: ClassVar[tuple[str, ...]] = ()
    known_deviations: ClassVar[dict[str, Deviation]] = {}  # the title's table (deviations.py), for the description

    def __init__(self, game: Game) -> None:
        if game.title.id != self.title_id:
            raise ExportError.said("error.export.no_exporter", title=game.title.name)
        self.game = game
        self.state: Any = game.title.setup(game.players, game.seed, game.options)
        self.numbers = self.numbering(self.state)
        self.out: list[dict] = []
        self.deviations: list[tuple[int, str]] = []  # (our action number, what differs)
        self.marks: list[int] = []  # after each of our actions: how many of theirs were written
        self.silent: set[int] = set()  # our actions (0-based) that are none of theirs (done by their engine)

    @property
    def market(self) -> Market:
        raise NotImplementedError

    # --- the whole game ---
    def run(self) -> dict:
        title = self.game.title
        for i, action in enumerate(self.game.actions):
            s = self.state
            auto = self.auto_action(s, action)
            if auto is not None:
                self.out[-1].setdefault("auto_actions", []).append(auto)
                title.apply(s, action)
                self.marks.append(len(self.out))
                continue
            for lead in self.lead_in(s, action):
                self.write(lead)
            before = self.numbers.before(s)
            theirs = self.translate(s, action)
            slots = list(s.board.tokens.get(action.get("city"), [])) if "city" in action else None
            title.apply(s, action)
            if theirs is None:  # ours only: their engine does it by itself
                self.silent.add(i)
            else:
                if slots is not None and theirs["type"] == "place_token":
                    theirs["slot"] = self.slot_used(slots, action["city"], action["corporation"])
                self.write(theirs)
            self.numbers.follow(before, s, action, theirs.get("shares", ()) if theirs else ())
            self.add_autos(self.auto_actions(s))
            for more in self.trailing(s, action):
                self.write(more)
            if not title.finished(s):  # a bankrupt's sales end the game: nothing follows
                try:
                    self.numbers.verify(s)
                except NumberingError as e:
                    raise ExportError.said("export.after_move", move=i + 1, reason=reason(e)) from None
            self.deviations += [(i + 1, d) for d in s.deviations]
            self.marks.append(len(self.out))
        return self.document()

    def write(self, theirs: dict) -> None:
        theirs["id"] = len(self.out) + 1
        self.out.append(theirs)

    def add_autos(self, autos: list[dict]) -> None:
        """What their engine records by itself after the last action written."""
        if autos and self.out:
            self.out[-1].setdefault("auto_actions", []).extend(autos)

    def document(self) -> dict:
        optional = sorted(k for k, v in self.game.options.items() if v and k in self.optional_rules)
        low, high = self.game.title.players
        return {
            "id": f"hs_export_{self.game.seed}",
            "title": self.title_18xx,
            "description": self.description(),
            "players": [{"id": p, "name": p} for p in self.game.players],
            "min_players": low,
            "max_players": high,
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
            differs = self.known_deviations[what].described()
            text += (
                f" From move {first} on, 18xx.games plays this game differently ({differs}),"
                " so its replay will not match."
            )
        return text

    def ending(self) -> dict:
        if not self.game.finished:
            return {}
        result = self.game.result()
        reason: dict[str | None, str] = {"bank": "bank", "bankrupt": "bankrupt", "manually_ended": "manually_ended"}
        return {
            "result": result["scores"],
            "game_end_reason": reason.get(result.get("reason"), None),
            "manually_ended": result.get("reason") == "manually_ended",
        }

    # --- auto actions: what their engine does by itself and records after an action ---
    def auto_action(self, s: Any, a: dict) -> dict | None:
        """Our action `a` as the auto action of their last action, or None: it is an action."""
        return None

    def auto_actions(self, s: Any) -> list[dict]:
        """The auto actions their engine records after the action just applied to `s`."""
        return []

    def lead_in(self, s: Any, a: dict) -> list[dict]:
        """Their actions that come before our action `a` (where their engine asks for a decision
        ours made by itself)."""
        return []

    def trailing(self, s: Any, a: dict) -> list[dict]:
        """Their actions after our action `a`, just applied to `s` (where their engine asks for
        a decision ours made by itself), each with its own auto actions."""
        return []

    def corp(self, a: dict) -> dict:
        return {"entity": a["corporation"], "entity_type": "corporation"}

    # --- one action ---
    def translate(self, s: Any, a: dict) -> dict | None:
        kind = a["type"]
        player = {"entity": a["player"], "entity_type": "player"}
        corp = self.corp(a) if "corporation" in a else None
        company = {"entity": a["private"], "entity_type": "company"} if "private" in a else None
        if kind == "bid":
            return {"type": "bid", **player, "company": a["private"], "price": a["price"]}
        if kind == "par":
            cell = self.market.par_cell(a["price"])
            assert cell is not None
            row, col = cell
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
        if kind == "pass":
            return {"type": "pass", **(corp or player)}
        if kind in ("end_game", "bankrupt"):
            return {"type": kind, **self.current_entity(s, a)}
        if kind == "lay_tile":
            copy = s.board.free_copy(a["tile"])
            return {
                "type": "lay_tile",
                **(company or self.corp(a)),
                "hex": a["hex"],
                "tile": copy,
                "rotation": a["rotation"],
            }
        if kind == "place_token":
            return {
                "type": "place_token",
                **(company or self.corp(a)),
                "city": city_to_18xx(s.board, a["city"]),
                "slot": 0,
            }
        if kind == "run_routes":
            return {"type": "run_routes", **self.corp(a), "routes": [route_to_18xx(s.board, r) for r in a["routes"]]}
        if kind == "dividend":
            return {"type": "dividend", **self.corp(a), "kind": a["kind"]}
        if kind == "buy_train":
            out = {
                "type": "buy_train",
                **self.corp(a),
                "train": a["train"],
                "price": a["price"],
                "variant": a["train"].rsplit("-", 1)[0],
            }
            if a.get("trade_in"):
                out["exchange"] = a["trade_in"]
            return out
        if kind == "discard_train":
            return {"type": kind, **self.corp(a), "train": a["train"]}
        if kind == "buy_private":
            return {"type": "buy_company", **self.corp(a), "company": a["private"], "price": a["price"]}
        raise ExportError.said("export.no_action", kind=kind)

    def current_entity(self, s: Any, a: dict) -> dict:
        """Who ends the game or goes bankrupt in their log."""
        if "corporation" in a:
            return {"entity": a["corporation"], "entity_type": "corporation"}
        return {"entity": a["player"], "entity_type": "player"}

    def slot_used(self, before: list, city: str, corp: str) -> int:
        """The slot our engine put the marker in."""
        after = self.state.board.tokens.get(city) or []
        return next(
            (i for i, c in enumerate(after) if c == corp and (before[i] if i < len(before) else None) != corp), 0
        )
