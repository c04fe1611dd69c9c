"""Where 18ESP's rule book (the German seed, 004) and 18xx.games part ways: every deviation 18ESP's
code and the core's can note (`State.note_deviation`, `ways.noted`, `State.deviations`), with the rule book's section
and the D or U item of docs/rules-18esp.md (Part 3: the differences, Part 2: the unclear rules),
what the rule book says as this engine plays it (docs/rules-notes.md, 18ESP), and what
18xx.games does instead. The export's description names the first one met (export18xx.py); the
differential test stops comparing there (tests/oracle/oracle18esp.py)."""

from __future__ import annotations

from ...core18xx.deviations import Deviation

DEVIATIONS: dict[str, Deviation] = {
    "director_tie": Deviation(
        "4.4 (D17)",
        "a tie for the director's certificate on a sale goes to the lowest player order card",
        "the tied player nearest the seller's left",
    ),
    "partial_repayment": Deviation(
        "5.7.2 (D15)",
        "a player repays part of his loan",
        "repays only the whole of it",
    ),
    # the core's (market_moves.py), on 18ESP's zig-zag market
    "market_edge": Deviation(
        "5.5 (D1, D2)",
        "withholding at 55 moves the price to 50, paying out at 380 to 400",
        "leaves those prices where they are",
    ),
    "export_before_floating": Deviation(
        "5.9 (D27)",
        "the bank exports a train at the end of a set of operating rounds before any corporation has floated",
        "only once one has",
    ),
    "p4_pass_beside_the_turns": Deviation(
        "3.1 P4, 6.2 (D20)",
        "P4 opens a mountain pass only as the turn's one pass",
        "also beside it",
    ),
    "p2_open_in_phase_4": Deviation(
        "3.1 P2 (D4)",
        "P2 bought in phase 4 stays open until phase 5",
        "closes it",
    ),
    "recycled_card_kept": Deviation(
        "6.2.1 (D9)",
        "a recycled card is used up by the combined train",
        "offers it again",
    ),
    "takeover_share_from_open_market": Deviation(
        "5.6 (D6)",
        "the minor's director gets his share of the major from the Open Market when the initial offer is empty",
        "gives none",
    ),
    "destination_from_any_station": Deviation(
        "6.1.1 (D28, U9)",
        "a destination is reached from the home station only",
        "from any station",
    ),
    "destination_search": Deviation(
        "6.1.1 (D38)",
        "a destination is reached at its city, past no closed mountain pass",
        "at any track of its hex, through closed passes too",
    ),
    "minor_compensation": Deviation(
        "5.6, 7 (D3)",
        "a minor closing in phase 5 pays its director nothing",
        "its price",
    ),
    "lifted_marker_paid": Deviation(
        "5.3.4 (D42)",
        "a station marker lifted by a lay goes back free",
        "charges its price again",
    ),
    "markers_stay_locked": Deviation(
        "5.3.4, 6.1 (D29, U7)",
        "every station marker opens in phase 5",
        "only those of majors floating then",
    ),
    # noted with the option too (emergency.pay_for): 18xx.games lends nothing once the director sold
    "loan_after_sales": Deviation(
        "5.7.1 (D12)",
        "a director who sold shares for a train borrows the rest",
        "lends only to one who sold nothing",
        playable=False,
    ),
    "combined_tender": Deviation(
        "6.2.1 (U12)",
        "a combined train's tender counts one stop on each map part",
        "one in all",
    ),
    "strawberry_first_run": Deviation(
        "3.1 P3 (D5)",
        "the strawberry train's first route runs through Aranjuez, to Madrid or not",
        "through Aranjuez and Madrid",
    ),
    "same_hex_twice": Deviation(
        "5.1.2 (D34)",
        "a route stops twice in one hex, as at two of Madrid's cities",
        "only in an OO hex",
    ),
    "one_leg_reading": Deviation(
        "5.4.2, 5.3.3 (D41)",
        "a route of one leg ends at a stop 18xx.games does not read from its hexes, as the town beside a mine",
        "the hex's first stop",
    ),
    "second_tile_on_mine_hex": Deviation(
        "5.3.1, 5.3.3 (D31, U26)",
        "a major's second tile on a mine hex pays 20",
        "nothing",
    ),
    "loan_interest_rounding": Deviation(
        "5.7.2, 8.1 (D33, U5)",
        "a player's second loan: the interest on what he owes is rounded up once",
        "for each loan",
    ),
    "repayment_instead_of_passing": Deviation(
        "4, 4.3, 5.7.2 (D37)",
        "a player who could repay his whole loan and had nothing to sell passed",
        "makes him repay",
    ),
    "takeover_train_limit": Deviation(
        "5.6, 5.7 (D35)",
        "a major over its train limit after a takeover gives trains up at once",
        "asks only once trains next change hands or rust",
    ),
    "strawberry_runs_at_once": Deviation(
        "3.1 P3 (D44, U17)",
        "the strawberry train runs from the operating round after phase 5 began",
        "at once, if its owner has yet to operate in that round",
    ),
    "madrid_kept_for_mz": Deviation(
        "5.3.4 (D45)",
        "a station marker goes into Madrid while MZ has yet to place its home",
        "holds MZ's home in the hex as a whole: no other marker in a one-place city there, nor in the last free place",
    ),
    "stacked_place_kept": Deviation(
        "5.3.4 (D43)",
        "MZA's home marker stacked on MZ's holds Madrid's circle alone once MZ leaves",
        "keeps MZ's place there, free",
    ),
    "madrid_place_kept": Deviation(
        "5.6 (D40)",
        "MZ's place in Madrid stays when a takeover removes its marker",
        "removes the place with it",
    ),
    "p1_on_teruel": Deviation(
        "3.1 P1 (D21)",
        "P1 takes 30 off Teruel's mine",
        "its P1 has no power there",
    ),
    "p1_lay_beside_the_tiles": Deviation(
        "3.1 P1, 5.3.1, 5.3.3 (D36)",
        "P1's lay is the turn's mine tile or one of its tile actions",
        "lays it beside them",
    ),
    "pass_after_station": Deviation(
        "5.1, 6.2 (D39)",
        "a mountain pass opened after the turn's station marker and last tile",
        "has ended the track step then",
    ),
    "lay_after_station": Deviation(
        "5.1, 6.2 (D39)",
        "a tile laid with the capital of the destination that the turn's station marker or the lay before it "
        "reached, with no other lay left",
        "has ended the track step then",
    ),
    "consent": Deviation(
        "5.6, 5.7, 5.8, 3.1 P5 (D7, D25)",
        "the other player agreed to a deal or declined it: another corporation's train, a private, a tender from "
        "P5's owner, a minor's takeover",
        "asks nobody",
    ),
}
