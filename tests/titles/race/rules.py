"""Race to 10: the players take turns adding 1, 2 or 3 to a count that starts at 0; whoever brings
it to exactly 10 wins. The starting player is drawn from the game's seed."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pygame_rules import legal as legality
from pygame_rules.game_log import GameLog, SaysLines, log_view
from pygame_rules.title import Title

GOAL = 10
STEPS = (1, 2, 3)


@dataclass
class State(SaysLines):
    players: list[str]
    first: int
    count: int = 0
    moves: int = 0
    winner: str | None = None
    log: GameLog = field(default_factory=GameLog)

    @property
    def step(self) -> int:
        return self.moves

    def to_move(self) -> str:
        return self.players[(self.first + self.moves) % len(self.players)]


class Race(Title):
    id = "race"
    name = "Race to 10"
    players = (2, 4)
    playing_time = (1, 2)
    weight = "light"
    credits = "by the tests (a title that shows how one is added)"
    action_types = frozenset({"add"})

    def setup(self, players: list[str], seed: int, options: dict) -> State:
        state = State(list(players), random.Random(seed).randrange(len(players)))
        state.say("race.starts", player=state.to_move())
        return state

    def active_players(self, state: State) -> list[str]:
        return [] if state.winner else [state.to_move()]

    def legal_actions(self, state: State) -> list[dict]:
        if state.winner:
            return []
        player = state.to_move()
        return [{"type": "add", "player": player, "amount": n} for n in STEPS if state.count + n <= GOAL]

    def apply(self, state: State, action: dict) -> dict:
        a = legality.match(action, self.legal_actions(state), self.active_players(state))
        state.moves += 1
        state.count += a["amount"]
        state.say("race.adds", player=a["player"], amount=a["amount"], count=state.count)
        if state.count == GOAL:
            state.winner = a["player"]
            state.say("race.wins", player=a["player"])
        return a

    def view(self, state: State, player: str | None) -> dict:
        return {
            "title": self.name,
            "players": list(state.players),
            "active_players": self.active_players(state),
            "count": state.count,
            "goal": GOAL,
            "phase": "over" if state.winner else "race",
            "phase_name": "over" if state.winner else f"to {GOAL}",
            **log_view(state.log),
        }

    def finished(self, state: State) -> bool:
        return state.winner is not None

    def conserved(self, state: State) -> dict[str, int]:
        """The count and the way left to 10 add up to 10 at every move."""
        return {"count and the way left": state.count + (GOAL - state.count)}

    def result(self, state: State) -> dict:
        ranking = [state.winner] + [p for p in state.players if p != state.winner]
        return {"scores": {p: int(p == state.winner) for p in state.players}, "ranking": ranking}


TITLE = Race()
