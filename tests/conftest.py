"""The whole suite: the Pyodide run started early, and the summaries printed at the end."""

from __future__ import annotations


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
