"""Last Train to Wensleydale / First Train to Nürnberg (Martin Wallace; Argentum 2010): the round
of ten phases, the game end and the Title. The set-up is in set_up.py; phases that ask players
something live in their own modules: auction.py (3), track_building.py (5), transport.py (6),
scoring.py (7), takeovers.py (9); the others (1, 2, 4, 8, 10) run by themselves here."""

from __future__ import annotations

from ... import legal as legality
from ...messages import Message
from ...rng import Rng
from ...title import Title
from . import auction, payment, scoring, set_up, takeovers, track_building, transport
from .components import board, influence_display, train_display
from .set_up import DISPLAYS, THE_SOUTH, TRAIN_DISPLAY, draw
from .state import AUCTION, BUILD, CREDIT, OVER, PROFIT, TAKEOVERS, TRANSPORT, State
from .view import view

CUBES_PER_ROUND = 12  # phase 1: or the rest of his supply


def setup(players: list[str], seed: int, board_id: str, options: dict) -> State:
    state = set_up.table(players, seed, board_id, options)
    begin_round(state)
    advance(state)
    return state


# --- the round ---


def begin_round(state: State) -> None:
    """Phases 1 and 2: investment cubes, and one marker from the bag on each influence field."""
    state.say("wd.round.begins", round=state.round, rounds=state.rounds)
    for player in state.players:
        take = min(CUBES_PER_ROUND, state.supply[player])
        state.supply[player] -= take
        state.cubes[player] += take
    rng = Rng(state.rng)
    state.drawn = [draw(rng, state.bag) for _ in state.display.fields]
    state.rng = rng.state
    drawn = [
        Message("wd.round.drawn_field", {"field": f.number, "colour": c}).to_json()
        for f, c in zip(state.display.fields, state.drawn)
    ]
    state.say("wd.round.drawn", fields=drawn)
    state.phase, state.turn = AUCTION, 0


def end_auction(state: State) -> None:
    """End of phase 3 (bid cubes to the supplies) and phase 4: the track-building order by
    white influence, the train order by brown; a tie goes to the marker higher in the stack."""
    auction.return_bids(state)
    state.build_order, state.train_order = state.ranked("white"), state.ranked("brown")
    state.say("wd.round.orders", build=list(state.build_order), train=list(state.train_order))
    state.phase, state.turn, state.crediting = BUILD, 0, 0


def end_transport(state: State) -> None:
    """Phases 7 and 8: score the loads, then the player order by profit/loss."""
    scoring.score_round(state)
    state.order = state.ranked(PROFIT)
    state.say("wd.round.player_order", players=list(state.order))
    state.phase, state.turn = TAKEOVERS, 0


def end_round(state: State) -> None:
    """Phase 10: the last round ends the game; otherwise the drawn markers go back to the bag."""
    if state.round == state.rounds:
        scoring.final_scoring(state)
        state.phase = OVER
        state.say("wd.game.over")
        return
    for colour in state.drawn:
        state.bag[colour] += 1
    state.round += 1
    begin_round(state)


def finish_payment(state: State) -> None:
    purpose, state.payment = payment.current(state).purpose, None
    if purpose == "build":
        track_building.finish(state)
    else:
        transport.next_turn(state)


def advance(state: State) -> None:
    """Play the steps that need no decision, up to the next one that does."""
    while True:
        if state.payment:
            if state.payment.points:
                payment.settle_forced(state)
            if state.payment.points:
                return
            finish_payment(state)
        elif state.phase == AUCTION:
            seat = auction.next_bidder(state, state.turn)
            if seat is not None:
                state.turn = seat
                return
            state.phase = CREDIT
        elif state.phase == CREDIT:
            if not auction.credit_fields(state):
                return
            end_auction(state)
        elif state.phase == BUILD:
            if state.build:
                return
            if state.turn == len(state.build_order):
                state.phase, state.turn, state.passed = TRANSPORT, 0, []
            elif not any(track_building.starts(state)):
                track_building.pass_(state, {"player": state.current}, forced=True)
            else:
                return
        elif state.phase == TRANSPORT:
            if len(state.passed) == len(state.players):
                end_transport(state)
            elif not any(transport.moves(state)):
                transport.pass_(state, {"player": state.current}, forced=True)
                transport.next_turn(state)
            else:
                return
        elif state.phase == TAKEOVERS:
            if state.takeover:
                return
            if state.turn == len(state.order):
                end_round(state)
            elif not any(takeovers.starts(state)):
                takeovers.pass_(state, {"player": state.current}, forced=True)
            else:
                return
        else:
            return


def bid(state: State, a: dict) -> None:
    auction.bid(state, a)
    state.turn = (state.turn + 1) % len(state.order)


def choose_influence(state: State, a: dict) -> None:
    state.say("wd.auction.chooses", player=a["player"], colour=a["colour"])
    auction.credit_fields(state, a["colour"])


def load(state: State, a: dict) -> None:
    transport.transport(state, a)
    transport.next_turn(state)


def pass_transport(state: State, a: dict) -> None:
    transport.pass_(state, a)
    transport.next_turn(state)


APPLY = {
    AUCTION: {"bid": bid},
    CREDIT: {"choose_influence": choose_influence},
    BUILD: {
        "build_start": track_building.build_start,
        "build_border": track_building.build_border,
        "build_done": track_building.build_done,
        "pass": track_building.pass_,
    },
    TRANSPORT: {
        "buy_train": transport.buy_train,
        "transport": load,
        "pass": pass_transport,
    },
    TAKEOVERS: {
        "takeover_start": takeovers.takeover_start,
        "takeover_border": takeovers.takeover_border,
        "takeover_done": takeovers.takeover_done,
        "pass": takeovers.pass_,
    },
}

CHOICES = {
    AUCTION: auction.choices,
    CREDIT: auction.company_choices,
    BUILD: track_building.choices,
    TRANSPORT: transport.choices,
    TAKEOVERS: takeovers.choices,
}


class RailwayTitle(Title):
    """One rule set; each board is its own title."""

    players = (2, 4)
    playing_time = (90, 120)
    weight = "medium"
    action_types = frozenset(
        {"bid", "pass", "choose_influence", "build_start", "build_border", "build_done", "transport", "pay"}
        | {"takeover_start", "takeover_border", "takeover_done", "buy_train"}
    )
    stand_in_label = "stand-in board and displays"

    def __init__(self, title_id: str, name: str, board_id: str, options: dict, credits: str) -> None:
        self.id, self.name, self.board_id, self.options = title_id, name, board_id, options
        self.credits = credits

    @property
    def stand_in(self) -> str | None:
        """The stand-in notes of the board and both displays' sides, those that have one."""
        sides = ("3-4", "2-3")
        notes = [
            board(self.board_id).stand_in,
            *(influence_display(s).stand_in for s in sides),
            *(train_display(s).stand_in for s in sides),
        ]
        return " ".join(n for n in notes if n) or None

    def describe(self) -> dict:
        """Also the board's own words, which its rules help names before any game is made (the
        home screen's "How to play": Nürnberg's goods are beer and post, not stone and cheese)."""
        b = board(self.board_id)
        return {
            **super().describe(),
            "board": {"id": b.id, "goods": {"quarry": b.quarry_goods, "field": b.field_goods}},
        }

    def setup(self, players: list[str], seed: int, options: dict) -> State:
        return setup(players, seed, self.board_id, options)

    def active_players(self, state: State) -> list[str]:
        if state.payment:
            return [state.payment.player]
        if state.phase == CREDIT:
            return [auction.choice_player(state)]
        return [] if state.phase == OVER else [state.current]

    def legal_actions(self, state: State, kind: str | None = None) -> list[dict]:
        """Every legal action, or only those of one type."""
        if state.payment:
            parts = payment.choices(state)
        elif state.phase == OVER:
            return []
        else:
            parts = CHOICES[state.phase](state)
        return [a for k, make in parts.items() if kind in (None, k) for a in make()]

    def apply(self, state: State, action: dict) -> dict:
        kind = action.get("type") if isinstance(action, dict) else None
        a = legality.match(action, self.legal_actions(state, kind), self.active_players(state))
        state.step += 1
        if state.payment:
            payment.pay(state, a["source"], a["amount"])
        else:
            APPLY[state.phase][a["type"]](state, a)
        advance(state)
        return a

    def view(self, state: State, player: str | None) -> dict:
        return view(state, self.active_players(state), self.result(state) if self.finished(state) else None)

    def finished(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> dict:
        return {"scores": {p: state.final[p]["total"] for p in state.players}, "ranking": scoring.ranking(state)}

    def conserved(self, state: State) -> dict[str, int]:
        """Cubes, track pieces, influence markers; goods, passengers and landowners wherever
        they are: on the board, on trains, kept by players, or back in the box."""
        pieces = dict(state.box)
        pieces["landowners"] += sum(state.landowners.values())
        for area, n in state.goods.items():
            pieces[state.board.goods_kind(area)] += n
        for here in state.passengers.values():
            for colour, n in here.items():
                pieces[colour] += n
        for load in [x for t in state.on_trains.values() for x in t]:
            pieces[load] += 1
        for held in state.loads.values():
            for kind, n in held.items():
                pieces[kind] += n
        return {
            "investment cubes": sum(state.cubes.values())
            + sum(state.supply.values())
            + sum(b[1] for b in state.bids if b),
            "track pieces": len(state.track) + sum(state.pieces.values()),
            "influence markers": sum(state.bag.values()) + sum(1 for c in state.drawn if c),
            **pieces,
        }


LAST_TRAIN = RailwayTitle(
    "lttw",
    "Last Train to Wensleydale",
    "wensleydale",
    {"displays": DISPLAYS, "train_display": TRAIN_DISPLAY, "the_south": THE_SOUTH},
    "by Martin Wallace, published by Treefrog Games (2009).",
)
FIRST_TRAIN = RailwayTitle(
    "fttn",
    "First Train to Nürnberg",
    "nuernberg",
    {"displays": DISPLAYS, "train_display": TRAIN_DISPLAY},
    "by Martin Wallace, published by Argentinum Verlag (2010). Graphics: "
    "Dennis Lohausen. Nürnberg board and 2-3 player displays: Klaus Ottmaier.",
)
