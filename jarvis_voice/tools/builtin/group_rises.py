"""The groups whose figure went up (or down) at every sale, in date order: "Is there a product
that sold more every time we sold it than the time before?", "팔 때마다 전보다 더 많이 팔린
제품 있어?", "Which region's sales never dropped?", "계속 줄어든 제품은?"

Part of csv_query (`tools/builtin/csv_query.py`). fresh36 csv-77 was shown each product's
largest sale and named the biggest seller (muffin: 55, 35, 45, down then up). Each group's
rows are put in date order and each compared with the one before; a group sold once has no
"time before" and is said apart, so it is neither counted in nor read as rising.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping, Sequence

_I = re.IGNORECASE
# each sale above the one before: "more every time … than the time before", "kept going up",
# "went up every time", "팔 때마다 전보다 더 많이", "매번 늘어난", "계속 늘어난"
_RISE = re.compile(
    r"\bmore (?:each|every) time\b.*\bthan\b|\bmore than (?:the|it did the) (?:time|sale) before\b"
    r"|\bmore than (?:the )?(?:last|previous|prior) (?:time|sale)\b"
    r"|\b(?:kept|keeps|kept on|keep) (?:going up|rising|increasing|growing|climbing)\b"
    r"|\b(?:went up|rose|increased|grew|climbed) (?:each|every|with every) (?:time|sale)\b"
    r"|\b(?:each|every) (?:sale|time) (?:was )?(?:bigger|larger|higher|more) than the"
    r"|(?:때마다|매번|번번이|갈수록)\s*(?:\S+\s*){0,3}?(?:전보다|이전보다|지난번보다|앞보다)?\s*"
    r"(?:더\s*)?(?:많이|늘|증가|올라|커)"
    r"|(?:전보다|이전보다|지난번보다)\s*(?:매번|항상|늘)\s*(?:더\s*)?(?:많이|늘|증가|올라)"
    r"|(?:계속|꾸준히|연속으로|줄곧)\s*(?:늘|증가|올라|많아)",
    _I,
)
# each sale below the one before: "fewer every time", "kept going down", "매번 줄어든"
_FALL = re.compile(
    r"\b(?:less|fewer) (?:each|every) time\b.*\bthan\b"
    r"|\b(?:less|fewer) than (?:the|it did the) (?:time|sale) before\b"
    r"|\b(?:less|fewer) than (?:the )?(?:last|previous|prior) (?:time|sale)\b"
    r"|\b(?:kept|keeps|kept on|keep) (?:going down|falling|dropping|declining|shrinking)\b"
    r"|\b(?:went down|fell|dropped|decreased|declined|shrank) (?:each|every|with every)"
    r" (?:time|sale)\b"
    r"|(?:때마다|매번|번번이|갈수록)\s*(?:\S+\s*){0,3}?(?:전보다|이전보다|지난번보다)?\s*"
    r"(?:더\s*)?(?:적게|줄|감소|떨어|작아)"
    r"|(?:계속|꾸준히|연속으로|줄곧)\s*(?:줄|감소|떨어|적어)",
    _I,
)
# no sale below the one before (equal ones allowed): "never dropped", "한 번도 줄어든 적 없는"
_NO_FALL = re.compile(
    r"\bnever (?:dropped|fell|went down|decreased|declined|dipped|sold (?:less|fewer))\b"
    r"|한\s*번도\s*(?:안\s*)?(?:줄|감소|떨어)|(?:줄|감소|떨어)\S*\s*적(?:이|은)?\s*(?:한\s*번도\s*)?없",
    _I,
)
# no sale above the one before: "never went up", "한 번도 늘어난 적 없는"
_NO_RISE = re.compile(
    r"\bnever (?:rose|went up|increased|grew|sold more)\b"
    r"|한\s*번도\s*(?:안\s*)?(?:늘|증가|올라)|(?:늘|증가|올라)\S*\s*적(?:이|은)?\s*(?:한\s*번도\s*)?없",
    _I,
)

_KINDS: dict[str, tuple[str, Callable[[float, float], bool]]] = {
    # kind: (what is said, compared with the one before: a pair that passes)
    "rise": ("went up at every sale", lambda a, b: b > a),
    "fall": ("went down at every sale", lambda a, b: b < a),
    "no_fall": ("never went down from one sale to the next", lambda a, b: b >= a),
    "no_rise": ("never went up from one sale to the next", lambda a, b: b <= a),
}


def kind_asked(request: str) -> str | None:
    """ "rise", "fall", "no_fall" or "no_rise" when the request asks which groups' figure moved
    one way at every sale in turn, or None."""
    if _NO_FALL.search(request):
        return "no_fall"
    if _NO_RISE.search(request):
        return "no_rise"
    if _RISE.search(request):
        return "rise"
    if _FALL.search(request):
        return "fall"
    return None


def rising_groups_lines(
    per: str, groups: Mapping[str, Sequence[tuple[str, float]]], column: str, kind: str
) -> list[str]:
    """ "product whose units went up at every sale (in date order): baguette (15 → 25); the
    others, not: croissant (40 → 30 → 22), …; sold only once, no time before: cheesecake (8)".
    `groups` holds each group's (date, figure) pairs in date order."""
    said, passes = _KINDS[kind]
    kept, others, once = [], [], []
    for name, sales in groups.items():
        values = [v for _, v in sales]
        if len(values) < 2:
            once.append(name)
        elif all(passes(a, b) for a, b in itertools.pairwise(values)):
            kept.append(name)
        else:
            others.append(name)

    def listed(names: list[str]) -> str:
        return ", ".join(
            f"{n} ({' → '.join(f'{_shown(v)} on {d}' for d, v in groups[n])})" for n in names
        )

    lines = [
        f"{per} whose {column} {said} (in date order): "
        + (f"{listed(kept)} ({len(kept)} of {len(kept) + len(others)})" if kept else "none"),
        f"the others, not these: {listed(others) or 'none'}",
    ]
    if once:
        lines.append(f"sold only once, no sale before to compare: {listed(once)}")
    return lines


def _shown(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.2f}"
