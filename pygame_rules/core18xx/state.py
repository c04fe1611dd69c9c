"""The board's changing state: laid tiles, station markers, home reservations. Plain data.

Node ids name a revenue centre on the current map: "<hex>-<ref>", e.g. "N11-c0" (Toronto's first
city), "E18-t1", "B13-o0". Station markers are kept per city as a list of slots (a corporation
id or None). `version` goes up with every change; what is computed from the board (the track
network, each corporation's graph, its routes) is cached per version on the object and never
pickled, so clones stay small.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .board import BoardDef, load_board
from .tiles import TileDef


@dataclass
class BoardState:
    package: str  # the title's package, whose data/ holds the board
    laid: dict[str, tuple[str, int]] = field(default_factory=dict)  # hex -> (tile copy, rotation)
    tokens: dict[str, list[str | None]] = field(default_factory=dict)  # city node id -> slots
    # hex -> [(corporation, city index or None for any city of the hex)] not yet taken up
    reservations: dict[str, list[tuple[str, int | None]]] = field(default_factory=dict)
    version: int = 0
    _cache: dict = field(default_factory=dict, compare=False, repr=False)  # dropped on any change
    _track_cache: dict = field(default_factory=dict, compare=False, repr=False)  # on a lay

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k not in ("_cache", "_track_cache")}

    def __setstate__(self, data: dict) -> None:
        self.__dict__.update(data)
        self.forget()

    def keep_cache_of(self, other: BoardState) -> None:
        """For a clone of `other` at the same version: share what `other` has computed (the
        cached views are never changed in place; a change here starts a fresh cache)."""
        if other.package == self.package and other.version == self.version:
            self._cache = dict(other._cache)
            self._track_cache = dict(other._track_cache)

    def forget(self) -> None:
        """Drop everything computed (for timing a computation from scratch)."""
        self._cache = {}
        self._track_cache = {}

    @property
    def board(self) -> BoardDef:
        return load_board(self.package)

    def changed(self, *, track: bool = True) -> None:
        """Call after every change: `track=False` when only station markers (or reservations)
        changed, which keeps what was computed from the track alone."""
        self.version += 1
        self._cache.clear()
        if track:
            self._track_cache.clear()

    def cached(self, key: Any, build: Callable[[], Any]) -> Any:
        """What `build` computes from the board as it is now (tiles and markers)."""
        if key not in self._cache:
            self._cache[key] = build()
        return self._cache[key]

    def cached_for_track(self, key: Any, build: Callable[[], Any]) -> Any:
        """What `build` computes from the laid tiles alone (it must not read the markers)."""
        if key not in self._track_cache:
            self._track_cache[key] = build()
        return self._track_cache[key]

    def face(self, coord: str) -> tuple[TileDef, int]:
        """The tile showing on a hex now and its rotation (the printed face if none is laid)."""
        if coord in self.laid:
            copy, rotation = self.laid[coord]
            return self.board.tiles[tile_name(copy)], rotation
        return self.board.face(coord), 0

    def copies_in_use(self, name: str) -> set[str]:
        def build() -> dict[str, set[str]]:
            in_use: dict[str, set[str]] = {}
            for copy, _ in self.laid.values():
                in_use.setdefault(tile_name(copy), set()).add(copy)
            return in_use

        return self.cached_for_track("in use", build).get(name, set())

    def copy_taken(self, copy: str) -> bool:
        """A copy is on the map, or the other face of its physical tile is (a double-sided tile:
        copy n of one face and copy n of the other are the same tile, as 18xx.games pairs them)."""
        name, n = copy.rsplit("-", 1)
        if copy in self.copies_in_use(name):
            return True
        opposite = self.board.tiles[name].opposite
        return opposite is not None and f"{opposite}-{n}" in self.copies_in_use(opposite)

    def free_copy(self, name: str) -> str | None:
        """The lowest-numbered copy of a tile still in the supply (18xx.games names copies
        "<name>-<n>", n from 0)."""
        count = self.board.tiles[name].count
        return next((f"{name}-{n}" for n in range(count) if not self.copy_taken(f"{name}-{n}")), None)


def node_id(coord: str, ref: str) -> str:
    return f"{coord}-{ref}"


def split_node(node: str) -> tuple[str, str]:
    coord, ref = node.rsplit("-", 1)
    return coord, ref


def tile_name(copy: str) -> str:
    return copy.rsplit("-", 1)[0]


def new_board(package: str, homes: dict[str, tuple[str, int | None]]) -> BoardState:
    """A board at the start of a game; each corporation's home is reserved for it until its
    home station marker is placed (homes: corporation -> (hex, city index or None))."""
    state = BoardState(package)
    for corporation, (coord, city) in homes.items():
        state.reservations.setdefault(coord, []).append((corporation, city))
    return state
