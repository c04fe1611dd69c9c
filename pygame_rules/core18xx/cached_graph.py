"""18xx.games' cached map graph, followed only to see where 18xx.games departs from the board.

18xx.games works out, per corporation, what it reaches (for tile lays and station markers) and
whether it may place a marker, when the corporation first needs it, and keeps that until the next
tile lay, station marker or (1856) bridge/tunnel sale. Markers that leave the map in between (a
corporation closes, 1856's CGR forms) or arrive without a station step (a home station, the CGR's
exchanged markers) stay unseen by a corporation whose graph it worked out before: 18xx.games may
then skip that corporation's station step, ask for a station where none may go, or refuse a
station or tile lay the board allows. Our engine follows the board, as the rule books do
(1856 'Gleisbau', 'Bahnhöfe': what the corporation reaches now), and notes the action where the two
part as the known deviation "stale_graph"; with the option `as_18xx_games` its station step is
played as 18xx.games plays it (tile lays are only noted).

`state.graph_seen` holds the corporations whose graph 18xx.games has worked out since the last
clearing (approximated: each corporation while it operates), each with the slots of the cities
whose markers changed since, as they were before. Whether a marker may go at all it works out
at the corporation's station step, when the corporation can pay for one (a loan counted), on
the map as it is then, and keeps that answer too (`state.tokens_seen`).
"""

from __future__ import annotations

from collections.abc import Callable

from .game_state import Corporation, GraphSeen, State
from .reach import reach
from .state import BoardState, split_node
from .tokens import token_options

DEVIATION = "stale_graph"


def cleared(state: State) -> None:
    """A tile lay, a station marker placed in a station step, a bridge or tunnel sold."""
    state.graph_seen.clear()
    state.tokens_seen.clear()


def markers_changing(state: State, cities: list[str]) -> None:
    """Before markers leave or arrive without clearing (a home station: its reservation too)."""
    for seen in state.graph_seen.values():
        for city in cities:
            if city not in seen.markers:
                slots = state.board.tokens.get(city)
                seen.markers[city] = list(slots) if slots is not None else None
            coord = split_node(city)[0]
            if coord not in seen.reservations:
                seen.reservations[coord] = list(state.board.reservations.get(coord, []))


def operating(state: State, corp: Corporation, station_asked: bool) -> None:
    """The corporation operates (`station_asked`: at its station step, able to pay a marker)."""
    if station_asked and corp.id not in state.tokens_seen:
        state.tokens_seen.add(corp.id)
        state.graph_seen[corp.id] = GraphSeen()  # worked out anew
    else:
        state.graph_seen.setdefault(corp.id, GraphSeen())


def station_cities(state: State, corp: Corporation) -> list[str] | None:
    """Where 18xx.games' graph of the corporation lets a marker go (None: its graph shows the
    map as it is). Played so with the option `as_18xx_games`: the station step asks when this
    is not empty, and offers those of the cities with room now."""
    then = _board_then(state, corp)
    return None if then is None else token_options(then, corp.id)


def check_station_placed(state: State, corp: Corporation, city: str) -> None:
    """A marker placed by the rule book in a city 18xx.games' old graph does not reach."""
    then = _board_then(state, corp)
    if then is not None and city not in token_options(then, corp.id):
        state.deviations.append(DEVIATION)


def check_station_left(state: State, corp: Corporation, asks: Callable[[list[str]], bool]) -> None:
    """The station step left without a marker (played by the rule book): noted where
    18xx.games would have asked and we did not, or the other way round (`asks(cities)`:
    whether the step asks when the corporation reaches these cities)."""
    then = _board_then(state, corp)
    if then is None:
        return
    if asks(token_options(then, corp.id)) != asks(token_options(state.board, corp.id)):
        state.deviations.append(DEVIATION)


def check_lay(state: State, corp: Corporation, hex_: str) -> None:
    then = _board_then(state, corp)
    if then is not None and hex_ not in reach(then, corp.id).edges:
        state.deviations.append(DEVIATION)


def _board_then(state: State, corp: Corporation) -> BoardState | None:
    """The board as the corporation's graph still shows it (None: as it is)."""
    seen = state.graph_seen.get(corp.id)
    if not seen or not seen.markers:
        return None
    markers = {**state.board.tokens, **seen.markers}
    reservations = {**state.board.reservations, **seen.reservations}
    return BoardState(
        state.board.package,
        state.board.laid,
        {c: list(s) for c, s in markers.items() if s is not None},
        {coord: list(r) for coord, r in reservations.items() if r},
    )
