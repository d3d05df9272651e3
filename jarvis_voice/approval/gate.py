"""T2 with a human in it: `ApprovalGate.decide` — evaluate the call, ask on Ask, remember ALWAYS.

The verdict itself comes from the pure `evaluate`; this is the part with I/O: reading the rule
layers, waiting for the `Approver` and writing the agent's rules file.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest, Approver
from jarvis_voice.config import Settings
from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.decision import Decision, Outcome
from jarvis_voice.policy.evaluate import Call, ToolMeta, evaluate
from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleBook
from jarvis_voice.policy.verdict import Allow, Ask, Block, Verdict


class ApprovalGate:
    def __init__(
        self,
        rules: RuleBook,
        dangerous: DangerousCommands,
        workdir: Path,
        approval_timeout_s: float = 120.0,
    ) -> None:
        self.rules = rules
        self.dangerous = dangerous
        self.workdir = workdir
        self.approval_timeout_s = approval_timeout_s

    @classmethod
    def from_settings(
        cls, settings: Settings, workdir: Path, home: Path | None = None
    ) -> ApprovalGate:
        return cls(
            rules=RuleBook(home),
            dangerous=DangerousCommands(settings.security.dangerous_commands),
            workdir=workdir,
            approval_timeout_s=settings.security.approval_timeout_s,
        )

    def check(self, agent_id: str, tool: ToolMeta, args: Mapping[str, Any]) -> Verdict:
        """Everything short of asking. The rule files are read (cached by mtime) here, not in
        `evaluate`."""
        layers = self.rules.layers_or_error(agent_id)
        return evaluate(Call(tool.name, args), layers, self.dangerous, tool, self.workdir)

    async def decide(
        self, agent_id: str, tool: ToolMeta, args: Mapping[str, Any], approver: Approver | None
    ) -> Decision:
        verdict = self.check(agent_id, tool, args)
        if isinstance(verdict, Allow):
            return Decision(Outcome.ALLOW, verdict.reason, rule=verdict.rule)
        if isinstance(verdict, Block):
            return Decision(Outcome.DENY, verdict.reason, detail=verdict.detail)
        if approver is None:  # unattended: nobody to ask
            return Decision(Outcome.DENY, Reason.NO_CONNECTION, detail=verdict.detail)
        request = ApprovalRequest(
            agent_id=agent_id,
            tool=tool.name,
            args=dict(args),
            suggestion=verdict.suggestion,
            timeout_s=self.approval_timeout_s,
        )
        reply = await approver.request(request)
        return self._answer(request, reply, verdict)

    def _answer(self, request: ApprovalRequest, reply: ApprovalReply, asked: Ask) -> Decision:
        answer = reply.answer
        if answer is Answer.ALWAYS and request.suggestion is not None:
            return self._remember(request, Rule(tool=request.tool, pattern=request.suggestion))
        if answer in (Answer.ALLOW, Answer.ALWAYS):  # ALWAYS without a suggestion: once only
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
