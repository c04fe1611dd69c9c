"""Last Train to Wensleydale and First Train to Nürnberg (Martin Wallace, Treefrog Games): one rule
set, two boards. What the titles bring (registry.py)."""

TITLES = {"lttw": "rules:LAST_TRAIN", "fttn": "rules:FIRST_TRAIN"}
ORDER = 2
BOT = "bot"
WEB = {"table": "wensleydale/table.js"}
MESSAGES = ("wd.", "ui.wd.")  # the rule set's own words, shared by both boards
