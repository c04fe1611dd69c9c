"""The points where a title's rule book and 18xx.games part ways, each a function of the game
state: the rule book's answer (beside the rule, in its rule module) or 18xx.games' (in the title's
`as_18xx_games.py`, the emulation), chosen by the game's option "play as 18xx.games does" (the
state's class attributes `ways`, and `rules` where 18xx.games answers a layer's question its own
way: `ByOption`). A rule module asks `state.ways.<point>(state, ...)` and reads
as the rule book; where the rule book's answer plays differently from 18xx.games it notes the
point (`State.note_deviation`: the deviation's name, `deviations.py`) for the export and the differential
test. A title's record adds its own points to these, the core's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, overload

S = TypeVar("S")
T = TypeVar("T")

AS_18XX_GAMES = "as_18xx_games"  # the option (docs/rules-notes.md)


class ByOption(Generic[T]):
    """A class attribute of a title's state read through the game's option: the rule book's
    value, or 18xx.games' when the game plays as 18xx.games does."""

    def __init__(self, rule_book: T, as_18xx_games: T) -> None:
        self.rule_book, self.as_18xx_games = rule_book, as_18xx_games

    @overload
    def __get__(self, state: None, owner: type) -> T: ...
    @overload
    def __get__(self, state: Any, owner: type) -> T: ...
    def __get__(self, state: Any, owner: type) -> T:
        if state is not None and state.options.get(AS_18XX_GAMES):
            return self.as_18xx_games
        return self.rule_book


def noted(deviation: str) -> Callable[..., bool]:
    """The rule book's answer at a point where 18xx.games plays its own way and the rule book's
    way needs no code of its own: the point is noted, and it is not 18xx.games' way (False)."""

    def rule_book(state: Any, *args: Any) -> bool:
        state.note_deviation(deviation)
        return False

    rule_book.__name__ = f"noted_{deviation}"
    return rule_book


def as_18xx_games(state: Any, *args: Any) -> bool:
    """18xx.games' answer at such a point: its way (True)."""
    return True


def no(state: Any) -> bool:
    """The rule book's answer at a point where 18xx.games has a way of its own that needs no note
    (a choice it does not offer, a cost it does not charge: the action shows it)."""
    return False


def none(*args: Any) -> None:
    """The rule book's answer where 18xx.games has one of its own and the rule book none."""


def nothing(*args: Any) -> None:
    """18xx.games' answer where the rule book's notes a difference and 18xx.games does nothing."""


@dataclass(frozen=True)
class Ways(Generic[S]):
    """The core's points."""

    # a horizontal move at the zig-zag market's end: diagonally to the last cell (18ESP 5.5), or
    # 18xx.games' way, the marker stays (whether it stays)
    marker_stays_at_the_edge: Callable[[S], bool]
