"""A stretch of a file's lines named by their numbers (agent/line_span.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.line_span import cut, span_asked


@pytest.mark.parametrize(
    ("request_", "span"),
    [
        # fresh38 count-81 grepped first and cut after: `grep ERROR | tail -n +751`
        ("How many ERROR lines are there in the second half of the app log, from line 751 to "
         "the end?", (751, None)),
        ("How many warnings are in lines 100 to 200 of the log?", (100, 200)),
        ("Count the errors between lines 10 and 20", (10, 20)),
        ("How many errors from line 1,000 onward?", (1000, None)),
        ("How many errors after line 750?", (751, None)),
        ("How many errors are in the first 100 lines?", (1, 100)),
        ("로그 751번째 줄부터 끝까지 에러가 몇 줄이야?", (751, None)),
        ("로그 100번째 줄부터 200번째 줄까지 경고가 몇 개야?", (100, 200)),
        ("로그 100~200번째 줄에 경고가 몇 개 있어?", (100, 200)),
        ("로그 처음 50줄에 에러가 몇 개야?", (1, 50)),
        # near misses: one line, hours, order numbers, a stretch the wrong way round
        ("What does line 751 of the log say?", None),
        ("How many errors between 9 am and noon?", None),
        ("How many orders 1500 to 1599 timed out?", None),
        ("How many errors in lines 200 to 100?", None),
        ("로그에 에러가 몇 줄이야?", None),
    ],
)  # fmt: skip
def test_the_stretch_asked(request_: str, span: tuple[int, int | None] | None) -> None:
    assert span_asked(request_) == span


def test_the_cut_keeps_those_lines(tmp_path: Path) -> None:
    (tmp_path / "f.txt").write_text("".join(f"{n}\n" for n in range(1, 11)))

    def kept(span: tuple[int, int | None]) -> list[str]:
        command = f"{cut(span)} f.txt"
        ran = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        return ran.stdout.split()

    assert kept((8, None)) == ["8", "9", "10"]
    assert kept((3, 5)) == ["3", "4", "5"]
    assert kept((1, 2)) == ["1", "2"]
