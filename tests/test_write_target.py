"""A new file written where the request does not put it (agent/write_target.py): refused
before any approval, on real folders; the loop's retry writes the file meant."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.write_target import written_files
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

CHECK = '#!/bin/sh\necho "disk ok"\necho "backup ok"\n'
NETWORK = "Can you make scripts/check.sh also print 'network ok', right after the backup line?"
TODAY = "scripts 폴더에 today.sh 하나 만들어 줘. 실행하면 오늘 날짜가 한 줄 찍히게."


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "check.sh").write_text(CHECK)
    (tmp_path / "docs").mkdir()
    (tmp_path / "notes.txt").write_text("a\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "tool", "arguments", "meant"),
    [
        # fresh21 write-47: a new check.sh at the top for scripts/check.sh
        (NETWORK, "bash", {"command": "echo 'network ok' >> check.sh"}, "scripts/check.sh"),
        (NETWORK, "write_file", {"path": "check.sh", "content": "x", "mode": "append"},
         "scripts/check.sh"),
        (NETWORK, "bash", {"command": "echo x | tee -a check.sh"}, "scripts/check.sh"),
        # the file named alone, the one of that name below
        ("add a line to check.sh that says echo hi", "bash", {"command": "echo hi >> check.sh"},
         "scripts/check.sh"),
        # the folder said apart (fresh22 write-50 wrote a second today.sh at the top)
        (TODAY, "write_file", {"path": "today.sh", "content": "2026-12-06"}, "scripts/today.sh"),
        ("put a check.sh in the docs folder too", "write_file",
         {"path": "check.sh", "content": "x"}, "docs/check.sh"),
        # where the request puts it, an existing file, a new file asked for, no file named
        (TODAY, "write_file", {"path": "scripts/today.sh", "content": "date +%F"}, None),
        (NETWORK, "edit_file", {"path": "scripts/check.sh", "old_string": "a", "new_string": "b"},
         None),
        ("append 'b' to notes.txt", "bash", {"command": "echo b >> notes.txt"}, None),
        ("make a new check.sh at the top that says hi", "write_file",
         {"path": "check.sh", "content": "echo hi"}, None),
        ("save the summary to result.txt", "bash", {"command": "python3 r.py > result.txt"}, None),
        ("write the date to /tmp/x.txt", "bash", {"command": "date > /tmp/x.txt"}, None),
    ],
)  # fmt: skip
def test_a_new_file_away_from_the_path_the_request_gives_is_refused(
    workspace: Path, request_: str, tool: str, arguments: dict[str, str], meant: str | None
) -> None:
    refusal = unasked(request_, tool, arguments, workspace)
    if meant is None:
        assert refusal is None or "is not there" not in refusal, refusal
    else:
        assert refusal is not None and f"the request means {meant}. Write to {meant}." in refusal
        assert "\n" not in refusal


def test_the_files_a_call_writes() -> None:
    assert written_files("bash", {"command": "cat a > b.txt; echo x >> c.txt 2>/dev/null"}) == [
        "b.txt", "c.txt"]  # fmt: skip
    assert written_files("bash", {"command": "echo x | tee -a d.txt e.txt"}) == ["d.txt", "e.txt"]
    assert written_files("write_file", {"path": "f.txt"}) == ["f.txt"]
    assert written_files("bash", {"command": "echo 'unclosed"}) == []  # not parsed: nothing said
    assert written_files("read_file", {"path": "g.txt"}) == []


def test_the_loop_refuses_the_misplaced_write_and_the_retry_changes_the_file(
    workspace: Path,
) -> None:
    wrong = ToolCall(id="1", name="bash", arguments={"command": "echo 'network ok' >> check.sh"})
    right = ToolCall(id="2", name="edit_file", arguments={
        "path": "scripts/check.sh", "old_string": 'echo "backup ok"\n',
        "new_string": 'echo "backup ok"\necho "network ok"\n'})  # fmt: skip
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[wrong]), LLMReply(tool_calls=[right]), LLMReply(text="Done.")],
        approver=approver,
    )
    result = run(agent, NETWORK)
    assert result.outcomes[0].result.is_error and "not run" in result.outcomes[0].result.content
    assert not (workspace / "check.sh").exists()
    assert (workspace / "scripts" / "check.sh").read_text().endswith('echo "network ok"\n')
    assert len(approver.requests) == 1  # the refused write was never asked about
