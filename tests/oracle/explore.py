"""Exploring for new differences with 18xx.games: fresh games, never the gate's.

    python3 build.py explore [1856|18esp] [--games N] [--seed FIRST] [--budget SECONDS]

plays N games per title (default 50) from seed FIRST (default: drawn from the clock), printed
first so that a run can be repeated; the players, options and policy of each game are drawn from
its seed (oracle.py's draw_1856, oracle18esp.py's draw). Each difference is printed as it is found,
with the command that replays its game; the exit code is 1 when any game parted ways. A found
difference becomes a game of the gate (test_*_oracle.py's FOUND) with its fix, or an entry of
the title's deviation table.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time

import oracle
import oracle18esp

SUBJECTS = {"1856": oracle.G1856, "18esp": oracle18esp.ESP}


def explore(subject: oracle.Subject, count: int, first: int, budget: float) -> list[str]:
    """Plays the games and prints each as it ends; the failures."""
    jobs = [subject.draw(seed) for seed in range(first, first + count)]
    print(f"{subject.title}: {count} games, seeds {first}..{first + count - 1} (again: --seed {first})", flush=True)
    reports = []
    with multiprocessing.Pool(2) as pool:
        for report in pool.imap(oracle.run_job, [(job, subject, budget) for job in jobs]):
            reports.append(report)
            found = oracle.failures([report], subject)
            if found:
                print("PARTED " + found[0], flush=True)
            else:
                print("  " + oracle.describe(report), flush=True)
    reports.sort(key=lambda r: r["seed"])
    print("\n".join(oracle.coverage(reports, subject)))
    return oracle.failures(reports, subject)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("titles", nargs="*", metavar="TITLE", help="1856, 18esp (default: both)")
    parser.add_argument("--games", type=int, default=50, help="games per title (default 50)")
    parser.add_argument("--seed", type=int, default=None, help="the first seed (default: from the clock)")
    parser.add_argument(
        "--budget", type=float, default=oracle.EXPLORE_BUDGET, help="seconds the reference may take over a game"
    )
    args = parser.parse_args(argv)
    unknown = set(args.titles) - set(SUBJECTS)
    if unknown:
        parser.error(f"no title {', '.join(sorted(unknown))}: {', '.join(SUBJECTS)}")
    reason = oracle.missing()
    if reason:
        print(f"cannot explore: {reason}")
        return 2
    first = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    parted = []
    for title in args.titles or list(SUBJECTS):
        parted += explore(SUBJECTS[title], args.games, first, args.budget)
    print(f"\n{len(parted)} game(s) parted ways with 18xx.games" + ("" if parted else "."))
    for line in parted:
        print(line)
    return 1 if parted else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
