"""1856's points where the rule book and 18xx.games part ways (core18xx/ways.py; the deviations
by name: deviations.py), and the rule book's answers at them; 18xx.games' are in
as_18xx_games.py, with its answers to the layer's questions where they differ (the certificate
limit, a closed corporation's trains)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...core18xx import cached_graph, market_moves, ways
from ...core18xx.ways import noted
from . import certificates, cgr
from .state import Corporation, State

Formation = cgr.Formation


@dataclass(frozen=True)
class Ways(ways.Ways[State]):
    # after an action: the rule book's limit against 18xx.games' (noted where they differ)
    certificate_limit_compared: Callable[[State], None]
    # 'Zwangsverkauf': the guard on the directorship lapses after the first action
    directorship_unguarded: Callable[[State], bool]
    # the W&S's free station in Kitchener leaves the private open
    free_station_keeps_wsrc: Callable[[State], bool]
    # 'CGR': the CGR's discards wait for its dividend
    cgr_discards_wait: Callable[[State], bool]
    # 'CGR': a formation where the round moves on at once is over (its stations kept) or goes on
    formation_moves_on: Callable[[State, Formation, str], bool]
    # 'CGR': the director is asked again about the CGR's trains
    cgr_asked_again: Callable[[State], bool]
    # 'CGR': the half-paid director who cannot pay keeps his cash when the game ends
    false_director_keeps_cash: Callable[[State], bool]
    # 'Zinsen': interest not yet paid at the turn's end is forgotten
    interest_forgotten: Callable[[State], bool]
    # 'Bankrott': the bankrupt's corporation settles its loans and interest before its turn ends
    bankrupt_settles_loans: Callable[[State], bool]
    # the station step: the cities 18xx.games' old graph reaches (None: the board's own)
    stale_station_cities: Callable[[State, Corporation], list[str] | None]
    # a station placed or the step left: noted where 18xx.games' old graph would differ
    station_placed: Callable[[State, Corporation, str], None]
    station_left: Callable[[State, Corporation, Callable[[list[str]], bool]], None]


RULE_BOOK = Ways(
    marker_stays_at_the_edge=market_moves.MOVES_ON_AT_THE_EDGE,
    certificate_limit_compared=certificates.compare_limits,
    directorship_unguarded=noted("directorship_guarded"),
    free_station_keeps_wsrc=noted("wsrc_stays_open"),
    cgr_discards_wait=noted("discards_after_dividend"),
    formation_moves_on=noted("cgr_ends_round"),
    cgr_asked_again=noted("cgr_asked_again"),
    false_director_keeps_cash=noted("false_director_keeps_cash"),
    interest_forgotten=noted("interest_at_turn_end"),
    bankrupt_settles_loans=noted("bankrupt_settles_loans"),
    stale_station_cities=ways.none,
    station_placed=cached_graph.check_station_placed,
    station_left=cached_graph.check_station_left,
)
