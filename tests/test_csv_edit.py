"""csv_edit (tools/builtin/csv_edit.py) on real files; the guards that keep a table from being
rewritten as text or changed in rows the request never named (agent/clobber.py); the loop
that makes the change with the rows the request did name; undo of a table's change."""

from __future__ import annotations

import asyncio
import csv
from pathlib import Path
from typing import Any

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import grounding
from jarvis_voice.agent.clobber import table_rewritten, unsaid_rows
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.policy.evaluate import Call
from jarvis_voice.policy.risk import RiskKind, summarise
from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_edit import CsvEditTool
from support import ScriptedApprover

SALES = """date,region,product,units,unit_price
2024-06-01,Seoul,croissant,40,"3,200"
2024-06-01,Busan,baguette,15,4100
2024-06-04,Busan,bagel,10,2500
2024-06-05,Seoul,cheesecake,8,6500
2024-06-06,Seoul,bagel,18,2500
"""


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES)
    return tmp_path


def edit(workdir: Path, request_: str = "", **arguments: Any) -> ToolResult:
    tool = CsvEditTool()
    args = tool.Args.model_validate(arguments)
    return asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request_)))


def rows(path: Path) -> list[list[str]]:
    with path.open(newline="") as f:
        return list(csv.reader(f))


def test_set_a_value_in_the_rows_named_korean_and_loose_spellings_included(shop: Path) -> None:
    request_ = "sales.csv에 6월 4일 부산 베이글이 10개로 잘못 들어갔어. 12개로 고쳐 줘."
    done = edit(shop, request_, path="sales.csv", action="update", column="quantity", value="12",
                where="date=2023-06-04 and city=부산 and product=베이글")  # fmt: skip
    assert not done.is_error, done.content
    assert "set units to '12' in 1 row (was 10)" in done.content
    table = rows(shop / "sales.csv")
    assert table[3] == ["2024-06-04", "Busan", "bagel", "12", "2500"]
    assert table[1] == ["2024-06-01", "Seoul", "croissant", "40", "3,200"]  # quoting kept
    assert [r[3] for r in table[1:]] == ["40", "15", "12", "8", "18"]  # no other row changed


def test_delete_add_drop_sort_and_keep(shop: Path) -> None:
    gone = edit(shop, path="sales.csv", action="delete_rows", where="product=cheesecake")
    assert "removed 1 row of 5" in gone.content
    assert [r[2] for r in rows(shop / "sales.csv")[1:]] == [
        "croissant", "baguette", "bagel", "bagel",
    ]  # fmt: skip
    added = edit(shop, path="sales.csv", action="add_column", column="total",
                 value="units*unit_price")  # fmt: skip
    assert "added column total (units*unit_price of each row)" in added.content
    table = rows(shop / "sales.csv")
    assert table[0][-1] == "total" and [r[-1] for r in table[1:]] == [
        "128000", "61500", "25000", "45000",
    ]  # fmt: skip
    dropped = edit(shop, path="sales.csv", action="drop_column", column="total")
    assert not dropped.is_error and rows(shop / "sales.csv")[0][-1] == "unit_price"
    edit(shop, "units 많은 순으로 정렬해 줘", path="sales.csv", action="sort", column="units")
    assert [r[3] for r in rows(shop / "sales.csv")[1:]] == ["40", "18", "15", "10"]
    edit(shop, path="sales.csv", action="sort", column="product")
    assert [r[2] for r in rows(shop / "sales.csv")[1:]] == [
        "bagel", "bagel", "baguette", "croissant",
    ]  # fmt: skip
    kept = edit(shop, path="sales.csv", action="keep_rows", where="region=Busan")
    assert "kept 2 rows of 4" in kept.content
    assert {r[1] for r in rows(shop / "sales.csv")[1:]} == {"Busan"}


def test_with_a_source_a_new_file_is_written_and_the_source_kept(shop: Path) -> None:
    done = edit(shop, path="units.csv", source="sales.csv", action="drop_column",
                column="unit_price")  # fmt: skip
    assert "from sales.csv, which is unchanged" in done.content
    assert rows(shop / "units.csv")[0] == ["date", "region", "product", "units"]
    assert (shop / "sales.csv").read_text() == SALES
    busan = edit(shop, path="busan.csv", source="sales.csv", action="keep_rows",
                 where="region=Busan")  # fmt: skip
    assert not busan.is_error and len(rows(shop / "busan.csv")) == 3
    # never over a file that exists
    again = edit(shop, path="units.csv", source="sales.csv", action="keep_rows",
                 where="region=Seoul")  # fmt: skip
    assert again.is_error and "units.csv exists" in again.content
    assert len(rows(shop / "units.csv")) == 6


def test_a_semicolon_table_keeps_its_delimiter(tmp_path: Path) -> None:
    (tmp_path / "eu.csv").write_text("name;price\nbread;2,50\ncake;4,00\n")
    edit(tmp_path, path="eu.csv", action="set", column="price", value="2,70", where="name=bread")
    assert (tmp_path / "eu.csv").read_text() == "name;price\nbread;2,70\ncake;4,00\n"


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        ({"action": "delete_rows"}, "delete_rows needs where"),
        ({"action": "set", "column": "units", "value": "1", "where": "product=pie"},
         "no row has product = 'pie'"),
        ({"action": "set", "column": "colour", "value": "red"}, "its columns are: date, region"),
        ({"action": "add_column", "column": "units", "value": "1"}, "already has a column"),
        ({"action": "set", "column": "units", "where": "product=bagel"}, "set needs value"),
        ({"action": "explode"}, None),  # not an action: the arguments are refused
    ],
)  # fmt: skip
def test_bad_changes_are_one_line_errors_and_the_file_is_kept(
    shop: Path, arguments: dict[str, str], said: str | None
) -> None:
    if said is None:
        with pytest.raises(ValueError, match="action"):
            CsvEditTool.Args.model_validate({"path": "sales.csv", **arguments})
        return
    done = edit(shop, path="sales.csv", **arguments)
    assert done.is_error and said in done.content and "\n" not in done.content
    assert (shop / "sales.csv").read_text() == SALES


def test_a_missing_file_and_a_file_that_is_no_table(shop: Path) -> None:
    missing = edit(shop, path="nope.csv", action="sort", column="units")
    assert missing.is_error and "no such file: nope.csv" in missing.content
    (shop / "notes.md").write_text("# notes\n")
    other = edit(shop, path="notes.md", action="sort", column="units")
    assert other.is_error and "not a CSV file" in other.content


@pytest.mark.parametrize(
    ("request_", "where", "unsaid"),
    [
        # said as written, by its Hangul spelling, as a loanword, as a date
        ("Put just the Busan sales into busan.csv", "region=Busan", None),
        ("sales.csv에 6월 4일 부산 베이글이 10개로 잘못 들어갔어. 12개로 고쳐 줘.",
         "date=2024-06-04 and region=Busan and product=bagel", None),
        ("치즈케이크 판매 기록은 잘못 들어간 거예요. 그 줄 빼 주세요.", "product=cheesecake", None),
        ("units 20 넘는 것만 남겨", "units>20", None),
        # an example's values copied into another request (seen with the 1.5B model)
        ("Make a copy of sales.csv called units.csv without the prices",
         "region=Busan and product=bagel", "region=Busan"),
        ("I typed the bagel price wrong. It should be 2,700 won.",
         "name=bagel and subject=coffee", "subject=coffee"),
        ("6월 5일 치즈케이크 지워 줘", "date=2024-06-04", "date=2024-06-04"),
        ("그 줄 빼 주세요", "row=2", "row=2"),
    ],
)  # fmt: skip
def test_rows_are_chosen_only_by_what_the_request_says(
    request_: str, where: str, unsaid: str | None
) -> None:
    why = unsaid_rows(request_, "csv_edit", {"action": "delete_rows", "where": where})
    if unsaid is None:
        assert why is None
    else:
        assert why is not None and why.startswith(f"not run: the request does not say {unsaid!r}")
    # a sort or a new column chooses no rows
    assert unsaid_rows(request_, "csv_edit", {"action": "sort", "where": where}) is None


def test_a_table_is_not_rewritten_as_text(shop: Path) -> None:
    fix = "I typed the bagel price wrong in sales.csv. It should be 2,700 won. Can you fix it?"
    append = {"path": "sales.csv", "content": "2,700 won, bagel", "mode": "append"}
    assert table_rewritten(fix, "write_file", append, shop) == "sales.csv"
    why = grounding.unasked(fix, "write_file", append, shop)
    assert why is not None and "use csv_edit" in why
    add = "Add a row to sales.csv for today's sale: 3 bagels in Seoul"
    assert table_rewritten(add, "write_file", append, shop) is None
    new = {"path": "new.csv", "content": "a,b\n"}
    assert table_rewritten(fix, "write_file", new, shop) is None  # no table there yet


def test_the_loop_makes_the_change_with_the_rows_the_request_names(shop: Path) -> None:
    """The model's where copies values nobody said: the call is refused before anyone is
    asked; it then answers from csv_query, and the loop makes the change with the conditions
    the request did say — asked for approval like any change."""
    made_up = ToolCall(id="1", name="csv_edit", arguments={
        "path": "sales.csv", "action": "set", "column": "price", "value": "2700",
        "where": "name=bagel and subject=coffee"})  # fmt: skip
    look = ToolCall(id="2", name="csv_query", arguments={"path": "sales.csv"})
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        shop,
        [LLMReply(tool_calls=[made_up]), LLMReply(tool_calls=[look]),
         LLMReply(text="The bagel price is 2500."), LLMReply(text="Bagels now cost 2,700 won.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, "I typed the bagel price wrong in sales.csv. It should be 2,700 won.")
    refused = result.outcomes[0]
    assert refused.result.is_error and "does not say 'subject=coffee'" in refused.result.content
    asked = [(r.tool, r.args.get("where")) for r in approver.requests]
    assert asked == [("csv_edit", "name=bagel")]
    assert [r[4] for r in rows(shop / "sales.csv")[1:]] == ["3,200", "4100", "2700", "6500", "2700"]
    assert result.answer == "Bagels now cost 2,700 won."


def test_a_changed_table_can_be_undone(shop: Path) -> None:
    from jarvis_voice.undo import undo_last
    from undo_support import Session

    s = Session(shop)
    s.do("csv_edit", path="sales.csv", action="drop_column", column="unit_price")
    assert rows(shop / "sales.csv")[0] == ["date", "region", "product", "units"]
    outcome = undo_last()
    assert outcome.ok and (shop / "sales.csv").read_text() == SALES


def test_the_risk_summary_says_an_edit_or_a_new_file(shop: Path) -> None:
    edit_kind = summarise(Call("csv_edit", {"path": "sales.csv", "action": "sort"}), shop)
    assert [f.kind for f in edit_kind.findings] == [RiskKind.EDITS]
    new = summarise(Call("csv_edit", {"path": "busan.csv", "source": "sales.csv"}), shop)
    assert [f.kind for f in new.findings] == [RiskKind.CREATES]
    outside = summarise(Call("csv_edit", {"path": "/etc/passwd", "action": "sort"}), shop)
    assert RiskKind.WRITES_OUTSIDE in [f.kind for f in outside.findings]


def test_a_row_to_add_is_appended_not_made_a_column(shop: Path) -> None:
    """fresh4 write-12 ("판매 기록 하나 추가해 줄래?") was sent as csv_edit add_column "date"."""
    from jarvis_voice.agent.clobber import row_added_elsewise

    add = "sales.csv에 판매 기록 하나 추가해 줄래? 2024-06-07, Busan, baguette 12개, 4100원."
    column = {"path": "sales.csv", "action": "add_column", "column": "date", "value": "x"}
    assert row_added_elsewise(add, "csv_edit", column) == "sales.csv"
    why = grounding.unasked(add, "csv_edit", column, shop)
    assert why is not None and 'write_file with mode "append"' in why
    total = "Can you add a total column to sales.csv? It should be units times unit_price."
    assert row_added_elsewise(total, "csv_edit", column) is None


def test_setting_a_column_the_table_lacks_to_a_product_adds_it(shop: Path) -> None:
    done = edit(shop, path="sales.csv", action="set", column="total", value="units*unit_price")
    assert "added column total" in done.content
    assert rows(shop / "sales.csv")[1][-1] == "128000"
    missing = edit(shop, path="sales.csv", action="set", column="colour", value="red")
    assert missing.is_error and "its columns are" in missing.content


def test_a_number_said_with_a_thousands_comma_is_said() -> None:
    fix = "I typed the bagel price wrong in sales.csv. It should be 2,700 won, not 2,500."
    assert unsaid_rows(fix, "csv_edit", {"action": "set", "where": "unit_price=2500"}) is None
    assert unsaid_rows(fix, "csv_edit", {"action": "set", "where": "unit_price=2600"}) is not None


@pytest.mark.parametrize(
    ("request_", "arguments", "refused"),
    [
        # fresh18 write-41 sorted sales.csv itself to make regions.txt
        ("Make a file called regions.txt that lists the regions in sales.csv, one per line, in "
         "alphabetical order.", {"path": "sales.csv", "action": "sort", "column": "region"}, True),
        ("sales.csv에서 부산 행만 busan.csv로 저장해 줘",
         {"path": "sales.csv", "action": "keep_rows", "where": "region=Busan"}, True),
        # the new file made from the table, or the table itself asked to change
        ("sales.csv에서 부산 행만 busan.csv로 저장해 줘",
         {"path": "busan.csv", "source": "sales.csv", "action": "keep_rows",
          "where": "region=Busan"}, False),
        ("Sort sales.csv by date", {"path": "sales.csv", "action": "sort", "column": "date"},
         False),
    ],
)  # fmt: skip
def test_a_table_only_read_to_make_another_file_is_not_changed(
    request_: str, arguments: dict[str, str], refused: bool
) -> None:
    from jarvis_voice.agent.grounding import unasked

    refusal = unasked(request_, "csv_edit", arguments)
    assert (refusal is not None and "is only read" in refusal) is refused, refusal


# --------------------------------------------------------------- a new file made from a table
def test_a_columns_values_are_listed_into_a_new_file_in_the_order_asked(shop: Path) -> None:
    request_ = "Make regions.txt that lists the regions in sales.csv, in alphabetical order."
    done = edit(shop, request_, path="regions.txt", source="sales.csv", action="unique",
                column="regions")  # fmt: skip
    assert not done.is_error, done.content
    assert "listed the 2 different values of region: Busan, Seoul" in done.content
    assert (shop / "regions.txt").read_text() == "Busan\nSeoul\n"
    table_order = edit(shop, path="products.csv", source="sales.csv", action="list_values",
                       column="product")  # fmt: skip
    assert not table_order.is_error  # a .csv listing keeps its header, in the table's order
    assert rows(shop / "products.csv") == [["product"], ["croissant"], ["baguette"], ["bagel"],
                                            ["cheesecake"]]  # fmt: skip
    largest = edit(shop, "units, largest first", path="units.txt", source="sales.csv",
                   action="list_values", column="units")  # fmt: skip
    assert (shop / "units.txt").read_text() == "40\n18\n15\n10\n8\n"
    assert not largest.is_error
    # never over the table itself
    itself = edit(shop, path="sales.csv", action="list_values", column="region")
    assert itself.is_error and "writes a new file" in itself.content
    assert (shop / "sales.csv").read_text() == SALES


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        ("Make a file called regions.txt that lists the regions in sales.csv, one per line.",
         ("sales.csv", "regions.txt", {"action": "list_values", "column": "regions"})),
        ("Make a copy of sales.csv called units.csv with the unit_price column taken out.",
         ("sales.csv", "units.csv", {"action": "drop_column", "column": "unit_price"})),
        ("Share sales.csv without our prices: save it as public.csv.",
         ("sales.csv", "public.csv", {"action": "drop_column", "column": "prices"})),
        ("sales.csv에서 unit_price 열은 빼고 share.csv로 저장해 줘",
         ("sales.csv", "share.csv", {"action": "drop_column", "column": "unit_price"})),
        ("Save just the Busan rows of sales.csv as busan.csv.",
         ("sales.csv", "busan.csv", {"action": "keep_rows", "where": "Busan"})),
        ("파이썬으로 sales.csv에서 날짜별 매출 합계 구해서 daily.csv로 저장해 줘.",
         ("sales.csv", "daily.csv", {"action": "sum_by"})),
        ("Use Python to turn sales.csv into JSON and save it as sales.json.",
         ("sales.csv", "sales.json", {"action": "copy"})),
        # the same rows in another format (fresh24 write-54)
        ("sales.csv를 탭으로 구분된 파일로도 하나 만들어 줘. 이름은 sales.tsv로 하고 원본은 "
         "그대로 둬.",
         ("sales.csv", "sales.tsv", {"action": "copy"})),
        ("Make a tab-separated copy of sales.csv called sales.tsv",
         ("sales.csv", "sales.tsv", {"action": "copy"})),
        # no new file, no table, or nothing said about what goes in it
        ("Copy sales.csv to backup.csv", None),
        ("List the regions in sales.csv", None),
        ("Make notes.txt list the files in docs/", None),
        ("Read notes.txt and tell me about sales.csv", None),
    ],
)  # fmt: skip
def test_which_new_file_a_request_makes_from_a_table(
    request_: str, expected: tuple[str, str, dict[str, str]] | None
) -> None:
    from jarvis_voice.agent.table_export import export_asked

    asked = export_asked(request_)
    got = None if asked is None else (asked.source, asked.target, asked.arguments)
    assert got == expected


def test_the_loop_makes_the_new_file_the_model_never_wrote(shop: Path) -> None:
    """fresh18 write-41: the model sorted sales.csv itself (refused: it is only read), looked for
    regions.txt and said it was not done; the loop makes the file with csv_edit — asked for
    approval like any write — and sales.csv is untouched."""
    sort = ToolCall(id="1", name="csv_edit", arguments={
        "path": "sales.csv", "action": "sort", "column": "region"})  # fmt: skip
    look = ToolCall(id="2", name="read_file", arguments={"path": "regions.txt"})
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        shop,
        [LLMReply(tool_calls=[sort]), LLMReply(tool_calls=[look]),
         LLMReply(text="I did not make it."), LLMReply(text="regions.txt lists Busan and Seoul.")],
        approver=approver,
    )  # fmt: skip
    request_ = "Make a file called regions.txt that lists the regions in sales.csv, one per line."
    result = run(agent, request_)
    assert [(r.tool, r.args.get("action")) for r in approver.requests] == [
        ("csv_edit", "list_values")
    ]
    assert (shop / "regions.txt").read_text() == "Seoul\nBusan\n"
    assert (shop / "sales.csv").read_text() == SALES
    assert result.answer == "regions.txt lists Busan and Seoul."


def test_totals_per_group_are_a_new_table(shop: Path) -> None:
    """fresh17 script-40: each day's revenue into daily.csv, under the header the request says."""
    request_ = ("파이썬으로 sales.csv에서 날짜별 매출 합계 구해서 daily.csv로 저장해 줘. 헤더는 "
                "date,revenue로 하고, 매출은 수량 곱하기 단가야.")  # fmt: skip
    done = edit(shop, request_, path="daily.csv", source="sales.csv", action="sum_by")
    assert not done.is_error, done.content
    assert rows(shop / "daily.csv") == [
        ["date", "revenue"], ["2024-06-01", "189500"], ["2024-06-04", "25000"],
        ["2024-06-05", "52000"], ["2024-06-06", "45000"],
    ]  # fmt: skip
    assert (shop / "sales.csv").read_text() == SALES
    units = edit(shop, "Units per product into units.csv", path="units.csv", source="sales.csv",
                 action="group_sum", column="product", value="units")  # fmt: skip
    assert not units.is_error
    assert rows(shop / "units.csv")[:3] == [["product", "total"], ["croissant", "40"],
                                            ["baguette", "15"]]  # fmt: skip
    vague = edit(shop, "sum it", path="x.csv", source="sales.csv", action="sum_by")
    assert vague.is_error and "sum_by needs column" in vague.content


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        ("지역별 매출 합계를 region_totals.csv 파일로 만들어 줘. 헤더는 region,revenue로 하고 "
         "매출 많은 지역부터. 매출은 수량×단가야.",
         [["region", "revenue"], ["Seoul", "225000"], ["Busan", "86500"]]),
        ("Save each region's total units into region_units.csv, smallest first",
         [["region", "total"], ["Busan", "25"], ["Seoul", "66"]]),
        ("Make product_totals.csv with the total revenue per product, highest revenue first; "
         "revenue is units times unit_price",
         [["product", "total"], ["croissant", "128000"], ["bagel", "70000"],
          ["baguette", "61500"], ["cheesecake", "52000"]]),
    ],
)  # fmt: skip
def test_totals_are_put_in_the_order_the_request_says(
    shop: Path, request_: str, expected: list[list[str]]
) -> None:
    """fresh26 write-58: "매출 많은 지역부터" — the totals table largest first, not in the order
    the regions first appear."""
    from jarvis_voice.agent.table_export import export_asked

    asked = export_asked(request_, shop)
    assert asked is not None and asked.source == "sales.csv"
    done = edit(shop, request_, path=asked.target, source="sales.csv", **asked.arguments)
    assert not done.is_error, done.content
    assert rows(shop / asked.target)[: len(expected)] == expected


def test_a_request_naming_only_the_new_table_reads_the_workspace_s_only_table(
    shop: Path,
) -> None:
    from jarvis_voice.agent.table_export import export_asked

    request_ = "Save each region's total revenue into region_totals.csv, biggest first"
    asked = export_asked(request_, shop)
    assert asked is not None
    assert (asked.source, asked.target, asked.arguments) == (
        "sales.csv", "region_totals.csv", {"action": "sum_by"})  # fmt: skip
    assert export_asked(request_) is None  # no workspace: no table to read
    (shop / "region_totals.csv").write_text("region,total\n")
    assert export_asked(request_, shop) is None  # the file is there already: a change, not this
    (shop / "region_totals.csv").unlink()
    (shop / "archive").mkdir()
    (shop / "archive" / "old.csv").write_text("a,b\n1,2\n")
    assert export_asked(request_, shop) is None  # two tables: which one is not guessed


def test_a_table_of_totals_written_by_hand_is_refused_and_made_by_csv_edit(shop: Path) -> None:
    """fresh26 write-58: the model wrote region_totals.csv as "region1,100 …" (write_file,
    invented); that write is refused, and when the turn ends without the file the loop makes it
    with csv_edit from the workspace's only table."""
    request_ = ("지역별 매출 합계를 region_totals.csv 파일로 만들어 줘. 헤더는 region,revenue로 "
                "하고 매출 많은 지역부터. 매출은 수량×단가야.")  # fmt: skip
    invented = ToolCall(id="1", name="write_file", arguments={
        "path": "region_totals.csv",
        "content": "region,revenue\nregion1,100\nregion2,200\n"})  # fmt: skip
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        shop,
        [LLMReply(tool_calls=[invented]), LLMReply(text="region_totals.csv 파일이 생성되었습니다."),
         LLMReply(text="region_totals.csv를 만들었습니다: 서울 225,000원, 부산 86,500원.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, request_)
    assert [(r.tool, r.args.get("action")) for r in approver.requests] == [("csv_edit", "sum_by")]
    assert rows(shop / "region_totals.csv") == [
        ["region", "revenue"], ["Seoul", "225000"], ["Busan", "86500"]]  # fmt: skip
    assert (shop / "sales.csv").read_text() == SALES
    assert "225,000" in result.answer
    # another file written by hand is the model's own business
    from jarvis_voice.agent.table_export import written_by_hand

    assert written_by_hand(request_, "write_file", {"path": "notes.txt"}, shop) is None
    assert written_by_hand(request_, "csv_edit", {"path": "region_totals.csv"}, shop) is None


def test_a_table_copied_to_json_is_a_list_of_records(shop: Path) -> None:
    """fresh14 script-31: sales.csv as JSON records keyed by its header."""
    import json

    done = edit(shop, "turn sales.csv into JSON", path="sales.json", source="sales.csv",
                action="convert")  # fmt: skip
    assert not done.is_error, done.content
    records = json.loads((shop / "sales.json").read_text())
    assert records[0] == {"date": "2024-06-01", "region": "Seoul", "product": "croissant",
                          "units": 40, "unit_price": 3200}  # fmt: skip
    assert len(records) == 5 and (shop / "sales.csv").read_text() == SALES
    itself = edit(shop, path="notes.json", action="copy")  # no source: nothing to copy from
    assert itself.is_error


def test_a_table_copied_to_another_kind_takes_its_delimiter(shop: Path) -> None:
    """fresh24 write-54: sales.csv made again as sales.tsv is tab-separated, the source as it
    was; a table changed in place keeps its own delimiter."""
    done = edit(shop, "탭으로 구분된 파일로", path="sales.tsv", source="sales.csv", action="copy")
    assert not done.is_error, done.content
    import csv

    written = list(csv.reader((shop / "sales.tsv").read_text().splitlines(), delimiter="\t"))
    assert written == list(csv.reader(SALES.splitlines()))
    assert "\t" in (shop / "sales.tsv").read_text().splitlines()[0]
    assert (shop / "sales.csv").read_text() == SALES
    back = edit(shop, "back to commas", path="again.csv", source="sales.tsv", action="copy")
    assert not back.is_error and (shop / "again.csv").read_text() == SALES
    edit(shop, "sort by region", path="sales.tsv", action="sort", column="region")
    header = (shop / "sales.tsv").read_text().splitlines()[0]
    assert header.split("\t") == ["date", "region", "product", "units", "unit_price"]


def test_an_empty_answer_after_the_loop_made_the_file_says_what_was_done(shop: Path) -> None:
    """fresh24 write-54: the loop made sales.tsv, and the model's answer was empty; the turn
    answers with what the copy returned."""
    wrong = ToolCall(id="1", name="csv_edit", arguments={
        "path": "sales.csv", "action": "set", "column": "name", "value": "sales.tsv",
        "source": "original"})  # fmt: skip
    agent, _, _ = make_agent(
        shop,
        [LLMReply(tool_calls=[wrong]), LLMReply(text="sales.csv 파일이 이미 존재합니다."),
         LLMReply(text=""), LLMReply(text=""), LLMReply(text="")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, "sales.csv를 탭으로 구분된 파일로도 하나 만들어 줘. 이름은 sales.tsv로 해.")
    assert (shop / "sales.tsv").read_text().splitlines()[0].split("\t")[0] == "date"
    assert (shop / "sales.csv").read_text() == SALES
    assert "changed sales.tsv (from sales.csv, which is unchanged)" in result.answer


def test_a_column_renamed_and_every_name_put_in_capitals_the_rows_as_they_were(
    shop: Path,
) -> None:
    before = rows(shop / "sales.csv")
    done = edit(shop, path="sales.csv", action="rename", column="units", value="quantity")
    assert not done.is_error and "renamed column units to quantity" in done.content
    assert rows(shop / "sales.csv")[0] == ["date", "region", "product", "quantity", "unit_price"]
    clash = edit(shop, path="sales.csv", action="rename_column", column="date", value="region")
    assert clash.is_error and "already has a column 'region'" in clash.content
    done = edit(shop, path="sales.csv", action="rename_column", column="*", value="upper")
    assert not done.is_error, done.content
    after = rows(shop / "sales.csv")
    assert after[0] == ["DATE", "REGION", "PRODUCT", "QUANTITY", "UNIT_PRICE"]
    assert after[1:] == before[1:]  # the data itself as it was


@pytest.mark.parametrize(
    ("request_", "header"),
    [
        # fresh26 write-57 sent a set of a column "name" from a file "header"
        ("Can you put the column names in the header of sales.csv in capital letters? Leave the "
         "data itself as it is.", ["DATE", "REGION", "PRODUCT", "UNITS", "UNIT_PRICE"]),
        ("sales.csv 헤더를 소문자로 바꿔 줘", ["date", "region", "product", "units", "unit_price"]),
    ],
)  # fmt: skip
def test_the_header_case_the_request_asks_is_what_is_changed(
    shop: Path, request_: str, header: list[str]
) -> None:
    before = rows(shop / "sales.csv")
    done = edit(shop, request_, path="sales.csv", action="set", column="name", value="NAME",
                source="header")  # fmt: skip
    table = rows(shop / "sales.csv")
    if header == before[0]:
        assert not done.is_error and "unchanged" in done.content, done.content
    else:
        assert not done.is_error, done.content
    assert table[0] == header and table[1:] == before[1:]


def test_another_action_beside_a_header_in_capitals_is_its_own(shop: Path) -> None:
    request_ = "Add a TOTAL column to sales.csv, its header in capital letters: units*unit_price."
    done = edit(shop, request_, path="sales.csv", action="add_column", column="TOTAL",
                value="units*unit_price")  # fmt: skip
    assert not done.is_error, done.content
    assert rows(shop / "sales.csv")[0] == [
        "date", "region", "product", "units", "unit_price", "TOTAL"
    ]  # fmt: skip


def test_a_column_written_another_way_by_one_example(shop: Path) -> None:
    """fresh27 write-60: 「날짜가 2024-06-01처럼 돼 있는데, 2024/06/01처럼 슬래시로 바꿔 줘」 set
    the one row of June 1."""
    request_ = "sales.csv 날짜가 2024-06-01처럼 돼 있는데, 2024/06/01처럼 슬래시로 바꿔 줘."
    done = edit(shop, request_, path="sales.csv", action="set", column="date",
                value="2024/06/01", where="date=2024-06-01")  # fmt: skip
    assert not done.is_error, done.content
    assert [r[0] for r in rows(shop / "sales.csv")[1:]] == [
        "2024/06/01", "2024/06/01", "2024/06/04", "2024/06/05", "2024/06/06"]  # fmt: skip
    assert [r[1:] for r in rows(shop / "sales.csv")] == [r[1:] for r in csv.reader(
        SALES.splitlines())]  # fmt: skip
    # a value corrected (other digits), or no form asked: the rows named only
    (shop / "sales.csv").write_text(SALES)
    fixed = edit(shop, "The June 1 sales were really on 2024-06-02, fix them like that",
                 path="sales.csv", action="set", column="date", value="2024-06-02",
                 where="date=2024-06-01")  # fmt: skip
    assert not fixed.is_error
    assert [r[0] for r in rows(shop / "sales.csv")[1:]][:3] == ["2024-06-02", "2024-06-02",
                                                                "2024-06-04"]  # fmt: skip
