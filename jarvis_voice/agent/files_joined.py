"""Files put together into a new one ("merge setup.md and usage.md into docs/guide.md", "docs
폴더의 setup.md랑 usage.md를 하나로 합쳐서 docs/guide.md로 만들어 줘. setup.md 내용이 먼저 오게").

A small model asked for it edited a table tool's rows into the new name and wrote a file of the
two names (fresh30 write-66). Putting texts one after another is no judgement: the loop writes
the new file itself from the files as they are, in the order asked (the order named, unless one
is said to come first), a blank line between them, and never touches the originals. Approval is
asked as for any write.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.placement import small_text
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text
from jarvis_voice.agent.write_target import FOLDER_SAID
from jarvis_voice.tools.builtin._common import files_below

_I = re.IGNORECASE
_JOIN = re.compile(
    r"\b(?:merge|combine|join|concatenate|together|stitch)\b"
    r"|합쳐|합치|합친|병합|이어\s*붙|하나로\s*(?:묶|모아|만들)|모아서",
    _I,
)
# the new file: "into docs/guide.md", "as guide.md", "guide.md로 만들어", "guide.md라는 파일로"
_TARGET = re.compile(
    rf"\b(?:into|as|to)\s+(?:a\s+(?:new\s+)?file\s+(?:called\s+|named\s+)?|new\s+)?"
    rf"(?P<en>{FILE_NAME.pattern})"
    rf"|(?P<ko>{FILE_NAME.pattern})\s*(?:이라는|라는)?\s*(?:새\s*)?(?:파일)?\s*(?:로|으로|에)\s*"
    r"(?:만들|저장|합쳐|모아|묶|써|생성|내보내|정리)",
    _I,
)
# one named to come first: "setup.md 내용이 먼저 오게", "with usage.md first", "usage.md goes first"
_FIRST = re.compile(
    rf"(?P<a>{FILE_NAME.pattern})\s*(?:의\s*)?(?:내용|것|거|파일)?\s*(?:이|가|을|를|은|는)?\s*"
    r"(?:맨\s*)?(?:먼저|앞에|앞으로|위에|위로|첫\s*번째)"
    rf"|\b(?P<b>{FILE_NAME.pattern})\s+(?:\w+\s+){{0,2}}?(?:first|on top|at the top)\b",
    _I,
)
@dataclass(frozen=True)
class Join:
    sources: tuple[str, ...]  # in the order they go in
    target: str


def join_asked(request: str) -> Join | None:
    """The files a request puts together, in order, and the new file; None unless it asks
    for two or more existing names joined into another one."""
    text = URL.sub(" ", request)
    if not _JOIN.search(text):
        return None
    aimed = _TARGET.search(text)
    if aimed is None:
        return None
    target = aimed["en"] or aimed["ko"]
    sources: list[str] = []
    for name in FILE_NAME.findall(text):
        if name != target and name not in sources:
            sources.append(name)
    if len(sources) < 2:
        return None
    first = _FIRST.search(text)
    if first is not None and (first["a"] or first["b"]) in sources:
        lead = first["a"] or first["b"]
        sources.remove(lead)
        sources.insert(0, lead)
    return Join(tuple(sources), target)


def _found(name: str, request: str, workdir: Path) -> Path | None:
    """The file a name means: as written, else in the folder the request names, else the one
    file of that name under the workspace; never outside it (a link out is not followed)."""
    root = workdir.resolve()
    folder = FOLDER_SAID.search(URL.sub(" ", request))
    places = [workdir / name]
    if folder is not None:
        places.append(workdir / next(g for g in folder.groups() if g) / name)
    for place in places:
        if place.is_file() and place.resolve().is_relative_to(root):
            return place
    if "/" in name:
        return None
    below = files_below(workdir, lambda found: found == name, most=2)
    if len(below) == 1 and below[0].resolve().is_relative_to(root):
        return below[0]
    return None


def joined(texts: list[str]) -> str:
    """The texts one after another, a blank line between them (a heading never runs on)."""
    return "\n\n".join(text.strip("\n") for text in texts) + "\n"


def _nonblank(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def joined_call(
    request: str, done: list[CallOutcome], workdir: Path | None
) -> tuple[str, dict[str, str]] | None:
    """The write that makes the joined file, unless it is there already with the sources'
    lines in order; None when no join is asked, a source is not one readable file, or the new
    name is a file this turn did not write (someone's file is not overwritten unasked)."""
    join = join_asked(request)
    if join is None or workdir is None:
        return None
    texts: list[str] = []
    for name in join.sources:
        path = _found(name, request, workdir)
        text = small_text(path) if path is not None else None
        if text is None:
            return None
        texts.append(text)
    target = workdir / join.target
    if not target.resolve().is_relative_to(workdir.resolve()):
        return None
    content = joined(texts)
    if target.exists():
        made = small_text(target)
        if made is not None and _nonblank(made) == _nonblank(content):
            return None
        if not any(Path(join.target).name in argument_text(o) for o in done):
            return None
    return ("write_file", {"path": join.target, "content": content})
