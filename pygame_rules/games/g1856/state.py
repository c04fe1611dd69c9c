"""The state of an 1856 game: plain data (ids, ints, strings), cheap to copy and to show."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...core18xx import game_state as core
from ...core18xx import operating_turn as core_turn
from ...core18xx.game_state import (  # noqa: F401 - the layer's names, used through this module
    AS_18XX_GAMES,
    AUCTION,
    OPERATING,
    OVER,
    RECORDED_MOVES,
    STOCK,
    CashCrisis,
    GraphSeen,
    Private,
    director,
    still_to_operate,
)
from ...core18xx.waterfall_auction import AuctionState

if TYPE_CHECKING:
    from .ways import Ways

RECORDED_DESTINATIONS = "recorded_destinations"  # older imports: every destination check recorded


@dataclass
class Corporation(core.Corporation):
    capitalization: str | None = None  # escrow / incremental / full, fixed at par
    escrow: int | None = None  # money held by the bank until the destination is reached
    destinated: bool = False
    full_capital_paid: bool = False
    loans: int = 0
    rights: list[str] = field(default_factory=list)  # "bridge", "tunnel"


@dataclass
class OperatingTurn(core_turn.OperatingTurn):
    interest_paid: bool = False
    revenue_penalty: int = 0  # interest taken from the run (section 'Zinsen')
    took_loan: bool = False
    repaid_loan: bool = False


# the rules' version (Title.rules_version): 2, the CGR's half-paid director who sells and is still
# short is bankrupt, and as 18xx.games keeps his cash (version 1 ended his turn after the sale and
# let the round go on, and a bankrupt's cash always went to the bank)
RULES_VERSION = 2


@dataclass
class State(AuctionState):
    ways: ClassVar[Ways]  # the rule book's answers, or 18xx.games' (as_18xx_games.py)
    rules_version: int = RULES_VERSION  # the rules the game is played by (a save keeps its own)
    operating_percent: int = 20
    new_capitalization: str = "escrow"
    loans_left: int = 110
    right_tokens: dict[str, int] = field(default_factory=dict)  # bridge/tunnel tokens left
    port: tuple[str, str] | None = None  # (hex, corporation) of the Great Lakes port marker
    kitchener_used: bool = False  # W&S power used: closes at the end of the OR
    powers_used: list[str] = field(default_factory=list)  # "TCC", "WSRC-tile", "WSRC-token"
    pending_tokens: list[tuple[str, str]] = field(default_factory=list)  # (corporation, hex) lifted by a lay
    cgr: Any = None  # the CGR formation in progress (cgr.Formation)
    cgr_formed: bool = False
    cgr_permanent: bool = False  # the CGR has owned a permanent train
    # 18xx.games' question to the CGR's director on trains that may go, open from the formation
    # until answered (cgr.ask_again)
    cgr_question: bool = False
    cgr_half_director: str | None = None  # director who must buy the second half (false presidency)
    cert_limit_18xx: int | None = None  # 18xx.games' certificate limit, set when the CGR forms
    borrowed_train: str | None = None
    crisis_began: int = -1  # the action (state.step) whose payment began the current cash crisis
    # destination checks of the last action (corporation, corporations reached)
    checks: list[tuple[str, list[str]]] = field(default_factory=list)
