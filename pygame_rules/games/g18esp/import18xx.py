"""Import of an 18xx.games 18ESP export: the core's importer (core18xx/import18xx.py) with 18ESP's
own actions. The players keep their seats (option `seated`: 18xx.games seats them before the game
and its export lists them in seat order), their optional rule `core` is the standard set-up, and
the game goes on as 18xx.games plays 18ESP where it departs from the rule book (option
`as_18xx_games`). Their `payoff_player_debt` repays the whole loan (5.7.2).

So far 18ESP plays here up to the first operating round: an export going further stops there,
its first operating action refused with our reason.
"""

from __future__ import annotations

from ...api import Game
from ...core18xx import import18xx as core
from ...core18xx import runs
from . import loans
from .data import CORE
from .numbering import Numbering
from .rules import TITLE
from .state import AS_18XX_GAMES, SEATED, Corporation


class Importer(core.Importer):
    title = TITLE
    numbering = Numbering
    numbers: Numbering

    def options(self, rules: list[str], moves: int) -> dict:
        options = {r: True for r in rules}  # an optional rule we do not know is refused as such
        options[CORE] = CORE in rules
        options[AS_18XX_GAMES] = True  # it was played there: it goes on as it would there
        options[SEATED] = True
        return options

    def revenues(self, corp: Corporation, run: list[dict]) -> list[int]:
        return runs.route_revenues(self.state, corp, run)

    def title_action(self, a: dict, base: dict, corp: dict) -> dict | None:
        if a["type"] == "payoff_player_debt":
            player = base["player"]
            return {"type": loans.REPAY, **base, "amount": loans.owed(self.state, player)}
        return None


def import_game(export: dict) -> Game:
    """The export replayed (its outline checked by importers.check_export)."""
    return Importer(export).run()
