"""A southern major takes over a minor ('Eine kleine Gesellschaft übernehmen', 5.6).

From phase 3, in its turn after the revenue, a southern major may take over a minor that has
operated, as often as it likes, while at least one of its shares is in the initial offer or the
Open Market and its treasury pays the minor's price; no track connection is needed. Both
directors must agree: the minor's director, if another player, accepts or declines (offers.py;
18xx.games asks nobody, D7).

The major pays the minor's director the minor's price, and receives its treasury, trains,
privates and tender (one tender too many goes to the Open Market, 3.1); the minor's director
receives a 10% share of the major from the initial offer, or from the Open Market when that is
empty (18xx.games: from the initial offer only, D6), even above 60% (5.6), and may become its
director (U21); the minor's certificate and home marker leave the game. The major may put one of
its available markers, free, where the minor's was; else that place is free for anyone. Where
MZ shares Madrid's city with the MZA in play, no marker takes MZ's place.
"""

from __future__ import annotations

from ...core18xx import roster, tokens
from ...core18xx.certificates import price
from ...core18xx.closing import close_corporation
from ...core18xx.share_trading import check_director
from ...core18xx.state import split_node
from ...errors import IllegalAction
from . import board, offers, tenders
from .data import SOUTH, data
from .state import Corporation, State, director

TRAIN_LIMIT = "takeover_train_limit"  # D35

MZ, MZA = "MZ", "MZA"


def may_take_over(state: State, corp: Corporation) -> bool:
    if corp.minor or data().majors[corp.id]["region"] != SOUTH or not roster.phase(state)["minor_takeovers"]:
        return False
    return corp.shares.ipo + corp.shares.pool > 0


def candidates(state: State, corp: Corporation) -> list[Corporation]:
    if not may_take_over(state, corp):
        return []
    return [
        m
        for m in state.corporations.values()
        if m.minor and not m.closed and m.floated and m.operated and price(state, m) <= corp.cash
    ]


def choices(state: State, corp: Corporation, player: str, full: bool = True) -> list[dict]:
    if state.takeover_marker:
        major, _ = state.takeover_marker
        base = {"type": "takeover_marker", "player": player, "corporation": major}
        return [{**base, "choice": "map"}, {**base, "choice": "charter"}]
    out = [
        {"type": "take_over", "player": player, "corporation": corp.id, "minor": m.id} for m in candidates(state, corp)
    ]
    return [*out, {"type": "pass", "player": player, "corporation": corp.id}] if out else []


def offer(state: State, corp: Corporation, a: dict) -> None:
    minor = state.corporations[a["minor"]]
    if minor not in candidates(state, corp):
        raise IllegalAction.said("18esp.takeover.not_possible", corp=corp.id, minor=a["minor"])
    offers.make(state, corp, a, minor.shares.director, deal)


def deal(state: State, corp: Corporation, a: dict) -> None:
    take_over(state, corp, state.corporations[a["minor"]])


def take_over(state: State, corp: Corporation, minor: Corporation) -> None:
    owner, amount = director(minor), price(state, minor)
    state.pay(corp, owner, amount)
    state.say("18esp.takeover.done", corp=corp.id, minor=minor.id, player=owner, amount=amount)
    if minor.cash:
        state.pay(minor, corp, minor.cash)
    corp.trains += minor.trains
    minor.trains = []
    for private in state.privates.values():
        if private.corp_owned and private.owner == minor.id and not private.closed:
            private.owner = corp.id
    if minor.tender:
        minor.tender = False
        tenders.gain(state, corp)
    give_share(state, corp, owner)
    city = next((c for c, slots in state.board.tokens.items() if minor.id in slots), None)
    close_corporation(state, minor)
    if city and may_replace(state, corp, minor, city):
        state.takeover_marker = (corp.id, city)  # trains over the limit are given up after it
    else:
        if city:
            place_left(state, city)
        over_limit(state)


def over_limit(state: State) -> None:
    """Trains over the limit after a takeover are given up at once (5.7). 18xx.games asks only
    once a corporation next buys a train or trains rust: the major runs them until then (D35,
    `phase_events.train_bought`)."""
    if roster.over_limit(state) and not state.ways.trains_kept_over_the_limit(state):
        state.discards = roster.over_limit(state)


def give_share(state: State, corp: Corporation, player: str) -> None:
    shares = corp.shares
    if shares.ipo:
        shares.ipo -= 1
    elif shares.pool and not state.ways.no_share_from_open_market(state):
        shares.pool -= 1
    else:
        return
    shares.give(player)
    state.say("18esp.takeover.share", player=player, corp=corp.id)
    check_director(state, corp, player)


def may_replace(state: State, corp: Corporation, minor: Corporation, city: str) -> bool:
    """A marker left, none of its own in that hex, and not MZ's place while the MZA plays. The
    marker takes the minor's circle as it was, so a home not yet placed in the hex (an OO hex's
    second home, R129) keeps what it had and does not stop it (5.6; 18xx.games likewise)."""
    if not corp.tokens_left or (minor.id == MZ and MZA in state.corporations):
        return False
    return tokens.token_problem(state.board, corp.id, city, reach=False, homes_kept=False) is None


def marker(state: State, a: dict) -> None:
    assert state.takeover_marker is not None
    corp_id, city = state.takeover_marker
    state.takeover_marker = None
    over_limit(state)  # the home station first, then the trains (5.6)
    if a["choice"] != "map":
        place_left(state, city)
        return
    corp = state.corporations[corp_id]
    tokens.exchange_token(state.board, corp.id, city)
    corp.tokens_left.pop(0)
    state.say("18esp.takeover.marker", corp=corp.id, hex=split_node(city)[0])


def place_left(state: State, city: str) -> None:
    """The place MZ's marker left empty: kept by the book, gone on 18xx.games (D40: their MZ's
    home marker is put by a power that stacks it, and a takeover closing MZ removes its place
    with it, so the city blocks every route until a tile or MZA's home marker gives it one)."""
    madrid = state.homes[MZ][0] if MZ in state.homes else None
    if split_node(city)[0] != madrid or None not in state.board.tokens.get(city, []):
        return
    if state.ways.vacated_madrid_place_dropped(state):
        board.drop_vacated_place(state.board, MZ, state.homes, city)


def remove_home(state: State, corp: Corporation) -> None:
    """A minor's marker leaves the map (a takeover, phase 5). Where MZA's home marker is stacked
    on it (R131), by the book MZA's alone holds the circle; 18xx.games keeps the leaving marker's
    place there, free, since the stacked one has a place of its own (D43)."""
    city = board.first_of_stack(state.board, corp.id)
    if city and state.ways.stacked_place_kept(state):
        board.free_place(state.board, corp.id, city)
    board.remove_home(state.board, corp.id, state.homes)
