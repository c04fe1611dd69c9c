"""What the wheel ships (the browser downloads all of it): the rules and their data, no
developer tools, and nothing in it needs them."""

from __future__ import annotations

import importlib.util
import re
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build_module():
    spec = importlib.util.spec_from_file_location("build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_wheel_holds_no_tools_and_nothing_in_it_imports_them(tmp_path: Path):
    wheel = tmp_path / build_module().build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        sources = {n: z.read(n).decode("utf-8") for n in names if n.endswith(".py")}
    assert "pygame_rules/api.py" in names and "pygame_rules/games/g1856/data/map.json" in names
    assert not [n for n in names if "/tools/" in n or "bench" in n]
    # the command line's `bench` alone reaches for them, and says a checkout is needed without them
    importing = [
        n
        for n, text in sources.items()
        if re.search(r"^\s*(from|import) (\.+|pygame_rules\.)tools\b", text, re.MULTILINE)
    ]
    assert importing == ["pygame_rules/__main__.py"], importing
