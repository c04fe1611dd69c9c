"""The train depot: trains the bank sells in order, with their ids as 18xx.games names them
('2-0' is the first 2-train), and unlimited trains numbered as they are sold."""

from __future__ import annotations


def initial_depot(train_types: tuple[dict, ...]) -> list[str]:
    """Ids of the limited trains in the order the bank sells them."""
    return [f"{t['name']}-{i}" for t in train_types if t["count"] for i in range(t["count"])]


def train_type(train_id: str) -> str:
    return train_id.rsplit("-", 1)[0]


def remaining(depot: list[str], name: str) -> int:
    return sum(1 for t in depot if train_type(t) == name)


def for_sale(depot: list[str], unlimited: dict | None, sold_unlimited: int, first_sold: set[str]) -> list[str]:
    """The next train in the depot, and an unlimited train once it is available."""
    out = depot[:1]
    if unlimited and (not unlimited.get("available_after_first") or unlimited["available_after_first"] in first_sold):
        out.append(f"{unlimited['name']}-{sold_unlimited}")
    return out
