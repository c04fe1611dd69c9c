"""Phase 3, Auction of influence: bids in player order until everyone has two bids placed, then
the fields are credited in their printed order, each marker moving up its influence track."""

from __future__ import annotations

from collections import Counter

from .components import COMPANIES, RED_OR_GREEN, Field
from .state import CREDIT, Choices, State, influence

MIN_BID = {"top": 3, "bottom": 2}
BIDS_EACH = 2


def field_index(state: State, number: int) -> int:
    return next(i for i, f in enumerate(state.display.fields) if f.number == number)


def bids_placed(state: State, player: str) -> int:
    return sum(1 for b in state.bids if b and b[0] == player)


def bid_choices(state: State, player: str) -> list[dict]:
    """Every field he may bid on now; none once he has two bids out (he is skipped then)."""
    if bids_placed(state, player) >= BIDS_EACH:
        return []
    cubes = state.cubes[player]
    actions = []
    for f, bid in zip(state.display.fields, state.bids):
        if bid and bid[0] == player:
            continue  # no one can outbid himself
        least = max(MIN_BID[f.row], bid[1] + 1 if bid else 0)
        if cubes >= least:
            actions.append(
                {"type": "bid", "player": player, "field": f.number, "cubes": {"min": least, "max": cubes, "step": 1}}
            )
    return actions


def next_bidder(state: State, start: int) -> int | None:
    """The seat, from `start` on in player order, of the next player who must bid; None when
    the auction is over (everyone has two bids, or cannot afford another one)."""
    n = len(state.order)
    for step in range(n):
        seat = (start + step) % n
        if bid_choices(state, state.order[seat]):
            return seat
    return None


def bid(state: State, a: dict) -> None:
    player, i = a["player"], field_index(state, a["field"])
    outbid = state.bids[i]
    if outbid:
        state.cubes[outbid[0]] += outbid[1]  # the outbid player takes his cubes back
    state.cubes[player] -= a["cubes"]
    state.bids[i] = (player, a["cubes"])
    if outbid:
        state.say("wd.auction.outbids", player=player, cubes=a["cubes"], field=a["field"], outbid=outbid[0])
    else:
        state.say("wd.auction.bids", player=player, cubes=a["cubes"], field=a["field"])


def markers(state: State, i: int) -> list[str]:
    f: Field = state.display.fields[i]
    return [*f.printed, state.drawn[i]]


def credit_fields(state: State, chosen: str | None = None) -> bool:
    """Credit the fields from the next one on; False when the winner of a red-or-green marker
    must choose first (`chosen` is his choice for the field waiting)."""
    top = state.display.track_top
    while state.crediting < len(state.bids):
        i = state.crediting
        won = state.bids[i]
        if won:
            player = won[0]
            colours = markers(state, i)
            if RED_OR_GREEN in colours:
                if chosen is None:
                    state.phase = CREDIT
                    return False
                colours = [chosen if c == RED_OR_GREEN else c for c in colours]
                chosen = None
            gained = Counter(colours)
            for colour, n in gained.items():
                # a marker at the end of its track gains nothing more but goes on top
                state.set_marker(colour, player, min(top, state.tracks[colour][player] + n))
            number = state.display.fields[i].number
            gains = [influence(colour, n) for colour, n in gained.items()]
            state.say("wd.auction.gains", field=number, player=player, influence=gains)
        state.crediting += 1
    return True


def choice_player(state: State) -> str:
    """The winner of the field waiting for his red-or-green choice: only a field bid on waits."""
    won = state.bids[state.crediting]
    assert won is not None
    return won[0]


def choices(state: State) -> Choices:
    return {"bid": lambda: bid_choices(state, state.current)}


def company_choices(state: State) -> Choices:
    number = state.display.fields[state.crediting].number
    return {
        "choose_influence": lambda: [
            {"type": "choose_influence", "player": choice_player(state), "field": number, "colour": c}
            for c in COMPANIES
        ]
    }


def return_bids(state: State) -> None:
    """The cubes bid go back to each player's supply."""
    for i, b in enumerate(state.bids):
        if b:
            state.supply[b[0]] += b[1]
            state.bids[i] = None
