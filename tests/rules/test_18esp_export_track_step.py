"""18ESP export: where their track step asks though ours offers nothing more, or ends though ours
still waits for a pass (their pass written, or left out)."""

from __future__ import annotations

from g18esp_exporting import exported
from g18esp_or_table import act, build, first_round, floated, legal, markers_on_oviedo, operate, operating, step, trains
from g18esp_table import new_game, stock_round

from pygame_rules.games.g18esp import board, export18xx


def test_a_lay_that_lifts_markers_ends_their_track_step_only_after_they_are_placed():
    """CFLG (its mine tile laid; 20 left after D6's river: no more to lay, no station marker it can
    pay, no private for sale) lays the first tile on Oviedo, lifting CFEA's and its own markers
    (5.3.4). Their track step has nothing more to ask, but both engines ask first where the
    markers go: the lay writes no pass, and the last placement ends their track step, their
    Acquire step passing with it (oracle seed 840034)."""
    g = markers_on_oviedo(30)
    s = g.state
    for private in s.privates.values():
        private.closed = True
    s.operating.mine_laid = True
    lay = next(a for a in legal(g, "lay_tile") if (a["hex"], a["tile"], a["rotation"]) == ("D6", "L133", 2))
    exporter = exported(g, lay)
    assert g.state.pending_tokens == [("CFEA", "D6"), ("CFLG", "D6")]
    assert exporter.auto_actions(g.state) == [] and exporter.after_ours == []
    exporter = exported(g, legal(g, "place_token")[0])
    assert exporter.auto_actions(g.state) == [] and exporter.after_ours == []
    exporter = exported(g, legal(g, "place_token")[0])
    s = g.state
    assert not s.pending_tokens and s.corporations["CFLG"].cash == 20 and step(g) == "trains"
    assert exporter.auto_actions(s) == [{"type": "pass", "entity": "CFLG", "entity_type": "corporation"}]


def test_a_private_bought_in_the_track_step_ends_theirs_with_the_seller_s_answer():
    """FdSB (phase 3, its mine tile laid, P1 closed) lays its first tile on to Bilbao and offers
    80 for Bruno's P6 with 90: once Bruno accepts, 10 is left, too little for a second tile or a
    station marker. Their track step ends with his answer, and their Acquire step's pass is its
    auto action; ours waits for Diego's pass (oracle seed 860005 crashed there, playing that pass
    as the one who answered)."""
    g = first_round(("FdSB", 80, "Diego", 10))
    g.state.phase = 1
    g.state.privates["P1"].closed = True
    g.state.operating.mine_laid = True
    act(g, "lay_tile", hex="J4", tile="73", rotation=5)
    assert g.state.corporations["FdSB"].cash == 10 + 80  # its destination reached (6.1)
    g.apply({**next(a for a in legal(g, "buy_private") if a["private"] == "P6"), "price": 80})
    exporter = exported(g, legal(g, "accept_offer")[0])
    s = g.state
    assert s.privates["P6"].owner == "FdSB" and s.corporations["FdSB"].cash == 10 and step(g) == "track"
    assert exporter.auto_actions(s) == [{"type": "pass", "entity": "FdSB", "entity_type": "corporation"}]
    assert exporter.after_ours == [] and g.active_players == ["Diego"]


def test_their_track_step_ended_by_a_lay_is_written_with_the_lay_though_a_private_is_bought_before_our_pass():
    """ZPB (phase 3: two tile lays; 15 in its treasury, P1 closed) lays its first tile: no second lay
    (it costs 20), no station marker it can pay, no pass to open. Their track step ends by itself
    with the lay, and their Acquire step passes at once: that pass is the lay's auto action. Ours
    waits for the pass, and ZPB buys P4 first: its pass, when it comes, writes nothing more (oracle
    seeds 820016, 820049, 820007)."""
    g = first_round(("ZPB", 80, "Diego", 320))
    s = g.state
    s.phase, s.corporations["ZPB"].cash, s.privates["P1"].closed = 1, 15, True
    exporter = export18xx.Exporter(g)

    def after(action: dict) -> list[dict]:
        exporter.lead_in(g.state, action)
        g.apply(action)
        return exporter.auto_actions(g.state)

    lay = next(a for a in legal(g, "lay_tile") if a["hex"] == "L20")
    assert after(lay) == [{"type": "pass", "entity": "ZPB", "entity_type": "corporation"}]
    assert exporter.after_ours == []
    assert (operating(g), step(g), g.state.corporations["ZPB"].cash) == ("ZPB", "track", 15)
    buy = {**next(a for a in legal(g, "buy_private") if a["private"] == "P4"), "price": 5}
    assert after(buy) == []
    assert g.state.privates["P4"].owner == "ZPB" and g.state.corporations["ZPB"].cash == 10
    assert after(legal(g, "pass")[0]) == [] and exporter.after_ours == []
    assert step(g) != "track"


def test_their_track_step_asks_at_the_round_s_end_for_a_pass_ours_cannot_pay():
    """FdLR (phase 3, 50 in its treasury, a 2-train and no route, no private for sale) reaches
    Alar del Rey, closed; its mine tile laid, it upgrades a tile, then lays its second, to the
    first Basque pass: no lay left, and it cannot pay for either pass, a station marker or a
    train, so ours ends the operating round with the lay. Their track step still asks (a pass to
    open, whatever it costs): their pass of it is written after the lay, and their Acquire step's
    pass follows it (oracle seed 840007, CFEA in OR 7.2)."""
    g = stock_round(new_game(), "Carmen", number=1)
    g.state.phase = 1  # phase 3: passes open
    floated(g, "FdLR", 70, "Carmen", 50)
    for private in g.state.privates.values():
        private.closed = True
    operate(g)
    trains(g, "FdLR", "2-1")
    build(g, "FdLR", ("H8", {0, 5}), ("H10", {0, 3}), ("I9", {2, 4}))
    g.state.operating.mine_laid = True  # its mine tile laid this turn already
    g.apply(legal(g, "lay_tile")[0])
    assert [a["hex"] for a in legal(g, "lay_tile")] == ["J8"] * 4 and not legal(g, "open_pass")
    exporter = exported(g, legal(g, "lay_tile")[0])
    s = g.state
    assert (s.round, s.or_number) == ("operating", 2) and s.corporations["FdLR"].cash < 60  # the next round
    assert board.openable_passes(s.board, "FdLR") == ["H12", "J10"]
    passing = {"type": "pass", "entity": "FdLR", "entity_type": "corporation"}
    assert exporter.auto_actions(s) == []
    assert exporter.after_ours == [{**passing, "auto_actions": [passing]}]


def test_their_track_step_ends_at_a_lay_reaching_the_destination_before_its_capital_comes_in():
    """FdSB (phase 3, its station marker placed, nothing in its treasury) lays its first tile on
    to Bilbao, its destination. Their track step ends at the lay, with no second tile (20) it could
    pay for; the destination's 80 come in after it, as an auto action (D39; oracle seed 880008).
    Ours, by the book, still offers the second tile: its pass writes nothing more."""
    g = first_round(("FdSB", 80, "Diego", 0))
    g.state.phase, g.state.operating.token_placed = 1, True
    exporter = export18xx.Exporter(g)

    def after(action: dict) -> list[dict]:
        exporter.lead_in(g.state, action)
        g.apply(action)
        return exporter.auto_actions(g.state)

    lay = next(a for a in legal(g, "lay_tile") if (a["hex"], a["tile"], a["rotation"]) == ("J4", "73", 5))
    reached = {"type": "destination_connection", "entity": "FdSB", "entity_type": "corporation"}
    passing = {"type": "pass", "entity": "FdSB", "entity_type": "corporation"}  # (their Acquire step)
    assert after(lay) == [{**reached, "corporations": ["FdSB"]}, passing] and exporter.after_ours == []
    s = g.state
    assert s.corporations["FdSB"].cash == 80 and step(g) == "track" and legal(g, "lay_tile")
    assert after(legal(g, "pass")[0]) == [] and exporter.after_ours == [] and step(g) != "track"


def test_p4_s_pass_leaves_their_track_step_asking_for_the_turn_s_own_pass():
    """As 18xx.games plays, FdLR (phase 3, 20 in its treasury, its tiles used, a 2-train and no
    route) opens Alar del Rey with P4: on 18xx.games that is not the turn's pass (D20), so their
    track step still asks while the first Basque pass is closed and reached, whatever it costs.
    Ours, with nothing it can pay, ends the round with P4's pass: their track pass is written
    (oracle seed 910033, CFLG in OR 8.1)."""
    g = stock_round(new_game(as_18xx_games=True), "Carmen", number=1)
    g.state.phase = 1  # phase 3: passes open
    floated(g, "FdLR", 70, "Carmen", 0)
    for private in g.state.privates.values():
        private.closed = True
    p4 = g.state.privates["P4"]
    p4.owner, p4.corp_owned, p4.closed = "FdLR", True, False
    operate(g)
    trains(g, "FdLR", "2-1")
    build(g, "FdLR", ("H8", {0, 5}), ("H10", {0, 3}), ("I9", {2, 4}), ("J8", {0, 1}))
    g.state.operating.tile_hexes, g.state.operating.mine_laid = ["H8", "H10"], True
    exporter = exported(g, next(a for a in legal(g, "open_pass") if a.get("private") == "P4"))
    s = g.state
    assert (s.round, s.or_number) != ("operating", 1) and s.corporations["FdLR"].cash == 20  # P4's income
    assert board.openable_passes(s.board, "FdLR") == ["J10"]
    passing = {"type": "pass", "entity": "FdLR", "entity_type": "corporation"}
    assert exporter.auto_actions(s) == []
    assert exporter.after_ours == [{**passing, "auto_actions": [passing]}]
