"""The public picture of an 1856 game for the table: core18xx's game view with 1856's own parts
(capitalization and escrow, destinations with their places' names, loans and their limit, rights,
the port, the W&S, lifted markers, the CGR, the auction, players' values)."""

from __future__ import annotations

from dataclasses import asdict

from ...core18xx import roster
from ...core18xx.board import BoardDef
from ...core18xx.game_view import game_view
from ...messages import Message
from . import board, loans
from .data import CGR, data
from .results import values


def corporation_info(state, corp) -> dict:
    """What 1856's data says of a corporation (name, colours, its destination)."""
    info = data().cgr if corp.id == CGR else data().corporations[corp.id]
    dest = None
    if corp.id != CGR:
        key = "alternate_destination" if state.options.get("alternate_destinations") else "destination"
        dest = destination_view(state.board.board, info[key])
    return {"name": info["name"], "color": info["color"], "text_color": info["text_color"], "destination": dest}


def destination_view(board: BoardDef, dest: dict) -> dict:
    """A destination with its places by name ('from_name', 'to_names': one name per place, so the
    two hexes of the Canadian West are one)."""
    return {
        **dest,
        "from_name": place_name(board, dest["from"]),
        "to_names": list(dict.fromkeys(place_name(board, c) for c in dest["to"])),
    }


def place_name(board: BoardDef, coord: str) -> str:
    """A hex's printed name, else the area its off-board belongs to (N1: the Canadian West),
    else its coordinate."""
    hexdef = board.hexes[coord]
    groups = [g for stop in hexdef.face.stops.values() for g in stop.groups]
    return hexdef.name or (groups[0] if groups else coord)


def private_info(state, pid: str) -> dict:
    """What the data says of a private; its power as a message ("about") beside the English."""
    p = data().privates[pid]
    return {**{k: p[k] for k in ("name", "price", "income", "description", "blocks")}, "about": about(pid)}


def about(pid: str) -> dict:
    power = data().privates[pid]["power"] or {}
    args = {"bonus": power["bonus"]} if "bonus" in power else {}
    if power.get("kind") == "right":
        args["price"] = data().meta["right_price"]
    return Message(f"1856.private_about.{pid}", args).to_json()


def view(state, active: list[str], result: dict | None) -> dict:
    d = data()
    out = game_view(state, active, result)
    worth = values(state)
    for player in out["players"]:
        player["value"] = worth[player["name"]]
    for corp_view, corp in zip(out["corporations"], state.corporations.values(), strict=True):
        corp_view.update(
            capitalization=corp.capitalization,
            escrow=corp.escrow,
            destinated=corp.destinated,
            loans=corp.loans,
            loan_limit=None if corp.id == CGR else loans.maximum(corp),
            rights=list(corp.rights),
        )
    out["phase"]["loans"] = roster.phase(state)["loans"]
    return {
        "title": "1856",
        **out,
        "operating_percent": state.operating_percent,
        "new_capitalization": state.new_capitalization,
        "auction": asdict(state.auction) if state.round == "auction" else None,
        "loans_left": state.loans_left,
        "loan_terms": d.meta["loans"],
        "port": list(state.port) if state.port else None,
        "powers_used": list(state.powers_used),
        "lifted_markers": [{"corporation": c, "hex": h} for c, h in state.pending_tokens],
        "right_tokens": dict(state.right_tokens),
        "cgr": {
            "formed": state.cgr_formed,
            "permanent_train": state.cgr_permanent,
            "half_director": state.cgr_half_director,
            "formation": asdict(state.cgr) if state.cgr else None,
            "train_limit": d.cgr["train_limit"],
        },
        "map": board.view(state),
    }
