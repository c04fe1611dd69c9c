"""Certificate limit and ownership limit (section 'Papierlimit'), and share values."""

from __future__ import annotations

from ...core18xx import shares as core
from .data import data
from .state import Corporation, State


def zone(corp: Corporation) -> str | None:
    return data().market.zone(corp.cell) if corp.cell else None


def price(corp: Corporation) -> int:
    return data().market.price(corp.cell) if corp.cell else 0


def certificate_limit(state: State) -> int:
    """Before the CGR forms: by players; after: by players and corporations left in play."""
    meta, n = data().meta, str(len(state.players))
    if not state.cgr_formed:
        return meta["certificate_limit"][n]
    corporations = sum(1 for c in state.corporations.values() if not c.closed)
    return meta["certificate_limit_after_cgr"][str(min(corporations, 11))][n]


def certificates_held(state: State, player: str) -> float:
    whole = sum(1 for p in state.privates.values() if p.owner == player and not p.corp_owned and not p.closed)
    halves = 0
    for corp in state.corporations.values():
        if corp.closed or not corp.shares.units_of(player):
            continue
        w, h = core.certificates(corp.shares, player, zone(corp))
        whole += w
        halves += h
    return whole + halves / 2


def may_hold(state: State, player: str, corp: Corporation, extra_units: int) -> bool:
    """Ownership limit: at most 60% of a corporation unless its marker is in the brown zone."""
    if core.may_exceed_ownership_limit(zone(corp)):
        return True
    limit = data().meta["ownership_limit_percent"]
    return (corp.shares.units_of(player) + extra_units) * corp.shares.unit_percent <= limit


def within_certificate_limit(state: State, player: str, corp: Corporation, certs: float,
                             held: float | None = None) -> bool:
    """`held`: the player's certificates, when the caller has counted them already."""
    if zone(corp) in (core.YELLOW, core.BROWN):
        return True
    held = certificates_held(state, player) if held is None else held
    return held + certs <= certificate_limit(state)


def over_limits(state: State, player: str) -> bool:
    """Must sell in the stock round: too many certificates, or above 60% outside the brown zone."""
    if certificates_held(state, player) > certificate_limit(state):
        return True
    return any(not corp.closed and not may_hold(state, player, corp, 0) for corp in state.corporations.values())

