"""A CSV question about amounts answered with the wrong operation gets the sum it asks for.

Each case runs the model's csv_query on a real file with the real tool, then asks grounding
whether that result answers the request; where it does not, the call grounding names is run
too and must show the right total.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.agent import grounding, table_totals
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.table_totals import table_previewed, table_unread
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_query import CsvQueryArgs, CsvQueryTool

SALES = """date,region,product,units,unit_price
2024-06-01,Seoul,croissant,40,3200
2024-06-01,Busan,bagel,25,2500
2024-06-02,Seoul,muffin,55,2800
2024-06-03,Busan,croissant,30,3200
2024-06-04,Incheon,bagel,35,2500
2024-06-05,Busan,muffin,45,2800
2024-06-06,Incheon,croissant,22,3200
"""
TOOLS = ("bash", "read_file", "csv_query", "calculate")


def run_query(workdir: Path, request: str, arguments: dict[str, Any]) -> CallOutcome:
    ctx = ToolContext(workdir=workdir, request=request)
    result = asyncio.run(CsvQueryTool().run(CsvQueryArgs(**arguments), ctx))
    return CallOutcome(ToolCall(id="c", name="csv_query", arguments=arguments), result)


@pytest.mark.parametrize(
    ("request_", "arguments", "total"),
    [
        # bench_tasks csv-8: a count of the croissant rows answered "3개"
        ("sales.csv 보면 크루아상은 총 몇 개 팔렸어?",
         {"path": "sales.csv", "op": "count", "column": "product", "where": "product=크루아상"},
         "92"),
        # bench_tasks csv-7: the region with the one biggest row is not the one that sold most
        ("Which region sold the most units in sales.csv, and how many was that?",
         {"path": "sales.csv", "op": "max", "column": "units", "group_by": "region"},
         "Busan: 100"),
        ("How many bagels were sold altogether?",
         {"path": "sales.csv", "op": "count", "where": "product=bagel"}, "60"),
        ("부산에서 제일 많이 팔린 게 뭐야?",
         {"path": "sales.csv", "op": "max", "column": "units", "group_by": "product",
          "where": "region=Busan"}, "muffin: 45"),
        # these ask for what the call shows
        ("How many sales did Busan have?",
         {"path": "sales.csv", "op": "count", "where": "region=Busan"}, None),
        ("sales.csv에 부산 거래가 몇 건이야?",
         {"path": "sales.csv", "op": "count", "where": "region=Busan"}, None),
        ("What was the single biggest order in sales.csv?",
         {"path": "sales.csv", "op": "max", "column": "units"}, None),
        ("What's the average unit price?",
         {"path": "sales.csv", "op": "average", "column": "unit_price"}, None),
        ("How many croissants were sold in total?",
         {"path": "sales.csv", "op": "sum", "column": "units", "where": "product=croissant"},
         None),
        # the most sold with no grouping says nothing about which one: left to the model
        ("What sold the most?", {"path": "sales.csv", "op": "max", "column": "units"}, None),
        # one sale by its place in time: its row's units (fresh46 read-98 summed every bagel)
        ("sales.csv에서 베이글이 맨 처음 팔린 기록 좀 찾아 줘. 언제, 어느 지역에서, 몇 개 팔렸어?",
         {"path": "sales.csv", "op": "min", "column": "date", "where": "product=bagel"}, None),
        ("When were bagels last sold, and how many were sold that time?",
         {"path": "sales.csv", "op": "max", "column": "date", "where": "product=bagel"}, None),
        # … but a total is still a sum beside a first day
        ("How many bagels were sold in total since the first day?",
         {"path": "sales.csv", "op": "count", "where": "product=bagel"}, "60"),
    ],
)  # fmt: skip
def test_a_total_asked_for_is_a_sum(
    tmp_path: Path, request_: str, arguments: dict[str, Any], total: str | None
) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    done = run_query(tmp_path, request_, arguments)
    assert not done.result.is_error, done.result.content
    need = grounding.classify(request_) or grounding.Need(("files",))
    found = grounding.check(need, request_, "It is 3.", [done], TOOLS, "en")
    if total is None:
        assert found is None or found.reason != "wrong_command"
        return
    assert found is not None and found.reason == "wrong_command"
    assert found.call is not None and found.call[0] == "csv_query"
    assert found.call[1]["op"] == "sum" and found.call[1]["column"] == "units"
    assert found.correction == "That does not add them up: use csv_query with op sum of units."
    again = run_query(tmp_path, request_, found.call[1])
    assert total in again.result.content, again.result.content
    # the sum grounds the answer: no second correction
    after = grounding.check(need, request_, f"It is {total}.", [done, again], TOOLS, "en")
    assert after is None or after.reason != "wrong_command"


def test_no_amount_column_means_no_guess(tmp_path: Path) -> None:
    (tmp_path / "people.csv").write_text("name,city\nMina,Seoul\nJun,Busan\n", encoding="utf-8")
    request = "How many people in total live in Seoul?"
    arguments = {"path": "people.csv", "op": "count", "where": "city=Seoul"}
    done = run_query(tmp_path, request, arguments)
    need = grounding.classify(request) or grounding.Need(("files",))
    found = grounding.check(need, request, "1 person.", [done], TOOLS, "en")
    assert found is None or found.reason != "wrong_command"


# --- the user's figures answered from a listing (fresh8 csv-19, csv-20) -----------------------

LISTING = "README.md\nnotes.txt\nsales.csv\nsrc/ (app.py)\n[4 items: 3 files, 1 folder]"


@pytest.mark.parametrize(
    ("request_", "calls", "table"),
    [
        ("How much money did we make from muffins in total?", [("list_dir", LISTING, {})],
         "sales.csv"),
        ("6월 4일날 뭐뭐 팔렸어요?", [("list_dir", LISTING, {"path": "."})], "sales.csv"),
        # the table was read: nothing to say
        ("6월 4일날 뭐뭐 팔렸어요?",
         [("list_dir", LISTING, {}), ("csv_query", "…", {"path": "sales.csv"})], None),
        # no table in the listing, a table named by the request, not the user's figures
        ("6월 4일날 뭐뭐 팔렸어요?", [("list_dir", "README.md", {})], None),
        ("sales.csv 보면 6월 4일에 뭐 팔렸어?", [("list_dir", LISTING, {})], None),
        ("What files are here?", [("list_dir", LISTING, {})], None),
    ],
)  # fmt: skip
def test_the_users_figures_are_read_from_the_table_a_listing_shows(
    request_: str, calls: list[tuple[str, str, dict[str, str]]], table: str | None
) -> None:
    facts = [
        CallOutcome(
            call=ToolCall(id=f"c{n}", name=name, arguments=arguments),
            result=ToolResult(content),
            decision=None,
        )
        for n, (name, content, arguments) in enumerate(calls)
    ]
    assert table_unread(request_, facts) == table


@pytest.mark.parametrize(
    ("request_", "queries", "previewed"),
    [
        # fresh6 csv-16: the priciest item in Busan named from the first five rows
        ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?", [{"path": "sales.csv"}],
         ("sales.csv", 7)),
        ("What sold on June 6?", [{"path": "sales.csv"}], ("sales.csv", 7)),
        # the table queried after its preview, or a question the first rows answer
        ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?",
         [{"path": "sales.csv"},
          {"path": "sales.csv", "op": "max", "column": "unit_price", "where": "region=Busan"}],
         None),
        ("sales.csv 보여 줘", [{"path": "sales.csv"}], None),
        ("What columns does sales.csv have?", [{"path": "sales.csv"}], None),
    ],
)  # fmt: skip
def test_an_answer_from_a_tables_first_rows_is_sent_back_to_query_it(
    tmp_path: Path, request_: str, queries: list[dict[str, Any]],
    previewed: tuple[str, int] | None,
) -> None:  # fmt: skip
    (tmp_path / "sales.csv").write_text(SALES)
    facts = [run_query(tmp_path, request_, q) for q in queries]
    assert table_previewed(request_, facts) == previewed
    found = grounding.check(
        grounding.Need(("files",)), request_, "croissant이에요.", facts, TOOLS, "ko"
    )
    sent_back = found is not None and found.correction.startswith("That shows only the first")
    assert sent_back is (previewed is not None)


@pytest.mark.parametrize(
    ("request_", "query", "shows"),
    [
        # fresh16 count-38: the days past 15만 원 were answered from five rows
        ("하루 매출이 15만 원 넘은 날이 며칠이나 돼?",
         "op=sum, column=units*unit_price, group_by=date",
         "(2 of 6 over 150000: 2024-06-01, 2024-06-02)"),
        ("Which region took in the most money?",
         "op=sum, column=units*unit_price, group_by=region", "Seoul: 282000"),
        ("제품별로 몇 개 팔렸어?", "op=sum, column=units, group_by=product", "croissant: 92"),
        ("How much money did we make in all?", "op=sum, column=units*unit_price",
         "sum of units*unit_price: 724400"),
        # no figure of this table asked: the preview alone, and an answer from it is sent back
        ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?", None, None),
        ("sales.csv 보여 줘", None, None),
    ],
)  # fmt: skip
def test_a_preview_carries_the_figure_the_request_asks(
    tmp_path: Path, request_: str, query: str | None, shows: str | None
) -> None:
    (tmp_path / "sales.csv").write_text(SALES)
    facts = [run_query(tmp_path, request_, {"path": "sales.csv"})]
    content = facts[0].result.content
    assert content.startswith("sales.csv: 7 rows; 5 columns")
    if query is None:
        assert "for the request" not in content
        return
    assert f"for the request ({query}):" in content and shows in content
    found = grounding.check(
        grounding.Need(("files",)), request_, "2024-06-01이에요.", facts, TOOLS, "ko"
    )
    assert found is None or not found.correction.startswith("That shows only the first")


def test_the_loop_makes_a_second_different_look_up_a_turn(tmp_path: Path) -> None:
    """fresh16 count-38: the loop's one look-up a turn went on a listing, and the table the
    next verdict named was never read; a second, different look-up now is made, and the
    preview it gets carries the figure asked."""
    from extensions_support import make_agent, run
    from jarvis_voice.llm.base import LLMReply

    (tmp_path / "sales.csv").write_text(SALES)
    request_ = "하루 매출이 15만 원 넘은 날이 며칠이나 돼?"
    agent, backend, _ = make_agent(
        tmp_path,
        [LLMReply(text="3일이에요."), LLMReply(text="2024-06-01이에요."),
         LLMReply(text="15만 원 넘은 날은 이틀이에요.")],
        agent={"language": "ko"},
    )  # fmt: skip
    result = run(agent, request_)
    calls = [(o.call.name, o.call.arguments) for o in result.outcomes]
    assert calls == [("list_dir", {"path": "."}), ("csv_query", {"path": "sales.csv"})]
    assert "(2 of 6 over 150000" in result.outcomes[-1].result.content
    assert result.answer == "15만 원 넘은 날은 이틀이에요."
    assert len(backend.calls) == 3


@pytest.mark.parametrize(
    ("request_", "ours"),
    [
        ("지역별로 판매가 몇 건씩 있었는지 세어 줄래요?", True),  # fresh23 count-52: made up
        ("판매 기록 중에 제일 큰 거 뭐야?", True),
        ("판매량이 제일 많은 날은?", True),
        ("판매 중인 노트북 추천해 줘", False),  # "on sale": no figures of ours
        ("How much did we make from muffins?", True),
        ("what share of our total revenue came from our three biggest sales?", True),
    ],
)
def test_talk_of_our_own_sales_is_talk_of_a_table(request_: str, ours: bool) -> None:
    assert bool(table_totals.OUR_FIGURES.search(request_)) is ours


NO_SEOUL_DAY = (  # fresh33 csv-71: answered with Seoul's own total, 481,500
    "There's one day in sales.csv when Seoul didn't sell anything. How much did we take in "
    "altogether that day? Revenue is units times unit_price."
)


@pytest.mark.parametrize(
    "arguments",
    [
        {"path": "sales.csv", "op": "sum", "column": "units*unit_price", "where": "region=Seoul"},
        {"path": "sales.csv"},
    ],
)
def test_the_day_a_group_sold_nothing_is_answered_with_that_days_total(
    tmp_path: Path, arguments: dict[str, Any]
) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    done = run_query(tmp_path, NO_SEOUL_DAY, arguments)
    # June 3 to 6 have no Seoul row: four days, each with its own total
    assert "total units*unit_price on 2024-06-04 (every row of that day): 87500" in (
        done.result.content
    )
    need = grounding.classify(NO_SEOUL_DAY) or grounding.Need(("files",))
    wrong = grounding.check(need, NO_SEOUL_DAY, "We took in 282,000 won.", [done], TOOLS, "en")
    assert wrong is not None and "87500" in wrong.correction and "87500" in wrong.fallback
    right = grounding.check(need, NO_SEOUL_DAY, "On June 4 we took in 87,500 won.", [done],
                            TOOLS, "en")  # fmt: skip
    assert right is None or "every row of that day" not in right.correction
    if "op" in arguments:  # Seoul's own sum beside the day's is no answer (the model's second)
        both = "On 2024-06-04 we took in 282000, which is 87500."
        mixed = grounding.check(need, NO_SEOUL_DAY, both, [done], TOOLS, "en")
        assert mixed is not None and "87500" in mixed.correction
    ko = grounding.check(
        need, NO_SEOUL_DAY, "6월 4일 매출은 8만 7천5백 원이에요.", [done], TOOLS, "en"
    )
    assert ko is None or "every row of that day" not in ko.correction


TO_DOLLARS = (  # fresh33 script-71: the won total answered, not converted
    "Use Python to add up our revenue in sales.csv and convert it to US dollars at 1,350 won to "
    "the dollar. Revenue is units times unit_price."
)


@pytest.mark.parametrize(
    "arguments", [{"path": "sales.csv", "op": "sum", "column": "units*unit_price"},
                  {"path": "sales.csv"}],
)  # fmt: skip
def test_a_total_converted_at_the_rate_the_request_gives(
    tmp_path: Path, arguments: dict[str, Any]
) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    done = run_query(tmp_path, TO_DOLLARS, arguments)
    won = 40 * 3200 + 25 * 2500 + 55 * 2800 + 30 * 3200 + 35 * 2500 + 45 * 2800 + 22 * 3200
    line = f"sum of units*unit_price in dollars at 1,350 won to the dollar: {won / 1350:,.2f}"
    assert line in done.result.content
    need = grounding.classify(TO_DOLLARS) or grounding.Need(("files",))
    wrong = grounding.check(need, TO_DOLLARS, f"The total is {won}.", [done], TOOLS, "en")
    assert wrong is not None and f"{won / 1350:,.2f}" in wrong.fallback
    for said in (f"${won / 1350:,.2f}", f"about {round(won / 1350)} dollars"):
        right = grounding.check(need, TO_DOLLARS, f"That is {said}.", [done], TOOLS, "en")
        assert right is None or "currency asked" not in right.correction


@pytest.mark.parametrize(
    "request_",
    ["How much revenue did we make in total?", "1,350원짜리 빵은 총 몇 개 팔렸어?"],
)
def test_no_conversion_without_a_rate(tmp_path: Path, request_: str) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    done = run_query(tmp_path, request_, {"path": "sales.csv", "op": "sum", "column": "units"})
    assert " in dollars at " not in done.result.content


def test_a_won_total_from_python_is_divided_by_the_rate_asked() -> None:
    """script-71 run through Python: the sum printed, the won total answered."""
    from tests.test_grounding import outcome

    summed = outcome("bash", "1008400", command="python3 -c 'print(1008400)'")
    need = grounding.classify(TO_DOLLARS) or grounding.Need(("files",))
    wrong = grounding.check(need, TO_DOLLARS, "The sum is 1008400.", [summed], TOOLS, "en")
    assert wrong is not None and wrong.call == ("calculate", {"expression": "1008400 / 1350"})
    right = grounding.check(need, TO_DOLLARS, "That is $746.96.", [summed], TOOLS, "en")
    assert right is None or right.call != wrong.call
    plain = "Use Python to add up our revenue in sales.csv."
    other = grounding.check(need, plain, "The sum is 1008400.", [summed], TOOLS, "en")
    assert other is None or other.call != wrong.call


RISE_ASKED = (  # fresh34 script-74 fell back to the table
    "파이썬으로 sales.csv에서 날짜별 매출을 구해서, 전날보다 매출이 제일 큰 비율로 늘어난 날이 "
    "언제고 몇 퍼센트 늘었는지 알려 줘. 매출은 수량×단가로."
)
GROWING = (  # 100 → 300 is +200 %, the biggest rise by amount is 300 → 600 (+100 %)
    "date,product,units,unit_price\n"
    "2024-06-01,bagel,1,100\n2024-06-02,bagel,3,100\n2024-06-03,bagel,6,100\n"
    "2024-06-04,bagel,1,150\n"
)


def test_the_biggest_rise_in_percent_is_said_or_sent_back(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(GROWING, encoding="utf-8")
    arguments = {"path": "sales.csv", "op": "sum", "column": "units*unit_price", "group_by": "date"}
    done = run_query(tmp_path, RISE_ASKED, arguments)
    line = "biggest rise in percent: 2024-06-01 → 2024-06-02, up 200.00 %"
    assert line in done.result.content
    need = grounding.classify(RISE_ASKED) or grounding.Need(("files",))
    restated = (  # the model's answer: the request said back, no day, no percent
        "매출은 수량×단가로 계산합니다. sales.csv 파일에서 날짜별 매출을 구하고, 전날보다 매출이 "
        "제일 큰 비율로 늘어난 날이 언제고 몇 퍼센트 늘었는지 알려 줍니다."
    )
    for wrong in ("6월 3일에 300원 늘어서 제일 많이 늘었어요.", "6월 2일이 전체의 22.22 %예요.",
                  restated):  # fmt: skip
        verdict = grounding.check(need, RISE_ASKED, wrong, [done], TOOLS, "ko")
        assert verdict is not None and "in percent" in verdict.correction, wrong
        assert verdict.fallback == f"csv_query 결과입니다:\n{line}"
    for right in ("6월 2일에 200% 늘었어요.", "2024-06-02: up 200.00 %"):
        verdict = grounding.check(need, RISE_ASKED, right, [done], TOOLS, "ko")
        assert verdict is None or "in percent" not in verdict.correction, right


def test_no_percent_line_checked_when_amounts_are_asked(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(GROWING, encoding="utf-8")
    request_ = "From one day to the next, when did our daily takings rise the most?"
    arguments = {"path": "sales.csv", "op": "sum", "column": "units*unit_price", "group_by": "date"}
    done = run_query(tmp_path, request_, arguments)
    assert " in percent: " not in done.result.content
    assert table_totals.percent_change_unsaid("June 3, up 300.", [done]) == []


def test_a_query_of_one_row_answered_with_nothing_says_the_row(tmp_path: Path) -> None:
    """fresh46 read-98 ended 'csv_query 결과입니다: …': a model that says nothing after a query
    that found one row gets that row as a sentence, in the turn's language."""
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    request_ = "sales.csv에서 베이글이 맨 처음 팔린 기록 좀 찾아 줘. 언제, 어느 지역에서?"
    arguments = {"path": "sales.csv", "op": "min", "column": "date", "where": "product=bagel"}
    first = run_query(tmp_path, request_, arguments)
    assert grounding.empty_answer_fallback([first], "ko") == (
        "sales.csv에서 찾은 기록은 date 2024-06-01, region Busan, product bagel, units 25, "
        "unit_price 2500입니다."
    )
    assert grounding.empty_answer_fallback([first], "en") == (
        "In sales.csv, the row is: date 2024-06-01, region Busan, product bagel, units 25, "
        "unit_price 2500."
    )
    # a query of many rows: its result, as before
    summed = run_query(tmp_path, "How many units in total?", {"path": "sales.csv"})
    assert grounding.empty_answer_fallback([summed], "en").startswith(  # type: ignore[union-attr]
        "Here is what csv_query returned"
    )
