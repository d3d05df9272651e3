"""A number in a Python function pulled out into a named module-level constant, results kept
("In src/utils.py, pull the tax rate out into a constant called TAX_RATE, set to 0.1, and
have price_with_tax use it. The prices it gives shouldn't change.").

fresh35 write-75's edit_file looked for text the file does not have ("tax_rate = …"), failed,
and the turn answered with the file. The edit is computed from the file's own syntax tree: the
literal that is the value (0.1), or one plus or minus it (1.1 → `(1 + TAX_RATE)`), becomes the
name, and `NAME = value` goes above the function. A write or an edit of that file is checked
the same way, without running it: it must parse, set NAME to the value at module level, use
it in the function, and be the old module once NAME is read as its value (so no result
changes); otherwise it is refused with the edit that does, as `placement` refuses a misplaced
line, and the loop makes that edit when the turn ends with the file untouched.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.request_words import FILE_NAME

_I = re.IGNORECASE

_CONSTANT = re.compile(
    r"\bconstant\s+(?:called|named)?\s*[`'\"]?(?P<n>[A-Za-z_][A-Za-z0-9_]*)"
    r"|[`'\"]?(?P<n2>[A-Za-z_][A-Za-z0-9_]*)[`'\"]?\s*(?:이라는|라는|란)?\s*상수",
    _I,
)
_EXTRACT = re.compile(
    r"\b(?:pull|move|extract|factor|take|lift|hoist|turn|make|put|replace|introduce)\b"
    r"|빼|분리|추출|바꿔|만들어|만들고",
    _I,
)
_VALUE = re.compile(
    r"(?:\bset\s+to|\bequal\s+to|=|\bvalue\s+(?:of\s+)?|\bof\b|값(?:은|을|이)?|값으로)\s*"
    r"(?P<v>-?\d+(?:\.\d+)?)(?![\w.])",
    _I,
)
# the function said to use it: "have price_with_tax use it", "price_with_tax 함수에서"
_FUNCTION = re.compile(
    r"\b(?:have|make|let|so)\s+(?:the\s+)?`?(?P<f>[A-Za-z_]\w*)`?(?:\(\))?\s+(?:function\s+)?use"
    r"|\b(?:in|inside|of)\s+(?:the\s+)?(?:function\s+)?`?(?P<f2>[A-Za-z_]\w*)`?\(\)"
    r"|`?(?P<f3>[A-Za-z_]\w*)`?(?:\(\))?\s*함수",
    _I,
)
_NOT_A_FUNCTION = frozenset({"it", "them", "that", "this", "the", "function", "and"})


@dataclass(frozen=True)
class Extract:
    name: str
    value: float
    written: str  # the value as the request writes it ("0.1")
    function: str | None


def extract_asked(request: str) -> Extract | None:
    """The constant a request pulls out of a named Python file: its name, its value and the
    function to use it; None when it is no such request."""
    if not re.search(r"\bconstant\b|상수", request, _I) or not _EXTRACT.search(request):
        return None
    named = _CONSTANT.search(request)
    if named is None:
        return None
    name = named["n"] or named["n2"]
    value = _VALUE.search(request[named.end() :]) or _VALUE.search(request)
    if value is None or not name.isidentifier():
        return None
    function = None
    for found in _FUNCTION.finditer(request):
        word = found["f"] or found["f2"] or found["f3"]
        if word and word.lower() not in _NOT_A_FUNCTION and word != name:
            function = word
            break
    return Extract(name, float(value["v"]), value["v"], function)


def _python_file(request: str) -> str | None:
    names = {m.group(0) for m in FILE_NAME.finditer(request) if m.group(0).endswith(".py")}
    return names.pop() if len(names) == 1 else None


def _functions(tree: ast.Module, wanted: str | None) -> list[ast.FunctionDef]:
    found = [
        node
        for node in tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and (wanted is None or node.name == wanted)
    ]
    return [node for node in found if isinstance(node, ast.FunctionDef)]


def _number(node: ast.AST) -> float | None:
    if not isinstance(node, ast.Constant) or isinstance(node.value, bool):
        return None  # True is an int to Python, never a number to pull out
    return float(node.value) if isinstance(node.value, int | float) else None


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def new_text(text: str, asked: Extract) -> str | None:
    """The file's text with the constant pulled out, or None when its function has no literal
    that is the value (or one plus or minus it), or the file does not parse."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return None
    functions = _functions(tree, asked.function)
    if len(functions) != 1:
        return None
    function = functions[0]
    lines = text.splitlines(keepends=True)
    places: list[tuple[int, int, int, str]] = []  # (line, start, end, replacement)
    for node in ast.walk(function):
        number = _number(node)
        if not isinstance(node, ast.Constant) or number is None:
            continue
        if node.end_col_offset is None or node.end_lineno != node.lineno:
            continue
        if _close(number, asked.value):
            said = asked.name
        elif _close(number, 1 + asked.value):
            said = f"(1 + {asked.name})"
        elif _close(number, 1 - asked.value):
            said = f"(1 - {asked.name})"
        else:
            continue
        places.append((node.lineno - 1, node.col_offset, node.end_col_offset, said))
    if not places:
        return None
    for row, start, end, said in sorted(places, reverse=True):
        line = lines[row].encode("utf-8")  # ast's offsets count UTF-8 bytes
        lines[row] = (line[:start] + said.encode("utf-8") + line[end:]).decode("utf-8")
    top = min([function.lineno, *(d.lineno for d in function.decorator_list)]) - 1
    lines[top:top] = [f"{asked.name} = {asked.written}\n", "\n", "\n"]
    made = "".join(lines)
    return made if keeps_results(text, made, asked) else None


class _AsValue(ast.NodeTransformer):
    """NAME read as its value, then sums of two numbers folded (`1 + 0.1` is 1.1)."""

    def __init__(self, name: str, value: float) -> None:
        self.name, self.value = name, value

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.Constant(self.value) if node.id == self.name else node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        left, right = _number(node.left), _number(node.right)
        if left is not None and right is not None and isinstance(node.op, ast.Add | ast.Sub):
            return ast.Constant(left + right if isinstance(node.op, ast.Add) else left - right)
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        number = _number(node)
        return node if number is None else ast.Constant(round(number, 9))


def _shape(tree: ast.Module, asked: Extract) -> str:
    return ast.dump(_AsValue(asked.name, asked.value).visit(tree))


def keeps_results(old: str, new: str, asked: Extract) -> bool:
    """Whether `new` sets the constant at module level, uses it in the function, and is `old`
    once the constant is read as its value (nothing else changed, so no result does)."""
    try:
        before, after = ast.parse(old), ast.parse(new)
    except SyntaxError:
        return False
    kept: list[ast.stmt] = []
    set_here = False
    for node in after.body:
        if (
            isinstance(node, ast.Assign)
            and [getattr(t, "id", None) for t in node.targets] == [asked.name]
            and _number(node.value) is not None
            and _close(_number(node.value) or 0.0, asked.value)
        ):
            set_here = True
            continue
        kept.append(node)
    functions = _functions(after, asked.function)
    used = any(
        isinstance(n, ast.Name) and n.id == asked.name for f in functions for n in ast.walk(f)
    )
    if not set_here or not used:
        return False
    return _shape(ast.Module(body=kept, type_ignores=[]), asked) == _shape(before, asked)


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit that pulls the constant out of the one Python file named; None when it is no
    such request, the file cannot be read or has no such literal."""
    asked = extract_asked(request)
    name = _python_file(request)
    if asked is None or name is None or workdir is None:
        return None
    text = placement.small_text(workdir / name)
    made = None if text is None else new_text(text, asked)
    if text is None or made is None:
        return None
    return "write_file", {"path": name, "content": made}


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or an edit of the file does not pull the constant out with the same results
    (with the write that does), or None when it does, or it is no such call."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    asked = extract_asked(request)
    if right is None or asked is None or workdir is None:
        return None
    path = right[1]["path"]
    if Path(str(arguments.get("path", ""))).name != Path(path).name:
        return None
    text = placement.small_text(workdir / path)
    after = None if text is None else placement.text_after(text, tool, arguments)
    if text is None or (after is not None and keeps_results(text, after, asked)):
        return None
    why = REFUSED.format(path=path, name=asked.name, value=asked.written)
    if tool == "edit_file" and after == text:
        why = NOT_FOUND.format(path=path) + " " + why  # its old_string is not in the file
    return placement.refusal(why, *right)


NOT_FOUND = "its old_string is not in {path}."
REFUSED = (
    "not run: that does not leave {path} parsing with {name} = {value} used in place of the "
    "number and every result the same; use"
)
