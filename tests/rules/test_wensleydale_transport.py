"""Phase 6, Buying trains and transporting passengers and goods (seed 001)."""

import pytest
from wensleydale_table import B, O, P, act, hand_over, influence, legal, table

import pygame_rules as pr
from pygame_rules.games.wensleydale.components import board, train_display
from pygame_rules.games.wensleydale.state import TAKEOVERS, TRANSPORT
from pygame_rules.games.wensleydale.transport import clear_unloadable

LINE = ["schwabach", "rednitzhembach", "katzwang"]  # red town, then two neutral stations


def transport_table(**kw):
    kw.setdefault("influence", {O: {"brown": 6}})
    return table(phase=TRANSPORT, **kw)


def test_trains_cost_3_2_1_by_row_pair_one_per_price_three_at_most():
    g = transport_table()
    prices = {a["train"]: a["price"] for a in legal(g, "buy_train")}
    assert {t: prices[t] for t in ("1a", "2b", "3a", "4b", "5a", "6b")} == {
        "1a": 3,
        "2b": 3,
        "3a": 2,
        "4b": 2,
        "5a": 1,
        "6b": 1,
    }
    act(g, "buy_train", O, train="1a", price=3)
    assert all(a["price"] != 3 for a in legal(g, "buy_train"))
    act(g, "buy_train", O, train="3a", price=2)
    act(g, "buy_train", O, train="5a", price=1)
    assert influence(g, O)["brown"] == 0 and legal(g, "buy_train") == []


def test_missing_brown_is_traded_three_for_one_only_as_needed():
    g = transport_table(influence={O: {"brown": 1, "white": 2}, B: {"brown": 1}}, cubes={O: 2})
    # a price-2 train: 1 brown, and 3 points for the missing one; a price-3 train is too dear
    assert {a["price"] for a in legal(g, "buy_train")} == {1, 2}
    act(g, "buy_train", O, train="3a", price=2)
    assert g.active_players == [O] and g.state.payment.points == 3
    assert {a["source"] for a in legal(g, "pay")} == {"cubes", "white"}
    act(g, "pay", O, source="cubes", amount=2)  # the last point can only be white: paid by itself
    assert influence(g, O) == {"white": 1, "brown": 0, "red": 0, "green": 0}
    assert g.state.cubes[O] == 0 and g.state.payment is None
    assert g.active_players == [B]


def test_no_trade_when_brown_is_enough():
    g = transport_table(influence={O: {"brown": 2, "white": 5}})
    act(g, "buy_train", O, train="3a", price=2)
    assert influence(g, O)["white"] == 5 and g.state.payment is None


def test_one_action_a_turn_in_train_order_and_pass_for_the_rest_of_the_phase():
    g = transport_table(order=[O, B, P], influence={O: {"brown": 6}, B: {"brown": 6}})
    act(g, "buy_train", O, train="5a", price=1)
    assert g.active_players == [B]  # purple has nothing to do and is passed over
    act(g, "pass", B)
    assert g.active_players == [O]
    act(g, "buy_train", O, train="3a", price=2)
    assert g.active_players == [O]  # only he is left


def test_capacity_by_the_wagons():
    # train 2a on the 3-4 player side carries four passengers and no goods
    g = transport_table(track={O: [LINE]}, goods={"buechenbach_roth": 2}, passengers={"katzwang": {"red": 1}})
    act(g, "buy_train", O, train="2a", price=3)
    assert {a["load"] for a in legal(g, "transport")} == {"red"}


def test_stone_or_beer_only_by_a_neutral_station_his_track_reaches():
    g = transport_table(track={O: [["schwabach", "katzwang"]]}, goods={"buechenbach_roth": 1})
    act(g, "buy_train", O, train="1a", price=3)
    assert legal(g, "transport") == []  # Schwabach feeds it, but is a red town
    g = transport_table(track={O: [LINE]}, goods={"buechenbach_roth": 1})
    act(g, "buy_train", O, train="1a", price=3)
    assert [(a["area"], a["load"]) for a in legal(g, "transport")] == [("buechenbach_roth", "beer")]


def test_cheese_or_post_from_an_area_his_track_enters():
    g = transport_table(track={O: [["katzwang", "reichelsdorf"]]}, goods={"reichelsdorf": 1, "eibach": 1})
    act(g, "buy_train", O, train="1a", price=3)
    assert [a["area"] for a in legal(g, "transport")] == ["reichelsdorf"]


def test_a_passenger_needs_his_own_track_to_a_station_of_its_colour():
    g = transport_table(track={O: [LINE]}, passengers={"katzwang": {"red": 1, "green": 1}})
    act(g, "buy_train", O, train="1a", price=3)
    assert [(a["area"], a["load"]) for a in legal(g, "transport")] == [("katzwang", "red")]
    g = transport_table(
        track={O: [["rednitzhembach", "katzwang"]], "red": [LINE[:2]]}, passengers={"katzwang": {"red": 1}}
    )
    act(g, "buy_train", O, train="1a", price=3)
    assert legal(g, "transport") == []  # company track is not his own


def test_what_can_never_leave_is_removed():
    g = transport_table(
        track={"red": [["schwabach", "rednitzhembach"]]},
        goods={"reichelsdorf": 1, "rednitzhembach": 0, "buechenbach_roth": 2},
        passengers={"rosstal": {"red": 1, "green": 2}},
    )
    s = g.state
    s.goods["rednitzhembach"] = 0
    s.goods["katzwang"] = 0
    s.owners["rednitzhembach"] = ["red"]
    s.owners["roth"] = ["green"]
    s.owners["rosstal"] = ["green"]
    s.goods["eibach"] = 1
    s.track["eibach|reichelsdorf"] = "green"
    clear_unloadable(s)
    assert s.goods["reichelsdorf"] == 0 and s.goods["eibach"] == 0  # company track there
    assert s.goods["buechenbach_roth"] == 0  # every station it leaves by is a company's
    assert s.passengers["rosstal"] == {"red": 1, "green": 0}  # already in a green station


def test_an_illegal_load_is_refused():
    g = transport_table(track={O: [LINE]}, goods={"reichelsdorf": 1})
    act(g, "buy_train", O, train="1a", price=3)
    with pytest.raises(pr.IllegalAction):
        act(g, "transport", O, area="reichelsdorf", load="post", train="1a")


def takeover_table(**kw):
    return table(phase=TAKEOVERS, influence={O: {"red": 1}}, **kw)


def test_beer_stays_while_one_station_beside_its_hop_field_is_neutral():
    # Büchenbach/Roth's beer leaves by Rednitzhembach, Roth or Schwabach (red)
    g = takeover_table(track={O: [["schwabach", "rednitzhembach", "roth"]]}, goods={"buechenbach_roth": 2})
    hand_over(g, O, "red", ["schwabach", "rednitzhembach"])
    assert g.state.owners["rednitzhembach"] == ["red"] and g.state.goods["buechenbach_roth"] == 2


def test_beer_goes_back_to_the_box_when_every_station_beside_it_is_a_companys():
    g = takeover_table(track={O: [["schwabach", "rednitzhembach", "roth"]]}, goods={"buechenbach_roth": 2})
    box = g.state.box["beer"]
    hand_over(g, O, "red", ["schwabach", "rednitzhembach", "roth"])
    assert g.state.goods["buechenbach_roth"] == 0 and g.state.box["beer"] == box + 2


POST_LINE = ["schwabach", "reichelsdorf", "katzwang"]  # post in Reichelsdorf, between two stations


def test_post_goes_back_to_the_box_from_an_area_company_track_enters():
    # his branch on to Worzeldorf stays his: its post stays too
    g = takeover_table(track={O: [POST_LINE, ["katzwang", "worzeldorf"]]}, goods={"reichelsdorf": 1, "worzeldorf": 1})
    box = g.state.box["post"]
    hand_over(g, O, "red", POST_LINE)
    assert g.state.goods == {"reichelsdorf": 0, "worzeldorf": 1} and g.state.box["post"] == box + 1


def test_post_is_taken_from_an_area_his_line_passes_through():
    g = transport_table(track={O: [POST_LINE]}, goods={"reichelsdorf": 1})
    act(g, "buy_train", O, train="1a", price=3)
    act(g, "transport", O, area="reichelsdorf", load="post", train="1a")
    assert g.state.on_trains["1a"] == ["post"] and g.state.goods["reichelsdorf"] == 0


@pytest.mark.parametrize("board_id", ["wensleydale", "nuernberg"])
@pytest.mark.parametrize("extended", [False, True])
def test_stand_in_boards_put_goods_where_the_rule_book_lets_them_leave(board_id, extended):
    """Stone/beer on a hill or hop field leaves by the stations next to it (Phase 6: "eine
    Station ..., die in einem zu dem Hügel ... benachbarten Gebiet liegt"); cheese/post lies
    where track may enter."""
    b = board(board_id, extended)
    for area in b.areas.values():
        beside = {b.borders[x].other(area.id) for x in b.at[area.id]}
        if area.terrain in ("hills", "hop_field"):
            assert set(area.feeds) == {n for n in beside if b.areas[n].town}, area.id
            assert area.goods in (None, b.quarry_goods), area.id
        else:
            assert not area.feeds and area.goods in (None, b.field_goods), area.id


def test_a_passenger_rides_only_on_unbroken_own_track():
    # Katzwang borders Schwabach (red), but his two lines do not meet
    apart = [["katzwang", "kornburg"], ["schwabach", "rosstal"]]
    g = transport_table(track={O: apart}, passengers={"katzwang": {"red": 1}})
    act(g, "buy_train", O, train="1a", price=3)
    assert legal(g, "transport") == []
    g = transport_table(track={O: [*apart, ["katzwang", "schwabach"]]}, passengers={"katzwang": {"red": 1}})
    act(g, "buy_train", O, train="1a", price=3)
    assert [(a["area"], a["load"]) for a in legal(g, "transport")] == [("katzwang", "red")]


@pytest.mark.parametrize("train", sorted(train_display("2-3").trains))
def test_every_train_of_the_2_3_player_display_has_both_wagons(train):
    # Phase 6: single wagons "nur auf der Zugtableauseite für 3-4 Spieler"
    g = transport_table(
        track={O: [["schwabach", "reichelsdorf"]]},
        goods={"reichelsdorf": 1},
        passengers={"reichelsdorf": {"red": 1}},
        displays="2-3 players",
    )
    price = train_display("2-3").trains[train].price
    act(g, "buy_train", O, train=train, price=price)
    assert {a["load"] for a in legal(g, "transport") if a["train"] == train} == {"post", "red"}


# --- what the table says when a kind of move is not on offer (why nothing loads, no train) ---


def cannot(g) -> dict[str, str]:
    """The view's reasons by action type, as their message keys."""
    return {kind: m["key"] for kind, m in g.view()["cannot"].items()}


def test_richmond_scorton_and_train_1a_says_why_nothing_loads():
    # the position players met: a line Richmond (green town) to Scorton, train 1a bought; the
    # passenger in Scorton is red and no red station lies on his track
    g = transport_table(title="lttw", track={O: [["richmond", "scorton"]]}, passengers={"scorton": {"red": 1}})
    act(g, "buy_train", O, train="1a", price=3)
    assert g.active_players == [O] and legal(g, "transport") == []
    reason = g.view()["cannot"]["transport"]
    assert reason == {
        "key": "wd.transport.cannot_load.no_station",
        "args": {"player": O, "areas": ["Scorton"]},
    }
    assert "transport" in cannot(g) and "buy_train" not in cannot(g)  # he may still buy a train


def test_nothing_loads_for_want_of_a_train_track_room_or_anything_reached():
    g = transport_table(track={O: [LINE]}, passengers={"katzwang": {"red": 1}})
    assert cannot(g) == {"transport": "wd.transport.cannot_load.no_train"}
    g = transport_table(passengers={"katzwang": {"red": 1}})
    act(g, "buy_train", O, train="1a", price=3)
    assert cannot(g)["transport"] == "wd.transport.cannot_load.no_track"
    g = transport_table(track={O: [["katzwang", "kornburg"]]})
    act(g, "buy_train", O, train="1a", price=3)
    assert cannot(g)["transport"] == "wd.transport.cannot_load.nothing"
    # train 2a carries passengers only: the post his track reaches finds no room
    g = transport_table(track={O: [POST_LINE]}, goods={"reichelsdorf": 1})
    act(g, "buy_train", O, train="2a", price=3)
    reason = g.view()["cannot"]["transport"]
    assert reason["key"] == "wd.transport.cannot_load.full"
    assert reason["args"]["loads"] == [{"key": "wd.load.post", "args": {}}]


def test_no_train_to_buy_says_why():
    g = transport_table(track={O: [POST_LINE]}, goods={"reichelsdorf": 3}, influence={O: {"brown": 6}})
    for train, price in (("1a", 3), ("3a", 2), ("5a", 1)):
        act(g, "buy_train", O, train=train, price=price)
    assert cannot(g) == {"buy_train": "wd.transport.cannot_buy.three"}
    g = transport_table(track={O: [POST_LINE]}, goods={"reichelsdorf": 1}, influence={O: {"brown": 1}})
    act(g, "buy_train", O, train="5a", price=1)
    assert g.view()["cannot"]["buy_train"] == {
        "key": "wd.transport.cannot_buy.dear",
        "args": {"player": O, "price": {"key": "wd.influence.brown", "args": {"n": 2}}, "rate": 3},
    }
    assert "transport" not in cannot(g)  # the post is his to load


def test_no_reasons_outside_transport():
    g = pr.new_game("fttn", [O, B, P], seed=1)
    assert g.view()["phase"] == "auction" and g.view()["cannot"] == {}
