"""The wheel's build hook (hatchling's custom hook, named in pyproject.toml): what the wheel holds
besides the package's own files (which pyproject.toml selects, pygame_rules/tools/ left out).

- `pygame_rules/catalogue.json`: the titles as the rules describe them (registry.describe_all()),
  so that the browser's first answer need not import every title (pygame_rules/registry.py).
- The title folders that PYGAME_RULES_TITLES names (dotted packages inside the checkout, such as
  `tests.titles.race`; `python3 build.py build --title FOLDER` sets it), each as
  `pygame_rules/games/<its name>/`, where the registry finds it like any other; the catalogue,
  built with the same variable, lists them.

An editable install gets neither: it is the checkout, where the registry asks the titles itself.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = "pygame_rules"
EXTRA = "PYGAME_RULES_TITLES"  # as pygame_rules/registry.py reads it: packages, comma-separated


class WheelHook(BuildHookInterface):
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        root = Path(self.root)
        included = build_data["force_include"]
        for folder in extra_titles(root):
            included[str(folder)] = f"{PACKAGE}/games/{folder.name}"  # without __pycache__/
        self.scratch = tempfile.TemporaryDirectory(prefix="pygame-rules-wheel-")
        written = Path(self.scratch.name) / "catalogue.json"
        written.write_bytes(catalogue(root))
        included[str(written)] = f"{PACKAGE}/catalogue.json"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if version != "editable":
            self.scratch.cleanup()


def extra_titles(root: Path) -> list[Path]:
    folders = []
    for name in filter(None, (n.strip() for n in os.environ.get(EXTRA, "").split(","))):
        folder = root.joinpath(*name.split("."))
        if not (folder / "__init__.py").is_file():
            raise ValueError(f"{EXTRA} names {name}, which is no title folder in {root} (no __init__.py)")
        folders.append(folder)
    return folders


def catalogue(root: Path) -> bytes:
    """The titles' list, from the checkout's own rules (and the extra titles, by their dotted names)."""
    sys.path.insert(0, str(root))
    try:
        from pygame_rules import registry

        return (json.dumps(registry.describe_all(), ensure_ascii=False, indent=1) + "\n").encode()
    finally:
        sys.path.remove(str(root))
