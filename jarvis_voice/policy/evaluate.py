"""T2 as a pure function: may this tool call run, must a human be asked, or is it blocked?

`evaluate` reads no files and needs no event loop: the caller loads the rule layers (or the
error that stopped them loading) and passes them in, so the same inputs always give the same
verdict. It asks the OS two things: what a path resolves to (symlinks, A7), because a rule must
match the file that would really be written, and — only for a bash line a rule would allow —
whether bash itself accepts the line (`bash -n`, cached; see `policy/bash_syntax.py`).

Order — the strictest answer wins:
1. a dangerous bash command is blocked, whatever the rules say (A6);
2. a tool that does not require approval runs;
3. a rule in any layer allows it (A4, A7) — unless a rules file is broken: then ask (A9);
4. otherwise ask, offering the ALWAYS scopes (A3, A12) the matcher can enforce.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import Rule, call_subject, match_bash, normalise_path
from jarvis_voice.policy.rules_store import RuleSet, RulesUnreadable
from jarvis_voice.policy.scopes import scopes_for
from jarvis_voice.policy.verdict import Allow, Ask, Block, Verdict

# A path the OS cannot look up (NUL byte, lone surrogate, symlink loop on Python < 3.13) matches
# no rule and gets no ALWAYS scope; it must not crash the turn.
_BAD_PATH = (ValueError, OSError, RuntimeError)


@dataclass(frozen=True)
class Call:
    """One tool call: the tool's name and its (validated, JSON-plain) arguments."""

    tool: str
    args: Mapping[str, Any]


class ToolMeta(Protocol):
    """What the decision needs to know about a tool. A `Tool` has it; so does `ToolInfo`."""

    @property
    def name(self) -> str: ...

    @property
    def requires_approval(self) -> bool: ...


@dataclass(frozen=True)
class ToolInfo:
    """Tool metadata without a Tool object (`jarvis rules check`, tests)."""

    name: str
    requires_approval: bool = False


def evaluate(
    call: Call,
    rules: Sequence[RuleSet] | RulesUnreadable,
    dangerous: DangerousCommands,
    tool_meta: ToolMeta,
    workdir: Path,
) -> Verdict:
    """The verdict for `call`. `rules`: the layers, global first; `tool_meta`: `call.tool`'s."""
    command = call.args.get("command") if call.tool == "bash" else None
    if isinstance(command, str):
        hit = dangerous.match(command)
        if hit is not None:
            return Block(Reason.DANGEROUS_COMMAND, detail=f"matches {hit}")
    if not tool_meta.requires_approval:
        return Allow(Reason.NO_APPROVAL_NEEDED)
    if isinstance(rules, RulesUnreadable):
        # A9: a broken rules file means "ask", never allow-all; ALWAYS could not be saved.
        return Ask(Reason.RULES_FILE_ERROR, detail=rules.detail)
    rule = matching_rule(call, rules, workdir)
    if rule is not None:
        return Allow(Reason.RULE_MATCHED, rule=rule)
    return Ask(Reason.NO_RULE_MATCHED, scopes=scopes_for(call, workdir))


def matching_rule(call: Call, layers: Sequence[RuleSet], workdir: Path) -> Rule | None:
    """The first rule (global layer first) that allows `call` in `workdir`, or None."""
    subject = call_subject(call.tool, call.args)
    try:
        root = workdir.resolve()  # where rules with a `cwd` apply
    except _BAD_PATH:
        return None
    if subject is None:  # nothing to match a pattern against: only `*` allows it
        for layer in layers:
            for rule in layer.by_tool.get(call.tool, []):
                if rule.pattern == "*" and rule.applies_in(root):
                    return rule
        return None
    kind, value = subject
    if kind == "command":
        return match_bash(value, [layer.bash for layer in layers], root)
    try:
        path = normalise_path(value, workdir)
    except _BAD_PATH:
        return None  # the human sees the odd path and decides
    for layer in layers:
        index = layer.paths.get(call.tool)
        hit = index.rule_for(path, root) if index is not None else None
        if hit is not None:
            return hit
    return None
