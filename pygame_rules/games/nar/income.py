"""Phase III, Receive Income, and the final payment (rule book sections 5 and 6)."""

from __future__ import annotations

from ...messages import Message
from .cards import card_set
from .share_trading import company_said
from .state import Company, State, half_up

UNIT = 100  # income is split in whole $100 notes


def company_income(company: Company) -> int:
    cards = card_set()
    income = cards.start_cities[company.start_city].income if company.start_city else 0
    return income + sum(cards.cities[c].income for c in company.cities)


def coast_to_coast(company: Company) -> int:
    return sum(card_set().cities[c].coast_to_coast for c in company.cities)


def split_income(income: int, owned: int, final_turn: bool) -> tuple[int, int, int]:
    """(per share, director's extra, to the treasury) for `income` over `owned` shares.

    The indivisible rest gives the director $100 and the treasury the remainder; in the final
    turn the director takes half the rest instead, rounded up (German text: 'ggf. aufrunden')."""
    per_share = income // owned // UNIT * UNIT
    rest = income - per_share * owned
    extra = half_up(rest) if final_turn else min(UNIT, rest)
    return per_share, extra, rest - extra


def pay_income(state: State) -> None:
    for company in state.companies.values():
        if company.director is None:
            continue
        income = company_income(company)
        owned = state.held(company.id)
        per_share, extra, kept = split_income(income, owned, state.last_turn)
        for player in state.players:
            state.pay(None, player, per_share * state.shares[player][company.id])
        state.pay(None, company.director, extra)
        state.pay(None, company, kept)
        parts = [Message("nar.income.per_share", {"amount": per_share}).to_json()]
        if extra:
            parts.append(Message("nar.income.director", {"amount": extra, "player": company.director}).to_json())
        if kept:
            parts.append(Message("nar.income.treasury", {"amount": kept}).to_json())
        state.say("nar.income.earns", company=company_said(company.id), amount=income, parts=parts)


def final_payment(state: State) -> None:
    """Each company pays $100 per Coast-to-Coast symbol in its network for every share."""
    for company in state.companies.values():
        if not company.director:
            continue  # nobody holds a share of a company never founded
        per_share = UNIT * coast_to_coast(company)
        paid = state.final_payment[company.id] = {}
        for player in state.players:
            paid[player] = per_share * state.shares[player][company.id]
            state.pay(None, player, paid[player])
        state.say("nar.final_payment", company=company_said(company.id), amount=per_share)
