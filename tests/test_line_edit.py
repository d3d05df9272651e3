"""An edit of a named file's lines (agent/line_edit.py): two lines swapped, a mark put on every
line, the whole file's case changed, lines taken out by their place, on real files; a wrong
write refused with the right call, a rewrite that keeps none of the file's lines refused, and
the loop that makes the call when the model will not (fresh31 write-67, write-68; fresh32
write-69, write-70)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.line_edit import (
    blanks_dropped,
    case_asked,
    lines_lost,
    mark_asked,
    right_call,
    swap_asked,
)
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

NOTES = ["Meeting with Mina at 3pm", "Buy flour and sugar", "Water the plants", "Back up laptop"]
DOTS = "notes.txt 메모들 끝에 마침표가 하나도 없네. 줄마다 끝에 마침표 좀 찍어 줘."  # write-68
SWAP = "Swap the first two lines of notes.txt, please."  # write-67


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n", encoding="utf-8")
    return tmp_path


def _edited(workspace: Path, request: str) -> list[str]:
    call = right_call(request, workspace)
    assert call is not None and call[0] == "edit_file"
    text = (workspace / "notes.txt").read_text(encoding="utf-8")
    assert text.count(call[1]["old_string"]) == 1
    return text.replace(call[1]["old_string"], call[1]["new_string"]).splitlines()


@pytest.mark.parametrize(
    ("request_", "order"),
    [
        (SWAP, [1, 0, 2, 3]),
        ("notes.txt 첫 두 줄 순서 좀 바꿔 줘", [1, 0, 2, 3]),
        ("In notes.txt, switch lines 2 and 4.", [0, 3, 2, 1]),
        ("swap the second and third lines of notes.txt", [0, 2, 1, 3]),
        ("notes.txt 첫 번째 줄이랑 세 번째 줄 자리 바꿔 줘", [2, 1, 0, 3]),
        ("notes.txt에서 2번째 줄과 4번째 줄을 바꿔줘", [0, 3, 2, 1]),
        ("Could you swap the last two lines in notes.txt?", [0, 1, 3, 2]),
    ],
)
def test_two_lines_swapped_from_the_file(workspace: Path, request_: str, order: list[int]) -> None:
    assert _edited(workspace, request_) == [NOTES[i] for i in order]


@pytest.mark.parametrize(
    ("request_", "lines"),
    [
        (DOTS, [f"{x}." for x in NOTES]),
        ("Put a period at the end of every line in notes.txt.", [f"{x}." for x in NOTES]),
        ("End each line of notes.txt with a semicolon", [f"{x};" for x in NOTES]),
        ("notes.txt 모든 줄 끝에 느낌표 달아 줘", [f"{x}!" for x in NOTES]),
        ("put a dash at the start of each line in notes.txt", [f"- {x}" for x in NOTES]),
        ('Add "* " before every line of notes.txt', [f"* {x}" for x in NOTES]),
        ("notes.txt 각 줄 앞에 하이픈 붙여 줘", [f"- {x}" for x in NOTES]),
    ],
)
def test_a_mark_put_on_every_line(workspace: Path, request_: str, lines: list[str]) -> None:
    assert _edited(workspace, request_) == lines


def test_lines_that_have_the_mark_keep_it_once(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("Call Mina.\n\nBuy milk\n", encoding="utf-8")
    call = right_call(DOTS, tmp_path)
    assert call is not None
    assert call[1] == {"path": "notes.txt", "old_string": "Buy milk", "new_string": "Buy milk."}


@pytest.mark.parametrize(
    "request_",
    [
        "How many lines of notes.txt end with a period?",
        "notes.txt 첫 두 줄을 대문자로 바꿔 줘",  # a change into something, no swap
        "notes.txt 첫 줄을 'Buy milk'로 바꿔 줘",
        "Switch to the main branch and show notes.txt",
        "Put 'Pay rent' at the end of notes.txt",
        "invoice 줄 다음에 '케이크 주문' 추가해 줘 notes.txt",
        "Swap the first two columns of sales.csv",
    ],
)
def test_other_requests_are_no_line_edit(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None
    assert not (swap_asked(request_) and mark_asked(request_))


def test_a_wrong_write_is_refused_with_the_right_call(workspace: Path) -> None:
    made_up = {"path": "notes.txt", "content": "buy milk.\nbuy eggs.\nbuy bread."}  # write-68
    refusal = unasked(DOTS, "write_file", made_up, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(DOTS, workspace)
    as_table = {"path": "notes.txt", "action": "set", "column": "line", "value": "x"}  # write-67
    refusal = unasked(SWAP, "csv_edit", as_table, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(SWAP, workspace)
    whole = {"path": "notes.txt", "content": "\n".join([NOTES[1], NOTES[0], *NOTES[2:]]) + "\n"}
    assert unasked(SWAP, "write_file", whole, workspace) is None  # the right result is let be
    assert unasked(SWAP, "edit_file", {**right_call(SWAP, workspace)[1]}, workspace) is None  # type: ignore[index]


def test_a_rewrite_that_keeps_no_line_is_refused(workspace: Path) -> None:
    made_up = {"path": "notes.txt", "content": "buy milk\nbuy eggs\nbuy bread\n"}
    # an edit of the lines the module cannot compute: still no whole-file rewrite of made-up lines
    for request_ in ("notes.txt 메모들 줄마다 맨 앞 글자를 대문자로 해 줘",
                     "Make every line of notes.txt sound more polite."):  # fmt: skip
        assert lines_lost(request_, "write_file", made_up, workspace) == "notes.txt"
        assert unasked(request_, "write_file", made_up, workspace) is not None
    # asked to be replaced, appended to, or the lines kept (changed): let be
    assert lines_lost("Replace every line of notes.txt with 'buy milk'", "write_file", made_up,
                      workspace) is None  # fmt: skip
    assert lines_lost("Translate each line of notes.txt to Korean", "write_file", made_up,
                      workspace) is None  # fmt: skip
    appended = {**made_up, "mode": "append"}
    assert lines_lost(DOTS, "write_file", appended, workspace) is None
    upper = {"path": "notes.txt", "content": "\n".join(x.upper() for x in NOTES)}
    assert lines_lost("Make every line of notes.txt upper case", "write_file", upper,
                      workspace) is None  # fmt: skip
    assert lines_lost("Write 'buy milk' in new.txt", "write_file", made_up, workspace) is None
    # 「줄었어」 is no line: the stock fell (test_number_change)
    assert lines_lost("재고가 40개로 줄었어. notes.txt 고쳐 줘", "write_file", made_up,
                      workspace) is None  # fmt: skip


def test_the_loop_makes_the_refused_edit_when_the_model_will_not(workspace: Path) -> None:
    """write-68: a made-up rewrite, then "I added 31 bytes"; the loop makes the edit asked."""
    junk = ToolCall(
        id="1",
        name="write_file",
        arguments={"path": "notes.txt", "content": "buy milk.\nbuy eggs.\nbuy bread."},
    )
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[junk]), LLMReply(text="notes.txt 파일에 31 바이트를 추가했습니다."),
         LLMReply(text="줄마다 마침표를 찍었습니다.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, DOTS)
    assert (workspace / "notes.txt").read_text(encoding="utf-8").splitlines() == [
        f"{x}." for x in NOTES]  # fmt: skip
    assert len(approver.requests) == 1  # only the loop's own edit, still asked about
    assert [o.call.name for o in result.outcomes] == ["write_file", "edit_file"]


LOWER = "Make everything in notes.txt lowercase, please."  # fresh32 write-69
LAST_TWO = "notes.txt 맨 밑에 있는 메모 두 줄은 이제 필요 없어. 지워 줄래?"  # fresh32 write-70


@pytest.mark.parametrize(
    ("request_", "case"),
    [
        (LOWER, "lower"),
        ("notes.txt 전부 소문자로 바꿔 줘", "lower"),
        ("notes.txt를 대문자로 바꿔", "upper"),
        ("Convert notes.txt to UPPERCASE", "upper"),
        ("Change the uppercase letters in notes.txt to lowercase", "lower"),
        ("put notes.txt in all caps", "upper"),
    ],
)
def test_the_whole_files_case_changed(workspace: Path, request_: str, case: str) -> None:
    assert case_asked(request_) == case
    changed = [x.lower() if case == "lower" else x.upper() for x in NOTES]
    assert _edited(workspace, request_) == changed


@pytest.mark.parametrize(
    ("request_", "kept"),
    [
        (LAST_TWO, NOTES[:-2]),
        ("remove the first line of notes.txt", NOTES[1:]),
        ("Delete the last 3 lines of notes.txt", NOTES[:1]),
        ("remove the 2 last lines from notes.txt", NOTES[:2]),
        ("get rid of the bottom two notes in notes.txt", NOTES[:2]),
        ("notes.txt 첫 줄 지워 줘", NOTES[1:]),
        ("notes.txt 마지막 줄 삭제해 줘", NOTES[:-1]),
        ("notes.txt 위에서 두 줄 지워", NOTES[2:]),
        ("notes.txt에서 세 번째 줄 삭제해", [*NOTES[:2], NOTES[3]]),
        ("delete line 2 of notes.txt", [NOTES[0], *NOTES[2:]]),
        ("delete the second note in notes.txt", [NOTES[0], *NOTES[2:]]),
    ],
)
def test_lines_taken_out_by_their_place(workspace: Path, request_: str, kept: list[str]) -> None:
    assert _edited(workspace, request_) == kept


def test_blank_lines_are_no_notes_and_stay(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("Call Mina\n\nBuy milk\nPay rent\n\n", encoding="utf-8")
    call = right_call(LAST_TWO, tmp_path)
    assert call is not None
    text = (tmp_path / "notes.txt").read_text(encoding="utf-8")
    assert text.replace(call[1]["old_string"], "", 1) == "Call Mina\n\n\n"
    call = right_call("delete the first note of notes.txt", tmp_path)
    assert call is not None and call[1]["old_string"] == "Call Mina\n"
    # "line 2" is the file's own second line: the blank one
    assert _edited(tmp_path, "remove line 3 of notes.txt") == ["Call Mina", "", "Pay rent", ""]
    assert right_call("delete the last 5 lines of notes.txt", tmp_path) is None  # only 3 notes


@pytest.mark.parametrize(
    "request_",
    [
        "How many uppercase letters are in notes.txt?",
        "make the first line of notes.txt uppercase",
        "Capitalize the first letter of each line in notes.txt",
        "Is notes.txt all lowercase?",
        "Make the word 'mina' uppercase in notes.txt",
        "notes.txt 끝에서 두 번째 줄 지워 줘",  # counted from the end: not the last lines
        "delete the second line from the bottom of notes.txt",
        "notes.txt에서 plumber 메모 바로 아래 줄 지워 줘",
        "delete the line about the plumber in notes.txt",
        "Delete the last line of notes.txt and add 'Pay rent'",
        "What is the last line of notes.txt?",
        "delete notes.txt",
        "remove the first word of each line in notes.txt",
        "Delete the last two rows of sales.csv",
        "delete the last 10 lines of notes.txt",  # fewer lines than that
    ],
)
def test_no_case_change_or_lines_taken_out(workspace: Path, request_: str) -> None:
    (workspace / "sales.csv").write_text("a,b\n1,2\n3,4\n", encoding="utf-8")
    assert right_call(request_, workspace) is None


def test_wrong_case_and_deletion_writes_are_refused_with_the_right_call(workspace: Path) -> None:
    nonsense = {"path": "notes.txt", "old_string": "notes.txt", "new_string": "notes.txt"}
    refusal = unasked(LOWER, "edit_file", nonsense, workspace)  # write-69
    assert refusal is not None and call_in_refusal(refusal) == right_call(LOWER, workspace)
    empty_top = {"path": "notes.txt", "content": "", "mode": "prepend"}  # write-70
    refusal = unasked(LAST_TWO, "write_file", empty_top, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(LAST_TWO, workspace)
    # the right result, however written, is let be (a blank line left at the end too)
    kept = {"path": "notes.txt", "content": "\n".join(NOTES[:-2]) + "\n"}
    assert unasked(LAST_TWO, "write_file", kept, workspace) is None
    both = {"path": "notes.txt", "old_string": "\n".join(NOTES[-2:]), "new_string": ""}
    assert unasked(LAST_TWO, "edit_file", both, workspace) is None
    lowered = {"path": "notes.txt", "content": "\n".join(x.lower() for x in NOTES) + "\n"}
    assert unasked(LOWER, "write_file", lowered, workspace) is None


def test_the_loop_takes_out_the_lines_when_the_model_will_not(workspace: Path) -> None:
    """write-70: an empty prepend, refused, then an answer; the loop makes the edit asked."""
    empty = ToolCall(
        id="1", name="write_file", arguments={"path": "notes.txt", "content": "", "mode": "prepend"}
    )
    approver = ScriptedApprover(Answer.ALLOW, Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[empty]), LLMReply(text="지웠어요."), LLMReply(text="지웠어요.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, LAST_TWO)
    assert (workspace / "notes.txt").read_text(encoding="utf-8").splitlines() == NOTES[:-2]
    # the loop's own edit, still asked about (beside a read-only look at the last note)
    assert sorted(r.tool for r in approver.requests) == ["bash", "edit_file"]
    assert "edit_file" in [o.call.name for o in result.outcomes]


CHECKLIST = (  # fresh33 write-71
    "Turn notes.txt into a Markdown checklist, please: an unticked box in front of every note."
)


@pytest.mark.parametrize(
    "request_",
    [
        CHECKLIST,
        "notes.txt를 마크다운 체크리스트로 바꿔 줘",
        "notes.txt 메모마다 앞에 빈 체크박스 달아 줘",
        "put an empty checkbox in front of each line of notes.txt",
        "Make notes.txt a to-do checklist",
    ],
)
def test_every_note_gets_an_unticked_box(workspace: Path, request_: str) -> None:
    assert _edited(workspace, request_) == [f"- [ ] {x}" for x in NOTES]


def test_a_checklist_keeps_blank_lines_boxes_and_takes_over_bullets(tmp_path: Path) -> None:
    lines = ["# Notes", "", "- Buy flour", "* Water the plants", "- [x] Call Mina", "Back up"]
    (tmp_path / "notes.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert _edited(tmp_path, CHECKLIST) == [
        "- [ ] # Notes", "", "- [ ] Buy flour", "- [ ] Water the plants", "- [x] Call Mina",
        "- [ ] Back up"]  # fmt: skip


@pytest.mark.parametrize(
    "request_",
    [
        "How many unticked boxes are in notes.txt?",
        "Is notes.txt a checklist?",
        "notes.txt에 체크박스가 몇 개야?",
        "notes.txt 체크리스트에서 첫 항목 체크해 줘",
        "Tick the first box in notes.txt",
        "Add 'buy milk' to my checklist in notes.txt",
        "notes.txt 체크리스트에 우유 사기 추가해 줘",
        "Mark the plants as done in the notes.txt checklist",
        "Put a ticked box in front of every note in notes.txt",
    ],
)
def test_no_checklist_made(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None


def test_a_table_edit_of_the_notes_is_refused_with_the_checklist(workspace: Path) -> None:
    """write-71 ran csv_edit on notes.txt, then answered with a checklist it never wrote."""
    as_table = {"path": "notes.txt", "action": "set", "column": "note", "value": "- [ ]"}
    refusal = unasked(CHECKLIST, "csv_edit", as_table, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(CHECKLIST, workspace)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[ToolCall(id="1", name="csv_edit", arguments=as_table)]),
         LLMReply(text="Sure, here's the checklist: - Buy milk"),
         LLMReply(text="Done.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, CHECKLIST)
    assert (workspace / "notes.txt").read_text(encoding="utf-8").splitlines() == [
        f"- [ ] {x}" for x in NOTES]  # fmt: skip


SPACED = "Put a blank line between each of the notes in notes.txt so they're easier to read."
SPACED_NOTES = [part for x in NOTES for part in (x, "")][:-1]  # fresh34 write-73


@pytest.mark.parametrize(
    "request_",
    [
        SPACED,
        "Add an empty line between every line of notes.txt",
        "double-space notes.txt, please",
        "notes.txt 메모 사이마다 빈 줄 하나씩 넣어 줘",
        "notes.txt 줄 사이에 빈 줄을 넣어서 읽기 쉽게 해 줘",
    ],
)
def test_a_blank_line_put_between_the_notes(workspace: Path, request_: str) -> None:
    assert _edited(workspace, request_) == SPACED_NOTES


def test_spacing_keeps_the_blank_lines_there_and_adds_none_at_the_ends(tmp_path: Path) -> None:
    lines = ["# Notes", "", "Buy flour", "Water the plants", "Back up"]
    (tmp_path / "notes.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert _edited(tmp_path, SPACED) == [
        "# Notes", "", "Buy flour", "", "Water the plants", "", "Back up"]  # fmt: skip


@pytest.mark.parametrize(
    "request_",
    [
        "Remove the blank lines between the notes in notes.txt",
        "How many blank lines are there between the notes in notes.txt?",
        "notes.txt 메모 사이에 있는 빈 줄 지워 줘",
        "Put a blank line after line 2 of notes.txt",
        "Add a blank line at the end of notes.txt",
    ],
)
def test_no_spacing_made(workspace: Path, request_: str) -> None:
    call = right_call(request_, workspace)
    assert call is None or call[1].get("new_string", "").count("\n\n") == 0


def test_the_appended_newline_is_refused_and_the_loop_spaces_the_notes(workspace: Path) -> None:
    """write-73 sent an edit with an empty old_string and appended "\\n", then said nothing was
    done; the appended newline is refused and the loop makes the edit asked."""
    newline = {"path": "notes.txt", "content": "\n", "mode": "append"}
    refusal = unasked(SPACED, "write_file", newline, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(SPACED, workspace)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[ToolCall(id="1", name="write_file", arguments=newline)]),
         LLMReply(text="I did not do that: no tool call made the change."),
         LLMReply(text="Done.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, SPACED)
    assert (workspace / "notes.txt").read_text(encoding="utf-8").splitlines() == SPACED_NOTES


UNBLANK = "Can you take all the blank lines out of README.md?"  # fresh36 write-77
README = ["# Bakery", "", "Tools for a bakery.", "Run report.py daily.", "", "## Layout", "",
          "- src/: code", "   ", "", "", "## Contact", "", "Ask Mina."]  # fmt: skip
README_TEXT = [x for x in README if x.strip()]


@pytest.fixture
def readme(tmp_path: Path) -> Path:
    (tmp_path / "README.md").write_text("\n".join(README) + "\n", encoding="utf-8")
    return tmp_path


def _readme_edited(workspace: Path, request: str) -> list[str]:
    call = right_call(request, workspace)
    assert call is not None and call[0] == "edit_file" and call[1]["path"] == "README.md"
    text = (workspace / "README.md").read_text(encoding="utf-8")
    assert text.count(call[1]["old_string"]) == 1
    return text.replace(call[1]["old_string"], call[1]["new_string"]).splitlines()


@pytest.mark.parametrize(
    "request_",
    [
        UNBLANK,
        "Remove the empty lines from README.md",
        "delete every blank line in README.md, please",
        "Get rid of the blank lines in README.md",
        "README.md에서 빈 줄 다 지워 줘",
        "README.md 빈 줄 전부 없애 줄래?",
        "README.md의 빈 줄을 모두 삭제해 줘",
    ],
)
def test_every_blank_line_taken_out(readme: Path, request_: str) -> None:
    assert blanks_dropped(request_) == "all"
    assert _readme_edited(readme, request_) == README_TEXT


@pytest.mark.parametrize(
    "request_",
    [
        "squeeze double blank lines into one in README.md",
        "Collapse multiple empty lines in README.md into a single one",
        "README.md에서 연속된 빈 줄은 하나로 줄여 줘",
        "README.md 빈 줄이 여러 줄 겹친 곳은 한 줄만 남기고 지워 줘",
    ],
)
def test_runs_of_blank_lines_made_one(readme: Path, request_: str) -> None:
    assert blanks_dropped(request_) == "runs"
    assert _readme_edited(readme, request_) == [
        "# Bakery", "", "Tools for a bakery.", "Run report.py daily.", "", "## Layout", "",
        "- src/: code", "   ", "## Contact", "", "Ask Mina."]  # fmt: skip


def test_one_blank_line_taken_out_goes_with_the_line_before(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("Buy milk\n\nCall Ann\n", encoding="utf-8")
    assert _edited(tmp_path, "remove the blank lines in notes.txt") == ["Buy milk", "Call Ann"]
    # none there: nothing to do, no call
    (tmp_path / "notes.txt").write_text("Buy milk\nCall Ann\n", encoding="utf-8")
    assert right_call("remove the blank lines in notes.txt", tmp_path) is None


@pytest.mark.parametrize(
    "request_",
    [
        "How many blank lines are there in README.md?",
        "Are there any empty lines in README.md?",
        "README.md에 빈 줄이 몇 개야?",
        "Remove the blank line after the title in README.md",
        "Delete the trailing blank lines at the end of README.md",
        "Remove line 2 of README.md",
        "Show me README.md without the blank lines",
        "Put a blank line between each of the lines in README.md",
        "Remove the blank lines in README.md and add a title",
        "Remove the word 'blank' from README.md",
        "README.md 제목 다음에 있는 빈 줄 하나 지워 줘",
    ],
)
def test_no_blank_lines_taken_out(readme: Path, request_: str) -> None:
    assert blanks_dropped(request_) is None


def test_a_description_or_wrong_write_is_refused_and_the_loop_takes_them_out(
    readme: Path,
) -> None:
    """write-77 sent csv_edit on README.md (told no change was asked) and answered with the
    file's line counts; a table edit is refused with the edit, and the loop makes it."""
    wrong = {"path": "README.md", "action": "delete_rows", "where": "blank"}
    refusal = unasked(UNBLANK, "csv_edit", wrong, readme)
    assert refusal is not None and call_in_refusal(refusal) == right_call(UNBLANK, readme)
    some = {"path": "README.md", "old_string": "# Bakery\n\n", "new_string": "# Bakery\n"}
    assert unasked(UNBLANK, "edit_file", some, readme) is not None  # one of them only
    whole = {"path": "README.md", "content": "\n".join(README_TEXT) + "\n"}
    assert unasked(UNBLANK, "write_file", whole, readme) is None
    agent, _, _ = make_agent(
        readme,
        [LLMReply(tool_calls=[ToolCall(id="1", name="csv_edit", arguments=wrong)]),
         LLMReply(text="README.md has 14 lines (8 not blank)."),
         LLMReply(text="Done.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, UNBLANK)
    assert (readme / "README.md").read_text(encoding="utf-8").splitlines() == README_TEXT
