"""18ESP (18España, Leonhard Orgler and Enrique Trigueros), on the 18xx layer. What the title
brings (registry.py)."""

TITLES = {"18esp": "rules:TITLE"}
ORDER = 4
BOT = "bot"
WEB = {"table": "18xx/table.js", "layer": "18esp/layer.js"}
PUBLIC_STATE = True
EXPORTS_18XX = {"18esp": "export18xx:export_game"}
IMPORTS_18XX = {"18ESP": "import18xx:import_game"}
