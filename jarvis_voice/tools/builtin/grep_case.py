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
    if any(o in _CASE_OPTIONS or (not o.startswith("--") and "i" in o[1:]) for o in options):
        return None  # already ignores case
    rest = [w for w in words[1:] if not w.startswith("-")]
    if len(rest) < 2 or not _PLAIN_PATTERN.fullmatch(rest[0]):
        return None
    alternatives = [a.strip() for a in re.split(r"\\\||\|", rest[0]) if a.strip()]
    found = re.compile("|".join(re.escape(a) for a in alternatives), re.IGNORECASE)
    matched, sample = 0, ""
    root = workdir.resolve()
    for name in rest[1:]:
        path = (workdir / name).resolve()
        if not path.is_relative_to(root) or not path.is_file():
            continue
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            hit = found.search(line)
            if hit:
                matched += 1
                sample = sample or hit.group(0)
    if not matched:
        return None
    # the same command with -i, whole: a small model rewrote it as `grep -i 'a|b'` without -E
    # and found nothing again
    fixed = re.sub(r"^(\s*grep)(?=\s)", r"\1 -i", command, count=1)
    return (
        f"[no line has {rest[0]!r} as written; {matched} lines have it in another case "
        f"(e.g. {sample!r}): use bash with `{fixed}`]"
    )
