"""18xx.games' track step for 18ESP: while it still has a tile lay to offer, and where it ends
before ours (D39). Its step takes tiles, the station marker and the mountain pass in any order
(5.3, 6.2), but it ends by itself once the station marker is placed and no tile lay is left (the
last lay after the marker, or the marker after the last lay): a pass the corporation reaches can
no longer be opened then (step `track.rb`, TrackAndToken's `process_place_token` and
`process_lay_tile`; P4's power is usable only in that step)."""

from __future__ import annotations

from ...core18xx import roster
from . import board, private_sales, track
from .state import Corporation, State

P1 = "P1"


def p1_offered(s: State, corp: Corporation) -> bool:
    """P1's lay: the corporation owns P1 or could buy it."""
    p1 = s.privates.get(P1)
    if p1 is None or p1.closed or p1.owner is None:
        return False
    if p1.corp_owned:
        return p1.owner == corp.id
    return private_sales.price_range(s, P1) is not None and corp.cash >= 1


def lay_left(s: State, corp: Corporation) -> bool:
    """Their next tile lay: the turn's next one (the second costs 20), or the mine lay once
    those are used up (their engine offers it only then). Theirs counts P1's lay in neither
    (D36): where ours did, by the book, it is taken off again."""
    turn = s.operating
    lays = track.tile_actions(s, corp)
    used = len(turn.tile_hexes) - (1 if turn.p1_counted == "tile" else 0)
    if used < lays:
        return corp.cash >= (track.SECOND_TILE_COST if used % lays else 0)
    return not turn.mine_laid or turn.p1_counted == "mine"


def ended(s: State, corp: Corporation) -> bool:
    """Their track step has ended by itself: the station marker placed, no tile lay left (now, or
    at the lay or the marker that reached the destination, before its capital came in)."""
    turn = s.operating
    return turn.track_ended or (turn.token_placed and not (p1_offered(s, corp) or lay_left(s, corp)))


def track_asks(s: State, corp: Corporation) -> bool:
    """Their track step asks: a tile it may still lay (what it costs paid; any hex), P1's lay,
    a station marker, or a mountain pass to open (whatever it costs)."""
    if s.operating.token_placed:
        return not ended(s, corp)  # their step ends after the marker once no tile lay is left
    lays = p1_offered(s, corp) or lay_left(s, corp)
    return (
        lays
        or bool(track.token_choices(s, corp, corp.shares.director))
        or pass_to_open(s, corp, s.operating.pass_opened)
    )


def track_asks_after(s: State, corp: Corporation, pass_opened: bool, token_placed: bool) -> bool:
    """Their track step where ours ended the turn with nothing more to build (no lay, no station
    marker left: the round has gone on, so the turn's own figures are gone): P1's lay, or a
    mountain pass to open unless a station marker was placed."""
    return p1_offered(s, corp) or (not token_placed and pass_to_open(s, corp, pass_opened))


def pass_to_open(s: State, corp: Corporation, pass_opened: bool) -> bool:
    """A mountain pass the major reaches is closed (their engine asks whatever opening it costs)."""
    return (
        not corp.minor
        and roster.phase(s)["mountain_passes"]
        and not pass_opened
        and bool(board.openable_passes(s.board, corp.id))
    )
