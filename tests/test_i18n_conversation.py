"""Issue 16: a conversation in the terminal shows the user only their language — Korean from
`jarvis chat --lang ko` (no English word but commands, tool names and keys), English from
`--lang en` (no Hangul). A real `jarvis chat` process over a pipe, approvals answered in words."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

JARVIS = [sys.executable, "-m", "jarvis_voice.cli.main"]
# What may stay in Latin letters in a Korean conversation: the commands and tool names the model
# chose, the keys of the approval prompt, the assistant's name and the backend's.
NOT_WORDS = {"bash", "touch", "made", "txt", "rm", "git", "version", "Enter", "a", "d", "s", "w"}
NAMES = {"jarvis", "JARVIS", "scripted"}


def converse(
    tmp_path: Path, home: Path, language: str, typed: list[str], answers: list[str]
) -> str:
    work = tmp_path / "work"
    work.mkdir()
    script = tmp_path / "script.json"
    script.write_text(
        json.dumps(
            [
                {"tool_calls": [{"name": "bash", "arguments": {"command": "touch made.txt"}}]},
                {"text": answers[0]},
                {"tool_calls": [{"name": "bash", "arguments": {"command": "rm made.txt"}}]},
                {"tool_calls": [{"name": "bash", "arguments": {"command": "git --version"}}]},
                {"text": answers[1]},
                {"tool_calls": [{"name": "bash", "arguments": {"command": "git --version"}}]},
                {"text": answers[2]},
            ],
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(home)
    proc = subprocess.run(
        [*JARVIS, "chat", "--backend", "scripted", "--script", str(script), "--lang", language],
        input="\n".join(typed) + "\n",
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert (work / "made.txt").exists()  # allowed once; the rm was denied
    return proc.stdout.replace(str(work.resolve()), "WORKDIR")


def test_a_korean_conversation_in_the_terminal_has_no_english(
    tmp_path: Path, jarvis_home: Path
) -> None:
    typed = ["파일 하나 만들어 줘", "허용", "지워 줘", "거부", "git 버전은?", "항상", "다시"]
    typed.append("종료")
    answers = ["made.txt 파일을 만들었습니다.", "git이 설치돼 있습니다.", "여전히 설치돼 있습니다."]
    out = converse(tmp_path, jarvis_home, "ko", typed, answers)
    assert "⚠ 승인이 필요합니다: bash" in out
    assert "⚡ 승인 · bash · 이번만 허용" in out
    assert "승인이 거부되어 bash 실행을 멈췄습니다. 필요하면 다시 요청해 주세요." in out
    assert "⚡ 승인 · bash · 규칙으로 허용 (bash: git --version (그대로만))" in out
    assert out.count("승인이 필요합니다") == 3  # the last git --version ran on the saved rule
    english = set(re.findall(r"[A-Za-z]+", out.replace("WORKDIR", ""))) - NOT_WORDS - NAMES
    assert english == set(), out


def test_an_english_conversation_in_the_terminal_has_no_korean(
    tmp_path: Path, jarvis_home: Path
) -> None:
    # "step two", not "git version?": a question's own look-up would come before the script
    typed = ["make a file", "allow", "delete it", "deny", "step two", "always", "again", "exit"]
    answers = ["Created made.txt.", "Git is installed.", "Still installed."]
    out = converse(tmp_path, jarvis_home, "en", typed, answers)
    assert "⚡ approval · bash · denied" in out
    assert "⚡ approval · bash · allowed by rule (bash: git --version (exact))" in out
    assert re.findall(r"[\uac00-\ud7a3\u3131-\u318e]+", out) == [], out


def test_a_conversation_follows_the_person_from_korean_to_english_and_back(
    tmp_path: Path, jarvis_home: Path
) -> None:
    """Issue 16: one `jarvis chat` whose requests switch language; each turn (its approval
    prompt, ACTIVITY lines, fixed answers, and the next prompt) is in its request's language,
    and a one-word "again" keeps the Korean the conversation is in."""
    typed = ["파일 하나 만들어 줘", "허용", "delete it now", "deny", "git 버전은?", "항상", "again"]
    typed.append("종료")
    answers = ["made.txt 파일을 만들었습니다.", "git이 설치돼 있습니다.", "여전히 설치돼 있습니다."]
    out = converse(tmp_path, jarvis_home, "ko", typed, answers)
    # the ready line, then one piece per turn, each after its prompt ("나> " / "you> ")
    _, korean, english, korean_again, again, _ = re.split(r"(?:나|you)> ", out)
    assert "⚠ 승인이 필요합니다: bash" in korean and "⚡ 승인 · bash · 이번만 허용" in korean
    assert "⚠ Approval needed: bash" in english and "⚡ approval · bash · denied" in english
    assert "Approval was denied, so I stopped running bash." in english
    assert re.findall(r"[\uac00-\ud7a3\u3131-\u318e]+", english) == [], english
    assert "⚡ 승인 · bash · 규칙으로 허용 (bash: git --version (그대로만))" in again
    for turn in (korean, korean_again, again):
        latin = set(re.findall(r"[A-Za-z]+", turn.replace("WORKDIR", "")))
        assert latin - NOT_WORDS - NAMES == set(), turn
    assert out.count("you> ") == 1  # the prompt after the English turn; Korean before and after
