"""Phase 7, Victory points and profit/loss, and the final scoring."""

from __future__ import annotations

from .components import COMPANIES
from .state import PROFIT, PROFIT_RANGE, State, signed

SET_VP = 2  # per full set: one of each goods and one passenger of each colour


def load_values(state: State, train: str, load: str) -> tuple[int, int]:
    """(VP, profit) of one load. On the 2-3 player train display a passenger travels first,
    second or third class and scores the price of his train."""
    if load in COMPANIES:
        price = state.train_display.trains[train].price
        return (price if state.train_display.first_class else 1), 1
    return 1, 2 if load == state.board.quarry_goods else 1


def score_round(state: State) -> None:
    """In player order (markers on one space stack in that order); a net 0 goes on top."""
    low, high = PROFIT_RANGE
    for player in state.order:
        vp = profit = 0
        for train, owner in state.trains.items():
            if owner != player:
                continue
            for load in state.on_trains[train]:
                v, p = load_values(state, train, load)
                vp, profit = vp + v, profit + p
                state.loads[player][load] += 1
        pieces = len(state.own_borders(player))
        state.vp[player] += vp
        net = profit - pieces
        state.set_marker(PROFIT, player, max(low, min(high, state.tracks[PROFIT][player] + net)))
        position = signed(state.tracks[PROFIT][player])
        state.say(
            "wd.score.round", player=player, vp=vp, profit=profit, pieces=pieces, net=signed(net), position=position
        )
    # the loads are kept for the final sets, the locomotives go back
    state.trains, state.on_trains = {}, {}


def full_sets(state: State, player: str) -> int:
    kinds = (state.board.quarry_goods, state.board.field_goods, *COMPANIES)
    return min(state.loads[player][k] for k in kinds)


def final_scoring(state: State) -> None:
    for player in state.players:
        parts = {
            "vp": state.vp[player],
            "sets": SET_VP * full_sets(state, player),
            "profit": state.tracks[PROFIT][player],
            "track": -len(state.own_borders(player)),
        }
        parts["total"] = sum(parts.values())
        state.final[player] = parts
        state.say(
            "wd.score.final",
            player=player,
            vp=parts["vp"],
            sets=parts["sets"],
            profit=signed(parts["profit"]),
            track=parts["track"],
            total=parts["total"],
        )


def ranking(state: State) -> list[str]:
    """Most points; a tie goes to the higher profit/loss position (then the higher marker)."""
    order = state.ranked(PROFIT)
    return sorted(state.players, key=lambda p: (-state.final[p]["total"], order.index(p)))
