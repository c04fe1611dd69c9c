"""The components: the two boards and the two sides of the influence and train displays, read
from data/*.json (stand-ins until the printed values are known), and the piece counts of the
rule book's component list (Spielmaterial)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

PLAYER_CUBES = 15  # investment cubes per player
PLAYER_PIECES = 15  # track pieces per player
COMPANY_PIECES = 35  # red and green track pieces each
LOCOMOTIVES = 3  # per player: at most three trains
GOODS_CUBES = 60  # of each kind: white (stone/beer) and yellow (cheese/post)
PASSENGERS = 25  # of each colour, red and green
LANDOWNERS = 25
COMPANIES = ("red", "green")
INFLUENCE = ("white", "brown", "red", "green")
RED_OR_GREEN = "red_or_green"  # the two-coloured printed marker (2-3 player display, field 2)


@dataclass(frozen=True)
class Area:
    id: str
    name: str
    x: int
    y: int
    terrain: str  # plain, valley (Wensleydale), hills (Wensleydale), hop_field (Nürnberg)
    town: str | None  # company, major, minor: a town or station
    company: str | None  # red or green for a company town
    goods: str | None  # the board's quarry goods on hills/hop fields, its field goods elsewhere
    feeds: tuple[str, ...] = ()  # hills/hop fields: the stations their goods leave by
    build_out_only: bool = False  # The South

    @property
    def enterable(self) -> bool:
        return self.terrain not in ("hills", "hop_field") and not self.build_out_only


@dataclass(frozen=True)
class Border:
    id: str
    a: str
    b: str
    river: bool = False
    no_track: bool = False  # Nürnberg Nord / Nürnberg Süd
    extension: bool = False  # The South's optional extension

    def other(self, area: str) -> str:
        return self.b if area == self.a else self.a


ConnectionEnds = tuple[tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True)
class Board:
    id: str
    stand_in: str | None  # what is invented, while the printed board is not known
    name: str
    size: tuple[int, int]
    quarry_goods: str
    field_goods: str
    company_names: dict[str, str]  # as printed; none on the Nürnberg board (named by colour)
    areas: dict[str, Area]
    borders: dict[str, Border]
    at: dict[str, tuple[str, ...]]  # area -> the borders around it
    first_connection: ConnectionEnds | None
    rivers: tuple[dict, ...]

    def goods_kind(self, area: str) -> str:
        """The kind of the goods cubes on an area: only an area showing goods has any."""
        kind = self.areas[area].goods
        assert kind is not None
        return kind


@dataclass(frozen=True)
class Field:
    number: int
    row: str  # top or bottom
    printed: tuple[str, ...]


@dataclass(frozen=True)
class InfluenceDisplay:
    side: str
    stand_in: str | None
    players: tuple[int, int]
    rounds: dict[int, int]
    bag: dict[str, int]
    track_top: int
    start: dict[str, int]
    fields: tuple[Field, ...]


@dataclass(frozen=True)
class Train:
    id: str
    row: int
    price: int
    passengers: int  # seats in the passenger wagon (0: none)
    goods: int  # room in the goods wagon (0: none)


@dataclass(frozen=True)
class TrainDisplay:
    side: str
    stand_in: str | None
    first_class: bool  # passengers score the train's price (2-3 player side)
    trains: dict[str, Train]


def _read(name: str) -> dict:
    return json.loads(resources.files(__package__).joinpath(f"data/{name}.json").read_text("utf-8"))


def border_id(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


@cache
def board(board_id: str, extended: bool = False) -> Board:
    """A board; The South's extension borders only when `extended`."""
    raw = _read(f"board_{board_id}")
    areas = {a["id"]: Area(**{**a, "feeds": tuple(a.get("feeds", ()))}) for a in raw["areas"]}
    borders = {}
    for b in raw["borders"]:
        if b.get("extension") and not extended:
            continue
        border = Border(id=border_id(b["a"], b["b"]), **b)
        borders[border.id] = border
    at: dict[str, list[str]] = {a: [] for a in areas}
    for border in borders.values():
        at[border.a].append(border.id)
        at[border.b].append(border.id)
    link = raw.get("first_connection")
    return Board(
        id=board_id,
        stand_in=raw.get("stand_in"),
        name=raw["name"],
        size=tuple(raw["size"]),
        quarry_goods=raw["goods"]["quarry"],
        field_goods=raw["goods"]["field"],
        company_names=raw["companies"],
        areas=areas,
        borders=borders,
        at={a: tuple(ids) for a, ids in at.items()},
        first_connection=(tuple(link["between"][0]), tuple(link["between"][1])) if link else None,
        rivers=tuple(raw.get("rivers", ())),
    )


@cache
def influence_display(side: str) -> InfluenceDisplay:
    raw = _read(f"influence_display_{side.replace('-', '_')}")
    return InfluenceDisplay(
        side=raw["side"],
        stand_in=raw.get("stand_in"),
        players=tuple(raw["players"]),
        rounds={int(n): r for n, r in raw["rounds"].items()},
        bag=raw["bag"],
        track_top=raw["track_top"],
        start=raw["start"],
        fields=tuple(Field(f["number"], f["row"], tuple(f["printed"])) for f in raw["fields"]),
    )


@cache
def train_display(side: str) -> TrainDisplay:
    raw = _read(f"train_display_{side.replace('-', '_')}")
    trains = {}
    for row, r in enumerate(raw["rows"], start=1):
        for i, t in enumerate(r["trains"]):
            train = Train(f"{row}{'abcdefgh'[i]}", row, r["price"], t["passengers"], t["goods"])
            trains[train.id] = train
    return TrainDisplay(raw["side"], raw.get("stand_in"), raw["first_class"], trains)
