"""Seats for play by link (web/seats.js): two browsers, each playing one player of a NAR game,
send the link back and forth. Each browser is asked once which player it is, offers only that
player's moves, takes back only its own last move, and keeps one saved game per game however
many links of it arrive (a newer link updates it, an older one shows it, a diverging one is kept
beside it)."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from e2e_helpers import PLAYERS, SEED, choose, game_link, open_site, play, start_game, wait_length

import pygame_rules as pr

pytestmark = pytest.mark.fresh_page  # first visits, routes, storage set up before the page

GAME_KEYS = "() => Object.keys(localStorage).filter((k) => k.startsWith('railgames:game:')).sort()"
OFFERED = """() => [...document.querySelectorAll(".table-box [data-action]")]
  .flatMap((el) => el.dataset.actions ? JSON.parse(el.dataset.actions) : [JSON.parse(el.dataset.action)])"""


def offered(page) -> list[str]:
    """Every action the table offers, as sorted JSON texts."""
    return sorted(json.dumps(a, sort_keys=True) for a in page.evaluate(OFFERED))


def legal_for(game: pr.Game, player: str) -> list[str]:
    return sorted(json.dumps(a, sort_keys=True) for a in game.legal_actions() if a["player"] == player)


def new_page(new_context):
    page = new_context().new_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    return page


def share(page, seat: str | None = None) -> str:
    """Click "Share link" (answering the seat question with `seat` when it comes); the link."""
    page.click("#share")
    if seat is not None:
        page.locator(f"dialog[open].seat-dialog [data-seat='{seat}']").click()
    dialog = page.locator("dialog[open]").filter(has=page.locator("textarea.link"))
    link = dialog.locator("textarea.link").input_value()
    dialog.get_by_role("button", name="Close").click()
    return link


def unpack(link: str):
    code = link.split("#g=", 1)[1]
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)), -15))


def pack(site_url: str, value) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(json.dumps(value).encode()) + packer.flush()
    return f"{site_url}#g={base64.urlsafe_b64encode(data).decode().rstrip('=')}"


def status(page) -> str:
    return page.locator(".seat-box").text_content()


def test_two_browsers_play_one_seat_each_by_link(new_context, site):
    game = pr.new_game("nar", PLAYERS, seed=SEED)

    # A starts a game here: hotseat as before until A shares it and says which player A is
    a = new_page(new_context)
    open_site(a, site.url)
    start_game(a)
    assert a.locator(".seat-line").get_attribute("data-seat") == "all"
    assert a.locator(".seat-box").is_hidden()
    assert offered(a) == legal_for(game, "Ann")
    link0 = share(a, seat="Ann")
    assert a.locator(".seat-line").get_attribute("data-seat") == "Ann"
    assert "Seat: Ann" in a.locator(".seat-line").text_content()
    assert "Your move, Ann" in status(a)

    # B opens the link: asked once which player; B is Bob, and it is Ann's turn
    b = new_page(new_context)
    open_site(b, link0)
    question = b.locator("dialog[open].seat-dialog")
    assert "Which player are you?" in question.text_content()
    choices = question.locator(".seat-choice-name").all_text_contents()
    assert choices == [*PLAYERS, "Just watching", "All of them — we play at this screen"]
    question.locator("[data-seat='Bob']").click()
    b.wait_for_selector(".game[data-length='0'] .nar-table")
    assert b.locator(".seat-line").get_attribute("data-seat") == "Bob"
    assert offered(b) == []  # Ann's turn: nothing for Bob
    assert b.locator(".nar-table.readonly").count() == 1
    assert "Waiting for Ann" in status(b)
    assert b.locator("#undo").is_disabled()
    assert len(b.evaluate(GAME_KEYS)) == 1

    # A moves as Ann; then nothing is offered in A, and A is asked to send the link to Bob
    action = choose(game, "found_company", 800, column=0)
    play(a, action)
    game.apply(action)
    assert offered(a) == []
    assert "send the link to Bob" in status(a)
    assert "attention" in a.locator("#share").get_attribute("class")
    assert a.locator("#undo").is_enabled()  # Ann's own last move
    link1 = share(a)  # no seat question the second time
    assert a.locator("dialog[open]").count() == 0
    signed = unpack(link1)  # Ann's move travels signed, in an envelope around the save
    assert signed["envelope"] == "railgames-signed/1" and signed["save"] == game.to_save()
    assert list(signed["seats"]) == ["Ann"] and len(signed["signatures"]) == 1 and signed["signatures"][0]

    # B opens the new link: the stored game is brought up to date, not duplicated; not asked again
    keys = b.evaluate(GAME_KEYS)
    b.goto(link1)
    wait_length(b, 1)
    assert b.evaluate(GAME_KEYS) == keys
    assert b.locator("dialog[open].seat-dialog").count() == 0
    b.locator(".toast", has_text="brought up to date").wait_for()
    assert json.loads(b.evaluate("(k) => localStorage.getItem(k)", keys[0])) == game.to_save()
    assert offered(b) == legal_for(game, "Bob") != []
    assert "Your move, Bob" in status(b)
    undo = b.locator("#undo")
    assert undo.is_disabled()
    assert "last move was Ann's" in undo.get_attribute("title")

    # B moves as Bob: now B may take it back (and only that move)
    action = choose(game, "found_company", 400, column=1)
    play(b, action)
    assert undo.is_enabled()
    assert offered(b) == []
    assert "send the link to Cy" in status(b)
    undo.click()
    wait_length(b, 1)
    assert undo.is_disabled()
    assert offered(b) == legal_for(game, "Bob")
    play(b, action)
    game.apply(action)

    b.wait_for_selector(".seat-warning[data-checked='2']", state="attached")
    assert b.locator(".seat-warning").is_hidden()
    link2 = share(b)
    assert list(unpack(link2)["seats"]) == ["Ann", "Bob"] and all(unpack(link2)["signatures"])

    # A opens B's link: brought up to date, every move signed by its player
    a.goto(link2)
    wait_length(a, 2)
    assert len(a.evaluate(GAME_KEYS)) == 1
    a.wait_for_selector(".seat-warning[data-checked='2']", state="attached")
    assert a.locator(".seat-warning").is_hidden()
    assert offered(a) == []  # Cy's turn

    # a link whose history was rewritten (Ann's move changed, the signatures kept) says which
    # moves are not signed by their player; it is kept beside the real game
    forged = unpack(link2)
    forged["save"]["actions"][0]["price"] = 700
    a.goto(pack(site.url, forged))
    a.locator(".toast", has_text="differ").wait_for()
    a.locator(".seat-warning").filter(has_text="not signed").wait_for()
    assert a.locator(".seat-warning").get_attribute("data-unsigned") == "1,2"
    assert "Moves 1 (Ann) and 2 (Bob) are not signed" in a.locator(".seat-warning").text_content()
    assert len(a.evaluate(GAME_KEYS)) == 2

    # the rules' version is part of what the players sign: an 1856 save played by version 2 is
    # not the same game as one played by the first (a save without a version), and a save
    # without one keeps the identity it had before versions were recorded
    ident = "([s]) => import('./seats.js').then((m) => m.identity(s))"
    old = {"title": "1856", "seed": 5, "players": PLAYERS, "options": {}, "actions": []}
    assert a.evaluate(ident, [old]) == json.dumps(["1856", 5, PLAYERS, []], separators=(",", ":"))
    assert a.evaluate(ident, [{**old, "rules": 2}]) != a.evaluate(ident, [old])

    # an older link shows the stored game, unchanged
    b.goto(link0)
    wait_length(b, 2)
    b.locator(".toast", has_text="older").wait_for()
    assert b.evaluate(GAME_KEYS) == keys
    assert json.loads(b.evaluate("(k) => localStorage.getItem(k)", keys[0])) == game.to_save()

    # a link whose moves differ from the stored game's is kept beside it
    other = pr.new_game("nar", PLAYERS, seed=SEED)
    other.apply(game.actions[0])
    other.apply(choose(other, "found_company", 500, column=1))
    b.goto(game_link(site.url, other.to_save()))
    b.locator(".toast", has_text="differ").wait_for()
    wait_length(b, 2)
    assert len(b.evaluate(GAME_KEYS)) == 2 and keys[0] in b.evaluate(GAME_KEYS)
    # Ann's move is the signed one; Bob's (made elsewhere) carries no signature of Bob's
    b.locator(".seat-warning").filter(has_text="not signed").wait_for()
    assert b.locator(".seat-warning").get_attribute("data-unsigned") == "2"
    assert b.locator(".seat-line").get_attribute("data-seat") == "Bob"  # the seat is per game

    # the seat can be changed: watching offers nothing and undoes nothing
    b.click("#seat-change")
    b.locator("dialog[open].seat-dialog [data-seat-mode='watch']").click()
    b.locator(".seat-line[data-seat='watch']").wait_for()  # the table is drawn again as the seat sees it
    assert offered(b) == []
    assert undo.is_disabled()
    assert "watching" in status(b)

    assert not a.errors and not b.errors, (a.errors, b.errors)


def test_seats_and_signatures_with_names_that_are_javascript_words(new_context, site):
    players = ["__proto__", "constructor", "<b>Cy</b>"]
    game = pr.new_game("nar", players, seed=SEED)
    a = new_page(new_context)
    open_site(a, site.url)
    start_game(a, players=players)
    link0 = share(a, seat="__proto__")
    assert a.locator(".seat-line .seat-name").text_content() == "__proto__"
    action = choose(game, "found_company", 800, column=0)
    play(a, action)
    game.apply(action)
    link1 = share(a)
    assert list(unpack(link1)["seats"]) == ["__proto__"]

    b = new_page(new_context)
    open_site(b, link1)
    question = b.locator("dialog[open].seat-dialog")
    assert question.locator(".seat-choice-name").all_text_contents()[:3] == players
    question.locator("[data-seat='constructor']").click()
    wait_length(b, 1)
    assert b.locator(".seat-line .seat-name").text_content() == "constructor"
    assert offered(b) == legal_for(game, "constructor") != []
    action = choose(game, "found_company", 400, column=1)
    play(b, action)
    game.apply(action)
    assert b.locator("#undo").is_enabled()
    assert "send the link to <b>Cy</b>" in status(b)
    link2 = share(b)
    assert list(unpack(link2)["seats"]) == ["__proto__", "constructor"]

    a.goto(link2)
    wait_length(a, 2)
    assert len(a.evaluate(GAME_KEYS)) == 1
    a.wait_for_selector(".seat-warning[data-checked='2']", state="attached")
    assert a.locator(".seat-warning").is_hidden()
    assert a.locator(".seat-box b").count() == 0  # a name is text, never markup
    assert link0 != link1
    assert not a.errors and not b.errors, (a.errors, b.errors)
