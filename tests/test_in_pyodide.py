"""The rule tests again, inside Pyodide (Node), against the built wheel: what the browser runs."""

from __future__ import annotations

import atexit
import importlib.util
import shutil
import subprocess
import tempfile
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


# The run takes minutes on one core: it starts when collection finishes (conftest's
# pytest_collection_finish), beside the rest of the suite, and this test collects its result.
_RUN: dict = {}


def start_in_background() -> None:
    """Starts the Pyodide run at once when it can run; the test waits for it."""
    if missing_prerequisite() or _RUN:
        return
    out = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 (read by the test, after this returns)
    command = ["node", str(RUNNER), "tests/rules", "-q"]
    _RUN.update(process=subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, text=True), out=out)
    atexit.register(stop_background)


def stop_background() -> None:
    if _RUN and _RUN["process"].poll() is None:
        _RUN["process"].kill()


def test_rule_tests_pass_in_pyodide(tmp_path: Path) -> None:
    reason = missing_prerequisite()
    if reason:
        pytest.skip(f"Pyodide run skipped: {reason}")
    assert_wheel_is_fresh(tmp_path)
    start_in_background()
    process, out = _RUN["process"], _RUN["out"]
    try:
        code = process.wait(timeout=1800)  # it shares the cores with the rest of the suite
    finally:
        stop_background()
    out.seek(0)
    output = out.read()
    assert code == 0, f"pytest inside Pyodide exited {code}:\n{output}"
    print(output)
