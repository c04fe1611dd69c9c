"""The page's JavaScript, checked as the Python is: ESLint (its recommended rules), Prettier (the
format) and TypeScript's checker over the JSDoc types (tsc --noEmit, checkJs), each at the version
pinned in tests/js/package-lock.json (installed by `python3 build.py test`: npm ci)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tests" / "js"
BIN = TOOLS / "node_modules" / ".bin"


def run(tool: str, *args: str) -> None:
    if not (BIN / tool).exists():
        pytest.skip(f"{tool} is not installed: run python3 build.py test (npm ci in tests/js)")
    done = subprocess.run([str(BIN / tool), *args], check=False, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{tool} found problems in web/:\n{done.stdout}{done.stderr}"


def test_eslint_finds_no_problem():
    run("eslint", "--config", "tests/js/eslint.config.js", "--max-warnings", "0", "web")


def test_prettier_formatted_the_page():
    run("prettier", "--config", "tests/js/prettier.json", "--check", "web/**/*.js")


def test_the_jsdoc_types_check():
    run("tsc", "-p", "tests/js/tsconfig.json")
