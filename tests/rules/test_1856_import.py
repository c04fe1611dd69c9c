"""import_18xx for 1856: their undo and redo, and their tile-copy and city ids on our map."""

from pygame_rules.core18xx.import18xx import effective_actions
from pygame_rules.games.g1856.import18xx import Importer


def act(i, kind="pass", **extra):
    return {"type": kind, "id": i, **extra}


def test_undo_goes_back_to_just_after_the_named_action_in_array_order():
    # ids may be hand-edited and out of order (hotseat001): the array order counts
    actions = [act(1), act(5), act(3), act(4), act(6, "undo", action_id=5), act(7)]
    assert [a["id"] for a in effective_actions(actions)] == [1, 5, 7]


def test_undo_without_an_id_takes_back_the_last_action_and_redo_brings_it_back():
    actions = [act(1), act(2), act(3, "undo"), act(4, "message"), act(5, "redo"), act(6, "undo"), act(7)]
    assert [a["id"] for a in effective_actions(actions)] == [1, 7]


def test_cities_are_read_through_the_hex_their_tile_copy_was_laid_on():
    export = {"players": [{"name": n} for n in ("A", "B", "C")], "settings": {}, "actions": []}
    importer = Importer(export)
    importer.copies["59-1"] = "L15"  # their second #59, wherever our copy numbers went
    assert importer.city("59-1-1") == "L15-c1"
    assert importer.city("I12-0-0") == "I12-c0"  # a preprinted face
