"""Buying and selling shares ('Aktienkauf', 'Aktienverkauf'): what a player may buy or sell, and
what a sale does to the price and the directorship. Used by the stock round and by forced sales."""

from __future__ import annotations

from ...core18xx import shares as core
from . import capitalization
from .certificates import may_hold, price, within_certificate_limit
from .data import data
from .market_moves import move
from .state import Corporation, State, money

POOL_LIMIT = 50  # percent of a corporation the bank pool may hold


def pool_room(corp: Corporation) -> int:
    """Units the pool can still take."""
    return max(0, POOL_LIMIT - corp.shares.pool_percent()) // corp.shares.unit_percent


def cgr_trading_blocked(state: State, corp: Corporation) -> bool:
    return corp.id == "CGR" and not state.cgr_formed


def sale_sizes(state: State, player: str, corp: Corporation, keep_director: bool = False) -> list[int]:
    """Numbers of units the player may sell at once. The pool may hold at most 50%. A director
    keeps the director's certificate (two units) or hands it to another player with at least
    as much (most, then nearest to his left); with keep_director he may not hand it on."""
    shares = corp.shares
    own = shares.units_of(player)
    if not own or corp.closed or corp.cell is None or cgr_trading_blocked(state, corp):
        return []
    others = max((shares.units_of(p) for p in state.players if p != player), default=0)
    out = []
    for n in range(1, min(own, pool_room(corp)) + 1):
        left = own - n
        if shares.director == player:
            stays = left >= 2 and left >= others
            hands_on = left < others and others >= 2 and not keep_director
            if not (stays or hands_on):
                continue
        out.append(n)
    return out


def sell(state: State, player: str, corp: Corporation, units: int) -> None:
    """Sell to the pool at the market price; the marker drops a row per 10% sold."""
    shares = corp.shares
    value = price(corp) * units
    if shares.director == player:
        others = {p: shares.units_of(p) for p in state.players if p != player}
        best = max(others.values(), default=0)
        if shares.units_of(player) - units < best:
            successor = next(p for p in seat_order_after(state, player) if others.get(p) == best)
            core.swap_director(shares, player, successor)
            state.note(f"{successor} becomes director of {corp.id}.")
    shares.take(player, units)
    shares.pool += units
    state.pay(None, player, value)
    pct = units * shares.unit_percent
    state.note(f"{player} sells {pct}% of {corp.id} for {money(value)}.")
    drop_price(state, corp, pct // 10)


def seat_order_after(state: State, player: str) -> list[str]:
    i = state.players.index(player)
    return state.players[i + 1 :] + state.players[:i]


def drop_price(state: State, corp: Corporation, rows: int) -> None:
    for _ in range(rows):
        move(state, corp, "down")


def buy_from_ipo(state: State, player: str, corp: Corporation) -> None:
    corp.shares.ipo -= 1
    corp.shares.give(player)
    state.note(
        f"{player} buys a {corp.shares.unit_percent}% share of {corp.id} from the initial offer for {money(corp.par)}."
    )
    if corp.id == "CGR":
        state.pay(player, None, corp.par)
    else:
        capitalization.pay_for_ipo_shares(state, player, corp, 1)
    check_director(state, corp, player)


def buy_from_pool(state: State, player: str, corp: Corporation) -> None:
    value = price(corp)
    corp.shares.pool -= 1
    corp.shares.give(player)
    state.pay(player, None, value)
    state.note(f"{player} buys a {corp.shares.unit_percent}% share of {corp.id} from the bank pool for {money(value)}.")
    check_director(state, corp, player)
    capitalization.check_float(state, corp)


def check_director(state: State, corp: Corporation, buyer: str) -> None:
    shares = corp.shares
    if shares.director and shares.director != buyer and shares.units_of(buyer) > shares.units_of(shares.director):
        old = shares.director
        core.swap_director(shares, old, buyer)
        state.note(f"{buyer} becomes director of {corp.id}.")


def can_buy(
    state: State, player: str, corp: Corporation, source: str, cash_needed: int, held: float | None = None
) -> bool:
    if corp.closed or corp.par is None or cgr_trading_blocked(state, corp):
        return False
    if state.cash[player] < cash_needed:
        return False
    if not may_hold(state, player, corp, 1):
        return False
    certs = 1 if corp.shares.unit_percent == 10 else 0.5
    if not within_certificate_limit(state, player, corp, certs, held):
        return False
    if source == "ipo":
        # 18xx.games: no initial-offer sale while the pool holds more than 50% (CGR after forming)
        return corp.shares.ipo > 0 and corp.shares.pool_percent() <= POOL_LIMIT
    return corp.shares.pool > 0


def par_prices(state: State, player: str) -> list[int]:
    return [p for p in (data().market.price(c) for c in data().market.pars) if 2 * p <= state.cash[player]]
