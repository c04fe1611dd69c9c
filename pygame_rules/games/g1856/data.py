"""1856 game data, read once from the package's JSON files."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from ...core18xx.market import Market

CGR = "CGR"  # the Canadian Government Railway, formed in the game


def load(name: str) -> dict:
    return json.loads(resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Data:
    market: Market
    meta: dict
    corporations: dict[str, dict]
    cgr: dict
    privates: dict[str, dict]  # in auction order
    phases: tuple[dict, ...]
    trains: dict[bool, tuple[dict, ...]]  # eight-train variant? -> trains in order
    train_events: dict

    def train_types(self, eight_train: bool) -> tuple[dict, ...]:
        return self.trains[eight_train]

    def phase_index(self, on: str) -> int:
        """The phase the first train of this type starts."""
        return next(i for i, ph in enumerate(self.phases) if ph["on"] == on)


@lru_cache(maxsize=1)
def data() -> Data:
    corps = load("corporations.json")
    trains = load("trains.json")
    return Data(
        market=Market.from_data(load("market.json")),
        meta=load("meta.json"),
        corporations={c["id"]: c for c in corps["corporations"]},
        cgr=corps["cgr"],
        privates={p["id"]: p for p in load("privates.json")["privates"]},
        phases=tuple(load("phases.json")["phases"]),
        trains={False: tuple(trains["standard"]), True: tuple(trains["eight_train_variant"])},
        train_events=trains["events"],
    )


def types_for(options: dict) -> tuple[dict, ...]:
    """The standard trains with the diesel, or the 8-train variant's."""
    return data().train_types(bool(options.get("eight_train_variant")))


def stock_market() -> Market:
    return data().market


def train_types(state: Any) -> tuple[dict, ...]:
    return types_for(state.options)


def phases(state: Any) -> tuple[dict, ...]:
    return data().phases


def train_events(state: Any) -> dict:
    return data().train_events
