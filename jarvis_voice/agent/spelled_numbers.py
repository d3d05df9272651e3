"""A calculation request is sent to the model with its numbers written as digits.

The embedded 1.5B model sets up sums from Korean numerals badly: "3만 5천 원짜리 셔츠를 20%
할인하면" became `30000 * 0.2`, "2시간 반" became `2*3600`, "1년 반" a year (bench_tasks
calc-8/12/14/22, session 29). The grounding check then refuses the misread answer, so the person
gets no answer at all. Sent spelled out instead — "35000 원짜리 셔츠를 20% 할인하면",
"2.5시간" — the numbers are the ones the calculator needs (with the words beside them as a note,
the model still took the 2 of "2시간 반"). The history keeps the words said. No model call: the
same spelling the grounding check reads the request with (`spell_korean_numbers`,
`spell_halves`).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import grounding
from jarvis_voice.agent.answer_numbers import spell_halves
from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.request_note import SentRequest
from jarvis_voice.tools.builtin.calculator import spell_korean_numbers


def spelled_request(request: str, workdir: Path | None = None) -> str | None:
    """`request` with its numbers as digits, when it asks for a calculation and some number
    was written in words or with a half ("2시간 반", "25만", "two and a half"); else None. A
    statistic of the data in `workdir` is no calculation: 「베이글은 한 번 팔 때 평균」 is sent
    as said, not as "1 번" (fresh43 csv-92)."""
    text = " ".join(request.split())
    need = grounding.classify(text, workdir)
    if need is None or "arithmetic" not in need.kinds:
        return None
    spelled = " ".join(spell_halves(spell_korean_numbers(text)).split())
    spelled = _STAY.sub(_nights, spelled)
    return spelled if spelled != text else None


# A stay is counted in nights: "1박에 12만 원, 3박 4일이면" was 120000 × 3 × 4 (fresh14 calc-32);
# the days of "3박 4일" say nothing more than its nights
_STAY = re.compile(r"(\d+)\s*박\s*(\d+)\s*일")


def _nights(match: re.Match[str]) -> str:
    nights, days = int(match[1]), int(match[2])
    return f"{nights}박" if days == nights + 1 else match[0]


class SpelledNumbers(SentRequest):
    async def to_send(self, prompt: str) -> str | None:
        return spelled_request(prompt, self.workdir)


def spelled_numbers_contribution() -> Contribution:
    return Contribution(turn_hooks=[SpelledNumbers()])
