"""1856 computer players. The plan, as a careful player follows it:

- Private auction: buy the cheapest private at its price while enough cash stays for a
  corporation of one's own; never bid against others.
- Stock rounds: start one corporation (two when rich) at the highest par whose director's
  certificate and a few shares the cash pays for, in a good home; buy shares of one's own
  corporations from the initial offer (their money goes to the treasury) up to the ownership
  limit, then shares of the corporations paying the best dividend for their price; sell only
  what the limits force.
- Operating: lay the tile that most raises the run of the corporation's trains (and of the next
  train it would buy), or that reaches its destination (the escrow is paid); place a station
  marker where the treasury still pays for the next train; run the engine's best routes; pay
  out unless the treasury needs the money for a train it must have; buy the bank's trains while
  there is room and they raise the run, keeping a train that will not rust soon; take a loan only
  for a train; sell the director's privates to his corporation at twice their price when it can
  spare it; repay loans when rich.
- Emergencies: the director pays for a compulsory train selling the least useful shares first;
  at the CGR's formation he repays the loans of a good corporation he can afford, else merges.

`easy` plays the cautious beginner's playout moves for shares and track but keeps the plan for
money (trains, dividends, loans, emergencies); `normal` measures few tile lays; `strong`
measures more, also sells rivals' doomed shares and buys a further train that pays for itself.
Budgets count search steps, never time.
"""

from __future__ import annotations

from ...bots import plan18xx as plan
from ...core18xx import roster, track
from ...core18xx.certificates import certificates_held, price
from ...core18xx.hexes import across
from ...core18xx.runs import colours
from ...core18xx.tiles import revenue_in_phase
from ...core18xx.trains import depot_trains
from .data import CGR, data

# per level: tile lays measured by a run (hexes, then their lays), and the run search's steps
LAY_HEXES = {"easy": 1, "normal": 2, "strong": 5}
LAY_RUNS = {"easy": 1, "normal": 2, "strong": 10}
RUN_STEPS = {"easy": 300, "normal": 400, "strong": 1000}

# homes judged by the cities around them (Toronto, London, Brantford first); the THB last: no
# yellow tile fits Hamilton, so it cannot lay track before green tiles
HOME_ORDER = ("CV", "GW", "BBG", "GT", "CA", "WR", "LPS", "WGB", "TGB", "CPR", "THB")
RESERVE_AFTER_PRIVATES = 300  # cash kept for one's own corporation after the auction
EASY_PLAN = frozenset({"dividend", "buy_train", "take_loan", "payoff_loan", "merge", "repay_loans", "bankrupt"})


def move(seat) -> dict:
    state = seat.public_state()
    legal = seat.legal()
    by = plan.by_type(legal)
    if seat.level == "easy" and not easy_keeps_plan(state, by):
        return seat.random_move()
    bot = Bot(seat.player, seat.level, state, by, seat.rnd)
    return bot.choose() or seat.random_move()


def easy_keeps_plan(state, by: dict) -> bool:
    """The easy player follows the plan where money is at stake (and in emergencies)."""
    return state.crisis is not None or state.cgr is not None or bool(EASY_PLAN & by.keys())


class Bot:
    def __init__(self, player: str, level: str, state, by: dict[str, list[dict]], rnd) -> None:
        self.me, self.level, self.state, self.by, self.rnd = player, level, state, by, rnd

    def choose(self) -> dict | None:
        s, by = self.state, self.by
        if "bankrupt" in by and len(by) == 1:
            return by["bankrupt"][0]
        if s.crisis is not None:
            return self.forced_sale()
        if s.cgr is not None:
            return self.cgr_formation()
        if s.round == "auction":
            return self.auction()
        if s.round == "stock":
            return self.stock_round()
        return self.operating()

    # --- the private auction ---

    def auction(self) -> dict | None:
        s = self.state
        passing = self.first("pass")
        if s.auction.auctioning:
            return passing  # no bidding wars
        for bid in self.by.get("bid", []):
            private = bid["private"]
            face = data().privates[private]["price"]
            if bid["price"]["min"] <= face and s.cash[self.me] - bid["price"]["min"] >= RESERVE_AFTER_PRIVATES:
                return plan.concrete(bid)
        return passing

    # --- stock rounds ---

    def stock_round(self) -> dict | None:
        s, by = self.state, self.by
        if "pass" not in by:  # over a limit, or the CGR's half director's certificate
            return self.least_harmful_sale() or next(iter(by.values()))[0]
        if s.stock_turn.bought:
            return by["pass"][0]
        return self.sell_doomed() or self.buy_own() or self.start_corporation() or self.buy_other() or by["pass"][0]

    def sell_doomed(self) -> dict | None:
        """All shares of a corporation someone else directs that will soon have no train and
        cannot pay for one: sold while they are still worth something (the strong player)."""
        s = self.state
        if self.level != "strong":
            return None
        sales = [a for a in self.by.get("sell_shares", []) if self.doomed(s.corporations[a["corporation"]])]
        sales = [a for a in sales if s.corporations[a["corporation"]].shares.director != self.me]
        return max(sales, key=lambda a: (a["percent"], a["corporation"])) if sales else None

    def doomed(self, corp) -> bool:
        s = self.state
        if corp.id == CGR or plan.lasting_trains(s, corp):
            return False
        cost = min((roster.price(s, t) for t in depot_trains(s) if not plan.rusts_soon(s, t)), default=None)
        return cost is not None and corp.cash + self.run_of(corp) < cost

    def directed(self) -> list:
        return [c for c in self.state.corporations.values() if not c.closed and c.shares.director == self.me]

    def buy_own(self) -> dict | None:
        """An initial-offer share of one's own corporation: its money goes to the treasury (the
        first five under escrow), and the directorship stays safe."""
        s = self.state
        best = None
        for a in self.by.get("buy_share", []):
            corp = s.corporations[a["corporation"]]
            if corp.shares.director != self.me or corp.id == CGR:
                continue
            pays_treasury = corp.capitalization == "incremental" or (
                corp.capitalization == "escrow" and corp.shares.sold_percent() < 50
            )
            if a["from"] == "ipo" and not pays_treasury and corp.shares.percent_of(self.me) >= 50:
                continue
            if s.cash[self.me] - price_of(s, corp, a) < self.cash_reserve():
                continue
            key = (pays_treasury, -corp.shares.percent_of(self.me), a["from"] == "pool")
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best else None

    def cash_reserve(self) -> int:
        """Cash a director keeps late in the game for a train his corporation may have to buy."""
        s = self.state
        if s.phase < 3:
            return 0
        exposed = [c for c in self.directed() if not plan.lasting_trains(s, c) and c.id != CGR]
        need = plan.next_train_price(s) or 0
        return max(0, sum(need - c.cash for c in exposed)) // 2

    def start_corporation(self) -> dict | None:
        """One corporation early, a second while trains are cheap; later only one whose treasury
        will pay for a train that lasts."""
        s = self.state
        pars = self.by.get("par", [])
        if not pars:
            return None
        own = len(self.directed())
        wanted = 1 if s.turn <= 1 else 2 if s.phase < 3 else 3
        if own >= wanted:
            return None
        cash = s.cash[self.me] - self.cash_reserve()
        # enough shares to float and one more, so it has money to work with
        shares = max(3, s.operating_percent // 10 + 1)
        affordable = [a for a in pars if shares * a["price"] <= cash and self.start_pays(a["price"], shares)]
        if not affordable:
            return None
        rank = {cid: i for i, cid in enumerate(HOME_ORDER)}
        return min(affordable, key=lambda a: (-a["price"], rank.get(a["corporation"], 99)))

    def start_pays(self, par: int, shares: int) -> bool:
        """Its treasury after floating buys the first train that will not rust soon."""
        s = self.state
        if s.phase < 2:
            return True
        treasury = {"escrow": min(shares, 5) * par, "incremental": shares * par, "full": 10 * par}
        cost = min((roster.price(s, t) for t in depot_trains(s) if not plan.rusts_soon(s, t)), default=0)
        return treasury.get(s.new_capitalization, 0) >= cost

    def buy_other(self) -> dict | None:
        """A share of the corporation paying the best dividend for its price."""
        s = self.state
        if certificates_held(s, self.me) >= s.rules.market.certificate_limit(s) - 1:
            return None
        best = None
        for a in self.by.get("buy_share", []):
            corp = s.corporations[a["corporation"]]
            if corp.shares.director == self.me and corp.id != CGR:
                continue
            cost = price_of(s, corp, a)
            if s.cash[self.me] - cost < self.cash_reserve():
                continue
            value = self.share_yield(corp, cost)
            if value is not None and self.level == "strong":
                value += (price(s, corp) - cost) / max(cost, 1)  # a par below the market: a gain at once
            if value is not None and (best is None or value > best[0]):
                best = (value, a)
        return best[1] if best and best[0] >= self.min_yield() else None

    def min_yield(self) -> float:
        """Idle cash earns nothing: the strong player buys any share that pays and holds its price."""
        return 0.04 if self.level == "strong" else 0.08

    def share_yield(self, corp, cost: int) -> float | None:
        """Dividend per share and operating round over the price, for a corporation that runs."""
        s = self.state
        if not corp.trains or not plan.lasting_trains(s, corp) and s.phase >= 3:
            return None
        revenue = self.run_of(corp)
        if revenue <= 0:
            return None
        growth = 0.03 if corp.cell and price(s, corp) >= (corp.par or 0) else 0.0
        return revenue / corp.shares.units / max(cost, 1) + growth - 0.01 * corp.loans

    def run_of(self, corp) -> int:
        s = self.state
        specs = plan.specs_for(s, corp, None)
        return plan.run_value(s, corp, specs, RUN_STEPS[self.level])

    def least_harmful_sale(self) -> dict | None:
        sales = self.by.get("sell_shares", [])
        if not sales:
            return None
        s = self.state

        def harm(a: dict) -> tuple:
            corp = s.corporations[a["corporation"]]
            return (corp.shares.director == self.me, self.share_yield(corp, price(s, corp)) or 0.0, -a["percent"])

        return min(sales, key=harm)

    def forced_sale(self) -> dict | None:
        return self.least_harmful_sale() or self.first("bankrupt")

    # --- the CGR's formation ---

    def cgr_formation(self) -> dict | None:
        by = self.by
        if "merge" in by:
            corp = self.state.corporations[by["merge"][0]["corporation"]]
            if "repay_loans" in by and self.worth_keeping(corp):
                return by["repay_loans"][0]
            return by["merge"][0]
        if "remove_token" in by:
            return by["remove_token"][0]
        if "pass" in by:
            return by["pass"][0]
        return self.weakest_train_discard(by.get("discard_train", []))

    def worth_keeping(self, corp) -> bool:
        """Repay its loans from one's own cash: it has a train that lasts and the debt is small."""
        s = self.state
        owed = 100 * corp.loans - (corp.cash // 100) * 100
        return bool(plan.lasting_trains(s, corp)) and owed <= s.cash[self.me] // 3

    def weakest_train_discard(self, discards: list[dict]) -> dict | None:
        if not discards:
            return None
        return min(discards, key=lambda a: (plan.distance_of(self.state, a["train"]), a["train"]))

    # --- operating rounds ---

    def operating(self) -> dict | None:
        s, by = self.state, self.by
        for kind in ("run_routes", "borrow_train", "destination_connection"):
            if kind in by:
                return by[kind][0]
        if "discard_train" in by:
            return self.weakest_train_discard(by["discard_train"])
        turn = s.operating
        if turn is None or s.pending_tokens:
            return self.place_lifted()
        corp = s.corporations[turn.corporation]
        step = turn.step
        if step == "home":
            return self.first("place_token")
        if "dividend" in by:
            return self.dividend(corp)
        if step == "trains" or "buy_train" in by:
            return self.trains(corp)
        if "lay_tile" in by:
            return self.lay_tile(corp)
        if step == "token" and "place_token" in by:
            return self.station(corp)
        if step == "loans":
            return self.loans(corp)
        if step == "privates":
            return self.sell_private(corp) or self.pass_()
        return self.pass_()

    def first(self, kind: str) -> dict | None:
        return next(iter(self.by.get(kind, [])), None)

    def pass_(self) -> dict | None:
        return self.first("pass")

    def place_lifted(self) -> dict | None:
        return self.first("place_token")

    # dividends

    def dividend(self, corp) -> dict:
        kinds = {a["kind"]: a for a in self.by["dividend"]}
        if "withhold" in kinds and self.needs_train_money(corp, self.state.operating.revenue):
            return kinds["withhold"]
        return kinds.get("payout") or next(iter(kinds.values()))

    def needs_train_money(self, corp, revenue: int) -> bool:
        """It has no train that lasts and its treasury cannot pay the next one (withholding
        brings it closer), and paying it from the director's pocket would hurt."""
        s = self.state
        if corp.id == CGR or plan.lasting_trains(s, corp):
            return False
        cost = plan.cheapest_bank_price(s, corp)
        if cost is None or corp.cash >= cost:
            return False
        # early, with trains still running, the money comes from the next runs
        return not (corp.trains and s.phase < 2 and corp.cash + revenue < cost)

    # trains

    def trains(self, corp) -> dict | None:
        s, by = self.state, self.by
        buys = [a for a in by.get("buy_train", []) if self.may_deal(a)]
        must = "pass" not in by
        bank = [a for a in buys if not isinstance(a["price"], dict)]
        own_corps = [a for a in buys if isinstance(a["price"], dict)]
        if must:
            if "take_loan" in by and bank == [] and corp.cash + 100 >= (plan.cheapest_bank_price(s, corp) or 0):
                return by["take_loan"][0]
            if bank:
                return min(bank, key=lambda a: (a["price"], -plan.distance_of(s, a["train"])))
            if "take_loan" in by:
                return by["take_loan"][0]
            if own_corps:
                return plan.concrete(max(own_corps, key=lambda a: plan.distance_of(s, a["train"])), "max")
            if by.get("sell_shares"):
                return self.least_harmful_sale()
            return next(iter(by.values()))[0]
        choice = self.voluntary_train(corp, bank)
        if choice:
            return choice
        if "take_loan" in by and self.loan_buys_lasting_train(corp):
            return by["take_loan"][0]
        return self.pass_() or next(iter(by.values()))[0]

    def may_deal(self, a: dict) -> bool:
        """Another corporation's train only from one's own corporation (its director must agree)
        that keeps a train of its own."""
        if not isinstance(a["price"], dict):
            return True
        s = self.state
        seller = next((c for c in s.corporations.values() if a["train"] in c.trains), None)
        return seller is not None and seller.shares.director == self.me and len(roster.counted(s, seller)) >= 2

    def voluntary_train(self, corp, bank: list[dict]) -> dict | None:
        """A train from the bank while there is room: the first, a second that adds to the run,
        or one that lasts when all its trains will soon rust (a trade-in only for a corporation
        left without trains)."""
        s = self.state
        if len(roster.counted(s, corp)) >= roster.limit(s, corp):
            trade = [a for a in bank if "trade_in" in a]
            return max(trade, key=lambda a: plan.distance_of(s, a["train"])) if trade and not corp.trains else None
        offered = [a for a in bank if "trade_in" not in a]
        useful = [a for a in offered if not plan.rusts_soon(s, a["train"])] or (offered if not corp.trains else [])
        if not useful:
            return None
        best = max(useful, key=lambda a: (plan.distance_of(s, a["train"]), -a["price"]))
        lasting = plan.lasting_trains(s, corp)
        if lasting and len(roster.counted(s, corp)) >= 2:
            return best if self.level == "strong" and self.pays_back(corp, best) else None
        if lasting and corp.cash - best["price"] < self.spare(corp):
            return None
        # a corporation that does not run loses value each round: its first train at once
        return best if not corp.trains or self.adds_to_run(corp, best["train"]) else None

    def pays_back(self, corp, a: dict) -> bool:
        """One more train whose extra run pays its price back within four runs."""
        s = self.state
        if corp.cash - a["price"] < self.spare(corp):
            return False
        steps = RUN_STEPS[self.level]
        specs = list(plan.runs.train_specs(s, corp).values())
        extra = plan.TrainSpec.simple(f"{plan.train_type(a['train'])}-x", plan.distance_of(s, a["train"]))
        gain = plan.run_value(s, corp, [*specs, extra], steps) - plan.run_value(s, corp, specs, steps)
        return 4 * gain >= a["price"]

    def spare(self, corp) -> int:
        """Cash a corporation with a lasting train keeps after buying a second (its tokens)."""
        return 0 if self.state.phase >= 2 else 40

    def adds_to_run(self, corp, train: str) -> bool:
        s = self.state
        steps = RUN_STEPS[self.level]
        specs = plan.specs_for(s, corp, None)
        with_it = [*specs, plan.TrainSpec.simple(f"{plan.train_type(train)}-x", plan.distance_of(s, train))]
        return plan.run_value(s, corp, with_it, steps) > plan.run_value(s, corp, specs, steps)

    def loan_buys_lasting_train(self, corp) -> bool:
        s = self.state
        if plan.lasting_trains(s, corp) or corp.id == CGR:
            return False
        cost = min(
            (roster.price(s, t) for t in depot_trains(s) if not plan.rusts_soon(s, t)),
            default=None,
        )
        return cost is not None and corp.cash < cost <= corp.cash + 90

    # loans

    def loans(self, corp) -> dict | None:
        by = self.by
        if "payoff_loan" in by and corp.cash - 100 >= self.train_fund(corp):
            return by["payoff_loan"][0]
        return self.pass_() or next(iter(by.values()))[0]

    def train_fund(self, corp) -> int:
        """What the treasury keeps for its next train."""
        s = self.state
        if plan.lasting_trains(s, corp):
            return 0
        return plan.next_train_price(s) or 0

    # privates

    def sell_private(self, corp) -> dict | None:
        """The director's own private, sold to his corporation at its highest price when the
        treasury does not need the money for a train."""
        s = self.state
        for a in self.by.get("buy_private", []):
            private = s.privates[a["private"]]
            if private.owner != self.me:
                continue
            top = a["price"]["max"]
            if corp.cash - top >= self.train_fund(corp) and top >= data().privates[a["private"]]["price"]:
                return plan.concrete(a, "max")
        return None

    # stations

    def station(self, corp) -> dict | None:
        s = self.state
        places = self.by.get("place_token", [])
        fund = self.train_fund(corp)
        cost = corp.tokens_left[0] if corp.tokens_left else 0
        if not places or corp.cash - cost < fund:
            return self.pass_()
        phase_colours = colours(s)
        board = s.board

        def worth(a: dict) -> tuple:
            coord, ref = a["city"].rsplit("-", 1)
            tile, _ = board.face(coord)
            stop = tile.stops.get(ref)
            revenue = revenue_in_phase(stop.revenue, phase_colours) if stop else 0
            return (revenue, a["city"])

        return max(places, key=worth)

    # track

    def lay_tile(self, corp) -> dict | None:
        s = self.state
        lays = [a for a in self.by["lay_tile"] if "hex" in a]
        if not lays:
            return self.pass_()
        fund = self.train_fund(corp)
        cheap = [a for a in lays if "private" in a or corp.cash - lay_cost(s, a) >= fund] or []
        if not cheap:
            return self.pass_()
        goal = self.destination(corp)
        candidates = self.lay_candidates(corp, cheap, goal)
        specs = plan.specs_for(s, corp, self.next_type(corp))
        steps = RUN_STEPS[self.level]
        base = plan.run_value(s, corp, specs, steps)
        best, best_key = None, None
        for a in candidates:
            value = plan.lay_value(s, corp, a, specs, steps, goal)
            gain = value.revenue - base + (200 if value.reaches else 0)
            score = gain + self.growth(a, goal) - lay_cost(s, a) / 10
            key = (score, self.rnd.random())
            if best_key is None or key > best_key:
                best, best_key = a, key
        if best is not None and best_key is not None and (best_key[0] > 0 or "private" in best):
            return best
        new_track = [a for a in cheap if a["hex"] not in s.board.laid]
        if new_track:  # nothing gains now: extend the network toward revenue
            return max(new_track, key=lambda a: (self.growth(a, goal) - lay_cost(s, a) / 10, self.rnd.random()))
        return self.pass_()

    def growth(self, a: dict, goal) -> float:
        """New track toward revenue (and the destination) for later runs: the revenue near the
        hex and near the hexes its track leads to."""
        s = self.state
        if a["hex"] in s.board.laid:
            return 0.0
        board = s.board.board
        exits = board.tiles[a["tile"]].exits(a["rotation"])
        beyond = [h for e in exits if (h := across(a["hex"], e)) is not None and h in board.hexes]
        ahead = sum(plan.potential(board, h) for h in beyond) / max(1, len(beyond))
        toward = min((20 / (1 + self.goal_distance(h, goal)) for h in beyond), default=0.0) if goal else 0.0
        return 0.3 * (plan.potential(board, a["hex"]) + ahead) + toward

    def destination(self, corp) -> tuple[str, list[str]] | None:
        if corp.destinated or corp.id == CGR or corp.escrow is None:
            return None
        key = "alternate_destination" if self.state.options.get("alternate_destinations") else "destination"
        dest = data().corporations[corp.id][key]
        return dest["from"], dest["to"]

    def goal_distance(self, coord: str, goal) -> int:
        if not goal:
            return 0
        return min(plan.hex_distance(coord, g) for g in goal[1])

    def next_type(self, corp) -> str | None:
        """The train type the corporation would buy next (a run measure for growth)."""
        t = plan.next_new_type(self.state)
        return t if t and roster.distance(self.state, f"{t}-0") else None

    def lay_candidates(self, corp, lays: list[dict], goal) -> list[dict]:
        """The lays worth measuring: on the hexes with the most revenue to gain, nearest the
        destination, at most LAY_RUNS of them."""
        s = self.state
        phase_colours = colours(s)
        scored: dict[str, float] = {}
        for a in lays:
            tile = s.board.board.tiles[a["tile"]]
            old, _ = s.board.face(a["hex"])
            gain = stop_revenue(tile, phase_colours) - stop_revenue(old, phase_colours)
            score = gain + 10 * bool(tile.stops) + self.growth(a, goal)
            scored[a["hex"]] = max(scored.get(a["hex"], -1e9), score)
        hexes = sorted(scored, key=lambda h: (-scored[h], h))[: LAY_HEXES[self.level]]
        fresh = [h for h in sorted(scored, key=lambda h: (-scored[h], h)) if h not in s.board.laid]
        if fresh and fresh[0] not in hexes:
            hexes[-1] = fresh[0]
        chosen = [a for a in lays if a["hex"] in hexes]
        self.rnd.shuffle(chosen)
        return chosen[: LAY_RUNS[self.level]]


def stop_revenue(tile, phase_colours) -> int:
    return sum(revenue_in_phase(stop.revenue, phase_colours) for stop in tile.stops.values())


def lay_cost(state, a: dict) -> int:
    if "private" in a:
        return 0
    return track.lay_cost(state.board, a["hex"])


def price_of(state, corp, a: dict) -> int:
    return corp.par if a["from"] == "ipo" and corp.par else price(state, corp)
