"""T1, T3–T6 with the scripted backend: model call counts prove what the loop did."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.registry import ToolSource
from support import ScriptedApprover

DENIED_KO = "승인이 거부되어 bash 실행을 멈췄습니다. 필요하면 다시 요청해 주세요."
TIMEOUT_KO = "승인 요청에 시간 안에 답이 없어 bash 실행을 멈췄습니다. 필요하면 다시 요청해 주세요."


def call(name: str, arguments: dict[str, Any] | str, id_: str = "c1") -> ToolCall:
    return ToolCall(id=id_, name=name, arguments=arguments)


def bash(command: str, id_: str = "c1") -> ToolCall:
    return call("bash", {"command": command}, id_)


def make_agent(
    tmp_path: Path,
    steps: list[Any],
    approver: Any = None,
    language: str = "ko",
    **settings: Any,
) -> tuple[AgentLoop, ScriptedBackend, ActivityLog]:
    backend = ScriptedBackend(steps)
    activity = ActivityLog()
    config = load_settings(agent={"language": language}, **settings)
    agent = build_agent(config, backend, approver, activity, workdir=tmp_path)
    return agent, backend, activity


def run(agent: AgentLoop, text: str):
    return asyncio.run(agent.run_turn(text))


def test_deny_ends_turn_with_fixed_line_after_one_model_call(tmp_path: Path) -> None:
    approver = ScriptedApprover(Answer.DENY)
    agent, backend, activity = make_agent(
        tmp_path, [LLMReply(tool_calls=[bash("chmod 000 exp_probe.md")])], approver
    )
    result = run(agent, "exp_probe.md 권한을 000 으로 바꿔 줘")
    assert result.answer == DENIED_KO
    assert len(backend.calls) == 1 and result.model_calls == 1
    assert result.ended_by == "denied"
    assert any(line.startswith("⚡ approval · bash · denied") for line in activity.lines())


def test_timeout_ends_turn_with_timeout_line(tmp_path: Path) -> None:
    agent, backend, activity = make_agent(
        tmp_path, [LLMReply(tool_calls=[bash("ls")])], ScriptedApprover(Answer.TIMEOUT)
    )
    result = run(agent, "ls 해 줘")
    assert (result.answer, len(backend.calls)) == (TIMEOUT_KO, 1)
    assert "⚡ approval · bash · denied: no answer in time" in activity.lines()


def test_english_lines(tmp_path: Path) -> None:
    agent, _, _ = make_agent(
        tmp_path, [LLMReply(tool_calls=[bash("ls")])], ScriptedApprover(Answer.DENY), "en"
    )
    assert run(agent, "list files").answer.startswith(
        "Approval was denied, so I stopped running bash"
    )


def test_again_after_denial_asks_again(tmp_path: Path) -> None:
    approver = ScriptedApprover(Answer.DENY, Answer.ALLOW)
    steps = [
        LLMReply(tool_calls=[bash("echo hi")]),
        LLMReply(tool_calls=[bash("echo hi", "c2")]),
        LLMReply(text="hi 를 출력했습니다."),
    ]
    agent, backend, _ = make_agent(tmp_path, steps, approver)
    assert run(agent, "echo hi 해 줘").answer == DENIED_KO
    second = run(agent, "다시 해 줘")
    assert second.answer == "hi 를 출력했습니다."
    assert len(approver.requests) == 2 and len(backend.calls) == 3
    # the second turn's model call saw the first exchange and the approval rule (T5)
    system = backend.calls[1]["messages"][0]
    assert "다시 호출해 승인을 구하세요" in system.content


def test_partial_denial_continues_with_the_rest(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("alpha\n")
    steps = [
        LLMReply(
            tool_calls=[bash("rm notes.txt", "c1"), call("read_file", {"path": "notes.txt"}, "c2")]
        ),
        LLMReply(text="I read notes.txt; deleting was denied."),
    ]
    agent, backend, _ = make_agent(tmp_path, steps, ScriptedApprover(Answer.DENY))
    result = run(agent, "read then delete notes")
    assert result.answer == "I read notes.txt; deleting was denied."
    assert len(backend.calls) == 2
    tool_messages = [m for m in backend.calls[1]["messages"] if m.role == "tool"]
    assert "denied" in tool_messages[0].content and "alpha" in tool_messages[1].content
    assert (tmp_path / "notes.txt").exists()


class TableArgs(BaseModel):
    rows: int = 3


class TableTool(Tool[TableArgs]):
    name = "table"
    description = "Returns a final table."
    Args = TableArgs

    async def run(self, args: TableArgs, ctx: ToolContext) -> ToolResult:
        body = "\n".join(f"| {i} | {i * i} |" for i in range(args.rows))
        return ToolResult(f"| n | n² |\n{body}", final=True)


def test_final_results_are_returned_verbatim(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [LLMReply(tool_calls=[call("table", {"rows": 4})])])
    agent.registry.register(TableTool(), ToolSource.USER)
    result = run(agent, "show the table")
    assert result.answer == "| n | n² |\n| 0 | 0 |\n| 1 | 1 |\n| 2 | 4 |\n| 3 | 9 |"
    assert (len(backend.calls), result.ended_by) == (1, "final")


def test_final_mixed_with_other_results_goes_back_to_the_model(tmp_path: Path) -> None:
    steps = [
        LLMReply(tool_calls=[call("table", {}, "c1"), call("list_dir", {}, "c2")]),
        LLMReply(text="summary"),
    ]
    agent, backend, _ = make_agent(tmp_path, steps)
    agent.registry.register(TableTool(), ToolSource.USER)
    assert run(agent, "table and files").answer == "summary"
    assert len(backend.calls) == 2


def test_not_permitted_tool_is_an_error_result_and_the_loop_continues(tmp_path: Path) -> None:
    steps = [LLMReply(tool_calls=[bash("ls")]), LLMReply(text="I may not use bash.")]
    approver = ScriptedApprover()
    agent, backend, _ = make_agent(tmp_path, steps, approver, policy={"role": "read-only"})
    assert run(agent, "ls").answer == "I may not use bash."
    result_message = next(m for m in backend.calls[1]["messages"] if m.role == "tool")
    assert "not permitted for role 'read-only'" in result_message.content
    assert approver.requests == []


class BlockRm:
    name = "no-rm"

    def before_tool_call(self, tool: str, args: dict[str, Any]) -> str | None:
        return "rm is off limits" if "rm" in str(args.get("command", "")) else None


class BrokenPlugin:
    name = "broken"

    def before_tool_call(self, tool: str, args: dict[str, Any]) -> str | None:
        raise RuntimeError("boom")


def test_plugin_block_is_an_error_result(tmp_path: Path) -> None:
    steps = [LLMReply(tool_calls=[bash("rm x")]), LLMReply(text="blocked, sorry")]
    approver = ScriptedApprover()
    agent, backend, activity = make_agent(tmp_path, steps, approver)
    agent.pipeline.hooks[:] = [BrokenPlugin(), BlockRm()]
    assert run(agent, "rm x").answer == "blocked, sorry"
    tool_message = next(m for m in backend.calls[1]["messages"] if m.role == "tool")
    assert tool_message.content == "ERROR: blocked by plugin no-rm: rm is off limits"
    assert approver.requests == []
    assert any("broken · before_tool_call failed" in line for line in activity.lines())


@pytest.mark.parametrize(
    ("bad_call", "expected"),
    [
        (call("launch_rockets", {}), "unknown tool 'launch_rockets'"),
        (call("bash", '{"command": "ls"'), "not a JSON object"),
        (call("bash", {"cmd": "ls"}), "invalid arguments for 'bash': command: Field required"),
        (call("read_file", {"path": "x", "start_line": "first"}), "invalid arguments"),
    ],
)
def test_bad_calls_from_the_model_become_error_results(
    tmp_path: Path, bad_call: ToolCall, expected: str
) -> None:
    approver = ScriptedApprover()
    agent, backend, _ = make_agent(
        tmp_path, [LLMReply(tool_calls=[bad_call]), LLMReply(text="ok")], approver
    )
    assert run(agent, "do it").answer == "ok"
    tool_message = next(m for m in backend.calls[1]["messages"] if m.role == "tool")
    assert expected in tool_message.content and tool_message.content.startswith("ERROR: ")
    assert approver.requests == []


def test_twenty_call_cap_records_overflow(tmp_path: Path) -> None:
    steps = [LLMReply(tool_calls=[call("list_dir", {}, f"c{i}")]) for i in range(20)]
    agent, backend, activity = make_agent(tmp_path, steps, language="en")
    result = run(agent, "loop forever")
    assert result.overflow and result.ended_by == "overflow" and len(backend.calls) == 20
    assert "stopped after 20 model calls" in result.answer
    assert any("overflow" in line for line in activity.lines())


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty input"),
        ("   \n ", "empty input"),
        ("x" * 10_001, "too long (10,001 characters; the limit is 10,000)"),
        ("<script>alert(1)</script>", "<script>"),
        ("open javascript:alert(1)", "javascript:"),
        ('<img src=x onerror="alert(1)">', "on*="),
    ],
)
def test_bad_input_is_rejected_before_the_model(tmp_path: Path, text: str, message: str) -> None:
    agent, backend, _ = make_agent(tmp_path, [], language="en")
    result = run(agent, text)
    assert result.ended_by == "rejected" and message in result.answer
    assert backend.calls == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "입력이 비어 있습니다"),
        ("x" * 10_001, "입력이 너무 깁니다 (10,001자, 한도는 10,000자)"),
        ("<script>alert(1)</script>", "입력을 거부했습니다: <script> 태그가"),
    ],
)
def test_bad_input_is_rejected_in_the_sessions_language(
    tmp_path: Path, text: str, message: str
) -> None:
    agent, backend, _ = make_agent(tmp_path, [], language="ko")
    result = run(agent, text)
    assert result.ended_by == "rejected" and message in result.answer
    assert backend.calls == []


def test_input_is_nfc_normalised(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [LLMReply(text="네")])
    run(agent, "\u1103\u1161\u1109\u1175 해 줘")  # decomposed jamo
    assert backend.calls[0]["messages"][-1].content == "다시 해 줘"


def test_tools_registered_at_runtime_appear_next_turn(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [LLMReply(text="a"), LLMReply(text="b")])
    run(agent, "first")
    assert "table" not in backend.calls[0]["tools"]
    agent.registry.register(TableTool(), ToolSource.USER)
    run(agent, "second")
    assert "table" in backend.calls[1]["tools"]


def test_approval_rule_only_when_a_tool_needs_approval(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(
        tmp_path, [LLMReply(text="x")], language="en", security={"require_approval_for": []}
    )
    run(agent, "hello")
    assert "ask for approval" not in backend.calls[0]["messages"][0].content


def test_backend_failure_is_one_clear_answer(tmp_path: Path) -> None:
    agent, _, activity = make_agent(tmp_path, [])
    result = run(agent, "hello")
    assert result.ended_by == "error" and "no more replies" in result.answer
    assert result.answer.startswith("언어 모델이 실패했습니다: ")  # a Korean session (make_agent)
    assert any(line.startswith("✗ 모델 · ") for line in activity.lines())


def test_slash_commands_answer_without_the_model(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [LLMReply(text="model")])

    async def echo(args: str, language: str) -> str:
        return f"echo ({language}): {args}"

    agent.commands["echo"] = echo
    result = run(agent, "/echo hi there")
    assert (result.answer, result.ended_by, backend.calls) == (
        "echo (ko): hi there", "command", [],
    )  # fmt: skip
    assert run(agent, "/unknown x").answer == "model"  # not a command: goes to the model


def test_observers_see_every_model_turn_and_cannot_break_it(tmp_path: Path) -> None:
    built, _, activity = make_agent(tmp_path, [LLMReply(text="a")])
    seen: list[str] = []
    observers = Contribution(
        observers=[
            lambda loop, text, result: seen.append(f"{text}->{result.answer}"),
            lambda loop, text, result: 1 / 0,
        ]
    )
    agent = AgentLoop(
        built.config, built.backend, built.registry, built.pipeline, built.context,
        activity, None, built.contribution + observers,
    )  # fmt: skip
    assert run(agent, "q").answer == "a"
    assert seen == ["q->a"]
    assert any("observer" in line for line in activity.lines())


def test_the_history_keeps_each_turns_tool_calls_shortened_and_whole_turns(
    tmp_path: Path,
) -> None:
    """A later turn sees what earlier turns ran (a history of bare answers taught the model to
    answer "Created." without calling write_file), results cut short; old turns drop whole."""
    (tmp_path / "big.txt").write_text("x" * 5000)
    steps: list[Any] = []
    for n in range(3):
        steps += [LLMReply(tool_calls=[call("read_file", {"path": "big.txt"}, f"c{n}")]),
                  LLMReply(text=f"answer {n}")]  # fmt: skip
    agent, backend, _ = make_agent(tmp_path, steps, ScriptedApprover(Answer.ALLOW), "en")
    agent.config = dataclasses.replace(agent.config, history_turns=2)
    for n in range(3):
        run(agent, f"read big.txt ({n})")
    roles = [m.role for m in agent.history]
    # over the limit, old turns drop whole, down to half the limit
    assert roles == ["user", "assistant", "tool", "assistant"]
    assert agent.history[0].content == "read big.txt (2)"
    assert agent.history[1].tool_calls[0].name == "read_file"
    shown = agent.history[2].content
    assert shown.startswith("     1\txxx") and shown.endswith("[… shortened]") and len(shown) < 400
    # and the model's last call saw the earlier turn's call and result
    sent = backend.calls[-1]["messages"]
    assert [m.role for m in sent[1:5]] == ["user", "assistant", "tool", "assistant"]


def test_the_history_is_cut_in_halves_so_the_prompt_prefix_rarely_changes(tmp_path: Path) -> None:
    """Each cut changes what follows the system prompt, and the embedded model then re-reads
    the whole history: with 4 turns kept, 8 turns break the prefix once (turn 6), not 3 times."""
    agent, backend, _ = make_agent(
        tmp_path, [LLMReply(text=f"answer {n}") for n in range(8)], ScriptedApprover(Answer.ALLOW)
    )
    agent.config = dataclasses.replace(agent.config, history_turns=4)
    for n in range(8):
        run(agent, f"hello {n}")
    sent = [[(m.role, m.content) for m in call["messages"][1:-1]] for call in backend.calls]
    breaks = [
        n + 1 for n in range(1, 8) if sent[n][: len(sent[n - 1])] != sent[n - 1] or not sent[n]
    ]
    assert breaks == [6]


@pytest.mark.parametrize(
    ("said", "only"),
    [
        ("한국어로 답하세요. Answer in Korean.", True),  # fresh13 chat-30, no brackets
        ("(한국어로 답하세요. Answer in Korean.)", True),
        ("Answer in English.", True),
        ("낙동강이에요. (한국어로 답하세요.)", False),  # an answer with the note after it
        ("낙동강이에요.", False),
        ("", False),
    ],
)
def test_an_answer_that_is_only_the_language_note_is_none(said: str, only: bool) -> None:
    from jarvis_voice.llm.answer_language import only_answer_note, without_answer_note

    assert only_answer_note(said) is only
    noted = "낙동강이에요. 한국어로 답하세요. Answer in Korean."
    assert without_answer_note(noted) == "낙동강이에요."


def test_the_language_note_said_back_is_asked_again(tmp_path: Path) -> None:
    """fresh13 chat-30: "남한에서 제일 긴 강이 뭐였더라?" was answered with the loop's own note."""
    agent, backend, _ = make_agent(
        tmp_path,
        [LLMReply(text="한국어로 답하세요. Answer in Korean."), LLMReply(text="낙동강이에요.")],
    )
    result = asyncio.run(agent.run_turn("남한에서 제일 긴 강이 뭐였더라?"))
    assert result.answer == "낙동강이에요." and result.model_calls == 2
    last = backend.calls[-1]["messages"]
    assert last[-1].role == "user" and last[-1].content.startswith("That is not an answer.")


def test_an_answer_after_the_note_was_retold_is_still_checked(tmp_path: Path) -> None:
    """fresh22 calc-50: the note said back was asked again, and the made-up "900원" that came
    next was then never corrected (the one correction was spent): it is told to calculate."""
    request = (
        "편의점에서 생수가 한 병에 1,000원인데, 12병 묶음은 9,900원이래. "
        "묶음으로 사면 한 병에 얼마씩 싸지는 거야?"
    )
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(text="한국어로 답하세요."),
            LLMReply(text="한 병에 900원씩 싸지는 거야."),
            LLMReply(tool_calls=[ToolCall(id="c", name="calculate",
                                          arguments={"expression": "1000 - 9900/12"})]),
            LLMReply(text="한 병에 175원씩 싸져요."),
        ],
    )  # fmt: skip
    result = asyncio.run(agent.run_turn(request))
    assert result.answer == "한 병에 175원씩 싸져요."
    assert backend.calls[2]["must_call"] == ["calculate"]
