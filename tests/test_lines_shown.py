"""A file's first or last n lines asked to be shown: every one in the answer, whole (fresh33
read-72's answer ran out of tokens before the last line), with the real read_file tool and
the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import lines_shown
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

LOG = [f"2024-06-30 23:{i:02d}:00 INFO request served: GET /items/{i}" for i in range(40, 50)]
LOG.append("2024-06-30 23:59:00 INFO shutdown complete")
TAIL = LOG[-5:]


@pytest.mark.parametrize(
    ("request_", "count"),
    [
        ("로그 파일 마지막 다섯 줄 좀 보여 줘.", 5),
        ("Show me the last 3 lines of notes.txt", 3),
        ("What are the first two lines of todo.md?", 2),
        ("app.log 처음 10줄 출력해 줘", 10),
        ("notes.txt 끝에서 세 줄 읽어 줘", 3),
        # a change to those lines, or a count, or too many to quote
        ("Delete the last 3 lines of notes.txt", None),
        ("notes.txt 마지막 두 줄 지워 줘", None),
        ("How many lines does notes.txt have?", None),
        ("Show me the last 500 lines of the log", None),
        ("What does the last line of notes.txt say?", None),
    ],
)
def test_how_many_lines_are_asked(request_: str, count: int | None) -> None:
    assert lines_shown.lines_asked(request_) == count


def _read(content: str, name: str = "read_file") -> CallOutcome:
    arguments = {"path": "logs/app.log"} if name == "read_file" else {"command": "tail -5 x"}
    return CallOutcome(
        call=ToolCall(id="c", name=name, arguments=arguments),
        result=ToolResult(content),
        decision=None,
    )


NUMBERED = "".join(f"{1496 + i:>6}\t{line}\n" for i, line in enumerate(TAIL))


@pytest.mark.parametrize(
    ("answer", "missing"),
    [
        ("\n".join(TAIL), []),
        # fresh33 read-72: four lines and a half, the shutdown never shown
        ("마지막 다섯 줄입니다:\n" + "\n".join(TAIL[:3]) + "\n" + TAIL[3][:30], TAIL[3:]),
        ("\n".join(TAIL[:4]), TAIL[4:]),
        ("The log ends with a shutdown.", TAIL),
    ],
)
def test_an_answer_must_show_every_line_whole(answer: str, missing: list[str]) -> None:
    asked = "로그 파일 마지막 다섯 줄 좀 보여 줘."
    for outcome in (_read(NUMBERED), _read("\n".join(TAIL) + "\n[exit code: 0]", "bash")):
        found = lines_shown.unshown(asked, answer, [outcome])
        assert (found[0] if found else []) == missing


def test_a_read_of_other_lines_is_no_ground_to_judge() -> None:
    asked = "로그 파일 마지막 다섯 줄 좀 보여 줘."
    whole = "".join(f"{i + 1:>6}\t{line}\n" for i, line in enumerate(LOG))
    assert lines_shown.unshown(asked, "shutdown", [_read(whole)]) is None


# --- the whole loop: a real read_file of a real log -------------------------------------------


def _agent(folder: Path, steps: list[Any], language: str) -> Any:
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_a_cut_answer_is_replaced_by_the_lines_read(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join(LOG) + "\n")
    read = ToolCall(
        id="c1", name="read_file", arguments={"path": "logs/app.log", "lines": "last 5"}
    )
    cut = LLMReply(text="app.log 파일의 마지막 다섯 줄은:\n" + "\n".join(TAIL[:3]) + "\n2024-06-30")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[read]), cut, cut], "ko")
    result = asyncio.run(agent.run_turn("로그 파일 마지막 다섯 줄 좀 보여 줘."))
    assert result.grounding == "replaced"
    assert all(line in result.answer for line in TAIL)
    assert "items/45" not in result.answer  # the sixth line from the end is not shown


def test_a_whole_answer_stands(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join(LOG) + "\n")
    read = ToolCall(
        id="c1", name="read_file", arguments={"path": "logs/app.log", "lines": "last 5"}
    )
    whole = LLMReply(text="마지막 다섯 줄입니다:\n" + "\n".join(TAIL))
    agent = _agent(tmp_path, [LLMReply(tool_calls=[read]), whole], "ko")
    result = asyncio.run(agent.run_turn("로그 파일 마지막 다섯 줄 좀 보여 줘."))
    assert result.answer == whole.text
