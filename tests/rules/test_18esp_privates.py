"""18ESP (seed 004) 3.1 'Beschreibung der Privatgesellschaften' and 3.2, what comes with a private
when it is bought, through the game's API: P6's 10% share (of the CRB on the Zafra a Huelva side,
of a drawn northern major on the Vasco-Navarro side), held at once, counted for the limit and
for floating, unsellable until its major has a start price; P7's director's certificate of a
drawn northern major, whose buyer sets the start price at once (70 to 90 in phase 2) and pays
nothing more; the incomes every private pays when everyone passes in the auction; the cards'
texts in pesetas; P2's train card set aside from the bank's."""

from __future__ import annotations

from g18esp_table import auction, buy, new_game, par, pass_, refused, sales, shareholders, stock_round

from pygame_rules.api import Game
from pygame_rules.games.g18esp.rules import TITLE
from pygame_rules.messages import render

INCOMES = {"P1": 5, "P2": 10, "P3": 15, "P4": 20, "P5": 10, "P6": 20, "P7": 30}


def test_p6_zafra_a_huelva_brings_a_crb_share_that_counts_but_cannot_be_sold_without_a_start_price():
    g = auction(new_game(), buyers={"P6": "Diego"})
    crb = g.state.corporations["CRB"]
    assert crb.shares.percent_of("Diego") == 10 and crb.shares.ipo == 7 and crb.par is None
    assert g.state.privates["P6"].owner == "Diego"
    assert next(p for p in g.view()["players"] if p["name"] == "Diego")["certificates"] == 3  # P4, P6, share
    assert "Diego receives a 10% share of CRB with Compañía del Ferrocarril de Zafra a Huelva." in [
        str(line) for _, line in g.state.log
    ]
    g = stock_round(g, "Diego", number=2)
    assert not sales(g, "CRB")
    sale = {"type": "sell_shares", "player": "Diego", "corporation": "CRB", "percent": 10}
    assert refused(g, sale) == "18esp.refuse.no_start_price"


def test_p6s_share_counts_for_floating_its_major():
    g = auction(new_game(), buyers={"P6": "Diego"})
    g = stock_round(g, "Bruno", number=2)
    g.state.phase = 1  # phase 3: the southern majors may start
    par(g, "Bruno", "CRB", 80)
    crb = g.state.corporations["CRB"]
    assert crb.shares.sold_percent() == 30 and not crb.floated
    g.state.seat, g.state.stock_turn = g.state.players.index("Almira"), type(g.state.stock_turn)()
    buy(g, "Almira", "CRB")
    crb = g.state.corporations["CRB"]
    assert crb.floated and crb.cash == 320
    # with a start price and once it has operated, the share sells like any other
    crb.started = True
    g.state.seat, g.state.stock_turn = g.state.players.index("Diego"), type(g.state.stock_turn)()
    assert sales(g, "CRB") == [10]


def test_p6_vasco_navarro_brings_a_share_of_the_northern_major_drawn():
    g = Game(TITLE, ["Almira", "Bruno", "Carmen"], 1, {"seated": True})
    assert (g.state.p6_card, g.state.p6_share) == ("vasco_navarro", "SFVA")
    auction(g, buyers={"P6": "Carmen"})
    sfva = g.state.corporations["SFVA"]
    assert sfva.shares.held == {"Carmen": 1} and sfva.shares.ipo == 7 and sfva.shares.director is None
    assert "Carmen receives a 10% share of SFVA with Ferrocarril Vasco-Navarro." in [
        str(line) for _, line in g.state.log
    ]


def test_p7s_buyer_takes_the_directors_certificate_and_sets_its_start_price_at_once():
    g = auction(new_game(), p7_price=None, buyers={"P7": "Bruno"})
    s, p7 = g.state, g.state.p7
    assert s.privates["P7"].owner == "Bruno" and s.corporations[p7].shares.director == "Bruno"
    assert g.active_players == ["Bruno"] and s.round == "auction" and g.view()["pending_par"] == p7
    assert {a["type"] for a in g.legal_actions()} == {"par", "end_game"}
    # 95 and 100 only from phase 3; only the buyer sets it
    assert refused(g, {"type": "par", "player": "Bruno", "corporation": p7, "price": 95}) == "18esp.refuse.start_price"
    assert refused(g, {"type": "par", "player": "Almira", "corporation": p7, "price": 70}) == "error.not_your_turn"
    cash = dict(s.cash)
    par(g, "Bruno", p7, 90)
    corp = g.state.corporations[p7]
    assert (corp.par, corp.shares.percent_of("Bruno"), corp.cash) == (90, 20, 0) and g.state.cash == cash
    assert g.view()["pending_par"] is None and g.state.round == "stock"
    assert f"Bruno sets the start price of {p7} at ₧90." in [str(line) for _, line in g.state.log]
    # nobody else may start it in the stock round: it has its start price
    assert not [a for a in g.legal_actions() if a["type"] == "par" and a["corporation"] == p7]


def test_when_everyone_passes_in_the_auction_every_private_pays_its_income():
    g = new_game()
    while g.view()["auction"]["offered"] != "P7":  # each private to the player who begins its auction
        player, auction_now = g.active_players[0], g.view()["auction"]
        if player == g.state.players[g.state.auction.starter]:
            g.apply(
                {"type": "bid", "player": player, "private": auction_now["offered"], "price": auction_now["min_bid"]}
            )
        else:
            pass_(g, player)
    cash = dict(g.state.cash)
    for _ in g.state.players:
        pass_(g, g.active_players[0])
    paid = {p: g.state.cash[p] - cash[p] for p in cash}
    owners = {pid: pv.owner for pid, pv in g.state.privates.items() if pv.owner}
    assert paid == {p: sum(INCOMES[pid] for pid, o in owners.items() if o == p) for p in cash}
    assert sum(paid.values()) == 5 + 10 + 15 + 20 + 10 + 20


def test_the_cards_texts_name_their_amounts_in_pesetas():
    g = new_game()
    about = {p["id"]: p["about"] for p in g.view()["privates"]}
    assert "₧30" in render("en", about["P1"]["key"], about["P1"]["args"])
    p5 = render("de", about["P5"]["key"], about["P5"]["args"])
    assert "₧\u00a080" in p5 and "₧\u00a020" in p5  # German writes the sign apart
    assert render("en", about["P7"]["key"], about["P7"]["args"]).count(g.state.p7) == 3


def test_p2s_train_card_is_set_aside_from_the_banks():
    s = new_game().state
    assert s.private_trains == {"P2": "2-0"} and s.depot[:2] == ["2-1", "2-2"]
    assert sum(1 for t in s.depot if t.startswith("2-")) == 10


def test_a_directors_certificate_from_p7_and_a_share_make_a_director_change_possible():
    """P7's certificate is an ordinary director's certificate: a player buying more than its
    holder takes it over (4.4)."""
    g = stock_round(new_game(), "Almira")
    p7 = g.state.p7
    shareholders(g, p7, {"Almira": 2})
    buy(g, "Almira", p7)
    corp = g.state.corporations[p7]
    assert corp.shares.director == "Almira" and corp.shares.held == {"Almira": 1, "Carmen": 2}
