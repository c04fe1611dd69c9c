"""The state of a North American Railways game: plain data, cheap to clone and to show."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...game_log import GameLog, SaysLines
from ...messages import Said

# Phases of a game turn (rule book section 5), plus the end.
SHARES = "trade_shares"  # Phase I
CITIES = "buy_cities"  # Phase II
OVER = "over"  # after the final payment


@dataclass
class Company:
    id: str
    treasury: int = 0
    director: str | None = None
    start_city: str | None = None
    cities: list[str] = field(default_factory=list)


@dataclass
class Offer:
    """Rule 3 of phase I: a price proposed to another company's director."""

    proposer: str
    company: str
    column: int
    price: int


@dataclass
class State(SaysLines):
    players: list[str]
    cash: dict[str, int]
    shares: dict[str, dict[str, int]]  # player -> company -> shares held
    share_columns: list[list[str]]  # company ids; the last card is the bottom one, on offer
    removed_shares: list[str]  # the two shares put back into the box unseen
    city_columns: list[list[str]]  # city ids; the last card is the bottom one, on offer
    unused_start_cities: list[str]
    companies: dict[str, Company]
    start_player: int
    bank: int = 0  # net money the bank has taken in (negative: paid out); the bank never runs out
    turn: int = 1
    phase: str = SHARES
    seat: int = 0  # index of the player whose turn it is
    # phase I
    share_turns_done: int = 0
    offer: Offer | None = None
    chosen_this_turn: list[str] = field(default_factory=list)  # companies whose director bought
    # phase II
    passed: list[str] = field(default_factory=list)
    acted_for: dict[str, list[str]] = field(default_factory=dict)  # player -> companies
    city_bought: bool = False  # section 6, case 3: the game ends after a phase II without one
    # game end (section 6)
    last_turn: bool = False
    end_reasons: list[Said] = field(default_factory=list)  # the English, with key and arguments
    final_payment: dict[str, dict[str, int]] = field(default_factory=dict)  # company -> player -> paid
    hidden_money: bool = False  # the option: each player sees only his own cash (section 4)
    # bookkeeping
    step: int = 0  # actions applied so far
    log: GameLog = field(default_factory=GameLog)  # lines (step, text)

    @property
    def current(self) -> str:
        return self.players[self.seat]

    def turn_order(self) -> list[str]:
        """This game turn's order: from the start player, clockwise (in seat order)."""
        n = len(self.players)
        return [self.players[(self.start_player + i) % n] for i in range(n)]

    def held(self, company: str) -> int:
        return sum(s[company] for s in self.shares.values())

    def shares_on_offer(self) -> int:
        return sum(len(c) for c in self.share_columns)

    def cities_on_offer(self) -> int:
        return sum(len(c) for c in self.city_columns)

    def pay(self, payer: Account, payee: Account, amount: int) -> None:
        """Move money between a player (by name), a company's treasury and the bank (None)."""
        for who, sign in ((payer, -1), (payee, 1)):
            if who is None:
                self.bank += sign * amount
            elif isinstance(who, Company):
                who.treasury += sign * amount
            else:
                self.cash[who] += sign * amount


Account = str | Company | None


def half_up(price: int) -> int:
    """The treasury's half of a price, rounded up to whole $100 (rule book: 'rounded up');
    the $900 purchase in the Marion example puts $500 into the treasury."""
    return -(-price // 200) * 100
