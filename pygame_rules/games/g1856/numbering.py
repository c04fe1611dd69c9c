"""18xx.games' numbers for an 1856 game's share certificates and loans: the core's certificates
(core18xx/numbering.py) with 1856's own moves, the CGR's half-paid director's certificate and its
exchange of shares at the formation, and its loans, numbered as its engine numbers them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core18xx import numbering as core
from ...core18xx.numbering import Cert, Certificates
from .state import State


@dataclass(frozen=True)
class Before(core.Before):
    half_director: str | None
    cgr_formed: bool
    cgr_trigger: str | None
    cgr_holders: frozenset[str]  # players holding a CGR share


class Numbering(core.Numbering):
    def __init__(self, state: State) -> None:
        super().__init__(state)
        self.next_loan = 0
        self.loans: dict[str, list[int]] = {}  # corporation -> its loan numbers, oldest first

    def in_play(self, state: State) -> list[str]:
        return [cid for cid, c in state.corporations.items() if not (c.closed or c.par is None and cid != "CGR")]

    # --- what an action names ---
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
    def before(self, state: State) -> Before:
        cgr = state.corporations["CGR"].shares
        return Before(
            core.directors(state),
            state.cgr_half_director,
            state.cgr_formed,
            state.cgr.trigger if state.cgr else None,
            frozenset(p for p in state.players if cgr.units_of(p)),
        )

    def follow(self, before: core.Before, state: State, a: dict, shares: Sequence[str] = ()) -> None:
        """Certificates as the core follows them, then the CGR's exchange and the loans repaid."""
        assert isinstance(before, Before)
        super().follow(before, state, a, shares)
        if not before.cgr_formed and state.cgr_formed:
            self.cgr_shares(before, state)
        for cid, corp in state.corporations.items():
            held = self.loans.get(cid)
            if held and len(held) > corp.loans:
                del held[corp.loans :]  # forced repayments take the last ones; a merger all

    def bought(self, before: core.Before, state: State, a: dict, cert_id: str) -> None:
        assert isinstance(before, Before)
        cid, player = a["corporation"], a["player"]
        if before.half_director and cid == "CGR" and player in before.cgr_holders:
            # the CGR's half-paid certificate: no certificate moves but the director's; a
            # holder who buys in takes the director's certificate for his single share
            certs, old = self.certs[cid], before.directors[cid]
            assert old is not None
            if old != player:
                certs.change_president(player, old)
            certs.president_cert().percent *= 2
            return
        super().bought(before, state, a, cert_id)

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
        assert before.cgr_trigger is not None
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
