"""18ESP's stock round ('Aktienrunde', 4) on core18xx's: its order, limits and prices as the
layer plays them, with 18ESP's answers:

- a turn sells first (any number of shares, of one corporation in several parts too), then
  repays loans, then buys one certificate (4); nothing is bought while a loan is owed (4.3);
- shares are sold only of a major that has operated (4.2; P6's share, before its major has a
  start price, cannot be sold either); a minor's director's certificate never (4.2, 4.4);
- the northern majors may be started from the start, the southern ones from phase 3, minors
  until phase 5 (4.3, 4.3.1, 4.3.2, 7), at the phase's start prices (data: 95 and 100 for majors
  from phase 3);
- a player may keep more than 60% that a minor's takeover gave him (5.6);
- a director selling below another player hands the certificate to the one holding the most,
  on a tie the one with the lowest player order card (4.4; 18xx.games: the first to the
  seller's left, deviation `director_tie`);
- at the end sold-out majors rise (4.5.1, not minors) and the seats follow cash, the most first
  (4.5.2), so the next stock round begins with the richest.
"""

from __future__ import annotations

from ...core18xx.roster import phase
from . import floating, loans
from .data import SOUTH, data
from .state import Corporation, State


def is_southern_major(corp: Corporation) -> bool:
    return not corp.minor and data().majors[corp.id]["region"] == SOUTH


def may_start(state: State, corp: Corporation) -> bool:
    """Minors while the phase has them, southern majors from phase 3, northern majors from the
    start (P7's only with P7: its buyer sets the start price)."""
    if corp.minor:
        return phase(state)["minors"]
    if is_southern_major(corp):
        return phase(state)["south_majors"]
    return corp.id != state.p7


def may_sell(state: State, corp: Corporation) -> bool:
    """A major that has operated (4.2); a minor never."""
    return not corp.minor and corp.started


def par_prices(state: State, corp: Corporation) -> tuple[int, ...]:
    return data().par_prices(corp.id, phase(state)["name"])


def pay_for_director_certificate(state: State, player: str, corp: Corporation) -> None:
    """A minor's buyer pays its treasury (it operates at once); a major's pays the bank."""
    if corp.minor:
        floating.start_minor(state, player, corp)
    else:
        assert corp.par is not None
        state.pay(player, None, 2 * corp.par)
        floating.check(state, corp)


def pay_for_initial_share(state: State, player: str, corp: Corporation) -> None:
    assert corp.par is not None
    state.pay(player, None, corp.par)
    floating.check(state, corp)


def director_successor(state: State, seller: str, candidates: list[str]) -> str:
    """The lowest player order card among those holding the most (the seats are in card
    order)."""
    i = state.players.index(seller)
    left = next(p for p in state.players[i + 1 :] + state.players[:i] if p in candidates)
    lowest = candidates[0]
    if lowest != left and state.ways.seller_left_succeeds(state):
        return left
    return lowest


def buying_barred(state: State, player: str) -> bool:
    return loans.owed(state, player) > 0


def certificate_limit(state: State) -> int:
    return data().certificate_limit(len(state.players))


def ownership_limit_percent(state: State) -> int:
    return data().major["ownership_limit_percent"]


def rises_when_sold_out(state: State, corp: Corporation) -> bool:
    return not corp.minor  # 4.5.1


def parred(state: State, corp: Corporation) -> None:
    state.say("18esp.share.start_price", player=state.current_player, corp=corp.id, price=corp.par)
