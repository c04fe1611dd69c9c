"""The state of a Last Train to Wensleydale / First Train to Nürnberg game: plain data, cheap
to clone and to show. The board and displays are looked up from their ids (components.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ...game_log import GameLog, SaysLines
from ...messages import Message
from .components import (
    Board,
    InfluenceDisplay,
    TrainDisplay,
    board,
    influence_display,
    train_display,
)

# The phases that ask players something (the others run by themselves), plus the end.
AUCTION = "auction"  # phase 3
CREDIT = "credit"  # phase 3, crediting the fields: the winner of the red-or-green field chooses
BUILD = "track_building"  # phase 5
TRANSPORT = "transport"  # phase 6
TAKEOVERS = "takeovers"  # phase 9
OVER = "over"

# What a player may do now, by action type, each list made only when asked for: "may I do this?"
# then makes only the actions of that type.
Choices = dict[str, Callable[[], Iterable[dict]]]

PROFIT = "profit"  # the profit/loss track; the influence tracks are named by their colour
PROFIT_RANGE = (-13, 5)  # phase 7: never more than 5 profit, never more than 13 loss


def influence(colour: str, n: int) -> dict:
    """'2 white influence' as a message argument (pygame_rules/lang: wd.influence.<colour>)."""
    return Message(f"wd.influence.{colour}", {"n": n}).to_json()


def signed(n: int) -> str:
    """A change or position on the profit/loss track, as the log writes it: '+2', '+0', '-3'."""
    return f"{n:+d}"


@dataclass
class Build:
    """A line being built (phase 5): the areas it runs through, from its start, and its borders."""

    player: str
    areas: list[str]
    borders: list[str] = field(default_factory=list)


@dataclass
class Takeover:
    """A line being handed to a company (phase 9), from the company's station."""

    player: str
    company: str
    areas: list[str]
    borders: list[str] = field(default_factory=list)


@dataclass
class Payment:
    """Points still to pay where the player chooses with what: build points beyond his cubes
    (any influence), or three points for each missing brown influence for a train."""

    player: str
    points: int
    sources: list[str]
    purpose: str  # "build" or "train"


@dataclass
class State(SaysLines):
    players: list[str]
    board_id: str
    extended: bool  # The South's extension (Wensleydale board)
    side: str  # "3-4" or "2-3": the influence display's side (it sets the rounds)
    train_side: str  # the train display's side
    rng: int  # the generator's state (rng.Rng)
    rounds: int
    order: list[str]  # the player order track, first player first
    cubes: dict[str, int]  # investment cubes in hand
    supply: dict[str, int]  # investment cubes in the player's supply
    tracks: dict[str, dict[str, int]]  # white/brown/red/green/profit -> player -> position
    arrived: dict[str, dict[str, int]]  # track -> player -> when his marker last arrived
    vp: dict[str, int]
    bag: dict[str, int]  # influence markers in the bag
    drawn: list[str]  # the marker drawn for each influence field, in display order (none before round 1)
    bids: list[tuple[str, int] | None]  # (player, cubes) on each influence field
    track: dict[str, str]  # border -> owner: a player or a company
    pieces: dict[str, int]  # track pieces in supply: each player's, each company's
    landowners: dict[str, int]  # area -> landowners
    passengers: dict[str, dict[str, int]]  # area -> colour -> passengers
    goods: dict[str, int]  # area -> goods cubes (the kind is the area's printed kind)
    owners: dict[str, list[str]]  # station area -> the companies it belongs to
    loads: dict[str, dict[str, int]]  # player -> load kind -> loads kept for the final sets
    box: dict[str, int]  # pieces out of the game: goods, passengers, landowners
    round: int = 1
    phase: str = AUCTION
    turn: int = 0  # index into the order of the current phase
    tick: int = 0  # counts marker arrivals, for the stacks
    build_order: list[str] = field(default_factory=list)
    train_order: list[str] = field(default_factory=list)
    crediting: int = 0  # the next influence field to credit
    trains: dict[str, str] = field(default_factory=dict)  # train -> owner, this round
    on_trains: dict[str, list[str]] = field(default_factory=dict)  # train -> its loads
    passed: list[str] = field(default_factory=list)
    build: Build | None = None
    takeover: Takeover | None = None
    payment: Payment | None = None
    connection_bonus: dict[str, int] | None = None  # Nürnberg-Fürth, once scored
    final: dict[str, dict[str, int]] = field(default_factory=dict)  # the final scoring's parts
    step: int = 0
    log: GameLog = field(default_factory=GameLog)  # lines (step, text)

    @property
    def board(self) -> Board:
        return board(self.board_id, self.extended)

    @property
    def display(self) -> InfluenceDisplay:
        return influence_display(self.side)

    @property
    def train_display(self) -> TrainDisplay:
        return train_display(self.train_side)

    @property
    def phase_order(self) -> list[str]:
        if self.phase == BUILD:
            return self.build_order
        if self.phase == TRANSPORT:
            return self.train_order
        return self.order

    @property
    def current(self) -> str:
        return self.phase_order[self.turn]

    def influence(self, colour: str, player: str) -> int:
        return self.tracks[colour][player]

    def set_marker(self, track: str, player: str, position: int) -> None:
        """Move a marker; one arriving on an occupied space goes on top of the stack."""
        self.tracks[track][player] = position
        self.tick += 1
        self.arrived[track][player] = self.tick

    def pay_influence(self, colour: str, player: str, amount: int) -> None:
        if amount:
            self.set_marker(colour, player, self.tracks[colour][player] - amount)

    def ranked(self, track: str) -> list[str]:
        """Highest position first; on a tie the marker higher in the stack first (phases 4, 8)."""
        return sorted(self.players, key=lambda p: (-self.tracks[track][p], -self.arrived[track][p]))

    def own_borders(self, owner: str) -> list[str]:
        return [b for b, o in self.track.items() if o == owner]
