"""The people a named file mentions who are named in the project's other files too
(agent/people_elsewhere.py): fresh46 files-98 read notes.txt alone and was answered with its own
names (「notes.txt에 이름으로 나오는 사람은 2명입니다: Mina, Daniel.」) — Mina is in README.md
too, Daniel in no other file. Real files; the grounding verdict as the loop gets it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import people_elsewhere
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

KO = (
    "notes.txt에 이름이 나오는 사람 중에 다른 파일에도 이름이 나오는 사람이 있어? 있으면 "
    "누구고 어느 파일이야?"
)
EN = "Is anyone I mention by name in notes.txt also named in any other file? Who, and where?"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text(
        "Meeting with Mina at 3pm on Friday\nSend the invoice to Daniel\nBook tickets to Busan\n"
    )
    (tmp_path / "README.md").write_text("# Bakery\n\nQuestions go to Mina Park.\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/usage.md").write_text("Minami and Daniela are not Mina or Daniel.\n")
    (tmp_path / "todo.md").write_text("- [ ] book Busan\n")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden/x.txt").write_text("Daniel\n")  # hidden: not the project's file
    (tmp_path / "logo.png").write_bytes(b"\x89PNG\0Daniel")  # binary: not read
    return tmp_path


def test_each_person_with_the_other_files_that_name_them(project: Path) -> None:
    assert people_elsewhere.places("notes.txt", project) == [
        ("Mina", ["README.md", "docs/usage.md"]),
        ("Daniel", ["docs/usage.md"]),
    ]
    (project / "docs/usage.md").write_text("Minami and Daniela.\n")  # a longer word is no name
    assert people_elsewhere.places("notes.txt", project) == [
        ("Mina", ["README.md"]),
        ("Daniel", []),
    ]


@pytest.mark.parametrize(
    ("request_", "file"),
    [
        (KO, "notes.txt"),
        (EN, "notes.txt"),
        ("notes.txt에 나오는 사람 이름 중에 딴 파일에도 있는 사람 누구야?", "notes.txt"),
        ("Who do I mention in notes.txt that shows up anywhere else?", "notes.txt"),
        # the file's own people alone: people_named's
        ("notes.txt에 이름이 나오는 사람이 몇 명이야?", None),
        ("Who do I mention in notes.txt?", None),
        # no file, or other files asked without people
        ("Which other files mention Mina?", None),
    ],
)
def test_what_is_asked(request_: str, file: str | None) -> None:
    assert people_elsewhere.asked(request_) == file


def test_an_answer_without_a_file_or_a_person_found_elsewhere(project: Path) -> None:
    (project / "docs/usage.md").write_text("Add a row for every sale.\n")
    own = "notes.txt에 이름으로 나오는 사람은 2명입니다: Mina, Daniel."
    found = [("Mina", ["README.md"]), ("Daniel", [])]
    assert people_elsewhere.misread(KO, own, project) == ("notes.txt", found)
    assert people_elsewhere.lines(found) == "Mina: README.md; Daniel: no other file"
    right = "네, Mina가 README.md에도 나옵니다. Daniel은 다른 파일에는 안 나와요."
    assert people_elsewhere.misread(KO, right, project) is None
    assert people_elsewhere.fallback("notes.txt", found, korean=True) == (
        "notes.txt에 나오는 사람 중 다른 파일에도 이름이 나오는 사람이 있습니다. Mina: README.md. "
        "Daniel은(는) 다른 파일에는 나오지 않습니다."
    )
    assert people_elsewhere.fallback("notes.txt", found, korean=False) == (
        "Of the people notes.txt names, Mina is also named in README.md. Daniel: not named in "
        "any other file."
    )


def test_no_one_named_elsewhere(project: Path) -> None:
    (project / "README.md").write_text("# Bakery\n")
    (project / "docs/usage.md").write_text("Add a row for every sale.\n")
    assert people_elsewhere.misread(EN, "No, nobody else is named.", project) is None
    found = people_elsewhere.misread(EN, "Mina and Daniel.", project)
    assert found is not None
    assert people_elsewhere.fallback(*found, korean=False) == (
        "No one notes.txt names is named in any other file."
    )


def _read_notes() -> LLMReply:
    return LLMReply(
        tool_calls=[ToolCall(id="c1", name="read_file", arguments={"path": "notes.txt"})]
    )


def test_the_loop_sends_the_files_own_names_back(project: Path) -> None:
    """files-98's turn: notes.txt read, its own names said; the loop greps the other files for
    them, and the model's answer after it is kept (README.md is in what the turn saw)."""
    (project / "docs/usage.md").write_text("Add a row for every sale.\n")
    settings = load_settings(agent={"language": "ko"})
    own = LLMReply(text="notes.txt에 이름으로 나오는 사람은 2명입니다: Mina, Daniel.")
    right = LLMReply(text="Mina가 README.md에도 나옵니다. Daniel은 다른 파일에는 없어요.")
    backend = ScriptedBackend([_read_notes(), own, right])
    agent = scripted_agent(project, backend, settings)
    result = asyncio.run(agent.run_turn(KO))
    assert result.answer == "Mina가 README.md에도 나옵니다. Daniel은 다른 파일에는 없어요."
    grep = result.outcomes[-1]
    assert grep.call.name == "bash" and "README.md:3:Questions go to Mina Park." in (
        grep.result.content
    )


def test_the_loop_answers_from_the_search_when_the_model_says_its_names_again(
    project: Path,
) -> None:
    (project / "docs/usage.md").write_text("Add a row for every sale.\n")
    settings = load_settings(agent={"language": "ko"})
    own = LLMReply(text="notes.txt에 이름으로 나오는 사람은 2명입니다: Mina, Daniel.")
    agent = scripted_agent(project, ScriptedBackend([_read_notes(), own, own, own, own]), settings)
    result = asyncio.run(agent.run_turn(KO))
    assert result.answer.startswith("notes.txt에 나오는 사람 중 다른 파일에도")
    assert "Mina: README.md" in result.answer


def test_the_search_the_loop_runs(project: Path) -> None:
    """The grep shows the other files' lines naming the people, not notes.txt's own, hidden or
    binary files'."""
    import subprocess

    command = people_elsewhere.search("notes.txt", [("Mina", []), ("Daniel", [])])
    done = subprocess.run(command, shell=True, cwd=project, capture_output=True, text=True)
    assert done.stdout.splitlines() == [
        "README.md:3:Questions go to Mina Park.",
        "docs/usage.md:1:Minami and Daniela are not Mina or Daniel.",
    ]
