"""The `bash` tool: one shell command in its own process group, with a timeout and output cap."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shlex
import signal
from pathlib import Path

from pydantic import BaseModel, Field

from jarvis_voice.config import SecuritySettings
from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.shell_parse import parse_command
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin._common import (
    cap_parts,
    files_below,
    output_limit,
    same_name_below,
    same_stem_files,
    tool_settings,
)
from jarvis_voice.tools.builtin.grep_case import case_hint
from jarvis_voice.tools.builtin.python_functions import only_defines_hint
from jarvis_voice.tools.sandbox import sandbox_for

MAX_TIMEOUT_S = 600.0
# After the shell exits, how long background children may keep our pipe open before we stop them.
# Without this, `server &` would hold the pipe and look like a timeout.
PIPE_GRACE_S = 0.5
_POLL_S = 0.05
_READ_CHUNK = 65536
CUT_HINT = "to see a part, run the command again piped through head, tail or grep"


class BashArgs(BaseModel):
    command: str = Field(description="The shell command to run with /bin/bash -c.")
    timeout_s: float | None = Field(
        default=None,
        gt=0,
        description=(
            "Seconds before the command and all its child processes are killed. "
            f"Defaults to the configured timeout (30 s); at most {MAX_TIMEOUT_S:g} s."
        ),
    )


class _Collector:
    """Keeps the first and last `keep` bytes of a stream and counts what falls in between,
    so a chatty command cannot exhaust memory."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self.head = bytearray()
        self.tail = bytearray()
        self.dropped = 0
        self.dropped_lines = 0

    def feed(self, chunk: bytes) -> None:
        room = self.keep - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        if not chunk:
            return
        self.tail += chunk
        excess = len(self.tail) - self.keep
        if excess > 0:
            self.dropped_lines += self.tail.count(b"\n", 0, excess)
            del self.tail[:excess]
            self.dropped += excess

    def text(self, limit: int) -> str:
        head = self.head.decode("utf-8", errors="replace")
        tail = self.tail.decode("utf-8", errors="replace")
        # Dropped bytes are counted as chars: exact for ASCII, close enough otherwise.
        return cap_parts(
            head,
            tail,
            limit,
            gap_chars=self.dropped,
            gap_lines=self.dropped_lines,
            hint=CUT_HINT,
        )


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


async def _drain(stream: asyncio.StreamReader, sink: _Collector) -> None:
    while chunk := await stream.read(_READ_CHUNK):
        sink.feed(chunk)


async def _settle(task: asyncio.Task[None], timeout: float) -> None:
    """Wait briefly for the reader to hit EOF; give up if something outside our group holds the
    pipe."""
    await asyncio.wait({task}, timeout=timeout)
    if not task.done():
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def _reaped(proc: asyncio.subprocess.Process, timeout: float) -> None:
    """Give a killed bash a moment to be reaped (its returncode set)."""
    for _ in range(int(timeout / _POLL_S)):
        if proc.returncode is not None:
            return
        await asyncio.sleep(_POLL_S)


async def _wait(
    proc: asyncio.subprocess.Process, reader: asyncio.Task[None], timeout: float
) -> tuple[bool, bool]:
    """Wait for bash to exit and its output to end. Returns (timed_out, held_open): held_open
    means bash exited but background children still hold the pipe after a grace period."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    exited_at: float | None = None
    # proc.wait() would also wait for the pipe to close (which background children can delay
    # indefinitely), so poll proc.returncode, which is set as soon as bash exits.
    while proc.returncode is None or not reader.done():
        now = loop.time()
        if proc.returncode is None and now >= deadline:
            return True, False
        if proc.returncode is not None:
            exited_at = exited_at if exited_at is not None else now
            if now - exited_at >= PIPE_GRACE_S:
                return False, True
        if reader.done():
            await asyncio.sleep(_POLL_S)
        else:
            await asyncio.wait({reader}, timeout=_POLL_S)
    return False, False


def _status(returncode: int | None) -> str:
    if returncode is None:
        return "[exit code: unknown]"
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = str(-returncode)
        return f"[killed by signal {name}]"
    return f"[exit code: {returncode}]"


_HUMAN_YES = (Reason.HUMAN_ALLOW, Reason.HUMAN_ALWAYS)


def _security(ctx: ToolContext) -> SecuritySettings:
    security = getattr(ctx.settings, "security", None)
    return security if isinstance(security, SecuritySettings) else SecuritySettings()


# Without a revision, `git shortlog` reads a log from standard input when that is not a terminal
# — here it is empty, so it prints nothing, and a model read that as "no commits".
_SHORTLOG_NO_REVISION = re.compile(r"^\s*git\s+shortlog(?:\s+-[\w=-]+)*\s*$")
SHORTLOG_HINT = (
    "[git shortlog read standard input, which is empty here: name a revision, e.g. HEAD]"
)
# `git log --branches=main` lists nothing: without a wildcard git reads it as main/* (fresh10
# git-23 answered "no commits on main" from its empty count)
_BRANCHES_NO_GLOB = re.compile(r"\bgit\b.*?--branches=([^\s*?\[|;&]+)")
BRANCHES_HINT = (
    "[--branches={name} matches only branches under {name}/ (git adds /*), none here: name the "
    "branch itself, e.g. git log --oneline {name}]"
)


def _missing_log_paths(command: str, workdir: Path) -> str | None:
    """For a `git log … -- <paths>` that printed nothing: the paths that do not exist here
    ("path:notes.txt"), which a model otherwise reads as "never committed"."""
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    if words[:2] != ["git", "log"] or "--" not in words:
        return None
    paths = words[words.index("--") + 1 :]
    missing = [p for p in paths if not (workdir / p).exists()]
    if not missing:
        return None
    return f"[no such file here: {', '.join(missing)}; name the file as it is listed]"


def _elsewhere_hint(command: str, output: str, workdir: Path) -> str | None:
    """For a command that failed on a file that is not here but is, under the same name, in
    one folder below ("grep -c x app.log" for logs/app.log): the same command with that path,
    whole, so the loop can run it (approval is asked as for any command)."""
    if "No such file" not in output:
        return None
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    for word in words[1:]:
        if word.startswith("-") or "/" in word.lstrip("./") or not re.fullmatch(r"[\w.-]+", word):
            continue  # an option, a path with folders (the model chose them), not a file name
        if word not in output or (workdir / word).exists():
            continue
        if "." in word.strip("."):
            found = same_name_below(Path(word).name, workdir, most=2)
        else:  # "grep … README" for README.md (fresh15 count-35, from the request's word)
            found = same_stem_files(workdir / word)[:2]
        if not found and "log" in Path(word).stem.lower():
            # "logs.txt" guessed for the one log here, logs/app.log (fresh16 script-38)
            found = files_below(workdir, lambda name: name.lower().endswith(".log"), 2)
        if len(found) != 1:
            continue
        where = found[0].relative_to(workdir).as_posix()
        fixed, n = re.subn(rf"(?<![\w./-]){re.escape(word)}(?![\w/-])", where, command, count=1)
        if n:
            return f"[{word} is not here; {where} is: use bash with `{fixed}`]"
    return None


# "wc: src: Is a directory": a folder given where files were meant (fresh8 count-20 ran
# `wc -l .` for the lines of the Python files in src)
_IS_A_FOLDER = re.compile(r"^[\w.-]+: (?:[^:\n]+: )?([^:\n]+): Is a directory$", re.M)
MAX_FILES_NAMED = 10


def _folder_hint(output: str, workdir: Path) -> str | None:
    """For a command that was given a folder where it wanted files: the folder's files, so the
    next command can name them."""
    found = _IS_A_FOLDER.search(output)
    if found is None:
        return None
    folder = (workdir / found[1]).resolve()
    if not folder.is_dir() or not folder.is_relative_to(workdir.resolve()):
        return None
    files = sorted(p.name for p in folder.iterdir() if p.is_file() and not p.name.startswith("."))
    if not files:
        return f"[{found[1]} is a folder with no files in it]"
    shown = ", ".join(files[:MAX_FILES_NAMED]) + (" …" if len(files) > MAX_FILES_NAMED else "")
    glob = "*" if found[1] in (".", "./") else f"{found[1].rstrip('/')}/*"
    return f"[{found[1]} is a folder; its files: {shown} — name them, e.g. `{glob}`]"


def _did_not_start(output: str, returncode: int | None) -> str | None:
    """bwrap's own complaint when it could not set the sandbox up (the command never ran)."""
    if returncode == 1 and output.startswith("bwrap: "):
        return output.splitlines()[0]
    return None


class BashTool(Tool[BashArgs]):
    name = "bash"
    requires_approval = True
    os_sandbox = True
    description = (
        "Run a shell command with bash in the working directory and return its combined "
        "stdout and stderr plus the exit code. No input is available on stdin; the command is "
        "killed (with all its child processes) when it exceeds the timeout."
    )
    Args = BashArgs

    async def run(self, args: BashArgs, ctx: ToolContext) -> ToolResult:
        settings = tool_settings(ctx)
        timeout = min(args.timeout_s or settings.bash_timeout_s, MAX_TIMEOUT_S)
        limit = output_limit(ctx)
        # No TTY and no stdin: make pagers print instead of waiting for a keypress.
        env = {**os.environ, "PAGER": "cat", "GIT_PAGER": "cat"}
        argv = ["/bin/bash", "-c", args.command]
        notes: list[str] = []
        sandbox = sandbox_for(_security(ctx), ctx.allowed_by, args.command, ctx.workdir)
        if sandbox is not None and not sandbox.workspace.is_dir():
            return ToolResult(f"working directory does not exist: {ctx.workdir}", True)
        problem = None if sandbox is None else await asyncio.to_thread(sandbox.problem)
        if sandbox is not None and problem is not None:
            if ctx.allowed_by not in _HUMAN_YES:
                # Nobody said yes to running it bare (for a rule the gate asks a human first).
                return ToolResult(
                    f"not run: {sandbox.why}, it must run in the OS sandbox, which cannot start "
                    f"({problem}); a human must approve it",
                    is_error=True,
                )
            notes.append(f"[not sandboxed: {problem}]")  # security.sandbox=always, human yes
            sandbox = None
        if sandbox is not None:
            argv = sandbox.argv(argv)
            notes.append(sandbox.note())
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv,
                cwd=ctx.workdir,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
                start_new_session=True,  # own process group, so a kill reaches every child
                env=env,
            )
        except FileNotFoundError:
            if not os.path.isdir(ctx.workdir):
                return ToolResult(f"working directory does not exist: {ctx.workdir}", True)
            return ToolResult(f"cannot run {argv[0]}: not found", is_error=True)
        except OSError as exc:
            return ToolResult(f"cannot start command: {exc.strerror or exc}", is_error=True)

        assert proc.stdout is not None
        # UTF-8 needs at most 4 bytes per char, so this many bytes always covers `limit` chars.
        sink = _Collector(keep=limit * 4)
        reader = asyncio.create_task(_drain(proc.stdout, sink))
        try:
            timed_out, held_open = await _wait(proc, reader, timeout)
        finally:
            # Also on cancellation (the user interrupted): no process may outlive the call, and
            # the pipe must be drained so the transport closes cleanly.
            if proc.returncode is None or not reader.done():
                _kill_group(proc.pid)
                await _settle(reader, timeout=2.0)
                await _reaped(proc, timeout=2.0)
        if reader.done() and not reader.cancelled() and reader.exception() is not None:
            return ToolResult(f"failed reading command output: {reader.exception()}", True)

        output = sink.text(limit).rstrip("\n")
        if timed_out:
            text = f"command timed out after {timeout:g} s"
            if output:
                text += f"\npartial output:\n{output}"
            return ToolResult("\n".join([text, *notes]), is_error=True)
        failed = None if sandbox is None else _did_not_start(output, proc.returncode)
        if sandbox is not None and failed is not None:
            sandbox.failed_to_start(failed)  # later rule-allowed calls ask a human instead
            return ToolResult(f"not run: the OS sandbox could not start ({failed})", True)

        if not output and proc.returncode == 0 and _SHORTLOG_NO_REVISION.match(args.command):
            # an error, so the loop asks for another try instead of taking "nothing" as a fact
            return ToolResult(f"(no output)\n{SHORTLOG_HINT}", is_error=True, exit_code=0)
        branches = _BRANCHES_NO_GLOB.search(args.command)
        if branches and (not output or output.strip() == "0") and proc.returncode == 0:
            hint = BRANCHES_HINT.format(name=branches[1].rstrip("/"))
            return ToolResult(f"{output or '(no output)'}\n{hint}", is_error=True, exit_code=0)
        missing = None if output else _missing_log_paths(args.command, Path(ctx.workdir))
        if missing and proc.returncode == 0:
            return ToolResult(f"(no output)\n{missing}", is_error=True, exit_code=0)
        quiet = None if output or proc.returncode else only_defines_hint(
            args.command, Path(ctx.workdir), ctx.request
        )
        if quiet:
            # "what does utils.py print?" is answered by its silence; "run price_with_tax" is
            # not done: an error, so the next call runs the function
            hint, asked_for_a_function = quiet
            return ToolResult(f"(no output)\n{hint}", is_error=asked_for_a_function, exit_code=0)
        nothing = not output or output.strip() == "0"  # a counting grep says 0
        case = case_hint(args.command, Path(ctx.workdir)) if nothing else None
        if case:  # "grep error" in a log that writes ERROR: not "no errors"
            shown = output or "(no output)"
            return ToolResult(f"{shown}\n{case}", is_error=True, exit_code=proc.returncode)
        parts = [output or "(no output)"]
        # also behind a pipe whose last command succeeded ("grep x app.log | head -1" said
        # nothing and exited 0): the command never read its file, so it failed (fresh7 read-17)
        moved = _elsewhere_hint(args.command, output, Path(ctx.workdir))
        if moved:
            parts.append(moved)
        folder = _folder_hint(output, Path(ctx.workdir)) if proc.returncode else None
        if folder:
            parts.append(folder)
        if held_open:
            parts.append("[background processes still holding the output were stopped]")
        parts += notes
        parts.append(_status(proc.returncode))
        broke = proc.returncode != 0 and not _grep_found_none(args.command, proc.returncode)
        return ToolResult(
            "\n".join(parts), is_error=broke or bool(moved), exit_code=proc.returncode,
        )  # fmt: skip


def _grep_found_none(command: str, returncode: int | None) -> bool:
    """A grep that ends the command and exits 1 found no line: an answer ("0 lines between
    midnight and 1 am"), not a failure (2 is grep's error). fresh count-19's `grep -c` said 0
    and was read as a failed look-up."""
    if returncode != 1:
        return False
    parsed = parse_command(command)
    if not parsed.ok or parsed.substitutions or not parsed.commands:
        return False
    if parsed.operators and parsed.operators[-1] != "|":
        return False  # after && or ;, the 1 may be another command's
    last = parsed.commands[-1].argv
    return bool(last) and last[0] in ("grep", "egrep", "fgrep")
