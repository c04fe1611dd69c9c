"""Phase 9, Takeovers: in player order each player may hand one unbranched line of his own track
to the red or green company: up to two pieces per influence of that company, from one of its
towns/stations to an area with a town/station. The stations the line joins become the
company's (a station may belong to both)."""

from __future__ import annotations

from collections.abc import Iterator

from ...messages import Message
from . import transport
from .components import COMPANIES, Board
from .state import Choices, State, Takeover, influence

PIECES_PER_INFLUENCE = 2


def budget(state: State, player: str, company: str) -> int:
    return min(PIECES_PER_INFLUENCE * state.influence(company, player), state.pieces[company])


def price(pieces: int) -> int:
    return -(-pieces // PIECES_PER_INFLUENCE)


def _steps(state: State, player: str, areas: list[str]) -> list[tuple[str, str]]:
    """(border, area) along his own pieces from the line's end to an area not yet on it."""
    board, end = state.board, areas[-1]
    return [
        (b, board.borders[b].other(end))
        for b in board.at[end]
        if state.track.get(b) == player and board.borders[b].other(end) not in areas
    ]


def can_end_at_station(state: State, player: str, areas: list[str], left: int) -> bool:
    """Can the line (of one piece at least), already at a station or going on with at most `left`
    pieces, end at one?"""
    if state.board.areas[areas[-1]].town:
        return True
    return left > 0 and any(
        can_end_at_station(state, player, areas + [to], left - 1) for _, to in _steps(state, player, areas)
    )


def next_borders(state: State, t: Takeover) -> list[dict]:
    left = budget(state, t.player, t.company) - len(t.borders)
    return [
        {"type": "takeover_border", "player": t.player, "border": b, "to": to}
        for b, to in _steps(state, t.player, t.areas)
        if left > 0 and can_end_at_station(state, t.player, t.areas + [to], left - 1)
    ]


def done(state: State, t: Takeover) -> list[dict]:
    if not t.borders or not state.board.areas[t.areas[-1]].town:
        return []
    n = len(t.borders)
    return [{"type": "takeover_done", "player": t.player, "company": t.company, "pieces": n, "influence": price(n)}]


def choices(state: State) -> Choices:
    t = state.takeover
    if t:
        return {"takeover_border": lambda: next_borders(state, t), "takeover_done": lambda: done(state, t)}
    return {"takeover_start": lambda: starts(state), "pass": lambda: [{"type": "pass", "player": state.current}]}


def starts(state: State) -> Iterator[dict]:
    """Where the current player may start handing a line over (none: he hands nothing)."""
    player = state.current
    for c in COMPANIES:
        for area in sorted(a for a, owners in state.owners.items() if c in owners):
            if next_borders(state, Takeover(player, c, [area])):
                yield {"type": "takeover_start", "player": player, "company": c, "area": area}


def company_said(board: Board, company: str) -> dict:
    """The company as the log names it: its name on the board ("the Midland Railway"), else by
    its colour ("the red company")."""
    name = board.company_names.get(company)
    if name:
        return Message("wd.company.named", {"name": name}).to_json()
    return Message(f"wd.company.{company}").to_json()


def takeover_start(state: State, a: dict) -> None:
    state.takeover = Takeover(a["player"], a["company"], [a["area"]])


def current(state: State) -> Takeover:
    """The line being handed over: there is one from its takeover_start to its takeover_done."""
    assert state.takeover is not None
    return state.takeover


def takeover_border(state: State, a: dict) -> None:
    takeover = current(state)
    takeover.borders.append(a["border"])
    takeover.areas.append(a["to"])


def takeover_done(state: State, a: dict) -> None:
    t, state.takeover = current(state), None
    player, company, n = t.player, t.company, len(t.borders)
    state.pay_influence(company, player, price(n))
    for b in t.borders:
        state.track[b] = company
    state.pieces[player] += n
    state.pieces[company] -= n
    board = state.board
    joined = [x for x in t.areas if board.areas[x].town and company not in state.owners[x]]
    for area in joined:
        state.owners[area].append(company)
    line = {
        "player": player,
        "n": n,
        "start": board.areas[t.areas[0]].name,
        "end": board.areas[t.areas[-1]].name,
        "company": company_said(board, company),
        "influence": influence(company, price(n)),
    }
    if joined:
        state.say("wd.takeover.sells_joins", **line, joined=[board.areas[x].name for x in joined], count=len(joined))
    else:
        state.say("wd.takeover.sells", **line)
    transport.clear_unloadable(state)
    state.turn += 1


def pass_(state: State, a: dict, forced: bool = False) -> None:
    if not forced:
        state.say("wd.takeover.none", player=a["player"])
    state.turn += 1
