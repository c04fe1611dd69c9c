"""The map as 1856 uses it: the one place the title talks to the board layer (core18xx; the map
and tiles are data/map.json and data/tiles.json of this package)."""

from __future__ import annotations

from ...core18xx import graph, routes, tokens, track
from ...core18xx.best_routes import best_routes as search
from ...core18xx.state import BoardState
from ...core18xx.state import new_board as make_board
from .data import data
from .state import Corporation, State

PACKAGE = __package__


def new_board() -> BoardState:
    homes = {cid: (c["home"], c.get("home_city")) for cid, c in data().corporations.items()}
    return make_board(PACKAGE, homes)


def colours(state: State) -> tuple[str, ...]:
    return tuple(data().phases[state.phase]["tiles"])


def blocked(state: State) -> frozenset[str]:
    """Hexes of privates still owned by players (section 'Privatbahnen')."""
    from .privates import player_owned

    return frozenset(h for pid, p in data().privates.items() if player_owned(state, pid) for h in p["blocks"])


def place_home_token(state: State, corp: Corporation) -> None:
    city = tokens.place_home_token(state.board, corp.id)
    corp.tokens_left.pop(0)
    corp.home_placed = True
    state.note(f"{corp.id} places its home station in {city}.")


def tile_lays(state: State, corp: Corporation) -> list[dict]:
    if state.operating.tile_laid:
        return []
    rules = track.LayRules(colours(state), blocked=blocked(state))
    return [{"hex": o.hex, "tile": o.tile, "rotation": r} for o in track.lay_options(state.board, corp.id, rules)
            if o.cost <= corp.cash for r in o.rotations]


def lay_tile(state: State, corp: Corporation, hex_: str, tile: str, rotation: int) -> None:
    rules = track.LayRules(colours(state), blocked=blocked(state))
    result = track.lay_tile(state.board, corp.id, hex_, tile, rotation, rules)
    if result.cost:
        state.pay(corp, None, result.cost)
    state.operating.tile_laid = True
    state.note(f"{corp.id} lays tile {result.copy} on {hex_} (rotation {rotation}).")


def token_choices(state: State, corp: Corporation) -> list[dict]:
    if not corp.tokens_left or corp.tokens_left[0] > corp.cash or state.operating.token_placed:
        return []
    return [{"city": c} for c in tokens.token_options(state.board, corp.id)]


def place_token(state: State, corp: Corporation, city: str) -> None:
    price = corp.tokens_left.pop(0)
    tokens.place_token(state.board, corp.id, city)
    if price:
        state.pay(corp, None, price)
    state.operating.token_placed = True
    state.note(f"{corp.id} places a station in {city}.")


def context(state: State, corp: Corporation) -> routes.RouteContext:
    bonuses = []
    for right, pid in (("bridge", "NFSBC"), ("tunnel", "SCFTC")):
        if right in corp.rights:
            power = data().privates[pid]["power"]
            bonuses.append(routes.HexBonus(frozenset(power["hexes"]), power["bonus"]))
    if state.port and state.port[1] == corp.id:
        bonuses.append(routes.HexBonus(frozenset([state.port[0]]), data().privates["GLSC"]["power"]["bonus"],
                                       each_stop=True))
    return routes.RouteContext(corp.id, colours(state), tuple(bonuses))


def train_specs(state: State, corp: Corporation) -> dict[str, routes.TrainSpec]:
    from .trains import distance

    return {t: routes.TrainSpec.simple(t, distance(state, t) or 999) for t in corp.trains}


def best_routes(state: State, corp: Corporation) -> list[dict]:
    run = search(state.board, list(train_specs(state, corp).values()), context(state, corp))
    return [r.to_json() for r in run.routes]


def revenue(state: State, corp: Corporation, run: list[dict]) -> int:
    parsed = [routes.Route.from_json(r) for r in run]
    return sum(routes.check_run(state.board, parsed, train_specs(state, corp), context(state, corp)))


def can_run(state: State, corp: Corporation) -> bool:
    """A route exists: the corporation reaches a revenue location besides its stations."""
    g = graph.corp_graph(state.board, corp.id)
    return len(g.nodes) > len(g.stations)


def destination_reached(state: State, corp: Corporation) -> bool:
    key = "alternate_destination" if state.options.get("alternate_destinations") else "destination"
    dest = data().corporations[corp.id][key]
    return graph.connected(state.board, dest["from"], dest["to"])


def remove_tokens(state: State, corp: Corporation) -> None:
    for city, slots in list(state.board.tokens.items()):
        if corp.id in slots:
            tokens.remove_token(state.board, corp.id, city)


def tokens_of(state: State, corp: Corporation) -> list[str]:
    return [city for city, slots in state.board.tokens.items() if corp.id in slots]


def view(state: State) -> dict:
    b = state.board
    return {"laid": {h: [c, r] for h, (c, r) in b.laid.items()},
            "tokens": {c: list(s) for c, s in b.tokens.items()}}
