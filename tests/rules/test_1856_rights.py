"""1856 (seed 003), 'Privatbahnen': the Niagara Falls Suspension Bridge and the St. Clair
Frontier Tunnel. The seed lost the privates' list; the readings follow 18xx.games (see
docs/rules-notes.md): the owning corporation earns $10 more on each route to Buffalo / Sarnia;
once the private is no longer a player's, other corporations may buy the same right for $50 (to
the owning corporation, or to the bank once the private has closed) while right tokens are left:
two of each, one more if the privates close in a player's hands, unlimited with the option
unlimited_bonus_tokens. The CGR takes over the rights of the corporations merging into it."""

import pytest
from g1856_table import held_by, kinds, new_game, operate, owned_by, parred, to_step

from pygame_rules.core18xx import tokens
from pygame_rules.games.g1856 import cgr, privates

BRIDGE_TRACK = {"hex": "O16", "tile": "57", "rotation": 2}  # Niagara Falls - Buffalo
TUNNEL_TRACK = {"hex": "C14", "tile": "57", "rotation": 2}  # Maudaumin - Sarnia


def run_to(right_private: str, corp_id: str, track: dict, buy_for: int | None):
    """The corporation (phase 3: privates may be bought) lays its track to the off-board area,
    buys the private from Ann for `buy_for` (None: it does not) and runs its 2-train."""
    g = new_game()
    g.state.phase = 1
    held_by(g, right_private, "Ann")
    corp = operate(g, corp_id, cash=300)
    corp.trains = ["2-0"]
    g.apply({"type": "lay_tile", "player": "Max", "corporation": corp_id, **track})
    if buy_for is not None:
        g.apply(
            {"type": "buy_private", "player": "Max", "corporation": corp_id, "private": right_private, "price": buy_for}
        )
    to_step(g, "routes")
    g.apply(next(a for a in g.legal_actions() if a["type"] == "run_routes"))
    return g


@pytest.mark.parametrize(
    "right_private,corp_id,track,base",
    [
        ("NFSBC", "WR", BRIDGE_TRACK, 20 + 30),  # Niagara Falls, Buffalo
        ("SCFTC", "LPS", TUNNEL_TRACK, 20 + 30),  # Maudaumin, Sarnia
    ],
)
def test_the_owning_corporation_earns_10_more_on_a_route_to_buffalo_or_sarnia(right_private, corp_id, track, base):
    without = run_to(right_private, corp_id, track, None)
    assert without.state.operating.revenue == base
    g = run_to(right_private, corp_id, track, 150)
    s = g.state
    assert s.operating.revenue == base + 10
    assert s.cash["Ann"] == 375 + 150 and s.corporations[corp_id].cash == 300 - 150
    right = "bridge" if right_private == "NFSBC" else "tunnel"
    assert s.corporations[corp_id].rights == [right] and s.right_tokens[right] == 2  # the owner takes no token


def test_no_corporation_may_buy_the_right_while_a_player_owns_the_private():
    g = new_game()
    held_by(g, "NFSBC", "Ann")
    operate(g, "BBG")
    assert "buy_right" not in kinds(g)


def test_another_corporation_buys_the_right_for_50_from_the_owning_corporation():
    g = new_game()
    owned_by(g, "NFSBC", "WR")
    g.state.corporations["WR"].rights = ["bridge"]
    operate(g, "BBG", cash=60)
    offers = [a for a in g.legal_actions() if a["type"] == "buy_right"]
    assert offers == [{"type": "buy_right", "player": "Max", "corporation": "BBG", "right": "bridge"}]
    g.apply(offers[0])
    s = g.state
    assert s.corporations["BBG"].cash == 10 and s.corporations["WR"].cash == 50
    assert s.corporations["BBG"].rights == ["bridge"] and s.right_tokens["bridge"] == 1
    assert "buy_right" not in kinds(g)  # a corporation holds each right once


def test_once_the_private_has_closed_the_right_is_bought_from_the_bank_and_the_owner_keeps_its_bonus():
    g = new_game()
    owned_by(g, "SCFTC", "LPS")
    g.state.corporations["LPS"].rights = ["tunnel"]
    privates.close_all(g.state)  # the first 5-train
    assert g.state.right_tokens["tunnel"] == 2  # a corporation's private returns no token
    bank = g.state.bank
    operate(g, "GW", cash=50)
    g.apply({"type": "buy_right", "player": "Max", "corporation": "GW", "right": "tunnel"})
    s = g.state
    assert s.corporations["GW"].cash == 0 and s.bank == bank + 50 and s.corporations["LPS"].cash == 0
    assert s.corporations["LPS"].rights == ["tunnel"] and s.corporations["GW"].rights == ["tunnel"]


def test_a_private_closing_in_a_players_hands_adds_a_third_right_token():
    g = new_game()
    held_by(g, "NFSBC", "Ann")
    privates.close_all(g.state)
    assert g.state.right_tokens == {"bridge": 3, "tunnel": 2}
    operate(g, "BBG", cash=50)
    g.apply({"type": "buy_right", "player": "Max", "corporation": "BBG", "right": "bridge"})
    assert g.state.right_tokens["bridge"] == 2 and g.state.cash["Ann"] == 375


def buyers_of_bridge_rights(**options) -> list[str]:
    """Corporations that may still buy the bridge right, one after the other."""
    g = new_game(**options)
    owned_by(g, "NFSBC", "WR")
    g.state.corporations["WR"].rights = ["bridge"]
    bought = []
    for corp_id in ("BBG", "CA", "GT", "GW"):
        operate(g, corp_id, cash=50)
        if "buy_right" in kinds(g):
            g.apply({"type": "buy_right", "player": "Max", "corporation": corp_id, "right": "bridge"})
            bought.append(corp_id)
    return bought


def test_two_bridge_tokens_then_no_more_unless_the_tokens_are_unlimited():
    assert buyers_of_bridge_rights() == ["BBG", "CA"]
    assert buyers_of_bridge_rights(unlimited_bonus_tokens=True) == ["BBG", "CA", "GT", "GW"]


def test_the_cgr_takes_the_merged_rights_and_a_second_right_of_a_kind_returns_its_token():
    g = new_game()
    s = g.state
    for corp_id, director, rights in (
        ("GT", "Max", ["bridge"]),
        ("TGB", "Ann", ["bridge", "tunnel"]),
        ("CPR", "Bob", []),
    ):
        corp = parred(g, corp_id, 100, director)
        corp.started, corp.rights, corp.loans = True, rights, 0 if corp_id == "CPR" else 1
        tokens.place_home_token(s.board, corp_id)
    s.right_tokens = {"bridge": 0, "tunnel": 1}
    s.round, s.operating_order, s.operating_index = "operating", ["CPR", "GT", "TGB"], 0
    cgr.begin_formation(s, s.corporations["CPR"])  # CPR bought the first 6-train
    g.apply({"type": "merge", "player": "Max", "corporation": "GT"})
    g.apply({"type": "merge", "player": "Ann", "corporation": "TGB"})
    s = g.state
    assert s.cgr_formed and sorted(s.corporations["CGR"].rights) == ["bridge", "tunnel"]
    assert s.right_tokens == {"bridge": 1, "tunnel": 1}
