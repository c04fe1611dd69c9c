"""The privates (3.1) and their auction (3.2, core18xx's selection auction): their names, face
values and incomes; P1's starting bid drops by 5 each time everyone passes on it (at 0 the player
who begins must take it); everyone passing on a later one makes every private pay its owner its
income; what comes with a private when it is bought: P6's 10% share, and P7's director's
certificate of a northern major, whose buyer sets its start price at once (`PAR_STEP`, an
interruption before the auction's own step)."""

from __future__ import annotations

from ...core18xx import selection_auction
from ...core18xx.roster import phase
from ...core18xx.steps import Step
from . import floating
from .data import data
from .state import AUCTION, Corporation, State

SHARE, DIRECTOR = "share", "director_certificate"  # the powers that come with P6 and P7


def card(state: State, pid: str) -> dict:
    """The private's card (P6: the side in play)."""
    return data().private(pid, state.p6_card if pid == "P6" else None)


def name(state: State, pid: str) -> str:
    return card(state, pid)["name"]


def face_value(state: State, pid: str) -> int:
    return card(state, pid)["face_value"]


def corporation_with(state: State, pid: str) -> str | None:
    """The corporation whose certificate comes with the private (P6's share, P7's director's
    certificate), as drawn at set-up."""
    power = card(state, pid)["power"]
    if power["kind"] not in (SHARE, DIRECTOR):
        return None
    return state.p6_share if power["kind"] == SHARE else state.p7


def bid_step(state: State) -> int:
    """Bids in multiples of 5 (3.2)."""
    return data().meta["auction"]["bid_multiple"]


def price_drop(state: State, pid: str) -> int:
    """Nobody bid: the first private's starting bid drops (3.2); any other's stays."""
    return data().meta["auction"]["first_private_drop"] if pid == next(iter(state.privates)) else 0


def pay_income(state: State) -> None:
    """Every private that is open pays its owner, a player or a corporation, its income (3.2,
    5.2)."""
    for pid, private in state.privates.items():
        if private.owner is None or private.closed:
            continue
        income = card(state, pid)["income"]
        payee = state.corporations[private.owner] if private.corp_owned else private.owner
        state.pay(None, payee, income)
        state.say("18esp.private.income", owner=private.owner, amount=income, private=name(state, pid))


def corporation_income(state: State, corp_id: str) -> int:
    """What the open privates a corporation owns pay it at an operating round's start (5.2)."""
    owned = [pid for pid, p in state.privates.items() if p.corp_owned and p.owner == corp_id and not p.closed]
    return sum(card(state, pid)["income"] for pid in owned)


def bought(state: State, pid: str, player: str, price: int) -> None:
    """What comes with the private: P6's 10% share (from the corporation's certificates), P7's
    director's certificate (its start price is set next)."""
    kind, cid = card(state, pid)["power"]["kind"], corporation_with(state, pid)
    if cid is None:
        return
    corp = state.corporations[cid]
    if kind == SHARE:
        corp.shares.ipo -= 1
        corp.shares.give(player)
        state.say("18esp.private.share", player=player, corp=cid, private=name(state, pid))
    else:
        corp.shares.director = player
        state.pending_par = cid
        state.say("18esp.private.director", player=player, corp=cid, private=name(state, pid))


# --- P7: the start price, chosen at once ---


def pending_major(state: State) -> Corporation:
    assert state.pending_par is not None
    return state.corporations[state.pending_par]


def par_choices(state: State) -> list[dict]:
    corp = pending_major(state)
    player = corp.shares.director
    prices = data().par_prices(corp.id, phase(state)["name"])
    return [{"type": "par", "player": player, "corporation": corp.id, "price": p} for p in prices]


def set_par(state: State, a: dict) -> None:
    """The start price of P7's major: its marker goes on the market; nothing is paid (the
    certificate came with the private)."""
    corp = pending_major(state)
    corp.par, corp.cell = a["price"], state.rules.market.stock_market().par_cell(a["price"])
    state.market_stack_push(corp.id)
    state.pending_par = None
    state.say("18esp.private.par", player=a["player"], corp=corp.id, price=corp.par)
    floating.check(state, corp)
    state.round_over = state.round == AUCTION and not selection_auction.unsold(state)


PAR_STEP = Step(
    "P7's start price",
    lambda s: s.pending_par is not None,
    lambda s: [s.corporations[s.pending_par].shares.director],
    lambda s, full, kind: par_choices(s),
    set_par,
)


def apply_auction(state: State, a: dict) -> None:
    """The selection auction's action; a start price to set holds the round open."""
    selection_auction.apply(state, a)
    if state.pending_par is not None:
        state.round_over = False


AUCTION_STEP = Step(
    selection_auction.STEP.name,
    selection_auction.STEP.open,
    selection_auction.STEP.active,
    selection_auction.STEP.legal,
    apply_auction,
)


def minimum_raise(state: State) -> int:
    return data().meta["auction"]["bid_multiple"]
