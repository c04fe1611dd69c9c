"""End-to-end fixtures: the built site (dist/) on a local server, one headless Chromium per
session. A test's `page` is one booted page per process, taken back to the home screen with empty
storage, English and the laptop viewport before each test (booting Python costs a page about 6.5
CPU-seconds); a module that changes what a reset cannot undo (network routes, scripts run before
the page, emulated media) or needs a first visit is marked `fresh_page` and gets a fresh browser
context (empty storage, no cache) per test, as `new_context` gives. Run after `python3 build.py`."""

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


VIEWPORT = {"width": 1280, "height": 900}

# Back to a first visit's screen without booting again: the open game left (it saves itself),
# English chosen, every dialog closed, what a test added to the page removed, storage emptied,
# then the home screen drawn from it with the first title's set-up form.
RESET = """async () => {
  const html = document.documentElement;
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const routed = (n) => new Promise((done) => {
    const wait = () => (html.dataset.routed !== n ? done() : setTimeout(wait, 10));
    wait();
  });
  // every dialog closed, and any a closed one led to (a question answered by closing it)
  const closeDialogs = async () => {
    for (let i = 0; i < 20 && document.querySelector("dialog[open]"); i++) {
      for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
      await frames();
    }
  };
  await closeDialogs();
  let n = html.dataset.routed;
  if (location.hash !== "#/") {
    location.hash = "#/";
    await routed(n);
  }
  const language = document.querySelector("#language");
  if (language && html.lang !== "en") {
    language.value = "en";
    language.dispatchEvent(new Event("change"));
    while (html.lang !== "en") await new Promise((done) => setTimeout(done, 10));
  }
  await closeDialogs();
  // what a test put into the page beside the app's own (the body's children once the page was
  // parsed, before its scripts ran: OWN_CHILDREN, on every load, a test's reload too)
  for (const el of [...document.body.children]) if (!window.ownChildren.includes(el)) el.remove();
  localStorage.clear();
  sessionStorage.clear();
  n = html.dataset.routed;
  location.hash = "";
  await routed(n);
  // the set-up form of the first title, as on a first visit (the tab remembers the one chosen)
  const first = document.querySelector(".title-card .title-pick");
  if (first && first.getAttribute("aria-pressed") !== "true") first.click();
  await closeDialogs();
  window.scrollTo(0, 0);
  return location.href;
}"""


def watched(p):
    """`p` with the errors thrown in it collected (each test asserts there were none)."""
    p.errors = []
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    return p


# the page's own body children (index.html's), noted on each load before any script of the page
# runs, so that the reset removes everything else, whichever test added it and whenever
OWN_CHILDREN = """document.addEventListener("readystatechange", () => {
  if (document.readyState === "interactive") window.ownChildren = [...document.body.children];
});"""


def boot(context, site: Site):
    p = watched(context.new_page())
    p.goto(site.url)
    p.wait_for_function("document.documentElement.dataset.ready === '1'")
    p.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
    return p


@pytest.fixture(scope="session")
def booted(browser, site):
    """This process's booted page (a new one when a test closed or broke it)."""
    context = browser.new_context(service_workers="block", viewport=VIEWPORT, bypass_csp=True)
    context.add_init_script(OWN_CHILDREN)
    context.set_default_timeout(30_000)

    def take():
        pages = [p for p in context.pages if not p.is_closed()]
        for extra in pages[1:]:
            extra.close()
        p = pages[0] if pages else None
        if p is not None and not p.errors and p.url.startswith(site.url):
            try:
                p.set_viewport_size(VIEWPORT)
                p.home = p.evaluate(RESET)
                p.errors = []
                return p
            except Exception:  # noqa: BLE001 - a page the reset cannot bring back: a new one
                p.close()
        p = boot(context, site)
        p.home = p.evaluate(RESET)
        return p

    yield take
    context.close()


@pytest.fixture
def page(request, booted, new_context, site):
    p = watched(new_context().new_page()) if request.node.get_closest_marker("fresh_page") else booted()
    yield p
    assert not p.errors, f"uncaught errors in the page: {p.errors}"
