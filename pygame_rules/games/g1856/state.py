"""The state of an 1856 game: plain data (ids, ints, strings), cheap to copy and to show."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core18xx.market import Cell
from ...core18xx.shares import Shares
from ...game_log import GameLog

AUCTION, STOCK, OPERATING, OVER = "auction", "stock", "operating", "over"
# the option to play as 18xx.games does where it departs from the rule book (docs/rules-notes.md)
AS_18XX_GAMES = "as_18xx_games"
# set by import_18xx only: the first moves were recorded on 18xx.games (trusted as its replay
# trusts them: destination checks as recorded, tile lays and stations without the reach check)
RECORDED_MOVES = "recorded_moves"
RECORDED_DESTINATIONS = "recorded_destinations"  # older imports: every destination check recorded
BANK = None  # the payee/payer meaning the bank


@dataclass
class Corporation:
    id: str
    shares: Shares = field(default_factory=Shares)
    cell: Cell | None = None  # share price marker
    par: int | None = None
    cash: int = 0
    capitalization: str | None = None  # escrow / incremental / full, fixed at par
    escrow: int | None = None  # money held by the bank until the destination is reached
    destinated: bool = False
    started: bool = False  # has operated (or may operate this round): "in Betrieb"
    full_capital_paid: bool = False
    trains: list[str] = field(default_factory=list)
    tokens_left: list[int] = field(default_factory=list)  # prices of station markers not yet placed
    home_placed: bool = False
    had_route: bool = False  # has had a route (operating_round.note_route)
    loans: int = 0
    rights: list[str] = field(default_factory=list)  # "bridge", "tunnel"
    closed: bool = False


@dataclass
class Private:
    id: str
    owner: str | None = None  # player name, or corporation id when corp_owned
    corp_owned: bool = False
    closed: bool = False


@dataclass
class Auction:
    bids: dict[str, dict[str, int]] = field(default_factory=dict)  # private -> player -> bid
    auctioning: str | None = None
    passed: list[str] = field(default_factory=list)  # players whose last turn was a pass
    flos_discount: int = 0


@dataclass
class StockTurn:
    actions: list[str] = field(default_factory=list)  # "buy" / "sell" this turn, in order
    sold_now: list[str] = field(default_factory=list)  # corporations sold this turn
    bought: str | None = None  # corporation bought this turn (not all of it may be sold)


@dataclass
class GraphSeen:
    """What changed on the map since 18xx.games worked out a corporation's graph, as it was."""

    markers: dict[str, list | None] = field(default_factory=dict)  # city -> its slots
    reservations: dict[str, list] = field(default_factory=dict)  # hex -> its home reservations


# an operating turn's steps, in order (operating_round)
TURN_STEPS = ("home", "track", "escrow", "token", "borrow", "routes", "dividend", "trains", "loans", "privates", "end")


@dataclass
class OperatingTurn:
    corporation: str
    step: str = "home"
    tile_laid: bool = False
    token_placed: bool = False
    revenue: int = 0
    routes: list = field(default_factory=list)
    interest_paid: bool = False
    dividend_done: bool = False
    revenue_penalty: int = 0  # interest taken from the run (section 'Zinsen')
    took_loan: bool = False
    repaid_loan: bool = False
    sold: list[str] = field(default_factory=list)  # corporations the director sold to buy a train

    def before(self, step: str) -> bool:
        return TURN_STEPS.index(self.step) < TURN_STEPS.index(step)


@dataclass
class CashCrisis:
    player: str
    corporation: str | None  # whose presidency may not change by the forced sales
    reason: str


@dataclass
class State:
    players: list[str]
    options: dict
    cash: dict[str, int]
    bank: int
    corporations: dict[str, Corporation]
    privates: dict[str, Private]
    depot: list[str]  # trains the bank still sells, in order
    board: Any = None  # the map (board layer state)
    pool_trains: list[str] = field(default_factory=list)
    ultimate_sold: int = 0
    phase: int = 0  # index into the phases
    operating_percent: int = 20
    new_capitalization: str = "escrow"
    loans_left: int = 110
    right_tokens: dict[str, int] = field(default_factory=dict)  # bridge/tunnel tokens left
    port: tuple[str, str] | None = None  # (hex, corporation) of the Great Lakes port marker
    kitchener_used: bool = False  # W&S power used: closes at the end of the OR
    powers_used: list[str] = field(default_factory=list)  # "TCC", "WSRC-tile", "WSRC-token"
    pending_tokens: list[tuple[str, str]] = field(default_factory=list)  # (corporation, hex) lifted by a lay
    # rounds
    round: str = AUCTION
    turn: int = 1
    or_number: int = 0
    or_count: int = 1
    priority: int = 0  # seat of the player with the priority deal
    seat: int = 0  # whose turn it is in the auction or a stock round
    passes: int = 0  # consecutive passes
    last_to_act: str | None = None
    auction: Auction = field(default_factory=Auction)
    stock_turn: StockTurn = field(default_factory=StockTurn)
    sold_this_round: dict[str, list[str]] = field(default_factory=dict)  # player -> corporations
    arrivals: dict[str, int] = field(default_factory=dict)  # market stack order: later is lower
    arrival_counter: int = 0
    operating_order: list[str] = field(default_factory=list)
    operating_index: int = 0
    operating: OperatingTurn | None = None
    operated: list[str] = field(default_factory=list)  # corporations done this OR
    round_over: bool = False  # the current round has ended: rounds.settle starts the next
    # interruptions
    discards: list[str] = field(default_factory=list)  # corporations over their train limit
    discards_wait: bool = False  # until the operating corporation's train step (18xx.games, cgr.formed)
    crisis: CashCrisis | None = None
    cgr: Any = None  # the CGR formation in progress (cgr.Formation)
    cgr_formed: bool = False
    cgr_permanent: bool = False  # the CGR has owned a permanent train
    # 18xx.games' question to the CGR's director on trains that may go, open from the formation
    # until answered (cgr.ask_again)
    cgr_question: bool = False
    cgr_half_director: str | None = None  # director who must buy the second half (false presidency)
    cert_limit_18xx: int | None = None  # 18xx.games' certificate limit, set when the CGR forms
    closing: list[str] = field(default_factory=list)  # markers in the closed zone: close after the action
    borrowed_train: str | None = None
    # the end
    bank_broken: bool = False
    end_reason: str | None = None
    stock_moves: int = 0  # decisions taken in the current stock round
    bankrupt: str | None = None
    # bookkeeping
    checks: list[tuple[str, list[str]]] = field(default_factory=list)  # destination checks of the last action
    # where the last action followed the rule book against 18xx.games (docs/rules-notes.md)
    deviations: list[str] = field(default_factory=list)
    # corporation -> the map's changes since 18xx.games worked out its graph (cached_graph)
    graph_seen: dict[str, GraphSeen] = field(default_factory=dict)
    tokens_seen: set[str] = field(default_factory=set)  # ... whose station answer it keeps
    step: int = 0
    log: GameLog = field(default_factory=GameLog)  # lines (step, text)

    def note(self, text: str) -> None:
        self.log.append((self.step, text))

    def pay(self, payer: str | Corporation | None, payee: str | Corporation | None, amount: int) -> None:
        """Move money between players (by name), corporations and the bank (None)."""
        for who, sign in ((payer, -1), (payee, 1)):
            if who is None:
                self.bank += sign * amount
            elif isinstance(who, Corporation):
                who.cash += sign * amount
            else:
                self.cash[who] += sign * amount
        if self.bank < 0 and not self.bank_broken:
            self.bank_broken = True
            self.note("The bank has run out of money: the game ends after this set of operating rounds.")

    def recorded(self) -> bool:
        """The action being applied was recorded on 18xx.games (an import)."""
        return self.step <= self.options.get(RECORDED_MOVES, 0)

    def differs(self, deviation: str) -> bool:
        """At a point where 18xx.games departs from the rule book: whether to play as it does
        (the option), else noted for the export (the rule book is followed)."""
        if self.options.get(AS_18XX_GAMES):
            return True
        self.deviations.append(deviation)
        return False

    def market_stack_push(self, cid: str) -> None:
        """A marker moved onto a cell goes under the markers already there."""
        self.arrival_counter += 1
        self.arrivals[cid] = self.arrival_counter

    @property
    def current_player(self) -> str:
        return self.players[self.seat]

    def corp(self, cid: str) -> Corporation:
        return self.corporations[cid]

    def active_corporations(self) -> list[Corporation]:
        return [c for c in self.corporations.values() if not c.closed]


def money(amount: int) -> str:
    return f"${amount:,}"


def still_to_operate(state: State) -> bool:
    """A corporation after the current one has yet to operate in this operating round."""
    return any(
        not state.corporations[c].closed and c not in state.operated
        for c in state.operating_order[state.operating_index + 1 :]
    )
