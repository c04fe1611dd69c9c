"""North American Railways (Peer Sylvester, Spielworxx). What the title brings (registry.py)."""

TITLES = {"nar": "rules:TITLE"}  # title id -> this package's "module:attribute" of its Title
ORDER = 1  # where the home screen lists it
BOT = "bot"  # the computer player: move(seat), determinize(state, player, rnd)
WEB = {"table": "nar/table.js"}  # its table on the page (web/; web/tables.js loads it)
