"""The track step ('Gleisteile und Bahnhof bauen', 5.3, 6.2), in any order within it:

- one tile: a yellow lay or an upgrade (5.3.1, 5.3.2); a major from phase 3 also one more yellow
  tile for 20 on another hex (which of its two tile actions is the extra one does not change
  what it pays, U26: the second pays 20); terrain costs the first tile on a hex;
- one mine tile (5.3.3): a yellow tile on an unbuilt mine hex, besides the rest, 30; removing a
  mine by an upgrade is the one upgrade and costs 30; P1's owner pays 30 less for one of these,
  and P1 closes (3.1);
- minors build only on the southern map (5.3.1, 5.3.2); a corporation's first tile goes on its
  home hex unless that already has a tile or is printed yellow (5.3.1);
- one station marker besides the home, at the next open marker's price (5.3.4); the second
  marker in a mountain pass pays its price to the first one's owner (6.2);
- from phase 3 a major may open one mountain pass it is connected to, at its printed cost (6.2);
  P4's owner opens Alar del Rey free or another pass for 40 less, and P4 closes (3.1);
- the home station first of all, free (5.3.4); the director chooses its city on an OO hex.
"""

from __future__ import annotations

from dataclasses import replace

from ...core18xx import hooks, roster, runs, tokens, track_step
from ...core18xx import track as layer
from ...core18xx.network import network
from ...core18xx.state import node_id, tile_name
from ...errors import IllegalAction
from . import board, goals
from .data import data
from .set_up import home_of
from .state import Corporation, State

MZ = "MZ"

SECOND_TILE_COST = 20  # 5.3.1: a major's extra yellow tile from the green phase
P1, P4 = "P1", "P4"
TERUEL = "J24"  # D21: a mine hex missing from 18xx.games' list of P1's hexes


def colours(state: State) -> tuple[str, ...]:
    return tuple(roster.phase(state)["tiles"])


def unbuilt_mines(state: State) -> frozenset[str]:
    return mine_hexes(state) - set(state.board.laid)


def owns(state: State, corp: Corporation, private: str) -> bool:
    p = state.privates.get(private)
    return p is not None and p.corp_owned and p.owner == corp.id and not p.closed


def close_private(state: State, private: str) -> None:
    state.privates[private].closed = True
    state.say(
        "18esp.private.closes", private=data().private(private, state.p6_card if private == "P6" else None)["name"]
    )


# --- tiles ---


def home_first(state: State, corp: Corporation) -> str | None:
    """The home hex, while the corporation's first tile must go there (5.3.1: unless the hex has
    a tile already or is printed yellow)."""
    coord = state.homes[corp.id][0]
    unbuilt = coord not in state.board.laid and state.board.board.hexes[coord].colour == "white"
    return coord if unbuilt and not corp.laid_tile else None


def tile_actions(state: State, corp: Corporation) -> int:
    return 2 if not corp.minor and roster.phase(state)["second_yellow_tile"] else 1


def lay_rules(state: State, corp: Corporation, mine: bool) -> layer.LayRules | None:
    """What a mine lay or a tile action may still do this turn (None: nothing)."""
    turn = state.operating
    if second_tile_unpaid(state, corp) and state.ways.no_tile_while_second_unpaid(state):
        return None
    hexes = board.minor_hexes(state.board) if corp.minor else None
    first = home_first(state, corp)
    if first:
        hexes = frozenset([first]) & hexes if hexes is not None else frozenset([first])
    if mine:
        if turn.mine_laid:
            return None
        mines = unbuilt_mines(state)
        return layer.LayRules(("yellow",), hexes=mines & hexes if hexes is not None else mines, new_track=False)
    if len(turn.tile_hexes) >= tile_actions(state, corp):
        return None
    wanted = ("yellow",) if turn.upgraded else colours(state)
    # an upgraded tile must be connected to a station; its new track need not be usable (5.3.2)
    return layer.LayRules(wanted, hexes=hexes, blocked=unbuilt_mines(state) | laid_hexes(turn), new_track=False)


def second_tile_unpaid(state: State, corp: Corporation) -> bool:
    """Between the turn's two tile actions with less than the second's 20 in the treasury:
    18xx.games then offers no tile at all, neither one on a mine hex (D31) nor the mine tile
    (its 30 cannot be paid then anyway; P1's lay goes beside, D36), and its track step ends."""
    used = len(state.operating.tile_hexes)
    return 0 < used < tile_actions(state, corp) and corp.cash < SECOND_TILE_COST


def laid_hexes(turn) -> frozenset[str]:
    """One tile a hex a turn: the two tile actions on different hexes (5.3.1), the mine's and
    P1's hexes too."""
    return frozenset([*turn.tile_hexes, *(c for c in (turn.mine_hex, turn.p1_hex) if c)])


def p1_rules(state: State, corp: Corporation, mine: bool) -> layer.LayRules | None:
    """P1's lay as 18xx.games offers it (D36): a yellow tile on an unbuilt mine hex or an upgrade
    of a built one, whatever the turn's tile actions and mine tile have used."""
    if not owns(state, corp, P1) or state.operating.p1_hex:
        return None
    hexes = (unbuilt_mines(state) if mine else mine_hexes(state) - unbuilt_mines(state)) - state.ways.p1_barred(state)
    if corp.minor:
        hexes &= board.minor_hexes(state.board)
    wanted = ("yellow",) if mine else tuple(c for c in colours(state) if c != "yellow")
    return layer.LayRules(wanted, hexes=hexes, blocked=laid_hexes(state.operating), new_track=False)


def extra_cost(state: State, mine: bool, coord: str | None = None) -> int:
    """The second tile's 20 (U26)."""
    if mine or not state.operating.tile_hexes:
        return 0
    if coord is not None and coord in mine_hexes(state) and state.ways.second_tile_free_on_mine_hex(state):
        return 0
    return SECOND_TILE_COST


def mine_hexes(state: State) -> frozenset[str]:
    return board.mine_hexes(state.board)


def discountable(state: State, coord: str, tile: str, mine: bool) -> bool:
    """A mine tile laid, or an upgrade removing a mine (P1)."""
    if mine:
        return True
    tiles = state.board.board.tiles
    new = tiles[tile if tile in tiles else tile_name(tile)]
    return coord in state.board.laid and new.halt_count < state.board.face(coord)[0].halt_count


def discount() -> int:
    return data().private(P1)["power"]["discount"]


def lay_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    base = {"type": "lay_tile", "player": player, "corporation": corp.id}
    out = []
    p1 = owns(state, corp, P1)
    for mine in (False, True):
        rules = lay_rules(state, corp, mine)
        if rules is None:
            continue
        options = state.board.cached(
            ("esp lays", corp.id, rules), lambda r=rules: layer.lay_options(state.board, corp.id, r)
        )
        for option in options:
            cost = option.cost + extra_cost(state, mine, option.hex)
            cheaper = p1 and not state.ways.p1_beside(state) and discountable(state, option.hex, option.tile, mine)
            cheaper = cheaper and option.hex not in state.ways.p1_barred(state)
            for r in option.rotations:
                lay = {**base, "hex": option.hex, "tile": option.tile, "rotation": r}
                if cost <= corp.cash:
                    out.append(lay)
                if cheaper and max(0, cost - discount()) <= corp.cash:
                    out.append({**lay, "private": P1})
    if p1 and state.ways.p1_beside(state):
        out += p1_choices(state, corp, base)
    return out


def p1_choices(state: State, corp: Corporation, base: dict) -> list[dict]:
    out = []
    for mine in (False, True):
        rules = p1_rules(state, corp, mine)
        if rules is None:
            continue
        options = state.board.cached(
            ("esp p1 lays", corp.id, rules), lambda r=rules: layer.lay_options(state.board, corp.id, r)
        )
        for option in options:
            if not discountable(state, option.hex, option.tile, mine):
                continue
            if max(0, option.cost - discount()) <= corp.cash:
                out += [
                    {**base, "hex": option.hex, "tile": option.tile, "rotation": r, "private": P1}
                    for r in option.rotations
                ]
    return out


def lay_offers(state: State, corp: Corporation, player: str) -> list[dict]:
    """Offers whose hex, tile and rotation are checked when applied."""
    base = {"type": "lay_tile", "player": player, "corporation": corp.id}
    p1 = state.ways.p1_beside(state) and any(p1_rules(state, corp, m) for m in (False, True))
    if lay_rules(state, corp, False) is None and lay_rules(state, corp, True) is None and not p1:
        return []
    return [base, {**base, "private": P1}] if owns(state, corp, P1) else [base]


def lay_kind(state: State, a: dict) -> tuple[str, bool, bool]:
    """A lay's tile name, whether it is a mine tile's, and whether it is P1's beside the turn's tiles."""
    name = a["tile"] if a["tile"] in state.board.board.tiles else tile_name(a["tile"])
    mine = name in state.board.board.tiles and board.mine_lay(state.board, a["hex"], a["tile"])
    return name, mine, a.get("private") == P1 and state.ways.p1_beside(state)


def checked_by(state: State, corp: Corporation, mine: bool, beside: bool) -> layer.LayRules | None:
    """The rules a lay is checked by (None: none is left this turn): a mine's or a tile's, P1's
    beside them; no reach in a move recorded on 18xx.games, as its replay trusts it."""
    rules = p1_rules(state, corp, mine) if beside else lay_rules(state, corp, mine)
    return replace(rules, reach=False) if rules is not None and state.recorded() else rules


def rules_of(state: State, corp: Corporation, a: dict) -> layer.LayRules | None:
    """The rules a listed lay is checked by when applied (the table's preview of a lay uses them too)."""
    _, mine, beside = lay_kind(state, a)
    return checked_by(state, corp, mine, beside)


def lay(state: State, corp: Corporation, a: dict) -> None:
    """The lay (its destination is checked by the turn step: turn_steps.track_acted)."""
    coord, tile, rotation = a["hex"], a["tile"], a["rotation"]
    if not isinstance(coord, str) or not isinstance(tile, str) or not isinstance(rotation, int):
        raise IllegalAction.said("18esp.track.incomplete")
    if coord not in state.board.board.hexes:
        raise IllegalAction.said("lay.no_hex", hex=coord)
    name, mine, beside = lay_kind(state, a)
    if not beside and second_tile_unpaid(state, corp) and state.ways.no_tile_while_second_unpaid(state):
        raise IllegalAction.said("18esp.track.cost", corp=corp.id, amount=SECOND_TILE_COST, cash=corp.cash)
    rules = checked_by(state, corp, mine, beside)
    if rules is None and beside:
        raise IllegalAction.said("18esp.track.p1", corp=corp.id)
    if rules is None and mine:
        raise IllegalAction.said("18esp.track.mine_done", corp=corp.id)
    if rules is None:
        raise IllegalAction.said("18esp.track.tiles_done", corp=corp.id)
    extra = 0 if beside else extra_cost(state, mine, coord)
    if extra and coord in mine_hexes(state):
        state.note_deviation("second_tile_on_mine_hex")  # 18xx.games charges nothing there
    if state.operating.p1_counted and a.get("private") != P1:
        state.note_deviation("p1_lay_beside_the_tiles")  # 18xx.games counts P1's lay in neither
    cost = layer.check_lay(state.board, corp.id, coord, tile, rotation, rules) + extra
    if a.get("private") == P1:
        if not owns(state, corp, P1) or not discountable(state, coord, name, mine):
            raise IllegalAction.said("18esp.track.p1", corp=corp.id)
        if coord == TERUEL and state.ways.p1_barred_from_teruel(state):
            raise IllegalAction.said("18esp.track.p1", corp=corp.id)
        cost = max(0, cost - discount())
    if cost > corp.cash:
        raise IllegalAction.said("18esp.track.cost", corp=corp.id, amount=cost, cash=corp.cash)
    upgrade = state.board.face(coord)[0].colour != "white"
    # 18xx.games searches the map for the corporation around a lay: a route it finds is kept,
    # markers the lay lifts still counted in the cities they map to (as 1856)
    runs.remember_route(state, corp)
    result = layer.lay_tile(state.board, corp.id, coord, tile, rotation, rules)
    runs.remember_route(state, corp, result.lifted)
    if cost:
        state.pay(corp, None, cost)
    turn = state.operating
    if a.get("private") == P1:
        turn.p1_hex = coord
        turn.p1_counted = None if beside else "mine" if mine else "tile"
    if mine and not beside:
        turn.mine_laid, turn.mine_hex = True, coord
    elif not beside:
        turn.tile_hexes.append(coord)
        turn.upgraded = turn.upgraded or upgrade
    corp.laid_tile = True
    state.say("18esp.track.laid", corp=corp.id, tile=result.copy, hex=coord, amount=cost)
    if a.get("private") == P1:
        close_private(state, P1)
    state.pending_tokens += [(c, coord) for c in result.displaced]


# --- station markers ---


def home_cities(state: State, corp: Corporation) -> list[str]:
    """Where the home station may go: its city, or any city of its hex with room (the first
    while the hex has no track)."""
    return tokens.home_cities(state.board, *state.homes[corp.id])


def place_home(state: State, corp: Corporation, city: str | None = None) -> None:
    placed = board.place_home(state.board, corp.id, state.homes, city)
    corp.tokens_left.pop(0)
    corp.home_placed = True
    state.say("18esp.station.home", corp=corp.id, city=placed)


def token_choices(state: State, corp: Corporation, player: str | None) -> list[dict]:
    return track_step.marker_choices(state, corp, player, lambda: marker_cities(state, corp))


def marker_cities(state: State, corp: Corporation) -> list[str]:
    kept = state.ways.kept_for_mz(state, corp)
    return [c for c in tokens.token_options(state.board, corp.id) if c not in kept]


def mz_keeps_madrid(state: State, corp: Corporation) -> list[str]:
    """D45, as 18xx.games: while MZ, sharing MZA's circle, has yet to place its home marker, its
    home is held for it in Madrid's hex as a whole, which keeps other markers out of Madrid's
    one-place cities, and out of its last free place on a tile with none."""
    mz = state.corporations.get(MZ)
    if corp.id == MZ or mz is None or mz.closed or mz.home_placed or not board.shares_home(state.homes, MZ):
        return []
    coord = state.homes[MZ][0]
    cities = [node_id(coord, ref) for ref in state.board.face(coord)[0].cities()]
    reserved = {node_id(coord, f"c{i}") for c, i in state.board.reservations.get(coord, []) if i is not None}
    free = [c for c in cities if c not in reserved and None in tokens.city_slots(state.board, c)]
    one_place = any(network(state.board).stops[c].slots == 1 for c in cities)
    return cities if one_place or len(free) <= 1 else []


def place_token(state: State, corp: Corporation, a: dict) -> None:
    """A home station, or the turn's station marker (the destination is checked after either by
    turn_steps.track_acted, U9)."""
    city = a["city"]
    if not corp.home_placed:
        if city not in home_cities(state, corp):
            raise IllegalAction.said("18esp.station.home_city", corp=corp.id)
        place_home(state, corp, city)
        return
    if state.operating.token_placed or not corp.tokens_left:
        raise IllegalAction.said("18esp.station.one_a_turn", corp=corp.id)
    price = corp.tokens_left[0]
    if price > corp.cash:
        raise IllegalAction.said("18esp.track.cost", corp=corp.id, amount=price, cash=corp.cash)
    if city in mz_keeps_madrid(state, corp) and state.ways.madrid_kept_for_mz(state):
        raise IllegalAction.said("18esp.station.kept_for_mz", corp=corp.id)
    payee = board.pass_station_payee(state.board, city) if isinstance(city, str) else None
    runs.remember_route(state, corp)  # 18xx.games' search for the cities it may reach
    track_step.place_marker(state, corp, city, price, state.corporations[payee] if payee else None)
    state.operating.token_placed = True
    if payee:
        state.say("18esp.station.pass_second", corp=corp.id, city=city, amount=price, first=payee)
    else:
        state.say("18esp.station.placed", corp=corp.id, city=city, amount=price)


def displaced_cities(state: State) -> list[str]:
    """Where the first marker lifted by a lay may go: a city of its hex with room."""
    return tokens.cities_with_room(state.board, state.pending_tokens[0][1])


def lifted_choices(state: State) -> list[dict]:
    corp = state.corporations[state.operating.corporation]
    base = {"type": "place_token", "player": corp.shares.director, "corporation": state.pending_tokens[0][0]}
    return [{**base, "city": c} for c in displaced_cities(state)]


def replace_displaced(state: State, city: str) -> None:
    if city not in displaced_cities(state):
        raise IllegalAction.said("18esp.station.lifted_where", hex=state.pending_tokens[0][1])
    corp, coord = state.pending_tokens.pop(0)
    tokens.exchange_token(state.board, corp, city)  # its marker back on the map, where there is room
    state.say("18esp.station.lifted_placed", corp=corp, city=city)
    paid_again(state, state.corporations[corp], coord, city)
    goals.check_destination(state, state.corporations[state.operating.corporation])  # (U9)


def paid_again(state: State, corp: Corporation, coord: str, city: str) -> None:
    """18xx.games places a lifted marker as a new one: a marker other than the home station costs
    its price again, paid by its corporation (D42; by the book it only moves, 5.3.4)."""
    d = data().corporation(corp.id)
    prices = d["token_prices"]
    if coord == home_of(d)[0] or len(prices) < 2:
        return
    if not state.ways.lifted_marker_paid(state):
        return
    if corp.cash < prices[1]:
        state.deviations.append("lifted_marker_paid")  # 18xx.games refuses the move and cannot go on
        return
    state.pay(corp, None, prices[1])
    state.say("18esp.station.lifted_paid", corp=corp.id, city=city, amount=prices[1])


# --- mountain passes ---


def pass_cost(state: State, coord: str, private: str | None) -> int:
    cost = board.mountain_passes()[coord].cost
    if private != P4:
        return cost
    power = data().private(P4)["power"]
    return 0 if coord == power["free_pass"] else max(0, cost - power["discount"])


def may_open_pass(state: State, corp: Corporation, private: str | None = None) -> bool:
    """A major from phase 3, one pass a turn (P4's use counts too)."""
    if corp.minor or not roster.phase(state)["mountain_passes"]:
        return False
    if private == P4 and not owns(state, corp, P4):
        return False
    return not state.operating.pass_opened or (private == P4 and state.ways.p4_may_open_a_second_pass(state))


def pass_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    base = {"type": "open_pass", "player": player, "corporation": corp.id}
    out = []
    for private in (None, P4):
        if not may_open_pass(state, corp, private):
            continue
        for coord in board.openable_passes(state.board, corp.id):
            if pass_cost(state, coord, private) <= corp.cash:
                out.append({**base, "hex": coord, **({"private": P4} if private else {})})
    return out


def open_pass(state: State, corp: Corporation, a: dict) -> None:
    private = a.get("private")
    if not may_open_pass(state, corp, private):
        raise IllegalAction.said("18esp.pass.not_now", corp=corp.id)
    cost = pass_cost(state, a["hex"], private)
    if cost > corp.cash:
        raise IllegalAction.said("18esp.track.cost", corp=corp.id, amount=cost, cash=corp.cash)
    board.open_pass(state.board, corp.id, a["hex"])
    if cost:
        state.pay(corp, None, cost)
    if private != P4 or not state.ways.p4_pass_beside_the_turns(state):
        state.operating.pass_opened = True
    state.say("18esp.pass.opened", corp=corp.id, name=board.mountain_passes()[a["hex"]].name, amount=cost)
    if private == P4:
        close_private(state, P4)
    goals.check_destination(state, corp)


def lay_rules_of(state: State, a: dict) -> layer.LayRules:
    corp = state.corporations[state.operating.corporation]
    return rules_of(state, corp, a) or hooks.lays_of_the_phase(state, a)
