"""Export of an 18ESP game as an 18xx.games export: the core's exporter (core18xx/export18xx.py)
with 18ESP's own actions. Their optional rule `core` is our standard set-up; the players are
listed in our seat order (their engine seats them as the export lists them), which is the order
the player order cards dealt (2.1). Where our game followed the rule book against 18xx.games the
description says so from that move on (docs/rules-notes.md, 18ESP).

Our actions and theirs (docs/rules-18esp.md, part 5): a loan repaid is `payoff_player_debt` (the
whole loan); a mountain pass opened is `choose` (P4's: `choose_ability` by P4); the tender's
train `choose` with its place among the trains that run; a takeover `merge`, its marker
`choose` "map"/"charter"; P2's side `choose`; combining `combined_trains`; a tender
`special_buy`. What their engine records by itself after an action is added to it (its auto
actions): a destination reached, the pass of its Acquire step when no takeover is possible,
MZ's home station, a minor's side of P2's train. Their engine asks for a pass where ours moved on
by itself after buying trains when a combined train could be made (two steps of theirs, one of
ours).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...api import Game
from ...core18xx import export18xx as core
from ...core18xx import stock_round
from ...core18xx.hooks import Rules18xx, nothing
from ...core18xx.ids18xx import city_to_18xx
from ...core18xx.market import Market
from . import dividends, loans, operating, privates, tenders, track18xx, turn18xx
from .data import CORE, data
from .deviations import DEVIATIONS
from .goals import DESTINATION
from .numbering import Numbering
from .rules import TITLE
from .state import OPERATING, State
from .turn_steps import STEP_NAMES

HOME, TRACK, ROUTES, DIVIDEND, TAKEOVER, TRAINS, PRIVATES = STEP_NAMES
P2, MZ = "P2", "MZ"


OPTIONAL_RULES = (CORE,)


def export_game(game: Game) -> dict:
    return Exporter(game).run()


@dataclass(frozen=True)
class Moment:
    """What the auto actions after one of our actions depend on: where the turn was."""

    corporation: str | None
    step: str | None
    round: tuple[int, int]  # the turn and the operating round
    destinations: frozenset[str]  # majors that had reached their destination
    homes: frozenset[str]  # corporations with their home station placed
    p2_owner: str | None
    pass_opened: bool  # the turn's mountain pass
    token_placed: bool  # the turn's station marker


def moment(s: State) -> Moment:
    turn = s.operating if s.round == OPERATING else None
    return Moment(
        turn.corporation if turn else None,
        turn.step if turn else None,
        (s.turn, s.or_number),
        frozenset(cid for cid, c in s.corporations.items() if DESTINATION in c.reached),
        frozenset(cid for cid, c in s.corporations.items() if c.home_placed),
        s.privates[P2].owner if P2 in s.privates else None,
        bool(turn and turn.pass_opened),
        bool(turn and turn.token_placed),
    )


def may_end_round(s: State) -> bool:
    """The operating round may end with this action: no corporation after this one is sure to
    operate in it (a major started that has not operated; a minor may be taken over or closed)."""
    if s.round != OPERATING:
        return False
    rest = (s.corporations[cid] for cid in s.operating_order[s.operating_index + 1 :])
    return not any(c.started and not c.closed and not c.minor and c.id not in s.operated for c in rest)


def set_not_over(rules: Rules18xx) -> Rules18xx:
    """A title's rules as they are, but for the end of a set of operating rounds, which does
    nothing: how a turn that ended the set left the round, before the set's end changed it."""
    return replace(rules, operating=replace(rules.operating, operating_set_over=nothing))


class Exporter(core.Exporter):
    title_id = TITLE.id
    title_18xx = "18ESP"
    numbering = Numbering
    optional_rules = OPTIONAL_RULES
    known_deviations = DEVIATIONS  # deviations.py
    numbers: Numbering

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.players = list(self.state.players)  # the seats as dealt: their engine's order
        self.before = moment(self.state)
        self.action: dict = {}  # ours, being written
        self.after_ours: list[dict] = []  # their actions after it
        self.privates_on_pass = False  # their last step would ask, as the round stood before our pass
        self.prior: State | None = None  # the round before our action, where the action may end it
        self.track_ended: tuple = ()  # the turn whose track step theirs ended before ours: (turn, round, corporation)
        self.combined_in: tuple = ()  # the turn in which a train was combined: (turn, round, corporation)

    @property
    def market(self) -> Market:
        return data().market

    def document(self) -> dict:
        out = super().document()
        out["players"] = [{"id": p, "name": p} for p in self.players]
        return out

    # --- their steps where ours has none ---
    def lead_in(self, s: State, a: dict) -> list[dict]:
        """Their pass ending the buying of trains before a combined train (ours: one step)."""
        self.before, self.action = moment(s), a
        self.prior = self.game.title.clone(s) if may_end_round(s) else None  # (turn_end)
        turn = s.operating if s.round == OPERATING else None
        # a pass changes nothing their last step looks at: what it would ask, before the round moves on
        self.privates_on_pass = (
            turn is not None
            and a["type"] == "pass"
            and a.get("corporation") == turn.corporation
            and turn18xx.privates_asks(s, s.corporations[turn.corporation])
        )
        if a["type"] == "combine_trains":
            turn = (s.turn, s.or_number, a["corporation"])
            buying = self.combined_in != turn  # their buying step is over after the first one
            self.combined_in = turn
            if buying and turn18xx.buying_asks(s, s.corporations[a["corporation"]]):
                return [self.passing(a["corporation"])]
        return []

    def passing(self, corp: str) -> dict:
        return {"type": "pass", "entity": corp, "entity_type": "corporation"}

    # --- what their engine records by itself, and the passes it asks for after ours ---
    def auto_actions(self, s: State) -> list[dict]:
        """After our action: its own auto actions (returned), then for each step ours went by
        without a decision where theirs asks, their pass (`trailing`), each pass with the auto
        actions that follow it."""
        before, now, corp = self.before, moment(s), self.before.corporation
        self.after_ours = []
        if self.action["type"] == "end_game":
            return []  # the game is over: their engine does nothing more
        own: list[dict] = [self.reached(c) for c in sorted(now.destinations - before.destinations) if c == corp]
        if self.action["type"] == "take_over" and s.takeover_marker is None and s.offer is None:
            own.append({"type": "choose", **self.corp(self.action), "choice": "charter"})  # no marker to move
        if now.p2_owner != before.p2_owner and now.p2_owner in s.corporations and s.corporations[now.p2_owner].minor:
            own.append({"type": "choose", "entity": now.p2_owner, "entity_type": "corporation", "choice": "2"})
        self.after_ours, carrier = [], own
        if corp is not None:
            ahead = self.track_ended_by(s)
            if ahead is not None:  # their steps after the track step: now, as ours stands after its pass
                carrier = self.steps_gone_by(ahead, before, moment(ahead), corp, carrier, passed=True)
            elif not self.track_gone_by(before):
                carrier = self.steps_gone_by(s, before, now, corp, carrier)
        # (the turn ended, though it may come round to him again at once when the others pass by themselves)
        repaid = self.action["type"] == loans.REPAY and not s.stock_turn.actions
        if repaid and stock_round.sell_choices(s, self.action["player"]):
            # ours ends the stock turn after a repayment with nothing to buy; theirs still lets him sell
            self.after_ours.append({"type": "pass", "entity": self.action["player"], "entity_type": "player"})
        for cid in sorted(now.homes - before.homes):  # placed by ours at the turn's start
            place = {"type": "place_token", **self.corp({"corporation": cid}), **self.home(s, cid)}
            if cid == MZ:
                # their engine places MZ's by itself too, as an action that always names slot 0: it
                # clears the city's reservations and takes its first free slot, whatever the action says
                carrier.append({**place, "slot": 0})
            elif turn18xx.home_asks(s, s.corporations[cid]) and self.action["type"] != "place_token":
                self.after_ours.append({**place, "auto_actions": []})  # theirs asks which city
                carrier = self.after_ours[-1]["auto_actions"]
        # the next corporation's destination: their check at its turn's start sees no station before
        # its home station is placed, then checks again (their HomeToken step after the check)
        carrier += [self.reached(c) for c in sorted(now.destinations - before.destinations) if c != corp]
        for theirs in self.after_ours:
            if not theirs.get("auto_actions", True):
                del theirs["auto_actions"]
        return own

    def steps_gone_by(self, s: State, before: Moment, now: Moment, corp: str, carrier: list, passed: bool = False):
        """For each step ours went by without a decision where theirs asks, their pass (`trailing`);
        returns where the auto actions after them go."""
        same_round = s.round == OPERATING and (s.turn, s.or_number) == before.round
        turn_over = now.corporation != corp or now.round != before.round  # (it may operate first in the next)
        for step in self.gone_by(before, now, passed):
            c = s.corporations[corp]
            if step == TAKEOVER:
                carrier.append(self.passing(corp))  # their Acquire step passes by itself
            elif self.asked(s, c, step, turn_over) if same_round else self.asked_at_end(s, c, step):
                # (as the round stands after our action; where it has ended, as the turn ended)
                self.after_ours.append({**self.passing(corp), "auto_actions": []})
                carrier = self.after_ours[-1]["auto_actions"]
        return carrier

    def track_ended_by(self, s: State) -> State | None:
        """Their track step ended by itself with our action (no tile lay, station marker or pass left
        to ask for) while ours waits for the corporation's pass, perhaps after a private bought in
        between: the round as it stands after that pass, where their engine goes on at once."""
        turn = s.operating if s.round == OPERATING else None
        key = (s.turn, s.or_number, self.before.corporation)
        if turn is None or self.action["type"] == "pass" or self.before.step != TRACK or turn.step != TRACK:
            return None
        if turn.corporation != self.before.corporation or self.track_ended == key or operating.waits(s):
            return None  # (ours waits first for a decision the action left: a lifted marker's city)
        if self.track_asks(s, s.corporations[turn.corporation]):
            return None
        self.track_ended = key
        title = self.game.title
        ahead = title.clone(s)
        director = s.corporations[turn.corporation].shares.director  # (the action may be an offer's answer)
        title.apply(ahead, {"type": "pass", "player": director, "corporation": turn.corporation})
        return ahead

    def track_gone_by(self, before: Moment) -> bool:
        """Our pass of a track step whose end was written with the action that ended theirs."""
        key = (*before.round, before.corporation)
        return before.step == TRACK and self.action["type"] == "pass" and self.track_ended == key

    def asked_at_end(self, s: State, corp, step: str) -> bool:
        """Their step still asked where ours ended the round with the turn: the track step (a
        mountain pass it reaches still closed, whatever opening it costs), the train step (their
        engine asks while it has room and the cash for a train, in any phase counting other
        corporations' trains at 1) and the last step, as the turn stood at its end."""
        if step == TRACK:
            end = self.turn_end(s, corp)
            return self.track_asked(end, end.corporations[corp.id], True)
        if step == TRAINS:
            end = self.turn_end(s, corp)
            return self.asked(end, end.corporations[corp.id], step, True)
        return step == PRIVATES and self.privates_at_end(s, corp)

    def privates_at_end(self, s: State, corp) -> bool:
        """Their last step asked where ours ended the round with the turn: after a pass as the round
        stood before it (a pass changes nothing that step looks at), else as the turn ended."""
        if self.action["type"] == "pass":
            return self.privates_on_pass
        end = self.turn_end(s, corp)
        return turn18xx.privates_asks(end, end.corporations[corp.id])

    def turn_end(self, s: State, corp) -> State:
        """A copy of the round as it stood at the end of the turn that ended it: our action played
        again on the round as it stood before, without what the end of a set does (the export and
        the phase it brings, 5.9), and without the income its privates paid the corporation at
        the next round's start (5.2)."""
        end = self.game.title.clone(self.prior)
        end.rules = set_not_over(end.rules)  # this copy only
        self.game.title.apply(end, self.action)
        if s.round == OPERATING:
            end.corporations[corp.id].cash -= privates.corporation_income(s, corp.id)
        return end

    def home(self, s: State, cid: str) -> dict:
        city = next(c for c, slots in s.board.tokens.items() if cid in slots)
        return {"city": city_to_18xx(s.board, city), "slot": s.board.tokens[city].index(cid)}

    def trailing(self, s: State, a: dict) -> list[dict]:
        return self.after_ours

    def gone_by(self, before: Moment, now: Moment, passed: bool = False) -> list[str]:
        """The steps of the corporation's turn ours left by itself during our action: the one it
        acted in (unless it passed there) and those after it, up to where it stands now."""
        if before.step is None or before.corporation is None:
            return []
        order = STEP_NAMES.index
        same_turn = now.corporation == before.corporation and now.round == before.round
        end = order(now.step) if same_turn and now.step is not None else len(STEP_NAMES)
        first = order(before.step) + (1 if passed or self.action["type"] == "pass" else 0)
        if end <= order(before.step):
            return []
        return list(STEP_NAMES[first:end])

    def track_asks(self, s: State, corp) -> bool:
        return track18xx.track_asks(s, corp)

    def asked(self, s: State, corp, step: str, turn_over: bool) -> bool:
        """Their step still asked (for a pass) when ours left it by itself during our action."""
        if step == TRACK:
            return self.track_asked(s, corp, turn_over)
        if step == TRAINS:  # after a combined train their buying step is over: their next one combines
            if self.combined_in == (*self.before.round, corp.id):
                return turn18xx.combining_asks(s, corp)
            return turn18xx.buying_asks(s, corp)
        return step == PRIVATES and turn18xx.privates_asks(s, corp)

    def track_asked(self, s: State, corp, turn_over: bool) -> bool:
        """Their track step still asked when ours left it during our action; where ours went on
        to the next corporation, its turn's figures are gone: ours had nothing more to build."""
        if not turn_over:
            return self.track_asks(s, corp)
        opened = self.before.pass_opened or (self.action["type"] == "open_pass" and not self.action.get("private"))
        placed = self.before.token_placed or self.action["type"] == "place_token"
        return track18xx.track_asks_after(s, corp, opened, placed)

    def reached(self, cid: str) -> dict:
        return {"type": "destination_connection", "entity": cid, "entity_type": "corporation", "corporations": [cid]}

    # --- one action ---
    def translate(self, s: State, a: dict) -> dict | None:
        kind = a["type"]
        corp = self.corp(a) if "corporation" in a else {}
        if kind == loans.REPAY:  # a part of it (deviation partial_repayment) is written as the whole
            return {"type": "payoff_player_debt", "entity": a["player"], "entity_type": "player"}
        if kind == "open_pass":
            if a.get("private"):
                return {"type": "choose_ability", "entity": a["private"], "entity_type": "company", "choice": a["hex"]}
            return {"type": "choose", **corp, "choice": a["hex"]}
        if kind == "attach_tender":  # by the train's place among those their engine runs
            runnable = dividends.runnable_trains(s, s.corporations[a["corporation"]])
            if a["train"] not in runnable:
                return None  # a train of the gauge it cannot use yet: their engine offers it no tender
            return {"type": "choose", **corp, "choice": str(runnable.index(a["train"]))}
        if kind == "take_over":
            return {"type": "merge", **corp, "corporation": a["minor"]}
        if kind in ("accept_offer", "decline_offer"):
            return None  # their engine asks nobody: the deal was made with the offer (deviation consent)
        if kind == "takeover_marker":
            return {"type": "choose", **corp, "choice": a["choice"]}
        if kind == "choose_side":
            return {"type": "choose", **corp, "choice": a["variant"]}
        if kind == "buy_train":
            out = {"type": "buy_train", **corp, "train": a["train"], "price": a["price"]}
            return {**out, "variant": a["variant"]} if "variant" in a else out
        if kind == "combine_trains":
            return {
                "type": "combined_trains",
                **corp,
                "base": a["train"],
                "additional_train": a["recycled"],
                "additional_train_variant": a["variant"],
            }
        if kind == "buy_tender":
            seller = s.privates[tenders.P5].owner if a["from"] == tenders.P5 else "bank"
            return {"type": "special_buy", **corp, "description": f"Tender from {seller}", "cost": a["price"]}
        if kind == "run_routes" and not a["routes"] and not turn18xx.route_asks(s, s.corporations[a["corporation"]]):
            return None  # their engine sees no route: it does not ask for a run
        if kind == "pass" and s.round == OPERATING and s.operating.corporation == a.get("corporation"):
            return self.passes(s, a)
        if kind == "place_token" and s.pending_tokens:
            # a marker lifted by the lay: their engine asks the corporation laying where it goes
            # (their Tracker's update_token!, TOKEN_PLACEMENT_ON_TILE_LAY_ENTITY :current_operator)
            placed = super().translate(s, a)
            assert placed is not None
            return {**placed, **self.corp({"corporation": s.operating.corporation})}
        return super().translate(s, a)

    def passes(self, s: State, a: dict) -> dict | None:
        """Our pass of a step as their engine passes it: the track step only where theirs asks;
        the train step as theirs, buying and then combining, each where it asks (the first
        written here, the other returned); None where theirs asks nothing."""
        corp, step = s.corporations[a["corporation"]], s.operating.step
        if step == TRACK:
            return self.passing(corp.id) if self.track_asks(s, corp) else None
        if step != TRAINS:
            return self.passing(corp.id)
        combined = self.combined_in == (s.turn, s.or_number, corp.id)
        buying, combining = not combined and turn18xx.buying_asks(s, corp), turn18xx.combining_asks(s, corp)
        if buying and combining:
            self.write(self.passing(corp.id))
        return self.passing(corp.id) if buying or combining else None
