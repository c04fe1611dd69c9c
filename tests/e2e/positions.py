"""Positions of every title for the positions test (test_e2e_positions.py): games played here by
several kinds of player, and for 1856 and 18ESP the recorded 18xx.games games, cut at moments
chosen so that every kind of moment of a title appears: each round or phase and step, each set
of legal move types, each stage of a game (early, middle, late), each number of players and
each game played, and the end; then some positions at random.

A position is what the page would draw: the view its player to act sees, the legal moves, the
move that led there and the seats a computer plays. Which game and move it is stays in its
`where`, e.g. "1856 seed 3, 4 players, bots easy/normal/strong/easy, move 212", enough to
replay it (`plan.game()` and `game.state_at(212)`)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import pygame_rules as pr
from pygame_rules.bots import bot_move
from pygame_rules.playout import concrete

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
PLAYERS = {"nar": (3, 5), "lttw": (2, 4), "fttn": (2, 4), "1856": (3, 6), "18esp": (3, 6)}
TITLES = list(PLAYERS)
LEVELS = ("easy", "normal", "strong")
# the recorded 18xx.games games live in ../shared beside the checkout (never copied into it)
SHARED = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "18xx"
RECORDED = {"1856": SHARED / "1856", "18esp": SHARED / "18ESP"}
STAGES = ("early", "middle", "late")


@dataclass(frozen=True)
class Plan:
    """A game to play: its title, seed, number of players, options and players. `policy` is
    "cautious" (pygame_rules.playout.random_move: a random move, avoiding the ruinous ones),
    "uniform" (any legal move, each as likely, but ending an 18xx game by agreement, which
    would end it at once) or the computer players' levels by seat ("easy/normal/strong"; a seat
    past the list plays cautiously). `moves`: played only so far (None: to the end)."""

    title: str
    seed: int
    players: int
    policy: str = "cautious"
    options: tuple = ()  # ((name, value), ...): hashable, printed as it is
    moves: int | None = None

    @property
    def names(self) -> list[str]:
        return NAMES[: self.players]

    @property
    def levels(self) -> dict[str, str]:
        """{player: level} of the seats computers play."""
        if self.policy in ("cautious", "uniform"):
            return {}
        return dict(zip(self.names, self.policy.split("/"), strict=False))

    def __str__(self) -> str:
        options = "".join(f", {k}={json.dumps(v)}" for k, v in self.options)
        cut = f", first {self.moves} moves" if self.moves else ""
        return f"{self.title} seed {self.seed}, {self.players} players, {self.policy}{options}{cut}"

    def new_game(self) -> pr.Game:
        return pr.new_game(self.title, players=self.names, seed=self.seed, options=dict(self.options))

    def move(self, game: pr.Game, legal: list[dict], rnd: random.Random) -> dict:
        """The next move (`legal`: the legal actions now)."""
        player = game.active_players[0]
        level = self.levels.get(player)
        if level:
            return bot_move(game, player, level)
        if self.policy == "uniform":
            return concrete(rnd.choice([a for a in legal if a["type"] != "end_game"] or legal), rnd)
        return concrete(game.title.playout_move(game.state, legal, rnd), rnd)  # playout.random_move


@dataclass
class Played:
    """A finished (or cut) game and what each of its moments was."""

    source: str  # the plan or the recorded game, as printed
    game: pr.Game
    computers: dict[str, str]
    moments: list[tuple] = field(default_factory=list)  # before move n: (moment, types)


@dataclass
class Position:
    title: str
    where: str
    view: dict
    legal: list[dict]
    last: dict | None
    computers: dict[str, str]
    kind: tuple  # (moment, legal types)
    result: dict | None = None

    def page_data(self) -> dict:
        return {
            "title": self.title,
            "where": self.where,
            "view": self.view,
            "legal": self.legal,
            "last": self.last,
            "computers": self.computers,
            "result": self.result,
        }


def moment(title: str, state) -> tuple:
    """Where in its round a game stands, read from the state (cheap: no view is built)."""
    if title == "nar":
        shares = state.phase == "trade_shares"  # a director's decision, a pick after his purchase
        sub = "offer" if state.offer else "again" if shares and state.chosen_this_turn else ""
        return (state.phase, sub, "last turn" if state.last_turn else "")
    if title in ("lttw", "fttn"):
        sub = (
            f"pay {state.payment.purpose}"
            if state.payment
            else "build"
            if state.build
            else "takeover"
            if state.takeover
            else ""
        )
        return (state.phase, sub)
    step = state.operating.step if state.operating else ""
    return (state.round, step, "crisis" if state.crisis else "", f"phase {state.phase}")


def play(plan: Plan) -> Played:
    """Play the plan's game to its end (or its first `moves`), noting each moment."""
    game = plan.new_game()
    rnd = random.Random(plan.seed)
    played = Played(str(plan), game, plan.levels)
    while not game.finished and len(game.actions) < (plan.moves or 5000):
        legal = note(played)
        game.apply(plan.move(game, legal, rnd))
    return played


def recorded_games(title: str) -> list[Played]:
    """The recorded 18xx.games games of an 18xx title, replayed (none without ../shared)."""
    folder = RECORDED.get(title)
    if folder is None or not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.glob("*.json")):
        save = pr.import_18xx(json.loads(path.read_text("utf-8"))).to_save()
        game = pr.load(dict(save, actions=[]))
        played = Played(f"{title} recorded game {path.name}", game, {})
        for action in save["actions"]:
            note(played)
            game.play_on(action)
        out.append(played)
    return out


def note(played: Played) -> list[dict]:
    """Note the moment before the next move; returns the legal actions."""
    game = played.game
    legal = game.legal_actions()
    played.moments.append((moment(game.title.id, game.state), tuple(sorted({a["type"] for a in legal}))))
    return legal


# what the sampling covers first: each round or phase and step, each game, each player count and
# the end; then each stage of a game and 18xx phase; then each set of legal move types
WEIGHTS = {
    "moment": 10_000,
    "over": 10_000,
    "source": 10_000,
    "players": 10_000,
    "stage": 100,
    "phase": 100,
    "types": 1,
}


def features(title: str, played: Played, n: int) -> set[tuple]:
    """What a position at move n stands for: the sampling covers each at least once."""
    total = len(played.game.actions)
    finished = played.game.finished
    if n == total:
        return {("over",), ("source", played.source)} if finished else set()
    mom, types = played.moments[n]
    out = {
        ("moment", *mom[:3]),
        ("types", types),
        ("players", len(played.game.players)),
        ("source", played.source),
    }
    if finished:  # how far into the game (a game cut short has no late stage to tell)
        out.add(("stage", STAGES[min(2, 3 * n // max(1, total))], mom[0]))
    if len(mom) > 3:  # an 18xx phase (the trains on sale)
        out.add(("phase", mom[3]))
    return out


def position(title: str, played: Played, n: int) -> Position:
    game = played.game
    state = game.state_at(n) if n < len(game.actions) else game.state
    over = game.title.finished(state)
    active = [] if over else game.title.active_players(state)
    # as the page shows it at one screen: the player to act sees his own hidden money
    viewer = active[0] if len(active) == 1 else None
    legal = [] if over else game.title.legal_actions(state)
    mom, types = played.moments[n] if n < len(played.moments) else (("over",), ())
    return Position(
        title=title,
        where=f"{played.source}, move {n}",
        view=game.title.view(state, viewer),
        legal=legal,
        last=game.actions[n - 1] if n else None,
        computers=played.computers,
        kind=(mom[:3], types),
        result=game.title.result(state) if over else None,
    )


@dataclass
class Sample:
    positions: list[Position]
    kinds: int  # the kinds of moment (moment and legal move types) in the games
    covered: int  # of which the positions show


def sample(title: str, games: list[Played], extra: int, rnd: random.Random, limit: int | None = None) -> Sample:
    """Positions covering every feature of the games' positions (greedily: the position that
    covers the most weight of features not yet covered, ties broken at random), at most `limit`
    of them; then `extra` more at random."""
    candidates = [
        (i, n, features(title, played, n))
        for i, played in enumerate(games)
        for n in range(len(played.game.actions) + 1)
    ]
    candidates = [c for c in candidates if c[2]]
    rnd.shuffle(candidates)
    uncovered = set().union(*(c[2] for c in candidates))

    def weight(found: set) -> int:
        return sum(WEIGHTS[f[0]] for f in found)

    chosen: list[tuple[int, int]] = []
    while uncovered and (limit is None or len(chosen) < limit):
        best = max(candidates, key=lambda c: weight(c[2] & uncovered))
        chosen.append(best[:2])
        uncovered -= best[2]
    rest = [c[:2] for c in candidates if c[:2] not in set(chosen)]
    chosen += rnd.sample(rest, min(extra, len(rest)))
    chosen.sort()
    found = [position(title, games[i], n) for i, n in chosen]
    seen = {(m[:3], types) for played in games for m, types in played.moments}
    return Sample(found, len(seen), len({p.kind for p in found} & seen))


def positions(title: str, plans: list[Plan], extra: int, seed: int, limit: int | None = None) -> Sample:
    """The sampled positions of a title from its plans' games."""
    return sample(title, [play(plan) for plan in plans], extra, random.Random(seed), limit)


def sound(title: str, players: int, options: tuple) -> bool:
    """Whether a game can be set up with these options."""
    try:
        pr.new_game(title, players=NAMES[:players], seed=0, options=dict(options))
    except ValueError:
        return False
    return True


def fresh_plans(title: str, seed: int, count: int) -> list[Plan]:
    """`count` games of a title from one seed: player counts in turn from the least to the most,
    options and kinds of players drawn at random."""
    rnd = random.Random(f"{title} {seed}")
    low, high = PLAYERS[title]
    choices = {name: o["choices"] for name, o in next(t for t in pr.titles() if t["id"] == title)["options"].items()}
    plans = []
    for k in range(count):
        players = low + k % (high - low + 1)
        options = tuple((name, rnd.choice(values)) for name, values in sorted(choices.items()) if rnd.random() < 0.5)
        while options and not sound(title, players, options):  # a display for other player counts
            options = options[1:]
        policy = rnd.choice(["cautious", "uniform", "bots", "bots"])
        if policy == "bots":
            # strong computers think long in NAR and Wensleydale: at most one there
            levels = [rnd.choice(LEVELS[:2] if title in ("nar", "lttw", "fttn") else LEVELS) for _ in range(players)]
            if title in ("nar", "lttw", "fttn") and rnd.random() < 0.5:
                levels[rnd.randrange(players)] = "strong"
            policy = "/".join(levels)
        plans.append(Plan(title, seed + k, players, policy, options))
    return plans
