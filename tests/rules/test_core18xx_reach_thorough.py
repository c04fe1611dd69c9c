"""walks.py's thorough mode (`converging=True`: every node and path backed out of again, so that
any walk passing no revenue centre and no hex edge twice is found; reach.walks_into, connected)
gives the answer of trying every walk, also with impassable nodes (closed mountain passes,
off-board areas) and nodes held from the outset: compared with a plain depth-first search over
small random layouts, and on 18ESP's loop where the only way to Bilbao passes cities twice."""

from __future__ import annotations

import random

import pytest
from test_18esp_goals import the_loop, turn_of

from pygame_rules.core18xx import walks
from pygame_rules.core18xx.network import Network, Track, joined, network
from pygame_rules.core18xx.reach import network_states, walks_into
from pygame_rules.core18xx.walks import NONE, States, Walk

DIRECTIONS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]  # edge e's neighbour, axial
CELLS = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]
CLOSED_PASSES = frozenset({"J10-c0", "L8-c0", "D12-c0"})


def every_walk(st: States, impassable: list[bool], marked: list[int], start: int, wanted: set[int]) -> bool:
    """Whether some walk from `start` enters a path of `wanted`, every walk tried: a path and a
    node (the start and `marked` held from the outset) at most once, no impassable node passed,
    no path entered at a hex edge the walk has left that hex by (the module text of walks.py)."""
    if start in marked:
        return False
    on_path, in_use = [False] * st.tracks, [0] * (st.spare + 1)
    on_node = [n in marked or n == start for n in range(len(st.node_ids))]

    def enters(s: int) -> bool:
        t = s >> 1
        if on_path[t] or in_use[st.key_a[t]] or in_use[st.key_b[t]]:
            return False
        if t in wanted:
            return True
        onto, key = st.out_node[s], st.out_key[s]
        if onto != NONE:
            if impassable[onto] or on_node[onto]:
                return False
            on_node[onto] = True
        elif key != NONE:
            in_use[key] += 1
        else:
            return False
        on_path[t] = True
        found = any(enters(s2) for s2 in st.beyond[s])
        on_path[t] = False
        if onto != NONE:
            on_node[onto] = False
        else:
            in_use[key] -= 1
        return found

    return any(enters(s) for s in st.node_states[start])


def random_layout(rnd: random.Random) -> States:
    net, neighbours = random_network(rnd)
    return walks.states(net, neighbours, dict.fromkeys(neighbours, frozenset(range(6))))


def random_network(rnd: random.Random) -> tuple[Network, dict[str, dict[int, str]]]:
    """A few hexes with random paths between their edges and up to two cities each."""
    cells = rnd.sample(CELLS, rnd.randint(4, len(CELLS)))
    names = {c: f"X{c[0] + 2}{c[1] + 2}" for c in cells}
    neighbours = {
        names[c]: {
            e: names[(c[0] + dq, c[1] + dr)] for e, (dq, dr) in enumerate(DIRECTIONS) if (c[0] + dq, c[1] + dr) in names
        }
        for c in cells
    }
    tracks: list[Track] = []
    at_node: dict[str, list[int]] = {}
    at_edge: dict[tuple[str, int], list[int]] = {}
    for coord in names.values():
        ends = [*range(6), *(f"{coord}-c{i}" for i in range(rnd.choice((0, 1, 1, 2))))]
        for index in range(rnd.randint(1, 9)):
            a, b = rnd.sample(ends, 2)
            for end in (a, b):
                if isinstance(end, str):
                    at_node.setdefault(end, []).append(len(tracks))
                else:
                    at_edge.setdefault((coord, end), []).append(len(tracks))
            tracks.append(Track(coord, index, a, b, "broad", False, ()))
    crossing = {}
    for (coord, edge), mine in at_edge.items():
        other = neighbours[coord].get(edge)
        theirs = at_edge.get((other, (edge + 3) % 6), []) if other else []
        for t in mine:
            crossing[(t, edge)] = [(u, (edge + 3) % 6) for u in theirs]
    counts = {side: len(ts) for side, ts in at_edge.items()}
    net = Network(tracks, at_node, crossing, {}, dict.fromkeys(at_node, "city"), {}, 0, counts, at_edge)
    return net, neighbours


def test_the_loose_search_joins_whatever_some_walk_reaches():
    """network.joined, the test run before a strict search (18ESP's destinations), is never
    False where a walk reaches the path: converging track at a hex edge (two paths of a tile
    leaving by it) must not hide one of them (oracle seed 820008, K7 towards the L8 pass)."""
    rnd = random.Random(7)
    compared = joins_less = 0
    while compared < 3000:
        net, neighbours = random_network(rnd)
        st = walks.states(net, neighbours, dict.fromkeys(neighbours, frozenset(range(6))))
        if not st.node_ids:
            continue
        closed = [rnd.random() < 0.25 for _ in st.node_ids]
        start = rnd.randrange(len(st.node_ids))
        goal = rnd.randrange(len(net.tracks))
        impassable = frozenset(n for n, c in zip(st.node_ids, closed) if c)
        joined_now = joined(net, [st.node_ids[start]], [goal], impassable)
        if every_walk(st, closed, [], start, {goal}):
            assert joined_now
        joins_less += not joined_now
        compared += 1
    assert joins_less > 100  # it also says no


@pytest.mark.parametrize("seed", range(4))
def test_the_thorough_walk_finds_what_trying_every_walk_finds(seed, monkeypatch):
    rnd = random.Random(seed)
    ruled_out = []
    possible = Walk._possible
    monkeypatch.setattr(Walk, "_possible", lambda walk, *a: ruled_out.append(1) or possible(walk, *a))
    compared = 0
    while compared < 1500:
        st = random_layout(rnd)
        if not st.node_ids:
            continue
        # small budgets make most parts go on to the dominators and the sought walks
        monkeypatch.setattr(walks, "TRIED_FIRST", rnd.choice((64, 0, 2)))
        monkeypatch.setattr(walks, "SOUGHT", rnd.choice((256, 0, 4)))
        impassable = [rnd.random() < 0.25 for _ in st.node_ids]
        start = rnd.randrange(len(st.node_ids))
        marked = [n for n in range(len(st.node_ids)) if n != start and rnd.random() < 0.1]
        probe = Walk(st, impassable, marked, [], False)
        probe.on_node[start] = True
        near = sorted({s >> 1 for s in probe._reachable(st.node_states[start])[1]})  # marks ignored
        if not near:
            continue
        if rnd.random() < 0.5:  # paths the loose search reaches but no walk does: the hard case
            near = [t for t in near if not every_walk(st, impassable, marked, start, {t})] or near
        wanted = rnd.sample(near, min(len(near), rnd.randint(1, 3)))
        stop = rnd.random() < 0.6
        walk = Walk(st, impassable, marked, wanted, stop)
        walk.from_node(start, converging=True)
        if stop:
            assert walk.reached == every_walk(st, impassable, marked, start, set(wanted))
        else:
            assert set(walk.found) == {t for t in wanted if every_walk(st, impassable, marked, start, {t})}
        compared += 1
    assert len(ruled_out) > 10  # the dominators were asked


def test_oviedo_reaches_bilbao_in_no_thorough_walk_on_the_loop():
    # the only way from Oviedo (H8) to Bilbao (K5) goes out to Zaragoza (E21) and back, through
    # Pajares (H12) and Zaragoza twice: no walk, with the closed passes impassable or not
    board = turn_of("FdLR", False, the_loop).state.board
    net, st = network(board), network_states(board)
    bilbao = [t for t, track in enumerate(net.tracks) if track.hex == "K5"]
    zaragoza = [t for t, track in enumerate(net.tracks) if track.hex == "E21"]
    for closed in (CLOSED_PASSES, frozenset()):
        impassable = [n in closed for n in st.node_ids]
        assert not every_walk(st, impassable, [], st.nodes["H8-c0"], set(bilbao))
        assert not walks_into(board, ["H8-c0"], bilbao, closed, True)
        assert walks_into(board, ["H8-c0"], zaragoza, closed, True)
