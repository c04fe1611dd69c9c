"""Race to 10, a title that exists only for the tests: it shows that a title is one folder that
declares what it brings. Named in PYGAME_RULES_TITLES (tests/conftest.py), it is in titles(), in
the conformance suite and, built in with `python3 build.py build --title tests/titles/race`, on
the page, with no edit anywhere else."""

TITLES = {"race": "rules:TITLE"}
ORDER = 99
WEB = {"table": "table-generic.js"}  # the plain table every title may use
