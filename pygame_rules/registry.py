"""The explicit list of titles, in the order the home screen shows them."""

from __future__ import annotations

from .games.g1856.rules import G1856
from .games.nar.rules import NorthAmericanRailways
from .games.wensleydale.rules import FIRST_TRAIN, LAST_TRAIN
from .title import Title

TITLES: dict[str, Title] = {t.id: t for t in [NorthAmericanRailways(), LAST_TRAIN, FIRST_TRAIN, G1856()]}


def get(title_id: str) -> Title:
    try:
        return TITLES[title_id]
    except KeyError:
        raise ValueError(f"Unknown game '{title_id}'.") from None
