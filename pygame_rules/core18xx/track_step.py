"""The track step and the station marker of an operating turn, the frame 18xx titles share:
a corporation lays (or upgrades) its tiles and places one station marker a turn, in a city it
reaches, at its next marker's price (1856: two steps, track then station; 18ESP 5.3: one step
holding both, in any order).

The track step (`turn_step`) asks while a lay is offered, or what the title offers beside the
lays in that step (`Track.beside`: 18ESP's station marker and mountain passes), or while the
title holds it open (1856: a private's lay still to be bought); it may always be passed. Lays are
first offers, quick to tell ({"type": "lay_tile", "player", "corporation"[, "private"]}), whose
hex, tile and rotation are checked when applied; asked in full, the title expands them
(`Track.lays`). The lay itself, its cost and what it changes are the title's action.

The station marker (`marker_choices`, `place_marker`): one a turn, while the corporation has one
left, in the cities the title names, each at the next marker's price unless the title prices a
city otherwise (1856: free in Kitchener for the W&S's owner).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import tokens
from .game_state import Corporation, State
from .hooks import no
from .operating_turn import TurnStep

Offers = Callable[[Any, Any, str], list[dict]]  # (state, corporation, its director) -> actions


@dataclass(frozen=True)
class Track:
    """A title's track step."""

    offers: Offers  # the lay offers open now (none: no lay left this turn)
    lays: Callable[[Any, Any, str, list[dict]], list[dict]]  # (state, corp, director, offers) -> the lays
    beside: Mapping[str, Offers] = field(default_factory=dict)  # other actions of the step, by type
    held_open: Callable[[Any, Any], bool] = no  # the step asks though nothing is offered


def passing(corp: Corporation, player: str) -> dict:
    return {"type": "pass", "player": player, "corporation": corp.id}


def turn_step(track: Track, **step: Any) -> TurnStep:
    """The track step as a turn step (`step`: the rest of the TurnStep, as its `leave`, `anytime`)."""

    def others(state: Any, corp: Any, player: str) -> list[dict]:
        return [a for offers in track.beside.values() for a in offers(state, corp, player)]

    def choices(state: Any, corp: Any, player: str, full: bool) -> list[dict]:
        offers = track.offers(state, corp, player)
        beside = others(state, corp, player)
        if not offers and not beside and not track.held_open(state, corp):
            return []
        lays = track.lays(state, corp, player, offers) if full else offers
        return [*lays, *beside, passing(corp, player)]

    def asks(state: Any, corp: Any, player: str) -> bool:
        return (
            bool(track.offers(state, corp, player))
            or any(offers(state, corp, player) for offers in track.beside.values())
            or track.held_open(state, corp)
        )

    def of_kind(state: Any, corp: Any, player: str, kind: str) -> list[dict]:
        if kind == "lay_tile":
            return track.offers(state, corp, player)
        if kind in track.beside:
            return track.beside[kind](state, corp, player)
        if kind == "pass":
            return [passing(corp, player)] if asks(state, corp, player) else []
        return []

    return TurnStep("track", choices, asks=asks, of_kind=of_kind, **step)


def marker_choices(
    state: State,
    corp: Corporation,
    player: str | None,
    cities: Callable[[], Iterable[str]],
    price: Callable[[str], int] | None = None,
) -> list[dict]:
    """The turn's station marker: in each of the `cities` it can pay for (`price`: the next
    marker's in every city unless given; the cities are not looked for when it cannot pay that)."""
    if state.operating.token_placed or not corp.tokens_left:
        return []
    base = {"type": "place_token", "player": player, "corporation": corp.id}
    if price is None:
        return [{**base, "city": c} for c in cities()] if corp.tokens_left[0] <= corp.cash else []
    return [{**base, "city": c} for c in cities() if price(c) <= corp.cash]


def place_marker(
    state: State, corp: Corporation, city: str, price: int, payee: Corporation | None = None, reach: bool = True
) -> None:
    """A station marker from the corporation's supply into the city, paid for (to the bank unless
    `payee`). A move recorded on 18xx.games is not checked for reach, as its replay trusts it."""
    tokens.place_token(state.board, corp.id, city, reach=reach and not state.recorded())
    corp.tokens_left.pop(0)
    if price:
        state.pay(corp, payee, price)
