"""The Wensleydale/Nürnberg table never leaves a player stuck or guessing, at 1400x900 and at
390x844, in English and German: the transport prompt says why nothing loads when nothing does;
what the player acts on follows the question and is on screen with it, never under it; the map's
names are readable on a phone; a map's zoom belongs to its game; the seats' marks on the tracks
tell them apart; the final scores mark the computers; German keeps investment cubes and goods
apart."""

from __future__ import annotations

import json
import re

import pytest
from e2e_helpers import FIND, answer_seat_if_asked, catalogue, game_link, next_frames
from test_e2e_wensleydale import choose
from test_e2e_wensleydale_table import DESK, PHONE, assert_names_apart, kinds, many_starts, played_until, show

import pygame_rules as pr
from pygame_rules.messages import render

PLAYERS = ["Ann", "Bob", "Cy"]


def richmond_scorton(seed: int = 4) -> pr.Game:
    """The position players met: Ann built Richmond (a green town) to Scorton, bought train 1a,
    and it is her turn in the transport phase; the others have passed. Scorton's passenger is
    red, and no red station lies on her track: nothing loads."""
    game = pr.new_game("lttw", PLAYERS, seed=seed)
    while game.view()["round"] == 1:
        view, legal = game.view(), game.legal_actions()
        me = view["active_players"][0]
        pick = None
        if view["phase"] == "track_building" and not view["payment"]:
            if view["build"]:
                pick = next((a for a in legal if a.get("border") == "richmond|scorton"), None) or next(
                    a for a in legal if a["type"] == "build_done"
                )
            elif me == "Ann":
                pick = next((a for a in legal if a["type"] == "build_start" and a["area"] == "richmond"), None)
            pick = pick or next(a for a in legal if a["type"] == "pass")
        elif view["phase"] == "transport" and not view["payment"]:
            if me == "Ann" and any(t["owner"] == "Ann" for t in view["trains"]):
                return game
            pick = next((a for a in legal if me == "Ann" and a.get("train") == "1a"), None)
            pick = pick or next(a for a in legal if a["type"] == "pass")
        game.apply(pick or choose(game))
    raise AssertionError("Ann bought no train in the first round")


@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
def test_when_nothing_loads_the_prompt_says_why_and_offers_what_is_left(new_context, site, locale):
    game = richmond_scorton()
    view = game.view()
    assert view["track"] == {"richmond|scorton": "Ann"} and kinds(game) == {"buy_train", "pass"}
    page = new_context(locale=locale).new_page()
    show(page, site, game, DESK)
    prompt = page.locator(".table-box .prompt")
    asked = prompt.locator("[data-moves]").evaluate_all("(els) => els.map((el) => el.dataset.moves)")
    assert sorted(asked) == ["buy_train", "pass"]  # no sentence sends him to the map for a load
    why = render(locale[:2], view["cannot"]["transport"]["key"], view["cannot"]["transport"]["args"])
    assert why in prompt.inner_text()
    assert page.locator(".table-box .wd-map [data-action]").count() == 0
    for action in game.legal_actions():  # every move he has is a visible control
        found = page.evaluate(FIND, action)
        assert found, action
        assert page.locator(".table-box [data-action]").nth(found["index"]).is_visible()


# --- layout for the decision at hand ---

# what the player acts on in each position, in the order it must follow the question
ACTS_ON = {
    "auction": [".wd-influence"],
    "building": [".wd-board"],
    "transport": [".wd-trains", ".wd-board"],
    "nothing loads": [".wd-trains", ".wd-board"],
}
CONTROLS = {".wd-influence": ".wd-field.playable", ".wd-trains": ".wd-train.playable", ".wd-board": ".wd-map-wrap"}


def position(name: str) -> pr.Game:
    return {
        "auction": lambda: pr.new_game("fttn", PLAYERS, seed=11),
        "building": lambda: many_starts("lttw"),
        "transport": lambda: played_until("fttn", 11, lambda g: {"transport", "buy_train"} <= kinds(g)),
        "nothing loads": richmond_scorton,
    }[name]()


LAID_OUT = """(panels) => {
  const controls = CONTROLS;
  const rect = (el) => el.getBoundingClientRect();
  const prompt = rect(document.querySelector('.table-box .prompt'));
  const main = [...document.querySelectorAll('.table-box .wd-main > section')];
  const acted = panels.map((sel) => document.querySelector(`.table-box ${sel}`));
  const out = {prompt: [prompt.top, prompt.bottom], height: innerHeight, covered: [], order: [], outside: []};
  // nothing the player does not act on stands between the question and what he acts on
  const last = Math.max(...acted.map((el) => main.indexOf(el)));
  out.order = main.slice(0, last + 1).filter((el) => !acted.includes(el)).map((el) => el.className);
  for (const [i, el] of acted.entries()) {
    for (const c of el.querySelectorAll(controls[panels[i]])) {
      const r = rect(c);
      if (r.top < prompt.bottom - 1) out.covered.push(`${panels[i]} ${c.dataset.key || c.className} at ${r.top}`);
      if (r.bottom > innerHeight + 1) out.outside.push(`${panels[i]} ${c.dataset.key || c.className} to ${r.bottom}`);
    }
  }
  return out;
}""".replace("CONTROLS", json.dumps(CONTROLS))


SCROLL_TO = """(sel) => {
  const prompt = document.querySelector('.table-box .prompt');
  const head = getComputedStyle(prompt.parentElement);
  const sticks = getComputedStyle(prompt).position === 'sticky' || (head.display !== 'contents' && head.position === 'sticky');
  (sticks ? document.querySelector(`.table-box ${sel}`) : prompt).scrollIntoView({block: 'start'});
}"""


@pytest.mark.parametrize("size", [DESK, PHONE], ids=["1400", "390"])
@pytest.mark.parametrize("name", list(ACTS_ON))
def test_what_the_player_acts_on_follows_the_question_and_is_on_screen_with_it(page, site, name, size):
    game = position(name)
    show(page, site, game, size)
    panels = ACTS_ON[name]
    # the player scrolls to what he acts on: it stops below the question, which stays in view
    # (on a phone only the banner sticks: the player scrolls to the question, and what he acts on
    # follows it on the screen)
    page.evaluate(SCROLL_TO, panels[0])
    next_frames(page)
    laid = page.evaluate(LAID_OUT, panels)
    assert laid["order"] == [], f"{laid['order']} stand between the question and what the player acts on"
    top, bottom = laid["prompt"]
    assert top >= -1 and bottom <= laid["height"], f"the question is off screen: {laid['prompt']}"
    assert laid["covered"] == [], f"under the question: {laid['covered']}"
    assert laid["outside"] == [], f"below the window: {laid['outside']}"
    if any(
        a["type"] in ("build_start", "transport") for a in game.legal_actions()
    ):  # a move on the map is in its frame
        inside = page.evaluate("""() => { const f = document.querySelector('.table-box .wd-map-wrap').getBoundingClientRect();
          return [...document.querySelectorAll('.table-box .wd-map .target')].some((t) => { const r = t.getBoundingClientRect();
            const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2; return x > f.left && x < f.right && y > f.top && y < f.bottom; }); }""")
        assert inside, "no move of the map is in its frame"


# --- the map's names on a phone, its zoom per game ---

NAME_PX = """() => { const map = document.querySelector('.table-box .wd-map');
  const scale = map.getBoundingClientRect().width / map.viewBox.baseVal.width;
  return [...map.querySelectorAll('.name')].filter((el) => el.getAttribute('visibility') !== 'hidden')
    .map((el) => [el.textContent, parseFloat(getComputedStyle(el).fontSize) * scale]); }"""


@pytest.mark.parametrize("name", ["auction", "building", "fttn building"])
def test_the_maps_names_are_readable_on_a_phone_at_the_default_zoom(page, site, name):
    game = many_starts("fttn") if name == "fttn building" else position(name)
    show(page, site, game, PHONE)
    page.wait_for_function("document.querySelector('.table-box .wd-map .name').style.fontSize !== ''")
    next_frames(page)
    names = page.evaluate(NAME_PX)
    small = [(n, round(px, 1)) for n, px in names if px < 10.9]
    assert small == [], f"names smaller than 11 px: {small[:6]}"
    assert_names_apart(page, 15 if name == "auction" else 40)  # the whole map shows fewer than one zoomed in


def map_zoom(page, game: pr.Game) -> float:
    """How close the map is zoomed: the board's width over the width its view box shows."""
    next_frames(page)
    shown = page.evaluate("document.querySelector('.table-box .wd-map').viewBox.baseVal.width")
    return round(game.view()["board"]["size"][0] / shown, 2)


def follow_link(page, site, game: pr.Game) -> None:
    """Open a game's link in the page already open (no reload: the page's modules keep their state)."""
    page.evaluate("(link) => { location.hash = new URL(link).hash; }", game_link(site.url, game.to_save()))
    page.wait_for_selector(
        f".game[data-length='{len(game.actions)}'] .wd-table[data-board='{game.view()['board']['id']}']"
    )
    answer_seat_if_asked(page)


def test_each_game_keeps_its_own_map_zoom(page, site):
    one, other = many_starts("lttw"), many_starts("fttn")
    show(page, site, one, DESK)
    assert map_zoom(page, one) == 1
    page.click(".table-box [data-zoom='in']")
    assert map_zoom(page, one) == 1.5
    follow_link(page, site, other)  # another game opens with the whole map
    assert map_zoom(page, other) == 1
    follow_link(page, site, one)  # and the first game still has its zoom
    assert map_zoom(page, one) == 1.5


# --- who is who: marks on the tracks, computers in the final scores ---

COMPUTERS = {"Computer 1": "easy", "Computer 2": "normal"}


def test_every_seat_has_its_own_mark_on_the_tracks_and_the_scores_mark_the_computers(page, site):
    players = ["Computer 1", "Computer 2", "Ann"]
    game = pr.new_game("lttw", players, seed=3, options={"displays": "2-3 players"}, computers=COMPUTERS)
    while not game.finished:
        game.apply(choose(game))
    show(page, site, game, DESK)
    page.wait_for_selector(".scores .score-table")
    dots = page.eval_on_selector_all(
        ".table-box .wd-tracks .dot", "(els) => els.map((el) => [el.dataset.player, el.textContent, el.title])"
    )
    marks = {}
    for player, mark, title in dots:
        assert marks.setdefault(player, mark) == mark  # one mark a seat, on every track
        assert player in title
    assert set(marks) == set(players)
    assert len(set(marks.values())) == len(players), f"two seats share a mark: {marks}"
    assert marks["Computer 1"] != "C" and marks["Computer 2"] != "C"
    for player in players:  # the players panel shows each seat's mark beside its name
        panel = page.locator(f".table-box .wd-player[data-player='{player}'] header .dot")
        assert panel.text_content() == marks[player]
    marked = page.eval_on_selector_all(
        ".score-table tbody tr", "(rows) => rows.map((r) => [r.dataset.player, !!r.querySelector('.marker.computer')])"
    )
    assert dict(marked) == {p: p in COMPUTERS for p in players}


# --- German: investment cubes are not goods ---


def test_german_keeps_investment_cubes_and_stone_goods_apart(new_context, site):
    page = new_context(locale="de-DE").new_page()
    game = richmond_scorton()
    show(page, site, game, DESK)
    texts = catalogue("de")
    ann = page.locator(".table-box .wd-player[data-player='Ann']")
    assert ann.locator(".fig.cubes dt").inner_text().lower() == texts["ui.wd.fig.cubes"].lower() == "investitionssteine"
    assert "0 Steinwürfel" in ann.locator(".wd-loads").inner_text()
    bare = re.findall(
        r"\b[Ss]teine?n?\b(?!-)", page.locator(".table-box .wd-table").inner_text()
    )  # "Stein- und Käsewürfel" is goods
    assert bare == [], "a bare 'Stein' could be cubes or goods"
