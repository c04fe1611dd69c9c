"""The differential test's tools: our state in the reference engine's terms, the reference engine
as a process (oracle18xx.rb), and the comparison after every action. What differs between
titles is a `Subject` (1856's here, 18ESP's in oracle18esp.py).

    python3 tests/oracle/oracle.py SEED[..LAST] [PLAYERS] [OPTION ...]
        plays one 1856 game per seed (PLAYERS 0: 3-6 by seed, default 4) and prints where the
        reference first differs; ORACLE_DUMP=path also writes the (last) export there.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Self

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, run as a script

from pygame_rules import api, bots, import_18xx
from pygame_rules.core18xx import roster
from pygame_rules.core18xx.certificates import price
from pygame_rules.core18xx.export18xx import Exporter
from pygame_rules.errors import IllegalAction, IncompatibleSave
from pygame_rules.games.g1856.export18xx import DEVIATIONS as DEVIATIONS_1856
from pygame_rules.games.g1856.export18xx import Exporter as Exporter1856
from pygame_rules.playout import random_move

ROOT = Path(__file__).resolve().parents[2]
MAX_ACTIONS = 5000  # a game played here stops there
REFERENCE = ROOT.parent / "shared" / "reference-18xx"
SCRIPT = Path(__file__).with_name("oracle18xx.rb")


def missing() -> str | None:
    """Why the oracle cannot run here (None: it can)."""
    if not (REFERENCE / "lib" / "engine.rb").is_file():
        return f"the reference engine is not at {REFERENCE} (it comes with ../shared)"
    if not shutil.which("ruby"):
        return "ruby is not installed (Debian: apt-get install ruby ruby-json)"
    return None


class Reference:
    """One Ruby process replaying exports, one game per line."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            ["ruby", str(SCRIPT), str(REFERENCE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def replay(self, export: dict) -> dict:
        self.proc.stdin.write(json.dumps(export) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the reference engine stopped")
        return json.loads(line)

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def round_label(s) -> str:
    if s.round == "stock":
        return f"SR {s.turn}"
    if s.round == "operating":
        return f"OR {s.turn}.{s.or_number}"
    if s.round == "auction":
        return f"Auction {s.turn}"
    return "over"


def corporations_state(s) -> dict:
    """Every corporation in play: its money, price, shares, trains and stations."""
    corps = {}
    for c in s.corporations.values():
        if c.closed or not (c.par is not None or c.cash or c.started):
            continue
        holders = {p: c.shares.percent_of(p) for p in s.players if c.shares.units_of(p)}
        if c.shares.ipo_percent():
            holders["ipo"] = c.shares.ipo_percent()
        if c.shares.pool:
            holders["pool"] = c.shares.pool_percent()
        corps[c.id] = {
            "cash": c.cash,
            "price": price(s, c) if c.cell else None,
            "loans": getattr(c, "loans", 0),  # 1856's corporations borrow, 18ESP's do not
            "trains": sorted(c.trains),
            "shares": holders,
            "president": c.shares.director,
            "tokens": sorted(city.rsplit("-", 1)[0] for city, slots in s.board.tokens.items() if c.id in slots),
        }
    return corps


def common_state(game: api.Game) -> dict:
    """Our state in the shape oracle18xx.rb reports the reference's (an 18xx title's common parts)."""
    s = game.state
    return {
        "round": round_label(s),
        "phase": roster.phase_name(s, roster.phase(s)),
        "players": dict(s.cash),
        "bank": s.bank,
        "corporations": corporations_state(s),
        "closed": sorted(c.id for c in s.corporations.values() if c.closed),
        "privates": {pid: p.owner for pid, p in s.privates.items() if not p.closed},
        "pool_trains": sorted(s.pool_trains),
        "acting": game.active_players,
        "finished": game.finished,
        "result": game.result()["scores"] if game.finished else None,
    }


def our_state(game: api.Game) -> dict:
    """1856's state as the reference reports it."""
    s = game.state
    return {
        **common_state(game),
        # not compared: how far the game has come (the coverage report)
        "progress": {"phase": s.phase, "cgr": s.cgr_formed, "bank_broken": s.bank_broken, "end": s.end_reason},
    }


COMPARED = (
    "players",
    "bank",
    "corporations",
    "closed",
    "privates",
    "pool_trains",
    "phase",
    "acting",
    "finished",
    "result",
)


def differences(theirs: dict, ours: dict, compared: tuple[str, ...] = COMPARED) -> list[str]:
    """What differs in the `compared` parts (a part our state leaves out is not compared)."""
    out = []
    for key in compared:
        if key not in ours:
            continue
        a, b = theirs.get(key), ours.get(key)
        if key == "corporations":
            for cid in sorted(set(a) | set(b)):
                ca, cb = a.get(cid), b.get(cid)
                if ca is None or cb is None:
                    out.append(f"{cid}: reference {ca} / ours {cb}")
                    continue
                for field in cb:
                    if field == "tokens" and ours.get("finished"):
                        continue  # 18xx.games starts the next turn (its home station) before it ends
                    if ca.get(field) != cb[field]:
                        out.append(f"{cid}.{field}: reference {ca.get(field)} / ours {cb[field]}")
        elif a != b:
            out.append(f"{key}: reference {a} / ours {b}")
    return out


# Where the rule book and 18xx.games differ on purpose (docs/rules-notes.md): our engine marks
# the action (state.deviations); the comparison of a game stops there, since the two games part
# ways from that action on.
KNOWN_DEVIATIONS = DEVIATIONS_1856  # (the export names them in its description)


def numbered(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


# an export, after each of our actions how many of its actions were written (the reference's
# state after the last of them is compared with ours), and our actions that are none of its
# (its engine does them by itself)
Exported = tuple[dict, list[int], set[int]]


@dataclass(frozen=True)
class Subject:
    """What the differential test needs of a title: how to make, export and import its games,
    its state as the reference reports it and what of it is compared, its known deviations, the
    policy playing its games, and how far a game got (the coverage report)."""

    title: str
    new_game: Callable[[list[str], int, dict], api.Game]
    export: Callable[[api.Game], Exported]
    load: Callable[[dict], api.Game]  # an export imported as our game
    state: Callable[[api.Game], dict]
    compared: tuple[str, ...]
    deviations: dict[str, str]
    milestones: tuple[str, ...]
    reached: Callable[[list[dict]], list[str]]
    policy: Callable[[api.Game, random.Random], dict]
    players: Callable[[int], list[str]] = numbered
    script: str = "tests/oracle/oracle.py"  # replays one game: `python3 <script> SEED PLAYERS [OPTION ...]`


def play(seed: int, players: int, options: dict, policy, subject: Subject | None = None) -> tuple[api.Game, list[dict]]:
    """A game played here by `policy`, and our state after every action."""
    subject = subject or G1856
    rnd = random.Random(seed)
    game = subject.new_game(subject.players(players), seed, options)
    states = []
    for _ in range(MAX_ACTIONS):
        if game.finished:
            break
        game.apply(policy(game, rnd))
        states.append(subject.state(game))
        # the title's deviations, and those the oracle sees for it (Subject.state)
        states[-1]["deviations"] = list(game.state.deviations) + states[-1].get("deviations", [])
    return game, states


def compare(
    game: api.Game, ours: list[dict], exported: Exported, reference: Reference, subject: Subject
) -> dict | None:
    """The first action after which the reference's state differs from ours (None: none)."""
    export, marks, silent = exported
    answer = reference.replay(export)
    theirs = answer["states"]
    for i, o in enumerate(ours):
        if o["deviations"]:
            return {"index": i, "deviation": o["deviations"][0]}
        j = marks[i] - 1
        if j >= len(theirs):
            break
        if i + 1 in silent or o.get("unsettled"):
            continue  # the reference did our next action by itself, or does it with the next: compared after it
        problems = differences(theirs[j], o, subject.compared) if j >= 0 else []
        if problems:
            return {
                "index": i,
                "action": game.actions[i],
                "exported": export["actions"][j],
                "problems": problems,
                "reference": {k: theirs[j][k] for k in ("round", "entity", "step", "actions")},
            }
    if answer.get("stopped") is not None:  # the reference ran out of time: compared as far as it got
        j = answer["stopped"]
        return {"index": next((k for k, mark in enumerate(marks) if mark > j), len(ours)), "slow": True}
    if answer["error"]:
        j = answer["error"]["index"]
        i = next((k for k, mark in enumerate(marks) if mark > j), len(ours))
        if i < len(ours) and ours[i]["deviations"]:
            return {"index": i, "deviation": ours[i]["deviations"][0]}
        return {
            "index": i,
            "action": game.actions[i] if i < len(game.actions) else None,
            "exported": export["actions"][j] if j < len(export["actions"]) else None,
            "problems": [answer["error"]["message"]]
            + [
                f"{k}: {answer['error'][k]}"
                for k in ("reference_auto_actions", "exported_auto_actions")
                if k in answer["error"]
            ],
            "reference": {k: answer["error"]["state"][k] for k in ("round", "entity", "step", "actions")}
            if "state" in answer["error"]
            else None,
        }
    return None


def random_policy(game: api.Game, rnd: random.Random) -> dict:
    return random_move(game, rnd)


BOT_LEVELS = ("strong", "normal", "easy", "random")
# the games test_1856_oracle.FOUND replays keep the policy that found their difference
POLICY_ONLY = frozenset({10174, 30062, 40090, 1000032})


def bot_policy(game: api.Game, rnd: random.Random) -> dict:
    """Every other seed is played by the computer players, a mix of levels by seat (they reach
    the late game: the CGR, diesels, the bank broken), the others by the playout policy."""
    if game.seed % 2 or game.seed in POLICY_ONLY:
        return random_move(game, rnd)
    player = game.active_players[0]
    level = BOT_LEVELS[(game.players.index(player) + game.seed // 2) % len(BOT_LEVELS)]
    return bots.bot_move(game, player, level)


def new_1856(players: list[str], seed: int, options: dict) -> api.Game:
    return api.new_game("1856", players, seed=seed, options=options)


def exported(exporter: Exporter) -> Exported:
    return exporter.run(), exporter.marks, exporter.silent


def export_1856(game: api.Game) -> Exported:
    return exported(Exporter1856(game))


def check_game(seed: int, players: int, options: dict, reference: Reference, subject: Subject | None = None) -> dict:
    """Play one game here and compare it with the reference after every action; what the
    compared part of the game went through (`reached`)."""
    subject = subject or G1856
    game, states = play(seed, players, options, subject.policy, subject)
    exported = subject.export(game)
    if os.environ.get("ORACLE_DUMP"):
        Path(os.environ["ORACLE_DUMP"]).write_text(json.dumps(exported[0]))
    found = compare(game, states, exported, reference, subject)
    if not found or "slow" in found:
        found = imported_again(game, states, exported[0], subject) or found
    compared = states[: found["index"]] if found else states
    return {
        "seed": seed,
        "players": players,
        "options": options,
        "actions": len(game.actions),
        "compared": len(compared),
        "finished": game.finished,
        "found": found,
        "reached": subject.reached(compared) if compared else [],
    }


def imported_again(game: api.Game, ours: list[dict], export: dict, subject: Subject | None = None) -> dict | None:
    """The export imported here as a player would: the same game, at the same end (a game that
    departed from 18xx.games goes on differently there, so only the others are imported)."""
    subject = subject or G1856
    if game.state.deviations or not ours:
        return None
    last = {"index": len(ours) - 1, "action": game.actions[-1], "exported": export["actions"][-1]}
    try:
        again = subject.load(export)
    except (IllegalAction, IncompatibleSave) as e:
        return {**last, "problems": [f"import of the export refused: {e}"]}
    theirs = subject.state(again)
    problems = [f"import of the export: {p}" for p in differences(theirs, ours[-1], subject.compared)]
    return {**last, "problems": problems} if problems else None


MILESTONES = (
    "phase 5",
    "first 6-train",
    "CGR formed",
    "diesel or 8-train",
    "bank broken",
    "bankruptcy",
    "played to its end",
)


def reached(states: list[dict]) -> list[str]:
    """The milestones the compared actions (some) reached (phases count from 0: 2, 3, 4, 5, 6, D/8)."""
    last = states[-1]["progress"]
    phase = max(st["progress"]["phase"] for st in states)
    out = {
        "phase 5": phase >= 3,
        "first 6-train": phase >= 4,
        "CGR formed": last["cgr"],
        "diesel or 8-train": phase >= 5,
        "bank broken": any(st["progress"]["bank_broken"] for st in states),
        "bankruptcy": last["end"] == "bankrupt",
        "played to its end": states[-1]["finished"],
    }
    return [m for m in MILESTONES if out[m]]


G1856 = Subject(
    title="1856",
    new_game=new_1856,
    export=export_1856,
    load=import_18xx,
    state=our_state,
    compared=COMPARED,
    deviations=KNOWN_DEVIATIONS,
    milestones=MILESTONES,
    reached=reached,
    policy=bot_policy,
)


def describe(report: dict) -> str:
    found = report["found"]
    head = f"seed {report['seed']} ({report['players']}p {report['options'] or ''}): {report['actions']} actions"
    if not found:
        return head + ", same"
    if "deviation" in found:
        return head + f", same up to action {found['index']} (known deviation: {found['deviation']})"
    if "slow" in found:
        return head + f", same up to action {found['index']} (where the reference engine ran out of time)"
    lines = [
        head + f", first difference after action {found['index'] + 1}: {found['action']}",
        f"  exported: {found['exported']}",
    ]
    lines += ["  " + p for p in found["problems"]]
    lines.append(f"  reference: {found.get('reference')}")
    return "\n".join(lines)


def reproduce(report: dict, subject: Subject | None = None) -> str:
    """The command that replays the game of a report."""
    options = " ".join(report["options"])
    return f"python3 {(subject or G1856).script} {report['seed']} {report['players']} {options}".rstrip()


def coverage(reports: list[dict], subject: Subject | None = None) -> list[str]:
    """How far the compared parts of the games went, where known deviations stopped them, and
    how many actions were compared."""
    subject = subject or G1856
    n = len(reports)
    lines = [f"{n} games compared with 18xx.games (seeds {reports[0]['seed']}..{reports[-1]['seed']}):"]
    for milestone in subject.milestones:
        k = sum(milestone in r.get("reached", ()) for r in reports)
        lines.append(f"  {milestone:<24} {k:>4} ({100 * k // max(n, 1)}%)")
    stopped: dict[str, int] = {}
    for r in reports:
        found = r.get("found") or {}
        if "deviation" in found:
            stopped[found["deviation"]] = stopped.get(found["deviation"], 0) + 1
    for name, k in stopped.items():
        lines.append(f"  stopped at a known deviation ({name}): {k}")
    slow = sum("slow" in (r.get("found") or {}) for r in reports)
    if slow:
        lines.append(f"  stopped where the reference engine ran out of time: {slow}")
    actions = sum(r.get("compared", 0) for r in reports)
    lines.append(f"  actions compared: {actions}")
    return lines


def failures(reports: list[dict], subject: Subject | None = None) -> list[str]:
    """Each game that parted ways with the reference (or crashed here), with its replay command."""
    subject = subject or G1856
    out = []
    for r in reports:
        if "crash" in r:
            out.append(f"seed {r['seed']}: {r['crash']}\n  replay: {reproduce(r, subject)}")
        elif r["found"] and "deviation" not in r["found"] and "slow" not in r["found"]:
            out.append(describe(r) + f"\n  replay: {reproduce(r, subject)}")
        elif r["found"] and r["found"].get("deviation", "") not in ("", *subject.deviations):
            out.append(f"seed {r['seed']}: unknown deviation {r['found']['deviation']}")
    return out


def settings(request, title: str, least: int = 0) -> tuple[int, int]:
    """How many games a test run plays (--oracle-games, at least `least`) from which seed
    (--oracle-seed, else a new one each run), printed; the test is skipped where the reference
    cannot run."""
    reason = missing()
    if reason:
        pytest.skip(f"differential test against 18xx.games skipped: {reason}")
    count = max(request.config.getoption("oracle_games"), least)
    first = request.config.getoption("oracle_seed")
    if first is None:
        first = int(time.time()) % 1_000_000
    print(f"{title} differential test: {count} games from seed {first}")
    return count, first


def judge(reports: list[dict], summary: list[str], subject: Subject | None = None) -> None:
    """The run's coverage into `summary`; every game that parted ways fails the test."""
    summary.extend(coverage(reports, subject))
    found = failures(reports, subject)
    assert not found, f"{len(found)} of {len(reports)} games part ways with 18xx.games:\n\n" + "\n\n".join(found[:10])


_REFERENCE: dict[int, Reference] = {}  # each process's own reference, kept for all its games


def run_job(job: tuple[int, int, dict, Subject]) -> dict:
    """One game checked in a worker process (its reference kept for the next one); a crash of
    ours (the export) is a finding too."""
    seed, players, options, subject = job
    try:
        if os.getpid() not in _REFERENCE:  # (a forked worker does not write to its parent's)
            _REFERENCE[os.getpid()] = Reference()
        return check_game(seed, players, options, _REFERENCE[os.getpid()], subject)
    except Exception as e:  # noqa: BLE001
        stale = _REFERENCE.pop(os.getpid(), None)  # it may have stopped: a new one next time
        if stale:
            stale.proc.kill()
        return {"seed": seed, "players": players, "options": options, "crash": f"{type(e).__name__}: {e}"}


def main(subject: Subject, argv: list[str]) -> None:
    """SEED[..LAST] [PLAYERS] [OPTION ...]: each game's first difference, printed."""
    first, _, last = argv[0].partition("..")
    seeds = range(int(first), int(last or first) + 1)
    n = int(argv[1]) if len(argv) > 1 else 4
    opts = {o: True for o in argv[2:]}
    jobs = [(seed, n if n else 3 + seed % 4, opts, subject) for seed in seeds]
    with multiprocessing.Pool(2) as pool:
        for report in pool.imap(run_job, jobs):
            if "crash" in report:
                print(f"seed {report['seed']} ({report['players']}p {opts or ''}): {report['crash']}", flush=True)
            else:
                print(describe(report), flush=True)


if __name__ == "__main__":
    main(G1856, sys.argv[1:])
