"""The rule tests again, inside Pyodide (Node), against the built wheel: what the browser runs."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tests" / "pyodide" / "run.mjs"
RULE_TESTS = ROOT / "tests" / "rules"


def missing_prerequisite() -> str | None:
    if not shutil.which("node"):
        return "node is not installed"
    if not list((ROOT / "dist" / "pyodide").glob("*/pygame_rules-*.whl")):
        return "no built wheel in dist/pyodide/: run python3 build.py"
    if not list((ROOT / ".cache" / "pyodide-test-wheels").glob("pytest-*.whl")):
        return "no pytest wheels for Pyodide in .cache/: run python3 build.py test"
    if not list(RULE_TESTS.rglob("test_*.py")):
        return "tests/rules/ has no tests yet"
    return None


def build_module():
    spec = importlib.util.spec_from_file_location("build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def assert_wheel_is_fresh(tmp_path: Path) -> None:
    """The Pyodide run tests dist/'s wheel: it must be the one the checkout builds now."""
    fresh = tmp_path / build_module().build_wheel(tmp_path)
    shipped = next((ROOT / "dist" / "pyodide").glob(f"*/{fresh.name}"), None)
    assert shipped and shipped.read_bytes() == fresh.read_bytes(), (
        "dist/ holds an older wheel than the checkout builds: run python3 build.py"
    )


def test_rule_tests_pass_in_pyodide(tmp_path: Path) -> None:
    reason = missing_prerequisite()
    if reason:
        pytest.skip(f"Pyodide run skipped: {reason}")
    assert_wheel_is_fresh(tmp_path)
    run = subprocess.run(
        ["node", str(RUNNER), "tests/rules", "-q"],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=900,
    )
    output = run.stdout + run.stderr
    assert run.returncode == 0, f"pytest inside Pyodide exited {run.returncode}:\n{output}"
    print(output)
