"""Adding messages to the catalogues (pygame_rules/lang/<code>.json) without editing JSON by hand.

    python -m pygame_rules.tools.catalogue add NEW.json   # {"key": {"en": "...", "de": "..."}, ...}
    python -m pygame_rules.tools.catalogue remove KEY ...
    python -m pygame_rules.tools.catalogue sort           # rewrite every catalogue, keys sorted

`add` needs a text for every language there is and refuses a key that is already there with
another text unless `--replace` is given. Each command holds a lock while it rewrites, so two
people (or scripts) adding keys at once never lose each other's.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

LANG = Path(__file__).resolve().parents[1] / "lang"


@contextmanager
def locked():
    with open(Path(tempfile.gettempdir()) / "pygame_rules-catalogue.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield {p.stem: json.loads(p.read_text("utf-8")) for p in sorted(LANG.glob("*.json"))}
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def write(catalogues: dict[str, dict]) -> None:
    for code, templates in catalogues.items():
        text = json.dumps(dict(sorted(templates.items())), ensure_ascii=False, indent=1) + "\n"
        tmp = LANG / f".{code}.json.tmp"
        tmp.write_text(text, "utf-8")
        tmp.replace(LANG / f"{code}.json")


def add(path: str, replace: bool) -> int:
    new = json.loads(Path(path).read_text("utf-8"))
    with locked() as catalogues:
        problems = []
        for key, texts in new.items():
            missing = sorted(set(catalogues) - set(texts))
            if missing:
                problems.append(f"{key}: no text for {', '.join(missing)}")
            for code, text in texts.items():
                old = catalogues.get(code, {}).get(key)
                if old is not None and old != text and not replace:
                    problems.append(f"{key} ({code}) is already {old!r}")
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
        for key, texts in new.items():
            for code, text in texts.items():
                catalogues[code][key] = text
        write(catalogues)
    print(f"{len(new)} keys added.")
    return 0


def remove(keys: list[str]) -> int:
    with locked() as catalogues:
        for templates in catalogues.values():
            for key in keys:
                templates.pop(key, None)
        write(catalogues)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pygame_rules.tools.catalogue")
    commands = parser.add_subparsers(dest="command", required=True)
    adding = commands.add_parser("add")
    adding.add_argument("file")
    adding.add_argument("--replace", action="store_true")
    removing = commands.add_parser("remove")
    removing.add_argument("keys", nargs="+")
    commands.add_parser("sort")
    args = parser.parse_args(argv)
    if args.command == "add":
        return add(args.file, args.replace)
    if args.command == "remove":
        return remove(args.keys)
    with locked() as catalogues:
        write(catalogues)
    return 0


if __name__ == "__main__":
    sys.exit(main())
