"""Does bash itself accept a command line? `bash -n` reads it without running anything.

tree-sitter-bash is more forgiving than bash (`ls ;; pwd` parses; bash rejects it, and `bash -c`
may already have run the lines before the error). A rule must never allow such a line, so the
matcher asks bash — only for lines a rule would otherwise allow. Anything that goes wrong
(no bash, a timeout, an error) counts as rejected; only real answers are cached.

No Python file objects are opened (`subprocess.PIPE` would): the text goes through a raw pipe,
written by a helper thread so a long line cannot block on a full pipe buffer.
"""

from __future__ import annotations

import functools
import os
import subprocess
import threading

BASH = "/bin/bash"  # the shell the bash tool runs commands with
_TIMEOUT_S = 5.0


def _environment() -> dict[str, str]:
    """The locale of the shell the tool starts (it decides how bytes are read), nothing else:
    no BASH_ENV or ENV, so nothing is sourced."""
    locale = {k: v for k, v in os.environ.items() if k == "LANG" or k.startswith("LC_")}
    return {"PATH": os.defpath, **locale}


def bash_accepts(text: str) -> bool:
    """True only when `bash -n` parsed `text` without a syntax error."""
    try:
        return _accepts(text)
    except (OSError, subprocess.SubprocessError, ValueError):
        return False


@functools.lru_cache(maxsize=4096)
def _accepts(text: str) -> bool:
    data = text.encode("utf-8", errors="surrogateescape")
    read_end, write_end = os.pipe()
    try:
        process = subprocess.Popen(
            [BASH, "--norc", "--noprofile", "-n"],
            stdin=read_end,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=_environment(),
            close_fds=True,
        )
    except BaseException:
        os.close(write_end)
        raise
    finally:
        os.close(read_end)
    writer = threading.Thread(target=_write_all, args=(write_end, data), daemon=True)
    writer.start()
    try:
        returncode = process.wait(timeout=_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise
    finally:
        writer.join(timeout=_TIMEOUT_S)
    return returncode == 0


def _write_all(fd: int, data: bytes) -> None:
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    except OSError:
        pass  # bash stopped reading (it found an error early): its exit status says so
    finally:
        os.close(fd)
