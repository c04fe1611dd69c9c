"""The state every 18xx game has: players' cash and the bank, corporations (shares, market
marker, treasury, trains, station markers), private companies, the train depot and pool, the
phase, and the round and turn being played. Plain data (ids, ints, strings), pickled with the
game. A title's state subclasses these with its own fields, and names its answers to the
layer's questions (`hooks.Rules18xx`) in the class attribute `rules`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..game_log import GameLog, SaysLines
from . import ways
from .hooks import Rules18xx
from .market import Cell
from .shares import Shares
from .ways import Ways

AUCTION, STOCK, OPERATING, OVER = "auction", "stock", "operating", "over"

# the option to play as 18xx.games does where it departs from the rule book (ways.py)
AS_18XX_GAMES = ways.AS_18XX_GAMES
# set by import_18xx only: the first moves were recorded on 18xx.games (trusted as its replay
# trusts them: destination checks as recorded, tile lays and stations without the reach check)
RECORDED_MOVES = "recorded_moves"


@dataclass
class Corporation:
    id: str
    shares: Shares = field(default_factory=Shares)
    cell: Cell | None = None  # share price marker
    par: int | None = None
    cash: int = 0
    started: bool = False  # has operated (or may operate this round)
    trains: list[str] = field(default_factory=list)
    tokens_left: list[int] = field(default_factory=list)  # prices of station markers not yet placed
    home_placed: bool = False
    had_route: bool = False  # has had a route with two revenue centres (then it must own a train)
    closed: bool = False


@dataclass
class Private:
    id: str
    owner: str | None = None  # player name, or corporation id when corp_owned
    corp_owned: bool = False
    closed: bool = False


@dataclass
class StockTurn:
    actions: list[str] = field(default_factory=list)  # "buy" / "sell" this turn, in order
    sold_now: list[str] = field(default_factory=list)  # corporations sold this turn
    bought: str | None = None  # corporation bought this turn (not all of it may be sold)


@dataclass
class CashCrisis:
    """A player must raise money by selling shares (emergency money)."""

    player: str
    corporation: str | None  # the one paid for: its presidency may not change by the forced sales
    reason: str
    guarded: bool = True  # False: its presidency may change after all (1856 as 18xx.games)


@dataclass
class GraphSeen:
    """What changed on the map since 18xx.games worked out a corporation's graph, as it was."""

    markers: dict[str, list | None] = field(default_factory=dict)  # city -> its slots
    reservations: dict[str, list] = field(default_factory=dict)  # hex -> its home reservations


@dataclass
class State(SaysLines):
    players: list[str]
    options: dict
    cash: dict[str, int]
    bank: int
    corporations: dict[str, Any]  # id -> the title's Corporation
    privates: dict[str, Private]
    depot: list[str]  # trains the bank still sells, in order
    board: Any = None  # the map (core18xx.state.BoardState)
    pool_trains: list[str] = field(default_factory=list)
    ultimate_sold: int = 0  # unlimited trains sold
    phase: int = 0  # index into the phases
    # rounds
    round: str = AUCTION
    turn: int = 1
    or_number: int = 0
    or_count: int = 1
    priority: int = 0  # seat of the player with the priority deal
    seat: int = 0  # whose turn it is in the auction or a stock round
    passes: int = 0  # consecutive passes
    last_to_act: str | None = None
    stock_moves: int = 0  # decisions taken in the current stock round
    stock_turn: StockTurn = field(default_factory=StockTurn)
    sold_this_round: dict[str, list[str]] = field(default_factory=dict)  # player -> corporations
    arrivals: dict[str, int] = field(default_factory=dict)  # market stack order: later is lower
    arrival_counter: int = 0
    operating_order: list[str] = field(default_factory=list)
    operating_index: int = 0
    operating: Any = None  # the title's operating turn
    operated: list[str] = field(default_factory=list)  # corporations done this operating round
    round_over: bool = False  # the current round has ended: the next starts after the action
    # interruptions
    discards: list[str] = field(default_factory=list)  # corporations over their train limit
    # the discards wait for the operating corporation's train step (1856 as 18xx.games after
    # the CGR's formation)
    discards_wait: bool = False
    crisis: CashCrisis | None = None
    closing: list[str] = field(default_factory=list)  # markers in the closed zone: close after the action
    # the end
    bank_broken: bool = False
    end_reason: str | None = None
    bankrupt: str | None = None
    # bookkeeping
    step: int = 0
    log: GameLog = field(default_factory=GameLog)  # lines (step, text)

    # 18xx.games: where the last action followed the rule book against it (docs/rules-notes.md)
    deviations: list[str] = field(default_factory=list)
    # corporation -> the map's changes since 18xx.games worked out its graph (cached_graph)
    graph_seen: dict[str, GraphSeen] = field(default_factory=dict)
    tokens_seen: set[str] = field(default_factory=set)  # ... whose station answer it keeps

    rules: ClassVar[Rules18xx[Any, Any]]  # the title's answers, by area
    ways: ClassVar[Ways[Any]]  # the rule book's or 18xx.games' at the points they part (ways.py)

    def recorded(self) -> bool:
        """The action being applied was recorded on 18xx.games (an import)."""
        return self.step <= self.options.get(RECORDED_MOVES, 0)

    def note_deviation(self, deviation: str) -> None:
        """The rule book was followed at a point where 18xx.games plays differently (ways.py)."""
        self.deviations.append(deviation)

    def pay(self, payer: str | Corporation | None, payee: str | Corporation | None, amount: int) -> None:
        """Move money between players (by name), corporations and the bank (None)."""
        for who, sign in ((payer, -1), (payee, 1)):
            if who is None:
                self.bank += sign * amount
            elif isinstance(who, Corporation):
                who.cash += sign * amount
            else:
                self.cash[who] += sign * amount
        if self.bank < 0 and not self.bank_broken and self.rules.end.bank_breaks:
            self.bank_broken = True
            self.say("game.bank_broken")

    def market_stack_push(self, cid: str) -> None:
        """A marker moved onto a cell goes under the markers already there."""
        self.arrival_counter += 1
        self.arrivals[cid] = self.arrival_counter

    @property
    def current_player(self) -> str:
        return self.players[self.seat]


def director(corp: Corporation) -> str:
    """The director of a corporation that has one (from its start until it closes)."""
    assert corp.shares.director is not None
    return corp.shares.director


def still_to_operate(state: State) -> bool:
    """A corporation after the current one has yet to operate in this operating round."""
    return any(
        not state.corporations[c].closed and c not in state.operated
        for c in state.operating_order[state.operating_index + 1 :]
    )
