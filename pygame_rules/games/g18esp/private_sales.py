"""Privates in the operating rounds (3.1, 5.2, 5.8, 7).

- A corporation (minor or major) buys a player's private at any time of its turn, for 1 up to
  its face value in phase 2, 1.5 times in phase 3, twice in phase 4, paid to the owner from the
  treasury; P7 never (3.1); corporations never sell privates on.
- P2 bought in phase 2 or 3 closes at once: the buyer keeps its 2/1+2 card, choosing its side (a
  minor the 2), to run from the next operating round; it counts like any other 2/1+2. Bought in
  phase 4 P2 stays open until phase 5, its card having rusted (18xx.games closes it once a
  major has chosen the rusted card's side, D4).
- P5 bought: see tenders.py. P7 closes when its major buys its first train (3.1), P2's card
  bought with P2 included: it counts like any other 2/1+2 (as 18xx.games reads it).
- Phase 5 closes every private; a corporation owning P3 then owns the strawberry train, to run
  from the next operating round (3.1); as 18xx.games plays, at once when the corporation has yet
  to operate in this round (U17, D44 `strawberry_runs_at_once`).
"""

from __future__ import annotations

from ...core18xx import roster
from ...core18xx.roster import over_limit
from ...errors import IllegalAction
from . import privates, tenders
from .data import data
from .state import OPERATING, Corporation, State
from .trains import STRAWBERRY, sides

P2, P3, P5, P7 = "P2", "P3", "P5", "P7"


def price_range(state: State, pid: str) -> tuple[int, int] | None:
    percent = roster.phase(state)["private_price_percent"]
    card = privates.card(state, pid)
    if percent is None or not card["corporations_may_buy"]:
        return None
    return data().meta["private_price_min"], card["face_value"] * percent // 100


def for_sale(state: State) -> list[str]:
    return [pid for pid, p in state.privates.items() if p.owner is not None and not p.corp_owned and not p.closed]


def choices(state: State, corp: Corporation, player: str | None) -> list[dict]:
    out = []
    for pid in for_sale(state):
        bounds = price_range(state, pid)
        if bounds is None or bounds[0] > corp.cash:
            continue
        low, high = bounds[0], min(bounds[1], corp.cash)
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


def buy(state: State, corp: Corporation, a: dict) -> None:
    pid, price = a["private"], a["price"]
    private = state.privates[pid]
    seller = private.owner
    state.pay(corp, seller, price)
    private.owner, private.corp_owned = corp.id, True
    state.say("18esp.private.bought", corp=corp.id, private=privates.name(state, pid), seller=seller, amount=price)
    if pid == P2:
        p2_bought(state, corp)
    elif pid == P5:
        close(state, pid)
        tenders.p5_bought(state, corp)


def close(state: State, pid: str) -> None:
    state.privates[pid].closed = True
    state.say("18esp.private.closes", private=privates.name(state, pid))


def p2_bought(state: State, corp: Corporation) -> None:
    """Phases 2 and 3: P2 closes, its card goes to the buyer (its side chosen next)."""
    train = state.private_trains.get(P2)
    if train is None and not state.ways.p2_asked_in_phase_4(state):
        return  # phase 4: its card has rusted, P2 stays open until phase 5
    if train is None:  # D4: 18xx.games still asks a major for the rusted card's side, then closes P2
        if corp.minor:
            close(state, P2)
        else:
            state.p2_buyer = corp.id
        return
    close(state, P2)
    del state.private_trains[P2]
    corp.trains.append(train)
    state.idle_trains.append(train)
    if corp.minor:
        choose_side(state, corp, train, sides(train.rsplit("-", 1)[0])[0])
    else:
        state.p2_buyer = corp.id


def pending_train(state: State, corp: Corporation) -> str | None:
    """P2's card waiting for its side; None when it has rusted (D4, P2 still open)."""
    if not state.privates[P2].closed:
        return None
    return next(t for t in corp.trains if t not in state.variants and t != STRAWBERRY)


def side_choices(state: State) -> list[dict]:
    assert state.p2_buyer is not None
    corp = state.corporations[state.p2_buyer]
    train = pending_train(state, corp)
    base = {"type": "choose_side", "player": corp.shares.director, "corporation": corp.id, "train": train}
    return [{**base, "variant": v} for v in sides(train.rsplit("-", 1)[0] if train else "2")]


def choose(state: State, a: dict) -> None:
    if a not in side_choices(state):
        raise IllegalAction.said("18esp.train.side", train=a.get("train"), corp=a.get("corporation"))
    state.p2_buyer = None
    if a["train"] is None:
        close(state, P2)  # D4: the side chosen, P2 closes and its rusted card is discarded
        return
    choose_side(state, state.corporations[a["corporation"]], a["train"], a["variant"])


def choose_side(state: State, corp: Corporation, train: str, variant: str) -> None:
    state.variants[train] = variant
    state.say("18esp.private.p2_train", corp=corp.id, train=variant)
    train_bought(state, corp)
    state.discards = over_limit(state)  # given up once its revenue is settled (operating.discards_due)


def close_all(state: State) -> None:
    """Phase 5: every private closes; P3 owned by a corporation turns into its strawberry train."""
    p3 = state.privates.get(P3)
    if p3 and p3.corp_owned and not p3.closed:
        assert p3.owner is not None
        owner = state.corporations[p3.owner]
        owner.trains.append(STRAWBERRY)
        if yet_to_operate(state, owner) and state.ways.strawberry_runs_at_once(state):
            state.say("18esp.private.strawberry_at_once", corp=owner.id)
        else:
            state.idle_trains.append(STRAWBERRY)
            state.say("18esp.private.strawberry", corp=owner.id)
    state.tenders[P5] = 0
    for pid, private in state.privates.items():
        if not private.closed and private.owner is not None:
            close(state, pid)


def yet_to_operate(state: State, corp: Corporation) -> bool:
    return state.round == OPERATING and corp.id not in state.operated and corp.id in state.operating_order


def train_bought(state: State, buyer: Corporation | None) -> None:
    """P7 closes when its major buys its first train."""
    p7 = state.privates.get(P7)
    if buyer is not None and buyer.id == state.p7 and p7 and not p7.closed:
        close(state, P7)
