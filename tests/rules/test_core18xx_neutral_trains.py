"""The 18xx layer's trains and phases on a title-neutral roster: the depot sells in order, the
pool one of each kind, a first train starts its phase and rusts older trains, corporations over
the new limit discard, and the compulsory train with the director's help."""

from types import SimpleNamespace
from typing import ClassVar

from neutral18xx import game_state, rules

from pygame_rules.core18xx import hooks, phases, roster, train_step, trains
from pygame_rules.core18xx.depot import initial_depot
from pygame_rules.core18xx.game_state import Corporation, State

TRAINS = (
    {"name": "2", "distance": 2, "price": 80, "count": 2, "rusts_on": "4"},
    {"name": "3", "distance": 3, "price": 180, "count": 2},
    {"name": "4", "distance": 4, "price": 300, "count": 1},
)
PHASES = (
    {"name": "2", "on": None, "train_limit": 3, "operating_rounds": 1},
    {"name": "3", "on": "3", "train_limit": 3, "operating_rounds": 2},
    {"name": "4", "on": "4", "train_limit": 1, "operating_rounds": 2},
)


NEUTRAL = rules(trains=hooks.TrainRules(train_types=lambda s: TRAINS, phases=lambda s: PHASES, has_route=hooks.yes))


class NeutralState(State):
    rules: ClassVar[hooks.Rules18xx] = NEUTRAL


def game() -> NeutralState:
    corps = {c: Corporation(c, cash=200) for c in ("A", "B")}
    for c in corps.values():
        c.shares.director = "P1" if c.id == "A" else "P2"
    return game_state(NeutralState, corps, depot=initial_depot(TRAINS), operating=SimpleNamespace(sold=[]))


def buy(s: NeutralState, corp: str, train: str, price: int) -> None:
    c = s.corporations[corp]
    phases.train_bought(s, c, trains.buy(s, c, train, price))


def test_the_bank_sells_the_depot_in_order_and_one_of_each_kind_in_the_pool():
    s = game()
    assert trains.bank_trains(s) == ["2-0"]
    buy(s, "A", "2-0", 80)
    trains.discard(s, s.corporations["A"], "2-0")
    assert trains.bank_trains(s) == ["2-1", "2-0"]
    a = s.corporations["A"]
    assert [x["train"] for x in trains.choices(s, a, "P1")] == ["2-1", "2-0"]


def test_a_first_train_starts_its_phase_rusts_and_leaves_corporations_over_the_limit():
    s = game()
    buy(s, "A", "2-0", 80)
    buy(s, "B", "2-1", 80)
    assert s.phase == 0 and roster.limit(s, s.corporations["A"]) == 3
    buy(s, "A", "3-0", 180)
    assert s.phase == 1
    s.corporations["B"].cash = 500
    buy(s, "B", "3-1", 180)
    buy(s, "B", "4-0", 300)
    assert roster.phase_name(s, roster.phase(s)) == "4"
    assert s.corporations["A"].trains == ["3-0"] and s.corporations["B"].trains == ["3-1", "4-0"]
    assert s.discards == ["B"]


def test_other_corporations_trains_at_any_price_from_one_dollar():
    s = game()
    buy(s, "B", "2-0", 80)
    offer = [x for x in trains.choices(s, s.corporations["A"], "P1") if x["train"] == "2-0"]
    assert offer[0]["price"] == {"min": 1, "max": 200, "step": 1}


def test_the_director_pays_what_the_treasury_lacks_for_the_compulsory_train():
    s = game()
    s.depot = ["3-0"]
    a = s.corporations["A"]
    a.cash = 100
    assert train_step.must_buy(s, a)
    assert train_step.step_choices(s, a, "P1") == [
        {"type": "buy_train", "player": "P1", "corporation": "A", "train": "3-0", "price": 180}
    ]
    train_step.buy_for_turn(s, a, {"train": "3-0", "price": 180})
    assert a.cash == 0 and s.cash["P1"] == 420 and a.trains == ["3-0"]
