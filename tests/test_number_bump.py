"""A number written in a named file raised (or lowered) by the step said (agent/number_bump.py),
on real files: the file, the label and the step read from the request, the number after the
label found in the file, a run of the file or another write refused, and the loop that makes
the edit when the model ran the script instead (fresh40 write-86)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import number_bump
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

BUMP_KO = "새로 빌드했으니까 scripts/check.sh에 적힌 빌드 번호 하나 올려 줘."  # write-86
CHECK_SH = '#!/bin/sh\necho "disk ok"\necho "backup ok"\necho "STATUS OK (build 7781)"\n'
BUMPED = CHECK_SH.replace("7781", "7782")


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "check.sh").write_text(CHECK_SH)
    (tmp_path / "setup.py").write_text('name = "shop"\nVERSION = 3\nport = 8080\n')
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "path", "old", "new"),
    [
        (BUMP_KO, "scripts/check.sh", "7781", "7782"),
        ("Bump the build number in scripts/check.sh by one.", "scripts/check.sh", "7781", "7782"),
        ("increment the build number in scripts/check.sh", "scripts/check.sh", "7781", "7782"),
        ("setup.py 버전 2 올려 줘", "setup.py", "VERSION = 3", "VERSION = 5"),
        ("Raise the version in setup.py", "setup.py", "VERSION = 3", "VERSION = 4"),
        ("lower the port in setup.py by one", "setup.py", "port = 8080", "port = 8079"),
        ("setup.py 포트 번호 하나 내려 줘", "setup.py", "port = 8080", "port = 8079"),
    ],
)  # fmt: skip
def test_the_number_after_the_label_is_stepped(
    work: Path, request_: str, path: str, old: str, new: str
) -> None:
    call = number_bump.right_call(request_, work)
    assert call is not None and call[0] == "edit_file"
    assert call[1]["path"] == path
    assert old in call[1]["old_string"] and new in call[1]["new_string"]


@pytest.mark.parametrize(
    "request_",
    [
        "What is the build number in scripts/check.sh?",
        "scripts/check.sh 빌드 번호가 몇이야?",
        "Run scripts/check.sh",
        "scripts/check.sh에 적힌 빌드 번호를 7790으로 바꿔 줘",  # a number said: number_change's
        "Clean up the version in setup.py",
        "Bump it",  # no file named
        "Bump the version in setup.py to 10",  # the new number said: no step
        "setup.py 버전을 4로 올려 줘",
    ],
)
def test_no_bump_is_read_from_other_requests(work: Path, request_: str) -> None:
    assert number_bump.right_call(request_, work) is None


def test_a_run_of_the_script_or_another_write_is_refused(work: Path) -> None:
    # write-86 ran the script and said the number went up
    refused = unasked(BUMP_KO, "bash", {"command": "bash scripts/check.sh"}, work)
    assert refused is not None and "running the file" in refused and "7782" in refused
    assert "\n" not in refused
    wrong = {"path": "scripts/check.sh", "content": 'echo "build 7782"\n'}
    assert unasked(BUMP_KO, "write_file", wrong, work) is not None
    right = {"path": "scripts/check.sh", "old_string": "7781", "new_string": "7782"}
    assert unasked(BUMP_KO, "edit_file", right, work) is None
    assert unasked(BUMP_KO, "bash", {"command": "cat scripts/check.sh"}, work) is None


def test_the_loop_edits_the_number_after_the_script_was_run(work: Path) -> None:
    ran = ToolCall(id="1", name="bash", arguments={"command": "bash scripts/check.sh"})
    said = "디스크와 백업 모두 정상입니다. 빌드 번호 7781이 올라왔습니다."
    agent, _, _ = make_agent(
        work,
        [LLMReply(tool_calls=[ran]), LLMReply(text=said), LLMReply(text=said),
         LLMReply(text="빌드 번호를 7782로 올렸습니다.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, BUMP_KO)
    assert (work / "scripts" / "check.sh").read_text() == BUMPED


def test_a_made_bump_is_never_made_twice(work: Path) -> None:
    edit = ToolCall(
        id="1", name="edit_file",
        arguments={"path": "scripts/check.sh", "old_string": "7781", "new_string": "7782"},
    )  # fmt: skip
    agent, _, _ = make_agent(
        work,
        [LLMReply(tool_calls=[edit]), LLMReply(text="빌드 번호를 7782로 올렸습니다."),
         LLMReply(text="빌드 번호를 7782로 올렸습니다.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, BUMP_KO)
    assert (work / "scripts" / "check.sh").read_text() == BUMPED
