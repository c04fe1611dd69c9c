"""What buying a train sets off: the first train of a type from the bank starts the phase it
names, with its train limit (corporations over it discard to the bank pool) and the rusting of
older trains; the first and the last new train of a type may set off the title's own events
(`TrainRules.train_events`, each handled by `TrainRules.train_event`)."""

from __future__ import annotations

from . import depot, roster
from .game_state import Corporation, State
from .trains import Purchase


def train_bought(state: State, buyer: Corporation | None, bought: Purchase) -> None:
    name = depot.train_type(bought.train)
    if bought.from_bank and roster.phase_on(state, name) > state.phase:
        first_of_type(state, name, buyer)
    if bought.new and roster.type_of(state, bought.train)["count"] and not depot.remaining(state.depot, name):
        last_of_type(state, name, buyer)
    state.rules.trains.train_bought(state, buyer, bought)


def first_of_type(state: State, name: str, buyer: Corporation | None) -> None:
    state.phase = roster.phase_on(state, name)
    ph = roster.phase(state)
    state.say(
        "phase.begins", phase=roster.phase_name(state, ph), rounds=ph["operating_rounds"], limit=ph["train_limit"]
    )
    rust(state, name)
    for event in state.rules.trains.train_events(state)["first"].get(name, []):
        state.rules.trains.train_event(state, event, buyer)
    state.discards = roster.over_limit(state)


def last_of_type(state: State, name: str, buyer: Corporation | None) -> None:
    for event in state.rules.trains.train_events(state)["last"].get(name, []):
        state.rules.trains.train_event(state, event, buyer)


def rust(state: State, name: str) -> None:
    """The first train of a type rusts the trains that rust on it: they leave the game."""
    rusting = [t["name"] for t in roster.types(state) if t.get("rusts_on") == name]
    if not rusting:
        return
    gone = []
    for corp in state.corporations.values():
        gone += [t for t in corp.trains if depot.train_type(t) in rusting]
        corp.trains = [t for t in corp.trains if depot.train_type(t) not in rusting]
    gone += [t for t in state.pool_trains if depot.train_type(t) in rusting]
    state.pool_trains = [t for t in state.pool_trains if depot.train_type(t) not in rusting]
    state.say("train.rust", trains=rusting)
    state.rules.trains.rusted(state, gone)
