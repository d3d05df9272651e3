"""How long a named file's lines are in characters (fresh36 script-78): the command run on real
files, requests that must not ask it, an answer with the line breaks counted sent back, and the
whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import re
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import grounding, line_lengths
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import ScriptedApprover, scripted_agent

ASKED = "파이썬으로 notes.txt 메모 한 줄이 평균 몇 글자인지 계산해 줘."  # fresh36 script-78
NOTES = """Meeting with Mina at 3pm on Friday
Buy flour and sugar
Call the plumber about the kitchen sink
Send the invoice to Daniel
Book train tickets to Busan
Renew the domain before June
Water the plants
Back up the laptop
"""  # 207 characters in 8 lines without their breaks (215 with them)


def _run(tmp_path: Path, name: str, text: str, request: str) -> str:
    (tmp_path / name).write_text(text, encoding="utf-8")
    found = line_lengths.command(request, name)
    assert found is not None
    done = subprocess.run(["bash", "-c", found[0]], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize(
    ("request_", "kind"),
    [
        (ASKED, "mean"),
        ("What's the average line length of notes.txt in characters?", "mean"),
        ("How many characters is a line of notes.txt on average?", "mean"),
        ("Use Python to get the average number of characters per line in notes.txt", "mean"),
        ("notes.txt 줄당 평균 글자 수 알려 줘", "mean"),
        ("notes.txt에서 제일 긴 줄은 몇 글자야?", "longest"),
        ("How long is the shortest line in notes.txt, in characters?", "shortest"),
    ],
)
def test_the_length_asked(request_: str, kind: str) -> None:
    assert line_lengths.asked(request_) == kind


@pytest.mark.parametrize(
    "request_",
    [
        "How many characters are in notes.txt?",
        "What is the average of the numbers in notes.txt?",
        "What's the average number of words per line in notes.txt?",
        "notes.txt 한 줄에 단어가 평균 몇 개야?",
        "What is the longest line in notes.txt?",  # the line, not its length: another question
        "notes.txt 몇 줄이야?",
        "What's the average size of a file in this folder?",
    ],
)
def test_other_questions_ask_no_line_length(request_: str) -> None:
    assert line_lengths.asked(request_) is None


def test_the_lines_are_measured_without_their_breaks(tmp_path: Path) -> None:
    printed = _run(tmp_path, "notes.txt", NOTES, ASKED)
    assert "8 lines with text, 207 characters - average 25.875 characters a line" in printed
    assert "(21.875 without spaces)" in printed
    assert "longest: line 3, 39 characters" in printed
    assert "shortest: line 7, 16 characters ('Water the plants')" in printed


def test_blank_lines_are_no_notes_and_korean_is_counted_by_letters(tmp_path: Path) -> None:
    printed = _run(
        tmp_path, "memo.txt", "우유 사기\n\n은행 가기 전화\n", "memo.txt 평균 줄 길이 글자 수"
    )
    assert "2 lines with text, 13 characters - average 6.5 characters a line" in printed
    assert "1 blank lines left out" in printed


def _loop(tmp_path: Path, replies: list[str]) -> tuple[str, list[str]]:
    """script-78's turn: a read of notes.txt, then the scripted answers."""
    (tmp_path / "notes.txt").write_text(NOTES)
    settings = load_settings(agent={"language": "ko"})
    read = ToolCall(id="c1", name="read_file", arguments={"path": "notes.txt"})
    backend = ScriptedBackend(
        [LLMReply(tool_calls=[read]), *[LLMReply(text=text) for text in replies]]
    )
    agent = scripted_agent(tmp_path, backend, settings)
    result = asyncio.run(agent.run_turn(ASKED))
    ran = [o.result.content for o in result.outcomes if o.call.name == "bash"]
    assert [argument_text(o)[:10] for o in result.outcomes if o.call.name == "bash"] == [
        "python3 -c"
    ]
    return result.answer, ran


def test_the_loop_measures_the_lines_after_a_read(tmp_path: Path) -> None:
    """script-78 read the file and answered 215 / 8 = 26.875 from the read's footer; the
    loop's command measures the lines, and the answer from it stands."""
    answer, ran = _loop(
        tmp_path,
        ["notes.txt 한 줄의 평균 글자 수는 215 / 8 = 26.875입니다.",
         "줄바꿈을 빼면 한 줄은 평균 25.875글자입니다."],
    )  # fmt: skip
    assert "average 25.875 characters a line" in ran[0]
    assert answer == "줄바꿈을 빼면 한 줄은 평균 25.875글자입니다."


def test_the_breaks_counted_again_fall_back_to_the_printed_figures(tmp_path: Path) -> None:
    answer, _ = _loop(
        tmp_path,
        ["notes.txt 한 줄의 평균 글자 수는 215 / 8 = 26.875입니다.", "평균 26.875글자입니다.",
         "평균 26.875글자입니다."],
    )  # fmt: skip
    assert "25.875" in answer and "26.875" not in answer and "글자" in answer


def test_a_right_answer_and_a_command_that_strips_the_break_stand(tmp_path: Path) -> None:
    command = grounding._named_file_command(ASKED) or ""
    assert command.startswith("python3 -c ") and command.endswith(" notes.txt")
    own = "python3 -c \"l=[x.strip() for x in open('notes.txt')]; print(sum(len(x) for x in l))\""
    found = line_lengths.command(ASKED, "notes.txt")
    assert found is not None
    assert re.search(found[1], own)
    assert not re.search(found[1], "wc -c notes.txt")


def test_an_english_request_that_is_no_question_is_measured_too(tmp_path: Path) -> None:
    """'Use Python to work out the average line length of notes.txt in characters.' asks no
    question in its words: the command is still the one that answers it."""
    request = "Use Python to work out the average line length of notes.txt in characters."
    command = grounding._named_file_command(request) or ""
    assert command.startswith("python3 -c ") and command.endswith(" notes.txt")


def test_after_a_failed_calculate_the_loop_runs_the_command_itself(tmp_path: Path) -> None:
    """The English request's model sent len(open(...)) to calculate, which failed, then copied
    the command cut at its first double quote; the loop makes the call whole."""
    (tmp_path / "notes.txt").write_text(NOTES)
    request = "Use Python to work out the average line length of notes.txt in characters."
    calc = ToolCall(
        id="c1", name="calculate", arguments={"expression": "len(open('notes.txt').read())"}
    )
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[calc]),
            LLMReply(text="The average line length is 215 / 8 = 26.875."),
            LLMReply(text="The average line length is 25.875 characters."),
        ]
    )
    agent = build_agent(
        load_settings(), backend, ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=tmp_path,
    )  # fmt: skip
    agent.config.first_look_up = False
    result = asyncio.run(agent.run_turn(request))
    ran = [o for o in result.outcomes if o.call.name == "bash"]
    assert ran and "average 25.875 characters a line" in ran[-1].result.content
    assert result.answer == "The average line length is 25.875 characters."
