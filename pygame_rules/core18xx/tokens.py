"""Station markers (1856 "Bahnhofsmarker"): where a corporation may place one, placing and
removing them, and home stations.

A marker goes into a city the corporation reaches with a train of any length from one of its
markers (reach.py; some powers waive this: `reach=False`), into a free slot, never into a hex where it
already has a marker, and never into the last free room that a corporation not yet operating needs
for its home station ("Eine Gesellschaft darf keinen Bahnhofsmarker auf dem letzten freien Feld
des Heimatbahnhofs einer anderen Gesellschaft legen, wenn diese noch nicht in Betrieb ist").
On a board whose `reservations_block` is "single_slot_cities", a home reserved in any city of a
hex also keeps other markers out of the hex's one-slot cities (18ESP 5.3.4: an OO hex until its
brown Y tile). The price is the engine's business.

A city's slot list may be longer than its tile's slots: markers stacked into extra slots (18ESP:
MZ and MZA in Madrid); removing a stacked marker removes its extra slot.
"""

from __future__ import annotations

from ..errors import IllegalAction
from ..messages import Message
from .network import network
from .reach import reach as reach_of
from .state import BoardState, node_id, split_node


def token_problem(
    state: BoardState,
    corporation: str,
    city: str,
    *,
    reach: bool = True,
    slot: int | None = None,
    homes_kept: bool = True,
) -> Message | None:
    """Why the corporation may not place a marker in `city` now (None: it may). Without
    `homes_kept`, room still owed to a home not yet placed in the hex does not count (a marker
    taking over another's circle takes nothing from them)."""
    net = network(state)
    if net.kinds.get(city) != "city":
        return Message("station.not_city", {"city": city})
    coord = split_node(city)[0]
    if any(corporation in state.tokens.get(node, ()) for node in _cities(state, coord)):
        return Message("station.has_one_on", {"corp": corporation, "hex": coord})
    if reach and city not in reach_of(state, corporation).nodes:
        return Message("station.cannot_reach", {"corp": corporation, "city": city})
    slots = city_slots(state, city)
    if slot is not None and not (0 <= slot < len(slots) and slots[slot] is None):
        return Message("station.slot_taken", {"slot": slot, "city": city})
    if None not in slots:
        return Message("station.full", {"city": city})
    if homes_kept and not _homes_still_fit(state, coord, corporation, city):
        return Message("station.kept_for_home", {"hex": coord})
    return None


def token_options(state: BoardState, corporation: str, *, reach: bool = True) -> list[str]:
    """The cities where the corporation may place a marker now (worked out once per board)."""

    def build() -> tuple[str, ...]:
        cities = reach_of(state, corporation).nodes if reach else network(state).kinds
        return tuple(sorted(c for c in cities if token_problem(state, corporation, c, reach=reach) is None))

    return list(state.cached(("token_options", corporation, reach), build))


def place_token(state: BoardState, corporation: str, city: str, *, reach: bool = True, slot: int | None = None) -> int:
    """Place a marker after checking it; returns the slot used."""
    problem = token_problem(state, corporation, city, reach=reach, slot=slot)
    if problem:
        raise IllegalAction.said("station.refused", problem=problem.to_json())
    return _put(state, corporation, city, slot)


def place_home_token(state: BoardState, corporation: str, city: str | None = None) -> str:
    """Place the home marker into the city reserved for it (or `city`, when the reservation is
    for any city of the hex); returns the city. The reservation ends."""
    for coord, reservations in state.reservations.items():
        for i, (owner, index) in enumerate(reservations):
            if owner != corporation:
                continue
            choice = node_id(coord, f"c{index}") if index is not None else city
            if choice is None:
                cities = _cities(state, coord)
                if len(cities) != 1:
                    raise IllegalAction.said("home.choose_city", corp=corporation, hex=coord)
                choice = cities[0]
            if split_node(choice)[0] != coord:
                raise IllegalAction.said("home.on", corp=corporation, hex=coord)
            reserved = _reserved_slots(state, choice)
            slot = reserved.index(corporation) if corporation in reserved else None
            del reservations[i]
            slots = city_slots(state, choice)
            if None not in slots:
                raise IllegalAction.said("home.no_room", city=choice, corp=corporation)
            _put(
                state,
                corporation,
                choice,
                slot if slot is not None and slot < len(slots) and slots[slot] is None else None,
            )
            return choice
    raise IllegalAction.said("home.none", corp=corporation)


def remove_token(state: BoardState, corporation: str, city: str) -> None:
    slots = state.tokens.get(city, [])
    if corporation not in slots:
        raise IllegalAction.said("station.none_in", corp=corporation, city=city)
    slots[slots.index(corporation)] = None
    if len(slots) > network(state).stops[city].slots:
        slots.remove(None)  # the extra slot of a stacked marker goes with it
    state.changed(track=False)


def exchange_token(state: BoardState, corporation: str, city: str) -> int:
    """A marker that takes the place of others (1856's CGR for the merged corporations'): into
    the first free slot, with no other check; returns the slot."""
    return _put(state, corporation, city, None)


def _reserved_slots(state: BoardState, city: str) -> list[str]:
    """The corporations whose home is reserved in this very city, in order: 18xx.games keeps
    the first slots of the city for them (a home in a printed one-city hex is in that city; a
    reservation of any city of a printed multi-city hex keeps none)."""
    coord, ref = split_node(city)
    single = len(state.board.hexes[coord].face.cities()) == 1
    return [
        c
        for c, index in state.reservations.get(coord, [])
        if (f"c{index}" == ref if index is not None else single and ref == "c0")
    ]


def _put(state: BoardState, corporation: str, city: str, slot: int | None) -> int:
    """Into `slot`, or the first free slot not kept for another corporation's home (the first
    free one when all are kept)."""
    slots = city_slots(state, city)
    index = open_slot(state, city, corporation, slots) if slot is None else slot
    slots[index] = corporation
    state.tokens[city] = slots
    state.changed(track=False)
    return index


def open_slot(state: BoardState, city: str, corporation: str, slots: list[str | None]) -> int:
    """The first free slot not kept for another corporation's home (the first free one when
    all are kept), as 18xx.games fills a city, also when an upgrade moves markers over."""
    kept = [i for i, c in enumerate(_reserved_slots(state, city)) if c != corporation]
    free = [i for i, s in enumerate(slots) if s is None]
    return next((i for i in free if i not in kept), free[0])


def _cities(state: BoardState, coord: str) -> list[str]:
    tile, _ = state.face(coord)
    return [node_id(coord, ref) for ref in tile.cities()]


def city_slots(state: BoardState, city: str) -> list[str | None]:
    """A city's station places: a corporation's id where its marker stands, None where free."""
    if city in state.tokens:
        return list(state.tokens[city])
    return [None] * network(state).stops[city].slots


def cities_with_room(state: BoardState, coord: str) -> list[str]:
    """The cities of a hex with a free station place (where a marker lifted by a lay may go)."""
    return [c for c in _cities(state, coord) if None in city_slots(state, c)]


def home_cities(state: BoardState, coord: str, index: int | None) -> list[str]:
    """Where a home station may go: its city (`index`), or any city of its hex with room, the
    first while the hex has no track (it is settled when a tile comes)."""
    if index is not None:
        return [node_id(coord, f"c{index}")]
    tile, _ = state.face(coord)
    cities = cities_with_room(state, coord)
    return cities if tile.paths else cities[:1]


def _homes_still_fit(state: BoardState, coord: str, corporation: str, city: str) -> bool:
    """After the placement, every other corporation's home reservation on the hex still finds
    a free slot (a reservation of one city in that city, of the hex in any of its cities)."""
    waiting = [(c, i) for c, i in state.reservations.get(coord, []) if c != corporation]
    if not waiting:
        return True
    hex_reserved = any(i is None for _, i in waiting)
    if hex_reserved and state.board.reservations_block == "single_slot_cities" and len(city_slots(state, city)) == 1:
        return False
    free = {node: city_slots(state, node).count(None) for node in _cities(state, coord)}
    free[city] -= 1
    for _, index in waiting:
        if index is None:
            continue
        node = node_id(coord, f"c{index}")
        if free.get(node, 0) <= 0:
            return False
        free[node] -= 1
    return sum(free.values()) >= sum(1 for _, i in waiting if i is None)
