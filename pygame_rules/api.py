"""Game: the generic part of every title (legality gate, clone-or-rollback, undo, history, saves)."""

from __future__ import annotations

import copy
import os
from typing import Any

from . import legal, registry
from .errors import DamagedSave, IllegalAction, IncompatibleSave, InvalidSetUp, MalformedAction, RulesBug
from .limits import MAX_ACTIONS, TooLarge, bounded_json
from .messages import Message
from .title import Title

SAVE_FORMAT = "pygame-rules-save/1"
SNAPSHOT_EVERY = 25
MAX_NAME = 40


def reason(error: Exception) -> dict | str:
    """An error's reason as a message argument: its message when it was said as one (the page
    renders it in the player's language), else its English text."""
    said = getattr(error, "message", None)
    return said.to_json() if isinstance(said, Message) else str(error)


def sent(obj: dict, name: str) -> Any:
    """A field of a save or a request as it was sent (None when absent): any JSON value, which
    the function it goes to checks (registry.get, check_players, Game.apply, ...)."""
    return obj.get(name)


def where(error: ValueError) -> dict:
    """Where the JSON parser stopped: {line, column} (0 when it does not say)."""
    return {"line": getattr(error, "lineno", 0), "column": getattr(error, "colno", 0)}


def check_players(title: Title, players: Any) -> list[str]:
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise InvalidSetUp.said("error.setup.players_not_list")
    players = [p.strip() for p in players]
    low, high = title.players
    if len(players) in title.left_out:
        why = {"key": title.left_out[len(players)], "args": {}}
        raise InvalidSetUp.said("error.setup.left_out", title=title.name, low=low, high=high, n=len(players), why=why)
    if not low <= len(players) <= high:
        raise InvalidSetUp.said("error.setup.player_count", title=title.name, low=low, high=high, n=len(players))
    if any(not p for p in players):
        raise InvalidSetUp.said("error.setup.empty_name")
    if any(len(p) > MAX_NAME for p in players):
        raise InvalidSetUp.said("error.setup.long_name", max=MAX_NAME)
    if len(set(players)) != len(players):
        raise InvalidSetUp.said("error.setup.same_name")
    return players


COMPUTER_LEVELS = ("easy", "normal", "strong")  # bots.LEVELS (the bots import this module)


def check_computers(players: list[str], computers: Any) -> dict[str, str]:
    """The seats a computer plays: {player: level}; none when not given (older saves)."""
    if computers is None:
        return {}
    if not isinstance(computers, dict) or not all(
        p in players and level in COMPUTER_LEVELS for p, level in computers.items()
    ):
        raise InvalidSetUp.said("error.setup.computers", levels=", ".join(COMPUTER_LEVELS))
    return {p: computers[p] for p in players if p in computers}


def check_rules(title: Title, rules: Any) -> int:
    """A rules' version the title has (a save's: 1 up to the title's newest)."""
    if type(rules) is not int or not 1 <= rules <= title.rules_version:
        raise InvalidSetUp.said(
            "error.setup.rules_version", title=title.name, rules=legal.shown(rules), newest=title.rules_version
        )
    return rules


def check_seed(seed: Any) -> int:
    if seed is None:
        return int.from_bytes(os.urandom(6), "big")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**53:
        raise InvalidSetUp.said("error.setup.seed")
    return seed


class Game:
    def __init__(
        self,
        title: Title,
        players: list[str],
        seed: int | None,
        options: dict | None,
        computers: dict | None = None,
        rules: int | None = None,
    ) -> None:
        self.title = title
        self.players = check_players(title, players)
        self.computers = check_computers(self.players, computers)  # {player: level}: the computer's seats
        self.seed = check_seed(seed)
        self.options = title.normalize_options(options)
        # the rules' version the game is played with: the newest, or a save's
        self.rules = title.rules_version if rules is None else check_rules(title, rules)
        self.actions: list[dict] = []
        self.state = title.setup(self.players, self.seed, self.options)
        title.use_rules(self.state, self.rules)
        self._snapshots: dict[int, Any] = {0: title.clone(self.state)}

    def __deepcopy__(self, memo: dict) -> Game:
        """An independent copy, made fast: the state is cloned; the recorded actions and the
        snapshots are never changed in place (apply replaces the state, state_at clones a
        snapshot before replaying), so the copy shares them and owns only the containers."""
        other = copy.copy(self)
        other.actions = list(self.actions)
        other._snapshots = dict(self._snapshots)
        other.state = self.title.clone(self.state)
        return other

    # --- reading ---
    @property
    def active_players(self) -> list[str]:
        return [] if self.finished else self.title.active_players(self.state)

    @property
    def finished(self) -> bool:
        return self.title.finished(self.state)

    def legal_actions(self) -> list[dict]:
        return [] if self.finished else self.title.legal_actions(self.state)

    def view(self, player: str | None = None, at: int | None = None) -> dict:
        """The public picture of the game, now or after the first `at` actions (history)."""
        state = self.state if at is None else self.state_at(at)
        return self.title.view(state, player)

    def result(self) -> dict:
        if not self.finished:
            raise IllegalAction.said("error.game_not_over")
        return self.title.result(self.state)

    # --- changing ---
    def apply(self, action: dict) -> dict:
        """Play one action; IllegalAction leaves the game exactly as it was."""
        if self.finished:
            raise IllegalAction.said("error.game_over")
        self._check_room()
        self._check_type(action)
        work = self.title.clone(self.state)
        recorded = self._title_apply(work, action, before=self.state)
        self.state = work
        self._record(recorded)
        return recorded

    def _check_room(self) -> None:
        if len(self.actions) >= MAX_ACTIONS:
            raise IllegalAction.said("error.too_many_moves", max=MAX_ACTIONS)

    def _check_type(self, action: Any) -> None:
        """An action that is not an object with a type and a player, or whose type this game
        does not have, is refused before the rules see it."""
        legal.check_shape(action)
        kinds = self.title.action_types
        if kinds and action["type"] not in kinds:
            raise MalformedAction.said("error.no_such_move", title=self.title.name, type=repr(action["type"][:40]))

    def _title_apply(self, state: Any, action: dict, before: Any = None) -> dict:
        """The title's apply; an odd action that trips the rules' code in an unforeseen way
        (a TypeError, KeyError, ...) is refused as unreadable, like any malformed action, but a
        move the rules list as legal in `before` (the untouched state) that trips them is their
        own bug (RulesBug), never the player's."""
        try:
            return self.title.apply(state, action)
        except IllegalAction:
            raise
        except (ArithmeticError, AttributeError, LookupError, TypeError, ValueError, RecursionError) as e:
            if before is not None and self._listed(before, action):
                raise RulesBug(f"the rules failed on a legal {action['type'][:40]} move: {e!r}") from e
            raise MalformedAction.said("error.unreadable_move", type=action["type"][:40]) from e

    def _listed(self, state: Any, action: dict) -> bool:
        """Whether the rules list `action` as legal in `state`."""
        try:
            legal.match(action, self.title.legal_actions(state), self.title.active_players(state))
        except Exception:  # noqa: BLE001 - anything the check itself trips on: not shown legal
            return False
        return True

    def _replay(self, actions: list) -> None:
        """Apply a whole log (used by load: a failure discards the game)."""
        total = len(actions)
        for i, action in enumerate(actions):
            if self.finished:
                raise DamagedSave.said("error.save.move_after_end", n=i + 1, total=total)
            try:
                self.play_on(action)
            except IllegalAction as e:
                # a tampered log may hold anything: say which move, never crash
                raise DamagedSave.said("error.save.move_not_played", n=i + 1, total=total, reason=reason(e)) from None

    def play_on(self, action: dict) -> dict:
        """Apply without cloning first, for replays and imports: when it raises, the game is
        left half-changed and must be abandoned."""
        self._check_room()
        self._check_type(action)
        recorded = self._title_apply(self.state, action)
        self._record(recorded)
        return recorded

    def _record(self, recorded: dict) -> None:
        self.actions.append(recorded)
        if len(self.actions) % SNAPSHOT_EVERY == 0:
            self._snapshots[len(self.actions)] = self.title.clone(self.state)

    def settle_option(self, name: str, value: Any) -> None:
        """A hidden option known only once the game is built (an import's count of moves
        recorded elsewhere): set in the game, its state and its snapshots."""
        self.options[name] = value
        for state in (self.state, *self._snapshots.values()):
            state.options[name] = value

    def undo(self) -> dict:
        """Take back the last action; returns it."""
        if not self.actions:
            raise IllegalAction.said("error.nothing_to_undo")
        last = self.actions.pop()
        for n in [n for n in self._snapshots if n > len(self.actions)]:
            del self._snapshots[n]
        self.state = self.state_at(len(self.actions))
        return last

    def state_at(self, n: int) -> Any:
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= len(self.actions):
            raise MalformedAction.said("error.history_steps", last=len(self.actions), at=legal.shown(n))
        start = max(k for k in self._snapshots if k <= n)
        state = self.title.clone(self._snapshots[start])
        for action in self.actions[start:n]:
            self.title.apply(state, action)
        return state

    # --- saving ---
    def to_save(self) -> dict:
        save = {
            "format": SAVE_FORMAT,
            "title": self.title.id,
            "options": dict(self.options),
            "seed": self.seed,
            "players": list(self.players),
            "actions": [dict(a) for a in self.actions],
        }
        if self.rules != 1:  # a save without a version is played by the first (made before versions)
            save["rules"] = self.rules
        if self.computers:
            save["computers"] = dict(self.computers)
        return save


def titles() -> list[dict]:
    return registry.catalogue()


def new_game(
    title: str,
    players: list[str],
    seed: int | None = None,
    options: dict | None = None,
    computers: dict | None = None,
    rules: int | None = None,
) -> Game:
    """A new game; `computers` names the seats a computer plays, {player: level}; `rules`: the
    rules' version (the title's newest unless given: a save keeps the one it began with)."""
    return Game(registry.get(title), players, seed, options, computers, rules)


def load(save: Any) -> Game:
    """Rebuild a game from its save; IncompatibleSave says what is wrong with it (DamagedSave:
    its moves do not replay)."""
    try:
        save = bounded_json(save)
    except TooLarge as e:
        raise IncompatibleSave.said("error.save.too_large", reason=reason(e)) from None
    except ValueError as e:
        raise IncompatibleSave.said("error.save.not_json", **where(e)) from None
    if not isinstance(save, dict):
        kind = {"key": legal.KIND_KEYS[legal.kind_of(save)], "args": {}}
        raise IncompatibleSave.said("error.save.not_a_save", kind=kind)
    if save.get("format") != SAVE_FORMAT:
        raise IncompatibleSave.said(
            "error.save.format", format=legal.shown(save.get("format")), expected=repr(SAVE_FORMAT)
        )
    actions = save.get("actions")
    if not isinstance(actions, list):
        raise IncompatibleSave.said("error.save.no_actions")
    if len(actions) > MAX_ACTIONS:
        raise IncompatibleSave.said("error.save.too_many_moves", n=len(actions), max=MAX_ACTIONS)
    if save.get("seed") is None:
        raise IncompatibleSave.said("error.save.no_seed")
    try:
        # a save from before rules versions were recorded was played by the first
        title = registry.get(sent(save, "title"))
        rules = check_rules(title, save.get("rules", 1))
        game = Game(
            title, sent(save, "players"), sent(save, "seed"), sent(save, "options"), sent(save, "computers"), rules
        )
    except (ValueError, TypeError) as e:
        raise IncompatibleSave.said("error.save.bad_setup", reason=reason(e)) from None
    game._replay(actions)
    return game
