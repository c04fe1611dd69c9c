"""The first visit and the engine's health: bounded links, bad addresses, the Content-Security-
Policy, a stuck worker restarted, wheels only from the site itself, awkward player names."""

from __future__ import annotations

import base64
import functools
import gzip
import http.server
import io
import json
import re
import threading
import time
import zlib
from pathlib import Path
from typing import ClassVar

import pytest
from conftest import DIST, Handler
from e2e_helpers import answer_seat, game_link, pass_screen, start_game

import pygame_rules as pr

pytestmark = pytest.mark.fresh_page  # first visits, routes, storage set up before the page

GAME_KEYS = "() => Object.keys(localStorage).filter((k) => k.startsWith('railgames:game:'))"

# Every CSP violation the page (or anything it runs) reports, from the first script on.
RECORD_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


@pytest.fixture
def page(new_context):
    """A page under the site's own Content-Security-Policy (no bypass), recording violations."""
    p = new_context(bypass_csp=False).new_page()
    p.add_init_script(RECORD_CSP)
    p.errors = []
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    yield p
    assert not p.errors, f"uncaught errors in the page: {p.errors}"
    assert p.evaluate("window.__csp") == [], "CSP violations"


def open_site(page, url: str) -> None:
    """As e2e_helpers.open_site, without wait_for_function (its eval is refused by the CSP)."""
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", state="attached")


def wait_engine(page, state: str) -> None:
    page.wait_for_selector(f"html[data-engine='{state}']", state="attached")


def packed_link(site_url: str, text: str) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode()) + packer.flush()
    return f"{site_url}#g={base64.urlsafe_b64encode(packed).decode().rstrip('=')}"


def home_notice(page) -> str:
    return page.locator(".home .notice").text_content()


def test_a_link_nested_3000_deep_is_refused_at_once_and_nothing_is_stored(page, site):
    link = packed_link(site.url, '{"format":' + "[" * 3000 + "]" * 3000 + "}")
    assert len(link) - len(site.url) < 100
    open_site(page, link)
    assert "nested deeper than any game" in home_notice(page)
    assert "Nothing was saved" in home_notice(page)
    assert page.evaluate(GAME_KEYS) == []
    assert page.evaluate("location.hash") == "#/"


def test_a_link_that_unpacks_to_megabytes_is_refused(page, site):
    link = packed_link(site.url, '{"format": "' + "a" * 6_000_000 + '"}')
    assert len(link) - len(site.url) < 10_000
    open_site(page, link)
    assert "far more than any game" in home_notice(page)
    assert page.evaluate(GAME_KEYS) == []


def test_a_long_link_opens_within_seconds_stored_at_its_size_and_plays_on(page, site):
    # 10,000 passes in the 1856 auction (a round that never ends): half the most moves a game
    # may have, in a link of a few kilobytes
    game = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1)
    for _ in range(10_000):
        game.apply({"type": "pass", "player": game.active_players[0]})
    save = game.to_save()
    link = game_link(site.url, save)
    assert len(link) - len(site.url) < 4000
    open_site(page, site.url)
    wait_engine(page, "ready")
    page.goto(link)
    answer_seat(page)
    # how fast is bench's figure ("long game opened by link"); here only that it opens
    page.wait_for_selector(".game[data-length='10000']", timeout=120_000)
    game_id = page.locator(".game").get_attribute("data-game-id")
    stored = page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{game_id}")
    assert len(stored) < 1.1 * len(json.dumps(save))
    assert len(game.state.log) > 15_000
    assert "older lines are not shown here" in page.locator(".log-older").text_content()
    assert page.locator(".log-list li").count() == 400
    assert page.locator(".log-list li").last.text_content() == list(game.state.log)[-1][1]
    page.locator(".table-box [data-action]").first.click()  # a move plays as in a short game
    if page.locator("dialog[open] [data-confirm]").count():
        page.click("dialog[open] [data-confirm]")
    page.wait_for_selector(".game[data-length='10001']")


def test_bad_addresses_go_home_with_a_message(page, site):
    for address in ("#/game/%", "#/game/%E0%A4%A", "#/nowhere", "#/game/a/b"):
        page.goto("about:blank")
        open_site(page, site.url + address)
        assert "no page at that address" in home_notice(page), address
        assert page.evaluate("location.hash") == "#/"
        assert page.locator(".title-card").count() >= 3
    # the same while the page runs (hash changes), and the skip link leaves the screen alone
    page.evaluate("location.hash = '#/game/%'")
    page.wait_for_selector(".home .notice")
    page.click("a.brand")
    page.evaluate("location.hash = '#app'")
    page.wait_for_timeout(200)
    assert page.locator(".home .setup").count() == 1


def test_the_csp_is_strict_and_a_game_plays_without_violations(page, site):
    console = []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    open_site(page, site.url)
    csp = page.locator("meta[http-equiv='Content-Security-Policy']").get_attribute("content")
    for directive in (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "connect-src 'self'",
    ):
        assert directive in csp
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    # an inline script is refused (the policy is in force)
    page.evaluate(
        "() => { const s = document.createElement('script'); s.textContent = 'window.__ran = 1';"
        " document.head.append(s); }"
    )
    assert page.evaluate("window.__ran") is None
    # the violation is reported as an event after the refusal: waited for, not a fixed time
    reported = "() => new Promise((done) => { const seen = () => window.__csp.length ? done(window.__csp.length) : setTimeout(seen, 20); seen(); })"
    assert page.evaluate(reported) == 1
    page.evaluate("window.__csp = []")
    console.clear()

    start_game(page)
    page.locator(".table-box [data-action]").first.click()
    if page.locator("dialog[open] [data-confirm]").count():
        page.click("dialog[open] [data-confirm]")
    page.wait_for_selector(".game[data-length='1']")
    page.click("#share")
    page.locator("dialog[open].seat-dialog").wait_for()
    answer_seat(page, "all")  # a game started here is asked its seat when first shared
    dialog = page.locator("dialog[open]")
    dialog.locator("textarea.link").wait_for()
    assert "null" not in dialog.text_content()  # a short link has no warning, and no "null"
    assert page.evaluate("window.__csp") == []
    assert not [c for c in console if "Content Security Policy" in c], console


def test_a_stuck_engine_times_out_and_restarts_with_the_game_reopened(page, site):
    open_site(page, site.url + "?test-hooks#/")
    game_id = start_game(page)
    page.locator(".table-box [data-action]").first.click()
    if page.locator("dialog[open] [data-confirm]").count():
        page.click("dialog[open] [data-confirm]")
    page.wait_for_selector(".game[data-length='1']")
    saved = page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{game_id}")

    # slow but not stuck: the bar says so, and goes once the engine answers again (4 s after
    # the bar shows: time enough to see it on a loaded machine)
    page.evaluate("""async () => {
      const py = await import("./py.js");
      py.settings.callStallMs = 1000;
      py.call("__busy", {ms: 5000}).catch(() => {});
    }""")
    page.wait_for_selector("#engine-restart")
    wait_engine(page, "ready")
    assert page.locator("#engine").is_hidden()

    # a rule that never ends, as far as the page can tell: no answer, no progress
    page.evaluate("""async () => {
      const py = await import("./py.js");
      py.settings.callStallMs = 1500;
      window.__stuck = py.call("__busy", {ms: 60000}).then(() => "answered", (e) => `${e.kind}: ${e.message}`);
    }""")
    began = time.monotonic()
    page.wait_for_selector("#engine-restart")
    assert time.monotonic() - began < 40  # the call's own timeout, long before the 60 s answer
    assert page.evaluate("window.__stuck").startswith("Timeout: The rules engine did not answer")
    assert "not answering" in page.locator("#engine").text_content()

    page.click("#engine-restart")
    wait_engine(page, "ready")
    page.wait_for_selector(f".game[data-game-id='{game_id}'][data-length='1']")
    assert page.locator("#engine").is_hidden()
    assert page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{game_id}") == saved
    # the fresh engine plays on
    page.locator(".table-box [data-action]").first.click()
    if page.locator("dialog[open] [data-confirm]").count():
        page.click("dialog[open] [data-confirm]")
    page.wait_for_selector(".game[data-length='2']")


def test_a_move_answered_after_the_timeout_is_played_and_saved(page, site):
    open_site(page, site.url + "?test-hooks#/")
    game_id = start_game(page)
    # the worker is busy for 8 s (a call that may take 60 s: the engine is not stuck); the move
    # behind it, clicked well within 6 s however loaded the machine, times out after 1.5 s, then comes
    page.evaluate("""async () => {
      const py = await import("./py.js");
      py.settings.callStallMs = 1500;
      py.call("__busy", {ms: 8000}, {stallMs: 60000}).catch(() => {});
    }""")
    page.locator(".table-box [data-action]").first.click()
    if page.locator("dialog[open] [data-confirm]").count():
        page.click("dialog[open] [data-confirm]")
    page.wait_for_selector(".toast:has-text('has not answered this move yet')")
    page.wait_for_selector(".game[data-length='1']")
    page.wait_for_selector(".toast:has-text('answered after all')")
    assert page.locator(".toast:has-text('has not answered this move yet')").count() == 0
    saved = json.loads(page.evaluate("(k) => localStorage.getItem(k)", f"railgames:game:{game_id}"))
    assert len(saved["actions"]) == 1
    wait_engine(page, "ready")


def test_wheels_install_only_from_the_site_itself(page, site):
    open_site(page, site.url)
    kinds = page.evaluate("""async () => {
      const py = await import("./py.js");
      const out = [];
      for (const url of ["https://example.com/evil-1.0-py3-none-any.whl",
                         "data:application/zip;base64,AAAA", "//example.org/x.whl"]) {
        try { await py.call("__install_wheel", {url, name: "x-1.0-py3-none-any.whl"}); out.push("installed"); }
        catch (e) { out.push(`${e.kind}: ${e.message}`); }
      }
      try { await py.call("__busy", {ms: 1}); out.push("busy ran"); } catch (e) { out.push(e.kind); }
      return out;
    }""")
    assert all(k.startswith("Refused: A rules wheel is installed only from this site") for k in kinds[:3]), kinds
    assert kinds[3] == "MalformedAction", kinds  # the test hook is off without ?test-hooks


NAMES = ["constructor", "__proto__", "toString"]


def test_names_like_constructor_show_in_every_title(page, site):
    open_site(page, site.url)
    for title in ("nar", "lttw", "1856"):
        page.click("a.brand")
        page.click(f".title-card[data-title='{title}']")
        page.select_option("#player-count", str(len(NAMES)))
        for i, name in enumerate(NAMES):
            page.fill(f"#player-{i + 1}", name)
        page.fill("#seed", "3")
        page.click("#start-game")
        page.wait_for_selector(".game[data-length='0'] .table-box [data-action]")
        assert page.locator(".game-players").text_content() == "constructor, __proto__ and toString"
        page.locator(".table-box [data-action]").first.click()
        if page.locator("dialog[open] [data-confirm]").count():
            page.click("dialog[open] [data-confirm]")
        page.wait_for_selector(".game[data-length='1']")
        pass_screen(page)  # NAR's hidden money covers the table until the next player is there
        table = page.locator(".table-box").text_content()
        for name in NAMES:
            assert name in table, (title, name)
        assert "function" not in table and "[object" not in table, title
        save = json.loads(
            page.evaluate(
                "() => localStorage.getItem(Object.keys(localStorage)"
                ".filter((k) => k.startsWith('railgames:game:')).sort().pop())"
            )
        )
        assert save["players"] == NAMES or set(save["players"]) == set(NAMES)
    page.click("a.brand")
    page.wait_for_selector(".saved-list")
    assert page.locator(".saved-players").filter(has_text="__proto__").count() == 3
    assert page.evaluate("window.__csp") == []


def test_game_link_helper_still_opens(page, site):
    """A sound link goes through the bounded decoder to the table."""
    import pygame_rules as pr

    game = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=7)
    open_site(page, game_link(site.url, game.to_save()))
    page.wait_for_selector(".game[data-length='0'] .nar-table")


def test_a_failed_boot_offers_retry_and_the_home_screen_works_meanwhile(page, site):
    page.route("**/worker.js*", lambda route: route.fulfill(status=404, body="not here"))
    open_site(page, site.url)
    wait_engine(page, "failed")
    alert = page.locator("#engine [role=alert]")
    assert "did not start" in alert.text_content()
    assert "saved games are safe" in alert.text_content()
    assert page.locator(".title-card").count() >= 3  # the home screen is there all the same
    page.unroute("**/worker.js*")
    page.click("#engine-retry")
    wait_engine(page, "ready")
    start_game(page)


class WorkerPolicyHandler(Handler):
    """A host that sends worker.js a policy of its own (the page's meta tag does not reach it)."""

    def end_headers(self) -> None:
        if self.path.startswith("/worker.js"):
            self.send_header("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'")
        super().end_headers()


def serve(handler_class) -> http.server.ThreadingHTTPServer:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler_class, directory=str(DIST)))
    server.daemon_threads = True
    server.requests = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_python_needs_only_wasm_unsafe_eval_in_its_worker(page, e2e_ready):
    server = serve(WorkerPolicyHandler)
    try:
        open_site(page, f"http://127.0.0.1:{server.server_address[1]}/")
        wait_engine(page, "ready")
        start_game(page)
    finally:
        server.shutdown()
        server.server_close()


class GzipHandler(Handler):
    """As a static host does: text and wasm sent gzipped (so the download is the ~7 MB a
    visitor gets, and Content-Length is not the size the page counts)."""

    packed: ClassVar[dict[str, bytes]] = {}

    def send_head(self):
        path = self.translate_path(self.path)
        if (
            "gzip" not in self.headers.get("Accept-Encoding", "")
            or not path.endswith(GZIPPED)
            or not Path(path).is_file()
        ):
            return super().send_head()
        if path not in self.packed:
            self.packed[path] = gzip.compress(Path(path).read_bytes(), 6)
        body = self.packed[path]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


GZIPPED = (".wasm", ".zip", ".mjs", ".js", ".json", ".css", ".html")


@pytest.fixture
def gzip_site(e2e_ready):
    server = serve(GzipHandler)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_a_slow_first_visit_shows_megabytes_and_boots(page, gzip_site):
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 100, "downloadThroughput": 2.5e6 / 8, "uploadThroughput": 0.75e6 / 8},
    )
    began = time.monotonic()
    # not waiting for the load event, which the throttled downloads may hold back on a busy machine
    page.goto(gzip_site, wait_until="commit")
    page.wait_for_selector(".title-card", timeout=20_000)  # the home screen, long before Python
    assert page.evaluate("document.documentElement.dataset.engine") == "booting"
    page.fill("#player-1", "Ann")  # the set-up form is usable meanwhile

    seen = []
    while page.evaluate("document.documentElement.dataset.engine") == "booting":
        assert time.monotonic() - began < 150, seen[-3:]
        text = page.evaluate("document.querySelector('#engine .boot-stage')?.textContent ?? ''")
        if not seen or seen[-1] != text:
            seen.append(text)
        time.sleep(0.5)
    elapsed = time.monotonic() - began
    assert page.evaluate("document.documentElement.dataset.engine") == "ready", seen
    assert elapsed > 15, f"booted in {elapsed:.0f} s: the throttling did not apply"
    amounts = [re.search(r"Downloading Python… (\d+\.\d) of (\d+\.\d) MB", t) for t in seen]
    amounts = [(float(m[1]), float(m[2])) for m in amounts if m]
    assert len({a for a, _ in amounts if 0 < a}) >= 5, seen  # it moves on as bytes arrive
    assert all(0 <= a <= total for a, total in amounts) and amounts[-1][1] > 10, seen
    assert sorted(amounts) == amounts, seen
    start_game(page)
