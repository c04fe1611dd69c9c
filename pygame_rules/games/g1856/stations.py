"""Station markers on 1856's map: where a corporation may place one, placing, removing and
exchanging them (the CGR's), each change told to cached_graph (18xx.games' stale copy of the map)."""

from __future__ import annotations

from ...core18xx import cached_graph, tokens, track_step
from ...core18xx.state import node_id
from ...errors import IllegalAction
from .state import Corporation, State


def token_cities(state: State, corp: Corporation, reach: bool = True) -> list[str]:
    return tokens.token_options(state.board, corp.id, reach=reach)


def free_cities(state: State, corp: Corporation, coord: str) -> list[str]:
    """Cities of a hex where the corporation may place a marker without a connection."""
    tile, _ = state.board.face(coord)
    cities = [node_id(coord, ref) for ref in tile.cities()]
    return [c for c in cities if tokens.token_problem(state.board, corp.id, c, reach=False) is None]


def place_token(state: State, corp: Corporation, city: str, price: int, reach: bool = True) -> None:
    if not isinstance(city, str):
        raise IllegalAction.said("1856.station.no_city")
    track_step.place_marker(state, corp, city, price, reach=reach)
    cached_graph.cleared(state)
    if price:
        state.say("1856.station.placed_for", corp=corp.id, city=city, amount=price)
    else:
        state.say("1856.station.placed", corp=corp.id, city=city)


def remove_tokens(state: State, corp: Corporation) -> None:
    for city in tokens_of(state, corp):
        remove_token(state, corp.id, city)


def remove_token(state: State, corp: str, city: str) -> None:
    cached_graph.markers_changing(state, [city])
    tokens.remove_token(state.board, corp, city)


def exchange_token(state: State, corp: str, city: str) -> None:
    """A marker taking the place of others (the CGR's), into the first free slot."""
    cached_graph.markers_changing(state, [city])
    tokens.exchange_token(state.board, corp, city)


def tokens_of(state: State, corp: Corporation) -> list[str]:
    return [city for city, s in state.board.tokens.items() if corp.id in s]
