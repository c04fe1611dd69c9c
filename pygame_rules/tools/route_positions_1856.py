"""Positions for checking and timing the best-routes search.

The recorded runs of 18xx.games 1856 games, each with the board as it stood: the board is
rebuilt action by action with the board layer alone (tiles, station markers, home stations, the
CGR's markers, the port, bridge and tunnel rights). The board-layer tests check every recorded
run against our routes with it, and the bench times the search on these positions and on
late-game boards grown by legal lays.

The recorded games and the facts they were played with are in ../shared beside the checkout
(`SHARED`; inside Pyodide the tests pass /shared); nothing here is used by the rules.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..core18xx.ids18xx import city_from_18xx
from ..core18xx.import18xx import effective_actions
from ..core18xx.routes import HexBonus, RouteContext, TrainSpec
from ..core18xx.state import BoardState, new_board, split_node
from ..core18xx.tokens import place_home_token, place_token
from ..core18xx.track import LayRules, lay_tile
from .bench_routes import Position, grown

G1856_PACKAGE = "pygame_rules.games.g1856"  # its data/ holds the board
SHARED = Path(__file__).resolve().parents[2].parent / "shared"
PORT_BONUS, RIGHT_BONUS = 20, 10
DIESEL = ("yellow", "green", "brown", "gray", "black")
LATE_TRAINS = (("5-0", 5), ("6-0", 6), ("D-0", 999), ("D-1", 999))


def games(shared: Path = SHARED) -> list[Path]:
    folder = shared / "fixtures" / "18xx" / "1856"
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


@dataclass
class Run:
    """A recorded run_routes with the board as it stood."""

    action: dict
    board: BoardState
    context: RouteContext
    trains: dict[str, TrainSpec]


class BoardReplay:
    def __init__(self, path: Path, shared: Path = SHARED) -> None:
        facts = shared / "data" / "1856"
        self.game = json.loads(path.read_text())
        self.actions = effective_actions(self.game["actions"])  # after undo and redo
        rules = self.game["settings"].get("optional_rules") or []
        phases = json.loads((facts / "phases.json").read_text())
        self.phases = phases["eight_train_variant" if "eight_train_variant" in rules else "default"]
        self.board = new_board(G1856_PACKAGE, homes(shared))
        self.phase = 0
        self.operated: set[str] = set()
        self.owner: dict[str, str] = {}  # private -> corporation owning it
        self.rights: dict[str, set[str]] = {}  # corporation -> {"bridge", "tunnel"}
        self.port: tuple[str, str] | None = None  # (hex, corporation)
        self.displaced: list[str] = []

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(self.phases[self.phase]["tiles"])

    def runs(self) -> Iterator[Run | tuple[str, int]]:
        """Replay the board; yield each run before the board moves on. Also yields
        ("checkpoint", action id) after each action, for comparing with the digests."""
        for action in self.actions:
            corp = self.acting_corporation(action)
            if corp is None:  # a player's move (a bid, shares): the board stays as it is
                yield ("checkpoint", action["id"])
                continue
            if corp and corp != "CGR" and corp not in self.operated:
                self.operated.add(corp)
                place_home_token(self.board, corp)
            kind = action["type"]
            if kind == "run_routes":
                yield Run(action, self.board, self.context(corp), self.trains(action))
            elif kind == "lay_tile":
                special = action["entity_type"] == "company"
                rules = LayRules(self.colours, reach=not special)
                result = lay_tile(self.board, corp, action["hex"], action["tile"], action["rotation"], rules)
                self.displaced += result.displaced
            elif kind == "place_token":
                self.token(action, corp)
            elif kind == "buy_train":
                self.train_bought(action["train"])
            elif kind == "buy_company":
                self.owner[action["company"]] = corp
                right = {"NFSBC": "bridge", "SCFTC": "tunnel"}.get(action["company"])
                if right:
                    self.rights.setdefault(corp, set()).add(right)
            elif kind == "special_buy":
                right = action["description"].split()[0].lower()
                self.rights.setdefault(corp, set()).add(right)
            elif kind == "assign":
                self.port = (action["target"], corp)
            elif kind == "merge":
                self.nationalise(action["corporation"])
            yield ("checkpoint", action["id"])

    def acting_corporation(self, action: dict) -> str | None:
        if action.get("entity_type") == "corporation":
            return action["entity"]
        if action.get("entity_type") == "company":
            return self.owner.get(action["entity"])
        return None

    def token(self, action: dict, corp: str) -> None:
        city = city_from_18xx(self.board, action["city"])
        if self.displaced:
            place_token(self.board, self.displaced.pop(0), city, reach=False, slot=action["slot"])
        else:
            reach = action["entity_type"] != "company"
            place_token(self.board, corp, city, reach=reach, slot=action["slot"])

    def train_bought(self, train: str) -> None:
        name = train.rsplit("-", 1)[0]
        for i, phase in enumerate(self.phases):
            if phase.get("on") == name and i > self.phase:
                self.phase = i
        if name == "6":
            self.port = None  # the port marker goes when the first 6-train is bought

    def nationalise(self, corp: str) -> None:
        """The CGR takes over the merged corporation's markers, one per hex."""
        held = {split_node(c)[0] for c, slots in self.board.tokens.items() if "CGR" in slots}
        for city, slots in self.board.tokens.items():
            if corp in slots:
                coord = split_node(city)[0]
                slots[slots.index(corp)] = None if coord in held else "CGR"
                held.add(coord)
        self.board.changed()

    def context(self, corp: str) -> RouteContext:
        bonuses = []
        if self.port and self.port[1] == corp:
            bonuses.append(HexBonus(frozenset({self.port[0]}), PORT_BONUS))
        if "bridge" in self.rights.get(corp, ()):
            bonuses.append(HexBonus(frozenset({"P17", "P19"}), RIGHT_BONUS))
        if "tunnel" in self.rights.get(corp, ()):
            bonuses.append(HexBonus(frozenset({"B13"}), RIGHT_BONUS))
        return RouteContext(corp, self.colours, tuple(bonuses))

    def trains(self, action: dict) -> dict[str, TrainSpec]:
        out = {}
        for route in action["routes"]:
            name = route["train"].rsplit("-", 1)[0]
            distance = 999 if name == "D" else int(name.rstrip("'"))
            out[route["train"]] = TrainSpec.simple(route["train"], distance)
        return out


def checkpoints(path: Path) -> dict[int, dict]:
    """The replay digest's board after each action that opened a round (action id -> state)."""
    digest = path.parent / "replay_digests" / f"{path.stem}.checkpoints.json"
    if not digest.exists():
        return {}
    states = json.loads(digest.read_text())["checkpoints"]
    return {c["after_action_id"]: c["state"] for c in states if "after_action_id" in c}


def homes(shared: Path = SHARED) -> dict[str, tuple[str, int | None]]:
    corporations = json.loads((shared / "data" / "1856" / "corporations.json").read_text())
    return {c["sym"]: (c["home"], c.get("home_city_index")) for c in corporations if c["home"]}


def recorded_runs(shared: Path = SHARED) -> list[Position]:
    """Every recorded run of every game: (board, trains, context)."""
    runs: list[Position] = []
    for path in games(shared):
        for item in BoardReplay(path, shared).runs():
            if isinstance(item, Run):
                runs.append(
                    (
                        pickle.loads(pickle.dumps(item.board)),
                        list(item.trains.values()),
                        item.context,
                    )
                )
    return runs


def late_game(shared: Path = SHARED, boards: int = 2, turns: int = 36) -> list[Position]:
    """Every corporation of `boards` late-game boards running 5+6, 6+D and D+D trains."""
    if not games(shared):
        return []
    trains = [TrainSpec.simple(name, distance) for name, distance in LATE_TRAINS]
    sets = [trains[0:2], trains[1:3], trains[2:4]]
    positions: list[Position] = []
    for seed in range(1, boards + 1):
        state = grown(G1856_PACKAGE, homes(shared), seed, turns)
        positions += [(state, s, RouteContext(c, DIESEL)) for c in homes(shared) for s in sets]
    return positions
