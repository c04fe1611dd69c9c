"""The private companies' powers in a corporation's operating turn ('Privatbahnen'; the seed lost
their list, these follow 18xx.games): The Canada Company's extra yellow tile in H11 (once, free,
no connection needed, the private stays open); the Waterloo & Saugeen's green #59 tile in
Kitchener (I12) as the turn's tile lay and its free station marker there (each once; using
either closes the private at the end of the operating round); the Great Lakes Shipping Company's
port marker (placing it closes the private). The bridge and tunnel rights: privates.py."""

from __future__ import annotations

from ...core18xx.track import LayRules
from . import board, stations
from .data import data
from .privates import close, for_sale, owns, price_range
from .state import Corporation, State

TCC, WSRC, GLSC = "TCC", "WSRC", "GLSC"


def power(pid: str) -> dict:
    return data().privates[pid]["power"]


def lay_power(pid: str) -> dict:
    p = power(pid)
    return {"hex": p["hex"], "tiles": p.get("tiles") or [p["tile"]]}


def lay_offers(state: State, corp: Corporation, player: str) -> list[dict]:
    """Private tile lays open now (only in the track step)."""
    base = {"type": "lay_tile", "player": player, "corporation": corp.id}
    out = []
    if owns(state, corp, TCC) and TCC not in state.powers_used and board.tile_lays(state, corp, lay_power(TCC)):
        out.append({**base, "private": TCC})
    if (
        owns(state, corp, WSRC)
        and not state.operating.tile_laid
        and WSRC + "-tile" not in state.powers_used
        and board.tile_lays(state, corp, lay_power(WSRC))
    ):
        out.append({**base, "private": WSRC})
    return out


def lay_left(state: State, pid: str) -> bool:
    """A private's tile lay not yet used: the Canada Company's once; the W&S's while Kitchener
    has no tile (any lay there ends it, 18xx.games)."""
    if pid == TCC:
        return TCC not in state.powers_used
    return pid == WSRC and power(WSRC)["hex"] not in state.board.laid


def lay_private_for_sale(state: State, corp: Corporation) -> bool:
    """A player's private with a tile lay left that the corporation could buy now from its
    treasury: 18xx.games keeps the track step open (lay or pass) while it could buy it and lay."""
    return any(lay_left(state, pid) and price_range(pid)[0] <= corp.cash for pid in for_sale(state))


def extra_lay_unused(state: State, corp: Corporation) -> bool:
    """18xx.games keeps the track step open (lay or pass) while the Canada Company's lay is unused,
    even when H11 offers no lay any more."""
    return owns(state, corp, TCC) and TCC not in state.powers_used


def lay(state: State, corp: Corporation, pid: str, hex_: str, tile: str, rotation: int) -> None:
    board.lay_tile(state, corp, hex_, tile, rotation, lay_power(pid))
    if pid == TCC:
        state.powers_used.append(TCC)
    else:
        state.powers_used.append(WSRC + "-tile")
        state.operating.tile_laid = True  # the W&S tile is the turn's tile lay
        used_kitchener(state)


def token_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """The W&S's free station marker in Kitchener, from the corporation's own markers: after the
    track step and before interest is paid, as the turn's station marker (18xx.games)."""
    if (
        not owns(state, corp, WSRC)
        or WSRC + "-token" in state.powers_used
        or not corp.tokens_left
        or state.operating.interest_paid
        or state.operating.token_placed
    ):
        return []
    return [
        {"type": "place_token", "player": player, "corporation": corp.id, "private": WSRC, "city": c}
        for c in stations.free_cities(state, corp, power(WSRC)["hex"])
    ]


def place_token(state: State, corp: Corporation, city: str) -> None:
    """It is the turn's station marker (18xx.games: not an extra one)."""
    stations.place_token(state, corp, city, 0, reach=False)
    state.operating.token_placed = True
    state.powers_used.append(WSRC + "-token")
    used_kitchener(state)


def free_station_left(state: State, corp: Corporation) -> bool:
    return owns(state, corp, WSRC) and WSRC + "-token" not in state.powers_used


def free_station(state: State, corp: Corporation, city: str) -> bool:
    """A regular station marker in Kitchener by the W&S's owner uses its free station (18xx.games
    applies the power by itself)."""
    return free_station_left(state, corp) and city.rsplit("-", 1)[0] == power(WSRC)["hex"]


def place_free_station(state: State, corp: Corporation, city: str) -> None:
    stations.place_token(state, corp, city, 0)
    state.powers_used.append(WSRC + "-token")
    if not state.kitchener_used and not state.ways.free_station_keeps_wsrc(state):
        used_kitchener(state)  # the card: using it closes the private (18xx.games: not this way)


def used_kitchener(state: State) -> None:
    if not state.kitchener_used:
        state.kitchener_used = True
        state.say("1856.private.ws_closes")


def operating_round_over(state: State) -> None:
    """The W&S closes when the operating round in which its power was used ends, also when the
    game ends as the round's last turn ends (a bankruptcy; as 18xx.games)."""
    if state.kitchener_used:
        close(state, WSRC)
        state.kitchener_used = False


def port_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    if not owns(state, corp, GLSC):
        return []
    return [{"type": "place_port", "player": player, "corporation": corp.id, "hex": h} for h in power(GLSC)["hexes"]]


def place_port(state: State, corp: Corporation, hex_: str) -> None:
    state.port = (hex_, corp.id)
    state.say("1856.port.placed", corp=corp.id, hex=hex_)
    close(state, GLSC)


def lay_rules(state: State, action: dict) -> LayRules:
    """A private's lay follows its power, the operating corporation's the phase's colours."""
    return board.lay_rules(state, lay_power(action["private"]) if "private" in action else None)


def lay_is_free(state: State, action: dict) -> bool:
    """A private's lay pays no terrain cost."""
    return "private" in action
