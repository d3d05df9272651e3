"""A grep that found nothing only because of letter case says so (tools/builtin/grep_case.py),
through the real bash tool and grep."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.grep_case import case_hint
from jarvis_voice.tools.builtin.shell import BashTool

LOG = "\n".join(
    ["2024-06-30 00:00:57 INFO start", "2024-06-30 00:06:00 WARN slow query 160 ms",
     "2024-06-30 23:40:15 ERROR payment gateway timeout (order 2495)", "2024-06-30 23:59 INFO end"]
) + "\n"  # fmt: skip


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text(LOG)
    return tmp_path


def run(workdir: Path, command: str) -> tuple[bool, str]:
    tool = BashTool()
    result = asyncio.run(tool.run(tool.Args(command=command), ToolContext(workdir=workdir)))
    return result.is_error, result.content


@pytest.mark.parametrize(
    ("command", "lines", "sample"),
    [
        # fresh9 read-21: the | inside the quotes is the pattern's, not a pipe
        ("grep -E 'error|warn' logs/app.log | tail -1", 2, "WARN"),
        ("grep 'error\\|warn' logs/app.log", 2, "WARN"),
        ("grep -c error logs/app.log", 1, "ERROR"),
        ("grep -n timeout logs/app.log", 0, ""),  # it matched as written: no hint
    ],
)
def test_a_grep_that_missed_only_by_case_says_so(
    workdir: Path, command: str, lines: int, sample: str
) -> None:
    error, text = run(workdir, command)
    if lines:
        said = "1 line has" if lines == 1 else f"{lines} lines have"
        assert error and f"{said} it in another case (e.g. '{sample}')" in text
        fixed = command.replace("grep", "grep -i", 1)
        assert f"use bash with `{fixed}`" in text
    else:
        assert "another case" not in text


@pytest.mark.parametrize(
    ("command", "lines", "sample", "fixed"),
    [
        # fresh15 read-35: "warning" where the log writes WARN, also with case ignored
        ("grep -i 'warning' logs/app.log | tail -1", 1, "WARN",
         "grep -E -i 'warning|warn' logs/app.log | tail -1"),
        ("grep warning logs/app.log", 1, "WARN", "grep -iE 'warning|warn' logs/app.log"),
        ("grep -E 'error|warning' logs/app.log | tail -1", 2, "WARN",
         "grep -i -E 'error|warning|err|warn' logs/app.log | tail -1"),
        ("grep -ic warning logs/app.log", 1, "WARN", "grep -E -ic 'warning|warn' logs/app.log"),
    ],
)  # fmt: skip
def test_a_level_asked_as_a_person_says_it_is_shown_as_the_log_writes_it(
    workdir: Path, command: str, lines: int, sample: str, fixed: str
) -> None:
    error, text = run(workdir, command)
    said = "1 line has" if lines == 1 else f"{lines} lines have"
    assert error and f"{said} '{sample}', the level as this log writes it" in text, text
    assert f"use bash with `{fixed}`" in text
    failed, found = run(workdir, fixed)  # the fixed command finds them
    assert not failed and "no output" not in found and not found.startswith("0")


@pytest.mark.parametrize(
    "command",
    [
        "grep -i error logs/app.log",  # already ignores case
        "grep -in error logs/app.log",
        "grep zebra logs/app.log",  # in no case at all
        "grep 'err.*r' logs/app.log",  # a regex: not plain words
        "grep error /etc/passwd",  # outside the working directory
        "cat logs/app.log",
        # its lines went to a file: the silence is not a miss (fresh12 write-27)
        "grep error logs/app.log > errors.txt",
    ],
)
def test_no_hint_where_case_is_not_why(workdir: Path, command: str) -> None:
    assert case_hint(command, workdir) is None
