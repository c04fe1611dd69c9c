"""The 18xx layer's operating round on a title-neutral game (no 1856 data, no map): corporations
operate in order of price, an unfloated one is passed over, a turn runs the title's steps in
order and passes those without a decision, a run is paid out or withheld with the marker's move,
a sale in the round reorders those still to come, the title's own actions and powers are
offered and applied, and the round ends after the last corporation."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from neutral18xx import game_state, rules

from pygame_rules.core18xx import dividends, hooks, operating_round, rounds
from pygame_rules.core18xx.depot import initial_depot
from pygame_rules.core18xx.game_state import OPERATING, STOCK, Corporation, State
from pygame_rules.core18xx.market import Market
from pygame_rules.core18xx.operating_turn import TurnStep
from pygame_rules.core18xx.steps import GAME_OVER
from pygame_rules.errors import IllegalAction

MARKET = Market(tuple(tuple({"price": p} for p in (50, 60, 70, 80, 90, 100)) for _ in range(2)))
TRAINS = ({"name": "2", "distance": 2, "price": 80, "count": 4},)
PHASES = ({"name": "2", "on": None, "train_limit": 2, "operating_rounds": 2},)
REVENUE = 60  # every run earns this


def build_choices(state: Any, corp: Any, player: str, full: bool) -> list[dict]:
    """A title's own step: build once (for $10) or pass."""
    base = {"player": player, "corporation": corp.id}
    if state.operating.tile_laid:
        return []
    return [{"type": "build", **base}, {"type": "pass", **base}]


def build(state: Any, corp: Any, a: dict) -> None:
    state.pay(corp, None, 10)
    state.operating.tile_laid = True


def run_choices(state: Any, corp: Any, player: str, full: bool) -> list[dict]:
    if not corp.trains:
        return []
    return [{"type": "run_routes", "player": player, "corporation": corp.id, "routes": [{"train": corp.trains[0]}]}]


def loan_choices(state: Any, corp: Any, player: str) -> list[dict]:
    return [{"type": "take_loan", "player": player, "corporation": corp.id}]


FLOATS_AT = 6  # units sold


def floats(state: Any, corp: Any) -> bool:
    return corp.shares.units - corp.shares.ipo_units() >= FLOATS_AT


def passed_over(state: Any, corp: Any) -> None:
    state.log.append((state.step, f"({corp.id} passed over)"))  # a title's own line


NEUTRAL = rules(
    market=hooks.MarketRules(stock_market=lambda: MARKET, certificate_limit=hooks.unasked),
    trains=hooks.TrainRules(
        train_types=lambda s: TRAINS,
        phases=lambda s: PHASES,
        has_route=hooks.no,  # no compulsory train: the train step may be passed
    ),
    operating=hooks.OperatingRules(
        operating_rounds=lambda s: 2,
        floatable=floats,
        turn_steps=(
            TurnStep("build", build_choices),
            TurnStep("routes", run_choices, anytime=("loan",), done_by=("run_routes",)),
            operating_round.DIVIDEND,
        ),
        turn_powers={"loan": ("take_loan", loan_choices)},
        # a run earns REVENUE per route (in place of the common run_routes, which reads a map)
        turn_actions={
            "build": build,
            "take_loan": lambda s, corp, a: s.pay(None, corp, 100),
            "run_routes": lambda s, corp, a: dividends.run(s, corp, a["routes"], REVENUE * len(a["routes"])),
        },
        does_not_operate=passed_over,
    ),
)


class NeutralState(State):
    rules: ClassVar[hooks.Rules18xx] = NEUTRAL


STEPS = (GAME_OVER, operating_round.STEP)


def game(cells: dict[str, tuple[int, int]], sold: dict[str, int]) -> NeutralState:
    """Corporations at these market cells, each with this many ordinary shares sold to P1 (who
    also holds every director's certificate); P2 holds the rest of what is sold."""
    corps = {}
    for cid, cell in cells.items():
        corp = Corporation(cid, cell=cell, cash=200)
        corp.shares.director = "P1"
        corp.shares.held = {"P1": sold[cid] // 2, "P2": sold[cid] - sold[cid] // 2}
        corp.shares.ipo = 8 - sold[cid]
        corps[cid] = corp
    return game_state(NeutralState, corps, depot=initial_depot(TRAINS))


def act(state: NeutralState, action_type: str, **fields) -> None:
    """The legal action of this type (with these fields), applied as a title applies it."""
    legal = operating_round.legal(state)
    found = [a for a in legal if a["type"] == action_type and all(a.get(k) == v for k, v in fields.items())]
    assert found, f"{action_type} not among {legal}"
    rounds.apply(STEPS, state, found[0])


def test_corporations_operate_highest_price_first_those_unfloated_at_the_start_wait():
    s = game({"A": (0, 2), "B": (0, 4), "C": (1, 5)}, {"A": 6, "B": 6, "C": 2})
    operating_round.start(s, 1)
    assert s.operating_order == ["B", "A"]  # 90, 70; C (100) has sold too little
    assert s.operating.corporation == "B" and s.operating.step == "build"
    assert s.corporations["B"].started and "B floats." in [text for _, text in s.log]
    # C's shares sold in the meantime do not let it operate in this round
    s.corporations["C"].shares.ipo = 2
    assert s.operating_order == ["B", "A"]


def test_a_corporation_that_no_longer_floats_when_its_turn_comes_is_passed_over():
    s = game({"A": (0, 2), "B": (0, 4)}, {"A": 6, "B": 6})
    operating_round.start(s, 1)
    s.corporations["A"].shares.ipo = 6  # (shares back in the offer: the title's own affair)
    act(s, "pass")  # B's turn ends, and with it the round (the next: a stock round)
    assert s.operated == ["B"] and s.round == STOCK
    assert "(A passed over)" in [text for _, text in s.log]


def test_a_turn_runs_the_steps_in_order_and_passes_those_without_a_decision():
    s = game({"A": (0, 2), "B": (0, 4)}, {"A": 6, "B": 6})
    s.corporations["B"].trains = ["2-0"]
    operating_round.start(s, 1)
    act(s, "build")
    assert s.corporations["B"].cash == 190 and s.operating.step == "routes"
    act(s, "run_routes")
    assert s.operating.step == "dividend" and s.operating.revenue == REVENUE
    assert {a["kind"] for a in operating_round.legal(s)} == {"payout", "withhold"}
    act(s, "dividend", kind="payout")
    # $60 over 10 shares: P1 holds the director's 2 and 3 more, P2 3; the 2 in the offer pay nobody
    assert s.cash == {"P1": 530, "P2": 518}
    assert s.corporations["B"].cell == (0, 5)  # paid out: one to the right
    # A has no train: after its build step its run and dividend need no decision, so it
    # withholds nothing, moves left, and the round is over
    assert s.operating.corporation == "A"
    act(s, "pass")
    assert s.corporations["A"].cell == (0, 1) and s.corporations["A"].cash == 200
    assert s.round == STOCK


def test_withholding_puts_the_revenue_in_the_treasury_and_moves_the_marker_left():
    s = game({"A": (0, 2)}, {"A": 6})
    s.corporations["A"].trains = ["2-0"]
    operating_round.start(s, 1)
    act(s, "pass")
    act(s, "run_routes")
    act(s, "dividend", kind="withhold")
    assert s.corporations["A"].cash == 260 and s.corporations["A"].cell == (0, 1)
    assert s.cash == {"P1": 500, "P2": 500}


def test_the_round_ends_after_the_last_corporation_and_the_next_one_starts():
    s = game({"A": (0, 2)}, {"A": 6})
    s.or_count = 2
    operating_round.start(s, 1)
    act(s, "pass")  # A's build step; the rest needs no decision
    assert s.round == OPERATING and s.or_number == 2 and s.operating.corporation == "A"
    assert s.operated == ["A"]


def test_a_power_beside_the_step_is_offered_only_where_the_step_names_it():
    s = game({"A": (0, 2)}, {"A": 6})
    s.corporations["A"].trains = ["2-0"]
    operating_round.start(s, 1)
    assert "take_loan" not in {a["type"] for a in operating_round.legal(s)}  # the build step names none
    act(s, "pass")
    act(s, "take_loan")
    assert s.corporations["A"].cash == 300 and s.operating.step == "routes"  # the step stays
    assert [a["type"] for a in operating_round.legal(s, kind="take_loan")] == ["run_routes", "take_loan"]


def test_an_action_of_no_step_is_refused():
    s = game({"A": (0, 2)}, {"A": 6})
    operating_round.start(s, 1)
    with pytest.raises(IllegalAction, match="not possible in build"):
        operating_round.apply(s, {"type": "merge", "player": "P1", "corporation": "A"})


def test_a_sale_in_the_round_puts_those_still_to_operate_in_the_new_order():
    s = game({"A": (0, 2), "B": (0, 3), "C": (0, 4)}, {"A": 6, "B": 6, "C": 6})
    operating_round.start(s, 1)
    assert s.operating_order == ["C", "B", "A"]
    s.corporations["B"].cell = (0, 0)  # B's price fell below A's (an emergency sale, say)
    operating_round.reorder(s)
    assert s.operating_order == ["C", "A", "B"]
