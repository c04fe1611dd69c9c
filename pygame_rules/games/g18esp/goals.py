"""The majors' goals ('Ziele', 6.1). A major floated before phase 5 has three, in any order:

- its destination: its home station is connected to its destination city, other corporations'
  markers not blocking, no train needed (6.1.1): track leads from its home city to a revenue
  location of the destination hex as a train could run (no revenue location and no hex edge
  passed twice), through no off-board area and no closed mountain pass; checked when its turn
  begins and after each of its track, station and pass actions (18xx.games' moments, U9; their
  check after a takeover's marker sees the map as before it until the map next changes, so none
  is made there);
- a run to a red off-board area;
- a run including a harbour (both credited when its trains run, before the dividend, U27).

Each goal reached releases one locked station marker (6.1.3) and the bank pays its treasury 1x,
2x, 3x its start price for its first, second, third goal (6.1.2), also after phase 5 (U8).
18xx.games checks the destination from any of its stations (D28) and reaches any track of the
destination hex, through closed passes too (D38): `as_18xx_games`. Both searches walk the map as
18xx.games' graph does (each revenue location and path once, in its order).
"""

from __future__ import annotations

from ...core18xx.network import Network, Track, joined, network
from ...core18xx.reach import walks_into
from ...core18xx.state import BoardState, split_node
from .board import CLOSED
from .data import data
from .state import Corporation, State

DESTINATION, OFFBOARD, HARBOUR = "destination", "offboard", "harbour"


def open_goals(corp: Corporation) -> list[str]:
    return [g for g in data().goals["kinds"] if corp.goals and not corp.closed and g not in corp.reached]


def reach(state: State, corp: Corporation, goal: str) -> None:
    if goal not in open_goals(corp):
        return
    corp.reached.append(goal)
    amount = data().goals["capital_par_multiple"][len(corp.reached) - 1] * corp.par
    state.pay(None, corp, amount)
    released = corp.locked_tokens[: data().goals["tokens_released"]]
    del corp.locked_tokens[: len(released)]
    corp.tokens_left += released
    if goal == DESTINATION:
        state.say("18esp.goal.destination", corp=corp.id, amount=amount)
    elif goal == OFFBOARD:
        state.say("18esp.goal.offboard", corp=corp.id, amount=amount)
    else:
        state.say("18esp.goal.harbour", corp=corp.id, amount=amount)


def destination(corp: Corporation) -> str:
    return data().corporation(corp.id)["destination"]


def check_destination(state: State, corp: Corporation) -> None:
    if DESTINATION not in open_goals(corp):
        return
    goal = destination(corp)
    stations = [c for c, slots in state.board.tokens.items() if corp.id in slots]
    home = [c for c in stations if split_node(c)[0] == state.homes[corp.id][0]]
    book = connected(state.board, home, goal)
    theirs = graph_connected(state.board, stations, goal)
    if book != theirs:
        noted, from_home = [], graph_connected(state.board, home, goal)
        if from_home != book:
            noted.append(state.ways.destination_searched_from_any_city(state))
        if from_home != theirs:
            noted.append(state.ways.destination_from_any_station(state))
        book = theirs if all(noted) else book
    if book:
        reach(state, corp, DESTINATION)


def connected(board: BoardState, starts: list[str], goal: str) -> bool:
    """Whether track joins one of the cities `starts` to a revenue location of the hex `goal` as
    a train could run (6.1.1): passing no revenue location and no hex edge twice, no off-board
    area and no closed mountain pass; markers do not block."""
    net = network(board)
    closed = frozenset(n for n, slots in board.tokens.items() if CLOSED in slots)
    into = [t for t, track in enumerate(net.tracks) if track.hex == goal and _at_stop(net, track)]
    if not joined(net, starts, into, closed):
        return False
    search = lambda: walks_into(board, starts, into, closed, False)
    return board.cached(("esp destination", tuple(starts), goal), search)


def graph_connected(board: BoardState, stations: list[str], goal: str) -> bool:
    """18xx.games' answer (D28, D38): its graph of the corporation, searched from each station with
    nothing blocking (closed mountain passes neither), each revenue location and path passed
    once, walks any track of the hex `goal`."""
    net = network(board)
    into = [t for t, track in enumerate(net.tracks) if track.hex == goal]
    if not joined(net, stations, into, frozenset()):
        return False
    search = lambda: walks_into(board, stations, into, frozenset(), False)
    return board.cached(("esp destination 18xx", tuple(stations), goal), search)


def _at_stop(net: Network, track: Track) -> bool:
    return any(isinstance(end, str) and end in net.stops for end in (track.a, track.b))


def check_run(state: State, corp: Corporation, routes: list) -> None:
    """A run to a red off-board area, a route including a harbour."""
    net = network(state.board)
    stops = [s for r in routes for s in r.stops]
    if any(net.kinds.get(s) == "offboard" for s in stops):
        reach(state, corp, OFFBOARD)
    if any(net.stops[s].symbol == "harbour" for s in stops if s in net.stops):
        reach(state, corp, HARBOUR)
