"""The public picture of an 18xx game for the table (everything on an 18xx table is open): the
rounds, the phase, players, bank, market, corporations, privates, the train depot, the operating
order and turn, a forced sale, the map and the log. A title adds its own (`Hooks.private_info`
and `Hooks.corporation_info` for what its data says of them; 1856's loans, CGR, ...)."""

from __future__ import annotations

from dataclasses import asdict

from ..game_log import log_view
from . import roster, runs
from .certificates import certificates_held, price
from .depot import remaining, train_type
from .game_state import Corporation, State
from .view import board_view


def corporation_view(state: State, corp: Corporation) -> dict:
    s = corp.shares
    return {
        "id": corp.id,
        **state.rules.corporation_info(state, corp),
        "director": s.director,
        "cash": corp.cash,
        "par": corp.par,
        "price": price(state, corp) if corp.cell else None,
        "market_cell": list(corp.cell) if corp.cell else None,
        "started": corp.started,
        "closed": corp.closed,
        "trains": list(corp.trains),
        "tokens_left": list(corp.tokens_left),
        "share_percent": s.unit_percent,
        "shares": {
            "ipo": s.ipo_percent(),
            "pool": s.pool_percent(),
            "players": {p: s.percent_of(p) for p in state.players if s.units_of(p)},
        },
        "privates": [pid for pid, p in state.privates.items() if p.corp_owned and p.owner == corp.id and not p.closed],
    }


def depot_view(state: State) -> dict:
    types = roster.types(state)
    return {
        "next": state.depot[:1],
        "remaining": {t["name"]: remaining(state.depot, t["name"]) if t["count"] else None for t in types},
        "pool": [train_type(t) for t in state.pool_trains],
        "rusts_on": {t["name"]: t.get("rusts_on") for t in types},
        "prices": {t["name"]: t["price"] for t in types},
        "distances": {t["name"]: t["distance"] for t in types},
    }


def game_view(state: State, active: list[str], result: dict | None) -> dict:
    rules, phase = state.rules, roster.phase(state)
    return {
        "round": state.round,
        "turn": state.turn,
        "operating_round": state.or_number,
        "operating_rounds": state.or_count,
        "phase": {
            "name": roster.phase_name(state, phase),
            "train_limit": phase["train_limit"],
            "tiles": phase["tiles"],
            "operating_rounds": phase["operating_rounds"],
        },
        "active_players": active,
        "priority": state.players[state.priority],
        "players": [
            {
                "name": p,
                "cash": state.cash[p],
                "certificates": certificates_held(state, p),
                "privates": [
                    pid for pid, pv in state.privates.items() if pv.owner == p and not pv.corp_owned and not pv.closed
                ],
            }
            for p in state.players
        ],
        "certificate_limit": rules.certificate_limit(state),
        "bank": state.bank,
        "bank_broken": state.bank_broken,
        "market": [
            [c and {"price": c["price"], "par": c.get("par", False), "zone": c.get("zone")} for c in row]
            for row in rules.market().rows
        ],
        "corporations": [corporation_view(state, c) for c in state.corporations.values()],
        "privates": [{"id": pid, **rules.private_info(state, pid), **asdict(pv)} for pid, pv in state.privates.items()],
        "depot": depot_view(state),
        "operating_order": list(state.operating_order),
        "operated": list(state.operated),
        "operating": asdict(state.operating) if state.operating else None,
        "crisis": asdict(state.crisis) if state.crisis else None,
        "board": board_view(state.board, runs.colours(state)),
        **log_view(state.log),
        "step": state.step,
        "end_reason": state.end_reason,
        "result": result,
    }
