"""How 1856 plugs into the 18xx layer: its answers where 18xx titles differ (its market and
certificate limits, the CGR's marker, shares and trains, capitalization, its trains and train
events, loans), and the state class that carries them. A game's state is made from `State1856`."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core18xx.hooks import Hooks
from ...core18xx.market import Market
from ...core18xx.roster import permanent, phase
from . import (
    auction,
    board,
    capitalization,
    certificates,
    cgr,
    diesels,
    loans,
    powers,
    privates,
    stations,
    train_events,
    turn_steps,
    view,
)
from .data import CGR, data, types_for
from .game_end import end
from .state import OperatingTurn, State


class Hooks1856(Hooks):
    def market(self) -> Market:
        return data().market

    def certificate_limit(self, state: Any) -> int:
        return certificates.certificate_limit(state)

    def ownership_limit_percent(self, state: Any) -> int:
        return data().meta["ownership_limit_percent"]

    def price_moves(self, state: Any, corp: Any) -> bool:
        """Section CGR: its marker stays put until it owns a permanent train."""
        return corp.id != CGR or state.cgr_permanent

    def closes_in_closed_zone(self, state: Any, corp: Any) -> bool:
        return corp.id != CGR  # it stays one cell before the closed zone

    def price_stuck(self, state: Any, corp: Any, direction: str) -> None:
        if corp.id == CGR and direction in ("down", "left") and corp.cell[0] + 1 < len(self.market().rows):
            state.deviations.append("cgr_below_market")  # 18xx.games fails on this move

    def trading_closed(self, state: Any, corp: Any) -> bool:
        return corp.id == CGR and not state.cgr_formed

    def operating_rounds(self, state: Any) -> int:
        return phase(state)["operating_rounds"]

    def floatable(self, state: Any, corp: Any) -> bool:
        return capitalization.floatable(state, corp)

    # --- track ---
    def lay_rules(self, state: Any, action: dict) -> Any:
        return board.lay_rules(state, powers.lay_power(action["private"]) if "private" in action else None)

    def lay_is_free(self, state: Any, action: dict) -> bool:
        return "private" in action

    # --- for the table ---
    def corporation_info(self, state: Any, corp: Any) -> dict:
        return view.corporation_info(state, corp)

    def private_info(self, state: Any, private: str) -> dict:
        return view.private_info(state, private)

    # --- the opening round (core18xx's waterfall auction) ---
    def private_price(self, state: Any, private: str) -> int:
        return data().privates[private]["price"]

    def private_name(self, state: Any, private: str) -> str:
        return data().privates[private]["name"]

    def minimum_raise(self, state: Any) -> int:
        return data().meta["minimum_raise"]

    def everyone_passed(self, state: Any) -> None:
        auction.everyone_passed(state)

    def after_action(self, state: Any) -> None:
        cgr.ask_again(state)
        loans.guard_lapses(state)

    # --- the operating round (its steps: turn_steps) ---
    def turn_steps(self, state: Any, corp: Any) -> tuple:
        return turn_steps.TURN

    def turn_powers(self, state: Any) -> dict:
        return turn_steps.POWERS

    def turn_actions(self, state: Any) -> dict:
        return turn_steps.ACTIONS

    def operating_turn(self, state: Any, corp: Any, steps: tuple[str, ...]) -> Any:
        return OperatingTurn(corp.id, steps)  # 1856's, with its loans' bookkeeping

    def operating_round_begins(self, state: Any) -> None:
        privates.pay_income(state)

    def operates(self, state: Any, corp: Any) -> bool:
        return turn_steps.operates(state, corp)

    def does_not_operate(self, state: Any, corp: Any) -> None:
        state.cgr_question = False  # 18xx.games' skip of a corporation passes this question too

    def operating_round_ends(self, state: Any) -> None:
        powers.operating_round_over(state)

    def turn_begins(self, state: Any, corp: Any) -> None:
        turn_steps.begins(state, corp)

    def turn_waits(self, state: Any) -> bool:
        return turn_steps.waits(state)

    def closed_turn_waits(self, state: Any) -> bool:
        return turn_steps.closed_waits(state)

    def step_reached(self, state: Any, corp: Any) -> None:
        turn_steps.step_reached(state, corp)

    def turn_ends(self, state: Any) -> bool:
        return turn_steps.ends(state)

    def after_operating_action(self, state: Any) -> None:
        turn_steps.settle_interest(state)

    # --- the stock round ---
    def may_sell(self, state: Any, corp: Any) -> bool:
        """No selling in the first stock round."""
        return state.turn > 1

    def may_start(self, state: Any, corp: Any) -> bool:
        return corp.id != CGR  # it forms

    def may_buy_from_initial_offer(self, state: Any, corp: Any) -> bool:
        """The CGR's pool shares above the pool's limit must be bought first."""
        return corp.id != CGR or corp.shares.pool_percent() <= self.pool_limit_percent

    def must_buy(self, state: Any, player: str) -> str | None:
        """The CGR's false director buys the second half of the director's certificate first
        (18xx.games: one who cannot is bankrupt and the game ends)."""
        return CGR if state.cgr_half_director == player else None

    def keeps_turn_to_buy(self, state: Any, player: str) -> bool:
        """Rules version 1 ended the half-paid director's turn after his sale even when he was
        still short, and the round went on: games begun then replay so."""
        return state.rules_version >= 2 and super().keeps_turn_to_buy(state, player)

    def buy_share(self, state: Any, player: str, corp: Any, source: str) -> bool:
        if state.cgr_half_director == player:
            cgr.complete_director_certificate(state, player, source)
        elif state.cgr_half_director and corp.id == CGR and corp.shares.units_of(player):
            cgr.buy_in(state, player, source)
        else:
            return False
        return True

    def parred(self, state: Any, corp: Any) -> None:
        capitalization.par(state, corp, corp.par, corp.cell)

    def pay_for_director_certificate(self, state: Any, player: str, corp: Any) -> None:
        capitalization.pay_for_ipo_shares(state, player, corp, 2)

    def pay_for_initial_share(self, state: Any, player: str, corp: Any) -> None:
        if corp.id == CGR:
            state.pay(player, None, corp.par)
        else:
            capitalization.pay_for_ipo_shares(state, player, corp, 1)

    def bought_from_pool(self, state: Any, corp: Any) -> None:
        capitalization.check_float(state, corp)

    def end_game(self, state: Any, reason: str) -> None:
        if reason == "bankrupt":
            cgr.false_director_bankrupt(state)
            turn_steps.settle_at_bankruptcy(state)
        end(state, reason)

    def bankrupt_pays_the_bank(self, state: Any, player: str) -> bool:
        """18xx.games ends the game at once when the CGR's half-paid director cannot raise the
        second half, leaving him his cash."""
        return not (
            state.rules_version >= 2  # version 1 took it for the bank
            and state.round == "stock"
            and player == state.cgr_half_director
            and state.differs("false_director_keeps_cash")
        )

    def forced_sale_over(self, state: Any) -> None:
        # 18xx.games ends the forced sales once the corporation has closed, leaving him in debt
        state.deviations.append("debt_after_closing")

    def remove_stations(self, state: Any, corp: Any) -> None:
        stations.remove_tokens(state, corp)

    def closed_trains_to_pool(self, state: Any, corp: Any) -> bool:
        """Rule book 'Closed-Bereich'; 18xx.games takes them out of the game."""
        return not corp.trains or not state.differs("closed_trains")

    def closing(self, state: Any, corp: Any) -> None:
        """Its loans go back to the bank, its escrow is void."""
        if state.operating and state.operating.corporation == corp.id:
            state.cgr_question = False  # 18xx.games ends the turn by passing every step, this question too
        state.cert_limit_18xx = None  # 18xx.games: back to the first certificate limit
        state.loans_left += corp.loans
        corp.loans = 0
        corp.escrow = None
        cgr.leaves_formation(state, corp)

    def dividend_kinds(self, state: Any, corp: Any) -> tuple[str, ...]:
        """The CGR withholds until it has owned a permanent train."""
        return super().dividend_kinds(state, corp) if corp.id != CGR or state.cgr_permanent else ()

    def revenue_kept_back(self, state: Any) -> int:
        """Interest the treasury could not pay, taken from the run (section 'Zinsen')."""
        return state.operating.revenue_penalty

    # --- trains and phases ---
    def train_types(self, state: Any) -> tuple[dict, ...]:
        return types_for(state.options)

    def phases(self, state: Any) -> tuple[dict, ...]:
        return data().phases

    def train_events(self, state: Any) -> dict:
        return data().train_events

    def train_event(self, state: Any, event: str, buyer: Any) -> None:
        train_events.train_event(state, event, buyer)

    def train_bought(self, state: Any, buyer: Any, bought: Any) -> None:
        train_events.train_bought(state, buyer, bought)

    def train_limit(self, state: Any, corp: Any) -> int:
        return data().cgr["train_limit"] if corp.id == CGR else super().train_limit(state, corp)

    def lent(self, state: Any, train: str) -> bool:
        return train == state.borrowed_train

    def may_buy_train(self, state: Any, corp: Any, train: str) -> bool:
        """The CGR buys only permanent trains."""
        return corp.id != CGR or permanent(state, train)

    def face_value_only(self, state: Any, buyer: Any, seller: Any) -> bool:
        """The CGR buys and sells trains only at the printed price."""
        return CGR in (buyer.id, seller.id)

    def trade_ins(self, state: Any, corp: Any, train: str) -> list[tuple[str, int]]:
        return diesels.trade_ins(state, corp, train)

    def route_bonuses(self, state: Any, corp: Any) -> tuple:
        return privates.route_bonuses(state, corp)

    def must_buy_alone(self, state: Any, corp: Any) -> bool | None:
        return diesels.cgr_must_buy(state, corp)

    def train_money(self, state: Any, corp: Any, player: str) -> list[dict]:
        """A loan, when it may still take one, is its way out (the step waits for it)."""
        return loans.take_choices(state, corp, player)


class State1856(State):
    rules: ClassVar[Hooks] = Hooks1856()
