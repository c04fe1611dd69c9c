"""18ESP's trains on the route layer ('Die Züge' 5.4.1, 'Routen fahren mit Zügen' 5.4.2,
'Gebirgspässe' 6.2, 'Kombinierte Züge' 6.2.1; P3 and P5, 3.1): how each train runs
(`routes.TrainSpec`), what no train of a corporation may visit, its bonuses, and a run's
revenue with the part the treasury receives whatever the dividend.

- A broad side N visits N revenue locations of any kind on broad track; a narrow side N+M visits
  N of any kind and M more towns, mines or harbours (never a city, a pass or a red off-board), on
  narrow track (5.4.1, 5.4.2). Every location visited pays (a pass 0, 5.4.2). Printed pass,
  off-board and harbour track is dual: both sides run on it, so a broad and a narrow train may
  both start at an open pass (6.2).
- A tender lets the train it goes with this turn visit one more town, mine or harbour (3.1, P5).
- A combined train (6.2.1): a train and a recycled card under it, one train with both ranges
  added, on both gauges. Its route runs over one mountain pass and visits at least one revenue
  location on each map part (the pass belongs to neither); the narrow side's M may lie on either
  part. A tender on it adds one town, mine or harbour "auf jedem Spielplanteil": one on each map
  part (18xx.games: one in all, U12; trains18xx.py).
- P3's strawberry train, a permanent 2 on broad track: its first route includes the town of
  Aranjuez (3.1), the one of Toledo and Aranjuez's tile joined to Madrid (5.3.1); 18xx.games
  asks for a route through both hexes F26 and F24 instead (D5; trains18xx.py).
- No train visits a closed pass; a minor's trains no pass and no red off-board (5.1.2, 5.4.2;
  18xx.games lets a minor visit an open pass, D18: as_18xx_games.py). One pass per route, no
  route from W to W or from E to E (the map's groups). Bonuses (5.4.2 'Boni', 6.2): a pass with
  the corporation's marker, W to E +100, Madrid or Barcelona to Gijón or Bilbao +100.
- Mines and harbours pay the treasury (5.3.3, 5.4.2): `run` says how much of a run that is.

For the title's hooks: `train_spec` (RunRules.train_spec), `barred_stops`, `route_bonuses`,
`TREASURY_SYMBOLS` (RunRules.treasury_symbols); at the run: `run`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ...core18xx import runs
from ...core18xx.board import load_board
from ...core18xx.network import network
from ...core18xx.routes import ALL_STOPS, Allowance, Need, Route, TrainSpec
from ...core18xx.state import BoardState, split_node
from ...errors import IllegalAction
from . import board, one_leg
from .data import NORTH, SOUTH, data
from .state import Corporation, State
from .trains import BOTH, BROAD, EXTRA_STOPS, NARROW, STRAWBERRY, recycled_side, side

TREASURY_SYMBOLS = board.TREASURY_SYMBOLS
ARANJUEZ_HEX, MADRID_HEX = "F26", "F24"

# deviations noted when a run by the rule book would be refused on 18xx.games (`run`)
COMBINED_TENDER = "combined_tender"  # U12: a tender on a combined train, one stop on each map part
STRAWBERRY_RUN = "strawberry_first_run"  # D5: the first route through Aranjuez, Madrid or not
SAME_HEX = "same_hex_twice"  # D34: two stops in one hex (Madrid's cities), an OO hex's aside
OO = "OO"


# --- the map parts ---


@cache
def map_part(region: str) -> frozenset[str]:
    """The hexes of the northern or the southern map (6.2.1); the passes belong to neither."""
    return frozenset(c for c, h in load_board(board.PACKAGE).hexes.items() if h.region == region)


@cache
def pass_hexes() -> frozenset[str]:
    return frozenset(board.mountain_passes())


@cache
def combined_needs() -> tuple[Need, ...]:
    """A combined train's route: over a mountain pass, a stop on each map part (6.2.1)."""
    return (
        Need(pass_hexes(), "18esp.route.over_a_pass"),
        Need(map_part(NORTH), "18esp.route.both_maps"),
        Need(map_part(SOUTH), "18esp.route.both_maps"),
    )


def aranjuez(state: BoardState) -> str | None:
    """Aranjuez's town: the one on F26's tile with track towards Madrid (5.3.1: the tile must join
    Madrid; P3: the Madrid-Aranjuez railway); None while F26 has no tile."""
    net = network(state)
    required = state.board.hexes[ARANJUEZ_HEX].required_exits
    for t in net.at_edge.get((ARANJUEZ_HEX, next(iter(required))), ()):
        track = net.tracks[t]
        node = track.b if isinstance(track.b, str) else track.a
        if isinstance(node, str) and net.kinds.get(node) == "town":
            return node
    return None


def strawberry_needs(state: BoardState) -> tuple[Need, ...]:
    """The strawberry train's first route: through Aranjuez (3.1)."""
    town = aranjuez(state)
    return (Need(frozenset({town} if town else ()), "18esp.route.aranjuez"),)


# --- trains ---


def distance(side: str) -> tuple[int, int]:
    """(revenue locations of any kind, more towns, mines or harbours) of a side by its name: "4"
    (4, 0), "3+4" (3, 4), P3's "2P" (2, 0)."""
    card = data().train_type(side)
    if side == card["name"]:
        return card["distance"], 0
    return card["narrow"]["any"], card["narrow"]["towns"]


def spec(
    train: str,
    side: str,
    recycled: str | None = None,
    tender: bool = False,
    needs: tuple[Need, ...] = (),
    tender_by_map_part: bool = True,
) -> TrainSpec:
    """How a train runs: `side` the name of the side it runs on ("4", "3+4", "2P"); `recycled`
    the side of the recycled card under it (a combined train); `tender`: the tender goes with it
    this turn, on a combined train one more stop on each map part (U12: `tender_by_map_part`);
    `needs`: more the route must include (the strawberry train's first run)."""
    any_, extra = distance(side)
    gauges = NARROW if "+" in side else BROAD
    tenders: tuple[Allowance, ...] = ()
    if recycled is not None:
        more_any, more_extra = distance(recycled)
        any_, extra, gauges, needs = any_ + more_any, extra + more_extra, BOTH, combined_needs() + needs
        if tender and tender_by_map_part:
            tenders = tuple(Allowance(EXTRA_STOPS, 1, 1, map_part(part)) for part in (NORTH, SOUTH))
            tender = False
    extra += data().tender["extra_stops"] if tender else 0
    smaller = (Allowance(EXTRA_STOPS, extra, extra),) if extra else ()
    return TrainSpec(train, (Allowance(ALL_STOPS, any_, any_), *smaller, *tenders), gauges, needs)


def train_spec(
    state: State,
    corp: Corporation,
    train: str,
    first_run: Callable[[BoardState], tuple[Need, ...]] = strawberry_needs,
    tender_by_map_part: bool = True,
) -> TrainSpec:
    """The answer to `RunRules.train_spec`: the train as its owner runs it this turn (its side, the
    recycled card under it, the tender, the strawberry train's `first_run`). 18xx.games reads the
    combined train's tender and the strawberry train otherwise (trains18xx.py)."""
    recycled = recycled_side(state, train)
    tender = state.operating is not None and state.operating.tender_train == train
    needs = first_run(state.board) if train == STRAWBERRY and not state.strawberry_ran else ()
    return spec(train, side(state, train), recycled, tender, needs, tender_by_map_part)


# --- what the corporation's trains may visit and earn ---


def barred_stops(state: State, corp: Corporation) -> frozenset[str]:
    """The answer to `RunRules.barred_stops`: closed passes; for a minor every pass and red
    off-board (5.1.2, 5.4.2)."""
    return board.barred_stops(state.board, corp.minor)


def route_bonuses(state: State, corp: Corporation) -> tuple:
    """The answer to `RunRules.route_bonuses`: its passes' bonuses, W to E, Madrid or Barcelona to
    Gijón or Bilbao (5.4.2, 6.2)."""
    return board.route_bonuses(state.board, corp.id)


def run(state: State, corp: Corporation, routes: list) -> runs.RunResult:
    """The run checked (IllegalAction says why it is not valid): each route's revenue and what
    mines and harbours pay into the treasury (5.4.2). Where a route is valid by the rule book but
    not on 18xx.games (a combined train's tender used on both map parts, U12; the strawberry
    train's first run without Madrid, D5; two stops in one hex, D34), the game notes the
    deviation; as 18xx.games plays, a route with two stops in one hex is refused."""
    result = runs.run_result(state, corp, routes)
    parsed = runs.parse(routes)
    specs = runs.train_specs(state, corp)
    for route in parsed:
        hex_ = hex_twice(state.board, route)
        if hex_ is not None and state.ways.hex_twice_refused(state):
            raise IllegalAction.said("18esp.route.same_hex", train=route.train, hex=hex_)
        others = [r for r in parsed if r is not route]
        stop = one_leg.misread(state.board, corp.id, route, others, specs[route.train].gauges)
        if stop is not None and state.ways.one_leg_misread_refused(state):
            raise IllegalAction.said("18esp.route.one_leg", train=route.train, stop=stop)
        state.ways.run_checked(state, corp, route)
    return result


def hex_twice(state: BoardState, route: Route) -> str | None:
    """A hex the route stops in twice, an OO hex aside (18xx.games refuses such a route; the rule
    book only forbids visiting a revenue location twice, 5.1.2)."""
    seen: set[str] = set()
    for stop in route.stops:
        coord = split_node(stop)[0]
        if coord in seen and state.board.hexes[coord].face.label != OO:
            return coord
        seen.add(coord)
    return None


def runnable_trains(state: State, corp: Corporation) -> list[str]:
    return [t for t in corp.trains if t not in state.idle_trains]
