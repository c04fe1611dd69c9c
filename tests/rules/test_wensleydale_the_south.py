"""The South (seed 001, Phase 5: "Aus dem 'The South' genannten Gebiet kann nur heraus gebaut
werden, aber nie dort hinein"; its area is printed red). Read as a red company town that no line
may enter: lines start there for one red influence, and it is a red station for passengers and
takeovers (docs/rules-notes.md)."""

from wensleydale_table import O, act, borders, build, hand_over, influence, legal, new, table

from pygame_rules.games.wensleydale.state import TAKEOVERS, TRANSPORT


def test_a_line_out_of_the_south_costs_one_red_influence():
    g = table("lttw", cubes={O: 5}, influence={O: {"red": 1}})
    assert "the_south" in {a["area"] for a in legal(g, "build_start")}
    build(g, O, ["the_south", "gargrave"])
    assert influence(g, O)["red"] == 0 and g.state.cubes[O] == 5 - 1
    assert g.state.track["gargrave|the_south"] == O


def test_without_red_influence_no_line_starts_in_the_south():
    g = table("lttw", cubes={O: 5}, influence={O: {"green": 1}})
    assert "the_south" not in {a["area"] for a in legal(g, "build_start")}


def test_no_line_enters_the_south_not_even_from_own_track_beside_it():
    g = table("lttw", cubes={O: 9}, influence={O: {"red": 2}}, track={O: [["skipton", "gargrave"]]}, round_=2)
    act(g, "build_start", O, area="gargrave")
    assert "the_south" not in {a["to"] for a in legal(g, "build_border")}


def test_a_red_passenger_rides_to_the_south_on_own_track():
    # Pateley Bridge is a neutral station; only The South, at the other end of his line, is red
    g = table(
        "lttw",
        phase=TRANSPORT,
        influence={O: {"brown": 3}},
        track={O: [["the_south", "pateley_bridge"]]},
        passengers={"pateley_bridge": {"red": 1, "green": 1}},
        the_south="extended",
    )
    act(g, "buy_train", O, train="1a", price=3)
    assert [(a["area"], a["load"]) for a in legal(g, "transport")] == [("pateley_bridge", "red")]
    act(g, "transport", O, area="pateley_bridge", load="red", train="1a")
    # nothing left to do: the phase ends and the passenger is scored and kept for the sets
    assert g.state.loads[O]["red"] == 1 and g.state.passengers["pateley_bridge"]["red"] == 0


def test_a_line_out_of_the_south_may_be_handed_to_the_red_company():
    line = ["the_south", "gargrave", "hellifield"]
    g = table("lttw", phase=TAKEOVERS, influence={O: {"red": 1}}, track={O: [line]})
    assert {(a["company"], a["area"]) for a in legal(g, "takeover_start")} == {
        ("red", "the_south"),
        ("red", "hellifield"),
    }
    hand_over(g, O, "red", line)
    assert all(g.state.track[b] == "red" for b in borders(line))
    assert influence(g, O)["red"] == 0 and g.state.pieces["red"] == 35 - 2


def test_the_table_draws_the_extension_only_when_it_is_played():
    def drawn(**options):
        return {(b["a"], b["b"]) for b in new("lttw", 3, **options).view()["board"]["borders"]}

    extension = {("the_south", "burnsall"), ("the_south", "hellifield"), ("the_south", "pateley_bridge")}
    assert extension <= drawn(the_south="extended")
    assert not extension & drawn()
