"""Share certificates of one corporation: the director's certificate and the ordinary shares,
in the initial offer (IPO), the bank pool or players' hands.

Holdings are counted in share units: an ordinary certificate is one unit, the director's
certificate two. A unit is 10% (5% once the CGR has issued its second set of shares).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .market import BROWN, YELLOW


@dataclass
class Shares:
    units: int = 10  # units in all (10 or 20)
    unit_percent: int = 10
    director: str | None = None  # who holds the director's certificate; None: still in the IPO
    ipo: int = 8  # ordinary certificates in the initial offer
    pool: int = 0  # ordinary certificates in the bank pool
    held: dict[str, int] = field(default_factory=dict)  # player -> ordinary certificates
    director_units: int = 2  # 1 while the 1856 CGR's director has paid only half of it

    def units_of(self, player: str) -> int:
        return self.held.get(player, 0) + (self.director_units if self.director == player else 0)

    def percent_of(self, player: str) -> int:
        return self.units_of(player) * self.unit_percent

    def ipo_units(self) -> int:
        return self.ipo + (2 if self.director is None else 0)

    def ipo_percent(self) -> int:
        return self.ipo_units() * self.unit_percent

    def pool_percent(self) -> int:
        return self.pool * self.unit_percent

    def sold_percent(self) -> int:
        """Share of the initial offer sold, to players or (later) into the pool."""
        return 100 - self.ipo_percent()

    def players_units(self) -> int:
        return sum(self.held.values()) + (self.director_units if self.director is not None else 0)

    def sold_out(self) -> bool:
        return self.ipo_units() == 0 and self.pool == 0

    def give(self, player: str, n: int = 1) -> None:
        self.held[player] = self.held.get(player, 0) + n

    def take(self, player: str, n: int = 1) -> None:
        left = self.held.get(player, 0) - n
        if left < 0:
            raise ValueError(f"{player} does not hold {n} such shares")
        if left:
            self.held[player] = left
        else:
            self.held.pop(player, None)


def certificates(shares: Shares, player: str, zone: str | None) -> tuple[int, int]:
    """(whole, half) certificates a player's holding counts for the certificate limit.
    A share in the yellow or brown zone does not count; a 5% share counts half."""
    if zone in (YELLOW, BROWN):
        return 0, 0
    whole = 1 if shares.director == player else 0
    n = shares.held.get(player, 0)
    return (whole + n, 0) if shares.unit_percent == 10 else (whole, n)


def may_exceed_ownership_limit(zone: str | None) -> bool:
    return zone == BROWN


def swap_director(shares: Shares, old: str, new: str) -> None:
    """The new director hands two ordinary shares to the old one for the director's
    certificate (a selling director then sells ordinary shares)."""
    shares.take(new, 2)
    shares.give(old, 2)
    shares.director = new
