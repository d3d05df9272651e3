"""Fixed texts of the loop: the T3 denial lines and the T5 system-prompt rule, in ko and en."""

from __future__ import annotations

from typing import Literal

Language = Literal["ko", "en"]

DENIED_LINE: dict[str, str] = {
    "ko": "승인이 거부되어 {tool} 실행을 멈췄습니다. 필요하면 다시 요청해 주세요.",
    "en": "Approval was denied, so I stopped running {tool}. Ask again if you still need it.",
}
TIMEOUT_LINE: dict[str, str] = {
    "ko": "승인 요청에 시간 안에 답이 없어 {tool} 실행을 멈췄습니다. 필요하면 다시 요청해 주세요.",
    "en": "There was no answer to the approval request in time, so I stopped running {tool}. "
    "Ask again if you still need it.",
}
OVERFLOW_LINE: dict[str, str] = {
    "ko": "도구 호출이 {limit}번을 넘어 멈췄습니다. 요청을 더 작은 단계로 나눠 주세요.",
    "en": "I stopped after {limit} model calls without finishing. Try splitting the request "
    "into smaller steps.",
}
APPROVAL_RULE: dict[str, str] = {
    "ko": "사용자가 실행을 요청하면 도구를 직접 호출하세요. 승인이 필요한 도구도 직접 호출하면 "
    "사용자에게 승인을 묻습니다. 앞에서 거부됐더라도 새 요청이면 "
    "도구를 다시 호출해 승인을 구하세요. "
    "사용자에게 명령을 직접 입력하라고 안내하지 마세요.",
    "en": "When the user asks for an action, call the tool directly; tools that need approval "
    "will ask the user themselves. Even if an earlier call was denied, a new request must call "
    "the tool again to ask for approval. Never tell the user to run the command themselves.",
}
BASE_PROMPT: dict[str, str] = {
    "ko": "당신은 {name}, 사용자의 컴퓨터에서 도구로 일하는 음성 비서입니다. "
    "짧고 분명하게 답하세요.",
    "en": "You are {name}, a voice assistant that works on the user's computer through tools. "
    "Answer briefly and clearly.",
}


def system_prompt(name: str, language: Language, approval_needed: bool) -> str:
    parts = [BASE_PROMPT[language].format(name=name)]
    if approval_needed:  # T5: only when some tool of this turn needs approval
        parts.append(APPROVAL_RULE[language])
    return "\n\n".join(parts)
