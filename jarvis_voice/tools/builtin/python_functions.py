"""A Python file run that only defines functions: how to call one of them.

`python src/utils.py price_with_tax` prints nothing and exits 0 — the file defines
`price_with_tax` and calls nothing — and a small model then answered "The price_with_tax
function has been run successfully" (bench_tasks script-7, -13, -19, -20). The bash tool adds
this hint to such a run, so the next command calls the function with its arguments — or,
when the request asks what the function takes and gives back (its type hints, its parameters),
shows its `def` line: 「price_with_tax 함수 … 타입 힌트로 보면 어떤 타입으로 받아서 어떤 타입으로
돌려줘요?」 was run, then called with `price` left in (fresh28 read-62).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from jarvis_voice.policy.shell_parse import parse_command

MAX_SOURCE_BYTES = 200_000
_PYTHON = re.compile(r"^python(?:3(?:\.\d+)?)?$")
# what a function takes and gives back, asked, not a call of it
_SIGNATURE_ASKED = re.compile(
    r"\btype\s*hints?\b|\btypes?\b|\bsignature\b|\bannotat\w*|\breturn\s+type\b"
    r"|\b(?:what|which)\s+(?:parameters|arguments|args)\b|\bparameters?\s+does\b"
    r"|타입|자료형|시그니처|반환\s*형|매개\s*변수\S*\s*(?:가|이|는|은)?\s*(?:뭐|무엇|어떤|몇)"
    r"|파라미터\S*\s*(?:가|이|는|은)?\s*(?:뭐|무엇|어떤|몇)",
    re.IGNORECASE,
)
_PLAIN_PATH = re.compile(r"(?!-)[\w./-]+\.py")  # no quotes or $ to break the hint's command


def only_defines_hint(command: str, workdir: Path, request: str = "") -> tuple[str, bool] | None:
    """For `python3 FILE …` whose file defines functions at top level and runs none of its own
    code: a hint naming them and the one-line call of the function the request names (else the
    first), and whether the request named one (then the run did not do what was asked)."""
    script = _script_run(command)
    if script is None:
        return None
    path = (workdir / script).resolve()
    if not path.is_relative_to(workdir.resolve()) or not path.is_file():
        return None
    try:
        if path.stat().st_size > MAX_SOURCE_BYTES:
            return None
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return None
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    if not functions or _runs_something(tree):
        return None
    named = [f for f in functions if re.search(rf"\b{re.escape(f.name)}\b", request)]
    chosen = (named or functions)[0]
    if named and _SIGNATURE_ASKED.search(request):
        show = f"grep -n -A 3 -E 'def {chosen.name}\\b' {script}"
        told = f"what it takes and returns is in its def line: use bash with `{show}`"
        return f"[{script} defines {chosen.name} and runs nothing; {told}]", True
    parameters = [a.arg for a in chosen.args.args]
    # in double quotes, as a person would type it (the path is plain: see _script_run)
    code = (
        f"import runpy; print(runpy.run_path('{script}')['{chosen.name}']({', '.join(parameters)}))"
    )
    listed = ", ".join(f.name for f in functions)
    values = f" with {' and '.join(parameters)} replaced by the value" if parameters else ""
    hint = (
        f"[{script} only defines {listed} and runs nothing; to call {chosen.name}, use bash "
        f'with `python3 -c "{code}"`{values}]'
    )
    return hint, bool(named)


def _script_run(command: str) -> str | None:
    """The .py file a plain `python3 FILE …` runs (one simple command of literal words: no
    -c, no -m, no pipes, chains or expansions)."""
    parsed = parse_command(command)
    if not parsed.ok or parsed.is_compound or not all(w.literal for w in parsed.commands[0].words):
        return None
    words = parsed.commands[0].argv
    if len(words) < 2 or not _PYTHON.match(Path(words[0]).name):
        return None
    script = words[1]
    return script if _PLAIN_PATH.fullmatch(script) else None


def _runs_something(tree: ast.Module) -> bool:
    """Top-level statements other than imports, definitions, docstrings and assignments."""
    quiet = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
             ast.Assign, ast.AnnAssign, ast.Pass)  # fmt: skip
    for node in tree.body:
        if isinstance(node, quiet):
            continue
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue  # a docstring
        return True  # an `if __name__ == "__main__":`, a call, a loop …
    return False


# a def line as grep or a read shows it: "1:def price_with_tax(price: int) -> int:"
_DEF_LINE = re.compile(r"\bdef\s+\w+\s*\((?P<args>[^)]*)\)\s*(?:->\s*(?P<ret>[^:]+?))?\s*:")
_ANNOTATION = re.compile(r"\w+\s*:\s*([^,=]+?)\s*(?:=[^,]*)?(?:,|$)")
CORRECTION_TYPES = (
    "The question asks what the function takes and returns: say the types its def line above "
    "gives ({types})."
)


def types_unsaid(request: str, answer: str, results: list[str]) -> list[str]:
    """The type hints a def line in `results` gives that an answer to a question about them
    leaves out ("… 1.1배한 가격을 반환하는 함수입니다" beside `def price_with_tax(price: int) ->
    int:`, fresh28 read-62); [] when no such question, no def line, or every type is said."""
    if not _SIGNATURE_ASKED.search(request) or not answer.strip():
        return []
    types: list[str] = []
    for text in results:
        for found in _DEF_LINE.finditer(text):
            types += [t.strip() for t in _ANNOTATION.findall(found["args"])]
            types += [found["ret"].strip()] if found["ret"] else []
    said = answer.casefold()
    return list(dict.fromkeys(t for t in types if t and t.casefold() not in said))
