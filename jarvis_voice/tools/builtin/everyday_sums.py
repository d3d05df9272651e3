"""Everyday sums a request sets up in words, worked out from its own numbers: money at a rate over
a time ("한 달에 25만 원씩 1년 반"), the time to fill up at a rate ("35%, 1% every 2 minutes"), a
body-mass index, a running pace, a video watched faster, a walk from steps and stride, the score
still needed for an average, a price without its VAT, a week's pay with overtime, a
batter's hits and a price for another amount ("600그램에 3만 6천 원이면 100그램에 얼마꼴?").

Each was set up wrongly by the small model, or not at all: "한 달에 25만 원씩 저금하면 1년 반
뒤엔?" calculated as 100000 × 1.5, a BMI of 56.98 from 175 cm and 70 kg, a pace of "5.4 minutes"
for 27:30 over 5 km, 2 × 1.25 for a two-hour film at 1.25× (bench_tasks calc-12, -26, -29, -30).
The calculator gives the reading beside the model's expression (measures.measure_line). Every
function takes the request with its Korean numbers spelled as digits
(calculator.spell_korean_numbers) and returns one line ending in the answer, or None.
"""

from __future__ import annotations

import math
import re

from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS, NUMBERS_OFFERED

_I = re.IGNORECASE
_NUM = r"(\d[\d,]*(?:\.\d+)?)"


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def amount_of(money: re.Match[str]) -> float:
    """The number a `MONEY` match holds."""
    return _number(next(g for g in money.groups() if g))


def in_won(money: re.Match[str]) -> bool:
    return "원" in money.group(0) or "won" in money.group(0).lower()


def _money(value: float, won: bool) -> str:
    return f"{_plain(value)} 원" if won else f"${_plain(value)}"


def _plain(value: float) -> str:
    return f"{value:,.4f}".rstrip("0").rstrip(".")


def two_places(value: float) -> str:
    """A number to two decimal places at most, with thousands' commas: "10,000", "1,234.5"
    (money to the cent, a percent, a length of time)."""
    return f"{value:,.2f}".rstrip("0").rstrip(".")


# --- money at a rate over a time -----------------------------------------------------------------

MONEY = re.compile(rf"{_NUM}\s*(?:원|won\b)|\$\s*{_NUM}|{_NUM}\s*dollars?\b", _I)
# the period of a rate, said before the amount ("한 달에", "매달", "월세", "1박에") or after it
# ("a month", "per night", "monthly")
PERIOD_DAYS = {"hour": 1 / 24, "day": 1.0, "night": 1.0, "week": 7.0, "month": 365 / 12,
            "year": 365.0}  # fmt: skip
_KO_PERIOD = {"시간": "hour", "일": "day", "날": "day", "박": "night", "주": "week",
              "주일": "week", "달": "month", "개월": "month", "월": "month", "해": "year",
              "년": "year"}  # fmt: skip
_RATE_BEFORE = re.compile(
    r"(?:(?:1|한)\s*(시간|주일|개월|달|주|일|박|해|년)\s*(?:에|당|마다)|매\s*(일|주|달|월|년)"
    r"|(월)(?:세|급|\s)|(일)당|(주)급|(연)봉|하루\s*(?:에|당)?)\s*$"
)
_RATE_AFTER = re.compile(
    r"^\s*(?:씩\s*)?(?:a|an|per|each|every|/)\s*(hour|day|night|week|month|year)\b"
    r"|^\s*(daily|nightly|weekly|monthly|yearly|annually)\b",
    _I,
)
_EN_ADVERB = {"daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
              "yearly": "year", "annually": "year"}  # fmt: skip
# amounts joined to one rate: "월세 65만 원에 관리비 8만 원", "$1,200 rent plus $80 for power"
# ("$12.99 a month, or $129 …" is a choice between them, not a sum: fresh25 calc-55)
_JOINED = re.compile(
    r"^\s*(?:씩\s*)?(?:에|이랑|랑|하고|과|와|,|\+|plus|and)\s*"
    r"(?!(?:or|nor|vs|versus|instead|또는|아니면|혹은|대신)(?![A-Za-z]))\S{0,12}\s*$",
    _I,
)
# a length of time: "1년 반", "18개월", "3박", "2 years", "a year and a half", "half a year"
_KO_SPAN = re.compile(r"(\d+(?:\.\d+)?)\s*(시간|주일|개월|달|주|일|박|해|년)(\s*반)?")
_EN_SPAN = re.compile(
    r"(\d+(?:\.\d+)?|\ban?)\s*(?:and a half\s+)?(hours?|days?|nights?|weeks?|months?|years?)\b"
    r"(\s+and a half)?|\b(half) a (year|month)\b",
    _I,
)
_TOTAL_ASKED = re.compile(
    r"모여|모이|모을|모으|총|전부|다\s*해서|합쳐|통틀어|얼마|\bhow much\b|\btotal\b|\baltogether\b"
    r"|\bin all\b|\bsave(?:d)? up\b|\bend up with\b|\bspend\b|\bcost\b",
    _I,
)


def _rate_period(text: str, money: re.Match[str]) -> tuple[str, tuple[int, int]] | None:
    """The period of the rate an amount is said at, and where its words are."""
    start = max(0, money.start() - 12)
    before = _RATE_BEFORE.search(text[start : money.start()])
    if before is not None:
        word = next((g for g in before.groups() if g), None)
        period = "day" if word is None else {"연": "year"}.get(word) or _KO_PERIOD[word]
        return period, (start + before.start(), money.end())
    after = _RATE_AFTER.search(text[money.end() : money.end() + 20])
    if after is not None:
        period = (after[1] or _EN_ADVERB[after[2].lower()]).lower()
        return period, (money.start(), money.end() + after.end())
    return None


def _spans(text: str, skip: list[tuple[int, int]]) -> list[tuple[float, str, tuple[int, int]]]:
    """(length, period, where) for each length of time said outside the rates' own words."""
    found: list[tuple[float, str, tuple[int, int]]] = []
    for m in _KO_SPAN.finditer(text):
        if any(a <= m.start() < b for a, b in skip):
            continue
        found.append((float(m[1]) + (0.5 if m[3] else 0.0), _KO_PERIOD[m[2]], m.span()))
    for m in _EN_SPAN.finditer(text):
        if any(a <= m.start() < b for a, b in skip):
            continue
        if m[4]:  # "half a year"
            found.append((0.5, m[5].lower(), m.span()))
            continue
        count = 1.0 if m[1].lower() in ("a", "an") else float(m[1])
        half = 0.5 if (m.group(0).lower().find("and a half") >= 0) else 0.0
        found.append((count + half, m[2].lower().rstrip("s"), m.span()))
    return found


def rate_total_line(text: str) -> str | None:
    """ "250,000 원 a month × 18 months (1.5 years) = 4,500,000 원" when a request gives money at
    a rate (a month, a night …) and a length of time, and asks how much it comes to."""
    if not _TOTAL_ASKED.search(text):
        return None
    monies = list(MONEY.finditer(text))
    rated = {m.start(): p for m in monies if (p := _rate_period(text, m)) is not None}
    # one rate, or amounts each at the same one ("$1,200 a month plus $150 a month")
    if not rated or len({period for period, _ in rated.values()}) != 1:
        return None
    first = next(m for m in monies if m.start() in rated)
    period = rated[first.start()][0]
    amounts = [first]
    for m in monies[monies.index(first) + 1 :]:
        its = rated.get(amounts[-1].start())
        after = max(amounts[-1].end(), its[1][1] if its else 0)  # past "a month"
        if not _JOINED.match(text[after : m.start()]):
            break
        amounts.append(m)
    if len(rated) > 1 and not all(m.start() in rated for m in amounts[1:]):
        return None  # two rates, and an amount between them at neither
    if any(start not in {m.start() for m in amounts} for start in rated):
        return None  # a second rate apart from the sum: what it is for is not clear
    spans = _spans(text, [words for _, words in rated.values()])
    nights = [s for s in spans if s[1] == "night"]
    if period == "night":
        spans = nights
    elif nights:
        return None  # "3박 4일" at a monthly rate: not this sum
    if len(spans) != 1:
        return None
    length, unit, _ = spans[0]
    count = length * PERIOD_DAYS[unit] / PERIOD_DAYS[period]
    if unit != period and abs(count - round(count)) > 1e-6:
        return None  # months in weeks, days in months: not a whole number, not meant
    if len(amounts) != len(monies) - monies.index(first) or monies.index(first) > 0:
        return None  # an amount left out of the sum: what it is for is not clear
    values = [amount_of(m) for m in amounts]
    won = in_won(first)
    rate = sum(values)
    added = (
        " + ".join(_money(v, won) for v in values) + f" = {_money(rate, won)}"
        if len(values) > 1
        else ""
    )
    article = "an" if period == "hour" else "a"
    each = f"{added or _money(rate, won)} {article} {period}"
    said = _count_of(length, unit)
    span = said if unit == period else f"{_count_of(count, period)} ({said})"
    return f"{each} × {span} = {_money(rate * count, won)}"


def _count_of(count: float, unit: str) -> str:
    return f"{_plain(count)} {unit}{'' if count == 1 else 's'}"


# --- the time to fill up at a rate ---------------------------------------------------------------

_LEVEL = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로)")  # also a rate said in percent
_FILL_RATE = re.compile(
    rf"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로)\s*(?:every|each|per|in|a)\s*{_NUM}?\s*"
    r"(minutes?|mins?|hours?|seconds?)"
    rf"|{_NUM}\s*(분|시간|초)\s*(?:에|마다|당)\s*(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로)",
    _I,
)
_FULL_ASKED = re.compile(
    r"\bfull\b|\b100\s*%|\bfully charged\b|\bcharged up\b|다\s*(?:차|충전)|완충|가득|꽉", _I
)
_TIME_UNITS = {"second": 1 / 60, "minute": 1.0, "min": 1.0, "hour": 60.0, "초": 1 / 60,
               "분": 1.0, "시간": 60.0}  # fmt: skip


def fill_time_line(text: str) -> str | None:
    """ "from 35 % to 100 %: 65 % at 1 % every 2 minutes = 130 minutes (2 h 10 min)" when a
    request gives a level, a rate of filling and asks how long until full."""
    rate = _FILL_RATE.search(text)
    if rate is None or not _FULL_ASKED.search(text):
        return None
    levels = [m for m in _LEVEL.finditer(text) if not rate.start() <= m.start() < rate.end()]
    levels = [m for m in levels if float(m[1]) < 100]
    if len(levels) != 1:
        return None
    if rate[1]:
        step, every, unit = float(rate[1]), float((rate[2] or "1").replace(",", "")), rate[3]
    else:
        every, unit, step = float(rate[4].replace(",", "")), rate[5], float(rate[6])
    minutes_each = every * _TIME_UNITS[unit.lower().rstrip("s")]
    if step <= 0:
        return None
    left = 100 - float(levels[0][1])
    minutes = left / step * minutes_each
    hours, rest = divmod(round(minutes), 60)
    clock = f" ({hours} h {rest} min)" if hours else ""
    return (
        f"from {levels[0][1]} % to 100 %: {_plain(left)} % at {_plain(step)} % every "
        f"{_plain(minutes_each)} minutes = {_plain(minutes)} minutes{clock}"
    )


# --- body-mass index -----------------------------------------------------------------------------

_BMI = re.compile(r"(?<![a-z])BMI(?![a-z])|체질량|body mass index", _I)
_HEIGHT = re.compile(
    r"(?:키|height)\D{0,8}?(\d+(?:\.\d+)?)\s*(cm|센티|m\b|미터)?"
    r"|(\d+(?:\.\d+)?)\s*(cm|센티(?:미터)?|미터|m(?![a-z]))",
    _I,
)
_WEIGHT = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:kg|킬로(?:그램)?|kilo(?:gram)?s?)|(?:몸무게|weigh(?:t|s)?)\D{0,8}?"
    r"(\d+(?:\.\d+)?)",
    _I,
)


def bmi_line(text: str) -> str | None:
    """ "BMI = 70 kg ÷ (1.75 m)² = 22.86" when a request gives a height and a weight and asks
    the BMI."""
    if not _BMI.search(text):
        return None
    height, weight = _HEIGHT.search(text), _WEIGHT.search(text)
    if height is None or weight is None:
        return None
    tall = float(height[1] or height[3])
    metres = tall / 100 if tall > 3 else tall  # 175 is centimetres, 1.75 metres
    kg = float(weight[1] or weight[2])
    if not 0.5 < metres < 2.8 or not 2 < kg < 400:
        return None
    bmi = kg / metres**2
    return f"BMI = {_plain(kg)} kg ÷ ({_plain(metres)} m)² = {bmi:.2f}"


# --- running pace --------------------------------------------------------------------------------

_PACE_ASKED = re.compile(
    # 「1km를 몇 분 몇 초에 뛰어야 돼?」 (fresh38 calc-82 calculated 11*5 and gave up)
    r"\bpace\b|페이스|(?:1|한)\s*(?:km|킬로(?:미터)?)\s*(?:에|당|를|을|마다)?\s*(?:몇\s*분|얼마)"
    r"|\bper (?:kilomet(?:er|re)|km|mile)\b|\bminutes? (?:a|per) (?:km|kilomet|mile)",
    _I,
)
_RUN = re.compile(r"(\d+(?:\.\d+)?)\s*(km|kilomet(?:er|re)s?|킬로(?:미터)?|miles?|마일)", _I)
_MARATHON = re.compile(r"(half[- ]?|하프\s*)?(?:marathon|마라톤)", _I)
_RUN_TIME = re.compile(
    r"(\d+(?:\.\d+)?)\s*(hours?|hrs?|시간|minutes?|mins?|분|seconds?|secs?|초)", _I
)


def pace_line(text: str) -> str | None:
    """ "27 min 30 s over 5 km = 5:30 per km" when a request gives a distance run and its time
    and asks the pace."""
    if not _PACE_ASKED.search(text):
        return None
    runs = _RUN.findall(text)
    distances = [r for r in runs if not re.fullmatch(r"1|한", r[0])]
    race = _MARATHON.search(text)
    if not distances and race is not None:
        # "a marathon in 4 hours: what pace per km?": the race says its distance
        distances = [("21.0975" if race[1] else "42.195", "km")]
    distances = distances or runs
    if len(distances) != 1:
        return None
    seconds = 0.0
    for value, unit in _RUN_TIME.findall(text):
        u = unit.lower()
        seconds += float(value) * (3600 if u[0] in "h시" else 60 if u[0] in "m분" else 1)
    distance, unit = float(distances[0][0]), distances[0][1].lower()
    if seconds <= 0 or distance <= 0:
        return None
    per = "mile" if unit.startswith(("mile", "마일")) else "km"
    each = round(seconds / distance)
    minutes, rest = divmod(each, 60)
    return f"{_plain(seconds)} s over {_plain(distance)} {per} = {minutes}:{rest:02d} per {per}"


# --- a video watched faster ----------------------------------------------------------------------

_SPEED_UP = re.compile(r"(\d+(?:\.\d+)?)\s*(?:배속|x\b|×|times (?:the )?speed|speed\b)", _I)
_LENGTH = re.compile(
    r"(\d+(?:\.\d+)?)[\s-]*(hours?|hrs?|시간|minutes?|mins?|분)(?:\s*(\d+)\s*(?:minutes?|mins?|분))?",
    _I,
)
_WATCH = re.compile(
    r"영화|영상|강의|드라마|동영상|팟캐스트|video|movie|film|lecture|podcast|episode", _I
)


def playback_line(text: str) -> str | None:
    """ "120 minutes at 1.25× = 96 minutes" when a request plays something of a given length
    faster (or slower) and asks how long it takes."""
    speed, length = _SPEED_UP.search(text), _LENGTH.search(text)
    if speed is None or length is None or not _WATCH.search(text):
        return None
    factor = float(speed[1])
    if not 0.25 <= factor <= 4 or factor == 1:
        return None
    unit = length[2].lower()
    minutes = float(length[1]) * (60 if unit[0] in "h시" else 1) + float(length[3] or 0)
    taken = minutes / factor
    hours, rest = divmod(taken, 60)
    clock = f" ({int(hours)} h {_plain(rest)} min)" if hours >= 1 else ""
    return f"{_plain(minutes)} minutes at {_plain(factor)}× = {_plain(taken)} minutes{clock}"


# --- a walk from steps and stride ----------------------------------------------------------------

_STEPS = re.compile(r"(\d[\d,]*)\s*(?:보|걸음|steps?\b)", _I)
_STRIDE = re.compile(
    r"(?:보폭|stride|step length)\D{0,10}?(\d+(?:\.\d+)?)\s*(cm|센티(?:미터)?|m\b|미터|inch|in\b)"
    r"|(\d+(?:\.\d+)?)\s*(cm|센티(?:미터)?|m\b|미터)\s*(?:stride|보폭)",
    _I,
)


def stride_line(text: str) -> str | None:
    """ "12,000 steps × 70 cm = 8,400 m = 8.4 km" when a request gives steps and a stride."""
    steps, stride = _STEPS.search(text), _STRIDE.search(text)
    if steps is None or stride is None:
        return None
    value, unit = (stride[1], stride[2]) if stride[1] else (stride[3], stride[4])
    unit = unit.lower()
    metres = float(value) * (0.0254 if unit.startswith("in") else 0.01 if unit[0] in "c센" else 1)
    count = _number(steps[1])
    walked = count * metres
    return (
        f"{_plain(count)} steps × {_plain(float(value))} {unit} = {_plain(walked)} m "
        f"= {_plain(walked / 1000)} km"
    )


# --- the score still needed for an average -------------------------------------------------------

_TARGET = re.compile(
    r"(?:average|평균)\D{0,12}?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:점)?\s*(?:average|평균)", _I
)
_NEED_ASKED = re.compile(
    r"\bneed\b|\bhave to (?:get|score)\b|\bmust (?:get|score)\b|받아야|맞아야|나와야|필요", _I
)
_SCORES = re.compile(
    r"(?<![\d.])(\d{1,3}(?:\.\d+)?)(?![\d.])"
    r"(?!\s*(?:%|점\s*평균|th\b|st\b|nd\b|rd\b|번|회|과목|개|명|times?\b|tests?\b|quiz))",
    _I,
)


def average_needed_line(text: str) -> str | None:
    """ "(82 + 90 + 79 + x) ÷ 4 = 85 → x = 85 × 4 − 251 = 89" when a request lists scores and
    asks what the next one needs for an average."""
    target = _TARGET.search(text)
    if target is None or not _NEED_ASKED.search(text):
        return None
    goal_at = target.start(1) if target[1] else target.start(2)
    scores = [float(m[1]) for m in _SCORES.finditer(text) if m.start() != goal_at]
    # ordinals and counts said in words ("first three", "fourth") carry no digits
    if len(scores) < 2:
        return None
    goal = float(target[1] or target[2])
    total = sum(scores)
    needed = goal * (len(scores) + 1) - total
    listed = " + ".join(_plain(s) for s in scores)
    return (
        f"({listed} + x) ÷ {len(scores) + 1} = {_plain(goal)} → x = {_plain(goal)} × "
        f"{len(scores) + 1} − {_plain(total)} = {_plain(needed)}"
    )


# --- a price without its VAT ---------------------------------------------------------------------

_VAT = re.compile(r"부가세|부가가치세|\bVAT\b|\bGST\b|\bsales tax\b", _I)
_INCLUDED = re.compile(r"포함|included|including|\binc\.?\b|with (?:the )?(?:VAT|GST|tax)", _I)
_WITHOUT_ASKED = re.compile(
    r"빼면|빼고|제외|뺀|별도|없이|\bwithout\b|\bbefore (?:VAT|GST|tax)\b|\bexcluding\b"
    r"|\bex\.? VAT\b|\bnet\b|\bpre-?tax\b",
    _I,
)


def vat_line(text: str) -> str | None:
    """ "55,000 원 with 10 % VAT ÷ 1.1 = 50,000 원 before it (VAT 5,000 원)" when a request gives
    a price with VAT included and asks it without; 10 % (Korea's) when a Korean request names no
    rate."""
    if not (_VAT.search(text) and _INCLUDED.search(text) and _WITHOUT_ASKED.search(text)):
        return None
    monies = list(MONEY.finditer(text))
    if len(monies) != 1:
        return None
    rate = _LEVEL.search(text)
    if rate is None and not re.search(r"부가", text):
        return None  # a VAT rate differs by country; only Korea's is assumed
    percent = float(rate[1]) if rate else 10.0
    price, won = amount_of(monies[0]), in_won(monies[0])
    before = price / (1 + percent / 100)
    return (
        f"{_money(price, won)} with {_plain(percent)} % VAT ÷ {_plain(1 + percent / 100)} = "
        f"{_money(before, won)} before it (VAT {_money(price - before, won)})"
    )


# --- the interest on monthly savings --------------------------------------------------------

_SAVINGS = re.compile(r"적금|\bsavings? (?:plan|account)\b|\bdeposit|\bsav(?:e|ing)\b", _I)
_INTEREST = re.compile(r"이자|\binterest\b", _I)
_SIMPLE = re.compile(r"단리|\bsimple interest\b|\bsimple\b", _I)
_YEARLY_RATE = re.compile(
    r"(?:연|연이율|연\s*이자|annual|a year|per year|yearly)?\s*(\d+(?:\.\d+)?)\s*%", _I
)


def savings_interest_line(text: str) -> str | None:
    """ "500,000 원 a month for 12 months at 4 % simple: 500,000 × 4 %/12 × (12 × 13 ÷ 2) =
    130,000 원 interest" — each deposit earns for the months it stays (the first 12, the last 1),
    when a request saves an amount a month for a time at a yearly simple rate and asks the
    interest ("매달 50만 원씩 1년 동안 적금 … 연 4% 단리 … 이자", fresh23 calc-52 set up
    500000 × 1.04)."""
    if not (_SAVINGS.search(text) and _INTEREST.search(text) and _SIMPLE.search(text)):
        return None
    monies = list(MONEY.finditer(text))
    rated = [(m, p) for m in monies if (p := _rate_period(text, m)) is not None]
    rate = _YEARLY_RATE.search(text)
    if len(rated) != 1 or rated[0][1][0] != "month" or rate is None:
        return None
    first, (_, rate_words) = rated[0]
    spans = [s for s in _spans(text, [rate_words, rate.span()]) if s[1] in ("month", "year")]
    if len(spans) != 1:
        return None
    length, unit, _ = spans[0]
    months = length * (12 if unit == "year" else 1)
    if months != int(months) or months <= 0:
        return None
    n = int(months)
    deposit, won = amount_of(first), in_won(first)
    percent = float(rate[1])
    interest = deposit * percent / 100 / 12 * n * (n + 1) / 2
    return (
        f"{_money(deposit, won)} a month for {n} months at {_plain(percent)} % a year, simple: "
        f"each deposit earns for the months it stays ({n}, {n - 1}, … 1 = {n * (n + 1) // 2} "
        f"deposit-months): {_plain(deposit)} × {_plain(percent)} % ÷ 12 × {n * (n + 1) // 2} = "
        f"{_money(interest, won)} interest (before tax); {_money(deposit * n + interest, won)} "
        "in all"
    )


# --- the interest on a sum for part of a year ---------------------------------------------------

# a rate said to be yearly: "연 4%", "연이율 3.5%", "4% a year", "5% annual interest"
_RATE_A_YEAR = re.compile(
    r"(?:연|연이율|연리|연\s*이자|\bannual(?:ly)?|\byearly)\s*(\d+(?:\.\d+)?)\s*%"
    r"|(\d+(?:\.\d+)?)\s*%\s*(?:a year|per year|per annum|p\.?a\.?|annual(?:ly)?|yearly)",
    _I,
)
# the part of a year whose interest is asked: a month, a day, N months, N days
_PART_OF_A_YEAR = re.compile(
    r"(?P<n>\d+)\s*(?P<unit>개월|달|일|months?|days?)(?![A-Za-z])"
    r"|(?P<month>한\s*달|1\s*달|월\s*이자|매달|매월|\ba month\b|\bper month\b|\bmonthly\b"
    r"|\beach month\b|\bevery month\b)"
    r"|(?P<day>하루|\ba day\b|\bper day\b|\bdaily\b)",
    _I,
)
# a bare sum in won after the Korean number words became digits ("1억을" → "100000000을")
_BARE_SUM = re.compile(r"(?<![\d.,%])(\d{5,})(?=\s*(?:을|를|은|는|이|가|에|의|만|\s)(?!\s*%))")


def period_interest_line(text: str) -> str | None:
    """ "100,000,000 원 at 4 % a year for 1 month: 100,000,000 × 4 % ÷ 12 = 333,333.3333 원
    interest" when a request borrows or keeps one sum at a yearly rate and asks the interest for
    a month, a day or some months ("1억을 연 4% 이자로 빌리면 한 달 이자가 얼마쯤 나와?", fresh26
    calc-58 gave the year's 4,000,000)."""
    if not _INTEREST.search(text) or (_SAVINGS.search(text) and _SIMPLE.search(text)):
        return None
    rate = _RATE_A_YEAR.search(text)
    if rate is None:
        return None
    monies = list(MONEY.finditer(text))
    if len(monies) > 1 or any(_rate_period(text, m) for m in monies):
        return None  # one sum lent, not a sum a month saved
    if monies:
        principal, won = amount_of(monies[0]), in_won(monies[0])
    else:
        bare = [m for m in _BARE_SUM.finditer(text) if not rate.start() <= m.start() < rate.end()]
        if len(bare) != 1:
            return None
        principal, won = _number(bare[0][1]), True
    rest = text[: rate.start()] + " " * (rate.end() - rate.start()) + text[rate.end() :]
    parts = list(_PART_OF_A_YEAR.finditer(rest))
    if len(parts) != 1:
        return None
    part = parts[0]
    if part["month"]:
        said, share, years = "1 month", "÷ 12", 1 / 12
    elif part["day"]:
        said, share, years = "1 day", "÷ 365", 1 / 365
    else:
        n, unit = int(part["n"]), part["unit"].lower()
        monthly = unit in ("개월", "달") or unit.startswith("month")
        if n <= 0 or (monthly and n >= 12) or (not monthly and n >= 365):
            return None  # a year or more: simple or compound is the model's to say
        said = f"{n} month{'s' * (n > 1)}" if monthly else f"{n} day{'s' * (n > 1)}"
        share = f"× {n} ÷ 12" if monthly else f"× {n} ÷ 365"
        years = n / 12 if monthly else n / 365
    percent = float(rate[1] or rate[2])
    interest = principal * percent / 100 * years
    return (
        f"{_money(principal, won)} at {_plain(percent)} % a year for {said}: "
        f"{_plain(principal)} × {_plain(percent)} % {share} = {_money(interest, won)} interest"
    )


# --- round things by their size --------------------------------------------------------------

_ROUND_THING = re.compile(
    r"(?:(\d+|a|an|one|two|three|four|한|두|세|네)\s+)?(\d+(?:\.\d+)?)\s*[- ]?\s*"
    r"(inch(?:es)?|in\b|인치|cm|센티(?:미터)?)\s*(?:짜리\s*)?(?:pizzas?|pies?|cakes?|tarts?|피자|케이크|파이)"
    r"(?:\s*(\d+|한|두|세|네)\s*(?:판|개))?",
    _I,
)
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "한": 1, "두": 2,
                "세": 3, "네": 4}  # fmt: skip


def round_things_line(text: str) -> str | None:
    """ "one 12-inch: π × 6² = 113.1 in²; two 8-inch: 2 × π × 4² = 100.53 in²; 12.57 in² more
    in the one 12-inch" when a request compares round things by their diameters (fresh23
    calc-51 compared 12 with 16)."""
    found = list(_ROUND_THING.finditer(text))
    if len(found) != 2:
        return None
    sides = []
    for m in found:
        said = m[1] or m[4] or "1"
        count = int(said) if said.isdigit() else _COUNT_WORDS[said.lower()]
        inch = m[3].lower().startswith(("in", "인"))
        sides.append((count, float(m[2]), "in" if inch else "cm"))
    if sides[0][2] != sides[1][2]:
        return None
    unit = sides[0][2]
    areas = []
    for count, across, _ in sides:
        r = across / 2
        areas.append(
            (
                f"{count} × {_plain(across)}-{unit}: {count} × π × {_plain(r)}² = "
                f"{_plain(count * math.pi * r * r)} {unit}²",
                count * math.pi * r * r,
            )
        )
    (a_said, a), (b_said, b) = areas
    more = "the first" if a > b else "the second"
    return f"{a_said}; {b_said}; {_plain(abs(a - b))} {unit}² more in {more}"


# --- the percent between two amounts ---------------------------------------------------------

# "정가 12만 원짜리 패딩을 8만 4천 원에 샀는데, 몇 퍼센트 할인받은 거야?" was set up as
# 120000 × 0.3 and no percent was said (fresh24 calc-54): the percent is the change over the
# first amount
_PERCENT_ASKED = re.compile(
    r"몇\s*(?:퍼센트|%|프로)|(?:할인|인상|증가|감소|하락|상승|변화|변동)\s*(?:율|률)"
    r"|\bwhat (?:percent(?:age)?|%)|\bhow many percent\b|\bby what (?:percent(?:age)?|%)"
    r"|\bpercent(?:age)? (?:off|discount|drop|decrease|increase|rise|change|fall|cut|saving)",
    _I,
)
_DISCOUNT = re.compile(
    r"할인|세일|싸게|깎|정가|\b(?:off|discount(?:ed)?|on sale|sale price|marked down|markdown"
    r"|list price|regular price|retail)\b",
    _I,
)
_CHANGED = re.compile(
    r"줄었|줄어|늘었|늘어|올랐|올라|오른|떨어|내렸|내려|감소|증가|상승|하락|인상|인하|변했|바뀌"
    r"|\b(?:drop(?:ped|s)?|fell|fall(?:en)?|decrease[ds]?|increase[ds]?|rise[ns]?|rose"
    r"|grew|grown|went (?:up|down)|gone (?:up|down)|change[ds]?|cut|shrank|jump(?:ed)?)\b",
    _I,
)
# "from 1,200 to 900", "1,200명에서 900명으로": the amount before and the one after
_FROM_TO = (
    re.compile(rf"\bfrom\s*\$?\s*{_NUM}\s*(?:[a-z]+\s+)?to\s*\$?\s*{_NUM}", _I),
    re.compile(rf"{_NUM}\s*[가-힣]{{0,3}}\s*에서\s*{_NUM}\s*[가-힣]{{0,3}}?\s*(?:으로|로)"),
)
_SAID_PERCENT = re.compile(r"\d\s*(?:%|퍼센트|프로|percent\b)", _I)
_BARE_NUMBER = re.compile(rf"(?<![\d.]){_NUM}(?!\s*(?:년|월|일|시|분|살|세)(?![가-힣]))")


# an amount said as the difference itself: "went up by $20", "2만 원 올랐어", "$20 off"
_BY_BEFORE = re.compile(r"\bby\s*\$?\s*$", _I)
_BY_AFTER = re.compile(
    r"^\s*(?:씩|이|가|을|를|나|정도)?\s*(?:더|올[랐라]|오른|내[렸려린]|늘[었어]|줄[었어]|떨어|인상|인하|할인|싸|비싸|깎|덜|차이"
    r"|more\b|less\b|extra\b|cheaper\b|off\b|higher\b|lower\b|up\b|down\b)",
    _I,
)


def _a_difference(text: str, found: re.Match[str]) -> bool:
    return bool(
        _BY_BEFORE.search(text[max(0, found.start() - 4) : found.start()])
        or _BY_AFTER.match(text[found.end() : found.end() + 12])
    )


def _two_amounts(text: str) -> tuple[float, float] | None:
    """The amount before and the amount after that a request compares, in that order; None
    when one of them is the difference between them."""
    for pattern in _FROM_TO:
        found = pattern.search(text)
        if found is not None:
            return _number(found[1]), _number(found[2])
    said = list(MONEY.finditer(text)) or list(_BARE_NUMBER.finditer(text))
    if len(said) != 2 or any(_a_difference(text, m) for m in said):
        return None
    return amount_of(said[0]), amount_of(said[1])


def percent_change_line(text: str) -> str | None:
    """ "120,000 원 → 84,000 원: 36,000 ÷ 120,000 = 30 % off" when a request gives a price and
    the price paid and asks the percent off; "1,200 → 900: (900 − 1,200) ÷ 1,200 = -25 %, a
    drop of 25 %" when it gives two amounts and asks the percent they changed by."""
    if not _PERCENT_ASKED.search(text) or _SAID_PERCENT.search(text):
        return None  # "what's 15% of 80", "20% off, how much": a percentage given, not asked
    discount = bool(_DISCOUNT.search(text))
    from_to = any(pattern.search(text) for pattern in _FROM_TO)
    if not (discount or from_to or _CHANGED.search(text)):
        return None  # two numbers and a percent asked: a share ("34 of 40"), not a change
    amounts = _two_amounts(text)
    if amounts is None or min(amounts) <= 0 or amounts[0] == amounts[1]:
        return None
    monies = list(MONEY.finditer(text))
    won = bool(monies) and in_won(monies[0])

    def said(value: float) -> str:
        return _money(value, won) if monies else _plain(value)

    if discount:
        listed, paid = max(amounts), min(amounts)  # a discount lowers the price either way
        off = (listed - paid) / listed * 100
        return (
            f"{said(listed)} → {said(paid)}: {said(listed - paid)} less, "
            f"{_plain(listed - paid)} ÷ {_plain(listed)} = {_plain(off)} % off"
        )
    before, after = amounts
    change = (after - before) / before * 100
    way = "a rise" if change > 0 else "a drop"
    return (
        f"{said(before)} → {said(after)}: ({_plain(after)} − {_plain(before)}) ÷ "
        f"{_plain(before)} = {'+' if change > 0 else '-'}{_plain(abs(change))} %, {way} of "
        f"{_plain(abs(change))} %"
    )


# --- the amount before a percent change -----------------------------------------------------

# "I paid $80 for a jacket that was 20% off. What did it cost before the discount?" was set up
# as 80 × (1 − 0.2) = 64 (fresh32 calc-69): the amount paid is what is left after the percent,
# so the amount before is paid ÷ (1 − p) (or ÷ (1 + p) after a rise)
_BEFORE_ASKED = re.compile(
    r"할인\s*(?:하기|받기|되기)?\s*전|원래\s*(?:가격|값|금액|얼마)|정가(?:는|가)?\s*(?:얼마|몇)"
    r"|(?:오르기|인상\s*(?:되기)?|인상하기|올리기|늘기|증가하기)\s*전|(?:이전|예전)\s*(?:가격|값|월급|연봉)"
    r"|\bbefore\s+(?:the\s+)?(?:discount|sale|markdown|reduction|cut|mark-?up|increase|rise|raise"
    r"|price\s+(?:rise|increase|hike))\b|\boriginal(?:ly)?\b|\bfull\s+price\b"
    r"|\b(?:regular|list|normal)\s+price\b|\bbefore\s+it\s+(?:went|was)\b"
    r"|\bwhat\s+(?:was|did)\s+(?:it|the\s+\w+)\s+(?:cost|priced?|sell\s+for)\s+before\b",
    _I,
)
_OFF = re.compile(
    r"할인|세일|싸게|깎|내[렸려린]|인하|떨어|줄[었어]|\b(?:off|discount(?:ed)?|on\s+sale|marked\s+down"
    r"|reduced|cheaper|less|cut|dropped|fell|decreased)\b",
    _I,
)
_UP = re.compile(
    r"인상|올[랐라린]|오른|늘[었어]|증가|상승|\b(?:more|raised?|rose|increased?|went\s+up|mark(?:ed)?"
    r"-?up|hike[ds]?|rise|dearer)\b",
    _I,
)
_ONE_PERCENT = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로|percent\b)", _I)
# … not when the price now is asked ("they were $50 before the sale, 30% off now: what now?")
_NOW_ASKED = re.compile(
    r"\bnow\b|\bafter\s+(?:the\s+)?(?:discount|sale|markdown|cut|raise|rise|increase)\b"
    r"|\bsale\s+price\b|(?:할인|인상)\s*(?:된|후|받은|한)\s*(?:가격|값|금액)|지금은?\s*얼마|얼마에\s*사",
    _I,
)
# … nor when the one amount said is the one before ("정가 5만 원", "the original $50")
_SAID_BEFORE = re.compile(
    r"(?:정가|원래|원가|original(?:ly)?|list\s+price|regular\s+price|full\s+price|before)\D{0,12}$",
    _I,
)


def amount_before_line(text: str) -> str | None:
    """ "$80 paid at 20 % off: 80 ÷ (1 − 0.2) = $100 before the discount" when a request gives
    the amount after a percent off (or a percent rise) and asks the amount before it; None
    otherwise (a percent asked, two percents, or no single amount)."""
    if not _BEFORE_ASKED.search(text) or _NOW_ASKED.search(text):
        return None
    percents = _ONE_PERCENT.findall(text)
    monies = list(MONEY.finditer(text))
    if len(set(percents)) != 1 or len(monies) != 1:
        return None
    if _SAID_BEFORE.search(text[: monies[0].start()]):
        return None
    off, up = bool(_OFF.search(text)), bool(_UP.search(text))
    if off == up:
        return None  # which way it moved is not said (or both are)
    percent = float(percents[0])
    if off and percent >= 100:
        return None
    paid, won = amount_of(monies[0]), in_won(monies[0])
    factor = 1 - percent / 100 if off else 1 + percent / 100
    sign = "−" if off else "+"
    way = "off" if off else "more"
    return (
        f"{_money(paid, won)} after {_plain(percent)} % {way}: {_plain(paid)} ÷ (1 {sign} "
        f"{_plain(percent / 100)}) = {_money(paid / factor, won)} before"
    )


# --- the angle between a clock's hands -------------------------------------------------------

# "시계가 3시 30분을 가리킬 때 시침이랑 분침 사이 각도가 몇 도야?" had no sum the model could set
# up (fresh32 calc-70): the hour hand moves 30° an hour and 0.5° a minute, the minute hand 6° a
# minute, and the angle between them is the smaller way round
_HANDS_ASKED = re.compile(
    r"(?:시침|분침|시계\s*바늘)[^.?!]{0,30}각도|각도[^.?!]{0,30}(?:시침|분침)"
    r"|\bangle\b[^.?!]{0,60}\b(?:hands?|hour\s+hand|minute\s+hand)\b"
    r"|\b(?:hour|minute|clock)\s+hands?\b[^.?!]{0,60}\bangle\b",
    _I,
)
_KO_HOUR_WORDS = "|".join(sorted(NATIVE_NUMBERS, key=len, reverse=True))
_KO_CLOCK = re.compile(
    rf"(?<![\d.가-힣])(\d{{1,2}}|{_KO_HOUR_WORDS})\s*시"
    r"(?:\s*(?:(\d{1,2})\s*분|(반)))?"
)
_EN_CLOCK = re.compile(
    r"(?<![\d.])(\d{1,2}):(\d{2})(?![\d:])|(?<![\d.])(\d{1,2})\s*o'?\s*clock"
    r"|\b(half|quarter)\s+(past|to)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine"
    r"|ten|eleven|twelve)\b",
    _I,
)


def _clock_time(text: str) -> tuple[int, int] | None:
    """The one time of day a request names, as (hour, minute)."""
    said: set[tuple[int, int]] = set()
    for m in _KO_CLOCK.finditer(text):
        hour = int(m[1]) if m[1].isdigit() else NATIVE_NUMBERS[m[1]]
        said.add((hour, 30 if m[3] else int(m[2] or 0)))
    for m in _EN_CLOCK.finditer(text):
        if m[1]:
            said.add((int(m[1]), int(m[2])))
        elif m[3]:
            said.add((int(m[3]), 0))
        else:
            hour = int(m[6]) if m[6].isdigit() else int(NUMBER_WORDS[m[6].lower()])
            minutes = 30 if m[4].lower() == "half" else 15
            said.add((hour, minutes) if m[5].lower() == "past" else (hour - 1, 60 - minutes))
    if len(said) != 1:
        return None
    hour, minute = said.pop()
    return (hour, minute) if 0 <= hour <= 24 and 0 <= minute < 60 else None


def clock_hands_line(text: str) -> str | None:
    """ "3:30: hour hand 3 × 30 + 30 × 0.5 = 105°, minute hand 30 × 6 = 180°; the angle between
    them |105 − 180| = 75°" when a request asks the angle between a clock's hands at one time;
    None otherwise."""
    if not _HANDS_ASKED.search(text):
        return None
    time = _clock_time(text)
    if time is None:
        return None
    hour, minute = time
    hour_hand = (hour % 12) * 30 + minute * 0.5
    minute_hand = minute * 6
    gap = abs(hour_hand - minute_hand)
    # the answer last, after its " = ", as the calculator reads it
    between = (
        f"|{_plain(hour_hand)} − {minute_hand}| = {_plain(gap)}°"
        if gap <= 180
        else f"360 − |{_plain(hour_hand)} − {minute_hand}| = {_plain(360 - gap)}°"
    )
    return (
        f"{hour}:{minute:02d}: hour hand {hour % 12} × 30 + {minute} × 0.5 = {_plain(hour_hand)}°,"
        f" minute hand {minute} × 6 = {minute_hand}°; the angle between them {between}"
    )


# --- a screen's width and height from its diagonal -----------------------------------------

# "My TV is 55 inches measured diagonally, with a 16:9 screen. How wide is it, in inches?" was
# set up as 55 × sqrt(16/9) (fresh33 calc-71): the sides are the ratio's parts scaled so that
# their hypotenuse is the diagonal
_SCREEN_ASKED = re.compile(
    r"\b(?:how\s+(?:wide|tall|high)|width|height|wide|tall)\b|가로|세로|너비|폭|높이", _I
)
_DIAGONAL = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:-|\s)?(인치|inch(?:es)?|in\b|\"|cm|센티(?:미터)?|centimet(?:er|re)s?)",
    _I,
)
_RATIO = re.compile(r"(?<![\d.])(\d{1,2})\s*(?::|대|by|x|×)\s*(\d{1,2})(?![\d.])", _I)
_SCREEN = re.compile(
    r"\b(?:tv|television|screen|monitor|display|laptop|tablet|phone|diagonal(?:ly)?)\b"
    r"|티비|TV|텔레비전|모니터|화면|대각선|노트북|태블릿",
    _I,
)


def screen_sides_line(text: str) -> str | None:
    """ "55 in at 16:9: width 55 × 16 ÷ √(16² + 9²) = 47.94 in" when a request gives a screen's
    diagonal and its aspect ratio and asks its width (or height); None otherwise."""
    if not (_SCREEN.search(text) and _SCREEN_ASKED.search(text)):
        return None
    sizes, ratios = _DIAGONAL.findall(text), _RATIO.findall(text)
    if len(sizes) != 1 or len(ratios) != 1:
        return None
    diagonal = float(sizes[0][0])
    unit = "cm" if sizes[0][1].lower().startswith(("c", "센")) else "in"
    wide, high = int(ratios[0][0]), int(ratios[0][1])
    if not diagonal or not 0 < high < wide <= 32:
        return None  # an aspect ratio is written wide first (16:9, 4:3); "10:30" is a time
    height_asked = re.search(r"\b(?:how\s+(?:tall|high)|height|tall)\b|세로|높이", text, _I)
    width_asked = re.search(r"\b(?:how\s+wide|width|wide)\b|가로|너비|폭", text, _I)
    side, name = (high, "height") if height_asked and not width_asked else (wide, "width")
    hypotenuse = math.hypot(wide, high)
    return (
        f"{_plain(diagonal)} {unit} diagonal at {wide}:{high}: {name} {_plain(diagonal)} × {side}"
        f" ÷ √({wide}² + {high}²) = {_plain(diagonal * side / hypotenuse)} {unit}"
    )


# --- how strong a solution is ---------------------------------------------------------------

# "물 450그램에 소금 50그램을 녹이면 소금물 농도가 몇 퍼센트야?" was set up as 10 ÷ 450 (fresh33
# calc-72): a concentration is the solute over the whole solution, water and solute together
_CONCENTRATION_ASKED = re.compile(
    r"농도|\bconcentration\b|\bhow\s+(?:strong|salty|sweet)\b|\bwhat\s+percent(?:age)?\b[^.?!]{0,40}"
    r"\b(?:salt|sugar|solution|brine)\b",
    _I,
)
_GRAMS = r"(\d+(?:\.\d+)?)\s*(?:g(?![a-z])|grams?\b|그램|그람)"
# the grams said after the word or before it: "물 450그램", "180 g of water"
_WATER = re.compile(
    rf"(?:물|water)\D{{0,12}}?{_GRAMS}|{_GRAMS}\s*(?:of\s+)?(?:의\s*)?(?:물|water)", _I
)
_SOLUTE = re.compile(
    rf"(?:소금|설탕|salt|sugar)\D{{0,12}}?{_GRAMS}"
    rf"|{_GRAMS}\s*(?:of\s+)?(?:의\s*)?(?:소금|설탕|salt|sugar)",
    _I,
)


def concentration_line(text: str) -> str | None:
    """ "50 g in 450 g of water: 50 ÷ (450 + 50) × 100 = 10 %" when a request gives grams of salt
    or sugar dissolved in grams of water and asks how strong the solution is; None otherwise."""
    if not _CONCENTRATION_ASKED.search(text):
        return None
    water, solute = _WATER.findall(text), _SOLUTE.findall(text)
    if len(water) != 1 or len(solute) != 1:
        return None
    water_g = float(next(g for g in water[0] if g))
    solute_g = float(next(g for g in solute[0] if g))
    if water_g + solute_g <= 0:
        return None
    return (
        f"{_plain(solute_g)} g in {_plain(water_g)} g of water: {_plain(solute_g)} ÷ "
        f"({_plain(water_g)} + {_plain(solute_g)}) × 100 = "
        f"{_plain(100 * solute_g / (water_g + solute_g))} %"
    )


# --- a loan's monthly payment ---------------------------------------------------------------

# "I'm borrowing $20,000 at 6% a year, paid back monthly over 5 years. What will my monthly
# payment be?" was set up as 20000 × 0.06 ÷ 12 ÷ 5 = $20 (fresh34 calc-73): an amortised loan's
# payment is P × r ÷ (1 − (1 + r)^−n), r the month's rate and n the months
_LOAN = re.compile(
    r"\b(?:borrow\w*|loan|mortgage|installments?|financ(?:e|ed|ing)|payment plan)\b"
    r"|대출|빌리|빌려|융자|할부",
    _I,
)
# 「한 달에」 is 「1 달에」 once its Korean numbers are digits (fresh39 calc-84)
_MONTHLY_ASKED = re.compile(
    r"\bmonthly\b|\ba month\b|\bper month\b|\beach month\b|\bevery month\b"
    r"|매달|매월|(?:한|1)\s*달에|월\s*(?:상환|납입|할부)|달마다",
    _I,
)
# a price paid off in equal months with no interest: 「120만 원짜리 노트북을 12개월 무이자 할부로
# 사면 한 달에 얼마씩」 passed its words to calculate and then to web_search (fresh39 calc-84)
_INTEREST_FREE = re.compile(
    r"무이자|이자\s*(?:없이|없는|없고)|\binterest[- ]free\b|\bno interest\b"
    r"|\bwithout (?:any )?interest\b|\bzero interest\b",
    _I,
)
# "5 years", "a 24-month plan", 「3년」, 「12개월」
_LOAN_YEARS = re.compile(r"(?<![\d.])(\d+)\s*-?\s*(?:years?\b|년)", _I)
_LOAN_MONTHS = re.compile(r"(?<![\d.])(\d+)\s*-?\s*(?:months?\b|개월)", _I)


def loan_payment_line(text: str) -> str | None:
    """ "$20,000 at 6 % a year over 60 months: r = 0.005, 20,000 × 0.005 ÷ (1 − 1.005^−60) =
    $386.656 a month" when a request gives a loan's amount, yearly rate and term and asks the
    monthly payment; None otherwise."""
    if not (_LOAN.search(text) and _MONTHLY_ASKED.search(text)):
        return None
    monies, rates = list(MONEY.finditer(text)), _ONE_PERCENT.findall(text)
    years, months = _LOAN_YEARS.findall(text), _LOAN_MONTHS.findall(text)
    if not rates and _INTEREST_FREE.search(text):
        rates = ["0"]  # 「무이자」, 'interest-free': a rate of nothing
    if len(monies) != 1 or len(set(rates)) != 1 or len(years) + len(months) != 1:
        return None
    if NUMBERS_OFFERED.search(text):
        return None  # "5 or 6 years": two terms asked at once
    principal, won = amount_of(monies[0]), in_won(monies[0])
    count = int(years[0]) * 12 if years else int(months[0])
    rate = float(rates[0]) / 100 / 12
    if principal <= 0 or count <= 0:
        return None
    if rate == 0:
        payment = principal / count
        return (
            f"{_money(principal, won)} at 0 % over {count} months: {_plain(principal)} ÷ {count}"
            f" = {_money(payment, won)} a month"
        )
    payment = principal * rate / (1 - (1 + rate) ** -count)
    return (
        f"{_money(principal, won)} at {_plain(float(rates[0]))} % a year over {count} months: "
        f"r = {_plain(rate)}, {_plain(principal)} × {_plain(rate)} ÷ "
        f"(1 − {_plain(1 + rate)}^−{count}) = {_money(payment, won)} a month"
    )


# --- a mixture by parts ---------------------------------------------------------------------

# "A lemonade recipe is 1 part syrup to 5 parts water. How much syrup do I need to make 3 liters
# of lemonade altogether?" was set up as '3 liters * 1/6', which the calculator could not read
# (fresh39 calc-83): one ingredient's share of the whole is its parts ÷ all the parts, and of
# another ingredient's amount its parts ÷ that one's
_INGREDIENT = r"([^\W\d_][^\W\d]{0,15})"
_PARTS = (
    # "1 part syrup to 5 parts water", "2 parts of flour for every 1 part of sugar"
    re.compile(
        rf"(\d+(?:\.\d+)?)\s+parts?\s+(?:of\s+)?{_INGREDIENT}\s+"
        rf"(?:to|for every|per|and)\s+(\d+(?:\.\d+)?)\s+parts?\s+(?:of\s+)?{_INGREDIENT}",
        _I,
    ),
    # 「시럽 1 대 물 5」, 「시럽 1:물 5」 (not "apples 3, pears 5": a list)
    re.compile(rf"{_INGREDIENT}\s*(\d+(?:\.\d+)?)\s*(?:대|:)\s*{_INGREDIENT}\s*(\d+(?:\.\d+)?)"),
    # "syrup to water in a 1:5 ratio", 「시럽과 물을 1:5 비율로」, 「시럽이랑 물을 1 대 5로」
    re.compile(
        rf"{_INGREDIENT}\s*(?:to|and|과|와|이랑|랑|하고)\s+{_INGREDIENT}\s*(?:을|를)?\s*"
        r"(?:(?:in|at)\s+(?:a|the)\s+|(?:ratio|비율)\s*(?:of|is|은|는)?\s*)?"
        r"(\d+(?:\.\d+)?)\s*(?::|대|to)\s*(\d+(?:\.\d+)?)\s*(?:ratio|비율|비|로|으로)",
        _I,
    ),
)
_MIX_AMOUNT = re.compile(
    r"(?<![\d.:])(\d+(?:\.\d+)?)\s*(liters?|litres?|l|ml|millilit(?:er|re)s?|cups?|gallons?|oz"
    r"|ounces?|kg|g|grams?|리터|밀리리터|미리|컵|킬로그램|킬로|그램)(?![A-Za-z])",
    _I,
)
_MIX_UNITS = {"l": "L", "lit": "L", "리터": "L", "ml": "mL", "mil": "mL", "밀리리터": "mL",
              "미리": "mL", "cup": "cups", "컵": "cups", "gal": "gallons", "oz": "oz",
              "oun": "oz", "kg": "kg", "킬로": "kg", "킬로그램": "kg", "g": "g", "gra": "g",
              "그램": "g"}  # fmt: skip
_SHARE_ASKED = re.compile(r"\bhow much\b|\bhow many\b|얼마나|얼마|몇", _I)


def _bare(name: str) -> str:
    return re.sub(r"(?<=\w)(?:은|는|을|를|과|와)$", "", name)


def _mix_unit(said: str) -> str:
    said = said.lower()
    return _MIX_UNITS.get(said) or _MIX_UNITS.get(said[:3]) or _MIX_UNITS[said[:1]]


def _named_beside(text: str, amount: re.Match[str], names: tuple[str, str]) -> int | None:
    """Which ingredient an amount is of ("3 liters of water", 「물 3리터」), or None when it is
    the whole mixture's."""
    after = text[amount.end() : amount.end() + 20].lower()
    before = text[max(0, amount.start() - 12) : amount.start()].lower()
    for i, name in enumerate(names):
        name = name.lower()
        if re.match(rf"\s*(?:of\s+)?{re.escape(name)}\b", after) or re.search(
            rf"{re.escape(name)}\s*(?:을|를|은|는|이|가)?\s*$", before
        ):
            return i
    return None


def parts_share_line(text: str) -> str | None:
    """ "1 part syrup to 5 parts water, 3 L in all: syrup is 1 of 1 + 5 = 6 parts, 3 L × 1 ÷ 6
    = 0.5 L (500 mL)" when a request gives a mixture's parts of two ingredients and an amount of
    the whole (or of one of them), and asks how much of one is needed; None otherwise."""
    if not _SHARE_ASKED.search(text):
        return None
    found = next((m for p in _PARTS if (m := p.search(text)) is not None), None)
    if found is None:
        return None
    if found.re is _PARTS[0]:
        parts, names = (float(found[1]), float(found[3])), (found[2], found[4])
    elif found.re is _PARTS[1]:
        parts, names = (float(found[2]), float(found[4])), (found[1], found[3])
    else:
        parts, names = (float(found[3]), float(found[4])), (found[1], found[2])
    # 「시럽은」, 「물을」: a name's particle is not the name
    names = (_bare(names[0]), _bare(names[1]))
    if min(parts) <= 0 or names[0].lower() == names[1].lower():
        return None
    amounts = [
        m for m in _MIX_AMOUNT.finditer(text) if not found.start() <= m.start() < found.end()
    ]
    if len(amounts) != 1:
        return None
    amount = amounts[0]
    # the ingredient asked: the one named after "how much", or before 「얼마」/「몇」
    asked_at = _SHARE_ASKED.search(text)
    assert asked_at is not None
    tail = text[asked_at.end() : asked_at.end() + 30].lower()
    head = text[max(0, asked_at.start() - 20) : asked_at.start()].lower()
    after = sorted((tail.find(n.lower()), i) for i, n in enumerate(names) if n.lower() in tail)
    before = sorted((head.rfind(n.lower()), i) for i, n in enumerate(names) if n.lower() in head)
    if not after and not before:
        return None
    # the first named after "how much", else the last named before 「얼마」
    want, given = after[0][1] if after else before[-1][1], _named_beside(text, amount, names)
    if given == want:
        return None  # its own amount said: nothing to work out
    value, unit = float(amount[1]), _mix_unit(amount[2])
    mix = (
        f"{_plain(parts[0])} part{'' if parts[0] == 1 else 's'} {names[0]} to "
        f"{_plain(parts[1])} part{'' if parts[1] == 1 else 's'} {names[1]}"
    )
    if given is None:
        whole = parts[0] + parts[1]
        share = value * parts[want] / whole
        steps = (
            f"{_plain(value)} {unit} in all: {names[want]} is {_plain(parts[want])} of "
            f"{_plain(parts[0])} + {_plain(parts[1])} = {_plain(whole)} parts, "
            f"{_plain(value)} {unit} × {_plain(parts[want])} ÷ {_plain(whole)}"
        )
    else:
        share = value * parts[want] / parts[given]
        steps = (
            f"{_plain(value)} {unit} of {names[given]}: {_plain(value)} {unit} × "
            f"{_plain(parts[want])} ÷ {_plain(parts[given])}"
        )
    said = f"{_plain(share)} {unit}"
    if unit == "L" and share < 1:
        said += f" ({_plain(share * 1000)} mL)"
    return f"{mix}, {steps} = {said}"


# --- a recipe for a bigger or smaller pan ---------------------------------------------------

# 「지름 18센티 원형 케이크 틀 기준 레시피로 24센티 틀에 구우려면 재료를 몇 배로 늘려야 돼?」 was
# set up as 2 × 18 = 36 (fresh34 calc-74): batter fills a pan's area, so a round pan (or a square
# one, by its side) scales by the square of the sizes' ratio, (24 ÷ 18)² = 1.78, not 24 ÷ 18
_PAN = re.compile(r"틀|팬|\b(?:pans?|tins?|dish(?:es)?|moulds?|molds?)\b", _I)
_RECIPE = re.compile(r"레시피|재료|반죽|배합|분량|\b(?:recipe|ingredients?|batter|dough|mix)\b", _I)
_PAN_SIZE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?)\s*[- ]?\s*(cm|센티(?:미터)?|inch(?:es)?|in\b|인치|\")", _I
)
_SCALE_ASKED = re.compile(
    r"몇\s*배|배로|얼마나\s*(?:늘|줄|더|많이)|\bscale|\bmultiply|\bhow many times\b"
    r"|\bby (?:what|how much)\b|\bhow much (?:more|less|extra)\b|\bwhat factor\b"
    r"|\b(?:increase|adjust|double|convert)\b",
    _I,
)


def pan_scale_line(text: str) -> str | None:
    """ "18 cm pan to 24 cm: (24 ÷ 18)² = 1.7778 times" when a request moves a recipe from one
    round or square pan to another of another size and asks by how much; None otherwise."""
    if not (_PAN.search(text) and _RECIPE.search(text) and _SCALE_ASKED.search(text)):
        return None  # "a 10 inch frying pan costs $20; how much more is a 12 inch one?"
    if re.search(r"\d\s*(?:x|×|by|\*)\s*\d", text, _I):
        return None  # "a 9 × 13 pan": two sides, not one size
    sizes = _PAN_SIZE.findall(text)
    if len(sizes) != 2:
        return None
    (a, unit_a), (b, unit_b) = sizes
    inch = [u.lower().startswith(("in", "인", '"')) for u in (unit_a, unit_b)]
    if inch[0] != inch[1] or float(a) <= 0 or float(b) <= 0:
        return None
    unit = "in" if inch[0] else "cm"
    scale = (float(b) / float(a)) ** 2
    return (
        f"{_plain(float(a))} {unit} pan to {_plain(float(b))} {unit}, by area: "
        f"({_plain(float(b))} ÷ {_plain(float(a))})² = {_plain(scale)} times"
    )


# --- the same rate every year ---------------------------------------------------------------

# "3년 전에 10만 원이던 물건이 지금 13만 3,100원이야. 해마다 같은 비율로 올랐다면 1년에 몇
# 퍼센트씩 오른 거야?" was calculated as 100000 × 0.3 (fresh30 calc-66), and the change over
# the whole time (33.1 %) is not the yearly one: the same rate each period compounds, so it is
# (after ÷ before)^(1 ÷ periods) − 1
_EACH_PERIOD = re.compile(
    r"(?:해|년|달|월)\s*마다|매\s*(?:년|해|달|월)|연\s*평균|월\s*평균|(?:1|한)\s*(?:년|해|달)\s*에"
    r"|(?:연|월)\s*(?:몇\s*(?:%|퍼센트|프로)|(?:증가|상승|성장|인상|하락|감소)\s*[율률])"
    r"|\b(?:a|per|each|every)\s+(?:year|month)\b|\b(?:yearly|annual(?:ly)?|monthly|per annum)\b"
    r"|\bcagr\b|\bcompound(?:ed)?\b",
    _I,
)
_RATE_ASKED = re.compile(
    r"몇\s*(?:퍼센트|%|프로)|(?:증가|상승|성장|인상|하락|감소|변화)\s*[율률]|비율"
    r"|\b(?:what|which)\b[^.?!]{0,40}\b(?:percent(?:age)?|rate|%)|\bhow many percent\b"
    r"|\bby what\b|\bcagr\b|\b(?:increase|rise|growth|drop|decrease|decline)\b[^.!]{0,20}\?",
    _I,
)
# the time between the two amounts: "3년 전", "3년 동안", "over 3 years", "three years ago"
_KO_PERIODS = re.compile(
    r"(?<![\d.])(\d+)\s*(년|해|개월|달)(?=\s*(?:전|동안|간|만에|사이|새|뒤|후|지나))"
)
_EN_PERIODS = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(years?|months?)"
    r"(?=\s+(?:ago|later|on)\b|\s*(?:[,.?!]|$))|\b(?:over|in|after|for|within)\s+(?:the\s+"
    r"(?:last|past)\s+)?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
    r"(years?|months?)\b",
    _I,
)
_CALENDAR_YEAR = re.compile(r"(?<![\d.,])(19\d\d|20\d\d)(?![\d,])")
_NOW = re.compile(r"지금|현재|올해|요즘|이제|\b(?:now|today|this year|currently)\b", _I)


def _periods(text: str) -> tuple[float, str, list[tuple[int, int]]] | None:
    """How many years (or months) lie between the two amounts, and where that is said."""
    said: list[tuple[float, str, tuple[int, int]]] = []
    for m in _KO_PERIODS.finditer(text):
        said.append((float(m[1]), "month" if m[2] in ("개월", "달") else "year", m.span()))
    for m in _EN_PERIODS.finditer(text):
        count, unit = (m[1], m[2]) if m[1] else (m[3], m[4])
        number = NUMBER_WORDS.get(count.lower()) or float(count)
        said.append((float(number), unit.lower().rstrip("s"), m.span()))
    years = sorted({int(y) for y in _CALENDAR_YEAR.findall(text)})
    if not said and len(years) == 2:
        spans = [m.span() for m in _CALENDAR_YEAR.finditer(text)]
        return float(years[1] - years[0]), "year", spans
    if len({(n, u) for n, u, _ in said}) != 1:
        return None
    return said[0][0], said[0][1], [where for _, _, where in said]


def _then_and_now(text: str, skip: list[tuple[int, int]]) -> tuple[float, float] | None:
    """The earlier amount and the later one: in the order said, unless the first is said to be
    now ("지금 13만 원인데 3년 전엔 10만 원", "It's $1,331 now; three years ago it was $1,000")."""
    for pattern in _FROM_TO:
        found = pattern.search(text)
        if found is not None:
            return _number(found[1]), _number(found[2])
    said = list(MONEY.finditer(text)) or [
        m for m in _BARE_NUMBER.finditer(text) if not any(a <= m.start() < b for a, b in skip)
    ]
    if len(said) != 2:
        return None
    first, second = said

    def nearer_first(now: re.Match[str]) -> bool:
        def gap(m: re.Match[str]) -> int:
            return max(m.start() - now.end(), now.start() - m.end(), 0)

        return gap(first) < gap(second)

    nows = list(_NOW.finditer(text))
    if nows and all(nearer_first(now) for now in nows):
        return amount_of(second), amount_of(first)
    return amount_of(first), amount_of(second)


def same_rate_line(text: str) -> str | None:
    """ "100,000 원 → 133,100 원 in 3 years at the same rate each year: (133,100 ÷ 100,000)^(1 ÷
    3) − 1 = +10 % a year" when a request gives an amount then and now, the years (or months)
    between, and asks the percent it changed by each year."""
    if not (_EACH_PERIOD.search(text) and _RATE_ASKED.search(text)) or _SAID_PERCENT.search(text):
        return None  # "5% a year for 3 years": the rate given, not asked
    periods = _periods(text)
    if periods is None or periods[0] < 2:
        return None  # one year: the plain change (percent_change_line)
    count, unit, where = periods
    amounts = _then_and_now(text, where)
    if amounts is None or min(amounts) <= 0 or amounts[0] == amounts[1]:
        return None
    before, after = amounts
    monies = list(MONEY.finditer(text))
    won = bool(monies) and in_won(monies[0])

    def said(value: float) -> str:
        return _money(value, won) if monies else _plain(value)

    rate = ((after / before) ** (1 / count) - 1) * 100
    sign = "+" if rate > 0 else "-"
    return (
        f"{said(before)} → {said(after)} in {_plain(count)} {unit}s at the same rate each "
        f"{unit}: ({_plain(after)} ÷ {_plain(before)})^(1 ÷ {_plain(count)}) − 1 = "
        f"{sign}{_plain(round(abs(rate), 2))} % a {unit}"
    )


# --- a week's pay with overtime ------------------------------------------------------------------

# "I earn $22 an hour, and anything over 40 hours in a week is paid at time and a half. What do I
# make for a 46-hour week?" was answered "$110" with no calculation (fresh28 calc-61); "시급 1만
# 원, 40시간 넘게 일한 시간은 1.5배" — the hours up to the limit at the wage, the rest at the rate
_WAGE = re.compile(
    rf"(?:시급|시간당|(?:1|한)\s*시간에)\s*(?:은|이|는)?\s*{_NUM}\s*원"
    rf"|\$\s*{_NUM}\s*(?:an|per|a|/)\s*(?:hour|hr)\b|{_NUM}\s*(?:dollars?|won)\s*(?:an|per|a)\s*hour\b"
    rf"|{_NUM}\s*원\s*(?:씩\s*)?(?:an|per|a)\s*hour\b",
    _I,
)
_OVERTIME_RATE = re.compile(
    r"(?P<half>time[- ]and[- ]a[- ]half)"
    r"|(?P<double>double[- ]time|double (?:pay|the (?:rate|wage)))"
    r"|(?P<times>\d+(?:\.\d+)?)\s*(?:배|x\b|×|times (?:the )?(?:rate|wage|pay|normal|regular|base))"
    r"|(?P<percent>\d+(?:\.\d+)?)\s*%\s*"
    r"(?:of (?:the )?(?:rate|wage|pay)|(?:의\s*)?(?:시급|임금|급여))",
    _I,
)
_HOURS_LIMIT = re.compile(
    r"\b(?:over|above|beyond|after|past|more than|in excess of)\s+(\d+(?:\.\d+)?)\s*"
    r"(?:hours?|hrs?)\b"
    r"|(\d+(?:\.\d+)?)\s*시간\s*(?:을|이)?\s*(?:넘(?:게|는|으면|어서|긴|은)|초과|이상|부터)",
    _I,
)
_HOURS = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*[- ]?\s*(?:hours?|hrs?|시간)(?![가-힣]*당)", _I)


def _overtime_factor(found: re.Match[str]) -> float:
    if found["half"]:
        return 1.5
    if found["double"]:
        return 2.0
    return float(found["times"]) if found["times"] else float(found["percent"]) / 100


def overtime_pay_line(text: str) -> str | None:
    """ "40 hours × $22 = $880; 6 hours over 40 × $22 × 1.5 = $198; $880 + $198 = $1,078" when a
    request gives an hourly wage, the hours after which pay is higher and by how much, and the
    hours worked."""
    wage, rate, limit = _WAGE.search(text), _OVERTIME_RATE.search(text), _HOURS_LIMIT.search(text)
    if wage is None or rate is None or limit is None:
        return None
    factor = _overtime_factor(rate)
    if not 1 < factor <= 3:
        return None
    said = [wage.span(), limit.span(), rate.span()]
    worked = [m for m in _HOURS.finditer(text) if not any(a <= m.start() < b for a, b in said)]
    if len({m[1] for m in worked}) != 1:
        return None  # no hours worked said, or two: which week is asked is not clear
    hours, cap = float(worked[0][1]), float(limit[1] or limit[2])
    pay, won = amount_of(wage), "원" in wage[0] or "won" in wage[0].lower()
    base = min(hours, cap) * pay
    extra = max(hours - cap, 0) * pay * factor
    line = f"{_plain(min(hours, cap))} hours × {_money(pay, won)} = {_money(base, won)}"
    if hours <= cap:
        return f"{line} (no hours over {_plain(cap)})"
    return (
        f"{line}; {_plain(hours - cap)} hours over {_plain(cap)} × {_money(pay, won)} × "
        f"{_plain(factor)} = {_money(extra, won)}; {_money(base, won)} + {_money(extra, won)} = "
        f"{_money(base + extra, won)}"
    )


# --- hits from a batting average -----------------------------------------------------------------

# "타율이 3할 2푼인 타자가 250타수를 쳤으면 안타는 몇 개?" (3할 2푼 read as 0.32 by
# calculator.spell_korean_numbers) was calculated as 3 × 2 (fresh28 calc-62); "a .320 hitter
# with 250 at-bats": the average times the at-bats; or the average from hits and at-bats
_AVERAGE = re.compile(
    r"(?:타율|batting average|average|batting|hitting)\s*(?:이|은|는|of|is|was)?\s*"
    r"(0?\.\d{1,3})(?!\d)"
    r"|(?<![\d.])(0?\.\d{1,3})(?!\d)\s*(?:타자|hitter|batter|average|타율)",
    _I,
)
_AT_BATS = re.compile(r"(?<![\d.])(\d[\d,]*)\s*(?:타수|at[- ]?bats?\b|ABs?\b)", _I)
_HITS = re.compile(r"(?<![\d.])(\d[\d,]*)\s*(?:안타|hits?\b)", _I)
_HITS_ASKED = re.compile(r"안타|\bhits?\b", _I)
_AVERAGE_ASKED = re.compile(r"타율|\baverage\b|몇\s*할", _I)


def batting_line(text: str) -> str | None:
    """ "0.32 × 250 at-bats = 80 hits" when a request gives a batting average and the at-bats
    and asks the hits; "80 hits ÷ 250 at-bats = 0.32 (3할 2푼)" when it gives the hits and asks
    the average."""
    at_bats = _AT_BATS.findall(text)
    if len(at_bats) != 1 or _number(at_bats[0]) <= 0:
        return None
    bats = _number(at_bats[0])
    average = _AVERAGE.search(text)
    if average is not None and _HITS_ASKED.search(text):
        rate = float(average[1] or average[2])
        hits = rate * bats
        whole = (
            f"{round(hits)} hits"
            if abs(hits - round(hits)) < 1e-6
            else (f"{_plain(hits)} ≈ {round(hits)} hits")
        )
        return f"{_plain(rate)} × {_plain(bats)} at-bats = {whole}"
    hits_said = _HITS.findall(text)
    if average is None and len(hits_said) == 1 and _AVERAGE_ASKED.search(text):
        rate = _number(hits_said[0]) / bats
        thousandths = round(rate * 1000)
        tenths, rest = divmod(thousandths, 100)
        hundredths, last = divmod(rest, 10)
        korean = (
            f"{tenths}할"
            + (f" {hundredths}푼" if hundredths else "")
            + (f" {last}리" if last else "")
        )
        return (
            f"{_plain(_number(hits_said[0]))} hits ÷ {_plain(bats)} at-bats = {rate:.3f} ({korean})"
        )
    return None


# --- whole packs for so many each ---------------------------------------------------------------

# "피자 한 판이 8조각인데, 11명이 두 조각씩 먹으려면 몇 판 시켜야 돼?" was set up as 10 × 2
# (fresh29 calc-64): the people times each one's share, over a pack's size, rounded up — 22
# slices are 3 pizzas, not 2.75; "A pack has 6 rolls. 14 people want 2 each: how many packs?"
_PACK_WORDS = r"판|팩|박스|상자|봉지|봉|통|묶음|세트|케이스|박스"
_PIECE_WORDS = r"조각|개|롤|알|장|병|캔|인분|마리|줄|송이|쪽"
_EN_PACK = r"packs?|packets?|boxe?s?|pizzas?|pies?|bags?|cases?|cartons?|trays?|cakes?|crates?"
_PER_PACK = (
    re.compile(rf"(?:1|한)\s*(?:{_PACK_WORDS})\s*(?:에는|에|이|은|당|마다|엔)?\s*(\d+)\s*(?:{_PIECE_WORDS})"),
    re.compile(rf"(\d+)\s*(?:{_PIECE_WORDS})\s*(?:짜리|들이|입|씩\s*들어)"),
    re.compile(rf"\b(?:a|one|each|every|per)\s+(?:{_EN_PACK})\s+(?:has|holds|contains|comes with"
               rf"|is cut into|gives|makes|serves|feeds|of)\s+(\d+)", _I),
    re.compile(rf"\b(?:{_EN_PACK})\s+(?:come\s+)?(?:of|in packs of|with)\s+(\d+)", _I),
    re.compile(rf"\b(\d+)\s+(?:[a-z]+\s+)?(?:per|a|to a|in a|in each|in every)\s+(?:{_EN_PACK})\b",
               _I),
)  # fmt: skip
_PEOPLE = re.compile(
    r"(\d+)\s*(?:명|people\b|persons\b|guests\b|kids\b|children\b|friends\b|students\b"
    r"|of us\b|players\b|workers\b)",
    _I,
)
_EACH = (
    re.compile(rf"(\d+)\s*(?:{_PIECE_WORDS})?\s*씩"),
    re.compile(r"(\d+)\s+(?:[a-z]+\s+)?(?:each|apiece|per (?:person|head)|a (?:person|head))\b",
               _I),
    re.compile(r"\beach\s+(?:wants?|eats?|gets?|needs?|has|have|takes?)\s+(\d+)", _I),
)  # fmt: skip
_PACKS_ASKED = re.compile(
    rf"몇\s*(?:{_PACK_WORDS})\S*\s*(?:시켜|사|주문|필요|있어|준비|구매|챙겨)"
    rf"|\bhow many\s+(?:{_EN_PACK})\b",
    _I,
)
_EN_NUMBER = re.compile(
    r"\b(" + "|".join(n for n in NUMBER_WORDS if n != "one") + r"|thirteen|fourteen|fifteen"
    r"|sixteen|twenty)\b",
    _I,
)
_MORE_NUMBERS = {"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "twenty": 20}


def _first(patterns: tuple[re.Pattern[str], ...], text: str) -> float | None:
    found = next((m for p in patterns if (m := p.search(text)) is not None), None)
    return _number(found[1]) if found else None


def packs_needed_line(text: str) -> str | None:
    """ "11 × 2 = 22; 22 ÷ 8 = 2.75, rounded up to whole ones = 3" when a request asks how many
    packs so many people need at so many each, with a pack's size; None otherwise."""
    if not _PACKS_ASKED.search(text):
        return None
    text = _EN_NUMBER.sub(
        lambda m: str(NUMBER_WORDS.get(m[1].lower()) or _MORE_NUMBERS[m[1].lower()]), text
    )
    people, each, size = _first((_PEOPLE,), text), _first(_EACH, text), _first(_PER_PACK, text)
    if people is None or each is None or not size:
        return None
    total = people * each
    packs = total / size
    return (
        f"{_plain(people)} × {_plain(each)} = {_plain(total)}; {_plain(total)} ÷ {_plain(size)}"
        f" = {_plain(packs)}, rounded up to whole ones = {math.ceil(packs - 1e-9)}"
    )


# --- a price for another amount ------------------------------------------------------------------

# "소고기 600그램에 3만 6천 원이면 100그램에 얼마꼴이야?" was calculated as 10000 / 600, then sent
# again after its correction (fresh40 calc-86): one price, two amounts in one unit (600그램 and
# 100그램, '3 kg' and '5 kg'; 'per kg' and 「그램당」 one of it); the amount nearer the question
# (얼마, 'how much', 'per') is the one asked, the other the one the price buys
_AMOUNT_UNIT = (
    r"kg|g|mg|lbs?|oz|ml|l|km|m|cm|kilograms?|grams?|kilos?|pounds?|ounces?|lit(?:er|re)s?"
    r"|met(?:er|re)s?|킬로그램|그램|킬로|근|리터|밀리리터|미터|개|장|병|봉지|팩|알|송이"
)
_BOUGHT = re.compile(rf"(?<![\d,.$₩]){_NUM}\s*({_AMOUNT_UNIT})(?![A-Za-z])", _I)
_ONE_UNIT = re.compile(
    rf"\bper\s+({_AMOUNT_UNIT})(?![A-Za-z])|(?<![\d\s])\s?({_AMOUNT_UNIT})\s*당", _I
)
_PRICE_QUESTION = re.compile(r"얼마|가격|\bhow much\b|\bprice\b|\bper\b|당", _I)
# a discount, a share or how many fit are other sums (amount_before_line, percent_change_line,
# the calculator's as-many-as-fit)
_OTHER_SUM = re.compile(
    r"%|퍼센트|프로|할인|\bdiscount\b|\boff\b|\bhow many\b|몇\s*(?:개|병|장)", _I
)
_SHORT_UNITS = (("kg", "kilo"), ("g", "gram"), ("lb", "pound"), ("oz", "ounce"), ("l", "lit"),
                ("m", "met"))  # fmt: skip


def _unit_kind(unit: str) -> str:
    """A unit as one spelling ('grams' and 'g' alike)."""
    unit = unit.lower()
    for short, long_ in _SHORT_UNITS:
        if unit in (short, short + "s") or unit.startswith(long_):
            return short
    return unit


def unit_price_line(text: str) -> str | None:
    """ "36,000 원 for 600 g: 36,000 ÷ 600 × 100 = 6,000 원" when a request gives a price for
    an amount and asks it for another amount in the same unit; None otherwise."""
    monies = list(MONEY.finditer(text))
    if len(monies) != 1 or not _PRICE_QUESTION.search(text) or _OTHER_SUM.search(text):
        return None
    amounts = [(_number(m[1]), m[2], m.start()) for m in _BOUGHT.finditer(text)]
    amounts += [(1.0, m[1] or m[2], m.start()) for m in _ONE_UNIT.finditer(text)]
    kinds = {_unit_kind(unit) for _, unit, _ in amounts}
    if len(amounts) != 2 or len(kinds) != 1 or min(a[0] for a in amounts) <= 0:
        return None
    questions = [m.start() for m in _PRICE_QUESTION.finditer(text)]
    asked, bought = sorted(amounts, key=lambda a: min(abs(a[2] - q) for q in questions))
    if asked[0] == bought[0]:
        return None
    price, won = amount_of(monies[0]), in_won(monies[0])
    each = _money(price / bought[0] * asked[0], won)
    return (
        f"{_money(price, won)} for {_plain(bought[0])} {bought[1]}: {_plain(price)} ÷ "
        f"{_plain(bought[0])} × {_plain(asked[0])} = {each}"
    )


# --- a bill split with one person's own part -----------------------------------------------------

# 「배달 음식 42,000원어치를 셋이서 나눠 내기로 했어. 그중 6,000원은 나만 마신 음료값이라 그건
# 내가 따로 내고, 나머지는 셋이 똑같이 나누면 나는 모두 얼마 내면 돼?」 was calculated as
# 14000 ÷ 3 and refused (fresh42 calc-90): one bill, a part of it (그중, 'of it', 'of which')
# that one person pays alone, and the rest split evenly; that person pays the rest's share
# plus the part. A part said beside the bill, not in it ('plus', 'on top'), is left to the model.
_KO_PEOPLE = {"둘": 2, "셋": 3, "넷": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
              "열": 10}  # fmt: skip
_PEOPLE_SPLIT = re.compile(
    r"(?<![\d.,])(\d+)\s*(?:명|사람|people\b|persons\b|friends\b|of us\b|ways?\b)"
    rf"|(?<![가-힣])({'|'.join(_KO_PEOPLE)})\s*(?:이서|이|명|사람)"
    rf"|\b({'|'.join(w for w in NUMBER_WORDS if NUMBER_WORDS[w] > 1)})\s+"
    r"(?:ways?\b|of us\b|people\b|persons\b|friends\b)",
    _I,
)
_SPLIT = re.compile(r"나눠|나누|나눈|n빵|엔빵|더치|\bsplit\b|\bdivide|\bshare\b|\bevenly\b", _I)
_PART_OF = re.compile(
    r"그\s*중|그\s*가운데|중에서?|\bof (?:it|that|this|which|the (?:bill|total))\b"
    r"|\bincluded\b|\bincluding\b|포함",
    _I,
)
_BESIDE = re.compile(r"\bplus\b|\bon top\b|\bextra\b|\bseparately added\b|추가로|별도로\s*더", _I)
# the part one person pays alone: 「나만 마신」, 「내가 따로」, 「내 술값」, 'my drink', 'I pay
# for myself', 'only I', 'just mine'
_OWN = re.compile(
    r"나만|나\s*혼자|내가\s*(?:따로|혼자)|내\s*(?:것|거|몫|음료|술|커피)"
    r"|\bmy (?:own )?(?:drinks?|beers?|wine|coffee|dessert|meal|dish|order|part)\b"
    r"|\b(?:only|just) (?:i|me|mine)\b|\bmyself\b|\bon my own\b",
    _I,
)
# the asker's whole payment asked, not the others': 「나는 모두 얼마」, 'how much do I pay'
_MINE_ASKED = re.compile(
    r"나는[^.?!]{0,15}얼마|내가[^.?!]{0,15}얼마|내\s*몫|\bhow much (?:do|should|will|would) i\b"
    r"|\bmy (?:total|share)\b|\bwhat do i (?:owe|pay)\b",
    _I,
)
_OTHERS_ASKED = re.compile(r"다른\s*(?:사람|애|친구)|친구들은|\bthe others\b|\beach of them\b", _I)


def own_part_share_line(text: str) -> str | None:
    """ "(42,000 원 − 6,000 원) ÷ 3 + 6,000 원 = 18,000 원" when a request splits a bill evenly
    among some people after one part of it that the asker pays alone, and asks what the asker
    pays in all; None otherwise."""
    monies = list(MONEY.finditer(text))
    people = {int(m[1]) if m[1] else _KO_PEOPLE.get(m[2]) or NUMBER_WORDS[m[3].lower()]
              for m in _PEOPLE_SPLIT.finditer(text)}  # fmt: skip
    if (
        len(monies) != 2 or len(people) != 1 or not _SPLIT.search(text)
        or not _PART_OF.search(text) or _BESIDE.search(text) or not _MINE_ASKED.search(text)
        or _OTHERS_ASKED.search(text) or _SAID_PERCENT.search(text)
    ):  # fmt: skip
        return None
    owns = [m.start() for m in _OWN.finditer(text)]
    if not owns:
        return None
    # the part is the amount nearer the words that make it the asker's own
    part, bill = sorted(monies, key=lambda m: min(abs(m.start() - o) for o in owns))
    total, own, count = amount_of(bill), amount_of(part), people.pop()
    if not 0 < own < total or count < 2 or in_won(bill) != in_won(part):
        return None
    won = in_won(bill)
    share = (total - own) / count + own
    return (
        f"({_money(total, won)} − {_money(own, won)}) ÷ {count} + {_money(own, won)} = "
        f"{_money(share, won)}"
    )


def everyday_sum_line(text: str) -> str | None:
    """The first of these sums the request sets up, or None."""
    for line in (
        overtime_pay_line, savings_interest_line, period_interest_line, rate_total_line,
        fill_time_line, bmi_line, pace_line, playback_line, stride_line, average_needed_line,
        vat_line, round_things_line, batting_line, packs_needed_line, same_rate_line,
        percent_change_line, amount_before_line, clock_hands_line, screen_sides_line,
        concentration_line, loan_payment_line, pan_scale_line, parts_share_line,
        unit_price_line, own_part_share_line,
    ):  # fmt: skip
        found = line(text)
        if found is not None:
            return found
    return None
