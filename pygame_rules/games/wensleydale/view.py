"""The public picture of a game for the table: everything on the table is open."""

from __future__ import annotations

from functools import cache

from ...game_log import log_view
from ...messages import render
from . import auction, scoring, track_building, transport
from .components import COMPANIES, INFLUENCE, Area, Board, Border, board
from .state import PROFIT, PROFIT_RANGE, TRANSPORT, State


@cache
def static_board(board_id: str, extended: bool) -> dict:
    """What never changes: the map's areas, borders and rivers."""
    b = board(board_id, extended)
    return {
        "id": b.id,
        "name": b.name,
        "size": list(b.size),
        "goods": {"quarry": b.quarry_goods, "field": b.field_goods},
        "companies": dict(b.company_names),
        "areas": [_area(a) for a in b.areas.values()],
        "borders": [_border(b, x) for x in b.borders.values()],
        "rivers": [dict(r) for r in b.rivers],
        "first_connection": [list(s) for s in b.first_connection] if b.first_connection else None,
    }


def _area(a: Area) -> dict:
    out = {"id": a.id, "name": a.name, "x": a.x, "y": a.y, "terrain": a.terrain}
    out.update(
        {
            k: v
            for k, v in (
                ("town", a.town),
                ("company", a.company),
                ("goods", a.goods),
                ("feeds", list(a.feeds)),
                ("build_out_only", a.build_out_only),
            )
            if v
        }
    )
    return out


def _border(b: Board, x: Border) -> dict:
    out = {"id": x.id, "a": x.a, "b": x.b, "points": track_building.border_points(b, x.id)}
    out.update({k: True for k in ("river", "no_track") if getattr(x, k)})
    return out


def stacks(state: State, track: str) -> list[dict]:
    """The markers on each occupied space, the top of each stack first."""
    spaces: dict[int, list[str]] = {}
    for p in state.ranked(track):
        spaces.setdefault(state.tracks[track][p], []).append(p)
    return [{"position": pos, "stack": players} for pos, players in sorted(spaces.items())]


def view(state: State, active: list[str], result: dict | None) -> dict:
    display = state.display
    areas = {}
    for area_id in state.board.areas:
        here = {
            "landowners": state.landowners.get(area_id, 0),
            "passengers": {c: n for c, n in state.passengers.get(area_id, {}).items() if n},
            "goods": state.goods.get(area_id, 0),
            "companies": list(state.owners.get(area_id, [])),
        }
        if any(here.values()):
            areas[area_id] = here
    return {
        "title": "lttw" if state.board_id == "wensleydale" else "fttn",
        "board": static_board(state.board_id, state.extended),
        "side": state.side,
        "train_side": state.train_side,
        "round": state.round,
        "rounds": state.rounds,
        "phase": state.phase,
        "phase_name": render("en", f"ui.wd.phase.{state.phase}"),  # the page says it as ui.wd.phase.<phase>
        "active_players": active,
        "player_order": list(state.order),
        "build_order": list(state.build_order),
        "train_order": list(state.train_order),
        "players": [
            {
                "name": p,
                "seat": state.players.index(p),
                "cubes": state.cubes[p],
                "supply": state.supply[p],
                "pieces": state.pieces[p],
                "influence": {c: state.tracks[c][p] for c in INFLUENCE},
                "profit": state.tracks[PROFIT][p],
                "vp": state.vp[p],
                "loads": dict(state.loads[p]),
                "sets": scoring.full_sets(state, p),
                "bids": auction.bids_placed(state, p),
                "passed": p in state.passed,
            }
            for p in state.players
        ],
        "influence_tracks": {c: stacks(state, c) for c in INFLUENCE},
        "influence_top": display.track_top,
        "profit_track": stacks(state, PROFIT),
        "profit_range": list(PROFIT_RANGE),
        "influence_fields": [
            {
                "number": f.number,
                "row": f.row,
                "min_bid": auction.MIN_BID[f.row],
                "printed": list(f.printed),
                "drawn": drawn,
                "bid": {"player": b[0], "cubes": b[1]} if b else None,
            }
            for f, drawn, b in zip(display.fields, state.drawn, state.bids)
        ],
        "bag": dict(state.bag),
        "trains": [
            {
                "id": t.id,
                "row": t.row,
                "price": t.price,
                "passengers": t.passengers,
                "goods": t.goods,
                "owner": state.trains.get(t.id),
                "loads": list(state.on_trains.get(t.id, [])),
            }
            for t in state.train_display.trains.values()
        ],
        "first_class": state.train_display.first_class,
        "areas": areas,
        "track": dict(state.track),
        "company_pieces": {c: state.pieces[c] for c in COMPANIES},
        "build": _line(state.build),
        "takeover": _line(state.takeover, company=state.takeover.company if state.takeover else None),
        "payment": {"player": state.payment.player, "points": state.payment.points, "purpose": state.payment.purpose}
        if state.payment
        else None,
        # why the player on turn can make no move of a kind (transport: nothing to load, no train to buy)
        "cannot": transport.cannot(state, active[0]) if state.phase == TRANSPORT and not state.payment else {},
        "connection_bonus": state.connection_bonus,
        "final": state.final or None,
        **log_view(state.log),
        "stand_in": " ".join(n for n in (state.board.stand_in, display.stand_in, state.train_display.stand_in) if n)
        or None,
        "step": state.step,
        "result": result,
    }


def _line(line, **extra) -> dict | None:
    if line is None:
        return None
    return {"player": line.player, "areas": list(line.areas), "borders": list(line.borders), **extra}
