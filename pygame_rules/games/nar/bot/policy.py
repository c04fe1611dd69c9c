"""A quick judgement of North American Railways moves: what a stake in a company is worth.

A share earns its part of the company's income every game turn left and, at the end, $100 per
Coast-to-Coast symbol (sections 5 and 6). Money in a treasury is only worth the cities it will
buy: per dollar, what an average city card earns a turn and its symbols (`yields`).
A move's gain is how much it raises the mover's stakes less what it costs him. The playouts
move by that gain, with some noise; the search uses it to keep a few moves worth trying.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from ..cards import card_set
from ..income import UNIT
from ..rules import FEW_CITIES
from ..state import SHARES, State, half_up

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


@dataclass
class Outlook:
    """A position as the gains see it: the turns left and each company's worth."""

    turns: int
    companies: dict[str, Company]


@cache
def network_values() -> dict[str, tuple[int, int]]:
    """City id (start cities too) -> (income, Coast-to-Coast symbols)."""
    cards = card_set()
    values = {c.id: (c.income, c.coast_to_coast) for c in cards.cities.values()}
    return values | {s.id: (s.income, 0) for s in cards.start_cities.values()}


def outlook(state: State) -> Outlook:
    values, companies = network_values(), {}
    for cid, c in state.companies.items():
        network = [values[x] for x in c.cities] + ([values[c.start_city]] if c.start_city else [])
        owned = sum(held[cid] for held in state.shares.values())
        companies[cid] = Company(sum(v[0] for v in network), sum(v[1] for v in network), c.treasury, owned)
    return Outlook(turns_left(state), companies)


def stake(c: Company, shares: int, turns: int) -> float:
    """The money `shares` of the company will bring in: income now and from its treasury's
    future cities (a turn later), and the final payment."""
    if not shares:
        return 0.0
    per_turn, per_symbol = yields()
    income = c.income * turns + c.treasury * per_turn * (turns - 1)
    symbols = c.symbols + c.treasury * per_symbol
    return shares * (income / c.owned + UNIT * symbols)


def worth(state: State, look: Outlook, player: str) -> float:
    """The player's cash and what his shares will still bring in."""
    held = state.shares[player]
    return state.cash[player] + sum(stake(c, held[cid], look.turns) for cid, c in look.companies.items())


def with_share(c: Company, paid_in: int) -> Company:
    return Company(c.income, c.symbols, c.treasury + paid_in, c.owned + 1)


def share_gain(state: State, look: Outlook, player: str, company_id: str, price: int) -> float:
    """The taker's gain from a share at `price` (half, rounded up, paid into the treasury;
    all of it when founding)."""
    c = look.companies[company_id]
    held = state.shares[player][company_id]
    if c.owned == 0:
        return stake(Company(start_income(state), 0, price, 1), 1, look.turns) - price
    after = with_share(c, half_up(price))
    return stake(after, held + 1, look.turns) - stake(c, held, look.turns) - price


def start_income(state: State) -> int:
    city = best_start_city(state)
    return card_set().start_cities[city].income if city else 0


def best_start_city(state: State) -> str | None:
    """A start city only brings in its income: the richest left is the one to take."""
    cities = card_set().start_cities
    return max(state.unused_start_cities, key=lambda c: cities[c].income, default=None)


def director_gain(state: State, look: Outlook, director: str, company_id: str, price: int) -> float:
    """What the director gains by buying the offered share himself rather than letting it go."""
    after = with_share(look.companies[company_id], half_up(price))
    held = state.shares[director][company_id]
    return stake(after, held + 1, look.turns) - price - stake(after, held, look.turns)


def city_gain(state: State, look: Outlook, player: str, company_id: str, city_id: str) -> float:
    """The player's gain from the company buying the city card out of its treasury."""
    city = card_set().cities[city_id]
    c = look.companies[company_id]
    after = Company(c.income + city.income, c.symbols + city.coast_to_coast, c.treasury - city.cost, c.owned)
    held = state.shares[player][company_id]
    return stake(after, held, look.turns) - stake(c, held, look.turns)


def gain(state: State, look: Outlook, action: dict) -> float:
    """The mover's gain from a concrete action, by the stakes above (passing: nothing)."""
    kind, player = action["type"], action["player"]
    if kind in ("found_company", "buy_own_share", "propose_price"):
        return share_gain(state, look, player, action["company"], action["price"])
    if kind == "director_buys":
        return director_gain(state, look, player, action["company"], action["price"])
    if kind == "buy_city":
        return city_gain(state, look, player, action["company"], action["city"])
    return 0.0


def share_worth(state: State, look: Outlook, action: dict) -> float:
    """What the share on offer is worth to the mover (its gain at the lowest price, plus that)."""
    low = action["price"]["min"]
    return share_gain(state, look, action["player"], action["company"], low) + low


def priced(state: State, look: Outlook, action: dict, rnd: random.Random) -> dict:
    """The action with a price chosen where it has a range: a share's worth to the mover,
    shaded down by a random part, within his cash."""
    price = action.get("price")
    if not isinstance(price, dict):
        return action
    wanted = share_worth(state, look, action) * rnd.uniform(0.3, 0.8)
    if action["type"] == "found_company":
        wanted = min(wanted, state.cash[action["player"]] * rnd.uniform(0.3, 0.7))
    value = max(price["min"], min(price["max"], int(wanted) // price["step"] * price["step"]))
    return {**action, "price": value}


def playout_move(state: State, legal: list[dict], rnd: random.Random, noise: float = 150.0) -> dict:
    """The move with the best gain (plus noise) among the legal ones, prices as `priced`."""
    look = outlook(state)
    best, best_score = None, float("-inf")
    start_city = best_start_city(state)
    for action in legal:
        if action["type"] == "found_company" and action["start_city"] != start_city:
            continue
        concrete = priced(state, look, action, rnd)
        score = gain(state, look, concrete) + rnd.gauss(0.0, noise)
        if score > best_score:
            best, best_score = concrete, score
    assert best is not None, "a game not over has a legal move, and the richest start city is among them"
    return best
