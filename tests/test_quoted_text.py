"""A named file's own words asked for as written — the lines that mention a thing, a script's
description at its top, a small file whole — picked from real files, an answer without them sent
back (fresh37 read-79, read-80; fresh38 read-81, read-82), and the whole loop with a scripted
model and the real tools."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import quoted_text
from jarvis_voice.agent.loop import TurnResult
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

ORDERS = (
    "day,shop,item,qty,price\n"
    "2025-03-01,Daegu,scone,12,2900\n"
    "2025-03-01,Gwangju,tart,4,5200\n"
    "2025-03-02,Daegu,pretzel,30,1800\n"
    "2025-03-03,Gwangju,scone,9,2900\n"
)
TART = "2025-03-01,Gwangju,tart,4,5200"
PRETZEL = "2025-03-02,Daegu,pretzel,30,1800"
GUIDE = (
    "# Corner Cafe\n\n"
    "Ordering helpers for one cafe.\n\n"
    "## Folders\n\n"
    "- bin/: command-line helpers\n"
    "- cache/: downloaded price lists (safe to delete)\n\n"
    "Ask Jun Seo about anything else.\n"
)
DENTIST = "- [ ] Call the dentist about Friday"
CACHE_FOR = "downloaded price lists"
CACHE_LINE = f"- cache/: {CACHE_FOR} (safe to delete)"
TOOL_PY = (
    '"""Weekly order summary for the cafe."""\nimport json\n\n\ndef run() -> int:\n    return 0\n'
)
TOOL_DOC = "Weekly order summary for the cafe."
MAIN_LINES = (
    "def greet(name: str) -> str:",
    '    return f"hi {name}"',
    "",
    "",
    'print(greet("Jun"))',
)
MAIN_PY = 'def greet(name: str) -> str:\n    return f"hi {name}"\n\n\nprint(greet("Jun"))\n'
CHECK_TOP = ("# Nightly backup of the order files.", "# Run from cron.")
CHECK_SH = "#!/bin/sh\n" + "\n".join(CHECK_TOP) + "\ntar czf b.tgz data\n"


@pytest.fixture
def here(tmp_path: Path) -> Path:
    (tmp_path / "orders.csv").write_text(ORDERS)
    (tmp_path / "README.md").write_text(GUIDE)
    (tmp_path / "tool.py").write_text(TOOL_PY)
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "main.py").write_text(MAIN_PY)
    (tmp_path / "backup.sh").write_text(CHECK_SH)
    (tmp_path / "notes.txt").write_text("치과 예약 금요일\n우유 사기\n")
    (tmp_path / "todo.md").write_text(f"# To do\n\n- [x] Buy milk\n{DENTIST}\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "lines", "whole"),
    [
        # lines that mention a thing, as written
        ("Show me the tart order from orders.csv exactly as it's written.", (TART,), True),
        ("orders.csv에서 tart 주문 줄을 그대로 보여 줘", (TART,), True),
        ("Give me the pretzel row of orders.csv verbatim", (PRETZEL,), True),
        ("notes.txt에 치과 얘기 적힌 줄 그대로 알려 줘", ("치과 예약 금요일",), True),
        # what a file says of a thing: its words
        ("What does the README say the cache folder is for?", (CACHE_LINE,), False),
        ("README에 cache 폴더는 뭐라고 적혀 있어?", (CACHE_LINE,), False),
        ("What does todo.md say about the dentist?", (DENTIST,), False),
        # a script's description at its top
        ("tool.py 맨 위에 적힌 설명 문구 그대로 알려 줘.", (TOOL_DOC,), True),
        ("What's the description at the top of tool.py, word for word?", (TOOL_DOC,), True),
        ("backup.sh 맨 위 주석 그대로 보여 줘", CHECK_TOP, True),
        # a small file whole, its layout kept
        ("lib/main.py 안에 코드가 어떻게 돼 있는지 그대로 보여 줄래?", MAIN_LINES, True),
        ("Print lib/main.py exactly as it is", MAIN_LINES, True),
    ],
)  # fmt: skip
def test_the_lines_asked_are_read_from_the_file(
    here: Path, request_: str, lines: tuple[str, ...], whole: bool
) -> None:
    quote = quoted_text.asked(request_, here)
    assert quote is not None
    assert (quote.lines, quote.whole) == (lines, whole)


@pytest.mark.parametrize(
    "request_",
    [
        "What does the README say?",  # a summary, no thing named
        "What does the Folders section of the README say?",  # a section: its own grounding
        "How many lines of orders.csv mention scone?",  # a count
        "What does orders.csv say about Daegu?",  # a table's rows are a query
        "Copy tool.py to old.py exactly as it is",  # a change
        "README.md는 그대로 두고 notes.txt만 고쳐 줘",  # 그대로 두고: left as it is
        "Show me line 3 of orders.csv exactly",  # a line by its place
        "Show me the last 2 lines of orders.csv exactly",  # its last lines: lines_shown
        "Show me the croissant line of orders.csv exactly",  # nothing mentions it
        "Show me the scone lines of missing.csv exactly",  # no such file
        "What is a docstring in Python?",  # no file
        "When exactly was the tart sold, going by orders.csv?",  # a date, not the line
        "Tell me exactly how many times scone appears in orders.csv",  # a count
        "Which line of notes.txt mentions 치과, word for word?",  # its place
        "orders.csv는 그대로 놔두고 tart 줄만 알려 줘",  # 그대로 놔두고: left as it is
    ],
)
def test_other_requests_are_not_quotes(here: Path, request_: str) -> None:
    assert quoted_text.asked(request_, here) is None


def test_a_file_with_no_description_at_its_top_has_none_to_quote(here: Path) -> None:
    assert quoted_text.asked("lib/main.py 맨 위에 적힌 설명 그대로 알려 줘", here) is None


@pytest.mark.parametrize(
    ("request_", "answer", "missing"),
    [
        # fresh38 read-81: said in other words
        ("What does the README say the cache folder is for?",
         "The README says the cache folder is used to store files.", 1),
        ("What does the README say the cache folder is for?",
         "The README says the cache folder holds downloaded price lists.", 0),
        # fresh37 read-79: about a column, no line
        ("Show me the tart order from orders.csv exactly as it's written.",
         "The 'order' column does not exist in orders.csv.", 1),
        ("Show me the tart order from orders.csv exactly as it's written.", f"`{TART}`", 0),
        # fresh37 read-80: no code; a copy with its numbers from a read still shows every line
        ("lib/main.py 안에 코드가 어떻게 돼 있는지 그대로 보여 줄래?",
         "lib/main.py 파일 안에 코드가 없습니다.", 3),
        ("lib/main.py 안에 코드가 어떻게 돼 있는지 그대로 보여 줄래?",
         "```python\n" + MAIN_PY + "```", 0),
        # fresh38 read-82: a correction said back
        ("tool.py 맨 위에 적힌 설명 문구 그대로 알려 줘.", "The web cannot see this.", 1),
        # a to-do item's words, its checkbox aside
        ("What does todo.md say about the dentist?", "It says: call the dentist about Friday.", 0),
        ("What does todo.md say about the dentist?", "It's about a dentist visit.", 1),
        ("tool.py 맨 위에 적힌 설명 문구 그대로 알려 줘.", f'"{TOOL_DOC}"라고 적혀 있습니다.', 0),
    ],
)  # fmt: skip
def test_an_answer_must_hold_the_lines(
    here: Path, request_: str, answer: str, missing: int
) -> None:
    quote = quoted_text.asked(request_, here)
    assert quote is not None
    assert len(quoted_text.unsaid(quote, answer)) == missing


def test_the_lines_count_as_shown_once_a_call_printed_them(here: Path) -> None:
    quote = quoted_text.asked("Show me the tart order from orders.csv exactly as written", here)
    assert quote is not None
    read = CallOutcome(
        call=ToolCall(id="c", name="read_file", arguments={"path": "orders.csv"}),
        result=ToolResult("".join(f"{n:>6}\t{line}\n" for n, line in enumerate(ORDERS.split()))),
        decision=None,
    )  # fmt: skip
    assert quoted_text.shown(quote, [read])
    assert not quoted_text.shown(quote, [])


# --- the whole loop: real tools over real files ----------------------------------------------


def _run(folder: Path, steps: list[LLMReply], request: str, language: str = "en") -> TurnResult:
    settings = load_settings(agent={"language": language})
    agent = scripted_agent(folder, ScriptedBackend(steps), settings)
    return asyncio.run(agent.run_turn(request))


def test_a_refused_write_then_a_wrong_answer_gets_the_file_read_and_its_line(here: Path) -> None:
    # fresh37 read-79: csv_edit (a write!) tried, then an answer about a column; the loop reads
    # the file, and a second wrong answer is replaced by the line itself
    edit = ToolCall(
        id="c1", name="csv_edit",
        arguments={"path": "orders.csv", "action": "set", "column": "order", "value": "tart"},
    )  # fmt: skip
    wrong = LLMReply(text="The 'order' column does not exist in orders.csv.")
    request = "Pull up the tart order from orders.csv for me, exactly as the line is written."
    result = _run(here, [LLMReply(tool_calls=[edit]), wrong, wrong], request)
    assert TART in result.answer
    assert result.grounding == "replaced"
    assert [o.call.name for o in result.outcomes][-1] == "read_file"
    assert (here / "orders.csv").read_text() == ORDERS  # nothing written


def test_words_said_again_after_a_paraphrase_stand(here: Path) -> None:
    # fresh38 read-81: the README read, its words put another way; told, it quotes them
    read = ToolCall(id="c1", name="read_file", arguments={"path": "README.md"})
    loose = LLMReply(text="The README says the cache folder is used to store files.")
    right = LLMReply(text="The README says cache/ holds downloaded price lists (safe to delete).")
    request = "What does the README say the cache folder is for?"
    result = _run(here, [LLMReply(tool_calls=[read]), loose, right], request)
    assert result.answer == right.text
    assert result.grounding == "corrected"


def test_a_right_answer_stands_untouched(here: Path) -> None:
    read = ToolCall(id="c1", name="read_file", arguments={"path": "tool.py"})
    right = LLMReply(text=f'맨 위 설명은 "{TOOL_DOC}" 입니다.')
    result = _run(
        here,
        [LLMReply(tool_calls=[read]), right],
        "tool.py 맨 위에 적힌 설명 문구 그대로 알려 줘.",
        "ko",
    )
    assert result.answer == right.text
    assert result.grounding != "replaced"
