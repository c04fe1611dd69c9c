"""What an 18xx table asks besides the view and the legal actions (Title.query); none of these
changes the game.

- lays {hex}: the tile lays open on one hex now, each with its terrain cost and the hex as it
  would then look (drawn like the map's hexes).
- run {routes, edit?: {train, stops}}: a run the player is putting together. The edited train's
  route is built through the clicked stops over track the other routes leave free; the answer
  gives each route's revenue or what is wrong with it, the whole run's total or its problem,
  and the stops the edited route may go on to.
- best_routes {}: the operating corporation's best run, exact, reporting progress.
- dividends {}: what paying out and withholding would pay whom and where the price would go.
- tile_faces {}: every tile of the supply drawn unturned, by name (the tile manifest's pictures;
  the view gives only the counts, as the pictures never change).
"""

from __future__ import annotations

import pickle
from collections.abc import Callable

from ..errors import IllegalAction, MalformedAction
from ..messages import Message
from ..title import Title
from . import dividends, runs, track
from .best_routes import best_routes as search
from .certificates import price
from .game_state import Corporation, State
from .legs import route_through, run_graph
from .routes import Route
from .view import hex_view, tile_faces

Progress = Callable[[float], None] | None


def answer(title: Title, state: State, name: str, args: dict, progress: Progress) -> object:
    if name == "lays":
        return lays(state, args.get("hex"), title.legal_actions(state))
    if name == "run":
        return run(state, args.get("routes", []), args.get("edit"))
    if name == "best_routes":
        return best_run(state, progress)
    if name == "dividends":
        return dividend_outcomes(title, state)
    if name == "tile_faces":
        return tile_faces(state.board)
    raise MalformedAction.said("query.unknown", title=title.name, name=str(name))


def operating(state: State) -> Corporation:
    if not state.operating:
        raise MalformedAction.said("query.not_operating")
    return state.corporations[state.operating.corporation]


def lays(state: State, coord: object, legal: list[dict]) -> list[dict]:
    if not isinstance(coord, str):
        return []
    out = []
    for a in (a for a in legal if a["type"] == "lay_tile" and a["hex"] == coord):
        corp = operating(state)
        trial = pickle.loads(pickle.dumps(state.board))
        track.lay_tile(trial, corp.id, coord, a["tile"], a["rotation"], state.rules.operating.lay_rules(state, a))
        out.append(
            {
                "action": a,
                "cost": 0 if state.rules.operating.lay_is_free(state, a) else track.lay_cost(state.board, coord),
                "hex": hex_view(trial, coord, runs.colours(state)),
            }
        )
    return out


def parse(routes: object) -> list[Route]:
    if not isinstance(routes, list) or not all(isinstance(r, dict) for r in routes):
        raise MalformedAction.said("route.run_is_list")
    return [Route.from_json(r) for r in routes]  # (unreadable: MalformedAction)


def run(state: State, routes: object, edit: object) -> dict:
    corp = operating(state)
    parsed = parse(routes)
    out: dict = {}
    if edit is not None:
        if (
            not isinstance(edit, dict)
            or not isinstance(edit.get("stops"), list)
            or not isinstance(edit.get("train"), str)
        ):
            raise MalformedAction.said("query.edit")
        train, stops = edit["train"], [s for s in edit["stops"] if isinstance(s, str)]
        others = tuple(r for r in parsed if r.train != train)
        built = route_through(state.board, corp.id, train, stops, others) if len(stops) > 1 else None
        parsed = [*others, built] if built else list(others)
        out["edit"] = {
            "train": train,
            "stops": stops,
            "next": next_stops(state, corp, train, stops, others),
            "problem": None if built or len(stops) < 2 else Message("route.no_free_track").to_json(),
        }
    out["routes"] = [r.to_json() for r in parsed]
    out["revenues"], out["problems"] = [], []
    for r in parsed:
        try:
            (revenue,) = runs.route_revenues(state, corp, [r.to_json()])
            out["revenues"].append(revenue)
            out["problems"].append(None)
        except IllegalAction as e:
            out["revenues"].append(None)
            out["problems"].append(said(e))
    try:
        out["total"], out["problem"] = sum(runs.route_revenues(state, corp, out["routes"])), None
    except IllegalAction as e:
        out["total"], out["problem"] = None, said(e)
    return out


def said(e: IllegalAction) -> dict | str:
    """A run's problem for the page: its message, or the English of a refusal said as text."""
    return e.message.to_json() if e.message else str(e)


def next_stops(state: State, corp: Corporation, train: str, stops: list[str], others: tuple) -> list[str]:
    """Where the edited route may go on to: any stop the corporation reaches to begin with, then
    the stops one leg on from the last over free track."""
    graph = run_graph(state.board, corp.id)
    if not stops:
        return list(graph.stops)
    index = {s: i for i, s in enumerate(graph.stops)}
    if stops[-1] not in index:
        return []
    ends = {graph.stops[leg.end] for leg in graph.legs_from[index[stops[-1]]]} - set(stops)
    return sorted(s for s in ends if route_through(state.board, corp.id, train, [*stops, s], others))


def best_run(state: State, progress: Progress) -> dict:
    """The exact best run: the legal action's bounded search when that proved its answer
    best, else the search without a bound."""
    corp = operating(state)
    specs, context = list(runs.train_specs(state, corp).values()), runs.context(state, corp)
    found = search(state.board, specs, context, max_steps=runs.SEARCH_STEPS, progress=progress)
    if not found.optimal:
        found = search(state.board, specs, context, progress=progress)
    return {
        "routes": [r.to_json() for r in found.routes],
        "revenues": list(found.revenues),
        "total": found.total,
        "optimal": found.optimal,
        "steps": found.steps,
    }


def dividend_outcomes(title: Title, state: State) -> dict:
    """For each dividend choice open now: who receives what, and the share price after it."""
    out = {}
    for a in (a for a in title.legal_actions(state) if a["type"] == "dividend"):
        trial = title.clone(state)
        corp = trial.corporations[a["corporation"]]
        before = price(state, corp)
        dividends.pay(trial, corp, a["kind"])
        out[a["kind"]] = {
            "revenue": dividends.net_revenue(state),
            "per_share": -(-dividends.net_revenue(state) // corp.shares.units) if a["kind"] == "payout" else 0,
            "players": {p: trial.cash[p] - state.cash[p] for p in state.players if trial.cash[p] != state.cash[p]},
            "corporation": corp.cash - state.corporations[corp.id].cash,
            "price": [before, price(state, corp) if not corp.closed else None],
            "closes": corp.closed,
        }
    return out
