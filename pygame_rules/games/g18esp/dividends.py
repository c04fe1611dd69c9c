"""Running trains and the revenue ('Routen fahren', 5.4.2; 'Einkommen verwalten', 5.5; 8).

- What the routes earn at mines and harbours goes into the treasury at once, whatever the
  director does with the rest (5.3.3, 5.4.2); the rest, bonuses included, is paid out or
  withheld. A run may earn nothing (the director declines, or has no train): the price then
  moves as for a withholding (5.5).
- A tender goes with one train each turn, chosen before the run (3.1, P5).
- Paying out: a major 1/10 of the revenue per share, rounded up for each holder (U3), Open
  Market shares to the treasury, the initial offer's to nobody; the price one field right. A
  minor half to its director, half to its treasury (5.5). Withholding: all to the treasury, the
  price one field left.
- In the very last operating round a northern major's revenue is doubled and a payout moves its
  price twice (8; as 18xx.games reads it, U6: not the mines' and harbours' money, and a
  withholding moves once).
"""

from __future__ import annotations

from ...core18xx import dividends, runs
from ...core18xx.routes import Route
from ...core18xx.state import split_node
from . import game_end, goals
from . import runs as esp_runs
from .data import NORTH, SOUTH, data
from .state import Corporation, State, director
from .trains import STRAWBERRY, is_narrow


def is_northern_major(corp: Corporation) -> bool:
    return not corp.minor and data().majors[corp.id]["region"] == NORTH


def doubled(state: State, corp: Corporation) -> bool:
    return game_end.last_operating_round(state) and is_northern_major(corp)


def regions(state: State, corp: Corporation) -> set[str]:
    """Where the corporation has stations: north, south (a mountain pass counts as both)."""
    out: set[str] = set()
    for city, slots in state.board.tokens.items():
        if corp.id in slots:
            region = state.board.board.hexes[split_node(city)[0]].region
            out |= {NORTH, SOUTH} if region not in (NORTH, SOUTH) else {region}
    return out


def runnable_trains(state: State, corp: Corporation) -> list[str]:
    """The trains that can run from the corporation's stations: a gauge's trains only where it
    has a station on that gauge's part of the map (combined trains run on both). A tender is
    offered for these only; 18xx.games' choice of the tender's train is a place in this list."""
    ours = state.rules.runs.runnable_trains(state, corp)
    home = data().majors[corp.id]["region"] if not corp.minor else SOUTH
    reach = regions(state, corp)
    if corp.minor or (home == SOUTH and NORTH not in reach):
        return [t for t in ours if not is_narrow(state, t) or t in state.combined]
    if home == NORTH and SOUTH not in reach:
        return [t for t in ours if is_narrow(state, t) or t in state.combined]
    return ours


def run_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    """The tender's train first (once a turn), then the run (the best one with `full`; without,
    an offer whose routes are checked when applied)."""
    trains = runnable_trains(state, corp)
    if not trains or not runs.can_run(state, corp):
        return []
    base = {"player": player, "corporation": corp.id}
    out = []
    if corp.tender and state.operating.tender_train is None:
        out = [{"type": "attach_tender", **base, "train": t} for t in trains]
    run = {"type": "run_routes", **base}
    return [*out, {**run, "routes": state.ways.best_routes(state, corp)} if full else run]


def attach_tender(state: State, corp: Corporation, a: dict) -> None:
    state.operating.tender_train = a["train"]
    state.say("18esp.tender.attached", corp=corp.id, train=a["train"])


def run_routes(state: State, corp: Corporation, a: dict) -> None:
    result = esp_runs.run(state, corp, a["routes"])
    routes = [Route.from_json(r) for r in a["routes"]]
    subsidy = result.treasury
    revenue = result.dividend * (2 if doubled(state, corp) else 1)
    if subsidy:
        state.pay(None, corp, subsidy)
        state.operating.subsidy = subsidy
        state.say("18esp.run.treasury", corp=corp.id, amount=subsidy)
    goals.check_run(state, corp, routes)
    if any(r.train == STRAWBERRY for r in routes):
        state.strawberry_ran = True
    dividends.run(state, corp, a["routes"], revenue)


def dividend_choices(state: State, corp: Corporation, player: str, full: bool) -> list[dict]:
    """Paying out or withholding, when the run earned something (else withheld by itself)."""
    if state.operating.revenue <= 0:
        return []
    return [
        {"type": "dividend", "player": player, "corporation": corp.id, "kind": kind} for kind in ("payout", "withhold")
    ]


def withhold_unless_paid(state: State, corp: Corporation) -> None:
    if not state.operating.dividend_done:
        dividends.pay(state, corp, "withhold")


def payout(state: State, corp: Corporation, revenue: int) -> list[tuple[str | Corporation, int]] | None:
    """A minor: half to the treasury (rounded down, U4), the rest to its director."""
    if not corp.minor:
        return None
    kept = revenue * data().minor["payout_to_treasury_percent"] // 100
    return [(director(corp), revenue - kept), (corp, kept)]


def moves(state: State, corp: Corporation, direction: str) -> int:
    return 2 if direction == "right" and doubled(state, corp) else 1
