"""The whole suite: the Pyodide run started early, and the summaries printed at the end."""

from __future__ import annotations

import pytest

# Whole directories and files left out of the fast tier (`python3 build.py test --fast`): they
# need a browser, Pyodide or 18xx.games' engine. Single costly rule tests carry @pytest.mark.slow.
SLOW_PATHS = ("tests/e2e/", "tests/oracle/", "tests/test_in_pyodide.py", "tests/test_wheel.py")


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        path = item.nodeid.split("::")[0]
        if path.startswith(SLOW_PATHS):
            item.add_marker(pytest.mark.slow)


def pytest_collection_finish(session) -> None:
    """The Pyodide rule run starts beside the rest of the suite rather than after it."""
    for item in session.items:
        if item.name == "test_rule_tests_pass_in_pyodide":
            item.module.start_in_background()
            return


def pytest_terminal_summary(terminalreporter) -> None:
    """The differential tests' coverage: their games' seeds and how much of 1856 and 18ESP they
    went through; the positions test's figures per title; the fuzz test's cases by outcome."""
    import sys

    for module, title in (("test_1856_oracle", "1856"), ("test_18esp_oracle", "18ESP")):
        oracle = sys.modules.get(module)
        if oracle and oracle.SUMMARY:
            terminalreporter.section(f"{title} against 18xx.games")
            for line in oracle.SUMMARY:
                terminalreporter.write_line(line)
    positions = sys.modules.get("test_e2e_positions")
    if positions and positions.SUMMARY:
        terminalreporter.section("positions: every legal move within reach")
        for line in positions.SUMMARY:
            terminalreporter.write_line(line)
    fuzz = sys.modules.get("test_fuzz")
    if fuzz and fuzz.COUNTS:
        terminalreporter.section("fuzz: cases by outcome")
        for family, counts in fuzz.COUNTS.items():
            outcomes = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
            terminalreporter.write_line(f"{family}: {sum(counts.values())} cases: {outcomes}")
