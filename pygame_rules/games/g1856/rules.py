"""1856 (Bill Dixon, Mayfair): options, set-up and its list of steps (who acts now, and which
step answers an action), on core18xx's `Title18xx`. The rules themselves live in the modules
named after the rule book's sections."""

from __future__ import annotations

import random
from typing import ClassVar

from ... import legal as legality
from ...core18xx import crisis, discards, operating_round, stock_round, table_queries, title18xx, waterfall_auction
from ...core18xx.depot import initial_depot
from ...core18xx.shares import Shares
from ...core18xx.steps import GAME_OVER, Step
from ...core18xx.title18xx import Title18xx
from . import (
    board,
    cgr,
    playout_policy,
    turn_steps,
)
from .board import new_board
from .data import data, types_for
from .layer import State1856
from .results import result
from .state import (
    AS_18XX_GAMES,
    OVER,
    RECORDED_DESTINATIONS,
    RECORDED_MOVES,
    RULES_VERSION,
    Corporation,
    Private,
    State,
)
from .view import view

# the tile lays and runs of the 18xx layer, and the destination check an import records
CHECKED = {**title18xx.CHECKED, "destination_connection": {"corporations": legality.KINDS[list]}}

ACTION_TYPES = frozenset(
    {
        *("bid", "pass", "buy_private", "par", "buy_share", "sell_shares", "bankrupt", "end_game"),
        *("place_token", "lay_tile", "place_port", "buy_right", "destination_connection", "run_routes"),
        *("dividend", "borrow_train", "buy_train", "discard_train", "take_loan", "payoff_loan"),
        *("merge", "remove_token", "repay_loans"),
    }
)

OPTIONS = {
    "alternate_destinations": {"label": "Alternate destinations", "choices": [False, True], "default": False},
    "unlimited_bonus_tokens": {
        "label": "Unlimited bridge and tunnel rights",
        "choices": [False, True],
        "default": False,
    },
    "eight_train_variant": {"label": "8-trains instead of diesels", "choices": [False, True], "default": False},
    AS_18XX_GAMES: {
        "label": "Where the rule book and 18xx.games differ, play as 18xx.games does "
        "(for games moved to or from 18xx.games)",
        "choices": [False, True],
        "default": False,
    },
    # set by import_18xx only (state.RECORDED_MOVES); older imports recorded every destination check
    RECORDED_MOVES: {
        "label": "Moves recorded on 18xx.games (imported games)",
        "choices": range(10**7),
        "default": 0,
        "hidden": True,
    },
    RECORDED_DESTINATIONS: {
        "label": "Destinations as recorded (imported games)",
        "choices": [False, True],
        "default": False,
        "hidden": True,
    },
}


def setup(players: list[str], options: dict) -> State:
    d = data()
    start = d.meta["starting_cash"][str(len(players))]
    corporations = {cid: Corporation(cid, tokens_left=list(c["token_prices"])) for cid, c in d.corporations.items()}
    corporations["CGR"] = Corporation("CGR", shares=Shares())
    state = State1856(
        players=list(players),
        options=dict(options),
        cash={p: start for p in players},
        bank=d.meta["bank"] - start * len(players),
        corporations=corporations,
        privates={pid: Private(pid) for pid in d.privates},
        depot=initial_depot(types_for(options)),
        board=new_board(),
        right_tokens={"bridge": d.meta["right_tokens"], "tunnel": d.meta["right_tokens"]},
        loans_left=d.meta["loans"]["count"],
        operating_percent=d.meta["operating_percent_start"],
    )
    state.say("1856.setup", players=len(players), cash=start)
    return state


def lifted_marker_choices(state: State, full: bool = True, kind: str | None = None) -> list[dict]:
    base = {
        "type": "place_token",
        "player": operating_round.director(state),
        "corporation": state.operating.corporation,
    }
    return [{**base, "city": c} for c in board.displaced_cities(state)]


# Who acts and what they may do: the first open step (interruptions first, then the round's own)
STEPS = (
    GAME_OVER,
    crisis.STEP,
    # a corporation whose turn began while the CGR forms chooses its home city first
    # (18xx.games' step order: its home-token step comes before the formation's)
    Step(
        "home city",
        lambda s: s.cgr is not None and turn_steps.choosing_home(s),
        lambda s: [operating_round.director(s)],
        operating_round.legal,
        operating_round.apply,
    ),
    Step("CGR formation", lambda s: s.cgr is not None, cgr.active, lambda s, full, kind: cgr.legal(s), cgr.apply),
    # after a purchase, and at a stock round's start after the CGR formed
    Step("discard trains", turn_steps.discarding, discards.director, discards.choices, discards.apply),
    waterfall_auction.STEP,
    stock_round.STEP,
    Step(
        "lifted markers",
        lambda s: bool(s.pending_tokens),
        lambda s: [operating_round.director(s)],
        lifted_marker_choices,
        lambda s, a: board.replace_displaced(s, a["city"]),
    ),
    operating_round.STEP,
)


class G1856(Title18xx):
    id = "1856"
    name = "1856"
    players = (3, 6)
    playing_time = (240, 360)
    weight = "heavy"
    rules_version = RULES_VERSION
    rules_changes: ClassVar[dict[int, str]] = {
        2: "the CGR's half-paid director who sells in a stock round and is still short is bankrupt, "
        "and as 18xx.games keeps his cash (version 1 ended his turn after the sale and the round "
        "went on, and his cash went to the bank)",
    }
    action_types = ACTION_TYPES
    steps = STEPS
    checked = CHECKED
    options = OPTIONS
    credits = (
        "by Bill Dixon, developed by Darwin P. Bromley and Peter Y. Bromley, published by "
        "Mayfair Games (1992, 1995). Where the rules are silent, 18xx.games' 1856 is followed."
    )

    def setup(self, players: list[str], seed: int, options: dict) -> State:
        return setup(players, options)

    def use_rules(self, state: State, version: int) -> None:
        state.rules_version = version

    def before_action(self, state: State) -> None:
        state.checks, state.deviations = [], []

    def after_action(self, state: State) -> None:
        state.ways.certificate_limit_compared(state)

    def playout_move(self, state: State, legal: list[dict], rnd: random.Random) -> dict:
        return playout_policy.move(state, legal, rnd)

    def view(self, state: State, player: str | None) -> dict:
        return view(state, self.active_players(state), result(state) if state.round == OVER else None)

    def query(self, state: State, name: str, args: dict, progress=None) -> object:
        return table_queries.answer(self, state, name, args, progress)

    def result(self, state: State) -> dict:
        return result(state)

    def conserved(self, state: State) -> dict[str, int]:
        loans = state.loans_left + sum(c.loans for c in state.corporations.values())
        return {**super().conserved(state), "loans": loans}


TITLE = G1856()
