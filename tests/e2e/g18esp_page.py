"""Driving the 18ESP table as a player does and reading back what it shows (cash, fortunes, loans,
treasuries, share prices, trains, tiles, open passes), to compare with the same game run by
pygame_rules in the test process; and finding positions in a seeded game to open by link."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from g1856_page import open_position

import pygame_rules as pr
from pygame_rules.playout import random_move

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
# the recorded 18xx.games game lives in ../shared beside the checkout (never copied into it)
RECORDED = (
    Path(__file__).resolve().parents[3]
    / "shared"
    / "fixtures"
    / "18xx"
    / "18ESP"
    / "18ESP_destination_token_release.json"
)


def pesetas(text: str) -> int:
    m = re.search(r"(−|-)?₧([\d,]+)", text)
    assert m, f"no amount in pesetas in {text!r}"
    value = int(m.group(2).replace(",", ""))
    return -value if m.group(1) else value


def recorded_export() -> Path:
    if not RECORDED.is_file():
        pytest.skip(f"the recorded 18xx.games game is not at {RECORDED} (../shared beside the checkout)")
    return RECORDED


def open_game(page, site_url: str, game: pr.Game) -> None:
    """Open `game` as it stands by a play-by-link address."""
    open_position(page, site_url, game.to_save(), len(game.actions))


def played_until(
    seed: int,
    found: Callable[[pr.Game], bool],
    limit: int = 3000,
    *,
    title: str = "18esp",
    rnd: random.Random | None = None,
) -> pr.Game:
    """A seeded random 4-player game (of 18ESP unless `title` names another), played until `found`
    says this position will do. `rnd`: the playout's generator (a fresh one from the seed when
    not given), for a caller that goes on with the same playout from here."""
    game = pr.new_game(title, PLAYERS, seed=seed)
    rnd = random.Random(seed) if rnd is None else rnd
    for _ in range(limit):
        if found(game):
            return game
        if game.finished:
            break
        game.apply(random_move(game, rnd))
    raise AssertionError(f"seed {seed}: no such position in {limit} moves")


def first_positions(seed: int, wanted: dict[str, Callable[[pr.Game], bool]]) -> dict[str, dict]:
    """The saves of a seeded random 4-player game where each wanted position first comes."""
    game = pr.new_game("18esp", PLAYERS, seed=seed)
    rnd = random.Random(seed)
    found = {}
    while not game.finished and set(found) != set(wanted):
        for name, when in wanted.items():
            if name not in found and when(game):
                found[name] = game.to_save()
        game.apply(random_move(game, rnd))
    return found


def is_mine(view: dict, coord: str) -> bool:
    """A hex with a mine (5.3.3)."""
    return any(kind == "mine" for kind, _ in view["board"]["hexes"][coord].get("terrain", []))


def corp_card(view: dict, corp: str) -> dict:
    """A corporation as the rules' view gives it."""
    return next(c for c in view["corporations"] if c["id"] == corp)


def legal(kind: str) -> Callable[[pr.Game], bool]:
    """A position where a kind of move is legal."""
    return lambda game: bool(legal_of(game, kind))


def legal_of(game: pr.Game, kind: str) -> list[dict]:
    return [a for a in game.legal_actions() if a["type"] == kind]


READ = """() => {
  const players = {};
  for (const el of document.querySelectorAll(".table-box .x18-player[data-player]")) {
    players[el.dataset.player] = {cash: el.querySelector("dd.cash").textContent, value: el.querySelector("dd.value").textContent,
      loan: el.querySelector("dd.loan").textContent};
  }
  const corporations = {};
  for (const el of document.querySelectorAll(".table-box .x18-corp[data-corporation]")) {
    const dd = (cls) => el.querySelector(`dd.${cls}`)?.textContent ?? null;
    if (dd("treasury") !== null) corporations[el.dataset.corporation] = {treasury: dd("treasury"), price: dd("price"), trains: dd("trains")};
  }
  const tiles = {};
  for (const el of document.querySelectorAll(".table-box .x18-map .hexes [data-tile]")) tiles[el.dataset.hex] = [el.dataset.tile, Number(el.dataset.rotation)];
  const open = [...document.querySelectorAll(".table-box .x18-map .pill.pass.open")].map((el) => el.dataset.pass).sort();
  const banner = document.querySelector(".table-box .turn-banner");
  return {players, corporations, tiles, open, active: banner.dataset.active ? banner.dataset.active.split(",") : []};
}"""


def read_table(page) -> dict:
    raw = page.evaluate(READ)
    return {
        "players": {
            n: {
                "cash": pesetas(p["cash"]),
                "value": pesetas(p["value"]),
                "loan": pesetas(p["loan"]) if "₧" in p["loan"] else 0,
            }
            for n, p in raw["players"].items()
        },
        "treasuries": {c: pesetas(x["treasury"]) for c, x in raw["corporations"].items()},
        "prices": {c: pesetas(x["price"]) for c, x in raw["corporations"].items() if "₧" in x["price"]},
        "trains": {c: x["trains"] for c, x in raw["corporations"].items()},
        "tiles": raw["tiles"],
        "open": raw["open"],
        "active": raw["active"],
    }


def expected_table(view: dict) -> dict:
    started = [c for c in view["corporations"] if c["par"]]
    return {
        "players": {p["name"]: {"cash": p["cash"], "value": p["value"], "loan": p["loan"]} for p in view["players"]},
        "treasuries": {c["id"]: c["cash"] for c in started},
        "prices": {c["id"]: c["price"] for c in started if c["price"] is not None},
        "tiles": {h: [x["tile"], x["rotation"]] for h, x in view["board"]["hexes"].items() if "tile" in x},
        "open": sorted(p["hex"] for p in view["mountain_passes"] if p["open"]),
        "active": view["active_players"],
    }


def assert_table_shows(page, game: pr.Game) -> None:
    shown, want = read_table(page), expected_table(game.view())
    for key, value in want.items():
        assert shown[key] == value, f"{key}: the table shows {shown[key]}, the rules say {value}"


def first_move(game: pr.Game, *kinds: str) -> dict:
    """The first legal move of the first of `kinds` that has one; a price range at its least."""
    legal = game.legal_actions()
    for kind in kinds:
        for a in legal:
            if a["type"] == kind:
                return {
                    k: v["min"] if isinstance(v, dict) and set(v) == {"min", "max", "step"} else v for k, v in a.items()
                }
    raise AssertionError(f"none of {kinds} is legal")


def oviedo_lifted() -> pr.Game:
    """The variable set-up with CFEA and SFVA, both at home in Oviedo (D6, two cities): the auction
    played at random, CFEA started and floated in the first stock round (everyone else passes),
    every other turn passed, and CFEA's first tile, L132, laid on Oviedo. The lay lifts CFEA's home
    marker (5.3.4): its director now chooses which of the two cities, both still reserved for
    SFVA's home, it goes back to."""
    seed = next(
        s
        for s in range(1, 100)
        if {"CFEA", "SFVA"} <= {c["id"] for c in pr.new_game("18esp", PLAYERS, seed=s).view()["corporations"]}
    )
    game = pr.new_game("18esp", PLAYERS, seed=seed)
    rnd = random.Random(seed)
    while game.view()["round"] == "auction":
        game.apply(random_move(game, rnd))
    while game.view()["round"] == "stock":
        cfea = [a for a in game.legal_actions() if a.get("corporation") == "CFEA" and a["type"] in ("par", "buy_share")]
        game.apply(cfea[0] if cfea and not corp_card(game.view(), "CFEA")["floated"] else first_move(game, "pass"))
    while (game.view()["operating"] or {}).get("corporation") != "CFEA" or game.view()["operating"]["step"] != "track":
        game.apply(first_move(game, "pass", "dividend", "run_routes"))
    (lay,) = [a for a in legal_of(game, "lay_tile") if a["hex"] == "D6" and a["tile"] == "L132" and a["rotation"] == 0]
    game.apply(lay)
    return game
