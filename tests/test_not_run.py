"""A script the request says not to run is read, never run (agent/not_run.py), on real files:
the runs refused in one line, the reads and other commands let be, near-misses that forbid
nothing, and the loop where the model ran scripts/check.sh and then read it (fresh39 read-83)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import _asks_to_run, unasked
from jarvis_voice.agent.not_run import forbidden, scripts_run
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

EN = "Don't run it, just look inside scripts/check.sh: which build number does it report?"
CHECK_SH = '#!/bin/sh\necho "disk ok"\necho "STATUS OK (build 7781)"\n'


@pytest.mark.parametrize(
    ("request_", "command"),
    [
        (EN, "bash scripts/check.sh | grep 'build number' | awk '{print $3}'"),  # read-83
        (EN, "./scripts/check.sh"),
        (EN, "cd scripts && sh check.sh"),
        ("report.py 실행하지 말고 안에 적힌 기본 경로만 알려 줘", "python3 report.py"),
        ("report.py는 돌리지 말고, 어떤 파일을 읽는지만 봐 줘", "env X=1 python report.py --dry"),
        ("Without running deploy.sh, tell me which host it deploys to", "source deploy.sh"),
        ("Do not execute anything: what does the script in scripts/ print?", "sh scripts/check.sh"),
    ],
)  # fmt: skip
def test_a_run_forbidden_is_refused_in_one_line(request_: str, command: str) -> None:
    assert forbidden(request_) and not _asks_to_run(request_)
    refusal = unasked(request_, "bash", {"command": command})
    assert refusal is not None and "\n" not in refusal and "read_file" in refusal


@pytest.mark.parametrize(
    "command",
    [
        "cat scripts/check.sh",
        "grep -n build scripts/check.sh",
        "bash -n scripts/check.sh",  # a syntax check runs nothing
        "head -5 scripts/check.sh",
        "python3 -c \"print(open('scripts/check.sh').read())\"",
        "./other.sh",  # not the script named
    ],
)
def test_reads_and_other_commands_are_let_be(command: str) -> None:
    assert unasked(EN, "bash", {"command": command}) is None


@pytest.mark.parametrize(
    "request_",
    [
        "Run scripts/check.sh: which build number does it report?",
        "scripts/check.sh 돌려서 빌드 번호 알려 줘",
        "Why did scripts/check.sh not run last night?",
        "실행하지 않은 스크립트가 있어?",
    ],
)
def test_a_run_asked_or_no_run_forbidden_is_not_refused(request_: str) -> None:
    assert unasked(request_, "bash", {"command": "bash scripts/check.sh"}) is None


def test_scripts_run_reads_each_part_of_a_command() -> None:
    assert scripts_run("bash a.sh | grep x && ./b.py; sudo sh c; python3 -m pytest") == [
        "a.sh",
        "./b.py",
        "c",
    ]
    assert scripts_run("cat a.sh | wc -l") == []


def test_the_loop_reads_the_script_after_its_run_is_refused(tmp_path: Path) -> None:
    (tmp_path / "scripts").mkdir()
    script = tmp_path / "scripts/check.sh"
    script.write_text(CHECK_SH)
    script.chmod(0o755)
    marker = tmp_path / "ran"
    script.write_text(CHECK_SH + f"touch {marker}\n")
    run = ToolCall(id="c1", name="bash", arguments={"command": "bash scripts/check.sh"})
    read = ToolCall(id="c2", name="read_file", arguments={"path": "scripts/check.sh"})
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[run]),
            LLMReply(tool_calls=[read]),
            LLMReply(text="scripts/check.sh reports build 7781."),
        ]
    )
    agent = scripted_agent(tmp_path, backend, load_settings())
    result = asyncio.run(agent.run_turn(EN))
    assert not marker.exists()  # never run
    refused = result.outcomes[0]
    assert refused.result.is_error and "not run" in refused.result.content
    assert "7781" in result.outcomes[1].result.content
    assert result.answer == "scripts/check.sh reports build 7781."
