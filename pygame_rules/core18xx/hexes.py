"""Hex coordinates in the printed notation, edges and neighbours (flat layout).

A hex is named as printed: letters for the column, a number for the row ("K5"). In the flat
layout edges are numbered clockwise from the bottom: 0 bottom, 1 lower left, 2 upper left, 3 top,
4 upper right, 5 lower right. Rows use doubled coordinates: a neighbour across edge 0 is two
numbers further down, one across edge 1 one column left and one number down.
"""

from __future__ import annotations

import re
from functools import cache

EDGES = range(6)
# (column step, number step) across each edge of the flat layout
STEPS = ((0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1))
_NAME = re.compile(r"([A-Z]+)(\d+)")


@cache
def column_row(coord: str) -> tuple[int, int]:
    """ "K5" -> (10, 4): column from A = 0, row = printed number - 1."""
    match = _NAME.fullmatch(coord)
    if not match:
        raise ValueError(f"{coord!r} is not a hex name like 'K5'.")
    letters, number = match.groups()
    column = 0
    for letter in letters:
        column = column * 26 + ord(letter) - ord("A") + 1
    return column - 1, int(number) - 1


def coord(column: int, row: int) -> str:
    letters, n = "", column + 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"{letters}{row + 1}"


def across(hex_name: str, edge: int) -> str | None:
    """The name of the hex across `edge` (it may not exist on the map)."""
    column, row = column_row(hex_name)
    dc, dr = STEPS[edge]
    if column + dc < 0 or row + dr < 0:
        return None
    return coord(column + dc, row + dr)


def facing(edge: int) -> int:
    """The neighbour's edge that touches `edge`."""
    return (edge + 3) % 6


def rotate(edge: int, rotation: int) -> int:
    """Where a tile's edge lies once the tile is laid with `rotation` (clockwise steps)."""
    return (edge + rotation) % 6
