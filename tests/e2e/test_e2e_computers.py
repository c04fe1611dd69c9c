"""Computer players (issue 15) on the page: a game set up on the home screen with computer seats,
the computers moving on their own (Python chooses their moves in the worker) while the turn
banner says who is thinking, a person clicking their own moves to the end, undo back to the
person's move, a reload keeping the seats, a link whose computer moves in the browser that
opens it, the other tables (Wensleydale, 1856) with computer seats, and a computer that cannot
move stopping the computers with Try again."""

from __future__ import annotations

import json
import random

import pytest
from e2e_helpers import answer_seat, game_link, open_site, play

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.playout import random_move

pytestmark = pytest.mark.fresh_page  # first visits, routes, storage set up before the page

PAUSE_MS = 60  # the pause before each computer's move (the page's is longer, for people to follow)
COMPUTERS = {"Computer 1": "normal", "Computer 2": "strong"}

SHORT_PAUSE = f"async () => {{ (await import('./game.js')).settings.computerPauseMs = {PAUSE_MS}; }}"
# every "… is thinking" line the turn banner showed, in order
RECORD_THINKING = """() => {
  window.thinking = [];
  const seen = () => {
    const line = document.querySelector(".turn-banner .computer-thinking")?.textContent;
    if (line && window.thinking.at(-1) !== line) window.thinking.push(line);
  };
  new MutationObserver(seen).observe(document.body, { subtree: true, childList: true });
}"""
# a person is to move here (the computers have moved), or the game is over
PERSON_OR_END = """() => {
  const g = document.querySelector(".game");
  return !!g && (g.dataset.finished === "1" || (g.dataset.thinking === "" && !!g.querySelector(".table-box [data-action]")));
}"""


def open_home(page, site) -> None:
    open_site(page, site.url)
    page.evaluate(SHORT_PAUSE)
    page.evaluate(RECORD_THINKING)


def set_up(page, title: str, seats: list[str], seed: int = 7) -> str:
    """Start `title` from the home screen; seats: "person" or a computer's level, in seat order.
    Returns the game's id."""
    page.locator(f".title-card[data-title='{title}']").click()
    page.select_option("#player-count", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"#kind-{i + 1}", kind)
    page.fill("#seed", str(seed))
    page.click("#start-game")
    page.wait_for_selector(".game .turn-banner")
    return page.locator(".game").get_attribute("data-game-id")


def length(page) -> int:
    return int(page.locator(".game").get_attribute("data-length"))


def stored(page, game_id: str) -> dict:
    return json.loads(page.evaluate("(id) => localStorage.getItem(`railgames:game:${id}`)", game_id))


def person_moves(page, game_id: str, rnd: random.Random) -> int:
    """Wait until a person is to move (or the end); play one of the person's moves by clicking it.
    Returns the number of moves before it (-1: the game is over)."""
    page.wait_for_function(PERSON_OR_END)
    if page.locator(".game").get_attribute("data-finished") == "1":
        return -1
    before = length(page)
    game = pr.load(stored(page, game_id))  # the game as saved: the person's legal moves
    assert len(game.actions) == before and not set(game.active_players) & set(game.computers)
    play(page, random_move(game, rnd), wait=False)
    page.wait_for_function(f"Number(document.querySelector('.game').dataset.length) > {before}")
    return before


def computers_moved(save: dict) -> list[dict]:
    return [a for a in save["actions"] if a["player"] in save.get("computers", {})]


def test_a_person_plays_north_american_railways_to_the_end_against_two_computers(page, site):
    open_home(page, site)
    page.fill("#player-1", "Ann")
    game_id = set_up(page, "nar", ["person", "normal", "strong"])
    names = page.locator(".game-players").text_content()
    assert "Computer 1 (computer, normal)" in names and "Computer 2 (computer, strong)" in names
    marks = page.locator(".players .player .marker.computer")
    assert marks.all_text_contents() == ["computer · normal", "computer · strong"]
    rnd = random.Random(1)
    people = 0
    while person_moves(page, game_id, rnd) >= 0:
        people += 1
        assert people < 200, "the game does not end"
    page.wait_for_selector(".game[data-finished='1'] .scores")
    save = stored(page, game_id)
    assert save["computers"] == COMPUTERS
    moved = computers_moved(save)
    assert len(moved) > 20 and len(save["actions"]) == people + len(moved)
    assert pr.load(save).finished  # the saved game replays to its end
    thinking = page.evaluate("window.thinking")
    assert "Computer 1 is thinking…" in thinking and "Computer 2 is thinking…" in thinking
    assert page.locator(".game").get_attribute("data-thinking") == ""
    assert not page.locator(".table-box [data-action]").count()


def test_undo_takes_back_the_persons_move_and_the_computers_moves_after_it(page, site):
    open_home(page, site)
    game_id = set_up(page, "nar", ["person", "normal", "strong"])
    rnd = random.Random(2)
    while True:  # a move of Ann's that the computers answer (Ann may act twice in a turn)
        before = person_moves(page, game_id, rnd)
        page.wait_for_function(PERSON_OR_END)
        if any(a["player"] != "Ann" for a in stored(page, game_id)["actions"][before + 1 :]):
            break
    kept = stored(page, game_id)["actions"][:before]
    assert length(page) > before + 1
    assert "Ann" in page.locator("#undo").get_attribute("title")
    page.click("#undo")
    page.wait_for_selector(f".game[data-length='{before}']")
    assert page.locator(".turn-banner").get_attribute("data-active") == "Ann"
    page.wait_for_timeout(4 * PAUSE_MS)  # the computers wait for Ann: nothing is played again
    assert length(page) == before
    assert stored(page, game_id)["actions"] == kept
    assert page.locator(".game").get_attribute("data-thinking") == ""
    assert page.locator(".table-box [data-action]").count()


def test_a_reload_keeps_the_computer_seats_and_they_go_on(page, site):
    open_home(page, site)
    game_id = set_up(page, "nar", ["person", "normal", "strong"])
    rnd = random.Random(3)
    for _ in range(2):
        person_moves(page, game_id, rnd)
    page.wait_for_function(PERSON_OR_END)
    page.reload()
    page.wait_for_selector(f".game[data-game-id='{game_id}'] .nar-table")
    page.evaluate(SHORT_PAUSE)
    assert page.locator(".players .player .marker.computer").count() == 2
    assert "(computer, strong)" in page.locator(".game-players").text_content()
    before = person_moves(page, game_id, rnd)
    page.wait_for_function(PERSON_OR_END)
    save = stored(page, game_id)
    assert save["computers"] == COMPUTERS and len(save["actions"]) > before
    page.goto(site.url + "#/")  # the saved games name the computers too
    players = page.locator(f".saved-game[data-game-id='{game_id}'] .saved-players").text_content()
    assert players == "Ann, Computer 1 (computer, normal) and Computer 2 (computer, strong)"


def test_a_link_whose_computer_is_to_move_moves_it_in_the_browser_that_opens_it(page, site):
    """Play by link: the computer moves when the next person opens the link; nobody is offered
    a computer's seat."""
    game = pr.new_game("nar", ["Ann", "Bob", "Robo"], seed=7, computers={"Robo": "easy"})
    rnd = random.Random(4)
    while webapi.computer_to_act(game) is None:
        game.apply(random_move(game, rnd))
    open_site(page, site.url)
    page.evaluate(SHORT_PAUSE)
    page.goto(game_link(site.url, game.to_save()))
    page.wait_for_selector("dialog[open].seat-dialog")
    offered = page.locator("dialog[open] [data-seat]").evaluate_all("(els) => els.map((e) => e.dataset.seat)")
    assert offered == ["Ann", "Bob"]
    assert length(page) == len(game.actions)  # the computer waits for the question's answer
    answer_seat(page, "Bob")
    page.wait_for_function(f"Number(document.querySelector('.game').dataset.length) > {len(game.actions)}")
    page.wait_for_function("document.querySelector('.game').dataset.thinking === ''")
    save = stored(page, page.locator(".game").get_attribute("data-game-id"))
    assert save["computers"] == {"Robo": "easy"}
    assert save["actions"][len(game.actions)]["player"] == "Robo"


def test_wensleydale_and_1856_start_with_computer_seats_that_move(page, site):
    open_home(page, site)
    for title, seats, table in [
        ("lttw", ["easy", "strong"], ".wd-table"),
        ("1856", ["normal", "easy", "strong"], ".x18-table"),
    ]:
        page.goto(site.url + "#/")
        page.wait_for_selector(".setup")
        game_id = set_up(page, title, seats)
        page.wait_for_selector(f".game {table}")
        page.wait_for_function("Number(document.querySelector('.game').dataset.length) >= 4")
        save = stored(page, game_id)
        assert len(computers_moved(save)) == len(save["actions"]) >= 4
        assert page.locator(f"{table} .marker.computer").count() == len(seats)
        assert "(computer," in page.locator(".turn-banner .turn-who").text_content()
        assert not page.locator(".table-box [data-action]").count()  # no person plays a computer's moves


# the worker answers every computer's move with a failure, as a broken bot would
BROKEN_BOTS = (
    'json = method === "bot_move" ? JSON.stringify({ ok: false, error: { kind: "ComputerFailed", message: "boom",'
    ' said: { key: "error.bot.failed", args: { player: "Computer 1", reason: "boom" } } } }) : webapiCall('
)


def test_a_computer_that_cannot_move_stops_the_computers_with_try_again(page, site):
    def broken(route):
        body = route.fetch().text()
        assert "json = webapiCall(" in body
        route.fulfill(body=body.replace("json = webapiCall(", BROKEN_BOTS), content_type="text/javascript")

    page.context.route("**/worker.js*", broken)
    open_home(page, site)
    set_up(page, "nar", ["normal", "person", "strong"])  # Computer 1 starts or follows Ann at once
    if page.locator(".table-box [data-action]").count():
        person_moves(page, page.locator(".game").get_attribute("data-game-id"), random.Random(7))
    trouble = page.locator(".computer-trouble[role='alert']")
    trouble.wait_for()
    said = "The computer players stopped: Computer 1, a computer player, could not choose a move: boom"
    assert said in trouble.text_content()
    before = length(page)
    assert page.locator(".game").get_attribute("data-thinking") == ""
    page.click("#computer-retry")  # it tries again, and says so again
    page.wait_for_selector(".computer-trouble[role='alert']:not([hidden])")
    assert length(page) == before
