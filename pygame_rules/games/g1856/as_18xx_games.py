"""1856 as 18xx.games plays it, where it parts from the rule book (deviations.py names each
point; the rule book's answers are the defaults in ways.py): its answers at those points, its
answers to the layer's questions where they differ; layer.py's state class takes them in a game
played with the option "play as 18xx.games does" (an imported game goes on with it)."""

from __future__ import annotations

from dataclasses import replace

from ...core18xx import cached_graph
from ...core18xx.hooks import Rules18xx
from ...core18xx.ways import as_18xx_games, nothing
from . import certificates, cgr
from .state import Corporation, State
from .ways import Ways


def closed_trains_to_pool(state: State, corp: Corporation) -> bool:
    """A closed corporation's trains leave the game."""
    return not corp.trains


def formation_moves_on(state: State, f: cgr.Formation, moving_on: str) -> bool:
    """Where the round moves on at once, the question on trains passes (unless it was the last
    corporation that finished) and the merged stations are all kept (unless a corporation was
    skipped: then the stations are asked, not the trains)."""
    if moving_on != "finished":
        state.cgr_question = False
    if moving_on != "skipped":
        cgr.keep_every_station(state, f)
        return True
    f.ask_trains = False
    return False


WAYS = Ways(
    marker_stays_at_the_edge=as_18xx_games,
    certificate_limit_compared=nothing,
    directorship_unguarded=as_18xx_games,
    free_station_keeps_wsrc=as_18xx_games,
    cgr_discards_wait=as_18xx_games,
    formation_moves_on=formation_moves_on,
    cgr_asked_again=as_18xx_games,
    false_director_keeps_cash=as_18xx_games,
    interest_forgotten=as_18xx_games,
    bankrupt_settles_loans=as_18xx_games,
    stale_station_cities=cached_graph.station_cities,
    station_placed=nothing,
    station_left=nothing,
)


def rules(book: Rules18xx[State, Corporation]) -> Rules18xx[State, Corporation]:
    """The layer's answers, 18xx.games' where they differ from the rule book's (`book`)."""
    return replace(
        book,
        market=replace(book.market, certificate_limit=certificates.limit_18xx),
        end=replace(book.end, closed_trains_to_pool=closed_trains_to_pool),
    )
