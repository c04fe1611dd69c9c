"""The whole suite: the Pyodide run started early, and the summaries printed at the end."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Whole directories and files left out of the fast tier (`python3 build.py test --fast`): they
# need a browser, Pyodide or 18xx.games' engine. Single costly rule tests carry @pytest.mark.slow.
SLOW_PATHS = ("tests/e2e/", "tests/oracle/", "tests/test_in_pyodide.py", "tests/test_wheel.py")
# Spread over workers (pytest-xdist: build.py test), the tests of one file run in one worker, so
# that its module-scoped fixtures are made once, and the conformance checks of one game in one
# worker, which plays it once. The longest go first; the Pyodide run's test, which only waits for
# the run started beside the suite, goes last.
FIRST = ("tests/oracle/", "tests/e2e/", "tests/rules/test_conformance.py")
LAST = ("tests/test_in_pyodide.py",)
SHARED_GAMES = "tests/rules/test_conformance.py"


def file_of(nodeid: str) -> str:
    return nodeid.split("::")[0]


def group(nodeid: str) -> str:
    """The worker's share a test belongs to: its file, or its file and game (its parameters)."""
    path = file_of(nodeid)
    if path == SHARED_GAMES and "[" in nodeid:
        return path + nodeid[nodeid.index("[") :]
    return path


def order(item) -> int:
    path = file_of(item.nodeid)
    return 0 if path.startswith(FIRST) else 2 if path.startswith(LAST) else 1


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Whole groups to a worker (xdist's loadgroup marks no longer reach its scheduler under
    pytest 9.2, whose node ids are no longer a string it can append the group to)."""
    from xdist.scheduler import LoadScopeScheduling

    class ByGroup(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return group(nodeid)

    return ByGroup(config, log)


def pytest_configure(config) -> None:
    # here rather than in pyproject.toml: the Pyodide run sees tests/ only
    config.addinivalue_line("markers", "slow: left out of the fast tier (build.py test --fast, docs/testing.md)")
    config.addinivalue_line(
        "markers", "fresh_page: each test's page is a fresh browser context (tests/e2e/conftest.py)"
    )


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        if file_of(item.nodeid).startswith(SLOW_PATHS):
            item.add_marker(pytest.mark.slow)
    items.sort(key=order)  # (stable: in collection order within each)


def pytest_sessionstart(session) -> None:
    """The Pyodide rule run starts beside the rest of the suite rather than after it, in the
    process that runs the suite (not in a pytest-xdist worker), when its test is chosen."""
    config = session.config
    if sys.platform == "emscripten" or hasattr(config, "workerinput"):
        return
    if config.option.keyword or "slow" in (config.option.markexpr or ""):
        return  # maybe not chosen: the test starts the run itself when it runs
    test = ROOT / "tests" / "test_in_pyodide.py"
    if any(test.is_relative_to((Path(config.invocation_params.dir) / file_of(a)).resolve()) for a in config.args):
        import test_in_pyodide

        test_in_pyodide.start_in_background()


@pytest.fixture
def summary(request):
    """`summary(section)`: a list of lines the test fills, printed under `section` at the end of
    the run. They travel with the test's report, so a test run in a pytest-xdist worker shows them
    too."""

    def lines(section: str) -> list[str]:
        out: list[str] = []
        request.node.user_properties.append(("summary", (section, out)))
        return out

    return lines


SUMMARIES: dict[str, list[str]] = {}


def pytest_runtest_logreport(report) -> None:
    for name, value in report.user_properties:
        if name == "summary" and report.when == "call":
            section, lines = value
            SUMMARIES.setdefault(section, []).extend(lines)


def pytest_terminal_summary(terminalreporter) -> None:
    """What tests left for the end (the `summary` fixture): the differential tests' games and how
    much of 1856 and 18ESP they went through; the positions test's figures per title; the fuzz
    test's cases by outcome."""
    for section, lines in SUMMARIES.items():
        terminalreporter.section(section)
        for line in lines:
            terminalreporter.write_line(line)
