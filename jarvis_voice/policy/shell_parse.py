"""Bash command analysis with a real parser (tree-sitter-bash), never string prefixes.

`parse_command` flattens a command line into the simple commands it would run — including those
nested in `$(…)`, backticks and `<(…)` — and says when it cannot be analysed (`ok=False`). The
caller must then ask a human: what cannot be parsed is never allowed by a rule (A7).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

# Statement kinds we understand. Everything else (subshells, loops, functions, `export`, …) is
# legal bash we deliberately do not reason about: the human is asked instead.
_SEQUENCE_NODES = {"program", "list", "pipeline"}
_SUBSTITUTION_NODES = {"command_substitution", "process_substitution"}
_NON_LITERAL_NODES = {
    "simple_expansion",
    "expansion",
    "arithmetic_expansion",
    "command_substitution",
    "process_substitution",
    "ansi_c_string",
    "translated_string",
    "brace_expression",
}
_SAFE_WRITE_TARGETS = {"/dev/null", "/dev/stdout", "/dev/stderr"}
_GLOB_CHARS = set("*?[")
MAX_COMMAND_LENGTH = 100_000


@dataclass(frozen=True)
class Word:
    """One shell word after quote removal. `literal` is False when expansion could change it."""

    text: str
    literal: bool


@dataclass(frozen=True)
class SimpleCommand:
    words: tuple[Word, ...]
    assignments: tuple[str, ...] = ()
    # output redirection targets other than /dev/null (A7: writing a file widens a command)
    writes_to: tuple[str, ...] = ()
    source: str = ""

    @property
    def argv(self) -> tuple[str, ...]:
        return tuple(w.text for w in self.words)


@dataclass(frozen=True)
class ParsedCommand:
    ok: bool
    commands: tuple[SimpleCommand, ...] = ()
    problem: str | None = None
    substitutions: int = 0
    operators: tuple[str, ...] = field(default=())

    @property
    def is_compound(self) -> bool:
        return len(self.commands) != 1 or self.substitutions > 0 or bool(self.operators)


class _Unsupported(Exception):
    """Raised inside the walk when a construct is outside what we analyse."""


@functools.cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


def parse_command(text: str) -> ParsedCommand:
    """Parse `text` as bash; `ok=False` (with a `problem`) means: do not trust, ask."""
    if not text.strip():
        return ParsedCommand(ok=False, problem="empty command")
    if len(text) > MAX_COMMAND_LENGTH:
        return ParsedCommand(ok=False, problem="command too long to analyse")
    if "\x00" in text:
        return ParsedCommand(ok=False, problem="command contains a NUL byte")
    source = text.encode("utf-8", errors="surrogatepass")
    tree = _parser().parse(source)
    root = tree.root_node
    if root.has_error:
        return ParsedCommand(ok=False, problem="command could not be parsed")
    walker = _Walker()
    try:
        walker.statement(root)
    except _Unsupported as exc:
        return ParsedCommand(ok=False, problem=str(exc))
    except RecursionError:
        return ParsedCommand(ok=False, problem="command nests too deeply to analyse")
    if not walker.commands:
        return ParsedCommand(ok=False, problem="no command found")
    return ParsedCommand(
        ok=True,
        commands=tuple(walker.commands),
        substitutions=walker.substitutions,
        operators=tuple(walker.operators),
    )


class _Walker:
    def __init__(self) -> None:
        self.commands: list[SimpleCommand] = []
        self.substitutions = 0
        self.operators: list[str] = []

    def statement(self, node: Node) -> None:
        kind = node.type
        if kind in _SEQUENCE_NODES:
            for child in node.children:
                if child.is_named:
                    self.statement(child)
                elif child.type not in ("(", ")"):
                    self.operators.append(child.type)
        elif kind == "command":
            self.command(node, redirects=[])
        elif kind == "redirected_statement":
            body = node.child_by_field_name("body")
            redirects = [c for c in node.children if c.is_named and c != body]
            if body is None:
                raise _Unsupported("redirection without a command")
            if body.type != "command":
                raise _Unsupported(f"uses a shell construct jarvis does not analyse: {body.type}")
            self.command(body, redirects=redirects)
        elif kind == "comment":
            return
        else:
            raise _Unsupported(f"uses a shell construct jarvis does not analyse: {kind}")

    def command(self, node: Node, redirects: list[Node]) -> None:
        words: list[Word] = []
        assignments: list[str] = []
        writes: list[str] = []
        for child in node.children:
            if child.type == "variable_assignment":
                assignments.append(_text(child))
                self.nested(child)
            elif child.type == "command_name":
                for part in child.named_children:
                    words.append(self.word(part))
            elif child.type in ("file_redirect", "heredoc_redirect", "herestring_redirect"):
                redirects.append(child)
            elif child.is_named and child.type != "comment":
                words.append(self.word(child))
        for redirect in redirects:
            target = self.redirect(redirect)
            if target is not None:
                writes.append(target)
        if not words:
            raise _Unsupported("assignment without a command")
        self.commands.append(
            SimpleCommand(
                words=tuple(words),
                assignments=tuple(assignments),
                writes_to=tuple(writes),
                source=_text(node),
            )
        )

    def redirect(self, node: Node) -> str | None:
        """Walk a redirection; return the file it writes to, if any (not /dev/null or an fd)."""
        self.nested(node)
        if node.type != "file_redirect":
            return None  # here-docs and here-strings only feed stdin
        operator = next((c.type for c in node.children if not c.is_named), "")
        destination = node.child_by_field_name("destination")
        if destination is None:
            named = [c for c in node.named_children if c.type != "file_descriptor"]
            destination = named[-1] if named else None
        if destination is None or operator in ("<", "<&", "<&-", ">&-"):
            return None
        target = self.word(destination)
        if operator in (">&", "<&") and target.literal and target.text.isdigit():
            return None  # fd duplication such as 2>&1
        if target.literal and target.text in _SAFE_WRITE_TARGETS:
            return None
        return target.text

    def nested(self, node: Node) -> None:
        """Collect commands inside substitutions anywhere below `node`."""
        for child in node.named_children:
            if child.type in _SUBSTITUTION_NODES:
                self.substitution(child)
            else:
                self.nested(child)

    def substitution(self, node: Node) -> None:
        self.substitutions += 1
        for child in node.named_children:
            self.statement(child)

    def word(self, node: Node) -> Word:
        """Evaluate a word node to its text after quote removal, collecting nested commands."""
        kind = node.type
        if kind in _SUBSTITUTION_NODES:
            self.substitution(node)
            return Word(_text(node), literal=False)
        if kind in _NON_LITERAL_NODES:
            self.nested(node)
            return Word(_text(node), literal=False)
        if kind == "word":
            raw = _text(node)
            return Word(_unescape_unquoted(raw), literal=not (_GLOB_CHARS & set(raw)))
        if kind == "number":
            return Word(_text(node), literal=True)
        if kind == "raw_string":
            return Word(_text(node)[1:-1], literal=True)
        if kind == "string":
            parts: list[str] = []
            literal = True
            for child in node.named_children:
                if child.type == "string_content":
                    parts.append(_unescape_double_quoted(_text(child)))
                else:
                    literal = False
                    parts.append(self.word(child).text)
            return Word("".join(parts), literal=literal)
        if kind == "concatenation":
            pieces = [self.word(child) for child in node.named_children]
            return Word("".join(p.text for p in pieces), literal=all(p.literal for p in pieces))
        if kind in ("heredoc_body", "heredoc_content"):
            self.nested(node)
            return Word(_text(node), literal=False)
        # Anything else (arrays, extglobs, …): keep its text, never trust it.
        self.nested(node)
        return Word(_text(node), literal=False)


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


def _unescape_unquoted(raw: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch == "\\" and i + 1 < len(raw):
            if raw[i + 1] != "\n":  # backslash-newline is a line continuation: drop both
                out.append(raw[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _unescape_double_quoted(raw: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(raw):
        ch = raw[i]
        if ch == "\\" and i + 1 < len(raw) and raw[i + 1] in '$`"\\\n':
            if raw[i + 1] != "\n":
                out.append(raw[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)
