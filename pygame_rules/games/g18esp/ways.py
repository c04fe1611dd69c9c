"""18ESP's points where the rule book and 18xx.games part ways (core18xx/ways.py; the deviations
by name, with the D/U items of docs/rules-18esp.md: deviations.py), and the rule book's answers
at them; 18xx.games' are in as_18xx_games.py, with its answers to the layer's questions where
they differ (bids, passing, a minor's barred stops, the train as it runs)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...core18xx import market_moves, runs, ways
from ...core18xx.routes import Route
from ...core18xx.ways import no, noted
from . import loans, one_leg, takeover, track, trains18xx
from .runs import SAME_HEX
from .state import Corporation, State

Choices = Callable[[State, Corporation, str], list[dict]]


@dataclass(frozen=True)
class Ways(ways.Ways[State]):
    # 4: the stock round
    seller_left_succeeds: Callable[[State], bool]  # a tie for the directorship (director_tie)
    loan_rounded_up: Callable[[State], bool]  # an odd loan beside an odd sum owed (D33)
    repayments: Callable[[State, str, int], list[dict]]  # what the player may repay (most: his cash)
    # 5.3: track, stations and passes
    lay_offers: Choices  # the tile lays (D39: none once 18xx.games' track step has ended)
    no_lay_after_station: Callable[[State], bool]  # ... refused then (D39)
    no_tile_while_second_unpaid: Callable[[State], bool]  # between the two tile actions (D31)
    second_tile_free_on_mine_hex: Callable[[State], bool]  # (D31)
    p1_beside: Callable[[State], bool]  # P1's lay beside the turn's tile actions (D36)
    p1_barred: Callable[[State], frozenset[str]]  # where P1 may not lay (D21)
    p1_barred_from_teruel: Callable[[State], bool]  # (D21)
    kept_for_mz: Callable[[State, Corporation], list[str]]  # cities no marker may take (D45)
    madrid_kept_for_mz: Callable[[State], bool]  # ... a marker placed there is refused (D45)
    lifted_marker_paid: Callable[[State], bool]  # a lifted marker costs its price again (D42)
    pass_choices: Choices  # the passes to open (D39)
    no_pass_after_station: Callable[[State], bool]  # (D39)
    p4_may_open_a_second_pass: Callable[[State], bool]  # P4's pass beside the turn's (D20)
    p4_pass_beside_the_turns: Callable[[State], bool]  # ... not counted (D20)
    # 5.4: runs
    hex_twice_refused: Callable[[State], bool]  # a route with two stops in one hex (D34)
    one_leg_misread_refused: Callable[[State], bool]  # a route of one leg (D41)
    run_checked: Callable[[State, Corporation, Route], None]  # the trains as 18xx.games reads them
    best_routes: Callable[[State, Corporation], list[dict]]  # the run the legal action offers
    # 5.7, 6.2: trains
    recyclable_cards: Callable[[State, list[str]], list[str]]  # cards to combine with (D10)
    recycled_card_kept: Callable[[State], bool]
    train_limit_checked: Callable[[State], None]  # after a purchase (D35)
    trains_kept_over_the_limit: Callable[[State], bool]  # after a takeover (D35)
    loan_beside_sales: Callable[[State, Corporation, str, int, bool], list[dict]]  # (D12)
    nobody_consents: Callable[[State], bool]  # a deal with another player's corporation
    no_export_before_floating: Callable[[State], bool]
    # privates, minors, takeovers, goals
    p2_asked_in_phase_4: Callable[[State], bool]  # (D4)
    strawberry_runs_at_once: Callable[[State], bool]
    minor_compensated: Callable[[State], bool]
    markers_stay_locked: Callable[[State], bool]
    no_share_from_open_market: Callable[[State], bool]
    vacated_madrid_place_dropped: Callable[[State], bool]  # (D40)
    stacked_place_kept: Callable[[State], bool]  # (D43)
    destination_searched_from_any_city: Callable[[State], bool]
    destination_from_any_station: Callable[[State], bool]


def nothing_kept(state: State, corp: Corporation) -> list[str]:
    return []


def all_cards(state: State, cards: list[str]) -> list[str]:
    return cards


def nothing_more(state: State, *args: object) -> list[dict]:
    return []


def nowhere(state: State) -> frozenset[str]:
    return frozenset()


RULE_BOOK = Ways(
    marker_stays_at_the_edge=market_moves.MOVES_ON_AT_THE_EDGE,
    seller_left_succeeds=noted("director_tie"),
    loan_rounded_up=noted(loans.ROUNDING),
    repayments=loans.any_part,
    lay_offers=track.lay_offers,
    no_lay_after_station=noted("lay_after_station"),
    no_tile_while_second_unpaid=no,
    second_tile_free_on_mine_hex=no,
    p1_beside=no,
    p1_barred=nowhere,
    p1_barred_from_teruel=noted("p1_on_teruel"),
    kept_for_mz=nothing_kept,
    madrid_kept_for_mz=noted("madrid_kept_for_mz"),
    lifted_marker_paid=noted("lifted_marker_paid"),
    pass_choices=track.pass_choices,
    no_pass_after_station=noted("pass_after_station"),
    p4_may_open_a_second_pass=no,
    p4_pass_beside_the_turns=noted("p4_pass_beside_the_turns"),
    hex_twice_refused=noted(SAME_HEX),
    one_leg_misread_refused=noted(one_leg.ONE_LEG),
    run_checked=trains18xx.note_reading,
    best_routes=runs.best_routes,
    recyclable_cards=all_cards,
    recycled_card_kept=noted("recycled_card_kept"),
    train_limit_checked=ways.nothing,
    trains_kept_over_the_limit=noted(takeover.TRAIN_LIMIT),
    loan_beside_sales=nothing_more,
    nobody_consents=noted("consent"),
    no_export_before_floating=noted("export_before_floating"),
    p2_asked_in_phase_4=noted("p2_open_in_phase_4"),
    strawberry_runs_at_once=noted("strawberry_runs_at_once"),
    minor_compensated=noted("minor_compensation"),
    markers_stay_locked=noted("markers_stay_locked"),
    no_share_from_open_market=noted("takeover_share_from_open_market"),
    vacated_madrid_place_dropped=noted("madrid_place_kept"),
    stacked_place_kept=noted("stacked_place_kept"),
    destination_searched_from_any_city=noted("destination_search"),
    destination_from_any_station=noted("destination_from_any_station"),
)
