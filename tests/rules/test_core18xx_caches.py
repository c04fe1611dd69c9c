"""What the board layer computes and keeps (the track network, each corporation's graph and legs,
destinations, the copies in use, the tile manifest) is never stale: after every lay and every marker change it equals
what a fresh copy of the board computes from nothing; the network outlives marker changes but not
lays; clones share the cache only until they change; pickles carry none of it."""

from __future__ import annotations

import pickle
import random

from core18xx_positions import BROWN, GREEN, YELLOW, board, put

from pygame_rules.core18xx import network as network_module
from pygame_rules.core18xx.graph import corp_graph
from pygame_rules.core18xx.legs import run_graph
from pygame_rules.core18xx.network import network
from pygame_rules.core18xx.reach import connected
from pygame_rules.core18xx.state import BoardState
from pygame_rules.core18xx.tokens import (
    place_home_token,
    place_token,
    remove_token,
    token_options,
)
from pygame_rules.core18xx.track import LayRules, lay_options, lay_tile
from pygame_rules.core18xx.view import tile_manifest

HOMES = {"CV": ("N11", 0), "GT": ("P9", None), "TGB": ("K8", None), "WGB": ("J11", None)}
DESTINATIONS = (
    ("N11", ("L15",)),
    ("N11", ("M12", "L13")),
    ("P9", ("O16", "N11")),
    ("K8", ("J11",)),
)


def fresh(state: BoardState) -> BoardState:
    """The same board with nothing computed, the network's per-hex pieces included."""
    network_module._piece.cache_clear()
    copy = pickle.loads(pickle.dumps(state))
    assert not copy._cache and not copy._track_cache
    return copy


def views(state: BoardState) -> tuple:
    return (
        network(state),
        {c: corp_graph(state, c) for c in HOMES},
        {c: run_graph(state, c) for c in HOMES},
        {(s, g): connected(state, s, g) for s, g in DESTINATIONS},
        {name: state.copies_in_use(name) for name in ("57", "14", "15", "9")},
        tile_manifest(state, GREEN),
    )


def assert_not_stale(state: BoardState) -> None:
    assert views(state) == views(fresh(state))
    shows_the_faces(network(state), state)


def shows_the_faces(net, state: BoardState) -> None:
    """Each hex's tracks in the network are the paths of the tile showing there, so rotated."""
    for coord in state.board.hexes:
        tile, rotation = state.face(coord)
        ends = [tuple(e if isinstance(e, int) else f"{coord}-{e}" for e in p.ends) for p in tile.turned[rotation]]
        assert [(t.a, t.b) for t in net.tracks if t.hex == coord] == ends


def test_every_change_of_a_random_game_leaves_nothing_stale():
    rnd = random.Random(7)
    state = board(HOMES)
    for corp in HOMES:
        place_home_token(state, corp)
        assert_not_stale(state)
    for turn in range(14):
        colours = (YELLOW, GREEN, BROWN)[min(2, turn // 5)]
        for corp in HOMES:
            views(state)  # computed before each change, so that a change must drop it
            lays = lay_options(state, corp, LayRules(colours))
            if lays:
                lay = rnd.choice(lays)
                rotation = rnd.choice(lay.rotations)
                lay_tile(state, corp, lay.hex, lay.tile, rotation, LayRules(colours))
                assert_not_stale(state)
            if rnd.random() < 0.3 and (cities := token_options(state, corp)):
                place_token(state, corp, rnd.choice(cities))
                assert_not_stale(state)
            elif rnd.random() < 0.1 and (mine := [c for c, slots in state.tokens.items() if corp in slots]):
                remove_token(state, corp, rnd.choice(mine))
                assert_not_stale(state)


def test_a_marker_keeps_the_network_but_not_the_graphs():
    state = put(board({"CV": ("N11", 0)}), {"M12": ("9", 1), "L13": ("57", 1)})
    place_home_token(state, "CV")
    net, graph = network(state), corp_graph(state, "CV")
    assert "L13-c0" in graph.nodes and "K14" in graph.edges
    place_token(state, "GT", "L13-c0", reach=False)  # Burlington is full: CV stops there
    assert network(state) is net
    assert "L13-c0" in corp_graph(state, "CV").nodes and "K14" not in corp_graph(state, "CV").edges
    remove_token(state, "GT", "L13-c0")
    assert network(state) is net and corp_graph(state, "CV") == graph
    anywhere = LayRules(YELLOW, reach=False, hexes=frozenset({"K14"}))
    lay = lay_options(state, "CV", anywhere)[0]
    lay_tile(state, "CV", lay.hex, lay.tile, lay.rotations[0], anywhere)
    assert network(state) is not net and network(state) == network(fresh(state))


def test_a_destination_follows_the_track_and_ignores_markers():
    state = board()
    assert not connected(state, "N11", ["L13"])
    put(state, {"M12": ("9", 1), "L13": ("57", 1)})
    assert connected(state, "N11", ["L13"]) and not connected(state, "N11", ["K14"])
    place_token(state, "GT", "L13-c0", reach=False)
    place_token(state, "WR", "N11-c0", reach=False)
    assert connected(state, "N11", ["L13"]) and not connected(state, "N11", ["K14"])


def test_a_clone_shares_the_cache_until_either_changes():
    state = put(board({"CV": ("N11", 0)}), {"M12": ("9", 1), "L13": ("57", 1)})
    place_home_token(state, "CV")
    net, graph = network(state), corp_graph(state, "CV")
    clone = pickle.loads(pickle.dumps(state))
    clone.keep_cache_of(state)
    assert network(clone) is net and corp_graph(clone, "CV") is graph
    lay_tile(clone, "CV", "K12", "7", 0, LayRules(YELLOW, reach=False))
    place_token(clone, "GT", "L13-c0", reach=False)
    assert network(state) is net and corp_graph(state, "CV") is graph
    assert_not_stale(clone) and assert_not_stale(state)
    other = pickle.loads(pickle.dumps(clone))
    other.keep_cache_of(state)  # another version: nothing is shared
    assert not other._cache and not other._track_cache


def test_pickles_carry_no_cache():
    state = put(board({"CV": ("N11", 0)}), {"M12": ("9", 1), "L13": ("57", 1)})
    place_home_token(state, "CV")
    bare = pickle.dumps(state)
    views(state)
    assert state._cache and state._track_cache
    assert pickle.dumps(state) == bare
