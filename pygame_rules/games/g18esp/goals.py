"""The majors' goals ('Ziele', 6.1). A major floated before phase 5 has three, in any order:

- its destination: its home station is connected to its destination city, other corporations'
  markers not blocking, no train needed (6.1.1): track leads from its home city to a revenue
  location of the destination hex, through no off-board area and no closed mountain pass;
  checked when its turn begins and after each of its track, station and pass actions
  (18xx.games' moments, U9);
- a run to a red off-board area;
- a run including a harbour (both credited when its trains run, before the dividend, U27).

Each goal reached releases one locked station marker (6.1.3) and the bank pays its treasury 1x,
2x, 3x its start price for its first, second, third goal (6.1.2), also after phase 5 (U8).
18xx.games checks the destination from any of its stations (D28): `as_18xx_games`.
"""

from __future__ import annotations

from ...core18xx.network import network
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
        state.say("esp.goal.destination", corp=corp.id, amount=amount)
    elif goal == OFFBOARD:
        state.say("esp.goal.offboard", corp=corp.id, amount=amount)
    else:
        state.say("esp.goal.harbour", corp=corp.id, amount=amount)


def destination(corp: Corporation) -> str:
    return data().corporation(corp.id)["destination"]


def check_destination(state: State, corp: Corporation) -> None:
    if DESTINATION not in open_goals(corp):
        return
    home = [
        c for c, slots in state.board.tokens.items() if corp.id in slots and split_node(c)[0] == state.homes[corp.id][0]
    ]
    goal = destination(corp)
    if connected(state.board, home, goal):
        reach(state, corp, DESTINATION)
        return
    stations = [c for c, slots in state.board.tokens.items() if corp.id in slots]
    if connected(state.board, stations, goal) and state.differs("destination_from_any_station"):
        reach(state, corp, DESTINATION)


def connected(board: BoardState, starts: list[str], goal: str) -> bool:
    """Whether track joins one of the cities `starts` to a revenue location of the hex `goal`,
    passing no off-board area and no closed mountain pass (markers do not block, 6.1.1), as a
    train would go: along each path from the end it came in by to its other end (never from one
    path of a tile to another where they meet at an edge)."""

    def search() -> bool:
        net = network(board)
        seen: set[tuple[int, int | str]] = set()
        todo: list[tuple[int, int | str]] = [(t, city) for city in starts for t in net.at_node.get(city, ())]
        while todo:
            t, came_in = todo.pop()
            if (t, came_in) in seen:
                continue
            seen.add((t, came_in))
            track = net.tracks[t]
            end = track.b if came_in == track.a else track.a
            if isinstance(end, str):
                if split_node(end)[0] == goal and end in net.stops:
                    return True
                if end not in starts and passable(board, net.kinds[end], end) and not track.terminal:
                    todo += [(u, end) for u in net.at_node.get(end, ()) if u != t]
            else:
                todo += net.crossing.get((t, end), [])
        return False

    return board.cached(("esp destination", tuple(starts), goal), search)


def passable(board: BoardState, kind: str, node: str) -> bool:
    return kind != "offboard" and CLOSED not in board.tokens.get(node, ())


def check_run(state: State, corp: Corporation, routes: list) -> None:
    """A run to a red off-board area, a route including a harbour."""
    net = network(state.board)
    stops = [s for r in routes for s in r.stops]
    if any(net.kinds.get(s) == "offboard" for s in stops):
        reach(state, corp, OFFBOARD)
    if any(net.stops[s].symbol == "harbour" for s in stops if s in net.stops):
        reach(state, corp, HARBOUR)
