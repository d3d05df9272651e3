"""Which columns of a named table a named script reads (agent/columns_used.py), on real files:
the command run for real, requests that are another question, an answer that leaves a column
out, and the loop that looks in the script after a count of the table's rows (fresh44
count-94)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import columns_used
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

ASKED_KO = "report.py는 sales.csv 열 중에서 몇 개를 실제로 읽어서 써? 어떤 열인지도 알려 줘."
ASKED_EN = "Which columns of sales.csv does report.py actually use?"
REPORT = (
    "import csv\n"
    'rows = list(csv.DictReader(open("sales.csv")))\n'
    "totals = {}\n"
    "for row in rows:\n"
    "    totals[row['product']] = totals.get(row['product'], 0) + int(row[\"units\"])\n"
    'print("region is never read")\n'  # a column's name in text, not quoted alone
)
SALES = "date,region,product,units,unit_price\n2024-06-01,Seoul,croissant,40,3200\n"


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "report.py").write_text(REPORT)
    (tmp_path / "sales.csv").write_text(SALES)
    return tmp_path


@pytest.mark.parametrize(
    "request_", [ASKED_KO, ASKED_EN, "report.py가 sales.csv의 어떤 컬럼을 사용해?"]
)
def test_the_command_prints_the_columns_used(work: Path, request_: str) -> None:
    found = columns_used.command(request_)
    assert found is not None
    ran = subprocess.run(found[0], shell=True, capture_output=True, text=True, cwd=work)
    assert ran.stdout.splitlines() == [
        "columns of sales.csv that report.py uses (their names quoted in its code): "
        "2 of 5: product, units",
        "never used: date, region, unit_price",
    ]


@pytest.mark.parametrize(
    "request_",
    ["How many columns does sales.csv have?",  # no script
     "report.py 실행하면 뭐가 출력돼?",  # no table, no column
     "Add a column to sales.csv like report.py expects",  # no use said of the columns
     "report.py랑 app.py가 sales.csv 열 중에 뭘 써?"],  # two scripts
)  # fmt: skip
def test_no_command_for_other_requests(request_: str) -> None:
    assert columns_used.command(request_) is None


PRINTED = (
    "columns of sales.csv that report.py uses (their names quoted in its code): 2 of 5: "
    "product, unit_price\nnever used: date, region, units"
)


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [("product 열은 5 가지 다른 값으로 총 12개의 행을 가집니다.", True),
     ("2개 씁니다: product와 unit_price입니다.", False),
     ("product와 unit_price 두 열을 씁니다.", False),
     # fresh44 count-94 after the look-up: the names, not the count asked
     ("report.py 코드가 사용하는 열은 product, unit_price입니다.", True),
     ("It reads two: product and the unit price.", False)],
)  # fmt: skip
def test_an_answer_without_a_column_used_is_sent_back(answer: str, sent_back: bool) -> None:
    found = columns_used.command(ASKED_KO)
    assert found is not None
    ran = ToolCall(id="1", name="bash", arguments={"command": found[0]})
    done = [CallOutcome(ran, ToolResult(PRINTED + "\n"))]
    assert (columns_used.unsaid(ASKED_KO, answer, done) is not None) is sent_back


def test_the_names_alone_when_no_count_is_asked() -> None:
    found = columns_used.command(ASKED_EN)
    assert found is not None
    ran = ToolCall(id="1", name="bash", arguments={"command": found[0]})
    done = [CallOutcome(ran, ToolResult(PRINTED + "\n"))]
    assert columns_used.unsaid(ASKED_EN, "It uses product and unit_price.", done) is None


def test_the_korean_fallback_names_them() -> None:
    said = columns_used.fallback(PRINTED, korean=True)
    assert said == "전체 5개 열 중에서 2개를 씁니다: product, unit_price."


def test_the_loop_looks_in_the_script_after_a_count_of_the_rows(work: Path) -> None:
    # fresh44 count-94's own turn: csv_query's count of the product column, then an answer
    count = ToolCall(
        id="1", name="csv_query",
        arguments={"path": "sales.csv", "op": "count", "column": "product"},
    )  # fmt: skip
    wrong = LLMReply(text="product 열은 1개의 행을 가집니다.")
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[count]), wrong, wrong, wrong, wrong],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, ASKED_KO)
    assert any("columns of" in str(o.call.arguments) for o in result.outcomes)
    assert "product" in result.answer and "units" in result.answer
