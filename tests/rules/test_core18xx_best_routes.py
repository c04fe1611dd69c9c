"""The best-routes search: checked against brute force on small positions (every route found by a
plain walk over the track and judged by the route rules, every combination of them tried), and its
progress, deadline and cancel."""

from __future__ import annotations

import random
import time

import pytest
from core18xx_positions import BROWN, GREEN, YELLOW, board, put

from pygame_rules.core18xx.best_routes import best_routes
from pygame_rules.core18xx.network import network
from pygame_rules.core18xx.routes import Route, RouteContext, TrainSpec, check_run, route_revenue
from pygame_rules.core18xx.state import BoardState
from pygame_rules.core18xx.tokens import place_home_token, place_token, token_options
from pygame_rules.core18xx.track import LayRules, lay_options, lay_tile
from pygame_rules.errors import IllegalAction

HOMES = {"CV": ("N11", 0), "GT": ("P9", None), "TGB": ("K8", None), "WGB": ("J11", None)}


def grown(seed: int, turns: int) -> BoardState:
    """A position from random legal lays and markers of four corporations."""
    rnd = random.Random(seed)
    state = board(HOMES)
    for corp in HOMES:
        place_home_token(state, corp)
    for turn in range(turns):
        colours = (YELLOW, GREEN, BROWN)[min(2, turn // 4)]
        for corp in HOMES:
            lays = lay_options(state, corp, LayRules(colours))
            if lays:
                lay = rnd.choice(lays)
                lay_tile(state, corp, lay.hex, lay.tile, rnd.choice(lay.rotations), LayRules(colours))
            if rnd.random() < 0.2 and (cities := token_options(state, corp)):
                place_token(state, corp, rnd.choice(cities))
    return state


def all_routes(state: BoardState, corp: str, most: int) -> list[Route]:
    """Every stop sequence with its track, by a plain walk over the network (no legs)."""
    net = network(state)
    found = []

    def legs_from(node: str):
        todo = [(t, node, ()) for t in net.at_node.get(node, ())]
        while todo:
            t, begin, refs = todo.pop()
            track = net.tracks[t]
            refs += (track.ref(begin),)
            end = track.other(begin)
            if isinstance(end, str):
                yield end, refs
            elif len(refs) < 40:
                todo += [(u, f, refs) for u, f in net.crossing.get((t, end), ())]

    def walk(stops: list[str], legs: list) -> None:
        if len(stops) > 1:
            found.append(Route("", tuple(stops), tuple(legs)))
        if len(stops) < most:
            for end, refs in legs_from(stops[-1]):
                walk(stops + [end], legs + [refs])

    for node in net.stops:
        walk([node], [])
    return found


def brute_force(state: BoardState, trains: list[TrainSpec], context: RouteContext) -> int:
    net = network(state)
    longest = max(t.reach for t in trains)
    candidates: dict[str, list[tuple[int, frozenset]]] = {}
    routes = all_routes(state, context.corporation, min(longest, 9))
    for train in trains:
        options = []
        for r in routes:
            r = Route(train.id, r.stops, r.legs)
            try:
                revenue = route_revenue(state, r, train, context)
            except IllegalAction:
                continue
            sections = frozenset(
                s for leg in r.legs for ref in leg for s in net.tracks[net.by_ref[ref][0]].used_from(net.by_ref[ref][1])
            )
            options.append((revenue, sections))
        candidates[train.id] = options
    best = 0

    def combine(i: int, used: frozenset, total: int) -> None:
        nonlocal best
        best = max(best, total)
        if i == len(trains):
            return
        combine(i + 1, used, total)
        for revenue, sections in candidates[trains[i].id]:
            if not sections & used:
                combine(i + 1, used | sections, total + revenue)

    combine(0, frozenset(), 0)
    return best


TRAIN_SETS = [
    [TrainSpec.simple("2-0", 2)],
    [TrainSpec.simple("2-0", 2), TrainSpec.simple("2-1", 2)],
    [TrainSpec.simple("3-0", 3), TrainSpec.simple("4-0", 4)],
    [TrainSpec.simple("2-0", 2), TrainSpec.simple("3-0", 3), TrainSpec.simple("3-1", 3)],
]


@pytest.mark.parametrize("seed", range(6))
def test_best_routes_equal_brute_force_on_small_positions(seed):
    state = grown(seed, 9)
    for corp in HOMES:
        context = RouteContext(corp, BROWN)
        for trains in TRAIN_SETS:
            result = best_routes(state, trains, context)
            assert result.optimal
            assert result.total == brute_force(state, trains, context), (seed, corp, trains)
            by_id = {t.id: t for t in trains}
            assert check_run(state, result.routes, by_id, context) == list(result.revenues)


def test_unlimited_trains_and_bonuses():
    state = grown(3, 9)
    bonus = RouteContext("CV", BROWN, bonus=lambda route, ctx: 10 if "N11" in route.hexes() else 0)
    diesel = [TrainSpec.simple("D-0", 999)]
    assert best_routes(state, diesel, bonus).total == brute_force(state, diesel, bonus)


def test_no_trains_or_no_route_earn_nothing():
    state = board(HOMES)
    place_home_token(state, "CV")
    assert best_routes(state, [], RouteContext("CV", YELLOW)).total == 0
    result = best_routes(state, [TrainSpec.simple("2-0", 2)], RouteContext("CV", YELLOW))
    assert result.routes == () and result.total == 0 and result.optimal


def test_progress_is_reported_and_ends_at_one():
    seen = []
    best_routes(grown(1, 12), TRAIN_SETS[3], RouteContext("CV", BROWN), progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert all(0.0 <= f <= 1.0 for f in seen)


def test_a_deadline_or_a_cancel_returns_the_best_found_unproven():
    state = grown(1, 12)
    late = best_routes(state, TRAIN_SETS[3], RouteContext("CV", BROWN), deadline=time.monotonic() - 1)
    assert not late.optimal
    stopped = best_routes(state, TRAIN_SETS[3], RouteContext("CV", BROWN), cancelled=lambda: True)
    assert not stopped.optimal
    full = best_routes(state, TRAIN_SETS[3], RouteContext("CV", BROWN))
    assert stopped.total <= full.total
    budget = []
    for _ in range(2):  # a step budget answers the same each time
        state._cache.clear()
        budget.append(best_routes(state, TRAIN_SETS[3], RouteContext("CV", BROWN), max_steps=1))
    assert not budget[0].optimal and budget[0] == budget[1]


def test_the_search_finds_the_recorded_niagara_run():
    state = put(board(), {"O16": ("5", 5), "O18": ("6", 1)}, {"O16-c0": ["WR"]})
    two = [TrainSpec.simple("2-0", 2), TrainSpec.simple("2-1", 2)]
    result = best_routes(state, two, RouteContext("WR", YELLOW))
    assert result.total == 90 and sorted(result.revenues) == [40, 50]
