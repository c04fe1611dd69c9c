"""Every legal move is within reach on the page (DESIGN.md, "Tests"), in every title and in
English and German: many positions per title, computed here (tests/e2e/positions.py), are drawn
in the page by the title's table (tables.js's renderTable, attached to the document so what is
seen can be judged) and judged in the page (positions_check.js):

- every legal move can be started from a visible, enabled control (an element with data-action
  or data-actions whose action is the legal one; an 18xx tile lay by its hex on the map, the run
  by the run panel, a Wensleydale payment by its dialog's button; a control inside a closed
  <details> counts when its <summary> is seen), and none is left to the safety net (reach.js);
- no enabled control starts an illegal move (a range in a legal action is a range in the
  control too);
- the prompt names only moves on offer (each [data-moves] in it names only types legal now), and
  a position with legal moves has a prompt;
- no text on the table (text, title and aria-label) reads "undefined", "NaN", "null" or
  "[object Object]", nor shows a message key or an unfilled placeholder; the safety net's words
  for each legal move have no such flaw either (and tell NAR's and Wensleydale's moves apart).

CI plays the fixed games below (PLANS, the same every run) and draws at most LIMIT positions of
an 18xx title, to stay within about 90 s of CPU. POSITIONS_SEED=N plays fresh games instead
(POSITIONS_GAMES per title, 6 unless told; POSITIONS_EXTRA positions at random beyond those
covering every kind of moment, which are all drawn): docs/testing.md. Each position says which
game and move it is, so a failure replays."""

from __future__ import annotations

import json
import os
import random
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from e2e_helpers import open_site
from positions import RECORDED, TITLES, Plan, Sample, fresh_plans, positions, recorded_games, sample

# The games CI plays: each title's player counts from the least to the most, its options, and
# the three kinds of player (cautious random moves, uniform random moves, the computers at every
# level; a strong computer thinks for seconds a move in NAR and Wensleydale, so only 18xx games
# have one here). One game of each title goes to its end; the others stop early, where they cost
# little (an 18xx table takes a fifth of a second of CPU a draw, and each position is drawn twice).
PLANS = {
    "nar": [
        Plan("nar", 1, 3),
        Plan("nar", 2, 4, "uniform", (("hidden_money", False),)),
        Plan("nar", 3, 5, "easy/normal/easy/normal/easy"),
    ],
    "lttw": [
        Plan("lttw", 1, 2),
        Plan("lttw", 2, 3, "uniform", (("the_south", "extended"),)),
        Plan("lttw", 3, 4, "easy/normal/easy/normal"),
    ],
    "fttn": [
        Plan("fttn", 1, 4),
        Plan("fttn", 2, 2, "uniform"),
        Plan("fttn", 3, 3, "normal/easy/normal", (("displays", "2-3 players"), ("train_display", "3-4 players"))),
    ],
    "1856": [
        Plan("1856", 1, 3),
        Plan("1856", 2, 4, "uniform", moves=300),
        Plan("1856", 3, 5, "easy/normal/strong/easy/normal", moves=400),
        Plan("1856", 4, 6, "cautious", (("alternate_destinations", True), ("eight_train_variant", True)), moves=300),
    ],
    "18esp": [
        Plan("18esp", 1, 3),
        Plan("18esp", 2, 4, "normal/strong/easy/normal", moves=400),
        Plan("18esp", 3, 5, "uniform", (("core", True),), moves=300),
        Plan("18esp", 4, 6, "strong/easy/normal/strong/easy/normal", moves=300),
    ],
}
# at most this many positions cover the kinds of moment of an 18xx title's games (the played
# ones, the recorded ones): each round and step, game, player count and stage first, then as
# many sets of legal move types as fit (the summary says how many of them were shown)
LIMIT = {"1856": 28, "18esp": 26, "1856 recorded": 14, "18esp recorded": 10}
EXTRA = 2  # positions at random per title, beyond those that cover every kind of moment
SAMPLE_SEED = 29  # the random part of the fixed sample
LANGUAGES = ["en", "de"]
CHUNK = 20  # positions drawn per call into the page

# Problems of a table being mended, by title and kind, with why: such a problem alone marks the
# title's test as an expected failure; any other fails it. None now: every table names its moves
# (data-moves) and 18ESP's cards say their float percent. Remove an entry when its table is mended.
KNOWN: dict[str, dict[str, str]] = {}

SEED = os.environ.get("POSITIONS_SEED")
GAMES = int(os.environ.get("POSITIONS_GAMES", "6"))
if SEED is not None:  # looking further: every kind of moment of the games, and more at random
    EXTRA = int(os.environ.get("POSITIONS_EXTRA", "12"))
    LIMIT = {}
SECTION = "positions: every legal move within reach"  # of the run's summary (tests/conftest.py)
CHECK_JS = (Path(__file__).parent / "positions_check.js").read_text("utf-8")


def plans(title: str) -> list[Plan]:
    return fresh_plans(title, int(SEED), GAMES) if SEED is not None else PLANS[title]


@pytest.fixture(scope="module")
def judge(browser, site):
    """One page for the module, with the judge added."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block", bypass_csp=True)
    context.set_default_timeout(120_000)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    open_site(page, site.url)
    page.add_script_tag(content=CHECK_JS)
    yield page
    context.close()


def judged(page, found) -> list[dict]:
    """Each position judged in each language: [{position, language, problems, reached}]."""
    out = []
    for start in range(0, len(found), CHUNK):
        chunk = found[start : start + CHUNK]
        text = json.dumps([p.page_data() for p in chunk])
        for r in page.evaluate("([text, languages]) => positionsCheck.run(text, languages)", [text, LANGUAGES]):
            out.append({**r, "position": chunk[r["index"]]})
    assert not page.errors, f"uncaught errors in the page: {page.errors}"
    return out


def report(name: str, chosen: Sample, results, summary: list[str]) -> dict[str, list[str]]:
    """Figures and problems, by kind: {kind: [a line per problem, its languages named]}."""
    found = chosen.positions
    legal = sum(len(p.legal) for p in found)
    reached = sum(r["reached"] for r in results) // len(LANGUAGES)
    problems: dict[tuple, Counter] = defaultdict(Counter)  # the same problem twice in a table counts once
    for r in results:
        for problem in r["problems"]:
            problems[(problem["kind"], r["position"].where, problem["detail"])][r["language"]] += 1
    by_kind: dict[str, list[str]] = defaultdict(list)
    for (kind, where, detail), languages in problems.items():
        by_kind[kind].append(f"{where} [{' '.join(languages)}]: {detail}")
    line = (
        f"{name}: {len(found)} positions ({chosen.covered} of the games' {chosen.kinds} kinds of moment), {legal} legal moves, "
        f"{reached} within reach of their own control, in {'/'.join(LANGUAGES)}; "
        f"{sum(len(v) for v in by_kind.values())} problems"
    )
    if by_kind:
        line += " (" + ", ".join(f"{k} {len(v)}" for k, v in sorted(by_kind.items())) + ")"
    summary.append(line)
    print(line)
    return by_kind


def verdict(title: str, name: str, by_kind: dict[str, list[str]], summary: list[str]) -> None:
    known = KNOWN.get(title, {})
    mended = sorted(set(known) - set(by_kind))
    if mended:
        summary.append(f"{name}: known problems not seen here: {', '.join(mended)} (KNOWN in {Path(__file__).name})")
    if not by_kind:
        return
    listing = "\n".join(
        f"{kind} ({len(lines)}):\n  " + "\n  ".join(lines[:12]) + ("\n  ..." if len(lines) > 12 else "")
        for kind, lines in sorted(by_kind.items())
    )
    print(listing)
    if set(by_kind) <= set(known):
        pytest.xfail(f"{name}: known problems of a table being mended: " + "; ".join(known[k] for k in sorted(by_kind)))
    seeds = f" (POSITIONS_SEED={SEED})" if SEED is not None else ""
    raise AssertionError(f"{name}{seeds}: the table leaves players stuck or guessing:\n{listing}")


@pytest.mark.parametrize("title", TITLES)
def test_every_legal_move_is_within_reach_in_played_games(judge, title, summary):
    lines = summary(SECTION)
    chosen = plans(title)
    if SEED is not None:
        print(f"{title}: games from POSITIONS_SEED={SEED}: " + "; ".join(map(str, chosen)))
    found = positions(title, chosen, EXTRA, SAMPLE_SEED if SEED is None else int(SEED), LIMIT.get(title))
    by_kind = report(title, found, judged(judge, found.positions), lines)
    assert found.covered >= 10 and sum(len(p.legal) for p in found.positions) > len(found.positions)
    verdict(title, title, by_kind, lines)


@pytest.mark.parametrize("title", sorted(RECORDED))
def test_every_legal_move_is_within_reach_in_recorded_games(judge, title, summary):
    games = recorded_games(title)
    if not games:
        pytest.skip(f"the recorded 18xx.games games are not at {RECORDED[title]} (../shared beside the checkout)")
    rnd = random.Random(SAMPLE_SEED if SEED is None else int(SEED))
    found = sample(title, games, EXTRA, rnd, LIMIT.get(f"{title} recorded"))
    name = f"{title} recorded games"
    lines = summary(SECTION)
    verdict(title, name, report(name, found, judged(judge, found.positions), lines), lines)


# --- the judge judged: hand-made tables it must find fault with ---------------------------

PASS = {"type": "pass", "player": "Ann"}
BID = {"type": "bid", "player": "Ann", "field": 2, "cubes": {"min": 2, "max": 9, "step": 1}}
BUY = {"type": "buy_train", "player": "Ann", "train": "1a", "price": 3}
LEGAL = [PASS, BID, BUY]

JUDGE_ONE = """([html, legal]) => {
  const root = document.createElement("div");
  root.innerHTML = html;  // the test's own markup
  document.body.append(root);
  try { return positionsCheck.checkTable(root, legal).problems; } finally { root.remove(); }
}"""


def attr(action: dict) -> str:
    return json.dumps(action).replace('"', "&quot;")


def sound_table(**change) -> str:
    parts = {
        "prompt": '<section class="prompt"><p data-moves="pass bid buy_train">Ann: bid, buy a train or pass.</p></section>',
        "pass": f'<button data-action="{attr(PASS)}">Pass</button>',
        "bid": f'<button data-action="{attr(BID)}">Bid on field 2</button>',
        "buy": f'<button data-action="{attr(BUY)}" title="Buy train 1a">1a</button>',
    }
    parts.update(change)
    return "".join(parts.values())


def judge_one(page, html: str, legal=LEGAL) -> list[tuple[str, str]]:
    return [(p["kind"], p["detail"]) for p in page.evaluate(JUDGE_ONE, [html, legal])]


def kinds_of(problems) -> list[str]:
    return sorted(kind for kind, _ in problems)


def test_the_judge_passes_a_sound_table_and_catches_each_flaw(judge):
    assert judge_one(judge, sound_table()) == []
    # a control that starts an illegal move: another train, or a bid fixed where the rules let
    # the player choose (the range must stay a range)
    other = dict(BUY, train="2b")
    fixed = dict(BID, cubes=4)
    assert kinds_of(judge_one(judge, sound_table(extra=f'<button data-action="{attr(other)}">2b</button>'))) == [
        "illegal control"
    ]
    problems = judge_one(judge, sound_table(bid=f'<button data-action="{attr(fixed)}">Bid 4</button>'))
    assert kinds_of(problems) == ["illegal control", "no control"]
    # a legal move whose only control is hidden, disabled or missing
    hidden = sound_table(buy=f'<button style="display: none" data-action="{attr(BUY)}">1a</button>')
    assert kinds_of(judge_one(judge, hidden)) == ["hidden control"]
    disabled = sound_table(buy=f'<button disabled data-action="{attr(BUY)}">1a</button>')
    assert judge_one(judge, disabled) == [("no control", json.dumps(BUY, separators=(",", ":"), sort_keys=True))]
    # inside a closed <details>: reached when its summary is seen, not when the details is hidden
    folded = f'<details><summary>More</summary><button data-action="{attr(BUY)}">1a</button></details>'
    assert judge_one(judge, sound_table(buy=folded)) == []
    assert kinds_of(
        judge_one(judge, sound_table(buy=folded.replace("<details>", '<details style="display: none">')))
    ) == ["hidden control"]
    # only the safety net offers it
    net = f'<div class="other-moves"><button data-action="{attr(BUY)}">Buy train 1a</button></div>'
    assert kinds_of(judge_one(judge, sound_table(buy=net))) == ["left to the safety net"]
    # the prompt names a move that is not legal now, names none, or is missing
    wrong = '<section class="prompt"><p data-moves="pass lay_tile">Ann: lay a tile or pass.</p></section>'
    assert judge_one(judge, sound_table(prompt=wrong)) == [
        ("prompt names a move not on offer", 'lay_tile (legal: pass bid buy_train) in "Ann: lay a tile or pass."')
    ]
    assert kinds_of(judge_one(judge, sound_table(prompt='<section class="prompt"><p>Ann: go.</p></section>'))) == [
        "prompt names no moves"
    ]
    assert kinds_of(judge_one(judge, sound_table(prompt=""))) == ["no prompt"]
    # flawed words, in the text, a tooltip or a label
    for flaw in ("undefined", "NaN", "null", "[object Object]"):
        assert kinds_of(judge_one(judge, sound_table(extra=f"<p>Cash: {flaw}</p>"))) == ["bad text"]
        assert kinds_of(judge_one(judge, sound_table(extra=f'<span title="Train {flaw}">x</span>'))) == ["bad text"]
    assert kinds_of(judge_one(judge, sound_table(extra='<span aria-label="ui.wd.take.red">x</span>'))) == ["raw text"]
    assert kinds_of(judge_one(judge, sound_table(extra="<p>Pay {n} points</p>"))) == ["raw text"]
    # words that only look alike pass ("Nullarbor", "NaNa", "nullify")
    assert judge_one(judge, sound_table(extra="<p>Nullarbor, NaNa, nullify</p>")) == []


NAR_NET = """async ([view, legal, language]) => {
  const i18n = await import("./i18n.js");
  await i18n.chooseLanguage(language);
  const table = (await import("./tables.js")).tableFor("nar").renderTable(view, {legal, readonly: false,
    query: () => new Promise(() => {}), gameId: "net"});
  document.body.append(table);
  try {
    return {
      net: [...table.querySelectorAll(".prompt .other-moves [data-action]")].map((b) => [JSON.parse(b.dataset.action), b.textContent]),
      problems: positionsCheck.checkTable(table, legal).problems.map((p) => p.kind),
    };
  } finally { table.remove(); }
}"""


@pytest.mark.parametrize(("language", "words"), [("en", "Wave flag"), ("de", "Wave flag")])
def test_the_shared_safety_net_offers_a_move_no_control_offers_in_the_players_words(judge, language, words):
    """A legal move the NAR table knows nothing about gets a button in the prompt, named by its
    type; one it knows but would not show (a city card for a company that cannot pay) by its
    words; the judge counts both as left to the net."""
    import pygame_rules as pr

    game = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=7)
    legal = game.legal_actions()
    odd = {"type": "wave_flag", "player": "Ann"}
    city = {"type": "buy_city", "player": "Ann", "company": "blue", "column": 9, "city": "nowhere"}
    drawn = judge.evaluate(NAR_NET, [game.view("Ann"), [*legal, odd, city], language])
    expected_city = "Buy nowhere for Blue" if language == "en" else "nowhere für Blau kaufen"
    assert drawn["net"] == [[odd, words], [city, expected_city]]
    assert Counter(drawn["problems"]) == Counter({"left to the safety net": 2})
