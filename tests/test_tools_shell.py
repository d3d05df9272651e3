"""The `bash` tool with real subprocesses: exit codes, timeouts that kill the whole group, caps."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.llm.embedded_format import TOOL_RESULT_MAX_CHARS
from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin import builtin_tools, shell
from jarvis_voice.tools.builtin.shell import CUT_HINT, SHORTLOG_HINT, BashTool


def run_bash(ctx: ToolContext, command: str, **kwargs: Any) -> ToolResult:
    tool = BashTool()
    return asyncio.run(tool.run(tool.Args.model_validate({"command": command, **kwargs}), ctx))


def alive(pid: int) -> bool:
    """A zombie counts as dead: in a container nobody may reap reparented children."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_dead(pids: list[int], within_s: float = 3.0) -> list[int]:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        survivors = [pid for pid in pids if alive(pid)]
        if not survivors:
            return []
        time.sleep(0.05)
    return [pid for pid in pids if alive(pid)]


def read_pids(path: Path, count: int) -> list[int]:
    pids = [int(x) for x in path.read_text().split()]
    assert len(pids) == count, pids
    return pids


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return ToolContext(workdir=tmp_path)


def test_builtin_tools_order_and_specs() -> None:
    tools = builtin_tools()
    assert [t.name for t in tools] == [
        "bash",
        "write_file",
        "edit_file",
        "read_file",
        "glob",
        "grep",
        "list_dir",
        "web_search",
        "web_fetch",
        "calculate",
        "csv_query",
        "csv_edit",
        "system_info",
    ]
    for tool in tools:
        spec = tool.spec()
        assert spec.description
        for name, prop in spec.parameters["properties"].items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"


def test_success_output_and_exit_code(ctx: ToolContext) -> None:
    result = run_bash(ctx, "echo hello; echo oops >&2")
    assert not result.is_error
    assert result.content == "hello\noops\n[exit code: 0]"


def test_nonzero_exit_is_error_with_output(ctx: ToolContext) -> None:
    result = run_bash(ctx, "echo partial; exit 3")
    assert result.is_error
    assert "partial" in result.content
    assert result.content.endswith("[exit code: 3]")


def test_no_output_and_cwd_is_workdir(ctx: ToolContext, tmp_path: Path) -> None:
    assert run_bash(ctx, "true").content == "(no output)\n[exit code: 0]"
    assert run_bash(ctx, "pwd").content.splitlines()[0] == str(tmp_path)


def test_git_shortlog_without_a_revision_says_why_it_printed_nothing(
    ctx: ToolContext, tmp_path: Path
) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "Mina Park", "GIT_AUTHOR_EMAIL": "m@example.com",
           "GIT_COMMITTER_NAME": "Mina Park", "GIT_COMMITTER_EMAIL": "m@example.com"}  # fmt: skip
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    subprocess.run(
        ["git", "commit", "-q", "--allow-empty", "-m", "first"], cwd=tmp_path, check=True, env=env
    )
    bare = run_bash(ctx, "git shortlog -sn")
    assert bare.is_error and bare.content.splitlines() == ["(no output)", SHORTLOG_HINT]
    assert "Mina Park" in run_bash(ctx, "git shortlog -sn HEAD").content
    assert SHORTLOG_HINT not in run_bash(ctx, "git shortlog -sn HEAD").content


def test_git_branches_without_a_wildcard_says_why_it_listed_nothing(
    ctx: ToolContext, tmp_path: Path
) -> None:
    """`--branches=main` is main/* to git: an empty count is no fact about main (fresh10)."""
    env = {**os.environ, "GIT_AUTHOR_NAME": "Mina Park", "GIT_AUTHOR_EMAIL": "m@example.com",
           "GIT_COMMITTER_NAME": "Mina Park", "GIT_COMMITTER_EMAIL": "m@example.com"}  # fmt: skip
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=tmp_path, check=True)
    for message in ("first", "second"):
        subprocess.run(
            ["git", "commit", "-q", "--allow-empty", "-m", message], cwd=tmp_path, check=True,
            env=env,
        )  # fmt: skip
    counted = run_bash(ctx, "git log --oneline --branches=main | wc -l")
    assert counted.is_error and counted.content.splitlines() == [
        "0",
        "[--branches=main matches only branches under main/ (git adds /*), none here: name the "
        "branch itself, e.g. git log --oneline main]",
    ]
    assert run_bash(ctx, "git log --oneline main | wc -l").content.splitlines()[0] == "2"
    assert not run_bash(ctx, "git log --oneline --branches='ma*' | wc -l").is_error


def test_git_log_of_a_path_that_is_not_here_says_so(ctx: ToolContext, tmp_path: Path) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "Mina Park", "GIT_AUTHOR_EMAIL": "m@example.com",
           "GIT_COMMITTER_NAME": "Mina Park", "GIT_COMMITTER_EMAIL": "m@example.com"}  # fmt: skip
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    (tmp_path / "notes.txt").write_text("hi\n")
    (tmp_path / "draft.txt").write_text("never committed\n")
    subprocess.run(["git", "add", "notes.txt"], cwd=tmp_path, check=True)
    subprocess.run(["git", "commit", "-q", "-m", "notes"], cwd=tmp_path, check=True, env=env)
    # "path:notes.txt" is no file: nothing printed is not "never committed"
    wrong = run_bash(ctx, "git log --oneline -1 -- path:notes.txt")
    assert wrong.is_error and wrong.content == (
        "(no output)\n[no such file here: path:notes.txt; name the file as it is listed]"
    )
    assert "notes" in run_bash(ctx, "git log --oneline -1 -- notes.txt").content
    # a real file that was never committed: the empty log is the truth
    honest = run_bash(ctx, "git log --oneline -- draft.txt")
    assert not honest.is_error and honest.content == "(no output)\n[exit code: 0]"


def test_stdin_is_not_inherited(ctx: ToolContext) -> None:
    start = time.monotonic()
    result = run_bash(ctx, "cat; read -r line; echo read_status=$?", timeout_s=5)
    assert time.monotonic() - start < 3
    assert not result.is_error
    assert "read_status=1" in result.content


def test_timeout_kills_the_whole_process_group(ctx: ToolContext, tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    command = (
        f"sleep 100 & echo $! >> {pidfile}; "
        f"bash -c 'sleep 100 & echo $! >> {pidfile}; wait' & "
        f"sleep 100 & echo $! >> {pidfile}; echo before; wait"
    )
    start = time.monotonic()
    # Long enough for all three children to start even on a loaded machine.
    result = run_bash(ctx, command, timeout_s=1.5)
    assert time.monotonic() - start < 5
    assert result.is_error
    assert result.content.startswith("command timed out after 1.5 s")
    assert "before" in result.content  # partial output is kept
    assert wait_dead(read_pids(pidfile, 3)) == []


def test_default_timeout_comes_from_settings(tmp_path: Path) -> None:
    settings = load_settings(tools={"bash_timeout_s": 0.3})
    result = run_bash(ToolContext(workdir=tmp_path, settings=settings), "sleep 5")
    assert result.is_error
    assert result.content == "command timed out after 0.3 s"


def test_timeout_is_capped(ctx: ToolContext, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shell, "MAX_TIMEOUT_S", 0.3)
    result = run_bash(ctx, "sleep 5", timeout_s=10_000)
    assert result.content == "command timed out after 0.3 s"


def test_background_child_holding_output_does_not_hang(ctx: ToolContext, tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    start = time.monotonic()
    result = run_bash(ctx, f"sleep 100 & echo $! > {pidfile}; echo started", timeout_s=10)
    assert time.monotonic() - start < 3
    assert not result.is_error
    assert result.content.startswith("started\n")
    assert wait_dead(read_pids(pidfile, 1)) == []


def test_detached_background_child_survives(ctx: ToolContext, tmp_path: Path) -> None:
    # Redirected away from our pipe, a background job is the user's business and is left alone.
    pidfile = tmp_path / "pids"
    result = run_bash(ctx, f"sleep 30 >/dev/null 2>&1 & echo $! > {pidfile}", timeout_s=10)
    assert not result.is_error
    (pid,) = read_pids(pidfile, 1)
    try:
        assert alive(pid)
    finally:
        os.kill(pid, signal.SIGKILL)


def test_cancellation_kills_the_group(ctx: ToolContext, tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"

    async def scenario() -> None:
        tool = BashTool()
        args = tool.Args.model_validate({"command": f"sleep 100 & echo $! > {pidfile}; wait"})
        task = asyncio.create_task(tool.run(args, ctx))
        for _ in range(250):
            if pidfile.exists() and pidfile.read_text().strip():
                break
            await asyncio.sleep(0.02)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())
    assert wait_dead(read_pids(pidfile, 1)) == []


def test_output_is_capped_keeping_head_and_tail(tmp_path: Path) -> None:
    settings = load_settings(tools={"output_max_chars": 1000})
    ctx = ToolContext(workdir=tmp_path, settings=settings)

    # Bigger than what the collector keeps in memory (4 bytes per allowed char).
    result = run_bash(ctx, "echo START; head -c 100000 /dev/zero | tr '\\0' a; echo; echo END")
    body, status = result.content.rsplit("\n", 1)
    assert status == "[exit code: 0]"
    assert body.startswith("START\naaa")
    assert body.endswith("aaa\nEND")
    total = len("START\n") + 100_000 + len("\nEND\n")
    assert f"[… {total - 1000:,} chars omitted (of 3 lines); {CUT_HINT} …]" in body
    assert len(body) < 1200

    # Smaller than the collector's buffer: plain head/tail cap.
    result = run_bash(ctx, "head -c 3000 /dev/zero | tr '\\0' b")
    assert f"[… 2,000 chars omitted; {CUT_HINT} …]" in result.content

    # Many lines: the marker says exactly which lines were left out.
    result = run_bash(ctx, "seq 1 100000")
    marker = re.search(
        r"\[… ([\d,]+) chars omitted: lines ([\d,]+)–([\d,]+) of 100,000;", result.content
    )
    assert marker is not None
    first, last = (int(marker.group(i).replace(",", "")) for i in (2, 3))
    shown = [int(n) for n in result.content.splitlines() if n.isdigit()]
    assert shown == [*range(1, first), *range(last + 1, 100_001)]
    assert int(marker.group(1).replace(",", "")) == sum(
        len(f"{n}\n") for n in range(first, last + 1)
    )


def test_embedded_backend_caps_output_for_the_small_model(tmp_path: Path) -> None:
    ctx = ToolContext(workdir=tmp_path, settings=load_settings(llm={"backend": "embedded"}))
    result = run_bash(ctx, "seq 1 100000")
    assert len(result.content) < TOOL_RESULT_MAX_CHARS
    assert "chars omitted: lines" in result.content
    ollama = ToolContext(workdir=tmp_path, settings=load_settings(llm={"backend": "ollama"}))
    assert len(run_bash(ollama, "seq 1 100000").content) > 10_000


def test_invalid_utf8_is_replaced(ctx: ToolContext) -> None:
    result = run_bash(ctx, "printf 'ok \\377\\376 done'")
    assert "ok \ufffd\ufffd done" in result.content


def test_missing_workdir_is_a_clean_error(tmp_path: Path) -> None:
    result = run_bash(ToolContext(workdir=tmp_path / "nope"), "echo hi")
    assert result.is_error
    assert result.content.startswith("working directory does not exist")


def test_killed_by_signal_is_reported(ctx: ToolContext) -> None:
    result = run_bash(ctx, "kill -TERM $$")
    assert result.is_error
    assert "[killed by signal SIGTERM]" in result.content


def test_a_file_that_is_one_folder_down_is_named_with_the_whole_command(
    ctx: ToolContext, tmp_path: Path
) -> None:
    """bench_tasks count-15: `grep -c … app.log` for logs/app.log failed, and the model
    multiplied two numbers instead. The error now carries the command that works, whole."""
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("GET /items/7\nGET /items/8\nGET /items/7\n")
    result = run_bash(ctx, "grep -c '/items/7' app.log")
    assert result.is_error
    assert "[app.log is not here; logs/app.log is: use bash with " \
        "`grep -c '/items/7' logs/app.log`]" in result.content  # fmt: skip
    assert run_bash(ctx, "grep -c '/items/7' logs/app.log").content.startswith("2\n")
    # behind a pipe that exits 0 (fresh7 read-17): still a failure, with the same hint
    piped = run_bash(ctx, "grep -n 'items' app.log | head -n 1")
    assert piped.is_error and piped.exit_code == 0
    assert "use bash with `grep -n 'items' logs/app.log | head -n 1`]" in piped.content
    # two candidates, or none: nothing is guessed
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "app.log").write_text("x\n")
    assert "is not here" not in run_bash(ctx, "cat app.log").content
    assert "is not here" not in run_bash(ctx, "cat nowhere.log").content


def test_a_log_guessed_by_name_is_the_one_log_here(ctx: ToolContext, tmp_path: Path) -> None:
    """fresh16 script-38 grepped "logs.txt" for the timed-out orders of logs/app.log."""
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("ERROR timeout (order 1065)\nINFO ok\n")
    result = run_bash(ctx, "grep -c timeout logs.txt")
    assert "[logs.txt is not here; logs/app.log is: use bash with " \
        "`grep -c timeout logs/app.log`]" in result.content  # fmt: skip
    assert "is not here" not in run_bash(ctx, "cat nowhere.log").content  # no log-like name
    (tmp_path / "logs" / "db.log").write_text("x\n")
    assert "is not here" not in run_bash(ctx, "grep -c timeout logs.txt").content  # two logs


def test_a_name_said_without_its_extension_is_named_with_it(
    ctx: ToolContext, tmp_path: Path
) -> None:
    """fresh15 count-35: the request's "README" went into `grep -c … README`; README.md is
    here. Two files of that name, or none, and nothing is guessed."""
    (tmp_path / "README.md").write_text("# Shop\n- a\n- b\n")
    result = run_bash(ctx, "grep -c '^- ' README")
    assert result.is_error
    assert "[README is not here; README.md is: use bash with `grep -c '^- ' README.md`]" in (
        result.content
    )
    (tmp_path / "NOTES.txt").write_text("x\n")
    (tmp_path / "NOTES.md").write_text("y\n")
    assert "is not here" not in run_bash(ctx, "cat NOTES").content
    assert "is not here" not in run_bash(ctx, "cat LICENSE").content


@pytest.mark.parametrize(
    ("command", "hint"),
    [
        # a folder where files were meant (fresh8 count-20: `wc -l .` for the lines of src's code)
        ("wc -l src", "[src is a folder; its files: app.py, utils.py — name them, e.g. `src/*`]"),
        ("cat src/", "[src/ is a folder; its files: app.py, utils.py — name them, e.g. `src/*`]"),
        ("wc -l .", "[. is a folder; its files: README.md — name them, e.g. `*`]"),
        ("grep x empty", "[empty is a folder with no files in it]"),
    ],
)
def test_a_folder_given_for_files_names_its_files(
    ctx: ToolContext, command: str, hint: str
) -> None:
    (ctx.workdir / "src").mkdir()
    (ctx.workdir / "src" / "app.py").write_text("a = 1\n")
    (ctx.workdir / "src" / "utils.py").write_text("b = 2\n")
    (ctx.workdir / "src" / ".hidden").write_text("")
    (ctx.workdir / "empty").mkdir()
    (ctx.workdir / "README.md").write_text("hi\n")
    result = run_bash(ctx, command)
    assert result.is_error and hint in result.content, result.content


def test_a_folder_outside_the_working_directory_is_not_listed(ctx: ToolContext) -> None:
    result = run_bash(ctx, "wc -l /etc")
    assert result.is_error and "its files" not in result.content


@pytest.mark.parametrize(
    ("command", "error"),
    [
        # a grep that ends the command and finds no line: its 0 is the answer (fresh count-19)
        ("grep -c '^00:' app.log", False),
        ("cat app.log | grep -ci timeout", False),
        ("grep -E 'a|b' app.log | grep -c zzz", False),
        # grep's own error (2), a 1 that may be another command's, another program's 1
        ("grep -c x missing.log", True),
        ("grep -c zzz app.log && echo done", True),
        ("grep -c zzz app.log; false", True),
        ("false", True),
    ],
)
def test_a_grep_that_finds_nothing_is_an_answer_not_a_failure(
    ctx: ToolContext, command: str, error: bool
) -> None:
    (Path(ctx.workdir) / "app.log").write_text("2024-06-30 09:00:00 INFO start\n")
    result = run_bash(ctx, command)
    assert result.is_error is error, result.content
    if not error:
        assert result.content.splitlines()[0] in ("0", "(no output)")
        assert result.exit_code == 1
