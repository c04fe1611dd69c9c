"""A rule-of-thumb player for Last Train to Wensleydale / First Train to Nürnberg: quick enough to
play whole rounds inside the search (wensleydale.py), and the easy level's whole mind.

- Auction: bid the least on the influence field whose markers are worth most for the cubes, a
  marker's worth rising with what the player still lacks (brown for trains, company influence for
  building out of company towns and for takeovers, white for landowners).
- Track building: the line (searched a few borders deep) whose newly reachable goods, stone and
  passengers are worth most, less its build points, influence and the upkeep of its pieces.
- Transport: buy the train that best fits what his track can load, then load the most valuable
  loads first (stone, then what a rival could take too); pass when nothing is left.
- Takeovers: hand over the line that sheds most pieces for the loads it strands (in the last
  round every piece handed over is a point saved).
- Payment: cubes first, then the influence he needs least.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ....playout import concrete
from .. import network, track_building, transport
from ..components import COMPANIES, INFLUENCE
from ..state import AUCTION, BUILD, OVER, TAKEOVERS, TRANSPORT, Build, State

CUBE = 0.4  # a cube spent: they come back as investment each round
POINT_IN_INFLUENCE = 0.9  # a build point paid with influence instead of cubes
NEED = {"white": 2, "brown": 5, "red": 3, "green": 3}  # influence a player likes to hold


# --- what loads are worth to a player ---


def load_worth(state: State, load: str) -> float:
    """VP plus profit of one load (phase 7); a first-class passenger scores about two."""
    if load in COMPANIES:
        return (2.0 if state.train_display.first_class else 1.0) + 1.0
    return 3.0 if load == state.board.quarry_goods else 2.0


def stock(state: State, player: str) -> list[tuple[str, str, int]]:
    """(area, load, how many) he could load now with his own track."""
    out = []
    for area, load in transport.loadable(state, player):
        n = state.passengers[area][load] if load in COMPANIES else state.goods[area]
        out.append((area, load, n))
    return out


def stock_worth(state: State, player: str) -> float:
    return sum(n * load_worth(state, load) for _, load, n in stock(state, player))


def rounds_left(state: State) -> int:
    """Rounds still to score, this one included."""
    return state.rounds - state.round + 1


def piece_upkeep(state: State) -> float:
    """A piece costs a profit point each round it stays his and one point at the end; he can hand
    it over later, so count at most two rounds of it."""
    return 1.0 + min(rounds_left(state), 2)


# --- auction (phase 3) ---


def marker_worth(state: State, player: str, colour: str) -> float:
    have = state.influence(colour, player)
    if have >= state.display.track_top:
        return 0.0
    lacking = max(0, NEED[colour] - have)
    return 1.0 + 0.35 * lacking


def field_worth(state: State, player: str, number: int) -> float:
    i = next(k for k, f in enumerate(state.display.fields) if f.number == number)
    colours = [*state.display.fields[i].printed, state.drawn[i]]
    worth = 0.0
    for c in colours:
        if c in COMPANIES or c in INFLUENCE:
            worth += marker_worth(state, player, c)
        else:  # the red-or-green marker: the one he lacks more
            worth += max(marker_worth(state, player, k) for k in COMPANIES)
    return worth


def bid_score(state: State, player: str, a: dict) -> float:
    """A field's markers less the least bid on it."""
    return field_worth(state, player, a["field"]) - CUBE * a["cubes"]["min"]


def choose_bid(state: State, player: str, legal: list[dict], rnd: random.Random, noise: float) -> dict:
    best = max(legal, key=lambda a: bid_score(state, player, a) + noise * rnd.random())
    rng = best["cubes"]
    extra = 1 if rng["max"] > rng["min"] and field_worth(state, player, best["field"]) > 5.5 else 0
    return {**best, "cubes": rng["min"] + extra}


def choose_influence(state: State, player: str, legal: list[dict]) -> dict:
    return max(legal, key=lambda a: marker_worth(state, player, a["colour"]))


# --- track building (phase 5) ---


def area_prize(state: State, player: str, area: str, reached: set[str]) -> tuple[float, dict[str, int]]:
    """What entering `area` with a line gives: its goods, the stone of hills it is a neutral
    station for, and its passengers (by colour: they count once the line meets their station)."""
    board = state.board
    a = board.areas[area]
    prize = 0.0
    if area not in reached and state.goods.get(area):
        prize += state.goods[area] * load_worth(state, board.goods_kind(area))
    if a.town and not state.owners.get(area) and area not in reached:
        for hill in feeders(board, area):
            if state.goods.get(hill) and not any(
                s in reached and not state.owners.get(s) for s in board.areas[hill].feeds
            ):
                prize += state.goods[hill] * load_worth(state, board.quarry_goods)
    passengers = {c: n for c, n in state.passengers.get(area, {}).items() if n} if area not in reached else {}
    return prize, passengers


_FEEDERS: dict[tuple[str, int], dict[str, tuple[str, ...]]] = {}  # (board, borders) -> station -> hills


def feeders(board, station: str) -> tuple[str, ...]:
    """The hills/hop fields whose goods leave by this station."""
    key = (board.id, len(board.borders))
    table = _FEEDERS.get(key)
    if table is None:
        table = {}
        for hill in board.areas.values():
            for s in hill.feeds:
                table[s] = (*table.get(s, ()), hill.id)
        _FEEDERS[key] = table
    return table.get(station, ())


def line_worth(state: State, player: str, areas: list[str], owed: dict, reached: set[str]) -> float:
    """The worth of a line through `areas` (borders `len(areas) - 1`) costing `owed`."""
    goods = 0.0
    passengers: dict[str, int] = {}
    colours: set[str] = set()
    seen = set()
    for area in areas:
        colours.update(state.owners.get(area, ()))
        if area in seen:
            continue
        seen.add(area)
        prize, here = area_prize(state, player, area, reached)
        goods += prize
        for c, n in here.items():
            passengers[c] = passengers.get(c, 0) + n
    if areas[0] in reached:
        colours |= network_colours(state, player, areas[0])
    worth = goods + sum(n * load_worth(state, c) for c, n in passengers.items() if c in colours)
    pieces = len(areas) - 1
    influence = owed["white"] + owed["red"] + owed["green"]
    return worth - pieces * piece_upkeep(state) - build_points_cost(state, player, owed["points"]) - influence


def build_points_cost(state: State, player: str, points: int) -> float:
    cubes = min(points, state.cubes[player])
    return CUBE * cubes + POINT_IN_INFLUENCE * (points - cubes)


def network_colours(state: State, player: str, area: str) -> set[str]:
    """The company stations joined to `area` by his own track."""
    mine = state.own_borders(player)
    groups = network.connected_groups(state.board, mine)
    g = groups.get(area)
    out: set[str] = set()
    for a, k in groups.items():
        if k == g:
            out.update(state.owners.get(a, ()))
    return out


def best_line(
    state: State, player: str, build: Build, depth: int, reached: set[str], owed: dict | None = None
) -> tuple[float, dict | None]:
    """The best worth reachable by going on from `build` at most `depth` borders, and the first
    step towards it (None: stop here). `reached`: what his track reached before this line."""
    if owed is None:
        owed = track_building.cost(state, build.areas, build.borders)
    best, step = (line_worth(state, player, build.areas, owed, reached) if build.borders else float("-inf")), None
    if depth == 0:
        return best, None
    for a in track_building.next_borders(state, build):
        b = a["border"]
        state.track[b] = player
        state.pieces[player] -= 1
        line = Build(player, [*build.areas, a["to"]], [*build.borders, b])
        worth, _ = best_line(state, player, line, depth - 1, reached, a["cost"])
        state.pieces[player] += 1
        del state.track[b]
        if worth > best:
            best, step = worth, a
    return best, step


def transport_reach(state: State, player: str) -> set[str]:
    """The areas his track reached before this line (the line's own pieces left out)."""
    mine = [b for b in state.own_borders(player) if not (state.build and b in state.build.borders)]
    return network.reached(state.board, mine)


def choose_build(state: State, player: str, legal: list[dict], rnd: random.Random, depth: int, noise: float) -> dict:
    if state.build:
        _, step = best_line(state, player, state.build, depth, transport_reach(state, player))
        done = [a for a in legal if a["type"] == "build_done"]
        return step or done[0]
    best, choice = 0.0, None
    for worth, a in start_worths(state, player, legal, depth):
        worth += noise * (rnd.random() - 0.5)
        if worth > best:
            best, choice = worth, a
    return choice or next(a for a in legal if a["type"] == "pass")


def start_worths(state: State, player: str, legal: list[dict], depth: int) -> list[tuple[float, dict]]:
    """(worth of the best line from there, the start) for every start he may take."""
    reached = transport_reach(state, player)
    return [
        (best_line(state, player, Build(player, [a["area"]]), depth, reached)[0], a)
        for a in legal
        if a["type"] == "build_start"
    ]


def ranked_starts(state: State, player: str, legal: list[dict], depth: int) -> list[dict]:
    """The starts best first, with passing where its worth (nothing) falls among them."""
    worths = [*start_worths(state, player, legal, depth), *((0.0, a) for a in legal if a["type"] == "pass")]
    return [a for _, a in sorted(worths, key=lambda w: -w[0])]


# --- transport (phase 6) ---


def capacity(state: State, player: str) -> tuple[int, int]:
    """(passenger seats, goods room) still free on his trains."""
    seats = room = 0
    for t in transport.owned_trains(state, player):
        loads = state.on_trains[t.id]
        p = sum(1 for x in loads if x in COMPANIES)
        seats += t.passengers - p
        room += t.goods - (len(loads) - p)
    return seats, room


def wanted(state: State, player: str) -> tuple[int, int]:
    """(passengers, goods) his track could load beyond the room he has."""
    pas = goods = 0
    for _, load, n in stock(state, player):
        if load in COMPANIES:
            pas += n
        else:
            goods += n
    seats, room = capacity(state, player)
    return max(0, pas - seats), max(0, goods - room)


def train_worth(state: State, player: str, a: dict, want: tuple[int, int]) -> float:
    """The loads the train would carry that no train of his has room for, less its price (a
    missing brown influence costs three points)."""
    t = state.train_display.trains[a["train"]]
    pas, goods = want
    carried = min(pas, t.passengers) * 2 + min(goods, t.goods) * 2.3
    missing = max(0, a["price"] - state.influence("brown", player))
    cost = a["price"] - missing + 3 * missing * 0.7 + 0.3 * (rounds_left(state) > 1) * a["price"]
    return carried - cost


def rivals_loads(state: State, player: str) -> set[tuple[str, str]]:
    """What a rival still in the phase could take too."""
    out: set[tuple[str, str]] = set()
    for p in state.players:
        if p != player and p not in state.passed and p in state.trains.values():
            out.update(transport.loadable(state, p))
    return out


def choose_transport(state: State, player: str, legal: list[dict], rnd: random.Random, noise: float) -> dict:
    loads = [a for a in legal if a["type"] == "transport"]
    if loads:
        contested = rivals_loads(state, player)
        bonus = set_bonuses(state, player)

        def score(a: dict) -> float:
            worth = load_worth(state, a["load"]) + bonus.get(a["load"], 0.0)
            return worth + (0.5 if (a["area"], a["load"]) in contested else 0) + noise * rnd.random()

        return max(loads, key=score)
    trains = [a for a in legal if a["type"] == "buy_train"]
    if trains:
        want = wanted(state, player)
        worths = [(train_worth(state, player, a, want), a) for a in trains]
        worth, best = max(worths, key=lambda w: w[0] + noise * rnd.random())
        if worth > 0:
            return best
    return next(a for a in legal if a["type"] == "pass")


def set_bonuses(state: State, player: str) -> dict[str, float]:
    """A load of a kind he has fewest of brings a full set (2 VP) nearer."""
    held = dict(state.loads[player])
    for t in transport.owned_trains(state, player):
        for x in state.on_trains[t.id]:
            held[x] = held.get(x, 0) + 1
    least = min(held.values())
    return {k: 0.6 for k, n in held.items() if n == least}


# --- takeovers (phase 9) ---


def choose_takeover(state: State, player: str, legal: list[dict], title, rnd: random.Random) -> dict:
    if state.takeover:
        return takeover_step(state, legal)
    best, choice = 0.0, None
    for a in legal:
        if a["type"] == "takeover_start":
            worth = takeover_worth(state, player, a, title)
            if worth > best:
                best, choice = worth, a
    return choice or next(a for a in legal if a["type"] == "pass")


def takeover_step(state: State, legal: list[dict]) -> dict:
    """Hand over as long a line as the influence allows."""
    on = [a for a in legal if a["type"] == "takeover_border"]
    return on[0] if on else legal[0]


def takeover_worth(state: State, player: str, start: dict, title) -> float:
    trial = title.clone(state)
    before = stock_worth(trial, player)
    title.apply(trial, start)
    while trial.takeover:
        title.apply(trial, takeover_step(trial, title.legal_actions(trial)))
    pieces = len(trial.own_borders(player))
    shed = len(state.own_borders(player)) - pieces
    later = 0 if state.round == state.rounds else min(rounds_left(state) - 1, 3)
    paid = state.influence(start["company"], player) - trial.influence(start["company"], player)
    return shed * (1 + later) - 0.8 * paid - (before - stock_worth(trial, player))


# --- payment ---


def choose_pay(state: State, player: str, legal: list[dict]) -> dict:
    def spare(a: dict) -> float:
        if a["source"] == "cubes":
            return 100.0
        need = NEED[a["source"]] if state.phase in (BUILD, AUCTION) else 0
        return state.influence(a["source"], player) - need

    best = max(legal, key=spare)
    return {**best, "amount": best["amount"]["max"]}


# --- one move ---


def choose(state: State, title, legal: list[dict], rnd: random.Random, depth: int = 2, noise: float = 0.0) -> dict:
    """The rule-of-thumb move for the player to act (`legal`: his legal actions)."""
    player = legal[0]["player"]
    kind = legal[0]["type"]
    if kind == "pay":
        return choose_pay(state, player, legal)
    if kind == "choose_influence":
        return choose_influence(state, player, legal)
    phase = state.phase
    if phase == AUCTION:
        return choose_bid(state, player, legal, rnd, noise)
    if phase == BUILD:
        return choose_build(state, player, legal, rnd, depth, noise)
    if phase == TRANSPORT:
        return choose_transport(state, player, legal, rnd, noise)
    if phase == TAKEOVERS:
        return choose_takeover(state, player, legal, title, rnd)
    return concrete(rnd.choice(legal), rnd)


def play_out(
    state: State, title, rnd: random.Random, until: Callable[[State], bool], depth: int, noise: float
) -> State:
    """Play on by the rule of thumb (every player) until `until(state)` or the game's end."""
    while state.phase != OVER and not until(state):
        legal = title.legal_actions(state)
        title.apply(state, choose(state, title, legal, rnd, depth, noise))
    return state
