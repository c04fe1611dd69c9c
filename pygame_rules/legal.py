"""Matching a submitted action against the list of legal actions.

A legal action is a JSON-able dict with "type" and "player"; a field the player chooses freely
(a price, a bid) is a range {"min", "max", "step"}. A submitted action is legal when it equals
one listed action field by field, with a concrete number inside each range. Titles whose legal
lists are small use this as their whole legality check, so "what may I do?" and "may I do this?"
are the same code.
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction, MalformedAction

RANGE_KEYS = {"min", "max", "step"}


def is_range(value: Any) -> bool:
    return isinstance(value, dict) and set(value) == RANGE_KEYS


def in_range(value: Any, rng: dict) -> bool:
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and rng["min"] <= value <= rng["max"]
        and (value - rng["min"]) % rng["step"] == 0
    )


# the kinds of value a field may hold, in the player's words (English; each has its message:
# KIND_KEYS)
KINDS = {
    bool: "yes or no",
    int: "a whole number",
    str: "a text",
    list: "a list",
    dict: "an object",
    type(None): "empty",
}
FRACTION = "a number with a fraction"
OTHER = "something else"
KIND_KEYS = {
    KINDS[bool]: "error.kind.bool",
    KINDS[int]: "error.kind.int",
    KINDS[str]: "error.kind.str",
    KINDS[list]: "error.kind.list",
    KINDS[dict]: "error.kind.dict",
    KINDS[type(None)]: "error.kind.none",
    FRACTION: "error.kind.float",
    OTHER: "error.kind.other",
}


def kind_of(value: Any) -> str:
    """A field's kind of value; a range stands for a whole number, and 2.0 or true are not one."""
    if is_range(value):
        return KINDS[int]
    return KINDS.get(type(value), FRACTION if isinstance(value, float) else OTHER)


def said_kinds(kinds: list[str]) -> dict:
    """Kinds of value as a message: "a whole number", "a text or empty" (in the order given)."""
    first = {"key": KIND_KEYS[kinds[0]], "args": {}}
    if len(kinds) == 1:
        return first
    return {"key": "error.kinds.or", "args": {"first": first, "rest": said_kinds(kinds[1:])}}


def shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_fields(action: dict, legal: list[dict], free: dict[str, dict[str, str]] | None = None) -> None:
    """The action's fields against the legal actions of its type: a missing or unknown field, or
    a value of another kind than the listed ones (a whole number, a text, ...), is MalformedAction.
    `free`: per type, the fields the player fills in that the list does not hold (an 18xx tile lay's
    hex and rotation, a run's routes), with their kinds. Nothing is checked while no action of that
    type is legal: the rules then say it cannot be done now."""
    kind = action["type"]
    templates = [t for t in legal if t["type"] == kind]
    if not templates:
        return
    free_fields = (free or {}).get(kind, {})
    allowed: dict[str, set[str]] = {k: {v} for k, v in free_fields.items()}
    for template in templates:
        for k, v in template.items():
            allowed.setdefault(k, set()).add(kind_of(v))
    unknown = [k for k in action if k not in allowed]
    if unknown:
        fields = sorted(repr(str(k)[:40]) for k in unknown)
        raise MalformedAction.said("error.action.unknown_fields", type=kind, fields=fields, n=len(fields))
    required = set.intersection(*(set(t) for t in templates)) | set(free_fields)
    missing = sorted(required - set(action))
    if missing:
        raise MalformedAction.said("error.action.missing_fields", type=kind, fields=missing, n=len(missing))
    for k, v in action.items():
        if kind_of(v) not in allowed[k]:
            raise MalformedAction.said(
                "error.action.field_kind", field=k, kinds=said_kinds(sorted(allowed[k])), value=shown(v)
            )


def check_shape(action: Any) -> None:
    if not isinstance(action, dict):
        raise MalformedAction.said("error.action.not_object")
    if not isinstance(action.get("type"), str) or not action["type"]:
        raise MalformedAction.said("error.action.no_type")
    if not isinstance(action.get("player"), str):
        raise MalformedAction.said("error.action.no_player")


def match(action: Any, legal: list[dict], active: list[str], fields_checked: bool = False) -> dict:
    """The concrete legal action equal to `action`, or IllegalAction saying why not
    (`fields_checked`: the caller has run check_fields with the fields players fill in)."""
    check_shape(action)
    if not fields_checked:
        check_fields(action, legal)
    player, kind = action["player"], action["type"]
    if player not in active:
        if not active:
            raise IllegalAction.said("error.game_over_no_one")
        raise IllegalAction.said("error.not_your_turn", player=player, active=list(active))
    same_type = [a for a in legal if a["type"] == kind and a["player"] == player]
    if not same_type:
        raise IllegalAction.said("error.cannot_now", player=player, type=kind)
    range_problem = None
    for template in same_type:
        if set(template) != set(action):
            continue
        fixed_ok = all(is_range(v) or action[k] == v for k, v in template.items())
        if not fixed_ok:
            continue
        for k, v in template.items():
            if is_range(v) and not in_range(action[k], v):
                range_problem = IllegalAction.said("error.range", field=k, min=v["min"], max=v["max"], step=v["step"])
                break
        else:
            return {k: action[k] for k in template}
    if range_problem:
        raise range_problem
    extra = set(action) - set().union(*(set(t) for t in same_type))
    if extra:
        fields = sorted(repr(str(k)[:40]) for k in extra)
        raise MalformedAction.said("error.action.unknown_fields", type=kind, fields=fields, n=len(fields))
    raise IllegalAction.said("error.not_allowed_now", type=kind)
