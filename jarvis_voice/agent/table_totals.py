"""A CSV question about amounts answered with the wrong operation: the sum the request asks for.

"크루아상은 총 몇 개 팔렸어?" asks for the units sold, added up; a small model runs `csv_query`
with op=count and answers "3개" (three rows). "Which region sold the most units?" asks which
region's units add up to the most; it runs op=max per region and names the region with the one
biggest row. Both results are right about a different question, so the answer passes every
check of numbers — only the operation is wrong. This module reads the request and the call that
ran and names the call that answers: the same file, filter and grouping, op=sum over the
quantity column. Pure: it reads text, never files.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text, listed_name
from jarvis_voice.tools.builtin.calculator import spell_korean_numbers
from jarvis_voice.tools.builtin.csv_query import AMOUNT_ASKED, PREVIEW_ROWS, planned_query

_I = re.IGNORECASE

# amounts added up: "in total", "총 몇 개", "전부 얼마나 팔렸어", "how many … were sold"
_TOTAL = re.compile(
    r"\b(?:in total|total|altogether|combined|all together|sum of|add(?:ed)? up)\b"
    r"|\bhow (?:many|much)\b[^.?!]{0,60}\b(?:sold|sell|bought|ordered|shipped|made)\b"
    r"|총\s*(?:몇|얼마|합|개수|수량|판매)|합계|합쳐|더하면|다\s*합|모두\s*(?:몇|얼마)|전부\s*(?:몇|얼마)"
    r"|몇\s*개(?:나|가)?\s*(?:팔|판매|나갔)|얼마나\s*(?:팔|판매|나갔)|판매량",
    _I,
)
# a group that sold the most or least: its amounts added up, not its one biggest row
_MOST_SOLD = re.compile(
    r"\b(?:sold|sells|sell|selling|ordered|bought)\s+(?:the\s+)?(?:most|least|fewest|best|worst)\b"
    r"|\b(?:most|least|fewest)\s+(?:units|items|sold|sales)\b|\bbest[- ]selling\b"
    r"|(?:제일|가장|젤)\s*(?:많이|적게|잘)\s*(?:팔|판매|나간)|판매량이\s*(?:제일|가장)",
    _I,
)
# a count of rows is what these ask: "how many orders / sales / days / rows", "몇 건 / 몇 번"
_ROWS = re.compile(
    r"\bhow many (?:rows|lines|records|entries|orders|transactions|sales|days|times|dates)\b"
    r"|몇\s*(?:건|번|행|줄|일|날)|(?:행|줄|건)\s*수",
    _I,
)
# one sale asked by its place in time: 「베이글이 맨 처음 팔린 기록 … 몇 개 팔렸어?」 is that row's
# units — its "몇 개 팔렸어" read as a total had the loop sum every bagel by region and answer
# with that (fresh46 read-98)
_ONE_SALE = re.compile(
    r"\b(?:first|last|earliest|latest|most recent)\b|처음|최초|마지막|가장\s*최근|제일\s*최근", _I
)
# what a column of amounts is called
_QUANTITY = re.compile(
    r"^(?:units?|qty|quantity|quantities|count|sold|units_sold|amount|pieces|pcs|items"
    r"|수량|개수|판매량|판매\s*수량)$",
    _I,
)
_SHOWN_COLUMN = re.compile(r"(?:^|[\s,(])([A-Za-z_][\w ]{0,30}?|[가-힣]{1,10})=")
CSV_TOOL = "csv_query"


def total_asked(request: str, done: list[CallOutcome]) -> dict[str, str] | None:
    """The csv_query arguments that answer `request` when its last successful csv_query added
    nothing up (count, max, min, average) although the request asks for an amount sold or a
    total; None when that call already answers, or when no amount column is known."""
    last = _last_query(done)
    if last is None:
        return None
    arguments, shown = last
    op = str(arguments.get("op") or "sum").lower()
    if op == "sum" or _ROWS.search(request):
        return None
    if op in ("min", "max") and "row: " in shown and _ONE_SALE.search(request):
        return None  # the first sale's row holds its units: no total is asked
    most = bool(_MOST_SOLD.search(request))
    if not (most or _TOTAL.search(request)):
        return None
    group = arguments.get("group_by")
    if most and not group:
        return None  # "the most sold product" without a grouping: the model's call says nothing
    column = _amount_column(arguments, shown)
    if column is None:
        return None
    wanted = {"path": str(arguments["path"]), "op": "sum", "column": column}
    for key in ("group_by", "where"):
        if arguments.get(key):
            wanted[key] = str(arguments[key])
    return wanted


def _last_query(done: list[CallOutcome]) -> tuple[Mapping[str, Any], str] | None:
    for outcome in reversed(done):
        arguments = outcome.call.arguments
        if outcome.call.name != CSV_TOOL or outcome.result.is_error:
            continue
        if isinstance(arguments, Mapping) and arguments.get("path"):
            return arguments, outcome.result.content
        return None
    return None


def _amount_column(arguments: Mapping[str, Any], shown: str) -> str | None:
    """The column the model computed on when it holds amounts ("units"), else the amount
    column the result shows (`units=40` in its rows)."""
    named = str(arguments.get("column") or "").strip()
    if _QUANTITY.match(named):
        return named
    for candidate in _SHOWN_COLUMN.findall(shown):
        if _QUANTITY.match(candidate.strip()):
            return candidate.strip()
    return None


# Talk of the user's own sales figures: a table here holds them, not the model's memory
# ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?", "How much money did we make from
# muffins?", "6월 4일날 뭐뭐 팔렸어요?": answered "I can't access a database" or from nothing)
OUR_FIGURES = re.compile(
    r"\b(?:did|do|have) we (?:sell|sold|make|earn)\b|\bwe (?:sold|made|earned)\b"
    r"|\b(?:units?|items?) sold\b"
    r"|\bour (?:(?:total|daily|weekly|monthly|overall|whole) )?(?:sales|revenue|takings|turnover)\b"
    # "Which single sale brought in the most money?" (fresh11 csv-25 was answered with a song)
    r"|\bsales? (?:brought|made|earned|took)\b|\bbrought in the most\b"
    # "Which day did we bring in the least money?" (fresh13 csv-29 was answered "Monday")
    r"|\b(?:did|do) we (?:bring|take) in\b|\bwe (?:brought|took) in\b"
    r"|장사"
    # "지역별로 판매가 몇 건씩 있었는지" (fresh23 count-52 was answered with made-up regions)
    # (「판매가의 20%」, 「판매가 대비」: the selling price, no table's sales)
    r"|팔렸|팔린|팔았|팔리|판매\s*(?:가(?!의|\s*(?:대비|기준))|는|를|량|액|된|한|건|기록|내역|실적)"
    r"|매출|단가",
    _I,
)
CORRECTION_TABLE = 'The figures are in {path}: use csv_query with path "{path}".'
_TABLE_NAME = re.compile(r"(?<![\w./-])((?:[\w.-]+/)*[\w.-]+\.(?:csv|tsv))(?![\w-])", _I)
_READS_A_TABLE = frozenset({"csv_query", "read_file", "bash", "grep"})


def table_unread(request: str, facts: list[CallOutcome], place: str | None = None) -> str | None:
    """The table a question about the user's figures should read, when this turn only looked
    at the files (a listing named it) and read no table. `place`: the table holding the data
    words the request names (grounding's `Need.place`): "the baguettes or the bagels" answered
    from a listing (fresh14 csv-31) is sent to it unless a call read it."""
    if place is not None and _TABLE_NAME.fullmatch(place):
        name = place.rsplit("/", 1)[-1]
        # csv_query reads the one table for a name guessed ("orders.csv") and says so
        guessed = f"; read {place}, the one table here)"
        read = any(
            o.call.name in _READS_A_TABLE
            and (name in argument_text(o) or guessed in o.result.content)
            for o in facts
        )
        return None if read else place
    if not OUR_FIGURES.search(request) or _TABLE_NAME.search(request):
        return None
    if any(o.call.name in _READS_A_TABLE and _TABLE_NAME.search(argument_text(o)) for o in facts):
        return None
    return listed_name(facts, _TABLE_NAME)


CORRECTION_PREVIEW = (
    "That shows only the first rows of {path} ({rows} rows): query it for what was asked — "
    "csv_query with op, column and where."
)
_PREVIEW = re.compile(r"^\S+: (\d+) rows; \d+ columns: .*\nfirst rows:", re.S)
# asked of the whole table: an extreme, a total, a count, what sold where or when
_ASKS_THE_TABLE = re.compile(
    r"제일|가장|최고|최저|총|합계|합|평균|몇|며칠|얼마|뭐뭐|어떤|무슨|어디|어느"
    r"|\b(?:most|least|highest|lowest|biggest|smallest|top|total|sum|average|how many|how much"
    r"|which|what sold|where)\b",
    _I,
)


_ANSWERED_BESIDE = "\nfor the request ("  # csv_query's planned figure after its preview
_HEADER = re.compile(r"^\S+: \d+ rows; \d+ columns: (.*)$", re.M)


def preview_query(request: str, facts: list[CallOutcome], path: str) -> dict[str, str] | None:
    """The csv_query a question about the whole table asks (`csv_query.planned_query`, read
    from the columns the preview shows), for a table answered from its preview; None when the
    request names no figure the table holds (fresh16 count-38 answered from five rows)."""
    shown = next(
        (o.result.content for o in facts
         if o.call.name == CSV_TOOL and _PREVIEW.match(o.result.content)),
        "",
    )  # fmt: skip
    header = _HEADER.search(shown)
    if header is None:
        return None
    planned = planned_query([c.strip() for c in header[1].split(",")], request)
    return {"path": path, **planned} if planned else None


def table_previewed(request: str, facts: list[CallOutcome]) -> tuple[str, int] | None:
    """(the table, its rows) when a question about the whole table was answered from the first
    rows csv_query shows of it, and nothing else read it (fresh6 csv-16 named the priciest item
    in Busan from five rows of twelve)."""
    if not _ASKS_THE_TABLE.search(request):
        return None
    previewed: tuple[str, int] | None = None
    for outcome in facts:
        if outcome.call.name not in _READS_A_TABLE or outcome.result.is_error:
            continue
        preview = _PREVIEW.match(outcome.result.content) if outcome.call.name == CSV_TOOL else None
        if preview is not None and _ANSWERED_BESIDE in outcome.result.content:
            return None  # the preview carries the figure the request asks (planned_query)
        named = _TABLE_NAME.search(argument_text(outcome))
        if preview is None:
            if named is not None or outcome.call.name == CSV_TOOL:
                return None  # the table was queried or read
            continue
        rows = int(preview[1])
        if named is not None and rows > PREVIEW_ROWS:
            previewed = (named[1], rows)
    return previewed


# csv_query's total of a day it found with no row of a group ("total units*unit_price on
# 2024-06-04 (every row of that day): 123000"): the figure a question of that day asks
DAY_TOTAL = re.compile(r"^total \S+ on \S+ \(every row of that day\): (-?[\d.]+)$", re.M)
CORRECTION_DAY_TOTAL = "That is not that day's total. The result says: {lines}. Say that."


def _shown(facts: list[CallOutcome], pattern: re.Pattern[str]) -> list[re.Match[str]]:
    """The lines of the turn's csv_query results that `pattern` finds."""
    return [
        m
        for o in facts
        if o.call.name == CSV_TOOL and not o.result.is_error
        for m in pattern.finditer(o.result.content)
    ]


def day_total_unsaid(answer: str, facts: list[CallOutcome]) -> list[str]:
    """The day totals a csv_query showed (the day a region or product had no row) when the
    answer gives none of them (fresh33 csv-71 answered Seoul's own total, 481,500, for the
    day Seoul sold nothing); [] when it does or none was shown."""
    shown = _shown(facts, DAY_TOTAL)
    if not shown:
        return []
    # 「12만 3천 원」 is 123,000
    said = {value for _, value in numbers_in(spell_korean_numbers(answer))}
    totals = {float(m[1]) for m in shown}
    # the filtered rows' own sum said beside it ("481500 …, which is 123000") is no answer
    summed = {float(m[1]) for m in _shown(facts, _SUM_SHOWN)}
    if totals & said and not (summed - totals) & said:
        return []
    return list(dict.fromkeys(m.group(0) for m in shown))


_SUM_SHOWN = re.compile(r"^sum of \S+: (-?[\d.]+)$", re.M)


# csv_query's sum said in the currency the request gives a rate for ("sum of units*unit_price
# in dollars at 1,350 won to the dollar: 746.96 (1008400 ÷ 1350)")
CONVERTED = re.compile(r"^sum of \S+ in \w+ at [^\n]*: (-?[\d,]+\.\d{2}) \([^\n]*÷[^\n]*\)$", re.M)
CORRECTION_CONVERTED = "That is not the total in the currency asked. The result says: {lines}."


def converted_unsaid(answer: str, facts: list[CallOutcome]) -> list[str]:
    """The converted sums a csv_query showed when the answer gives none of them, to the cent
    or the whole unit (fresh33 script-71 answered the won total, 1,008,400); [] otherwise."""
    shown = _shown(facts, CONVERTED)
    if not shown:
        return []
    lines = [m.group(0) for m in shown]
    values = [float(m[1].replace(",", "")) for m in shown]
    said = [value for _, value in numbers_in(answer)]
    for value in values:
        if any(abs(x - value) < 0.006 or (x.is_integer() and abs(x - value) < 0.5) for x in said):
            return []
    return list(dict.fromkeys(lines))


# csv_query's one value as a multiple of another ("Seoul is 2.20 times Incheon (481500 ÷ 218400
# = 2.2047); …"), said when 몇 배 / how many times is asked
TIMES = re.compile(
    r"^(?P<first>.+?) is (?P<ratio>\d+\.\d{2}) times (?P<second>.+?) "
    r"\((?P<a>\d+(?:\.\d+)?) ÷ (?P<b>\d+(?:\.\d+)?) = (?P<exact>\d+\.\d+)\)",
    re.M,
)
CORRECTION_TIMES = "That does not say how many times as much it is. The result says: {lines}."
TIMES_SAID = "{first} comes to about {ratio} times {second} ({a} against {b})."
TIMES_SAID_KO = "{first}은(는) {second}의 약 {ratio}배예요 ({a} 대 {b})."


def times_unsaid(answer: str, facts: list[CallOutcome], lang: str) -> tuple[str, str] | None:
    """(the lines, the answer a person would say) when a csv_query showed one value as a
    multiple of another and the answer says no such multiple, to two places (fresh46 csv-98
    said each region's total and no ratio); None otherwise."""
    shown = _shown(facts, TIMES)
    if not shown:
        return None
    said = [value for _, value in numbers_in(answer)]
    for m in shown:
        if any(abs(x - float(m["exact"])) < 0.011 for x in said):
            return None
    m = shown[-1]
    ratio = f"{float(m['exact']):.2f}".rstrip("0").rstrip(".")
    a, b = (f"{float(m[k]):,.0f}" if float(m[k]).is_integer() else m[k] for k in ("a", "b"))
    form = TIMES_SAID_KO if lang == "ko" else TIMES_SAID
    line = m.group(0)
    return line, form.format(first=m["first"], second=m["second"], ratio=ratio, a=a, b=b)


# csv_query's biggest change from the day before in percent, said when a percent is asked
# ("biggest rise in percent: 2024-06-04 → 2024-06-05, up 44.72 %")
IN_PERCENT = re.compile(
    r"^biggest (?:rise|drop) in percent: \S+ → \S+, (?:up|down) (\d+\.\d{2}) %$", re.M
)
CORRECTION_IN_PERCENT = (
    "That is not the biggest change from the day before in percent. The result says: {lines}."
)


def percent_change_unsaid(answer: str, facts: list[CallOutcome]) -> list[str]:
    """The biggest changes in percent a csv_query showed when the answer gives none of them (to
    a tenth, or rounded to a whole percent); [] otherwise (fresh34 script-74 fell back to the
    table: 「전날보다 매출이 제일 큰 비율로 늘어난 날이 언제고 몇 퍼센트」)."""
    lines = [
        m.group(0)
        for o in facts
        if o.call.name == CSV_TOOL and not o.result.is_error
        for m in IN_PERCENT.finditer(o.result.content)
    ]
    said = [value for _, value in numbers_in(answer)]
    for line in lines:
        value = float(IN_PERCENT.match(line)[1])  # type: ignore[index]
        if any(abs(x - value) < 0.051 or (x.is_integer() and abs(x - value) < 0.5) for x in said):
            return []
    return list(dict.fromkeys(lines))


# csv_query's groups past a bound the request set, after each group's figure ("2024-06-02:
# 204000" … "(1 of 6 over 200000: 2024-06-02)"): when the request asks how much, each of them
# with its figure. 「하루 매출이 20만 원을 넘은 날이 있어? 있으면 언제고 얼마였어?」 was answered
# with the day alone (fresh38 csv-82)
PAST_BOUND = re.compile(r"^\(\d+ of \d+ (?:over|at least|at most|under) [\d.]+: ([^)\n]+)\)$", re.M)
MAX_PAST_SAID = 5
CORRECTION_PAST_BOUND = "Say each one with its amount. The result says: {lines}."


def past_bound_unsaid(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """ "2024-06-02: 204000" for each group a csv_query found past the request's bound when the
    request asks an amount and the answer leaves one of their figures out; [] otherwise (a
    count or a yes asked alone, or more groups than an answer says)."""
    if not AMOUNT_ASKED.search(request):
        return []
    said = [value for _, value in numbers_in(spell_korean_numbers(answer))]
    unsaid = []
    for o in facts:
        if o.call.name != CSV_TOOL or o.result.is_error:
            continue
        text = o.result.content
        for past in PAST_BOUND.finditer(text):
            names = past[1].split(", ")
            if len(names) > MAX_PAST_SAID or "…" in past[1]:
                continue
            for name in names:
                figure = re.search(rf"^{re.escape(name)}: (-?[\d.]+)$", text[: past.start()], re.M)
                if figure is None:
                    continue
                value = float(figure[1])
                if not any(abs(x - value) < 0.5 for x in said):
                    unsaid.append(figure.group(0))
    return list(dict.fromkeys(unsaid))
