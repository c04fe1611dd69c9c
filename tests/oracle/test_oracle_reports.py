"""How the differential tests judge their games (no reference engine needed): a game the
reference engine ran out of time on is compared as far as it got, counted apart and not a
failure; a game parting ways is one."""

from __future__ import annotations

from oracle import G1856, coverage, describe, failures


def report(seed: int, found: dict | None) -> dict:
    return {"seed": seed, "players": 4, "options": {}, "actions": 900, "found": found, "reached": [], "compared": 10}


def test_a_game_the_reference_had_no_time_for_is_counted_apart_and_not_a_failure():
    slow = report(1, {"index": 700, "slow": True})
    parted = report(2, {"index": 5, "action": {}, "exported": {}, "problems": ["cash"], "reference": None})
    assert describe(slow).endswith("same up to action 700 (where the reference engine ran out of time)")
    found = failures([slow, parted], G1856)
    assert len(found) == 1 and found[0].startswith("seed 2 ")
    assert "  stopped where the reference engine ran out of time: 1" in coverage([slow, parted], G1856)
