"""1856 (Bill Dixon, Mayfair): set-up, who acts now, and which step answers an action. The rules
themselves live in the modules named after the rule book's sections."""

from __future__ import annotations

from ... import legal as legality
from ...core18xx.depot import initial_depot
from ...core18xx.shares import Shares
from ...errors import IllegalAction
from ...title import Title
from . import (
    auction,
    board,
    cgr,
    crisis,
    dividends,
    loans,
    operating_round,
    privates,
    stock_round,
    trains,
)
from .board import new_board
from .data import data
from .results import result
from .state import AUCTION, OPERATING, OVER, STOCK, Corporation, Private, State
from .view import view

OPTIONS = {
    "alternate_destinations": {"label": "Alternate destinations", "choices": [False, True], "default": False},
    "unlimited_bonus_tokens": {"label": "Unlimited bridge and tunnel rights", "choices": [False, True],
                               "default": False},
    "eight_train_variant": {"label": "8-trains instead of diesels", "choices": [False, True], "default": False},
}


def setup(players: list[str], options: dict) -> State:
    d = data()
    start = d.meta["starting_cash"][str(len(players))]
    corporations = {cid: Corporation(cid, tokens_left=list(c["token_prices"])) for cid, c in d.corporations.items()}
    corporations["CGR"] = Corporation("CGR", shares=Shares())
    state = State(
        players=list(players),
        options=dict(options),
        cash={p: start for p in players},
        bank=d.meta["bank"] - start * len(players),
        corporations=corporations,
        privates={pid: Private(pid) for pid in d.privates},
        depot=initial_depot(trains.types_for(options)),
        board=new_board(),
        right_tokens={"bridge": d.meta["right_tokens"], "tunnel": d.meta["right_tokens"]},
        loans_left=d.meta["loans"]["count"],
        operating_percent=d.meta["operating_percent_start"],
    )
    state.note(f"1856 for {len(players)} players; each starts with ${start}.")
    return state


def active(state: State) -> list[str]:
    if state.round == OVER:
        return []
    if state.crisis:
        return [state.crisis.player]
    if state.cgr:
        return cgr.active(state)
    if state.round == AUCTION:
        return auction.active(state)
    if state.round == STOCK:
        return [state.current_player]
    if state.discards:
        return [state.corporations[state.discards[0]].shares.director]
    return [operating_round.director(state)]


def choices(state: State) -> list[dict]:
    if state.crisis:
        return crisis.legal(state)
    if state.cgr:
        return cgr.legal(state)
    if state.round == AUCTION:
        return auction.legal(state)
    if state.round == STOCK:
        return stock_round.legal(state)
    if state.discards:
        corp = state.corporations[state.discards[0]]
        return [{"type": "discard_train", "player": corp.shares.director, "corporation": corp.id, "train": t}
                for t in dict.fromkeys(corp.trains)]
    return operating_round.legal(state)


def apply_action(state: State, a: dict) -> None:
    kind = a["type"]
    if kind == "end_game":
        from .rounds import end

        end(state, "manually_ended")
    elif state.crisis:
        crisis.apply(state, a)
        if not state.crisis and state.round == OPERATING and state.operating:
            operating_round.advance(state)
    elif state.cgr:
        cgr.apply(state, a)
    elif state.round == AUCTION:
        auction.bid(state, a) if kind == "bid" else auction.pass_(state, a)
        if auction.finished(state):
            from .rounds import after_opening_round

            after_opening_round(state)
    elif state.round == STOCK:
        stock_round.apply(state, a)
    elif state.discards:
        trains.discard(state, state.corporations[a["corporation"]], a["train"])
        state.discards = trains.over_limit(state)
    else:
        operating_action(state, a)
        operating_round.settle_interest(state)
    if state.round == OPERATING and state.operating and not (state.crisis or state.cgr or state.discards):
        operating_round.advance(state)


def operating_action(state: State, a: dict) -> None:
    corp = state.corporations[a["corporation"]]
    turn = state.operating
    kind = a["type"]
    if kind == "pass":
        operating_round.leave_step(state)
    elif kind == "take_loan":
        loans.take(state, corp)
    elif kind == "payoff_loan":
        loans.repay(state, corp)
    elif kind == "buy_private":
        privates.buy(state, corp, a["private"], a["price"])
    elif kind == "buy_right":
        privates.buy_right(state, corp, a["right"])
    elif kind == "lay_tile":
        board.lay_tile(state, corp, a["hex"], a["tile"], a["rotation"])
    elif kind == "place_token":
        board.place_token(state, corp, a["city"])
    elif kind == "run_routes":
        dividends.run(state, corp, a["routes"], board.revenue(state, corp, a["routes"]))
        operating_round.leave_step(state)
    elif kind == "dividend":
        dividends.pay(state, corp, a["kind"])
        operating_round.leave_step(state)
    elif kind == "buy_train":
        operating_round.buy_train(state, corp, a)
    else:
        raise IllegalAction(f"'{kind}' is not possible in {turn.step}.")


class G1856(Title):
    id = "1856"
    name = "1856"
    players = (3, 6)
    options = OPTIONS

    def setup(self, players: list[str], seed: int, options: dict) -> State:
        return setup(players, options)

    def active_players(self, state: State) -> list[str]:
        return active(state)

    def legal_actions(self, state: State) -> list[dict]:
        if state.round == OVER:
            return []
        return choices(state) + [{"type": "end_game", "player": p} for p in active(state)]

    def apply(self, state: State, action: dict) -> dict:
        a = legality.match(action, self.legal_actions(state), self.active_players(state))
        state.step += 1
        apply_action(state, a)
        return a

    def view(self, state: State, player: str | None) -> dict:
        return view(state, active(state), result(state) if state.round == OVER else None)

    def finished(self, state: State) -> bool:
        return state.round == OVER

    def result(self, state: State) -> dict:
        return result(state)

    def conserved(self, state: State) -> dict[str, int]:
        return {
            "money": state.bank + sum(state.cash.values()) + sum(c.cash for c in state.corporations.values()),
            "loans": state.loans_left + sum(c.loans for c in state.corporations.values()),
        }

