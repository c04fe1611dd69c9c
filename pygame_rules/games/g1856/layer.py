"""How 1856 plugs into the 18xx layer: its rule modules' answers where 18xx titles differ, by area
(core18xx.hooks), and the state class that carries them. A game's state is made from
`State1856`."""

from __future__ import annotations

from ...core18xx.hooks import (
    AuctionRules,
    DividendRules,
    EndRules,
    MarketRules,
    OperatingRules,
    Rules18xx,
    RunRules,
    StockRules,
    TableRules,
    TrainRules,
)
from ...core18xx.ways import ByOption
from . import (
    as_18xx_games,
    auction,
    board,
    capitalization,
    certificates,
    cgr,
    closing,
    data,
    diesels,
    game_end,
    loans,
    powers,
    privates,
    stations,
    stock,
    train_events,
    turn_steps,
    view,
)
from .state import Corporation, OperatingTurn, State
from .ways import RULE_BOOK


def after_action(state: State) -> None:
    cgr.ask_again(state)
    loans.guard_lapses(state)


RULES: Rules18xx[State, Corporation] = Rules18xx(
    market=MarketRules(
        stock_market=data.stock_market,
        certificate_limit=certificates.certificate_limit,
        ownership_limit_percent=certificates.ownership_limit_percent,
        price_moves=cgr.price_moves,
        closes_in_closed_zone=cgr.closes_in_closed_zone,
        price_stuck=cgr.price_stuck,
        trading_closed=cgr.trading_closed,
    ),
    auction=AuctionRules(
        private_price=auction.private_price,
        private_name=auction.private_name,
        minimum_raise=auction.minimum_raise,
        everyone_passed=auction.everyone_passed,
    ),
    stock=StockRules(
        may_sell=stock.may_sell,
        may_start=cgr.may_start,
        may_buy_from_initial_offer=cgr.may_buy_from_initial_offer,
        must_buy=cgr.must_buy,
        keeps_turn_to_buy=cgr.keeps_turn_to_buy,
        buy_share=cgr.buy_share,
        parred=capitalization.parred,
        pay_for_director_certificate=capitalization.pay_for_director_certificate,
        pay_for_initial_share=capitalization.pay_for_initial_share,
        bought_from_pool=capitalization.check_float,
    ),
    operating=OperatingRules(
        floatable=capitalization.floatable,
        turn_steps=turn_steps.TURN,
        turn_powers=turn_steps.POWERS,
        turn_actions=turn_steps.ACTIONS,
        operating_turn=OperatingTurn,  # 1856's, with its loans' bookkeeping
        operating_round_begins=privates.pay_income,
        operates=turn_steps.operates,
        does_not_operate=cgr.does_not_operate,
        operating_round_ends=powers.operating_round_over,
        home_cities=board.home_cities,
        place_home=board.place_home_token,
        home_asked=board.home_asked,
        turn_waits=turn_steps.waits,
        closed_turn_waits=turn_steps.closed_waits,
        step_reached=turn_steps.step_reached,
        turn_ends=turn_steps.ends,
        after_operating_action=turn_steps.settle_interest,
        lay_rules=powers.lay_rules,
        lay_is_free=powers.lay_is_free,
    ),
    trains=TrainRules(
        train_types=data.train_types,
        phases=data.phases,
        train_events=data.train_events,
        train_event=train_events.train_event,
        train_bought=train_events.train_bought,
        train_limit=cgr.train_limit,
        lent=diesels.lent,
        may_buy_train=cgr.may_buy_train,
        face_value_only=cgr.face_value_only,
        trade_ins=diesels.trade_ins,
        must_buy_alone=diesels.cgr_must_buy,
        # a loan, when it may still take one, is its way out (the step waits for it)
        train_money=loans.take_choices,
    ),
    runs=RunRules(route_bonuses=privates.route_bonuses),
    dividends=DividendRules(dividend_kinds=cgr.dividend_kinds, revenue_kept_back=loans.revenue_kept_back),
    end=EndRules(
        end_game=game_end.end_game,
        bankrupt_pays_the_bank=cgr.bankrupt_pays_the_bank,
        forced_sale_over=closing.forced_sale_over,
        remove_stations=stations.remove_tokens,
        closed_trains_to_pool=closing.trains_to_pool,
        closing=closing.closing,
    ),
    table=TableRules(corporation_info=view.corporation_info, private_info=view.private_info),
    after_action=after_action,
)


class State1856(State):
    rules = ByOption(RULES, as_18xx_games.rules(RULES))
    ways = ByOption(RULE_BOOK, as_18xx_games.WAYS)
