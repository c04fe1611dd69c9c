"""A quick judgement of North American Railways moves: what a stake in a company is worth.

A share earns its part of the company's income every game turn left and, at the end, $100 per
Coast-to-Coast symbol (sections 5 and 6). Money in a treasury is only worth the cities it will
buy; an average city card earns YIELD_INCOME a turn and YIELD_C2C symbols per dollar it cost.
A move's gain is how much it raises the mover's stakes less what it costs him. The playouts
move by that gain, with some noise; the search uses it to keep a few moves worth trying.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from ..games.nar.cards import card_set
from ..games.nar.income import UNIT, coast_to_coast, company_income
from ..games.nar.rules import FEW_CITIES
from ..games.nar.state import SHARES, State, half_up

CITIES_A_TURN = 4  # a guess at the city cards bought in a phase II, to count the turns left


@cache
def yields() -> tuple[float, float]:
    """(income a turn, Coast-to-Coast symbols) per dollar an average city card costs."""
    cities = card_set().cities.values()
    cost = sum(c.cost for c in cities)
    return sum(c.income for c in cities) / cost, sum(c.coast_to_coast for c in cities) / cost


def turns_left(state: State) -> int:
    """Income phases still to come, this turn's included (section 6's ends, estimated)."""
    if state.last_turn:
        return 1
    n = len(state.players)
    shares, cities = state.shares_on_offer(), state.cities_on_offer()
    if state.phase == SHARES:
        shares -= n - state.share_turns_done  # still to be taken this phase, one a player
        if shares < n or cities <= FEW_CITIES:
            return 1
        cities -= CITIES_A_TURN
    by_shares = 1 + shares // n
    by_cities = 1 + max(0, cities - FEW_CITIES + CITIES_A_TURN - 1) // CITIES_A_TURN
    return max(1, min(by_shares, by_cities))


@dataclass
class Company:
    """What counts in a company's worth: its income, symbols, treasury and shares held."""

    income: int
    symbols: int
    treasury: int
    owned: int


def company(state: State, company_id: str) -> Company:
    c = state.companies[company_id]
    return Company(company_income(c), coast_to_coast(c), c.treasury, state.held(company_id))


def stake(c: Company, shares: int, turns: int) -> float:
    """The money `shares` of the company will bring in: income now and from its treasury's
    future cities (a turn later), and the final payment."""
    if not shares:
        return 0.0
    per_turn, per_symbol = yields()
    income = c.income * turns + c.treasury * per_turn * (turns - 1)
    symbols = c.symbols + c.treasury * per_symbol
    return shares * (income / c.owned + UNIT * symbols)


def with_share(c: Company, paid_in: int) -> Company:
    return Company(c.income, c.symbols, c.treasury + paid_in, c.owned + 1)


def share_gain(state: State, player: str, company_id: str, price: int, turns: int) -> float:
    """The taker's gain from a share at `price` (half, rounded up, paid into the treasury;
    all of it when founding)."""
    c = company(state, company_id)
    held = state.shares[player][company_id]
    if c.owned == 0:
        return stake(Company(c.income or start_income(), 0, price, 1), 1, turns) - price
    after = with_share(c, half_up(price))
    return stake(after, held + 1, turns) - stake(c, held, turns) - price


def start_income() -> int:
    return max(s.income for s in card_set().start_cities.values())


def best_start_city(state: State) -> str | None:
    """A start city only brings in its income: the richest left is the one to take."""
    cities = card_set().start_cities
    return max(state.unused_start_cities, key=lambda c: cities[c].income, default=None)


def director_gain(state: State, director: str, company_id: str, price: int, turns: int) -> float:
    """What the director gains by buying the offered share himself rather than letting it go."""
    c = company(state, company_id)
    held = state.shares[director][company_id]
    after = with_share(c, half_up(price))
    return stake(after, held + 1, turns) - price - stake(after, held, turns)


def city_gain(state: State, player: str, company_id: str, city_id: str, turns: int) -> float:
    """The player's gain from the company buying the city card out of its treasury."""
    city = card_set().cities[city_id]
    c = company(state, company_id)
    after = Company(c.income + city.income, c.symbols + city.coast_to_coast, c.treasury - city.cost, c.owned)
    held = state.shares[player][company_id]
    return stake(after, held, turns) - stake(c, held, turns)


def fair_price(gain_at_100: float) -> int:
    """A price just under what the share is worth to the taker, in whole $100."""
    return max(UNIT, int(gain_at_100 + UNIT) // UNIT * UNIT)


def gain(state: State, action: dict, turns: int) -> float:
    """The mover's gain from a concrete action, by the stakes above (passing: nothing)."""
    kind, player = action["type"], action["player"]
    if kind in ("found_company", "buy_own_share", "propose_price"):
        return share_gain(state, player, action["company"], action["price"], turns)
    if kind == "director_buys":
        return director_gain(state, player, action["company"], action["price"], turns)
    if kind == "buy_city":
        return city_gain(state, player, action["company"], action["city"], turns)
    return 0.0


def priced(state: State, action: dict, turns: int, rnd: random.Random) -> dict:
    """The action with a price chosen where it has a range: a share's worth to the mover,
    shaded down by a random part, within his cash."""
    price = action.get("price")
    if not isinstance(price, dict):
        return action
    worth = share_gain(state, action["player"], action["company"], price["min"], turns) + price["min"]
    wanted = worth * rnd.uniform(0.3, 0.8)
    if action["type"] == "found_company":
        wanted = min(wanted, state.cash[action["player"]] * rnd.uniform(0.3, 0.7))
    value = max(price["min"], min(price["max"], int(wanted) // price["step"] * price["step"]))
    return {**action, "price": value}


def playout_move(state: State, legal: list[dict], rnd: random.Random, noise: float = 150.0) -> dict:
    """The move with the best gain (plus noise) among the legal ones, prices as `priced`."""
    turns = turns_left(state)
    best, best_score = None, float("-inf")
    start_city = best_start_city(state)
    for action in legal:
        if action["type"] == "found_company" and action["start_city"] != start_city:
            continue
        concrete = priced(state, action, turns, rnd)
        score = gain(state, concrete, turns) + rnd.gauss(0.0, noise)
        if score > best_score:
            best, best_score = concrete, score
    return best
