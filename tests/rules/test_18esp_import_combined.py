"""18ESP import: their steps after a combined train (6.2.1)."""

from __future__ import annotations

from g18esp_or_table import first_round, legal, operating, step, trains
from g18esp_table import new_game

from pygame_rules.games.g18esp.export18xx import export_game
from pygame_rules.games.g18esp.import18xx import Importer

PHASE_5 = 3


def test_their_pass_after_the_last_combination_is_their_last_steps():
    """FdSB combines its 3, its 5 combined already: nothing is left to combine, so their step for
    combined trains asks nothing and their pass that follows is their last step's (a tender on
    offer). Ours, in its last step too, passes there and the next operating round begins (oracle
    seed 820047, FdLR in OR 16.1)."""
    g = first_round(("FdSB", 80, "Diego", 320))
    g.state.options["as_18xx_games"] = True
    s = g.state
    s.phase, s.or_count = PHASE_5, 2
    trains(g, "FdSB", "3-0", "5-0")
    s.scrapped, s.combined = ["2-5"], {"5-0": "2-5"}
    s.corporations["FdSB"].cash = 1000
    while step(g) != "trains":
        g.apply(
            next(a for a in legal(g, "dividend") if a["kind"] == "withhold")
            if legal(g, "dividend")
            else legal(g, "pass")[0]
        )
    importer = Importer(export_game(new_game(as_18xx_games=True)))
    importer.game, importer.numbers = g, importer.numbering(g.state)

    def theirs(kind: str, **fields) -> None:
        importer.play_recorded({"type": kind, "entity": "FdSB", "entity_type": "corporation", **fields})

    theirs("combined_trains", base="3-0", additional_train="2-5", additional_train_variant="1+2")
    theirs("pass")
    g = importer.game
    s = g.state
    assert s.combined == {"5-0": "2-5", "3-0": "2-5"} and s.corporations["FdSB"].cash == 1000 - 200
    assert (s.or_number, operating(g), step(g)) == (2, "FdSB", "track")
