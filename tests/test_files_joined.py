"""Files put together into a new one (agent/files_joined.py): what a request asks, the file
found where the request says it is, the write made from the real files, and the loop where a
model's wrong writes are followed by the loop's own (approval still asked)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.files_joined import Join, join_asked, joined_call
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

SETUP = "# Setup\n\nInstall Python 3.11.\n"
USAGE = "# Usage\n\nRun `python report.py`.\n"
KO = ("docs 폴더의 setup.md랑 usage.md를 하나로 합쳐서 docs/guide.md로 만들어 줘. setup.md 내용이 "
      "먼저 오게 하고, 원래 파일 두 개는 그대로 둬.")  # fmt: skip


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "setup.md").write_text(SETUP)
    (tmp_path / "docs" / "usage.md").write_text(USAGE)
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (KO, Join(("setup.md", "usage.md"), "docs/guide.md")),
        ("Merge usage.md and setup.md into guide.md, with setup.md first.",
         Join(("setup.md", "usage.md"), "guide.md")),
        ("Combine notes.txt and todo.md into a new file called all.txt",
         Join(("notes.txt", "todo.md"), "all.txt")),
        ("a.md랑 b.md 합쳐서 c.md에 저장해 줘. b.md가 먼저야", Join(("b.md", "a.md"), "c.md")),
        ("Put a.md, b.md and c.md together as book.md", Join(("a.md", "b.md", "c.md"), "book.md")),
        # one file, no new name, a branch merge, a copy: not this
        ("Merge a.md into b.md", None),
        ("a.md랑 b.md 합쳐 줘", None),
        ("merge the feature branch into main", None),
        ("copy a.md to b.md", None),
    ],
)  # fmt: skip
def test_what_a_join_asks(request_: str, asked: Join | None) -> None:
    assert join_asked(request_) == asked


def test_the_write_is_made_from_the_files_where_the_request_says_they_are(
    workspace: Path,
) -> None:
    call = joined_call(KO, [], workspace)
    assert call == ("write_file", {"path": "docs/guide.md", "content": SETUP + "\n" + USAGE})
    (workspace / "docs" / "guide.md").write_text(SETUP + USAGE)  # blank lines aside, done
    assert joined_call(KO, [], workspace) is None
    swapped = KO.replace("setup.md 내용이 먼저", "usage.md 내용이 먼저")
    assert joined_call(swapped, [], workspace) is None  # someone's guide.md, not this turn's


def test_no_write_when_a_source_is_missing_ambiguous_or_outside(
    workspace: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    assert joined_call("Merge setup.md and gone.md into guide.md", [], workspace) is None
    (workspace / "other").mkdir()
    (workspace / "other" / "usage.md").write_text("two of them\n")
    assert joined_call("Merge setup.md and usage.md into guide.md", [], workspace) is None
    outside = tmp_path_factory.mktemp("outside") / "secret.md"
    outside.write_text("password\n")
    (workspace / "secret.md").symlink_to(outside)
    assert joined_call("Merge docs/setup.md and secret.md into all.md", [], workspace) is None
    assert joined_call("Merge docs/setup.md and docs/usage.md into ../x.md", [], workspace) is None


def test_the_loop_writes_it_after_the_model_s_wrong_writes(workspace: Path) -> None:
    """fresh30 write-66: a write of setup.md holding the two names (refused: no such file
    there), then "I could not": the loop writes docs/guide.md, the originals untouched, and the
    answer after it stands."""
    junk = ToolCall(id="1", name="write_file",
                    arguments={"path": "setup.md", "content": "setup.md\nusage.md\n"})  # fmt: skip
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[junk]), LLMReply(text="하지 못했습니다."),
         LLMReply(text="docs/guide.md를 만들었습니다.")],
        approver=approver, agent={"language": "ko"},
    )  # fmt: skip
    result = run(agent, KO)
    guide = (workspace / "docs" / "guide.md").read_text()
    assert guide == SETUP + "\n" + USAGE
    assert (workspace / "docs" / "setup.md").read_text() == SETUP
    assert (workspace / "docs" / "usage.md").read_text() == USAGE
    assert [o.call.arguments["path"] for o in result.outcomes] == ["setup.md", "docs/guide.md"]
    assert [r.args["path"] for r in approver.requests] == ["docs/guide.md"]  # asked, as any write
    assert result.answer == "docs/guide.md를 만들었습니다."
