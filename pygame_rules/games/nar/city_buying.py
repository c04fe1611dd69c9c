"""Phase II, Buy Cities: turns go round until every player has passed; a player buys a bottom
city card for a company he holds a share of, paid from its treasury, once per company."""

from __future__ import annotations

from .cards import card_set
from .share_trading import company_said
from .state import State


def city_choices(state: State, player: str) -> list[dict]:
    cities = card_set().cities
    actions = []
    for company_id, held in state.shares[player].items():
        if not held or company_id in state.acted_for.get(player, []):
            continue
        treasury = state.companies[company_id].treasury
        for column, cards in enumerate(state.city_columns):
            if cards and cities[cards[-1]].cost <= treasury:
                actions.append(
                    {"type": "buy_city", "player": player, "company": company_id, "column": column, "city": cards[-1]}
                )
    return actions


def legal(state: State) -> list[dict]:
    player = state.current
    return city_choices(state, player) + [{"type": "pass", "player": player}]


def buy_city(state: State, a: dict) -> None:
    player, company = a["player"], state.companies[a["company"]]
    city = card_set().cities[state.city_columns[a["column"]].pop()]
    state.pay(company, None, city.cost)
    company.cities.append(city.id)
    state.acted_for.setdefault(player, []).append(company.id)
    state.city_bought = True
    state.say(
        "nar.city.buys",
        player=player,
        city=city.name,
        company=company_said(company.id),
        cost=city.cost,
        income=city.income,
    )


def pass_(state: State, a: dict, forced: bool = False) -> None:
    state.passed.append(a["player"])
    if forced:
        state.say("nar.city.passes_forced", player=a["player"])
    else:
        state.say("nar.city.passes", player=a["player"])
