"""18xx.games' numbers for an 1856 game's share certificates ("<corporation>_<n>") and loans,
followed as its engine moves them, for export (which certificate a purchase or sale names) and
import (where a named certificate comes from).

Our engine counts shares; 18xx.games moves numbered certificates and, where a directorship
changes hands or the CGR hands out its shares, picks "the first" ones of a holder in the order
they came to it. Following that order here gives the numbers its engine expects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .state import State


class NumberingError(ValueError):
    """Our holdings and the certificates followed for 18xx.games no longer agree."""


@dataclass
class Cert:
    id: str
    percent: int
    president: bool = False


@dataclass
class Certificates:
    """One corporation's certificates: each holder's list ("ipo", "pool" or a player) in the
    order the certificates came to it."""

    corporation: str
    certs: dict[str, Cert] = field(default_factory=dict)
    holders: dict[str, list[str]] = field(default_factory=dict)

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

    def holder_of(self, cert_id: str) -> str | None:
        return next((h for h, ids in self.holders.items() if cert_id in ids), None)

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

    def change_president(self, new: str, swap_to: str) -> None:
        """The new director's first certificates worth the director's certificate go to
        `swap_to`; the director's certificate goes to the new director."""
        pres = self.president_cert()
        n = pres.percent // self.share_percent()
        for cert_id in self.of(new)[:n]:
            self.move(cert_id, swap_to)
        self.move(pres.id, new)


@dataclass(frozen=True)
class Before:
    """What following an action needs to know of the game before it."""

    directors: dict[str, str | None]
    half_director: str | None
    cgr_formed: bool
    cgr_trigger: str | None
    cgr_holders: frozenset[str]  # players holding a CGR share

    @classmethod
    def of(cls, state: State) -> Before:
        cgr = state.corporations["CGR"].shares
        return cls(
            {cid: c.shares.director for cid, c in state.corporations.items()},
            state.cgr_half_director,
            state.cgr_formed,
            state.cgr.trigger if state.cgr else None,
            frozenset(p for p in state.players if cgr.units_of(p)),
        )


class Numbering:
    def __init__(self, state: State) -> None:
        self.certs = {cid: Certificates.initial(cid) for cid in state.corporations}
        self.next_loan = 0
        self.loans: dict[str, list[int]] = {}  # corporation -> its loan numbers, oldest first

    # --- what an action names ---
    def share_to_buy(self, corporation: str, source: str) -> str:
        ordinary = self.certs[corporation].ordinary(source)
        if not ordinary:
            raise NumberingError(f"No {source} certificate of {corporation} left to buy.")
        return ordinary[0]

    def source_of(self, cert_id: str) -> str | None:
        """Where a certificate lies now ("ipo", "pool" or a player)."""
        corporation = cert_id.rsplit("_", 1)[0]
        return self.certs[corporation].holder_of(cert_id) if corporation in self.certs else None

    def shares_to_sell(self, corporation: str, player: str, units: int) -> list[str]:
        certs = self.certs[corporation]
        ordinary = certs.ordinary(player)
        if len(ordinary) >= units:
            return ordinary[:units]
        return ordinary + [certs.president_cert().id]  # part of the director's certificate

    def take_loan(self, corporation: str) -> int:
        """A new loan: the lowest number never taken (18xx.games does not check which)."""
        loan = self.next_loan
        self.next_loan += 1
        self.loans.setdefault(corporation, []).append(loan)
        return loan

    def repay_loan(self, corporation: str) -> int:
        """A voluntary repayment names the corporation's first loan."""
        return self.loans[corporation].pop(0)

    # --- following an action ---
    def follow(self, before: Before, state: State, a: dict, shares: list[str] = ()) -> None:
        """Move certificates and loans as 18xx.games does for our action `a` (`shares`: the
        certificates its action named), `state` being the game after it."""
        kind = a["type"]
        if kind == "par":
            self.certs[a["corporation"]].move(f"{a['corporation']}_0", a["player"])
        elif kind == "buy_share":
            self.bought(before, state, a, shares[0])
        elif kind == "sell_shares":
            self.sold(before, state, a, shares)
        if not before.cgr_formed and state.cgr_formed:
            self.cgr_shares(before, state)
        for cid, corp in state.corporations.items():
            held = self.loans.get(cid)
            if held and len(held) > corp.loans:
                del held[corp.loans :]  # forced repayments take the last ones; a merger all

    def bought(self, before: Before, state: State, a: dict, cert_id: str) -> None:
        cid, player = a["corporation"], a["player"]
        certs = self.certs[cid]
        old, new = before.directors[cid], state.corporations[cid].shares.director
        if before.half_director and cid == "CGR" and player in before.cgr_holders:
            # the CGR's half-paid certificate: no certificate moves but the director's; a
            # holder who buys in takes the director's certificate for his single share
            if old != player:
                certs.change_president(player, old)
            certs.president_cert().percent *= 2
            return
        certs.move(cert_id, player)
        if new != old and old is not None:
            swap_to = old if certs.percent(old) >= certs.president_cert().percent else "pool"
            certs.change_president(new, swap_to)

    def sold(self, before: Before, state: State, a: dict, sold: list[str]) -> None:
        cid, player = a["corporation"], a["player"]
        certs = self.certs[cid]
        for cert_id in sold:
            certs.move(cert_id, "pool")
        new = state.corporations[cid].shares.director
        if new == before.directors[cid] or new is None:
            return
        swap_to = player if certs.percent(player) >= certs.president_cert().percent else "pool"
        certs.change_president(new, swap_to)
        partial = sum(certs.certs[c].percent for c in sold) - a["percent"]
        for _ in range(partial // certs.share_percent()):
            certs.move(certs.of("pool")[0], player)  # the change of a part-sold director's certificate

    def cgr_shares(self, before: Before, state: State) -> None:
        """The CGR's exchange as 18xx.games hands the certificates out: the director's
        certificate, then each player's shares from the end of the initial offer, in seat order
        from the 6-train's buyer; the pool's from the end of what is left."""
        cgr = state.corporations["CGR"]
        certs = Certificates.initial("CGR")
        if cgr.shares.units == 20:
            for i, cert_id in enumerate(list(certs.of("ipo"))):
                certs.certs[cert_id].percent = 10 if i == 0 else 5
            for i in range(20, 30):
                certs.certs[f"CGR_{i}"] = Cert(f"CGR_{i}", 5)
                certs.of("ipo").append(f"CGR_{i}")
        self.certs["CGR"] = certs
        shares = cgr.shares
        i = state.players.index(before.cgr_trigger)
        for p in state.players[i:] + state.players[:i]:
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
            for cert_id in certs.of("ipo")[-shares.pool :]:
                certs.move(cert_id, "pool")

    def verify(self, state: State) -> None:
        """Our holdings and the certificates followed here must agree."""
        for cid, corp in state.corporations.items():
            if corp.closed or corp.par is None and cid != "CGR":
                continue
            certs, shares = self.certs[cid], corp.shares
            holders = {p: shares.units_of(p) for p in state.players}
            holders["pool"] = shares.pool
            for holder, units in holders.items():
                if certs.percent(holder) != units * shares.unit_percent:
                    raise NumberingError(
                        f"{holder} holds {units * shares.unit_percent}% of {cid} here and "
                        f"{certs.percent(holder)}% in the certificates followed for 18xx.games."
                    )
