"""Questions about where files are: the files beside a named one (agent/beside_file.py: where
the file is, then its folder listed) and a file's place said as its path (file_search) — on a
real workspace with the real tools, and through the real loop."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.agent.beside_file import FIND_COMMAND, beside_call, file_asked_beside
from jarvis_voice.agent.file_search import path_unsaid
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import Tool, ToolContext
from jarvis_voice.tools.builtin.files import GlobTool, ListDirTool, ReadFileTool
from tests.test_grounding import TOOLS, outcome


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "usage.md").write_text("# Usage\n\nRun report.py.\n")
    (tmp_path / "docs" / "setup.md").write_text("# Setup\n")
    (tmp_path / "notes.txt").write_text("call the plumber\n")
    (tmp_path / ".config").mkdir()
    (tmp_path / ".config" / "app.yaml").write_text("a: 1\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "named"),
    [
        ("What other files are in the same folder as usage.md?", "usage.md"),
        ("Which files sit next to usage.md?", "usage.md"),
        ("What else is in the directory that holds setup.md?", "setup.md"),
        ("usage.md 있는 폴더에 또 뭐가 있어?", "usage.md"),
        ("usage.md랑 같은 폴더에 있는 파일 알려 줘", "usage.md"),
        ("docs/usage.md 옆에 있는 파일이 뭐야?", "docs/usage.md"),
        # not about its folder, or a change made there
        ("What does usage.md say?", None),
        ("Save a copy of notes.txt in the same folder as usage.md", None),
        ("usage.md랑 같은 폴더에 메모 파일 만들어 줘", None),
        ("What other files are in this folder?", None),
    ],
)  # fmt: skip
def test_the_file_asked_beside(request_: str, named: str | None) -> None:
    assert file_asked_beside(request_) == named


def _call(tool: Tool[Any], workdir: Path, **args: Any) -> CallOutcome:
    """The real tool run on the workspace, as the loop records it."""
    result = asyncio.run(tool.run(tool.Args.model_validate(args), ToolContext(workdir=workdir)))
    return CallOutcome(ToolCall(id="c", name=tool.name, arguments=dict(args)), result)


def _bash(command: str, workdir: Path) -> CallOutcome:
    run = subprocess.run(command, shell=True, cwd=workdir, capture_output=True, text=True)
    return outcome("bash", run.stdout, error=run.returncode != 0, command=command)


def test_found_then_listed_on_a_real_workspace(workspace: Path) -> None:
    """fresh17 files-39: the model read usage.md and described it; the folder is found and
    listed, and then the question rests on the listing."""
    request_ = "What other files are in the same folder as usage.md?"
    failed = _call(ReadFileTool(), workspace, path="usage.md")
    assert failed.result.is_error
    first = beside_call(request_, [failed])
    command = FIND_COMMAND.format(name="usage.md")
    assert first is not None and first[1] == ("bash", {"command": command})
    found = _bash(command, workspace)
    assert found.result.content.strip() == "./docs/usage.md"
    second = beside_call(request_, [failed, found])
    assert second is not None and second[1] == ("list_dir", {"path": "docs"})
    listing = _call(ListDirTool(), workspace, path="docs")
    assert "setup.md" in listing.result.content
    assert beside_call(request_, [failed, found, listing]) is None


@pytest.mark.parametrize("how", ["read", "glob", "named"])
def test_a_path_already_shown_is_listed_at_once(workspace: Path, how: str) -> None:
    request_ = "Which files are next to usage.md?"
    done: list[CallOutcome] = []
    if how == "read":
        done = [_call(ReadFileTool(), workspace, path="docs/usage.md")]
    elif how == "glob":
        done = [_call(GlobTool(), workspace, pattern="**/usage.md")]
    else:
        request_ = "Which files are next to docs/usage.md?"
    found = beside_call(request_, done)
    assert found is not None and found[1] == ("list_dir", {"path": "docs"})


def test_a_listing_of_the_top_folder_does_not_place_it(workspace: Path) -> None:
    """list_dir "." shows "docs/ (setup.md, usage.md)": usage.md is not in "."."""
    listing = _call(ListDirTool(), workspace, path=".")
    assert "usage.md" in listing.result.content
    found = beside_call("What else is in the same folder as usage.md?", [listing])
    assert found is not None and found[1][0] == "bash"


def test_a_dot_folder_keeps_its_dot(workspace: Path) -> None:
    request_ = "What other files are in the same folder as app.yaml?"
    found = _bash(FIND_COMMAND.format(name="app.yaml"), workspace)
    call = beside_call(request_, [found])
    assert call is not None and call[1] == ("list_dir", {"path": ".config"})
    listing = _call(ListDirTool(), workspace, path=".config")
    assert beside_call(request_, [found, listing]) is None


def test_nowhere_or_in_several_folders_the_answer_says_so(workspace: Path) -> None:
    (workspace / "notes").mkdir()
    (workspace / "notes" / "setup.md").write_text("x\n")
    for name in ("missing.md", "setup.md"):
        request_ = f"What other files are in the same folder as {name}?"
        found = _bash(FIND_COMMAND.format(name=name), workspace)
        assert beside_call(request_, [found]) is None  # never the same find again


def test_grounding_makes_the_calls(workspace: Path) -> None:
    request_ = "usage.md 있는 폴더에 또 뭐가 있어?"
    need = grounding.classify(request_, workspace)
    assert need is not None
    read = _call(ReadFileTool(), workspace, path="docs/usage.md")
    verdict = grounding.check(need, request_, "usage.md는 사용법 문서예요.", [read], TOOLS, "ko")
    assert verdict is not None and verdict.call == ("list_dir", {"path": "docs"})
    listing = _call(ListDirTool(), workspace, path="docs")
    answer = "docs 폴더에 setup.md가 있어요."
    assert grounding.check(need, request_, answer, [read, listing], TOOLS, "ko") is None


def test_the_loop_lists_the_folder_and_asks_again(workspace: Path) -> None:
    from extensions_support import make_agent, run
    from jarvis_voice.llm.base import LLMReply

    request_ = "What other files are in the same folder as usage.md?"
    agent, backend, _ = make_agent(
        workspace,
        [LLMReply(text="", tool_calls=[ToolCall(id="1", name="read_file",
                                                arguments={"path": "docs/usage.md"})]),
         LLMReply(text="usage.md says: Run report.py."),
         LLMReply(text="Next to usage.md in docs there is setup.md.")],
    )  # fmt: skip
    result = run(agent, request_)
    assert [o.call.name for o in result.outcomes] == ["read_file", "list_dir"]
    assert "setup.md" in result.outcomes[-1].result.content
    assert result.answer == "Next to usage.md in docs there is setup.md."
    assert len(backend.calls) == 3


@pytest.mark.parametrize(
    ("request_", "answer", "unsaid"),
    [
        # fresh3 files-12: the find printed ./logs/app.log
        ("로그 파일 어디 있어?", "현재 폴더 아래에 app.log 파일이 있습니다.", "logs/app.log"),
        ("Where is the log file?", "The log file is app.log.", "logs/app.log"),
        ("Where is the log file?", "It is logs/app.log.", None),
        ("로그 파일 어디 있어?", "logs 폴더 안에 app.log가 있어요.", None),
        ("Where is the log file?", "There is no log file here.", None),  # names none
        ("How many log files are there?", "One: app.log.", None),  # where was not asked
    ],
)  # fmt: skip
def test_where_a_file_is_is_its_path(
    workspace: Path, request_: str, answer: str, unsaid: str | None
) -> None:
    (workspace / "logs").mkdir()
    (workspace / "logs" / "app.log").write_text("INFO start\n")
    found = _bash("find . -iname '*.log' -not -path './.git/*'", workspace)
    assert path_unsaid(request_, answer, [found]) == unsaid
    need = grounding.classify(request_, workspace)
    if unsaid is not None and need is not None:
        verdict = grounding.check(need, request_, answer, [found], TOOLS, "en")
        assert verdict is not None and verdict.reason == "incomplete"
        assert unsaid in verdict.correction and unsaid in verdict.fallback
