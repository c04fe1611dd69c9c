"""18ESP export: their steps after a combined train (6.2.1) where ours ends the set with it."""

from __future__ import annotations

from g18esp_or_table import first_round, legal, operate_until, step, trains

from pygame_rules.games.g18esp import export18xx

PHASE_5 = 3


def combining_last_in_set(combined: dict[str, str], train: str) -> tuple[object, export18xx.Exporter]:
    """FdSB operates last in the set (phase 5, the 6s next) with a 3 and a 5 (`combined`: the
    one combined already) and combines `train`, its exporter watching: ours ends the set with it."""
    g = first_round(("FdSB", 80, "Diego", 320), ("MS", 90, "Carmen", 180))
    trains(g, "FdSB", "3-0", "5-0")
    trains(g, "MS", "5-1")
    operate_until(g, "FdSB")
    s = g.state
    s.phase, s.or_count = PHASE_5, 1
    s.depot = [t for t in s.depot if t.startswith("6-")]
    s.scrapped, s.combined = ["2-5"], combined
    s.corporations["FdSB"].cash = 2000
    s.tenders = dict.fromkeys(s.tenders, 0)
    for private in s.privates.values():
        private.closed = True
    while step(g) != "trains":
        g.apply(
            next(a for a in legal(g, "dividend") if a["kind"] == "withhold")
            if legal(g, "dividend")
            else legal(g, "pass")[0]
        )
    s = g.state
    s.depot = [t for t in s.depot if t.startswith("6-")]
    combine = next(a for a in legal(g, "combine_trains") if a["train"] == train)
    exporter = export18xx.Exporter(g)
    exporter.lead_in(s, combine)
    g.apply(combine)
    return g, exporter


def test_a_combined_train_rusted_by_the_sets_export_leaves_their_combining_step_nothing_to_ask():
    """FdSB operates last in the set and combines its 3, its 5 combined already: no train is left
    to combine, so their step asks nothing more and the round ends. Ours ends the set with it,
    and the export of the first 6 rusts the 3: as the turn stood at its end that 3 was combined,
    and no pass is written (oracle seed 820042, FdLR in OR 14.3)."""
    g, exporter = combining_last_in_set({"5-0": "2-5"}, "3-0")
    s = g.state
    assert s.round == "stock" and s.phase == PHASE_5 + 1 and s.corporations["FdSB"].trains == ["5-0"]
    exporter.auto_actions(s)
    assert exporter.after_ours == []


def test_a_combined_train_rusted_by_the_sets_export_stays_combined_as_the_turn_ended():
    """FdSB operates last in the set, its 3 combined already, and combines its 5: nothing is left
    to combine, and the round ends. Ours ends the set with it, and the export of the first 6
    rusts the 3: as the turn stood at its end that 3 was still combined, so their step asks
    nothing more and no pass is written (oracle seed 840067, CFEA in OR 11.3)."""
    g, exporter = combining_last_in_set({"3-0": "2-5"}, "5-0")
    s = g.state
    assert s.round == "stock" and s.phase == PHASE_5 + 1 and s.corporations["FdSB"].trains == ["5-0"]
    assert s.combined == {"5-0": "2-5"}
    exporter.auto_actions(s)
    assert exporter.after_ours == []
