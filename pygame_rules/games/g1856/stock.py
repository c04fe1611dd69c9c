"""1856's stock round where it differs from the common 18xx one (the CGR's shares: cgr.py)."""

from __future__ import annotations

from .state import Corporation, State


def may_sell(state: State, corp: Corporation) -> bool:
    """No selling in the first stock round."""
    return state.turn > 1
