"""Looking one step ahead for 18ESP's computer player: what an operating corporation's next run
would earn after a tile, a station, a pass, a tender or a train (on a copy of the state, never
the state itself), and how near its track comes to its destination (6.1: goals pay).

A corporation without a train is judged with the bank's train on its own map part's side, so
its first track already goes where a train will earn. Searches are bounded in steps.
"""

from __future__ import annotations

from ..core18xx import roster
from ..core18xx.best_routes import best_routes as search
from ..core18xx.hexes import column_row
from ..core18xx.runs import context, train_specs
from ..games.g18esp.data import data
from ..games.g18esp.dividends import runnable_trains
from ..games.g18esp.goals import DESTINATION, open_goals
from ..games.g18esp.trains import bank_offer, counted, sides

SEARCH_STEPS = 1_500  # per judged run: small, the same on every machine
RUNS_AHEAD = 3  # runs a better network pays for before the map changes again
NEARER = 12  # what one hex nearer the destination is worth (a goal pays 1-3x par)


def hex_distance(a: str, b: str) -> int:
    (c1, r1), (c2, r2) = column_row(a), column_row(b)
    dc, dr = abs(c1 - c2), abs(r1 - r2)
    return dc + max(0, (dr - dc) // 2)


def home_region(corp) -> str:
    return "south" if corp.minor else data().majors[corp.id]["region"]


def with_a_train(state, corp) -> None:
    """On a copy: a corporation with no train runs the bank's next card, its region's side."""
    if counted(state, corp):
        return
    card = bank_offer(state)[0]
    broad, narrow = sides(card.rsplit("-", 1)[0])
    corp.trains.append(card)
    state.variants[card] = narrow if home_region(corp) == "north" else broad
    if card in state.idle_trains:
        state.idle_trains.remove(card)


def revenue(state, corp_id: str, steps: int = SEARCH_STEPS) -> int:
    """The next run's revenue (a copy may be changed: trains are lent to it)."""
    corp = state.corporations[corp_id]
    with_a_train(state, corp)
    state.idle_trains = [t for t in state.idle_trains if t not in corp.trains]
    ours = set(runnable_trains(state, corp))
    specs = [s for t, s in train_specs(state, corp).items() if t in ours]
    if not specs:
        return 0
    return search(state.board, specs, context(state, corp), max_steps=steps).total


def destination_distance(corp, coord: str) -> int:
    if corp.minor or DESTINATION not in open_goals(corp):
        return 0
    return hex_distance(coord, data().corporation(corp.id)["destination"])


def judge(title, state, corp_id: str, action: dict, steps: int = SEARCH_STEPS) -> tuple[float, int]:
    """What the action is worth to the corporation: its next runs and the treasury it costs or
    brings (goals); and, for a tile, how far it lies from the destination."""
    trial = title.clone(state)
    before = trial.corporations[corp_id].cash
    title.apply(trial, action)
    corp = trial.corporations[corp_id]
    value = corp.cash - before + RUNS_AHEAD * revenue(trial, corp_id, steps)
    far = destination_distance(corp, action["hex"]) if action["type"] == "lay_tile" else 0
    return value, far


def baseline(title, state, corp_id: str, steps: int = SEARCH_STEPS) -> float:
    trial = title.clone(state)
    return RUNS_AHEAD * revenue(trial, corp_id, steps)


def phase_number(state) -> int:
    return int(roster.phase(state)["name"])
