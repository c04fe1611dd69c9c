"""Private companies ('Privatbahnen'): income, sale to corporations, closing, the rights of the
bridge and tunnel companies, and what rights and the port marker add to a route."""

from __future__ import annotations

from ...core18xx import cached_graph
from ...core18xx.roster import phase
from ...core18xx.routes import HexBonus
from ...messages import Message
from .data import data
from .loans import buying_power
from .state import Corporation, State


def pay_income(state: State) -> None:
    """Each open private pays its owner, a player or a corporation, its fixed income."""
    for pid, private in state.privates.items():
        if private.owner is None or private.closed:
            continue
        income = data().privates[pid]["income"]
        payee = state.corporations[private.owner] if private.corp_owned else private.owner
        state.pay(None, payee, income)
        state.say("1856.private.income", owner=private.owner, amount=income, private=data().privates[pid]["name"])


def owned_by(state: State, corp: Corporation) -> list[str]:
    return [pid for pid, p in state.privates.items() if p.corp_owned and p.owner == corp.id and not p.closed]


def owns(state: State, corp: Corporation, pid: str) -> bool:
    p = state.privates[pid]
    return p.corp_owned and p.owner == corp.id and not p.closed


def player_owned(state: State, pid: str) -> bool:
    p = state.privates[pid]
    return p.owner is not None and not p.corp_owned and not p.closed


def price_range(pid: str) -> tuple[int, int]:
    """A corporation pays from half to twice the printed price (section 'Privatbahnen')."""
    low, high = data().meta["private_price_range"]
    base = data().privates[pid]["price"]
    return int(base * low), int(base * high)


def for_sale(state: State) -> list[str]:
    """The privates a corporation may buy now (phases 3 and 4): those players own."""
    if not phase(state)["corporations_buy_privates"]:
        return []
    return [pid for pid in state.privates if player_owned(state, pid)]


def purchase_asked(state: State, corp: Corporation) -> bool:
    """After its loans a corporation is asked whether it buys a private when the cheapest one's
    lowest price is within its treasury and a loan it could still take (18xx.games); it may
    pay only from its treasury. (18xx.games also asks while it could still place the port
    marker.)"""
    prices = [price_range(pid)[0] for pid in for_sale(state)]
    return bool(prices) and min(prices) <= buying_power(state, corp)


def purchase_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    out = []
    for pid in for_sale(state):
        low, high = price_range(pid)
        high = min(high, corp.cash)
        if low <= high:
            out.append(
                {
                    "type": "buy_private",
                    "player": player,
                    "corporation": corp.id,
                    "private": pid,
                    "price": {"min": low, "max": high, "step": 1},
                }
            )
    return out


def buy(state: State, corp: Corporation, pid: str, price: int) -> None:
    private = state.privates[pid]
    seller = private.owner
    state.pay(corp, seller, price)
    private.owner, private.corp_owned = corp.id, True
    state.say("1856.private.bought", corp=corp.id, private=data().privates[pid]["name"], seller=seller, amount=price)
    power = data().privates[pid]["power"]
    if power and power["kind"] == "right":
        grant_right(state, corp, power["right"])


def right_said(right: str) -> dict:
    """A right as a message argument ("bridge right")."""
    return Message("1856.right.bridge" if right == "bridge" else "1856.right.tunnel").to_json()


def grant_right(state: State, corp: Corporation, right: str) -> None:
    if right not in corp.rights:
        corp.rights.append(right)


def right_private(right: str) -> str:
    return next(pid for pid, p in data().privates.items() if p["power"] and p["power"].get("right") == right)


def right_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """Another corporation may buy the bridge or tunnel right for $50 once the private is no
    longer a player's (tokens are limited unless the unlimited_bonus_tokens option is on)."""
    out = []
    for right in ("bridge", "tunnel"):
        pid = right_private(right)
        if right in corp.rights or player_owned(state, pid) or state.privates[pid].owner is None:
            continue
        if not state.options.get("unlimited_bonus_tokens") and state.right_tokens.get(right, 0) <= 0:
            continue
        if corp.cash >= data().meta["right_price"]:
            out.append({"type": "buy_right", "player": player, "corporation": corp.id, "right": right})
    return out


def buy_right(state: State, corp: Corporation, right: str) -> None:
    pid = right_private(right)
    private = state.privates[pid]
    assert private.owner is not None
    seller = None if private.closed else state.corporations[private.owner]
    price = data().meta["right_price"]
    state.pay(corp, seller, price)
    if not state.options.get("unlimited_bonus_tokens"):
        state.right_tokens[right] -= 1
        cached_graph.cleared(state)  # 18xx.games takes the token off the map
    grant_right(state, corp, right)
    said = right_said(right)
    if seller:
        state.say("1856.right.bought", corp=corp.id, right=said, amount=price, seller=seller.id)
    else:
        state.say("1856.right.bought_bank", corp=corp.id, right=said, amount=price)


def close_all(state: State) -> None:
    """The first 5-train closes every private. A bridge or tunnel private still held by a
    player returns its token to the pool (18xx.games)."""
    for pid, private in state.privates.items():
        if private.closed:
            continue
        power = data().privates[pid]["power"]
        returns_token = power and power["kind"] == "right" and player_owned(state, pid)
        if returns_token and not state.options.get("unlimited_bonus_tokens"):
            state.right_tokens[power["right"]] += 1
        private.closed = True
    state.say("1856.private.all_close")


def close(state: State, pid: str) -> None:
    state.privates[pid].closed = True
    state.say("1856.private.closes", private=data().privates[pid]["name"])


def route_bonuses(state: State, corp: Corporation) -> tuple[HexBonus, ...]:
    """A bridge or tunnel right's bonus on its hexes; the port marker's owner +$20 once per route
    that stops in the port hex (18xx.games)."""
    bonuses = []
    for right, pid in (("bridge", "NFSBC"), ("tunnel", "SCFTC")):
        if right in corp.rights:
            power = data().privates[pid]["power"]
            bonuses.append(HexBonus(frozenset(power["hexes"]), power["bonus"]))
    if state.port and state.port[1] == corp.id:
        bonuses.append(HexBonus(frozenset([state.port[0]]), data().privates["GLSC"]["power"]["bonus"]))
    return tuple(bonuses)
