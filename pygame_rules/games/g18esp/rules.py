"""18ESP (18España; Lonny Orgler and Enrique Trigueros, Lonny Games): options, set-up and its list
of steps (who acts now, and which step answers an action), on core18xx's `Title18xx`. The rules
themselves live in the modules named after the rule book's sections."""

from __future__ import annotations

import random

from ...core18xx import discards, operating_round, stock_round, table_queries
from ...core18xx.depot import initial_depot
from ...core18xx.selection_auction import start as start_auction
from ...core18xx.shares import Shares
from ...core18xx.steps import GAME_OVER, Step
from ...core18xx.title18xx import Title18xx
from ...errors import IllegalAction
from . import game_end, offers, operating, playout_policy, private_sales, privates, refusals, track, turn_steps
from .board import new_board
from .data import CORE, data
from .layer import State18ESP
from .set_up import draw
from .state import AS_18XX_GAMES, CURRENCY, OVER, RECORDED_MOVES, SEATED, Corporation, Private, State
from .view import view

ACTION_TYPES = frozenset(
    {
        *("bid", "pass", "par", "buy_share", "sell_shares", "repay_loan", "end_game"),
        *("place_token", "lay_tile", "open_pass", "attach_tender", "run_routes", "dividend"),
        *("take_over", "takeover_marker", "accept_offer", "decline_offer"),
        *("buy_train", "combine_trains", "discard_train", "choose_side", "buy_private", "buy_tender"),
    }
)

OPTIONS = {
    CORE: {
        "label": "Standard set-up: the core corporations, without the variable set-up",
        "choices": [False, True],
        "default": False,
    },
    AS_18XX_GAMES: {
        "label": "Where the rule book and 18xx.games differ, play as 18xx.games does "
        "(for games moved to or from 18xx.games)",
        "choices": [False, True],
        "default": False,
    },
    # set by import_18xx only: the moves recorded on 18xx.games, applied as its replay trusts them
    RECORDED_MOVES: {
        "label": "Moves recorded on 18xx.games (imported games)",
        "choices": range(10**7),
        "default": 0,
        "hidden": True,
    },
    # a game moved from 18xx.games keeps its seats (its site seats the players before the game)
    SEATED: {
        "label": "Players sit in the order given (imported games)",
        "choices": [False, True],
        "default": False,
        "hidden": True,
    },
}


def corporation(cid: str) -> Corporation:
    d = data()
    open_tokens, locked = markers(cid)
    if d.is_minor(cid):
        # one 50% director's certificate (4.3.1): half of a minor's payout goes to its treasury
        shares = Shares(units=2, unit_percent=d.minor["certificate_percent"], ipo=0, director_units=1)
        return Corporation(cid, shares=shares, minor=True, tokens_left=open_tokens)
    return Corporation(cid, tokens_left=open_tokens, locked_tokens=locked)


def markers(cid: str) -> tuple[list[int], list[int]]:
    """The station markers at set-up: (open, locked) prices, the home marker first (6.1.3)."""
    d = data()
    prices = list(d.corporation(cid)["token_prices"])
    if d.is_minor(cid):
        return prices, []
    n = d.major["tokens_open_at_start"]
    return prices[:n], prices[n:]


def depot(types: tuple[dict, ...]) -> tuple[list[str], dict[str, str]]:
    """The bank's trains, and the cards set aside under privates (P2's 2/1+2, table 7's
    '10(+1)'): the first of their type (18xx.games' '2-0')."""
    trains = initial_depot(types)
    under: dict[str, str] = {}
    for t in types:
        for private in t.get("reserved", {}):
            card = next(x for x in trains if x.rsplit("-", 1)[0] == t["name"])
            trains.remove(card)
            under[private] = card
    return trains, under


def setup(players: list[str], seed: int, options: dict) -> State:
    d = data()
    drawn = draw(seed, players, options[CORE], seated=options[SEATED])
    start = d.starting_cash(len(players))
    trains, under = depot(d.trains)
    state = State18ESP(
        players=list(drawn.order),
        options=dict(options),
        cash={p: start for p in drawn.order},
        bank=-start * len(players),  # unlimited (2.1): what it paid out
        corporations={cid: corporation(cid) for cid in drawn.corporations},
        privates={p["id"]: Private(p["id"]) for p in d.privates if p.get("card") in (None, drawn.p6_card)},
        depot=trains,
        board=new_board(drawn.homes()),
        core=drawn.core,
        homes=drawn.homes(),
        removed=list(drawn.removed),
        p6_card=drawn.p6_card,
        p6_share=drawn.p6_share,
        p7=drawn.p7,
        private_trains=under,
        tenders={"P5": d.private("P5")["power"]["tenders"], "market": 0},
    )
    state.say("18esp.setup", players=len(players), cash=start)
    state.say("18esp.setup.order", players=list(state.players))
    state.say("18esp.setup.removed", corps=list(drawn.removed))
    state.say("18esp.setup.p6", private=privates.name(state, "P6"), corp=drawn.p6_share)
    state.say("18esp.setup.p7", private=privates.name(state, "P7"), corp=drawn.p7)
    start_auction(state)
    return state


def director_of(state: State, corp: str) -> list[str]:
    return [state.corporations[corp].shares.director]


# Who acts and what they may do: the first open step (interruptions first, then the round's own)
STEPS = (
    GAME_OVER,
    privates.PAR_STEP,
    privates.AUCTION_STEP,
    # the side of P2's train, chosen by its buyer at once (3.1, 5.7)
    Step(
        "P2's train",
        lambda s: s.p2_buyer is not None,
        lambda s: director_of(s, s.p2_buyer),
        lambda s, full, kind: private_sales.side_choices(s),
        private_sales.choose,
    ),
    # the other player answers an offer: a train, a private, a tender, a takeover (3.1, 5.6, 5.7)
    Step(
        "offer",
        lambda s: s.offer is not None,
        lambda s: [s.offer["to"]],
        lambda s, full, kind: offers.choices(s),
        lambda s, a: offers.answer(s, a, turn_steps.DEALS),
    ),
    # a marker lifted by a lay on an OO hex goes into one of its cities (5.3.4)
    Step(
        "lifted markers",
        lambda s: bool(s.pending_tokens),
        lambda s: [operating_round.director(s)],
        lambda s, full, kind: track.lifted_choices(s),
        lambda s, a: track.replace_displaced(s, a["city"]),
    ),
    # over the train limit after a phase change (5.7), once the operating corporation's revenue is settled
    Step("discard trains", operating.discards_due, discards.director, discards.choices, discards.apply),
    stock_round.STEP,
    operating_round.STEP,
)


TWO_PLAYERS_LEFT_OUT = {2: "18esp.error.two_players"}  # (1.3: the 2-player game is the playbook's)


class G18ESP(Title18xx):
    id = "18esp"
    name = "18ESP"
    players = (3, 6)
    playing_time = (240, 360)
    weight = "heavy"
    left_out = TWO_PLAYERS_LEFT_OUT
    currency = CURRENCY
    action_types = ACTION_TYPES
    steps = STEPS
    options = OPTIONS
    credits = (
        "by Lonny Orgler and Enrique Trigueros (18España), published by Lonny Games. "
        "Where the rules are unclear, 18xx.games' 18ESP is followed."
    )

    def setup(self, players: list[str], seed: int, options: dict) -> State:
        return setup(players, seed, options)

    def before_action(self, state: State) -> None:
        state.deviations = []

    def apply(self, state: State, action: dict) -> dict:
        """As the layer applies it; a refusal of the matching says the 18ESP rule that forbids it."""
        try:
            return super().apply(state, action)
        except IllegalAction as refused:
            if refused.message is None or refused.message.key not in refusals.GENERIC:
                raise
            raise refusals.why(state, action) or refused from None

    def playout_move(self, state: State, legal: list[dict], rnd: random.Random) -> dict:
        return playout_policy.move(state, legal, rnd)

    def query(self, state: State, name: str, args: dict, progress=None) -> object:
        return table_queries.answer(self, state, name, args, progress)

    def view(self, state: State, player: str | None) -> dict:
        return view(state, self.active_players(state), game_end.result(state) if state.round == OVER else None)

    def result(self, state: State) -> dict:
        return game_end.result(state)


TITLE = G18ESP()
