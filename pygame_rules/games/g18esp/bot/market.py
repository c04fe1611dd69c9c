"""18ESP's computer player at the auction and in stock rounds (3.2, 4).

Privates are bought near face value (P6 and P7 a little above: a share and a director's
certificate come with them) while cash stays to start a major. A major is started at the
highest par its starter can float (40%) and still buy up to 60% of; the starter floats it and
buys it up to 60%, then buys shares of the others that earn most for their price. Loans are
repaid before anything; shares are sold only where the rules leave no pass.
"""

from __future__ import annotations

from ....core18xx import roster
from ....core18xx.certificates import price
from ..data import data

STOCK_KINDS = frozenset({"bid", "par", "buy_share", "sell_shares", "repay_loan"})

# the most worth paying for a private: face value, and what comes with it (3.1)
BID_CAP = {"P1": 30, "P2": 70, "P3": 80, "P4": 110, "P5": 145, "P6": 220, "P7": 260}
AUCTION_RESERVE = 300  # cash kept after a bid: enough to start a major
HOLD = 60  # the most a player may buy of a major (4.3)


def choose(seat, state, by: dict) -> dict | None:
    if state.round == "auction":
        return auction(seat, state, by)
    return stock(seat, state, by)


# --- the auction (3.2) ---


def auction(seat, state, by: dict) -> dict | None:
    if "par" in by:
        return par_for_cash(state, seat.player, by["par"])
    bids = by.get("bid", [])
    if bids:
        bid = bids[0]
        low = bid["price"]["min"]
        cap = BID_CAP.get(bid["private"], 0)
        if low <= cap and state.cash[seat.player] - low >= reserve(seat, bid["private"]):
            return bid
        if "pass" not in by:
            return bid
    return (by.get("pass") or [None])[0]


def reserve(seat, private: str) -> int:
    """Cash to keep: less for the private that brings a director's certificate (P7)."""
    return AUCTION_RESERVE - (120 if private == "P7" else 0) + (0 if seat.level == "strong" else 20)


# --- stock rounds (4) ---


def stock(seat, state, by: dict) -> dict | None:
    me = seat.player
    if "repay_loan" in by:
        repay = by["repay_loan"][0]
        amount = repay["amount"]
        return {**repay, "amount": amount["max"] if isinstance(amount, dict) else amount}
    if "pass" not in by and "sell_shares" in by:
        return forced_sale(state, me, by["sell_shares"])
    buys = by.get("buy_share", [])
    own = [a for a in buys if state.corporations[a["corporation"]].shares.director == me]
    unfloated = [a for a in own if not state.corporations[a["corporation"]].floated]
    if unfloated:
        return cheapest(state, unfloated)
    start = start_major(state, me, by.get("par", []), seat.level)
    if start:
        return start
    held = [a for a in own if state.corporations[a["corporation"]].shares.percent_of(me) < HOLD]
    pick = best_buy(state, held, me, own=True)
    if pick:
        return pick
    pick = best_buy(state, [a for a in buys if a not in own], me, own=False)
    if pick:
        return pick
    return (by.get("pass") or [None])[0]


def forced_sale(state, me: str, sells: list[dict]) -> dict:
    """Over the certificate limit: the smallest sale of the worst earner, never a presidency."""
    keep = [a for a in sells if state.corporations[a["corporation"]].shares.director != me] or sells
    return min(keep, key=lambda a: (a["percent"], price(state, state.corporations[a["corporation"]])))


def cost(state, a: dict) -> int:
    corp = state.corporations[a["corporation"]]
    return corp.par if a["from"] == "ipo" else price(state, corp)


def cheapest(state, buys: list[dict]) -> dict:
    return min(buys, key=lambda a: (cost(state, a), a["from"] != "ipo"))


def phase_number(state) -> int:
    return int(roster.phase(state)["name"])


def majors_directed(state, me: str) -> list:
    return [c for c in state.corporations.values() if not c.minor and not c.closed and c.shares.director == me]


def wanted_majors(state) -> int:
    """How many majors one player should run: one at first, two from phase 3, three later."""
    return 1 if phase_number(state) < 3 else 2 if phase_number(state) < 5 else 3


def start_major(state, me: str, pars: list[dict], level: str) -> dict | None:
    majors = [a for a in pars if not data().is_minor(a["corporation"])]
    if not majors or len(majors_directed(state, me)) >= wanted_majors(state):
        return None
    return par_for_cash(state, me, majors, floating_only=True)


def float_share(state) -> int:
    """Shares of 10% a starter buys to float a major: 40% before phase 5, 60% after (4.3.2)."""
    return 4 if phase_number(state) < 5 else 6


def par_for_cash(state, me: str, pars: list[dict], floating_only: bool = False) -> dict | None:
    """The highest par at which the player floats the major and buys it up to 60%; else the
    highest at which he floats it; else the lowest."""
    cash = state.cash[me]
    need = float_share(state)
    best = sorted(pars, key=lambda a: (-a["price"], corp_rank(state, a["corporation"])))
    for units in (6, need):
        for a in best:
            if a["price"] * units <= cash:
                return a
    if floating_only:
        return None
    return min(pars, key=lambda a: a["price"])


def corp_rank(state, cid: str) -> int:
    """Prefer a major whose destination is near its home (its goals come soon)."""
    from ....core18xx.hexes import column_row

    c = data().corporation(cid)
    if "destination" not in c:
        return 99
    (a, b), (x, y) = column_row(c["home"]), column_row(c["destination"])
    dc, dr = abs(a - x), abs(b - y)
    return dc + max(0, (dr - dc) // 2)


def earning(state, corp) -> float:
    """What a share earns for its price: trains and goals reached, the price above par."""
    if not corp.floated or corp.cell is None:
        return -1.0
    p = price(state, corp)
    score = len(corp.trains) * 10 + len(corp.reached) * 5 + (p - (corp.par or p)) / 5
    return score / p * 100


def best_buy(state, buys: list[dict], me: str, own: bool) -> dict | None:
    good = []
    for a in buys:
        corp = state.corporations[a["corporation"]]
        if corp.minor or corp.closed:
            continue
        e = earning(state, corp)
        if e <= (0 if own else 8) or not corp.trains:
            continue
        if cost(state, a) > state.cash[me]:
            continue
        good.append((e, -cost(state, a), a))
    if not good:
        return None
    good.sort(key=lambda t: (-t[0], -t[1]))
    choice = good[0][2]
    same = [a for a in buys if a["corporation"] == choice["corporation"]]
    return cheapest(state, same)
