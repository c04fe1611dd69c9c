"""The public picture of an 18ESP game for the table: core18xx's game view with 18ESP's own parts:
players' loans, player order cards and fortunes, corporations' kind, region, home, destination, whether
they float, their locked markers and goals reached, their trains by the side they run on
(combined trains both) and their tender, each private's card and what comes with it, the auction
(the private offered, its starting bid, the bids), P7's start price still to set, the tenders
left, the cards that may be recycled, the last set of operating rounds once RENFE is founded,
the set-up (standard or variable, the corporations out of the game), the mountain passes (open or
closed, their cost and bonus), the goals' capital, the loans' interest and the tender's price,
what starting a corporation brings in this phase (how much of a major must be sold for it to
float, the capital it then receives, its goals; a minor's capital), the most a corporation pays
for a private now, and the station markers a lay lifted that wait to go back on the map."""

from __future__ import annotations

from dataclasses import asdict

from ...core18xx import roster, selection_auction
from ...core18xx.game_view import game_view
from ...messages import CURRENCY, Message
from . import board, game_end, loans, privates, trains
from .data import data
from .state import AUCTION, OWN_WORDS, State


def corporation_info(state: State, corp) -> dict:
    """What the data says of a corporation."""
    d = data().corporation(corp.id)
    info = {k: d[k] for k in ("name", "label", "color", "text_color", "home", "home_name")}
    if corp.minor:
        return {**info, "kind": "minor", "region": "south"}
    return {**info, "kind": "major", "region": d["region"], "destination": d["destination"]}


def private_info(state: State, pid: str) -> dict:
    """A private's card, with its power as a message ("about") beside what comes with it."""
    c = privates.card(state, pid)
    info = {
        "name": c["name"],
        "number": c["number"],
        "price": c["face_value"],
        "income": c["income"],
        "corporations_may_buy": c["corporations_may_buy"],
        "card": c.get("card"),
        "with": privates.corporation_with(state, pid),
    }
    return {**info, "about": about(state, pid)}


def about(state: State, pid: str) -> dict:
    c = privates.card(state, pid)
    power, args = c["power"], {CURRENCY: state.currency}
    if "discount" in power:
        args["discount"] = power["discount"]
    if power["kind"] == "tenders":
        args["price"], args["owner"] = data().tender["price"], power["to_owner"]
    if corp := privates.corporation_with(state, pid):
        args["corp"] = corp
    return Message(c["about"], args).to_json()


def auction_view(state: State) -> dict | None:
    if state.round != AUCTION or not selection_auction.unsold(state):
        return None
    return {
        **asdict(state.auction),
        "offered": selection_auction.offered(state),
        "starting_bid": selection_auction.price_of(state, selection_auction.offered(state)),
        "min_bid": selection_auction.min_bid(state),
    }


def mountain_passes(state: State) -> list[dict]:
    """Each mountain pass (6.2): its name, what opening it costs, its bonus, and whether it is open."""
    return [
        {
            "hex": p.hex,
            "city": p.city,
            "name": p.name,
            "cost": p.cost,
            "bonus": p.bonus,
            "open": board.pass_open(state.board, p.hex),
        }
        for p in board.mountain_passes().values()
    ]


def terms() -> dict:
    """The figures the table names beside the moves: the goals' capital (6.1.2), a loan's interest
    (5.7.2), the tender's price and what of it goes to P5's owner (3.1)."""
    d = data()
    return {
        "goals": list(d.goals["kinds"]),
        "goal_multiples": list(d.goals["capital_par_multiple"]),
        "loan_interest_percent": d.meta["loan_interest_percent"],
        "tender_price": d.tender["price"],
        "tender_to_owner": d.private("P5")["power"]["to_owner"],
    }


def side_view(entry: dict) -> dict:
    """A train card in the roster with its narrow-gauge side (5.7) and what recycling one for a
    combined train costs (6.2.1)."""
    card = data().train_type(entry["name"])
    return {**entry, "narrow": card["narrow"]["name"], "recycle_price": card["recycle_price"]}


def starting(state: State) -> dict:
    """What starting a corporation brings in the phase now (4.3.1, 4.3.2, 6.1): a major floats once
    `float_percent` of it is sold, and the bank then pays its treasury `capital_multiple` times its
    start price; with `goals` it reaches the rest of its capital and its locked station markers
    by its goals. A minor's buyer pays `minor_capital_multiple` times its start price into its
    treasury and it operates at once; `minors`: minors may still be started. `private_price_percent`:
    the most a corporation pays a player for a private, of its face value (5.8; null: closed)."""
    ph = roster.phase(state)
    return {
        "float_percent": ph["float_percent"],
        "capital_multiple": ph["capital_par_multiple"],
        "goals": ph["goals"],
        "minors": ph["minors"],
        "minor_capital_multiple": data().minor["capital_par_multiple"],
        "private_price_percent": ph["private_price_percent"],
        "private_price_min": data().meta["private_price_min"],
    }


def view(state: State, active: list[str], result: dict | None) -> dict:
    out = game_view(state, active, result, OWN_WORDS)
    fortunes = game_end.values(state)  # what each player's fortune counts now (8.1)
    for card, player in enumerate(out["players"], start=1):
        player.update(order_card=card, loan=loans.owed(state, player["name"]), value=fortunes[player["name"]])
    for corp_view, corp in zip(out["corporations"], state.corporations.values(), strict=True):
        corp_view.update(
            floated=corp.floated,
            goals=corp.goals,
            locked_tokens=list(corp.locked_tokens),
            goals_reached=list(corp.reached),
            train_names={t: trains.name(state, t) for t in corp.trains},
            tender=corp.tender,
        )
    strawberry = trains.STRAWBERRY.rsplit("-", 1)[0]  # P3's train is not the bank's
    for key in ("remaining", "rusts_on", "prices", "distances"):
        out["depot"][key].pop(strawberry, None)
    out["depot"]["roster"] = [side_view(t) for t in out["depot"]["roster"] if t["name"] != strawberry]
    return {
        "title": "18ESP",
        **out,
        "currency": state.currency,
        "auction": auction_view(state),
        "pending_par": state.pending_par,
        "tenders": dict(state.tenders),
        "recyclable": [trains.name(state, t) for t in trains.recyclable(state)],
        "idle_trains": list(state.idle_trains),
        "final_turn": state.final_turn,
        "offer": state.offer,
        "set_up": {"core": state.core, "removed": list(state.removed)},
        "mountain_passes": mountain_passes(state),
        "takeover_marker": list(state.takeover_marker) if state.takeover_marker else None,
        "lifted_markers": [{"corporation": c, "hex": h} for c, h in state.pending_tokens],
        "terms": terms(),
        "starting": starting(state),
    }
