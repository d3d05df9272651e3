"""Issue 7 crash test: SIGKILL during procedure distillation loses nothing and half-writes
nothing; the next run finishes the work without repeating handled generations (P2)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from jarvis_voice.config import load_settings
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.procedures.episodes import EpisodeStore
from jarvis_voice.procedures.runtime import build_learner
from jarvis_voice.procedures.store import ProcedureStore
from procedures_support import distill_reply, success

TYPES = [f"tool_{i}" for i in range(8)]

_DISTILLER = """
import sys, time
sys.path.insert(0, sys.argv[1])
from procedures_support import distill_reply
from jarvis_voice.config import load_settings
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.procedures.runtime import build_learner

def slow(i):
    def step(messages, tools):
        time.sleep(0.15)  # a slow model: the kill lands mid-distillation
        return distill_reply(name=f"proc-{i}")
    return step

learner, _ = build_learner(load_settings(), ScriptedBackend([slow(i) for i in range(50)]))
print("ready", flush=True)
learner.distill("main")
print("finished", flush=True)
"""


def test_kill_during_distillation_then_resume(jarvis_home: Path) -> None:
    episodes = EpisodeStore()
    for tool in TYPES:
        success(episodes, tool=tool, n=3)  # one generation per task type
    tests_dir = str(Path(__file__).parent)
    proc = subprocess.Popen(
        [sys.executable, "-c", _DISTILLER, tests_dir],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "JARVIS_HOME": str(jarvis_home)},
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    time.sleep(0.7)  # a few task types distilled, one in flight
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)

    folder = jarvis_home / "procedures"
    scan = ProcedureStore().scan()
    assert scan.broken == []  # nothing half-written
    done_before = len(scan.of("main"))
    assert 0 < done_before < len(TYPES), done_before

    backend = ScriptedBackend([distill_reply(name=f"late-{i}") for i in range(len(TYPES))])
    learner, _ = build_learner(load_settings(), backend)
    report = learner.distill("main")
    final = ProcedureStore().scan()
    assert final.broken == []
    assert len(final.of("main")) == len(TYPES)  # every task type exactly once
    # handled generations were not distilled again (at most the one in flight is redone)
    assert report.llm_calls == len(TYPES) - done_before
    assert len(backend.calls) == report.llm_calls
    assert len(list(folder.glob("*.md"))) == len(TYPES)  # no duplicate, no leftover file
