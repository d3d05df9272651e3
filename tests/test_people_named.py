"""The people a named note file mentions by name (fresh34 count-73): names read from real
files in English and Korean, the words that are no names, requests that do not ask it, and the
whole loop with a scripted model that counted the rows."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import people_named
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

ASKED = "How many different people do I mention by name in notes.txt?"
NOTES = """Meeting with Mina at 3pm on Friday
Buy flour and sugar
Call the plumber about the kitchen sink
Send the invoice to Daniel
Book train tickets to Busan
Renew the domain before June
Water the plants
Back up the laptop
"""
OTHER_NOTES = """Lunch with Sarah and Tom on Monday
Email Dr. Kim about the report
Pick up Ana's cake
Fly to Paris in May
Give the keys to Lee
Call Sarah again
Order a lamp from Amazon
Visit Paris with Lee
"""
KO_NOTES = """민아 씨한테 전화하기
엄마한테 연락
김철수님이랑 미팅
팀장님께 보고
지영이한테 책 돌려주기
회사에서 회의
"""


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # the plumber is no name, Busan a trip's place, Friday and June days
        (NOTES, [("Mina", 1), ("Daniel", 4)]),
        (OTHER_NOTES, [("Sarah", 1), ("Tom", 1), ("Kim", 2), ("Ana", 3), ("Lee", 5)]),
        # roles (엄마, 팀장님) and places (회사에서) are no names
        (KO_NOTES, [("민아", 1), ("김철수", 3), ("지영", 5)]),
    ],
)
def test_the_names_a_note_file_mentions(text: str, names: list[tuple[str, int]]) -> None:
    assert people_named.names_in(text) == names


@pytest.mark.parametrize(
    ("request_", "file"),
    [
        (ASKED, "notes.txt"),
        ("Who do I mention in notes.txt?", "notes.txt"),
        ("notes.txt에 이름이 나오는 사람이 몇 명이야?", "notes.txt"),
        ("todo.md에 나오는 사람 이름 알려 줘", "todo.md"),
        # not people by name: lines, a table's rows, file names
        ("How many lines are in notes.txt?", None),
        ("How many names are in the README?", None),
        ("customers.csv에 사람이 몇 명이야?", None),
        ("notes.txt에 할 일이 몇 개야?", None),
    ],
)
def test_which_requests_ask_the_people(request_: str, file: str | None) -> None:
    assert people_named.asked(request_) == file


def test_an_answer_with_the_names_and_their_count_stands(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    right = "You mention two people by name in notes.txt: Mina and Daniel."
    assert people_named.misread(ASKED, right, tmp_path) is None
    wrong = "You mention 7 different people by name in notes.txt."  # fresh34 count-73
    assert people_named.misread(ASKED, wrong, tmp_path) == (
        "notes.txt", "Mina (line 1), Daniel (line 4)", ["Mina", "Daniel"],
    )  # fmt: skip
    assert people_named.misread(ASKED, "2 people: Mina and Busan.", tmp_path) is not None
    ko = "notes.txt에 이름으로 나오는 사람은 두 명입니다: Mina, Daniel."
    assert people_named.misread("notes.txt에 이름이 나오는 사람이 몇 명이야?", ko, tmp_path) is None


def test_the_loop_sends_a_count_of_rows_back_with_the_names(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    settings = load_settings(agent={"language": "en"})
    rows = ToolCall(
        id="c1", name="csv_query", arguments={"path": "notes.txt", "op": "count", "column": "name"}
    )
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[rows]),
            LLMReply(text="You mention 7 different people by name in notes.txt."),
            LLMReply(text="You mention 2 people by name in notes.txt: Mina and Daniel."),
        ]
    )
    agent = scripted_agent(tmp_path, backend, settings)
    result = asyncio.run(agent.run_turn(ASKED))
    assert result.answer == "You mention 2 people by name in notes.txt: Mina and Daniel."


def test_the_loop_answers_with_the_names_when_the_model_says_7_again(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    settings = load_settings(agent={"language": "en"})
    rows = ToolCall(
        id="c1", name="csv_query", arguments={"path": "notes.txt", "op": "count", "column": "name"}
    )
    wrong = LLMReply(text="You mention 7 different people by name in notes.txt.")
    backend = ScriptedBackend([LLMReply(tool_calls=[rows]), wrong, wrong, wrong])
    agent = scripted_agent(tmp_path, backend, settings)
    result = asyncio.run(agent.run_turn(ASKED))
    assert result.answer == "notes.txt mentions 2 different people by name: Mina, Daniel."
