"""The state of an 18ESP game: plain data (ids, ints, strings), cheap to copy and to show. The
18xx layer's state with 18ESP's own: minors, floating and station markers (4.3.1, 4.3.2, 6.1),
the player loans (5.7.2), the set-up's draw (2.1, 2.2), the private auction (3.2) and what comes
with P6 and P7 (3.1). Money is pesetas ("₧"); the layer's log lines are said in the rule book's
words (`State.say`: Open Market, Aktienausgabe, Direktorszertifikat, Spielerreihenfolgekarte)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ...core18xx import game_state as core
from ...core18xx import operating_turn as core_turn
from ...core18xx.game_state import (  # noqa: F401 - the layer's names, used through this module
    AS_18XX_GAMES,
    AUCTION,
    OPERATING,
    OVER,
    RECORDED_MOVES,
    STOCK,
    Private,
    director,
    still_to_operate,
)
from ...core18xx.selection_auction import SelectionState

if TYPE_CHECKING:
    from .ways import Ways
from ...messages import CURRENCY as CURRENCY_ARG
from ...messages import Said

CURRENCY = "₧"
SEATED = "seated"  # the option: the players sit in the order given (a game from 18xx.games)

# the layer's lines that 18ESP says in its own words (the rule book's terms: Privatgesellschaft,
# Kurswert, Direktorszertifikat, Aktienausgabe, Open Market, Spielerreihenfolgekarte)
OWN_WORDS = {
    "auction.all_sold": "18esp.auction.all_sold",
    "auction.auctioned": "18esp.auction.auctioned",
    "auction.bids": "18esp.auction.bids",
    "auction.buys": "18esp.auction.buys",
    "auction.cannot_bid": "18esp.auction.cannot_bid",
    "auction.everyone_passed": "18esp.auction.everyone_passed",
    "auction.must_take": "18esp.auction.must_take",
    "auction.passes_on": "18esp.auction.passes_on",
    "auction.price_drops": "18esp.auction.price_drops",
    "auction.seats": "18esp.auction.order_by_cash",
    "market.moves": "18esp.market.moves",
    "share.buys_director": "18esp.share.buys_director",
    "share.buys_initial": "18esp.share.buys_initial",
    "share.buys_pool": "18esp.share.buys_open_market",
    "share.sells": "18esp.share.sells",
    "round.priority": "18esp.round.first_player",
    "round.seats_by_cash": "18esp.round.order_by_cash",
    "corporation.floats": "18esp.corporation.first_turn",
    "train.rust": "18esp.train.scrapped",
    "train.discards": "18esp.train.given_up",
    "phase.begins": "18esp.phase.begins",
    "round.operating": "18esp.round.operating",
    "dividend.runs": "18esp.run.revenue",
}


@dataclass
class Corporation(core.Corporation):
    minor: bool = False
    floated: bool = False  # its treasury was paid (4.3.1, 4.3.2): it operates
    goals: bool = False  # floated before phase 5: capital and markers come with its goals (6.1)
    locked_tokens: list[int] = field(default_factory=list)  # station markers still locked (6.1.3)
    reached: list[str] = field(default_factory=list)  # goals reached: destination, offboard, harbour
    tender: bool = False  # it owns a tender (3.1, P5)
    operated: bool = False  # it has had an operating turn (5.6)
    laid_tile: bool = False  # it has laid a tile (5.3.1: its first goes on its home hex)


@dataclass
class OperatingTurn(core_turn.OperatingTurn):
    tile_hexes: list[str] = field(default_factory=list)  # hexes of the lay and the extra yellow (5.3.1)
    upgraded: bool = False  # its one upgrade (5.3.2)
    mine_laid: bool = False  # its one mine tile (5.3.3)
    mine_hex: str | None = None  # where it went: no other tile there this turn (as 18xx.games reads 5.3.1)
    p1_hex: str | None = None  # P1's lay this turn (3.1)
    p1_counted: str | None = None  # what P1's lay used up by the book: "tile" or "mine" (D36: 18xx.games nothing)
    pass_opened: bool = False  # its one mountain pass (6.2)
    # 18xx.games' track step ended by itself at a lay or the marker, before a destination's capital (D39)
    track_ended: bool = False
    trains_combined: bool = False  # a combined train formed: no more purchases this turn (as 18xx.games)
    tender_train: str | None = None  # the train the tender goes with this turn (3.1, P5)
    subsidy: int = 0  # what mines and harbours paid into the treasury (5.4.2)
    loan: int = 0  # what the director borrowed for the train (5.7.2)


@dataclass
class State(SelectionState):
    ways: ClassVar[Ways]  # the rule book's answers, or 18xx.games' (as_18xx_games.py)
    currency = CURRENCY
    core: bool = False  # the standard set-up (2.1), else the variable one (2.2)
    homes: dict[str, tuple[str, int | None]] = field(default_factory=dict)  # corporations in play
    removed: list[str] = field(default_factory=list)  # corporations out of the game
    p6_card: str = ""  # the side of P6 in play (set_up.ZAFRA_HUELVA / VASCO_NAVARRO)
    p6_share: str = ""  # the corporation whose 10% share comes with P6
    p7: str = ""  # the northern major whose director's certificate comes with P7
    pending_par: str | None = None  # P7's major, waiting for its buyer to set its start price
    loans: dict[str, int] = field(default_factory=dict)  # player -> what he borrowed (5.7.2)
    # as 18xx.games plays: the 1s its rounding of each loan's interest adds to what is owed (D33)
    loan_rounding: dict[str, int] = field(default_factory=dict)
    private_trains: dict[str, str] = field(default_factory=dict)  # private -> the train card under it
    # trains: the side chosen at purchase (5.7), combined trains (6.2.1), tenders (3.1, P5)
    variants: dict[str, str] = field(default_factory=dict)  # train -> "2" or "1+2", ...
    combined: dict[str, str] = field(default_factory=dict)  # train -> the recycled card under it
    # train -> the side its recycled card runs on (as 18xx.games plays, one card may lie under several)
    recycled_sides: dict[str, str] = field(default_factory=dict)
    scrapped: list[str] = field(default_factory=list)  # rusted and exported cards, to be recycled
    idle_trains: list[str] = field(default_factory=list)  # run only from the next operating round
    # the trains minors took out of the game at phase 5: 18xx.games keeps them with the closed minor
    # and counts them as for sale (at 1) until they rust, so its train step still asks
    minor_trains: list[str] = field(default_factory=list)
    strawberry_ran: bool = False  # P3's 2-train has run its first route, through Aranjuez
    tenders: dict[str, int] = field(default_factory=dict)  # "P5": on the private, "market": in the Open Market
    pending_tokens: list[tuple[str, str]] = field(default_factory=list)  # (corporation, hex) lifted by a lay
    offer: dict | None = None  # {"action", "to"}: a deal waiting for the other player's answer
    takeover_marker: tuple[str, str] | None = None  # (major, city) where it may put a marker (5.6)
    p2_buyer: str | None = None  # the corporation choosing the side of P2's train (5.7)
    # the end (8)
    final_turn: int | None = None  # the number of the last set of operating rounds

    def say(self, key: str, **args: object) -> None:
        """A log line in pesetas, the layer's in 18ESP's words (OWN_WORDS); a phase's train
        limits for minors and majors apart."""
        if key == "phase.begins":
            limits = args.pop("limit")
            assert isinstance(limits, dict)
            args.update(minor_limit=limits["minor"] or 0, major_limit=limits["major"])
        self.log.append((self.step, Said(OWN_WORDS.get(key, key), {**args, CURRENCY_ARG: self.currency})))
