"""18ESP export: where their train step asks though ours offers nothing."""

from __future__ import annotations

from g18esp_or_table import advance, first_round, legal, operating, step, trains

from pygame_rules.games.g18esp import turn18xx

PHASE_4 = 2


def test_their_train_step_counts_the_trains_the_minors_took_out_of_the_game_at_phase_5():
    """The first 5 closes the minors, and their trains leave the game with them (5.6, 7). 18xx.games
    keeps them with the closed minor and offers them at 1, so with 10 left and no other train
    owned, its train step still asks for a pass (oracle seed 820013, FdSB in OR 12.1)."""
    g = first_round(("FdSB", 80, "Diego", 900), ("MS", 90, "Carmen", 180))
    trains(g, "MS", "4-1")
    s = g.state
    s.phase = PHASE_4
    s.depot = [t for t in s.depot if t.startswith("5-")]
    while operating(g) != "FdSB" or step(g) != "trains":
        advance(g)
    g.apply(next(a for a in legal(g, "buy_train") if a["train"] == "5-0"))
    s = g.state
    fdsb = s.corporations["FdSB"]
    assert s.corporations["MS"].closed and s.minor_trains == ["4-1"] and fdsb.trains == ["5-0"]
    fdsb.cash = 10
    assert turn18xx.buying_asks(s, fdsb)
    s.phase = 5  # the 8s: the 4s have rusted, with the closed minor too
    assert not turn18xx.buying_asks(s, fdsb)
