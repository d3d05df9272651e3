"""Fuzzing (hypothesis) of everything that reads untrusted text: the bash parser, the dangerous
command list, `evaluate` (through the approval gate), input validation (S1), and rule files
(A4/A9 round trip).

Untrusted text includes lone surrogates (JSON `"\\ud800"` from a WebSocket frame), NULs, control
characters and bytes that are not UTF-8 — none of them may raise anything but the documented
error, and a rule written by ALWAYS must read back exactly.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from jarvis_voice.app import default_registry
from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.config import DEFAULT_DANGEROUS_COMMANDS, load_settings
from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.evaluate import Call, ToolInfo, ToolMeta
from jarvis_voice.policy.risk import summarise
from jarvis_voice.policy.rules import Rule, suggest_bash
from jarvis_voice.policy.rules_store import read_rules_file, write_rules_file
from jarvis_voice.policy.shell_parse import ParsedCommand, parse_command
from jarvis_voice.policy.verdict import Allow
from jarvis_voice.security.input_validation import InputRejected, validate_user_input

FUZZ = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
SHELL_ALPHABET = "$`'\"\\(){}[]<>|&;#\n\t =*?~!:-_/.,@%^+0123456789abcdefghijklmnopqrsuvwxyz"
any_char = st.characters(exclude_categories=())  # includes surrogates and control characters
any_text = st.text(any_char, max_size=200)
shell_text = st.text(st.sampled_from(SHELL_ALPHABET), max_size=120)
bytes_text = st.binary(max_size=200).map(lambda b: b.decode("utf-8", errors="surrogateescape"))
untrusted = st.one_of(any_text, shell_text, bytes_text)


@pytest.fixture(scope="module")
def gate(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ApprovalGate]:
    root = tmp_path_factory.mktemp("fuzz")
    (root / "work").mkdir()
    write_rules_file(
        root / "home" / "approvals" / "main.yaml",
        [Rule(tool="bash", pattern=p) for p in ("git status", "ls", "echo")]
        + [Rule(tool="write_file", pattern="docs/*")],
    )
    yield ApprovalGate.from_settings(load_settings(), workdir=root / "work", home=root / "home")


def meta(tool: str) -> ToolMeta:
    return default_registry().snapshot().get(tool) or ToolInfo(tool)


# ---------------------------------------------------------------- the parser


@FUZZ
@given(text=untrusted)
def test_parse_command_never_raises(text: str) -> None:
    parsed = parse_command(text)
    assert isinstance(parsed, ParsedCommand)
    assert parsed.ok == (parsed.problem is None)
    if parsed.ok:
        assert parsed.commands and all(c.words for c in parsed.commands)


@settings(max_examples=50, deadline=None)
@given(depth=st.integers(1, 3000), opener=st.sampled_from(["$(", "`", "${x:-", '"$(', "<("]))
def test_deep_nesting_is_refused_not_a_crash(depth: int, opener: str) -> None:
    closer = {"$(": ")", "`": "`", "${x:-": "}", '"$(': ')"', "<(": ")"}[opener]
    parse_command("echo " + opener * depth + "x" + closer * depth)


def test_huge_command_is_refused_quickly() -> None:
    assert not parse_command("echo " + "a " * 60_000).ok


@FUZZ
@given(text=untrusted)
def test_suggestions_are_valid_rules_or_none(text: str) -> None:
    suggestion = suggest_bash(text)
    if suggestion is not None:
        rule = Rule(tool="bash", pattern=suggestion)  # must not raise: ALWAYS writes it
        assert rule.pattern == suggestion


# ---------------------------------------------------------------- A6 and the whole evaluate


@FUZZ
@given(text=untrusted)
def test_dangerous_list_never_raises(text: str) -> None:
    hit = DangerousCommands(DEFAULT_DANGEROUS_COMMANDS).match(text)
    assert hit is None or hit in DEFAULT_DANGEROUS_COMMANDS


@FUZZ
@given(
    tool=st.sampled_from(["bash", "write_file", "edit_file", "read_file", "web_fetch"]),
    text=untrusted,
)
def test_evaluate_never_raises(gate: ApprovalGate, tool: str, text: str) -> None:
    key = "command" if tool == "bash" else "path"
    check = gate.check("main", meta(tool), {key: text, "content": ""})
    assert check.kind in ("allow", "ask", "block")
    if isinstance(check, Allow) and tool == "bash":
        assert check.rule is not None and parse_command(text).ok


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(args=st.dictionaries(st.text(max_size=10), st.one_of(st.none(), st.integers(), any_text)))
def test_evaluate_survives_odd_arguments(gate: ApprovalGate, args: dict[str, object]) -> None:
    for tool in ("bash", "write_file", "unknown_tool"):
        assert gate.check("main", meta(tool), args).kind in ("allow", "ask", "block")


@FUZZ
@given(
    tool=st.sampled_from(["bash", "write_file", "edit_file", "web_fetch", "unknown_tool"]),
    text=untrusted,
)
def test_risk_summary_never_raises(gate: ApprovalGate, tool: str, text: str) -> None:
    """A13: every approval request carries a summary, whatever the model sent."""
    args = {"command": text, "path": text, "url": text, "content": text, "old_string": text}
    summary = summarise(Call(tool, {**args, "replace_all": True}), gate.workdir)
    for language in ("en", "ko"):
        assert all(line.strip() for line in summary.lines(language))
        assert all(line.strip() for line in summary.lines(language, short=True))


# ---------------------------------------------------------------- S1 input validation


@FUZZ
@given(text=untrusted, limit=st.integers(1, 300))
def test_input_validation_accepts_or_rejects_never_crashes(text: str, limit: int) -> None:
    try:
        clean = validate_user_input(text, max_length=limit)
    except InputRejected as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert clean and clean == clean.strip() and len(clean) <= limit
    assert unicodedata.is_normalized("NFC", clean)
    assert validate_user_input(clean, max_length=limit) == clean  # idempotent
    assert "<script" not in clean.lower() and "javascript:" not in clean.lower()


@settings(max_examples=50, deadline=None)
@given(value=st.one_of(st.none(), st.integers(), st.binary(), st.lists(st.text())))
def test_input_validation_rejects_non_text(value: object) -> None:
    with pytest.raises(InputRejected):
        validate_user_input(value, max_length=100)  # type: ignore[arg-type]


# ---------------------------------------------------------------- rule files round-trip

pattern_text = st.one_of(
    st.text(any_char, min_size=1, max_size=40),
    st.text(st.sampled_from("ab :#'\"-*?/\\{}[],&|>!%@`\t가나é😀\u2028\x85"), min_size=1),
)


def valid_rule(tool: str, pattern: str) -> Rule | None:
    try:
        return Rule(tool=tool, pattern=pattern)
    except ValueError:
        return None


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    entries=st.lists(
        st.tuples(st.sampled_from(["bash", "write_file", "edit_file", "web_fetch"]), pattern_text),
        max_size=8,
    )
)
def test_rule_files_round_trip(tmp_path_factory: pytest.TempPathFactory, entries: list) -> None:
    rules = [r for r in (valid_rule(t, p) for t, p in entries) if r is not None]
    assume(len(rules) == len(entries))
    path = tmp_path_factory.getbasetemp() / "round-trip" / "main.yaml"
    write_rules_file(path, rules)
    assert read_rules_file(path) == rules
    assert not list(path.parent.glob(".*.tmp"))  # no temp file left behind


@FUZZ
@given(text=st.one_of(any_text, st.text(st.sampled_from("rules:- {}[]\"':#\n toolpattern,"))))
def test_a_corrupt_rules_file_is_a_clear_error_never_a_crash(
    tmp_path_factory: pytest.TempPathFactory, text: str
) -> None:
    path = tmp_path_factory.getbasetemp() / "corrupt" / "approvals.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(text.encode("utf-8", errors="surrogatepass"))
    try:
        rules = read_rules_file(path)
    except RulesFileError as exc:
        assert str(path) in str(exc)
        return
    assert all(isinstance(rule, Rule) for rule in rules)
