"""`jarvis doctor`: is this machine ready? One line per check, OK or what to run to fix it.

Checks (`cli/doctor_checks.py`) run side by side in daemon threads, each isolated: one that
raises or hangs is its own FAIL/WARN line and never hides the others, and nothing prints a
traceback. Exit code 0 when everything the configured mode needs is OK (`--voice` adds what
`jarvis voice run` needs), 1 otherwise. `--deep` reads every model file (sha256) and joins the
ones not joined yet; without it, model files are checked by size and by digests a previous
`--deep` run recorded.
"""

from __future__ import annotations

import json
import sys
import threading
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from jarvis_voice.cli import doctor_checks as checks
from jarvis_voice.cli.doctor_checks import Context, Finding, HashCache, Status
from jarvis_voice.cli.language import cli_language
from jarvis_voice.config import Settings, load_settings
from jarvis_voice.errors import JarvisError, describe, one_line
from jarvis_voice.i18n import DEFAULT, N_, Msg, t
from jarvis_voice.paths import jarvis_home

CHECK_TIMEOUT_S = 10.0  # per check, without --deep


class Verdict(StrEnum):
    OK = "ok"
    FAIL = "fail"
    WARN = "warn"
    OFF = "off"


@dataclass(frozen=True)
class Line:
    name: str
    verdict: Verdict
    said: str | Msg  # the detail: a catalogue text, or a library's own words
    said_fix: str | Msg | None
    required: bool
    ms: int = 0  # how long the check took

    @property
    def detail(self) -> str:
        """The detail in English (JSON, logs, tests)."""
        return _in(self.said, DEFAULT)

    @property
    def fix(self) -> str | None:
        return None if self.said_fix is None else _in(self.said_fix, DEFAULT)

    def text(self, language: str = "en") -> str:
        """One line: status, check, detail, fix, in `language` (commands, paths, package and
        model names and numbers stay as they are)."""
        label = t(_VERDICTS[self.verdict], language)
        name = t(_NAMES.get(self.name, N_("doctor.check.unknown")), language, name=self.name)
        shown = self.said_fix is not None and self.verdict is not Verdict.OK
        fix = f"  → {_in(self.said_fix, language)}" if shown and self.said_fix else ""
        return f"{_pad(label, 4)}  {_pad(name, 14)} {_in(self.said, language)}{fix}"

    def as_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "status": self.verdict.value,
            "detail": self.detail,
            "fix": self.fix,
            "required": self.required,
            "ms": self.ms,
        }


def _in(text: str | Msg, language: str) -> str:
    return one_line(text.text(language) if isinstance(text, Msg) else text)


_VERDICTS = {
    Verdict.OK: N_("doctor.ok"),
    Verdict.FAIL: N_("doctor.fail"),
    Verdict.WARN: N_("doctor.warn"),
    Verdict.OFF: N_("doctor.off"),
}
# The checks' names as shown; JSON keeps the English ids (`name`), which scripts match on.
_NAMES = {
    "config": N_("doctor.check.config"),
    "jarvis home": N_("doctor.check.jarvis_home"),
    "backend": N_("doctor.check.backend"),
    "embedded model": N_("doctor.check.embedded_model"),
    "model file": N_("doctor.check.model_file"),
    "ollama": N_("doctor.check.ollama"),
    "microphone": N_("doctor.check.microphone"),
    "speaker": N_("doctor.check.speaker"),
    "speech model": N_("doctor.check.speech_model"),
    "english voice": N_("doctor.check.english_voice"),
    "wake word": N_("doctor.check.wake_word"),
    "korean voice": N_("doctor.check.korean_voice"),
    "rules": N_("doctor.check.rules"),
    "sandbox": N_("doctor.check.sandbox"),
    "agents": N_("doctor.check.agents"),
}


def _pad(text: str, width: int) -> str:
    """`text` padded to `width` terminal columns (a Hangul syllable takes two)."""
    columns = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
    return text + " " * max(0, width - columns)


@dataclass(frozen=True)
class Planned:
    name: str
    run: Callable[[Context], Finding]
    required: bool


def plan(settings: Settings, voice: bool, config_error: str | Msg | None) -> list[Planned]:
    """The checks in the order they are printed, each marked needed or not for this mode."""
    backend = settings.llm.backend
    classifier = settings.voice.classifier
    embedded = backend == "embedded" or (voice and classifier == "embedded")
    ollama = backend == "ollama" or (voice and classifier == "ollama")
    wake = voice and settings.voice.mode == "hands-free" and settings.voice.wake_word != "off"
    return [
        Planned("config", lambda ctx: checks.check_config(ctx, config_error), True),
        Planned("jarvis home", checks.check_home, True),
        Planned("backend", checks.check_backend, True),
        Planned("embedded model", checks.check_embedded_model, embedded),
        Planned("model file", checks.check_embedded_file, embedded),
        Planned("ollama", checks.check_ollama, ollama),
        Planned("microphone", checks.check_audio("input"), False),
        Planned("speaker", checks.check_audio("output"), False),
        Planned("speech model", checks.check_speech_model, voice),
        Planned("english voice", checks.check_english_voice, voice),
        Planned("wake word", checks.check_wake_word, wake),
        Planned("korean voice", checks.check_korean_voice, False),
        Planned("rules", checks.check_rules, True),
        Planned("sandbox", checks.check_sandbox, False),
        Planned("agents", checks.check_agents, True),
    ]


def run_checks(
    settings: Settings,
    *,
    deep: bool = False,
    voice: bool = False,
    config_error: str | Msg | None = None,
    hashes: HashCache | None = None,
    timeout_s: float | None = CHECK_TIMEOUT_S,
) -> list[Line]:
    """Every check, side by side; results in plan order. Never raises."""
    hashes = hashes or HashCache.default()
    ctx = Context(settings, jarvis_home(), deep, hashes, sys.stderr)
    planned = plan(settings, voice, config_error)
    results: list[Finding | None] = [None] * len(planned)
    took = [0.0] * len(planned)
    threads: list[threading.Thread] = []

    def work(index: int, check: Planned) -> None:
        began = time.monotonic()
        try:
            results[index] = check.run(ctx)
        except Exception as exc:  # isolated: one broken check is one line
            failed = Msg("doctor.d.check_failed", error=describe(exc)[:200])
            results[index] = checks.problem(failed)
        took[index] = time.monotonic() - began

    for index, check in enumerate(planned):
        # daemon: a check stuck in a system call must not keep the process alive
        thread = threading.Thread(target=work, args=(index, check), daemon=True)
        thread.start()
        threads.append(thread)
    deadline = None if timeout_s is None or deep else time.monotonic() + timeout_s
    for thread in threads:
        thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
    hashes.save()
    lines: list[Line] = []
    for check, finding, seconds in zip(planned, results, took, strict=True):
        if finding is None:
            finding = checks.problem(Msg("doctor.d.no_answer", seconds=timeout_s))
            seconds = timeout_s or 0.0
        lines.append(_line(check, finding, round(seconds * 1000)))
    return lines


def _line(check: Planned, finding: Finding, ms: int = 0) -> Line:
    verdict = {
        Status.OK: Verdict.OK,
        Status.WARN: Verdict.WARN,
        Status.OFF: Verdict.OFF,
        Status.PROBLEM: Verdict.FAIL if check.required else Verdict.WARN,
    }[finding.status]
    return Line(check.name, verdict, finding.detail, finding.fix, check.required, ms)


def settings_or_defaults() -> tuple[Settings, str | Msg | None]:
    """The configured settings; when they do not load, the defaults and the one-line reason
    (a catalogue text when it is ours, shown in the doctor's language)."""
    try:
        return load_settings(), None
    except JarvisError as exc:
        return Settings.model_construct(), Msg("doctor.d.error", error=exc)
    except Exception as exc:  # a config source that fails in some other way
        return Settings.model_construct(), describe(exc)


def doctor(
    as_json: Annotated[bool, typer.Option("--json", help=N_("cli.doctor.json"))] = False,
    deep: Annotated[bool, typer.Option("--deep", help=N_("cli.doctor.deep"))] = False,
    voice: Annotated[bool, typer.Option("--voice", help=N_("cli.doctor.voice"))] = False,
    lang: Annotated[str | None, typer.Option(help=N_("cli.opt.lang"))] = None,
) -> None:
    """Check backend, model files, Ollama, audio, speech models, rules files, the OS sandbox
    and JARVIS_HOME."""
    started = time.monotonic()
    settings, config_error = settings_or_defaults()
    lines = run_checks(settings, deep=deep, voice=voice, config_error=config_error)
    healthy = not any(line.verdict is Verdict.FAIL for line in lines)
    seconds = time.monotonic() - started
    language = lang or cli_language()
    if as_json:  # for scripts: always English
        mode = f"{settings.llm.backend} backend, agent {settings.agent.id}" + (
            ", voice" if voice else ""
        )
        out = {
            "ok": healthy,
            "mode": mode,
            "jarvis_home": str(jarvis_home()),
            "deep": deep,
            "seconds": round(seconds, 3),
            "checks": [line.as_dict() for line in lines],
        }
        typer.echo(json.dumps(out, ensure_ascii=False))
    else:
        key = N_("doctor.mode_voice") if voice else N_("doctor.mode")
        mode = t(key, language, backend=settings.llm.backend, agent=settings.agent.id)
        typer.echo(f"jarvis doctor · {mode} · {_short(jarvis_home())}")
        for line in lines:
            typer.echo(line.text(language))
        failed = sum(line.verdict is Verdict.FAIL for line in lines)
        took = N_("doctor.took_deep") if deep else N_("doctor.took")
        how = t(took, language, seconds=seconds)
        if healthy:
            typer.echo(t("doctor.ready", language, took=how))
        else:
            typer.echo(t("doctor.problems", language, n=failed, took=how))
    raise typer.Exit(0 if healthy else 1)


def _short(path: Path) -> str:
    try:
        return "~/" + str(path.relative_to(Path.home()))
    except ValueError:
        return str(path)
