"""Playing North American Railways by clicking the table; the figures it shows must be the ones
the rules give for the same actions (run here by pygame_rules)."""

from __future__ import annotations

import json

from e2e_helpers import (
    FIND,
    PLAYERS,
    SEED,
    assert_table_shows,
    choose,
    open_site,
    pass_screen,
    play,
    read_table,
    start_game,
    wait_length,
)

import pygame_rules as pr


def whole_first_turn(game: pr.Game):
    """Phase I with every kind of share trade, phase II until everyone passed; yields each
    action before it is applied to `game`."""
    first = game.active_players[0]
    # a found with a start city that is not the first offered, at a chosen price
    a = choose(game, "found_company", 600, column=0, start_city="new-york")
    yield a
    yield choose(game, "found_company", 500, column=1, start_city="boston")
    # a proposal the director takes himself, then one he allows (director change: 1 share each)
    red = next(c for c in game.view()["companies"] if c["director"] == first)["id"]
    yield choose(game, "propose_price", 400, company=red)
    yield choose(game, "director_buys")
    blue = next(a for a in game.legal_actions() if a["type"] == "propose_price")["company"]
    yield choose(game, "propose_price", 300, company=blue)
    yield choose(game, "allow_purchase")
    assert game.view()["phase"] == "buy_cities"
    # phase II: each buys the cheapest city offered, then passes
    while game.view()["phase"] == "buy_cities":
        buys = [a for a in game.legal_actions() if a["type"] == "buy_city"]
        player = game.active_players[0]
        if buys and not game.view()["players"][PLAYERS.index(player)]["acted_for"]:
            cost = {c["id"]: c["cost"] for col in game.view()["city_columns"] for c in col}
            yield min(buys, key=lambda a: (cost[a["city"]], a["column"]))
        else:
            yield choose(game, "pass")


def test_a_whole_game_turn_by_clicking(page, site):
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    assert_table_shows(page, game)
    assert "Phase I: trade shares" in read_table(page)["banner"]
    for action in whole_first_turn(game):
        play(page, action)
        game.apply(action)
        assert_table_shows(page, game)
    # phase III paid income and turn 2 began: the start player moved on
    view = game.view()
    assert view["turn"] == 2 and view["phase"] == "trade_shares"
    shown = read_table(page)
    assert "Turn 2" in shown["banner"] and f"Start player: {view['start_player']}" in shown["banner"]
    assert any("earns" in e["text"] for e in view["log"])  # income was paid: the rules' own log
    log = page.locator(".log-list li").all_text_contents()
    assert log == [e["text"] for e in view["log"]]
    # the director change of the allowed purchase is on the table
    directors = {cid: c["director"] for cid, c in shown["companies"].items() if c["director"]}
    assert directors == {c["id"]: c["director"] for c in view["companies"] if c["director"]}
    assert len(set(directors.values())) == 2


def play_to_the_end(page, game: pr.Game) -> None:
    """A simple policy: found or propose at the minimum, never buy own shares, directors allow,
    buy the first affordable city once per turn."""
    while not game.finished:
        legal = game.legal_actions()
        kinds = [a["type"] for a in legal]
        if "allow_purchase" in kinds:
            action = choose(game, "allow_purchase")
        elif "buy_city" in kinds:
            player = game.view()["players"][PLAYERS.index(game.active_players[0])]
            action = choose(game, "buy_city") if not player["acted_for"] else choose(game, "pass")
        elif "found_company" in kinds:
            action = choose(game, "found_company", 200)
        elif "propose_price" in kinds:
            action = choose(game, "propose_price", 200)
        else:
            action = choose(game, legal[-1]["type"])
        play(page, action)
        game.apply(action)


def test_final_scores_screen(page, site):
    open_site(page, site.url)
    start_game(page, seed=11)
    game = pr.new_game("nar", PLAYERS, seed=11)
    play_to_the_end(page, game)
    assert page.locator(".game").get_attribute("data-finished") == "1"
    result, view = game.result(), game.view()
    rows = page.locator(".score-table.ranking tbody tr")
    assert rows.count() == 3
    for i, name in enumerate(result["ranking"]):
        row = rows.nth(i)
        assert row.get_attribute("data-player") == name
        final = next(p["final_payment"] for p in view["players"] if p["name"] == name)
        total = result["scores"][name]
        cells = [row.locator(sel).text_content() for sel in (".before", ".final-payment", ".total")]
        assert cells == [f"${total - final:,}", f"${final:,}", f"${total:,}"]
    assert page.locator(".winner-line").text_content().startswith(f"{result['ranking'][0]} wins")
    assert "Game over" in read_table(page)["banner"]
    assert page.locator(".table-box [data-action]").count() == 0


def test_the_price_dialogs_steppers_move_by_the_rules_step_within_its_range(page, site):
    """A move with a price asks for it: "+" and "−" step it by the range's step, never past
    its ends, and the move confirmed is the one at the price shown."""
    open_site(page, site.url)
    start_game(page)
    game = pr.new_game("nar", PLAYERS, seed=SEED)
    offered = next(a for a in game.legal_actions() if a["type"] == "found_company" and a.get("column") == 0)
    price = offered["price"]
    found = page.evaluate(FIND, dict(offered, price=price["min"]))
    page.locator(".table-box [data-action]").nth(found["index"]).click()
    dialog = page.locator("dialog[open]")
    if found["count"] > 1:
        dialog.locator(f"input[type=radio][value='{found['choice']}']").check()
    number = dialog.locator("input.num[name='price']")
    less, more = dialog.locator(".steppers button").all()
    assert int(number.input_value()) == price["min"]
    less.click()  # already at the lowest price
    assert int(number.input_value()) == price["min"]
    more.click()
    more.click()
    assert int(number.input_value()) == price["min"] + 2 * price["step"]
    less.click()
    want = price["min"] + price["step"]
    assert int(number.input_value()) == want
    assert json.loads(dialog.locator("[data-confirm]").get_attribute("data-action"))["price"] == want
    dialog.locator("[data-confirm]").click()
    wait_length(page, 1)
    pass_screen(page)  # one screen with hidden money: the next player's turn is covered
    played = choose(game, "found_company", want, column=0, start_city=offered["start_city"])
    game.apply(played)
    assert_table_shows(page, game)
