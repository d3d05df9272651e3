"""The I/O around `evaluate`: `ApprovalGate` (rule files, asking, ALWAYS, the risk summary each
request carries and the terminal prompt showing it, A13), which tools need approval (tool
metadata + `security.require_approval_for`), and the one rules listing (A8)."""

from __future__ import annotations

import asyncio
from collections.abc import Collection
from pathlib import Path

import pytest

from extensions_support import call, calls, make_agent, run, say
from jarvis_voice.app import default_registry
from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest
from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.approval.terminal import TerminalApprover
from jarvis_voice.config import load_settings
from jarvis_voice.extensions.hub import close_hubs
from jarvis_voice.extensions.user_tools import FunctionTool, ToolOptions
from jarvis_voice.policy.decision import Decision, Outcome, Reason
from jarvis_voice.policy.evaluate import Call, ToolInfo, ToolMeta
from jarvis_voice.policy.risk import NO_RISKS, RiskKind, summarise
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_listing import ListedRule, list_rules
from jarvis_voice.policy.rules_store import RuleBook, read_rules_file, write_rules_file
from jarvis_voice.policy.scopes import scopes_for
from jarvis_voice.tools.approval import resolve_requires_approval
from jarvis_voice.tools.builtin import BashTool, ReadFileTool
from jarvis_voice.tools.registry import ToolRegistry, ToolSource
from support import Lines, ScriptedApprover

BROKEN_YAML = "rules:\n  - {tool: bash, pattern: ls\n"


@pytest.fixture()
def gate(tmp_path: Path, jarvis_home: Path) -> ApprovalGate:
    (tmp_path / "work").mkdir()
    return ApprovalGate.from_settings(load_settings(), workdir=tmp_path / "work", home=jarvis_home)


def decide(
    gate: ApprovalGate, tool: ToolMeta, command: str, approver: ScriptedApprover | None
) -> Decision:
    return asyncio.run(gate.decide("main", tool, {"command": command}, approver))


# ---------------------------------------------------------------- ApprovalGate


@pytest.mark.parametrize(
    ("scope", "saved", "also_runs", "still_asks"),
    [
        # no scope chosen (voice, `a`, a client that sends none): the narrowest, exact
        (None, Rule(tool="bash", pattern="git log --oneline", exact=True), [], ["git log -3"]),
        ("exact", Rule(tool="bash", pattern="git log --oneline", exact=True), [], ["git log"]),
        ("subcommand", Rule(tool="bash", pattern="git log"), ["git log -3"], ["git show"]),
        ("directory", Rule(tool="bash", pattern="git", cwd="/WORK"), ["git show"], ["git push"]),
        ("nonsense", Rule(tool="bash", pattern="git log --oneline", exact=True), [], []),
    ],
)
def test_always_saves_the_chosen_scope_and_the_next_call_runs_on_it(
    gate: ApprovalGate,
    jarvis_home: Path,
    scope: str | None,
    saved: Rule,
    also_runs: list[str],
    still_asks: list[str],
) -> None:
    """A12: the gate saves the rule of the scope the human chose; none chosen — or one the
    request did not offer — saves the narrowest."""
    if saved.cwd is not None:
        saved = saved.model_copy(update={"cwd": str(gate.workdir.resolve())})
    approver = ScriptedApprover(Answer.ALWAYS, scope=scope)
    first = decide(gate, BashTool(), "git log --oneline", approver)
    assert first == Decision(Outcome.ALLOW, Reason.HUMAN_ALWAYS, rule=saved)
    assert [s.id for s in approver.requests[0].scopes] == ["exact", "subcommand", "directory"]
    assert read_rules_file(jarvis_home / "approvals" / "main.yaml") == [saved]
    again = decide(gate, BashTool(), "git log --oneline", ScriptedApprover())  # nobody answers
    assert again == Decision(Outcome.ALLOW, Reason.RULE_MATCHED, rule=saved)
    for command in also_runs:
        assert decide(gate, BashTool(), command, ScriptedApprover()).reason is Reason.RULE_MATCHED
    for command in still_asks:
        asked = ScriptedApprover(Answer.DENY)
        assert decide(gate, BashTool(), command, asked).reason is Reason.HUMAN_DENY, command


def test_a_broken_rules_file_allows_once_and_saves_nothing(
    gate: ApprovalGate, jarvis_home: Path
) -> None:
    global_file = jarvis_home / "approvals.yaml"
    global_file.write_text(BROKEN_YAML)
    approver = ScriptedApprover(Answer.ALWAYS)
    decision = decide(gate, BashTool(), "ls", approver)
    assert approver.requests[0].scopes == ()  # ALWAYS is not offered
    assert decision == Decision(Outcome.ALLOW, Reason.HUMAN_ALLOW)
    assert global_file.read_text() == BROKEN_YAML  # never overwritten
    assert not (jarvis_home / "approvals" / "main.yaml").exists()


@pytest.mark.parametrize(
    ("command", "broken", "reason", "detail"),
    [
        ("make", False, Reason.NO_CONNECTION, ""),
        ("make", True, Reason.NO_CONNECTION, "approvals.yaml"),  # says why it could not match
        ("sudo make", False, Reason.DANGEROUS_COMMAND, "matches"),
    ],
)
def test_unattended_calls_are_denied_without_asking(
    gate: ApprovalGate, jarvis_home: Path, command: str, broken: bool, reason: Reason, detail: str
) -> None:
    if broken:
        (jarvis_home / "approvals.yaml").write_text(BROKEN_YAML)
    decision = decide(gate, BashTool(), command, None)
    assert (decision.outcome, decision.reason) == (Outcome.DENY, reason)
    assert detail in decision.detail


@pytest.mark.parametrize("tool", [ReadFileTool(), ToolInfo("bash", requires_approval=False)])
def test_tools_that_need_no_approval_never_ask(gate: ApprovalGate, tool: ToolMeta) -> None:
    approver = ScriptedApprover()
    decision = decide(gate, tool, "make", approver)
    assert decision == Decision(Outcome.ALLOW, Reason.NO_APPROVAL_NEEDED)
    assert approver.requests == []


def test_check_reads_the_rule_files_evaluate_does_not(
    gate: ApprovalGate, jarvis_home: Path
) -> None:
    bash = ToolInfo("bash", requires_approval=True)
    assert gate.check("main", bash, {"command": "make"}).kind == "ask"
    write_rules_file(jarvis_home / "approvals.yaml", [Rule(tool="bash", pattern="make")])
    assert gate.check("main", bash, {"command": "make"}).kind == "allow"  # re-read (A8)


# ---------------------------------------------------------------- the risk summary (A13)


@pytest.mark.parametrize(
    ("language", "command", "lines"),
    [
        ("en", "rm -rf build", ["Deletes 1 path and everything under it: build"]),
        ("ko", "rm -rf build", ["1개 항목을 하위 폴더까지 모두 삭제합니다: build"]),
        ("en", "git status --short", []),
    ],
)
def test_every_request_carries_the_risk_summary_in_the_session_language(
    tmp_path: Path, jarvis_home: Path, language: str, command: str, lines: list[str]
) -> None:
    (tmp_path / "work").mkdir()
    settings = load_settings(agent={"language": language})
    gate = ApprovalGate.from_settings(settings, workdir=tmp_path / "work", home=jarvis_home)
    approver = ScriptedApprover(Answer.DENY)
    decide(gate, BashTool(), command, approver)
    request = approver.requests[0]
    assert request.language == language
    assert request.risk_lines() == lines  # rendered in the request's language by default
    assert request.risk_lines("en") == request.risks.lines("en")


def test_a_failing_summary_still_asks_and_says_so(
    gate: ApprovalGate, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object) -> None:
        raise RuntimeError("bug")

    monkeypatch.setattr("jarvis_voice.approval.gate.summarise", broken)
    approver = ScriptedApprover(Answer.ALLOW)
    assert decide(gate, BashTool(), "make", approver).outcome is Outcome.ALLOW
    assert approver.requests[0].risks.kinds == (RiskKind.UNANALYSED,)


def reply_in_terminal(request: ApprovalRequest, *answers: str) -> tuple[ApprovalReply, list[str]]:
    written: list[str] = []

    async def run() -> ApprovalReply:
        return await TerminalApprover(Lines(*answers), written.append).request(request)

    return asyncio.run(run()), written


def ask_in_terminal(request: ApprovalRequest, *answers: str) -> tuple[Answer, list[str]]:
    reply, written = reply_in_terminal(request, *answers)
    return reply.answer, written


def test_the_terminal_prompt_shows_the_risks_before_the_call(tmp_path: Path) -> None:
    args = {"command": "sudo rm -rf /srv/www"}
    risks = summarise(Call("bash", args), tmp_path)
    request = ApprovalRequest("main", "bash", args, (), 5.0, risks=risks, language="ko")
    answer, written = ask_in_terminal(request, "d")
    assert answer is Answer.DENY
    assert written[:5] == [
        "\n⚠ 승인이 필요합니다: bash",
        "    ! 관리자 권한이 필요합니다 (sudo)",
        "    ! 1개 항목을 하위 폴더까지 모두 삭제합니다: /srv/www",
        "    ! 작업 폴더 밖에 씁니다: /srv/www",
        "    sudo rm -rf /srv/www",
    ]


def test_the_terminal_prompt_adds_no_line_when_nothing_stands_out(tmp_path: Path) -> None:
    args = {"command": "git status"}
    request = ApprovalRequest("main", "bash", args, (), 5.0, risks=NO_RISKS)
    answer, written = ask_in_terminal(request, "")
    assert answer is Answer.ALLOW
    assert written[:3] == [
        "\n⚠ Approval needed: bash",
        "    git status",
        "  [Enter] allow once · [d] deny (answer within 4 s) > ",
    ]
    assert not any("!" in line for line in written)


def scoped_request(command: str, workdir: Path, language: str = "en") -> ApprovalRequest:
    scopes = scopes_for(Call("bash", {"command": command}), workdir)
    return ApprovalRequest("main", "bash", {"command": command}, scopes, 5.0, language=language)


def test_the_terminal_prompt_offers_each_always_scope_narrowest_first(tmp_path: Path) -> None:
    """A12: `[a]` is the narrowest (the default); the wider scopes have their own keys."""
    request = scoped_request("git log --oneline -5", tmp_path)
    answer, written = ask_in_terminal(request, "")
    assert answer is Answer.ALLOW
    where = tmp_path.resolve()
    assert written[2:7] == [
        "    ALWAYS remembers one of:",
        "      [a] exactly this command — bash · git log --oneline -5 (exact)",
        "      [s] git log … (safe arguments) — bash · git log",
        f"      [w] git … in this folder — bash · git (in {where})",
        "  [Enter] allow once · [a/s/w] always · [d] deny (answer within 4 s) > ",
    ]
    korean = ask_in_terminal(scoped_request("git log --oneline -5", tmp_path, "ko"), "")[1]
    assert korean[:7] == [
        "\n⚠ 승인이 필요합니다: bash",
        "    git log --oneline -5",
        "    '항상'은 다음 중 하나를 기억합니다:",
        "      [a] 이 명령 그대로 — bash · git log --oneline -5 (그대로만)",
        "      [s] git log … (안전한 인자만) — bash · git log",
        f"      [w] 이 폴더에서 git … — bash · git ({where} 안에서)",
        "  [Enter/허용] 이번만 허용 · [a/s/w/항상] 항상 허용 · [d/거부] 거부 "
        "(4초 안에 답해 주세요) > ",
    ]


@pytest.mark.parametrize(
    ("typed", "scope"),
    [
        (["a"], "exact"),
        (["always"], "exact"),
        (["s"], "subcommand"),
        ([" W "], "directory"),
        (["e", "s"], "subcommand"),  # `e` is not a key here (exact is `a`): asked again
    ],
)
def test_a_terminal_key_chooses_the_scope(tmp_path: Path, typed: list[str], scope: str) -> None:
    written: list[str] = []

    async def run() -> ApprovalReply:
        request = scoped_request("git log --oneline -5", tmp_path)
        return await TerminalApprover(Lines(*typed), written.append).request(request)

    reply = asyncio.run(run())
    assert (reply.answer, reply.scope) == (Answer.ALWAYS, scope)
    assert ("  not understood: 'e'" in written) is (typed[0] == "e")


ALLOW, ALWAYS, DENY = (Answer.ALLOW, None), (Answer.ALWAYS, "exact"), (Answer.DENY, None)


@pytest.mark.parametrize(
    ("typed", "expected", "not_understood"),
    [
        (["허용"], ALLOW, 0),
        (["응"], ALLOW, 0),
        (["네"], ALLOW, 0),
        (["예"], ALLOW, 0),
        ([" 허용 "], ALLOW, 0),
        (["\u1112\u1165\u110b\u116d\u11bc"], ALLOW, 0),  # 허용 decomposed (NFD)
        (["항상"], ALWAYS, 0),  # like `a`: the narrowest scope
        (["거부"], DENY, 0),
        (["아니"], DENY, 0),
        (["아니요"], DENY, 0),
        (["아뇨"], DENY, 0),
        # not one whole answer from the lists: asked again, then the end of input denies
        (["거부 아니 허용"], DENY, 1),
        (["허용 거부"], DENY, 1),
        (["네?"], DENY, 1),
        (["ㅇ"], DENY, 1),
        (["yes please"], DENY, 1),
        (["asdf", "허용하지마"], DENY, 2),
        (["뭐라고", "허용"], ALLOW, 1),  # not understood, then a clear answer
    ],
)
def test_korean_answers_in_the_terminal(
    tmp_path: Path, typed: list[str], expected: tuple[Answer, str | None], not_understood: int
) -> None:
    """허용 / 항상 / 거부 (and the short forms the module lists) work in either language; any
    other answer is asked again, and the end of input denies: garbage never allows."""
    for language, said in (("ko", "  알아듣지 못했습니다"), ("en", "  not understood")):
        request = scoped_request("git log --oneline -5", tmp_path, language)
        reply, written = reply_in_terminal(request, *typed)
        assert (reply.answer, reply.scope) == expected, (typed, language)
        assert sum(line.startswith(said) for line in written) == not_understood


def test_the_terminal_in_korean_says_why_it_denied(tmp_path: Path) -> None:
    answer, written = ask_in_terminal(scoped_request("git status", tmp_path, "ko"), "흠")
    assert answer is Answer.DENY
    assert written[-3] == "  알아듣지 못했습니다: '흠'"
    assert written[-1] == "  입력이 끝나 거부했습니다"


def test_the_terminal_offers_no_always_key_without_scopes(tmp_path: Path) -> None:
    answer, written = ask_in_terminal(scoped_request("rm x", tmp_path), "a", "s", "d")
    assert answer is Answer.DENY
    assert "  not understood: 'a'" in written and "  not understood: 's'" in written
    assert not any("ALWAYS" in line for line in written)


# ---------------------------------------------------------------- which tools ask (A5)


@pytest.mark.parametrize(
    ("name", "declared", "builtin", "listed", "asks"),
    [
        ("bash", True, True, None, True),  # unset: the tool's own declaration
        ("read_file", False, True, None, False),
        ("deploy", True, False, None, True),
        ("bash", True, True, [], False),  # set: the list decides for built-ins …
        ("bash", True, True, ["write_file"], False),
        ("read_file", False, True, ["read_file"], True),
        ("deploy", True, False, [], True),  # … extension tools keep their declaration
        ("shout", False, False, ["shout"], True),  # … and ask too when listed
        ("shout", False, False, [], False),
    ],
)
def test_require_approval_for_overrides_built_ins(
    name: str, declared: bool, builtin: bool, listed: Collection[str] | None, asks: bool
) -> None:
    assert resolve_requires_approval(name, declared, builtin=builtin, listed=listed) is asks


@pytest.mark.parametrize(
    ("listed", "asking"),
    [
        (None, {"bash", "write_file", "edit_file", "csv_edit"}),  # the built-ins declare (A5)
        (["bash", "write_file", "edit_file"], {"bash", "write_file", "edit_file"}),
        (["write_file"], {"write_file"}),
        ([], set()),
    ],
)
def test_the_setting_is_resolved_when_the_tool_set_is_built(
    listed: list[str] | None, asking: set[str]
) -> None:
    tools = default_registry(listed).snapshot()
    assert {name for name, tool in tools.items() if tool.requires_approval} == asking


def test_an_override_never_changes_a_shared_tool_object() -> None:
    def shout(text: str) -> str:
        return text.upper()

    shared = FunctionTool(shout, ToolOptions())  # one hub object, several agents
    listed, unset = ToolRegistry(["shout"]), ToolRegistry()
    listed.register(shared, ToolSource.USER)
    unset.register(shared, ToolSource.USER)
    assert listed.snapshot()["shout"].requires_approval is True
    assert unset.snapshot()["shout"] is shared and shared.requires_approval is False


def test_a_user_tool_that_declares_approval_asks_when_built_ins_do_not(
    tmp_path: Path, jarvis_home: Path
) -> None:
    tool_file = '''
from jarvis_voice.extensions import tool

@tool(name="deploy", requires_approval=True)
def deploy(target: str) -> str:
    """Deploy the site."""
    return f"deployed {target}"
'''
    (jarvis_home / "tools").mkdir()
    (jarvis_home / "tools" / "deploy.py").write_text(tool_file, encoding="utf-8")
    approver = ScriptedApprover(Answer.DENY)
    steps = [calls(call("bash", "c1", command="echo hi"), call("deploy", "c2", target="prod"))]
    agent, backend, _ = make_agent(
        tmp_path,
        [*steps, say("ok")],
        approver,
        security={"require_approval_for": []},
        plugin={"watch_files": False},
    )
    try:
        run(agent, "say hi and deploy")
    finally:
        close_hubs()
    assert [r.tool for r in approver.requests] == ["deploy"]  # bash ran without asking
    assert "ask for approval" in backend.calls[0]["messages"][0].content  # T5 follows the tools


# ---------------------------------------------------------------- the one rules listing (A8)


def test_listing_shows_both_layers_in_matching_order(jarvis_home: Path) -> None:
    write_rules_file(jarvis_home / "approvals.yaml", [Rule(tool="bash", pattern="make")])
    agent_file = jarvis_home / "approvals" / "karen.yaml"
    write_rules_file(agent_file, [Rule(tool="write_file", pattern="docs/*")])
    listing = list_rules(RuleBook(jarvis_home), "karen")
    assert listing.layers == [
        ("global", jarvis_home / "approvals.yaml"),
        ("karen", agent_file),
    ]
    assert listing.rules == [
        ListedRule("global", jarvis_home / "approvals.yaml", "bash", "make"),
        ListedRule("karen", agent_file, "write_file", "docs/*"),
    ]
    assert listing.error is None


def test_listing_a_broken_file_keeps_what_was_read(jarvis_home: Path) -> None:
    write_rules_file(jarvis_home / "approvals.yaml", [Rule(tool="bash", pattern="make")])
    (jarvis_home / "approvals").mkdir(exist_ok=True)
    (jarvis_home / "approvals" / "main.yaml").write_text(BROKEN_YAML)
    listing = list_rules(RuleBook(jarvis_home), "main")
    assert [r.pattern for r in listing.rules] == ["make"]
    assert listing.error is not None and "main.yaml" in listing.error
    bad_id = list_rules(RuleBook(jarvis_home), "../x")
    assert bad_id.error is not None and "invalid agent id" in bad_id.error
