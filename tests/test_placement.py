"""A quoted line put at a place in a named file (agent/placement.py): what the request asks,
the call that does it from the real file, a wrong write refused with that call, and the loop
where the retry makes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.placement import call_in_refusal, placement, right_call
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.builtin.files import EditFileTool, WriteFileTool
from support import ScriptedApprover
from tests.test_beside_file import _call

NOTES = ["Meeting with Mina at 3pm", "Send the invoice to Daniel", "Water the plants"]
BELOW = "In notes.txt, put 'Pick up the cake order' right below the line about the invoice."
TOP = "Put 'Pay the electricity bill' at the very top of notes.txt."


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (TOP, ("Pay the electricity bill", "top", None)),
        (BELOW, ("Pick up the cake order", "below", "invoice")),
        ("Add \"Buy milk\" at the end of notes.txt", ("Buy milk", "end", None)),
        ("notes.txt 맨 밑에 '우유 사기' 추가해 줘", ("우유 사기", "end", None)),
        ("notes.txt에서 invoice 줄 바로 위에 'Call Mina' 넣어 줘",
         ("Call Mina", "above", "invoice")),
        # the end said alone (tune write-2), appended, and the top said another way
        ("todo.md 끝에 '- [ ] 보고서 제출' 한 줄을 추가해줘", ("- [ ] 보고서 제출", "end", None)),
        ("Append 'Buy milk' to notes.txt", ("Buy milk", "end", None)),
        ("notes.txt 제일 위에 '회의 3시' 적어 줘", ("회의 3시", "top", None)),
        ("notes.txt 끝에서 두 번째 줄을 'x'로 바꿔 줘", None),
        # a line in backticks (fresh22 write-49)
        ("Put a `#!/usr/bin/env python3` line at the very top of report.py so I can run it "
         "directly.", ("#!/usr/bin/env python3", "top", None)),
        ("report.py 맨 위에 `# -*- coding: utf-8 -*-` 줄 하나 넣어 줘",
         ("# -*- coding: utf-8 -*-", "top", None)),
        # a replacement, a question, two quotes, a command in backticks, or no place: not this
        ("Run `ls -la` and put what it prints at the end of notes.txt", None),
        ("Replace 'foo' with 'bar' in notes.txt", None),
        ("What does 'Water the plants' mean?", None),
        ("Add 'Buy milk' to notes.txt", None),
        # a quoted line taken out, wherever it is said to sit (fresh28 write-61)
        ("That '# stock check added' comment at the bottom of report.py doesn't need to be "
         "there. Please delete it.", ("# stock check added", "remove", None)),
        ("notes.txt 맨 아래 'Water the plants' 줄 지워 줘", ("Water the plants", "remove", None)),
        ("Remove \"Buy milk\" from notes.txt", ("Buy milk", "remove", None)),
    ],
)  # fmt: skip
def test_where_a_quoted_line_goes(request_: str, asked: tuple[str, str, str | None] | None) -> None:
    assert placement(request_) == asked


def test_the_right_call_puts_the_line_there_on_a_real_file(workspace: Path) -> None:
    for request_, lines in (
        (BELOW, [NOTES[0], NOTES[1], "Pick up the cake order", NOTES[2]]),
        (TOP, ["Pay the electricity bill", NOTES[0], NOTES[1], "Pick up the cake order",
               NOTES[2]]),
    ):  # fmt: skip
        call = right_call(request_, workspace)
        assert call is not None
        tool = EditFileTool() if call[0] == "edit_file" else WriteFileTool()
        done = _call(tool, workspace, **call[1])
        assert not done.result.is_error, done.result.content
        assert (workspace / "notes.txt").read_text().splitlines() == lines
    (workspace / "notes.txt").write_text("invoice A\ninvoice B\n")
    assert right_call(BELOW, workspace) is None  # two lines about it: not guessed


def test_a_write_that_puts_more_or_replaces_the_line_is_refused(workspace: Path) -> None:
    """fresh3 write-9 prepended made-up lines; fresh6 write-15 replaced the invoice line."""
    junk = {"path": "notes.txt", "content": "Pay the electricity bill\n1\n2\n3", "mode": "prepend"}
    refusal = unasked(TOP, "write_file", junk, workspace)
    assert refusal is not None and 'content "Pay the electricity bill\\n"' in refusal
    right = {"path": "notes.txt", "content": "Pay the electricity bill", "mode": "prepend"}
    assert unasked(TOP, "write_file", right, workspace) is None
    replaced = {"path": "notes.txt", "old_string": "invoice",
                "new_string": "Pick up the cake order"}  # fmt: skip
    refusal = unasked(BELOW, "edit_file", replaced, workspace)
    assert refusal is not None
    assert 'new_string "Send the invoice to Daniel\\nPick up the cake order"' in refusal
    other = {"path": "todo.md", "content": "x", "mode": "append"}  # another file: not this rule
    assert unasked(BELOW, "write_file", other, workspace) is None


def test_the_loop_refuses_the_wrong_edit_and_the_retry_makes_it(workspace: Path) -> None:
    wrong = ToolCall(
        id="1",
        name="edit_file",
        arguments={
            "path": "notes.txt",
            "old_string": "invoice",
            "new_string": "Pick up the cake order",
        },
    )
    right = ToolCall(id="2", name="edit_file", arguments={
        "path": "notes.txt", "old_string": "Send the invoice to Daniel",
        "new_string": "Send the invoice to Daniel\nPick up the cake order"})  # fmt: skip
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[wrong]), LLMReply(tool_calls=[right]),
         LLMReply(text="Added it below the invoice line.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, BELOW)
    assert result.outcomes[0].result.is_error and "not run" in result.outcomes[0].result.content
    assert len(approver.requests) == 1  # the refused edit was never asked about
    assert (workspace / "notes.txt").read_text().splitlines() == [
        NOTES[0], NOTES[1], "Pick up the cake order", NOTES[2]]  # fmt: skip


def test_the_refusal_is_read_back_as_the_call_it_names(workspace: Path) -> None:
    junk = {"path": "notes.txt", "content": "Pay the electricity bill\n1\n2\n3", "mode": "prepend"}
    refusal = unasked(TOP, "write_file", junk, workspace)
    assert refusal is not None
    assert call_in_refusal(refusal) == right_call(TOP, workspace)
    replaced = {"path": "notes.txt", "old_string": "invoice", "new_string": 'x, y "z"'}
    refusal = unasked(BELOW, "edit_file", replaced, workspace)
    assert refusal is not None and call_in_refusal("ERROR: " + refusal) == right_call(
        BELOW, workspace)  # fmt: skip
    # other errors, a cut-off refusal, or a value that is not text: no call
    assert call_in_refusal("not run: that text is the request's own words") is None
    assert call_in_refusal(refusal[:-5]) is None
    cut = "not run: that does not put only that line there; use write_file with path 3"
    assert call_in_refusal(cut) is None
    assert call_in_refusal(cut.replace("path 3", 'content "x"')) is None  # no path


def test_the_loop_makes_the_refused_call_when_the_model_will_not(workspace: Path) -> None:
    """fresh3 write-9 in session 42: told the exact call, the model answered "I can't modify
    files on your computer" and, forced, repeated its wrong write."""
    junk = ToolCall(
        id="1",
        name="write_file",
        arguments={
            "path": "notes.txt",
            "content": "Pay the electricity bill\n1\n2\n3",
            "mode": "prepend",
        },
    )
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[junk]), LLMReply(text="I can't modify files on your computer."),
         LLMReply(text="Done: it is at the top.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, TOP)
    assert (workspace / "notes.txt").read_text().splitlines() == [
        "Pay the electricity bill", *NOTES]  # fmt: skip
    assert len(approver.requests) == 1  # the loop's own write is still asked about
    assert [o.call.name for o in result.outcomes] == ["write_file", "write_file"]


def test_a_line_in_backticks_put_on_top_after_an_empty_old_string(tmp_path: Path) -> None:
    """fresh22 write-49: edit_file with an empty old_string, twice, and "I did not do that";
    the refusal names the prepend, and the loop makes it when the model will not."""
    (tmp_path / "report.py").write_text('print("report")\n')
    request_ = "Put a `#!/usr/bin/env python3` line at the very top of report.py."
    empty = ToolCall(
        id="1",
        name="edit_file",
        arguments={"path": "report.py", "old_string": "", "new_string": "#!/usr/bin/env python3"},
    )
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        tmp_path,
        [LLMReply(tool_calls=[empty]), LLMReply(tool_calls=[empty]),
         LLMReply(text="I did not do that."), LLMReply(text="Done: it is the first line.")],
        approver=approver,
    )  # fmt: skip
    run(agent, request_)
    assert (tmp_path / "report.py").read_text() == '#!/usr/bin/env python3\nprint("report")\n'
    assert [r.tool for r in approver.requests] == ["write_file"]


def test_a_line_put_at_the_end_said_alone_after_an_edit_into_itself(tmp_path: Path) -> None:
    """tune write-2: 「todo.md 끝에 … 추가해줘」 edited the new line into itself, twice."""
    (tmp_path / "todo.md").write_text("- [ ] write tests\n- [x] update README")
    request_ = "todo.md 끝에 '- [ ] 보고서 제출' 한 줄을 추가해줘"
    same = ToolCall(
        id="1",
        name="edit_file",
        arguments={
            "path": "todo.md",
            "old_string": "- [ ] 보고서 제출",
            "new_string": "- [ ] 보고서 제출",
        },
    )
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        tmp_path,
        [LLMReply(tool_calls=[same]), LLMReply(tool_calls=[same]),
         LLMReply(text="하지 못했습니다."), LLMReply(text="todo.md 끝에 추가했습니다.")],
        approver=approver,
    )  # fmt: skip
    run(agent, request_)
    assert (tmp_path / "todo.md").read_text().splitlines() == [
        "- [ ] write tests", "- [x] update README", "- [ ] 보고서 제출"]  # fmt: skip


REMOVE = (
    "That '# stock check added' comment at the bottom of report.py doesn't need to be "
    "there. Please delete it."
)
REPORT = ['print("report")', "# stock check added", "print(total)"]


def test_a_quoted_line_taken_out_is_that_whole_line_on_a_real_file(tmp_path: Path) -> None:
    (tmp_path / "report.py").write_text("\n".join(REPORT) + "\n")
    call = right_call(REMOVE, tmp_path)
    assert call == ("edit_file", {"path": "report.py", "old_string": "# stock check added",
                                  "new_string": ""})  # fmt: skip
    done = _call(EditFileTool(), tmp_path, **call[1])
    assert not done.result.is_error, done.result.content
    assert (tmp_path / "report.py").read_text() == 'print("report")\nprint(total)\n'
    (tmp_path / "report.py").write_text("# stock check added\n# stock check added again\n")
    assert right_call(REMOVE, tmp_path) is None  # on two lines: not guessed


def test_a_line_taken_out_is_never_the_file_removed(tmp_path: Path) -> None:
    """fresh28 write-61: edit_file old == new ("use write_file … append" it was told), then
    `rm report.py` — the whole file gone for one comment."""
    (tmp_path / "report.py").write_text("\n".join(REPORT) + "\n")
    same = ToolCall(
        id="1",
        name="edit_file",
        arguments={
            "path": "report.py",
            "old_string": "# stock check added",
            "new_string": "# stock check added",
        },
    )
    rm = ToolCall(id="2", name="bash", arguments={"command": "rm report.py"})
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        tmp_path,
        [LLMReply(tool_calls=[same]), LLMReply(tool_calls=[rm]),
         LLMReply(text="The comment was deleted."), LLMReply(text="Deleted the comment.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, REMOVE)
    assert (tmp_path / "report.py").read_text().splitlines() == [REPORT[0], REPORT[2]]
    refused = [o.result.content for o in result.outcomes if o.call.name == "bash"]
    assert refused and "not the file itself" in refused[0]
    assert [r.tool for r in approver.requests] == ["edit_file"]


@pytest.mark.parametrize(
    ("request_", "command", "refused"),
    [
        (REMOVE, "rm report.py", True),
        ("todo.md에서 끝낸 항목은 지워 줘", "rm todo.md", True),
        ("Delete the blank lines in notes.txt", "rm -f notes.txt", True),
        # the file itself asked gone, or another file removed: not this rule
        ("Delete draft.txt in the docs folder", "rm docs/draft.txt", False),
        ("draft.txt는 이제 필요 없으니까 지워 줘", "rm draft.txt", False),
        (REMOVE, "rm -f /tmp/scratch.txt", False),
        ("Move the line in draft.txt to the end of notes.txt, then delete draft.txt.",
         "rm draft.txt", False),
        ("draft.txt의 줄을 notes.txt 끝으로 옮기고 draft.txt는 지워 줘", "rm draft.txt", False),
        ("What is the first line of report.py?", "rm report.py", False),
    ],
)  # fmt: skip
def test_what_is_a_part_of_a_file_deleted_as_the_file(
    tmp_path: Path, request_: str, command: str, refused: bool
) -> None:
    refusal = unasked(request_, "bash", {"command": command}, tmp_path)
    assert (refusal is not None and "not the file itself" in refusal) is refused


def test_a_line_already_at_the_top_is_not_put_there_again(workspace: Path) -> None:
    """fresh38 write-82's model, told to prepend, prepended the line twice: once it is there,
    another write of it is refused in one line."""
    request_ = "Put 'Pay the electricity bill' at the top of todo.txt"
    path = workspace / "todo.txt"
    path.write_text("Buy milk\n", encoding="utf-8")
    prepend = {"path": "todo.txt", "content": "Pay the electricity bill\n", "mode": "prepend"}
    assert unasked(request_, "write_file", prepend, workspace) is None
    path.write_text("Pay the electricity bill\nBuy milk\n", encoding="utf-8")
    refusal = unasked(request_, "write_file", prepend, workspace)
    assert refusal is not None and "already" in refusal and "\n" not in refusal
    appended = {"path": "todo.txt", "content": "Buy milk\n", "mode": "append"}
    assert unasked("Add 'Buy milk' at the end of todo.txt", "write_file", appended, workspace)
