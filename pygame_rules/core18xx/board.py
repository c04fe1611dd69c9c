"""A title's board: the printed map (preprinted hexes, terrain, borders, labels, names) and its tile
set, read once per title from the title's data/map.json and data/tiles.json.

Neighbours and the edges across which track may be laid are worked out here, once: an edge is
open when the hex across it is on the map, no impassable border lies between them, and that hex
is not of an impassable colour (blue lakes, gray and red areas) unless its printed track leads
back across the same edge.

A map may be split into regions whose tiles must have one gauge (18ESP: narrow in the north,
broad in the south, `region_gauges`), may require a tile on a hex to have track across given
edges (`required_exits`), and may keep other markers out of the one-slot cities of a hex where a
home is reserved in any city (`reservations_block`: "single_slot_cities", 18ESP's OO hexes).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from .hexes import EDGES, across, facing
from .tiles import TileDef, tile_from_data


@dataclass(frozen=True)
class Border:
    edge: int
    kind: str | None = None  # "impassable", a terrain with a cost, or None (joins a two-hex area)
    cost: int = 0


@dataclass(frozen=True)
class HexDef:
    coord: str
    colour: str  # white, yellow, gray, red, blue (18ESP: orange)
    face: TileDef  # what is printed: blank, a city, towns, an off-board area, preprinted track
    name: str | None = None
    terrain: tuple[tuple[str, int], ...] = ()  # (kind, cost of the first tile laid here)
    borders: tuple[Border, ...] = ()
    future_label: tuple[str, str] | None = None  # (label, colour from which tiles must carry it)
    icons: tuple[str, ...] = ()
    region: str | None = None  # a part of the map with rules of its own (18ESP: north, south, pass)
    required_exits: frozenset[int] = frozenset()  # a tile laid here has track across these edges

    @property
    def terrain_cost(self) -> int:
        return sum(cost for _, cost in self.terrain)


@dataclass(frozen=True)
class TownUpgrades:
    """Replacements outside the colour order once a colour is in play (1856: the gray phase
    lets town tiles become city tiles or plain track)."""

    when_colour: str
    to: dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class BoardDef:
    title: str
    hexes: dict[str, HexDef]
    tiles: dict[str, TileDef]  # by tile name
    impassable_colours: frozenset[str]
    town_upgrades: TownUpgrades | None = None
    region_gauges: dict[str, str] = field(default_factory=dict)  # region -> the gauge of its tiles
    halt_removal_cost: int = 0  # an upgrade that removes a halt (18ESP: a mine) costs this
    reservations_block: str | None = None  # "single_slot_cities": see the module's text
    # 18xx.games' name of each printed face, in the order its map lists the hexes
    printed_ids: dict[str, str] = field(default_factory=dict, repr=False)
    neighbours: dict[str, dict[int, str]] = field(default_factory=dict, repr=False)
    open_edges: dict[str, frozenset[int]] = field(default_factory=dict, repr=False)

    def __hash__(self) -> int:
        return hash(self.title)

    def face(self, coord: str) -> TileDef:
        return self.hexes[coord].face

    def gauge(self, coord: str) -> str | None:
        """The gauge every tile laid on the hex must have (None: any)."""
        return self.region_gauges.get(self.hexes[coord].region or "")

    @property
    def order_18xx(self) -> list[str]:
        """The hexes in the order 18xx.games lists them (its searches start in this order)."""
        return list(self.printed_ids) or list(self.hexes)


@cache
def load_board(package: str) -> BoardDef:
    """The board of the title whose package (e.g. "pygame_rules.games.g1856") holds the data."""
    files = resources.files(package).joinpath("data")
    raw_map = json.loads(files.joinpath("map.json").read_text("utf-8"))
    raw_tiles = json.loads(files.joinpath("tiles.json").read_text("utf-8"))
    hexes = {coord: _hex(coord, data) for coord, data in raw_map["hexes"].items()}
    tiles = {name: tile_from_data(name, data) for name, data in raw_tiles["tiles"].items()}
    town = raw_tiles.get("town_upgrades")
    board = BoardDef(
        title=package.rsplit(".", 1)[-1],
        hexes=hexes,
        tiles=tiles,
        impassable_colours=frozenset(raw_map.get("impassable_colours", ())),
        town_upgrades=TownUpgrades(town["when_colour"], {k: tuple(v) for k, v in town["to"].items()}) if town else None,
        region_gauges=dict(raw_map.get("region_gauges", {})),
        halt_removal_cost=raw_tiles.get("halt_removal_cost", 0),
        reservations_block=raw_map.get("reservations_block"),
        printed_ids=dict(raw_map.get("printed_ids", {})),
    )
    _connect(board)
    return board


def _hex(coord: str, data: dict) -> HexDef:
    colour = data.get("colour", "white")
    face = tile_from_data(coord, {**data, "colour": colour, "count": 0})
    return HexDef(
        coord=coord,
        colour=colour,
        face=face,
        name=data.get("name"),
        terrain=tuple((kind, cost) for kind, cost in data.get("terrain", ())),
        borders=tuple(Border(b["edge"], b.get("type"), b.get("cost", 0)) for b in data.get("borders", ())),
        future_label=tuple(data["future_label"]) if data.get("future_label") else None,
        icons=tuple(data.get("icons", ())),
        region=data.get("region"),
        required_exits=frozenset(data.get("required_exits", ())),
    )


def _connect(board: BoardDef) -> None:
    for coord in board.hexes:
        neighbours, open_edges = {}, set()
        for edge in EDGES:
            other = across(coord, edge)
            if other not in board.hexes:
                continue
            neighbours[edge] = other
            if _impassable_border(board, coord, edge, other) or not _enterable(board, other, facing(edge)):
                continue
            open_edges.add(edge)
        board.neighbours[coord] = neighbours
        board.open_edges[coord] = frozenset(open_edges)


def _impassable_border(board: BoardDef, coord: str, edge: int, other: str) -> bool:
    mine = any(b.edge == edge and b.kind == "impassable" for b in board.hexes[coord].borders)
    theirs = any(b.edge == facing(edge) and b.kind == "impassable" for b in board.hexes[other].borders)
    return mine or theirs


def _enterable(board: BoardDef, coord: str, edge: int) -> bool:
    hexdef = board.hexes[coord]
    return hexdef.colour not in board.impassable_colours or edge in hexdef.face.exits(0)
