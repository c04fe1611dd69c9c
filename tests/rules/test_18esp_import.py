"""Import of 18xx.games' 18ESP games: their recorded game (../shared/fixtures/18xx/18ESP) replayed
here with their seats, seed and set-up, their actions one to one (bids, passes, start prices,
shares bought, the follow-ups of their buying programs), certificates numbered as their engine
numbers them (P6's share, P7's director's certificate, a minor's one certificate), and after
every action the same money as their engine's trace: every player's and corporation's cash,
every price and the bank; at each round's start the same seats, shares, privates and debts.
Where the two engines still part ways (KNOWN), the rest of the game is skipped with the action
and the reason. A move that does not fit is refused with its number and our reason.
"""

from __future__ import annotations

import copy

import pytest
from g18esp_or_table import build, first_round, floated, legal, markers_on_oviedo, operate, operating, step, trains
from g18esp_recorded import (
    Replay,
    checkpoints,
    export,
    holdings,
    lines,
    money,
    needs_fixture,
    replay,
    seats_at,
    their_holdings,
    their_money,
)
from g18esp_table import new_game, owing_alone, stock_round

import pygame_rules as pr
from pygame_rules.core18xx.import18xx import effective_actions
from pygame_rules.errors import IncompatibleSave
from pygame_rules.games.g18esp import export18xx
from pygame_rules.games.g18esp.export18xx import export_game
from pygame_rules.games.g18esp.import18xx import Importer, import_game
from pygame_rules.messages import LANGUAGES, render

# Where the recorded game and ours part ways, each a difference of the engines reported to the
# part of 18ESP it belongs to: the comparison stops at the first of them (their action id) and
# says why; any other difference fails.
FIRST_STOCK_ROUND_ENDS = 91
KNOWN: dict[int, str] = {}


@needs_fixture
def test_the_recorded_game_has_their_money_after_every_action_as_far_as_18esp_plays_it_alike():
    trace = {line["id"]: line for line in lines("trace.jsonl")}
    points = checkpoints()
    rounds = {p["after_action_id"]: p for p in points if "after_action_id" in p}
    seen = []  # after each action: ours in their terms

    def look(r: Replay, a: dict) -> None:
        ours = money(r)
        turn = r.importer.state.operating
        if a["type"] == "run_routes" and turn is not None and turn.step == "dividend" and turn.subsidy:
            # the mines' and harbours' money: ours pays it with the run, theirs with the revenue
            ours["corps_cash"][turn.corporation] -= turn.subsidy
            ours["corps_cash"] = {cid: cash for cid, cash in ours["corps_cash"].items() if cash}
            ours["bank"] += turn.subsidy
        seats = [r.ids[p] for p in r.importer.state.players]
        seen.append((a, ours, seats, holdings(r) if a["id"] in rounds else None))

    r = replay(each=look)
    assert len(seen) == len(r.played) and len(seen) >= 91  # the auction and the first stock round
    parted = None  # (their action, what differs)
    for i, (a, ours, seats, held_now) in enumerate(seen):
        if i + 1 < len(seen) and not r.moved[i + 1]:
            continue  # ours did their next action by itself: compared after it
        theirs = their_money(trace[a["id"]], seats_at(points, a["id"]))
        problems = [f"{k}: ours {ours[k]}, theirs {theirs[k]}" for k in ours if ours[k] != theirs[k]]
        if a["id"] in rounds and seats != seats_at(points, a["id"]):
            problems.append(f"seats: ours {seats}, theirs {seats_at(points, a['id'])}")
        if a["id"] in rounds and held_now != their_holdings(rounds[a["id"]]):
            problems.append(f"holdings: ours {held_now}, theirs {their_holdings(rounds[a['id']])}")
        if problems:
            parted = (a, "; ".join(problems))
            break
    if parted is None and r.stop is not None:
        parted = (r.stop, render("en", r.why.message.key, r.why.message.args))
    if parted is None:
        return
    a, what = parted
    total = len(effective_actions(export()["actions"]))
    assert a["id"] in KNOWN, f"the recorded game parts ways at action {a['id']} of {total} ({a['type']}): {what}"
    pytest.skip(f"18ESP replays 18xx.games' recorded game alike up to action {a['id']} of {total}: {KNOWN[a['id']]}")


@needs_fixture
def test_an_imported_game_keeps_their_seats_seed_and_draw_and_plays_as_18xx_games():
    importer = Importer(export())
    s = importer.state
    assert s.players == ["Player 1", "Player 2", "Player 3", "Player 4"]  # their seats, not dealt
    assert importer.game.seed == 717663806
    assert importer.game.options == {"core": False, "as_18xx_games": True, "seated": True, "recorded_moves": 1088}
    game = importer.run()  # their moves are trusted as their replay trusts them, ours checked after
    assert game.options["recorded_moves"] == game.state.options["recorded_moves"] == len(game.actions) < 1088
    # their log: "Removing SFVA, CFEA, ZPB, N, MCP, AC, CM, MS", "Removing Ferrocarril Vasco-Navarro",
    # "Ferrocarril de Carreño comes with the president's share of FdLR"
    assert s.removed == ["SFVA", "CFEA", "ZPB", "N", "MCP", "AC", "CM", "MS"]
    assert (s.p6_share, s.p7) == ("CRB", "FdLR")


@needs_fixture
def test_the_follow_ups_of_their_buying_programs_are_our_actions_and_the_programs_are_not():
    r = replay([a for a in export()["actions"] if a["id"] <= FIRST_STOCK_ROUND_ENDS])
    theirs = r.played
    programs = sum(a["type"].startswith("program_") for a in theirs)
    follow_ups = sum(not x["type"].startswith("program_") for a in theirs for x in a.get("auto_actions") or [])
    assert programs and follow_ups  # FdSB's share bought by Player 1's program after action 85
    assert len(r.importer.game.actions) == len(theirs) - programs + follow_ups


def with_action(n: int, **changes) -> list[dict]:
    """Their actions up to action n, the last one changed."""
    actions = [copy.deepcopy(a) for a in export()["actions"] if a["id"] <= n]
    actions[-1].update(changes)
    return actions


def refusal(actions: list[dict]) -> IncompatibleSave:
    original = export()
    original["actions"] = actions
    with pytest.raises(IncompatibleSave) as e:
        import_game(original)
    for language in LANGUAGES:  # said as a message, in every language
        assert "{" not in render(language, e.value.message.key, e.value.message.args)
    return e.value


@needs_fixture
def test_a_bid_below_the_least_bid_is_refused_with_the_move_and_our_reason():
    e = refusal(with_action(2, price=21))  # the first bid was 20: the next is 25 at least
    assert e.message.key == "import.does_not_replay" and e.message.args["action"] == "2"
    assert render("en", e.message.key, e.message.args).startswith("Action 2 (bid) does not replay:")


@needs_fixture
def test_certificates_are_followed_as_their_engine_numbers_them():
    # P7 brought FdLR's director's certificate FdLR_0, P6 CRB's first share CRB_1 (3.1): neither
    # is for sale after the auction; FdLR's next share is FdLR_1
    for share in ("FdLR_0", "CRB_1"):
        e = refusal(with_action(75, shares=[share]))
        assert e.message.key == "import.share_not_for_sale" and e.message.args["share"] == share
    game = import_game({**export(), "actions": with_action(75)})
    assert game.state.corporations["FdLR"].shares.units_of("Player 3") == 3


@needs_fixture
def test_a_loan_repaid_where_nobody_owes_anything_is_refused():
    e = refusal(with_action(75, type="payoff_player_debt", shares=None))
    assert e.message.key == "import.does_not_replay" and e.message.args["type"] == "payoff_player_debt"


@needs_fixture
def test_an_action_18esp_does_not_know_or_an_unknown_optional_rule_is_refused():
    assert refusal(with_action(75, type="take_loan", corporation="MZ")).message.key == "import.cannot_import"
    original = export()
    original["settings"] = {**original["settings"], "optional_rules": ["no_such_rule"]}
    with pytest.raises(IncompatibleSave) as e:
        import_game(original)
    assert e.value.message.key == "import.setup"


@pytest.mark.parametrize("rounds", [1, 2])
def test_a_minor_operating_last_in_a_round_and_first_in_the_next_has_a_new_turn_there(rounds):
    """CM, the only corporation operating, ends OR 1.1 in its last step; in the next operating
    round (after the stock round, or OR 1.2 straight away) its turn begins with their tile lay
    and their pass ending the track step (a minor may not pass in any other way, 5.1.2): that
    pass is the new turn's, not one of the old turn's steps, which ours had ended with the
    round (oracle seed 800019, OR 5.1)."""
    g = first_round(("CM", 70, "Bruno", 140))
    g.state.options["as_18xx_games"] = True
    g.state.or_count = rounds
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(g.state)

    def theirs(kind: str, entity: str = "CM", entity_type: str = "corporation", **fields) -> None:
        importer.play_recorded({"type": kind, "entity": entity, "entity_type": entity_type, **fields})

    theirs("lay_tile", hex="E29", tile="5-0", rotation=0)
    theirs("pass")  # no train: ours goes on to buy one
    theirs("buy_train", train="2-1", price=100, variant="2")
    theirs("pass")  # nothing more to buy: the round ends
    while importer.state.round == "stock":
        theirs("pass", importer.game.active_players[0], "player")
    g = importer.game
    assert (g.state.turn, g.state.or_number, operating(g), step(g)) == (3 - rounds, rounds, "CM", "track")
    theirs("lay_tile", hex="D30", tile="7-0", rotation=3)
    theirs("pass")
    s = importer.state
    assert s.board.laid["D30"][0] == "7-0" and s.corporations["CM"].cash == 140 - 20 - 100  # E29's river, the train
    g = importer.game
    assert operating(g) == "CM" and step(g) == "privates"  # the track step passed (no route to run yet)


def test_their_pass_after_a_repayment_ending_the_stock_turn_is_theirs_though_the_turn_comes_back():
    """Ours ends Almira's stock turn with her repayment (5.7.2: no sales after it, nothing to buy);
    theirs lets her still sell, so their export has her pass there. The others have nothing to
    do and pass by themselves, so the turn is hers again at once and her next pass ends the
    stock round: the first pass is theirs alone (oracle seed 800006, SR 8)."""
    g = owing_alone()
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(g.state)
    played = len(g.actions)
    for kind in ("payoff_player_debt", "pass", "pass"):
        importer.play_recorded({"type": kind, "entity": "Almira", "entity_type": "player"})
    g = importer.game
    assert [a["type"] for a in g.actions[played:]] == ["repay_loan", "pass"]
    assert g.state.round == "operating" and not g.state.loans
    # the loan and half again (5.7.2), then P1's and P5's income as the round begins (5.2)
    assert g.state.cash["Almira"] == 150 - 150 + 5 + 10


def test_a_marker_lifted_by_a_lay_is_placed_by_the_corporation_laying_in_their_export_and_ours():
    """CFLG lays the first tile on Oviedo (D6), where CFEA's and its own markers stand on the
    printed cities without track: both are lifted (5.3.4). Their engine asks the corporation
    laying where each goes, so its place_token names CFLG for CFEA's marker too (their Tracker's
    update_token!), in the order of the printed cities (a blank hex maps its cities by index,
    hex.rb city_map_for), as ours asks CFLG's director (oracle seed 810029, SFVA's marker in OR
    5.2)."""
    g = markers_on_oviedo(300)
    s = g.state
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(s)
    importer.play_recorded(
        {
            "type": "lay_tile",
            "entity": "CFLG",
            "entity_type": "corporation",
            "hex": "D6",
            "tile": "L133-0",
            "rotation": 2,
        }
    )
    s = importer.state
    assert s.pending_tokens == [("CFEA", "D6"), ("CFLG", "D6")] and importer.game.active_players == ["Bruno"]
    place = {"type": "place_token", "player": "Bruno", "corporation": "CFEA", "city": "D6-c1"}
    theirs = export18xx.Exporter(importer.game).translate(s, place)
    assert (theirs["entity"], theirs["city"]) == ("CFLG", "L133-0-1")
    importer.play_recorded({**theirs, "slot": 0})
    s = importer.state
    assert importer.game.actions[-1] == place and s.board.tokens["D6-c1"] == ["CFEA"]
    assert s.pending_tokens == [("CFLG", "D6")] and s.corporations["CFLG"].cash == 300 - 10  # D6's river


def test_a_minor_first_in_the_next_operating_round_may_begin_its_turn_with_a_pass():
    """CM, the only corporation operating, ends OR 1.1 passing its last step (buying a private).
    In OR 1.2 it lays nothing: their pass ends its track step (no route, no cash for a train),
    their next one the buying of a private, and the stock round follows. Nothing in their log
    tells the first pass from a late one of the old turn; their old turn had no step left to
    ask, so it is the new turn's."""
    g = first_round(("CM", 70, "Bruno", 140))
    g.state.options["as_18xx_games"] = True
    g.state.or_count = 2
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(g.state)

    def theirs(kind: str, entity: str = "CM", entity_type: str = "corporation", **fields) -> None:
        importer.play_recorded({"type": kind, "entity": entity, "entity_type": entity_type, **fields})

    theirs("lay_tile", hex="E29", tile="5-0", rotation=0)
    theirs("pass")  # no train: ours goes on to buy one
    theirs("buy_train", train="2-1", price=100, variant="2")
    theirs("pass")  # no private bought
    g = importer.game
    assert (g.state.turn, g.state.or_number, operating(g), step(g)) == (1, 2, "CM", "track")
    cash = g.state.corporations["CM"].cash
    acquire = {"type": "pass", "entity": "CM", "entity_type": "corporation"}  # their Acquire step's, by itself
    theirs("pass", auto_actions=[acquire])  # no lay in OR 1.2
    assert importer.state.round == "operating" and step(importer.game) == "privates"
    theirs("pass")
    s = importer.state
    assert s.round == "stock" and s.turn == 2 and s.corporations["CM"].cash == cash
    assert [a["type"] for a in importer.game.actions[-2:]] == ["pass", "pass"]
    while importer.state.round == "stock":
        theirs("pass", importer.game.active_players[0], "player")
    g = importer.game
    assert (g.state.turn, g.state.or_number, operating(g), step(g)) == (2, 1, "CM", "track")


def test_their_acquire_pass_recorded_with_the_lay_ending_the_round_is_the_old_turn_s():
    """FdSB, alone (phase 3; 10 in its treasury, so no second tile, D31; a 2-train and no route;
    no private for sale), lays its first tile, the last action of OR 1.1 in both engines; their
    Acquire step's pass is recorded with the lay. Ours has begun OR 1.2 with FdSB again: that pass
    is the old turn's, and FdSB's new turn still lays its tile (oracle seed 820016, A in OR 13.1)."""
    g = first_round(("FdSB", 80, "Diego", 10))
    s = g.state
    s.options["as_18xx_games"] = True
    s.phase, s.or_count = 1, 2
    trains(g, "FdSB", "2-1")
    for private in s.privates.values():
        private.closed = True
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(s)
    acquire = {"type": "pass", "entity": "FdSB", "entity_type": "corporation"}  # theirs, by itself
    importer.play_recorded(
        {**acquire, "type": "lay_tile", "hex": "H4", "tile": "72-0", "rotation": 5, "auto_actions": [acquire]}
    )
    g = importer.game
    assert (g.state.turn, g.state.or_number, operating(g), step(g)) == (1, 2, "FdSB", "track")
    importer.play_recorded({**acquire, "type": "lay_tile", "hex": "J4", "tile": "72-1", "rotation": 0})
    g = importer.game
    assert g.actions[-1]["type"] == "lay_tile" and g.actions[-1]["hex"] == "J4" and g.state.or_number == 2


def test_their_track_pass_after_ours_ended_the_round_with_a_lay_is_the_old_turn_s():
    """FdLR, alone (phase 3; 10 in its treasury, so no second tile, D31; a 2-train and no route;
    no private for sale), upgrades a tile, the last action of OR 1.1 here. Their track step still
    asks (the passes it reaches are closed, whatever opening them costs): their pass of it, with
    their Acquire step's, comes next. Ours has begun OR 1.2 with FdLR: both passes are the old
    turn's, and FdLR's new turn still lays its tile (oracle seed 681634, GSSR in OR 12.2)."""
    g = stock_round(new_game(as_18xx_games=True), "Carmen", number=1)
    s = g.state
    s.phase = 1  # phase 3: passes open
    floated(g, "FdLR", 70, "Carmen", 10)
    for private in s.privates.values():
        private.closed = True
    operate(g)
    s = g.state
    s.or_count = 2
    trains(g, "FdLR", "2-1")
    build(g, "FdLR", ("H8", {0, 5}), ("H10", {0, 3}), ("I9", {2, 4}), ("J8", {0, 1}))
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(s)
    upgrade = next(a for a in legal(g, "lay_tile") if a["hex"] == "H10")
    theirs = {"entity": "FdLR", "entity_type": "corporation"}
    importer.play_recorded(
        {**theirs, "type": "lay_tile", "hex": "H10", "tile": f"{upgrade['tile']}-0", "rotation": upgrade["rotation"]}
    )
    g = importer.game
    assert (g.state.or_number, operating(g), step(g)) == (2, "FdLR", "track")
    importer.play_recorded({**theirs, "type": "pass", "auto_actions": [{**theirs, "type": "pass"}]})
    g = importer.game
    assert (g.state.or_number, operating(g), step(g)) == (2, "FdLR", "track")
    assert [a["hex"] for a in legal(g, "lay_tile")]


def test_a_lay_that_ends_the_set_of_operating_rounds_is_read_without_a_turn_to_go_on():
    """As above, but in the set's last operating round: the lay ends it, and the stock round
    follows; no turn of FdLR's is left for a pass (oracle seed 683992 crashed there)."""
    g = stock_round(new_game(as_18xx_games=True), "Carmen", number=1)
    g.state.phase = 1
    floated(g, "FdLR", 70, "Carmen", 10)
    for private in g.state.privates.values():
        private.closed = True
    operate(g)
    g.state.or_count = 1  # the set's last operating round
    trains(g, "FdLR", "2-1")
    build(g, "FdLR", ("H8", {0, 5}), ("H10", {0, 3}), ("I9", {2, 4}), ("J8", {0, 1}))
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(g.state)
    upgrade = next(a for a in legal(g, "lay_tile") if a["hex"] == "H10")
    lay = {"hex": "H10", "tile": f"{upgrade['tile']}-0", "rotation": upgrade["rotation"]}
    importer.play_recorded({"entity": "FdLR", "entity_type": "corporation", "type": "lay_tile", **lay})
    assert importer.state.round == "stock" and not importer.track_left_asking


@needs_fixture
def test_every_listed_lay_of_a_recorded_move_can_be_shown_by_the_tables_preview():
    """In a game saved inside its recorded moves (a link or a file of an imported game), a lay is
    checked as their replay trusts it, without reach; the table's preview of a hex's lays ("lays") checks them by the same
    rules, so no highlighted hex answers with a refusal (it did: the preview used the generic rules
    with reach, found by `bench` on G33, F22 and G25)."""
    save = import_game(export()).to_save()
    at = max(i for i, a in enumerate(save["actions"]) if a["type"] == "lay_tile")  # GSSR's last lay
    game = pr.load({**save, "actions": save["actions"][:at]})
    hexes = sorted({a["hex"] for a in game.legal_actions() if a["type"] == "lay_tile"})
    assert hexes
    for coord in hexes:
        shown = game.title.query(game.state, "lays", {"hex": coord}, None)
        listed = [a for a in game.legal_actions() if a["type"] == "lay_tile" and a["hex"] == coord]
        assert [o["action"] for o in shown] == listed
