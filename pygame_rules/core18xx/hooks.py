"""A title's answers to the 18xx layer's questions, where titles differ, by area: the market and
limits, the opening auction, the stock round, the operating round and its turn, trains and
phases, runs, dividends, and closing and the end; and what the table shows of the title's data.

Each area is a typed record of functions over the title's own state (`S`) and corporation (`C`)
types. A title fills the records with its rule modules' functions (1856:
`games/g1856/layer.py`), names the result in its state class (`State.rules`), and keeps the
defaults below, the common 18xx rules, wherever it plays as they do. The layer asks through
`state.rules.<area>.<question>`; it never looks at a title's id. mypy checks every function a
title names against its question's signature (tests/test_style.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from . import tokens
from .market import Market
from .operating_turn import OperatingTurn, TurnStep
from .reach import reach
from .track import LayRules

if TYPE_CHECKING:
    from .game_state import Corporation, State

S = TypeVar("S", bound="State")
C = TypeVar("C", bound="Corporation")


def nothing(*_: Any) -> None:
    """A question a title need not answer: nothing happens then."""


def yes(*_: Any) -> bool:
    return True


def no(*_: Any) -> bool:
    return False


def unasked(*args: Any) -> Any:
    """A question the title's rules never ask (its own actions or events of a kind it lacks)."""
    raise NotImplementedError(args[1:])


# --- the market and certificate limits ---


def sixty_percent(state: State) -> int:
    return 60


@dataclass(frozen=True)
class MarketRules(Generic[S, C]):
    stock_market: Callable[[], Market]
    certificate_limit: Callable[[S], int]
    ownership_limit_percent: Callable[[S], int] = sixty_percent
    pool_limit_percent: int = 50  # of a corporation the bank pool may hold
    # whether the corporation's marker moves at all now
    price_moves: Callable[[S, C], bool] = yes
    closes_in_closed_zone: Callable[[S, C], bool] = yes
    # (state, corporation, direction): the marker could not move that way (an edge of the market)
    price_stuck: Callable[[S, C, str], None] = nothing
    # no certificate of the corporation changes hands (before it forms, say)
    trading_closed: Callable[[S, C], bool] = no


# --- the opening round (waterfall_auction, selection_auction) ---


def bid_step_of_minimum_raise(state: State) -> int:
    return state.rules.auction.minimum_raise(state)


def five(state: State) -> int:
    return 5


def no_price_drop(state: State, private: str) -> int:
    return 0


def private_id(state: State, private: str) -> str:
    return private


@dataclass(frozen=True)
class AuctionRules(Generic[S]):
    private_price: Callable[[S, str], int]
    private_name: Callable[[S, str], str] = private_id
    minimum_raise: Callable[[S], int] = five
    # a selection auction's bids go up from the least bid in these steps (18ESP 3.2: 5;
    # 18xx.games takes any amount)
    bid_step: Callable[[S], int] = bid_step_of_minimum_raise
    # every player passed in turn in the opening round (1856: the Flos Tramway's price drops, or
    # the privates pay their income; in the selection auction, when the starting bid does not
    # drop: 18ESP's privates pay their income)
    everyone_passed: Callable[[S], None] = nothing
    # after the selection auction the seats follow cash: "least" (18ESP) or "most" cash first,
    # a tie keeping the seats' order; None: the seats stay
    opening_seats_by_cash: str | None = None
    # nobody bid on the private offered in the selection auction: how far its starting bid drops
    # (0: it does not, and `everyone_passed` follows; 18ESP: the first private's by 5)
    opening_price_drop: Callable[[S, str], int] = no_price_drop
    # (state, private, player, price): a player bought a private in the selection auction (18ESP:
    # a share comes with one, a director's certificate with another)
    private_bought: Callable[[S, str, str, int], None] = nothing


# --- the stock round (stock_round, share_trading) ---


def director_to_the_left(state: State, seller: str, candidates: list[str]) -> str:
    """The first of the players holding the most, to the seller's left."""
    i = state.players.index(seller)
    left = state.players[i + 1 :] + state.players[:i]
    return next(p for p in left if p in candidates)


def every_par_price(state: State, corp: Corporation) -> tuple[int, ...] | None:
    return None


def no_stock_choices(state: State, player: str) -> list[dict]:
    return []


def no_purchase_first(state: State, player: str) -> str | None:
    return None


def stays_to_buy(state: State, player: str) -> bool:
    return bool(state.rules.stock.must_buy(state, player))


def pays_two_shares(state: State, player: str, corp: Corporation) -> None:
    assert corp.par is not None
    state.pay(player, corp, 2 * corp.par)


def pays_par(state: State, player: str, corp: Corporation) -> None:
    """Full capitalization: the share's par to the treasury."""
    assert corp.par is not None
    state.pay(player, corp, corp.par)


@dataclass(frozen=True)
class StockRules(Generic[S, C]):
    # one sale per corporation in a turn (18ESP: as many as the player likes)
    sells_in_blocks: bool = True
    # sales come first in a turn: once a player has done anything else in it (bought, or a
    # title's own action) he sells no more (18ESP 4: sell, repay loans, buy one certificate)
    sell_first: bool = False
    # a player above the ownership limit must sell down to it (18ESP 5.6: one who got there by a
    # minor's takeover may keep his shares)
    must_sell_above_ownership_limit: bool = True
    # after a stock round the seats follow cash, "most" (18ESP 4.5.2) or "least" first, and the
    # first seat begins the next stock round; None: the priority deal goes left of the last to act
    stock_seats_by_cash: str | None = None
    may_sell: Callable[[S, C], bool] = yes
    # a director sells below another player: of the players holding the most (candidates, in
    # seat order), who takes the director's certificate (18ESP 4.4: the lowest player order card)
    director_successor: Callable[[S, str, list[str]], str] = director_to_the_left
    # the start prices the corporation may take now (None: every par cell of the market)
    par_prices: Callable[[S, C], tuple[int, ...] | None] = every_par_price
    # a corporation sold out at the end of a stock round rises (18ESP 4.5.1: majors only)
    rises_when_sold_out: Callable[[S, C], bool] = yes
    # the player may buy nothing now (18ESP 4.3: not before his loans are repaid)
    buying_barred: Callable[[S, str], bool] = no
    # the title's own actions in a stock turn (18ESP: repaying a loan), applied by stock_action
    stock_choices: Callable[[S, str], list[dict]] = no_stock_choices
    stock_action: Callable[[S, dict], None] = unasked
    # whether the player may pass (or end) his stock turn now (18ESP as 18xx.games plays: not one
    # who can repay his whole loan and has nothing else to do)
    may_pass: Callable[[S, str], bool] = yes
    # the player passes (or ends) his stock turn (18ESP: noted where 18xx.games refuses it)
    stock_passed: Callable[[S, str], None] = nothing
    # whether a player may start the corporation (buy its director's certificate)
    may_start: Callable[[S, C], bool] = yes
    may_buy_from_initial_offer: Callable[[S, C], bool] = yes
    # a corporation the player must buy a share of before anything else (he may not pass)
    must_buy: Callable[[S, str], str | None] = no_purchase_first
    # after a sale, whether the player stays on turn because he must still buy (the legal moves
    # then offer bankruptcy when he cannot)
    keeps_turn_to_buy: Callable[[S, str], bool] = stays_to_buy
    # (state, player, corporation, source): a purchase the title's own rules settle (True: done)
    buy_share: Callable[[S, str, C, str], bool] = no
    # the corporation's par was just set (par and cell)
    parred: Callable[[S, C], None] = nothing
    pay_for_director_certificate: Callable[[S, str, C], None] = pays_two_shares
    pay_for_initial_share: Callable[[S, str, C], None] = pays_par
    # after a share bought from the bank pool (a title may float the corporation now)
    bought_from_pool: Callable[[S, C], None] = nothing


# --- the operating round and its turns (operating_round, track) ---


def lays_of_the_phase(state: State, action: dict) -> LayRules:
    """The tile colours of the phase."""
    return LayRules(tuple(state.rules.trains.phases(state)[state.phase]["tiles"]))


def floated_or_started(state: State, corp: Corporation) -> bool:
    return corp.cell is not None and (corp.started or state.rules.operating.floatable(state, corp))


def waits_for_discards(state: State) -> bool:
    return bool(state.discards)


def no_home(state: State, corp: Corporation) -> list[str]:
    return []


def rounds_of_the_phase(state: State) -> int:
    return state.rules.trains.phases(state)[state.phase]["operating_rounds"]


@dataclass(frozen=True)
class OperatingRules(Generic[S, C]):
    # whether the corporation operates in the next operating round if it has not yet
    floatable: Callable[[S, C], bool]
    # a corporation's turn: its steps, in order
    turn_steps: tuple[TurnStep, ...]
    # powers usable beside a turn's steps: name -> (the action type they give, choices (state,
    # corporation, director) -> [actions]); each step names those open beside it
    turn_powers: Mapping[str, tuple[str, Callable[..., list[dict]]]] = field(default_factory=dict)
    # the title's own actions in a turn, by type: (state, corporation, action) -> None; they may
    # replace the common ones (operating_round.COMMON_ACTIONS)
    turn_actions: Mapping[str, Callable[..., None]] = field(default_factory=dict)
    # (corporation, its steps) -> a new turn (a title may keep more in its own OperatingTurn)
    operating_turn: Callable[[str, tuple[str, ...]], OperatingTurn] = OperatingTurn
    # how many operating rounds follow the stock round now ending
    operating_rounds: Callable[[S], int] = rounds_of_the_phase
    # the cities where the corporation's home station may go, while it has none (operating_round.HOME)
    home_cities: Callable[[S, C], list[str]] = no_home
    # the home station placed in that city (by the director's choice, or by itself when only one
    # is left at the turn's start: operating_round.place_only_home)
    place_home: Callable[[S, C, str], None] = unasked
    # the director chooses even when one city is left (1856: the THB in Hamilton, 18xx.games)
    home_asked: Callable[[S, C], bool] = no
    # before the first corporation (1856: the privates pay)
    operating_round_begins: Callable[[S], None] = nothing
    # whether an open corporation takes a turn in the operating round now starting
    operates: Callable[[S, C], bool] = floated_or_started
    # its turn came but it has not floated
    does_not_operate: Callable[[S, C], None] = nothing
    # after the last corporation (1856: the W&S closes once its power was used)
    operating_round_ends: Callable[[S], None] = nothing
    # the last operating round of a set is over, before the next stock round (18ESP 5.9: the
    # bank's next train is exported; 8: the game may end here)
    operating_set_over: Callable[[S], None] = nothing
    # before the first step, once the home station went where there is no choice (18ESP: the
    # destination reached)
    turn_begins: Callable[[S, C], None] = nothing
    # something outside the turn must be decided first (a merger, a discard)
    turn_waits: Callable[[S], bool] = waits_for_discards
    # the operating corporation closed in its turn: whether the next waits (1856: for the CGR's
    # formation to end, when none is left to operate)
    closed_turn_waits: Callable[[S], bool] = no
    # the turn stands at a step, before asking for its decisions (1856: what 18xx.games worked
    # out of the map then)
    step_reached: Callable[[S, C], None] = nothing
    # the last step is done: settle the turn's end (1856: interest); whether the next
    # corporation starts now (else after the decision this asks for)
    turn_ends: Callable[[S], bool] = yes
    # after every action in an operating round, before the turn moves on (1856: interest falls
    # due, loans above the limit are repaid)
    after_operating_action: Callable[[S], None] = nothing
    # the rules a tile lay action follows (1856: a private's lay has its own)
    lay_rules: Callable[[S, dict], LayRules] = lays_of_the_phase
    # the lay pays no terrain cost (1856: a private's)
    lay_is_free: Callable[[S, dict], bool] = no


# --- trains and phases (trains, roster, train_step) ---


def no_train_events(state: State) -> dict:
    return {"first": {}, "last": {}}


def limit_of_the_phase(state: State, corp: Corporation) -> int:
    return state.rules.trains.phases(state)[state.phase]["train_limit"]


def no_trade_ins(state: State, corp: Corporation, train: str) -> list[tuple[str, int]]:
    return []


def route_to_run(state: State, corp: Corporation) -> bool:
    return corp.had_route or reach(state.board, corp.id).purchase_route


def common_compulsory_train(state: State, corp: Corporation) -> bool | None:
    return None


def no_train_money(state: State, corp: Corporation, player: str) -> list[dict]:
    return []


@dataclass(frozen=True)
class TrainRules(Generic[S, C]):
    # the trains in the order the bank sells them: name, distance, price, count (None:
    # unlimited, the last), rusts_on (the type whose first train rusts it; none: permanent),
    # available_after_first
    train_types: Callable[[S], tuple[dict, ...]]
    # the phases in order: name, on (the train type whose first purchase starts it; "ultimate":
    # the last type), train_limit, operating_rounds and what else the title reads
    phases: Callable[[S], tuple[dict, ...]]
    # what the first ("first") or the last new ("last") train of a type sets off besides the
    # phase: train type -> [event names], each handled by train_event
    train_events: Callable[[S], dict] = no_train_events
    # (state, event, buyer; None: the bank exported the train, 18ESP 5.9)
    train_event: Callable[[S, str, C | None], None] = unasked
    # (state, buyer or None, purchase): after a purchase and the phase, rusting and events it set off
    train_bought: Callable[[S, C | None, Any], None] = nothing
    train_limit: Callable[[S, C], int] = limit_of_the_phase
    # a train the corporation holds but does not own: outside its limit, never sold or discarded
    # (1856: the CGR's borrowed diesel)
    lent: Callable[[S, str], bool] = no
    may_buy_train: Callable[[S, C, str], bool] = yes
    # (state, seller, buyer): whether one corporation may sell trains to another
    sells_trains_to: Callable[[S, C, C], bool] = yes
    # (state, buyer, seller): a train between them changes hands at its printed price (else at
    # any price from $1)
    face_value_only: Callable[[S, C, C], bool] = no
    # the corporation's trains it may give in for this new train, with the price then
    trade_ins: Callable[[S, C, str], list[tuple[str, int]]] = no_trade_ins
    # these trains rusted and left the corporations and the pool (18ESP 6.2.1: their cards may be
    # recycled into combined trains)
    rusted: Callable[[S, list[str]], None] = nothing
    # a train discarded over the limit goes to the bank pool (else out of the game)
    discards_to_pool: Callable[[S, C], bool] = yes
    # once it has a route a corporation must own a train
    has_route: Callable[[S, C], bool] = route_to_run
    # a title's own compulsory purchase for this corporation, which its director does not help
    # to pay for; None: the common rule (no train and a route: buy one, the director pays the rest)
    must_buy_alone: Callable[[S, C], bool | None] = common_compulsory_train
    # other ways to raise money for a compulsory train than the director's cash and sales
    train_money: Callable[[S, C, str], list[dict]] = no_train_money


# --- runs (runs, routes) ---


def every_train(state: State, corp: Corporation) -> list[str]:
    return list(corp.trains)


def plain_train(state: State, corp: Corporation, train: str) -> Any:
    return None


def no_bonuses(state: State, corp: Corporation) -> tuple:
    return ()


def no_barred_stops(state: State, corp: Corporation) -> frozenset[str]:
    return frozenset()


@dataclass(frozen=True)
class RunRules(Generic[S, C]):
    # the corporation's trains that run now (18ESP 3.1: P2's and P3's trains only from the next
    # operating round)
    runnable_trains: Callable[[S, C], list[str]] = every_train
    # how the route search sees one of the corporation's trains (routes.TrainSpec; 18ESP: the side
    # chosen at purchase, N+M, a combined train, a tender); None: a train that stops at as many
    # revenue locations as its type's distance, on broad and dual track
    train_spec: Callable[[S, C, str], Any] = plain_train
    # the corporation's revenue bonuses (routes.HexBonus; 1856: rights, the port)
    route_bonuses: Callable[[S, C], tuple] = no_bonuses
    # stops (node ids) no train of the corporation may visit (18ESP: closed mountain passes; a
    # minor's off-board areas and passes)
    barred_stops: Callable[[S, C], frozenset[str]] = no_barred_stops
    # stops (by Stop.symbol) whose revenue goes to the treasury whatever the dividend (18ESP: mines
    # and harbours); runs.run_result tells that part of a run apart
    treasury_symbols: tuple[str, ...] = ()


# --- dividends ---


def payout_or_withhold(state: State, corp: Corporation) -> tuple[str, ...]:
    return ("payout", "withhold")


def nothing_kept_back(state: State) -> int:
    return 0


def per_share(state: State, corp: Corporation, revenue: int) -> list[tuple[Any, int]] | None:
    return None


def one_move(state: State, corp: Corporation, direction: str) -> int:
    return 1


@dataclass(frozen=True)
class DividendRules(Generic[S, C]):
    dividend_kinds: Callable[[S, C], tuple[str, ...]] = payout_or_withhold
    # part of the operating corporation's run that neither the treasury nor the holders get
    revenue_kept_back: Callable[[S], int] = nothing_kept_back
    # the title's own split of a payout: (a player's name or the corporation, amount); None: per
    # share, the pool's shares paying the treasury (18ESP 5.5: a minor pays half to its director
    # and half into its treasury)
    payout: Callable[[S, C, int], list[tuple[Any, int]] | None] = per_share
    # how many times the marker moves for a payout ("right") or a withholding ("left") (18ESP 8: a
    # northern major paying out in the very last operating round, twice)
    dividend_moves: Callable[[S, C, str], int] = one_move


# --- emergency money, closing, the end (crisis, closing) ---


def stations_off_the_map(state: State, corp: Corporation) -> None:
    for city in [c for c, slots in state.board.tokens.items() if corp.id in slots]:
        tokens.remove_token(state.board, corp.id, city)


@dataclass(frozen=True)
class EndRules(Generic[S, C]):
    # the game ends now (reason "bankrupt": a player went bankrupt)
    end_game: Callable[[S, str], None]
    bank_breaks: bool = True  # the game ends when the bank runs out (18ESP: an unlimited bank)
    # whether a bankrupt player's cash goes to the bank (1856: "Sein Privatvermögen geht an die
    # Bank")
    bankrupt_pays_the_bank: Callable[[S, str], bool] = yes
    # a forced sale left the director in debt after the corporation that caused it closed
    forced_sale_over: Callable[[S], None] = nothing
    # a closing corporation's station markers leave the map
    remove_stations: Callable[[S, C], None] = stations_off_the_map
    # a closing corporation's trains go to the bank pool (else out of the game)
    closed_trains_to_pool: Callable[[S, C], bool] = yes
    # what else goes when a corporation closes (a title's loans, escrow, ...)
    closing: Callable[[S, C], None] = nothing


# --- what the title's data says, for the table (game_view) ---


def named_by_id(state: State, corp: Corporation) -> dict:
    return {"name": corp.id}


def name_and_price(state: State, private: str) -> dict:
    auction = state.rules.auction
    return {"name": auction.private_name(state, private), "price": auction.private_price(state, private)}


@dataclass(frozen=True)
class TableRules(Generic[S, C]):
    # name, colours and what else the table shows of a corporation from the title's data
    corporation_info: Callable[[S, C], dict] = named_by_id
    private_info: Callable[[S, str], dict] = name_and_price


@dataclass(frozen=True)
class Rules18xx(Generic[S, C]):
    """A title's answers, by area."""

    market: MarketRules[S, C]
    auction: AuctionRules[S]
    operating: OperatingRules[S, C]
    trains: TrainRules[S, C]
    end: EndRules[S, C]
    stock: StockRules[S, C] = StockRules()
    runs: RunRules[S, C] = RunRules()
    dividends: DividendRules[S, C] = DividendRules()
    table: TableRules[S, C] = TableRules()
    # after every action, once the game has moved on (1856: the CGR's question again)
    after_action: Callable[[S], None] = nothing
