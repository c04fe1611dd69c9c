"""1856 (seed 003), 'Gründung der CGR' and the CGR's operation: the station exchange (home
stations first, one per city, the director settling doubled hexes), the borrowed diesel and the
compulsory diesel, and a second holder buying into a half-paid presidency."""

from core18xx_positions import put
from g1856_table import new_game, parred

from pygame_rules.core18xx import tokens, train_step
from pygame_rules.core18xx.closing import close_corporation
from pygame_rules.games.g1856 import cgr, diesels, turn_steps
from pygame_rules.games.g1856.state import OperatingTurn


def formation_with_two_markers_in_kitchener():
    g = new_game()
    s = g.state
    for cid, director in (("GT", "Max"), ("TGB", "Ann"), ("CPR", "Bob")):
        corp = parred(g, cid, 100, director)
        corp.started, corp.loans, corp.cash = True, 1, 0
    for corp in ("GT", "TGB", "CPR"):
        tokens.place_home_token(s.board, corp)
    for corp, city in (("GT", "I12-c0"), ("TGB", "I12-c1")):
        tokens.place_token(s.board, corp, city, reach=False)
    s.corporations["CPR"].loans = 0
    s.round, s.operating_order, s.operating_index = "operating", ["CPR", "GT", "TGB"], 0
    cgr.begin_formation(s, s.corporations["CPR"])
    return g


def test_directors_decide_in_seat_order_from_the_buyer_of_the_first_6_train():
    g = formation_with_two_markers_in_kitchener()
    assert g.state.cgr.queue == ["GT", "TGB"]  # from Bob: Cy, Max (GT), Ann (TGB)
    assert {a["type"] for a in g.legal_actions()} == {"merge", "repay_loans", "end_game"}


def test_cgr_stations_homes_first_and_the_director_chooses_in_a_doubled_hex():
    g = formation_with_two_markers_in_kitchener()
    g.apply({"type": "merge", "player": "Max", "corporation": "GT"})
    g.apply({"type": "merge", "player": "Ann", "corporation": "TGB"})
    s = g.state
    assert s.cgr_formed and s.corporations["CGR"].shares.director == "Max"  # first with one share
    assert s.cgr_half_director == "Max"
    choices = [a for a in g.legal_actions() if a["type"] == "remove_token"]
    assert {a["city"] for a in choices} == {"I12-c0", "I12-c1"}
    g.apply(choices[0])
    s = g.state
    held = sorted(c for c, slots in s.board.tokens.items() if "CGR" in slots)
    assert held == sorted(["P9-c0", "K8-c0", choices[1]["city"]])
    assert s.corporations["CGR"].tokens_left == [100] * 7
    assert not any(c in slots for slots in s.board.tokens.values() for c in ("GT", "TGB"))
    assert s.corporations["GT"].closed and s.corporations["TGB"].closed
    assert s.operating_order[:2] == ["CPR", "CGR"]  # no merged corporation had operated yet


def test_cgr_borrows_a_diesel_until_it_owns_a_permanent_train():
    g = new_game()
    s = g.state
    s.cgr_formed = True
    s.depot = [t for t in s.depot if t.split("-")[0] == "6"][1:]  # the first 6-train is sold
    corp = s.corporations["CGR"]
    assert [a["train"] for a in diesels.borrow_choices(s, corp, "Max")] == ["D-0"]
    diesels.borrow(s, corp, "D-0")
    assert corp.trains == ["D-0"] and s.phase == 0  # borrowing starts no phase
    diesels.return_borrowed(s, corp)
    assert corp.trains == [] and s.pool_trains == ["D-0"]
    cgr.owns_permanent(s)
    assert diesels.borrow_choices(s, corp, "Max") == []


def test_cgr_must_buy_a_diesel_as_soon_as_it_can_afford_one():
    g = new_game()
    s = g.state
    corp = s.corporations["CGR"]
    corp.cash = 1100
    assert not train_step.must_buy(s, corp)
    corp.cash = 1101
    assert train_step.must_buy(s, corp)
    corp.cash, corp.trains = 800, ["4-0"]  # with a 4 to trade in, $750
    assert train_step.must_buy(s, corp)
    cgr.owns_permanent(s)
    assert not train_step.must_buy(s, corp)  # then only the usual rule


def cgr_formed_from_gt(percents: dict[str, int], **options):
    """The CGR formed from the GT alone, its holders' GT percentages as given (two for one):
    Max, the first to receive a share, its director; a stock round from Max's seat on."""
    g = new_game(**options)
    s = g.state
    corp = s.corporations["CGR"]
    f = cgr.Formation(trigger="Max", merged=["GT"], percents=percents, prices=[100])
    cgr.par_cgr(s, corp, f.prices)
    cgr.swap_shares(s, corp, f)
    s.cgr_formed, s.round, s.seat, s.turn = True, "stock", 0, 2
    return g, corp


def test_a_second_holder_buying_a_cgr_share_takes_the_half_paid_presidency():
    g, corp = cgr_formed_from_gt({"Max": 20, "Ann": 30})
    s = g.state
    assert corp.shares.director == "Max" and s.cgr_half_director == "Max"
    ipo, ann_cash = corp.shares.ipo, s.cash["Ann"]
    s.seat = 1
    g.apply({"type": "buy_share", "player": "Ann", "corporation": "CGR", "from": "ipo"})
    corp = g.state.corporations["CGR"]
    assert corp.shares.director == "Ann" and corp.shares.units_of("Ann") == 2
    assert corp.shares.units_of("Max") == 1 and g.state.cgr_half_director is None
    assert corp.shares.ipo == ipo and g.state.cash["Ann"] == ann_cash - 100


def test_a_half_paid_director_who_cannot_buy_the_second_half_is_bankrupt_and_his_cash_goes_to_the_bank():
    """'Kann ein Spieler nicht genug Geld für einen erforderlichen Kauf ... aufbringen, so ist er
    bankrott. Sein Privatvermögen geht an die Bank'; 18xx.games leaves him his cash."""
    g, _ = cgr_formed_from_gt({"Max": 20})
    g.state.cash["Max"] = 50
    bank = g.state.bank
    assert [a["type"] for a in g.legal_actions()] == ["bankrupt", "end_game"]
    g.apply({"type": "bankrupt", "player": "Max"})
    assert g.finished and g.state.end_reason == "bankrupt"
    assert g.state.cash["Max"] == 0 and g.state.bank == bank + 50
    assert g.state.deviations == ["false_director_keeps_cash"]


def test_as_18xx_games_the_bankrupt_half_paid_director_keeps_his_cash():
    g, _ = cgr_formed_from_gt({"Max": 20}, as_18xx_games=True)
    g.state.cash["Max"] = 50
    g.apply({"type": "bankrupt", "player": "Max"})
    assert g.finished and g.state.cash["Max"] == 50 and g.state.deviations == []


def test_a_half_paid_director_still_short_after_selling_is_bankrupt_and_the_round_does_not_go_on():
    """Oracle gate seed 2812266: he sells what he may ('Zwangsverkauf'), is still short of the
    second half's price, and is bankrupt; his sale does not end his turn."""
    g, _ = cgr_formed_from_gt({"Max": 20})
    s = g.state
    cpr = parred(g, "CPR", 70, "Bob")
    cpr.started = True
    cpr.shares.ipo -= 1
    cpr.shares.give("Max", 1)
    s.cash["Max"] = 20
    assert {a["type"] for a in g.legal_actions()} == {"sell_shares", "end_game"}
    g.apply({"type": "sell_shares", "player": "Max", "corporation": "CPR", "percent": 10})
    assert s.cash["Max"] < 100  # the second half costs the CGR's par, $100
    assert g.active_players == ["Max"]
    assert [a["type"] for a in g.legal_actions()] == ["bankrupt", "end_game"]
    g.apply({"type": "bankrupt", "player": "Max"})
    assert g.finished and g.state.end_reason == "bankrupt"


def test_a_half_paid_director_is_bankrupt_although_another_player_holds_a_cgr_share():
    """Oracle seed 80181: the rule book leaves him only his own shares to sell, not the director's
    certificate to a player with a single share; 18xx.games lets him sell it to the pool."""
    g, corp = cgr_formed_from_gt({"Max": 20, "Ann": 20})
    s = g.state
    assert s.cgr_half_director == "Max" and corp.shares.units_of("Ann") == 1
    s.cash["Max"] = 50
    assert [a["type"] for a in g.legal_actions()] == ["bankrupt", "end_game"]
    g.apply({"type": "bankrupt", "player": "Max"})
    assert g.finished and g.state.end_reason == "bankrupt"
    assert g.state.deviations == ["false_director_keeps_cash", "false_director_sells"]


def test_the_cgr_does_not_form_when_every_director_repays_and_is_then_closed():
    g = formation_with_two_markers_in_kitchener()
    max_cash, ann_cash = g.state.cash["Max"], g.state.cash["Ann"]
    g.apply({"type": "repay_loans", "player": "Max", "corporation": "GT"})
    g.apply({"type": "repay_loans", "player": "Ann", "corporation": "TGB"})
    s = g.state
    assert (max_cash - s.cash["Max"], ann_cash - s.cash["Ann"]) == (100, 100)  # a $100 loan each
    assert s.corporations["GT"].loans == s.corporations["TGB"].loans == 0
    assert not s.cgr_formed and s.cgr is None and s.corporations["CGR"].closed
    assert not s.corporations["GT"].closed and not s.corporations["TGB"].closed


def test_without_loans_owed_the_cgr_does_not_form_and_nothing_is_asked():
    g = new_game()
    s = g.state
    corp = parred(g, "GT", 100, "Max")
    corp.started, corp.cash = True, 0
    s.round, s.operating_order, s.operating_index = "operating", ["GT"], 0
    cgr.begin_formation(s, corp)
    assert s.cgr is None and not s.cgr_formed and not s.corporations["CGR"].closed


def test_a_corporation_whose_turn_began_during_the_formation_chooses_its_home_first():
    # 18xx.games asks for the home city before the formation's remaining decisions (its
    # home-token step comes first); the CGR's director then settles the doubled hex
    g = formation_with_two_markers_in_kitchener()
    g.apply({"type": "merge", "player": "Max", "corporation": "GT"})
    g.apply({"type": "merge", "player": "Ann", "corporation": "TGB"})
    assert g.active_players == ["Max"]  # the CGR's director: which Kitchener station goes
    s = g.state
    put(s.board, {"L15": ("59", 3)})  # Hamilton has track: the THB's director chooses a city
    parred(g, "THB", 100, "Cy").started = True
    s.operating = OperatingTurn("THB", turn_steps.STEP_NAMES)  # the THB's turn begins meanwhile
    assert g.active_players == ["Cy"]
    homes = [a for a in g.legal_actions() if a["type"] == "place_token"]
    assert {a["city"] for a in homes} == {"L15-c0", "L15-c1"}
    g.apply(homes[1])
    assert g.state.board.tokens["L15-c1"] == ["THB"]
    assert g.active_players == ["Max"]
    assert {a["city"] for a in g.legal_actions() if a["type"] == "remove_token"} == {"I12-c0", "I12-c1"}


def test_a_corporation_that_closes_during_the_formation_neither_merges_nor_repays():
    """Oracle seed 80143: a forced sale for another corporation moved the TGB's price into the
    closed zone while the formation had still to ask about it."""
    g = formation_with_two_markers_in_kitchener()
    s = g.state
    loans_left = s.loans_left
    close_corporation(s, s.corporations["TGB"])
    assert s.cgr.queue == ["GT"] and s.loans_left == loans_left + 1  # its loan went back with it
    assert s.deviations == ["closed_in_formation"]  # 18xx.games still asks about it
    g.apply({"type": "merge", "player": "Max", "corporation": "GT"})
    s = g.state
    assert s.cgr_formed and s.corporations["CGR"].shares.director == "Max"
    assert s.corporations["GT"].closed and s.corporations["TGB"].closed  # merged / closed before


def test_when_the_last_corporation_to_be_asked_closes_the_formation_concludes():
    g = formation_with_two_markers_in_kitchener()
    s = g.state
    g.apply({"type": "merge", "player": "Max", "corporation": "GT"})
    s = g.state
    assert s.cgr.queue == ["TGB"] and not s.cgr_formed
    close_corporation(s, s.corporations["TGB"])
    assert s.cgr_formed and s.corporations["CGR"].shares.director == "Max"
    assert s.corporations["GT"].closed


def cgr_over_its_limit_as_the_next_corporation_lays_track(**options):
    """The formation ends while the WR (the next corporation) is at its track step and the CGR
    holds four trains (its limit is three)."""
    g = new_game(**options)
    s = g.state
    s.corporations["CGR"].trains = ["5-0", "5-1", "6-0", "6-1"]
    s.round, s.operating = "operating", OperatingTurn("WR", turn_steps.STEP_NAMES, step="track")
    s.cgr = cgr.Formation(trigger="Max", queue=[], discarding=True)
    cgr.formed(s)
    return s


def test_as_18xx_games_discards_after_the_formation_wait_for_the_next_corporations_train_step():
    """Oracle seed 50039: 18xx.games' discard step stands after the dividend."""
    s = cgr_over_its_limit_as_the_next_corporation_lays_track(as_18xx_games=True)
    assert s.discards == ["CGR"] and not turn_steps.discarding(s)
    s.operating.step = "dividend"
    assert not turn_steps.discarding(s)
    s.operating.step = "trains"
    assert turn_steps.discarding(s)


def test_by_the_rule_book_the_surplus_trains_go_at_once_and_the_difference_is_noted():
    s = cgr_over_its_limit_as_the_next_corporation_lays_track()
    assert s.discards == ["CGR"] and turn_steps.discarding(s)
    assert s.deviations == ["discards_after_dividend"]


def test_as_18xx_games_a_formation_that_leaves_no_corporation_to_operate_discards_at_once():
    """Oracle seed 695941: LPS, operating last but for the BBG (which cannot float), bought the
    first 6 and merged. 18xx.games' steps all stand passed then, so its discard step asks the
    CGR's director at once, before the round ends; no difference with the rule book."""
    g = new_game(as_18xx_games=True)
    s = g.state
    s.corporations["CGR"].trains = ["5-0", "5-1", "6-0", "6-1"]
    s.corporations["LPS"].closed = True
    s.round, s.operating = "operating", OperatingTurn("LPS", turn_steps.STEP_NAMES, step="loans")
    s.operating_order, s.operating_index, s.operated = ["WR", "LPS", "BBG"], 1, ["WR", "LPS"]
    assert cgr.moves_on(s) == "passed"
    s.cgr = cgr.Formation(trigger="Max", queue=[], discarding=True)
    cgr.formed(s)
    assert s.discards == ["CGR"] and not s.discards_wait and s.deviations == []
