"""18xx.games names for board things, and its recorded routes turned into ours and ours into its.

18xx.games names a tile copy "<tile>-<n>" (n from 0), a preprinted hex's face "<hex>-<n>" (n: its place in a group of hexes printed alike), a city
"<face id>-<city index>" ("59-0-1", "I12-0-1"), a route node "<hex>-<index on its tile>". A recorded
route (run_routes) gives `connections`: for each leg the hexes it crosses, first and last holding
its two stops, in no fixed direction; `nodes` (newer games) names the stops.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import IllegalAction
from .network import Network, network
from .routes import Route
from .state import BoardState, node_id, split_node


def city_from_18xx(state: BoardState, city: str) -> str:
    """ "59-0-1" -> the node id of that city where tile 59-0 lies now, e.g. "L15-c1"."""
    face, index = city.rsplit("-", 1)
    for coord, (copy, _) in state.laid.items():
        if copy == face:
            return node_id(coord, f"c{index}")
    coord = face.rsplit("-", 1)[0]
    if coord in state.board.hexes and coord not in state.laid:
        return node_id(coord, f"c{index}")
    raise IllegalAction.said("route.city_not_on_map", city=city)


def city_to_18xx(state: BoardState, node: str) -> str:
    coord, ref = split_node(node)
    face = state.laid[coord][0] if coord in state.laid else state.board.printed_ids.get(coord, f"{coord}-0")
    return f"{face}-{ref[1:]}"


def route_from_18xx(state: BoardState, corporation: str, recorded: dict, others: Sequence[Route] = ()) -> Route:
    """Our route for one recorded route of the corporation's run; `others` are the run's routes
    converted before it (their track is taken). Where the recorded hexes fit several tracks, the
    first reading that forms a valid chain is taken, preferring the recorded nodes."""
    net = network(state)
    taken = {s for r in others for s in _sections(net, r)}
    in_hex = state.cached_for_track("nodes_by_hex", lambda: _nodes_by_hex(net))
    legs = [_legs_along(net, in_hex, [h.split()[0] for h in hexes]) for hexes in recorded["connections"]]
    preferred = {_node_from_signature(state, s) for s in recorded.get("nodes", ())}
    for stops, chosen in _chains(legs, taken):
        if preferred and not set(stops) <= preferred:
            continue
        return Route(recorded["train"], tuple(stops), tuple(refs for refs, _ in chosen))
    for stops, chosen in _chains(legs, taken):
        if len(legs) > 1 or any(corporation in state.tokens.get(s, ()) for s in stops):
            return Route(recorded["train"], tuple(stops), tuple(refs for refs, _ in chosen))
    raise IllegalAction.said("route.recorded_not_on_map", connections=str(recorded["connections"]))


def legs_along(state: BoardState, hexes: list[str]) -> list[tuple[str, str, tuple[str, ...], frozenset[int]]]:
    """Every chain of paths from a stop of hexes[0] to a stop of hexes[-1] crossing exactly these
    hexes: (from node, to node, path refs, sections)."""
    net = network(state)
    in_hex = state.cached_for_track("nodes_by_hex", lambda: _nodes_by_hex(net))
    return _legs_along(net, in_hex, hexes)


def _node_from_signature(state: BoardState, signature: str) -> str:
    coord, index = signature.rsplit("-", 1)
    tile, _ = state.face(coord)
    refs = list(tile.stops)
    return node_id(coord, refs[int(index)]) if int(index) < len(refs) else signature


def _sections(net: Network, route: Route) -> list[int]:
    return [s for leg in route.legs for ref in leg for s in _used(net, ref)]


def _used(net: Network, ref: str) -> tuple[int, ...]:
    t, begin = net.by_ref[ref]
    return net.tracks[t].used_from(begin)


def _nodes_by_hex(net: Network) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for node in net.at_node:
        out.setdefault(split_node(node)[0], []).append(node)
    return out


def _legs_along(
    net: Network, in_hex: dict[str, list[str]], hexes: list[str]
) -> list[tuple[str, str, tuple[str, ...], frozenset[int]]]:
    """Every chain of paths from a node of hexes[0] to a node of hexes[-1] crossing exactly these
    hexes: (from node, to node, path refs, sections)."""
    found: list[tuple[str, str, tuple[str, ...], frozenset[int]]] = []
    for start in in_hex.get(hexes[0], ()):
        todo: list[tuple[int, int | str, int, tuple[str, ...]]] = [(t, start, 0, ()) for t in net.at_node[start]]
        while todo:
            t, begin, at, refs = todo.pop()
            track = net.tracks[t]
            if track.hex != hexes[at]:
                continue
            refs += (track.ref(begin),)
            end = track.other(begin)
            if isinstance(end, str) and net.kinds[end] != "junction":
                if at == len(hexes) - 1 and end != start:
                    sections = frozenset(s for r in refs for s in _used(net, r))
                    found.append((start, end, refs, sections))
            elif isinstance(end, str):
                todo += [(u, end, at, refs) for u in net.at_node[end] if u != t]
            elif at + 1 < len(hexes):
                todo += [(u, f, at + 1, refs) for u, f in net.crossing.get((t, end), ())]
    return found


def _chains(legs, taken: set[int]):
    """Stop sequences joining the connections in order, each leg oriented to continue the last."""

    def grow(i: int, stops: list[str], chosen: list, used: frozenset[int]):
        if i == len(legs):
            yield stops, chosen
            return
        for a, b, refs, sections in legs[i]:
            if sections & used:
                continue
            for first, second, path in ((a, b, refs), (b, a, None)):
                if i and first != stops[-1]:
                    continue
                if second in stops or (not i and first == second):
                    continue
                path = path or _reversed(refs)
                start = [] if i else [first]
                yield from grow(i + 1, stops + start + [second], chosen + [(path, sections)], used | sections)

    yield from grow(0, [], [], frozenset(taken))


def _reversed(refs: tuple[str, ...]) -> tuple[str, ...]:
    out = []
    for ref in reversed(refs):
        coord, ends = ref.split(":")
        ends, tag = (ends.split("#") + [""])[:2]
        a, b = ends.split("-")
        out.append(f"{coord}:{b}-{a}" + (f"#{tag}" if tag else ""))
    return tuple(out)


def node_signature(state: BoardState, node: str) -> str:
    """A node as 18xx.games names it in a route: "<hex>-<index of the stop on its tile>"."""
    coord, ref = split_node(node)
    tile, _ = state.face(coord)
    return f"{coord}-{list(tile.stops).index(ref)}"


def route_to_18xx(state: BoardState, route: dict) -> dict:
    """Our route (`Route.to_json()`) as 18xx.games records it: the hexes each leg crosses, and
    its stops' signatures."""
    connections = []
    for leg in route["legs"]:
        hexes: list[str] = []
        for ref in leg:
            coord = ref.split(":", 1)[0]
            if not hexes or hexes[-1] != coord:
                hexes.append(coord)
        connections.append(hexes)
    return {
        "train": route["train"],
        "connections": connections,
        "nodes": [node_signature(state, n) for n in route["stops"]],
    }
