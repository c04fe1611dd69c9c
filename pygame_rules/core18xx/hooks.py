"""A title's answers to the 18xx layer's questions, where titles differ. The defaults are the
common 18xx rules; a title subclasses `Hooks`, answers from its data and its own rules, and names
its hooks in its state class (`State.rules`). The layer asks; it never looks at a title's id."""

from __future__ import annotations

from typing import Any

from . import tokens
from .market import Market
from .operating_turn import OperatingTurn
from .reach import reach
from .track import LayRules


class Hooks:
    bank_breaks = True  # the game ends when the bank runs out (18ESP: an unlimited bank)
    pool_limit_percent = 50  # of a corporation the bank pool may hold
    # stops (by `Stop.symbol`) whose revenue goes to the treasury whatever the dividend (18ESP:
    # mines and harbours); `runs.run_result` tells that part of a run apart
    treasury_symbols: tuple[str, ...] = ()

    def market(self) -> Market:
        raise NotImplementedError

    # --- certificates ---
    def certificate_limit(self, state: Any) -> int:
        raise NotImplementedError

    def ownership_limit_percent(self, state: Any) -> int:
        return 60

    # --- the market ---
    def price_moves(self, state: Any, corp: Any) -> bool:
        """Whether the corporation's marker moves at all now."""
        return True

    def closes_in_closed_zone(self, state: Any, corp: Any) -> bool:
        return True

    def price_stuck(self, state: Any, corp: Any, direction: str) -> None:
        """The marker could not move that way (an edge of the market)."""

    # --- shares ---
    def trading_closed(self, state: Any, corp: Any) -> bool:
        """No certificate of the corporation changes hands (before it forms, say)."""
        return False

    # --- the rounds ---
    def operating_rounds(self, state: Any) -> int:
        """How many operating rounds follow the stock round now ending."""
        raise NotImplementedError

    def floatable(self, state: Any, corp: Any) -> bool:
        """Whether the corporation operates in the next operating round if it has not yet."""
        raise NotImplementedError

    # --- track ---
    def lay_rules(self, state: Any, action: dict) -> LayRules:
        """The rules a tile lay action follows (1856: a private's lay has its own)."""
        return LayRules(tuple(self.phases(state)[state.phase]["tiles"]))

    def lay_is_free(self, state: Any, action: dict) -> bool:
        """The lay pays no terrain cost (1856: a private's)."""
        return False

    # --- what a title's data says, for the table (game_view) ---
    def corporation_info(self, state: Any, corp: Any) -> dict:
        """Name, colours and what else the table shows of a corporation from the title's data."""
        return {"name": corp.id}

    def private_info(self, state: Any, private: str) -> dict:
        return {"name": self.private_name(state, private), "price": self.private_price(state, private)}

    # --- the opening round (waterfall_auction) ---
    def private_price(self, state: Any, private: str) -> int:
        raise NotImplementedError

    def private_name(self, state: Any, private: str) -> str:
        return private

    def minimum_raise(self, state: Any) -> int:
        return 5

    def bid_step(self, state: Any) -> int:
        """A selection auction's bids go up from the least bid in these steps (18ESP 3.2: 5;
        18xx.games takes any amount)."""
        return self.minimum_raise(state)

    def everyone_passed(self, state: Any) -> None:
        """Every player passed in turn in the opening round (1856: the Flos Tramway's price drops,
        or the privates pay their income; in the selection auction, when the starting bid does not
        drop: 18ESP's privates pay their income)."""

    # --- the opening round (selection_auction) ---
    # after the selection auction the seats follow cash: "least" (18ESP) or "most" cash first,
    # a tie keeping the seats' order; None: the seats stay
    opening_seats_by_cash: str | None = None

    def opening_price_drop(self, state: Any, private: str) -> int:
        """Nobody bid on the private offered in the selection auction: how far its starting bid
        drops (0: it does not, and `everyone_passed` follows; 18ESP: the first private's by 5)."""
        return 0

    def private_bought(self, state: Any, private: str, player: str, price: int) -> None:
        """A player bought a private in the selection auction (18ESP: a share comes with one, a
        director's certificate with another)."""

    def after_action(self, state: Any) -> None:
        """After every action, once the game has moved on (1856: the CGR's question again)."""

    # --- the operating round (operating_round) ---
    def turn_steps(self, state: Any, corp: Any) -> tuple:
        """The corporation's turn steps, in order (`operating_turn.TurnStep`; 18ESP's minors may
        have a list of their own)."""
        raise NotImplementedError

    def turn_powers(self, state: Any) -> dict:
        """Powers usable beside a turn's steps: name -> (the action type they give, choices
        (state, corporation, director) -> [actions]); each step names those open beside it."""
        return {}

    def turn_actions(self, state: Any) -> dict:
        """The title's own actions in a turn, by type: (state, corporation, action) -> None;
        they may replace the common ones (operating_round.COMMON_ACTIONS)."""
        return {}

    def operating_turn(self, state: Any, corp: Any, steps: tuple[str, ...]) -> Any:
        """A new turn (a title may keep more in its own `OperatingTurn`)."""
        return OperatingTurn(corp.id, steps)

    def operating_round_begins(self, state: Any) -> None:
        """Before the first corporation (1856: the privates pay)."""

    def operates(self, state: Any, corp: Any) -> bool:
        """Whether an open corporation takes a turn in the operating round now starting."""
        return corp.cell is not None and (corp.started or self.floatable(state, corp))

    def does_not_operate(self, state: Any, corp: Any) -> None:
        """Its turn came but it has not floated."""

    def operating_round_ends(self, state: Any) -> None:
        """After the last corporation (1856: the W&S closes once its power was used)."""

    def operating_set_over(self, state: Any) -> None:
        """The last operating round of a set is over, before the next stock round (18ESP 5.9:
        the bank's next train is exported; 8: the game may end here)."""

    def turn_begins(self, state: Any, corp: Any) -> None:
        """Before the first step (1856: the home station, where there is no choice)."""

    def turn_waits(self, state: Any) -> bool:
        """Something outside the turn must be decided first (a merger, a discard)."""
        return bool(state.discards)

    def closed_turn_waits(self, state: Any) -> bool:
        """The operating corporation closed in its turn: whether the next waits (1856: for the
        CGR's formation to end, when none is left to operate)."""
        return False

    def step_reached(self, state: Any, corp: Any) -> None:
        """The turn stands at a step, before asking for its decisions (1856: what 18xx.games
        worked out of the map then)."""

    def turn_ends(self, state: Any) -> bool:
        """The last step is done: settle the turn's end (1856: interest); whether the next
        corporation starts now (else after the decision this asks for)."""
        return True

    def after_operating_action(self, state: Any) -> None:
        """After every action in an operating round, before the turn moves on (1856: interest
        falls due, loans above the limit are repaid)."""

    # --- the stock round ---
    # one sale per corporation in a turn (18ESP: as many as the player likes)
    sells_in_blocks = True
    # sales come first in a turn: once a player has done anything else in it (bought, or a
    # title's own action) he sells no more (18ESP 4: sell, repay loans, buy one certificate)
    sell_first = False
    # a player above the ownership limit must sell down to it (18ESP 5.6: one who got there by a
    # minor's takeover may keep his shares)
    must_sell_above_ownership_limit = True
    # after a stock round the seats follow cash, "most" (18ESP 4.5.2) or "least" first, and the
    # first seat begins the next stock round; None: the priority deal goes left of the last to act
    stock_seats_by_cash: str | None = None

    def may_sell(self, state: Any, corp: Any) -> bool:
        """Whether the corporation's shares may be sold in this stock round."""
        return True

    def director_successor(self, state: Any, seller: str, candidates: list[str]) -> str:
        """A director sells below another player: of the players holding the most (`candidates`,
        in seat order), who takes the director's certificate (common: the first to the seller's
        left; 18ESP 4.4: the lowest player order card)."""
        i = state.players.index(seller)
        left = state.players[i + 1 :] + state.players[:i]
        return next(p for p in left if p in candidates)

    def par_prices(self, state: Any, corp: Any) -> tuple[int, ...] | None:
        """The start prices the corporation may take now (None: every par cell of the market)."""
        return None

    def rises_when_sold_out(self, state: Any, corp: Any) -> bool:
        """A corporation sold out at the end of a stock round rises (18ESP 4.5.1: majors only)."""
        return True

    def buying_barred(self, state: Any, player: str) -> bool:
        """The player may buy nothing now (18ESP 4.3: not before his loans are repaid)."""
        return False

    def stock_choices(self, state: Any, player: str) -> list[dict]:
        """The title's own actions in a stock turn (18ESP: repaying a loan), applied by
        `stock_action`."""
        return []

    def stock_action(self, state: Any, action: dict) -> None:
        raise NotImplementedError(action["type"])

    def may_pass(self, state: Any, player: str) -> bool:
        """Whether the player may pass (or end) his stock turn now (18ESP as 18xx.games plays: not
        one who can repay his whole loan and has nothing else to do)."""
        return True

    def stock_passed(self, state: Any, player: str) -> None:
        """The player passes (or ends) his stock turn (18ESP: noted where 18xx.games refuses it)."""

    def may_start(self, state: Any, corp: Any) -> bool:
        """Whether a player may start the corporation (buy its director's certificate)."""
        return True

    def may_buy_from_initial_offer(self, state: Any, corp: Any) -> bool:
        return True

    def must_buy(self, state: Any, player: str) -> str | None:
        """A corporation the player must buy a share of before anything else (he may not pass)."""
        return None

    def keeps_turn_to_buy(self, state: Any, player: str) -> bool:
        """After a sale, whether the player stays on turn because he must still buy (the legal
        moves then offer bankruptcy when he cannot)."""
        return bool(self.must_buy(state, player))

    def buy_share(self, state: Any, player: str, corp: Any, source: str) -> bool:
        """A purchase the title's own rules settle (True: done)."""
        return False

    def parred(self, state: Any, corp: Any) -> None:
        """The corporation's par was just set (par and cell)."""

    def pay_for_director_certificate(self, state: Any, player: str, corp: Any) -> None:
        state.pay(player, corp, 2 * corp.par)

    def pay_for_initial_share(self, state: Any, player: str, corp: Any) -> None:
        """A share bought from the initial offer: full capitalization, its par to the treasury."""
        state.pay(player, corp, corp.par)

    def bought_from_pool(self, state: Any, corp: Any) -> None:
        """After a share bought from the bank pool (a title may float the corporation now)."""

    # --- emergency money, closing, the end ---
    def end_game(self, state: Any, reason: str) -> None:
        """The game ends now ("bankrupt": a player went bankrupt)."""
        raise NotImplementedError

    def bankrupt_pays_the_bank(self, state: Any, player: str) -> bool:
        """Whether a bankrupt player's cash goes to the bank (1856: "Sein Privatvermögen geht an
        die Bank")."""
        return True

    def forced_sale_over(self, state: Any) -> None:
        """A forced sale left the director in debt after the corporation that caused it closed."""

    def remove_stations(self, state: Any, corp: Any) -> None:
        """A closing corporation's station markers leave the map."""
        for city in [c for c, slots in state.board.tokens.items() if corp.id in slots]:
            tokens.remove_token(state.board, corp.id, city)

    def closed_trains_to_pool(self, state: Any, corp: Any) -> bool:
        """A closing corporation's trains go to the bank pool (else out of the game)."""
        return True

    def closing(self, state: Any, corp: Any) -> None:
        """What else goes when a corporation closes (a title's loans, escrow, ...)."""

    # --- dividends ---
    def dividend_kinds(self, state: Any, corp: Any) -> tuple[str, ...]:
        return ("payout", "withhold")

    def revenue_kept_back(self, state: Any) -> int:
        """Part of the operating corporation's run that neither the treasury nor the holders get."""
        return 0

    def payout(self, state: Any, corp: Any, revenue: int) -> list[tuple[Any, int]] | None:
        """The title's own split of a payout: (a player's name or the corporation, amount); None:
        per share, the pool's shares paying the treasury (18ESP 5.5: a minor pays half to its
        director and half into its treasury)."""
        return None

    def dividend_moves(self, state: Any, corp: Any, direction: str) -> int:
        """How many times the marker moves for a payout ("right") or a withholding ("left")
        (18ESP 8: a northern major paying out in the very last operating round, twice)."""
        return 1

    # --- trains and phases (data first) ---
    def train_types(self, state: Any) -> tuple[dict, ...]:
        """The trains in the order the bank sells them: name, distance, price, count (None:
        unlimited, the last), rusts_on (the type whose first train rusts it; none: permanent),
        available_after_first."""
        raise NotImplementedError

    def phases(self, state: Any) -> tuple[dict, ...]:
        """The phases in order: name, on (the train type whose first purchase starts it;
        "ultimate": the last type), train_limit, operating_rounds and what else the title reads."""
        raise NotImplementedError

    def train_events(self, state: Any) -> dict:
        """What the first ("first") or the last new ("last") train of a type sets off besides the
        phase: train type -> [event names], each handled by `train_event`."""
        return {"first": {}, "last": {}}

    def train_event(self, state: Any, event: str, buyer: Any) -> None:
        raise NotImplementedError(event)

    def train_bought(self, state: Any, buyer: Any, bought: Any) -> None:
        """After a purchase and the phase, rusting and events it set off (`trains.Purchase`)."""

    def train_limit(self, state: Any, corp: Any) -> int:
        return self.phases(state)[state.phase]["train_limit"]

    def lent(self, state: Any, train: str) -> bool:
        """A train the corporation holds but does not own: outside its limit, never sold or
        discarded (1856: the CGR's borrowed diesel)."""
        return False

    def may_buy_train(self, state: Any, corp: Any, train: str) -> bool:
        return True

    def sells_trains_to(self, state: Any, seller: Any, buyer: Any) -> bool:
        """Whether one corporation may sell trains to another."""
        return True

    def face_value_only(self, state: Any, buyer: Any, seller: Any) -> bool:
        """A train between these corporations changes hands at its printed price (else at any
        price from $1)."""
        return False

    def trade_ins(self, state: Any, corp: Any, train: str) -> list[tuple[str, int]]:
        """The corporation's trains it may give in for this new train, with the price then."""
        return []

    def rusted(self, state: Any, trains: list[str]) -> None:
        """These trains rusted and left the corporations and the pool (18ESP 6.2.1: their cards
        may be recycled into combined trains)."""

    def discards_to_pool(self, state: Any, corp: Any) -> bool:
        """A train discarded over the limit goes to the bank pool (else out of the game)."""
        return True

    def runnable_trains(self, state: Any, corp: Any) -> list[str]:
        """The corporation's trains that run now (18ESP 3.1: P2's and P3's trains only from the
        next operating round)."""
        return list(corp.trains)

    def train_spec(self, state: Any, corp: Any, train: str) -> Any:
        """How the route search sees one of the corporation's trains (`routes.TrainSpec`; 18ESP:
        the side chosen at purchase, N+M, a combined train, a tender); None: a train that stops
        at as many revenue locations as its type's distance, on broad and dual track."""
        return None

    def route_bonuses(self, state: Any, corp: Any) -> tuple:
        """The corporation's revenue bonuses (`routes.HexBonus`; 1856: rights, the port)."""
        return ()

    def barred_stops(self, state: Any, corp: Any) -> frozenset[str]:
        """Stops (node ids) no train of the corporation may visit (18ESP: closed mountain passes;
        a minor's off-board areas and passes)."""
        return frozenset()

    def has_route(self, state: Any, corp: Any) -> bool:
        """Once it has a route a corporation must own a train."""
        return corp.had_route or reach(state.board, corp.id).purchase_route

    def must_buy_alone(self, state: Any, corp: Any) -> bool | None:
        """A title's own compulsory purchase for this corporation, which its director does not
        help to pay for; None: the common rule (no train and a route: buy one, the director pays
        the rest)."""
        return None

    def train_money(self, state: Any, corp: Any, player: str) -> list[dict]:
        """Other ways to raise money for a compulsory train than the director's cash and sales."""
        return []
