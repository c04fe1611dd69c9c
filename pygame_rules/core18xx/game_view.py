"""The public picture of an 18xx game for the table (everything on an 18xx table is open): the
rounds, the phase, players, bank, market, corporations, privates, the train depot and the roster
of train types and phases, the operating order and turn, a forced sale, the map, the log and each
corporation's revenue by operating round. A title adds its own (`TableRules.private_info`
and `TableRules.corporation_info` for what its data says of them; 1856's loans, CGR, ...)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from types import MappingProxyType

from ..game_log import log_view
from ..messages import Said
from . import roster, runs
from .certificates import certificates_held, price
from .depot import remaining, train_type
from .game_state import Corporation, State
from .view import board_view, tile_manifest

EMPTY: Mapping[str, str] = MappingProxyType({})


def corporation_view(state: State, corp: Corporation) -> dict:
    s = corp.shares
    return {
        "id": corp.id,
        **state.rules.table.corporation_info(state, corp),
        "director": s.director,
        "cash": corp.cash,
        "par": corp.par,
        "price": price(state, corp) if corp.cell else None,
        "market_cell": list(corp.cell) if corp.cell else None,
        "started": corp.started,
        "closed": corp.closed,
        "trains": list(corp.trains),
        "tokens_left": list(corp.tokens_left),
        "tokens_placed": sum(slots.count(corp.id) for slots in state.board.tokens.values()),
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
    first_sold = next(t["name"] for t in types if t["count"] != 0)  # the bank's first: the first phase
    return {
        "next": state.depot[:1],
        "remaining": {t["name"]: remaining(state.depot, t["name"]) if t["count"] else None for t in types},
        "pool": [train_type(t) for t in state.pool_trains],
        "rusts_on": {t["name"]: t.get("rusts_on") for t in types},
        "prices": {t["name"]: t["price"] for t in types},
        "distances": {t["name"]: t["distance"] for t in types},
        "roster": [roster_entry(state, t, first_sold) for t in types],
        "phases": [
            {k: ph[k] for k in ("train_limit", "tiles", "operating_rounds")} | {"name": roster.phase_name(state, ph)}
            for ph in state.rules.trains.phases(state)
        ],
        "phase_index": state.phase,
    }


def roster_entry(state: State, t: dict, first_sold: str) -> dict:
    """A train type as the roster shows it: its price, how many are left, the phase its first
    train starts (`first_sold`, the type the bank sells first: the first phase), what rusts it and
    whether that has happened, from when the bank sells it, and what a train given in takes off
    its price."""
    first = roster.phase_on(state, t["name"])
    rusts = t.get("rusts_on")
    entry = {
        "name": t["name"],
        "distance": t["distance"],
        "price": t["price"],
        "count": t["count"],
        "remaining": remaining(state.depot, t["name"]) if t["count"] else None,
        "phase": first if first >= 0 else (0 if t["name"] == first_sold else None),
        "rusts_on": rusts,
        "rusted": bool(rusts and 0 <= roster.phase_on(state, rusts) <= state.phase),
        "available_after_first": t.get("available_after_first"),
    }
    if t.get("trade_in"):
        entry["trade_in"] = {"trains": t["trade_in"]["trains"], "price": t["price"] - t["trade_in"]["discount"]}
    return entry


def revenue_history(state: State, words: Mapping[str, str]) -> dict:
    """Each corporation's revenue by operating round ("2.1": the first of the second set), read
    from the log: the round's line, then each run's ("dividend.runs"; `words`: the keys a title
    says them in)."""
    round_key, run_key = words.get("round.operating", "round.operating"), words.get("dividend.runs", "dividend.runs")
    rounds: list[str] = []
    by_corp: dict[str, dict[str, int]] = {}
    for _, line in state.log:
        if not isinstance(line, Said):
            continue
        if line.key == round_key:
            rounds.append(f"{line.args['turn']}.{line.args['number']}")
        elif line.key == run_key and rounds:
            by_corp.setdefault(line.args["corp"], {})[rounds[-1]] = line.args["amount"]
    return {"rounds": rounds, "by_corporation": by_corp}


def game_view(state: State, active: list[str], result: dict | None, words: Mapping[str, str] = EMPTY) -> dict:
    """The picture; `words`: the log's keys a title says in its own words (for the revenue
    history)."""
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
        "certificate_limit": rules.market.certificate_limit(state),
        "bank": state.bank,
        "bank_broken": state.bank_broken,
        "market": [
            [c and {"price": c["price"], "par": c.get("par", False), "zone": c.get("zone")} for c in row]
            for row in rules.market.stock_market().rows
        ],
        "corporations": [corporation_view(state, c) for c in state.corporations.values()],
        "privates": [
            {"id": pid, **rules.table.private_info(state, pid), **asdict(pv)} for pid, pv in state.privates.items()
        ],
        "depot": depot_view(state),
        "operating_order": list(state.operating_order),
        "operated": list(state.operated),
        "operating": asdict(state.operating) if state.operating else None,
        "crisis": asdict(state.crisis) if state.crisis else None,
        "board": board_view(state.board, runs.colours(state)),
        "tiles": tile_manifest(state.board, runs.colours(state)),
        **log_view(state.log),
        "revenue_history": revenue_history(state, words),
        "step": state.step,
        "end_reason": state.end_reason,
        "result": result,
    }
