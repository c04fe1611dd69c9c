"""Section 4, note: "The players may (and should) keep their own money hidden during the game."
The set-up option "hidden money" (on unless switched off): whoever looks sees only his own cash
until the game is over; the page tells Python its seat (webapi.viewer)."""

from __future__ import annotations

import json
import random

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.playout import play, random_move

PLAYERS = ["Ann", "Bob", "Cy"]


def cash_seen(view: dict) -> dict:
    return {p["name"]: p["cash"] for p in view["players"]}


def game_after(moves: int, **options) -> pr.Game:
    g = pr.new_game("nar", PLAYERS, seed=3, options=options)
    rnd = random.Random(3)
    for _ in range(moves):
        g.apply(random_move(g, rnd))
    return g


def test_hidden_money_is_on_unless_switched_off_and_keeps_old_saves_as_they_were():
    g = pr.new_game("nar", PLAYERS, seed=3)
    assert g.options == {} and g.to_save()["options"] == {}  # a save from before the option is the same game
    assert g.state.hidden_money
    off = pr.new_game("nar", PLAYERS, seed=3, options={"hidden_money": False})
    assert off.to_save()["options"] == {"hidden_money": False} and not off.state.hidden_money
    assert not pr.load(off.to_save()).state.hidden_money
    (nar,) = [t for t in pr.titles() if t["id"] == "nar"]
    assert nar["options"]["hidden_money"]["default"] is True


def test_each_player_sees_only_his_own_cash():
    g = game_after(12)
    for player in PLAYERS:
        view = g.view(player)
        assert view["cash_hidden"]
        assert cash_seen(view) == {p: g.state.cash[p] if p == player else None for p in PLAYERS}
    # nobody in particular (the API, tools, tests): everything
    assert cash_seen(g.view()) == g.state.cash and not g.view()["cash_hidden"]


def test_without_the_option_and_after_the_game_all_cash_is_open():
    g = game_after(12, hidden_money=False)
    assert cash_seen(g.view("Ann")) == g.state.cash
    g = pr.new_game("nar", PLAYERS, seed=3)
    play(g, random.Random(3))
    assert cash_seen(g.view("Ann")) == g.state.cash and not g.view("Ann")["cash_hidden"]


def test_hidden_cash_changes_nothing_but_the_picture():
    hidden, open_ = game_after(20), game_after(20, hidden_money=False)
    assert hidden.actions == open_.actions and hidden.state.cash == open_.state.cash
    assert hidden.legal_actions() == open_.legal_actions()


def call(method: str, **args) -> dict:
    answer = json.loads(webapi.call(method, json.dumps(args)))
    assert answer["ok"], answer
    return answer["data"]


def test_the_page_seat_decides_whose_cash_the_table_shows():
    g = game_after(12)
    save, active = g.to_save(), g.active_players[0]
    seen = cash_seen(call("open", game_id="hidden-1", save=save, seat={"mode": "seat", "player": "Bob"})["view"])
    assert seen == {p: g.state.cash[p] if p == "Bob" else None for p in PLAYERS}
    # at one screen with every seat (chosen, or never asked): the player to act
    for seat in ({"mode": "all"}, None):
        seen = cash_seen(call("session", game_id="hidden-1", seat=seat)["view"])
        assert seen == {p: g.state.cash[p] if p == active else None for p in PLAYERS}
    # a browser that only watches sees no one's cash
    assert set(cash_seen(call("session", game_id="hidden-1", seat={"mode": "watch"})["view"]).values()) == {None}
    # the history shows a past table as the player to act then saw it
    then = g.title.active_players(g.state_at(5))[0]
    past = call("history", game_id="hidden-1", at=5, seat={"mode": "all"})["view"]
    assert cash_seen(past) == {p: g.state_at(5).cash[p] if p == then else None for p in PLAYERS}
    call("close", game_id="hidden-1")
