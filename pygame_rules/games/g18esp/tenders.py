"""Tenders (3.1, P5 'La Maquinista'). While a player owns P5, corporations may buy its five
tenders from him: 80 each, 20 to him and 60 to the bank. P5 bought by a corporation closes and
gives it the tender printed on its back. A corporation owns at most one tender; one more (from
P5, or a minor it takes over) goes to the Open Market, where any corporation may buy it for 80,
all to the bank. The tenders still on P5 when a corporation buys it go there too (U13, as
18xx.games); those on P5 when it closes at phase 5 leave the game.

A tender is bought at any time of the corporation's turn, used in the same round, never traded
between corporations; each turn the director may put it with one of its trains, which may then
visit one more town, mine or harbour."""

from __future__ import annotations

from .data import data
from .state import Corporation, State

P5, MARKET = "P5", "market"


def sellers(state: State) -> list[str]:
    """Where a tender may come from now: P5's player, the Open Market."""
    p5 = state.privates.get(P5)
    out = []
    if p5 and not p5.closed and p5.owner is not None and not p5.corp_owned and state.tenders.get(P5, 0):
        out.append(P5)
    if state.tenders.get(MARKET, 0):
        out.append(MARKET)
    return out


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    price = data().tender["price"]
    if corp.tender or corp.cash < price:
        return []
    base = {"type": "buy_tender", "player": player, "corporation": corp.id, "price": price}
    return [{**base, "from": source} for source in sellers(state)]


def buy(state: State, corp: Corporation, a: dict) -> None:
    price, source = data().tender["price"], a["from"]
    state.tenders[source] -= 1
    corp.tender = True
    if source == P5:
        owner, share = state.privates[P5].owner, data().private(P5)["power"]["to_owner"]
        state.pay(corp, owner, share)
        state.pay(corp, None, price - share)
        state.say("18esp.tender.bought_from", corp=corp.id, amount=price, player=owner, share=share)
    else:
        state.pay(corp, None, price)
        state.say("18esp.tender.bought_market", corp=corp.id, amount=price)


def gain(state: State, corp: Corporation) -> None:
    """A tender comes to the corporation (P5's back, a minor taken over): one too many goes to
    the Open Market."""
    if corp.tender:
        state.tenders[MARKET] = state.tenders.get(MARKET, 0) + 1
        state.say("18esp.tender.to_market", corp=corp.id)
    else:
        corp.tender = True
        state.say("18esp.tender.gained", corp=corp.id)


def p5_bought(state: State, corp: Corporation) -> None:
    """P5 closes: its back's tender to the buyer, the tenders left on it to the Open Market."""
    left = state.tenders.get(P5, 0)
    state.tenders[P5] = 0
    state.tenders[MARKET] = state.tenders.get(MARKET, 0) + left
    gain(state, corp)
