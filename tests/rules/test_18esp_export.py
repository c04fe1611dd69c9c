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

from g18esp_exporting import exported
from g18esp_or_table import (
    build,
    first_round,
    legal,
    operating,
    step,
    trains,
)
from g18esp_recorded import needs_fixture, replay
from g18esp_table import owing_alone, repay

import pygame_rules
from pygame_rules.api import Game
from pygame_rules.games.g18esp import export18xx
from pygame_rules.games.g18esp.deviations import DEVIATIONS
from pygame_rules.games.g18esp.export18xx import export_game
from pygame_rules.games.g18esp.import18xx import import_game
from pygame_rules.games.g18esp.rules import TITLE
from pygame_rules.legal import is_range

RULES = Path(pygame_rules.__file__).resolve().parent  # the sources, in Pyodide too (the installed wheel)


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
            noted |= set(re.findall(r'note(?:d|_deviation)\("(\w+)"\)', path.read_text()))
    assert noted and noted <= set(DEVIATIONS)


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
    exporter.lead_in(s, {"type": "pass", "player": s.players[0]})
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
    exporter.lead_in(s, {"type": "repay_loan", "player": "Almira", "amount": 100})
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
    exporter.lead_in(s, {"type": "pass", "player": s.players[0]})
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
    exporter.lead_in(s, buy)
    g.apply(buy)
    s = g.state
    assert s.or_number == 2 and s.privates["P4"].owner == "FdSB" and s.corporations["FdSB"].cash == 20
    exporter.auto_actions(s)
    assert exporter.after_ours == []
