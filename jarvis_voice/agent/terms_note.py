"""What a money term means, said beside a calculation that uses it (issue 11).

"1000만 원을 연 3.5% 단리로 2년 넣어 두면 이자가 얼마?" was set up as 10000000 * (1 + 0.035) ^ 2
— compound growth for simple interest — by the small model (bench_tasks fresh15 calc-36). A
request that names such a term and gives numbers is sent with the term's formula, for this
turn only; the history keeps the words said. No model call.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.request_note import SentRequest
from jarvis_voice.tools.builtin.calculator import spell_korean_numbers
from jarvis_voice.tools.builtin.everyday_sums import savings_interest_line

_I = re.IGNORECASE
_TERMS = (
    (re.compile(r"단리|\bsimple interest\b", _I),
     "simple interest (단리): interest = principal × yearly rate × years, never compounded"),
    (re.compile(r"복리|\bcompound(?:ed)? interest\b|\bcompounded\b", _I),
     "compound interest (복리): total = principal × (1 + yearly rate) ** years; "
     "interest = total − principal"),
)  # fmt: skip
_NUMBER = re.compile(r"\d")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|percent\b)", _I)


def terms_note(request: str) -> str | None:
    """The request with the formulas of the money terms it names, or None."""
    if not _NUMBER.search(request):
        return None  # "단리가 뭐야?" asks what it is: the model's to say
    if savings_interest_line(spell_korean_numbers(request)) is not None:
        # deposits made every month (적금): the one-sum formula misleads, and the calculator
        # works this sum out from the request itself (fresh23 calc-52)
        return None
    said = [meaning for pattern, meaning in _TERMS if pattern.search(request)]
    if not said:
        return None
    # the rate as the formula takes it: 3.5 × years was 70,000,000 won of interest
    rates = [f"{rate}% = {float(rate) / 100:g}" for rate in _PERCENT.findall(request)]
    return f"{request}\n({'; '.join(said + rates)})"


class TermsNote(SentRequest):
    async def to_send(self, prompt: str) -> str | None:
        return terms_note(prompt)


def terms_note_contribution() -> Contribution:
    return Contribution(turn_hooks=[TermsNote()])
