"""Browser figures for the bench: boot time and move time in headless Chromium, measured on
the real page (the app's own worker), served from the built dist/ on a local port."""

from __future__ import annotations

import functools
import http.server
import shutil
import statistics
import threading
from pathlib import Path

from .bench import median_p95, ms

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]
MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".webmanifest": "application/manifest+json", ".json": "application/json"}

# Runs in the page: a new game, then random legal moves until it ends, each timed end to end
# (postMessage, Python apply + legal actions + view, JSON back).
PLAY_JS = """async (seed) => {
  const py = await import('./py.js');
  let x = seed;
  const rnd = (n) => { x = (x * 1103515245 + 12345) % 2147483648; return x % n; };
  const t0 = performance.now();
  let s = await py.call('new_game', {game_id: 'bench-' + seed, title: 'nar',
                                     players: ['Ann', 'Bob', 'Cy', 'Dee'], seed});
  const first = performance.now() - t0;
  const times = [];
  while (!s.finished) {
    const a = {...s.legal_actions[rnd(s.legal_actions.length)]};
    for (const [k, v] of Object.entries(a))
      if (v && typeof v === 'object') a[k] = v.min + v.step * rnd((v.max - v.min) / v.step + 1);
    const t = performance.now();
    s = await py.call('apply', {game_id: 'bench-' + seed, action: a});
    times.push(performance.now() - t);
  }
  return {first, times};
}"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def log_message(self, *args) -> None:
        pass


def serve(dist: Path) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(dist))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def boot_ms(page, url: str) -> float:
    """Navigation start to Python's first answer (the page marks dataset.ready)."""
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.ready", timeout=120_000)
    return page.evaluate("performance.now()") / 1000


def figures(dist: Path, runs: int) -> list[tuple[str, str]]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return [("browser figures", "skipped: playwright is not installed")]
    if not (dist / "index.html").exists():
        return [("browser figures", f"skipped: no built site at {dist}")]
    executable = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    server = serve(dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            cold, warm = [], []
            for _ in range(runs):
                context = browser.new_context()
                page = context.new_page()
                cold.append(boot_ms(page, url))
                page.wait_for_function("navigator.serviceWorker.controller !== null",
                                       timeout=60_000)
                warm.append(boot_ms(page, url))
                context.close()
            context = browser.new_context()
            page = context.new_page()
            boot_ms(page, url)
            played = [page.evaluate(PLAY_JS, seed) for seed in (1, 2, 3)]
            context.close()
            browser.close()
    finally:
        server.shutdown()
    moves = [t / 1000 for p in played for t in p["times"]]
    med, p95 = median_p95(moves)
    first = statistics.median(p["first"] for p in played) / 1000
    return [
        (f"boot to Python ready, headless Chromium, cold (median of {runs})",
         ms(statistics.median(cold))),
        (f"boot to Python ready, warm: service worker cache (median of {runs})",
         ms(statistics.median(warm))),
        ("first legal moves after ready (new_game round trip, median)", ms(first)),
        (f"NAR move in the browser, round trip, median / p95 ({len(moves)} moves)",
         f"{ms(med)} / {ms(p95)}"),
    ]
