"""Numbers in an answer and in a calculation, checked against the request and tool results.

Part of grounding (`agent/grounding.py`): an arithmetic answer's numbers must come from a
computation, a fact's numbers of three or more digits from a tool result, and a calculation
must use the request's own numbers — not one misread (30000 for 3만 5천), a zero lost (25000 for
25만), a half dropped (2 for 2시간 반) or none of them (2*1.5 for a ride from 8:45 to 11:20).
"""

from __future__ import annotations

import re

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import URL
from jarvis_voice.agent.unit_scales import derived
from jarvis_voice.tools.builtin.calculator import (
    AS_MANY_AS,
    read_from_request,
    spell_korean_numbers,
)
from jarvis_voice.tools.builtin.days_until import ASKS_WHICH_DATE
from jarvis_voice.tools.builtin.exchange_rate import rate_asked

_I = re.IGNORECASE
_NUMBER = re.compile(r"(?<![\w.])[-−]?\d[\d,]*(?:\.\d+)?(?![\d])")


def numbers_in(text: str) -> list[tuple[str, float]]:
    found = []
    for match in _NUMBER.finditer(text):
        raw = match.group(0)
        try:
            found.append((raw, float(raw.replace(",", "").replace("−", "-"))))
        except ValueError:
            continue
    return found


def last_expression(facts: list[CallOutcome]) -> str | None:
    """The expression of this turn's last calculation, or None — None too when the calculator
    answered from the request's own words instead: its numbers are the request's, and a model
    that said that answer back was sent to calculate again and, failing, left with "could not
    check" (100000 * 1.5 beside "250,000 원 a month × 18 months = 4,500,000 원")."""
    calculated = [o for o in facts if o.call.name == "calculate"]
    if calculated and read_from_request(calculated[-1].result.content):
        return None
    arguments = calculated[-1].call.arguments if calculated else None
    expression = arguments.get("expression") if isinstance(arguments, dict) else None
    return expression if isinstance(expression, str) else None


CORRECTION_MISCOPIED = "The request says {said}, not {used}: use calculate with {said}."


def misread_number(request: str, facts: list[CallOutcome]) -> tuple[str, str] | None:
    """(the request's number, the one calculated instead) when the last calculation left a
    number of the request out and used one the request does not have: a number misread
    (30000 for 3만 5천), a zero lost (25000 for 25만) or a half dropped (2 for 2시간 반) — not
    a constant (60 minutes) or a share (0.8 of 20%). ("8:45 and 11:20", the expression) when it
    used none of the request's numbers at all (2*1.5 for a ride from 8:45 to 11:20)."""
    expression = last_expression(facts)
    if expression is None:
        return None
    spelled = spell_halves(spell_korean_numbers(request))
    asked = {value: raw for raw, value in numbers_in(spelled)}
    used = {value: raw for raw, value in numbers_in(spell_korean_numbers(expression))}
    # numbers another tool printed (a CSV total, a file size) are the calculation's own
    others = [o.result.content for o in facts if o.call.name != "calculate"]
    printed = {value for text in others for _, value in numbers_in(text)}
    clocks = _CLOCK_TIME.findall(request)
    alone = not printed and not _DATE.search(request)
    # numbers the request's own make by its units (3.6 m as 360 cm, 3.6 × 4.5 m² as 162000
    # cm²: fresh40 calc-85; 1년 as 12 months: fresh43 calc-92) are the request's too
    converted = {v for v in used if v not in asked and derived(v, spelled, list(asked))}
    converted |= {v for v in used if v not in asked and v in span_in_other_units(spelled)}
    unused = [value for value in asked if value not in used]
    for value in used:
        if value in asked or value in printed or value in converted:
            continue
        for wanted in unused:
            same_size = value >= 10 and wanted >= 10 and 0.5 <= value / wanted <= 2
            zeros = value >= 10 and any(wanted in (value * k, value / k) for k in (10, 100))
            if same_size or zeros:
                return asked[wanted], used[value]
    # an amount made up beside one the request gives and the calculation left out: 100000 in
    # "100000 - 80000" for 월세 65만 + 관리비 8만 (fresh16 calc-38); units' own sizes (3600 s,
    # 1024 bytes) are constants, not amounts
    amounts = [w for w in unused if w >= 1000]
    for value in used:
        made_up = value >= 1000 and value not in asked and value not in printed | converted
        if made_up and amounts and value not in _UNIT_SIZES:
            return asked[amounts[0]], used[value]
    for wanted in unused:
        halved = wanted % 1 == 0.5 and wanted > 1 and int(wanted) in used
        if halved and not _HALF_WRITTEN.search(expression):
            return asked[wanted], used[float(int(wanted))]
    related = converted or any(_relates(v, w) for v in used for w in asked)
    if alone and asked and not related:
        said = " and ".join(clocks) if clocks else " and ".join(asked.values())
        return said, expression
    return None


# a length of time said, and the same length in the smaller units a calculation counts it in:
# 1년 is 12 months, 52 weeks or 365 days (fresh43 calc-92's 3200000 * (1 + 0.15)^12 for "1년에"
# was sent back as "the request says 15, not 12", and the turn ended "not checked")
_SPAN_SAID = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?|\ban?\b)\s*(년|해|개월|달|주일|주|일|시간|분|years?|months?|weeks?"
    r"|days?|hours?|minutes?)(?![A-Za-z])",
    _I,
)
_SMALLER_UNITS = {"year": (12, 52, 365), "week": (7,), "day": (24,), "hour": (60, 3600),
                  "minute": (60,)}  # fmt: skip
_SPAN_UNIT = {"년": "year", "해": "year", "주일": "week", "주": "week", "일": "day",
              "시간": "hour", "분": "minute"}  # fmt: skip


def span_in_other_units(spelled: str) -> set[float]:
    """Each length of time the request (its numbers spelled as digits, halves as decimals) says,
    counted in the smaller units of it: "1년" → 12, 52, 365; "2 weeks" → 14."""
    found: set[float] = set()
    for said, unit in _SPAN_SAID.findall(spelled):
        count = 1.0 if said.lower() in ("a", "an") else float(said)
        name = _SPAN_UNIT.get(unit, unit.lower().rstrip("s"))
        found.update(count * size for size in _SMALLER_UNITS.get(name, ()))
    return found


# sizes of units a calculation may bring in itself: seconds in an hour or a day, minutes in a
# day or a week, bytes in a kilobyte, metres in a kilometre, days in a year and so on
_UNIT_SIZES = frozenset(
    {1000.0, 1024.0, 1440.0, 3600.0, 10080.0, 86400.0, 604800.0, 1048576.0, 1000000.0,
     31536000.0, 43200.0, 525600.0}
)  # fmt: skip

_HOW_LONG = re.compile(
    r"\bhow long\b|\bhow many (?:hours|minutes)\b|얼마나\s*걸|몇\s*(?:시간|분)", _I
)


CORRECTION_HALF_DAY = "The tool result says {told}, not {said}: answer with {told}."
_HALF_DAY_TIME = re.compile(r"\b(\d{1,2}):([0-5]\d)\s*([ap])\.?\s*m\b\.?", _I)


def flipped_half_day(answer: str, facts: list[CallOutcome]) -> tuple[str, str] | None:
    """(the result's time, the answer's) when the answer gives a time of the clock a tool
    printed with the other half of the day: "you land at 12:15 am" from "= 12:15 pm the next
    day" (fresh15 calc-35)."""
    told = {
        (int(hour), minute, half.lower())
        for outcome in facts
        for hour, minute, half in _HALF_DAY_TIME.findall(outcome.result.content)
    }
    for hour, minute, half in _HALF_DAY_TIME.findall(answer):
        other = "p" if half.lower() == "a" else "a"
        if (int(hour), minute, half.lower()) not in told and (int(hour), minute, other) in told:
            return f"{int(hour)}:{minute} {other}m", f"{int(hour)}:{minute} {half.lower()}m"
    return None


CORRECTION_TOTAL_LINE = (
    "The command's last line says {total} in total: answer with {total}, not one file's count."
)
# a sum over several things asked ("in total", "모두 합쳐서", "전부 몇 줄")
_ALL_TOGETHER = re.compile(
    r"\bin total\b|\ball together\b|\baltogether\b|\bcombined\b|\btotal\b|\bsum\b|\badds? up\b"
    r"|\bacross (?:all|every)\b|합쳐|합치|합해|합하|총|전부\s*(?:몇|합)|다\s*(?:합|해서)|모두\s*몇",
    _I,
)
# wc -l / du -c / wc -c print the sum on their last line: "  22 total"
_TOTAL_LINE = re.compile(r"^\s*(\d[\d,.]*[KMGTP]?)\s+total\s*$", re.MULTILINE)


def total_shown(facts: list[CallOutcome]) -> CallOutcome | None:
    """The last bash call whose result ends a sum with "N total", or None."""
    shown = [
        outcome
        for outcome in facts
        if outcome.call.name == "bash"
        and not outcome.result.is_error
        and _TOTAL_LINE.search(outcome.result.content)
    ]
    return shown[-1] if shown else None


def missed_total(request: str, answer: str, facts: list[CallOutcome]) -> str | None:
    """The "N total" a command printed when the request asks for a sum and the answer gives
    another number ("We have 6 lines of Python in total" from `wc -l` printing "22 total",
    fresh16 count-37); None when it gives the total or nothing was summed."""
    if not _ALL_TOGETHER.search(request):
        return None
    shown = total_shown(facts)
    if shown is None:
        return None
    total = _TOTAL_LINE.findall(shown.result.content)[-1]
    value = float(re.sub(r"[^\d.]", "", total) or "nan")
    said = {number for _, number in numbers_in(answer)}
    if value in said or not said:
        return None
    return total


# a count said in words, or none at all: "three of them", "세 개", "none", "없어요"
_COUNT_SAID = re.compile(
    r"\b(?:zero|none|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen"
    r"|single|once|twice|both)\b|(?:하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉|열|없)"
    r"|(?:한|두|세|네)\s*(?:개|번|건|명|줄|가지|곳|군데|종류)",
    _I,
)
_HOW_MANY = re.compile(
    r"\bhow many\b|\bnumber of\b|몇\s*(?:개|번|건|줄|명|가지|종류|곳|군데|회)|개수|건수", _I
)
CORRECTION_COUNT = (
    "The question asks how many: say the number, as the result above gives it, not only the names."
)


def count_unsaid(request: str, answer: str, facts: list[CallOutcome]) -> bool:
    """A "how many" question answered with no number (fresh27 count-59 listed "bagel, muffin,
    and croissant" for "How many … are cheaper than a baguette?") while a result holds one."""
    if not _HOW_MANY.search(request) or not answer.strip():
        return False
    if numbers_in(answer) or _COUNT_SAID.search(answer):
        return False
    return any(not o.result.is_error and numbers_in(o.result.content) for o in facts)


# a day said: "2024-06-06", "6월 6일", "June 6", "6/6", a weekday
_DAY_SAID = re.compile(
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}일|\d{1,2}/\d{1,2}"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|[월화수목금토일]요일"
    r"|\b(?:today|yesterday|tomorrow)\b|오늘|어제|내일|그제|그저께",
    _I,
)
# a date a result holds: a table's 2024-06-06, git's "Sat Jun 1 09:00:00 2024"
_ROW_DATE = re.compile(
    r"\b\d{4}-\d{2}-\d{2}\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} +\d{1,2} "
    r"\d{2}:\d{2}:\d{2} \d{4}\b"
)
_DAYS_COUNTED = re.compile(
    r"(?:며칠|몇\s*일)\s*(?:이나|정도|쯤|씩|이\s*(?:돼|되|야|에요|인가|였))|\bhow many days\b", _I
)
CORRECTION_DAY = (
    "The question asks which day: say the date, as the result above gives it, with the rest."
)


def day_unsaid(request: str, answer: str, facts: list[CallOutcome]) -> bool:
    """A question of which day answered with no day (fresh27 read-60: 「… 그거 며칠에 몇 개
    팔았던 거예요?」 answered "22개 팔렸습니다" beside the row of 2024-06-06) while a result
    dates it."""
    if not ASKS_WHICH_DATE.search(request) or not answer.strip() or _DAY_SAID.search(answer):
        return False
    if _DAYS_COUNTED.search(request):
        return False  # 「15만 원 넘은 날이 며칠이나 돼?」 asks how many
    return any(not o.result.is_error and _ROW_DATE.search(o.result.content) for o in facts)


def clock_span(request: str) -> tuple[str, dict[str, str]] | None:
    """ "leaves at 8:45 and gets in at 11:20; how long?" → calculate "11:20 - 8:45": the one
    set-up of two clock times the calculator reads whole (a small model, told its 2*1.5 used
    none of them, sends the same expression again)."""
    clocks = _CLOCK_TIME.findall(request)
    if len(clocks) != 2 or not _HOW_LONG.search(request):
        return None
    return ("calculate", {"expression": f"{clocks[1]} - {clocks[0]}"})


CORRECTION_FIT = "How many fit is a division: use calculate with `{expression}`."


def as_many_as_fit(request: str) -> tuple[str, dict[str, str]] | None:
    """ "만 원 들고 가서 1,200원짜리를 살 수 있는 만큼 사면?" → calculate "10000 / 1200": the one
    set-up of a sum and a price (the calculator says how many fit and what is left; a small
    model, told its 1000 - 100 used neither, gave up: fresh17 calc-40)."""
    if not AS_MANY_AS.search(request):
        return None
    amounts = [value for _, value in numbers_in(spell_korean_numbers(request))]
    if len(amounts) != 2 or min(amounts) <= 0:
        return None
    total, price = max(amounts), min(amounts)
    plain = [str(int(x)) if x.is_integer() else str(x) for x in (total, price)]
    return ("calculate", {"expression": f"{plain[0]} / {plain[1]}"})


CORRECTION_SHARE = "A share is the part divided by the whole: use calculate with `{expression}`."
# "34 out of 40", "40문제 중 34문제", "40개 중에 34개": the part and the whole of a share
_OUT_OF = (
    re.compile(
        r"(?P<part>\d[\d,]*(?:\.\d+)?)\s*(?:\w+\s+)?out of\s*(?P<whole>\d[\d,]*(?:\.\d+)?)", _I
    ),
    re.compile(
        r"(?P<whole>\d[\d,]*(?:\.\d+)?)\s*[가-힣]{0,3}\s*(?:중|가운데)(?:에서?|에)?\s*"
        r"(?P<part>\d[\d,]*(?:\.\d+)?)"
    ),
)
_SHARE_ASKED = re.compile(
    r"%|\bper ?cent|\bpercentage\b|\bshare\b|\bratio\b|\brate\b|\bproportion\b"
    r"|퍼센트|프로|비율|몇\s*%|백분율|점수",
    _I,
)


def share_flipped(request: str, facts: list[CallOutcome]) -> tuple[str, dict[str, str]] | None:
    """ "40문제 중 34문제를 맞히면 몇 퍼센트?" calculated as 40/34*100 (117.65 %, fresh3
    calc-10): the whole divided by the part. The calculation the request sets up, part over
    whole, when the last one divided them the other way round; None otherwise."""
    spelled = spell_korean_numbers(request)
    found = next((m for pattern in _OUT_OF if (m := pattern.search(spelled))), None)
    if found is None or not _SHARE_ASKED.search(request):
        return None
    expression = last_expression(facts)
    if expression is None:
        return None
    part, whole = (found[n].replace(",", "") for n in ("part", "whole"))
    flipped = re.search(rf"(?<![\d.]){re.escape(whole)}\s*/\s*{re.escape(part)}(?![\d.])",
                        expression.replace(",", ""))  # fmt: skip
    if flipped is None or part == whole:
        return None
    return ("calculate", {"expression": f"{part} / {whole} * 100"})


CORRECTION_DISCOUNT = (
    "A discount of p% leaves (1 - p/100) of the price, one discount after the other: use "
    "calculate with `{expression}`."
)
_PERCENT_OFF = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로)\s*(?:더\s*|추가\s*|씩\s*)?(?:할인|깎|싸게|세일|off\b|discount)"
    r"|\b(?:discount|markdown|reduction) of (\d+(?:\.\d+)?)\s*(?:%|percent)",
    _I,
)
_PRICE_ASKED = re.compile(r"얼마|가격|\bhow much\b|\bprice\b|\bcost\b|\bpay\b|\bfinal\b", _I)
_RESULT = re.compile(r"=\s*(-?[\d,]+(?:\.\d+)?)\s*$")


def discount_misread(request: str, facts: list[CallOutcome]) -> tuple[str, dict[str, str]] | None:
    """ "8만 원짜리 운동화를 30% 할인하고, 거기서 10% 더 깎아 주면 얼마야?" calculated as
    (80000 * 0.3) * 0.9 — the discount's amount, not the price left (fresh18 calc-42): the
    price times (1 - p/100) for each discount in turn, when the last calculation came to
    something else; None otherwise."""
    spelled = spell_korean_numbers(request)
    offs = [float(m[1] or m[2]) for m in _PERCENT_OFF.finditer(spelled)]
    if not offs or not _PRICE_ASKED.search(request):
        return None
    percents = {value for value in offs}
    prices = [v for _, v in numbers_in(spelled) if v not in percents]
    calculated = [o for o in facts if o.call.name == "calculate" and not o.result.is_error]
    if len(prices) != 1 or not calculated:
        return None
    price = prices[0]
    wanted = price
    for off in offs:
        wanted *= 1 - off / 100
    got = _RESULT.search(calculated[-1].result.content.strip().splitlines()[0])
    if got is None or abs(float(got[1].replace(",", "")) - wanted) < 0.5:
        return None
    plain = [str(int(x)) if x.is_integer() else str(x) for x in (price, *offs)]
    factors = " * ".join(f"(1 - {p} / 100)" for p in plain[1:])
    return ("calculate", {"expression": f"{plain[0]} * {factors}"})


def _relates(value: float, wanted: float) -> bool:
    """`value` is the request's `wanted` as a calculation writes it: itself, a percentage as a
    share (0.2, 0.8 or 1.2 for 20%), thousands or millions spelled out, hours as minutes."""
    shares = (wanted / 100, 1 - wanted / 100, 1 + wanted / 100)
    scaled = tuple(wanted * k for k in (1, 60, 1e3, 1e4, 1e6, 1e8, 1e9, 1e12))
    return any(abs(value - x) < 1e-9 for x in shares + scaled) or abs(value * 60 - wanted) < 1e-9


_CLOCK_TIME = re.compile(r"(?<![\d:])\d{1,2}:[0-5]\d(?![\d:])")
_DATE = re.compile(r"\b(?:19|20)\d\d\b|\d+\s*월\s*\d+\s*일|\d{1,2}/\d{1,2}")
# a half written into the calculation some other way: 0.5, /2, 30 minutes, 6 months
_HALF_WRITTEN = re.compile(r"\.5\b|/\s*2\b|\b30\b|\b6\b|half|반")
# "2시간 반" → "2.5시간", "1년 반", "two and a half" is left to the words
_KO_HALF = re.compile(
    r"(\d+)\s*(시간|년|개월|달|주|일|분|킬로|km|미터|리터|배|잔|병|개|인분)\s*반(?![가-힣])"
)
_EN_HALF = re.compile(r"\b(\d+) and a half\b|\b(an?|one) (\w+) and a half\b|\bhalf an? (\w+)", _I)


def spell_halves(text: str) -> str:
    """Halves as decimals: "2시간 반" → "2.5시간", "3 and a half" → "3.5", "an hour and a half"
    → "1.5 hour", "half an hour" → "0.5 hour"."""
    text = _KO_HALF.sub(lambda m: f"{m[1]}.5{m[2]}", text)

    def english(match: re.Match[str]) -> str:
        if match[1]:
            return f"{match[1]}.5"
        if match[3]:
            return f"1.5 {match[3]}"
        return f"0.5 {match[4]}"

    return _EN_HALF.sub(english, text)


def ungrounded_numbers(
    answer: str, request: str, facts: list[CallOutcome], *, every: bool
) -> list[str]:
    """Numbers of `answer` no tool result (nor the request) shows. `every`: all of them (for
    arithmetic); otherwise only those with three or more digits (sizes, counts, years)."""
    known = [value for _, value in numbers_in(request)]
    for outcome in facts:
        given: set[float] = set()
        if outcome.call.name != "calculate":  # `echo 8.2875` proves nothing
            args = outcome.call.arguments
            given = {v for _, v in numbers_in(args if isinstance(args, str) else str(args))}
        known += [v for _, v in numbers_in(outcome.result.content) if v not in given]
    missing = []
    for raw, value in numbers_in(URL.sub(" ", answer)):
        digits = len(re.sub(r"\D", "", raw.split(".")[0]))
        if not every and digits < 3:
            continue
        if not any(_matches(raw, value, k, scaled=not every) for k in known):
            missing.append(raw)
    return missing


def _matches(raw: str, value: float, known: float, *, scaled: bool) -> bool:
    """`value` (as written, `raw`) is `known`, rounded as the answer rounds it; `scaled` also
    accepts the same size in kB/MB/GB or KiB/MiB/GiB ("660 KB" for 660,000 bytes)."""
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    candidates = [known]
    if scaled:
        candidates += [known / 1000**k for k in (1, 2, 3, 4)]
        candidates += [known / 1024**k for k in (1, 2, 3, 4)]
    for candidate in candidates:
        if abs(round(candidate, decimals) - value) < 10**-decimals / 2 + 1e-9:
            return True
        if abs(candidate - value) <= 0.5 * 10**-decimals + 1e-9:
            return True
    return False


CORRECTION_RATE = (
    "The request gives a rate ({rate}): the total in won divided by it is the answer, in "
    "{currency}. Use calculate with `{expression}`."
)


def total_unconverted(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[str, dict[str, str], str] | None:
    """(the calculation, its arguments, the correction) when the request gives a rate of
    exchange and the answer says a won total a tool printed with nothing converted beside it
    (fresh33 script-71 answered 1,008,400 from a Python sum); None otherwise."""
    rate = rate_asked(request)
    if rate is None:
        return None
    said = {value for _, value in numbers_in(spell_korean_numbers(answer))}
    shown = {
        value for o in facts if not o.result.is_error for _, value in numbers_in(o.result.content)
    }
    printed = {value for value in shown if value > rate.won}
    # a figure already converted: in the answer (to the whole unit), or by a tool to the cent
    # (csv_query's own line is shown)
    if any(abs(y - x / rate.won) < 0.5 for y in said for x in printed):
        return None
    if any(abs(y - x / rate.won) < 0.006 for y in shown for x in printed):
        return None
    totals = sorted(x for x in said if x in printed)
    if not totals:
        return None
    won = totals[-1]
    plain = [str(int(v)) if v.is_integer() else str(v) for v in (won, rate.won)]
    expression = f"{plain[0]} / {plain[1]}"
    correction = CORRECTION_RATE.format(
        rate=rate.said, currency=rate.currency, expression=expression
    )
    return "calculate", {"expression": expression}, correction
