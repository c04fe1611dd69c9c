"""North American Railways (Peer Sylvester, Spielworxx 2016): set-up, the turn sequence and the
game end. The phases' own rules live in share_trading.py, city_buying.py and income.py."""

from __future__ import annotations

from collections.abc import Mapping

from ... import legal as legality
from ...messages import Message, Said
from ...rng import Rng
from ...title import Title
from . import city_buying, income, share_trading
from .cards import card_set
from .state import CITIES, OVER, SHARES, Company, State
from .view import view

STARTING_CASH = {3: 2000, 4: 1700, 5: 1400}  # section 4
SHARES_REMOVED = 2  # section 4: two shares go back into the box unseen
SHARE_COLUMNS, CITY_COLUMNS = 4, 4
FEW_CITIES = 5  # section 6, case 2: five or fewer cities at the start of phase II
# section 4, note: "The players may (and should) keep their own money hidden during the game."
# On, each seat sees only its own cash; added after games were saved, so it is left out of a
# game's options at its default (a saved game keeps its identity: title, seed, players, options)
HIDDEN_MONEY = {
    "label": "Hidden money: each player sees only his own cash until the game ends",
    "choices": [False, True],
    "default": True,
    "omitted_at_default": True,
}


def setup(players: list[str], seed: int) -> State:
    cards = card_set()
    rng = Rng(seed)
    shares = [c["id"] for c in cards.companies.values() for _ in range(c["shares"])]
    rng.shuffle(shares)
    removed, shares = shares[:SHARES_REMOVED], shares[SHARES_REMOVED:]
    cities = list(cards.cities)
    rng.shuffle(cities)
    state = State(
        players=list(players),
        cash={p: STARTING_CASH[len(players)] for p in players},
        shares={p: {c: 0 for c in cards.companies} for p in players},
        share_columns=deal(shares, SHARE_COLUMNS),
        removed_shares=removed,
        city_columns=deal(cities, CITY_COLUMNS),
        unused_start_cities=list(cards.start_cities),
        companies={c: Company(c) for c in cards.companies},
        start_player=rng.below(len(players)),
    )
    state.say("nar.start_player", player=state.players[state.start_player])
    begin_turn(state)
    advance(state)
    return state


def deal(cards: list[str], columns: int) -> list[list[str]]:
    size = len(cards) // columns
    return [cards[i * size : (i + 1) * size] for i in range(columns)]


# --- the turn sequence ---


def begin_turn(state: State) -> None:
    state.phase = SHARES
    state.seat = state.start_player
    state.share_turns_done = 0
    state.chosen_this_turn = []
    state.say("nar.turn.begins", turn=state.turn)


def end_share_turn(state: State) -> None:
    state.chosen_this_turn = []
    state.share_turns_done += 1
    if state.share_turns_done == len(state.players):
        end_share_trading(state)
    else:
        state.seat = (state.seat + 1) % len(state.players)


def game_ends_after_this_turn(state: State, key: str, **args: object) -> None:
    """The game ends after this turn (section 6); the reason is kept as a message."""
    reason = Said(key, args)
    if not state.last_turn:
        state.say("nar.last_turn", reason=Message(key, args).to_json())
    state.last_turn = True
    state.end_reasons.append(reason)


def end_share_trading(state: State) -> None:
    if state.shares_on_offer() < len(state.players):
        game_ends_after_this_turn(state, "nar.end.few_shares")
    state.phase = CITIES
    state.seat = state.start_player
    state.passed, state.acted_for, state.city_bought = [], {}, False
    state.say("nar.phase.buy_cities")
    if state.cities_on_offer() <= FEW_CITIES:
        game_ends_after_this_turn(state, "nar.end.few_cities", count=state.cities_on_offer())


def next_city_buyer(state: State) -> None:
    n = len(state.players)
    for step in range(1, n + 1):
        seat = (state.seat + step) % n
        if state.players[seat] not in state.passed:
            state.seat = seat
            return


def end_city_buying(state: State) -> None:
    if not state.city_bought:
        game_ends_after_this_turn(state, "nar.end.no_city")
    state.say("nar.phase.income")
    income.pay_income(state)
    if state.last_turn:
        income.final_payment(state)
        state.phase = OVER
        state.say("nar.game_over")
    else:
        state.start_player = (state.start_player + 1) % len(state.players)
        state.turn += 1
        begin_turn(state)


def play(state: State, a: dict) -> None:
    """Play a legal action (already matched): the phase's own step, the end of a share turn or
    of a city buyer's turn, then the steps that need no decision."""
    state.step += 1
    kind = a["type"]
    if state.phase == SHARES:
        share_trading.APPLY[kind](state, a)
        if kind in share_trading.ENDS_TURN:
            end_share_turn(state)
    else:
        if kind == "buy_city":
            city_buying.buy_city(state, a)
        else:
            city_buying.pass_(state, a)
        next_city_buyer(state)
    advance(state)


def advance(state: State) -> None:
    """Play the steps that need no decision, up to the next one that does."""
    while True:
        if state.phase == SHARES and state.offer is None:
            if state.shares_on_offer() == 0:
                state.say("nar.shares.none_left")
                end_share_trading(state)
            elif not state.chosen_this_turn and state.cash[state.current] == 0:
                share_trading.no_money(state)
                end_share_turn(state)
            elif state.chosen_this_turn and len(share_trading.legal(state)) == 1:
                end_share_turn(state)  # nothing left to choose but ending the turn
            else:
                return
        elif state.phase == CITIES:
            if len(state.passed) == len(state.players):
                end_city_buying(state)
            elif not city_buying.city_choices(state, state.current):
                city_buying.pass_(state, {"player": state.current}, forced=True)
                next_city_buyer(state)
            else:
                return
        else:
            return


class NorthAmericanRailways(Title):
    id = "nar"
    name = "North American Railways"
    players = (3, 5)
    playing_time = (45, 45)
    weight = "light"
    action_types = frozenset(
        {"found_company", "propose_price", "allow_purchase", "director_buys", "buy_own_share", "end_turn"}
        | {"buy_city", "pass"}
    )
    options: Mapping[str, dict] = {"hidden_money": HIDDEN_MONEY}
    stand_in_label = "stand-in card values"
    credits = (
        "by Peer Sylvester, published by Spielworxx (2016). Development: Henning Kröpke, "
        "Uli Blennemann. Graphics: Harald Lieske."
    )

    @property
    def stand_in(self) -> str | None:
        return card_set().stand_in

    def setup(self, players: list[str], seed: int, options: dict) -> State:
        state = setup(players, seed)
        state.hidden_money = options.get("hidden_money", HIDDEN_MONEY["default"])
        return state

    def active_players(self, state: State) -> list[str]:
        if state.phase == SHARES:
            return share_trading.active(state)
        if state.phase == CITIES:
            return [state.current]
        return []

    def legal_actions(self, state: State) -> list[dict]:
        if state.phase == SHARES:
            return share_trading.legal(state)
        if state.phase == CITIES:
            return city_buying.legal(state)
        return []

    def apply(self, state: State, action: dict) -> dict:
        a = legality.match(action, self.legal_actions(state), self.active_players(state))
        play(state, a)
        return a

    def view(self, state: State, player: str | None) -> dict:
        """`player`: who looks at the table (None: everyone, as at one screen without hidden money)."""
        return view(state, self.active_players(state), self.result(state) if self.finished(state) else None, player)

    def has_secrets(self, state: State) -> bool:
        """With "hidden money" each player sees only his own cash until the game ends (section 4)."""
        return state.hidden_money and state.phase != OVER

    def finished(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> dict:
        """Richest wins; a tie goes to the one who acted first in the last turn (section 6)."""
        order = state.turn_order()
        ranking = sorted(state.players, key=lambda p: (-state.cash[p], order.index(p)))
        return {"scores": dict(state.cash), "ranking": ranking}

    def conserved(self, state: State) -> dict[str, int]:
        return {
            "money": sum(state.cash.values()) + sum(c.treasury for c in state.companies.values()) + state.bank,
            "shares": state.shares_on_offer()
            + len(state.removed_shares)
            + sum(sum(s.values()) for s in state.shares.values()),
            "cities": state.cities_on_offer() + sum(len(c.cities) for c in state.companies.values()),
        }


TITLE = NorthAmericanRailways()
