"""Measures a request sets up in words: a speed from a distance and a time, a circle's area from
its diameter or radius — in the unit it asks for.

"100미터를 12.5초에 뛰면 시속으로 몇 킬로야?" was calculated as 100/12.5 and answered "시속 8
킬로미터" — 8 is metres per second; "Our round kitchen table is 120 cm across. What's its area
in square meters?" was converted as "120 cm to m" and answered 1.2 m² (bench_tasks fresh20
calc-46, calc-45). The calculator gives this reading beside the model's expression when the
request is such a question.
"""

from __future__ import annotations

import math
import re

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
    return "(" + "|".join(rf"{w}s?\b" if w.isascii() else w for w in words) + ")"


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
    asked = next(((unit, per) for pattern, unit, per in _ASKED if pattern.search(text)), None)
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


def _base(unit: str, units: dict[str, float]) -> str:
    lowered = unit.lower()
    return lowered if lowered in units else lowered.removesuffix("s")


def _plain(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


# a circle's area: "a round table 120 cm across", "지름 30cm 피자", "radius 2 m"
_ROUND = re.compile(
    r"\bround\b|\bcirc(?:le|ular)\b|\bdisc\b|\bdiameter\b|\bradius\b|원형|둥근|동그란|원의|지름",
    _I,
)
_LENGTH_UNITS = {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "inch": 0.0254,
                 "ft": 0.3048, "feet": 0.3048, "foot": 0.3048, "센티미터": 0.01, "센티": 0.01,
                 "밀리미터": 0.001, "미터": 1.0}  # fmt: skip
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


def measure_line(text: str) -> str | None:
    """The speed or the area a request sets up in words, or None."""
    return speed_line(text) or area_line(text)
