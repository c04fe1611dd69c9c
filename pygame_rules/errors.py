"""The three ways a request can fail; the UI tells them apart. A refusal may be said as a
message (`refused(key, **args)`: its English is the error's text; the page renders it in the
player's language)."""

from __future__ import annotations

from .messages import Message


class IllegalAction(ValueError):
    """The action is well formed but the rules do not allow it now. The game is unchanged."""

    @classmethod
    def said(cls, key: str, **args: object) -> IllegalAction:
        return cls(Message(key, args))

    @property
    def message(self) -> Message | None:
        """The refusal as a message, when it was said as one."""
        first = self.args[0] if self.args else None
        return first if isinstance(first, Message) else None


class MalformedAction(IllegalAction):
    """The action cannot be read at all (not a dict, unknown type, missing or extra fields)."""


class IncompatibleSave(ValueError):
    """A save that cannot be loaded: broken JSON, another format version, unknown title, too
    long or too deeply nested to read."""


class DamagedSave(IncompatibleSave):
    """A save in our format whose moves do not replay: its action log was changed or cut."""
