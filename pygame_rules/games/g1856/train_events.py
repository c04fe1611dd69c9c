"""1856's train events (section 'Phasen'; data/trains.json "events"): the first 5-train closes
the privates, the first 6 sets off the CGR's formation and removes the port marker; with each
last 2/3/4/5-train the share of the initial offer needed to operate rises by 10%, and new
corporations become incremental (last 4) or full (last 5) capitalization. The CGR's first
permanent train lets it pay and move."""

from __future__ import annotations

from ...core18xx.roster import permanent
from ...core18xx.trains import Purchase
from . import capitalization, privates
from .cgr import begin_formation, owns_permanent
from .data import CGR
from .state import Corporation, State


def train_event(state: State, event: str, buyer: Corporation | None) -> None:
    if event == "close_privates":
        privates.close_all(state)
    elif event == "remove_port_marker":
        if state.port:
            state.say("1856.port.removed", hex=state.port[0])
            state.port = None
    elif event == "cgr_formation":
        assert buyer is not None  # 1856's trains all have a buyer
        begin_formation(state, buyer)
    elif event.startswith("operating_percent_"):
        state.operating_percent = int(event.rsplit("_", 1)[1])
        state.say("1856.operating_percent", percent=state.operating_percent)
    elif event == "incremental_capitalization":
        state.new_capitalization = capitalization.INCREMENTAL
        state.say("1856.capitalization.now_incremental")
    elif event == "full_capitalization":
        state.new_capitalization = capitalization.FULL
        state.say("1856.capitalization.now_full")
    else:
        raise ValueError(f"unknown train event {event!r}")


def train_bought(state: State, buyer: Corporation | None, bought: Purchase) -> None:
    if buyer is not None and buyer.id == CGR and permanent(state, bought.train):
        owns_permanent(state)
