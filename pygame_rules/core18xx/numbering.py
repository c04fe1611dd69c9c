"""18xx.games' numbered share certificates ("<corporation>_<n>"), followed as its engine moves
them, for export (which certificate a purchase or sale names) and import (where a named
certificate comes from).

Our engine counts shares; 18xx.games moves numbered certificates and, where a directorship
changes hands, picks "the first" ones of a holder in the order they came to it. Following that
order here gives the numbers its engine expects. A title's state has `players` and
`corporations` (id -> an object with `shares`, a `Shares`); a title subclasses `Numbering` for
its own certificates (`initial`, `in_play`) and for what else its actions move (`before`,
`follow`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import Said

# the usual corporation: the director's 20% certificate, then eight 10% shares
TEN_SHARES = (20, 10, 10, 10, 10, 10, 10, 10, 10)


class NumberingError(Said, ValueError):
    """Our holdings and the certificates followed for 18xx.games no longer agree (said as a
    message)."""


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
    def initial(cls, corporation: str, percents: Sequence[int] = TEN_SHARES) -> Certificates:
        """All in the initial offer, numbered from 0; the first is the director's."""
        out = cls(corporation)
        for i, percent in enumerate(percents):
            cert = Cert(f"{corporation}_{i}", percent, i == 0)
            out.certs[cert.id] = cert
            out.holders.setdefault("ipo", []).append(cert.id)
        return out

    def of(self, holder: str) -> list[str]:
        return self.holders.setdefault(holder, [])

    def holder_of(self, cert_id: str) -> str | None:
        return next((h for h, ids in self.holders.items() if cert_id in ids), None)

    def move(self, cert_id: str, to: str) -> None:
        holder = self.holder_of(cert_id)
        if holder is None:
            raise ValueError(f"no one holds {cert_id}")
        self.of(holder).remove(cert_id)
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


def directors(state: Any) -> dict[str, str | None]:
    return {cid: c.shares.director for cid, c in state.corporations.items()}


class Numbering:
    """Every corporation's certificates as 18xx.games numbers them."""

    def __init__(self, state: Any) -> None:
        self.certs = {cid: self.initial(cid) for cid in state.corporations}

    # --- the title's certificates ---
    def initial(self, corporation: str) -> Certificates:
        return Certificates.initial(corporation)

    def in_play(self, state: Any) -> list[str]:
        """The corporations whose certificates `verify` compares with our holdings."""
        raise NotImplementedError

    # --- what an action names ---
    def share_to_buy(self, corporation: str, source: str) -> str:
        ordinary = self.certs[corporation].ordinary(source)
        if not ordinary:
            if source == "ipo":
                raise NumberingError.said("export.none_left_ipo", corp=corporation)
            raise NumberingError.said("export.none_left_pool", corp=corporation)
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

    # --- following an action ---
    def before(self, state: Any) -> Before:
        return Before(directors(state))

    def follow(self, before: Before, state: Any, a: dict, shares: Sequence[str] = ()) -> None:
        """Move certificates as 18xx.games does for our action `a` (`shares`: the certificates
        its action named), `state` being the game after it."""
        kind = a["type"]
        if kind == "par":
            self.certs[a["corporation"]].move(f"{a['corporation']}_0", a["player"])
        elif kind == "buy_share":
            self.bought(before, state, a, shares[0])
        elif kind == "sell_shares":
            self.sold(before, state, a, shares)

    def bought(self, before: Before, state: Any, a: dict, cert_id: str) -> None:
        cid, player = a["corporation"], a["player"]
        certs = self.certs[cid]
        old, new = before.directors[cid], state.corporations[cid].shares.director
        certs.move(cert_id, player)
        if new != old and old is not None:
            swap_to = old if certs.percent(old) >= certs.president_cert().percent else "pool"
            certs.change_president(new, swap_to)

    def sold(self, before: Before, state: Any, a: dict, sold: Sequence[str]) -> None:
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

    def verify(self, state: Any) -> None:
        """Our holdings and the certificates followed here must agree."""
        for cid in self.in_play(state):
            certs, shares = self.certs[cid], state.corporations[cid].shares
            holders = {p: shares.units_of(p) for p in state.players}
            holders["pool"] = shares.pool
            for holder, units in holders.items():
                if certs.percent(holder) != units * shares.unit_percent:
                    raise NumberingError.said(
                        "export.holdings_differ",
                        holder=holder,
                        here=units * shares.unit_percent,
                        corp=cid,
                        there=certs.percent(holder),
                    )
