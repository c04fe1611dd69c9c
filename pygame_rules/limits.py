"""Bounds on the work any input may cause: how long and how deeply nested a JSON text may be,
and how many moves a game may have.

The page checks the same numbers before Python sees a text (web/safe-json.js: MAX_JSON_CHARS,
MAX_JSON_DEPTH). Nesting is measured without recursion, on the text before it is parsed (in
Pyodide a few thousand nested brackets are a fatal error of json.loads) and on objects already
parsed, so no input can exhaust the stack.
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

from .errors import Said

MAX_JSON_CHARS = 4_000_000
MAX_JSON_DEPTH = 64
# the longest recorded 1856 games have about 1,200 moves; endless rounds of passes are cut here
MAX_ACTIONS = 20_000


class TooLarge(Said, ValueError):
    """A text or object beyond the bounds above, said as a message (the reason: "it has 5,000,000
    characters, ..."); the caller says it inside its own error."""


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def text_depth(text: str) -> int:
    """The deepest nesting of [ and { in a JSON text, by linear scans: strings are dropped, then
    all but the brackets, and the running depth of what is left is followed to its highest."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(itertools.accumulate(map(_STEP.__getitem__, brackets), initial=0))


def check_text(text: str | bytes | bytearray, depth: int = MAX_JSON_DEPTH) -> str:
    """The text as str when it is short and shallow enough to parse; TooLarge says why not."""
    if len(text) > MAX_JSON_CHARS:
        raise TooLarge.said("error.too_large.chars", n=len(text), max=MAX_JSON_CHARS)
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise TooLarge.said("error.too_large.not_text") from None
    if text_depth(text) > depth:
        raise TooLarge.said("error.too_large.deep", depth=depth)
    return text


def bounded_json(value: Any) -> Any:
    """A JSON text parsed, or an object already parsed as it is, once it is within the bounds:
    TooLarge says why not, ValueError that a text is not JSON."""
    if isinstance(value, (str, bytes, bytearray)):
        return json.loads(check_text(value))
    check_object(value)
    return value


def check_object(value: Any, depth: int = MAX_JSON_DEPTH) -> None:
    """The same bounds for an object already parsed, walked with a stack of its own: nesting
    deeper than `depth`, or more than MAX_JSON_CHARS characters once written as JSON (about:
    every value counts at least one character and a string its length), raise TooLarge."""
    stack = [(value, 1)]
    size = 0
    while stack:
        item, level = stack.pop()
        if isinstance(item, (dict, list, tuple)):
            if level > depth:
                raise TooLarge.said("error.too_large.deep", depth=depth)
            size += 2
            children = item.items() if isinstance(item, dict) else ((None, v) for v in item)
            for key, child in children:
                size += len(key) + 3 if isinstance(key, str) else 0
                stack.append((child, level + 1))
        else:
            size += len(item) + 2 if isinstance(item, str) else 1
        if size > MAX_JSON_CHARS:
            raise TooLarge.said("error.too_large.would_have", max=MAX_JSON_CHARS)
