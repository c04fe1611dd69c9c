"""How 18ESP plugs into the 18xx layer: its answers where 18xx titles differ, so far for the set-up,
the private auction and the stock rounds (the market, limits, phases and trains from its data;
the auction's price drop, incomes and what comes with P6 and P7; starting, floating and selling
corporations, loans, the order by cash), and the state class that carries them. A game's state
is made from `State18ESP`."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core18xx.hooks import Hooks
from ...core18xx.market import Market
from ...core18xx.roster import phase
from . import floating, game_end, loans, operating, privates, stock, view
from .data import data
from .state import State


class Hooks18ESP(Hooks):
    bank_breaks = False  # an unlimited bank (2.1)
    opening_seats_by_cash = "least"  # 3.2
    stock_seats_by_cash = "most"  # 4.5.2
    sells_in_blocks = False  # 4.2: any number, in the order the player likes
    sell_first = True  # 4: sell, repay loans, buy
    must_sell_above_ownership_limit = False  # 5.6

    def market(self) -> Market:
        return data().market

    def certificate_limit(self, state: Any) -> int:
        return data().certificate_limit(len(state.players))

    def ownership_limit_percent(self, state: Any) -> int:
        return data().major["ownership_limit_percent"]

    def operating_rounds(self, state: Any) -> int:
        return phase(state)["operating_rounds"]

    def floatable(self, state: Any, corp: Any) -> bool:
        return corp.floated

    def holds_before_operating(self, state: Any) -> bool:
        return operating.hold(state)  # until the operating rounds are written

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

    def parred(self, state: Any, corp: Any) -> None:
        state.say("esp.share.start_price", player=state.current_player, corp=corp.id, price=corp.par)

    def pay_for_director_certificate(self, state: Any, player: str, corp: Any) -> None:
        stock.pay_for_director_certificate(state, player, corp)

    def pay_for_initial_share(self, state: Any, player: str, corp: Any) -> None:
        stock.pay_for_initial_share(state, player, corp)

    def bought_from_pool(self, state: Any, corp: Any) -> None:
        floating.check(state, corp)

    # --- the end ---
    def end_game(self, state: Any, reason: str) -> None:
        game_end.end(state, reason)

    # --- trains and phases (data; what they set off belongs to the operating rounds) ---
    def train_types(self, state: Any) -> tuple[dict, ...]:
        return data().trains

    def phases(self, state: Any) -> tuple[dict, ...]:
        return data().phases

    def train_limit(self, state: Any, corp: Any) -> int:
        return phase(state)["train_limit"]["minor" if corp.minor else "major"]


class State18ESP(State):
    rules: ClassVar[Hooks] = Hooks18ESP()
