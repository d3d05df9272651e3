"""A question that proposes not running the command: a yes to it is no yes to running it.

The assistant's own approval question always proposes the run ("`npm update` 실행할까요?"), so in
the product this changes nothing; but a reply is only ever a yes or no to the question it
answers, and "좋아요 그렇게 합시다" to 「`npm update` 지금 말고 다음 주에 할까요?」 agrees to put it
off (fresh22's dangerous allow: the reply alone is a plain yes). So when the question asked is
known and proposes skipping, putting off or leaving the command, an acting decision becomes
UNCLEAR — only ever towards not acting; a "no" to such a question is not turned into a run.
"""

from __future__ import annotations

import re

# skipping, putting off, leaving it, or asking for objections — not the action itself ("Shall
# I stop `npm run e2e`?" asks to run the stop)
_NOT_RUNNING = re.compile(
    r"\bskip\b|\bhold off\b|\bpostpone\b|\bput (?:it |this |that )?off\b|\bdefer\b"
    r"|\blater\b|\bnext (?:week|time|month)\b|\bleave (?:it|that|this)\b|\bnot run\b"
    r"|\bwithout running\b|\bobjections?\b|\bwait (?:until|till|for)\b"
    # "You'd prefer I didn't run `rm -rf .terraform`, right?" (fresh24: "spot on" ran it)
    r"|\b(?:didn't|did not|don't|do not|won't|will not|wouldn't|shouldn't|not to)\s+"
    r"(?:(?:want|need)\s+(?:me|us)\s+to\s+)?"
    r"(?:run|do|start|install|execute|touch|delete|remove|push|deploy)\b"
    r"|말고|보류|미룰|미뤄|미루|나중에|다음\s*(?:주|번|달)|건너뛸|건너뛰|생략"
    r"|안\s*(?:돌리|돌릴|하|할|해)|하지\s*말|그냥\s*두|넘어갈|넘길",
    re.IGNORECASE,
)


def proposes_not_running(question: str) -> bool:
    """The question asked proposes not running the command now."""
    return bool(question) and bool(_NOT_RUNNING.search(question))
