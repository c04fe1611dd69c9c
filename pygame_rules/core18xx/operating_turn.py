"""An operating turn as data: the steps a title lists for it (`TurnStep`) and where a
corporation's turn stands (`OperatingTurn`, which a title may extend). The round that runs them:
operating_round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def _nothing(state: Any, corp: Any) -> None:
    return None


@dataclass(frozen=True)
class TurnStep:
    name: str
    # (state, corporation, its director, full) -> the decisions; empty: passed by itself.
    # Without `full`, tile lays and runs are offers whose free fields are checked when applied.
    choices: Callable[[Any, Any, str, bool], list[dict]]
    leave: Callable[[Any, Any], None] = _nothing  # what follows by itself once the step is done
    anytime: tuple[str, ...] = ()  # powers usable beside this step (names in OperatingRules.turn_powers)
    done_by: tuple[str, ...] = ()  # action types that complete the step (besides a pass)
    # (state, corporation, its director) -> whether the step needs a decision, where that is
    # quicker to tell than its choices; without it, whether it has any choice (full=False)
    asks: Callable[[Any, Any, str], bool] | None = None
    # (state, corporation, its director, action type) -> the step's offers of that type (as
    # without `full`), where that is quicker than all of its choices (an action being applied)
    of_kind: Callable[[Any, Any, str, str], list[dict]] | None = None


@dataclass
class OperatingTurn:
    """One corporation's turn: where it stands and what it did (a title subclasses it)."""

    corporation: str
    steps: tuple[str, ...] = ()  # the names of the title's turn steps, in order
    step: str = ""
    tile_laid: bool = False
    token_placed: bool = False
    revenue: int = 0
    routes: list = field(default_factory=list)
    dividend_done: bool = False
    sold: list[str] = field(default_factory=list)  # corporations the director sold to buy a train

    def __post_init__(self) -> None:
        self.step = self.step or self.steps[0]

    def before(self, step: str) -> bool:
        return self.steps.index(self.step) < self.steps.index(step)
