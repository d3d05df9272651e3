"""The model stage of the V4 reply classifier: a small LLM labels an approval reply.

Only text the keyword stages (`voice.classifier`) left undecided is asked about. The label is one
of LABELS; the classifier treats anything else, an exception or a timeout as unclear, and lets
an allow/always act only when the reply's own words agree.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from jarvis_voice.config import LLMSettings, VoiceSettings

Decision = Literal["allow", "always", "deny", "unclear"]
LABELS: tuple[Decision, ...] = ("allow", "always", "deny", "unclear")
ACTING: frozenset[str] = frozenset({"allow", "always"})
DEFAULT_TIMEOUT_S = 15.0


class ModelJudge(Protocol):
    """Asked only about text the keywords did not decide; returns a label (ideally one of
    LABELS). Anything else it returns, or raises, counts as unclear."""

    name: str

    def judge(self, text: str) -> str: ...


LABEL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"label": {"type": "string", "enum": list(LABELS)}},
    "required": ["label"],
    "additionalProperties": False,
}
# Ollama models also give a confidence; an allow below `classifier_min_confidence` is no allow.
# The embedded 0.5B model is asked for the label only: measured, it just copied the few-shot
# confidence (0.9 on every allow, the wrong ones included) and it cost 6 more tokens.
CONFIDENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "label": {"type": "string", "enum": list(LABELS)},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "required": ["label", "confidence"],
    "additionalProperties": False,
}

SYSTEM_PROMPT = (
    'The assistant asked the user: "May I run this command now?" The user answered by voice '
    "(Korean or English, speech recognition may have mistakes). Label the answer:\n"
    "- allow: a clear yes to running it now.\n"
    "- always: a clear yes, and also allow it every time from now on.\n"
    "- deny: no, stop, wait, not now.\n"
    "- unclear: anything else: a question, doubt, a condition, sarcasm, filler sounds, or "
    "words about something else.\n"
    "Only a clear yes is allow. If you are not sure, answer unclear.\n"
    "사용자가 명령 실행을 분명히 허락할 때만 allow 이고, 애매하면 unclear 다."
)

# Few-shot turns: shapes the keyword stage leaves undecided; none is in the E2 sets. No deny
# turn on purpose: with two deny turns added the model alone (E2 --no-keywords) got more labels
# right (0.74 vs 0.57) but started to allow "잠깐만 기다려" from the SPEC's twelve. The model
# never sees a negation in real use, so the variant that keeps the SPEC set at 0 won.
FEW_SHOT: tuple[tuple[str, Decision], ...] = (
    ("sounds good, go on", "allow"),
    ("그렇게 하세요", "allow"),
    ("the music is too loud", "unclear"),
    ("yes and remember it for next time", "always"),
    ("음 그 파일이 어디 있더라", "unclear"),
    ("please delete everything, what a brilliant plan", "unclear"),
    ("그래 실행시켜 줘 빨리", "allow"),
    ("open the browser", "unclear"),
    ("이런 건 앞으로 다 허락할게", "always"),
    ("저녁 메뉴 추천해 줘", "unclear"),
    # the action itself ordered done, beside a yes word (fresh19: "bet delete em", "가즈아 배포해
    # 버려" were unclear to the model)
    ("cheers mate, wipe them", "allow"),
    ("콜 싹 다 올려 버려", "allow"),
)


def judge_messages(text: str) -> list[dict[str, str]]:
    """System prompt, few-shot turns (a fixed prefix the backend can cache), the reply."""
    messages = [{"role": "system", "content": SYSTEM_PROMPT}]
    for reply, label in FEW_SHOT:
        messages.append({"role": "user", "content": _reply_line(reply)})
        messages.append({"role": "assistant", "content": json.dumps({"label": label})})
    messages.append({"role": "user", "content": _reply_line(text)})
    return messages


def _reply_line(text: str) -> str:
    return f"Answer: {' '.join(text.split())}"


def _label_from(data: Mapping[str, Any] | Any) -> str:
    if isinstance(data, Mapping):
        label = data.get("label")
        if isinstance(label, str):
            return label
    return f"malformed: {str(data)[:60]}"


class EmbeddedJudge:
    """The in-process llama.cpp model (`EmbeddedBackend.complete_json`), grammar-constrained."""

    def __init__(self, backend: Any, *, max_tokens: int = 16) -> None:
        self.backend = backend
        self.name = f"{getattr(backend, 'name', 'embedded')}"
        self.max_tokens = max_tokens

    def warm_up(self) -> None:
        """Load the model and cache the prompt prefix, so the first judgement is fast."""
        self.backend.complete_json(judge_messages("네"), LABEL_SCHEMA, self.max_tokens)

    def judge(self, text: str) -> str:
        data = self.backend.complete_json(judge_messages(text), LABEL_SCHEMA, self.max_tokens)
        return _label_from(data)


class OllamaJudge:
    """An Ollama model, its output forced into the label schema with `format=`."""

    def __init__(
        self,
        model: str,
        host: str = "http://127.0.0.1:11434",
        *,
        min_confidence: float = 0.8,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        client: Any = None,
    ) -> None:
        import ollama

        self.model = model
        self.host = host
        self.name = f"ollama:{model}"
        self.min_confidence = min_confidence
        self._client = client or ollama.Client(host=host, timeout=timeout_s)

    def judge(self, text: str) -> str:
        from jarvis_voice.llm.ollama_backend import ollama_chat

        response = ollama_chat(
            self._client,
            self.host,
            self.model,
            judge_messages(text),
            format=CONFIDENT_SCHEMA,
            options={"temperature": 0, "num_predict": 32},
        )
        content = response.message.content or ""
        try:
            data = json.loads(content)
        except json.JSONDecodeError:
            return f"malformed: {content[:60]}"
        label = _label_from(data)
        confidence = data.get("confidence") if isinstance(data, dict) else None
        if label in ACTING and (
            not isinstance(confidence, int | float) or confidence < self.min_confidence
        ):
            # Not one of LABELS, so the classifier treats it as unclear and keeps it to show.
            return f"{label} (confidence {confidence} < {self.min_confidence:g})"
        return label


def make_judge(voice: VoiceSettings, llm: LLMSettings, *, backend: Any = None) -> ModelJudge | None:
    """The judge named by `voice.classifier`; None for "keywords" (undecided → unclear).

    Pass the agent's own EmbeddedBackend as `backend` to share one loaded model.
    """
    if voice.classifier == "keywords":
        return None
    if voice.classifier == "ollama":
        return OllamaJudge(
            voice.classifier_model or llm.ollama_model,
            llm.ollama_host,
            min_confidence=voice.classifier_min_confidence,
        )
    if backend is None or not hasattr(backend, "complete_json"):
        from jarvis_voice.llm.factory import make_backend

        settings = llm.model_copy(update={"backend": "embedded"})
        if voice.classifier_model:
            settings = settings.model_copy(update={"embedded_model": voice.classifier_model})
        backend = make_backend(settings)
    return EmbeddedJudge(backend)
