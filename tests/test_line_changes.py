"""What an edit did to a file's lines (tools/builtin/line_changes.py), as a table, and through
the real edit_file on real files."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.files import EditFileTool
from jarvis_voice.tools.builtin.line_changes import line_change

NOTES = "Meeting\nBuy flour\nCall the plumber\nWater the plants\nBack up the laptop\n"


@pytest.mark.parametrize(
    ("after", "said"),
    [
        # fresh32 write-70: the last two notes removed (the model said "the first line")
        ("Meeting\nBuy flour\nCall the plumber\n",
         "lines 4-5 removed: 'Water the plants', 'Back up the laptop'; 3 lines now"),
        ("Buy flour\nCall the plumber\nWater the plants\nBack up the laptop\n",
         "line 1 removed: 'Meeting'; 4 lines now"),
        ("New\n" + NOTES, "line 1 added: 'New'; 6 lines now"),
        (NOTES.lower(), "lines 1-5 changed; 5 lines now"),  # more lines than are quoted
        (NOTES.replace("Buy flour", "Buy flour and sugar"),
         "line 2 changed, now: 'Buy flour and sugar'; 5 lines now"),
        (NOTES.replace("Buy flour", "Buy flour\nBuy eggs"),
         "line 3 added: 'Buy eggs'; 6 lines now"),
        # four places: three said, the rest counted
        ("M\nBuy flour\nC\nWater the plants\nB\n",
         "line 1 changed, now: 'M'; line 3 changed, now: 'C'; line 5 changed, now: 'B'; "
         "5 lines now"),
        ("", "lines 1-5 removed; 0 lines now"),
        (NOTES.rstrip("\n"), "5 lines now"),  # only the last newline: no line changed
    ],
)  # fmt: skip
def test_where_an_edit_changed_the_lines(after: str, said: str) -> None:
    assert line_change(NOTES, after) == said


def test_more_than_three_places_are_counted() -> None:
    said = line_change("a\nb\nc\nd\ne\nf\ng\n", "A\nb\nC\nd\nE\nf\nG\n")
    assert said == (
        "line 1 changed, now: 'A'; line 3 changed, now: 'C'; line 5 changed, now: 'E'; "
        "1 more places changed; 7 lines now"
    )


def test_a_long_line_is_quoted_clipped() -> None:
    said = line_change("a\n", "a\n" + "x" * 200 + "\n")
    assert said.startswith("line 2 added: 'xxx") and len(said) < 80, said


def test_edit_file_says_which_lines_it_removed(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    ctx = ToolContext(workdir=tmp_path, request="notes.txt 맨 밑에 있는 메모 두 줄 지워 줘")
    args = EditFileTool.Args(
        path="notes.txt", old_string="Water the plants\nBack up the laptop\n", new_string=""
    )
    result = asyncio.run(EditFileTool().run(args, ctx))
    assert result.content == (
        "edited notes.txt: replaced 1 occurrence (lines 4-5 removed: 'Water the plants', "
        "'Back up the laptop'; 3 lines now)"
    )
    assert (tmp_path / "notes.txt").read_text() == "Meeting\nBuy flour\nCall the plumber\n"
