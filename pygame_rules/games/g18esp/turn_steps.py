"""18ESP's operating turn (5.1: in this order; buying a private or a tender at any time of it):

home station (the director chooses its city on an OO hex) -> track and station (tiles, a mine,
a station marker, a mountain pass, in any order; pass) -> run trains (a tender first) -> revenue
(payout or withhold) -> take over minors (southern majors) -> buy trains (the obligation, the
emergency money, combined trains; pass) -> a last chance to buy a private or a tender.

A step without a decision is passed by itself (core18xx's operating_round runs the steps)."""

from __future__ import annotations

from dataclasses import replace

from ...core18xx.operating_round import HOME
from ...core18xx.operating_turn import TurnStep
from ...core18xx.track_step import Track, passing, turn_step
from ...core18xx.trains import owner_of
from ...errors import IllegalAction
from . import dividends, emergency, goals, offers, private_sales, takeover, tenders, track, track18xx, trains
from .state import Corporation, State


def lay_offers(state: State, corp: Corporation, player: str) -> list[dict]:
    """The tile lays."""
    return state.ways.lay_offers(state, corp, player)


def lay_tile(state: State, corp: Corporation, a: dict) -> None:
    if state.operating.track_ended and state.ways.no_lay_after_station(state):
        raise IllegalAction.said("18esp.track.tiles_done", corp=corp.id)
    track.lay(state, corp, a)
    track_acted(state, corp)


def place_token(state: State, corp: Corporation, a: dict) -> None:
    track.place_token(state, corp, a)
    track_acted(state, corp)


def track_acted(state: State, corp: Corporation) -> None:
    """After a lay or a station marker (the home one too): 18xx.games' track step ends by itself
    here or not as the treasury stands before the capital of a destination it reaches comes in
    (D39: its destination is an auto action after `process_lay_tile`, `process_place_token`);
    then the destination (U9)."""
    state.operating.track_ended = track18xx.ended(state, corp)
    goals.check_destination(state, corp)


def pass_choices(state: State, corp: Corporation, player: str) -> list[dict]:
    """The mountain passes to open."""
    return state.ways.pass_choices(state, corp, player)


def open_pass(state: State, corp: Corporation, a: dict) -> None:
    """By the book the pass may follow the station marker and the last tile (6.2: in the track
    step, in any order); 18xx.games has ended that step then (D39)."""
    if track18xx.ended(state, corp) and state.ways.no_pass_after_station(state):
        raise IllegalAction.said("18esp.pass.track_ended", corp=corp.id)
    track.open_pass(state, corp, a)


def revenue_settled(state: State, corp: Corporation) -> None:
    dividends.withhold_unless_paid(state, corp)


def takeover_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    return takeover.choices(state, corp, player)


def train_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    if emergency.needs_help(state, corp):
        return emergency.choices(state, corp, player)
    return trains.choices(state, corp, player)


def last_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    out = private_sales.choices(state, corp, player) + tenders.choices(state, corp, player)
    return [*out, passing(corp, player)] if out else []


ANYTIME = ("private", "tender")
BESIDE_LAYS = {"place_token": track.token_choices, "open_pass": pass_choices}  # 5.3, 6.2: in any order
TURN = (
    replace(HOME, anytime=ANYTIME),
    turn_step(
        Track(lay_offers, lambda s, corp, player, offers: track.lay_choices(s, corp, player), BESIDE_LAYS),
        anytime=ANYTIME,
    ),
    TurnStep("routes", dividends.run_choices, anytime=ANYTIME, done_by=("run_routes",)),
    TurnStep("dividend", dividends.dividend_choices, revenue_settled, ANYTIME, ("dividend",)),
    TurnStep("takeover", takeover_choices, anytime=ANYTIME),
    TurnStep("trains", train_choices, anytime=ANYTIME),
    TurnStep("privates", last_choices),
)

POWERS = {
    "private": ("buy_private", private_sales.choices),
    "tender": ("buy_tender", tenders.choices),
}


def buy_train(state: State, corp: Corporation, a: dict) -> None:
    seller = owner_of(state, a["train"])
    offers.make(state, corp, a, seller.shares.director if seller else None, bought_train)


def bought_train(state: State, corp: Corporation, a: dict) -> None:
    if emergency.needs_help(state, corp) and a["train"] in trains.bank_offer(state):
        emergency.pay_for(state, corp, a["price"])
    trains.apply_buy(state, corp, a)


def buy_private(state: State, corp: Corporation, a: dict) -> None:
    offers.make(state, corp, a, state.privates[a["private"]].owner, private_sales.buy)


def buy_tender(state: State, corp: Corporation, a: dict) -> None:
    seller = state.privates[tenders.P5].owner if a["from"] == tenders.P5 else None
    offers.make(state, corp, a, seller, tenders.buy)


ACTIONS = {
    "place_token": place_token,
    "lay_tile": lay_tile,
    "open_pass": open_pass,
    "attach_tender": dividends.attach_tender,
    "run_routes": dividends.run_routes,
    "take_over": takeover.offer,
    "takeover_marker": lambda state, corp, a: takeover.marker(state, a),
    "buy_train": buy_train,
    "combine_trains": trains.combine,
    "sell_shares": lambda state, corp, a: emergency.sell_for_train(state, a),
    "buy_private": buy_private,
    "buy_tender": buy_tender,
}

# what an accepted offer does (offers.py)
DEALS: dict[str, offers.Deal] = {
    "take_over": takeover.deal,
    "buy_private": private_sales.buy,
    "buy_tender": tenders.buy,
    "buy_train": bought_train,
}
STEP_NAMES = tuple(s.name for s in TURN)
