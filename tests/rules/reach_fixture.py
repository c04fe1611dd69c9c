"""Late 1856 and 18ESP board positions with the reach layer's answers on them (what each
corporation reaches, its tile lays, check_lay's answer on every lay it might try, its station
options), recorded in tests/rules/data/reach_answers.json.gz so that a faster search can be held
to the answers of the search it replaced (test_core18xx_reach_same.py).

The positions are boards, not seeds: random playouts follow the rules as they are today, and the
boards they reach would drift as the titles change. Regenerate (only to add positions; the
answers are then those of the search in the tree): `python3 -m tests.rules.reach_fixture`.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path

from pygame_rules import api
from pygame_rules.core18xx.network import network
from pygame_rules.core18xx.reach import connected, reach
from pygame_rules.core18xx.state import BoardState
from pygame_rules.core18xx.tokens import token_options
from pygame_rules.core18xx.track import LayRules, check_lay, lay_options
from pygame_rules.core18xx.upgrades import replacement
from pygame_rules.errors import IllegalAction
from pygame_rules.playout import random_move
from pygame_rules.tools import route_positions_18esp, route_positions_1856
from pygame_rules.tools.bench_routes import grown

FIXTURE = Path(__file__).parent / "data" / "reach_answers.json.gz"
GRAY = ("yellow", "green", "brown", "gray")
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
NOT_CORPORATIONS = {"closed"}  # 18ESP's markers on closed passes


def corporations(state: BoardState) -> list[str]:
    return sorted({c for slots in state.tokens.values() for c in slots if c and c not in NOT_CORPORATIONS})


def _digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]


def answers(state: BoardState, corp: str) -> dict[str, str]:
    """Each answer's digest (kept small); what differs names the part of the answer."""
    net = network(state)
    found = reach(state, corp)
    rules = LayRules(GRAY)
    board = state.board
    checks = []
    for coord in sorted(found.edges):
        old, _ = state.face(coord)
        for tile in board.tiles.values():
            if not state.free_copy(tile.name) or replacement(board, coord, old, tile, GRAY) is None:
                continue
            for rotation in range(6):
                try:
                    outcome = check_lay(state, corp, coord, tile.name, rotation, rules)
                except IllegalAction as e:
                    outcome = e.message.to_json() if e.message else str(e)
                checks.append([coord, tile.name, rotation, outcome])
    return {
        "nodes": _digest(sorted(found.nodes)),
        "paths": _digest(sorted(f"{net.tracks[t].hex}:{net.tracks[t].index}" for t in found.paths)),
        "edges": _digest({h: sorted(e) for h, e in found.edges.items()}),
        "route": _digest(found.route),
        "lays": _digest([[o.hex, o.tile, list(o.rotations), o.cost] for o in lay_options(state, corp, rules)]),
        "tokens": _digest(token_options(state, corp)),
        "checks": _digest(checks),
    }


def connections(state: BoardState, name: str) -> str:
    """`connected` (1856 destinations: no markers block) from some cities to pairs of hexes,
    drawn at random (the same draw for the same position): the answers' digest."""
    net = network(state)
    rnd = random.Random(name + str(len(state.laid)))
    cities = sorted({n.rsplit("-", 1)[0] for n, kind in net.kinds.items() if kind == "city" and n in net.at_node})
    hexes = sorted(state.board.hexes)
    asked = []
    for coord in rnd.sample(cities, min(12, len(cities))):
        for _ in range(4):
            goals = rnd.sample(hexes, 2)
            asked.append([coord, goals, connected(state, coord, goals)])
    return _digest(asked)


def board_json(state: BoardState) -> dict:
    return {
        "package": state.package,
        "laid": {h: list(v) for h, v in state.laid.items()},
        "tokens": state.tokens,
        "reservations": {h: [list(r) for r in v] for h, v in state.reservations.items()},
    }


def board_from_json(data: dict) -> BoardState:
    return BoardState(
        data["package"],
        {h: (copy, rotation) for h, (copy, rotation) in data["laid"].items()},
        {city: list(slots) for city, slots in data["tokens"].items()},
        {h: [(corp, city) for corp, city in v] for h, v in data["reservations"].items()},
    )


def played(title: str, seed: int, every: int = 25) -> list[BoardState]:
    """A random playout's board near its end and some way before."""
    game, rnd = api.new_game(title, PLAYERS, seed=seed), random.Random(seed)
    boards = []
    while not game.finished:
        game.apply(random_move(game, rnd))
        if len(game.actions) % every == 0:
            boards.append(board_from_json(board_json(game.state.board)))
    return [boards[-1], boards[-8]] if len(boards) >= 8 else boards[-1:]


def positions() -> list[tuple[str, BoardState]]:
    found = []
    for seed in (1, 2, 3):
        found += [(f"1856 playout {seed}", b) for b in played("1856", seed)]
    for seed in (1, 2, 3, 4, 5):
        found += [(f"18ESP playout {seed}", b) for b in played("18esp", seed)]
    for seed, turns in ((1, 20), (3, 20), (4, 24)):
        found.append((f"18ESP grown {seed}", route_positions_18esp.grown(seed, turns)))
    if route_positions_1856.games():
        homes = route_positions_1856.homes()
        found.append(("1856 grown 1", grown(route_positions_1856.G1856_PACKAGE, homes, 1, 36)))
    return found


def main() -> None:
    recorded = []
    for name, state in positions():
        fresh = board_from_json(board_json(state))
        recorded.append(
            {
                "name": name,
                "board": board_json(fresh),
                "answers": {corp: answers(fresh, corp) for corp in corporations(fresh)},
                "connected": connections(fresh, name),
            }
        )
        print(name, len(fresh.laid), "tiles", flush=True)
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_bytes(gzip.compress(json.dumps(recorded, sort_keys=True).encode(), 9, mtime=0))


if __name__ == "__main__":
    main()
