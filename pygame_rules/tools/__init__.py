"""Developer tooling, never shipped: the bench (`python -m pygame_rules bench`) and the board
positions it and the board-layer tests use. build.py leaves this folder out of the wheel (the
browser downloads everything the wheel holds); the Pyodide test run mounts it beside the
installed package. Nothing in the rules imports it."""
