"""Phase 5 on the Nürnberg board: the first time Nürnberg and Fürth are joined by track, each
player scores 1 VP per own piece on his shortest connection (company track scores nothing;
where the connection forks, the players of every branch score)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ...messages import Message
from . import network
from .components import ConnectionEnds
from .state import State


def connections(state: State, ends: ConnectionEnds) -> Iterator[list[str]]:
    """Every connection: a path of pieces (no area twice) from a Nürnberg area to Fürth."""
    board = state.board
    starts, goals = (set(s) for s in ends)
    links = network.neighbours(board, list(state.track))

    def leads_on(area: str, seen: set[str]) -> bool:
        """Can a path go on from `area` to Fürth without passing `seen` or Nürnberg again?"""
        stack, visited = [area], {area}
        while stack:
            for _, other in links.get(stack.pop(), ()):
                if other in goals:
                    return True
                if other not in visited and other not in seen and other not in starts:
                    visited.add(other)
                    stack.append(other)
        return False

    def walk(area: str, seen: set[str], path: list[str]) -> Iterator[list[str]]:
        for b, other in links.get(area, ()):
            if other in goals:
                yield path + [b]
            elif other not in seen and other not in starts and leads_on(other, seen):
                yield from walk(other, seen | {other}, path + [b])

    for start in sorted(starts):
        yield from walk(start, {start}, [])


def scores(state: State, ends: ConnectionEnds) -> dict[str, int] | None:
    """Each player's VP, or None while the two are not joined. A player's connection is the
    shortest one holding his track; of equally short ones, the one holding most of it."""
    best: dict[str, tuple[int, int]] = {}
    joined = False
    for path in connections(state, ends):
        joined = True
        owners = Counter(state.track[b] for b in path)
        for player in state.players:
            key = (len(path), -owners[player])
            if owners[player] and (player not in best or key < best[player]):
                best[player] = key
    if not joined:
        return None
    return {p: -best[p][1] if p in best else 0 for p in state.players}


def check(state: State) -> None:
    ends = state.board.first_connection
    if not ends or state.connection_bonus is not None:
        return
    bonus = scores(state, ends)
    if bonus is None:
        return
    state.connection_bonus = bonus
    for player, vp in bonus.items():
        state.vp[player] += vp
    scored = [Message("wd.bonus.scores", {"player": p, "vp": vp}).to_json() for p, vp in bonus.items()]
    state.say("wd.bonus.joined", scores=scored)
