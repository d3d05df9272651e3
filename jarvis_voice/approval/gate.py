"""T2 with a human in it: `ApprovalGate.decide` — evaluate the call, ask on Ask, remember ALWAYS.

The verdict itself comes from the pure `evaluate`; this is the part with I/O: reading the rule
layers, waiting for the `Approver` and writing the agent's rules file.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest, Approver
from jarvis_voice.config import SecuritySettings, Settings
from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.decision import Decision, Outcome
from jarvis_voice.policy.evaluate import Call, ToolMeta, evaluate
from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.risk import Finding, RiskKind, RiskSummary, summarise
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleBook
from jarvis_voice.policy.verdict import Allow, Ask, Block, Verdict
from jarvis_voice.tools.sandbox import rule_needs_human

log = logging.getLogger(__name__)


class ApprovalGate:
    def __init__(
        self,
        rules: RuleBook,
        dangerous: DangerousCommands,
        workdir: Path,
        approval_timeout_s: float = 120.0,
        sandbox: SecuritySettings | None = None,
        language: str = "en",
    ) -> None:
        self.rules = rules
        self.dangerous = dangerous
        self.workdir = workdir
        self.approval_timeout_s = approval_timeout_s
        # Issue 13.4: with these settings, a rule runs a sandboxed tool only while its OS
        # sandbox can start (tools/sandbox.py); otherwise a human is asked. None: no check.
        self.sandbox = sandbox
        self.language = language  # the agent's: of requests asked outside a turn (A13, I1)

    @classmethod
    def from_settings(
        cls, settings: Settings, workdir: Path, home: Path | None = None
    ) -> ApprovalGate:
        return cls(
            rules=RuleBook(home),
            dangerous=DangerousCommands(settings.security.dangerous_commands),
            workdir=workdir,
            approval_timeout_s=settings.security.approval_timeout_s,
            sandbox=settings.security,
            language=settings.agent.language,
        )

    def check(self, agent_id: str, tool: ToolMeta, args: Mapping[str, Any]) -> Verdict:
        """Everything short of asking. The rule files are read (cached by mtime) here, not in
        `evaluate`."""
        layers = self.rules.layers_or_error(agent_id)
        return evaluate(Call(tool.name, args), layers, self.dangerous, tool, self.workdir)

    def risks(self, tool: str, args: Mapping[str, Any]) -> RiskSummary:
        """A13: what the human should know about the call. Advisory, so it never stops a turn:
        should summarising ever fail, the request says so instead."""
        try:
            return summarise(Call(tool, args), self.workdir)
        except Exception:  # a bug in the summary must not take the approval question with it
            log.exception("risk summary failed for %s", tool)
            return RiskSummary((Finding(RiskKind.UNANALYSED, detail="risk summary failed"),))

    async def decide(
        self,
        agent_id: str,
        tool: ToolMeta,
        args: Mapping[str, Any],
        approver: Approver | None,
        language: str | None = None,
    ) -> Decision:
        """`language`: the turn's (issue 16) — the approval request is asked in it."""
        verdict = self.check(agent_id, tool, args)
        unsandboxed = None
        sandboxed_tool = getattr(tool, "os_sandbox", False)
        if isinstance(verdict, Allow) and self.sandbox is not None and sandboxed_tool:
            # the first time per sandbox shape this runs bwrap once: off the event loop
            unsandboxed = await asyncio.to_thread(
                rule_needs_human, self.sandbox, tool, verdict.reason, args, self.workdir
            )
        if isinstance(verdict, Allow) and unsandboxed is None:
            return Decision(Outcome.ALLOW, verdict.reason, rule=verdict.rule)
        if isinstance(verdict, Allow):  # never unsandboxed on a rule alone: a human decides
            rule = f" ({verdict.rule.describe()})" if verdict.rule is not None else ""
            unsandboxed = f"rule{rule} not used, the OS sandbox cannot start: {unsandboxed}"
            verdict = Ask(verdict.reason, detail=unsandboxed)
        if isinstance(verdict, Block):
            return Decision(Outcome.DENY, verdict.reason, detail=verdict.detail)
        if approver is None:  # unattended: nobody to ask
            return Decision(Outcome.DENY, Reason.NO_CONNECTION, detail=verdict.detail)
        request = ApprovalRequest(
            agent_id=agent_id,
            tool=tool.name,
            args=dict(args),
            scopes=verdict.scopes,
            timeout_s=self.approval_timeout_s,
            risks=self.risks(tool.name, args),
            language=language or self.language,
        )
        asked_at = time.monotonic()
        reply = await approver.request(request)
        decision = replace(
            self._answer(request, reply, verdict),
            channel=reply.channel,
            answer_s=round(time.monotonic() - asked_at, 3),
        )
        if unsandboxed is not None and not decision.detail:  # ACTIVITY says why it asked
            decision = replace(decision, detail=unsandboxed)
        return decision

    def _answer(self, request: ApprovalRequest, reply: ApprovalReply, asked: Ask) -> Decision:
        answer = reply.answer
        # A12: the chosen scope; none chosen (voice, `a`, Enter on ALWAYS) = the narrowest. The
        # broker refuses ids the request did not offer; should one get here, narrowest too.
        scope = request.scope(reply.scope) or request.scope()
        if answer is Answer.ALWAYS and scope is not None:
            return self._remember(request, scope.rule)
        if answer in (Answer.ALLOW, Answer.ALWAYS):  # ALWAYS without scopes: once only
            return Decision(Outcome.ALLOW, Reason.HUMAN_ALLOW)
        if answer is Answer.TIMEOUT:
            return Decision(Outcome.TIMEOUT, Reason.TIMEOUT)
        if answer is Answer.NO_CONNECTION:
            return Decision(Outcome.DENY, Reason.NO_CONNECTION)
        reason = Reason.VOICE_DENY if reply.channel == "voice" else Reason.HUMAN_DENY
        return Decision(Outcome.DENY, reason, detail=asked.detail)

    def _remember(self, request: ApprovalRequest, rule: Rule) -> Decision:
        try:
            self.rules.add_agent_rule(request.agent_id, rule)
        except (RulesFileError, OSError) as exc:
            # Never overwrite a broken file: allow this once and say why nothing was saved.
            return Decision(Outcome.ALLOW, Reason.HUMAN_ALLOW, detail=f"rule not saved: {exc}")
        return Decision(Outcome.ALLOW, Reason.HUMAN_ALWAYS, rule=rule)
