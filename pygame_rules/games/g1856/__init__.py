"""1856 (Bill Dixon, Mayfair Games), on the 18xx layer. What the title brings (registry.py)."""

TITLES = {"1856": "rules:TITLE"}
ORDER = 3
BOT = "bot"
WEB = {"table": "18xx/table.js", "layer": "1856/layer.js"}  # the 18xx table with its layer
PUBLIC_STATE = True  # nothing hidden: the bot may read the state itself
EXPORTS_18XX = {"1856": "export18xx:export_game"}  # title id -> writing an 18xx.games export
IMPORTS_18XX = {"1856": "import18xx:import_game"}  # 18xx.games' title -> replaying its export
