"""An 18xx title as the platform sees it (`Title`): who acts and what is legal come from the
title's step list (`steps`), an action is matched against the offers and the game moves on in
`rounds.apply`; any active player may end the game by hand. A title subclasses `Title18xx`,
names its `steps` and gives its set-up, view, queries and result."""

from __future__ import annotations

from typing import Any, ClassVar

from .. import legal as legality
from ..title import Title
from . import rounds
from .game_state import OVER
from .steps import Step, current

# the fields of tile lays and runs that the player fills in, checked when applied, with their kinds
CHECKED = {
    "lay_tile": {"hex": legality.KINDS[str], "tile": legality.KINDS[str], "rotation": legality.KINDS[int]},
    "run_routes": {"routes": legality.KINDS[list]},
}


class Title18xx(Title):
    steps: ClassVar[tuple[Step, ...]] = ()
    checked: ClassVar[dict[str, dict[str, str]]] = CHECKED

    def describe(self) -> dict:
        out = super().describe()
        out["options"] = {k: v for k, v in self.options.items() if not v.get("hidden")}
        return out

    def active_players(self, state: Any) -> list[str]:
        return current(self.steps, state).active(state)

    def choices(self, state: Any, full: bool = True, kind: str | None = None) -> list[dict]:
        """What the active player may do; without `full`, tile lays and runs come as offers whose
        hex, tile, rotation or routes are checked when applied, and with `kind` the rounds may
        leave out choices of other types."""
        return current(self.steps, state).legal(state, full, kind)

    def end_game_choices(self, state: Any) -> list[dict]:
        return [{"type": "end_game", "player": p} for p in self.active_players(state)]

    def legal_actions(self, state: Any) -> list[dict]:
        if state.round == OVER:
            return []
        return self.choices(state) + self.end_game_choices(state)

    def apply(self, state: Any, action: dict) -> dict:
        legality.check_shape(action)
        offers = self.choices(state, False, action["type"]) + self.end_game_choices(state)
        legality.check_fields(action, offers, self.checked)
        a = legality.match(
            action, self.with_checked_fields(action, offers), self.active_players(state), fields_checked=True
        )
        state.step += 1
        self.before_action(state)
        rounds.apply(self.steps, state, a)
        self.after_action(state)
        return a

    def with_checked_fields(self, action: dict, offers: list[dict]) -> list[dict]:
        """Offers completed with the action's own values for the fields checked on application."""
        fields = self.checked.get(action["type"], ())
        return [
            {**o, **{k: action[k] for k in fields if k in action}} if o["type"] in self.checked else o for o in offers
        ]

    def before_action(self, state: Any) -> None:
        """Before a matched action is applied (1856: what the last one noted is cleared)."""

    def after_action(self, state: Any) -> None:
        """After the game has moved on."""

    def clone(self, state: Any) -> Any:
        """A copy keeps what the board layer computed for the same map (network, graphs, legs);
        the copy's own changes drop it as usual."""
        copy = super().clone(state)
        copy.board.keep_cache_of(state.board)
        return copy

    def finished(self, state: Any) -> bool:
        return state.round == OVER

    def conserved(self, state: Any) -> dict[str, int]:
        return {"money": state.bank + sum(state.cash.values()) + sum(c.cash for c in state.corporations.values())}
