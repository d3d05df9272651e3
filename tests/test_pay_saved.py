"""A share of one's pay saved over a time (tools/builtin/pay_saved.py): fresh43 calc-92's
「월급이 320만 원인데 매달 15%씩 저축하면 1년에 얼마 모여?」 was set up as 3200000 × 1.15^12 and
then refused as not checked; the calculator now says pay × share × periods beside it, in either
language, and leaves growing money, other sums and a span in another unit alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import answer_numbers
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.calculator import CalculateTool, spell_korean_numbers
from jarvis_voice.tools.builtin.measures import measure_line
from jarvis_voice.tools.builtin.pay_saved import pay_saved_line
from support import scripted_agent

SAVING = "월급이 320만 원인데 매달 15%씩 저축하면 1년에 얼마 모여?"
COMPOUNDED = "3200000 * (1 + 0.15)^12"


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh43 calc-92
        (SAVING, "3,200,000 원 a month × 15 % = 480,000 원 a month × 12 months (1 year) = "
                 "5,760,000 원"),
        ("월급이 320만 원인데 매달 15%씩 저축하면 1년 반 뒤엔 얼마 모여?",
         "3,200,000 원 a month × 15 % = 480,000 원 a month × 18 months (1.5 years) = 8,640,000 원"),
        ("연봉 4800만 원에서 10%씩 저축하면 3년 동안 얼마 모여?",
         "48,000,000 원 a year × 10 % = 4,800,000 원 a year × 3 years = 14,400,000 원"),
        ("한 달에 300만 원 버는데 20%를 저금하면 6개월이면 얼마야?",
         "3,000,000 원 a month × 20 % = 600,000 원 a month × 6 months = 3,600,000 원"),
        ("320만 원 월급에서 15%를 저축하면 한 달에 얼마야?",
         "3,200,000 원 a month × 15 % = 480,000 원 a month × 1 month = 480,000 원"),
        ("월급 250만 원에서 매달 10퍼센트씩 떼어 적금에 넣으면 2년 뒤에 얼마 모여?",
         "2,500,000 원 a month × 10 % = 250,000 원 a month × 24 months (2 years) = 6,000,000 원"),
        ("I earn $4,000 a month and save 15% of it. How much will I have saved after a year?",
         "$4,000 a month × 15 % = $600 a month × 12 months (1 year) = $7,200"),
        ("My monthly salary is $3,200. If I put aside 10% every month, how much do I save in "
         "2 years?", "$3,200 a month × 10 % = $320 a month × 24 months (2 years) = $7,680"),
        ("I take home $2,500 a month. If I set aside 20% of it, how much will I have in six "
         "months?", "$2,500 a month × 20 % = $500 a month × 6 months = $3,000"),
        # money that grows, a raise, a second amount, no time, a time not in whole pay periods
        ("월급이 320만 원인데 15% 인상되면 1년에 얼마 받아?", None),
        ("월급 320만 원을 매달 15%씩 저축하고 연 3% 이자가 붙으면 1년에 얼마 모여?", None),
        ("월급 320만 원 중 15%를 저축하고 월세 50만 원을 내면 1년에 얼마 모여?", None),
        (SAVING.replace("1년에 ", ""), None),
        ("I make $900 a week and save 10%. How much after a year?", None),
        ("I have $4,000 and save 15% a month. How much after a year?", None),
    ],
)  # fmt: skip
def test_a_share_of_pay_saved_over_a_time(request_: str, line: str | None) -> None:
    assert pay_saved_line(spell_korean_numbers(request_)) == line


def test_the_share_saved_comes_before_the_whole_pay_summed() -> None:
    # the money-at-a-rate sum alone read "$4,000 a month × 12 months = $48,000", every dollar
    request_ = "I earn $4,000 a month and save 15% of it. How much will I have saved after a year?"
    assert measure_line(spell_korean_numbers(request_)) == pay_saved_line(request_)


def test_a_compounded_set_up_is_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=SAVING)
    result = asyncio.run(tool.run(tool.Args(expression=COMPOUNDED), ctx))
    assert result.content.startswith("answer: 5,760,000 원\n"), result.content
    right = asyncio.run(tool.run(tool.Args(expression="3200000 * 0.15 * 12"), ctx))
    assert right.content == "3200000 × 0.15 × 12 = 5,760,000"


def _calculated(expression: str, result: str) -> list[CallOutcome]:
    call = ToolCall(id="c1", name="calculate", arguments={"expression": expression})
    return [CallOutcome(call, ToolResult(result))]


@pytest.mark.parametrize(
    ("request_", "expression", "misread"),
    [
        # 1년 counted as 12 months is the request's own number, not 15 misread (calc-92)
        (SAVING, COMPOUNDED, None),
        (SAVING, "3200000 * 0.15 * 12", None),
        ("How much is $20 a day for 2 weeks?", "20 * 14", None),
        ("3일 동안 하루 8시간씩 일하면 몇 분이야?", "8 * 60 * 3", None),
        # a number from nowhere beside a span is still sent back
        ("월급이 320만 원인데 매달 15%씩 저축하면 1년에 얼마 모여?", "320000 * 0.15 * 12",
         ("3200000", "320000")),
    ],
)  # fmt: skip
def test_a_span_in_smaller_units_is_no_misread(
    request_: str, expression: str, misread: tuple[str, str] | None
) -> None:
    found = answer_numbers.misread_number(request_, _calculated(expression, "= 1"))
    assert found == misread


def test_the_loop_says_the_years_savings_after_a_compounded_set_up(tmp_path: Path) -> None:
    # fresh43 calc-92's own set-up; the calculator's answer said back stands
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": COMPOUNDED})
    said = LLMReply(text="1년에 5,760,000원이 모여요.")
    backend = ScriptedBackend([LLMReply(tool_calls=[calc]), said, said, said])
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(SAVING))
    assert result.answer == "1년에 5,760,000원이 모여요."
