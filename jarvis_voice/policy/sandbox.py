"""T2: `decide` — the one place that says whether a tool call may run, and why.

Order: approval needed? → dangerous command (A6, beats every rule) → rules (A4/A7) → a human.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from jarvis_voice.approval.base import Answer, ApprovalRequest, Approver
from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.decision import Decision, Outcome, Precheck, Reason
from jarvis_voice.policy.rules import (
    Rule,
    call_subject,
    match_bash,
    normalise_path,
    suggest_bash,
    suggest_path,
)
from jarvis_voice.policy.rules_store import RuleBook, RuleSet

log = logging.getLogger(__name__)
# A path the OS cannot look up (NUL byte, lone surrogate, symlink loop on Python < 3.13) matches
# no rule and gets no ALWAYS suggestion; it must not crash the turn.
_BAD_PATH = (ValueError, OSError, RuntimeError)


class Sandbox:
    def __init__(
        self,
        rules: RuleBook,
        dangerous: DangerousCommands,
        require_approval_for: list[str],
        workdir: Path,
        approval_timeout_s: float = 120.0,
    ) -> None:
        self.rules = rules
        self.dangerous = dangerous
        self.require_approval_for = set(require_approval_for)
        self.workdir = workdir
        self.approval_timeout_s = approval_timeout_s

    @classmethod
    def from_settings(cls, settings: Any, workdir: Path, home: Path | None = None) -> Sandbox:
        return cls(
            rules=RuleBook(home),
            dangerous=DangerousCommands(settings.security.dangerous_commands),
            require_approval_for=settings.security.require_approval_for,
            workdir=workdir,
            approval_timeout_s=settings.security.approval_timeout_s,
        )

    def needs_approval(self, tool: str) -> bool:
        return tool in self.require_approval_for

    def evaluate(self, agent_id: str, tool: str, args: Mapping[str, Any]) -> Precheck:
        """Everything short of asking: allow, block, or ask (with the ALWAYS suggestion)."""
        command = args.get("command") if tool == "bash" else None
        if isinstance(command, str):
            hit = self.dangerous.match(command)
            if hit is not None:
                return Precheck("block", Reason.DANGEROUS_COMMAND.value, detail=f"matches {hit}")
        if not self.needs_approval(tool):
            return Precheck("allow", Reason.NO_APPROVAL_NEEDED.value)
        suggestion = self._suggest(tool, args)
        try:
            layers = self.rules.layers(agent_id)
        except RulesFileError as exc:
            # A9: a broken rules file means "ask", never allow-all and never a crash.
            return Precheck("ask", "rules_file_error", suggestion=None, detail=str(exc))
        rule = self._match(tool, args, layers)
        if rule is not None:
            return Precheck("allow", Reason.RULE_MATCHED.value, rule=rule)
        return Precheck("ask", "no_rule_matched", suggestion=suggestion)

    async def decide(
        self, agent_id: str, tool: str, args: Mapping[str, Any], approver: Approver | None
    ) -> Decision:
        check = self.evaluate(agent_id, tool, args)
        if check.verdict == "block":
            return Decision(Outcome.DENY, Reason.DANGEROUS_COMMAND, detail=check.detail)
        if check.verdict == "allow":
            return Decision(Outcome.ALLOW, Reason(check.reason), rule=check.rule)
        if approver is None:  # unattended: nobody to ask
            return Decision(Outcome.DENY, Reason.NO_CONNECTION, detail=check.detail)
        request = ApprovalRequest(
            agent_id=agent_id,
            tool=tool,
            args=dict(args),
            suggestion=check.suggestion,
            timeout_s=self.approval_timeout_s,
        )
        reply = await approver.request(request)
        return self._apply(request, reply.answer, reply.channel, check)

    def _apply(
        self, request: ApprovalRequest, answer: Answer, channel: str, check: Precheck
    ) -> Decision:
        if answer is Answer.ALWAYS and request.suggestion is not None:
            rule = Rule(tool=request.tool, pattern=request.suggestion)
            try:
                self.rules.add_agent_rule(request.agent_id, rule)
            except (RulesFileError, OSError) as exc:
                # Never overwrite a broken file: allow this once and say why nothing was saved.
                return Decision(Outcome.ALLOW, Reason.HUMAN_ALLOW, detail=f"rule not saved: {exc}")
            return Decision(Outcome.ALLOW, Reason.HUMAN_ALWAYS, rule=rule)
        if answer in (Answer.ALLOW, Answer.ALWAYS):
            return Decision(Outcome.ALLOW, Reason.HUMAN_ALLOW)
        if answer is Answer.TIMEOUT:
            return Decision(Outcome.TIMEOUT, Reason.TIMEOUT)
        if answer is Answer.NO_CONNECTION:
            return Decision(Outcome.DENY, Reason.NO_CONNECTION)
        reason = Reason.VOICE_DENY if channel == "voice" else Reason.HUMAN_DENY
        return Decision(Outcome.DENY, reason, detail=check.detail)

    def _suggest(self, tool: str, args: Mapping[str, Any]) -> str | None:
        subject = call_subject(tool, args)
        if subject is None:
            return "*"
        kind, value = subject
        try:
            suggestion = (
                suggest_bash(value) if kind == "command" else suggest_path(value, self.workdir)
            )
            if suggestion is not None:
                Rule(tool=tool, pattern=suggestion)  # ALWAYS must be able to save it
        # pydantic's ValidationError is a ValueError: an unsavable suggestion offers no ALWAYS
        except _BAD_PATH:
            return None
        return suggestion

    def _match(self, tool: str, args: Mapping[str, Any], layers: list[RuleSet]) -> Rule | None:
        subject = call_subject(tool, args)
        if subject is None:
            for layer in layers:
                for rule in layer.by_tool.get(tool, []):
                    if rule.pattern == "*":
                        return rule
            return None
        kind, value = subject
        if kind == "command":
            return match_bash(value, [layer.bash for layer in layers])
        try:
            path = normalise_path(value, self.workdir)
        except _BAD_PATH:
            return None  # the human sees the odd path and decides
        root = self.workdir.resolve()
        for layer in layers:
            index = layer.paths.get(tool)
            found = index.rule_for(path, root) if index is not None else None
            if found is not None:
                return found
        return None
