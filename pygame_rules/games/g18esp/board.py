"""18ESP's board rules beyond the 18xx layer's (its map and tiles are data/map.json and
data/tiles.json; the layer keeps gauges per region, double-sided tiles, mines, stacked markers and
the route bonuses as data):

- mountain passes (6.2): two "Closed" markers fill each pass city at set-up (2.1), so nobody
  passes or stops there and no marker can be placed; a major connected to a pass opens it
  (the markers go); a station marker in a pass earns its bonus on a route through it, and the
  second marker there pays the first one's owner; no route visits a closed pass (5.4.2: "Um einen
  Gebirgspass anfahren zu können, muss dieser eröffnet worden sein") and no route more than one
  pass (6.2, the map's group "pass");
- minors build only on the southern map (5.3.1) and never visit an off-board area or a pass
  (5.4.2);
- a mine lay: a yellow tile on a white mine hex (5.3.3), laid besides the normal lay;
- the route bonuses (5.4.2 "Boni"): W to E, Madrid or Barcelona to Gijón or Bilbao, +100 each;
- what a route earns at mines and harbours, paid to the treasury (5.4.2);
- a home shared by two corporations (5.3.4: MZ and MZA in Madrid): the first to place its marker
  takes the city, the second's marker is stacked on it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...core18xx import tokens
from ...core18xx.board import load_board
from ...core18xx.network import network
from ...core18xx.reach import reach
from ...core18xx.routes import HexBonus, LinkBonus, Route, RouteContext, revenue_parts
from ...core18xx.state import BoardState, node_id, split_node
from ...core18xx.state import new_board as make_board
from ...errors import IllegalAction

PACKAGE = __package__
CLOSED = "closed"  # the "Closed" markers on a mountain pass until it is opened (2.1)
TREASURY_SYMBOLS = ("mine", "harbour")  # their revenue goes to the treasury (5.4.2)

Home = tuple[str, int | None]  # hex, city index (None: any city of the hex)


@dataclass(frozen=True)
class MountainPass:
    hex: str
    name: str
    cost: int  # to open it (6.2)
    bonus: int  # on a route through it, for a corporation with a marker there (6.2)

    @property
    def city(self) -> str:
        return node_id(self.hex, "c0")


@cache
def _map_data() -> dict:
    return json.loads(resources.files(PACKAGE).joinpath("data", "map.json").read_text("utf-8"))


@cache
def mountain_passes() -> dict[str, MountainPass]:
    return {h: MountainPass(h, p["name"], p["cost"], p["bonus"]) for h, p in _map_data()["mountain_passes"].items()}


@cache
def link_bonuses() -> tuple[LinkBonus, ...]:
    return tuple(
        LinkBonus(frozenset(b["first"]), frozenset(b["second"]), b["amount"])
        for b in _map_data()["link_bonuses"].values()
    )


# --- set-up and home stations ---


def new_board(homes: dict[str, Home]) -> BoardState:
    """The board at the start: homes reserved (a city two corporations share is reserved for
    the first listed, 5.3.4), and both slots of each mountain pass closed (2.1)."""
    board = make_board(PACKAGE, {c: h for c, h in homes.items() if _shares_with(homes, c) is None})
    for mountain_pass in mountain_passes().values():
        board.tokens[mountain_pass.city] = [CLOSED, CLOSED]
    board.changed(track=False)
    return board


def _shares_with(homes: dict[str, Home], corporation: str) -> str | None:
    """The corporation listed before it whose home is the same city (MZ: MZA), if any."""
    home = homes[corporation]
    if home[1] is None:
        return None
    first = next(c for c, h in homes.items() if h == home)
    return None if first == corporation else first


def shares_home(homes: dict[str, Home], corporation: str) -> bool:
    """Whether another corporation in play has the same home city (MZ and MZA, 5.3.4)."""
    return bool(_partners(homes, corporation))


def _partners(homes: dict[str, Home], corporation: str) -> list[str]:
    home = homes[corporation]
    if home[1] is None:
        return []
    return [c for c, h in homes.items() if c != corporation and h == home]


def place_home(board: BoardState, corporation: str, homes: dict[str, Home], city: str | None = None) -> str:
    """Place the home marker (`city`: the director's choice of city where the home is any city
    of the hex). Where another corporation's home is the same city (5.3.4), the second marker is
    stacked on the first (an extra slot); the first takes the city for both."""
    coord, index = homes[corporation]
    partners = _partners(homes, corporation)
    reserved = any(c == corporation for c, _ in board.reservations.get(coord, []))
    # the reservation follows its city through upgrades (Madrid's brown tile has one city)
    index = next((i for c, i in board.reservations.get(coord, []) if c == corporation), index)
    if not partners or (reserved and not _holds_partner(board, coord, index, partners)):
        return tokens.place_home_token(board, corporation, city)
    cities = board.face(coord)[0].cities()  # on Madrid's brown tile, its one city wherever printed
    home_city = node_id(coord, cities[0] if len(cities) == 1 else f"c{index}")
    slots = _slots(board, home_city)
    if corporation in slots:
        raise IllegalAction.said("home.none", corp=corporation)
    _drop_reservations(board, coord, [corporation, *partners])
    if any(p in slots for p in partners) or not slots:
        # stacked on its partner's marker, or on a city that lost its place (D40)
        board.tokens[home_city] = [*slots, corporation]
    elif None in slots:
        slots[slots.index(None)] = corporation
        board.tokens[home_city] = slots
    else:
        raise IllegalAction.said("home.no_room", city=home_city, corp=corporation)
    board.changed(track=False)
    return home_city


def remove_home(board: BoardState, corporation: str, homes: dict[str, Home]) -> None:
    """A corporation's marker leaves (a minor closing, a takeover). Where it shared its home
    and the partner has not placed its marker yet, the city is reserved for the partner again."""
    coord, index = homes[corporation]
    cities = [n for n, slots in board.tokens.items() if corporation in slots and split_node(n)[0] == coord]
    for city in cities:
        tokens.remove_token(board, corporation, city)
    for partner in _partners(homes, corporation):
        placed = any(partner in slots for n, slots in board.tokens.items() if split_node(n)[0] == coord)
        waiting = any(c == partner for c, _ in board.reservations.get(coord, []))
        if not placed and not waiting:
            board.reservations.setdefault(coord, []).append((partner, index))
            board.changed(track=False)


def first_of_stack(board: BoardState, corporation: str) -> str | None:
    """The city where the corporation's marker holds a place of the circle and another's marker is
    stacked on it (an extra place, R131)."""
    for city, slots in board.tokens.items():
        places = network(board).stops[city].slots
        if corporation in slots and len(slots) > places and slots.index(corporation) < places:
            return city
    return None


def free_place(board: BoardState, corporation: str, city: str) -> None:
    slots = board.tokens[city]
    slots[slots.index(corporation)] = None
    board.changed(track=False)


def drop_vacated_place(board: BoardState, corporation: str, homes: dict[str, Home], city: str) -> bool:
    """D40: the place a stacking home marker (MZ's) left in a takeover goes with it, as on
    18xx.games, and with it the partner's reservation; whether a place went."""
    slots = board.tokens.get(city)
    if slots is None or None not in slots:
        return False
    slots.remove(None)
    _drop_reservations(board, split_node(city)[0], _partners(homes, corporation))
    board.changed(track=False)
    return True


def _holds_partner(board: BoardState, coord: str, index: int | None, partners: list[str]) -> bool:
    return index is not None and any(p in _slots(board, node_id(coord, f"c{index}")) for p in partners)


def _drop_reservations(board: BoardState, coord: str, corporations: list[str]) -> None:
    kept = [(c, i) for c, i in board.reservations.get(coord, []) if c not in corporations]
    board.reservations[coord] = kept


def _slots(board: BoardState, city: str) -> list[str | None]:
    if city in board.tokens:
        return list(board.tokens[city])
    return [None] * network(board).stops[city].slots


# --- regions, mines ---


def region(board: BoardState, coord: str) -> str | None:
    """north, south or pass (the orange hexes between the two maps)."""
    return board.board.hexes[coord].region


def minor_hexes(board: BoardState) -> frozenset[str]:
    """Where a minor may lay or upgrade tiles: the southern map (5.3.1, 5.3.2)."""
    return _south(board.package)


def mine_hexes(board: BoardState) -> frozenset[str]:
    """The white hexes with a mine (5.3.3)."""
    return _mines(board.package)


@cache
def _south(package: str) -> frozenset[str]:
    return frozenset(c for c, h in load_board(package).hexes.items() if h.region == "south")


@cache
def _mines(package: str) -> frozenset[str]:
    return frozenset(
        c
        for c, h in load_board(package).hexes.items()
        if h.colour == "white" and any(s.symbol == "mine" for s in h.face.stops.values())
    )


def mine_lay(board: BoardState, coord: str, tile: str) -> bool:
    """A yellow tile on an unbuilt mine hex: the mine lay a corporation may make besides its
    normal lay (5.3.1, 5.3.3: "Ein Teil mit Mine und Kleinstadt gilt auch als Minenteil")."""
    name = tile if tile in board.board.tiles else tile.rsplit("-", 1)[0]
    return coord not in board.laid and coord in mine_hexes(board) and board.board.tiles[name].colour == "yellow"


# --- mountain passes ---


def pass_open(board: BoardState, coord: str) -> bool:
    return CLOSED not in board.tokens.get(mountain_passes()[coord].city, ())


def openable_passes(board: BoardState, corporation: str) -> list[str]:
    """The closed passes the corporation's track reaches (6.2: "Sie müssen dafür eine
    Verbindung zu dem Pass aufweisen"). Who may open one and when: the operating turn."""
    reached = reach(board, corporation).nodes
    return [h for h, p in mountain_passes().items() if not pass_open(board, h) and p.city in reached]


def open_pass(board: BoardState, corporation: str, coord: str) -> int:
    """Open a pass the corporation reaches: its markers go; returns the cost (6.2)."""
    if coord not in openable_passes(board, corporation):
        raise IllegalAction.said("18esp.pass.not_openable", corp=corporation, hex=coord)
    mountain_pass = mountain_passes()[coord]
    board.tokens[mountain_pass.city] = [None, None]
    board.changed(track=False)
    return mountain_pass.cost


def pass_station_payee(board: BoardState, city: str) -> str | None:
    """Who the second station marker on a pass pays its price to: the first one's owner (6.2);
    None for any other city or a first marker."""
    coord = split_node(city)[0]
    if coord not in mountain_passes():
        return None
    held = [c for c in board.tokens.get(city, ()) if c not in (None, CLOSED)]
    return held[0] if len(held) == 1 else None


def pass_bonuses(board: BoardState, corporation: str) -> tuple[HexBonus, ...]:
    """A pass holding the corporation's marker pays its bonus to a route through it; without
    one it pays nothing (6.2, 5.4.2)."""
    return tuple(
        HexBonus(frozenset([h]), p.bonus)
        for h, p in mountain_passes().items()
        if corporation in board.tokens.get(p.city, ())
    )


# --- routes ---


def route_bonuses(board: BoardState, corporation: str) -> tuple[HexBonus | LinkBonus, ...]:
    """The bonuses of the corporation's routes: its passes' and the two +100 bonuses (5.4.2)."""
    return pass_bonuses(board, corporation) + link_bonuses()


def barred_stops(board: BoardState, minor: bool) -> frozenset[str]:
    """The stops no train of the corporation may visit: closed passes (5.4.2, 6.2); for a minor
    every pass and off-board area (5.1.2, 5.4.2)."""
    passes = mountain_passes().values()
    if not minor:
        return frozenset(p.city for p in passes if not pass_open(board, p.hex))
    net = network(board)
    return frozenset(p.city for p in passes) | frozenset(n for n, k in net.kinds.items() if k == "offboard")


def route_context(board: BoardState, corporation: str, colours: tuple[str, ...], minor: bool) -> RouteContext:
    return RouteContext(corporation, colours, route_bonuses(board, corporation), barred=barred_stops(board, minor))


def treasury_revenue(board: BoardState, route: Route, colours: tuple[str, ...]) -> int:
    """What the route earns at mines and harbours, paid into the treasury whatever the director
    does with the rest (5.3.3, 5.4.2)."""
    parts = revenue_parts(board, route, colours)
    return sum(parts.get(symbol, 0) for symbol in TREASURY_SYMBOLS)
