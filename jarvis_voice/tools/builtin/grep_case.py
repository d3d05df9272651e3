"""A grep that found nothing only because of letter case: say so.

`grep -E 'error|warning' logs/app.log | tail -1` printed nothing — the log writes ERROR and WARN —
and a small model answered "The last error in the app log was not found" (bench_tasks fresh9
read-21). When the first grep of a command found nothing but its words match lines of its files
with the case ignored, the bash tool adds how many, and that `grep -i` finds them.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.policy.shell_parse import parse_command

MAX_FILE_BYTES = 5_000_000
# plain words, alternatives of them (-E "a|b", basic "a\|b"), spaces: nothing a regex differs on
_PLAIN_PATTERN = re.compile(r"[\w .:-]+(?:(?:\||\\\|)[\w .:-]+)*")
_CASE_OPTIONS = ("-i", "--ignore-case", "-y")
# a log level as a person says it and as logs write it: "warning" finds no "WARN" line
# (fresh15 read-35 answered "There was no warning in app.log")
_LEVEL_SHORT = {"warning": "warn", "warnings": "warn", "error": "err", "errors": "err",
                "critical": "crit", "information": "info", "debug": "dbg"}  # fmt: skip


def _first_command(command: str) -> list[str]:
    """The words of a command line's first simple command, as bash reads them (the policy's
    parser: the | inside 'error|warning' is the pattern's, not a pipe); [] when unparsed, or
    when its output goes to a file (`grep Busan sales.csv > busan.csv` prints nothing because
    it found lines: fresh12 write-27's right answer was called a miss)."""
    parsed = parse_command(command)
    if not parsed.ok or not parsed.commands or parsed.commands[0].writes_to:
        return []
    return list(parsed.commands[0].argv)


def case_hint(command: str, workdir: Path) -> str | None:
    """The hint for a command whose first `grep` matched nothing only because of case."""
    words = _first_command(command)
    if not words or words[0] != "grep":
        return None
    options = [w for w in words[1:] if w.startswith("-")]
    ignores_case = any(
        o in _CASE_OPTIONS or (not o.startswith("--") and "i" in o[1:]) for o in options
    )
    rest = [w for w in words[1:] if not w.startswith("-")]
    if len(rest) < 2 or not _PLAIN_PATTERN.fullmatch(rest[0]):
        return None
    alternatives = [a.strip() for a in re.split(r"\\\||\|", rest[0]) if a.strip()]
    shorter = [_LEVEL_SHORT[a.lower()] for a in alternatives if a.lower() in _LEVEL_SHORT]
    if ignores_case and not shorter:
        return None  # nothing another case would find
    plain = re.compile("|".join(re.escape(a) for a in alternatives), re.IGNORECASE)
    wide = re.compile("|".join(re.escape(a) for a in alternatives + shorter), re.IGNORECASE)
    matched, widened, sample, wide_sample = 0, 0, "", ""
    root = workdir.resolve()
    for name in rest[1:]:
        path = (workdir / name).resolve()
        if not path.is_relative_to(root) or not path.is_file():
            continue
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            hit, wide_hit = plain.search(line), wide.search(line)
            if hit and (ignores_case or hit.group(0) in alternatives):
                return None  # the command itself finds this line: not a miss
            if hit:
                matched += 1
                sample = sample or hit.group(0)
            if wide_hit:
                widened += 1
                if not hit:
                    wide_sample = wide_sample or wide_hit.group(0)
    if widened > matched:  # the level as the log writes it finds more than another case
        fixed = _widened(command, options, rest[0], alternatives + shorter)
        return (
            f"[no line has {rest[0]!r}; {_lines(widened)} {wide_sample!r}, the level as this "
            f"log writes it: use bash with `{fixed}`]"
        )
    if not matched:
        return None
    # the same command with -i, whole: a small model rewrote it as `grep -i 'a|b'` without -E
    # and found nothing again
    fixed = re.sub(r"^(\s*grep)(?=\s)", r"\1 -i", command, count=1)
    return (
        f"[no line has {rest[0]!r} as written; {_lines(matched)} it in another case "
        f"(e.g. {sample!r}): use bash with `{fixed}`]"
    )


def _widened(command: str, options: list[str], pattern: str, words: list[str]) -> str:
    """The command with `pattern` replaced by `words` (the words asked and the log's own forms
    of a level), quoted, as an extended pattern with case ignored: `grep -iE 'warning|warn'
    logs/app.log`."""
    wider = "'" + "|".join(dict.fromkeys(words)) + "'"
    for quoted in (f"'{pattern}'", f'"{pattern}"', pattern):
        if quoted in command:
            command = command.replace(quoted, wider, 1)
            break
    letters = "".join(o[1:] for o in options if not o.startswith("--"))
    flags = "" if "i" in letters or "--ignore-case" in options else "i"
    if not ({"E", "P"} & set(letters) or "--extended-regexp" in options):
        flags += "E"
    return re.sub(r"^(\s*grep)(?=\s)", rf"\1 -{flags}", command, count=1) if flags else command


def _lines(count: int) -> str:
    return "1 line has" if count == 1 else f"{count} lines have"
