"""Phase 6, Buying trains and transporting passengers and goods: in the train order, one action
a turn (buy a train, load one passenger or goods cube, or pass for the rest of the phase)."""

from __future__ import annotations

from collections.abc import Iterator

from ...messages import Message
from . import network, payment
from .components import COMPANIES, LOCOMOTIVES, Train
from .state import Choices, State, influence

TRADE_RATE = 3  # points for one missing brown influence, only as needed for the train at hand


def owned_trains(state: State, player: str) -> list[Train]:
    trains = state.train_display.trains
    return [trains[t] for t, owner in state.trains.items() if owner == player]


def train_choices(state: State, player: str) -> Iterator[dict]:
    """At most three trains, one per price level."""
    mine = owned_trains(state, player)
    if len(mine) >= LOCOMOTIVES:
        return
    prices = {t.price for t in mine}
    brown = state.influence("brown", player)
    other = state.cubes[player] + sum(state.influence(c, player) for c in ("white", *COMPANIES))
    for t in state.train_display.trains.values():
        free = t.id not in state.trains and t.price not in prices
        if free and brown + other // TRADE_RATE >= t.price:
            yield {"type": "buy_train", "player": player, "train": t.id, "price": t.price}


def buy_train(state: State, a: dict) -> None:
    player, price = a["player"], a["price"]
    state.trains[a["train"]] = player
    state.on_trains[a["train"]] = []
    brown = min(price, state.influence("brown", player))
    state.pay_influence("brown", player, brown)
    missing = price - brown
    paid = influence("brown", price)
    if missing:
        traded = influence("brown", missing)
        state.say(
            "wd.train.buys_trading",
            player=player,
            train=a["train"],
            influence=paid,
            points=TRADE_RATE * missing,
            missing=traded,
        )
    else:
        state.say("wd.train.buys", player=player, train=a["train"], influence=paid)
    payment.start(state, player, TRADE_RATE * missing, [payment.CUBES, "white", *COMPANIES], "train")


def is_passenger(load: str) -> bool:
    return load in COMPANIES


def free_trains(state: State, player: str, load: str) -> list[str]:
    out = []
    for t in owned_trains(state, player):
        loads = state.on_trains[t.id]
        room = t.passengers if is_passenger(load) else t.goods
        if sum(1 for x in loads if is_passenger(x) == is_passenger(load)) < room:
            out.append(t.id)
    return out


def loadable(state: State, player: str) -> list[tuple[str, str]]:
    """(area, load) he may take now. Cubes and passengers that can never leave have already
    been removed (clear_unloadable), so only his own track decides here."""
    board = state.board
    mine = state.own_borders(player)
    reached = network.reached(board, mine)
    groups = network.connected_groups(board, mine)
    out = []
    for area in sorted(reached):
        if state.goods.get(area):  # cheese/post: his track runs into the area
            out.append((area, board.goods_kind(area)))
        for colour, n in sorted(state.passengers.get(area, {}).items()):
            # to a station of its colour along his own unbroken track
            if n and any(colour in state.owners.get(s, ()) and groups[s] == groups[area] for s in reached):
                out.append((area, colour))
    for area, n in sorted(state.goods.items()):
        a = board.areas[area]
        if n and a.feeds and any(s in reached and not state.owners.get(s) for s in a.feeds):
            out.append((area, board.goods_kind(area)))  # stone/beer: by a neutral station he runs into
    return out


def transport_choices(state: State, player: str) -> Iterator[dict]:
    if player not in state.trains.values():
        return  # no train, nothing to load onto
    for area, load in loadable(state, player):
        for t in free_trains(state, player, load):
            yield {"type": "transport", "player": player, "area": area, "load": load, "train": t}


def cannot(state: State, player: str) -> dict[str, dict]:
    """Why `player`, on turn, can neither load nor buy a train, as messages by action type
    (only the kinds he cannot play now): the table says so instead of leaving him looking."""
    out = {}
    if not any(transport_choices(state, player)):
        out["transport"] = _why_nothing_loads(state, player).to_json()
    if not any(train_choices(state, player)):
        out["buy_train"] = _why_no_train(state, player).to_json()
    return out


def _why_nothing_loads(state: State, player: str) -> Message:
    if player not in state.trains.values():
        return Message("wd.transport.cannot_load.no_train", {"player": player})
    if not state.own_borders(player):
        return Message("wd.transport.cannot_load.no_track", {"player": player})
    waiting = sorted({load for _, load in loadable(state, player)})
    if waiting:  # his trains have no room of the kind
        loads = [Message(f"wd.load.{load}").to_json() for load in waiting]
        return Message("wd.transport.cannot_load.full", {"player": player, "loads": loads})
    reached = network.reached(state.board, state.own_borders(player))
    waiting_at = sorted(a for a in reached if any(state.passengers.get(a, {}).values()))
    if waiting_at:  # none of them has a station of his colour along the track
        areas = [state.board.areas[a].name for a in waiting_at]
        return Message("wd.transport.cannot_load.no_station", {"player": player, "areas": areas})
    return Message("wd.transport.cannot_load.nothing", {"player": player})


def _why_no_train(state: State, player: str) -> Message:
    mine = owned_trains(state, player)
    if len(mine) >= LOCOMOTIVES:
        return Message("wd.transport.cannot_buy.three", {"player": player, "n": LOCOMOTIVES})
    prices = {t.price for t in mine}
    left = [t.price for t in state.train_display.trains.values() if t.id not in state.trains and t.price not in prices]
    if not left:
        return Message("wd.transport.cannot_buy.no_price", {"player": player})
    price = influence("brown", min(left))
    return Message("wd.transport.cannot_buy.dear", {"player": player, "price": price, "rate": TRADE_RATE})


def moves(state: State) -> Iterator[dict]:
    """What the current player may do besides passing (he passes when there is nothing)."""
    yield from train_choices(state, state.current)
    yield from transport_choices(state, state.current)


def choices(state: State) -> Choices:
    player = state.current
    return {
        "buy_train": lambda: train_choices(state, player),
        "transport": lambda: transport_choices(state, player),
        "pass": lambda: [{"type": "pass", "player": player}],
    }


def transport(state: State, a: dict) -> None:
    area, load = a["area"], a["load"]
    if is_passenger(load):
        state.passengers[area][load] -= 1
    else:
        state.goods[area] -= 1
    state.on_trains[a["train"]].append(load)
    what = Message(f"wd.load.{load}").to_json()
    state.say("wd.transport.loads", player=a["player"], load=what, area=state.board.areas[area].name, train=a["train"])


def pass_(state: State, a: dict, forced: bool = False) -> None:
    state.passed.append(a["player"])
    if forced:
        state.say("wd.transport.passes_forced", player=a["player"])
    else:
        state.say("wd.transport.passes", player=a["player"])


def next_turn(state: State) -> None:
    order = state.train_order
    for step in range(1, len(order) + 1):
        seat = (state.turn + step) % len(order)
        if order[seat] not in state.passed:
            state.turn = seat
            return


def clear_unloadable(state: State) -> None:
    """Remove what can never be transported: cheese/post in an area holding company track,
    stone/beer whose every station belongs to a company, a passenger already in a station of
    its colour."""
    board = state.board
    company_track = [b for b, owner in state.track.items() if owner in COMPANIES]
    company_areas = network.reached(board, company_track)
    for area, n in state.goods.items():
        a = board.areas[area]
        gone = all(state.owners.get(s) for s in a.feeds) if a.feeds else area in company_areas
        if n and gone:
            state.goods[area] = 0
            state.box[board.goods_kind(area)] += n
            state.say("wd.transport.goods_removed", goods=a.goods, area=a.name, n=n)
    for area, here in state.passengers.items():
        for colour in state.owners.get(area, ()):
            if here.get(colour):
                state.box[colour] += here[colour]
                n = here[colour]
                state.say(
                    "wd.transport.passengers_removed",
                    passengers=Message(f"wd.passengers.{colour}", {"n": n}).to_json(),
                    area=board.areas[area].name,
                    station=Message(f"wd.station.{colour}").to_json(),
                    n=n,
                )
                here[colour] = 0
