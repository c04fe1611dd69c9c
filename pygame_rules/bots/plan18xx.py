"""Plan parts any 18xx title on core18xx may use in its bot: the legal actions grouped by type,
a range made concrete, a player's net worth, the trains a corporation owns and will soon lose,
the money a corporation needs for its next train, and the value of a tile lay measured by the
best run of its trains on a trial board (a bounded search: the same answer on every machine)."""

from __future__ import annotations

import pickle
from dataclasses import dataclass, replace
from functools import cache

from ..core18xx import depot, roster, runs, track
from ..core18xx.best_routes import best_routes
from ..core18xx.certificates import price
from ..core18xx.hexes import column_row
from ..core18xx.reach import connected
from ..core18xx.routes import TrainSpec
from ..core18xx.tiles import max_revenue
from ..core18xx.trains import bank_trains, depot_trains
from ..legal import is_range


def by_type(legal: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for a in legal:
        if a["type"] != "end_game":
            out.setdefault(a["type"], []).append(a)
    return out


def concrete(action: dict, pick: str = "min") -> dict:
    """Every range of the action made a number: its low end, or its high end with pick="max"."""
    return {k: (v[pick] if is_range(v) else v) for k, v in action.items()}


def net_worth(state, player: str) -> int:
    """Cash and shares at market price (a title's final value may add privates and debts)."""
    total = state.cash[player]
    for corp in state.corporations.values():
        if not corp.closed and corp.cell is not None:
            total += corp.shares.units_of(player) * price(state, corp)
    return total


# --- trains ---


def train_type(train_id: str) -> str:
    return depot.train_type(train_id)


def next_new_type(state) -> str | None:
    """The type of the next new train the bank sells."""
    return train_type(state.depot[0]) if state.depot else None


def rusts_soon(state, train_id: str) -> bool:
    """The train rusts when the next new train type (or the one after it) first sells."""
    rusts_on = roster.type_of(state, train_id).get("rusts_on")
    if not rusts_on:
        return False
    coming = []
    for t in state.depot:
        name = train_type(t)
        if name not in coming:
            coming.append(name)
    top = roster.ultimate(state)["name"]
    if top not in coming:
        coming.append(top)
    return rusts_on in coming[:2]


def lasting_trains(state, corp) -> list[str]:
    return [t for t in roster.counted(state, corp) if not rusts_soon(state, t)]


def cheapest_bank_price(state, corp) -> int | None:
    offered = [roster.price(state, t) for t in bank_trains(state) if state.rules.trains.may_buy_train(state, corp, t)]
    return min(offered) if offered else None


def next_train_price(state) -> int | None:
    offered = depot_trains(state)
    return min((roster.price(state, t) for t in offered), default=None)


def distance_of(state, train_id: str) -> int:
    return roster.distance(state, train_id) or 99


# --- tile lays measured by runs ---


@dataclass(frozen=True)
class LayValue:
    revenue: int  # the best run after the lay
    reaches: bool  # the lay connects the goal (a destination)


def specs_for(state, corp, extra: str | None) -> list[TrainSpec]:
    """One train to measure track by: the corporation's longest, or one of the type `extra` (the
    next it may buy) when that runs further."""
    specs = list(runs.train_specs(state, corp).values())
    longest = max(specs, key=lambda t: t.reach, default=None)
    if extra:
        distance = roster.distance(state, f"{extra}-0") or 99
        if longest is None or longest.reach < distance:
            return [TrainSpec.simple(f"{extra}-x", distance)]
    return [longest] if longest else []


def lay_value(state, corp, action: dict, specs: list[TrainSpec], steps: int, goal=None) -> LayValue:
    """The best run of `specs` once the action's tile is laid (on a copy of the board)."""
    trial = pickle.loads(pickle.dumps(state.board))
    # the lay was offered, so it is legal: no need to search the map again for the reach
    rules = replace(state.rules.operating.lay_rules(state, action), reach=False)
    track.lay_tile(trial, corp.id, action["hex"], action["tile"], action["rotation"], rules)
    run = best_routes(trial, specs, runs.context(state, corp), max_steps=steps) if specs else None
    reaches = bool(goal) and connected(trial, goal[0], goal[1])
    return LayValue(run.total if run else 0, reaches)


def run_value(state, corp, specs: list[TrainSpec], steps: int) -> int:
    if not specs:
        return 0
    return best_routes(state.board, specs, runs.context(state, corp), max_steps=steps).total


# --- where track is worth building ---


def hex_distance(a: str, b: str) -> int:
    (c1, r1), (c2, r2) = column_row(a), column_row(b)
    dc, dr = abs(c1 - c2), abs(r1 - r2)
    return dc + max(0, (dr - dc) // 2)


@cache
def revenue_sites(board_def) -> tuple[tuple[str, int], ...]:
    """The printed revenue centres of the map: (hex, their best revenue)."""
    return tuple(
        (coord, sum(max_revenue(stop.revenue) for stop in h.face.stops.values()))
        for coord, h in board_def.hexes.items()
        if h.face.stops
    )


@cache
def potential(board_def, coord: str, radius: int = 3) -> float:
    """How much revenue lies near a hex, the nearer the more (track laid there leads to it)."""
    total = 0.0
    for site, revenue in revenue_sites(board_def):
        d = hex_distance(coord, site)
        if d <= radius:
            total += revenue / (1 + d) ** 2
    return total
