"""A new file written where the request does not put it.

"Can you make scripts/check.sh also print 'network ok'?" was run as `echo 'network ok' >>
check.sh`: a new check.sh at the top, scripts/check.sh unchanged, and "done" said (bench_tasks
fresh21 write-47). "scripts 폴더에 today.sh 하나 만들어 줘" made scripts/today.sh, then a second
today.sh beside the project's README holding a date (fresh22 write-50). Each write made a new
file whose name is the one the request gives to a file elsewhere: the request's own path, its
folder ("scripts 폴더에"), or the one file of that name below. Such a call is not run, and the
model is told the path meant. Pure but for looking at which files exist.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.policy.shell_parse import parse_command
from jarvis_voice.tools.builtin._common import files_below

NOT_THERE = (
    "not run: {target} is not there, and this would make a new one; the request means {meant}. "
    "Write to {meant}."
)
# a folder said: "scripts 폴더에", "in the scripts folder", "under docs/" (where a request puts a
# new file, or where the files it names are)
FOLDER_SAID = re.compile(
    r"([\w.-]+)\s*(?:폴더|디렉터리|디렉토리)\S*"
    r"|\b(?:in|into|under|inside|to)\s+(?:the\s+|my\s+)?([\w.-]+)\s+(?:folder|directory|dir)\b"
    r"|\b(?:in|into|under|inside|to)\s+([\w.-]+)/(?=\s|$)",
    re.IGNORECASE,
)


# a new file asked for: a file of the same name elsewhere is not the one meant
_NEW_FILE = re.compile(r"\bnew\b|\bcreate\b|\bmake (?:a|an)\b|새|만들어|생성", re.IGNORECASE)


def written_files(tool: str, arguments: object) -> list[str]:
    """The files a call writes, as written: a write or an edit's path, a command's `>`, `>>`
    and `tee` targets."""
    if not isinstance(arguments, dict):
        return []
    if tool in ("write_file", "edit_file"):
        path = arguments.get("path")
        return [path] if isinstance(path, str) and path.strip() else []
    command = arguments.get("command")
    if tool != "bash" or not isinstance(command, str):
        return []
    parsed = parse_command(command)
    if not parsed.ok:
        return []
    written: list[str] = []
    for simple in parsed.commands:
        written += simple.writes_to
        argv = simple.argv
        if argv and PurePosixPath(argv[0]).name == "tee":
            written += [a for a in argv[1:] if not a.startswith("-")]
    return written


def meant_path(request: str, target: str, workdir: Path) -> str | None:
    """The path the request gives a file named like `target`, when `target` is a new file
    elsewhere; None when the write is where the request puts it (or it says nothing)."""
    if (workdir / target).exists() or target.startswith(("/", "~")):
        return None  # an existing file is changed where it is; an absolute path was chosen
    name = PurePosixPath(target).name
    folder = str(PurePosixPath(target).parent)
    said = URL.sub(" ", request)
    named = [m.group(0) for m in FILE_NAME.finditer(said) if PurePosixPath(m.group(0)).name == name]
    if not named:
        return None
    # a path said with its folder ("scripts/check.sh"), or the folder said apart ("scripts
    # 폴더에 today.sh"); the name alone says no folder
    paths = {p for p in named if "/" in p and str(PurePosixPath(p).parent).strip("./") != folder}
    places = [next(g for g in found.groups() if g) for found in FOLDER_SAID.finditer(said)]
    if any(place.strip("./") == folder for place in places):
        return None  # written in the folder the request names
    for place in (p.strip("./") for p in places):
        if place and (workdir / place).is_dir():
            paths.add(f"{place}/{name}")
    if not paths and not places and folder == "." and not _NEW_FILE.search(said):
        # the request names the file alone and the one file of that name is below
        below = files_below(workdir, lambda n: n == name, most=2)
        if len(below) == 1:
            paths.add(below[0].relative_to(workdir).as_posix())
    return sorted(paths)[0] if len(paths) == 1 else None


def misplaced_new_file(
    request: str, tool: str, arguments: object, workdir: Path | None
) -> str | None:
    """Why a call that makes a new file away from where the request puts it is not run."""
    if workdir is None:
        return None
    for target in written_files(tool, arguments):
        meant = meant_path(request, target, workdir)
        if meant is not None:
            return NOT_THERE.format(target=target, meant=meant)
    return None
