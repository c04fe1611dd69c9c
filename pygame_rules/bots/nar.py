"""The North American Railways computer player.

Plan: list a few moves worth trying (every city card and answer; for a share, the richest start
city and a handful of prices around what the share is worth to the bot, nar_policy), then play
each to the game end many times from the bot's sample of the table and keep the move whose
playouts ended best for it (won, and by how much). Moves that do badly are dropped as the budget
is spent (successive halving). The playouts move every player by nar_policy's gains with noise.
The levels differ in playouts and in how surely the bot takes the best move it found.

What a player cannot see is only the others' cash, with hidden money: the sample counts it from
the log (nar_money). The share and city columns lie face up (section 4), and the two shares put
back in the box are the ones missing from the table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..games.nar.cards import card_set
from ..games.nar.rules import TITLE
from ..games.nar.state import OVER, State
from .nar_money import counted_cash
from .nar_policy import best_start_city, gain, playout_move, share_gain, turns_left

STEP = 100  # prices are whole $100


@dataclass(frozen=True)
class Level:
    playouts: int  # the search's budget for one move
    keep: int  # moves worth trying, at most
    slip: float  # chance of taking the second-best move found instead of the best


LEVELS = {
    "easy": Level(playouts=12, keep=4, slip=0.25),
    "normal": Level(playouts=40, keep=6, slip=0.0),
    "strong": Level(playouts=240, keep=10, slip=0.0),
}


def move(seat) -> dict:
    level = LEVELS[seat.level]
    sample = seat.sample().state
    tries = candidates(sample, seat.legal(), seat.rnd, level.keep)
    if len(tries) == 1:
        return tries[0]
    ranked = search(sample, seat.player, tries, level.playouts, seat.rnd)
    if len(ranked) > 1 and seat.rnd.random() < level.slip:
        return ranked[1]
    return ranked[0]


# --- the moves worth trying ---


def price_choices(state: State, action: dict) -> list[int]:
    """A share's price: from $100 up to about what the share is worth to the bot, and for
    founding some parts of its cash (all of it goes into the new company's treasury)."""
    price = action["price"]
    low, high = price["min"], price["max"]
    turns = turns_left(state)
    worth = share_gain(state, action["player"], action["company"], low, turns) + low
    wanted = [low] + [worth * f for f in (0.35, 0.55, 0.75, 0.95)]
    if action["type"] == "found_company":
        wanted = [high * f for f in (0.25, 0.4, 0.55, 0.7, 0.85, 1.0)]
    return sorted({max(low, min(high, int(w) // STEP * STEP)) for w in wanted})


def concrete_moves(state: State, legal: list[dict]) -> list[dict]:
    start_city = best_start_city(state)
    moves = []
    for action in legal:
        if action["type"] == "found_company" and action["start_city"] != start_city:
            continue
        if isinstance(action.get("price"), dict):
            moves += [{**action, "price": p} for p in price_choices(state, action)]
        else:
            moves.append(action)
    return moves


def candidates(state: State, legal: list[dict], rnd: random.Random, keep: int) -> list[dict]:
    """The legal moves worth a search, best by nar_policy first, at most `keep`."""
    turns = turns_left(state)
    moves = concrete_moves(state, legal)
    scored = sorted(moves, key=lambda a: -gain(state, a, turns))
    return scored[:keep]


# --- the search ---


def search(state: State, player: str, tries: list[dict], budget: int, rnd: random.Random) -> list[dict]:
    """The moves ranked by their playouts' outcome for `player`, halving the field each round;
    every move meets the same seeds (common random numbers), so they are compared fairly."""
    seeds = [rnd.getrandbits(32) for _ in range(budget)]
    totals, played = [0.0] * len(tries), [0] * len(tries)
    alive, dropped = list(range(len(tries))), []
    rounds = max(1, (len(tries) - 1).bit_length())
    for r in range(rounds):
        each = max(1, budget // rounds // len(alive))
        for i in alive:
            for k in range(played[i], played[i] + each):
                totals[i] += playout(state, player, tries[i], seeds[k % budget])
            played[i] += each
        alive.sort(key=lambda i: -totals[i] / played[i])
        if r < rounds - 1:
            cut = max(1, (len(alive) + 1) // 2)
            alive, dropped = alive[:cut], alive[cut:] + dropped
    return [tries[i] for i in alive + dropped]


def playout(state: State, player: str, first: dict, seed: int) -> float:
    """One game to its end after `first`: 1 for a win, plus the margin over the best other."""
    rnd = random.Random(seed)
    game = TITLE.clone(state)
    TITLE.apply(game, first)
    while not TITLE.finished(game):
        TITLE.apply(game, playout_move(game, TITLE.legal_actions(game), rnd))
    result = TITLE.result(game)
    cash = result["scores"]
    margin = cash[player] - max(v for p, v in cash.items() if p != player)
    return (result["ranking"][0] == player) + margin / 5000


# --- what the bot cannot see, drawn anew ---


def determinize(state: State, player: str, rnd: random.Random) -> State:
    """A copy of the state as `player` may picture it: the others' hidden cash as counted from
    the log (a guess around the count when the view's log does not reach back to the start)."""
    other = TITLE.clone(state)
    other.removed_shares = boxed_shares(other)
    rnd.shuffle(other.removed_shares)
    if other.hidden_money and other.phase != OVER:
        cash, exact = counted_cash(other, player)
        for p in other.players:
            if p != player:
                other.cash[p] = cash[p] if exact else max(0, cash[p] + STEP * rnd.randint(-3, 3))
    return other


def boxed_shares(state: State) -> list[str]:
    """The two shares put back in the box at set-up (section 4): each company has its number of
    share cards, and those not on the table are the ones in the box."""
    out = []
    for company_id, company in card_set().companies.items():
        seen = state.held(company_id) + sum(col.count(company_id) for col in state.share_columns)
        out += [company_id] * (company["shares"] - seen)
    return out
