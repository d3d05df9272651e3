"""A number a script would print, read from its code when the request says not to run it
(fresh42 read-90 queried an unrelated CSV and said its 12 rows): the grep of the printing lines
run by bash on a real script, the answers checked, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import printed_value
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ASKED = "report.py는 실행하지 말고 코드만 봐 줘. 재고가 몇 개 있다고 출력하게 돼 있어?"
REPORT = (
    "import csv\nimport sys\n\n"
    'rows = list(csv.DictReader(open("sales.csv", encoding="utf-8")))\n'
    'if "--summary" in sys.argv:\n'
    '    print(f"summary: {len(rows)} sales rows")\n'
    "else:\n"
    '    print("stock check passed: 42 items in stock, 3 need reordering")\n'
)
CHECK = '#!/bin/sh\necho "disk ok"\necho "STATUS OK (build 7781)"\n'
SALES = "date,product,units\n" + "".join(f"2024-06-0{d},bagel,{d}\n" for d in range(1, 10))
PRINTING = [
    '6:    print(f"summary: {len(rows)} sales rows")',
    '8:    print("stock check passed: 42 items in stock, 3 need reordering")',
]


def _project(folder: Path) -> None:
    (folder / "report.py").write_text(REPORT)
    (folder / "scripts").mkdir()
    (folder / "scripts" / "check.sh").write_text(CHECK)
    (folder / "sales.csv").write_text(SALES)


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, PRINTING),
        ("Don't run it, just look inside scripts/check.sh: which build number does it report?",
         ['2:echo "disk ok"', '3:echo "STATUS OK (build 7781)"']),
        ("Without running report.py, how many items in stock does it print?", PRINTING),
    ],
)  # fmt: skip
def test_the_printing_lines_are_read(tmp_path: Path, request_: str, printed: list[str]) -> None:
    _project(tmp_path)
    entry = printed_value.command(request_)
    assert entry is not None
    assert shell_lines(entry[0], tmp_path) == printed


@pytest.mark.parametrize(
    "request_",
    [
        "report.py 실행하면 재고가 몇 개라고 나와?",  # a run asked
        "Run report.py and tell me how many items are in stock",
        "report.py는 실행하지 말고 몇 줄인지만 알려 줘",  # its lines, not what it prints
        "Don't run anything, just tell me how many rows sales.csv has",  # no script
    ],
)
def test_near_misses_are_not_a_printed_number(request_: str) -> None:
    assert printed_value.command(request_) is None


def _read(lines: list[str], name: str = "report.py") -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="read_file", arguments={"path": name}),
        result=ToolResult("\n".join(lines)),
        decision=None,
    )


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [
        ("sales.csv 파일에는 12개의 행이 있습니다.", True),  # read-90's
        ("재고는 42개라고 출력해요.", False),
        ("It prints that 42 items are in stock.", False),
    ],
)
def test_the_answer_says_a_number_the_code_prints(answer: str, sent_back: bool) -> None:
    left_out = printed_value.unsaid(ASKED, answer, [_read(REPORT.splitlines())])
    assert (left_out is not None) == sent_back
    if left_out is not None:
        assert left_out[0] == [line.strip() for line in REPORT.splitlines() if "print(" in line]


def test_a_computed_number_or_another_question_is_left_alone() -> None:
    computed = ['print(f"{len(rows)} items in stock")']
    assert printed_value.unsaid(ASKED, "12개요.", [_read(computed)]) is None
    other = "report.py 실행하면 재고가 몇 개라고 나와?"
    assert printed_value.unsaid(other, "12개요.", [_read(REPORT.splitlines())]) is None


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_reads_the_script_after_a_query_of_a_table(tmp_path: Path) -> None:
    """read-90 counted sales.csv's rows: the loop greps the script's printing lines, and an
    answer without a number they write is sent back, the lines the fallback."""
    _project(tmp_path)
    query = ToolCall(id="c0", name="csv_query", arguments={"path": "sales.csv", "op": "count"})
    rows = LLMReply(text="sales.csv 파일에는 9개의 행이 있습니다.")
    right = LLMReply(text="재고가 42개 있다고 출력하게 돼 있어요.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[query]), rows, right])
    result = asyncio.run(agent.run_turn(ASKED))
    assert any("42 items in stock" in o.result.content for o in result.outcomes)
    assert result.answer == right.text
    agent = _agent(tmp_path, [LLMReply(tool_calls=[query]), rows, rows, rows])
    result = asyncio.run(agent.run_turn(ASKED))
    assert "42" in result.answer
    assert all("python" not in str(o.call.arguments) for o in result.outcomes)  # never run
