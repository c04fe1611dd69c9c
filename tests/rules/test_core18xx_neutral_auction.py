"""The 18xx layer's waterfall auction on title-neutral privates (no 1856 data): the cheapest is
bought at its price, a later one is bid on with the money set aside, a single bid buys it when
the one before is sold, several bids are auctioned with the lowest bidder first, and what
follows when everyone passes is the title's."""

from __future__ import annotations

from typing import Any, ClassVar

from neutral18xx import game_state, rules

from pygame_rules.core18xx import hooks
from pygame_rules.core18xx import waterfall_auction as auction
from pygame_rules.core18xx.game_state import Private, State
from pygame_rules.core18xx.waterfall_auction import Auction

PRICES = {"X": 20, "Y": 40, "Z": 70}


def x_cheaper(state: Any) -> None:
    state.auction.discounts["X"] = state.auction.discounts.get("X", 0) + 5


NEUTRAL = rules(auction=hooks.AuctionRules(private_price=lambda s, private: PRICES[private], everyone_passed=x_cheaper))


class NeutralState(State):
    rules: ClassVar[hooks.Rules18xx] = NEUTRAL


def game() -> NeutralState:
    s = game_state(
        NeutralState,
        {},
        players=["P1", "P2", "P3"],
        cash={"P1": 100, "P2": 100, "P3": 100},
        bank=1_000,
        privates={p: Private(p) for p in PRICES},
    )
    s.auction = Auction()
    return s


def bid(s: NeutralState, player: str, private: str, price: int) -> None:
    offer = next(a for a in auction.legal(s) if a["type"] == "bid" and a["private"] == private)
    assert offer["player"] == player and offer["price"]["min"] <= price <= offer["price"]["max"]
    auction.apply(s, {**offer, "price": price})


def pass_(s: NeutralState, player: str) -> None:
    assert auction.active(s) == [player]
    auction.apply(s, {"type": "pass", "player": player})


def test_the_cheapest_is_bought_at_its_price_and_a_later_one_needs_a_raise():
    s = game()
    offers = {a["private"]: a["price"]["min"] for a in auction.legal(s) if a["type"] == "bid"}
    assert offers == {"X": 20, "Y": 45, "Z": 75}
    bid(s, "P1", "X", 20)
    assert s.privates["X"].owner == "P1" and s.cash["P1"] == 80 and s.bank == 1_020


def test_a_single_bid_buys_the_private_once_the_one_before_is_sold():
    s = game()
    bid(s, "P1", "Y", 50)
    assert s.privates["Y"].owner is None
    # P1's $50 is set aside: on Z he may bid only what is left
    bid(s, "P2", "X", 20)
    assert s.privates["Y"].owner == "P1" and s.cash["P1"] == 50


def test_several_bids_are_auctioned_lowest_bidder_first_until_one_is_left():
    s = game()
    bid(s, "P1", "Y", 45)
    bid(s, "P2", "Y", 55)
    bid(s, "P3", "X", 20)
    assert s.auction.auctioning == "Y" and auction.active(s) == ["P1"]
    bid(s, "P1", "Y", 60)
    pass_(s, "P2")
    assert s.privates["Y"].owner == "P1" and s.cash == {"P1": 40, "P2": 100, "P3": 80}
    assert not s.round_over


def test_everyone_passing_is_the_titles_affair_and_the_last_sale_ends_the_round():
    s = game()
    for p in ("P1", "P2", "P3"):
        pass_(s, p)
    assert auction.price_of(s, "X") == 15 and auction.active(s) == ["P1"]
    bid(s, "P1", "X", 15)
    bid(s, "P2", "Y", 40)
    bid(s, "P3", "Z", 70)
    assert s.round_over and s.cash == {"P1": 85, "P2": 60, "P3": 30}
