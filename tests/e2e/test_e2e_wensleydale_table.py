"""The Wensleydale/Nürnberg table as a player meets it at 1400x900 and at phone size (390x844):
every move on the map is a target big enough to hit (24 px, 44 px on a phone) and no two
overlap; a follow-up question (the colour of a two-coloured marker after the auction, paying for
a train) shows where the player is looking, even when he had scrolled down; a payment is one
dialog."""

from __future__ import annotations

import pytest
from e2e_helpers import answer_seat_if_asked, game_link, next_frames, open_site, play
from test_e2e_wensleydale import choose, pay_in_one_dialog

import pygame_rules as pr

PLAYERS = ["Ann", "Bob", "Cy"]
DESK = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}
# the smallest a target may be, by window width
LEAST = {1400: 24, 390: 44}


def kinds(game: pr.Game) -> set[str]:
    return {a["type"] for a in game.legal_actions()}


def played_until(title: str, seed: int, stop, options=None) -> pr.Game:
    """A game played by the simple player of test_e2e_wensleydale until `stop(game)`."""
    game = pr.new_game(title, PLAYERS, seed=seed, options=options or {})
    while not stop(game):
        assert not game.finished, "the game ended before the position was reached"
        game.apply(choose(game))
    return game


def many_starts(title: str) -> pr.Game:
    """Track building in round 3: lines may start at every company town and along one's track."""
    return played_until(title, 11, lambda g: g.view()["round"] >= 3 and "build_start" in kinds(g))


def from_garsdale_head() -> pr.Game:
    """A line just started at Garsdale Head: Hardraw and Hawes lie side by side beyond it."""
    game = played_until(
        "lttw",
        11,
        lambda g: any(a["type"] == "build_start" and a["area"] == "garsdale_head" for a in g.legal_actions()),
    )
    game.apply(next(a for a in game.legal_actions() if a.get("area") == "garsdale_head"))
    return game


def show(page, site, game: pr.Game, size: dict) -> None:
    page.set_viewport_size(size)
    open_site(page, site.url)
    page.goto(game_link(site.url, game.to_save()))
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] .wd-table")
    answer_seat_if_asked(page)
    # the map lays its names and badges out once it has its size, a frame after it is drawn
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] .wd-map[data-laid-out]")


def scroll_to(page, selector: str) -> None:
    """Scrolled in the page's own turn: the table may be drawn again meanwhile (the seat answered),
    which detaches an element a locator found a moment before."""
    page.wait_for_selector(selector)
    page.evaluate("(sel) => document.querySelector(sel).scrollIntoView({block: 'center'})", selector)


TARGETS = """() => [...document.querySelectorAll(".table-box .wd-map [data-action]")].map((el) => {
  const r = el.getBoundingClientRect();
  return {x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height,
          round: el.classList.contains("target"), key: el.dataset.key};
})"""


def assert_targets_fit(page, least: int) -> int:
    page.wait_for_function(
        "[...document.querySelectorAll('.wd-map .target')].every((t) => t.getAttribute('transform').includes('scale'))"
    )
    targets = page.evaluate(TARGETS)
    assert targets, "no move on the map"
    for t in targets:
        assert t["round"], f"{t['key']} is not a round badge"
        assert min(t["w"], t["h"]) >= least, f"{t['key']} is {t['w']:.0f}x{t['h']:.0f} px, less than {least}"
    for i, a in enumerate(targets):
        for b in targets[i + 1 :]:
            apart = ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5
            assert apart >= (a["w"] + b["w"]) / 2, f"{a['key']} and {b['key']} overlap"
    return len(targets)


@pytest.mark.parametrize("size", [DESK, PHONE], ids=["1400", "390"])
@pytest.mark.parametrize("position", ["lttw starts", "fttn starts", "from Garsdale Head"])
def test_map_targets_are_big_enough_and_never_overlap(page, site, size, position):
    game = {"lttw starts": lambda: many_starts("lttw"), "fttn starts": lambda: many_starts("fttn")}.get(
        position, from_garsdale_head
    )()
    show(page, site, game, size)
    shown = assert_targets_fit(page, LEAST[size["width"]])
    assert shown == len({a.get("area", a.get("border")) for a in game.legal_actions() if a["type"] != "pass"})
    if position == "from Garsdale Head":  # both neighbours offered, each its own badge
        keys = {t["key"] for t in page.evaluate(TARGETS)}
        assert {"border-garsdale_head|hardraw", "border-garsdale_head|hawes"} <= keys, keys
    assert_names_apart(page)
    # zooming keeps them apart and big enough
    page.click("[data-zoom='in']")
    next_frames(page)
    assert_targets_fit(page, LEAST[size["width"]])
    assert_names_apart(page)


NAMES = """() => [...document.querySelectorAll(".table-box .wd-map .name")]
  .filter((el) => el.getAttribute("visibility") !== "hidden")
  .map((el) => { const r = el.getBoundingClientRect(); return [el.textContent, r.left, r.top, r.right, r.bottom]; })"""


def assert_names_apart(page, least: int = 21) -> None:
    """The names shown on the map do not pile up (Wensley, Spennithorne and Middleham; Nürnberg
    Nord and Süd): no two overlap by more than a sliver; at least `least` are shown."""
    names = page.evaluate(NAMES)
    assert len(names) >= least
    for i, (a, *p) in enumerate(names):
        for b, *q in names[i + 1 :]:
            wide = min(p[2], q[2]) - max(p[0], q[0])
            high = min(p[3], q[3]) - max(p[1], q[1])
            assert wide <= 2 or high <= 2, f"the names {a} and {b} overlap"


def test_the_orders_are_shown_as_they_are_used_and_the_stand_in_is_told_to_players(page, site):
    game = many_starts("lttw")
    show(page, site, game, DESK)
    view = game.view()
    in_use = page.locator(".wd-order.in-use")
    assert in_use.count() == 1 and in_use.get_attribute("data-order") == "build"
    shown = in_use.locator("li").evaluate_all("(items) => items.map((li) => li.dataset.player)")
    assert shown == view["build_order"]
    assert in_use.locator("li.on").get_attribute("data-player") == view["active_players"][0]
    done = in_use.locator("li.done").evaluate_all("(items) => items.map((li) => li.dataset.player)")
    assert done == view["build_order"][: view["build_order"].index(view["active_players"][0])]
    # the orders no longer sit under the influence tracks they were taken from
    assert page.locator(".wd-tracks .wd-order").count() == 0
    note = page.locator(".wd-stand-in").inner_text()
    assert note.startswith("This board is a stand-in") and "Replace" not in note


def in_view(page, selector: str) -> bool:
    return page.evaluate(
        """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
           return r.top >= 0 && r.bottom <= innerHeight && r.height > 0; }""",
        selector,
    )


@pytest.mark.parametrize("size", [DESK, PHONE], ids=["1400", "390"])
def test_the_colour_question_after_the_auction_shows_where_the_player_is(page, site, size):
    options = {"displays": "2-3 players"}
    before = played_until("lttw", 7, lambda g: g.view()["phase"] == "credit", options).actions
    game = pr.new_game("lttw", PLAYERS, seed=7, options=options)
    for action in before[:-1]:  # the auction's last move is left to click
        game.apply(action)
    show(page, site, game, size)
    scroll_to(page, ".wd-trains")  # down below the influence display
    play(page, before[-1])
    page.wait_for_selector(".prompt[data-prompt='credit']")
    assert in_view(page, ".prompt[data-prompt='credit']")
    assert in_view(page, ".prompt [data-key='choose-red']")


def train_that_needs_paying() -> tuple[pr.Game, dict]:
    game = pr.new_game("fttn", PLAYERS, seed=11)
    while not game.finished:
        for a in [a for a in game.legal_actions() if a["type"] == "buy_train"]:
            game.apply(a)
            paying = game.view()["payment"]
            game.undo()
            if paying:
                return game, a
        game.apply(choose(game))
    raise AssertionError("no train purchase needed paying")


@pytest.mark.parametrize("size", [DESK, PHONE], ids=["1400", "390"])
def test_paying_for_a_train_is_asked_in_view_and_paid_in_one_dialog(page, site, size):
    game, buy = train_that_needs_paying()
    show(page, site, game, size)
    scroll_to(page, f".wd-train[data-train='{buy['train']}']")
    play(page, buy)
    game.apply(buy)
    page.wait_for_selector(".prompt[data-prompt='pay']")
    assert in_view(page, ".prompt[data-prompt='pay']")
    assert in_view(page, ".prompt [data-pay-dialog]")
    points = game.view()["payment"]["points"]
    assert page.locator(".prompt [data-pay-dialog]").text_content() == f"Pay {points} points…"
    pay_in_one_dialog(page, game)
    shown = page.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll('.wd-player')].map((el) =>"
        " [el.dataset.player, Number(el.querySelector('dd.cubes').textContent)]))"
    )
    assert shown == {p["name"]: p["cubes"] for p in game.view()["players"]}


@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
def test_the_final_scores_fit_a_phone(new_context, site, locale):
    page = new_context(locale=locale).new_page()
    game = played_until("lttw", 3, lambda g: g.finished, {"displays": "2-3 players"})
    show(page, site, game, PHONE)
    page.wait_for_selector(".scores .score-table")
    right, width = page.evaluate(
        "() => [document.querySelector('.score-table').getBoundingClientRect().right, innerWidth]"
    )
    assert right <= width, f"the score table reaches {right:.0f} px of {width}"
    assert page.locator(".score-table td.total").first.is_visible()
