"""Export of an 1856 game as an 18xx.games export (their hotseat import loads it).

Our game is replayed action by action; each of our actions becomes one of theirs, named with
their ids: share certificates "<corporation>_<n>", tile copies "<tile>-<n>" and cities
"<copy>-<index>", trains "<type>-<n>", loans by number. Their engine names some of these by
itself (which certificates change hands when a directorship changes, which loan a corporation
repays), so the certificates and loans are followed here as their engine moves them. The
destination check their engine records after the track step (an "auto action") is attached to
the action that led to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...api import Game
from ...core18xx.ids18xx import city_to_18xx, node_signature
from .data import data
from .rules import G1856
from .state import State

TITLE = G1856()


class ExportError(ValueError):
    """Our game cannot be written as an 18xx.games game (a rule where the two engines differ)."""


@dataclass
class Cert:
    id: str
    percent: int
    president: bool = False


@dataclass
class Certificates:
    """One corporation's certificates as 18xx.games keeps them: each holder's list in the order
    the certificates came to it (their engine takes "the first" ones in that order)."""

    corporation: str
    certs: dict[str, Cert] = field(default_factory=dict)
    holders: dict[str, list[str]] = field(default_factory=dict)  # "ipo", "pool" or a player

    @classmethod
    def initial(cls, corporation: str) -> Certificates:
        out = cls(corporation)
        for i in range(9):
            cert = Cert(f"{corporation}_{i}", 20 if i == 0 else 10, i == 0)
            out.certs[cert.id] = cert
            out.holders.setdefault("ipo", []).append(cert.id)
        return out

    def of(self, holder: str) -> list[str]:
        return self.holders.setdefault(holder, [])

    def holder_of(self, cert_id: str) -> str:
        return next(h for h, ids in self.holders.items() if cert_id in ids)

    def move(self, cert_id: str, to: str) -> None:
        self.of(self.holder_of(cert_id)).remove(cert_id)
        self.of(to).append(cert_id)

    def ordinary(self, holder: str) -> list[str]:
        return [c for c in self.of(holder) if not self.certs[c].president]

    def president_cert(self) -> Cert:
        return next(c for c in self.certs.values() if c.president)

    def percent(self, holder: str) -> int:
        return sum(self.certs[c].percent for c in self.of(holder))

    def share_percent(self) -> int:
        return min(c.percent for c in self.certs.values() if not c.president)

    def change_president(self, new: str, old: str | None, swap_to: str) -> None:
        """Their engine's swap: the new director's first certificates worth the director's
        certificate go to `swap_to`; the director's certificate goes to the new director."""
        pres = self.president_cert()
        n = pres.percent // self.share_percent()
        for cert_id in self.of(new)[:n]:
            self.move(cert_id, swap_to)
        self.move(pres.id, new)


class Loans:
    """Loan numbers as their engine hands them out: a new loan takes the lowest number never
    taken (their engine does not check which); a repaid loan is the corporation's first,
    a forced repayment its last ones."""

    def __init__(self) -> None:
        self.next = 0
        self.of: dict[str, list[int]] = {}

    def take(self, corp: str) -> int:
        loan = self.next
        self.next += 1
        self.of.setdefault(corp, []).append(loan)
        return loan

    def repay_first(self, corp: str) -> int:
        return self.of[corp].pop(0)

    def settle(self, corp: str, count: int) -> None:
        """After the action: the corporation holds `count` loans (forced repayments take the
        last ones; a merger or payoff all)."""
        held = self.of.setdefault(corp, [])
        del held[count:]


def export_game(game: Game) -> dict:
    return Exporter(game).run()


class Exporter:
    def __init__(self, game: Game) -> None:
        if game.title.id != "1856":
            raise ExportError(f"{game.title.name} games cannot be exported to 18xx.games.")
        self.game = game
        self.state: State = game.title.setup(game.players, game.seed, game.options)
        self.certs = {cid: Certificates.initial(cid) for cid in self.state.corporations}
        self.loans = Loans()
        self.out: list[dict] = []
        self.deviations: list[tuple[int, str]] = []  # (our action number, what differs)

    # --- the whole game ---
    def run(self) -> dict:
        for i, action in enumerate(self.game.actions):
            before = TITLE.clone(self.state)
            if action["type"] == "destination_connection":
                self.attach_check(before, action)
                TITLE.apply(self.state, action)
                continue
            theirs = self.translate(before, action)
            TITLE.apply(self.state, action)
            self.follow(before, action, theirs)
            theirs["id"] = len(self.out) + 1
            self.out.append(theirs)
            autos = [self.check_action(corp, reached) for corp, reached in self.state.checks]
            if autos:
                theirs["auto_actions"] = autos
            if self.state.round != "over":  # a bankrupt's sales end the game: nothing follows
                self.verify_certificates(i)
            self.deviations += [(i + 1, d) for d in self.state.deviations]
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
            text += (f" From move {first} on, 18xx.games plays this game differently ({DEVIATIONS[what]}),"
                     " so its replay will not match.")
        return text

    def ending(self) -> dict:
        if not self.game.finished:
            return {}
        result = self.game.result()
        reason = {"bank": "bank", "bankrupt": "bankrupt", "manually_ended": "manually_ended"}
        return {"result": result["scores"], "game_end_reason": reason.get(result.get("reason"), None),
                "manually_ended": result.get("reason") == "manually_ended"}

    # --- auto actions: the destination check after the track step ---
    def check_action(self, corp: str, reached: list[str]) -> dict:
        return {"type": "destination_connection", "entity": corp, "entity_type": "corporation",
                "corporations": list(reached)}

    def attach_check(self, before: State, action: dict) -> None:
        """An imported game records the check as an action of ours: it follows the last one."""
        if not self.out:
            raise ExportError("A destination check cannot come first.")
        corp = before.operating.corporation if before.operating else action.get("corporation")
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
            return {"type": "par", **player, "corporation": a["corporation"],
                    "share_price": f"{a['price']},{row},{col}"}
        if kind == "buy_share":
            return {"type": "buy_shares", **player, "shares": [self.share_to_buy(s, a)],
                    "percent": s.corporations[a["corporation"]].shares.unit_percent}
        if kind == "sell_shares":
            return {"type": "sell_shares", **player, "shares": self.shares_to_sell(s, a), "percent": a["percent"]}
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
            return {"type": "lay_tile", **(company or corp), "hex": a["hex"], "tile": copy,
                    "rotation": a["rotation"]}
        if kind == "place_token":
            return {"type": "place_token", **(company or corp), **self.city_slot(s, a["city"], a["corporation"])}
        if kind == "remove_token":
            city = city_to_18xx(s.board, a["city"])
            slot = s.board.tokens[a["city"]].index("CGR") if "CGR" in s.board.tokens.get(a["city"], []) else 0
            return {"type": "remove_token", **corp, "city": city, "slot": slot}
        if kind == "run_routes":
            return {"type": "run_routes", **corp, "routes": [self.route(s, r) for r in a["routes"]]}
        if kind == "dividend":
            return {"type": "dividend", **corp, "kind": a["kind"]}
        if kind == "buy_train":
            out = {"type": "buy_train", **corp, "train": a["train"], "price": a["price"],
                   "variant": a["train"].rsplit("-", 1)[0]}
            if a.get("trade_in"):
                out["exchange"] = a["trade_in"]
            return out
        if kind in ("discard_train", "borrow_train"):
            return {"type": kind, **corp, "train": a["train"]}
        if kind == "take_loan":
            return {"type": "take_loan", **corp, "loan": self.loans.take(a["corporation"])}
        if kind == "payoff_loan":
            return {"type": "payoff_loan", **corp, "loan": self.loans.repay_first(a["corporation"])}
        if kind == "buy_private":
            return {"type": "buy_company", **corp, "company": a["private"], "price": a["price"]}
        if kind == "buy_right":
            return {"type": "special_buy", **corp, "description": f"{a['right'].title()} Token",
                    "cost": data().meta["right_price"]}
        if kind == "place_port":
            return {"type": "assign", "entity": "GLSC", "entity_type": "company", "target": a["hex"],
                    "target_type": "hex"}
        raise ExportError(f"'{kind}' has no 18xx.games action.")

    def current_entity(self, s: State, a: dict) -> dict:
        if s.round == "operating" and s.operating and not s.crisis and not s.cgr:
            return {"entity": s.operating.corporation, "entity_type": "corporation"}
        if "corporation" in a:
            return {"entity": a["corporation"], "entity_type": "corporation"}
        return {"entity": a["player"], "entity_type": "player"}

    def city_slot(self, s: State, city: str, corp: str) -> dict:
        """Their city id, and the slot our engine puts the marker in."""
        after = self.state.board.tokens.get(city) or []
        slot = next((i for i, c in enumerate(after) if c == corp
                     and (s.board.tokens.get(city) or [None] * len(after))[i] != corp), 0)
        return {"city": city_to_18xx(s.board, city), "slot": slot}

    def route(self, s: State, r: dict) -> dict:
        connections = []
        for leg in r["legs"]:
            hexes: list[str] = []
            for ref in leg:
                coord = ref.split(":", 1)[0]
                if not hexes or hexes[-1] != coord:
                    hexes.append(coord)
            connections.append(hexes)
        return {"train": r["train"], "connections": connections,
                "nodes": [node_signature(s.board, n) for n in r["stops"]]}

    # --- certificates ---
    def share_to_buy(self, s: State, a: dict) -> str:
        certs = self.certs[a["corporation"]]
        source = "ipo" if a["from"] == "ipo" else "pool"
        ordinary = certs.ordinary(source)
        if not ordinary:
            raise ExportError(f"No {source} certificate of {a['corporation']} to buy.")
        return ordinary[0]

    def shares_to_sell(self, s: State, a: dict) -> list[str]:
        corp = s.corporations[a["corporation"]]
        certs = self.certs[a["corporation"]]
        n = a["percent"] // corp.shares.unit_percent
        ordinary = certs.ordinary(a["player"])
        if len(ordinary) >= n:
            return ordinary[:n]
        return ordinary + [certs.president_cert().id]  # part of the director's certificate

    def follow(self, before: State, a: dict, theirs: dict) -> None:
        """Move certificates and loans as their engine does for this action."""
        kind = a["type"]
        if kind == "par":
            self.certs[a["corporation"]].move(f"{a['corporation']}_0", a["player"])
        elif kind == "buy_share":
            self.bought(before, a, theirs["shares"][0])
        elif kind == "sell_shares":
            self.sold(before, a, theirs["shares"])
        elif kind == "bankrupt":
            pass
        if not before.cgr_formed and self.state.cgr_formed:
            self.cgr_shares(before)
        for cid, corp in self.state.corporations.items():
            if cid in self.loans.of or corp.loans:
                self.loans.settle(cid, corp.loans)

    def bought(self, before: State, a: dict, cert_id: str) -> None:
        cid, player = a["corporation"], a["player"]
        certs = self.certs[cid]
        old = before.corporations[cid].shares.director
        new = self.state.corporations[cid].shares.director
        if before.cgr_half_director and cid == "CGR":
            pres = certs.president_cert()
            if old != player:  # another holder buys in: he takes the director's certificate
                certs.change_president(player, old, old)
            pres.percent *= 2
            return
        certs.move(cert_id, player)
        if new != old and old is not None:
            swap_to = old if certs.percent(old) >= certs.president_cert().percent else "pool"
            certs.change_president(new, old, swap_to)

    def sold(self, before: State, a: dict, sold: list[str]) -> None:
        cid, player = a["corporation"], a["player"]
        certs = self.certs[cid]
        for cert_id in sold:
            certs.move(cert_id, "pool")
        new = self.state.corporations[cid].shares.director
        if new == before.corporations[cid].shares.director or new is None:
            return
        swap_to = player if certs.percent(player) >= certs.president_cert().percent else "pool"
        certs.change_president(new, player, swap_to)
        partial = sum(certs.certs[c].percent for c in sold) - a["percent"]
        for _ in range(partial // certs.share_percent()):
            certs.move(certs.of("pool")[0], player)

    def cgr_shares(self, before: State) -> None:
        """The CGR's share exchange as their engine hands the certificates out: the director's
        certificate, then each player's shares from the last of the initial offer, in seat order
        from the 6-train's buyer; the pool's from the end of what is left."""
        cgr = self.state.corporations["CGR"]
        certs = Certificates.initial("CGR")
        if cgr.shares.units == 20:
            for i, cert_id in enumerate(list(certs.of("ipo"))):
                certs.certs[cert_id].percent = 10 if i == 0 else 5
            for i in range(20, 30):
                certs.certs[f"CGR_{i}"] = Cert(f"CGR_{i}", 5)
                certs.of("ipo").append(f"CGR_{i}")
        self.certs["CGR"] = certs
        shares = cgr.shares
        order = seat_order_from(self.state, before.cgr.trigger)
        for p in order:
            n = shares.units_of(p)
            if not n:
                continue
            if shares.director == p:
                certs.move(certs.president_cert().id, p)
                n -= shares.director_units
                if shares.director_units == 1:
                    certs.president_cert().percent //= 2
            for _ in range(n):
                certs.move(certs.of("ipo")[-1], p)
        if shares.pool:
            for cert_id in certs.of("ipo")[-shares.pool:]:
                certs.move(cert_id, "pool")

    def verify_certificates(self, index: int) -> None:
        """Our holdings and the certificates followed here must agree."""
        for cid, corp in self.state.corporations.items():
            if corp.closed or corp.par is None and cid != "CGR":
                continue
            certs, shares = self.certs[cid], corp.shares
            unit = shares.unit_percent
            holders = {p: shares.units_of(p) for p in self.state.players}
            holders["pool"] = shares.pool
            for holder, units in holders.items():
                if certs.percent(holder) != units * unit:
                    raise ExportError(
                        f"After action {index + 1}: {holder} holds {units * unit}% of {cid} here and "
                        f"{certs.percent(holder)}% in the certificates followed for 18xx.games.")


# where our engine follows the rule book against 18xx.games (docs/rules-notes.md)
DEVIATIONS = {
    "closed_trains": "a closing corporation's trains go to the bank pool",
    "interest_at_turn_end": "a corporation pays interest although no decision followed its run",
    "wsrc_stays_open": "the Waterloo & Saugeen closes after its free station was placed as a regular one",
}

OPTIONAL_RULES = ("alternate_destinations", "unlimited_bonus_tokens", "eight_train_variant")


def seat_order_from(state: State, player: str) -> list[str]:
    i = state.players.index(player)
    return state.players[i:] + state.players[:i]
