"""The Canadian Government Railways ('Gründung der CGR'), set off by the first 6-train.

1. Every corporation with loans repays what its treasury can, in $100s.
2. In seat order from the director of the corporation that bought the 6-train, each director of
   a corporation still owing decides: pay the rest from his own cash (he may not sell shares for
   it) or let the corporation merge into the CGR.
3. If any merged: CGR shares 1 for 2 old shares (a player's shares of all merged corporations
   counted together, odd ones to the pool, then the pool's pairs), a second issue of ten 5%
   shares when more than ten are needed; the director is the player with most (ties: the first
   to receive); with only one share he holds the certificate half-paid and must buy the second
   half in his next stock turn. The CGR takes the treasuries, trains (keeping permanent ones up
   to its limit of 3), rights and up to 10 station markers, home stations first. Its price is
   the average of the merged prices (dropping the lowest when three or more), rounded down to
   $5, at least $100, on the top row.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core18xx.shares import Shares
from . import board, loans, trains
from .data import data
from .state import Corporation, State, money


@dataclass
class Formation:
    trigger: str  # the director of the corporation that bought the first 6-train
    queue: list[str] = field(default_factory=list)  # corporations whose directors must decide
    merged: list[str] = field(default_factory=list)
    prices: list[int] = field(default_factory=list)
    percents: dict[str, int] = field(default_factory=dict)  # player -> percent of merged shares
    pool_percent: int = 0
    discarding: bool = False  # the CGR's director chooses which trains to keep


def seat_order_from(state: State, player: str) -> list[str]:
    i = state.players.index(player)
    return state.players[i:] + state.players[:i]


def begin_formation(state: State, buyer: Corporation) -> None:
    state.note("The CGR forms: corporations must repay their loans.")
    for corp in state.corporations.values():
        if corp.closed or not corp.loans:
            continue
        n = min(corp.loans, corp.cash // loans.value())
        if n:
            corp.loans -= n
            state.loans_left += n
            state.pay(corp, None, n * loans.value())
            state.note(f"{corp.id} repays {money(n * loans.value())} for {n} loan(s).")
    order = seat_order_from(state, buyer.shares.director)
    owing = [c for c in state.corporations.values() if not c.closed and c.loans and c.started]
    owing.sort(key=lambda c: (order.index(c.shares.director), state.operating_order.index(c.id)
                              if c.id in state.operating_order else 99))
    state.cgr = Formation(trigger=buyer.shares.director, queue=[c.id for c in owing])
    if not owing:
        conclude(state)


def active(state: State) -> list[str]:
    f = state.cgr
    if f.queue:
        return [state.corporations[f.queue[0]].shares.director]
    return [state.corporations["CGR"].shares.director]


def owed(state: State, corp: Corporation) -> int:
    return loans.value() * corp.loans - corp.cash


def legal(state: State) -> list[dict]:
    f = state.cgr
    if f.queue:
        corp = state.corporations[f.queue[0]]
        player = corp.shares.director
        out = [{"type": "merge", "player": player, "corporation": corp.id}]
        if state.cash[player] >= owed(state, corp):
            out.append({"type": "repay_loans", "player": player, "corporation": corp.id})
        return out
    cgr = state.corporations["CGR"]
    player = cgr.shares.director
    out = [{"type": "discard_train", "player": player, "corporation": "CGR", "train": t}
           for t in dict.fromkeys(cgr.trains) if may_discard(state, cgr, t)]
    if len(cgr.trains) <= trains.limit(state, cgr):
        out.append({"type": "pass", "player": player, "corporation": "CGR"})
    return out


def may_discard(state: State, cgr: Corporation, train: str) -> bool:
    """Permanent trains must be kept up to the limit of three."""
    permanent = [t for t in cgr.trains if trains.type_of(state, t)["name"] in trains.PERMANENT]
    if train not in permanent:
        return True
    return len(permanent) > trains.limit(state, cgr)


def apply(state: State, a: dict) -> None:
    f = state.cgr
    kind = a["type"]
    if kind == "repay_loans":
        corp = state.corporations[f.queue.pop(0)]
        debt = owed(state, corp)
        state.pay(corp, None, corp.cash)
        state.pay(a["player"], None, debt)
        state.loans_left += corp.loans
        corp.loans = 0
        state.note(f"{a['player']} pays {money(debt)} of {corp.id}'s loans.")
    elif kind == "merge":
        merge(state, state.corporations[f.queue.pop(0)])
    elif kind == "discard_train":
        trains.discard(state, state.corporations["CGR"], a["train"])
        return
    else:  # pass: the CGR's director keeps its trains
        state.cgr = None
        return
    if not f.queue:
        conclude(state)


def merge(state: State, corp: Corporation) -> None:
    f = state.cgr
    cgr = state.corporations["CGR"]
    state.note(f"{corp.id} merges into the CGR.")
    for t in corp.trains:
        if trains.type_of(state, t)["name"] in trains.PERMANENT:
            state.cgr_permanent = True
    cgr.trains += corp.trains
    corp.trains = []
    if corp.cash:
        state.pay(corp, cgr, corp.cash)
    state.loans_left += corp.loans
    corp.loans = 0
    for right in corp.rights:
        if right in cgr.rights:
            state.right_tokens[right] = state.right_tokens.get(right, 0) + 1
            state.note(f"The CGR already has a {right} right: the token returns to the pool.")
        else:
            cgr.rights.append(right)
    f.merged.append(corp.id)
    f.prices.append(data().market.price(corp.cell))
    for p in state.players:
        if corp.shares.percent_of(p):
            f.percents[p] = f.percents.get(p, 0) + corp.shares.percent_of(p)
    f.pool_percent += corp.shares.pool_percent()


def conclude(state: State) -> None:
    f = state.cgr
    cgr = state.corporations["CGR"]
    if not f.merged:
        state.note("Every corporation repaid its loans: the CGR does not form.")
        cgr.closed = True
        state.cgr = None
        return
    state.cgr_formed = True
    par_cgr(state, cgr, f.prices)
    swap_shares(state, cgr, f)
    homes = [data().corporations[c]["home"] for c in f.merged]
    hexes = list(dict.fromkeys(homes + [h for c in f.merged for h in board.tokens_of(state, state.corporations[c])]))
    for cid in f.merged:
        board.remove_tokens(state, state.corporations[cid])
    limit = max(len(homes), data().cgr["tokens"])
    for h in hexes[:limit]:
        state.board["tokens"].setdefault(h, []).append("CGR")
    cgr.tokens_left = [data().cgr["token_price"]] * max(0, data().cgr["tokens"] - len(hexes[:limit]))
    cgr.home_placed = True
    from .closing import close_corporation

    for cid in f.merged:
        close_corporation(state, state.corporations[cid])
    if cgr.id not in state.operating_order:
        state.operating_order.insert(state.operating_index + 1, cgr.id)
    elif any(c in state.operated for c in f.merged):
        state.operated.append(cgr.id)
    f.discarding = True


def par_cgr(state: State, cgr: Corporation, prices: list[int]) -> None:
    prices = sorted(prices)
    if len(prices) > 2:
        prices = prices[1:]
    average = sum(prices) // len(prices) // 5 * 5
    if average < 105:
        target = 100
    elif average <= 115:
        target = 110
    else:
        rest = average % 25
        target = average - rest + (25 if rest >= 12.5 else 0)
    top = data().market.rows[0]
    col = next(i for i, cell in enumerate(top) if cell and cell["price"] == target)
    cgr.cell, cgr.par = (0, col), target
    cgr.started = True
    state.market_stack_push(cgr.id)
    state.note(f"The CGR starts at {money(target)}.")


def swap_shares(state: State, cgr: Corporation, f: Formation) -> None:
    order = seat_order_from(state, f.trigger)
    left = 20
    director, director_shares = None, 0
    awarded: dict[str, int] = {}
    pool_percent = f.pool_percent
    for p in order:
        if p not in f.percents:
            continue
        n = min(f.percents[p] // 20, left)
        pool_percent += f.percents[p] % 20
        left -= n
        awarded[p] = n
        state.note(f"{p} receives {n} CGR share(s).")
        if n > director_shares:
            director, director_shares = p, n
    to_pool = min(pool_percent // 20, left)
    left -= to_pool
    second_issue = left < 10
    shares = Shares(units=20, unit_percent=5, ipo=18) if second_issue else Shares()
    if second_issue:
        state.note("The CGR issues ten more shares: all its shares are now 5% shares.")
    cgr.shares = shares
    for p in order:
        n = awarded.get(p, 0)
        if not n:
            continue
        if p == director:
            shares.director = p
            if n == 1:
                shares.director_units = 1
                state.cgr_half_director = p
                state.note(f"{p} becomes director of the CGR with one share and must buy the second half.")
                n = 0
            else:
                n -= 2
        n = min(n, shares.ipo)
        shares.ipo -= n
        if n:
            shares.give(p, n)
    n = min(to_pool, shares.ipo)
    shares.ipo -= n
    shares.pool += n


def complete_director_certificate(state: State, player: str, source: str) -> None:
    """The half-paid director buys the second half: he pays but takes no certificate."""
    from .certificates import price

    cgr = state.corporations["CGR"]
    cost = price(cgr) if source == "pool" else cgr.par
    if source == "pool":
        cgr.shares.pool -= 1
    else:
        cgr.shares.ipo -= 1
    cgr.shares.director_units = 2
    state.cgr_half_director = None
    state.pay(player, None, cost)
    state.note(f"{player} pays {money(cost)} for the second half of the CGR director's certificate.")
