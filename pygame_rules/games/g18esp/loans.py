"""Player loans ('Kredit', 5.7.2). A director who cannot pay his corporation's compulsory train
borrows the rest (the operating round's emergency money); here what the stock round does with a
loan: it is repaid in a turn after the sales and before the purchase (4), in whole or in part,
with 50% interest on the sum repaid, rounded up (18xx.games: only the whole loan, deviation
`partial_repayment`); a player who owes anything buys nothing (4.3).
At the end what is still owed counts 1.5 times against its player (8.1).

The interest is half the sum owed, rounded up once; 18xx.games rounds each loan's half up when it
is taken, so a second odd loan beside an odd sum owes 1 more there (D33, `loan_interest_rounding`):
as 18xx.games plays, that 1 is kept in `State.loan_rounding` and owed with the loan.

Repaying is a choice: a player who will not repay passes (4). 18xx.games offers a player who can
repay the whole loan and has nothing to sell no pass, only the repayment (D37,
`repayment_instead_of_passing`)."""

from __future__ import annotations

from ...core18xx import stock_round
from .data import data
from .state import State

REPAY = "repay_loan"
ROUNDING = "loan_interest_rounding"
NO_PASS = "repayment_instead_of_passing"


def interest(amount: int) -> int:
    """50% of the sum repaid, rounded up."""
    return -(-amount * data().meta["loan_interest_percent"] // 100)


def cost(amount: int) -> int:
    return amount + interest(amount)


def owed(state: State, player: str) -> int:
    return state.loans.get(player, 0)


def round_as_18xx_games(state: State, player: str) -> None:
    """An odd loan taken beside an odd sum owed: 18xx.games' rounding owes 1 more (D33)."""
    if state.ways.loan_rounded_up(state):
        state.loan_rounding[player] = state.loan_rounding.get(player, 0) + 1


def whole_cost(state: State, player: str) -> int:
    """The whole loan with its interest (and 18xx.games' rounding, D33)."""
    return cost(owed(state, player)) + state.loan_rounding.get(player, 0)


def most_repayable(state: State, player: str) -> int:
    """The most of his loan the player can repay with his cash, interest included."""
    cash, pct = state.cash[player], data().meta["loan_interest_percent"]
    if whole_cost(state, player) <= cash:
        return owed(state, player)
    amount = min(owed(state, player) - 1, cash * 100 // (100 + pct))
    while amount > 0 and cost(amount) > cash:
        amount -= 1
    return amount


def choices(state: State, player: str) -> list[dict]:
    """Any part of the loan the player can pay for."""
    most = most_repayable(state, player)
    if not most:
        return []
    return state.ways.repayments(state, player, most)


def any_part(state: State, player: str, most: int) -> list[dict]:
    return [{"type": REPAY, "player": player, "amount": {"min": 1, "max": most, "step": 1}}]


def repayment_is_all_left(state: State, player: str) -> bool:
    """The player can repay his whole loan and has nothing to sell (buying waits for the
    repayment, 4.3): 18xx.games offers him the repayment alone, no pass (D37)."""
    return (
        owed(state, player) > 0
        and whole_cost(state, player) <= state.cash[player]
        and not stock_round.sell_choices(state, player)
    )


def passed(state: State, player: str) -> None:
    """By the rule book a player may pass rather than repay (4): noted where 18xx.games refuses it."""
    if repayment_is_all_left(state, player):
        state.note_deviation(NO_PASS)


def repay(state: State, a: dict) -> None:
    player, amount = a["player"], a["amount"]
    if amount < owed(state, player):
        state.note_deviation("partial_repayment")
    paid_interest = interest(amount)
    if amount == owed(state, player):
        paid_interest += state.loan_rounding.pop(player, 0)
    state.pay(player, None, amount + paid_interest)
    state.loans[player] = owed(state, player) - amount
    if not state.loans[player]:
        del state.loans[player]
    state.say("18esp.loan.repays", player=player, amount=amount, interest=paid_interest, left=owed(state, player))


def debt(state: State, player: str) -> int:
    """What a loan still owed costs at the end: the loan and half again (8.1)."""
    return whole_cost(state, player)
