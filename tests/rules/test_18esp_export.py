"""Export of 18ESP games as 18xx.games exports: their format and ids (title "18ESP", their
optional rule `core`, the players in the seats the order cards dealt, certificates
"<corporation>_<n>", start prices "price,0,column", a loan repaid as their payoff_player_debt),
the known deviations named in the description, and back again: their recorded game, imported
as far as 18ESP plays here, exports to its own effective actions and imports to the same game.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from g18esp_or_table import (
    act,
    build,
    first_round,
    floated,
    legal,
    operate,
    operate_until,
    operating,
    step,
    to_step,
    trains,
)
from g18esp_recorded import needs_fixture, replay
from g18esp_table import new_game, owing_alone, repay, stock_round

import pygame_rules
from pygame_rules.api import Game
from pygame_rules.games.g18esp import board, export18xx
from pygame_rules.games.g18esp.export18xx import export_game
from pygame_rules.games.g18esp.import18xx import import_game
from pygame_rules.games.g18esp.rules import TITLE
from pygame_rules.legal import is_range

RULES = Path(pygame_rules.__file__).resolve().parent  # the sources, in Pyodide too (the installed wheel)


def exported(g, action: dict) -> export18xx.Exporter:
    """The action applied with an exporter watching it (its `auto_actions`, `after_ours`)."""
    exporter = export18xx.Exporter(g)
    exporter.before, exporter.action = export18xx.moment(g.state), action
    g.apply(action)
    return exporter


def played(seed: int, players: int = 4, **options) -> Game:
    """A game played at random, as far as it goes (the first operating round's door so far):
    bids at the least bid, a start price or a share bought more often than not, never ended by
    hand."""
    g = Game(TITLE, [f"Player {i + 1}" for i in range(players)], seed, options)
    rnd = random.Random(seed)
    while g.active_players and len(g.actions) < 400:
        legal = [a for a in g.legal_actions() if a["type"] != "end_game"]
        moves = [a for a in legal if a["type"] != "pass"]
        action = rnd.choice(moves if moves and rnd.random() < 0.7 else legal)
        g.apply({k: v["min"] if is_range(v) else v for k, v in action.items()})
    return g


def test_an_export_is_their_format_with_their_ids_and_the_seats_as_dealt():
    g = played(3, 5, core=True)
    export = export_game(g)
    assert export["title"] == "18ESP" and export["settings"] == {"seed": 3, "optional_rules": ["core"]}
    seats = g.title.setup(g.players, g.seed, g.options).players  # the order cards (2.1)
    assert seats != g.players and export["players"] == [{"id": p, "name": p} for p in seats]
    actions = export["actions"]
    assert [a["id"] for a in actions] == list(range(1, len(actions) + 1))
    assert {"bid", "pass", "par"} <= {a["type"] for a in actions}
    for a in actions:
        if a["type"] == "par":  # "price,row,column" on the one-row market: 70 is its fifth cell
            price, row, col = (int(x) for x in a["share_price"].split(","))
            assert row == 0 and col == price // 5 - 10
        if a["type"] == "buy_shares":
            corp, n = a["shares"][0].rsplit("_", 1)
            assert corp in g.state.corporations and int(n) >= 1 and a["percent"] == 10
    assert export_game(played(3, 5))["settings"]["optional_rules"] == []


def test_a_game_played_here_imports_back_to_the_same_game():
    for seed in (1, 2):
        g = played(seed, 3 + seed, as_18xx_games=True)
        again = import_game(json.loads(json.dumps(export_game(g))))
        assert again.state.players == g.state.players
        assert again.view()["players"] == g.view()["players"]
        assert again.view()["corporations"] == g.view()["corporations"]
        assert again.actions == g.actions


def test_a_loan_repaid_is_their_payoff_player_debt():
    exporter = export18xx.Exporter(played(4))
    s = exporter.state
    s.loans[s.players[0]] = 40
    repay = {"type": "repay_loan", "player": s.players[0], "amount": 40}
    assert exporter.translate(s, repay) == {
        "type": "payoff_player_debt",
        "entity": s.players[0],
        "entity_type": "player",
    }


def test_every_deviation_18esp_may_note_is_named_in_the_export():
    noted = set()
    for package in ("games/g18esp", "core18xx"):
        for path in (RULES / package).glob("*.py"):
            noted |= set(re.findall(r'differs\("(\w+)"\)', path.read_text()))
    assert noted and noted <= set(export18xx.DEVIATIONS)


def test_the_description_names_the_first_move_where_18xx_games_plays_differently():
    exporter = export18xx.Exporter(played(5))
    exporter.deviations = [(12, "partial_repayment"), (30, "director_tie")]
    text = exporter.description()
    assert "From move 12 on, 18xx.games plays this game differently (a player repays part of his loan" in text


@needs_fixture
def test_the_recorded_game_exports_to_its_own_actions_and_imports_again():
    r = replay()
    game = r.importer.game
    export = export_game(game)
    # their effective actions, each with the follow-ups their engine recorded (a program's
    # purchases), without the programs themselves: one of ours each
    theirs = [x for a in r.played for x in (a, *(a.get("auto_actions") or [])) if not x["type"].startswith("program_")]
    ours = [x for a in export["actions"] for x in (a, *(a.get("auto_actions") or []))]
    names = r.importer.names
    assert len(ours) == len(theirs)
    for a, b in zip(theirs, ours):
        assert a["type"] == b["type"], (a, b)
        if a["type"] != "end_game":  # ours: the player whose turn it is ends it
            assert names.get(str(a["entity"]), a["entity"]) == b["entity"], (a, b)
        for key in ("company", "price", "corporation", "share_price", "percent", "shares", "hex", "rotation", "kind"):
            assert a.get(key) == b.get(key), (key, a, b)
        if a["type"] == "lay_tile":  # any free copy of the tile: theirs takes returned copies last
            assert a["tile"].rsplit("-", 1)[0] == b["tile"].rsplit("-", 1)[0], (a, b)
        if a["type"] == "combined_trains":  # their recorded games name one recycled card for several (D9)
            assert a["additional_train"].split("-")[0] == b["additional_train"].split("-")[0], (a, b)
    assert export["players"] == [{"id": n, "name": n} for n in names.values()]
    again = import_game(json.loads(json.dumps(export)))
    assert again.actions == game.actions
    assert again.view()["players"] == game.view()["players"]


def test_mz_home_station_is_written_in_slot_0_whichever_slot_it_takes():
    """Their engine records MZ's home station as its own place_token naming slot 0 always: it
    clears the city's reservations and takes the first free slot whatever the action says. Here
    MZ's marker is stacked beside the MZA's (slot 1) and still written as slot 0."""
    exporter = export18xx.Exporter(played(4, core=True))
    s = exporter.state
    assert {"MZ", "MZA"} <= set(s.corporations)
    exporter.before, exporter.action = export18xx.moment(s), {"type": "pass", "player": s.players[0]}
    s.board.tokens["F24-c2"] = ["MZA", "MZ"]
    s.corporations["MZ"].home_placed = True
    placed = [a for a in exporter.auto_actions(s) if a["type"] == "place_token"]
    assert [(a["entity"], a["slot"]) for a in placed] == [("MZ", 0)]


def test_a_repayment_ending_the_turn_is_followed_by_their_pass_though_the_turn_comes_round_again():
    """Ours ends Almira's turn after her repayment (sales come first, nothing to buy); theirs lets
    her sell still, so she passes there. The others have nothing to do and pass by themselves,
    so the turn is hers again at once: their pass is written all the same."""
    g = owing_alone()
    s = g.state
    exporter = export18xx.Exporter(g)
    exporter.before, exporter.action = export18xx.moment(s), {"type": "repay_loan", "player": "Almira", "amount": 100}
    repay(g, "Almira", 100)
    s = g.state
    assert s.cash["Almira"] == 0 and g.active_players == ["Almira"] and not s.stock_turn.actions
    exporter.auto_actions(s)
    assert exporter.after_ours == [{"type": "pass", "entity": "Almira", "entity_type": "player"}]


def test_a_corporation_operating_last_and_then_first_gets_their_takeover_pass_between_its_turns():
    """FdSB alone operates last in OR 1.1 and first in OR 1.2. Its track pass ends our turn (no run,
    train limit reached, nothing it can buy) and begins the next one; their Acquire step still
    passes by itself (recorded with the pass) before the new turn, as it does before another
    corporation's (oracle seeds 810017, 810021, 810024)."""
    g = first_round(("FdSB", 80, "Diego", 320))
    s = g.state
    s.or_count, s.corporations["FdSB"].cash = 2, 0
    trains(g, "FdSB", "2-1", "2-2", "2-3", "2-4")
    exporter = exported(g, legal(g, "pass")[0])
    s = g.state
    assert (s.or_number, operating(g), step(g)) == (2, "FdSB", "track")
    assert exporter.auto_actions(s) == [{"type": "pass", "entity": "FdSB", "entity_type": "corporation"}]
    assert exporter.after_ours == []


def test_a_destination_reached_at_a_turn_s_start_follows_the_home_station_their_engine_asks_for():
    """Their destination check comes before their home station step: it sees no station of a
    corporation still to place its home station, and finds the destination once that is placed.
    Ours places CFEA's home station by itself (one city of Oviedo left) and reaches the destination
    at the turn's start: the destination is written as the auto action of their place_token
    (oracle seed 810004, OR 8.1), not before it."""
    g = first_round(("FdSB", 80, "Diego", 320))
    s = g.state
    build(g, "FdSB", ("D6", {0, 1}))  # Oviedo with track: their engine asks for the city
    exporter = export18xx.Exporter(g)
    exporter.before, exporter.action = export18xx.moment(s), {"type": "pass", "player": s.players[0]}
    s.board.tokens["D6-c1"] = ["CFEA"]
    s.corporations["CFEA"].home_placed = True
    s.corporations["CFEA"].reached.append("destination")
    assert exporter.auto_actions(s) == []
    reached = {
        "type": "destination_connection",
        "entity": "CFEA",
        "entity_type": "corporation",
        "corporations": ["CFEA"],
    }
    assert [(a["type"], a["entity"], a["auto_actions"]) for a in exporter.after_ours] == [
        ("place_token", "CFEA", [reached])
    ]


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


def test_their_last_step_is_judged_without_the_next_rounds_private_income():
    """FdSB, alone, spends its last peseta on P4 in its last step; ours ends the round and pays
    P4's 20 at the next one's start. Their last step ended with nothing left to pay with: no pass
    (oracle seeds 810006 and 810016)."""
    g = first_round(("FdSB", 80, "Diego", 320))
    s = g.state
    s.or_count, s.phase = 2, 1  # phase 3: two operating rounds
    trains(g, "FdSB", "2-1")
    while step(g) != "privates":
        g.apply(legal(g, "dividend")[0] if legal(g, "dividend") else legal(g, "pass")[0])
    s = g.state
    s.corporations["FdSB"].cash = 5
    buy = next(a for a in legal(g, "buy_private") if a["private"] == "P4")
    buy = {**buy, "price": 5}
    exporter = export18xx.Exporter(g)
    exporter.before, exporter.action = export18xx.moment(s), buy
    g.apply(buy)
    s = g.state
    assert s.or_number == 2 and s.privates["P4"].owner == "FdSB" and s.corporations["FdSB"].cash == 20
    exporter.auto_actions(s)
    assert exporter.after_ours == []


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


def test_a_lay_that_lifts_markers_ends_their_track_step_only_after_they_are_placed():
    """CFLG (its mine tile laid; 20 left after D6's river: no more to lay, no station marker it can
    pay, no private for sale) lays the first tile on Oviedo, lifting CFEA's and its own markers
    (5.3.4). Their track step has nothing more to ask, but both engines ask first where the
    markers go: the lay writes no pass, and the last placement ends their track step, their
    Acquire step passing with it (oracle seed 840034)."""
    g = first_round(("CFLG", 90, "Bruno", 30))
    s = g.state
    s.board.tokens["D6-c0"], s.board.tokens["D6-c1"] = ["CFEA"], ["CFLG"]
    s.corporations["CFEA"].home_placed = True
    s.corporations["CFLG"].laid_tile = True  # its first tile is down: D6 is open to it
    s.board.changed()
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
        exporter.before, exporter.action = export18xx.moment(g.state), action
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
