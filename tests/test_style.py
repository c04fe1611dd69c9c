"""The code is linted and formatted with ruff (settings in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["pygame_rules", "tests", "build.py"]


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
