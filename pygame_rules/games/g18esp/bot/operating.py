"""18ESP's computer player in operating rounds (5, 6) and at the interruptions (offers, P2's
train side, lifted markers, trains over the limit).

Tiles are judged from the map (bot.track): what they add and how near the destination they
come; a station goes in the best city the treasury can spare; a pass is opened free with P4.
The engine's best routes are run. Revenue is paid out unless the corporation has no train and
its treasury cannot buy one without it. Trains come from the bank while there is room and
money, on the side of the corporation's own map part. A director sells his privates to his
corporation at the highest price it can spare, and takes over his own minors.
"""

from __future__ import annotations

from ....core18xx import roster
from ....core18xx.track import lay_cost
from ....legal import is_range
from ..data import data
from ..game_end import last_set
from ..trains import bank_offer, counted, limit, must_buy
from . import market, track

EXTRA_YELLOW = 20
STATION = 50  # a station marker's price (6.1.3)

GIVE_IN_AFTER = 12  # offers declined in a row before any train is let go (the game must go on)
OFFERS = frozenset({"decline_offer", "buy_train", "buy_private", "buy_tender", "take_over"})
INTERRUPTIONS = ("discard_train", "choose_side", "takeover_marker", "accept_offer")


def choose(seat, state, by: dict) -> dict | None:
    for kind in INTERRUPTIONS:
        if kind in by:
            return INTERRUPT[kind](seat, state, by)
    if state.round != "operating" or not state.operating:
        return market.choose(seat, state, by) if by.keys() & market.STOCK_KINDS else None
    corp = state.corporations[state.operating.corporation]
    # privates change hands in the track or train step only: 18xx.games refuses it at the run
    # and the dividend (where its treasury has not yet the mines' money)
    between = not by.keys() & {"attach_tender", "run_routes", "dividend"}
    if "buy_private" in by and between and (sale := private_sale(seat, state, corp, by["buy_private"])):
        return sale
    if "take_over" in by and (deal := takeover(seat, state, corp, by["take_over"])):
        return deal
    if "attach_tender" in by:
        return tender_train(state, by["attach_tender"])
    if "run_routes" in by:
        return by["run_routes"][0]
    if "dividend" in by:
        return dividend(state, corp, by["dividend"])
    if "buy_train" in by or "combine_trains" in by:
        return trains(seat, state, corp, by)
    if by.keys() & {"lay_tile", "place_token", "open_pass"}:
        return track_step(seat, state, corp, by)
    return (by.get("pass") or [None])[0]


def careful(state, by: dict) -> bool:
    """The choices easy makes as the others do: those that cost money when made at random."""
    kinds = set(INTERRUPTIONS) | {"dividend", "run_routes", "repay_loan", "buy_train", "buy_private", "take_over"}
    return state.round == "auction" or bool(by.keys() & kinds) or ("sell_shares" in by and "pass" not in by)


# --- interruptions ---


def discard(seat, state, by: dict) -> dict:
    return min(by["discard_train"], key=lambda a: (roster.distance(state, a["train"]) or 0, a["train"]))


def choose_side(seat, state, by: dict) -> dict:
    corp = state.corporations[by["choose_side"][0]["corporation"]]
    want = "north" if track.home_region(corp) == "north" else "south"
    return next((a for a in by["choose_side"] if ("+" in a["variant"]) == (want == "north")), by["choose_side"][0])


def takeover_marker(seat, state, by: dict) -> dict:
    return next((a for a in by["takeover_marker"] if a["choice"] == "map"), by["takeover_marker"][0])


def answer_offer(seat, state, by: dict) -> dict:
    """Take money offered for a private, a tender or a minor soon to close; keep trains."""
    action = state.offer["action"]
    yes, no = by["accept_offer"][0], (by.get("decline_offer") or by["accept_offer"])[0]
    kind = action["type"]
    if kind == "buy_private":
        return (
            yes
            if action["price"]
            >= data().private(action["private"], None if action["private"] != "P6" else state.p6_card)["face_value"]
            else no
        )
    if kind == "buy_tender":
        return yes
    if kind == "take_over":
        return yes if market.phase_number(state) >= 3 else no
    if kind == "buy_train":
        return yes if train_sale(seat, state, action) else no
    return no


def train_sale(seat, state, action: dict) -> bool:
    """Sell a train at its face value if another stays; a corporation that keeps asking (it
    must buy and its director will not sell shares) gets the seller's weakest one, so the
    game goes on."""
    seller = next((c for c in state.corporations.values() if action["train"] in c.trains), None)
    if seller is None or len(counted(state, seller)) < 2:
        return declined_in_a_row(seat, action["corporation"]) >= GIVE_IN_AFTER
    if action["price"] >= roster.price(state, action["train"]):
        return True
    weakest = min(counted(state, seller), key=lambda t: roster.distance(state, t) or 0)
    weak = roster.distance(state, action["train"]) == roster.distance(state, weakest)
    return declined_in_a_row(seat, action["corporation"]) >= (3 if weak else GIVE_IN_AFTER)


def declined_in_a_row(seat, corp_id: str) -> int:
    """How many offers of this corporation were just declined, one after the other."""
    n = 0
    for a in reversed(seat.game.actions):
        if a.get("corporation") != corp_id or a["type"] not in OFFERS:
            break
        n += a["type"] == "decline_offer"
    return n


INTERRUPT = {
    "discard_train": discard,
    "choose_side": choose_side,
    "takeover_marker": takeover_marker,
    "accept_offer": answer_offer,
}


# --- money between the director and his corporation ---


def train_reserve(state, corp) -> int:
    """What the treasury keeps for a train it will want."""
    if corp.minor and market.phase_number(state) >= 4:
        return 0
    if len(counted(state, corp)) >= limit(state, corp):
        return 0
    return roster.price(state, bank_offer(state)[0])


def private_sale(seat, state, corp, sales: list[dict]) -> dict | None:
    """The director's own private to his corporation at the top price, from phase 3 (where it
    fetches 1.5x, 2x face value), if the treasury can spare it; P3 not before phase 4 (its
    train comes at phase 5 to the corporation that owns it)."""
    me = seat.player
    if market.phase_number(state) < 3:
        return None
    for a in sales:
        private = state.privates[a["private"]]
        if private.owner != me or private.corp_owned:
            continue
        top = a["price"]["max"] if is_range(a["price"]) else a["price"]
        if corp.cash - top >= train_reserve(state, corp) or (market.phase_number(state) >= 4 and corp.cash >= top):
            return {**a, "price": top}
    return None


def takeover(seat, state, corp, deals: list[dict]) -> dict | None:
    """A south major takes over its director's own minor (he is paid its price and a share)."""
    for a in deals:
        minor = state.corporations[a["minor"]]
        if minor.shares.director == seat.player:
            return a
    return None


# --- the run and the revenue ---


def tender_train(state, actions: list[dict]) -> dict:
    """The tender goes with the longest train (one more town for the train that runs furthest)."""
    return max(actions, key=lambda a: (roster.distance(state, a["train"]) or 0, a["train"]))


def dividend(state, corp, actions: list[dict]) -> dict:
    kinds = {a["kind"]: a for a in actions}
    if "withhold" not in kinds or last_set(state):
        return kinds.get("payout") or actions[0]
    if needs_treasury(state, corp):
        return kinds["withhold"]
    return kinds.get("payout") or actions[0]


def needs_treasury(state, corp) -> bool:
    """No train (or only trains the next type scraps) and not the money for the bank's."""
    cost = roster.price(state, bank_offer(state)[0])
    if corp.cash >= cost:
        return False
    if not counted(state, corp):
        return True
    return all(rusts_soon(state, t) for t in counted(state, corp)) and len(counted(state, corp)) < limit(state, corp)


def rusts_soon(state, train: str) -> bool:
    """The train is scrapped by the type after the bank's current one."""
    kinds = [t["name"] for t in roster.types(state)]
    current = bank_offer(state)[0].rsplit("-", 1)[0]
    if current not in kinds or kinds.index(current) + 1 >= len(kinds):
        return False
    following = kinds[kinds.index(current) + 1]
    return roster.type_of(state, train).get("rusts_on") in (current, following)


def emergency_sale(state, sells: list[dict]) -> dict:
    return min(sells, key=lambda a: (a["percent"], a["corporation"]))


# --- trains ---


def trains(seat, state, corp, by: dict) -> dict | None:
    bank = [a for a in by.get("buy_train", []) if not is_range(a["price"])]
    if bank and (must_buy(state, corp) or wants_train(state, corp, bank[0]["price"])):
        return side_for(seat, state, corp, bank)
    if must_buy(state, corp):
        return emergency(seat, state, by)
    return (by.get("pass") or [None])[0]


def wants_train(state, corp, cost: int) -> bool:
    """Room for one more and the money, no more trains than the phase's routes use (two short
    trains, three later), none that the next type scraps beside one it has; a minor stops at
    one train from phase 4 (it closes at 5)."""
    have = len(counted(state, corp))
    if have >= min(limit(state, corp), useful_trains(state, corp)) or corp.cash < cost:
        return False
    if have and rusts_soon(state, bank_offer(state)[0]):
        return False
    return not (corp.minor and have >= 1 and market.phase_number(state) >= 4)


def useful_trains(state, corp) -> int:
    phase = market.phase_number(state)
    if corp.minor:
        return 1 if phase < 3 else 2
    return 2 if phase < 3 else 3


def side_for(seat, state, corp, bank: list[dict]) -> dict:
    """Broad on the south map, narrow on the north map; both judged once the map is joined."""
    want_narrow = track.home_region(corp) == "north"
    fitting = [a for a in bank if ("+" in str(a.get("variant", ""))) == want_narrow] or bank
    return fitting[0]


def emergency(seat, state, by: dict) -> dict | None:
    """No train and the bank's out of reach: a train of another corporation of the same
    director at the lowest price, else the director's sale of shares (5.7.1), else an offer."""
    others = [a for a in by.get("buy_train", []) if is_range(a["price"])]
    mine = [a for a in others if owner(state, a["train"]).shares.director == seat.player]
    if mine:
        return min(mine, key=lambda a: -(roster.distance(state, a["train"]) or 0))
    if "sell_shares" in by:
        return emergency_sale(state, by["sell_shares"])
    return min(others, key=lambda a: roster.price(state, a["train"])) if others else None


def owner(state, train: str):
    return next(c for c in state.corporations.values() if train in c.trains)


# --- track, stations, passes ---


def track_step(seat, state, corp, by: dict) -> dict | None:
    spare = corp.cash - train_reserve(state, corp)
    if state.operating.tile_hexes:
        spare -= EXTRA_YELLOW  # the major's second tile costs 20 (5.3.1)
    lays = by.get("lay_tile", [])
    if lays:
        precise = seat.level == "strong"
        best = max(lays, key=lambda a: track.lay_value(state, corp, a, precise))
        cost = lay_cost(state.board, best["hex"], state.board.board.tiles[best["tile"]])
        if cost == 0 or cost <= spare:
            return best
    tokens = by.get("place_token", [])
    if tokens and spare >= STATION:
        return max(tokens, key=lambda a: (track.city_value(state, a["city"]), a["city"]))
    free = [a for a in by.get("open_pass", []) if a.get("private")]
    if free:
        return free[0]
    return (by.get("pass") or [None])[0]
