"""Idle learning's model calls in a worker process that is stopped while requests run.

A learning call (distillation, reflection) on the in-process embedded model cannot be cancelled
and holds the model until it finishes: a request arriving meanwhile waited for it (tens of
seconds on a busy 2-core machine). So background learning talks to its own copy of the same
GGUF in a worker process (`python -m jarvis_voice.procedures.learning_process`; the weights
are memory-mapped, so the page cache shares them). While it waits for the worker's answer, the
calling thread watches `jarvis_voice.foreground`: from the moment a request starts until the
assistant has been quiet for `idle_seconds`, the worker is stopped (SIGSTOP) — it uses no CPU,
and the request never waits for a learning call — then continued (SIGCONT) where it was.

`LearningBackend` routes: calls made inside an idle learning tick (`FOREGROUND.background_work`)
go to the worker; calls made for a request (`/procedures learn`) use the session's own backend,
so a request never waits on a worker it has itself stopped. One worker per process and model:
started on the first background call, it ends after `IDLE_EXIT_S` without calls (freeing its
≈300 MB of context and buffers; the next call starts a new one), when the session closing
abandons a call, and with its parent. Memory: the weights are shared; the private part is the
worker's context (2 × `context_size`) and compute buffers.

Protocol: one JSON line with the model settings, then one JSON line per call
(`{"kind": "json"|"chat", ...}` → `{"ok": …}` or `{"error": "one line"}`).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from jarvis_voice.config import LLMSettings
from jarvis_voice.errors import BackendError, JarvisError, describe, one_line
from jarvis_voice.foreground import FOREGROUND, Foreground
from jarvis_voice.llm.base import ChatMessage, LLMBackend, LLMReply, TextSink, ToolSpec
from jarvis_voice.llm.model_files import DEFAULT_MODEL

POLL_S = 0.02  # how often a waiting call looks at the foreground (SIGSTOP within this)
CALL_TIMEOUT_S = 600.0  # running (not stopped) this long without an answer: the worker is stuck
IDLE_EXIT_S = 300.0  # a worker without calls for this long ends (its memory is freed)
IDLE_EXIT_CODE = 75  # …with this code; the next call starts a new one


class LearningCancelled(Exception):  # not a JarvisError: distill and reflect must not catch it
    """The background call was abandoned (its worker ended): nothing of it is written."""


class _Gone(Exception):
    def __init__(self, code: int | None) -> None:
        super().__init__(f"the learning process ended (exit code {code})")
        self.code = code


class LearningProcess:
    """One worker process running the embedded model for background learning calls."""

    def __init__(
        self,
        llm: LLMSettings,
        *,
        foreground: Foreground = FOREGROUND,
        command: Sequence[str] | None = None,
        idle_exit_s: float = IDLE_EXIT_S,
    ) -> None:
        self.config = {
            "idle_exit_s": idle_exit_s,
            "model": llm.embedded_model,
            "context_size": llm.context_size,
            "max_tokens": llm.max_tokens,
            "threads": llm.threads,
            "cache_dir": str(llm.model_cache_dir) if llm.model_cache_dir else None,
        }
        self.foreground = foreground
        self.command = list(command or [sys.executable, "-m", __name__])
        self.calls = 0
        self.call_seconds: list[float] = []  # each call's running time (stopped time left out)
        self.pauses = 0  # times the worker was stopped for a request
        self.paused_s = 0.0  # time it spent stopped
        self._proc: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()  # one call at a time
        self._stopped_at: float | None = None

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def busy(self) -> bool:
        """A call is in progress (running or stopped)."""
        return self._lock.locked()

    # ------------------------------------------------------------------------------ calls
    def call(
        self,
        request: dict[str, Any],
        idle_seconds: float,
        cancel: threading.Event | None = None,
    ) -> Any:
        """Send one call and wait for its answer, holding the worker while requests run.
        `cancel` set (the session is closing): the worker is ended at once and
        `LearningCancelled` raised, so no thread waits out a stopped worker."""
        with self._lock:
            self.calls += 1
            began, paused_before = time.monotonic(), self.paused_s
            line = self._send(json.dumps(request).encode() + b"\n", idle_seconds, cancel)
            self.call_seconds.append(time.monotonic() - began - (self.paused_s - paused_before))
        try:
            reply = json.loads(line)
        except json.JSONDecodeError:
            raise BackendError(f"the learning process answered {line[:80]!r}") from None
        if "error" in reply:
            raise BackendError(str(reply["error"]))
        return reply.get("ok")

    def _send(self, data: bytes, idle_seconds: float, cancel: threading.Event | None) -> str:
        """Write the call and read its answer; a worker that had just ended because it was
        idle (or whose pipe broke) is started again once."""
        for attempt in (1, 2):
            proc = self._ensure()
            assert proc.stdin is not None
            try:
                proc.stdin.write(data)
                proc.stdin.flush()
                return self._answer(proc, idle_seconds, cancel)
            except _Gone as exc:
                self._end()
                if attempt == 1 and exc.code == IDLE_EXIT_CODE:
                    continue  # it had just ended for being idle: a new one takes the call
                raise BackendError(str(exc)) from exc
            except OSError as exc:  # the pipe broke under us
                self._end()
                if attempt == 1:
                    continue
                raise BackendError(f"the learning process is gone: {describe(exc)}") from exc
        raise AssertionError("unreachable")

    def _answer(
        self, proc: subprocess.Popen[bytes], idle_seconds: float, cancel: threading.Event | None
    ) -> str:
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        pending = b""
        running_since = time.monotonic()
        try:
            while True:
                if cancel is not None and cancel.is_set():
                    self._stopped_at = None
                    self._end()
                    raise LearningCancelled("the learning call was abandoned")
                if self._pace(proc, idle_seconds):
                    running_since = time.monotonic()  # stopped time does not count
                ready, _, _ = select.select([fd], [], [], POLL_S)
                if ready:
                    chunk = os.read(fd, 1 << 16)
                    if not chunk:
                        with contextlib.suppress(subprocess.TimeoutExpired):
                            proc.wait(timeout=2)
                        raise _Gone(proc.poll())
                    pending += chunk
                    if b"\n" in pending:
                        return pending.split(b"\n", 1)[0].decode("utf-8", "replace")
                elif time.monotonic() - running_since > CALL_TIMEOUT_S:
                    self._end()
                    raise BackendError(
                        f"the learning process gave no answer in {CALL_TIMEOUT_S:g} s"
                    )
        finally:
            self._continue(proc)

    def _pace(self, proc: subprocess.Popen[bytes], idle_seconds: float) -> bool:
        """Stop the worker while a request runs or within `idle_seconds` after one; continue
        it afterwards. True while it is stopped."""
        hold = self.foreground.quiet_for() < idle_seconds
        if hold and self._stopped_at is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signal.SIGSTOP)
            self._stopped_at = time.monotonic()
            self.pauses += 1
        elif not hold:
            self._continue(proc)
        return self._stopped_at is not None

    def _continue(self, proc: subprocess.Popen[bytes]) -> None:
        if self._stopped_at is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signal.SIGCONT)
            self.paused_s += time.monotonic() - self._stopped_at
            self._stopped_at = None

    # ------------------------------------------------------------------------------ lifecycle
    def _ensure(self) -> subprocess.Popen[bytes]:
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        try:
            proc = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # Ctrl+C in the terminal is the parent's business
            )
        except OSError as exc:
            raise BackendError(f"cannot start the learning process: {describe(exc)}") from exc
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(self.config).encode() + b"\n")
        proc.stdin.flush()
        self._proc = proc
        return proc

    def _end(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGCONT)  # a stopped process would not see SIGTERM yet
            proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def close(self) -> None:
        self._stopped_at = None
        self._end()


_WORKERS: dict[str, LearningProcess] = {}
_WORKERS_LOCK = threading.Lock()


def shared_process(llm: LLMSettings) -> LearningProcess:
    """The process-wide worker for this model (sessions and agents share it)."""
    worker = LearningProcess(llm)
    key = json.dumps(worker.config, sort_keys=True)
    with _WORKERS_LOCK:
        if key not in _WORKERS:
            if not _WORKERS:
                atexit.register(close_all)
            _WORKERS[key] = worker
        return _WORKERS[key]


def close_all() -> None:
    with _WORKERS_LOCK:
        workers = list(_WORKERS.values())
        _WORKERS.clear()
    for worker in workers:
        worker.close()


class LearningBackend:
    """The model as procedure learning sees it: background calls (inside an idle tick) go to
    the pausable worker; anything else (a `/procedures learn` inside a request) to `direct`."""

    def __init__(
        self,
        direct: LLMBackend,
        worker: LearningProcess,
        idle_seconds: float,
        foreground: Foreground = FOREGROUND,
    ) -> None:
        self.direct = direct
        self.worker = worker
        self.idle_seconds = idle_seconds
        self.foreground = foreground
        self.name = f"{direct.name} (idle learning in a worker process)"

    def _background(self) -> bool:
        return self.foreground.in_background_work

    def complete_json(
        self,
        messages: Sequence[ChatMessage | Mapping[str, str]],
        json_schema: Mapping[str, Any],
        max_tokens: int | None = None,
    ) -> dict[str, Any]:
        if not self._background():
            direct = getattr(self.direct, "complete_json", None)
            if not callable(direct):
                raise BackendError(f"{self.direct.name} cannot answer constrained JSON")
            value = direct(messages, json_schema, max_tokens)
            if not isinstance(value, dict):
                raise BackendError("the model answered JSON that is not an object")
            return value
        request = {
            "kind": "json",
            "messages": [_plain(m) for m in messages],
            "schema": dict(json_schema),
            "max_tokens": max_tokens,
        }
        value = self.worker.call(request, self.idle_seconds, self.foreground.background_cancel)
        if not isinstance(value, dict):
            raise BackendError("the learning process answered JSON that is not an object")
        return value

    def chat(
        self,
        messages: list[ChatMessage],
        tools: list[ToolSpec],
        on_text: TextSink | None = None,
        *,
        must_call: Collection[str] = (),
    ) -> LLMReply:
        if not self._background() or tools:
            return self.direct.chat(messages, tools, on_text, must_call=must_call)
        request = {"kind": "chat", "messages": [_plain(m) for m in messages]}
        cancel = self.foreground.background_cancel
        return LLMReply(text=str(self.worker.call(request, self.idle_seconds, cancel) or ""))


def _plain(message: ChatMessage | Mapping[str, str]) -> dict[str, str]:
    if isinstance(message, ChatMessage):
        return {"role": message.role, "content": message.content}
    return {"role": str(message["role"]), "content": str(message["content"])}


# ---------------------------------------------------------------------------------- worker


def _die_with_parent() -> None:
    """Linux: the kernel kills this process when its parent dies (even while stopped)."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() == 1:  # the parent is already gone
        sys.exit(0)


def main() -> int:
    """The worker: read the model settings, then answer one call per line."""
    _die_with_parent()
    # Replies go to the original stdout; anything native code prints goes to /dev/null.
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    from jarvis_voice.llm.embedded import EmbeddedBackend

    lines = _Lines(sys.stdin.fileno())
    config = json.loads(lines.next(None) or "{}")
    backend = EmbeddedBackend(
        config.get("model") or DEFAULT_MODEL,
        context_size=int(config.get("context_size") or 4096),
        max_tokens=int(config.get("max_tokens") or 256),
        threads=int(config.get("threads") or 2),
        cache_dir=Path(config["cache_dir"]) if config.get("cache_dir") else None,
    )
    idle_exit_s = float(config.get("idle_exit_s") or IDLE_EXIT_S)
    while True:
        line = lines.next(idle_exit_s)
        if line is None:
            return IDLE_EXIT_CODE  # no calls for a while: free the memory
        if not line:
            return 0  # the parent closed the pipe
        try:
            request = json.loads(line)
            if request.get("kind") == "chat":
                messages = [ChatMessage(**m) for m in request["messages"]]
                reply: dict[str, Any] = {"ok": backend.chat(messages, []).text}
            else:
                value = backend.complete_json(
                    request["messages"], request["schema"], request.get("max_tokens")
                )
                reply = {"ok": value}
        except JarvisError as exc:
            reply = {"error": one_line(exc)}
        except Exception as exc:  # one bad call must not end the worker
            reply = {"error": f"the learning process failed: {describe(exc)}"}
        replies.write(json.dumps(reply, ensure_ascii=False) + "\n")
        replies.flush()


class _Lines:
    """Lines from a file descriptor, with a timeout (select) and no hidden buffering."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.pending = b""

    def next(self, timeout: float | None) -> str | None:
        """The next line; "" at end of input; None when nothing came within `timeout`."""
        while b"\n" not in self.pending:
            ready, _, _ = select.select([self.fd], [], [], timeout)
            if not ready:
                return None
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                return ""
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return line.decode("utf-8", "replace") or " "


if __name__ == "__main__":
    sys.exit(main())
