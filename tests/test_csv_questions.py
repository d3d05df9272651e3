"""Table questions no single op of csv_query answered (tools/builtin/csv_days.py, csv_query):
rows on days of the week (the weekend, a weekday, 토요일) read on the date column, the change from
one day to the next, and the correlation of two columns — on real CSV files, whatever way the
call or the request names them."""

from __future__ import annotations

import asyncio
import datetime as dt
import re
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_days import date_column, days_asked, days_named, weekday_of
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool

START = dt.date(2024, 6, 1)  # two weeks of days, one sale a day, units = day number
DAYS = [START + dt.timedelta(days=n) for n in range(14)]
CSV = "date,product,units\n" + "".join(
    f"{d.isoformat()},bagel,{n + 1}\n" for n, d in enumerate(DAYS)
)


def units_on(weekdays: set[int]) -> list[int]:
    return [n + 1 for n, d in enumerate(DAYS) if d.weekday() in weekdays]


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(CSV, encoding="utf-8")
    return tmp_path


def asked(workdir: Path, request_: str, **arguments: Any) -> ToolResult:
    tool = CsvQueryTool()
    args = tool.Args.model_validate({"path": "sales.csv", **arguments})
    return asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request_)))


@pytest.mark.parametrize(
    ("word", "days"),
    [("weekend", {5, 6}), ("Weekends", {5, 6}), ("주말", {5, 6}), ("평일", {0, 1, 2, 3, 4}),
     ("weekdays", {0, 1, 2, 3, 4}), ("Saturday", {5}), ("sundays", {6}), ("토요일", {5}),
     ("월요일", {0}), ("sat", None), ("bagel", None), ("", None)],
)  # fmt: skip
def test_the_days_a_word_names(word: str, days: set[int] | None) -> None:
    assert days_named(word) == (frozenset(days) if days is not None else None)


def test_weekdays_of_dates_and_the_date_column() -> None:
    assert weekday_of("2024-06-01") == 5 and weekday_of("2024-06-01 09:30") == 5
    assert weekday_of("2024-02-30") is None and weekday_of("June 1") is None
    rows = [["2024-06-01", "x", "2024-06-02"], ["2024-06-03", "y", "2024-06-04"]]
    assert date_column(["a", "b"], [r[:2] for r in rows]) == 0
    assert date_column(["a", "b", "c"], rows) is None  # two date columns: which is meant?


@pytest.mark.parametrize(
    ("request_", "word"),
    [("How many sales were made on a weekend?", "weekend"), ("토요일에 몇 개 팔렸어?", "토요일"),
     ("평일 매출 합계", "평일"), ("Which weekday sold the most?", None),
     ("주말이랑 평일 비교해 줘", None), ("How many sales on a weekday?", "weekday"),
     ("How many sales in total?", None)],
)  # fmt: skip
def test_the_days_a_request_limits_its_rows_to(request_: str, word: str | None) -> None:
    assert days_asked(request_) == word


@pytest.mark.parametrize(
    ("request_", "arguments", "weekdays"),
    [
        # fresh17 count-39: where the file cannot hold, or none at all
        ("How many of the sales were made on a weekend?", {"op": "count"}, {5, 6}),
        ("How many of the sales were made on a weekend?",
         {"op": "count", "where": "day_of_week in (Saturday, Sunday)"}, {5, 6}),
        ("How many of the sales were made on a weekend?", {"op": "count", "where": "weekend"},
         {5, 6}),
        ("", {"op": "count", "where": "date=weekend"}, {5, 6}),
        ("", {"op": "count", "where": "day=토요일"}, {5}),
        ("", {"op": "count", "where": "date!=weekend"}, {0, 1, 2, 3, 4}),
        ("평일에 몇 건 팔렸어?", {"op": "count"}, {0, 1, 2, 3, 4}),
        ("Which weekday sold the most?", {"op": "count"}, set(range(7))),
    ],
)  # fmt: skip
def test_counts_on_those_days(
    shop: Path, request_: str, arguments: dict[str, str], weekdays: set[int]
) -> None:
    result = asked(shop, request_, **arguments)
    assert not result.is_error, result.content
    assert f"count: {len(units_on(weekdays))} rows" in result.content


@pytest.mark.parametrize(
    "where",
    [
        "date like '2023-01-%'",  # fresh40 count-86 sent this four times for 「월요일에」
        "strftime('%w', date) = '1'",
        "date LIKE '%Mon%'",
    ],
)
def test_a_where_on_the_dates_the_tool_cannot_read_is_the_day_asked(shop: Path, where: str) -> None:
    result = asked(shop, "sales.csv 보면 월요일에 들어온 판매 기록은 몇 건이야?", op="count",
                   column="date", where=where)  # fmt: skip
    assert not result.is_error, result.content
    assert f"count: {len(units_on({0}))} rows" in result.content and "(on Monday)" in result.content


def test_a_where_on_the_dates_is_kept_when_no_day_is_asked_or_it_reads(shop: Path) -> None:
    result = asked(shop, "How many sales are there?", op="count", where="date like '2023-01-%'")
    assert result.is_error  # no day of the week asked: nothing says what it meant
    result = asked(shop, "How many sales on a Monday in the first week?", op="count",
                   where="date<=2024-06-07")  # fmt: skip
    assert "count: 1 rows" in result.content, result.content  # June 3 alone


def test_a_sum_on_a_day_with_another_condition(shop: Path) -> None:
    result = asked(shop, "토요일 bagel 판매량 합계", column="units", where="product=bagel")
    assert f"sum of units: {sum(units_on({5}))}" in result.content
    assert "the request asks about '토요일'" in result.content and "(on Saturday)" in result.content


def test_a_column_that_holds_the_word_is_read_as_written(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(
        "date,day,units\n2024-06-01,Monday,1\n2024-06-03,Monday,2\n2024-06-04,Saturday,4\n",
        encoding="utf-8",
    )
    result = asked(tmp_path, "", op="sum", column="units", where="day=Saturday")
    assert "sum of units: 4" in result.content  # not 2024-06-01's, a Saturday by its date
    result = asked(tmp_path, "What sold on Saturday?", op="sum", column="units")
    assert "sum of units: 4" in result.content
    assert "the request names day=Saturday" in result.content


DAILY = (
    "date,product,units,unit_price\n"
    "2024-06-01,bagel,10,1000\n2024-06-01,cake,2,5000\n"  # 20000
    "2024-06-02,bagel,30,1000\n"  # 30000: +10000
    "2024-06-03,bagel,5,1000\n2024-06-03,cake,1,5000\n"  # 10000: -20000
    "2024-06-04,bagel,8,1000\n"  # 8000: -2000
)


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh17 csv-39: a column the file lacks, sent as a min
        ("From one day to the next, when did our daily takings drop the most, and by how much?",
         {"op": "min", "column": "daily_takings"}),
        ("전날보다 매출이 제일 많이 줄어든 날이 언제야?",
         {"op": "sum", "column": "units*unit_price", "group_by": "date"}),
        ("Which day-over-day change in sales was the biggest drop?",
         {"op": "sum", "column": "units*unit_price"}),
        # the same, sent as the largest sale of each day (session 37)
        ("From one day to the next, when did our daily takings drop the most, and by how much?",
         {"op": "max", "column": "daily_takings", "group_by": "date"}),
    ],
)  # fmt: skip
def test_the_change_from_one_day_to_the_next(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert "2024-06-03: -20000 (30000 → 10000, -66.67 %)" in result.content
    assert "biggest drop: 2024-06-02 → 2024-06-03, by 20000" in result.content
    assert "biggest rise: 2024-06-01 → 2024-06-02, by 10000" in result.content


# the biggest rise in percent is not the biggest amount's: 100 → 300 is +200 %, 300 → 600 +100 %
GROWING = (
    "date,product,units,unit_price\n"
    "2024-06-01,bagel,1,100\n2024-06-02,bagel,3,100\n2024-06-03,bagel,6,100\n"
    "2024-06-04,bagel,1,150\n2024-06-05,bagel,1,100\n"
)


RISE_IN_PERCENT = "biggest rise in percent: 2024-06-01 → 2024-06-02, up 200.00 %"
DROP_IN_PERCENT = "biggest drop in percent: 2024-06-03 → 2024-06-04, down 75.00 %"


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # fresh34 script-74 was shown the amounts alone and fell back to the table
        ("파이썬으로 sales.csv에서 날짜별 매출을 구해서, 전날보다 매출이 제일 큰 비율로 늘어난 "
         "날이 언제고 몇 퍼센트 늘었는지 알려 줘. 매출은 수량×단가로.",
         {"op": "sum", "column": "units*unit_price", "group_by": "date"}, [RISE_IN_PERCENT]),
        ("Which day's takings grew the most in percent over the day before?",
         {"op": "sum", "column": "units*unit_price", "group_by": "date"}, [RISE_IN_PERCENT]),
        ("By what percent did sales fall the most from one day to the next?",
         {"op": "max", "column": "units*unit_price", "group_by": "date"}, [DROP_IN_PERCENT]),
        ("전날 대비 매출 변화율이 제일 컸던 날을 퍼센트로 알려 줘",
         {"op": "sum", "column": "units*unit_price", "group_by": "date"},
         [DROP_IN_PERCENT, RISE_IN_PERCENT]),
        # amounts asked: no percent line
        ("From one day to the next, when did our daily takings rise the most?",
         {"op": "sum", "column": "units*unit_price", "group_by": "date"}, []),
    ],
)  # fmt: skip
def test_the_change_from_the_day_before_in_percent(
    tmp_path: Path, request_: str, arguments: dict[str, str], said: list[str]
) -> None:
    (tmp_path / "sales.csv").write_text(GROWING, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert "2024-06-02: +200 (100 → 300, +200.00 %)" in result.content
    assert "biggest rise: 2024-06-02 → 2024-06-03, by 300" in result.content
    assert "biggest drop: 2024-06-03 → 2024-06-04, by 450" in result.content
    assert [line for line in result.content.splitlines() if " in percent: " in line] == said


def test_the_days_up_on_the_day_before_are_counted(tmp_path: Path) -> None:
    """fresh29 script-64 was shown each day's units and answered with no count of the days
    that rose."""
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    result = asked(tmp_path, "날짜별 판매 수량을 구해서, 전날보다 수량이 늘어난 날이 며칠이나 "
                   "되는지 세어 줘.", op="sum", column="units", group_by="date")  # fmt: skip
    assert "days up on the day before: 2: 2024-06-02, 2024-06-04" in result.content
    assert "days down on the day before: 1: 2024-06-03" in result.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh29 script-63 summed a made-up price column
        ("Use Python to work out, for each day in sales.csv, the average price per unit sold "
         "(the day's revenue divided by its units), and tell me which day it was highest.",
         {"op": "sum", "column": "price"}),
        ("날짜별로 매출을 수량으로 나눈 개당 평균 가격이 제일 높은 날이 언제야?", {}),
    ],
)  # fmt: skip
def test_what_a_unit_sold_fetched_day_by_day(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(
        "date,product,units,unit_price\n2024-06-01,bagel,10,1000\n"
        "2024-06-02,cake,2,5000\n2024-06-02,bagel,1,1000\n2024-06-03,bread,5,2000\n",
        encoding="utf-8",
    )  # fmt: skip
    result = asked(tmp_path, request_, **arguments)
    # the rows' plain average of unit_price on 06-02 would be 3000; per unit sold it is 11000 ÷ 3
    assert "2024-06-02: 3666.67 (11000 ÷ 3)" in result.content, result.content
    assert "2024-06-03: 2000 (10000 ÷ 5)" in result.content
    assert "highest: 2024-06-02" in result.content


def test_no_price_per_unit_unless_asked(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    plain = asked(tmp_path, "What is the average unit price?", op="average", column="unit_price")
    assert "per unit sold" not in plain.content


def test_no_change_is_shown_unless_asked(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    result = asked(tmp_path, "Which day sold the most?", column="units", group_by="date")
    assert "change in" not in result.content and "sum of units by date" in result.content
    # each day's largest sale, asked as such, stays the largest sale
    biggest = asked(tmp_path, "What was the biggest sale each day?", op="max", column="units",
                    group_by="date")  # fmt: skip
    assert "max of units by date" in biggest.content and "read as the sum" not in biggest.content


def pearson(xs: list[float], ys: list[float]) -> float:
    """Pearson's r from its definition, not from the statistics module the tool uses."""
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sx = sum((x - mx) ** 2 for x in xs) ** 0.5
    sy = sum((y - my) ** 2 for y in ys) ** 0.5
    return cov / (sx * sy)


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh17 script-39 answered with a count per price
        ("Do the pricier things sell less? Work out the correlation (Pearson's r) between units "
         "and unit_price in sales.csv.", {"op": "count", "group_by": "unit_price"}),
        ("units랑 unit_price 상관계수 구해 줘", {}),
        ("What's the correlation here?", {"column": "units, unit_price"}),
    ],
)  # fmt: skip
def test_the_correlation_of_two_columns(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    units, prices = [10.0, 2, 30, 5, 1, 8], [1000.0, 5000, 1000, 1000, 5000, 1000]
    r = pearson(units, prices)
    assert f"Pearson's r of units and unit_price: {r:.4f}" in result.content
    assert "move opposite ways" in result.content and r < 0


def test_a_correlation_over_the_rows_asked_and_of_constant_numbers(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    bagels = asked(tmp_path, "correlation of units and unit_price", where="product=bagel")
    assert bagels.is_error and "different numbers" in bagels.content  # one price: no r
    plain = asked(tmp_path, "total units", column="units")
    assert "Pearson" not in plain.content


TWO_REGIONS = (
    "date,region,product,units,unit_price\n2024-06-01,Incheon,bagel,3,1000\n"
    "2024-06-01,Busan,croissant,4,3000\n2024-06-02,Incheon,muffin,5,2000\n"
    "2024-06-02,Busan,bagel,7,1000\n"
)


@pytest.mark.parametrize(
    ("request_", "arguments", "where", "total"),
    [
        # fresh5 csv-14: "인천 매출 합계" sent as the sum of every row
        ("인천 매출 합계는 얼마야?", {"column": "amount"}, "region=Incheon", 3 * 1000 + 5 * 2000),
        ("How many bagels did we sell?", {"column": "units"}, "product=bagel", 3 + 7),
        ("크루아상 몇 개 팔렸어?", {"column": "units"}, "product=croissant", 4),
        ("What did Incheon sell, per product?", {"column": "units", "group_by": "product"},
         "region=Incheon", None),
        # said in the where already, a comparison, a value left out, a grouping by it: unchanged
        ("인천에서 몇 개 팔렸어?", {"column": "units", "where": "region=인천"}, None, 3 + 5),
        ("부산이랑 인천 매출 비교", {"column": "units*unit_price", "group_by": "region"}, None,
         None),
        # a value left out is a condition too (fresh22 csv-49: croissants outside Seoul)
        ("Total units except Incheon?", {"column": "units"}, "region!=Incheon", 4 + 7),
        ("How many bagels did we sell outside Incheon?", {"column": "units"},
         "region!=Incheon, product=bagel", 7),
        ("인천 말고 다른 데서 팔린 수량은?", {"column": "units"}, "region!=Incheon", 4 + 7),
        ("Which region sold the most bagels?", {"column": "units", "group_by": "region"},
         "product=bagel", None),
    ],
)  # fmt: skip
def test_the_one_value_a_request_names_limits_the_rows(
    tmp_path: Path, request_: str, arguments: dict[str, str], where: str | None, total: int | None
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_REGIONS, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert (f"the request names {where}" in result.content) is (where is not None), result.content
    if total is not None:
        assert re.search(rf"(?:sum) of [\w*]+: {total}\b", result.content), result.content


def test_the_gap_between_the_largest_and_the_smallest_group(tmp_path: Path) -> None:
    """fresh18 csv-42: "the best and the worst day, how far apart?" sent as the max of a row."""
    (tmp_path / "sales.csv").write_text(DAILY, encoding="utf-8")
    request_ = "하루 매출이 제일 많았던 날이랑 제일 적었던 날, 차이가 얼마나 나?"
    result = asked(tmp_path, request_, op="max", column="amount")
    assert not result.is_error, result.content
    assert ("difference between the largest (2024-06-02: 30000) and the smallest "
            "(2024-06-04: 8000): 22000") in result.content  # fmt: skip
    plain = asked(tmp_path, "Which day sold the most?", column="units", group_by="date")
    assert "difference between" not in plain.content


@pytest.mark.parametrize(
    "request_",
    [
        # fresh26 csv-57 sent the max of one row
        "How many more units did our best-selling product sell than our worst-selling one?",
        "제일 많이 팔린 제품이 제일 적게 팔린 제품보다 몇 개 더 팔렸어?",
    ],
)
def test_how_many_more_the_best_sold_than_the_worst_is_the_gap(
    tmp_path: Path, request_: str
) -> None:
    (tmp_path / "sales.csv").write_text(
        "product,units\nbagel,3\ncake,9\nbagel,5\npie,1\ncake,4\n", encoding="utf-8"
    )
    result = asked(tmp_path, request_, op="max", column="units")
    assert "difference between the largest (cake: 13) and the smallest (pie: 1): 12" in (
        result.content
    ), result.content
    # more than a bound is no gap
    bound = asked(tmp_path, "Which products sold more than 5 units?", column="units",
                  group_by="product")  # fmt: skip
    assert "difference between" not in bound.content


def test_a_sum_asked_as_an_average_is_the_average(tmp_path: Path) -> None:
    """fresh18 script-42: "제품별로 한 번 팔 때 평균 몇 개씩" sent as a sum per product; and
    파이썬 (p-s-n) is no Busan."""
    (tmp_path / "sales.csv").write_text(
        "region,product,units\nBusan,bagel,3\nSeoul,bagel,5\nBusan,cake,2\n", encoding="utf-8"
    )
    request_ = "파이썬으로 sales.csv에서 제품별로 한 번 팔 때 평균 몇 개씩 팔렸는지 구해 줘."
    result = asked(tmp_path, request_, op="sum", column="units", group_by="product")
    assert "average of units by product" in result.content
    assert "bagel: 4\n" in result.content + "\n" and "cake: 2" in result.content
    assert "Busan" not in result.content.split("\n")[0]  # no row filter
    kept = asked(tmp_path, "How many units were sold above the average?", op="count")
    assert "count: 3 rows" in kept.content  # not a sum: left as sent


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh7 csv-18 named one product from the preview; fresh18 write-41 wrote a made-up one
        ("sales.csv 보면 인천에서는 뭐뭐 팔렸어?",
         "product values in these 2 rows (2): bagel, muffin"),
        ("Make a file called regions.txt that lists the regions in sales.csv.",
         "region values in these 4 rows (2): Busan, Incheon"),
        ("What's in sales.csv?", None),
    ],
)  # fmt: skip
def test_a_preview_lists_the_values_a_request_asks_for(
    tmp_path: Path, request_: str, line: str | None
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_REGIONS, encoding="utf-8")
    result = asked(tmp_path, request_)
    listed = [x for x in result.content.splitlines() if " values in these " in x]
    assert listed == ([line] if line else []), result.content
    if "인천" in request_:  # the rows the where kept, and why
        assert "2 rows where region=Incheon:" in result.content
        assert "(where region=Incheon: the request names region=Incheon)" in result.content


ONE_CHEESECAKE = (
    "date,product,units,unit_price\n"
    "2024-06-01,bagel,10,1000\n2024-06-01,bread,2,2000\n"  # 14000
    "2024-06-02,bagel,5,1000\n2024-06-02,cheesecake,1,6000\n2024-06-02,bread,1,2000\n"  # 13000
)


@pytest.mark.parametrize(
    ("request_", "total"),
    [
        ("치즈케이크 팔린 날 있잖아, 그날 전체 매출은 얼마였어?", 13000),
        ("On the day we sold cheesecake, how much did we take in altogether?", 13000),
        # a value that names no day, or one sold on two days: its own rows
        ("How much did the cheesecake bring in?", 6000),
        ("베이글 팔린 날 전체 매출은?", 15000),
    ],
)  # fmt: skip
def test_a_value_that_says_which_day_limits_the_rows_to_that_day(
    tmp_path: Path, request_: str, total: int
) -> None:
    """fresh17 csv-40: the day's whole takings, not the cheesecake's own."""
    (tmp_path / "sales.csv").write_text(ONE_CHEESECAKE, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price")
    assert f"sum of units*unit_price: {total}\n" in result.content + "\n", result.content


def test_a_number_no_row_has_and_the_request_never_wrote_is_left_out(tmp_path: Path) -> None:
    """fresh18 script-42: "한 번 팔 때 평균 몇 개씩" (per sale) sent with where quantity=1."""
    (tmp_path / "sales.csv").write_text("product,units\nbagel,10\nbagel,20\ncake,3\n")
    request_ = "파이썬으로 sales.csv에서 제품별로 한 번 팔 때 평균 몇 개씩 팔렸는지 구해 줘."
    result = asked(tmp_path, request_, op="average", column="quantity", group_by="product",
                   where="quantity=1")  # fmt: skip
    assert not result.is_error, result.content
    assert "(left out 'quantity=1'" in result.content and "bagel: 15" in result.content
    # a number the request writes stays a condition: one no row has is still an error
    written = asked(tmp_path, "How many sales had 99 units?", op="count", where="units=99")
    assert written.is_error and "no row has units = '99'" in written.content
    held = asked(tmp_path, "한 번에 3개 팔린 건?", op="count", where="units=3")
    assert not held.is_error and "count: 1" in held.content


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        ("We're raising the bagel price from 2,500 to 2,700 won. Had the bagels in sales.csv sold "
         "at the new price, how much more would they have brought in?",
         "the 30 units of the 2 rows priced 2500 bring in 81000 instead of 75000: 6000 more"),
        ("What if the bagels had sold at 2,300 won instead of 2,500?",
         "bring in 69000 instead of 75000: 6000 less"),
        ("베이글 가격을 2,500원에서 2,700원으로 올렸으면 얼마 더 벌었을까?", "6000 more"),
        ("베이글을 2천5백 원에서 3천 원으로 올리면?", "90000 instead of 75000: 15000 more"),
    ],
)  # fmt: skip
def test_a_price_said_changed_is_worked_out_on_the_rows_at_the_old_price(
    tmp_path: Path, request_: str, line: str
) -> None:
    """fresh18 csv-41 answered the bagels' whole takings (75,000 here) as "how much more"."""
    (tmp_path / "sales.csv").write_text(
        "product,units,unit_price\nbagel,10,2500\nbagel,20,2500\ncake,3,6000\n"
    )
    result = asked(tmp_path, request_, op="sum", column="units*unit_price", where="product=bagel")
    assert line in result.content, result.content
    # no change said, or a price no row has: nothing added
    plain = asked(tmp_path, "How much did the bagels bring in?", op="sum", column="units")
    assert "instead of" not in plain.content
    other = asked(tmp_path, "from 1,000 to 2,000 won?", op="sum", column="units")
    assert "instead of" not in other.content


SIX_SALES = (
    "date,product,units,unit_price\n"
    "2024-06-01,bagel,10,2500\n2024-06-01,cake,2,6000\n"  # 25000, 12000: day 37000
    "2024-06-02,bagel,20,2500\n"  # 50000
    "2024-06-03,bread,4,3000\n2024-06-03,cake,5,6000\n"  # 12000, 30000: day 42000
    "2024-06-04,bagel,3,2500\n"  # 7500
)


@pytest.mark.parametrize(
    ("request_", "op", "first", "count"),
    [
        ("파이썬으로 sales.csv에서 금액(수량×단가)이 제일 작은 판매 세 건만 뽑아 주실래요?", "min",
         "1. date=2024-06-04, product=bagel, units=3, unit_price=2500 (units*unit_price: 7500)",
         3),
        ("What were our three biggest sales by amount?", "max",
         "1. date=2024-06-02, product=bagel, units=20, unit_price=2500 (units*unit_price: 50000)",
         3),
        ("Show me the top 2 sales", "max", "1. date=2024-06-02", 2),
    ],
)  # fmt: skip
def test_the_n_largest_or_smallest_rows(
    tmp_path: Path, request_: str, op: str, first: str, count: int
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op=op, column="units*unit_price")
    assert first in result.content, result.content
    listed = re.findall(r"^\d+\. ", result.content, re.M)
    assert len(listed) == count
    if op == "min":  # the three smallest: 7500, then the two 12000s
        assert result.content.count("(units*unit_price: 12000)") == 2
    # one asked for, or none named: no list
    one = asked(tmp_path, "What was the smallest sale?", op="min", column="units*unit_price")
    assert not re.findall(r"^\d+\. ", one.content, re.M)


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        ("매출로 치면 두 번째로 장사가 잘된 날이 언제였어?", "second largest: 2024-06-03 (42000)"),
        ("Which day had the third highest takings?", "third largest: 2024-06-01 (37000)"),
        ("What was the 2번째 best day?", "second largest: 2024-06-03 (42000)"),
    ],
)  # fmt: skip
def test_a_place_below_the_first_is_named(tmp_path: Path, request_: str, line: str) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price", group_by="date")
    assert line in result.content, result.content
    best = asked(tmp_path, "Which day was best?", op="sum", column="units*unit_price",
                 group_by="date")  # fmt: skip
    assert "second" not in best.content


@pytest.mark.parametrize(
    ("request_", "where"),
    [
        # fresh29 csv-63: an error, no row has product = 'best'
        ("How much more money did our best-earning product bring in than the second-best one?",
         "product = 'best' and product != 'second_best'"),
        ("매출 1위 제품이 2위 제품보다 얼마나 더 벌었어?", "product='1위'"),
        ("What's the gap between our top product and the runner-up?", "product = 'top'"),
        ("두 번째로 많이 번 제품이랑 제일 많이 번 제품 차이는?", None),
    ],
)  # fmt: skip
def test_the_first_s_lead_over_a_place_below_it(
    tmp_path: Path, request_: str, where: str | None
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price", group_by="product",
                   where=where)  # fmt: skip
    assert not result.is_error, result.content
    # bagel 82500, cake 42000, bread 12000
    assert "largest: bagel (82500), 40500 more than the second largest (cake)" in result.content


def test_a_ranked_value_the_file_holds_or_no_gap_asked_is_kept(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES.replace("bread", "best"), encoding="utf-8")
    held = asked(tmp_path, "How much did the best bring in?", op="sum",
                 column="units*unit_price", where="product = 'best'")  # fmt: skip
    assert "12 of" not in held.content and "sum of units*unit_price: 12000" in held.content
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    second = asked(tmp_path, "Which product came second?", op="sum", column="units*unit_price",
                   group_by="product")  # fmt: skip
    assert "second largest: cake (42000)" in second.content and "more than" not in second.content


@pytest.mark.parametrize(
    ("request_", "where", "count"),
    [
        # fresh19 count-43 sent "price > 100000" and counted none
        ("How many of our sales were worth more than 40,000 won each?", "price > 40000", 1),
        ("How many sales were over 20,000?", "units*unit_price > 20000", 3),
        ("금액이 2만 원 넘는 판매는 몇 건이야?", "amount > 20000", 3),
        ("판매 한 건 금액이 5만 원 이상인 건 몇 개?", "unit_price >= 50000", 1),
        # a price some rows pass is the price; without a word of worth, the price
        ("How many things cost more than 3,000 won?", "unit_price > 3000", 2),
        ("How many rows have a price over 100000?", "price > 100000", 0),
    ],
)  # fmt: skip
def test_a_comparison_of_what_a_sale_was_worth(
    tmp_path: Path, request_: str, where: str, count: int
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")  # 25000 12000 50000 …
    result = asked(tmp_path, request_, op="count", where=where)
    assert not result.is_error, result.content
    assert f"count: {count} rows" in result.content, result.content


REGIONS = (
    "region,units,unit_price\n"
    "Seoul,10,1000\nSeoul,5,2000\n"  # 20000
    "Busan,8,1000\n"  # 8000
    "Incheon,3,5000\n"  # 15000
)


@pytest.mark.parametrize(
    ("where", "total"),
    [
        ("region in ('Busan', 'Incheon')", 23000),
        ("city in (Busan, Incheon)", 23000),  # the one column that holds them
        ("region in (부산, 인천)", 23000),  # Latin spelling
        ("region IN ('Seoul')", 20000),
    ],
)
def test_a_where_with_a_list_of_values(tmp_path: Path, where: str, total: int) -> None:
    (tmp_path / "sales.csv").write_text(REGIONS, encoding="utf-8")
    result = asked(tmp_path, "How much?", op="sum", column="units*unit_price", where=where)
    assert f"sum of units*unit_price: {total}" in result.content, result.content
    bad = asked(tmp_path, "How much?", op="sum", column="units", where="region in ()")
    assert bad.is_error and "name the values" in bad.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        ("Did Seoul bring in more money than Busan and Incheon put together?",
         {"group_by": "region"}),
        # sent as one sum of the three (fresh19 csv-43)
        ("Did Seoul bring in more money than Busan and Incheon put together?",
         {"where": "region in ('Busan', 'Incheon', 'Seoul')"}),
        ("부산이랑 인천 합친 것보다 서울이 더 많이 벌었어?", {"group_by": "region"}),
    ],
)  # fmt: skip
def test_groups_added_up_to_be_compared_with_another(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(REGIONS, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price", **arguments)
    assert "Busan + Incheon together: 23000; Seoul: 20000 (3000 less)" in result.content, (
        result.content
    )
    plain = asked(tmp_path, "Which region made the most?", op="sum", column="units*unit_price",
                  group_by="region")  # fmt: skip
    assert "together" not in plain.content


SHOPS = (
    "date,region,product,units\n"
    "2024-06-01,Seoul,croissant,4\n2024-06-01,Busan,baguette,2\n2024-06-02,Seoul,cheesecake,1\n"
    "2024-06-02,Incheon,bagel,3\n2024-06-03,Busan,croissant,5\n2024-06-04,Incheon,baguette,1\n"
    "2024-06-05,Seoul,bagel,2\n"
)


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh20 csv-45 and csv-46: a preview, then a made-up file
        ("Is there anything we sold in Seoul but never in Busan?",
         "product with region=Seoul, never with region=Busan: bagel, cheesecake"),
        ("서울은 매일 판매가 있었어? 판매 기록이 없는 날이 있으면 언제인지 알려 줘.",
         "date in the table with no row of region=Seoul: 2024-06-03, 2024-06-04"),
        ("부산에서는 팔렸는데 인천에서는 안 팔린 제품 있어?",
         "product with region=Busan, never with region=Incheon: croissant"),
        ("What did Incheon sell that Busan didn't?",
         "product with region=Incheon, never with region=Busan: bagel"),
        ("Which days had no sales in Busan?",
         "date in the table with no row of region=Busan: 2024-06-02, 2024-06-04, 2024-06-05"),
        ("What did Seoul sell most?", None),  # no "never"
        ("Is there a product we never sold?", None),  # no value named
    ],
)  # fmt: skip
def test_what_one_value_has_that_another_never_does(
    tmp_path: Path, request_: str, line: str | None
) -> None:
    (tmp_path / "sales.csv").write_text(SHOPS, encoding="utf-8")
    content = asked(tmp_path, request_).content
    found = [x for x in content.splitlines() if "never with" in x or "with no row" in x]
    assert found == ([line] if line else [])


def test_the_never_line_comes_with_a_count_too(tmp_path: Path) -> None:
    """Whatever the call: a count of Seoul's rows still carries what Busan never sold."""
    (tmp_path / "sales.csv").write_text(SHOPS, encoding="utf-8")
    request_ = "Is there anything we sold in Seoul but never in Busan?"
    content = asked(tmp_path, request_, op="count", where="region=Seoul").content
    assert content.splitlines()[-1] == (
        "product with region=Seoul, never with region=Busan: bagel, cheesecake"
    )


PRICED_SHOPS = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,croissant,4,3000\n2024-06-01,Busan,baguette,2,4000\n"
    "2024-06-02,Busan,bagel,3,2500\n2024-06-02,Incheon,muffin,1,2000\n"
    "2024-06-03,Seoul,bagel,2,2500\n"
)


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh33 csv-71: every day's revenue summed (Seoul's own 481,500 answered)
        ("There's one day in sales.csv when Seoul didn't sell anything. How much did we take "
         "in altogether that day? Revenue is units times unit_price.",
         "total units*unit_price on 2024-06-02 (every row of that day): 9500"),
        ("서울에서 판매가 없었던 날, 그날 전체 매출은 얼마야? 매출은 수량 곱하기 단가.",
         "total units*unit_price on 2024-06-02 (every row of that day): 9500"),
        ("On the day Seoul sold nothing, how many units did we sell in total?",
         "total units on 2024-06-02 (every row of that day): 4"),
    ],
)  # fmt: skip
def test_the_total_of_the_day_a_group_has_no_row(tmp_path: Path, request_: str, line: str) -> None:
    (tmp_path / "sales.csv").write_text(PRICED_SHOPS, encoding="utf-8")
    for arguments in ({}, {"op": "sum", "column": "units*unit_price", "where": "region=Seoul"}):
        content = asked(tmp_path, request_, **arguments).content
        assert line in content.splitlines(), content


def test_no_day_total_unless_an_amount_is_asked(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(PRICED_SHOPS, encoding="utf-8")
    for request_ in ("Which days had no sales in Seoul?", "서울 매출이 없는 날이 언제야?"):
        content = asked(tmp_path, request_).content
        assert "with no row of region=Seoul: 2024-06-02" in content
        assert "(every row of that day)" not in content


@pytest.mark.parametrize(
    ("request_", "arguments", "where", "figure"),
    [
        # fresh22 count-50, csv-50: a bound on each sale's quantity or price, said in words
        ("부산에서 한 번에 5개 넘게 팔린 판매는 몇 건이야?", {}, "region=Busan, units>5",
         "1 rows where region=Busan and units>5"),
        ("단가가 2천 원도 안 되는 제품들만 놓고 보면, 매출이 다 합쳐서 얼마야?", {},
         "unit_price<2000", "sum of units*unit_price: 10000"),
        ("How many sales sold more than 4 units in a single sale?", {"op": "count"}, "units>4",
         "count: 2 rows"),
        ("What did we make on items priced under 1,500 won?", {"column": "amount"},
         "unit_price<1500", "sum of units*unit_price: 10000"),
        # a bound on the groups' totals, or one the call already makes: no row is bounded
        ("Which products sold fewer than 5 units?", {"column": "units", "group_by": "product"},
         None, "(1 of 3 under 5: croissant)"),
        ("How many sales sold more than 4 units at once?", {"op": "count", "where": "units>4"},
         None, "count: 2 rows"),
    ],
)  # fmt: skip
def test_a_bound_on_each_rows_quantity_or_price_limits_the_rows(
    tmp_path: Path, request_: str, arguments: dict[str, str], where: str | None, figure: str
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_REGIONS, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert (f"the request names {where}" in result.content) is (where is not None), result.content
    assert figure in result.content, result.content


@pytest.mark.parametrize(
    ("days", "streak"),
    [
        ([], None),
        (["2024-06-01"], (1, "2024-06-01", "2024-06-01")),
        (["2024-06-03", "2024-06-01", "2024-06-02", "2024-06-05"], (3, "2024-06-01", "2024-06-03")),
        (["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-01"], (3, "2024-02-28", "2024-03-01")),
        (["2024-06-01", "2024-06-03", "2024-06-05"], (1, "2024-06-01", "2024-06-01")),
    ],
)  # fmt: skip
def test_the_longest_run_of_consecutive_days(
    days: list[str], streak: tuple[int, str, str] | None
) -> None:
    from datetime import date

    from jarvis_voice.tools.builtin.csv_days import longest_streak

    found = longest_streak([date.fromisoformat(d) for d in days])
    assert (None if found is None else (found[0], str(found[1]), str(found[2]))) == streak


@pytest.mark.parametrize(
    "request_",
    ["부산에서 하루도 안 거르고 연달아 판매한 게 최대 며칠 연속인지 계산해 줘.",
     "What's the most days in a row Busan sold something?"],
)  # fmt: skip
def test_the_days_in_a_row_of_the_rows_a_request_keeps(tmp_path: Path, request_: str) -> None:
    """fresh21 script-48 ran `git add sales.csv`: Busan sold on June 1, 2, 3 and 5."""
    (tmp_path / "sales.csv").write_text(
        "date,region,units\n2024-06-01,Busan,3\n2024-06-02,Busan,1\n2024-06-02,Seoul,4\n"
        "2024-06-03,Busan,2\n2024-06-04,Seoul,5\n2024-06-05,Busan,7\n",
        encoding="utf-8",
    )
    result = asked(tmp_path, request_, op="count", where="region=Busan")
    assert "longest run of consecutive days in these 4 rows: 3 days, 2024-06-01 to 2024-06-03" in (
        result.content
    ), result.content


@pytest.mark.parametrize(
    ("request_", "group_by"),
    [("파이썬으로 sales.csv 보고, 주말엔 하루 평균 매출이 평일보다 얼마나 더 많은지 계산해 줘.",
      "day"),
     ("Do we sell more on weekends or weekdays, per day?", "weekend"),
     ("요일 종류별로 매출 합계 알려 줘", "주말/평일")],
)  # fmt: skip
def test_totals_by_kind_of_day_each_over_its_days(
    tmp_path: Path, request_: str, group_by: str
) -> None:
    """fresh22 script-50 grouped by "day", a column the table lacks. June 1 and 2, 2024 are a
    Saturday and a Sunday."""
    (tmp_path / "sales.csv").write_text(
        "date,units,unit_price\n2024-06-01,2,1000\n2024-06-01,1,3000\n2024-06-02,4,1000\n"
        "2024-06-03,1,1000\n2024-06-04,3,1000\n2024-06-05,2,1000\n",
        encoding="utf-8",
    )
    result = asked(tmp_path, request_, column="units*unit_price", group_by=group_by)
    if group_by == "주말/평일":
        assert result.is_error  # no kind of day said plainly: the columns are listed
        return
    assert not result.is_error, result.content
    assert "weekend: 9000 over 2 days (4500 a day)" in result.content
    assert "weekday: 6000 over 3 days (2000 a day)" in result.content
    assert "weekend − weekday, a day: 2500" in result.content


def test_a_table_with_a_day_column_groups_by_it(tmp_path: Path) -> None:
    (tmp_path / "log.csv").write_text("date,day,n\n2024-06-01,Sat,1\n2024-06-03,Mon,2\n")
    tool = CsvQueryTool()
    args = tool.Args(path="log.csv", column="n", group_by="day")
    context = ToolContext(workdir=tmp_path, request="per weekday?")
    content = asyncio.run(tool.run(args, context)).content
    assert "sum of n by day" in content and "Mon: 2" in content


# --------------------------------------------------------------- session 41 (fresh24's asks)
SHOP = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,croissant,40,3200\n2024-06-01,Busan,baguette,15,4100\n"
    "2024-06-02,Seoul,muffin,55,2800\n2024-06-02,Incheon,bagel,20,2500\n"
    "2024-06-03,Busan,croissant,30,3200\n2024-06-03,Seoul,baguette,25,4100\n"
    "2024-06-04,Incheon,muffin,35,2800\n2024-06-04,Busan,bagel,10,2500\n"
    "2024-06-05,Seoul,cheesecake,8,6500\n2024-06-05,Busan,muffin,45,2800\n"
    "2024-06-06,Incheon,croissant,22,3200\n2024-06-06,Seoul,bagel,18,2500\n"
)  # 2024-06-01 is a Saturday, 06-02 a Sunday
# each day's takings (units × unit_price), worked out by hand
TAKINGS = {"2024-06-01": 189_500, "2024-06-02": 204_000, "2024-06-03": 198_500,
           "2024-06-04": 123_000, "2024-06-05": 178_000, "2024-06-06": 115_400}  # fmt: skip


@pytest.fixture
def bakery(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "word"),
    [("주말 말고 평일에 판매가 있었던 날이 며칠이야?", "평일"),
     ("주말 빼고 몇 개 팔렸어?", "weekdays"),
     ("units sold except on weekends", "weekdays"), ("평일 빼고 주말만", "주말"),
     ("sales not on weekdays", "weekend"), ("토요일 빼고", None), ("주말이랑 평일 비교", None),
     ("on the weekend", "weekend")],
)  # fmt: skip
def test_days_left_out_are_not_the_days_asked(request_: str, word: str | None) -> None:
    assert days_asked(request_) == word


@pytest.mark.parametrize(
    "request_",
    ["sales.csv 보면 주말 말고 평일에 판매가 있었던 날이 총 며칠이나 돼?",
     "On how many weekdays did we sell anything?", "How many days had sales on a weekday?"],
)  # fmt: skip
def test_a_count_of_days_is_the_different_dates(bakery: Path, request_: str) -> None:
    out = asked(bakery, request_, op="count").content
    assert "on 4 different days (date): 2024-06-03, 2024-06-04, 2024-06-05, 2024-06-06" in out


def test_rows_counted_without_a_days_question_say_no_days(bakery: Path) -> None:
    out = asked(bakery, "How many sales were on weekdays?", op="count").content
    assert "count: 8 rows" in out and "different days" not in out


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [("Use Python to work out the median of our daily takings: units times unit_price per "
      "day", {"op": "sum", "column": "units"}),
     ("하루 매출의 중앙값이 얼마야? 매출은 수량 곱하기 단가",
      {"op": "median", "column": "amount"})],
)  # fmt: skip
def test_the_median_of_daily_totals_is_the_middle_days_total(
    bakery: Path, request_: str, arguments: dict[str, str]
) -> None:
    out = asked(bakery, request_, **arguments).content
    middle = sorted(TAKINGS.values())[2:4]
    assert f"per date: {sum(middle) // 2} (the 6 date totals" in out  # 183750
    assert "sum of units*unit_price by date" in out and "2024-06-02: 204000" in out


@pytest.mark.parametrize(
    ("request_", "way"),
    [("sales.csv에서 마지막 날 매출이 첫날보다 몇 퍼센트 줄었는지 계산해 줘. 매출은 수량×단가.",
      "down"),
     ("By what percent did the takings change from the first day to the last day? Revenue is "
      "units times unit_price.", "down")],
)  # fmt: skip
def test_the_first_day_against_the_last(bakery: Path, request_: str, way: str) -> None:
    out = asked(bakery, request_, op="sum", column="amount").content
    first, last = TAKINGS["2024-06-01"], TAKINGS["2024-06-06"]
    assert f"first day 2024-06-01: {first}; last day 2024-06-06: {last}" in out
    assert f"{way} {abs(last - first) / first * 100:.1f} %" in out  # 39.1 %
    assert "share of" not in out  # a share of the whole is no answer to a change


def test_the_least_earning_group_is_found_from_the_requests_own_word(bakery: Path) -> None:
    out = asked(
        bakery, "서울 매출만 놓고 보면 제일 돈이 안 된 제품이 뭐야? 매출은 수량 곱하기 단가로.",
        op="max", column="amount",
    ).content  # fmt: skip
    totals = out.split("by product (smallest first):\n", 1)[1].splitlines()
    assert totals[:2] == ["bagel: 45000", "cheesecake: 52000"]


@pytest.mark.parametrize(
    ("request_", "row"),
    [("sales.csv에서 위에서 세 번째 판매 기록이 뭐였지? 헤더 줄은 빼고.", 3),
     ("What's the 5th row of sales.csv?", 5), ("show me row 2", 2), ("sales.csv의 3번째 행", 3),
     ("the seventh sale in the file", 7)],
)  # fmt: skip
def test_a_row_named_by_its_place(bakery: Path, request_: str, row: int) -> None:
    out = asked(bakery, request_).content
    cells = SHOP.splitlines()[row].split(",")
    assert f"row {row} (the header not counted): date={cells[0]}, region={cells[1]}" in out


def test_a_row_counted_from_the_end_and_one_past_the_end(bakery: Path) -> None:
    out = asked(bakery, "끝에서 두 번째 줄 보여줘").content
    assert "row 2 from the end (the header not counted): date=2024-06-06, region=Incheon" in out
    assert "(no row 40: 12 rows" in asked(bakery, "show the 40th row").content
    assert "the header not counted" not in asked(bakery, "show me the rows").content


@pytest.mark.parametrize(
    ("request_", "runs"),
    [("Did any product sell on two days in a row? Which one?", "muffin"),
     ("이틀 연속으로 팔린 제품 있어?", "muffin"),
     ("Which region sold three days in a row?", "Seoul, Busan"),
     ("Which product sold four days in a row?", "none")],
)  # fmt: skip
def test_which_group_sold_on_days_in_a_row(bakery: Path, request_: str, runs: str) -> None:
    out = asked(bakery, request_).content
    assert re.search(r"sold on \d or more days in a row: " + re.escape(runs) + "$", out, re.M), out


@pytest.mark.parametrize(
    ("request_", "op", "read"),
    [("서울에서 제일 안 팔린 제품은?", "max", "min"),
     ("Which product sold the fewest units?", "max", "min"),
     ("Which product sold the most units?", "min", "max"),
     ("Which day had the highest and which the lowest takings?", "max", None)],
)  # fmt: skip
def test_an_extreme_sent_the_wrong_way_round_is_the_one_asked(
    bakery: Path, request_: str, op: str, read: str | None
) -> None:
    out = asked(bakery, request_, op=op, column="units").content
    if read is None:
        assert "read as" not in out.split("\n")[1]
    else:
        assert f"(op {op} read as {read}: the request asks the" in out
        # which product: each product's total, in the order read (fresh45 csv-95), not a row
        first = "smallest" if read == "min" else "largest"
        assert f"sum of units by product ({first} first):" in out
        assert f"(each product's total above: the {read} of one row is not asked)" in out


@pytest.mark.parametrize(
    "arguments",
    [{"op": "count", "where": "day in ('월', '화', '수', '목', '금')"}, {},
     {"op": "count", "where": "weekday != 'Saturday' and weekday != 'Sunday'"}],
)  # fmt: skip
def test_days_on_a_made_up_day_column_are_the_days_the_request_names(
    bakery: Path, arguments: dict[str, str]
) -> None:
    """fresh24 count-54 sent a where on a "day" column of weekday names the file lacks, then a
    preview: both give the weekdays' rows and their different dates."""
    request_ = "sales.csv 보면 주말 말고 평일에 판매가 있었던 날이 총 며칠이나 돼?"
    out = asked(bakery, request_, **arguments)
    assert not out.is_error, out.content
    assert "on 4 different days (date): 2024-06-03, 2024-06-04, 2024-06-05" in out.content


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh25 script-55 sent no op: the figure beside the preview carries the share
        ("Use Python to work out what percentage of our total revenue came from cakes. Revenue "
         "is units times unit_price.", {},
         "product=cake: 42000 of all rows' 136500 (30.7692 %)"),
        ("베이글이 전체 매출에서 몇 퍼센트 차지해? 매출은 수량×단가야.",
         {"op": "sum", "column": "units*unit_price"},
         "product=bagel: 82500 of all rows' 136500 (60.4396 %)"),
        # fresh23 script-51: the three biggest sales' share, beside the preview too
        ("Use Python to work out what share of our total revenue came from our three biggest "
         "sales. Revenue is units times unit_price.", {},
         "the 3 largest together: 105000 = 76.9231 % of all rows' total (136500)"),
        # fresh25 script-56: the daily average carried over a month
        ("파이썬으로 하루 평균 매출을 구해서, 한 달 30일 내내 그만큼 판다고 치면 한 달 매출이 "
         "얼마쯤 될지 계산해 줘. 매출은 수량×단가로.", {},
         "at that daily average, 30 days: 1023750"),
        ("What would a week bring in at our average daily revenue? Revenue is units times "
         "unit_price.", {"op": "average", "column": "units*unit_price", "group_by": "date"},
         "at that daily average, 7 days: 238875"),
    ],
)  # fmt: skip
def test_a_share_or_a_span_the_request_asks_is_worked_out(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert line in result.content, result.content


def test_no_share_or_span_line_unless_one_value_or_a_span_is_asked(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    two = asked(tmp_path, "What percentage of revenue came from bagels and cakes? Revenue is "
                "units times unit_price.", op="sum", column="units*unit_price")  # fmt: skip
    assert "of all rows'" not in two.content
    plain = asked(tmp_path, "How much revenue came from cakes? Revenue is units times "
                  "unit_price.", op="sum", column="units*unit_price")  # fmt: skip
    assert "%" not in plain.content
    dated = asked(tmp_path, "6월 1일부터 하루 평균 매출이 얼마야? 매출은 수량×단가.",
                  op="average", column="units*unit_price", group_by="date")  # fmt: skip
    assert "at that daily average" not in dated.content


@pytest.mark.parametrize(
    "request_",
    ["지역별로 판매가 몇 건씩 있었는지 세어 줄래요?", "How many orders did each region have?"],
)
def test_the_sales_counted_per_group_beside_the_preview(tmp_path: Path, request_: str) -> None:
    """fresh23 count-52: 「… 세어 줄래요?」 read "줄래요" as Seoul and showed Seoul's rows."""
    seoul = TWO_REGIONS + "2024-06-03,Seoul,bagel,2,1000\n"
    (tmp_path / "sales.csv").write_text(seoul, encoding="utf-8")
    result = asked(tmp_path, request_)
    assert "where region=" not in result.content
    assert "rows by region (largest first):\nIncheon: 2\nBusan: 2\nSeoul: 1" in result.content


def test_a_price_is_never_added_up_and_its_gap_is_between_the_dearest_and_the_cheapest(
    tmp_path: Path,
) -> None:
    """fresh27 csv-59 was shown each product's prices summed (bagel 7500 for three sales at 2500)
    and no gap."""
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    gap = asked(tmp_path, "What's the gap between the unit price of our most expensive product "
                "and our cheapest one?", op="max", column="unit_price")  # fmt: skip
    assert "difference between the largest (cake: 6000) and the smallest (bagel: 2500): 3500" in (
        gap.content), gap.content  # fmt: skip
    korean = asked(tmp_path, "제일 비싼 제품이랑 제일 싼 제품 가격 차이가 얼마야?", op="max",
                   column="unit_price")  # fmt: skip
    assert ": 3500" in korean.content
    dearest = asked(tmp_path, "Which product is the most expensive?", op="max",
                    column="unit_price")  # fmt: skip
    assert "max of unit_price by product (largest first):\ncake: 6000" in dearest.content
    assert "bagel: 7500" not in dearest.content  # three bagel sales' prices are not added


def test_a_figure_over_a_few_rows_shows_them(tmp_path: Path) -> None:
    """fresh27 read-60: 「인천에서 크루아상 판 기록 … 며칠에 몇 개?」 sent as a sum said "22"
    without the day."""
    (tmp_path / "sales.csv").write_text(TWO_REGIONS, encoding="utf-8")
    one = asked(tmp_path, "부산에서 크루아상 판 기록 며칠에 몇 개 팔았어?", op="sum",
                column="units", where="region=부산 and product=크루아상")  # fmt: skip
    assert "sum of units: 4\nrow: date=2024-06-01, region=Busan, product=croissant" in one.content
    every = asked(tmp_path, "How many units did we sell?", op="sum", column="units")
    assert "row: " not in every.content  # the whole table: no rows listed


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh27 count-59 compared a price with "product*1.1" (an error, twice)
        ("How many of the products we sell are cheaper than a cake?",
         {"op": "count", "column": "price", "where": "product='cake' and price<product*1.1"},
         "product cheaper than cake (unit_price 6000): bagel 2500, bread 3000 — 2 of 3"),
        ("베이글보다 비싼 제품 뭐 있어?", {}, "product dearer than bagel (unit_price 2500): "
         "bread 3000, cake 6000 — 2 of 3"),
        ("What do we sell that's pricier than a bagel?", {"op": "count"},
         "product dearer than bagel (unit_price 2500): bread 3000, cake 6000 — 2 of 3"),
    ],
)  # fmt: skip
def test_the_things_priced_below_or_above_one_the_request_names(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error and line in result.content, result.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh27 csv-60 was shown the days' totals, not the two stretches
        ("6월 1일부터 2일까지랑 3일부터 4일까지, 각각 매출이 얼마였고 어느 쪽이 얼마나 더 "
         "많았어? 매출은 수량×단가로 쳐 줘.", {}),
        ("Compare the revenue of June 1 to 2 with June 3 to 4. Revenue is units times "
         "unit_price.", {"op": "sum", "column": "units*unit_price", "group_by": "date"}),
    ],
)  # fmt: skip
def test_two_stretches_of_days_set_side_by_side(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert "units*unit_price 6/1–6/2: 87000; 6/3–6/4: 49500; 6/1–6/2 is 37500 more" in (
        result.content), result.content  # fmt: skip
    one = asked(tmp_path, "6월 1일부터 2일까지 매출은? 매출은 수량×단가.")
    assert "6/1–6/2" not in one.content  # one stretch: no comparison


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh28 csv-61: grouped by a made-up "customer", and read as the muffins' own total
        ("Leaving the cakes out, how much money did the rest of our products bring in "
         "altogether? Revenue is units times unit_price.",
         {"path": "orders.csv", "op": "sum", "column": "amount", "group_by": "customer"},
         "all 2 groups together: 94500"),
        ("Without the cakes, what was our total revenue? Revenue is units times unit_price.",
         {"op": "sum", "column": "units*unit_price"}, "sum of units*unit_price: 94500"),
        ("What did all but the cakes take in? Revenue is units times unit_price.",
         {"op": "sum", "column": "units*unit_price"}, "sum of units*unit_price: 94500"),
        ("With the cakes left out, what is our revenue? Revenue is units times unit_price.",
         {"op": "sum", "column": "units*unit_price"}, "sum of units*unit_price: 94500"),
        ("베이글 제외하고 매출 다 합쳐서 얼마야? 매출은 수량×단가.",
         {"op": "sum", "column": "units*unit_price"}, "sum of units*unit_price: 54000"),
        ("베이글은 빼고 나머지 매출은? 매출은 수량×단가.",
         {"op": "sum", "column": "units*unit_price"}, "sum of units*unit_price: 54000"),
    ],
)  # fmt: skip
def test_a_value_the_request_leaves_out_is_left_out(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **{"path": "sales.csv", **arguments})
    assert not result.is_error, result.content
    assert "!=" in result.content and line in result.content, result.content


def test_a_two_syllable_loanword_left_out_is_left_out(tmp_path: Path) -> None:
    """「머핀 빼고」: 머핀 (two syllables) was read as no value at all, so nothing was left out."""
    (tmp_path / "sales.csv").write_text(
        SIX_SALES.replace(",cake,", ",muffin,"), encoding="utf-8"
    )  # fmt: skip
    result = asked(tmp_path, "머핀 빼고 나머지 매출 다 합치면 얼마야? 매출은 수량×단가.",
                   op="sum", column="units*unit_price")  # fmt: skip
    assert "product!=muffin" in result.content.replace(" ", ""), result.content
    assert "sum of units*unit_price: 94500" in result.content


def test_a_value_named_to_keep_it_is_no_exclusion(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    kept = asked(tmp_path, "How much did the cakes bring in? Revenue is units times unit_price.",
                 op="sum", column="units*unit_price")  # fmt: skip
    assert "product=cake" in kept.content and "!=" not in kept.content, kept.content
    per = asked(tmp_path, "Revenue per product? Revenue is units times unit_price.",
                op="sum", column="units*unit_price", group_by="product")  # fmt: skip
    assert "groups together" not in per.content, per.content


FOUR_SALES = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,bagel,10,2000\n2024-06-01,Busan,bagel,30,2000\n"  # 20000, 60000
    "2024-06-02,Seoul,croissant,5,6000\n2024-06-02,Busan,croissant,1,6000\n"  # 30000, 6000
)


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh28 csv-62 sent no op after a grouping by a made-up "city": the preview's figure
        ("베이글 매출 중에서 서울에서 나온 게 몇 퍼센트나 돼? 매출은 수량×단가로 쳐 줘.", {},
         "region=Seoul within product=bagel: units*unit_price 20000 of 80000 (25 %)"),
        ("베이글 매출 중에서 서울에서 나온 게 몇 퍼센트나 돼? 매출은 수량×단가로 쳐 줘.",
         {"op": "sum", "column": "units*unit_price", "group_by": "region"},
         "region=Seoul within product=bagel: units*unit_price 20000 of 80000 (25 %)"),
        ("What percent of the bagel sales came from Seoul? Revenue is units times unit_price.",
         {"op": "sum", "column": "units*unit_price", "where": "product=bagel and region=Seoul"},
         "region=Seoul within product=bagel: units*unit_price 20000 of 80000 (25 %)"),
        ("Of the croissants sold, how many were Busan's, as a percentage?",
         {"op": "sum", "column": "units"}, "region=Busan within product=croissant: units 1 of 6"),
        ("서울 매출 중에 크루아상이 차지하는 비율은? 매출은 수량×단가.",
         {"op": "sum", "column": "units*unit_price", "group_by": "product"},
         "product=croissant within region=Seoul: units*unit_price 30000 of 50000 (60 %)"),
    ],
)  # fmt: skip
def test_the_share_one_named_value_holds_within_another(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(FOUR_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert line in result.content, result.content


def test_no_share_within_for_one_value_or_no_share_asked(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(FOUR_SALES, encoding="utf-8")
    one = asked(tmp_path, "What percentage of our revenue came from croissants? Revenue is "
                "units times unit_price.", op="sum", column="units*unit_price")  # fmt: skip
    assert "within" not in one.content
    assert "product=croissant: 36000 of all rows' 116000" in one.content
    plain = asked(tmp_path, "How much did Seoul's bagels bring in? Revenue is units times "
                  "unit_price.", op="sum", column="units*unit_price")  # fmt: skip
    assert "within" not in plain.content and "%" not in plain.content, plain.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh28 script-61: grouped by date, and 2024-06-02 called a Saturday
        ("Use Python to find out which day of the week brought in the most units in sales.csv.",
         {}),
        ("Which day of the week sold the most?", {"op": "sum", "column": "units",
                                                  "group_by": "date"}),
        ("Which weekday sold the most units?", {"op": "sum", "column": "units",
                                                "group_by": "day_of_week"}),
        ("sales.csv에서 무슨 요일에 제일 많이 팔렸어?", {"op": "sum", "column": "units"}),
        ("요일별로 몇 개 팔렸어?", {"op": "sum", "column": "units", "group_by": "요일"}),
    ],
)  # fmt: skip
def test_the_day_of_the_week_asked_groups_by_the_dates_weekday(
    shop: Path, request_: str, arguments: dict[str, str]
) -> None:
    result = asked(shop, request_, **arguments)
    assert not result.is_error, result.content
    # two weeks from Saturday 2024-06-01, units = the day's number: Friday is 7 + 14
    friday = "Friday (금요일): 21 over 2 days, 10.5 a day (2024-06-07, 2024-06-14)"
    assert "by day of the week (from date, largest first):\n" + friday in result.content, (
        result.content
    )


def test_a_date_or_a_kind_of_day_asked_is_no_day_of_the_week(shop: Path) -> None:
    dated = asked(shop, "Which date sold the most units?", op="sum", column="units",
                  group_by="date")  # fmt: skip
    assert "by day of the week" not in dated.content and "2024-06-14: 14" in dated.content
    kinds = asked(shop, "How much more do we sell a day on weekends than on weekdays?",
                  op="sum", column="units", group_by="weekend")  # fmt: skip
    assert "by kind of day" in kinds.content and "by day of the week" not in kinds.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh29 csv-64: grouped by a made-up "customer" (an error), then the sum of every sale
        ("sales.csv 기준으로 판매 한 건이 평균 얼마짜리였어? 금액은 수량×단가로 쳐 줘.",
         {"op": "average", "column": "amount", "group_by": "customer"}),
        ("sales.csv 기준으로 판매 한 건이 평균 얼마짜리였어? 금액은 수량×단가로 쳐 줘.", {}),
        ("What was the average sale worth?", {}),
        ("How much was each order worth on average?",
         {"op": "average", "column": "units*unit_price", "group_by": "order_id"}),
    ],
)  # fmt: skip
def test_the_average_sale_is_the_rows_average(
    bakery: Path, request_: str, arguments: dict[str, str]
) -> None:
    result = asked(bakery, request_, **arguments)
    assert not result.is_error, result.content
    assert "average of units*unit_price: 84033.3333" in result.content  # 1,008,400 / 12


def test_an_average_per_group_or_a_total_is_no_average_sale(bakery: Path) -> None:
    per_region = asked(bakery, "What was the average sale in each region?", op="average",
                       column="units*unit_price", group_by="city")  # fmt: skip
    assert "by region" in per_region.content
    total = asked(bakery, "How much did we take in altogether?")
    assert "sum of units*unit_price: 1008400" in total.content
    made_up = asked(bakery, "How much did each customer spend?", op="sum",
                    column="units*unit_price", group_by="customer")  # fmt: skip
    assert made_up.is_error  # no sale said: the grouping is not the rows'


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh30 csv-65 answered 1,200,000 × 1.1 from a made-up base
        ("If every product had cost 10% more, how much more money would the sales have "
         "brought in? Revenue is units times unit_price.", {},
         "every unit_price 10 % higher on all 6 rows: units*unit_price 136500 → 150150: "
         "13650 more"),
        ("단가를 전부 20% 올렸으면 매출이 얼마나 늘었을까? 매출은 수량×단가.",
         {"op": "sum", "column": "units*unit_price"}, "136500 → 163800: 27300 more"),
        ("If we cut prices by 10%, how much less revenue would we have made?",
         {"op": "sum", "column": "units*unit_price", "group_by": "product"},
         "136500 → 122850: 13650 less"),
        # one product named: its rows only
        ("베이글 가격을 50% 내렸다면 매출이 얼마나 줄었을까? 매출은 수량×단가.", {},
         "every unit_price 50 % lower on the 3 rows: units*unit_price 82500 → 41250: 41250 less"),
        ("If cakes had cost 50% more, how much more would they have brought in? Revenue is "
         "units times unit_price.", {"op": "sum", "column": "units*unit_price"},
         "on the 2 rows: units*unit_price 42000 → 63000: 21000 more"),
    ],
)  # fmt: skip
def test_every_price_moved_by_a_percent(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error and line in result.content, result.content


@pytest.mark.parametrize(
    "request_",
    [
        "If we had sold 10% more units, how much more revenue? Revenue is units times unit_price.",
        "What percent of our revenue came from cakes? Revenue is units times unit_price.",
        "Raising the bagel price from 2,500 to 2,750, how much more? Revenue is units times "
        "unit_price.",
    ],
)
def test_no_prices_moved_unless_a_percent_move_of_prices_is_said(
    tmp_path: Path, request_: str
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price")
    assert not result.is_error and "% higher" not in result.content, result.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh30 csv-66 sent no op and was shown the sum
        ("금액(수량×단가)으로 따져서 제일 큰 판매 한 건이랑 제일 작은 판매 한 건은 얼마나 차이 나?",
         {}),
        ("What's the gap between our biggest sale and our smallest one? Revenue is units times "
         "unit_price.", {"op": "max", "column": "units*unit_price"}),
        ("How much more did the largest single order bring in than the smallest? Revenue is "
         "units times unit_price.", {"op": "sum", "column": "units*unit_price"}),
    ],
)  # fmt: skip
def test_the_gap_between_the_largest_and_the_smallest_row(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert (
        "largest single row by units*unit_price: 50000 (date=2024-06-02, product=bagel, units=20, "
        "unit_price=2500); smallest: 7500 (date=2024-06-04, product=bagel, units=3, "
        "unit_price=2500); difference: 42500"
    ) in result.content, result.content


@pytest.mark.parametrize(
    "request_",
    [
        # the groups' gap (_sums_per_group), not the rows'
        "하루 매출이 제일 많았던 날이랑 제일 적었던 날, 차이가 얼마나 나? 매출은 수량×단가.",
        "How much more did our best-selling product bring in than our worst-selling one? "
        "Revenue is units times unit_price.",
        "What was our biggest sale? Revenue is units times unit_price.",
    ],
)
def test_no_row_gap_for_groups_or_one_extreme(tmp_path: Path, request_: str) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price")
    assert "largest single row" not in result.content, result.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh30 script-65 answered with the whole table's change
        ("Use Python to compare each product's takings over June 1–2 with its takings over "
         "June 3–4. Which product grew the most, and by how much? Revenue is units times "
         "unit_price.", {}),
        ("제품별로 6월 1일부터 2일까지랑 3일부터 4일까지 매출을 비교하면 제일 많이 늘어난 제품은 "
         "뭐야? 매출은 수량×단가.",
         {"op": "sum", "column": "units*unit_price", "group_by": "product"}),
    ],
)  # fmt: skip
def test_two_stretches_of_days_group_by_group(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert (
        "units*unit_price by product, 6/1–6/2 → 6/3–6/4: cake 12000 → 30000 (+18000); bread 0 → "
        "12000 (+12000); bagel 75000 → 7500 (-67500)"
    ) in result.content, result.content
    assert "grew the most: cake (+18000)" in result.content
    whole = asked(tmp_path, "Compare the revenue of June 1 to 2 with June 3 to 4. Revenue is "
                  "units times unit_price.")  # fmt: skip
    assert "6/1–6/2 is 37500 more" in whole.content and "grew the most" not in whole.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh31 script-67 answered "12", a row number
        ("Use Python to find the sale in sales.csv whose revenue is closest to the average "
         "sale's. Which sale is it, and what did it bring in? Revenue is units times unit_price.",
         {}),
        ("매출(수량×단가)이 평균에 제일 가까운 판매는 어느 거야?",
         {"op": "average", "column": "units*unit_price"}),
    ],
)  # fmt: skip
def test_the_row_nearest_the_average(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert (
        "the row closest to the average units*unit_price (22750 over 6 rows): bagel on "
        "2024-06-01, units*unit_price 25000 (2250 off; date=2024-06-01, product=bagel, units=10, "
        "unit_price=2500)"
    ) in result.content, result.content
    if not arguments:  # after the preview's planned figure: what a fallback answer shows
        assert result.content.index("for the request (") < result.content.index("the row closest")


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh31 csv-67 sent a made-up SQL expression to calculate
        ("How much money did our cheapest product bring in altogether? Revenue is units times "
         "unit_price.", {"op": "sum", "column": "units*unit_price"},
         "cheapest product by unit_price: bagel (unit_price 2500); its units*unit_price over its "
         "3 rows: 82500 (units: 33)"),
        ("제일 비싼 제품은 매출이 얼마나 나왔어?", {},
         "most expensive product by unit_price: cake (unit_price 6000); its units*unit_price over "
         "its 2 rows: 42000 (units: 7)"),
    ],
)  # fmt: skip
def test_what_the_cheapest_or_dearest_item_brought_in(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    assert line in asked(tmp_path, request_, **arguments).content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh40 csv-86 was shown Busan's prices (비싼 heard as Busan) and answered them
        ("우리 제품 중에 단가가 제일 싼 거랑 제일 비싼 거, 각각 총 몇 개씩 팔렸어?",
         {"op": "sum", "column": "price", "group_by": "product"}),
        ("How many units of our cheapest and our most expensive product did we sell?", {}),
        ("How many units of our cheapest and our most expensive product did we sell?",
         {"op": "max", "column": "unit_price"}),
    ],
)  # fmt: skip
def test_the_cheapest_and_the_dearest_item_each_with_how_many_sold(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert "where" not in result.content.splitlines()[0], result.content  # no place said
    cheap = "cheapest product by unit_price: bagel, 33 units in total over its 3 rows"
    dear = "most expensive product by unit_price: cake, 7 units in total over its 2 rows"
    assert f"{cheap} (unit_price 2500)" in result.content, result.content
    assert f"{dear} (unit_price 6000)" in result.content, result.content
    if "group_by" in arguments:  # what the request asks, above the call's own figures
        assert result.content.index(dear) < result.content.index("\nbagel: ")


def test_one_end_with_how_many_sold(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, "제일 비싼 제품은 몇 개 팔렸어?", op="sum", column="units")
    assert (
        "most expensive product by unit_price: cake, 7 units in total over its 2 rows "
        "(unit_price 6000)" in result.content
    ), result.content
    assert "cheapest" not in result.content


@pytest.mark.parametrize(
    "request_",
    [
        "What is the average revenue per sale? Revenue is units times unit_price.",
        "Which is our cheapest product?",  # no money asked of it
        "How much more did the most expensive product bring in than the cheapest?",  # both
        "How many more units did the cheapest product sell than the most expensive?",  # a gap
        "What are our cheapest and our most expensive products?",  # nothing asked of them
    ],
)
def test_no_nearest_row_or_priced_item_unless_asked(tmp_path: Path, request_: str) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price")
    assert "closest to the average" not in result.content
    assert " by unit_price:" not in result.content


def test_a_call_the_table_cannot_answer_still_gets_the_priced_item(tmp_path: Path) -> None:
    """A where the table cannot read (csv-67 sent made-up SQL to calculate)."""
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    request_ = "How much did our cheapest product bring in? Revenue is units times price."
    result = asked(tmp_path, request_, op="min", column="unit_price", where="unit_price<units*1.1")
    assert not result.is_error and "(the call was not run:" in result.content
    assert "cheapest product by unit_price: bagel" in result.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh32 script-69 was shown the products' totals and their gap (33 − 4 here) and
        # answered with it
        ("Use Python to work out, for each product in sales.csv, the gap in units between its "
         "biggest and its smallest sale. Which product has the widest gap, and how big is it?",
         {}),
        ("For every product, how many more units were in its largest single order than in its "
         "smallest? Which has the biggest difference?",
         {"op": "sum", "column": "units", "group_by": "product"}),
        ("제품별로 한 번에 제일 많이 판 수량과 제일 적게 판 수량의 차이를 구해 줘. 차이가 제일 "
         "큰 제품은?", {"op": "max", "column": "units", "group_by": "product"}),
        ("each product's range of units across its sales", {"op": "max", "column": "units"}),
    ],
)  # fmt: skip
def test_each_groups_own_gap_between_its_largest_and_smallest_row(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert (
        "largest minus smallest single row of units, per product (narrowest first):\n"
        "bread: 0 (4 − 4, 1 row)\ncake: 3 (5 − 2, 2 rows)\nbagel: 17 (20 − 3, 3 rows)\n"
        "widest gap: bagel 17 (20 − 3); narrowest: bread 0"
    ) in result.content, result.content
    assert "29" not in result.content  # the totals' gap (bagel 33 − bread 4)


@pytest.mark.parametrize(
    "request_",
    [
        # the groups' totals' gap, the whole table's rows' gap, or no gap at all
        "What's the gap in units between the product that sold the most and the one that sold "
        "the fewest?",
        "What's the gap between our biggest sale and our smallest one, in units?",
        "For each product, what was its biggest sale in units?",
        "제품별로 판매량이 제일 많은 제품과 제일 적은 제품의 차이는?",
    ],
)
def test_no_per_group_gap_for_totals_or_the_whole_table(tmp_path: Path, request_: str) -> None:
    (tmp_path / "sales.csv").write_text(SIX_SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units", group_by="product")
    assert "largest minus smallest single row" not in result.content, result.content


TWO_CITIES = (
    "date,region,product,units,unit_price\n"
    "2024-07-01,Daegu,donut,10,1500\n2024-07-01,Gwangju,donut,4,1500\n"
    "2024-07-02,Daegu,scone,6,3500\n2024-07-02,Gwangju,scone,9,3500\n"
    "2024-07-03,Daegu,tart,3,5000\n2024-07-03,Gwangju,donut,2,1500\n"
)


@pytest.mark.parametrize(
    ("request_", "arguments", "count"),
    [
        # fresh35 count-76 was shown sums by product: a value named and a bound on each row
        ("대구에서 판 것 중에 단가가 3,000원 넘는 제품 판매는 몇 건이야?", {}, 2),
        ("대구에서 판 것 중에 단가가 3,000원 넘는 제품 판매는 몇 건이야?", {"op": "count"}, 2),
        ("How many sales in Gwangju had more than 3 units?", {}, 2),
        ("How many sales in Gwangju had more than 3 units?",
         {"op": "count", "where": "region=Gwangju"}, 2),
        ("How many orders priced over 1,500 won were there in Gwangju?", {}, 1),
    ],
)  # fmt: skip
def test_rows_of_a_named_value_past_a_bound_are_counted(
    tmp_path: Path, request_: str, arguments: dict[str, str], count: int
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_CITIES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert f"count: {count} rows" in result.content, result.content
    assert "op=sum" not in result.content and "by product" not in result.content


def test_a_bound_on_a_total_or_each_group_counted_stays_so(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(TWO_CITIES, encoding="utf-8")
    per_region = asked(tmp_path, "지역별로 단가 3000원 넘는 판매가 몇 건씩 있었어?")
    assert "for the request (op=count, group_by=region)" in per_region.content
    daily = asked(tmp_path, "하루 매출이 2만 원 넘은 날이 며칠이야?")
    assert "count:" not in daily.content and "op=sum" in daily.content, daily.content


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh35 csv-75 was counted rows per product and named the first ('… sold in 3')
        ("Is there a product we've only ever sold in one region? Which one, and where?",
         {"op": "count", "column": "region", "group_by": "product", "where": "count=1"}),
        ("Is there a product we've only ever sold in one region? Which one, and where?", {}),
        ("한 지역에서만 팔린 제품 있어? 어디서 팔렸는지도 알려 줘.",
         {"op": "count", "column": "region", "group_by": "product"}),
        ("Which products were sold in only one city?", {"op": "count", "group_by": "product"}),
        ("한 곳에서만 판 제품이 뭐야?", {}),
    ],
)  # fmt: skip
def test_the_groups_with_only_one_value_of_another_column(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_CITIES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    line = "product with only one region: tart (region Daegu); the other 2 product values have"
    assert line in result.content, result.content


def test_only_one_asked_the_other_way_or_not_at_all(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(TWO_CITIES, encoding="utf-8")
    region = asked(tmp_path, "Is there a region that sells just one product?")
    assert "region with only one product: none (every region has 2 or more)" in region.content
    near = [
        "Did we sell tarts only in Daegu?",
        "How many regions sold donuts?",
        "한 번에 5개 넘게 팔린 판매는 몇 건이야?",
        "만 원 넘게 팔린 제품만 보여 줘",
        "대구에서 판매한 제품만 보여 줘",
    ]
    for request_ in near:
        assert "only one" not in asked(tmp_path, request_, op="count").content, request_


@pytest.mark.parametrize(
    ("request_", "arguments", "line"),
    [
        # fresh35 csv-76 grouped by a made-up "city" and was answered that there is none
        ("도넛 매출은 대구가 광주보다 얼마나 더 많았어? 매출은 수량×단가로 쳐 줘.",
         {"op": "sum", "column": "amount", "group_by": "city"},
         "product=donut: sum of units*unit_price with region=Daegu: 15000; with "
         "region=Gwangju: 9000; Daegu minus Gwangju: 6000 (Daegu 6000 more)"),
        ("도넛 매출은 대구가 광주보다 얼마나 더 많았어? 매출은 수량×단가로 쳐 줘.", {},
         "Daegu minus Gwangju: 6000"),
        ("광주보다 대구가 도넛 매출이 얼마나 더 많아? 매출은 수량×단가.",
         {"op": "sum", "column": "units*unit_price", "group_by": "region"},
         "Daegu minus Gwangju: 6000"),
        ("How much more money did Gwangju make from scones than Daegu? Revenue is units times "
         "unit_price.", {"op": "sum", "column": "units*unit_price", "where": "product=scone"},
         "Gwangju minus Daegu: 10500 (Gwangju 10500 more)"),
        ("How many more donuts did Daegu sell than Gwangju?", {},
         "product=donut: sum of units with region=Daegu: 10; with region=Gwangju: 6"),
    ],
)  # fmt: skip
def test_two_values_figures_compared_within_a_third(
    tmp_path: Path, request_: str, arguments: dict[str, str], line: str
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_CITIES, encoding="utf-8")
    result = asked(tmp_path, request_, **arguments)
    assert not result.is_error, result.content
    assert line in result.content, result.content


@pytest.mark.parametrize(
    "request_",
    [
        "How much did Daegu's donuts bring in? Revenue is units times unit_price.",
        "대구랑 광주 합친 것보다 도넛 매출이 많아?",  # groups put together are _together's
        "Daegu, Gwangju and Seoul: which sold more donuts than the others?",
        "Did Daegu sell more than 5 donuts?",  # a bound, no second value
    ],
)
def test_no_comparison_without_two_values_set_against_each_other(
    tmp_path: Path, request_: str
) -> None:
    (tmp_path / "sales.csv").write_text(TWO_CITIES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units*unit_price")
    assert " minus " not in result.content, result.content


STORES = (
    "date,region,product,units\n2024-06-01,Busan,baguette,15\n2024-06-02,Busan,croissant,30\n"
    "2024-06-03,Busan,bagel,10\n2024-06-04,Busan,croissant,5\n2024-06-05,Seoul,muffin,55\n"
)


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [("How many different products did we sell in Busan?",  # count-85: grouped by a "city"
      {"op": "count", "column": "product", "group_by": "city"}),
     ("How many different products did we sell in Busan?",
      {"op": "count", "column": "product", "group_by": "product", "where": "region=Busan"}),
     ("부산에서 판 제품은 몇 종류야?",
      {"op": "count", "column": "product", "group_by": "product", "where": "region=Busan"})],
)  # fmt: skip
def test_a_column_counted_by_itself_says_its_different_values(
    tmp_path: Path, request_: str, arguments: dict[str, str]
) -> None:
    """count-85 was shown one row per product and said 5: how many different ones is said."""
    (tmp_path / "sales.csv").write_text(STORES, encoding="utf-8")
    out = asked(tmp_path, request_, **arguments).content
    assert "product has 3 different values: baguette, croissant, bagel" in out
    assert "count: 4 rows" in out


def test_a_count_by_its_own_column_without_different_keeps_the_groups(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(STORES, encoding="utf-8")
    out = asked(tmp_path, "How many sales of each product?", op="count", column="product",
                group_by="product").content  # fmt: skip
    assert "croissant: 2" in out and "different values" not in out


def test_the_groups_totals_not_the_one_row_of_a_min(tmp_path: Path) -> None:
    """fresh45 csv-95, sent as the min of the revenue: the smallest sale (a bagel's 25000) was
    said as the product that brought in least, where the cheesecakes' 52000 was — shown before
    the totals and after them alike; the totals by product alone answer it."""
    (tmp_path / "sales.csv").write_text(
        "date,region,product,units,unit_price\n2024-06-01,Seoul,bagel,10,2500\n"
        "2024-06-02,Busan,bagel,38,2500\n2024-06-03,Seoul,cheesecake,8,6500\n"
        "2024-06-04,Busan,muffin,55,2800\n"
    )
    request_ = (
        "Which product made us the least money overall, and how much did it bring in? Count "
        "revenue as units times unit_price."
    )
    out = asked(tmp_path, request_, op="min", column="revenue").content.splitlines()
    assert out[-5:] == [
        "sum of units*unit_price by product (smallest first):", "cheesecake: 52000",
        "bagel: 120000", "muffin: 154000",
        "(each product's total above: the min of one row is not asked)",
    ]  # fmt: skip
    assert "25000" not in "\n".join(out)
    assert "the product that comes to the least in all: cheesecake (52000)" in out
    korean = asked(tmp_path, "제일 돈이 안 된 제품이 뭐야? 매출은 수량 곱하기 단가로.", op="min",
                   column="units*unit_price").content  # fmt: skip
    assert "cheesecake: 52000" in korean and "row: " not in korean
    # one sale asked: its row, the totals after it
    one = asked(tmp_path, "Which product had our smallest single sale?", op="min",
                column="units*unit_price").content  # fmt: skip
    assert one.index("min of units*unit_price: 25000") < one.index("by product")
    plain = asked(tmp_path, "What was our smallest sale?", op="min", column="units*unit_price")
    assert "by product" not in plain.content



def test_a_min_per_group_of_which_group_made_least_is_the_groups_totals(tmp_path: Path) -> None:
    """fresh45 csv-95 again, sent as the min grouped by product: each product's smallest sale,
    bagel's 25000 first, was said; which product made least is each product's total."""
    (tmp_path / "sales.csv").write_text(
        "date,region,product,units,unit_price\n2024-06-01,Seoul,bagel,10,2500\n"
        "2024-06-02,Busan,bagel,38,2500\n2024-06-03,Seoul,cheesecake,8,6500\n"
        "2024-06-04,Busan,muffin,55,2800\n"
    )
    request_ = (
        "Which product made us the least money overall, and how much did it bring in? Count "
        "revenue as units times unit_price."
    )
    out = asked(tmp_path, request_, op="min", column="revenue", group_by="product").content
    assert "(min per product read as the sum per product: the request asks which product" in out
    assert out.splitlines()[-5:] == [
        "the product that comes to the least in all: cheesecake (52000)",
        "sum of units*unit_price by product (smallest first):", "cheesecake: 52000",
        "bagel: 120000", "muffin: 154000",
    ]  # fmt: skip
    korean = asked(tmp_path, "제일 돈이 많이 된 제품이 뭐야? 매출은 수량 곱하기 단가로.", op="max",
                   column="units*unit_price", group_by="product").content  # fmt: skip
    assert "sum of units*unit_price by product (largest first):\nmuffin: 154000" in korean
    # each group's own biggest sale, one sale, or a price: the rows' own max stays
    for request_, column in (
        ("What was the biggest sale in each region?", "units*unit_price"),
        ("Which product had the single biggest sale?", "units*unit_price"),
        ("Which product has the highest unit price?", "unit_price"),
    ):
        kept = asked(tmp_path, request_, op="max", column=column, group_by="product").content
        assert f"max of {column} by product" in kept and "read as the sum" not in kept, request_


def test_the_earliest_date_of_a_product_has_no_empty_totals_beside_it(tmp_path: Path) -> None:
    """fresh46 read-98: 「베이글이 맨 처음 팔린 기록 … 어느 지역에서」 as the min of date: its row,
    and no 'sum of date by region' (a column of dates adds up to nothing) after it; a column of
    numbers still gets the totals by the column named."""
    (tmp_path / "sales.csv").write_text(
        "date,region,product,units\n2024-06-01,Seoul,muffin,5\n2024-06-02,Incheon,bagel,20\n"
        "2024-06-04,Busan,bagel,10\n",
        encoding="utf-8",
    )
    request_ = "sales.csv에서 베이글이 맨 처음 팔린 기록 좀 찾아 줘. 언제, 어느 지역에서?"
    first = asked(tmp_path, request_, op="min", column="date", where="product=bagel").content
    assert "row: date=2024-06-02, region=Incheon, product=bagel, units=20" in first
    assert "sum of date" not in first and "by region" not in first
    most = asked(tmp_path, "Which region sold the most units?", op="max", column="units")
    assert "sum of units by region (largest first):\nIncheon: 20" in most.content


def test_a_min_of_several_columns_listed_is_the_first_ones(tmp_path: Path) -> None:
    """fresh46 read-98 may list the columns it wants shown, 'date, region, units', as a min's
    column: read as units, it gave the smallest sale's row; the first listed is the one ordered,
    the others are in its row."""
    (tmp_path / "sales.csv").write_text(
        "date,region,product,units\n2024-06-02,Incheon,bagel,20\n2024-06-04,Busan,bagel,10\n",
        encoding="utf-8",
    )
    request_ = "베이글이 맨 처음 팔린 기록 찾아 줘. 언제, 어느 지역에서?"
    first = asked(tmp_path, request_, op="min", column="date, region, units").content
    assert "row: date=2024-06-02, region=Incheon, product=bagel, units=20" in first
    assert "read as date" in first
    # a column that is no header among them: as before (no list read)
    other = asked(tmp_path, "smallest sale", op="min", column="units").content
    assert "row: date=2024-06-04" in other
