"""A number a named file shows, changed to the one the request says (agent/number_change.py),
on real files: fresh29 write-64 rewrote report.py whole with write_file."""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, number_change, placement

REPORT = (
    '"""Daily stock check."""\n'
    "import sys\n"
    'if "--summary" in sys.argv:\n'
    '    print("summary: 12 rows")\n'
    "else:\n"
    '    print("stock check passed: 42 items in stock, 3 need reordering")\n'
)
LINE = '    print("stock check passed: 42 items in stock, 3 need reordering")'
FIXED = LINE.replace("42 items", "40 items")
STOCK_FELL = (  # fresh29 write-64
    "재고가 40개로 줄었어. report.py 돌리면 아직 재고가 42개라고 나오는데, 40개로 나오게 고쳐 줘."
)


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "report.py").write_text(REPORT, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    "request_",
    [
        STOCK_FELL,
        "report.py still prints 42 items in stock; we only have 40 now, make it say 40.",
        "Change the 42 in report.py to 40.",
        "report.py에 42라고 돼 있는 거 40으로 바꿔 줘",
        "report.py should print 40 instead of 42",
    ],
)  # fmt: skip
def test_the_line_holding_the_old_number_is_changed(shop: Path, request_: str) -> None:
    assert number_change.right_call(request_, shop) == (
        "edit_file", {"path": "report.py", "old_string": LINE, "new_string": FIXED})  # fmt: skip


@pytest.mark.parametrize(
    "request_",
    [
        "What does report.py print when there are 42 items? And 40?",  # no change asked
        "Change 7 to 8 in report.py",  # neither number there
        "Change 12 to 3 in report.py",  # the new one there already
        "Change 40 to 42 in report.py",  # the old one not there (done already)
        "Change 42 to 40 in report.py and notes.txt",  # two files
        "In report.py change 42 to 40 and 3 to 5",  # four numbers
        "report.py 6번째 줄을 40개로 고쳐 줘",  # a line's place
        "Change line 6 of report.py to say 40",
        "Change 'passed: 42 items' in report.py to 'passed: 40 items'",  # quoted: as written
    ],
)
def test_no_change_when_which_number_or_file_is_not_clear(shop: Path, request_: str) -> None:
    assert number_change.right_call(request_, shop) is None


def test_a_write_that_loses_the_file_is_refused_with_the_edit(shop: Path) -> None:
    request_ = STOCK_FELL
    whole = {"path": "report.py", "content": "if stock == 40:\n    print('40 items')\n"}
    why = grounding.unasked(request_, "write_file", whole, shop)
    assert why is not None and why.startswith(number_change.REFUSED)
    assert placement.call_in_refusal(why) == number_change.right_call(request_, shop)
    # the same change made another way is run: a smaller edit, or the whole file rewritten
    small = {"path": "report.py", "old_string": "42 items", "new_string": "40 items"}
    assert grounding.unasked(request_, "edit_file", small, shop) is None
    rewritten = {"path": "report.py", "content": REPORT.replace("42 items", "40 items")}
    assert grounding.unasked(request_, "write_file", rewritten, shop) is None
    wrong = {"path": "report.py", "old_string": "3 need", "new_string": "40 need"}
    assert grounding.unasked(request_, "edit_file", wrong, shop) is not None
    # once changed, nothing is left to refuse
    (shop / "report.py").write_text(REPORT.replace("42 items", "40 items"), encoding="utf-8")
    assert number_change.right_call(request_, shop) is None
    assert grounding.unasked(request_, "write_file", whole, shop) is None
