"""Putting a corporation into operation ('in Betrieb nehmen', 4.3.1, 4.3.2, 6.1.2, 6.1.3).

- A minor is in operation as soon as its director's certificate is bought: the buyer chooses a
  start price of 70-100 and pays twice that into its treasury ('Betriebskapital').
- A major's director's certificate costs twice its start price and its shares from the initial
  offer ('Aktienausgabe') the start price each, all paid to the bank. It floats once 40% of it is
  sold (60% from phase 5): shares in players' hands or the Open Market, the director's
  certificate and a share that came with a private (P6, P7) included; the bank then pays its
  treasury four times its start price (ten times from phase 5). Floated before phase 5 it has its
  home marker and one more open and three locked until it reaches its goals (6.1.3); from phase 5
  every marker is open and it has no goals.
"""

from __future__ import annotations

from ...core18xx.roster import phase
from .data import data
from .state import Corporation, State


def check(state: State, corp: Corporation) -> None:
    """A major whose sales reached the phase's float percentage floats now."""
    if corp.minor or corp.floated or corp.par is None:
        return
    ph = phase(state)
    if corp.shares.sold_percent() >= ph["float_percent"]:  # not in the initial offer any more
        capital = ph["capital_par_multiple"] * corp.par
        state.pay(None, corp, capital)
        corp.floated = True
        corp.goals = ph["goals"]
        if not corp.goals:
            corp.tokens_left += corp.locked_tokens
            corp.locked_tokens = []
        state.say("18esp.corporation.floats", corp=corp.id, amount=capital)


def start_minor(state: State, player: str, corp: Corporation) -> None:
    """The buyer of a minor's director's certificate pays twice its start price into its
    treasury; it is in operation at once."""
    amount = data().minor["capital_par_multiple"] * corp.par
    state.pay(player, corp, amount)
    corp.floated = True
    state.say("18esp.minor.floats", corp=corp.id, amount=amount)


def floatable(state: State, corp: Corporation) -> bool:
    return corp.floated
