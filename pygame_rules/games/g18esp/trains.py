"""18ESP's trains ('Lok kaufen', 5.4.1, 5.7, 6.2.1, 7; the privates' trains and tenders, 3.1).

- Every card has a broad side (N revenue locations) and a narrow side (N+M: N of any kind and M
  more towns, mines or harbours); the buyer chooses the side once (5.7: "Im Moment des Kaufs"),
  a minor only the broad one. The bank sells the top card of its stack (the 8s, unlimited, once
  the 6s are gone), at face value.
- From phase 3 a corporation may buy another corporation's train at any price from 1 (5.7); a
  minor only broad trains and no combined train (6.2.1).
- The train limit (table 8) counts every train but P3's strawberry train, a combined train once
  (6.2.1). Over the limit after a phase change a corporation gives up a train of its choice
  (5.7, 'in den Open Market ... ohne Kompensation'; what becomes of it is unclear, U11: as
  18xx.games, it leaves the game).
- The train obligation (5.7 'Lokpflicht'): a corporation without a train (P3's does not count)
  must buy one, whether it has a route or not.
- Rusted and exported cards may be recycled (6.2.1) at twice their face value, from phase 4, by a
  major in its train step, slid under one of its trains of the other gauge: one combined train,
  broad and narrow, with the sum of both ranges; it rusts with its main train, both cards gone.
- P2's card (2/1+2) goes to the corporation that buys P2 in phase 2 or 3, its side chosen then;
  P3's strawberry train to the corporation owning P3 when phase 5 begins; both run from the next
  operating round (3.1). The strawberry train counts for no limit and no obligation, is never
  sold, never combined.
- At the end of each set of operating rounds the bank's top card is exported (5.9): as a
  purchase in every respect (phases, rusting, the game's end).
"""

from __future__ import annotations

from ...core18xx import depot, phases, roster
from ...core18xx.trains import Purchase, from_corporations, owner_of
from ...errors import IllegalAction
from .data import data
from .state import Corporation, State

STRAWBERRY = "2P-0"  # P3's permanent 2-train (18xx.games' id)
EXTRA_STOPS = frozenset({"town", "halt"})  # a narrow side's small number: towns, mines, harbours
BROAD, NARROW = frozenset({"broad", "dual"}), frozenset({"narrow", "dual"})  # what each side runs on
BOTH = frozenset({"broad", "narrow", "dual"})  # a combined train (6.2.1)


def train_types(state: State) -> tuple[dict, ...]:
    """The layer's train types: P3's train first (the bank never sells it), then the bank's."""
    return ({**data().special_trains["2P"], "count": 0}, *data().trains)


def card(train: str) -> dict:
    return data().train_type(depot.train_type(train))


def side(state: State, train: str) -> str:
    """The side the train runs on: the name of its broad or narrow side ("4" or "3+4")."""
    return state.variants.get(train, depot.train_type(train))


def recycled_side(state: State, train: str) -> str | None:
    """The side of the recycled card under a combined train, chosen when it was combined."""
    if train not in state.combined:
        return None
    return state.recycled_sides.get(train) or side(state, state.combined[train])


def sides(name: str) -> tuple[str, str]:
    """A card's two sides, broad then narrow."""
    t = data().train_type(name)
    return t["name"], t["narrow"]["name"]


def is_narrow(state: State, train: str) -> bool:
    return "+" in side(state, train)


def name(state: State, train: str) -> str:
    """The train as the table names it: its side, a combined train both ("4+1+2")."""
    if train in state.combined:
        return f"{side(state, train)}+{recycled_side(state, train)}"
    return side(state, train)


# --- what counts ---


def counted(state: State, corp: Corporation) -> list[str]:
    """The trains that count for the limit and the obligation: all but the strawberry train."""
    return [t for t in corp.trains if t != STRAWBERRY]


def limit(state: State, corp: Corporation) -> int:
    return roster.phase(state)["train_limit"]["minor" if corp.minor else "major"] or 0


def room(state: State, corp: Corporation) -> bool:
    return len(counted(state, corp)) < limit(state, corp)


def bank_offer(state: State) -> list[str]:
    """The bank's top card: the next of its stack, the unlimited 8s once it is empty."""
    return state.depot[:1] or [f"{roster.ultimate(state)['name']}-{state.ultimate_sold}"]


def must_buy(state: State, corp: Corporation) -> bool:
    """5.7 'Lokpflicht': a corporation without a train buys one, route or not."""
    return not counted(state, corp)


def may_own(state: State, corp: Corporation, train: str) -> bool:
    """A minor owns only broad trains, never a combined one (5.7, 6.2.1)."""
    return not corp.minor or (not is_narrow(state, train) and train not in state.combined)


def trading(state: State) -> bool:
    return roster.phase(state)["train_trading"]


# --- the train step's choices ---


def offer(corp: Corporation, player: str) -> dict:
    return {"type": "buy_train", "player": player, "corporation": corp.id}


def bank_buys(state: State, corp: Corporation, player: str, cash: int) -> list[dict]:
    """The bank's top card, one action for each side the corporation may choose, if `cash`
    pays for it."""
    out = []
    for train in bank_offer(state):
        price = roster.price(state, train)
        if price <= cash:
            names = sides(depot.train_type(train))
            out += [
                {**offer(corp, player), "train": train, "price": price, "variant": v}
                for v in names[: 1 if corp.minor else 2]
            ]
    return out


def others_trains(state: State, corp: Corporation, player: str) -> list[dict]:
    """Other corporations' trains at any price from 1 (from phase 3), paid from the treasury."""
    if not trading(state) or not room(state, corp):
        return []
    return from_corporations(state, corp, offer(corp, player))


def choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """Buying with the treasury's money (a corporation that must buy and cannot pay the bank:
    `emergency.choices`), combining, or passing when it need not buy. The rule book does not
    order buying and combining within the step; 18xx.games buys first, so once a combined
    train is formed no more trains are bought that turn."""
    out = []
    if not state.operating.trains_combined:
        out = bank_buys(state, corp, player, corp.cash) if room(state, corp) else []
        out += others_trains(state, corp, player)
    out += combine_choices(state, corp, player)
    if out and not must_buy(state, corp):
        out.append({"type": "pass", "player": player, "corporation": corp.id})
    return out


# --- buying ---


def bought(state: State, corp: Corporation, a: dict) -> Purchase:
    """A train bought with the treasury's money (what the director added is in it already): the
    bank's top card, its side as chosen, at face value; another corporation's, as it is, for
    the price agreed."""
    train, price = a["train"], a["price"]
    seller = owner_of(state, train)
    if seller is None:
        variant = a.get("variant")
        if train not in bank_offer(state) or variant not in sides(depot.train_type(train))[: 1 if corp.minor else 2]:
            raise IllegalAction.said("18esp.train.side", train=depot.train_type(train), corp=corp.id)
        if train in state.depot:
            state.depot.remove(train)
        else:
            state.ultimate_sold += 1
        state.variants[train] = variant
        state.pay(corp, None, price)
        state.say("18esp.train.bought", corp=corp.id, train=name(state, train), amount=price)
    else:
        seller.trains.remove(train)
        state.pay(corp, seller, price)
        state.say("18esp.train.bought_from", corp=corp.id, train=name(state, train), seller=seller.id, amount=price)
    corp.trains.append(train)
    return Purchase(train, from_bank=seller is None, new=seller is None)


def apply_buy(state: State, corp: Corporation, a: dict) -> None:
    phases.train_bought(state, corp, bought(state, corp, a))


# --- combined trains (6.2.1) ---


def recyclable(state: State) -> list[str]:
    """Cards that may be recycled: rusted or exported ones (one of each type is enough to
    offer)."""
    cards = state.ways.recyclable_cards(state, state.scrapped)
    return list({depot.train_type(t): t for t in reversed(cards)}.values())[::-1]


def combine_choices(state: State, corp: Corporation, player: str | None) -> list[dict]:
    """A major from phase 4: one of its trains (not combined, not the strawberry train) with a
    recycled card of the other gauge, at twice the card's face value."""
    if corp.minor or not roster.phase(state)["combined_trains"]:
        return []
    out = []
    for base in dict.fromkeys(counted(state, corp)):
        if base in state.combined:
            continue
        for other in recyclable(state):
            price = card(other)["recycle_price"]
            if price > corp.cash:
                continue
            broad, narrow = sides(depot.train_type(other))
            variant = broad if is_narrow(state, base) else narrow
            out.append(
                {
                    "type": "combine_trains",
                    "player": player,
                    "corporation": corp.id,
                    "train": base,
                    "recycled": other,
                    "variant": variant,
                    "price": price,
                }
            )
    return out


def combine(state: State, corp: Corporation, a: dict) -> None:
    base, other = a["train"], a["recycled"]
    state.pay(corp, None, a["price"])
    if not state.ways.recycled_card_kept(state):
        state.scrapped.remove(other)
    state.variants[other] = a["variant"]
    state.combined[base] = other
    state.recycled_sides[base] = a["variant"]
    state.operating.trains_combined = True
    state.say("18esp.train.combined", corp=corp.id, train=name(state, base), amount=a["price"])


# --- rusting, exports ---


def rusted(state: State, gone: list[str]) -> None:
    """Rusted cards may be recycled; a combined train's both cards leave the game (6.2.1); P2's
    card rusts under its private if P2 was not sold (3.1)."""
    for train in gone:
        if train in state.combined:
            del state.combined[train]
            state.recycled_sides.pop(train, None)
        else:
            state.scrapped.append(train)
    for private, train in list(state.private_trains.items()):
        if (
            roster.type_of(state, train).get("rusts_on")
            and roster.phase_on(state, roster.type_of(state, train)["rusts_on"]) <= state.phase
        ):
            del state.private_trains[private]
            state.scrapped.append(train)


def export(state: State) -> None:
    """The bank's top card leaves the game at the end of a set of operating rounds (5.9), as a
    purchase in every respect."""
    train = bank_offer(state)[0]
    if train in state.depot:
        state.depot.remove(train)
    else:
        state.ultimate_sold += 1
    state.scrapped.append(train)
    state.say("18esp.train.exported", train=depot.train_type(train))
    phases.train_bought(state, None, Purchase(train, from_bank=True, new=True))


def train_events(state: State) -> dict:
    return {"first": data().train_events["first"], "last": {}}


def lent(state: State, train: str) -> bool:
    return train == STRAWBERRY  # 3.1: outside the limit, never sold or given up


def sells_to(state: State, seller: Corporation, buyer: Corporation) -> bool:
    return trading(state)
