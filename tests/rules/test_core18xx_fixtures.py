"""Every recorded run of the 18xx.games 1856 games in ../shared: the board rebuilt from the game's
own tile lays and station markers (checked against the replay digests) must accept each recorded
route, earn exactly its recorded revenue, and our best routes must earn at least the recorded
total."""

from __future__ import annotations

import pytest
from core18xx_positions import SHARED

from pygame_rules.core18xx.best_routes import best_routes
from pygame_rules.core18xx.ids18xx import city_from_18xx, city_to_18xx, route_from_18xx
from pygame_rules.core18xx.routes import check_run
from pygame_rules.core18xx.state import split_node, tile_name
from pygame_rules.tools.route_positions_1856 import BoardReplay, Run, checkpoints, games

GAMES = games(SHARED)
NO_SHARED = f"the recorded 18xx.games games are not in {SHARED} (../shared beside the checkout)"


@pytest.mark.skipif(not GAMES, reason=NO_SHARED)
@pytest.mark.parametrize("path", GAMES, ids=[p.stem for p in GAMES])
def test_recorded_runs_are_valid_earn_their_revenue_and_are_matched_by_best_routes(path):
    replay = BoardReplay(path, SHARED)
    digests = checkpoints(path)
    runs = 0
    for item in replay.runs():
        if isinstance(item, Run):
            _check_run(item)
            runs += 1
        elif item[1] in digests:
            _check_digest(replay, digests[item[1]])
    assert runs == sum(a["type"] == "run_routes" for a in replay.actions)


def _check_run(run: Run) -> None:
    corp = run.context.corporation
    routes = []
    for recorded in run.action["routes"]:
        routes.append(route_from_18xx(run.board, corp, recorded, routes))
    revenues = check_run(run.board, routes, run.trains, run.context)
    assert revenues == [r["revenue"] for r in run.action["routes"]], run.action["id"]
    best = best_routes(run.board, list(run.trains.values()), run.context)
    assert best.optimal and best.total >= sum(revenues), run.action["id"]
    assert check_run(run.board, best.routes, run.trains, run.context) == list(best.revenues)


def _check_digest(replay: BoardReplay, digest: dict) -> None:
    laid = {coord: f"{tile_name(copy)}@{r}" for coord, (copy, r) in replay.board.laid.items()}
    assert laid == digest["laid_tiles"]
    for corp in digest["corporations"]:
        ours = sorted(split_node(c)[0] for c, slots in replay.board.tokens.items() for t in slots if t == corp["sym"])
        theirs = sorted(corp["tokens_on_map"])
        # 18xx.games places the first operating corporation's home marker as the round opens;
        # the replay places each home marker just before the corporation's first action
        assert ours == theirs or (not ours and corp["sym"] not in replay.operated), corp["sym"]


@pytest.mark.skipif(not GAMES, reason=NO_SHARED)
def test_18xx_city_ids_name_the_city_where_the_tile_lies():
    replay = BoardReplay(next(p for p in GAMES if p.stem == "51745"), SHARED)
    for item in replay.runs():
        if item == ("checkpoint", 219):  # GT has just placed a marker in Toronto's second city
            break
    assert city_from_18xx(replay.board, "120-0-1") == "N11-c1"
    assert city_to_18xx(replay.board, "N11-c1") == "120-0-1"
    assert city_from_18xx(replay.board, "I12-0-1") == "I12-c1"  # a printed hex
    assert city_to_18xx(replay.board, "I12-c1") == "I12-0-1"
