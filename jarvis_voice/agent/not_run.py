"""A script the request says not to run is read, never run.

fresh39 read-83 ("Don't run it, just look inside scripts/check.sh: which build number does it
report?") ran `bash scripts/check.sh | grep …` and said no build number was found: the person
asked for the file's text, and a script can do anything when run. A request that forbids a run
("don't run it", "without running", 「실행하지 말고」, 「돌리지 말고」) is no request to run, and a
bash call that runs a script — the one named, or any when none is — is refused in one line that
names the read to make instead. `bash -n` (a syntax check) runs nothing and is let be.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.request_words import FILE_NAME

_I = re.IGNORECASE
# "don't run it", "do not execute the script", "without running it", "no need to run",
# 「실행하지 말고」, 「실행은 하지 마」, 「돌리지 말고」, 「실행 말고」, 「실행 안 하고」
NOT_RUN = re.compile(
    r"\b(?:don'?t|do not|never|no need to|without)\s+(?:actually\s+|even\s+)?"
    r"(?:run(?:ning)?|execut(?:e|ing)|launch(?:ing)?)\b"
    r"|(?:실행|돌리)(?:하|시키)?(?:지|진|지는|지도)\s*(?:말|마|않고)"
    r"|실행(?:은|은\s*하지)?\s*(?:말고|마|없이|안\s*하고|하지\s*않고)"
    r"|돌리지\s*않고|안\s*(?:돌리고|실행하고)",
    _I,
)
# what runs a file given to it: the shells, the interpreters, `source` and `.`
_RUNNERS = frozenset(
    {"bash", "sh", "zsh", "dash", "ksh", "source", ".", "python", "python3", "node", "ruby",
     "perl", "php", "exec"}
)  # fmt: skip
# words before the command itself: `sudo`, `env X=1`, `time`, `nohup`
_PREFIXES = frozenset({"sudo", "env", "time", "nohup", "command", "builtin"})
_SCRIPT_EXT = re.compile(r"\.(?:sh|bash|zsh|py|js|rb|pl|php)$", _I)
_SEPARATORS = re.compile(r"&&|\|\||[;|&\n]|\$\(|`")
CORRECTION = (
    'not run: the request says not to run {name}; read it instead — read_file with path "{name}"'
)


def forbidden(request: str) -> bool:
    """Whether the request says not to run anything (a script, a command)."""
    return bool(NOT_RUN.search(request))


def _words(part: str) -> list[str]:
    try:
        return shlex.split(part)
    except ValueError:
        return part.split()


def scripts_run(command: str) -> list[str]:
    """The files a shell command runs: `bash x.sh`, `sh x`, `./x.sh`, `python3 x.py`,
    `source x` (each part of a pipeline or a list); not `bash -n x.sh` or `python3 -c …`."""
    found: list[str] = []
    for part in _SEPARATORS.split(command):
        words = _words(part)
        while words and (words[0] in _PREFIXES or re.fullmatch(r"\w+=\S*", words[0])):
            words = words[1:]
        if not words:
            continue
        first = words[0]
        if first.rsplit("/", 1)[-1] in _RUNNERS:
            rest = words[1:]
            if any(w in ("-n", "-c", "-m", "-e", "--version", "-V") for w in rest):
                continue  # a syntax check, inline code, a module: no file of the request run
            file = next((w for w in rest if not w.startswith("-")), None)
            if file is not None:
                found.append(file)
        elif "/" in first or _SCRIPT_EXT.search(first):
            found.append(first)
    return found


def _same(a: str, b: str) -> bool:
    a, b = a.removeprefix("./"), b.removeprefix("./")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call that runs a script the request says not to run is refused, or None."""
    if tool != "bash" or not isinstance(arguments, dict) or not forbidden(request):
        return None
    command = arguments.get("command")
    if not isinstance(command, str):
        return None
    run = scripts_run(command)
    named = [m.group(0) for m in FILE_NAME.finditer(request)]
    for file in run:
        if not named:
            return CORRECTION.format(name=file.removeprefix("./"))
        same = next((name for name in named if _same(file, name)), None)
        if same is not None:
            return CORRECTION.format(name=same)
    return None
