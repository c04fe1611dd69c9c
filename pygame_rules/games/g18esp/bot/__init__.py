"""18ESP's computer player. The plan, as a careful 18ESP player follows it:

- auction: buy privates near face value while cash stays for a corporation; P7's major at a
  par its buyer can float and hold;
- stock rounds: repay loans first; start a major (north first, south from phase 3) at the
  highest par it can float and keep 60% of, float it, buy its shares up to 60%, then shares of
  the others that pay best; sell only when the rules force it;
- operating: lay the tile that adds most revenue and comes nearest the destination (goals
  pay; bot.track), stations in the best cities the treasury can spare; run the engine's
  best routes; pay out unless the corporation has no train (or only trains the next type
  scraps) and cannot buy one without the revenue; buy the bank's trains while there is room,
  money and use for them, on the side of the corporation's own map part; sell own privates to
  own corporations at the top price when the treasury can spare it; take over own minors;
  never let an offer-and-decline loop stall the game;
- easy plays the cautious playout policy, save for the choices that would throw money away
  (auction, dividends, trains, loans, offers, forced sales).

`strong` also weighs where a tile's new track points (revenue beyond it, the way to the
destination); `normal` only the tile itself. Nothing is searched: a move costs milliseconds.
"""

from __future__ import annotations

from ....bots.plan18xx import by_type, concrete
from . import operating


def move(seat) -> dict:
    state = seat.public_state()
    by = by_type(seat.legal())
    if seat.level == "easy" and not operating.careful(state, by):
        return seat.random_move()
    action = operating.choose(seat, state, by)
    if action is None:
        return seat.random_move()
    return concrete(action)
