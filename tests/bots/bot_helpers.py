"""What the bots' tests share."""

from __future__ import annotations


def is_legal(action: dict, legal: list[dict]) -> bool:
    """`action` is one of the legal ones, a range field given a number within it."""
    for a in legal:
        if a.keys() != action.keys():
            continue
        if all(
            v == action[k]
            or (isinstance(v, dict) and {"min", "max", "step"} <= v.keys() and v["min"] <= action[k] <= v["max"])
            for k, v in a.items()
        ):
            return True
    return False
