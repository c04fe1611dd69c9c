"""Command line: python -m pygame_rules {replay,import-18xx,export-18xx,bench,arena} ..."""

from __future__ import annotations

import argparse
import json
import sys

from . import api
from .errors import IncompatibleSave
from .importers import export_18xx, import_18xx


def read_json(path: str) -> str:
    """The file's text: load() and import_18xx() bound its length and nesting before parsing it."""
    with open(path, encoding="utf-8") as f:
        return f.read()


def cmd_replay(args) -> int:
    game = api.load(read_json(args.save))
    if not game.finished:
        print(json.dumps({"finished": False, "step": len(game.actions), "active_players": game.active_players}))
        return 0
    print(json.dumps(game.result()))
    return 0


def cmd_import(args) -> int:
    game = import_18xx(read_json(args.export))
    print(json.dumps(game.to_save()))
    return 0


def cmd_export(args) -> int:
    print(json.dumps(export_18xx(api.load(read_json(args.save)))))
    return 0


def cmd_bench(args) -> int:
    try:
        from .tools import bench
    except ImportError:
        raise OSError("The bench needs a checkout: pygame_rules/tools is not in the wheel.") from None

    bench.main(args.dist, args.runs)
    return 0


def cmd_arena(args) -> int:
    from .bots import arena

    return arena.main(args.title, args.seats.split(","), args.games, args.seed, args.jobs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pygame_rules")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="replay a save file and print its result as JSON")
    p.add_argument("save")
    p.set_defaults(run=cmd_replay)
    p = sub.add_parser("import-18xx", help="replay an 18xx.games export and print our save")
    p.add_argument("export")
    p.set_defaults(run=cmd_import)
    p = sub.add_parser("export-18xx", help="print a saved game as an 18xx.games export")
    p.add_argument("save")
    p.set_defaults(run=cmd_export)
    p = sub.add_parser("bench", help="print the speed and size figures")
    p.add_argument("--dist", default="dist", help="the built site (for browser figures)")
    p.add_argument("--runs", type=int, default=5)
    p.set_defaults(run=cmd_bench)
    p = sub.add_parser("arena", help="play bots against each other and print their win rates")
    p.add_argument("title")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", default="strong,random,random", help="a level per seat: random, easy, normal, strong")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed (game i: seed + i)")
    p.add_argument("--jobs", type=int, default=1, help="processes playing games side by side")
    p.set_defaults(run=cmd_arena)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (OSError, ValueError, IncompatibleSave, NotImplementedError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
