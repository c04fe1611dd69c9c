"""Where a title's rule book and 18xx.games part ways: one table per title (its `deviations.py`),
each entry naming the rule book's rule with its section and what 18xx.games does instead. The
engine follows the rule book; the option "play as 18xx.games does" switches to 18xx.games' way
where 18xx.games can play the game on from there (ways.py: a title's points, its as_18xx_games.py),
and every point the rule book was followed is noted (`State.note_deviation`) for the export's description
and the differential test."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Deviation:
    section: str  # the rule book's section (its own words or number)
    rule_book: str  # what the rule book says, as this engine plays it
    as_18xx_games: str  # what 18xx.games does instead
    # the option plays it as 18xx.games does (False: noted only, 18xx.games cannot play the game on)
    playable: bool = True

    def described(self) -> str:
        """For the export's description: what we did, and what 18xx.games does."""
        return f"{self.rule_book} (18xx.games: {self.as_18xx_games})"
