"""Why an action is not allowed, in 18ESP's rules: when an action matches none of the legal ones,
the layer says only that it is not allowed now; here the rule that forbids it is found and said
(a stock turn's order, loans, the certificate, ownership and Open Market limits, selling before
a major has operated or a minor at all, start prices (P7's too) and the phases that open
corporations)."""

from __future__ import annotations

from ...core18xx.certificates import certificates_held, may_hold, price
from ...core18xx.roster import phase
from ...core18xx.share_trading import pool_room, sale_sizes
from ...errors import IllegalAction
from ...messages import CURRENCY
from . import loans, stock
from .state import STOCK, Corporation, State

# the layer's refusals of an action that matches no legal one
GENERIC = frozenset({"error.cannot_now", "error.not_allowed_now", "error.range"})


def money(state: State) -> dict:
    """The argument naming the game's currency, for refusals that name an amount."""
    return {CURRENCY: state.currency}


def why(state: State, a: dict) -> IllegalAction | None:
    """The 18ESP rule the action breaks, when one can be named; else None."""
    kind, player = a.get("type"), a.get("player")
    cid = a.get("corporation")
    corp: Corporation | None = state.corporations.get(cid) if isinstance(cid, str) else None
    if state.pending_par:
        pending: Corporation = state.corporations[state.pending_par]
        if kind == "par" and corp is pending and player == pending.shares.director:
            prices = [str(p) for p in stock.par_prices(state, pending)]
            return IllegalAction.said("18esp.refuse.start_price", corp=pending.id, prices=prices)
        return None
    if state.round != STOCK or player != state.current_player:
        return None
    if kind == loans.REPAY:
        return why_not_repay(state, player, a.get("amount"))
    if kind == "pass" and not state.rules.stock.may_pass(state, player):
        amount = loans.whole_cost(state, player)
        return IllegalAction.said("18esp.refuse.repay_not_pass", player=player, amount=amount, **money(state))
    if kind == "sell_shares" and corp:
        return why_not_sell(state, player, corp, a.get("percent"))
    if kind in ("buy_share", "par") and corp:
        return why_not_buy(state, player, corp, a)
    return None


def why_not_repay(state: State, player: str, amount: object) -> IllegalAction | None:
    if not loans.owed(state, player):
        return IllegalAction.said("18esp.refuse.no_loan", player=player)
    if isinstance(amount, int):
        return IllegalAction.said(
            "18esp.refuse.repay", player=player, most=loans.most_repayable(state, player), **money(state)
        )
    return None


def why_not_sell(state: State, player: str, corp: Corporation, percent: object) -> IllegalAction | None:
    if state.rules.stock.sell_first and any(done != "sell" for done in state.stock_turn.actions):
        return IllegalAction.said("18esp.refuse.turn_order", player=player)
    if corp.minor:
        return IllegalAction.said("18esp.refuse.minor_sale", corp=corp.id)
    if not corp.shares.units_of(player):
        return IllegalAction.said("18esp.refuse.not_held", player=player, corp=corp.id)
    if corp.par is None:
        return IllegalAction.said("18esp.refuse.no_start_price", corp=corp.id)
    if not stock.may_sell(state, corp):
        return IllegalAction.said("18esp.refuse.not_operated", corp=corp.id)
    units = percent // corp.shares.unit_percent if isinstance(percent, int) else 0
    if units > corp.shares.units_of(player):
        return IllegalAction.said("18esp.refuse.not_held", player=player, corp=corp.id)
    if units > pool_room(state, corp):
        return IllegalAction.said(
            "18esp.refuse.open_market_full", corp=corp.id, limit=state.rules.market.pool_limit_percent
        )
    if units and units not in sale_sizes(state, player, corp):
        return IllegalAction.said("18esp.refuse.director_sale", player=player, corp=corp.id)
    return None


def why_not_buy(state: State, player: str, corp: Corporation, a: dict) -> IllegalAction | None:
    if "buy" in state.stock_turn.actions:
        return IllegalAction.said("18esp.refuse.one_buy", player=player)
    if loans.owed(state, player):
        return IllegalAction.said(
            "18esp.refuse.loan_first", player=player, amount=loans.owed(state, player), **money(state)
        )
    if a["type"] == "par":
        return why_not_start(state, player, corp, a.get("price"))
    if corp.par is None:
        return IllegalAction.said("18esp.refuse.start_first", corp=corp.id)
    if corp.id in state.sold_this_round.get(player, []):
        return IllegalAction.said("18esp.refuse.sold_this_round", player=player, corp=corp.id)
    if not may_hold(state, player, corp, 1):
        limit = state.rules.market.ownership_limit_percent(state)
        return IllegalAction.said("18esp.refuse.ownership", player=player, corp=corp.id, limit=limit)
    if certificates_held(state, player) + 1 > state.rules.market.certificate_limit(state):
        return IllegalAction.said(
            "18esp.refuse.certificate_limit", player=player, limit=state.rules.market.certificate_limit(state)
        )
    source = a.get("from")
    left = corp.shares.ipo if source == "ipo" else corp.shares.pool if source == "pool" else None
    if left == 0 and source == "ipo":
        return IllegalAction.said("18esp.refuse.none_left.ipo", corp=corp.id)
    if left == 0:
        return IllegalAction.said("18esp.refuse.none_left.pool", corp=corp.id)
    cost = corp.par if source == "ipo" else price(state, corp)
    if source in ("ipo", "pool") and state.cash[player] < cost:
        return IllegalAction.said(
            "18esp.refuse.cash", player=player, amount=cost, cash=state.cash[player], **money(state)
        )
    return None


def why_not_start(state: State, player: str, corp: Corporation, price_asked: object) -> IllegalAction | None:
    if corp.par is not None:
        return IllegalAction.said("18esp.refuse.started", corp=corp.id)
    if corp.minor and not phase(state)["minors"]:
        return IllegalAction.said("18esp.refuse.no_minors", corp=corp.id)
    if stock.is_southern_major(corp) and not phase(state)["south_majors"]:
        return IllegalAction.said("18esp.refuse.south_later", corp=corp.id)
    prices = stock.par_prices(state, corp)
    if price_asked not in prices:
        return IllegalAction.said("18esp.refuse.start_price", corp=corp.id, prices=[str(p) for p in prices])
    if certificates_held(state, player) + 1 > state.rules.market.certificate_limit(state):
        return IllegalAction.said(
            "18esp.refuse.certificate_limit", player=player, limit=state.rules.market.certificate_limit(state)
        )
    if state.cash[player] < 2 * price_asked:
        return IllegalAction.said(
            "18esp.refuse.cash", player=player, amount=2 * price_asked, cash=state.cash[player], **money(state)
        )
    return None
