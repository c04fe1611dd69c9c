"""Mutation testing (docs/testing.md): mutmut runs each mutant in a process forked after the tests
were collected, when the boards, displays and cards had already been read and cached without the
mutant. Under mutmut (while it learns which tests reach which code, and under each mutant) every
test reads them anew, so a mutant in their reading meets every test that uses them."""

from __future__ import annotations

import os

import pytest

from pygame_rules.games.nar import cards
from pygame_rules.games.wensleydale import components, view

READ_ONCE = (
    cards.card_set,
    components.board,
    components.influence_display,
    components.train_display,
    view.static_board,
)


@pytest.fixture(autouse=True)
def _data_read_under_the_mutant():
    if os.environ.get("MUTANT_UNDER_TEST"):
        for read in READ_ONCE:
            read.cache_clear()
