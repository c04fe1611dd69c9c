"""The operating round ('Operationsrunde'): the title's start (1856: the privates pay), then each
corporation that operates, in order of share price, takes one turn; a sale in the round puts
those still to come in the new order of their prices (18xx.games).

A turn is the title's ordered list of turn steps (`OperatingRules.turn_steps`), as the 18xx engines hold
steps: the current step offers its decisions (none: it is passed by itself), and when it is left
does what follows by itself (`TurnStep.leave`). Beside the step's decision, powers that do not
block may be used (`TurnStep.anytime` names them; `OperatingRules.turn_powers` gives their choices). An
action is applied by its type: the title's own (`OperatingRules.turn_actions`) or the common ones here
(pass, run, dividend, buy a train, an emergency sale, bankruptcy). `advance` passes the steps
without a decision up to the next that has one, or ends the turn; the title says what makes
the turn wait (a merger, a discard) and what its end settles (1856: interest).
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import IllegalAction
from . import dividends, phases, runs, train_step
from .closing import close_entered
from .crisis import go_bankrupt
from .game_state import OPERATING, Corporation, State
from .market_moves import price_order
from .operating_turn import TurnStep
from .steps import Step


def withhold_unless_paid(state: State, corp: Corporation) -> None:
    """No run, or no dividend offered: the revenue (if any) is withheld."""
    if not state.operating.dividend_done:
        dividends.pay(state, corp, "withhold")


def run_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    """Without `full`, the run is an offer whose routes are checked when applied."""
    if not corp.trains or not runs.can_run(state, corp):
        return []
    run = {"type": "run_routes", "player": player, "corporation": corp.id}
    return [{**run, "routes": runs.best_routes(state, corp)}] if full else [run]


def home_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    """The home station's city, where the director chooses (OperatingRules.home_cities)."""
    if corp.home_placed:
        return []
    token = {"type": "place_token", "player": player, "corporation": corp.id}
    return [{**token, "city": c} for c in state.rules.operating.home_cities(state, corp)]


HOME = TurnStep("home", home_choices)
ROUTES = TurnStep("routes", run_choices, done_by=("run_routes",))
TRAINS = TurnStep("trains", lambda s, corp, player, full: train_step.step_choices(s, corp, player))
DIVIDEND = TurnStep(
    "dividend",
    lambda s, corp, player, full: dividends.choices(s, corp, player),
    withhold_unless_paid,
    done_by=("dividend",),
)


def start(state: State, number: int) -> None:
    state.round = OPERATING
    state.or_number = number
    state.operated = []
    state.say("round.operating", turn=state.turn, number=number, count=state.or_count)
    state.rules.operating.operating_round_begins(state)
    candidates = [c for c in state.corporations.values() if not c.closed and state.rules.operating.operates(state, c)]
    state.operating_order = price_order(state, candidates)
    state.operating_index = -1
    next_corporation(state)


def reorder(state: State) -> None:
    """A sale in the operating round moves prices: the corporations still to operate go in the
    new order of their prices (18xx.games)."""
    done, rest = state.operating_order[: state.operating_index + 1], state.operating_order[state.operating_index + 1 :]
    state.operating_order = done + price_order(state, [state.corporations[c] for c in rest])


def next_corporation(state: State) -> None:
    close_entered(state)  # a turn over, closing comes first: the next corporation or round must not count it
    state.operating = None
    while True:
        state.operating_index += 1
        if state.operating_index >= len(state.operating_order):
            state.rules.operating.operating_round_ends(state)
            state.round_over = True
            return
        corp = state.corporations[state.operating_order[state.operating_index]]
        if corp.closed or corp.id in state.operated:
            continue
        if not corp.started and state.rules.operating.floatable(state, corp):
            corp.started = True
            state.say("corporation.floats", corp=corp.id)
        if not corp.started:
            state.say("corporation.not_floated", corp=corp.id)
            state.rules.operating.does_not_operate(state, corp)
            continue
        begin_turn(state, corp)
        return


def begin_turn(state: State, corp: Corporation) -> None:
    steps = tuple(s.name for s in state.rules.operating.turn_steps)
    state.operating = state.rules.operating.operating_turn(corp.id, steps)
    state.operated.append(corp.id)
    state.say("corporation.operates", player=corp.shares.director, corp=corp.id)
    place_only_home(state, corp)
    state.rules.operating.turn_begins(state, corp)
    advance(state)


def place_only_home(state: State, corp: Corporation) -> None:
    """A home station with one city left for it goes there by itself at the turn's start."""
    rules = state.rules.operating
    if corp.home_placed:
        return
    cities = rules.home_cities(state, corp)
    if len(cities) == 1 and not rules.home_asked(state, corp):
        rules.place_home(state, corp, cities[0])


def current(state: State) -> Corporation:
    return state.corporations[state.operating.corporation]


def director(state: State) -> str:
    player = current(state).shares.director
    assert player is not None
    return player


def turn_step(state: State) -> TurnStep:
    turn = state.operating
    return state.rules.operating.turn_steps[turn.steps.index(turn.step)]


def step_choices(state: State, full: bool = True) -> list[dict]:
    """The decisions of the current step (empty: the step is passed by itself)."""
    return turn_step(state).choices(state, current(state), director(state), full)


def step_asks(state: State) -> bool:
    """Whether the current step needs a decision (else it is passed by itself)."""
    return asks(state, turn_step(state))


def asks(state: State, step: TurnStep) -> bool:
    corp, player = current(state), director(state)
    if step.asks is not None:
        return step.asks(state, corp, player)
    return bool(step.choices(state, corp, player, False))


def turn_asks_more(state: State) -> bool:
    """Whether the current step or a later one of the turn needs a decision, as things stand (what
    leaving a step would settle left out): 18xx.games' round is not finished while one does."""
    turn = state.operating
    if turn is None or current(state).closed:
        return False
    steps = state.rules.operating.turn_steps
    return any(asks(state, step) for step in steps[turn.steps.index(turn.step) :])


def power_choices(state: State, action_type: str | None = None) -> list[dict]:
    """The powers open beside the current step (with `action_type`: only those giving actions of
    that type)."""
    corp, player, powers = current(state), director(state), state.rules.operating.turn_powers
    out = []
    for name in turn_step(state).anytime:
        gives, choices = powers[name]
        if not action_type or gives == action_type:
            out += choices(state, corp, player)
    return out


def legal(state: State, full: bool = True, kind: str | None = None) -> list[dict]:
    """The turn's choices (with `kind`: the step's and the powers giving that type of action)."""
    turn_step_now = turn_step(state)
    if kind and not full and turn_step_now.of_kind is not None:
        step = turn_step_now.of_kind(state, current(state), director(state), kind)
    else:
        step = step_choices(state, full)
    return step + [a for a in power_choices(state, kind) if a not in step]


def advance(state: State) -> None:
    """Pass the steps that need no decision, up to the next that does, or end the turn."""
    while state.operating and state.round == OPERATING:
        if current(state).closed:
            # it closed in its own turn: the next corporation starts at once (18xx.games), unless
            # the title keeps the round open (1856: the CGR's formation)
            if state.crisis or state.rules.operating.closed_turn_waits(state):
                return
            next_corporation(state)
            continue
        if state.crisis or state.rules.operating.turn_waits(state):
            return
        state.rules.operating.step_reached(state, current(state))
        if step_asks(state):
            return
        leave_step(state)


def leave_step(state: State) -> None:
    """The current step is done (passed or nothing to decide): what follows by itself, then the
    next step, or the next corporation once the turn's end is settled."""
    turn = state.operating
    turn_step(state).leave(state, current(state))
    index = turn.steps.index(turn.step)
    if index + 1 < len(turn.steps):
        turn.step = turn.steps[index + 1]
    elif state.rules.operating.turn_ends(state):
        next_corporation(state)


def run_routes(state: State, corp: Corporation, a: dict) -> None:
    dividends.run(state, corp, a["routes"], sum(runs.route_revenues(state, corp, a["routes"])))


def buy_train(state: State, corp: Corporation, a: dict) -> None:
    phases.train_bought(state, corp, train_step.buy_for_turn(state, corp, a))
    if state.operating.step == "trains" and not step_choices(state, full=False):
        leave_step(state)  # no other train it could buy: the step ends with this purchase


COMMON_ACTIONS: dict[str, Callable[[State, Corporation, dict], None]] = {
    "pass": lambda state, corp, a: None,
    "run_routes": run_routes,
    "dividend": lambda state, corp, a: dividends.pay(state, corp, a["kind"]),
    "buy_train": buy_train,
    "sell_shares": lambda state, corp, a: train_step.sell_for_train(state, a),
    "bankrupt": lambda state, corp, a: go_bankrupt(state, a["player"]),
}


def apply(state: State, a: dict) -> None:
    """An action of the operating corporation's director; a pass, or an action that completes
    the current step, leaves it."""
    kind = a["type"]
    act = state.rules.operating.turn_actions.get(kind) or COMMON_ACTIONS.get(kind)
    if act is None:
        raise IllegalAction.said("turn.not_now", action=kind, step=state.operating.step)
    step = turn_step(state)
    act(state, state.corporations[a["corporation"]], a)
    if kind == "pass" or kind in step.done_by:
        leave_step(state)


STEP = Step("operating round", lambda s: True, lambda s: [director(s)], legal, apply)
