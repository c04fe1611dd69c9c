"""Import of an 18xx.games 18ESP export: the core's importer (core18xx/import18xx.py) with 18ESP's
own actions. The players keep their seats (option `seated`: 18xx.games seats them before the game
and its export lists them in seat order), their optional rule `core` is the standard set-up, and
the game goes on as 18xx.games plays 18ESP where it departs from the rule book (option
`as_18xx_games`).

Their actions and ours (docs/rules-18esp.md, part 5):
- `payoff_player_debt` repays the whole loan (5.7.2);
- `choose` means what the step asks: the side of P2's train, the mountain pass to open (track),
  the train taking the tender ("0", "1", ...: its place among the trains that run), whether a
  major's marker takes a minor's place ("map"/"charter"); `choose_ability` by P4 opens a pass
  with P4; `merge` is a takeover, `combined_trains` combines, `special_buy` buys a tender
  (from P5's owner, or "from bank": the Open Market);
- their destination checks and MZ's home station are done by our engine by itself.

The two engines walk through a turn's steps alike but not in step: each moves on by itself where
it sees nothing to decide, and each sees that differently (their Acquire step passes by itself
after every revenue; ours leaves the track step once nothing more can be built, theirs waits for
a pass). So the importer follows which step of their turn each action belongs to (`Turn`): ours
is brought to that step first with what the director would do there to move on (a pass, a run
of nothing where their engine saw no route), and a pass of theirs ends our step only where ours
still asks; where ours has already left it, there is nothing to play.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...api import Game
from ...core18xx import import18xx as core
from ...core18xx import runs, stock_round
from ...core18xx.routes import Route
from . import board, dividends, loans, operating, tenders, track18xx, trains, turn18xx
from .data import CORE
from .goals import DESTINATION
from .numbering import Numbering
from .private_sales import P2
from .rules import TITLE
from .state import AS_18XX_GAMES, OPERATING, RECORDED_MOVES, SEATED, STOCK, Corporation
from .turn_steps import STEP_NAMES

OWN_CHECKS = ("destination_connection",)  # our engine checks the goals by itself (6.1)
HOME, TRACK, ROUTES, DIVIDEND, TAKEOVER, TRAINS, PRIVATES = STEP_NAMES
COMBINE = "combine"  # their step after buying trains, for combined trains (ours: the train step's)
THEIR_STEPS = (HOME, TRACK, ROUTES, DIVIDEND, TAKEOVER, TRAINS, COMBINE, PRIVATES)
# the step of a turn each of their actions belongs to (in our steps' names)
STEP_OF = {
    "lay_tile": TRACK,
    "place_token": TRACK,
    "choose_ability": TRACK,
    "run_routes": ROUTES,
    "dividend": DIVIDEND,
    "merge": TAKEOVER,
    "buy_train": TRAINS,
    "combined_trains": COMBINE,
    "sell_shares": TRAINS,  # a director's sales for the train (5.7.1)
}
# a pass of theirs where no step of theirs ends with one (after the track, before the revenue):
# their Acquire step's
PASSED_AFTER = {HOME: TRACK, ROUTES: TAKEOVER, DIVIDEND: TAKEOVER}


def ours(step: str) -> str:
    """Our step where theirs is."""
    return TRAINS if step == COMBINE else step


@dataclass
class Turn:
    """Where their engine is in a corporation's turn: the step its actions belong to."""

    corporation: str
    round: tuple[int, int]  # ours' turn and operating round when it began
    step: str = HOME
    over: bool = False  # their last step passed: nothing of this turn is left


class Importer(core.Importer):
    title = TITLE
    numbering = Numbering
    numbers: Numbering

    def __init__(self, export: dict) -> None:
        super().__init__(export)
        self.turn: Turn | None = None
        self.last = None  # who acted in their last action
        self.p2_minor: str | None = None  # a minor that has just bought P2
        self.declines: str | None = None  # a player whose repayment ended his stock turn: theirs lets him sell
        # their last step asked as the round stood before their last recorded action, a pass (None: another action)
        self.privates_on_pass: bool | None = None
        self.acquire_passed = False  # the action being played is their Acquire step's own pass
        self.track_left_asking = False  # ours ended a turn in its track step where theirs still asks

    def options(self, rules: list[str], moves: int) -> dict:
        # an optional rule we do not know is refused as such
        options: dict[str, bool | int] = {r: True for r in rules}
        options[CORE] = CORE in rules
        options[AS_18XX_GAMES] = True  # it was played there: it goes on as it would there
        options[SEATED] = True
        options[RECORDED_MOVES] = moves
        return options

    def revenues(self, corp: Corporation, run: list[dict]) -> list[int]:
        """What each route earns besides its mines and harbours (their `revenue`; that money,
        their `subsidy`, goes to the treasury, 5.4.2)."""
        colours = runs.colours(self.state)
        total = runs.route_revenues(self.state, corp, run)
        return [r - board.treasury_revenue(self.state.board, Route.from_json(j), colours) for r, j in zip(total, run)]

    @property
    def their_turn(self) -> Turn:
        """Their turn, once their_step has found the action in one."""
        assert self.turn is not None
        return self.turn

    # --- the steps of a turn, theirs and ours ---
    def translate(self, a: dict) -> dict | None:
        if a["type"] in OWN_CHECKS:
            self.check_at_turn_start(a)
            return None
        if self.home_placed(a) or self.turn_over(a) or self.minor_side(a) or self.marker_stays(a):
            return None
        step = self.their_step(a)
        s = self.state
        if step is None:
            if a["type"] == "pass" and a.get("entity_type") == "corporation" and s.round != OPERATING:
                return None  # ours ended the set of operating rounds with that turn by itself
            return super().translate(a)
        turn = self.their_turn
        corp = turn.corporation
        if a["type"] == "pass" and step == TRACK and self.track_over(corp):
            step = TAKEOVER  # their track step ended with the last lay: the pass is their Acquire step's
        if self.ahead(corp):
            if a["type"] == "pass":
                late = step in (TRAINS, COMBINE) and turn.round != (s.turn, s.or_number)  # the last step's
                turn.over = turn.over or step == PRIVATES or late
                return None  # ours ended that turn by itself
        else:
            self.align(corp, ours(step))
        if a["type"] != "pass":
            turn.step = step
            return super().translate(a)
        if step == TRAINS and not turn18xx.buying_asks(self.state, self.state.corporations[corp]):
            # their train step did not ask (no room, no cash): the pass is a later step's
            step = COMBINE if self.combining(corp) else PRIVATES
            self.align(corp, ours(step))
        elif step == COMBINE and not self.combining(corp):
            step = PRIVATES  # nothing left to combine: their step for it did not ask, the pass is the last step's
            self.align(corp, PRIVATES)
        if step == TRAINS and self.combining(corp):
            turn.step = COMBINE  # their pass ends the buying; ours' step goes on for combining
            return None
        # their step for combined trains asks only when there is one to make
        turn.over = step == PRIVATES
        turn.step = PRIVATES if step in (TRAINS, COMBINE, PRIVATES) else THEIR_STEPS[THEIR_STEPS.index(step) + 1]
        return super().translate(a) if self.asks_pass(corp, ours(step)) else None

    def track_over(self, corp: str) -> bool:
        """Ours is in that corporation's track step or has left it, and theirs no longer asks
        there, nor does their route step (no route): their next pass is their Acquire step's."""
        s = self.state
        if s.operating is None or s.operating.corporation != corp or s.operating.step == HOME:
            return False
        c = s.corporations[corp]
        return not track18xx.track_asks(s, c) and not turn18xx.route_asks(s, c)

    def turn_over(self, a: dict) -> bool:
        """Their pass ending a stock turn ours ended by itself (after a loan repaid ours allows
        no more sales, 5.7.2; theirs does), though the turn may have come round to him again at
        once (the others passing by themselves)."""
        s, declined = self.state, self.declines
        self.declines = None
        if a["type"] != "pass" or a.get("entity_type") != "player" or s.round != STOCK:
            return False
        player = self.names.get(str(a["entity"]))
        return player == declined or (player not in self.game.active_players and self.last == a["entity"])

    def check_at_turn_start(self, a: dict) -> None:
        """Their check of a goal reached, recorded as the corporation's turn begins: ours checks
        there too, so it moves on to that turn (a goal ours has already seen needs nothing)."""
        s = self.state
        corp = s.corporations.get(a.get("entity"))
        if corp is None or corp.minor or s.round != OPERATING or s.operating is None or self.waiting():
            return
        if DESTINATION in corp.reached or s.operating.corporation == corp.id or corp.id in s.operated:
            return
        self.turn = Turn(corp.id, (s.turn, s.or_number))
        self.align(corp.id, HOME)

    def marker_stays(self, a: dict) -> bool:
        """Their engine's choice of the major's marker after a takeover where ours had none to
        make (no marker to move), recorded after the takeover."""
        return a["type"] == "choose" and a.get("choice") in ("map", "charter") and self.state.takeover_marker is None

    def minor_side(self, a: dict) -> bool:
        """Their engine's choice of the side of P2's train for a minor that has just bought P2,
        recorded after the purchase; ours takes a minor's side with the purchase."""
        if a["type"] != "choose" or a.get("entity") != self.p2_minor:
            return False
        self.p2_minor = None
        return True

    def play_recorded(self, a: dict) -> None:
        s = self.state
        turn = s.operating if s.round == OPERATING else None
        asked = None
        if turn is not None and a.get("type") == "pass" and a.get("entity") == turn.corporation:
            asked = turn18xx.privates_asks(s, s.corporations[turn.corporation])  # a pass changes nothing it looks at
        before = (turn.corporation, turn.pass_opened, turn.token_placed) if turn and turn.step == TRACK else None
        super().play_recorded(a)
        self.privates_on_pass = asked
        self.track_left_asking = before is not None and self.left_asking(a, *before)

    def left_asking(self, a: dict, corp: str, opened: bool, placed: bool) -> bool:
        """Ours ended the corporation's turn with its action in the track step while their track
        step still asked (a mountain pass to open, P1's lay): their pass of it comes next."""
        s = self.state
        if a.get("type") == "pass" or s.operating is None or self.turn is None or self.turn.corporation != corp:
            return False
        if not self.ahead(corp):
            return False
        opened = opened or (a.get("type") == "choose" and a.get("entity_type") == "corporation")
        return track18xx.track_asks_after(s, s.corporations[corp], opened, placed or a.get("type") == "place_token")

    def play_auto(self, auto: dict) -> None:
        """Their engine's only pass by itself is its Acquire step's, where no takeover is possible."""
        self.acquire_passed = auto.get("type") == "pass"
        try:
            super().play_auto(auto)
        finally:
            self.acquire_passed = False

    def play(self, theirs: dict) -> None:
        if self.game.finished and theirs.get("type") == "pass" and theirs.get("entity_type") == "corporation":
            return  # their engine passes the last turn's steps that ours ended with the game
        super().play(theirs)
        buyer = self.state.corporations.get(theirs.get("entity"))
        bought_p2 = theirs["type"] == "buy_company" and theirs.get("company") == P2
        self.p2_minor = theirs["entity"] if bought_p2 and buyer is not None and buyer.minor else None
        self.last = theirs.get("entity")
        if theirs["type"] == "payoff_player_debt" and self.state.round == STOCK and not self.state.stock_turn.actions:
            player = self.names.get(str(theirs["entity"]))
            self.declines = player if player is not None and stock_round.sell_choices(self.state, player) else None

    def their_step(self, a: dict) -> str | None:
        """The step of the operating corporation's turn their action belongs to (None: outside
        a turn's steps: the stock round, an interruption, a power used at any time)."""
        s = self.state
        if s.round != OPERATING:
            self.turn = None  # a corporation operating last before a stock round and first after it: two turns
            return None
        if s.operating is None or self.waiting():
            return None
        if a.get("entity_type") == "corporation" and (self.turn is None or self.new_turn(a)):
            self.turn = Turn(a["entity"], (s.turn, s.or_number))
        if self.turn is None:
            return None
        kind = a["type"]
        if kind == "pass":
            return PASSED_AFTER.get(self.turn.step, self.turn.step)
        if kind == "choose":
            choice = str(a["choice"])
            step: str | None = ROUTES if choice.isdigit() else TAKEOVER if choice in ("map", "charter") else TRACK
        else:
            step = STEP_OF.get(kind)
        if step is None:
            return None
        return step if THEIR_STEPS.index(step) > THEIR_STEPS.index(self.turn.step) else self.turn.step

    def new_turn(self, a: dict) -> bool:
        """Their corporation's action begins a turn: another corporation's, or the same one's
        going on where ours has begun its next turn (last in one operating round, first in the
        next), unless it is a pass that their old turn still asked for."""
        s, corp = self.state, a["entity"]
        if self.their_turn.corporation != corp:
            return True
        if s.operating.corporation != corp or self.their_turn.round == (s.turn, s.or_number):
            return False
        return a["type"] != "pass" or not self.late_pass()

    def late_pass(self) -> bool:
        """Their pass belongs to the corporation's turn that ours ended with the round: their
        Acquire step's own pass, recorded with the action ending it, or their last step's where
        that still asked as the round ended (after a pass as the round stood before it, else as
        it stands now); their other steps ended with ours (as our export writes them)."""
        s, turn = self.state, self.their_turn
        step = PASSED_AFTER.get(turn.step, turn.step)
        if step == TAKEOVER or self.acquire_passed or (step == TRACK and self.track_left_asking):
            return True
        if turn.over or step not in (TRAINS, COMBINE, PRIVATES):
            return False
        asked = self.privates_on_pass
        return turn18xx.privates_asks(s, s.corporations[turn.corporation]) if asked is None else asked

    def waiting(self) -> bool:
        """Ours waits for an answer outside the turn's steps (P2's side, a takeover's marker, a
        lifted marker, trains over the limit)."""
        s = self.state
        return bool(s.p2_buyer or s.offer or s.takeover_marker or s.pending_tokens or operating.discards_due(s))

    def ahead(self, corp: str) -> bool:
        """Ours has ended that corporation's turn of this round, or the round."""
        s = self.state
        return self.their_turn.round != (s.turn, s.or_number) or (
            corp != s.operating.corporation and corp in s.operated
        )

    def combining(self, corp: str) -> bool:
        """Their step for combined trains will ask: a combination is possible (6.2.1)."""
        c = self.state.corporations[corp]
        return bool(trains.combine_choices(self.state, c, c.shares.director))

    def align(self, corp: str, step: str) -> None:
        """Ours moved on to that corporation's step as its director would: passing, or running
        nothing where their engine saw no route."""
        while self.state.round == OPERATING and not self.waiting():
            turn = self.state.operating
            if turn.corporation == corp and STEP_NAMES.index(turn.step) >= STEP_NAMES.index(step):
                return
            if self.ahead(corp):
                return  # ours ended that corporation's turn on the way
            director = self.state.corporations[turn.corporation].shares.director
            base = {"player": director, "corporation": turn.corporation}
            if turn.step == ROUTES and self.offers("run_routes"):
                self.game.play_on({"type": "run_routes", **base, "routes": []})
            elif self.asks_pass(turn.corporation, turn.step):
                self.game.play_on({"type": "pass", **base})
            else:
                return

    def asks_pass(self, corp: str, step: str) -> bool:
        turn = self.state.operating
        if turn is None or turn.corporation != corp or turn.step != step:
            return False
        return any(o.get("corporation") == corp for o in self.offers("pass"))

    def offers(self, kind: str) -> list[dict]:
        """Our offers of that type now (tile lays and runs as offers, checked when applied)."""
        return [o for o in self.title.choices(self.state, False, kind) if o["type"] == kind]

    def home_placed(self, a: dict) -> bool:
        """MZ's home station, which their engine places as an action and ours by itself."""
        corp = self.state.corporations.get(a["entity"]) if a["type"] == "place_token" else None
        if corp is None or self.state.pending_tokens or not corp.home_placed or a.get("entity_type") != "corporation":
            return False
        on_home = (
            a["city"].startswith(self.state.homes[corp.id][0])
            or self.copies.get(a["city"].rsplit("-", 1)[0]) == self.state.homes[corp.id][0]
        )
        return on_home and corp.id in self.state.board.tokens.get(self.city(a["city"]), ())

    # --- 18ESP's own ---
    def title_action(self, a: dict, base: dict, corp: dict) -> dict | None:
        kind, s = a["type"], self.state
        if kind == "payoff_player_debt":
            return {"type": loans.REPAY, **base, "amount": loans.owed(s, base["player"])}
        if kind == "choose":
            return self.choice(a, base, corp)
        if kind == "place_token" and s.pending_tokens:  # a marker lifted by a lay, placed by the one laying
            return {"type": "place_token", **base, "corporation": s.pending_tokens[0][0], "city": self.city(a["city"])}
        if kind == "choose_ability":  # P4 opens a pass
            return {"type": "open_pass", **base, **corp, "hex": a["choice"], "private": a["entity"]}
        if kind == "merge":
            return {"type": "take_over", **base, **corp, "minor": a["corporation"]}
        if kind == "buy_train":  # the side chosen, of a new train (one from a corporation keeps its own)
            side = {"variant": a["variant"]} if "variant" in a else {}
            return {"type": "buy_train", **base, **corp, "train": a["train"], "price": a["price"], **side}
        if kind == "combined_trains":
            return self.combined(a, base, corp)
        if kind == "special_buy":
            source = tenders.MARKET if "bank" in a["description"] else tenders.P5
            return {"type": "buy_tender", **base, **corp, "price": a["cost"], "from": source}
        if kind == "buy_company":
            return {"type": "buy_private", **base, **corp, "private": a["company"], "price": a["price"]}
        return None

    def choice(self, a: dict, base: dict, corp: dict) -> dict:
        s, choice = self.state, str(a["choice"])
        if s.p2_buyer is not None:
            train = next(o["train"] for o in self.offers("choose_side"))
            return {"type": "choose_side", **base, **corp, "train": train, "variant": choice}
        if s.takeover_marker is not None:
            return {"type": "takeover_marker", **base, "corporation": s.takeover_marker[0], "choice": choice}
        if choice.isdigit():  # the tender's train, by its place among those their engine runs
            trains = dividends.runnable_trains(s, s.corporations[corp["corporation"]])
            return {"type": "attach_tender", **base, **corp, "train": trains[int(choice)]}
        return {"type": "open_pass", **base, **corp, "hex": choice}

    def combined(self, a: dict, base: dict, corp: dict) -> dict:
        """Their recycled card by its type (their recorded games name one card for several, D9)."""
        wanted = a["additional_train"].rsplit("-", 1)[0]
        offers = [o for o in self.offers("combine_trains") if o["train"] == a["base"]]
        offer = next((o for o in offers if o["recycled"].rsplit("-", 1)[0] == wanted), None)
        return {
            "type": "combine_trains",
            **base,
            **corp,
            "train": a["base"],
            "recycled": offer["recycled"] if offer else a["additional_train"],
            "variant": a["additional_train_variant"],
            "price": offer["price"] if offer else 0,
        }


def import_game(export: dict) -> Game:
    """The export replayed (its outline checked by importers.check_export)."""
    return Importer(export).run()
