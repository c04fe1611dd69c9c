"""The game's log: the lines (step, text) the rules note as they go, kept so that copies of a
state share what they have in common.

A game copies its state before every action and keeps a copy every few actions for undo and
history. A log copied as a list would make those copies cost the whole log each, memory growing
with the square of the game's length; here a copy shares the lines written so far (frozen into
an immutable chunk that points to the chunks before it) and owns only the lines written after.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .messages import CURRENCY, DOLLAR, Said

Line = tuple[int, str]
SHOWN = 400  # lines a view carries: the page shows the newest, the history view the older ones


class SaysLines:
    """For a game state with `log` and `step`: its log lines are said as messages."""

    currency = DOLLAR  # the game's money ("$"; 18ESP's pesetas "₧")
    log: GameLog
    step: int

    def say(self, key: str, **args: object) -> None:
        """A log line: the message `key` with its arguments (pygame_rules/lang: its sentence in
        each language), in the game's currency."""
        if self.currency != DOLLAR:
            args[CURRENCY] = self.currency
        self.log.append((self.step, Said(key, args)))


class _Chunk:
    """Lines written between two copies, after those of `before`; never changed."""

    __slots__ = ("before", "length", "lines")

    def __init__(self, before: _Chunk | None, lines: tuple[Line, ...]) -> None:
        self.before, self.lines = before, lines
        self.length: int = len(lines) + (before.length if before else 0)


class GameLog:
    __slots__ = ("_frozen", "_tail")

    def __init__(self, lines: Iterable[Line] = ()) -> None:
        self._frozen: _Chunk | None = None
        self._tail: list[Line] = list(lines)

    def append(self, line: Line) -> None:
        self._tail.append(line)

    def clear(self) -> None:
        self._frozen, self._tail = None, []

    def fork(self) -> GameLog:
        """A copy that shares every line so far; each goes on alone from here."""
        if self._tail:
            self._frozen, self._tail = _Chunk(self._frozen, tuple(self._tail)), []
        other = GameLog()
        other._frozen = self._frozen
        return other

    def tail(self, n: int) -> list[Line]:
        """The last `n` lines, read from the newest chunk back."""
        lines = self._tail[-n:] if n else []
        chunk = self._frozen
        while chunk is not None and len(lines) < n:
            lines = list(chunk.lines[-(n - len(lines)) :]) + lines
            chunk = chunk.before
        return lines

    def __len__(self) -> int:
        return (self._frozen.length if self._frozen else 0) + len(self._tail)

    def __iter__(self) -> Iterator[Line]:
        chunks = []
        chunk = self._frozen
        while chunk is not None:  # a loop, not recursion: a long game has thousands of chunks
            chunks.append(chunk.lines)
            chunk = chunk.before
        for lines in reversed(chunks):
            yield from lines
        yield from self._tail

    def __getitem__(self, index: int | slice) -> Any:
        return list(self)[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (GameLog, list)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"GameLog({list(self)!r})"

    def __reduce__(self) -> tuple:
        """Pickled (outside Title.clone) as its lines."""
        return (GameLog, (list(self),))


def log_view(log: GameLog) -> dict:
    """The view's log: the newest lines as {step, text} (with {key, args} for a line said as a
    message, messages.Said) and how many there are in all."""
    return {"log": [line_view(s, t) for s, t in log.tail(SHOWN)], "log_length": len(log)}


def line_view(step: int, text: str) -> dict:
    if not isinstance(text, Said):
        return {"step": step, "text": str(text)}
    return {"step": step, "text": str(text), "message": {"key": text.key, "args": text.args}}
