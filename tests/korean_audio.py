"""Korean test audio (issue 12, deliverable 6): sentences spoken by the Kokoro Korean voice.

No recording of Korean speech exists offline and espeak-ng's Korean is not recognisable, so
Korean voice tests use the product's own Korean voice (`voice/kokoro.py`) as their speaker.
The `korean_voice` fixture (conftest.py) loads it once per test session, joining the model in a
temporary models folder (never in ~); `korean_pcm` gives 16 kHz mono int16 PCM for the
recogniser. `cer` is the character error rate used to judge what whisper heard.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer
from jarvis_voice.voice.pcm import convert_pcm

# Things the assistant says; no digits (whisper may write numbers as digits, which CER would
# count as errors). The first eight were among the sentences used while tuning the G2P's
# phoneme choices; the last six were never used for that (held out).
TUNED_SENTENCES = (
    "안녕하세요, 무엇을 도와드릴까요?",
    "명령이 실패했습니다. 다시 시도할까요?",
    "빌드 폴더를 삭제할 수 있어요.",
    "잠시만 기다려 주세요.",
    "테스트가 모두 통과했습니다.",
    "파일을 저장하고 프로그램을 종료했어요.",
    "내일 아침에 알려 드리겠습니다.",
    "학교 앞에서 친구를 만났어요.",
)
HELD_OUT_SENTENCES = (
    "이 파일을 정말 지울까요?",
    "작업이 끝났습니다. 결과를 보여 드릴게요.",
    "인터넷 연결을 확인해 주세요.",
    "새 폴더를 만들었습니다.",
    "오늘 날씨는 맑고 따뜻합니다.",
    "요청하신 문서를 찾지 못했어요.",
)
KOREAN_SENTENCES = TUNED_SENTENCES + HELD_OUT_SENTENCES
POOLED_CER_BOUND = 0.35

_cache: dict[tuple[int, str], bytes] = {}


def korean_pcm(voice: KokoroKoreanSynthesizer, text: str) -> bytes:
    """`text` spoken by `voice`, as 16 kHz mono int16 PCM (cached per text)."""
    key = (id(voice), text)
    if key not in _cache:
        _cache[key] = b"".join(
            convert_pcm(chunk.pcm, chunk.sample_rate) for chunk in voice.synthesize(text)
        )
    return _cache[key]


def _letters(text: str) -> str:
    return re.sub(r"[\W_]", "", text)


def edit_distance(a: Sequence[str], b: Sequence[str]) -> int:
    """Levenshtein distance between two strings (characters) or two word lists (words)."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def cer(reference: str, heard: str) -> tuple[int, int]:
    """(character edits, reference characters), spaces and punctuation ignored."""
    ref, hyp = _letters(reference), _letters(heard)
    return edit_distance(ref, hyp), len(ref)
