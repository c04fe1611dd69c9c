"""Browser figures for the bench: boot time and move time in headless Chromium, measured on
the real page (the app's own worker), served from the built dist/ on a local port."""

from __future__ import annotations

import base64
import functools
import http.server
import json
import shutil
import statistics
import threading
import zlib
from pathlib import Path
from typing import ClassVar

from . import bench_bots
from .bench import median_p95, ms

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--disable-background-networking", "--disable-component-update", "--no-first-run"]
MIME = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
}

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
    # the stdlib sets it on the class; typeshed declares it an instance attribute
    extensions_map: ClassVar[dict[str, str]] = {  # type: ignore[misc]
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME,
    }

    def log_message(self, *args) -> None:
        pass


def serve(dist: Path) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(dist))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def page_context(browser):
    """A browser context for the bench: its waits evaluate scripts, which the site's CSP refuses."""
    return browser.new_context(bypass_csp=True)


def boot_ms(page, url: str) -> float:
    """Navigation start to Python's first answer (the page marks dataset.ready)."""
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.ready", timeout=120_000)
    return page.evaluate("performance.now()") / 1000


def figures(dist: Path, runs: int) -> list[tuple[str, str]]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return [("browser figures", "skipped: playwright is not installed"), *bench_bots.figures()]
    if not (dist / "index.html").exists():
        return [("browser figures", f"skipped: no built site at {dist}"), *bench_bots.figures()]
    executable = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    server = serve(dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            cold, warm = [], []
            for _ in range(runs):
                context = page_context(browser)
                page = context.new_page()
                cold.append(boot_ms(page, url))
                page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
                warm.append(boot_ms(page, url))
                context.close()
            context = page_context(browser)
            page = context.new_page()
            boot_ms(page, url)
            played = [page.evaluate(PLAY_JS, seed) for seed in (1, 2, 3)]
            computers = bench_bots.figures(page)
            context.close()
            tables = [row for t in TABLES for row in table_figures(browser, url, *t)]
            browser.close()
    finally:
        server.shutdown()
    moves = [t / 1000 for p in played for t in p["times"]]
    med, p95 = median_p95(moves)
    first = statistics.median(p["first"] for p in played) / 1000
    return [
        (f"boot to Python ready, headless Chromium, cold (median of {runs})", ms(statistics.median(cold))),
        (f"boot to Python ready, warm: service worker cache (median of {runs})", ms(statistics.median(warm))),
        ("first legal moves after ready (new_game round trip, median)", ms(first)),
        (f"NAR move in the browser, round trip, median / p95 ({len(moves)} moves)", f"{ms(med)} / {ms(p95)}"),
        *tables,
        *computers,
    ]


# --- the 18xx tables (1856, 18ESP): the map, a tile-lay click, the best routes, the share link ---

# Runs in the page: the late game of a recorded game move by move; for each move that enters a
# run step, the time until the best routes are known (the move's round trip, whose legal
# actions carry the bounded search, then the best-routes query the table asks).
RUNS_JS = """async ({save, marks}) => {
  const py = await import('./py.js');
  const id = 'bench-runs';
  await py.call('open', {game_id: id, save: {...save, actions: save.actions.slice(0, marks[0] - 1)}});
  const entering = [], queries = [], moves = [];
  for (let j = marks[0] - 1; j < marks[marks.length - 1]; j++) {
    const t = performance.now();
    await py.call('apply', {game_id: id, action: save.actions[j]});
    moves.push(performance.now() - t);
    if (!marks.includes(j + 1)) continue;
    const q = performance.now();
    await py.call('query', {game_id: id, name: 'best_routes', args: {}});
    entering.push(performance.now() - t);
    queries.push(performance.now() - q);
  }
  await py.call('close', {game_id: id});
  return {entering, queries, moves};
}"""

# Runs in the page on a game screen: the map and the whole table drawn from a late-game view
# (laid out, not painted), and each highlighted hex clicked until its tiles are offered.
RENDER_JS = """async (rounds) => {
  const py = await import('./py.js');
  const table = await import('./18xx/table.js');
  const { HexMap } = await import('./18xx/map.js');
  const { tableContext } = await import('./18xx/common.js');
  const game = document.querySelector('.game').dataset.gameId;
  const { view } = await py.call('history', {game_id: game, at: Number(document.querySelector('.game').dataset.length)});
  const box = document.createElement('div');
  box.style.cssText = 'position:absolute;left:-5000px;top:0;width:1280px';
  document.body.append(box);
  const time = (draw) => {
    const t = performance.now();
    box.replaceChildren(draw());
    box.getBoundingClientRect();
    return performance.now() - t;
  };
  const map = [], whole = [];
  for (let i = 0; i < rounds; i++) {
    map.push(time(() => new HexMap(tableContext(view, [], null, table.layerFor(view))).element()));
    whole.push(time(() => table.renderTable(view, {readonly: true})));
  }
  box.remove();
  const clicks = [];
  const targets = () => [...document.querySelectorAll('.x18-map polygon.target.lay')];
  let unanswered = 0;  // a click that showed no tiles within 5 s (not timed)
  for (let i = 0; i < targets().length && i < 12; i++) {
    const t = performance.now();
    targets()[i].dispatchEvent(new MouseEvent('click', {bubbles: true}));
    while (!document.querySelector('.x18-tile-choice') && performance.now() - t < 5000) {
      await new Promise((r) => requestAnimationFrame(r));
    }
    if (!document.querySelector('.x18-tile-choice')) { unanswered++; continue; }
    clicks.push(performance.now() - t);
    [...document.querySelectorAll('.x18-lay button')].find((b) => b.textContent === 'Cancel')?.click();
  }
  return {map, whole, clicks, unanswered};
}"""


def link_code(save: dict) -> str:
    """The #g= code of a save, as web/share.js makes it (raw deflate, base64url)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(save).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def late_game(save: dict, source: str) -> dict:
    """A game with the indices of the runs in its second half (the late game) and of the last
    position there with tiles to lay."""
    half = len(save["actions"]) // 2
    marks = [i for i, a in enumerate(save["actions"]) if i >= half and a["type"] == "run_routes"]
    lays = [i for i, a in enumerate(save["actions"]) if i >= half and a["type"] == "lay_tile"]
    return {"source": source, "save": save, "marks": marks, "lay_at": lays[-1] if lays else None}


# the 18xx titles whose table the bench times: title id, name, folder of recorded games in ../shared
TABLES = (("1856", "1856", "1856"), ("18esp", "18ESP", "18ESP"))


def table_positions(title: str, folder: str) -> list[dict]:
    """The recorded games of a title (../shared beside the checkout) and two random ones."""
    import random

    from .. import api
    from ..importers import import_18xx
    from ..playout import play
    from .route_positions_1856 import SHARED

    paths = sorted((SHARED / "fixtures" / "18xx" / folder).glob("*.json"))
    recorded = [late_game(import_18xx(json.loads(p.read_text())).to_save(), "recorded") for p in paths]
    players = ["Ann", "Bob", "Cy", "Dee"]
    randoms = [
        late_game(play(api.new_game(title, players, seed=seed), random.Random(seed)).to_save(), "random")
        for seed in (1, 2)
    ]
    return recorded + randoms


def table_figures(browser, url: str, title: str, name: str, folder: str) -> list[tuple[str, str]]:
    positions = table_positions(title, folder)
    recorded = [p for p in positions if p["source"] == "recorded"]
    if not recorded:
        return [(f"{name} table figures", "skipped: no recorded games in ../shared beside the checkout")]
    context = page_context(browser)
    page = context.new_page()
    boot_ms(page, url)
    runs: dict[str, list[dict]] = {p["source"]: [] for p in positions}
    for p in positions:
        if p["marks"]:
            runs[p["source"]].append(page.evaluate(RUNS_JS, {"save": p["save"], "marks": p["marks"]}))
    longest = max(recorded, key=lambda p: len(p["save"]["actions"]))
    link = page.evaluate("async (save) => (await import('./share.js')).shareLink(save)", longest["save"])
    at = longest["lay_at"]
    page.goto(f"{url}#g={link_code({**longest['save'], 'actions': longest['save']['actions'][:at]})}")
    page.wait_for_selector(f".game[data-length='{at}'] .x18-table", timeout=60_000)
    drawn = page.evaluate(RENDER_JS, 10)
    context.close()

    def pair(samples: list[float]) -> str:
        if not samples:
            return "none"
        return "{} / {}".format(*map(ms, median_p95([t / 1000 for t in samples])))

    rows = [
        (f"{name} map drawn and laid out (late game, median of 10)", ms(statistics.median(drawn["map"]) / 1000)),
        (
            f"{name} whole table drawn and laid out (late game, median of 10)",
            ms(statistics.median(drawn["whole"]) / 1000),
        ),
        (
            f"{name} tile-lay click to the legal tiles shown, median / p95 ({len(drawn['clicks'])} hexes"
            + (f"; {drawn['unanswered']} showed none in 5 s)" if drawn["unanswered"] else ")"),
            pair(drawn["clicks"]),
        ),
    ]
    for source, found in runs.items():
        entering = [t for r in found for t in r["entering"]]
        queries = [t for r in found for t in r["queries"]]
        rows += [
            (
                (
                    f"{name} best routes in the browser, {source} games' second halves ({len(entering)} runs): "
                    "entering the run step until the best run is known, median / p95"
                ),
                pair(entering),
            ),
            (
                f"{name} best routes in the browser, {source} games: the table's best-routes query alone, median / p95",
                pair(queries),
            ),
        ]
    moves = [t for r in runs["recorded"] for t in r["moves"]]
    label = f"{name} move in the browser (recorded games' second halves), round trip, median / p95 ({len(moves)} moves)"
    rows.append((label, pair(moves)))
    rows.append(
        (
            f"{name} share link of the longest recorded game ({len(longest['save']['actions'])} actions)",
            f"{len(link)} characters",
        )
    )
    return rows
