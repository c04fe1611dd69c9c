"""Driving the NAR table the way a player does (clicking data-action elements), and reading
back the figures it shows, to compare with the same game run by pygame_rules in this process."""

from __future__ import annotations

import base64
import json
import re
import zlib

import pygame_rules as pr
from pygame_rules import messages
from pygame_rules.messages import render_with
from pygame_rules.webapi import viewer

PLAYERS = ["Ann", "Bob", "Cy"]
SEED = 7
# fills this site's storage to the last character; answers the error the browser gave
FILL_STORAGE = """() => {
  let i = 0, error = null;
  for (const size of [262144, 16384, 1024, 64, 1]) {
    const chunk = "x".repeat(size);
    try { for (;;) localStorage.setItem(`filler:${i++}`, chunk); } catch (e) { error = e.name; }
  }
  return error;
}"""


def catalogue(language: str) -> dict:
    """The words of a language, as the page reads them (the shared words and every title's)."""
    return messages.catalogue(language)


def open_rule(page, rule: str, texts: dict, prefix: str = "ui.nar.rule", args: dict | None = None) -> list[str]:
    """Click the prompt's "?" for `rule`: its dialog shows the rule's title, its text (rendered
    with `args`, e.g. a board's own words) a paragraph a line, and the rule book's section; then
    close it. Returns the paragraphs of the text."""
    key = f"{prefix}.{rule}"
    page.locator(f".prompt .rule-help[data-rule='{rule}']").click()
    dialog = page.locator("dialog[open]")
    assert dialog.locator("h2").text_content() == texts[f"{key}.title"]
    paragraphs = dialog.locator("p").all_text_contents()
    text = render_with(texts, f"{key}.text", args) if args else texts[f"{key}.text"]
    assert paragraphs[:-1] == text.split("\n")
    assert texts[f"{key}.section"] in paragraphs[-1]
    dialog.locator(".dialog-buttons button").click()
    page.wait_for_selector("dialog[open]", state="detached")
    return paragraphs[:-1]


def next_frames(page) -> None:
    """Waits until the page has drawn two more frames: what it places at its next frame (a map's
    view, the tile picker, labels laid out after a resize) is in place, however slow the machine."""
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def open_site(page, url: str) -> None:
    """Open `url`. A test's first visit on the booted page (conftest.py: at home, storage empty)
    changes only the address's part after "#", as a link opened in a running tab does; any other
    visit loads the page."""
    home, page.home = getattr(page, "home", None), None
    address, hash_sign, after = url.partition("#")
    if home and address == home.partition("#")[0]:
        fragment = hash_sign + after
        if fragment in ("", "#", "#/"):
            return
        routed = page.evaluate("document.documentElement.dataset.routed")
        page.evaluate("(fragment) => { location.hash = fragment; }", fragment)
        page.wait_for_function("(n) => document.documentElement.dataset.routed !== n", arg=routed)
        return
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.ready === '1'")


def game_link(site_url: str, save: dict) -> str:
    """A play-by-link address for a save (web/share.js: raw deflate, base64url, no padding)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(save).encode("utf-8")) + packer.flush()
    return f"{site_url}#g={base64.urlsafe_b64encode(packed).decode().rstrip('=')}"


def answer_seat(page, seat: str = "all") -> None:
    """Answer "Which player are you?" (web/seats.js: asked when a game first arrives by link, and
    when a game started here is first shared): a player's name, "all" (every seat is played at
    this screen) or "watch"."""
    choice = f"[data-seat-mode='{seat}']" if seat in ("all", "watch") else f"[data-seat='{seat}']"
    page.locator(f"dialog[open].seat-dialog {choice}").click()


def answer_seat_if_asked(page, seat: str = "all") -> None:
    """answer_seat when the question is showing (a game's seat is asked only once per browser)."""
    if page.locator("dialog[open].seat-dialog").count():
        answer_seat(page, seat)


def start_game(page, players=PLAYERS, seed=SEED) -> str:
    """Fill in the set-up form on the home screen; returns the new game's id."""
    page.select_option("#player-count", str(len(players)))
    for i, name in enumerate(players):
        page.fill(f"#player-{i + 1}", name)
    page.fill("#seed", "" if seed is None else str(seed))
    page.click("#start-game")
    page.wait_for_selector(".game[data-length='0'] .nar-table")
    return page.locator(".game").get_attribute("data-game-id")


def downloaded_json(page, tmp_path, click) -> object:
    """The JSON file the page downloads when `click()` is done (saved under tmp_path)."""
    with page.expect_download() as info:
        click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    return json.loads(path.read_text("utf-8"))


BOOT_AT_MOST = 600_000  # ms: the bound on a boot that goes on (a failed one is said at once)


def wait_engine(page) -> None:
    """Waits while Python boots, for as long as it boots (up to BOOT_AT_MOST), not for a fixed
    time: three tabs booting at once on a busy 2-core machine took more than 90 s. A boot the page
    reports failed or stuck fails at once, with the page's state."""
    page.wait_for_function(
        "() => ['ready', 'failed', 'stuck'].includes(document.documentElement.dataset.engine)", timeout=BOOT_AT_MOST
    )
    state = page.evaluate("document.documentElement.dataset.engine")
    assert state == "ready", f"the engine is {state}: {page.locator('body').inner_text()[:300]}"


def wait_length(page, n: int) -> None:
    page.wait_for_selector(f".game[data-length='{n}']")


def is_range(v) -> bool:
    return isinstance(v, dict) and set(v) == {"min", "max", "step"}


def fits(template: dict, action: dict) -> bool:
    """A concrete action is an instance of a listed (template) action."""
    if set(template) != set(action):
        return False
    return all((is_range(v) and v["min"] <= action[k] <= v["max"]) or v == action[k] for k, v in template.items())


FIND = """(action) => {
  const isRange = (v) => v && typeof v === "object" && "min" in v && "max" in v && "step" in v;
  const fits = (t) => Object.keys(t).length === Object.keys(action).length &&
    Object.entries(t).every(([k, v]) => isRange(v) ? action[k] >= v.min && action[k] <= v.max
                                                   : JSON.stringify(v) === JSON.stringify(action[k]));
  const els = [...document.querySelectorAll(".table-box [data-action]")];
  for (let i = 0; i < els.length; i++) {
    const list = els[i].dataset.actions ? JSON.parse(els[i].dataset.actions) : [JSON.parse(els[i].dataset.action)];
    const choice = list.findIndex(fits);
    if (choice >= 0) return {index: i, choice, count: list.length, dialog: list.length > 1 || Object.values(list[choice]).some(isRange)};
  }
  return null;
}"""


def play(page, action: dict, wait: bool = True) -> None:
    """Click the table element that offers `action` (filling its dialog when it has one); then
    wait for the move to be made (`wait`: computer players may move right after it, so a test
    with computers waits its own way). The screen covered for the player to act (one screen
    with hidden money) is passed to him first."""
    pass_screen(page)
    length = int(page.locator(".game").get_attribute("data-length"))
    found = page.evaluate(FIND, action)
    assert found, f"no element on the table offers {action}"
    page.locator(".table-box [data-action]").nth(found["index"]).click()
    if found["dialog"]:
        dialog = page.locator("dialog[open]")
        if found["count"] > 1:
            dialog.locator(f"input[type=radio][value='{found['choice']}']").check()
        for key, value in action.items():
            if (
                isinstance(value, int)
                and not isinstance(value, bool)
                and dialog.locator(f"input.num[name='{key}']").count()
            ):
                dialog.locator(f"input.num[name='{key}']").fill(str(value))
        confirm = dialog.locator("[data-confirm]")
        assert json.loads(confirm.get_attribute("data-action")) == action
        confirm.click()
    if wait:
        wait_length(page, length + 1)
        pass_screen(page)


def pass_screen(page) -> None:
    """At one screen with secrets (NAR's hidden money), the page covers the table when the player
    to act changes (web/game.js): the next player says "I am ..." as the people at the table do."""
    cover = page.locator(".table-box .pass-cover")
    if cover.count():
        cover.locator("#cover-ok").click()
        cover.wait_for(state="detached")


def play_along(page, game: pr.Game, *actions: dict) -> None:
    """Play each action on the page (as play does) and in `game`, the same game in this process."""
    for action in actions:
        play(page, action)
        game.apply(action)


def found_companies(page, game: pr.Game, *picks: tuple) -> None:
    """Players in turn found the company at the bottom of a column: picks of (column, price) or
    (column, price, start city)."""
    for column, price, *city in picks:
        fields = {"start_city": city[0]} if city else {}
        play_along(page, game, choose(game, "found_company", price, column=column, **fields))


def dollars(text: str) -> int:
    m = re.search(r"(−|-)?\$([\d,]+)", text)
    assert m, f"no amount in {text!r}"
    value = int(m.group(2).replace(",", ""))
    return -value if m.group(1) else value


READ = """() => {
  const players = {};
  for (const el of document.querySelectorAll(".table-box .player[data-player]")) {
    const shares = {};
    for (const s of el.querySelectorAll("[data-shares]")) shares[s.dataset.shares] = s.querySelector(".count").textContent;
    const cash = el.querySelector(".cash");
    players[el.dataset.player] = {cash: cash.classList.contains("hidden-cash") ? null : cash.textContent, shares};
  }
  const companies = {};
  for (const el of document.querySelectorAll(".table-box .company[data-company]")) {
    companies[el.dataset.company] = {
      treasury: el.querySelector("dd.treasury").textContent,
      income: el.querySelector("dd.income").textContent,
      director: el.querySelector(".director").textContent,
      cities: [...el.querySelectorAll(".owned-city .city-name")].map((c) => c.textContent),
    };
  }
  const banner = document.querySelector(".table-box .turn-banner");
  return {players, companies, active: banner.dataset.active, banner: banner.textContent,
          columns: [...document.querySelectorAll(".share-market .column")].map((c) => c.querySelectorAll(".strip, .card:not(.empty)").length)};
}"""


def read_table(page) -> dict:
    raw = page.evaluate(READ)
    return {
        "players": {
            name: {
                "cash": None if p["cash"] is None else dollars(p["cash"]),
                "shares": {c: int(n.lstrip("×")) for c, n in p["shares"].items()},
            }
            for name, p in raw["players"].items()
        },
        "companies": {
            cid: {
                "treasury": dollars(c["treasury"]),
                "income": dollars(c["income"]),
                "director": None if c["director"] == "not founded" else c["director"].removeprefix("Director: "),
                "cities": c["cities"],
            }
            for cid, c in raw["companies"].items()
        },
        "active": raw["active"].split(",") if raw["active"] else [],
        "banner": raw["banner"],
        "columns": raw["columns"],
    }


def expected_table(view: dict) -> dict:
    """What read_table should find for a pygame_rules view."""
    return {
        "players": {p["name"]: {"cash": p["cash"], "shares": p["shares"]} for p in view["players"]},
        "companies": {
            c["id"]: {
                "treasury": c["treasury"],
                "income": c["income"],
                "director": c["director"],
                "cities": [city["name"] for city in c["cities"]],
            }
            for c in view["companies"]
        },
        "active": view["active_players"],
        "columns": [len(col) for col in view["share_columns"]],
    }


def seat_of(page) -> dict:
    """The page's seat (web/seats.js), as the page sends it to Python."""
    seat = page.locator(".seat-line").get_attribute("data-seat")
    return {"mode": seat} if seat in ("all", "watch") else {"mode": "seat", "player": seat}


def seen_view(page, game: pr.Game, at: int | None = None) -> dict:
    """The view the page's seat sees, now or after `at` actions (the history): with NAR's hidden
    money, only the viewer's own cash. At one screen that is the player to act now, the person at
    the screen, who sees the history's past tables as his own too (web/game.js, historySeat): a
    past table as the player to act then saw it would show him another player's cash."""
    state = game.state if at is None else game.state_at(at)
    return game.title.view(state, viewer(game, seat_of(page)))


def assert_table_shows(page, game: pr.Game) -> None:
    shown = read_table(page)
    want = expected_table(seen_view(page, game))
    for key in want:
        assert shown[key] == want[key], f"{key}: the table shows {shown[key]}, the rules say {want[key]}"


def choose(game: pr.Game, kind: str, price: int | None = None, **fields) -> dict:
    """The legal action of `kind` matching `fields`, made concrete with `price`."""
    for a in game.legal_actions():
        if a["type"] == kind and all(a.get(k) == v for k, v in fields.items()):
            a = dict(a)
            if is_range(a.get("price")):
                a["price"] = price if price is not None else a["price"]["min"]
            return a
    raise AssertionError(f"no legal {kind} {fields} in {game.legal_actions()}")
