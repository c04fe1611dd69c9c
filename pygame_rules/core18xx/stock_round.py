"""The stock round: in turn, from the priority deal, each player may buy one share (or start a
corporation) and sell any number, selling before or after buying but not both sides of a
purchase; the round ends when everyone has passed in turn. Priority goes to the player after
the last to buy or sell; sold-out corporations rise.

- A corporation sold this round may not be bought back in the same round.
- Shares of one corporation are sold in one block per turn.
- A player may not sell every share of a corporation bought in the same turn (18xx.games 'vested').
- A player above the certificate limit or the ownership limit must sell first.
- The title says when selling is allowed, which corporations may be started (at which prices) and
  how their director's certificate is paid, and a purchase a player must make first (hooks;
  in 1856 no selling in the first stock round, and the CGR's half-paid director); and where it
  differs: sales in several parts, sales first in a turn, a player who may buy nothing, its own
  actions in a turn, a player who may not pass, who rises when sold out, the seats by cash
  afterwards (18ESP).
"""

from __future__ import annotations

from . import share_trading
from .certificates import certificates_held, over_limits, price, within_certificate_limit
from .closing import close_entered
from .crisis import go_bankrupt
from .game_state import STOCK, Corporation, State, StockTurn
from .market_moves import move, price_order
from .selection_auction import seats_by_cash
from .steps import Step


def start(state: State) -> None:
    state.round = STOCK
    state.seat = state.priority
    state.passes = 0
    state.stock_turn = StockTurn()
    state.sold_this_round = {}
    state.last_to_act = None
    state.stock_moves = 0
    state.say("round.stock", number=state.turn)
    seat_next_to_act(state)


def sell_choices(state: State, player: str) -> list[dict]:
    turn, rules = state.stock_turn, state.rules
    if turn.actions and turn.actions[-1] == "buy" and "sell" in turn.actions:
        return []
    if rules.stock.sell_first and any(done != "sell" for done in turn.actions):
        return []
    out = []
    for corp in state.corporations.values():
        if (rules.stock.sells_in_blocks and corp.id in turn.sold_now) or not rules.stock.may_sell(state, corp):
            continue
        for n in share_trading.sale_sizes(state, player, corp):
            if turn.bought == corp.id and n >= corp.shares.units_of(player):
                continue
            out.append(share_trading.sale(player, corp, n))
    return out


def buy_choices(state: State, player: str, first: bool = False) -> list[dict]:
    """What the player may buy or start (with `first`: stops at the first found)."""
    if "buy" in state.stock_turn.actions or state.rules.stock.buying_barred(state, player):
        return []
    sold = state.sold_this_round.get(player, [])
    held = certificates_held(state, player)
    first_buy = state.rules.stock.must_buy(state, player)
    if first_buy:
        corp = state.corporations[first_buy]
        return [_buy(player, corp.id, src) for src in ("pool", "ipo") if _buyable(state, player, corp, src, held)]
    out = []
    for corp in state.corporations.values():
        if corp.id in sold or corp.closed:
            continue
        for source in ("ipo", "pool"):
            if _buyable(state, player, corp, source, held):
                out.append(_buy(player, corp.id, source))
        startable = corp.par is None and state.rules.stock.may_start(state, corp)
        if startable and within_certificate_limit(state, player, corp, 1, held):
            out += [
                {"type": "par", "player": player, "corporation": corp.id, "price": p}
                for p in share_trading.par_prices(state, player, corp)
            ]
        if first and out:
            break
    return out


def _buy(player: str, corp: str, source: str) -> dict:
    return {"type": "buy_share", "player": player, "corporation": corp, "from": source}


def _buyable(state: State, player: str, corp: Corporation, source: str, held: float) -> bool:
    if source == "ipo":
        cost = corp.par or 0
        if not state.rules.stock.may_buy_from_initial_offer(state, corp):
            return False
    else:
        cost = price(state, corp)
    return share_trading.can_buy(state, player, corp, source, cost, held)


def legal(state: State, kind: str | None = None) -> list[dict]:
    """The player's choices (with `kind`: only those of that type, as far as they are legal)."""
    player = state.current_player
    over = over_limits(state, player)
    sells = sell_choices(state, player) if over or kind in (None, "sell_shares") else []
    if over and sells:
        return sells
    actions = (buy_choices(state, player) if kind in (None, "buy_share", "par") else []) + sells
    actions += state.rules.stock.stock_choices(state, player)
    if state.rules.stock.must_buy(state, player):
        if not actions and not has_choice(state, player):
            actions.append({"type": "bankrupt", "player": player})  # who must buy and cannot
    elif state.rules.stock.may_pass(state, player):
        actions.append({"type": "pass", "player": player})
    return actions


def has_choice(state: State, player: str) -> bool:
    return bool(
        sell_choices(state, player)
        or buy_choices(state, player, first=True)
        or state.rules.stock.stock_choices(state, player)
    )


def apply(state: State, a: dict) -> None:
    kind, player = a["type"], a["player"]
    turn = state.stock_turn
    state.stock_moves += 1
    if kind == "pass":
        state.rules.stock.stock_passed(state, player)
        if turn.actions:
            state.say("stock.ends_turn", player=player)
        else:
            state.say("player.passes", player=player)
            state.passes += 1
        end_turn(state)
        return
    if kind == "bankrupt":
        go_bankrupt(state, player)
        return
    state.last_to_act = player
    state.passes = 0
    if kind not in ("sell_shares", "buy_share", "par"):
        turn.actions.append(kind)
        state.rules.stock.stock_action(state, a)
        if not has_choice(state, player):
            end_turn(state)
        return
    corp = state.corporations[a["corporation"]]
    if kind == "sell_shares":
        turn.actions.append("sell")
        turn.sold_now.append(corp.id)
        sold = state.sold_this_round.setdefault(player, [])
        if corp.id not in sold:
            sold.append(corp.id)
        share_trading.sell(state, player, corp, a["percent"] // corp.shares.unit_percent)
    else:
        turn.actions.append("buy")
        turn.bought = corp.id
        if kind == "par":
            par(state, player, corp, a["price"])
        elif state.rules.stock.buy_share(state, player, corp, a["from"]):
            pass  # bought as the title's own rules say
        elif a["from"] == "ipo":
            share_trading.buy_from_ipo(state, player, corp)
        else:
            share_trading.buy_from_pool(state, player, corp)
    # a player who must buy (1856: the CGR's half-paid director) stays until he has bought: his
    # sales may still leave him short, and then he is bankrupt (legal)
    if not has_choice(state, player) and not state.rules.stock.keeps_turn_to_buy(state, player):
        end_turn(state)


def par(state: State, player: str, corp: Corporation, par_price: int) -> None:
    corp.par, corp.cell = par_price, state.rules.market.stock_market().par_cell(par_price)
    state.rules.stock.parred(state, corp)
    state.market_stack_push(corp.id)
    corp.shares.director = player
    state.say("share.buys_director", player=player, corp=corp.id, amount=2 * par_price)
    state.rules.stock.pay_for_director_certificate(state, player, corp)


def end_turn(state: State) -> None:
    close_entered(state)  # before the next player is asked: the closed corporation's shares are gone
    state.stock_turn = StockTurn()
    if state.passes >= len(state.players):
        finish(state)
        return
    state.seat = (state.seat + 1) % len(state.players)
    seat_next_to_act(state)


def seat_next_to_act(state: State) -> None:
    """From the current seat on, a player with nothing to do passes by himself; when everyone
    has passed in turn the round ends."""
    while True:
        player = state.current_player
        if has_choice(state, player) or over_limits(state, player) or state.rules.stock.must_buy(state, player):
            return
        state.say("stock.nothing_to_do", player=player)
        state.passes += 1
        if state.passes >= len(state.players):
            finish(state)
            return
        state.seat = (state.seat + 1) % len(state.players)


def finish(state: State) -> None:
    """Priority goes left of the last player to buy or sell; sold-out corporations rise; or the
    seats follow cash (the title's `stock_seats_by_cash`) and the first seat has priority."""
    rules = state.rules
    if state.last_to_act and not rules.stock.stock_seats_by_cash:
        state.priority = (state.players.index(state.last_to_act) + 1) % len(state.players)
    sold_out = [
        c
        for c in state.corporations.values()
        if c.cell and c.shares.sold_out() and rules.stock.rises_when_sold_out(state, c)
    ]
    for cid in price_order(state, sold_out):
        move(state, state.corporations[cid], "up")
    if rules.stock.stock_seats_by_cash:
        state.players = seats_by_cash(state, rules.stock.stock_seats_by_cash)
        state.priority = 0
        state.say("round.seats_by_cash", players=list(state.players))
    state.say("round.priority", player=state.players[state.priority])
    state.round_over = True


STEP = Step(
    "stock round",
    lambda s: s.round == STOCK,
    lambda s: [s.current_player],
    lambda s, full, kind: legal(s, kind),
    apply,
)
