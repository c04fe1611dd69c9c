"""Phase I, Trade Shares: each player once, from the start player, takes a share from the
bottom of a column (rule book section 5, phase I, options 1, 2, 3a, 3b and the exceptions)."""

from __future__ import annotations

from ...messages import Message
from .cards import card_set
from .state import Offer, State, half_up

OWN_SHARE_PRICE = 1000  # option 2: fixed price of a share of one's own company
NO_MONEY_GRANT = 200  # exception: a player without money takes $200 from the bank
PRICE_STEP = 100  # every proposed price is a multiple of $100, at least $100


def company_said(company: str) -> dict:
    """A company as a message argument: its name is its colour, said in the reader's language."""
    return Message(f"nar.company.{company}").to_json()


def price_range(cash: int) -> dict:
    return {"min": PRICE_STEP, "max": cash // PRICE_STEP * PRICE_STEP, "step": PRICE_STEP}


def own_share_price(state: State, player: str) -> int:
    """$1,000; or all his money when he directs every company on offer and has less (exception)."""
    bottoms = {col[-1] for col in state.share_columns if col}
    directs_all = all(state.companies[c].director == player for c in bottoms)
    cash = state.cash[player]
    return cash if directs_all and cash < OWN_SHARE_PRICE else OWN_SHARE_PRICE


def open_offer(state: State) -> Offer:
    """The price proposed that the director is to answer: there is one whenever he is asked."""
    assert state.offer is not None
    return state.offer


def director_of(state: State, company: str) -> str:
    """The director of a company whose share is offered at a price: it has been founded."""
    player = state.companies[company].director
    assert player is not None
    return player


def active(state: State) -> list[str]:
    return [director_of(state, state.offer.company)] if state.offer else [state.current]


def legal(state: State) -> list[dict]:
    if state.offer:
        return director_choices(state)
    player = state.current
    cash = state.cash[player]
    actions: list[dict] = []
    for column, cards in enumerate(state.share_columns):
        if not cards or cards[-1] in state.chosen_this_turn:
            continue
        company = state.companies[cards[-1]]
        base = {"player": player, "column": column, "company": company.id}
        if company.director is None:
            if cash >= PRICE_STEP:
                actions += [
                    {"type": "found_company", **base, "start_city": city, "price": price_range(cash)}
                    for city in state.unused_start_cities
                ]
        elif company.director == player:
            price = own_share_price(state, player)
            if cash >= price:
                actions.append({"type": "buy_own_share", **base, "price": price})
        elif cash >= PRICE_STEP:
            actions.append({"type": "propose_price", **base, "price": price_range(cash)})
    if state.chosen_this_turn:
        actions.append({"type": "end_turn", "player": player})
    return actions


def director_choices(state: State) -> list[dict]:
    offer = open_offer(state)
    director = director_of(state, offer.company)
    base = {"player": director, "company": offer.company, "price": offer.price}
    choices = [{"type": "allow_purchase", **base}]
    if state.cash[director] >= offer.price:
        choices.append({"type": "director_buys", **base})
    return choices


def take_share(state: State, player: str, column: int) -> str:
    company = state.share_columns[column].pop()
    state.shares[player][company] += 1
    return company


def found_company(state: State, a: dict) -> None:
    player, price = a["player"], a["price"]
    company = state.companies[take_share(state, player, a["column"])]
    state.pay(player, company, price)
    company.director = player
    company.start_city = a["start_city"]
    state.unused_start_cities.remove(a["start_city"])
    city = card_set().start_cities[a["start_city"]].name
    state.say("nar.shares.founds", player=player, company=company_said(company.id), amount=price, city=city)


def buy_own_share(state: State, a: dict) -> None:
    player, price = a["player"], a["price"]
    company = state.companies[take_share(state, player, a["column"])]
    state.pay(player, company, half_up(price))
    state.pay(player, None, price - half_up(price))
    state.say("nar.shares.buys_own", player=player, company=company_said(company.id), amount=price)


def propose_price(state: State, a: dict) -> None:
    state.offer = Offer(a["player"], a["company"], a["column"], a["price"])
    director = state.companies[a["company"]].director
    state.say(
        "nar.shares.proposes",
        player=a["player"],
        amount=a["price"],
        company=company_said(a["company"]),
        director=director,
    )


def allow_purchase(state: State, a: dict) -> None:
    """Option 3a: the proposer buys; half (rounded up) to the treasury, the rest to the bank."""
    offer, state.offer = open_offer(state), None
    buyer = offer.proposer
    company = state.companies[take_share(state, buyer, offer.column)]
    state.pay(buyer, company, half_up(offer.price))
    state.pay(buyer, None, offer.price - half_up(offer.price))
    state.say("nar.shares.allows", director=a["player"], player=buyer, company=company_said(company.id))
    if state.shares[buyer][company.id] >= state.shares[director_of(state, company.id)][company.id]:
        company.director = buyer
        state.say("nar.shares.new_director", player=buyer, company=company_said(company.id))


def director_buys(state: State, a: dict) -> None:
    """Option 3b: the director buys at the proposed price; the rest goes to the proposer,
    who may then pick a share of another company or end the turn."""
    offer, state.offer = open_offer(state), None
    director = a["player"]
    company = state.companies[take_share(state, director, offer.column)]
    state.pay(director, company, half_up(offer.price))
    state.pay(director, offer.proposer, offer.price - half_up(offer.price))
    state.chosen_this_turn.append(company.id)
    state.say("nar.shares.director_buys", player=director, company=company_said(company.id), amount=offer.price)


def no_money(state: State) -> None:
    player = state.current
    state.pay(None, player, NO_MONEY_GRANT)
    state.say("nar.shares.no_money", player=player, amount=NO_MONEY_GRANT)


def end_turn(state: State, a: dict) -> None:
    state.say("nar.shares.ends_turn", player=a["player"])


APPLY = {
    "found_company": found_company,
    "buy_own_share": buy_own_share,
    "propose_price": propose_price,
    "allow_purchase": allow_purchase,
    "director_buys": director_buys,
    "end_turn": end_turn,
}

# after these the player's share turn is over; after the others he may still be asked
ENDS_TURN = {"found_company", "buy_own_share", "allow_purchase", "end_turn"}
