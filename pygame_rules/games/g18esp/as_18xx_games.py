"""18ESP as 18xx.games plays it, where it parts from the rule book (deviations.py names each
point, with the D/U items of docs/rules-18esp.md; the rule book's answers are in ways.py): its
answers at those points, its answers to the layer's questions where they differ; layer.py's state class takes them in a game
played with the option "play as 18xx.games does" (an imported game goes on with it). Its track step is track18xx.py."""

from __future__ import annotations

from dataclasses import replace

from ...core18xx import depot, roster, runs
from ...core18xx.best_routes import best_routes as search
from ...core18xx.hooks import Rules18xx
from ...core18xx.routes import RouteContext, TrainSpec
from ...core18xx.state import BoardState, split_node
from ...core18xx.ways import as_18xx_games, nothing
from . import board, loans, one_leg, track, track18xx, trains18xx
from . import runs as esp_runs
from .state import Corporation, State
from .trains import bank_buys
from .ways import Ways

TERUEL = track.TERUEL


# --- the stock round and the auction ---


def bid_step(state: State) -> int:
    """Any amount from the least bid up: its bids are not held to the steps of 5 (3.2)."""
    return 1


def may_pass(state: State, player: str) -> bool:
    """A player who can repay his whole loan and has nothing to sell must repay (4)."""
    return not loans.repayment_is_all_left(state, player)


def only_the_whole(state: State, player: str, most: int) -> list[dict]:
    """The whole loan or nothing (partial_repayment)."""
    whole = loans.owed(state, player)
    return [{"type": loans.REPAY, "player": player, "amount": whole}] if most == whole else []


# --- track (its step: track18xx.py) ---


def lay_offers(state: State, corp: Corporation, player: str) -> list[dict]:
    """None once its track step has ended by itself (D39)."""
    return [] if state.operating.track_ended else track.lay_offers(state, corp, player)


def pass_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """None once its track step has ended by itself after the station marker and the last tile
    lay (D39), and P4's only while that step still asks for something else (its power is used in
    that step, 3.1)."""
    if track18xx.ended(state, corp):
        return []
    out = track.pass_choices(state, corp, player)
    if any(a.get("private") for a in out) and not track18xx.track_asks(state, corp):
        out = [a for a in out if not a.get("private")]
    return out


def p1_barred(state: State) -> frozenset[str]:
    """D21: its P1 does not lay on Teruel."""
    return frozenset([TERUEL])


# --- runs ---


def barred_stops(state: State, corp: Corporation) -> frozenset[str]:
    """A minor is barred only from the off-boards and closed passes (D18)."""
    barred = board.barred_stops(state.board, corp.minor)
    if corp.minor:
        passes = {p.city for p in board.mountain_passes().values()}
        barred = (barred - passes) | board.barred_stops(state.board, False)
    return barred


def best_routes(state: State, corp: Corporation) -> list[dict]:
    """None of its routes stops twice in one hex (D34): where the best one does, the search is
    made again without each of that hex's stops in turn, and the best of those runs is kept. Nor
    does a route of one leg end where it reads another stop (D41): the search is made again
    without that stop."""
    specs = list(runs.train_specs(state, corp).values())
    return [r.to_json() for r in _apart(state.board, specs, runs.context(state, corp)).routes]


def _apart(state: BoardState, specs: list[TrainSpec], context: RouteContext):
    found = search(state, specs, context, max_steps=runs.SEARCH_STEPS)
    gauges = {spec.id: spec.gauges for spec in specs}
    for route in found.routes:
        others = [r for r in found.routes if r is not route]
        stop = one_leg.misread(state, context.corporation, route, others, gauges[route.train])
        if stop is not None:  # D41: it would read it as another route
            return _apart(state, specs, replace(context, barred=context.barred | {stop}))
    twice = next((r for r in found.routes if esp_runs.hex_twice(state, r)), None)
    if twice is None:
        return found
    coord = esp_runs.hex_twice(state, twice)
    tries = [
        _apart(state, specs, replace(context, barred=context.barred | {stop}))
        for stop in twice.stops
        if split_node(stop)[0] == coord
    ]
    return max(tries, key=lambda run: run.total)


# --- trains ---


def recyclable_cards(state: State, cards: list[str]) -> list[str]:
    """Only rusted types (D10)."""
    rusted = {
        t["name"]
        for t in roster.types(state)
        if t.get("rusts_on") and roster.phase_on(state, t["rusts_on"]) <= state.phase
    }
    return [t for t in cards if depot.train_type(t) in rusted]


def train_limit_checked(state: State) -> None:
    """A major kept over its limit after a takeover gives trains up once a train is bought (D35),
    the bank's export counted too."""
    state.discards = roster.over_limit(state)


def loan_beside_sales(state: State, corp: Corporation, player: str, cost: int, sold: bool) -> list[dict]:
    """Where sales would cover the train, the loan is offered too until the first sale (D12)."""
    return [] if sold else bank_buys(state, corp, player, cost)


WAYS = Ways(
    marker_stays_at_the_edge=as_18xx_games,
    seller_left_succeeds=as_18xx_games,
    loan_rounded_up=as_18xx_games,
    repayments=only_the_whole,
    lay_offers=lay_offers,
    no_lay_after_station=as_18xx_games,
    no_tile_while_second_unpaid=as_18xx_games,
    second_tile_free_on_mine_hex=as_18xx_games,
    p1_beside=as_18xx_games,
    p1_barred=p1_barred,
    p1_barred_from_teruel=as_18xx_games,
    kept_for_mz=track.mz_keeps_madrid,
    madrid_kept_for_mz=as_18xx_games,
    lifted_marker_paid=as_18xx_games,
    pass_choices=pass_choices,
    no_pass_after_station=as_18xx_games,
    p4_may_open_a_second_pass=as_18xx_games,
    p4_pass_beside_the_turns=as_18xx_games,
    hex_twice_refused=as_18xx_games,
    one_leg_misread_refused=as_18xx_games,
    run_checked=nothing,
    best_routes=best_routes,
    recyclable_cards=recyclable_cards,
    recycled_card_kept=as_18xx_games,
    train_limit_checked=train_limit_checked,
    trains_kept_over_the_limit=as_18xx_games,
    loan_beside_sales=loan_beside_sales,
    nobody_consents=as_18xx_games,
    no_export_before_floating=as_18xx_games,
    p2_asked_in_phase_4=as_18xx_games,
    strawberry_runs_at_once=as_18xx_games,
    minor_compensated=as_18xx_games,
    markers_stay_locked=as_18xx_games,
    no_share_from_open_market=as_18xx_games,
    vacated_madrid_place_dropped=as_18xx_games,
    stacked_place_kept=as_18xx_games,
    destination_searched_from_any_city=as_18xx_games,
    destination_from_any_station=as_18xx_games,
)


def rules(book: Rules18xx[State, Corporation]) -> Rules18xx[State, Corporation]:
    """The layer's answers, 18xx.games' where they differ from the rule book's (`book`)."""
    return replace(
        book,
        auction=replace(book.auction, bid_step=bid_step),
        stock=replace(book.stock, may_pass=may_pass),
        runs=replace(book.runs, barred_stops=barred_stops, train_spec=trains18xx.train_spec),
    )
