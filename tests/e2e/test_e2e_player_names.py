"""The players panels (NAR, Wensleydale, the 18xx titles; the shared rules in web/style.css): a
player's name wraps between its words only, never letter by letter, when the computer, start
player, to-act and last-move badges pile up beside it; each badge keeps its words on one line
(taking a line of its own when needed), and nothing runs out of the panel. On a laptop and a
phone."""

from __future__ import annotations

import random

import pytest
from e2e_helpers import answer_seat, game_link, open_site

import pygame_rules as pr
from pygame_rules.playout import random_move

NAMES = ["Wilhelmina Kowalczykowska", "Bartholomew Featherstonehaugh", "Maximiliane von Hohenzollern"]
COMPUTERS = {NAMES[1]: "normal"}
HOLD_COMPUTERS = "async () => { (await import('./game.js')).settings.computerPauseMs = 600000; }"
PANEL = ".player, .wd-player, .x18-player"
NAME = ".player-name, .wd-player > header > h3, .x18-player > header > h3"
# each word of each name, and each badge, on how many lines; panels wider inside than out
LAYOUT = """([panel, name]) => {
  const lines = (node, from, to) => {
    const r = document.createRange();
    r.setStart(node, from);
    r.setEnd(node, to);
    return new Set([...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top))).size;
  };
  const broken = [];
  for (const el of document.querySelectorAll(name)) {
    const text = el.firstChild;
    let at = 0;
    for (const word of text.textContent.split(" ")) {
      if (lines(text, at, at + word.length) > 1) broken.push(word);
      at += word.length + 1;
    }
  }
  const badges = [...document.querySelectorAll(".table-box .marker, .table-box .last-mark")]
    .filter((el) => el.closest(panel) && lines(el.firstChild, 0, el.firstChild.textContent.length) > 1)
    .map((el) => el.textContent);
  const overflowing = [...document.querySelectorAll(panel)].filter((el) => el.scrollWidth > el.clientWidth + 1)
    .map((el) => el.dataset.player);
  const names = document.querySelectorAll(name).length;
  const badgeCount = [...document.querySelectorAll(".table-box .marker, .table-box .last-mark")].filter((el) => el.closest(panel)).length;
  return {broken, badges, overflowing, names, badgeCount};
}"""


@pytest.mark.parametrize(
    ("title", "width"), [("nar", 1400), ("nar", 390), ("lttw", 1400), ("lttw", 390), ("1856", 1400)]
)
def test_names_wrap_between_words_and_badges_stay_whole(page, site, title, width):
    game = pr.new_game(title, NAMES, seed=5, computers=COMPUTERS)
    rnd = random.Random(5)
    for _ in range(4):
        game.apply(random_move(game, rnd))
    page.set_viewport_size({"width": width, "height": 900 if width > 1000 else 844})
    open_site(page, site.url)
    page.evaluate(HOLD_COMPUTERS)  # the table stays as it is while it is measured
    page.goto(game_link(site.url, game.to_save()))
    page.wait_for_selector("dialog[open].seat-dialog", timeout=90_000)  # Python may still be starting
    answer_seat(page, "all")
    page.wait_for_selector(f".game[data-length='{len(game.actions)}'] .table-box .turn-banner")
    shown = page.evaluate(LAYOUT, [PANEL, NAME])
    assert shown["names"] == 3 and shown["badgeCount"] >= 3, shown  # a computer, the player to act, the last move
    assert shown["broken"] == [], f"words of a name broken across lines: {shown['broken']}"
    assert shown["badges"] == [], f"badges broken across lines: {shown['badges']}"
    assert shown["overflowing"] == [], f"panels whose content runs out of them: {shown['overflowing']}"
