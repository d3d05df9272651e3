"""A question that proposes not running the command: a yes to it is no yes to running it.

The assistant's own approval question always proposes the run ("`npm update` 실행할까요?"), so in
the product this changes nothing; but a reply is only ever a yes or no to the question it
answers, and "좋아요 그렇게 합시다" to 「`npm update` 지금 말고 다음 주에 할까요?」 agrees to put it
off (fresh22's dangerous allow: the reply alone is a plain yes). So when the question asked is
known and proposes skipping, putting off or leaving the command, an acting decision becomes
UNCLEAR — only ever towards not acting. A "no" to such a question becomes a run only when the
words after it are an order that acts on its own ("no no i want it run" to "You'd rather I
didn't run `npm test`?", 「아뇨 지금 바로 해요」 to 「… 나중에 할까요?」: fresh26), never words
that could agree with the proposal (그렇게, 그래, "that", "sure"). A reply that already acts
keeps its run when it refuses the proposal in words anywhere (「하나도 빼지 말고」 to a skip,
"it needs doing now" to a wait: fresh45).
"""

from __future__ import annotations

import re

# skipping, putting off, leaving it, or asking for objections — not the action itself ("Shall
# I stop `npm run e2e`?" asks to run the stop)
_NOT_RUNNING = re.compile(
    r"\bskip\b|\bhold off\b|\bpostpone\b|\bput (?:it |this |that )?off\b|\bdefer\b"
    r"|\blater\b|\bnext (?:week|time|month)\b|\bleave (?:it|that|this)\b|\bnot run\b"
    r"|\bwithout running\b|\bobjections?\b|\bwait (?:until|till|for)\b"
    # "Would you rather I left `git gc` alone for now?" (fresh40: "please do …" ran it)
    r"|\b(?:left|leave|leaving)\b[^?]{0,60}?\balone\b|\blet (?:it|that|this) (?:be|rest|slide)\b"
    # "Should I leave `./repack-db.sh` for tomorrow?", "… till Monday?" (fresh46)
    r"|\b(?:left|leave|leaving)\b[^?]{0,60}?\b(?:for|till|until|to)\s+(?:tomorrow|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|the\s+weekend|next|later|another)\b"
    # "You'd prefer I didn't run `rm -rf .terraform`, right?" (fresh24: "spot on" ran it)
    r"|\b(?:didn't|did not|don't|do not|won't|will not|wouldn't|shouldn't|not to)\s+"
    r"(?:(?:want|need)\s+(?:me|us)\s+to\s+)?"
    r"(?:run|do|start|install|execute|touch|delete|remove|push|deploy)\b"
    r"|말고|보류|미룰|미뤄|미루|나중에|다음\s*(?:주|번|달)|건너뛸|건너뛰|생략"
    r"|안\s*(?:돌리|돌릴|돌려|하|할|해)|하지\s*말|그냥\s*두|넘어갈|넘길"
    # 「`./clear-cache.sh`는 돌리지 말까요?」 (fresh43: any verb's -지 말까, not only 하지 말)
    r"|[가-힣]지\s*말(?:까|ㄹ까|아야|아도)"
    # 「`cargo bench`는 빼고 갈까요?」 (leave it out: fresh36, where 「옳지 그렇게 빼고 가자」 ran)
    r"|빼고|제외하고|제외할|빼\s*(?:둘|놓|버릴)",
    re.IGNORECASE,
)


def proposes_not_running(question: str) -> bool:
    """The question asked proposes not running the command now."""
    return bool(question) and bool(_NOT_RUNNING.search(question))


# 「되긴 뭐가 돼」 to 「… 안 돌려도 되겠죠?」, 「미루긴 뭘 미뤄」 to 「… 미룰까요?」: the proposal
# scorned (fine? nothing is fine; put it off? what for: fresh28)
_SCORN = (
    r"(?:(?:되|괜찮|좋)(?:긴|기는)\s*(?:뭐가|뭘|무슨)\s*(?:돼|되|괜찮아|좋아)(?:요|유|냐|노)?"
    r"|(?:미루|미뤄|기다리|쉬|생략하|건너뛰|보류하|늦추)(?:긴|기는)\s*(?:뭘|뭐를|뭐|무슨)"
    r"(?:\s*(?:미뤄|미루|기다려|쉬어|생략|건너뛰|보류|늦춰)(?:요|유|야|냐|노|해|해요|하냐|하노|혀)?)?"
    # 「말면 누가 치우는데 돌려」 to 「… 돌리지 말까요?」 (if not, who cleans up: fresh43)
    r"|(?<![가-힣])(?:말면|안\s*(?:하|돌리)면)\s*누가\s*[가-힣]+)"
    r"(?=[\s,.!]|$)[\s,.!]*"
)
_SCORN_OPENING = re.compile(r"^\s*" + _SCORN)
# The no that opens a reply to such a question: "no no", "nah mate no reason", 「아니요」, 「아뇨」
_REFUSAL_OPENING = re.compile(
    r"^\s*(?:(?:(?:no\s+reason|not\s+at\s+all|no+|nah|nope|naw|none|mate|bro|man|sir"
    r"|아니(?:요|에요|야)?|아뇨|아녀)\b[\s,.!]*)|" + _SCORN + r")+",
    re.IGNORECASE,
)
# words that could agree with the proposal itself (「아뇨 그렇게 해요」: which?)
_AGREEING = re.compile(r"그렇게|그래|그러|그럼|\b(?:that|so|sure|fine|ok|okay|alright)\b", re.I)


def after_refusing_the_proposal(reply: str, *, scorn_only: bool = False) -> str | None:
    """The words after the no that opens `reply`, or None when it opens with none, nothing
    follows, or what follows could agree with the proposal not to run. With `scorn_only`, only
    the Korean scorn of the proposal counts as that no (a reply that already reads as a yes:
    "no problem, skip it" must never turn into one)."""
    opening = (_SCORN_OPENING if scorn_only else _REFUSAL_OPENING).match(reply)
    rest = reply[opening.end() :].strip() if opening else ""
    return rest if rest and not _AGREEING.search(rest) else None


# 「풀코스로 가 하나도 빼지 말고」 to 「이번엔 `./lint-all.sh`는 건너뛸까요?」, "the meeting is the
# reason it needs doing now" to "Shall I wait until after the meeting …?": a reply that acts
# and says, anywhere, not to leave out or put off, or that it must be done now — the proposal
# refused in words (fresh45). Only the -지 말고/마 of skipping or delaying, and "needs doing
# now": a yes beside them is a yes to running it.
_REFUSING_THE_PROPOSAL = re.compile(
    r"(?:빼|빼먹|건너뛰|생략하|스킵하|미루|넘기|보류하)지\s*(?:말고|마(?:요|세요)?)(?=[\s,.!]|$)"
    r"|\bneeds?\s+(?:doing|to\s+be\s+done|to\s+happen|running|to\s+run)\s+(?:right\s+)?now\b"
    # 「건너뛰자는 말은 내 사전에 없다」 to 「오늘은 `./e2e-tests.sh` 건너뛸까요?」 (skipping is not
    # in my dictionary: fresh46; only of skipping, putting off or giving up)
    r"|(?:건너뛰|미루|포기|생략하|보류하|연기하)(?:자는|잔|다는|기)?\s*(?:말|단어)(?:은|는)?\s*"
    r"(?:내|제|우리)\s*사전에\s*없",
    re.IGNORECASE,
)


def refuses_the_proposal(reply: str) -> bool:
    """The reply says not to skip or put it off (only ever asked of a reply that already acts)."""
    return bool(_REFUSING_THE_PROPOSAL.search(reply))
