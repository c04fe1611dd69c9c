"""The rule tests again, inside Pyodide (Node), against the built wheel: what the browser runs."""

from __future__ import annotations

import atexit
import importlib.util
import os
import shutil
import subprocess
import tempfile
import threading
import time
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


# The run takes minutes on one core: it starts as the suite starts (tests/conftest.py), in the
# process that runs the suite (pytest-xdist's controller, when the tests are spread over workers),
# beside the rest of the suite; its output and, once it is done, its exit code are written into a
# folder named in the environment, where this test, in whichever process it runs, reads them.
RUN_FOLDER = "PYGAME_RULES_PYODIDE_RUN"
WAIT_AT_MOST = 1800  # s: it shares the cores with the rest of the suite


def start_in_background() -> None:
    """Starts the Pyodide run when it can run and has not been started."""
    if missing_prerequisite() or os.environ.get(RUN_FOLDER):
        return
    folder = Path(tempfile.mkdtemp(prefix="pyodide-run-"))
    out = (folder / "output").open("w")
    # the rule tests but the slow ones (whole long games over again: CPython plays them)
    command = ["node", str(RUNNER), "tests/rules", "-q", "-m", "not slow"]
    process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, text=True)

    def finish() -> None:
        code = process.wait()
        out.close()
        (folder / "code.part").write_text(str(code))
        (folder / "code.part").rename(folder / "code")

    threading.Thread(target=finish, daemon=True).start()
    atexit.register(lambda: (process.poll() is None and process.kill(), shutil.rmtree(folder, ignore_errors=True)))
    os.environ[RUN_FOLDER] = str(folder)


def test_rule_tests_pass_in_pyodide(tmp_path: Path) -> None:
    reason = missing_prerequisite()
    if reason:
        pytest.skip(f"Pyodide run skipped: {reason}")
    assert_wheel_is_fresh(tmp_path)
    start_in_background()  # (when the suite did not: this test chosen by -k, say)
    folder = Path(os.environ[RUN_FOLDER])
    deadline = time.monotonic() + WAIT_AT_MOST
    while not (folder / "code").exists():
        assert time.monotonic() < deadline, f"the Pyodide run did not end within {WAIT_AT_MOST} s"
        time.sleep(0.5)
    code = int((folder / "code").read_text())
    output = (folder / "output").read_text()
    assert code == 0, f"pytest inside Pyodide exited {code}:\n{output}"
    print(output)
