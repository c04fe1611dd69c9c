"""The North American Railways computer player.

Plan: list the moves worth trying (every city card and answer to a proposal; for a share, the
richest start city and a handful of prices up to what the share is worth to the bot), keep the
best few by bot.policy's gains, then play each out many times from the bot's sample of the table,
for a few game turns (to the end when it is near), and take the move whose playouts left the bot
furthest ahead (ahead at all, then by how much money and shares' worth). Moves that do badly are
dropped as the budget is spent (successive halving). The playouts move every player by
bot.policy's gains with noise. The levels differ in moves tried, playout moves, playout length
and in how surely the bot takes the best move it found.

What a player cannot see is only the others' cash, with hidden money: the sample counts it from
the log (bot.money). The share and city columns lie face up (section 4), and the two shares put
back in the box are the ones missing from the table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .. import rules
from ..cards import card_set
from ..rules import TITLE
from ..state import OVER, State
from .money import counted_cash
from .policy import Outlook, best_start_city, gain, outlook, playout_move, share_worth, worth

STEP = 100  # prices are whole $100


@dataclass(frozen=True)
class Level:
    steps: int  # the search's budget for one move: moves made in playouts, all told
    playouts: tuple[int, int]  # at least, at most
    keep: int  # moves worth trying, at most
    slip: float  # chance of taking the second-best move found instead of the best
    horizon: int  # game turns a playout goes on before its position is judged


LEVELS = {
    "easy": Level(steps=150, playouts=(6, 16), keep=4, slip=0.25, horizon=1),
    "normal": Level(steps=500, playouts=(10, 48), keep=5, slip=0.0, horizon=2),
    "strong": Level(steps=2600, playouts=(40, 200), keep=10, slip=0.0, horizon=3),
}


def move(seat) -> dict:
    level = LEVELS[seat.level]
    sample = seat.sample()
    tries = candidates(sample, seat.legal(), level.keep)
    if len(tries) == 1:
        return tries[0]
    ranked = search(sample, seat.player, tries, level, seat.rnd)
    if len(ranked) > 1 and seat.rnd.random() < level.slip:
        return ranked[1]
    return ranked[0]


# --- the moves worth trying ---


def price_choices(state: State, look: Outlook, action: dict) -> list[int]:
    """A share's price: from $100 up to about what the share is worth to the bot, and for
    founding some parts of its cash (all of it goes into the new company's treasury)."""
    price = action["price"]
    low, high = price["min"], price["max"]
    value = share_worth(state, look, action)
    wanted = [low] + [value * f for f in (0.35, 0.55, 0.75, 0.95)]
    if action["type"] == "found_company":
        wanted = [high * f for f in (0.25, 0.4, 0.55, 0.7, 0.85, 1.0)]
    return sorted({max(low, min(high, int(w) // STEP * STEP)) for w in wanted})


def concrete_moves(state: State, look: Outlook, legal: list[dict]) -> list[dict]:
    start_city = best_start_city(state)
    moves = []
    for action in legal:
        if action["type"] == "found_company" and action["start_city"] != start_city:
            continue
        if isinstance(action.get("price"), dict):
            moves += [{**action, "price": p} for p in price_choices(state, look, action)]
        else:
            moves.append(action)
    return moves


def candidates(state: State, legal: list[dict], keep: int) -> list[dict]:
    """The legal moves worth a search, best by bot.policy first, at most `keep`."""
    look = outlook(state)
    moves = concrete_moves(state, look, legal)
    scored = sorted(moves, key=lambda a: -gain(state, look, a))
    return scored[:keep]


# --- the search ---


def search(state: State, player: str, tries: list[dict], level: Level, rnd: random.Random) -> list[dict]:
    """The moves ranked by their playouts' outcome for `player`, halving the field each round;
    every move meets the same seeds (common random numbers), so they are compared fairly.
    A first playout tells how long they are, and so how many fit in the level's steps."""
    first, length = playout(state, player, tries[0], 0, level.horizon)
    fewest, most = level.playouts
    budget = max(fewest, min(most, level.steps // max(1, length)))
    seeds = [0] + [rnd.getrandbits(32) for _ in range(budget - 1)]
    totals, played = [first] + [0.0] * (len(tries) - 1), [1] + [0] * (len(tries) - 1)
    alive = list(range(len(tries)))
    dropped: list[int] = []
    rounds = max(1, (len(tries) - 1).bit_length())
    for r in range(rounds):
        each = max(1, budget // rounds // len(alive))
        for i in alive:
            for k in range(played[i], played[i] + each):
                totals[i] += playout(state, player, tries[i], seeds[k % budget], level.horizon)[0]
            played[i] += each
        alive.sort(key=lambda i: -totals[i] / played[i])
        if r < rounds - 1:
            cut = max(1, (len(alive) + 1) // 2)
            alive, dropped = alive[:cut], alive[cut:] + dropped
    return [tries[i] for i in alive + dropped]


def playout(state: State, player: str, first: dict, seed: int, horizon: int) -> tuple[float, int]:
    """One game after `first`, to its end or for `horizon` game turns, judged for `player`:
    1 for being ahead, plus the margin over the best other (money and shares' worth); and the
    moves it took."""
    rnd = random.Random(seed)
    game = scratch_copy(state)
    rules.play(game, first)
    last_turn, moves = state.turn + horizon, 1
    while game.phase != OVER and game.turn < last_turn:
        rules.play(game, playout_move(game, TITLE.legal_actions(game), rnd))
        moves += 1
    look = outlook(game)
    score = {p: worth(game, look, p) for p in game.players}
    margin = score[player] - max(v for p, v in score.items() if p != player)
    return (margin > 0) + margin / 5000, moves


def scratch_copy(state: State) -> State:
    """A copy to play out: it writes no log (the lines' English would cost a third of the time)."""
    game = TITLE.clone(state)
    game.say = lambda key, **args: None
    return game


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
