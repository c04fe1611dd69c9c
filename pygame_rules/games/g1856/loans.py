"""Government loans ('Regierungskredite'): $100 each, one per operating round, no more than the
corporation's shares in players' hands, none from the first 6-train on. $10 interest per loan is
due before dividends: from the treasury in whole $10s, then from the run, then from the director.
After buying trains a corporation with more loans than player-held shares must repay the excess;
it may repay any others."""

from __future__ import annotations

from ...core18xx.roster import phase
from .data import data
from .state import CashCrisis, Corporation, State, director


def value() -> int:
    return data().meta["loans"]["value"]


def interest_rate() -> int:
    return data().meta["loans"]["interest"]


def loans_allowed(state: State) -> bool:
    return phase(state)["loans"] and not state.cgr_formed


def maximum(corp: Corporation) -> int:
    return corp.shares.players_units()


def may_take(state: State, corp: Corporation) -> bool:
    turn = state.operating
    return not (
        corp.id == "CGR"
        or not loans_allowed(state)
        or turn.took_loan
        or turn.repaid_loan
        or corp.loans >= maximum(corp)
        or state.loans_left <= 0
    )


def take_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    return [{"type": "take_loan", "player": player, "corporation": corp.id}] if may_take(state, corp) else []


def buying_power(state: State, corp: Corporation) -> int:
    """The treasury and a loan it could still take (18xx.games asks for a station marker or a
    private's purchase when a loan would pay for it)."""
    extra = 0
    if may_take(state, corp):
        extra = value() - (interest_rate() if state.operating.interest_paid else 0)
    return corp.cash + extra


def take(state: State, corp: Corporation) -> None:
    """A loan taken after interest was paid brings only $90."""
    amount = value() - (interest_rate() if state.operating.interest_paid else 0)
    state.operating.took_loan = True
    corp.loans += 1
    state.loans_left -= 1
    state.pay(None, corp, amount)
    state.say("1856.loan.takes", corp=corp.id, amount=amount)


def step_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """After buying trains: take a loan or repay loans (18xx.games asks here whenever either is
    possible, and when loans above the limit must be repaid: the corporation may repay some
    itself before the rest is forced)."""
    base = {"player": player, "corporation": corp.id}
    out = take_choices(state, corp, player)
    if corp.loans and corp.cash >= value():
        out.append({"type": "payoff_loan", **base})
    return out + [{"type": "pass", **base}] if out or corp.loans > maximum(corp) else []


def repay(state: State, corp: Corporation) -> None:
    corp.loans -= 1
    state.loans_left += 1
    state.operating.repaid_loan = True
    state.pay(corp, None, value())
    state.say("1856.loan.repays", corp=corp.id, amount=value())


def pay_interest(state: State, corp: Corporation) -> None:
    turn = state.operating
    turn.interest_paid = True
    if state.cgr_formed or not corp.loans:
        return
    owed = interest_rate() * corp.loans
    state.say("1856.loan.interest", corp=corp.id, amount=owed, loans=corp.loans)
    from_treasury = min(owed, corp.cash - corp.cash % 10)
    if from_treasury > 0:
        state.pay(corp, None, from_treasury)
        owed -= from_treasury
    from_run = min(owed, turn.revenue)
    if from_run > 0:
        turn.revenue_penalty = from_run
        owed -= from_run
        state.say("1856.loan.interest_from_run", corp=corp.id, amount=from_run)
    if owed > 0:
        director_pays(state, corp, owed, "interest")


def force_repayment(state: State, corp: Corporation) -> None:
    excess = corp.loans - maximum(corp)
    if excess <= 0 or corp.id == "CGR":
        return
    owed = value() * excess
    corp.loans -= excess
    state.loans_left += excess
    state.operating.repaid_loan = True
    paid = min(owed, corp.cash)
    state.pay(corp, None, paid)
    state.say("1856.loan.forced_repayment", corp=corp.id, loans=excess, amount=paid)
    if owed > paid:
        director_pays(state, corp, owed - paid, "loan repayment")


def director_pays(state: State, corp: Corporation, amount: int, reason: str) -> None:
    """The director covers the rest, selling shares if he must (section 'Zwangsverkauf')."""
    player = director(corp)
    state.pay(player, None, amount)
    if reason == "interest":
        state.say("1856.loan.director_pays_interest", player=player, amount=amount, corp=corp.id)
    else:
        state.say("1856.loan.director_pays_repayment", player=player, amount=amount, corp=corp.id)
    if state.cash[player] < 0:
        state.crisis = CashCrisis(player, corp.id, reason)
        state.crisis_began = state.step


def guard_lapses(state: State) -> None:
    """'Zwangsverkauf': the director may not hand on the directorship of the corporation he pays
    for. 18xx.games keeps that guard only for the action right after the payment fell due; from
    then on his sales, and his bankruptcy, may hand it on (deviation `directorship_guarded`)."""
    crisis = state.crisis
    if not crisis or not crisis.guarded or state.crisis_began >= state.step:
        return
    assert crisis.corporation is not None
    shares = state.corporations[crisis.corporation].shares
    if any(units for p, units in shares.held.items() if p != crisis.player) and state.ways.directorship_unguarded(
        state
    ):
        crisis.guarded = False


def revenue_kept_back(state: State) -> int:
    """Interest the treasury could not pay, taken from the run (section 'Zinsen')."""
    return state.operating.revenue_penalty
