"""Computer players for Last Train to Wensleydale / First Train to Nürnberg (one rule set, two
boards).

The plan: easy and normal play the rule of thumb of bot.policy (easy with more noise and
a shorter look along its lines). Strong searches the decisions that shape a round (bids, where a
line starts, buying a train, takeovers): it keeps a few candidate moves, plays each one on in
the same sampled futures (the bag's next draws redrawn, since the player cannot see them) by the
rule of thumb to the end of the round, and takes the one whose futures end best for it: its
estimated score less the best rival's. The budget is a number of simulated moves, never time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ....title import Title
from .. import scoring
from ..rules import LAST_TRAIN
from ..state import AUCTION, BUILD, OVER, TAKEOVERS, TRANSPORT, State
from . import policy


@dataclass(frozen=True)
class Level:
    depth: int  # how many borders ahead a line is looked along
    noise: float  # how much chance blurs the rule of thumb's choices
    moves: int = 0  # simulated moves the search may spend on one decision (0: no search)
    candidates: int = 4  # moves kept for the search, at most, per decision


LEVELS = {
    "easy": Level(depth=1, noise=3.0),
    "normal": Level(depth=2, noise=0.0),
    "strong": Level(depth=2, noise=0.0, moves=300, candidates=4),
}
ROLLOUT_DEPTH, ROLLOUT_NOISE = 1, 0.3
MIN_STEPS = 20  # a future is played this far at least, whatever the budget


def move(seat) -> dict:
    state, title, legal = seat.sample(), seat.game.title, seat.legal()
    level = LEVELS[seat.level]
    choice = policy.choose(state, title, legal, seat.rnd, level.depth, level.noise)
    if not level.moves:
        return choice
    options = candidates(state, title, seat.player, legal, choice, level)
    if len(options) == 1:
        return options[0]
    return search(state, title, seat.player, options, level, seat.rnd)


def determinize(state: State, player: str, rnd: random.Random) -> State:
    """The bag's contents are on view; only its next draws are hidden: a clone whose generator
    is reseeded from the bot's own."""
    other = LAST_TRAIN.clone(state)
    other.rng = rnd.getrandbits(64)
    return other


# --- the candidates ---


def candidates(state: State, title: Title, player: str, legal: list[dict], choice: dict, level: Level) -> list[dict]:
    """The rule of thumb's move first, then the others worth a look at this decision."""
    kind = legal[0]["type"]
    others: list[dict] = []
    if kind == "bid":
        others = bid_candidates(state, player, legal)
    elif state.phase == BUILD and not state.build and kind != "pay":
        others = policy.ranked_starts(state, player, legal, level.depth)
    elif state.phase == TRANSPORT and kind != "pay" and any(a["type"] == "buy_train" for a in legal):
        others = [a for a in legal if a["type"] in ("buy_train", "pass")]
        if any(a["type"] == "transport" for a in legal):
            others = []
    elif state.phase == TAKEOVERS and not state.takeover and kind != "pay" or kind == "choose_influence":
        others = legal
    out = [choice]
    for a in others:
        if a not in out:
            out.append(a)
    return out[: level.candidates]


def bid_candidates(state: State, player: str, legal: list[dict]) -> list[dict]:
    """The least bid on each field, best fields first, then one cube more on the best two."""
    fields = sorted(legal, key=lambda a: -policy.bid_score(state, player, a))
    least = [{**a, "cubes": a["cubes"]["min"]} for a in fields]
    more = [{**a, "cubes": a["cubes"]["min"] + 2} for a in fields[:2] if a["cubes"]["max"] >= a["cubes"]["min"] + 2]
    return [least[0], *more[:1], *least[1:3], *more[1:]]


# --- the search ---


def search(state: State, title: Title, player: str, options: list[dict], level: Level, rnd: random.Random) -> dict:
    """Flat Monte Carlo: every candidate in the same sampled futures (common random numbers),
    each future played to the end of the round or until its share of the budget is spent."""
    cap = max(MIN_STEPS, level.moves // len(options))
    totals = [0.0] * len(options)
    spent = batch = 0
    while not batch or spent + batch <= level.moves:
        future = determinize(state, player, rnd)
        seed = rnd.getrandbits(32)
        batch = 0
        for i, option in enumerate(options):
            worth, steps = rollout(future, title, player, option, seed, cap)
            totals[i] += worth
            batch += steps
        spent += batch
    return options[max(range(len(options)), key=lambda i: totals[i])]


def rollout(future: State, title: Title, player: str, option: dict, seed: int, cap: int) -> tuple[float, int]:
    """Play `option`, then the rule of thumb to the end of the round or for `cap` moves:
    (margin, moves played)."""
    state = title.clone(future)
    start_round, start_step = state.round, state.step
    title.apply(state, option)
    rnd = random.Random(seed)

    def stop(s: State) -> bool:
        return (s.round != start_round and s.phase == AUCTION) or s.step - start_step >= cap

    policy.play_out(state, title, rnd, stop, ROLLOUT_DEPTH, ROLLOUT_NOISE)
    return margin(state, player), state.step - start_step


def margin(state: State, player: str) -> float:
    """His estimated score less the best rival's."""
    worth = {p: estimate(state, p) for p in state.players}
    return worth[player] - max(w for p, w in worth.items() if p != player)


def estimate(state: State, player: str) -> float:
    """The final score once the game is over; before that, the score as it stands plus what his
    track can still load and his influence, less the upkeep his pieces will cost."""
    if state.phase == OVER:
        return state.final[player]["total"]
    pieces = len(state.own_borders(player))
    later = state.rounds - state.round + 1
    influence = sum(state.influence(c, player) for c in ("white", "brown", "red", "green"))
    return (
        state.vp[player]
        + scoring.SET_VP * scoring.full_sets(state, player)
        + state.tracks["profit"][player]
        - pieces * (1 + 0.5 * later)
        + 0.5 * policy.stock_worth(state, player) * min(1, later)
        + 0.4 * influence
        + on_trains(state, player)
    )


def on_trains(state: State, player: str) -> float:
    """VP and profit of the loads on his trains, scored at the end of the phase."""
    return sum(
        sum(scoring.load_values(state, train, load))
        for train, owner in state.trains.items()
        if owner == player
        for load in state.on_trains[train]
    )
