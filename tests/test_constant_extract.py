"""A number in a Python function pulled out into a named constant, results kept (agent/
constant_extract.py), on real files: the model's failed or wrong edits refused with the write
that makes it, a right one let be, and the loop that makes it when the model will not
(fresh35 write-75)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import constant_extract
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

UTILS = "def price_with_tax(price: int) -> int:\n    return round(price * 1.1)\n"
TAX = (
    "In src/utils.py, pull the tax rate out into a constant called TAX_RATE, set to 0.1, and "
    "have price_with_tax use it. The prices it gives shouldn't change."
)  # write-75


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "utils.py").write_text(UTILS, encoding="utf-8")
    return tmp_path


def _module(path: Path) -> object:
    spec = importlib.util.spec_from_file_location("edited", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("request_", "name", "value", "function"),
    [
        (TAX, "TAX_RATE", 0.1, "price_with_tax"),
        ("Extract the discount in shop.py into a constant named DISCOUNT = 0.2", "DISCOUNT",
         0.2, None),
        ("shop.py에서 0.15를 FEE라는 상수로 빼 줘. 값은 0.15, fee 함수에서 쓰게.", "FEE", 0.15,
         "fee"),
    ],
)  # fmt: skip
def test_the_constant_asked_is_read(
    request_: str, name: str, value: float, function: str | None
) -> None:
    asked = constant_extract.extract_asked(request_)
    assert asked is not None
    assert (asked.name, asked.value, asked.function) == (name, value, function)


@pytest.mark.parametrize(
    "request_",
    [
        "What is the tax rate in src/utils.py?",
        "Rename price_with_tax in src/utils.py to add_tax",
        "Change the tax rate in src/utils.py to 0.2",
        "src/utils.py에 뭐가 들어 있어?",
    ],
)
def test_no_constant_is_read_from_other_requests(request_: str) -> None:
    assert constant_extract.extract_asked(request_) is None


def test_the_edit_keeps_every_result(workspace: Path) -> None:
    right = constant_extract.right_call(TAX, workspace)
    assert right is not None
    content = right[1]["content"]
    assert content.startswith("TAX_RATE = 0.1\n")
    assert "round(price * (1 + TAX_RATE))" in content
    (workspace / "src" / "utils.py").write_text(content, encoding="utf-8")
    edited = _module(workspace / "src" / "utils.py")
    assert edited.TAX_RATE == 0.1  # type: ignore[attr-defined]
    for price in (0, 5, 1000, 3200, 4500):
        assert edited.price_with_tax(price) == round(price * 1.1)  # type: ignore[attr-defined]


def test_a_value_used_as_it_is_becomes_the_name(tmp_path: Path) -> None:
    shop = "import math\n\n\ndef fee(amount):\n    return math.ceil(amount * 0.15)\n"
    (tmp_path / "shop.py").write_text(shop, encoding="utf-8")
    right = constant_extract.right_call(
        "In shop.py, move 0.15 into a constant called FEE, set to 0.15", tmp_path
    )
    assert right is not None
    assert "import math\n\n\nFEE = 0.15\n\n\ndef fee(amount):" in right[1]["content"]
    assert "amount * FEE" in right[1]["content"]
    # no literal that is the value: nothing is guessed
    assert constant_extract.right_call("In shop.py, make a constant X set to 7", tmp_path) is None


@pytest.mark.parametrize(
    "arguments",
    [
        # the model's own (fresh35 write-75): text the file does not have
        {"path": "src/utils.py", "old_string": "tax_rate = 0.1", "new_string": "TAX_RATE = 0.1"},
        # the constant set, the function left with its number
        {"path": "src/utils.py", "content": "TAX_RATE = 0.1\n\n" + UTILS},
        # results changed: the rate where one plus it was
        {"path": "src/utils.py",
         "content": "TAX_RATE = 0.1\n\ndef price_with_tax(price: int) -> int:\n"
                    "    return round(price * TAX_RATE)\n"},
        # a file that no longer parses
        {"path": "src/utils.py",
         "content": "TAX_RATE = 0.1\ndef price_with_tax(price: int) -> int:\n"
                    "return round(price * (1 + TAX_RATE))\n"},
    ],
)  # fmt: skip
def test_a_wrong_edit_is_refused_with_the_right_one(
    workspace: Path, arguments: dict[str, str]
) -> None:
    tool = "edit_file" if "old_string" in arguments else "write_file"
    refused = unasked(TAX, tool, arguments, workspace)
    assert refused is not None and "TAX_RATE = 0.1" in refused
    named = call_in_refusal(refused)
    assert named is not None and named[0] == "write_file"
    if tool == "edit_file":
        assert "old_string is not in src/utils.py" in refused
    assert (workspace / "src" / "utils.py").read_text(encoding="utf-8") == UTILS


def test_a_right_edit_is_let_be(workspace: Path) -> None:
    right = {
        "path": "src/utils.py",
        "old_string": "def price_with_tax",
        "new_string": "TAX_RATE = 0.1\n\n\ndef price_with_tax",
    }
    first = unasked(TAX, "edit_file", right, workspace)
    assert first is not None  # the number still in the function: not yet
    whole = {
        "path": "src/utils.py",
        "content": "TAX_RATE = 0.1\n\n\ndef price_with_tax(price: int) -> int:\n"
        "    return round(price * (1 + TAX_RATE))\n",
    }
    assert unasked(TAX, "write_file", whole, workspace) is None
    # another file, or another request, is not this check's
    other = {"path": "notes.txt", "content": "x"}
    assert constant_extract.misplaced(TAX, "write_file", other, workspace) is None


def test_the_loop_pulls_the_constant_out_when_the_model_will_not(workspace: Path) -> None:
    failed = ToolCall(
        id="1",
        name="edit_file",
        arguments={"path": "src/utils.py", "old_string": "tax_rate =", "new_string": "X"},
    )
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[failed]), LLMReply(text=UTILS), LLMReply(text="Done: TAX_RATE.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )
    run(agent, TAX)
    edited = _module(workspace / "src" / "utils.py")
    assert edited.TAX_RATE == 0.1  # type: ignore[attr-defined]
    assert edited.price_with_tax(3200) == 3520  # type: ignore[attr-defined]
