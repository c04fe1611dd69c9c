"""Every position of the Wensleydale/Nürnberg table keeps its promises, in English and German:
every legal move has a visible, enabled control; no control offers a move that is not legal; the
prompt names the kinds of move on offer, each sentence marked with the types it asks for
(data-moves), and no other; no text reads "undefined", "NaN", "null", "[object Object]" or a
catalogue key. The positions come from games played here (random players and the computer
players, lttw and fttn, 2 to 4 players, both display sides, The South extended), every phase and
payment among them; the page draws each from its view and legal moves (web/wensleydale/table.js)."""

from __future__ import annotations

import json
import random

import pytest
from e2e_helpers import open_site

import pygame_rules as pr
from pygame_rules import bots

NAMES = ["Ann", "Computer 1", "Computer 2", "Dee"]


def concrete(action: dict, rng: random.Random) -> dict:
    return {
        k: rng.randint(v["min"], v["max"]) if isinstance(v, dict) and set(v) == {"min", "max", "step"} else v
        for k, v in action.items()
    }


SET_UPS = [  # (players, options): both display sides, mixed sides, The South extended (lttw)
    (2, {}),
    (3, {}),
    (3, {"displays": "2-3 players"}),
    (3, {"displays": "3-4 players", "train_display": "2-3 players"}),
    (4, {}),
]


def games() -> list[tuple[str, pr.Game, str]]:
    """(label, a new game, who plays it): every title and set-up, by random players and by the
    computer players."""
    out = []
    for title in ("lttw", "fttn"):
        for i, (n, options) in enumerate(SET_UPS):
            if title == "lttw" and i % 2:
                options = {**options, "the_south": "extended"}
            for policy in ("random", "bots"):
                seed = 10 * i + (policy == "bots")
                game = pr.new_game(title, NAMES[:n], seed=seed, options=options)
                out.append((f"{title} {n}p {options or 'default'} {policy} seed {seed}", game, policy))
    return out


def positions(every: int = 9) -> list[dict]:
    """A sample of each game's positions: every phase's and payment's first moment, every
    position where a kind of move is missing in transport, and every `every`-th one besides."""
    out = []
    for label, game, policy in games():
        rng = random.Random(label)
        seen = set()
        while True:
            view = game.view()
            legal = game.legal_actions()
            moment = (view["phase"], bool(view["payment"]), tuple(sorted(view.get("cannot", {}))))
            if moment not in seen or len(game.actions) % every == 0 or game.finished:
                seen.add(moment)
                out.append(
                    {
                        "at": f"{label} move {len(game.actions)}",
                        "view": view,
                        "legal": legal,
                        "result": game.result() if game.finished else None,
                    }
                )
            if game.finished:
                break
            player = game.active_players[0]
            action = bots.bot_move(game, player, "easy") if policy == "bots" else concrete(rng.choice(legal), rng)
            game.apply(action)
    return out


CHECK = """async ({text, language}) => {
  const i18n = await import('./i18n.js');
  await i18n.chooseLanguage(language);
  const table = await import('./wensleydale/table.js');
  const box = document.createElement('div');
  box.className = 'table-box';
  document.querySelector('main').replaceChildren(box);
  const bad = /\\b(undefined|NaN|null)\\b|\\[object Object\\]|\\b(ui|wd|term)\\.[a-z0-9_]+\\.[a-z0-9_.]+/;
  const key = (a) => JSON.stringify(a);
  const problems = [];
  const computers = {'Computer 1': 'easy', 'Computer 2': 'strong'};
  for (const p of JSON.parse(text)) {
    const say = (what) => problems.push(`${p.at}: ${what}`);
    box.replaceChildren(table.renderTable(p.view, {legal: p.legal, computers, gameId: 'positions'}));
    if (p.result) box.append(table.renderScores(p.view, p.result, {computers}));
    const legal = new Set(p.legal.map(key));
    const offered = new Set();
    for (const el of box.querySelectorAll('[data-action]')) {
      const actions = el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)];
      for (const a of actions) if (!legal.has(key(a))) say(`a control offers ${key(a)}`);
      const shown = el.checkVisibility({checkVisibilityCSS: true}) && !el.disabled && !el.closest('[hidden], [disabled]')
        && el.getBoundingClientRect().width > 0;
      if (shown) actions.forEach((a) => offered.add(key(a)));
    }
    for (const a of p.legal) if (!offered.has(key(a))) say(`no visible control for ${key(a)}`);
    const types = new Set(p.legal.map((a) => a.type));
    const named = new Set();
    for (const el of box.querySelectorAll('[data-moves]')) {
      for (const type of el.dataset.moves.split(' ')) {
        if (!types.has(type)) say(`the prompt asks for ${type}: "${el.textContent}"`);
        named.add(type);
      }
      if (!el.closest('.prompt')) say(`data-moves outside the prompt`);
    }
    for (const type of types) if (!named.has(type)) say(`the prompt does not name ${type}`);
    const texts = [box.innerText, ...[...box.querySelectorAll('*')].flatMap((el) =>
      ['title', 'aria-label'].map((a) => el.getAttribute(a)).filter(Boolean)),
      ...[...box.querySelectorAll('title')].map((el) => el.textContent)];
    for (const s of texts) if (bad.test(s)) say(`reads "${s.match(bad)[0]}" in "${s.slice(0, 120)}"`);
  }
  return problems;
}"""


@pytest.fixture(scope="module")
def sample() -> list[dict]:
    return positions()


def test_the_sample_reaches_every_phase_payment_and_missing_move(sample):
    moments = {(p["view"]["phase"], (p["view"]["payment"] or {}).get("purpose")) for p in sample}
    assert moments >= {
        ("auction", None),
        ("track_building", None),
        ("track_building", "build"),
        ("transport", None),
        ("transport", "train"),
        ("takeovers", None),
        ("over", None),
    }, moments
    assert any(p["view"]["phase"] == "credit" for p in sample)
    reasons = {m["key"] for p in sample for m in p["view"]["cannot"].values()}
    assert {"wd.transport.cannot_load.no_train", "wd.transport.cannot_buy.dear"} <= reasons, reasons


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_position_offers_each_legal_move_and_names_only_those(page, site, sample, language):
    page.set_viewport_size({"width": 1400, "height": 900})
    open_site(page, site.url)
    problems = []
    for i in range(0, len(sample), 60):  # in parts: one string is quicker to pass than the objects
        problems += page.evaluate(CHECK, {"text": json.dumps(sample[i : i + 60]), "language": language})
    assert problems == [], f"{len(problems)} problems in {len(sample)} positions, e.g. {problems[:8]}"
