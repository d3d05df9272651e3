"""The `jarvis` command as a real process: chat over a pipe (stdin not a TTY) and rules commands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

JARVIS = [sys.executable, "-m", "jarvis_voice.cli.main"]


def jarvis(
    *args: str, home: Path, stdin: str = "", cwd: Path | None = None, env: dict | None = None
) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    environment["JARVIS_HOME"] = str(home)
    environment.update(env or {})
    return subprocess.run(
        [*JARVIS, *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        env=environment,
        timeout=120,
    )


def write_script(path: Path, steps: list[dict]) -> Path:
    path.write_text(json.dumps(steps))
    return path


def test_chat_over_a_pipe_allow_then_always(tmp_path: Path, jarvis_home: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    script = write_script(
        tmp_path / "script.json",
        [
            {"tool_calls": [{"name": "bash", "arguments": {"command": "echo hello > out.txt"}}]},
            {"text": "Wrote out.txt."},
            {"tool_calls": [{"name": "bash", "arguments": {"command": "git --version"}}]},
            {"text": "Git is installed."},
            {"tool_calls": [{"name": "bash", "arguments": {"command": "git --version"}}]},
            {"text": "Still installed."},
        ],
    )
    # request, Enter (allow once), request, "w" (always: git in this folder), request (no
    # question this time), exit. The requests name no fact (a question's own look-up would be
    # made before the scripted model is asked: tests/test_first_look_up.py)
    stdin = "write hello\n\nstep two\nw\nagain\nexit\n"
    proc = jarvis(
        "chat", "--backend", "scripted", "--script", str(script), "--lang", "en",
        home=jarvis_home, stdin=stdin, cwd=work,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert (work / "out.txt").read_text() == "hello\n"
    assert "Approval needed: bash" in out and "echo hello > out.txt" in out
    where = str(work.resolve())
    assert "[a] exactly this command — bash · git --version (exact)" in out
    assert f"[w] git … in this folder — bash · git (in {where})" in out
    assert out.count("Approval needed") == 2  # the third call ran on the saved rule
    assert f"⚡ approval · bash · allowed by rule (bash: git (in {where}))" in out
    assert "jarvis> Still installed." in out
    rules = json.loads(jarvis("rules", "list", "--json", home=jarvis_home).stdout)
    assert rules == [
        {
            "layer": "main",
            "file": str(jarvis_home / "approvals" / "main.yaml"),
            "tool": "bash",
            "pattern": "git",
            "cwd": where,
        }
    ]


def test_chat_deny_and_end_of_input(tmp_path: Path, jarvis_home: Path) -> None:
    script = write_script(
        tmp_path / "s.json",
        [{"tool_calls": [{"name": "bash", "arguments": {"command": "touch gone"}}]}],
    )
    proc = jarvis(
        "chat", "--backend", "scripted", "--script", str(script), "--lang", "ko",
        home=jarvis_home, stdin="touch 해 줘\nd\n", cwd=tmp_path,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "승인이 거부되어 bash 실행을 멈췄습니다." in proc.stdout
    assert not (tmp_path / "gone").exists()


def test_rules_check_json(tmp_path: Path, jarvis_home: Path) -> None:
    (jarvis_home / "approvals").mkdir()
    (jarvis_home / "approvals" / "main.yaml").write_text(
        'rules:\n  - {tool: bash, pattern: git status}\n  - {tool: write_file, pattern: "docs/*"}\n'
    )

    def check(*args: str) -> dict:
        proc = jarvis("rules", "check", "--agent", "main", *args, home=jarvis_home, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout)

    allowed = check("--tool", "bash", "--command", "git status --short")
    assert allowed["decision"] == "allow"
    assert allowed["rule"] == {"tool": "bash", "pattern": "git status"}
    stash = check("--tool", "bash", "--command", "git stash")
    assert stash["decision"] == "ask"
    assert [(s["id"], s["rule"]["pattern"]) for s in stash["scopes"]] == [
        ("exact", "git stash"),
        ("subcommand", "git stash"),
    ]  # `git` alone in this folder would not cover `stash` (it changes the repository)
    assert stash["scopes"][0]["rule"] == {"tool": "bash", "pattern": "git stash", "exact": True}
    asked = check("--tool", "bash", "--command", "git status; rm -r build")
    assert asked["decision"] == "ask"
    assert asked["risks"] == ["Deletes 1 path and everything under it: build"]  # A13
    assert allowed["risks"] == []
    assert check("--tool", "bash", "--command", "git status; rm -rf ~")["decision"] == "block"
    assert check("--tool", "bash", "--command", "sudo git status")["decision"] == "block"
    assert check("--tool", "write_file", "--path", "docs/a.md")["decision"] == "allow"
    assert check("--tool", "write_file", "--path", "docs/../a.md")["decision"] == "ask"
    assert check("--tool", "read_file", "--path", "/etc/passwd")["decision"] == "allow"
    assert (
        check("--tool", "bash", "--command", "git status", "--agent", "karen")["decision"] == "ask"
    )


def test_rules_check_reads_the_same_dangerous_list(jarvis_home: Path) -> None:
    env = {"JARVIS_SECURITY__DANGEROUS_COMMANDS": '["\\\\bgit\\\\s+push"]'}
    proc = jarvis(
        "rules", "check", "--tool", "bash", "--command", "git push", home=jarvis_home, env=env
    )
    assert json.loads(proc.stdout)["decision"] == "block"
    proc = jarvis(
        "rules", "check", "--tool", "bash", "--command", "sudo ls", home=jarvis_home, env=env
    )
    assert json.loads(proc.stdout)["decision"] == "ask"


def test_rules_revoke(jarvis_home: Path) -> None:
    (jarvis_home / "approvals").mkdir()
    (jarvis_home / "approvals" / "main.yaml").write_text("rules:\n  - {tool: bash, pattern: ls}\n")
    proc = jarvis("rules", "revoke", "--tool", "bash", "--pattern", "ls", home=jarvis_home)
    assert proc.returncode == 0 and "revoked bash · ls" in proc.stdout
    again = jarvis("rules", "revoke", "--tool", "bash", "--pattern", "ls", home=jarvis_home)
    assert again.returncode == 1 and "no rule bash · ls" in again.stderr


def test_rules_list_and_revoke_show_exact_and_cwd(jarvis_home: Path) -> None:
    """A12's fields: listed after the pattern; revoking names them too."""
    (jarvis_home / "approvals").mkdir()
    (jarvis_home / "approvals" / "main.yaml").write_text(
        "rules:\n"
        "  - {tool: bash, pattern: git branch -d old, exact: true}\n"
        "  - {tool: bash, pattern: make, cwd: /srv/app}\n"
        "  - {tool: bash, pattern: ls}\n"
    )
    listed = jarvis("rules", "list", home=jarvis_home).stdout
    assert "  bash         git branch -d old (exact)\n" in listed
    assert "  bash         make (in /srv/app)\n" in listed
    assert "  bash         ls\n" in listed
    rows = json.loads(jarvis("rules", "list", "--json", home=jarvis_home).stdout)
    assert [{k: v for k, v in row.items() if k not in ("layer", "file")} for row in rows] == [
        {"tool": "bash", "pattern": "git branch -d old", "exact": True},
        {"tool": "bash", "pattern": "make", "cwd": "/srv/app"},
        {"tool": "bash", "pattern": "ls"},
    ]
    plain = jarvis("rules", "revoke", "--tool", "bash", "--pattern", "make", home=jarvis_home)
    assert plain.returncode == 1 and "no rule bash · make" in plain.stderr
    args = ["rules", "revoke", "--tool", "bash"]
    proc = jarvis(*args, "--pattern", "make", "--cwd", "/srv/app", home=jarvis_home)
    assert proc.returncode == 0 and "revoked bash · make (in /srv/app)" in proc.stdout
    proc = jarvis(*args, "--pattern", "git branch -d old", "--exact", home=jarvis_home)
    assert proc.returncode == 0 and "revoked bash · git branch -d old (exact)" in proc.stdout
    rows = json.loads(jarvis("rules", "list", "--json", home=jarvis_home).stdout)
    assert [row["pattern"] for row in rows] == ["ls"]


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["rules", "list"], {}, "approvals.yaml: line 2: invalid YAML"),
        (
            ["rules", "check", "--tool", "bash", "--command", "ls"],
            {"JARVIS_SECURITY__DANGEROUS_COMMANDS": '["("]'},
            "bad regex",
        ),
        (["rules", "check", "--tool", "x", "--args", "[1]"], {}, "--args must be a JSON object"),
        (
            ["chat", "--backend", "ollama", "--once", "hi"],
            {"JARVIS_LLM__OLLAMA_HOST": "http://127.0.0.1:9"},
            "Ollama",
        ),
        (["chat", "--backend", "nope"], {}, "llm.backend"),
        (
            ["rules", "check", "--tool", "x"],
            {"JARVIS_SECURITY__INPUT_MAX_LENGTH": "lots"},
            "input_max_length",
        ),
    ],
)
def test_bad_input_is_one_clear_line(
    jarvis_home: Path, args: list[str], env: dict, message: str
) -> None:
    (jarvis_home / "approvals.yaml").write_text(
        "rules: [\n" if args == ["rules", "list"] and not env else ""
    )
    proc = jarvis(*args, home=jarvis_home, env=env, stdin="hello\n")
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr + proc.stdout
    assert message in proc.stderr + proc.stdout
