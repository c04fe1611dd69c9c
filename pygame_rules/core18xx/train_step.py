"""The operating turn's train step: buy trains or pass, and the compulsory train ('must own a
train'): a corporation with a route and no train must buy one; if its treasury cannot pay for the
cheapest train the bank sells, its director pays the rest, selling shares if he must, and is
bankrupt if even that is not enough."""

from __future__ import annotations

from .crisis import sale_choices
from .game_state import Corporation, State
from .roster import limit, price
from .share_trading import sell
from .trains import Purchase, bank_trains, buy, cheapest, choices, depot_trains, from_corporations


def must_buy(state: State, corp: Corporation) -> bool:
    alone = state.rules.trains.must_buy_alone(state, corp)
    if alone is not None:
        return alone
    return not corp.trains and bool(depot_trains(state)) and state.rules.trains.has_route(state, corp)


def step_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    alone = state.rules.trains.must_buy_alone(state, corp)
    must = must_buy(state, corp)
    if must and alone is None and (cheap := cheapest(state, corp)) and corp.cash < price(state, cheap):
        return emergency_choices(state, corp, player, cheap)
    buys = choices(state, corp, player)
    if not must and (buys or within_reach(state, corp)):
        buys.append({"type": "pass", "player": player, "corporation": corp.id})
    return buys


def within_reach(state: State, corp: Corporation) -> bool:
    """18xx.games keeps the train step open (buy or pass) while some train is within reach of
    the treasury, whatever the corporation may buy: with room, the bank's cheapest or any
    other corporation's train (at $1); at any count, a new train with one traded in."""
    others = any(
        not state.rules.trains.lent(state, t)
        for c in state.corporations.values()
        if c is not corp and not c.closed
        for t in c.trains
    )
    offered = [price(state, t) for t in bank_trains(state)] + ([1] if others else [])
    if len(corp.trains) < limit(state, corp) and offered and corp.cash >= min(offered):
        return True
    return any(
        corp.cash >= reduced for t in depot_trains(state) for _, reduced in state.rules.trains.trade_ins(state, corp, t)
    )


def emergency_choices(state: State, corp: Corporation, player: str, cheap: str) -> list[dict]:
    """The corporation cannot pay for the cheapest train the bank sells: the director pays what
    it lacks for that train, selling shares if he must (no more than he needs, one block per
    corporation, never handing on this corporation's directorship). Another corporation's train
    it may buy only with its own cash, and not once the director has sold shares (18xx.games:
    the director never pays for such a train). With too little even then he is bankrupt."""
    funds = corp.cash + state.cash[player]
    base = {"type": "buy_train", "player": player, "corporation": corp.id}
    out = [{**base, "train": cheap, "price": price(state, cheap)}] if funds >= price(state, cheap) else []
    if not state.operating.sold:
        out += from_corporations(state, corp, base)
    needed = price(state, cheap) - funds
    if needed > 0:
        out += [a for a in sale_choices(state, player, corp.id, needed) if a["corporation"] not in state.operating.sold]
    out += state.rules.trains.train_money(state, corp, player)
    if needed > 0 and not out:
        out.append({"type": "bankrupt", "player": player, "corporation": corp.id})
    return out


def buy_for_turn(state: State, corp: Corporation, a: dict) -> Purchase:
    """The director pays what the corporation lacks for a compulsory train."""
    cost = a["price"]
    shortfall = max(0, cost - corp.cash)
    if shortfall:
        player = corp.shares.director
        state.pay(player, corp, shortfall)
        state.say("train.director_pays", player=player, amount=shortfall)
    return buy(state, corp, a["train"], cost, a.get("trade_in"))


def sell_for_train(state: State, a: dict) -> None:
    corp = state.corporations[a["corporation"]]
    state.operating.sold.append(corp.id)
    sell(state, a["player"], corp, a["percent"] // corp.shares.unit_percent)
