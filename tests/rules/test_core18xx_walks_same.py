"""walks.states numbers a network exactly as the straightforward version kept here (the one it
replaced): every field of States the same, dicts in the same order, on every board of the
recorded games (../shared/fixtures/18xx), on the late boards of the reach fixture, and on random
layouts of both maps grown one random tile at a time. The reach search's order follows them."""

from __future__ import annotations

from dataclasses import fields

import pytest
from core18xx_boards import PACKAGES, RECORDED, boards_of_recorded_games, grown_layouts, late_boards

from pygame_rules.core18xx.network import Network, network
from pygame_rules.core18xx.state import BoardState
from pygame_rules.core18xx.walks import NONE, States, states


def plain_states(net: Network, neighbours: dict[str, dict[int, str]], open_edges: dict[str, frozenset[int]]) -> States:
    """walks.states as it was before its loops were made cheaper."""
    tracks = net.tracks
    n = len(tracks)
    node_ids = list(net.at_node)
    nodes = {node: i for i, node in enumerate(node_ids)}
    keys: dict[tuple[str, int, int], int] = {}  # (hex, edge, lane) -> key
    edges: dict[tuple[str, int, int], int] = {}  # a hex edge and lane, the same from both sides
    key_a, key_b = [0] * n, [0] * n
    out_node, out_key = [NONE] * (2 * n), [NONE] * (2 * n)
    beyond: list[tuple[int, ...]] = [()] * (2 * n)
    entry = [0] * (2 * n)
    for t, track in enumerate(tracks):
        ends = (track.a, track.b)
        own = [
            keys.setdefault((track.hex, e, track.lane(e)[1]), len(keys)) if isinstance(e, int) else NONE for e in ends
        ]
        key_a[t], key_b[t] = own
        for i in (0, 1):
            near, far = ends[i], ends[1 - i]
            if isinstance(near, str):
                entry[2 * t + i] = nodes.setdefault(near, len(nodes))
            else:
                side = crossing_side(track.hex, near, track.lane(near), neighbours)
                entry[2 * t + i] = -2 - edges.setdefault(side, len(edges))
            if isinstance(far, str):
                if not track.terminal:
                    out_node[2 * t + i] = nodes.setdefault(far, len(nodes))
            elif far in open_edges[track.hex]:
                out_key[2 * t + i] = own[1 - i]
                beyond[2 * t + i] = tuple(2 * u + end_index(tracks[u], e) for u, e in net.crossing.get((t, far), ()))
    node_ids = list(nodes)
    node_states: list[tuple[int, ...]] = [()] * len(node_ids)
    for node, at in net.at_node.items():
        node_states[nodes[node]] = tuple(2 * u + end_index(tracks[u], node) for u in at)
    spare = len(keys)
    key_a = [spare if k == NONE else k for k in key_a]
    key_b = [spare if k == NONE else k for k in key_b]
    converging = [False] * (spare + 1)
    for (coord, edge, _), k in keys.items():
        converging[k] = net.exit_counts.get((coord, edge), 0) > 1
    for s in range(2 * n):
        if out_node[s] != NONE:
            beyond[s] = tuple(s2 for s2 in node_states[out_node[s]] if s2 >> 1 != s >> 1)  # never back on itself
    preds: list[list[int]] = [[] for _ in range(2 * n)]
    for s in range(2 * n):
        for s2 in beyond[s]:
            preds[s2].append(s)
    return States(
        n,
        nodes,
        node_ids,
        key_a,
        key_b,
        spare,
        out_node,
        out_key,
        beyond,
        node_states,
        converging,
        entry,
        [tuple(p) for p in preds],
        [(coord, edge) for coord, edge, _ in keys],
        edges,
        [lane for _, _, lane in keys],
    )


def crossing_side(coord: str, edge: int, lane: tuple[int, int], neighbours: dict[str, dict[int, str]]) -> tuple:
    """A hex edge and lane, the same from both sides (lane i on one side is width-1-i on the other)."""
    width, index = lane
    other = neighbours[coord].get(edge)
    if other is None:
        return (coord, edge, index)
    return min((coord, edge, index), (other, (edge + 3) % 6, width - 1 - index))


def end_index(track, end) -> int:
    return 0 if track.a == end else 1


def assert_same(state: BoardState) -> None:
    net, board = network(state), state.board
    built, plain = (
        states(net, board.neighbours, board.open_edges),
        plain_states(net, board.neighbours, board.open_edges),
    )
    for field in fields(States):
        now, then = getattr(built, field.name), getattr(plain, field.name)
        if isinstance(then, dict):
            now, then = list(now.items()), list(then.items())
        assert now == then, field.name
        assert type(now) is type(then), field.name


@pytest.mark.skipif(not RECORDED.is_dir(), reason=f"no recorded 18xx games: {RECORDED} is absent")
def test_every_board_of_the_recorded_games():
    boards = boards_of_recorded_games()
    assert sum("g18esp" in b.package for b in boards) > 100 and sum("g1856" in b.package for b in boards) > 50
    for state in boards:
        assert_same(state)


def test_the_late_boards_of_the_reach_fixture():
    for state in late_boards():
        assert_same(state)


@pytest.mark.parametrize("package", PACKAGES)
def test_random_layouts_grown_a_tile_at_a_time(package):
    for state in grown_layouts(package):
        assert_same(state)
