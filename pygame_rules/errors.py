"""The three ways a request can fail; the UI tells them apart. Every refusal is said as a
message (`IllegalAction.said(key, **args)`): its English is the error's text (the API, the CLI);
the page renders its key and arguments in the player's language."""

from __future__ import annotations

from typing import Self

from .messages import Message


class Said(Exception):
    """An error whose reason is a message (pygame_rules/lang)."""

    @classmethod
    def said(cls, key: str, **args: object) -> Self:
        return cls(Message(key, args))

    @property
    def message(self) -> Message | None:
        """The reason as a message, when it was said as one."""
        first = self.args[0] if self.args else None
        return first if isinstance(first, Message) else None


class IllegalAction(Said, ValueError):
    """The action is well formed but the rules do not allow it now. The game is unchanged."""


class MalformedAction(IllegalAction):
    """The action cannot be read at all (not a dict, unknown type, missing or extra fields)."""


class InvalidSetUp(Said, ValueError):
    """A new game's set-up that cannot be played: the players, their names, the seed, the
    options or the title. A ValueError, as before it was said as a message."""


class IncompatibleSave(Said, ValueError):
    """A save that cannot be loaded: broken JSON, another format version, unknown title, too
    long or too deeply nested to read."""


class DamagedSave(IncompatibleSave):
    """A save in our format whose moves do not replay: its action log was changed or cut."""


class RulesBug(RuntimeError):
    """The rules' own code failed on a move they list as legal: a bug to report, never the
    player's mistake (the game is unchanged). Not said as a message: the page shows its own
    "something went wrong" and the console the details."""
