"""The board of a recorded 18xx.games 1856 game, rebuilt action by action with the board layer
alone (tiles, station markers, home stations, the CGR's markers, the port, bridge and tunnel
rights), for the tests that check every recorded run against our routes.

The recorded games live in ../shared beside the checkout (inside Pyodide: /shared); tests skip
when it is absent.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from core18xx_positions import DATA, FIXTURES, PACKAGE

from pygame_rules.core18xx.routes import HexBonus, RouteContext, TrainSpec
from pygame_rules.core18xx.state import BoardState, new_board, split_node
from pygame_rules.core18xx.tokens import place_home_token, place_token
from pygame_rules.core18xx.track import LayRules, lay_tile
from pygame_rules.games.g1856.import18xx import effective_actions

NO_SHARED = f"the recorded 18xx.games games are not at {FIXTURES} (../shared beside the checkout)"
PORT_BONUS, RIGHT_BONUS = 20, 10


def games() -> list[Path]:
    return sorted(FIXTURES.glob("*.json")) if FIXTURES.is_dir() else []


@dataclass
class Run:
    """A recorded run_routes with the board as it stood."""

    action: dict
    board: BoardState
    context: RouteContext
    trains: dict[str, TrainSpec]


class BoardReplay:
    def __init__(self, path: Path) -> None:
        self.game = json.loads(path.read_text())
        self.actions = effective_actions(self.game["actions"])  # after undo and redo
        rules = self.game["settings"].get("optional_rules") or []
        phases = json.loads((DATA / "phases.json").read_text())
        self.phases = phases["eight_train_variant" if "eight_train_variant" in rules else "default"]
        corporations = json.loads((DATA / "corporations.json").read_text())
        homes = {c["sym"]: (c["home"], c.get("home_city_index")) for c in corporations if c["home"]}
        self.board = new_board(PACKAGE, homes)
        self.phase = 0
        self.operated: set[str] = set()
        self.owner: dict[str, str] = {}  # private -> corporation owning it
        self.rights: dict[str, set[str]] = {}  # corporation -> {"bridge", "tunnel"}
        self.port: tuple[str, str] | None = None  # (hex, corporation)
        self.displaced: list[str] = []

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(self.phases[self.phase]["tiles"])

    def runs(self):
        """Replay the board; yield each run before the board moves on. Also yields
        ("checkpoint", action id) after each action, for comparing with the digests."""
        for action in self.actions:
            corp = self.acting_corporation(action)
            if corp and corp != "CGR" and corp not in self.operated:
                self.operated.add(corp)
                place_home_token(self.board, corp)
            kind = action["type"]
            if kind == "run_routes":
                yield Run(action, self.board, self.context(corp), self.trains(action))
            elif kind == "lay_tile":
                special = action["entity_type"] == "company"
                rules = LayRules(self.colours, reach=not special)
                result = lay_tile(
                    self.board, corp, action["hex"], action["tile"], action["rotation"], rules
                )
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
        from pygame_rules.core18xx.ids18xx import city_from_18xx

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
    digest = FIXTURES / "replay_digests" / f"{path.stem}.checkpoints.json"
    if not digest.exists():
        return {}
    states = json.loads(digest.read_text())["checkpoints"]
    return {c["after_action_id"]: c["state"] for c in states if "after_action_id" in c}
