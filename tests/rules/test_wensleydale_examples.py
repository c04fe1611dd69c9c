"""The rule book's worked examples (seed 001), played through the public API."""

from wensleydale_table import B, O, P, act, borders, build, influence, legal, new, table

from pygame_rules.games.wensleydale.state import TAKEOVERS, TRANSPORT


def test_bidding_example_fields_credited_in_order_and_stacked():
    # Phase 3, 2-3 player display: in step 2 orange outbids purple with three cubes; purple at
    # last wins field 6 with two. Blue gains 1 white, 3 green (choosing green for the
    # red-or-green marker) and 2 brown; orange's second brown comes from field 5, after blue's
    # field 4, so blue's marker lies under orange's.
    g = new("fttn", 3, displays="2-3 players")
    s = g.state
    s.order = [O, B, P]
    s.drawn = ["red", "green", "white", "brown", "white", "white"]
    for player, field, cubes in [
        (O, 1, 3),
        (B, 2, 2),
        (P, 4, 2),  # step 1
        (O, 4, 3),
        (B, 4, 4),
        (P, 3, 3),  # step 2: orange outbids purple, blue outbids orange
        (O, 5, 3),
        (P, 6, 2),  # step 3: blue, with two bids out, is skipped
    ]:
        assert g.active_players == [player]
        act(g, "bid", player, field=field, cubes=cubes)
    assert g.active_players == [B]  # field 2's red-or-green marker: blue chooses
    act(g, "choose_influence", B, field=2, colour="green")
    assert influence(g, B) == {"white": 2, "brown": 4, "red": 1, "green": 4}
    assert influence(g, O) == {"white": 3, "brown": 4, "red": 4, "green": 2}
    brown_4 = next(x for x in g.view()["influence_tracks"]["brown"] if x["position"] == 4)
    assert brown_4["stack"] == [O, B]
    s = g.state
    assert s.train_order[:2] == [O, B]
    # the cubes bid go back to the supplies: 12 taken, 6 bid by orange
    assert (s.cubes[O], s.supply[O]) == (6, 9)
    assert (s.cubes[P], s.supply[P]) == (7, 8)


def test_orange_builds_from_nuernberg_sued_paying_green_and_white():
    # Phase 5: his line starts in Nürnberg Süd, a green town (1 green influence), and enters an
    # area with two landowners (2 white); the build points are paid in cubes.
    g = table(cubes={O: 10}, influence={O: {"white": 2, "green": 1}}, landowners={"stein": 2})
    line = ["nuernberg_sued", "stein", "oberasbach"]
    build(g, O, line)
    assert influence(g, O) == {"white": 0, "brown": 0, "red": 0, "green": 0}
    assert g.state.cubes[O] == 10 - 3  # 2 across the Rednitz, 1 on to Oberasbach
    assert "stein" not in g.state.landowners
    assert all(g.state.track[b] == O for b in borders(line))


def test_nuernberg_fuerth_bonus_orange_5_blue_3_purple_6():
    # Orange's line from Nürnberg Süd (his shorter connection: his older track from Nürnberg
    # Nord is longer) joins Roßtal, from where blue's track and a red company piece, and
    # purple's track and another red piece, lead on to Fürth. The red company scores nothing.
    g = table(
        cubes={O: 10},
        influence={O: {"green": 1}},
        track={
            O: [["nuernberg_nord", "ziegelstein", "moegeldorf", "worzeldorf"]],
            B: [["rosstal", "ammerndorf", "cadolzburg", "atzenhof"]],
            P: [["rosstal", "grosshabersdorf", "langenzenn", "siegelsdorf", "veitsbronn", "obermichelbach", "vach"]],
            "red": [["atzenhof", "fuerth"], ["vach", "fuerth"]],
        },
    )
    build(g, O, ["nuernberg_sued", "eibach", "worzeldorf", "reichelsdorf", "oberasbach", "rosstal"])
    assert g.state.connection_bonus == {O: 5, B: 3, P: 6}
    assert g.state.vp == {O: 5, B: 3, P: 6}


def test_the_bonus_is_scored_only_the_first_time():
    g = table(
        cubes={O: 10, B: 10},
        influence={O: {"green": 1}, B: {"green": 2}},
        order=[O, B],
        track={O: [["fuerth", "gebersdorf"]]},
    )
    build(g, O, ["nuernberg_sued", "stein", "gebersdorf"])
    assert g.state.vp[O] == 3
    build(g, B, ["nuernberg_nord", "poppenreuth", "fuerth"])
    assert g.state.vp == {O: 3, B: 0, P: 0}


def test_orange_transport_and_scoring_example():
    # Phases 6 and 7 on the 2-3 player train display: in nine actions orange buys two trains
    # and loads three passengers (second class: 2 VP each) and four goods (two post, two
    # beer). 6 + 4 = 10 VP; profit 3 + 2 + 2 * 2 = 9 less 8 track pieces: +1.
    g = table(
        phase=TRANSPORT,
        displays="2-3 players",
        influence={O: {"brown": 3}},
        track={
            O: [
                ["schwabach", "rednitzhembach", "katzwang", "reichelsdorf", "eibach", "nuernberg_sued"],
                ["reichelsdorf", "stein", "oberasbach", "rosstal"],
            ]
        },
        passengers={"katzwang": {"red": 1}, "stein": {"green": 1}, "rosstal": {"red": 1}},
        goods={"reichelsdorf": 1, "eibach": 1, "buechenbach_roth": 1, "kammerstein": 1},
    )
    assert len(g.state.own_borders(O)) == 8
    act(g, "buy_train", O, train="3a", price=2)  # 3 passenger seats, 1 goods place
    act(g, "buy_train", O, train="5b", price=1)  # 1 seat, 3 goods places
    loads = [
        ("katzwang", "red", "3a"),
        ("stein", "green", "3a"),
        ("rosstal", "red", "3a"),
        ("reichelsdorf", "post", "3a"),
        ("eibach", "post", "5b"),
        ("buechenbach_roth", "beer", "5b"),
        ("kammerstein", "beer", "5b"),
    ]
    for area, load, train in loads:
        act(g, "transport", O, area=area, load=load, train=train)
    assert len(g.actions) == 9  # then he has nothing left to do and passes
    s = g.state
    assert s.vp[O] == 10
    assert s.tracks["profit"][O] == 1
    assert s.loads[O] == {"beer": 2, "post": 2, "red": 2, "green": 1}
    assert s.trains == {} and s.round == 2  # locomotives back, loads kept


LINE = ["erlangen", "eltersdorf", "grossgruendlach", "vach", "obermichelbach", "atzenhof", "fuerth"]


def takeover_example():
    return table(
        phase=TAKEOVERS,
        order=[O, B, P],
        influence={O: {"red": 3, "green": 2}},
        track={O: [LINE, ["grossgruendlach", "boxdorf"]]},
        goods={"boxdorf": 1},
    )


def test_takeover_example_six_pieces_for_three_red_only_two_to_green():
    # Phase 9: orange's line of six pieces runs from Erlangen (red) to Fürth (green); the
    # nearest station to Fürth is Obermichelbach, two pieces away, the next one Erlangen. He has
    # three red and two green influence. His branch to the post in Boxdorf ends at no station.
    g = takeover_example()
    starts = {(a["company"], a["area"]) for a in legal(g, "takeover_start")}
    assert starts == {("red", "erlangen"), ("green", "fuerth")}
    act(g, "takeover_start", O, company="green", area="fuerth")
    for b, to in zip(borders(LINE[::-1]), ["atzenhof", "obermichelbach"]):
        act(g, "takeover_border", O, border=b, to=to)
    assert legal(g, "takeover_border") == []  # the next station is out of reach
    assert legal(g, "takeover_done") == [
        {"type": "takeover_done", "player": O, "company": "green", "pieces": 2, "influence": 1}
    ]

    g = takeover_example()
    act(g, "takeover_start", O, company="red", area="erlangen")
    for b, to in zip(borders(LINE), LINE[1:]):
        assert "boxdorf|grossgruendlach" not in {a["border"] for a in legal(g, "takeover_border")}
        act(g, "takeover_border", O, border=b, to=to)
    act(g, "takeover_done", O, company="red", pieces=6, influence=3)
    s = g.state
    assert all(s.track[b] == "red" for b in borders(LINE))
    assert s.tracks["red"][O] == 0 and s.pieces[O] == 15 - 1
    assert s.owners["obermichelbach"] == ["red"]
    assert s.owners["fuerth"] == ["green", "red"]  # now it belongs to both
    assert s.goods == {"boxdorf": 1}  # the branch stays his, and its post


def test_station_of_both_companies_costs_red_and_green():
    g = table(cubes={O: 5}, influence={O: {"red": 1, "green": 1}})
    g.state.owners["fuerth"] = ["green", "red"]
    (step,) = [a for a in legal(g, "build_start") if a["area"] == "fuerth"]
    g.apply(step)
    costs = {a["to"]: a["cost"] for a in legal(g, "build_border")}
    assert costs["zirndorf"] == {"points": 1, "white": 0, "red": 1, "green": 1}


def test_each_player_scores_his_shortest_connection_that_holds_his_track():
    # Blue's build joins Nürnberg Süd to Fürth twice: on through red track (2 pieces) and on
    # through orange's track (3 pieces); orange's shortest connection is the longer one
    g = table(
        order=[B, O, P],
        cubes={B: 5},
        influence={B: {"green": 1}},
        track={O: [["gebersdorf", "zirndorf", "fuerth"]], "red": [["gebersdorf", "fuerth"]]},
    )
    build(g, B, ["nuernberg_sued", "gebersdorf"])
    assert g.state.connection_bonus == {O: 2, B: 1, P: 0}
