"""The cheapest and the dearest item each named with the figure asked of it.

fresh40 csv-86 (「우리 제품 중에 단가가 제일 싼 거랑 제일 비싼 거, 각각 총 몇 개씩 팔렸어?」)
was shown by csv_query which product is cheapest and which dearest, each with its units sold
(bagel … 48, cheesecake … 8), and answered with every product's price and units but for the
cheesecake. When a result holds such lines (csv_query.PRICED_END) and the answer leaves out an
item's name — as the table writes it, or in Hangul that spells or sounds like it — or its
figure, the lines go back to the model, and they are the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.romanize import spelled_in_latin
from jarvis_voice.tools.builtin.calculator import spell_korean_numbers
from jarvis_voice.tools.builtin.csv_query import PRICED_END

CSV_TOOL = "csv_query"
_HANGUL_WORD = re.compile(r"[가-힣]+")
CORRECTION = (
    "Answer about exactly these items, each by its name beside its figure, nothing else and no "
    "place or filter the request did not name. The result says: {lines}."
)


def ends_unsaid(answer: str, facts: list[CallOutcome]) -> list[str]:
    """The priced lines of the turn's last csv_query result that has them, when the answer
    leaves out one item's name or figure; [] otherwise."""
    for outcome in reversed(facts):
        if outcome.call.name == CSV_TOOL and not outcome.result.is_error:
            ends = list(PRICED_END.finditer(outcome.result.content))
            if ends:
                break
    else:
        return []
    said = [value for _, value in numbers_in(spell_korean_numbers(answer))]
    known = {end["name"].casefold() for end in ends}
    spelled = {w for word in _HANGUL_WORD.findall(answer) for w in spelled_in_latin(word, known)}
    for end in ends:
        name, figure = end["name"].casefold(), float(end["money"] or end["count"])
        named = name in answer.casefold() or name in spelled
        if not named or not any(abs(x - figure) < 0.5 for x in said):
            return [end.group(0) for end in ends]
    return []
