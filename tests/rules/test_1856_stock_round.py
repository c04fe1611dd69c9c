"""1856 (seed 003), 'Aktienrunde', 'Aktienverkauf', 'Aktienkauf', 'Papierlimit': one purchase
per turn with sales before or after it, no sales in the first stock round, the price falling a
row per 10% sold, the 50% pool limit, the director's certificate and director changes, the
certificate and 60% limits and the market zones that lift them, the sold-out rise and the
priority deal at the end of the round."""

from g1856_table import (
    at_cell,
    buy,
    held_by,
    last_trains,
    new_game,
    operate,
    parred,
    pass_,
    price,
    sell,
    shareholders,
    stock_round,
    to_step,
)


def kinds_for(g, corp_id):
    return {a["type"] for a in g.legal_actions() if a.get("corporation") == corp_id}


def sales(g, corp_id):
    return [a["percent"] for a in g.legal_actions() if a["type"] == "sell_shares" and a["corporation"] == corp_id]


def holdings():
    """Max directs GT (40%: the certificate and two shares) and holds 20% of WR; Ann directs
    WR; Bob and Cy hold GT shares."""
    g = new_game()
    parred(g, "GT", 100, "Max")
    shareholders(g, "GT", {"Max": 2, "Bob": 1, "Cy": 1})
    parred(g, "WR", 90, "Ann")
    shareholders(g, "WR", {"Max": 2, "Ann": 1})
    return g


def test_a_corporation_starts_with_its_directors_certificate_bought_at_a_par_value():
    g = holdings()
    stock_round(g, "Max")
    assert {a["type"] for a in g.legal_actions() if a.get("corporation") == "CA"} == {"par"}
    assert sorted(a["price"] for a in g.legal_actions() if a.get("corporation") == "CA") == [65, 70, 75, 80, 90, 100]
    g.apply({"type": "par", "player": "Max", "corporation": "CA", "price": 90})
    ca = g.state.corporations["CA"]
    assert ca.shares.director == "Max" and ca.shares.units_of("Max") == 2 and ca.cell == (1, 4)
    assert g.state.cash["Max"] == 375 - 180 and ca.cash == 180 and ca.capitalization == "escrow"
    assert not [a for a in g.legal_actions() if a["type"] in ("buy_share", "par")]  # the turn's purchase


def test_no_shares_may_be_sold_in_the_first_stock_round():
    g = holdings()
    stock_round(g, "Max", turn=1)
    assert not [a for a in g.legal_actions() if a["type"] == "sell_shares"]
    stock_round(g, "Max", turn=2)
    assert {a["corporation"] for a in g.legal_actions() if a["type"] == "sell_shares"} == {"GT", "WR"}


def test_one_purchase_per_turn_and_sales_after_it():
    g = holdings()
    stock_round(g, "Max")
    buy(g, "Max", "GT")
    legal = g.legal_actions()
    assert not [a for a in legal if a["type"] in ("buy_share", "par")]
    assert {a["corporation"] for a in legal if a["type"] == "sell_shares"} == {"GT", "WR"}
    sell(g, "Max", "WR", 20)  # buy, then sell: allowed
    assert g.state.cash["Max"] == 375 - 100 + 2 * 90


def test_sales_before_the_purchase_close_the_selling_after_it():
    g = holdings()
    stock_round(g, "Max")
    sell(g, "Max", "WR", 10)
    buy(g, "Max", "GT")  # sell, buy, but not sell again: the turn is over
    assert g.active_players == ["Ann"]


def test_a_corporation_sold_this_round_may_not_be_bought_back_in_it():
    g = holdings()
    stock_round(g, "Max")
    sell(g, "Max", "WR", 10)
    assert "buy_share" not in kinds_for(g, "WR") and "buy_share" in kinds_for(g, "GT")


def test_each_10_percent_sold_drops_the_price_one_row():
    g = holdings()
    stock_round(g, "Max")
    assert g.state.corporations["GT"].cell == (0, 4)  # $100
    sell(g, "Max", "GT", 20)
    s = g.state
    assert s.cash["Max"] == 375 + 200 and s.corporations["GT"].shares.pool == 2
    assert s.corporations["GT"].cell == (2, 4) and price(g, "GT") == 80


def test_a_single_5_percent_cgr_share_does_not_move_the_price_three_move_it_one_row():
    g = new_game()
    s = g.state
    cgr = parred(g, "CGR", 100, "Max")
    cgr.shares.units, cgr.shares.unit_percent, cgr.shares.ipo = 20, 5, 12
    cgr.shares.held = {"Max": 6}
    s.cgr_formed = s.cgr_permanent = True  # its price moves once it has owned a permanent train
    stock_round(g, "Max")
    sell(g, "Max", "CGR", 5)
    assert cgr.cell == g.state.corporations["CGR"].cell and g.state.cash["Max"] == 375 + 100
    stock_round(g, "Max")
    sell(g, "Max", "CGR", 15)
    assert g.state.corporations["CGR"].cell == (1, 4) and g.state.cash["Max"] == 375 + 400


def cgr_held_by_max(permanent: bool, cell):
    g = new_game()
    s = g.state
    cgr = parred(g, "CGR", 100, "Max")
    cgr.cell, cgr.shares.held, cgr.shares.ipo = cell, {"Max": 2, "Ann": 2}, 4
    s.cgr_formed, s.cgr_permanent = True, permanent
    stock_round(g, "Max")
    sell(g, "Max", "CGR", 10)
    return g.state.corporations["CGR"]


def test_the_cgr_marker_stays_put_until_the_cgr_has_owned_a_permanent_train():
    assert cgr_held_by_max(False, (0, 4)).cell == (0, 4)
    assert cgr_held_by_max(True, (0, 4)).cell == (1, 4)


def test_the_cgr_never_closes_its_marker_stops_before_the_closed_zone():
    cgr = cgr_held_by_max(True, (8, 0))  # $30: below lies the closed zone
    assert cgr.cell == (8, 0) and not cgr.closed


def test_the_bank_pool_may_hold_at_most_half_of_a_corporation():
    g = holdings()
    shareholders(g, "GT", {"Max": 5, "Bob": 1}, pool=2)  # 70% and 20% in the pool
    stock_round(g, "Max")
    assert sales(g, "GT") == [10, 20, 30]
    shareholders(g, "GT", {"Max": 4, "Bob": 1}, pool=3)
    assert sales(g, "GT") == [10, 20]


def test_the_directors_certificate_never_goes_to_the_pool():
    # Max holds the certificate and one share; no one else has 20% to take it over
    g = holdings()
    shareholders(g, "GT", {"Max": 1, "Bob": 1})
    stock_round(g, "Max")
    assert sales(g, "GT") == [10]


def test_a_directors_sale_hands_the_certificate_to_the_biggest_holder_nearest_his_left():
    g = holdings()
    shareholders(g, "GT", {"Max": 2, "Ann": 1, "Bob": 2, "Cy": 2})
    stock_round(g, "Max")
    sell(g, "Max", "GT", 30)  # Max keeps 10%: Bob and Cy tie with 20%, Bob sits nearer Max's left
    shares = g.state.corporations["GT"].shares
    assert shares.director == "Bob" and shares.units_of("Bob") == 2 and shares.held == {"Max": 1, "Ann": 1, "Cy": 2}
    assert g.state.cash["Max"] == 375 + 300 and shares.pool == 3


def test_a_buyer_with_more_shares_than_the_director_becomes_director():
    g = holdings()
    shareholders(g, "GT", {"Bob": 1})
    parred(g, "CV", 100, "Bob")
    stock_round(g, "Bob")
    buy(g, "Bob", "GT")  # 20% like the director Max: no change
    assert g.state.corporations["GT"].shares.director == "Max"
    stock_round(g, "Bob")
    buy(g, "Bob", "GT")  # 30%
    shares = g.state.corporations["GT"].shares
    assert shares.director == "Bob" and shares.units_of("Bob") == 3 and shares.held == {"Max": 2, "Bob": 1}
    assert shares.ipo == 5


def full_hand(privates=("FT", "WSRC")):
    """Max holds 16 certificates, the limit with four players: 60% of GT and of WR, 50% of CV
    (the director's certificate counts one) and two privates."""
    g = new_game()
    for corp_id, shares in (("GT", 4), ("WR", 4), ("CV", 3)):
        parred(g, corp_id, 100, "Max")
        shareholders(g, corp_id, {"Max": shares})
    for private in privates:
        held_by(g, private, "Max")
    g.state.cash["Max"] = 1000
    return g


def test_at_the_certificate_limit_only_shares_in_the_yellow_and_brown_zones_may_be_bought():
    g = full_hand()
    parred(g, "CA", 65, "Ann")
    parred(g, "GW", 65, "Ann")
    stock_round(g, "Max")
    assert not [a for a in g.legal_actions() if a["type"] in ("buy_share", "par")]
    at_cell(g.state.corporations["CA"], 50)  # yellow zone: its shares do not count
    at_cell(g.state.corporations["GW"], 40)  # brown zone
    assert {a["corporation"] for a in g.legal_actions() if a["type"] == "buy_share"} == {"CA", "GW"}
    buy(g, "Max", "CA")
    assert g.state.corporations["CA"].shares.units_of("Max") == 1


def test_a_5_percent_cgr_share_counts_half_a_certificate():
    g = full_hand(privates=("FT",))  # 15 certificates
    cgr = parred(g, "CGR", 100, "Ann")
    cgr.shares.units, cgr.shares.unit_percent, cgr.shares.ipo = 20, 5, 17
    cgr.shares.held = {"Max": 1}  # 15.5 certificates
    g.state.cgr_formed = True
    for corp_id in ("BBG", "CA", "CPR", "LPS"):  # eight corporations left: the limit stays 16
        g.state.corporations[corp_id].closed = True
    stock_round(g, "Max")
    assert {a["corporation"] for a in g.legal_actions() if a["type"] == "buy_share"} == {"CGR"}
    buy(g, "Max", "CGR")
    assert g.state.cash["Max"] == 1000 - 100 and g.state.corporations["CGR"].shares.held == {"Max": 2}


def test_after_the_cgr_formed_the_limit_follows_the_corporations_left():
    # seed 003, 'CGR': five players, the CGR formed from CV, BBG, LPS, GT and TGB: seven
    # corporations are left and the limit drops from 13 to 11
    g = new_game(["Max", "Ann", "Bob", "Cy", "Di"])
    assert g.view()["certificate_limit"] == 13
    g.state.phase = 4  # the first 6-train
    g.state.cgr_formed = True
    for corp_id in ("CV", "BBG", "LPS", "GT", "TGB"):
        g.state.corporations[corp_id].closed = True
    assert g.view()["certificate_limit"] == 11


def six_train_without_cgr(**options):
    g = new_game(**options)
    last_trains(g, "6", left=2)
    operate(g, "GT", cash=700)
    to_step(g, "trains")
    g.apply({"type": "buy_train", "player": "Max", "corporation": "GT", "train": "6-0", "price": 700})
    assert not g.state.cgr_formed and g.state.cgr is None  # no loans: no CGR
    return g


def test_the_second_limit_applies_from_the_first_6_train_even_without_the_cgr():
    # seed 003 'Papierlimit': "Nach dem Kauf der ersten Sechserlok hängt das Papierlimit von der
    # Zahl der Spieler und der Zahl der Gesellschaften ab": eleven corporations, four players
    assert six_train_without_cgr().view()["certificate_limit"] == 22


def test_as_18xx_games_the_limit_changes_only_with_the_cgr_and_resets_when_one_closes():
    # option as_18xx_games (docs/rules-notes.md): 18xx.games switches tables only when the CGR
    # forms, and a corporation closing later brings back the first table
    assert six_train_without_cgr(as_18xx_games=True).view()["certificate_limit"] == 16
    g = new_game(["Max", "Ann", "Bob", "Cy", "Di"], as_18xx_games=True)
    g.state.cert_limit_18xx = 11  # as set when the CGR formed from five corporations
    assert g.view()["certificate_limit"] == 11
    from pygame_rules.core18xx.closing import close_corporation

    close_corporation(g.state, g.state.corporations["WR"])
    assert g.view()["certificate_limit"] == 13


def test_a_player_over_the_certificate_limit_must_sell_first():
    g = full_hand(privates=("FT", "WSRC", "TCC"))  # 17 certificates
    stock_round(g, "Max")
    assert {a["type"] for a in g.legal_actions()} == {"sell_shares", "end_game"}
    sell(g, "Max", "CV", 10)
    assert "pass" in {a["type"] for a in g.legal_actions()}


def test_sixty_percent_of_a_corporation_at_most_unless_its_marker_is_in_the_brown_zone():
    g = full_hand(privates=("FT",))  # 15 certificates: one more may be bought
    stock_round(g, "Max")
    assert {a["corporation"] for a in g.legal_actions() if a["type"] == "buy_share"} == {"CV"}
    at_cell(g.state.corporations["GT"], 40)
    assert {a["corporation"] for a in g.legal_actions() if a["type"] == "buy_share"} == {"CV", "GT"}
    buy(g, "Max", "GT")
    assert g.state.corporations["GT"].shares.percent_of("Max") == 70
    stock_round(g, "Max")
    g.state.corporations["GT"].cell = (0, 4)  # out of the brown zone: above 60% he must sell
    assert {a["type"] for a in g.legal_actions()} == {"sell_shares", "end_game"}


def test_sold_out_corporations_rise_a_row_when_the_round_ends_and_priority_goes_left_of_the_last_to_act():
    g = holdings()
    shareholders(g, "GT", {"Max": 2, "Ann": 2, "Bob": 2, "Cy": 2})  # all with the players
    shareholders(g, "WR", {"Max": 2, "Ann": 3})  # shares left in the initial offer
    g.state.corporations["GT"].cell = (1, 4)  # $90
    parred(g, "CV", 100, "Cy")
    stock_round(g, "Ann")
    pass_(g)  # Ann
    pass_(g)  # Bob
    buy(g, "Cy", "CV")  # the last to buy or sell
    while g.state.round == "stock":
        pass_(g)
    s = g.state
    assert s.round == "operating" and s.priority == 0  # Max, left of Cy
    assert s.corporations["GT"].cell == (0, 4) and price(g, "GT") == 100  # up a row
    assert price(g, "WR") == 90
