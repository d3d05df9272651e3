"""A named file's most frequent word, words said to be left out (fresh34 count-74): the command
run on real files, requests that must not ask it, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, word_counts
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

ASKED = "notes.txt에서 'the' 빼고 제일 자주 나오는 단어가 뭐야? 몇 번 나와?"
NOTES = """Meeting with Mina at 3pm on Friday
Buy flour and sugar
Call the plumber about the kitchen sink
Send the invoice to Daniel
Book train tickets to Busan
Renew the domain before June
Water the plants
Back up the laptop
"""
MEMO = "회의 자료 준비\n회의 일정 잡기\n자료 정리\n자료 보내기\n"


def _run(tmp_path: Path, name: str, text: str, request: str) -> str:
    (tmp_path / name).write_text(text, encoding="utf-8")
    found = word_counts.command(request, name)
    assert found is not None
    done = subprocess.run(["bash", "-c", found[0]], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize(
    ("name", "text", "request_", "said"),
    [
        ("notes.txt", NOTES, ASKED, "(left out: the), case ignored: 'to' - 2 times"),
        ("notes.txt", NOTES, "What's the most common word in notes.txt?",
         "case ignored: 'the' - 6 times"),
        ("notes.txt", NOTES, "Which word shows up the most in notes.txt, other than 'the'?",
         "'to' - 2 times"),
        ("notes.txt", NOTES, "notes.txt에서 the랑 to는 제외하고 가장 많이 나오는 단어는?",
         "- 1 time (32 words tie)"),
        ("memo.txt", MEMO, "memo.txt에서 제일 많이 나오는 단어가 뭐야?", "'자료' - 3 times"),
        ("memo.txt", MEMO, "memo.txt에서 자료는 빼고 제일 자주 나오는 단어가 뭐야?",
         "'회의' - 2 times"),
        ("notes.txt", NOTES, "Apart from the words 'the' and 'to', what's the most frequent "
         "word in notes.txt?", "(left out: the, to)"),
    ],
)  # fmt: skip
def test_the_most_frequent_word(
    tmp_path: Path, name: str, text: str, request_: str, said: str
) -> None:
    assert said in _run(tmp_path, name, text, request_)


def test_an_article_after_other_than_is_no_word_left_out() -> None:
    asked = "Other than the README, what's the most common word in notes.txt?"
    assert word_counts.left_out(asked) == []
    assert word_counts.left_out("Most frequent word in notes.txt other than the?") == ["the"]


@pytest.mark.parametrize(
    "request_",
    [
        "How many times does 'the' appear in notes.txt?",  # one word's count: the grep entry
        "notes.txt에 'the'가 몇 번 나와?",
        "What's the longest word in notes.txt?",
        "notes.txt에서 제일 긴 단어가 뭐야?",
        "How many words are in notes.txt?",
    ],
)
def test_other_word_questions_are_not_the_most_frequent(request_: str) -> None:
    assert word_counts.command(request_, "notes.txt") is None


def test_the_grep_of_the_word_left_out_shows_no_answer() -> None:
    """fresh34 count-74 counted 'the' itself (grep -o -w 'the' | wc -l: 6): the loop's command
    counts every word instead."""
    command = grounding._named_file_command(ASKED) or ""
    assert command.startswith("python3 -c ") and command.endswith(" notes.txt the")


def test_the_loop_counts_the_words_after_a_grep_of_the_one_left_out(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    settings = load_settings(agent={"language": "ko"})
    grep = ToolCall(
        id="c1", name="bash", arguments={"command": "grep -o -i -w 'the' notes.txt | wc -l"}
    )
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[grep]),
            LLMReply(text='"the"라는 단어가 notes.txt에서 6번 나왔습니다.'),
            LLMReply(text="'the' 빼고 제일 자주 나오는 단어는 'to'이고, 2번 나옵니다."),
        ]
    )
    agent = scripted_agent(tmp_path, backend, settings)
    result = asyncio.run(agent.run_turn(ASKED))
    made = result.outcomes[-1]
    assert argument_text(made).startswith("python3 -c ")
    assert "'to' - 2 times" in made.result.content
    assert result.answer == "'the' 빼고 제일 자주 나오는 단어는 'to'이고, 2번 나옵니다."
