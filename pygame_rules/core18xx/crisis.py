"""Emergency money: forced sales and bankruptcy. A director who must pay for his corporation (a
train; in 1856 interest and loan repayments too) and lacks the cash sells shares out of turn:
no more than the pool may hold, never so many of the corporation that caused the sale that its
directorship changes, and (18xx.games) no more than he needs. If all he may sell is not enough
he is bankrupt: he sells everything he may, his cash goes to the bank, and the title says what
follows (hooks.end_game: in 1856 the game ends at once)."""

from __future__ import annotations

from . import share_trading
from .certificates import price
from .game_state import CashCrisis, State
from .steps import Step


def sale_choices(state: State, player: str, protected: str | None, needed: int) -> list[dict]:
    """The sales open to a player who still needs `needed` dollars."""
    out = []
    for corp in state.corporations.values():
        each = price(state, corp)
        for n in share_trading.sale_sizes(state, player, corp, keep_director=corp.id == protected):
            if (n - 1) * each < needed:
                out.append(share_trading.sale(player, corp, n))
    return out


def current(state: State) -> CashCrisis:
    """The crisis being settled (the step is open only while there is one)."""
    assert state.crisis is not None
    return state.crisis


def legal(state: State) -> list[dict]:
    crisis = current(state)
    player = crisis.player
    guarded = crisis.corporation if crisis.guarded else None
    return sale_choices(state, player, guarded, -state.cash[player]) or [{"type": "bankrupt", "player": player}]


def apply(state: State, a: dict) -> None:
    player = a["player"]
    if a["type"] == "bankrupt":
        go_bankrupt(state, player)
        return
    corp = state.corporations[a["corporation"]]
    share_trading.sell(state, player, corp, a["percent"] // corp.shares.unit_percent)
    paid_for = current(state).corporation
    if state.cash[player] >= 0:
        state.say("crisis.raised", player=player)
        state.crisis = None
    elif paid_for is not None and state.corporations[paid_for].closed:
        state.rules.end.forced_sale_over(state)


def go_bankrupt(state: State, player: str) -> None:
    protected = state.crisis.corporation if state.crisis else None
    if not protected and state.operating:
        protected = state.operating.corporation
    if state.crisis and not state.crisis.guarded:
        protected = None
    # buying a train, each corporation is sold in one block: those he sold already stay
    sold = state.operating.sold if state.operating and not state.crisis else []
    for corp in state.corporations.values():
        while corp.id not in sold:
            sizes = share_trading.sale_sizes(state, player, corp, keep_director=corp.id == protected)
            if not sizes:
                break
            share_trading.sell(state, player, corp, max(sizes))
    if state.rules.end.bankrupt_pays_the_bank(state, player):
        state.pay(player, None, state.cash[player])
    state.crisis = None
    state.bankrupt = player
    state.rules.end.end_game(state, "bankrupt")


STEP = Step(
    "forced sale", lambda s: s.crisis is not None, lambda s: [s.crisis.player], lambda s, full, kind: legal(s), apply
)
