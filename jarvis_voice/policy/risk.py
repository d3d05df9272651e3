"""A13: a risk summary in every approval request, written by code — never by a model.

`summarise(call, workdir)` lists what matters about a tool call as typed `Finding`s — deletes N
paths, writes outside the workspace, runs a downloaded script, rewrites git history, reaches the
network, needs root, changes permissions, stops processes — and `RiskSummary.lines(language)`
renders them in English or Korean for the terminal prompt, the web modal and the spoken question.
bash is read with the approval rules' parser (`risk_bash`); write_file and edit_file paths resolve
like the rules' (symlinks, `..`). A call with nothing worth saying has no findings and shows no
line. The summary describes; it never decides: the verdict stays with `evaluate` and the human.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from jarvis_voice.policy.evaluate import Call
from jarvis_voice.policy.risk_bash import (
    Scan,
    inside,
    outside_label,
    resolved_dir,
    scan_bash,
    url_host,
)
from jarvis_voice.policy.risk_findings import NO_RISKS, Finding, RiskKind, RiskSummary, merged
from jarvis_voice.policy.shell_parse import Word

__all__ = ["NO_RISKS", "Finding", "RiskKind", "RiskSummary", "summarise"]


def summarise(call: Call, workdir: Path) -> RiskSummary:
    """The findings for `call`, merged per kind and ordered most serious first."""
    root = resolved_dir(workdir)
    scan = Scan(root=root, cwd=root)
    args = call.args
    if call.tool == "bash":
        command = args.get("command")
        if isinstance(command, str):
            scan_bash(command, scan)
    elif call.tool == "write_file":
        _write_file(args, scan)
    elif call.tool == "edit_file":
        _edit_file(args, scan)
    elif call.tool == "csv_edit":
        _csv_edit(args, scan)
    elif call.tool == "web_search":
        scan.add(Finding(RiskKind.NETWORK, detail="web_search"))
    else:
        url = args.get("url")
        if isinstance(url, str) and url_host(url):
            scan.add(Finding(RiskKind.NETWORK, targets=(url_host(url),)))
    return RiskSummary(merged(scan.findings))


# ---------------------------------------------------------------- file tools


def _size_of(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except (OSError, ValueError):
        return None


def _file_target(args: Mapping[str, Any], scan: Scan) -> tuple[str, Path | None] | None:
    raw = args.get("path")
    if not isinstance(raw, str) or not raw:
        return None
    path = scan.resolve(Word(raw, literal=True))
    if path is None:
        scan.add(Finding(RiskKind.WRITES_OUTSIDE, targets=(raw,), more=True))
        return raw, None
    if not inside(path, scan.root):
        scan.add(Finding(RiskKind.WRITES_OUTSIDE, targets=(outside_label(raw, path),)))
        return path.as_posix(), path
    return (path.relative_to(scan.root).as_posix() or "."), path


def _write_file(args: Mapping[str, Any], scan: Scan) -> None:
    target = _file_target(args, scan)
    if target is None:
        return
    shown, path = target
    content = args.get("content")
    size = (
        len(content.encode("utf-8", errors="surrogatepass")) if isinstance(content, str) else None
    )
    exists = path is not None and _is_file(path)
    if path is not None and not exists and _is_dir(path):
        return  # the tool refuses to write a directory
    if args.get("mode") in ("append", "prepend") and exists:
        kind = RiskKind.APPENDS if args["mode"] == "append" else RiskKind.PREPENDS
        scan.add(Finding(kind, targets=(shown,), size=size))
    elif exists:
        assert path is not None
        scan.add(Finding(RiskKind.OVERWRITES, targets=(shown,), size=size, old_size=_size_of(path)))
    else:
        scan.add(Finding(RiskKind.CREATES, targets=(shown,), size=size))


_EDIT_COUNT_LIMIT = 4 * 1024 * 1024


def _edit_file(args: Mapping[str, Any], scan: Scan) -> None:
    target = _file_target(args, scan)
    if target is None:
        return
    shown, path = target
    places: int | None = None
    old = args.get("old_string")
    if args.get("replace_all") and isinstance(old, str) and old and path is not None:
        size = _size_of(path)
        if size is not None and size <= _EDIT_COUNT_LIMIT and _is_file(path):
            try:
                places = path.read_text(encoding="utf-8").count(old)
            except (OSError, UnicodeDecodeError):
                places = None
    scan.add(Finding(RiskKind.EDITS, targets=(shown,), count=places))


def _csv_edit(args: Mapping[str, Any], scan: Scan) -> None:
    """A table changed in place is an edit of it; written from a source, a new file."""
    target = _file_target(args, scan)
    if target is None:
        return
    shown, path = target
    if args.get("source") and not (path is not None and _is_file(path)):
        scan.add(Finding(RiskKind.CREATES, targets=(shown,)))
    else:
        scan.add(Finding(RiskKind.EDITS, targets=(shown,)))


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False
