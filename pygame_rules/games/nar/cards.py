"""The card set: companies, start cities and city cards, read from data/cards.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True)
class City:
    id: str
    name: str
    cost: int
    income: int
    coast_to_coast: int


@dataclass(frozen=True)
class StartCity:
    id: str
    name: str
    income: int


@dataclass(frozen=True)
class CardSet:
    stand_in: str | None
    companies: dict[str, dict]  # id -> {"id", "name", "shares"}, in table order
    start_cities: dict[str, StartCity]
    cities: dict[str, City]


@cache
def card_set() -> CardSet:
    raw = json.loads(resources.files(__package__).joinpath("data/cards.json").read_text("utf-8"))
    return CardSet(
        stand_in=raw.get("stand_in"),
        companies={c["id"]: c for c in raw["companies"]},
        start_cities={s["id"]: StartCity(**s) for s in raw["start_cities"]},
        cities={c["id"]: City(**c) for c in raw["cities"]},
    )
