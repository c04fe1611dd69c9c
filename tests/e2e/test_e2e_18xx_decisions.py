"""The 18xx tables (1856, 18ESP) never leave a player stuck or guessing:

- a station marker lifted by a lay (18ESP, CFEA's home in Oviedo) is asked for as such, with a
  button for each city, the cities told apart, and numbered on the map;
- each sentence of the prompt is made from the moves legal now and names their types
  (data-moves), in many positions of both titles, in English and German, with no "undefined" or
  such in the table's words, and the table's safety net never needed;
- a started 18ESP major says how much of it must be sold for it to float and what that brings;
- buying the cheapest 1856 private reads as a purchase; 18ESP's start dialog explains its own
  start (minor or major, capital, goals); its privates' price is its own rule (5.8);
- the part of the table the decision is made on (privates, corporation cards, map, trains) is on
  screen with the prompt on a laptop and on a phone;
- the moves open at any time of an 18ESP turn are small buttons in groups;
- the map's zoom and panning belong to one game; the final scores mark the computers' seats.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from e2e_helpers import catalogue, open_site, play
from g18esp_page import PLAYERS, corp_card, legal_of, open_game, oviedo_lifted, recorded_export
from g1856_page import SHARED, open_position, recorded_save

import pygame_rules as pr
from pygame_rules.playout import random_move

LAPTOP, PHONE = {"width": 1400, "height": 900}, {"width": 390, "height": 844}


@pytest.fixture
def sized(browser):
    """Pages of a size: a laptop's, or a phone's (touch, no hover: as the page sees a phone)."""
    made = []

    def make(size: dict):
        phone = {"is_mobile": True, "has_touch": True} if size is PHONE else {}
        ctx = browser.new_context(service_workers="block", bypass_csp=True, viewport=size, **phone)
        ctx.set_default_timeout(30_000)
        made.append(ctx)
        return ctx.new_page()

    yield make
    for ctx in made:
        ctx.close()


# the 18xx table drawn in the page for a position computed here (no Python in the page is asked)
DRAW = """const draw = async (view, legal, options = {}) => (await import('./18xx/table.js'))
  .renderTable(view, {legal, readonly: false, query: () => new Promise(() => {}), ...options});"""


def the_18esp_game() -> dict:
    return pr.import_18xx(json.loads(recorded_export().read_text("utf-8"))).to_save()


def position(save: dict, moves: int) -> pr.Game:
    return pr.load(dict(save, actions=save["actions"][:moves]))


def prompt_sentences(page) -> list[dict]:
    return page.locator(".table-box .x18-prompt > p").evaluate_all(
        "(ps) => ps.map((p) => ({text: p.textContent, moves: p.dataset.moves ?? null}))"
    )


# --- 1. a marker lifted by a lay ---


def test_a_marker_lifted_in_oviedo_is_asked_for_with_a_button_for_each_city(page, site):
    game = oviedo_lifted()
    open_game(page, site.url, game)
    first = prompt_sentences(page)[0]
    assert first["moves"] == "place_token"
    assert "lifted its home station marker" in first["text"] and "Oviedo" in first["text"]
    assert "lay or upgrade" not in page.locator(".table-box .x18-prompt").text_content()
    buttons = page.locator(".table-box .x18-prompt .prompt-buttons button[data-action]")
    labels = buttons.all_text_contents()
    actions = [json.loads(a) for a in buttons.evaluate_all("(bs) => bs.map((b) => b.dataset.action)")]
    assert actions == legal_of(game, "place_token") and len(actions) == 2
    # told apart: by their number, as on the map, and where they sit in the hex
    assert labels == ["Back into Oviedo city 1, in the south (D6)", "Back into Oviedo city 2, in the south-west (D6)"]
    badges = page.locator(".table-box .x18-map .targets .target-badge text").all_text_contents()
    assert badges == ["1", "2"]
    play(page, actions[1])
    game.apply(actions[1])
    assert page.locator(".table-box .x18-map .hexes [data-token='CFEA'][data-city='D6-c1']").count() == 1
    assert game.view()["lifted_markers"] == []


# --- 2. the prompt's words come from the legal moves ---

RENDER_PROMPT = f"""async ({{view, legal}}) => {{
  {DRAW}
  const el = await draw(view, legal);
  return [...el.querySelectorAll('.x18-prompt > p')].map((p) => ({{text: p.textContent, moves: p.dataset.moves ?? null}}));
}}"""


def test_a_stock_turn_names_only_the_moves_open_now(page, site):
    """The same stock turn with every move, with no share to buy or sell (only a start), and with
    only sales left: each time the sentence says what is open, and its data-moves the same."""
    open_site(page, site.url)
    game = position(recorded_save(), 96)  # 1856's second stock round: buy, start, sell or pass
    legal = game.legal_actions()
    assert {"buy_share", "par", "sell_shares", "pass"} <= {a["type"] for a in legal}
    every = page.evaluate(RENDER_PROMPT, {"view": game.view(), "legal": legal})[0]
    assert every["moves"] == "buy_share par sell_shares pass"
    assert "buy one share, start a corporation, sell shares or pass" in every["text"]
    starts = [a for a in legal if a["type"] in ("par", "pass")]
    only_starts = page.evaluate(RENDER_PROMPT, {"view": game.view(), "legal": starts})[0]
    assert only_starts["moves"] == "par pass"
    assert "start a corporation or pass" in only_starts["text"] and "buy" not in only_starts["text"]
    sells = [a for a in legal if a["type"] == "sell_shares"]
    only_sells = page.evaluate(RENDER_PROMPT, {"view": game.view(), "legal": sells})[0]
    assert only_sells["moves"] == "sell_shares" and "must sell" in only_sells["text"]


CHECK_ALL = f"""async ({{text, language}}) => {{
  {DRAW}
  const i18n = await import('./i18n.js');
  if (i18n.language() !== language) await i18n.chooseLanguage(language);
  const box = document.querySelector('.table-box');
  const problems = [];
  for (const p of JSON.parse(text)) {{  // one string: far quicker to pass than the objects
    const say = (what) => problems.push(`${{p.at}} (${{language}}): ${{what}}`);
    const el = await draw(p.view, p.legal);
    box.replaceChildren(el);
    const types = new Set(p.legal.map((a) => a.type));
    const named = new Set();
    for (const m of el.querySelectorAll('[data-moves]')) {{
      for (const type of m.dataset.moves.split(' ')) {{
        named.add(type);
        if (!types.has(type)) say(`"${{m.textContent.slice(0, 90)}}" names ${{type}}`);
      }}
    }}
    // the prompt asks for the moves of the moment by name (ending the game and a bankruptcy
    // have buttons of their own below it)
    const unnamed = [...types].filter((type) => !named.has(type) && !['end_game', 'bankrupt'].includes(type));
    if (unnamed.length && el.querySelector('.x18-prompt')) say(`no sentence names ${{unnamed.join(', ')}}`);
    if (el.querySelector('.x18-other-moves, .other-moves')) say('moves left to the safety net');
    // every text of the table, shown or not (its text nodes: no layout, unlike innerText)
    const texts = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.data);
    const words = [texts.join(' '), ...[...el.querySelectorAll('[title], [aria-label]')]
      .flatMap((e) => [e.getAttribute('title') || '', e.getAttribute('aria-label') || ''])].join(' | ');
    const bad = /\\b(undefined|NaN|null)\\b|\\[object Object\\]/.exec(words);
    if (bad) say(`"${{words.slice(Math.max(0, bad.index - 60), bad.index + 30)}}"`);
  }}
  box.replaceChildren();
  return problems;
}}"""


def positions_of(game: pr.Game, label: str, moves, every: int, seen: set) -> list[dict]:
    """Positions of a game played on by `moves` (a list, or a function of the game and its legal
    moves): each new kind of moment (round, step, the types of moves open) and every `every`-th
    move."""
    out = []
    script = list(moves) if not callable(moves) else None
    for i in range(len(script) if script is not None else 5000):
        if game.finished:
            break
        legal = game.legal_actions()
        state = game.state
        kind = (
            game.title.id,
            state.round,
            getattr(state.operating, "step", None),
            tuple(sorted({a["type"] for a in legal})),
        )
        if kind not in seen or i % every == 0:
            seen.add(kind)
            out.append({"at": f"{label} move {len(game.actions)}", "view": game.view(), "legal": legal})
        game.apply(script[i] if script is not None else moves(game, legal))
    return out


def many_positions() -> list[dict]:
    """Recorded games of both titles and random games of 3 to 6 players."""
    seen: set = set()
    out = []
    longest = recorded_save()  # skips without ../shared
    for path in sorted((SHARED / "1856").glob("*.json")):
        save = longest if path.name == "51745.json" else recorded_save(path)
        out += positions_of(pr.load(dict(save, actions=[])), path.name, save["actions"], 60, seen)
    save = the_18esp_game()
    out += positions_of(pr.load(dict(save, actions=[])), "18ESP recorded", save["actions"], 60, seen)
    for title, players, seed in (
        ("1856", 3, 11),
        ("1856", 6, 12),
        ("18esp", 5, 13),
        ("18esp", 6, 14),
        ("18esp", 3, 15),
    ):
        rnd = random.Random(seed)
        game = pr.new_game(title, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:players], seed=seed)
        out += positions_of(
            game, f"{title} random seed {seed}", lambda g, legal, rnd=rnd: random_move(g, rnd, legal), 200, seen
        )
    return out


def test_in_many_positions_the_prompt_names_only_legal_moves_and_reads_well(page, site):
    """Every sentence that asks names its moves (data-moves) and only moves open now; every move
    open is named; no move falls to the safety net; no "undefined", "NaN", "null" or "[object
    Object]" in English or German (18ESP's started majors once said "undefined%")."""
    positions = many_positions()
    assert len(positions) > 120
    open_site(page, site.url)
    page.evaluate(
        "() => { const box = document.createElement('div'); box.className = 'table-box'; document.body.prepend(box); }"
    )
    for language in ("en", "de"):
        problems = []
        for i in range(0, len(positions), 30):
            problems += page.evaluate(CHECK_ALL, {"text": json.dumps(positions[i : i + 30]), "language": language})
        assert problems == [], f"{len(problems)} problems, the first: {problems[:10]}"


# --- 3. what starting, floating and buying a private are, in each title's own rules ---


def test_a_started_18esp_major_says_what_floats_it(page, site):
    save = the_18esp_game()
    game = position(save, 74)  # the first stock round: FdLR started, not floated
    fdlr = corp_card(game.view(), "FdLR")
    assert fdlr["par"] and not fdlr["floated"]
    open_position(page, site.url, save, 74)
    status = page.locator(".table-box .x18-corp[data-corporation='FdLR'] .status").text_content()
    assert (
        status
        == f"Goes into operation once 40% of it is sold; the bank then pays ₧{4 * fdlr['par']} into its treasury."
    )


def test_buying_the_cheapest_1856_private_reads_as_a_purchase(page, site):
    save = recorded_save()
    game = open_position(page, site.url, save, 0)
    button = page.locator(".table-box .x18-private[data-private='FT'] button[data-action]")
    assert button.text_content() == "Buy for $20"
    button.click()
    dialog = page.locator("dialog[open]")
    assert dialog.locator("h2").text_content() == "Buy Flos Tramway"
    assert dialog.locator("label[for$='-price']").text_content() == "Price"
    confirm = dialog.locator("[data-confirm]")
    assert confirm.text_content() == "Buy FT for $20"
    assert not any("bid" in words.lower() for words in dialog.locator("h2, label, [data-confirm]").all_text_contents())
    (ft,) = [a for a in game.legal_actions() if a["type"] == "bid" and a["private"] == "FT"]
    assert json.loads(confirm.get_attribute("data-action")) == {**ft, "price": 20}
    confirm.click()
    page.wait_for_selector(".game[data-length='1']")
    game.apply({**ft, "price": 20})
    assert next(p for p in game.view()["privates"] if p["id"] == "FT")["owner"] == game.view()["players"][0]["name"]


def test_starting_an_18esp_corporation_says_what_its_start_brings(page, site, new_context):
    """A major: the certificate's cost, 40% sold to float, four times the start price, its goals
    (4.3.2, 6.1); a minor: twice the start price into its treasury, in operation at once (4.3.1)."""
    open_position(page, site.url, the_18esp_game(), 74)
    page.locator(".table-box .x18-corp[data-corporation='FdSB'] button[data-key='par-FdSB']").click()
    intro = " ".join(page.locator("dialog[open] form > p").all_text_contents())
    assert "director's certificate (20%) for twice the start price" in intro
    assert "once 40% of it is sold" in intro and "4 times the start price into its treasury" in intro
    assert "destination Bilbao" in intro and "1, 2 and 3 times the start price" in intro
    page.locator("dialog[open] .dialog-buttons button:not([data-confirm])").click()

    game = pr.new_game("18esp", PLAYERS, seed=1)
    rnd = random.Random(1)
    while game.view()["round"] == "auction":
        game.apply(random_move(game, rnd))
    minor = next(
        a
        for a in game.legal_actions()
        if a["type"] == "par" and corp_card(game.view(), a["corporation"])["kind"] == "minor"
    )
    german = new_context(locale="de-DE").new_page()
    open_game(german, site.url, game)
    german.locator(f".table-box button[data-key='par-{minor['corporation']}']").click()
    intro = " ".join(german.locator("dialog[open] form > p").all_text_contents())
    de = catalogue("de")
    assert intro == f"{de['ui.18esp.start.minor']} {de['ui.18esp.start.minor_life']}"
    assert "zum doppelten Startkurs, und alles geht in ihr Betriebskapital" in intro


def test_an_18esp_private_costs_1_up_to_its_face_value_in_phase_2(page, site):
    """5.8, table 3: from 1 to the face value in phase 2 (150%, 200% later); the 1856 words
    ("half to twice") are 1856's."""
    save = the_18esp_game()
    game = open_position(page, site.url, save, 92)
    (p1,) = [a for a in legal_of(game, "buy_private") if a["private"] == "P1"]
    assert (p1["price"]["min"], p1["price"]["max"]) == (1, 20)
    page.locator(".table-box .x18-anytime button[data-key='private-P1']").click()
    dialog = page.locator("dialog[open]")
    intro = " ".join(dialog.locator("form > p").all_text_contents())
    assert "In phase 2 a corporation pays a private's owner ₧1 up to 100% of its face value" in intro
    assert "half" not in intro
    assert dialog.locator(".range-bounds").text_content() == "₧1₧20"


# --- 4. the decision on screen with the prompt ---

LAYOUT = f"""async ({{view, legal}}) => {{
  {DRAW}
  const box = document.querySelector('.table-box');
  box.replaceChildren(await draw(view, legal, {{gameId: 'layout'}}));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const table = box.querySelector('.x18-table');
  // scrolled to the prompt, which stops under the banner (it stays at the screen's top)
  table.querySelector('.x18-prompt').scrollIntoView({{block: 'start'}});
  const shown = (el) => el.getBoundingClientRect().height > 0;
  const first = [...table.querySelectorAll('.x18-panel')].filter(shown)[0];
  const focus = table.dataset.focus;
  const part = {{privates: '.x18-privates', corporations: '.x18-corporations', map: '.x18-map-panel', trains: '.x18-depot'}}[focus];
  const control = first.querySelector('button[data-action]:not([disabled]), .x18-map .targets [data-action], .x18-map .targets [data-target]');
  const top = (el) => el ? Math.round(el.getBoundingClientRect().top) : null;
  return {{focus, first: first.matches(part), panel: top(first), map: top(table.querySelector('.x18-map')),
    control: control ? Math.round(control.getBoundingClientRect().bottom) : null, height: innerHeight}};
}}"""

# (title, moves into the recorded game, the decision's part)
DECISIONS = [
    ("1856", 0, "privates"),
    ("1856", 16, "corporations"),
    ("1856", 309, "map"),
    ("1856", 55, "map"),
    ("1856", 25, "trains"),
    ("18esp", 0, "privates"),
    ("18esp", 74, "corporations"),
    ("18esp", 90, "map"),
    ("18esp", 92, "trains"),
]


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_the_decision_is_on_screen_with_the_prompt(sized, site, size):
    """Scrolled to the prompt (under the turn banner, which stays at the top of the screen), the
    first part under the prompt is the one the decision is made on, and it is in sight: its
    first move (a button on a card) on the screen, a map with at least 300 px of it showing, the
    trains' table begun."""
    page = sized(size)
    saves = {"1856": recorded_save(), "18esp": the_18esp_game()}
    open_position(page, site.url, saves["18esp"], 1)
    for title, moves, part in DECISIONS:
        game = position(saves[title], moves)
        shown = page.evaluate(LAYOUT, {"view": game.view(), "legal": game.legal_actions()})
        at = f"{title} after {moves} moves"
        assert shown["focus"] == part, at
        assert shown["first"], f"{at}: another part comes before the {part}"
        if part == "map":
            assert shown["map"] <= shown["height"] - 300, f"{at}: the map begins at {shown['map']} px"
        elif part == "trains":
            assert shown["panel"] <= shown["height"] - 150, f"{at}: the trains begin at {shown['panel']} px"
        else:
            assert shown["control"] is not None and shown["control"] <= shown["height"], (
                f"{at}: its first move is at {shown['control']} px"
            )


def test_the_moves_of_an_18esp_turn_are_small_buttons_in_groups(sized, site):
    """18ESP's train step offers five privates and a tender at any time: a line of small buttons
    each (the name and price in the tooltip), not a full-width button each; every one there."""
    page = sized(PHONE)
    game = open_position(page, site.url, the_18esp_game(), 92)
    box = page.locator(".table-box .x18-anytime")
    anytime = [a for a in game.legal_actions() if a["type"] in ("buy_private", "buy_tender")]
    assert len(anytime) >= 6
    offered = [
        json.loads(a)
        for a in box.locator("button[data-action]").evaluate_all("(bs) => bs.map((b) => b.dataset.action)")
    ]
    assert sorted(map(json.dumps, offered)) == sorted(map(json.dumps, anytime))
    assert set(box.get_attribute("data-moves").split()) == {"buy_private", "buy_tender"}
    box.wait_for(state="visible")
    height = box.evaluate("(el) => el.getBoundingClientRect().height")
    assert height <= 170, f"the moves of the turn take {height} px of a phone's screen"
    p1 = box.locator("button[data-key='private-P1']")
    assert p1.text_content() == "P1" and p1.get_attribute("title") == "Buy Ferrocarril de La Habana a Güines (₧1–₧20)"


# --- 5. the map's camera, the final scores ---

CAMERA = f"""async ({{a, b}}) => {{
  {DRAW}
  const box = document.querySelector('.table-box');
  const show = async (p, gameId) => {{
    box.replaceChildren(await draw(p.view, p.legal, {{gameId}}));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return box.querySelector('.x18-map').getAttribute('viewBox');
  }};
  const whole = {{a: await show(a, 'game-a'), b: await show(b, 'game-b')}};
  await show(a, 'game-a');
  box.querySelector('.x18-zoom button').click();  // zoom in on game A
  const zoomed = box.querySelector('.x18-map').getAttribute('viewBox');
  return {{whole, zoomed, b: await show(b, 'game-b'), a: await show(a, 'game-a')}};
}}"""


def test_the_maps_zoom_belongs_to_its_game(page, site):
    """Zoomed in on one game, the next game's map opens whole; back on the first, it is as left."""
    open_site(page, site.url)
    page.evaluate(
        "() => { const box = document.createElement('div'); box.className = 'table-box'; document.body.prepend(box); }"
    )
    a, b = position(recorded_save(), 309), position(the_18esp_game(), 90)
    shown = page.evaluate(
        CAMERA,
        {"a": {"view": a.view(), "legal": a.legal_actions()}, "b": {"view": b.view(), "legal": b.legal_actions()}},
    )
    assert shown["zoomed"] != shown["whole"]["a"]
    assert shown["b"] == shown["whole"]["b"]
    assert shown["a"] == shown["zoomed"]


SCORES = """async ({view, result, computers}) => {
  const el = (await import('./18xx/table.js')).renderScores(view, result, {computers});
  return [...el.querySelectorAll('tbody tr')].map((tr) => [tr.dataset.player, tr.querySelector('.marker.computer')?.dataset.computer ?? null]);
}"""


def test_the_final_scores_mark_the_computers_seats(page, site):
    open_site(page, site.url)
    game = pr.load(recorded_save())
    assert game.finished
    names = [p["name"] for p in game.view()["players"]]
    rows = page.evaluate(SCORES, {"view": game.view(), "result": game.result(), "computers": {names[1]: "strong"}})
    assert dict(rows) == {name: "strong" if name == names[1] else None for name in names}


def test_the_german_lifted_marker_prompt_has_no_english(new_context, site):
    page = new_context(locale="de-DE").new_page()
    game = oviedo_lifted()
    open_game(page, site.url, game)
    text = page.locator(".table-box .x18-prompt").text_content()
    assert "Heimatbahnhof abgehoben" in text
    assert re.search(r"Zurück nach Oviedo Stadt 1, im Süden \(D6\)", text)
