"""What buying the first or the last train of a type sets off (section 'Phasen'): a new phase
with its rusting and train limit, the privates closing (first 5), the CGR (first 6), the port
marker's removal (first 6); the share of the initial offer needed to operate rises by 10% with
each last 2/3/4/5-train, and new corporations become incremental (last 4) or full (last 5)."""

from __future__ import annotations

from ...core18xx import depot
from . import capitalization, privates, roster
from .cgr import begin_formation, owns_permanent
from .data import data
from .state import Corporation, State
from .trains import Purchase


def train_bought(state: State, buyer: Corporation, bought: Purchase) -> None:
    """The first train of a type from the bank starts its phase; the last new one of a type may
    raise the share to operate; the CGR's first permanent train lets it pay and move."""
    name = depot.train_type(bought.train)
    if bought.from_bank and roster.phase_on(state, name) > state.phase:
        first_of_type(state, name, buyer)
    if bought.new and roster.ultimate(state)["name"] != name and not depot.remaining(state.depot, name):
        last_of_type(state, name)
    if buyer.id == roster.CGR and roster.permanent(bought.train):
        owns_permanent(state)


def first_of_type(state: State, name: str, buyer: Corporation) -> None:
    state.phase = roster.phase_on(state, name)
    ph = roster.phase(state)
    state.note(
        f"Phase {roster.phase_name(state, ph)} begins: {ph['operating_rounds']} operating round(s),"
        f" train limit {ph['train_limit']}."
    )
    rust(state, name)
    for event in data().train_events["first"].get(name, []):
        if event == "close_privates":
            privates.close_all(state)
        elif event == "remove_port_marker" and state.port:
            state.note(f"The port marker is removed from {state.port[0]}.")
            state.port = None
        elif event == "cgr_formation":
            begin_formation(state, buyer)
    state.discards = roster.over_limit(state)


def last_of_type(state: State, name: str) -> None:
    for event in data().train_events["last"].get(name, []):
        if event.startswith("operating_percent_"):
            state.operating_percent = int(event.rsplit("_", 1)[1])
            state.note(f"Corporations not yet operating now need {state.operating_percent}% sold to operate.")
        elif event == "incremental_capitalization":
            state.new_capitalization = capitalization.INCREMENTAL
            state.note("New corporations will be incremental capitalization.")
        elif event == "full_capitalization":
            state.new_capitalization = capitalization.FULL
            state.note("New corporations will be full capitalization.")


def rust(state: State, name: str) -> None:
    rusting = [t["name"] for t in roster.types(state) if t.get("rusts_on") == name]
    if not rusting:
        return
    for corp in state.corporations.values():
        corp.trains = [t for t in corp.trains if depot.train_type(t) not in rusting]
    state.pool_trains = [t for t in state.pool_trains if depot.train_type(t) not in rusting]
    state.note(f"{' and '.join(rusting)}-trains rust.")
