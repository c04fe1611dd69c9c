"""The operating round ('Operationsrunde'): the privates pay, then each corporation in operation
acts once, in order of share price. A corporation's turn, step by step, as 18xx.games asks for
the decisions (a step without a decision is passed by itself):

home station (a choice only for the THB in Hamilton) -> track (lay or upgrade one tile, or
pass) -> destination check -> station marker -> the CGR may borrow a diesel -> run trains ->
interest on loans -> dividend -> buy trains -> forced loan repayment -> take or repay loans ->
buy privates.

At any time in its turn it may take one government loan (phases 2-5), buy a private (phases 3-4),
buy a bridge or tunnel right, use the W&S station or place the port marker.
"""

from __future__ import annotations

from ...core18xx import dividends, phases, train_step
from ...core18xx.closing import close_entered
from ...core18xx.crisis import go_bankrupt
from ...core18xx.market_moves import price_order
from ...core18xx.trains import depot_trains
from ...errors import IllegalAction
from . import board, cached_graph, capitalization, diesels, loans, powers, privates
from .state import (
    AS_18XX_GAMES,
    OPERATING,
    RECORDED_DESTINATIONS,
    TURN_STEPS,
    Corporation,
    OperatingTurn,
    State,
    still_to_operate,
)

# "end": the turn is over once what followed its last decision (interest, repayment) is settled


def reorder(state: State) -> None:
    """A sale in the operating round moves prices: the corporations still to operate go in the
    new order of their prices (18xx.games)."""
    done, rest = state.operating_order[: state.operating_index + 1], state.operating_order[state.operating_index + 1 :]
    state.operating_order = done + price_order(state, [state.corporations[c] for c in rest])


def start(state: State, number: int) -> None:
    state.round = "operating"
    state.or_number = number
    state.operated = []
    state.note(f"Operating round {state.turn}.{number} (of {state.or_count}).")
    privates.pay_income(state)
    # those floated or able to float now operate in this round (18xx.games)
    candidates = [
        c
        for c in state.corporations.values()
        if not c.closed and c.cell and c.id != "CGR" and (c.started or capitalization.floatable(state, c))
    ]
    if state.cgr_formed and not state.corporations["CGR"].closed:
        candidates.append(state.corporations["CGR"])
    state.operating_order = price_order(state, candidates)
    state.operating_index = -1
    next_corporation(state)


def next_corporation(state: State) -> None:
    close_entered(state)  # a turn over, closing comes first: the next corporation or round must not count it
    state.operating = None
    while True:
        state.operating_index += 1
        if state.operating_index >= len(state.operating_order):
            powers.operating_round_over(state)
            state.round_over = True
            return
        corp = state.corporations[state.operating_order[state.operating_index]]
        if corp.closed or corp.id in state.operated:
            continue
        if not corp.started and capitalization.floatable(state, corp):
            corp.started = True
            state.note(f"{corp.id} floats.")
        if not corp.started:
            state.note(f"{corp.id} has not sold enough shares to operate.")
            state.cgr_question = False  # 18xx.games' skip of a corporation passes this question too
            continue
        begin_turn(state, corp)
        return


def begin_turn(state: State, corp: Corporation) -> None:
    state.operating = OperatingTurn(corp.id)
    state.operated.append(corp.id)
    state.note(f"{corp.shares.director} operates {corp.id}.")
    if not corp.home_placed and corp.id != "CGR":
        cities = board.home_cities(state, corp)
        if len(cities) == 1 and not board.home_asked(state, corp):
            board.place_home_token(state, corp, cities[0])
    advance(state)


def choosing_home(state: State) -> bool:
    """The operating corporation's director must choose its home city now."""
    turn = state.operating
    return state.round == OPERATING and turn is not None and turn.step == "home" and bool(step_choices(state, False))


def director(state: State) -> str:
    return state.corporations[state.operating.corporation].shares.director


def current(state: State) -> Corporation:
    return state.corporations[state.operating.corporation]


def step_choices(state: State, full: bool = True) -> list[dict]:
    """The decisions of the current step (empty: the step is passed by itself). Without `full`,
    tile lays and runs are offers ({"type", "player", "corporation"[, "private"]}) whose free
    fields are checked when applied, so a replay never lists them."""
    corp, turn, player = current(state), state.operating, director(state)
    base = {"player": player, "corporation": corp.id}
    step = turn.step
    if step == "home":
        if corp.home_placed or corp.id == "CGR":
            return []
        return [{"type": "place_token", **base, "city": c} for c in board.home_cities(state, corp)]
    if step == "track":
        offers = [] if turn.tile_laid else [{"type": "lay_tile", **base}]
        offers += powers.lay_offers(state, corp, player)
        if not offers and not powers.extra_lay_unused(state, corp) and not powers.lay_private_for_sale(state, corp):
            return []
        return (expand_lays(state, corp, offers) if full else offers) + [{"type": "pass", **base}]
    if step == "escrow":
        return escrow_choices(state, base, full)
    if step == "token":
        return token_choices(state, corp, player)
    if step == "borrow":
        choices = diesels.borrow_choices(state, corp, player)
        return choices + [{"type": "pass", **base}] if choices else []
    if step == "routes":
        if not corp.trains or not board.can_run(state, corp):
            return []
        offer = {"type": "run_routes", **base}
        return [{**offer, "routes": board.best_routes(state, corp)}] if full else [offer]
    if step == "dividend":
        return dividends.choices(state, corp, player)
    if step == "trains":
        return train_step.step_choices(state, corp, player)
    if step == "loans":
        return loans.step_choices(state, corp, player)
    if step == "end":
        return []
    if step == "privates":
        if not privates.purchase_asked(state, corp) and not powers.port_choices(state, corp, player):
            return []
        return privates.purchase_choices(state, corp, player) + [{"type": "pass", **base}]
    raise AssertionError(step)


def expand_lays(state: State, corp: Corporation, offers: list[dict]) -> list[dict]:
    out = []
    for offer in offers:
        power = powers.lay_power(offer["private"]) if "private" in offer else None
        out += [{**offer, **lay} for lay in board.tile_lays(state, corp, power)]
    return out


def station_asked(state: State, corp: Corporation) -> bool:
    """Whether the station step looks for a place: a marker left that the corporation can pay."""
    if state.operating.token_placed or not corp.tokens_left:
        return False
    return powers.free_station_left(state, corp) or corp.tokens_left[0] <= loans.buying_power(state, corp)


def token_choices(state: State, corp: Corporation, player: str, reached: list[str] | None = None) -> list[dict]:
    """A station marker: one per turn, at the next marker's price (free in Kitchener for the
    W&S's owner), in a city it reaches (`reached`: these; 18xx.games' graph with the option
    `as_18xx_games`, cached_graph). 18xx.games asks whenever the cheapest marker is within the treasury and a loan
    the corporation could still take (the director may take the loan first, or pass); the W&S's
    unused free station keeps the question open."""
    if not station_asked(state, corp):
        return []
    stale = None
    if reached is None and state.options.get(AS_18XX_GAMES):
        stale = cached_graph.station_cities(state, corp)
    cities = reached if reached is not None else stale if stale is not None else board.token_cities(state, corp)
    if not cities:
        return []
    if state.recorded():  # asked as in play; the recorded city is trusted as 18xx.games' replay does
        cities = board.token_cities(state, corp, reach=False)
    elif stale is not None:  # where 18xx.games' old graph lets a marker go and the map has room
        room = set(board.token_cities(state, corp, reach=False))
        cities = [c for c in cities if c in room]
    base = {"player": player, "corporation": corp.id}
    places = [
        {"type": "place_token", **base, "city": c}
        for c in cities
        if (0 if powers.free_station(state, corp, c) else corp.tokens_left[0]) <= corp.cash
    ]
    return places + [{"type": "pass", **base}]


# What a corporation may do besides its current step's decision, by step: 18xx.games keeps these
# powers in steps of their own that do not block, ordered before the turn's steps; a step that
# blocks closes every later one (the loan step, once its turn comes after buying trains, leaves
# only the port marker open).
ANYTIME = {
    "end": (),
    "home": ("port", "loan", "private"),
    "track": ("port", "loan", "private", "right"),
    "loans": ("port",),
    "privates": ("port", "station", "right"),
}
ANYTIME_DEFAULT = ("port", "loan", "station", "private", "right")


ANYTIME_TYPES = {
    "port": "place_port",
    "loan": "take_loan",
    "station": "place_token",
    "private": "buy_private",
    "right": "buy_right",
}


def anytime_choices(state: State, action_type: str | None = None) -> list[dict]:
    """With `action_type`: only the powers that give actions of that type."""
    corp, player, step = current(state), director(state), state.operating.step
    out = []
    for kind in ANYTIME.get(step, ANYTIME_DEFAULT):
        if action_type and ANYTIME_TYPES[kind] != action_type:
            continue
        if kind == "port":
            out += powers.port_choices(state, corp, player)
        elif kind == "loan":
            out += loans.take_choices(state, corp, player)
        elif kind == "station":
            out += powers.token_choices(state, corp, player)
        elif kind == "private":
            out += privates.purchase_choices(state, corp, player)
        else:
            out += privates.right_choices(state, corp, player)
    return out


def legal(state: State, full: bool = True, kind: str | None = None) -> list[dict]:
    """The turn's choices (with `kind`: the step's and the powers giving that type of action)."""
    step = step_choices(state, full)
    return step + [a for a in anytime_choices(state, kind) if a not in step]


def advance(state: State) -> None:
    """Pass the steps that need no decision, up to the next that does, or end the turn."""
    while state.operating and state.round == "operating":
        if current(state).closed:
            # it closed (or merged into the CGR) in its own turn: the next corporation starts at
            # once (18xx.games), but the round ends only after the CGR's formation
            if state.crisis or (state.cgr and not still_to_operate(state)):
                return
            next_corporation(state)
            continue
        if state.crisis or state.cgr or state.pending_tokens or discarding(state):
            return
        corp = current(state)
        cached_graph.operating(state, corp, state.operating.step == "token" and station_asked(state, corp))
        note_route(state)
        if step_choices(state, full=False):
            return
        leave_step(state)


def note_route(state: State) -> None:
    """18xx.games looks for a route when a corporation with trains comes to run them, or one
    without trains to buy one (and whenever it searches the map for the corporation: a tile lay,
    a station marker); once it has found one, the corporation counts as having a route for the
    rest of the game, even if other markers later block it (rule book 'Lokkauf': once it can
    run a route it must own a train)."""
    corp, step = current(state), state.operating.step
    if (step == "routes" and corp.trains) or (step == "trains" and not corp.trains and depot_trains(state)):
        remember_route(state, corp)


def remember_route(state: State, corp: Corporation, lifted: tuple = ()) -> None:
    if not corp.had_route and board.route_found(state, corp, lifted):
        corp.had_route = True


def discarding(state: State) -> bool:
    """Corporations over their train limit discard now. 18xx.games asks for the discards right
    after a purchase, before the buyer's train step goes on, but a buyer whose train step ended
    with that action first decides on its loans; discards left by a formation of the CGR that
    went on to the next corporation wait for its train step (state.discards_wait)."""
    turn = state.operating
    if not state.discards or not turn:
        return bool(state.discards)
    return turn.step != "loans" and not (state.discards_wait and turn.before("trains"))


def leave_step(state: State) -> None:
    """The current step is done (passed or nothing to decide): the automatic parts that follow."""
    corp, turn = current(state), state.operating
    step = turn.step
    if step == "track" and not destinations_recorded(state):
        reached = destinations_reached(state)
        state.checks.append((corp.id, reached))
        reach_destinations(state, reached)
    elif step == "dividend" and not turn.dividend_done:
        dividends.pay(state, corp, "withhold")  # no run, or the CGR before its first permanent train
    elif step == "trains":
        diesels.return_borrowed(state, corp)
    elif step == "token" and not turn.token_placed:
        cached_graph.check_station_left(state, corp, lambda c: bool(token_choices(state, corp, director(state), c)))
    index = TURN_STEPS.index(step)
    if index + 1 < len(TURN_STEPS):
        turn.step = TURN_STEPS[index + 1]
        return
    if not turn.interest_paid and not state.differs("interest_at_turn_end"):
        # no decision came after the run (18xx.games then never collects this interest)
        settle_interest(state)
        if not state.crisis:
            next_corporation(state)
    else:
        next_corporation(state)


def settle_interest(state: State) -> None:
    """After each action of the turn (18xx.games' order): interest falls due once the trains
    have run (a corporation that ran none pays it with its next action, at the latest when its
    turn ends); once the train step is over, loans above the limit are repaid (again after a
    later action, if a sale lowered the limit). When the train step ends by itself, without a
    decision in it, the repayment waits for the next action, so the corporation may first repay
    loans of its own choice."""
    turn = state.operating
    if not turn:
        return
    if not turn.interest_paid and not turn.before("dividend"):
        loans.pay_interest(state, current(state))
    if state.operating is turn and not turn.before("loans"):
        loans.force_repayment(state, current(state))


def destinations_reached(state: State) -> list[str]:
    """After the track step: the corporations whose destination is now connected and whose
    escrow (or, not yet parred, whose capitalization) depends on it (section 'Kapitalisierung')."""
    return [
        c.id
        for c in state.corporations.values()
        if waits_for_destination(state, c) and board.destination_reached(state, c)
    ]


def waits_for_destination(state: State, corp: Corporation) -> bool:
    if corp.closed or corp.destinated or corp.id == "CGR":
        return False
    return corp.capitalization == capitalization.ESCROW or (
        corp.capitalization is None and state.new_capitalization == capitalization.ESCROW
    )


def reach_destinations(state: State, corps: list) -> None:
    if not isinstance(corps, list) or not all(
        isinstance(c, str) and c in state.corporations and waits_for_destination(state, state.corporations[c])
        for c in corps
    ):
        raise IllegalAction("Only corporations waiting for their destination can reach it.")
    for cid in corps:
        capitalization.reach_destination(state, state.corporations[cid])


def destinations_recorded(state: State) -> bool:
    return state.recorded() or bool(state.options.get(RECORDED_DESTINATIONS))


def escrow_choices(state: State, base: dict, full: bool) -> list[dict]:
    """In the moves an import brought (state.recorded) the destination check is an action, so an
    imported game takes the corporations its record names (18xx.games replays this recorded
    follow-up action rather than computing it again); in play it is computed."""
    if not destinations_recorded(state):
        return []
    offer = {"type": "destination_connection", **base}
    return [{**offer, "corporations": destinations_reached(state)} if full else offer]


def apply(state: State, a: dict) -> None:
    """An action of the operating corporation's director."""
    corp = state.corporations[a["corporation"]]
    turn = state.operating
    kind = a["type"]
    if kind == "pass":
        leave_step(state)
    elif kind == "take_loan":
        loans.take(state, corp)
    elif kind == "payoff_loan":
        loans.repay(state, corp)
    elif kind == "buy_private":
        privates.buy(state, corp, a["private"], a["price"])
    elif kind == "buy_right":
        privates.buy_right(state, corp, a["right"])
    elif kind == "place_port":
        powers.place_port(state, corp, a["hex"])
    elif kind == "lay_tile" and "private" in a:
        powers.lay(state, corp, a["private"], a["hex"], a["tile"], a["rotation"])
    elif kind == "lay_tile":
        cached_graph.check_lay(state, corp, a["hex"])
        remember_route(state, corp)
        lifted = board.lay_tile(state, corp, a["hex"], a["tile"], a["rotation"])
        remember_route(state, corp, lifted)
        turn.tile_laid = True
    elif kind == "place_token" and "private" in a:
        powers.place_token(state, corp, a["city"])
    elif kind == "place_token" and turn.step == "home":
        board.place_home_token(state, corp, a["city"])
        cached_graph.cleared(state)  # a chosen home is placed by 18xx.games' station step
    elif kind == "place_token":
        cached_graph.check_station_placed(state, corp, a["city"])
        remember_route(state, corp)
        if powers.free_station(state, corp, a["city"]):
            powers.place_free_station(state, corp, a["city"])
        else:
            board.place_token(state, corp, a["city"], corp.tokens_left[0])
        turn.token_placed = True
    elif kind == "borrow_train":
        diesels.borrow(state, corp, a["train"])
        leave_step(state)
    elif kind == "run_routes":
        dividends.run(state, corp, a["routes"], sum(board.route_revenues(state, corp, a["routes"])))
        leave_step(state)
    elif kind == "dividend":
        dividends.pay(state, corp, a["kind"])
        leave_step(state)
    elif kind == "destination_connection":
        reach_destinations(state, a["corporations"])
        leave_step(state)
    elif kind == "buy_train":
        phases.train_bought(state, corp, train_step.buy_for_turn(state, corp, a))
        if turn.step == "trains" and not step_choices(state, full=False):
            leave_step(state)  # no other train it could buy: the step ends with this purchase (also as the CGR forms)
    elif kind == "sell_shares":
        train_step.sell_for_train(state, a)
    elif kind == "bankrupt":
        go_bankrupt(state, a["player"])
    else:
        raise IllegalAction(f"'{kind}' is not possible in {turn.step}.")
