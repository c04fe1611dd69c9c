"""The three ways a request can fail; the UI tells them apart."""


class IllegalAction(ValueError):
    """The action is well formed but the rules do not allow it now. The game is unchanged."""


class MalformedAction(IllegalAction):
    """The action cannot be read at all (not a dict, unknown type, missing or extra fields)."""


class IncompatibleSave(ValueError):
    """A save that cannot be loaded: broken JSON, another format version, unknown title, too
    long or too deeply nested to read."""


class DamagedSave(IncompatibleSave):
    """A save in our format whose moves do not replay: its action log was changed or cut."""
