"""Playing First Train to Nürnberg and Last Train to Wensleydale by clicking the table: a whole
round of fttn with three players, and the last moves of an lttw game to its final scores. After
every move the table must show what the rules give for the same actions (run here by
pygame_rules): cubes, track pieces, influence, VP, profit/loss, the track on the map."""

from __future__ import annotations

import base64
import json
import zlib

from e2e_helpers import answer_seat, is_range, open_site, play, wait_length

import pygame_rules as pr

PLAYERS = ["Ann", "Bob", "Cy"]
SEED = 11
LINE = 3  # pieces each player builds (fewer when nothing more is offered)


def start(page) -> None:
    page.click("[data-title='fttn']")
    page.select_option("#player-count", "3")
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player-{i + 1}", name)
    page.fill("#seed", str(SEED))
    page.click("#start-game")
    page.wait_for_selector(".game[data-length='0'] .wd-table")


def concrete(action: dict, take: str = "min") -> dict:
    return {k: (v[take] if is_range(v) else v) for k, v in action.items()}


def choose(game: pr.Game) -> dict:
    """A simple player: bids the least on the first field, builds a short line from the first
    place offered, pays from the first source it can, loads whatever it can, buys the cheapest
    train, and hands any line it can to a company."""
    legal = game.legal_actions()
    kinds = {a["type"]: a for a in reversed(legal)}
    view = game.view()
    if "pay" in kinds:
        return concrete(kinds["pay"], "max")
    for kind in (
        "bid",
        "choose_influence",
        "build_start",
        "transport",
        "takeover_start",
        "takeover_border",
        "takeover_done",
    ):
        if kind in kinds:
            return concrete(kinds[kind])
    if "build_border" in kinds and len(view["build"]["borders"]) < LINE:
        return kinds["build_border"]
    if "build_done" in kinds:
        return kinds["build_done"]
    if "buy_train" in kinds:
        return min((a for a in legal if a["type"] == "buy_train"), key=lambda a: a["price"])
    return kinds["pass"]


READ = """() => {
  const players = {};
  for (const el of document.querySelectorAll(".table-box .wd-player[data-player]")) {
    const influence = {};
    for (const i of el.querySelectorAll("[data-influence]")) influence[i.dataset.influence] = Number(i.textContent);
    players[el.dataset.player] = {
      cubes: Number(el.querySelector("dd.cubes").textContent),
      pieces: parseInt(el.querySelector("dd.pieces").textContent, 10),
      vp: Number(el.querySelector("dd.vp").textContent),
      profit: Number(el.querySelector("dd.profit").textContent),
      influence,
    };
  }
  const track = {};
  for (const el of document.querySelectorAll(".table-box .wd-map [data-owner]")) track[el.dataset.border] = el.dataset.owner;
  const banner = document.querySelector(".table-box .turn-banner");
  return {players, track, active: banner.dataset.active ? banner.dataset.active.split(",") : []};
}"""


def pay_in_one_dialog(page, game: pr.Game, on_dialog=None) -> list[dict]:
    """Open the payment dialog, take what it proposes (cubes first, then the colours as listed),
    confirm once, and play the same parts here; no second dialog opens. `on_dialog()` looks at
    the open dialog first. Returns the parts played."""
    offers = [a for a in game.legal_actions() if a["type"] == "pay"]
    page.click(".prompt [data-pay-dialog]")
    dialog = page.locator("dialog[open]")
    assert dialog.locator("input.num").count() == len(offers)  # every source in one dialog
    proposed = {o["source"]: int(dialog.locator(f"input[name='{o['source']}']").input_value()) for o in offers}
    assert sum(proposed.values()) == game.view()["payment"]["points"]
    if on_dialog:
        on_dialog()
    dialog.locator("[data-confirm]").click()
    parts = []
    while game.view()["payment"]:  # the same parts, as the rules take them
        a = choose(game)
        assert proposed.get(a["source"]) == a["amount"], (proposed, a)
        game.apply(a)
        parts.append(a)
    wait_length(page, len(game.actions))
    page.wait_for_selector(".prompt:not([data-prompt='pay'])")
    assert page.locator("dialog[open]").count() == 0
    return parts


def assert_table_shows(page, game: pr.Game) -> None:
    view = game.view()
    want = {
        "players": {
            p["name"]: {
                "cubes": p["cubes"],
                "pieces": p["pieces"],
                "vp": p["vp"],
                "profit": p["profit"],
                "influence": p["influence"],
            }
            for p in view["players"]
        },
        "track": view["track"],
        "active": view["active_players"],
    }
    shown = page.evaluate(READ)
    for key, value in want.items():
        assert shown[key] == value, f"{key}: the table shows {shown[key]}, the rules say {value}"


def test_a_whole_round_of_first_train_to_nuernberg_by_clicking(page, site):
    open_site(page, site.url)
    start(page)
    game = pr.new_game("fttn", PLAYERS, seed=SEED)
    assert_table_shows(page, game)
    kinds = set()
    while game.view()["round"] == 1:
        action = choose(game)
        kinds.add(action["type"])
        if action["type"] == "pay":  # the whole payment, in one dialog
            pay_in_one_dialog(page, game)
        else:
            play(page, action)
            game.apply(action)
        assert_table_shows(page, game)
    assert kinds == {
        "bid",
        "build_start",
        "build_border",
        "build_done",
        "pay",
        "buy_train",
        "transport",
        "takeover_start",
        "takeover_border",
        "takeover_done",
    }
    view = game.view()
    assert view["phase"] == "auction" and view["round"] == 2
    assert any("scores" in e["text"] for e in view["log"])  # phase 7 scored everyone
    log = page.locator(".log-list li").all_text_contents()
    assert log == [e["text"] for e in view["log"]]


def link_code(save: dict) -> str:
    """A #g= game code: the save, raw deflate, base64url without padding."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(save).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def test_the_last_moves_of_last_train_to_wensleydale_to_the_final_scores(page, site):
    # the 2-3 player displays and The South extended; the game is opened by link a few moves
    # before its end, and those moves are clicked
    options = {"displays": "2-3 players", "the_south": "extended"}
    whole = pr.new_game("lttw", PLAYERS, seed=SEED, options=options)
    while not whole.finished:
        whole.apply(choose(whole))
    game = pr.new_game("lttw", PLAYERS, seed=SEED, options=options)
    last = 6
    for action in whole.actions[:-last]:
        game.apply(action)
    open_site(page, site.url)
    page.goto(site.url + "#g=" + link_code(game.to_save()))
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] .wd-table")
    answer_seat(page)  # every seat is played here
    assert_table_shows(page, game)
    while len(game.actions) < len(whole.actions):
        action = whole.actions[len(game.actions)]
        if action["type"] == "pay":  # the whole payment, in one dialog (the simple player's parts)
            pay_in_one_dialog(page, game)
        else:
            play(page, action)
            game.apply(action)
        assert_table_shows(page, game)
    assert game.actions == whole.actions
    result = game.result()
    page.wait_for_selector(".scores .score-table")
    rows = page.locator(".score-table tbody tr")
    assert [rows.nth(i).get_attribute("data-player") for i in range(rows.count())] == result["ranking"]
    totals = page.locator(".score-table td.total").all_text_contents()
    assert [int(t) for t in totals] == [result["scores"][p] for p in result["ranking"]]
