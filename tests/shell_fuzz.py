"""Hypothesis strategies for shell command lines built from allowed and disallowed pieces.

Shared by the property tests (`test_property_rules.py`) and the bash-oracle test: every command
line contains at least one disallowed simple command, hidden with the constructs bash offers
(`;`, `&&`, `|`, newlines, `$(…)`, backquotes, `<(…)`, here-documents, redirections, quoting,
expansions, line continuations). The disallowed command is `touch <HIT>`, so running the line in
real bash shows whether it was executed — and nothing worse can happen if it was.
"""

from __future__ import annotations

from hypothesis import strategies as st

# Rules in force, and simple commands they allow (each matches one of the rules).
RULE_PATTERNS = ["git status", "ls", "echo", "cat", "printf", "test", "true", "wc -l", "grep -n"]
ALLOWED = [
    "git status",
    "git status --short",
    "ls",
    "ls -la",
    "echo hi",
    "echo",
    "cat notes.txt",
    "printf x",
    "test -f notes.txt",
    "true",
    "wc -l notes.txt",
    "grep -n hi notes.txt",
]
HIT = "HIT"  # replaced by a real path by the caller


def disallowed() -> st.SearchStrategy[str]:
    """Simple commands no rule allows; all of them create HIT when bash runs them."""
    return st.sampled_from([f"touch {HIT}", f"mkdir {HIT}", f"cp notes.txt {HIT}"])


def _quote_word(word: str, style: int) -> str:
    """Spell one word differently without changing what bash passes."""
    if style == 1:
        return f"'{word}'"
    if style == 2:
        return f'"{word}"'
    if style == 3 and len(word) > 1:
        return f"{word[0]}''{word[1:]}"
    if style == 4:
        return "".join(f"\\{ch}" if ch.isalnum() else ch for ch in word)
    return word


@st.composite
def respelled(draw: st.DrawFn, command: str) -> str:
    words = command.split(" ")
    styles = draw(st.lists(st.integers(0, 4), min_size=len(words), max_size=len(words)))
    return " ".join(_quote_word(w, s) for w, s in zip(words, styles, strict=True))


_FORMS = [
    "$({})",
    "`{}`",
    '"$({})"',
    "<({})",  # 3 and 4: process substitution (not expanded inside here-documents)
    ">({})",
    "${{x:-$({})}}",
    "${{x:-`{}`}}",
    '"${{x:-`{}`}}"',
    "$(( 'a[$({})]' ))",
    "${{a[$'\\x24({})']}}",
    "$(echo `{}`)",
    "`echo \\`{}\\``",
    "$[ 'a[$({})]' ]",
]


# process substitution and $'…' are plain text inside a here-document body
_NOT_IN_HEREDOCS = {3, 4, 9}


def _hide(inner: str, how: int) -> str:
    """Put a command where bash still runs it: substitutions, expansions, here-docs."""
    return _FORMS[how % len(_FORMS)].format(inner)


@st.composite
def compound(draw: st.DrawFn) -> str:
    """A command line with at least one disallowed simple command somewhere in it."""
    bad = draw(disallowed())
    allowed = draw(st.lists(st.sampled_from(ALLOWED), min_size=1, max_size=3))
    shape = draw(st.integers(0, 10))
    if shape <= 2:  # a sequence, list or pipeline
        pieces = [draw(respelled(c)) for c in allowed]
        pieces.insert(draw(st.integers(0, len(pieces))), draw(respelled(bad)))
        line = pieces[0]
        for piece in pieces[1:]:
            operator = draw(st.sampled_from(["; ", " && ", " || ", " | ", "\n", " & ", " |& "]))
            line += operator + piece
        return line
    host = draw(respelled(allowed[0]))
    if shape <= 5:  # hidden inside an argument
        return f"{host} {_hide(bad, draw(st.integers(0, 20)))}"
    if shape == 6:  # a here-document the shell expands, maybe with more on the line
        usable = st.integers(0, len(_FORMS) - 1).filter(lambda i: i not in _NOT_IN_HEREDOCS)
        hidden = _hide(bad, draw(usable))
        dash = draw(st.sampled_from(["", "-"]))
        tail = draw(st.sampled_from(["", " | cat", " && true", " > /dev/null", f" | {bad}"]))
        indent = "\t" if dash else ""
        return f"cat <<{dash}EOF{tail}\n{indent}{hidden}\n{indent}EOF"
    if shape == 7:  # here-string or redirection targets
        hidden = _hide(bad, draw(st.integers(0, 20)))
        return draw(
            st.sampled_from(
                [
                    f"cat <<< {hidden}",
                    f"{host} > {hidden}",
                    f"{host} 2> {hidden}",
                    f"cat < {hidden}",
                ]
            )
        )
    if shape == 8:  # the disallowed command after a line continuation or on the next line
        joiner = draw(st.sampled_from([" \\\n; ", "\n", ";\\\n", " &&\\\n"]))
        return f"{host}{joiner}{bad}"
    if shape == 9:  # a `#` that only looks like a comment to a careless parser
        glue = draw(st.sampled_from(["1", "x\r", "x\\\n", "x\v", "a", "x\f", "}"]))
        return f"{host} {glue}#{_hide(bad, draw(st.integers(0, 20)))}"
    # writing a file is a widening as well: the harmless command with an output redirection
    return f"{host} > {HIT}"
