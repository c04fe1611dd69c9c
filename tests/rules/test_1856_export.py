"""export_18xx for 1856: a game as 18xx.games' export, named with their ids, and back again.

Recorded games stay in ../shared (never copied here); those tests skip when it is absent.
"""

import json
import random
from pathlib import Path

import pytest

import pygame_rules as pr
from pygame_rules.core18xx.import18xx import effective_actions

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx" / "1856"
GAMES = sorted(p.stem for p in FIXTURES.glob("*.json")) if FIXTURES.is_dir() else []
SEED_WITH_DEVIATION = 6  # its random game closes a corporation that owns trains


def played(seed: int, moves: int, **options):
    from pygame_rules.playout import random_move

    g = pr.new_game("1856", ["Ann", "Bob", "Cy", "Dee"], seed=seed, options=options)
    rnd = random.Random(seed)
    for _ in range(moves):
        if g.finished:
            break
        g.apply(random_move(g, rnd))
    return g


def test_an_export_is_their_format_with_their_ids():
    g = played(5, 400)
    export = pr.export_18xx(g)
    assert export["title"] == "1856" and export["settings"]["seed"] == 5
    assert export["players"] == [{"id": p, "name": p} for p in g.players]
    actions = export["actions"]
    assert [a["id"] for a in actions] == list(range(1, len(actions) + 1))
    kinds = {a["type"] for a in actions}
    assert {"bid", "par", "buy_shares", "lay_tile", "run_routes", "dividend", "buy_train"} <= kinds
    for a in actions:
        if a["type"] == "buy_shares":  # a certificate "<corporation>_<n>"
            corp, n = a["shares"][0].rsplit("_", 1)
            assert corp in g.state.corporations and n.isdigit()
        if a["type"] == "lay_tile":  # a tile copy "<tile>-<n>"
            assert a["tile"].rsplit("-", 1)[1].isdigit() and a["entity_type"] in ("corporation", "company")
        if a["type"] == "par":  # "price,row,column"
            price, _row, col = (int(x) for x in a["share_price"].split(","))
            assert price in (65, 70, 75, 80, 90, 100) and col == 4
    # every track step ends with their destination check, attached as an automatic follow-up
    assert any(x["type"] == "destination_connection" for a in actions for x in a.get("auto_actions", []))


def test_a_game_played_here_as_18xx_games_plays_it_imports_back_to_the_same_game():
    g = played(8, 900, as_18xx_games=True)
    again = pr.import_18xx(json.loads(json.dumps(pr.export_18xx(g))))
    assert again.view()["players"] == g.view()["players"]
    assert again.view()["corporations"] == g.view()["corporations"]
    assert len(again.actions) >= len(g.actions)  # plus their destination checks, as actions of ours


def first_deviation(g) -> int | None:
    """The first move where the game followed the rule book against 18xx.games (replayed here)."""
    state = g.title.setup(g.players, g.seed, g.options)
    for i, action in enumerate(g.actions, 1):
        g.title.apply(state, action)
        if state.deviations:
            return i
    return None


def test_the_export_names_the_first_move_where_18xx_games_plays_the_game_differently():
    g = played(SEED_WITH_DEVIATION, 1500)
    first = first_deviation(g)
    assert first is not None
    assert f"From move {first} on, 18xx.games plays this game differently" in pr.export_18xx(g)["description"]
    same = played(SEED_WITH_DEVIATION, first, as_18xx_games=True)  # the same moves, as 18xx.games plays
    assert first_deviation(same) is None and "differently" not in pr.export_18xx(same)["description"]


def test_other_titles_have_no_18xx_games_export():
    with pytest.raises(NotImplementedError):
        pr.export_18xx(pr.new_game("nar", ["Ann", "Bob", "Cy"], seed=1))


@pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"no recorded games: {FIXTURES} is absent")
@pytest.mark.parametrize("name", GAMES or ["none"])
def test_a_recorded_game_exports_to_actions_like_the_original_and_imports_again(name):
    original = json.loads((FIXTURES / f"{name}.json").read_text())
    game = pr.import_18xx(original)
    export = pr.export_18xx(game)
    theirs = [a for a in effective_actions(original["actions"]) if not a["type"].startswith("program_")]
    ours = export["actions"]
    names = {str(p.get("id", p["name"])): p["name"] for p in original["players"]}  # ours: names
    assert len(ours) == len(theirs)
    for a, b in zip(theirs, ours):
        assert (a["type"], names.get(str(a["entity"]), str(a["entity"]))) == (b["type"], b["entity"]), (a, b)
        for key in (
            "company",
            "price",
            "corporation",
            "share_price",
            "percent",
            "hex",
            "rotation",
            "kind",
            "train",
            "target",
        ):
            if a.get(key) or b.get(key):
                assert a.get(key) == b.get(key), (key, a, b)
        if a["type"] == "lay_tile":
            assert a["tile"].rsplit("-", 1)[0] == b["tile"].rsplit("-", 1)[0]
        if a["type"] in ("buy_shares", "sell_shares"):
            assert [s.rsplit("_", 1)[0] for s in a["shares"]] == [s.rsplit("_", 1)[0] for s in b["shares"]]
        if a["type"] == "run_routes":
            assert [r["train"] for r in a["routes"]] == [r["train"] for r in b["routes"]]
        checks = [x.get("corporations") for x in a.get("auto_actions", []) if x["type"] == "destination_connection"]
        assert checks == [x["corporations"] for x in b.get("auto_actions", [])]
    again = pr.import_18xx(json.loads(json.dumps(export)))
    assert again.actions == game.actions
    assert again.result() == game.result()
