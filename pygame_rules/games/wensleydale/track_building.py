"""Phase 5, Track building: in the track-building order each player may build one unbranched line,
border by border, then pays for it: build points with investment cubes first, then any influence;
one influence of a company for each of its towns/stations the line enters or leaves; one white
influence per landowner in each area it enters (the landowners leave the board)."""

from __future__ import annotations

from collections.abc import Iterator

from ...messages import Message
from . import connection_bonus, network, payment
from .components import INFLUENCE, Board
from .state import Build, Choices, State, influence

MAX_PIECES = 15  # per line


def border_points(board: Board, border_id: str) -> int:
    """2 across a river (Nürnberg) or into or out of a valley (Wensleydale), else 1."""
    border = board.borders[border_id]
    valley = "valley" in (board.areas[border.a].terrain, board.areas[border.b].terrain)
    return 2 if border.river or valley else 1


def area_cost(state: State, area: str, entered: bool) -> tuple[int, int, int]:
    """(white, red, green) influence for one area of a line: one of each company its station
    belongs to (entering and leaving in one build costs one, not two) and, entering it, one
    white per landowner."""
    owners = state.owners.get(area, ())
    white = state.landowners.get(area, 0) if entered else 0
    return white, int("red" in owners), int("green" in owners)


def cost(state: State, areas: list[str], borders: list[str]) -> dict[str, int]:
    """What a line costs: build points and the influence only one colour can pay."""
    owed = {"points": sum(border_points(state.board, b) for b in borders), "white": 0, "red": 0, "green": 0}
    for i, area in enumerate(areas):
        white, red, green = area_cost(state, area, entered=i > 0)
        owed["white"] += white
        owed["red"] += red
        owed["green"] += green
    return owed


def means(state: State, player: str) -> tuple[int, int, int, int]:
    """(white, red, green, everything): what he could pay a line with."""
    white, red, green = (state.influence(c, player) for c in ("white", "red", "green"))
    return white, red, green, state.cubes[player] + white + red + green + state.influence("brown", player)


def affordable(have: tuple[int, int, int, int], owed: dict[str, int]) -> bool:
    white, red, green, total = have
    if owed["white"] > white or owed["red"] > red or owed["green"] > green:
        return False
    return owed["points"] + owed["white"] + owed["red"] + owed["green"] <= total


def next_borders(state: State, build: Build) -> Iterator[dict]:
    """The borders the line may cross next, each with the line's running cost."""
    if len(build.borders) >= MAX_PIECES or not state.pieces[build.player]:
        return
    board, end = state.board, build.areas[-1]
    so_far, have = cost(state, build.areas, build.borders), means(state, build.player)
    for b in board.at[end]:
        border = board.borders[b]
        to = border.other(end)
        if b in state.track or border.no_track or to in build.areas:
            continue
        if not board.areas[to].enterable:
            continue  # hills, hop fields, and The South (built out of only)
        white, red, green = area_cost(state, to, entered=True)
        owed = {
            "points": so_far["points"] + border_points(board, b),
            "white": so_far["white"] + white,
            "red": so_far["red"] + red,
            "green": so_far["green"] + green,
        }
        if affordable(have, owed):
            yield {"type": "build_border", "player": build.player, "border": b, "to": to, "cost": owed}


def start_areas(state: State, player: str) -> list[str]:
    """A company town/station, or an area his own track reaches (in round 1 he has none yet)."""
    areas = {a for a, companies in state.owners.items() if companies}
    areas |= network.reached(state.board, state.own_borders(player))
    return sorted(areas)


def starts(state: State) -> Iterator[dict]:
    """Where the current player may start a line (he builds nothing when there is none)."""
    player = state.current
    for a in start_areas(state, player):
        if any(next_borders(state, Build(player, [a]))):
            yield {"type": "build_start", "player": player, "area": a}


def done(state: State, build: Build) -> list[dict]:
    if not build.borders:
        return []
    return [{"type": "build_done", "player": build.player, "cost": cost(state, build.areas, build.borders)}]


def choices(state: State) -> Choices:
    build = state.build
    if build:
        return {"build_border": lambda: next_borders(state, build), "build_done": lambda: done(state, build)}
    return {"build_start": lambda: starts(state), "pass": lambda: [{"type": "pass", "player": state.current}]}


def build_start(state: State, a: dict) -> None:
    state.build = Build(a["player"], [a["area"]])


def current(state: State) -> Build:
    """The line being built: there is one from its build_start to its build_done."""
    assert state.build is not None
    return state.build


def build_border(state: State, a: dict) -> None:
    build = current(state)
    state.track[a["border"]] = build.player
    state.pieces[build.player] -= 1
    build.borders.append(a["border"])
    build.areas.append(a["to"])


def build_done(state: State, a: dict) -> None:
    """Pay what only one colour can pay, then cubes, then ask for the rest in influence."""
    build, owed = current(state), a["cost"]
    player = build.player
    for colour in ("white", "red", "green"):
        state.pay_influence(colour, player, owed[colour])
    cubes = min(state.cubes[player], owed["points"])
    state.cubes[player] -= cubes
    state.supply[player] += cubes
    board = state.board
    names = [board.areas[x].name for x in (build.areas[0], build.areas[-1])]
    paid = [Message("wd.build.points", {"points": owed["points"], "cubes": cubes}).to_json()] + [
        influence(c, owed[c]) for c in ("white", "red", "green") if owed[c]
    ]
    state.say("wd.build.builds", player=player, n=len(build.borders), start=names[0], end=names[1], paid=paid)
    payment.start(state, player, owed["points"] - cubes, list(INFLUENCE), "build")


def finish(state: State) -> None:
    """The line is paid for: its landowners leave the board, then Nürnberg-Fürth is checked."""
    build, state.build = current(state), None
    for area in build.areas[1:]:
        state.box["landowners"] += state.landowners.pop(area, 0)
    connection_bonus.check(state)
    state.turn += 1


def pass_(state: State, a: dict, forced: bool = False) -> None:
    if forced:
        state.say("wd.build.nothing_forced", player=a["player"])
    else:
        state.say("wd.build.nothing", player=a["player"])
    state.turn += 1
