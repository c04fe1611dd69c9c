"""Replays a recorded 18xx.games 1856 game action by action and compares our money with the
replay digest's trace (cash of every player and corporation, share prices, the bank) after each
of their actions: the first action where the two part ways.

    python3 tests/rules/g1856_trace.py 51745      # prints the first difference, or "same"
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pygame_rules.core18xx.certificates import price
from pygame_rules.core18xx.import18xx import effective_actions
from pygame_rules.games.g1856.import18xx import Importer

FIXTURES = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "18xx" / "1856"


def trace(name: str) -> list[dict]:
    path = FIXTURES / "replay_digests" / f"{name}.trace.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def ours(importer: Importer) -> dict:
    s = importer.state
    live = [c for c in s.corporations.values() if not c.closed and (c.par is not None or c.cash)]
    return {
        "players_cash": [s.cash[p] for p in s.players],
        "corps_cash": {c.id: c.cash for c in live},
        "prices": {c.id: price(s, c) for c in live if c.cell},
        "bank": s.bank,
    }


def differences(expected: dict, got: dict) -> list[str]:
    out = []
    cash = got["players_cash"]
    rotations = [cash[i:] + cash[:i] for i in range(len(cash))]  # 18xx.games seats the priority deal first
    if expected["players_cash"] not in rotations:
        out.append(f"players {expected['players_cash']} != ours {got['players_cash']}")
    for key in ("corps_cash", "prices"):
        for cid, value in expected[key].items():
            if got[key].get(cid) != value:
                out.append(f"{key} {cid}: {value} != ours {got[key].get(cid)}")
    if expected["bank"] != got["bank"]:
        out.append(f"bank {expected['bank']} != ours {got['bank']}")
    return out


def first_difference(name: str) -> tuple[int, dict, list[str]] | None:
    """(position, their action, what differs) at the first action after which ours differs."""
    export = json.loads((FIXTURES / f"{name}.json").read_text())
    importer = Importer(export)
    for i, (theirs, expected) in enumerate(zip(effective_actions(export["actions"]), trace(name))):
        importer.play(theirs)
        for auto in theirs.get("auto_actions") or []:
            importer.play(auto)
        problems = differences(expected, ours(importer))
        if problems:
            return i, theirs, problems
    return None


if __name__ == "__main__":
    found = first_difference(sys.argv[1])
    if found is None:
        print("same")
    else:
        i, theirs, problems = found
        print(f"after action #{i} (id {theirs.get('id')}, {theirs['type']} by {theirs['entity']}):")
        print("\n".join("  " + p for p in problems))
