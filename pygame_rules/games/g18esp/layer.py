"""How 18ESP plugs into the 18xx layer: its answers where 18xx titles differ (the market, limits,
phases and trains from its data; the auction's price drop, incomes and what comes with P6 and
P7; starting, floating and selling corporations, loans, the order by cash; the operating turn's
steps, actions and powers, the round's start, the export at a set's end, dividends, trains,
phase events and the end), and the state class that carries them. A game's state is made from
`State18ESP`."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core18xx.hooks import Hooks
from ...core18xx.market import Market
from ...core18xx.roster import phase
from . import (
    dividends,
    floating,
    game_end,
    loans,
    operating,
    phase_events,
    privates,
    runs,
    stock,
    takeover,
    track,
    trains,
    turn_steps,
    view,
)
from .data import data
from .state import State


class Hooks18ESP(Hooks):
    bank_breaks = False  # an unlimited bank (2.1)
    opening_seats_by_cash = "least"  # 3.2
    stock_seats_by_cash = "most"  # 4.5.2
    sells_in_blocks = False  # 4.2: any number, in the order the player likes
    sell_first = True  # 4: sell, repay loans, buy
    must_sell_above_ownership_limit = False  # 5.6
    treasury_symbols = runs.TREASURY_SYMBOLS  # 5.4.2: mines and harbours pay the treasury

    def market(self) -> Market:
        return data().market

    def certificate_limit(self, state: Any) -> int:
        return data().certificate_limit(len(state.players))

    def ownership_limit_percent(self, state: Any) -> int:
        return data().major["ownership_limit_percent"]

    def operating_rounds(self, state: Any) -> int:
        return game_end.operating_rounds(state, phase(state)["operating_rounds"])

    def floatable(self, state: Any, corp: Any) -> bool:
        return corp.floated

    # --- the operating round (its steps: turn_steps) ---
    def turn_steps(self, state: Any, corp: Any) -> tuple:
        return turn_steps.TURN

    def turn_powers(self, state: Any) -> dict:
        return turn_steps.POWERS

    def turn_actions(self, state: Any) -> dict:
        return turn_steps.ACTIONS

    def operating_turn(self, state: Any, corp: Any, steps: tuple[str, ...]) -> Any:
        return operating.turn(corp.id, steps)

    def operating_round_begins(self, state: Any) -> None:
        operating.begins(state)

    def turn_begins(self, state: Any, corp: Any) -> None:
        operating.turn_begins(state, corp)

    def turn_waits(self, state: Any) -> bool:
        return operating.waits(state)

    def step_reached(self, state: Any, corp: Any) -> None:
        operating.step_reached(state, corp)

    def turn_ends(self, state: Any) -> bool:
        return operating.turn_ends(state)

    def operating_set_over(self, state: Any) -> None:
        operating.set_over(state)

    # --- for the table ---
    def corporation_info(self, state: Any, corp: Any) -> dict:
        return view.corporation_info(state, corp)

    def private_info(self, state: Any, private: str) -> dict:
        return view.private_info(state, private)

    # --- the private auction (core18xx's selection auction) ---
    def private_price(self, state: Any, private: str) -> int:
        return privates.face_value(state, private)

    def private_name(self, state: Any, private: str) -> str:
        return privates.name(state, private)

    def minimum_raise(self, state: Any) -> int:
        return data().meta["auction"]["bid_multiple"]

    def bid_step(self, state: Any) -> int:
        return privates.bid_step(state)

    def opening_price_drop(self, state: Any, private: str) -> int:
        return privates.price_drop(state, private)

    def everyone_passed(self, state: Any) -> None:
        privates.pay_income(state)

    def private_bought(self, state: Any, private: str, player: str, price: int) -> None:
        privates.bought(state, private, player)

    # --- the stock round ---
    def may_sell(self, state: Any, corp: Any) -> bool:
        return stock.may_sell(state, corp)

    def may_start(self, state: Any, corp: Any) -> bool:
        return stock.may_start(state, corp)

    def director_successor(self, state: Any, seller: str, candidates: list[str]) -> str:
        return stock.director_successor(state, seller, candidates)

    def par_prices(self, state: Any, corp: Any) -> tuple[int, ...]:
        return stock.par_prices(state, corp)

    def rises_when_sold_out(self, state: Any, corp: Any) -> bool:
        return not corp.minor  # 4.5.1

    def buying_barred(self, state: Any, player: str) -> bool:
        return stock.buying_barred(state, player)

    def stock_choices(self, state: Any, player: str) -> list[dict]:
        return loans.choices(state, player)

    def stock_action(self, state: Any, action: dict) -> None:
        loans.repay(state, action)

    def may_pass(self, state: Any, player: str) -> bool:
        return loans.may_pass(state, player)

    def stock_passed(self, state: Any, player: str) -> None:
        loans.passed(state, player)

    def parred(self, state: Any, corp: Any) -> None:
        state.say("18esp.share.start_price", player=state.current_player, corp=corp.id, price=corp.par)

    def pay_for_director_certificate(self, state: Any, player: str, corp: Any) -> None:
        stock.pay_for_director_certificate(state, player, corp)

    def pay_for_initial_share(self, state: Any, player: str, corp: Any) -> None:
        stock.pay_for_initial_share(state, player, corp)

    def bought_from_pool(self, state: Any, corp: Any) -> None:
        floating.check(state, corp)

    # --- the end ---
    def end_game(self, state: Any, reason: str) -> None:
        game_end.end(state, reason)

    def remove_stations(self, state: Any, corp: Any) -> None:
        takeover.remove_home(state, corp)

    def closed_trains_to_pool(self, state: Any, corp: Any) -> bool:
        return False  # 7: a minor's trains leave the game with it

    # --- dividends ---
    def payout(self, state: Any, corp: Any, revenue: int) -> list | None:
        return dividends.payout(state, corp, revenue)

    def dividend_moves(self, state: Any, corp: Any, direction: str) -> int:
        return dividends.moves(state, corp, direction)

    # --- trains and phases ---
    def train_types(self, state: Any) -> tuple[dict, ...]:
        return trains.train_types()

    def phases(self, state: Any) -> tuple[dict, ...]:
        return data().phases

    def train_events(self, state: Any) -> dict:
        return {"first": data().train_events["first"], "last": {}}

    def train_event(self, state: Any, event: str, buyer: Any) -> None:
        phase_events.train_event(state, event, buyer)

    def train_bought(self, state: Any, buyer: Any, bought: Any) -> None:
        phase_events.train_bought(state, buyer, bought)

    def train_limit(self, state: Any, corp: Any) -> int:
        return trains.limit(state, corp)

    def lent(self, state: Any, train: str) -> bool:
        return train == trains.STRAWBERRY  # 3.1: outside the limit, never sold or given up

    def may_buy_train(self, state: Any, corp: Any, train: str) -> bool:
        return trains.may_own(state, corp, train)

    def sells_trains_to(self, state: Any, seller: Any, buyer: Any) -> bool:
        return trains.trading(state)

    def rusted(self, state: Any, gone: list[str]) -> None:
        trains.rusted(state, gone)

    def discards_to_pool(self, state: Any, corp: Any) -> bool:
        return False  # U11: as 18xx.games, a train given up over the limit leaves the game

    def lay_rules(self, state: Any, action: dict) -> Any:
        corp = state.corporations[state.operating.corporation]
        return track.rules_of(state, corp, action) or super().lay_rules(state, action)

    def runnable_trains(self, state: Any, corp: Any) -> list[str]:
        return [t for t in corp.trains if t not in state.idle_trains]

    def train_spec(self, state: Any, corp: Any, train: str) -> Any:
        return runs.train_spec(state, corp, train)

    def route_bonuses(self, state: Any, corp: Any) -> tuple:
        return runs.route_bonuses(state, corp)

    def barred_stops(self, state: Any, corp: Any) -> frozenset[str]:
        return runs.barred_stops(state, corp)


class State18ESP(State):
    rules: ClassVar[Hooks] = Hooks18ESP()
