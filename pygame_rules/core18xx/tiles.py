"""Tiles: track paths, revenue centres (cities with station slots, towns, off-boards, halts),
labels and colours, as read from a title's data; the same shapes describe preprinted hexes.

A path joins two ends. An end is an edge number (0-5, before rotation) or a node of the tile:
"c0" (city 0), "t1" (town 1), "o0" (off-board 0), "h0" (halt 0), "j0" (junction). A path carries
its gauge ("broad", "narrow" or "dual": either), whether it is terminal (a train may only end there)
and, for multi-lane track, its lanes: (width, index) at each end, where lane i of one hex meets
lane width-1-i of the next (18ESP's mountain-pass lines). Revenue is a number or, where it changes
with the game, a value per tile colour of the phase (e.g. {"yellow": 30, "brown": 50}). A stop may
carry a symbol naming what it is beyond its kind (18ESP: halts that are a "mine" or a "harbour").
A double-sided tile names its other face (`opposite`): copy n of either face is one physical tile.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .hexes import rotate

COLOURS = ("white", "yellow", "green", "brown", "gray")  # the upgrade order
NODE_KINDS = {"c": "city", "t": "town", "o": "offboard", "h": "halt", "j": "junction"}
KIND_LETTERS = {kind: letter for letter, kind in NODE_KINDS.items()}

End = int | str
Revenue = int | tuple[tuple[str, int], ...]


def revenue_in_phase(revenue: Revenue, phase_colours: tuple[str, ...]) -> int:
    """The value for the latest colour of the phase that the revenue names."""
    if isinstance(revenue, int):
        return revenue
    by_colour = dict(revenue)
    for colour in reversed(phase_colours):
        if colour in by_colour:
            return by_colour[colour]
    return 0


def max_revenue(revenue: Revenue) -> int:
    return revenue if isinstance(revenue, int) else max(v for _, v in revenue)


def path_key(a: End, b: End) -> tuple:
    """The same key for a path whichever way it is written."""
    return tuple(sorted((a, b), key=str))


@dataclass(frozen=True)
class Path:
    a: End
    b: End
    gauge: str = "broad"
    terminal: bool = False
    lanes: tuple[tuple[int, int], ...] = ()  # ((width, index) at a, (width, index) at b)

    @property
    def ends(self) -> tuple[End, End]:
        return self.a, self.b

    @property
    def edges(self) -> tuple[int, ...]:
        return tuple(e for e in (self.a, self.b) if isinstance(e, int))

    @property
    def nodes(self) -> tuple[str, ...]:
        return tuple(e for e in (self.a, self.b) if isinstance(e, str))

    def lane(self, end: int) -> tuple[int, int]:
        """(width, index) of the lane at end 0 (`a`) or 1 (`b`); single track is (1, 0)."""
        return self.lanes[end] if self.lanes else (1, 0)

    def rotated(self, rotation: int) -> Path:
        a, b = (rotate(e, rotation) if isinstance(e, int) else e for e in (self.a, self.b))
        return Path(a, b, self.gauge, self.terminal, self.lanes)


@dataclass(frozen=True)
class Stop:
    """A revenue centre: a city (with station slots), town, off-board area or halt."""

    kind: str
    revenue: Revenue = 0
    slots: int = 0
    groups: tuple[str, ...] = ()  # a route stops at most once in each group (HEX_GROUP: in its hex)
    symbol: str = ""  # what the stop is beyond its kind (18ESP: "mine", "harbour")
    # a halt that counts as a revenue centre for having a route (18ESP's mines; 18xx.games:
    # route:mandatory), else optional beside one
    mandatory: bool = False


@dataclass(frozen=True)
class TileDef:
    name: str
    colour: str
    paths: tuple[Path, ...] = ()
    stops: dict[str, Stop] = field(default_factory=dict)  # node ref ("c0", "t1", ...) -> stop
    label: str | None = None
    count: int = 0  # physical copies (0: preprinted, not in the tile supply)
    opposite: str | None = None  # the other face of a double-sided tile
    # the paths for each rotation 0-5, computed once
    turned: tuple[tuple[Path, ...], ...] = field(default=(), compare=False, repr=False)
    # the edges its track leaves by, for each rotation 0-5, computed once
    turned_exits: tuple[frozenset[int], ...] = field(default=(), compare=False, repr=False)
    halt_count: int = field(default=0, compare=False, repr=False)  # computed once

    def __post_init__(self) -> None:
        if not self.turned:
            turned = tuple(tuple(p.rotated(r) for p in self.paths) for r in range(6))
            object.__setattr__(self, "turned", turned)
        if not self.turned_exits:
            exits = tuple(frozenset(e for p in paths for e in p.edges) for paths in self.turned)
            object.__setattr__(self, "turned_exits", exits)
        object.__setattr__(self, "halt_count", sum(1 for ref in self.stops if ref[0] == "h"))

    def __hash__(self) -> int:
        return hash(self.name)

    def cities(self) -> list[str]:
        return [ref for ref in self.stops if ref[0] == "c"]

    def towns(self) -> list[str]:
        return [ref for ref in self.stops if ref[0] == "t"]

    def halts(self) -> list[str]:
        return [ref for ref in self.stops if ref[0] == "h"]

    def node_exits(self, rotation: int) -> dict[str, frozenset[int]]:
        """Each node's edges (after rotation); nodes without track have none."""
        exits: dict[str, set[int]] = {ref: set() for ref in self.stops}
        for path in self.turned[rotation]:
            for node in path.nodes:
                exits.setdefault(node, set()).update(path.edges)
        return {ref: frozenset(e) for ref, e in exits.items()}

    def exits(self, rotation: int) -> frozenset[int]:
        return self.turned_exits[rotation]


HEX_GROUP = "hex"  # a group of the stops of one hex: a route stops at one of them (18ESP's mine and town)

_KINDS = {"cities": "city", "towns": "town", "offboards": "offboard", "halts": "halt"}


def tile_from_data(name: str, data: dict) -> TileDef:
    """Read one tile (or a hex's preprinted face) from a title's JSON."""
    stops: dict[str, Stop] = {}  # in the order the data lists the kinds (18xx.games numbers them so)
    for key in [k for k in data if k in _KINDS]:
        kind = _KINDS[key]
        for i, stop in enumerate(data[key]):
            stops[f"{KIND_LETTERS[kind]}{i}"] = Stop(
                kind,
                _revenue(stop.get("revenue", 0)),
                stop.get("slots", 1 if kind == "city" else 0),
                tuple(stop.get("groups", ())),
                stop.get("symbol", ""),
                stop.get("route") == "mandatory",
            )
    paths = tuple(_path(entry) for entry in data.get("track", ()))
    return TileDef(
        name, data.get("colour", "white"), paths, stops, data.get("label"), data.get("count", 0), data.get("opposite")
    )


def _revenue(value: int | dict[str, int]) -> Revenue:
    return value if isinstance(value, int) else tuple(value.items())


def _path(entry: list) -> Path:
    a, b, *rest = entry
    extra = rest[0] if rest else {}
    lanes = tuple(tuple(lane) for lane in extra.get("lanes", ()))
    return Path(a, b, extra.get("gauge", "broad"), bool(extra.get("terminal")), lanes)
