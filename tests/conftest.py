"""Options for the whole suite: the size of the differential test against 18xx.games."""

from __future__ import annotations


def pytest_addoption(parser) -> None:
    parser.addoption(
        "--oracle-games", type=int, default=50, help="1856 games compared with the 18xx.games engine (tests/oracle)"
    )
    parser.addoption(
        "--oracle-seed",
        type=int,
        default=None,
        help="first seed of those games (default: drawn anew each run, and printed)",
    )


def pytest_terminal_summary(terminalreporter) -> None:
    """The differential test's coverage: how much of 1856 its games went through; the fuzz
    test's cases by outcome."""
    import sys

    oracle = sys.modules.get("test_1856_oracle")
    if oracle and oracle.SUMMARY:
        terminalreporter.section("1856 against 18xx.games")
        for line in oracle.SUMMARY:
            terminalreporter.write_line(line)
    fuzz = sys.modules.get("test_fuzz")
    if fuzz and fuzz.COUNTS:
        terminalreporter.section("fuzz: cases by outcome")
        for family, counts in fuzz.COUNTS.items():
            outcomes = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
            terminalreporter.write_line(f"{family}: {sum(counts.values())} cases: {outcomes}")
