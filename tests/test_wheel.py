"""What the wheel ships (the browser downloads all of it): the rules and their data, no
developer tools, and nothing in it needs them; the titles' catalogue beside them; the same bytes
on every build. pyproject.toml's backend (hatchling, with hatch_build.py) builds it, through
build.py as through pip."""

from __future__ import annotations

import importlib.util
import json
import re
import tarfile
import zipfile
from pathlib import Path

import pytest

from pygame_rules import registry

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pygame_rules"


def build_module():
    spec = importlib.util.spec_from_file_location("build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("wheel")
    return directory / build_module().build_wheel(directory)


def test_the_wheel_holds_no_tools_and_nothing_in_it_imports_them(wheel: Path):
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        sources = {n: z.read(n).decode("utf-8") for n in names if n.endswith(".py")}
    assert "pygame_rules/api.py" in names and "pygame_rules/games/g1856/data/map.json" in names
    assert not [n for n in names if "/tools/" in n or "bench" in n]
    # the command line's `bench` alone reaches for them, and says a checkout is needed without them
    importing = [
        n
        for n, text in sources.items()
        if re.search(r"^\s*(from|import) (\.+|pygame_rules\.)tools\b", text, re.MULTILINE)
    ]
    assert importing == ["pygame_rules/__main__.py"], importing


def package_files(folder: Path, prefix: str) -> dict[str, bytes]:
    return {
        f"{prefix}/{p.relative_to(folder).as_posix()}": p.read_bytes()
        for p in folder.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.relative_to(folder).parts[0] != "tools"
    }


def test_the_wheel_is_the_package_its_catalogue_and_its_metadata(wheel: Path):
    """Every file of the package but its tools, byte for byte; the titles as the rules describe
    them (registry.catalogue() reads them in the browser); METADATA, WHEEL and RECORD."""
    with zipfile.ZipFile(wheel) as z:
        files = {n: z.read(n) for n in z.namelist()}
    catalogue = json.loads(files.pop("pygame_rules/catalogue.json"))
    metadata = {n.rsplit("/", 1)[1] for n in files if n.startswith("pygame_rules-0.1.0.dist-info/")}
    assert metadata == {"METADATA", "WHEEL", "RECORD"}
    assert {n: d for n, d in files.items() if ".dist-info/" not in n} == package_files(PACKAGE, "pygame_rules")
    assert catalogue == json.loads(json.dumps(registry.describe_all()))


def test_every_build_gives_the_same_bytes(wheel: Path, tmp_path: Path):
    again = tmp_path / build_module().build_wheel(tmp_path)
    assert again.name == wheel.name and again.read_bytes() == wheel.read_bytes()


def test_a_title_folder_named_goes_in_with_its_catalogue_entry(tmp_path: Path, monkeypatch):
    """`build.py build --title tests/titles/race`: the folder as pygame_rules/games/race/, listed in
    the catalogue the page reads (tests/e2e/test_e2e_new_title.py plays it there)."""
    monkeypatch.setenv("PYGAME_RULES_TITLES", "tests.titles.race")
    wheel = tmp_path / build_module().build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as z:
        race = {n: z.read(n) for n in z.namelist() if n.startswith("pygame_rules/games/race/")}
        catalogue = json.loads(z.read("pygame_rules/catalogue.json"))
    assert race == package_files(ROOT / "tests" / "titles" / "race", "pygame_rules/games/race")
    assert "race" in [t["id"] for t in catalogue]


def test_the_sdist_leaves_the_tools_out_and_builds_the_same_wheel(wheel: Path, tmp_path: Path):
    """From the unpacked sdist, elsewhere and with every file dated anew: the same bytes."""
    build = build_module()
    sdist = tmp_path / build.backend_build("build_sdist", tmp_path)
    with tarfile.open(sdist) as tar:
        names = tar.getnames()
        for member in filter(tarfile.TarInfo.isfile, tar.getmembers()):
            (tmp_path / member.name).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / member.name).write_bytes(tar.extractfile(member).read())
    assert "pygame_rules-0.1.0/hatch_build.py" in names and "pygame_rules-0.1.0/pygame_rules/api.py" in names
    assert not [n for n in names if "/tools/" in n or "/tests/" in n]
    again = tmp_path / "again" / build.backend_build("build_wheel", tmp_path / "again", tmp_path / "pygame_rules-0.1.0")
    assert again.read_bytes() == wheel.read_bytes()
