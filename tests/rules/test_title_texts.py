"""What the set-up and the About page show of each title, in every language: titles() sends the
English (saves store the option values, so they never change); the page shows the catalogue's
`option.<title>.<option>`, `option.<title>.<option>.<choice>`, `title.<id>.stand_in`,
`title.<id>.stand_in_label` and `title.<id>.credits` (docs/i18n.md). A choice that is not a text
(1856's yes/no options) is named by its JSON ("false", "true"), as web/dom.js does."""

from __future__ import annotations

import json

import pytest

import pygame_rules as pr
from pygame_rules.messages import LANGUAGES, catalogue


def choice_name(choice: object) -> str:
    return choice if isinstance(choice, str) else json.dumps(choice)


def keys_of(title: dict) -> list[str]:
    keys = [f"title.{title['id']}.credits"]
    if title["stand_in"]:
        keys += [f"title.{title['id']}.stand_in", f"title.{title['id']}.stand_in_label"]
    for name, spec in title["options"].items():
        keys.append(f"option.{title['id']}.{name}")
        keys += [f"option.{title['id']}.{name}.{choice_name(c)}" for c in spec["choices"]]
    return keys


@pytest.mark.parametrize("title", pr.titles(), ids=lambda t: t["id"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_choice_and_description_of_a_title_has_its_words(title, language):
    missing = [k for k in keys_of(title) if not catalogue(language).get(k)]
    assert not missing, f"{language}: no text for {missing}"


@pytest.mark.parametrize("title", pr.titles(), ids=lambda t: t["id"])
def test_the_english_says_what_titles_sends(title):
    """The catalogue's English is titles()' text, apart from a stand-in notice written for players
    (titles() may say what developers should do about it)."""
    english = catalogue("en")
    assert english[f"title.{title['id']}.credits"] == title["credits"]
    if title["stand_in"]:
        assert english[f"title.{title['id']}.stand_in_label"] == title["stand_in_label"]
    for name, spec in title["options"].items():
        assert english[f"option.{title['id']}.{name}"] == spec["label"]
        for c in spec["choices"]:
            if isinstance(c, str):
                assert english[f"option.{title['id']}.{name}.{c}"] == c
