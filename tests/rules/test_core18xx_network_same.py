"""network._build gives exactly the network of the plain build kept here (the one it replaced):
the same tracks in the same order with the same section ids, and every table with the same
contents in the same order (route search tie-breaks follow them). Compared on every board of the
recorded games (../shared/fixtures/18xx), on the late boards of the reach fixture, and on random
layouts of both maps grown one random tile at a time (so that what a build keeps from the last
one is tried too)."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace

import pytest
from core18xx_boards import PACKAGES, RECORDED, boards_of_recorded_games, grown_layouts, late_boards

from pygame_rules.core18xx import network
from pygame_rules.core18xx.hexes import facing
from pygame_rules.core18xx.network import Network, Track, joins
from pygame_rules.core18xx.state import BoardState, node_id
from pygame_rules.core18xx.tiles import HEX_GROUP, NODE_KINDS


def plain_build(state: BoardState) -> Network:
    """The network built path by path, every field computed where it is used."""
    board = state.board
    tracks, at_node, stops, kinds, at_edge, sections, by_ref = [], {}, {}, {}, {}, {}, {}
    for coord in board.hexes:
        tile, rotation = state.face(coord)
        for ref, stop in tile.stops.items():
            if HEX_GROUP in stop.groups:
                stop = replace(stop, groups=tuple(f"{HEX_GROUP}:{coord}" if g == HEX_GROUP else g for g in stop.groups))
            stops[node_id(coord, ref)] = stop
            kinds[node_id(coord, ref)] = stop.kind
        ends = Counter(frozenset(path.ends) for path in tile.paths)
        for index, path in enumerate(tile.turned[rotation]):
            t = len(tracks)
            a, b = (e if isinstance(e, int) else node_id(coord, e) for e in path.ends)
            keys = [
                (end, edge_key(board, coord, end, path.lane(i))) for i, end in enumerate((a, b)) if isinstance(end, int)
            ]
            keys = keys or [(None, ("inside", coord, index))]
            numbered = tuple((edge, sections.setdefault(key, len(sections))) for edge, key in keys)
            tag = f"#{index}" if ends[frozenset(tile.paths[index].ends)] > 1 else ""
            track = Track(coord, index, a, b, path.gauge, path.terminal, numbered, path.lanes, tag)
            tracks.append(track)
            for end in (a, b):
                if isinstance(end, int):
                    at_edge.setdefault((coord, end), []).append(t)
                else:
                    at_node.setdefault(end, []).append(t)
                    kinds.setdefault(end, NODE_KINDS[end.rsplit("-", 1)[1][0]])
            by_ref[track.ref(a)] = (t, a)
            by_ref[track.ref(b)] = (t, b)
    crossing = {}
    for (coord, edge), mine in at_edge.items():
        if edge not in board.open_edges[coord] or edge not in board.neighbours[coord]:
            continue
        across = (board.neighbours[coord][edge], facing(edge))
        theirs = at_edge.get(across, [])
        for t in mine:
            crossing[(t, edge)] = [(u, across[1]) for u in theirs if joins(tracks[t], edge, tracks[u], across[1])]
    exit_counts = {side: len(ts) for side, ts in at_edge.items()}
    return Network(tracks, at_node, crossing, stops, kinds, by_ref, len(sections), exit_counts, at_edge)


def edge_key(board, coord: str, edge: int, lane: tuple[int, int]) -> tuple:
    width, index = lane
    other = board.neighbours[coord].get(edge)
    if other is None:
        return ("edge", coord, edge, index)
    mine, theirs = (coord, edge), (other, facing(edge))
    return ("edge", *min(mine, theirs), index if mine <= theirs else width - 1 - index)


def assert_same(state: BoardState) -> None:
    built, plain = network._build(state), plain_build(state)
    for field in fields(Network):
        now, then = getattr(built, field.name), getattr(plain, field.name)
        if isinstance(then, dict):
            now, then = list(now.items()), list(then.items())
        assert now == then, field.name


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
