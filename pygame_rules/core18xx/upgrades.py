"""Which tile may replace which: the colour order, labels, town and city counts, and the rule
that a new tile keeps all the old track (1856 section "Gleisbau": "Auf Sechsecke mit ein oder zwei
Kleinstädten darf nur ein Gleisplättchen mit der entsprechenden Zahl von Kleinstädten gelegt
werden"; the brown "L" and the Hamilton tiles through the hex's future label).

The old track is kept when every old path, its nodes mapped onto the new tile's nodes, is a path
of the new tile in the chosen rotation. The mapping also says where station markers go.

Halts (18ESP's mines, 5.3.3): a tile laid on a printed hex has as many halts as the hex ("Nur
gelbe Teile mit einer Mine dürfen dort gelegt werden"); an upgrade may remove one ("Ein Minenteil
wird aufrüstet, indem die Mine abgerissen wird"), and the track through it must then still join
its edges, directly or through a revenue centre kept. On a map split into gauge regions, a tile
has only track of its region's gauge (18ESP 5.3).
"""

from __future__ import annotations

from functools import cache
from itertools import product

from .board import BoardDef
from .tiles import COLOURS, End, TileDef, path_key

NORMAL, TOWN_RULE = "normal", "town"


def replacement(board: BoardDef, coord: str, old: TileDef, new: TileDef, colours: tuple[str, ...]) -> str | None:
    """How `new` may replace `old` on `coord` (ignoring rotation): NORMAL, TOWN_RULE, or None."""
    if new.colour not in colours:
        return None
    if board.region_gauges and (gauge := board.gauge(coord)) and any(p.gauge != gauge for p in new.paths):
        return None
    town = board.town_upgrades
    if town and town.when_colour in colours and new.name in town.to.get(old.name, ()):
        return TOWN_RULE
    if old.colour not in COLOURS or new.colour not in COLOURS:
        return None
    if COLOURS.index(new.colour) != COLOURS.index(old.colour) + 1:
        return None
    future = board.hexes[coord].future_label
    wanted = future[0] if future and new.colour == future[1] else old.label
    if new.label != wanted:
        return None
    old_cities, new_cities = len(old.cities()), len(new.cities())
    if len(old.towns()) != len(new.towns()):
        return None
    if (old.halt_count or new.halt_count) and (
        new.halt_count > old.halt_count or (old.colour == "white" and new.halt_count != old.halt_count)
    ):
        return None
    if not old.label and old_cities != new_cities:
        return None
    if old.label and old_cities and not new_cities:
        return None
    if old.colour == "white" and old.label == "OO" and old_cities != new_cities:
        return None
    return NORMAL


def node_mapping(
    old: TileDef, old_rotation: int, new: TileDef, new_rotation: int, mode: str
) -> dict[str, str | None] | None:
    """Old node ref -> new node ref (None: a town replaced by plain track) when the new tile,
    so rotated, keeps all the old track; None when it does not."""
    return _mapping(old, old_rotation, new, new_rotation, mode)


@cache
def _mapping(old: TileDef, old_rotation: int, new: TileDef, new_rotation: int, mode: str):
    old_paths = old.turned[old_rotation]
    new_keys = {path_key(p.a, p.b): p.gauge for p in new.turned[new_rotation]}
    old_nodes = list(old.stops)
    choices = [_images(old, new, ref, mode) for ref in old_nodes]
    for images in product(*choices):
        mapping = dict(zip(old_nodes, images))
        if _merges_allowed(new, mapping) and _keeps_track(old_paths, new_keys, mapping):
            return mapping
    return None


def _images(old: TileDef, new: TileDef, ref: str, mode: str) -> list[str | None]:
    kind = old.stops[ref].kind
    same: list[str | None] = [r for r in new.stops if new.stops[r].kind == kind]
    if mode == TOWN_RULE and kind == "town":
        # 1856, gray phase: a town becomes a city, or plain track ("Ausbau" / "Zurückbau")
        return [r for r in new.stops if new.stops[r].kind == "city"] or [None]
    if kind == "halt" and new.halt_count < old.halt_count:
        return [*same, None]  # 18ESP: a mine removed by the upgrade
    return same


def _merges_allowed(new: TileDef, mapping: dict[str, str | None]) -> bool:
    """Two old nodes may share a new node only when the new tile has fewer nodes of that kind
    (OO cities joining in one gray city, two towns becoming one city)."""
    targets = [t for t in mapping.values() if t is not None]
    for kind in {new.stops[t].kind for t in targets}:
        mine = [t for t in targets if new.stops[t].kind == kind]
        available = sum(1 for stop in new.stops.values() if stop.kind == kind)
        if len(set(mine)) < len(mine) and len(mine) <= available:
            return False
    return True


def _keeps_track(old_paths, new_keys: dict, mapping: dict[str, str | None]) -> bool:
    """Every old path is a new one; a removed town is replaced by track joining its two edges,
    a removed halt by track joining them directly or through one node of the new tile."""
    removed: dict[str, list[int]] = {}
    for path in old_paths:
        ends: list[End] = []
        for end in path.ends:
            if isinstance(end, int):
                ends.append(end)
            elif (target := mapping[end]) is None:
                removed.setdefault(end, []).extend(path.edges)
                break
            else:
                ends.append(target)
        else:
            if not _gauge_kept(path.gauge, new_keys.get(path_key(*ends))):
                return False
            continue
        if len(path.edges) != 1:
            return False
    for ref, edges in removed.items():
        if len(edges) != 2:
            return False
        if path_key(*edges) in new_keys:
            continue
        if ref[0] != "h" or not _joined_through_node(edges, new_keys):
            return False
    return True


def _joined_through_node(edges: list[int], new_keys: dict) -> bool:
    first, second = edges
    nodes = {end for key in new_keys for end in key if isinstance(end, str)}
    return any(path_key(first, n) in new_keys and path_key(second, n) in new_keys for n in nodes)


def _gauge_kept(old: str, new: str | None) -> bool:
    return new is not None and (new == old or new == "dual")
