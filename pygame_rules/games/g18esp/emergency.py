"""Emergency money ('Notfinanzierung', 5.7.1) and the player loan it may need ('Kredit', 5.7.2).

A corporation that must buy a train (it has none) and cannot pay for the bank's cheapest card
with its treasury buys that card (either side; never a combined train): the whole treasury goes
in, the director adds the rest from his cash. If his cash is short, exactly one of two ways:

1. he sells shares until he has enough, no more than he needs, as in a stock round (only majors
   that have operated, the Open Market at most 50%), and no sale may change the director of any
   corporation; allowed only if such sales can raise the whole amount;
2. otherwise he pays all he has and takes a loan for the rest; the treasury ends empty.

With its own treasury it may instead buy another corporation's train (from phase 3), never with
the director's money. As 18xx.games plays (`as_18xx_games`, D12), the director may take the loan
instead of selling, as long as he has sold nothing in this purchase.
"""

from __future__ import annotations

from ...core18xx import roster
from ...core18xx.certificates import price
from ...core18xx.share_trading import sale, sale_sizes, sell
from . import loans
from .state import Corporation, State, director
from .trains import bank_buys, bank_offer, must_buy, others_trains


def needs_help(state: State, corp: Corporation) -> bool:
    """It must buy a train and its treasury cannot pay for the bank's card."""
    return must_buy(state, corp) and corp.cash < roster.price(state, bank_offer(state)[0])


def sales(state: State, player: str, needed: int) -> list[dict]:
    """The sales open to a director who still needs `needed`: no more than he needs, and none
    that hands on a directorship."""
    out = []
    for corp in state.corporations.values():
        if corp.minor or corp.closed or not state.rules.stock.may_sell(state, corp):
            continue
        each = price(state, corp)
        out += [
            sale(player, corp, n)
            for n in sale_sizes(state, player, corp, keep_director=True)
            if (n - 1) * each < needed
        ]
    return out


def raisable(state: State, player: str) -> int:
    """The most the director can raise by such sales, each corporation sold in one block."""
    total = 0
    for corp in state.corporations.values():
        if corp.minor or corp.closed or not state.rules.stock.may_sell(state, corp):
            continue
        sizes = sale_sizes(state, player, corp, keep_director=True)
        total += max(sizes, default=0) * price(state, corp)
    return total


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    cost = roster.price(state, bank_offer(state)[0])
    funds = corp.cash + state.cash[player]
    out = others_trains(state, corp, player) if not state.operating.sold else []
    if funds >= cost:
        return bank_buys(state, corp, player, funds) + out
    needed = cost - funds
    sold = bool(state.operating.sold)
    if raisable(state, player) >= needed:
        out = sales(state, player, needed) + out
        out += state.ways.loan_beside_sales(state, corp, player, cost, sold)
    else:
        out += bank_buys(state, corp, player, cost)  # with a loan for what is missing
    return out


def sell_for_train(state: State, a: dict) -> None:
    corp = state.corporations[a["corporation"]]
    state.operating.sold.append(corp.id)
    sell(state, a["player"], corp, a["percent"] // corp.shares.unit_percent)


def pay_for(state: State, corp: Corporation, cost: int) -> None:
    """The director adds what the treasury lacks, and borrows what he lacks himself."""
    shortfall = max(0, cost - corp.cash)
    if not shortfall:
        return
    player = director(corp)
    loan = max(0, shortfall - state.cash[player])
    if loan:
        if state.operating.sold:
            state.deviations.append("loan_after_sales")  # 18xx.games lends only to one who sold nothing
        if loan % 2 and state.loans.get(player, 0) % 2:
            loans.round_as_18xx_games(state, player)
        state.pay(None, player, loan)
        state.loans[player] = state.loans.get(player, 0) + loan
        state.operating.loan += loan
        state.say("18esp.loan.takes", player=player, amount=loan, owed=state.loans[player])
    state.pay(player, corp, shortfall)
    state.say("train.director_pays", player=player, amount=shortfall)
