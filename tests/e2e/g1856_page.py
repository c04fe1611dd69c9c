"""Driving the 1856 table as a player does and reading back what it shows, to compare with the
same game run by pygame_rules in the test process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from e2e_helpers import answer_seat_if_asked, dollars, game_link, open_site, wait_length

import pygame_rules as pr

# the recorded 18xx.games games live in ../shared beside the checkout (never copied into it)
SHARED = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "18xx"
LONGEST = SHARED / "1856" / "51745.json"  # the CGR forms at its 502nd move here


def start_18xx(page, title: str, players: list[str], seed: int) -> None:
    """Set up a new game of an 18xx title ("1856", "18esp") on the home screen and wait for its
    table."""
    page.click(f"[data-title='{title}']")
    page.select_option("#player-count", str(len(players)))
    for i, name in enumerate(players):
        page.fill(f"#player-{i + 1}", name)
    page.fill("#seed", str(seed))
    page.click("#start-game")
    page.wait_for_selector(".game[data-length='0'] .x18-table")


def recorded_save(path: Path = LONGEST) -> dict:
    """A recorded 18xx.games game as our save; skips the test when ../shared is absent."""
    if not path.is_file():
        pytest.skip(f"the recorded 18xx.games games are not at {SHARED} (../shared beside the checkout)")
    return pr.import_18xx(json.loads(path.read_text("utf-8"))).to_save()


def open_position(page, site_url: str, save: dict, moves: int) -> pr.Game:
    """Open the game after its first `moves` moves by a play-by-link address; returns that game."""
    cut = dict(save, actions=save["actions"][:moves])
    open_site(page, game_link(site_url, cut))
    page.wait_for_selector(f".game[data-length='{moves}'] .x18-table", timeout=60_000)
    answer_seat_if_asked(page)  # every seat is played here
    return pr.load(cut)


READ = """() => {
  const players = {};
  for (const el of document.querySelectorAll(".table-box .x18-player[data-player]")) {
    players[el.dataset.player] = {cash: el.querySelector("dd.cash").textContent, value: el.querySelector("dd.value").textContent};
  }
  const treasuries = {};
  for (const el of document.querySelectorAll(".table-box .x18-corp[data-corporation]")) {
    const dd = el.querySelector("dd.treasury");
    if (dd) treasuries[el.dataset.corporation] = dd.textContent;
  }
  const tiles = {};
  for (const el of document.querySelectorAll(".table-box .x18-map .hexes [data-tile]")) tiles[el.dataset.hex] = [el.dataset.tile, Number(el.dataset.rotation)];
  const stations = [...document.querySelectorAll(".table-box .x18-map .hexes [data-token]:not([data-home])")]
    .map((el) => `${el.dataset.token}@${el.dataset.city}`).sort();
  const banner = document.querySelector(".table-box .turn-banner");
  return {players, treasuries, tiles, stations, active: banner.dataset.active ? banner.dataset.active.split(",") : []};
}"""


def read_table(page) -> dict:
    raw = page.evaluate(READ)
    return {
        "players": {n: {"cash": dollars(p["cash"]), "value": dollars(p["value"])} for n, p in raw["players"].items()},
        "treasuries": {c: dollars(t) for c, t in raw["treasuries"].items()},
        "tiles": raw["tiles"],
        "stations": raw["stations"],
        "active": raw["active"],
    }


def expected_table(view: dict) -> dict:
    hexes = view["board"]["hexes"]
    return {
        "players": {p["name"]: {"cash": p["cash"], "value": p["value"]} for p in view["players"]},
        "treasuries": {
            c["id"]: c["cash"] for c in view["corporations"] if c["par"] and (c["id"] != "CGR" or view["cgr"]["formed"])
        },
        "tiles": {h: [x["tile"], x["rotation"]] for h, x in hexes.items() if "tile" in x},
        "stations": sorted(
            f"{corp}@{st['id']}" for x in hexes.values() for st in x["stops"] for corp in st.get("slots") or [] if corp
        ),
        "active": view["active_players"],
    }


def assert_table_shows(page, game: pr.Game) -> None:
    shown, want = read_table(page), expected_table(game.view())
    for key, value in want.items():
        assert shown[key] == value, f"{key}: the table shows {shown[key]}, the rules say {value}"


# a point of a hex where the hex itself takes the click (its middle, or beside it): a city there
# may offer a station marker in the same step (18ESP), and a click on the city places one
CLEAR_POINT = """(hex) => {
  const r = hex.getBoundingClientRect();
  const tries = [[0.5, 0.5], [0.5, 0.15], [0.5, 0.85], [0.2, 0.5], [0.8, 0.5], [0.3, 0.25], [0.7, 0.75], [0.3, 0.75], [0.7, 0.25]];
  const clear = tries.find(([fx, fy]) => document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy) === hex);
  return clear ? {x: r.width * clear[0], y: r.height * clear[1]} : null;
}"""


def lay_tile(page, action: dict) -> dict:
    """Click the hex (beside a city offering a station marker), pick the tile, turn it to the
    action's rotation with the rotate button (legal rotations only), confirm; returns the action
    the page sent."""
    length = int(page.locator(".game").get_attribute("data-length"))
    hex_ = page.locator(f".x18-map polygon.target[data-hex='{action['hex']}']")
    hex_.scroll_into_view_if_needed()
    point = hex_.evaluate(CLEAR_POINT)
    assert point, f"no point of {action['hex']} takes a click"
    hex_.click(position=point)
    page.locator(f".x18-tile-choice[data-tile='{action['tile']}']:not([data-private])").click()
    confirm = page.locator("#x18-lay-confirm")
    seen = []
    while json.loads(confirm.get_attribute("data-action"))["rotation"] != action["rotation"]:
        rotation = json.loads(confirm.get_attribute("data-action"))["rotation"]
        assert rotation not in seen, f"rotation {action['rotation']} is not among {seen}"
        seen.append(rotation)
        page.click("#x18-rotate-right")
    sent = json.loads(confirm.get_attribute("data-action"))
    confirm.click()
    wait_length(page, length + 1)
    return sent


PROGRESS = """async () => {
  const py = await import('./py.js');
  const heard = [];
  const game_id = document.querySelector('.game').dataset.gameId;
  const best = await py.call('query', {game_id, name: 'best_routes', args: {}}, {onProgress: (f) => heard.push(f)});
  return {heard, total: best.total};
}"""


def best_routes_progress(page) -> dict:
    """Ask the worker for the best routes as the table does; what its progress messages said."""
    return page.evaluate(PROGRESS)


def stage(game: pr.Game) -> tuple:
    """The round an 18xx game is in (a new one is a checkpoint)."""
    view = game.view()
    return view["round"], view["turn"], view["operating_round"]


def run_best_routes(page) -> tuple[dict, int]:
    """Wait for the best-routes search to finish, then run them; returns the action sent and
    the total the panel showed."""
    length = int(page.locator(".game").get_attribute("data-length"))
    page.wait_for_selector(".x18-search.done")
    button = page.locator("#x18-run")
    sent = json.loads(button.get_attribute("data-action"))
    total = int(page.locator(".x18-run [data-total]").get_attribute("data-total"))
    button.click()
    wait_length(page, length + 1)
    return sent, total
