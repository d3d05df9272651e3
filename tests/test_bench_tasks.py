"""scripts/bench_tasks.py: the harness and its graders, through the real Session with a
scripted model — right answers pass, wrong answers, missing files and answers given without a
tool fail (the last counted as invented)."""

from __future__ import annotations

import asyncio
import getpass
import sys
from collections import Counter
from pathlib import Path

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


def test_the_table_is_balanced() -> None:
    tasks = table.TASKS
    halves = ("tune", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5")
    assert len(tasks) == 140
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
    for half in ("tune", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5"):
        assert names[half]["n"] == 20
    for half in ("heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5"):
        assert names[f"{half}-en"]["n"] == names[f"{half}-ko"]["n"] == 10
    assert names["all"]["n"] == 140


def test_numbers_in_skips_dates_and_reads_thousands() -> None:
    assert table.numbers_in("1,500 lines; 총 323개, 86도, 8.05km") == [1500, 323, 86, 8.05]
    assert table.numbers_in("at 2024-06-30 12:37:05 in part22") == []


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
        tool("write_file", path="notes.txt", content="Water the plants on Sunday\n"),
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
