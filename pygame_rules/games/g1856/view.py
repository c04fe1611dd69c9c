"""The public picture of an 1856 game for the table (everything on an 18xx table is open)."""

from __future__ import annotations

from dataclasses import asdict

from ...core18xx import roster
from ...core18xx.certificates import certificates_held, price
from ...core18xx.depot import remaining, train_type
from ...core18xx.view import board_view
from ...game_log import log_view
from . import board
from .certificates import certificate_limit
from .data import data
from .results import values


def corporation_view(state, corp) -> dict:
    info = data().cgr if corp.id == "CGR" else data().corporations[corp.id]
    dest = None
    if corp.id != "CGR":
        key = "alternate_destination" if state.options.get("alternate_destinations") else "destination"
        dest = info[key]
    s = corp.shares
    return {
        "id": corp.id,
        "name": info["name"],
        "color": info["color"],
        "text_color": info["text_color"],
        "director": s.director,
        "cash": corp.cash,
        "par": corp.par,
        "price": price(state, corp) if corp.cell else None,
        "market_cell": list(corp.cell) if corp.cell else None,
        "capitalization": corp.capitalization,
        "escrow": corp.escrow,
        "destination": dest,
        "destinated": corp.destinated,
        "started": corp.started,
        "closed": corp.closed,
        "trains": list(corp.trains),
        "tokens_left": list(corp.tokens_left),
        "loans": corp.loans,
        "rights": list(corp.rights),
        "share_percent": s.unit_percent,
        "shares": {
            "ipo": s.ipo_percent(),
            "pool": s.pool_percent(),
            "players": {p: s.percent_of(p) for p in state.players if s.units_of(p)},
        },
        "privates": [pid for pid, p in state.privates.items() if p.corp_owned and p.owner == corp.id and not p.closed],
    }


def view(state, active: list[str], result: dict | None) -> dict:
    d = data()
    phase = d.phases[state.phase]
    worth = values(state)
    ttypes = roster.types(state)
    return {
        "title": "1856",
        "round": state.round,
        "turn": state.turn,
        "operating_round": state.or_number,
        "operating_rounds": state.or_count,
        "phase": {
            "name": roster.phase_name(state, phase),
            "train_limit": phase["train_limit"],
            "tiles": phase["tiles"],
            "operating_rounds": phase["operating_rounds"],
            "loans": phase["loans"],
        },
        "operating_percent": state.operating_percent,
        "new_capitalization": state.new_capitalization,
        "active_players": active,
        "priority": state.players[state.priority],
        "players": [
            {
                "name": p,
                "cash": state.cash[p],
                "value": worth[p],
                "certificates": certificates_held(state, p),
                "privates": [
                    pid for pid, pv in state.privates.items() if pv.owner == p and not pv.corp_owned and not pv.closed
                ],
            }
            for p in state.players
        ],
        "certificate_limit": certificate_limit(state),
        "bank": state.bank,
        "bank_broken": state.bank_broken,
        "market": [
            [c and {"price": c["price"], "par": c.get("par", False), "zone": c.get("zone")} for c in row]
            for row in d.market.rows
        ],
        "corporations": [corporation_view(state, c) for c in state.corporations.values()],
        "privates": [
            {
                "id": pid,
                "name": d.privates[pid]["name"],
                "price": d.privates[pid]["price"],
                "income": d.privates[pid]["income"],
                "description": d.privates[pid]["description"],
                "blocks": d.privates[pid]["blocks"],
                **asdict(pv),
            }
            for pid, pv in state.privates.items()
        ],
        "auction": asdict(state.auction) if state.round == "auction" else None,
        "depot": {
            "next": state.depot[:1],
            "remaining": {t["name"]: remaining(state.depot, t["name"]) if t["count"] else None for t in ttypes},
            "pool": [train_type(t) for t in state.pool_trains],
            "rusts_on": {t["name"]: t.get("rusts_on") for t in ttypes},
            "prices": {t["name"]: t["price"] for t in ttypes},
            "distances": {t["name"]: t["distance"] for t in ttypes},
        },
        "operating_order": list(state.operating_order),
        "operated": list(state.operated),
        "operating": asdict(state.operating) if state.operating else None,
        "loans_left": state.loans_left,
        "loan_terms": d.meta["loans"],
        "port": list(state.port) if state.port else None,
        "powers_used": list(state.powers_used),
        "lifted_markers": [{"corporation": c, "hex": h} for c, h in state.pending_tokens],
        "right_tokens": dict(state.right_tokens),
        "cgr": {
            "formed": state.cgr_formed,
            "permanent_train": state.cgr_permanent,
            "half_director": state.cgr_half_director,
            "formation": asdict(state.cgr) if state.cgr else None,
            "train_limit": d.cgr["train_limit"],
        },
        "crisis": asdict(state.crisis) if state.crisis else None,
        "map": board.view(state),
        "board": board_view(state.board, board.colours(state)),
        **log_view(state.log),
        "step": state.step,
        "end_reason": state.end_reason,
        "result": result,
    }
