"""How many words of a named file start with a capital (or small) letter
(agent/capital_words.py): the command run by the real shell on a real file, and when a call the
model ran already counted them."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.capital_words import count_command, unseen
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult

NOTES = (
    "Meeting with Mina at 3pm on Friday\nBuy flour and sugar\nI'm calling the plumber\n"
    "send the invoice to Daniel\n"
)
CAPITALISED = ("Meeting", "Mina", "Friday", "Buy", "I'm", "Daniel")


def bash(command: str, out: str) -> CallOutcome:
    return CallOutcome(call=ToolCall(id="c", name="bash", arguments={"command": command}),
                       result=ToolResult(out), decision=None)  # fmt: skip


def run(command: str, cwd: Path) -> str:
    done = subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize(
    "request_",
    [
        "How many words in notes.txt start with a capital letter?",
        "notes.txt에서 대문자로 시작하는 단어가 몇 개야?",
        "notes.txt에 첫 글자가 대문자인 단어는 몇 개 있어?",
        "Count the capitalised words in notes.txt.",
        "What's the number of words beginning with an uppercase letter in notes.txt?",
    ],
)
def test_capitalised_words_counted_in_a_real_file(tmp_path: Path, request_: str) -> None:
    """fresh44 count-93 grepped the lines starting with a capital, ran wc -w and said 40."""
    (tmp_path / "notes.txt").write_text(NOTES)
    command = count_command(request_)
    assert command is not None
    said = run(command, tmp_path)
    assert said == (
        f"{len(CAPITALISED)} words start with a capital letter: {', '.join(CAPITALISED)}"
    )


def test_small_first_letters_and_a_file_with_none(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    (tmp_path / "upper.txt").write_text("ALL CAPS HERE\n")
    small = count_command("How many words in notes.txt start with a lowercase letter?")
    assert small is not None
    assert run(small, tmp_path).startswith(
        "13 words start with a small letter: with, at, on, flour"
    )
    none = count_command("upper.txt에서 소문자로 시작하는 단어는 몇 개야?")
    assert none is not None
    assert run(none, tmp_path) == "0 words start with a small letter"


def test_a_line_or_word_count_is_sent_back_a_count_by_first_letter_is_not() -> None:
    request_ = "How many words in notes.txt start with a capital letter?"
    grep = CallOutcome(call=ToolCall(id="c", name="grep",
                                     arguments={"pattern": "^[A-Z]", "path": "notes.txt"}),
                       result=ToolResult("notes.txt:1:Meeting …"), decision=None)  # fmt: skip
    wrong = [grep, bash("wc -w notes.txt", "40 notes.txt\n")]
    assert unseen(request_, wrong) == count_command(request_)
    assert unseen(request_, [bash("grep -c '^[A-Z]' notes.txt", "3\n")]) is not None
    for counted in (
        "grep -oE '\\b[A-Z][a-z]*' notes.txt | wc -l",
        "python3 -c \"print(sum(w[0].isupper() for w in open('notes.txt').read().split()))\"",
        count_command(request_) or "",
    ):
        assert unseen(request_, [bash(counted, "13\n")]) is None, counted
    assert unseen(request_, []) is None  # nothing ran: the no-tool correction's, not this


@pytest.mark.parametrize(
    "request_",
    ["How many lines in notes.txt start with a capital letter?", "How many words are in notes.txt?",
     "How many capital letters are in notes.txt?", "Which words in notes.txt are capitalised?",
     "notes.txt에서 대문자로 시작하는 줄이 몇 개야?", "Capitalise every word in notes.txt."],
)  # fmt: skip
def test_requests_that_are_no_count_of_words_by_first_letter(request_: str) -> None:
    assert count_command(request_) is None


def test_the_loop_counts_the_capitalised_words_after_a_count_of_every_word(tmp_path: Path) -> None:
    """fresh44 count-93's own calls: a grep of the capitalised lines and wc -w (40); the loop
    runs the count by first letter, and the answer given after it is the one kept."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply
    from support import ScriptedApprover

    (tmp_path / "notes.txt").write_text(NOTES)
    request_ = "How many words in notes.txt start with a capital letter?"
    agent, backend, _ = make_agent(
        tmp_path,
        [LLMReply(text="", tool_calls=[ToolCall(id="1", name="bash",
                                                arguments={"command": "wc -w notes.txt"})]),
         LLMReply(text="There are 20 words in notes.txt that start with a capital letter."),
         LLMReply(text="6 words in notes.txt start with a capital letter.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, request_)
    commands = [
        o.call.arguments["command"] for o in result.outcomes if isinstance(o.call.arguments, dict)
    ]
    assert commands == ["wc -w notes.txt", count_command(request_)]
    assert result.outcomes[-1].result.content.startswith("6 words start with a capital letter")
    assert result.answer == "6 words in notes.txt start with a capital letter."
    assert len(backend.calls) == 3
