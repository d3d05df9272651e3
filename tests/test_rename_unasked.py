"""An edit that renames the name the request is about, never asked (agent/rename_unasked.py)."""

from __future__ import annotations

import pytest

from jarvis_voice.agent.grounding import unasked

DOCSTRING = (
    "src/utils.py의 price_with_tax 함수에 무슨 일을 하는 함수인지 설명하는 docstring 한 줄 달아 줘."
)


@pytest.mark.parametrize(
    ("request_", "old", "new", "refused"),
    [
        (DOCSTRING, "price_with_tax", "price_with_tax_with_tax", True),  # fresh21 write-48
        ("Add a comment above the main function in app.py", "main", "main_function", True),
        # asked for a new name, the new name said, another name, or more than a name
        ("Rename price_with_tax to add_tax in src/utils.py", "price_with_tax", "add_tax", False),
        ("price_with_tax 이름을 add_tax로 바꿔 줘", "price_with_tax", "add_tax", False),
        ("Change teh to the in notes.txt", "teh", "the", False),
        ("Fix the typo in notes.txt", "recieve", "receive", False),
        (DOCSTRING, "def price_with_tax(price: int) -> int:",
         'def price_with_tax(price: int) -> int:\n    """Price with 10 % tax, rounded."""', False),
    ],
)  # fmt: skip
def test_a_name_swapped_for_another_is_not_run(
    request_: str, old: str, new: str, refused: bool
) -> None:
    arguments = {"path": "src/utils.py", "old_string": old, "new_string": new}
    refusal = unasked(request_, "edit_file", arguments)
    assert (refusal is not None and refusal.startswith(f"not run: this renames {old}")) is refused
