"""`/undo` in chat and `jarvis undo` on the command line (issue 14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from jarvis_voice.cli.main import app
from undo_support import Session

ROOT = Path(__file__).resolve().parents[1]


def test_slash_undo_in_chat_restores_and_says_what(tmp_path: Path) -> None:
    s = Session(tmp_path)
    s.do("write_file", path="a.txt", content="x")
    assert s.say("/undo") == "Undid write_file: a.txt (restored a.txt)."
    assert not (tmp_path / "a.txt").exists()
    assert s.say("/undo") == "Nothing to undo."
    assert len(s.backend.calls) == 2  # the command never reached the model


def test_slash_undo_answers_in_korean(tmp_path: Path) -> None:
    s = Session(tmp_path, language="ko")
    assert s.say("/undo") == "되돌릴 작업이 없습니다."
    (tmp_path / "n.txt").write_text("v0")
    s.do("write_file", path="n.txt", content="v1")
    (tmp_path / "n.txt").write_text("outside")
    assert s.say("/undo") == (
        "되돌리지 않았습니다: 'write_file: n.txt' 이후에 n.txt 파일이 바뀌어서 아무것도 복원하지"
        " 않았습니다."
    )


def test_cli_undo_and_list(tmp_path: Path) -> None:
    s = Session(tmp_path)
    s.do("write_file", path="a.txt", content="1")
    s.do("bash", command="mv a.txt b.txt")
    runner = CliRunner()
    listed = runner.invoke(app, ["undo", "--list"])
    assert listed.exit_code == 0, listed.output
    lines = listed.output.splitlines()
    assert [line.split("  ", 1)[1] for line in lines] == [
        "bash: mv a.txt b.txt  (a.txt, b.txt)",
        "write_file: a.txt  (a.txt)",
    ]
    done = runner.invoke(app, ["undo"])
    assert (done.exit_code, done.output) == (
        0,
        "Undid bash: mv a.txt b.txt (restored a.txt, b.txt).\n",
    )
    assert (tmp_path / "a.txt").read_text() == "1"
    listed = runner.invoke(app, ["undo", "--list"])
    assert listed.output.splitlines()[0].endswith("(a.txt, b.txt) [undone]")
    assert runner.invoke(app, ["undo"]).exit_code == 0
    nothing = runner.invoke(app, ["undo", "--lang", "ko"])
    assert (nothing.exit_code, nothing.output) == (1, "되돌릴 작업이 없습니다.\n")


def test_cli_undo_as_a_process_is_one_line_without_a_traceback(
    tmp_path: Path, jarvis_home: Path
) -> None:
    (jarvis_home / "undo.sqlite3").write_bytes(b"this is not a database" * 100)
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(jarvis_home)
    proc = subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "undo"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 1
    assert proc.stdout.startswith("Not undone: the undo store cannot be used (")
    assert len(proc.stdout.splitlines()) == 1 and proc.stderr == ""
    listed = subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "undo", "--list"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert listed.returncode == 2
    assert listed.stderr.startswith("jarvis: error: cannot read the undo store:")
    assert len(listed.stderr.splitlines()) == 1 and "Traceback" not in listed.stderr
