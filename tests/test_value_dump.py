"""A question for one value from a file answered with the file's lines (agent/value_dump.py):
the dump the model gave for 「scripts/check.sh 실행하지 말고 파일 내용만 보고, 빌드 번호가
몇이야?」 sent back once, through the real loop on real files; answers that say the value, quote
a line beside it, or requests that ask for the lines themselves, let be."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.value_dump import dumped
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

KO = "scripts/check.sh 실행하지 말고 파일 내용만 보고, 빌드 번호가 몇이야?"
EN = "Don't run it, just look inside scripts/check.sh: which build number does it report?"
CHECK_SH = '#!/bin/sh\necho "disk ok"\necho "backup ok"\necho "STATUS OK (build 7781)"\n'
# the model's answer to KO after the read (dots and all)
DUMP = ".disk ok\n.backup ok\n.STATUS OK (build 7781)\n.disk ok\n.backup ok\n.STATUS OK ("
# and as it first came, a letter garbled
GARBLED = ".disk ok\n.backup ok\n.STA스 OK (build 7781)\n.disk ok\n.backup ok\n.STA스 OK ("
CONFIG = "# settings\nhost = example.org\nport = 8080\ndebug = false\n"


def _read(path: str, text: str) -> CallOutcome:
    numbered = "\n".join(f"{n:>6}\t{line}" for n, line in enumerate(text.splitlines(), 1))
    return CallOutcome(
        call=ToolCall(id="r", name="read_file", arguments={"path": path}),
        result=ToolResult(numbered + "\n[the whole file]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("request_", "answer", "text"),
    [
        (KO, DUMP, CHECK_SH),
        (KO, GARBLED, CHECK_SH),
        (EN, 'echo "disk ok"\necho "backup ok"\necho "STATUS OK (build 7781)"', CHECK_SH),
        (EN, "The file says:\n```sh\n#!/bin/sh\necho \"disk ok\"\n"
             "echo \"STATUS OK (build 7781)\"\n```", CHECK_SH),
        ("config.ini에서 포트 번호가 뭐야?", "- host = example.org\n- port = 8080", CONFIG),
        ("What is the port in config.ini?", "1: # settings\n2: host = example.org\n3: port = 8080",
         CONFIG),
    ],
)  # fmt: skip
def test_the_files_lines_as_the_answer_to_one_value_are_a_dump(
    request_: str, answer: str, text: str
) -> None:
    assert dumped(request_, answer, [_read("f", text)])


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        (KO, "빌드 번호는 7781이에요."),
        (KO, 'STATUS OK (build 7781) 줄에 따르면 빌드 번호는 7781입니다.\necho "disk ok"'),
        (KO, '빌드 번호는 7781입니다.\necho "STATUS OK (build 7781)"'),  # a line beside it
        (KO, '스크립트가 출력하는 줄:\necho "STATUS OK (build 7781)"'),  # one line: a quote
        (EN, 'It reports build 7781:\necho "disk ok"\necho "STATUS OK (build 7781)"'),
        # the lines themselves asked
        ("scripts/check.sh 내용 그대로 보여 줘", DUMP),
        ("What does scripts/check.sh print? Don't run it.", DUMP),
        ("scripts/check.sh 실행하지 말고 뭐라고 출력하는지만 알려 줘", DUMP),
        ("Show me scripts/check.sh", DUMP),
        # no one value asked
        ("Read scripts/check.sh for me", DUMP),
    ],
)
def test_answers_and_requests_that_are_no_dump(request_: str, answer: str) -> None:
    assert not dumped(request_, answer, [_read("scripts/check.sh", CHECK_SH)])


def test_no_file_read_is_no_dump() -> None:
    assert not dumped(KO, DUMP, [])


def _agent(tmp_path: Path, answers: list[str]) -> tuple[AgentLoop, ScriptedBackend]:
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts/check.sh").write_text(CHECK_SH)
    read = ToolCall(id="c1", name="read_file", arguments={"path": "scripts/check.sh"})
    backend = ScriptedBackend([LLMReply(tool_calls=[read]), *[LLMReply(text=a) for a in answers]])
    return scripted_agent(tmp_path, backend, load_settings()), backend


def test_the_loop_sends_the_dump_back_once_and_keeps_the_value(tmp_path: Path) -> None:
    agent, _ = _agent(tmp_path, [DUMP, "빌드 번호는 7781이에요."])
    result = asyncio.run(agent.run_turn(KO))
    assert result.answer == "빌드 번호는 7781이에요."
    assert result.grounding == "corrected"
    assert (tmp_path / "scripts/check.sh").read_text() == CHECK_SH  # nothing written


def test_a_second_dump_stands(tmp_path: Path) -> None:
    agent, _ = _agent(tmp_path, [DUMP, DUMP])
    result = asyncio.run(agent.run_turn(KO))
    assert "7781" in result.answer


def test_a_right_answer_is_not_sent_back(tmp_path: Path) -> None:
    agent, _ = _agent(tmp_path, ["빌드 번호는 7781이에요."])
    result = asyncio.run(agent.run_turn(KO))
    assert result.answer == "빌드 번호는 7781이에요." and result.grounding != "corrected"
