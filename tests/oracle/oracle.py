"""The differential test's tools: our state in the reference engine's terms, the reference engine
as a process (oracle18xx.rb), and the comparison after every action. What differs between
titles is a `Subject` (1856's here, 18ESP's in oracle18esp.py); a game is a `Job` (seed, players,
options and the policy that plays it), so the same job is the same game on every run.

    python3 tests/oracle/oracle.py SEED[..LAST] [PLAYERS] [OPTION ...] [--policy NAME]
        plays one 1856 game per seed (PLAYERS 0: 3-6 by seed, default 4; the policy drawn for
        the seed unless named) and prints where the reference first differs; ORACLE_DUMP=path
        also writes the (last) export there.
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
from typing import NamedTuple, Self

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, run as a script

from pygame_rules import api, bots, import_18xx
from pygame_rules.core18xx import roster
from pygame_rules.core18xx.certificates import price
from pygame_rules.core18xx.deviations import Deviation
from pygame_rules.core18xx.export18xx import Exporter
from pygame_rules.errors import IllegalAction, IncompatibleSave
from pygame_rules.games.g1856.deviations import DEVIATIONS as DEVIATIONS_1856
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


# Seconds the reference engine may take over one game (oracle18xx.rb's ORACLE_BUDGET). Exploring,
# a game it has no time for is compared as far as it got and counted apart; in the gate (the
# fixed games CI plays) the budget is a safety net far above any gate game's time, and a game
# that meets it fails: a slow machine must not turn "compared to the end" into "compared as far
# as it got".
EXPLORE_BUDGET = 60.0
GATE_BUDGET = 1800.0


class Reference:
    """One Ruby process replaying exports, one game per line, each within `budget` seconds."""

    def __init__(self, budget: float = EXPLORE_BUDGET) -> None:
        self.proc = subprocess.Popen(
            ["ruby", str(SCRIPT), str(REFERENCE)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
            env={**os.environ, "ORACLE_BUDGET": str(budget)},
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
KNOWN_DEVIATIONS = DEVIATIONS_1856  # the title's table (games/g1856/deviations.py; the export names them too)


def numbered(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


# an export, after each of our actions how many of its actions were written (the reference's
# state after the last of them is compared with ours), and our actions that are none of its
# (its engine does them by itself)
Exported = tuple[dict, list[int], set[int]]
Policy = Callable[[api.Game, random.Random], dict]


class Job(NamedTuple):
    """One game of the differential test: the same job plays the same game on every run."""

    seed: int
    players: int
    options: dict
    policy: str  # a name in the title's Subject.policies


@dataclass(frozen=True)
class Subject:
    """What the differential test needs of a title: how to make, export and import its games,
    its state as the reference reports it and what of it is compared, its known deviations, the
    policies that play its games, how exploring draws a game for a seed, and how far a game got
    (the coverage report)."""

    title: str
    new_game: Callable[[list[str], int, dict], api.Game]
    export: Callable[[api.Game], Exported]
    load: Callable[[dict], api.Game]  # an export imported as our game
    state: Callable[[api.Game], dict]
    compared: tuple[str, ...]
    deviations: dict[str, Deviation]  # the title's table (its deviations.py)
    milestones: tuple[str, ...]
    reached: Callable[[list[dict]], list[str]]
    policies: dict[str, Policy]
    draw: Callable[[int], Job]  # the game exploring plays for a seed
    players: Callable[[int], list[str]] = numbered
    script: str = "tests/oracle/oracle.py"  # replays one game: `python3 <script> SEED PLAYERS [OPTION ...]`


def play(job: Job, subject: Subject) -> tuple[api.Game, list[dict]]:
    """The job's game played here by its policy, and our state after every action."""
    policy = subject.policies[job.policy]
    rnd = random.Random(job.seed)
    game = subject.new_game(subject.players(job.players), job.seed, job.options)
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


def playout_policy(game: api.Game, rnd: random.Random) -> dict:
    """The title's cautious playout move (it starts corporations, buys the bank's trains, runs
    its best routes)."""
    return random_move(game, rnd)


@dataclass(frozen=True)
class Bots:
    """The computer players, a mix of `levels` by seat turned with the seed (they reach the late
    game: 1856's CGR, diesels, the bank broken; 18ESP's RENFE and last operating rounds)."""

    levels: tuple[str, ...]

    def __call__(self, game: api.Game, rnd: random.Random) -> dict:
        player = game.active_players[0]
        level = self.levels[(game.players.index(player) + game.seed // 2) % len(self.levels)]
        return bots.bot_move(game, player, level)


OPTIONS_1856 = ("alternate_destinations", "unlimited_bonus_tokens", "eight_train_variant")


def draw_1856(seed: int) -> Job:
    """Exploring: 3 to 6 players by seed, each option in about a quarter of the games, every
    fourth game by the rule book, every other game played by the computer players."""
    rnd = random.Random(seed)
    options = {o: True for o in OPTIONS_1856 if rnd.random() < 0.25}
    if seed % 4:
        options["as_18xx_games"] = True
    return Job(seed, 3 + seed % 4, options, "playout" if seed % 2 else "bots")


def new_1856(players: list[str], seed: int, options: dict) -> api.Game:
    return api.new_game("1856", players, seed=seed, options=options)


def exported(exporter: Exporter) -> Exported:
    return exporter.run(), exporter.marks, exporter.silent


def export_1856(game: api.Game) -> Exported:
    return exported(Exporter1856(game))


def check_game(job: Job, reference: Reference, subject: Subject) -> dict:
    """Play one game here and compare it with the reference after every action; what the
    compared part of the game went through (`reached`)."""
    began = time.monotonic()
    game, states = play(job, subject)
    exported = subject.export(game)
    if os.environ.get("ORACLE_DUMP"):
        Path(os.environ["ORACLE_DUMP"]).write_text(json.dumps(exported[0]))
    played = time.monotonic()
    found = compare(game, states, exported, reference, subject)
    replayed = time.monotonic()
    if not found or "slow" in found:
        found = imported_again(game, states, exported[0], subject) or found
    compared = states[: found["index"]] if found else states
    return {
        **job._asdict(),
        "seconds": {
            "ours": round(played - began, 1),
            "reference": round(replayed - played, 1),
        },  # (shown, never judged)
        "actions": len(game.actions),
        "compared": len(compared),
        "finished": game.finished,
        "found": found,
        "reached": subject.reached(compared) if compared else [],
    }


def imported_again(game: api.Game, ours: list[dict], export: dict, subject: Subject) -> dict | None:
    """The export imported here as a player would: the same game, at the same end (a game that
    departed from 18xx.games goes on differently there, so only the others are imported)."""
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
    policies={"playout": playout_policy, "bots": Bots(("strong", "normal", "easy", "random"))},
    draw=draw_1856,
)


def label(report: dict) -> str:
    """A game's seed, players, options and policy, in a line."""
    options = " ".join(report["options"])
    return f"seed {report['seed']} ({report['players']}p{' ' + options if options else ''}, {report['policy']})"


def describe(report: dict) -> str:
    found = report["found"]
    head = f"{label(report)}: {report['actions']} actions"
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


def reproduce(report: dict, subject: Subject) -> str:
    """The command that replays the game of a report."""
    options = "".join(f" {o}" for o in report["options"])
    return f"python3 {subject.script} {report['seed']} {report['players']}{options} --policy {report['policy']}"


def coverage(reports: list[dict], subject: Subject) -> list[str]:
    """How far the compared parts of the games went, where known deviations stopped them, and
    how many actions were compared."""
    n = len(reports)
    seeds = ", ".join(str(r["seed"]) for r in reports)
    lines = [f"{n} games compared with 18xx.games, seeds {seeds}:"]
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
    timed = sorted((r for r in reports if "seconds" in r), key=lambda r: -sum(r["seconds"].values()))[:3]
    if timed:
        slowest = ", ".join(
            f"{r['seed']} ({r['seconds']['ours']} s here, {r['seconds']['reference']} s there)" for r in timed
        )
        lines.append(f"  slowest games: {slowest}")
    return lines


def failures(reports: list[dict], subject: Subject, slow_fails: bool = False) -> list[str]:
    """Each game that parted ways with the reference (or crashed here), with its replay command;
    with `slow_fails` (the gate) also each game the reference engine had no time for."""
    out = []
    for r in reports:
        found = r.get("found") or {}
        if "crash" in r:
            out.append(f"{label(r)}: {r['crash']}")
        elif "slow" in found:
            if slow_fails:
                out.append(describe(r) + ": a gate game is compared to its end")
            continue
        elif found and "deviation" not in found:
            out.append(describe(r))
        elif found.get("deviation", "") not in ("", *subject.deviations):
            out.append(f"{label(r)}: unknown deviation {found['deviation']}")
        else:
            continue
        out[-1] += f"\n  replay: {reproduce(r, subject)}"
    return out


def judge_gate(name: str, jobs: list[Job], subject: Subject, summary: list[str]) -> list[dict]:
    """The gate's games played and compared to their end, the coverage into `summary`; every game
    that parts ways (or that the reference could not finish) fails the test."""
    reports = run_jobs(jobs, subject)
    summary.append(f"{name}:")
    summary.extend(coverage(reports, subject))
    parted = failures(reports, subject, slow_fails=True)
    assert not parted, f"{len(parted)} of {len(jobs)} games part ways with 18xx.games:\n\n" + "\n\n".join(parted)
    return reports


_REFERENCE: dict[int, Reference] = {}  # each process's own reference, kept for all its games


def run_job(task: tuple[Job, Subject, float]) -> dict:
    """One game checked in a worker process (its reference, with the budget, kept for the next
    one); a crash of ours (the export) is a finding too."""
    job, subject, budget = task
    try:
        if os.getpid() not in _REFERENCE:  # (a forked worker does not write to its parent's)
            _REFERENCE[os.getpid()] = Reference(budget)
        return check_game(job, _REFERENCE[os.getpid()], subject)
    except Exception as e:  # noqa: BLE001
        stale = _REFERENCE.pop(os.getpid(), None)  # it may have stopped: a new one next time
        if stale:
            stale.proc.kill()
        return {**job._asdict(), "crash": f"{type(e).__name__}: {e}"}


def run_jobs(jobs: list[Job], subject: Subject, budget: float = GATE_BUDGET) -> list[dict]:
    """The jobs' reports, two games at a time (the machine's two cores), in the jobs' order."""
    with multiprocessing.Pool(2) as pool:
        return pool.map(run_job, [(job, subject, budget) for job in jobs], chunksize=1)


def parse_job(subject: Subject, argv: list[str]) -> list[Job]:
    """SEED[..LAST] [PLAYERS] [OPTION ...] [--policy NAME]: the jobs of a command line."""
    policy = None
    if "--policy" in argv:
        at = argv.index("--policy")
        policy, argv = argv[at + 1], argv[:at] + argv[at + 2 :]
        if policy not in subject.policies:
            sys.exit(f"no policy {policy!r}: {', '.join(subject.policies)}")
    first, _, last = argv[0].partition("..")
    n = int(argv[1]) if len(argv) > 1 else 4
    options = {o: True for o in argv[2:]}
    jobs = []
    for seed in range(int(first), int(last or first) + 1):
        drawn = subject.draw(seed)
        jobs.append(Job(seed, n or drawn.players, options, policy or drawn.policy))
    return jobs


def main(subject: Subject, argv: list[str]) -> None:
    """Each game's first difference, printed as it is found."""
    with multiprocessing.Pool(2) as pool:
        for report in pool.imap(run_job, [(job, subject, EXPLORE_BUDGET) for job in parse_job(subject, argv)]):
            print(f"{label(report)}: {report['crash']}" if "crash" in report else describe(report), flush=True)


if __name__ == "__main__":
    main(G1856, sys.argv[1:])
