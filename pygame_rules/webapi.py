"""The one entry the browser calls: call(method, json_in) -> json_out.

JSON strings cross the boundary, never Python objects. Open games stay in this module (one
interpreter per page, in a Web Worker), keyed by the id the page chose, so a move costs one
apply, not a replay. Every answer is {"ok": true, "data": ...} or
{"ok": false, "error": {"kind": ..., "message": ..., "said": {"key": ..., "args": ...}}}: the
English message, and the same said as a message (pygame_rules/lang) for the page to render in the
player's language.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import api, bots
from .api import reason, sent, where
from .errors import IllegalAction, IncompatibleSave, MalformedAction
from .importers import export_18xx, import_18xx
from .legal import shown
from .limits import MAX_JSON_DEPTH, TooLarge, check_text
from .messages import Message

# a request wraps what it carries (a save, an export) in an object: one level more than they may have
REQUEST_DEPTH = MAX_JSON_DEPTH + 1
MAX_MESSAGE = 1000  # characters of an error message sent to the page
MAX_ARGUMENT = 200  # characters of each text in its message's arguments

_games: dict[str, api.Game] = {}


def viewer(game: api.Game, seat: Any, state: Any = None) -> str | None:
    """Who looks at the table, from the page's seat (web/seats.js): the seat's player; nobody in
    particular for a browser that only watches (""); at one screen with every seat (no seat, or
    "all"), the player to act then, as players pass the screen round. A title with hidden
    information shows each viewer his part (NAR's hidden money). A computer never sits at the
    screen: while one is to act, the people see the table as their one person does, or as
    nobody in particular when several people share the screen."""
    if isinstance(seat, dict) and seat.get("mode") == "seat" and seat.get("player") in game.players:
        return seat["player"]
    if isinstance(seat, dict) and seat.get("mode") == "watch":
        return ""
    active = game.active_players if state is None else game.title.active_players(state)
    if len(active) != 1:
        return None
    if active[0] in game.computers:
        people = [p for p in game.players if p not in game.computers]
        return people[0] if len(people) == 1 else ""
    return active[0]


def computer_to_act(game: api.Game) -> str | None:
    """The first player to act now whom a computer plays (None: people are to act, or the game
    is over)."""
    if game.finished:
        return None
    return next((p for p in game.active_players if p in game.computers), None)


def last_person_move(game: api.Game) -> int:
    """The index of the last move a person made (-1: none yet); undo goes back to it."""
    return next(
        (i for i in range(len(game.actions) - 1, -1, -1) if game.actions[i].get("player") not in game.computers), -1
    )


def session(game_id: str, game: api.Game, seat: Any = None) -> dict:
    """All the page needs to draw a game and offer its moves, as the `seat` sees it."""
    return {
        "game_id": game_id,
        "save": game.to_save(),
        "view": game.view(viewer(game, seat)),
        "legal_actions": game.legal_actions(),
        "active_players": game.active_players,
        "finished": game.finished,
        "result": game.result() if game.finished else None,
        "length": len(game.actions),
        "computers": dict(game.computers),  # {player: level}: the seats a computer plays
        "computer_to_act": computer_to_act(game),
        "last_person_move": last_person_move(game),
        # each player sees his own part now (NAR's hidden money): a screen passed round is covered
        "secrets": game.title.has_secrets(game.state),
    }


def _game(args: dict) -> tuple[str, api.Game]:
    game_id = args.get("game_id")
    if not isinstance(game_id, str) or game_id not in _games:
        raise KeyError(Message("error.no_open_game", {"id": repr(str(game_id)[:40])}))
    return game_id, _games[game_id]


def _open(game_id: Any, game: api.Game, seat: Any = None) -> dict:
    if not isinstance(game_id, str) or not game_id:
        raise MalformedAction.said("error.no_game_id")
    _games[game_id] = game
    return session(game_id, game, seat)


def m_titles(args: dict) -> Any:
    return api.titles()


def m_new_game(args: dict) -> Any:
    game = api.new_game(
        sent(args, "title"), sent(args, "players"), sent(args, "seed"), sent(args, "options"), sent(args, "computers")
    )
    return _open(args.get("game_id"), game)


def m_open(args: dict) -> Any:
    return _open(args.get("game_id"), api.load(args.get("save")), args.get("seat"))


def m_import_18xx(args: dict) -> Any:
    return _open(args.get("game_id"), import_18xx(args.get("export")))


def m_export_18xx(args: dict) -> Any:
    """The open game as an 18xx.games export (a JSON object the page offers as a file)."""
    _, game = _game(args)
    return export_18xx(game)


def m_apply(args: dict) -> Any:
    game_id, game = _game(args)
    game.apply(sent(args, "action"))
    return session(game_id, game, args.get("seat"))


def m_undo(args: dict) -> Any:
    """Take back the last move; in a game with computers, the last person's move and the
    computers' moves after it (a computer's move alone would only be played again: a computer
    plays the same move in the same position), so a person is to act again."""
    game_id, game = _game(args)
    if game.computers:
        last = last_person_move(game)
        if last < 0:
            raise IllegalAction.said("error.undo.no_person_move")
        for _ in range(len(game.actions) - last):
            game.undo()
    else:
        game.undo()
    return session(game_id, game, args.get("seat"))


class ComputerFailed(ValueError):
    """A computer player could not choose a move (a fault of its bot, not of the game)."""


def m_bot_move(args: dict) -> Any:
    """The move of the computer to act now, applied: the session after it, with the move made
    (`computer_move`) and who made it (`computer`). `length`, when given, is the number of moves
    the page saw: a computer does not move in a position the page has not seen."""
    game_id, game = _game(args)
    length = args.get("length")
    if length is not None and length != len(game.actions):
        raise IllegalAction.said("error.bot.position_changed", seen=shown(length), now=len(game.actions))
    player = computer_to_act(game)
    if player is None:
        raise IllegalAction.said("error.bot.no_computer_to_act")
    try:
        game.apply(bots.bot_move(game, player, game.computers[player]))
    except Exception as e:  # a fault of the bot, of any kind (an illegal move too): said; the game is unchanged
        raise ComputerFailed(Message("error.bot.failed", {"player": player, "reason": reason(e)})) from e
    action = game.actions[-1]
    out = session(game_id, game, args.get("seat"))
    out["computer"] = player
    out["computer_move"] = action
    return out


def m_session(args: dict) -> Any:
    """The open game again, as another seat sees it (the page's seat changed)."""
    game_id, game = _game(args)
    return session(game_id, game, args.get("seat"))


def m_history(args: dict) -> Any:
    """The table after the first `at` actions, for the history view."""
    _, game = _game(args)
    at = sent(args, "at")
    state = game.state_at(at)
    return {
        "at": at,
        "length": len(game.actions),
        "view": game.title.view(state, viewer(game, args.get("seat"), state)),
    }


def m_query(args: dict, progress: Callable[[float], None] | None = None) -> Any:
    """A question about the position now (Title.query); `progress` is the worker's callback."""
    _, game = _game(args)
    name, query_args = args.get("name"), args.get("args", {})
    if not isinstance(name, str) or not isinstance(query_args, dict):
        raise MalformedAction.said("error.query_shape")
    return game.title.query(game.state, name, query_args, progress)


def m_close(args: dict) -> Any:
    game_id = args.get("game_id")
    if isinstance(game_id, str):
        _games.pop(game_id, None)
    return None


METHODS: dict[str, Callable[[dict], Any]] = {
    "titles": m_titles,
    "new_game": m_new_game,
    "open": m_open,
    "import_18xx": m_import_18xx,
    "export_18xx": m_export_18xx,
    "apply": m_apply,
    "undo": m_undo,
    "bot_move": m_bot_move,
    "session": m_session,
    "history": m_history,
    "query": m_query,
    "close": m_close,
}
# methods that also take the progress callback
REPORTING: dict[str, Callable[[dict, Callable[[float], None] | None], Any]] = {"query": m_query}

ERROR_KINDS = (
    MalformedAction,
    IllegalAction,
    IncompatibleSave,
    ComputerFailed,
    NotImplementedError,
    KeyError,
    ValueError,
    TypeError,
)


def read_request(json_in: str) -> dict:
    """The request's arguments; a text too long or too deeply nested is refused unparsed (as a
    save would be), one that is not JSON is said to be so, and valid JSON of another shape is
    refused as such."""
    if not json_in:
        return {}
    try:
        args = json.loads(check_text(json_in, REQUEST_DEPTH))
    except TooLarge as e:
        raise IncompatibleSave.said("error.request.too_large", reason=reason(e)) from None
    except ValueError as e:
        raise MalformedAction.said("error.request.not_json", **where(e)) from None
    if not isinstance(args, dict):
        raise MalformedAction.said("error.request.not_object")
    return args


def bounded(value: Any) -> Any:
    """A message's arguments with each text cut to MAX_ARGUMENT characters (a refusal may quote a
    field of any length), nested messages and lists alike."""
    if isinstance(value, str):
        return value if len(value) <= MAX_ARGUMENT else value[: MAX_ARGUMENT - 1] + "…"
    if isinstance(value, dict):
        return {k: bounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [bounded(v) for v in value[:50]]
    return value


def call(method: str, json_in: str = "{}", progress: Callable[[float], None] | None = None) -> str:
    """`progress(fraction)`, if given, hears how far a long query has got."""
    try:
        args = read_request(json_in)
        if method not in METHODS:
            raise MalformedAction.said("error.unknown_method", method=repr(method)[:40])
        data = REPORTING[method](args, progress) if method in REPORTING else METHODS[method](args)
        out = {"ok": True, "data": data}
    except ERROR_KINDS as e:
        message = str(e.args[0] if isinstance(e, KeyError) and e.args else e)
        if len(message) > MAX_MESSAGE:  # a refusal may quote a field of any length
            message = message[: MAX_MESSAGE - 1] + "…"
        out = {"ok": False, "error": {"kind": type(e).__name__, "message": message}}
        said = e.args[0] if e.args and isinstance(e.args[0], Message) else None
        if said is not None:  # the page shows it in the player's language
            out["error"]["said"] = {"key": said.key, "args": bounded(said.args)}
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
