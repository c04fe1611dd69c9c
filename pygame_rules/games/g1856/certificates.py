"""Certificate limit and ownership limit (section 'Papierlimit'), and share values."""

from __future__ import annotations

from ...core18xx import shares as core
from .data import data
from .state import AS_18XX_GAMES, Corporation, State


def zone(corp: Corporation) -> str | None:
    return data().market.zone(corp.cell) if corp.cell else None


def price(corp: Corporation) -> int:
    return data().market.price(corp.cell) if corp.cell else 0


def certificate_limit(state: State) -> int:
    """Section 'Papierlimit': by players; from the first 6-train on by players and corporations
    in play or still to start (the CGR counted once formed). 18xx.games (option as_18xx_games)
    takes the second table only when the CGR forms, counted then, and the first again whenever
    a corporation closes later."""
    if state.options.get(AS_18XX_GAMES):
        return limit_18xx(state)
    return limit_by_rule_book(state)


def limit_by_rule_book(state: State) -> int:
    if state.phase < data().phase_index("6"):
        return first_limit(state)
    return second_limit(state)


def limit_18xx(state: State) -> int:
    return state.cert_limit_18xx or first_limit(state)


def first_limit(state: State) -> int:
    return data().meta["certificate_limit"][str(len(state.players))]


def second_limit(state: State) -> int:
    corporations = sum(1 for c in state.corporations.values() if not c.closed and (c.id != "CGR" or state.cgr_formed))
    return data().meta["certificate_limit_after_cgr"][str(min(corporations, 11))][str(len(state.players))]


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


def within_certificate_limit(
    state: State, player: str, corp: Corporation, certs: float, held: float | None = None
) -> bool:
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
