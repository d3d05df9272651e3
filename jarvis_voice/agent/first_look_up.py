"""The look-up a question plainly needs, made before the model is asked (issue 11: speed and
facts).

When the grounding check already knows the exact call that answers a question — `system_info`
for the time or the user, `git log …` for the last commit, the log's own `grep` — the model's
first round only chooses a tool: about 1.6 s on two cores (median, 22 tokens generated, session
39's 480-task run) before the answer can start, and when it chooses another tool or answers
from nothing, one more round after a correction. So the loop makes that call first, as if the
model had, and the model answers from its result (it may still look up more).

Only for questions (a change is the model's to make), only calls named exactly, never a listing
of "." that a question about a file only starts from, and never a command the risk summary
finds anything to say about (it writes, deletes, reaches the network …): such a call still
goes through the approval path like any other, and the human is never asked about a call the
model did not need.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from jarvis_voice.agent import grounding
from jarvis_voice.policy.evaluate import Call as PolicyCall
from jarvis_voice.policy.risk import summarise

# a start, not an answer: which file is meant is read from it, and it fills the prompt
_ONLY_A_START = ("list_dir", {"path": "."})


def first_look_up(
    need: grounding.Need, request: str, tools: Collection[str], workdir: Path
) -> grounding.Call | None:
    """The call to make before the model is asked, or None."""
    if grounding.asks_a_change(request) and not grounding.is_a_question(request):
        return None  # "commit" of "What was the last commit?" is no change asked
    suggested = grounding.suggested_calls(need, tools, request)
    call = grounding.concrete_call(suggested[0]) if suggested else None
    if call is None or call[0] not in tools or call == _ONLY_A_START:
        return None
    if summarise(PolicyCall(call[0], call[1]), workdir).findings:
        return None
    return call
