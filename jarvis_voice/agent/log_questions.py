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

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text

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
# the events a Korean request names by a word the log writes in English
_KO_EVENTS = {"셧다운": "shutdown", "종료": "shutdown|stop", "꺼지": "shutdown|stop",
              "시작": "start", "재시작": "restart", "부팅": "boot|start"}  # fmt: skip
# an entry the request names by its number: "1390번 주문", "order 1390", "#1390"
_ENTRY_NAMED = re.compile(
    r"(?<![\d:.-])(\d{2,})\s*번\s*(?:주문|요청|작업|건)|(?:주문|요청)\s*(?:번호\s*)?(\d{2,})번?"
    r"|\b(?:order|request|job|ticket)\s*(?:number\s*|no\.?\s*)?#?(\d{2,})\b|#(\d{2,})\b",
    _I,
)
# the slowest or longest timed entry: "What's the slowest query the app logged?"
_SLOWEST = re.compile(
    r"\b(?:slowest|longest|took the longest)\b|제일\s*(?:느린|오래)|가장\s*(?:느린|오래)", _I
)
# the entries timed in milliseconds, largest last, the number first ("189 2024-06-30 … (189 ms)")
SLOWEST_COMMAND = "sed -nE 's/.*[^0-9]([0-9]+) ?ms\\b.*/\\1 &/p' {log} | sort -n | tail -n 1"


def log_command(request: str, log: str | None) -> tuple[str, str] | None:
    """(the command that answers, what a command that shows it has) for a question about
    `log`, the one log the request means; None when the table has no entry for it."""
    if log is None:
        return None
    path = shlex.quote(log)
    if _SLOWEST.search(request):
        return SLOWEST_COMMAND.format(log=path), r"\bsort\b.*-\w*n|\bpython|\bawk\b.*max"
    entry = _ENTRY_NAMED.search(request)
    if entry is not None:  # "1390번 주문 결제가 타임아웃 났던데, 몇 시였어?": its own line
        number = next(group for group in entry.groups() if group)
        return f"grep -w {number} {path}", rf"\bgrep\b.*\b{number}\b"
    event = _event_before(request)
    if event is not None:
        pattern = shlex.quote(event)
        return f"grep -iE -B 1 -m 1 {pattern} {path} | head -n 1", r"\s-\w*B|--before|\bawk\b"
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
        # of the log itself: `git log … | sort -n | head` sorts no log line (fresh16 read-37)
        if ran is not None and name in ran and re.search(shows, ran, _I):
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
