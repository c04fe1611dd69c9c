"""1856's operating turn ('Operationsrunde'), as 18xx.games asks for the decisions (a step
without a decision is passed by itself; the round that runs these steps: core18xx's
operating_round):

home station (a choice only for the THB in Hamilton) -> track (lay or upgrade one tile, or
pass) -> destination check -> station marker -> the CGR may borrow a diesel -> run trains ->
interest on loans -> dividend -> buy trains -> forced loan repayment -> take or repay loans ->
buy privates.

At any time in its turn it may take one government loan (phases 2-5), buy a private (phases 3-4),
buy a bridge or tunnel right, use the W&S station or place the port marker: 18xx.games keeps
these powers in steps of their own that do not block, ordered before the turn's steps; a step
that blocks closes every later one (the loan step, once its turn comes after buying trains,
leaves only the port marker open). Each step names the powers open beside it.
"""

from __future__ import annotations

from dataclasses import replace

from ...core18xx import cached_graph, runs, track_step
from ...core18xx.operating_round import DIVIDEND, HOME, ROUTES, TRAINS, director, step_choices
from ...core18xx.operating_turn import TurnStep
from ...core18xx.track_step import Track
from ...errors import IllegalAction
from . import board, capitalization, diesels, loans, powers, privates, stations
from .data import CGR
from .state import (
    OPERATING,
    RECORDED_DESTINATIONS,
    Corporation,
    State,
    still_to_operate,
)


def offer(corp: Corporation, player: str, kind: str) -> dict:
    return {"type": kind, "player": player, "corporation": corp.id}


# --- the steps' decisions ---


def lay_offers(state: State, corp: Corporation, player: str) -> list[dict]:
    """The turn's tile lay while it is not made, and the privates' lays (core18xx's track_step)."""
    offers = [] if state.operating.tile_laid else [offer(corp, player, "lay_tile")]
    return offers + powers.lay_offers(state, corp, player)


def expand_lays(state: State, corp: Corporation, player: str, offers: list[dict]) -> list[dict]:
    out = []
    for lay_offer in offers:
        power = powers.lay_power(lay_offer["private"]) if "private" in lay_offer else None
        out += [{**lay_offer, **lay} for lay in board.tile_lays(state, corp, power)]
    return out


def lay_held_open(state: State, corp: Corporation) -> bool:
    return powers.extra_lay_unused(state, corp) or powers.lay_private_for_sale(state, corp)


def escrow_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    """In the moves an import brought (state.recorded) the destination check is an action, so an
    imported game takes the corporations its record names (18xx.games replays this recorded
    follow-up action rather than computing it again); in play it is computed."""
    if not destinations_recorded(state):
        return []
    check = offer(corp, player, "destination_connection")
    return [{**check, "corporations": destinations_reached(state)} if full else check]


def station_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    return token_choices(state, corp, player)


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
    stale = state.ways.stale_station_cities(state, corp) if reached is None else None
    cities = reached if reached is not None else stale if stale is not None else stations.token_cities(state, corp)
    if not cities:
        return []
    if state.recorded():  # asked as in play; the recorded city is trusted as 18xx.games' replay does
        cities = stations.token_cities(state, corp, reach=False)
    elif stale is not None:  # where 18xx.games' old graph lets a marker go and the map has room
        room = set(stations.token_cities(state, corp, reach=False))
        cities = [c for c in cities if c in room]
    places = track_step.marker_choices(state, corp, player, lambda: cities, lambda c: marker_price(state, corp, c))
    return places + [offer(corp, player, "pass")]


def marker_price(state: State, corp: Corporation, city: str) -> int:
    return 0 if powers.free_station(state, corp, city) else corp.tokens_left[0]


def borrow_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    choices = diesels.borrow_choices(state, corp, player)
    return choices + [offer(corp, player, "pass")] if choices else []


def private_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    if not privates.purchase_asked(state, corp) and not powers.port_choices(state, corp, player):
        return []
    return privates.purchase_choices(state, corp, player) + [offer(corp, player, "pass")]


# --- what follows a step by itself ---


def check_destinations(state: State, corp: Corporation) -> None:
    if not destinations_recorded(state):
        reached = destinations_reached(state)
        state.checks.append((corp.id, reached))
        reach_destinations(state, reached)


def station_left(state: State, corp: Corporation) -> None:
    if not state.operating.token_placed:
        state.ways.station_left(state, corp, lambda c: bool(token_choices(state, corp, director(state), c)))


ALL_POWERS = ("port", "loan", "station", "private", "right")
TURN = (
    replace(HOME, anytime=("port", "loan", "private")),
    track_step.turn_step(
        Track(lay_offers, expand_lays, held_open=lay_held_open),
        leave=check_destinations,
        anytime=("port", "loan", "private", "right"),
    ),
    TurnStep("escrow", escrow_choices, anytime=ALL_POWERS, done_by=("destination_connection",)),
    TurnStep("token", station_choices, station_left, ALL_POWERS),
    TurnStep("borrow", borrow_choices, anytime=ALL_POWERS, done_by=("borrow_train",)),
    replace(ROUTES, anytime=ALL_POWERS),
    replace(DIVIDEND, anytime=ALL_POWERS),
    replace(TRAINS, leave=diesels.return_borrowed, anytime=ALL_POWERS),
    TurnStep("loans", lambda s, corp, player, full: loans.step_choices(s, corp, player), anytime=("port",)),
    TurnStep("privates", private_choices, anytime=("port", "station", "right")),
    TurnStep("end", lambda s, corp, player, full: []),
)
STEP_NAMES = tuple(s.name for s in TURN)

POWERS = {
    "port": ("place_port", powers.port_choices),
    "loan": ("take_loan", loans.take_choices),
    "station": ("place_token", powers.token_choices),
    "private": ("buy_private", privates.purchase_choices),
    "right": ("buy_right", privates.right_choices),
}


# --- the turn's frame: where it begins, waits and ends ---


def operates(state: State, corp: Corporation) -> bool:
    """Those floated or able to float now operate in this round (18xx.games); the CGR once formed."""
    if corp.id == CGR:
        return state.cgr_formed
    return corp.cell is not None and (corp.started or capitalization.floatable(state, corp))


def choosing_home(state: State) -> bool:
    """The operating corporation's director must choose its home city now."""
    turn = state.operating
    return state.round == OPERATING and turn is not None and turn.step == "home" and bool(step_choices(state, False))


def waits(state: State) -> bool:
    return state.cgr is not None or bool(state.pending_tokens) or discarding(state)


def closed_waits(state: State) -> bool:
    """A corporation closed (or merged into the CGR) in its own turn: the round ends only after
    the CGR's formation."""
    return state.cgr is not None and not still_to_operate(state)


def step_reached(state: State, corp: Corporation) -> None:
    cached_graph.operating(state, corp, state.operating.step == "token" and station_asked(state, corp))
    runs.note_route(state, corp, state.operating.step)


def discarding(state: State) -> bool:
    """Corporations over their train limit discard now. 18xx.games asks for the discards right
    after a purchase, before the buyer's train step goes on, but a buyer whose train step ended
    with that action first decides on its loans; discards left by a formation of the CGR that
    went on to the next corporation wait for its train step (state.discards_wait)."""
    turn = state.operating
    if not state.discards or not turn:
        return bool(state.discards)
    return turn.step != "loans" and not (state.discards_wait and turn.before("trains"))


def ends(state: State) -> bool:
    """Interest not yet paid because no decision came after the run: 18xx.games then never
    collects it (deviation `interest_at_turn_end`); else it is paid now."""
    if state.operating.interest_paid or state.ways.interest_forgotten(state):
        return True
    settle_interest(state)
    return not state.crisis


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
        loans.pay_interest(state, state.corporations[turn.corporation])
    if state.operating is turn and not turn.before("loans"):
        loans.force_repayment(state, state.corporations[turn.corporation])


def settle_at_bankruptcy(state: State) -> None:
    """'Bankrott': the game ends at once and nobody acts any more. 18xx.games still settles the
    corporation's payments after the bankrupt's sales (loans above the limit his sales lowered:
    its director, maybe a new one, repays them) before it ends (deviation `bankrupt_settles_loans`)."""
    turn = state.operating
    if not turn:
        return
    corp: Corporation = state.corporations[turn.corporation]
    repays = corp.id != CGR and corp.loans > loans.maximum(corp) and not turn.before("loans")
    owes_interest = not turn.interest_paid and not turn.before("dividend")
    if (repays or owes_interest) and state.ways.bankrupt_settles_loans(state):
        settle_interest(state)
        state.crisis = None


def destinations_reached(state: State) -> list[str]:
    """After the track step: the corporations whose destination is now connected and whose
    escrow (or, not yet parred, whose capitalization) depends on it (section 'Kapitalisierung')."""
    return [
        c.id
        for c in state.corporations.values()
        if waits_for_destination(state, c) and board.destination_reached(state, c)
    ]


def waits_for_destination(state: State, corp: Corporation) -> bool:
    if corp.closed or corp.destinated or corp.id == CGR:
        return False
    return corp.capitalization == capitalization.ESCROW or (
        corp.capitalization is None and state.new_capitalization == capitalization.ESCROW
    )


def reach_destinations(state: State, corps: list) -> None:
    if not isinstance(corps, list) or not all(
        isinstance(c, str) and c in state.corporations and waits_for_destination(state, state.corporations[c])
        for c in corps
    ):
        raise IllegalAction.said("1856.destination.not_waiting")
    for cid in corps:
        capitalization.reach_destination(state, state.corporations[cid])


def destinations_recorded(state: State) -> bool:
    return state.recorded() or bool(state.options.get(RECORDED_DESTINATIONS))


# --- the title's own actions (the common ones: core18xx's operating_round) ---


def lay_tile(state: State, corp: Corporation, a: dict) -> None:
    if "private" in a:
        powers.lay(state, corp, a["private"], a["hex"], a["tile"], a["rotation"])
        return
    cached_graph.check_lay(state, corp, a["hex"])
    runs.remember_route(state, corp)
    lifted = board.lay_tile(state, corp, a["hex"], a["tile"], a["rotation"])
    runs.remember_route(state, corp, lifted)
    state.operating.tile_laid = True


def place_token(state: State, corp: Corporation, a: dict) -> None:
    turn = state.operating
    if "private" in a:
        powers.place_token(state, corp, a["city"])
    elif turn.step == "home":
        board.place_home_token(state, corp, a["city"])
        cached_graph.cleared(state)  # a chosen home is placed by 18xx.games' station step
    else:
        state.ways.station_placed(state, corp, a["city"])
        runs.remember_route(state, corp)
        if powers.free_station(state, corp, a["city"]):
            powers.place_free_station(state, corp, a["city"])
        else:
            stations.place_token(state, corp, a["city"], corp.tokens_left[0])
        turn.token_placed = True


ACTIONS = {
    "take_loan": lambda state, corp, a: loans.take(state, corp),
    "payoff_loan": lambda state, corp, a: loans.repay(state, corp),
    "buy_private": lambda state, corp, a: privates.buy(state, corp, a["private"], a["price"]),
    "buy_right": lambda state, corp, a: privates.buy_right(state, corp, a["right"]),
    "place_port": lambda state, corp, a: powers.place_port(state, corp, a["hex"]),
    "lay_tile": lay_tile,
    "place_token": place_token,
    "borrow_train": lambda state, corp, a: diesels.borrow(state, corp, a["train"]),
    "destination_connection": lambda state, corp, a: reach_destinations(state, a["corporations"]),
}
