"""The picture of a game for the table. Everything on a North American Railways table is open
but the players' money, which the rule book asks them to keep hidden (section 4): with the
option "hidden money", whoever looks sees only his own cash until the game is over."""

from __future__ import annotations

from dataclasses import asdict

from ...game_log import log_view
from ...messages import render
from .cards import card_set
from .income import UNIT, coast_to_coast, company_income
from .state import OVER, State, half_up


def city_card(city_id: str) -> dict:
    c = card_set().cities[city_id]
    return {"id": c.id, "name": c.name, "cost": c.cost, "income": c.income, "coast_to_coast": c.coast_to_coast}


def offer_view(state: State) -> dict | None:
    """The pending proposal and where its money would go (half rounded up to the treasury)."""
    if not state.offer:
        return None
    price = state.offer.price
    return {**asdict(state.offer), "to_treasury": half_up(price), "to_other": price - half_up(price)}


def final_payment_view(state: State) -> dict | None:
    """Section 6: what each company paid each player at the game end, and each player's total."""
    if state.phase != OVER:
        return None
    companies = [
        {"company": cid, "per_share": UNIT * coast_to_coast(state.companies[cid]), "paid": dict(paid)}
        for cid, paid in state.final_payment.items()
    ]
    totals = {p: sum(paid[p] for paid in state.final_payment.values()) for p in state.players}
    return {"companies": companies, "totals": totals}


def view(state: State, active: list[str], result: dict | None, viewer: str | None = None) -> dict:
    """`viewer`: the player looking (None: no one in particular, every cash is shown)."""
    cards = card_set()
    hidden = state.hidden_money and result is None and viewer is not None
    order = state.turn_order()
    final = final_payment_view(state)
    companies = []
    for company in state.companies.values():
        start = cards.start_cities.get(company.start_city) if company.start_city else None
        companies.append(
            {
                "id": company.id,
                "name": cards.companies[company.id]["name"],
                "treasury": company.treasury,
                "director": company.director,
                "start_city": asdict(start) if start else None,
                "cities": [city_card(c) for c in company.cities],
                "income": company_income(company),
                "coast_to_coast": coast_to_coast(company),
                "shares_held": state.held(company.id),
                "shares_on_offer": sum(col.count(company.id) for col in state.share_columns),
            }
        )
    return {
        "title": "nar",
        "turn": state.turn,
        "phase": state.phase,
        "phase_name": render("en", f"ui.nar.phase.{state.phase}"),  # the page says it as ui.nar.phase.<phase>
        "last_turn": state.last_turn,
        "end_reasons": [str(r) for r in state.end_reasons],
        "end_messages": [{"key": r.key, "args": r.args} for r in state.end_reasons],
        "start_player": state.players[state.start_player],
        "turn_order": order,
        "cash_hidden": hidden,  # the others' cash is hidden from the viewer
        "active_players": active,
        "players": [
            {
                "name": p,
                "cash": None if hidden and p != viewer else state.cash[p],
                "shares": {c: n for c, n in state.shares[p].items() if n},
                "passed": p in state.passed if state.phase == "buy_cities" else False,
                "acted_for": list(state.acted_for.get(p, [])),
                "final_payment": final["totals"][p] if final else None,
            }
            for p in state.players
        ],
        "companies": companies,
        "share_columns": [list(col) for col in state.share_columns],
        "shares_removed": len(state.removed_shares),
        "city_columns": [[city_card(c) for c in col] for col in state.city_columns],
        "start_cities_available": [asdict(cards.start_cities[c]) for c in state.unused_start_cities],
        "offer": offer_view(state),
        "chosen_this_turn": list(state.chosen_this_turn),
        **log_view(state.log),
        "step": state.step,
        "result": result,
        "final_payment": final,
        "stand_in": cards.stand_in is not None,  # the page says it to players (title.nar.stand_in)
    }
