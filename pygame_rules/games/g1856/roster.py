"""1856's trains as its data has them ('Loks'): the standard list with the diesel, or the
8-train variant's. What every 18xx title does with them is in core18xx (roster, trains, phases,
train_step)."""

from __future__ import annotations

from .data import data

CGR = "CGR"


def types_for(options: dict) -> tuple[dict, ...]:
    return data().train_types(bool(options.get("eight_train_variant")))
