"""18ESP in the differential test (oracle.py's machinery): its games, its state in the reference
engine's terms, what is compared, its known deviations, the policy playing it, and where our
engine stops for now (the first operating round's door: no one acts there yet).

    python3 tests/oracle/oracle18esp.py SEED[..LAST] [PLAYERS] [OPTION ...] [--policy NAME]
        plays one 18ESP game per seed (PLAYERS 0: 3-6 by seed, default 4; options e.g. core
        as_18xx_games; policy cautious or bots, drawn for the seed unless named) and prints where
        the reference first differs; ORACLE_DUMP=path also writes the (last) export there.
"""

from __future__ import annotations

import random
import sys

import oracle

from pygame_rules import api
from pygame_rules.core18xx import roster
from pygame_rules.games.g18esp import board, loans
from pygame_rules.games.g18esp.data import CORE
from pygame_rules.games.g18esp.deviations import DEVIATIONS
from pygame_rules.games.g18esp.export18xx import Exporter
from pygame_rules.games.g18esp.import18xx import import_game
from pygame_rules.games.g18esp.rules import TITLE
from pygame_rules.games.g18esp.state import AS_18XX_GAMES, AUCTION, OPERATING, STOCK
from pygame_rules.legal import is_range

# 7: the first 8-train's phase, which 18xx.games calls 8 (docs/rules-notes.md, 18ESP)
PHASE_NAMES = {"7": "8"}
MINOR_CERTIFICATE = 100  # 18xx.games' one certificate of a minor (ours: the 50% director's)

COMPARED = (*oracle.COMPARED, "debts", "seats")


def export_esp(game: api.Game) -> oracle.Exported:
    return oracle.exported(Exporter(game))


def new_game(players: list[str], seed: int, options: dict) -> api.Game:
    return api.Game(TITLE, players, seed, options)


def players(n: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(n)]


def our_state(game: api.Game) -> dict:
    s = game.state
    out = oracle.common_state(game)
    for cid, corp in out["corporations"].items():
        if s.corporations[cid].minor:
            corp["shares"] = {p: MINOR_CERTIFICATE for p in corp["shares"] if p not in ("ipo", "pool")}
    out["phase"] = PHASE_NAMES.get(out["phase"], out["phase"])
    out["debts"] = {p: loans.debt(s, p) for p in s.players if loans.owed(s, p)}
    if s.round != AUCTION:  # 18xx.games deals the order after P7's start price, we with P7's sale
        out["seats"] = list(s.players)
    turn = s.operating
    if turn is not None and turn.step == "dividend" and turn.subsidy and not turn.dividend_done:
        # mines' and harbours' money: ours pays it with the run, 18xx.games with the revenue
        out["corporations"][turn.corporation]["cash"] -= turn.subsidy
        out["bank"] += turn.subsidy
    # what ours does with an action and 18xx.games with the answer after it (P2's card with its
    # side, a takeover with its marker's place): compared after the answer
    out["unsettled"] = bool(s.p2_buyer or s.takeover_marker)
    if s.offer:  # the other player is asked to agree (18xx.games asks nobody; the title does not note it)
        out["deviations"] = ["consent"]
    majors = [c for c in s.corporations.values() if not c.minor]
    out["progress"] = {
        "phase": roster.phase(s)["name"],
        "round": s.round,
        "turn": s.turn,
        "floated": sum(c.floated for c in majors),
        "minors": sum(c.floated for c in s.corporations.values() if c.minor),
        "loans": bool(s.loans),
        "passes": sum(board.pass_open(s.board, h) for h in board.mountain_passes()),
        "combined": bool(s.combined),
        "final": s.final_turn == s.turn and s.round == OPERATING,
    }
    return out


MILESTONES = (
    "privates sold",
    "a major floated",
    "a minor started",
    "four majors floated",
    "operating round reached",
    "phase 3",
    "phase 5",
    "a mountain pass opened",
    "a combined train",
    "a player loan",
    "an 8-train (phase 8)",
    "the final ORs",
    "played to its end",
)


def reached(states: list[dict]) -> list[str]:
    """The milestones the compared actions (some) reached."""
    progress = [st["progress"] for st in states]
    phases = {p["phase"] for p in progress}
    out = {
        "privates sold": any(p["round"] != AUCTION for p in progress),
        "a major floated": any(p["floated"] for p in progress),
        "a minor started": any(p["minors"] for p in progress),
        "four majors floated": any(p["floated"] >= 4 for p in progress),
        "operating round reached": any(p["round"] not in (AUCTION, STOCK) for p in progress),
        "phase 3": bool(phases - {"2"}),
        "phase 5": bool(phases & {"5", "6", "7"}),
        "a mountain pass opened": any(p["passes"] for p in progress),
        "a combined train": any(p["combined"] for p in progress),
        "a player loan": any(p["loans"] for p in progress),
        "an 8-train (phase 8)": "7" in phases,  # our phase 7, theirs 8 (PHASE_NAMES)
        "the final ORs": any(p["final"] for p in progress),
        "played to its end": states[-1]["finished"],
    }
    return [m for m in MILESTONES if out[m]]


# --- the policy: a cautious table that bids near the least bid, starts and buys what it can ---


def chance(rnd: random.Random, p: float) -> bool:
    return rnd.random() < p


def near_low(value, rnd: random.Random):
    """A range's value near its low end (a few steps up now and then); any amount when the
    steps are of 1 (18xx.games' bids)."""
    if not is_range(value):
        return value
    low, high, step = value["min"], value["max"], value["step"]
    price = low + step * rnd.choice((0, 0, 0, 1, 1, 2, 3))
    if step == 1 and chance(rnd, 0.2):
        price += rnd.randrange(1, 5)
    return min(price, high)


def cautious(game: api.Game, rnd: random.Random) -> dict:
    s = game.state
    legal = [a for a in game.legal_actions() if a["type"] != "end_game"] or game.legal_actions()
    by: dict[str, list[dict]] = {}
    for a in legal:
        by.setdefault(a["type"], []).append(a)
    if s.round == AUCTION:
        action = auction(by, rnd)
    elif s.round == STOCK:
        action = stock(s, by, rnd)
    else:  # the operating rounds, once they play: the title's own playout moves
        action = game.title.playout_move(s, legal, rnd)
    action = action or rnd.choice(legal)
    return {k: near_low(v, rnd) for k, v in action.items()}


def auction(by: dict, rnd: random.Random) -> dict | None:
    if by.get("par"):  # P7's start price
        return rnd.choice(by["par"])
    if by.get("bid") and (not by.get("pass") or chance(rnd, 0.55)):
        return by["bid"][0]
    return (by.get("pass") or [None])[0]


def stock(s, by: dict, rnd: random.Random) -> dict | None:
    if "pass" not in by:  # must sell (limits)
        return None
    if by.get(loans.REPAY) and chance(rnd, 0.8):
        return by[loans.REPAY][0]
    if by.get("sell_shares") and chance(rnd, 0.05):
        return rnd.choice(by["sell_shares"])
    # until something floats the table starts and buys (18xx.games fails an operating round
    # in which nobody operates)
    eager = not any(c.floated for c in s.corporations.values())
    if by.get("par") and chance(rnd, 0.9 if eager else 0.35):
        corp = rnd.choice(sorted({a["corporation"] for a in by["par"]}))
        return rnd.choice([a for a in by["par"] if a["corporation"] == corp])
    buys = by.get("buy_share", [])
    if buys and (eager or chance(rnd, 0.8)):
        own = [a for a in buys if s.corporations[a["corporation"]].shares.director == a["player"]]
        return rnd.choice(own if own and chance(rnd, 0.5) else buys)
    return by["pass"][0]


def draw(seed: int) -> oracle.Job:
    """Exploring: 3 to 6 players by seed, the standard set-up in about half of the games, every
    fifth game by the rule book, every other game played by the computer players."""
    options = {CORE: True} if random.Random(seed).random() < 0.5 else {}
    if seed % 5:
        options[AS_18XX_GAMES] = True
    return oracle.Job(seed, 3 + seed % 4, options, "bots" if seed % 2 else "cautious")


ESP = oracle.Subject(
    title="18ESP",
    new_game=new_game,
    export=export_esp,
    load=import_game,
    state=our_state,
    compared=COMPARED,
    deviations=DEVIATIONS,  # where 18xx.games plays differently on purpose (docs/rules-notes.md)
    milestones=MILESTONES,
    reached=reached,
    policies={"cautious": cautious, "bots": oracle.Bots(("strong", "normal", "easy"))},
    draw=draw,
    players=players,
    script="tests/oracle/oracle18esp.py",
)


if __name__ == "__main__":
    oracle.main(ESP, sys.argv[1:])
