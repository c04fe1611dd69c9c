"""Storage that cannot lose a game: two tabs on one game follow each other and never write over
each other's moves; tabs opening links at once all end up listed; a junk saved-games list and a
full storage neither hide a game nor block opening, deleting or exporting one."""

from __future__ import annotations

import json

import pytest
from e2e_helpers import (
    FILL_STORAGE,
    FIND,
    PLAYERS,
    SEED,
    choose,
    downloaded_json,
    game_link,
    open_site,
    play,
    start_game,
    wait_engine,
    wait_length,
)

import pygame_rules as pr

pytestmark = pytest.mark.fresh_page  # first visits, routes, storage set up before the page

STORAGE = "() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))"
SET = "([k, v]) => localStorage.setItem(k, v)"
GET = "(k) => localStorage.getItem(k)"
# a tab that never hears the storage event (as if the other tab's save raced its own move)
DEAF = "window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);"


def tab(context, init_script: str | None = None):
    p = context.new_page()
    p.errors = []
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    if init_script:
        p.add_init_script(init_script)
    return p


def no_errors(*pages) -> None:
    for p in pages:
        assert not p.errors, f"uncaught errors in the page: {p.errors}"


def saved_actions(page, game_id: str) -> list:
    return json.loads(page.evaluate(GET, f"railgames:game:{game_id}"))["actions"]


def moves(game: pr.Game):
    """The NAR openings the tests play, made concrete on `game` as it goes."""
    return [
        lambda: choose(game, "found_company", 700, column=0),
        lambda: choose(game, "found_company", 300, column=2),
        lambda: choose(game, "found_company", 200, column=3, start_city="montreal"),
    ]


def two_tabs(new_context, site, b_script: str | None = None):
    """Tab A starts a NAR game; tab B (with `b_script` run first) opens it. Returns A, B, the
    game's id and the same game here."""
    context = new_context()
    a, b = tab(context), tab(context, b_script)
    open_site(a, site.url)
    game_id = start_game(a)
    open_site(b, f"{site.url}#/game/{game_id}")
    wait_length(b, 0)
    return a, b, game_id, pr.new_game("nar", PLAYERS, seed=SEED)


@pytest.mark.parametrize("first", ["A", "B"])
def test_two_tabs_on_one_game_follow_each_other(new_context, site, first):
    a, b, game_id, game = two_tabs(new_context, site)
    one, other = (a, b) if first == "A" else (b, a)
    for n, (mover, follower) in enumerate([(one, other), (other, one), (one, other)], start=1):
        action = moves(game)[n - 1]()
        play(mover, action)
        game.apply(action)
        wait_length(follower, n)  # the other tab shows the move at once
        assert saved_actions(a, game_id) == game.to_save()["actions"]
    assert json.loads(a.evaluate(GET, f"railgames:game:{game_id}")) == game.to_save()

    # an undo in one tab is followed by the other, and the other plays on from there
    other.click("#undo")
    wait_length(other, 2)
    wait_length(one, 2)
    assert saved_actions(a, game_id) == game.to_save()["actions"][:2]
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    for make in moves(game)[:2]:
        game.apply(make())
    action = choose(game, "found_company", 500, column=1)
    play(one, action)
    game.apply(action)
    wait_length(other, 3)
    assert json.loads(a.evaluate(GET, f"railgames:game:{game_id}")) == game.to_save()
    no_errors(a, b)


def test_a_move_on_a_tab_that_missed_the_news_is_not_played_and_overwrites_nothing(new_context, site):
    a, b, game_id, game = two_tabs(new_context, site, DEAF)
    first = choose(game, "found_company", 700, column=0)
    play(a, first)
    game.apply(first)
    assert b.locator(".game").get_attribute("data-length") == "0"  # B did not hear of it

    # B plays its own opening on the old table: it is refused, B is told and shown A's move
    b_game = pr.new_game("nar", PLAYERS, seed=SEED)
    b.locator(".table-box [data-action]").first.wait_for()
    stale = choose(b_game, "found_company", 400, column=1)
    play(b, stale)  # waits for length 1: A's move, followed, not B's
    assert b.locator(".game").get_attribute("data-length") == "1"
    toast = b.locator(".toast-error")
    toast.wait_for()
    assert "changed in another tab" in toast.text_content()
    assert "not played" in toast.text_content()
    assert saved_actions(a, game_id) == game.to_save()["actions"]

    # from there B plays on top of A's move, and A follows
    second = choose(game, "found_company", 300, column=2)
    play(b, second)
    game.apply(second)
    wait_length(a, 2)
    assert json.loads(a.evaluate(GET, f"railgames:game:{game_id}")) == game.to_save()
    no_errors(a, b)


def test_three_tabs_opening_links_at_once_all_end_up_listed(new_context, site):
    groups = [["Ann", "Bob", "Cy"], ["Dee", "Eve", "Fay"], ["Gus", "Hal", "Ivy", "Jo"]]
    saves = [pr.new_game("nar", players, seed=i).to_save() for i, players in enumerate(groups)]
    context = new_context()
    context.set_default_timeout(90_000)
    home = tab(context)  # a home screen already open follows the list as the other tabs save
    open_site(home, site.url)
    assert home.locator(".saved-game").count() == 0
    tabs = [tab(context) for _ in saves]
    for t, save in zip(tabs, saves, strict=True):
        t.goto(game_link(site.url, save), wait_until="commit")
    for t in tabs:  # three Pythons boot at once: each is waited for while it boots
        wait_engine(t)
        wait_length(t, 0)
    want = ["Ann, Bob and Cy", "Dee, Eve and Fay", "Gus, Hal, Ivy and Jo"]
    home.wait_for_function("() => document.querySelectorAll('.saved-game').length === 3")
    assert sorted(e.text_content() for e in home.locator(".saved-game .saved-players").all()) == want
    home.reload()
    home.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert sorted(e.text_content() for e in home.locator(".saved-game .saved-players").all()) == want
    stored = home.evaluate(STORAGE)
    game_saves = [json.loads(v) for k, v in stored.items() if k.startswith("railgames:game:")]
    assert sorted(game_saves, key=lambda s: s["players"]) == saves
    no_errors(*tabs, home)


def test_games_saved_while_the_list_could_not_be_written_are_listed(new_context, site):
    """The list write fails (as on an almost full storage) while each game is saved."""
    context = new_context()
    page = tab(
        context,
        """
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === "railgames:index") throw new DOMException("full", "QuotaExceededError");
        return setItem.call(this, k, v);
      };""",
    )
    open_site(page, site.url)
    start_game(page)
    page.goto(site.url + "#/")
    start_game(page, ["Dee", "Eve", "Fay"], seed=3)
    assert page.evaluate(GET, "railgames:index") is None
    page.goto(site.url + "#/")
    page.locator(".saved-game .saved-players").nth(1).wait_for()  # the list is drawn after the page
    listed = [e.text_content() for e in page.locator(".saved-game .saved-players").all()]
    assert sorted(listed) == ["Ann, Bob and Cy", "Dee, Eve and Fay"]
    no_errors(page)


def test_a_junk_saved_games_list_hides_nothing_and_blocks_nothing(page, site):
    open_site(page, site.url)
    first = start_game(page)
    play(page, choose(pr.new_game("nar", PLAYERS, seed=SEED), "found_company", 500, column=0))
    page.goto(site.url + "#/")
    second = start_game(page, ["Dee", "Eve", "Fay"], seed=3)
    page.goto(site.url + "#/")
    stored = page.evaluate(STORAGE)
    # a game whose id is a name JavaScript objects know, and a save nested far too deep
    page.evaluate(SET, ["railgames:game:__proto__", stored[f"railgames:game:{second}"]])
    deep = "[" * 200 + "]" * 200
    page.evaluate(SET, ["railgames:game:deep", deep])

    junk_lists = [
        {
            "version": 1,
            "games": [
                None,
                5,
                "x",
                [],
                {"id": 7},
                {"id": "__proto__", "players": "Dee", "title": 7},
                {"id": first, "players": "Ann", "title": {"x": 1}, "updated": "yesterday", "summary": None},
                {"id": "constructor", "players": ["Zed"]},
                {"id": "gone", "players": ["Old"]},
                {"id": "toString", "broken": 1},
            ],
        },
        {"version": 1, "games": {"0": {"id": first}}},
        [None],
        "{not json",
    ]
    for junk in junk_lists:
        page.evaluate(SET, ["railgames:index", junk if isinstance(junk, str) else json.dumps(junk)])
        page.reload()
        page.wait_for_function("document.documentElement.dataset.ready === '1'")
        games = page.locator(".saved-game")
        by_id = {g.get_attribute("data-game-id"): g.text_content() for g in games.all()}
        assert set(by_id) == {first, second, "__proto__", "deep"}, junk
        assert "Ann, Bob and Cy" in by_id[first] and "Dee, Eve and Fay" in by_id[second]
        assert "Dee, Eve and Fay" in by_id["__proto__"]
        assert "could not be read: its text is nested deeper" in by_id["deep"]
        assert page.locator(".saved-game [data-delete]").count() == 4
        # the list is repaired: only real games, each with its players
        index = json.loads(page.evaluate(GET, "railgames:index"))
        assert sorted(g["id"] for g in index["games"]) == sorted([first, second, "__proto__", "deep"])
        assert all(isinstance(g["players"], list) for g in index["games"])
        unreadable = junk is not junk_lists[0]
        assert page.locator(".notice", has_text="list of saved games could not be read").count() == unreadable
    assert page.evaluate(GET, "railgames:broken:index") is not None
    assert page.evaluate(GET, "railgames:game:deep") == deep == page.evaluate(GET, "railgames:broken:deep")

    # every game opens, whatever the list said
    page.evaluate(SET, ["railgames:index", json.dumps(junk_lists[0])])
    for game_id, length in ((first, 1), (second, 0), ("__proto__", 0)):
        page.goto(site.url + "#/")
        page.locator(f".saved-game[data-game-id='{game_id}'] [data-resume]").click()
        page.wait_for_selector(f".game[data-game-id='{game_id}'][data-length='{length}'] .nar-table")
    page.goto(site.url + "#/game/constructor")
    assert "no saved game" in page.locator(".notice").text_content()


def test_full_storage_with_an_unreadable_list_still_opens_deletes_and_exports(page, site, tmp_path):
    open_site(page, site.url)
    keep = start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    action = choose(game, "found_company", 700, column=0)
    play(page, action)
    game.apply(action)
    page.goto(site.url + "#/")
    drop = start_game(page, ["Dee", "Eve", "Fay"], seed=3)
    page.goto(site.url + "#/")
    page.evaluate(SET, ["railgames:index", "{damaged"])
    assert page.evaluate(FILL_STORAGE) == "QuotaExceededError"

    for screen in ("#/about", "#/", "#/game/nothing-here"):
        page.goto(site.url + screen)
        page.reload()
        page.wait_for_function("document.documentElement.dataset.ready === '1'")
    # home (where the missing game sent us): both games listed, each with its Delete button
    assert page.locator(".saved-game").count() == 2
    assert page.locator(f".saved-game[data-game-id='{drop}'] [data-delete]").is_visible()
    assert page.locator(f".saved-game[data-game-id='{keep}'] [data-delete]").is_visible()

    # open: the game shows as saved; a move that cannot be saved says so and exports
    page.locator(f".saved-game[data-game-id='{keep}'] [data-resume]").click()
    page.wait_for_selector(".game[data-length='1'] .nar-table")
    assert page.locator(".storage-banner").is_hidden()
    action = choose(game, "found_company", 300, column=2)
    play(page, action)
    game.apply(action)
    banner = page.locator(".storage-banner")
    assert "full" in banner.text_content()
    export = banner.get_by_role("button", name="Export this game")
    assert downloaded_json(page, tmp_path, export.click) == game.to_save()
    assert downloaded_json(page, tmp_path, lambda: page.click("#export")) == game.to_save()

    # delete: frees the room, and the other game is untouched
    page.goto(site.url + "#/")
    page.locator(f".saved-game[data-game-id='{drop}'] [data-delete]").click()
    page.locator("dialog[open] .button.danger").click()
    page.wait_for_selector(f".saved-game[data-game-id='{drop}']", state="detached")
    assert page.evaluate(GET, f"railgames:game:{drop}") is None
    assert len(saved_actions(page, keep)) == 1
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert [g.get_attribute("data-game-id") for g in page.locator(".saved-game").all()] == [keep]


def test_a_save_from_another_tab_during_a_move_wins_and_the_player_is_told(new_context, site):
    a, b, game_id, game = two_tabs(new_context, site, DEAF)
    theirs = choose(game, "found_company", 700, column=0)
    game.apply(theirs)
    other_save = json.dumps(game.to_save())

    # B's move is on its way to the rules when the other save lands: B's move is not written
    found = b.evaluate(FIND, choose(pr.new_game("nar", PLAYERS, seed=SEED), "found_company", 400, column=1))
    b.locator(".table-box [data-action]").nth(found["index"]).click()
    dialog = b.locator("dialog[open]")
    if found["count"] > 1:
        dialog.locator(f"input[type=radio][value='{found['choice']}']").check()
    dialog.locator("input.num[name='price']").fill("400")
    b.evaluate(
        """([k, v]) => {
          document.querySelector("dialog[open] [data-confirm]").click();
          setTimeout(() => localStorage.setItem(k, v), 0);
        }""",
        [f"railgames:game:{game_id}", other_save],
    )
    toast = b.locator(".toast-error")
    toast.wait_for()
    assert "your move was not saved" in toast.text_content()
    wait_length(b, 1)
    assert a.evaluate(GET, f"railgames:game:{game_id}") == other_save
    assert "busy" not in b.locator(".table-box").get_attribute("class")
    no_errors(a, b)


def test_moves_that_could_not_be_saved_are_not_dropped_when_another_tab_saves(new_context, site, tmp_path):
    context = new_context()
    a = tab(context)
    b = tab(
        context,
        """
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (window.storageFull) throw new DOMException("full", "QuotaExceededError");
        return setItem.call(this, k, v);
      };""",
    )
    open_site(a, site.url)
    game_id = start_game(a)
    open_site(b, f"{site.url}#/game/{game_id}")
    wait_length(b, 0)
    b.evaluate("() => { window.storageFull = true; }")
    mine = pr.new_game("nar", PLAYERS, seed=SEED)
    action = choose(mine, "found_company", 400, column=1)
    play(b, action)
    mine.apply(action)
    assert "full" in b.locator(".storage-banner").text_content()

    theirs = pr.new_game("nar", PLAYERS, seed=SEED)
    action = choose(theirs, "found_company", 700, column=0)
    play(a, action)
    theirs.apply(action)
    banner = b.locator(".storage-banner")
    banner.get_by_role("button", name="Show the newer game").wait_for()
    assert "could not be saved" in banner.text_content()
    assert b.locator(".game").get_attribute("data-length") == "1"  # still B's own game
    export = banner.get_by_role("button", name="Export this game")
    assert downloaded_json(b, tmp_path, export.click) == mine.to_save()
    banner.get_by_role("button", name="Show the newer game").click()
    b.wait_for_function(
        "(n) => document.querySelector('.game .table-box .turn-banner')?.textContent.includes(n)",
        arg=theirs.view()["active_players"][0],
    )
    banner.wait_for(state="hidden")
    assert json.loads(a.evaluate(GET, f"railgames:game:{game_id}")) == theirs.to_save()

    # a game deleted in another tab leaves its screen with a word, and is not written back
    a.goto(site.url + "#/")
    a.locator(f".saved-game[data-game-id='{game_id}'] [data-delete]").click()
    a.locator("dialog[open] .button.danger").click()
    notice = b.locator(".notice")
    notice.wait_for()
    assert "deleted in another tab" in notice.text_content()
    assert a.evaluate(GET, f"railgames:game:{game_id}") is None
    no_errors(a, b)
