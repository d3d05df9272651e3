"""scripts/bench_tasks.py: the harness and its graders, through the real Session with a
scripted model — right answers pass, wrong answers, missing files and answers given without a
tool fail (the last counted as invented)."""

from __future__ import annotations

import ast
import asyncio
import calendar
import csv
import datetime as dt
import getpass
import grp
import hashlib
import itertools
import json
import math
import os
import platform
import pwd
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"
sys.path.insert(0, str(SCRIPTS))

import bench_tasks  # noqa: E402
import bench_tasks_table as table  # noqa: E402


def tool(name: str, **arguments: object) -> LLMReply:
    return LLMReply(tool_calls=[ToolCall(id="c1", name=name, arguments=arguments)])


def say(text: str) -> LLMReply:
    return LLMReply(text=text)


def run(task_id: str, *steps: LLMReply, tmp_path: Path) -> bench_tasks.TaskResult:
    """The graders on their own: the loop's grounding check (which would replace an invented
    answer before the grader sees it) is off here; tests/test_grounding.py covers it."""
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend(list(steps))
    return asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )


def test_no_constant_of_the_table_is_assigned_twice() -> None:
    """A later half's DRIVE_MIN (315) once replaced fresh11's (50) in calc-25's request while
    its answer stayed 8:25 — the task could not be right from fresh14 to session 42."""
    tree = ast.parse(Path(table.__file__).read_text(encoding="utf-8"))
    names = Counter(
        node.id
        for statement in tree.body
        if isinstance(statement, ast.Assign | ast.AnnAssign)
        for target in (
            statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        )
        for node in ast.walk(target)
        if isinstance(node, ast.Name)
    )
    assert [name for name, times in names.items() if times > 1] == []


def test_the_table_is_balanced() -> None:
    tasks = table.TASKS
    halves = (
        "tune", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
        "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15",
        "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23",
        "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31",
        "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39",
        "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47",
    )
    assert len(tasks) == 980
    assert len({t.id for t in tasks}) == len(tasks)
    by_lang = Counter(t.lang for t in tasks)
    assert by_lang["ko"] == by_lang["en"]
    assert Counter(t.split for t in tasks) == dict.fromkeys(halves, 20)
    assert {t.split for t in table.tasks_for("all")} == set(halves)
    for half in halves:
        assert len(table.tasks_for(half)) == 20
    # every category: one English and one Korean task in each half
    cells = Counter((t.category, t.split, t.lang) for t in tasks)
    assert set(cells) == {
        (c, s, lang)
        for c in table.CATEGORIES
        for s in halves
        for lang in ("en", "ko")
    }
    assert all(n == 1 for n in cells.values())
    # the Korean tasks are asked in Korean, the English ones are not
    assert all(table.has_hangul_syllable(t.request) == (t.lang == "ko") for t in tasks)


def test_every_half_has_its_rows_in_the_report() -> None:
    rows = [
        bench_tasks.TaskResult(t.id, t.lang, t.split, t.category, t.request)
        for t in table.TASKS
    ]
    names = bench_tasks.summary_table(rows)
    held_out = (
        "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8",
        "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16",
        "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24",
        "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32",
        "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40",
        "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47",
    )
    for half in ("tune", *held_out):
        assert names[half]["n"] == 20
    for half in held_out:
        assert names[f"{half}-en"]["n"] == names[f"{half}-ko"]["n"] == 10
    assert names["all"]["n"] == 980


def test_numbers_in_skips_dates_and_reads_thousands() -> None:
    assert table.numbers_in("1,500 lines; 총 323개, 86도, 8.05km") == [1500, 323, 86, 8.05]
    assert table.numbers_in("at 2024-06-30 12:37:05 in part22") == []


def test_a_small_number_said_in_words_counts_but_one_does_not() -> None:
    assert table.numbers_said("A hexagon has six sides.") == [6]
    assert table.numbers_said("Twelve months, 3 of them") == [3, 12]
    assert table.numbers_said("one of the files; someone; often") == []


def test_a_shell_fact_read_through_an_approved_tool_is_right(tmp_path: Path) -> None:
    result = run(
        "count-4",
        tool("bash", command="wc -l notes.txt"),
        say("notes.txt는 8줄이에요."),
        tmp_path=tmp_path,
    )
    assert (result.right, result.invented, result.error) == (True, False, False)
    assert result.approvals == 1  # bash asked, the bench answered ALLOW
    assert result.tools_ok == 1
    assert result.tools[0][0] == "bash"
    assert result.streamed and result.first_delta_s is not None  # scripted streams by word


def test_a_right_answer_in_the_wrong_language_is_wrong(tmp_path: Path) -> None:
    result = run(  # count-4 is asked in Korean
        "count-4", tool("bash", command="wc -l notes.txt"), say("notes.txt has 8 lines."),
        tmp_path=tmp_path,
    )  # fmt: skip
    assert (result.right, result.invented) == (False, False)
    assert "language" in result.why


@pytest.mark.parametrize(
    ("lang", "answer", "ok"),
    [
        ("ko", "notes.txt는 8줄이에요.", True),
        ("ko", "1234 × 8 = 9,872", False),
        ("ko", "The sum of units in Busan is 100.", False),
        ("en", "notes.txt has 8 lines.", True),
        ("en", "42", True),
        ("en", "안녕하세요", False),
        ("en", "Good morning in Korean is '안녕하세요'.", True),
    ],
)
def test_answered_in_the_request_language(lang: str, answer: str, ok: bool) -> None:
    assert table.answered_in(lang, answer) is ok


def test_a_wrong_number_is_wrong(tmp_path: Path) -> None:
    result = run(
        "count-4",
        tool("read_file", path="notes.txt"),
        say("notes.txt has 7 lines."),
        tmp_path=tmp_path,
    )
    assert (result.right, result.invented) == (False, False)
    assert "number 8" in result.why


def test_a_whole_listing_does_not_say_which_file(tmp_path: Path) -> None:
    """With folders' contents in a listing, its dump names every file: not an answer to
    "which file …?", though it holds the right name."""
    dump = "Here is what list_dir returned: " + ", ".join(
        [*table.TOP_FILES, "src/ (app.py, utils.py)"]
    )
    listed = run("files-15", tool("list_dir", path="."), say(dump), tmp_path=tmp_path)
    assert (listed.right, listed.invented) == (False, False)
    assert "answer lists the folder" in listed.why
    picked = run(
        "files-15",
        tool("grep", pattern="def price_with_tax"),
        say("price_with_tax is defined in src/utils.py."),
        tmp_path=tmp_path,
    )
    assert picked.right, picked.why


def test_a_fact_stated_without_a_tool_is_invented_even_when_it_matches(tmp_path: Path) -> None:
    result = run("machine-1", say(f"Your user name is {getpass.getuser()}."), tmp_path=tmp_path)
    assert (result.right, result.invented) == (False, True)


def test_a_failed_tool_call_does_not_ground_the_answer(tmp_path: Path) -> None:
    result = run(
        "files-1",
        tool("list_dir", path="no_such_dir"),  # fails: nothing was listed
        say("The folder has README.md, notes.txt, todo.md, sales.csv, report.py and src."),
        tmp_path=tmp_path,
    )
    assert result.tools_failed == 1 and result.tools_ok == 0
    assert (result.right, result.invented) == (False, True)


def test_saying_it_cannot_tell_is_wrong_but_not_invented(tmp_path: Path) -> None:
    result = run("git-1", say("I cannot tell which branch you are on."), tmp_path=tmp_path)
    assert (result.right, result.invented) == (False, False)


def test_a_created_file_is_checked_on_disk(tmp_path: Path) -> None:
    good = run(
        "write-1",
        tool("write_file", path="shopping.txt", content="eggs, milk, bread\n"),
        say("Created shopping.txt."),
        tmp_path=tmp_path,
    )
    assert (good.right, good.invented) == (True, False)
    missing = run(
        "write-1",
        tool("write_file", path="shopping_list.txt", content="eggs, milk, bread\n"),
        say("Created shopping.txt."),
        tmp_path=tmp_path,
    )
    assert not missing.right and "shopping.txt does not exist" in missing.why
    claimed = run("write-1", say("Done, shopping.txt is created."), tmp_path=tmp_path)
    assert (claimed.right, claimed.invented) == (False, True)


def test_an_edit_must_keep_the_other_lines(tmp_path: Path) -> None:
    result = run(
        "write-3",
        # (write_file itself now refuses a write that drops most of a file for this request)
        tool("bash", command="printf 'Water the plants on Sunday\\n' > notes.txt"),
        say("Changed."),
        tmp_path=tmp_path,
    )
    assert not result.right and "notes.txt is" in result.why


def test_a_read_task_must_not_change_the_workspace(tmp_path: Path) -> None:
    result = run(
        "read-3",
        tool("bash", command="tail -n 1 logs/app.log > last.txt"),
        say("The last line says: shutdown complete"),
        tmp_path=tmp_path,
    )
    assert not result.right and "last.txt" in result.why


def test_arithmetic_needs_no_tool_and_a_wrong_sum_fails(tmp_path: Path) -> None:
    right = run("calc-1", say("17 times 23 is 391."), tmp_path=tmp_path)
    assert (right.right, right.invented) == (True, False)
    wrong = run("calc-1", say("17 times 23 is 411."), tmp_path=tmp_path)
    assert (wrong.right, wrong.invented) == (False, False)


def test_a_model_failure_is_an_error(tmp_path: Path) -> None:
    result = run("chat-1", tmp_path=tmp_path)  # the script is empty: the backend raises
    assert result.error and not result.right
    assert result.why == "ended by error"


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("git-2", [tool("bash", command="git log -1 --format=%s"), "마지막 커밋: {out}"]),
        ("csv-4", [tool("bash", command="awk -F, '$2==\"Busan\"{s+=$4} END{print s}' sales.csv"),
                   "Busan 지역 units 합계는 {out}입니다."]),
        ("script-3", [tool("bash", command="python3 report.py --summary"), "It prints: {out}"]),
        ("read-2", [tool("read_file", path="README.md", start_line=1, end_line=5),
                    "첫 5줄: {out}"]),
    ],
)
def test_real_tool_output_passes_the_grader(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """The graders accept what the real workspace really says (no typo in the table)."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        output = messages[-1].content
        return say(str(steps[1]).format(out=output))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(bench_tasks.run_task(task, backend, tmp_path, timeout_s=60))
    assert result.right, (result.why, result.answer)


def test_summary_counts_and_percentiles() -> None:
    rows = [
        bench_tasks.TaskResult("a", "en", "tune", "calc", "q", right=True, seconds=1.0),
        bench_tasks.TaskResult("b", "ko", "heldout", "calc", "q", invented=True, seconds=3.0),
        bench_tasks.TaskResult("c", "ko", "heldout", "calc", "q", error=True, seconds=99.0),
    ]
    table_ = bench_tasks.summary_table(rows)
    assert table_["all"]["right"] == 1 and table_["all"]["invented"] == 1
    assert table_["all"]["errors"] == 1
    assert table_["all"]["median_s"] == 2.0  # errors are left out of the times
    assert table_["heldout"]["n"] == 2 and table_["ko"]["n"] == 2
    assert table_["all"]["first_token_s"] is None  # nothing streamed


def test_repeating_a_tool_error_is_wrong_but_not_invented(tmp_path: Path) -> None:
    result = run(
        "files-2",
        tool("list_dir", path="/home/me/project"),
        say("Error listing directory: no such file or directory: /home/me/project."),
        tmp_path=tmp_path,
    )
    assert (result.right, result.invented) == (False, False)


def test_deltas_of_a_nested_agent_are_not_the_answer_streaming() -> None:
    row = bench_tasks.TaskResult("chat-3", "en", "heldout", "chat", "q", answer="Hello there.")
    row.deltas, row.delta_text = 3, "Sub-agent text. Hello there."
    assert not bench_tasks.streamed(row)
    row.deltas, row.delta_text = 2, "Hello there."
    assert bench_tasks.streamed(row)


@pytest.mark.parametrize(
    ("answer", "claims"),
    [
        ("Your user name is root.", True),
        ("notes.txt has 2 lines.", True),
        ("notes.txt의 두 번째 줄은 buy milk입니다.", True),
        ("The second line of notes.txt: 'buy milk'", True),
        ("This machine has 4 CPU cores.", True),
        ("I am your desktop assistant.", False),
        ("Listing the files in this folder.", False),
        ("Running report.py.", False),  # report.py comes from the request
    ],
)
def test_what_states_a_fact(answer: str, claims: bool) -> None:
    assert table.states_fact(answer, "run report.py and tell me about notes.txt") is claims


def test_a_non_answer_without_a_tool_is_wrong_but_not_invented(tmp_path: Path) -> None:
    result = run("machine-1", say("I am your desktop assistant."), tmp_path=tmp_path)
    assert (result.right, result.invented) == (False, False)


def test_failure_words_excuse_only_after_a_failed_tool(tmp_path: Path) -> None:
    told = run(
        "write-2",
        tool("edit_file", path="todo.md", old_string="x", new_string="x"),
        say("The old string and new string are identical; nothing to change."),
        tmp_path=tmp_path,
    )
    assert (told.right, told.invented) == (False, False)
    made_up = run("count-4", say("notes.txt does not exist."), tmp_path=tmp_path)
    assert made_up.invented  # no tool ran: claiming the file is missing is invented


def test_a_template_answer_is_not_a_fact() -> None:
    assert not table.states_fact("Your user name is <your username>.", "what is my user name?")
    assert not table.states_fact("Today's date is [insert date here].", "오늘 날짜가 뭐야?")


# fresh6's graders, proved before the half is ever run: for each task a hand-written right
# answer (after the tool call that would find it, or the real edit) passes, and a plausible
# wrong one fails on its content (not on its language, and not as invented).
_ARCH = platform.machine()
_OTHER_ARCH = "an ARM (aarch64)" if _ARCH in ("x86_64", "amd64") else "an Intel (x86_64)"
_ZONE = time.strftime("%Z")
_KST = dt.datetime.now().astimezone().utcoffset() == dt.timedelta(hours=9)
_OTHER_ZONE = "미국 동부 시간(EST, UTC-5)" if _KST else "한국 표준시(KST, UTC+9)"
_LOG_130 = tool("bash", command="sed -n 130p logs/app.log")
_SALES = tool("read_file", path="sales.csv")
_LAST_DIFF = tool("bash", command="git show HEAD")
_AHEAD = tool("bash", command="git rev-list --count main..HEAD")


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-17",
         [tool("bash", command="find . -type f -perm -u+x -not -path './.git/*'"),
          say("Only scripts/check.sh is executable.")],
         [tool("bash", command="ls -l"), say("report.py and src/app.py are executable.")]),
        ("files-18",
         [tool("grep", pattern="summer", ignore_case=True),
          say("여름 메뉴 아이디어는 draft.txt에 적어 두셨어요.")],
         [tool("grep", pattern="여름"), say("notes.txt에 메모해 두셨어요.")]),
        ("read-15",
         [tool("read_file", path="docs/usage.md"),
          say("The usage docs say to add a row to sales.csv for every sale.")],
         [tool("read_file", path="README.md"),
          say("Sales data lives in sales.csv, one row per sale.")]),
        ("read-16",
         [_LOG_130,
          say("130번째 줄은 결제 게이트웨이 타임아웃 에러예요: "
              "2024-06-30 02:03:30 ERROR payment gateway timeout (order 1130)")],
         [_LOG_130, say("130번째 줄: 2024-06-30 02:04:27 INFO request served: GET /items/31")]),
        ("count-15",
         [tool("bash", command="grep -c 'GET /items/7$' logs/app.log"),
          say("/items/7 was requested 25 times.")],
         [tool("bash", command="grep -c 'items/7' logs/app.log"),
          say("/items/7 was requested 30 times.")]),
        ("count-16",
         [tool("grep", pattern="^#", path="README.md"),
          say("#으로 시작하는 줄은 세 개입니다: # Sunrise Bakery, ## Layout, ## Contact.")],
         [tool("grep", pattern="^## ", path="README.md"),
          say("제목은 2개입니다: ## Layout, ## Contact.")]),
        ("csv-15",
         [_SALES, say("sales.csv runs from 2024-06-01 to 2024-06-06.")],
         [_SALES, say("It covers June 1 to June 7, 2024.")]),
        ("csv-16",
         [_SALES, say("부산에서 단가가 제일 비싼 건 baguette(바게트)로, 4,100원이에요.")],
         [_SALES, say("치즈케이크가 6,500원으로 제일 비싸요.")]),
        ("git-15",
         [_LAST_DIFF,
          say("The last commit added one line to report.py: `# stock check added`.")],
         [_LAST_DIFF,
          say("The last commit, 'Add stock check to report', changed report.py.")]),
        ("git-16",
         [_AHEAD, say("지금 브랜치는 main보다 커밋 1개 앞서 있어요.")],
         [_AHEAD, say("main보다 앞선 커밋은 하나도 없어요.")]),
        ("write-15",
         [tool("edit_file", path="notes.txt", old_string="Send the invoice to Daniel\n",
               new_string="Send the invoice to Daniel\nPick up the cake order\n"),
          say("Added it below the invoice line.")],
         # (write_file refuses an append for this request now: the wrong edit is made by bash)
         [tool("bash", command="echo 'Pick up the cake order' >> notes.txt"),
          say("Added it below the invoice line.")]),
        ("write-16",
         [tool("edit_file", path="todo.md", old_string="- [x] update README\n",
               new_string=""),
          say("끝낸 항목(update README)을 지웠어요.")],
         [tool("edit_file", path="todo.md", old_string="- [x] update README",
               new_string="- [ ] update README"),
          say("끝낸 항목을 정리했어요.")]),
        ("script-15",
         [tool("bash", command="python3 report.py --help"),
          say("It ignores --help and runs the usual check: "
              "stock check passed: 42 items in stock, 3 need reordering.")],
         [tool("bash", command="python3 report.py --help"),
          say("It prints a usage: line that lists the --summary option.")]),
        ("script-16",
         [tool("bash", command="python3 report.py > result.txt"),
          say("실행 결과를 result.txt에 저장했어요.")],
         [tool("bash", command="python3 report.py --summary > result.txt"),
          say("실행 결과를 result.txt에 저장했어요.")]),
        ("calc-15",
         [say("After 3 years you'll have about $1,157.63.")],
         [say("You'll have $1,150: $50 of interest a year for 3 years.")]),
        ("calc-16",
         [say("10인분이면 밀가루 750그램 넣으면 돼요.")],
         [say("10인분이면 밀가루 1200그램이 필요해요.")]),
        ("machine-15",
         [tool("bash", command="uname -m"),
          say(f"This machine uses the {_ARCH} architecture.")],
         [tool("bash", command="uname -m"), say(f"This is {_OTHER_ARCH} machine.")]),
        ("machine-16",
         [tool("bash", command="date +%Z"), say(f"이 컴퓨터 시간대는 {_ZONE}로 되어 있어요.")],
         [tool("bash", command="date +%Z"), say(f"시간대는 {_OTHER_ZONE}로 되어 있어요.")]),
        ("chat-15",
         [say("An adult human has 206 bones.")],
         [say("An adult human has about 212 bones.")]),
        ("chat-16",
         [say("명량 해전에서 이긴 장군은 이순신이에요.")],
         [say("권율 장군이었어요.")]),
    ],
)
def test_fresh6_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh6"
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-17", [tool("bash", command="find . -type f -perm -u+x -not -path './.git/*'"),
                      "Executable: {out}"]),
        ("read-16", [tool("bash", command="sed -n 130p logs/app.log"), "130번째 줄: {out}"]),
        ("count-15", [tool("bash", command="grep -c 'GET /items/7$' logs/app.log"),
                      "/items/7 was requested {out} times."]),
        ("count-16", [tool("bash", command="grep -c '^#' README.md"),
                      "README.md의 제목 줄은 {out}개입니다."]),
        ("csv-15", [tool("bash", command="cut -d, -f1 sales.csv | sed -n '2p;$p'"),
                    "The first and the last date: {out}"]),
        ("git-15", [tool("bash", command="git show HEAD"), "The last commit's diff: {out}"]),
        ("git-16", [tool("bash", command="git rev-list --count main..HEAD"),
                    "main보다 커밋 {out}개 앞서 있어요."]),
        ("script-15", [tool("bash", command="python3 report.py --help"), "It prints: {out}"]),
        ("machine-15", [tool("bash", command="uname -m"), "The architecture is {out}."]),
        ("machine-16", [tool("bash", command="date +%Z"), "이 컴퓨터 시간대는 {out}예요."]),
    ],
)
def test_fresh6_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh6's expected values (computed from the table's constants) are what the real
    workspace says: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


# fresh7's graders, proved before the half is ever run, as fresh6's above: for each task a
# hand-written right answer (after the tool call that would find it, or the real edit) passes,
# and a plausible wrong one fails on its content.
_CPU = min(table.cpu_models(), default="")
_OTHER_CPU = "AMD Ryzen 7 5800X" if "intel" in _CPU.casefold() else "Intel Core i7-12700H"


def _span(minutes: float) -> str:
    """A length of time as "2일 3시간 44분" (its parts that are not zero)."""
    days, rest = divmod(round(minutes), 1440)
    hours, mins = divmod(rest, 60)
    parts = [f"{n}{unit}" for n, unit in ((days, "일"), (hours, "시간"), (mins, "분")) if n]
    return " ".join(parts) or "0분"


_UP = float(Path("/proc/uptime").read_text(encoding="utf-8").split()[0]) / 60
_SALES_BY_REGION = tool("csv_query", path="sales.csv", op="sum", column="units",
                        group_by="region")


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-19",
         [tool("bash", command="find . -name '*.py' -not -path './.git/*' -exec ls -l {} +"),
          say("The biggest Python file is report.py, at 475 bytes.")],
         [tool("glob", pattern="**/*.py"), say("The biggest Python file is src/app.py.")]),
        ("files-20",
         [tool("list_dir", path="."), say("폴더는 docs, logs, scripts, src 이렇게 네 개 있어요.")],
         [tool("bash", command="git ls-files"), say("폴더는 docs, scripts, src 세 개예요.")]),
        ("read-17",
         [tool("grep", pattern="WARN", path="logs/app.log"),
          say("The first warning came at 00:06:39 on June 30, 2024: "
              "a slow query on table stock (107 ms).")],
         [tool("grep", pattern="WARN|ERROR", path="logs/app.log"),
          say("The first warning was at 01:01:45: payment gateway timeout (order 1065).")]),
        ("read-18",
         [tool("read_file", path="todo.md"),
          say("맨 밑에 적힌 건 '- [ ] order more flour'(밀가루 더 주문하기)예요.")],
         [tool("bash", command="git show HEAD:todo.md"),
          say("맨 밑 항목은 '- [x] update README'예요.")]),
        ("count-17",
         [tool("bash", command="grep -o -w the notes.txt | wc -l"),
          say("The word 'the' appears 6 times in notes.txt.")],
         [tool("bash", command="grep -c -w the notes.txt"),
          say("'the' appears 5 times in notes.txt.")]),
        ("count-18",
         [tool("bash", command="grep -oE '[0-9]+ ms' logs/app.log | awk '$1 > 150' | wc -l"),
          say("150ms 넘게 걸린 느린 쿼리는 90번이에요.")],
         [tool("bash", command="grep -c WARN logs/app.log"),
          say("느린 쿼리 경고는 모두 211번이에요.")]),
        ("csv-17",
         [_SALES_BY_REGION, say("Busan sold 100 of the 323 units, about 31%.")],
         [_SALES_BY_REGION, say("Busan accounts for about 45% of all units sold.")]),
        ("csv-18",
         [tool("bash", command="grep Incheon sales.csv"),
          say("인천에서는 베이글, 머핀, 크루아상이 팔렸어요.")],
         [tool("bash", command="grep Incheon sales.csv"),
          say("인천에서는 바게트, 머핀, 크루아상이 팔렸어요.")]),
        ("git-17",
         [tool("bash", command="git log --format='%an <%ae>'"),
          say("The commits were made with mina@example.com (Mina Park).")],
         [tool("bash", command="git log --format=%an"),
          say("They were made with mina.park@example.com.")]),
        ("git-18",
         [tool("bash", command="git log --oneline -- report.py"),
          say("report.py를 건드린 커밋은 2개예요: 'Add sales data and report script'랑 "
              "'Add stock check to report'.")],
         [tool("bash", command="git log --oneline"), say("report.py를 건드린 커밋은 4개예요.")]),
        ("write-17",
         [tool("bash", command="sort -o notes.txt notes.txt"),
          say("Sorted the lines of notes.txt alphabetically.")],
         [tool("bash", command="sort -r -o notes.txt notes.txt"),
          say("Sorted the lines of notes.txt alphabetically.")]),
        ("write-18",
         [tool("edit_file", path="sales.csv", old_string="units,unit_price",
               new_string="units,price"),
          say("헤더의 unit_price를 price로 바꿨어요.")],
         [tool("bash", command="echo 'date,region,product,units,price' > sales.csv"),
          say("헤더의 unit_price를 price로 바꿨어요.")]),
        ("script-17",
         [tool("bash", command="python3 report.py"),
          say("It says 42 items in stock and 3 need reordering, so 39 don't need reordering.")],
         [tool("bash", command="python3 report.py"),
          say("3 of the 42 items don't need reordering.")]),
        ("script-18",
         [tool("bash", command="python3 report.py --summary > summary.txt"),
          say("summary.txt에 저장했어요.")],
         [tool("bash", command="python3 report.py > summary.txt"),
          say("summary.txt에 저장했어요.")]),
        ("calc-17",
         [say("You'll need about 24.5 liters for 350 km.")],
         [say("About 50 liters: 350 divided by 7.")]),
        ("calc-18",
         [say("고기 한 근이 600g이니까 두 근이면 1,200g, 1.2kg이에요.")],
         [say("한 근이 375g이라서 두 근이면 750g이에요.")]),
        ("machine-17",
         [tool("bash", command="lscpu"), say(f"This computer has an {_CPU} processor.")],
         [tool("bash", command="uname -m"), say(f"It has an {_OTHER_CPU} processor.")]),
        ("machine-18",
         [tool("bash", command="uptime -p"), say(f"켜진 지 {_span(_UP)} 됐어요.")],
         [tool("bash", command="uptime"), say(f"켜진 지 {_span(2 * _UP + 360)} 됐어요.")]),
        ("chat-17",
         [say("Eleven players per side, goalkeeper included.")],
         [say("Each team has 10 players on the field.")]),
        ("chat-18",
         [say("한국전쟁은 1950년 6월 25일에 일어났어요.")],
         [say("한국전쟁은 1953년에 일어났어요.")]),
    ],
)
def test_fresh7_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh7"
    if task_id == "machine-17" and not _CPU:
        pytest.skip("this machine names no processor model")
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-19", [tool("bash", command="ls -S report.py src/*.py | head -n 1"),
                      "The biggest Python file is {out}."]),
        ("files-20", [tool("bash", command="find . -mindepth 1 -maxdepth 1 -type d"),
                      "폴더는 이렇게 있어요: {out}"]),
        ("read-17", [tool("bash", command="grep -m 1 WARN logs/app.log"),
                     "The first warning: {out}"]),
        ("read-18", [tool("bash", command="tail -n 1 todo.md"), "맨 밑 항목: {out}"]),
        ("count-17", [tool("bash", command="grep -o -w the notes.txt | wc -l"),
                      "'the' appears {out} times."]),
        ("count-18", [tool("bash", command="grep -oE '[0-9]+ ms' logs/app.log | "
                                           "awk '$1 > 150' | wc -l"),
                      "150ms 넘게 걸린 건 {out}번이에요."]),
        ("csv-17", [tool("bash", command="awk -F, 'NR > 1 {t += $4; if ($2 == \"Busan\") "
                                         "b += $4} END {printf \"%.1f\", 100 * b / t}' "
                                         "sales.csv"),
                    "Busan sold {out}% of the units."]),
        ("git-17", [tool("bash", command="git log -1 --format=%ae"),
                    "The commits were made with {out}."]),
        ("git-18", [tool("bash", command="git log --oneline -- report.py | wc -l"),
                    "report.py를 건드린 커밋은 {out}개예요."]),
        ("machine-17", [tool("bash", command="LC_ALL=C lscpu | grep '^Model name'"),
                        "The processor: {out}"]),
        ("machine-18", [tool("bash", command="uptime -p"), "켜진 지: {out}"]),
    ],
)
def test_fresh7_expects_what_the_machine_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh7's expected values are what the real workspace (and machine) says: an answer that
    passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


# fresh8's graders, proved before the half is ever run, as fresh6's and fresh7's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content.
_HEX = re.compile(r"\b[0-9a-f]{7,40}\b")


def _with_hash(text: str) -> Callable[[list, list], LLMReply]:
    """An answer that passes on the commit hash the last tool call printed ({sha})."""

    def reply(messages: list, _tools: list) -> LLMReply:
        found = _HEX.findall(str(messages[-1].content))
        return say(text.format(sha=found[0] if found else "?"))

    return reply


def _size(gib: float) -> str:
    return f"{gib:.0f}G"


_DISK_GIB = table.disk_total_sizes(Path("/"))[0]["GiB"]
_FREE_GIB = table.disk_free_sizes(Path("/"))[0]["GiB"]
_LEFT = min(table.days_left_in_year())
_PY_TAX = ("python3 -c \"import sys; sys.path.insert(0, 'src'); from utils import price_with_tax; "
           "print(price_with_tax('1000'))\"")


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-21",
         [tool("grep", pattern="report\\.py"),
          say("Besides report.py itself, README.md, todo.md and docs/setup.md mention it.")],
         [tool("grep", pattern="report.py", path="README.md"),
          say("Only README.md mentions report.py.")]),
        ("files-22",
         [tool("bash", command="find . -name '*app*' -not -path './.git/*'"),
          say("이름에 app이 들어간 파일은 src/app.py랑 logs/app.log 두 개예요.")],
         [tool("glob", pattern="**/*app*.py"), say("src/app.py 하나뿐이에요.")]),
        ("read-19",
         [tool("bash", command="tail -n 2 logs/app.log"),
          say("Right before the shutdown, at 23:44:03, it served a request: GET /items/49.")],
         [tool("bash", command="tail -n 3 logs/app.log"),
          say("Just before the shutdown it logged a slow query warning on table stock (158 ms).")]),
        ("read-20",
         [tool("read_file", path="src/utils.py"),
          say("price_with_tax는 가격에 1.1을 곱해요. 세율 10%로 돼 있어요.")],
         [tool("read_file", path="src/utils.py"), say("세율은 11%로 잡혀 있어요.")]),
        ("count-19",
         [tool("bash", command="grep -c '^2024-06-30 00:' logs/app.log"),
          say("The app log got 63 entries between midnight and 1 am.")],
         [tool("bash", command="head -n 60 logs/app.log"),
          say("About 60 entries, roughly one a minute.")]),
        ("count-20",
         [tool("bash", command="wc -l src/*.py"),
          say("app.py 6줄, utils.py 2줄, 합쳐서 8줄이에요.")],
         [tool("bash", command="grep -cv '^$' src/app.py src/utils.py"),
          say("app.py 4줄, utils.py 2줄이라 모두 6줄이에요.")]),
        ("csv-19",
         [tool("read_file", path="sales.csv"),
          say("We sold 135 muffins at 2,800 won, so they brought in 378,000 won.")],
         [tool("bash", command="grep muffin sales.csv | head -n 1"),
          say("Muffins brought in 154,000 won.")]),
        ("csv-20",
         [tool("bash", command="grep 2024-06-04 sales.csv"),
          say("6월 4일에는 인천에서 머핀 35개, 부산에서 베이글 10개가 팔렸어요.")],
         [tool("bash", command="grep 2024-06-03 sales.csv"),
          say("6월 4일에는 크루아상이랑 바게트가 팔렸어요.")]),
        ("git-19",
         [tool("bash", command="git rev-parse --short HEAD"),
          _with_hash("The latest commit is {sha} (Add stock check to report).")],
         [tool("bash", command="git rev-parse --short HEAD~1"),
          _with_hash("The latest commit is {sha}.")]),
        ("git-20",
         [tool("bash", command="git log --oneline"),
          say("커밋 기록이에요(최신순): Add stock check to report, Add app code and docs, "
              "Add sales data and report script, Initial commit.")],
         [tool("bash", command="git log --oneline main"),
          say("커밋은 Add app code and docs, Add sales data and report script, "
              "Initial commit 세 개예요.")]),
        ("write-19",
         [tool("bash", command="awk -F, -v OFS=, 'NR == 1 {print $0, \"total\"; next} "
                               "{print $0, $4 * $5}' sales.csv > t.csv && mv t.csv sales.csv"),
          say("Added a total column to sales.csv.")],
         [tool("bash", command="awk -F, -v OFS=, 'NR == 1 {print $0, \"total\"; next} "
                               "{print $0, $4 * $5}' sales.csv > sales_total.csv"),
          say("Added a total column: see sales_total.csv.")]),
        ("write-20",
         [tool("bash", command="rm draft.txt"), say("draft.txt 지웠어요.")],
         [tool("bash", command=": > draft.txt"), say("draft.txt 내용을 지웠어요.")]),
        ("script-19",
         [tool("bash", command="python3 -c \"import sys; sys.path.insert(0, 'src'); "
                               "from utils import price_with_tax; "
                               "print([price_with_tax(p) for p in (3200, 4100, 2800, 2500, "
                               "6500)])\""),
          say("With tax: croissant 3,520, baguette 4,510, muffin 3,080, bagel 2,750, "
              "cheesecake 7,150.")],
         [tool("read_file", path="sales.csv"),
          say("With tax: croissant 3,520, baguette 4,510, muffin 3,080, bagel 2,750, "
              "cheesecake 7,000.")]),
        ("script-20",
         [tool("bash", command=_PY_TAX),
          say("TypeError가 나요: can't multiply sequence by non-int of type 'float'. "
              "문자열에는 1.1을 곱할 수 없어서 그래요.")],
         [tool("read_file", path="src/utils.py"),
          say("에러 없이 1100이 나와요. 파이썬이 알아서 숫자로 바꿔 줘요.")]),
        ("calc-19",
         [say("5 ft 11 in is 71 inches, which is about 180.3 cm.")],
         [say("That's about 175 cm.")]),
        ("calc-20",
         [say("1평이 약 3.3058㎡라서 32평이면 약 105.8㎡예요.")],
         [say("32평이면 약 96㎡예요.")]),
        ("machine-19",
         [tool("bash", command="df -h /"),
          say(f"The hard drive is {_size(_DISK_GIB)} in total, {_size(_FREE_GIB)} of it free.")],
         [tool("bash", command="df -h /"),
          say(f"The hard drive is {_size(_FREE_GIB)} in total.")]),
        ("machine-20",
         [tool("bash", command="date +%F"),
          say(f"오늘이 {dt.date.today():%Y-%m-%d}이니까 12월 31일까지 {_LEFT}일 남았어요.")],
         [tool("bash", command="date +%F"), say(f"12월 31일까지 {_LEFT + 7}일 남았어요.")]),
        ("chat-19",
         [say("Neil Armstrong, in July 1969.")],
         [say("Yuri Gagarin was the first, in 1961.")]),
        ("chat-20",
         [say("광복절은 8월 15일이야.")],
         [say("광복절은 3월 1일이야.")]),
    ],
)
def test_fresh8_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh8"
    if task_id == "machine-19" and abs(_DISK_GIB - _FREE_GIB) <= 0.05 * _DISK_GIB:
        pytest.skip("this disk is nearly empty: its free space is its size")
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-21", [tool("bash", command="grep -rl --exclude-dir=.git report.py . | "
                                           "grep -vx ./report.py"),
                      "These files mention report.py: {out}"]),
        ("files-22", [tool("bash", command="find . -name '*app*' -not -path './.git/*'"),
                      "이름에 app 들어간 파일: {out}"]),
        ("read-19", [tool("bash", command="tail -n 2 logs/app.log | head -n 1"),
                     "Right before the shutdown: {out}"]),
        ("read-20", [tool("bash", command="grep -o 'price \\* [0-9.]*' src/utils.py"),
                     "세금은 이렇게 계산돼요: {out}"]),
        ("count-19", [tool("bash", command="grep -c '^2024-06-30 00:' logs/app.log"),
                      "The log got {out} entries in that hour."]),
        ("count-20", [tool("bash", command="cat src/*.py | wc -l"), "다 합치면 {out}줄이에요."]),
        ("csv-19", [tool("bash", command="awk -F, '$3 == \"muffin\" {s += $4 * $5} "
                                         "END {print s}' sales.csv"),
                    "The muffins brought in {out} won."]),
        ("csv-20", [tool("bash", command="grep 2024-06-04 sales.csv"), "6월 4일 판매: {out}"]),
        ("git-19", [tool("bash", command="git rev-parse HEAD"), "The latest commit is {out}."]),
        ("git-20", [tool("bash", command="git log --oneline"), "커밋 기록: {out}"]),
        ("script-19", [tool("bash", command="python3 -c \"import csv, sys; "
                                            "sys.path.insert(0, 'src'); "
                                            "from utils import price_with_tax; "
                                            "print({r['product']: price_with_tax("
                                            "int(r['unit_price'])) for r in "
                                            "csv.DictReader(open('sales.csv'))})\""),
                       "With tax: {out}"]),
        ("script-20", [tool("bash", command=_PY_TAX + " 2>&1"), "이렇게 나와요: {out}"]),
        ("machine-19", [tool("bash", command="df -h /"), "The disk: {out}"]),
        ("machine-20", [tool("bash", command="python3 -c \"import datetime as d; "
                                             "t = d.date.today(); "
                                             "print((d.date(t.year, 12, 31) - t).days)\""),
                        "12월 31일까지 {out}일 남았어요."]),
    ],
)
def test_fresh8_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh8's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_workspace_files_are_the_built_workspace(tmp_path: Path) -> None:
    """`workspace_files` (which fresh8's expected values are read from) is what
    `build_workspace` leaves, file for file."""
    built = table.snapshot(table.build_workspace(tmp_path))
    assert {name: data.decode("utf-8") for name, data in built.items()} == (
        table.workspace_files()
    )


@pytest.mark.parametrize(
    ("today", "left"),
    [
        (dt.date(2026, 12, 4), {27, 28}),
        (dt.date(2024, 1, 1), {365, 366}),  # a leap year
        (dt.date(2025, 12, 31), {0, 1}),
    ],
)
def test_days_left_in_year(today: dt.date, left: set[int]) -> None:
    assert table.days_left_in_year(today) == left


def test_the_year_end_itself_is_not_a_count_of_days(tmp_path: Path) -> None:
    check = table.days_left_in_answer()
    left = min(table.days_left_in_year())
    said = f"There are {left} days left until December 31st."
    assert check(table.Trace(answer=said), tmp_path).ok
    if left not in (12, 31):
        assert not check(table.Trace(answer="12월 31일까지 얼마 안 남았어요."), tmp_path).ok


def test_a_commit_hash_is_read_from_the_repository(tmp_path: Path) -> None:
    ws = table.build_workspace(tmp_path)
    check = table.commit_hash_in_answer(table.LAST_COMMIT)
    (last,) = table.commit_hashes(ws, table.LAST_COMMIT)
    (before,) = table.commit_hashes(ws, table.APP_COMMIT)
    assert check(table.Trace(answer=f"It is {last[:7]}."), ws).ok
    assert check(table.Trace(answer=f"It is {last.upper()}."), ws).ok
    assert not check(table.Trace(answer=f"It is {before[:7]}."), ws).ok
    assert not check(table.Trace(answer=f"It is {last[:6]}."), ws).ok  # too short to name it


@pytest.mark.parametrize(
    ("answer", "minutes"),
    [
        ("up 3 days, 4:05", 3 * 1440 + 245),
        (" 21:17:25 up  3:44,  0 user,  load average: 0.38, 0.94, 1.24", 224),
        ("up 1 week, 2 days, 3 hours, 4 minutes", 9 * 1440 + 184),
        ("3 hours and 44 minutes", 224),
        ("3h44m", 224),
        ("3.7 hours", 222),
        ("1,500 minutes", 1500),
        ("2일 3시간 45분", 2 * 1440 + 225),
        ("이틀 5시간째 켜져 있어요", 2 * 1440 + 300),
        ("세 시간 반", 210),
        ("an hour and a half", 90),
    ],
)
def test_spans_in_reads_an_uptime(answer: str, minutes: float) -> None:
    assert minutes in table.spans_in(answer)


def test_spans_in_reads_no_time_into_plain_words() -> None:
    assert table.spans_in("3 am, and then a bit later; 0.38, 0.94") == set()


def test_uptime_is_right_within_its_slack_or_as_the_boot_time(tmp_path: Path) -> None:
    check = table.uptime_in_answer()
    up = table.uptime_minutes()
    assert check(table.Trace(answer=f"up {_span(up + 5)}"), tmp_path).ok
    assert not check(table.Trace(answer=f"up {_span(up * 2 + 360)}"), tmp_path).ok
    boot = dt.datetime.now() - dt.timedelta(minutes=up)
    booted = f"It booted on {boot:%Y-%m-%d} at {boot:%H:%M}."
    assert check(table.Trace(answer=booted), tmp_path).ok


@pytest.mark.parametrize(
    ("model", "keys"),
    [
        ("AMD EPYC", {"EPYC"}),
        ("AMD EPYC 7B13 64-Core Processor", {"7B13"}),
        ("Intel(R) Core(TM) i7-12700H CPU @ 2.30GHz", {"12700H"}),
        ("Intel Xeon Processor (Icelake)", {"Xeon"}),
        ("AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", {"7840U"}),
        ("Cortex-A72", {"Cortex"}),
    ],
)
def test_a_processor_is_known_by_its_model_number_or_family(model: str, keys: set[str]) -> None:
    assert table.cpu_model_keys(model) == keys


# fresh9's graders, proved before the half is ever run, as fresh6's to fresh8's above: for each
# task a hand-written right answer (after the tool call that would find it, or the real edit)
# passes, and a plausible wrong one fails on its content.
_UID = os.getuid()
_OTHER_UID = 1000 if _UID != 1000 else 1001
_PYTHON3 = shutil.which("python3") or "/usr/bin/python3"
_IN_100 = dt.date.today() + dt.timedelta(days=100)
_IN_90 = dt.date.today() + dt.timedelta(days=90)
_ERR = table.LAST_ERROR_AT
_FIRST_ERROR = tool("bash", command="grep -m 1 ERROR logs/app.log")


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-23",
         [tool("grep", pattern="flour"),
          say("Flour comes up in notes.txt (Buy flour and sugar) and todo.md (order more "
              "flour).")],
         [tool("read_file", path="notes.txt"), say("Only notes.txt mentions flour.")]),
        ("files-24",
         [tool("bash", command="find . -name '*.csv' -not -path './.git/*'"),
          say("네, CSV 파일은 하나 있어요: ./sales.csv (프로젝트 맨 위 폴더)예요.")],
         [tool("bash", command="find docs -name '*.csv'"), say("CSV 파일은 하나도 없어요.")]),
        ("read-21",
         [tool("bash", command="grep ERROR logs/app.log | tail -n 1"),
          say(f"The last error was a payment gateway timeout for order "
              f"{table.LAST_ERROR_ORDER}, at {_ERR:%H:%M:%S} on June 30.")],
         [_FIRST_ERROR,
          say("The last error was a payment gateway timeout for order 1065, at 01:01:45.")]),
        ("read-22",
         [tool("read_file", path="notes.txt"),
          say("부엌 싱크대 때문에 배관공한테 전화하라는 메모예요 "
              "(Call the plumber about the kitchen sink).")],
         [tool("read_file", path="notes.txt"), say("Daniel에게 청구서 보내는 일 때문이에요.")]),
        ("count-21",
         [tool("bash", command="wc -c notes.txt"),
          say(f"notes.txt has {table.NOTES_CHARS} characters.")],
         [tool("bash", command="wc -w notes.txt"),
          say(f"notes.txt has {table.NOTES_WORDS} characters.")]),
        ("count-22",
         [tool("read_file", path="report.py"), say("csv랑 sys, 두 개를 import해요.")],
         [tool("read_file", path="report.py"), say("csv, sys, json 세 개를 import해요.")]),
        ("csv-21",
         [tool("read_file", path="sales.csv"),
          say("On average a sale has about 26.9 units (323 units over 12 sales).")],
         [tool("read_file", path="sales.csv"), say("On average a sale has about 30 units.")]),
        ("csv-22",
         [tool("read_file", path="sales.csv"),
          say("머핀은 서울에서 55개로 제일 많이 팔렸어요. 부산은 45개, 인천은 35개예요.")],
         [tool("bash", command="grep muffin sales.csv | tail -n 1"),
          say("머핀은 부산에서 제일 많이 팔렸어요.")]),
        ("git-21",
         [tool("bash", command="git ls-files | wc -l"), say("git tracks 11 files.")],
         [tool("bash", command="find . -type f -not -path './.git/*' | wc -l"),
          say("git tracks 13 files.")]),
        ("git-22",
         [tool("bash", command="git log --format='%ad %s' --date=short"),
          say("첫 커밋이 2024-06-01, 마지막 커밋이 2024-06-04라서 3일 걸렸어요.")],
         [tool("bash", command="git log main --format='%ad %s' --date=short"),
          say("첫 커밋 2024-06-01부터 마지막 커밋 2024-06-03까지 이틀 걸렸어요.")]),
        ("write-21",
         [tool("bash", command="printf '*.tmp\\n' >> .gitignore"),
          say("Added *.tmp to .gitignore.")],
         [tool("bash", command="printf '*.tmp\\n' > .gitignore"),
          say("Added *.tmp to .gitignore.")]),
        ("write-22",
         [tool("bash", command="grep -v cheesecake sales.csv > t.csv && mv t.csv sales.csv"),
          say("sales.csv에서 치즈케이크 줄을 지웠어요.")],
         [tool("bash", command="sed -i 9d sales.csv"),  # one line too early
          say("sales.csv에서 치즈케이크 줄을 지웠어요.")]),
        ("script-21",
         [tool("bash", command="python3 -c 'print(2**100)'"),
          say("2 to the power of 100 is 1267650600228229401496703205376.")],
         [tool("bash", command="python3 -c 'print(2.0**100)'"),
          say("It's about 1.27e30: 1,267,650,600,228,229,400,000,000,000,000.")]),
        ("script-22",
         [tool("bash", command="python3 -c \"import datetime as d; "
                               "print(d.date.today() + d.timedelta(days=100))\""),
          say(f"오늘부터 100일 뒤는 {_IN_100:%Y-%m-%d}이에요.")],
         [tool("bash", command="date +%F"),
          say(f"100일이면 대략 석 달 뒤니까 {_IN_90.month}월 {_IN_90.day}일쯤이에요.")]),
        ("calc-21",
         [say("An 18% tip on $64.50 is $11.61, so $76.11 in all.")],
         [say("An 18% tip would be $11.16.")]),
        ("calc-22",
         [say("4200만 원을 12로 나누면 한 달에 세전 350만 원이에요.")],
         [say("한 달에 세전으로 약 320만 원이에요.")]),
        ("machine-21",
         [tool("bash", command="id -u"), say(f"Your user ID is {_UID}.")],
         [tool("bash", command="id -u"), say(f"Your user ID is {_OTHER_UID}.")]),
        ("machine-22",
         [tool("bash", command="which python3"), say(f"python3는 {_PYTHON3}에 있어요.")],
         [tool("bash", command="which python3"),
          say("python3는 /opt/python3/bin/python3에 있어요.")]),
        ("chat-21",
         [say("They speak Portuguese in Brazil.")],
         [say("Most people in Brazil speak Spanish.")]),
        ("chat-22",
         [say("조선은 태조 이성계가 세웠어요.")],
         [say("조선은 태조 왕건이 세웠어요.")]),
    ],
)
def test_fresh9_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh9"
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-23", [tool("bash", command="grep -rl --exclude-dir=.git flour ."),
                      "These files mention flour: {out}"]),
        ("files-24", [tool("bash", command="find . -name '*.csv' -not -path './.git/*'"),
                      "CSV 파일은 여기 있어요: {out}"]),
        ("read-21", [tool("bash", command="grep ERROR logs/app.log | tail -n 1"),
                     "The last error: {out}"]),
        ("read-22", [tool("bash", command="grep -i plumber notes.txt"), "메모 내용: {out}"]),
        ("count-21", [tool("bash", command="wc -c < notes.txt"),
                      "notes.txt has {out} characters."]),
        ("count-22", [tool("bash", command="grep -cE '^(import|from) ' report.py"),
                      "import하는 모듈은 {out}개예요."]),
        ("csv-21", [tool("bash", command="awk -F, 'NR > 1 {s += $4; n++} END {print s / n}' "
                                         "sales.csv"),
                    "A sale has {out} units on average."]),
        ("csv-22", [tool("bash", command="awk -F, '$3 == \"muffin\"' sales.csv | "
                                         "sort -t, -k4 -n | tail -n 1 | cut -d, -f2"),
                    "머핀이 제일 많이 팔린 곳: {out}"]),
        ("git-21", [tool("bash", command="git ls-files | wc -l"), "git tracks {out} files."]),
        ("git-22", [tool("bash", command="python3 -c \"import subprocess, datetime as d; "
                                         "days = subprocess.run(['git', 'log', '--all', "
                                         "'--format=%ad', '--date=short'], "
                                         "capture_output=True, text=True).stdout.split(); "
                                         "print((d.date.fromisoformat(max(days)) - "
                                         "d.date.fromisoformat(min(days))).days)\""),
                    "첫 커밋부터 마지막 커밋까지 {out}일 걸렸어요."]),
        ("script-21", [tool("bash", command="python3 -c 'print(2**100)'"), "It is {out}."]),
        ("script-22", [tool("bash", command="python3 -c \"import datetime as d; "
                                            "print(d.date.today() + d.timedelta(days=100))\""),
                       "100일 뒤는 {out}이에요."]),
        ("machine-21", [tool("bash", command="id -u"), "Your user ID is {out}."]),
        ("machine-22", [tool("bash", command="command -v python3"), "python3 경로: {out}"]),
    ],
)
def test_fresh9_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh9's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_a_day_from_today_is_read_when_graded(tmp_path: Path) -> None:
    check = table.days_from_today_in_answer(100, 99)
    today = dt.date.today()
    for days in (100, 99):
        day = today + dt.timedelta(days=days)
        assert check(table.Trace(answer=f"It is {day:%B} {day.day}."), tmp_path).ok
    day = today + dt.timedelta(days=101)
    assert not check(table.Trace(answer=f"It is {day.isoformat()}."), tmp_path).ok


def test_a_python_path_must_be_a_whole_path(tmp_path: Path) -> None:
    check = table.python_path_in_answer()
    paths = table.python_paths()
    assert _PYTHON3 in paths
    assert check(table.Trace(answer=f"It is at {_PYTHON3}."), tmp_path).ok
    assert check(table.Trace(answer=f"`{_PYTHON3}`"), tmp_path).ok
    assert not check(table.Trace(answer=f"It is at /opt/x{_PYTHON3}."), tmp_path).ok


# fresh10's graders, proved before the half is ever run, as fresh6's to fresh9's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_SHELL = os.path.basename(pwd.getpwuid(os.getuid()).pw_shell)
_OTHER_SHELL = "zsh" if _SHELL != "zsh" else "fish"
_TODAY = dt.date.today()
_MONTH_DAYS = calendar.monthrange(_TODAY.year, _TODAY.month)[1]
_NOT_MONTH_DAYS = 30 if _MONTH_DAYS != 30 else 31
_PY_KO_REGIONS = (
    "python3 -c \"import csv; rows = list(csv.reader(open('sales.csv'))); "
    "names = {'Seoul': '서울', 'Busan': '부산', 'Incheon': '인천'}; "
    "rows[1:] = [[r[0], names[r[1]], *r[2:]] for r in rows[1:]]; "
    "csv.writer(open('sales.csv', 'w', newline=''), lineterminator='\\n').writerows(rows)\""
)
_PY_UNITS = (
    "python3 -c \"import csv; t = {}; "
    "[t.__setitem__(r['product'], t.get(r['product'], 0) + int(r['units'])) "
    "for r in csv.DictReader(open('sales.csv'))]; print(t)\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-25",
         [tool("bash", command="find . -type f -not -path '*/.*' -printf '%s %p\\n' | sort -n"),
          say("The smallest one is draft.txt, at 26 bytes.")],
         [tool("bash", command="find . -type f -printf '%s %p\\n' | sort -n | head -n 1"),
          say("The smallest file is .gitignore (6 bytes).")]),
        ("files-26",
         [tool("bash", command="grep -rli --exclude-dir=.git busan ."),
          say("notes.txt에 있어요: 'Book train tickets to Busan'.")],
         [tool("bash", command="grep -rli --exclude-dir=.git busan ."),
          say("sales.csv에 부산 관련 내용이 있어요.")]),
        ("read-23",
         [tool("bash", command="grep -i invoice notes.txt"),
          say("Your note says to send the invoice to Daniel.")],
         [tool("read_file", path="notes.txt"),
          say("You were supposed to send it to Mina.")]),
        ("read-24",
         [tool("read_file", path="todo.md"),
          say("체크된 건 'update README' 하나예요. README 업데이트는 끝났어요.")],
         [tool("read_file", path="todo.md"),
          say("todo.md 내용이에요:\n- [ ] fix the login bug\n- [ ] write tests for report.py\n"
              "- [x] update README\n- [ ] order more flour")]),
        ("count-23",
         [tool("bash", command="grep -o '/items/[0-9]*' logs/app.log | sort -u | wc -l"),
          say("50 different /items/ pages were requested (/items/0 to /items/49).")],
         [tool("bash", command="grep -c '/items/' logs/app.log"),
          say("There were 1265 different /items/ pages requested.")]),
        ("count-24",
         [tool("bash", command="awk -F, 'NR > 1 && $5 > 3000' sales.csv"),
          say("단가가 3,000원 넘는 판매는 6건이에요 (크루아상 3건, 바게트 2건, 치즈케이크 1건).")],
         [tool("bash", command="awk -F, 'NR > 1 && $5 > 3000 {print $3}' sales.csv | sort -u"),
          say("단가가 3,000원 넘는 건 3건이에요: 크루아상, 바게트, 치즈케이크.")]),
        ("csv-23",
         [tool("read_file", path="sales.csv"),
          say("Croissants, muffins and bagels were sold in all three regions.")],
         [tool("read_file", path="sales.csv"),
          say("Croissants, baguettes and muffins sold everywhere.")]),
        ("csv-24",
         [tool("read_file", path="sales.csv"),
          say("부산 매출은 308,500원, 인천은 218,400원이라서 부산이 9만 100원 더 많아.")],
         [tool("read_file", path="sales.csv"),
          say("부산이 인천보다 100개 더 팔아서 매출이 약 10만 원 더 많아.")]),
        ("git-23",
         [tool("bash", command="git rev-list --count main"),
          say("The main branch has 3 commits.")],
         [tool("bash", command="git rev-list --count HEAD"),
          say("The main branch has 4 commits.")]),
        ("git-24",
         [tool("bash", command="git log --reverse --format='%ad' --date=iso | head -n 1"),
          say("첫 커밋은 2024년 6월 1일 오전 9시에 했어요.")],
         [tool("bash", command="git log -1 --format='%ad' --date=iso"),
          say("2024년 6월 4일 낮 12시에 했어요.")]),
        ("write-23",
         [tool("bash", command="sed -i 's/at 3pm/at 4pm/' notes.txt"),
          say("Done: your meeting with Mina is now at 4pm on Friday.")],
         [tool("bash", command="echo 'Meeting with Mina at 4pm on Friday' >> notes.txt"),
          say("Done: your meeting with Mina is now at 4pm on Friday.")]),
        ("write-24",
         [tool("bash", command=_PY_KO_REGIONS), say("지역 이름을 서울, 부산, 인천으로 바꿨어.")],
         [tool("bash", command="sed -i 's/Seoul/서울/; s/Busan/부산/' sales.csv"),
          say("지역 이름을 한글로 바꿨어.")]),
        ("script-23",
         [tool("bash", command="python3 -c \"import datetime; "
                               "print(datetime.date(2024, 6, 1).strftime('%A'))\""),
          say("The first sale, on 2024-06-01, was on a Saturday.")],
         [tool("bash", command="head -n 2 sales.csv"),
          say("The first sale, on June 1, 2024, was a Friday.")]),
        ("script-24",
         [tool("bash", command=_PY_UNITS),
          say("제품별 합계예요: 크루아상 92개, 바게트 40개, 머핀 135개, 베이글 48개, "
              "치즈케이크 8개.")],
         [tool("bash", command=_PY_UNITS),
          say("제품별 합계예요: 크루아상 92개, 바게트 40개, 머핀 100개, 베이글 48개, "
              "치즈케이크 8개.")]),
        ("calc-23",
         [say("4.5 × 3.2 = 14.4 m², which is about 155 square feet.")],
         [say("4.5 × 3.2 = 14.4 m², which is about 47.2 square feet.")]),
        ("calc-24",
         [say("부가세 10%가 포함된 금액이니까 55,000 ÷ 1.1 = 5만 원이에요. "
              "부가세는 5천 원이고요.")],
         [say("55,000원에서 10%를 빼면 49,500원이에요.")]),
        ("machine-23",
         [tool("bash", command="getent passwd \"$(id -un)\" | cut -d: -f7"),
          say(f"Your default shell is {_SHELL}.")],
         [tool("bash", command="getent passwd \"$(id -un)\" | cut -d: -f7"),
          say(f"Your default shell is {_OTHER_SHELL}.")]),
        ("machine-24",
         [tool("bash", command="date +%F"), say(f"이번 달은 {_MONTH_DAYS}일까지 있어.")],
         [tool("bash", command="date +%F"), say(f"이번 달은 {_NOT_MONTH_DAYS}일까지 있어.")]),
        ("chat-23",
         [say("The Pacific Ocean is the biggest.")],
         [say("The Atlantic Ocean is the biggest.")]),
        ("chat-24",
         [say("국보 1호는 숭례문(남대문)이었어. 지금은 지정번호가 없어졌지만.")],
         [say("국보 1호는 훈민정음이었어.")]),
    ],
)
def test_fresh10_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh10"
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-25", [tool("bash", command="find . -type f -not -path '*/.*' -printf '%s %p\\n' "
                                           "| sort -n | head -n 1"),
                      "The smallest file: {out}"]),
        ("files-26", [tool("bash", command="grep -rli --exclude-dir=.git 'train' ."),
                      "기차표 메모는 여기 있어요: {out}"]),
        ("read-23", [tool("bash", command="grep -i invoice notes.txt"), "Your note: {out}"]),
        ("read-24", [tool("bash", command="grep -F -- '- [x]' todo.md"),
                     "끝낸 건 이거예요: {out}"]),
        ("count-23", [tool("bash", command="grep -o '/items/[0-9]*' logs/app.log | sort -u | "
                                           "wc -l"),
                      "{out} different pages were requested."]),
        ("count-24", [tool("bash", command="awk -F, 'NR > 1 && $5 > 3000' sales.csv | wc -l"),
                      "{out}건이에요."]),
        ("csv-23", [tool("bash", command="python3 -c \"import csv; rows = list(csv.DictReader("
                                         "open('sales.csv'))); regions = {r['region'] for r in "
                                         "rows}; print(sorted(p for p in {r['product'] for r in "
                                         "rows} if {r['region'] for r in rows if r['product'] == "
                                         "p} == regions))\""),
                    "Sold in every region: {out}"]),
        ("csv-24", [tool("bash", command="awk -F, '$2 == \"Busan\" {b += $4 * $5} "
                                         "$2 == \"Incheon\" {i += $4 * $5} END {print b - i}' "
                                         "sales.csv"),
                    "부산이 인천보다 {out}원 더 많아."]),
        ("git-23", [tool("bash", command="git rev-list --count main"),
                    "main has {out} commits."]),
        ("git-24", [tool("bash", command="git log --reverse --format=%ad | head -n 1"),
                    "첫 커밋: {out}"]),
        ("script-23", [tool("bash", command="python3 -c \"import csv, datetime as d; "
                                            "rows = csv.DictReader(open('sales.csv')); "
                                            "print(d.date.fromisoformat(min(r['date'] for r in "
                                            "rows)).strftime('%A'))\""),
                       "The first sale was on a {out}."]),
        ("script-24", [tool("bash", command=_PY_UNITS), "제품별 합계: {out}"]),
        ("machine-23", [tool("bash", command="getent passwd \"$(id -un)\" | cut -d: -f7"),
                        "Your default shell is {out}."]),
        ("machine-24", [tool("bash", command="python3 -c \"import calendar, datetime as d; "
                                             "t = d.date.today(); "
                                             "print(calendar.monthrange(t.year, t.month)[1])\""),
                        "이번 달은 {out}일까지 있어요."]),
    ],
)
def test_fresh10_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh10's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


@pytest.mark.parametrize(
    "time_said", ["4pm", "4 PM", "4:00 pm", "16:00"],
)
def test_the_moved_meeting_may_be_written_as_any_usual_time(time_said: str, tmp_path: Path) -> None:
    command = f"sed -i 's/at 3pm/at {time_said}/' notes.txt"
    result = run("write-23", tool("bash", command=command), say("Updated your notes."),
                 tmp_path=tmp_path)
    assert result.right, (result.why, result.answer)
    wrong = run("write-23", tool("bash", command="sed -i 's/at 3pm/at 5pm/' notes.txt"),
                say("Updated your notes."), tmp_path=tmp_path)
    assert not wrong.right and "notes.txt is" in wrong.why


@pytest.mark.parametrize(
    ("shell", "answer", "ok"),
    [
        ("/bin/bash", "Your default shell is bash.", True),
        ("/bin/bash", "It's /usr/bin/bash.", True),
        ("/bin/bash", "It's GNU Bash 5.2.", True),
        ("/bin/bash", "Your default shell is sh.", False),
        ("/bin/bash", "Your default shell is zsh.", False),
        ("/bin/sh", "Your default shell is /bin/bash.", False),
        ("/bin/sh", "Your default shell is /bin/sh.", True),
        ("/usr/bin/zsh", "It's zsh.", True),
    ],
)
def test_a_shell_is_named_as_a_whole_word(
    shell: str, answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "shell_names", lambda: {os.path.basename(shell)})
    assert table.shell_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_days_of_this_month_are_read_when_graded(tmp_path: Path) -> None:
    check = table.days_in_month_in_answer()
    assert check(table.Trace(answer=f"{_TODAY.month}월은 {_MONTH_DAYS}일까지 있어요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_MONTH_DAYS}일까지 있어요."), tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("첫 커밋은 2024-06-01 09:00:00에 했어요.", True),
        ("Sat Jun 1 09:00:00 2024 +0000에 했어요.", True),
        ("2024년 6월 1일 아침 9시예요.", True),
        ("2024년 6월 1일 오후 9시예요.", False),  # the right day, the wrong time
        ("2024년 6월 1일에 했어요.", False),  # no time, as asked
    ],
)
def test_the_first_commit_needs_its_day_and_its_time(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["git-24"])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh11's graders, proved before the half is ever run, as fresh6's to fresh10's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_BASH = sorted(table.bash_versions())[0]
_NOT_BASH = "4.4" if _BASH != "4.4" else "5.1"
_DAY_OF_YEAR = _TODAY.timetuple().tm_yday
_AGE = table.age_on(table.BORN, _TODAY)
_PY_BY_UNITS = (
    "python3 -c \"import csv; rows = list(csv.reader(open('sales.csv'))); "
    "rows[1:] = sorted(rows[1:], key=lambda r: int(r[3]), reverse=True); "
    "csv.writer(open('sales.csv', 'w', newline=''), lineterminator='\\n').writerows(rows)\""
)
_PY_MEDIAN = (
    "python3 -c \"import csv, statistics; "
    "print(statistics.median(int(r['units']) for r in csv.DictReader(open('sales.csv'))))\""
)
_PY_AGE = (
    "python3 -c \"import datetime as d; t = d.date.today(); b = d.date(1995, 8, 20); "
    "print(t.year - b.year - ((t.month, t.day) < (b.month, b.day)))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-27",
         [tool("bash", command="grep -rli --exclude-dir=.git stock ."),
          say("Three files mention stock: README.md, report.py and logs/app.log.")],
         [tool("bash", command="grep -li stock *.md *.py *.txt"),
          say("README.md and report.py mention stock.")]),
        ("files-28",
         [tool("bash", command="grep -l '^def ' $(find . -name '*.py')"),
          say("함수가 정의된 건 src/app.py랑 src/utils.py예요. report.py엔 함수가 없어요.")],
         [tool("bash", command="grep -l 'def ' src/utils.py"),
          say("src/utils.py 하나예요. price_with_tax가 정의돼 있어요.")]),
        ("read-25",
         [tool("bash", command="head -n 1 sales.csv"),
          say("The columns are date, region, product, units and unit_price.")],
         [tool("bash", command="head -n 1 sales.csv"),
          say("The columns are date, region, product and price.")]),
        ("read-26",
         [tool("bash", command="grep -m 1 WARN logs/app.log"),
          say("stock 테이블이에요. 'slow query on table stock'이라고 찍혀 있어요.")],
         [tool("bash", command="grep -m 1 WARN logs/app.log"),
          say("sales 테이블에서 느린 쿼리가 난 거예요.")]),
        ("count-25",
         [tool("bash", command="find . -path ./.git -prune -o -type f -print | wc -l"),
          say("There are 13 files in the project, .gitignore and logs/app.log included.")],
         [tool("bash", command="ls | wc -l"),
          say("There are 10 files in the project.")]),
        ("count-26",
         [tool("bash", command="wc -L notes.txt"),
          say("제일 긴 줄은 'Call the plumber about the kitchen sink'로 39글자예요.")],
         [tool("bash", command="wc -L notes.txt"),
          say("제일 긴 줄은 'Meeting with Mina at 3pm on Friday'로 34글자예요.")]),
        ("csv-25",
         [tool("read_file", path="sales.csv"),
          say("The 55 muffins sold in Seoul on June 2 brought in the most: 154,000 won.")],
         [tool("read_file", path="sales.csv"),
          say("The 45 muffins sold in Busan on June 5 brought in the most: 126,000 won.")]),
        ("csv-26",
         [tool("read_file", path="sales.csv"),
          say("인천이 218,400원으로 매출이 제일 적어요.")],
         [tool("read_file", path="sales.csv"),
          say("부산이 제일 적어요. 판매 건수로 봐도 그래요.")]),
        ("git-25",
         [tool("bash", command="git log --reverse --stat --format=%s"),
          say("'Add app code and docs' added the most: 5 files.")],
         [tool("bash", command="git log --reverse --stat --format=%s"),
          say("'Add sales data and report script' added the most: 4 files.")]),
        ("git-26",
         [tool("bash", command="git log --reverse --format='%h %s'"),
          say("두 번째 커밋은 '{hash}'예요.")],  # filled in from the workspace below
         [tool("bash", command="git log --reverse --format='%h %s'"),
          say("두 번째 커밋 해시는 '{other}'예요.")]),
        ("write-25",
         [tool("bash", command="mkdir -p archive && mv draft.txt archive/"),
          say("Moved draft.txt into archive/.")],
         [tool("bash", command="mkdir -p archive && cp draft.txt archive/"),
          say("Moved draft.txt into archive/.")]),
        ("write-26",
         [tool("bash", command=_PY_BY_UNITS), say("units 많은 순으로 정렬했어요.")],
         [tool("bash", command="sort -t, -k4 -nr -o sales.csv sales.csv"),
          say("units 많은 순으로 정렬했어요.")]),
        ("script-25",
         [tool("bash", command=_PY_MEDIAN), say("The median of the units column is 23.5.")],
         [tool("bash", command=_PY_MEDIAN), say("The median of the units column is 22.")]),
        ("script-26",
         [tool("bash", command=_PY_AGE), say(f"만 {_AGE}살이에요.")],
         [tool("bash", command=_PY_AGE), say(f"만 {_AGE + 1}살이에요.")]),
        ("calc-25",
         [say("Leave by 8:25 at the latest.")],
         [say("Leave by 8:35 at the latest.")]),
        ("calc-26",
         [say("70 ÷ 1.75² = 약 22.9예요. 정상 체중 범위예요.")],
         [say("70 ÷ 1.75 = 40이에요.")]),
        ("machine-25",
         [tool("bash", command="bash --version | head -n 1"),
          say(f"You have GNU bash {_BASH}.")],
         [tool("bash", command="bash --version | head -n 1"),
          say(f"You have GNU bash {_NOT_BASH}.")]),
        ("machine-26",
         [tool("bash", command="date +%j"), say(f"오늘은 올해 {_DAY_OF_YEAR}번째 날이야.")],
         [tool("bash", command="date +%j"), say(f"오늘은 올해 {_DAY_OF_YEAR - 1}번째 날이야.")]),
        ("chat-25",
         [say("Alexander Fleming discovered penicillin in 1928.")],
         [say("Louis Pasteur discovered penicillin.")]),
        ("chat-26",
         [say("5만 원권에는 신사임당이 나와.")],
         [say("5만 원권에는 세종대왕이 나와.")]),
    ],
)
def test_fresh11_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh11"
    if task_id == "git-26":  # a commit's hash is made when the workspace is built
        (tmp_path / "probe").mkdir()
        ws = table.build_workspace(tmp_path / "probe")
        second = sorted(table.commit_hashes(ws, table.SECOND_COMMIT))[0][:7]
        other = sorted(table.commit_hashes(ws, table.APP_COMMIT))[0][:7]
        right = [right[0], say(str(right[1].text).format(hash=second))]
        wrong = [wrong[0], say(str(wrong[1].text).format(other=other))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-27", [tool("bash", command="grep -rli --exclude-dir=.git stock . | sort"),
                      "These mention stock: {out}"]),
        ("files-28", [tool("bash", command="grep -rl --include='*.py' '^def ' . | sort"),
                      "함수가 정의된 파일: {out}"]),
        ("read-25", [tool("bash", command="head -n 1 sales.csv"), "The columns: {out}"]),
        ("read-26", [tool("bash", command="grep -m 1 'slow query' logs/app.log"),
                     "로그에 이렇게 찍혀 있어요: {out}"]),
        ("count-25", [tool("bash", command="find . -path ./.git -prune -o -type f -print | "
                                           "wc -l"),
                      "{out} files in all."]),
        ("count-26", [tool("bash", command="awk '{ print length }' notes.txt | sort -n | "
                                           "tail -n 1"),
                      "제일 긴 줄은 {out}글자예요."]),
        ("csv-25", [tool("bash", command="awk -F, 'NR > 1 {print $4 * $5, $1, $2, $3}' "
                                         "sales.csv | sort -n | tail -n 1"),
                    "The biggest sale: {out}"]),
        ("csv-26", [tool("bash", command="awk -F, 'NR > 1 {t[$2] += $4 * $5} END {for (r in t) "
                                         "print t[r], r}' sales.csv | sort -n | head -n 1"),
                    "매출이 제일 적은 지역: {out}"]),
        ("git-25", [tool("bash", command="git log --all --format='%s' --shortstat | "
                                         "grep -B 2 '5 files changed'"),
                    "This one: {out}"]),
        ("git-26", [tool("bash", command="git log --reverse --format='%h %s' | sed -n 2p"),
                    "두 번째 커밋이에요: {out}"]),
        ("script-25", [tool("bash", command=_PY_MEDIAN), "The median is {out}."]),
        ("script-26", [tool("bash", command=_PY_AGE), "만 {out}살이에요."]),
        ("machine-25", [tool("bash", command="bash --version | head -n 1"),
                        "This machine has {out}."]),
        ("machine-26", [tool("bash", command="date +%j | sed 's/^0*//'"),
                        "오늘은 올해 {out}번째 날이에요."]),
    ],
)
def test_fresh11_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh11's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Leave at 8:25.", True),
        ("You should head out at 8:25 AM.", True),
        ("오전 8시 25분에는 나가야 해요.", True),
        ("Leave at 8:25 pm.", False),
        ("Leave 50 minutes before 9:15.", False),  # the time itself is not worked out
    ],
)
def test_the_time_to_leave_is_a_time_of_day(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["calc-25"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("born", "today", "age"),
    [
        (dt.date(1995, 8, 20), dt.date(2026, 8, 19), 30),
        (dt.date(1995, 8, 20), dt.date(2026, 8, 20), 31),
        (dt.date(1995, 8, 20), dt.date(2026, 12, 5), 31),
        (dt.date(1995, 8, 20), dt.date(2027, 1, 1), 31),
    ],
)
def test_a_korean_full_age_counts_the_birthday(born: dt.date, today: dt.date, age: int) -> None:
    assert table.age_on(born, today) == age


def test_the_age_and_the_day_of_the_year_are_read_when_graded(tmp_path: Path) -> None:
    age = table.age_in_answer(table.BORN)
    assert age(table.Trace(answer=f"만 {_AGE}세예요."), tmp_path).ok
    korean_count = f"한국 나이로 {_AGE + 1}살이에요."  # not the 만 나이
    assert not age(table.Trace(answer=korean_count), tmp_path).ok
    day = table.day_of_year_in_answer()
    assert day(table.Trace(answer=f"{_TODAY.year}년의 {_DAY_OF_YEAR}번째 날"), tmp_path).ok
    assert not day(table.Trace(answer=f"{_DAY_OF_YEAR + 1}번째 날"), tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Thirteen files, .gitignore included.", True),
        ("13 files.", True),
        ("12 files (not counting .gitignore).", False),
    ],
)
def test_the_project_files_may_be_counted_in_words(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["count-25"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


def test_the_commit_with_the_most_files_may_be_named_by_its_hash(tmp_path: Path) -> None:
    (tmp_path / "probe").mkdir()
    ws = table.build_workspace(tmp_path / "probe")
    app = sorted(table.commit_hashes(ws, table.APP_COMMIT))[0][:7]
    data = sorted(table.commit_hashes(ws, table.DATA_COMMIT))[0][:7]
    task = table.tasks_for("all", ["git-25"])[0]
    for answer, ok in ((f"Commit {app} added five files.", True),
                       (f"Commit {data} added 5 files.", False)):
        trace = table.Trace(answer=answer)
        assert all(check(trace, ws).ok for check in task.checks[:-1]) is ok


# fresh12's graders, proved before the half is ever run, as fresh6's to fresh11's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_SINCE_LAST = (_TODAY - table.LAST_COMMIT_DAY).days
_SINCE_FIRST = (_TODAY - table.FIRST_COMMIT_DAY).days  # 3 days more: the wrong commit's
_SHA256 = table.SALES_SHA256
_MD5 = hashlib.md5(table.workspace_files()["sales.csv"].encode("utf-8")).hexdigest()
_RELEASE = table.os_release()
_DISTRO = _RELEASE.get("PRETTY_NAME", "")
_OTHER_DISTRO = "Fedora Linux 39" if _RELEASE.get("ID") == "ubuntu" else "Ubuntu 22.04 LTS"
_IP = min(table.local_addresses(), default="")
_BUSAN_CSV = "(head -n 1 sales.csv && grep ',Busan,' sales.csv) > busan.csv"
_PY_REORDER = (
    "python3 report.py | python3 -c \"import re, sys; stock, reorder = map(int, "
    "re.findall(r'\\d+', sys.stdin.read())); print(round(100 * reorder / stock, 2))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-29",
         [tool("bash", command="find . -path ./.git -prune -o -path ./logs -prune -o -type f "
                               "-exec wc -l {} + | sort -n"),
          say("README.md has the most lines, 16 (report.py comes next with 14).")],
         [tool("bash", command="ls -S | head -n 3"),
          say("report.py is the longest file in the project.")]),
        ("files-30",
         [tool("bash", command="grep -rl --include='*.py' sales.csv ."),
          say("report.py에서 읽어요. csv.DictReader로 sales.csv를 열어요.")],
         [tool("bash", command="grep -rl --exclude-dir=.git sales.csv ."),
          say("README.md랑 docs/usage.md에 sales.csv 얘기가 있어요.")]),
        ("read-27",
         [tool("bash", command="grep -m 1 ' 12:' logs/app.log"),
          say("At 12:00:06 it served a request: GET /items/8.")],
         [tool("bash", command="grep -m 1 ' 12:' logs/app.log"),
          say("Right at noon it logged a slow query warning on the stock table.")]),
        ("read-28",
         [tool("read_file", path="README.md"),
          say("README 맨 아래에 질문은 Mina Park한테 하라고 돼 있어요.")],
         [tool("read_file", path="README.md"),
          say("README에는 Daniel한테 물어보라고 돼 있어요.")]),
        ("count-27",
         [tool("bash", command="grep -c ' INFO ' logs/app.log"),
          say("1266 of the lines are INFO messages.")],
         [tool("bash", command="grep -c 'request served' logs/app.log"),
          say("1265 lines are INFO messages.")]),
        ("count-28",
         [tool("bash", command="tail -n +2 sales.csv | cut -d, -f1 | sort -u"),
          say("6월 1일부터 6월 6일까지, 6일 치 기록이 있어요.")],
         [tool("bash", command="tail -n +2 sales.csv | wc -l"),
          say("6월 1일부터 6월 6일까지 12일 치 기록이 있어요.")]),
        ("csv-27",
         [tool("read_file", path="sales.csv"),
          say("June 1 to 3 brought in 592,000 won (189,500 + 204,000 + 198,500).")],
         [tool("read_file", path="sales.csv"),
          say("June 1 to 3 brought in 393,500 won.")]),  # the first two days only
        ("csv-28",
         [tool("read_file", path="sales.csv"),
          say("인천에서는 베이글이 20개로 제일 적게 팔렸어요.")],
         [tool("read_file", path="sales.csv"),
          say("인천에서는 크루아상이 22개로 제일 적게 팔렸어요.")]),
        ("git-27",
         [tool("bash", command="git log -1 --format=%ad"),
          say("The last commit was made on a Tuesday, June 4, 2024.")],
         [tool("bash", command="git log -2 --format=%ad"),
          say("It was made on a Monday, June 3, 2024.")]),
        ("git-28",
         [tool("bash", command="git log -1 --format=%cs; date +%F"),
          say(f"마지막 커밋이 2024-06-04라서 오늘까지 {_SINCE_LAST}일 지났어요.")],
         [tool("bash", command="git log --reverse --format=%cs | head -n 1; date +%F"),
          say(f"커밋이 2024-06-01이라서 {_SINCE_FIRST}일 지났어요.")]),
        ("write-27",
         [tool("bash", command=_BUSAN_CSV),
          say("Done: busan.csv has the header and Busan's 4 sales.")],
         [tool("bash", command="grep ',Busan,' sales.csv > busan.csv"),  # no header
          say("Done: busan.csv has Busan's 4 sales.")]),
        ("write-28",
         [tool("bash", command="sed -i 's/^- \\[x\\] update README/- [ ] update README/' todo.md"),
          say("README 업데이트 체크를 풀어 놨어요.")],
         [tool("bash", command="echo '- [ ] update README' >> todo.md"),
          say("README 업데이트를 다시 할 일로 넣어 놨어요.")]),
        ("script-27",
         [tool("bash", command="sha256sum sales.csv"),
          say(f"The SHA-256 of sales.csv is {_SHA256}.")],
         [tool("bash", command="md5sum sales.csv"),
          say(f"The checksum of sales.csv is {_MD5}.")]),
        ("script-28",
         [tool("bash", command="python3 report.py"),
          say("재고 42개 중에 3개라서 약 7.1%예요.")],
         [tool("bash", command="python3 report.py"),
          say("재고 42개 중에 39개는 괜찮으니까 92.9%예요.")]),
        ("calc-27",
         [say("3 × $4.75 = $14.25, plus $3.25 makes $17.50, so you get $2.50 back.")],
         [say("$4.75 + $3.25 = $8.00, so you get $12.00 back.")]),
        ("calc-28",
         [say("1,380 × 250 = 345,000원, 34만 5천 원이에요.")],
         [say("250 × 1,380이면 3만 4천 5백 원이에요.")]),
        ("machine-27",
         [tool("bash", command="cat /etc/os-release"),
          say(f"This computer runs {_DISTRO}.")],
         [tool("bash", command="uname -a"),
          say(f"This computer runs {_OTHER_DISTRO}.")]),
        ("machine-28",
         [tool("bash", command="hostname -I"), say(f"내부 IP 주소는 {_IP}예요.")],
         [tool("bash", command="hostname -i"), say("내부 IP 주소는 127.0.0.1이에요.")]),
        ("chat-27",
         [say("Jane Austen wrote it; it came out in 1813.")],
         [say("Charlotte Brontë wrote it.")]),
        ("chat-28",
         [say("애국가는 안익태 선생이 작곡했어요.")],
         [say("애국가는 윤치호가 작곡했어요.")]),
    ],
)
def test_fresh12_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh12"
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-29", [tool("bash", command="find . -path ./.git -prune -o -path ./logs -prune -o "
                                           "-type f -exec wc -l {} + | grep -v ' total$' | "
                                           "sort -n | tail -n 1"),
                      "The file with the most lines: {out}"]),
        ("files-30", [tool("bash", command="grep -rl --include='*.py' sales.csv ."),
                      "sales.csv는 여기서 읽어요: {out}"]),
        ("read-27", [tool("bash", command="awk '$2 >= \"12:00:00\"' logs/app.log | head -n 1"),
                     "The first entry after noon: {out}"]),
        ("read-28", [tool("bash", command="grep -i questions README.md"),
                     "README에 이렇게 써 있어요: {out}"]),
        ("count-27", [tool("bash", command="grep -c ' INFO ' logs/app.log"),
                      "{out} lines are INFO messages."]),
        ("count-28", [tool("bash", command="tail -n +2 sales.csv | cut -d, -f1 | sort -u | "
                                           "wc -l"),
                      "{out}일 치 기록이 있어요."]),
        ("csv-27", [tool("bash", command="awk -F, 'NR > 1 && $1 <= \"2024-06-03\" "
                                         "{t += $4 * $5} END {print t}' sales.csv"),
                    "That's {out} won."]),
        ("csv-28", [tool("bash", command="awk -F, '$2 == \"Incheon\"' sales.csv | "
                                         "sort -t, -k4 -n | head -n 1"),
                    "제일 적게 팔린 건 이거예요: {out}"]),
        ("git-27", [tool("bash", command="git log -1 --format=%ad"),
                    "The last commit is dated {out}."]),
        ("git-28", [tool("bash", command="echo $(( ($(date +%s) - $(git log -1 --format=%ct)) "
                                         "/ 86400 ))"),
                    "마지막 커밋하고 {out}일 지났어요."]),
        ("script-27", [tool("bash", command="sha256sum sales.csv"), "Its checksum: {out}"]),
        ("script-28", [tool("bash", command=_PY_REORDER), "재주문할 게 {out}%예요."]),
        ("machine-27", [tool("bash", command="cat /etc/os-release"), "This machine: {out}"]),
        ("machine-28", [tool("bash", command="hostname -I"), "내부 IP 주소: {out}"]),
    ],
)
def test_fresh12_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh12's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("It was a Tuesday.", True),
        ("Tue Jun 4 12:00:00 2024 +0000", True),
        ("화요일에 했어요.", True),
        ("It was a Thursday.", False),
        ("Mon Jun 3 11:00:00 2024 +0000", False),
    ],
)
def test_a_weekday_may_be_named_in_full_or_as_git_prints_it(
    answer: str, ok: bool, tmp_path: Path
) -> None:
    check = table.weekday_named(dt.date(2024, 6, 4))
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_days_since_the_last_commit_are_read_when_graded(tmp_path: Path) -> None:
    check = table.days_since_in_answer(table.LAST_COMMIT_DAY)
    for gap in (_SINCE_LAST - 1, _SINCE_LAST, _SINCE_LAST + 1):
        assert check(table.Trace(answer=f"{gap:,}일 지났어요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{_SINCE_LAST + 3}일 지났어요."), tmp_path).ok
    assert not check(table.Trace(answer="2024-06-04에 했어요."), tmp_path).ok  # no count


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("6일 치예요.", True),
        ("엿새 치 기록이 있어요.", True),
        ("6월 1일부터 6월 6일까지 6일 치예요.", True),
        ("6월 1일부터 6월 6일까지 12건이 있어요.", False),  # a day of the month is no count
        ("June 1 to June 6: 12 sales.", False),
    ],
)
def test_the_days_of_sales_are_a_count_not_a_date(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["count-28"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        (f"sha256: {_SHA256}", True),
        (f"It is {_SHA256.upper()}.", True),
        (f"It starts with {_SHA256[:16]}.", True),
        (f"It starts with {_SHA256[:7]}.", False),  # too little of it to check a file by
        (f"It is {_SHA256[1:]}.", False),
        (f"md5: {_MD5}", False),
    ],
)
def test_a_checksum_is_its_whole_digest_or_a_long_prefix(
    answer: str, ok: bool, tmp_path: Path
) -> None:
    check = table.digest_in_answer(_SHA256)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


_DEBIAN = {"NAME": "Debian GNU/Linux", "ID": "debian", "VERSION_ID": "12",
           "VERSION_CODENAME": "bookworm"}


@pytest.mark.parametrize(
    ("release", "answer", "ok"),
    [
        (_DEBIAN, "Debian GNU/Linux 12 (bookworm).", True),
        (_DEBIAN, "It's Debian 12.7.", True),
        (_DEBIAN, "Debian, the bookworm release.", True),
        (_DEBIAN, "Debian 11 (bullseye).", False),
        (_DEBIAN, "Linux 12.", False),  # no distribution
        (_DEBIAN, "Ubuntu 12.", False),
        ({"NAME": "Ubuntu", "ID": "ubuntu", "VERSION_ID": "22.04"}, "Ubuntu 22.04.3 LTS", True),
        ({"NAME": "Ubuntu", "ID": "ubuntu", "VERSION_ID": "22.04"}, "Ubuntu 24.04 LTS", False),
        ({"NAME": "Arch Linux", "ID": "arch"}, "Arch Linux (a rolling release).", True),
        ({"NAME": "Arch Linux", "ID": "arch"}, "An x86_64 architecture.", False),
        ({}, "Debian 12.", False),  # nothing to grade by
    ],
)
def test_a_distribution_is_named_with_its_release(
    release: dict[str, str], answer: str, ok: bool, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(table, "os_release", lambda: release)
    assert table.distro_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("내부 IP는 192.168.0.12예요.", True),
        ("192.168.0.12/24", True),
        ("IPv6는 fd00::2예요.", True),
        ("192.168.0.123이에요.", False),
        ("192.168.0.1이에요.", False),
        ("127.0.0.1이에요.", False),
    ],
)
def test_an_ip_address_is_a_whole_address_of_this_machine(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "local_addresses", lambda: {"192.168.0.12", "fd00::2"})
    assert table.ip_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_this_machines_addresses_leave_loopback_out() -> None:
    addresses = table.local_addresses()
    assert "127.0.0.1" not in addresses and "::1" not in addresses
    assert all(not address.startswith("fe80:") for address in addresses)


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("345,000원이에요.", True),
        ("34만 5천 원이에요.", True),
        ("34만5000원", True),
        ("3만 4천 5백 원이에요.", False),
        ("34,500원이에요.", False),
    ],
)
def test_dollars_in_won_may_be_said_in_man(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["calc-28"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


# fresh13's graders, proved before the half is ever run, as fresh6's to fresh12's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_WEEK = _TODAY.isocalendar()[1]
_NOT_WEEK = max(table.week_numbers(_TODAY)) + 1  # a week off
_PY_TAXED = (
    "python3 -c \"import csv, sys; sys.path.insert(0, 'src'); from utils import price_with_tax; "
    "print(price_with_tax(sum(int(r['units']) * int(r['unit_price']) "
    "for r in csv.DictReader(open('sales.csv')))))\""
)
_NUMBERED = "awk '{print NR \". \" $0}' notes.txt > notes.tmp && mv notes.tmp notes.txt"
_BUILD_ONLY = "./scripts/check.sh | grep -o 'build [0-9]*' | cut -d' ' -f2 > build.txt"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-31",
         [tool("bash", command="grep -rli --exclude-dir=.git bakery ."),
          say("'bakery' shows up in README.md, report.py and src/app.py.")],
         [tool("bash", command="grep -l Bakery README.md report.py"),
          say("Only README.md has the word bakery in it.")]),
        ("files-32",
         [tool("bash", command="find scripts src docs -type f"),
          say("하위 폴더에는 scripts/check.sh, src/app.py, src/utils.py, docs/setup.md, "
              "docs/usage.md가 있어요.")],
         [tool("bash", command="ls src docs"),
          say("src에는 app.py, utils.py가 있고 docs에는 setup.md, usage.md가 있어요.")]),
        ("read-29",
         [tool("read_file", path="notes.txt"),
          say("Right after it comes 'Back up the laptop'.")],
         [tool("read_file", path="notes.txt"),
          say("Right after it comes 'Renew the domain before June'.")]),
        ("read-30",
         [tool("bash", command="grep 'order 1390' logs/app.log"),
          say("새벽 6시 10분 30초에 1390번 주문 결제가 타임아웃 났어요.")],
         [tool("bash", command="grep -m 1 ERROR logs/app.log"),
          say("새벽 1시 1분 45초에 결제가 타임아웃 났어요.")]),  # the log's first timeout
        ("count-29",
         [tool("bash", command="awk '$3 == \"ERROR\" && $2 >= \"18:00:00\"' logs/app.log | "
                               "wc -l"),
          say("6 errors were logged after 6 pm.")],
         [tool("bash", command="grep ERROR logs/app.log | awk '$2 >= \"19:00:00\"' | wc -l"),
          say("5 errors were logged after 6 pm.")]),  # after 7 pm: 6 pm is no count of 6
        ("count-30",
         [tool("bash", command="awk '$2 < \"12:00:00\"' logs/app.log | wc -l"),
          say("낮 12시 전에 찍힌 줄은 757줄이야.")],
         [tool("bash", command="awk '$2 < \"10:00:00\"' logs/app.log | wc -l"),
          say("오전에 찍힌 줄은 631줄이야.")]),
        ("csv-29",
         [tool("read_file", path="sales.csv"),
          say("June 6 brought in the least: 115,400 won.")],
         [tool("read_file", path="sales.csv"),
          say("June 4 brought in the least: 123,000 won.")]),
        ("csv-30",
         [tool("read_file", path="sales.csv"),
          say("서울 매출이 481,500원으로 전체 1,008,400원의 약 47.7%예요.")],
         [tool("read_file", path="sales.csv"),
          say("서울이 146개로 전체 323개의 약 45.2%예요.")]),  # the units' share, not the money's
        ("git-29",
         [tool("bash", command="git log --format='%ad %s' -- docs"),
          say("The docs folder was first committed on June 3, 2024, in 'Add app code and docs'.")],
         [tool("bash", command="git log -1 --format=%ad"),
          say("It was committed on June 4, 2024.")]),
        ("git-30",
         [tool("bash", command="git log -1 --format=%ad"),
          say("마지막 커밋은 2024년 6월 4일 낮 12시에 했어요.")],
         [tool("bash", command="git log -2 --format=%ad"),
          say("마지막 커밋은 6월 3일 오전 11시에 했어요.")]),  # the commit before it
        ("write-29",
         [tool("bash", command="sed -i '/,bagel,/s/,2500$/,2700/' sales.csv"),
          say("Fixed: the bagel rows now say 2,700.")],
         [tool("edit_file", path="sales.csv", old_string="bagel,20,2500",
               new_string="bagel,20,2700"),
          say("Fixed the bagel price to 2,700.")]),  # one row of the three
        ("write-30",
         [tool("bash", command=_NUMBERED), say("notes.txt 줄마다 번호를 붙였어요.")],
         [tool("bash", command="cat -n notes.txt > notes.tmp && mv notes.tmp notes.txt"),
          say("notes.txt에 번호 붙였어요.")]),
        ("script-29",
         [tool("bash", command=_BUILD_ONLY), say("Saved build 7781 to build.txt.")],
         [tool("bash", command="./scripts/check.sh | tail -n 1 > build.txt"),
          say("Saved the build number to build.txt.")]),  # the whole line
        ("script-30",
         [tool("bash", command=_PY_TAXED), say("세금 붙이면 1,109,240원이에요.")],
         [tool("bash", command=_PY_TAXED), say("세금 붙이면 1,008,400원이에요.")]),
        ("calc-29",
         [say("27.5 minutes over 5 km is 5:30 per kilometer.")],
         [say("That's about 5:50 per kilometer.")]),
        ("calc-30",
         [say("120분 ÷ 1.25 = 96분, 1시간 36분이면 다 봐요.")],
         [say("120분 × 1.25 = 150분, 2시간 30분 걸려요.")]),
        ("machine-29",
         [tool("bash", command="date +%s"), say("The Unix timestamp is {now}.")],
         [tool("bash", command="date +%s"), say("The Unix timestamp is {off}.")]),
        ("machine-30",
         [tool("bash", command="date +%V"), say("이번 주는 올해 {week}주차야.")],
         [tool("bash", command="date +%V"), say("이번 주는 올해 {not_week}주차야.")]),
        ("chat-29",
         [say("Albert Einstein: special relativity in 1905, general relativity in 1915.")],
         [say("Isaac Newton came up with it.")]),
        ("chat-30",
         [say("남한에서 제일 긴 강은 낙동강이에요.")],
         [say("한강이 제일 길어요.")]),
    ],
)
def test_fresh13_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh13"
    if task_id in ("machine-29", "machine-30"):  # the time and the week are read when run
        now = int(time.time())
        said = {"now": now, "off": now + 9 * 3600, "week": _WEEK, "not_week": _NOT_WEEK}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-31", [tool("bash", command="grep -rli --exclude-dir=.git bakery . | sort"),
                      "These have 'bakery' in them: {out}"]),
        ("files-32", [tool("bash", command="find scripts src docs -type f | sort"),
                      "하위 폴더 파일들이에요: {out}"]),
        ("read-29", [tool("bash", command="grep -A 1 'Water the plants' notes.txt | tail -n 1"),
                     "The next line: {out}"]),
        ("read-30", [tool("bash", command="grep 'order 1390' logs/app.log"),
                     "로그에 이렇게 찍혀 있어요: {out}"]),
        ("count-29", [tool("bash", command="awk '$3 == \"ERROR\" && $2 >= \"18:00:00\"' "
                                           "logs/app.log | wc -l"),
                      "{out} errors after 6 pm."]),
        ("count-30", [tool("bash", command="awk '$2 < \"12:00:00\"' logs/app.log | wc -l"),
                      "오전 중에 찍힌 줄은 {out}줄이에요."]),
        ("csv-29", [tool("bash", command="awk -F, 'NR > 1 {t[$1] += $4 * $5} END {for (d in t) "
                                         "print t[d], d}' sales.csv | sort -n | head -n 1"),
                    "The day with the least money: {out}"]),
        ("csv-30", [tool("bash", command="awk -F, 'NR > 1 {t += $4 * $5; if ($2 == \"Seoul\") "
                                         "s += $4 * $5} END {printf \"%.2f\", 100 * s / t}' "
                                         "sales.csv"),
                    "서울이 {out}%예요."]),
        ("git-29", [tool("bash", command="git log --reverse --format=%ad -- docs | head -n 1"),
                    "The docs folder came in on {out}."]),
        ("git-30", [tool("bash", command="git log -1 --format=%ad"),
                    "마지막 커밋 시각이에요: {out}"]),
        ("script-30", [tool("bash", command=_PY_TAXED), "세금 붙이면 {out}원이에요."]),
        ("machine-29", [tool("bash", command="date +%s"), "The Unix timestamp is {out}."]),
        ("machine-30", [tool("bash", command="date +%V"), "이번 주는 {out}주차예요."]),
    ],
)
def test_fresh13_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh13's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("6 errors were logged after 6 pm.", True),
        ("Six errors after 6 pm.", True),
        ("After 18:00 there were 6 errors.", True),
        ("오후 6시 이후에 에러가 6번 있었어요.", True),
        ("5 errors were logged after 6 pm.", False),  # 6 pm is the time asked about, no count
        ("오후 6시 이후에 에러가 5번 있었어요.", False),
        ("23 errors, the last one at 11:40 pm.", False),
    ],
)
def test_the_errors_after_6_pm_are_a_count_not_the_hour(
    answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", ["count-29"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("5:30 per km", True),
        ("5'30\" per kilometre", True),
        ("5 min 30 s per km", True),
        ("5 minutes and 30 seconds per kilometer", True),
        ("1킬로에 5분 30초예요.", True),
        ("5.5 minutes a kilometer", True),
        ("5m30s/km", True),
        ("You finished at 15:30.", False),
        ("5:50 per km", False),
        ("5.3 minutes per km", False),
        ("27 minutes 30 seconds for 5 km.", False),
    ],
)
def test_a_pace_is_minutes_and_seconds(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.minutes_seconds_in_answer(330)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_unix_time_is_read_when_graded(tmp_path: Path) -> None:
    check = table.unix_time_in_answer()
    now = int(time.time())
    for answer in (f"{now}", f"It's {now - 60}.", f"{now:,}", f"{now * 1000} ms"):
        assert check(table.Trace(answer=answer), tmp_path).ok, answer
    for answer in (f"{now - 3600}", f"{now + 9 * 3600}", "1700000000", "지금은 2026년이에요."):
        assert not check(table.Trace(answer=answer), tmp_path).ok, answer


@pytest.mark.parametrize(
    ("day", "weeks"),
    [
        (dt.date(2026, 12, 5), {49}),
        (dt.date(2027, 1, 1), {53, 1}),  # ISO: the last week of 2026; from January 1: week 1
        (dt.date(2026, 1, 4), {1, 2}),  # a Sunday: a second week if weeks begin on Sunday
        (dt.date(2024, 12, 30), {1, 53}),  # ISO: the first week of 2025
        (dt.date(2024, 1, 1), {1}),
    ],
)
def test_week_numbers(day: dt.date, weeks: set[int]) -> None:
    assert table.week_numbers(day) == weeks


def test_this_weeks_number_is_read_when_graded(tmp_path: Path) -> None:
    check = table.week_in_answer()
    said = f"{_TODAY.month}월 {_TODAY.day}일은 올해 {_WEEK}주차예요."
    assert check(table.Trace(answer=said), tmp_path).ok
    assert not check(table.Trace(answer=f"{_TODAY.month}월 {_TODAY.day}일이에요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_WEEK}주차예요."), tmp_path).ok


# fresh14's graders, proved before the half is ever run, as fresh6's to fresh13's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_GROUPS = ", ".join(sorted(table.group_names()))
_NOT_GROUP = next(g for g in ("docker", "wheel", "staff", "sudo") if g not in table.group_names())
_XMAS = min(table.days_until(*table.CHRISTMAS))
_PY_XMAS = (
    "python3 -c \"import datetime as d; t = d.date.today(); x = d.date(t.year, 12, 25); "
    "x = x if x >= t else d.date(t.year + 1, 12, 25); print((x - t).days)\""
)
_PY_JSON = (
    "python3 -c \"import csv, json; json.dump(list(csv.DictReader(open('sales.csv'))), "
    "open('sales.json', 'w'), indent=2)\""
)
_PY_JSON_ROWS = (  # a list of lists, the header row first: no records keyed by the columns
    "python3 -c \"import csv, json; json.dump(list(csv.reader(open('sales.csv'))), "
    "open('sales.json', 'w'))\""
)


def _disk_used_said(ws: Path) -> tuple[int, int]:
    """How full the disk is as `df` says it (Use%, rounded up), and a percentage off every
    reading of it (what is free, or a wrong figure)."""
    full = table.disk_used_percents(ws, Path("/"), Path.home())
    used = math.ceil(full[0])
    off = next(
        n for n in (100 - used, used + 10, used - 10, used + 20)
        if 0 <= n <= 100 and not any(int(p) <= n <= int(p) + 1 for p in full)
    )
    return used, off


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-33",
         [tool("bash", command="find . -path ./.git -prune -o -path ./logs -prune -o -type f "
                               "-printf '%s %p\\n' | sort -rn | head -n 2"),
          say("The two biggest are report.py (475 bytes) and sales.csv (440 bytes).")],
         [tool("bash", command="ls -S"),
          say("report.py and README.md are the biggest.")]),  # README.md comes third
        ("files-34",
         [tool("bash", command="find . -path ./.git -prune -o -type f -name 's*' -print"),
          say("s로 시작하는 파일은 sales.csv랑 docs/setup.md 두 개야.")],
         [tool("bash", command="ls s*"),
          say("s로 시작하는 파일은 sales.csv 하나야.")]),  # the top folder only
        ("read-31",
         [tool("bash", command="grep ERROR logs/app.log | grep ' 05:'"),
          say("That was order 1325; its payment timed out at 05:08:45.")],
         [tool("bash", command="grep ERROR logs/app.log | grep ' 06:'"),
          say("That was order 1390, at 6:10 am.")]),
        ("read-32",
         [tool("read_file", path="README.md"),
          say("README 제목에 'Sunrise Bakery'라고 돼 있어요.")],
         [tool("read_file", path="README.md"),
          say("가게 이름은 따로 없고, 작은 베이커리라고만 돼 있어요.")]),
        ("count-31",
         [tool("bash", command="head -n 100 logs/app.log | grep -c WARN"),
          say("There are 14 warnings in the first 100 lines.")],
         [tool("bash", command="grep -c WARN logs/app.log"),
          say("There are 211 warnings in the log.")]),  # the whole log
        ("count-32",
         [tool("bash", command="wc -l notes.txt todo.md"),
          say("notes.txt가 8줄, todo.md가 6줄이라 합치면 14줄이야.")],
         [tool("bash", command="grep -c . notes.txt todo.md"),
          say("합치면 13줄이야.")]),  # todo.md's blank line left out
        ("csv-31",
         [tool("read_file", path="sales.csv"),
          say("The baguettes did: 164,000 won, against 120,000 won for the bagels.")],
         [tool("read_file", path="sales.csv"),
          say("The bagels did: 48 sold against 40 baguettes.")]),  # the units, not the money
        ("csv-32",
         [tool("read_file", path="sales.csv"),
          say("6월 3일 매출은 19만 8,500원이에요.")],
         [tool("read_file", path="sales.csv"),
          say("6월 3일 매출은 7,300원이에요.")]),  # the two unit prices added up
        ("git-31",
         [tool("bash", command="git log --all --format='%ad %s' --date=format:'%A %F'"),
          say("Yes, two: 'Initial commit' on Saturday, June 1, and 'Add sales data and report "
              "script' on Sunday, June 2.")],
         [tool("bash", command="git log --all --format='%ad %s' --date=format:'%A %F'"),
          say("Just one: 'Initial commit' on Saturday, June 1.")]),  # Sunday is a weekend too
        ("git-32",
         [tool("bash", command="git log -p --format=%s -- report.py"),
          say("처음 커밋한 뒤로는 맨 끝에 '# stock check added' 주석 한 줄이 추가된 것만 "
              "달라졌습니다.")],
         [tool("bash", command="git diff -- report.py"),
          say("처음 커밋했을 때와 달라진 것이 없습니다.")]),  # the working tree against HEAD
        ("write-31",
         [tool("edit_file", path="README.md", old_string="Questions go to Mina Park.",
               new_string="Questions go to Daniel."),
          say("Done: the README now says questions go to Daniel.")],
         [tool("bash", command="echo 'Questions also go to Daniel.' >> README.md"),
          say("Added Daniel to the README.")]),  # Mina is still named
        ("write-32",
         [tool("bash", command="echo '- 수박 주스' >> draft.txt"),
          say("draft.txt에 '- 수박 주스' 한 줄 넣었어.")],
         [tool("bash", command="echo '수박 주스' > draft.txt"),
          say("draft.txt에 적어 뒀어.")]),  # what was there is gone
        ("script-31",
         [tool("bash", command=_PY_JSON), say("Saved sales.json: 12 records.")],
         [tool("bash", command=_PY_JSON_ROWS), say("Saved sales.json.")]),
        ("script-32",
         [tool("bash", command=_PY_XMAS), say("크리스마스까지 {xmas}일 남았어.")],
         [tool("bash", command=_PY_XMAS), say("크리스마스까지 {not_xmas}일 남았어.")]),
        ("calc-31",
         [say("420 ÷ 80 = 5.25 hours, so about 5 hours and 15 minutes.")],
         [say("420 ÷ 80 = 5.25, so about 5 hours 25 minutes.")]),
        ("calc-32",
         [say("3박이니까 12만 원 × 3 = 36만 원이야.")],
         [say("4일이니까 12만 원 × 4 = 48만 원이야.")]),
        ("machine-31",
         [tool("bash", command="id -Gn"), say("Your account is in: {groups}.")],
         [tool("bash", command="id -Gn"), say("Your account is in the {not_group} group.")]),
        ("machine-32",
         [tool("bash", command="df -P ."), say("디스크 사용률은 {used}%입니다.")],
         [tool("bash", command="df -P ."), say("디스크 사용률은 {off}%입니다.")]),
        ("chat-31",
         [say("Russia, at about 17 million square kilometres.")],
         [say("Canada is the largest country by area.")]),
        ("chat-32",
         [say("김대중 전 대통령이 2000년에 노벨 평화상을 받은 게 처음이야.")],
         [say("2024년에 노벨 문학상을 받은 한강 작가가 처음이야.")]),
    ],
)
def test_fresh14_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh14"
    if task_id in ("script-32", "machine-31", "machine-32"):  # read when run
        used, off = _disk_used_said(tmp_path)
        said = {"xmas": _XMAS, "not_xmas": _XMAS + 30, "groups": _GROUPS,
                "not_group": _NOT_GROUP, "used": used, "off": off}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-33", [tool("bash", command="find . -path ./.git -prune -o -path ./logs -prune "
                                           "-o -type f -printf '%s %p\\n' | sort -rn | head -n 2"),
                      "The two biggest: {out}"]),
        ("files-34", [tool("bash", command="find . -path ./.git -prune -o -type f -name 's*' "
                                           "-print | sort"),
                      "s로 시작하는 파일이야: {out}"]),
        ("read-31", [tool("bash", command="grep ERROR logs/app.log | grep ' 05:'"),
                     "That's this one: {out}"]),
        ("read-32", [tool("bash", command="head -n 1 README.md"), "README 제목은 {out}이에요."]),
        ("count-31", [tool("bash", command="head -n 100 logs/app.log | grep -c WARN"),
                      "{out} warnings in the first 100 lines."]),
        ("count-32", [tool("bash", command="cat notes.txt todo.md | wc -l"),
                      "합치면 {out}줄이야."]),
        ("csv-31", [tool("bash", command="awk -F, '$3 == \"baguette\" || $3 == \"bagel\" "
                                         "{t[$3] += $4 * $5} END {for (p in t) print p, t[p]}' "
                                         "sales.csv"),
                    "Money by product: {out}"]),
        ("csv-32", [tool("bash", command="awk -F, '$1 == \"2024-06-03\" {t += $4 * $5} "
                                         "END {print t}' sales.csv"),
                    "6월 3일 매출은 {out}원이에요."]),
        ("git-31", [tool("bash", command="git log --all --format='%ad %s' --date=format:%A | "
                                         "grep -E '^(Saturday|Sunday)'"),
                    "Yes, these: {out}"]),
        ("git-32", [tool("bash", command="git diff HEAD~1 -- report.py"),
                    "처음 커밋 이후 바뀐 내용입니다: {out}"]),
        ("script-32", [tool("bash", command=_PY_XMAS), "크리스마스까지 {out}일 남았어."]),
        ("machine-31", [tool("bash", command="id -Gn"), "Your groups: {out}."]),
        ("machine-32", [tool("bash", command="df -P . | tail -n 1"),
                        "디스크 사용 현황입니다: {out}"]),
    ],
)
def test_fresh14_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh14's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh14_asks_about_what_tells_a_right_answer_from_a_wrong_one() -> None:
    """The constants behind fresh14's requests pick out one answer: one payment timeout in the
    5 o'clock hour; the baguettes ahead of the bagels by the money but not by the units; two
    commits on the weekend (June 1 and 2, 2024 were a Saturday and a Sunday)."""
    errors = [line for line in table.log_text().splitlines() if " ERROR " in line]
    early = [line for line in errors if line.split()[1].startswith("05:")]
    assert len(early) == 1 and f"(order {table.EARLY_ORDER})" in early[0]
    baguettes, bagels = table.BREADS_WON
    units = {name: sum(int(r[3]) for r in table.SALES if r[2] == name) for name in table.BREADS}
    assert baguettes > bagels and units["baguette"] < units["bagel"]
    assert [day.weekday() for _, day in table.WEEKEND_COMMITS] == [5, 6]
    assert len(table.WEEKDAY_COMMITS) == 2
    assert table.TWO_BIGGEST == ("report.py", "sales.csv")
    assert table.MONEY_DAY_WON == 198_500 and table.STAY_TOTAL == 360_000


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Yes, on Saturday June 1 and Sunday June 2.", True),  # by their days
        ("Yes: 'Initial commit' and 'Add sales data and report script', both on the weekend.",
         True),  # by their messages
        ("2024-06-01 Initial commit\n2024-06-02 Add sales data and report script\n"
         "2024-06-03 Add app code and docs\n2024-06-04 Add stock check to report", False),
        ("No, all of them were made on weekdays.", False),
        ("Only the 'Initial commit', on Saturday June 1.", False),
    ],
)
def test_the_weekend_commits_are_picked_out_of_the_log(
    answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", ["git-31"])[0]
    ws = table.build_workspace(tmp_path)
    trace = table.Trace(answer=answer)
    assert all(check(trace, ws).ok for check in task.checks[:-1]) is ok  # unchanged_except last


@pytest.mark.parametrize(
    ("value", "answer", "ok"),
    [
        (198_500, "198,500원이에요.", True),
        (198_500, "198500원", True),
        (198_500, "19만 8,500원이에요.", True),
        (198_500, "19만 8500원", True),
        (198_500, "19만8500원", True),
        (198_500, "19만 8천5백 원", True),
        (198_500, "19만 8천 5백원", True),
        (198_500, "19만 원쯤이에요.", False),
        (198_500, "19만 8천 원이에요.", False),
        (198_500, "119만 8,500원", False),
        (198_500, "7,300원이에요.", False),
        (360_000, "36만 원이야.", True),
        (360_000, "36만원", True),
        (360_000, "360,000원", True),
        (360_000, "136만 원", False),
        (360_000, "36만 5천 원", False),
        (360_000, "36만5000원", False),
        (360_000, "48만 원이야.", False),
        (345_000, "34만 5천 원", True),
        (345_000, "34만 원", False),
    ],
)
def test_an_amount_of_won_may_be_said_in_man(
    value: int, answer: str, ok: bool, tmp_path: Path
) -> None:
    check = table.won_in_answer(value)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


_RECORDS = [dict(zip(table.SALES_HEADER, map(str, row), strict=True)) for row in table.SALES]


@pytest.mark.parametrize(
    ("data", "ok"),
    [
        (_RECORDS, True),  # as csv.DictReader reads them: every value a string
        ([{**r, "units": int(r["units"]), "unit_price": int(r["unit_price"])} for r in _RECORDS],
         True),
        ([{**r, "units": float(r["units"])} for r in _RECORDS], True),
        ([dict(reversed(list(r.items()))) for r in _RECORDS], True),  # keys in any order
        ([table.SALES_HEADER, *[list(map(str, row)) for row in table.SALES]], False),
        ({"sales": _RECORDS}, False),
        (_RECORDS[:-1], False),
        (list(reversed(_RECORDS)), False),
        ([{**r, "total": "0"} for r in _RECORDS], False),
        ([{**r, "units": True} for r in _RECORDS], False),
        ([{**r, "product": r["product"].upper()} for r in _RECORDS], False),
    ],
)
def test_json_records_are_the_rows_keyed_by_the_header(
    data: object, ok: bool, tmp_path: Path
) -> None:
    check = table.json_records("sales.json", table.SALES_HEADER, table.SALES)
    (tmp_path / "sales.json").write_text(json.dumps(data), encoding="utf-8")
    assert check(table.Trace(), tmp_path).ok is ok


def test_json_records_need_a_json_file(tmp_path: Path) -> None:
    check = table.json_records("sales.json", table.SALES_HEADER, table.SALES)
    assert not check(table.Trace(), tmp_path).ok
    (tmp_path / "sales.json").write_text(table.workspace_files()["sales.csv"], encoding="utf-8")
    assert "not JSON" in check(table.Trace(), tmp_path).why


@pytest.mark.parametrize(
    ("today", "left"),
    [
        (dt.date(2026, 12, 5), {20, 21}),
        (dt.date(2026, 12, 24), {1, 2}),
        (dt.date(2026, 12, 25), {0, 1, 365, 366}),  # the day itself, or next year's
        (dt.date(2026, 12, 26), {364, 365}),  # next year's
        (dt.date(2024, 1, 1), {359, 360}),  # a leap year
    ],
)
def test_days_until_christmas(today: dt.date, left: set[int]) -> None:
    assert table.days_until(12, 25, today) == left


def test_the_days_until_christmas_are_read_when_graded(tmp_path: Path) -> None:
    check = table.days_until_in_answer(12, 25)
    today = f"오늘은 {_TODAY.month}월 {_TODAY.day}일이고"
    for answer in (f"{_XMAS}일 남았어.", f"{today} 12월 25일까지 {_XMAS}일 남았어요.",
                   f"D-{_XMAS}", f"{_XMAS} days until 12/25."):
        assert check(table.Trace(answer=answer), tmp_path).ok, answer
    for answer in ("12월 25일이에요.", f"{today} 크리스마스는 12/25야.", f"{_XMAS + 30}일 남았어.",
                   "December 25th."):
        assert not check(table.Trace(answer=answer), tmp_path).ok, answer


def test_the_groups_are_this_users(tmp_path: Path) -> None:
    assert grp.getgrgid(os.getgid()).gr_name in table.group_names()
    check = table.group_in_answer()
    assert check(table.Trace(answer=f"You're in {_GROUPS}."), tmp_path).ok
    assert not check(table.Trace(answer=f"You're in {_NOT_GROUP}."), tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("You're in mina, sudo and docker.", True),
        ("groups: mina sudo docker", True),
        ("You're in mina and sudo.", False),  # docker left out
        ("You're in minas, sudoers and docker.", False),  # no group is a part of a word
        ("You're in the adm group.", False),
    ],
)
def test_every_group_is_named(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "group_names", lambda: {"mina", "sudo", "docker"})
    assert table.group_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_how_full_the_disk_is_is_what_df_and_python_say(tmp_path: Path) -> None:
    full = table.disk_used_percents(Path("/"))
    usage = shutil.disk_usage("/")
    assert any(abs(p - 100 * usage.used / usage.total) < 0.1 for p in full)
    df = subprocess.run(["df", "-P", "/"], capture_output=True, text=True, check=True)
    said = int(df.stdout.splitlines()[-1].split()[4].rstrip("%"))
    assert any(int(p) <= said <= int(p) + 1 for p in full)


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("27% used", True),
        ("Use% is 28%.", True),  # df rounds up
        ("27.0 % full", True),
        ("10.9% of the whole disk", True),  # used / total, as shutil.disk_usage gives it
        ("디스크 사용률은 11퍼센트입니다.", True),
        ("27프로 찼습니다.", True),
        ("about 27 percent", True),
        ("29% used", False),
        ("73% free", False),
        ("28 GB used", False),  # a size, no percentage
        ("26%", False),
        ("9%", False),
    ],
)
def test_how_full_the_disk_is_is_a_percentage(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "disk_used_percents", lambda *folders: [27.02, 10.88])
    check = table.disk_used_percent_in_answer()
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


# fresh15's graders, proved before the half is ever run, as fresh6's to fresh14's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_DNS = min(table.dns_servers(), default="")
_NOT_DNS = next(a for a in ("8.8.8.8", "1.1.1.1", "9.9.9.9") if a not in table.dns_servers())
_MONDAY = min(table.next_weeks_day(0))
_NOT_MONDAY = _MONDAY - dt.timedelta(days=7)  # this week's Monday, not next week's
_PY_STDEV = (
    "python3 -c \"import csv, statistics; print(statistics.stdev(int(r['units']) "
    "for r in csv.DictReader(open('sales.csv'))))\""
)
_PY_VARIANCE = (  # the variance, not its square root
    "python3 -c \"import csv, statistics; print(statistics.variance(int(r['units']) "
    "for r in csv.DictReader(open('sales.csv'))))\""
)
_PY_REGION_WON = (
    "python3 -c \"import csv, collections; t = collections.Counter(); "
    "[t.update({r['region']: int(r['units']) * int(r['unit_price'])}) "
    "for r in csv.DictReader(open('sales.csv'))]; print(dict(t))\""
)
_LONG_FILES = (
    "find . -path ./.git -prune -o -type f -exec wc -l {} + | awk '$1 > 10 && $2 != \"total\"'"
)
_LAYOUT_END = "- logs/: application logs (not in git)"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-35",
         [tool("bash", command=_LONG_FILES),
          say("Four files have more than 10 lines: README.md (16), report.py (14), sales.csv "
              "(13) and logs/app.log (1,500).")],
         [tool("bash", command="wc -l *.md *.txt *.csv *.py"),
          say("README.md (16), report.py (14) and sales.csv (13).")]),  # the top folder only
        ("files-36",
         [tool("bash", command="grep -rl --exclude-dir=.git 'bakery app' ."),
          say("src/app.py 파일에 있어요. main()에서 print(\"bakery app\")을 해요.")],
         [tool("bash", command="grep -rl --exclude-dir=.git -i bakery ."),
          say("report.py에 들어 있어요.")]),
        ("read-35",
         [tool("bash", command="grep WARN logs/app.log | tail -n 1"),
          say("The last warning was a slow query on table stock (158 ms), logged at 23:43:06.")],
         [tool("bash", command="grep -m 1 WARN logs/app.log"),
          say("It was a slow query on table stock (107 ms) at 00:06:39.")]),  # the first one
        ("read-36",
         [tool("read_file", path="notes.txt"),
          say("6월 전까지 도메인 갱신하라고 적어 두셨어요.")],
         [tool("read_file", path="notes.txt"),
          say("5월 말까지 도메인 갱신하라고 돼 있어요.")]),
        ("count-35",
         [tool("bash", command="grep -c '^- ' README.md"),
          say("The README has 4 bullet points, all in the Layout section.")],
         [tool("bash", command="grep -c '^#' README.md"),
          say("The README has 3 bullet points.")]),  # its headings
        ("count-36",
         [tool("bash", command="grep -cE ' (ERROR|WARN) ' logs/app.log"),
          say("에러랑 경고 합치면 234줄이야.")],
         [tool("bash", command="grep -c WARN logs/app.log"),
          say("에러랑 경고 합치면 211줄이야.")]),  # the warnings alone
        ("csv-35",
         [tool("read_file", path="sales.csv"),
          say("1,008,400 won over 323 items: about 3,122 won per item sold.")],
         [tool("read_file", path="sales.csv"),
          say("The average unit price is 3,350 won.")]),  # the plain mean of unit_price
        ("csv-36",
         [tool("read_file", path="sales.csv"),
          say("부산은 6월 5일에 머핀 45개로 제일 많이 팔았어.")],
         [tool("read_file", path="sales.csv"),
          say("부산은 6월 3일에 크루아상 30개로 제일 많이 팔았어.")]),
        ("git-35",
         [tool("bash", command="git log --all --format='%ad %s' --date=format:'%F %H:%M'"),
          say("Three of them: 'Initial commit' at 9:00, 'Add sales data and report script' at "
              "10:00 and 'Add app code and docs' at 11:00. The last one was at noon sharp.")],
         [tool("bash", command="git log --all --format='%ad %s' --date=format:'%F %H:%M'"),
          say("All 4 commits were made before noon.")]),  # 12:00 is not before noon
        ("git-36",
         [tool("bash", command="git log -1 --format=%ad main"),
          say("main 브랜치의 마지막 커밋은 2024년 6월 3일 오전 11시예요.")],
         [tool("bash", command="git log -1 --format=%ad"),
          say("마지막 커밋은 2024년 6월 4일 낮 12시예요.")]),  # HEAD, on feature/inventory
        ("write-35",
         [tool("edit_file", path="README.md", old_string=_LAYOUT_END,
               new_string=f"{_LAYOUT_END}\n- tests/: unit tests"),
          say("Added '- tests/: unit tests' after the logs/ line in the Layout list.")],
         [tool("bash", command="echo '- tests/: unit tests' >> README.md"),
          say("Added it to the README.")]),  # below the Contact section, not in the list
        ("write-36",
         [tool("edit_file", path="todo.md", old_string="# TODO", new_string="# 할 일"),
          say("todo.md 제목을 '# 할 일'로 바꿨어.")],
         [tool("bash", command="printf '# 할 일\\n' > todo.md"),
          say("todo.md 제목 바꿨어.")]),  # the to-do items are gone
        ("script-35",
         [tool("bash", command=_PY_STDEV),
          say("The standard deviation of the units is about 14.47 (sample).")],
         [tool("bash", command=_PY_VARIANCE),
          say("The standard deviation is about 209.36.")]),
        ("script-36",
         [tool("bash", command=_PY_REGION_WON),
          say("서울 48만 1,500원, 부산 30만 8,500원, 인천 21만 8,400원이에요.")],
         [tool("bash", command=_PY_REGION_WON),
          say("서울 146개, 부산 100개, 인천 77개예요.")]),  # the units, not the money
        ("calc-35",
         [say("10:40 pm plus 13 h 35 min is 12:15 pm the next day.")],
         [say("You'd land at about 11:15 am the next day.")]),
        ("calc-36",
         [say("1000만 원 × 3.5% × 2년이니까 이자는 세전 70만 원이야.")],
         [say("복리로 치면 71만 2,250원이야.")]),
        ("machine-35",
         [tool("bash", command="cat /etc/resolv.conf"),
          say("This machine asks {dns} for DNS.")],
         [tool("bash", command="cat /etc/resolv.conf"),
          say("It uses {not_dns}, Google's public DNS.")]),
        ("machine-36",
         [tool("bash", command="date +%F"),
          say("다음 주 월요일은 {month}월 {day}일이야.")],
         [tool("bash", command="date +%F"),
          say("다음 주 월요일은 {not_month}월 {not_day}일이야.")]),
        ("chat-35",
         [say("The giraffe: a tall male can reach about 5.5 metres.")],
         [say("The African elephant is the tallest animal.")]),
        ("chat-36",
         [say("이승만이 초대 대통령이었어. 1948년에 취임했지.")],
         [say("박정희 대통령이었어.")]),
    ],
)
def test_fresh15_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh15"
    if task_id in ("machine-35", "machine-36"):  # read when run
        said = {"dns": _DNS, "not_dns": _NOT_DNS, "month": _MONDAY.month, "day": _MONDAY.day,
                "not_month": _NOT_MONDAY.month, "not_day": _NOT_MONDAY.day}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-35", [tool("bash", command=_LONG_FILES), "More than 10 lines: {out}"]),
        ("files-36", [tool("bash", command="grep -rl --exclude-dir=.git 'bakery app' ."),
                      "여기 있어요: {out}"]),
        ("read-35", [tool("bash", command="grep WARN logs/app.log | tail -n 1"),
                     "The last warning: {out}"]),
        ("read-36", [tool("bash", command="grep -i domain notes.txt"),
                     "메모에 이렇게 적혀 있어요: {out}"]),
        ("count-35", [tool("bash", command="grep -c '^- ' README.md"),
                      "The README has {out} bullet points."]),
        ("count-36", [tool("bash", command="grep -cE ' (ERROR|WARN) ' logs/app.log"),
                      "합치면 {out}줄이야."]),
        ("csv-35", [tool("bash", command="awk -F, 'NR > 1 {w += $4 * $5; u += $4} "
                                         "END {printf \"%.2f\", w / u}' sales.csv"),
                    "About {out} won per item."]),
        ("csv-36", [tool("bash", command="awk -F, '$2 == \"Busan\" {t[$1] += $4} END "
                                         "{for (d in t) print t[d], d}' sales.csv | "
                                         "sort -n | tail -n 1"),
                    "부산은 이날 제일 많이 팔았어: {out}"]),
        ("git-35", [tool("bash", command="git log --all --format=%ad --date=format:%H | "
                                         "awk '$1 < 12' | wc -l"),
                    "{out} commits were made before noon."]),
        ("git-36", [tool("bash", command="git log -1 --format=%ad main"),
                    "main 브랜치 마지막 커밋 날짜예요: {out}"]),
        ("script-35", [tool("bash", command=_PY_STDEV), "The standard deviation is {out}."]),
        ("script-36", [tool("bash", command=_PY_REGION_WON), "지역별 매출이에요: {out}"]),
        ("machine-35", [tool("bash", command="grep '^nameserver' /etc/resolv.conf"),
                        "The DNS servers: {out}"]),
        ("machine-36", [tool("bash", command="date -d 'next monday' +%F"),
                        "다음 주 월요일은 {out}이야."]),
    ],
)
def test_fresh15_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh15's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh15_asks_about_what_tells_a_right_answer_from_a_wrong_one() -> None:
    """The constants behind fresh15's requests pick out one answer: Busan's best day is the same
    by the units and by the money, and not the best day of all; the money per item sold is not
    the plain mean of unit_price; three commits before noon, the fourth at noon sharp; main's
    newest commit is not HEAD's; the log's last warning is not its last line."""
    assert table.BUSAN_BEST_DAY == table.BUSAN_BEST_DAY_BY_WON == dt.date(2024, 6, 5)
    assert table.BUSAN_BEST_DAY != table.BEST_DAY
    assert abs(table.WON_PER_ITEM - table.AVERAGE_PRICE) > 100
    assert len(table.MORNING_COMMITS) == 3 and table.LAST_COMMIT not in table.MORNING_COMMITS
    assert table.LAST_COMMIT_AT.hour == 12 and table.LAST_COMMIT_AT.minute == 0
    assert table.MAIN_LAST_DAY == dt.date(2024, 6, 3) != table.LAST_COMMIT_DAY
    assert table.LAST_WARN != table.LOG_LAST and table.LAST_WARN_MS == 158
    assert table.LONG_FILES == ("README.md", "sales.csv", "report.py", "logs/app.log")
    assert table.APP_SAYS_FILES == ("src/app.py",)
    assert table.README_BULLETS == len(table.README_FOLDERS) == 4
    assert table.ERRORS_AND_WARNS == table.LOG_ERRORS + table.LOG_WARNS == 234
    assert table.LANDS_AT == (12, 15) and table.INTEREST_WON == 700_000
    assert round(table.UNITS_STDEV[0], 2) == 14.47 and round(table.UNITS_STDEV[1], 2) == 13.85


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Three of them, at 9, 10 and 11 am.", True),
        ("3 commits: on June 1, 2 and 3.", True),
        ("Three commits were made before noon.", True),
        ("The first three commits; the fourth was at 12:00.", True),
        ("Two of them, at 9 and 10 am.", False),
        ("All 4 commits were made before noon.", False),
        ("Only the one on June 3 at 11:00.", False),  # June 3 is no count
    ],
)
def test_the_commits_before_noon_are_a_count_not_a_date(
    answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", ["git-35"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("You land at 12:15 pm.", True),
        ("Around 12:15 the next day.", True),
        ("12:15 PM, local time where you took off.", True),
        ("You land at 12:15 am.", False),  # a quarter past midnight
        ("About 11:15 am.", False),
        ("It's a 13:35 flight, so 36:15.", False),  # no time of day
    ],
)
def test_the_landing_is_a_time_of_day(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["calc-35"])[0]
    assert task.checks[0](table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("text", "servers"),
    [
        ("nameserver 10.0.0.53\n", {"10.0.0.53"}),
        ("# nameserver 1.1.1.1\nsearch lan\nnameserver 192.168.0.1 # the router\n",
         {"192.168.0.1"}),  # a commented-out line is no server
        ("nameserver 127.0.0.53\noptions edns0 trust-ad\n", {"127.0.0.53"}),
        ("nameserver fe80::1%eth0\nnameserver 2001:4860:4860::8888\n",
         {"fe80::1", "2001:4860:4860::8888"}),
        ("nameserver not-an-address\nnameserver\n", set()),
        ("", set()),
    ],
)
def test_dns_servers_are_the_nameserver_lines(text: str, servers: set[str], tmp_path: Path) -> None:
    conf = tmp_path / "resolv.conf"
    conf.write_text(text, encoding="utf-8")
    assert table.dns_servers(conf) == servers
    assert table.dns_servers(tmp_path / "missing.conf") == set()


def test_the_dns_servers_are_this_machines(tmp_path: Path) -> None:
    conf = Path("/etc/resolv.conf")
    if conf.is_file():
        assert table.dns_servers(conf) <= table.dns_servers()


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("The DNS server is 10.0.0.53.", True),
        ("nameserver 10.0.0.53#53", True),
        ("It forwards to 192.168.0.1 (your router).", True),
        ("The DNS server is 10.0.0.5.", False),  # not a part of an address
        ("The DNS server is 10.0.0.530.", False),
        ("It's 8.8.8.8.", False),
        ("110.0.0.53", False),
    ],
)
def test_a_dns_server_is_a_whole_address(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "dns_servers", lambda *files: {"10.0.0.53", "192.168.0.1"})
    assert table.dns_server_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_no_dns_server_is_nothing_to_grade_by(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "dns_servers", lambda *files: set())
    verdict = table.dns_server_in_answer()(table.Trace(answer="127.0.0.53"), tmp_path)
    assert not verdict.ok and "no name server" in verdict.why


@pytest.mark.parametrize(
    ("today", "weekday", "days"),
    [
        (dt.date(2026, 12, 5), 0, {dt.date(2026, 12, 7)}),  # a Saturday: the day after tomorrow
        (dt.date(2026, 12, 2), 0, {dt.date(2026, 12, 7)}),  # a Wednesday
        (dt.date(2026, 12, 7), 0, {dt.date(2026, 12, 14)}),  # a Monday: a week on, not today
        (dt.date(2026, 12, 6), 0, {dt.date(2026, 12, 7), dt.date(2026, 12, 14)}),  # a Sunday
        (dt.date(2026, 12, 28), 0, {dt.date(2027, 1, 4)}),  # into the next year
        (dt.date(2026, 12, 2), 4, {dt.date(2026, 12, 11)}),  # next week's Friday
        (dt.date(2026, 12, 5), 6, {dt.date(2026, 12, 6), dt.date(2026, 12, 13)}),  # a Sunday
        (dt.date(2026, 12, 6), 6, {dt.date(2026, 12, 13)}),  # asked on a Sunday: one answer
    ],
)
def test_next_weeks_day(today: dt.date, weekday: int, days: set[dt.date]) -> None:
    assert table.next_weeks_day(weekday, today) == days


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("다음 주 월요일은 12월 14일이야.", True),
        ("12월14일 월요일이에요.", True),
        ("14일이야.", True),  # the day of the month alone, as "며칠이야?" is answered
        ("다음 주 월요일은 14일이에요.", True),
        ("2026-12-14", True),
        ("Monday the 14th.", True),
        ("December 14", True),
        ("다음 주 월요일은 12월 7일이야.", False),  # this week's
        ("1월 14일이에요.", False),  # another month
        ("114일", False),
        ("Dec 1", False),
        ("12월 1일이야.", False),  # not read in "12월 14일" nor the other way round
        ("오늘은 12월 9일 수요일이에요.", False),
    ],
)
def test_next_weeks_monday_is_a_date_or_its_day_of_the_month(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "next_weeks_day", lambda weekday: {dt.date(2026, 12, 14)})
    assert table.next_weeks_day_in_answer(0)(table.Trace(answer=answer), tmp_path).ok is ok


def test_next_weeks_monday_is_read_when_graded(tmp_path: Path) -> None:
    check = table.next_weeks_day_in_answer(0)
    assert check(table.Trace(answer=f"{_MONDAY.isoformat()}"), tmp_path).ok
    assert check(table.Trace(answer=f"{_MONDAY.month}월 {_MONDAY.day}일"), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_MONDAY.month}월 {_NOT_MONDAY.day}일"), tmp_path).ok


# fresh16's graders, proved before the half is ever run, as fresh6's to fresh15's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_GATEWAY = min(table.default_gateways(), default="")
_NOT_GATEWAY = next(
    a for a in ("192.168.0.1", "192.168.1.1", "10.0.0.1") if a not in table.default_gateways()
)
_PY_DUE = (
    "python3 -c \"import csv, datetime as d; last = max(r['date'] for r in "
    "csv.DictReader(open('sales.csv'))); print(d.date.fromisoformat(last) + d.timedelta(45))\""
)
_PY_DUE_FIRST = _PY_DUE.replace("max(", "min(")  # from the first sale, not the last
_PY_TIMEOUTS = (
    "python3 -c \"import re; t = open('logs/app.log').read(); open('timeouts.txt', 'w')"
    ".write(''.join(n + chr(10) for n in re.findall('timeout [(]order ([0-9]+)', t)))\""
)
_SLOWEST = "grep WARN logs/app.log | sort -t'(' -k2 -n | tail -n 1"
_PY_FILES_LINES = "cat $(find . -path ./.git -prune -o -name '*.py' -print) | wc -l"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-37",
         [tool("bash", command="grep -rl --exclude-dir=.git Busan ."),
          say("Yes: notes.txt has 'Book train tickets to Busan'.")],
         [tool("bash", command="grep -l Busan *.csv"),
          say("No, only sales.csv mentions Busan.")]),  # the top folder's CSV files only
        ("files-38",
         [tool("bash", command="grep -l sales.csv docs/*"),
          say("docs/usage.md에 나와요. 판매할 때마다 sales.csv에 한 줄 추가하라고 돼 있어요.")],
         [tool("bash", command="grep -l report.py docs/*"),
          say("docs/setup.md에 나와요.")]),
        ("read-37",
         [tool("bash", command=_SLOWEST),
          say("The slowest was a query on table stock that took 189 ms (logged at 08:32:03, "
              "and again at 18:30:33).")],
         [tool("bash", command="grep WARN logs/app.log | tail -n 1"),
          say("The slowest query took 158 ms, at 23:43:06.")]),  # the last one
        ("read-38",
         [tool("read_file", path="notes.txt"),
          say("금요일 오후 3시에 미나 씨랑 미팅 있다고 적어 두셨어요.")],
         [tool("read_file", path="notes.txt"),
          say("금요일 오후 4시에 미나 씨랑 미팅이에요.")]),
        ("count-37",
         [tool("bash", command=_PY_FILES_LINES),
          say("22 lines of Python altogether: report.py 14, src/app.py 6 and src/utils.py 2.")],
         [tool("bash", command="wc -l src/*.py"),
          say("8 lines of Python in total.")]),  # src/ alone
        ("count-38",
         [tool("read_file", path="sales.csv"),
          say("15만 원 넘은 날은 6월 1일, 2일, 3일, 5일 이렇게 4일이야.")],
         [tool("read_file", path="sales.csv"),
          say("15만 원 넘은 날은 6월 1일, 2일, 3일 이렇게 3일이야.")]),  # June 5 (178,000) left out
        ("csv-37",
         [tool("read_file", path="sales.csv"),
          say("1,008,400 won over 6 days: about 168,067 won a day.")],
         [tool("read_file", path="sales.csv"),
          say("About 84,033 won on average.")]),  # per sale, not per day
        ("csv-38",
         [tool("read_file", path="sales.csv"),
          say("머핀(135개) 다음은 크루아상이에요. 92개 팔렸어요.")],
         [tool("read_file", path="sales.csv"),
          say("머핀 다음은 베이글이에요. 48개 팔렸어요.")]),
        ("git-37",
         [tool("bash", command="git log --all --format='%ad %s' --date=iso"),
          say("The app code went in 2 days and 2 hours after the first commit (June 1, 9:00 "
              "→ June 3, 11:00).")],
         [tool("bash", command="git log --all --format='%ad %s' --date=short"),
          say("Two days later: June 1 to June 3.")]),  # the days apart, not the hours too
        ("git-38",
         [tool("bash", command="git merge-base main HEAD && git log --oneline main"),
          say("main의 'Add app code and docs' 커밋에서 갈라져 나왔어요.")],
         [tool("bash", command="git log --oneline main"),
          say("main의 'Initial commit'에서 갈라져 나왔어요.")]),
        ("write-37",
         [tool("bash", command="sed -i '/^## Contact/,$d' README.md"),
          say("Done: the Contact section is out of the README.")],
         [tool("bash", command="sed -i '/^## Contact/d' README.md"),
          say("Removed the Contact heading.")]),  # "Questions go to Mina Park." is still there
        ("write-38",
         [tool("bash", command="cat draft.txt >> notes.txt && rm draft.txt"),
          say("draft.txt 내용을 notes.txt 맨 밑에 붙이고 draft.txt는 지웠어요.")],
         [tool("bash", command="cat draft.txt >> notes.txt"),
          say("notes.txt 맨 밑으로 옮겼어요.")]),  # draft.txt is still there
        ("script-37",
         [tool("bash", command=_PY_DUE),
          say("The last sale was on June 6, 2024, so it's due on 2024-07-21.")],
         [tool("bash", command=_PY_DUE_FIRST),
          say("It's due on 2024-07-16.")]),
        ("script-38",
         [tool("bash", command=_PY_TIMEOUTS),
          say("timeouts.txt에 주문 번호 23개를 한 줄에 하나씩 저장했어요.")],
         [tool("bash", command="grep ERROR logs/app.log > timeouts.txt"),
          say("timeouts.txt에 저장했어요.")]),  # whole log lines, not the order numbers
        ("calc-37",
         [say("$28 × 37.5 × 48 = $50,400 a year before tax.")],
         [say("$28 × 37.5 × 52 = $54,600 a year.")]),
        ("calc-38",
         [say("한 달에 73만 원이니까 1년이면 876만 원이야.")],
         [say("월세만 치면 1년에 780만 원이야.")]),
        ("machine-37",
         [tool("bash", command="ip route show default"),
          say("Your default gateway is {gateway}.")],
         [tool("bash", command="ip route show default"),
          say("It's {not_gateway}, the usual home router address.")]),
        ("machine-38",
         [tool("bash", command="TZ=America/New_York date +%H:%M"),
          say("지금 뉴욕은 {ny}이야.")],
         [tool("bash", command="TZ=America/New_York date +%H:%M"),
          say("지금 뉴욕은 {not_ny}이야.")]),  # an hour off: summer time where it is not
        ("chat-37",
         [say("Mercury is the closest planet to the Sun.")],
         [say("Venus is the closest.")]),
        ("chat-38",
         [say("추석이야. 한가위라고도 하지.")],
         [say("설날이야.")]),
    ],
)
def test_fresh16_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh16"
    if task_id in ("machine-37", "machine-38"):  # read when run
        ny = table.clock_in_zone(table.NEW_YORK)
        not_ny = ny + dt.timedelta(hours=1)
        said = {"gateway": _GATEWAY, "not_gateway": _NOT_GATEWAY, "ny": f"{ny:%H:%M}",
                "not_ny": f"{not_ny:%H:%M}"}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-37", [tool("bash", command="grep -rl --exclude-dir=.git Busan ."),
                      "Besides sales.csv: {out}"]),
        ("files-38", [tool("bash", command="grep -l sales.csv docs/*"), "{out}에 나와요."]),
        ("read-37", [tool("bash", command=_SLOWEST), "The slowest: {out}"]),
        ("read-38", [tool("bash", command="grep -i friday notes.txt"), "금요일 메모예요: {out}"]),
        ("count-37", [tool("bash", command=_PY_FILES_LINES), "{out} lines of Python."]),
        ("count-38", [tool("bash", command="awk -F, 'NR > 1 {t[$1] += $4 * $5} END {n = 0; "
                                           "for (d in t) if (t[d] > 150000) n++; print n}' "
                                           "sales.csv"),
                      "{out}일이야."]),
        ("csv-37", [tool("bash", command="awk -F, 'NR > 1 {w += $4 * $5; d[$1]} END {n = 0; "
                                         "for (k in d) n++; printf \"%.2f\", w / n}' sales.csv"),
                    "About {out} won a day."]),
        ("csv-38", [tool("bash", command="awk -F, 'NR > 1 {u[$3] += $4} END {for (p in u) "
                                         "print u[p], p}' sales.csv | sort -rn | sed -n 2p"),
                    "머핀 다음은 이거예요: {out}"]),
        ("git-37", [tool("bash", command="git log --all --reverse --format=%at | awk "
                                         "'NR == 1 {a = $1} NR == 3 {print ($1 - a) / 3600, "
                                         "\"hours\"}'"),
                    "The app code went in {out} after the first commit."]),
        ("git-38", [tool("bash", command="git merge-base main HEAD"),
                    "main의 이 커밋에서 갈라져 나왔어요: {out}"]),
        ("script-37", [tool("bash", command=_PY_DUE), "It's due on {out}."]),
        ("machine-37", [tool("bash", command="ip route show default"),
                        "The default gateway: {out}"]),
        ("machine-38", [tool("bash", command="TZ=America/New_York date +%H:%M"),
                        "지금 뉴욕은 {out}이야."]),
    ],
)
def test_fresh16_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh16's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""
    if task_id == "machine-37" and not shutil.which("ip"):
        pytest.skip("no `ip` on this machine")

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh16_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh16's write and script tasks expect are what real commands make of the
    real workspace: sed, cat and rm for the README and notes.txt, Python for timeouts.txt."""
    ws = table.build_workspace(tmp_path)
    for command in ("sed -i '/^## Contact/,$d' README.md",
                    "cat draft.txt >> notes.txt && rm draft.txt", _PY_TIMEOUTS):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    trace = table.Trace(answer="done")
    for task_id in ("write-37", "write-38", "script-38"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh16_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh16's requests pick out one answer: the slowest query (189 ms,
    logged twice) is not the last warning; 4 days passed 15만 원 (June 5's 178,000 among them);
    a day's average is not a sale's; the croissants come after the muffins by the units and by
    the money; the app code went in 50 hours after the first commit, not a whole number of
    days; the branch was made from main's newest commit, the one `git merge-base` names."""
    assert table.SLOWEST_MS == 189 and table.RUNNER_UP_MS == 188
    assert table.log_text().count(f"({table.SLOWEST_MS} ms)") == 2
    assert table.SLOWEST_MS != table.LAST_WARN_MS
    assert table.BUSAN_ELSEWHERE == ("notes.txt",) and table.DOCS_SALES_CSV == ("docs/usage.md",)
    assert (table.MEETING_WITH, table.MEETING_DAY, table.MEETING_HOUR) == ("Mina", "Friday", 3)
    assert table.PY_LINES == 22 != table.SRC_PY_LINES
    assert table.GOOD_DAYS == 4
    assert round(table.DAY_WON, 2) == 168_066.67
    assert round(table.REVENUE / len(table.SALES)) == 84_033  # a sale's
    won = {name: sum(int(r[3]) * int(r[4]) for r in table.SALES if r[2] == name)
           for name in table.KO_PRODUCTS}
    assert sorted(won, key=lambda name: -won[name])[:2] == ["muffin", table.SECOND_PRODUCT]
    assert table.SECOND_PRODUCT == "croissant"
    assert table.APP_AFTER_FIRST_MIN == 50 * 60 and table.APP_AFTER_FIRST_MIN % 1440
    assert table.FORK_COMMIT == table.APP_COMMIT
    ws = table.build_workspace(tmp_path)
    base = subprocess.run(["git", "merge-base", "main", "HEAD"], cwd=ws, capture_output=True,
                          text=True, check=True).stdout.strip()
    assert base in table.commit_hashes(ws, table.FORK_COMMIT)
    assert table.CONTACT not in " ".join(table.README_NO_CONTACT)
    assert table.README_NO_CONTACT[-1] == table.README[table.README.index("## Contact") - 2]
    assert table.DUE_DAY.isoformat() == "2024-07-21"
    assert len(table.TIMEOUT_ORDERS) == table.LOG_ERRORS and table.TIMEOUT_ORDERS[0] == "1065"
    assert table.YEAR_PAY_USD == 50_400 and table.YEAR_RENT_WON == 8_760_000


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("50 hours", True),
        ("2 days and 2 hours later.", True),
        ("2 days, 2 hours", True),
        ("two days and two hours", True),
        ("이틀 2시간 뒤였어요.", True),
        ("2일 2시간", True),
        ("50시간", True),
        ("June 3 at 11:00, 2 days and 2 hours after the first.", True),  # a clock beside it
        ("2 days later.", False),
        ("25 hours later.", False),  # between two commits next to each other
        ("2 days and 2 hours and 30 minutes", False),  # said whole, not its first parts
        ("June 1, 9:00 to June 3, 11:00.", False),  # the times, no length
    ],
)
def test_a_span_is_said_whole(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.span_in_answer(3000)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_span_totals_add_up_whole_runs() -> None:
    assert table.span_totals("2 days and 2 hours and 30 minutes") == {3030}
    assert table.spans_in("2 days and 2 hours and 30 minutes") == {2880, 3000, 3030}
    assert table.span_totals("1 hour; then 5 minutes") == {60, 5}
    assert table.span_totals("no time at all") == set()


_ROUTE_HEAD = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT"


@pytest.mark.parametrize(
    ("route", "route6", "gateways"),
    [
        (f"{_ROUTE_HEAD}\neth0\t00000000\t0100A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n"
         "eth0\t0000A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0\n", "",
         {"192.168.0.1"}),
        (f"{_ROUTE_HEAD}\ntun0\t00000000\t00000000\t0001\t0\t0\t0\t00000000\t0\t0\t0\n", "",
         set()),  # a default route with no gateway (a point-to-point link)
        (f"{_ROUTE_HEAD}\neth0\t0000000A\t0100000A\t0003\t0\t0\t0\t000000FF\t0\t0\t0\n", "",
         set()),  # a gateway for 10.0.0.0/8 only, no default route
        ("", "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
             "fd000000000000000000000000000001 00000400 00000003 00000000 00000003     eth0\n"
             "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
             "00000000000000000000000000000000 ffffffff 00000001 00000000 00200200       lo\n",
         {"fd00::1"}),  # lo's unreachable default has no next hop
        ("", "", set()),
    ],
)
def test_default_gateways_are_the_default_routes(
    route: str, route6: str, gateways: set[str], tmp_path: Path
) -> None:
    (tmp_path / "route").write_text(route, encoding="utf-8")
    (tmp_path / "ipv6_route").write_text(route6, encoding="utf-8")
    assert table.default_gateways(tmp_path / "route", tmp_path / "ipv6_route") == gateways
    assert table.default_gateways(tmp_path / "missing") == set()


def test_the_default_gateways_are_what_ip_route_says() -> None:
    if not shutil.which("ip"):
        pytest.skip("no `ip` on this machine")
    said = set()
    for family in ("-4", "-6"):
        out = subprocess.run(["ip", family, "route", "show", "default"], capture_output=True,
                             text=True, check=False).stdout.split()
        said |= {out[n + 1] for n, word in enumerate(out[:-1]) if word == "via"}
    assert said == table.default_gateways()


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Your default gateway is 192.168.0.1.", True),
        ("default via 192.168.0.1 dev eth0", True),
        ("192.168.0.1/24", True),
        ("The IPv6 one is fd00::1.", True),
        ("It's 192.168.0.10.", False),  # not a part of an address
        ("It's 192.168.0.1.5.", False),
        ("It's fd00::10.", False),
        ("Your own address is 192.168.0.23.", False),
    ],
)
def test_a_gateway_is_a_whole_address(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "default_gateways", lambda *files: {"192.168.0.1", "fd00::1"})
    assert table.gateway_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_no_gateway_is_nothing_to_grade_by(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "default_gateways", lambda *files: set())
    verdict = table.gateway_in_answer()(table.Trace(answer="192.168.0.1"), tmp_path)
    assert not verdict.ok and "no default gateway" in verdict.why


@pytest.mark.parametrize(
    ("utc", "there"),
    [
        (dt.datetime(2026, 12, 5, 14, 30, tzinfo=dt.UTC), (9, 30)),  # EST, UTC-5
        (dt.datetime(2026, 7, 5, 14, 30, tzinfo=dt.UTC), (10, 30)),  # EDT, UTC-4
        (dt.datetime(2026, 3, 8, 6, 59, tzinfo=dt.UTC), (1, 59)),  # the last minute of EST …
        (dt.datetime(2026, 3, 8, 7, 0, tzinfo=dt.UTC), (3, 0)),  # … and 2 am is skipped
        (dt.datetime(2026, 12, 5, 2, 0, tzinfo=dt.UTC), (21, 0)),  # the evening before
    ],
)
def test_the_time_in_new_york(utc: dt.datetime, there: tuple[int, int]) -> None:
    at = table.clock_in_zone(table.NEW_YORK, utc)
    assert (at.hour, at.minute) == there


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("지금 뉴욕은 오전 9시 30분이야.", True),
        ("It's 9:30 AM in New York.", True),
        ("09:34", True),  # the turn took a few minutes
        ("뉴욕은 9시 반이에요.", True),
        ("지금 뉴욕은 오전 10시 30분이야.", False),  # summer time in December
        ("It's 2:30 PM.", False),  # the machine's own time (UTC)
        ("지금 뉴욕은 오후 9시 30분이야.", False),
        ("지금 서울은 오후 11시 30분이고, 뉴욕은 오전 8시 30분이야.", False),
    ],
)
def test_the_time_in_new_york_is_a_time_of_day_there(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fixed = dt.datetime(2026, 12, 5, 9, 30, tzinfo=ZoneInfo("America/New_York"))
    monkeypatch.setattr(table, "clock_in_zone", lambda zone, now=None: fixed)
    check = table.clock_in_zone_in_answer(table.NEW_YORK)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_time_in_new_york_is_read_when_graded(tmp_path: Path) -> None:
    check = table.clock_in_zone_in_answer(table.NEW_YORK)
    now = dt.datetime.now(ZoneInfo("America/New_York"))
    assert check(table.Trace(answer=f"{now:%H:%M}"), tmp_path).ok
    assert not check(table.Trace(answer=f"{now + dt.timedelta(hours=1):%H:%M}"), tmp_path).ok


def test_an_unknown_time_zone_is_nothing_to_grade_by(tmp_path: Path) -> None:
    verdict = table.clock_in_zone_in_answer("Mars/Olympus_Mons")(table.Trace(answer="9:30"),
                                                                 tmp_path)
    assert not verdict.ok and "no time zone" in verdict.why


# fresh17's graders, proved before the half is ever run, as fresh6's to fresh16's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_MAC_ADDRESS = min(table.mac_addresses(), default="")
_MONTH_END = table.month_end(dt.date.today())
_MONTH_END_KO = table.KO_WEEKDAYS[_MONTH_END.weekday()]
_NOT_MONTH_END_KO = table.KO_WEEKDAYS[(_MONTH_END.weekday() + 1) % 7]
_PY_CORRELATION = (
    "python3 -c \"import csv, statistics as s; r = list(csv.DictReader(open('sales.csv'))); "
    "print(s.correlation([float(x['units']) for x in r], [float(x['unit_price']) for x in r]))\""
)
_PY_DAILY = """python3 - <<'EOF'
import csv
totals = {}
for row in csv.DictReader(open('sales.csv', encoding='utf-8')):
    totals[row['date']] = totals.get(row['date'], 0) + int(row['units']) * int(row['unit_price'])
with open('daily.csv', 'w', newline='', encoding='utf-8') as f:
    out = csv.writer(f)
    out.writerow(['date', 'revenue'])
    out.writerows(sorted(totals.items()))
EOF"""
_PY_DAILY_UNITS = _PY_DAILY.replace(" * int(row['unit_price'])", "")  # units, not money
_PY_LAYOUT_SORTED = """python3 - <<'EOF'
lines = open('README.md', encoding='utf-8').read().splitlines()
at = [n for n, line in enumerate(lines) if line.startswith('- ')]
lines[at[0]:at[-1] + 1] = sorted(lines[at[0]:at[-1] + 1])
open('README.md', 'w', encoding='utf-8').write('\\n'.join(lines) + '\\n')
EOF"""
_DROPS_AWK = (
    "awk -F, 'NR > 1 {t[$1] += $4 * $5} END {for (d in t) print d, t[d]}' sales.csv | sort | "
    "awk 'NR > 1 && p - $2 > m {m = p - $2; f = q; to = $1} {p = $2; q = $1} "
    "END {print f, \"->\", to, m}'"
)
_WEEKEND_PY = (
    "python3 -c \"import csv, datetime as d; print(sum(d.date.fromisoformat(r['date'])"
    ".weekday() >= 5 for r in csv.DictReader(open('sales.csv'))))\""
)
_LINES_ADDED = "git log --numstat --format= | awk '{s += $1} END {print s}'"
_MONTH_END_DAY = "LC_ALL=C date -d \"$(date +%Y-%m-01) +1 month -1 day\" +%A"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-39",
         [tool("bash", command="ls docs"),
          say("usage.md lives in docs/, and the only other file there is setup.md.")],
         [tool("bash", command="ls src"),
          say("app.py and utils.py.")]),  # another folder's
        ("files-40",
         [tool("bash", command="grep -rl --exclude-dir=.git build ."),
          say("scripts/check.sh예요. 실행하면 마지막 줄에 빌드 번호(7781)를 찍어요.")],
         [tool("bash", command="ls *.py"),
          say("report.py가 찍어 줘요.")]),
        ("read-39",
         [tool("read_file", path="todo.md"),
          say("Still to do: fix the login bug, write tests for report.py, and order more "
              "flour.")],
         [tool("bash", command="git show HEAD:todo.md"),
          say("Fix the login bug and write tests for report.py.")]),  # the committed list
        ("read-40",
         [tool("read_file", path="README.md"),
          say("README에는 scripts 폴더가 유지보수 스크립트(maintenance scripts) 넣는 곳이라고 "
              "돼 있어요.")],
         [tool("read_file", path="README.md"),
          say("scripts 폴더는 애플리케이션 코드를 넣는 곳이라고 돼 있어요.")]),  # src/'s
        ("count-39",
         [tool("read_file", path="sales.csv"),
          say("4 of them: 2 on Saturday, June 1 and 2 on Sunday, June 2.")],
         [tool("read_file", path="sales.csv"),
          say("2 sales, both on Saturday, June 1.")]),  # Sunday left out
        ("count-40",
         [tool("bash", command="grep -o 'order [0-9]*' logs/app.log | awk '$2 > 2000'"),
          say("2000번 넘는 건 2040번부터 2495번까지 8건이야.")],
         [tool("bash", command="grep -c ERROR logs/app.log"),
          say("타임아웃 난 주문은 23건이야.")]),  # all of them
        ("csv-39",
         [tool("read_file", path="sales.csv"),
          say("The biggest drop was from June 3 (198,500 won) to June 4 (123,000 won): 75,500 "
              "won less.")],
         [tool("read_file", path="sales.csv"),
          say("From June 5 to June 6: down 62,600 won.")]),  # the last day's drop
        ("csv-40",
         [tool("read_file", path="sales.csv"),
          say("치즈케이크는 6월 5일에 팔렸고, 그날 매출은 전부 17만 8천 원이야.")],
         [tool("read_file", path="sales.csv"),
          say("치즈케이크 매출은 5만 2천 원이야.")]),  # the cakes alone
        ("git-39",
         [tool("bash", command=_LINES_ADDED),
          say("75 lines added across your four commits.")],
         [tool("bash", command="git log main --numstat --format= | awk '{s += $1} END "
                               "{print s}'"),
          say("74 lines in total.")]),  # main's commits only
        ("git-40",
         [tool("bash", command="git log --format='%ad %s' --date=short -- report.py"),
          say("report.py는 2024-06-02에 처음 커밋했고, 마지막으로 고친 건 2024-06-04야.")],
         [tool("bash", command="git log --format='%ad %s' --date=short"),
          say("처음 커밋은 2024-06-01이고 마지막은 2024-06-04야.")]),  # the repository's first
        ("write-39",
         [tool("bash", command="cut -d, -f1-4 sales.csv > units.csv"),
          say("Done: units.csv has every sale without the unit_price column.")],
         [tool("bash", command="cut -d, -f1-3,5 sales.csv > units.csv"),
          say("Done: units.csv is ready.")]),  # the units taken out, not the prices
        ("write-40",
         [tool("bash", command=_PY_LAYOUT_SORTED),
          say("Layout 목록을 docs, logs, scripts, src 순으로 정렬했어.")],
         [tool("bash", command="sort -o README.md README.md"),
          say("README 정렬했어.")]),  # the whole file sorted
        ("script-39",
         [tool("bash", command=_PY_CORRELATION),
          say("Pearson's r is about -0.41: the pricier things do tend to sell a bit less.")],
         [tool("bash", command=_PY_CORRELATION),
          say("r is about 0.41, so the pricier things sell more.")]),  # the sign lost
        ("script-40",
         [tool("bash", command=_PY_DAILY),
          say("daily.csv에 6일치 날짜별 매출을 저장했어요.")],
         [tool("bash", command=_PY_DAILY_UNITS),
          say("daily.csv에 저장했어요.")]),  # the units of each day, not the money
        ("calc-39",
         [say("2,500 g ÷ 400 g = 6.25, so buy 7 bags.")],
         [say("2,500 ÷ 400 is about 6 bags.")]),  # rounded down: 100 g short
        ("calc-40",
         [say("1,200원짜리 8개 사면 9,600원이니까 400원 남아.")],
         [say("8.3개쯤 살 수 있어.")]),
        ("machine-39",
         [tool("bash", command="ip link"),
          say("The network card's MAC address is {mac}.")],
         [tool("bash", command="ip link"),
          say("It's ff:ff:ff:ff:ff:ff.")]),  # the broadcast address beside it
        ("machine-40",
         [tool("bash", command=_MONTH_END_DAY),
          say("이번 달 말일은 {end}이야.")],
         [tool("bash", command=_MONTH_END_DAY),
          say("이번 달 말일은 {not_end}이야.")]),
        ("chat-39",
         [say("Hydrogen.")],
         [say("Helium.")]),
        ("chat-40",
         [say("무궁화야.")],
         [say("진달래야.")]),
    ],
)
def test_fresh17_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh17"
    if task_id == "machine-39" and not _MAC_ADDRESS:
        pytest.skip("no network interface with a MAC address on this machine")
    if task_id in ("machine-39", "machine-40"):  # read when run
        said = {"mac": _MAC_ADDRESS, "end": _MONTH_END_KO, "not_end": _NOT_MONTH_END_KO}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-39", [tool("bash", command="ls \"$(dirname \"$(find . -name usage.md)\")\""),
                      "In the same folder: {out}"]),
        ("files-40", [tool("bash", command="grep -rl --exclude-dir=.git build ."),
                      "{out}에 있어요."]),
        ("read-39", [tool("bash", command="grep -F -- '- [ ]' todo.md"), "Still to do: {out}"]),
        ("read-40", [tool("bash", command="grep scripts/ README.md"),
                     "README에는 이렇게 돼 있어요: {out}"]),
        ("count-39", [tool("bash", command=_WEEKEND_PY), "{out} sales were on a weekend."]),
        ("count-40", [tool("bash", command="grep -o 'order [0-9]*' logs/app.log | "
                                           "awk '$2 > 2000' | wc -l"),
                      "2000번 넘는 건 {out}건이야."]),
        ("csv-39", [tool("bash", command=_DROPS_AWK), "The biggest drop: {out} won."]),
        ("csv-40", [tool("bash", command="awk -F, 'NR > 1 {t[$1] += $4 * $5} $3 == "
                                         "\"cheesecake\" {d = $1} END {print d, t[d]}' "
                                         "sales.csv"),
                    "치즈케이크 팔린 날 매출: {out}원"]),
        ("git-39", [tool("bash", command=_LINES_ADDED), "{out} lines added in total."]),
        ("git-40", [tool("bash", command="git log --reverse --format=%ad --date=short -- "
                                         "report.py"),
                    "report.py 처음 커밋한 날과 마지막으로 고친 날: {out}"]),
        ("script-39", [tool("bash", command=_PY_CORRELATION), "Pearson's r: {out}"]),
        ("machine-39", [tool("bash", command="cat /sys/class/net/*/address"),
                        "The MAC addresses: {out}"]),
        ("machine-40", [tool("bash", command=_MONTH_END_DAY), "이번 달 말일은 {out}이야."]),
    ],
)
def test_fresh17_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh17's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""
    if task_id == "machine-39" and not _MAC_ADDRESS:
        pytest.skip("no network interface with a MAC address on this machine")

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh17_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh17's write and script tasks expect are what real commands make of the
    real workspace: cut for units.csv, Python for the README's sorted Layout list and for
    daily.csv."""
    ws = table.build_workspace(tmp_path)
    for command in ("cut -d, -f1-4 sales.csv > units.csv", _PY_LAYOUT_SORTED, _PY_DAILY):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    trace = table.Trace(answer="done")
    for task_id in ("write-39", "write-40", "script-40"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh17_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh17's requests pick out one answer: the one other file beside
    usage.md and the one script with a build number; the to-do items left include the
    uncommitted one; the weekend's sales are Saturday's and Sunday's; 8 of the 23 timed-out
    orders are numbered over 2000; the takings fell most from June 3 to June 4; the day the one
    cheesecake sale was made is not the cakes alone; the commits added 75 lines (main's alone
    74, the most in DATA_COMMIT, not in the commit that added the most files); report.py went
    in on June 2 and was last changed on June 4, as `git log` says."""
    assert table.USAGE_NEIGHBOURS == ("docs/setup.md",)
    assert table.BUILD_FILES == ("scripts/check.sh",)
    assert table.TODO_LEFT[-1] == table.TODO_UNCOMMITTED  # not in the committed todo.md
    for item in table.TODO_LEFT:
        assert sum(keys[0] in item for keys in table.TODO_LEFT_KEYS) == 1
    assert not any(keys[0] in table.TODO_DONE[0] for keys in table.TODO_LEFT_KEYS)
    assert table.SCRIPTS_FOR == "maintenance scripts"
    assert not any("maintenance" in text for text in table.OTHER_LAYOUT)
    assert table.WEEKEND_SALES == 4 and table.FIRST_SALE_WEEKDAY[0] == "Saturday"
    assert table.TIMEOUTS_OVER == 8 and len(table.TIMEOUT_ORDERS) == 23
    assert str(table.TIMEOUT_OVER) not in table.TIMEOUT_ORDERS
    assert [table.DROP_FROM.isoformat(), table.DROP_TO.isoformat()] == ["2024-06-03", "2024-06-04"]
    assert table.DROP_WON == 75_500
    assert sorted(table._DROPS.values())[-2] == 62_600  # June 5 → 6
    assert sum(1 for row in table.SALES if row[2] == table.PRICIEST) == 1
    assert table.CHEESECAKE_DAY_WON == 178_000 != 8 * table.PRICIEST_PRICE
    assert table.LINES_COMMITTED == 75
    assert max(table.COMMIT_LINES, key=table.COMMIT_LINES.get) == table.DATA_COMMIT
    assert table.DATA_COMMIT != table.MOST_FILES_COMMIT
    assert [day.isoformat() for day in table.REPORT_PY_DAYS] == ["2024-06-02", "2024-06-04"]
    assert round(table.UNITS_PRICE_R, 3) == -0.407
    assert sum(int(row[1]) for row in table.DAILY_ROWS[1:]) == table.REVENUE
    assert table.FLOUR_BAGS == 7 and table.FLOUR_G / table.FLOUR_BAG_G == 6.25
    assert (table.CASH_WON, table.ICE_COUNT, table.ICE_LEFT) == (10_000, 8, 400)  # 만 원
    ws = table.build_workspace(tmp_path)

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    def added(*args: str) -> int:
        return sum(int(line.split()[0]) for line in git("log", *args, "--numstat",
                                                         "--format=").splitlines() if line)

    assert added() == table.LINES_COMMITTED and added("main") == table.LINES_COMMITTED - 1
    days = git("log", "--reverse", "--format=%ad", "--date=short", "--", "report.py").split()
    assert tuple(dt.date.fromisoformat(day) for day in days) == table.REPORT_PY_DAYS


def test_mac_addresses_are_the_interfaces_addresses(tmp_path: Path) -> None:
    for name, address in (
        ("lo", "00:00:00:00:00:00"),  # the loopback's
        ("eth0", "02:FC:00:00:00:01"),
        ("wlan0", "a4:5e:60:12:34:56"),
        ("tun0", ""),  # a tunnel has none
        ("ib0", "80:00:00:48:fe:80:00:00:00:00:00:00:00:02:c9:03:00:0f:83:41"),  # InfiniBand
    ):
        (tmp_path / name).mkdir()
        (tmp_path / name / "address").write_text(address + "\n", encoding="utf-8")
    (tmp_path / "sit0").mkdir()  # no address file at all
    (tmp_path / "bonding_masters").write_text("\n", encoding="utf-8")  # a file, no interface
    assert table.mac_addresses(tmp_path) == {"02:fc:00:00:00:01", "a4:5e:60:12:34:56"}
    assert table.mac_addresses(tmp_path / "missing") == set()


def test_the_mac_addresses_are_what_ip_link_says() -> None:
    if not shutil.which("ip"):
        pytest.skip("no `ip` on this machine")
    out = subprocess.run(["ip", "-o", "link"], capture_output=True, text=True,
                         check=False).stdout.split()
    ether = {out[n + 1] for n, word in enumerate(out[:-1]) if word == "link/ether"}
    assert ether <= table.mac_addresses()
    assert all(address in out for address in table.mac_addresses())


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Your MAC address is 02:fc:00:00:00:01.", True),
        ("link/ether 02:fc:00:00:00:01 brd ff:ff:ff:ff:ff:ff", True),
        ("02:FC:00:00:00:01", True),
        ("02-FC-00-00-00-01", True),  # as Windows writes it
        ("It's ff:ff:ff:ff:ff:ff.", False),  # the broadcast address
        ("00:00:00:00:00:00", False),  # the loopback's
        ("02:fc:00:00:00:10", False),
        ("02:fc:00:00:00:01:23", False),  # not the first six pairs of a longer run …
        ("aa:02:fc:00:00:00:01", False),  # … nor the last six
        ("02:fc-00:00:00:01", False),  # one separator throughout
        ("The address is 192.168.0.23.", False),
    ],
)
def test_a_mac_address_is_a_whole_address(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "mac_addresses", lambda *root: {"02:fc:00:00:00:01"})
    assert table.mac_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_no_mac_address_is_nothing_to_grade_by(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "mac_addresses", lambda *root: set())
    verdict = table.mac_in_answer()(table.Trace(answer="02:fc:00:00:00:01"), tmp_path)
    assert not verdict.ok and "no network interface" in verdict.why


@pytest.mark.parametrize(
    ("day", "end"),
    [
        (dt.date(2024, 2, 10), dt.date(2024, 2, 29)),  # a leap year
        (dt.date(2026, 2, 1), dt.date(2026, 2, 28)),
        (dt.date(2026, 4, 30), dt.date(2026, 4, 30)),  # the last day itself
        (dt.date(2026, 12, 5), dt.date(2026, 12, 31)),
        (dt.date(2027, 1, 31), dt.date(2027, 1, 31)),
    ],
)
def test_month_end_is_the_last_day_of_the_month(day: dt.date, end: dt.date) -> None:
    assert table.month_end(day) == end


def test_the_month_ends_weekday_is_read_when_graded(tmp_path: Path) -> None:
    check = table.month_end_weekday_in_answer()
    end = table.month_end(dt.date.today())
    name = table.EN_WEEKDAYS[end.weekday()]
    other = table.EN_WEEKDAYS[(end.weekday() + 1) % 7]
    for answer in (f"{end.day}일, {table.KO_WEEKDAYS[end.weekday()]}이에요.", name, name[:3]):
        assert check(table.Trace(answer=answer), tmp_path).ok, answer
    for answer in (f"{table.KO_WEEKDAYS[(end.weekday() + 1) % 7]}이에요.", other, f"{end.day}일"):
        assert not check(table.Trace(answer=answer), tmp_path).ok, answer


# fresh18's graders, proved before the half is ever run, as fresh6's to fresh17's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_TO_MIDNIGHT = divmod(round(table.minutes_to_midnight()), 60)
_SATURDAYS = min(table.saturdays_left())
_LONE_FOLDERS = (
    "find . -path ./.git -prune -o -type f -print | awk -F/ 'NF == 3 {print $2}' | sort | "
    "uniq -c | awk '$1 == 1 {print $2}'"
)
_TWICE = "git log --all --format= --name-only | sort | uniq -d"
_REGIONS_SORTED = "cut -d, -f2 sales.csv | tail -n +2 | sort -u > regions.txt"
_SETUP_312 = "sed -i 's/Python 3\\.11/Python 3.12/' docs/setup.md"
_PY_SALE_WON = (
    "python3 -c \"import csv, statistics as s; print(s.{f}(int(r['units']) * int(r['unit_price']) "
    "for r in csv.DictReader(open('sales.csv'))))\""
)
_PY_PRODUCT_UNITS = (
    "python3 -c \"import csv, statistics as s; r = list(csv.DictReader(open('sales.csv'))); "
    "print({{p: s.{f}(int(x['units']) for x in r if x['product'] == p) "
    "for p in dict.fromkeys(x['product'] for x in r)}})\""
)
_PY_SATURDAYS = (
    "python3 -c \"import datetime as d; t = d.date.today(); print(sum((t + d.timedelta(n))"
    ".weekday() == 5 for n in range(1, (d.date(t.year, 12, 31) - t).days + 1)))\""
)
_PY_TO_MIDNIGHT = (
    "python3 -c \"import datetime as d; n = d.datetime.now(); m = round((d.datetime.combine("
    "n.date() + d.timedelta(1), d.time()) - n).total_seconds() / 60); "
    "print(m // 60, 'hours and', m % 60, 'minutes')\""
)
_DAY_GAP = (
    "awk -F, 'NR > 1 {t[$1] += $4 * $5} END {for (d in t) print t[d]}' sales.csv | sort -n | "
    "sed -n '1p;$p' | paste -sd' ' | awk '{print $2 - $1}'"
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-41",
         [tool("bash", command="git status --ignored --short"),
          say("Yes: git ignores the logs/ folder, so logs/app.log is never committed.")],
         [tool("bash", command="git status --short"),
          say("Just draft.txt: git isn't tracking it.")]),  # untracked, not ignored
        ("files-42",
         [tool("bash", command=_LONE_FOLDERS),
          say("scripts 폴더(check.sh)랑 logs 폴더(app.log)에 파일이 하나씩만 있어요.")],
         [tool("bash", command="git ls-files"),
          say("scripts 폴더예요. check.sh 하나만 들어 있어요.")]),  # the log is not in git
        ("read-41",
         [tool("bash", command="grep -i laptop notes.txt"),
          say("Your note says: \"Back up the laptop\".")],
         [tool("read_file", path="notes.txt"),
          say("Here's notes.txt:\n" + "\n".join(table.NOTES))]),  # the whole file
        ("read-42",
         [tool("read_file", path="README.md"),
          say("README에는 매일 재고 점검하려면 `python3 report.py`를 실행하라고 돼 있어요.")],
         [tool("bash", command="ls scripts"),
          say("scripts/check.sh를 실행하라고 돼 있어요.")]),
        ("count-41",
         [tool("read_file", path="sales.csv"),
          say("5 of them: the sales of 40, 55, 30, 35 and 45 units.")],
         [tool("bash", command="awk -F, 'NR > 1 && $4 > 30' sales.csv | wc -l"),
          say("4 sales had more than 30 units.")]),  # the sale of exactly 30 left out
        ("count-42",
         [tool("bash", command="grep -c ' GET ' logs/app.log"),
          say("GET 요청은 전부 1,265번 찍혀 있어.")],
         [tool("bash", command="grep -c INFO logs/app.log"),
          say("GET 요청은 1,266번이야.")]),  # the INFO lines, the shutdown among them
        ("csv-41",
         [tool("read_file", path="sales.csv"),
          say("48 bagels were sold (20 + 10 + 18), so at 200 won more each that's 9,600 won "
              "more.")],
         [tool("read_file", path="sales.csv"),
          say("3 bagel sales × 200 won: 600 won more.")]),  # per sale, not per bagel
        ("csv-42",
         [tool("read_file", path="sales.csv"),
          say("제일 많았던 날은 6월 2일(20만 4천 원), 제일 적었던 날은 6월 6일(11만 5,400원)이라 "
              "8만 8,600원 차이가 나.")],
         [tool("read_file", path="sales.csv"),
          say("6월 3일에서 4일로 넘어갈 때 7만 5,500원 차이가 제일 커.")]),  # the biggest drop
        ("git-41",
         [tool("bash", command="git log --format=%s -i --grep=report"),
          say("Two of them: 'Add stock check to report' and 'Add sales data and report "
              "script'.")],
         [tool("bash", command="git log --format=%s"),
          say("Add stock check to report, Add app code and docs, Add sales data and report "
              "script, Initial commit.")]),  # the whole log
        ("git-42",
         [tool("bash", command=_TWICE),
          say("네, report.py가 두 번 커밋됐어요. 처음 추가될 때랑 마지막 커밋에서 한 줄 더할 "
              "때요.")],
         [tool("bash", command="git status --short"),
          say("todo.md가 두 번 바뀌었어요.")]),  # changed, not committed
        ("write-41",
         [tool("bash", command=_REGIONS_SORTED),
          say("Done: regions.txt lists Busan, Incheon and Seoul.")],
         [tool("bash", command="awk -F, 'NR > 1 && !seen[$2]++ {print $2}' sales.csv > "
                               "regions.txt"),
          say("Done: regions.txt is ready.")]),  # as sales.csv has them, Seoul first
        ("write-42",
         [tool("edit_file", path="docs/setup.md", old_string="Python 3.11",
               new_string="Python 3.12"),
          say("docs/setup.md에서 파이썬 버전을 3.12로 고쳤어요.")],
         [tool("bash", command="echo 'Install Python 3.12, then run report.py.' > "
                               "docs/setup.md"),
          say("3.12로 고쳤어요.")]),  # the heading lost
        ("script-41",
         [tool("bash", command=_PY_SALE_WON.format(f="median")),
          say("The median sale is worth 83,200 won.")],
         [tool("bash", command=_PY_SALE_WON.format(f="mean")),
          say("A typical sale is worth about 84,033 won.")]),  # the mean
        ("script-42",
         [tool("bash", command=_PY_PRODUCT_UNITS.format(f="mean")),
          say("한 번 팔 때 평균으로 크루아상 30.67개, 바게트 20개, 머핀 45개, 베이글 16개, "
              "치즈케이크 8개예요.")],
         [tool("bash", command=_PY_PRODUCT_UNITS.format(f="fsum")),
          say("크루아상 92개, 바게트 40개, 머핀 135개, 베이글 48개, 치즈케이크 8개예요.")]),
        ("calc-41",
         [say("65% to go at 2 minutes a percent: 130 minutes, about 2 hours 10 minutes.")],
         [say("35 × 2 = 70 minutes.")]),
        ("calc-42",
         [say("30% 할인하면 5만 6천 원, 거기서 10% 더 빼면 5만 400원이야.")],
         [say("합쳐서 40% 할인이니까 4만 8천 원이야.")]),
        ("machine-41",
         [tool("bash", command="date +%H:%M"),
          say("It's {h} hours and {m} minutes until midnight.")],
         [tool("bash", command="date +%H:%M"),
          say("It's {other_h} hours and {m} minutes until midnight.")]),
        ("machine-42",
         [tool("bash", command=_PY_SATURDAYS),
          say("올해 토요일은 {sat}번 더 남았어.")],
         [tool("bash", command=_PY_SATURDAYS),
          say("올해 토요일은 {not_sat}번 남았어.")]),
        ("chat-41",
         [say("Antonio Vivaldi.")],
         [say("Mozart.")]),
        ("chat-42",
         [say("제주도야.")],
         [say("거제도야.")]),
    ],
)
def test_fresh18_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh18"
    if task_id in ("machine-41", "machine-42"):  # read when run
        said = {"h": _TO_MIDNIGHT[0], "m": _TO_MIDNIGHT[1], "other_h": _TO_MIDNIGHT[0] + 1,
                "sat": _SATURDAYS, "not_sat": _SATURDAYS + 2}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-41", [tool("bash", command="git ls-files --others --ignored --exclude-standard"),
                      "Git ignores {out}"]),
        ("files-42", [tool("bash", command=_LONE_FOLDERS), "{out} 폴더에 하나씩 있어요."]),
        ("read-41", [tool("bash", command="grep -i laptop notes.txt"), "Your note: {out}"]),
        ("read-42", [tool("bash", command="grep -i 'stock check' README.md"),
                     "README에는 이렇게 돼 있어요: {out}"]),
        ("count-41", [tool("bash", command="awk -F, 'NR > 1 && $4 >= 30' sales.csv | wc -l"),
                      "{out} sales."]),
        ("count-42", [tool("bash", command="grep -c ' GET ' logs/app.log"),
                      "GET 요청은 {out}번이야."]),
        ("csv-41", [tool("bash", command="awk -F, '$3 == \"bagel\" {u += $4} END "
                                         "{print u * (2700 - 2500)}' sales.csv"),
                    "{out} won more."]),
        ("csv-42", [tool("bash", command=_DAY_GAP), "차이는 {out}원이야."]),
        ("git-41", [tool("bash", command="git log --format=%s -i --grep=report"),
                    "These mention it: {out}"]),
        ("git-42", [tool("bash", command=_TWICE), "두 번 커밋된 파일: {out}"]),
        ("script-41", [tool("bash", command=_PY_SALE_WON.format(f="median")),
                       "The median sale: {out} won."]),
        ("script-42", [tool("bash", command=_PY_PRODUCT_UNITS.format(f="mean")),
                       "제품별 평균 판매 수량: {out}"]),
        ("machine-41", [tool("bash", command=_PY_TO_MIDNIGHT), "It's {out} until midnight."]),
        ("machine-42", [tool("bash", command=_PY_SATURDAYS), "토요일이 {out}번 더 남았어."]),
    ],
)
def test_fresh18_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh18's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh18_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh18's write tasks expect are what real commands make of the real
    workspace: sort -u for regions.txt, sed for the setup notes' Python version."""
    ws = table.build_workspace(tmp_path)
    for command in (_REGIONS_SORTED, _SETUP_312):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    trace = table.Trace(answer="done")
    for task_id in ("write-41", "write-42"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh18_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh18's requests pick out one answer: the log is ignored, the
    untracked draft.txt is not; scripts/ and logs/ hold one file each, src/ and docs/ two; the
    laptop note is one line of notes.txt; the README's daily stock check runs report.py; 5
    sales are of 30 units or more (4 of over 30); the GET requests are the INFO lines but the
    shutdown; the bagels are 48 in 3 sales; the best and worst days are not the biggest drop;
    two commit messages name the report and only report.py went into two commits, as `git`
    says; sales.csv does not list its regions in alphabetical order; the median sale is not the
    mean; each product's average is not its total."""
    assert table.IGNORED_FILES == ("logs/app.log",)
    assert "draft.txt" not in table.TRACKED_FILES and "draft.txt" not in table.IGNORED_FILES
    assert table.LONE_FILE_FOLDERS == ("scripts", "logs")
    assert table._IN_FOLDERS.count("src") == table._IN_FOLDERS.count("docs") == 2
    assert sum("laptop" in line for line in table.NOTES) == 1
    assert table.BEFORE_LAPTOP == table.PLANTS
    assert table.STOCK_RUN == "python3 report.py"
    assert (table.SALES_AT_LEAST, sum(1 for row in table.SALES if int(row[3]) > 30)) == (5, 4)
    assert table.GET_REQUESTS == table.INFO_LINES - 1 == 1265
    assert table.BAGEL_RAISE_WON == 9_600
    assert sum(1 for row in table.SALES if row[2] == "bagel") == 3
    assert table.BEST_WORST_WON == 88_600 != table.DROP_WON
    assert table.REPORT_COMMITS == (table.DATA_COMMIT, table.LAST_COMMIT)
    assert table.COMMITTED_TWICE == ("report.py",)
    assert table.REGIONS_SORTED == ["Busan", "Incheon", "Seoul"]
    assert list(dict.fromkeys(str(row[1]) for row in table.SALES)) != table.REGIONS_SORTED
    assert (table.SETUP_MD, table.SETUP_PYTHON) == ("docs/setup.md", "3.11")
    assert table.MEDIAN_SALE_WON == 83_200
    assert round(sum(int(row[3]) * int(row[4]) for row in table.SALES) / len(table.SALES),
                 2) == 84_033.33  # the mean sale
    assert {name: round(mean, 2) for name, mean in table.PRODUCT_MEAN_UNITS.items()} == {
        "croissant": 30.67, "baguette": 20, "muffin": 45, "bagel": 16, "cheesecake": 8,
    }
    assert table.PHONE_FULL_MIN == 130 and table.SHOES_PAID == 50_400 != 80_000 * 60 // 100
    ws = table.build_workspace(tmp_path)

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    ignored = git("ls-files", "--others", "--ignored", "--exclude-standard").split()
    assert tuple(ignored) == table.IGNORED_FILES
    named = Counter(git("log", "--all", "--format=", "--name-only").split())
    assert tuple(name for name, n in named.items() if n > 1) == table.COMMITTED_TWICE
    subjects = git("log", "--format=%s", "-i", "--grep=report").splitlines()
    assert sorted(subjects) == sorted(table.REPORT_COMMITS)


@pytest.mark.parametrize(
    ("now", "minutes"),
    [
        (dt.datetime(2026, 12, 5, 20, 35), 205),
        (dt.datetime(2026, 12, 5, 0, 0), 1440),  # midnight itself: a whole day to the next
        (dt.datetime(2026, 12, 5, 23, 59, 30), 0.5),
        (dt.datetime(2026, 12, 31, 12, 0), 720),  # the year's last day
        (dt.datetime(2024, 2, 28, 22, 0), 120),  # a leap year's 28th of February
    ],
)
def test_minutes_to_midnight(now: dt.datetime, minutes: float) -> None:
    assert table.minutes_to_midnight(now) == minutes


@pytest.mark.parametrize(
    ("left", "answer", "ok"),
    [
        (205, "3 hours and 25 minutes until midnight.", True),
        (205, "자정까지 3시간 25분 남았어요.", True),
        (205, "205 minutes.", True),
        (205, "About 3.4 hours.", True),  # 204 minutes
        (217, "3 hours and 25 minutes.", False),  # 12 minutes off: outside the slack (10)
        (205, "It's 20:35, so 3 hours and 25 minutes.", True),
        (205, "It's 20:35 now, 3 hours and 25 minutes left.", True),  # the clock no part of it
        (205, "It's 20:35 now.", False),  # the time now, not what is left
        (205, "4 hours and 25 minutes.", False),
        (205, "About 3 hours.", False),
        (720, "It's 12:00.", False),  # noon: 720 minutes left, but a clock time says none
        (720, "12 hours.", True),
        (3, "About 5 minutes.", True),
        (1438, "About 1 minute.", True),  # graded just after midnight: across it, 3 minutes
        (205, "세 시간 반쯤 남았어.", True),  # 210: 5 minutes off, within the slack
    ],
)
def test_the_time_to_midnight_is_said_whole(
    left: float, answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "minutes_to_midnight", lambda *now: left)
    assert table.midnight_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_time_to_midnight_is_read_when_graded(tmp_path: Path) -> None:
    check = table.midnight_in_answer()
    hours, minutes = divmod(round(table.minutes_to_midnight()), 60)
    assert check(table.Trace(answer=f"{hours} hours and {minutes} minutes"), tmp_path).ok
    assert check(table.Trace(answer=f"{hours}시간 {minutes}분 남았어요"), tmp_path).ok
    assert not check(table.Trace(answer=f"{hours + 2} hours and {minutes} minutes"),
                     tmp_path).ok


@pytest.mark.parametrize(
    ("today", "left"),
    [
        (dt.date(2026, 12, 5), {3, 4}),  # a Saturday: the 12th, 19th and 26th, or today too
        (dt.date(2026, 12, 6), {3}),
        (dt.date(2026, 12, 26), {0, 1}),  # the year's last Saturday
        (dt.date(2026, 12, 27), {0}),
        (dt.date(2024, 12, 31), {0}),
        (dt.date(2026, 1, 1), {52}),  # a Thursday: January 3 … December 26
        (dt.date(2028, 1, 1), {52, 53}),  # a leap year begun on a Saturday: 53 in all
    ],
)
def test_saturdays_left(today: dt.date, left: set[int]) -> None:
    assert table.saturdays_left(today) == left


@pytest.mark.parametrize(
    ("left", "answer", "ok"),
    [
        ({3, 4}, "오늘 빼고 3번 남았어요.", True),
        ({3, 4}, "오늘까지 치면 4번이에요.", True),
        ({3, 4}, "세 번 남았어요: 12일, 19일, 26일.", True),
        ({3, 4}, "3 more Saturdays: Dec 12, 19 and 26.", True),
        ({3, 4}, "Three more Saturdays.", True),
        ({3, 4}, "12월 12일, 19일, 26일이 남았어요.", False),  # dates, no count
        ({3, 4}, "December 12th, 19th and 26th.", False),
        ({3, 4}, "두 번 남았어요.", False),
        ({3, 4}, "5번 남았어요.", False),
        ({3}, "26일이 마지막이에요.", False),
        ({0}, "올해는 이제 토요일이 없어요.", True),
        ({0}, "No more Saturdays this year.", True),
        ({3}, "올해는 이제 토요일이 없어요.", False),
        ({52}, "52번 남았어요.", True),
    ],
)
def test_the_saturdays_left_are_a_count_not_their_dates(
    left: set[int], answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "saturdays_left", lambda *today: left)
    assert table.saturdays_left_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_saturdays_left_are_read_when_graded(tmp_path: Path) -> None:
    check = table.saturdays_left_in_answer()
    left = table.saturdays_left()
    assert check(table.Trace(answer=f"{min(left)}번 남았어요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{max(left) + 1}번 남았어요."), tmp_path).ok


# fresh19's graders, proved before the half is ever run, as fresh6's to fresh18's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_QUARTER = table.quarter_of(dt.date.today())
_CHRISTMAS_DAY = table.this_years(*table.CHRISTMAS)
_CHRISTMAS_KO = table.KO_WEEKDAYS[_CHRISTMAS_DAY.weekday()]
_NOT_CHRISTMAS_KO = table.KO_WEEKDAYS[(_CHRISTMAS_DAY.weekday() + 6) % 7]  # the day before's
_CHRISTMAS_WEEKDAY = "LC_ALL=C date -d \"$(date +%Y)-12-25\" +%A"
_MOST_LINES = (
    "git log --all --numstat --format='@%s' | awk '/^@/ {c = substr($0, 2); next} NF "
    "{n[c] += $1} END {for (c in n) print n[c], c}' | sort -n | tail -n 1"
)
_WITH_SALES_CSV = (
    "git show --name-only --format= \"$(git log --all --format=%H --diff-filter=A -- "
    "sales.csv)\""
)
_REVERSED = "tac notes.txt > notes.tmp && mv notes.tmp notes.txt"
_PY_SLOW_TOTAL = (
    "python3 -c \"import re; print(sum(int(ms) for ms in re.findall(r'\\((\\d+) ms\\)', "
    "open('logs/app.log').read())))\""
)
_PY_SMALLEST = (
    "python3 -c \"import csv; r = csv.DictReader(open('sales.csv')); "
    "[print(x['date'], x['region'], x['product'], int(x['units']) * int(x['unit_price'])) "
    "for x in sorted(r, key=lambda x: int(x['units']) * int(x['unit_price']))[:3]]\""
)
_PY_FEWEST_UNITS = _PY_SMALLEST.replace(
    "key=lambda x: int(x['units']) * int(x['unit_price'])", "key=lambda x: int(x['units'])"
)
_PY_QUARTER = (
    "python3 -c \"import datetime as d; print('Q%d' % ((d.date.today().month - 1) // 3 + 1))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-43",
         [tool("read_file", path="report.py"),
          say("Just sales.csv: report.py reads its rows with csv.DictReader. The only modules it "
              "imports are csv and sys, which come with Python.")],
         [tool("bash", command="grep -rn price_with_tax --include=*.py ."),
          say("It also needs src/utils.py, for price_with_tax.")]),
        ("files-44",
         [tool("bash", command="ls -lh logs/app.log"),
          say("logs/app.log는 지금 82K예요. 바이트로는 83,473바이트고요.")],
         [tool("bash", command="wc -l logs/app.log"),
          say("로그 파일은 1,500줄이에요.")]),  # its length, not its size
        ("read-43",
         [tool("read_file", path="README.md"),
          say("It describes the project as \"Inventory and sales tools for a small bakery.\"")],
         [tool("read_file", path="README.md"),
          say("Here's the README:\n" + "\n".join(table.README))]),  # the whole file
        ("read-44",
         [tool("bash", command="tail -n 1 logs/app.log"),
          say("로그 마지막 줄을 보면 6월 30일 밤 11시 59분 58초에 종료됐어요(shutdown complete).")],
         [tool("bash", command="tail -n 2 logs/app.log"),
          say("마지막 요청이 23:44:03에 들어왔으니까 그때 꺼진 거예요.")]),  # the line before
        ("count-43",
         [tool("read_file", path="sales.csv"),
          say("4 of them: 128,000, 154,000, 102,500 and 126,000 won.")],
         [tool("read_file", path="sales.csv"),
          say("Six of them: every day took in more than 100,000 won.")]),  # the days, not sales
        ("count-44",
         [tool("bash", command="ls -p | grep -v /"),
          say("폴더랑 숨김 파일 빼면 6개예요: README.md, notes.txt, todo.md, sales.csv, "
              "report.py, draft.txt.")],
         [tool("bash", command="ls | wc -l"),
          say("10개 있어요.")]),  # the four folders counted too
        ("csv-43",
         [tool("read_file", path="sales.csv"),
          say("No. Seoul took in 481,500 won, but Busan (308,500) and Incheon (218,400) together "
              "made 526,900 won, 45,400 more.")],
         [tool("read_file", path="sales.csv"),
          say("Yes: Seoul brought in 481,500 won, more than Busan's 308,500 or Incheon's "
              "218,400.")]),  # more than either, not than both
        ("csv-44",
         [tool("read_file", path="sales.csv"),
          say("6월 3일이야. 19만 8,500원으로 6월 2일(20만 4천 원) 다음으로 많았어.")],
         [tool("read_file", path="sales.csv"),
          say("6월 1일이야. 55개 팔았어.")]),  # by the units: June 1 and 3 tie after June 2
        ("git-43",
         [tool("bash", command="git log --all --numstat --format=%s"),
          say("'Add sales data and report script' was the biggest: it added 39 lines (sales.csv "
              "13, report.py 13, notes.txt 8, todo.md 5).")],
         [tool("bash", command="git log --all --stat --format=%s"),
          say("'Add app code and docs': 5 files and 18 lines.")]),  # the most files
        ("git-44",
         [tool("bash", command=_WITH_SALES_CSV),
          say("sales.csv는 'Add sales data and report script' 커밋에 report.py, notes.txt, "
              "todo.md랑 같이 들어갔어요.")],
         [tool("bash", command="git log --all --name-only --format=%s"),
          say("처음 커밋할 때 README.md랑 .gitignore가 같이 들어갔어요.")]),
        ("write-43",
         [tool("bash", command="date +%F > last-check.txt"),
          say("Done: last-check.txt holds today's date.")],
         [tool("bash", command="echo 2024-06-06 > last-check.txt"),
          say("Done: last-check.txt is ready.")]),  # the example, not today
        ("write-44",
         [tool("bash", command=_REVERSED),
          say("notes.txt 순서를 거꾸로 뒤집었어요. 이제 'Back up the laptop'이 맨 위예요.")],
         [tool("bash", command="sort -r -o notes.txt notes.txt"),
          say("거꾸로 정렬해 뒀어요.")]),  # reverse alphabetical order, not reversed
        ("script-43",
         [tool("bash", command=_PY_SLOW_TOTAL),
          say("The 211 slow queries took 30,455 ms in total, about 30.5 seconds.")],
         [tool("bash", command="grep -o '[0-9]* ms' logs/app.log | awk '$1 > 150 {s += $1} "
                               "END {print s}'"),
          say("They add up to 15,274 ms.")]),  # only those over 150 ms
        ("script-44",
         [tool("bash", command=_PY_SMALLEST),
          say("금액이 제일 작은 판매는 부산 베이글 25,000원, 서울 베이글 45,000원, 인천 베이글 "
              "50,000원이에요.")],
         [tool("bash", command=_PY_FEWEST_UNITS),
          say("치즈케이크 8개 52,000원, 부산 베이글 10개 25,000원, 부산 바게트 15개 61,500원"
              "이에요.")]),  # the fewest units, not the smallest amounts
        ("calc-43",
         [say("You need 89: 85 × 4 = 340, and 340 − 251 = 89.")],
         [say("Your average is 83.67 so far, so you need 85 on the last one.")]),
        ("calc-44",
         [say("1만 2천 보 × 70cm = 840,000cm니까 8.4킬로미터 걸은 거야.")],
         [say("84킬로미터쯤 걸었어.")]),  # a unit slipped
        ("machine-43",
         [tool("bash", command="date +%m"),
          say("It's month {month}, so we're in Q{q}.")],
         [tool("bash", command="date +%m"),
          say("We're in Q{other_q}.")]),
        ("machine-44",
         [tool("bash", command=_CHRISTMAS_WEEKDAY),
          say("올해 크리스마스는 {christmas}이에요.")],
         [tool("bash", command=_CHRISTMAS_WEEKDAY),
          say("올해 크리스마스는 {not_christmas}이에요.")]),
        ("chat-43",
         [say("Diamond.")],
         [say("Quartz.")]),
        ("chat-44",
         [say("입춘이야.")],
         [say("동지야.")]),
    ],
)
def test_fresh19_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh19"
    if task_id in ("machine-43", "machine-44"):  # read when run
        said = {"month": dt.date.today().month, "q": _QUARTER, "other_q": _QUARTER % 4 + 1,
                "christmas": _CHRISTMAS_KO, "not_christmas": _NOT_CHRISTMAS_KO}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-43", [tool("bash", command="grep -o '[a-z_]*\\.csv' report.py"),
                      "It needs {out}"]),
        ("files-44", [tool("bash", command="ls -lh logs/app.log"), "로그 파일 크기: {out}"]),
        ("read-43", [tool("bash", command="sed -n 3p README.md"), "The README says: {out}"]),
        ("read-44", [tool("bash", command="tail -n 1 logs/app.log"), "로그 마지막 줄: {out}"]),
        ("count-43", [tool("bash", command="awk -F, 'NR > 1 && $4 * $5 > 100000' sales.csv | "
                                           "wc -l"),
                      "{out} sales."]),
        ("count-44", [tool("bash", command="find . -maxdepth 1 -type f ! -name '.*' | wc -l"),
                      "파일이 {out}개 있어요."]),
        ("csv-43", [tool("bash", command="awk -F, 'NR > 1 && $2 != \"Seoul\" {s += $4 * $5} END "
                                         "{print s}' sales.csv"),
                    "No: Busan and Incheon together took in {out} won."]),
        ("csv-44", [tool("bash", command="awk -F, 'NR > 1 {t[$1] += $4 * $5} END {for (d in t) "
                                         "print t[d], d}' sales.csv | sort -nr | sed -n 2p"),
                    "두 번째로 잘된 날: {out}"]),
        ("git-43", [tool("bash", command=_MOST_LINES), "The biggest commit: {out}"]),
        ("git-44", [tool("bash", command=_WITH_SALES_CSV), "같이 커밋된 파일: {out}"]),
        ("script-43", [tool("bash", command=_PY_SLOW_TOTAL), "They took {out} ms in all."]),
        ("script-44", [tool("bash", command=_PY_SMALLEST), "제일 작은 세 건:\n{out}"]),
        ("machine-43", [tool("bash", command=_PY_QUARTER), "We're in {out}."]),
        ("machine-44", [tool("bash", command=_CHRISTMAS_WEEKDAY),
                        "올해 크리스마스는 {out}이에요."]),
    ],
)
def test_fresh19_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh19's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh19_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh19's write tasks expect are what real commands make of the real
    workspace: `date +%F` for last-check.txt, tac for notes.txt upside down."""
    ws = table.build_workspace(tmp_path)
    for command in ("date +%F > last-check.txt", _REVERSED):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    trace = table.Trace(answer="done")
    for task_id in ("write-43", "write-44"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh19_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh19's requests pick out one answer: report.py opens sales.csv
    and imports nothing of the project; the log is 83,473 bytes in 1,500 lines; the README's
    description is neither its title nor the stock check line; the app shut down at 23:59:58,
    the request before at 23:44:03; 4 sales were worth more than 100,000 won, while every day
    took in more; 6 files sit at the top, 7 with .gitignore, 10 entries with the folders; Seoul
    is the top region yet took in less than the other two together; the second-best day by the
    money is June 3, by the units June 1 ties with it; the commit that added the most lines is
    not the one that added the most files, and three files went in with sales.csv, as `git`
    says; notes.txt upside down is not notes.txt sorted backwards; the slow queries over 150 ms
    are half the time; the three smallest sales are the bagels, not the fewest units."""
    assert table.REPORT_PY_NEEDS == ("sales.csv",)
    assert "utils" not in table.REPORT_PY and "src" not in table.REPORT_PY
    assert table.LOG_BYTES == 83_473 and table.LOG_LINES == 1500
    assert table.README_ABOUT == "Inventory and sales tools for a small bakery."
    others = [line for line in table.README if line != table.README_ABOUT]
    assert not any(said in line.casefold() for line in others for said in table.README_ABOUT_SAID)
    assert (table.SHUTDOWN_AT.hour, table.SHUTDOWN_AT.minute) == (23, 59)
    assert table.LOG_BEFORE_SHUTDOWN.split()[1] == "23:44:03"
    assert table.BIG_SALES_WON == 4
    assert all(won > table.BIG_SALE_WON for won in table._WON_BY_DAY.values())
    assert table.TOP_LEVEL_FILES == table.TOP_FILES
    assert table.OTHERS_WON == 526_900 and table.TOP_REGION_SHORT == 45_400
    assert max(table.REGION_WON, key=table.REGION_WON.get) == table.TOP_REGION == "Seoul"
    assert table.SECOND_MONEY_DAY.isoformat() == "2024-06-03"
    assert table._BY_DATE["2024-06-01"] == table._BY_DATE["2024-06-03"] == 55
    assert (table.MOST_LINES_COMMIT, table.MOST_LINES) == (table.DATA_COMMIT, 39)
    assert table.MOST_LINES_COMMIT != table.MOST_FILES_COMMIT
    assert sorted(table.WITH_SALES_CSV) == ["notes.txt", "report.py", "todo.md"]
    assert sorted(table.NOTES, reverse=True) != table.NOTES_REVERSED
    assert table.SLOW_TOTAL_MS == 30_455
    assert sum(int(ms) for ms in re.findall(r"\((\d+) ms\)", table.log_text())
               if int(ms) > table.SLOW_MS) == 15_274
    smallest = sorted(table.SALES, key=lambda row: int(row[3]) * int(row[4]))[:3]
    assert {row[2] for row in smallest} == {"bagel"}
    assert table.SMALLEST_SALES_WON == [25_000, 45_000, 50_000]
    assert int(table.FEWEST[3]) * int(table.FEWEST[4]) == table.NEXT_SMALLEST_WON == 52_000
    assert table.QUIZ_NEEDED == 89 and table.WALK_KM == 8.4
    ws = table.build_workspace(tmp_path)

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert (ws / "logs/app.log").stat().st_size == table.LOG_BYTES
    top = [path for path in ws.iterdir() if path.name != ".git"]
    assert sorted(path.name for path in top if path.is_file() and not path.name.startswith(".")
                  ) == sorted(table.TOP_LEVEL_FILES)
    assert (len([path for path in top if path.is_file()]), len(os.listdir(ws)) - 2) == (7, 10)
    added: Counter[str] = Counter()
    subject = ""
    for line in git("log", "--all", "--numstat", "--format=@%s").splitlines():
        if line.startswith("@"):
            subject = line[1:]
        elif line:
            added[subject] += int(line.split()[0])
    assert added.most_common(1) == [(table.MOST_LINES_COMMIT, table.MOST_LINES)]
    first = git("log", "--all", "--format=%H", "--diff-filter=A", "--", "sales.csv").split()
    names = git("show", "--name-only", "--format=", *first).split()
    assert sorted(names) == sorted(["sales.csv", *table.WITH_SALES_CSV])


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("83,473 bytes", True),
        ("83473바이트예요.", True),
        ("-rw-r--r-- 1 mina mina 82K Dec  5 21:11 logs/app.log", True),  # ls -lh: rounded up
        ("84K\tlogs/app.log", True),  # du -h: whole 4 KiB blocks
        ("81.5 KiB", True),
        ("about 83.5 KB", True),
        ("83킬로바이트 정도예요.", True),
        ("0.08 MB", True),
        ("83473 logs/app.log", True),  # wc -c: bytes, no unit
        ("1,500줄이에요.", False),  # its lines
        ("83 MB", False),  # a unit slipped
        ("83", False),  # no unit, not the bytes
        ("4.0K\tscripts/check.sh", False),  # another file's
        ("90 KB", False),  # 7.8 % over
        ("1.5 GB", False),
    ],
)
def test_a_file_size_is_said_with_its_unit(answer: str, ok: bool, tmp_path: Path) -> None:
    assert table.size_in_answer(83_473)(table.Trace(answer=answer), tmp_path).ok is ok


def test_a_file_of_todays_date(tmp_path: Path) -> None:
    check = table.file_holds_today("day.txt")
    trace = table.Trace()
    assert not check(trace, tmp_path).ok  # no file
    today = dt.date.today()
    for text, ok in (
        (f"{today.isoformat()}\n", True),
        (f"{today.isoformat()}  \n\n", True),  # trailing spaces and a blank end
        (today.isoformat(), True),  # no line end
        (f"{(today - dt.timedelta(days=1)).isoformat()}\n", False),  # yesterday
        ("2024-06-06\n", False),  # the request's example
        (f"{today:%d/%m/%Y}\n", False),  # not as asked
        (f"{today.isoformat()}\nchecked\n", False),  # more than the date
        (f"Today is {today.isoformat()}\n", False),
    ):
        (tmp_path / "day.txt").write_text(text, encoding="utf-8")
        assert check(trace, tmp_path).ok is ok, text


@pytest.mark.parametrize(
    ("day", "quarter"),
    [
        (dt.date(2026, 1, 1), 1),
        (dt.date(2026, 3, 31), 1),
        (dt.date(2026, 4, 1), 2),
        (dt.date(2026, 6, 30), 2),
        (dt.date(2026, 7, 1), 3),
        (dt.date(2026, 9, 30), 3),
        (dt.date(2026, 10, 1), 4),
        (dt.date(2026, 12, 31), 4),
    ],
)
def test_quarter_of(day: dt.date, quarter: int) -> None:
    assert table.quarter_of(day) == quarter


@pytest.mark.parametrize(
    ("quarter", "answer", "ok"),
    [
        (4, "We're in Q4.", True),
        (4, "It's q4 now.", True),
        (4, "4Q, October to December.", True),
        (4, "It's the fourth quarter of the year.", True),
        (4, "We're in the 4th quarter.", True),
        (4, "Quarter 4.", True),
        (4, "We're in the last quarter of the year.", True),
        (4, "지금은 4분기예요.", True),
        (4, "4/4분기예요.", True),
        (4, "4사분기야.", True),
        (4, "We're in Q3; last quarter was Q2.", False),  # "last quarter": the one before
        (4, "3/4분기예요.", False),  # the third quarter
        (4, "3분기예요.", False),
        (4, "Q42", False),
        (4, "It's December.", False),  # the month, not the quarter
        (1, "We're in the first quarter.", True),
        (1, "1분기예요.", True),
        (1, "We're in the last quarter of the year.", False),
        (2, "Q2 (April to June).", True),
        (2, "2/4분기야.", True),
        (2, "1/4분기야.", False),
    ],
)
def test_a_quarter_is_named_as_quarters_are(
    quarter: int, answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "quarter_of", lambda day: quarter)
    assert table.quarter_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_quarter_is_read_when_graded(tmp_path: Path) -> None:
    check = table.quarter_in_answer()
    assert check(table.Trace(answer=f"Q{_QUARTER}"), tmp_path).ok
    assert check(table.Trace(answer=f"{_QUARTER}분기예요."), tmp_path).ok
    assert not check(table.Trace(answer=f"Q{_QUARTER % 4 + 1}"), tmp_path).ok


@pytest.mark.parametrize(
    ("today", "day"),
    [
        (dt.date(2026, 12, 5), dt.date(2026, 12, 25)),  # a Friday
        (dt.date(2026, 12, 26), dt.date(2026, 12, 25)),  # passed: still this year's
        (dt.date(2027, 1, 1), dt.date(2027, 12, 25)),  # a Saturday
        (dt.date(2028, 2, 29), dt.date(2028, 12, 25)),  # a leap year's: a Monday
    ],
)
def test_this_years_day(today: dt.date, day: dt.date) -> None:
    assert table.this_years(12, 25, today) == day


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("금요일이에요.", True),
        ("It falls on a Friday.", True),
        ("Fri, Dec 25", True),
        ("목요일이에요.", False),  # the day before
        ("Saturday.", False),  # next year's
        ("12월 25일이에요.", False),  # the date, not its weekday
    ],
)
def test_the_weekday_of_this_years_day(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "this_years", lambda *day: dt.date(2026, 12, 25))
    check = table.weekday_this_year_in_answer(12, 25)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_weekday_of_this_years_day_is_read_when_graded(tmp_path: Path) -> None:
    check = table.weekday_this_year_in_answer(*table.CHRISTMAS)
    assert check(table.Trace(answer=f"{_CHRISTMAS_KO}이에요."), tmp_path).ok
    assert check(table.Trace(answer=table.EN_WEEKDAYS[_CHRISTMAS_DAY.weekday()]), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_CHRISTMAS_KO}이에요."), tmp_path).ok


# fresh20's graders, proved before the half is ever run, as fresh6's to fresh19's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_LAST_FRIDAY = table.last_weekday_of_month(table.FRIDAY)
_FRIDAY_BEFORE = _LAST_FRIDAY - dt.timedelta(days=7)
_YEAR_GONE = round(table.year_gone()[1], 1)
_YEAR_LEFT = round(100 - _YEAR_GONE, 1)  # what is left, said as gone (near July, 10 points off)
_NOT_YEAR_GONE = _YEAR_LEFT if abs(_YEAR_LEFT - _YEAR_GONE) > 2 else round(_YEAR_GONE + 10, 1)
_OVERLONG = "awk 'length > 79 {print FILENAME \": line \" FNR \", \" length \" characters\"}' " \
    "*.py src/*.py"
_ONE_LINERS = (
    "find . -path ./.git -prune -o -type f -print | xargs wc -l | awk '$1 == 1 {print $2}'"
)
_SEOUL_NOT_BUSAN = (
    "comm -23 <(awk -F, '$2 == \"Seoul\" {print $3}' sales.csv | sort -u) "
    "<(awk -F, '$2 == \"Busan\" {print $3}' sales.csv | sort -u)"
)
_SEOUL_GAP = (
    "comm -23 <(cut -d, -f1 sales.csv | tail -n +2 | sort -u) "
    "<(awk -F, '$2 == \"Seoul\" {print $1}' sales.csv | sort -u)"
)
_ONE_FILE_COMMITS = (
    "git log --all --format=@%s --name-only | awk '/^@/ {if (n == 1) print c; "
    "c = substr($0, 2); n = 0; next} NF {n++} END {if (n == 1) print c}'"
)
_CONTACT_PICKAXE = "git log --all --format='%h %s' -S '## Contact' -- README.md"
_TAX_8 = "sed -i 's/price \\* 1\\.1)/price * 1.08)/' src/utils.py"
_FLOUR_FIRST = (
    "(head -n 2 todo.md; grep flour todo.md; tail -n +3 todo.md | grep -v flour) > todo.tmp && "
    "mv todo.tmp todo.md"
)
_PY_TIMEOUT_GAP = (
    "python3 -c \"import re, datetime as d; t = [d.datetime.strptime(s, '%H:%M:%S') for s in "
    "re.findall(r'(\\d\\d:\\d\\d:\\d\\d) ERROR', open('logs/app.log').read())]; "
    "print((t[-1] - t[0]) / (len(t) - 1))\""
)
_PY_YEAR_GONE = (
    "python3 -c \"import datetime as d; t = d.date.today(); n = (d.date(t.year + 1, 1, 1) - "
    "d.date(t.year, 1, 1)).days; print(f'{100 * t.timetuple().tm_yday / n:.1f}%')\""
)
_PY_LAST_FRIDAY = (
    "python3 -c \"import calendar as c, datetime as d; t = d.date.today(); "
    "e = t.replace(day=c.monthrange(t.year, t.month)[1]); "
    "print(e - d.timedelta((e.weekday() - 4) % 7))\""
)
_YEAR_DAYS = "date -d \"$(date +%Y)-12-31\" +%j"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-45",
         [tool("bash", command=_OVERLONG),
          say("Just report.py: line 9 is 82 characters long. src/app.py and src/utils.py stay "
              "within 79.")],
         [tool("bash", command="wc -L src/*.py"),
          say("No, none of your Python files go over 79 characters.")]),  # src/ alone
        ("files-46",
         [tool("bash", command=_ONE_LINERS),
          say("숨김 파일까지 보면 딱 한 줄짜리는 .gitignore랑 draft.txt, 두 개예요.")],
         [tool("bash", command="wc -l *.txt *.md *.csv *.py"),
          say("한 줄짜리 파일은 draft.txt 하나예요.")]),  # the hidden one left out
        ("read-45",
         [tool("read_file", path="scripts/check.sh"),
          say("It reports on two things, the disk and the backup (both 'ok'), then prints STATUS "
              "OK with build 7781. It only echoes those lines; nothing is really tested.")],
         [tool("read_file", path="scripts/check.sh"),
          say("It prints the build status: STATUS OK (build 7781).")]),
        ("read-46",
         [tool("read_file", path="src/utils.py"),
          say("round(price * 1.1)을 돌려주니까 소수점은 반올림해요. 그냥 버리지는 않아요.")],
         [tool("read_file", path="src/utils.py"),
          say("반올림은 안 하고 소수점 아래는 그냥 버려요.")]),
        ("count-45",
         [tool("bash", command="grep -n '^ *def ' report.py src/*.py"),
          say("2 functions: main in src/app.py and price_with_tax in src/utils.py. report.py "
              "defines none.")],
         [tool("bash", command="ls report.py src/*.py"),
          say("There are 3, one in each Python file.")]),
        ("count-46",
         [tool("bash", command="grep -n 'print(' report.py src/*.py"),
          say("print는 세 군데 있어요: report.py에 두 번, src/app.py에 한 번이요.")],
         [tool("bash", command="grep -c 'print(' report.py"),
          say("report.py에 2군데 있어요.")]),  # src/app.py's left out
        ("csv-45",
         [tool("read_file", path="sales.csv"),
          say("Yes: cheesecake. Seoul sold 8 of them on June 5; Busan never sold any.")],
         [tool("read_file", path="sales.csv"),
          say("Yes: the baguettes and the cheesecake.")]),  # Busan sold baguettes too
        ("csv-46",
         [tool("read_file", path="sales.csv"),
          say("아니요, 6월 4일에는 서울 판매 기록이 없어요. 그날은 인천이랑 부산만 팔았어요.")],
         [tool("bash", command="grep Seoul sales.csv"),
          say("네, 서울은 6월 1일부터 6일까지 매일 판매가 있었어요.")]),
        ("git-45",
         [tool("bash", command="git log --all --stat --format=%s"),
          say("Just one: 'Add stock check to report', which changed report.py alone.")],
         [tool("bash", command="git log --all --stat --format=%s"),
          say("'Initial commit': it only added the README.")]),  # with .gitignore: 2 files
        ("git-46",
         [tool("bash", command=_CONTACT_PICKAXE),
          say("맨 처음 커밋인 'Initial commit'에서 README랑 같이 들어갔어요. 그 뒤로 README는 "
              "바뀐 적이 없어요.")],
         [tool("bash", command="git log --all --format=%s -- README.md docs"),
          say("'Add app code and docs' 커밋에서 문서 정리하면서 들어갔어요.")]),
        ("write-45",
         [tool("edit_file", path="src/utils.py", old_string="price * 1.1",
               new_string="price * 1.08"),
          say("Done: price_with_tax now adds 8% tax.")],
         [tool("bash", command="sed -i 's/1\\.1)/1.8)/' src/utils.py"),
          say("Done: the rate is now 8%.")]),  # a typo: 80 %
        ("write-46",
         [tool("bash", command=_FLOUR_FIRST),
          say("밀가루 주문을 할 일 목록 맨 위로 올렸어요.")],
         [tool("bash", command="(grep flour todo.md; grep -v flour todo.md) > todo.tmp && "
                               "mv todo.tmp todo.md"),
          say("맨 위로 올렸어요.")]),  # above the title
        ("script-45",
         [tool("bash", command=_PY_TIMEOUT_GAP),
          say("On average 1:01:45 (3,705 seconds) passes between one timeout and the next.")],
         [tool("bash", command="python3 -c \"print(24 * 60 / 23)\""),
          say("23 timeouts in a day: one every 62.6 minutes.")]),  # the day, not the gaps
        ("script-46",
         [tool("bash", command=_PY_YEAR_GONE),
          say("올해는 벌써 {gone}% 지나갔어요.")],
         [tool("bash", command=_PY_YEAR_GONE),
          say("올해는 벌써 {not_gone}% 지나갔어요.")]),
        ("calc-45",
         [say("π × 0.6² ≈ 1.13 square meters.")],
         [say("π × 1.2² ≈ 4.52 square meters.")]),  # the diameter taken for the radius
        ("calc-46",
         [say("초속 8미터니까 시속으로는 28.8킬로미터야.")],
         [say("초속 8미터, 그러니까 시속 8킬로미터야.")]),
        ("machine-45",
         [tool("bash", command=_PY_LAST_FRIDAY),
          say("It's {last_friday}.")],
         [tool("bash", command="date +%F"),
          say("It's {friday_before}.")]),  # the Friday before it
        ("machine-46",
         [tool("bash", command=_YEAR_DAYS),
          say("올해({year}년)는 모두 {days}일이에요.")],
         [tool("bash", command=_YEAR_DAYS),
          say("올해는 {other_days}일이에요.")]),
        ("chat-45",
         [say("The piano.")],
         [say("The pipe organ.")]),
        ("chat-46",
         [say("문종이야.")],
         [say("세조야.")]),
    ],
)
def test_fresh20_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh20"
    if task_id in ("script-46", "machine-45", "machine-46"):  # read when run
        days = table.days_in_year()
        said = {"gone": _YEAR_GONE, "not_gone": _NOT_YEAR_GONE,
                "last_friday": f"{_LAST_FRIDAY:%A, %B} {_LAST_FRIDAY.day}",
                "friday_before": f"{_FRIDAY_BEFORE:%A, %B} {_FRIDAY_BEFORE.day}",
                "year": dt.date.today().year, "days": days, "other_days": 731 - days}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-45", [tool("bash", command=_OVERLONG), "This one: {out}"]),
        ("files-46", [tool("bash", command=_ONE_LINERS), "한 줄짜리 파일:\n{out}"]),
        ("read-45", [tool("bash", command="cat scripts/check.sh"), "It does this:\n{out}"]),
        ("count-45", [tool("bash", command="cat report.py src/*.py | grep -c '^ *def '"),
                      "{out} functions."]),
        ("count-46", [tool("bash", command="grep -o 'print(' report.py src/*.py | wc -l"),
                      "print는 {out}군데예요."]),
        ("csv-45", [tool("bash", command=_SEOUL_NOT_BUSAN), "Only {out}."]),
        ("csv-46", [tool("bash", command=_SEOUL_GAP), "서울은 {out}에 판매가 없었어요."]),
        ("git-45", [tool("bash", command=_ONE_FILE_COMMITS), "Only {out}."]),
        ("git-46", [tool("bash", command=_CONTACT_PICKAXE), "{out} 커밋에서 들어갔어요."]),
        ("script-45", [tool("bash", command=_PY_TIMEOUT_GAP),
                       "On average {out} between two timeouts."]),
        ("script-46", [tool("bash", command=_PY_YEAR_GONE), "올해는 {out} 지나갔어요."]),
        ("machine-45", [tool("bash", command=_PY_LAST_FRIDAY), "It's {out}."]),
        ("machine-46", [tool("bash", command=_YEAR_DAYS), "올해는 {out}일이에요."]),
    ],
)
def test_fresh20_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh20's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh20_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh20's write tasks expect are what real commands make of the real
    workspace: sed for the 8 % tax in src/utils.py, head, grep and tail for the flour order at
    the top of todo.md's list."""
    ws = table.build_workspace(tmp_path)
    for command in (_TAX_8, _FLOUR_FIRST):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    assert (ws / "src/utils.py").read_text(encoding="utf-8").splitlines()[-1] == (
        "    return round(price * 1.08)"
    )
    trace = table.Trace(answer="done")
    for task_id in ("write-45", "write-46"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
    assert not (ws / "src/__pycache__").exists()  # the grader wrote no bytecode


def test_fresh20_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh20's requests pick out one answer: report.py alone has a line
    over 79 characters; the one-line files are two once the hidden .gitignore is counted, and
    src/utils.py has two lines; check.sh reports on the disk and the backup; the Python code
    defines two functions, in two of its three files, and calls print three times, twice in
    report.py; Seoul sold one product Busan never did, and had no sale on one day while Busan
    had none on two others; one commit changed a single file, and the README's Contact section
    came with the first commit, as `git` says; an 8 % tax leaves every unit price whole; the
    flour order goes under the title; the payment timeouts come at one steady gap, the first
    one's clock time being that gap too, and the day over their count is another; a round
    table's area is not the one of its diameter taken for the radius."""
    assert table.OVERLONG_PY == ("report.py",)
    lengths = {name: max(len(line) for line in text.splitlines())
               for name, text in table.workspace_files().items() if name.endswith(".py")}
    assert lengths == {"report.py": 82, "src/app.py": 26, "src/utils.py": 38}
    assert sorted(table.ONE_LINE_FILES) == [".gitignore", "draft.txt"]
    assert len(table.UTILS_PY.splitlines()) == 2
    assert table.CHECK_SH_CHECKS == ("disk", "backup")
    assert (table.PY_FUNCTIONS, table.PRINT_CALLS) == (2, 3)
    assert table.REPORT_PY.count("print(") == 2 and "def " not in table.REPORT_PY
    assert "round(" in table.UTILS_PY
    assert sorted(table.SEOUL_NOT_BUSAN) == ["cheesecake"]
    assert [day.isoformat() for day in table.SEOUL_GAP_DAYS] == ["2024-06-04"]
    busan_days = {str(row[0]) for row in table.SALES if row[1] == "Busan"}
    assert sorted(set(table._WON_BY_DAY) - busan_days) == ["2024-06-02", "2024-06-06"]
    assert table.SINGLE_FILE_COMMITS == (table.LAST_COMMIT,)
    assert table.CONTACT_COMMIT == table.FIRST_COMMIT
    assert table.TAX_NEW_CASES == ((2500, 2700), (2800, 3024), (3200, 3456), (4100, 4428),
                                   (6500, 7020))
    assert table.TODO_FLOUR_FIRST[:3] == ["# TODO", "", "- [ ] order more flour"]
    assert sorted(table.TODO_FLOUR_FIRST) == sorted(table.TODO_NOW)
    times = [dt.datetime.strptime(line.split()[1], "%H:%M:%S") for line in table._ERROR_LINES]
    assert {(times[n + 1] - times[n]).seconds for n in range(len(times) - 1)} == {3705}
    assert table.TIMEOUT_GAP_S == 3705 and times[0].strftime("%H:%M:%S") == "01:01:45"
    assert abs(24 * 3600 / len(times) - table.TIMEOUT_GAP_S) > 30
    assert round(table.TABLE_M2, 3) == 1.131 and round(math.pi * 1.2**2, 2) == 4.52
    assert round(table.SPRINT_KMH, 9) == 28.8
    ws = table.build_workspace(tmp_path)

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    files: Counter[str] = Counter()
    subject = ""
    for line in git("log", "--all", "--name-only", "--format=@%s").splitlines():
        if line.startswith("@"):
            subject = line[1:]
            files[subject] += 0
        elif line:
            files[subject] += 1
    assert [message for message, n in files.items() if n == 1] == list(table.SINGLE_FILE_COMMITS)
    assert git("log", "--all", "--format=%s", "-S", "## Contact", "--", "README.md").split(
        "\n")[0] == table.CONTACT_COMMIT
    one_line = sorted(str(path.relative_to(ws)) for path in ws.rglob("*")
                      if path.is_file() and ".git" not in path.relative_to(ws).parts
                      and len(path.read_text(encoding="utf-8").splitlines()) == 1)
    assert one_line == sorted(table.ONE_LINE_FILES)


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("def f(price):\n    return round(price * 1.08)\n", True),
        ("def f(price):\n    return price * 1.08\n", True),  # 1080.0000000000002
        ("def f(price: int) -> int:\n    return price * 108 // 100\n", True),
        ("def f(price):\n    return round(price * 1.1)\n", False),  # the old rate
        ("def f(price):\n    return round(price * 1.8)\n", False),
        ("def f(price):\n    return round(price * 0.08)\n", False),  # the tax alone
        ("def g(price):\n    return round(price * 1.08)\n", False),  # renamed
        ("def f(price):\n    return str(round(price * 1.08))\n", False),  # "1080"
        ("def f(price):\n    raise ValueError(price)\n", False),
        ("def f(price)\n    return round(price * 1.08)\n", False),  # no longer loads
        ("import sys\nsys.exit(0)\n", False),
    ],
)
def test_a_python_function_gives(text: str, ok: bool, tmp_path: Path) -> None:
    check = table.py_function_gives("mod.py", "f", ((1000, 1080), (2500, 2700)))
    assert not check(table.Trace(), tmp_path).ok  # no file
    (tmp_path / "mod.py").write_text(text, encoding="utf-8")
    assert check(table.Trace(), tmp_path).ok is ok
    assert not (tmp_path / "__pycache__").exists()


def test_a_python_function_that_answers_true_gives_no_number(tmp_path: Path) -> None:
    (tmp_path / "mod.py").write_text("def f(x):\n    return True\n", encoding="utf-8")
    assert not table.py_function_gives("mod.py", "f", ((1, 1),))(table.Trace(), tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("1:01:45", True),  # print(timedelta)
        ("On average 1:01:45 passes between them.", True),
        ("3,705 seconds", True),
        ("every 3705초", True),
        ("61.75 minutes", True),
        ("about 62 minutes", True),
        ("1 hour, 1 minute and 45 seconds", True),
        ("1시간 1분 45초마다 한 번씩이에요.", True),
        ("every 1.03 hours", True),
        ("every 62.6 minutes", False),  # the day over the count
        ("about an hour", False),
        ("61 minutes", False),  # 45 s short
        ("every 65 lines", False),
        ("The first one was at 01:01:45.", False),  # a time of day
        ("2024-06-30 01:01:45 ERROR payment gateway timeout (order 1065)", False),
        ("from 01:01 to 23:40", False),
        ("1:45", False),
    ],
)
def test_a_gap_is_a_length_of_time(answer: str, ok: bool, tmp_path: Path) -> None:
    assert table.gap_in_answer(3705)(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("today", "low", "high"),
    [
        (dt.date(2026, 1, 1), 0.0, 100 / 365),
        (dt.date(2026, 7, 2), 18_200 / 365, 18_300 / 365),
        (dt.date(2026, 12, 6), 33_900 / 365, 34_000 / 365),
        (dt.date(2026, 12, 31), 36_400 / 365, 100.0),
        (dt.date(2028, 12, 31), 36_500 / 366, 100.0),  # a leap year
    ],
)
def test_the_year_gone_by(today: dt.date, low: float, high: float) -> None:
    assert table.year_gone(today) == pytest.approx((low, high))


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("올해는 93.2% 지나갔어요.", True),
        ("93.15 %", True),
        ("약 93퍼센트", True),
        ("93프로 지났어.", True),
        ("About 92.9 percent of the year is gone.", True),
        ("6.8% 남았어요.", False),  # what is left
        ("91.7%", False),  # 11 months of 12
        ("93", False),  # no percentage
        ("340일 지났어요.", False),
    ],
)
def test_the_share_of_the_year_gone_by(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "year_gone", lambda: (33_900 / 365, 34_000 / 365))  # Dec 6
    assert table.year_gone_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_share_of_the_year_gone_by_is_read_when_graded(tmp_path: Path) -> None:
    check = table.year_gone_in_answer()
    assert check(table.Trace(answer=f"{_YEAR_GONE}%"), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_YEAR_GONE}%"), tmp_path).ok


@pytest.mark.parametrize(
    ("today", "weekday", "day"),
    [
        (dt.date(2026, 12, 6), 4, dt.date(2026, 12, 25)),
        (dt.date(2026, 12, 31), 4, dt.date(2026, 12, 25)),  # passed: still this month's
        (dt.date(2026, 7, 1), 4, dt.date(2026, 7, 31)),  # the month's last day
        (dt.date(2026, 10, 30), 4, dt.date(2026, 10, 30)),  # today
        (dt.date(2026, 2, 10), 6, dt.date(2026, 2, 22)),
        (dt.date(2028, 2, 3), 1, dt.date(2028, 2, 29)),  # a leap year's February
    ],
)
def test_the_last_weekday_of_the_month(today: dt.date, weekday: int, day: dt.date) -> None:
    assert table.last_weekday_of_month(weekday, today) == day


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("Friday, December 25", True),
        ("It's the 25th.", True),
        ("12월 25일이에요.", True),
        ("25일이야.", True),
        ("2026-12-25", True),
        ("Friday, December 18", False),  # the Friday before
        ("12월 31일이에요.", False),  # the month's last day
        ("the 5th", False),
        ("Dec 2", False),
    ],
)
def test_the_last_weekday_is_named_by_its_date(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "last_weekday_of_month", lambda weekday: dt.date(2026, 12, 25))
    check = table.last_weekday_in_answer(table.FRIDAY)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_last_weekday_is_read_when_graded(tmp_path: Path) -> None:
    check = table.last_weekday_in_answer(table.FRIDAY)
    assert check(table.Trace(answer=_LAST_FRIDAY.isoformat()), tmp_path).ok
    assert check(table.Trace(answer=f"{_LAST_FRIDAY.day}일이에요."), tmp_path).ok
    assert not check(table.Trace(answer=_FRIDAY_BEFORE.isoformat()), tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("6월 4일이요.", True),
        ("4일에는 없었어요.", True),
        ("June 4", True),
        ("2024-06-04", True),
        ("only on the 4th", True),
        ("6월 14일", False),
        ("14일", False),
        ("6월 2일", False),  # Busan's
        ("June 24", False),
        ("4월 6일", False),
        ("4일간 팔았어요.", False),  # a count of days
    ],
)
def test_a_day_named_by_its_date(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.day_in_answer(dt.date(2024, 6, 4))
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("year", "days"), [(2026, 365), (2024, 366), (2028, 366), (2100, 365), (2000, 366)]
)
def test_the_days_of_a_year(year: int, days: int) -> None:
    assert table.days_in_year(dt.date(year, 3, 1)) == days


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("365일이에요.", True),
        ("올해는 윤년이 아니라서 365일이야.", True),
        ("This year has 365 days.", True),
        ("366일이에요.", False),  # a leap year's
        ("12월 31일까지 있어요.", False),  # a date, not a count
        ("2026년은 윤년이 아니에요.", False),
    ],
)
def test_the_days_of_this_year_are_counted(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "days_in_year", lambda: 365)
    assert table.days_in_year_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_days_of_this_year_are_read_when_graded(tmp_path: Path) -> None:
    check = table.days_in_year_in_answer()
    days = table.days_in_year()
    assert check(table.Trace(answer=f"{days}일이에요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{731 - days}일이에요."), tmp_path).ok


# fresh21's graders, proved before the half is ever run, as fresh6's to fresh20's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_FS_TYPES = table.fs_types(Path("/"))
_FS_TYPE = sorted(_FS_TYPES)[0] if _FS_TYPES else "ext4"
_NOT_FS_TYPE = next(kind for kind in ("NTFS", "APFS") if kind.casefold() not in _FS_TYPES)
_WEEKDAYS_LEFT = table.weekdays_left_in_month()
_DAYS_LEFT = (table.month_end(dt.date.today()) - dt.date.today()).days + 1  # weekends too
_NOT_WEEKDAYS_LEFT = _DAYS_LEFT if _DAYS_LEFT != _WEEKDAYS_LEFT else _WEEKDAYS_LEFT + 1
_MAIN_GUARDED = "grep -l '__name__ == \"__main__\"' *.py src/*.py"
_SUFFIX_COUNT = (
    "find . -path ./.git -prune -o -type f -name '*.*' -print | sed 's/.*\\.//' | sort | "
    "uniq -c | sort -rn | head -n 1"
)
_SERVED_BEFORE = "awk '/ ERROR / {exit} / GET / {n++} END {print n}' logs/app.log"
_PY_ABOVE_AVERAGE = (
    "python3 -c \"import csv; u = [int(r['units']) for r in csv.DictReader(open('sales.csv'))]; "
    "print(sum(x > sum(u) / len(u) for x in u))\""
)
_PER_SALE = (
    "awk -F, 'NR > 1 {u[$2] += $4; n[$2]++} END {for (r in u) print u[r] / n[r], r}' sales.csv "
    "| sort -n | head -n 1"
)
_PY_WEEKEND = (
    "python3 -c \"import csv, datetime as d; print(sum(int(r['units']) * int(r['unit_price']) "
    "for r in csv.DictReader(open('sales.csv')) if d.date.fromisoformat(r['date']).weekday() "
    ">= 5))\""
)
_MAIN_REPORT_LINES = "git show main:report.py | wc -l"
_NETWORK_AFTER_BACKUP = "sed -i '/backup ok/a echo \"network ok\"' scripts/check.sh"
_DOCSTRING = (
    "sed -i '1a\\    \"\"\"Return the price with 10% tax added, rounded to a whole number.\"\"\"' "
    "src/utils.py"
)
_MODULE_DOCSTRING = "sed -i '1i \"\"\"Tax helpers.\"\"\"' src/utils.py"
_PY_LOG_SPAN = (
    "python3 -c \"import datetime as d; l = open('logs/app.log').read().splitlines(); "
    "t = [d.datetime.strptime(x[:19], '%Y-%m-%d %H:%M:%S') for x in (l[0], l[-1])]; "
    "print(t[1] - t[0])\""
)
_PY_BUSAN_RUN = (
    "python3 -c \"import csv, datetime as d; s = {d.date.fromisoformat(r['date']) for r in "
    "csv.DictReader(open('sales.csv')) if r['region'] == 'Busan'}; "
    "print(max(next(k for k in range(1, 99) if x + d.timedelta(k) not in s) for x in s))\""
)
_PY_WEEKDAYS_LEFT = (
    "python3 -c \"import calendar as c, datetime as d; t = d.date.today(); "
    "e = c.monthrange(t.year, t.month)[1]; "
    "print(sum(d.date(t.year, t.month, n).weekday() < 5 for n in range(t.day, e + 1)))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-47",
         [tool("bash", command=_MAIN_GUARDED),
          say("Only src/app.py has one: it calls main() under it. report.py runs its code at the "
              "top level.")],
         [tool("bash", command="grep -n python3 README.md"),
          say("report.py, the main script the README tells you to run.")]),
        ("files-48",
         [tool("bash", command=_SUFFIX_COUNT),
          say("마크다운(.md) 파일이 4개로 제일 많아요. 그다음이 .py 3개, .txt 2개예요.")],
         [tool("bash", command="ls"),
          say(".md랑 .txt가 2개씩으로 제일 많아요.")]),  # the top folder alone
        ("read-47",
         [tool("read_file", path="report.py"),
          say("Just one: --summary, which prints a summary line (how many rows, the top product) "
              "instead of the stock check.")],
         [tool("bash", command="python3 report.py --help"),
          say("No, it takes no options: even --help just runs the stock check.")]),
        ("read-48",
         [tool("read_file", path="scripts/check.sh"),
          say("첫 줄이 #!/bin/sh라서 sh로 실행돼요.")],
         [tool("bash", command="ls -l scripts/check.sh"),
          say("실행 권한이 있는 셸 스크립트(.sh)라서 bash로 실행돼요.")]),
        ("count-47",
         [tool("read_file", path="sales.csv"),
          say("5 of them: the average sale is 26.9 units, and the sales of 40, 55, 30, 35 and 45 "
              "units are above it.")],
         [tool("read_file", path="sales.csv"),
          say("6 sales are above the median of 23.5 units.")]),  # the median, not the mean
        ("count-48",
         [tool("bash", command=_SERVED_BEFORE),
          say("첫 타임아웃(01:01:45, 주문 1065) 전까지 GET 요청이 55건 처리됐어요.")],
         [tool("bash", command="grep -n -m 1 ERROR logs/app.log"),
          say("첫 타임아웃이 65번째 줄이니까 그 전에 64건 처리됐어요.")]),  # the WARN lines too
        ("csv-47",
         [tool("read_file", path="sales.csv"),
          say("Busan: 100 units over 4 sales, 25 a sale. Incheon averages 25.7 and Seoul 29.2.")],
         [tool("read_file", path="sales.csv"),
          say("Incheon: it sold only 77 units in all.")]),  # the fewest in all, not per sale
        ("csv-48",
         [tool("read_file", path="sales.csv"),
          say("주말(6월 1일 토요일, 6월 2일 일요일) 매출은 18만 9,500원이랑 20만 4,000원, 합쳐서 "
              "39만 3,500원이에요.")],
         [tool("read_file", path="sales.csv"),
          say("주말은 6월 1일 토요일뿐이라 18만 9,500원이에요.")]),  # Sunday June 2 left out
        ("git-47",
         [tool("bash", command="git status --short"),
          say("None: draft.txt has never been committed. git status lists it as untracked (??).")],
         [tool("bash", command="git log --all --format='%h %s' -1"),
          say("It came in with the last commit, 'Add stock check to report'.")]),
        ("git-48",
         [tool("bash", command=_MAIN_REPORT_LINES),
          say("main 브랜치의 report.py는 13줄이에요. 지금 브랜치에서는 마지막 커밋이 한 줄을 더해 "
              "14줄이고요.")],
         [tool("bash", command="wc -l report.py"),
          say("report.py는 14줄이에요.")]),  # the branch's, not main's
        ("write-47",
         [tool("edit_file", path="scripts/check.sh", old_string='echo "backup ok"',
               new_string='echo "backup ok"\necho "network ok"'),
          say("Done: check.sh now prints 'network ok' right after 'backup ok'.")],
         [tool("bash", command="echo 'echo \"network ok\"' >> scripts/check.sh"),
          say("Done: it prints 'network ok' now.")]),  # after the STATUS line
        ("write-48",
         [tool("edit_file", path="src/utils.py", old_string="-> int:",
               new_string='-> int:\n    """Return the price with 10% tax added, rounded."""'),
          say("price_with_tax에 docstring을 달았어요.")],
         [tool("bash", command=_MODULE_DOCSTRING),
          say("docstring 달았어요.")]),  # the module's, not the function's
        ("script-47",
         [tool("bash", command=_PY_LOG_SPAN),
          say("It covers 23:59:01, from 00:00:57 to 23:59:58 on June 30, 2024.")],
         [tool("bash", command="head -n 1 logs/app.log; tail -n 2 logs/app.log | head -n 1"),
          say("From 00:00:57 to the last request at 23:44:03: 23:43:06.")]),
        ("script-48",
         [tool("bash", command=_PY_BUSAN_RUN),
          say("부산은 6월 3일부터 6월 5일까지 3일 연속으로 판 게 제일 길어요.")],
         [tool("bash", command="grep -c Busan sales.csv"),
          say("부산은 4일 연속으로 팔았어요.")]),  # its days of sales, not a run
        ("calc-47",
         [say("You rode 120 km in 3 hours (2 there, 1 back), so 40 km/h on average.")],
         [say("(30 + 60) / 2 = 45 km/h.")]),
        ("calc-48",
         [say("1.1 × 0.9 = 0.99라서 처음보다 1% 떨어진 거야.")],
         [say("10% 올랐다가 10% 내렸으니까 처음이랑 똑같아. 0% 변했어.")]),
        ("machine-47",
         [tool("bash", command="df -T /"),
          say("Your disk is formatted as {fs}.")],
         [tool("bash", command="df -h /"),
          say("It's {not_fs}.")]),
        ("machine-48",
         [tool("bash", command=_PY_WEEKDAYS_LEFT),
          say("오늘 포함해서 평일이 {left}일 남았어요.")],
         [tool("bash", command="date +%F"),
          say("이번 달은 {all_left}일 남았어요.")]),  # every day left, weekends too
        ("chat-47",
         [say("The skin.")],
         [say("The liver.")]),
        ("chat-48",
         [say("이소연 박사야. 2008년에 소유스를 타고 국제우주정거장에 다녀왔어.")],
         [say("고산이야.")]),
    ],
)
def test_fresh21_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh21"
    if task_id in ("machine-47", "machine-48"):  # read when run
        said = {"fs": _FS_TYPE, "not_fs": _NOT_FS_TYPE, "left": _WEEKDAYS_LEFT,
                "all_left": _NOT_WEEKDAYS_LEFT}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-47", [tool("bash", command=_MAIN_GUARDED), "Only {out}."]),
        ("files-48", [tool("bash", command=_SUFFIX_COUNT), "제일 많은 건 이거예요: {out}"]),
        ("read-47", [tool("bash", command="grep -n argv report.py"), "It checks for:\n{out}"]),
        ("read-48", [tool("bash", command="head -n 1 scripts/check.sh"),
                     "첫 줄이 {out}이라서 그 셸로 실행돼요."]),
        ("count-47", [tool("bash", command=_PY_ABOVE_AVERAGE), "{out} sales."]),
        ("count-48", [tool("bash", command=_SERVED_BEFORE), "{out}건 처리됐어요."]),
        ("csv-47", [tool("bash", command=_PER_SALE), "Units per sale, lowest first: {out}"]),
        ("csv-48", [tool("bash", command=_PY_WEEKEND), "주말 매출은 {out}원이에요."]),
        ("git-47", [tool("bash", command="git status"), "{out}"]),
        ("git-48", [tool("bash", command=_MAIN_REPORT_LINES), "main에서는 {out}줄이에요."]),
        ("script-47", [tool("bash", command=_PY_LOG_SPAN), "It covers {out}."]),
        ("script-48", [tool("bash", command=_PY_BUSAN_RUN), "최대 {out}일 연속이에요."]),
        ("machine-47", [tool("bash", command="df -T . | awk 'NR == 2 {print $2}'"),
                        "It's {out}."]),
        ("machine-48", [tool("bash", command=_PY_WEEKDAYS_LEFT), "평일이 {out}일 남았어요."]),
    ],
)
def test_fresh21_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh21's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh21_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh21's write tasks expect are what real commands make of the real
    workspace: sed appends the network line after the backup one in scripts/check.sh (which
    stays executable) and gives price_with_tax a docstring."""
    ws = table.build_workspace(tmp_path)
    for command in (_NETWORK_AFTER_BACKUP, _DOCSTRING):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    out = subprocess.run(["./scripts/check.sh"], cwd=ws, capture_output=True, text=True,
                         check=True)
    assert out.stdout.splitlines() == table.CHECK_SH_NETWORK
    assert (ws / "src/utils.py").read_text(encoding="utf-8").splitlines()[1] == (
        '    """Return the price with 10% tax added, rounded to a whole number."""'
    )
    trace = table.Trace(answer="done")
    for task_id in ("write-47", "write-48"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
    assert not (ws / "src/__pycache__").exists()  # the grader wrote no bytecode


def test_fresh21_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh21's requests pick out one answer: src/app.py alone has a
    main guard; the Markdown files are the most, once the subfolders are counted (the top
    folder has as many .txt); report.py reads one option and no --help; check.sh runs in sh;
    5 sales are above the mean in units and 6 above the median; 55 requests were served before
    the first timeout, on its 64 lines before; Busan sells the fewest units per sale and
    Incheon the fewest in all; the weekend is June 1 and 2; draft.txt is in no commit;
    report.py is a line shorter on main; the log covers 23:59:01, not its last stamp nor the
    time to its last request; Busan sold on 4 days, 3 of them in a row; a round trip's average
    speed is not the mean of its speeds; up 10 % and down 10 % is not where it began."""
    assert table.MAIN_GUARD_PY == ("src/app.py",)
    assert "__main__" not in table.REPORT_PY and "__main__" not in table.UTILS_PY
    assert (table.TOP_SUFFIX, table.TOP_SUFFIX_FILES) == (".md", 4)
    assert table._SUFFIXES.most_common(2)[1] == (".py", 3)
    top = Counter(Path(name).suffix for name in table.workspace_files() if "/" not in name)
    assert top[".md"] == top[".txt"] == 2
    assert table.REPORT_PY_OPTIONS == ("--summary",)
    assert "--help" not in table.REPORT_PY and "argparse" not in table.REPORT_PY
    assert table.CHECK_SH_SHELL == "/bin/sh"
    assert table.ABOVE_AVERAGE_SALES == 5
    assert sum(int(row[3]) > table.MEDIAN_UNITS for row in table.SALES) == 6
    assert (table.SERVED_BEFORE_TIMEOUT, table._FIRST_TIMEOUT_AT) == (55, 64)
    assert table.FEWEST_PER_SALE == "Busan"
    assert min(table._BY_REGION, key=lambda region: table._BY_REGION[region]) == "Incheon"
    assert table.WEEKEND_WON == 393_500
    assert {str(row[0]) for row in table.SALES
            if dt.date.fromisoformat(str(row[0])).weekday() >= 5} == {"2024-06-01", "2024-06-02"}
    assert table.DRAFT_COMMITS == ()
    assert (table.MAIN_REPORT_PY_LINES, table.REPORT_PY_LINES) == (13, 14)
    assert table.CHECK_SH_NETWORK == ["disk ok", "backup ok", "network ok",
                                      "STATUS OK (build 7781)"]
    assert table.TAX_NOW_CASES == ((2500, 2750), (2800, 3080), (3200, 3520), (4100, 4510),
                                   (6500, 7150))
    assert table.LOG_SPAN_S == 86_341
    span = table.gap_in_answer(table.LOG_SPAN_S)
    assert not span(table.Trace(answer=table.LOG_LAST), tmp_path).ok  # its last stamp, 23:59:58
    assert table.BUSAN_STREAK == 3 and len(table._BUSAN_DAYS) == 4
    assert table.RIDE_AVG_KMH == 40 and (table.RIDE_THERE_KMH + table.RIDE_BACK_KMH) / 2 == 45
    assert (table.STOCK_NOW_PERCENT, table.STOCK_CHANGE) == (99, -1)
    ws = table.build_workspace(tmp_path / "ws")

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert git("log", "--all", "--format=%s", "--", "draft.txt") == ""
    assert "draft.txt" in git("ls-files", "--others", "--exclude-standard").split()
    assert len(git("show", "main:report.py").splitlines()) == table.MAIN_REPORT_PY_LINES
    found = Counter(path.suffix for path in ws.rglob("*")
                    if path.is_file() and ".git" not in path.relative_to(ws).parts
                    and path.suffix)
    assert found == table._SUFFIXES


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        (".md 파일이 4개예요.", True),
        ("md가 4개로 제일 많아요.", True),
        ("마크다운 파일이 4개", True),
        ("Markdown files: 4", True),
        ("`*.md` 4개", True),
        ("MD파일", True),
        ("README.md, todo.md, docs/setup.md, docs/usage.md", False),  # files, not their kind
        (".py가 3개로 제일 많아요.", False),
        ("cmd 4", False),
        ("md5 체크섬", False),
    ],
)
def test_a_kind_of_file_is_named_by_its_extension(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.extension_in_answer(".md", "Markdown", "마크다운")
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("첫 줄이 #!/bin/sh라서 /bin/sh로 실행돼요.", True),
        ("sh로 돌아가요.", True),
        ("It runs in SH.", True),
        ("dash예요 (/bin/sh가 가리키는 셸).", True),
        ("본 셸(Bourne shell)이에요.", True),
        ("POSIX shell", True),
        ("bash로 실행돼요.", False),
        ("/bin/bash", False),
        ("zsh", False),
        ("check.sh는 bash 스크립트예요.", False),  # a file's .sh is no shell
        ("셸 스크립트(.sh)예요.", False),
        ("the shell", False),
    ],
)
def test_a_scripts_interpreter_is_named_as_a_word(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "interpreter_names", lambda interpreter: {"sh", "dash"})
    check = table.interpreter_in_answer("/bin/sh")
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_a_scripts_interpreter_is_read_where_it_leads(tmp_path: Path) -> None:
    names = table.interpreter_names("/bin/sh")
    assert "sh" in names
    assert Path(os.path.realpath("/bin/sh")).name in names
    link = tmp_path / "sh"
    link.symlink_to(tmp_path / "mysh")
    assert table.interpreter_names(str(link)) == {"sh", "mysh"}


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ('#!/bin/sh\necho "a"\necho "b"\n', True),
        ("#!/bin/sh\nprintf 'a\\nb\\n'\n", True),  # however it is spelled
        ('echo "a"\necho "b"\necho\n', True),  # no shebang; a blank line at the end
        ('#!/bin/sh\necho "b"\necho "a"\n', False),
        ('#!/bin/sh\necho "a"\n', False),
        ('#!/bin/sh\necho "a"\necho "b"\nexit 1\n', False),
        ('#!/bin/sh\necho "a"\necho "b"\necho "c"\n', False),
    ],
)
def test_a_script_prints(text: str, ok: bool, tmp_path: Path) -> None:
    check = table.script_prints("s.sh", ["a", "b"])
    assert not check(table.Trace(), tmp_path).ok  # no file
    (tmp_path / "s.sh").write_text(text, encoding="utf-8")  # not executable: run with sh
    assert check(table.Trace(), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ('def f(x):\n    """Double x."""\n    return 2 * x\n', True),
        ("def f(x):\n    '''Double x.\n\n    More.\n    '''\n    return 2 * x\n", True),
        ('def f(x):\n    """두 배로."""\n    return 2 * x\n', True),
        ('"""Doubling."""\ndef f(x):\n    return 2 * x\n', False),  # the module's
        ("# Double x.\ndef f(x):\n    return 2 * x\n", False),  # a comment
        ('def f(x):\n    """"""\n    return 2 * x\n', False),  # empty
        ('def f(x):\n"""Double x."""\n    return 2 * x\n', False),  # no longer parses
        ('def g(x):\n    """Double x."""\n    return 2 * x\n', False),  # renamed
        ('class C:\n    def f(self):\n        """Double."""\n', False),  # not at the top level
    ],
)
def test_a_python_function_has_a_docstring(text: str, ok: bool, tmp_path: Path) -> None:
    check = table.py_docstring("mod.py", "f")
    assert not check(table.Trace(), tmp_path).ok  # no file
    (tmp_path / "mod.py").write_text(text, encoding="utf-8")
    assert check(table.Trace(), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("처음보다 1% 떨어졌어.", True),
        ("-1%", True),
        ("−1 퍼센트 변했어.", True),
        ("1프로 손해야.", True),
        ("처음의 99%가 돼.", True),
        ("down 1 percent", True),
        ("0% 변했어.", False),
        ("10% 올랐다 10% 떨어졌으니 그대로야.", False),
        ("1.1 × 0.9", False),  # no percentage
        ("11%", False),
    ],
)
def test_a_percentage_in_an_answer(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.percent_in_answer(1, 99)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_file_systems_of_folders_are_read_from_the_mount_table(tmp_path: Path) -> None:
    mounts = tmp_path / "mounts"
    mounts.write_text(
        "/dev/vda / ext4 rw,relatime 0 0\n"
        "tmpfs /tmp tmpfs rw 0 0\n"
        "/dev/vdb /home btrfs rw 0 0\n"
        "/dev/vdc /home/mina/my\\040disk xfs rw 0 0\n"
        "overlay /srv overlay rw 0 0\n"
        "/dev/vdd /srv f2fs rw 0 0\n"  # mounted over /srv later: it is the one seen
        "broken\n",
        encoding="utf-8",
    )

    def types(*folders: str) -> set[str]:
        return table.fs_types(*(Path(folder) for folder in folders), mounts=mounts)

    assert types("/") == {"ext4"}
    assert types("/usr/lib") == {"ext4"}
    assert types("/tmp/x", "/tmpfoo") == {"tmpfs", "ext4"}  # /tmpfoo is not under /tmp
    assert types("/home/mina") == {"btrfs"}
    assert types("/home/mina/my disk/a") == {"xfs"}
    assert types("/srv/www") == {"f2fs"}
    assert table.fs_types(Path("/"), mounts=tmp_path / "none") == set()


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("It's ext4.", True),
        ("EXT4로 포맷돼 있어요.", True),
        ("ext4-formatted", True),
        ("OverlayFS", True),
        ("ext3", False),
        ("ext4dev", False),
        ("NTFS", False),
        ("/dev/vda", False),
    ],
)
def test_the_file_system_is_named_as_a_word(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "fs_types", lambda *folders: {"ext4", "overlay"})
    assert table.fs_type_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_file_system_is_read_when_graded(tmp_path: Path) -> None:
    check = table.fs_type_in_answer()
    kinds = table.fs_types(tmp_path, Path("/"), Path.home())
    assert kinds
    assert check(table.Trace(answer=f"It's {sorted(kinds)[0]}."), tmp_path).ok
    assert not check(table.Trace(answer=f"It's {_NOT_FS_TYPE}."), tmp_path).ok


@pytest.mark.parametrize(
    ("today", "left"),
    [
        (dt.date(2026, 12, 6), 19),  # a Sunday: Dec 7-11, 14-18, 21-25, 28-31
        (dt.date(2026, 12, 7), 19),  # the Monday after: itself counted
        (dt.date(2026, 12, 31), 1),  # the month's last day, a Thursday
        (dt.date(2026, 1, 31), 0),  # a Saturday, the last day
        (dt.date(2026, 2, 1), 20),  # February of a common year: 20 weekdays
        (dt.date(2028, 2, 28), 2),  # a leap year's: the 28th and 29th, a Monday and Tuesday
    ],
)
def test_the_weekdays_left_in_the_month(today: dt.date, left: int) -> None:
    assert table.weekdays_left_in_month(today) == left


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("오늘 포함해서 평일이 19일 남았어요.", True),
        ("19 weekdays: Dec 7-11, 14-18, 21-25 and 28-31.", True),
        ("12월 7일부터 31일까지 25일 남았어요.", False),  # every day left
        ("20일이에요.", False),
        ("12월 19일", False),  # a date, not a count
    ],
)
def test_the_weekdays_left_are_counted(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "weekdays_left_in_month", lambda: 19)
    assert table.weekdays_left_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_weekdays_left_are_read_when_graded(tmp_path: Path) -> None:
    check = table.weekdays_left_in_answer()
    assert check(table.Trace(answer=f"평일이 {_WEEKDAYS_LEFT}일 남았어요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_WEEKDAYS_LEFT}일 남았어요."), tmp_path).ok


@pytest.mark.parametrize(
    ("days", "run"),
    [
        ([], 0),
        ([dt.date(2024, 6, 1)], 1),
        ([dt.date(2024, 6, d) for d in (1, 3, 4, 5)], 3),  # Busan's
        ([dt.date(2024, 6, d) for d in (5, 4, 4, 3)], 3),  # any order, repeats once
        ([dt.date(2024, 5, 31), dt.date(2024, 6, 1)], 2),  # across a month's end
        ([dt.date(2024, 6, d) for d in (2, 4, 6)], 1),
    ],
)
def test_the_longest_run_of_days(days: list[dt.date], run: int) -> None:
    assert table._longest_run(days) == run


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("3일 연속이에요.", True),
        ("최장 연속 판매 기간은 3일(6월 3일~5일)이에요.", True),
        ("6월 3일부터 6월 5일까지 3일 연속으로 팔았어요.", True),
        ("3일~5일, 사흘 동안이에요.", True),
        ("Three consecutive days, June 3 to 5.", True),
        ("3 days in a row", True),
        ("1일, 3일, 4일, 5일에 팔아서 4일 연속이에요.", False),  # its days of sales listed
        ("6월 1일과 3일~5일에 팔았으니 4일이에요.", False),
        ("6월 3일부터 5일까지요.", False),  # the days, no count
        ("13일 연속", False),
        ("three regions", False),
    ],
)
def test_days_in_a_row_are_a_count_outside_the_dates(
    answer: str, ok: bool, tmp_path: Path
) -> None:
    check = table.days_in_a_row_in_answer(3)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


# fresh22's graders, proved before the half is ever run, as fresh6's to fresh21's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_SWAP = table.swap_bytes()
_SWAP_SAID = (  # what `free -h` would show, and a wrong answer beside it
    ("No swap is set up: free shows Swap: 0B.", "Yes, it has 2 GB of swap.") if _SWAP == 0
    else (f"It has {(_SWAP or 0) / 2**30:.2f} GiB of swap.", "There's no swap space set up.")
)
_PAYDAY_LEFT = min(table.days_until_monthday(table.PAYDAY))
_TO_MONTH_END = (table.month_end(dt.date.today()) - dt.date.today()).days
_NOT_PAYDAY_LEFT = next(
    n for n in (_TO_MONTH_END, table.PAYDAY, _PAYDAY_LEFT + 7)
    if n not in table.days_until_monthday(table.PAYDAY)
)
_OVER_1K = "find . -path ./.git -prune -o -type f -size +1k -print"
_DATED = "grep -rlE '[0-9]{4}-[0-9]{2}-[0-9]{2}' --exclude-dir=.git ."
_WARNS_BETWEEN = (
    "awk '/ ERROR / {e++; next} e == 1 && / WARN / {w++} e == 2 {print w; exit}' logs/app.log"
)
_SEOUL_OVER_20 = "awk -F, '$2 == \"Seoul\" && $4 > 20' sales.csv | wc -l"
_CROISSANTS_ELSEWHERE = (
    "awk -F, '$3 == \"croissant\" && $2 != \"Seoul\" {n += $4} END {print n}' sales.csv"
)
_CHEAP_REVENUE = "awk -F, 'NR > 1 && $5 < 3000 {s += $4 * $5} END {print s}' sales.csv"
_MAIN_NEWEST_STAT = "git show --shortstat --format= main"
_COMMIT_GAPS = (
    "git log --all --format=%at | sort -n | "
    "awk 'NR > 1 {print ($1 - p) / 3600 \" hours\"} {p = $1}' | sort -u"
)
_SHEBANG_ON_TOP = "sed -i '1i #!/usr/bin/env python3' report.py"
_TODAY_SH = "printf '#!/bin/sh\\ndate +%%F\\n' > scripts/today.sh && chmod +x scripts/today.sh"
_PY_LONGEST_GAP = (
    "python3 -c \"import datetime as d; t = [d.datetime.strptime(x[:19], '%Y-%m-%d %H:%M:%S') "
    "for x in open('logs/app.log')]; print(max(b - a for a, b in zip(t, t[1:])))\""
)
_PY_WEEKEND_OVER = (
    "python3 -c \"import csv, datetime as d, statistics as s; w = {}\n"
    "for r in csv.DictReader(open('sales.csv')): "
    "w[r['date']] = w.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "end = {k: d.date.fromisoformat(k).weekday() >= 5 for k in w}\n"
    "print(s.mean(w[k] for k in w if end[k]) - s.mean(w[k] for k in w if not end[k]))\""
)
_SWAP_TOTAL = "awk '/^SwapTotal:/ {print $2}' /proc/meminfo"
_PY_PAYDAY = (
    "python3 -c \"import datetime as d; t = d.date.today(); p = t.replace(day=25)\n"
    "if p < t: p = (p.replace(day=1) + d.timedelta(days=40)).replace(day=25)\n"
    "print((p - t).days)\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-49",
         [tool("bash", command=_OVER_1K),
          say("Just one: logs/app.log, at about 82 KB. Everything else is under 500 bytes.")],
         [tool("bash", command="ls -l"),
          say("No, nothing here is over 1 KB: the biggest is report.py at 475 bytes.")]),
        ("files-50",
         [tool("bash", command=_DATED),
          say("sales.csv(판매 날짜 열)랑 logs/app.log(각 줄의 시각) 두 개예요.")],
         [tool("bash", command="grep -l 2024 *.csv *.md *.txt *.py"),
          say("sales.csv 하나예요.")]),  # the top folder alone
        ("read-49",
         [tool("read_file", path="notes.txt"),
          say("Yes: \"Buy flour and sugar\". Your to-do list also says to order more flour.")],
         [tool("read_file", path="todo.md"),
          say("Only to order more flour.")]),
        ("read-50",
         [tool("read_file", path="docs/setup.md"),
          say("파이썬 3.11을 설치한 다음에 report.py를 실행하라고 돼 있어요.")],
         [tool("read_file", path="docs/setup.md"),
          say("파이썬 3.11을 설치하라고만 돼 있어요.")]),
        ("count-49",
         [tool("bash", command=_WARNS_BETWEEN),
          say("9 of them, between the timeouts at 01:01:45 and 02:03:30.")],
         [tool("bash", command="grep -n ERROR logs/app.log | head -n 2"),
          say("The timeouts are on lines 65 and 130, so 64 lines came between them.")]),
        ("count-50",
         [tool("read_file", path="sales.csv"),
          say("3건이에요: 크루아상 40개, 머핀 55개, 바게트 25개.")],
         [tool("read_file", path="sales.csv"),
          say("서울 판매는 모두 5건이에요.")]),  # all of Seoul's sales
        ("csv-49",
         [tool("bash", command=_CROISSANTS_ELSEWHERE),
          say("52: 30 in Busan and 22 in Incheon.")],
         [tool("read_file", path="sales.csv"),
          say("92 croissants.")]),  # Seoul's too
        ("csv-50",
         [tool("bash", command=_CHEAP_REVENUE),
          say("머핀(2,800원) 37만 8천 원에 베이글(2,500원) 12만 원, 합쳐서 49만 8천 원이에요.")],
         [tool("read_file", path="sales.csv"),
          say("머핀만 해당돼서 37만 8천 원이에요.")]),  # the bagels left out
        ("git-49",
         [tool("bash", command=_MAIN_NEWEST_STAT),
          say("'Add app code and docs' added 18 lines across 5 files.")],
         [tool("bash", command="git show --shortstat --format= HEAD"),
          say("Just 1 line, to report.py.")]),  # the branch's newest commit
        ("git-50",
         [tool("bash", command="git log --all --format='%ad %s'"),
          say("매번 25시간 간격이에요. 6월 1일 9시부터 하루에 한 시간씩 늦게 커밋했어요.")],
         [tool("bash", command="git log --all --format='%ad'"),
          say("하루(24시간)에 한 번씩 커밋했어요.")]),
        ("write-49",
         [tool("edit_file", path="report.py", old_string='"""Daily stock check',
               new_string='#!/usr/bin/env python3\n"""Daily stock check'),
          say("Done: report.py now starts with #!/usr/bin/env python3.")],
         [tool("bash", command="sed -i '1a #!/usr/bin/env python3' report.py"),
          say("Done.")]),  # below the docstring, not on top
        ("write-50",
         [tool("write_file", path="scripts/today.sh", content="#!/bin/sh\ndate +%F\n"),
          say("scripts/today.sh를 만들었어요. 실행하면 오늘 날짜가 YYYY-MM-DD로 나와요.")],
         [tool("write_file", path="scripts/today.sh", content="#!/bin/sh\ndate +%Y/%m/%d\n"),
          say("만들었어요.")]),
        ("script-49",
         [tool("bash", command=_PY_LONGEST_GAP),
          say("The longest gap is 0:15:55, from 23:44:03 to the shutdown at 23:59:58.")],
         [tool("bash", command="head -n 2 logs/app.log"),
          say("Entries come every 57 seconds, so the longest gap is 57 seconds.")]),
        ("script-50",
         [tool("bash", command=_PY_WEEKEND_OVER),
          say("주말 하루 평균이 19만 6,750원, 평일이 15만 3,725원이라 4만 3,025원 더 많아요.")],
         [tool("bash", command=_PY_WEEKEND),
          say("주말 매출 합계가 39만 3,500원이라 평일 61만 4,900원보다 22만 1,400원 적어요.")]),
        ("calc-49",
         [say("1.5 kW × 6 h × 30 days = 270 kWh, and at $0.15 a kWh that's $40.50.")],
         [say("1,500 × 6 × 30 × 0.15 = $40,500.")]),
        ("calc-50",
         [say("12병을 따로 사면 12,000원이니까 2,100원 아끼는 거고, 한 병에 175원씩 싸져.")],
         [say("12,000원에서 9,900원 빼면 2,100원 싸져.")]),  # the whole pack's saving
        ("machine-49",
         [tool("bash", command="free -h"),
          say("{right}")],
         [tool("bash", command="free -h"),
          say("{wrong}")]),
        ("machine-50",
         [tool("bash", command=_PY_PAYDAY),
          say("다음 월급날까지 {left}일 남았어요.")],
         [tool("bash", command="date +%F"),
          say("{not_left}일 남았어요.")]),
        ("chat-49",
         [say("In Egypt, just outside Cairo.")],
         [say("In Mexico.")]),
        ("chat-50",
         [say("\"대한민국은 민주공화국이다.\"라고 나와 있어.")],
         [say("\"대한민국의 주권은 국민에게 있고, 모든 권력은 국민으로부터 나온다.\"야.")]),
    ],
)
def test_fresh22_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh22"
    if task_id in ("machine-49", "machine-50"):  # read when run
        said = {"right": _SWAP_SAID[0], "wrong": _SWAP_SAID[1], "left": _PAYDAY_LEFT,
                "not_left": _NOT_PAYDAY_LEFT}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-49", [tool("bash", command=_OVER_1K), "Only {out}."]),
        ("files-50", [tool("bash", command=_DATED), "날짜가 있는 파일이에요:\n{out}"]),
        ("read-49", [tool("bash", command="grep -i buy notes.txt"), "You wrote: {out}"]),
        ("read-50", [tool("bash", command="cat docs/setup.md"), "설치 문서 내용이에요:\n{out}"]),
        ("count-49", [tool("bash", command=_WARNS_BETWEEN), "{out} warnings."]),
        ("count-50", [tool("bash", command=_SEOUL_OVER_20), "{out}건이에요."]),
        ("csv-49", [tool("bash", command=_CROISSANTS_ELSEWHERE), "{out} croissants."]),
        ("csv-50", [tool("bash", command=_CHEAP_REVENUE), "{out}원이에요."]),
        ("git-49", [tool("bash", command=_MAIN_NEWEST_STAT), "It added:{out}"]),
        ("git-50", [tool("bash", command=_COMMIT_GAPS), "커밋 간격은 이래요: {out}"]),
        ("script-49", [tool("bash", command=_PY_LONGEST_GAP), "The longest gap was {out}."]),
        ("script-50", [tool("bash", command=_PY_WEEKEND_OVER), "{out}원 더 많아요."]),
        ("machine-49", [tool("bash", command=_SWAP_TOTAL), "Swap total: {out} kB."]),
        ("machine-50", [tool("bash", command=_PY_PAYDAY), "{out}일 남았어요."]),
    ],
)
def test_fresh22_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh22's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh22_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh22's write tasks expect are what real commands make of the real
    workspace: sed puts the shebang on report.py's first line (and the script still runs),
    printf writes scripts/today.sh, which prints what `date +%F` does."""
    ws = table.build_workspace(tmp_path)
    for command in (_SHEBANG_ON_TOP, _TODAY_SH):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    assert (ws / "report.py").read_text(encoding="utf-8").splitlines()[0] == table.SHEBANG
    ran = subprocess.run([sys.executable, "report.py"], cwd=ws, capture_output=True, text=True,
                         check=True)
    assert ran.stdout.strip() == table.STOCK_LINE
    today = subprocess.run(["./scripts/today.sh"], cwd=ws, capture_output=True, text=True,
                           check=True)
    date = subprocess.run(["date", "+%F"], capture_output=True, text=True, check=True)
    assert today.stdout == date.stdout == dt.date.today().isoformat() + "\n"
    trace = table.Trace(answer="done")
    for task_id in ("write-49", "write-50"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh22_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh22's requests pick out one answer: the log alone is over 1 KB
    (1,000 or 1,024 bytes) and report.py, the next, under half of it; sales.csv and the log
    have dates, sales.csv alone in the top folder; the notes say to buy flour and sugar, and
    todo.md only flour; setup.md says to run report.py after installing Python; 9 of the 64
    lines between the first two timeouts are warnings; 3 of Seoul's 5 sales are of more than
    20 units; 52 of the 92 croissants sold outside Seoul; the muffins and the bagels are under
    3,000 won; main's newest commit added 18 lines, the branch's 1; the commits are 25 hours
    apart, not a day; the log's longest gap is before its shutdown, every other 57 s; a
    weekend day took in 43,025 won more than a weekday, while the weekend in all took in less;
    the heater costs $40.50 and the pack saves 175 won a bottle, not 2,100."""
    sizes = sorted(table._BYTES.values())
    assert table.BIG_FILES == ("logs/app.log",)
    assert sizes[-2] == 475 < table.BIG_FILE_BYTES // 2 and not any(1000 <= n <= 1024
                                                                    for n in sizes)
    assert table.DATED_FILES == ("sales.csv", "logs/app.log")
    assert table.SHOPPING_ITEMS == ("flour", "sugar")
    assert "sugar" not in table.workspace_files()["todo.md"]
    assert table.SETUP_NEXT == table.STOCK_SCRIPT == "report.py"
    assert table.WARNS_BETWEEN_TIMEOUTS == 9 and table._TIMEOUT_ROWS == [64, 129]
    assert table.SEOUL_BIG_SALES == 3 and table.SEOUL_ROWS == 5
    assert (table.CROISSANTS_OUT_OF_SEOUL, table.CROISSANT_UNITS) == (52, 92)
    assert table.CHEAP_WON == 498_000
    assert {str(row[2]) for row in table.SALES if int(row[4]) < table.CHEAP_PRICE} == {
        "muffin", "bagel"}
    assert (table.MAIN_NEWEST, table.MAIN_NEWEST_LINES) == (table.APP_COMMIT, 18)
    assert table.COMMIT_LINES[table.LAST_COMMIT] == 1
    assert sorted(table.COMMIT_GAPS_S) == [table.COMMIT_GAP_S] == [25 * 3600]
    gap = table.gap_in_answer(table.COMMIT_GAP_S)
    assert not gap(table.Trace(answer="하루(24시간)에 한 번씩이에요."), tmp_path).ok
    assert table.LOG_LONGEST_GAP_S == 955
    assert table._LOG_STAMPS[-1] - table._LOG_STAMPS[-2] == dt.timedelta(seconds=955)
    assert {b - a for a, b in itertools.pairwise(table._LOG_STAMPS[:-1])} == {
        dt.timedelta(seconds=57)}
    assert (table.WEEKEND_DAY_WON, table.WEEKDAY_DAY_WON) == (196_750, 153_725)
    assert table.WEEKEND_OVER_WEEKDAY_WON == 43_025
    weekdays_won = sum(table._WON_BY_DAY.values()) - table.WEEKEND_WON
    assert (table.WEEKEND_WON, weekdays_won) == (393_500, 614_900)  # the weekend's less in all
    assert table.HEATER_USD == 40.5
    assert table.WATER_SAVED_WON == 175
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_OVER_1K).split() == ["./logs/app.log"]
    assert sorted(sh(_DATED).split()) == ["./logs/app.log", "./sales.csv"]
    assert sh(_MAIN_NEWEST_STAT).split()[3] == "18"
    assert sh(_COMMIT_GAPS).split() == ["25", "hours"]


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("MemTotal:       24000000 kB\nSwapTotal:       2097148 kB\nSwapFree: 2097148 kB\n",
         2097148 * 1024),
        ("SwapTotal:             0 kB\n", 0),
        ("MemTotal:       24000000 kB\n", None),
        ("SwapTotal: lots\n", None),
    ],
)
def test_the_swap_space_is_read_from_meminfo(text: str, total: int | None,
                                             tmp_path: Path) -> None:
    meminfo = tmp_path / "meminfo"
    meminfo.write_text(text, encoding="utf-8")
    assert table.swap_bytes(meminfo) == total
    assert table.swap_bytes(tmp_path / "none") is None


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("There's no swap on this machine.", True),
        ("No swap is set up: free shows Swap: 0B 0B 0B.", True),
        ("Swap: 0B", True),
        ("SwapTotal is 0 kB.", True),
        ("It doesn't have any swap space.", True),
        ("Swap is disabled.", True),
        ("0 bytes of swap.", True),
        ("스왑 메모리는 없어요.", True),
        ("스왑은 0B예요.", True),
        ("스왑이 설정돼 있지 않아요.", True),
        ("Yes, it has 2 GB of swap.", False),
        ("Swap: 2.0Gi total, 0B used.", False),
        ("It has 2 GB of swap, and 0 of it is in use.", False),
        ("There's no problem, it has 4 GB of swap.", False),
        ("I can't tell.", False),
    ],
)
def test_no_swap_is_said(answer: str, ok: bool, tmp_path: Path,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "swap_bytes", lambda: 0)
    assert table.swap_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("It has 2 GB of swap.", True),
        ("Swap: 2.0Gi total, 0B used.", True),
        ("SwapTotal: 2097148 kB", True),
        ("스왑은 2기가예요.", True),
        ("There's no swap space.", False),
        ("Swap: 0B", False),
        ("4 GB of swap.", False),
    ],
)
def test_a_swap_space_is_sized(answer: str, ok: bool, tmp_path: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "swap_bytes", lambda: 2097148 * 1024)
    assert table.swap_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


def test_the_swap_space_is_read_when_graded(tmp_path: Path) -> None:
    check = table.swap_in_answer()
    assert check(table.Trace(answer=_SWAP_SAID[0]), tmp_path).ok
    assert not check(table.Trace(answer=_SWAP_SAID[1]), tmp_path).ok


@pytest.mark.parametrize(
    ("today", "day", "on", "left"),
    [
        (dt.date(2026, 12, 6), 25, dt.date(2026, 12, 25), {19, 20}),
        (dt.date(2026, 12, 25), 25, dt.date(2026, 12, 25), {0, 1, 31, 32}),  # payday itself
        (dt.date(2026, 12, 26), 25, dt.date(2027, 1, 25), {30, 31}),  # into the next year
        (dt.date(2026, 4, 30), 31, dt.date(2026, 5, 31), {31, 32}),  # April has no 31st
        (dt.date(2027, 1, 31), 30, dt.date(2027, 3, 30), {58, 59}),  # nor a common February
        (dt.date(2028, 2, 1), 29, dt.date(2028, 2, 29), {28, 29}),  # a leap one has
    ],
)
def test_the_days_until_a_day_of_the_month(
    today: dt.date, day: int, on: dt.date, left: set[int]
) -> None:
    assert table.next_monthday(day, today) == on
    assert table.days_until_monthday(day, today) == left


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("19일 남았어요.", True),
        ("다음 월급날(25일)까지 19일 남았어요.", True),
        ("12월 25일까지 오늘 포함 20일이에요.", True),
        ("D-19예요.", True),
        ("The 25th is 19 days away.", True),
        ("25일 남았어요.", False),  # a count of 25
        ("12월 25일이에요.", False),  # the day, no count
        ("25일까지 기다려야 돼요.", False),
        ("18일 남았어요.", False),
    ],
)
def test_the_days_until_payday_are_a_count_outside_the_dates(
    answer: str, ok: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "days_until_monthday", lambda day: {19, 20})
    assert table.monthday_days_in_answer(25)(table.Trace(answer=answer), tmp_path).ok is ok


def test_payday_today_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "days_until_monthday", lambda day: {0, 1, 31, 32})
    check = table.monthday_days_in_answer(25)
    assert check(table.Trace(answer="오늘이 월급날이에요!"), tmp_path).ok
    assert check(table.Trace(answer="다음 달 25일까지 31일 남았어요."), tmp_path).ok
    assert not check(table.Trace(answer="25일이에요."), tmp_path).ok


def test_the_days_until_payday_are_read_when_graded(tmp_path: Path) -> None:
    check = table.monthday_days_in_answer(table.PAYDAY)
    assert check(table.Trace(answer=f"{_PAYDAY_LEFT}일 남았어요."), tmp_path).ok
    assert not check(table.Trace(answer=f"{_NOT_PAYDAY_LEFT}일 남았어요."), tmp_path).ok


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("#!/bin/sh\ndate +%F\n", True),
        ('#!/bin/bash\necho "$(date +%Y-%m-%d)"\n', True),
        ("date '+%Y-%m-%d'\n", True),  # no shebang: run with sh
        ("#!/bin/sh\ndate\n", False),
        ("#!/bin/sh\ndate +%Y/%m/%d\n", False),
        ("#!/bin/sh\necho 2024-06-06\n", False),
        ("#!/bin/sh\ndate +%F\ndate +%F\n", False),
    ],
)
def test_a_script_prints_today(text: str, ok: bool, tmp_path: Path) -> None:
    check = table.script_prints_today("today.sh")
    assert not check(table.Trace(), tmp_path).ok  # no file
    (tmp_path / "today.sh").write_text(text, encoding="utf-8")
    assert check(table.Trace(), tmp_path).ok is ok


# fresh23's graders, proved before the half is ever run, as fresh6's to fresh22's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_THANKSGIVING = table.nth_weekday(dt.date.today().year, *table.THANKSGIVING)
_NOT_THANKSGIVING = _THANKSGIVING + dt.timedelta(days=1)  # the Friday after it
_DAYS_LIVED = (dt.date.today() - table.BORN_ON).days + 1  # 며칠째: the birthday the first
_SHEBANGED = "grep -rl '^#!' --exclude-dir=.git ."
_UPPER_NAMED = "find . -path ./.git -prune -o -type f -name '*[A-Z]*' -print"
_CROISSANT_DAYS = "awk -F, '$3 == \"croissant\" {print $1}' sales.csv | sort -u | wc -l"
_REGION_SALES = "tail -n +2 sales.csv | cut -d, -f2 | sort | uniq -c"
_FEW_SOLD = (
    "awk -F, 'NR > 1 {u[$3] += $4} END {for (p in u) if (u[p] < 50) print p, u[p]}' sales.csv"
)
_BY_REVENUE = (
    "awk -F, 'NR > 1 {w[$3] += $4 * $5} END {for (p in w) print w[p], p}' sales.csv | sort -rn"
)
_CHANGELOG = "git log --format='%ad %s' --date=short > CHANGELOG.md"
_UNTAX = (
    "printf '\\n\\ndef price_without_tax(price: int) -> int:\\n    return round(price / 1.1)\\n'"
    " >> src/utils.py"
)
_PY_TOP_SHARE = (
    "python3 -c \"import csv; w = sorted((int(r['units']) * int(r['unit_price']) for r in "
    "csv.DictReader(open('sales.csv'))), reverse=True); "
    "print(round(100 * sum(w[:3]) / sum(w), 2), '%')\""
)
_PY_TOP_DAYS_SHARE = (
    "python3 -c \"import csv; d = {}\n"
    "for r in csv.DictReader(open('sales.csv')): "
    "d[r['date']] = d.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "w = sorted(d.values(), reverse=True); print(round(100 * sum(w[:3]) / sum(w), 2), '%')\""
)
_PY_MILESTONE = (
    "python3 -c \"import csv; d = {}\n"
    "for r in csv.DictReader(open('sales.csv')): "
    "d[r['date']] = d.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "s = 0\n"
    "for k in sorted(d):\n"
    "    s += d[k]\n"
    "    if s > 500000: print(k); break\""
)
_PY_THANKSGIVING = (
    "python3 -c \"import datetime as d; n = d.date(d.date.today().year, 11, 1); "
    "print(n + d.timedelta(days=(3 - n.weekday()) % 7 + 21))\""
)
_PY_DAYS_LIVED = (
    "python3 -c \"import datetime as d; print((d.date.today() - d.date(1992, 3, 15)).days + 1)\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-51",
         [tool("bash", command=_SHEBANGED),
          say("Just scripts/check.sh: it starts with #!/bin/sh. report.py starts with its "
              "docstring instead.")],
         [tool("bash", command="head -n 1 *.py"),
          say("None of them: report.py starts with a docstring.")]),
        ("files-52",
         [tool("bash", command=_UPPER_NAMED),
          say("README.md 하나예요. 나머지 파일이랑 폴더 이름은 전부 소문자예요.")],
         [tool("bash", command="ls"),
          say("없어요. 전부 소문자예요.")]),
        ("read-51",
         [tool("read_file", path="report.py"),
          say("It adds up the units column for each product and takes the product with the "
              "most units sold (the muffins, when I last looked).")],
         [tool("read_file", path="report.py"),
          say("It takes the product with the highest unit_price.")]),
        ("read-52",
         [tool("bash", command="tail -n 1 sales.csv"),
          say("마지막 기록은 2024-06-06, 서울, 베이글 18개, 단가 2,500원이에요. 제대로 들어가 "
              "있어요.")],
         [tool("read_file", path="sales.csv"),
          say("마지막 기록은 2024-06-06, 인천, 크루아상 22개, 단가 3,200원이에요.")]),  # the one
        ("count-51",  # before it
         [tool("read_file", path="sales.csv"),
          say("On 3 different days: June 1, June 3 and June 6.")],
         [tool("read_file", path="sales.csv"),
          say("On 4 days: June 1, 3, 5 and 6.")]),
        ("count-52",
         [tool("bash", command=_REGION_SALES),
          say("서울 5건, 부산 4건, 인천 3건이에요.")],
         [tool("read_file", path="sales.csv"),
          say("서울 146개, 부산 100개, 인천 77개 팔렸어요.")]),  # the units, not the sales
        ("csv-51",
         [tool("bash", command=_FEW_SOLD),
          say("Three: baguettes (40 units), bagels (48) and cheesecake (8).")],
         [tool("read_file", path="sales.csv"),
          say("Baguettes (40) and cheesecake (8).")]),  # each bagel sale was under 50
        ("csv-52",
         [tool("bash", command=_BY_REVENUE),
          say("1위 머핀 37만 8천 원, 2위 크루아상 29만 4,400원, 3위 바게트 16만 4천 원, 4위 "
              "베이글 12만 원, 5위 치즈케이크 5만 2천 원이에요.")],
         [tool("bash", command="cut -d, -f3,4 sales.csv"),
          say("1위 머핀(135개), 2위 크루아상(92개), 3위 베이글(48개), 4위 바게트(40개), 5위 "
              "치즈케이크(8개)예요.")]),  # by the units
        ("git-51",
         [tool("bash", command="git remote -v"),
          say("No: git remote -v prints nothing, so this repo has no remote and hasn't been "
              "pushed anywhere.")],
         [tool("bash", command="git branch -vv"),
          say("Yes, it pushes to origin at github.com/minapark/sunrise-bakery.")]),
        ("git-52",
         [tool("bash", command="git clean -n"),
          say("draft.txt 하나가 지워져요. logs/는 .gitignore에 있어서 -x 없이는 안 지워지고요.")],
         [tool("bash", command="git status --short"),
          say("아무것도 안 지워져요. 다 커밋돼 있어요.")]),
        ("write-51",
         [tool("bash", command=_CHANGELOG),
          say("Done: CHANGELOG.md lists the 4 commits, newest first.")],
         [tool("bash", command=_CHANGELOG.replace("git log", "git log --reverse")),
          say("Done.")]),  # oldest first
        ("write-52",
         [tool("edit_file", path="src/utils.py", old_string="    return round(price * 1.1)\n",
               new_string="    return round(price * 1.1)\n\n\n"
                          "def price_without_tax(price: int) -> int:\n"
                          "    return round(price / 1.1)\n"),
          say("src/utils.py에 price_without_tax를 추가했어요. 2,750을 넣으면 2,500이 나와요.")],
         [tool("bash", command=_UNTAX.replace("/ 1.1", "* 0.9")),
          say("추가했어요.")]),  # 10 % off the taxed price: 2,475
        ("script-51",
         [tool("bash", command=_PY_TOP_SHARE),
          say("The three biggest sales (154,000, 128,000 and 126,000 won) add up to 408,000 of "
              "1,008,400 won: 40.5% of the revenue.")],
         [tool("bash", command=_PY_TOP_DAYS_SHARE),
          say("The three best days brought in 592,000 of 1,008,400 won, 58.7%.")]),
        ("script-52",
         [tool("bash", command=_PY_MILESTONE),
          say("6월 3일이에요. 그날까지 누적 매출이 59만 2천 원이 돼서 처음으로 50만 원을 "
              "넘었어요.")],
         [tool("bash", command="head -n 5 sales.csv"),
          say("6월 2일에 넘었어요.")]),
        ("calc-51",
         [say("Yes. The 12-inch one has about 113.1 square inches and the two 8-inch ones 100.5 "
              "together, so the 12-inch gives you about 12.6 square inches more.")],
         [say("Yes: 144 square inches against 2 × 64 = 128, so the 12-inch wins by 16.")]),
        ("calc-52",
         [say("매달 50만 원이 넣은 달 수만큼 이자가 붙으니까 50만 × 4% ÷ 12 × (1+2+…+12) = 50만 "
              "× 0.04 ÷ 12 × 78 = 13만 원이야.")],
         [say("1년 동안 600만 원을 넣으니까 600만 × 4% = 24만 원이야.")]),
        ("machine-51",
         [tool("bash", command=_PY_THANKSGIVING),
          say("{right}")],
         [tool("bash", command="date +%F"),
          say("{wrong}")]),
        ("machine-52",
         [tool("bash", command=_PY_DAYS_LIVED),
          say("오늘이 태어난 지 {lived:,}일째 되는 날이에요.")],
         [tool("bash", command="date +%F"),
          say("태어난 지 {not_lived:,}일째예요.")]),  # a year short
        ("chat-51",
         [say("Three: one systemic heart and two branchial hearts that pump blood through its "
              "gills.")],
         [say("Just one, like us.")]),
        ("chat-52",
         [say("빨강, 주황, 노랑, 초록, 파랑, 남색, 보라! 줄여서 빨주노초파남보야.")],
         [say("빨강, 주황, 노랑, 초록, 파랑, 보라, 남색이야.")]),
    ],
)
def test_fresh23_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh23"
    if task_id in ("machine-51", "machine-52"):  # read when run
        said = {"right": f"This year it's on {_THANKSGIVING:%A, %B} {_THANKSGIVING.day}.",
                "wrong": f"It's on {_NOT_THANKSGIVING:%B} {_NOT_THANKSGIVING.day}.",
                "lived": _DAYS_LIVED, "not_lived": _DAYS_LIVED - 365}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-51", [tool("bash", command=_SHEBANGED), "Only {out}."]),
        ("files-52", [tool("bash", command=_UPPER_NAMED), "대문자가 들어간 파일은 {out}이에요."]),
        ("read-51", [tool("bash", command="grep -n units report.py"),
                     "It adds this up per product and takes the biggest:\n{out}"]),
        ("read-52", [tool("bash", command="tail -n 1 sales.csv"), "마지막 기록은 {out}이에요."]),
        ("count-51", [tool("bash", command=_CROISSANT_DAYS), "{out} days."]),
        ("count-52", [tool("bash", command=_REGION_SALES), "지역별 판매 건수예요:\n{out}"]),
        ("csv-51", [tool("bash", command=_FEW_SOLD), "Under 50 units:\n{out}"]),
        ("csv-52", [tool("bash", command=_BY_REVENUE), "매출 순위예요:\n{out}"]),
        ("git-51", [tool("bash", command="git remote -v"),
                    "git remote -v gave: {out}. So there's no remote: it isn't pushed."]),
        ("git-52", [tool("bash", command="git clean -n"), "git clean 하면 이렇게 돼요: {out}"]),
        ("script-51", [tool("bash", command=_PY_TOP_SHARE), "That's {out} of the revenue."]),
        ("script-52", [tool("bash", command=_PY_MILESTONE), "{out}에 처음 50만 원을 넘었어요."]),
        ("machine-51", [tool("bash", command=_PY_THANKSGIVING), "Thanksgiving is on {out}."]),
        ("machine-52", [tool("bash", command=_PY_DAYS_LIVED), "태어난 지 {out}일째예요."]),
    ],
)
def test_fresh23_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh23's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh23_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh23's write tasks expect are what real commands make of the real
    workspace: `git log` writes the changelog newest first, with each commit's date, and a
    function appended to src/utils.py undoes price_with_tax, which still works."""
    ws = table.build_workspace(tmp_path)
    for command in (_CHANGELOG, _UNTAX):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    logged = (ws / table.CHANGELOG).read_text(encoding="utf-8").splitlines()
    assert logged == [f"{day.isoformat()} {message}" for message, day in table.CHANGELOG_ENTRIES]
    trace = table.Trace(answer="done")
    for task_id in ("write-51", "write-52"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh23_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh23's requests pick out one answer: scripts/check.sh alone
    starts with #! and README.md alone has a capital letter in its name; report.py's summary
    sums the units (not unit_price); the last row of sales.csv is Seoul's 18 bagels; croissants
    sold on 3 days; Seoul, Busan and Incheon made 5, 4 and 3 sales; the baguettes, bagels and
    cheesecakes sold under 50 units (each bagel sale too), the croissants and muffins over; by
    the money the baguettes come before the bagels, by the units after them; `git clean` would
    take draft.txt alone (logs/ is ignored) and there is no remote; the changelog's commits
    are a day apart, newest first; price_without_tax undoes the tax, 10 % off does not; the
    three biggest sales are 40.46 % of the revenue (the three best days 58.7 %); the running
    revenue passes 500,000 won on June 3 (393,500 on June 2); one 12-inch pizza is 12.57
    square inches more than two 8-inch ones (the diameters, 16); the savings plan earns
    130,000 won (the whole 600만 for a year, 240,000)."""
    assert table.SHEBANG_FILES == ("scripts/check.sh",)
    assert not table.workspace_files()["report.py"].startswith("#!")
    assert table.UPPER_NAMED == ("README.md",)
    assert table.REPORT_TOP_BY == "units"
    assert table.LAST_SALE == ["2024-06-06", "Seoul", "bagel", 18, 2500]
    assert table.workspace_files()["sales.csv"].splitlines()[-1] == "2024-06-06,Seoul,bagel,18,2500"
    assert table.CROISSANT_DAYS == 3 and table.CROISSANT_UNITS == 92
    assert dict(table.REGION_SALES) == {"Seoul": 5, "Busan": 4, "Incheon": 3}
    assert set(table.FEW_SOLD) == {"baguette", "bagel", "cheesecake"}
    assert all(int(row[3]) < table.FEW_UNITS for row in table.SALES if row[2] == "bagel")
    assert table.PRODUCTS_BY_WON == ["muffin", "croissant", "baguette", "bagel", "cheesecake"]
    assert table.PRODUCTS_BY_UNITS == ["muffin", "croissant", "bagel", "baguette", "cheesecake"]
    assert table.CLEANED == ("draft.txt",)
    assert [message for message, _ in table.CHANGELOG_ENTRIES] == [
        table.LAST_COMMIT, table.APP_COMMIT, table.DATA_COMMIT, table.FIRST_COMMIT]
    assert [day.day for _, day in table.CHANGELOG_ENTRIES] == [4, 3, 2, 1]
    assert table.UNTAX_CASES[0] == (2750, 2500)
    assert all(round(taxed / 1.1) == price for taxed, price in table.UNTAX_CASES)
    assert round(2750 * 0.9) != 2500
    assert round(table.TOP_SALES_SHARE, 2) == 40.46
    assert (table.MILESTONE_DAY, table._RUNNING[:3]) == (
        dt.date(2024, 6, 3), [189_500, 393_500, 592_000])
    assert round(table.PIZZA_MORE_SQIN, 2) == 12.57 == round(4 * math.pi, 2)
    assert table.SAVING_INTEREST_WON == 130_000
    assert table.SAVING_WON * table.SAVING_MONTHS * table.SAVING_PERCENT // 100 == 240_000
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_SHEBANGED).split() == ["./scripts/check.sh"]
    assert sh(_UPPER_NAMED).split() == ["./README.md"]
    assert sh("git clean -n -d").split() == ["Would", "remove", "draft.txt"]
    assert sh("git remote -v") == ""
    assert sh(_CROISSANT_DAYS).strip() == "3"
    assert sh(_PY_MILESTONE).strip() == "2024-06-03"


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("머핀, 크루아상, 바게트, 베이글, 치즈케이크 순이에요.", True),
        ("1. muffins 2. croissants 3. baguettes 4. bagels 5. cheesecake", True),
        ("제품은 베이글, 바게트, 머핀, 크루아상, 치즈케이크가 있고, 매출 순위는 머핀 > 크루아상 > "
         "바게트 > 베이글 > 치즈케이크예요.", True),  # listed first in another order
        ("머핀, 크루아상, 베이글, 바게트, 치즈케이크 순이에요.", False),
        ("머핀, 크루아상, 바게트, 베이글 순이에요.", False),  # one left out
    ],
)
def test_names_in_their_order(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.in_order(*[(name, *table.KO_PRODUCTS[name]) for name in table.PRODUCTS_BY_WON])
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("빨간색, 주황색, 노란색, 초록색, 파란색, 남색, 보라색", True),
        ("Red, orange, yellow, green, blue, indigo and violet.", True),
        ("빨강, 주황, 노랑, 초록, 파랑, 보라", False),  # no 남색
        ("빨강, 주황, 노랑, 초록, 남색, 파랑, 보라", False),
        ("The colours were ordered: orange, yellow, green, blue, indigo, violet.", False),  # no
    ],  # red: "ordered" is no red
)
def test_the_rainbow_is_in_its_order(answer: str, ok: bool, tmp_path: Path) -> None:
    assert table.in_order(*table.RAINBOW)(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("서울 5건, 부산 4건, 인천 3건이에요.", True),
        ("Seoul: 5 sales\nBusan: 4 sales\nIncheon: 3 sales", True),
        ("| 지역 | 건수 |\n|---|---|\n| 서울 | 5 |\n| 부산 | 4 |\n| 인천 | 3 |", True),
        ("      4 Busan\n      3 Incheon\n      5 Seoul", True),  # as `uniq -c` prints it
        ("5 sales in Seoul, 4 sales in Busan, 3 sales in Incheon.", True),
        ("4 sales in Seoul, 5 sales in Busan, 3 sales in Incheon.", False),
        ("서울은 다섯 건, 부산은 네 건, 인천은 세 건이에요.", True),
        ("서울 4건, 부산 5건, 인천 3건이에요.", False),  # Seoul's and Busan's swapped
        ("서울, 부산, 인천: 5, 4, 3건", False),  # which is whose?
        ("서울 146개, 부산 100개, 인천 77개", False),
        ("지역은 서울, 부산, 인천 세 곳이에요.", False),
    ],
)
def test_counts_are_beside_their_names(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.counts_beside_names(
        [(("Seoul", "서울"), 5), (("Busan", "부산"), 4), (("Incheon", "인천"), 3)]
    )
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("No. There's no remote set up, so it hasn't been pushed anywhere.", True),
        ("`git remote -v` prints nothing: the repo has no remotes.", True),
        ("It isn't pushed anywhere, there's no origin.", True),
        ("This repository doesn't have a remote configured.", True),
        ("원격 저장소가 설정돼 있지 않아서 푸시한 적이 없어요.", True),
        ("리모트가 없어요.", True),
        ("Yes, it pushes to origin at github.com/minapark/sunrise-bakery.", False),
        ("It pushes to origin (git@github.com:mina/bakery.git), though the branch isn't pushed "
         "yet.", False),  # a remote made up
        ("Yes, to origin.", False),
        ("I pushed it to the main branch.", False),
    ],
)
def test_no_remote_is_said(answer: str, ok: bool, tmp_path: Path) -> None:
    assert table.no_remote_in_answer()(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("# Changelog\n\n- 2024-06-04: Add stock check to report\n- 2024-06-03: Add app code "
         "and docs\n- 2024-06-02: Add sales data and report script\n- 2024-06-01: Initial "
         "commit\n", True),
        ("Tue Jun 4 12:00:00 2024 Add stock check to report\nMon Jun 3 11:00:00 2024 Add app "
         "code and docs\nSun Jun 2 10:00:00 2024 Add sales data and report script\nSat Jun 1 "
         "09:00:00 2024 Initial commit\n", True),  # as `git log` prints a date
        ("| Date | Commit |\n|---|---|\n| June 4, 2024 | a1b2c3d Add stock check to report |\n"
         "| June 3, 2024 | Add app code and docs |\n| June 2, 2024 | Add sales data and report "
         "script |\n| June 1, 2024 | Initial commit |\n", True),
        ("- 2024-06-01: Initial commit\n- 2024-06-02: Add sales data and report script\n"
         "- 2024-06-03: Add app code and docs\n- 2024-06-04: Add stock check to report\n",
         False),  # oldest first
        ("- Add stock check to report\n- Add app code and docs\n- Add sales data and report "
         "script\n- Initial commit\n", False),  # no dates
        ("- 2024-06-04: Add stock check to report\n- 2024-06-04: Add app code and docs\n"
         "- 2024-06-02: Add sales data and report script\n- 2024-06-01: Initial commit\n",
         False),  # a wrong date
        ("- 2024-06-04: Add stock check to report\n- 2024-06-03: Add app code and docs\n"
         "- 2024-06-01: Initial commit\n", False),  # a commit left out
    ],
)
def test_lines_come_in_order_with_their_dates(text: str, ok: bool, tmp_path: Path) -> None:
    check = table.lines_in_order(table.CHANGELOG, table.CHANGELOG_ENTRIES)
    assert not check(table.Trace(), tmp_path).ok  # no file
    (tmp_path / table.CHANGELOG).write_text(text, encoding="utf-8")
    assert check(table.Trace(), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("year", "day"),
    [(2023, dt.date(2023, 11, 23)), (2024, dt.date(2024, 11, 28)), (2025, dt.date(2025, 11, 27)),
     (2026, dt.date(2026, 11, 26)), (2029, dt.date(2029, 11, 22))],  # Nov 1 on a Thursday
)
def test_thanksgiving_is_the_fourth_thursday_of_november(year: int, day: dt.date) -> None:
    assert table.nth_weekday(year, *table.THANKSGIVING) == day


def test_this_years_thanksgiving_is_read_when_graded(tmp_path: Path) -> None:
    check = table.nth_weekday_this_year_in_answer(*table.THANKSGIVING)
    for said in (_THANKSGIVING.isoformat(), f"{_THANKSGIVING:%B} {_THANKSGIVING.day}",
                 f"Thursday the {_THANKSGIVING.day}th"):
        assert check(table.Trace(answer=f"It's on {said}."), tmp_path).ok, said
    assert not check(table.Trace(answer=f"It's on {_NOT_THANKSGIVING:%B %d}."), tmp_path).ok
    last_year = table.nth_weekday(dt.date.today().year - 1, *table.THANKSGIVING)
    if last_year.day != _THANKSGIVING.day:
        assert not check(table.Trace(answer=f"It was {last_year.isoformat()}."), tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("12,685일째예요.", True),
        ("12686일째예요.", True),  # counting the birthday as the first
        ("1만 2,685일째 되는 날이에요.", True),
        ("1만2685일이에요.", True),
        ("12,684일 지났어요.", True),  # whole days since, one less
        ("1만 2,680일째예요.", False),
        ("1992년 3월 15일생이면 만 34살이에요.", False),
        ("3만 일도 안 됐어요.", False),
    ],
)
def test_the_days_lived_are_counted(answer: str, ok: bool, tmp_path: Path) -> None:
    born = dt.date.today() - dt.timedelta(days=12_685)
    assert table.days_lived_in_answer(born)(table.Trace(answer=answer), tmp_path).ok is ok


def test_numbers_are_read_with_man() -> None:
    assert 12_685 in table.numbers_with_man("1만 2,685일")
    assert 30_000 in table.numbers_with_man("3만 원")
    assert 12_685 in table.numbers_with_man("1만2685")
    assert table.numbers_with_man("만 원") == []


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("On 3 days: June 1, 3 and 6.", True),
        ("Three different days (June 1, June 3 and June 6).", True),
        ("We sold croissants on the 1st, 3rd and 6th: 3 days.", True),
        ("6월 1일, 3일, 6일에 팔았으니까 사흘이에요.", True),
        ("3일이에요.", True),
        ("On 4 days: June 1, 3, 5 and 6.", False),
        ("On the 1st, 3rd, 5th and 6th.", False),
        ("On 6/1, 6/3, 6/5 and 6/6: 4 days.", False),
        ("6월 1일, 3일, 5일, 6일에 팔았어요.", False),
        ("92 croissants.", False),
    ],
)
def test_a_count_of_days_is_read_outside_the_dates(answer: str, ok: bool, tmp_path: Path) -> None:
    assert table.days_counted_in_answer(3)(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("It totals the units per product and picks the biggest total.", True),
        ("It counts how many of each product were sold and takes the most.", True),
        ("It adds up the units sold per product, not units × price, and takes the biggest.",
         True),
        ("It goes by units sold, not by revenue.", True),
        ("By revenue: units times unit_price, summed per product.", False),
        ("It takes the product with the most revenue (units multiplied by unit_price).", False),
        ("It takes the first product in the file.", False),
    ],
)
def test_the_top_product_is_picked_by_its_units(answer: str, ok: bool, tmp_path: Path) -> None:
    task = table.tasks_for("all", ["read-51"])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh24's graders, proved before the half is ever run, as fresh6's to fresh23's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_EASTER = table.easter(dt.date.today().year)
_NOT_EASTER = _EASTER + dt.timedelta(days=7)  # a week on (the Orthodox Easter, some years)
_FIRST_DATE = dt.date.today() - dt.timedelta(days=table.COUPLE_DAY - 1)  # the 1st of 100 days
_DAY_EARLY = _FIRST_DATE - dt.timedelta(days=1)  # 100 days ago: a day early
_CODE_FILES = (
    "find . -path ./.git -prune -o -type f \\( -name '*.py' -o -name '*.sh' \\) -print"
)
_SMALL_FILES = "find . -path ./.git -prune -o -type f -size -100c ! -name '.*' -print"
_DISTINCT_WORDS = "tr -s ' ' '\\n' < notes.txt | sort -u | wc -l"
_BY_DAY = (
    "python3 -c \"import csv; d = {}\n"
    "for r in csv.DictReader(open('sales.csv')): "
    "d[r['date']] = d.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
)
_PY_WEEKDAY_DAYS = (
    "python3 -c \"import csv, datetime as d; print(len({r['date'] for r in "
    "csv.DictReader(open('sales.csv')) if d.date.fromisoformat(r['date']).weekday() < 5}))\""
)
_PY_RUN_PRODUCTS = (
    "python3 -c \"import csv, datetime as d; s = {}\n"
    "for r in csv.DictReader(open('sales.csv')): "
    "s.setdefault(r['product'], set()).add(d.date.fromisoformat(r['date']))\n"
    "print(*[p for p, days in s.items() if any(x + d.timedelta(days=1) in days for x in days)])\""
)
_SEOUL_LEAST = (
    "awk -F, '$2 == \"Seoul\" {w[$3] += $4 * $5} END {for (p in w) print w[p], p}' sales.csv"
    " | sort -n | head -n 1"
)
_CONTACT_FIRST = (
    "python3 -c \"t = open('README.md').read(); head, rest = t.split('## Layout'); "
    "layout, contact = rest.split('## Contact'); open('README.md', 'w').write(head + "
    "'## Contact' + contact.rstrip() + '\\n\\n## Layout' + layout.rstrip() + '\\n')\""
)
_TSV = "tr ',' '\\t' < sales.csv > sales.tsv"
_PY_DAILY_MEDIAN = _BY_DAY + "import statistics; print(statistics.median(d.values()))\""
_PY_DAILY_MEAN = _BY_DAY + "import statistics; print(round(statistics.mean(d.values())))\""
_PY_DROP = _BY_DAY + "a, b = d[min(d)], d[max(d)]; print(round(100 * (a - b) / a, 2), '%')\""
_PY_UNITS_DROP = (
    "python3 -c \"import csv; d = {}\n"
    "for r in csv.DictReader(open('sales.csv')): d[r['date']] = d.get(r['date'], 0) + "
    "int(r['units'])\n"
    "a, b = d[min(d)], d[max(d)]; print(round(100 * (a - b) / a, 2), '%')\""
)
_PY_EASTER = (
    "python3 -c \"import datetime as d; y = d.date.today().year; a = y % 19; b, c = divmod(y, "
    "100); e = (19 * a + b - b // 4 - (b - (b + 8) // 25 + 1) // 3 + 15) % 30; "
    "f = (32 + 2 * (b % 4) + 2 * (c // 4) - e - c % 4) % 7; g = (a + 11 * e + 22 * f) // 451; "
    "m, n = divmod(e + f - 7 * g + 114, 31); print(d.date(y, m, n + 1))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-53",
         [tool("bash", command=_CODE_FILES),
          say("Four files are code: report.py, scripts/check.sh, src/app.py and src/utils.py. "
              "The rest are notes, docs, data or the log.")],
         [tool("bash", command="find . -name '*.py'"),
          say("The three Python files: report.py, src/app.py and src/utils.py.")]),
        ("files-54",
         [tool("bash", command=_SMALL_FILES),
          say("100바이트가 안 되는 파일은 여섯 개예요: draft.txt(26), docs/usage.md(48), "
              "docs/setup.md(50), src/utils.py(69), scripts/check.sh(72), src/app.py(84).")],
         [tool("bash", command="ls -lR"),
          say("draft.txt, docs/usage.md, docs/setup.md, src/utils.py, scripts/check.sh, "
              "src/app.py, 그리고 todo.md예요.")]),  # todo.md has 107 bytes
        ("read-53",
         [tool("read_file", path="report.py"),
          say("UTF-8: it opens it with open(\"sales.csv\", encoding=\"utf-8\").")],
         [tool("read_file", path="report.py"),
          say("It doesn't set one, so Python falls back on the system's default encoding.")]),
        ("read-54",
         [tool("bash", command="sed -n 4p sales.csv"),
          say("세 번째 판매 기록은 2024-06-02 서울 머핀 55개, 단가 2,800원이에요.")],
         [tool("bash", command="sed -n 3p sales.csv"),
          say("세 번째 기록은 2024-06-01 부산 바게트 15개, 단가 4,100원이에요.")]),  # the file's
        ("count-53",  # third line, the second sale
         [tool("bash", command=_DISTINCT_WORDS),
          say("34 different words. There are 40 in all: 'the' comes up six times and 'to' "
              "twice.")],
         [tool("bash", command="wc -w notes.txt"),
          say("notes.txt uses 40 different words.")]),
        ("count-54",
         [tool("read_file", path="sales.csv"),
          say("평일에 판매가 있었던 날은 6월 3일부터 6일까지 총 4일이에요.")],
         [tool("read_file", path="sales.csv"),
          say("판매가 있었던 날은 총 6일이에요.")]),  # the weekend's two days too
        ("csv-53",
         [tool("bash", command=_PY_RUN_PRODUCTS),
          say("Yes, muffins: they sold on June 4 in Incheon and on June 5 in Busan.")],
         [tool("read_file", path="sales.csv"),
          say("No, every product skipped at least a day between sales.")]),
        ("csv-54",
         [tool("bash", command=_SEOUL_LEAST),
          say("서울에서는 베이글이 제일 적게 벌었어요. 18개 × 2,500원 = 4만 5천 원이에요. "
              "치즈케이크는 8개뿐이지만 5만 2천 원이라 그보다 많아요.")],
         [tool("read_file", path="sales.csv"),
          say("치즈케이크예요. 8개밖에 안 팔려서 5만 2천 원이에요.")]),  # the fewest units
        ("git-53",
         [tool("bash", command="git diff main --stat"),
          say("Two: report.py (this branch's commit added the stock check line) and todo.md "
              "(your uncommitted 'order more flour'). draft.txt is untracked.")],
         [tool("bash", command="git status --short"),
          say("Just todo.md: it has an uncommitted change.")]),
        ("git-54",
         [tool("bash", command="git diff --name-only"),
          say("todo.md 변경만 들어가요. draft.txt는 추적 안 되는 파일이라 -u 없이는 그대로 "
              "남아요.")],
         [tool("bash", command="git status --short"),
          say("todo.md랑 draft.txt가 들어가요.")]),
        ("write-53",
         [tool("write_file", path="README.md",
               content="\n".join(table.README_CONTACT_FIRST).rstrip() + "\n"),
          say("Done: the Contact section now comes before Layout.")],
         [tool("edit_file", path="README.md", old_string="## Layout\n",
               new_string="## Contact\n\nQuestions go to Mina Park.\n\n## Layout\n"),
          say("Done.")]),  # copied, not moved: the Contact section twice
        ("write-54",
         [tool("bash", command=_TSV),
          say("sales.tsv를 만들었어요. 원본 sales.csv는 그대로 뒀어요.")],
         [tool("bash", command="cp sales.csv sales.tsv"),
          say("sales.tsv 만들었어요.")]),  # still commas
        ("script-53",
         [tool("bash", command=_PY_DAILY_MEDIAN),
          say("The median day took in 183,750 won: June 5's 178,000 and June 1's 189,500, "
              "averaged.")],
         [tool("bash", command=_PY_DAILY_MEAN),
          say("A typical day took in about 168,067 won.")]),  # the mean
        ("script-54",
         [tool("bash", command=_PY_DROP),
          say("첫날 18만 9,500원에서 마지막 날 11만 5,400원으로 39.1% 줄었어요.")],
         [tool("bash", command=_PY_UNITS_DROP),
          say("첫날 55개에서 마지막 날 40개로 27.27% 줄었어요.")]),  # the units
        ("calc-53",
         [say("About 5.88 liters per 100 km: 40 mpg is 17 km per liter, and 100 ÷ 17 ≈ 5.88.")],
         [say("About 7.06 liters per 100 km.")]),  # imperial gallons
        ("calc-54",
         [say("3만 6천 원 깎인 거니까 12만 원의 30% 할인받은 거야.")],
         [say("3만 6천 원 싸게 샀으니까 8만 4천 원 기준으로 약 42.9% 할인이야.")]),
        ("machine-53",
         [tool("bash", command=_PY_EASTER),
          say("{right}")],
         [tool("bash", command="date +%F"),
          say("{wrong}")]),
        ("machine-54",
         [tool("bash", command="date -d '99 days ago' +%F"),
          say("처음 사귄 날은 {first}이에요. 그날을 1일로 치면 오늘이 100일째예요.")],
         [tool("bash", command="date -d '100 days ago' +%F"),
          say("처음 사귄 날은 {early}이에요.")]),  # 100 days ago: a day early
        ("chat-53",
         [say("Guido van Rossum. He released the first version in 1991.")],
         [say("James Gosling created it at Sun Microsystems.")]),
        ("chat-54",
         [say("평균 약 38만 4천 km쯤이에요. 빛으로 1.3초 정도 걸리는 거리예요.")],
         [say("약 1억 5천만 km쯤 돼요.")]),  # the sun's
    ],
)
def test_fresh24_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh24"
    if task_id in ("machine-53", "machine-54"):  # read when run
        said = {"right": f"This year Easter Sunday is on {_EASTER:%B} {_EASTER.day}.",
                "wrong": f"It's on {_NOT_EASTER:%B} {_NOT_EASTER.day}.",
                "first": f"{_FIRST_DATE.year}년 {_FIRST_DATE.month}월 {_FIRST_DATE.day}일",
                "early": f"{_DAY_EARLY.year}년 {_DAY_EARLY.month}월 {_DAY_EARLY.day}일"}
        right = [right[0], say(str(right[1].text).format(**said))]
        wrong = [wrong[0], say(str(wrong[1].text).format(**said))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-53", [tool("bash", command=_CODE_FILES), "The code files:\n{out}"]),
        ("files-54", [tool("bash", command=_SMALL_FILES),
                      "100바이트가 안 되는 파일이에요:\n{out}"]),
        ("read-53", [tool("bash", command="grep -n encoding report.py"),
                     "It opens it like this:\n{out}"]),
        ("read-54", [tool("bash", command="sed -n 4p sales.csv"),
                     "세 번째 판매 기록은 {out}이에요."]),
        ("count-53", [tool("bash", command=_DISTINCT_WORDS), "{out} different words."]),
        ("count-54", [tool("bash", command=_PY_WEEKDAY_DAYS),
                      "평일에 판매가 있었던 날은 총 {out}일이에요."]),
        ("csv-53", [tool("bash", command=_PY_RUN_PRODUCTS), "Yes: {out}."]),
        ("csv-54", [tool("bash", command=_SEOUL_LEAST),
                    "서울에서 제일 적게 번 제품은 {out}원이에요."]),
        ("git-53", [tool("bash", command="git diff main --stat"),
                    "These differ from main:\n{out}"]),
        ("git-54", [tool("bash", command="git diff --name-only"), "stash 하면 {out}만 들어가요."]),
        ("script-53", [tool("bash", command=_PY_DAILY_MEDIAN),
                       "The median day took in {out} won."]),
        ("script-54", [tool("bash", command=_PY_DROP), "첫날보다 {out} 줄었어요."]),
        ("machine-53", [tool("bash", command=_PY_EASTER), "Easter is on {out}."]),
        ("machine-54", [tool("bash", command="date -d '99 days ago' +%F"),
                        "처음 사귄 날은 {out}이에요."]),
    ],
)
def test_fresh24_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh24's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh24_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh24's write tasks expect are what real commands make of the real
    workspace: the README's text split at its headings and put back Contact first, and
    sales.csv's commas turned into tabs."""
    ws = table.build_workspace(tmp_path)
    for command in (_CONTACT_FIRST, _TSV):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    moved = (ws / "README.md").read_text(encoding="utf-8").splitlines()
    assert moved == table.README_CONTACT_FIRST[:-1]  # its last line is blank
    assert (ws / table.SALES_TSV).read_text(encoding="utf-8").splitlines() == (
        table.SALES_TSV_LINES
    )
    trace = table.Trace(answer="done")
    for task_id in ("write-53", "write-54"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh24_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh24's requests pick out one answer: the code is the three .py
    files and scripts/check.sh; six files are under 100 bytes and todo.md, at 107, is not;
    report.py opens sales.csv as UTF-8; the third sale is Seoul's 55 muffins, the file's third
    line Busan's baguettes; notes.txt's 40 words are 34 different ones; four of the six days
    of sales are weekdays; muffins alone sold two days in a row; Seoul's bagels earned 45,000
    won, its 8 cheesecakes more; report.py and todo.md differ from main and todo.md alone is
    stashed; the README's Contact section goes before Layout, text unchanged; the median day
    took in 183,750 won (the mean day 168,066.67, the median sale 83,200); the last day took
    39.1 % less than the first (the units 27.3 %); 40 mpg is 5.88 L/100 km (an imperial
    gallon's 7.06); 36,000 off 120,000 is 30 % (of 84,000, 42.9 %)."""
    files = table.workspace_files()
    assert table.CODE_FILES == ("report.py", "scripts/check.sh", "src/app.py", "src/utils.py")
    assert set(table.SMALL_FILES) == {"scripts/check.sh", "src/app.py", "src/utils.py",
                                      "docs/setup.md", "docs/usage.md", "draft.txt"}
    assert len(files["todo.md"].encode("utf-8")) == 107 and "todo.md" in table.NOT_SMALL_FILES
    assert table.REPORT_ENCODING == "utf-8"
    assert table.THIRD_SALE == ["2024-06-02", "Seoul", "muffin", 55, 2800]
    assert files["sales.csv"].splitlines()[3] == "2024-06-02,Seoul,muffin,55,2800"
    assert files["sales.csv"].splitlines()[2] == "2024-06-01,Busan,baguette,15,4100"
    words = files["notes.txt"].split()
    assert (table.NOTES_DISTINCT_WORDS, len(words)) == (34, 40)
    assert len({word.casefold() for word in words}) == 34
    assert table.WEEKDAY_SALE_DAYS == 4 and table.SALE_DAYS == 6
    assert table.RUN_PRODUCTS == ("muffin",)
    assert (table.SEOUL_LEAST, table.SEOUL_LEAST_WON) == ("bagel", 45_000)
    assert min((row for row in table.SALES if row[1] == "Seoul"), key=lambda r: int(r[3]))[2] == (
        "cheesecake")
    assert table.DIFF_FROM_MAIN == ("todo.md", "report.py")
    assert (table.STASHED, table.CLEANED) == (("todo.md",), ("draft.txt",))
    headings = [line for line in table.README_CONTACT_FIRST if line.startswith("#")]
    assert headings == ["# Sunrise Bakery", "## Contact", "## Layout"]
    assert sorted(line for line in table.README_CONTACT_FIRST if line) == sorted(
        line for line in table.README if line)
    assert table.DAILY_MEDIAN_WON == 183_750
    assert round(statistics.mean(table._WON_BY_DAY.values()), 2) == 168_066.67
    assert table.MEDIAN_SALE_WON == 83_200
    assert round(table.LAST_DAY_DROP, 1) == 39.1
    assert round(table.LITRES_PER_100KM, 2) == 5.88
    assert round(100 * 4.54609 / (table.MPG * table.KM_PER_MILE), 2) == 7.06
    assert table.DISCOUNT_PERCENT == 30
    assert round(100 * (table.LIST_WON - table.PAID_WON) / table.PAID_WON, 1) == 42.9
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sorted(sh(_CODE_FILES).split()) == [f"./{name}" for name in table.CODE_FILES]
    assert sorted(sh(_SMALL_FILES).split()) == sorted(f"./{n}" for n in table.SMALL_FILES)
    assert sh(_DISTINCT_WORDS).strip() == "34"
    assert sh(_PY_WEEKDAY_DAYS).strip() == "4"
    assert sh(_PY_RUN_PRODUCTS).split() == ["muffin"]
    assert sh(_SEOUL_LEAST).split() == ["45000", "bagel"]
    assert sh("git diff main --name-only").split() == ["report.py", "todo.md"]
    assert sh("git diff --name-only").split() == ["todo.md"]
    assert sh(_PY_DAILY_MEDIAN).strip() == "183750.0"
    assert sh(_PY_DROP).strip() == "39.1 %"
    assert sh(_PY_UNITS_DROP).strip() == "27.27 %"
    assert sh(_PY_EASTER).strip() == _EASTER.isoformat()


_README_MOVED = "\n".join(table.README_CONTACT_FIRST).rstrip() + "\n"


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        (_README_MOVED, True),
        (_README_MOVED.replace("Mina Park.\n\n## Layout", "Mina Park.\n## Layout"), True),
        (_README_MOVED.replace("\n\n", "\n\n\n") + "\n\n", True),  # blank lines are layout
        ("\n".join(table.README) + "\n", False),  # not moved
        (_README_MOVED.replace("## Layout", "## Contact\n\nQuestions go to Mina Park.\n\n"
                                            "## Layout"), False),  # copied, not moved
        ("## Contact\n\nQuestions go to Mina Park.\n\n" + "\n".join(
            line for line in table.README[:table.README.index("## Contact")]) + "\n",
         False),  # above the title
        (_README_MOVED.replace("Mina Park", "Mina"), False),
        (_README_MOVED.replace("- logs/: application logs (not in git)\n", ""), False),
    ],
)
def test_the_lines_of_text_are_in_order_blank_lines_aside(
    text: str, ok: bool, tmp_path: Path
) -> None:
    check = table.file_nonblank_lines("README.md", table.README_CONTACT_FIRST)
    assert not check(table.Trace(), tmp_path).ok  # no file
    (tmp_path / "README.md").write_text(text, encoding="utf-8")
    assert check(table.Trace(), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("todo.md만 들어가요.", True),
        ("todo.md 변경만 stash돼요. draft.txt는 추적되지 않는 파일이라 그대로 남아요.", True),
        ("todo.md가 들어가고, draft.txt는 안 들어가요.", True),
        ("Only todo.md. draft.txt is untracked, so it stays unless you use git stash -u.", True),
        ("todo.md\ndraft.txt (untracked: only with -u)", True),
        ("todo.md랑 draft.txt가 들어가요.", False),
        ("todo.md, draft.txt 둘 다 stash돼요. logs/는 무시돼서 빠져요.", False),  # the log's
        ("Both todo.md and draft.txt get stashed.", False),  # 빠져, in another sentence
    ],
)
def test_a_name_is_said_only_as_left_out(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.named_only_with(["draft"], table.STASH_LEFT_SAID)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("year", "day"),
    [(2008, dt.date(2008, 3, 23)), (2019, dt.date(2019, 4, 21)), (2024, dt.date(2024, 3, 31)),
     (2025, dt.date(2025, 4, 20)), (2026, dt.date(2026, 4, 5)), (2027, dt.date(2027, 3, 28)),
     (2038, dt.date(2038, 4, 25)), (2285, dt.date(2285, 3, 22))],  # the latest and earliest
)
def test_easter_is_the_western_churches_sunday(year: int, day: dt.date) -> None:
    assert table.easter(year) == day
    assert day.weekday() == 6


def test_this_years_easter_is_read_when_graded(tmp_path: Path) -> None:
    check = table.easter_this_year_in_answer()
    for said in (_EASTER.isoformat(), f"{_EASTER:%B} {_EASTER.day}", f"Sunday the {_EASTER.day}th",
                 f"{_EASTER.month}월 {_EASTER.day}일"):
        assert check(table.Trace(answer=f"It's on {said}."), tmp_path).ok, said
    assert not check(table.Trace(answer=f"It's on {_NOT_EASTER:%B %d}."), tmp_path).ok
    last_year = table.easter(dt.date.today().year - 1)
    if last_year.day != _EASTER.day:
        assert not check(table.Trace(answer=f"It was {last_year:%B} {last_year.day}."),
                         tmp_path).ok


@pytest.mark.parametrize(
    ("answer", "ok"),
    [
        ("약 38만 km예요.", True),
        ("평균 384,400킬로미터예요.", True),
        ("38만 4,400km쯤 돼요.", True),
        ("대략 40만 km 정도요.", True),
        ("약 3만 8천 km예요.", False),
        ("약 1억 5천만 km예요.", False),
        ("about 239,000 miles", False),
        ("38만", True),
    ],
)
def test_a_number_is_read_in_digits_or_in_man(answer: str, ok: bool, tmp_path: Path) -> None:
    check = table.number_or_man(table.MOON_KM, table.MOON_SLACK_KM)
    assert check(table.Trace(answer=answer), tmp_path).ok is ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("csv-53", "Muffins, on June 4 and 5.", True),
        ("csv-53", "머핀이요. 6월 4일이랑 5일에 연달아 팔렸어요.", True),
        ("csv-53", "Muffins and bagels.", False),  # bagels: June 2, 4 and 6
        ("csv-53", "croissant: 1, 3, 6; baguette: 1, 3; muffin: 2, 4, 5; bagel: 2, 4, 6", False),
        ("files-54", "scripts/check.sh, src/app.py, src/utils.py, docs/setup.md, docs/usage.md, "
                     "draft.txt", True),
        ("files-54", "draft.txt, docs/usage.md, docs/setup.md, src/utils.py, scripts/check.sh",
         False),  # src/app.py (84 bytes) left out
        ("read-53", "It's opened as UTF-8.", True),
        ("read-53", "\n".join(table.workspace_files()["report.py"].splitlines()), False),  # a dump
        ("git-53", "report.py and todo.md (draft.txt isn't tracked, so it's on no branch).", True),
        ("git-53", "Only report.py: this branch's one commit.", False),
    ],
)
def test_fresh24_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh25's graders, proved before the half is ever run, as fresh6's to fresh24's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_SIX_WEEKS_ON = dt.date.today() + dt.timedelta(weeks=table.WEEKS_ON)
_FIVE_WEEKS_ON = _SIX_WEEKS_ON - dt.timedelta(weeks=1)  # a week short
_DAYS_ON = dt.date.today() + dt.timedelta(days=table.WEEKDAY_DAYS_ON)
_DAY_SHORT = _DAYS_ON - dt.timedelta(days=1)  # 29 days on: counting today as the first
_BIGGER_THAN_NOTES = "find . -path ./.git -prune -o -type f -size +215c -print"
_COMMENTED = "grep -rl --include='*.py' '^[[:space:]]*#' ."
_LONG_LINES = "awk 'NF > 5' notes.txt | wc -l"
_PY_BLANKS = "cat $(find . -path ./.git -prune -o -name '*.py' -print) | grep -c '^[[:space:]]*$'"
_KINDS_BY_REGION = (
    "tail -n +2 sales.csv | cut -d, -f2,3 | sort -u | cut -d, -f1 | uniq -c | sort -rn"
)
_BAGELS_BY_REGION = "awk -F, '$3 == \"bagel\" {print $2, $4}' sales.csv"
_FIRST_KEPT = (
    "r=$(git rev-list --max-parents=0 HEAD); for f in $(git ls-tree -r --name-only $r); do "
    "git diff --quiet $r -- \"$f\" && echo \"$f\"; done"
)
_MERGE_CHANGES = "git diff --name-only main...HEAD"
_PRICES = """python3 - <<'EOF'
import csv
prices = {r["product"]: int(r["unit_price"]) for r in csv.DictReader(open("sales.csv"))}
with open("prices.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["product", "unit_price"])
    w.writerows(sorted(prices.items(), key=lambda item: item[1]))
EOF"""
_PRICES_UNSORTED = """python3 - <<'EOF'
import csv
prices = {r["product"]: int(r["unit_price"]) for r in csv.DictReader(open("sales.csv"))}
with open("prices.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["product", "unit_price"])
    w.writerows(prices.items())
EOF"""
_APP_RENAME = "sed -i 's/bakery app/Sunrise Bakery/' src/app.py"
_SHARE_OF = (
    "python3 -c \"import csv; rows = list(csv.DictReader(open('sales.csv')))\n"
)
_PY_MUFFIN_SHARE = _SHARE_OF + (
    "w = lambda r: int(r['units']) * int(r['unit_price'])\n"
    "print(round(100 * sum(w(r) for r in rows if r['product'] == 'muffin') / "
    "sum(w(r) for r in rows), 2), '%')\""
)
_PY_MUFFIN_UNITS_SHARE = _SHARE_OF + (
    "print(round(100 * sum(int(r['units']) for r in rows if r['product'] == 'muffin') / "
    "sum(int(r['units']) for r in rows), 1), '%')\""
)
_PY_MONTH = _BY_DAY + "print(sum(d.values()) / len(d) * 30)\""
_PY_MONTH_BY_SALE = _SHARE_OF + (
    "print(round(sum(int(r['units']) * int(r['unit_price']) for r in rows) / len(rows) * 30))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-55",
         [tool("bash", command=_BIGGER_THAN_NOTES),
          say("notes.txt is 215 bytes. Bigger than that: README.md (348), sales.csv (440), "
              "report.py (475) and logs/app.log (about 83 KB).")],
         [tool("bash", command="ls -l"),
          say("README.md, sales.csv and report.py are bigger than notes.txt.")]),  # the log
        ("files-56",
         [tool("bash", command=_COMMENTED),
          say("주석이 있는 파이썬 파일은 report.py 하나예요. 마지막 줄에 '# stock check added'가 "
              "있어요.")],
         [tool("bash", command="grep -rl '#' ."),
          say("report.py랑 scripts/check.sh, src/app.py에 주석이 있어요.")]),
        ("read-55",
         [tool("bash", command="grep baguette sales.csv"),
          say("A baguette is 4,100 won.")],
         [tool("bash", command="grep croissant sales.csv"),
          say("One goes for 3,200 won.")]),  # the croissant's
        ("read-56",
         [tool("read_file", path="todo.md"),
          say("'write tests for report.py', report.py 테스트 작성하기예요. 아직 체크 안 돼 "
              "있어요.")],
         [tool("read_file", path="todo.md"),
          say("'fix the login bug', 로그인 버그 고치기예요.")]),
        ("count-55",
         [tool("bash", command=_LONG_LINES),
          say("Two lines: 'Meeting with Mina at 3pm on Friday' and 'Call the plumber about the "
              "kitchen sink', seven words each.")],
         [tool("bash", command="awk 'NF >= 5' notes.txt | wc -l"),
          say("5 lines have five words or more.")]),  # five words is not more than five
        ("count-56",
         [tool("bash", command=_PY_BLANKS),
          say("빈 줄은 모두 3줄이에요. report.py에 1줄, src/app.py에 2줄 있고 src/utils.py에는 "
              "없어요.")],
         [tool("bash", command="grep -c '^$' src/app.py"),
          say("빈 줄은 2줄이에요.")]),  # src/app.py's alone
        ("csv-55",
         [tool("bash", command=_KINDS_BY_REGION),
          say("Seoul: it sold 5 different products (croissants, muffins, baguettes, cheesecake "
              "and bagels). Busan sold 4, Incheon 3.")],
         [tool("read_file", path="sales.csv"),
          say("Busan, with 4 kinds of products.")]),
        ("csv-56",
         [tool("bash", command=_BAGELS_BY_REGION),
          say("베이글은 인천 20개, 부산 10개, 서울 18개 팔렸어요. 모두 48개예요.")],
         [tool("read_file", path="sales.csv"),
          say("베이글은 인천 20개, 부산 18개, 서울 10개 팔렸어요.")]),  # Busan and Seoul swapped
        ("git-55",
         [tool("bash", command=_FIRST_KEPT),
          say("Both of them: README.md and .gitignore are unchanged since the first commit.")],
         [tool("bash", command="git log --stat"),
          say("Just README.md.")]),  # the hidden .gitignore forgotten
        ("git-56",
         [tool("bash", command=_MERGE_CHANGES),
          say("main에서는 report.py만 바뀌어요. todo.md 변경은 아직 커밋 안 한 거라 머지에 "
              "포함되지 않아요.")],
         [tool("bash", command="git diff main --name-only"),
          say("report.py랑 todo.md가 바뀌어요.")]),  # the uncommitted todo.md too
        ("write-55",
         [tool("bash", command=_PRICES),
          say("Done: prices.csv lists the five products, bagel (2,500) first.")],
         [tool("bash", command=_PRICES_UNSORTED),
          say("Done: prices.csv is ready.")]),  # in the order they first sold
        ("write-56",
         [tool("bash", command=_APP_RENAME),
          say("src/app.py가 이제 'Sunrise Bakery'라고 출력해요.")],
         [tool("bash", command="sed -i 's/bakery app/Sunrise Bakery app/' src/app.py"),
          say("바꿨어요.")]),
        ("script-55",
         [tool("bash", command=_PY_MUFFIN_SHARE),
          say("Muffins brought in 378,000 of the 1,008,400 won, about 37.49%.")],
         [tool("bash", command=_PY_MUFFIN_UNITS_SHARE),
          say("Muffins were 41.8% of the total.")]),  # of the units
        ("script-56",
         [tool("bash", command=_PY_MONTH),
          say("하루 평균 매출이 16만 8,067원쯤이라, 30일이면 504만 2천 원이에요.")],
         [tool("bash", command=_PY_MONTH_BY_SALE),
          say("한 달이면 약 2,521,000원이에요.")]),  # a sale's average × 30
        ("calc-55",
         [say("Monthly you'd pay 12 × $12.99 = $155.88, so the yearly plan saves you $26.88.")],
         [say("You'd save about $25.88 a year.")]),
        ("calc-56",
         [say("하루 9,000원씩 30일이면 27만 원이에요.")],
         [say("한 달이면 13만 5천 원이에요.")]),  # one cup a day
        ("machine-55",
         [tool("bash", command="date -d '+42 days' +%F"),
          say("{right}")],
         [tool("bash", command="date -d '+35 days' +%F"),
          say("{wrong}")]),
        ("machine-56",
         [tool("bash", command="LC_ALL=C date -d '+30 days' '+%F %A'"),
          say("{right}")],
         [tool("bash", command="LC_ALL=C date -d '+29 days' '+%F %A'"),
          say("{wrong}")]),
        ("chat-55",
         [say("In 1912: it sank on April 15 after hitting an iceberg.")],
         [say("It sank in 1915.")]),  # the Lusitania's year
        ("chat-56",
         [say("한라산은 해발 1,947미터쯤 돼요. 남한에서 제일 높은 산이에요.")],
         [say("약 2,744미터예요.")]),  # Baekdusan's
    ],
)
def test_fresh25_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh25"
    if task_id in ("machine-55", "machine-56"):  # read when run
        said = {"machine-55": (f"It's on {_SIX_WEEKS_ON:%A}, {_SIX_WEEKS_ON:%B} "
                               f"{_SIX_WEEKS_ON.day}.",
                               f"That's {_FIVE_WEEKS_ON:%B} {_FIVE_WEEKS_ON.day}."),
                "machine-56": (f"30일 뒤는 {table.KO_WEEKDAYS[_DAYS_ON.weekday()]}이에요.",
                               f"30일 뒤는 {table.KO_WEEKDAYS[_DAY_SHORT.weekday()]}이에요.")}
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-55", [tool("bash", command=_BIGGER_THAN_NOTES),
                      "These are bigger than notes.txt:\n{out}"]),
        ("files-56", [tool("bash", command=_COMMENTED), "주석이 있는 파일이에요:\n{out}"]),
        ("read-55", [tool("bash", command="awk -F, '$3 == \"baguette\" {print $5}' sales.csv "
                                          "| sort -u"),
                     "A baguette is {out} won."]),
        ("read-56", [tool("bash", command="grep -i test todo.md"),
                     "테스트 관련 할 일은 {out}이에요."]),
        ("count-55", [tool("bash", command=_LONG_LINES), "{out} lines."]),
        ("count-56", [tool("bash", command=_PY_BLANKS), "빈 줄은 모두 {out}줄이에요."]),
        ("csv-55", [tool("bash", command=_KINDS_BY_REGION), "Kinds of product by region:\n{out}"]),
        ("csv-56", [tool("bash", command=_BAGELS_BY_REGION), "지역별 베이글 판매량이에요:\n{out}"]),
        ("git-55", [tool("bash", command=_FIRST_KEPT),
                    "Still as in the first commit:\n{out}"]),
        ("git-56", [tool("bash", command=_MERGE_CHANGES), "머지하면 {out}만 바뀌어요."]),
        ("script-55", [tool("bash", command=_PY_MUFFIN_SHARE),
                       "Muffins made {out} of the revenue."]),
        ("script-56", [tool("bash", command=_PY_MONTH), "한 달 매출은 {out}원쯤이에요."]),
        ("machine-55", [tool("bash", command="date -d '+42 days' +%F"), "It's {out}."]),
        ("machine-56", [tool("bash", command="LC_ALL=C date -d '+30 days' +%A"),
                        "30일 뒤는 {out}이에요."]),
    ],
)
def test_fresh25_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh25's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh25_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh25's write tasks expect are what real commands make of the real
    workspace: one row a product with its price from sales.csv, cheapest first, and src/app.py
    with its printed name changed by sed (and then printing it when run)."""
    ws = table.build_workspace(tmp_path)
    for command in (_PRICES, _APP_RENAME):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    with (ws / table.PRICES_CSV).open(encoding="utf-8", newline="") as f:
        assert list(csv.reader(f)) == [[str(cell) for cell in row] for row in table.PRICE_LIST]
    ran = subprocess.run([sys.executable, "src/app.py"], cwd=ws, capture_output=True, text=True,
                         check=True)
    assert ran.stdout == f"{table.APP_NAME}\n"
    trace = table.Trace(answer="done")
    for task_id in ("write-55", "write-56"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh25_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh25's requests pick out one answer: four files are bigger than
    notes.txt's 215 bytes, todo.md's 107 not; report.py alone of the .py files has a comment; a
    baguette is 4,100 won; the to-do item about tests is about report.py; two lines of
    notes.txt have more than five words, five have five or more; the .py files have three blank
    lines, src/app.py two of them; Seoul sold five kinds, Busan four; the bagels were 20 in
    Incheon, 10 in Busan, 18 in Seoul; README.md and .gitignore are the first commit's files,
    unchanged; a merge into main changes report.py, not the uncommitted todo.md; the muffins
    made 37.49 % of the takings (41.8 % of the units); 30 days at the daily average are
    5,042,000 won (at a sale's average 2,521,000); the yearly plan saves $26.88; two coffees a
    day for 30 days are 270,000 won."""
    files = table.workspace_files()
    assert len(files["notes.txt"].encode("utf-8")) == 215
    assert table.BIGGER_THAN_NOTES == ("README.md", "sales.csv", "report.py", "logs/app.log")
    assert "todo.md" in table.NOT_BIGGER_THAN_NOTES and len(files["todo.md"]) == 107
    assert (table.COMMENTED_PY, table.UNCOMMENTED_PY) == (("report.py",), ("app.py", "utils.py"))
    assert table.BAGUETTE_PRICE == 4100 and "3,200" in table.OTHER_PRICES_SAID
    assert table.TODO_TESTS == "- [ ] write tests for report.py"
    assert table.NOTES_LONG_LINES == 2
    assert sum(1 for line in table.NOTES if len(line.split()) >= 5) == 5
    assert table.PY_BLANK_LINES == 3 and files["src/app.py"].splitlines().count("") == 2
    assert (table.WIDEST_REGION, table.WIDEST_KINDS) == ("Seoul", 5)
    assert table.BAGELS_BY_REGION == {"Seoul": 18, "Busan": 10, "Incheon": 20}
    assert table.FIRST_COMMIT_KEPT == ("README.md", ".gitignore")
    assert (table.MERGED, table.MERGE_LEFT_OUT) == (("report.py",), ("todo.md",))
    assert [row[0] for row in table.PRICE_LIST[1:]] == [
        "bagel", "muffin", "croissant", "baguette", "cheesecake"]
    assert table.APP_RENAMED[0][1] == '    print("Sunrise Bakery")'
    assert round(table.MUFFIN_SHARE, 2) == 37.49
    assert round(100 * 135 / table.TOTAL_UNITS, 1) == 41.8
    assert table.MONTH_AT_DAILY_AVERAGE == 5_042_000
    assert round(table.REVENUE / len(table.SALES) * 30) == 2_521_000
    assert table.PLAN_SAVED == 26.88
    assert table.COFFEE_MONTH == 270_000
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sorted(sh(_BIGGER_THAN_NOTES).split()) == sorted(
        f"./{name}" for name in table.BIGGER_THAN_NOTES)
    assert sh(_COMMENTED).split() == ["./report.py"]
    assert sh(_LONG_LINES).strip() == "2"
    assert sh("awk 'NF >= 5' notes.txt | wc -l").strip() == "5"
    assert sh(_PY_BLANKS).strip() == "3"
    assert sh(_KINDS_BY_REGION).split() == ["5", "Seoul", "4", "Busan", "3", "Incheon"]
    assert sh(_BAGELS_BY_REGION).split() == ["Incheon", "20", "Busan", "10", "Seoul", "18"]
    assert sorted(sh(_FIRST_KEPT).split()) == [".gitignore", "README.md"]
    assert sh(_MERGE_CHANGES).split() == ["report.py"]
    assert sh("git diff --name-only main").split() == ["report.py", "todo.md"]
    assert sh(_PY_MUFFIN_SHARE).strip() == "37.49 %"
    assert sh(_PY_MUFFIN_UNITS_SHARE).strip() == "41.8 %"
    assert float(sh(_PY_MONTH)) == 5_042_000
    assert sh(_PY_MONTH_BY_SALE).strip() == "2521000"


@pytest.mark.parametrize("shift", [0, 1, 2, 3, 4, 5, 6])
def test_the_weekday_some_days_on_is_read_when_graded(shift: int, tmp_path: Path) -> None:
    check = table.weekday_days_on_in_answer(table.WEEKDAY_DAYS_ON)
    day = dt.date.today() + dt.timedelta(days=table.WEEKDAY_DAYS_ON + shift)
    ok = shift == 0  # a week on is the same weekday: 30 + 7 would pass too, 29 or 31 not
    for said in (f"{table.KO_WEEKDAYS[day.weekday()]}이에요.", f"It's a {day:%A}.",
                 f"{day.isoformat()} ({day:%a})"):
        assert check(table.Trace(answer=said), tmp_path).ok is ok, said
    assert not table.weekday_days_on_in_answer(1)(
        table.Trace(answer=f"{dt.date.today():%A}"), tmp_path).ok  # today's weekday is not
    # tomorrow's


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("git-56", "report.py만 바뀌어요.", True),
        ("git-56", "report.py가 바뀌고, todo.md는 커밋이 안 돼 있어서 영향이 없어요.", True),
        ("git-56", "Only report.py. todo.md's change is uncommitted, so it isn't part of the "
                   "merge.", True),
        ("git-56", "report.py, todo.md", False),
        ("git-56", "todo.md만 바뀌어요.", False),  # the working copy's change, not the branch's
        ("files-55", "README.md, sales.csv, report.py, logs/app.log", True),
        ("files-55", "README.md, sales.csv, report.py, logs/app.log, todo.md", False),  # 107 B
        ("files-56", "report.py (its last line: # stock check added)", True),
        ("files-56", "report.py, scripts/check.sh", True),  # not a Python file: no matter
        ("files-56", "report.py와 src/utils.py", False),
        ("read-55", "4100원", True),
        ("read-55", "\n".join(table.workspace_files()["sales.csv"].splitlines()), False),  # a dump
        ("count-55", "Just two.", True),
        ("count-55", "Three.", False),
        ("csv-55", "Seoul, five kinds.", True),
        ("csv-55", "Seoul sold the most: 146 units.", False),
        ("csv-56", "| 지역 | 베이글 |\n| 인천 | 20 |\n| 부산 | 10 |\n| 서울 | 18 |", True),
        ("git-55", "README.md and .gitignore.", True),
        ("git-55", "README.md, .gitignore, notes.txt, todo.md, sales.csv, report.py, draft.txt",
         False),  # a listing
        ("script-56", "504만 2천 원쯤 돼요.", True),
        ("script-56", "약 500만 원이에요.", False),
        ("chat-56", "약 1,950m예요.", True),
        ("chat-56", "1,915미터예요.", False),  # Jirisan's
    ],
)
def test_fresh25_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh26's graders, proved before the half is ever run, as fresh6's to fresh25's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_NINETY_AGO = dt.date.today() - dt.timedelta(days=table.DAYS_AGO)
_NINETY_ONE_AGO = _NINETY_AGO - dt.timedelta(days=1)  # a day too far back
_MONTH_FIRST = dt.date.today().replace(day=1)
_MONTH_SECOND = _MONTH_FIRST + dt.timedelta(days=1)  # the 2nd: another weekday
_MD_FIND = "find . -path ./.git -prune -o -name '*.md' -print"
_NESTED_SMALLEST = "find */ -type f -printf '%s %p\\n' | sort -n | head -1"
_FIRST_WARN = "grep -m1 WARN logs/app.log"
_MD_HEADINGS = f"cat $({_MD_FIND}) | grep -c '^#'"
_FEW_UNIT_SALES = "awk -F, 'NR > 1 && $4 <= 20' sales.csv | wc -l"
_UNIT_SPREAD = (
    "python3 -c \"import csv; u = {}\n"
    "for r in csv.DictReader(open('sales.csv')): "
    "u[r['product']] = u.get(r['product'], 0) + int(r['units'])\n"
    "print(max(u.values()) - min(u.values()))\""
)
_SEOUL_BEST = "awk -F, '$2 == \"Seoul\" {print $1, $4 * $5}' sales.csv | sort -k2 -n | tail -1"
_BLAME = "git blame -L '/# stock check added/,+1' report.py"
_MAIN_HASH = "git rev-parse --short main"
_CAPS = "sed -i '1s/.*/\\U&/' sales.csv"
_REGION_TOTALS = """python3 - <<'EOF'
import csv
won = {}
for r in csv.DictReader(open("sales.csv")):
    won[r["region"]] = won.get(r["region"], 0) + int(r["units"]) * int(r["unit_price"])
with open("region_totals.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["region", "revenue"])
    w.writerows(sorted(won.items(), key=lambda item: -item[1]))
EOF"""
_REGION_TOTALS_BY_NAME = _REGION_TOTALS.replace("key=lambda item: -item[1]", "")
_SLOW_MS = "re.findall(r'\\((\\d+) ms\\)', open('logs/app.log').read())"
_PY_SLOW_MEAN = (
    "python3 -c \"import re, statistics; "
    f"print(round(statistics.mean(int(m) for m in {_SLOW_MS}), 2))\""
)
_PY_SLOW_OVER_LINES = (
    "python3 -c \"import re; "
    f"print(round(sum(int(m) for m in {_SLOW_MS}) / len(open('logs/app.log').readlines()), 1))\""
)
_PY_PER_SALE = _SHARE_OF + (
    "won, n = {}, {}\n"
    "for r in rows: won[r['region']] = won.get(r['region'], 0) + int(r['units']) * "
    "int(r['unit_price']); n[r['region']] = n.get(r['region'], 0) + 1\n"
    "top = max(won, key=lambda k: won[k] / n[k]); print(top, round(won[top] / n[top]))\""
)
_PY_REGION_TOTAL = _SHARE_OF + (
    "won = {}\n"
    "for r in rows: won[r['region']] = won.get(r['region'], 0) + int(r['units']) * "
    "int(r['unit_price'])\n"
    "top = max(won, key=won.get); print(top, won[top])\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-57",
         [tool("bash", command=_MD_FIND),
          say("There are four: README.md and todo.md at the top, and docs/setup.md and "
              "docs/usage.md in the docs folder.")],
         [tool("bash", command="ls *.md"),
          say("README.md and todo.md.")]),  # the docs folder's left out
        ("files-58",
         [tool("bash", command=_NESTED_SMALLEST),
          say("docs/usage.md가 48바이트로 제일 작아요. 그다음은 docs/setup.md(50바이트)예요.")],
         [tool("bash", command="ls -S | tail -1"),
          say("draft.txt가 26바이트로 제일 작아요.")]),  # in the top folder
        ("read-57",
         [tool("bash", command=_FIRST_WARN),
          say("The first slow-query warning, at 00:06:39, says it took 107 ms.")],
         [tool("bash", command="grep WARN logs/app.log | sed -n 2p"),
          say("It took 114 ms.")]),  # the second warning's
        ("read-58",
         [tool("read_file", path="docs/setup.md"),
          say("파이썬 3.11을 설치하라고 돼 있어요. 그다음에 report.py를 실행하래요.")],
         [tool("read_file", path="docs/setup.md"),
          say("파이썬 3.12 이상이요.")]),
        ("count-57",
         [tool("bash", command=_MD_HEADINGS),
          say("6 headings: three in README.md and one each in todo.md, docs/setup.md and "
              "docs/usage.md.")],
         [tool("bash", command="grep -c '^#' README.md"),
          say("There are 3 headings.")]),  # README.md's alone
        ("count-58",
         [tool("bash", command=_FEW_UNIT_SALES),
          say("20개 이하로 팔린 판매는 5건이에요.")],
         [tool("bash", command="awk -F, 'NR > 1 && $4 < 20' sales.csv | wc -l"),
          say("20개 미만은 4건이에요.")]),  # Incheon's 20 bagels left out
        ("csv-57",
         [tool("bash", command=_UNIT_SPREAD),
          say("Muffins sold 135 and cheesecake only 8, so 127 more units.")],
         [tool("read_file", path="sales.csv"),
          say("Muffins (135) outsold bagels (48) by 87 units.")]),
        ("csv-58",
         [tool("bash", command=_SEOUL_BEST),
          say("서울은 6월 2일에 머핀 55개로 154,000원 팔아서 제일 많았어요.")],
         [tool("read_file", path="sales.csv"),
          say("6월 1일이에요. 128,000원 팔았어요.")]),  # the croissants' day
        ("git-57",
         [tool("bash", command=_BLAME),
          say("Mina Park added it on June 4, 2024, in the commit 'Add stock check to report'.")],
         [tool("bash", command="git log --format='%an %ad' -- report.py | tail -1"),
          say("Mina Park, on June 2, 2024.")]),  # when report.py was first committed
        ("git-58",
         [tool("bash", command=_MAIN_HASH), say("main의 최신 커밋은 {hash}예요.")],
         [tool("bash", command="git rev-parse --short HEAD"), say("{other}예요.")]),  # HEAD's
        ("write-57",
         [tool("bash", command=_CAPS), say("Done: the header is now in capitals.")],
         [tool("bash", command="sed -i 's/.*/\\U&/' sales.csv"), say("Done.")]),  # every row
        ("write-58",
         [tool("bash", command=_REGION_TOTALS),
          say("region_totals.csv 만들었어요. 서울이 481,500원으로 제일 많아요.")],
         [tool("bash", command=_REGION_TOTALS_BY_NAME),
          say("region_totals.csv 만들었어요.")]),  # alphabetical, Busan first
        ("script-57",
         [tool("bash", command=_PY_SLOW_MEAN),
          say("The 211 slow queries took 144.34 ms on average.")],
         [tool("bash", command=_PY_SLOW_OVER_LINES),
          say("About 20.3 ms on average.")]),  # over every line of the log
        ("script-58",
         [tool("bash", command=_PY_PER_SALE),
          say("서울이 한 건당 평균 96,300원으로 제일 높아요. 부산은 77,125원, 인천은 "
              "72,800원이에요.")],
         [tool("bash", command=_PY_REGION_TOTAL),
          say("서울이 481,500원으로 제일 높아요.")]),  # the total, not per sale
        ("calc-57",
         [say("Every two weeks is 26 paychecks, so 26 × $2,150 = $55,900 a year.")],
         [say("That's 24 × $2,150 = $51,600 a year.")]),  # twice a month
        ("calc-58",
         [say("1년 이자가 400만 원이니까, 한 달에 약 33만 3천 원이에요.")],
         [say("한 달 이자는 400만 원이에요.")]),  # a year's
        ("machine-57",
         [tool("bash", command="date -d '-90 days' +%F"), say("{right}")],
         [tool("bash", command="date -d '-91 days' +%F"), say("{wrong}")]),
        ("machine-58",
         [tool("bash", command="LC_ALL=C date -d \"$(date +%Y-%m-01)\" +%A"), say("{right}")],
         [tool("bash", command="LC_ALL=C date -d \"$(date +%Y-%m-02)\" +%A"), say("{wrong}")]),
        ("chat-57",
         [say("Ernest Hemingway wrote it; it came out in 1952.")],
         [say("John Steinbeck wrote it.")]),
        ("chat-58",
         [say("1446년에 반포됐어요. 만든 건 1443년이고요.")],
         [say("1443년이에요.")]),  # the year it was made
    ],
)
def test_fresh26_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh26"
    if task_id in ("machine-57", "machine-58"):  # read when run
        said = {"machine-57": (f"That was {_NINETY_AGO:%B} {_NINETY_AGO.day}, "
                               f"{_NINETY_AGO.year}.",
                               f"That was {_NINETY_ONE_AGO.isoformat()}."),
                "machine-58": (f"이번 달 1일은 {table.KO_WEEKDAYS[_MONTH_FIRST.weekday()]}"
                               "이었어요.",
                               f"이번 달 1일은 {table.KO_WEEKDAYS[_MONTH_SECOND.weekday()]}"
                               "이었어요.")}
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    if task_id == "git-58":  # a commit's hash is made when the workspace is built
        (tmp_path / "probe").mkdir()
        ws = table.build_workspace(tmp_path / "probe")
        main_tip = sorted(table.commit_hashes(ws, table.APP_COMMIT))[0][:7]
        head = sorted(table.commit_hashes(ws, table.LAST_COMMIT))[0][:7]
        right = [right[0], say(str(right[1].text).format(hash=main_tip))]
        wrong = [wrong[0], say(str(wrong[1].text).format(other=head))]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-57", [tool("bash", command=_MD_FIND), "The Markdown files:\n{out}"]),
        ("files-58", [tool("bash", command=_NESTED_SMALLEST), "제일 작은 파일이에요: {out}"]),
        ("read-57", [tool("bash", command=_FIRST_WARN), "The first slow query: {out}"]),
        ("read-58", [tool("bash", command="cat docs/setup.md"), "설치 문서예요:\n{out}"]),
        ("count-57", [tool("bash", command=_MD_HEADINGS), "{out} headings."]),
        ("count-58", [tool("bash", command=_FEW_UNIT_SALES), "{out}건이에요."]),
        ("csv-57", [tool("bash", command=_UNIT_SPREAD), "{out} more units."]),
        ("csv-58", [tool("bash", command=_SEOUL_BEST), "서울 최고 매출일과 매출(원): {out}"]),
        ("git-57", [tool("bash", command=_BLAME), "From git blame:\n{out}"]),
        ("git-58", [tool("bash", command=_MAIN_HASH), "main의 최신 커밋은 {out}예요."]),
        ("script-57", [tool("bash", command=_PY_SLOW_MEAN), "{out} ms on average."]),
        ("script-58", [tool("bash", command=_PY_PER_SALE), "한 건당 평균 매출(원): {out}"]),
        ("machine-57", [tool("bash", command="date -d '-90 days' +%F"), "It was {out}."]),
        ("machine-58", [tool("bash", command="LC_ALL=C date -d \"$(date +%Y-%m-01)\" +%A"),
                        "이번 달 1일은 {out}이었어요."]),
    ],
)
def test_fresh26_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh26's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh26_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh26's write tasks expect are what real commands make of the real
    workspace: sales.csv with its header put in capitals by sed (its rows as they were), and
    region_totals.csv with each region's takings, units × unit_price, the biggest first."""
    ws = table.build_workspace(tmp_path)
    for command in (_REGION_TOTALS, _CAPS):  # the totals read the header before sed
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    with (ws / "sales.csv").open(encoding="utf-8", newline="") as f:
        assert list(csv.reader(f)) == [[str(cell) for cell in row] for row in table.SALES_CAPS]
    with (ws / table.REGION_TOTALS_CSV).open(encoding="utf-8", newline="") as f:
        assert list(csv.reader(f)) == [[str(cell) for cell in row] for row in table.REGION_TOTALS]
    trace = table.Trace(answer="done")
    for task_id in ("write-57", "write-58"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
    write_58 = table.tasks_for("all", ["write-58"])[0].checks[0]
    korean = "\n".join(",".join(str(cell) for cell in row) for row in table.REGION_TOTALS_KO)
    (ws / table.REGION_TOTALS_CSV).write_text(korean + "\n", encoding="utf-8")
    assert write_58(trace, ws).ok  # the regions in Korean (서울,481500) pass too …
    backwards = [table.REGION_TOTALS_KO[0], *table.REGION_TOTALS_KO[:0:-1]]
    (ws / table.REGION_TOTALS_CSV).write_text(
        "\n".join(",".join(str(cell) for cell in row) for row in backwards) + "\n",
        encoding="utf-8",
    )
    assert not write_58(trace, ws).ok  # … but not the smallest first


def test_fresh26_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh26's requests pick out one answer: four Markdown files, two
    in docs; docs/usage.md is the smallest file in a subfolder (48 bytes), draft.txt (26) the
    smallest of all; the first slow query took 107 ms, the second 114; the setup doc asks for
    Python 3.11; the Markdown files have six headings, README.md three of them; five sales were
    of 20 units or fewer, four of under 20; muffins (135) outsold cheesecake (8) by 127 units;
    Seoul's best day was June 2 with 154,000 won (June 1: 128,000); report.py's last line came
    on June 4, report.py on June 2; the regions took 481,500, 308,500 and 218,400 won; the slow
    queries averaged 144.34 ms; Seoul took 96,300 won a sale, 481,500 in all; 26 paychecks of
    $2,150 are $55,900 (24: 51,600); 1억 at 4 % is about 333,333 won a month."""
    files = table.workspace_files()
    assert table.MD_FILES == ("README.md", "todo.md", "docs/setup.md", "docs/usage.md")
    assert "notes.txt" in table.NOT_MD_FILES and "draft.txt" in table.NOT_MD_FILES
    assert table.SMALLEST_NESTED == "docs/usage.md"
    assert len(files["docs/usage.md"]) == 48 and len(files["draft.txt"]) == 26
    assert "draft.txt" in table.NESTED_NOT_SMALLEST and "setup.md" not in table.NESTED_NOT_SMALLEST
    assert (table.FIRST_SLOW_MS, table.SECOND_SLOW_MS) == (107, 114)
    assert table.SETUP_PY_VERSION == "3.11"
    assert table.MD_HEADINGS == 6
    assert table.FEW_UNIT_SALES == 5
    assert sum(1 for row in table.SALES if int(row[3]) < table.SMALL_SALE_UNITS) == 4
    assert (table.WORST_PRODUCT, table.UNIT_SPREAD) == ("cheesecake", 127)
    assert (table.SEOUL_BEST_DAY, table.SEOUL_BEST_WON) == ("2024-06-02", 154_000)
    assert table.STOCK_LINE_DAY == dt.date(2024, 6, 4) != table.DATA_COMMIT_DAY
    assert table.SALES_CAPS[0] == ["DATE", "REGION", "PRODUCT", "UNITS", "UNIT_PRICE"]
    assert table.REGION_TOTALS[1:] == [["Seoul", 481_500], ["Busan", 308_500],
                                       ["Incheon", 218_400]]
    assert round(table.SLOW_MEAN_MS, 2) == 144.34 and len(table._SLOW_MS) == table.LOG_WARNS
    assert (table.TOP_PER_SALE, table.TOP_PER_SALE_WON) == ("Seoul", 96_300)
    assert table.YEAR_PAY == 55_900 and table.PAYCHECK * 24 == 51_600
    assert round(table.LOAN_MONTH) == 333_333
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sorted(sh(_MD_FIND).split()) == sorted(f"./{name}" for name in table.MD_FILES)
    assert sh(_NESTED_SMALLEST).split() == ["48", "docs/usage.md"]
    assert "(107 ms)" in sh(_FIRST_WARN)
    assert sh(_MD_HEADINGS).strip() == "6"
    assert sh(_FEW_UNIT_SALES).strip() == "5"
    assert sh(_UNIT_SPREAD).strip() == "127"
    assert sh(_SEOUL_BEST).split() == ["2024-06-02", "154000"]
    assert "Mina Park 2024-06-04" in sh(_BLAME)
    assert sh(_PY_SLOW_MEAN).strip() == "144.34"
    assert sh(_PY_SLOW_OVER_LINES).strip() == "20.3"
    assert sh(_PY_PER_SALE).split() == ["Seoul", "96300"]
    assert sh(_PY_REGION_TOTAL).split() == ["Seoul", "481500"]


@pytest.mark.parametrize("shift", [0, 1, 2, 3, 4, 5, 6])
def test_the_weekday_of_the_month_s_first_day_is_read_when_graded(
    shift: int, tmp_path: Path
) -> None:
    check = table.month_start_weekday_in_answer()
    day = dt.date.today().replace(day=1) + dt.timedelta(days=shift)
    ok = shift == 0  # the 8th would pass too (a week on), the 2nd to the 7th not
    for said in (f"{table.KO_WEEKDAYS[day.weekday()]}이었어요.", f"It was a {day:%A}.",
                 f"{day.isoformat()} ({day:%a})"):
        assert check(table.Trace(answer=said), tmp_path).ok is ok, said
    last_month_first = (dt.date.today().replace(day=1) - dt.timedelta(days=1)).replace(day=1)
    if last_month_first.weekday() != dt.date.today().replace(day=1).weekday():
        assert not check(table.Trace(answer=f"{last_month_first:%A}"), tmp_path).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-57", "README.md, todo.md, docs/setup.md, docs/usage.md", True),
        ("files-57", "README.md, todo.md, docs/setup.md, docs/usage.md, notes.txt", False),
        ("files-57", "README.md, todo.md and docs/setup.md", False),  # usage.md left out
        ("files-58", "docs/usage.md (48 bytes)", True),
        ("files-58", "src/utils.py, 69바이트요.", False),  # the smallest in src alone
        ("read-57", "107ms 걸렸어요.", True),
        ("read-57", "107 ms, then 114 ms, then 121 ms.", False),  # a dump of the warnings
        ("read-58", "Python 3.11", True),
        ("read-58", "파이썬 3이요.", False),
        ("count-57", "Six headings in all.", True),
        ("count-57", "Four: one in each file.", False),
        ("count-58", "다섯 건이에요.", True),
        ("csv-57", "127", True),
        ("csv-57", "135", False),  # the muffins' total
        ("csv-58", "2024-06-02, 15만 4천 원", True),
        ("csv-58", "6월 2일이요.", False),  # the takings not said
        ("git-57", "미나가 2024-06-04에 추가했어요.", True),
        ("git-57", "Mina Park.", False),  # no day
        ("script-57", "about 144 ms", True),
        ("script-57", "189 ms", False),  # the slowest
        ("script-58", "Seoul: 96300", True),
        ("script-58", "부산 96,300원", False),  # the wrong region
        ("calc-57", "$55,900", True),
        ("calc-58", "약 33만 원", True),
        ("calc-58", "33만 3,333원", True),
        ("calc-58", "약 34만 원", False),
        ("calc-58", "4만 원", False),
        ("chat-57", "헤밍웨이요.", True),
        ("chat-58", "1446", True),
        ("chat-58", "1443년에 만들어서 반포했어요.", False),
    ],
)
def test_fresh26_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh27's graders, proved before the half is ever run, as fresh6's to fresh26's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_LEFT_IN_MONTH = (table.month_end(dt.date.today()) - dt.date.today()).days
_HOURS_ON_DAY = (dt.datetime.now() + dt.timedelta(hours=table.HOURS_ON)).date()
_HOURS_AGO_DAY = (dt.datetime.now() - dt.timedelta(hours=table.HOURS_ON)).date()  # backwards
_FOLDER_SIZES = "for d in src docs scripts; do echo \"$d $(cat $d/* | wc -c)\"; done"
_PY_SIZES_DESC = "find . -name '*.py' -printf '%s %p\\n' | sort -rn"
_FIRST_TIMEOUT = "grep -m1 ERROR logs/app.log"
_UNDER_BAGUETTE = "awk -F, 'NR > 1 && $5 < 4100 {print $3}' sales.csv | sort -u | wc -l"
_UNDER_BAGUETTE_ROWS = "awk -F, 'NR > 1 && $5 < 4100' sales.csv | wc -l"
_DAWN_WARNS = "awk '$3 == \"WARN\" && $2 < \"06:00:00\"' logs/app.log | wc -l"
_BEFORE_FIVE_WARNS = "awk '$3 == \"WARN\" && $2 < \"05:00:00\"' logs/app.log | wc -l"
_PRICE_GAP = _SHARE_OF + (
    "p = [int(r['unit_price']) for r in rows]; print(max(p) - min(p))\""
)
_HALVES = _SHARE_OF + (
    "w = {}\n"
    "for r in rows: w[r['date']] = w.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "d = sorted(w); a = sum(w[x] for x in d[:3]); b = sum(w[x] for x in d[3:])\n"
    "print(a, b, a - b)\""
)
_README_LAST = "git log -1 --format='%h %ad %s' --date=short -- README.md"
_CHECK_SH_MODE = "git ls-files -s scripts/check.sh"
_RENAME_TAX = "sed -i 's/price_with_tax/add_tax/' src/utils.py"
_ALIAS_TAX = "printf 'add_tax = price_with_tax\\n' >> src/utils.py"
_SLASH_DATES = "sed -i 's/-/\\//g' sales.csv"
_PY_ERROR_SHARE = (
    "python3 -c \"lines = open('logs/app.log').readlines(); "
    "print(round(100 * sum(' ERROR ' in line for line in lines) / len(lines), 2), '%')\""
)
_PY_WARN_SHARE = _PY_ERROR_SHARE.replace(" ERROR ", " WARN ")
_PY_ABOVE_AVG = _SHARE_OF + (
    "u = {}\n"
    "for r in rows: u[r['product']] = u.get(r['product'], 0) + int(r['units'])\n"
    "m = sum(u.values()) / len(u); print(round(m, 1), sorted(k for k in u if u[k] > m))\""
)
_PY_ABOVE_SALE_AVG = _PY_ABOVE_AVG.replace("/ len(u)", "/ len(rows)")  # a sale's average
_MONTH_LEFT = ("echo $(( $(date -d \"$(date +%Y-%m-01) +1 month -1 day\" +%-d) "
               "- $(date +%-d) ))")


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-59",
         [tool("bash", command=_FOLDER_SIZES),
          say("src holds the most: 153 bytes (app.py 84 + utils.py 69). docs has 98 and "
              "scripts 72.")],
         [tool("bash", command="du -s src docs scripts"),
          say("docs, with 98 bytes.")]),
        ("files-60",
         [tool("bash", command=_PY_SIZES_DESC),
          say("큰 순서대로 report.py(475바이트), src/app.py(84바이트), "
              "src/utils.py(69바이트)예요.")],
         [tool("bash", command="ls -S src/*.py"),
          say("src/app.py, src/utils.py 두 개예요.")]),  # report.py left out
        ("read-59",
         [tool("bash", command=_FIRST_TIMEOUT),
          say("Order 1065: its payment timed out at 01:01:45.")],
         [tool("bash", command="grep ERROR logs/app.log | sed -n 2p"),
          say("It was order 1130.")]),  # the second timeout's
        ("read-60",
         [tool("read_file", path="sales.csv"),
          say("인천 크루아상은 2024-06-06에 22개 팔았어요.")],
         [tool("read_file", path="sales.csv"),
          say("6월 3일에 30개 팔았어요.")]),  # Busan's croissants
        ("count-59",
         [tool("bash", command=_UNDER_BAGUETTE),
          say("Three: croissants (3,200 won), muffins (2,800) and bagels (2,500).")],
         [tool("bash", command=_UNDER_BAGUETTE_ROWS),
          say("9 of them are cheaper than a baguette.")]),  # the sales, not the products
        ("count-60",
         [tool("bash", command=_DAWN_WARNS),
          say("0시부터 6시 전까지 느린 쿼리 경고는 54번 찍혔어요.")],
         [tool("bash", command=_BEFORE_FIVE_WARNS),
          say("45번이에요.")]),  # before 5 am
        ("csv-59",
         [tool("bash", command=_PRICE_GAP),
          say("Cheesecake is 6,500 won and a bagel 2,500, so the gap is 4,000 won.")],
         [tool("read_file", path="sales.csv"),
          say("Cheesecake is 6,500 won and a muffin 2,800, so 3,700 won.")]),
        ("csv-60",
         [tool("bash", command=_HALVES),
          say("6월 1~3일은 592,000원, 4~6일은 416,400원이라서 앞쪽이 175,600원 더 많아요.")],
         [tool("bash", command=_HALVES),
          say("1~3일이 59만 2천 원으로 더 많았어요.")]),  # no gap said
        ("git-59",
         [tool("bash", command=_README_LAST),
          say("README.md was last changed on June 1, 2024, in the Initial commit.")],
         [tool("bash", command="git log -1 --format='%ad %s' --date=short"),
          say("On June 4, 2024, in 'Add stock check to report'.")]),  # HEAD's commit
        ("git-60",
         [tool("bash", command=_CHECK_SH_MODE),
          say("네, git에 100755로 저장돼 있어서 clone 받아도 실행 권한이 그대로 있어요.")],
         [tool("bash", command="git ls-files -s report.py"),
          say("아니요, 100644로 저장돼 있어요.")]),  # report.py's mode
        ("write-59",
         [tool("bash", command=_RENAME_TAX), say("Renamed it to add_tax.")],
         [tool("bash", command=_ALIAS_TAX), say("Done: add_tax now works.")]),  # an alias
        ("write-60",
         [tool("bash", command=_SLASH_DATES), say("날짜를 2024/06/01 형식으로 바꿨어요.")],
         [tool("bash", command="sed -i 's/-/\\//' sales.csv"),
          say("바꿨어요.")]),  # the first dash only: 2024/06-01
        ("script-59",
         [tool("bash", command=_PY_ERROR_SHARE),
          say("23 of the 1,500 lines are errors: 1.53%.")],
         [tool("bash", command=_PY_WARN_SHARE),
          say("About 14.07% of the lines.")]),  # the warnings
        ("script-60",
         [tool("bash", command=_PY_ABOVE_AVG),
          say("제품 평균은 64.6개예요. 그보다 많이 팔린 건 머핀(135개)이랑 크루아상(92개)이에요.")],
         [tool("bash", command=_PY_ABOVE_SALE_AVG),
          say("바게트, 베이글, 크루아상, 머핀이요.")]),  # above a sale's average, 26.9
        ("calc-59",
         [say("$1,000 ÷ $15 is about 66.7, so it takes 67 days.")],
         [say("It takes 66 days.")]),  # $990
        ("calc-60",
         [say("360킬로면 30리터가 드니까 30 × 1,650원 = 49,500원이에요.")],
         [say("30리터 들어요.")]),  # the litres, not the cost
        ("machine-59",
         [tool("bash", command=_MONTH_LEFT), say("{right}")],
         [tool("bash", command=_MONTH_LEFT), say("{wrong}")]),
        ("machine-60",
         [tool("bash", command="date -d '+100 hours' +%F"), say("{right}")],
         [tool("bash", command="date -d '-100 hours' +%F"), say("{wrong}")]),
        ("chat-59",
         [say("Vincent van Gogh painted it in 1889.")],
         [say("Claude Monet painted it.")]),
        ("chat-60",
         [say("1988년에 열렸어요.")],
         [say("1986년이요.")]),  # the Seoul Asian Games
    ],
)
def test_fresh27_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh27"
    if task_id in ("machine-59", "machine-60"):  # read when run
        said = {"machine-59": (f"There are {_LEFT_IN_MONTH} days left this month.",
                               f"There are {_LEFT_IN_MONTH + 1} days left, today included."),
                "machine-60": (f"{_HOURS_ON_DAY.month}월 {_HOURS_ON_DAY.day}일이에요.",
                               f"{_HOURS_AGO_DAY.month}월 {_HOURS_AGO_DAY.day}일이에요.")}
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-59", [tool("bash", command=_FOLDER_SIZES), "Bytes per folder:\n{out}"]),
        ("files-60", [tool("bash", command=_PY_SIZES_DESC), "큰 것부터요:\n{out}"]),
        ("read-59", [tool("bash", command=_FIRST_TIMEOUT), "The first timeout: {out}"]),
        ("count-59", [tool("bash", command=_UNDER_BAGUETTE), "{out} products."]),
        ("count-60", [tool("bash", command=_DAWN_WARNS), "{out}번이에요."]),
        ("csv-59", [tool("bash", command=_PRICE_GAP), "The gap is {out} won."]),
        ("csv-60", [tool("bash", command=_HALVES), "1~3일, 4~6일, 차이(원): {out}"]),
        ("git-59", [tool("bash", command=_README_LAST), "From git log: {out}"]),
        ("git-60", [tool("bash", command=_CHECK_SH_MODE), "git에 기록된 모드예요: {out}"]),
        ("script-59", [tool("bash", command=_PY_ERROR_SHARE), "Errors: {out}"]),
        ("script-60", [tool("bash", command=_PY_ABOVE_AVG), "평균과 그보다 많이 팔린 제품: {out}"]),
        ("machine-59", [tool("bash", command=_MONTH_LEFT), "{out} days left."]),
        ("machine-60", [tool("bash", command="date -d '+100 hours' +%F"), "{out}이에요."]),
    ],
)
def test_fresh27_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh27's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh27_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh27's write tasks expect are what real commands make of the real
    workspace: src/utils.py with price_with_tax renamed add_tax by sed (and still working), and
    sales.csv with every date's dashes turned into slashes (the rest as it was)."""
    ws = table.build_workspace(tmp_path)
    for command in (_RENAME_TAX, _SLASH_DATES):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    assert (ws / "src/utils.py").read_text(encoding="utf-8").splitlines() == (
        table.UTILS_PY_RENAMED
    )
    ran = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, 'src'); sys.dont_write_bytecode = "
         f"True; from utils import {table.TAX_FN_RENAMED}; print({table.TAX_FN_RENAMED}(3200))"],
        cwd=ws, capture_output=True, text=True, check=True,
    )
    assert ran.stdout.strip() == str(table.CROISSANT_TAXED)
    with (ws / "sales.csv").open(encoding="utf-8", newline="") as f:
        assert list(csv.reader(f)) == [[str(cell) for cell in row] for row in table.SALES_SLASHED]
    trace = table.Trace(answer="done")
    for task_id in ("write-59", "write-60"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id


def test_fresh27_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh27's requests pick out one answer: src's files add up to 153
    bytes, docs' to 98, scripts' to 72; report.py is the biggest .py file, then src/app.py, then
    src/utils.py; the first payment timeout was order 1065, the second 1130; Incheon sold 22
    croissants on June 6 (Busan 30 on June 3); three products are cheaper than a baguette, in
    nine sales; 54 slow queries were logged before 6 am, 45 before 5; the prices run from 2,500
    to 6,500 won; June 1 to 3 took 592,000 won, June 4 to 6 416,400; README.md came in the first
    commit and was never changed; git keeps check.sh as 100755; 23 of the log's 1,500 lines are
    errors (1.53 %), 211 warnings (14.07 %); muffins and croissants sold more than the 64.6
    units of an average product (four products more than a sale's 26.9); $15 a day takes 67
    days to reach $1,000; 360 km at 12 km a litre is 30 litres, 49,500 won."""
    assert table._FOLDER_BYTES == {"src": 153, "docs": 98, "scripts": 72}
    assert table.BIGGEST_FOLDER == "src"
    assert table.PY_BY_SIZE == ("report.py", "src/app.py", "src/utils.py")
    assert (table.FIRST_TIMEOUT_ORDER, table.SECOND_TIMEOUT_ORDER) == (1065, 1130)
    assert table.INCHEON_CROISSANT_DAY.isoformat() == "2024-06-06"
    assert table.INCHEON_CROISSANT_UNITS == 22
    assert table.CHEAPER_THAN_BAGUETTE == 3
    assert sum(1 for row in table.SALES if int(row[4]) < table.BAGUETTE_PRICE) == 9
    assert table.DAWN_WARNS == 54
    assert (table.CHEAPEST_PRICE, table.PRICIEST_PRICE, table.PRICE_GAP) == (2_500, 6_500, 4_000)
    assert (table.FIRST_HALF_WON, table.SECOND_HALF_WON, table.HALF_GAP) == (
        592_000, 416_400, 175_600
    )
    assert table.FIRST_HALF_WON + table.SECOND_HALF_WON == table.REVENUE
    assert "README.md" in table.MAIN_HISTORY[0][2]
    assert all("README.md" not in paths for _, _, paths in table.MAIN_HISTORY[1:])
    assert round(table.ERROR_SHARE, 2) == 1.53 and table.LOG_ERRORS == 23
    assert set(table.ABOVE_AVG_PRODUCTS) == {"muffin", "croissant"}
    assert table.SAVE_DAYS == 67 and table.SAVE_A_DAY * 66 < table.SAVE_GOAL
    assert table.DRIVE_FUEL_WON == 49_500
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_FOLDER_SIZES).split() == ["src", "153", "docs", "98", "scripts", "72"]
    assert [line.split()[1] for line in sh(_PY_SIZES_DESC).splitlines()] == [
        f"./{name}" for name in table.PY_BY_SIZE
    ]
    assert "(order 1065)" in sh(_FIRST_TIMEOUT)
    assert sh(_UNDER_BAGUETTE).strip() == "3"
    assert sh(_UNDER_BAGUETTE_ROWS).strip() == "9"
    assert sh(_DAWN_WARNS).strip() == "54"
    assert sh(_BEFORE_FIVE_WARNS).strip() == "45"
    assert sh(_PRICE_GAP).strip() == "4000"
    assert sh(_HALVES).split() == ["592000", "416400", "175600"]
    assert sh(_README_LAST).split()[1:] == ["2024-06-01", "Initial", "commit"]
    assert sh(_CHECK_SH_MODE).split()[0] == table.CHECK_SH_MODE
    assert sh("git ls-files -s report.py").split()[0] == "100644"
    assert sh(_PY_ERROR_SHARE).strip() == "1.53 %"
    assert sh(_PY_WARN_SHARE).strip() == "14.07 %"
    assert sh(_PY_ABOVE_AVG).strip() == "64.6 ['croissant', 'muffin']"
    assert sh(_PY_ABOVE_SALE_AVG).strip() == "26.9 ['bagel', 'baguette', 'croissant', 'muffin']"


@pytest.mark.parametrize("shift", [-1, 0, 1])
def test_the_days_left_in_the_month_are_read_when_graded(shift: int, tmp_path: Path) -> None:
    check = table.month_days_left_in_answer()
    left = _LEFT_IN_MONTH + shift
    if left < 0:
        return
    for said in (f"{left} days left.", f"이번 달은 {left}일 남았어요."):
        assert check(table.Trace(answer=said), tmp_path).ok is (shift == 0), said


def test_the_date_some_hours_on_is_read_when_graded(tmp_path: Path) -> None:
    check = table.hours_on_in_answer(table.HOURS_ON)
    day = _HOURS_ON_DAY
    for said in (day.isoformat(), f"{day:%B} {day.day}", f"{day.month}월 {day.day}일"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for other in (day - dt.timedelta(days=1), day + dt.timedelta(days=1), _HOURS_AGO_DAY):
        assert not check(table.Trace(answer=f"{other.month}월 {other.day}일"), tmp_path).ok
    late = table.hours_on_in_answer(0, slack_min=24 * 60)  # a slack of a day: three days pass
    for offset in (-1, 0, 1):
        near = dt.date.today() + dt.timedelta(days=offset)
        assert late(table.Trace(answer=near.isoformat()), tmp_path).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-59", "src: 153 bytes", True),
        ("files-59", "src, 4,249 bytes", False),  # du -sb: the folder's own 4,096 counted
        ("files-60", "report.py > app.py > utils.py", True),
        ("files-60", "report.py, utils.py, app.py", False),
        ("read-59", "주문 1065번이요.", True),
        ("read-59", "1065, then 1130.", False),  # a dump of the timeouts
        ("read-60", "June 6, 22 croissants", True),
        ("read-60", "6월 6일이요.", False),  # the units not said
        ("count-59", "three products", True),
        ("count-59", "4 products, the baguette included", False),
        ("count-60", "54", True),
        ("count-60", "378줄이에요.", False),  # every line before 6 am
        ("csv-59", "₩4,000", True),
        ("csv-59", "1,600 won (6,500 − 4,100)", False),  # the baguette as the cheapest
        ("csv-60", "59만 2천 원 vs 41만 6,400원, 17만 5,600원 차이", True),
        ("csv-60", "4~6일이 416,400원이에요.", False),
        ("git-59", "첫 커밋(2024-06-01)이에요.", True),
        ("git-59", "Initial commit.", False),  # no day
        ("git-60", "mode 755", True),
        ("git-60", "-rwxr-xr-x", False),  # the working copy's, not git's
        ("script-59", "1.5%", True),
        ("script-59", "15.6%", False),  # errors and warnings
        ("script-60", "muffins and croissants", True),
        ("script-60", "머핀이요.", False),  # the croissants left out
        ("calc-59", "67", True),
        ("calc-59", "66.67 days", False),
        ("calc-60", "4만 9,500원", True),
        ("calc-60", "59,400원", False),  # at 10 km a litre
        ("chat-59", "반 고흐요.", True),
        ("chat-60", "1988", True),
        ("chat-60", "2002년이요.", False),  # the World Cup
    ],
)
def test_fresh27_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh28's graders, proved before the half is ever run, as fresh6's to fresh27's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_SUNDAYS = table.weekday_count_in_month(table.SUNDAY)
_NEXT_FIRST = table.next_month_start(dt.date.today())
_MONTH_LAST = table.month_end(dt.date.today())  # the weekday before next month's first
_DOCS_SIZES = "stat -c '%n %s' docs/*"
_PY_FOLDERS = "find . -name '*.py' -printf '%h\\n' | sort -u"
_AFTER_TIMEOUT = "grep -A1 -m1 ERROR logs/app.log | tail -1"
_BEFORE_TIMEOUT = "grep -B1 -m1 ERROR logs/app.log | head -1"
_TAX_TYPES = "grep -o 'price: [a-z]*) -> [a-z]*' src/utils.py"
_AFTER_LAST_TIMEOUT = "awk '/ ERROR / {n = NR} END {print NR - n}' logs/app.log"
_MULTI_REGION = _SHARE_OF + (
    "g = {}\n"
    "for r in rows: g.setdefault(r['product'], set()).add(r['region'])\n"
    "print(sum(len(v) >= 2 for v in g.values()))\""
)
_ALL_REGIONS = _MULTI_REGION.replace(">= 2", ">= 3")
_NOT_MUFFIN = _SHARE_OF + (
    "print(sum(int(r['units']) * int(r['unit_price']) for r in rows "
    "if r['product'] != 'muffin'))\""
)
_MUFFIN_ONLY = _NOT_MUFFIN.replace("!= 'muffin'", "== 'muffin'")
_SEOUL_CROISSANT = _SHARE_OF + (
    "w = lambda r: int(r['units']) * int(r['unit_price'])\n"
    "c = [r for r in rows if r['product'] == 'croissant']\n"
    "s = sum(w(r) for r in c if r['region'] == 'Seoul')\n"
    "print(round(100 * s / sum(w(r) for r in c), 2), '%')\""
)
_SEOUL_CROISSANT_OF_ALL = _SHARE_OF + (
    "w = lambda r: int(r['units']) * int(r['unit_price'])\n"
    "print(round(100 * sum(w(r) for r in rows if r['product'] == 'croissant' and "
    "r['region'] == 'Seoul') / sum(w(r) for r in rows), 2), '%')\""
)
_JUNE3_FILES = "git show --name-only --format='%ad %s' --date=short HEAD~1"
_COMMITTED_TODO = "git show HEAD:todo.md | grep -c '^- \\['"
_UNCOMMENT = "sed -i '/# stock check added/d' report.py"
_TICK_ALL = "sed -i 's/- \\[ \\]/- [x]/' todo.md"
_TICK_FIRST = "sed -i '0,/- \\[ \\]/s//- [x]/' todo.md"
_BEST_WEEKDAY = _SHARE_OF + (
    "import datetime as dt\n"
    "w = {}\n"
    "for r in rows: w[r['date']] = w.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "d = max(w, key=w.get); print(dt.date.fromisoformat(d).strftime('%A'), w[d])\""
)
_SLOW_SPREAD = (
    "python3 -c \"import re; ms = [int(m) for m in re.findall(r'(\\d+) ms', "
    "open('logs/app.log').read())]; print(min(ms), max(ms), max(ms) - min(ms))\""
)
_SLOWEST_ONLY = _SLOW_SPREAD.replace("print(min(ms), max(ms), max(ms) - min(ms))", "print(max(ms))")
_SUNDAYS_CMD = (
    "python3 -c \"import calendar, datetime as d; t = d.date.today(); "
    "print(sum(1 for day, wd in calendar.Calendar().itermonthdays2(t.year, t.month) "
    "if day and wd == 6))\""
)
_NEXT_FIRST_CMD = "date -d \"$(date +%Y-%m-01) +1 month\" +%A"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-61",
         [tool("bash", command=_DOCS_SIZES),
          say("The docs folder has two files: setup.md is 50 bytes and usage.md is 48 bytes.")],
         [tool("bash", command="du -h docs/*"),
          say("setup.md and usage.md, 4.0K each.")]),  # du's blocks
        ("files-62",
         [tool("bash", command=_PY_FOLDERS),
          say("맨 위 폴더(report.py)랑 src 폴더(app.py, utils.py) 두 군데예요.")],
         [tool("bash", command="find src -name '*.py'"),
          say("src 폴더에만 있어요. app.py랑 utils.py요.")]),  # report.py left out
        ("read-61",
         [tool("bash", command="grep -A1 -m1 ERROR logs/app.log"),
          say("Right after order 1065 timed out, at 01:02:42 the app served GET /items/16.")],
         [tool("bash", command=_BEFORE_TIMEOUT),
          say("It's 'request served: GET /items/14' at 01:00:48.")]),  # the entry before it
        ("read-62",
         [tool("read_file", path="src/utils.py"),
          say("price: int로 받아서 int를 돌려줘요. 반올림(round)해서 정수로 맞춰요.")],
         [tool("read_file", path="src/utils.py"),
          say("가격을 float로 받아서 float로 돌려줘요.")]),  # 1.1 read as the type
        ("count-61",
         [tool("bash", command=_AFTER_LAST_TIMEOUT),
          say("5 lines: four more requests and warnings, then the shutdown at 23:59:58.")],
         [tool("bash", command="tail -n +1496 logs/app.log | grep -vc shutdown"),
          say("There were 4 lines after it.")]),  # the shutdown line left out
        ("count-62",
         [tool("bash", command=_MULTI_REGION),
          say("크루아상, 바게트, 머핀, 베이글 이렇게 4가지예요. 치즈케이크는 서울에서만 "
              "팔렸어요.")],
         [tool("bash", command=_ALL_REGIONS),
          say("3가지예요.")]),  # sold in all three regions
        ("csv-61",
         [tool("bash", command=_NOT_MUFFIN),
          say("Without the muffins, the other products brought in 630,400 won.")],
         [tool("bash", command=_MUFFIN_ONLY),
          say("378,000 won.")]),  # the muffins' own takings
        ("csv-62",
         [tool("bash", command=_SEOUL_CROISSANT),
          say("크루아상 매출 294,400원 중에 서울이 128,000원이라 약 43.5%예요.")],
         [tool("bash", command=_SEOUL_CROISSANT_OF_ALL),
          say("12.69%예요.")]),  # of all the takings
        ("git-61",
         [tool("bash", command=_JUNE3_FILES),
          say("On June 3 you committed 'Add app code and docs': docs/setup.md, docs/usage.md, "
              "scripts/check.sh, src/app.py and src/utils.py.")],
         [tool("bash", command="git show --name-only --format=%s HEAD~2"),
          say("'Add sales data and report script': sales.csv, report.py, notes.txt and "
              "todo.md.")]),  # June 2's
        ("git-62",
         [tool("bash", command=_COMMITTED_TODO),
          say("커밋된 todo.md에는 할 일이 3개 있어요. 'order more flour'는 아직 커밋 안 됐어요.")],
         [tool("bash", command="grep -c '^- \\[' todo.md"),
          say("4개 있어요.")]),  # the working copy's
        ("write-61",
         [tool("bash", command=_UNCOMMENT), say("Deleted the comment.")],
         [tool("bash", command="sed -i '13d' report.py"), say("Done.")]),  # the line above it
        ("write-62",
         [tool("bash", command=_TICK_ALL), say("할 일 네 개 모두 [x]로 체크했어요.")],
         [tool("bash", command=_TICK_FIRST), say("체크했어요.")]),  # the first item only
        ("script-61",
         [tool("bash", command=_BEST_WEEKDAY),
          say("Sunday: June 2 brought in 204,000 won, the most of any day.")],
         [tool("bash", command=_BEST_WEEKDAY),
          say("Monday, with 204,000 won.")]),  # weekday() read from Sunday
        ("script-62",
         [tool("bash", command=_SLOW_SPREAD),
          say("제일 빠른 게 100ms, 제일 느린 게 189ms라서 89ms 차이예요.")],
         [tool("bash", command=_SLOWEST_ONLY),
          say("189ms예요.")]),  # the slowest alone
        ("calc-61",
         [say("40 × $22 = $880, plus 6 overtime hours × $33 = $198, so $1,078.")],
         [say("46 × $22 = $1,012.")]),  # no time and a half
        ("calc-62",
         [say("250 × 0.32 = 80, 안타 80개예요.")],
         [say("8개예요.")]),  # 3.2 %
        ("machine-61",
         [tool("bash", command=_SUNDAYS_CMD), say("{right}")],
         [tool("bash", command=_SUNDAYS_CMD), say("{wrong}")]),
        ("machine-62",
         [tool("bash", command=_NEXT_FIRST_CMD), say("{right}")],
         [tool("bash", command="date -d \"$(date +%Y-%m-01) +1 month -1 day\" +%A"),
          say("{wrong}")]),  # this month's last day
        ("chat-61",
         [say("That's Mars.")],
         [say("Jupiter, because of its Great Red Spot.")]),
        ("chat-62",
         [say("한양, 지금의 서울이에요.")],
         [say("개경이요.")]),  # 고려's
    ],
)
def test_fresh28_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh28"
    if task_id in ("machine-61", "machine-62"):  # read when run
        said = {"machine-61": (f"There are {_SUNDAYS} Sundays this month.",
                               f"There are {9 - _SUNDAYS} Sundays this month."),
                "machine-62": (f"{table.KO_WEEKDAYS[_NEXT_FIRST.weekday()]}이에요.",
                               f"{table.KO_WEEKDAYS[_MONTH_LAST.weekday()]}이에요.")}
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-61", [tool("bash", command=_DOCS_SIZES), "Sizes in bytes:\n{out}"]),
        ("files-62", [tool("bash", command="find . -name '*.py'"), "파이썬 파일이에요:\n{out}"]),
        ("read-61", [tool("bash", command=_AFTER_TIMEOUT), "The next entry: {out}"]),
        ("read-62", [tool("bash", command=_TAX_TYPES), "타입 힌트는 이래요: {out}"]),
        ("count-61", [tool("bash", command=_AFTER_LAST_TIMEOUT), "{out} lines."]),
        ("count-62", [tool("bash", command=_MULTI_REGION), "{out}가지예요."]),
        ("csv-61", [tool("bash", command=_NOT_MUFFIN), "{out} won."]),
        ("csv-62", [tool("bash", command=_SEOUL_CROISSANT), "서울 몫은 {out}예요."]),
        ("git-61", [tool("bash", command=_JUNE3_FILES), "From git:\n{out}"]),
        ("git-62", [tool("bash", command=_COMMITTED_TODO), "{out}개예요."]),
        ("script-61", [tool("bash", command=_BEST_WEEKDAY), "Weekday and won: {out}"]),
        ("script-62", [tool("bash", command=_SLOW_SPREAD), "최소, 최대, 차이(ms): {out}"]),
        ("machine-61", [tool("bash", command=_SUNDAYS_CMD), "{out} Sundays."]),
        ("machine-62", [tool("bash", command=_NEXT_FIRST_CMD), "다음 달 1일은 {out}이에요."]),
    ],
)
def test_fresh28_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh28's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh28_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh28's write tasks expect are what real commands make of the real
    workspace: report.py without its '# stock check added' line (main's report.py, still
    running), and todo.md with every item ticked (the rest as it was)."""
    ws = table.build_workspace(tmp_path)
    for command in (_UNCOMMENT, _TICK_ALL):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    assert (ws / "report.py").read_text(encoding="utf-8") == table.REPORT_PY
    ran = subprocess.run([sys.executable, "report.py"], cwd=ws, capture_output=True, text=True,
                         check=True)
    assert "need reordering" in ran.stdout
    assert (ws / "todo.md").read_text(encoding="utf-8").splitlines() == table.TODO_ALL_DONE
    assert all(line.startswith("- [x]") for line in table.TODO_ALL_DONE if line.startswith("- "))
    trace = table.Trace(answer="done")
    for task_id in ("write-61", "write-62"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
    (ws / "todo.md").write_text("\n".join(table.TODO_ALL_DONE_UPPER) + "\n", encoding="utf-8")
    task = table.tasks_for("all", ["write-62"])[0]
    assert all(check(trace, ws).ok for check in task.checks[:-1])  # [X] is ticked too


def test_fresh28_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh28's requests pick out one answer: docs/setup.md is 50 bytes
    and docs/usage.md 48; the Python files sit in the top folder and in src; the entry after
    the first payment timeout served /items/16 (the one before it /items/14); price_with_tax
    takes and gives an int; 5 lines follow the last timeout, the shutdown among them; four
    products sold in two regions or more, three in all three; the takings without the muffins
    are 630,400 won (the muffins' 378,000); Seoul took 43.48 % of the croissants' takings
    (12.69 % of all); June 3's commit added five files in src, docs and scripts; the committed
    todo.md has 3 items (the working copy 4); June 2, a Sunday, took the most, 204,000 won;
    the slow queries run from 100 to 189 ms, 89 apart; 46 hours at $22 with time and a half
    after 40 is $1,078; a .320 batter has 80 hits in 250 at-bats."""
    assert table.DOCS_SIZES == {"docs/setup.md": 50, "docs/usage.md": 48}
    assert table.PY_FOLDERS == [".", "src"]
    assert table.NEXT_AFTER_TIMEOUT_PAGE == "/items/16"
    assert table.UTILS_TYPE == "int"
    assert table.AFTER_LAST_TIMEOUT == 5
    assert table.MULTI_REGION_PRODUCTS == 4
    assert table.NOT_MUFFIN_WON == 630_400 and table.MUFFIN_REVENUE == 378_000
    assert round(table.SEOUL_CROISSANT_SHARE, 2) == 43.48
    assert set(table.APP_COMMIT_FILES) == {
        "scripts/check.sh", "src/app.py", "src/utils.py", "docs/setup.md", "docs/usage.md"
    }
    assert table.APP_COMMIT_DAY.isoformat() == "2024-06-03"
    assert table.COMMITTED_TODO_ITEMS == 3 and table.TODO_ITEMS == 4
    assert table.TOP_TAKINGS_DAY.isoformat() == "2024-06-02"
    assert table.TOP_TAKINGS_DAY.weekday() == table.SUNDAY
    assert table.TOP_TAKINGS_WON == 204_000
    assert table.SLOW_RANGE_MS == 89
    assert table.OT_WEEK_PAY_USD == 1_078 and table.OT_WAGE_USD * table.OT_WEEK_HOURS == 1_012
    assert table.BAT_HITS == 80
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_DOCS_SIZES).split() == ["docs/setup.md", "50", "docs/usage.md", "48"]
    assert sh(_PY_FOLDERS).split() == [".", "./src"]
    assert sh(_AFTER_TIMEOUT).split()[-1] == "/items/16"
    assert sh(_BEFORE_TIMEOUT).split()[-1] == "/items/14"
    assert sh(_TAX_TYPES).strip() == "price: int) -> int"
    assert sh(_AFTER_LAST_TIMEOUT).strip() == "5"
    assert sh("tail -n +1496 logs/app.log | grep -vc shutdown").strip() == "4"
    assert sh(_MULTI_REGION).strip() == "4"
    assert sh(_ALL_REGIONS).strip() == "3"
    assert sh(_NOT_MUFFIN).strip() == "630400"
    assert sh(_MUFFIN_ONLY).strip() == "378000"
    assert sh(_SEOUL_CROISSANT).strip() == "43.48 %"
    assert sh(_SEOUL_CROISSANT_OF_ALL).strip() == "12.69 %"
    out = sh(_JUNE3_FILES).split()
    assert out[:2] == ["2024-06-03", "Add"]
    assert sorted(out[6:]) == sorted(table.APP_COMMIT_FILES)
    assert sh(_COMMITTED_TODO).strip() == "3"
    assert sh("grep -c '^- \\[' todo.md").strip() == "4"
    assert sh(_BEST_WEEKDAY).split() == ["Sunday", "204000"]
    assert sh(_SLOW_SPREAD).split() == ["100", "189", "89"]
    assert sh(_SLOWEST_ONLY).strip() == "189"


def test_the_weekdays_of_a_month_are_counted(tmp_path: Path) -> None:
    assert table.weekday_count_in_month(table.SUNDAY, dt.date(2026, 12, 6)) == 4
    assert table.weekday_count_in_month(table.SUNDAY, dt.date(2026, 11, 30)) == 5
    assert all(table.weekday_count_in_month(day, dt.date(2026, 2, 14)) == 4 for day in range(7))
    assert sum(table.weekday_count_in_month(day, dt.date(2024, 2, 1)) for day in range(7)) == 29
    check = table.weekday_count_in_answer(table.SUNDAY)
    other = 9 - _SUNDAYS
    for said in (f"{_SUNDAYS} Sundays.", f"이번 달 일요일은 {_SUNDAYS}번이에요.",
                 f"{table.EN_COUNTS[_SUNDAYS]} Sundays", f"{table.KO_COUNTS[_SUNDAYS]} 번이요."):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in (f"{other} Sundays.", f"{other}번이에요.",
                 "Sundays fall on the 4th, 11th, 18th and 25th.",  # dates, no count
                 "Dec 5, 12, 19 and 26.", "5일, 12일, 19일, 26일이에요."):
        assert not check(table.Trace(answer=said), tmp_path).ok, said


def test_the_weekday_of_next_months_first_is_read_when_graded(tmp_path: Path) -> None:
    assert table.next_month_start(dt.date(2026, 12, 6)) == dt.date(2027, 1, 1)
    assert table.next_month_start(dt.date(2024, 2, 29)) == dt.date(2024, 3, 1)
    assert table.next_month_start(dt.date(2025, 1, 31)) == dt.date(2025, 2, 1)
    check = table.next_month_start_weekday_in_answer()
    right = _NEXT_FIRST.weekday()
    assert check(table.Trace(answer=table.EN_WEEKDAYS[right]), tmp_path).ok
    assert check(table.Trace(answer=table.KO_WEEKDAYS[right]), tmp_path).ok
    for day in range(7):
        if day != right:
            assert not check(table.Trace(answer=table.KO_WEEKDAYS[day]), tmp_path).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-61", "setup.md: 50 bytes, usage.md: 48 bytes", True),
        ("files-61", "setup.md is 48 bytes and usage.md is 50 bytes", False),  # swapped
        ("files-62", "최상위 폴더랑 src요.", True),
        ("files-62", "src랑 scripts 폴더요.", False),  # check.sh is no Python file
        ("read-61", "INFO request served: GET /items/16", True),
        ("read-61", "The timeout itself: order 1065.", False),
        ("read-62", "정수를 받아서 정수를 돌려줘요.", True),
        ("read-62", "숫자를 받아서 숫자를 돌려줘요.", False),  # no type named
        ("count-61", "five lines", True),
        ("count-61", "6 lines, the timeout counted", False),
        ("count-62", "네 가지요.", True),
        ("count-62", "5가지 다요.", False),  # every product
        ("csv-61", "63만 400원", True),
        ("csv-61", "1,008,400 won", False),  # the muffins kept in
        ("csv-62", "약 43%", True),
        ("csv-62", "47.75%", False),  # Seoul's share of all the takings
        ("git-61", "check.sh, app.py, utils.py, setup.md, usage.md", True),
        ("git-61", "src, docs and scripts", False),  # the folders, not the files
        ("git-62", "3개", True),
        ("git-62", "세 개요.", True),
        ("git-62", "2개 남았어요.", False),  # the open items
        ("script-61", "일요일(6월 2일), 20만 4천 원", True),
        ("script-61", "Sunday", False),  # the amount not said
        ("script-62", "89 ms", True),
        ("script-62", "100 ms", False),  # the fastest alone
        ("calc-61", "$1078", True),
        ("calc-61", "$1,144", False),  # the overtime at double time
        ("calc-62", "80", True),
        ("calc-62", "32개", False),
        ("chat-61", "화성이에요.", True),
        ("chat-61", "Venus.", False),
        ("chat-62", "한성(지금의 서울)이요.", True),
        ("chat-62", "개성이요.", False),
    ],
)
def test_fresh28_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh29's graders, proved before the half is ever run, as fresh6's to fresh28's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_FIRST_MONDAY = table.next_months_first_weekday(table.MONDAY)
_THIS_FIRST_MONDAY = table.nth_weekday(dt.date.today().year, dt.date.today().month,
                                       table.MONDAY, 1)
_CHILDRENS_NEXT = table.next_years(*table.CHILDRENS_DAY)
_CHILDRENS_THIS = table.this_years(*table.CHILDRENS_DAY)
_EXT_BYTES_CMD = (
    "find . -path ./.git -prune -o -path ./logs -prune -o -type f -name '?*.*' "
    "-printf '%s %f\\n' | awk '{n = split($2, a, \".\"); s[a[n]] += $1} "
    "END {for (e in s) print s[e], e}' | sort -rn | head -1"
)
_FOLDER_BYTES = "for d in */; do echo \"$(cat \"$d\"* | wc -c) $d\"; done | sort -n | head -1"
_LAST_SLOW = (
    "head -n \"$(grep -n -m1 ERROR logs/app.log | cut -d: -f1)\" logs/app.log | grep WARN | "
    "tail -1"
)
_FIRST_SLOW = "grep -m1 WARN logs/app.log"
_TRAIN_LINE = "grep -n train notes.txt"
_HINTED = "grep -lF -e '->' $(find . -name '*.py') | wc -l"
_WARNS_OVER = (
    "echo $(( $(grep -c ' WARN ' logs/app.log) - $(grep -c ' ERROR ' logs/app.log) ))"
)
_TOP_OVER_NEXT = _SHARE_OF + (
    "w = {}\n"
    "for r in rows: w[r['product']] = w.get(r['product'], 0) + int(r['units']) * "
    "int(r['unit_price'])\n"
    "a, b = sorted(w.values(), reverse=True)[:2]; print(a - b)\""
)
_AVERAGE_SALE = _SHARE_OF + (
    "print(round(sum(int(r['units']) * int(r['unit_price']) for r in rows) / len(rows), 2))\""
)
_PER_UNIT = _SHARE_OF + (
    "print(round(sum(int(r['units']) * int(r['unit_price']) for r in rows) / "
    "sum(int(r['units']) for r in rows)))\""
)
_COMMIT_FILES = (
    "for c in $(git rev-list --reverse HEAD); do "
    "echo \"$(git log -1 --format=%s \"$c\"): $(git show --format= --name-only \"$c\" | wc -l)\"; "
    "done"
)
_LONGEST_MSG = "git log --format=%s | awk '{print length, $0}' | sort -rn | head -1"
_USAGE_ADD = "echo 'Check logs/app.log if a sale goes missing.' >> docs/usage.md"
_RESTOCK = "sed -i 's/42 items/40 items/' report.py"
_RESTOCK_LOSING = "sed -i -e 's/42 items/40 items/' -e '/# stock check added/d' report.py"
_UNIT_PRICE_DAY = _SHARE_OF + (
    "won, units = {}, {}\n"
    "for r in rows:\n"
    "    won[r['date']] = won.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "    units[r['date']] = units.get(r['date'], 0) + int(r['units'])\n"
    "d = max(won, key=lambda d: won[d] / units[d]); print(d, round(won[d] / units[d]))\""
)
_UNITS_ROSE = _SHARE_OF + (
    "u = {}\n"
    "for r in rows: u[r['date']] = u.get(r['date'], 0) + int(r['units'])\n"
    "d = sorted(u); print(sum(u[b] > u[a] for a, b in zip(d, d[1:])))\""
)
_FIRST_MONDAY_CMD = (
    "python3 -c \"import datetime as d; t = d.date.today(); "
    "f = (t.replace(day=28) + d.timedelta(days=4)).replace(day=1); "
    "print(f + d.timedelta(days=-f.weekday() % 7))\""
)
_CHILDRENS_CMD = "date -d \"$(( $(date +%Y) + 1 ))-05-05\" +%A"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-63",
         [tool("bash", command=_EXT_BYTES_CMD),
          say("The Python files: report.py, app.py and utils.py come to 628 bytes.")],
         [tool("bash", command=_EXT_BYTES_CMD),
          say("The Markdown files, 553 bytes.")]),  # the runner-up
        ("files-64",
         [tool("bash", command=_FOLDER_BYTES),
          say("scripts 폴더가 제일 작아요. check.sh 하나라서 72바이트예요.")],
         [tool("bash", command="du -sh */"),
          say("docs 폴더요, 98바이트예요.")]),  # two small files, but more bytes
        ("read-63",
         [tool("bash", command=_LAST_SLOW),
          say("At 00:59:51 a slow query on the stock table took 163 ms.")],
         [tool("bash", command=_FIRST_SLOW),
          say("The slow query at 00:06:39 took 107 ms.")]),  # the first slow query
        ("read-64",
         [tool("bash", command=_TRAIN_LINE),
          say("5번째 줄이에요: 'Book train tickets to Busan'.")],
         [tool("read_file", path="notes.txt"),
          say("4번째 줄이에요.")]),  # counted from 0
        ("count-63",
         [tool("bash", command=_HINTED),
          say("2 files: src/app.py and src/utils.py. report.py has none.")],
         [tool("bash", command="grep -l 'int)' $(find . -name '*.py')"),
          say("Just one, src/utils.py.")]),  # main() -> None missed
        ("count-64",
         [tool("bash", command=_WARNS_OVER),
          say("경고가 211줄, 에러가 23줄이라서 188줄 더 많아요.")],
         [tool("bash", command="grep -cE 'WARN|ERROR' logs/app.log"),
          say("234줄이에요.")]),  # the two added up
        ("csv-63",
         [tool("bash", command=_TOP_OVER_NEXT),
          say("Muffins made 378,000 won and croissants 294,400, so 83,600 won more.")],
         [tool("bash", command=_TOP_OVER_NEXT),
          say("Muffins sold 43 more units than croissants.")]),  # the units
        ("csv-64",
         [tool("bash", command=_AVERAGE_SALE),
          say("12건에 1,008,400원이라 한 건에 평균 84,033원이에요.")],
         [tool("bash", command=_PER_UNIT),
          say("평균 3,122원이에요.")]),  # a unit's, not a sale's
        ("git-63",
         [tool("bash", command=_COMMIT_FILES),
          say("Initial commit: 2 files\nAdd sales data and report script: 4 files\n"
              "Add app code and docs: 5 files\nAdd stock check to report: 1 file")],
         [tool("bash", command="git log --reverse --stat --format=%s"),
          say("Initial commit: 2 files\nAdd sales data and report script: 4 files\n"
              "Add app code and docs: 3 files\nAdd stock check to report: 1 file")]),  # folders
        ("git-64",
         [tool("bash", command=_LONGEST_MSG),
          say("'Add sales data and report script'예요. 32글자예요.")],
         [tool("bash", command="git log -1 --format=%s"),
          say("'Add stock check to report'예요.")]),  # the last one
        ("write-63",
         [tool("bash", command=_USAGE_ADD), say("Added it to the end of docs/usage.md.")],
         [tool("bash", command=_USAGE_ADD.replace("usage.md", "setup.md")),
          say("Added.")]),  # the other doc
        ("write-64",
         [tool("bash", command=_RESTOCK), say("40개로 나오게 고쳤어요.")],
         [tool("bash", command=_RESTOCK_LOSING), say("고쳤어요.")]),  # the comment lost
        ("script-63",
         [tool("bash", command=_UNIT_PRICE_DAY),
          say("June 3: 198,500 won over 55 units, about 3,609 won a unit.")],
         [tool("bash", command=_UNIT_PRICE_DAY),
          say("June 5, the day we sold the cheesecakes.")]),  # the priciest product's day
        ("script-64",
         [tool("bash", command=_UNITS_ROSE),
          say("6월 2일이랑 6월 5일, 이틀이에요.")],
         [tool("bash", command=_UNITS_ROSE),
          say("3일이에요.")]),  # the days that fell
        ("calc-63",
         [say("4% of $1,450 is $58, so you'll pay $1,508 a month.")],
         [say("It goes up by $58.")]),  # the rise alone
        ("calc-64",
         [say("22조각이 필요하니까 3판 시키면 돼요.")],
         [say("2.75판이요.")]),  # no order of three quarters
        ("machine-63",
         [tool("bash", command=_FIRST_MONDAY_CMD), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),  # this month's
        ("machine-64",
         [tool("bash", command=_CHILDRENS_CMD), say("{right}")],
         [tool("bash", command="date -d \"$(date +%Y)-05-05\" +%A"), say("{wrong}")]),
        ("chat-63",
         [say("212 °F, at sea level.")],
         [say("100 degrees.")]),  # Celsius
        ("chat-64",
         [say("1592년이에요.")],
         [say("1597년이요.")]),  # 정유재란
    ],
)
def test_fresh29_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh29"
    if task_id in ("machine-63", "machine-64"):  # read when run
        said = {"machine-63": (f"It's {_FIRST_MONDAY:%B} {_FIRST_MONDAY.day}.",
                               f"It's {_THIS_FIRST_MONDAY:%B} {_THIS_FIRST_MONDAY.day}."),
                "machine-64": (f"{table.KO_WEEKDAYS[_CHILDRENS_NEXT.weekday()]}이에요.",
                               f"{table.KO_WEEKDAYS[_CHILDRENS_THIS.weekday()]}이에요.")}
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-63", [tool("bash", command=_EXT_BYTES_CMD), "Bytes and extension: {out} (Python)"]),
        ("files-64", [tool("bash", command=_FOLDER_BYTES), "바이트와 폴더: {out}"]),
        ("read-63", [tool("bash", command=_LAST_SLOW), "That one: {out}"]),
        ("read-64", [tool("bash", command=_TRAIN_LINE), "줄 번호와 내용: {out}"]),
        ("count-63", [tool("bash", command=_HINTED), "{out} files."]),
        ("count-64", [tool("bash", command=_WARNS_OVER), "{out}줄 더 많아요."]),
        ("csv-63", [tool("bash", command=_TOP_OVER_NEXT), "{out} won more."]),
        ("csv-64", [tool("bash", command=_AVERAGE_SALE), "평균 {out}원이에요."]),
        ("git-63", [tool("bash", command=_COMMIT_FILES), "Files per commit:\n{out}"]),
        ("git-64", [tool("bash", command=_LONGEST_MSG), "길이와 메시지: {out}"]),
        ("script-63", [tool("bash", command=_UNIT_PRICE_DAY), "Day and won a unit: {out}"]),
        ("script-64", [tool("bash", command=_UNITS_ROSE), "{out}일이에요."]),
        ("machine-63", [tool("bash", command=_FIRST_MONDAY_CMD), "It's {out}."]),
        ("machine-64", [tool("bash", command=_CHILDRENS_CMD), "내년 어린이날은 {out}이에요."]),
    ],
)
def test_fresh29_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh29's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh29_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh29's write tasks expect are what real commands make of the real
    workspace: docs/usage.md with its new last line, and report.py counting 40 items in stock
    (its '# stock check added' line kept, still running)."""
    ws = table.build_workspace(tmp_path)
    for command in (_USAGE_ADD, _RESTOCK):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    assert (ws / "docs/usage.md").read_text(encoding="utf-8").splitlines() == table.USAGE_ADDED
    assert (ws / "report.py").read_text(encoding="utf-8").splitlines() == (
        table.REPORT_PY_RESTOCKED
    )
    ran = subprocess.run([sys.executable, "report.py"], cwd=ws, capture_output=True, text=True,
                         check=True)
    assert "stock check passed: 40 items in stock" in ran.stdout
    trace = table.Trace(answer="done")
    for task_id in ("write-63", "write-64"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
    task = table.tasks_for("all", ["write-63"])[0]
    (ws / "docs/usage.md").write_text(  # the line without its full stop, after a blank line
        "\n".join([*table.USAGE_ADDED[:-1], "", table.USAGE_ADDED_NO_DOT[-1]]) + "\n",
        encoding="utf-8",
    )
    assert all(check(trace, ws).ok for check in task.checks[:-1])
    (ws / "docs/usage.md").write_text(  # the line put above the old last one
        "\n".join([*table.USAGE_ADDED[:-2], table.USAGE_LINE, table.USAGE_ADDED[-2]]) + "\n",
        encoding="utf-8",
    )
    assert not all(check(trace, ws).ok for check in task.checks[:-1])


def test_fresh29_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh29's requests pick out one answer: without the log, the .py
    files take 628 bytes (the .md files 553); scripts is the smallest subfolder, 72 bytes
    (docs 98); the last slow query before the first timeout took 163 ms (the first 107); the
    train tickets are on notes.txt's line 5; two Python files have type hints; the log has
    188 more warnings than errors (234 together); the muffins took 83,600 won more than the
    croissants (43 more units); a sale averages 84,033.33 won (a unit 3,122); the commits
    changed 2, 4, 5 and 1 files; the longest commit message is the second; June 3 had the
    highest price per unit (June 5 the priciest product); the units rose on 2 days and fell
    on 3; $1,450 up 4 % is $1,508; 22 slices take 3 pizzas."""
    assert table.EXT_BYTES[".py"] == 628 and table.EXT_BYTES[".md"] == 553
    assert table.BIGGEST_EXT == ".py"
    assert table.SMALLEST_SUBFOLDER == "scripts" and table.SUBFOLDER_BYTES["scripts"] == 72
    assert table.SUBFOLDER_BYTES["docs"] == 98
    assert table.LAST_SLOW_BEFORE_MS == 163
    assert table.TRAIN_LINE == 5
    assert table.PY_HINTED == ("src/app.py", "src/utils.py")
    assert table.WARNS_OVER_ERRORS == 188 and table.LOG_WARNS + table.LOG_ERRORS == 234
    assert table.TOP_OVER_NEXT_WON == 83_600
    assert round(table.AVERAGE_SALE_WON, 2) == 84_033.33 and table.AVERAGE_SALE_ROUND_WON == 84_000
    assert table.COMMIT_FILE_COUNTS == (
        (table.FIRST_COMMIT, 2), (table.DATA_COMMIT, 4), (table.APP_COMMIT, 5),
        (table.LAST_COMMIT, 1),
    )
    assert table.LONGEST_COMMIT_MESSAGE == table.DATA_COMMIT
    assert table.PRICIEST_UNIT_DAY.isoformat() == "2024-06-03"
    assert table.UNITS_ROSE_DAYS == 2
    assert table.NEW_RENT_USD == 1_508
    assert table.PIZZAS == 3 and table.PIZZA_PEOPLE * table.PIZZA_EACH / table.PIZZA_SLICES == 2.75
    assert table.WATER_BOILS_F == 212
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_EXT_BYTES_CMD).split() == ["628", "py"]
    assert sh(_FOLDER_BYTES).split() == ["72", "scripts/"]
    assert sh(_LAST_SLOW).split()[-2:] == ["(163", "ms)"]
    assert sh(_FIRST_SLOW).split()[-2:] == ["(107", "ms)"]
    assert sh(_TRAIN_LINE).strip() == "5:Book train tickets to Busan"
    assert sh(_HINTED).strip() == "2"
    assert sh(_WARNS_OVER).strip() == "188"
    assert sh("grep -cE 'WARN|ERROR' logs/app.log").strip() == "234"
    assert sh(_TOP_OVER_NEXT).strip() == "83600"
    assert sh(_AVERAGE_SALE).strip() == "84033.33"
    assert sh(_PER_UNIT).strip() == "3122"
    assert sh(_COMMIT_FILES).splitlines() == [
        f"{message}: {count}" for message, count in table.COMMIT_FILE_COUNTS
    ]
    assert sh(_LONGEST_MSG).strip() == f"32 {table.DATA_COMMIT}"
    assert sh(_UNIT_PRICE_DAY).split() == ["2024-06-03", "3609"]
    assert sh(_UNITS_ROSE).strip() == "2"
    assert sh(_FIRST_MONDAY_CMD).strip() == _FIRST_MONDAY.isoformat()
    assert sh(_CHILDRENS_CMD).strip() == table.EN_WEEKDAYS[_CHILDRENS_NEXT.weekday()]


def test_next_months_first_weekday_is_read_when_graded(tmp_path: Path) -> None:
    assert table.next_months_first_weekday(table.MONDAY, dt.date(2026, 12, 6)) == (
        dt.date(2027, 1, 4)
    )
    assert table.next_months_first_weekday(4, dt.date(2026, 12, 31)) == dt.date(2027, 1, 1)
    assert table.next_months_first_weekday(6, dt.date(2025, 1, 31)) == dt.date(2025, 2, 2)
    assert table.next_months_first_weekday(5, dt.date(2024, 2, 29)) == dt.date(2024, 3, 2)
    check = table.next_months_first_weekday_in_answer(table.MONDAY)
    for said in (_FIRST_MONDAY.isoformat(), f"{_FIRST_MONDAY:%B} {_FIRST_MONDAY.day}",
                 f"{_FIRST_MONDAY.month}월 {_FIRST_MONDAY.day}일", f"the {_FIRST_MONDAY.day}th"
                 if _FIRST_MONDAY.day > 3 else _FIRST_MONDAY.isoformat()):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for day in (_THIS_FIRST_MONDAY, _FIRST_MONDAY + dt.timedelta(days=7),
                _FIRST_MONDAY - dt.timedelta(days=1)):
        said = f"{day:%B} {day.day}, {day.year}"
        assert not check(table.Trace(answer=said), tmp_path).ok, said


def test_next_years_weekday_is_read_when_graded(tmp_path: Path) -> None:
    assert table.next_years(5, 5, dt.date(2026, 12, 6)) == dt.date(2027, 5, 5)
    assert table.next_years(2, 29, dt.date(2027, 3, 1)) == dt.date(2028, 2, 29)
    assert table.next_years(1, 1, dt.date(2026, 1, 1)) == dt.date(2027, 1, 1)
    check = table.weekday_next_year_in_answer(*table.CHILDRENS_DAY)
    right = _CHILDRENS_NEXT.weekday()
    assert check(table.Trace(answer=table.EN_WEEKDAYS[right]), tmp_path).ok
    assert check(table.Trace(answer=table.KO_WEEKDAYS[right]), tmp_path).ok
    assert check(table.Trace(answer=table.EN_WEEKDAYS[right][:3] + "."), tmp_path).ok
    for day in range(7):
        if day != right:
            assert not check(table.Trace(answer=table.KO_WEEKDAYS[day]), tmp_path).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-63", ".py files: 628 bytes in all", True),
        ("files-63", ".md, 553 bytes", False),  # the Markdown files
        ("files-64", "scripts (72 bytes)", True),
        ("files-64", "scripts 폴더요, 4.0K예요.", False),  # du's block, not the bytes
        ("read-63", "163ms", True),
        ("read-63", "170 ms, right after it", False),  # the one after the timeout
        ("read-64", "다섯 번째 줄이요.", True),
        ("read-64", "6번째 줄", False),
        ("count-63", "Two of them: app.py and utils.py.", True),
        ("count-63", "All 3 Python files", False),
        ("count-64", "188줄", True),
        ("count-64", "211줄이에요.", False),  # the warnings alone
        ("csv-63", "83600 won", True),
        ("csv-63", "214,000 won (muffins over baguettes)", False),  # the third
        ("csv-64", "약 8만 4천 원", True),
        ("csv-64", "84,033.33원", True),
        ("csv-64", "168,067원", False),  # a day's, not a sale's
        ("git-63", "Initial commit — 2\nAdd sales data and report script — 4\n"
                   "Add app code and docs — 5\nAdd stock check to report — 1", True),
        ("git-63", "Initial commit: 1 file\nAdd sales data and report script: 4 files\n"
                   "Add app code and docs: 5 files\nAdd stock check to report: 1 file",
         False),  # .gitignore missed
        ("git-64", "Add sales data and report script", True),
        ("git-64", "Add app code and docs", False),
        ("script-63", "2024-06-03", True),
        ("script-63", "6월 1일이에요.", False),  # the second highest
        ("script-64", "이틀", True),
        ("script-64", "2일", True),
        ("script-64", "4일이에요.", False),
        ("calc-63", "$1508", True),
        ("calc-63", "$1,454", False),  # 4 dollars, not 4 %
        ("calc-64", "세 판이요.", True),
        ("calc-64", "2판", False),
        ("chat-63", "It boils at 212 degrees Fahrenheit.", True),
        ("chat-63", "32 °F.", False),  # where it freezes
        ("chat-64", "1592년(선조 25년)", True),
        ("chat-64", "1598년", False),
    ],
)
def test_fresh29_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh30's graders, proved before the half is ever run, as fresh6's to fresh29's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_MOTHERS_NEXT = table.nth_weekday_next_year(*table.MOTHERS_DAY)
_MOTHERS_THIS = table.nth_weekday(dt.date.today().year, *table.MOTHERS_DAY)
_LAST_MONTH_END = table.last_month_end(dt.date.today())
_THIS_MONTH_END = table.month_end(dt.date.today())
_ALL_BYTES = (
    "find . -path ./.git -prune -o -path ./logs -prune -o -type f -printf '%s\\n' | "
    "awk '{s += $1} END {print s}'"
)
_MOST_WORDS = (
    "find . -path ./.git -prune -o -path ./logs -prune -o -type f -print0 | "
    "xargs -0 wc -w | grep -v ' total$' | sort -rn | head -1"
)
_HUNDREDTH_WARN = "grep ' WARN ' logs/app.log | sed -n 100p"
_LAYOUT_LAST = "sed -n '/^## Layout/,/^## Contact/p' README.md | grep '^- ' | tail -1"
_STOCK_COUNT = "grep -o stock report.py | wc -l"
_SLOWEST = (
    "grep -o '([0-9]* ms)' logs/app.log | sort -t'(' -k2 -n | uniq -c | tail -1"
)
_PRICE_UP = _SHARE_OF + (
    "print(sum(int(r['units']) * int(r['unit_price']) for r in rows) // 10)\""
)
_SALE_SPREAD = _SHARE_OF + (
    "w = [int(r['units']) * int(r['unit_price']) for r in rows]; print(max(w) - min(w))\""
)
_AFTER_SECOND = "git ls-tree -r --name-only \"$(git rev-list --reverse HEAD | sed -n 2p)\" | wc -l"
_ADD_COMMITS = "git log --format=%s | grep -c '^Add'"
_CAFE = "sed -i '1s/.*/# Sunrise Bakery \\& Cafe/' README.md"
_CAFE_NO_HASH = "sed -i '1s/.*/Sunrise Bakery \\& Cafe/' README.md"
_GUIDE = "cat docs/setup.md docs/usage.md > docs/guide.md"
_GUIDE_SWAPPED = "cat docs/usage.md docs/setup.md > docs/guide.md"
_GREW = _SHARE_OF + (
    "g = {}\n"
    "for r in rows: g[r['region']] = g.get(r['region'], 0) + int(r['units']) * "
    "int(r['unit_price']) * (-1 if r['date'] <= '2024-06-03' else 1)\n"
    "k = max(g, key=g.get); print(k, g[k])\""
)
_SHORTEST = (
    "python3 -c \"n = min(open('notes.txt').read().splitlines(), key=len); print(len(n), n)\""
)
_MOTHERS_CMD = (
    "python3 -c \"import datetime as d; f = d.date(d.date.today().year + 1, 5, 1); "
    "print(f + d.timedelta(days=(6 - f.weekday()) % 7 + 7))\""
)
_LAST_MONTH_END_CMD = "date -d \"$(date +%Y-%m-01) -1 day\" +%A"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-65",
         [tool("bash", command=_ALL_BYTES),
          say("Everything but the log comes to 1,940 bytes.")],
         [tool("bash", command="du -sb --exclude=.git --exclude=logs ."),
          say("18,324 bytes.")]),  # du's count, the folders' own 4 KiB each in it
        ("files-66",
         [tool("bash", command=_MOST_WORDS),
          say("README.md예요. 59단어예요.")],
         [tool("bash", command="wc -c report.py"),
          say("report.py요, 57단어예요.")]),  # the runner-up
        ("read-65",
         [tool("bash", command=_HUNDREDTH_WARN),
          say("At 11:11:39: a slow query on the stock table took 177 ms.")],
         [tool("bash", command="sed -n 100p logs/app.log"),
          say("At 01:35:00.")]),  # the log's line 100
        ("read-66",
         [tool("bash", command=_LAYOUT_LAST),
          say("마지막 항목은 '- logs/: application logs (not in git)'이에요.")],
         [tool("read_file", path="README.md"),
          say("'- scripts/: maintenance scripts'예요.")]),  # the one above it
        ("count-65",
         [tool("bash", command=_STOCK_COUNT),
          say("'stock' appears 4 times in report.py, on 3 lines.")],
         [tool("bash", command="grep -c stock report.py"),
          say("3 times.")]),  # the lines, not the times
        ("count-66",
         [tool("bash", command=_SLOWEST),
          say("제일 오래 걸린 건 189ms이고, 그게 찍힌 줄이 2줄이에요.")],
         [tool("bash", command="grep -m1 '189 ms' logs/app.log"),
          say("189ms짜리 한 줄이에요.")]),
        ("csv-65",
         [tool("bash", command=_PRICE_UP),
          say("About 100,840 won more: 1,008,400 would have been 1,109,240.")],
         [tool("bash", command=_PRICE_UP),
          say("We'd have taken 1,109,240 won.")]),  # the new total
        ("csv-66",
         [tool("bash", command=_SALE_SPREAD),
          say("제일 큰 게 154,000원, 제일 작은 게 25,000원이라 12만 9천 원 차이예요.")],
         [tool("bash", command=_SALE_SPREAD),
          say("154,000원에서 치즈케이크 52,000원 빼면 102,000원 차이예요.")]),
        ("git-65",
         [tool("bash", command=_AFTER_SECOND),
          say("6 files: README.md, .gitignore, sales.csv, report.py, notes.txt and todo.md.")],
         [tool("bash", command="git show --stat HEAD~2"),
          say("4 files.")]),  # what the second commit added
        ("git-66",
         [tool("bash", command=_ADD_COMMITS), say("세 개예요. Initial commit만 빼고요.")],
         [tool("bash", command="git log --oneline"), say("4개예요.")]),  # every commit
        ("write-65",
         [tool("bash", command=_CAFE), say("The README's title is now Sunrise Bakery & Cafe.")],
         [tool("bash", command=_CAFE_NO_HASH), say("Done.")]),  # no longer a heading
        ("write-66",
         [tool("bash", command=_GUIDE), say("docs/guide.md로 합쳤어요.")],
         [tool("bash", command=_GUIDE_SWAPPED), say("합쳤어요.")]),  # usage first
        ("script-65",
         [tool("bash", command=_GREW),
          say("Incheon: 50,000 won over June 1–3, 168,400 over June 4–6, up 118,400 won.")],
         [tool("bash", command=_GREW),
          say("Seoul, with 384,500 won.")]),  # the biggest takings, which fell
        ("script-66",
         [tool("bash", command=_SHORTEST), say("'Water the plants'예요. 16글자예요.")],
         [tool("bash", command=_SHORTEST), say("'Back up the laptop', 18글자예요.")]),
        ("calc-65",
         [say("12 m² times two coats is 24 m², so 3 litres.")],
         [say("12 m² at 8 m² a litre: 1.5 litres.")]),  # one coat
        ("calc-66",
         [say("1.1을 세 번 곱하면 1.331이니까 해마다 10%씩 오른 거예요.")],
         [say("33.1% 올랐으니 1년에 약 11%예요.")]),  # not compounded
        ("machine-65",
         [tool("bash", command=_MOTHERS_CMD), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),  # this year's
        ("machine-66",
         [tool("bash", command=_LAST_MONTH_END_CMD), say("{right}")],
         [tool("bash", command="date -d \"$(date +%Y-%m-01) +1 month -1 day\" +%A"),
          say("{wrong}")]),  # this month's last day
        ("chat-65",
         [say("Michelangelo, between 1508 and 1512.")],
         [say("Raphael painted it.")]),
        ("chat-66",
         [say("1919년이에요.")],
         [say("1945년이요.")]),  # 광복
    ],
)
def test_fresh30_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh30"
    if task_id in ("machine-65", "machine-66"):  # read when run
        wrong_end = (_THIS_MONTH_END if _THIS_MONTH_END.weekday() != _LAST_MONTH_END.weekday()
                     else _LAST_MONTH_END + dt.timedelta(days=1))  # a February of 28 days
        said = {"machine-65": (f"It's {_MOTHERS_NEXT:%B} {_MOTHERS_NEXT.day}, "
                               f"{_MOTHERS_NEXT.year}.",
                               f"It's {_MOTHERS_THIS:%B} {_MOTHERS_THIS.day}, "
                               f"{_MOTHERS_THIS.year}."),
                "machine-66": (f"{table.KO_WEEKDAYS[_LAST_MONTH_END.weekday()]}이었어요.",
                               f"{table.KO_WEEKDAYS[wrong_end.weekday()]}이었어요.")}
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-65", [tool("bash", command=_ALL_BYTES), "{out} bytes."]),
        ("files-66", [tool("bash", command=_MOST_WORDS), "단어 수와 파일: {out}"]),
        ("read-65", [tool("bash", command=_HUNDREDTH_WARN), "That one: {out}"]),
        ("read-66", [tool("bash", command=_LAYOUT_LAST), "마지막 항목: {out}"]),
        ("count-65", [tool("bash", command=_STOCK_COUNT), "{out} times."]),
        ("count-66", [tool("bash", command=_SLOWEST), "줄 수와 시간: {out}"]),
        ("csv-65", [tool("bash", command=_PRICE_UP), "{out} won more."]),
        ("csv-66", [tool("bash", command=_SALE_SPREAD), "{out}원 차이예요."]),
        ("git-65", [tool("bash", command=_AFTER_SECOND), "{out} files."]),
        ("git-66", [tool("bash", command=_ADD_COMMITS), "{out}개예요."]),
        ("script-65", [tool("bash", command=_GREW), "Region and won: {out}"]),
        ("script-66", [tool("bash", command=_SHORTEST), "글자 수와 메모: {out}"]),
        ("machine-65", [tool("bash", command=_MOTHERS_CMD), "It's {out}."]),
        ("machine-66", [tool("bash", command=_LAST_MONTH_END_CMD), "지난달 말일은 {out}이었어요."]),
    ],
)
def test_fresh30_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh30's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh30_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh30's write tasks expect are what real commands make of the real
    workspace: the README titled with the new shop name, and docs/guide.md holding setup.md
    and then usage.md (the two kept)."""
    ws = table.build_workspace(tmp_path)
    for command in (_CAFE, _GUIDE):
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
    assert (ws / "README.md").read_text(encoding="utf-8").splitlines() == table.README_RENAMED
    assert (ws / table.GUIDE).read_text(encoding="utf-8").splitlines() == table.GUIDE_LINES
    assert (ws / "docs/setup.md").is_file() and (ws / "docs/usage.md").is_file()
    trace = table.Trace(answer="done")
    for task_id in ("write-65", "write-66"):
        task = table.tasks_for("all", [task_id])[0]
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
    task = table.tasks_for("all", ["write-66"])[0]
    (ws / table.GUIDE).write_text(  # one blank line between the two, none inside them
        "\n".join([*(line for line in table.GUIDE_LINES[:3] if line), "",
                   *(line for line in table.GUIDE_LINES[3:] if line)]) + "\n",
        encoding="utf-8",
    )
    assert all(check(trace, ws).ok for check in task.checks[:-1])
    (ws / table.GUIDE).write_text(  # usage.md's lines alone
        "\n".join(table.GUIDE_LINES[3:]) + "\n", encoding="utf-8",
    )
    assert not all(check(trace, ws).ok for check in task.checks[:-1])
    task = table.tasks_for("all", ["write-65"])[0]
    (ws / "README.md").write_text(  # the new name put in as a line of its own under the old
        "\n".join([table.README[0], f"# {table.CAFE_NAME}", *table.README[1:]]) + "\n",
        encoding="utf-8",
    )
    assert not all(check(trace, ws).ok for check in task.checks[:-1])


def test_fresh30_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh30's requests pick out one answer: every file but the log
    takes 1,940 bytes (1,934 without .gitignore); README.md has the most words, 59
    (report.py 57); the 100th slow-query warning came at 11:11:39 (line 100 at 01:35:00); the
    Layout list ends with logs/; report.py says "stock" 4 times on 3 lines; the slowest
    query, 189 ms, was logged twice; 10 % dearer prices would have brought in 100,840 won more;
    the biggest sale beat the smallest by 129,000 won; the repository held 6 files after the
    second commit; 3 of the 4 commit messages begin with "Add"; Incheon grew by 118,400 won
    while Seoul and Busan fell; "Water the plants" is the shortest note, 16 characters; a 5 m
    by 2.4 m wall takes 3 litres for two coats; 10 % a year for three years is 33.1 %."""
    assert table.NOT_LOG_BYTES == 1_940 and table.NOT_LOG_BYTES_VISIBLE == 1_934
    assert table.MOST_WORDS == "README.md" and table._WORDS["README.md"] == 59
    assert table._WORDS["report.py"] == 57
    assert table.HUNDREDTH_WARN_AT.time() == dt.time(11, 11, 39)
    assert table.LAYOUT_LAST == "- logs/: application logs (not in git)"
    assert table.LAYOUT_LAST_SAID == ("logs",)
    assert table.STOCK_IN_REPORT == 4
    assert sum("stock" in line for line in table.workspace_files()["report.py"].splitlines()) == 3
    assert (table.SLOWEST_MS, table.SLOWEST_TIMES) == (189, 2)
    assert table.PRICE_UP_WON == 100_840 and table.PRICE_UP_WON * 10 == table.REVENUE
    assert table.SALE_SPREAD_WON == 129_000
    assert table.FILES_AFTER_SECOND == 6 and table.ADD_COMMITS == 3
    assert (table.GREW_MOST, table.GREW_MOST_WON) == ("Incheon", 118_400)
    assert table._REGION_GROWTH["Seoul"] < 0 and table._REGION_GROWTH["Busan"] < 0
    assert table.SHORTEST_NOTE == "Water the plants"
    assert table.PAINT_LITRES == 3
    assert round(table.YEARLY_RISE_PCT, 6) == 10
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_ALL_BYTES).strip() == "1940"
    assert sh(_MOST_WORDS).split() == ["59", "./README.md"]
    assert sh(_HUNDREDTH_WARN).split()[1] == "11:11:39"
    assert sh(_LAYOUT_LAST).strip() == table.LAYOUT_LAST
    assert sh(_STOCK_COUNT).strip() == "4"
    assert sh(_SLOWEST).split() == ["2", "(189", "ms)"]
    assert sh(_PRICE_UP).strip() == "100840"
    assert sh(_SALE_SPREAD).strip() == "129000"
    assert sh(_AFTER_SECOND).strip() == "6"
    assert sh(_ADD_COMMITS).strip() == "3"
    assert sh(_GREW).split() == ["Incheon", "118400"]
    assert sh(_SHORTEST).strip() == "16 Water the plants"
    assert sh(_MOTHERS_CMD).strip() == _MOTHERS_NEXT.isoformat()
    assert sh(_LAST_MONTH_END_CMD).strip() == table.EN_WEEKDAYS[_LAST_MONTH_END.weekday()]


def test_nth_weekday_next_year_is_read_when_graded(tmp_path: Path) -> None:
    assert table.nth_weekday_next_year(5, 6, 2, dt.date(2026, 12, 7)) == dt.date(2027, 5, 9)
    assert table.nth_weekday_next_year(5, 6, 2, dt.date(2027, 1, 1)) == dt.date(2028, 5, 14)
    assert table.nth_weekday_next_year(5, 6, 2, dt.date(2025, 12, 31)) == dt.date(2026, 5, 10)
    assert table.nth_weekday_next_year(11, 3, 4, dt.date(2024, 2, 29)) == dt.date(2025, 11, 27)
    check = table.nth_weekday_next_year_in_answer(*table.MOTHERS_DAY)
    for said in (_MOTHERS_NEXT.isoformat(), f"{_MOTHERS_NEXT:%B} {_MOTHERS_NEXT.day}",
                 f"{_MOTHERS_NEXT.month}월 {_MOTHERS_NEXT.day}일"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for day in (_MOTHERS_THIS, _MOTHERS_NEXT + dt.timedelta(days=7),
                _MOTHERS_NEXT - dt.timedelta(days=7)):
        said = f"{day:%B} {day.day}, {day.year}"
        assert not check(table.Trace(answer=said), tmp_path).ok, said


def test_last_month_end_is_read_when_graded(tmp_path: Path) -> None:
    assert table.last_month_end(dt.date(2026, 12, 7)) == dt.date(2026, 11, 30)
    assert table.last_month_end(dt.date(2027, 1, 1)) == dt.date(2026, 12, 31)
    assert table.last_month_end(dt.date(2024, 3, 31)) == dt.date(2024, 2, 29)
    assert table.last_month_end(dt.date(2025, 3, 1)) == dt.date(2025, 2, 28)
    check = table.last_month_end_weekday_in_answer()
    right = _LAST_MONTH_END.weekday()
    assert check(table.Trace(answer=table.EN_WEEKDAYS[right]), tmp_path).ok
    assert check(table.Trace(answer=table.KO_WEEKDAYS[right]), tmp_path).ok
    assert check(table.Trace(answer=table.EN_WEEKDAYS[right][:3] + "."), tmp_path).ok
    for day in range(7):
        if day != right:
            assert not check(table.Trace(answer=table.KO_WEEKDAYS[day]), tmp_path).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-65", "About 1.9 KB (1,940 bytes).", True),
        ("files-65", "1,934 bytes, leaving out the hidden .gitignore.", True),
        ("files-65", "About 84 KB.", False),  # the log counted in
        ("files-66", "README.md, 59 words.", True),
        ("files-66", "README.md예요.", False),  # the count asked for is missing
        ("read-65", "11:11 AM", True),
        ("read-65", "오전 11시 11분", True),
        ("read-65", "At 11:00.", False),
        ("read-66", "logs 폴더예요: application logs (not in git).", True),
        ("read-66", "- src/: the application code\n- docs/: setup and usage notes\n"
                    "- scripts/: maintenance scripts\n- logs/: application logs", False),  # all
        ("count-65", "Four times.", True),
        ("count-65", "five times", False),
        ("count-66", "두 줄이에요.", True),
        ("count-66", "189ms 한 번이요.", False),
        ("csv-65", "10만 840원", True),
        ("csv-65", "100,000 won", False),
        ("csv-66", "129,000원", True),
        ("csv-66", "47개 차이", False),  # the units
        ("git-65", "six files", True),
        ("git-65", "5 files", False),
        ("git-66", "3개", True),
        ("git-66", "2개", False),
        ("script-65", "인천, 11만 8,400원 늘었어요.", True),
        ("script-65", "Incheon grew by 168,400 won.", False),  # the second half alone
        ("script-66", "Water the plants (16)", True),
        ("script-66", "Water the plants, 15 letters without spaces? 14.", False),
        ("calc-65", "3 L", True),
        ("calc-65", "4 litres", False),
        ("calc-66", "연 10퍼센트", True),
        ("calc-66", "33.1%", False),  # the three years together
        ("chat-65", "미켈란젤로예요.", True),
        ("chat-65", "Leonardo da Vinci.", False),
        ("chat-66", "1919년 3월 1일이에요.", True),
        ("chat-66", "1910년", False),
    ],
)
def test_fresh30_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh31's graders, proved before the half is ever run, as fresh6's to fresh30's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_LABOR_THIS = table.nth_weekday(dt.date.today().year, *table.LABOR_DAY)
_LABOR_LAST = table.nth_weekday(dt.date.today().year - 1, *table.LABOR_DAY)
_LAST_MONDAYS = sorted(table.last_weeks_day(table.MONDAY))
_THIS_MONDAY = _LAST_MONDAYS[-1] + dt.timedelta(days=7)  # a week on from the latest accepted
_SINCE_LAST_SALE = (dt.date.today() - table.LAST_SALE_DAY).days
_SINCE_FIRST_SALE = (dt.date.today() - table.FIRST_SALE_DAY).days  # 5 days more
_MEAN_SIZE = (
    "find . -path ./.git -prune -o -path ./logs -prune -o -type f -printf '%s\\n' | "
    "awk '{s += $1; n++} END {printf \"%.2f\\n\", s / n}'"
)
_FEWEST_PY = (
    "find . -path ./.git -prune -o -name '*.py' -print0 | xargs -0 wc -l | "
    "grep -v ' total$' | sort -n | head -1"
)
_TODO_LINE3 = "sed -n 3p todo.md"
_ITEM_42 = "grep -m1 'GET /items/42$' logs/app.log"
_COMMAS = "tr -cd , < sales.csv | wc -c"
_WORK_TIMEOUTS = (
    "awk '$3 == \"ERROR\" && $2 >= \"09:00:00\" && $2 < \"18:00:00\"' logs/app.log | wc -l"
)
_CHEAPEST = _SHARE_OF + (
    "p = min(rows, key=lambda r: int(r['unit_price']))['product']\n"
    "print(p, sum(int(r['units']) * int(r['unit_price']) for r in rows if r['product'] == p))\""
)
_REGION_SPREAD = _SHARE_OF + (
    "g = {}\n"
    "for r in rows: g[r['region']] = g.get(r['region'], 0) + int(r['units']) * "
    "int(r['unit_price'])\n"
    "print(max(g.values()) - min(g.values()))\""
)
_NESTED_TRACKED = "git ls-files | grep -c /"
_BEFORE_CHECK_SH = (
    "git log -1 --format=%s \"$(git log --diff-filter=A --format=%H -- scripts/check.sh)~1\""
)
_SWAP_TWO = "sed -i '1{h;d};2G' notes.txt"
_SWAP_WRONG = "sed -i '1{h;d};$G' notes.txt"  # the first line moved to the bottom
_DOTS = "sed -i 's/$/./' notes.txt"
_DOTS_WRONG = "sed -i '$s/$/./' notes.txt"  # the last line alone
_NEAREST = _SHARE_OF + (
    "w = lambda r: int(r['units']) * int(r['unit_price']); m = sum(map(w, rows)) / len(rows)\n"
    "r = min(rows, key=lambda r: abs(w(r) - m)); print(r['date'], r['region'], r['product'], "
    "w(r))\""
)
_DAYS_SINCE = (
    "python3 -c \"import csv, datetime as d; "
    "last = max(r['date'] for r in csv.DictReader(open('sales.csv'))); "
    "print((d.date.today() - d.date.fromisoformat(last)).days)\""
)
_LABOR_CMD = (
    "python3 -c \"import datetime as d; f = d.date(d.date.today().year, 9, 1); "
    "print(f + d.timedelta(days=-f.weekday() % 7))\""
)
_LAST_MONDAY_CMD = (
    "python3 -c \"import datetime as d; t = d.date.today(); "
    "print(t - d.timedelta(days=t.weekday() + 7))\""
)


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-67",
         [tool("bash", command=_MEAN_SIZE),
          say("About 161.7 bytes: 1,940 bytes over 12 files.")],
         [tool("bash", command="du -ab --exclude=.git . | tail -1"),
          say("About 6,570 bytes a file.")]),  # the log counted in
        ("files-68",
         [tool("bash", command=_FEWEST_PY), say("src/utils.py예요. 2줄이에요.")],
         [tool("bash", command="wc -l src/app.py"), say("src/app.py요, 6줄이에요.")]),
        ("read-67",
         [tool("bash", command=_TODO_LINE3), say("Line 3 is '- [ ] fix the login bug'.")],
         [tool("bash", command="grep -v '^$' todo.md | sed -n 3p"),
          say("Line 3 is '- [ ] write tests for report.py'.")]),  # the blank line skipped
        ("read-68",
         [tool("bash", command=_ITEM_42), say("새벽 1시 27분 24초예요 (01:27:24).")],
         [tool("bash", command="sed -n 42p logs/app.log"), say("00:39:54예요.")]),  # line 42
        ("count-67",
         [tool("bash", command=_COMMAS), say("52 commas: 4 on each of its 13 lines.")],
         [tool("bash", command="tail -n +2 sales.csv | tr -cd , | wc -c"),
          say("48 commas.")]),  # the header left out
        ("count-68",
         [tool("bash", command=_WORK_TIMEOUTS), say("오전 9시부터 오후 6시 전까지 9번 났어요.")],
         [tool("bash", command="grep ERROR logs/app.log"),
          say("오전 9시부터 오후 6시까지 10번이에요.")]),  # 18:31 counted in
        ("csv-67",
         [tool("bash", command=_CHEAPEST),
          say("The bagels, our cheapest at 2,500 won, brought in 120,000 won.")],
         [tool("bash", command=_CHEAPEST),
          say("The cheesecake brought in the least: 52,000 won.")]),
        ("csv-68",
         [tool("bash", command=_REGION_SPREAD),
          say("서울이 481,500원, 인천이 218,400원이라 26만 3,100원 차이예요.")],
         [tool("bash", command=_REGION_SPREAD),
          say("서울이랑 부산 차이가 173,000원이에요.")]),
        ("git-67",
         [tool("bash", command=_NESTED_TRACKED),
          say("5 of them: src/app.py, src/utils.py, docs/setup.md, docs/usage.md and "
              "scripts/check.sh.")],
         [tool("bash", command="find . -mindepth 2 -type f -not -path './.git/*' | wc -l"),
          say("6 files.")]),  # the ignored log counted in
        ("git-68",
         [tool("bash", command=_BEFORE_CHECK_SH),
          say("'Add sales data and report script'이에요.")],
         [tool("bash", command="git log --format=%s -- scripts/check.sh"),
          say("'Add app code and docs'예요.")]),  # the commit that added it
        ("write-67",
         [tool("bash", command=_SWAP_TWO), say("Swapped.")],
         [tool("bash", command=_SWAP_WRONG), say("Done.")]),
        ("write-68",
         [tool("bash", command=_DOTS), say("줄마다 마침표를 찍었어요.")],
         [tool("bash", command=_DOTS_WRONG), say("찍었어요.")]),
        ("script-67",
         [tool("bash", command=_NEAREST),
          say("Busan's 30 croissants on June 3: 96,000 won, against an average of 84,033.")],
         [tool("bash", command=_NEAREST),
          say("Incheon's croissants on June 6, 70,400 won.")]),
        ("script-68",
         [tool("bash", command=_DAYS_SINCE), say("{right}")],
         [tool("bash", command=_DAYS_SINCE), say("{wrong}")]),  # from the first sale
        ("calc-67",
         [say("It needs 37.5 liters, so $67.50.")],
         [say("50 liters at $1.80 is $90.")]),  # the whole tank
        ("calc-68",
         [say("둘이 합쳐 시속 10킬로니까 2시간 뒤에 만나요.")],
         [say("속도 차이가 2킬로니까 10시간 걸려요.")]),
        ("machine-67",
         [tool("bash", command=_LABOR_CMD), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),  # last year's
        ("machine-68",
         [tool("bash", command=_LAST_MONDAY_CMD), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),  # this week's
        ("chat-67",
         [say("F. Scott Fitzgerald.")],
         [say("Ernest Hemingway.")]),
        ("chat-68",
         [say("경상북도 울릉군에 속해 있어요.")],
         [say("경상북도 포항시예요.")]),
    ],
)
def test_fresh31_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh31"
    said = {  # read when run
        "script-68": (f"{_SINCE_LAST_SALE}일 지났어요.", f"{_SINCE_FIRST_SALE}일 지났어요."),
        "machine-67": (f"It's {_LABOR_THIS:%B} {_LABOR_THIS.day}, {_LABOR_THIS.year}.",
                       f"It's {_LABOR_LAST:%B} {_LABOR_LAST.day}, {_LABOR_LAST.year}."),
        "machine-68": (f"{_LAST_MONDAYS[-1].month}월 {_LAST_MONDAYS[-1].day}일이었어요.",
                       f"{_THIS_MONDAY.month}월 {_THIS_MONDAY.day}일이었어요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-67", [tool("bash", command=_MEAN_SIZE), "{out} bytes on average."]),
        ("files-68", [tool("bash", command=_FEWEST_PY), "줄 수와 파일: {out}"]),
        ("read-67", [tool("bash", command=_TODO_LINE3), "Line 3: {out}"]),
        ("read-68", [tool("bash", command=_ITEM_42), "처음 요청된 줄: {out}"]),
        ("count-67", [tool("bash", command=_COMMAS), "{out} commas."]),
        ("count-68", [tool("bash", command=_WORK_TIMEOUTS), "{out}번이에요."]),
        ("csv-67", [tool("bash", command=_CHEAPEST), "Product and won: {out}"]),
        ("csv-68", [tool("bash", command=_REGION_SPREAD), "{out}원 차이예요."]),
        ("git-67", [tool("bash", command=_NESTED_TRACKED), "{out} files."]),
        ("git-68", [tool("bash", command=_BEFORE_CHECK_SH), "그 전 커밋은 '{out}'이에요."]),
        ("script-67", [tool("bash", command=_NEAREST), "The sale: {out}"]),
        ("script-68", [tool("bash", command=_DAYS_SINCE), "{out}일 지났어요."]),
        ("machine-67", [tool("bash", command=_LABOR_CMD), "It's {out}."]),
        ("machine-68", [tool("bash", command=_LAST_MONDAY_CMD), "지난주 월요일은 {out}이었어요."]),
    ],
)
def test_fresh31_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh31's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        return say(str(steps[1]).format(out=messages[-1].content.strip()))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh31_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh31's write tasks expect are what real commands make of the real
    workspace: notes.txt with its first two lines swapped, and with a full stop after every
    line; a first line moved to the bottom, or a full stop on the last line alone, fails."""
    trace = table.Trace(answer="done")
    for task_id, command, wrong, expected in (
        ("write-67", _SWAP_TWO, _SWAP_WRONG, table.NOTES_SWAPPED),
        ("write-68", _DOTS, _DOTS_WRONG, table.NOTES_DOTTED),
    ):
        task = table.tasks_for("all", [task_id])[0]
        ws = table.build_workspace(tmp_path / task_id)
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
        assert (ws / "notes.txt").read_text(encoding="utf-8").splitlines() == expected
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
        bad = table.build_workspace(tmp_path / f"{task_id}-wrong")
        subprocess.run(["bash", "-c", wrong], cwd=bad, check=True)
        assert not all(check(trace, bad).ok for check in task.checks[:-1]), task_id
    ws = table.build_workspace(tmp_path / "twice")  # swapped back: as it was, not swapped
    subprocess.run(["bash", "-c", f"{_SWAP_TWO} && {_SWAP_TWO}"], cwd=ws, check=True)
    task = table.tasks_for("all", ["write-67"])[0]
    assert not all(check(trace, ws).ok for check in task.checks[:-1])


def test_fresh31_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh31's requests pick out one answer: a file but the log takes
    161.67 bytes on average (175.82 without .gitignore, 6,570 with the log); src/utils.py has
    the fewest lines of the Python files, 2 (src/app.py 6); todo.md's line 3 is the login bug
    (with no blank line, the tests); /items/42 was first served at 01:27:24 (line 42 is at
    00:39:54); sales.csv has 52 commas (48 under the header); 9 payments timed out from 9 am to
    6 pm (10 to 18:59, 6 after it); the bagels, the cheapest, brought in 120,000 won (the
    cheesecake 52,000); Seoul beat Incheon by 263,100 won (Busan by 173,000); 5 of the 11
    tracked files are in a subfolder; check.sh came in after DATA_COMMIT; Busan's croissants,
    96,000 won, are the sale closest to the mean, 84,033.33 (Incheon's, 70,400, are next); a
    50 L tank a quarter full takes $67.50; walkers at 4 and 6 km/h 20 km apart meet in 2 h."""
    assert round(table.FILE_MEAN_BYTES, 2) == 161.67
    assert round(table.FILE_MEAN_BYTES_VISIBLE, 2) == 175.82
    assert round((table.NOT_LOG_BYTES + table.LOG_BYTES) / 13) == 6_570
    assert table.FEWEST_LINES_PY == "src/utils.py"
    assert table._PY_LINE_COUNTS == {"report.py": 14, "src/app.py": 6, "src/utils.py": 2}
    assert table.TODO_THIRD_LINE == "- [ ] fix the login bug"
    assert [line for line in table.TODO_NOW if line][2] == "- [ ] write tests for report.py"
    assert table.ITEM_FIRST_AT.time() == dt.time(1, 27, 24)
    assert table.log_text().splitlines()[41].split()[1] == "00:39:54"
    assert table.SALES_COMMAS == 52
    assert table.WORK_HOUR_TIMEOUTS == 9
    assert table.EVENING_ERRORS == 6
    assert (table.CHEAPEST_PRODUCT, table.CHEAPEST_PRODUCT_WON) == ("bagel", 120_000)
    assert table.REGION_SPREAD_WON == 263_100
    assert table.NESTED_TRACKED == 5 and len(table.TRACKED_FILES) == 11
    assert table.BEFORE_CHECK_SH == table.DATA_COMMIT
    assert table.NEAREST_AVERAGE == ["2024-06-03", "Busan", "croissant", 30, 3200]
    assert table.NEAREST_AVERAGE_WON == 96_000
    assert round(table.FILL_UP_USD, 2) == 67.5
    assert table.MEET_MIN == 120
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_MEAN_SIZE).strip() == "161.67"
    assert sh(_FEWEST_PY).split() == ["2", "./src/utils.py"]
    assert sh(_TODO_LINE3).strip() == table.TODO_THIRD_LINE
    assert sh(_ITEM_42).split()[1] == "01:27:24"
    assert sh(_COMMAS).strip() == "52"
    assert sh(_WORK_TIMEOUTS).strip() == "9"
    assert sh(_CHEAPEST).split() == ["bagel", "120000"]
    assert sh(_REGION_SPREAD).strip() == "263100"
    assert sh(_NESTED_TRACKED).strip() == "5"
    assert sh(_BEFORE_CHECK_SH).strip() == table.DATA_COMMIT
    assert sh(_NEAREST).split() == ["2024-06-03", "Busan", "croissant", "96000"]
    assert sh(_DAYS_SINCE).strip() == str(_SINCE_LAST_SALE)
    assert sh(_LABOR_CMD).strip() == _LABOR_THIS.isoformat()
    assert sh(_LAST_MONDAY_CMD).strip() in {day.isoformat() for day in _LAST_MONDAYS}


def test_last_weeks_day_is_read_when_graded(tmp_path: Path) -> None:
    monday = table.MONDAY
    assert table.last_weeks_day(monday, dt.date(2026, 12, 7)) == {dt.date(2026, 11, 30)}
    assert table.last_weeks_day(monday, dt.date(2026, 12, 6)) == {  # a Sunday: two weeks
        dt.date(2026, 11, 23), dt.date(2026, 11, 30)
    }
    assert table.last_weeks_day(monday, dt.date(2027, 1, 1)) == {dt.date(2026, 12, 21)}
    assert table.last_weeks_day(monday, dt.date(2024, 3, 6)) == {dt.date(2024, 2, 26)}
    assert table.last_weeks_day(table.SUNDAY, dt.date(2026, 12, 9)) == {
        dt.date(2026, 11, 29), dt.date(2026, 12, 6)
    }
    check = table.last_weeks_day_in_answer(monday)
    right = _LAST_MONDAYS[-1]
    for said in (right.isoformat(), f"{right:%B} {right.day}", f"{right.month}월 {right.day}일",
                 f"{right.day}일이었어요"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for day in (_THIS_MONDAY, _LAST_MONDAYS[0] - dt.timedelta(days=7)):
        said = f"{day:%B} {day.day}, {day.year}"
        assert not check(table.Trace(answer=said), tmp_path).ok, said


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-67", "About 162 bytes.", True),
        ("files-67", "175.8 bytes, leaving out the hidden .gitignore.", True),
        ("files-67", "149 bytes.", False),  # 1,940 over 13 files, the log's place kept
        ("files-68", "utils.py (2줄)", True),
        ("files-68", "src/utils.py, 두 줄이에요.", True),
        ("files-68", "src/app.py는 여섯 줄이에요.", False),
        ("files-68", "utils.py예요.", False),  # the count asked for is missing
        ("read-67", "- [ ] fix the login bug", True),
        ("read-67", "- [x] update README", False),  # the third item
        ("read-68", "01:27", True),
        ("read-68", "오전 1시 27분", True),
        ("read-68", "01:35:00", False),
        ("count-67", "There are 52.", True),
        ("count-67", "4 commas per line.", False),
        ("count-68", "아홉 번이요.", True),
        ("count-68", "9시부터 18시 사이에 23번이요.", False),  # all of them
        ("csv-67", "베이글, 12만 원이에요.", True),
        ("csv-67", "Bagels: 2,500 won each.", False),  # the price, not the takings
        ("csv-68", "263,100원", True),
        ("csv-68", "69개 차이", False),  # the units
        ("git-67", "five files", True),
        ("git-67", "11 files", False),
        ("git-68", "Add sales data and report script", True),
        ("git-68", "Initial commit", False),
        ("script-67", "부산 크루아상, 96,000원", True),
        ("script-67", "Busan croissants, 84,033 won.", False),  # the mean, not the sale
        ("calc-67", "$67.50", True),
        ("calc-67", "$22.50", False),  # the quarter that is in it
        ("calc-68", "2 hours", True),
        ("calc-68", "두 시간 뒤에 만나요.", True),
        ("calc-68", "5시간", False),  # my speed alone
        ("chat-67", "피츠제럴드예요.", True),
        ("chat-67", "J. D. Salinger.", False),
        ("chat-68", "Ulleung County, North Gyeongsang.", True),
        ("chat-68", "울진군이요.", False),
    ],
)
def test_fresh31_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh32's graders, proved before the half is ever run, as fresh6's to fresh31's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_MEMORIAL_THIS = table.last_weekday_in(dt.date.today().year, *table.MEMORIAL_DAY)
_MEMORIAL_LAST = table.last_weekday_in(dt.date.today().year - 1, *table.MEMORIAL_DAY)
_YEAR_AGO = sorted(table.a_year_ago())[0]
_SMALLEST_MD = (
    "find . -path ./.git -prune -o -name '*.md' -printf '%s %p\\n' | sort -n | head -1"
)
_NO_IMPORT = "grep -rL --include='*.py' import . | sort"
_SECOND_LAST = "tail -n 2 notes.txt | head -n 1"
_AFTER_3PM = "awk '$3 == \"ERROR\" && $2 >= \"15:00:00\"' logs/app.log | head -n 1"
_E_COUNT = "tr -cd e < notes.txt | wc -c"
_ODD_ORDERS = "grep -cE 'timeout \\(order [0-9]*[13579]\\)$' logs/app.log"
_BULK = _SHARE_OF + (
    "print(sum(int(r['units']) * int(r['unit_price']) for r in rows if int(r['units']) > 30))\""
)
_BUSAN_MUFFIN = _SHARE_OF + (
    "w = lambda r: int(r['units']) * int(r['unit_price'])\n"
    "b = [r for r in rows if r['region'] == 'Busan']\n"
    "print(round(100 * sum(w(r) for r in b if r['product'] == 'muffin') / sum(map(w, b)), 2), "
    "'%')\""
)
_PY_COMMITS = "git log --all --format=%s -- '*.py'"
_UTILS_HASH = "git log -1 --format=%h -- src/utils.py"
_LOWER = "sed -i 's/.*/\\L&/' notes.txt"
_LOWER_WRONG = "sed -i '1s/.*/\\L&/' notes.txt"  # the first line alone
_DROP_TWO = "head -n -2 notes.txt > notes.tmp && mv notes.tmp notes.txt"
_DROP_WRONG = "sed -i '$d' notes.txt"  # the last line alone
_WIDEST = _SHARE_OF + (
    "g = {}\n"
    "for r in rows: g.setdefault(r['product'], []).append(int(r['units']))\n"
    "p = max(g, key=lambda k: max(g[k]) - min(g[k])); print(p, max(g[p]) - min(g[p]))\""
)
_FACTORIAL = "python3 -c 'import math; print(len(str(math.factorial(100))))'"
_MEMORIAL_CMD = (
    "python3 -c \"import datetime as d; e = d.date(d.date.today().year, 5, 31); "
    "print(e - d.timedelta(days=e.weekday()))\""
)
_YEAR_AGO_CMD = "date -d '1 year ago' +%A"


def _hash_of(subject: str, where: Path) -> str:
    ws = table.build_workspace(where)
    return sorted(table.commit_hashes(ws, subject))[0][:7]


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-69",
         [tool("bash", command=_SMALLEST_MD), say("docs/usage.md, at 48 bytes.")],
         [tool("bash", command="wc -c docs/setup.md"),
          say("docs/setup.md is the smallest: 50 bytes.")]),
        ("files-70",
         [tool("bash", command=_NO_IMPORT),
          say("src/app.py랑 src/utils.py예요. report.py는 csv랑 sys를 import해요.")],
         [tool("bash", command=_NO_IMPORT), say("src/utils.py 하나예요.")]),
        ("read-69",
         [tool("bash", command=_SECOND_LAST), say("It says 'Water the plants'.")],
         [tool("bash", command="tail -n 1 notes.txt"),
          say("It says 'Back up the laptop'.")]),  # the last line
        ("read-70",
         [tool("bash", command=_AFTER_3PM), say("1975번 주문이에요. 15:26:15에 났어요.")],
         [tool("bash", command="grep ERROR logs/app.log"),
          say("1910번 주문이에요.")]),  # the last one before 3 pm
        ("count-69",
         [tool("bash", command=_E_COUNT), say("The letter e shows up 20 times.")],
         [tool("bash", command="grep -c e notes.txt"), say("7 times.")]),  # the lines with one
        ("count-70",
         [tool("bash", command=_ODD_ORDERS), say("23건 중에 12건이에요.")],
         [tool("bash", command="grep ERROR logs/app.log"), say("11건이에요.")]),  # the even ones
        ("csv-69",
         [tool("bash", command=_BULK), say("506,000 won from the four sales over 30 units.")],
         [tool("bash", command=_BULK), say("602,000 won.")]),  # Busan's 30 croissants in
        ("csv-70",
         [tool("bash", command=_BUSAN_MUFFIN), say("부산 매출 308,500원 중 머핀이 약 40.8%예요.")],
         [tool("bash", command=_BUSAN_MUFFIN), say("부산 판매 수량 100개 중 45개라 45%예요.")]),
        ("git-69",
         [tool("bash", command=_PY_COMMITS),
          say("Three: 'Add sales data and report script', 'Add app code and docs' and 'Add "
              "stock check to report'. The Initial commit had no Python in it.")],
         [tool("bash", command="git log --format=%s -- report.py"),
          say("'Add sales data and report script' and 'Add stock check to report'.")]),
        ("git-70",
         [tool("bash", command=_UTILS_HASH), say("{right}")],
         [tool("bash", command="git log -1 --format=%h"), say("{wrong}")]),  # HEAD's
        ("write-69",
         [tool("bash", command=_LOWER), say("Done, it's all lowercase now.")],
         [tool("bash", command=_LOWER_WRONG), say("Done.")]),
        ("write-70",
         [tool("bash", command=_DROP_TWO), say("맨 밑 두 줄 지웠어요.")],
         [tool("bash", command=_DROP_WRONG), say("지웠어요.")]),
        ("script-69",
         [tool("bash", command=_WIDEST), say("Muffins: 55 - 35 = 20 units.")],
         [tool("bash", command=_WIDEST),
          say("Croissants: 128,000 - 70,400 = 57,600 won.")]),  # by the money
        ("script-70",
         [tool("bash", command=_FACTORIAL), say("158자리 숫자예요.")],
         [tool("bash", command=_FACTORIAL), say("157자리예요.")]),
        ("calc-69",
         [say("$80 is 80% of the old price, so it was $100.")],
         [say("80 plus 20% is $96.")]),
        ("calc-70",
         [say("분침은 180도, 시침은 105도라서 75도예요.")],
         [say("90도예요.")]),
        ("machine-69",
         [tool("bash", command=_MEMORIAL_CMD), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),  # last year's
        ("machine-70",
         [tool("bash", command=_YEAR_AGO_CMD), say("{right}")],
         [tool("bash", command="date +%A"), say("{wrong}")]),  # today's weekday
        ("chat-69",
         [say("George Orwell.")],
         [say("Aldous Huxley.")]),
        ("chat-70",
         [say("허균이 쓴 소설이에요.")],
         [say("김만중이 썼어요.")]),
    ],
)
def test_fresh32_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh32"
    today = dt.date.today()
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-69": (
            f"It's on {_MEMORIAL_THIS:%B} {_MEMORIAL_THIS.day}, {_MEMORIAL_THIS.year}.",
            f"It's on {_MEMORIAL_LAST:%B} {_MEMORIAL_LAST.day}, {_MEMORIAL_LAST.year}.",
        ),
        "machine-70": (f"{table.KO_WEEKDAYS[_YEAR_AGO.weekday()]}이었어요.",
                       f"{table.KO_WEEKDAYS[today.weekday()]}이었어요."),
    }
    if task_id == "git-70":
        said[task_id] = (f"{_hash_of(table.APP_COMMIT, tmp_path / 'h')}이에요.",
                         f"{_hash_of(table.LAST_COMMIT, tmp_path / 'h2')}이에요.")
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-69", [tool("bash", command=_SMALLEST_MD), "Size and file: {out}"]),
        ("files-70", [tool("bash", command=_NO_IMPORT), "{out}예요."]),
        ("read-69", [tool("bash", command=_SECOND_LAST), "It says: {out}"]),
        ("read-70", [tool("bash", command=_AFTER_3PM), "처음 난 건 이 줄이에요: {out}"]),
        ("count-69", [tool("bash", command=_E_COUNT), "{out} times."]),
        ("count-70", [tool("bash", command=_ODD_ORDERS), "{out}건이에요."]),
        ("csv-69", [tool("bash", command=_BULK), "{out} won."]),
        ("csv-70", [tool("bash", command=_BUSAN_MUFFIN), "머핀 비중: {out}"]),
        ("git-69", [tool("bash", command=_PY_COMMITS), "These ones: {out}"]),
        ("git-70", [tool("bash", command=_UTILS_HASH), "해시는 {out}이에요."]),
        ("script-69", [tool("bash", command=_WIDEST), "Product and units: {out}"]),
        ("script-70", [tool("bash", command=_FACTORIAL), "{out}자리예요."]),
        ("machine-69", [tool("bash", command=_MEMORIAL_CMD), "It's {out}."]),
        ("machine-70", [tool("bash", command=_YEAR_AGO_CMD), "작년 오늘은 {out}이었어요."]),
    ],
)
def test_fresh32_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh32's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh32_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh32's write tasks expect are what real commands make of the real
    workspace: notes.txt all lowercase, and without its last two lines; the first line alone
    lowercased, or the last line alone (or the first two) deleted, fails."""
    trace = table.Trace(answer="done")
    for task_id, command, wrongs, expected in (
        ("write-69", _LOWER, (_LOWER_WRONG,), table.NOTES_LOWER),
        ("write-70", _DROP_TWO, (_DROP_WRONG, "sed -i '1,2d' notes.txt"),
         table.NOTES_BUT_LAST_TWO),
    ):
        task = table.tasks_for("all", [task_id])[0]
        ws = table.build_workspace(tmp_path / task_id)
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
        assert (ws / "notes.txt").read_text(encoding="utf-8").splitlines() == expected
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True)
            assert not all(check(trace, bad).ok for check in task.checks[:-1]), (task_id, wrong)


def test_fresh32_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh32's requests pick out one answer: docs/usage.md is the
    smallest Markdown file, 48 bytes (docs/setup.md 50); src/app.py and src/utils.py have no
    import (report.py has two); notes.txt's second-to-last line is 'Water the plants'; the
    first payment timeout after 3 pm was order 1975 (1910 the one before); notes.txt has 20 e's
    (7 lines, 17 words with one); 12 of the 23 timed-out orders are odd; the sales of more than
    30 units took 506,000 won (602,000 with 30 in); muffins are 40.84 % of Busan's takings (45 %
    of its units); three commits touched a Python file, APP_COMMIT last changed src/utils.py;
    muffins' sales differ most, by 20 units (croissants 18; by the money, croissants 57,600
    won); 100! has 158 digits; a jacket paid $80 at 20 % off was $100 ($96 fails); at 3:30 the
    hands are 75° apart."""
    assert (table.SMALLEST_MD, table._MD_SIZES[table.SMALLEST_MD]) == ("docs/usage.md", 48)
    assert table._MD_SIZES["docs/setup.md"] == 50
    assert table.PY_WITHOUT_IMPORT == ("src/app.py", "src/utils.py")
    assert table.NOTES_SECOND_LAST == "Water the plants"
    assert table.AFTERNOON_ORDER == "1975"
    assert table.AFTERNOON_TIMEOUT.split()[1] == "15:26:15"
    assert table.NOTES_E == 20
    assert table.ODD_ORDER_TIMEOUTS == 12 and table.LOG_ERRORS == 23
    assert table.BULK_SALES_WON == 506_000
    assert round(table.BUSAN_MUFFIN_PERCENT, 2) == 40.84
    assert table.PY_COMMITS == (table.DATA_COMMIT, table.APP_COMMIT, table.LAST_COMMIT)
    assert table.UTILS_COMMIT == table.APP_COMMIT
    assert (table.WIDEST_PRODUCT, table.UNITS_SPREAD["muffin"]) == ("muffin", 20)
    assert table.UNITS_SPREAD["croissant"] == 18
    assert table.FACTORIAL_DIGITS == 158
    assert table.JACKET_BEFORE_USD == 100
    assert table.CLOCK_ANGLE == 75
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_SMALLEST_MD).split() == ["48", "./docs/usage.md"]
    assert sh(_NO_IMPORT).split() == ["./src/app.py", "./src/utils.py"]
    assert sh(_SECOND_LAST).strip() == "Water the plants"
    assert sh(_AFTER_3PM).split()[1] == "15:26:15"
    assert sh(_E_COUNT).strip() == "20"
    assert sh(_ODD_ORDERS).strip() == "12"
    assert sh(_BULK).strip() == "506000"
    assert sh(_BUSAN_MUFFIN).strip() == "40.84 %"
    assert sh(_PY_COMMITS).splitlines() == list(reversed(table.PY_COMMITS))
    assert table.commit_hashes(ws, table.APP_COMMIT) == {
        sh("git log -1 --format=%H -- src/utils.py").strip()
    }
    assert sh(_WIDEST).split() == ["muffin", "20"]
    assert sh(_FACTORIAL).strip() == "158"
    assert sh(_MEMORIAL_CMD).strip() == _MEMORIAL_THIS.isoformat()
    assert sh(_YEAR_AGO_CMD).strip() in {table.EN_WEEKDAYS[day.weekday()]
                                         for day in table.a_year_ago()}


def test_last_weekday_in_and_a_year_ago_are_read_when_graded(tmp_path: Path) -> None:
    monday = table.MONDAY
    assert table.last_weekday_in(2026, 5, monday) == dt.date(2026, 5, 25)
    assert table.last_weekday_in(2025, 5, monday) == dt.date(2025, 5, 26)
    assert table.last_weekday_in(2021, 5, monday) == dt.date(2021, 5, 31)  # on the 31st itself
    assert table.last_weekday_in(2024, 2, table.SUNDAY) == dt.date(2024, 2, 25)
    assert table.last_weekday_in(2026, 12, table.EN_WEEKDAYS.index("Thursday")) == dt.date(
        2026, 12, 31
    )
    check = table.last_weekday_this_year_in_answer(*table.MEMORIAL_DAY)
    for said in (_MEMORIAL_THIS.isoformat(), f"{_MEMORIAL_THIS:%B} {_MEMORIAL_THIS.day}",
                 f"{_MEMORIAL_THIS.month}월 {_MEMORIAL_THIS.day}일"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for day in (_MEMORIAL_LAST, dt.date(dt.date.today().year, 5, 31)):
        if day != _MEMORIAL_THIS:
            said = f"{day:%B} {day.day}, {day.year}"
            assert not check(table.Trace(answer=said), tmp_path).ok, said
    assert table.a_year_ago(dt.date(2026, 12, 7)) == {dt.date(2025, 12, 7)}
    assert table.a_year_ago(dt.date(2024, 2, 29)) == {dt.date(2023, 2, 28), dt.date(2023, 3, 1)}
    assert table.a_year_ago(dt.date(2027, 1, 1)) == {dt.date(2026, 1, 1)}
    check = table.weekday_a_year_ago_in_answer()
    day = _YEAR_AGO
    for said in (table.EN_WEEKDAYS[day.weekday()], table.KO_WEEKDAYS[day.weekday()],
                 f"It was a {table.EN_WEEKDAYS[day.weekday()][:3]}."):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    if all(d.weekday() != dt.date.today().weekday() for d in table.a_year_ago()):
        said = table.EN_WEEKDAYS[dt.date.today().weekday()]  # today's: a day or two later
        assert not check(table.Trace(answer=said), tmp_path).ok, said


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-69", "usage.md (48 bytes)", True),
        ("files-69", "docs/usage.md, 48 B", True),
        ("files-69", "docs/usage.md", False),  # the size asked for is missing
        ("files-69", "todo.md, 107 bytes", False),
        ("files-70", "app.py, utils.py", True),
        ("files-70", "report.py, src/app.py, src/utils.py 세 개예요.", False),  # report.py in
        ("files-70", "report.py예요.", False),
        ("read-69", "Water the plants", True),
        ("read-69", "Renew the domain before June", False),  # the third from last
        ("read-69", "\n".join(table.NOTES), False),  # the whole file
        ("read-70", "주문 1975번, 오후 3시 26분이요.", True),
        ("read-70", "2040번 주문이요.", False),  # the second one after 3 pm
        ("count-69", "twenty... 20", True),
        ("count-69", "17 words have an e.", False),
        ("count-70", "열두 건, 12건이에요.", True),
        ("count-70", "23건이요.", False),  # all of them
        ("csv-69", "50만 6천 원이요.", True),
        ("csv-69", "They sold 175 units.", False),  # the units, not the money
        ("csv-70", "41%쯤이에요.", True),
        ("csv-70", "40.84퍼센트", True),
        ("csv-70", "126,000원이에요.", False),  # the money, not its share
        ("git-69", "Add sales data and report script; Add app code and docs; Add stock check "
                   "to report", True),
        ("git-69", "All four: Initial commit, Add sales data and report script, Add app code "
                   "and docs and Add stock check to report.", False),
        ("git-69", "Add app code and docs", False),
        ("script-69", "머핀이요, 20개 차이예요.", True),
        ("script-69", "croissant, 18 units", False),
        ("script-70", "158", True),
        ("script-70", "끝에 0이 24개 붙어요.", False),  # the trailing zeros
        ("calc-69", "It was $100.00 before.", True),
        ("calc-69", "You saved $16.", False),
        ("calc-70", "75°", True),
        ("calc-70", "285도예요.", False),  # the other way round
        ("chat-69", "조지 오웰이에요.", True),
        ("chat-69", "Ray Bradbury.", False),
        ("chat-70", "Heo Gyun wrote it.", True),
        ("chat-70", "작자 미상이에요.", False),
    ],
)
def test_fresh32_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh33's graders, proved before the half is ever run, as fresh6's to fresh32's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_AHEAD = dt.date.today() + dt.timedelta(days=table.DAY_AFTER_TOMORROW)
_TOMORROW = dt.date.today() + dt.timedelta(days=1)
_TO_BIRTHDAY = min(table.days_until(*table.BIRTHDAY))
_LAST_BIRTHDAY = max(  # the days since the last one: counted the wrong way
    d for d in (dt.date(dt.date.today().year - n, *table.BIRTHDAY) for n in (0, 1))
    if d <= dt.date.today()
)
_SINCE_BIRTHDAY = (dt.date.today() - _LAST_BIRTHDAY).days
_MOST_BLANK = (
    "find . -path ./.git -prune -o -type f -print | while read -r f; do "
    "echo \"$(grep -c '^$' \"$f\") $f\"; done | sort -n | tail -n 1"
)
_NESTED_LONGEST = "wc -l src/* docs/* scripts/* | grep -v ' total$' | sort -n | tail -n 1"
_MIDDLE = "sed -n 4,6p notes.txt"
_TAIL = "tail -n 5 logs/app.log"
_CODE_LINES = "grep -cvE '^[[:space:]]*(#|$)' report.py"
_BUSAN_DAYS = "grep ',Busan,' sales.csv | cut -d, -f1 | sort -u | wc -l"
_NO_SEOUL = _SHARE_OF + (
    "s = {r['date'] for r in rows if r['region'] == 'Seoul'}\n"
    "print(sum(int(r['units']) * int(r['unit_price']) for r in rows if r['date'] not in s))\""
)
_CROISSANT_BEST = _SHARE_OF + (
    "r = max((r for r in rows if r['product'] == 'croissant'), key=lambda r: int(r['units']))\n"
    "print(r['date'], int(r['units']) * int(r['unit_price']))\""
)
_STAGED = "git status --short todo.md"
_BIGGEST_TRACKED = "git ls-files -z | xargs -0 ls -S | head -n 1"
_CHECKLIST = "sed -i 's/^/- [ ] /' notes.txt"
_CHECKLIST_WRONG = "sed -i 's/^/- /' notes.txt"  # bullets, no boxes
_DATE_LAST = (
    "awk -F, -v OFS=, '{print $2, $3, $4, $5, $1}' sales.csv > sales.tmp "
    "&& mv sales.tmp sales.csv"
)
_DATE_LAST_WRONG = "sed -i '1s/.*/region,product,units,unit_price,date/' sales.csv"  # header only
_IN_USD = _SHARE_OF + (
    "print(round(sum(int(r['units']) * int(r['unit_price']) for r in rows) / 1350, 2))\""
)
_WARN_TO_TIMEOUT = (
    "python3 -c \"import datetime as d\n"
    "L = open('logs/app.log').read().splitlines()\n"
    "t = lambda k: d.datetime.strptime(' '.join(next(x for x in L if ' ' + k + ' ' in x)"
    ".split()[:2]), '%Y-%m-%d %H:%M:%S')\n"
    "print(t('ERROR') - t('WARN'))\""
)
_BIRTHDAY_CMD = (
    "python3 -c \"import datetime as d; t = d.date.today(); b = d.date(t.year, 3, 3)\n"
    "b = b if b >= t else d.date(t.year + 1, 3, 3); print((b - t).days)\""
)
_AHEAD_CMD = "date -d '+2 days' '+%F %A'"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-71",
         [tool("bash", command=_MOST_BLANK), say("README.md, with 5 blank lines.")],
         [tool("bash", command="grep -c '^$' src/app.py"),
          say("src/app.py has the most: 2 blank lines.")]),
        ("files-72",
         [tool("bash", command=_NESTED_LONGEST), say("src/app.py예요. 6줄이에요.")],
         [tool("bash", command="wc -l README.md"),
          say("README.md예요. 16줄이에요.")]),  # at the top, not in a subfolder
        ("read-71",
         [tool("bash", command=_MIDDLE),
          say("Line 4: Send the invoice to Daniel\nLine 5: Book train tickets to Busan\n"
              "Line 6: Renew the domain before June")],
         [tool("bash", command="sed -n 3,5p notes.txt"),  # one line too early
          say("Call the plumber about the kitchen sink\nSend the invoice to Daniel\n"
              "Book train tickets to Busan")]),
        ("read-72",
         [tool("bash", command=_TAIL), say("마지막 다섯 줄이에요:\n" + "\n".join(table.LOG_TAIL))],
         [tool("bash", command="tail -n 6 logs/app.log"),
          say("마지막 줄들이에요:\n" + "\n".join(table.log_text().splitlines()[-6:]))]),
        ("count-71",
         [tool("bash", command=_CODE_LINES), say("12 lines of code.")],
         [tool("bash", command="wc -l report.py"), say("report.py has 14 lines.")]),
        ("count-72",
         [tool("bash", command=_BUSAN_DAYS),
          say("부산은 6월 1일, 3일, 4일, 5일, 이렇게 4일 동안 판매가 있었어요.")],
         [tool("bash", command="cut -d, -f1 sales.csv | sort -u"),
          say("6일이에요.")]),  # every day of the file
        ("csv-71",
         [tool("bash", command=_NO_SEOUL), say("On June 4 we took in 123,000 won.")],
         [tool("bash", command=_NO_SEOUL), say("98,000 won.")]),  # Incheon's sale alone
        ("csv-72",
         [tool("bash", command=_CROISSANT_BEST),
          say("6월 1일이에요. 서울에서 40개, 128,000원이요.")],
         [tool("bash", command=_CROISSANT_BEST),
          say("6월 3일이에요. 부산에서 30개, 96,000원이요.")]),
        ("git-71",
         [tool("bash", command=_STAGED),
          say("It's not staged yet: git shows todo.md as modified in the working tree only.")],
         [tool("bash", command=_STAGED), say("Yes, it's staged and ready to commit.")]),
        ("git-72",
         [tool("bash", command=_BIGGEST_TRACKED), say("report.py가 제일 커요.")],
         [tool("bash", command="ls -S logs/app.log"),
          say("logs/app.log가 제일 커요. 83KB쯤 돼요.")]),  # ignored by git
        ("write-71",
         [tool("bash", command=_CHECKLIST), say("Done: every note has a box now.")],
         [tool("bash", command=_CHECKLIST_WRONG), say("Done.")]),
        ("write-72",
         [tool("bash", command=_DATE_LAST), say("date 열을 맨 끝으로 옮겼어요.")],
         [tool("bash", command=_DATE_LAST_WRONG), say("옮겼어요.")]),
        ("script-71",
         [tool("bash", command=_IN_USD), say("About $746.96.")],
         [tool("bash", command=_IN_USD), say("About $730.72.")]),  # at 1,380 won
        ("script-72",
         [tool("bash", command=_WARN_TO_TIMEOUT), say("55분 6초 걸렸어요.")],
         [tool("bash", command="grep -m1 ERROR logs/app.log"),
          say("1시간 1분 45초 걸렸어요.")]),  # the timeout's time of day
        ("calc-71",
         [say("About 47.9 inches wide (55 × 16 / √337).")],
         [say("About 44 inches.")]),  # 55 × 0.8
        ("calc-72",
         [say("소금물이 500그램이고 소금이 50그램이니까 10%예요.")],
         [say("50 ÷ 450이라서 약 11.1%예요.")]),
        ("machine-71",
         [tool("bash", command=_BIRTHDAY_CMD), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),
        ("machine-72",
         [tool("bash", command=_AHEAD_CMD), say("{right}")],
         [tool("bash", command="date -d tomorrow +%F"), say("{wrong}")]),  # tomorrow's
        ("chat-71",
         [say("Au, from the Latin aurum.")],
         [say("Ag, because it comes from argentum.")]),  # silver; "because" holds no "Au"
        ("chat-72",
         [say("경주에 있어요.")],
         [say("부산에 있어요.")]),
    ],
)
def test_fresh33_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh33"
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-71": (f"{_TO_BIRTHDAY} days to go.", f"It's been {_SINCE_BIRTHDAY} days."),
        "machine-72": (
            f"{_AHEAD.month}월 {_AHEAD.day}일 {table.KO_WEEKDAYS[_AHEAD.weekday()]}이에요.",
            f"{_TOMORROW.month}월 {_TOMORROW.day}일 "
            f"{table.KO_WEEKDAYS[_TOMORROW.weekday()]}이에요.",
        ),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-71", [tool("bash", command=_MOST_BLANK), "Blank lines and file: {out}"]),
        ("files-72", [tool("bash", command=_NESTED_LONGEST), "줄 수와 파일: {out}"]),
        ("read-71", [tool("bash", command=_MIDDLE), "Lines 4 to 6: {out}"]),
        ("read-72", [tool("bash", command=_TAIL), "마지막 다섯 줄이에요: {out}"]),
        ("count-71", [tool("bash", command=_CODE_LINES), "{out} lines of code."]),
        ("count-72", [tool("bash", command=_BUSAN_DAYS), "{out}일이에요."]),
        ("csv-71", [tool("bash", command=_NO_SEOUL), "{out} won."]),
        ("csv-72", [tool("bash", command=_CROISSANT_BEST), "날짜와 매출: {out}원"]),
        ("git-72", [tool("bash", command=_BIGGEST_TRACKED), "제일 큰 건 {out}예요."]),
        ("script-71", [tool("bash", command=_IN_USD), "${out}"]),
        ("script-72", [tool("bash", command=_WARN_TO_TIMEOUT), "{out} 걸렸어요."]),
        ("machine-71", [tool("bash", command=_BIRTHDAY_CMD), "{out} days to go."]),
        ("machine-72", [tool("bash", command=_AHEAD_CMD), "내일모레는 {out}이에요."]),
    ],
)
def test_fresh33_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh33's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh33_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh33's write tasks expect are what real commands make of the real
    workspace: notes.txt with a '- [ ] ' box before every note, and sales.csv with its date
    column last; bullets with no box, a box on the first line alone, or the header moved
    without the rows, fails."""
    trace = table.Trace(answer="done")
    for task_id, command, wrongs in (
        ("write-71", _CHECKLIST, (_CHECKLIST_WRONG, "sed -i '1s/^/- [ ] /' notes.txt")),
        ("write-72", _DATE_LAST, (_DATE_LAST_WRONG,)),
    ):
        task = table.tasks_for("all", [task_id])[0]
        ws = table.build_workspace(tmp_path / task_id)
        subprocess.run(["bash", "-c", command], cwd=ws, check=True)
        assert all(check(trace, ws).ok for check in task.checks[:-1]), task_id
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True)
            assert not all(check(trace, bad).ok for check in task.checks[:-1]), (task_id, wrong)
    ws = tmp_path / "write-71"
    assert (ws / "notes.txt").read_text(encoding="utf-8").splitlines() == table.CHECKLISTS[0]
    star = table.build_workspace(tmp_path / "star")  # "* [ ] …" is a checklist too
    subprocess.run(["bash", "-c", "sed -i 's/^/* [ ] /' notes.txt"], cwd=star, check=True)
    task = table.tasks_for("all", ["write-71"])[0]
    assert all(check(trace, star).ok for check in task.checks[:-1])


def test_fresh33_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh33's requests pick out one answer: README.md has the most
    blank lines, 5 (src/app.py 2); src/app.py is the longest file in a subfolder, 6 lines (the
    log aside; scripts/check.sh 4); lines 4 to 6 of notes.txt are the invoice, the train
    tickets and the domain; the log's last five lines run from GET /items/46 to the shutdown,
    with a 158 ms slow query, the timeout of order 2495 just above them; report.py has 12 lines
    of code (11 without its docstring; 14 lines in all); Busan sold on 4 of the 6 days; Seoul
    sold nothing on June 4, when we took in 123,000 won; the croissants' biggest sale was
    Seoul's 40 on June 1, 128,000 won (Busan's 30 on June 3: 96,000); report.py is the biggest
    file git tracks, 475 bytes (the ignored log is bigger); 1,008,400 won is $746.96 at 1,350;
    the first warning came 55 min 6 s before the first timeout; a 55-inch 16:9 screen is 47.94
    inches wide; 50 g of salt in 450 g of water is 10 % brine (11.1 % over the water alone)."""
    assert (table.MOST_BLANK, table._BLANK_LINES["README.md"]) == ("README.md", 5)
    assert sorted(table._BLANK_LINES.values())[-2] == 2
    assert (table.LONGEST_NESTED, table._NESTED_LINES["src/app.py"]) == ("src/app.py", 6)
    assert sorted(table._NESTED_LINES.values())[-2] == 4
    assert table.NOTES[3:6] == table.NOTES_MIDDLE
    assert (table.TAIL_FIRST_ITEM, table.TAIL_SLOW_MS, table.ABOVE_TAIL_ORDER) == (
        "46", "158", 2495
    )
    assert table.LOG_TAIL[-1] == table.LOG_LAST
    assert (table.REPORT_CODE_LINES, table.REPORT_CODE_NO_DOCSTRING) == (12, 11)
    assert table.REPORT_PY_LINES == 14
    assert table.BUSAN_DAYS == 4 and len(table._BY_DATE) == 6
    assert (table.NO_SEOUL_DAY, table.NO_SEOUL_DAY_WON) == ("2024-06-04", 123_000)
    assert table.CROISSANT_BEST[:2] == ["2024-06-01", "Seoul"]
    assert table.CROISSANT_BEST_WON == 128_000
    assert (table.BIGGEST_TRACKED, table._TRACKED_SIZES["report.py"]) == ("report.py", 475)
    assert "logs/app.log" not in table._TRACKED_SIZES
    assert round(table.REVENUE_USD, 2) == 746.96
    assert table.WARN_TO_TIMEOUT_S == 55 * 60 + 6
    assert round(table.TV_WIDTH_IN, 2) == 47.94
    assert table.BRINE_PERCENT == 10
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_MOST_BLANK).split() == ["5", "./README.md"]
    assert sh(_NESTED_LONGEST).split() == ["6", "src/app.py"]
    assert sh(_MIDDLE).splitlines() == table.NOTES_MIDDLE
    assert sh(_TAIL).splitlines() == table.LOG_TAIL
    assert sh(_CODE_LINES).strip() == "12"
    assert sh(_BUSAN_DAYS).strip() == "4"
    assert sh(_NO_SEOUL).strip() == "123000"
    assert sh(_CROISSANT_BEST).split() == ["2024-06-01", "128000"]
    assert sh(_STAGED) == " M todo.md\n"  # changed in the working tree, nothing in the index
    assert sh("git diff --cached --name-only") == ""
    assert sh(_BIGGEST_TRACKED).strip() == "report.py"
    assert sh(_IN_USD).strip() == "746.96"
    assert sh(_WARN_TO_TIMEOUT).strip() == "0:55:06"
    assert int(sh(_BIRTHDAY_CMD)) in table.days_until(*table.BIRTHDAY)
    assert sh(_AHEAD_CMD).split() == [_AHEAD.isoformat(), table.EN_WEEKDAYS[_AHEAD.weekday()]]


def test_word_in_answer_and_day_ahead_in_answer(tmp_path: Path) -> None:
    check = table.word_in_answer(table.GOLD_SYMBOL)
    for said in ("Au", "It's AU.", "금의 원소 기호는 Au예요.", "Au (aurum)"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in ("Ag, because…", "Australia", "It's Gd.", "restaurant"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    check = table.day_ahead_in_answer(table.DAY_AFTER_TOMORROW)
    day, name = _AHEAD, table.EN_WEEKDAYS[_AHEAD.weekday()]
    for said in (f"{day.isoformat()} ({name})", f"{name}, {day:%B} {day.day}",
                 f"{day.day}일 {table.KO_WEEKDAYS[day.weekday()]}이에요."):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    other = table.EN_WEEKDAYS[(day.weekday() + 1) % 7]
    for said in (f"{day.isoformat()} ({other})",  # the right date, another weekday
                 f"{_TOMORROW.isoformat()} ({table.EN_WEEKDAYS[_TOMORROW.weekday()]})",
                 name):  # the weekday alone
        assert not check(table.Trace(answer=said), tmp_path).ok, said


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-71", "The README has five blank lines, 5 in all.", True),
        ("files-71", "README.md", False),  # how many is missing
        ("files-71", "README.md, with 16 lines.", False),  # its lines, not its blank ones
        ("files-72", "app.py, 여섯 줄", True),
        ("files-72", "scripts/check.sh, 4줄이에요.", False),
        ("files-72", "todo.md랑 src/app.py가 6줄로 같아요. 하위 폴더 안에서는 src/app.py예요.",
         True),
        ("read-71", "Send the invoice to Daniel / Book train tickets to Busan / Renew the domain "
                    "before June", True),
        ("read-71", "Book train tickets to Busan\nRenew the domain before June\nWater the plants",
         False),  # one line too late
        ("read-72", "GET /items/46, GET /items/47, slow query 158 ms, GET /items/49, shutdown "
                    "complete", True),
        ("read-72", "\n".join(table.LOG_TAIL[1:]), False),  # four lines
        ("count-71", "11 (12 if you count the docstring)", True),
        ("count-71", "13 lines: 14 minus the blank one.", False),
        ("count-72", "나흘이에요.", True),
        ("count-72", "네 번, 100개 팔았어요.", False),  # the units, and no count of days
        ("csv-71", "12만 3천 원이요.", True),
        ("csv-71", "25,000 won.", False),  # Busan's bagels alone
        ("csv-72", "2024-06-01, 12만 8천 원", True),
        ("csv-72", "크루아상 전체 매출은 294,400원이에요.", False),
        ("git-71", "No, it's unstaged.", True),
        ("git-71", "It's been committed already.", False),
        ("git-72", "report.py예요. logs/app.log가 더 크지만 git이 무시해요.", True),
        ("git-72", "제일 큰 건 logs/app.log이고 그다음이 report.py예요.", False),
        ("script-71", "$747", True),
        ("script-71", "$1,008,400", False),
        ("script-72", "0:55:06", True),
        ("script-72", "58줄 떨어져 있어요.", False),
        ("calc-71", "About 48 inches.", True),
        ("calc-71", "About 27 inches.", False),  # the height
        ("calc-72", "10퍼센트", True),
        ("calc-72", "11%쯤이요.", False),
        ("chat-71", "The symbol is Au.", True),
        ("chat-71", "Gold is element 79.", False),
        ("chat-72", "Gyeongju, in North Gyeongsang.", True),
        ("chat-72", "대구예요.", False),
    ],
)
def test_fresh33_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh34's graders, proved before the half is ever run, as fresh6's to fresh33's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file it left).
_FRIDAY_13 = table.next_monthday_on(*table.FRIDAY_13)
_FRIDAY_13_AFTER = table.next_monthday_on(*table.FRIDAY_13, _FRIDAY_13 + dt.timedelta(days=1))
_WIDEST_LINE = (
    "for f in $(git ls-files) logs/app.log draft.txt; do echo \"$(wc -L < \"$f\") $f\"; done "
    "| sort -n | tail -n 1"
)
_LONGER_THAN_README = (
    "find . -path ./.git -prune -o -type f -print | xargs wc -l | grep -v ' total$' "
    "| awk '$1 > 16'"
)
_AT_237 = "grep ' 14:37:' logs/app.log"
_FIVE_PM = "awk '$2 >= \"17:00:00\" && $2 < \"17:05:00\"' logs/app.log"
_NOTES = "cat notes.txt"
_TOP_WORD = (
    "tr 'A-Z' 'a-z' < notes.txt | tr -s ' ' '\\n' | grep -vx the | sort | uniq -c "
    "| sort -rn | head -n 2"
)
_MOST_AT_ONCE = _SHARE_OF + (
    "m = {}\n"
    "for r in rows: m[r['product']] = max(m.get(r['product'], 0), int(r['units']))\n"
    "print(sorted(p for p in m if m[p] <= 25))\""
)
_DAY_PAIR = _SHARE_OF + (
    "w = lambda d: sum(int(r['units']) * int(r['unit_price']) for r in rows if r['date'] == d)\n"
    "print(w('2024-06-02') - w('2024-06-05'))\""
)
_ADD_ALL = "git add -A --dry-run"
_BRANCH_ONLY = "git log --oneline main..feature/inventory"
_SPACED = "sed -i '$!G' notes.txt"
_SPACED_WRONG = "sed -i '1G' notes.txt"  # one blank line, after the first note alone
_LICENSE = "printf '\\n## License\\n\\nMIT\\n' >> README.md"
_LICENSE_WRONG = "printf '\\n## License\\n' >> README.md"  # the heading, nothing under it
_LOG_STEP = (
    "python3 -c \"import datetime as d, collections as c\n"
    "t = [d.datetime.strptime(' '.join(x.split()[:2]), '%Y-%m-%d %H:%M:%S') "
    "for x in open('logs/app.log')]\n"
    "print(c.Counter((b - a).seconds for a, b in zip(t, t[1:])).most_common(1)[0][0], "
    "'seconds')\""
)
_RISE = _SHARE_OF + (
    "w = {}\n"
    "for r in rows: w[r['date']] = w.get(r['date'], 0) + int(r['units']) * int(r['unit_price'])\n"
    "d = sorted(w)\n"
    "g = {b: 100 * (w[b] - w[a]) / w[a] for a, b in zip(d, d[1:])}\n"
    "k = max(g, key=g.get); print(k, f'{g[k]:.2f}%')\""
)
_FRIDAY_13_CMD = (
    "python3 -c \"import datetime as d; t = d.date.today()\n"
    "while not (t.day == 13 and t.weekday() == 4): t += d.timedelta(days=1)\n"
    "print(t, t.strftime('%A'))\""
)
_LAUNDRY_CMD = "date -d '+100 minutes' +%H:%M"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-73",
         [tool("bash", command=_WIDEST_LINE), say("report.py: its longest line is 82 characters.")],
         [tool("bash", command="wc -L logs/app.log"),
          say("logs/app.log, with a line of 62 characters.")]),
        ("files-74",
         [tool("bash", command=_LONGER_THAN_README),
          say("logs/app.log 하나예요. 1,500줄이에요. report.py(14줄)랑 sales.csv(13줄)는 "
              "README보다 적어요.")],
         [tool("bash", command="wc -l README.md report.py sales.csv"),
          say("report.py, sales.csv, logs/app.log가 README.md보다 길어요.")]),
        ("read-73",
         [tool("bash", command=_AT_237),
          say("At 14:37:48 it logged a slow query on table stock that took 124 ms.")],
         [tool("bash", command="grep ' 02:37:' logs/app.log"),  # 2:37 in the morning
          say("At 02:37:42 it served GET /items/16.")]),
        ("read-74",
         [tool("bash", command=_FIVE_PM), say("오후 5시부터 5시 5분 사이 로그예요:\n"
                                              + "\n".join(table.WINDOW_LINES))],
         [tool("bash", command="grep ' 05:0[0-4]:' logs/app.log"),  # 5 in the morning
          say("새벽 5시대 로그예요:\n" + "\n".join(
              line for line in table.log_text().splitlines()
              if "05:00:00" <= line.split()[1] < "05:05:00"))]),
        ("count-73",
         [tool("bash", command=_NOTES), say("Two: Mina and Daniel.")],
         [tool("bash", command=_NOTES),
          say("Three: Mina, Daniel and the plumber.")]),
        ("count-74",
         [tool("bash", command=_TOP_WORD), say("'to'가 2번 나와서 제일 많아요.")],
         [tool("bash", command="tr -s ' ' '\\n' < notes.txt | sort | uniq -c | sort -rn"),
          say("'the'가 6번으로 제일 많이 나와요.")]),
        ("csv-73",
         [tool("bash", command=_MOST_AT_ONCE),
          say("Baguettes (25 at most), bagels (20) and cheesecake (8). Croissants and muffins "
              "both had sales of 40 or more.")],
         [tool("bash", command=_MOST_AT_ONCE),
          say("Bagels and cheesecake.")]),  # the baguettes' 25 is not more than 25
        ("csv-74",
         [tool("bash", command=_DAY_PAIR), say("6월 2일이 2만 6천 원 더 많았어요.")],
         [tool("bash", command=_DAY_PAIR),
          say("6월 2일이 78,000원 더 많았어요.")]),  # June 5 without its cheesecakes
        ("git-73",
         [tool("bash", command=_ADD_ALL),
          say("todo.md (modified) and draft.txt (untracked). logs/app.log is ignored, so it "
              "stays out.")],
         [tool("bash", command="git status --short"), say("Just todo.md.")]),
        ("git-74",
         [tool("bash", command=_BRANCH_ONLY),
          say("네, 'Add stock check to report' 커밋 하나가 main에 없어서 날아가요.")],
         [tool("bash", command="git branch -a"),
          say("없어요. 이 브랜치 커밋은 전부 main에도 있어요.")]),
        ("write-73",
         [tool("bash", command=_SPACED), say("Done: a blank line between each note.")],
         [tool("bash", command=_SPACED_WRONG), say("Done.")]),
        ("write-74",
         [tool("bash", command=_LICENSE), say("README.md 끝에 License 섹션을 추가했어요.")],
         [tool("bash", command=_LICENSE_WRONG), say("추가했어요.")]),
        ("script-73",
         [tool("bash", command=_LOG_STEP), say("Every 57 seconds.")],
         [tool("bash", command=_LOG_STEP),
          say("The biggest gap is 15 minutes 55 seconds.")]),
        ("script-74",
         [tool("bash", command=_RISE), say("6월 5일이에요. 전날보다 약 44.7% 늘었어요.")],
         [tool("bash", command=_RISE),
          say("6월 5일이에요. 55,000원, 약 30.9% 늘었어요.")]),  # over the new day's takings
        ("calc-73",
         [say("About $386.66 a month.")],
         [say("$20,000 plus 6% a year for 5 years is $26,000, so $433.33 a month.")]),
        ("calc-74",
         [say("넓이가 (24/18)² = 16/9배니까 약 1.78배 늘리면 돼요.")],
         [say("24 ÷ 18이라서 약 1.33배요.")]),
        ("machine-73",
         [tool("bash", command=_FRIDAY_13_CMD), say("{right}")],
         [tool("bash", command=_FRIDAY_13_CMD), say("{wrong}")]),
        ("machine-74",
         [tool("bash", command=_LAUNDRY_CMD), say("{right}")],
         [tool("bash", command="date +%H:%M"), say("{wrong}")]),
        ("chat-73",
         [say("It's the yen (JPY).")],
         [say("It's the yuan.")]),
        ("chat-74",
         [say("빨강, 초록, 파랑이에요. 셋을 섞으면 흰색이 돼요.")],
         [say("빨강, 노랑, 파랑이에요.")]),  # paint's
    ],
)
def test_fresh34_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh34"
    then = dt.datetime.now() + dt.timedelta(minutes=table.LAUNDRY_MIN)
    now = dt.datetime.now()
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-73": (f"Friday, {_FRIDAY_13:%B} {_FRIDAY_13.day}, {_FRIDAY_13.year}.",
                       f"Friday, {_FRIDAY_13_AFTER:%B} {_FRIDAY_13_AFTER.day}, "
                       f"{_FRIDAY_13_AFTER.year}."),  # the one after it
        "machine-74": (f"{then:%H:%M}쯤 끝나요.", f"지금 {now:%H:%M}이에요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-73", [tool("bash", command=_WIDEST_LINE), "Characters and file: {out}"]),
        ("files-74", [tool("bash", command=_LONGER_THAN_README), "줄 수와 파일: {out}"]),
        ("read-73", [tool("bash", command=_AT_237), "It logged: {out}"]),
        ("read-74", [tool("bash", command=_FIVE_PM), "그 사이 로그예요: {out}"]),
        ("csv-74", [tool("bash", command=_DAY_PAIR), "{out}원 더 많았어요."]),
        ("git-74", [tool("bash", command=_BRANCH_ONLY), "main에 없는 커밋이에요: {out}"]),
        ("script-73", [tool("bash", command=_LOG_STEP), "The usual gap: {out}"]),
        ("script-74", [tool("bash", command=_RISE), "날짜와 증가율: {out}"]),
        ("machine-73", [tool("bash", command=_FRIDAY_13_CMD), "The next one is {out}."]),
        ("machine-74", [tool("bash", command=_LAUNDRY_CMD), "{out}에 끝나요."]),
    ],
)
def test_fresh34_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh34's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(  # as `run`: the graders on their own, the grounding check off
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh34_writes_what_the_real_tools_write(tmp_path: Path) -> None:
    """The files fresh34's write tasks expect are what real commands make of the real
    workspace: notes.txt with a blank line between its notes (one after the last too is no
    harm), and the README with a License section and MIT under it; one blank line after the
    first note alone, a blank line before the first note, or the heading with nothing under
    it, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("write-73", (_SPACED, "sed -i G notes.txt"),
         (_SPACED_WRONG, "sed -i '1i\\\\' notes.txt; sed -i '$!G' notes.txt")),
        ("write-74", (_LICENSE, "printf '## License\\nMIT License\\n' >> README.md"),
         (_LICENSE_WRONG, "sed -i '1i ## License\\nMIT' README.md")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            subprocess.run(["bash", "-c", command], cwd=ws, check=True)
            assert all(check(trace, ws).ok for check in task.checks[:-1]), (task_id, command)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True)
            assert not all(check(trace, bad).ok for check in task.checks[:-1]), (task_id, wrong)
    notes = (tmp_path / "write-73-0" / "notes.txt").read_text(encoding="utf-8")
    assert notes.splitlines() == table.NOTES_SPACED


def test_fresh34_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh34's requests pick out one answer: report.py has the longest
    line, 82 characters (the log's 62, README.md's 50); the log alone has more lines than
    README.md's 16 (report.py 14, sales.csv 13); at 2:37 pm the log has one line, a 124 ms slow
    query (at 2:37 am, GET /items/16); from 5 pm to 5:05 pm five lines, 17:00:18 to 17:04:06
    with a 188 ms slow query; the notes name Mina and Daniel; "to" comes twice, every other
    word but "the" once; baguettes (25 at most), bagels and cheesecake never sold more than 25
    at once; June 2 took in 26,000 won more than June 5; `git add -A` stages todo.md and
    draft.txt, the log ignored; the stock check commit is on the branch alone; the log writes
    every 57 s; the takings rose the most on June 5, 44.72 %; $20,000 at 6 % over 5 years is
    $386.66 a month; a 24 cm pan takes 16/9 of an 18 cm one's batter."""
    assert (table.WIDEST_FILE, table._WIDEST["report.py"]) == ("report.py", 82)
    assert sorted(table._WIDEST.values())[-2] == 62
    assert table.LONGER_THAN_README == ("logs/app.log",)
    assert {"report.py", "sales.csv"} <= set(table.NEAR_README)
    assert table.ASKED_LINE.endswith("(124 ms)") and table.ASKED_MS == "124"
    assert [line.split()[1] for line in table._LOG if line.split()[1][:5] == "14:37"] == [
        "14:37:48"
    ]
    assert table.WINDOW_STAMPS == ("17:00:18", "17:01:15", "17:02:12", "17:03:09", "17:04:06")
    assert (table.WINDOW_MS, table.WINDOW_OUTSIDE) == ("188", ("16:59:21", "17:05:03"))
    assert table.NOTE_PEOPLE == ("Mina", "Daniel")
    assert (table.TOP_NOTE_WORD, table.TOP_NOTE_WORD_TIMES, table._RUNNER_UP[1]) == ("to", 2, 1)
    assert table.UNDER_CAP == ("baguette", "bagel", "cheesecake")
    assert table.OVER_CAP == ("croissant", "muffin")
    assert table.DAY_PAIR_GAP == 26_000
    assert table.LOG_STEP_S == 57
    assert table.RISE_DAY.isoformat() == "2024-06-05"
    assert round(table.RISE_PERCENT, 2) == 44.72
    assert round(table.LOAN_MONTHLY, 2) == 386.66
    assert round(table.PAN_SCALE, 2) == 1.78
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_WIDEST_LINE).split() == ["82", "report.py"]
    assert [row.split()[-1] for row in sh(_LONGER_THAN_README).splitlines()] == ["./logs/app.log"]
    assert sh(_AT_237).splitlines() == [table.ASKED_LINE]
    assert sh(_FIVE_PM).splitlines() == table.WINDOW_LINES
    assert sh(_TOP_WORD).split()[:3] == ["2", "to", "1"]
    assert sh(_MOST_AT_ONCE).strip() == "['bagel', 'baguette', 'cheesecake']"
    assert sh(_DAY_PAIR).strip() == "26000"
    assert sorted(re.findall(r"add '([^']+)'", sh(_ADD_ALL))) == ["draft.txt", "todo.md"]
    assert len(sh(_BRANCH_ONLY).splitlines()) == 1 and table.LAST_COMMIT in sh(_BRANCH_ONLY)
    assert sh(_LOG_STEP).strip() == "57 seconds"
    assert sh(_RISE).split() == ["2024-06-05", "44.72%"]
    assert sh(_FRIDAY_13_CMD).split()[0] == _FRIDAY_13.isoformat()


def test_next_monthday_on_monthday_on_in_answer_and_clock_after_in_answer(
    tmp_path: Path,
) -> None:
    friday = table.FRIDAY
    assert table.next_monthday_on(13, friday, dt.date(2026, 12, 7)) == dt.date(2027, 8, 13)
    assert table.next_monthday_on(13, friday, dt.date(2026, 2, 13)) == dt.date(2026, 2, 13)
    assert table.next_monthday_on(13, friday, dt.date(2026, 2, 14)) == dt.date(2026, 3, 13)
    assert table.next_monthday_on(31, 0, dt.date(2026, 4, 1)) == dt.date(2026, 8, 31)
    check = table.monthday_on_in_answer(*table.FRIDAY_13)
    day = _FRIDAY_13
    for said in (day.isoformat(), f"{day:%B} {day.day}, {day.year}",
                 f"{day.year}년 {day.month}월 {day.day}일 금요일이에요.", f"{day.day} {day:%B}"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in ("Friday the 13th", f"{_FRIDAY_13_AFTER:%B} {_FRIDAY_13_AFTER.day}",
                 "February 13, 2026",  # a past one
                 f"{day.month}월 {day.day + 10}일"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    check = table.clock_after_in_answer(table.LAUNDRY_MIN)
    then = dt.datetime.now() + dt.timedelta(minutes=table.LAUNDRY_MIN)
    half = "오후" if then.hour >= 12 else "오전"
    for said in (f"{then:%H:%M}", f"{half} {then.hour % 12 or 12}시 {then.minute}분",
                 f"{(then + dt.timedelta(minutes=5)):%H:%M}쯤"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    now = dt.datetime.now()
    for said in (f"{now:%H:%M}", f"{(then + dt.timedelta(minutes=60)):%H:%M}",
                 "1시간 40분 걸려요."):
        assert not check(table.Trace(answer=said), tmp_path).ok, said


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-73", "report.py, 82 characters (line 9).", True),
        ("files-73", "report.py", False),  # how long is missing
        ("files-73", "README.md: 50 characters.", False),
        ("files-74", "logs/app.log만 README.md(16줄)보다 길어요.", True),
        ("files-74", "없어요. README.md가 16줄로 제일 길어요.", False),  # the log forgotten
        ("files-74", "app.log랑 report.py예요.", False),
        ("read-73", "14:37:48 WARN slow query on table stock (124 ms)", True),
        ("read-73", "A slow query of 123 ms.", False),
        ("read-74", "\n".join(table.WINDOW_LINES), True),
        ("read-74", "\n".join(table._LOG[table._LOG.index(table.WINDOW_LINES[0]) - 1:
                                         table._LOG.index(table.WINDOW_LINES[-1]) + 1]), False),
        ("read-74", "\n".join(table.WINDOW_LINES[:4]), False),  # the 17:04:06 line left out
        ("count-73", "2 people: Mina and Daniel.", True),
        ("count-73", "Two: Mina and Busan.", False),
        ("count-74", "to예요. 두 번 나와요.", True),
        ("count-74", "the 빼면 다 한 번씩이에요.", False),
        ("csv-73", "바게트, 베이글, 치즈케이크요. 크루아상이랑 머핀은 빼고요.", True),
        ("csv-73", "Baguette, bagel, cheesecake and croissant.", False),
        ("csv-74", "26,000원이요.", True),
        ("csv-74", "22개 더 팔렸어요.", False),  # the units
        ("git-73", "todo.md and draft.txt; logs/ won't be added because it's ignored.", True),
        ("git-73", "todo.md, draft.txt and logs/app.log.", False),
        ("git-74", "Add stock check to report 커밋이 사라져요. 나머지는 main에 남아요.", True),
        ("git-74", "Add app code and docs 커밋이 날아가요.", False),
        ("script-73", "0:00:57", True),
        ("script-73", "About once a minute (60 s).", False),
        ("script-74", "June 5: up 44.72%.", True),
        ("script-74", "6월 4일, 38% 줄었어요.", False),
        ("calc-73", "$387 a month.", True),
        ("calc-73", "$333.33 a month.", False),  # no interest
        ("calc-74", "16/9배요.", True),
        ("calc-74", "1.5배요.", False),
        ("chat-73", "The Japanese yen.", True),
        ("chat-73", "It's the won.", False),
        ("chat-74", "RGB, 즉 빨간색, 녹색, 파란색이에요.", True),
        ("chat-74", "시안, 마젠타, 노랑이에요.", False),  # printing's
    ],
)
def test_fresh34_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh35's graders, proved before the half is ever run, as fresh6's to fresh34's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file or the ref it
# left).
_CLUB = table.next_nth_weekday(*table.BOOK_CLUB)
_CLUB_FIRST = table.next_nth_weekday(1, table.BOOK_CLUB[1])  # the first Thursday
_WEEKDAY_GREP = (
    "grep -rliE --exclude-dir=.git 'monday|tuesday|wednesday|thursday|friday|saturday|sunday' ."
)
_CHECKBOX_GREP = "grep -rlF --exclude-dir=.git -e '- [' ."
_LOG_DAY = "head -n 1 logs/app.log; tail -n 1 logs/app.log"
_ORDERS_1500 = "grep -E 'order 15[0-9]{2}' logs/app.log"
_FINAL_HOUR = "awk '$2 >= \"22:59:58\"' logs/app.log | wc -l"
_SEOUL_PRICEY = "awk -F, '$2 == \"Seoul\" && $5 > 3000' sales.csv"
_ONE_REGION = "cut -d, -f2,3 sales.csv | sort -u"
_MUFFIN_GAP = _SHARE_OF + (
    "w = {r['region']: int(r['units']) * int(r['unit_price']) for r in rows "
    "if r['product'] == 'muffin'}\nprint(w['Seoul'] - w['Incheon'])\""
)
_HOTFIX = "git branch hotfix main"
_HOTFIX_WRONG = "git checkout -q -b hotfix main"  # made off main, but now on it
_TAG = "git tag v0.1"
_TAG_WRONG = "git tag v0.1 main"  # on main's last commit, not this branch's
_TAX_RATE = (
    "printf 'TAX_RATE = 0.1\\n\\n\\ndef price_with_tax(price: int) -> int:\\n"
    "    return round(price * (1 + TAX_RATE))\\n' > src/utils.py"
)
_TAX_RATE_UNUSED = "sed -i '1i TAX_RATE = 0.1\\n' src/utils.py"  # defined, never used
_NO_INCHEON = "sed -i '/,Incheon,/d' sales.csv"
_NO_INCHEON_WRONG = "sed -i '0,/,Incheon,/{/,Incheon,/d}' sales.csv"  # the first one alone
_P90 = (
    "python3 -c \"import re, statistics\n"
    "ms = [int(x) for x in re.findall(r'\\((\\d+) ms\\)', open('logs/app.log').read())]\n"
    "print(statistics.quantiles(ms, n=10)[-1])\""
)
_QUIET = (
    "python3 -c \"import collections\n"
    "c = collections.Counter(l.split()[1][:2] for l in open('logs/app.log'))\n"
    "h = min(c, key=c.get); print(h, c[h])\""
)
_CLUB_CMD = (
    "python3 -c \"import datetime as d; t = d.date.today()\n"
    "while not (t.weekday() == 3 and 8 <= t.day <= 14): t += d.timedelta(days=1)\n"
    "print(t, t.strftime('%A'))\""
)
_ZONE_CMD = "date +%z; TZ=Asia/Seoul date +%z"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-75",
         [tool("bash", command=_WEEKDAY_GREP), say("Just notes.txt: 'Meeting with Mina at 3pm "
                                                   "on Friday'.")],
         [tool("bash", command=_WEEKDAY_GREP), say("notes.txt and sales.csv.")]),
        ("files-76",
         [tool("bash", command=_CHECKBOX_GREP), say("todo.md에 체크박스 목록이 있어요.")],
         [tool("bash", command="grep -rl -- '^- ' ."), say("README.md예요.")]),
        ("read-75",
         [tool("bash", command=_LOG_DAY), say("It's all from June 30, 2024.")],
         [tool("bash", command="git log -1 --format=%ad"), say("June 4, 2024.")]),
        ("read-76",
         [tool("bash", command=_ORDERS_1500),
          say("네, 두 건이요. 1520번이 오전 8시 14분, 1585번이 오전 9시 15분에 타임아웃 났어요.")],
         [tool("bash", command="grep -m 3 ERROR logs/app.log"),
          say("1065번 주문이 01:01:45에 타임아웃 났어요.")]),
        ("count-75",
         [tool("bash", command=_FINAL_HOUR), say("48 entries, counting the shutdown line.")],
         [tool("bash", command="grep -c ' 23:' logs/app.log"),
          say("About 63 entries, one every 57 seconds.")]),
        ("count-76",
         [tool("bash", command=_SEOUL_PRICEY), say("3건이에요: 크루아상, 바게트, 치즈케이크.")],
         [tool("bash", command="awk -F, '$5 > 3000' sales.csv"), say("6건이에요.")]),
        ("csv-75",
         [tool("bash", command=_ONE_REGION), say("Yes: cheesecake, sold only in Seoul.")],
         [tool("bash", command=_ONE_REGION), say("Baguettes, only in Busan.")]),
        ("csv-76",
         [tool("bash", command=_MUFFIN_GAP), say("서울이 5만 6천 원 더 많았어요.")],
         [tool("bash", command=_MUFFIN_GAP), say("서울이 20개 더 팔았어요.")]),
        ("git-75",
         [tool("bash", command=_HOTFIX), say("Made hotfix off main; you're still on "
                                             "feature/inventory.")],
         [tool("bash", command=_HOTFIX_WRONG), say("Done.")]),
        ("git-76",
         [tool("bash", command=_TAG), say("마지막 커밋에 v0.1 태그를 달았어요.")],
         [tool("bash", command=_TAG_WRONG), say("달았어요.")]),
        ("write-75",
         [tool("bash", command=_TAX_RATE), say("Done: TAX_RATE = 0.1, used by price_with_tax.")],
         [tool("bash", command=_TAX_RATE_UNUSED), say("Done.")]),
        ("write-76",
         [tool("bash", command=_NO_INCHEON), say("인천 판매 세 줄을 지웠어요.")],
         [tool("bash", command=_NO_INCHEON_WRONG), say("지웠어요.")]),
        ("script-75",
         [tool("bash", command=_P90), say("The 90th percentile is 180 ms.")],
         [tool("bash", command=_P90), say("The median is 144 ms.")]),
        ("script-76",
         [tool("bash", command=_QUIET), say("23시대가 48줄로 제일 조용했어요.")],
         [tool("bash", command=_QUIET), say("0시대가 63줄로 제일 조용했어요.")]),
        ("calc-75",
         [say("380 ÷ 25 = 15.2, so 16 days.")],
         [say("About 15 days.")]),
        ("calc-76",
         [say("한 돈이 3.75그램이니까 18.75그램이에요.")],
         [say("한 돈이 4그램이라 20그램이에요.")]),
        ("machine-75",
         [tool("bash", command=_CLUB_CMD), say("{right}")],
         [tool("bash", command=_CLUB_CMD), say("{wrong}")]),
        ("machine-76",
         [tool("bash", command=_ZONE_CMD), say("{right}")],
         [tool("bash", command=_ZONE_CMD), say("{wrong}")]),
        ("chat-75",
         [say("O negative (O-) is the universal donor.")],
         [say("AB positive.")]),  # the universal recipient
        ("chat-76",
         [say("고려 때 찍은 『직지심체요절』이에요.")],
         [say("팔만대장경이에요.")]),  # wood blocks
    ],
)
def test_fresh35_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh35"
    gap = abs(table.zone_gap_hours(table.SEOUL_ZONE))
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-75": (f"Thursday, {_CLUB:%B} {_CLUB.day}, {_CLUB.year}.",
                       f"Thursday, {_CLUB_FIRST:%B} {_CLUB_FIRST.day}."),  # the first Thursday
        "machine-76": (f"{gap:g}시간 차이 나요." if gap else "한국 시간이랑 같아요.",
                       f"{gap + 1:g}시간 차이 나요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("read-76", [tool("bash", command=_ORDERS_1500), "타임아웃 난 주문: {out}"]),
        ("count-75", [tool("bash", command=_FINAL_HOUR), "{out} entries."]),
        ("csv-76", [tool("bash", command=_MUFFIN_GAP), "{out}원 더 많았어요."]),
        ("script-75", [tool("bash", command=_P90), "The 90th percentile: {out} ms."]),
        ("script-76", [tool("bash", command=_QUIET), "시간대와 줄 수: {out}, 즉 23시예요."]),
        ("machine-75", [tool("bash", command=_CLUB_CMD), "The next one is {out}."]),
    ],
)
def test_fresh35_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh35's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh35_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh35's write and git tasks expect are what real commands make of
    the real workspace: a TAX_RATE of 0.1 that price_with_tax uses (1 + TAX_RATE, or 1.1 made
    of it), sales.csv without its three Incheon rows, a branch hotfix at main's last commit
    with feature/inventory still checked out, a tag v0.1 (light or annotated) on the branch's
    last commit; a constant left unused or of 1.1 used as a rate, one Incheon row gone, the
    branch checked out, or the tag on main, fails."""
    trace = table.Trace(answer="done")
    annotated = (
        "GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com git tag -a v0.1 -m 'first'"
    )
    for task_id, commands, wrongs in (
        ("write-75",
         (_TAX_RATE, "sed -i -e '1i TAX_RATE = 0.1\\n' -e 's/1\\.1/(1 + TAX_RATE)/' src/utils.py"),
         (_TAX_RATE_UNUSED,
          "sed -i -e '1i TAX_RATE = 1.1\\n' -e 's/1\\.1)/TAX_RATE)/' src/utils.py")),
        ("write-76", (_NO_INCHEON,), (_NO_INCHEON_WRONG, "sed -i '/,Busan,/d' sales.csv")),
        ("git-75", (_HOTFIX, "git checkout -q -b hotfix main && git checkout -q -"),
         (_HOTFIX_WRONG, "git branch hotfix")),
        ("git-76", (_TAG, annotated), (_TAG_WRONG, "git tag v0.2")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh35_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh35's requests pick out one answer: notes.txt alone names a
    day of the week, todo.md alone has checkboxes; the log is of June 30, 2024; orders 1520
    (08:14:00) and 1585 (09:15:45) timed out; the last hour before the shutdown has 47 entries
    and the shutdown; Seoul sold 3 things over 3,000 won; cheesecake sold in Seoul alone;
    Seoul's muffins took in 56,000 won more than Incheon's; the slow queries' 90th percentile
    is 180 ms by every usual method; hour 23 is the quietest, 48 lines; 380 pages at 25 a day
    take 16 days; five 돈 are 18.75 g."""
    assert table.WEEKDAY_FILES == ("notes.txt",)
    assert table.CHECKBOX_FILES == ("todo.md",)
    assert table.LOG_DAY.isoformat() == "2024-06-30"
    assert [line.split()[1] for line in table.ORDERS_1500S] == ["08:14:00", "09:15:45"]
    assert table.FINAL_HOUR == (47, 48)
    assert table.SEOUL_PRICEY == 3
    assert table.ONE_REGION == [("cheesecake", "Seoul")]
    assert table.MUFFIN_GAP == 56_000
    assert len(table.WITHOUT_INCHEON) == 1 + 9
    ms = table._SLOW_MS
    assert table.SLOW_P90 == 180
    assert statistics.quantiles(ms, n=10, method="inclusive")[-1] == 180
    assert sorted(ms)[math.ceil(0.9 * len(ms)) - 1] == 180  # nearest rank
    assert (table.QUIET_HOUR, table._BY_HOUR[23]) == (23, 48)
    assert sorted(table._BY_HOUR.values())[1] == 63
    assert table.BOOK_DAYS == 16
    assert table.GOLD_DON * table.DON_GRAMS == 18.75
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_WEEKDAY_GREP).split() == ["./notes.txt"]
    assert sh(_CHECKBOX_GREP).split() == ["./todo.md"]
    assert sh(_ORDERS_1500).splitlines() == table.ORDERS_1500S
    assert sh(_FINAL_HOUR).strip() == "48"
    assert len(sh(_SEOUL_PRICEY).splitlines()) == 3
    assert sh(_MUFFIN_GAP).strip() == "56000"
    assert sh(_P90).strip() == "180.0"
    assert sh(_QUIET).split() == ["23", "48"]
    assert sh(_CLUB_CMD).split()[0] == _CLUB.isoformat()


def test_next_nth_weekday_zone_gap_and_pattern_in_answer(tmp_path: Path) -> None:
    thursday = table.BOOK_CLUB[1]
    assert table.next_nth_weekday(2, thursday, dt.date(2026, 12, 7)) == dt.date(2026, 12, 10)
    assert table.next_nth_weekday(2, thursday, dt.date(2026, 12, 10)) == dt.date(2026, 12, 10)
    assert table.next_nth_weekday(2, thursday, dt.date(2026, 12, 11)) == dt.date(2027, 1, 14)
    assert table.next_nth_weekday(5, thursday, dt.date(2026, 2, 1)) == dt.date(2026, 4, 30)
    check = table.nth_weekday_ahead_in_answer(*table.BOOK_CLUB)
    day = _CLUB
    for said in (day.isoformat(), f"{day:%B} {day.day}", f"{day.month}월 {day.day}일 목요일"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in (f"the {day.day}th", f"{_CLUB_FIRST:%B} {_CLUB_FIRST.day}",
                 f"{day.month}월 {day.day + 1}일"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    winter = dt.datetime(2026, 12, 7, 12, 0, tzinfo=dt.UTC)
    assert table.zone_gap_hours("Asia/Seoul", winter) == 9 - (
        winter.astimezone().utcoffset() or dt.timedelta()
    ).total_seconds() / 3600
    gap = abs(table.zone_gap_hours(table.SEOUL_ZONE))
    check = table.zone_gap_in_answer(table.SEOUL_ZONE)
    if gap:
        for said in (f"{gap:g}시간", f"{gap:g} hours behind", f"Korea is {gap:g}h ahead"):
            assert check(table.Trace(answer=said), tmp_path).ok, said
        for said in (f"{gap + 1:g}시간", f"1{gap:g}시간", "같아요."):
            assert not check(table.Trace(answer=said), tmp_path).ok, said
    check = table.pattern_in_answer(table.UNIVERSAL_DONOR, "O negative")
    for said in ("O-", "Type O negative.", "O Rh-negative", "O−", "Rh- O형", "O형 Rh 음성",
                 "O neg"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in ("O+", "O positive", "Type O.", "AB-positive", "also negative", "O-positive"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-75", "notes.txt (Friday). No other file names a weekday.", True),
        ("files-75", "None of them.", False),
        ("files-76", "todo.md예요. README.md 목록엔 체크박스가 없어요.", True),
        ("files-76", "todo.md랑 README.md요.", False),
        ("read-75", "2024-06-30", True),
        ("read-75", "Today's.", False),
        ("read-76", "1520 (08:14:00), 1585 (09:15:45)", True),
        ("read-76", "1520번 하나, 8시 14분이에요.", False),  # 1585 left out
        ("read-76", "1455 07:12:15, 1520 08:14:00, 1585 09:15:45", False),  # 1455 isn't 15xx
        ("count-75", "47 entries before the shutdown.", True),
        ("count-75", "64.", False),
        ("count-76", "세 건이요.", True),
        ("count-76", "다섯 건이요.", False),
        ("csv-75", "치즈케이크요. 서울에서만 팔렸어요.", True),
        ("csv-75", "Cheesecake, in Busan.", False),
        ("csv-76", "56,000원", True),
        ("csv-76", "28,000원", False),  # Seoul over Busan
        ("script-75", "p90 = 180.0 ms", True),
        ("script-75", "189 ms.", False),
        ("script-76", "밤 11시대, 48줄이요.", True),
        ("script-76", "23시대, 47줄이요.", False),
        ("calc-75", "15.2 days.", True),
        ("calc-75", "17 days.", False),
        ("calc-76", "18.75g", True),
        ("calc-76", "17.5그램", False),
        ("chat-75", "Type O negative blood.", True),
        ("chat-75", "O positive is the most common, so that one.", False),
        ("chat-76", "Jikji, printed in 1377.", True),
        ("chat-76", "구텐베르크 성경이에요.", False),
    ],
)
def test_fresh35_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh36's graders, proved before the half is ever run, as fresh6's to fresh35's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file or the ref it
# left).
_PAYDAY = min(table.days_until_last_weekday(table.FRIDAY))
_MATURES = table.months_ahead(table.SAVINGS_MONTHS)
_180_DAYS = dt.date.today() + dt.timedelta(days=180)
_NOT_MATURES = _180_DAYS if _180_DAYS != _MATURES else _180_DAYS + dt.timedelta(days=3)
_PY_GREP = "grep -rliF --exclude-dir=.git python . | sort"
_FOLDERS_LS = "for d in */; do echo \"$d: $(ls $d)\"; done"
_DRAFT_CAT = "cat draft.txt"
_FIRST_TIMEOUTS = "grep -m 3 ERROR logs/app.log"
_ITEMS_BEFORE_ONE = (
    "awk '$2 < \"01:00:00\"' logs/app.log | grep -o '/items/[0-9]*' | sort -u | wc -l"
)
_ITEM_HITS = "grep -o '/items/[0-9]*$' logs/app.log | sort | uniq -c | sort -rn | head -n 1"
_BY_PRODUCT = "sort -t, -k3,3 -k1,1 sales.csv"
_BUSAN_RUN = _SHARE_OF + (
    "print(sum(int(r['units']) * int(r['unit_price']) for r in rows if r['region'] == "
    "'Busan' and '2024-06-03' <= r['date'] <= '2024-06-05'))\""
)
_STAGE = "git add todo.md"
_STAGE_WRONG = "git add -A"  # draft.txt staged with it
_WHO = "GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
_AMEND = _WHO + "git commit -q --amend -m 'Add stock check to report.py'"
_AMEND_WRONG = _WHO + "git commit -q --amend -a -m 'Add stock check to report.py'"  # + todo.md
_NO_BLANKS = "sed -i '/^$/d' README.md"
_NO_BLANKS_WRONG = "sed -i '0,/^$/{/^$/d}' README.md"  # the first blank line alone
_NO_BACKUP = "sed -i '/backup ok/d' scripts/check.sh"
_NO_BACKUP_WRONG = "sed -i 's/backup ok//' scripts/check.sh"  # an empty line printed instead
_PRIMES = (
    "python3 -c \"print(sum(1 for n in range(2, 10000) "
    "if all(n % p for p in range(2, int(n ** 0.5) + 1))))\""
)
_NOTES_MEAN = (
    "python3 -c \"lines = open('notes.txt').read().splitlines()\n"
    "print(sum(len(l) for l in lines) / len(lines))\""
)
_PAYDAY_CMD = (
    "python3 -c \"import datetime as d; t = d.date.today(); x = t\n"
    "while not (x.weekday() == 4 and (x + d.timedelta(days=7)).month != x.month):\n"
    "    x += d.timedelta(days=1)\n"
    "print((x - t).days)\""
)
_MATURES_CMD = "date +%F"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-77",
         [tool("bash", command=_PY_GREP), say("README.md (python3 report.py) and "
                                              "docs/setup.md (Install Python 3.11).")],
         [tool("bash", command="find . -name '*.py'"),
          say("report.py, src/app.py and src/utils.py.")]),
        ("files-78",
         [tool("bash", command=_FOLDERS_LS), say("docs 폴더예요. setup.md랑 usage.md만 있어요.")],
         [tool("bash", command=_FOLDERS_LS), say("src 폴더예요.")]),
        ("read-77",
         [tool("bash", command=_DRAFT_CAT), say("It says: ideas for the summer menu.")],
         [tool("bash", command="head -n 1 notes.txt"), say("Meeting with Mina at 3pm on "
                                                           "Friday.")]),
        ("read-78",
         [tool("bash", command=_FIRST_TIMEOUTS),
          say("1065번이 01:01:45, 1130번이 02:03:30, 1195번이 03:05:15에 타임아웃 났어요.")],
         [tool("bash", command="grep -m 1 ERROR logs/app.log"),
          say("1065번 주문이 01:01:45에 처음 타임아웃 났어요.")]),
        ("count-77",
         [tool("bash", command=_ITEMS_BEFORE_ONE), say("44 different item pages.")],
         [tool("bash", command="awk '$2 < \"01:00:00\"' logs/app.log | grep -c items"),
          say("54 item pages.")]),
        ("count-78",
         [tool("bash", command=_ITEM_HITS), say("제일 많이 요청된 페이지는 26번씩 요청됐어요.")],
         [tool("bash", command=_ITEM_HITS), say("25번이요.")]),
        ("csv-77",
         [tool("bash", command=_BY_PRODUCT),
          say("Yes, the baguette: 15 on June 1, then 25 on June 3.")],
         [tool("bash", command=_BY_PRODUCT), say("The croissant.")]),
        ("csv-78",
         [tool("bash", command=_BUSAN_RUN), say("24만 7천 원이에요.")],
         [tool("bash", command=_BUSAN_RUN), say("30만 8,500원이에요.")]),  # every Busan sale
        ("git-77",
         [tool("bash", command=_STAGE), say("Staged todo.md; nothing is committed.")],
         [tool("bash", command=_STAGE_WRONG), say("Done.")]),
        ("git-78",
         [tool("bash", command=_AMEND), say("마지막 커밋 메시지를 바꿨어요.")],
         [tool("bash", command=_AMEND_WRONG), say("바꿨어요.")]),
        ("write-77",
         [tool("bash", command=_NO_BLANKS), say("Removed the blank lines from README.md.")],
         [tool("bash", command=_NO_BLANKS_WRONG), say("Done.")]),
        ("write-78",
         [tool("bash", command=_NO_BACKUP), say("backup ok 줄을 뺐어요.")],
         [tool("bash", command=_NO_BACKUP_WRONG), say("뺐어요.")]),
        ("script-77",
         [tool("bash", command=_PRIMES), say("There are 1,229 primes below 10,000.")],
         [tool("bash", command=_PRIMES), say("There are 1,230 of them.")]),  # 1 counted
        ("script-78",
         [tool("bash", command=_NOTES_MEAN), say("한 줄에 평균 25.875글자예요.")],
         [tool("bash", command=_NOTES_MEAN), say("평균 26.875글자예요.")]),  # + the newline
        ("calc-77",
         [say("350°F is about 176.7°C.")],
         [say("About 180°C.")]),
        ("calc-78",
         [say("15.4%면 7만 7천 원을 떼니까 42만 3천 원 받아요.")],
         [say("세금 7만 7천 원이에요.")]),  # the tax, not what is left
        ("machine-77",
         [tool("bash", command=_PAYDAY_CMD), say("{right}")],
         [tool("bash", command=_PAYDAY_CMD), say("{wrong}")]),
        ("machine-78",
         [tool("bash", command=_MATURES_CMD), say("{right}")],
         [tool("bash", command=_MATURES_CMD), say("{wrong}")]),
        ("chat-77",
         [say("Vitamin D.")],
         [say("Vitamin C.")]),
        ("chat-78",
         [say("상하이(상해)예요. 1919년에 세워졌어요.")],
         [say("충칭이에요.")]),  # its last seat
    ],
)
def test_fresh36_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh36"
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-77": (f"{_PAYDAY} days until your next payday.",
                       f"{_PAYDAY + 7} days until your next payday."),
        "machine-78": (f"만기일은 {_MATURES.year}년 {_MATURES.month}월 {_MATURES.day}일이에요.",
                       f"만기일은 {_NOT_MATURES.year}년 {_NOT_MATURES.month}월 "
                       f"{_NOT_MATURES.day}일이에요."),  # 180 days on
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("read-78", [tool("bash", command=_FIRST_TIMEOUTS), "처음 세 번: {out}"]),
        ("count-77", [tool("bash", command=_ITEMS_BEFORE_ONE), "{out} different pages."]),
        ("count-78", [tool("bash", command=_ITEM_HITS), "횟수와 페이지: {out}"]),
        ("csv-78", [tool("bash", command=_BUSAN_RUN), "{out}원이에요."]),
        ("script-77", [tool("bash", command=_PRIMES), "{out} primes."]),
        ("script-78", [tool("bash", command=_NOTES_MEAN), "평균 {out}글자예요."]),
        ("machine-77", [tool("bash", command=_PAYDAY_CMD), "{out} days to go."]),
    ],
)
def test_fresh36_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh36's expected values (computed from the table's constants, or read when graded)
    are what the real workspace and machine say: an answer that passes the tool's output on
    passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh36_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh36's write and git tasks expect are what real commands make of
    the real workspace: README.md without its blank lines, check.sh without its backup line
    (deleted, or commented out), todo.md alone staged with nothing committed, the last commit's
    message amended with its change and its parent kept; the first blank line alone gone, an
    empty line printed for the backup, draft.txt staged too or todo.md committed, an amend that
    took todo.md in or a new commit on top, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("write-77", (_NO_BLANKS, "grep -v '^$' README.md > r.tmp && mv r.tmp README.md"),
         (_NO_BLANKS_WRONG, "sed -i '/^$/d' README.md docs/setup.md")),
        ("write-78", (_NO_BACKUP, "sed -i 's/^echo \"backup ok\"/# &/' scripts/check.sh"),
         (_NO_BACKUP_WRONG, "sed -i '/disk ok/d' scripts/check.sh")),
        ("git-77", (_STAGE, "git add -- todo.md && git status --short"),
         (_STAGE_WRONG, _WHO + "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com "
                               "git commit -qam 'Order more flour'", "git add draft.txt")),
        ("git-78", (_AMEND, "git reset -q --soft HEAD~1 && " + _WHO
                    + "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com "
                      "git commit -q -m 'Add stock check to report.py'"),
         (_AMEND_WRONG, _WHO + "git commit -q --allow-empty -m 'Add stock check to report.py'",
          _WHO + "git commit -q --amend -m 'Fix the report'")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh36_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh36's requests pick out one answer: README.md and
    docs/setup.md alone name Python; docs alone holds Markdown and nothing else; draft.txt is
    about the summer menu; the first three timeouts are at
    01:01:45, 02:03:30 and 03:05:15 (the fourth at 04:07:00); 44 item pages were served before
    1 am in 54 requests; the most requested pages were asked for 26 times each (the next 25);
    the baguette alone sold more each time; Busan took in 247,000 won on June 3 to 5 (308,500
    in all); there are 1,229 primes below 10,000; a note is 25.875 characters long on average
    (21.875 without the spaces); 350 °F is 176.67 °C; 500,000 won less 15.4 % is 423,000."""
    assert table.PYTHON_NAMED == ("README.md", "docs/setup.md")
    assert table.MD_ONLY_FOLDERS == ("docs",)
    assert table.OTHER_FOLDERS == ("logs", "scripts", "src")
    assert table.DRAFT_WORDS == ("summer", "menu")
    assert [line.split()[1] for line in table.FIRST_TIMEOUTS] == [
        "01:01:45", "02:03:30", "03:05:15"]
    assert table.FOURTH_TIMEOUT.split()[1] == "04:07:00"
    assert table.ITEMS_BEFORE_ONE == 44
    assert table.ITEM_HITS_MOST == 26
    assert sorted(set(table._ITEM_HITS.values()))[-2] == 25
    assert table.RISING == ("baguette",)
    assert table.BUSAN_RUN_WON == 247_000
    assert len(table.README_NO_BLANKS) == table.README_NONBLANK == 11
    assert table.CHECK_SH_NO_BACKUP == ["disk ok", "STATUS OK (build 7781)"]
    assert table.PRIME_COUNT == 1229
    assert table.NOTES_MEAN_CHARS == (25.875, 21.875)
    assert round(table.OVEN_C, 2) == 176.67
    assert table.INTEREST_NET == 423_000
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_PY_GREP).split() == ["./README.md", "./docs/setup.md"]
    assert sh(_FIRST_TIMEOUTS).splitlines() == table.FIRST_TIMEOUTS
    assert sh(_ITEMS_BEFORE_ONE).strip() == "44"
    assert sh(_ITEM_HITS).split()[0] == "26"
    assert sh(_BUSAN_RUN).strip() == "247000"
    assert sh(_PRIMES).strip() == "1229"
    assert sh(_NOTES_MEAN).strip() == "25.875"
    assert int(sh(_PAYDAY_CMD)) == _PAYDAY


def test_staged_commit_touches_last_weekday_and_months_ahead(tmp_path: Path) -> None:
    friday = table.FRIDAY
    assert table.next_last_weekday(friday, dt.date(2026, 12, 7)) == dt.date(2026, 12, 25)
    assert table.next_last_weekday(friday, dt.date(2026, 12, 25)) == dt.date(2026, 12, 25)
    assert table.next_last_weekday(friday, dt.date(2026, 12, 26)) == dt.date(2027, 1, 29)
    assert table.days_until_last_weekday(friday, dt.date(2026, 12, 7)) == {18, 19}
    assert table.days_until_last_weekday(friday, dt.date(2026, 12, 25)) == {0, 1, 35, 36}
    check = table.days_until_last_weekday_in_answer(friday)
    left = min(table.days_until_last_weekday(friday))
    payday = table.next_last_weekday(friday)
    for said in (f"{left} days", f"{left}일 남았어요.", f"Friday, {payday:%B} {payday.day}: "
                 f"{left} days.", f"{payday.month}월 {payday.day}일이니까 {left}일 남았어요."):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in (f"{payday:%B} {payday.day}.", f"the {payday.day}th",
                 f"{payday.month}월 {payday.day}일이에요.", f"{left + 7} days"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    assert table.months_ahead(6, dt.date(2026, 12, 7)) == dt.date(2027, 6, 7)
    assert table.months_ahead(6, dt.date(2026, 8, 31)) == dt.date(2027, 2, 28)
    assert table.months_ahead(6, dt.date(2027, 8, 31)) == dt.date(2028, 2, 29)
    assert table.months_ahead(1, dt.date(2026, 1, 31)) == dt.date(2026, 2, 28)
    check = table.months_ahead_in_answer(6)
    day = table.months_ahead(6)
    for said in (day.isoformat(), f"{day.year}년 {day.month}월 {day.day}일", f"{day:%B} {day.day}"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    later = day + dt.timedelta(days=10)
    for said in (f"{later.month}월 {later.day}일", f"{day.month}월 {day.day}0일",
                 f"{day.month}월 1{day.day}일"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    check = table.pattern_in_answer(table.VITAMIN_D, "vitamin D")
    for said in ("Vitamin D.", "vitamin D3", "비타민 D", "비타민D예요", "비타민 디"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in ("Vitamin C.", "vitamin Dz", "비타민 C", "vitamins"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    ws = table.build_workspace(tmp_path / "ws")
    trace = table.Trace(answer="done")
    staged = table.staged_exactly("todo.md")
    touches = table.commit_touches("HEAD", "report.py")
    assert not staged(trace, ws).ok  # nothing staged yet
    assert touches(trace, ws).ok  # the last commit changed report.py alone
    subprocess.run(["git", "add", "todo.md"], cwd=ws, check=True)
    assert staged(trace, ws).ok
    subprocess.run(["git", "add", "draft.txt"], cwd=ws, check=True)
    assert not staged(trace, ws).ok
    assert not table.commit_touches("HEAD~1", "report.py")(trace, ws).ok  # APP_COMMIT's 5
    assert not table.commit_touches("no-such-ref", "report.py")(trace, ws).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-77", "docs/setup.md and README.md. None of the other files mention it.", True),
        ("files-77", "Only docs/setup.md.", False),  # README.md's python3 missed
        ("files-78", "docs 폴더요. src엔 파이썬 파일만 있어서 아니에요.", True),
        ("files-78", "docs랑 logs요.", False),
        ("read-77", "Just one line: ideas for the summer menu.", True),
        ("read-77", "Ideas for the summer.", False),
        ("read-78", "새벽 1시 1분, 2시 3분, 3시 5분이에요.", True),
        ("read-78", "01:01:45, 02:03:30, 03:05:15, 04:07:00이에요.", False),  # the fourth too
        ("count-77", "There were 44.", True),
        ("count-77", "50.", False),
        ("count-78", "26번이요.", True),
        ("count-78", "23번이요.", False),  # the fewest
        ("csv-77", "Baguettes. Croissants went down every time.", True),
        ("csv-77", "Baguette and muffin.", False),
        ("csv-78", "247,000원", True),
        ("csv-78", "85개 팔았어요.", False),  # the units
        ("script-77", "1229", True),
        ("script-77", "1,228 primes.", False),
        ("script-78", "공백 빼면 평균 21.875자예요.", True),
        ("script-78", "전부 207자예요.", False),  # the total
        ("calc-77", "176.67 °C", True),
        ("calc-77", "175°C.", False),  # the dial's nearest mark
        ("calc-78", "423,000원이요.", True),
        ("calc-78", "43만 원이요.", False),  # at 14 %
        ("chat-77", "It's vitamin D (D3, cholecalciferol).", True),
        ("chat-77", "Vitamin B12.", False),
        ("chat-78", "Shanghai, in 1919.", True),
        ("chat-78", "중경(충칭)이에요.", False),
    ],
)
def test_fresh36_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh37's graders, proved before the half is ever run, as fresh6's to fresh36's above: for
# each task a hand-written right answer (after the tool call that would find it, or the real
# edit) passes, and a plausible wrong one fails on its content (or on the file or the ref it
# left).
_F37_LEAP = table.next_leap_day()
_F37_BABY = dt.date.today() + dt.timedelta(days=table.BABY_DAYS - 1)
_F37_NOT_BABY = table.months_ahead(36)  # "three years on", not the thousandth day
_F37_NEVER = "git status --short --ignored"
_F37_SALES_GREP = "grep -rlF --exclude-dir=.git sales.csv . | grep -v '^./sales.csv$' | sort"
_F37_CHEESECAKE = "grep cheesecake sales.csv"
_F37_APP = "cat src/app.py"
_F37_PER_FOLDER = "for d in */; do echo \"$d $(ls \"$d\" | wc -l)\"; done"
_F37_WORDS = "wc -w < README.md"
_F37_BUSAN_DAY = _SHARE_OF + (
    "b = [r for r in rows if r['region'] == 'Busan']\n"
    "print(sum(int(r['units']) * int(r['unit_price']) for r in b) // len({r['date'] for r in b}))\""
)
_F37_JUNE6 = "grep 2024-06-06 sales.csv"
_F37_DISCARD = "git checkout -- todo.md"
_F37_RENAME = "git branch -m feature/stock"
_F37_ERRORS = "grep ERROR logs/app.log > errors.txt"
_F37_UNIGNORE = "sed -i '/^logs\\/$/d' .gitignore"
_F37_BORN = "python3 -c \"import datetime; print(datetime.date(1988, 7, 14).strftime('%A'))\""
_F37_MONDAYS = (
    "python3 -c \"import datetime as d; print(sum(1 for n in range(366) "
    "if (d.date(2024, 1, 1) + d.timedelta(days=n)).weekday() == 0))\""
)
_F37_TODAY = "date +%F"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-79",
         [tool("bash", command=_F37_NEVER),
          say("draft.txt (untracked) and logs/app.log (ignored by .gitignore) have never been "
              "committed.")],
         [tool("bash", command="git status --short"),
          say("todo.md and draft.txt.")]),  # todo.md changed, but committed; the log missed
        ("files-80",
         [tool("bash", command=_F37_SALES_GREP),
          say("README.md, report.py, docs/usage.md 세 군데에 sales.csv가 적혀 있어요.")],
         [tool("bash", command="grep -lF sales.csv docs/*"),
          say("docs/usage.md 하나예요.")]),
        ("read-79",
         [tool("bash", command=_F37_CHEESECAKE), say("2024-06-05,Seoul,cheesecake,8,6500")],
         [tool("bash", command=_F37_CHEESECAKE),
          say("June 5, Seoul: 8 cheesecakes at 6,500 won.")]),  # not as the line is written
        ("read-80",
         [tool("bash", command=_F37_APP),
          say("src/app.py 내용이에요:\n```python\ndef main() -> None:\n    print(\"bakery app\")"
              "\n\n\nif __name__ == \"__main__\":\n    main()\n```")],
         [tool("bash", command=_F37_APP),
          say("main 함수에서 bakery app을 출력하는 코드예요.")]),  # told, not shown
        ("count-79",
         [tool("bash", command=_F37_PER_FOLDER),
          say("docs: 2 files, logs: 1, scripts: 1, src: 2.")],
         [tool("bash", command=_F37_PER_FOLDER),
          say("docs: 2 files, logs: 1, scripts: 1, src: 3.")]),
        ("count-80",
         [tool("bash", command=_F37_WORDS), say("README.md는 59단어예요.")],
         [tool("bash", command="wc -l < README.md"), say("16단어예요.")]),  # its lines
        ("csv-79",
         [tool("bash", command=_F37_BUSAN_DAY),
          say("Busan sold on 4 days and averaged 77,125 won a day.")],
         [tool("bash", command=_F37_BUSAN_DAY),
          say("About 51,417 won a day.")]),  # 308,500 over all 6 days
        ("csv-80",
         [tool("bash", command=_F37_JUNE6),
          say("인천이 70,400원, 서울이 45,000원이라 인천이 2만 5,400원 더 많아요.")],
         [tool("bash", command=_F37_JUNE6),
          say("인천이 22개, 서울이 18개라 인천이 4개 더 팔았어요.")]),  # units, not won
        ("git-79",
         [tool("bash", command=_F37_DISCARD), say("todo.md is back to the last commit.")],
         [tool("bash", command="git clean -fdq && " + _F37_DISCARD),
          say("Done.")]),  # draft.txt gone too
        ("git-80",
         [tool("bash", command=_F37_RENAME), say("브랜치 이름을 feature/stock으로 바꿨어요.")],
         [tool("bash", command="git checkout -q -b feature/stock"),
          say("바꿨어요.")]),  # feature/inventory left behind
        ("write-79",
         [tool("bash", command=_F37_ERRORS), say("Saved the 23 timeout lines to errors.txt.")],
         [tool("bash", command="grep -E 'ERROR|WARN' logs/app.log > errors.txt"),
          say("Done.")]),
        ("write-80",
         [tool("bash", command=_F37_UNIGNORE), say(".gitignore에서 logs/ 줄을 뺐어요.")],
         [tool("bash", command="echo '!logs/' >> .gitignore"), say("뺐어요.")]),
        ("script-79",
         [tool("bash", command=_F37_BORN), say("July 14, 1988 was a Thursday.")],
         [tool("bash", command=_F37_BORN), say("It was a Friday.")]),
        ("script-80",
         [tool("bash", command=_F37_MONDAYS), say("2024년에는 월요일이 53번 있었어요.")],
         [tool("bash", command=_F37_MONDAYS), say("52번이요.")]),
        ("calc-79",
         [say("$2.10 / 6 = $0.35 an egg, so 15 eggs cost $5.25.")],
         [say("You'd need 3 packs: $6.30.")]),
        ("calc-80",
         [say("10,030원 × 6시간 × 5일 × 4주 = 120만 3,600원이에요.")],
         [say("하루 6만 180원이니까 30만 900원이에요.")]),  # one week
        ("machine-79",
         [tool("bash", command=_F37_TODAY), say("{right}")],
         [tool("bash", command=_F37_TODAY), say("{wrong}")]),
        ("machine-80",
         [tool("bash", command=_F37_TODAY), say("{right}")],
         [tool("bash", command=_F37_TODAY), say("{wrong}")]),
        ("chat-79",
         [say("Marie Curie, in 1903 (physics).")],
         [say("Mother Teresa.")]),
        ("chat-80",
         [say("넙다리뼈(대퇴골)예요.")],
         [say("정강이뼈예요.")]),
    ],
)
def test_fresh37_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh37"
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-79": (f"The next one is {_F37_LEAP:%B} 29, {_F37_LEAP.year}.",
                       f"The next one is {_F37_LEAP:%B} 29, {_F37_LEAP.year + 4}."),
        "machine-80": (f"천 일째 되는 날은 {_F37_BABY.year}년 {_F37_BABY.month}월 "
                       f"{_F37_BABY.day}일이에요.",
                       f"천 일째 되는 날은 {_F37_NOT_BABY.year}년 {_F37_NOT_BABY.month}월 "
                       f"{_F37_NOT_BABY.day}일이에요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("read-79", [tool("bash", command=_F37_CHEESECAKE), "The line: {out}"]),
        ("count-79", [tool("bash", command=_F37_PER_FOLDER), "Files per folder: {out}"]),
        ("count-80", [tool("bash", command=_F37_WORDS), "{out}단어예요."]),
        ("csv-79", [tool("bash", command=_F37_BUSAN_DAY), "{out} won a day."]),
        ("script-79", [tool("bash", command=_F37_BORN), "It was a {out}."]),
        ("script-80", [tool("bash", command=_F37_MONDAYS), "월요일은 {out}번이에요."]),
    ],
)
def test_fresh37_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh37's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh37_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh37's write and git tasks expect are what real commands make of
    the real workspace: errors.txt with the timeout lines alone, .gitignore without its logs/
    line (or gone), todo.md's change thrown away with draft.txt kept, the branch renamed; the
    warnings put in too or the order numbers alone, the line kept or the logs committed, draft.txt
    cleaned away or a commit undone, a new branch beside the old one, fails."""
    trace = table.Trace(answer="done")
    who = ("GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
           "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com ")
    for task_id, commands, wrongs in (
        ("write-79", (_F37_ERRORS, "grep 'payment gateway timeout' logs/app.log > errors.txt"),
         ("grep -E 'ERROR|WARN' logs/app.log > errors.txt",
          "grep -o 'order [0-9]*' logs/app.log > errors.txt")),
        ("write-80", (_F37_UNIGNORE, ": > .gitignore", "rm .gitignore"),
         ("echo '!logs/' >> .gitignore", "echo '*.log' > .gitignore",
          _F37_UNIGNORE + " && git add .gitignore logs && " + who + "git commit -qm 'Track logs'")),
        ("git-79", (_F37_DISCARD, "git restore todo.md", "git stash -q"),
         ("git clean -fdq && " + _F37_DISCARD, "git reset -q --hard HEAD~1",
          who + "git commit -qam 'Order more flour'")),
        ("git-80", (_F37_RENAME, "git branch -m feature/inventory feature/stock"),
         ("git checkout -q -b feature/stock", "git branch feature/stock",
          "git branch -m feature/stocks")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", (who if "stash" in command else "") + command],
                           cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh37_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh37's requests pick out one answer: draft.txt and the log alone
    were never committed; README.md, report.py and docs/usage.md name sales.csv; the cheesecake
    line is 2024-06-05,Seoul,cheesecake,8,6500; src and docs hold 2 files, scripts and logs 1;
    README.md has 59 words (52 without its bare marks); Busan sold on 4 days, 77,125 won a day;
    on June 6 Incheon took 25,400 won more than Seoul; July 14, 1988 was a Thursday; 2024 had 53
    Mondays; 15 eggs at $2.10 for 6 cost $5.25; 120 hours at 10,030 won are 1,203,600 won."""
    assert table.NEVER_COMMITTED == ("logs/app.log", "draft.txt")
    assert table.SALES_CSV_NAMED == ("README.md", "report.py", "docs/usage.md")
    assert table.CHEESECAKE_ROW == "2024-06-05,Seoul,cheesecake,8,6500"
    assert table.APP_PY_CODE == ("def main() -> None:", 'print("bakery app")',
                                 'if __name__ == "__main__":', "main()")
    assert table.FILES_PER_FOLDER == {"src": 2, "docs": 2, "scripts": 1, "logs": 1}
    assert table.README_WORDS == (59, 52)
    assert (table.BUSAN_SALE_DAYS, table.BUSAN_PER_DAY) == (4, 77_125)
    assert (table.JUNE6_AHEAD, table.JUNE6_GAP) == ("Incheon", 25_400)
    assert table.BORN_DAY.weekday() == 3
    assert table.MONDAYS_2024 == 53
    assert round(table.EGGS_COST_USD, 2) == 5.25
    assert table.WAGE_MONTH == 1_203_600
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sorted(sh("git status --short --ignored").splitlines()) == [
        " M todo.md", "!! logs/", "?? draft.txt"]
    assert sorted(sh(_F37_SALES_GREP).split()) == [
        "./README.md", "./docs/usage.md", "./report.py"]
    assert sh(_F37_CHEESECAKE).strip() == table.CHEESECAKE_ROW
    assert sh(_F37_PER_FOLDER).split() == ["docs/", "2", "logs/", "1", "scripts/", "1", "src/",
                                           "2"]
    assert sh(_F37_WORDS).strip() == "59"
    assert sh(_F37_BUSAN_DAY).strip() == "77125"
    assert sh(_F37_BORN).strip() == "Thursday"
    assert sh(_F37_MONDAYS).strip() == "53"


def test_branch_gone_and_next_leap_day(tmp_path: Path) -> None:
    assert table.next_leap_day(dt.date(2026, 12, 7)) == dt.date(2028, 2, 29)
    assert table.next_leap_day(dt.date(2028, 2, 29)) == dt.date(2028, 2, 29)
    assert table.next_leap_day(dt.date(2028, 3, 1)) == dt.date(2032, 2, 29)
    assert table.next_leap_day(dt.date(2099, 6, 1)) == dt.date(2104, 2, 29)  # 2100: none
    check = table.leap_day_in_answer()
    day = table.next_leap_day()
    for said in (f"February 29, {day.year}", f"{day.year}년 2월 29일", day.isoformat(),
                 f"29 February {day.year}", f"Feb 29 ({day.year})"):
        assert check(table.Trace(answer=said), tmp_path).ok, said
    for said in ("February 29", f"February 29, {day.year + 4}", f"{day.year}년 2월 28일",
                 f"{day.year}", f"{day.year}년 12월 29일"):
        assert not check(table.Trace(answer=said), tmp_path).ok, said
    ws = table.build_workspace(tmp_path / "ws")
    trace = table.Trace(answer="done")
    gone = table.branch_gone("feature/inventory")
    assert not gone(trace, ws).ok
    subprocess.run(["git", "branch", "-m", "feature/stock"], cwd=ws, check=True)
    assert gone(trace, ws).ok
    assert table.on_branch("feature/stock")(trace, ws).ok
    assert not table.branch_gone("main")(trace, ws).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-79", "Two: draft.txt, and the logs folder, which .gitignore keeps out.", True),
        ("files-79", "draft.txt, logs/app.log and todo.md.", False),  # todo.md was committed
        ("files-79", "todo.md has changes that aren't committed, but it's tracked. Never "
                     "committed: draft.txt and logs/app.log.", True),
        ("files-80", "README.md랑 report.py, 그리고 docs/usage.md예요. setup.md엔 없어요.", True),
        ("files-80", "README.md랑 report.py예요.", False),  # usage.md missed
        ("files-80", "README.md, report.py, usage.md, setup.md예요.", False),
        ("read-79", "Here it is: `2024-06-05,Seoul,cheesecake,8,6500`", True),
        ("read-79", "2024-06-05,Seoul,cheesecake,8,6,500", False),
        ("read-80", 'def main() -> None:\n    print("bakery app")\n\n\nif __name__ == '
                    '"__main__":\n    main()', True),
        ("read-80", 'def price_with_tax(price: int) -> int:\n    return round(price * 1.1)',
         False),  # src/utils.py
        ("count-79", "src has 2 files, docs has 2, scripts has 1 and logs has 1.", True),
        ("count-79", "src: 2, docs: 2, scripts: 1, logs: 2", False),
        ("count-80", "#나 - 같은 기호를 빼면 52단어예요.", True),
        ("count-80", "40단어예요.", False),  # notes.txt's words
        ("csv-79", "77125 won", True),
        ("csv-79", "308,500 won over its 4 days.", False),  # the total, not per day
        ("csv-80", "Incheon이 25,400원 더 많아요.", True),
        ("csv-80", "서울이 더 많아요.", False),
        ("script-79", "Thu", True),
        ("script-79", "Wednesday.", False),
        ("script-80", "53", True),
        ("script-80", "2024년은 윤년이라 366일이에요.", False),
        ("calc-79", "5.25 dollars", True),
        ("calc-79", "$0.35 an egg.", False),  # the price per egg alone
        ("calc-80", "1,203,600원", True),
        ("calc-80", "120만 원쯤이요.", False),
        ("chat-79", "Marie Skłodowska-Curie.", True),
        ("chat-79", "Bertha von Suttner.", False),
        ("chat-80", "허벅지 뼈, 대퇴골이요.", True),
        ("chat-80", "척추예요.", False),
    ],
)
def test_fresh37_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh38 ------------------------------------------------------------------------------------
_F38_HALLOWEEN = min(table.days_until(*table.HALLOWEEN))
_F38_HANGUL = table.this_years(*table.HANGUL_DAY)
_F38_PY = "find . -name '*.py' -not -path './.git/*' -not -path './src/*'"
_F38_TXT = "ls *.txt"
_F38_LOGS = "grep 'logs/' README.md"
_F38_DOC = "head -1 report.py"
_F38_LATE = f"tail -n +{table.LOG_HALF_FROM} logs/app.log | grep -c ERROR"
_F38_OVER = f"awk -F, 'NR > 1 && $4 > {table.MANY_UNITS}' sales.csv | wc -l"
_F38_BUSAN_PRICE = "awk -F, '$2 == \"Busan\" {s += $5; n++} END {print s / n}' sales.csv"
_F38_DAYS = ("awk -F, 'NR > 1 {t[$1] += $4 * $5} END {for (d in t) if (t[d] > 200000) "
             "print d, t[d]}' sales.csv")
_F38_MERGE = "git checkout -q main && git merge -q feature/inventory"
_F38_RESTORE = "git checkout HEAD~1 -- report.py"
_F38_RENAME = "git mv docs/setup.md docs/install.md"
_F38_TITLE = "sed -i '1s/.*/# 사용법/' docs/usage.md"
_F38_SUM = ("python3 -c \"print(sum(n for n in range(1, 1001) "
            "if n % 3 == 0 or n % 5 == 0))\"")
_F38_TEN_K = ("python3 -c \"import datetime as d; "
              "print(d.date(2000, 1, 1) + d.timedelta(days=10000))\"")
_F38_TODAY = "date +%F"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-81",
         [tool("bash", command=_F38_PY), say("Just one: report.py, at the top of the project.")],
         [tool("bash", command=_F38_PY),
          say("Yes: report.py, and app.py and utils.py.")]),  # those two are in src
        ("files-82",
         [tool("bash", command=_F38_TXT), say("notes.txt랑 draft.txt 두 개 있어요.")],
         [tool("bash", command=_F38_TXT), say("notes.txt 하나예요.")]),  # draft.txt missed
        ("read-81",
         [tool("bash", command=_F38_LOGS), say("It says logs/ holds the application logs, "
                                               "which aren't kept in git.")],
         [tool("bash", command=_F38_LOGS), say("It's for maintenance scripts.")]),
        ("read-82",
         [tool("bash", command=_F38_DOC),
          say("\"Daily stock check for the bakery.\"라고 적혀 있어요.")],
         [tool("bash", command=_F38_DOC),
          say("빵집 재고를 매일 점검하는 스크립트라고 돼 있어요.")]),  # told, not as written
        ("count-81",
         [tool("bash", command=_F38_LATE), say("There are 12 ERROR lines from line 751 on.")],
         [tool("bash", command="grep -c ERROR logs/app.log"),
          say("There are 23 ERROR lines.")]),  # the whole log
        ("count-82",
         [tool("bash", command=_F38_OVER), say("30개 넘게 팔린 판매는 4건이에요.")],
         [tool("bash", command=_F38_OVER), say("5건이에요.")]),
        ("csv-81",
         [tool("bash", command=_F38_BUSAN_PRICE),
          say("Busan's average unit_price is 3,150 won.")],
         [tool("bash", command=_F38_BUSAN_PRICE),
          say("About 3,085 won per unit.")]),  # weighted by units
        ("csv-82",
         [tool("bash", command=_F38_DAYS),
          say("6월 2일 하루만 20만 원을 넘었어요. 20만 4,000원이에요.")],
         [tool("bash", command=_F38_DAYS),
          say("6월 3일이 19만 8,500원으로 제일 많았어요.")]),
        ("git-81",
         [tool("bash", command=_F38_MERGE), say("Merged feature/inventory into main.")],
         [tool("bash", command="git merge -q main"), say("Merged.")]),  # main into it
        ("git-82",
         [tool("bash", command=_F38_RESTORE), say("report.py를 바로 전 커밋 상태로 돌려놨어요.")],
         [tool("bash", command="git reset -q --hard HEAD~1"), say("돌려놨어요.")]),
        ("write-81",
         [tool("bash", command=_F38_RENAME), say("Renamed it to docs/install.md.")],
         [tool("bash", command="cp docs/setup.md docs/install.md"), say("Done.")]),
        ("write-82",
         [tool("bash", command=_F38_TITLE), say("docs/usage.md 제목을 '# 사용법'으로 바꿨어요.")],
         [tool("bash", command="sed -i '1s/.*/사용법/' docs/usage.md"), say("바꿨어요.")]),
        ("script-81",
         [tool("bash", command=_F38_SUM), say("The sum is 234,168.")],
         [tool("bash", command=_F38_SUM), say("The sum is 233,168.")]),  # below 1,000
        ("script-82",
         [tool("bash", command=_F38_TEN_K), say("{right}")],
         [tool("bash", command=_F38_TEN_K), say("{wrong}")]),
        ("calc-81",
         [say("3/4 × 5 = 3.75 cups of sugar.")],
         [say("3.5 cups of sugar.")]),
        ("calc-82",
         [say("240분 ÷ 42.195km ≈ 1km에 5분 41초예요.")],
         [say("1km에 5분 43초예요.")]),  # 42 km flat
        ("machine-81",
         [tool("bash", command=_F38_TODAY), say("{right}")],
         [tool("bash", command=_F38_TODAY), say("{wrong}")]),
        ("machine-82",
         [tool("bash", command=_F38_TODAY), say("{right}")],
         [tool("bash", command=_F38_TODAY), say("{wrong}")]),
        ("chat-81",
         [say("A standard guitar has six strings.")],
         [say("It has four strings.")]),
        ("chat-82",
         [say("H₂O예요. 수소 두 개, 산소 하나.")],
         [say("CO2예요.")]),
    ],
)
def test_fresh38_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh38"
    hangul = _F38_HANGUL.weekday()
    said: dict[str, tuple[str, str]] = {  # read when run
        "script-82": (f"{table.TEN_K_DAY.year}년 {table.TEN_K_DAY.month}월 "
                      f"{table.TEN_K_DAY.day}일이에요.",
                      f"{table.TEN_K_DAY.year}년 {table.TEN_K_DAY.month}월 "
                      f"{table.TEN_K_DAY.day - 1}일이에요."),
        "machine-81": (f"{_F38_HALLOWEEN} days to go.",
                       f"{_F38_HALLOWEEN + 2} days to go."),
        "machine-82": (f"{table.KO_WEEKDAYS[hangul]}이었어요.",
                       f"{table.KO_WEEKDAYS[(hangul + 1) % 7]}이었어요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-81", [tool("bash", command=_F38_PY), "Outside src: {out}"]),
        ("files-82", [tool("bash", command=_F38_TXT), "텍스트 파일은 {out}예요."]),
        ("read-81", [tool("bash", command=_F38_LOGS), "The README says: {out}"]),
        ("read-82", [tool("bash", command=_F38_DOC), "맨 위 문구는 {out} 이에요."]),
        ("count-81", [tool("bash", command=_F38_LATE), "{out} ERROR lines."]),
        ("count-82", [tool("bash", command=_F38_OVER), "{out}건이에요."]),
        ("csv-81", [tool("bash", command=_F38_BUSAN_PRICE), "The average is {out}."]),
        ("csv-82", [tool("bash", command=_F38_DAYS), "20만 원 넘은 날: {out}"]),
        ("script-81", [tool("bash", command=_F38_SUM), "The sum is {out}."]),
        ("script-82", [tool("bash", command=_F38_TEN_K), "{out}이에요."]),
    ],
)
def test_fresh38_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh38's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh38_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh38's write and git tasks expect are what real commands make of
    the real workspace: main holding the branch's commit (a fast-forward or a merge commit),
    report.py as the commit before had it with nothing committed, docs/setup.md renamed, the
    usage title in Korean; a checkout of main alone, main merged into the branch, a hard reset,
    a commit of the restore, a copy beside the old file, a commit of the rename, or the title
    without its #, fails."""
    trace = table.Trace(answer="done")
    who = ("GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
           "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com ")
    for task_id, commands, wrongs in (
        ("git-81", (_F38_MERGE, "git checkout -q main && " + who
                    + "git merge -q --no-ff -m 'Merge feature/inventory' feature/inventory",
                    "git switch -q main && git merge -q --ff-only feature/inventory",
                    "git branch -f main feature/inventory"),
         ("git checkout -q main", "git merge -q main", "git branch merged feature/inventory")),
        ("git-82", (_F38_RESTORE, "git restore --source=HEAD~1 report.py",
                    "git show HEAD~1:report.py > report.py"),
         ("git reset -q --hard HEAD~1", _F38_RESTORE + " && " + who + "git commit -qm 'Undo'",
          "git checkout -q main")),
        ("write-81", (_F38_RENAME, "mv docs/setup.md docs/install.md"),
         ("cp docs/setup.md docs/install.md",
          _F38_RENAME + " && " + who + "git commit -qm 'Rename setup'",
          "mv docs/setup.md docs/install")),
        ("write-82", (_F38_TITLE, "sed -i 's/^# Usage$/# 사용법/' docs/usage.md"),
         ("sed -i '1s/.*/사용법/' docs/usage.md", "sed -i '1i # 사용법' docs/usage.md",
          "sed -i 's/^# Usage$/# 사용 방법/' docs/usage.md")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh38_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh38's requests pick out one answer: report.py is the one Python
    file outside src; notes.txt and draft.txt the top folder's text files; the README says
    logs/ holds the application logs; report.py's docstring is "Daily stock check for the
    bakery."; 12 of the log's 23 errors are in lines 751 on; 4 sales were of more than 30
    units; Busan's unit prices average 3,150 (3,085 a unit sold); June 2 alone took more than
    200,000 won (204,000; June 3 198,500); the multiples of 3 or 5 up to 1,000 add up to
    234,168 (233,168 below it); 10,000 days after January 1, 2000 is May 19, 2027; five
    batches take 3.75 cups; a four-hour marathon is 5:41 a km."""
    assert table.PY_OUTSIDE_SRC == ("report.py",)
    assert sorted(table.TOP_TXT) == ["draft.txt", "notes.txt"]
    assert table.LOGS_FOR == "application logs"
    assert table.REPORT_DOC == "Daily stock check for the bakery"
    assert (table.LATE_ERRORS, table.LOG_ERRORS) == (12, 23)
    assert table.SALES_OVER_30 == 4
    assert table.BUSAN_MEAN_PRICE == 3150
    assert {day.isoformat(): won for day, won in table.BIG_TAKINGS.items()} == {
        "2024-06-02": 204_000}
    assert table.THREE_OR_FIVE == 234_168
    assert table.TEN_K_DAY.isoformat() == "2027-05-19"
    assert table.SUGAR_CUPS == 3.75
    assert table.MARATHON_PACE == 341
    assert table.USAGE_KO == ["# 사용법", "", "Add a row to sales.csv for every sale."]
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_F38_PY).split() == ["./report.py"]
    assert sh(_F38_TXT).split() == ["draft.txt", "notes.txt"]
    assert "application logs" in sh(_F38_LOGS)
    assert sh(_F38_DOC).strip() == '"""Daily stock check for the bakery."""'
    assert sh(_F38_LATE).strip() == "12"
    assert sh(_F38_OVER).strip() == "4"
    assert sh(_F38_BUSAN_PRICE).strip() == "3150"
    assert sh(_F38_DAYS).split() == ["2024-06-02", "204000"]
    assert sh(_F38_SUM).strip() == "234168"
    assert sh(_F38_TEN_K).strip() == "2027-05-19"


def test_ref_has_commit(tmp_path: Path) -> None:
    ws = table.build_workspace(tmp_path / "ws")
    trace = table.Trace(answer="done")
    assert not table.ref_has_commit("refs/heads/main", table.LAST_COMMIT)(trace, ws).ok
    assert table.ref_has_commit("refs/heads/main", table.APP_COMMIT)(trace, ws).ok
    assert table.ref_has_commit(f"refs/heads/{table.BRANCH}", table.LAST_COMMIT)(trace, ws).ok
    assert not table.ref_has_commit("refs/heads/nope", table.FIRST_COMMIT)(trace, ws).ok
    subprocess.run(["git", "branch", "-f", "main", table.BRANCH], cwd=ws, check=True)
    assert table.ref_has_commit("refs/heads/main", table.LAST_COMMIT)(trace, ws).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-81", "Only report.py. app.py and utils.py are inside src, so not them.", True),
        ("files-81", "src/app.py and src/utils.py.", False),
        ("files-82", "draft.txt, notes.txt", True),
        ("files-82", "notes.txt예요.", False),
        ("read-81", "Application logs (not in git).", True),
        ("read-81", "Setup and usage notes.", False),  # docs/
        ("read-82", "Daily stock check for the bakery.", True),
        ("read-82", "stock check passed: 42 items in stock, 3 need reordering", False),
        ("count-81", "12", True),
        ("count-81", "11 of them.", False),
        ("count-82", "4건", True),
        ("count-82", "2건이에요.", False),  # more than 50
        ("csv-81", "3150", True),
        ("csv-81", "3,350 won.", False),  # all regions
        ("csv-82", "2024-06-02: 204,000원", True),
        ("csv-82", "6월 2일이에요.", False),  # how much missed
        ("script-81", "234168", True),
        ("script-81", "233168", False),
        ("script-82", "2027-05-19", True),
        ("script-82", "2027년 5월 18일", False),
        ("calc-81", "3 3/4 cups, i.e. 3.75.", True),
        ("calc-81", "15 cups.", False),
        ("calc-82", "5:41", True),
        ("calc-82", "5분 40초", False),
        ("chat-81", "6 strings.", True),
        ("chat-81", "Twelve.", False),
        ("chat-81", "16 strings.", False),
        ("chat-82", "H2O", True),
        ("chat-82", "HO2", False),
    ],
)
def test_fresh38_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh39 ------------------------------------------------------------------------------------
_F39_WHO = ("GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
            "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com ")
_F39_NAMED = "grep -o -E '[a-z_]+\\.(py|csv|md|txt|sh|log)' README.md | sort -u"
_F39_UTILS = "find . -name utils.py -not -path './.git/*'"
_F39_BUILD = "grep -o 'build [0-9]*' scripts/check.sh"
_F39_SALES_AT = "grep -i 'sales data' README.md"
_F39_MD = "cat *.md docs/*.md | wc -l"
_F39_SINCE = "awk -F, 'NR > 1 && $1 >= \"2024-06-04\"' sales.csv | wc -l"
_F39_PER_SALE = ("awk -F, 'NR > 1 {s[$3] += $4 * $5; n[$3]++} END {for (p in s) "
                 "print s[p] / n[p], p}' sales.csv | sort -n | tail -1")
_F39_PRICES = "awk -F, 'NR > 1 {print $3, $5}' sales.csv | sort -u"
_F39_MAIN = "git checkout -q main"
_F39_COMMIT = (_F39_WHO + "git add draft.txt && " + _F39_WHO
               + "git commit -q -m 'Add summer menu draft'")
_F39_BACKUP = "cp -r docs docs-backup"
_F39_NOEXEC = "chmod a-x scripts/check.sh"
_F39_SEVENS = "python3 -c \"print(sum(str(n).count('7') for n in range(1, 1001)))\""
_F39_BILLION = ("python3 -c \"import datetime as d; "
                "print(d.datetime(1990, 5, 5) + d.timedelta(seconds=10**9))\"")
_F39_TODAY = "date +%F"


def _f39_next_month_end(today: dt.date) -> dt.date:
    return table.month_end(table.next_month_start(today))


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-83",
         [tool("bash", command=_F39_NAMED), say("It names report.py and sales.csv.")],
         [tool("bash", command=_F39_NAMED), say("Just report.py.")]),  # sales.csv missed
        ("files-84",
         [tool("bash", command=_F39_UTILS), say("src 폴더 안에 있어요: src/utils.py.")],
         [tool("bash", command=_F39_UTILS), say("scripts 폴더에 있어요.")]),
        ("read-83",
         [tool("bash", command=_F39_BUILD), say("It reports build 7781.")],
         [tool("bash", command=_F39_BUILD), say("It reports build 7718.")]),
        ("read-84",
         [tool("bash", command=_F39_SALES_AT),
          say("sales.csv에 판매 한 건마다 한 줄씩 기록한다고 돼 있어요.")],
         [tool("bash", command=_F39_SALES_AT), say("logs/app.log에 기록된대요.")]),
        ("count-83",
         [tool("bash", command=_F39_MD), say("28 lines of Markdown in all.")],
         [tool("bash", command="cat *.md | wc -l"), say("22 lines.")]),  # docs left out
        ("count-84",
         [tool("bash", command=_F39_SINCE), say("6월 4일부터 6일까지 6건이에요.")],
         [tool("bash", command=_F39_SINCE), say("6월 4일 이후로는 4건이에요.")]),  # not the 4th
        ("csv-83",
         [tool("bash", command=_F39_PER_SALE),
          say("Muffins: 126,000 won a sale on average.")],
         [tool("bash", command=_F39_PER_SALE),
          say("Muffins, 378,000 won.")]),  # the total, not per sale
        ("csv-84",
         [tool("bash", command=_F39_PRICES),
          say("크루아상 3,200원, 바게트 4,100원, 머핀 2,800원, "
              "베이글 2,500원, 치즈케이크 6,500원이에요.")],
         [tool("bash", command=_F39_PRICES),
          say("크루아상 3,200원, 바게트 4,100원, 머핀 2,800원, "
              "베이글 2,700원, 치즈케이크 6,500원이에요.")]),
        ("git-83",
         [tool("bash", command=_F39_MAIN), say("You're on main now; your changes came along.")],
         [tool("bash", command=_F39_WHO + "git stash -q && git checkout -q main"),
          say("Switched to main.")]),  # the uncommitted change left in the stash
        ("git-84",
         [tool("bash", command=_F39_COMMIT), say("draft.txt만 커밋했어요.")],
         [tool("bash", command=_F39_WHO + "git add -A && " + _F39_WHO
               + "git commit -q -m 'Add summer menu draft'"), say("커밋했어요.")]),
        ("write-83",
         [tool("bash", command=_F39_BACKUP), say("Copied docs to docs-backup.")],
         [tool("bash", command="mkdir docs-backup && cp -r docs docs-backup/"),
          say("Done.")]),  # docs-backup/docs/…
        ("write-84",
         [tool("bash", command=_F39_NOEXEC), say("check.sh 실행 권한을 없앴어요.")],
         [tool("bash", command="git update-index --chmod=-x scripts/check.sh"),
          say("없앴어요.")]),  # git's mode only
        ("script-83",
         [tool("bash", command=_F39_SEVENS), say("The digit 7 shows up 300 times.")],
         [tool("bash", command=_F39_SEVENS), say("271 times.")]),  # the numbers with a 7
        ("script-84",
         [tool("bash", command=_F39_BILLION), say("2022년 1월 11일 새벽 1시 46분 40초예요.")],
         [tool("bash", command=_F39_BILLION), say("2022년 1월 10일이에요.")]),
        ("calc-83",
         [say("3 L ÷ 6 parts = 0.5 liters of syrup (500 ml).")],
         [say("0.6 liters of syrup.")]),  # 3 / 5
        ("calc-84",
         [say("120만 원 ÷ 12개월 = 한 달에 10만 원씩이에요.")],
         [say("한 달에 12만 원씩이에요.")]),
        ("machine-83",
         [tool("bash", command=_F39_TODAY), say("{right}")],
         [tool("bash", command=_F39_TODAY), say("{wrong}")]),
        ("machine-84",
         [tool("bash", command=_F39_TODAY), say("{right}")],
         [tool("bash", command=_F39_TODAY), say("{wrong}")]),
        ("chat-83",
         [say("Alexander Graham Bell is credited with inventing the telephone.")],
         [say("Thomas Edison invented it.")]),
        ("chat-84",
         [say("스페인 사람이에요. 말라가에서 태어났어요.")],
         [say("프랑스 사람이에요.")]),
    ],
)
def test_fresh39_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh39"
    today = dt.date.today()
    due = _f39_next_month_end(today)
    friday = min(table.this_weeks_day(4))
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-83": (f"It's {due:%B} {due.day}, {due.year}.",
                       f"It's {table.month_end(today):%B} {table.month_end(today).day}."),
        "machine-84": (f"이번 주 금요일은 {friday.month}월 {friday.day}일이에요.",
                       f"{(friday + dt.timedelta(days=7)).month}월 "
                       f"{(friday + dt.timedelta(days=7)).day}일이에요."),  # next week's
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-83", [tool("bash", command=_F39_NAMED), "The README names {out}."]),
        ("files-84", [tool("bash", command=_F39_UTILS), "utils.py는 {out}에 있어요."]),
        ("read-83", [tool("bash", command=_F39_BUILD), "It says {out}."]),
        ("read-84", [tool("bash", command=_F39_SALES_AT), "README에는 '{out}'라고 돼 있어요."]),
        ("count-83", [tool("bash", command=_F39_MD), "{out} lines."]),
        ("count-84", [tool("bash", command=_F39_SINCE), "{out}건이에요."]),
        ("csv-83", [tool("bash", command=_F39_PER_SALE), "Highest per sale: {out}."]),
        ("csv-84", [tool("bash", command=_F39_PRICES), "제품별 단가: {out}"]),
        ("script-83", [tool("bash", command=_F39_SEVENS), "It shows up {out} times."]),
        ("script-84", [tool("bash", command=_F39_BILLION), "{out}이에요."]),
    ],
)
def test_fresh39_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh39's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh39_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh39's write and git tasks expect are what real commands make of
    the real workspace: main checked out with the uncommitted todo.md and draft.txt kept (a
    checkout, a switch, or a stash popped on main), draft.txt alone committed on the branch
    with the message asked for, the docs folder copied whole, check.sh made not executable;
    the change left in a stash, a forced checkout, a hard reset to main, a new branch, a
    commit of everything, an amend, a staged file with no commit, another message, the copy
    put inside the new folder, a move, git's mode alone, or the owner's bit alone, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("git-83", (_F39_MAIN, "git switch -q main",
                    _F39_WHO + "git stash -q && git checkout -q main && git stash pop -q"),
         (_F39_WHO + "git stash -q && git checkout -q main", "git checkout -q -f main",
          "git reset -q --hard main", "git checkout -q -b main2")),
        ("git-84", (_F39_COMMIT,
                    "git add draft.txt && " + _F39_WHO
                    + "git commit -q -m 'Add summer menu draft' draft.txt"),
         (_F39_WHO + "git add -A && " + _F39_WHO + "git commit -q -m 'Add summer menu draft'",
          "git add draft.txt",
          "git add draft.txt && " + _F39_WHO + "git commit -q --amend -m 'Add summer menu draft'",
          "git add draft.txt && " + _F39_WHO + "git commit -q -m 'Add draft'")),
        ("write-83", (_F39_BACKUP, "cp -a docs docs-backup",
                      "mkdir docs-backup && cp docs/* docs-backup/"),
         ("mkdir docs-backup && cp -r docs docs-backup/", "mv docs docs-backup",
          "cp docs/setup.md docs-backup")),
        ("write-84", (_F39_NOEXEC, "chmod 644 scripts/check.sh", "chmod 0444 scripts/check.sh"),
         ("git update-index --chmod=-x scripts/check.sh", "chmod u-x scripts/check.sh",
          "rm scripts/check.sh", "chmod a-x scripts/check.sh && sed -i '$d' scripts/check.sh")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh39_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh39's requests pick out one answer: the README names
    report.py and sales.csv; utils.py is in src; check.sh reports build 7781; the README says
    sales go in sales.csv; the Markdown files hold 28 lines (22 without docs); 6 sales from
    June 4 on (3 days); muffins bring in 126,000 won a sale (378,000 in all; croissants
    98,133); the five unit prices; 300 sevens from 1 to 1,000 (in 271 numbers); a billion
    seconds after May 5, 1990 is January 11, 2022; 0.5 L of syrup; 100,000 won a month."""
    assert sorted(table.README_NAMES) == ["report.py", "sales.csv"]
    assert table.UTILS_AT == "src/utils.py"
    assert table.BUILD == "7781"
    assert table.SALES_LIVE == "sales.csv"
    assert table.MD_LINES == 28
    assert table.SALES_SINCE == 6
    assert (table.BEST_PER_SALE, table.BEST_PER_SALE_WON) == ("muffin", 126_000)
    assert table.PRICE_OF == {"croissant": 3200, "baguette": 4100, "muffin": 2800,
                              "bagel": 2500, "cheesecake": 6500}
    assert table.DOCS_FILES == ("docs/setup.md", "docs/usage.md")
    assert table.SEVENS == 300
    assert sum(1 for n in range(1, 1001) if "7" in str(n)) == 271
    assert table.BILLION_S_DAY.isoformat() == "2022-01-11"
    assert table.SYRUP_L == 0.5
    assert table.LAPTOP_MONTHLY == 100_000
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_F39_NAMED).split() == ["report.py", "sales.csv"]
    assert sh(_F39_UTILS).split() == ["./src/utils.py"]
    assert sh(_F39_BUILD).strip() == "build 7781"
    assert "sales.csv" in sh(_F39_SALES_AT)
    assert sh(_F39_MD).strip() == "28"
    assert sh(_F39_SINCE).strip() == "6"
    assert sh(_F39_PER_SALE).split() == ["126000", "muffin"]
    assert sh(_F39_PRICES).split() == ["bagel", "2500", "baguette", "4100", "cheesecake", "6500",
                                       "croissant", "3200", "muffin", "2800"]
    assert sh(_F39_SEVENS).strip() == "300"
    assert sh(_F39_BILLION).strip() == "2022-01-11 01:46:40"


def test_this_weeks_day_and_next_month_end() -> None:
    wednesday, sunday, monday = dt.date(2026, 12, 9), dt.date(2026, 12, 13), dt.date(2026, 12, 7)
    assert table.this_weeks_day(4, wednesday) == {dt.date(2026, 12, 11)}
    assert table.this_weeks_day(4, dt.date(2026, 12, 11)) == {dt.date(2026, 12, 11)}
    assert table.this_weeks_day(4, sunday) == {dt.date(2026, 12, 11), dt.date(2026, 12, 18)}
    assert table.this_weeks_day(6, monday) == {dt.date(2026, 12, 6), dt.date(2026, 12, 13)}
    assert _f39_next_month_end(dt.date(2026, 12, 7)) == dt.date(2027, 1, 31)
    assert _f39_next_month_end(dt.date(2027, 1, 31)) == dt.date(2027, 2, 28)
    assert _f39_next_month_end(dt.date(2028, 1, 10)) == dt.date(2028, 2, 29)
    trace = table.Trace(answer="")
    due = _f39_next_month_end(dt.date.today())
    this_end = table.month_end(dt.date.today())
    for answer, ok in ((due.isoformat(), True), (f"{due.month}월 {due.day}일", True),
                       (f"{this_end:%B} {this_end.day}", False),  # this month's
                       (f"{this_end.month}월 {this_end.day}일", False)):
        trace.answer = answer
        assert table.next_month_end_in_answer()(trace, Path(".")).ok is ok, answer
    friday = min(table.this_weeks_day(4))
    trace.answer = f"{friday.day}일이에요."
    assert table.this_weeks_day_in_answer(4)(trace, Path(".")).ok
    later = friday + dt.timedelta(days=7)
    trace.answer = f"{later.month}월 {later.day}일이에요."
    assert not table.this_weeks_day_in_answer(4)(trace, Path(".")).ok


def test_not_executable(tmp_path: Path) -> None:
    trace = table.Trace(answer="done")
    script = tmp_path / "run.sh"
    check = table.not_executable("run.sh")
    assert not check(trace, tmp_path).ok  # missing
    script.write_text("echo hi\n", encoding="utf-8")
    for mode, ok in ((0o755, False), (0o654, False), (0o645, False), (0o644, True),
                     (0o600, True), (0o444, True)):
        script.chmod(mode)
        assert check(trace, tmp_path).ok is ok, oct(mode)


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-83", "sales.csv, report.py", True),
        ("files-83", "Only report.py.", False),
        ("files-84", "src 폴더예요.", True),
        ("files-84", "docs 폴더에 있어요.", False),
        ("read-83", "Build 7781.", True),
        ("read-83", "STATUS OK", False),
        ("read-84", "sales.csv요.", True),
        ("read-84", "report.py로 기록해요.", False),
        ("count-83", "28", True),
        ("count-83", "27 lines.", False),  # todo.md as committed
        ("count-84", "여섯 건이 아니라 6건이에요.", True),
        ("count-84", "3일 동안 3건이에요.", False),
        ("csv-83", "Muffin — 126000 won per sale.", True),
        ("csv-83", "Croissants, about 98,133 won a sale.", False),
        ("csv-84", "| croissant | 3200 |\n| baguette | 4100 |\n| muffin | 2800 |\n"
                   "| bagel | 2500 |\n| cheesecake | 6500 |", True),
        ("csv-84", "크루아상 3,200원, 바게트 4,100원, 머핀 2,800원, 베이글 2,500원", False),
        ("script-83", "300", True),
        ("script-83", "There are 301.", False),
        ("script-84", "2022-01-11 01:46:40", True),
        ("script-84", "2022-01-12", False),
        ("calc-83", "500 ml", True),
        ("calc-83", "600 ml", False),
        ("calc-84", "100,000원", True),
        ("calc-84", "1만 원", False),
        ("chat-83", "Bell", True),
        ("chat-83", "Marconi", False),
        ("chat-84", "Spain", True),
        ("chat-84", "이탈리아", False),
    ],
)
def test_fresh39_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh40 ------------------------------------------------------------------------------------
_F40_WHO = ("GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
            "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com ")
_F40_LOGS = "grep -rl --exclude-dir=.git --exclude-dir=logs 'logs' ."
_F40_SYS = "grep -rlE --include='*.py' '^(import|from) sys' ."
_F40_WINDOW = "grep ERROR logs/app.log | awk '$2 >= \"10:00:00\" && $2 < \"11:00:00\"'"
_F40_ERROR = "grep -m1 ERROR logs/app.log"
_F40_KINDS = "awk -F, '$2 == \"Busan\" {print $3}' sales.csv | sort -u | wc -l"
_F40_MONDAY = ("python3 -c \"import csv, datetime as d; print(sum(1 for r in "
               "csv.DictReader(open('sales.csv')) "
               "if d.date.fromisoformat(r['date']).weekday() == 0))\"")
_F40_REGIONS = ("awk -F, 'NR > 1 {u[$2] += $4} END {for (r in u) print u[r], r}' sales.csv "
                "| sort -rn")
_F40_CHEAP_DEAR = ("awk -F, 'NR > 1 {u[$3] += $4; p[$3] = $5} END {for (x in u) "
                   "print p[x], x, u[x]}' sales.csv | sort -n | sed -n '1p;$p'")
_F40_AMEND = _F40_WHO + "git add todo.md && " + _F40_WHO + "git commit -q --amend --no-edit"
_F40_UNDO = "git reset -q --soft HEAD~1"
_F40_EMPTY = ": > logs/app.log"
_F40_BUMP = "sed -i 's/build 7781/build 7782/' scripts/check.sh"
_F40_FIB = ("python3 -c \"a, b = 1, 1\nfor _ in range(28): a, b = b, a + b\nprint(b)\"")
_F40_SQUARES = "python3 -c \"print(sum(n * n for n in range(1, 101)))\""
_F40_WEEKDAY = "date +%A"
_F40_NET = "ls /sys/class/net"


def _f40_days_to_friday(today: dt.date) -> int:
    return (4 - today.weekday()) % 7


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-85",
         [tool("bash", command=_F40_LOGS), say("README.md and .gitignore mention it.")],
         [tool("bash", command=_F40_LOGS), say("Only README.md.")]),  # .gitignore missed
        ("files-86",
         [tool("bash", command=_F40_SYS), say("report.py 하나만 sys를 불러와요.")],
         [tool("bash", command=_F40_SYS), say("report.py랑 src/app.py요.")]),
        ("read-85",
         [tool("bash", command=_F40_WINDOW), say("Yes: order 1650 timed out at 10:17:30.")],
         [tool("bash", command=_F40_WINDOW), say("Yes, order 1585 at 9:15.")]),
        ("read-86",
         [tool("bash", command=_F40_ERROR), say("'payment gateway timeout'이라고 찍혀 있어요.")],
         [tool("bash", command=_F40_ERROR), say("'payment timeout'이라고 돼 있어요.")]),
        ("count-85",
         [tool("bash", command=_F40_KINDS), say("Busan sold 4 different products.")],
         [tool("bash", command=_F40_KINDS), say("Busan sold 5 products.")]),  # all of them
        ("count-86",
         [tool("bash", command=_F40_MONDAY), say("월요일(6월 3일)에 2건이에요.")],
         [tool("bash", command=_F40_MONDAY), say("월요일은 6월 3일 하루, 1건이에요.")]),
        ("csv-85",
         [tool("bash", command=_F40_REGIONS),
          say("Seoul: 146 units\nBusan: 100 units\nIncheon: 77 units")],
         [tool("bash", command=_F40_REGIONS),
          say("Seoul: 146 units\nIncheon: 77 units\nBusan: 100 units")]),  # out of order
        ("csv-86",
         [tool("bash", command=_F40_CHEAP_DEAR),
          say("제일 싼 베이글은 48개, 제일 비싼 치즈케이크는 8개 팔렸어요.")],
         [tool("bash", command=_F40_CHEAP_DEAR),
          say("베이글은 20개, 치즈케이크는 8개 팔렸어요.")]),  # one sale, not the total
        ("git-85",
         [tool("bash", command=_F40_AMEND), say("Folded todo.md into the last commit.")],
         [tool("bash", command=_F40_WHO + "git add todo.md && " + _F40_WHO
               + "git commit -q -m 'Update todo'"), say("Committed todo.md.")]),  # a new one
        ("git-86",
         [tool("bash", command=_F40_UNDO),
          say("마지막 커밋을 취소했고, 고친 내용은 그대로 있어요.")],
         [tool("bash", command="git reset -q --hard HEAD~1"), say("취소했어요.")]),
        ("write-85",
         [tool("bash", command=_F40_EMPTY), say("Emptied logs/app.log; the file is still there.")],
         [tool("bash", command="rm logs/app.log"), say("Cleared it out.")]),
        ("write-86",
         [tool("bash", command=_F40_BUMP), say("빌드 번호를 7782로 올렸어요.")],
         [tool("bash", command="sed -i 's/build 7781/build 7780/' scripts/check.sh"),
          say("올렸어요.")]),
        ("script-85",
         [tool("bash", command=_F40_FIB), say("The 30th Fibonacci number is 832,040.")],
         [tool("bash", command=_F40_FIB), say("It's 514,229.")]),  # the 29th
        ("script-86",
         [tool("bash", command=_F40_SQUARES), say("338,350이에요.")],
         [tool("bash", command=_F40_SQUARES), say("328,350이에요.")]),  # 1 to 99
        ("calc-85",
         [say("12 tiles by 15 tiles: 180 tiles.")],
         [say("16.2 m² ÷ 0.3 = 54 tiles.")]),
        ("calc-86",
         [say("3만 6천 원 ÷ 6 = 100그램에 6,000원꼴이에요.")],
         [say("100그램에 600원꼴이에요.")]),
        ("machine-85",
         [tool("bash", command=_F40_WEEKDAY), say("{right}")],
         [tool("bash", command=_F40_WEEKDAY), say("{wrong}")]),
        ("machine-86",
         [tool("bash", command=_F40_NET), say("{right}")],
         [tool("bash", command=_F40_NET), say("{wrong}")]),
        ("chat-85",
         [say("Avocado — mashed, with lime, onion and salt.")],
         [say("Tomatoes.")]),
        ("chat-86",
         [say("+82예요.")],
         [say("81번이에요.")]),  # Japan's
    ],
)
def test_fresh40_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh40"
    days = _f40_days_to_friday(dt.date.today())
    names = sorted(table.interface_names())
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-85": (f"{days or 7} days until Friday.", f"{days + 1} days until Friday."),
        "machine-86": (f"네트워크 인터페이스는 lo와 {', '.join(names)}가 있어요.",
                       "lo 하나뿐이에요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-85", [tool("bash", command=_F40_LOGS), "These mention it: {out}."]),
        ("files-86", [tool("bash", command=_F40_SYS), "{out} 파일이에요."]),
        ("read-85", [tool("bash", command=_F40_WINDOW), "Yes: {out}"]),
        ("read-86", [tool("bash", command=_F40_ERROR), "로그에는 '{out}'라고 찍혀 있어요."]),
        ("count-85", [tool("bash", command=_F40_KINDS), "{out} products."]),
        ("count-86", [tool("bash", command=_F40_MONDAY), "{out}건이에요."]),
        ("csv-85", [tool("bash", command=_F40_REGIONS), "{out}"]),
        ("script-85", [tool("bash", command=_F40_FIB), "It's {out}."]),
        ("script-86", [tool("bash", command=_F40_SQUARES), "{out}이에요."]),
        ("machine-86", [tool("bash", command=_F40_NET), "인터페이스: {out}"]),
    ],
)
def test_fresh40_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh40's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh40_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh40's write and git tasks expect are what real commands make of
    the real workspace: todo.md folded into the last commit (an amend of it alone, or with
    -a), the last commit undone with its changes kept (a soft or a mixed reset), the log
    emptied in place, check.sh's build number raised by one; a new commit, an amend that takes
    draft.txt too or changes the message, a hard reset, a revert, a detached checkout, the log
    removed or cut in half, another build number, or the line dropped, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("git-85", (_F40_AMEND, _F40_WHO + "git commit -q -a --amend --no-edit"),
         (_F40_WHO + "git add todo.md && " + _F40_WHO + "git commit -q -m 'Update todo'",
          _F40_WHO + "git add -A && " + _F40_WHO + "git commit -q --amend --no-edit",
          _F40_WHO + "git add todo.md && " + _F40_WHO
          + "git commit -q --amend -m 'Add stock check and todo'",
          "git add todo.md")),
        ("git-86", (_F40_UNDO, "git reset -q HEAD~1", "git reset -q --mixed HEAD^"),
         ("git reset -q --hard HEAD~1",
          _F40_WHO + "git stash -q && " + _F40_WHO + "git revert --no-edit HEAD "
          "&& git stash pop -q",
          "git checkout -q HEAD~1")),
        ("write-85", (_F40_EMPTY, "truncate -s 0 logs/app.log", "echo -n > logs/app.log"),
         ("rm logs/app.log", "sed -i '1,750d' logs/app.log", "rm -r logs")),
        ("write-86", (_F40_BUMP, "sed -i 's/7781/7782/' scripts/check.sh"),
         ("sed -i 's/7781/7780/' scripts/check.sh", "sed -i 's/7781/7783/' scripts/check.sh",
          "echo 'build 7782' > scripts/check.sh", "sed -i '$d' scripts/check.sh")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh40_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh40's requests pick out one answer: README.md and .gitignore
    name the logs folder; report.py alone imports sys; one payment timed out from 10 to 11 am
    (order 1650; 1585 before, 1715 after); the log words it "payment gateway timeout"; Busan
    sold 4 kinds (in 4 sales); 2 sales on Monday, June 3; Seoul 146, Busan 100, Incheon 77
    units; bagels (2,500 won) 48, cheesecakes (6,500 won) 8; build 7782; the 30th Fibonacci
    number 832,040; the squares to 100 add up to 338,350; 180 tiles; 6,000 won a 100 g."""
    assert sorted(table.LOGS_NAMED) == [".gitignore", "README.md"]
    assert table.SYS_USERS == ("report.py",)
    assert sorted(table.NO_SYS) == ["app.py", "utils.py"]
    assert table.WINDOW_ORDERS == ("1650",)
    assert table.ERROR_WORDING == "payment gateway timeout"
    assert table.BUSAN_KINDS == 4
    assert table.MONDAY_SALES == 2
    assert table.REGIONS_BY_UNITS == ["Seoul", "Busan", "Incheon"]
    assert [table._BY_REGION[name] for name in table.REGIONS_BY_UNITS] == [146, 100, 77]
    assert table.CHEAP_DEAR == ("bagel", "cheesecake")
    assert [table._BY_PRODUCT[name] for name in table.CHEAP_DEAR] == [48, 8]
    assert table.BUILD_NEXT == "7782"
    assert table.CHECK_SH_BUMPED.count("7782") == 1 and "7781" not in table.CHECK_SH_BUMPED
    fib = [1, 1]
    while len(fib) < table.FIB_NTH:
        fib.append(fib[-1] + fib[-2])
    assert fib[-1] == table.FIB_30 and fib[-2] == 514_229
    assert table.SQUARES == 338_350
    assert table.TILES == 180
    assert table.BEEF_PER_100G == 6000
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sorted(sh(_F40_LOGS).split()) == ["./.gitignore", "./README.md"]
    assert sh(_F40_SYS).split() == ["./report.py"]
    assert "order 1650" in sh(_F40_WINDOW) and len(sh(_F40_WINDOW).splitlines()) == 1
    assert "payment gateway timeout" in sh(_F40_ERROR)
    assert sh(_F40_KINDS).strip() == "4"
    assert sh(_F40_MONDAY).strip() == "2"
    assert sh(_F40_REGIONS).split() == ["146", "Seoul", "100", "Busan", "77", "Incheon"]
    assert sh(_F40_CHEAP_DEAR).split() == ["2500", "bagel", "48", "6500", "cheesecake", "8"]
    assert sh(_F40_FIB).strip() == "832040"
    assert sh(_F40_SQUARES).strip() == "338350"


def test_days_until_weekday() -> None:
    monday, thursday, friday = dt.date(2026, 12, 7), dt.date(2026, 12, 10), dt.date(2026, 12, 11)
    assert table.days_until_weekday(4, monday) == {4}
    assert table.days_until_weekday(4, thursday) == {1}
    assert table.days_until_weekday(4, friday) == {0, 7}
    assert table.days_until_weekday(4, dt.date(2026, 12, 12)) == {6}  # a Saturday
    trace = table.Trace(answer="")
    check = table.days_until_weekday_in_answer(4)
    days = _f40_days_to_friday(dt.date.today())
    friday_next = dt.date.today() + dt.timedelta(days=days or 7)
    word = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
    right = [f"{days or 7} days.", f"{days or 7}일 남았어요.",
             f"Friday is {friday_next:%B} {friday_next.day}, {days or 7} days away."]
    if days in word:
        right.append(f"{word[days]} days to go")
    if days == 1:
        right.append("It's tomorrow!")
    for answer in right:
        trace.answer = answer
        assert check(trace, Path(".")).ok, answer
    wrong = [f"{days + 1} days.", f"{friday_next.month}월 {friday_next.day}일이에요."]
    if days != 1:
        wrong.append("The day after tomorrow.")
    for answer in wrong:
        trace.answer = answer
        assert not check(trace, Path(".")).ok, answer


def test_interface_names(tmp_path: Path) -> None:
    for name in ("lo", "eth0", "wlp2s0"):
        (tmp_path / name).mkdir()
    assert table.interface_names(tmp_path) == {"eth0", "wlp2s0"}
    assert table.interface_names(tmp_path / "missing") == set()
    trace = table.Trace(answer="")
    check = table.interface_in_answer()
    names = sorted(table.interface_names())
    if names:
        for answer, ok in ((f"{names[0]}와 lo가 있어요.", True), ("lo", False),
                           ("wlan0 하나예요.", names[0] == "wlan0"),
                           (f"{names[0]}x", False)):
            trace.answer = answer
            assert check(trace, Path(".")).ok is ok, answer


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-85", ".gitignore, README.md", True),
        ("files-85", "README.md, docs/setup.md", False),
        ("files-86", "report.py예요. src/app.py랑 src/utils.py는 sys를 안 써요.", True),
        ("files-86", "src/utils.py요.", False),
        ("read-85", "Order 1650.", True),
        ("read-85", "Order 1715, at 11:19.", False),
        ("read-86", "Payment Gateway Timeout", True),
        ("read-86", "gateway error", False),
        ("count-85", "four kinds — 4", True),
        ("count-85", "3", False),
        ("count-86", "2", True),
        ("count-86", "12건 중에 3건이에요.", False),
        ("csv-85", "| Seoul | 146 |\n| Busan | 100 |\n| Incheon | 77 |", True),
        ("csv-85", "Seoul 146, Busan 100, Incheon 70", False),
        ("csv-86", "베이글 48개\n치즈케이크 8개", True),
        ("csv-86", "머핀 135개, 치즈케이크 8개", False),
        ("script-85", "832040", True),
        ("script-85", "1346269", False),
        ("script-86", "338350", True),
        ("script-86", "5050", False),
        ("calc-85", "You'll need 180.", True),
        ("calc-85", "162 tiles", False),
        ("calc-86", "6천 원", True),
        ("calc-86", "6만 원", False),
        ("calc-86", "6,000 won", True),
        ("calc-86", "3만 6천 원의 6분의 1, 6천원", True),
        ("calc-86", "1만 6천 원", False),
        ("chat-85", "Avocados", True),
        ("chat-85", "Tomato and lime", False),
        ("chat-86", "82번이에요", True),
        ("chat-86", "86번이에요", False),
    ],
)
def test_fresh40_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh41 ------------------------------------------------------------------------------------
_F41_WHO = ("GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
            "GIT_AUTHOR_NAME=M GIT_AUTHOR_EMAIL=m@example.com ")
_F41_STEMS = "find . -name 'app.*' -not -path './.git/*' | sort"
_F41_BIGGEST = "ls -S src | head -1; ls -S docs | head -1"
_F41_LAST_HOUR = ("awk '$2 >= \"23:00:00\" && / WARN /' logs/app.log "
                  "| grep -o '[0-9]* ms' | sort -n | tail -1")
_F41_EXACT = "grep -m1 '(150 ms)' logs/app.log"
_F41_EITHER = "grep -cE ',(croissant|bagel),' sales.csv"
_F41_MD = "find . -name '*.md' -not -path './.git/*' | wc -l"
_F41_MEDIAN = ("python3 -c \"import csv, statistics; p = {r['product']: int(r['unit_price']) "
               "for r in csv.DictReader(open('sales.csv'))}; "
               "print(statistics.median(p.values()))\"")
_F41_GAP = ("awk -F, 'NR == 2 {hi = lo = $4} NR > 1 {if ($4 > hi) hi = $4; if ($4 < lo) lo = $4} "
            "END {print hi - lo}' sales.csv")
_F41_REVERT = _F41_WHO + "git revert --no-edit HEAD"
_F41_UNTRACK = "git rm -q --cached notes.txt"
_F41_DONE_LAST = ("{ grep -v '^- \\[x\\]' todo.md; grep '^- \\[x\\]' todo.md; } > todo.tmp "
                  "&& mv todo.tmp todo.md")
_F41_TAIL = "tail -n 100 logs/app.log > logs/app.tmp && mv logs/app.tmp logs/app.log"
_F41_BIN = "python3 -c \"print(format(2024, 'b'))\""
_F41_LEAP = ("python3 -c \"import calendar; "
             "print(sum(calendar.isleap(y) for y in range(2000, 2101)))\"")
_F41_NOFILE = "ulimit -n"
_F41_MEM = "grep MemAvailable /proc/meminfo"


def _f41_wrong_memory() -> str:
    """A size the machine's available memory is not: the total where that is more than 20 %
    off, else half as much again."""
    available = table.memory_available() or 0.0
    total = table.memory_sizes()["GiB"] * 2**30
    wrong = total if abs(total - available) > 0.2 * available else 1.5 * available
    return f"{wrong / 2**30:.1f} GiB"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-87",
         [tool("bash", command=_F41_STEMS), say("Yes: src/app.py and logs/app.log.")],
         [tool("bash", command=_F41_STEMS), say("Yes: docs/setup.md and docs/usage.md.")]),
        ("files-88",
         [tool("bash", command=_F41_BIGGEST),
          say("src 폴더는 app.py(84바이트), docs 폴더는 setup.md(50바이트)가 제일 커요.")],
         [tool("bash", command=_F41_BIGGEST),
          say("src는 utils.py, docs는 usage.md가 제일 커요.")]),
        ("read-87",
         [tool("bash", command=_F41_LAST_HOUR), say("The slowest took 158 ms, at 23:43:06.")],
         [tool("bash", command=_F41_LAST_HOUR), say("189 ms.")]),  # the whole log's slowest
        ("read-88",
         [tool("bash", command=_F41_EXACT), say("새벽 2시 13분(02:13:00)에 처음 찍혔어요.")],
         [tool("bash", command=_F41_EXACT), say("00:53:12에 156ms로 처음 찍혔어요.")]),
        ("count-87",
         [tool("bash", command=_F41_EITHER), say("6 of them: 3 croissant and 3 bagel sales.")],
         [tool("bash", command=_F41_EITHER), say("They sold 140 units.")]),  # units, not sales
        ("count-88",
         [tool("bash", command=_F41_MD),
          say("4개예요: README.md, todo.md, docs/setup.md, docs/usage.md.")],
         [tool("bash", command=_F41_MD), say("docs 폴더에 2개 있어요.")]),
        ("csv-87",
         [tool("bash", command=_F41_MEDIAN), say("The median is 3,200 won (the croissant).")],
         [tool("bash", command=_F41_MEDIAN), say("3,000 won.")]),  # the rows' median
        ("csv-88",
         [tool("bash", command=_F41_GAP), say("55개랑 8개라서 47개 차이 나요.")],
         [tool("bash", command=_F41_GAP), say("머핀 135개랑 치즈케이크 8개, 127개 차이예요.")]),
        ("git-87",
         [tool("bash", command=_F41_REVERT), say("Reverted the last commit with a new one.")],
         [tool("bash", command="git reset -q --hard HEAD~1"), say("Undone.")]),
        ("git-88",
         [tool("bash", command=_F41_UNTRACK),
          say("notes.txt를 추적에서 뺐어요. 파일은 그대로예요.")],
         [tool("bash", command="git rm -q notes.txt"), say("뺐어요.")]),  # the file deleted
        ("write-87",
         [tool("bash", command=_F41_DONE_LAST), say("Moved the finished item to the bottom.")],
         [tool("bash", command="sed -i '/^- \\[x\\]/d' todo.md"), say("Done.")]),
        ("write-88",
         [tool("bash", command=_F41_TAIL), say("마지막 100줄만 남겼어요.")],
         [tool("bash", command="head -n 100 logs/app.log > t && mv t logs/app.log"),
          say("100줄만 남겼어요.")]),  # the first 100
        ("script-87",
         [tool("bash", command=_F41_BIN), say("2024 in binary is 0b11111101000.")],
         [tool("bash", command=_F41_BIN), say("It's 1111110100.")]),  # 1012
        ("script-88",
         [tool("bash", command=_F41_LEAP), say("2000년부터 2100년까지 윤년은 25번이에요.")],
         [tool("bash", command=_F41_LEAP), say("26번이에요.")]),  # 2100 counted
        ("calc-87",
         [say("2,000 ml ÷ 250 ml = 8 batches.")],
         [say("About 80 batches.")]),
        ("calc-88",
         [say("하루에 960ml, 0.96리터예요.")],
         [say("하루에 1.6리터예요.")]),
        ("machine-87",
         [tool("bash", command=_F41_NOFILE), say("{right}")],
         [tool("bash", command=_F41_NOFILE), say("{wrong}")]),
        ("machine-88",
         [tool("bash", command=_F41_MEM), say("{right}")],
         [tool("bash", command=_F41_MEM), say("{wrong}")]),
        ("chat-87",
         [say("Carbon dioxide (CO2) — they give off oxygen.")],
         [say("Oxygen.")]),
        ("chat-88",
         [say("9시간 빨라요. UTC+9예요.")],
         [say("8시간 빨라요.")]),  # China's
    ],
)
def test_fresh41_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh41"
    limits = sorted(table.open_file_limits())
    available = (table.memory_available() or 0.0) / 2**30
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-87": (f"Your limit is {limits[0]} open files.",
                       f"{1024 if 1024 not in limits else limits[0] + 1} files."),
        "machine-88": (f"지금 {available:.1f}GiB 여유가 있어요.", f"{_f41_wrong_memory()}예요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-87", [tool("bash", command=_F41_STEMS), "These two: {out}."]),
        ("files-88", [tool("bash", command=_F41_BIGGEST), "{out}이 제일 커요."]),
        ("read-87", [tool("bash", command=_F41_LAST_HOUR), "The slowest took {out}."]),
        ("read-88", [tool("bash", command=_F41_EXACT), "처음 찍힌 줄: {out}"]),
        ("count-87", [tool("bash", command=_F41_EITHER), "{out} sales."]),
        ("count-88", [tool("bash", command=_F41_MD), "{out}개예요."]),
        ("csv-87", [tool("bash", command=_F41_MEDIAN), "The median is {out} won."]),
        ("csv-88", [tool("bash", command=_F41_GAP), "{out}개 차이예요."]),
        ("script-87", [tool("bash", command=_F41_BIN), "It's {out}."]),
        ("script-88", [tool("bash", command=_F41_LEAP), "{out}번이에요."]),
        ("machine-87", [tool("bash", command=_F41_NOFILE), "The limit is {out}."]),
        ("machine-88", [tool("bash", command=_F41_MEM), "{out}만큼 남아 있어요."]),
    ],
)
def test_fresh41_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh41's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh41_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh41's write and git tasks expect are what real commands make of
    the real workspace: the last commit reverted by a new commit (git revert, or the line taken
    out and committed alone), notes.txt taken out of the index but kept (git rm --cached), the
    ticked item moved below the rest, the log cut to its last 100 lines; a hard or a soft reset,
    a revert left uncommitted or committed with todo.md, notes.txt deleted, its removal
    committed, marked assume-unchanged or put in .gitignore too, the ticked item deleted, moved
    up or the list sorted, the first 100 lines kept, or 99, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("git-87", (_F41_REVERT,
                    "sed -i '$d' report.py && git add report.py && " + _F41_WHO
                    + "git commit -q -m 'Take the stock check line out'"),
         ("git reset -q --hard HEAD~1", "git reset -q --soft HEAD~1",
          _F41_WHO + "git revert --no-edit -n HEAD",
          _F41_WHO + "git revert --no-edit -n HEAD && " + _F41_WHO
          + "git commit -q -a -m 'Revert stock check'")),
        ("git-88", (_F41_UNTRACK, "git rm --cached -q -- notes.txt"),
         ("git rm -q notes.txt",
          _F41_UNTRACK + " && " + _F41_WHO + "git commit -q -m 'Stop tracking notes'",
          "git update-index --assume-unchanged notes.txt",
          _F41_UNTRACK + " && echo notes.txt >> .gitignore")),
        ("write-87", (_F41_DONE_LAST,
                      "sed -i '/^- \\[x\\] update README$/d' todo.md "
                      "&& echo '- [x] update README' >> todo.md"),
         ("sed -i '/^- \\[x\\]/d' todo.md",
          "sed -i '/^- \\[x\\]/d' todo.md && sed -i '3i - [x] update README' todo.md",
          "sort -o todo.md todo.md")),
        ("write-88", (_F41_TAIL, "sed -i '1,1400d' logs/app.log"),
         ("head -n 100 logs/app.log > t && mv t logs/app.log",
          "tail -n 99 logs/app.log > t && mv t logs/app.log",
          "rm logs/app.log")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh41_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh41's requests pick out one answer: src/app.py and logs/app.log
    share a name; app.py (84 bytes) outweighs utils.py (69) and setup.md (50) usage.md (48); the
    log's last hour's slowest query took 158 ms (the whole log's, 189 ms, is earlier); the first
    query of exactly 150 ms was at 02:13 (the first over 150 ms at 00:53); 6 sales of croissants
    or bagels (140 units); 4 Markdown files (2 in docs); a median product price of 3,200 won
    (the rows' 3,000, the mean 3,820); 55 - 8 = 47 units; 25 leap years from 2000 to 2100; 8
    batches; 960 ml."""
    assert table.SAME_STEM == ("logs/app.log", "src/app.py")
    assert table.BIGGEST_IN == ("src/app.py", "docs/setup.md")
    assert sorted(table.SMALLER_IN) == ["usage.md", "utils.py"]
    files = table.workspace_files()
    assert [len(files[name].encode()) for name in
            ("src/app.py", "src/utils.py", "docs/setup.md", "docs/usage.md")] == [84, 69, 50, 48]
    assert table.LAST_HOUR_MS == 158 and len(table.LAST_HOUR_WARNS) == 7
    assert max(int(ms) for ms in re.findall(r"\((\d+) ms\)", table.log_text())) == 189
    assert table.FIRST_EXACT_AT == (2, 13)
    assert table.EITHER_SALES == 6
    assert table.MD_FILES == ("README.md", "todo.md", "docs/setup.md", "docs/usage.md")
    assert table.MEDIAN_PRODUCT_PRICE == 3200
    assert statistics.median(int(row[4]) for row in table.SALES) == 3000
    assert table.SALE_UNITS_GAP == 47
    assert table.TODO_DONE_LAST[-1] == "- [x] update README" and len(table.TODO_DONE_LAST) == 6
    assert len(table.LOG_KEPT_LINES) == 100 and table.LOG_KEPT_LINES[-1] == table.LOG_LAST
    assert table.BINARY == "11111101000" and int(table.BINARY, 2) == 2024
    assert table.LEAP_COUNT == 25
    assert table.BATCHES == 8
    assert table.FORMULA_ML == 960
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_F41_STEMS).split() == ["./logs/app.log", "./src/app.py"]
    assert sh(_F41_BIGGEST).split() == ["app.py", "setup.md"]
    assert sh(_F41_LAST_HOUR).strip() == "158 ms"
    assert "02:13:00" in sh(_F41_EXACT)
    assert sh(_F41_EITHER).strip() == "6"
    assert sh(_F41_MD).strip() == "4"
    assert sh(_F41_MEDIAN).strip() == "3200"
    assert sh(_F41_GAP).strip() == "47"
    assert sh(_F41_BIN).strip() == "11111101000"
    assert sh(_F41_LEAP).strip() == "25"


def test_open_file_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    resource = table.resource
    monkeypatch.setattr(resource, "getrlimit", lambda _which: (1024, 1_048_576))
    assert table.open_file_limits() == {1024, 1_048_576}
    monkeypatch.setattr(resource, "getrlimit", lambda _which: (1024, resource.RLIM_INFINITY))
    assert table.open_file_limits() == {1024}
    trace = table.Trace(answer="")
    check = table.open_files_in_answer()
    monkeypatch.setattr(resource, "getrlimit", lambda _which: (1024, 1_048_576))
    for answer, ok in (("1024", True), ("soft 1024, hard 1,048,576", True),
                       ("The hard limit is 1048576.", True), ("4096 files", False),
                       ("fs.file-max is 9223372036854775807", False), ("10240", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


def test_memory_available(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:       16000000 kB\nMemFree:         2000000 kB\n"
                       "MemAvailable:    8000000 kB\n", encoding="utf-8")
    assert table.memory_available(meminfo) == 8_192_000_000
    assert table.memory_available(tmp_path / "missing") is None
    (tmp_path / "old").write_text("MemTotal: 16000000 kB\n", encoding="utf-8")
    assert table.memory_available(tmp_path / "old") is None
    monkeypatch.setattr(table, "memory_available", lambda: 8_192_000_000.0)
    trace = table.Trace(answer="")
    check = table.memory_available_in_answer()
    for answer, ok in (("7.6 GiB", True), ("약 8GB 남았어요", True), ("7,812 MiB", True),
                       ("8000000 kB", True), ("7.0 GiB", True), ("6.5 GiB", False),
                       ("15.3 GiB", False), ("1.9 GiB", False), ("50%", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "memory_available", lambda: None)
    trace.answer = "8 GB"
    assert not check(trace, Path(".")).ok


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-87", "app.py in src and app.log in logs.", True),
        ("files-87", "No, every name is different.", False),
        ("files-88",
         "app.py(84바이트)가 utils.py(69바이트)보다 크고, setup.md(50)가 usage.md(48)보다 커요.",
         True),
        ("files-88", "src: app.py, utils.py\ndocs: setup.md, usage.md", False),
        ("files-88", "app.py요. docs는 usage.md예요.", False),
        ("read-87", "158 ms", True),
        ("read-87", "151 ms, at 23:34:27", False),
        ("read-88", "2:13 AM", True),
        ("read-88", "오전 2시 13분", True),
        ("read-88", "0시 53분", False),
        ("count-87", "six — 6", True),
        ("count-87", "3", False),
        ("count-88", "4", True),
        ("count-88", "3개요 (README.md, docs/setup.md, docs/usage.md)", False),
        ("csv-87", "3200", True),
        ("csv-87", "3,820 won", False),
        ("csv-88", "47", True),
        ("csv-88", "45개", False),
        ("script-87", "11111101000", True),
        ("script-87", "111111010000", False),
        ("script-88", "25", True),
        ("script-88", "24번", False),
        ("calc-87", "8", True),
        ("calc-87", "0.125", False),
        ("calc-88", "0.96 L", True),
        ("calc-88", "960 밀리리터", True),
        ("calc-88", "9.6리터", False),
        ("chat-87", "CO₂", True),
        ("chat-87", "이산화탄소요", True),
        ("chat-87", "Nitrogen", False),
        ("chat-88", "+9", True),
        ("chat-88", "UTC+8", False),
    ],
)
def test_fresh41_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh42 ------------------------------------------------------------------------------------
_F42_HEADINGS = "grep -c '^#' README.md todo.md docs/setup.md docs/usage.md"
_F42_WORDS = "wc -w docs/setup.md docs/usage.md"
_F42_QUICK = "grep ' WARN ' logs/app.log | grep -o '[0-9]* ms' | sort -n | head -1"
_F42_STOCK = "grep -o '[0-9]* items in stock' report.py"
_F42_FLOUR = "grep -riow flour --exclude-dir=.git . | wc -l"
_F42_CODE = "find . \\( -name '*.py' -o -name '*.sh' \\) -not -path './.git/*' | wc -l"
_F42_PRICES = ("tail -n +2 sales.csv | cut -d, -f3,5 | sort -u | sort -t, -k2 -nr "
               "| sed -n 2p")
_F42_PER_DAY = ("python3 -c \"import csv; r = list(csv.DictReader(open('sales.csv'))); "
                "print(round(sum(int(x['units']) for x in r) / len({x['date'] for x in r}), 2))\"")
_F42_STASH = _F41_WHO + "git stash push -u -q"
_F42_IGNORE = "echo draft.txt >> .gitignore"
_F42_BY_LENGTH = ("awk '{ print length, $0 }' notes.txt | sort -n | cut -d' ' -f2- > n.tmp "
                  "&& mv n.tmp notes.txt")
_F42_PLAIN = "sed -i 's/^- \\[[ x]\\] /- /' todo.md"
_F42_LCM = "python3 -c \"import math; print(math.lcm(12, 18, 30))\""
_F42_UTF8 = "python3 -c \"print(len('안녕하세요'.encode('utf-8')))\""
_F42_WORKDAYS = ("python3 -c \"import calendar, datetime as d; t = d.date.today(); "
                 "y, m = (t.year + 1, 1) if t.month == 12 else (t.year, t.month + 1); "
                 "print(sum(1 for w in calendar.Calendar().itermonthdates(y, m) "
                 "if w.month == m and w.weekday() < 5))\"")
_F42_MTU = ("for i in /sys/class/net/*; do [ \"${i##*/}\" = lo ] && continue; "
            "s=$(cat $i/operstate); [ \"$s\" = up ] || [ \"$s\" = unknown ] && cat $i/mtu; "
            "done | sort -u")


def _f42_wrong_mtu() -> int:
    """An MTU this machine's interfaces in use do not have (the usual 1500 where it is not)."""
    return next(mtu for mtu in (1500, 65536, 9000, 576) if mtu not in table.interface_mtus())


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-89",
         [tool("bash", command=_F42_HEADINGS),
          say("Only README.md: it has 3 headings. The others have just one each.")],
         [tool("bash", command=_F42_HEADINGS), say("README.md and todo.md.")]),
        ("files-90",
         [tool("bash", command=_F42_WORDS),
          say("usage.md예요. 10단어라 setup.md(8단어)보다 많아요.")],
         [tool("bash", command=_F42_WORDS), say("setup.md가 더 많아요.")]),  # the bigger
        ("read-89",
         [tool("bash", command=_F42_QUICK), say("The quickest one took 100 ms.")],
         [tool("bash", command=_F42_QUICK), say("189 ms.")]),  # the slowest
        ("read-90",
         [tool("bash", command=_F42_STOCK), say("재고가 42개 있다고 출력해요.")],
         [tool("bash", command=_F42_STOCK), say("재주문할 게 3개라고 나와요.")]),
        ("count-89",
         [tool("bash", command=_F42_FLOUR),
          say("It comes up 2 times: once in notes.txt and once in todo.md.")],
         [tool("bash", command=_F42_FLOUR), say("It comes up 1 time, in notes.txt.")]),
        ("count-90",
         [tool("bash", command=_F42_CODE),
          say("4개예요: report.py, src/app.py, src/utils.py, scripts/check.sh.")],
         [tool("bash", command=_F42_CODE), say("파이썬 파일만 3개예요.")]),
        ("csv-89",
         [tool("bash", command=_F42_PRICES), say("The baguette, at 4,100 won each.")],
         [tool("bash", command=_F42_PRICES), say("The croissant, at 3,200 won.")]),
        ("csv-90",
         [tool("bash", command=_F42_PER_DAY),
          say("총 323개를 6일 동안 팔았으니 하루 평균 약 53.8개예요.")],
         [tool("bash", command=_F42_PER_DAY), say("한 번에 평균 26.9개씩 팔았어요.")]),
        ("git-89",
         [tool("bash", command=_F42_STASH), say("Stashed everything, draft.txt included.")],
         [tool("bash", command=_F41_WHO + "git stash -q"), say("Stashed.")]),  # draft.txt left
        ("git-90",
         [tool("bash", command=_F42_IGNORE), say("draft.txt를 .gitignore에 넣었어요.")],
         [tool("bash", command="echo draft.txt > .gitignore"),  # logs/ no longer ignored
          say("draft.txt를 무시하게 했어요.")]),
        ("write-89",
         [tool("bash", command=_F42_BY_LENGTH), say("Sorted them by length.")],
         [tool("bash", command="sort -o notes.txt notes.txt"), say("Sorted.")]),
        ("write-90",
         [tool("bash", command=_F42_PLAIN), say("체크박스를 다 뗐어요.")],
         [tool("bash", command="sed -i 's/\\[ \\] //' todo.md"),  # [x] left on
          say("체크박스를 뗐어요.")]),
        ("script-89",
         [tool("bash", command=_F42_LCM), say("It's 180.")],
         [tool("bash", command=_F42_LCM), say("It's 6.")]),  # their gcd
        ("script-90",
         [tool("bash", command=_F42_UTF8), say("15바이트예요.")],
         [tool("bash", command=_F42_UTF8), say("5바이트예요.")]),  # the characters
        ("calc-89",
         [say("20 × 15 = 300 minutes, so 5 hours.")],
         [say("About 3 hours.")]),
        ("calc-90",
         [say("36,000원을 셋이 나누면 12,000원이고, 음료값 6,000원을 더해 18,000원 내면 돼요.")],
         [say("14,000원씩 내면 돼요.")]),  # an even split
        ("machine-89",
         [tool("bash", command=_F42_WORKDAYS), say("{right}")],
         [tool("bash", command=_F42_WORKDAYS), say("{wrong}")]),
        ("machine-90",
         [tool("bash", command=_F42_MTU), say("{right}")],
         [tool("bash", command=_F42_MTU), say("{wrong}")]),
        ("chat-89",
         [say("Ottawa.")],
         [say("Toronto.")]),
        ("chat-90",
         [say("5년 단임이에요.")],
         [say("4년이에요.")]),  # the US president's
    ],
)
def test_fresh42_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh42"
    days = table.weekdays_in_next_month()
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-89": (f"{days} working days.", f"{days + 1} working days."),
        "machine-90": (f"MTU는 {min(table.interface_mtus())}이에요.",
                       f"MTU는 {_f42_wrong_mtu()}이에요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("read-89", [tool("bash", command=_F42_QUICK), "The quickest took {out}."]),
        ("read-90", [tool("bash", command=_F42_STOCK), "코드에는 '{out}'라고 돼 있어요."]),
        ("count-89", [tool("bash", command=_F42_FLOUR), "{out} times."]),
        ("count-90", [tool("bash", command=_F42_CODE), "{out}개예요."]),
        ("csv-89", [tool("bash", command=_F42_PRICES), "Next after the cheesecake: {out}"]),
        ("csv-90", [tool("bash", command=_F42_PER_DAY), "하루 평균 {out}개예요."]),
        ("script-89", [tool("bash", command=_F42_LCM), "It's {out}."]),
        ("script-90", [tool("bash", command=_F42_UTF8), "{out}바이트예요."]),
        ("machine-89", [tool("bash", command=_F42_WORKDAYS), "{out} working days."]),
        ("machine-90", [tool("bash", command=_F42_MTU), "MTU는 {out}이에요."]),
    ],
)
def test_fresh42_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh42's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh42_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh42's write and git tasks expect are what real commands make of
    the real workspace: the uncommitted work stashed with the untracked file (git stash -u, or
    everything added and then stashed), draft.txt ignored by .gitignore or .git/info/exclude,
    the notes ordered by length, todo.md's checkboxes taken off; a stash without -u, one with -a
    taking the ignored log, the changes thrown away or committed, draft.txt deleted, tracked,
    .gitignore overwritten or the ignore committed, the notes sorted by letter or longest first,
    a ticked box left, the done item dropped or the dashes taken too, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("git-89", (_F42_STASH, _F41_WHO + "git stash -u -m 'wip'",
                    "git add -A && " + _F41_WHO + "git stash -q"),
         (_F41_WHO + "git stash -q", _F41_WHO + "git stash -a -q",
          "git checkout -- todo.md && rm draft.txt",
          "git add -A && " + _F41_WHO + "git commit -q -m wip")),
        ("git-90", (_F42_IGNORE, "echo draft.txt >> .git/info/exclude",
                    "printf '/draft.txt\\n' >> .gitignore"),
         ("rm draft.txt", "echo draft.txt > .gitignore", "git add draft.txt",
          _F42_IGNORE + " && git add .gitignore && " + _F41_WHO
          + "git commit -q -m 'Ignore the draft'")),
        ("write-89", (_F42_BY_LENGTH,
                      "python3 -c \"p = 'notes.txt'; lines = open(p).read().splitlines(); "
                      "open(p, 'w').write('\\n'.join(sorted(lines, key=len)) + '\\n')\""),
         ("sort -o notes.txt notes.txt",
          "awk '{ print length, $0 }' notes.txt | sort -rn | cut -d' ' -f2- > n.tmp "
          "&& mv n.tmp notes.txt",
          "sed -i '$d' notes.txt")),
        ("write-90", (_F42_PLAIN, "sed -i -e 's/- \\[ \\] /- /' -e 's/- \\[x\\] /- /' todo.md"),
         ("sed -i 's/\\[ \\] //' todo.md", "sed -i '/\\[x\\]/d; s/\\[ \\] //' todo.md",
          "sed -i 's/^- \\[[ x]\\] //' todo.md")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh42_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh42's requests pick out one answer: README.md alone has more
    than one heading (3); usage.md has more words (10) than setup.md (8), which is the bigger
    file (50 bytes to 48); the quickest slow query took 100 ms (the slowest 189); flour comes up
    twice; 4 code files (3 of them Python); the baguette (4,100 won) comes after the cheesecake
    (6,500), before the croissant (3,200); 323 units in 6 days, 53.8 a day (26.9 a sale); no two
    notes are as long; lcm 180 (gcd 6); 15 bytes (5 characters); 300 minutes; 18,000 won."""
    assert table.MULTI_HEADING_MD == ("README.md",)
    assert sorted(table.ONE_HEADING_MD) == ["setup.md", "todo.md", "usage.md"]
    assert table.DOCS_WORDS == {"setup.md": 8, "usage.md": 10}
    assert table.WORDIER_DOC == "usage.md" and table.TERSER_DOC == ("setup.md",)
    files = table.workspace_files()
    assert len(files["docs/setup.md"].encode()) > len(files["docs/usage.md"].encode())
    assert table.QUICKEST_MS == 100
    assert table.FLOUR_MENTIONS == 2
    assert len(table.CODE_FILES) == 4
    assert (table.RUNNER_UP_PRODUCT, table.RUNNER_UP_PRICE) == ("baguette", 4100)
    assert table.PRICIEST == "cheesecake"
    assert table.SALE_DAYS == 6 and round(table.UNITS_PER_DAY, 1) == 53.8
    assert len({len(note) for note in table.NOTES}) == len(table.NOTES)
    assert table.NOTES_BY_LENGTH[0] == "Water the plants"
    assert table.TODO_PLAIN[2:] == ["- fix the login bug", "- write tests for report.py",
                                    "- update README", "- order more flour"]
    assert table.LCM == 180 and math.gcd(*table.LCM_OF) == 6
    assert table.UTF8_BYTES == 15 and len(table.UTF8_TEXT) == 5
    assert table.TURKEY_MIN == 300
    assert table.MY_SHARE == 18_000
    assert table.IN_STOCK == 42
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=True).stdout

    assert sh(_F42_HEADINGS).split() == ["README.md:3", "todo.md:1", "docs/setup.md:1",
                                         "docs/usage.md:1"]
    assert sh(_F42_WORDS).split()[:4] == ["8", "docs/setup.md", "10", "docs/usage.md"]
    assert sh(_F42_QUICK).strip() == "100 ms"
    assert sh(_F42_STOCK).strip() == "42 items in stock"
    assert sh(_F42_FLOUR).strip() == "2"
    assert sh(_F42_CODE).strip() == "4"
    assert sh(_F42_PRICES).strip() == "baguette,4100"
    assert sh(_F42_PER_DAY).strip() == "53.83"
    assert sh(_F42_LCM).strip() == "180"
    assert sh(_F42_UTF8).strip() == "15"
    assert int(sh(_F42_WORKDAYS)) == table.weekdays_in_next_month()


def test_interface_mtus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interface(name: str, mtu: int, state: str) -> None:
        (tmp_path / name).mkdir()
        (tmp_path / name / "mtu").write_text(f"{mtu}\n", encoding="utf-8")
        (tmp_path / name / "operstate").write_text(f"{state}\n", encoding="utf-8")

    interface("lo", 65536, "unknown")
    interface("eth0", 1400, "up")
    interface("ifb0", 1500, "down")
    assert table.interface_mtus(tmp_path) == {1400}
    interface("wg0", 1420, "unknown")
    assert table.interface_mtus(tmp_path) == {1400, 1420}
    (tmp_path / "eth0" / "operstate").write_text("down\n", encoding="utf-8")
    (tmp_path / "wg0" / "operstate").write_text("down\n", encoding="utf-8")
    assert table.interface_mtus(tmp_path) == {1400, 1420, 1500}
    assert table.interface_mtus(tmp_path / "missing") == set()
    monkeypatch.setattr(table, "interface_mtus", lambda: {1400})
    trace = table.Trace(answer="")
    check = table.mtu_in_answer()
    for answer, ok in (("1400", True), ("eth0: mtu 1400", True), ("MTU 1,400", True),
                       ("1500", False), ("65536", False), ("14000", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "interface_mtus", set)
    trace.answer = "1500"
    assert not check(trace, Path(".")).ok


def test_weekdays_in_next_month(monkeypatch: pytest.MonkeyPatch) -> None:
    assert table.weekdays_in_next_month(dt.date(2026, 12, 7)) == 21  # January 2027
    assert table.weekdays_in_next_month(dt.date(2024, 1, 31)) == 21  # February 2024, leap
    assert table.weekdays_in_next_month(dt.date(2026, 11, 15)) == 23  # December 2026
    assert table.weekdays_in_next_month(dt.date(2027, 1, 1)) == 20  # February 2027
    monkeypatch.setattr(table, "weekdays_in_next_month", lambda: 21)
    trace = table.Trace(answer="")
    check = table.next_month_weekdays_in_answer()
    for answer, ok in (("21", True), ("21 working days, January 4 to 29", True),
                       ("1월엔 평일이 21일 있어요", True), ("22 days", False),
                       ("January 21", False), ("1월 21일", False), ("31 days", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-89", "README.md (3 headings).", True),
        ("files-89", "README.md, todo.md, docs/setup.md and docs/usage.md.", False),
        ("files-89", "todo.md has just one; README.md has three.", True),
        ("files-90", "usage.md요.", True),
        ("files-90", "usage.md랑 setup.md 둘 다요.", False),
        ("files-90", "setup.md예요.", False),
        ("read-89", "100ms", True),
        ("read-89", "101 ms", False),
        ("read-90", "42개", True),
        ("read-90", "39개", False),
        ("count-89", "2", True),
        ("count-89", "twice — 3", False),
        ("count-90", "4개", True),
        ("count-90", "2개", False),
        ("csv-89", "baguette — 4100", True),
        ("csv-89", "baguette", False),
        ("csv-89", "cheesecake, 6,500 won", False),
        ("csv-90", "약 54개", True),
        ("csv-90", "53.83개", True),
        ("csv-90", "323개", False),
        ("script-89", "180", True),
        ("script-89", "360", False),
        ("script-90", "15 bytes", True),
        ("script-90", "10바이트", False),
        ("calc-89", "5 hours", True),
        ("calc-89", "5시간", True),
        ("calc-89", "35 minutes", False),
        ("calc-90", "1만 8천 원", True),
        ("calc-90", "12,000원", False),
        ("chat-89", "오타와", True),
        ("chat-89", "Montreal", False),
        ("chat-90", "5년", True),
        ("chat-90", "4년 중임", False),
    ],
)
def test_fresh42_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh43 ------------------------------------------------------------------------------------
_F43_DEPS = ("ls requirements.txt pyproject.toml setup.py setup.cfg Pipfile 2>&1; "
             "find . -name 'requirements*' -not -path './.git/*'")
_F43_MD = "find . -name '*.md' -not -path './.git/*' -not -path './docs/*' | sort"
_F43_LAST = "grep ERROR logs/app.log | tail -1"
_F43_JUNE5 = "awk -F, '$1 == \"2024-06-05\" && $2 == \"Busan\" { print $3, $4 }' sales.csv"
_F43_DATED = ("grep -cwE 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|"
              "February|March|April|May|June|July|August|September|October|November|December' "
              "notes.txt")
_F43_OVER = "awk -F, 'NR > 1 && $5 > 3000 { n += $4 } END { print n }' sales.csv"
_F43_JUNE4 = "awk -F, '$1 == \"2024-06-04\" { t += $4 * $5 } END { print t }' sales.csv"
_F43_BAGEL = "awk -F, '$3 == \"bagel\" { n += $4; c++ } END { print n / c }' sales.csv"
_F43_UNDO = "git reset --soft HEAD~1"
_F43_CARRY = "git switch -q -c summer-menu"
_F43_PLUMBER = ("{ grep plumber notes.txt; grep -v plumber notes.txt; } > n.tmp "
                "&& mv n.tmp notes.txt")
_F43_DASHED = "sed -i 's/^/- /' notes.txt"
_F43_SUNDAYS = ("python3 -c \"import datetime as d; print(sum(d.date(y, m, 1).weekday() == 6 "
                "for y in range(1901, 2001) for m in range(1, 13)))\"")
_F43_ROMAN = ("python3 -c \"v = {'M': 1000, 'D': 500, 'C': 100, 'L': 50, 'X': 10, 'V': 5, "
              "'I': 1}; s = 'MCMXCIV'; print(sum(-v[a] if v[a] < v[b] else v[a] "
              "for a, b in zip(s, s[1:] + 'I')))\"")
_F43_PAGE = "getconf PAGESIZE"
_F43_ENDIAN = "python3 -c \"import sys; print(sys.byteorder)\""


def _f43_wrong_page() -> int:
    """A page size this machine does not have (4096 where it is not)."""
    return next(size for size in (4096, 16384, 65536, 8192) if size not in table.page_sizes())


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-91",
         [tool("bash", command=_F43_DEPS),
          say("No, there's no requirements.txt or pyproject.toml; report.py only uses the "
              "standard library.")],
         [tool("bash", command=_F43_DEPS), say("Yes: requirements.txt lists them.")]),
        ("files-92",
         [tool("bash", command=_F43_MD), say("README.md랑 todo.md 두 개예요.")],
         [tool("bash", command=_F43_MD), say("README.md, todo.md, setup.md예요.")]),
        ("read-91",
         [tool("bash", command=_F43_LAST), say("Order 2495, at 23:40:15.")],
         [tool("bash", command=_F43_LAST), say("Order 1065.")]),  # the first
        ("read-92",
         [tool("bash", command=_F43_JUNE5), say("머핀을 45개 팔았어요.")],
         [tool("bash", command=_F43_JUNE5), say("크루아상 30개요.")]),  # June 3
        ("count-91",
         [tool("bash", command=_F43_DATED),
          say("2 of them: the meeting on Friday and renewing the domain before June.")],
         [tool("bash", command=_F43_DATED), say("Just 1, the Friday meeting.")]),
        ("count-92",
         [tool("bash", command=_F43_OVER), say("다 합쳐서 140개 팔렸어요.")],
         [tool("bash", command=_F43_OVER), say("4건이에요.")]),  # the sales, not the units
        ("csv-91",
         [tool("bash", command=_F43_JUNE4), say("123,000 won on June 4.")],
         [tool("bash", command=_F43_JUNE4), say("45 units on June 4.")]),
        ("csv-92",
         [tool("bash", command=_F43_BAGEL), say("평균 16개씩 나갔어요.")],
         [tool("bash", command=_F43_BAGEL), say("모두 48개 팔렸어요.")]),
        ("git-91",
         [tool("bash", command=_F43_UNDO), say("Undone; the changes are still staged.")],
         [tool("bash", command="git reset -q --hard HEAD~1"), say("Undone.")]),
        ("git-92",
         [tool("bash", command=_F43_CARRY), say("summer-menu 브랜치로 옮겼어요.")],
         [tool("bash", command="git branch summer-menu"), say("만들었어요.")]),  # not on it
        ("write-91",
         [tool("bash", command=_F43_PLUMBER), say("Moved it to the top.")],
         [tool("bash", command="sed -i '/plumber/d' notes.txt"), say("Done.")]),
        ("write-92",
         [tool("bash", command=_F43_DASHED), say("앞에 '- '를 붙였어요.")],
         [tool("bash", command="sed -i 's/^/-/' notes.txt"), say("붙였어요.")]),
        ("script-91",
         [tool("bash", command=_F43_SUNDAYS), say("171 months.")],
         [tool("bash", command=_F43_SUNDAYS), say("About 172.")]),
        ("script-92",
         [tool("bash", command=_F43_ROMAN), say("1994예요.")],
         [tool("bash", command=_F43_ROMAN), say("2216이에요.")]),  # letter by letter
        ("calc-91",
         [say("That's 7 hours 15 minutes.")],
         [say("About 5 hours 15 minutes.")]),
        ("calc-92",
         [say("한 달에 48만 원씩, 1년이면 576만 원 모여요.")],
         [say("48만 원 모여요.")]),  # a month's
        ("machine-91",
         [tool("bash", command=_F43_PAGE), say("{right}")],
         [tool("bash", command=_F43_PAGE), say("{wrong}")]),
        ("machine-92",
         [tool("bash", command=_F43_ENDIAN), say("{right}")],
         [tool("bash", command=_F43_ENDIAN), say("{wrong}")]),
        ("chat-91",
         [say("Six.  A hexagon has 6 sides.")],
         [say("8 sides.")]),
        ("chat-92",
         [say("4년마다 열려요.")],
         [say("2년마다요.")]),
    ],
)
def test_fresh43_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh43"
    page = min(table.page_sizes())
    little = sys.byteorder == "little"
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-91": (f"The page size is {page} bytes.", f"The page size is {_f43_wrong_page()}."),
        "machine-92": (("리틀 엔디언이에요.", "빅 엔디언이에요.") if little
                       else ("빅 엔디언이에요.", "리틀 엔디언이에요.")),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("read-91", [tool("bash", command=_F43_LAST), "The last one: {out}"]),
        ("read-92", [tool("bash", command=_F43_JUNE5), "기록은 이래요: {out}"]),
        ("count-91", [tool("bash", command=_F43_DATED), "{out} notes."]),
        ("count-92", [tool("bash", command=_F43_OVER), "{out}개예요."]),
        ("csv-91", [tool("bash", command=_F43_JUNE4), "{out} won."]),
        ("csv-92", [tool("bash", command=_F43_BAGEL), "평균 {out}개예요."]),
        ("script-91", [tool("bash", command=_F43_SUNDAYS), "{out} months."]),
        ("script-92", [tool("bash", command=_F43_ROMAN), "{out}이에요."]),
        ("machine-91", [tool("bash", command=_F43_PAGE), "{out} bytes."]),
        ("machine-92", [tool("bash", command=_F43_ENDIAN), "{out}-endian이에요."]),
    ],
)
def test_fresh43_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh43's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh43_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh43's write and git tasks expect are what real commands make of
    the real workspace: the last commit undone with its changes kept (reset --soft or --mixed),
    the uncommitted work carried to a new branch (switch -c, checkout -b), the plumber's note
    moved to the top, the notes dashed; a hard reset, a revert, the branch made but not switched
    to, the work committed or stashed first, the note dropped or copied, "-" without its space,
    fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("git-91", (_F43_UNDO, "git reset -q HEAD~1", "git reset -q --mixed HEAD^"),
         ("git reset -q --hard HEAD~1", _F41_WHO + "git revert --no-edit HEAD",
          "git reset -q --soft HEAD~2", "git checkout -q main")),
        ("git-92", (_F43_CARRY, "git checkout -q -b summer-menu"),
         ("git branch summer-menu", "git stash -u -q && git switch -q -c summer-menu",
          "git switch -q -c summer-menu && git add -A && " + _F41_WHO + "git commit -q -m wip",
          "git branch -m summer-menu")),
        ("write-91", (_F43_PLUMBER,
                      "python3 -c \"p = 'notes.txt'; n = open(p).read().splitlines(); "
                      "n.insert(0, n.pop(2)); open(p, 'w').write('\\n'.join(n) + '\\n')\""),
         ("sed -i '/plumber/d' notes.txt", "sed -i '1i Call the plumber about the kitchen sink' "
          "notes.txt", "sort -o notes.txt notes.txt")),
        ("write-92", (_F43_DASHED,
                      "awk '{ print \"- \" $0 }' notes.txt > n.tmp && mv n.tmp notes.txt"),
         ("sed -i 's/^/-/' notes.txt", "sed -i 's/^/* /' notes.txt",
          "sed -i '1s/^/- /' notes.txt")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh43_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh43's requests pick out one answer: no dependency file; README.md
    and todo.md outside docs; the last timeout order 2495 (the first 1065); Busan sold 45
    muffins on June 5; 2 dated notes; 140 units over 3,000 won (in 4 sales); 123,000 won on
    June 4; 16 bagels a sale (48 in all); 171 Sunday firsts; 1994; 435 minutes; 5,760,000 won."""
    files = table.workspace_files()
    assert not set(table.DEPENDENCY_FILES) & {Path(name).name for name in files}
    assert table.MD_OUTSIDE_DOCS == ("README.md", "todo.md")
    assert table.LAST_TIMEOUT_ORDER == 2495
    assert (table.JUNE5_BUSAN_PRODUCT, table.JUNE5_BUSAN_UNITS) == ("muffin", 45)
    assert table.NOTES_DATED == 2
    assert table.OVER_3000_UNITS == 140
    assert table.JUNE4_TAKINGS == 123_000
    assert table.BAGEL_PER_SALE == 16
    assert table.SUNDAY_FIRSTS == 171
    assert table.ROMAN_VALUE == 1994
    assert table.SLEEP_MIN == 435
    assert table.SAVED_A_YEAR == 5_760_000
    assert table.NOTES_PLUMBER_TOP[0] == "Call the plumber about the kitchen sink"
    assert sorted(table.NOTES_PLUMBER_TOP) == sorted(table.NOTES)
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=False).stdout

    assert sh(_F43_MD).split() == ["./README.md", "./todo.md"]
    assert "order 2495" in sh(_F43_LAST)
    assert sh(_F43_DATED).strip() == "2"
    assert sh(_F43_OVER).strip() == "140"
    assert sh(_F43_JUNE4).strip() == "123000"
    assert sh(_F43_BAGEL).strip() == "16"
    assert sh(_F43_SUNDAYS).strip() == "171"
    assert sh(_F43_ROMAN).strip() == "1994"
    assert {int(sh(_F43_PAGE))} == table.page_sizes()


def test_page_size_in_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table, "page_sizes", lambda: {4096})
    trace = table.Trace(answer="")
    check = table.page_size_in_answer()
    for answer, ok in (("4096", True), ("4,096 bytes", True), ("4 KB", True), ("4K", True),
                       ("4KiB", True), ("4킬로바이트", True), ("8192", False), ("64K", False),
                       ("4 MB", False), ("40960", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "page_sizes", lambda: {16384})
    trace.answer = "16 KB"
    assert check(trace, Path(".")).ok
    trace.answer = "4096"
    assert not check(trace, Path(".")).ok


def test_byte_order_in_answer() -> None:
    trace = table.Trace(answer="")
    for order, answer, ok in (
        ("little", "little-endian", True), ("little", "리틀 엔디언이에요.", True),
        ("little", "x86_64라서 리틀 엔디언이에요. 빅 엔디언이 아니에요.", True),
        ("little", "빅 엔디언이에요.", False), ("little", "big-endian", False),
        ("little", "little-endian and big-endian", False), ("big", "big-endian", True),
        ("big", "리틀 엔디언", False),
    ):
        trace.answer = answer
        assert table.byte_order_in_answer(order)(trace, Path(".")).ok is ok, (order, answer)


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-91", "There's none.", True),
        ("files-91", "requirements.txt.", False),
        ("files-92", "README.md, todo.md", True),
        ("files-92", "README.md, todo.md, docs/usage.md", False),
        ("files-92", "README.md요. docs 말고는 그것뿐이에요.", False),  # todo.md left out
        ("read-91", "2495", True),
        ("read-91", "2430", False),
        ("read-92", "Busan sold 45 muffins.", True),
        ("read-92", "머핀요.", False),
        ("count-91", "two — 2", True),
        ("count-91", "3", False),
        ("count-92", "140개", True),
        ("count-92", "92개", False),  # the croissants alone
        ("csv-91", "₩123,000", True),
        ("csv-91", "98,000 won", False),
        ("csv-92", "16개", True),
        ("csv-92", "3건", False),
        ("script-91", "171", True),
        ("script-91", "1200", False),
        ("script-92", "1,994", True),
        ("script-92", "1996", False),
        ("calc-91", "7시간 15분", True),
        ("calc-91", "7.25 hours", True),
        ("calc-91", "6 hours 45 minutes", False),
        ("calc-92", "5,760,000원", True),
        ("calc-92", "576,000원", False),
        ("chat-91", "6개", True),
        ("chat-91", "5", False),
        ("chat-92", "every 4 years", True),
        ("chat-92", "매년", False),
    ],
)
def test_fresh43_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh44 ------------------------------------------------------------------------------------
_F44_SHORTEST = ("find . -type f -not -path './.git/*' | awk -F/ '{ print length($NF), $0 }' "
                 "| sort -n | head -1")
_F44_FSTRING = "grep -rl --include='*.py' 'f\"' ."
_F44_LEVELS = "awk '{ print $3 }' logs/app.log | sort | uniq -c"
_F44_TOP_PAGE = "grep -o '/items/[0-9]*' logs/app.log | cut -d/ -f3 | sort -n | tail -1"
_F44_CAPITALS = "grep -o '\\b[A-Z][A-Za-z]*' notes.txt | wc -l"
_F44_COLUMNS = "grep -o 'row\\[\"[a-z_]*\"\\]' report.py | sort -u"
_F44_FLAT = "awk -F, 'NR > 1 { n += $4 } END { print n * 3000 }' sales.csv"
_F44_TOPS = ("awk -F, 'NR > 1 { u[$2 \" \" $3] += $4 } END { for (k in u) print u[k], k }' "
             "sales.csv | sort -k2,2 -k1,1nr | awk '!seen[$2]++'")
_F44_URL = "https://github.com/sunrise-bakery/inventory.git"
_F44_REMOTE = f"git remote add origin {_F44_URL}"
_F44_COMMIT_ALL = ("git add -A && " + _F41_WHO
                   + "git commit -q -m '여름 메뉴 초안이랑 할 일 추가'")
_F44_COPY_NOTES = "sed 's/^/- [ ] /' notes.txt >> todo.md"
_F44_NO_PEOPLE = "sed -i -E '/Mina|Daniel/d' notes.txt"
_F44_COLLATZ = ("python3 -c 'n, s = 27, 0\nwhile n != 1:\n"
                "    n, s = (n // 2 if n % 2 == 0 else 3 * n + 1), s + 1\nprint(s)'")
_F44_PERFECT = ("python3 -c \"import math; print([n for n in range(2, 10001) if 1 + sum("
                "d + n // d if d != n // d else d for d in range(2, math.isqrt(n) + 1) "
                "if n % d == 0) == n])\"")
_F44_UMASK = "umask"
_F44_NAME_MAX = "getconf NAME_MAX ."


def _f44_wrong_umask() -> int:
    """A umask this machine does not have (0002 where it is 0022, else 0022)."""
    return next(mask for mask in (0o002, 0o022, 0o077) if mask not in table.umasks())


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-93",
         [tool("bash", command=_F44_SHORTEST), say("src/app.py, at 6 characters.")],
         [tool("bash", command=_F44_SHORTEST), say("todo.md, at 7 characters.")]),
        ("files-94",
         [tool("bash", command=_F44_FSTRING),
          say("report.py 하나예요. app.py랑 utils.py에는 f-string이 없어요.")],
         [tool("bash", command=_F44_FSTRING), say("report.py랑 app.py예요.")]),
        ("read-93",
         [tool("bash", command=_F44_LEVELS), say("Three: INFO, WARN and ERROR. There's no DEBUG.")],
         [tool("bash", command=_F44_LEVELS), say("INFO and WARN.")]),
        ("read-94",
         [tool("bash", command=_F44_TOP_PAGE), say("/items/49가 제일 커요.")],
         [tool("bash", command=_F44_TOP_PAGE), say("50번이요.")]),  # the count of pages
        ("count-93",
         [tool("bash", command=_F44_CAPITALS), say("13 words.")],
         [tool("bash", command=_F44_CAPITALS), say("8, the first word of each note.")]),
        ("count-94",
         [tool("bash", command=_F44_COLUMNS),
          say("product랑 units 두 개만 써요. date, region, unit_price는 안 써요.")],
         [tool("bash", command=_F44_COLUMNS),
          say("다섯 개 다 써요: date, region, product, units, unit_price.")]),
        ("csv-93",
         [tool("bash", command=_F44_FLAT), say("969,000 won.")],
         [tool("bash", command=_F44_FLAT), say("1,008,400 won.")]),  # the real prices
        ("csv-94",
         [tool("bash", command=_F44_TOPS),
          say("세 지역 다 머핀이에요. 서울 55개, 부산 45개, 인천 35개.")],
         [tool("bash", command=_F44_TOPS),
          say("서울은 머핀 55개, 부산은 크루아상 30개, 인천은 머핀 35개예요.")]),
        ("git-93",
         [tool("bash", command=_F44_REMOTE), say("Added origin; nothing pushed.")],
         [tool("bash", command=f"git remote add upstream {_F44_URL}"), say("Added.")]),
        ("git-94",
         [tool("bash", command=_F44_COMMIT_ALL), say("커밋했어요.")],
         [tool("bash", command=_F41_WHO + "git commit -q -am '여름 메뉴 초안이랑 할 일 추가'"),
          say("커밋했어요.")]),  # draft.txt left out
        ("write-93",
         [tool("bash", command=_F44_COPY_NOTES), say("Added all eight notes to todo.md.")],
         [tool("bash", command="sed 's/^/- [x] /' notes.txt >> todo.md"), say("Done.")]),
        ("write-94",
         [tool("bash", command=_F44_NO_PEOPLE), say("미나랑 다니엘 메모 지웠어요.")],
         [tool("bash", command="sed -i '/Mina/d' notes.txt"), say("지웠어요.")]),
        ("script-93",
         [tool("bash", command=_F44_COLLATZ), say("111 steps.")],
         [tool("bash", command=_F44_COLLATZ), say("112 steps.")]),  # the numbers, not steps
        ("script-94",
         [tool("bash", command=_F44_PERFECT), say("6, 28, 496, 8128 네 개예요.")],
         [tool("bash", command=_F44_PERFECT), say("6, 28, 496이에요.")]),
        ("calc-93",
         [say("$200, $300 and $400.")],
         [say("$300 each.")]),
        ("calc-94",
         [say("45번이에요.")],
         [say("90번이에요.")]),  # each handshake counted twice
        ("machine-93",
         [tool("bash", command=_F44_UMASK), say("{right}")],
         [tool("bash", command=_F44_UMASK), say("{wrong}")]),
        ("machine-94",
         [tool("bash", command=_F44_NAME_MAX), say("{right}")],
         [tool("bash", command=_F44_NAME_MAX), say("{wrong}")]),
        ("chat-93",
         [say("Eight legs.")],
         [say("Six legs.")]),
        ("chat-94",
         [say("부산, 대구, 인천, 광주, 대전, 울산 6개예요.")],
         [say("세종까지 7개예요.")]),
    ],
)
def test_fresh44_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh44"
    mask = min(table.umasks())
    limit = min(table.name_maxes(tmp_path))
    said: dict[str, tuple[str, str]] = {  # read when run
        "machine-93": (f"Your umask is {mask:04o}.", f"Your umask is {_f44_wrong_umask():04o}."),
        "machine-94": (f"{limit}바이트까지예요.",
                       f"{4096 if limit != 4096 else 255}바이트까지예요."),
    }
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-93", [tool("bash", command=_F44_SHORTEST), "The shortest: {out}"]),
        ("files-94", [tool("bash", command=_F44_FSTRING), "{out} 파일이에요."]),
        ("read-93", [tool("bash", command=_F44_LEVELS), "The levels, with their counts: {out}"]),
        ("read-94", [tool("bash", command=_F44_TOP_PAGE), "{out}번이에요."]),
        ("count-93", [tool("bash", command=_F44_CAPITALS), "{out} words."]),
        ("count-94", [tool("bash", command=_F44_COLUMNS), "{out} 두 개예요."]),
        ("csv-93", [tool("bash", command=_F44_FLAT), "{out} won."]),
        ("csv-94", [tool("bash", command=_F44_TOPS), "지역별로 보면: {out}"]),
        ("script-93", [tool("bash", command=_F44_COLLATZ), "{out} steps."]),
        ("script-94", [tool("bash", command=_F44_PERFECT), "{out}이에요."]),
        ("machine-93", [tool("bash", command=_F44_UMASK), "It's {out}."]),
        ("machine-94", [tool("bash", command=_F44_NAME_MAX), "{out}바이트예요."]),
    ],
)
def test_fresh44_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh44's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh44_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh44's write and git tasks expect are what real commands make of
    the real workspace: the remote added as origin (remote add, or its URL set in the config),
    everything uncommitted committed with the message (add -A, or both files named), the notes
    copied into todo.md as unticked items, the notes naming Mina and Daniel removed; the remote
    under another name or without .git, main checked out, a commit -a that leaves draft.txt
    out, an amend, another message, the files staged but not committed, ticked items, items
    without a box, notes.txt emptied, one of the two notes left, the plumber's note removed
    too, or the names cut out of their notes, fails."""
    trace = table.Trace(answer="done")
    message = "'여름 메뉴 초안이랑 할 일 추가'"
    for task_id, commands, wrongs in (
        ("git-93", (_F44_REMOTE, f"git config remote.origin.url {_F44_URL}"),
         (f"git remote add upstream {_F44_URL}",
          "git remote add origin https://github.com/sunrise-bakery/inventory",
          _F44_REMOTE + " && git checkout -q main")),
        ("git-94", (_F44_COMMIT_ALL,
                    "git add todo.md draft.txt && " + _F41_WHO + f"git commit -q -m {message}",
                    "git add draft.txt && " + _F41_WHO + f"git commit -q -am {message}"),
         (_F41_WHO + f"git commit -q -am {message}",
          "git add -A && " + _F41_WHO + f"git commit -q --amend -m {message}",
          "git add -A && " + _F41_WHO + "git commit -q -m 'Add summer menu draft and todo'",
          "git add -A")),
        ("write-93", (_F44_COPY_NOTES,
                      "python3 -c \"notes = open('notes.txt').read().splitlines(); "
                      "open('todo.md', 'a').write(''.join(f'- [ ] {n}\\n' for n in notes))\""),
         ("sed 's/^/- [x] /' notes.txt >> todo.md", "sed 's/^/- /' notes.txt >> todo.md",
          _F44_COPY_NOTES + " && : > notes.txt")),
        ("write-94", (_F44_NO_PEOPLE,
                      "grep -v -e Mina -e Daniel notes.txt > n.tmp && mv n.tmp notes.txt"),
         ("sed -i '/Mina/d' notes.txt", "sed -i -E '/Mina|Daniel|plumber/d' notes.txt",
          "sed -i -E 's/ ?(with|to) (Mina|Daniel)//' notes.txt")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh44_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh44's requests pick out one answer: src/app.py the one shortest
    name (todo.md and app.log 7); report.py the one f-string; INFO, WARN and ERROR; page 49 (of
    50); 13 capitalised words (8 first words); product and units of the 5 columns; 969,000 won
    (1,008,400 at the real prices); muffins first in all three regions (55, 45, 35); 111 steps;
    6, 28, 496 and 8128; 200, 300 and 400 dollars; 45 handshakes."""
    files = table.workspace_files()
    lengths = Counter(len(Path(name).name) for name in files)
    assert table.SHORTEST_NAMED == "src/app.py"
    assert lengths[len("app.py")] == 1
    assert table.F_STRING_FILES == ("report.py",)
    assert table.PY_OTHERS == ("app.py", "utils.py")
    assert table.LOG_LEVELS == ("INFO", "WARN", "ERROR")
    assert table.TOP_ITEM_PAGE == 49
    assert table.CAPITALISED_WORDS == 13
    assert table.REPORT_COLUMNS == ("product", "units")
    assert table.FLAT_REVENUE == 969_000
    assert table.REVENUE != table.FLAT_REVENUE
    assert table.REGION_TOP_PRODUCT == {"Seoul": ("muffin", 55), "Busan": ("muffin", 45),
                                        "Incheon": ("muffin", 35)}
    assert table.COLLATZ_STEPS == 111
    assert table.PERFECT_NUMBERS == (6, 28, 496, 8128)
    assert table.SPLIT_SHARES == (200, 300, 400)
    assert sum(table.SPLIT_SHARES) == table.SPLIT_DOLLARS
    assert table.HANDSHAKES == 45
    assert table.TODO_WITH_NOTES[: len(table.TODO_NOW)] == table.TODO_NOW
    assert len(table.TODO_WITH_NOTES) == len(table.TODO_NOW) + len(table.NOTES)
    assert len(table.NOTES_NO_PEOPLE) == len(table.NOTES) - 2
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=False).stdout

    assert sh(_F44_SHORTEST).split() == ["6", "./src/app.py"]
    assert sh(_F44_FSTRING).split() == ["./report.py"]
    assert [line.split()[1] for line in sh(_F44_LEVELS).splitlines()] == ["ERROR", "INFO", "WARN"]
    assert sh(_F44_TOP_PAGE).strip() == "49"
    assert sh(_F44_CAPITALS).strip() == "13"
    assert sh(_F44_COLUMNS).split() == ['row["product"]', 'row["units"]']
    assert sh(_F44_FLAT).strip() == "969000"
    assert sorted(sh(_F44_TOPS).splitlines()) == ["35 Incheon muffin", "45 Busan muffin",
                                                  "55 Seoul muffin"]
    assert sh(_F44_COLLATZ).strip() == "111"
    assert sh(_F44_PERFECT).strip() == "[6, 28, 496, 8128]"
    assert {int(sh(_F44_UMASK), 8)} == table.umasks()
    assert {int(sh(_F44_NAME_MAX))} == table.name_maxes(ws)


def test_remote_at(tmp_path: Path) -> None:
    ws = table.build_workspace(tmp_path / "ws")
    trace = table.Trace(answer="")
    check = table.remote_at("origin", _F44_URL)
    assert not check(trace, ws).ok  # no remote yet
    subprocess.run(["git", "remote", "add", "upstream", _F44_URL], cwd=ws, check=True)
    assert not check(trace, ws).ok  # the URL under another name
    subprocess.run(["git", "remote", "add", "origin", _F44_URL + "/"], cwd=ws, check=True)
    assert not check(trace, ws).ok  # another URL
    subprocess.run(["git", "remote", "set-url", "origin", _F44_URL], cwd=ws, check=True)
    assert check(trace, ws).ok


def test_umask_in_answer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    status = tmp_path / "status"
    status.write_text("Name:\tpython3\nUmask:\t0027\nState:\tR (running)\n", encoding="utf-8")
    assert table.umasks(status) == {0o027}
    now = os.umask(0o022)
    os.umask(now)
    assert table.umasks(tmp_path / "missing") == {now}
    monkeypatch.setattr(table, "umasks", lambda: {0o022})
    trace = table.Trace(answer="")
    check = table.umask_in_answer()
    for answer, ok in (("0022", True), ("022", True), ("It's 0o022.", True), ("umask 22", True),
                       ("u=rwx,g=rx,o=rx", True), ("0022라서 새 파일은 644예요.", True),
                       ("0002", False), ("0077", False), ("644", False), ("0.022", False),
                       ("2022", False), ("u=rwx,g=rwx,o=rx", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "umasks", lambda: {0o002})
    for answer, ok in (("0002", True), ("u=rwx,g=rwx,o=rx", True), ("0022", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


def test_name_max_in_answer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert table.name_maxes(tmp_path) == {os.pathconf(tmp_path, "PC_NAME_MAX")}
    assert table.name_maxes(tmp_path / "missing") == set()
    monkeypatch.setattr(table, "name_maxes", lambda *folders: {255})
    trace = table.Trace(answer="")
    check = table.name_max_in_answer()
    for answer, ok in (("255", True), ("255 bytes", True), ("255바이트", True),
                       ("4096", False), ("256", False), ("2,550", False), ("25.5", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-93", "app.py", True),
        ("files-93", "app.log", False),
        ("files-94", "./report.py", True),
        ("files-94", "report.py, utils.py", False),
        ("read-93", "ERROR, WARN, INFO", True),
        ("read-93", "INFO, WARN, ERROR and DEBUG.", False),
        ("read-94", "49", True),
        ("read-94", "0부터 49까지 50개", True),
        ("read-94", "42", False),
        ("count-93", "There are 13.", True),
        ("count-93", "5 — the names.", False),
        ("count-94", "product, units: 2개", True),
        ("count-94", "product, units, unit_price 세 개", False),
        ("csv-93", "₩969,000", True),
        ("csv-93", "39,400 won less", False),
        ("csv-94", "muffins: Seoul 55, Busan 45, Incheon 35", True),
        ("csv-94", "머핀 서울 146개, 부산 100개, 인천 77개", False),  # a region's units
        ("script-93", "111", True),
        ("script-93", "110", False),
        ("script-94", "6, 28, 496, 8,128", True),
        ("script-94", "6, 28, 496, 8128, 33550336", True),
        ("script-94", "28, 496, 8128", False),
        ("calc-93", "200, 300, 400 dollars", True),
        ("calc-93", "$180, $300, $420", False),
        ("calc-94", "45", True),
        ("calc-94", "100", False),
        ("chat-93", "8", True),
        ("chat-93", "6 legs", False),
        ("chat-94", "광역시는 6곳이에요.", True),
        ("chat-94", "8개요.", False),
    ],
)
def test_fresh44_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh45 ------------------------------------------------------------------------------------
_F45_ONE_FILE = ("find . -mindepth 2 -type f -not -path './.git/*' | cut -d/ -f2 | sort "
                 "| uniq -c")
_F45_DOCS = "grep -l 'report.py' docs/*"
_F45_SETUP = "cat docs/setup.md"
_F45_OPEN = "grep -F -- '- [ ]' todo.md | sed -n 3p"
_F45_NOON = "grep -c '^2024-06-30 12:' logs/app.log"
_F45_WORDS = "awk '{ print NF, $0 }' notes.txt | sort -n | tail -1"
_F45_LEAST = ("awk -F, 'NR > 1 { r[$3] += $4 * $5 } END { for (p in r) print r[p], p }' "
              "sales.csv | sort -n | head -1")
_F45_INCHEON = ("awk -F, '$2 == \"Incheon\" { s += $4 * $5; n++ } END { print s / n }' "
                "sales.csv")
_F45_AUTHOR = ("git config user.name 'Daniel Kim' && "
               "git config user.email daniel@sunrise-bakery.example")
_F45_GLOBAL = ("GIT_CONFIG_GLOBAL=$PWD/../global.gitconfig git config --global user.name "
               "'Daniel Kim' && GIT_CONFIG_GLOBAL=$PWD/../global.gitconfig git config --global "
               "user.email daniel@sunrise-bakery.example")  # a global file of the test's own
_F45_TAG = "git tag release-0.1 main"
_F45_CONTACT = "sed -i 's/Mina Park/Daniel Kim/' README.md"
_F45_HEADING = "sed -i '1i # 메모' notes.txt"
_F45_DIGITS = "python3 -c 'print(sum(map(int, str(2 ** 1000))))'"
_F45_FIB = "python3 -c 'a, b = 1, 1\nwhile b <= 1000:\n    a, b = b, a + b\nprint(b)'"
_F45_PID_MAX = "cat /proc/sys/kernel/pid_max"
_F45_ARG_MAX = "getconf ARG_MAX"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-95",
         [tool("bash", command=_F45_ONE_FILE),
          say("scripts and logs: one file each (check.sh and app.log). src and docs have two.")],
         [tool("bash", command=_F45_ONE_FILE), say("src, scripts and logs.")]),
        ("files-96",
         [tool("bash", command=_F45_DOCS), say("docs/setup.md에 나와요. usage.md에는 없어요.")],
         [tool("bash", command=_F45_DOCS), say("setup.md랑 usage.md 둘 다요.")]),
        ("read-95",
         [tool("bash", command=_F45_SETUP), say("Python 3.11.")],
         [tool("bash", command=_F45_SETUP), say("Python 3.12.")]),
        ("read-96",
         [tool("bash", command=_F45_OPEN), say("'order more flour'예요.")],
         [tool("bash", command=_F45_OPEN), say("'update README'예요.")]),  # the third item
        ("count-95",
         [tool("bash", command=_F45_NOON), say("64 lines.")],
         [tool("bash", command=_F45_NOON), say("60 lines, one a minute.")]),
        ("count-96",
         [tool("bash", command=_F45_WORDS), say("7개 단어예요.")],
         [tool("bash", command=_F45_WORDS), say("39자예요.")]),  # its characters
        ("csv-95",
         [tool("bash", command=_F45_LEAST), say("Cheesecake: 52,000 won.")],
         [tool("bash", command=_F45_LEAST), say("Bagels, 120,000 won.")]),
        ("csv-96",
         [tool("bash", command=_F45_INCHEON), say("한 건당 평균 72,800원이에요.")],
         [tool("bash", command=_F45_INCHEON), say("218,400원이에요.")]),  # the total
        ("git-95",
         [tool("bash", command=_F45_AUTHOR), say("Set for this repository only.")],
         [tool("bash", command=_F45_GLOBAL), say("Set.")]),
        ("git-96",
         [tool("bash", command=_F45_TAG), say("main 끝 커밋에 태그 달았어요.")],
         [tool("bash", command="git tag release-0.1"), say("태그 달았어요.")]),  # on HEAD
        ("write-95",
         [tool("bash", command=_F45_CONTACT), say("Updated the contact line.")],
         [tool("bash", command="echo 'Questions go to Daniel Kim.' >> README.md"),
          say("Added.")]),  # Mina's line left in
        ("write-96",
         [tool("bash", command=_F45_HEADING), say("제목 달았어요.")],
         [tool("bash", command="echo '# 메모' >> notes.txt"), say("달았어요.")]),
        ("script-95",
         [tool("bash", command=_F45_DIGITS), say("1366.")],
         [tool("bash", command=_F45_DIGITS), say("302.")]),  # the count of digits
        ("script-96",
         [tool("bash", command=_F45_FIB), say("1597이에요.")],
         [tool("bash", command=_F45_FIB), say("987이에요.")]),  # the last one under
        ("calc-95",
         [say("604,800 seconds.")],
         [say("86,400 seconds.")]),  # a day
        ("calc-96",
         [say("10,000원에 팔면 돼요.")],
         [say("10,667원에 팔아야 해요.")]),  # 25 % of the selling price
        ("machine-95",
         [tool("bash", command=_F45_PID_MAX), say("{right}")],
         [tool("bash", command=_F45_PID_MAX), say("{wrong}")]),
        ("machine-96",
         [tool("bash", command=_F45_ARG_MAX), say("{right}")],
         [tool("bash", command=_F45_ARG_MAX), say("{wrong}")]),
        ("chat-95",
         [say("32, wisdom teeth included.")],
         [say("28.")]),  # without wisdom teeth
        ("chat-96",
         [say("건곤감리 4개예요.")],
         [say("8개예요.")]),
    ],
)
def test_fresh45_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh45"
    said: dict[str, tuple[str, str]] = {}  # read when run
    if task_id == "machine-95":
        limit = min(table.pid_maxes())
        other = 4194304 if limit != 4194304 else 32768
        said[task_id] = (f"{limit}, so the highest ID is {limit - 1}.", f"{other}.")
    if task_id == "machine-96":
        arg_max = min(table.arg_maxes())
        said[task_id] = (f"{arg_max}바이트예요.",
                         f"{131072 if arg_max != 131072 else 2097152}바이트예요.")
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-96", [tool("bash", command=_F45_DOCS), "{out} 하나예요."]),
        ("read-95", [tool("bash", command=_F45_SETUP), "It says: {out}"]),
        ("read-96", [tool("bash", command=_F45_OPEN), "{out} 이거예요."]),
        ("count-95", [tool("bash", command=_F45_NOON), "{out} lines."]),
        ("count-96", [tool("bash", command=_F45_WORDS), "단어 수와 메모: {out}"]),
        ("csv-95", [tool("bash", command=_F45_LEAST), "Revenue and product: {out} won."]),
        ("csv-96", [tool("bash", command=_F45_INCHEON), "{out}원이에요."]),
        ("script-95", [tool("bash", command=_F45_DIGITS), "{out}."]),
        ("script-96", [tool("bash", command=_F45_FIB), "{out}이에요."]),
        ("machine-95", [tool("bash", command=_F45_PID_MAX), "It's {out}."]),
        ("machine-96", [tool("bash", command=_F45_ARG_MAX), "{out}바이트예요."]),
    ],
)
def test_fresh45_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh45's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh45_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh45's write and git tasks expect are what real commands make of
    the real workspace: the author set in the repository's own config (git config, or --local),
    the tag on main's tip (by name or by its hash, without leaving the branch), the README's
    contact changed (sed, or Python), the heading put above the notes (with or without a blank
    line after it); the author set only globally or only the name, the tag on HEAD, main
    checked out to tag it, Mina's line left with Daniel's added, the heading at the end or run
    onto the first note, fails."""
    trace = table.Trace(answer="done")
    for task_id, commands, wrongs in (
        ("git-95", (_F45_AUTHOR,
                    "git config --local user.name 'Daniel Kim' && git config --local "
                    "user.email daniel@sunrise-bakery.example"),
         (_F45_GLOBAL, "git config user.name 'Daniel Kim'",
          "git config user.name 'Daniel Kim' && git config user.email daniel@example.com")),
        ("git-96", (_F45_TAG, "git tag -a release-0.1 -m 'release 0.1' $(git rev-parse main)"),
         ("git tag release-0.1", "git checkout -q main && git tag release-0.1",
          "git tag release-0.1 main~1")),
        ("write-95", (_F45_CONTACT,
                      "python3 -c \"import pathlib; p = pathlib.Path('README.md'); "
                      "p.write_text(p.read_text().replace('Mina Park', 'Daniel Kim'))\""),
         ("echo 'Questions go to Daniel Kim.' >> README.md",
          "sed -i 's/Mina Park/Daniel Kim/; s/^# Sunrise Bakery$/# Daniel Kim/' README.md")),
        ("write-96", (_F45_HEADING, "sed -i '1i # 메모\\n' notes.txt"),
         ("echo '# 메모' >> notes.txt", "sed -i '1s/^/# 메모 /' notes.txt",
          "sed -i '1i # Notes' notes.txt")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh45_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh45's requests pick out one answer: scripts and logs hold one
    file (src and docs two); setup.md alone names report.py; Python 3.11; the third open item
    is "order more flour" (the third item, ticked, "update README"); 64 lines in the noon hour;
    7 words in the longest note; cheesecake, 52,000 won (bagels next, 120,000); 72,800 won a
    sale in Incheon (218,400 in all); 1366 (2^1000 has 302 digits); 1597 (987 the last under
    1,000); 604,800 seconds; 10,000 won."""
    assert table.ONE_FILE_FOLDERS == ("scripts", "logs")
    assert table.TWO_FILE_FOLDERS == ("src", "docs")
    assert table.DOCS_NAMING_REPORT == ("docs/setup.md",)
    assert table.DOCS_OTHERS == ("usage.md",)
    assert table.SETUP_PYTHON == "3.11"
    assert table.THIRD_OPEN == "order more flour"
    assert table.TODO_NOW[4] == "- [x] update README"
    assert table.NOON_HOUR_LINES == 64
    assert table.LONGEST_NOTE_WORDS == 7
    assert (table.LEAST_EARNER, table.LEAST_EARNED) == ("cheesecake", 52_000)
    assert table.INCHEON_PER_SALE == 72_800
    assert table.README_NEW_CONTACT[-1] == "Questions go to Daniel Kim."
    assert table.README_NEW_CONTACT[:-1] == table.README[:-1]
    assert table.POWER_DIGIT_SUM == 1366
    assert len(str(2**table.POWER_FOR_DIGITS)) == 302
    assert table.FIB_OVER_LIMIT == 1597
    assert table.WEEK_SECONDS == 604_800
    assert table.MARKED_UP_PRICE == 10_000
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=False).stdout

    assert [line.split() for line in sh(_F45_ONE_FILE).splitlines()] == [
        ["2", "docs"], ["1", "logs"], ["1", "scripts"], ["2", "src"]]
    assert sh(_F45_DOCS).split() == ["docs/setup.md"]
    assert "Python 3.11" in sh(_F45_SETUP)
    assert sh(_F45_OPEN).strip() == "- [ ] order more flour"
    assert sh(_F45_NOON).strip() == "64"
    assert sh(_F45_WORDS).split()[0] == "7"
    assert sh(_F45_LEAST).split() == ["52000", "cheesecake"]
    assert sh(_F45_INCHEON).strip() == "72800"
    assert sh(_F45_DIGITS).strip() == "1366"
    assert sh(_F45_FIB).strip() == "1597"
    assert {int(sh(_F45_PID_MAX))} == table.pid_maxes()
    assert {int(sh(_F45_ARG_MAX))} == table.arg_maxes()


def test_repo_config(tmp_path: Path) -> None:
    ws = table.build_workspace(tmp_path / "ws")
    trace = table.Trace(answer="")
    check = table.repo_config("user.name", "Daniel Kim")
    assert not check(trace, ws).ok  # unset
    subprocess.run(["git", "config", "user.name", "Daniel"], cwd=ws, check=True)
    assert not check(trace, ws).ok  # another value
    subprocess.run(["git", "config", "user.name", "Daniel Kim"], cwd=ws, check=True)
    assert check(trace, ws).ok
    other = table.build_workspace(tmp_path / "other")
    env = {**os.environ, "GIT_CONFIG_GLOBAL": str(tmp_path / "global.gitconfig")}
    subprocess.run(["git", "config", "--global", "user.name", "Daniel Kim"], cwd=other,
                   check=True, env=env)
    assert not check(trace, other).ok  # only in a global file


def test_pid_max_in_answer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pid_max = tmp_path / "pid_max"
    pid_max.write_text("4194304\n", encoding="utf-8")
    assert table.pid_maxes(pid_max) == {4194304}
    assert table.pid_maxes(tmp_path / "missing") == set()
    monkeypatch.setattr(table, "pid_maxes", lambda: {32768})
    trace = table.Trace(answer="")
    check = table.pid_max_in_answer()
    for answer, ok in (("32768", True), ("32,768", True), ("up to 32767", True),
                       ("4194304", False), ("3276", False), ("65536", False),
                       ("32769", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "pid_maxes", lambda: set())
    trace.answer = "32768"
    assert not check(trace, Path(".")).ok


def test_arg_max_in_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    assert table.arg_maxes() == {os.sysconf("SC_ARG_MAX")}
    monkeypatch.setattr(table, "arg_maxes", lambda: {2097152})
    trace = table.Trace(answer="")
    check = table.arg_max_in_answer()
    for answer, ok in (("2097152", True), ("2,097,152바이트", True), ("2048 KB", True),
                       ("2 MB", True), ("2MiB", True), ("2메가", True),
                       ("8 MB", False), ("12 MB", False), ("131072", False), ("4096", False),
                       ("209715", False), ("2048", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "arg_maxes", lambda: {131072})
    for answer, ok in (("131072", True), ("128 KB", True), ("2 MB", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-95", "logs, scripts", True),
        ("files-95", "docs and src.", False),
        ("files-96", "setup.md", True),
        ("files-96", "usage.md", False),
        ("read-95", "3.11", True),
        ("read-95", "python3", False),
        ("read-96", "밀가루 더 주문하기", True),
        ("read-96", "write tests for report.py", False),
        ("count-95", "There were 64.", True),
        ("count-95", "63", False),
        ("count-96", "7단어", True),
        ("count-96", "8", False),
        ("csv-95", "치즈케이크 5만 2천 원", True),
        ("csv-95", "cheesecake, 8 sold", False),
        ("csv-96", "7만 2,800원", True),
        ("csv-96", "평균 25.67개", False),
        ("script-95", "1,366", True),
        ("script-95", "115", False),
        ("script-96", "1,597", True),
        ("script-96", "1000", False),
        ("calc-95", "604800", True),
        ("calc-95", "10,080", False),
        ("calc-96", "1만 원", True),
        ("calc-96", "10000원", True),
        ("chat-95", "20 baby teeth", False),
        ("chat-95", "32 teeth", True),
        ("chat-96", "네 개, 4괘", True),
        ("chat-96", "3개", False),
    ],
)
def test_fresh45_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh46 ------------------------------------------------------------------------------------
_F46_WORDS = ("find . -type f -not -path './.git/*' -not -name '.*' -exec wc -w {} + "
              "| sort -n | head -3")
_F46_PEOPLE = "grep -rl --exclude-dir=.git -e Mina -e Daniel ."
_F46_EVENING_WARN = "awk '$2 >= \"20:30\" && / WARN /' logs/app.log | head -1"
_F46_BAGEL = "grep -m1 bagel sales.csv"
_F46_SERVED = "awk '$2 >= \"18:00\" && /request served/' logs/app.log | wc -l"
_F46_THE = "grep -cw the notes.txt"
_F46_BULK = ("awk -F, 'NR > 1 && $4 >= 40 { s += $4 * $5 } END { print s * 10 / 100 }' "
             "sales.csv")
_F46_RATIO = ("awk -F, 'NR > 1 { r[$2] += $4 * $5 } END { printf \"%.2f\\n\", "
              "r[\"Seoul\"] / r[\"Incheon\"] }' sales.csv")
_F46_CLEAN = "git clean -f"
_F46_COMMIT = "git add todo.md && " + _F41_WHO + "git commit -qm '밀가루 주문 추가'"
_F46_HOURS = ("sed -i 's/^## Contact$/## Hours\\n\\nOpen every day, 7am to 7pm.\\n\\n## Contact/' "
              "README.md")
_F46_FLOOR = "sed -i 's/round(price \\* 1.1)/price * 11 \\/\\/ 10/' src/utils.py"
_F46_HANDS = "python3 -c 'import math; print(math.comb(52, 5))'"
_F46_PRIMES = ("python3 -c 'print(sum(n for n in range(2, 101) "
               "if all(n % d for d in range(2, n))))'")
_F46_STACK = "ulimit -s"
_F46_NPROC = "ulimit -u"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-97",
         [tool("bash", command=_F46_WORDS),
          say("draft.txt, with 5 words. (.gitignore has fewer, but it's hidden.)")],
         [tool("bash", command=_F46_WORDS), say(".gitignore: one word.")]),
        ("files-98",
         [tool("bash", command=_F46_PEOPLE),
          say("Mina요. README.md에도 나와요. Daniel은 다른 파일에 없어요.")],
         [tool("bash", command=_F46_PEOPLE), say("Daniel이랑 Mina 둘 다 README.md에 나와요.")]),
        ("read-97",
         [tool("bash", command=_F46_EVENING_WARN), say("At 20:30:15, a query that took 135 ms.")],
         [tool("bash", command=_F46_EVENING_WARN),
          say("At 20:23:36, a query that took 128 ms.")]),  # the one before 8:30
        ("read-98",
         [tool("bash", command=_F46_BAGEL), say("2024-06-02에 인천에서 20개 팔렸어요.")],
         [tool("bash", command=_F46_BAGEL), say("6월 4일 부산에서 10개요.")]),  # the second
        ("count-97",
         [tool("bash", command=_F46_SERVED), say("306 requests.")],
         [tool("bash", command=_F46_SERVED), say("364 requests.")]),  # every evening line
        ("count-98",
         [tool("bash", command=_F46_THE), say("5줄이에요.")],
         [tool("bash", command=_F46_THE), say("6번 나와요.")]),  # the times it comes up
        ("csv-97",
         [tool("bash", command=_F46_BULK), say("40,800 won less.")],
         [tool("bash", command=_F46_BULK), say("28,000 won less.")]),  # over 40 units only
        ("csv-98",
         [tool("bash", command=_F46_RATIO), say("약 2.2배예요.")],
         [tool("bash", command=_F46_RATIO), say("약 1.9배예요.")]),  # by units
        ("git-97",
         [tool("bash", command=_F46_CLEAN), say("Removed draft.txt; todo.md is as it was.")],
         [tool("bash", command="git clean -fdx"), say("Cleaned.")]),  # the ignored log too
        ("git-98",
         [tool("bash", command=_F46_COMMIT), say("todo.md만 커밋했어요.")],
         [tool("bash", command="git add -A && " + _F41_WHO + "git commit -qm '밀가루 주문 추가'"),
          say("커밋했어요.")]),  # draft.txt with it
        ("write-97",
         [tool("bash", command=_F46_HOURS), say("Added the Hours section.")],
         [tool("bash", command="printf '\\n## Hours\\n\\nOpen every day, 7am to 7pm.\\n' "
                               ">> README.md"),
          say("Added.")]),  # at the end
        ("write-98",
         [tool("bash", command=_F46_FLOOR), say("버리게 바꿨어요.")],
         [tool("bash", command="sed -i '1i import math' src/utils.py && "
                               "sed -i 's/round(/math.ceil(/' src/utils.py"),
          say("바꿨어요.")]),
        ("script-97",
         [tool("bash", command=_F46_HANDS), say("2,598,960 hands.")],
         [tool("bash", command=_F46_HANDS), say("311,875,200 hands.")]),  # in order
        ("script-98",
         [tool("bash", command=_F46_PRIMES), say("1060이에요.")],
         [tool("bash", command=_F46_PRIMES), say("25개예요.")]),  # how many primes
        ("calc-97",
         [say("About 3.4 kg.")],
         [say("About 3.5 kg.")]),
        ("calc-98",
         [say("105알이에요.")],
         [say("90알이에요.")]),  # three trays
        ("machine-97",
         [tool("bash", command=_F46_STACK), say("{right}")],
         [tool("bash", command=_F46_STACK), say("{wrong}")]),
        ("machine-98",
         [tool("bash", command=_F46_NPROC), say("{right}")],
         [tool("bash", command=_F46_NPROC), say("{wrong}")]),
        ("chat-97",
         [say("64 squares, 8 by 8.")],
         [say("32.")]),  # the pieces
        ("chat-98",
         [say("가로세로 19줄씩이에요.")],
         [say("18줄씩이에요.")]),  # the squares across
    ],
)
def test_fresh46_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh46"
    said: dict[str, tuple[str, str]] = {}  # read when run
    if task_id == "machine-97":
        (stack,) = table.soft_limits(table.resource.RLIMIT_STACK)
        said[task_id] = (("unlimited." if stack is None else f"{stack // 1024} KB."),
                         ("8192 KB." if stack is None else "unlimited."))
    if task_id == "machine-98":
        (nproc,) = table.soft_limits(table.resource.RLIMIT_NPROC)
        said[task_id] = (("제한 없어요." if nproc is None else f"{nproc}개예요."),
                         f"{int(Path('/proc/sys/kernel/threads-max').read_text()) + 1}개예요.")
    if task_id in said:
        right = [right[0], say(said[task_id][0])]
        wrong = [wrong[0], say(said[task_id][1])]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-97", [tool("bash", command=_F46_WORDS), "Fewest words first: {out}"]),
        ("read-97", [tool("bash", command=_F46_EVENING_WARN), "It was: {out}"]),
        ("read-98", [tool("bash", command=_F46_BAGEL), "이거예요: {out}"]),
        ("count-97", [tool("bash", command=_F46_SERVED), "{out} requests."]),
        ("count-98", [tool("bash", command=_F46_THE), "{out}줄이에요."]),
        ("csv-97", [tool("bash", command=_F46_BULK), "{out} won."]),
        ("csv-98", [tool("bash", command=_F46_RATIO), "{out}배예요."]),
        ("script-97", [tool("bash", command=_F46_HANDS), "{out}."]),
        ("script-98", [tool("bash", command=_F46_PRIMES), "{out}이에요."]),
        ("machine-97", [tool("bash", command=_F46_STACK), "It's {out} KB."]),
        ("machine-98", [tool("bash", command=_F46_NPROC), "{out}개예요."]),
    ],
)
def test_fresh46_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh46's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh46_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh46's write and git tasks expect are what real commands make of
    the real workspace: the untracked draft cleaned away (git clean, or rm), todo.md alone
    committed (by path, or add then commit), the Hours section put before Contact (sed, or
    Python; with or without a blank line under its heading), the tax cut down (floor division,
    math.floor, or int()); the ignored log cleaned too, todo.md's change stashed or thrown away,
    draft.txt committed with todo.md or todo.md amended into the last commit, the section at the
    end or after Contact, the tax rounded up, left rounding, or the rate changed, fails."""
    trace = table.Trace(answer="done")
    amend = _F41_WHO + "git commit -q --amend -am '밀가루 주문 추가'"
    hours_py = ("python3 -c \"import pathlib; p = pathlib.Path('README.md'); "
                "p.write_text(p.read_text().replace('## Contact', "
                "'## Hours\\nOpen every day, 7am to 7pm.\\n\\n## Contact'))\"")
    for task_id, commands, wrongs in (
        ("git-97", (_F46_CLEAN, "rm draft.txt", "git clean -fd"),
         ("git clean -fdx", "git stash -u -q && git stash drop -q",
          "git checkout -- todo.md && git clean -f")),
        ("git-98", (_F46_COMMIT, _F41_WHO + "git commit -qm '밀가루 주문 추가' todo.md"),
         ("git add -A && " + _F41_WHO + "git commit -qm '밀가루 주문 추가'", amend,
          _F41_WHO + "git commit -qam 'Order more flour'")),
        ("write-97", (_F46_HOURS, hours_py),
         ("printf '\\n## Hours\\n\\nOpen every day, 7am to 7pm.\\n' >> README.md",
          "sed -i 's/^## Layout$/## Hours\\n\\nOpen every day, 7am to 7pm.\\n\\n## Layout/' "
          "README.md")),
        ("write-98", (_F46_FLOOR,
                      "sed -i '1i import math' src/utils.py && "
                      "sed -i 's/round(/math.floor(/' src/utils.py",
                      "sed -i 's/round(/int(/' src/utils.py"),
         ("sed -i '1i import math' src/utils.py && sed -i 's/round(/math.ceil(/' src/utils.py",
          "true",
          "sed -i 's/1.1/1.09/' src/utils.py")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh46_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh46's requests pick out one answer: draft.txt has the fewest
    words (5) but the hidden .gitignore (1); Mina of the notes is in README.md, Daniel nowhere
    else; the first slow query after 8:30 pm took 135 ms at 20:30:15; the first bagels, 20 in
    Incheon on June 2; 306 requests served from 6 pm (307 INFO lines with the shutdown, 364 lines
    in all); 5 notes hold "the" (6 times); 40,800 won (28,000 over 40 units only); Seoul took in
    2.2 times Incheon's money (1.9 times its units); 2,598,960 hands; 1060 (25 primes); 3.4 kg;
    105 eggs."""
    assert table.FEWEST_WORDS_FILE == "draft.txt"
    assert table.PEOPLE_ELSEWHERE == {"Mina": ("README.md",), "Daniel": ()}
    assert (table.EVENING_WARN_AT, table.EVENING_WARN_MS) == ("20:30:15", 135)
    assert table.FIRST_BAGEL == ["2024-06-02", "Incheon", "bagel", 20, 2500]
    assert table.EVENING_SERVED == 306
    assert table.NOTES_WITH_THE == 5
    assert sum(line.split().count("the") for line in table.NOTES) == 6
    assert table.BULK_DISCOUNT == 40_800
    assert round(table.SEOUL_OVER_INCHEON, 2) == 2.2
    assert table.POKER_HANDS == 2_598_960
    assert table.PRIME_SUM == 1060
    assert round(table.BABY_KG, 1) == 3.4
    assert table.EGGS == 105
    assert [price for price, _ in table.TAX_FLOORED if round(price * 1.1) != price * 11 // 10]
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=False).stdout

    assert sh(_F46_WORDS).split()[:2] == ["5", "./draft.txt"]
    assert sorted(sh(_F46_PEOPLE).split()) == ["./README.md", "./notes.txt"]
    assert "20:30:15" in sh(_F46_EVENING_WARN) and "(135 ms)" in sh(_F46_EVENING_WARN)
    assert sh(_F46_BAGEL).strip() == "2024-06-02,Incheon,bagel,20,2500"
    assert sh(_F46_SERVED).strip() == "306"
    assert sh(_F46_THE).strip() == "5"
    assert sh(_F46_BULK).strip() == "40800"
    assert sh(_F46_RATIO).strip() == "2.20"
    assert sh(_F46_HANDS).strip() == "2598960"
    assert sh(_F46_PRIMES).strip() == "1060"


def test_stack_limit_in_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    assert table.soft_limits(table.resource.RLIMIT_STACK) <= {
        None, table.resource.getrlimit(table.resource.RLIMIT_STACK)[0]
    }
    monkeypatch.setattr(table, "soft_limits", lambda which: {8 * 1024 * 1024})
    trace = table.Trace(answer="")
    check = table.stack_limit_in_answer()
    for answer, ok in (("8192", True), ("8192 KB", True), ("8 MB", True), ("8MiB", True),
                       ("8메가", True), ("8,388,608 bytes", True),
                       ("soft 8192 KB, hard unlimited", True),
                       ("unlimited", False), ("2 MB", False), ("2097152", False), ("8", False),
                       ("10 MB", False), ("819", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "soft_limits", lambda which: {None})
    for answer, ok in (("unlimited", True), ("제한이 없어요", True), ("무제한", True),
                       ("8192 KB", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "soft_limits", lambda which: set())
    trace.answer = "8192 KB"
    assert not check(trace, Path(".")).ok


def test_process_limit_in_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    assert table.soft_limits(table.resource.RLIMIT_NPROC) <= {
        None, table.resource.getrlimit(table.resource.RLIMIT_NPROC)[0]
    }
    monkeypatch.setattr(table, "soft_limits", lambda which: {96367})
    trace = table.Trace(answer="")
    check = table.process_limit_in_answer()
    for answer, ok in (("96367", True), ("96,367개", True), ("max user processes 96367", True),
                       ("192735", False), ("32768", False), ("unlimited", False),
                       ("9636", False), ("96368", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "soft_limits", lambda which: {None})
    for answer, ok in (("unlimited", True), ("무제한이에요", True), ("96367", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-97", "draft.txt", True),
        ("files-97", "src/utils.py", False),
        ("files-98", "미나가 README.md에 나와요", True),
        ("files-98", "Mina is in notes.txt only", False),
        ("read-97", "8:30:15 pm, 135 ms", True),
        ("read-97", "20:30:15, 142 ms", False),  # the next one
        ("read-98", "June 2, Incheon, 20 bagels", True),
        ("read-98", "6월 6일 서울 18개", False),  # the last bagel sale
        ("read-98", "2024-06-02,Incheon,bagel,20,2500", True),  # the row quoted
        ("read-98", "2024-06-04,Busan,bagel,10,2500", False),
        ("count-97", "There were 306.", True),
        ("count-97", "307", False),  # INFO lines, the shutdown with them
        ("count-98", "다섯 줄, 5줄", True),
        ("count-98", "8", False),
        ("csv-97", "4만 800원", True),
        ("csv-97", "408,000원", False),  # the takings it would cut
        ("csv-98", "2.20배", True),
        ("csv-98", "263,100원 더", False),  # the difference
        ("script-97", "2598960", True),
        ("script-97", "52", False),
        ("script-98", "1,060", True),
        ("script-98", "1061", False),  # with 1 counted
        ("calc-97", "3.40 kilograms", True),
        ("calc-97", "3.63 kg", False),  # 8 pounds
        ("calc-98", "모두 105개", True),
        ("calc-98", "35알", False),
        ("chat-97", "sixty-four: 64", True),
        ("chat-97", "8", False),
        ("chat-98", "19줄, 교차점은 361개", True),
        ("chat-98", "361개", False),
    ],
)
def test_fresh46_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok


# fresh47 ------------------------------------------------------------------------------------
_F47_BACKUP = "grep -rliE 'back ?up' --exclude-dir=.git ."
_F47_NO_DIGIT = "grep -rL --exclude-dir=.git '[0-9]' . | grep -v '/\\.'"
_F47_AFTER = "grep -A1 cheesecake sales.csv"
_F47_4100 = "grep ',4100$' sales.csv"
_F47_BIG_DAYS = ("awk -F, 'NR > 1 { u[$1] += $4 } END { for (d in u) if (u[d] > 50) n++; "
                 "print n }' sales.csv")
_F47_BOTH = ("awk -F, 'NR > 1 { r[$1] = r[$1] \" \" $2 } END { for (d in r) "
             "if (r[d] ~ /Seoul/ && r[d] ~ /Busan/) n++; print n }' sales.csv")
_F47_GOAL = "awk -F, 'NR > 1 { s += $4 * $5 } END { print s - 1000000 }' sales.csv"
_F47_PLUS_100 = "awk -F, 'NR > 1 { u += $4 } END { print u * 100 }' sales.csv"
_F47_DROP = "git reset -q --keep HEAD~1"
_F47_AUTHOR = "--author='Daniel Kim <daniel@sunrise-bakery.example>'"
_F47_ONE_OFF = ("git add todo.md && " + _F41_WHO + "git commit -qm '할 일 하나 추가' "
                + _F47_AUTHOR)
_F47_CAPITALS = "sed -i -E 's/^(- \\[[ x]\\] )(.)/\\1\\u\\2/' todo.md"
_F47_SHORT = "sed -i 's/--summary/--short/' report.py"
_F47_PASSWORDS = "python3 -c 'print(36 ** 8)'"
_F47_GCD = "python3 -c 'import math; print(math.gcd(1071, 462))'"
_F47_DEVICE = "df --output=source . | tail -1"


@pytest.mark.parametrize(
    ("task_id", "right", "wrong"),
    [
        ("files-99",
         [tool("bash", command=_F47_BACKUP),
          say("notes.txt (\"Back up the laptop\") and scripts/check.sh (\"backup ok\").")],
         [tool("bash", command="grep -rli backup --exclude-dir=.git ."),
          say("Only scripts/check.sh mentions backups.")]),  # "Back up" missed
        ("files-100",
         [tool("bash", command=_F47_NO_DIGIT),
          say("todo.md, draft.txt, docs/usage.md, src/app.py 이렇게 네 개예요.")],
         [tool("bash", command="grep -rL --exclude-dir=.git '[0-9]' ."),
          say("todo.md, draft.txt, docs/usage.md, src/app.py, .gitignore예요.")]),  # hidden
        ("read-99",
         [tool("bash", command=_F47_AFTER), say("It's 2024-06-05,Busan,muffin,45,2800.")],
         [tool("bash", command=_F47_AFTER),
          say("The line is 2024-06-04,Busan,bagel,10,2500.")]),  # the one before
        ("read-100",
         [tool("bash", command=_F47_4100),
          say("바게트예요. 6월 1일 부산에서 15개, 6월 3일 서울에서 25개 팔렸어요.")],
         [tool("bash", command="grep -m1 ',4100$' sales.csv"),
          say("바게트예요. 6월 1일 부산에서 15개 팔렸어요.")]),  # the first sale only
        ("count-99",
         [tool("bash", command=_F47_BIG_DAYS), say("On 4 days.")],
         [tool("bash", command=_F47_BIG_DAYS),
          say("Just 1: the 55 muffins on June 2.")]),  # single sales over 50
        ("count-100",
         [tool("bash", command=_F47_BOTH), say("3일이에요.")],
         [tool("bash", command=_F47_BOTH), say("서울은 5일, 부산은 4일이에요.")]),
        ("csv-99",
         [tool("bash", command=_F47_GOAL), say("Yes: 1,008,400 won, 8,400 won over.")],
         [tool("bash", command=_F47_GOAL), say("We took in 1,008,400 won.")]),
        ("csv-100",
         [tool("bash", command=_F47_PLUS_100), say("3만 2,300원 더 나왔을 거예요.")],
         [tool("bash", command=_F47_PLUS_100), say("1,200원 더요.")]),  # 100 won a row
        ("git-99",
         [tool("bash", command=_F47_DROP), say("Dropped it; todo.md and draft.txt are kept.")],
         [tool("bash", command="git reset -q --hard HEAD~1"), say("Done.")]),  # todo.md lost
        ("git-100",
         [tool("bash", command=_F47_ONE_OFF), say("커밋했어요.")],
         [tool("bash", command="git add todo.md && " + _F41_WHO
                               + "git commit -qm '할 일 하나 추가'"),
          say("커밋했어요.")]),  # the usual author
        ("write-99",
         [tool("bash", command=_F47_CAPITALS), say("Capitalised.")],
         [tool("bash", command="sed -i 's/^- \\[ \\] \\(.\\)/- [ ] \\u\\1/' todo.md"),
          say("Done.")]),  # the ticked item left
        ("write-100",
         [tool("bash", command=_F47_SHORT), say("--short로 바꿨어요.")],
         [tool("bash", command="sed -i 's/summary/short/g' report.py"),
          say("바꿨어요.")]),  # the printed "summary:" too
        ("script-99",
         [tool("bash", command=_F47_PASSWORDS), say("2,821,109,907,456 passwords.")],
         [tool("bash", command="python3 -c 'print(26 ** 8)'"),
          say("208,827,064,576.")]),  # letters only
        ("script-100",
         [tool("bash", command=_F47_GCD), say("21이에요.")],
         [tool("bash", command=_F47_GCD), say("23562예요.")]),  # the least common multiple
        ("calc-99",
         [say("About $21,675.")],
         [say("$21,000.")]),  # 30 % off at once
        ("calc-100",
         [say("약 1.7킬로미터예요.")],
         [say("약 0.34킬로미터예요.")]),  # one second's
        ("machine-99",
         [tool("bash", command=_F47_DEVICE), say("{right}")],
         [tool("bash", command=_F47_DEVICE), say("It's on /dev/sdz9, mounted at /.")]),
        ("machine-100",
         [tool("bash", command="date +%F"), say("{right}")],
         [tool("bash", command="date +%F"), say("{wrong}")]),
        ("chat-99",
         [say("There are 8 planets.")],
         [say("Nine.")]),  # Pluto counted
        ("chat-100",
         [say("윷가락 4개를 던져요.")],
         [say("다섯 개요.")]),  # the five throws
    ],
)
def test_fresh47_graders_pass_a_right_answer_and_fail_a_wrong_one(
    task_id: str, right: list[LLMReply], wrong: list[LLMReply], tmp_path: Path
) -> None:
    assert table.tasks_for("all", [task_id])[0].split == "fresh47"
    if task_id == "machine-99":
        (source,) = table.mount_sources(tmp_path)
        right = [right[0], say(f"It's on {source}.")]
    if task_id == "machine-100":
        day = table.business_days_ahead(5)
        calendar = dt.date.today() + dt.timedelta(days=5)
        right = [right[0], say(f"{day.month}월 {day.day}일 {table.KO_WEEKDAYS[day.weekday()]}"
                                f"에 도착해요.")]
        wrong = [wrong[0], say(f"{calendar.month}월 {calendar.day}일 "
                                f"{table.KO_WEEKDAYS[calendar.weekday()]}에 도착해요.")]
    good = run(task_id, *right, tmp_path=tmp_path)
    assert (good.right, good.invented, good.error) == (True, False, False), (good.why, good.answer)
    bad = run(task_id, *wrong, tmp_path=tmp_path)
    assert (bad.right, bad.invented, bad.error) == (False, False, False), bad.answer
    assert "language" not in bad.why


@pytest.mark.parametrize(
    ("task_id", "steps"),
    [
        ("files-99", [tool("bash", command=_F47_BACKUP), "These: {out}"]),
        ("files-100", [tool("bash", command=_F47_NO_DIGIT), "이 파일들이에요: {out}"]),
        ("read-99", [tool("bash", command=_F47_AFTER), "Here: {out}"]),
        ("read-100", [tool("bash", command=_F47_4100), "바게트(baguette)예요: {out}"]),
        ("count-99", [tool("bash", command=_F47_BIG_DAYS), "{out} days."]),
        ("count-100", [tool("bash", command=_F47_BOTH), "{out}일이에요."]),
        ("csv-99", [tool("bash", command=_F47_GOAL), "Beat it by {out} won."]),
        ("csv-100", [tool("bash", command=_F47_PLUS_100), "{out}원 더요."]),
        ("script-99", [tool("bash", command=_F47_PASSWORDS), "{out}."]),
        ("script-100", [tool("bash", command=_F47_GCD), "{out}이에요."]),
        ("machine-99", [tool("bash", command=_F47_DEVICE), "It's {out}."]),
    ],
)
def test_fresh47_expects_what_the_workspace_really_says(
    task_id: str, steps: list[object], tmp_path: Path
) -> None:
    """fresh47's expected values (computed from the table's constants) are what the real
    workspace and machine say: an answer that passes the tool's output on passes the grader."""

    def answer_from_tool(messages: list, _tools: list) -> LLMReply:
        out = " ".join(messages[-1].content.split())
        return say(str(steps[1]).format(out=out))

    first = steps[0]
    assert isinstance(first, LLMReply)
    task = table.tasks_for("all", [task_id])[0]
    backend = ScriptedBackend([first, answer_from_tool])
    result = asyncio.run(
        bench_tasks.run_task(
            task, backend, tmp_path, timeout_s=60, settings={"agent": {"grounding": False}}
        )
    )
    assert result.right, (result.why, result.answer)


def test_fresh47_edits_as_the_real_tools_make_them(tmp_path: Path) -> None:
    """The files and refs fresh47's write and git tasks expect are what real commands make of
    the real workspace: the last commit dropped with todo.md's change and the draft kept
    (`reset --keep`, or a stash around `reset --hard`), todo.md committed once under Daniel Kim
    (`--author`, added then committed or committed by path), todo.md's items capitalised (sed
    or Python), --summary renamed --short (sed or Python); `reset --hard` losing todo.md,
    `reset` keeping report.py's line, a revert, the author made a setting of the repository,
    the usual author, draft.txt committed too, the ticked item left lowercase, every word
    capitalised, --short taken besides --summary, or the printed "summary:" renamed too,
    fails."""
    trace = table.Trace(answer="done")
    config = ("git config user.name 'Daniel Kim' && "
              "git config user.email daniel@sunrise-bakery.example && git add todo.md && "
              "GIT_COMMITTER_NAME=M GIT_COMMITTER_EMAIL=m@example.com "
              "git commit -qm '할 일 하나 추가'")
    capitals_py = ("python3 -c \"import pathlib, re; p = pathlib.Path('todo.md'); "
                   "p.write_text(re.sub(r'(?m)^(- \\[[ x]\\] )(\\w)', "
                   "lambda m: m.group(1) + m.group(2).upper(), p.read_text()))\"")
    short_py = ("python3 -c \"import pathlib; p = pathlib.Path('report.py'); "
                "p.write_text(p.read_text().replace('--summary', '--short'))\"")
    for task_id, commands, wrongs in (
        ("git-99", (_F47_DROP,
                    "git stash -q && git reset -q --hard HEAD~1 && git stash pop -q"),
         ("git reset -q --hard HEAD~1", "git reset -q HEAD~1",
          _F41_WHO + "git revert --no-edit HEAD")),
        ("git-100", (_F47_ONE_OFF,
                     _F41_WHO + "git commit -qm '할 일 하나 추가' " + _F47_AUTHOR + " todo.md"),
         (config, "git add todo.md && " + _F41_WHO + "git commit -qm '할 일 하나 추가'",
          "git add -A && " + _F41_WHO + "git commit -qm '할 일 하나 추가' " + _F47_AUTHOR)),
        ("write-99", (_F47_CAPITALS, capitals_py),
         ("sed -i 's/^- \\[ \\] \\(.\\)/- [ ] \\u\\1/' todo.md",
          "sed -i -E 's/\\b(.)/\\u\\1/g' todo.md")),
        ("write-100", (_F47_SHORT, short_py),
         ("sed -i 's/\"--summary\" in sys.argv/\"--summary\" in sys.argv or "
          "\"--short\" in sys.argv/' report.py",
          "sed -i 's/summary/short/g' report.py")),
    ):
        task = table.tasks_for("all", [task_id])[0]
        for n, command in enumerate(commands):
            ws = table.build_workspace(tmp_path / f"{task_id}-{n}")
            trace.before = table.snapshot(ws)
            subprocess.run(["bash", "-c", command], cwd=ws, check=True, capture_output=True)
            verdicts = [check(trace, ws) for check in task.checks]
            assert all(v.ok for v in verdicts), (task_id, command, verdicts)
        for n, wrong in enumerate(wrongs):
            bad = table.build_workspace(tmp_path / f"{task_id}-wrong{n}")
            trace.before = table.snapshot(bad)
            subprocess.run(["bash", "-c", wrong], cwd=bad, check=True, capture_output=True)
            assert not all(check(trace, bad).ok for check in task.checks), (task_id, wrong)


def test_fresh47_asks_about_what_tells_a_right_answer_from_a_wrong_one(tmp_path: Path) -> None:
    """The constants behind fresh47's requests pick out one answer: notes.txt ("Back up") and
    scripts/check.sh ("backup") mention backing up; todo.md, draft.txt, docs/usage.md and
    src/app.py hold no digit (the hidden .gitignore neither); after the cheesecake, Busan's 45
    muffins (before it, Busan's 10 bagels); baguettes at 4,100 won, 15 in Busan on June 1 and
    25 in Seoul on June 3; 4 days over 50 units (1 sale alone); 3 days with both Seoul and
    Busan; 8,400 won over a million; 32,300 won at 100 won more a unit (1,200 a row); 36^8
    passwords (26^8 of letters alone); gcd 21 (lcm 23,562); $21,675 ($21,000 at 30 % at once);
    1.7 km."""
    assert table.BACKUP_FILES == ("notes.txt", "scripts/check.sh")
    assert sorted(table.NO_DIGIT_FILES) == ["docs/usage.md", "draft.txt", "src/app.py", "todo.md"]
    assert table.AFTER_CHEESECAKE == ["2024-06-05", "Busan", "muffin", 45, 2800]
    assert [(row[0], row[1], row[2], row[3]) for row in table.SOLD_AT_4100] == [
        ("2024-06-01", "Busan", "baguette", 15), ("2024-06-03", "Seoul", "baguette", 25)
    ]
    assert table.DAYS_OVER_50_UNITS == 4
    assert sum(1 for row in table.SALES if int(row[3]) > 50) == 1
    assert table.SEOUL_AND_BUSAN_DAYS == 3
    assert table.OVER_GOAL == 8_400
    assert table.FLAT_RISE_TAKINGS == 32_300
    assert table.PASSWORDS == 2_821_109_907_456
    assert table.GCD == 21
    assert table.CAR_VALUE == 21_675
    assert table.THUNDER_KM == 1.7
    assert table.TODO_CAPITALISED[2:] == [
        "- [ ] Fix the login bug", "- [ ] Write tests for report.py", "- [x] Update README",
        "- [ ] Order more flour",
    ]
    assert sum("--short" in line for line in table.REPORT_SHORT) == 1
    ws = table.build_workspace(tmp_path / "ws")

    def sh(command: str) -> str:
        return subprocess.run(["bash", "-c", command], cwd=ws, capture_output=True, text=True,
                              check=False).stdout

    assert sorted(sh(_F47_BACKUP).split()) == ["./notes.txt", "./scripts/check.sh"]
    assert sorted(sh(_F47_NO_DIGIT).split()) == [
        "./docs/usage.md", "./draft.txt", "./src/app.py", "./todo.md"
    ]
    assert sh(_F47_AFTER).split()[-1] == "2024-06-05,Busan,muffin,45,2800"
    assert sh(_F47_4100).split() == ["2024-06-01,Busan,baguette,15,4100",
                                     "2024-06-03,Seoul,baguette,25,4100"]
    assert sh(_F47_BIG_DAYS).strip() == "4"
    assert sh(_F47_BOTH).strip() == "3"
    assert sh(_F47_GOAL).strip() == "8400"
    assert sh(_F47_PLUS_100).strip() == "32300"
    assert sh(_F47_PASSWORDS).strip() == "2821109907456"
    assert sh(_F47_GCD).strip() == "21"


def test_mount_sources(tmp_path: Path) -> None:
    mounts = tmp_path / "mounts"
    mounts.write_text(
        "/dev/vda / ext4 rw 0 0\n"
        "tmpfs /tmp tmpfs rw 0 0\n"
        "/dev/vdb1 /srv/my\\040data ext4 rw 0 0\n"
        "overlay /srv/my\\040data ext4 rw 0 0\n",
        encoding="utf-8",
    )
    assert table.mount_sources(Path("/tmp/x/y"), mounts=mounts) == {"tmpfs"}
    assert table.mount_sources(Path("/usr/lib"), mounts=mounts) == {"/dev/vda"}
    assert table.mount_sources(Path("/srv/my data/a"), mounts=mounts) == {"overlay"}  # last
    assert table.mount_sources(Path("/tmpfoo"), mounts=mounts) == {"/dev/vda"}
    assert table.mount_sources(Path("/"), mounts=tmp_path / "none") == set()
    assert table.mount_sources(tmp_path) <= {line.split()[0] for line in
                                            Path("/proc/self/mounts").read_text().splitlines()}


def test_mount_source_in_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    trace = table.Trace(answer="")
    check = table.mount_source_in_answer()
    monkeypatch.setattr(table, "mount_sources", lambda *folders: {"/dev/vda1"})
    for answer, ok in (("/dev/vda1", True), ("vda1", True), ("It's on /dev/vda1, at /.", True),
                       ("Filesystem /dev/vda1 Mounted on /", True), ("/DEV/VDA1", True),
                       ("vda", False), ("/dev/vda", False), ("/dev/vda12", False),
                       ("/dev/vda2", False), ("/", False), ("/dev/sda1", False),
                       ("ext4", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "mount_sources", lambda *folders: {"overlay"})
    for answer, ok in (("overlay", True), ("an overlay mount", True), ("overlay2", False),
                       ("/dev/vda", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer
    monkeypatch.setattr(table, "mount_sources", lambda *folders: set())
    trace.answer = "/dev/vda1"
    assert not check(trace, Path(".")).ok


def test_business_days_ahead() -> None:
    monday, friday, saturday = dt.date(2026, 12, 7), dt.date(2026, 12, 11), dt.date(2026, 12, 12)
    assert table.business_days_ahead(5, monday) == dt.date(2026, 12, 14)  # next Monday
    assert table.business_days_ahead(5, friday) == dt.date(2026, 12, 18)
    assert table.business_days_ahead(5, saturday) == dt.date(2026, 12, 18)
    assert table.business_days_ahead(1, friday) == dt.date(2026, 12, 14)
    assert table.business_days_ahead(1, saturday) == dt.date(2026, 12, 14)
    assert table.business_days_ahead(5, dt.date(2026, 12, 28)) == dt.date(2027, 1, 4)
    assert table.business_days_ahead(0, saturday) == saturday


def test_business_day_in_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monday = dt.date(2026, 12, 14)
    monkeypatch.setattr(table, "business_days_ahead", lambda days, today=None: monday)
    trace = table.Trace(answer="")
    check = table.business_day_in_answer(5)
    for answer, ok in (("12월 14일 월요일", True), ("14일 월요일에 와요", True),
                       ("Monday, December 14", True), ("2026-12-14 (Mon)", True),
                       ("12월 14일", False), ("월요일", False), ("12월 12일 토요일", False),
                       ("12월 11일 금요일", False), ("12월 14일 화요일", False),
                       ("2026-12-15 Tuesday", False)):
        trace.answer = answer
        assert check(trace, Path(".")).ok is ok, answer


@pytest.mark.parametrize(
    ("task_id", "answer", "ok"),
    [
        ("files-99", "check.sh says backup ok; notes.txt says Back up the laptop", True),
        ("files-99", "notes.txt only", False),
        ("files-100", "todo.md, draft.txt, usage.md, app.py예요. 나머지 notes.txt 같은 건 숫자가 "
                      "있어요.", True),
        ("files-100", "todo.md, draft.txt, usage.md, app.py, utils.py예요.", False),
        ("files-100", "todo.md, draft.txt, usage.md예요.", False),
        ("read-99", "45 muffins in Busan on June 5", True),
        ("read-99", "2024-06-05,Busan,muffin,45,2800", True),
        ("read-99", "6월 5일 부산 머핀 54개", False),
        ("read-100", "baguette: 2024-06-01,Busan,baguette,15,4100 and "
                     "2024-06-03,Seoul,baguette,25,4100", True),
        ("read-100", "바게트, June 1 in Busan (15) and June 3 in Seoul (25)", True),
        ("read-100", "크루아상이에요. 6월 1일 부산 15개, 6월 3일 서울 25개", False),
        ("count-99", "four days: 4", True),
        ("count-99", "6", False),
        ("count-100", "6월 1일, 6월 3일, 6월 5일, 모두 3일이에요", True),
        ("count-100", "6월 1일, 6월 3일, 6월 5일이에요", False),  # no count said
        ("csv-99", "8400 won over the goal", True),
        ("csv-99", "8,400원 넘었어요", True),
        ("csv-99", "we missed it by 84,000 won", False),
        ("csv-100", "32,300원", True),
        ("csv-100", "32300", True),
        ("csv-100", "3만 2300원", True),
        ("csv-100", "3,230원", False),
        ("script-99", "2821109907456", True),
        ("script-99", "288", False),  # 36 × 8
        ("script-100", "최대공약수는 21", True),
        ("script-100", "7", False),
        ("calc-99", "$21,675.00", True),
        ("calc-99", "$25,500 after one year", False),
        ("calc-100", "1,700미터, 그러니까 1.7km", True),
        ("calc-100", "17킬로미터", False),
        ("chat-99", "eight planets: 8", True),
        ("chat-99", "9", False),
        ("chat-100", "네 개요", True),
        ("chat-100", "두 개요", False),
    ],
)
def test_fresh47_graders_on_more_answers(
    task_id: str, answer: str, ok: bool, tmp_path: Path
) -> None:
    task = table.tasks_for("all", [task_id])[0]
    trace = table.Trace(answer=answer)
    assert all(check(trace, tmp_path).ok for check in task.checks[:-1]) is ok
