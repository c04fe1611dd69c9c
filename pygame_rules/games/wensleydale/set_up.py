"""The set-up (on the rule book's supplement, which we do not have; the facts come from rule
summaries): the display sides, the player order, goods, passengers and landowners drawn from
their bags, the markers at their start positions."""

from __future__ import annotations

from ...errors import InvalidSetUp
from ...rng import Rng
from . import transport
from .components import (
    COMPANIES,
    COMPANY_PIECES,
    GOODS_CUBES,
    INFLUENCE,
    LANDOWNERS,
    PASSENGERS,
    PLAYER_CUBES,
    PLAYER_PIECES,
    board,
    influence_display,
)
from .state import PROFIT, State

GOODS_DRAWS = 2  # set-up: cubes drawn for each area showing goods
PASSENGER_DRAWS: dict[str | None, int] = {"major": 3, "minor": 2}  # set-up: passengers/landowners drawn per station
BY_COUNT = "by player count"
LIKE_INFLUENCE = "like the influence display"


def draw(rng: Rng, bag: dict[str, int]) -> str:
    """One piece drawn blindly from a bag of counted kinds."""
    k = rng.below(sum(bag.values()))
    for kind, n in bag.items():
        if k < n:
            bag[kind] -= 1
            return kind
        k -= n
    raise AssertionError("unreachable: k < the bag's total")


def display_side(players: int, choice: str) -> str:
    """A display's side: the 2-3 player side for two, the 3-4 player side for four; at three
    the players choose (rule book: "je nach ... Wahl der Anzeigentableauseite"), each display
    on its own (two separate boards)."""
    if choice == BY_COUNT:
        return "2-3" if players == 2 else "3-4"
    side = choice.split()[0]
    low, high = influence_display(side).players
    if not low <= players <= high:
        raise InvalidSetUp.said("wd.setup.side_players", side=side, low=low, high=high, players=players)
    return side


def table(players: list[str], seed: int, board_id: str, options: dict) -> State:
    """The table before the first round: the pieces placed at random, the markers at their
    start positions, the player order drawn."""
    side = display_side(len(players), options["displays"])
    train_choice = options.get("train_display", LIKE_INFLUENCE)
    train_side = side if train_choice == LIKE_INFLUENCE else display_side(len(players), train_choice)
    extended = options.get("the_south") == "extended"
    the_board, display = board(board_id, extended), influence_display(side)
    rng = Rng(seed)
    order = list(players)
    rng.shuffle(order)  # the player order track is set at random
    goods = (the_board.quarry_goods, the_board.field_goods)
    state = State(
        players=list(players),
        board_id=board_id,
        extended=extended,
        side=side,
        train_side=train_side,
        rng=0,
        rounds=display.rounds[len(players)],
        order=order,
        cubes={p: 0 for p in players},
        supply={p: PLAYER_CUBES for p in players},
        tracks={t: {p: display.start.get(t, 0) for p in players} for t in (*INFLUENCE, PROFIT)},
        arrived={t: {} for t in (*INFLUENCE, PROFIT)},
        vp={p: 0 for p in players},
        bag=dict(display.bag),
        drawn=[],
        bids=[None] * len(display.fields),
        track={},
        pieces={**{p: PLAYER_PIECES for p in players}, **{c: COMPANY_PIECES for c in COMPANIES}},
        landowners={},
        passengers={},
        goods={},
        owners={a.id: [a.company] if a.company else [] for a in the_board.areas.values() if a.town},
        loads={p: {k: 0 for k in (*goods, *COMPANIES)} for p in players},
        box={k: 0 for k in (*goods, *COMPANIES, "landowners")},
    )
    for player in reversed(order):  # the markers stack with the first player on top
        for t in state.tracks:
            state.set_marker(t, player, state.tracks[t][player])
    place_goods(state, rng)
    place_passengers(state, rng)
    state.rng = rng.state
    if train_side == side:
        state.say("wd.setup", players=order, rounds=state.rounds, side=side)
    else:
        state.say("wd.setup.sides", players=order, rounds=state.rounds, side=side, train_side=train_side)
    transport.clear_unloadable(state)
    return state


def place_goods(state: State, rng: Rng) -> None:
    """Two cubes from the bag for each goods area; a cube of the other kind goes back to the box."""
    bag = {state.board.quarry_goods: GOODS_CUBES, state.board.field_goods: GOODS_CUBES}
    for area in state.board.areas.values():
        if area.goods:
            for _ in range(GOODS_DRAWS):
                kind = draw(rng, bag)
                if kind == area.goods:
                    state.goods[area.id] = state.goods.get(area.id, 0) + 1
                else:
                    state.box[kind] += 1
    for kind, n in bag.items():
        state.box[kind] += n


def place_passengers(state: State, rng: Rng) -> None:
    """Passengers and landowners share a bag: three for each major station, two for each minor
    one, none for company towns."""
    bag = {"red": PASSENGERS, "green": PASSENGERS, "landowners": LANDOWNERS}
    for area in state.board.areas.values():
        for _ in range(PASSENGER_DRAWS.get(area.town, 0)):
            if not sum(bag.values()):
                break
            kind = draw(rng, bag)
            if kind == "landowners":
                state.landowners[area.id] = state.landowners.get(area.id, 0) + 1
            else:
                state.passengers.setdefault(area.id, {"red": 0, "green": 0})[kind] += 1
    for kind, n in bag.items():
        state.box[kind] += n


# The option keeps its old name, so that saves made before the train display had its own stay valid.
DISPLAYS = {
    "label": "Influence display",
    "choices": [BY_COUNT, "3-4 players", "2-3 players"],
    "default": BY_COUNT,
}
TRAIN_DISPLAY = {
    "label": "Train display",
    "choices": [LIKE_INFLUENCE, "3-4 players", "2-3 players"],
    "default": LIKE_INFLUENCE,
    # added after games were saved: left out of a game's options at its default, so a game keeps
    # the identity (title, seed, players, options) its links and seats were made with
    "omitted_at_default": True,
}
THE_SOUTH = {"label": "The South", "choices": ["original", "extended"], "default": "original"}
