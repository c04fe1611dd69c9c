"""One screen passed round (web/game.js): with NAR's "hidden money" the table shows the player to
act his own cash, so when the player to act changes the page covers the table with "Pass the
screen to Bob" and shows it only after "I am Bob"; the history meanwhile shows past tables as the
person at the screen sees them. Computers' turns need no cover, nor a seat of one player, nor a
game without hidden money."""

from __future__ import annotations

from e2e_helpers import (
    PLAYERS,
    SEED,
    answer_seat,
    choose,
    game_link,
    open_site,
    play,
    read_table,
    start_game,
    wait_length,
)

import pygame_rules as pr

# every (moves, cover, thinking) the game screen went through, in order
RECORD = """() => {
  window.seen = [];
  const game = () => document.querySelector(".game");
  const note = () => {
    const g = game();
    if (!g) return;
    const now = [Number(g.dataset.length), g.dataset.cover || "", g.dataset.thinking || ""];
    if (JSON.stringify(window.seen.at(-1)) !== JSON.stringify(now)) window.seen.push(now);
  };
  new MutationObserver(note).observe(document.body, { subtree: true, attributes: true, childList: true });
}"""


def cash_shown(page) -> dict:
    return {name: p["cash"] for name, p in read_table(page)["players"].items()}


def cover(page):
    return page.locator(".table-box .pass-cover")


def test_the_screen_is_covered_while_it_passes_to_the_next_player(page, site):
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    assert cover(page).count() == 0  # whoever opened the game looks first
    assert cash_shown(page) == {p: game.state.cash[p] if p == "Ann" else None for p in PLAYERS}

    action = choose(game, "found_company", 800, column=0)
    play(page, action, wait=False)
    wait_length(page, 1)
    game.apply(action)
    cover(page).wait_for()
    assert cover(page).locator("h2").text_content() == "Pass the screen to Bob"
    assert "Ann founds" in cover(page).locator(".cover-last").text_content()  # what happened, as the log says it
    assert page.locator(".table-box .player, .table-box .cash, .table-box [data-action]").count() == 0
    assert page.locator("#history-toggle").is_disabled()
    page.keyboard.press("h")
    assert page.locator(".history-bar").count() == 0
    page.click("#cover-ok")
    cover(page).wait_for(state="detached")
    assert cash_shown(page) == {p: game.state.cash[p] if p == "Bob" else None for p in PLAYERS}

    # Bob moves, the cover asks for Cy; Bob takes his move back: his table again, no cover
    action = choose(game, "found_company", 400, column=1)
    play(page, action, wait=False)
    wait_length(page, 2)
    assert cover(page).locator("h2").text_content() == "Pass the screen to Cy"
    page.click("#undo")
    wait_length(page, 1)
    assert cover(page).count() == 0
    assert cash_shown(page) == {p: game.state.cash[p] if p == "Bob" else None for p in PLAYERS}

    # the history shows the table before Ann's move as Bob (at the screen) sees it, not Ann's cash
    page.click("#history-toggle")
    page.click(".history-bar [data-history='First']")
    page.locator(".history-label[data-at='0']").wait_for()
    start = pr.new_game("nar", PLAYERS, seed=SEED).state.cash
    assert cash_shown(page) == {p: start[p] if p == "Bob" else None for p in PLAYERS}


def test_german_cover(new_context, site):
    page = new_context(locale="de-DE").new_page()
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    play(page, choose(game, "found_company", 800, column=0), wait=False)
    cover(page).wait_for()
    assert cover(page).locator("h2").text_content() == "Gib den Bildschirm an Bob weiter"
    assert page.locator("#cover-ok").text_content() == "Ich bin Bob"


def test_computers_turns_need_no_cover(page, site):
    """Ann, a computer and Cy at one screen: after Ann's move the computer moves with no cover;
    then the screen passes to Cy."""
    open_site(page, site.url)
    page.evaluate("async () => { (await import('./game.js')).settings.computerPauseMs = 30; }")
    page.select_option("#player-count", "3")
    page.select_option("#kind-2", "easy")
    page.fill("#seed", str(SEED))
    page.click("#start-game")
    page.wait_for_selector(".game[data-length='0'] .nar-table")
    page.evaluate(RECORD)
    game = pr.new_game("nar", ["Ann", "Computer 1", "Cy"], seed=SEED, computers={"Computer 1": "easy"})
    play(page, choose(game, "found_company", 800, column=0), wait=False)
    page.locator(".game[data-cover='Cy']").wait_for()
    seen = page.evaluate("window.seen")
    covered = [s for s in seen if s[1]]
    assert covered and all(n == 2 for n, _, _ in covered), seen  # only after the computer's move
    assert any(n == 1 and thinking == "Computer 1" and not c for n, c, thinking in seen), seen


def test_no_cover_without_hidden_money_or_for_a_seat(page, site):
    open_site(page, site.url)
    page.click("label[for='option-hidden_money']")  # switched off
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED, options={"hidden_money": False})
    play(page, choose(game, "found_company", 800, column=0), wait=False)
    wait_length(page, 1)
    assert cover(page).count() == 0 and page.locator(".table-box .player").count() == 3

    # a browser that plays Bob by link: it shows only Bob's part, and nothing to cover
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    game.apply(choose(game, "found_company", 800, column=0))
    page.goto(game_link(site.url, game.to_save()))
    answer_seat(page, "Bob")
    page.locator(".seat-line[data-seat='Bob']").wait_for()
    play(page, choose(game, "found_company", 400, column=1), wait=False)
    wait_length(page, 2)
    assert cover(page).count() == 0 and page.locator(".table-box .player").count() == 3
