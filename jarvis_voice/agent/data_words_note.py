"""Which file holds the data words a request names, said beside it (issue 11).

Asked "Which brought in more money, the baguettes or the bagels?", the small model searched
the web for "baguettes vs bagels" and then listed the folder (bench_tasks fresh14 csv-31): it
did not know the bagels are rows of sales.csv. When a request names the words of this
workspace's tables and logs (agent/own_data.py) and nothing else of this machine, the request
is sent with where they are — "(baguette, bagel: in sales.csv)" — for this turn only; the
history keeps the words said.
No model call: the words were gathered from the files.
"""

from __future__ import annotations

from jarvis_voice.agent import grounding
from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.own_data import where_named
from jarvis_voice.agent.request_note import SentRequest

MAX_FILES = 3  # more is a listing, not a pointer


def data_words_note(request: str, places: dict[str, list[str]]) -> str | None:
    if not places or len(places) > MAX_FILES:
        return None
    said = "; ".join(f"{', '.join(words)}: in {path}" for path, words in places.items())
    return f"{request}\n({said})"


class DataWordsNote(SentRequest):
    async def to_send(self, prompt: str) -> str | None:
        own = grounding.own_statistic(prompt, self.workdir)
        if grounding.classify(prompt) is not None and not own:
            # a request that names the file, or asks a calculation with its own numbers,
            # already says where to look: told "(busan, unit: in sales.csv)" as well, the
            # model summed unit_price for "units" (bench_tasks csv-4); a statistic with no
            # number of its own is the table's (「베이글은 … 평균 몇 개씩」: fresh43 csv-92
            # calculated 10 ÷ 3), so it is told where the table is
            return None
        return data_words_note(prompt, where_named(prompt, self.workdir))


def data_words_contribution() -> Contribution:
    return Contribution(turn_hooks=[DataWordsNote()])
