"""1856's certificate limit (section 'Papierlimit'): by players; from the first 6-train on by
players and corporations in play or still to start (the CGR counted once formed). The rest of
the certificate rules are the 18xx layer's (core18xx/certificates.py)."""

from __future__ import annotations

from .data import data
from .state import State


def certificate_limit(state: State) -> int:
    if state.phase < data().phase_index("6"):
        return first_limit(state)
    return second_limit(state)


def limit_18xx(state: State) -> int:
    """18xx.games takes the second table only when the CGR forms, counted then, and the first
    again whenever a corporation closes later."""
    return state.cert_limit_18xx or first_limit(state)


def compare_limits(state: State) -> None:
    if limit_18xx(state) != certificate_limit(state):
        state.note_deviation("certificate_limit")


def first_limit(state: State) -> int:
    return data().meta["certificate_limit"][str(len(state.players))]


def second_limit(state: State) -> int:
    corporations = sum(1 for c in state.corporations.values() if not c.closed and (c.id != "CGR" or state.cgr_formed))
    return data().meta["certificate_limit_after_cgr"][str(min(corporations, 11))][str(len(state.players))]


def ownership_limit_percent(state: State) -> int:
    return data().meta["ownership_limit_percent"]
