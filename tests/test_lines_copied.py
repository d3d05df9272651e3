"""Every line of one named file copied onto the end of another as items like the ones there
(agent/lines_copied.py), on real files: the request read, a write of the source refused in one
line, and the loop that copies them after the model appended a note of its own to the source
(fresh44 write-93)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import lines_copied
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

COPY_EN = (
    "Copy every note in notes.txt onto the end of todo.md as an unticked item like the ones "
    "already there, in the same order. Leave notes.txt as it is."
)  # write-93
COPY_KO = "notes.txt에 있는 메모를 전부 todo.md 끝에 체크 안 된 할 일로 순서대로 붙여 줘."
NOTES = ["Meeting with Mina at 3pm on Friday", "Buy flour and sugar", "Water the plants"]
TODO = ["# To do", "", "- [ ] write tests", "- [x] update README"]
WITH_NOTES = [*TODO, *(f"- [ ] {note}" for note in NOTES)]


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    (tmp_path / "todo.md").write_text("\n".join(TODO) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    "request_",
    [COPY_EN, COPY_KO,
     "Append all the lines of notes.txt to todo.md.",
     "notes.txt 내용 전부 todo.md 맨 아래에 추가해 줘.",
     "Add each note from notes.txt to the bottom of todo.md, in order."],
)  # fmt: skip
def test_the_copy_is_read(request_: str) -> None:
    assert lines_copied.copy_asked(request_) == ("notes.txt", "todo.md")


@pytest.mark.parametrize(
    "request_",
    ["Copy the notes that mention Mina from notes.txt to the end of todo.md",  # some only
     "Move every note in notes.txt to the end of todo.md",  # the source loses them
     "How do I copy every line of notes.txt onto the end of todo.md?",  # a question
     "Copy every note in notes.txt onto the end of todo.md and draft.txt",  # two targets
     "Copy every note in notes.txt to the end of the file"],  # one file
)  # fmt: skip
def test_no_copy_is_read_from_other_requests(request_: str) -> None:
    assert lines_copied.copy_asked(request_) is None


def test_each_line_takes_the_targets_mark() -> None:
    notes = "- one\n\n* [x] two\n"  # a mark of its own and a blank line dropped
    boxed = lines_copied.copied(notes, "- [x] a\n", "copy all")
    assert boxed == "- [x] a\n- [ ] one\n- [ ] two\n"
    assert lines_copied.copied(notes, "* a\n* b", "copy all") == "* a\n* b\n* one\n* two\n"
    assert lines_copied.copied(notes, "a\nb\n", "copy all") == "a\nb\none\ntwo\n"
    assert lines_copied.copied(notes, "a\n", "as unticked items") == "a\n- [ ] one\n- [ ] two\n"
    assert lines_copied.copied(notes, "1. a\n2. b\n", "copy all") is None  # numbered
    assert lines_copied.copied("# Notes\none\n", "a\n", "copy all") is None  # sections
    done = "- [x] a\n- [ ] one\n- [ ] two\n"
    assert lines_copied.copied(notes, done, "copy all") == done  # there already


def test_a_write_of_the_source_is_refused(work: Path) -> None:
    own = {"path": "notes.txt", "content": "new note", "mode": "append"}  # write-93's write
    refused = unasked(COPY_EN, "write_file", own, work)
    assert refused is not None and "todo.md" in refused and "\n" not in refused
    right = {"path": "todo.md", "content": "\n".join(f"- [ ] {n}" for n in NOTES) + "\n"}
    assert unasked(COPY_EN, "write_file", {**right, "mode": "append"}, work) is None


def test_the_loop_copies_the_notes_after_a_refused_write(work: Path) -> None:
    own = {"path": "notes.txt", "content": "new note", "mode": "append"}
    write = ToolCall(id="1", name="write_file", arguments=own)
    said = "The notes are now at the end of todo.md."
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[write]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, COPY_EN)
    assert (work / "todo.md").read_text().splitlines() == WITH_NOTES
    # notes.txt, the first file named, is read, not changed: no "I did not do that"
    assert result.answer == said, result.answer
    assert (work / "notes.txt").read_text().splitlines() == NOTES  # left as it is
    assert lines_copied.right_call(COPY_EN, work) is None  # copied: nothing left to do
