"""A game of computers only can be paused (web/game.js): the computers stop after the move they
are making, the turn banner says so with a Resume button, and they play on when resumed. The
pause belongs to the screen: it is not saved, so a reload plays on."""

from __future__ import annotations

from e2e_helpers import open_site

SHORT_PAUSE = "async () => { (await import('./game.js')).settings.computerPauseMs = 30; }"


def length(page) -> int:
    return int(page.locator(".game").get_attribute("data-length"))


def test_a_game_of_computers_pauses_and_resumes(page, site):
    open_site(page, site.url)
    page.evaluate(SHORT_PAUSE)
    page.locator(".title-card[data-title='nar']").click()
    page.select_option("#player-count", "3")
    for i in range(3):
        page.select_option(f"#kind-{i + 1}", "easy")
    page.fill("#seed", "7")
    page.click("#start-game")
    page.wait_for_function("Number(document.querySelector('.game')?.dataset.length) >= 2")
    pause = page.locator("#computers-pause")
    assert pause.text_content() == "Pause computers" and pause.get_attribute("aria-pressed") == "false"
    pause.click()
    # the move in flight ends; then the banner says the computers wait
    said = page.locator(".turn-banner .computer-paused")
    said.wait_for()
    assert "The computers are paused" in said.text_content()
    assert page.locator(".game").get_attribute("data-thinking") == ""
    assert pause.text_content() == "Resume computers" and pause.get_attribute("aria-pressed") == "true"
    stopped = length(page)
    page.wait_for_timeout(1500)  # fifty pauses of the computers': not one move is made
    assert length(page) == stopped
    page.locator("#computers-resume").click()  # the banner's Resume
    page.wait_for_function(f"Number(document.querySelector('.game').dataset.length) > {stopped}")
    assert said.count() == 0
    # paused again, then the page reloaded: the pause was this screen's, the computers play on
    pause.click()
    said.wait_for()
    stopped = length(page)
    page.reload()
    page.wait_for_function(f"Number(document.querySelector('.game')?.dataset.length) > {stopped}")
    assert page.locator("#computers-pause").get_attribute("aria-pressed") == "false"
