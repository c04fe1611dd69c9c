"""How the differential tests judge their games (no reference engine needed): exploring, a game
the reference engine ran out of time on is compared as far as it got, counted apart and not a
failure; in the gate it fails, as a game parting ways does; each failure says how to replay it."""

from __future__ import annotations

from oracle import G1856, coverage, describe, failures


def report(seed: int, found: dict | None) -> dict:
    return {
        "seed": seed,
        "players": 4,
        "options": {"as_18xx_games": True},
        "policy": "bots",
        "actions": 900,
        "found": found,
        "reached": [],
        "compared": 10,
    }


SLOW = report(1, {"index": 700, "slow": True})
PARTED = report(2, {"index": 5, "action": {}, "exported": {}, "problems": ["cash"], "reference": None})


def test_a_game_the_reference_had_no_time_for_is_counted_apart_when_exploring():
    assert describe(SLOW).endswith("same up to action 700 (where the reference engine ran out of time)")
    found = failures([SLOW, PARTED], G1856)
    assert len(found) == 1 and found[0].startswith("seed 2 (4p as_18xx_games, bots)")
    assert found[0].endswith("replay: python3 tests/oracle/oracle.py 2 4 as_18xx_games --policy bots")
    assert "  stopped where the reference engine ran out of time: 1" in coverage([SLOW, PARTED], G1856)


def test_in_the_gate_a_game_the_reference_had_no_time_for_fails():
    found = failures([SLOW, PARTED], G1856, slow_fails=True)
    assert [line.split(" ")[1] for line in found] == ["1", "2"]
    assert "a gate game is compared to its end" in found[0]


def test_the_coverage_names_every_seed():
    assert coverage([SLOW, PARTED], G1856)[0] == "2 games compared with 18xx.games, seeds 1, 2:"
