"""18xx.games' recorded 18ESP game (../shared/fixtures/18xx/18ESP, never copied here) and its
replay digests, for the import and export tests: the game imported action by action until an
action does not replay, and their engine's money, prices, seats and holdings to compare."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from pygame_rules.core18xx.certificates import price
from pygame_rules.core18xx.import18xx import effective_actions
from pygame_rules.errors import IncompatibleSave
from pygame_rules.games.g18esp import loans
from pygame_rules.games.g18esp.import18xx import Importer

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx" / "18ESP"
NAME = "18ESP_destination_token_release"
GAME = FIXTURES / f"{NAME}.json"
DIGESTS = FIXTURES / "replay_digests"
MINOR_CERTIFICATE = 100  # their minor's one certificate; ours is its director's 50%

needs_fixture = pytest.mark.skipif(not GAME.is_file(), reason=f"no recorded 18ESP game: {GAME} is absent")


def export() -> dict:
    return json.loads(GAME.read_text())


def lines(suffix: str) -> list[dict]:
    return [json.loads(line) for line in (DIGESTS / f"{NAME}.{suffix}").read_text().splitlines() if line]


def checkpoints() -> list[dict]:
    return json.loads((DIGESTS / f"{NAME}.checkpoints.json").read_text())["checkpoints"]


@dataclass
class Replay:
    """The recorded game imported as far as it plays here."""

    importer: Importer
    played: list[dict] = field(default_factory=list)  # their effective actions played here
    moved: list[bool] = field(default_factory=list)  # whether each was a move here (else ours did it by itself)
    stop: dict | None = None  # their first action not played here
    why: IncompatibleSave | None = None

    @property
    def ids(self) -> dict[str, str]:
        """Our player (a name) -> their player id."""
        return {name: pid for pid, name in self.importer.names.items()}


def replay(actions: list[dict] | None = None, each=None) -> Replay:
    """Their effective actions (with the follow-ups their engine recorded) played here until
    one is refused (`stop`, `why`); `each(replay, action)` after each."""
    original = export()
    if actions is not None:
        original["actions"] = actions
    out = Replay(Importer(original))
    for a in effective_actions(original["actions"]):
        before = len(out.importer.game.actions)
        try:
            out.importer.play_recorded(a)
        except IncompatibleSave as e:
            out.stop, out.why = a, e
            return out
        out.played.append(a)
        out.moved.append(len(out.importer.game.actions) > before)
        if each:
            each(out, a)
    return out


def seats_at(points: list[dict], action_id: int) -> list[str]:
    """Their seat order (player ids) after the action: the last checkpoint at or before it."""
    seats = [str(p["id"]) for p in points[0]["state"]["players"]]
    for point in points[1:]:
        if point["after_action_id"] <= action_id:
            seats = [str(p["id"]) for p in point["state"]["players"]]
    return seats


def money(r: Replay) -> dict:
    """Our money and prices in their trace's terms (player ids; what is not 0)."""
    s = r.importer.state
    return {
        "players": {r.ids[p]: s.cash[p] for p in s.players},
        "corps_cash": {cid: c.cash for cid, c in s.corporations.items() if c.cash},
        "prices": {cid: price(s, c) for cid, c in s.corporations.items() if c.cell is not None},
        "bank": s.bank,
    }


def their_money(line: dict, seats: list[str]) -> dict:
    return {
        "players": dict(zip(seats, line["players_cash"])),
        "corps_cash": {cid: cash for cid, cash in line["corps_cash"].items() if cash},
        "prices": line["prices"],
        "bank": line["bank"],
    }


def holdings(r: Replay) -> dict:
    """Each player's shares (percent of each corporation, a minor's as their one certificate),
    privates and debt, as their checkpoints list them."""
    s = r.importer.state
    out = {}
    for p in s.players:
        shares = {}
        for cid, c in s.corporations.items():
            if c.shares.units_of(p):
                shares[cid] = MINOR_CERTIFICATE if c.minor else c.shares.percent_of(p)
        owned = sorted(pid for pid, x in s.privates.items() if x.owner == p and not x.corp_owned and not x.closed)
        out[r.ids[p]] = {"shares": shares, "companies": owned, "debt": loans.debt(s, p)}
    return out


def their_holdings(point: dict) -> dict:
    return {
        str(p["id"]): {"shares": p["shares"], "companies": sorted(p["companies"]), "debt": p["debt"]}
        for p in point["state"]["players"]
    }
