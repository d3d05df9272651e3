"""Bash command analysis with a real parser (tree-sitter-bash), never string prefixes.

`parse_command` flattens a command line into the simple commands it would run — including those
nested in `$(…)`, backticks and `<(…)` — and says when it cannot be analysed (`ok=False`). The
caller must then ask a human: what cannot be parsed is never allowed by a rule (A7).
"""

from __future__ import annotations

import functools
import itertools
import re
import string
import threading
from dataclasses import dataclass, field

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

# Statement kinds we understand. Everything else (subshells, loops, functions, `export`, …) is
# legal bash we deliberately do not reason about: the human is asked instead.
_SEQUENCE_NODES = {"program", "list", "pipeline"}
_SUBSTITUTION_NODES = {"command_substitution", "process_substitution"}
_SAFE_WRITE_TARGETS = {"/dev/null", "/dev/stdout", "/dev/stderr"}
_GLOB_CHARS = set("*?[")
_REDIRECT_NODES = {"file_redirect", "heredoc_redirect", "herestring_redirect"}
_UNESCAPED_BLANK = re.compile(r"(?<!\\)(?:\\\\)*[ \t\n]")
# bash expands `{a,b}` and `{1..3}` into several words: such a word is not a literal
_ESCAPED = re.compile(r"\\.", re.DOTALL)
_BRACE_EXPANSION = re.compile(r"\{.*(?:,|\.\.).*\}", re.DOTALL)
_BLANKS = re.compile(rb"(?:[ \t]|\\\n)*\Z")
MAX_COMMAND_LENGTH = 100_000
_CACHED_LENGTH = 4096
# tree-sitter splits words on these, bash does not (`echo x\r#$(reboot)` runs reboot).
_FOREIGN_BLANKS = set("\r\v\f")
# Plain words and list operators only: no quote, escape, expansion, comment, redirect or group,
# so every newline ends a command or follows an operator, as `;` or a blank would.
_FLAT_LINES = re.compile(r"[A-Za-z0-9_ \t\n./:=,+@%^;|&-]*\n[A-Za-z0-9_ \t\n./:=,+@%^;|&-]*\Z")
_COMMENT_STARTS = {b" ", b"\t", b"\n", b";", b"&", b"|", b"(", b")", b"<", b">"}
# Statements found where only words belong mean tree-sitter shaped the line differently from bash.
_STATEMENT_NODES = {
    "command",
    "pipeline",
    "list",
    "redirected_statement",
    "subshell",
    "compound_statement",
    "if_statement",
    "while_statement",
    "for_statement",
    "c_style_for_statement",
    "case_statement",
    "function_definition",
    "negated_command",
    "test_command",
    "declaration_command",
    "unset_command",
}
# Text nodes bash never expands: nothing inside them can run.
_INERT_NODES = {
    "raw_string",
    "ansi_c_string",
    "variable_name",
    "special_variable_name",
    "file_descriptor",
    "heredoc_start",
    "heredoc_end",
}
# ${name<op>word} operators that only read the variable. Not `=`/`:=` (they assign), not `@`
# (`${x@P}` runs $(…) in x), not `!` (indirection evaluates the target's subscript).
_EXPANSION_OPERATORS = {
    ":-", "-", ":+", "+", ":?", "?", "#", "##", "%", "%%", "/", "//", "/#", "/%",
    "^", "^^", ",", ",,",
}  # fmt: skip
# Arithmetic re-evaluates variable values and array subscripts as code (`$(( 'a[$(reboot)]' ))`
# runs reboot), so only constant integer expressions are analysed.
_ARITHMETIC_CHARS = r"[\s0-9+\-*/%()<>=!&|^~?:,]*"
_CONSTANT_ARITHMETIC = re.compile(rf"\$(?:\(\({_ARITHMETIC_CHARS}\)\)|\[{_ARITHMETIC_CHARS}\])\Z")
# After an unescaped `$`, these start an expansion; \x01 marks where a child node was cut out.
_DOLLAR_STARTS = set("({['@*#?$!-_\x01" + string.ascii_letters + string.digits)


@dataclass(frozen=True)
class Word:
    """One shell word after quote removal. `literal` is False when expansion could change it;
    `one_word` is True when it still stays exactly one word: `"Bearer $TOKEN"` (double quotes,
    no `@` that could make `"$@"` or `"${a[@]}"`), never split into several or none."""

    text: str
    literal: bool
    one_word: bool = False


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
    source: str = ""  # the text that was parsed (bash itself checks it before a rule allows)

    @property
    def is_compound(self) -> bool:
        return len(self.commands) != 1 or self.substitutions > 0 or bool(self.operators)


class _Unsupported(Exception):
    """Raised inside the walk when a construct is outside what we analyse."""


_LOCAL = threading.local()


@functools.cache
def _language() -> Language:
    return Language(tree_sitter_bash.language())


def _parser() -> Parser:
    """One parser per thread: a tree-sitter Parser must not be shared between threads."""
    parser = getattr(_LOCAL, "parser", None)
    if parser is None:
        parser = _LOCAL.parser = Parser(_language())
    return parser


def parse_command(text: str) -> ParsedCommand:
    """Parse `text` as bash; `ok=False` (with a `problem`) means: do not trust, ask."""
    if len(text) <= _CACHED_LENGTH:  # one decision parses the same line 3 times (A6, A3, A7)
        return _parse_cached(text)
    return _parse(text)


@functools.lru_cache(maxsize=1024)
def _parse_cached(text: str) -> ParsedCommand:
    return _parse(text)  # ParsedCommand is immutable, so sharing a result is safe


def _parse(text: str) -> ParsedCommand:
    if not text.strip():
        return ParsedCommand(ok=False, problem="empty command")
    if len(text) > MAX_COMMAND_LENGTH:
        return ParsedCommand(ok=False, problem="command too long to analyse")
    if "\x00" in text:
        return ParsedCommand(ok=False, problem="command contains a NUL byte")
    if _FOREIGN_BLANKS & set(text):
        return ParsedCommand(ok=False, problem="command contains a carriage return or form feed")
    if _crashes_tree_sitter(text):
        return ParsedCommand(ok=False, problem="command mixes { with characters beyond U+FFFF")
    source = _explicit_newlines(text).encode("utf-8", errors="surrogatepass")
    tree = _parser().parse(source)
    root = tree.root_node
    if root.has_error:
        return ParsedCommand(ok=False, problem="command could not be parsed")
    walker = _Walker(source)
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
        source=text,
    )


def _explicit_newlines(text: str) -> str:
    """Plain lines joined as bash joins them: a newline after a word ends the command (`;`), one
    after an operator is a blank, blank lines go. tree-sitter-bash can swallow a newline into a
    command's words (`a | b | c<newline>d && e` read as `c d e`), which bash never does."""
    if not _FLAT_LINES.match(text):
        return text
    lines = [line.rstrip(" \t") for line in text.split("\n") if line.strip(" \t")]
    joined = lines[0] if lines else text
    for line in lines[1:]:
        joined += (" " if joined[-1] in "|&;" else "; ") + line
    return joined


def _crashes_tree_sitter(text: str) -> bool:
    """tree-sitter-bash 0.25 can segfault (killing the whole server) on a `{` followed, anywhere
    later, by a 4-byte UTF-8 character (tree-sitter/tree-sitter-bash#337). Never parse those."""
    brace = text.find("{")
    return brace >= 0 and any(ord(ch) > 0xFFFF for ch in text[brace:])


class _Walker:
    """Collects simple commands. Anything it does not fully understand raises `_Unsupported`.

    tree-sitter-bash does not shape every line the way bash runs it (backquotes inside `${…}` or
    here-documents stay plain text; `cat <<EOF | sh` puts `| sh` inside the redirect), so every
    piece of text we treat as inert is also checked for unparsed `$…`/backquotes (`_active`).
    """

    def __init__(self, source: bytes) -> None:
        self.source = source
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
            self.comment(node)
        else:
            raise _Unsupported(f"uses a shell construct jarvis does not analyse: {kind}")

    def comment(self, node: Node) -> None:
        """bash starts a comment only at the start of a word: `1#$(x)` and `x\\<newline>#$(x)`
        are words to bash, comments to tree-sitter."""
        at = node.start_byte
        before = self.source[at - 1 : at]
        continued = before == b"\n" and self.source[at - 2 : at - 1] == b"\\"
        if at > 0 and (before not in _COMMENT_STARTS or continued):
            raise _Unsupported("a # that bash does not read as a comment")

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
            elif child.type == "comment":
                self.comment(child)
            elif child.is_named:
                words.append(self.word(child))
        for redirect in redirects:
            writes += self.redirect(redirect)
        _check_continuations(node)
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

    def redirect(self, node: Node) -> list[str]:
        """Walk a redirection; return the files it writes to (not /dev/null or an fd)."""
        if node.type == "heredoc_redirect":
            return self.heredoc(node)
        if node.type != "file_redirect":
            self.nested(node)  # here-strings only feed stdin
            return []
        operator = next((c.type for c in node.children if not c.is_named), "")
        destination = node.child_by_field_name("destination")
        if destination is None:
            named = [c for c in node.named_children if c.type != "file_descriptor"]
            destination = named[-1] if named else None
        for child in node.named_children:
            if child != destination:
                self.visit(child)
        if destination is None:
            return []
        target = self.word(destination)
        if operator in ("<", "<&", "<&-", ">&-"):
            return []
        if operator in (">&", "<&") and target.literal and target.text.isdigit():
            return []  # fd duplication such as 2>&1
        if target.literal and target.text in _SAFE_WRITE_TARGETS:
            return []
        return [target.text]

    def heredoc(self, node: Node) -> list[str]:
        """`<<EOF` … `EOF`. tree-sitter hangs the rest of the line (`| sh`, `&& x`, `> file`)
        under this node: those commands and writes count like any other."""
        start = next((c for c in node.named_children if c.type == "heredoc_start"), None)
        quoted = start is not None and any(ch in _text(start) for ch in "'\"\\")
        writes: list[str] = []
        for child in node.children:
            kind = child.type
            if not child.is_named:
                if kind not in ("<<", "<<-"):
                    self.operators.append(kind)
            elif kind == "heredoc_body":
                if not quoted:  # an unquoted body is expanded like a "…" string
                    self.visit(child)
            elif kind in ("file_redirect", "heredoc_redirect", "herestring_redirect"):
                writes += self.redirect(child)
            elif kind in _STATEMENT_NODES:
                self.statement(child)
            else:
                self.visit(child)
        return writes

    def nested(self, node: Node) -> None:
        """Check everything below `node`, collecting commands inside substitutions."""
        for child in node.named_children:
            self.visit(child)

    def visit(self, node: Node) -> None:
        kind = node.type
        if kind == "comment":
            self.comment(node)
            return
        if kind in _INERT_NODES:
            return
        if kind in _SUBSTITUTION_NODES:
            self.substitution(node)
            return
        if kind in _STATEMENT_NODES:
            raise _Unsupported(f"a {kind} where jarvis expected a word")
        if kind == "arithmetic_expansion":
            if not _CONSTANT_ARITHMETIC.match(_text(node)):
                raise _Unsupported("arithmetic on variables or subscripts can run commands")
            return
        if kind == "expansion":
            _check_expansion(node)
        elif kind != "simple_expansion" and _active(_masked(node)):
            raise _Unsupported("contains an expansion jarvis could not parse")
        self.nested(node)

    def substitution(self, node: Node) -> None:
        self.substitutions += 1
        # Inside backquotes, \` \$ \\ are unescaped and the text is parsed again: nested
        # commands tree-sitter reads as plain words.
        backquoted = bool(node.children) and node.children[0].type == "`"
        if backquoted and re.search(r"\\[`$\\]", _text(node)):
            raise _Unsupported("nested backquotes")
        for child in node.named_children:
            self.statement(child)

    def word(self, node: Node) -> Word:
        """Evaluate a word node to its text after quote removal, collecting nested commands."""
        kind = node.type
        if kind in _SUBSTITUTION_NODES:
            self.substitution(node)
            return Word(_text(node), literal=False)
        if kind == "word":
            raw = _text(node)
            if _active(raw) or _UNESCAPED_BLANK.search(raw):
                raise _Unsupported("contains an expansion jarvis could not parse")
            literal = not (_GLOB_CHARS & set(raw)) and not _brace_expansion(raw)
            return Word(_unescape_unquoted(raw), literal=literal)
        if kind == "number" and not node.named_children:  # `1#$(x)` is a "number" too
            return Word(_text(node), literal=True)
        if kind == "raw_string":
            return Word(_text(node)[1:-1], literal=True)
        if kind == "ansi_c_string":  # decoded so the dangerous list sees $'\x73udo' as sudo
            return Word(_ansi_c(_text(node)[2:-1]), literal=False)
        if kind == "string":
            if _active(_masked(node)):
                raise _Unsupported("contains an expansion jarvis could not parse")
            parts: list[str] = []
            # a bare `$` (`"a$"`) is not a named child: its text would be lost
            literal = all(c.is_named or c.type == '"' for c in node.children)
            for child in node.named_children:
                if child.type == "string_content":
                    if _active(_text(child)):
                        raise _Unsupported("contains an expansion jarvis could not parse")
                    parts.append(_unescape_double_quoted(_text(child)))
                else:
                    literal = False
                    parts.append(self.word(child).text)
            # inside double quotes only `"$@"`, `"${a[@]}"` and kin give other than one word
            return Word("".join(parts), literal=literal, one_word="@" not in _text(node))
        if kind == "concatenation":
            if _active(_masked(node)):
                raise _Unsupported("contains an expansion jarvis could not parse")
            pieces = [self.word(child) for child in node.named_children]
            literal = all(c.is_named for c in node.children) and all(p.literal for p in pieces)
            # quoted pieces cannot open or close a brace expansion, but may sit inside one
            shape = "".join(_text(c) if c.type == "word" else "x" for c in node.named_children)
            literal = literal and not _brace_expansion(shape)
            one_word = (
                all(c.is_named for c in node.children)
                and all(p.literal or p.one_word for p in pieces)
                and not _brace_expansion(shape)
            )
            return Word("".join(p.text for p in pieces), literal=literal, one_word=one_word)
        # Expansions, arrays, extglobs, …: keep the text, never trust it, check what is inside.
        self.visit(node)
        return Word(_text(node), literal=False)


def _brace_expansion(raw: str) -> bool:
    """Might bash brace-expand this unquoted text (an unescaped `{`, then `,` or `..`, `}`)?"""
    return bool(_BRACE_EXPANSION.search(_ESCAPED.sub("__", raw)))


def _check_continuations(node: Node) -> None:
    """The blanks between a command's parts must be what bash splits words on.

    bash joins `su\\<newline>do` into one word where tree-sitter sees two, and tree-sitter can
    swallow a newline into the next word (`ls<newline>\\touch x` read as one command).
    """
    source, base = node.text or b"", node.start_byte
    parts = [c for c in node.children if c.is_named]
    for left, right in itertools.pairwise(parts):
        gap = source[left.end_byte - base : right.start_byte - base]
        words = not (left.type in _REDIRECT_NODES or right.type in _REDIRECT_NODES)
        if not _BLANKS.match(gap) or (words and not gap.replace(b"\\\n", b"")):
            raise _Unsupported("its words are split in a way jarvis could not follow")


def _check_expansion(node: Node) -> None:
    """Allow only `${x}`, `${#x}`, `${x<op>word}`, `${x:1:2}` and `${a[@]}`/`${a[0]}` forms."""
    parts = node.children
    if len(parts) < 3 or parts[0].type != "${" or parts[-1].type != "}":
        raise _Unsupported("uses a parameter expansion jarvis does not analyse")
    inner = parts[1:-1]
    length = inner[0].type == "#"
    subject, rest = (inner[1], inner[2:]) if length and len(inner) > 1 else (inner[0], inner[1:])
    if subject.type == "subscript":
        index = subject.named_children[1:]
        plain = len(index) == 1 and (
            (index[0].type == "word" and _text(index[0]) in ("@", "*"))
            or (index[0].type == "number" and _text(index[0]).isdigit())
        )
        if not plain:  # subscripts are arithmetic: `${a[$'\x24(reboot)']}` runs reboot
            raise _Unsupported("array subscripts other than @, * or a number are not analysed")
    elif subject.type not in ("variable_name", "special_variable_name"):
        raise _Unsupported("uses a parameter expansion jarvis does not analyse")
    if not rest:
        return
    operator = rest[0].type
    if length or rest[0].is_named:
        raise _Unsupported("uses a parameter expansion jarvis does not analyse")
    if operator == ":":  # substring: offsets are arithmetic too, so numbers only
        shape = [c.type if not c.named_children else "?" for c in rest[1:]]
        if shape not in (["number"], ["number", ":", "number"]):
            raise _Unsupported("substring offsets other than numbers are not analysed")
    elif operator not in _EXPANSION_OPERATORS:
        raise _Unsupported(f"uses the parameter expansion operator {operator!r}")


def _masked(node: Node) -> str:
    """The node's own text with each named child cut out (replaced by a \\x01 marker)."""
    source = node.text or b""
    out: list[bytes] = []
    position = node.start_byte
    for child in node.named_children:
        out.append(source[position - node.start_byte : child.start_byte - node.start_byte])
        out.append(b"\x01")
        position = child.end_byte
    out.append(source[position - node.start_byte :])
    return b"".join(out).decode("utf-8", errors="replace")


def _active(text: str) -> bool:
    """True if `text` holds an unescaped backquote or `$`-expansion bash would act on."""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "`" or (ch == "$" and i + 1 < len(text) and text[i + 1] in _DOLLAR_STARTS):
            return True
        i += 1
    return False


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


_ANSI_C_ESCAPE = re.compile(
    r"\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)", re.DOTALL
)
_ANSI_C_SIMPLE = {
    "a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b", "f": "\f", "n": "\n", "r": "\r",
    "t": "\t", "v": "\v", "\\": "\\", "'": "'", '"': '"', "?": "?",
}  # fmt: skip


def _ansi_c(body: str) -> str:
    """Best-effort bash `$'…'` decoding (the text is never trusted as literal anyway)."""

    def one(match: re.Match[str]) -> str:
        escape = match.group(1)
        if escape[0] in "xuU" and len(escape) > 1:
            return chr(min(int(escape[1:], 16), 0x10FFFF))
        if escape[0] in "01234567":
            return chr(int(escape, 8) & 0xFF)
        if escape[0] == "c" and len(escape) == 2:
            return chr(ord(escape[1]) & 0x1F)
        return _ANSI_C_SIMPLE.get(escape, "\\" + escape)

    return _ANSI_C_ESCAPE.sub(one, body)


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
