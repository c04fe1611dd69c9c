"""1856's opening round ('Eröffnungsaktienrunde') is core18xx's waterfall auction of the six
privates; what is 1856's: if everyone passes in turn, only private income is paid, and while the
Flos Tramway is unsold its price drops by $5 instead; at $0 the player with the priority deal
must take it.
"""

from __future__ import annotations

from ...core18xx.waterfall_auction import next_player, price_of, resolve, sell, unsold
from .data import data
from .privates import pay_income
from .state import State

FLOS = "FT"


def everyone_passed(state: State) -> None:
    if FLOS not in unsold(state):
        state.say("1856.auction.everyone_passed")
        pay_income(state)
        return
    before = price_of(state, FLOS)
    discounts = state.auction.discounts
    discounts[FLOS] = discounts.get(FLOS, 0) + data().meta["flos_tramway_drop"]
    state.say("1856.auction.flos_drops", before=before, after=price_of(state, FLOS))
    if price_of(state, FLOS) <= 0:
        next_player(state)
        sell(state, FLOS, state.current_player, 0)
        resolve(state)


def private_price(state: State, private: str) -> int:
    return data().privates[private]["price"]


def private_name(state: State, private: str) -> str:
    return data().privates[private]["name"]


def minimum_raise(state: State) -> int:
    return data().meta["minimum_raise"]
