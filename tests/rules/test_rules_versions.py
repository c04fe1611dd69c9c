"""A game keeps the rules it began with (Title.rules_version): a save records its rules' version,
a save without one was made before versions existed (version 1), and a fix that would replay a
recorded game differently raises the title's version instead of breaking the game.

saves/1856_before_rules_versions.json was saved by the release of stop 36 (commit 0733c46), before
1856's rules version 2: 1856 seed 2812266, 5 players, the gate's computer players. At its 942nd
move the CGR's half-paid director P3 sells a 10% THB share and is still short of the second half;
that release ended his turn and the round went on (P4 buys BBG), and P3 went bankrupt eight moves
later. Version 2 makes him bankrupt at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.errors import IncompatibleSave

OLD_1856 = Path(__file__).parent / "saves" / "1856_before_rules_versions.json"
HALF_DIRECTOR_SALE = 942  # moves up to and with P3's last sale


def old_save() -> dict:
    return json.loads(OLD_1856.read_text("utf-8"))


@pytest.mark.parametrize("title", ["nar", "lttw", "fttn", "1856", "18esp"])
def test_a_new_game_records_its_titles_newest_rules(title):
    g = pr.new_game(title, ["Ann", "Bob", "Cy"], seed=1)
    newest = {"1856": 2}.get(title, 1)
    # version 1 is written as no version (as every save before versions existed)
    assert g.rules == newest and g.to_save().get("rules", 1) == newest
    assert ("rules" in g.to_save()) == (newest > 1)
    assert pr.load(g.to_save()).rules == newest


def test_an_1856_game_saved_before_versions_replays_by_its_own_rules_to_the_same_end():
    save = old_save()
    assert "rules" not in save
    g = pr.load(save)
    assert g.rules == 1 and len(g.actions) == 951 and g.finished
    # the result the release that recorded it reached (its engine, run on this save)
    result = g.result()
    assert result["ranking"] == ["P4", "P5", "P1", "P2", "P3"]
    assert result["scores"] == {"P1": 2906, "P2": 1248, "P3": 240, "P4": 5723, "P5": 4614}
    assert result["reason"] == "bankrupt" and result["bankrupt"] == "P3"
    assert g.state.cash == {"P1": 346, "P2": 443, "P3": 0, "P4": 1363, "P5": 1129}
    # saved again, it keeps its version, and so its rules
    again = g.to_save()
    assert "rules" not in again and pr.load(again).result() == result


def test_after_the_sale_version_1_lets_the_round_go_on_and_version_2_makes_him_bankrupt():
    moves = old_save()["actions"][:HALF_DIRECTOR_SALE]
    assert moves[-1] == {"type": "sell_shares", "player": "P3", "corporation": "THB", "percent": 10}
    base = dict(old_save(), actions=moves)
    v1 = pr.load(dict(base, rules=1))
    assert v1.state.cgr_half_director == "P3" and v1.active_players == ["P4"]
    v2 = pr.load(dict(base, rules=2))
    cash = v2.state.cash["P3"]
    assert v2.active_players == ["P3"]
    assert [a for a in v2.legal_actions() if a["type"] != "end_game"] == [{"type": "bankrupt", "player": "P3"}]
    v2.apply({"type": "bankrupt", "player": "P3"})
    assert v2.finished and v2.result()["bankrupt"] == "P3"
    # played as 18xx.games (the game's option), version 2 leaves him his cash as 18xx.games does;
    # version 1 took it for the bank (his cash 0 at the old game's end, above)
    assert v2.state.cash["P3"] == cash == 77
    # the old game's next move is refused by version 2: that is why the version is kept
    with pytest.raises(IncompatibleSave):
        pr.load(dict(old_save(), rules=2))


@pytest.mark.parametrize("rules", [0, 3, "2", 2.0, None, True, [1]])
def test_a_version_the_title_does_not_have_is_refused_and_named(rules):
    save = pr.new_game("1856", ["Ann", "Bob", "Cy"], seed=1).to_save()
    with pytest.raises(IncompatibleSave) as refused:
        pr.load(dict(save, rules=rules))
    assert "rules version" in str(refused.value) and "1 to 2" in str(refused.value)


def test_a_title_with_one_version_refuses_any_other():
    save = pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=1).to_save()
    with pytest.raises(IncompatibleSave):
        pr.load(dict(save, rules=2))
    assert pr.load(dict(save, rules=1)).rules == 1
