"""Paying points where the player chooses with what (phases 5 and 6): the rest of the build
points once his cubes are spent, with any influence 1:1; or three points per missing brown
influence for a train, with cubes and any other influence in any mix."""

from __future__ import annotations

from ...messages import Message
from .state import Choices, Payment, State

CUBES = "cubes"


def spare(state: State, player: str, source: str) -> int:
    return state.cubes[player] if source == CUBES else state.influence(source, player)


def current(state: State) -> Payment:
    """The payment being made: there is one whenever its player is asked to pay."""
    assert state.payment is not None
    return state.payment


def choices(state: State) -> Choices:
    pay = current(state)
    return {
        "pay": lambda: [
            {
                "type": "pay",
                "player": pay.player,
                "source": s,
                "amount": {"min": 1, "max": min(have, pay.points), "step": 1},
            }
            for s in pay.sources
            if (have := spare(state, pay.player, s))
        ]
    }


def pay(state: State, source: str, amount: int) -> None:
    due = current(state)
    player = due.player
    if source == CUBES:
        state.cubes[player] -= amount
        state.supply[player] += amount
    else:
        state.pay_influence(source, player, amount)
    due.points -= amount
    state.say("wd.pay", player=player, n=amount, source=Message(f"wd.source.{source}").to_json())


def settle_forced(state: State) -> None:
    """Pay by itself what leaves no choice: one source left, or every point he has."""
    pay_ = current(state)
    have = {s: spare(state, pay_.player, s) for s in pay_.sources}
    if sum(have.values()) == pay_.points or sum(1 for v in have.values() if v) == 1:
        for s, n in have.items():
            if n and pay_.points:
                pay(state, s, min(n, pay_.points))


def start(state: State, player: str, points: int, sources: list[str], purpose: str) -> None:
    """Payment goes on in rules.advance: forced points are paid there, and the purpose's next
    step follows once nothing is left to pay."""
    state.payment = Payment(player, points, sources, purpose)
