"""Certificates a player may hold: the certificate limit (a title's number) and the ownership
limit (60% of a corporation unless the title says otherwise), with the market's yellow zone
(not counted) and brown zone (not counted, above the ownership limit allowed); and share values."""

from __future__ import annotations

from . import shares as core
from .game_state import Corporation, State


def zone(state: State, corp: Corporation) -> str | None:
    return state.rules.market.stock_market().zone(corp.cell) if corp.cell else None


def price(state: State, corp: Corporation) -> int:
    return state.rules.market.stock_market().price(corp.cell) if corp.cell else 0


def certificates_held(state: State, player: str) -> float:
    whole = sum(1 for p in state.privates.values() if p.owner == player and not p.corp_owned and not p.closed)
    halves = 0
    for corp in state.corporations.values():
        if corp.closed or not corp.shares.units_of(player):
            continue
        w, h = core.certificates(corp.shares, player, zone(state, corp))
        whole += w
        halves += h
    return whole + halves / 2


def may_hold(state: State, player: str, corp: Corporation, extra_units: int) -> bool:
    """Ownership limit: at most 60% of a corporation unless its marker is in the brown zone."""
    if core.may_exceed_ownership_limit(zone(state, corp)):
        return True
    limit = state.rules.market.ownership_limit_percent(state)
    return (corp.shares.units_of(player) + extra_units) * corp.shares.unit_percent <= limit


def within_certificate_limit(
    state: State, player: str, corp: Corporation, certs: float, held: float | None = None
) -> bool:
    """`held`: the player's certificates, when the caller has counted them already."""
    if zone(state, corp) in (core.YELLOW, core.BROWN):
        return True
    held = certificates_held(state, player) if held is None else held
    return held + certs <= state.rules.market.certificate_limit(state)


def over_limits(state: State, player: str) -> bool:
    """Must sell in the stock round: too many certificates, or above the ownership limit (where
    the title says so)."""
    if certificates_held(state, player) > state.rules.market.certificate_limit(state):
        return True
    if not state.rules.stock.must_sell_above_ownership_limit:
        return False
    return any(not corp.closed and not may_hold(state, player, corp, 0) for corp in state.corporations.values())
