"""What a title (one game's rules) provides to the generic Game.

A title is stateless: every method takes the game state, a plain-data object the title made in
`setup`. `apply` may change the state freely and raise IllegalAction part-way: Game hands it a
clone and only keeps the clone when `apply` returns.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .errors import InvalidSetUp, MalformedAction
from .game_log import GameLog


class Title:
    id: str = ""
    name: str = ""
    players: tuple[int, int] = (2, 2)
    # for a newcomer choosing a game: the box's playing time in minutes (least, most) and how
    # heavy its rules are ("light", "medium", "heavy")
    playing_time: tuple[int, int] = (0, 0)
    weight: str = ""
    # player counts the rule book knows but the title leaves out -> the message key saying why
    left_out: ClassVar[dict[int, str]] = {}
    # option name -> {"label": str, "choices": [values], "default": value}
    options: Mapping[str, dict] = {}
    stand_in_label: str = "stand-in components"  # the short badge beside the title's name
    credits: str = ""  # designers and publishers, for the About page
    currency: str = "$"  # how the game writes its money (18ESP: pesetas, "₧")
    # every type of action the title has: another type is refused as malformed (empty: not checked)
    action_types: ClassVar[frozenset[str]] = frozenset()
    # the rules' version: raised by a fix that would replay a recorded game differently; a save
    # records the version it was played with and keeps it (a save without one was made before
    # versions existed: version 1). `rules_changes`: what each version after the first changed.
    rules_version: ClassVar[int] = 1
    rules_changes: ClassVar[dict[int, str]] = {}

    @property
    def stand_in(self) -> str | None:
        """Shown on the set-up screen and the About page: which component data are stand-ins."""
        return None

    def describe(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "players": list(self.players),
            "playing_time": list(self.playing_time),
            "weight": self.weight,
            "left_out": {str(n): key for n, key in self.left_out.items()},
            "options": self.options,
            "stand_in": self.stand_in,
            "stand_in_label": self.stand_in_label,
            "credits": self.credits,
            "currency": self.currency,
        }

    def normalize_options(self, options: dict | None) -> dict:
        if options is not None and not isinstance(options, dict):
            raise InvalidSetUp.said("error.setup.options_not_object")
        options = dict(options or {})
        unknown = set(options) - set(self.options)
        if unknown:
            names = sorted(repr(str(o)[:40]) for o in unknown)
            raise InvalidSetUp.said("error.setup.unknown_options", title=self.name, options=names, n=len(names))
        out = {}
        for name, spec in self.options.items():
            value = options.get(name, spec["default"])
            if value not in spec["choices"]:
                raise InvalidSetUp.said("error.setup.bad_option", option=name, value=repr(value)[:40])
            if not (spec.get("omitted_at_default") and value == spec["default"]):
                out[name] = value
        return out

    def clone(self, state: Any) -> Any:
        """An independent copy of the state; its log (a GameLog in `state.log`) is forked, not
        copied, so the copies a game keeps share their common lines."""
        log = getattr(state, "log", None)
        if not isinstance(log, GameLog):
            return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
        state.log = None
        try:
            copy = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
        finally:
            state.log = log
        copy.log = log.fork()
        return copy

    # --- to be provided by each title ---
    def setup(self, players: list[str], seed: int, options: dict) -> Any:
        raise NotImplementedError

    def active_players(self, state: Any) -> list[str]:
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[dict]:
        raise NotImplementedError

    def apply(self, state: Any, action: dict) -> dict:
        """Change `state` by `action`; return the action as recorded in the save. The action is
        first matched against the legal ones (legal.match, which checks its fields: a missing,
        unknown or ill-typed one is MalformedAction); Game has already checked that it is an object
        with a type of `action_types`, and refuses any other error this raises as malformed."""
        raise NotImplementedError

    def view(self, state: Any, player: str | None) -> dict:
        raise NotImplementedError

    def use_rules(self, state: Any, version: int) -> None:
        """Play this game by the rules of `version` (at most rules_version), from its set-up on:
        a title with more than one version keeps it in its state."""

    def has_secrets(self, state: Any) -> bool:
        """Whether `view` now shows a player something the others must not see (hidden
        information): a screen passed round between players is covered while it changes hands."""
        return False

    def finished(self, state: Any) -> bool:
        raise NotImplementedError

    def result(self, state: Any) -> dict:
        raise NotImplementedError

    def query(self, state: Any, name: str, args: dict, progress: Callable[[float], None] | None = None) -> Any:
        """An answer the table needs beyond the view and the legal actions (how a tile would look
        on a hex, an edited route's revenue, the best routes): JSON-able, never a change to the
        state. A long one calls `progress(fraction)` now and then."""
        raise MalformedAction.said("error.no_query", title=self.name, name=repr(name)[:40])

    def playout_move(self, state: Any, legal: list[dict], rnd: random.Random) -> dict:
        """A move for random playouts (tests, bench): any legal action. A title whose plain
        random play would take ages to end may prefer purposeful ones; the rules stay the same."""
        return rnd.choice(legal)

    def conserved(self, state: Any) -> dict[str, int]:
        """Quantities no action may change (total money, pieces): checked by the tests."""
        return {}
