"""Measures a request sets up in words: a speed from a distance and a time, the average speed of
a trip there and back, a circle's area from its diameter or radius — in the unit it asks for —,
the cost of running something from its power, what a pack saves on each against single ones,
and the change over percentages taken one after another.

"100미터를 12.5초에 뛰면 시속으로 몇 킬로야?" was calculated as 100/12.5 and answered "시속 8
킬로미터" — 8 is metres per second; "Our round kitchen table is 120 cm across. What's its area
in square meters?" was converted as "120 cm to m" and answered 1.2 m² (bench_tasks fresh20
calc-46, calc-45). The calculator gives this reading beside the model's expression when the
request is such a question.
"""

from __future__ import annotations

import math
import re

from jarvis_voice.tools.builtin.clock_span import clock_span_line
from jarvis_voice.tools.builtin.everyday_sums import everyday_sum_line
from jarvis_voice.tools.builtin.markup_price import markup_price_line
from jarvis_voice.tools.builtin.pairs_once import pairs_once_line
from jarvis_voice.tools.builtin.pay_saved import pay_saved_line
from jarvis_voice.tools.builtin.ratio_split import ratio_split_line

_I = re.IGNORECASE
_NUMBER = r"(\d+(?:[.,]\d+)?)"
_METRES = {
    "km": 1000.0, "kilometer": 1000.0, "kilometre": 1000.0, "킬로미터": 1000.0, "킬로": 1000.0,
    "m": 1.0, "meter": 1.0, "metre": 1.0, "미터": 1.0, "mile": 1609.344, "마일": 1609.344,
}  # fmt: skip
_SECONDS = {
    "h": 3600.0, "hr": 3600.0, "hour": 3600.0, "시간": 3600.0, "min": 60.0, "minute": 60.0,
    "분": 60.0, "s": 1.0, "sec": 1.0, "second": 1.0, "초": 1.0,
}  # fmt: skip


def _unit_pattern(units: dict[str, float]) -> str:
    words = sorted(units, key=len, reverse=True)
    # an ASCII unit ends where the Latin letters do: "3.2m인데" is 3.2 m, "5 mango" no metres
    return "(" + "|".join(rf"{w}s?(?![A-Za-z])" if w.isascii() else w for w in words) + ")"


_DISTANCE = re.compile(rf"{_NUMBER}\s*{_unit_pattern(_METRES)}", _I)
_TIME = re.compile(rf"{_NUMBER}\s*{_unit_pattern(_SECONDS)}", _I)
# the speed asked: its unit and metres per second in one of it
_ASKED = (
    (re.compile(r"시속|\bkm\s*/\s*h\b|\bkph\b|\bkilomet(?:er|re)s? (?:per|an) hour\b", _I),
     "km/h", 1000 / 3600),
    (re.compile(r"\bmph\b|\bmiles? (?:per|an) hour\b", _I), "mph", 1609.344 / 3600),
    (re.compile(r"초속|\bm\s*/\s*s\b|\bmet(?:er|re)s? (?:per|a) second\b", _I), "m/s", 1.0),
)  # fmt: skip


def speed_line(text: str) -> str | None:
    """ "100 m in 12.5 s = 28.8 km/h" when a request (its Korean numbers spelled out as
    digits: calculator.spell_korean_numbers) gives one distance and one time and asks a speed in
    a unit; None otherwise."""
    asked = next(
        ((unit, per) for pattern, unit, per in _ASKED if any(_unit_asked(text, m) for m in
                                                                pattern.finditer(text))),
        None,
    )  # fmt: skip
    distances, times = _DISTANCE.findall(text), _TIME.findall(text)
    if asked is None or len(distances) != 1 or len(times) != 1:
        return None
    (distance, d_unit), (time, t_unit) = distances[0], times[0]
    metres = float(distance.replace(",", "")) * _METRES[_base(d_unit, _METRES)]
    seconds = float(time.replace(",", "")) * _SECONDS[_base(t_unit, _SECONDS)]
    if seconds <= 0:
        return None
    unit, per = asked
    # the speed asked alone after "=": a metres-a-second figure beside it was said back as
    # "시속 8 킬로미터" (fresh20 calc-46)
    return f"{distance} {d_unit} in {time} {t_unit} = {_plain(metres / seconds / per)} {unit}"


def _unit_asked(text: str, found: re.Match[str]) -> bool:
    """A speed unit said as the one asked, not with a speed given: "시속 90킬로로 2시간 반
    달리면 몇 킬로미터?" gives one (fresh2 calc-8 was answered "45 km/h"), as does "at 90 km/h"."""
    after = text[found.end() : found.end() + 4]
    before = text[max(0, found.start() - 6) : found.start()]
    return not (re.match(r"\s*(?:으로\s*)?\d", after) or re.search(r"\d\s*$", before))


def _base(unit: str, units: dict[str, float]) -> str:
    lowered = unit.lower()
    return lowered if lowered in units else lowered.removesuffix("s")


def _plain(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


def _two(value: float) -> str:
    """An answer said as a person says it: to two decimals at most."""
    return _plain(round(value, 2))


# a circle's area: "a round table 120 cm across", "지름 30cm 피자", "radius 2 m"
_ROUND = re.compile(
    r"\bround\b|\bcirc(?:le|ular)\b|\bdisc\b|\bdiameter\b|\bradius\b|원형|둥근|동그란|원의|지름",
    _I,
)
_LENGTH_UNITS = {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "inch": 0.0254,
                 "ft": 0.3048, "feet": 0.3048, "foot": 0.3048, "센티미터": 0.01, "센티": 0.01,
                 "밀리미터": 0.001, "미터": 1.0, "meter": 1.0, "metre": 1.0,
                 "centimeter": 0.01, "centimetre": 0.01, "millimeter": 0.001,
                 "millimetre": 0.001, "inches": 0.0254}  # fmt: skip
_LENGTH = rf"{_NUMBER}\s*{_unit_pattern(_LENGTH_UNITS)}"
_ACROSS = re.compile(
    rf"{_LENGTH}\s*(?:across|wide|in diameter)|\bdiameter (?:of |is )?{_LENGTH}"
    rf"|지름(?:이|은)?\s*{_LENGTH}",
    _I,
)
_RADIUS = re.compile(
    rf"\bradius (?:of |is )?{_LENGTH}|{_LENGTH} radius|반지름(?:이|은)?\s*{_LENGTH}", _I
)
_AREA_ASKED = re.compile(r"\barea\b|넓이|면적", _I)
# the area's unit asked, and square metres in one of it
_AREA_UNITS = (
    (re.compile(r"square (?:met(?:er|re)s?|m)\b|\bm2\b|m²|㎡|제곱\s*미터|평방\s*미터", _I),
     "m²", 1.0),
    (re.compile(r"square (?:centimet(?:er|re)s?|cm)\b|\bcm2\b|cm²|제곱\s*센티", _I),
     "cm²", 1e-4),
    (re.compile(r"square (?:feet|foot|ft)\b|\bsq\.? ?ft\b|ft²", _I), "ft²", 0.09290304),
    (re.compile(r"몇\s*평|평수|\bpyeong\b", _I), "평", 400 / 121),  # 1평 = 400/121 m² by law
)  # fmt: skip


def area_line(text: str) -> str | None:
    """ "a circle 120 cm across: π × (0.6 m)² = 1.131 m²" when a request gives a round thing's
    diameter or radius and asks its area; in the unit asked (m² when none), else None."""
    if not (_ROUND.search(text) and _AREA_ASKED.search(text)):
        return None
    across, radius = _ACROSS.search(text), _RADIUS.search(text)
    found = across or radius
    if found is None:
        return None
    groups = [g for g in found.groups() if g]
    number, unit = groups[0], groups[1]
    metres = float(number.replace(",", "")) * _LENGTH_UNITS[_base(unit, _LENGTH_UNITS)]
    r = metres / 2 if across else metres
    asked = next(((u, per) for pattern, u, per in _AREA_UNITS if pattern.search(text)), ("m²", 1.0))
    area = math.pi * r * r / asked[1]
    what = f"{number} {unit} {'across' if across else 'radius'}"
    return f"a circle {what}: π × ({_plain(r)} m)² = {_plain(area)} {asked[0]}"


# a rectangle's sides: "4.5 by 3.2 meters", "4.5m x 3.2m", "가로 4.5미터 세로 3.2미터" (fresh10
# calc-23 multiplied 4.5 by 3.2 as 15.6 before converting to square feet)
_UNIT = _unit_pattern(_LENGTH_UNITS)
_SIDES = re.compile(
    rf"{_NUMBER}\s*{_UNIT}?\s*(?:by|x|×|\*)\s*{_NUMBER}\s*{_UNIT}"
    rf"|가로(?:가|는)?\s*{_NUMBER}\s*{_UNIT}?[^\d]{{0,8}}?세로(?:가|는)?\s*{_NUMBER}\s*{_UNIT}",
    _I,
)


def rectangle_area_line(text: str) -> str | None:
    """ "4.5 m × 3.2 m = 14.4 m² = 155 ft²" when a request gives a rectangle's two sides with a
    unit and asks its area (in the unit asked, m² when none), else None."""
    unit_asked = next(((u, per) for pattern, u, per in _AREA_UNITS if pattern.search(text)), None)
    if unit_asked is None and not _AREA_ASKED.search(text):
        return None
    rectangles = list(_SIDES.finditer(text))
    if len(rectangles) != 1:
        return None  # none, or a tile and a floor: which area is asked is the model's to say
    found = rectangles[0]
    groups = found.groups()
    a, a_unit, b, b_unit = groups[0:4] if groups[0] else groups[4:8]
    a_unit = a_unit or b_unit
    sides = [
        float(number.replace(",", ".")) * _LENGTH_UNITS[_base(unit, _LENGTH_UNITS)]
        for number, unit in ((a, a_unit), (b, b_unit))
    ]
    square_metres = sides[0] * sides[1]
    line = f"{a} {a_unit} × {b} {b_unit} = {_plain(square_metres)} m²"
    if unit_asked is None or unit_asked[0] == "m²":
        return line
    return f"{line} = {_two(square_metres / unit_asked[1])} {unit_asked[0]}"


# the average speed of a trip there and back at two speeds: "biked 60 km at 30 km/h and rode back
# at 60 km/h" was averaged as (30 + 60) / 2 = 45 (bench_tasks fresh21 calc-47: 40)
_SPEED = re.compile(
    rf"(?:시속\s*{_NUMBER}\s*(?:km|킬로(?:미터)?)?"
    rf"|{_NUMBER}\s*(?:km\s*/\s*h|kph|km/hr|kilomet(?:er|re)s? (?:per|an) hour|킬로로)"
    rf"|{_NUMBER}\s*(mph|miles? (?:per|an) hour))",
    _I,
)
_AVERAGE_SPEED = re.compile(
    r"\baverage speed\b|\bspeed (?:on|for|over) (?:average|the whole|the round)"
    r"|평균\s*(?:속도|속력|시속)",
    _I,
)
_THERE_AND_BACK = re.compile(
    r"\bback\b|\breturn(?:ed|ing)?\b|\bround trip\b|\bthere and back\b"
    r"|왕복|돌아(?:올|오|왔)|되돌아",
    _I,
)


def average_speed_line(text: str) -> str | None:
    """ "there at 30 km/h, back at 60 km/h: the same way each way takes 1/30 + 1/60 of it, so
    2 ÷ (1/30 + 1/60) = 40 km/h on average" — the harmonic mean, not the plain one; None unless
    the request asks the average speed of a trip there and back at two speeds."""
    if not (_AVERAGE_SPEED.search(text) and _THERE_AND_BACK.search(text)):
        return None
    speeds = [next(g for g in found.groups() if g) for found in _SPEED.finditer(text)]
    miles = [found for found in _SPEED.finditer(text) if found.group(3)]
    if len(speeds) != 2 or len(miles) not in (0, 2):
        return None
    there, back = (float(v.replace(",", "")) for v in speeds)
    if there <= 0 or back <= 0:
        return None
    unit = "mph" if miles else "km/h"
    average = 2 / (1 / there + 1 / back)
    return (
        f"there at {speeds[0]} {unit}, back at {speeds[1]} {unit}, the same distance each way: "
        f"2 ÷ (1/{speeds[0]} + 1/{speeds[1]}) = {_plain(average)} {unit} on average "
        f"(not ({speeds[0]} + {speeds[1]}) ÷ 2: the slower way takes longer)"
    )


# percentages taken one after another: "어제 10% 올랐는데 오늘 다시 10% 떨어졌어. 처음이랑
# 비교하면?" was set up as 10% - 10% (fresh21 calc-48: a 1 % fall); "20% off, then another 10% off"
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로|percent\b)", _I)
_UP = re.compile(
    r"올랐|오르|올라|상승|인상|늘었|늘어|증가|뛰었|\b(?:rose|rise[sn]?|up|increased?|gain(?:ed|s)?"
    r"|grew|grow[sn]?|jump(?:ed|s)?|rais(?:ed|e))\b",
    _I,
)
_DOWN = re.compile(
    r"떨어|내렸|내려|내리|하락|인하|줄었|줄어|감소|할인|빠졌|\b(?:fell|fall[sn]?|down|dropped|drops?"
    r"|decreased?|lost|los(?:e|es)|cut|off|discount(?:ed|s)?|declined?|sank|slid|shed)\b",
    _I,
)
_OVERALL = re.compile(
    r"처음|원래|애초|결국|전체|총|모두\s*합|통틀|\boverall\b|\bin total\b|\bnet\b"
    r"|\b(?:compared (?:to|with)|from|than) (?:the )?(?:start|beginning|original|first)"
    r"|\bend up\b|\baltogether\b|\bcombined\b|\btotal (?:change|discount)\b",
    _I,
)


# what is asked of the chain: the change itself
_CHANGE_ASKED = re.compile(
    r"몇\s*(?:퍼센트|%|프로)|얼마나|변했|변한|차이|\bpercent(?:age)?\b|\bhow much\b|\bchange[sd]?\b"
    r"|\bdiscount\b|\bback where\b|\bworth\b",
    _I,
)


def _direction(text: str, found: re.Match[str]) -> int:
    """+1 for a rise, -1 for a fall, 0 when no word beside a percentage says either: the word
    nearest to it, after ("10% 올랐는데", "10% off") or before ("went up 50%") it."""
    after = text[found.end() : found.end() + 14]
    before = text[max(0, found.start() - 16) : found.start()]
    near: list[tuple[int, int]] = []  # (distance, sign)
    for pattern, sign in ((_UP, 1), (_DOWN, -1)):
        near += [(m.start(), sign) for m in pattern.finditer(after)]
        near += [(len(before) - m.end(), sign) for m in pattern.finditer(before)]
    return min(near)[1] if near else 0


def percent_chain_line(text: str) -> str | None:
    """ "+10 % then -10 % = -1 % overall, a fall of 1 % overall (× 1.1 × 0.9 = × 0.99)" when
    the request takes two or more percentages one after another and asks the change over all
    of them."""
    if not (_OVERALL.search(text) and _CHANGE_ASKED.search(text)):
        return None
    changes: list[tuple[float, int]] = []
    for found in _PERCENT.finditer(text):
        # "rose 5% last year and 3% this year": the second goes the way the first went
        sign = _direction(text, found) or (changes[-1][1] if changes else 0)
        changes.append((float(found[1]), sign))
    if len(changes) < 2 or any(sign == 0 for _, sign in changes):
        return None
    factor = 1.0
    for percent, sign in changes:
        factor *= 1 + sign * percent / 100
    steps = " then ".join(f"{'+' if sign > 0 else '-'}{_plain(p)} %" for p, sign in changes)
    factors = " × ".join(_plain(1 + sign * p / 100) for p, sign in changes)
    change = (factor - 1) * 100
    said = (
        "no change"
        if abs(change) < 1e-9
        else (f"a {'rise' if change > 0 else 'fall'} of {_plain(abs(change))} % overall")
    )
    # the change first, where a small model reads: "10% 변한 거야" was said beside "a fall of
    # 1 % overall" at the end (fresh21 calc-48 after session 39's first fix)
    total = "0 %" if abs(change) < 1e-9 else f"{'+' if change > 0 else '-'}{_plain(abs(change))} %"
    return f"{steps} = {total} overall, {said} (× {factors} = × {_plain(factor)})"


# the cost of running something: "A 1,500-watt space heater runs 6 hours a day. At 15 cents per
# kWh, what does it cost to run it for 30 days?" was answered "$105" with no calculation
# (bench_tasks fresh22 calc-49)
_POWER = re.compile(
    r"(\d[\d,]*(?:\.\d+)?)\s*-?\s*(kw|kilowatts?|킬로와트|w|watts?|와트)(?![a-z])", _I
)
_PER_DAY = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h|시간)\s*(?:a|per|each|every)\s*day"
    r"|하루에?\s*(\d+(?:\.\d+)?)\s*시간",
    _I,
)
_DAYS = re.compile(r"(\d+)\s*(?:days?|일)(?!\s*(?:a|per)\b)(?![가-힣])", _I)
_RATE = re.compile(
    r"(\d+(?:\.\d+)?)\s*(cents?|¢|원|dollars?)\s*(?:per|a|an|/)\s*(?:kwh|kilowatt[- ]hours?)"
    r"|\$\s*(\d+(?:\.\d+)?)\s*(?:per|a|an|/)\s*(?:kwh|kilowatt[- ]hours?)"
    r"|(?:kwh|킬로와트시)\s*당\s*(\d+(?:\.\d+)?)\s*원",
    _I,
)


def energy_cost_line(text: str) -> str | None:
    """ "1500 W × 6 h a day × 30 days = 270 kWh; 270 kWh × 15 cents = $40.50" when a request
    gives a power, the hours a day, the days and a price per kWh; None otherwise."""
    power, per_day, rate = _POWER.search(text), _PER_DAY.search(text), _RATE.search(text)
    if power is None or per_day is None or rate is None:
        return None
    days = [m for m in _DAYS.finditer(text) if not per_day.start() <= m.start() < per_day.end()]
    if len(days) != 1:
        return None
    kilo = power[2].lower().startswith(("k", "킬"))
    watts = float(power[1].replace(",", "")) * (1000 if kilo else 1)
    hours = float(per_day[1] or per_day[2])
    kwh = watts / 1000 * hours * int(days[0][1])
    if rate[1]:
        price, unit = float(rate[1]), rate[2].lower()
    elif rate[3]:
        price, unit = float(rate[3]), "dollars"
    else:
        price, unit = float(rate[4]), "원"
    cost = kwh * price
    if unit.startswith(("cent", "¢")):
        said = f"${cost / 100:,.2f}"
    elif unit.startswith("dollar"):
        said = f"${cost:,.2f}"
    else:
        said = f"{cost:,.0f}원"
    return (
        f"{_plain(watts)} W × {_plain(hours)} h a day × {days[0][1]} days = {_plain(kwh)} kWh; "
        f"{_plain(kwh)} kWh × {_plain(price)} {unit} = {said}"
    )


# a pack against single ones: "생수가 한 병에 1,000원인데, 12병 묶음은 9,900원이래. 묶음으로
# 사면 한 병에 얼마씩 싸지는 거야?" was set up as 12 × 900 (fresh22 calc-50)
_ONE_KO = re.compile(r"(?:한|1)\s*([가-힣]{1,2})에\s*(\d[\d,]*)\s*원")
_PACK_KO = re.compile(r"(\d+)\s*([가-힣]{1,2})\s*(?:묶음|세트|팩|짜리|들이)?\S*\s*(\d[\d,]*)\s*원")
_ONE_EN = re.compile(r"\$\s*(\d+(?:\.\d+)?)\s*(?:each|apiece|a (?:bottle|can|piece|one))", _I)
_PACK_EN = re.compile(
    r"(\d+)[- ]?(?:pack|pk|bundle|box|case)\s*(?:for|is|costs?|at)?\s*\$\s*(\d+(?:\.\d+)?)", _I
)
_SAVING_ASKED = re.compile(
    r"싸(?:지|져|게|다)|덜|절약|아끼|이득|차이|\bsave\b|\bsaving|\bcheaper\b|\bless\b|\bdifference\b",
    _I,
)


def pack_saving_line(text: str) -> str | None:
    """ "one at 1,000 원; 12 for 9,900 원 is 825 원 each; less each = 175 원 (2,100 원 for 12)"
    when a request gives one thing's price and a pack's, and asks what the pack saves; None
    otherwise."""
    if not _SAVING_ASKED.search(text):
        return None
    one_ko = _ONE_KO.search(text)
    pack_ko = next((m for m in _PACK_KO.finditer(text) if one_ko and m[2] == one_ko[1]), None)
    if one_ko and pack_ko and int(pack_ko[1]) > 1:
        single, total = float(one_ko[2].replace(",", "")), float(pack_ko[3].replace(",", ""))
        count, unit, money = int(pack_ko[1]), " 원", "{:,.0f}"
    else:
        one_en, pack_en = _ONE_EN.search(text), _PACK_EN.search(text)
        if not (one_en and pack_en) or int(pack_en[1]) <= 1:
            return None
        single, total = float(one_en[1]), float(pack_en[2])
        count, unit, money = int(pack_en[1]), "", "${:,.2f}"

    def said(value: float) -> str:
        return money.format(value) + unit

    each = total / count
    # the saving after the last "=": a model that worked it out itself keeps its own line
    return (
        f"one at {said(single)}; {count} for {said(total)} is {said(each)} each; less each = "
        f"{said(single - each)} ({said(single * count - total)} for {count})"
    )


# fuel economy: "My car gets 40 miles per US gallon. What's that in liters per 100 km?" was
# converted as 40 / 3.785 × 100 = 1,056.69 (fresh24 calc-53: 5.88) — litres per 100 km is the
# reciprocal of a distance per volume, not a scaled one
_US_GALLON_L = 3.785411784
_IMPERIAL_GALLON_L = 4.54609
_MILE_KM = 1.609344
_IMPERIAL = re.compile(r"\bimperial\b|\bUK\b|\bbritish\b|영국", _I)
# the words of each kind of fuel economy, said after its number
_MPG = (
    r"(?:mpg(?![a-z])|miles? (?:per|a|to the|to a) (?:(?:US|U\.S\.|imperial|UK)\s+)?gallon"
    r"|마일\s*(?:/|per)\s*갤런)"
)
_PER_100 = (
    r"(?:(?<![a-z])l\b|liters?|litres?|리터)\s*(?:/|per|a|for every|every|for)\s*100\s*"
    r"(?:km|kilomet)"
)
_KMPL = (
    r"(?:km\s*/\s*l(?![a-z])|kpl(?![a-z])|km/liter|km (?:per|a) (?:liter|litre)"
    r"|kilomet(?:er|re)s? (?:per|a|to the) (?:liter|litre))"
)
_KM_KO = r"(?:km|킬로(?:미터)?)"
_ECONOMY_SAID = {"mpg": "mpg", "l/100km": "L/100 km", "km/l": "km/L"}
# a fuel economy given: (its number, its kind)
_ECONOMY_GIVEN = (
    (re.compile(rf"{_NUMBER}\s*{_MPG}", _I), "mpg"),
    (re.compile(rf"갤런\s*(?:당|에)\s*{_NUMBER}\s*마일"), "mpg"),
    (re.compile(rf"{_NUMBER}\s*{_PER_100}", _I), "l/100km"),
    (re.compile(rf"100\s*{_KM_KO}\s*(?:당|에|마다)\s*{_NUMBER}\s*(?:l\b|리터)", _I), "l/100km"),
    (re.compile(rf"{_NUMBER}\s*{_KMPL}", _I), "km/l"),
    (re.compile(rf"(?:(?:1|한)\s*)?리터\s*(?:당|에)\s*{_NUMBER}\s*{_KM_KO}", _I), "km/l"),
)
# the fuel economy asked: its kind, said without a number of its own
_ECONOMY_ASKED = (
    (re.compile(rf"{_PER_100}|100\s*{_KM_KO}\s*(?:당|에|마다)\s*(?:몇|얼마)", _I), "l/100km"),
    (re.compile(r"(?<![a-z])mpg(?![a-z])|\bmiles? (?:per|a|to the) gallon|갤런\s*당\s*(?:몇|얼마)",
                _I), "mpg"),
    (re.compile(rf"(?<![a-z]){_KMPL}|리터\s*(?:당|에)\s*(?:몇|얼마)", _I), "km/l"),
)  # fmt: skip


def _economy_given(text: str) -> tuple[float, str, tuple[int, int]] | None:
    """The one fuel economy a request gives: (its number, its kind, where), or None."""
    found = [
        (float(m[1].replace(",", "")), kind, m.span())
        for pattern, kind in _ECONOMY_GIVEN
        for m in pattern.finditer(text)
    ]
    return found[0] if len(found) == 1 else None


def _economy_asked(text: str, given: tuple[int, int]) -> str | None:
    """The kind of fuel economy asked: a unit named outside the one given."""
    for pattern, kind in _ECONOMY_ASKED:
        if any(not given[0] <= m.start() < given[1] for m in pattern.finditer(text)):
            return kind
    return None


def _km_per_litre(value: float, kind: str, gallon: float) -> float:
    if kind == "mpg":
        return value * _MILE_KM / gallon
    return 100 / value if kind == "l/100km" else value


def fuel_economy_line(text: str) -> str | None:
    """ "40 mpg (US gallons) = 40 × 1.609344 km ÷ 3.785411784 L = 17.0057 km/L; 100 ÷ 17.0057
    = 5.88 L/100 km" when a request gives one fuel economy (mpg, L/100 km, km/L, "리터당 12km")
    and asks it in another; "mpg" alone is US gallons, and the line says so."""
    given = _economy_given(text)
    if given is None:
        return None
    value, kind, where = given
    asked = _economy_asked(text, where)
    if asked is None or asked == kind or value <= 0:
        return None
    imperial = bool(_IMPERIAL.search(text))
    gallon = _IMPERIAL_GALLON_L if imperial else _US_GALLON_L
    said_gallon = "imperial gallons" if imperial else (
        "US gallons" if re.search(r"\bUS\b|U\.S\.|미국", text) else "US gallons: mpg alone is US"
    )  # fmt: skip
    kmpl = _km_per_litre(value, kind, gallon)
    steps = {
        "mpg": f"{_plain(value)} mpg ({said_gallon}) = {_plain(value)} × {_MILE_KM} km ÷ "
               f"{gallon} L = {_plain(kmpl)} km/L",
        "l/100km": f"{_plain(value)} L/100 km = 100 ÷ {_plain(value)} = {_plain(kmpl)} km/L",
        "km/l": f"{_plain(value)} km/L",
    }  # fmt: skip
    if asked == "km/l":
        return steps[kind]
    if asked == "l/100km":
        return f"{steps[kind]}; 100 ÷ {_plain(kmpl)} = {_two(100 / kmpl)} L/100 km"
    mpg = kmpl * gallon / _MILE_KM
    said = "imperial" if imperial else "US"
    return (
        f"{steps[kind]} = {_plain(kmpl)} × {gallon} L ÷ {_MILE_KM} km = {_two(mpg)} mpg ({said} "
        "gallons)"
    )


# the fuel a trip takes at a fuel economy: "연비가 리터당 12km인데 300km 가려면 몇 리터?",
# "40 mpg, how many gallons for a 500-mile trip?" — the distance over the economy, not times it
_TRIP = re.compile(rf"{_NUMBER}\s*[- ]?\s*(km|kilomet(?:er|re)s?|킬로(?:미터)?|miles?|마일)", _I)
_FUEL_ASKED = re.compile(
    r"몇\s*(리터|갤런|l\b)|(?:기름|연료|휘발유|경유|주유)\S*\s*(?:얼마|몇)"
    r"|\bhow many (liters|litres|gallons)\b|\bhow much (?:fuel|gas|gasoline|petrol|diesel)\b"
    r"|\b(?:fuel|gas|petrol|diesel)\b[^.?]*\bcost\b|\bcost\b[^.?]*\b(?:fuel|gas|petrol|diesel)\b",
    _I,
)
# the fuel's price, a litre or a gallon: "휘발유는 리터에 1,650원" (fresh27 calc-60 was told the
# litres, not what they cost), "$3.50 a gallon", "1800 won per litre"
_MONEY = r"(?:\$\s*(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s*(?:원|won\b|dollars?\b))"
_FUEL_PRICE = re.compile(
    r"(?:리터|갤런)\s*(?:당|에|마다)\s*" + _MONEY
    + r"|" + _MONEY + r"\s*(?:per|a|an|/)\s*(lit(?:re|er)|l\b|gallon)",
    _I,
)


def _fuel_cost(text: str, litres: float, gallon: float) -> str:
    """ " × 1,650 원/L = 49,500 원" for the price the request gives, or ""."""
    price = _FUEL_PRICE.search(text)
    if price is None:
        return ""
    amount = float(next(g for g in price.groups()[:4] if g).replace(",", ""))
    per_gallon = "갤런" in price[0] or "gallon" in price[0].lower()
    volume = litres / gallon if per_gallon else litres
    won = "원" in price[0] or "won" in price[0].lower()
    cost = amount * volume
    unit = "gallon" if per_gallon else "L"
    shown = f"{_plain(amount)} 원/{unit} = {_plain(round(cost))} 원" if won else (
        f"${_plain(amount)}/{unit} = ${cost:,.2f}"
    )
    return f" × {shown}"


def _trip_km(text: str, economy: tuple[int, int]) -> tuple[float, str] | None:
    """The one distance a request travels, outside its fuel economy's words: (km, as said)."""
    trips = [
        m for m in _TRIP.finditer(text)
        if not economy[0] <= m.start() < economy[1] and not re.fullmatch(r"1|100", m[1])
    ]  # fmt: skip
    if len(trips) != 1:
        return None
    value, unit = float(trips[0][1].replace(",", "")), trips[0][2].lower()
    miles = unit.startswith(("mile", "마일"))
    return value * (_MILE_KM if miles else 1.0), f"{_plain(value)} {'miles' if miles else 'km'}"


def fuel_needed_line(text: str) -> str | None:
    """ "300 km ÷ 12 km/L = 25 L" when a request gives a fuel economy and a distance and asks
    the fuel the trip takes; in gallons when it asks gallons (US unless imperial is said)."""
    asked = _FUEL_ASKED.search(text)
    given = _economy_given(text)
    if asked is None or given is None:
        return None
    value, kind, where = given
    trip = _trip_km(text, where)
    if trip is None or value <= 0:
        return None
    km, said = trip
    imperial = bool(_IMPERIAL.search(text))
    gallon = _IMPERIAL_GALLON_L if imperial else _US_GALLON_L
    kmpl = _km_per_litre(value, kind, gallon)
    litres = km / kmpl
    economy = f"{_plain(value)} {_ECONOMY_SAID[kind]}"
    if kind != "km/l":
        economy += f" ({_plain(kmpl)} km/L)"
    line = f"{said} at {economy}: {_plain(km)} km ÷ {_plain(kmpl)} km/L = {_two(litres)} L"
    if "갤런" in asked[0] or "gallon" in asked[0].lower():
        which = "imperial" if imperial else "US"
        line = f"{line} = {_two(litres / gallon)} {which} gallons"
    return line + _fuel_cost(text, litres, gallon)


def measure_line(text: str) -> str | None:
    """The fuel economy or a trip's fuel, the speed, the average speed, the area, the chained
    percentage change, a pack's saving, a share of pay saved (pay_saved: before the money at a
    rate everyday_sums reads, which would sum the whole pay), the span between two clock times
    (clock_span), money split in a ratio (ratio_split), the handshakes of each pair once
    (pairs_once), the price for a profit of some percent (markup_price) or an everyday sum
    (everyday_sums) a request sets up in words, or None."""
    return (
        fuel_economy_line(text)
        or fuel_needed_line(text)
        or energy_cost_line(text)
        or average_speed_line(text)
        or speed_line(text)
        or area_line(text)
        or rectangle_area_line(text)
        or percent_chain_line(text)
        or pack_saving_line(text)
        or pay_saved_line(text)
        or clock_span_line(text)
        or ratio_split_line(text)  # fresh44 calc-93
        or pairs_once_line(text)  # fresh44 calc-94
        or markup_price_line(text)  # fresh45 calc-96
        or everyday_sum_line(text)
    )
