"""The page's door to the computer players (webapi: new_game with computers, bot_move, undo
back to the last person's move, older saves), without a browser."""

from __future__ import annotations

import json
import random

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.playout import random_move

COMPUTERS_W = {"C1": "easy", "C2": "strong"}


def call(method: str, **args) -> dict:
    return json.loads(webapi.call(method, json.dumps(args)))


def test_bot_move_plays_the_computer_to_act_and_refuses_when_none_is(monkeypatch):
    opened = call("new_game", game_id="w", title="nar", players=["Ann", "C1", "C2"], seed=7, computers=COMPUTERS_W)
    session = opened["data"]
    assert session["computers"] == COMPUTERS_W and session["save"]["computers"] == COMPUTERS_W
    rnd = random.Random(5)
    while session["computer_to_act"] is None:  # Ann moves until a computer is to act
        game = pr.load(session["save"])
        session = call("apply", game_id="w", action=random_move(game, rnd))["data"]
    stale = call("bot_move", game_id="w", length=session["length"] - 1)
    assert stale["error"]["said"]["key"] == "error.bot.position_changed"
    moved = call("bot_move", game_id="w", length=session["length"])["data"]
    assert moved["computer"] == session["computer_to_act"] and moved["length"] == session["length"] + 1
    assert moved["save"]["actions"][-1] == moved["computer_move"]
    while moved["computer_to_act"]:
        moved = call("bot_move", game_id="w")["data"]
    refused = call("bot_move", game_id="w")
    assert refused["error"]["said"]["key"] == "error.bot.no_computer_to_act"
    # a bot that breaks is said as such, and the game is unchanged
    monkeypatch.setattr(webapi.bots, "bot_move", lambda *a: {"type": "nonsense", "player": "C1"})
    while moved["computer_to_act"] is None:
        moved = call("apply", game_id="w", action=random_move(pr.load(moved["save"]), rnd))["data"]
    broken = call("bot_move", game_id="w")
    assert broken["error"]["kind"] == "ComputerFailed"
    assert broken["error"]["said"]["key"] == "error.bot.failed"
    assert call("session", game_id="w")["data"]["length"] == moved["length"]


def test_undo_in_a_game_with_computers_goes_back_to_the_last_persons_move():
    session = call("new_game", game_id="u", title="nar", players=["Ann", "C1", "C2"], seed=7, computers=COMPUTERS_W)
    session = session["data"]
    assert call("undo", game_id="u")["error"]["said"]["key"] == "error.undo.no_person_move"
    rnd = random.Random(6)
    while True:
        while session["computer_to_act"]:
            session = call("bot_move", game_id="u")["data"]
        before = session["length"]
        session = call("apply", game_id="u", action=random_move(pr.load(session["save"]), rnd))["data"]
        while session["computer_to_act"]:
            session = call("bot_move", game_id="u")["data"]
        if session["length"] > before + 1:
            break
    undone = call("undo", game_id="u")["data"]
    assert undone["length"] == before and undone["active_players"] == ["Ann"]
    assert undone["save"]["actions"] == session["save"]["actions"][:before]


def test_an_older_save_without_computers_opens_with_every_seat_a_person():
    save = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=7).to_save()
    assert "computers" not in save
    session = call("open", game_id="o", save=save)["data"]
    assert session["computers"] == {} and session["computer_to_act"] is None
    assert call("bot_move", game_id="o")["error"]["said"]["key"] == "error.bot.no_computer_to_act"
