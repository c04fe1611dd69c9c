"""The set-up's draws (rule book 2.1 and 2.2), made as 18xx.games makes them so that a seed gives
the game it gives there.

Standard set-up (option `core`, 2.1): the eight corporations not in the core game stay in the box
and their homes are covered; P6 shows Zafra a Huelva with a 10% CRB share; one of the four
northern majors' director's certificates is drawn for P7. Variable set-up (2.2): 4 of the 6
northern majors, 6 of the 9 southern majors and 6 of the 9 minors are drawn; the others' homes are
covered; P6 shows Zafra a Huelva if the CRB is in play, else Vasco-Navarro with a 10% share of a
northern major in play drawn at random; P7's director's certificate is drawn among the northern
majors in play.

18xx.games' draws, in its order (`rand18xx`): for the variable set-up it shuffles the northern
majors, the southern majors and the minors (each in its entity list's order, the order of our
data) and removes the first 2, 3 and 3 of them; then, in both set-ups, it draws P7's northern
major and then a second one, which P6's Vasco-Navarro side takes (drawn even when P6 shows the
other side). Their engine does not draw the seats (its site seats the players before the game
starts and an export lists them in seat order); here the player order cards (2.1) are dealt with
the project's own generator from the same seed, unless the order is given (`seated`: an import).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core18xx.rand18xx import Rand18xx
from ...rng import Rng
from .data import NORTH, SOUTH, data

REMOVED = (2, 3, 3)  # 2.2: of the northern majors, southern majors and minors; 4 of 6, 6 of 9, 6 of 9 stay
ZAFRA_HUELVA, VASCO_NAVARRO = "zafra_huelva", "vasco_navarro"  # P6's two sides
CRB = "CRB"


@dataclass(frozen=True)
class SetUp:
    core: bool
    order: tuple[str, ...]  # the players by their player order cards, the first player first
    corporations: tuple[str, ...]  # in play, in the data's order
    removed: tuple[str, ...]  # out of the game, in the order drawn
    covered: tuple[tuple[str, int | None], ...]  # homes under white markers: (hex, city or None)
    p6_card: str  # the side of P6 in play
    p6_share: str  # the corporation whose 10% share comes with P6
    p7: str  # the northern major whose director's certificate comes with P7

    def homes(self) -> dict[str, tuple[str, int | None]]:
        """The homes reserved for the corporations in play."""
        d = data()
        return {cid: home_of(d.corporation(cid)) for cid in self.corporations}


def home_of(corp: dict) -> tuple[str, int | None]:
    return corp["home"], corp.get("home_city")


def draw(seed: int, players: list[str], core: bool, seated: bool = False) -> SetUp:
    d = data()
    rand = Rand18xx(seed)
    removed: list[str] = []
    if not core:
        for group, n in zip((d.region_majors(NORTH), d.region_majors(SOUTH), tuple(d.minors)), REMOVED):
            removed += rand.shuffled(group)[:n]
    everyone = (*d.majors, *d.minors)
    pool = d.core_corporations() if core else everyone
    in_play = tuple(cid for cid in everyone if cid in pool and cid not in removed)
    north = [cid for cid in in_play if cid in d.region_majors(NORTH)]
    p7 = north[rand.index(len(north))]
    other = north[rand.index(len(north))]
    p6_card = ZAFRA_HUELVA if CRB in in_play else VASCO_NAVARRO
    out = tuple(cid for cid in everyone if cid not in in_play)
    return SetUp(
        core=core,
        order=tuple(players) if seated else seats(seed, players),
        corporations=in_play,
        removed=tuple(removed) if not core else out,
        covered=covered(in_play, out),
        p6_card=p6_card,
        p6_share=CRB if p6_card == ZAFRA_HUELVA else other,
        p7=p7,
    )


def covered(in_play: tuple[str, ...], out: tuple[str, ...]) -> tuple[tuple[str, int | None], ...]:
    """The homes of the corporations out of the game, covered by white markers (2.1, 2.2): a
    home in any city of its hex (city None) for each, one city named by several homes once (MZA's
    Madrid city is MZ's home too, 5.3.4), and none that a corporation in play keeps."""
    d = data()
    homes: list[tuple[str, int | None]] = []
    kept = {home_of(d.corporation(cid)) for cid in in_play}
    for home in (home_of(d.corporation(cid)) for cid in out):
        if home[1] is None or (home not in kept and home not in homes):
            homes.append(home)
    return tuple(homes)


def seats(seed: int, players: list[str]) -> tuple[str, ...]:
    """The player order cards dealt at random (2.1)."""
    order = list(players)
    Rng(seed).shuffle(order)
    return tuple(order)
