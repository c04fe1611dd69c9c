"""18xx.games' recorded 18ESP game (../shared/fixtures/18xx/18ESP, never copied here) and its
replay digests, for the import and export tests: the game imported action by action as far as
18ESP plays here, and their engine's money, prices and seats after each action to compare."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from pygame_rules.core18xx.certificates import price
from pygame_rules.core18xx.import18xx import effective_actions
from pygame_rules.errors import IncompatibleSave
from pygame_rules.games.g18esp import loans, privates
from pygame_rules.games.g18esp.import18xx import Importer

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx" / "18ESP"
NAME = "18ESP_destination_token_release"
GAME = FIXTURES / f"{NAME}.json"
DIGESTS = FIXTURES / "replay_digests"
MINOR_CERTIFICATE = 100  # their minor's one certificate; ours is its director's 50%

needs_fixture = pytest.mark.skipif(not GAME.is_file(), reason=f"no recorded 18ESP game: {GAME} is absent")

# refusals that say a part of 18ESP is still to come, not that the game differs
NOT_YET = ("error.no_such_move", "esp.refuse.operating_rounds_to_come")


def export() -> dict:
    return json.loads(GAME.read_text())


def lines(suffix: str) -> list[dict]:
    return [json.loads(line) for line in (DIGESTS / f"{NAME}.{suffix}").read_text().splitlines() if line]


def checkpoints() -> list[dict]:
    return json.loads((DIGESTS / f"{NAME}.checkpoints.json").read_text())["checkpoints"]


def held(importer: Importer) -> bool:
    """Our game waits at a door nobody may pass yet (the first operating round's)."""
    return not importer.game.finished and not importer.game.active_players


def not_yet(e: IncompatibleSave) -> bool:
    """The refusal of an action of a part still to be built here."""
    m = e.message
    if m.key == "import.cannot_import":
        return True
    return m.key == "import.does_not_replay" and (m.args.get("reason") or {}).get("key") in NOT_YET


@dataclass
class Replay:
    """The recorded game imported as far as it plays here."""

    importer: Importer
    played: list[dict] = field(default_factory=list)  # their effective actions played here
    stop: dict | None = None  # their first action not played here
    why: IncompatibleSave | None = None

    @property
    def ids(self) -> dict[str, str]:
        """Our player (a name) -> their player id."""
        return {name: pid for pid, name in self.importer.names.items()}


def replay(actions: list[dict] | None = None, each=None) -> Replay:
    """Their effective actions (with the follow-ups their engine recorded) played here until
    one is refused for a part of 18ESP still to come; `each(replay, action)` after each."""
    original = export()
    if actions is not None:
        original["actions"] = actions
    out = Replay(Importer(original))
    for a in effective_actions(original["actions"]):
        try:
            out.importer.play(a)
            for auto in a.get("auto_actions") or []:
                out.importer.play(auto)
        except IncompatibleSave as e:
            if not (held(out.importer) or not_yet(e)):
                raise
            out.stop, out.why = a, e
            return out
        out.played.append(a)
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


def incomes(state) -> dict[str, int]:
    """What the players' privates pay them as an operating round begins (5.2)."""
    out: dict[str, int] = {}
    for pid, private in state.privates.items():
        if private.owner and not private.corp_owned and not private.closed:
            out[private.owner] = out.get(private.owner, 0) + privates.card(state, pid)["income"]
    return out


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
