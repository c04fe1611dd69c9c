"""The code is linted and formatted with ruff, and the package type-checks with mypy (settings in
pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["pygame_rules", "tests", "build.py", "hatch_build.py"]


def ruff(*args: str) -> subprocess.CompletedProcess:
    pytest.importorskip("ruff", reason="ruff is installed by `python3 build.py test`")
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, *CHECKED], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_finds_nothing_to_report():
    done = ruff("check", "--output-format", "concise")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_code_is_formatted_by_ruff():
    done = ruff("format", "--check")
    assert done.returncode == 0, "run `python3 -m ruff format " + " ".join(CHECKED) + "`:\n" + done.stdout


def test_the_package_type_checks():
    """mypy on pygame_rules with pyproject.toml's settings: the seams between the rules, the 18xx
    layer and the titles are checked, not only documented."""
    pytest.importorskip("mypy", reason="mypy is installed by `python3 build.py test`")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--no-color-output"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_rule_modules_import_at_the_top_and_in_no_circle():
    """A title's modules and the 18xx layer import each other at the top only, and never in a
    circle (one place advances a game: rule modules do not call back into the sequencer)."""
    import ast

    packages = [
        ROOT / "pygame_rules" / "core18xx",
        *(p for p in (ROOT / "pygame_rules" / "games").iterdir() if p.is_dir()),
    ]
    for package in packages:
        modules = {f.stem: f for f in package.glob("*.py")}
        edges: dict[str, set[str]] = {m: set() for m in modules}
        for name, path in modules.items():
            tree = ast.parse(path.read_text("utf-8"))
            inner = [
                n.lineno
                for f in ast.walk(tree)
                if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                for n in ast.walk(f)
                if isinstance(n, (ast.Import, ast.ImportFrom))
            ]
            assert not inner, f"{path.relative_to(ROOT)} imports inside functions (lines {inner})"
            for node in tree.body:
                if isinstance(node, ast.ImportFrom) and node.level == 1:
                    targets = [node.module] if node.module else [a.name for a in node.names]
                    edges[name].update(t for t in targets if t in modules)

        for m in modules:
            found = _circle(edges, m, m, (m,))
            assert found is None, f"import circle in {package.name}: {' -> '.join(found)}"


def _circle(edges: dict[str, set[str]], start: str, at: str, path: tuple[str, ...]) -> tuple[str, ...] | None:
    for nxt in sorted(edges[at]):
        if nxt == start:
            return (*path, nxt)
        if nxt not in path:
            found = _circle(edges, start, nxt, (*path, nxt))
            if found:
                return found
    return None
