"""The operating round ('Operationsrunde'): the privates pay, then each corporation in operation
acts once, in order of share price. A corporation's turn, step by step:

track (lay or upgrade one tile) -> destination check -> station marker -> run trains ->
interest on loans -> dividend -> buy trains -> forced loan repayment -> take or repay loans ->
buy privates.

At any time in its turn it may take one government loan (phases 2-5), buy a private (phases 3-4),
buy a bridge or tunnel right, or place the port marker.
"""

from __future__ import annotations

from ...core18xx.market import order_key
from . import board, capitalization, dividends, loans, privates, trains
from .data import data
from .state import CashCrisis, Corporation, OperatingTurn, State

STEPS = ("track", "token", "routes", "dividend", "trains", "loans", "privates")


def operating_order(state: State, corps: list[Corporation]) -> list[str]:
    market = data().market
    return [c.id for c in sorted(corps, key=lambda c: order_key(market, c.cell, state.arrivals.get(c.id, 0)))]


def start(state: State, number: int) -> None:
    state.round = "operating"
    state.or_number = number
    state.operated = []
    state.note(f"Operating round {state.turn}.{number} (of {state.or_count}).")
    privates.pay_income(state)
    candidates = [c for c in state.corporations.values() if not c.closed and c.cell and c.id != "CGR"]
    if state.cgr_formed and not state.corporations["CGR"].closed:
        candidates.append(state.corporations["CGR"])
    state.operating_order = operating_order(state, candidates)
    state.operating_index = -1
    next_corporation(state)


def next_corporation(state: State) -> None:
    from .rounds import after_operating_round

    state.operating = None
    while True:
        state.operating_index += 1
        if state.operating_index >= len(state.operating_order):
            if state.kitchener_used:
                privates.close(state, "WSRC")
                state.kitchener_used = False
            after_operating_round(state)
            return
        corp = state.corporations[state.operating_order[state.operating_index]]
        if corp.closed or corp.id in state.operated:
            continue
        if not corp.started and capitalization.floatable(state, corp):
            corp.started = True
            state.note(f"{corp.id} floats.")
        if not corp.started:
            state.note(f"{corp.id} has not sold enough shares to operate.")
            continue
        begin_turn(state, corp)
        return


def begin_turn(state: State, corp: Corporation) -> None:
    state.operating = OperatingTurn(corp.id)
    state.operated.append(corp.id)
    state.note(f"{corp.shares.director} operates {corp.id}.")
    if not corp.home_placed and corp.id != "CGR":
        board.place_home_token(state, corp)
    advance(state)


def director(state: State) -> str:
    return state.corporations[state.operating.corporation].shares.director


def current(state: State) -> Corporation:
    return state.corporations[state.operating.corporation]


def step_choices(state: State) -> list[dict]:
    """The decisions of the current step (empty: the step is skipped)."""
    corp, turn, player = current(state), state.operating, director(state)
    base = {"player": player, "corporation": corp.id}
    step = turn.step
    if step == "track":
        if turn.tile_laid:
            return []
        return [{"type": "lay_tile", **base, **lay} for lay in board.tile_lays(state, corp)] + [
            {"type": "pass", **base}]
    if step == "token":
        choices = [{"type": "place_token", **base, **t} for t in board.token_choices(state, corp)]
        return choices + [{"type": "pass", **base}] if choices else []
    if step == "routes":
        return dividends.route_choices(state, corp, player)
    if step == "dividend":
        return dividends.choices(state, corp, player)
    if step == "trains":
        buys = trains.choices(state, corp, player)
        if not buys and must_buy_train(state, corp):
            return trains.choices(state, corp, player, emergency=True)
        if buys and not must_buy_train(state, corp):
            buys.append({"type": "pass", **base})
        return buys
    if step == "loans":
        return loans.step_choices(state, corp, player)
    if step == "privates":
        buys = privates.purchase_choices(state, corp, player)
        return buys + [{"type": "pass", **base}] if buys else []
    raise AssertionError(step)


def must_buy_train(state: State, corp: Corporation) -> bool:
    """A corporation with a route must own a train (section 'Lokkauf')."""
    if corp.trains:
        return False
    return board.can_run(state, corp)


def anytime_choices(state: State) -> list[dict]:
    corp, player = current(state), director(state)
    out = loans.take_choices(state, corp, player) if state.operating.step != "loans" else []
    if state.operating.step != "privates":
        out += privates.purchase_choices(state, corp, player)
    out += privates.right_choices(state, corp, player)
    return out


def legal(state: State) -> list[dict]:
    return step_choices(state) + anytime_choices(state)


def advance(state: State) -> None:
    """Run the steps that need no decision, up to the next that does, or end the turn."""
    while state.operating and state.round == "operating":
        corp, turn = current(state), state.operating
        if turn.step == "dividend" and turn.routes and not turn.interest_paid:
            loans.pay_interest(state, corp)
            if state.crisis:
                return
        if step_choices(state):
            return
        leave_step(state)


def leave_step(state: State) -> None:
    """The current step is done (passed or nothing to decide): the automatic parts that follow."""
    corp, turn = current(state), state.operating
    step = turn.step
    if step == "track":
        check_destinations(state)
    elif step == "dividend" and not turn.dividend_done:
        dividends.pay(state, corp, "withhold")  # no run, or the CGR before its first permanent train
    elif step == "trains":
        loans.force_repayment(state, corp)
        trains.return_borrowed(state, corp)
    index = STEPS.index(step)
    if index + 1 < len(STEPS):
        turn.step = STEPS[index + 1]
    elif not turn.interest_paid:
        settle_interest(state)
        if not state.crisis:
            next_corporation(state)
    else:
        next_corporation(state)


def settle_interest(state: State) -> None:
    """Interest falls due once the trains have run. A corporation that ran none pays it with its
    next action (as 18xx.games does), at the latest when its turn ends."""
    turn = state.operating
    if turn and not turn.interest_paid and STEPS.index(turn.step) > STEPS.index("routes"):
        loans.pay_interest(state, current(state))


def check_destinations(state: State) -> None:
    """After every tile lay: any corporation whose destination is now connected is paid its
    escrow (section 'Kapitalisierung'); corporations not yet parred may also reach it."""
    for corp in state.corporations.values():
        if corp.closed or corp.destinated or corp.id == "CGR":
            continue
        escrow = corp.capitalization == capitalization.ESCROW or (
            corp.capitalization is None and state.new_capitalization == capitalization.ESCROW)
        if escrow and board.destination_reached(state, corp):
            capitalization.reach_destination(state, corp)


def buy_train(state: State, corp: Corporation, a: dict) -> None:
    """A corporation that must buy a train and cannot pay takes the rest from its director
    (section 'Lokkauf'); he sells shares if his cash goes below zero."""
    cost = a["price"]
    shortfall = max(0, cost - corp.cash)
    if shortfall:
        player = corp.shares.director
        state.pay(player, corp, shortfall)
        state.note(f"{player} contributes ${shortfall} for the train.")
        if state.cash[player] < 0:
            state.crisis = CashCrisis(player, corp.id, "train")
    trains.buy(state, corp, a["train"], cost, a.get("trade_in"))
    state.operating.bought_train = True
