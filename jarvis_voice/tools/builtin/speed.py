"""A speed from a distance and a time the request gives, in the unit it asks for.

"100미터를 12.5초에 뛰면 시속으로 몇 킬로야?" was calculated as 100/12.5 and answered "시속 8
킬로미터" — 8 is metres per second (bench_tasks fresh20 calc-46). The calculator gives this
reading beside the model's expression when the request is such a question.
"""

from __future__ import annotations

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
    """ "100 m in 12.5 s = 8 m/s = 28.8 km/h" when a request (its Korean numbers spelled out as
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
    speed = metres / seconds / per
    return f"{distance} {d_unit} in {time} {t_unit} = {_plain(metres / seconds)} m/s" + (
        "" if unit == "m/s" else f" = {_plain(speed)} {unit}"
    )


def _base(unit: str, units: dict[str, float]) -> str:
    lowered = unit.lower()
    return lowered if lowered in units else lowered.removesuffix("s")


def _plain(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")
