#!/usr/bin/env python3
"""Build, serve and test the site.

    python3 build.py                 build the static site into dist/
    python3 build.py serve [--port]  build, then serve dist/ on http://127.0.0.1:PORT
    python3 build.py test [ARGS]     install the test tools, build, run pytest over tests/
    python3 build.py test --fast     the fast tier: the tests not marked slow, in CPython
    python3 build.py explore [ARGS]  compare fresh 1856/18ESP games with 18xx.games' engine
    python3 build.py wheel           only the wheel, into dist/

The rules wheel is built by the PEP 517 backend pyproject.toml pins (hatchling, with the build
hook hatch_build.py), as `pip wheel .` builds it: byte for byte the same on every build. The
backend and the runtime come pinned from package registries (hatchling from PyPI, Pyodide from
npm, micropip and the wheels the Pyodide-side tests need from PyPI; the runtime checked against
the sha256 below) and are kept in .cache/, so a rebuild needs no network. Standard library only;
Python 3.11+.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path
from typing import ClassVar, NamedTuple

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
WEB = ROOT / "web"
PACKAGE = "pygame_rules"

PYODIDE_VERSION = "314.0.7"
PYODIDE_TGZ_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"
# The only runtime files the site loads (no source maps, legacy pyodide.js, consoles, .d.ts).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_PYTHON = "3.14"


class Pin(NamedTuple):
    """A wheel from PyPI for Pyodide's Python, pinned by version and sha256."""

    name: str
    version: str
    sha256: str


MICROPIP = Pin("micropip", "0.11.1", "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3")
# pytest 9.2.0 and everything it needs on Python 3.14, for tests/pyodide/run.mjs.
PYODIDE_TEST_WHEELS = (
    Pin("pytest", "9.2.0", "07acdcf88ec174f907dc01af70bf52d49b014bbab03faeeade31c96b18c2e588"),
    Pin("iniconfig", "2.3.1", "9121e2c1fdb355232495be3194c8dfe87ccc2d5dee45947b78e68f499790d7a7"),
    Pin("packaging", "26.3", "d7193f7c8e4e93f444fde0262bf90af30e16fa0ad0ad44cb553c87339b23cd1c"),
    Pin("pluggy", "1.7.0", "7dd7b0d8832ba3cb632c306926ded123429211b83641b35dc5c41ad2d34f9bec"),
    Pin("pygments", "2.21.0", "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9"),
)
WHEEL_CACHE = CACHE / "wheels"
PYODIDE_TEST_WHEEL_DIR = CACHE / "pyodide-test-wheels"

CHROMIUM = Path("/usr/bin/chromium")
REFERENCE_18XX = ROOT.parent / "shared" / "reference-18xx"  # 18xx.games' engine, a test oracle

PIP = (sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check")

SW_PLACEHOLDER = "__PRECACHE__"
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
}


# --- small helpers --------------------------------------------------------------------------


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def verified(path: Path, sha256: str) -> bool:
    return path.is_file() and sha256_of(path) == sha256


def human(size: int) -> str:
    return f"{size / 1e6:.2f} MB" if size >= 1e5 else f"{size / 1e3:.1f} kB"


def wheel_file_name(name: str, version: str) -> str:
    return f"{normalize(name)}-{version}-py3-none-any.whl"


def normalize(name: str) -> str:
    """A distribution name as wheel file names spell it (PEP 427, PEP 503)."""
    return re.sub(r"[-_.]+", "_", name).lower()


# --- the rules wheel: pyproject.toml's pinned backend (hatchling, hatch_build.py) builds it -


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def project() -> dict:
    return pyproject()["project"]


def build_backend() -> Path:
    """pyproject's pinned build requirements (hatchling and what it needs), installed from PyPI
    once into .cache/, not into this Python: every later build works offline."""
    requires = sorted(pyproject()["build-system"]["requires"])
    target = CACHE / ("build-backend-" + re.sub(r"[^\w.=-]+", "_", "+".join(requires)))
    if not target.is_dir():
        print(f"Installing {', '.join(requires)} from PyPI into .cache/ …", flush=True)
        staging = CACHE / f"build-backend-staging-{os.getpid()}"
        shutil.rmtree(staging, ignore_errors=True)
        pip_install("--target", str(staging), *requires)
        try:
            staging.rename(target)
        except OSError:  # a build beside this one installed it meanwhile
            shutil.rmtree(staging)
            if not target.is_dir():
                raise
    return target


def build_wheel(wheel_directory: Path | str) -> str:
    """The rules wheel into wheel_directory (its file name returned), as `pip wheel .` builds it.
    The title folders that PYGAME_RULES_TITLES names go in as well (hatch_build.py)."""
    return backend_build("build_wheel", wheel_directory)


def backend_build(hook: str, directory: Path | str, source: Path = ROOT) -> str:
    """A PEP 517 build (hook: build_wheel or build_sdist) of the project in source, as pip runs
    one: pyproject's backend in a fresh Python, with its pinned requirements; returns the name of
    the file it made in directory."""
    system = tomllib.loads((source / "pyproject.toml").read_text("utf-8"))["build-system"]
    directory = Path(directory).resolve()
    directory.mkdir(parents=True, exist_ok=True)
    call = f"import sys, {system['build-backend']} as backend; print(backend.{hook}(sys.argv[1]))"
    path = os.pathsep.join(filter(None, [str(build_backend()), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path}
    done = subprocess.run(
        [sys.executable, "-c", call, str(directory)], cwd=source, env=env, stdout=subprocess.PIPE, text=True, check=True
    )
    return done.stdout.split()[-1]


def add_titles(folders: list[str]) -> None:
    """Build these title folders in (they must lie inside the checkout: the wheel's build imports
    them by their dotted path, PYGAME_RULES_TITLES, for its catalogue)."""
    dotted = []
    for name in folders:
        folder = (ROOT / name).resolve()
        if not (folder / "__init__.py").is_file() or not folder.is_relative_to(ROOT):
            sys.exit(f"build.py: {name} is not a title folder in the checkout (no __init__.py).")
        dotted.append(".".join(folder.relative_to(ROOT).parts))
    os.environ["PYGAME_RULES_TITLES"] = ",".join(dotted)


def catalogue(wheel: Path) -> list[dict]:
    """The titles' list as the wheel ships it (hatch_build.py writes it from the rules)."""
    with zipfile.ZipFile(wheel) as z:
        return json.loads(z.read(f"{PACKAGE}/catalogue.json"))


# --- fetching the pinned runtime into .cache/ -----------------------------------------------


def pyodide_tarball() -> Path:
    """npm's pyodide package, fetched once with npm and checked against the pinned sha256."""
    tgz = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if verified(tgz, PYODIDE_TGZ_SHA256):
        return tgz
    if not shutil.which("npm"):
        sys.exit("build.py: npm is needed once, to fetch Pyodide into .cache/ (then it works offline).")
    CACHE.mkdir(exist_ok=True)
    print(f"Fetching pyodide@{PYODIDE_VERSION} from npm …", flush=True)
    subprocess.run(
        ["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(CACHE), "--silent"],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    if not verified(tgz, PYODIDE_TGZ_SHA256):
        sys.exit(f"build.py: {tgz} does not have the pinned sha256 {PYODIDE_TGZ_SHA256}.")
    return tgz


def pypi_wheels(pins: list[Pin], directory: Path) -> list[Path]:
    """Wheels for Pyodide's Python from PyPI, fetched once with pip and checked by sha256."""
    paths = [directory / wheel_file_name(pin.name, pin.version) for pin in pins]
    missing = [f"{pin.name}=={pin.version}" for pin, path in zip(pins, paths) if not verified(path, pin.sha256)]
    if missing:
        print(f"Fetching {', '.join(missing)} from PyPI …", flush=True)
        for_pyodide = ["--no-deps", "--only-binary", ":all:", "--python-version", PYODIDE_PYTHON]
        subprocess.run([*PIP, "download", *for_pyodide, "-d", str(directory), *missing], check=True)
    for pin, path in zip(pins, paths):
        if not verified(path, pin.sha256):
            sys.exit(f"build.py: {path} is missing or does not have the pinned sha256 {pin.sha256}.")
    return paths


# --- the static site ------------------------------------------------------------------------


def copy_runtime(target: Path) -> dict:
    """The runtime files the site needs; returns the stock lock file (we keep its info block)."""
    with tarfile.open(pyodide_tarball()) as tar:
        for name in RUNTIME_FILES:
            (target / name).write_bytes(tar.extractfile(f"package/{name}").read())
        return json.load(tar.extractfile("package/pyodide-lock.json"))


def lock_entry(name: str, version: str, wheel: Path, imports: list[str]) -> dict:
    return {
        "name": name,
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256_of(wheel),  # browsers check it (SRI): it must be the shipped file's
        "package_type": "package",
        "imports": imports,
        "depends": [],
        "unvendored_tests": False,
    }


def write_lock_file(target: Path, stock: dict, ours: Path, micropip: Path) -> None:
    """Our own pyodide-lock.json: the stock info block and exactly the wheels we ship."""
    meta = project()
    packages = {
        meta["name"]: lock_entry(meta["name"], meta["version"], ours, [PACKAGE]),
        MICROPIP.name: lock_entry(MICROPIP.name, MICROPIP.version, micropip, [MICROPIP.name]),
    }
    lock = {"info": stock["info"], "packages": packages}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


def build_runtime(target: Path) -> None:
    target.mkdir(parents=True)
    stock = copy_runtime(target)
    ours = target / build_wheel(target)
    cached = pypi_wheels([MICROPIP], WHEEL_CACHE)[0]
    micropip = Path(shutil.copyfile(cached, target / cached.name))
    write_lock_file(target, stock, ours, micropip)


def check_worker_version(dist: Path) -> None:
    worker = dist / "worker.js"
    if worker.is_file() and f'"{PYODIDE_VERSION}"' not in worker.read_text("utf-8"):
        sys.exit(f"build.py: web/worker.js must load Pyodide {PYODIDE_VERSION}, the pinned one.")


# Fetched by Pyodide while it boots (the worker counts their bytes for the progress in megabytes);
# pyodide.mjs and pyodide.asm.mjs are imported as modules, which cannot be counted.
BOOT_DOWNLOADS = ("pyodide-lock.json", "pyodide.asm.wasm", "python_stdlib.zip")


def write_site_info(dist: Path) -> None:
    """site.json: what the page shows before Python is ready (the titles, as the wheel's
    catalogue lists them) and how many bytes Python's first download is."""
    runtime = dist / "pyodide" / PYODIDE_VERSION
    wheel = next(runtime.glob(f"{normalize(PACKAGE)}-*.whl"))
    downloads = [runtime / name for name in BOOT_DOWNLOADS] + [wheel]
    info = {
        "pyodide": PYODIDE_VERSION,
        "download_bytes": sum(p.stat().st_size for p in downloads),
        "titles": catalogue(wheel),
        "languages": copy_languages(dist),
    }
    (dist / "site.json").write_text(json.dumps(info, ensure_ascii=False, indent=1) + "\n", "utf-8")


def copy_languages(dist: Path) -> list[dict]:
    """Each language's catalogue, the shared words and every title's in one (messages.py), into
    lang/ where the page reads its words; each language as {code, name} (English first), for the
    header's switch."""
    (dist / "lang").mkdir(exist_ok=True)
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_rules import messages

        languages = []
        for code in messages.LANGUAGES:
            words = messages.catalogue(code)
            text = json.dumps(words, ensure_ascii=False, indent=1) + "\n"
            (dist / "lang" / f"{code}.json").write_text(text, "utf-8")
            languages.append({"code": code, "name": words["_language"]})
        return languages
    finally:
        sys.path.remove(str(ROOT))


def site_files(dist: Path) -> list[str]:
    return sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())


def precache_manifest(dist: Path, template: str) -> dict:
    """Every file the site serves but the service worker itself (browsers never fetch it
    through a service worker); the version changes with any byte of any of them."""
    files = [f for f in site_files(dist) if f != "sw.js"]
    digest = hashlib.sha256(template.encode())
    for f in files:
        digest.update(f"{f}\0{sha256_of(dist / f)}\n".encode())
    return {"version": digest.hexdigest()[:12], "files": ["./", *files]}


def finalise_service_worker(dist: Path) -> None:
    sw = dist / "sw.js"
    if not sw.is_file():
        return
    template = sw.read_text("utf-8")
    manifest = json.dumps(precache_manifest(dist, template), separators=(",", ":"))
    sw.write_text(template.replace(SW_PLACEHOLDER, manifest), "utf-8")


def summary(dist: Path) -> str:
    files = site_files(dist)
    raw = sum((dist / f).stat().st_size for f in files)
    packed = sum(len(gzip.compress((dist / f).read_bytes(), 6)) for f in files)
    wheel = next((dist / "pyodide" / PYODIDE_VERSION).glob(f"{normalize(PACKAGE)}-*.whl"))
    return (
        f"dist/: {len(files)} files, {human(raw)} raw, {human(packed)} gzipped; "
        f"{wheel.name} {human(wheel.stat().st_size)}"
    )


def swap_in(staging: Path, dist: Path) -> None:
    """Replace dist/ by renames, so a server or test using dist/ never sees half a site."""
    old = CACHE / f"old-dist-{os.getpid()}"
    if dist.exists():
        dist.rename(old)
    staging.rename(dist)
    shutil.rmtree(old, ignore_errors=True)


def build_site(dist: Path = DIST) -> None:
    start = time.monotonic()
    staging = CACHE / f"staging-{os.getpid()}"  # same file system as dist/: renames are atomic
    shutil.rmtree(staging, ignore_errors=True)
    try:
        build_runtime(staging / "pyodide" / PYODIDE_VERSION)
        if WEB.is_dir():
            shutil.copytree(WEB, staging, dirs_exist_ok=True)
        check_worker_version(staging)
        write_site_info(staging)
        finalise_service_worker(staging)
        swap_in(staging, dist)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    print(f"Built {summary(dist)} in {time.monotonic() - start:.1f} s", flush=True)


# --- serving --------------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


def make_server(directory: Path = DIST, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A local server for the built site (port 0: any free port; see .server_address)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve(port: int) -> None:
    build_site()
    try:
        server = make_server(DIST, port)
    except OSError as e:
        sys.exit(f"build.py: cannot listen on port {port} ({e.strerror}); --port 0 picks a free one.")
    with server:
        print(f"Serving dist/ on http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


# --- tests ----------------------------------------------------------------------------------


def pip_install(*requirements: str) -> None:
    subprocess.run([*PIP, "install", "--root-user-action=ignore", *requirements], check=True)


def apt_install(*packages: str, why: str) -> bool:
    """Debian packages, as root with apt (False: not possible here)."""
    if not (shutil.which("apt-get") and os.geteuid() == 0):
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    print(f"Installing Debian's {' '.join(packages)} {why} …", flush=True)
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-qq", *packages], check=True, env=env, stdout=subprocess.DEVNULL)
    return True


def ensure_ruby() -> None:
    """Debian's ruby for the differential test against 18xx.games' engine (../shared), which
    skips with the reason where either is missing."""
    if shutil.which("ruby") or not REFERENCE_18XX.is_dir():
        return
    if not apt_install("ruby", "ruby-json", why="for the test against 18xx.games' engine"):
        print("No ruby and no apt-get as root: the test against 18xx.games' engine will skip.")


def ensure_chromium() -> None:
    """Debian's chromium for the end-to-end tests; Playwright's own build only without apt."""
    if CHROMIUM.exists():
        return
    if apt_install("chromium", why="for the end-to-end tests"):
        return
    print(
        f"No {CHROMIUM} and no apt-get as root: trying Playwright's own Chromium "
        "(python -m playwright install chromium).",
        flush=True,
    )
    subprocess.run([sys.executable, "-m", "playwright", "install", "chromium"], check=False)


def ensure_js_tools() -> None:
    """The JavaScript checks' tools (tests/test_js.py), as tests/js/package-lock.json pins them."""
    tools = ROOT / "tests" / "js"
    installed = tools / "node_modules" / ".package-lock.json"
    if installed.exists() and installed.stat().st_mtime >= (tools / "package-lock.json").stat().st_mtime:
        return
    if not shutil.which("npm"):
        print("No npm: the JavaScript checks will skip.", flush=True)
        return
    command = ["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts", "--silent"]
    subprocess.run(command, cwd=tools, check=True)


def run_tests(pytest_args: list[str]) -> int:
    # what the tests run with on CPython: the one pinned list, pyproject.toml's `test` extra
    pip_install(*project()["optional-dependencies"]["test"])
    ensure_js_tools()
    if "--fast" in pytest_args:
        # the fast tier: every title's rule tests in CPython, without the tests marked slow
        # (the browser, Pyodide and 18xx.games' engine among them: tests/conftest.py)
        pytest_args = ["-m", "not slow", *(a for a in pytest_args if a != "--fast")]
    else:
        ensure_chromium()
        ensure_ruby()
        pypi_wheels(list(PYODIDE_TEST_WHEELS), PYODIDE_TEST_WHEEL_DIR)
        build_site()
    # No path given: pyproject's testpaths (tests/) apply; the checkout is on sys.path (-m).
    # the slowest tests are listed at the end, to keep the suite's time in view
    durations = [] if any(a.startswith("--durations") for a in pytest_args) else ["--durations=15"]
    pytest = [sys.executable, "-m", "pytest", *durations, *spread(pytest_args), *pytest_args]
    return subprocess.run(pytest, cwd=ROOT, check=False).returncode


def spread(pytest_args: list[str]) -> list[str]:
    """Over the machine's cores (pytest-xdist; tests/conftest.py groups the tests that share a
    fixture), unless the arguments say otherwise (-n N, -p no:xdist)."""
    if any(a.startswith(("-n", "--numprocesses")) for a in pytest_args) or "no:xdist" in pytest_args:
        return []
    return ["-n", "auto", "--dist", "loadscope", "--no-loadscope-reorder"]


def explore(args: list[str]) -> int:
    """Fresh games against 18xx.games' engine (tests/oracle/explore.py; the gate's are fixed)."""
    ensure_ruby()
    return subprocess.run([sys.executable, "tests/oracle/explore.py", *args], cwd=ROOT, check=False).returncode


# --- command line ---------------------------------------------------------------------------


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command")
    build_parser = commands.add_parser("build", help="build the static site into dist/ (the default)")
    build_parser.add_argument("--title", action="append", default=[], help="a title folder to build in as well")
    build_parser.add_argument("--dist", type=Path, default=DIST, help="where to build the site")
    commands.add_parser("wheel", help="build only the wheel, into dist/")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/ locally")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser(
        "test", help="install test tools, build, run pytest (extra args go to it; --fast: the fast tier)"
    )
    commands.add_parser(
        "explore",
        help="fresh 1856 and 18ESP games against 18xx.games' engine: [1856|18esp] [--games N] [--seed FIRST]",
    )
    args, extra = parser.parse_known_args(argv)
    if extra and args.command not in ("test", "explore"):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "test":
        return run_tests(extra)
    if args.command == "explore":
        return explore(extra)
    if args.command == "serve":
        serve(args.port)
    elif args.command == "wheel":
        print(DIST / build_wheel(DIST))
    else:
        add_titles(getattr(args, "title", []))
        build_site(getattr(args, "dist", DIST).resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
