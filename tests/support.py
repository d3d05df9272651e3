"""Small test doubles shared by several test modules."""

from __future__ import annotations

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest


class ScriptedApprover:
    """Answers approval requests from a fixed list (a stand-in for the human), recording them."""

    def __init__(self, *answers: Answer) -> None:
        self.answers = list(answers)
        self.requests: list[ApprovalRequest] = []

    async def request(self, request: ApprovalRequest) -> ApprovalReply:
        self.requests.append(request)
        return ApprovalReply(self.answers.pop(0), "button")
