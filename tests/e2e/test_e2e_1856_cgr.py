"""The CGR's formation on the 1856 table, from the recorded game where it forms (51745): each
decision names the corporation it is for (the merging corporation, then the CGR, never a merged
one), every legal move has a control, and "keep these trains" is always a button when passing
is legal; the CGR's station choice too. Then every position of the recorded games: no legal
move lacks a control of its own, and the safety net gives one to a move the table knows
nothing about."""

from __future__ import annotations

import json

from e2e_helpers import open_site, play, wait_length
from g1856_page import SHARED, assert_table_shows, open_position, recorded_save

import pygame_rules as pr

FORMS_AT = 501  # moves before the first decision of the formation (GT merges or repays)


def banner_decision(page) -> str | None:
    return page.locator(".table-box .turn-banner").get_attribute("data-decision")


def offered(page) -> list[dict]:
    """Every move the prompt offers as a button."""
    return [
        json.loads(x)
        for x in page.locator(".x18-prompt button[data-action]").evaluate_all(
            "(els) => els.map((el) => el.dataset.action)"
        )
    ]


def assert_all_offered_in_prompt(page, game: pr.Game) -> None:
    """Every legal move but ending the game is a visible button of the prompt."""
    shown = offered(page)
    for action in game.legal_actions():
        if action["type"] == "end_game":
            continue
        if action["type"] == "discard_train":  # one button per type of train: trains alike
            assert any(
                a["type"] == "discard_train"
                and a["corporation"] == action["corporation"]
                and a["train"].split("-")[0] == action["train"].split("-")[0]
                for a in shown
            ), f"no button discards {action}"
        else:
            assert action in shown, f"no button for {action} among {shown}"
    assert page.locator(".x18-other-moves").count() == 0  # the safety net was not needed


def test_the_cgr_formation_names_each_decisions_corporation_and_offers_every_move(page, site):
    save = recorded_save()
    game = open_position(page, site.url, save, FORMS_AT)
    assert any(a["type"] == "merge" for a in game.legal_actions())
    banner = page.locator(".table-box .turn-banner")
    while game.view()["cgr"]["formation"]:
        legal = game.legal_actions()
        deciding = next(a for a in legal if a["type"] != "end_game")["corporation"]
        if any(a["type"] in ("merge", "repay_loans") for a in legal):
            assert deciding != "CGR"
        else:  # the CGR's stations and trains: the CGR's decision, not a merged corporation's
            assert deciding == "CGR"
            assert {a["corporation"] for a in legal if "corporation" in a} == {"CGR"}
        assert banner_decision(page) == deciding
        assert "the CGR forms" in banner.text_content()
        chip = banner.locator(f".x18-decision[data-corporation='{deciding}']")
        assert chip.is_visible() and deciding in chip.text_content()
        assert page.locator(".x18-prompt .x18-chip").first.text_content() == deciding
        assert_all_offered_in_prompt(page, game)
        if any(a["type"] == "pass" for a in legal):
            keep = page.locator(".x18-prompt button[data-key='keep-trains']")
            assert keep.is_visible() and keep.text_content() == "Keep these trains"
            assert json.loads(keep.get_attribute("data-action")) == {
                "type": "pass",
                "player": game.active_players[0],
                "corporation": "CGR",
            }
        action = save["actions"][len(game.actions)]  # what the recorded players did
        play(page, action)
        game.apply(action)
        assert_table_shows(page, game)
    assert game.view()["cgr"]["formed"]
    assert banner_decision(page) is None and "the CGR forms" not in banner.text_content()


def test_keep_these_trains_is_a_button_whenever_passing_is_legal_on_a_phone(page, site):
    """At 390 px, the CGR's pass is a visible button inside the screen, with or without trains
    to discard (the rules may offer the pass alone)."""
    save = recorded_save()
    page.set_viewport_size({"width": 390, "height": 844})
    game = open_position(page, site.url, save, FORMS_AT + 4)
    (keep,) = [a for a in game.legal_actions() if a["type"] == "pass"]
    assert keep["corporation"] == "CGR"
    button = page.locator(".x18-prompt button[data-key='keep-trains']")
    assert button.is_visible()
    box = button.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert banner_decision(page) == "CGR"

    # the same position drawn with the pass as the only move: still a button
    only_pass = page.evaluate(RENDER_ONE, {"view": game.view(), "legal": [keep]})
    assert only_pass["decision"] == "CGR"
    assert [json.loads(a) for a in only_pass["keep"]] == [keep]
    assert only_pass["other"] == []
    page.locator(".x18-prompt button[data-key='keep-trains']").click()
    wait_length(page, FORMS_AT + 5)


# the 1856 table drawn for a position computed here (no Python in the page is asked)
DRAW = """const draw = async (view, legal) => (await import('./18xx/table.js'))
  .renderTable(view, {legal, readonly: false, query: () => new Promise(() => {})});
const others = (el) => [...el.querySelectorAll('.x18-other-moves [data-action]')]
  .map((b) => [b.dataset.action, b.textContent]);"""

RENDER_ONE = f"""async ({{view, legal}}) => {{
  {DRAW}
  const el = await draw(view, legal);
  return {{
    decision: el.querySelector('.turn-banner').dataset.decision || null,
    keep: [...el.querySelectorAll(".x18-prompt [data-key='keep-trains']")]
      .map((b) => b.dataset.action),
    buttons: [...el.querySelectorAll('.x18-prompt button[data-action]')]
      .map((b) => b.dataset.action),
    map: [...el.querySelectorAll('.x18-map .targets [data-action]')].map((t) => t.dataset.action),
    other: others(el),
  }};
}}"""


def test_the_cgrs_station_choice_names_the_cgr_and_offers_each_marker(page, site):
    """No recorded game makes the CGR give up a station: its choice is drawn for the position
    where it chooses trains, with remove_token moves in their place."""
    save = recorded_save()
    open_site(page, site.url)
    game = pr.load(dict(save, actions=save["actions"][: FORMS_AT + 4]))
    base = {"player": game.active_players[0], "corporation": "CGR"}
    removes = [{"type": "remove_token", **base, "city": c} for c in ("N11-c0", "N11-c1")]
    drawn = page.evaluate(RENDER_ONE, {"view": game.view(), "legal": removes})
    assert drawn["decision"] == "CGR" and drawn["other"] == []
    assert [json.loads(a) for a in drawn["buttons"]] == removes
    assert sorted(json.loads(a)["city"] for a in drawn["map"]) == ["N11-c0", "N11-c1"]


RENDER_ALL = f"""async (text) => {{
  {DRAW}
  const missing = [];
  for (const p of JSON.parse(text)) {{  // one string: far quicker to pass than the objects
    const other = others(await draw(p.view, p.legal));
    if (other.length) missing.push({{at: p.at, moves: other}});
  }}
  return missing;
}}"""


def test_every_legal_move_of_the_recorded_games_has_a_control_and_a_net_catches_others(page, site):
    longest = recorded_save()  # skips without ../shared
    open_site(page, site.url)
    for path in sorted((SHARED / "1856").glob("*.json")):
        save = recorded_save(path)
        game = pr.load(dict(save, actions=[]))
        positions = []
        for action in save["actions"]:
            positions.append(
                {"at": f"{path.name} move {len(game.actions) + 1}", "view": game.view(), "legal": game.legal_actions()}
            )
            game.apply(action)
        missing = page.evaluate(RENDER_ALL, json.dumps(positions))
        assert missing == [], f"moves left to the safety net in {path.name}"

    # a move no part of the table offers gets a plain button, its words shown as text
    game = pr.load(dict(longest, actions=longest["actions"][: FORMS_AT + 4]))
    odd = {"type": "wave_<b>flag</b>", "player": game.active_players[0], "corporation": "CGR"}
    drawn = page.evaluate(RENDER_ONE, {"view": game.view(), "legal": [*game.legal_actions(), odd]})
    assert [(json.loads(a), words) for a, words in drawn["other"]] == [(odd, "Wave <b>flag</b> (CGR)")]
