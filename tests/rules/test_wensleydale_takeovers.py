"""Phase 9, Takeovers (seed 001): in player order each player may hand one unbranched line of
his own to the red or green company, two pieces per influence of that company."""

from wensleydale_table import B, O, P, act, borders, hand_over, influence, legal, table

from pygame_rules.games.wensleydale.state import TAKEOVERS


def takeovers(red: int, lines: list[list[str]], **kw):
    return table(phase=TAKEOVERS, order=[O, B, P], influence={O: {"red": red}}, track={O: lines}, **kw)


def test_an_odd_number_of_pieces_costs_the_next_whole_influence():
    line = ["schwabach", "reichelsdorf", "katzwang", "kornburg"]
    g = takeovers(2, [line])
    hand_over(g, O, "red", line, done=False)
    (done,) = legal(g, "takeover_done")
    assert (done["pieces"], done["influence"]) == (3, 2)
    g.apply(done)
    assert influence(g, O)["red"] == 0 and all(g.state.track[b] == "red" for b in borders(line))


def test_one_influence_hands_over_no_more_than_two_pieces():
    line = ["schwabach", "reichelsdorf", "katzwang", "kornburg"]
    g = takeovers(1, [line])
    hand_over(g, O, "red", line[:3], done=False)
    assert legal(g, "takeover_border") == []


def test_one_takeover_per_player_and_round():
    # two lines out of Schwabach and red influence for both: only one goes
    g = takeovers(2, [["schwabach", "rednitzhembach"], ["schwabach", "rosstal"]])
    hand_over(g, O, "red", ["schwabach", "rednitzhembach"], done=False)
    act(g, "takeover_done", O, company="red", pieces=1, influence=1)
    assert g.state.phase != TAKEOVERS and g.state.round == 2  # blue and purple had nothing
    assert g.state.track["rosstal|schwabach"] == O and influence(g, O)["red"] == 1


def test_a_passenger_in_a_station_taken_by_its_colour_goes_back_to_the_box():
    g = takeovers(1, [["schwabach", "rednitzhembach"]], passengers={"rednitzhembach": {"red": 2, "green": 1}})
    box = g.state.box["red"]
    hand_over(g, O, "red", ["schwabach", "rednitzhembach"], done=False)
    act(g, "takeover_done", O, company="red", pieces=1, influence=1)
    assert g.state.passengers["rednitzhembach"] == {"red": 0, "green": 1}
    assert g.state.box["red"] == box + 2


def test_a_company_hands_out_no_more_than_its_35_pieces():
    line = ["schwabach", "rednitzhembach", "katzwang"]
    g = takeovers(1, [line])
    g.state.pieces["red"] = 1  # 34 red pieces on the board already
    hand_over(g, O, "red", line[:2], done=False)
    assert legal(g, "takeover_border") == []
    act(g, "takeover_done", O, company="red", pieces=1, influence=1)
    assert g.state.pieces["red"] == 0 and g.state.track["katzwang|rednitzhembach"] == O


def test_the_line_handed_over_must_reach_a_station_within_what_his_influence_pays():
    # from Schwabach the next station on his line, Kornburg, is three pieces away
    line = ["schwabach", "reichelsdorf", "worzeldorf", "kornburg"]
    g = takeovers(1, [line])
    assert g.state.round == 2 and g.state.track["reichelsdorf|schwabach"] == O  # nothing to hand over
    g = takeovers(2, [line])
    assert [a["area"] for a in legal(g, "takeover_start")] == ["schwabach"]


def test_a_line_handed_over_ends_at_a_station():
    g = takeovers(1, [["schwabach", "reichelsdorf", "katzwang"]])
    hand_over(g, O, "red", ["schwabach", "reichelsdorf"], done=False)
    assert legal(g, "takeover_done") == []
