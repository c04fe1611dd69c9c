"""Buying and selling shares: what a player may buy or sell, and what a sale does to the price
and the directorship. Used by the stock round and by forced sales. A title says how a share
from the initial offer is paid, what follows a purchase from the pool, and when a
corporation's shares do not trade (hooks)."""

from __future__ import annotations

from . import shares as core
from .certificates import may_hold, price, within_certificate_limit
from .game_state import Corporation, State
from .market_moves import move


def pool_room(state: State, corp: Corporation) -> int:
    """Units the pool can still take."""
    return max(0, state.rules.market.pool_limit_percent - corp.shares.pool_percent()) // corp.shares.unit_percent


def sale_sizes(state: State, player: str, corp: Corporation, keep_director: bool = False) -> list[int]:
    """Numbers of units the player may sell at once. The pool may hold at most 50%. A director
    keeps the director's certificate (two units) or hands it to another player with at least
    as much (most, then as the title breaks a tie: `StockRules.director_successor`); with keep_director
    he may not hand it on."""
    shares = corp.shares
    own = shares.units_of(player)
    if not own or corp.closed or corp.cell is None or state.rules.market.trading_closed(state, corp):
        return []
    others = max((shares.units_of(p) for p in state.players if p != player), default=0)
    out = []
    for n in range(1, min(own, pool_room(state, corp)) + 1):
        left = own - n
        if shares.director == player:
            stays = left >= 2 and left >= others
            hands_on = left < others and others >= 2 and not keep_director
            if not (stays or hands_on):
                continue
        out.append(n)
    return out


def sale(player: str, corp: Corporation, units: int) -> dict:
    """The action selling `units` of the corporation."""
    return {
        "type": "sell_shares",
        "player": player,
        "corporation": corp.id,
        "percent": units * corp.shares.unit_percent,
    }


def sell(state: State, player: str, corp: Corporation, units: int) -> None:
    """Sell to the pool at the market price; the marker drops a row per 10% sold."""
    shares = corp.shares
    value = price(state, corp) * units
    if shares.director == player:
        others = {p: shares.units_of(p) for p in state.players if p != player}
        best = max(others.values(), default=0)
        if shares.units_of(player) - units < best:
            tied = [p for p in state.players if others.get(p) == best]
            successor = state.rules.stock.director_successor(state, player, tied)
            core.swap_director(shares, player, successor)
            state.say("share.director", player=successor, corp=corp.id)
    shares.take(player, units)
    shares.pool += units
    state.pay(None, player, value)
    pct = units * shares.unit_percent
    state.say("share.sells", player=player, percent=pct, corp=corp.id, amount=value)
    drop_price(state, corp, pct // 10)


def drop_price(state: State, corp: Corporation, rows: int) -> None:
    for _ in range(rows):
        move(state, corp, "down")


def buy_from_ipo(state: State, player: str, corp: Corporation) -> None:
    corp.shares.ipo -= 1
    corp.shares.give(player)
    state.say("share.buys_initial", player=player, percent=corp.shares.unit_percent, corp=corp.id, amount=corp.par)
    state.rules.stock.pay_for_initial_share(state, player, corp)
    check_director(state, corp, player)


def buy_from_pool(state: State, player: str, corp: Corporation) -> None:
    value = price(state, corp)
    corp.shares.pool -= 1
    corp.shares.give(player)
    state.pay(player, None, value)
    state.say("share.buys_pool", player=player, percent=corp.shares.unit_percent, corp=corp.id, amount=value)
    check_director(state, corp, player)
    state.rules.stock.bought_from_pool(state, corp)


def check_director(state: State, corp: Corporation, buyer: str) -> None:
    shares = corp.shares
    if shares.director and shares.director != buyer and shares.units_of(buyer) > shares.units_of(shares.director):
        old = shares.director
        core.swap_director(shares, old, buyer)
        state.say("share.director", player=buyer, corp=corp.id)


def can_buy(
    state: State, player: str, corp: Corporation, source: str, cash_needed: int, held: float | None = None
) -> bool:
    if corp.closed or corp.par is None or state.rules.market.trading_closed(state, corp):
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
        return corp.shares.ipo > 0 and corp.shares.pool_percent() <= state.rules.market.pool_limit_percent
    return corp.shares.pool > 0


def par_prices(state: State, player: str, corp: Corporation) -> list[int]:
    """The par prices the player can pay the corporation's director's certificate (two shares)
    at: the title's for the corporation, else every par cell of the market."""
    market = state.rules.market.stock_market()
    prices = state.rules.stock.par_prices(state, corp)
    if prices is None:
        prices = tuple(market.price(c) for c in market.pars)
    return [p for p in prices if 2 * p <= state.cash[player]]
