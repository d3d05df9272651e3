"""Other places' clocks: "What time is it in New York?", "서울이 오후 3시면 뉴델리는 몇 시야?".

A small model asked another city's time reads this machine's clock and guesses the offset (or
searches the web, which a private assistant should not do for it). The IANA time zone database
(`zoneinfo`, with the `tzdata` package where the system has none) knows every zone and its
daylight-saving rules; a city is found by the last part of a zone's name ("New_York" in
America/New_York) or by a short list of common names the database does not use (Delhi for
Asia/Kolkata, Beijing for Asia/Shanghai) and Korean names. `system_info` adds these lines when
the request names a place.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo, available_timezones

from jarvis_voice.i18n import N_, t

# Names people say that are not a zone's own city, and Korean names (the English city names of
# the database are found without a list).
_ALIASES = {
    "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata", "mumbai": "Asia/Kolkata",
    "bangalore": "Asia/Kolkata", "bengaluru": "Asia/Kolkata", "india": "Asia/Kolkata",
    "beijing": "Asia/Shanghai", "china": "Asia/Shanghai", "busan": "Asia/Seoul",
    "korea": "Asia/Seoul", "japan": "Asia/Tokyo", "osaka": "Asia/Tokyo",
    "san francisco": "America/Los_Angeles", "seattle": "America/Los_Angeles",
    "la": "America/Los_Angeles", "washington": "America/New_York", "boston": "America/New_York",
    "miami": "America/New_York", "hanoi": "Asia/Ho_Chi_Minh", "uk": "Europe/London",
    "england": "Europe/London", "france": "Europe/Paris", "germany": "Europe/Berlin",
    "서울": "Asia/Seoul", "부산": "Asia/Seoul", "한국": "Asia/Seoul", "도쿄": "Asia/Tokyo",
    "동경": "Asia/Tokyo", "오사카": "Asia/Tokyo", "일본": "Asia/Tokyo", "베이징": "Asia/Shanghai",
    "북경": "Asia/Shanghai", "상하이": "Asia/Shanghai", "중국": "Asia/Shanghai",
    "홍콩": "Asia/Hong_Kong", "타이베이": "Asia/Taipei", "싱가포르": "Asia/Singapore",
    "방콕": "Asia/Bangkok", "하노이": "Asia/Ho_Chi_Minh", "호치민": "Asia/Ho_Chi_Minh",
    "자카르타": "Asia/Jakarta", "마닐라": "Asia/Manila", "뉴델리": "Asia/Kolkata",
    "델리": "Asia/Kolkata", "뭄바이": "Asia/Kolkata", "인도": "Asia/Kolkata",
    "두바이": "Asia/Dubai", "모스크바": "Europe/Moscow", "런던": "Europe/London",
    "영국": "Europe/London", "파리": "Europe/Paris", "프랑스": "Europe/Paris",
    "베를린": "Europe/Berlin", "독일": "Europe/Berlin", "로마": "Europe/Rome",
    "마드리드": "Europe/Madrid", "뉴욕": "America/New_York", "워싱턴": "America/New_York",
    "보스턴": "America/New_York", "시카고": "America/Chicago", "덴버": "America/Denver",
    "로스앤젤레스": "America/Los_Angeles", "엘에이": "America/Los_Angeles",
    "샌프란시스코": "America/Los_Angeles", "시애틀": "America/Los_Angeles",
    "밴쿠버": "America/Vancouver", "토론토": "America/Toronto", "시드니": "Australia/Sydney",
    "멜버른": "Australia/Melbourne", "오클랜드": "Pacific/Auckland", "하와이": "Pacific/Honolulu",
    "호놀룰루": "Pacific/Honolulu", "상파울루": "America/Sao_Paulo", "카이로": "Africa/Cairo",
}  # fmt: skip
# Zone cities that are also everyday English words ("What time is it in Eastern …", "Rome" is
# fine): never found by the last part of a zone name.
_NOT_PLACES = frozenset({"eastern", "central", "mountain", "pacific", "universal", "zulu",
                         "factory", "general", "center", "knox", "monticello", "south",
                         "north", "west", "east", "marengo", "vincennes", "winamac", "regina",
                         "jersey", "victoria", "man", "beulah", "salem"})  # fmt: skip


@cache
def _places() -> dict[str, str]:
    """Lower-case place name → zone key: each zone's city, then the aliases."""
    found: dict[str, str] = {}
    for key in sorted(available_timezones()):
        if "/" not in key or key.startswith(
            ("Etc/", "SystemV/", "US/", "posix/", "right/", "Antarctica/", "Arctic/")
        ):  # Antarctica's stations are people's names: Casey, Davis, Palmer
            continue
        city = key.rsplit("/", 1)[1].replace("_", " ").lower()
        if city not in _NOT_PLACES:
            found.setdefault(city, key)
    found.update(_ALIASES)
    return found


@cache
def _place_pattern() -> re.Pattern[str]:
    names = sorted(_places(), key=len, reverse=True)  # "new york" before "york"
    latin = [re.escape(n) for n in names if n.isascii()]
    korean = [re.escape(n) for n in names if not n.isascii()]
    return re.compile(rf"\b(?:{'|'.join(latin)})\b|(?:{'|'.join(korean)})", re.IGNORECASE)


def places_in(text: str) -> list[tuple[str, str]]:
    """(the place as written, its zone key) for each zone `text` names, in order, once each."""
    found: list[tuple[str, str]] = []
    for match in _place_pattern().finditer(text):
        said = match.group(0)
        if said.isascii() and said.islower() and len(said) <= 3:
            continue  # "la" in a sentence is a word; the city is written LA
        zone = _places()[said.lower()]
        if zone not in {z for _, z in found}:
            found.append((said, zone))
    return found


# "3 pm", "3:30 p.m.", "15:00", "오후 3시 30분", "3시 반"
_EN_CLOCK = re.compile(
    r"\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\b\.?|\b(\d{1,2}):([0-5]\d)\b", re.I
)
_KO_CLOCK = re.compile(
    r"(오전|오후|아침|저녁|밤|새벽)?\s*(\d{1,2})\s*시\s*(?:(\d{1,2})\s*분|(반))?"
)


def clock_said(text: str) -> tuple[int, int] | None:
    """The time of day a request gives, 24-hour (hour, minute), or None."""
    english = _EN_CLOCK.search(text)
    if english:
        if english[4]:
            hour, minute = int(english[4]), int(english[5])
        else:
            hour, minute = int(english[1]) % 12, int(english[2] or 0)
            hour += 12 if english[3].lower() == "p" else 0
        return (hour, minute) if hour < 24 else None
    korean = _KO_CLOCK.search(text)
    if korean:
        hour = int(korean[2])
        minute = 30 if korean[4] else int(korean[3] or 0)
        if korean[1] in ("오후", "저녁", "밤") and hour < 12:
            hour += 12
        return (hour, minute) if hour < 24 and minute < 60 else None
    return None


def _offset(moment: datetime) -> str:
    delta = moment.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{rest:02d}" if rest else "")


def _shown(moment: datetime) -> str:
    return f"{moment:%H:%M} {moment:%Z} ({_offset(moment)}), {moment:%Y-%m-%d %A}"


def _times(request: str, now: datetime) -> list[tuple[str, datetime]] | None:
    """(place as said, its time) for each place named: now there, or — when the request gives
    a time of day in the first place ("if it's 3 pm in Seoul") — that time, then the time
    that is then in each other place. None when no place is named."""
    places = places_in(request)
    if not places:
        return None
    given = clock_said(request)
    if given is None or len(places) < 2:
        return [(said, now.astimezone(ZoneInfo(zone))) for said, zone in places]
    there = now.astimezone(ZoneInfo(places[0][1]))
    then = there.replace(hour=given[0], minute=given[1], second=0, microsecond=0)
    return [(places[0][0], then)] + [(s, then.astimezone(ZoneInfo(z))) for s, z in places[1:]]


def clock_lines(request: str, now: datetime) -> list[tuple[str, str]]:
    """(label, value) lines for the places `request` names (see `_times`)."""
    times = _times(request, now) or []
    given = len(times) > 1 and clock_said(request) is not None
    labels = (
        ["time given in", *["then in"] * (len(times) - 1)] if given else ["time in"] * len(times)
    )
    pairs = zip(labels, times, strict=True)
    return [(f"{label} {said}", _shown(moment)) for label, (said, moment) in pairs]


def clock_answer(request: str, now: datetime, language: str | None) -> str | None:
    """The sentence that answers a question about one other place's time, or about the time
    in a second place when it is a given time in the first; None otherwise."""
    times = _times(request, now)
    if not times or len(times) > 2 or (len(times) == 2) != (clock_said(request) is not None):
        return None
    korean = language == "ko"
    said, moment = times[-1]
    clock = f"{moment.hour}시 {moment.minute}분" if korean else f"{moment:%H:%M}"
    zone = f"{moment:%Z}, {_offset(moment)}"
    if len(times) == 1:
        return t("facts.time_in", language, place=said, time=clock, zone=zone)
    first, start = times[0]
    given = f"{start.hour}시 {start.minute}분" if korean else f"{start:%H:%M}"
    return t("facts.time_then", language, first=first, given=given, place=said, time=clock,
             zone=zone)  # fmt: skip


# how far this machine's clock is from a place's: 「이 컴퓨터 시계는 한국 시간이랑 몇 시간 차이
# 나?」 (fresh35 machine-76 said 9시간 with no tool call: right only on a UTC machine), "How many
# hours is this computer's clock off from New York time?"; the gap is the two zones' offsets now
_GAP_ASKED = re.compile(
    r"차이|앞서|빠르|빨라|느리|느려|늦어|늦나|\bdiffer|\boff (?:from|by)\b|\bhours? off\b"
    r"|\bahead\b|\bbehind\b|\bapart\b",
    re.I,
)
_THIS_CLOCK = re.compile(
    r"(?:이|내|우리)\s*(?:컴퓨터|컴|피시|pc|노트북|기계|머신|서버)|시스템\s*시|로컬|"
    r"\b(?:this|my|the) (?:computer|machine|pc|laptop|server|box)(?:'s)?\b|\bmy clock\b"
    r"|\b(?:local|system) (?:clock|time)\b",
    re.I,
)
# a people's name before "time" is their country's zone: "Korean time", "Japanese time"
_DEMONYMS = {"korean": "Asia/Seoul", "japanese": "Asia/Tokyo", "chinese": "Asia/Shanghai",
             "british": "Europe/London", "indian": "Asia/Kolkata", "french": "Europe/Paris",
             "german": "Europe/Berlin"}  # fmt: skip
_DEMONYM_TIME = re.compile(rf"\b({'|'.join(_DEMONYMS)})\s+time\b", re.I)


def gap_zone_asked(request: str) -> tuple[str, str] | None:
    """(the place as said, its zone) when the request asks how far this machine's clock is
    from that one place's time; None otherwise."""
    if not (_GAP_ASKED.search(request) and _THIS_CLOCK.search(request)):
        return None
    places = places_in(request)
    people = _DEMONYM_TIME.search(request)
    if people is not None and not places:
        places = [(people[1], _DEMONYMS[people[1].lower()])]
    return places[0] if len(places) == 1 else None


def gap_answer(request: str, now: datetime, language: str | None) -> str | None:
    """One sentence with how many hours the place's clock is ahead of or behind this
    machine's now (`now` in this machine's zone), or None when no such gap is asked."""
    asked = gap_zone_asked(request)
    if asked is None:
        return None
    said, zone = asked
    there = now.astimezone(ZoneInfo(zone))
    gap = ((there.utcoffset() or timedelta(0)) - (now.utcoffset() or timedelta(0))).total_seconds()
    hours = f"{abs(gap) / 3600:g}"
    key = N_("facts.zone_gap_none")
    if gap:
        key = N_("facts.zone_gap_ahead") if gap > 0 else N_("facts.zone_gap_behind")
    return t(key, language, place=said, hours=hours, there=f"{there:%H:%M}",
             there_zone=f"{there:%Z}, {_offset(there)}", here=f"{now:%H:%M}",
             here_zone=f"{now:%Z}, {_offset(now)}")  # fmt: skip
