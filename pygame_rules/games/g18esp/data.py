"""18ESP's game data, read once from the package's JSON files (`data/`), written from the rule book
(seed 004) and the component facts of ../shared/data/18ESP.

The format (each file's `_about` says more):
- `corporations.json`: `majors` and `minors`, each with `id` (18xx.games' symbol), `label` (the
  rule book's abbreviation: FCA for CA), `name`, `core` (in the standard set-up), `home` (hex),
  `home_city` (the city of a multi-city hex; absent: any of them), `home_name`, `token_prices`
  (the free home marker first), `color`, `text_color`; a major also `region` (north or south) and
  its `destination` hex and name. Listed in 18xx.games' order (its core corporations, then the
  variable set-up's), which its set-up draw follows. `major` and `minor` hold what every major or
  minor shares (certificates, start prices, capital), `goals` the majors' three goals.
- `privates.json`: `privates` in auction order, P6 twice (its two sides, `card`): `face_value`,
  `income`, whether corporations may buy it, its `power` as data and `about`, the catalogue key of
  its text.
- `market.json`: the one-row zig-zag market (`zigzag`, `rows` of cells with `price` and `par`).
- `trains.json`: `trains` in the bank's order (broad side: name, distance, price, count, rusts_on;
  the `narrow` side N+M; `reserved` cards; `recycle_price`), `special` (P3's 2P), `tender`,
  `combined`, `events`.
- `phases.json`: `phases` (name, `on`: the train type starting it, train limits per minor and
  major, tiles, operating rounds, mine revenue, the private price range and the phase's flags).
- `meta.json`: players, starting cash and certificate limits by player count, the bank
  (null: unlimited), the auction's steps, loans, the option `core`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from ...core18xx.market import Market, ZigZagMarket

NORTH, SOUTH = "north", "south"
CORE = "core"  # the option: the standard set-up (2.1) instead of the variable one (2.2)


def load(name: str) -> dict:
    return json.loads(resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Data:
    market: Market
    meta: dict
    majors: dict[str, dict]  # 18xx.games' order
    minors: dict[str, dict]
    major: dict  # what every major shares
    minor: dict
    goals: dict
    privates: tuple[dict, ...]  # auction order, both sides of P6
    trains: tuple[dict, ...]  # the bank's order
    special_trains: dict[str, dict]
    tender: dict
    combined: dict
    train_events: dict
    phases: tuple[dict, ...]

    def corporation(self, cid: str) -> dict:
        return self.majors.get(cid) or self.minors[cid]

    def is_minor(self, cid: str) -> bool:
        return cid in self.minors

    def region_majors(self, region: str) -> tuple[str, ...]:
        return tuple(cid for cid, c in self.majors.items() if c["region"] == region)

    def core_corporations(self) -> tuple[str, ...]:
        return tuple(cid for cid, c in (self.majors | self.minors).items() if c["core"])

    def private(self, pid: str, card: str | None = None) -> dict:
        """A private's card (P6: the side named by `card`)."""
        return next(p for p in self.privates if p["id"] == pid and p.get("card") == card)

    def phase_index(self, name: str) -> int:
        return next(i for i, ph in enumerate(self.phases) if ph["name"] == name)

    def par_prices(self, cid: str, phase: str) -> tuple[int, ...]:
        """The start prices the corporation may take in this phase (4.3.1, 4.3.2: a major's 95 and
        100 only from phase 3)."""
        if self.is_minor(cid):
            return tuple(self.minor["par_prices"])
        now = self.phase_index(phase)
        later = self.major["par_prices_from_phase"]
        return tuple(
            p for p in self.major["par_prices"] if str(p) not in later or now >= self.phase_index(later[str(p)])
        )

    def starting_cash(self, players: int) -> int:
        return self.meta["starting_cash"][str(players)]

    def certificate_limit(self, players: int) -> int:
        return self.meta["certificate_limit"][str(players)]

    def train_type(self, name: str) -> dict:
        """A train type by the name of its broad or narrow side, or a special train's."""
        return self.special_trains.get(name) or next(t for t in self.trains if name in (t["name"], t["narrow"]["name"]))


@lru_cache(maxsize=1)
def data() -> Data:
    corps = load("corporations.json")
    trains = load("trains.json")
    return Data(
        market=ZigZagMarket.from_data(load("market.json")),
        meta=load("meta.json"),
        majors={c["id"]: c for c in corps["majors"]},
        minors={c["id"]: c for c in corps["minors"]},
        major=corps["major"],
        minor=corps["minor"],
        goals=corps["goals"],
        privates=tuple(load("privates.json")["privates"]),
        trains=tuple(trains["trains"]),
        special_trains={t["name"]: t for t in trains["special"]},
        tender=trains["tender"],
        combined=trains["combined"],
        train_events=trains["events"],
        phases=tuple(load("phases.json")["phases"]),
    )


def stock_market() -> Market:
    return data().market


def phases(state: Any) -> tuple[dict, ...]:
    return data().phases
