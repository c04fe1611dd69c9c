"""How a corporation is paid for its shares ('Kapitalisierung'), fixed when its director's
certificate is bought: escrow (before the first 5-train is available), incremental (5-trains),
full (6-trains and diesels); and the share of the initial offer needed to operate."""

from __future__ import annotations

from ...messages import Message
from .data import CGR
from .state import Corporation, State

ESCROW, INCREMENTAL, FULL = "escrow", "incremental", "full"
TREASURY_SHARES_BEFORE_DESTINATION = 5  # escrow: the first five shares pay the treasury
# how each is said ("escrow capitalization")
SAID = {
    ESCROW: "1856.capitalization.escrow",
    INCREMENTAL: "1856.capitalization.incremental",
    FULL: "1856.capitalization.full",
}


def described(capitalization: str) -> dict:
    """The capitalization as a message argument."""
    return Message(SAID[capitalization]).to_json()


def parred(state: State, corp: Corporation) -> None:
    """The corporation's par was just set: its capitalization is the one of the phase."""
    # 18xx.games: a corporation that reached its destination before being parred is incremental
    cap = state.new_capitalization
    corp.capitalization = INCREMENTAL if cap == ESCROW and corp.destinated else cap
    corp.escrow = 0 if corp.capitalization == ESCROW else None
    state.say("1856.par", corp=corp.id, price=corp.par, capitalization=described(corp.capitalization))


def pay_for_ipo_shares(state: State, player: str, corp: Corporation, units: int) -> None:
    """The buyer pays par for shares from the initial offer; who gets it depends on the
    capitalization. `units` have already left the IPO."""
    assert corp.par is not None
    cost = corp.par * units
    if corp.capitalization == INCREMENTAL:
        state.pay(player, corp, cost)
    elif corp.capitalization == ESCROW:
        state.pay(player, corp, cost)
        sold_before = corp.shares.sold_percent() // corp.shares.unit_percent - units
        to_escrow = max(0, sold_before + units - TREASURY_SHARES_BEFORE_DESTINATION) - max(
            0, sold_before - TREASURY_SHARES_BEFORE_DESTINATION
        )
        if to_escrow:
            assert corp.escrow is not None
            held = corp.par * to_escrow
            state.pay(corp, None, held)
            corp.escrow += held
    else:
        state.pay(player, None, cost)
    check_float(state, corp)


def pay_for_director_certificate(state: State, player: str, corp: Corporation) -> None:
    pay_for_ipo_shares(state, player, corp, 2)


def pay_for_initial_share(state: State, player: str, corp: Corporation) -> None:
    """The CGR's shares are paid to the bank (its treasury is what the formation brought)."""
    assert corp.par is not None
    if corp.id == CGR:
        state.pay(player, None, corp.par)
    else:
        pay_for_ipo_shares(state, player, corp, 1)


def check_float(state: State, corp: Corporation) -> None:
    """A full-capitalization corporation receives ten times par as soon as enough is sold."""
    if corp.capitalization == FULL and not corp.full_capital_paid and floatable(state, corp):
        assert corp.par is not None
        corp.full_capital_paid = True
        corp.started = True
        state.pay(None, corp, 10 * corp.par)
        state.say("1856.full_capital", corp=corp.id, amount=10 * corp.par)


def floatable(state: State, corp: Corporation) -> bool:
    return corp.par is not None and corp.shares.sold_percent() >= state.operating_percent


def reach_destination(state: State, corp: Corporation) -> None:
    """Money held in escrow is paid at once; later IPO sales pay the treasury."""
    corp.destinated = True
    state.say("1856.destination.reached", corp=corp.id)
    if corp.escrow is not None:
        if corp.escrow:
            state.pay(None, corp, corp.escrow)
            state.say("1856.escrow.released", amount=corp.escrow, corp=corp.id)
        corp.escrow = None
        if corp.capitalization == ESCROW:
            corp.capitalization = INCREMENTAL
