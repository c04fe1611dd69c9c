"""Rules of railway board games, for the browser (Pyodide) and the command line.

The public API; see the README for an example.
"""

from .api import Game, load, new_game, titles
from .errors import DamagedSave, IllegalAction, IncompatibleSave, MalformedAction, RulesBug
from .importers import export_18xx, import_18xx

__all__ = [
    "DamagedSave",
    "Game",
    "IllegalAction",
    "IncompatibleSave",
    "MalformedAction",
    "RulesBug",
    "export_18xx",
    "import_18xx",
    "load",
    "new_game",
    "titles",
]
