"""Adding messages to the catalogues without editing JSON by hand: the shared words
(pygame_rules/lang/<code>.json) and each title's (pygame_rules/games/<title>/lang/<code>.json,
the keys its package owns, registry.py); a key goes to the file of its owner.

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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .. import registry

ROOT = Path(__file__).resolve().parents[1]
LANG = ROOT / "lang"


def owner_dir(key: str) -> Path:
    """The lang/ folder a key belongs in: its title package's, or the shared one."""
    for package in registry.packages():
        if package.owns(key) and package.name.startswith("pygame_rules."):
            return ROOT.joinpath(*package.name.split(".")[1:], "lang")
    return LANG


def folders() -> list[Path]:
    return [LANG] + [d for p in registry.packages() if (d := owner_dir(p.messages[0])) != LANG]


@contextmanager
def locked() -> Iterator[dict[str, dict]]:
    with open(Path(tempfile.gettempdir()) / "pygame_rules-catalogue.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            catalogues: dict[str, dict] = {p.stem: {} for p in sorted(LANG.glob("*.json"))}
            for folder in folders():
                for code, templates in catalogues.items():
                    path = folder / f"{code}.json"
                    if path.is_file():
                        templates.update(json.loads(path.read_text("utf-8")))
            yield catalogues
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def write(catalogues: dict[str, dict]) -> None:
    for code, templates in catalogues.items():
        split: dict[Path, dict] = {folder: {} for folder in folders()}
        for key, text in sorted(templates.items()):
            split[owner_dir(key)][key] = text
        for folder, words in split.items():
            text = json.dumps(words, ensure_ascii=False, indent=1) + "\n"
            tmp = folder / f".{code}.json.tmp"
            tmp.write_text(text, "utf-8")
            tmp.replace(folder / f"{code}.json")


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
