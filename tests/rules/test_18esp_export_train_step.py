"""18ESP export: where their train and last steps ask though ours offers nothing, judged at the end of the
turn that ended the set (the trains the export rusted counted as they stood)."""

from __future__ import annotations

from g18esp_exporting import exported
from g18esp_or_table import advance, first_round, legal, operate_until, operating, step, to_step, trains

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


def test_their_train_step_asks_at_the_end_of_the_set_where_ours_had_nothing_to_buy():
    """FdSB operates last in the set (phase 2: one operating round) with 50 and a train, no
    private for sale: ours offers no train (the bank's costs 100, no trading before phase 3), so
    its pass in the track step ends the set. Their train step still asks (another corporation's
    train counted at 1): their pass is written (oracle seed 810008, ZP in OR 3.1)."""
    g = first_round(("FdSB", 80, "Diego", 320), ("MS", 90, "Carmen", 180))
    trains(g, "FdSB", "2-1")
    trains(g, "MS", "2-2")
    operate_until(g, "FdSB")
    while step(g) != "track":
        g.apply(legal(g, "pass")[0])
    s = g.state
    s.corporations["FdSB"].cash = 50
    for private in s.privates.values():
        private.closed = True
    exporter = exported(g, legal(g, "pass")[0])
    s = g.state
    assert s.round == "stock" and s.corporations["FdSB"].cash == 50
    assert exporter.auto_actions(s) == [{"type": "pass", "entity": "FdSB", "entity_type": "corporation"}]
    assert exporter.after_ours == [{"type": "pass", "entity": "FdSB", "entity_type": "corporation"}]


def test_their_train_step_at_the_end_of_the_set_counts_the_trains_the_export_rusted():
    """FdSB at its limit of four (phase 3) ends the set with its track pass; the export of the
    first 4 rusts the 2s, which leaves it room, but at the end of its turn it had none: their
    train step did not ask, and no pass is written (oracle seed 810016, FdLR in OR 10.2)."""
    g = first_round(("FdSB", 80, "Diego", 320), ("MS", 90, "Carmen", 180))
    trains(g, "FdSB", "2-1", "2-2", "3-0", "3-1")
    trains(g, "MS", "3-2")
    operate_until(g, "FdSB")
    while step(g) != "track":
        g.apply(legal(g, "pass")[0])
    s = g.state
    s.phase, s.or_count = 1, 1  # phase 3, its set's last operating round
    s.depot = [t for t in s.depot if not t.startswith(("2-", "3-"))]  # the 4s next
    s.corporations["FdSB"].cash = 50
    for private in s.privates.values():
        private.closed = True
    exporter = exported(g, legal(g, "pass")[0])
    s = g.state
    assert s.round == "stock" and s.phase == 2 and s.corporations["FdSB"].trains == ["3-0", "3-1"]
    exporter.auto_actions(s)
    assert exporter.after_ours == [] and s.corporations["FdSB"].trains == ["3-0", "3-1"]


def test_a_train_bought_from_another_and_rusted_by_the_set_s_export_counts_for_the_buyer():
    """CM, a minor (phase 3: a limit of two), buys MS's 2 for 6 as the set's last act: it is at
    its limit, so their train step ends by itself. Ours ends the set, whose export of the first 4
    rusts the 2s: their step is judged with the 2 in CM's hands, not MS's, and no pass is written
    (oracle seed 840067, CA in OR 6.2)."""
    g = first_round(("MS", 90, "Diego", 180), ("CM", 80, "Diego", 300))  # (no offer to accept)
    trains(g, "CM", "3-2")
    trains(g, "MS", "2-2")
    s = g.state
    s.corporations["CM"].tender = True  # (none to buy in the last step)
    s.phase, s.or_count = 1, 1  # phase 3, its set's last operating round
    s.depot = [t for t in s.depot if not t.startswith(("2-", "3-"))]  # the 4s next
    for private in s.privates.values():
        private.closed = True
    operate_until(g, "CM")
    to_step(g, "trains")
    buy = next(a for a in legal(g, "buy_train") if a["train"] == "2-2")
    exporter = exported(g, {**buy, "price": 6})
    s = g.state
    assert s.round == "stock" and s.phase == 2 and s.corporations["CM"].trains == ["3-2"]
    assert s.corporations["MS"].cash == 180 + 6
    exporter.auto_actions(s)
    assert exporter.after_ours == []


def test_their_last_step_is_judged_before_the_set_s_export_closes_the_minors_and_privates():
    """MS, a minor with 100 and no train, operates last in the set at phase 4, P5 bought by a
    corporation: 18xx.games still counts one tender on P5 (its `transfer_tenders_to_bank` leaves
    one there), so its last step asks MS, which has no tender, to buy one. MS buys FdSB's 4 for
    10, which fills its limit; ours offers nothing more and the set ends, and its export of the
    first 5 closes the privates and the minors, MS's treasury going to the bank. Their step is
    judged at the end of MS's turn, before that: their pass is written (oracle seed 940148, CSE
    in OR 9.2)."""
    g = first_round(("FdSB", 90, "Carmen", 320), ("MS", 70, "Carmen", 100))  # (no offer to accept)
    trains(g, "FdSB", "4-1", "4-2")
    s = g.state
    s.phase, s.or_count = PHASE_4, 1
    s.depot = [t for t in s.depot if t.startswith("5-")]
    for pid, private in s.privates.items():
        private.closed = True
        if pid == "P5":
            private.owner, private.corp_owned = "FdSB", True
    s.tenders = {"P5": 0, "market": 0}
    operate_until(g, "MS")
    to_step(g, "trains")
    buy = next(a for a in legal(g, "buy_train") if a["train"] == "4-2")
    exporter = exported(g, {**buy, "price": 10})
    s = g.state
    assert s.round == "stock" and s.phase == 3 and s.corporations["MS"].closed
    assert s.corporations["MS"].cash == 0 and s.corporations["FdSB"].cash == 320 + 10
    exporter.auto_actions(s)
    assert exporter.after_ours == [{"type": "pass", "entity": "MS", "entity_type": "corporation"}]
