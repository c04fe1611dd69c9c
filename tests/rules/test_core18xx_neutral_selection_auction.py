"""The 18xx layer's selection auction on title-neutral privates (no 18ESP data): only the first
unsold private is offered, from its face value in steps of 5; a pass drops a player out of that
private's auction; the last bidder left pays and the next private begins with the next player;
when nobody bids the first private's starting bid drops to 0, where the player who begins must
take it, and a later one makes the privates pay before it is offered again; after the last sale
the seats follow cash, the least first. Actions go through `legal`, the layer's matching and the
step's `apply`, as a title calls them. The last test replays 18xx.games' recorded 18ESP auction."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import pytest
from neutral18xx import game_state, rules

from pygame_rules import legal as legality
from pygame_rules.core18xx import hooks
from pygame_rules.core18xx import selection_auction as auction
from pygame_rules.core18xx.game_state import Private, State
from pygame_rules.core18xx.selection_auction import STEP, Selection
from pygame_rules.errors import IllegalAction

# private -> (face value, income)
PRIVATES = {"A": (20, 5), "B": (60, 10), "C": (70, 15)}


# 18ESP's answers, on neutral privates: the first private's starting bid drops by 5, a later one
# makes the privates pay, and the least cash sits first afterwards


def face_value(state: Any, private: str) -> int:
    return state.values[private][0]


def first_cheaper(state: Any, private: str) -> int:
    return 5 if private == next(iter(state.privates)) else 0


def incomes(state: Any) -> None:
    for private, p in state.privates.items():
        if p.owner is not None:
            state.pay(None, p.owner, state.values[private][1])


def noted(state: Any, private: str, player: str, price: int) -> None:
    state.bought.append((private, player, price))


SELECTION = rules(
    auction=hooks.AuctionRules(
        private_price=face_value,
        opening_seats_by_cash="least",
        opening_price_drop=first_cheaper,
        everyone_passed=incomes,
        private_bought=noted,
    )
)


@dataclass
class SelectionState(State):
    rules: ClassVar[hooks.Rules18xx] = SELECTION
    auction: Selection = field(default_factory=Selection)
    values: dict[str, tuple[int, int]] = field(default_factory=dict)
    bought: list[tuple[str, str, int]] = field(default_factory=list)  # what private_bought was told


def game(cash: dict[str, int] | None = None, privates: dict[str, tuple[int, int]] = PRIVATES) -> SelectionState:
    cash = cash or {"P1": 300, "P2": 300, "P3": 300}
    s = game_state(
        SelectionState,
        {},
        players=list(cash),
        cash=dict(cash),
        bank=10_000,
        privates={p: Private(p) for p in privates},
        values=dict(privates),
    )
    auction.start(s)
    return s


def act(s: State, action: dict) -> None:
    """As the title applies an action: matched against the step's offers, then applied."""
    offers = STEP.legal(s, False, action["type"])
    STEP.apply(s, legality.match(action, offers, STEP.active(s)))


def bid(s: State, player: str, price: int, private: str | None = None) -> None:
    act(s, {"type": "bid", "player": player, "private": private or auction.offered(s), "price": price})


def pass_(s: State, player: str) -> None:
    act(s, {"type": "pass", "player": player})


def owners(s: State) -> dict[str, str | None]:
    return {p: pv.owner for p, pv in s.privates.items()}


def keys(s: State) -> list[str]:
    return [line.key for _, line in s.log]


def refused(s: State, action: dict, through_title: bool = True) -> str:
    """The key of the refusal, the state unchanged."""
    before = (dict(s.cash), owners(s), s.seat, dict(s.auction.bids), list(s.auction.passed))
    with pytest.raises(IllegalAction) as e:
        act(s, action) if through_title else STEP.apply(s, action)
    assert (dict(s.cash), owners(s), s.seat, dict(s.auction.bids), list(s.auction.passed)) == before
    return e.value.message.key


def test_only_the_first_unsold_private_is_offered_from_its_face_value_in_steps_of_5():
    s = game({"P1": 303, "P2": 299, "P3": 300})
    assert STEP.active(s) == ["P1"]
    # up to the most the player can pay on the step
    assert STEP.legal(s, True, None) == [
        {"type": "bid", "player": "P1", "private": "A", "price": {"min": 20, "max": 300, "step": 5}},
        {"type": "pass", "player": "P1"},
    ]
    bid(s, "P1", 20)
    # the next bid is a raise of 5 or more, in steps of 5
    assert STEP.legal(s, True, None)[0]["price"] == {"min": 25, "max": 295, "step": 5}
    pass_(s, "P2")
    pass_(s, "P3")
    assert owners(s) == {"A": "P1", "B": None, "C": None} and s.cash == {"P1": 283, "P2": 299, "P3": 300}
    assert STEP.active(s) == ["P2"]
    assert [a["private"] for a in STEP.legal(s, True, None) if a["type"] == "bid"] == ["B"]
    assert STEP.legal(s, True, None)[0]["price"] == {"min": 60, "max": 295, "step": 5}


def test_the_bidders_raise_in_turn_until_one_is_left_who_pays_his_bid():
    s = game({"P1": 300, "P2": 300, "P3": 300, "P4": 300})
    bid(s, "P1", 20)
    bid(s, "P2", 25)
    bid(s, "P3", 35)
    pass_(s, "P4")
    assert STEP.active(s) == ["P1"]
    bid(s, "P1", 50)
    pass_(s, "P2")
    # P4 passed, so after P1's raise it is P3's turn, and his pass leaves P1 alone
    assert STEP.active(s) == ["P3"]
    pass_(s, "P3")
    assert owners(s)["A"] == "P1" and s.cash == {"P1": 250, "P2": 300, "P3": 300, "P4": 300} and s.bank == 10_050
    assert s.bought == [("A", "P1", 50)] and not s.round_over
    # the next private's auction begins with the player after the one who began this one
    assert STEP.active(s) == ["P2"] and auction.offered(s) == "B"


def test_a_pass_before_any_bid_drops_out_of_this_private_only():
    s = game()
    pass_(s, "P1")
    bid(s, "P2", 20)
    # P1 passed on A: P3 is the only one left to answer P2's bid
    assert STEP.active(s) == ["P3"]
    pass_(s, "P3")
    assert owners(s)["A"] == "P2" and s.cash == {"P1": 300, "P2": 280, "P3": 300}
    # B begins with P2 (A began with P1), and P1 may bid again
    assert STEP.active(s) == ["P2"]
    pass_(s, "P2")
    bid(s, "P3", 60)
    bid(s, "P1", 65)
    pass_(s, "P3")
    assert owners(s)["B"] == "P1" and s.cash == {"P1": 235, "P2": 280, "P3": 300}
    assert STEP.active(s) == ["P3"] and auction.offered(s) == "C"


def test_the_last_player_in_buys_at_his_bid_at_once():
    s = game()
    pass_(s, "P1")
    pass_(s, "P2")
    bid(s, "P3", 30)
    assert owners(s)["A"] == "P3" and s.cash == {"P1": 300, "P2": 300, "P3": 270}
    assert STEP.active(s) == ["P2"]


def test_a_player_who_cannot_pay_the_next_bid_is_out():
    s = game({"P1": 300, "P2": 22, "P3": 300})
    bid(s, "P1", 20)
    # P2 cannot pay 25: P3 answers
    assert "auction.cannot_bid" in keys(s) and STEP.active(s) == ["P3"]
    pass_(s, "P3")
    assert owners(s)["A"] == "P1" and s.cash == {"P1": 280, "P2": 22, "P3": 300}
    # on B (60) P2 is asked in turn before any bid, but may only pass
    assert STEP.active(s) == ["P2"] and STEP.legal(s, True, None) == [{"type": "pass", "player": "P2"}]


def test_when_nobody_bids_on_the_first_private_its_price_drops_to_0_and_the_starter_takes_it():
    s = game()
    for after in (15, 10, 5):
        for player in ("P1", "P2", "P3"):
            pass_(s, player)
        assert auction.price_of(s, "A") == after and STEP.active(s) == ["P1"]
        assert STEP.legal(s, True, None)[0]["price"]["min"] == after
    assert owners(s)["A"] is None
    for player in ("P1", "P2", "P3"):
        pass_(s, player)
    # the starting bid reached 0: the player who begins A's auction must take it
    assert owners(s)["A"] == "P1" and s.cash == {"P1": 300, "P2": 300, "P3": 300} and s.bank == 10_000
    assert "auction.must_take" in keys(s) and s.bought == [("A", "P1", 0)]
    assert STEP.active(s) == ["P2"] and auction.offered(s) == "B"


def test_when_nobody_bids_on_a_later_private_the_privates_pay_and_it_is_offered_again():
    s = game()
    pass_(s, "P1")
    bid(s, "P2", 20)
    pass_(s, "P3")
    assert owners(s)["A"] == "P2" and STEP.active(s) == ["P2"]
    for player in ("P2", "P3", "P1"):
        pass_(s, player)
    # A pays its income of 5 to P2; B is offered again at its face value, P2 begins again
    assert s.cash == {"P1": 300, "P2": 285, "P3": 300} and s.bank == 10_015
    assert owners(s) == {"A": "P2", "B": None, "C": None} and STEP.active(s) == ["P2"]
    assert STEP.legal(s, True, None)[0]["price"]["min"] == 60
    bid(s, "P2", 60)
    pass_(s, "P3")
    pass_(s, "P1")
    assert owners(s)["B"] == "P2" and s.cash["P2"] == 225


def test_after_the_last_sale_the_seats_follow_cash_the_least_first():
    s = game({"P1": 300, "P2": 300, "P3": 300, "P4": 300})
    bid(s, "P1", 20)  # A begins with P1
    for player in ("P2", "P3", "P4"):
        pass_(s, player)
    pass_(s, "P2")  # B begins with P2
    bid(s, "P3", 60)
    pass_(s, "P4")
    pass_(s, "P1")
    assert not s.round_over and STEP.active(s) == ["P3"]
    bid(s, "P3", 70)  # C begins with P3
    bid(s, "P4", 85)
    pass_(s, "P1")
    pass_(s, "P2")
    pass_(s, "P3")
    assert s.cash == {"P1": 280, "P2": 300, "P3": 240, "P4": 215}
    assert s.round_over and owners(s) == {"A": "P1", "B": "P3", "C": "P4"}
    # the stock round begins with the first seat (rounds: the priority deal goes to `seat`)
    assert s.players == ["P4", "P3", "P1", "P2"] and s.seat == 0 and STEP.active(s) == ["P4"]
    assert keys(s)[-1] == "auction.seats"


def test_a_tie_in_cash_keeps_the_seats_order_after_the_auction():
    s = game({"P1": 300, "P2": 300, "P3": 300}, {"A": (20, 5), "B": (60, 10)})
    pass_(s, "P1")
    bid(s, "P2", 60)
    pass_(s, "P3")
    pass_(s, "P2")
    bid(s, "P3", 60)
    pass_(s, "P1")
    # P2 and P3 both have 240 left: P2 keeps his seat before P3; P1 (300) goes last
    assert s.cash == {"P1": 300, "P2": 240, "P3": 240}
    assert s.round_over and s.players == ["P2", "P3", "P1"] and STEP.active(s) == ["P2"]
    # the most cash first (18ESP after a stock round), a tie again keeping the seats' order
    assert auction.seats_by_cash(s, "most") == ["P1", "P2", "P3"]


def test_refusals_as_the_title_matches_them_and_as_the_step_says_them():
    s = game()
    bid(s, "P1", 20)
    assert STEP.active(s) == ["P2"]
    below = {"type": "bid", "player": "P2", "private": "A", "price": 20}
    out_of_turn = {"type": "bid", "player": "P3", "private": "A", "price": 30}
    later = {"type": "bid", "player": "P2", "private": "B", "price": 60}
    off_step = {"type": "bid", "player": "P2", "private": "A", "price": 27}
    too_much = {"type": "bid", "player": "P2", "private": "A", "price": 305}
    # through the title's matching against the offers
    assert refused(s, below) == "error.range"
    assert refused(s, off_step) == "error.range"
    assert refused(s, too_much) == "error.range"
    assert refused(s, out_of_turn) == "error.not_your_turn"
    assert refused(s, {"type": "pass", "player": "P1"}) == "error.not_your_turn"
    assert refused(s, later) == "error.not_allowed_now"
    # the step's own refusals
    assert refused(s, below, through_title=False) == "auction.bid_too_low"
    assert refused(s, off_step, through_title=False) == "auction.bid_step"
    assert refused(s, too_much, through_title=False) == "auction.bid_too_high"
    assert refused(s, out_of_turn, through_title=False) == "error.not_your_turn"
    assert refused(s, later, through_title=False) == "auction.not_offered"
    assert owners(s)["A"] is None and STEP.active(s) == ["P2"]


def test_without_the_titles_answers_no_price_drops_and_the_seats_stay():
    @dataclass
    class PlainState(SelectionState):
        rules: ClassVar[hooks.Rules18xx] = rules(auction=hooks.AuctionRules(private_price=face_value))

    s = game_state(
        PlainState,
        {},
        players=["P1", "P2"],
        cash={"P1": 100, "P2": 100},
        privates={"A": Private("A")},
        values={"A": (20, 5)},
    )
    auction.start(s)
    pass_(s, "P1")
    pass_(s, "P2")
    assert auction.price_of(s, "A") == 20 and "auction.everyone_passed" in keys(s) and STEP.active(s) == ["P1"]
    pass_(s, "P1")
    bid(s, "P2", 20)
    # the seats stay; the next seat after the last auction's beginner would begin (rounds: priority)
    assert s.round_over and s.players == ["P1", "P2"] and s.seat == 1


# --- 18xx.games' recorded 18ESP auction, replayed on the neutral step ---
FIXTURES = Path("/work/shared/fixtures/18xx/18ESP")
GAME = FIXTURES / "18ESP_destination_token_release.json"
COMPANIES = Path("/work/shared/data/18ESP/companies.json")


def test_the_recorded_18esp_auction_of_18xx_games_plays_the_same():
    if not GAME.exists() or not COMPANIES.exists():
        pytest.skip("the 18ESP fixture and data of /work/shared are not here")
    export = json.loads(GAME.read_text())
    digests = FIXTURES / "replay_digests" / GAME.stem
    trace = [json.loads(line) for line in (digests.with_suffix(".trace.jsonl")).read_text().splitlines()]
    log = digests.with_suffix(".log.txt").read_text()
    names = {p["id"]: p["name"] for p in export["players"]}
    companies = {c["sym"]: c for c in json.loads(COMPANIES.read_text())}  # a private's two sides: one value
    start = trace[0]["players_cash"][0]
    s = game({n: start for n in names.values()}, {sym: (c["value"], c["revenue"]) for sym, c in companies.items()})
    cash_after = {t["id"]: t["players_cash"] for t in trace}
    for a in export["actions"]:
        if a["type"] not in ("bid", "pass") or s.round_over:
            break
        player = names[a["entity"]]
        assert STEP.active(s) == [player], f"action {a['id']}"
        if a["type"] == "bid":
            bid(s, player, a["price"], a["company"])
        else:
            pass_(s, player)
        if not s.round_over:  # their players are listed in the new order once it is over
            assert [s.cash[n] for n in names.values()] == cash_after[a["id"]], f"action {a['id']}"
    won = re.findall(r"\] (.+) wins the auction for (.+) with a bid", log)
    by_name = {c["name"]: c["sym"] for c in json.loads(COMPANIES.read_text())}
    assert s.round_over and owners(s) == {by_name[private]: player for player, private in won}
    order = re.search(r"Priority order: (.+)", log).group(1).split(", ")
    assert s.players == order
