"""A Python file run that only defines functions gets the call that runs one
(tools/builtin/python_functions.py), through the real bash tool and a real python3."""

from __future__ import annotations

import asyncio
import re
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.python_functions import only_defines_hint
from jarvis_voice.tools.builtin.shell import BashTool

UTILS = (
    '"""Prices."""\nimport math\nRATE = 1.1\n\n\ndef price_with_tax(price: int) -> int:\n'
    "    return round(price * RATE)\n\n\ndef rounded(x: float) -> int:\n    return math.floor(x)\n"
)


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "utils.py").write_text(UTILS)
    (tmp_path / "report.py").write_text("def main():\n    print('ok')\n\n\nmain()\n")
    (tmp_path / "main_guard.py").write_text(
        "def f():\n    pass\n\n\nif __name__ == '__main__':\n    f()\n"
    )
    return tmp_path


def run(workdir: Path, command: str, request: str = "") -> tuple[bool, str]:
    tool = BashTool()
    ctx = ToolContext(workdir=workdir, request=request)
    result = asyncio.run(tool.run(tool.Args(command=command), ctx))
    return result.is_error, result.content


@pytest.mark.parametrize(
    "command",
    ["python src/utils.py price_with_tax", "python3 src/utils.py", "python3 ./src/utils.py"],
)
def test_a_file_that_only_defines_functions_gets_the_call(workdir: Path, command: str) -> None:
    error, text = run(workdir, command, "What does a croissant cost with tax? Use price_with_tax")
    assert error and "only defines price_with_tax, rounded and runs nothing" in text
    assert "with price replaced by the value" in text
    call = re.search(r'`(python3 -c "[^`]+)`', text)
    assert call is not None
    # the hint's command, with the value put in, really calls the function
    done = subprocess.run(call[1].replace("(price)", "(3200)"), shell=True, cwd=workdir,
                          capture_output=True, text=True)  # fmt: skip
    assert done.stdout.strip() == "3520", done.stderr


def test_the_function_the_request_names_comes_first(workdir: Path) -> None:
    found = only_defines_hint("python3 src/utils.py", workdir, "round it with rounded please")
    assert found is not None and "to call rounded" in found[0] and found[1]


def test_what_a_run_prints_is_its_silence_not_an_error(workdir: Path) -> None:
    """ "src/utils.py 실행하면 뭐가 출력돼?" (bench_tasks script-10): nothing, and that is the
    answer; the hint still says how to call its functions."""
    error, text = run(workdir, "python3 src/utils.py", "src/utils.py 실행하면 뭐가 출력돼?")
    assert not error and text.startswith("(no output)") and "only defines" in text


@pytest.mark.parametrize(
    "command",
    [
        "python3 report.py",  # runs its own code: its output is the answer
        "python3 main_guard.py",  # a __main__ guard runs something when run
        "python3 -c 'print(1)'",
        "python3 src/utils.py | head",  # a pipeline: not a plain run
        "python3 missing.py",
        "python3 /etc/hostname.py",  # outside the working directory
        "cat src/utils.py",
    ],
)
def test_other_runs_get_no_hint(workdir: Path, command: str) -> None:
    hint = only_defines_hint(command, workdir)
    assert hint is None


@pytest.mark.parametrize(
    ("request_", "shown"),
    [
        # fresh28 read-62: run, then called with `price` left in
        ("src/utils.py에 있는 price_with_tax 함수요, 코드에 적힌 타입 힌트로 보면 가격을 어떤 "
         "타입으로 받아서 어떤 타입으로 돌려줘요?", True),
        ("What type does price_with_tax return?", True),
        ("What parameters does rounded take?", True),
        ("price_with_tax 매개변수가 뭐야?", True),
        # a call asked, or no function named: the call's hint
        ("What does a croissant cost with tax? Use price_with_tax", False),
        ("What types of things does utils.py do?", False),
    ],
)  # fmt: skip
def test_what_a_function_takes_and_returns_is_its_def_line(
    workdir: Path, request_: str, shown: bool
) -> None:
    error, text = run(workdir, "python3 src/utils.py", request_)
    call = re.search(r"use bash with `(grep [^`]+)`", text)
    assert (call is not None) is shown, text
    if call is not None:
        assert error  # not answered by the silence: the loop makes the named call
        done = subprocess.run(call[1], shell=True, cwd=workdir, capture_output=True, text=True)
        assert "(price: int) -> int:" in done.stdout or "(x: float) -> int:" in done.stdout


def test_an_answer_about_a_function_s_types_must_say_them(workdir: Path) -> None:
    """fresh28 read-62: shown `def price_with_tax(price: int) -> int:`, it answered "price
    매개변수를 받아서 1.1배한 가격을 반환하는 함수입니다" — no type; told to say them."""
    from jarvis_voice.agent import grounding
    from tests.test_grounding import TOOLS, outcome

    request_ = ("src/utils.py에 있는 price_with_tax 함수요, 코드에 적힌 타입 힌트로 보면 가격을 "
                "어떤 타입으로 받아서 어떤 타입으로 돌려줘요?")  # fmt: skip
    _, text = run(workdir, "grep -n -A 3 -E 'def price_with_tax\\b' src/utils.py", request_)
    shown = outcome("bash", text, command="grep -n -A 3 -E 'def price_with_tax\\b' src/utils.py")
    need = grounding.classify(request_, workdir) or grounding.Need(("files",))
    vague = "price_with_tax 함수는 price 매개변수를 받아서 1.1배한 가격을 반환하는 함수입니다."
    found = grounding.check(need, request_, vague, [shown], TOOLS, "ko")
    assert found is not None and "(int)" in found.correction
    said = "price를 int로 받아서 int를 돌려줍니다."
    assert grounding.check(need, request_, said, [shown], TOOLS, "ko") is None
    from jarvis_voice.tools.builtin.python_functions import types_unsaid

    two = "5:def rounded(x: float, places: int = 2) -> str:"
    assert types_unsaid("What types does rounded take and return?", "x and places", [two]) == [
        "float", "int", "str"]  # fmt: skip
    assert types_unsaid("What does rounded do?", "It rounds.", [two]) == []  # not asked
