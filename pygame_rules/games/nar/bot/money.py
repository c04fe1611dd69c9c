"""The players' cash as anyone at the table can count it (North American Railways).

With hidden money (section 4, note) a player sees only his own cash, but every payment is made
in the open and written in the log: the founding price, the $1,000 for one's own share, the
proposed price and who paid it, the $200 from the bank, the income per share and the director's
extra. Counting along the log lines a player's view carries gives everyone's cash: exactly when
those lines go back to the set-up, otherwise relative to the first line shown (the start is then
taken to be the counting player's own, the plausible guess).
"""

from __future__ import annotations

from ....game_log import SHOWN
from ....messages import Said
from ..rules import STARTING_CASH
from ..state import State, half_up


def company_of(said: dict) -> str:
    """A company message argument ({"key": "nar.company.red"}) -> its id."""
    return said["key"].rsplit(".", 1)[1]


class Ledger:
    """Each player's money change and shares taken over the lines counted."""

    def __init__(self, players: list[str]) -> None:
        self.change = dict.fromkeys(players, 0)
        self.taken: dict[str, dict[str, int]] = {p: {} for p in players}
        self.proposal: tuple[str, int] | None = None  # (proposer, price) awaiting the director
        self.holdings: dict[str, dict[str, int]] = {}  # filled in before the second pass

    def take(self, player: str, company: str) -> None:
        self.taken[player][company] = self.taken[player].get(company, 0) + 1
        if self.holdings:
            self.holdings[player][company] += 1

    def pay_dividends(self, company: str, per_share: int) -> None:
        for player, held in self.holdings.items():
            self.change[player] += per_share * held[company]

    def count(self, key: str, args: dict) -> None:
        if key in ("nar.shares.founds", "nar.shares.buys_own"):
            self.change[args["player"]] -= args["amount"]
            self.take(args["player"], company_of(args["company"]))
        elif key == "nar.shares.proposes":
            self.proposal = (args["player"], args["amount"])
        elif key == "nar.shares.allows":
            self.change[args["player"]] -= self.proposal[1] if self.proposal else 0
            self.take(args["player"], company_of(args["company"]))
        elif key == "nar.shares.director_buys":
            # option 3b: half (rounded up) to the treasury, the rest to the proposer
            price = args["amount"]
            self.change[args["player"]] -= price
            if self.proposal:  # (a view's first line may come after the proposal)
                self.change[self.proposal[0]] += price - half_up(price)
            self.take(args["player"], company_of(args["company"]))
        elif key == "nar.shares.no_money":
            self.change[args["player"]] += args["amount"]
        elif key == "nar.income.earns":
            self.count_income(company_of(args["company"]), args["parts"])
        elif key == "nar.final_payment":
            self.pay_dividends(company_of(args["company"]), args["amount"])

    def count_income(self, company: str, parts: list[dict]) -> None:
        for part in parts:
            if part["key"] == "nar.income.per_share":
                self.pay_dividends(company, part["args"]["amount"])
            elif part["key"] == "nar.income.director":
                self.change[part["args"]["player"]] += part["args"]["amount"]


def shown_lines(state: State) -> tuple[list[tuple[str, dict]], bool]:
    """The log lines a view carries, as (key, args), and whether they go back to the set-up."""
    lines = state.log.tail(SHOWN)
    said = [(text.key, text.args) for _, text in lines if isinstance(text, Said)]
    return said, len(lines) == len(state.log)


def counted_cash(state: State, player: str) -> tuple[dict[str, int], bool]:
    """Everyone's cash as `player` can count it from his view, and whether it is exact."""
    lines, complete = shown_lines(state)
    first = Ledger(state.players)  # pass 1: the shares taken, to know the holdings before
    for key, args in lines:
        first.count(key, args)
    ledger = Ledger(state.players)
    ledger.holdings = {p: {c: n - first.taken[p].get(c, 0) for c, n in state.shares[p].items()} for p in state.players}
    for key, args in lines:
        ledger.count(key, args)
    if complete:
        start = dict.fromkeys(state.players, STARTING_CASH[len(state.players)])
    else:
        own_start = state.cash[player] - ledger.change[player]
        start = dict.fromkeys(state.players, own_start)
    return {p: start[p] + ledger.change[p] for p in state.players}, complete
