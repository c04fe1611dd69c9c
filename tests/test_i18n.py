"""Every sentence a player sees has a key in every language (docs/i18n.md).

- the rules: a log line is said (`state.say("key", ...)`), never noted as text; a refusal or an
  unreadable save is raised with `.said("key", ...)`, never built from a string; each key is in
  the catalogue;
- the page: each `t("key")` names a key of the catalogue, and each key built from a prefix
  (`t(\\`ui.phase.${...}\\`)`) has keys under that prefix; no sentence is written in a string
  (a line no player reads, such as a console message, or one marked `// i18n-ignore: why`,
  may hold one).

`python3 tests/test_i18n.py` prints every place still missing a key.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from pygame_rules.messages import catalogue

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "pygame_rules"
WEB = ROOT / "web"
ERRORS = {"IllegalAction", "MalformedAction", "IncompatibleSave", "DamagedSave"}
ENGLISH = catalogue("en")  # the shared words and every title's


def python_files() -> list[Path]:
    return sorted(p for p in RULES.rglob("*.py") if "tools" not in p.parts)


def _key_problem(node: ast.Call, what: str) -> str | None:
    if not node.args or not isinstance(node.args[0], ast.Constant) or not isinstance(node.args[0].value, str):
        return f"{what} with a key that is not a literal"
    if node.args[0].value not in ENGLISH:
        return f"{what} key {node.args[0].value!r} is not in the catalogue"
    return None


def rule_problems() -> list[str]:
    problems = []
    for path in python_files():
        tree = ast.parse(path.read_text("utf-8"))
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            problem = None
            if isinstance(func, ast.Attribute) and func.attr == "note":
                problem = "a log line noted as text (say it: state.say(key, ...))"
            elif isinstance(func, ast.Attribute) and func.attr in ("say", "said"):
                problem = _key_problem(node, func.attr)
            elif isinstance(func, ast.Name) and func.id in ERRORS:
                problem = f"{func.id}(...) built from text (raise {func.id}.said(key, ...))"
            if problem:
                problems.append(f"{where}:{node.lineno}: {problem}")
    return problems


JS_KEY = re.compile(r"""\bt\(\s*["']([^"']+)["']""")
JS_PREFIX = re.compile(r"""\bt\(\s*`([^`$]*)\$\{""")
JS_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
JS_STRING = re.compile(r""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`""")


def js_files() -> list[Path]:
    return sorted(p for p in WEB.rglob("*.js") if p.name != "sw.js")


def page_problems() -> list[str]:
    problems = []
    for path in js_files():
        text = path.read_text("utf-8")
        where = path.relative_to(ROOT)
        for key in JS_KEY.findall(text):
            if key not in ENGLISH:
                problems.append(f"{where}: t({key!r}) is not in the catalogue")
        for prefix in JS_PREFIX.findall(text):
            if not any(k.startswith(prefix) for k in ENGLISH):
                problems.append(f"{where}: no key starts with {prefix!r}")
        lines = text.split("\n")
        code = JS_COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)
        for m in JS_STRING.finditer(code):
            literal = m.group()[1:-1]
            line = code.count("\n", 0, m.start()) + 1
            if _is_sentence(literal) and not IGNORED.search(lines[line - 1]):
                problems.append(f"{where}:{line}: text not in the catalogue: {literal[:60]!r}")
    return problems


FUNCTION_WORDS_TEXT = """the a an of to and or in on at for with from by is are was be been your you this that
it its no not all each every one has have can may will into out who whose which what when there here players
player game games share shares move moves"""
FUNCTION_WORDS = frozenset(FUNCTION_WORDS_TEXT.split())
# a line whose words no player reads: the console, or marked `// i18n-ignore: why`
IGNORED = re.compile(r"\bconsole\.\w+\(|//\s*i18n-ignore\b")
SELECTOR = re.compile(r"^[.#\[]|[=>~]|^[a-z-]+:")


def _is_sentence(literal: str) -> bool:
    """Words a player would read: a capital and another word ("Pass the screen"), or words with
    an English function word among them ("of 5 players"); not CSS, selectors or names of events."""
    plain = re.sub(r"\$\{[^}]*\}", " ", literal).strip()
    if SELECTOR.search(plain):
        return False
    if " " not in plain:
        return bool(re.fullmatch(r"[A-Z][a-z]+[.!?…:]?", plain))
    if re.search(r"[A-Z][a-z']+[ ,]+[A-Za-z]", plain):
        return True
    return any(w.lower().strip(".,:;!?()") in FUNCTION_WORDS for w in plain.split())


def test_every_log_line_and_refusal_of_the_rules_has_a_key():
    problems = rule_problems()
    assert not problems, "\n".join(problems)


def test_every_word_of_the_page_has_a_key():
    problems = page_problems()
    assert not problems, "\n".join(problems)


if __name__ == "__main__":
    found = rule_problems() + page_problems()
    print("\n".join(found))
    print(f"{len(found)} places", file=sys.stderr)
