"""18xx.games' numbers for an 18ESP game's share certificates: the core's certificates
(core18xx/numbering.py) with 18ESP's own.

- A major has the usual 20% director's certificate ("<id>_0") and eight 10% shares.
- A minor has one certificate, "<id>_0" (18xx.games: 100%, counted as two for the limit; here its
  director's certificate is our 50%, the other half of a minor's payout going to its treasury,
  4.3.1), which its director takes when he starts it.
- P6 comes with its major's first ordinary certificate ("<id>_1", 3.1: CRB's on Zafra a Huelva, a
  northern major's on Vasco-Navarro), P7 with its major's director's certificate ("<id>_0"): both
  change hands as the private is bought in the auction.
- A minor's director gets the last certificate of the major's initial offer when it takes the
  minor over (5.6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core18xx import numbering as core
from ...core18xx.numbering import Certificates
from .data import data
from .privates import DIRECTOR, SHARE, card, corporation_with
from .state import State

P6_CERTIFICATE = 1  # the first ordinary certificate
TAKEOVERS = ("take_over", "accept_offer")  # the actions in which a minor's director may get a share


@dataclass(frozen=True)
class Before(core.Before):
    owners: dict[str, str | None]  # private -> its owner


class Numbering(core.Numbering):
    def initial(self, corporation: str) -> Certificates:
        if data().is_minor(corporation):
            return Certificates.initial(corporation, (data().minor["certificate_percent"],))
        return Certificates.initial(corporation, tuple(data().major["shares"]))

    def in_play(self, state: State) -> list[str]:
        return [cid for cid, c in state.corporations.items() if not c.closed]

    # --- following an action ---
    def before(self, state: State) -> Before:
        return Before(core.directors(state), {pid: p.owner for pid, p in state.privates.items()})

    def follow(self, before: core.Before, state: State, a: dict, shares: Sequence[str] = ()) -> None:
        """Certificates as the core follows them, those that come with a private bought, and the
        share a minor's director receives when a major takes it over."""
        assert isinstance(before, Before)
        super().follow(before, state, a, shares)
        for pid, private in state.privates.items():
            if before.owners.get(pid) is None and private.owner is not None:
                self.came_with(state, pid, private.owner)
        if a["type"] in TAKEOVERS:
            self.takeover_shares(before, state)

    def takeover_shares(self, before: Before, state: State) -> None:
        """5.6: the share 18xx.games gives is the last one of its initial offer (ours from the
        Open Market when that is empty, deviation takeover_share_from_open_market)."""
        for cid, corp in state.corporations.items():
            if corp.minor or corp.closed:
                continue
            certs = self.certs[cid]
            for player in state.players:
                while corp.shares.percent_of(player) > certs.percent(player):
                    ipo, pool = certs.ordinary("ipo"), certs.ordinary("pool")
                    if not ipo and not pool:
                        break
                    self.bought(before, state, {"corporation": cid, "player": player}, ipo[-1] if ipo else pool[0])

    def came_with(self, state: State, pid: str, owner: str) -> None:
        cid = corporation_with(state, pid)
        kind = card(state, pid)["power"]["kind"]
        if cid is None or kind not in (SHARE, DIRECTOR):
            return
        self.certs[cid].move(f"{cid}_{P6_CERTIFICATE if kind == SHARE else 0}", owner)
