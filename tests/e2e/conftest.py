"""End-to-end fixtures: the built site (dist/) on a local server, one headless Chromium per
session, a fresh browser context (empty storage) per test. Run after `python3 build.py`."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path
from typing import ClassVar

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]


def missing_prerequisite() -> str | None:
    if not (DIST / "index.html").is_file():
        return "dist/index.html is missing: run python3 build.py first"
    if not (DIST / "app.js").is_file():
        return "dist/ has no web app (app.js): run python3 build.py"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install playwright==1.65.0)"
    return None


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def log_message(self, format, *args):
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        self.server.requests.append(self.path)
        return super().send_head()


class Site:
    """dist/ served on 127.0.0.1:<free port>; `requests` lists every path asked for."""

    def __init__(self, directory: Path = DIST) -> None:
        handler = functools.partial(Handler, directory=str(directory))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        self.server.requests = []
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.running = True

    @property
    def requests(self) -> list[str]:
        return self.server.requests

    def stop(self) -> None:
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.running = False


@pytest.fixture(scope="session")
def e2e_ready() -> None:
    reason = missing_prerequisite()
    if reason:
        pytest.skip(f"end-to-end tests skipped: {reason}")


@pytest.fixture(scope="session")
def site(e2e_ready) -> Site:
    s = Site()
    yield s
    s.stop()


@pytest.fixture
def own_site(e2e_ready) -> Site:
    """A server of the test's own (the offline test stops it)."""
    s = Site()
    yield s
    s.stop()


@pytest.fixture(scope="session")
def browser(e2e_ready):
    from playwright.sync_api import sync_playwright

    # Debian's chromium where it is installed (CI); else Playwright's own build, if
    # `python -m playwright install chromium` fetched one (build.py test tries that without apt)
    executable = str(CHROMIUM) if CHROMIUM.exists() else None
    with sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        except Exception as e:  # noqa: BLE001 - any launch failure means no browser here
            pytest.skip(
                f"end-to-end tests skipped: no Chromium ({CHROMIUM} is missing and "
                f"Playwright's own build did not start: {str(e).splitlines()[0]})"
            )
        yield b
        b.close()


@pytest.fixture
def new_context(browser):
    """Make fresh contexts (empty storage); service workers are blocked unless asked for:
    precaching 13 MB per test would only slow the suite."""
    made = []

    def make(service_workers: str = "block", **kwargs):
        # Playwright's wait_for_function("...") evaluates its string with eval, which the page's
        # Content-Security-Policy refuses: contexts bypass it unless a test asks (test_e2e_boot.py
        # checks the page under its policy).
        kwargs.setdefault("bypass_csp", True)
        ctx = browser.new_context(service_workers=service_workers, viewport={"width": 1280, "height": 900}, **kwargs)
        ctx.set_default_timeout(30_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


@pytest.fixture
def page(new_context):
    p = new_context().new_page()
    p.errors = []
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    yield p
    assert not p.errors, f"uncaught errors in the page: {p.errors}"
