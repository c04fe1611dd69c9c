"""18xx.games' random generator, so that a game drawn here from a seed is the game 18xx.games
draws from the same seed (a title imported from or exported to 18xx.games draws its set-up with
it; 18ESP's variable set-up).

Their engine keeps one number: the game's seed (its `settings.seed`, else the first run of digits
in the game's id) modulo 2**31, and each draw replaces it by `(1103515245 * r + 12345) % 2**31`
and returns it (a linear congruential generator). Two ways of drawing are used:

- `shuffled(items)`: Ruby's `items.sort_by { rand }`, one draw per item in the list's order,
  then the items in the ascending order of their draws. The generator's period is the full 2**31
  (the increment is odd and the multiplier is 1 modulo 4), so no two draws of one shuffle are
  equal and Ruby's unstable sort cannot order a tie differently;
- `index(n)`: `(rand >> 12) % n`, an index into a list of n (the low bits of this generator
  repeat with short periods; the shift drops them).

The whole state is one int, kept in plain game state like `rng.Rng`'s.
"""

from __future__ import annotations

import re
from typing import TypeVar

A = 1_103_515_245
C = 12_345
M = 2**31

T = TypeVar("T")


def seed_of(seed: int | str | None, game_id: object = None) -> int:
    """The seed their engine starts from: the given one, else the first digits of the game id
    (0 when it has none); an empty seed counts as none."""
    if seed is not None and seed != "":
        return int(seed)
    digits = re.search(r"\d+", str(game_id if game_id is not None else ""))
    return int(digits.group()) if digits else 0


class Rand18xx:
    def __init__(self, seed: int) -> None:
        self.state = seed % M

    def next(self) -> int:
        """One draw (their `rand`)."""
        self.state = (A * self.state + C) % M
        return self.state

    def index(self, n: int) -> int:
        """An index into a list of n items: `(rand >> 12) % n`."""
        if n <= 0:
            raise ValueError("n must be positive")
        return (self.next() >> 12) % n

    def shuffled(self, items: list[T] | tuple[T, ...]) -> list[T]:
        """`items.sort_by { rand }`: one draw per item in order, then ascending by draw."""
        keyed = [(self.next(), i) for i in range(len(items))]
        return [items[i] for _, i in sorted(keyed)]
