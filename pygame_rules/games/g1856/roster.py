"""The trains as the game's data has them ('Loks', 'Phasen'): types with prices, distances and
counts (diesels or, in the variant, 8-trains), which are permanent, the phases and the train
limit they set. Queries only: what a purchase sets off is in events.py."""

from __future__ import annotations

from ...core18xx import depot
from .data import data
from .state import Corporation, State

PERMANENT = ("5", "6", "D", "8")
CGR = "CGR"


def eight_train(state: State) -> bool:
    return bool(state.options.get("eight_train_variant"))


def types(state: State) -> tuple[dict, ...]:
    return types_for(state.options)


def types_for(options: dict) -> tuple[dict, ...]:
    return data().train_types(bool(options.get("eight_train_variant")))


def ultimate(state: State) -> dict:
    return types(state)[-1]


def type_of(state: State, train_id: str) -> dict:
    return data().train_type(depot.train_type(train_id), eight_train(state))


def distance(state: State, train_id: str) -> int | None:
    return type_of(state, train_id)["distance"]


def price(state: State, train_id: str) -> int:
    return type_of(state, train_id)["price"]


def permanent(train_id: str) -> bool:
    return depot.train_type(train_id) in PERMANENT


def phase(state: State) -> dict:
    return data().phases[state.phase]


def phase_name(state: State, ph: dict) -> str:
    """The last phase is named after the train that starts it: D, or 8 in the 8-train variant."""
    return ultimate(state)["name"] if ph["on"] == "ultimate" else ph["name"]


def limit(state: State, corp: Corporation) -> int:
    return data().cgr["train_limit"] if corp.id == CGR else phase(state)["train_limit"]


def phase_on(state: State, name: str) -> int:
    """The phase the first train of this type starts (-1: none)."""
    top = ultimate(state)["name"]
    return max(
        (i for i, ph in enumerate(data().phases) if ph["on"] == name or (ph["on"] == "ultimate" and name == top)),
        default=-1,
    )


def over_limit(state: State) -> list[str]:
    return [
        c.id
        for c in state.corporations.values()
        if not c.closed and len([t for t in c.trains if t != state.borrowed_train]) > limit(state, c)
    ]
