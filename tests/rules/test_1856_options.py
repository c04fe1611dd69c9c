"""1856 (seed 003), the variants at the end of the rule book: 8-trains for $1000 ($650 with a
4, 5 or 6 traded in) instead of diesels, the first one starting the last phase
(eight_train_variant); and the alternate destinations (alternate_destinations)."""

import pytest
from core18xx_positions import put
from g1856_table import new_game, operate, parred

from pygame_rules.core18xx import phases, roster, runs, train_step, trains
from pygame_rules.core18xx.tiles import revenue_in_phase
from pygame_rules.games.g1856 import board
from pygame_rules.games.g1856.data import data
from pygame_rules.games.g1856.diesels import borrow_choices


def after_the_first_6_train(**options):
    g = new_game(**options)
    s = g.state
    s.depot, s.phase = ["6-1"], 4
    corp = parred(g, "GW", 100, "Max")
    corp.trains, corp.cash = ["4-0", "5-0"], 1000
    return g, corp


def test_eight_train_variant_sells_8_trains_for_1000_or_650_with_a_trade_in_and_no_diesels():
    g, corp = after_the_first_6_train(eight_train_variant=True)
    assert not [t for t in new_game(eight_train_variant=True).state.depot if t.startswith("D")]
    buys = trains.choices(g.state, corp, "Max")  # at the train limit: only a trade-in
    assert {(a["train"], a["price"], a.get("trade_in")) for a in buys} == {("8-0", 650, "4-0"), ("8-0", 650, "5-0")}
    corp.trains = ["5-0"]
    buys = trains.choices(g.state, corp, "Max")
    assert {(a["train"], a["price"], a.get("trade_in")) for a in buys} == {
        ("6-1", 700, None),
        ("8-0", 1000, None),
        ("8-0", 650, "5-0"),
    }


def test_the_first_8_train_starts_the_last_phase_and_rusts_the_4_trains():
    g, corp = after_the_first_6_train(eight_train_variant=True)
    s = g.state
    other = parred(g, "CA", 100, "Ann")
    other.trains = ["4-1", "5-1"]
    phases.train_bought(s, corp, trains.buy(s, corp, "8-0", 650, "5-0"))
    assert corp.trains == ["8-0"] and other.trains == ["5-1"] and s.pool_trains == ["5-0"]
    assert s.phase == len(data().phases) - 1 and g.view()["phase"]["name"] == "8"
    assert revenue_in_phase(s.board.board.hexes["A20"].face.stops["o0"].revenue, board.colours(s)) == 60
    assert roster.distance(s, "8-0") == 8 and runs.train_specs(s, corp)["8-0"].reach == 8


def test_the_cgr_borrows_and_must_buy_an_8_train_in_the_variant():
    g = new_game(eight_train_variant=True)
    s = g.state
    s.cgr_formed, s.depot = True, ["6-1"]
    cgr = s.corporations["CGR"]
    assert [a["train"] for a in borrow_choices(s, cgr, "Max")] == ["8-0"]
    cgr.cash = 1000
    assert not train_step.must_buy(s, cgr)
    cgr.cash = 1001
    assert train_step.must_buy(s, cgr)


# GW's track from London (F15): to Brantford (J15), its alternate destination, or to Detroit (A20)
TO_BRANTFORD = {"G14": ("8", 5), "H15": ("6", 2), "I14": ("1", 1), "J15": ("5", 1)}
TO_DETROIT = {"F17": ("5", 2), "E16": ("8", 5), "D17": ("57", 1), "C18": ("9", 1), "B19": ("57", 1)}


def escrow_released(tiles: dict, **options) -> set[str]:
    """GW and CA hold $300 in escrow; the track is laid and GT's track step ends."""
    g = new_game(**options)
    for corp_id in ("GW", "CA"):
        corp = parred(g, corp_id, 100, "Ann")
        corp.capitalization, corp.escrow = "escrow", 300
    put(g.state.board, tiles)
    operate(g, "GT")
    g.apply({"type": "pass", "player": "Max", "corporation": "GT"})
    return {c for c in ("GW", "CA") if g.state.corporations[c].cash == 300 and g.state.corporations[c].destinated}


@pytest.mark.parametrize(
    "tiles,printed,alternate",
    [
        (TO_BRANTFORD, set(), {"GW"}),
        (TO_DETROIT, {"GW"}, {"CA"}),  # CA's alternate destination: London connected to Detroit
    ],
)
def test_with_alternate_destinations_only_the_alternate_ones_release_the_escrow(tiles, printed, alternate):
    assert escrow_released(tiles) == printed
    assert escrow_released(tiles, alternate_destinations=True) == alternate
