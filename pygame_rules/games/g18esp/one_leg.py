"""How 18xx.games reads a route of one leg (D41).

18xx.games keeps a run as the hexes each leg crosses and rebuilds the routes from them; the stops
it records choose between readings only for a route of two legs or more (`route.rb`
`connection_data`: one connection takes the first chain that fits). A route of one leg is read
as the first stop of the first hex's tile, then of the last hex's, joined along those hexes on
track of the train's gauges, one of them holding a station of the corporation and none of its
track on another route of the run. Where a hex holds a mine and a town (E7, E19, D8 before its
brown tile), the mine comes first: a train ending there at the town runs to the mine on
18xx.games, and the mine's money goes to the treasury (5.4.2).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core18xx.ids18xx import legs_along, route_to_18xx
from ...core18xx.network import network
from ...core18xx.routes import Route
from ...core18xx.state import BoardState, split_node

ONE_LEG = "one_leg_reading"  # D41: a route of one leg ends where 18xx.games reads it


def misread(
    state: BoardState, corporation: str, route: Route, others: Iterable[Route], gauges: frozenset[str]
) -> str | None:
    """The stop of a one-leg route 18xx.games reads as another one of its hex, or None."""
    if len(route.legs) != 1 or len(route.stops) != 2:
        return None
    net = network(state)
    hexes = route_to_18xx(state, route.to_json())["connections"][0]
    taken = {net.by_ref[ref][0] for other in others for leg in other.legs for ref in leg}
    for start, end, refs, _ in sorted(legs_along(state, hexes), key=lambda leg: _order(state, leg)):
        tracks = {net.by_ref[ref][0] for ref in refs}
        if tracks & taken or any(net.tracks[t].gauge not in gauges for t in tracks):
            continue
        if any(corporation in state.tokens.get(stop, ()) for stop in (start, end)):
            first, last = route.stops
            return first if start != first else last if end != last else None
    return None


def _order(state: BoardState, leg: tuple) -> tuple[int, int, int]:
    start, end, refs, _ = leg
    return _place(state, start), _place(state, end), len(refs)


def _place(state: BoardState, node: str) -> int:
    coord, ref = split_node(node)
    return list(state.face(coord)[0].stops).index(ref)
