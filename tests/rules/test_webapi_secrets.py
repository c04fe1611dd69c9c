"""The session tells the page whether the table now shows a player something the others must not
see (Title.has_secrets): a screen passed round is then covered between players (web/game.js).
Only NAR's "hidden money" has secrets, and only until the game is over."""

from __future__ import annotations

import json
import random

import pygame_rules as pr
from pygame_rules import webapi
from pygame_rules.playout import play

PLAYERS = ["Ann", "Bob", "Cy"]


def session(game: pr.Game) -> dict:
    answer = json.loads(webapi.call("open", json.dumps({"game_id": "secrets-1", "save": game.to_save()})))
    assert answer["ok"], answer
    webapi.call("close", json.dumps({"game_id": "secrets-1"}))
    return answer["data"]


def test_hidden_money_is_a_secret_until_the_game_is_over():
    g = pr.new_game("nar", PLAYERS, seed=3)
    assert session(g)["secrets"] is True
    assert session(pr.new_game("nar", PLAYERS, seed=3, options={"hidden_money": False}))["secrets"] is False
    play(g, random.Random(3))
    assert g.finished and session(g)["secrets"] is False


def test_the_other_titles_have_no_secrets():
    for title in ("lttw", "fttn", "1856", "18esp"):
        g = pr.new_game(title, ["Ann", "Bob", "Cy", "Dee"], seed=3)
        assert session(g)["secrets"] is False, title
        assert g.view("Ann") == g.view(""), f"{title} shows a player what the others do not see"
