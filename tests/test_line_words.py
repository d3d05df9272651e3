"""How many words the longest (or shortest) line of a named file has (agent/line_words.py): the
command run by the real shell on a real file, when a call the model ran already counted each
line's words, and the loop that runs it after a count of the whole file's words (fresh45
count-96)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.line_words import command, fallback, unsaid, unseen
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult

# the longest by characters (line 3, 39) and Mina's line have 7 words each; a blank line between
NOTES = (
    "Meeting with Mina at 3pm on Friday\nBuy flour and sugar\n"
    "Call the plumber about the kitchen sink\n\nWater the plants\n"
)
LONGEST = (
    "longest line of notes.txt by characters: line 3, 39 characters, 7 words "
    "('Call the plumber about the kitchen sink')\n"
    "most words in one line: 7 words - line 1 ('Meeting with Mina at 3pm on Friday'), "
    "line 3 ('Call the plumber about the kitchen sink')"
)


def bash(run: str, out: str) -> CallOutcome:
    return CallOutcome(call=ToolCall(id="c", name="bash", arguments={"command": run}),
                       result=ToolResult(out), decision=None)  # fmt: skip


def shell(run: str, cwd: Path) -> str:
    done = subprocess.run(run, shell=True, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize(
    "request_",
    [
        "notes.txt에 있는 메모 중에 제일 긴 메모는 단어 몇 개로 돼 있어?",  # fresh45 count-96
        "How many words are in the longest note in notes.txt?",
        "Which line of notes.txt has the most words?",
        "notes.txt에서 단어가 제일 많은 메모가 뭐야?",
        "What's the word count of the longest line in notes.txt?",
    ],
)
def test_the_longest_lines_words_in_a_real_file(tmp_path: Path, request_: str) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    run = command(request_)
    assert run is not None
    assert shell(run, tmp_path) == LONGEST


def test_the_shortest_lines_words(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    run = command("notes.txt에서 제일 짧은 줄은 단어가 몇 개야?")
    assert run is not None
    assert shell(run, tmp_path) == (
        "shortest line of notes.txt by characters: line 5, 16 characters, 3 words "
        "('Water the plants')\nfewest words in one line: 3 words - line 5 ('Water the plants')"
    )
    (tmp_path / "empty.txt").write_text("\n\n")
    empty = command("How many words are in the longest line of empty.txt?")
    assert empty is not None and shell(empty, tmp_path) == "empty.txt has no line with text"


@pytest.mark.parametrize(
    "request_",
    [
        "notes.txt에서 제일 긴 줄은 몇 글자야?",  # characters: line_lengths'
        "How many words are in notes.txt?",  # the file's words
        "What's the longest note in notes.txt?",  # which line, no words counted
        "What's the most common word in notes.txt?",
        "How many words are in the longest note?",  # no file named
        "How many words do the longest note and the shortest note in notes.txt have?",  # both
    ],
)
def test_requests_that_are_no_count_of_a_lines_words(request_: str) -> None:
    assert command(request_) is None


def test_a_count_of_the_whole_file_is_sent_back_a_count_per_line_is_not() -> None:
    request_ = "notes.txt에 있는 메모 중에 제일 긴 메모는 단어 몇 개로 돼 있어?"
    wrong = [bash("wc -w notes.txt", "40 notes.txt\n")]
    assert unseen(request_, wrong) == command(request_)
    for counted in (
        "awk '{print NF}' notes.txt | sort -n | tail -1",
        "python3 -c \"print(max(len(x.split()) for x in open('notes.txt')))\"",
        command(request_) or "",
    ):
        assert unseen(request_, [bash(counted, "7\n")]) is None, counted
    assert unseen(request_, []) is None  # nothing ran: the no-tool correction's, not this


def test_the_loop_counts_each_lines_words_after_a_count_of_the_file(tmp_path: Path) -> None:
    """fresh45 count-96's own calls: wc -w of the file (40); the loop runs the count line by
    line, and the answer given after it is the one kept."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply
    from support import ScriptedApprover

    (tmp_path / "notes.txt").write_text(NOTES)
    request_ = "notes.txt에 있는 메모 중에 제일 긴 메모는 단어 몇 개로 돼 있어?"
    agent, backend, _ = make_agent(
        tmp_path,
        [LLMReply(text="", tool_calls=[ToolCall(id="1", name="bash",
                                                arguments={"command": "wc -w notes.txt"})]),
         LLMReply(text="제일 긴 메모는 21 단어로 돼 있어요."),
         LLMReply(text="제일 긴 메모는 단어 7개로 돼 있어요.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, request_)
    commands = [
        o.call.arguments["command"] for o in result.outcomes if isinstance(o.call.arguments, dict)
    ]
    assert commands == ["wc -w notes.txt", command(request_)]
    assert result.outcomes[-1].result.content.startswith(LONGEST)
    assert result.answer == "제일 긴 메모는 단어 7개로 돼 있어요."
    assert len(backend.calls) == 3


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [
        # fresh45 count-96, shown the look-up: the characters said for the words
        ('notes.txt 파일에서 제일 긴 메모는 39 글자로 이루어져 있습니다. 이 메모는 "Call the '
         'plumber about the kitchen sink"입니다.', True),
        ("The longest note has 40 words.", True),
        ("제일 긴 메모는 단어 7개로 돼 있어요.", False),
        ("The longest note, line 3, has seven words.", False),
        ("제일 긴 메모는 일곱 단어예요.", False),
    ],
)  # fmt: skip
def test_an_answer_without_the_lines_words_is_sent_back(
    tmp_path: Path, answer: str, sent_back: bool
) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    request_ = "notes.txt에 있는 메모 중에 제일 긴 메모는 단어 몇 개로 돼 있어?"
    run = command(request_) or ""
    look_up = bash(run, shell(run, tmp_path) + "\n[exit code: 0]")
    found = unsaid(request_, answer, [look_up])
    if not sent_back:
        assert found is None
        return
    assert found == (LONGEST, 7, "Call the plumber about the kitchen sink")
    assert fallback(request_, 7, found[2], True) == (
        "제일 긴 줄('Call the plumber about the kitchen sink')은 단어 7개로 돼 있어요."
    )
    assert unsaid("How many words are in notes.txt?", answer, [look_up]) is None


def test_the_loop_sends_back_the_characters_said_for_the_words(tmp_path: Path) -> None:
    """fresh45 count-96 after the look-up: 39 characters said; sent back, then said plainly."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply
    from support import ScriptedApprover

    (tmp_path / "notes.txt").write_text(NOTES)
    request_ = "How many words are in the longest note in notes.txt?"
    chars = LLMReply(text="The longest note in notes.txt is 39 characters long.")
    look_up = ToolCall(id="1", name="bash", arguments={"command": command(request_) or ""})
    agent, _, _ = make_agent(
        tmp_path, [LLMReply(text="", tool_calls=[look_up]), chars, chars, chars],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, request_)
    assert result.answer == (
        "The longest line, 'Call the plumber about the kitchen sink', has 7 words."
    )
