"""Questions about the one log that its last line does not answer.

Part of grounding (`agent/grounding.py`). A small model answers "what was the last warning the
app logged?" and "what got logged right before the shutdown?" from `tail -n 1 logs/app.log`
(the shutdown line itself, an INFO), and "the first warning" from a grep whose pipe printed a
line number. The table here says, for each kind of question about a log, the command that
answers it and what a command the model ran must have to show that answer.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent import line_span
from jarvis_voice.agent.ordinals import ordinal_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.text import NATIVE_NUMBERS

_I = re.IGNORECASE

# a log's levels as people say them, and the form a grep for them needs ("warn" finds WARN and
# WARNING): "에러랑 경고", "errors and warnings"
_LEVELS = (
    (re.compile(r"\berrors?\b|에러|오류", _I), "error"),
    (re.compile(r"\bwarn(?:ing)?s?\b|경고", _I), "warn"),
    (re.compile(r"\binfos?\b|\binformation\b|정보", _I), "info"),
    (re.compile(r"\bdebug\b|디버그", _I), "debug"),
    (re.compile(r"\bcritical\b|\bfatal\b|치명", _I), "crit|fatal"),
)


def log_levels(request: str) -> list[str]:
    """The grep forms of the log levels a request names, in the order of `_LEVELS`."""
    return [form for pattern, form in _LEVELS if pattern.search(request)]


_FIRST = re.compile(
    r"\b(?:first|earliest|initial)\b|처음|첫\s*(?:번째)?|제일\s*먼저|가장\s*먼저|최초", _I
)
_LAST = re.compile(
    r"\b(?:last|latest|most recent|final)\b|마지막|최근|제일\s*늦게|가장\s*늦게|최후", _I
)
# "right before the shutdown", "셧다운 직전에": the line logged just before a named event
_BEFORE_EN = re.compile(r"\b(?:right|just|immediately)\s+before\s+(?:the\s+|it\s+)?([a-z]+)", _I)
_BEFORE_KO = re.compile(r"(\S+?)\s*(?:되기|하기)?\s*(?:직전|바로\s*(?:전|앞))")
# the usual time from one entry to the next: "the typical gap between log lines", "로그가 보통
# 몇 초 간격으로 찍혀?" (간격 is `_HOW_OFTEN`'s)
_USUAL_GAP = re.compile(
    r"\b(?:usual|typical|normal|median|most common)\s+(?:time|gap|interval|spacing)\b", _I
)
# the events a Korean request names by a word the log writes in English
_KO_EVENTS = {"셧다운": "shutdown", "종료": "shutdown|stop", "꺼지": "shutdown|stop",
              "꺼진": "shutdown|stop", "꺼졌": "shutdown|stop", "멈춘": "shutdown|stop",
              "시작": "start", "재시작": "restart", "부팅": "boot|start",
              "켜진": "start|boot", "켜졌": "start|boot", "켜지": "start|boot"}  # fmt: skip
_EN_EVENTS = re.compile(
    r"\b(?:shut ?down|shutting down|stop(?:ped)?|crash(?:ed)?|(?:re)?start(?:ed)?|boot(?:ed)?"
    r"|went down|came up)\b",
    _I,
)
_EN_EVENT_FORMS = {"crash": "crash|fatal", "crashed": "crash|fatal", "came up": "start"}
# the log's size: "로그 파일 용량이 지금 얼마나 돼?" (fresh19 files-44 listed the folder)
_SIZE = re.compile(
    r"\bsize\b|\bhow (?:big|large)\b|\bbytes\b|용량|크기|몇\s*(?:바이트|메가|킬로)", _I
)
# the timed entries added up: "add up how much time all of those slow queries took" (fresh19
# script-43 wrote a script and ran none)
_ADDED_UP = re.compile(
    r"\badd(?:ed)? (?:them |it )?up\b|\bin total\b|\btotal\b|\baltogether\b|\bsum\b"
    r"|합계|합쳐|다\s*합|더하면|총\s*(?:몇|얼마)",
    _I,
)
_AVERAGE = re.compile(r"\b(?:average|mean|on average|typically)\b|평균", _I)
# how long an entry took: "How long did it take?", "얼마나 걸렸어?", "몇 ms"
_HOW_LONG = re.compile(
    r"\bhow long\b|\bhow many (?:ms|milliseconds|seconds)\b|얼마나\s*걸"
    r"|몇\s*(?:ms|밀리초|초)\s*(?:걸|였)|시간이\s*얼마나",
    _I,
)
# … that an entry took, not "how long ago" or "how long did the app run"
_TOOK = re.compile(r"\btak(?:e|es|ing)\b|\btook\b|걸렸|걸린|걸리|걸려|걸려요", _I)
_TIME_TAKEN = re.compile(r"\bms\b|밀리초|\btook\b|\btime\b|\bslow|느린|걸린|시간", _I)
# an entry the request names by its number: "1390번 주문", "order 1390", "#1390"
_ENTRY_NAMED = re.compile(
    r"(?<![\d:.-])(\d{2,})\s*번\s*(?:주문|요청|작업|건)|(?:주문|요청)\s*(?:번호\s*)?(\d{2,})번?"
    r"|\b(?:order|request|job|ticket)\s*(?:number\s*|no\.?\s*)?#?(\d{2,})\b|#(\d{2,})\b",
    _I,
)
# a page or text the request names, as the log writes it: "/items/42", "'disk full'"
_TEXT_NAMED = re.compile(r"(?<![\w./:-])(/[\w.~%-]+(?:/[\w.~%-]+)*)|['\"‘“]([^'\"’”]{2,60})['\"’”]")
# the slowest or longest timed entry: "What's the slowest query the app logged?"
_SLOWEST = re.compile(
    r"\b(?:slowest|longest|took the longest)\b|제일\s*(?:느린|오래)|가장\s*(?:느린|오래)", _I
)
# the time of each entry timed in milliseconds ("… (189 ms)" → 189), and with its line after it
_TIMED = "sed -nE 's/.*[^0-9]([0-9]+) ?ms\\b.*/\\1{line}/p'"
# the entries timed in milliseconds, largest last, the number first ("189 2024-06-30 … (189 ms)")
SLOWEST_COMMAND = _TIMED.format(line=" &") + " {log} | sort -n | tail -n 1"


# how often an event happens: "How often does the payment gateway time out? … the average time
# between one timeout and the next" listed the folder and said "every 10 minutes" (fresh20
# script-45): the event's lines, the gaps between their timestamps averaged
_HOW_OFTEN = re.compile(
    r"\bhow often\b|\b(?:average|mean|typical) (?:time|gap|interval|wait)s? between\b"
    r"|\btime between\b|\bintervals?\b|\bfrequency\b"
    r"|얼마나\s*자주|몇\s*(?:분|시간|초)\s*(?:마다|에\s*한\s*번)|평균\s*(?:간격|주기)|간격|주기",
    _I,
)
_OFTEN_EVENTS = (
    (
        re.compile(r"\btime(?:d|s)?[- ]?outs?\b|타임\s*아웃|시간\s*초과", _I),
        "timeout|timed out|time out",
    ),
    (re.compile(r"\bcrash\w*|크래시|죽", _I), "crash|fatal"),
    (re.compile(r"\brestart\w*|재시작", _I), "restart"),
    (re.compile(r"\bfail\w*|실패", _I), "fail"),
    (re.compile(r"\bslow\b|느린|느려", _I), "slow"),
    # the requests served: "How many requests did the app serve in the evening" counted none
    # (fresh46 count-97); 「요청을 몇 건 처리했어」, 「처리한 요청」 — the log writes "served"
    (
        re.compile(
            r"\bserv(?:e|ed|es|ing)\b|요청\S*\s*(?:몇\s*\S+\s*)?처리|처리(?:한|된|했던)\s*요청",
            _I,
        ),
        "served",
    ),
)
# the times that begin the log's lines, read by Python (each command below starts with them)
_TIMES = (
    "import sys, datetime as d; L = [x.rstrip() for x in sys.stdin if x[:4].isdigit()]; "
    "t = [d.datetime.fromisoformat(x[:19]) for x in L]; "
)
# the gaps between them averaged, in seconds and h:mm:ss
GAPS = (
    f'python3 -c "{_TIMES}g = [(b - a).total_seconds() for a, b in zip(t, t[1:])]; '
    "a = round(sum(g) / len(g)) if g else 0; print(len(t), 'lines; the average time between "
    "one and the next:', a, 's =', d.timedelta(seconds=a))\""
)

# … and between every entry and the next, the usual gap (the median, and the most common one)
# beside the average: "How often does the app write to its log? … the usual gap between one log
# entry and the next" (fresh34 script-73 listed the folder and said "every 12 entries")
ENTRY_GAPS = (
    f'python3 -c "{_TIMES}import statistics, collections; '
    "g = [int((b - a).total_seconds()) for a, b in zip(t, t[1:])] or [0]; "
    "m = round(statistics.median(g)); c, n = collections.Counter(g).most_common(1)[0]; "
    "print(f'{len(t)} lines; the usual (median) time between one and the next: {m} s = "
    "{d.timedelta(seconds=m)}; the most common: {c} s ({n} of {len(g)} gaps); the average: "
    "{sum(g) / len(g):.1f} s')\""
)


# the log's times themselves: "the longest quiet spell, the biggest gap between one entry and
# the next" was answered with the slowest query (fresh22 script-49); "how much time the app log
# covers, from its first entry to its last" with its line count (fresh21 script-47)
_LONGEST_GAP = re.compile(
    r"\b(?:longest|biggest|largest)\s+(?:quiet|silent|idle)?\s*(?:spell|gap|pause|break"
    r"|silence|stretch|lull)\b|\bquiet(?:est)? (?:spell|period|stretch)\b"
    r"|(?:가장|제일)\s*(?:긴|오래)\s*(?:공백|간격|조용|쉰|멈춘|비어)|(?:공백|간격)\S*\s*(?:이|가)?\s*(?:가장|제일)\s*(?:긴|길)",
    _I,
)
_SPAN = re.compile(
    r"\bhow (?:much time|long a (?:time|period|stretch)|many hours)\b.*\b(?:cover|span)s?\b"
    r"|\bfrom (?:its|the) first (?:entry|line|record) to (?:its|the) last\b|\btime ?span\b"
    r"|처음부터\s*끝까지\S*\s*(?:얼마|몇\s*시간|시간)|(?:첫|처음)\s*(?:줄|기록|항목)\S*\s*(?:부터|에서)\s*"
    r"(?:마지막|끝)\S*\s*(?:까지)?\S*\s*(?:얼마|몇\s*시간|시간)|기간이?\s*(?:얼마|몇)",
    _I,
)
# … and from the same times the longest gap between two (with both lines), or the time from
# the first to the last
LONGEST_GAP = (
    f'python3 -c "{_TIMES}g = max(range(1, len(t)), key=lambda i: t[i] - t[i - 1]); '
    "s = int((t[g] - t[g - 1]).total_seconds()); print('longest gap:', s, 's =', "
    "d.timedelta(seconds=s), 'between', repr(L[g - 1]), 'and', repr(L[g]))\""
)
SPAN = (
    f'python3 -c "{_TIMES}s = int((t[-1] - t[0]).total_seconds()); print(L[0][:19], '
    "'to', L[-1][:19] + ':', s, 's =', d.timedelta(seconds=s), 'over', len(L), 'lines')\""
)


# the lines of the log's last (or first) hours, counted back from its shutdown (or on from its
# start): "How many entries did the app write to its log in the last hour before it shut down?"
# was answered 100 with no tool run (fresh35 count-75); "the first hour after it started", 「꺼지기
# 전 마지막 한 시간 동안 로그 몇 줄」, 「켜지고 처음 30분 동안」. Counted from the log's own
# times, not the clock's now: a log is read after the fact
_EN_AMOUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30}  # fmt: skip
_AMOUNT = rf"\d+|{'|'.join(_EN_AMOUNTS)}|{'|'.join(NATIVE_NUMBERS)}"
_EDGE = re.compile(
    rf"\b(?P<side>last|final|closing|first|opening)\s+(?:(?P<n>{_AMOUNT})\s+)?"
    r"(?P<unit>hours?|minutes?|mins)\b"
    rf"|\bthe\s+(?:(?P<n2>{_AMOUNT})\s+)?(?P<unit2>hours?|minutes?)\s+"
    r"(?P<side2>before|after|leading up to)\b"
    rf"|(?P<side3>마지막|막판|처음|첫|최초|직전|전|후|뒤|다음)\s*(?:(?P<n3>{_AMOUNT})\s*)?"
    r"(?P<unit3>시간|분)(?=$|[^가-힣]|동안|간|에|의|사이|만)",
    _I,
)
# … of the log's end or start: an event that marks it, or the log's own
_LOG_EDGE = re.compile(
    r"\bof (?:the|its|this) log\b|\blog's\b|\b(?:end|start|beginning) of the log\b"
    r"|\bbefore the log (?:ends|stops)\b|로그의?\s*(?:마지막|처음|첫|끝)|로그가?\s*끝나기",
    _I,
)
_LAST_SIDE = re.compile(r"last|final|closing|before|leading up to|마지막|막판|직전|전", _I)
# the lines of the window: the last from the window's start to before the line that marks its
# end (with that line said apart), the first from the marking line on
_EDGE_COMMAND = (
    f'python3 -c "{_TIMES}import re; '
    "e = [i for i, x in enumerate(L) if re.search(sys.argv[1], x, re.I)]; "
    "w = d.timedelta(seconds=int(sys.argv[2])); k = sys.argv[4]; "
    "ok = lambda i: not k or re.search(k, L[i], re.I); "
    "a = (e or [len(L) - 1])[-1] if sys.argv[3] == 'last' else (e or [0])[0]; "
    "n = [i for i in range(len(L)) if ok(i) and (t[a] - w <= t[i] < t[a] if sys.argv[3] == "
    "'last' else t[a] <= t[i] < t[a] + w)]; "
    "print(len(n), 'lines', ('from ' + str(t[a] - w) + ' to before ' + repr(L[a]) + ' (' + "
    "str(len(n) + bool(ok(a))) + ' with that line)') if sys.argv[3] == 'last' else ('from ' + "
    "repr(L[a]) + ' (itself counted) to before ' + str(t[a] + w)))\""
    " {event} {seconds} {side} {kind} < {path}"
)


def _amount(said: str) -> int:
    """The number an `_AMOUNT` match says: "3", "three", 「세」."""
    said = said.lower()
    return int(said) if said.isdigit() else _EN_AMOUNTS.get(said) or NATIVE_NUMBERS[said]


def _edge_window(request: str) -> tuple[str, int] | None:
    """("last" or "first", the window in seconds) of the log's last or first hours or minutes
    a request keeps, or None."""
    said = _EDGE.search(request)
    if said is None:
        return None
    side = said["side"] or said["side2"] or said["side3"]
    amount = (said["n"] or said["n2"] or said["n3"] or "1").lower()
    unit = (said["unit"] or said["unit2"] or said["unit3"]).lower()
    number = int(amount) if amount.isdigit() else _EN_AMOUNTS.get(amount) or NATIVE_NUMBERS[amount]
    seconds = number * (3600 if unit.startswith("hour") or unit == "시간" else 60)
    return ("last" if _LAST_SIDE.fullmatch(side) else "first"), seconds


def _edge_count(request: str, path: str) -> str | None:
    """The Python that counts the lines (of a level or event, when one is named) logged in the
    last hours before the log's shutdown or end, or the first after its start; None when no
    such window is asked."""
    window = _edge_window(request)
    event = _event_named(request)
    if window is None or (event is None and not _LOG_EDGE.search(request)):
        return None
    side, seconds = window
    kinds = [form for form in log_levels(request) or [_often_named(request) or ""] if form]
    return _EDGE_COMMAND.format(
        event=shlex.quote(event or "^$"), seconds=seconds, side=side,
        kind=shlex.quote("|".join(kinds)), path=path,
    )  # fmt: skip


# a percentile or the median of the times the log's lines carry: "Use Python to work out the
# 90th percentile of how long they took" read "90th" as the 90th slow line and said its 107 ms
# (fresh35 script-75); "the median query time", 「느린 쿼리 시간의 95 퍼센타일」, 「중앙값」.
# Python's statistics.quantiles, its default (exclusive) method, as a Python user gets it; numpy's
# default (linear) said beside it when it differs
_PERCENTILE = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?[- ]?percentile\b|\bp(\d{1,2})\b"
    r"|(\d{1,2})\s*(?:번째\s*)?(?:퍼센타일|백분위)|백분위\s*(?:수\s*)?(\d{1,2})|\b(median)\b"
    r"|(중앙값|중간값)",
    _I,
)
# the number a line carries: "(189 ms)", "took 180ms", "duration=0.42"
_CARRIED = r"(\d+(?:\.\d+)?)\s*ms\b|(?:duration|took|elapsed|latency)\s*[=:]?\s*(\d+(?:\.\d+)?)"
_PERCENTILE_COMMAND = (
    'python3 -c "import sys, re, statistics as s; p = int(sys.argv[2]); '
    "v = [float(m[1] or m[2]) for x in sys.stdin if re.search(sys.argv[1], x, re.I) "
    "and (m := re.search(sys.argv[3], x, re.I))]; "
    "q = s.quantiles(v, n=100)[p - 1] if len(v) > 1 else (v or [0])[0]; "
    "i = s.quantiles(v, n=100, method='inclusive')[p - 1] if len(v) > 1 else q; "
    "print(f'the {{p}}th percentile of {{len(v)}} times on lines matching {{sys.argv[1]}}: "
    "{{q:g}} ms "
    "(statistics.quantiles, its default method' + (f'; numpy.percentile, linear: {{i:g}} ms)' "
    "if round(i, 6) != round(q, 6) else ')'))\" {kind} {p} {carried} < {path}"
)
_MEDIAN_COMMAND = (
    'python3 -c "import sys, re, statistics as s; '
    "v = [float(m[1] or m[2]) for x in sys.stdin if re.search(sys.argv[1], x, re.I) "
    "and (m := re.search(sys.argv[2], x, re.I))]; "
    "print(f'the median of {{len(v)}} times on lines matching {{sys.argv[1]}}: "
    "{{s.median(v) if v else 0:g}} ms')\" {kind} {carried} < {path}"
)


def _percentile(request: str, path: str) -> tuple[str, str] | None:
    """(the Python that prints the percentile or median of the times the log's lines carry, what
    a command that shows it has), or None when neither is asked of a time taken."""
    said = _PERCENTILE.search(request)
    if said is None or not (_TIME_TAKEN.search(request) or _HOW_LONG.search(request)):
        return None
    if _HOW_OFTEN.search(request) or re.search(r"\bgaps?\b|\bbetween\b", request, _I):
        return None  # "the median gap between entries" is the log's times, not a line's number
    slow = re.search(r"\bslow|느린", request, _I)
    kinds = ["slow"] if slow else log_levels(request) or [_often_named(request) or "."]
    kind, carried = shlex.quote("|".join(kinds)), shlex.quote(_CARRIED)
    shows = r"(?=.*\bpython)(?=.*(?:quantile|percentile|median))"
    if said[5] or said[6]:
        return _MEDIAN_COMMAND.format(kind=kind, carried=carried, path=path), shows
    p = int(next(group for group in said.groups()[:4] if group))
    if not 1 <= p <= 99:
        return None
    command = _PERCENTILE_COMMAND.format(kind=kind, p=p, carried=carried, path=path)
    return command, rf"(?=.*\bpython)(?=.*(?:quantile|percentile))(?=.*\b{p})"


# the log's lines counted hour by hour, and its quietest (or busiest) hour: "파이썬으로 로그를 한
# 시간 단위로 나눠서 시간대별 줄 수를 세어 보고, 제일 조용했던 시간대가 언제고 몇 줄이었는지"
# ran wc -l and said 1500 lines (fresh35 script-76); "Which hour was the busiest in the log?",
# "which hour had the most errors". Every hour from the log's first line to its last counts, one
# with no line too (the quietest of all)
_BY_HOUR = re.compile(
    r"\b(?:per|each|every|by(?: the)?|which|what) hour\b|\bhourly\b|\bhour by hour\b"
    r"|\bhour (?:of the day )?(?:was|had|with|did|saw)\b|시간대|시간\s*단위|시간별|매\s*시간",
    _I,
)
_QUIETEST = re.compile(
    r"\bquiet(?:est)?\b|\bleast (?:busy|active)\b|\bfewest\b|\bleast\b"
    r"|조용|한가|한산|(?:제일|가장)\s*(?:적|덜)|최소",
    _I,
)
_BUSIEST = re.compile(
    r"\bbusiest\b|\bbusy\b|\bmost\b|\bactive\b|바빴|바쁜|붐|(?:제일|가장)\s*많|최대",
    _I,
)
_HOURS_COMMAND = (
    f'python3 -c "{_TIMES}import re, collections; k = sys.argv[1]; '
    "h = lambda x: x.replace(minute=0, second=0, microsecond=0); "
    "c = collections.Counter(h(x) for x, y in zip(t, L) if not k or re.search(k, y, re.I)); "
    "H = [h(t[0]) + d.timedelta(hours=i) for i in range(int((h(t[-1]) - h(t[0])) / "
    "d.timedelta(hours=1)) + 1)]; "
    "f = lambda x: (x.strftime('%H:00-%H:59') if h(t[0]).date() == h(t[-1]).date() else "
    "x.strftime('%Y-%m-%d %H:00-%H:59')); "
    "say = lambda w, n: print(f'the {{w}} hour: ' + ', '.join(f(x) for x in H if c[x] == n) + "
    "f' with {{n}} lines' + (' matching ' + k if k else '')); "
    "[print(f(x), c[x]) for x in H] if sys.argv[2] == 'all' else None; "
    "say('quietest', min(c[x] for x in H)) if sys.argv[2] in ('quietest', 'both', 'all') else "
    "None; say('busiest', max(c[x] for x in H)) if sys.argv[2] in ('busiest', 'both', 'all') "
    "else None; print(f'({{len(H)}} hours, {{sum(c.values())}} lines)')\" {kind} {asked} < {path}"
)


def _lines_by_hour(request: str, path: str) -> tuple[str, str] | None:
    """(the Python that counts the log's lines — of a level or event, when one is named — in
    each hour of its span and says the quietest or busiest, what a command that shows it has),
    or None when no count by the hour is asked."""
    if not _BY_HOUR.search(request) or _AVERAGE.search(request):
        return None
    quiet, busy = bool(_QUIETEST.search(request)), bool(_BUSIEST.search(request))
    if not (quiet or busy) and not _HOW_MANY.search(request) and not _LINES_WORD.search(request):
        return None
    asked = "both" if quiet and busy else "quietest" if quiet else "busiest" if busy else "all"
    kinds = log_levels(request) or [_often_named(request) or ""]
    command = _HOURS_COMMAND.format(
        kind=shlex.quote("|".join(kind for kind in kinds if kind) or ""), asked=asked, path=path
    )
    return command, r"(?=.*\bpython)(?=.*(?:Counter|hour|\[11:13\]|\[:13\]))(?=.*(?:min|max))"


# the time from one event's first (or last) line to another's: "파이썬으로 로그에서 첫 번째 경고가
# 찍히고 나서 첫 결제 타임아웃이 날 때까지 시간이 얼마나 걸렸는지" (fresh33 script-72 answered
# 107 ms, a query's own time), "how long between the first error and the last restart"
_GAP_EN = (
    re.compile(
        r"\b(?:how long|how much time|time|gap|elapsed)\b[^.?!]*?\b(?:between|from)\s+"
        r"(?P<a>[^.?!]+?)\s+(?:and|to|until|till)\s+(?P<b>[^.?!]+)",
        _I,
    ),
    re.compile(
        r"\bhow (?:long|much time|many (?:seconds|minutes))\s+after\s+(?P<a>[^.?!]+?)\s+"
        r"(?:did|was|were|came|comes|does|do|until)\s+(?P<b>[^.?!]+)",
        _I,
    ),
)
_GAP_KO = re.compile(
    r"(?P<a>[^.?!]+?)\s*(?:이|가|은|는)?\s*(?:찍히고|나고|난\s*(?:뒤|후|다음)|뜨고|발생하고|생기고"
    r"|나온\s*(?:뒤|후)|부터)\s*(?:나서|서)?\s*(?P<b>[^.?!]+?)\s*(?:이|가)?\s*"
    r"(?:(?:날|뜰|찍힐|발생할|생길|나올)\s*때\s*)?까지"
)
_GAP_KO_ASKED = re.compile(r"얼마|몇\s*(?:초|분|시간)|시간|걸렸|걸리", _I)
# two events' lines found by Python, and the time between them (in seconds and h:mm:ss)
_GAP_COMMAND = (
    'python3 -c "import sys, re, datetime as d; '
    "L = [x.rstrip() for x in open(sys.argv[5]) if x[:4].isdigit()]; "
    "a = [x for x in L if re.search(sys.argv[1], x, re.I)][int(sys.argv[2])]; "
    "b = [x for x in L if re.search(sys.argv[3], x, re.I)][int(sys.argv[4])]; "
    "s = int((d.datetime.fromisoformat(b[:19]) - d.datetime.fromisoformat(a[:19]))"
    ".total_seconds()); "
    "print('from', repr(a), 'to', repr(b) + ':', s, 's =', "
    "('-' if s < 0 else '') + str(d.timedelta(seconds=abs(s))))\" {a} {ai} {b} {bi} {path}"
)


def _event_in(part: str) -> tuple[str, int] | None:
    """(the grep pattern, 0 for its first line or -1 for its last) of the one event or level a
    part of a request names."""
    levels = log_levels(part)
    event = _often_named(part) or _event_named(part)
    form = event or ("|".join(levels) if len(levels) == 1 else None)
    if form is None:
        return None
    return form, -1 if _LAST.search(part) and not _FIRST.search(part) else 0


def _gap_between(request: str, path: str) -> tuple[str, str] | None:
    """The command that times the gap from one event's first (or last) line to another's, and
    what a command that shows it has; None when the request asks no such gap."""
    found = next((m for pattern in _GAP_EN if (m := pattern.search(request))), None)
    if found is None and _GAP_KO_ASKED.search(request):
        found = _GAP_KO.search(request)
    if found is None:
        return None
    a, b = _event_in(found["a"]), _event_in(found["b"])
    if a is None or b is None or a == b:
        return None
    command = _GAP_COMMAND.format(
        a=shlex.quote(a[0]), ai=a[1], b=shlex.quote(b[0]), bi=b[1], path=path
    )
    words = [re.escape(form.split("|")[0]) for form, _ in (a, b)]
    shows = rf"(?=.*(?:fromisoformat|strptime|\bmktime\b))(?=.*{words[0]})(?=.*{words[1]})"
    return command, shows


def _often_event(request: str) -> str | None:
    """The grep pattern of the event a "how often" question asks about, or None."""
    if not _HOW_OFTEN.search(request):
        return None
    found = next((form for pattern, form in _OFTEN_EVENTS if pattern.search(request)), None)
    levels = log_levels(request)
    return found or ("|".join(levels) if levels else None)


# the first (or last) n lines of an event, each with its time: "로그 보면 결제 타임아웃이 처음 세
# 번 났을 때가 각각 몇 시였어?" grepped the first alone and said its time (fresh36 read-78); "the
# first three payment timeouts", "the last 5 errors", 「마지막 다섯 번 에러」 (not "the first 100
# lines", "the last two hours", "세 번째": their own entries)
_FIRST_N = re.compile(
    rf"\b(?P<side>first|earliest|last|latest|final|most recent)\s+(?P<n>{_AMOUNT})\b"
    r"(?!\s*(?:hours?|minutes?|mins|seconds?|days?|lines?|entries)\b)"
    rf"|(?P<side2>처음|첫|최초|마지막|최근)\s*(?:으로\s*)?(?P<n2>{_AMOUNT})\s*(?:번|개|건|차례|회)"
    r"(?!\s*째)",
    _I,
)


def first_n_asked(request: str) -> tuple[int, bool] | None:
    """(n, True for the last) when the request asks for an event's first or last n lines (n of
    2 or more); None otherwise."""
    said = _FIRST_N.search(request)
    if said is None:
        return None
    n = _amount(said["n"] or said["n2"])
    last = bool(_LAST.match(said["side"] or said["side2"]))
    return (n, last) if 2 <= n <= 50 else None


def _first_n_lines(request: str, path: str) -> tuple[str, str] | None:
    """(the grep printing the first or last n lines of the event or level named, whole — their
    times with them —, what a command that shows them has), or None."""
    asked = first_n_asked(request)
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    if asked is None or not event or _HOW_MANY.search(request):
        return None
    n, last = asked
    pattern = shlex.quote(event)
    if last:
        return f"grep -iE {pattern} {path} | tail -n {n}", rf"\bgrep\b.*\|\s*tail\s+-n\s*{n}\b"
    shows = rf"\bgrep\b.*(?:\s-\w*m\s*{n}\b|--max-count[= ]{n}\b|\|\s*head\s+-n\s*{n}\b)"
    return f"grep -m {n} -iE {pattern} {path}", shows


# a field of the log's lines tallied: the different pages (or orders, users…) in the hours asked,
# "How many different item pages did the app serve between midnight and 1 am?" (fresh36
# count-77 counted every line with 'item' in it); the one requested most, with its count, "로그
# 보면 /items/ 페이지 중에 제일 많이 요청된 페이지는 몇 번이나 요청됐어?" (count-78 listed the
# folder). A page is a word of the line that begins with '/'; an order, a user, the number after
# that word
_PAGE_WORD = re.compile(
    r"\b(?:pages?|paths?|urls?|endpoints?|routes?)\b|페이지|경로|엔드포인트", _I
)
_DISTINCT = re.compile(
    r"\b(?:different|distinct|unique)\b|서로\s*다른|고유한|중복\s*(?:없이|빼고|제외)|몇\s*종류", _I
)
_MOST_OFTEN = re.compile(
    r"\bmost\s+(?:often|frequent(?:ly)?|common(?:ly)?|requested|visited|popular|viewed|served)\b"
    r"|\b(?:requested|visited|viewed|served|hit)\s+(?:the\s+)?most\b"
    r"|\b(?:made|sent|placed|had)\s+the\s+most\b"
    r"|(?:제일|가장)\s*(?:많이|자주)|최다",
    _I,
)
# … the word before "pages" keeps the pages that have it ("item pages": /items/7), a path said
# keeps those under it ("/items/ 페이지"); not a word that is no part of a path
_KIND_OF_PAGE = re.compile(r"\b([a-z]{3,})\s+(?:pages?|paths?|urls?|endpoints?)\b", _I)
_NO_KIND = frozenset(
    ["different", "distinct", "unique", "separate", "web", "many", "which", "what", "the",
     "all", "those", "these", "other", "individual", "requested", "served", "most", "same"]
)  # fmt: skip
# (no double quote in them: the model copies a command into its call's JSON, and cut its copy
# of one at the first, fresh36 count-78; awk's -v and sprintf carry the words)
_TALLY = (
    "sort | uniq -c | sort -k1,1nr -k2,2 | awk -v w={word} -v f='%s: %d times' "
    "-v e='%d different %s in %d lines; the most: %d times, shared by %d %s' "
    "'{{n++; s += $1}} NR == 1 {{m = $1}} $1 == m {{c++; if (c <= 10) print sprintf(f, $2, $1)}} "
    "END {{print sprintf(e, n, w, s, m, c, w)}}'"
)
# … or how many different ones alone, when no most is asked
_DIFFERENT = "sort -u | awk -v w='different {word}' '{{n++}} END {{print n + 0, w}}'"


# the highest (or lowest) number a numbered page carries: 「로그에서 요청된 /items/ 페이지 번호 중에
# 제일 큰 번호가 몇 번이야?」 asked csv_query for an items.csv there is none of and answered with
# the folder's listing (fresh44 read-94); "What's the highest item page number in the log?"
_NUMBER_WORD = re.compile(r"\bnumbers?\b|번호|(?<![가-힣])번(?![가-힣])|몇\s*번", _I)
_HIGHEST = re.compile(
    r"\b(?:highest|largest|biggest|greatest|maximum|max|top)\b|(?:제일|가장)\s*(?:큰|높은)|최대|최댓값",
    _I,
)
_LOWEST = re.compile(
    r"\b(?:lowest|smallest|least|minimum|min)\b|(?:제일|가장)\s*(?:작은|낮은)|최소|최솟값", _I
)
# the pages' numbers, each with its requests, then the end asked with its count (single quotes
# alone: the model copies the command into its call's JSON)
_PAGE_NUMBERS = (
    "grep -oE {pattern} {log} | sed -E 's|.*/||' | sort -n | uniq -c | awk -v w={word} "
    "-v f='the {end} number after %s: %d (requested %d times; %d different numbers, %d to %d)\\n' "
    "-v none='no numbered page under' 'NR == 1 {{low = $2; lowc = $1}} "
    "{{n++; high = $2; highc = $1}} END {{if (n) printf f, w, {pick}, n, low, high; "
    "else print none, w}}'"
)


def page_number_extreme(request: str, path: str) -> str | None:
    """The pipeline printing the highest (or lowest) number of the pages under the path said
    ("/items/") or of the kind said ("item pages"), with its requests and the numbers' span;
    or None when no such number is asked."""
    if not (_PAGE_WORD.search(request) and _NUMBER_WORD.search(request)):
        return None
    high, low = _HIGHEST.search(request), _LOWEST.search(request)
    if bool(high) == bool(low) or _MOST_OFTEN.search(request):
        return None  # both ends, or the page requested most (`_field_tally`'s)
    named = _TEXT_NAMED.search(request)
    kind = _KIND_OF_PAGE.search(request)
    if named is not None and named[1]:
        under = named[1].rstrip("/") + "/"
        pattern = re.escape(under).replace("\\/", "/") + "[0-9]+"
    elif kind is not None and kind[1].lower() not in _NO_KIND:
        under = f"/…{kind[1].lower().rstrip('s')}…/"
        pattern = f"/[A-Za-z_-]*{kind[1].lower().rstrip('s')}[A-Za-z_-]*/[0-9]+"
    else:
        return None
    end, pick = ("highest", "high, highc") if high else ("lowest", "low, lowc")
    return _PAGE_NUMBERS.format(
        pattern=shlex.quote(pattern + r"\b"), log=path, word=shlex.quote(under), end=end,
        pick=pick,
    )  # fmt: skip


def _field_tally(request: str, path: str) -> str | None:
    """The pipeline that counts how many different pages (orders, users…) the lines kept write
    — and the one written most, with its count —, or None when neither is asked."""
    distinct = bool(_DISTINCT.search(request)) and bool(_HOW_MANY.search(request))
    if not distinct and not _MOST_OFTEN.search(request):
        return None
    steps = []
    hours = _hours(request)
    if hours is not None:
        kept = "|".join(f"{hour:02d}" for hour in hours)
        steps.append(f"grep -E '^[0-9-]+[ T]({kept}):' {path}")
    event = _often_named(request) or "|".join(log_levels(request))
    if event:
        steps.append(f"grep -iE {shlex.quote(event)}" + ("" if steps else f" {path}"))
    prefix = ""  # a path said: the awk's p
    if _PAGE_WORD.search(request):
        named = _TEXT_NAMED.search(request)
        kind = _KIND_OF_PAGE.search(request)
        keep = ""
        if named is not None and named[1]:
            prefix, keep = f"-v p={shlex.quote(named[1])} ", " && index($i, p) == 1"
        elif kind is not None and kind[1].lower() not in _NO_KIND:
            keep = f" && tolower($i) ~ /{kind[1].lower().rstrip('s')}/"
        program = f"{{for (i = 1; i <= NF; i++) if ($i ~ /^[/][^ ]/{keep}) print $i}}"
        word = "pages"
    else:
        # requests are what is counted: "Which user made the most requests?" is its users'
        numbered = next(
            (form for pattern, form in sorted(_NUMBERED, key=lambda kind: kind[1] == "request")
             if pattern.search(request)),
            None,
        )  # fmt: skip
        if numbered is None:
            return None
        program = (
            f"{{if (match(tolower($0), /{numbered}[^0-9a-z]*[0-9]+/)) "
            "{s = substr($0, RSTART, RLENGTH); sub(/^[^0-9]*/, z, s); print s}}"
        )
        word = f"{numbered}s"
    steps.append(f"awk {prefix}{shlex.quote(program)}" + ("" if steps else f" {path}"))
    tally = _TALLY if _MOST_OFTEN.search(request) else _DIFFERENT
    return " | ".join([*steps, tally.format(word=word)])


# the exact words of an event's message: 「로그에 결제 에러 찍힌 거, 에러 문구가 정확히 뭐라고 돼
# 있어? 시간은 필요 없고 메시지만.」 grepped the errors and described them (fresh40 read-86);
# "What's the exact wording of the payment error?", "the warning message word for word"
WORDING = re.compile(
    r"\bwording\b|\bword[- ]for[- ]word\b|\bverbatim\b"
    r"|\bexact(?:ly)?\b[^.?!]{0,40}\b(?:message|words?|text|say|says|said|reads?)\b"
    r"|\b(?:message|text)\s+(?:itself|only|alone)\b|\bjust\s+the\s+(?:message|text)\b"
    r"|\bwhat\s+(?:does|did)\s+(?:the|that|its|each)\s+(?:\w+\s+){0,2}(?:message|error|warning)"
    r"\s+(?:say|read)\b"
    r"|문구|메시지만|메세지만|정확히\s*뭐라고|뭐라고\s*(?:돼|되어|적혀|찍혀|나와|쓰여|써)\s*있",
    _I,
)
# the topic of the message beside its level: "the payment error", 「결제 에러」 (a Korean word by
# the English the log writes)
_TOPIC_EN = re.compile(r"\b([a-z]{3,})\s+(?:errors?|warnings?|failures?|messages?)\b", _I)
_TOPIC_KO = re.compile(r"([가-힣]+?)\s*(?:에러|오류|경고|실패)")
_KO_TOPICS = {
    "결제": "payment", "주문": "order", "로그인": "login", "재시작": "restart", "쿼리": "query",
    "요청": "request", "데이터베이스": "database", "디비": "db",
}  # fmt: skip
_NO_TOPIC = frozenset(
    ["the", "exact", "that", "this", "any", "which", "what", "log", "logged", "its", "each",
     "full", "whole", "actual", "error", "warning", "first", "last", "same", "one"]
)  # fmt: skip
# each different message (its numbers aside) once, as first written, with how many lines say it
_WORDINGS = (
    "sed -E 's/^[0-9-]+[ T][0-9:.,]+ +[A-Za-z]+:? +//' | awk -v o='(' -v c=')' "
    "-v s='lines with this message, its numbers aside' "
    "'{k = $0; gsub(/[0-9]+/, z, k); if (!(k in n)) {m++; w[m] = k; f[k] = $0} n[k]++} "
    "END {for (i = 1; i <= m; i++) print f[w[i]], o n[w[i]], s c}'"
)


def message_topic(request: str) -> str | None:
    """The English word the log writes for the message's topic ("payment"), or None."""
    for found in _TOPIC_EN.finditer(request):
        if found[1].lower() not in _NO_TOPIC and not log_levels(found[1]):
            return found[1].lower()
    for found in _TOPIC_KO.finditer(request):
        if found[1] in _KO_TOPICS:
            return _KO_TOPICS[found[1]]
    return None


def message_wording(request: str, path: str) -> str | None:
    """The pipeline printing each different message of the level or event named (and its
    topic), its words as the log writes them, the time and level cut; None when no wording is
    asked, nothing is named, or the first, last or a count is asked."""
    if not WORDING.search(request) or _HOW_MANY.search(request):
        return None
    if _FIRST.search(request) or _LAST.search(request):
        return None
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    topic = message_topic(request)
    if not event and not topic:
        return None
    steps = [f"grep -iE {shlex.quote(event or topic or '')} {path}"]
    if event and topic:
        steps.append(f"grep -iF {shlex.quote(topic)}")
    steps.append(_WORDINGS)
    return " | ".join(steps)


# the slowest (or fastest) timed entry of the log's last (or first) hours: "In the last hour of
# the app log, how long did the slowest query take?" grepped words the log does not write and
# said 0 seconds (fresh41 read-87). The window is the log's own, counted back from its end (or
# the event that marks it), as `_edge_count`'s; a window with no timed line says so, no number
_WINDOW_EXTREME_COMMAND = (
    f'python3 -c "{_TIMES}import re; '
    "e = [i for i, x in enumerate(L) if re.search(sys.argv[1], x, re.I)]; "
    "w = d.timedelta(seconds=int(sys.argv[2])); last = sys.argv[3] == 'last'; "
    "a = (e or [len(L) - 1])[-1] if last else (e or [0])[0]; "
    "n = [i for i in range(len(L)) if (t[a] - w <= t[i] <= t[a] if last else "
    "t[a] <= t[i] < t[a] + w)]; "
    "v = [(float(m[1]), L[i]) for i in n if (m := re.search(sys.argv[5], L[i], re.I))]; "
    "s = str(t[a] - w) + ' to ' + str(t[a]) if last else str(t[a]) + ' to before ' + "
    "str(t[a] + w); "
    "b = (max if sys.argv[4] == 'slowest' else min)(v, key=lambda p: p[0]) if v else None; "
    "print(f'the {{sys.argv[4]}} of {{len(v)}} timed lines from {{s}}: {{b[0]:g}} ms, '"
    " + repr(b[1]) if b else f'no timed line from {{s}}')\""
    " {event} {seconds} {side} {which} {carried} < {path}"
)
WINDOW_EXTREME_SAID = re.compile(  # the whole log's, `_whole_extreme`'s, too
    r"^the (?:slowest|fastest) of \d+ timed lines from .*?: ([\d.]+) ms"
)


# the slowest (or fastest) timed entry of the whole log, said as the window's is: "Of all the slow
# queries in the app log, how long did the quickest one take?" read a clock time as the duration
# and said 6 minutes 39 seconds (fresh42 read-89); the slow ones kept when slow is said, ties
# counted
_WHOLE_EXTREME_COMMAND = (
    'python3 -c "import sys, re; '
    "v = [(float(m[1] or m[2]), x.rstrip()) for x in sys.stdin "
    "if (m := re.search(sys.argv[2], x, re.I))]; "
    "b = (max if sys.argv[1] == 'slowest' else min)(v, key=lambda p: p[0]) if v else None; "
    "k = sum(f == b[0] for f, _ in v) if b else 0; "
    "print(f'the {{sys.argv[1]}} of {{len(v)}} timed lines from the whole log: {{b[0]:g}} ms, '"
    " + repr(b[1]) + (f' ({{k}} lines took it)' if k > 1 else '') if b "
    "else 'no timed line in the log')\""
    " {which} {carried}"
)


def _whole_extreme(request: str, path: str) -> str | None:
    """The Python printing the fastest (or slowest) timed line of the whole log — its slow
    lines when the request says slow —, or None when neither end alone, a time taken, a count
    or some hours are asked."""
    slowest, fastest = bool(_SLOW_END.search(request)), bool(_FAST_END.search(request))
    if slowest == fastest or _HOW_MANY.search(request) or _edge_window(request) is not None:
        return None
    if not (_HOW_LONG.search(request) or _TIME_TAKEN.search(request)):
        return None
    slow = re.search(r"\bslow|느린|느려", request, _I)
    reader = f"grep -i slow {path} | " if slow else ""
    command = _WHOLE_EXTREME_COMMAND.format(
        which="slowest" if slowest else "fastest", carried=shlex.quote(_CARRIED)
    )
    return f"{reader}{command}" + ("" if slow else f" < {path}")


def whole_extreme_asked(request: str) -> bool:
    """Whether the request asks for the fastest or slowest timed line of the whole log
    (`_whole_extreme`'s look-up)."""
    return _whole_extreme(request, "x") is not None


def _window_extreme(request: str, path: str) -> str | None:
    """The Python printing the slowest (or fastest) timed line of the log's last or first hours
    — before an event named, or the log's end —, or None when no such window and end are
    asked."""
    slowest, fastest = bool(_SLOWEST.search(request)), bool(_FAST_END.search(request))
    window = _edge_window(request)
    if window is None or slowest == fastest or _HOW_MANY.search(request):
        return None
    side, seconds = window
    return _WINDOW_EXTREME_COMMAND.format(
        event=shlex.quote(_event_named(request) or "^$"), seconds=seconds, side=side,
        which="slowest" if slowest else "fastest", carried=shlex.quote(_CARRIED), path=path,
    )  # fmt: skip


def window_extreme_asked(request: str) -> bool:
    """Whether the request asks for the slowest or fastest timed line of some hours of the log
    (`_window_extreme`'s look-up)."""
    return _window_extreme(request, "x") is not None


# the first (or last) entry that took exactly the time said: 「로그에서 느린 쿼리가 딱 150ms 걸린
# 게 처음으로 찍힌 게 몇 시야?」 took the first slow query of any time and said no time (fresh41
# read-88); "When was the first query that took exactly 150 ms logged?". Not over or under a time
# ("150ms 넘는", "more than 150 ms": a bound, `_OVER`'s)
_DURATION_SAID = re.compile(
    r"(?<![\d.:])(\d+(?:\.\d+)?)\s*(?:ms|밀리초|milliseconds?|millis)(?![a-z])", _I
)
_BOUND_WORDS = re.compile(
    r"\b(?:over|more than|above|longer than|greater than|at least|under|less than|below"
    r"|shorter than|or more|or less)\b|넘|이상|이하|미만|초과|보다|안\s*되|까지",
    _I,
)


def exact_duration(request: str) -> str | None:
    """The duration (as written: "150") a request asks the first or last entry of, or None."""
    said = _DURATION_SAID.findall(request)
    if len(said) != 1 or _BOUND_WORDS.search(request) or _HOW_MANY.search(request):
        return None
    if bool(_FIRST.search(request)) == bool(_LAST.search(request)):
        return None
    return said[0]


def _exact_duration_line(request: str, path: str) -> tuple[str, str] | None:
    """(the grep printing the first or last line of the event named that took exactly the
    time said, what a command that shows it has), or None."""
    duration = exact_duration(request)
    if duration is None:
        return None
    exact = shlex.quote(rf"(^|[^0-9.]){re.escape(duration)} ?ms\b")
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    first = bool(_FIRST.search(request))
    grep = f"grep {'-m 1 ' if first else ''}-E {exact}"
    steps = [f"grep -iE {shlex.quote(event)} {path}", grep] if event else [f"{grep} {path}"]
    if not first:
        steps.append("tail -n 1")
    return " | ".join(steps), rf"\bgrep\b.*(?<![\d.]){re.escape(duration)}(?![\d.])"


def log_command(request: str, log: str | None) -> tuple[str, str] | None:
    """(the command that answers, what a command that shows it has) for a question about
    `log`, the one log the request means; None when the table has no entry for it."""
    if log is None:
        return None
    path = shlex.quote(log)
    ranged = _numbers_in_range(request, path)
    if ranged is not None:  # "1500번대 주문 중에 결제 타임아웃 난 게 있어?" (fresh35 read-76)
        return ranged, re.escape(ranged)
    present = levels_present(request, path)
    if present is not None:  # "Which severity levels turn up in the app log?" (fresh44 read-93)
        return (
            present,
            r"levels in the log|(?:\bawk\b[^|]*\$\d|\bcut\b[^|]*-f\s*\d)[^|]*\|\s*sort\b",
        )
    days = _log_days(request, path)
    if days is not None:  # "Which day's activity is in the app log?" (fresh35 read-75)
        return days, r"\buniq\b|\bsort\b.*\s-\w*u|\bpython"
    wording = message_wording(request, path)
    if wording is not None:  # 「에러 문구가 정확히 뭐라고 돼 있어?」 (fresh40 read-86)
        return wording, r"\b(?:grep|awk|sed|cat|head|tail)\b"
    by_hour = _lines_by_hour(request, path)
    if by_hour is not None:  # "제일 조용했던 시간대가 언제고 몇 줄" (fresh35 script-76)
        return by_hour
    numbered = page_number_extreme(request, path)
    if numbered is not None:  # 「/items/ 페이지 번호 중에 제일 큰 번호」 (fresh44 read-94)
        return numbered, r"number after|\bsort\b[^|]*\s-\w*n[^|]*\|\s*(?:tail|head)\b"
    tally = _field_tally(request, path)
    if tally is not None:  # "How many different item pages …" (fresh36 count-77, count-78)
        return tally, re.escape(tally)
    several = _first_n_lines(request, path)
    if several is not None:  # "결제 타임아웃이 처음 세 번 났을 때가 각각 몇 시" (fresh36 read-78)
        return several
    extreme = _window_extreme(request, path)
    if extreme is not None:  # "In the last hour of the app log, … the slowest" (fresh41 read-87)
        return (
            extreme,
            r"(?=.*\bpython)(?=.*(?:fromisoformat|strptime|timedelta))(?=.*\b(?:max|min)\b)",
        )
    exact = _exact_duration_line(request, path)
    if exact is not None:  # 「딱 150ms 걸린 게 처음으로 찍힌 게 몇 시」 (fresh41 read-88)
        return exact
    counted = count_command(request, path)
    if counted is not None:  # a count with a condition: only its own command shows it
        return counted, re.escape(counted)
    percentile = _percentile(request, path)
    if percentile is not None:  # "the 90th percentile of how long they took" (fresh35 script-75)
        return percentile
    gap = _gap_between(request, path)
    if gap is not None:  # "첫 번째 경고가 찍히고 나서 첫 결제 타임아웃이 날 때까지" (script-72)
        return gap
    timed = _line_in_hours(request, path)
    if timed is not None:  # "오후 3시 넘어서 처음으로 결제 타임아웃 난 주문" (fresh32 read-70)
        return timed, re.escape(timed)
    in_hours = _event_lines_in_hours(request, path)
    if in_hours is not None:  # "Did any payment time out between 10 and 11 …" (fresh40 read-85)
        return in_hours, re.escape(in_hours)
    clocked = _lines_at_clock(request, path)
    if clocked is not None:  # "What did the app log at 2:37 in the afternoon?" (fresh34 read-73)
        return clocked
    share = _share_of_lines(request, path)
    if share is not None:  # "what percentage of the lines are errors" (fresh27 script-59)
        return share, r"\bNR\b|\bwc\s+-l\b.*\bgrep\s+-\w*c|\bpython"
    beside = _line_beside_event(request, path)
    if beside is not None:  # "the very next entry after the first payment timeout" (read-61)
        return beside
    inside = _line_in_stretch(request, path)
    if inside is not None:  # "the last slow query … before its first payment timeout" (read-63)
        return inside, re.escape(inside)
    spread = _timed_spread(request, path)
    if spread is not None:  # "제일 빨리 끝난 거랑 제일 오래 걸린 게 몇 ms 차이" (script-62)
        return spread, r"\b(?:awk|python)\b.*(?:\bmin\b.*\bmax\b|\bmax\b.*\bmin\b)"
    often = _often_event(request)
    if often is not None:
        return (
            f"grep -iE {shlex.quote(often)} {path} | {GAPS}",
            r"fromisoformat|strptime|\bmktime\b",
        )
    if _LONGEST_GAP.search(request):
        return f"{LONGEST_GAP} < {path}", r"fromisoformat|strptime|\bmktime\b"
    if _SPAN.search(request):
        return f"{SPAN} < {path}", r"fromisoformat|strptime|\bmktime\b|\bhead\b.*\btail\b"
    if _HOW_OFTEN.search(request) or _USUAL_GAP.search(request):
        # no event named: every entry's gap to the next, the usual one first
        usual = r"(?=.*(?:fromisoformat|strptime|\bmktime\b))(?=.*(?:median|most_common|mode))"
        return f"{ENTRY_GAPS} < {path}", usual
    whole = _whole_extreme(request, path) if _FAST_END.search(request) else None
    if whole is not None:  # "Of all the slow queries …, the quickest one" (fresh42 read-89)
        return whole, r"timed lines from the whole log"  # its own line, ties counted
    if _SLOWEST.search(request):
        return SLOWEST_COMMAND.format(log=path), r"\bsort\b.*-\w*n|\bpython|\bawk\b.*max"
    named = _TEXT_NAMED.search(request)
    if named is not None and (_FIRST.search(request) or _LAST.search(request)):
        # "로그에서 /items/42 페이지가 처음으로 요청된 게 몇 시였어?" recalled past sessions and
        # said "12시" (fresh31 read-68): the first (or last) line that writes it, as a whole
        # word ("/items/42" is not "/items/420")
        text = shlex.quote(next(group for group in named.groups() if group))
        if _LAST.search(request) and not _FIRST.search(request):
            return f"grep -wF -- {text} {path} | tail -n 1", r"\bgrep\b.*\|\s*tail\b"
        return f"grep -m 1 -wF -- {text} {path}", r"\bgrep\b.*(?:-\w*m\s*1|--max-count|\|\s*head)"
    entry = _ENTRY_NAMED.search(request)
    if entry is not None:  # "1390번 주문 결제가 타임아웃 났던데, 몇 시였어?": its own line
        number = next(group for group in entry.groups() if group)
        return f"grep -w {number} {path}", rf"\bgrep\b.*\b{number}\b"
    event = _event_before(request)
    if event is not None:
        pattern = shlex.quote(event)
        return f"grep -iE -B 1 -m 1 {pattern} {path} | head -n 1", r"\s-\w*B|--before|\bawk\b"
    if _SIZE.search(request):
        return f"ls -l {path}", r"\bls\b.*\s-\w*l|\bdu\b|\bstat\b|\bwc\s+-c"
    kept = f"grep -i slow {path} | " if re.search(r"\bslow|느린", request, _I) else ""
    timed = _TIMED.format(line="") + ("" if kept else f" {path}")
    if _ADDED_UP.search(request) and _TIME_TAKEN.search(request):
        summed = 'awk \'{total += $1} END {print total " ms in " NR " entries"}\''
        return f"{kept}{timed} | {summed}", r"\bawk\b.*\+=|\bpython|\bpaste\b.*\bbc\b"
    took = bool(_HOW_LONG.search(request) and _TOOK.search(request))
    if _AVERAGE.search(request) and took:
        # "how long a slow query takes on average" (fresh26 script-57 summed a column the log
        # does not have)
        mean = (
            'awk \'{total += $1} END {if (NR) print total / NR " ms on average over " NR '
            '" entries"}\''
        )
        return f"{kept}{timed} | {mean}", r"\bawk\b.*\+=|\bpython|\bmean\b|\bstatistics\b"
    if took and (_FIRST.search(request) or _LAST.search(request)):
        # "How long did the very first slow query take?" printed the first one's date (fresh26
        # read-57): the first (or last) timed entry, its time first and its line after it
        one = "head" if _FIRST.search(request) else "tail"
        line = _TIMED.format(line=" &") + ("" if kept else f" {path}")
        return f"{kept}{line} | {one} -n 1", r"\bsed\b.*ms|\bgrep\b.*-o.*ms|\bpython"
    happened = _event_named(request) or _often_named(request)
    if happened is not None and (_LAST.search(request) or _FIRST.search(request)):
        # "앱이 마지막으로 꺼진 게 몇 시였는지" (fresh19 read-44 ran `last`): that event's line
        pattern = shlex.quote(happened)
        if _LAST.search(request):
            return f"grep -iE {pattern} {path} | tail -n 1", r"\bgrep\b.*\|\s*tail\b"
        return f"grep -m 1 -iE {pattern} {path}", r"\bgrep\b.*(?:-\w*m\s*1|\|\s*head)"
    nth = _nth_event_line(request, path)
    if nth is not None:
        return nth
    levels = log_levels(request)
    if not levels:
        return None
    pattern = shlex.quote("|".join(levels))
    # a grep of the level asked whose line is printed whole (`| awk '{print $1}'` printed "7:")
    grep_level = rf"(?=.*\bgrep\b.*(?:{'|'.join(levels)}))(?!.*\|\s*(?:awk|cut)\b)"
    if _LAST.search(request):
        return f"grep -iE {pattern} {path} | tail -n 1", rf"{grep_level}.*\|\s*tail\b"
    if _FIRST.search(request):
        shows_first = rf"{grep_level}.*(?:\s-\w*m\s*1|--max-count|\|\s*head)"
        return f"grep -m 1 -iE {pattern} {path}", shows_first
    return None


def _nth_event_line(request: str, path: str) -> tuple[str, str] | None:
    """(the awk printing the n-th line of the event or level the request names, with its line
    number — or how many there are when fewer —, what a command showing it has), or None.
    "At what time did the app log its 100th slow-query warning?" grepped 'slow-query' (the log
    writes "slow query"), found none and said there were none (fresh30 read-65)."""
    nth = ordinal_in(request)
    which = _which_occurrence(request) if nth is not None else None
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    if which is None or which < 2 or not event:
        return None
    program = (
        f'tolower($0) ~ /{event}/ && ++n == {which} {{print NR ": " $0; exit}} '
        f'END {{if (n < {which}) print "(only " n + 0 " lines match /{event}/)"}}'
    )
    shows = rf"\bawk\b.*==\s*{which}\b|\bsed\b.*\b{which}p|\bhead\b.*\b{which}\b|\bpython"
    return f"awk {shlex.quote(program)} {path}", shows


# the line just after (or before) the first, last or n-th line of an event: "I'm looking at the
# first payment timeout … what's the very next entry after it?" (fresh28 read-61 printed the
# timeout itself with `grep -m 1` and called it the next entry), "마지막 에러 직전 로그"
_NEXT_LINE = re.compile(
    r"\b(?:next|following|subsequent)\s+(?:entry|line|record|log|message|thing|event)\b"
    r"|\b(?:right|just|immediately|directly)\s+after\b|\b(?:entry|line|record)\s+after\b"
    r"|\bcomes?\s+(?:right\s+|just\s+)?(?:next|after)\b|\bfollows\b|\bafterwards?\b"
    r"|바로\s*(?:다음|뒤|밑|아래)|다음\s*(?:줄|로그|항목|기록|엔트리)|직후|그\s*다음"
    r"|(?:다음|뒤)에\s*(?:찍힌|나온|기록된|남은|뜬|온)",
    _I,
)
_LINE_BEFORE = re.compile(
    r"\b(?:previous|preceding)\s+(?:entry|line|record|log|message)\b"
    r"|\b(?:right|just|immediately|directly)\s+before\b|\b(?:entry|line|record)\s+before\b"
    r"|\bcame\s+(?:right\s+|just\s+)?before\b"
    r"|바로\s*(?:전|앞|위)|직전|이전\s*(?:줄|로그|항목|기록)|앞\s*(?:줄|로그|항목|기록)",
    _I,
)


def _which_occurrence(request: str) -> int | None:
    """1 for the event's first line, n for its n-th, -1 for its last; None when none is said."""
    # the n-th ("the second timeout", "세 번째", "its 100th warning"; not a day: "on the 5th")
    nth = ordinal_in(request)
    if nth is not None and nth >= 2:
        return nth
    if _LAST.search(request):
        return -1
    return 1 if _FIRST.search(request) else None


def _line_beside_event(request: str, path: str) -> tuple[str, str] | None:
    """(the awk that prints the line after, or before, the first / n-th / last line of the event
    the request names, what a command that shows it has), or None."""
    after = _NEXT_LINE.search(request)
    side = "after" if after else "before" if _LINE_BEFORE.search(request) else None
    which = _which_occurrence(request)
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    if side is None or which is None or not event:
        return None
    matched = f"tolower($0) ~ /{event}/"
    if which == -1:  # the last: the log read from its end, so "after" is the line read before
        side = "before" if side == "after" else "after"
        which, reader = 1, f"tac {path} | awk"
    else:
        reader = "awk"
    if side == "after":
        program = f"f {{print; exit}} {matched} && ++n == {which} {{f = 1}}"
    else:
        program = f"{matched} && ++n == {which} {{print prev; exit}} {{prev = $0}}"
    command = f"{reader} {shlex.quote(program)}" + ("" if reader != "awk" else f" {path}")
    shows = r"(?-i:\s-\w*[AB]\s*\d)|--(?:after|before)-context|\bawk\b|\bpython|\bsed\b.*\bn\b"
    return command, shows


# the spread of the timed entries: "제일 빨리 끝난 거랑 제일 오래 걸린 게 몇 ms 차이 나는지"
# (fresh28 script-62 was given the slowest alone, 189, and said it): the fastest, the slowest and
# the difference between them
_FAST_END = re.compile(
    r"\b(?:fastest|quickest|shortest|minimum|min)\b|(?:제일|가장)\s*(?:빨리|빠른|빠르|짧)"
    r"|최소|최솟값|최단",
    _I,
)
_SLOW_END = re.compile(
    r"\b(?:slowest|longest|maximum|max)\b|(?:제일|가장)\s*(?:오래|느린|느리|길|늦게)"
    r"|최대|최댓값|최장",
    _I,
)
_DIFFERENCE = re.compile(
    r"\bdifference\b|\bgap\b|\bapart\b|\bspread\b|\brange\b|\bhow much (?:longer|slower)\b"
    r"|차이|벌어",
    _I,
)


def _timed_spread(request: str, path: str) -> str | None:
    """The command that prints the fastest and slowest timed entries and the difference between
    them, or None when no such difference is asked."""
    asked = _FAST_END.search(request) and _SLOW_END.search(request) and _DIFFERENCE.search(request)
    if not asked or not _TIME_TAKEN.search(request):
        return None
    kept = f"grep -i slow {path} | " if re.search(r"\bslow|느린", request, _I) else ""
    timed = _TIMED.format(line="") + ("" if kept else f" {path}")
    spread = (
        "awk 'NR == 1 || $1 < min {min = $1} NR == 1 || $1 > max {max = $1} END {if (NR) "
        'print "fastest " min " ms, slowest " max " ms: a difference of " (max - min) '
        '" ms over " NR " entries"}\''
    )
    return f"{kept}{timed} | {spread}"


_SHARE = re.compile(
    r"\bpercent(?:age)?\b|\bshare\b|\bproportion\b|\bwhat fraction\b"
    r"|퍼센트|몇\s*(?:%|프로)|비율|비중",
    _I,
)


def _share_of_lines(request: str, path: str) -> str | None:
    """The awk that says how many of the log's lines are of the level (or event) asked, out of
    all, as a percentage; None when no share of lines is asked."""
    if not _SHARE.search(request):
        return None
    forms = log_levels(request) or [f for f in [_often_named(request)] if f]
    if not forms:
        return None
    form = "|".join(forms)
    program = (
        f'tolower($0) ~ /{form}/ {{c++}} END {{if (NR) printf "%d of %d lines match {form}: '
        f'%.4f %%\\n", c, NR, 100 * c / NR}}'
    )
    return f"awk {shlex.quote(program)} {path}"


# --- counts of the log's lines under a condition ----------------------------------------------
# "How many errors did the app log after 6 pm?" counted every ERROR, "between midnight and 1 am"
# grepped for a time at the line's start, "in the first 100 lines" ran `grep -c … | head -n
# 100` (bench_tasks count-19, -29, -30, -31): the lines of those hours, of those first lines,
# over a number, then counted. The log's lines begin with their date and time
# ("2024-06-30 18:30:33 …"), as a log written by a program does.
# (not "몇 번 주문이야?" or "번호가 몇 번이야?", which order: a number asked, not a count; fresh32
# read-70 counted the timeouts after 3 pm and answered "9번")
_HOW_MANY = re.compile(
    r"\bhow many\b|\bnumber of\b|\bcount\b|몇\s*(?:개|건|줄|회)"
    r"|(?<!번호[가는이은]\s)(?<!번호[가는이은])(?<!번호\s)"
    r"몇\s*번(?!\s*(?:주문|요청|작업|티켓|사용자|유저)\s*(?:이|였|인))"
    r"|개수|건수",
    _I,
)
_AFTER_HOUR = re.compile(
    r"\bafter (\d{1,2})(?![\d:])\s*(am|pm|a\.m\.|p\.m\.)?"
    r"|(오전|오후|저녁|밤|새벽)?\s*(\d{1,2})\s*시\s*(?:이후|넘어|지나|부터|후)",
    _I,
)
# after a clock time said to the minute: "the first slow-query warning it logged after 8:30 pm"
# was read as after 8 (am: its ":30 pm" left out) and shown a warning of 8:00 pm (fresh46
# read-97); 「오후 8시 30분 넘어서」, 「8시 반 이후」. A stretch's start (부터) is clock_span's
_AFTER_MINUTE = re.compile(
    r"\b(?:after|since|later than|past)\s+(?P<h>\d{1,2}):(?P<m>\d{2})\s*"
    r"(?P<half>am|pm|a\.m\.|p\.m\.)?"
    r"|(?P<kh>오전|오후|저녁|밤|새벽|아침)?\s*(?P<kk>\d{1,2})\s*시\s*"
    r"(?:(?P<km>\d{1,2})\s*분|(?P<kb>반))\s*(?:이후|넘어|지나|지난|후)",
    _I,
)
_MORNING = re.compile(
    r"\bbefore noon\b|\bin the morning\b|오전\s*중|정오\s*(?:전|이전)"
    r"|낮\s*12\s*시\s*(?:되기\s*)?전",
    _I,
)
# before an hour of the afternoon too: "before 3 pm", "오후 3시 전에" (the morning's: _HOUR_RANGE)
_BEFORE_HOUR = re.compile(
    r"\bbefore\s+(\d{1,2})\s*(pm|p\.m\.)|(오후|저녁|밤)\s*(\d{1,2})\s*시\s*(?:전|이전)(?!\s*까지)",
    _I,
)
_FIRST_HOUR = re.compile(
    r"\bbetween midnight and 1\s*(?:am|a\.m\.)|자정(?:부터|에서)\s*(?:새벽\s*)?1\s*시", _I
)
_OVER = re.compile(
    r"(\d+)\s*(ms|밀리초)?\s*(?:번|개|건|호)?\s*(?:넘게|넘는|넘은|이상|초과|보다\s*(?:많|크|길|오래))"
    r"|\b(?:over|more than|above|longer than|greater than|higher than)\s+(\d+)\s*(ms)?",
    _I,
)
_ORDER_WORD = re.compile(r"\border|주문", _I)


# a stretch of hours: "0시부터 아침 6시 전까지" (fresh27 count-60 counted the whole day: its 0시
# read as "after 0"), "between midnight and 6 am", "from 1 am to 3 am", "before 6 am"; and with
# the half of the day said once after both hours, "between 10 and 11 in the morning" (fresh40
# read-85 was read as orders 10 to 11), 「오전 10시에서 11시 사이」, 「오후 2시부터 4시까지」
_HOUR_RANGE = re.compile(
    r"(?:(?P<kh1>오전|오후|새벽|아침|저녁|밤)\s*)?(?P<k1>\d{1,2})\s*시\s*(?:부터|에서)\s*"
    r"(?:(?:(?P<kh2>오전|오후|새벽|아침|저녁|밤)\s*)?(?P<k2>\d{1,2})\s*시|(?P<km>자정|밤\s*12\s*시))\s*"
    r"(?:전까지|전|이전|까지|사이)"
    r"|\b(?:between|from)\s+(?P<e1>midnight|\d{1,2})\s*(?P<eh1>am|pm|a\.m\.|p\.m\.)?\s+"
    r"(?:and|to|until|till)\s+(?:(?P<e2>\d{1,2})\s*(?P<eh2>am|pm|a\.m\.|p\.m\.)|(?P<em>midnight))"
    r"|\b(?:between|from)\s+(?P<w1>\d{1,2})(?::00)?\s+(?:and|to|until|till)\s+"
    r"(?P<w2>\d{1,2})(?::00)?\s+(?:o'clock\s+)?(?:in\s+the\s+|at\s+)(?P<wh>morning|afternoon"
    r"|evening|night)\b"
    r"|\bbefore\s+(?P<b>\d{1,2})\s*(?:am|a\.m\.)|(?:새벽|아침|오전)\s*(?P<kb>\d{1,2})\s*시\s*(?:전|이전)",
    _I,
)
_KO_LATER = ("오후", "저녁", "밤")


def _hour_range(request: str) -> range | None:
    """The hours from one hour to before another the request says, or None."""
    said = _HOUR_RANGE.search(request)
    if said is None:
        return None
    if said["k1"] is not None:
        # up to midnight: "from 6 pm until midnight" (fresh46 count-97 counted no hours),
        # 「저녁 6시부터 자정까지」 — the day's last hour kept
        start, end = int(said["k1"]), 24 if said["km"] else int(said["k2"])
        later = (said["kh2"] or said["kh1"]) in _KO_LATER  # 「오후 2시부터 4시까지」: both
        if said["kh1"] in _KO_LATER and start < 12:
            start += 12
        if later and end < 12:
            end += 12
    elif said["e1"] is not None and said["em"] is not None:
        start = 0 if said["e1"].lower() == "midnight" else int(said["e1"]) % 12
        if (said["eh1"] or "").lower().startswith("p") or _PM_SAID.search(request):
            start += 12
        end = 24
    elif said["e1"] is not None:
        start = 0 if said["e1"].lower() == "midnight" else int(said["e1"]) % 12
        later = said["eh2"].lower().startswith("p")
        if (said["eh1"] or "").lower().startswith("p"):
            start += 12
        elif not said["eh1"] and said["e1"].isdigit() and later and start < int(said["e2"]) % 12:
            # "between 2 and 3 pm": both in the afternoon (it was 2 am to 3 pm); "between 10
            # and 2 pm" is from the morning
            start += 12
        end = int(said["e2"]) % 12 + (12 if later else 0)
    elif said["w1"] is not None:
        later = said["wh"].lower() != "morning"
        start, end = (int(said[g]) % 12 + (12 if later else 0) for g in ("w1", "w2"))
    else:
        start, end = 0, int(said["b"] or said["kb"])
    return range(start, end) if 0 <= start < end <= 24 else None


# the lines logged at a minute, or from one clock time to another, said to the minute: "What
# did the app log at 2:37 in the afternoon?" grepped '2:37 PM' and found nothing (fresh34
# read-73); "로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘." read the log from its top
# (read-74). A 12-hour time is made 24-hour by am/pm, 오전/오후 or "in the afternoon" (an end
# that says none takes the other's); a minute keeps every line in it, a stretch ends at its
# second time (5:05 is 17:05:00, not 17:05:59)
_HALF = r"am|pm|a\.m\.|p\.m\."
_KO_HALF = r"오전|오후|새벽|아침|낮|저녁|밤"
_CLOCK_EN = (
    rf"(?<![\d:])(\d{{1,2}}):(\d{{2}})(?!:?\d)\s*({_HALF})?|(?<![\d:])(\d{{1,2}})\s*({_HALF})"
)
_CLOCK_KO = rf"(?:({_KO_HALF})\s*)?(\d{{1,2}})\s*시(?:\s*(\d{{1,2}})\s*분|\s*(반))?"
# … and a bare hour opening a stretch whose other end has minutes: "between 5 and 5:05 pm"
_STRETCH_HOUR = r"\b(?:between|from)\s+(\d{1,2})\s+(?=(?:and|to|until|till)\s+\d{1,2}:\d{2})"
_CLOCK = re.compile(rf"{_CLOCK_EN}|{_CLOCK_KO}|{_STRETCH_HOUR}", _I)
_PM_SAID = re.compile(r"\b(?:in the (?:afternoon|evening)|at night|tonight)\b", _I)
_AM_SAID = re.compile(r"\bin the morning\b", _I)
_STRETCH_SAID = re.compile(
    r"\b(?:between|from)\b[^.?!]*\b(?:and|to|until|till|through)\b|부터|에서[^.?!]*까지|사이", _I
)
# the lines themselves asked, not a count or the first or last of them (their entries above)
_LINES_ASKED = re.compile(
    r"\b(?:what|show|print|list|see|give|display|read)\b|\blog(?:ged|s)?\b"
    r"|보여|출력|알려|뭐|무슨|무엇|어떤|찍힌|찍혔|남긴|기록",
    _I,
)


def _clock_said(found: re.Match[str]) -> tuple[int, int, str | None]:
    """(hour, minute, the half of the day said or None) of one clock time found by `_CLOCK`."""
    if found[1] is not None:
        return int(found[1]), int(found[2]), (found[3] or "").lower()[:1] or None
    if found[4] is not None:
        return int(found[4]), 0, found[5].lower()[:1]
    if found[10] is not None:
        return int(found[10]), 0, None
    half = found[6]
    pm = half in ("오후", "저녁", "밤") or (half == "낮" and int(found[7]) < 6)
    minute = 30 if found[9] else int(found[8] or 0)
    return int(found[7]), minute, ("p" if pm else "a") if half else None


def _as_24h(hour: int, half: str | None) -> int:
    if half == "p" and hour < 12:
        return hour + 12
    return 0 if half == "a" and hour == 12 else hour


def clock_span(request: str) -> tuple[str, str] | None:
    """The first and last time ("17:00:00", "17:05:00") of the lines a request asks for, when it
    says a time to the minute (one minute, or a stretch with a minute at either end); None
    otherwise."""
    if _AFTER_MINUTE.search(request):  # "after 8:30 pm" is no minute alone: `_since_minute`
        return None
    times = [(found, _clock_said(found)) for found in _CLOCK.finditer(request)]
    times = [(found, said) for found, said in times if said[0] <= 24 and said[1] < 60]
    minutes_said = any(re.search(r":|분|반", found[0]) for found, _ in times)
    if not times or len(times) > 2 or not minutes_said:
        return None
    halves = [said[2] for _, said in times if said[2]]
    whole = "p" if _PM_SAID.search(request) else "a" if _AM_SAID.search(request) else None
    said = halves[0] if halves else whole  # an end that says no half takes the other's
    clocks = [(_as_24h(hour, half or said), minute) for _, (hour, minute, half) in times]
    if len(clocks) == 1:
        ((hour, minute),) = clocks
        return f"{hour:02d}:{minute:02d}:00", f"{hour:02d}:{minute:02d}:59"
    if not _STRETCH_SAID.search(request):
        return None
    (h1, m1), (h2, m2) = clocks
    if (h1, m1) >= (h2, m2):
        return None
    return f"{h1:02d}:{m1:02d}:00", f"{h2:02d}:{m2:02d}:00"


# the lines from one time to another, whole, and how many they are (the time is read where a
# line's date ends: "2024-06-30 17:00:18 …" or "2024-06-30T17:00:18")
_SPAN_PROGRAM = (
    "match($0, /^[0-9-]+[ T][0-9][0-9]:[0-9][0-9]:[0-9][0-9]/) "
    '{{t = substr($0, RSTART + RLENGTH - 8, 8); if (t >= "{a}" && t <= "{b}") {{print; n++}}}} '
    'END {{print "(" n + 0 " lines logged from {a} to {b})"}}'
)


def _lines_at_clock(request: str, path: str) -> tuple[str, str] | None:
    """(the awk printing the lines logged at the minute or in the stretch of clock times asked,
    what a command that shows them has), or None."""
    span = clock_span(request)
    if span is None or not _LINES_ASKED.search(request):
        return None
    command = f"awk {shlex.quote(_SPAN_PROGRAM.format(a=span[0], b=span[1]))} {path}"
    if span[0][:5] == span[1][:5]:  # one minute: a grep of it shows its lines too
        return command, rf"\bgrep\b.*{span[0][:5]}|\bawk\b.*{span[0][:5]}"
    return command, re.escape(command)


def _hours(request: str) -> range | None:
    """The hours of the day a request keeps ("after 6 pm" → 18–23), or None."""
    if _FIRST_HOUR.search(request):
        return range(0, 1)
    stretch = _hour_range(request)
    if stretch is not None:
        return stretch
    if _MORNING.search(request):
        return range(0, 12)
    before = _BEFORE_HOUR.search(request)
    if before is not None:
        hour = int(before[1] or before[4])
        return range(0, hour + 12 if hour < 12 else hour)
    after = _AFTER_HOUR.search(request)
    if after is None:
        since = _since_minute(request)
        return None if since is None else range(int(since[:2]), 24)
    hour = int(after[1] or after[4])
    half = (after[2] or after[3] or "").lower()
    if half.startswith("p") or half in ("오후", "저녁", "밤"):
        hour += 12 if hour < 12 else 0
    return range(hour, 24) if hour < 24 else None


def _since_minute(request: str) -> str | None:
    """The clock time ("20:30:00") the request keeps the log's lines after, when it says one to
    the minute ("after 8:30 pm", 「오후 8시 30분 넘어서」), or None."""
    said = _AFTER_MINUTE.search(request)
    if said is None:
        return None
    if said["h"] is not None:
        hour, minute, half = int(said["h"]), int(said["m"]), (said["half"] or "").lower()[:1]
        if not half:  # "after 8:30 in the evening"
            half = "p" if _PM_SAID.search(request) else "a" if _AM_SAID.search(request) else ""
    else:
        hour, minute = int(said["kk"]), 30 if said["kb"] else int(said["km"])
        later = (said["kh"] or "") in _KO_LATER
        half = "p" if later else "a" if said["kh"] else ""
    hour = _as_24h(hour, half or None)
    return f"{hour:02d}:{minute:02d}:00" if hour < 24 and minute < 60 else None


# the log's lines from a clock time on, by the time where a line's date ends (an hour's grep
# cannot start at its half)
_SINCE_PROGRAM = (
    "match($0, /^[0-9-]+[ T][0-9][0-9]:[0-9][0-9]:[0-9][0-9]/) "
    '&& substr($0, RSTART + RLENGTH - 8, 8) >= "{since}"'
)


def _kept_step(request: str, hours: range) -> str:
    """The step of a look-up that keeps the log's lines within `hours` (the log's path not yet
    given): an awk from the minute the request says, else a grep of the hours."""
    since = _since_minute(request)
    if since is not None and int(since[:2]) == hours[0]:
        return f"awk {shlex.quote(_SINCE_PROGRAM.format(since=since))}"
    kept = "|".join(f"{hour:02d}" for hour in hours)
    return f"grep -E '^[0-9-]+[ T]({kept}):'"


# the lines counted inside a stretch the log's events mark: "첫 번째 결제 타임아웃이 나기 전까지
# GET 요청이 몇 건?" counted every GET in the log (fresh21 count-48); "between its first two
# payment timeouts", "after the last crash"
_BEFORE_FIRST = re.compile(
    r"\b(?:before|until|till|up to|prior to|leading up to)\s+(?:the\s+|its\s+)?(?:very\s+)?first\b"
    r"|(?:첫|처음|첫\s*번째|최초)[^.?!]{0,24}?(?:전까지|전에|이전|나기\s*전|되기\s*전|생기기\s*전)",
    _I,
)
_BETWEEN_FIRST_TWO = re.compile(
    r"\bbetween\s+(?:the\s+|its\s+)?first\s+(?:two|2)\b"
    r"|(?:첫|처음)\s*(?:두|2)\s*(?:번|개|건|차례)?[^.?!]{0,24}?사이",
    _I,
)
_AFTER_LAST = re.compile(
    r"\b(?:after|since)\s+(?:the\s+|its\s+)?(?:very\s+)?last\b"
    r"|마지막[^.?!]{0,24}?(?:이후|다음에|뒤에|후에|난\s*뒤|난\s*후)",
    _I,
)
# … and the other two ends: "after the first crash", "마지막 타임아웃 전까지"
_AFTER_FIRST = re.compile(
    r"\b(?:after|since|following)\s+(?:the\s+|its\s+)?(?:very\s+)?first\b"
    r"|(?:첫|처음|최초)[^.?!]{0,24}?(?:이후|다음에|뒤에|뒤로|후에|후로|난\s*뒤|난\s*후)",
    _I,
)
_BEFORE_LAST = re.compile(
    r"\b(?:before|until|till|up to|prior to|leading up to)\s+(?:the\s+|its\s+)?(?:very\s+)?last\b"
    r"|마지막[^.?!]{0,24}?(?:전까지|전에|이전|나기\s*전|되기\s*전|생기기\s*전)",
    _I,
)
# the log's lines themselves counted inside a stretch, when no kind of line is named: "How many
# lines did the app log write after its last payment timeout?" (fresh28 count-61 said 1)
_LINES_WORD = re.compile(
    r"\b(?:lines?|entries|records|log messages)\b|몇\s*줄|줄\s*수|항목|기록이?\s*몇|로그가?\s*몇",
    _I,
)
# what is counted inside it, besides a level: a request's method, a slow query
_COUNTED = (
    (re.compile(r"\bGET\b"), "(^| )get( |$)"),
    (re.compile(r"\bPOST\b"), "(^| )post( |$)"),
    (re.compile(r"\bslow\b|느린", _I), "slow"),
)


def _window_count(request: str, path: str) -> str | None:
    """The awk that counts the lines of a kind inside a stretch events mark, or None."""
    stretch = (
        "before" if _BEFORE_FIRST.search(request)
        else "between" if _BETWEEN_FIRST_TWO.search(request)
        else "after" if _AFTER_LAST.search(request)
        else "after first" if _AFTER_FIRST.search(request)
        else "before last" if _BEFORE_LAST.search(request)
        else None
    )  # fmt: skip
    event = next((form for pattern, form in _OFTEN_EVENTS if pattern.search(request)), None)
    levels = log_levels(request)
    if stretch is not None and event is None and _LINES_WORD.search(request):
        # "lines after the last shutdown", "lines before the first error": the event is a
        # shutdown or start, or the level itself
        event = _event_named(request) or "|".join(levels) or None
        levels = [] if event == "|".join(levels) else levels
    if stretch is None or event is None:
        return None
    kinds = [form for pattern, form in _COUNTED if pattern.search(request) and form != event]
    kinds += [form for form in levels if form != "error" or "timeout" not in event]
    if not kinds and not _LINES_WORD.search(request):
        return None
    # the conditions a line counted meets: inside the stretch, of the kind asked (no kind named:
    # every line)
    kept = [f"l ~ /{form}/" for form in kinds]
    if stretch == "between":
        kept.insert(0, "n == 1")
    elif stretch in ("after first", "before last"):
        kept.insert(0, "n")
    counted = " && ".join(kept) + " " if kept else ""
    start = "{l = tolower($0)} "
    if stretch == "between":
        body = f"l ~ /{event}/ {{n++; if (n == 2) exit; next}} {counted}{{c++}}"
        seen = "n == 2"
    elif stretch in ("after first", "before last"):  # from the event's line on, not counting it
        body = f"{counted}{{c++}} l ~ /{event}/ {{n++}}"
        seen = "n"
    else:
        body = f"l ~ /{event}/ {{n++; exit}} {counted}{{c++}}"
        seen = "n"
    # a stretch whose event never came is said, not counted as if it had
    missing = (
        f"(fewer than two lines match {event}: counted after the first)" if stretch == "between"
        else f"(no line matches {event}: none counted)" if stretch in ("after first", "before last")
        else f"(no line matches {event}: the whole log counted)"
    )  # fmt: skip
    end = f'END {{print c + 0, ({seen} ? "" : "{missing}")}}'
    program = shlex.quote(f"{start}{body} {end}")
    backwards = stretch in ("after", "before last")  # read from the log's end
    return f"tac {path} | awk {program}" if backwards else f"awk {program} {path}"


# the first or last line of a kind inside a stretch the log's events mark: "What was the last
# slow query the app logged before its first payment timeout, and how long did it take?" was
# answered with the log's last slow query, long after the timeout (fresh29 read-63); "첫 타임아웃
# 나기 전에 마지막으로 찍힌 경고", "the first error after the last restart"
_STRETCHES = (
    (_BEFORE_FIRST, "0", "(ne ? e[1] : NR + 1)"),
    (_AFTER_LAST, "(ne ? e[ne] : 0)", "NR + 1"),
    (_AFTER_FIRST, "(ne ? e[1] : 0)", "NR + 1"),
    (_BEFORE_LAST, "0", "(ne ? e[ne] : NR + 1)"),
)
# the kinds of line picked inside it: a level, or an event other than the one that marks it
_KINDS = (
    *((pattern, form) for pattern, form in _OFTEN_EVENTS),
    *((pattern, form) for pattern, form in _LEVELS),
)


def _named_from(text: str) -> list[str]:
    """The events and levels `text` names, in the order it says them."""
    found = sorted(
        (match.start(), form) for pattern, form in _KINDS for match in pattern.finditer(text)
    )
    return list(dict.fromkeys(form for _, form in found))


def _line_in_stretch(request: str, path: str) -> str | None:
    """The awk that prints the first or last line of a kind between the log's start or end and
    the first or last line of an event (with the lines' numbers), or None."""
    stretch = next(
        ((match, low, high) for pattern, low, high in _STRETCHES
         if (match := pattern.search(request)) is not None),
        None,
    )  # fmt: skip
    if stretch is None:
        return None
    said, low, high = stretch
    # the event marks the stretch: named in it ("첫 타임아웃 전") or just after it ("before its
    # first payment timeout"); the first or last line picked is said outside it
    marks = _named_from(request[said.start() : said.end() + 40])
    rest = request[: said.start()] + " " + request[said.end() :]
    picked = -1 if _LAST.search(rest) else 1 if _FIRST.search(rest) else None
    if not marks or picked is None:
        return None
    event = marks[0]
    kinds = [form for form in _named_from(rest) if form != event and form not in event]
    kinds = [form for form in kinds if not (form == "error" and "timeout" in event)]
    if not kinds:
        return None
    kind = kinds[0]
    pick = "k[1]" if picked == 1 else "k[nk]"
    program = (
        f"{{l = tolower($0)}} l ~ /{event}/ {{e[++ne] = NR}} l ~ /{kind}/ {{t[NR] = $0}} "
        f"END {{lo = {low}; hi = {high}; for (i = lo + 1; i < hi; i++) if (i in t) k[++nk] = i; "
        f'if (!ne) print "(no line matches {event})"; '
        f'if (nk) print "line " {pick} ": " t[{pick}]; '
        f'else print "no line matches {kind} there"; '
        f'print "(looked in lines " lo + 1 " to " hi - 1 "; the first line matching {event}: '
        f'" (ne ? e[1] : "none") ", the last: " (ne ? e[ne] : "none") ")"}}'
    )
    return f"awk {shlex.quote(program)} {path}"


# two levels' lines set against each other: "앱 로그에 경고가 에러보다 몇 줄이나 더 많이
# 찍혔어?" ran `grep -c 'error' … | grep -c 'warn'` (fresh29 count-64); "How many more warnings
# than errors did the app log?", "에러랑 경고 개수 차이": each one's lines and the difference
_COMPARED = re.compile(
    r"\b(?:more|fewer|less)\b[^.?!]{0,40}\bthan\b|\bdifference\b|\bgap\b|\boutnumber"
    r"|보다|차이",
    _I,
)


def _levels_compared(request: str, path: str) -> str | None:
    """The awk that counts the lines of the two levels a request sets against each other and
    says which has how many more, or None."""
    levels = log_levels(request)
    if len(levels) != 2 or not _COMPARED.search(request):
        return None
    one, other = levels
    program = (
        f"{{l = tolower($0)}} l ~ /{one}/ {{a++}} l ~ /{other}/ {{b++}} "
        f'END {{print a + 0 " {one} lines, " b + 0 " {other} lines: " '
        f'(a >= b ? "{one}" : "{other}") " has " (a >= b ? a - b : b - a) " more"}}'
    )
    return f"awk {shlex.quote(program)} {path}"


# the lines (not the milliseconds) counted: "제일 오래 걸린 ms 값이 찍힌 줄은 몇 줄이야?", "how
# many times was the slowest time logged" — not "how many ms did the slowest take", "몇 번째 줄"
_LINES_COUNTED = re.compile(
    r"\bhow many (?:lines|times|entries|queries|warnings|records|log lines|of them)\b"
    r"|\bnumber of (?:lines|times|entries)\b|몇\s*(?:줄|건|개|회)|몇\s*번(?!\s*째)",
    _I,
)


def _extreme_lines_counted(request: str, path: str) -> str | None:
    """The awk that prints the timed lines carrying the largest (or smallest) time, then how many
    they are — or None when no count of the slowest (or fastest) lines is asked. "로그의 느린
    쿼리 경고 중에서 제일 오래 걸린 ms 값이 찍힌 줄은 몇 줄이야?" was given the slowest line alone
    and answered its 189 ms as the count (fresh30 count-66)."""
    slow, fast = _SLOW_END.search(request), _FAST_END.search(request)
    if not _LINES_COUNTED.search(request) or bool(slow) == bool(fast):
        return None
    kept = f"grep -i slow {path} | " if re.search(r"\bslow|느린", request, _I) else ""
    line = _TIMED.format(line=" &") + ("" if kept else f" {path}")
    end, word = ("NR", "largest") if slow else ("1", "smallest")
    program = (
        f"{{v[NR] = $1; l[NR] = $0}} END {{m = v[{end}]; for (i = 1; i <= NR; i++) "
        f'if (v[i] == m) {{print l[i]; c++}} print c + 0, "lines carry the {word} time,", m, '
        '"ms"}'
    )
    return f"{kept}{line} | sort -n | awk {shlex.quote(program)}"


def count_command(request: str, path: str) -> str | None:
    """The command that counts the log's lines the request keeps (its hours, its first lines,
    a level, a number over a bound, a stretch between its events), or None when it asks no
    count under a condition."""
    if not _HOW_MANY.search(request):
        return None
    edge = _edge_count(request, path)
    if edge is not None:  # "in the last hour before it shut down" (fresh35 count-75)
        return edge
    window = _window_count(request, path)
    if window is not None:
        return window
    compared = _levels_compared(request, path)
    if compared is not None:
        return compared
    tied = _extreme_lines_counted(request, path)
    if tied is not None:
        return tied
    parity = _parity_count(request, path)
    if parity is not None:
        return parity
    # the lines of a level, or of an event named: "오전 9시부터 오후 6시 전까지 결제 타임아웃이
    # 몇 번" counted every line of those hours (fresh31 count-68: 568, not 9)
    forms = log_levels(request) or [f for f in [_often_named(request)] if f]
    level = f"grep -ciE {shlex.quote('|'.join(forms))}" if forms else None
    over = _OVER.search(request)
    if over is not None:
        bound = over[1] or over[3]
        if over[2] or over[4] or re.search(r"\bms\b|밀리초|걸린|took|slow|느린", request, _I):
            return f"{_TIMED.format(line='')} {path} | awk '$1 > {bound}' | wc -l"
        if _ORDER_WORD.search(request):
            numbers = "grep -oiE '(order|주문)[^0-9]{0,3}[0-9]+'"
            return f"{numbers} {path} | grep -oE '[0-9]+$' | awk '$1 > {bound}' | wc -l"
    # the lines at those places in the whole log, cut before any filter (fresh38 count-81's
    # `grep ERROR | tail -n +751` skipped 750 errors, not lines)
    span = line_span.span_asked(request)
    hours = _hours(request)
    if span is None and hours is None:
        return _clock_count(request, path, forms)
    steps = [line_span.cut(span)] if span else []
    if hours is not None:
        steps.append(_kept_step(request, hours))
    if level:
        steps.append(level)
    elif steps[-1].startswith("grep -E"):
        steps[-1] = steps[-1].replace("grep -E", "grep -cE", 1)  # the last grep counts
    else:
        steps.append("wc -l")
    steps[0] += f" {path}"  # the log is read by the first step
    return " | ".join(steps)


# the lines counted from one clock time to another said to the minute: "How many lines did the
# app write to its log during the noon hour, from 12:00 up to 1 pm?" was shown the hour's 64
# lines whole by the stretch's awk and answered with them (fresh45 count-95). A stretch is
# counted up to its second time, not with it ("up to 1 pm": 12:59:59 is the last second); a
# minute alone is counted whole; a level or an event named is counted alone
_COUNT_PROGRAM = (
    "match($0, /^[0-9-]+[ T][0-9][0-9]:[0-9][0-9]:[0-9][0-9]/) "
    '{{t = substr($0, RSTART + RLENGTH - 8, 8); if (t >= "{a}" && t {until} "{b}"{kind}) n++}} '
    'END {{print n + 0 " {what} logged from {a} {to} {b}"}}'
)


def _clock_count(request: str, path: str, forms: list[str]) -> str | None:
    """The awk counting the log's lines (of the levels or events `forms`) from one clock time
    to another, or in one minute, the request says; None when it says no such time."""
    span = clock_span(request)
    if span is None:
        return None
    first, last = span
    minute = last.endswith(":59")  # one minute: its last second counted
    pattern = "|".join(forms).replace("/", "\\/")  # (a slash would end awk's pattern)
    kind = f" && tolower($0) ~ /{pattern.lower()}/" if forms else ""
    program = _COUNT_PROGRAM.format(
        a=first, b=last, until="<=" if minute else "<", kind=kind,
        what=f"{'/'.join(forms)} lines" if forms else "lines",
        to="to" if minute else "up to (not counting)",
    )  # fmt: skip
    return f"awk {shlex.quote(program)} {path}"


# the first or last line of an event inside the hours asked: "로그 보면 오후 3시 넘어서 처음으로
# 결제 타임아웃 난 주문이 몇 번 주문이야?" counted the timeouts after 3 pm and said "9번" (fresh32
# read-70); "the last error before noon", "오전 중에 마지막으로 찍힌 경고"
_ENTRY_WORDS = re.compile(r"\b(?:line|entry|record|thing|message)\b|줄|로그|기록|항목", _I)


def _line_in_hours(request: str, path: str) -> str | None:
    """The grep that prints the first (or last) line of the event or level named — any line
    when none is, and the request asks a line — logged within the hours the request keeps."""
    hours = _hours(request)
    first, last = _FIRST.search(request), _LAST.search(request)
    if hours is None or bool(first) == bool(last):
        return None
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    if not event and not _ENTRY_WORDS.search(request):
        return None
    steps = [f"{_kept_step(request, hours)} {path}"]
    if event:
        steps.append(f"grep {'-m 1 ' if first else ''}-iE {shlex.quote(event)}")
    if last or not event:
        steps.append(f"{'head' if first else 'tail'} -n 1")
    return " | ".join(steps)


def line_in_hours_asked(request: str) -> bool:
    """The request asks the first or last line of an event within some hours or after a clock
    time (`_line_in_hours`' look-up)."""
    return _line_in_hours(request, "x") is not None


# every line of an event within the hours asked, whole, with how many there are: "Did any payment
# time out between 10 and 11 in the morning, going by the app log? Which order was it?" grepped
# words the log does not write and said no (fresh40 read-85); 「오전 10시에서 11시 사이에 에러 난
# 거 있어?」. The count line says a "none" too, so a "no" rests on a search of the log's words
HOUR_LINES_SHOWN = 20
_HOUR_LINES_COUNT = re.compile(
    r"^\((\d+) lines matching (.+) logged in the hours (\d+) to (\d+)\)$"
)


def _event_lines_in_hours(request: str, path: str) -> str | None:
    """The grep printing each line of the event or level named logged within the hours the
    request keeps (the first 20), then how many; None with no such hours or event, or when the
    first, last or a count is asked (their own commands)."""
    hours = _hour_range(request)
    if hours is None or _FIRST.search(request) or _LAST.search(request):
        return None
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    if not event or _HOW_MANY.search(request):
        return None
    kept = "|".join(f"{hour:02d}" for hour in hours)
    said = f"lines matching {event} logged in the hours {hours[0]:02d} to {hours[-1] + 1:02d}"
    # no double quote in it: a small model copies the command into its call's JSON (read-76)
    program = f"{{n++; if (n <= {HOUR_LINES_SHOWN}) print}} END {{print o (n + 0), s c}}"
    return (
        f"grep -E '^[0-9-]+[ T]({kept}):' {path} | grep -iE {shlex.quote(event)} | "
        f"awk -v o='(' -v c=')' -v s={shlex.quote(said)} {shlex.quote(program)}"
    )


def hour_lines_found(content: str) -> list[str] | None:
    """The lines `_event_lines_in_hours`' look-up printed (none when its count is 0), or None
    when `content` is no such look-up's."""
    lines = [line for line in content.splitlines() if line.strip()]
    lines = [line for line in lines if not line.startswith("[exit code")]
    if not lines or _HOUR_LINES_COUNT.match(lines[-1]) is None:
        return None
    return lines[:-1]


def hour_lines_asked(request: str) -> bool:
    """Whether the request asks for an event's lines within some hours (that look-up's)."""
    return _event_lines_in_hours(request, "x") is not None


# the odd (or even) numbers of the orders on an event's lines: "앱 로그에서 결제가 타임아웃된
# 주문들 번호를 보면, 홀수 번호는 몇 개야?" listed the folder and said 3 (fresh32 count-70)
_PARITY = re.compile(r"\b(?:odd|even)\b|홀수|짝수", _I)
# the word before the number, as the log writes it in English
_NUMBERED = (
    (re.compile(r"\border|주문", _I), "order"),
    (re.compile(r"\brequest|요청", _I), "request"),
    (re.compile(r"\buser|사용자|유저|회원", _I), "user"),
    (re.compile(r"\bjob|작업", _I), "job"),
    (re.compile(r"\bticket|티켓", _I), "ticket"),
)


def numbered_word(request: str) -> str | None:
    """The word before a number the request asks of the log's lines ("which order" → order)."""
    return next((form for pattern, form in _NUMBERED if pattern.search(request)), None)


def _parity_count(request: str, path: str) -> str | None:
    """The pipeline that counts the odd and even numbers of the orders (requests, users…) on
    the lines of the event or level named, or None. Each line's number counts; an order on
    more than one line is said apart."""
    if not _PARITY.search(request):
        return None
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    word = next((form for pattern, form in _NUMBERED if pattern.search(request)), None)
    if not event or word is None:
        return None
    numbers = f"grep -oiE '{word}[^0-9]{{0,3}}[0-9]+' | grep -oE '[0-9]+$'"
    # the kind asked said first ("짝수 번호는 몇 개": the even ones)
    said = (
        ("e", "even", "o", "odd")
        if re.search(r"\beven\b|짝수", request, _I)
        else ("o", "odd", "e", "even")
    )
    one, one_word, other, other_word = said
    program = (
        "{n++; if ($1 % 2) o++; else e++; if (!s[$1]++) {d++; if ($1 % 2) uo++; else ue++}} "
        f'END {{print {one} + 0 " {one_word} and " {other} + 0 " {other_word} {word} numbers on '
        f'" n + 0 " lines matching {event}"; if (d < n) print "(different {word}s: " u{one} + 0 '
        f'" {one_word}, " u{other} + 0 " {other_word})"}}'
    )
    return f"grep -iE {shlex.quote(event)} {path} | {numbers} | awk {shlex.quote(program)}"


# the orders (requests, users…) numbered within a range on an event's lines: "로그 보면 1500번대
# 주문 중에 결제 타임아웃 난 게 있어? 있으면 주문 번호랑 몇 시였는지" listed the folder (fresh35
# read-76); "in the 1500s", "orders 1500 to 1599", "1500번부터 1599번까지". A number's round
# hundreds (or tens, thousands) are its range: 1500번대 is 1500-1599, 2000번대 2000-2999
_NUMBER = r"(?<![\d:./-])(\d{2,})"
_RANGE_OF = (
    re.compile(rf"{_NUMBER}0\s*번\s*대|\b(?:in|from|of) the {_NUMBER}0s\b", _I),
    re.compile(
        rf"{_NUMBER}\s*번?\s*(?:부터|에서|~|–|-)\s*(\d{{2,}})\s*번?\s*(?:까지|사이)"
        rf"|\b(?:between|from)\s+(?:#|no\.?\s*)?{_NUMBER}\s+(?:and|to|through|thru|until)\s+#?"
        r"(\d{2,})(?![\d:./-]|\s*(?:[ap]\.?m\b|o'clock|h\b))"
        rf"|\b(?:orders?|requests?|users?|jobs?|tickets?)\s+#?{_NUMBER}\s*(?:-|–|~|to|through)\s*#?"
        r"(\d{2,})(?![\d:./-]|\s*(?:[ap]\.?m\b|o'clock|h\b))",
        _I,
    ),
)


def number_range(request: str) -> tuple[int, int] | None:
    """The lowest and highest number of the range a request names ("1500번대" → 1500, 1599),
    or None."""
    rounded = _RANGE_OF[0].search(request)
    if rounded is not None:
        start = next(group for group in rounded.groups() if group) + "0"
        zeros = len(start) - len(start.rstrip("0"))
        return int(start), int(start) + 10**zeros - 1
    spanned = _RANGE_OF[1].search(request)
    if spanned is None or _hour_range(request) is not None:
        # "between 10 and 11 in the morning" are hours, not orders 10 to 11 (fresh40 read-85)
        return None
    low, high = (int(group) for group in spanned.groups() if group)
    return (low, high) if low < high else None


def _numbers_in_range(request: str, path: str) -> str | None:
    """The lines (of the event or level named, when one is) whose order (request, user…) number
    lies in the range the request names, whole, with how many they are; or None."""
    span = number_range(request)
    word = next((form for pattern, form in _NUMBERED if pattern.search(request)), None)
    if span is None or word is None:
        return None
    low, high = span
    event = _often_named(request) or _event_named(request) or "|".join(log_levels(request))
    said = f"lines with {word} numbers {low} to {high}" + (f" matching {event}" if event else "")
    # no double quote in it: the model copies the command into its call's JSON, and one cut
    # its copy short at the first (fresh35 read-76); `z` is awk's empty string
    program = (
        f"{{s = tolower($0); if (!match(s, /{word}(_?id|_?no)?[^0-9a-z]*[0-9]+/)) next; "
        "n = substr(s, RSTART, RLENGTH); sub(/^[^0-9]*/, z, n); n += 0; "
        "if (n >= lo && n <= hi) {print; c++}} END {print c + 0, said}"
    )
    awk = f"awk -v lo={low} -v hi={high} -v said={shlex.quote(said)} {shlex.quote(program)}"
    if event:
        return f"grep -iE {shlex.quote(event)} {path} | {awk}"
    return f"{awk} {path}"


# the day (or days) the log's lines were written: "Which day's activity is in the app log? I just
# need the date." was answered with a count of the folder's files (fresh35 read-75); "로그가 언제
# 거야", "며칠 로그야", "what date does the log cover" — the dates that begin its lines, each with
# how many lines it has (a question of when an event happened names the event: not this)
_LOG_DAY = re.compile(
    r"\b(?:which|what) (?:days?|dates?)(?:'s)?\b(?!\s+of the week)"
    r"|\bwhen (?:is|was) (?:the|this|that|my) (?:\w+ )?log from\b"
    r"|\bfrom (?:which|what) (?:day|date)\b"
    r"|언제\s*(?:거|것|꺼|적|자)|며칠\s*(?:거|것|꺼|자|로그|기록|치|날|이야|이에요|인지)"
    r"|날짜가?\s*(?:언제|며칠|뭐|어떻게)|어느\s*날|무슨\s*날|몇\s*월\s*며칠",
    _I,
)
LOG_DAYS = (
    "grep -oE '^[0-9]{{4}}-[0-9]{{2}}-[0-9]{{2}}' {log} | uniq -c"
    ' | awk \'{{print $2 ": " $1 " lines"}}\''
)


# which levels the log writes at all: "Which severity levels turn up in the app log?" ran a grep
# of four guessed names (WARNING, DEBUG: the log writes WARN) and answered with its line count
# (fresh44 read-93); "what log levels are there", 「로그에 어떤 레벨이 찍혀 있어?」, 「심각도 종류」
_LEVELS_ASKED = re.compile(
    r"\b(?:severity|severities|log|logging)\s+levels?\b|\bseverit(?:y|ies)\b"
    r"|\b(?:which|what|how many)\s+(?:different\s+|kinds?\s+of\s+|types?\s+of\s+)?levels?\b"
    r"|\blevels?\s+(?:are|were|is|does|do|did|turn|show|appear)"
    r"|로그\s*레벨|(?:어떤|무슨|몇\s*가지)\s*레벨|레벨[이가은는을를]?\s*(?:뭐|어떤|무슨|몇|종류)"
    r"|심각도|중요도\s*(?:등급|수준)",
    _I,
)
# each level word the log's lines carry (the first one of a line, a bracket or colon aside), with
# its lines: the log's own words, never a guessed list of names
LEVELS_PRESENT = (
    'awk \'{{for (i = 1; i <= NF && i <= 6; i++) {{w = $i; gsub(/[^A-Za-z]/, "", w); '
    "if (toupper(w) ~ /^(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|CRITICAL|CRIT|FATAL|"
    "SEVERE|ALERT|EMERG|EMERGENCY)$/ && w == toupper(w)) {{if (!(w in n)) o[++k] = w; n[w]++; "
    'break}}}}}} END {{print k + 0 " levels in the log (no other level is written):"; '
    'for (j = 1; j <= k; j++) print o[j] ": " n[o[j]] " lines"}}\' {log}'
)


def levels_present(request: str, path: str) -> str | None:
    """The awk listing the levels the log's lines are written at, each with its lines, when the
    request asks which levels there are (and names none of them); or None."""
    if not _LEVELS_ASKED.search(request) or log_levels(request):
        return None
    return LEVELS_PRESENT.format(log=path)


def _log_days(request: str, path: str) -> str | None:
    """The grep of the dates the log's lines begin with, each once, when the request asks which
    day the log is of (and names no event, level or time); or None."""
    if not _LOG_DAY.search(request) or _often_named(request) or _event_named(request):
        return None
    if log_levels(request) or _hours(request) is not None or _SPAN.search(request):
        return None
    return LOG_DAYS.format(log=path)


def look_up(request: str, log: str | None) -> str | None:
    """The command to suggest for a question about `log`: the table's, or for a level it names
    a few of its lines ("로그에 느린 쿼리 경고가 … 어느 테이블?" is in any warning's line)."""
    entry = log_command(request, log)
    if entry is not None:
        return entry[0]
    levels = log_levels(request) if log else []
    if log is None or not levels:
        return None
    return f"grep -iE {shlex.quote('|'.join(levels))} {shlex.quote(log)} | head -n 5"


def _often_named(request: str) -> str | None:
    """The grep pattern of a recurring event a request names ("whose payment timed out": the
    log writes "payment gateway timeout"; fresh27 read-59 grepped for "payment timed out")."""
    return next((form for pattern, form in _OFTEN_EVENTS if pattern.search(request)), None)


def _event_named(request: str) -> str | None:
    """The grep pattern of the event (a shutdown, a start) a request asks about, or None."""
    english = _EN_EVENTS.search(request)
    if english:
        said = english.group(0).lower()
        return _EN_EVENT_FORMS.get(said, "shutdown|stop" if "down" in said or "stop" in said
                                   else "start")  # fmt: skip
    return next((event for name, event in _KO_EVENTS.items() if name in request), None)


def _event_before(request: str) -> str | None:
    english = _BEFORE_EN.search(request)
    if english:
        return english.group(1).lower()
    korean = _BEFORE_KO.search(request)
    if korean is None:
        return None
    word = korean.group(1)
    return next((event for name, event in _KO_EVENTS.items() if name in word), None)


def unseen(request: str, log: str | None, done: list[CallOutcome]) -> str | None:
    """The table's command for a question about the log when no call this turn could show its
    answer (a `tail -n 1` for the last warning)."""
    entry = log_command(request, log)
    if entry is None or not done:
        return None
    command, shows = entry
    name = log.rsplit("/", 1)[-1] if log else ""
    for outcome in done:
        ran = _as_command(outcome)
        # of the log itself: `git log … | sort -n | head` sorts no log line (fresh16 read-37);
        # and it found something: `grep 'payment timed out' … | head -n 1` printed nothing where
        # the log writes "payment gateway timeout" (fresh27 read-59 answered "not found")
        found = not outcome.result.content.startswith("(no output)")
        if ran is not None and name in ran and re.search(shows, ran, _I) and found:
            return None
    return command


def _as_command(outcome: CallOutcome) -> str | None:
    """A bash call's command; a grep tool call as the grep it is; None for other tools."""
    arguments = outcome.call.arguments
    if outcome.call.name == "bash":
        return argument_text(outcome)
    if outcome.call.name == "grep" and isinstance(arguments, dict):
        where = arguments.get("path") or arguments.get("include") or ""
        return f"grep {arguments.get('pattern', '')} {where}"
    return None
