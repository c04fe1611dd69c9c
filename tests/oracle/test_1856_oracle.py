"""1856 against 18xx.games, the most-played implementation: games played here, exported, replayed
in the reference engine (../shared/reference-18xx) and compared after every action (cash of every
player and corporation, prices, shares, loans, trains, the pool, the phase, who acts next, the
result).

This is the gate every change lands through, so its games are the same on every run: the fixed
list GATE (both policies, the title's cautious playout and the computer players at mixed levels,
each with 3 to 6 players, with and without "play as 18xx.games", each option in both; 24 games,
three per policy and player count) and FOUND, every game in which the comparison once found a
difference. Most play as 18xx.games does where it departs from the rule book and are
compared to their end; the others follow the rule book and are compared up to the first such
point (the known deviations). A game the reference engine cannot finish in GATE_BUDGET fails.

Fresh games are explored apart: `python3 build.py explore 1856 --games 200` (tests/oracle/
explore.py); a difference found there comes here, into FOUND, with its fix. One game replays
with `python3 tests/oracle/oracle.py SEED PLAYERS [OPTION ...] --policy NAME`.
"""

from __future__ import annotations

import pytest
from oracle import G1856, OPTIONS_1856, Job, judge_gate, missing

ALT, BONUS, EIGHT = OPTIONS_1856
AS = "as_18xx_games"


def opts(*names: str) -> dict:
    return dict.fromkeys(names, True)


GATE = [
    Job(2812007, 3, opts(AS), "playout"),
    Job(2812021, 3, opts(BONUS, AS), "playout"),
    Job(2812035, 3, opts(ALT, BONUS), "playout"),
    Job(2812049, 4, opts(BONUS, EIGHT, AS), "playout"),
    Job(2812063, 4, opts(AS), "playout"),
    Job(2812077, 4, opts(BONUS), "playout"),
    Job(2812091, 5, opts(ALT, BONUS, AS), "playout"),
    Job(2812105, 5, opts(BONUS, EIGHT, AS), "playout"),
    Job(2812119, 5, opts(), "playout"),
    Job(2812133, 6, opts(BONUS, AS), "playout"),
    Job(2812147, 6, opts(ALT, BONUS, AS), "playout"),
    Job(2812161, 6, opts(BONUS, EIGHT), "playout"),
    Job(2812175, 3, opts(AS), "bots"),
    Job(2812189, 3, opts(BONUS, AS), "bots"),
    Job(2812203, 3, opts(ALT, BONUS), "bots"),
    Job(2812217, 4, opts(BONUS, EIGHT, AS), "bots"),
    Job(2812231, 4, opts(AS), "bots"),
    Job(2812245, 4, opts(BONUS), "bots"),
    Job(2812259, 5, opts(ALT, BONUS, AS), "bots"),
    Job(2812273, 5, opts(BONUS, EIGHT, AS), "bots"),
    Job(2812287, 5, opts(), "bots"),
    Job(2812301, 6, opts(BONUS, AS), "bots"),
    Job(2812315, 6, opts(ALT, BONUS, AS), "bots"),
    Job(2812329, 6, opts(BONUS, EIGHT), "bots"),
]

# Games in which the comparison once found a difference, each since fixed (a rule, an ordering
# of 18xx.games' steps): replayed in every run, so none comes back.
FOUND = [
    Job(549591, 6, opts(AS), "playout"),  # a marker kept clear of a home's slot on an upgrade
    Job(10174, 5, opts(ALT, AS), "playout"),  # 18xx.games' old map graph
    Job(30023, 6, opts(AS), "playout"),  # a chosen home station clears that graph
    Job(30062, 5, opts(AS), "playout"),  # the W&S closes as the game ends the round's last turn
    Job(40090, 5, opts(BONUS, AS), "playout"),  # ... and not earlier
    Job(1000032, 3, opts(BONUS), "playout"),  # ... nor while the last turn still asks
    Job(561447, 6, opts(BONUS, AS), "playout"),  # a home city before the CGR's
    Job(50113, 4, opts(AS), "playout"),  # the train step ends with the purchase as the CGR forms
    Job(50039, 6, opts(ALT, AS), "playout"),  # discards after the next dividend
    Job(60125, 4, opts(ALT, BONUS, EIGHT, AS), "playout"),  # a home reservation on the old map
    Job(80143, 6, opts(BONUS, AS), "playout"),  # closed during the formation
    Job(80181, 4, opts(BONUS, EIGHT, AS), "playout"),  # false director
    Job(695941, 4, opts(EIGHT, AS), "playout"),  # the CGR discards before the round ends
]


def test_the_gate_plays_every_policy_player_count_option_and_rule_set():
    assert len({job.seed for job in GATE + FOUND}) == len(GATE + FOUND), "each game once"
    kinds = {(job.policy, job.players, AS in job.options) for job in GATE}
    assert kinds == {(p, n, as_18xx) for p in G1856.policies for n in (3, 4, 5, 6) for as_18xx in (True, False)}
    options = {(job.policy, option, AS in job.options) for job in GATE for option in job.options}
    assert options >= {(p, o, as_18xx) for p in G1856.policies for o in OPTIONS_1856 for as_18xx in (True, False)}


@pytest.mark.skipif(missing() is not None, reason=f"differential test against 18xx.games skipped: {missing()}")
@pytest.mark.parametrize("games", ["GATE", "FOUND"])
def test_1856_games_replay_identically_in_the_18xx_games_engine(games, summary):
    judge_gate(games, globals()[games], G1856, summary("1856 against 18xx.games"))
