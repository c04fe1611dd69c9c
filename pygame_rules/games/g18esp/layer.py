"""How 18ESP plugs into the 18xx layer: its rule modules' answers where 18xx titles differ, by area
(core18xx.hooks), and the state class that carries them. A game's state is made from
`State18ESP`."""

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
    no,
)
from ...core18xx.ways import ByOption
from . import (
    as_18xx_games,
    data,
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
from .state import Corporation, State
from .ways import RULE_BOOK

RULES: Rules18xx[State, Corporation] = Rules18xx(
    market=MarketRules(
        stock_market=data.stock_market,
        certificate_limit=stock.certificate_limit,
        ownership_limit_percent=stock.ownership_limit_percent,
    ),
    auction=AuctionRules(
        private_price=privates.face_value,
        private_name=privates.name,
        minimum_raise=privates.minimum_raise,
        bid_step=privates.bid_step,
        opening_seats_by_cash="least",  # 3.2
        opening_price_drop=privates.price_drop,
        everyone_passed=privates.pay_income,
        private_bought=privates.bought,
    ),
    stock=StockRules(
        sells_in_blocks=False,  # 4.2: any number, in the order the player likes
        sell_first=True,  # 4: sell, repay loans, buy
        must_sell_above_ownership_limit=False,  # 5.6
        stock_seats_by_cash="most",  # 4.5.2
        may_sell=stock.may_sell,
        may_start=stock.may_start,
        director_successor=stock.director_successor,
        par_prices=stock.par_prices,
        rises_when_sold_out=stock.rises_when_sold_out,
        buying_barred=stock.buying_barred,
        stock_choices=loans.choices,
        stock_action=loans.repay,
        stock_passed=loans.passed,
        parred=stock.parred,
        pay_for_director_certificate=stock.pay_for_director_certificate,
        pay_for_initial_share=stock.pay_for_initial_share,
        bought_from_pool=floating.check,
    ),
    operating=OperatingRules(
        floatable=floating.floatable,
        turn_steps=turn_steps.TURN,
        turn_powers=turn_steps.POWERS,
        turn_actions=turn_steps.ACTIONS,
        operating_turn=operating.turn,
        operating_rounds=game_end.operating_rounds,
        operating_round_begins=operating.begins,
        home_cities=track.home_cities,
        place_home=track.place_home,
        turn_begins=operating.turn_begins,
        turn_waits=operating.waits,
        step_reached=operating.step_reached,
        turn_ends=operating.turn_ends,
        operating_set_over=operating.set_over,
        lay_rules=track.lay_rules_of,
    ),
    trains=TrainRules(
        train_types=trains.train_types,
        phases=data.phases,
        train_events=trains.train_events,
        train_event=phase_events.train_event,
        train_bought=phase_events.train_bought,
        train_limit=trains.limit,
        lent=trains.lent,
        may_buy_train=trains.may_own,
        sells_trains_to=trains.sells_to,
        rusted=trains.rusted,
        discards_to_pool=no,  # U11: as 18xx.games, a train given up over the limit leaves the game
    ),
    runs=RunRules(
        runnable_trains=runs.runnable_trains,
        train_spec=runs.train_spec,
        route_bonuses=runs.route_bonuses,
        barred_stops=runs.barred_stops,
        treasury_symbols=runs.TREASURY_SYMBOLS,  # 5.4.2: mines and harbours pay the treasury
    ),
    dividends=DividendRules(payout=dividends.payout, dividend_moves=dividends.moves),
    end=EndRules(
        end_game=game_end.end,
        bank_breaks=False,  # an unlimited bank (2.1)
        remove_stations=takeover.remove_home,
        closed_trains_to_pool=no,  # 7: a minor's trains leave the game with it
    ),
    table=TableRules(corporation_info=view.corporation_info, private_info=view.private_info),
)


class State18ESP(State):
    rules = ByOption(RULES, as_18xx_games.rules(RULES))
    ways = ByOption(RULE_BOOK, as_18xx_games.WAYS)
