"""Where 1856's rule book (the German seed, 003) and 18xx.games part ways: every deviation 1856's
code and the core's can note (`State.note_deviation`, `ways.noted`, `State.deviations`), with the rule book's section
as docs/rules-notes.md names it ("Playing as 18xx.games does"), what the rule book says as this
engine plays it, and what 18xx.games does instead. The export's description names the first one
met (export18xx.py); the differential test stops comparing there (tests/oracle/oracle.py)."""

from __future__ import annotations

from ...core18xx.deviations import Deviation

DEVIATIONS: dict[str, Deviation] = {
    "closed_trains": Deviation(
        "'Closed-Bereich'",
        "a closing corporation's trains go to the bank pool",
        "takes them out of the game",
    ),
    "interest_at_turn_end": Deviation(
        "'Zinsen'",
        "a corporation pays interest although no decision followed its run",
        "collects it with the corporation's next action only, so a turn without one pays none",
    ),
    "wsrc_stays_open": Deviation(
        "the Waterloo & Saugeen's card",
        "the Waterloo & Saugeen closes after its free station was placed as a regular one",
        "keeps it open when the power was used this way",
    ),
    "cgr_below_market": Deviation(
        "'Closed-Bereich' (the CGR's marker stays one cell before it)",
        "the CGR's marker stays where the market has no cell below it",
        "fails on the move",
        playable=False,
    ),
    "debt_after_closing": Deviation(
        "'Bankrott'",
        "a director still in debt for his closed corporation goes on selling or is bankrupt",
        "ends his forced sales in debt and lets him play on with negative cash",
        playable=False,
    ),
    "certificate_limit": Deviation(
        "'Papierlimit'",
        "the certificate limit follows the corporations in play from the first 6-train on",
        "takes the second table only when the CGR forms, counted then, and returns to the first whenever a "
        "corporation closes later",
    ),
    "cgr_ends_round": Deviation(
        "'Gründung der CGR'",
        "the CGR forms as the operating round ends and its director settles its stations and trains at once",
        "keeps every station and discards later",
    ),
    "cgr_asked_again": Deviation(
        "'Gründung der CGR'",
        "the CGR's director is not asked again about trains that may go after the formation",
        "keeps the question open until he has answered it, asking it in a later operating round as soon as "
        "the CGR holds a train that may go",
    ),
    "discards_after_dividend": Deviation(
        "'Loklimit'",
        "corporations over their train limit after the CGR's formation discard at once",
        "asks only after the next corporation's dividend where the corporation whose turn it was merged and "
        "the next one has begun its turn",
    ),
    "closed_in_formation": Deviation(
        "'Gründung der CGR'",
        "a corporation that closed during the CGR's formation is no longer asked to merge",
        "asks the closed corporation, which nobody directs",
        playable=False,
    ),
    "false_director_sells": Deviation(
        "'Bankrott'",
        "the CGR's half-paid director who cannot buy the second half is bankrupt",
        "lets him sell his director's certificate as a single share",
        playable=False,
    ),
    "false_director_keeps_cash": Deviation(
        "'Gründung der CGR', 'Zwangsverkauf'",
        "the CGR's half-paid director who cannot raise the second half in a stock round gives his cash to the "
        "bank as he goes bankrupt",
        "ends the game there and leaves him his cash",
    ),
    "directorship_guarded": Deviation(
        "'Zwangsverkauf'",
        "a director in a forced sale never hands on the directorship of the corporation he pays for",
        "guards it only in the action after the payment fell due",
    ),
    "bankrupt_settles_loans": Deviation(
        "'Bankrott'",
        "the game ends at a bankruptcy before the corporation repays loans above its limit",
        "has its director, maybe a new one, repay them first",
    ),
    # the core's (cached_graph.py): with the option the station step is played on 18xx.games' old
    # map; a tile lay that map would refuse is only noted
    "stale_graph": Deviation(
        "'Gleisbau', 'Bahnhöfe'",
        "a station or track follows the map as it is now",
        "still sees markers that left (or not those that came) since its last tile lay or station",
    ),
}
