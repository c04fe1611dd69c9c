"""18xx.games' operating turn for 18ESP, as far as moving games to and from it needs it: its steps
in our steps' names, and where its engine still asks for a decision (a pass) that ours does not.

Their turn: (destination check, home station) track -> routes -> dividend -> Acquire (takeovers)
-> buy trains -> combined trains -> buy a private or a tender. Ours has the same steps, buying
and combining trains in one. Each engine moves on by itself where it sees nothing to decide;
the two differ:
- its track step asks while a tile lay is left whose cost the treasury pays (any hex; the mine
  lay only once the others are used), while the corporation owns P1 or could buy it (P1's lay is
  offered), a station marker may be placed or a mountain pass it reaches is closed (whatever
  opening it costs); but once a station marker is placed it ends as soon as no tile lay is left
  (a pass still to open or not);
- its train step asks while the corporation has room for a train and could pay for the cheapest
  one on offer anywhere: any other corporation's train counts at 1 (even before trains may be
  bought from corporations, phase 3), so after the first train is bought it nearly always asks;
- its Acquire step passes by itself (recorded) where no takeover is possible;
- its last step asks while a private can be bought or the corporation, with no tender, could pay
  for one while its engine counts any left: once a corporation has bought P5 it counts one still
  on P5 until phase 5, though none can be bought there;
- the trains it runs (and the tender's choice counts) leave out those of the gauge the
  corporation cannot use yet: a minor's narrow ones, a southern major's narrow ones until it
  has a station in the north or a mountain pass, a northern major's broad ones until it has one
  in the south or a pass; its route step asks only when such a train and a route are there.
"""

from __future__ import annotations

from ...core18xx import roster, runs
from . import dividends, private_sales, tenders, trains
from .data import data
from .state import Corporation, State
from .turn_steps import STEP_NAMES

HOME, TRACK, ROUTES, DIVIDEND, TAKEOVER, TRAINS, PRIVATES = STEP_NAMES
COMBINE = "combine"  # their step for combined trains, after buying (ours: the train step's)
STEPS = (HOME, TRACK, ROUTES, DIVIDEND, TAKEOVER, TRAINS, COMBINE, PRIVATES)
PRIVATES_CLOSE = 5  # the phase that closes the privates (7)


def ours(step: str) -> str:
    """Our step where theirs is."""
    return TRAINS if step == COMBINE else step


def home_asks(s: State, corp: Corporation) -> bool:
    """Their engine asks for the home station's city (ours may place it by itself): a home in
    any city of a hex printed with several, on a tile with track (18xx.games `place_home_token`)."""
    coord, city = s.homes[corp.id]
    printed = s.board.board.hexes[coord].face
    return city is None and len(list(printed.cities())) > 1 and bool(s.board.face(coord)[0].paths)


def buying_asks(s: State, corp: Corporation) -> bool:
    """Their train step asks: room for a train and the cash for the cheapest one on offer."""
    if not trains.room(s, corp):
        return False
    price = min(roster.price(s, t) for t in trains.bank_offer(s))
    return corp.cash >= price or (others_for_sale(s, corp) and corp.cash >= 1)


def others_for_sale(s: State, corp: Corporation) -> bool:
    """Their engine counts any other corporation's train at 1, also those the minors took out of
    the game at phase 5 (kept by the closed minor until they rust)."""
    owned = any(c is not corp and not c.closed and trains.counted(s, c) for c in s.corporations.values())
    return owned or any(not rusted(s, t) for t in s.minor_trains)


def rusted(s: State, train: str) -> bool:
    rusts_on = roster.type_of(s, train).get("rusts_on")
    if not rusts_on:
        return False
    return roster.phase_on(s, rusts_on) <= s.phase


def combining_asks(s: State, corp: Corporation) -> bool:
    """Their step for combined trains asks: one can be made (6.2.1)."""
    return bool(trains.combine_choices(s, corp, corp.shares.director))


def route_asks(s: State, corp: Corporation) -> bool:
    """Their route step asks: a train it may run and a route on the map, now or once before."""
    return bool(dividends.runnable_trains(s, corp)) and runs.can_run(s, corp)


def privates_asks(s: State, corp: Corporation) -> bool:
    """Their last step asks: a private to buy, or a tender as their engine counts them."""
    return bool(private_sales.choices(s, corp, corp.shares.director)) or (
        not corp.tender and corp.cash >= data().tender["price"] and tenders_counted(s) > 0
    )


def tenders_counted(s: State) -> int:
    """The tenders their engine counts: the Open Market's, P5's while a player owns it, and one
    on P5 once a corporation has bought it, until phase 5 closes the privates."""
    p5 = s.privates.get(tenders.P5)
    on_p5 = 0
    if p5 is not None and p5.owner is not None:
        if not p5.corp_owned:
            on_p5 = s.tenders.get(tenders.P5, 0)
        elif int(roster.phase(s)["name"]) < PRIVATES_CLOSE:
            on_p5 = 1
    return s.tenders.get(tenders.MARKET, 0) + on_p5
