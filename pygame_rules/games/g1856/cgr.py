"""The Canadian Government Railways ('Gründung der CGR'), set off by the first 6-train.

1. Every corporation with loans repays what its treasury can, in $100s.
2. In seat order from the director of the corporation that bought the 6-train, each director of
   a corporation still owing decides: pay the rest from his own cash (he may not sell shares for
   it) or let the corporation merge into the CGR.
3. If any merged: CGR shares 1 for 2 old shares (a player's shares of all merged corporations
   counted together, odd ones to the pool, then the pool's pairs), a second issue of ten 5%
   shares when more than ten are needed; the director is the player with most (ties: the first
   to receive); with only one share he holds the certificate half-paid and must buy the second
   half in his next stock turn. The CGR takes the treasuries, trains, rights and the station
   markers: home stations first, one per city; where two end up in one hex, or more than ten in
   all, its director chooses which go. Then he chooses which trains to keep (permanent ones up to
   its limit of three). Its price is the average of the merged prices (dropping the lowest when
   three or more), rounded down to $5, at least $100, on the top row. With only permanent trains
   within its limit there is nothing to decide.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ...core18xx import hooks, roster, trains
from ...core18xx.certificates import price
from ...core18xx.closing import close_corporation
from ...core18xx.market_moves import marker
from ...core18xx.shares import Shares
from ...core18xx.state import split_node
from . import loans, stations
from .capitalization import floatable
from .certificates import second_limit
from .data import CGR, data
from .privates import right_said
from .state import Corporation, State, director


@dataclass
class Formation:
    trigger: str  # the director of the corporation that bought the first 6-train
    queue: list[str] = field(default_factory=list)  # corporations whose directors must decide
    merged: list[str] = field(default_factory=list)
    prices: list[int] = field(default_factory=list)
    percents: dict[str, int] = field(default_factory=dict)  # player -> percent of merged shares
    pool_percent: int = 0
    homes: list[str] = field(default_factory=list)  # cities of the merged home stations
    stations: list[str] = field(default_factory=list)  # cities the CGR's markers go to, homes first
    discarding: bool = False  # the CGR's director chooses which trains to keep
    ask_trains: bool = True  # (18xx.games can drop that question: moves_on)
    asked_again: bool = False  # 18xx.games' open question on the CGR's trains, after the formation


def seat_order_from(state: State, player: str) -> list[str]:
    i = state.players.index(player)
    return state.players[i:] + state.players[:i]


def begin_formation(state: State, buyer: Corporation) -> None:
    state.say("1856.cgr.forms")
    for corp in state.corporations.values():
        if corp.closed or not corp.loans or not corp.started:
            continue
        n = min(corp.loans, corp.cash // loans.value())
        if n:
            corp.loans -= n
            state.loans_left += n
            state.pay(corp, None, n * loans.value())
            state.say("1856.cgr.repays", corp=corp.id, amount=n * loans.value(), loans=n)
    trigger = director(buyer)
    order = seat_order_from(state, trigger)
    owing = [c for c in state.corporations.values() if not c.closed and c.loans and c.started]
    owing.sort(
        key=lambda c: (
            order.index(c.shares.director),
            state.operating_order.index(c.id) if c.id in state.operating_order else 99,
        )
    )
    if not owing:  # nothing to decide: 18xx.games leaves the CGR as it is (not closed)
        state.say("1856.cgr.no_loans")
        return
    state.cgr = Formation(trigger=trigger, queue=[c.id for c in owing])


def active(state: State) -> list[str]:
    f = state.cgr
    if f.queue:
        return [state.corporations[f.queue[0]].shares.director]
    return [state.corporations[CGR].shares.director]


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
    cgr = state.corporations[CGR]
    player = cgr.shares.director
    base = {"player": player, "corporation": CGR}
    removable = station_choices(f)
    if removable:
        return [{"type": "remove_token", **base, "city": c} for c in removable]
    out = [{"type": "discard_train", **base, "train": t} for t in discardable(state, cgr)]
    if len(cgr.trains) <= roster.limit(state, cgr):
        out.append({"type": "pass", **base})
    return out


def discardable(state: State, cgr: Corporation) -> list[str]:
    return [t for t in dict.fromkeys(cgr.trains) if may_discard(state, cgr, t)]


def formed(state: State) -> None:
    """The formation is over; corporations over their limit discard as usual: at once (rule book
    'Loklimit'), or where the next corporation has begun (or begins) its turn, as 18xx.games,
    after its dividend (its discard step stands there)."""
    state.cgr = None
    state.discards = roster.over_limit(state)
    turn = state.operating
    # (where 18xx.games' steps all stand "passed", its discard step asks at once)
    goes_on = (
        moves_on(state) != "passed" and turn and (turn.before("trains") or state.corporations[turn.corporation].closed)
    )
    state.discards_wait = bool(state.discards and goes_on and state.ways.cgr_discards_wait(state))


def may_discard(state: State, cgr: Corporation, train: str) -> bool:
    """Permanent trains must be kept up to the limit of three."""
    permanent = [t for t in cgr.trains if roster.permanent(state, t)]
    return train not in permanent or len(permanent) > roster.limit(state, cgr)


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
        state.say("1856.cgr.director_repays", player=a["player"], amount=debt, corp=corp.id)
    elif kind == "merge":
        merge(state, state.corporations[f.queue.pop(0)])
    elif kind == "remove_token":
        f.stations.remove(a["city"])
        stations.remove_token(state, CGR, a["city"])
        state.say("1856.cgr.gives_up_station", city=a["city"])
        if not station_choices(f):
            stations_settled(state, f)
        return
    elif kind == "discard_train":
        trains.discard(state, state.corporations[CGR], a["train"])
        if not discardable(state, state.corporations[CGR]):
            state.cgr_question = False
            formed(state)
        return
    else:  # pass: the CGR's director keeps its trains
        state.cgr_question = False
        formed(state)
        return
    if not f.queue:
        conclude(state)


def leaves_formation(state: State, corp: Corporation) -> None:
    """A corporation that closes while the formation still asks about it (a forced sale moved its
    price into the closed zone) neither merges nor repays: it is gone."""
    f = state.cgr
    if f is None or corp.id not in f.queue:
        return
    f.queue.remove(corp.id)
    state.deviations.append("closed_in_formation")  # 18xx.games still asks about it
    if not f.queue and not f.discarding:
        conclude(state)


def merge(state: State, corp: Corporation) -> None:
    f = state.cgr
    cgr = state.corporations[CGR]
    state.say("1856.cgr.merges", corp=corp.id)
    if any(roster.permanent(state, t) for t in corp.trains):
        owns_permanent(state)
    cgr.trains += corp.trains
    corp.trains = []
    if corp.cash:
        state.pay(corp, cgr, corp.cash)
    state.loans_left += corp.loans
    corp.loans = 0
    for right in corp.rights:
        if right in cgr.rights:
            state.right_tokens[right] = state.right_tokens.get(right, 0) + 1
            state.say("1856.cgr.right_returns", right=right_said(right))
        else:
            cgr.rights.append(right)
    f.merged.append(corp.id)
    assert corp.cell is not None
    f.prices.append(data().market.price(corp.cell))
    for p in state.players:
        if corp.shares.percent_of(p):
            f.percents[p] = f.percents.get(p, 0) + corp.shares.percent_of(p)
    f.pool_percent += corp.shares.pool_percent()


def owns_permanent(state: State) -> None:
    if not state.cgr_permanent:
        state.cgr_permanent = True
        state.say("1856.cgr.permanent")


def conclude(state: State) -> None:
    f = state.cgr
    cgr = state.corporations[CGR]
    if not f.merged:
        state.say("1856.cgr.all_repaid")
        cgr.closed = True  # as 18xx.games closes it once the last candidate has repaid
        state.cgr = None
        return
    state.cgr_formed = True
    par_cgr(state, cgr, f.prices)
    swap_shares(state, cgr, f)
    take_stations(state, f)
    for cid in f.merged:
        close_corporation(state, state.corporations[cid])
    state.cgr_question = True
    state.cert_limit_18xx = second_limit(state)  # 18xx.games' limit: counted now
    place_cgr_in_order(state, f)
    f.discarding = True
    moving_on = moves_on(state)
    if (
        moving_on
        and (station_choices(f) or discardable(state, cgr))
        and state.ways.formation_moves_on(state, f, moving_on)
    ):
        return
    if not station_choices(f):
        stations_settled(state, f)


def moves_on(state: State) -> str | None:
    """Where the corporation whose turn it is merged, 18xx.games goes on to the next one at once;
    what the CGR's director has still to decide is then dropped when the round is "finished" (all
    of its corporations closed: the question on trains stays open for later) or every step is
    "passed" (a corporation that cannot float is skipped and none operates after it), and the
    question on trains alone is dropped when such a corporation is "skipped" before another."""
    if not state.operating or not state.corporations[state.operating.corporation].closed:
        return None
    later = [state.corporations[c] for c in state.operating_order[state.operating_index + 1 :]]
    skipped = False
    for corp in later:
        if corp.closed or corp.id in state.operated:
            continue
        if corp.started or floatable(state, corp):
            return "skipped" if skipped else None
        skipped = True
    if skipped:
        return "passed"
    return "finished" if all(state.corporations[c].closed for c in state.operating_order) else None


def keep_every_station(state: State, f: Formation) -> None:
    """As 18xx.games when the formation ends the round: the CGR keeps every station it took (two
    in a hex too, more than ten too) with the spare markers its engine counts, and discards down
    to its train limit as any corporation does (any train, in the next round)."""
    doubled = sum(1 for n in Counter(split_node(c)[0] for c in f.stations).values() if n > 1)
    keep = max(len(f.homes), data().cgr["tokens"])
    cgr = state.corporations[CGR]
    cgr.tokens_left = [data().cgr["token_price"]] * max(0, keep - len(f.stations) + doubled)
    cgr.home_placed = True
    state.say("1856.cgr.stations", stations=len(f.stations), markers=len(cgr.tokens_left))
    formed(state)


def ask_again(state: State) -> None:
    """18xx.games keeps its question on the CGR's trains open until the director has answered it
    (passed, or discarded all that may go): in an operating round, whenever the CGR holds a train
    that may go, the director is asked before anything else (after a formation that ended the
    round, or with a train that may go bought later). The rule book asks only at the formation."""
    if not state.cgr_question or state.cgr or state.crisis or state.round != "operating":
        return
    cgr = state.corporations[CGR]
    if cgr.closed or not discardable(state, cgr):
        return
    if not state.ways.cgr_asked_again(state):
        state.cgr_question = False
        return
    state.cgr = Formation(trigger=cgr.shares.director, queue=[], discarding=True, asked_again=True)


def place_cgr_in_order(state: State, f: Formation) -> None:
    """If none of the merged corporations has operated in this round the CGR operates next;
    otherwise from the next round on (section 'CGR')."""
    if state.round != "operating" or CGR in state.operating_order:
        return
    merged_at = [state.operating_order.index(c) for c in f.merged if c in state.operating_order]
    if all(i > state.operating_index for i in merged_at):
        state.operating_order.insert(state.operating_index + 1, CGR)


def take_stations(state: State, f: Formation) -> None:
    """The merged corporations' markers leave the map; the CGR's go to their home cities, then
    to the other cities they held (one per city; none in a hex with a home station)."""
    homes, others = [], []
    for cid in f.merged:
        corp = state.corporations[cid]
        home = data().corporations[cid]["home"]
        held = stations.tokens_of(state, corp)
        homes += [c for c in held if split_node(c)[0] == home][:1]
        others += [c for c in held if split_node(c)[0] != home]
        stations.remove_tokens(state, corp)
    home_hexes = {split_node(c)[0] for c in homes}
    f.homes = homes
    f.stations = list(dict.fromkeys(homes + [c for c in others if split_node(c)[0] not in home_hexes]))
    for city in f.stations:
        stations.exchange_token(state, CGR, city)


def station_choices(f: Formation) -> list[str]:
    """The CGR's director removes one of two markers in one hex (Toronto, the OO cities), then
    non-home markers above the CGR's ten."""
    if not f.discarding:
        return []
    by_hex: dict[str, list[str]] = {}
    for c in f.stations:
        by_hex.setdefault(split_node(c)[0], []).append(c)
    doubled = next((cities for cities in by_hex.values() if len(cities) > 1), None)
    if doubled:
        return doubled
    if len(f.stations) > max(len(f.homes), data().cgr["tokens"]):
        return [c for c in f.stations if c not in f.homes]
    return []


def stations_settled(state: State, f: Formation) -> None:
    cgr = state.corporations[CGR]
    keep = max(len(f.homes), data().cgr["tokens"])
    cgr.tokens_left = [data().cgr["token_price"]] * max(0, keep - len(f.stations))
    cgr.home_placed = True
    state.say("1856.cgr.stations", stations=len(f.stations), markers=len(cgr.tokens_left))
    if not f.ask_trains or not discardable(state, cgr):
        formed(state)  # only permanent trains within its limit: nothing to decide (18xx.games)


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
    state.say("1856.cgr.starts_at", price=target)


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
        state.say("1856.cgr.receives", player=p, shares=n)
        if n > director_shares:
            director, director_shares = p, n
    to_pool = min(pool_percent // 20, left)
    left -= to_pool
    second_issue = left < 10
    shares = Shares(units=20, unit_percent=5, ipo=18) if second_issue else Shares()
    if second_issue:
        state.say("1856.cgr.second_issue")
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
                state.say("1856.cgr.half_director", player=p)
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


def false_director_bankrupt(state: State) -> None:
    """A half-paid director who cannot buy the second half is bankrupt ('Bankrott'); 18xx.games
    lets him sell his director's certificate to the pool as a single share while another player
    holds a CGR share."""
    player = state.bankrupt
    cgr = state.corporations[CGR]
    if player == state.cgr_half_director and any(cgr.shares.units_of(p) for p in state.players if p != player):
        state.deviations.append("false_director_sells")


def complete_director_certificate(state: State, player: str, source: str) -> None:
    """The half-paid director buys the second half: he pays a share's price from the initial
    offer or the pool, but no certificate changes hands (18xx.games)."""
    cgr = state.corporations[CGR]
    cost = price(state, cgr) if source == "pool" else cgr.par
    cgr.shares.director_units = 2
    state.cgr_half_director = None
    state.pay(player, None, cost)
    state.say("1856.cgr.second_half", player=player, amount=cost)


def buy_in(state: State, player: str, source: str) -> None:
    """Another holder of a CGR share buys a second one while the director's certificate is
    half-paid: he pays for it, takes the (now whole) director's certificate and gives his single
    share to the former director (section 'CGR')."""
    cgr = state.corporations[CGR]
    old = cgr.shares.director
    cgr.shares.take(player, 1)
    cgr.shares.give(old, 1)
    cgr.shares.director = player
    state.say("1856.cgr.director", player=player)
    complete_director_certificate(state, player, source)


# --- the CGR on the market, in stock rounds, its dividends and trains ---


def price_moves(state: State, corp: Corporation) -> bool:
    """Its marker stays put until it owns a permanent train."""
    return corp.id != CGR or state.cgr_permanent


def closes_in_closed_zone(state: State, corp: Corporation) -> bool:
    return corp.id != CGR  # it stays one cell before the closed zone


def price_stuck(state: State, corp: Corporation, direction: str) -> None:
    if corp.id == CGR and direction in ("down", "left") and marker(corp)[0] + 1 < len(data().market.rows):
        state.deviations.append("cgr_below_market")  # 18xx.games fails on this move


def trading_closed(state: State, corp: Corporation) -> bool:
    return corp.id == CGR and not state.cgr_formed


def does_not_operate(state: State, corp: Corporation) -> None:
    state.cgr_question = False  # 18xx.games' skip of a corporation passes this question too


def may_start(state: State, corp: Corporation) -> bool:
    return corp.id != CGR  # it forms


def may_buy_from_initial_offer(state: State, corp: Corporation) -> bool:
    """The CGR's pool shares above the pool's limit must be bought first."""
    return corp.id != CGR or corp.shares.pool_percent() <= state.rules.market.pool_limit_percent


def must_buy(state: State, player: str) -> str | None:
    """The CGR's false director buys the second half of the director's certificate first
    (18xx.games: one who cannot is bankrupt and the game ends)."""
    return CGR if state.cgr_half_director == player else None


def keeps_turn_to_buy(state: State, player: str) -> bool:
    """Rules version 1 ended the half-paid director's turn after his sale even when he was still
    short, and the round went on: games begun then replay so."""
    return state.rules_version >= 2 and hooks.stays_to_buy(state, player)


def buy_share(state: State, player: str, corp: Corporation, source: str) -> bool:
    if state.cgr_half_director == player:
        complete_director_certificate(state, player, source)
    elif state.cgr_half_director and corp.id == CGR and corp.shares.units_of(player):
        buy_in(state, player, source)
    else:
        return False
    return True


def bankrupt_pays_the_bank(state: State, player: str) -> bool:
    """18xx.games ends the game at once when the CGR's half-paid director cannot raise the second
    half, leaving him his cash."""
    return not (
        state.rules_version >= 2  # version 1 took it for the bank
        and state.round == "stock"
        and player == state.cgr_half_director
        and state.ways.false_director_keeps_cash(state)
    )


def dividend_kinds(state: State, corp: Corporation) -> tuple[str, ...]:
    """The CGR withholds until it has owned a permanent train."""
    return hooks.payout_or_withhold(state, corp) if corp.id != CGR or state.cgr_permanent else ()


def train_limit(state: State, corp: Corporation) -> int:
    return data().cgr["train_limit"] if corp.id == CGR else hooks.limit_of_the_phase(state, corp)


def may_buy_train(state: State, corp: Corporation, train: str) -> bool:
    """The CGR buys only permanent trains."""
    return corp.id != CGR or roster.permanent(state, train)


def face_value_only(state: State, buyer: Corporation, seller: Corporation) -> bool:
    """The CGR buys and sells trains only at the printed price."""
    return CGR in (buyer.id, seller.id)
