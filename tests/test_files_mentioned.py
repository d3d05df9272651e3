"""The project's files one named file mentions by name (agent/files_mentioned.py), on real
files: the requests read (English, Korean), the other way round left to file_search, the
listing's names, and the loop where the model grepped for "README" and named todo.md, then
named one file of two (fresh39 files-83)."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import files_mentioned, grounding
from jarvis_voice.agent.request_words import FILE_NAME, argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

EN = "Which of our files does the README mention by name?"  # files-83
README = """# Tools

Run `python3 src/app.py` to start; it reads data.csv.
See the Makefile, and notes for myapp.py (not a file here).
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    files = {
        "README.md": README,
        "src/app.py": "print('hi')\n",
        "data.csv": "a,b\n1,2\n",
        "Makefile": "all:\n\ttrue\n",
        "notes": "no dot, lower case: a word, not a name\n",
        "todo.md": "- read the README\n",  # mentions the README: the other way round
        "other.py": "pass\n",
        ".git/config": "data.csv\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _name(request: str) -> str:
    found = FILE_NAME.search(request)
    assert found is not None
    return found.group(0)


@pytest.mark.parametrize(
    "request_",
    [
        EN,
        "What files are mentioned in README.md?",
        "Which files does notes.txt refer to?",
        "List the files named in the README",
        "README에 나오는 파일이 뭐야?",
        "README.md에서 언급하는 파일 다 알려 줘",
        "README가 가리키는 파일들 뭐야?",
        "README에 이름이 적힌 파일이 뭐뭐 있어?",
    ],
)
def test_the_files_a_file_mentions_are_asked(request_: str) -> None:
    assert files_mentioned.named_file(request_, _name(request_))


@pytest.mark.parametrize(
    "request_",
    [
        "Which files mention the README?",  # the other way round: file_search's
        "Which files mention sales.csv?",
        "Where is sales.csv mentioned?",
        "sales.csv가 나오는 파일이 어디야?",
        "What does the README say?",
        "What does the README say about the logs folder?",
        "How many files are in the README's folder?",
    ],
)
def test_other_requests_are_not_it(request_: str) -> None:
    assert not files_mentioned.named_file(request_, _name(request_))


def test_the_listing_names_each_file_the_readme_writes(project: Path) -> None:
    entry = files_mentioned.command(EN, "README")
    assert entry is not None
    done = subprocess.run(entry[0], shell=True, cwd=project, capture_output=True, text=True)
    assert done.stdout.splitlines() == [
        "Makefile",
        "data.csv",
        "src/app.py",
        "(3 of the 6 other files named in README.md)",
    ], done.stderr


def test_the_loop_lists_them_after_a_grep_the_other_way_round(project: Path) -> None:
    grep = ToolCall(id="c1", name="bash", arguments={"command": "grep -rliF README ."})
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[grep]),
            LLMReply(text="The README mentions the file todo.md."),  # files-83's answer
            LLMReply(text="The README mentions data.csv, src/app.py and the Makefile."),
        ]
    )
    agent = scripted_agent(project, backend, load_settings())
    result = asyncio.run(agent.run_turn(EN))
    listing = [o for o in result.outcomes if "os.walk" in argument_text(o)]
    assert listing and "src/app.py" in listing[-1].result.content
    assert result.answer == "The README mentions data.csv, src/app.py and the Makefile."


def test_an_answer_leaving_one_out_is_sent_back(project: Path) -> None:
    entry = files_mentioned.command(EN, "README")
    assert entry is not None
    listing = ToolCall(id="c1", name="bash", arguments={"command": entry[0]})
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[listing]),
            LLMReply(text="The README mentions data.csv and src/app.py."),  # Makefile left out
            LLMReply(text="The README mentions data.csv, src/app.py and the Makefile."),
        ]
    )
    agent = scripted_agent(project, backend, load_settings())
    result = asyncio.run(agent.run_turn(EN))
    assert result.answer == "The README mentions data.csv, src/app.py and the Makefile."
    assert result.grounding == "corrected"


def test_the_named_file_question_is_the_listing() -> None:
    entry = grounding._named_file_entry(EN)
    assert entry is not None and "os.walk" in entry[0]
