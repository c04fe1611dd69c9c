"""The steps of an 18xx game, in the order they claim it (as 18xx.games' rounds hold steps): the
first step open now answers who acts, what they may do and what an action does, so "what can I
do?" and "is this allowed?" are one piece of code. A title lists its steps: interruptions (a
forced sale, a merger, discarding trains) before the rounds' own steps."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .game_state import OVER


@dataclass(frozen=True)
class Step:
    name: str
    open: Callable[[Any], bool]  # the step claims the game now
    active: Callable[[Any], list[str]]  # who must act
    # the decisions (without `full`, tile lays and runs as offers whose free fields are checked
    # when applied; with a `kind`, choices of other types may be left out)
    legal: Callable[[Any, bool, str | None], list[dict]]
    apply: Callable[[Any, dict], None]  # the matched action, applied


def current(steps: Sequence[Step], state: Any) -> Step:
    """The first step open now (a title's list ends with one that is always open)."""
    return next(step for step in steps if step.open(state))


GAME_OVER = Step("over", lambda s: s.round == OVER, lambda s: [], lambda s, full, kind: [], lambda s, a: None)
