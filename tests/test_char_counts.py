"""How many times a punctuation mark occurs in a file (agent/char_counts.py): the command run
by the real shell on a real file, and when a call the model ran already counted it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.char_counts import count_command, unseen
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult

SALES = 'date,region,product\n2024-06-01,north,bagel\n2024-06-02,"south, east",muffin\n'


def bash(command: str, out: str) -> CallOutcome:
    return CallOutcome(call=ToolCall(id="c", name="bash", arguments={"command": command}),
                       result=ToolResult(out), decision=None)  # fmt: skip


def run(command: str, cwd: Path) -> str:
    done = subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize(
    ("request_", "count"),
    [
        ("How many commas are there in sales.csv altogether?", SALES.count(",")),
        ("sales.csv에 쉼표가 몇 개 있어?", SALES.count(",")),
        ("notes.txt에 마침표가 모두 몇 개야?", 2),
        ("Count the question marks in notes.txt.", 1),
        ("How many semicolons does notes.txt have?", 1),
        ("How many colons are in notes.txt?", 1),
    ],
)
def test_a_mark_counted_in_a_real_file(tmp_path: Path, request_: str, count: int) -> None:
    """fresh31 count-67 answered "How many commas are there in sales.csv?" with the rows, 12."""
    (tmp_path / "sales.csv").write_text(SALES)
    (tmp_path / "notes.txt").write_text("Buy milk. Call Mina; why? at 3:30.\n")
    command = count_command(request_)
    assert command is not None
    assert run(command, tmp_path) == str(count)


def test_a_count_of_rows_or_lines_is_sent_back_a_character_count_is_not() -> None:
    request_ = "How many commas are there in sales.csv altogether?"
    rows = CallOutcome(call=ToolCall(id="c", name="csv_query",
                                     arguments={"path": "sales.csv", "op": "count"}),
                       result=ToolResult("12"), decision=None)  # fmt: skip
    assert unseen(request_, [rows]) == count_command(request_)
    assert unseen(request_, [bash("grep -c , sales.csv", "13\n")]) == count_command(request_)
    for counted in (
        "grep -o , sales.csv | wc -l",
        "tr -cd ',' < sales.csv | wc -c",
        "python3 -c \"print(open('sales.csv').read().count(','))\"",
    ):
        assert unseen(request_, [bash(counted, "52\n")]) is None, counted


@pytest.mark.parametrize(
    "request_",
    ["How many rows are in sales.csv?", "Which line of sales.csv has the most commas?",
     "How many commas should a CSV row have?", "How many periods of growth in sales.csv?",
     "notes.txt에 몇 줄 있어?"],
)  # fmt: skip
def test_requests_that_are_no_count_of_a_mark_in_a_file(request_: str) -> None:
    assert count_command(request_) is None


NOTES = "Meeting with Mina at 3pm\nBuy flour and sugar\nEat the cake, Eve!\n"


@pytest.mark.parametrize(
    ("request_", "count"),
    [
        # fresh32 count-69: the model counted in its head and said 10 (the file has 20)
        ("How many e's are there in notes.txt? I mean the letter e.", NOTES.lower().count("e")),
        ("notes.txt에 'e'자가 몇 개 있어?", NOTES.lower().count("e")),
        ("notes.txt에 e 글자 몇 번 나와?", NOTES.lower().count("e")),
        ("notes.txt에서 글자 a는 몇 개야?", NOTES.lower().count("a")),
        ("How many times does the letter a appear in notes.txt?", NOTES.lower().count("a")),
        ("How many times does 'e' appear in notes.txt?", NOTES.lower().count("e")),
        # the case said: only that one
        ("Count the lowercase e's in notes.txt", NOTES.count("e")),
        ("How many capital E's are in notes.txt?", NOTES.count("E")),
        ("notes.txt에 대문자 M 몇 개야?", NOTES.count("M")),
        ("How many '!' characters are in notes.txt?", 1),
    ],
)  # fmt: skip
def test_a_letter_counted_in_a_real_file(tmp_path: Path, request_: str, count: int) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    command = count_command(request_)
    assert command is not None
    assert run(command, tmp_path) == str(count)


@pytest.mark.parametrize(
    "request_",
    ["How many characters are in notes.txt?",
     "How many words in notes.txt start with the letter b?",
     "What's the letter count of notes.txt?", "How many lines in notes.txt?",
     "notes.txt에서 a로 시작하는 단어 몇 개야?", "How many letters does notes.txt have?",
     "Which letter appears most in notes.txt?"],
)  # fmt: skip
def test_requests_that_are_no_count_of_one_letter(request_: str) -> None:
    assert count_command(request_) is None


def test_a_letter_counted_in_the_head_is_sent_back_to_the_count() -> None:
    request_ = "How many e's are there in notes.txt? I mean the letter e."
    calc = CallOutcome(call=ToolCall(id="c", name="calculate",
                                     arguments={"expression": "count('e', 'notes.txt')"}),
                       result=ToolResult("ERROR: unknown function 'count'", is_error=True),
                       decision=None)  # fmt: skip
    assert unseen(request_, [calc]) == "tr -cd eE < notes.txt | wc -c"
    assert unseen(request_, [bash("grep -o -i e notes.txt | wc -l", "20\n")]) is None
