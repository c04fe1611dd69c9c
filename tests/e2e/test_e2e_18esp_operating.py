"""18ESP's own moves on the table, each clicked in a position of a seeded game opened by link: a
tender bought from another player's P5 (he accepts the offer), a minor taken over; and every kind
of move 18ESP has gets a control of its own (the table's safety net stays silent). The table shows
what the rules give after each move. (A mountain pass, a combined train and its run are clicked
in the whole game of test_e2e_18esp_play.py.)"""

from __future__ import annotations

from e2e_helpers import play
from g18esp_page import assert_table_shows, corp_card, first_positions, legal, legal_of, open_game, read_table

import pygame_rules as pr

SEED = 1  # its random game offers a tender from another player's P5
TAKEOVER_SEED = 3  # a southern major may take over a minor at move 414

# 18ESP's kinds of move not clicked in the tests above (those are: bid, par, buy_share, lay_tile,
# buy_train, run_routes, dividend, pass, open_pass, combine_trains, buy_tender, accept_offer, take_over)
OTHER_KINDS = {
    "choose_side",
    "decline_offer",
    "repay_loan",
    "discard_train",
    "attach_tender",
    "buy_private",
    "sell_shares",
}


def tender_from_another_player(game: pr.Game) -> bool:
    """A tender on sale from P5, whose owner is not the buyer's director: he is asked."""
    view = game.view()
    owner = next((p["owner"] for p in view["privates"] if p["id"] == "P5"), None)
    return any(a["from"] == "P5" and owner != a["player"] for a in legal_of(game, "buy_tender"))


def test_a_tender_from_another_players_p5_and_a_minor_taken_over(page, site, new_context):
    game = pr.load(first_positions(SEED, {"tender": tender_from_another_player})["tender"])
    open_game(page, site.url, game)
    action = next(a for a in legal_of(game, "buy_tender") if a["from"] == "P5")
    owner = next(p["owner"] for p in game.view()["privates"] if p["id"] == "P5")
    play(page, action)
    game.apply(action)
    assert game.view()["offer"]["to"] == owner
    prompt = page.locator(".x18-prompt")
    assert owner in prompt.text_content() and "tender" in prompt.text_content()
    cash = read_table(page)["players"][owner]["cash"]
    (accept,) = legal_of(game, "accept_offer")
    play(page, accept)
    game.apply(accept)
    assert_table_shows(page, game)
    # of the tender's price P5's owner gets his share, the bank the rest (3.1)
    assert read_table(page)["players"][owner]["cash"] == cash + game.view()["terms"]["tender_to_owner"]
    assert "tender" in read_table(page)["trains"][action["corporation"]]

    game = pr.load(first_positions(TAKEOVER_SEED, {"take_over": legal("take_over")})["take_over"])
    taking = new_context().new_page()
    open_game(taking, site.url, game)
    action = legal_of(game, "take_over")[0]
    minor = corp_card(game.view(), action["minor"])
    assert taking.locator(".x18-prompt button[data-key='take-over-" + action["minor"] + "']").is_visible()
    play(taking, action)
    game.apply(action)
    if legal_of(game, "accept_offer"):
        (accept,) = legal_of(game, "accept_offer")
        play(taking, accept)
        game.apply(accept)
    assert_table_shows(taking, game)
    assert corp_card(game.view(), action["minor"])["closed"] and minor["director"]
    assert taking.locator(f".x18-corp[data-corporation='{action['minor']}']").get_attribute("class").count("closed")


NO_CONTROL = "legal moves without a control of their own"


def concrete(a: dict) -> dict:
    return {k: (v["min"] if isinstance(v, dict) and set(v) == {"min", "max", "step"} else v) for k, v in a.items()}


# an element offering the action; trains of one type are alike to discard (one button per type)
FIND = """(action) => [...document.querySelectorAll('.table-box [data-action]')].some((el) => {
  const list = el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)];
  const isRange = (v) => v && typeof v === 'object' && 'min' in v && 'max' in v;
  const same = (k, v) => k === 'train' && action.type === 'discard_train' ? v.split('-')[0] === action.train.split('-')[0]
    : JSON.stringify(v) === JSON.stringify(action[k]);
  return list.some((t) => Object.keys(t).length === Object.keys(action).length && Object.entries(t).every(([k, v]) =>
    isRange(v) ? action[k] >= v.min && action[k] <= v.max : same(k, v)));
})"""


def test_every_kind_of_18esp_move_has_a_control_of_its_own(site, new_context):
    positions = first_positions(SEED, {kind: legal(kind) for kind in OTHER_KINDS})
    positions.update(first_positions(TAKEOVER_SEED, {"takeover_marker": legal("takeover_marker")}))
    assert set(positions) == OTHER_KINDS | {"takeover_marker"}
    # each position by its link in one page (several kinds may first come in the same one), each
    # link a later one of its game than the last (a later link brings the saved game up to date)
    by_length = {(save["seed"], len(save["actions"])): (kind, save) for kind, save in sorted(positions.items())}
    page = new_context().new_page()
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if NO_CONTROL in m.text else None)
    for _, (kind, save) in sorted(by_length.items()):
        warnings.clear()
        game = pr.load(save)
        open_game(page, site.url, game)
        for a in game.legal_actions():
            if a["type"] in ("lay_tile", "run_routes", "end_game"):
                continue
            assert page.evaluate(FIND, concrete(a)), f"{kind}: no control offers {a}"
        assert not warnings, f"{kind}: {warnings}"
