"""Forced sales and bankruptcy ('Zwangsverkauf', 'Bankrott'). A director who must pay for his
corporation (interest, loan repayment, a train) and lacks the cash sells shares out of turn:
at most 50% of a corporation in the pool, never so many of the corporation that caused the sale
that its directorship changes, and (18xx.games) no more than he needs. If all he may sell is not
enough he is bankrupt: he sells everything he may, his cash goes to the bank, and the game ends
at once."""

from __future__ import annotations

from ...core18xx import share_trading
from ...core18xx.certificates import price
from .game_end import end
from .state import State


def sale_choices(state: State, player: str, protected: str | None, needed: int) -> list[dict]:
    """The sales open to a player who still needs `needed` dollars."""
    out = []
    for corp in state.corporations.values():
        each = price(state, corp)
        for n in share_trading.sale_sizes(state, player, corp, keep_director=corp.id == protected):
            if (n - 1) * each < needed:
                out.append(
                    {
                        "type": "sell_shares",
                        "player": player,
                        "corporation": corp.id,
                        "percent": n * corp.shares.unit_percent,
                    }
                )
    return out


def legal(state: State) -> list[dict]:
    crisis = state.crisis
    player = crisis.player
    return sale_choices(state, player, crisis.corporation, -state.cash[player]) or [
        {"type": "bankrupt", "player": player}
    ]


def apply(state: State, a: dict) -> None:
    player = a["player"]
    if a["type"] == "bankrupt":
        go_bankrupt(state, player)
        return
    corp = state.corporations[a["corporation"]]
    share_trading.sell(state, player, corp, a["percent"] // corp.shares.unit_percent)
    if state.cash[player] >= 0:
        state.note(f"{player} has raised the money.")
        state.crisis = None
    elif state.corporations[state.crisis.corporation].closed:
        # 18xx.games ends the forced sales once the corporation has closed, leaving him in debt
        state.deviations.append("debt_after_closing")


def go_bankrupt(state: State, player: str) -> None:
    protected = state.crisis.corporation if state.crisis else None
    if not protected and state.operating:
        protected = state.operating.corporation
    # buying a train, each corporation is sold in one block: those he sold already stay
    sold = state.operating.sold if state.operating and not state.crisis else []
    for corp in state.corporations.values():
        while corp.id not in sold:
            sizes = share_trading.sale_sizes(state, player, corp, keep_director=corp.id == protected)
            if not sizes:
                break
            share_trading.sell(state, player, corp, max(sizes))
    state.pay(player, None, state.cash[player])
    state.crisis = None
    state.bankrupt = player
    end(state, "bankrupt")
