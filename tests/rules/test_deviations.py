"""Each 18xx title's table of deviations (its `deviations.py`: where the rule book and 18xx.games
part ways) against the code: every name the title's code or the core's can record is in a table,
and every entry is recorded somewhere. The names are read from the sources: the argument of every
`note(...)`, `noted(...)` (core18xx/ways.py) and `deviations.append(...)` call (and literal lists
added to `deviations`), a
string or a module's constant (`DEVIATION`, `one_leg.ONE_LEG`) looked up in the imported module."""

from __future__ import annotations

import ast
import importlib
from dataclasses import fields
from functools import reduce
from pathlib import Path

import pytest

import pygame_rules
from pygame_rules.core18xx.deviations import Deviation

PACKAGE = Path(pygame_rules.__file__).resolve().parent  # the sources, in Pyodide too (the installed wheel)
CORE = "core18xx"
# the 18xx titles: the game packages that export to 18xx.games
TITLES = sorted(path.parent.name for path in (PACKAGE / "games").glob("*/export18xx.py"))


def table(title: str) -> dict[str, Deviation]:
    return importlib.import_module(f"pygame_rules.games.{title}.deviations").DEVIATIONS


def dotted(node: ast.expr) -> str | None:
    """`NAME` or `module.NAME` as written; None for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        head = dotted(node.value)
        return None if head is None else f"{head}.{node.attr}"
    return None


def elements(node: ast.expr) -> list[ast.expr]:
    """A literal list's or tuple's elements, else the expression itself."""
    return list(node.elts) if isinstance(node, ast.List | ast.Tuple) else [node]


class Recorded(ast.NodeVisitor):
    """The deviation names one module records, each with the line recording it."""

    def __init__(self, module: str) -> None:
        self.module = module
        self.names: list[tuple[str, int]] = []

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        if node.name not in (
            "note_deviation",
            "noted",
        ):  # State.note_deviation and ways.noted record the name they are given
            self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Name) and func.id == "noted" and node.args:  # ways.noted(name)
            self.note(node.args[0])
        if isinstance(func, ast.Attribute) and node.args:
            to_list = (dotted(func.value) or "").endswith("deviations")  # state.deviations.append(...)
            if func.attr in ("note_deviation", "noted") or (to_list and func.attr in ("append", "extend")):
                for arg in elements(node.args[0]) if func.attr == "extend" else [node.args[0]]:
                    self.note(arg)
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        # a literal list added to `deviations` (the exporter adds a copy of the state's: not a record)
        if (dotted(node.target) or "").endswith("deviations") and isinstance(node.value, ast.List | ast.Tuple):
            for arg in node.value.elts:
                self.note(arg)
        self.generic_visit(node)

    def note(self, arg: ast.expr) -> None:
        if isinstance(arg, ast.Constant):
            value = arg.value
        else:
            name = dotted(arg)
            assert name is not None, f"{self.module}:{arg.lineno}: a deviation this test cannot read"
            value = reduce(getattr, name.split("."), importlib.import_module(self.module))
        assert isinstance(value, str), f"{self.module}:{arg.lineno}: a deviation that is not a name"
        self.names.append((value, arg.lineno))


def recorded(package: str) -> dict[str, list[str]]:
    """Deviation name -> where the package's code records it ("module:line")."""
    out: dict[str, list[str]] = {}
    for path in sorted((PACKAGE / package).rglob("*.py")):
        module = ".".join(("pygame_rules", *path.relative_to(PACKAGE).with_suffix("").parts))
        visitor = Recorded(module)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for name, line in visitor.names:
            out.setdefault(name, []).append(f"{module}:{line}")
    return out


def test_the_names_are_read_as_written_and_through_module_constants():
    core, esp = recorded(CORE), recorded("games/g18esp")
    assert "stale_graph" in core and "market_edge" in core  # DEVIATION = "stale_graph"; noted("market_edge")
    assert {"one_leg_reading", "takeover_train_limit", "partial_repayment"} <= set(esp)  # one_leg.ONE_LEG, ...
    assert "deviation" not in core  # State.note_deviation and ways.noted themselves record no name


def test_the_18xx_titles_are_found():
    assert {"g1856", "g18esp"} <= set(TITLES)


@pytest.mark.parametrize("title", TITLES)
def test_every_name_the_titles_code_records_is_in_its_table(title):
    missing = {name: where for name, where in recorded(f"games/{title}").items() if name not in table(title)}
    assert not missing


def test_every_name_the_core_records_is_in_a_titles_table():
    tables = {name for title in TITLES for name in table(title)}
    missing = {name: where for name, where in recorded(CORE).items() if name not in tables}
    assert not missing


@pytest.mark.parametrize("title", TITLES)
def test_every_entry_is_recorded_by_the_title_or_the_core(title):
    reachable = recorded(f"games/{title}").keys() | recorded(CORE).keys()
    assert not [name for name in table(title) if name not in reachable]


@pytest.mark.parametrize("title", TITLES)
def test_every_entry_names_its_section_the_rule_book_and_18xx_games(title):
    for name, d in table(title).items():
        assert isinstance(d, Deviation), name
        assert d.section.strip() and d.rule_book.strip() and d.as_18xx_games.strip(), name
        assert d.described() == f"{d.rule_book} (18xx.games: {d.as_18xx_games})"


# where the option "play as 18xx.games does" may be read or named: its declaration and the
# dispatcher (core18xx/ways.py), and the modules that are 18xx.games' (emulation, import, export)
OPTION_READERS = {
    "core18xx/game_state.py",
    "core18xx/ways.py",
    "core18xx/import18xx.py",
    "core18xx/export18xx.py",
}
OPTION_READERS_OF_A_TITLE = {"rules.py", "state.py", "as_18xx_games.py", "import18xx.py", "export18xx.py"}


def test_no_rule_module_reads_the_option():
    """The rule modules ask `state.ways`; only the emulation and the seams name the option."""
    readers = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        allowed = where in OPTION_READERS or (where.startswith("games/") and path.name in OPTION_READERS_OF_A_TITLE)
        text = path.read_text(encoding="utf-8")
        if not allowed and ("AS_18XX_GAMES" in text or '"as_18xx_games"' in text or ".differs(" in text):
            readers.append(where)
    assert not readers


@pytest.mark.parametrize("title", TITLES)
def test_both_ways_answer_every_point(title):
    """The rule book's record and 18xx.games' name an answer at every point (a dataclass without
    defaults: a point missing in either fails at import), and they differ somewhere."""
    ways = importlib.import_module(f"pygame_rules.games.{title}.ways")
    theirs = importlib.import_module(f"pygame_rules.games.{title}.as_18xx_games")
    points = [f.name for f in fields(ways.RULE_BOOK)]
    assert points and [f.name for f in fields(theirs.WAYS)] == points
    assert all(getattr(ways.RULE_BOOK, p) is not getattr(theirs.WAYS, p) for p in points)
