"""Deals between two players' holdings need both to agree. The operating corporation's director
offers; where another player is on the other side he accepts or declines:

- buying another corporation's train at an agreed price (5.7: 'Dazu müssen beide Direktoren
  zustimmen');
- buying a player's private (3.1, 5.8) or a tender from P5's owner (3.1: he 'kann ... verkaufen');
- taking over a minor (5.6: 'Die Direktoren beider Gesellschaften müssen einverstanden sein').

One player on both sides decides alone. 18xx.games asks nobody (D7, D25): as 18xx.games plays
(`as_18xx_games`) every offer is taken at once."""

from __future__ import annotations

from collections.abc import Callable

from .state import Corporation, State

Deal = Callable[[State, Corporation, dict], None]


def needed(state: State, corp: Corporation, other: str | None) -> bool:
    """Another player is on the other side."""
    return other is not None and other != corp.shares.director and not state.ways.nobody_consents(state)


def make(state: State, corp: Corporation, a: dict, other: str | None, deal: Deal) -> None:
    """The deal at once, or the offer put to the other player."""
    if not needed(state, corp, other):
        deal(state, corp, a)
        return
    state.offer = {"action": dict(a), "to": other}
    kind = a["type"]
    if kind == "buy_train":
        state.say("18esp.offer.train", corp=corp.id, player=other, train=a["train"], amount=a["price"])
    elif kind == "buy_private":
        state.say("18esp.offer.private", corp=corp.id, player=other, private=a["private"], amount=a["price"])
    elif kind == "buy_tender":
        state.say("18esp.offer.tender", corp=corp.id, player=other, amount=a["price"])
    else:
        state.say("18esp.offer.takeover", corp=corp.id, player=other, minor=a["minor"])


def choices(state: State) -> list[dict]:
    offer = state.offer
    assert offer is not None
    base = {"player": offer["to"], "corporation": offer["action"]["corporation"]}
    return [{"type": "accept_offer", **base}, {"type": "decline_offer", **base}]


def answer(state: State, a: dict, deals: dict[str, Deal]) -> None:
    offer, state.offer = state.offer, None
    assert offer is not None
    action = offer["action"]
    corp = state.corporations[action["corporation"]]
    if a["type"] == "decline_offer":
        state.say("18esp.offer.declined", corp=corp.id, player=a["player"])
        return
    state.say("18esp.offer.accepted", corp=corp.id, player=a["player"])
    deals[action["type"]](state, corp, action)
