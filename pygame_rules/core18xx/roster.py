"""The trains and phases of a title's data (`TrainRules.train_types`, `TrainRules.phases`): types with
prices, distances and counts, which are permanent, the phases, and the train limits they set.
Queries only: what a purchase sets off is in phases.py."""

from __future__ import annotations

from . import depot
from .game_state import Corporation, State


def types(state: State) -> tuple[dict, ...]:
    return state.rules.trains.train_types(state)


def ultimate(state: State) -> dict:
    """The last type, which starts the last phase (the unlimited one, when there is one)."""
    return types(state)[-1]


def type_of(state: State, train_id: str) -> dict:
    name = depot.train_type(train_id)
    return next(t for t in types(state) if t["name"] == name)


def distance(state: State, train_id: str) -> int | None:
    return type_of(state, train_id)["distance"]


def price(state: State, train_id: str) -> int:
    return type_of(state, train_id)["price"]


def permanent(state: State, train_id: str) -> bool:
    """No train rusts it."""
    return not type_of(state, train_id).get("rusts_on")


def phase(state: State) -> dict:
    return state.rules.trains.phases(state)[state.phase]


def phase_name(state: State, ph: dict) -> str:
    """The last phase is named after the train that starts it (1856: D, or 8 in the variant)."""
    return ultimate(state)["name"] if ph["on"] == "ultimate" else ph["name"]


def phase_on(state: State, name: str) -> int:
    """The phase the first train of this type starts (-1: none)."""
    top = ultimate(state)["name"]
    return max(
        (
            i
            for i, ph in enumerate(state.rules.trains.phases(state))
            if ph["on"] == name or (ph["on"] == "ultimate" and name == top)
        ),
        default=-1,
    )


def limit(state: State, corp: Corporation) -> int:
    return state.rules.trains.train_limit(state, corp)


def counted(state: State, corp: Corporation) -> list[str]:
    """The trains that count for its limit (not those lent to it)."""
    return [t for t in corp.trains if not state.rules.trains.lent(state, t)]


def over_limit(state: State) -> list[str]:
    """Corporations with more trains than their limit: they discard to the bank pool."""
    return [c.id for c in state.corporations.values() if not c.closed and len(counted(state, c)) > limit(state, c)]
