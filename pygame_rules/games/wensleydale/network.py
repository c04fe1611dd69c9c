"""Track as a graph: areas joined by the pieces on their borders."""

from __future__ import annotations

from .components import Board


def reached(board: Board, borders: list[str]) -> set[str]:
    """The areas a set of pieces runs into or through."""
    out: set[str] = set()
    for b in borders:
        border = board.borders[b]
        out.update((border.a, border.b))
    return out


def neighbours(board: Board, borders: list[str]) -> dict[str, list[tuple[str, str]]]:
    """area -> [(border, other area)] over the given pieces."""
    out: dict[str, list[tuple[str, str]]] = {}
    for b in borders:
        border = board.borders[b]
        out.setdefault(border.a, []).append((b, border.b))
        out.setdefault(border.b, []).append((b, border.a))
    return out


def connected_groups(board: Board, borders: list[str]) -> dict[str, int]:
    """area -> the number of its connected group of pieces."""
    links = neighbours(board, borders)
    group: dict[str, int] = {}
    for start in links:
        if start in group:
            continue
        group[start] = len(group)
        stack = [start]
        while stack:
            area = stack.pop()
            for _, other in links[area]:
                if other not in group:
                    group[other] = group[start]
                    stack.append(other)
    return group
