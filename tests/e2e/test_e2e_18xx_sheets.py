"""What an 18xx player reads without asking, on both titles' table: the train roster (every type
with its price, how many are left, the phase it starts and that phase's train limit, what rusts
it, 1856's diesel trade-in, 18ESP's narrow-gauge side) and the entities table (every
corporation's shares by holder, price, treasury, trains, station markers, last revenue and
revenue by operating round; each player's cash and value; 1856's loans against their limit,
red over it), the tile manifest (each tile left of its copies, drawn, the colours not yet out
dimmed, one fewer of a tile once it is laid) and 1856's destinations by name, each figure as the
rules give it, one position of a recorded game per title opened by link; the set-up's switches,
the keys for passing and taking back, and the question before ending a game by hand; the tile
picker beside its hex on a laptop and a phone, clear of the zoom buttons, and Enter laying the
tile."""

from __future__ import annotations

import json

from e2e_helpers import dollars, next_frames, open_site, wait_length
from g18esp_page import pesetas, recorded_export
from g1856_page import open_position, recorded_save

import pygame_rules as pr

READ = """() => {
  const text = (el) => el ? el.textContent.trim() : null;
  const roster = {};
  for (const tr of document.querySelectorAll(".table-box .x18-roster tbody tr[data-train]")) {
    const cells = {};
    for (const td of tr.querySelectorAll("td")) cells[td.className] = text(td);
    roster[tr.dataset.train] = cells;
  }
  const sheet = document.querySelector(".table-box .x18-sheet");
  const rounds = [...sheet.querySelectorAll("thead th.or")].map(text);
  const corps = {};
  for (const tr of sheet.querySelectorAll("tbody tr[data-corporation]")) {
    const shares = {};
    for (const td of tr.querySelectorAll("td.share")) shares[td.dataset.player] = text(td);
    const byRound = {};
    for (const td of tr.querySelectorAll("td.or")) byRound[td.dataset.round] = text(td);
    corps[tr.dataset.corporation] = {shares, byRound, ipo: text(tr.querySelector("td.ipo")), pool: text(tr.querySelector("td.pool")),
      price: text(tr.querySelector("td.price")), treasury: text(tr.querySelector("td.treasury")),
      stations: text(tr.querySelector("td.stations")), last: text(tr.querySelector("td.last-revenue")),
      loans: text(tr.querySelector("td.loans")), loansOver: !!tr.querySelector("td.loans.over")};
  }
  const players = {};
  for (const tr of sheet.querySelectorAll("tbody.players tr")) {
    for (const td of tr.querySelectorAll("td[data-player]")) (players[td.dataset.player] ||= {})[tr.dataset.row] = text(td);
  }
  return {roster, rounds, corps, players};
}"""


def pct(value: int) -> str:
    return f"{value}%" if value else ""


def check_sheets(page, view: dict, money) -> dict:
    """The roster and the entities table show the view's figures; returns what they show."""
    shown = page.evaluate(READ)
    d = view["depot"]
    assert list(shown["roster"]) == [r["name"] for r in d["roster"]]
    for r in d["roster"]:
        row = shown["roster"][r["name"]]
        phase = d["phases"][r["phase"]]
        assert money(row["price"]) == r["price"]
        assert row["left"].startswith("∞" if r["remaining"] is None else str(r["remaining"]))
        assert row["phase"] == phase["name"]
        if isinstance(phase["train_limit"], int):
            assert row["limit"] == str(phase["train_limit"])
        else:  # 18ESP: minors and majors apart
            assert (
                f"{phase['train_limit']['minor'] or 0}" in row["limit"]
                and f"{phase['train_limit']['major']}" in row["limit"]
            )
        assert row["rounds"] == str(phase["operating_rounds"])
        assert (r["rusts_on"] or "never") in row["rusts"] or row["rusts"] == "never"
    history = view["revenue_history"]
    assert shown["rounds"] == [f"OR {r}" for r in reversed(history["rounds"])]
    for c in view["corporations"]:
        if c["id"] not in shown["corps"]:
            assert c["id"] == "CGR" and not view["cgr"]["formed"]
            continue
        row = shown["corps"][c["id"]]
        assert row["shares"] == {p["name"]: pct(c["shares"]["players"].get(p["name"], 0)) for p in view["players"]}
        assert (row["ipo"], row["pool"]) == (pct(c["shares"]["ipo"]), pct(c["shares"]["pool"]))
        if c["par"]:
            assert money(row["treasury"]) == c["cash"]
        if c["price"] is not None:
            assert money(row["price"]) == c["price"]
        assert row["stations"].startswith(f"{c['tokens_placed']} placed, {len(c['tokens_left'])} left")
        revenue = history["by_corporation"].get(c["id"], {})
        assert {r: money(v) for r, v in row["byRound"].items() if v} == revenue
        last = [r for r in history["rounds"] if r in revenue]
        assert (money(row["last"]) if last else None) == (revenue[last[-1]] if last else None)
    for p in view["players"]:
        assert money(shown["players"][p["name"]]["cash"]) == p["cash"]
        assert money(shown["players"][p["name"]]["value"]) == p["value"]
    return shown


LAPTOP, PHONE = {"width": 1400, "height": 900}, {"width": 390, "height": 844}


def overlap(a: dict, b: dict) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


def check_picker_beside(page, game: pr.Game, size: dict) -> None:
    """On a screen of `size`, each hex with a lay opens the tile picker on the map beside it: the
    hex stays in sight, the picker is on the screen without scrolling."""
    page.set_viewport_size(size)
    for coord in sorted({a["hex"] for a in game.legal_actions() if a["type"] == "lay_tile"})[:2]:
        target = page.locator(f".x18-map polygon.target[data-hex='{coord}']")
        target.scroll_into_view_if_needed()
        target.click()
        picker = page.locator(".x18-map-box .x18-lay")
        picker.locator(".x18-tile-choice").first.wait_for()
        next_frames(page)  # placed at the next frame
        box, hexbox = picker.bounding_box(), target.bounding_box()
        zoom = page.locator(".x18-map-box .x18-zoom").bounding_box()
        assert not overlap(box, hexbox), f"{coord}: the picker {box} covers the hex {hexbox}"
        assert not overlap(box, zoom), f"{coord}: the picker {box} covers the zoom buttons {zoom}"
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], f"{coord}: the picker is off the screen"
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
        picker.locator("button", has_text="Cancel").click()


def lay_by_enter(page, game: pr.Game) -> dict:
    """A hex clicked, its first tile and rotation as offered, and Enter lays it; returns the lay."""
    length = len(game.to_save()["actions"])
    coord = min(a["hex"] for a in game.legal_actions() if a["type"] == "lay_tile")
    page.locator(f".x18-map polygon.target[data-hex='{coord}']").click()
    confirm = page.locator("#x18-lay-confirm")
    action = json.loads(confirm.get_attribute("data-action"))
    page.keyboard.press("Enter")
    wait_length(page, length + 1)
    game.apply(action)
    assert page.locator(f".x18-map [data-hex='{coord}'][data-tile='{action['tile']}']").count() == 1
    return action


MANIFEST = """() => {
  const out = {};
  for (const group of document.querySelectorAll(".table-box .x18-manifest-colour")) {
    out[group.dataset.colour] = {dimmed: group.classList.contains("unavailable"),
      tiles: [...group.querySelectorAll("li[data-tile]")].map((li) => [li.dataset.tile, li.querySelector(".count").textContent,
        !!li.querySelector("svg.x18-tile-icon .track")])};
  }
  return out;
}"""


def open_manifest(page) -> None:
    """Open the tile manifest (the tab remembers it open from an earlier game) and wait for its
    pictures (asked of Python once per title)."""
    if page.locator(".table-box .x18-manifest[open]").count() == 0:
        page.click(".table-box .x18-manifest > summary")
    page.locator(".table-box .x18-manifest-tile svg.x18-tile-icon").first.wait_for()


def check_manifest(page, view: dict) -> None:
    """The manifest shows each tile of the view's supply, drawn, as 'left / copies', by colour,
    a colour the phase has not brought out dimmed."""
    want = {
        g["colour"]: {
            "dimmed": not g["available"],
            "tiles": [[n, f"{left} / {copies}", True] for n, left, copies in g["tiles"]],
        }
        for g in view["tiles"]
    }
    assert page.evaluate(MANIFEST) == want


def left_of(view: dict) -> dict[str, int]:
    return {name: left for group in view["tiles"] for name, left, _ in group["tiles"]}


def check_manifest_after_lay(page, game: pr.Game, before: dict) -> None:
    """Once a tile is laid (with the manifest open), it shows one fewer of that tile (and of its
    other face), the rest as before, as the view says."""
    laid = game.to_save()["actions"][-1]["tile"]
    after = left_of(game.view())
    faces = game.title.query(game.state, "tile_faces", {})
    fewer = {laid, faces[laid].get("opposite")} - {None}
    was = left_of(before)
    assert {n: after[n] - was[n] for n in after if after[n] != was[n]} == dict.fromkeys(fewer, -1)
    check_manifest(page, game.view())


def check_destinations(page, view: dict) -> None:
    """1856's cards name a destination's places, with the coordinates only in the tooltip."""
    for c in view["corporations"]:
        d = c["destination"]
        if not c["par"] or not d or c["closed"]:
            continue
        fig = page.locator(f".table-box .x18-corp[data-corporation='{c['id']}'] .fig.destination")
        text = fig.locator("dd").text_content()
        assert text.startswith(f"{d['from_name']} → ") and all(n in text for n in d["to_names"]), text
        assert d["from"] not in text and d["from"] in fig.get_attribute("title")


def test_1856_roster_and_entities(page, site):
    # a track step of CV's turn in operating round 5.1
    game = open_position(page, site.url, recorded_save(), 309)
    view = game.view()
    shown = check_sheets(page, view, dollars)
    diesel = shown["roster"]["D"]
    assert dollars(diesel["trade-in"]) == 1100 - 350 and "4-train" in diesel["trade-in"]
    assert any(c["loans"] for c in view["corporations"]), "the position has a corporation with loans"
    check_loans(shown, view)
    check_destinations(page, view)
    assert view["revenue_history"]["by_corporation"], "corporations have run by move 309"
    check_picker_beside(page, game, LAPTOP)
    check_picker_beside(page, game, PHONE)
    open_manifest(page)
    check_manifest(page, view)
    lay_by_enter(page, game)
    check_manifest_after_lay(page, game, view)


def check_loans(shown: dict, view: dict) -> None:
    """Each started corporation's loans against its limit, red only over it."""
    for c in view["corporations"]:
        if c["par"] and c["loan_limit"] is not None and c["id"] in shown["corps"]:
            row = shown["corps"][c["id"]]
            assert row["loans"] == f"{c['loans']} / {c['loan_limit']}"
            assert row["loansOver"] == (c["loans"] > c["loan_limit"]), c["id"]


def test_1856_loans_over_their_limit_are_red(page, site):
    """Move 187 of the longest recorded game: a sale has left LPS with 4 loans and 3 shares in
    players' hands."""
    game = open_position(page, site.url, recorded_save(), 187)
    view = game.view()
    lps = {c["id"]: c for c in view["corporations"]}["LPS"]
    assert (lps["loans"], lps["loan_limit"]) == (4, 3)
    check_loans(page.evaluate(READ), view)
    card = page.locator(".table-box .x18-corp[data-corporation='LPS'] .fig.loans")
    assert "over" in card.get_attribute("class") and card.locator(".loans-of").text_content() == "4 / 3"
    assert page.locator(".table-box .x18-corp .fig.loans.over").count() == 1


def test_18esp_roster_and_entities(page, site):
    export = json.loads(recorded_export().read_text("utf-8"))
    save = pr.import_18xx(export).to_save()
    # opened on a phone, the map starts close up around the hex to lay on (Valencia, K25), where
    # the picker once went up over the zoom buttons
    page.set_viewport_size(PHONE)
    game = open_position(page, site.url, save, 600)
    view = game.view()
    shown = check_sheets(page, view, pesetas)
    for r in view["depot"]["roster"]:
        assert shown["roster"][r["name"]]["narrow"] == f"{r['narrow']}-train"
        assert pesetas(shown["roster"][r["name"]]["recycle"]) == r["recycle_price"]
    assert "2" not in [r["name"] for r in view["depot"]["roster"] if not r["rusted"]], (
        "the 2-trains have rusted by move 600"
    )
    assert "rusted" in shown["roster"]["2"]["rusts"]
    # move 600 is AVT's track step
    check_picker_beside(page, game, PHONE)
    check_picker_beside(page, game, LAPTOP)
    open_manifest(page)
    check_manifest(page, view)
    lay_by_enter(page, game)
    check_manifest_after_lay(page, game, view)


def test_1856_switches_keys_and_ending_by_hand(page, site):
    """An on/off option is a switch; P passes, U and Ctrl+Z take back, neither while typing; ending
    the game by hand asks first."""
    open_site(page, site.url)
    page.click("[data-title='1856']")
    switch = page.locator("#option-eight_train_variant")
    assert switch.get_attribute("role") == "switch" and switch.get_attribute("type") == "checkbox"
    page.click("label[for='option-eight_train_variant']")
    assert switch.is_checked()
    page.fill("#seed", "5")
    page.click("#start-game")
    page.wait_for_selector(".game[data-length='0'] .x18-table")
    assert page.locator(".x18-roster tr[data-train='8']").count() == 1, "the 8-train variant was chosen"
    assert "P" in page.locator("[aria-keyshortcuts='P']").first.get_attribute("title")

    page.keyboard.press("p")
    wait_length(page, 1)
    page.keyboard.press("u")
    wait_length(page, 0)
    page.keyboard.press("p")
    wait_length(page, 1)
    page.keyboard.press("Control+z")
    wait_length(page, 0)
    page.evaluate("() => { const i = document.createElement('input'); i.id = 'typing'; document.body.append(i); }")
    page.focus("#typing")
    page.keyboard.press("p")
    page.keyboard.press("u")
    page.wait_for_timeout(300)
    assert page.locator(".game").get_attribute("data-length") == "0"

    page.click(".x18-end summary")
    page.click(".x18-end button[data-action]")
    dialog = page.locator("dialog[open]")
    assert "End the game now" in dialog.text_content()
    dialog.locator("button:not(.danger)").click()
    page.wait_for_timeout(300)
    assert page.locator(".game").get_attribute("data-finished") == "0"
    page.click(".x18-end button[data-action]")
    page.locator("dialog[open] button.danger").click()
    page.wait_for_selector(".game[data-finished='1']")
