"""The look-up a question plainly needs, made before the model is asked (issue 11: speed and
facts).

A question about this machine's clock, user, disk or system is answered by `system_info`, and
when it asks one fact the tool says it whole and the turn ends with no model call at all. The
model's own first round only chose that tool: about 1.6 s on two cores (median, 22 tokens
generated, session 39's 480-task run), or, when it answered from nothing, one more round after
a correction. So the loop makes that call first, as if the model had; the model answers from its
result when it is not final (and may still look up more).

Only `system_info`: session 40 measured the grounding's exact suggestions as first calls on the
182 seen tasks that have one (`scripts/bench_tasks.py`, stopped after 139): `system_info`'s
were right 35 times in 36 and answered in 0.0 s, but the bash ones (a git command, a `find`, a
script run) lost 9 tasks the model's own first choice had got right and gained 3 — they are
written as corrections of a wrong answer, not as a first choice (`git log -1` for "how many
commits", `find . -iname '*.md'` for the markdown files of docs/). Only questions, too: a change
is the model's to make.
"""

from __future__ import annotations

from collections.abc import Collection

from jarvis_voice.agent import grounding

# the tools whose suggested call beat the model's own first choice (measured, above)
FIRST_TOOLS = frozenset({"system_info"})


def first_look_up(
    need: grounding.Need, request: str, tools: Collection[str]
) -> grounding.Call | None:
    """The call to make before the model is asked, or None."""
    if grounding.asks_a_change(request) and not grounding.is_a_question(request):
        return None  # "commit" of "What was the last commit?" is no change asked
    suggested = grounding.suggested_calls(need, tools, request)
    call = grounding.concrete_call(suggested[0]) if suggested else None
    if call is None or call[0] not in tools or call[0] not in FIRST_TOOLS:
        return None
    return call
