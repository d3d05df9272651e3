"""A computation the request asks Python to make, with no file in it ("Can you use Python to
count how many prime numbers there are below 10,000?" was set up as calculate '12*7' and then
refused: fresh36 script-77; 「파이썬으로 1부터 100까지 더해 줘」, "Use Python to work out 20
factorial").

The person asked for a run, and a small model's memory of a count of primes is no answer: the
number is what `python3 -c` prints. The loop makes the run itself when the request names a
computation written here safely — the primes below (or up to) a bound, a factorial, the sum of a
range of whole numbers (or its even or odd ones, or its multiples of some numbers: fresh38
script-81's model summed all of 1 to 1,000 for "that are multiples of 3 or 5"; or their
squares, cubes or other powers: fresh40 script-86's model summed 1 to 100 for 「각 수를 제곱해서
다 더하면」), the nth Fibonacci number, a calendar computation (python_dates), a number in
binary, hex or octal (python_bases) — and otherwise
tells the model to make one; an answer that leaves out what the run printed is sent back with it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from jarvis_voice.agent import (
    python_bases,
    python_bytes,
    python_dates,
    python_digit_sums,
    python_divisors,
    python_roman,
    python_sequences,
)
from jarvis_voice.agent.ordinals import ordinal_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text

_I = re.IGNORECASE

# Python asked for: "use Python", "using python", "in Python", "with a Python script", "파이썬으로";
# Python told to do it: "Have Python add up …" (fresh45 script-95), "get Python to count",
# "let Python work it out", 「파이썬한테 시켜서」, 「파이썬을 이용해」, 「파이썬 돌려서」
PYTHON_ASKED = re.compile(
    r"\b(?:use|using|with|in|via|run)\s+(?:a\s+|some\s+)?python3?\b"
    r"|\bpython3?\s+(?:script|code|one-liner|to)\b|파이썬\s*(?:으로|로|을\s*써서|를\s*써서|코드로)"
    r"|\b(?:have|let|make|get|ask)\s+python3?\s+(?:to\s+)?(?:add|sum|count|compute|calculate"
    r"|work|figure|find|tell|print|check|list|convert|multiply|divide|total|tally|do|say|give"
    r"|show|what|how|whether)\b"
    r"|파이썬\s*(?:한테|에게|을\s*(?:이용|사용|써|돌려)|를\s*(?:이용|사용|써|돌려)|돌려서|시켜)",
    _I,
)
# the code itself asked for, not its result: "How do I write Python code to count primes?",
# 「파이썬으로 소수 세는 코드 짜 줘」
_CODE_ASKED = re.compile(
    # ("when you write out every number" writes numbers, not code: fresh39 script-83; nor does
    # "write 2024 in binary": fresh41 script-87)
    r"\bhow (?:do|can|would|should) i\b|\bwrite\b(?!\s+(?:out|down)\b|\s+[\d,]+\s+(?:in|as)\b)"
    r"|\bcode (?:for|to|that)\b"
    r"|\bfunction\b"
    r"|\bshow me (?:the|a|some) (?:code|script)\b"
    r"|코드\s*(?:좀\s*)?(?:짜|작성|보여|알려|만들)|짜\s*줘|작성해|어떻게",
    _I,
)
# the data a run would read: a file, a log, a table, a folder — others' helpers answer those
_DATA = re.compile(
    r"\b(?:files?|folders?|director(?:y|ies)|log\w*|csv|tables?|notes?|rows?|columns?|lines?"
    r"|data|quer(?:y|ies)|entries|records?|sales|spreadsheets?)\b"
    r"|파일|폴더|디렉터리|로그|메모|엑셀|시트",
    _I,
)
_NUMBER = r"(\d{1,3}(?:,\d{3})+|\d+)"
_BELOW = r"(?:below|under|less than|smaller than|up to|through|to|and)"
_PRIMES = re.compile(r"\bprimes?\b|\bprime numbers?\b|소수(?!점)", _I)
# "below 10,000", "less than 100", "up to 1000", "between 1 and 500", "10000 미만", "1000 이하",
# "1부터 100까지", "100까지"
_EN_BOUND = re.compile(rf"\b({_BELOW})\s+{_NUMBER}\b", _I)
_KO_BOUND = re.compile(rf"{_NUMBER}\s*(미만|보다\s*작은|이하|까지)")
_FACTORIAL = re.compile(
    rf"\bfactorial of {_NUMBER}\b|(?<![\d,]){_NUMBER}\s*(?:!(?!=)|factorial\b|팩토리얼)", _I
)
# a range's sum: "the sum of 1 to 100", "add up the numbers from 1 to 1000", "1부터 100까지 합"
_EN_RANGE = re.compile(rf"\bfrom {_NUMBER} (?:to|through|up to) {_NUMBER}\b", _I)
_EN_SUM_RANGE = re.compile(rf"\bsum of (?:all )?(?:the )?{_NUMBER} (?:to|through) {_NUMBER}\b", _I)
_KO_RANGE = re.compile(rf"{_NUMBER}\s*(?:부터|에서)\s*{_NUMBER}\s*까지")
_SUM = re.compile(r"\bsum\b|\badd(?:ed|ing)? (?:up|together)\b|\btotal\b|합|더하|더해|더한", _I)
_RUNS_PYTHON = re.compile(r"\bpython3?\b")
_FIBONACCI = re.compile(r"\bfibonacci\b|피보나치", _I)
_EVEN = re.compile(r"\beven\b|짝수", _I)
_ODD = re.compile(r"\bodd\b|홀수", _I)
# the multiples kept in a range: "multiples of 3 or 5", "divisible by 3 and 5 both", 「3 또는 5의
# 배수」, 「3이나 5의 배수」, 「3의 배수이거나 5의 배수」, 「3과 5의 공배수」
_EN_MULTIPLES = re.compile(
    rf"\b(?:multiples? of|divisible by)\s+"
    rf"((?:both\s+)?{_NUMBER}(?:\s*(?:,|or|and)\s*(?:by\s+)?{_NUMBER})*)",
    _I,
)
_KO_MULTIPLES = re.compile(
    rf"({_NUMBER}(?:\s*(?:의\s*배수\s*)?(?:또는|이나|거나|이거나|나|과|와|,|이고|이면서|이자)\s*{_NUMBER})*)"
    r"\s*(?:의\s*(?:공)?배수|(?:으로|로)\s*나누어\s*떨어지는|(?:으로|로)\s*나눠\s*떨어지는)"
)
# all of them, not any: "both", "and also", 공배수, 동시에, 이면서
_ALL = re.compile(r"\bboth\b|\band also\b|\bat the same time\b|공배수|동시에|이면서|이고|이자", _I)
# any of them: "or", 또는, 이나, 거나
_ANY = re.compile(r"\bor\b|또는|이나|거나|(?<=\d)나\b|(?<=\d)\s*나(?=\s*\d)", _I)
# a negation beside the multiples: "not multiples of 3", 「3의 배수가 아닌」 — left to the model
_NOT_MULTIPLE = re.compile(r"\bnot\b|\bn't\b|\bexcept\b|\bexcluding\b|아닌|빼고|제외", _I)
# a digit counted in a range's numbers as written: "how many times the digit 7 shows up",
# "how many 7s", 「숫자 7이 몇 번」, 「7이라는 숫자가」, 「7이 몇 번 나와」 (fresh39 script-83's
# model put Python into calculate, which refused)
_EN_DIGIT = re.compile(r"\bdigit\s+(\d)\b|\b(\d)\s+digits?\b|\bhow many (\d)(?:s|'s)\b", _I)
_KO_DIGIT = re.compile(
    r"숫자\s*(\d)\s*(?:이|가|은|는|을|를)|(?<![\d,])(\d)\s*(?:이라는|라는)\s*숫자"
    r"|(?<![\d,])(\d)\s*(?:이|가)\s*(?:모두\s*|총\s*|전부\s*)?몇\s*(?:번|개)"
    r"|(?<![\d,])(\d)\s*(?:이|가)\s*(?:들어간|들어가는|포함된|포함되는|있는)\s*(?:수|숫자)"
)
# the numbers holding the digit counted, not its times: "how many numbers contain a 7",
# "numbers that have the digit 7", 「7이 들어간 수가 몇 개」
_HOLDING = re.compile(
    r"\bhow many (?:numbers|integers)\b(?!.*\btimes\b)"
    r"|(?:들어간|들어가는|포함된|포함되는|있는)\s*(?:수|숫자)",
    _I,
)
_TIMES = re.compile(r"\bhow many\b|\bcount\b|\bnumber of times\b|몇\s*(?:번|개)|세어|개수", _I)
_ADDED = re.compile(r"\bsum\b|\badd|합|더하|더해", _I)
_COUNT = re.compile(r"\bhow many\b|\bcount\b|몇\s*개|개수|세어", _I)
# each number raised to a power before the sum: "the sum of the squares", "cubes", "squared",
# "fourth powers", "to the power of 4", "k**2", 「제곱해서 더하면」, 「세제곱의 합」, 「4제곱」,
# 「5승」
_EN_POWER_WORDS = {"square": 2, "cube": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_EN_POWER = re.compile(
    r"\b(square|cube)(?:s|d)?\b(?!\s+roots?\b)|\b(fourth|fifth|sixth) powers?\b"
    r"|\b(\d+)(?:st|nd|rd|th) powers?\b|\b(?:to the power of|raised to(?: the)?)\s+(\d+)"
    r"|\*\*\s*(\d+)|\^\s*(\d+)",
    _I,
)
_KO_POWER_WORDS = {"세": 3, "네": 4, "다섯": 5}
_KO_POWER = re.compile(r"(세|네|다섯|\d+\s*)?제곱(?!근)|(?<![\d,])(\d+)\s*승(?![가-힣])")
# the power of the sum, not the sum of the powers: "the square of the sum", 「합의 제곱」,
# 「더한 값을 제곱」 — left to the model
_POWER_OF_SUM = re.compile(
    r"\b(?:square|cube|power) of the (?:sum|total)\b|\bsum\b.{0,40}\b(?:then|and then) "
    r"(?:square|cube)|(?:합|총합|더한\s*(?:값|수|것|결과))\s*(?:의|을|를)\s*(?:세|네)?제곱",
    _I,
)
# roots, logs and other functions of each number are not written here
_OTHER_FUNCTION = re.compile(
    r"\broots?\b|\blog(?:arithm)?s?\b|\breciprocals?\b|\bfactorials\b|제곱근|루트|로그|역수", _I
)
_MOST = 2_000_000  # a bound whose count of primes Python says in a few seconds on two cores

CORRECTION_RUN = (
    'The request asks for Python: run it with bash, python3 -c "...print(...)", and answer '
    "with the number it prints (not from memory, not with calculate)."
)
CORRECTION_SAY = "Say what Python printed: {value}."


def _int(said: str) -> int:
    return int(said.replace(",", ""))


def asked(request: str) -> bool:
    """The request asks Python for a computation of numbers it says, and names no data to
    read ("The app keeps logging slow queries. Use Python to work out …" is the log's)."""
    return (
        bool(PYTHON_ASKED.search(request))
        # a number computed from, a quoted text's bytes ("in ASCII" says no digit) or a Roman
        # numeral's value (MCMXCIV: fresh43 script-92)
        and (
            bool(re.search(r"\d", request))
            or python_bytes.run_command(request) is not None
            or python_roman.numeral_in(request) is not None
        )
        and not _DATA.search(request)
        and not _CODE_ASKED.search(request)
    )


def _primes(request: str) -> str | None:
    if not _PRIMES.search(request):
        return None
    if en := _EN_BOUND.search(request):
        bound, within = _int(en[2]), en[1].lower() not in ("below", "under") and "than" not in en[1]
    elif ko := _KO_BOUND.search(request):
        bound, within = _int(ko[1]), not ko[2].startswith(("미만", "보다"))
    else:
        return None
    end = bound + 1 if within else bound  # "up to 100", 「100 이하」 count 100 itself
    if not 2 <= end <= _MOST:
        return None
    return (
        f'python3 -c "import math; n = {end}; '
        'print(sum(1 for k in range(2, n) if all(k % d for d in range(2, math.isqrt(k) + 1))))"'
    )


def _factorial(request: str) -> str | None:
    found = _FACTORIAL.search(request)
    if found is None:
        return None
    n = _int(found[1] or found[2])
    return f'python3 -c "import math; print(math.factorial({n}))"' if n <= 1000 else None


def _multiples(request: str) -> str | None:
    """The test a range's multiples keep ("multiples of 3 or 5" → "k % 3 == 0 or k % 5 == 0"),
    "" when none are named, None when they are but not plainly (a negation, 'of 3 and 5' with
    no 'both' or 'or' — the union or the common ones)."""
    found = _EN_MULTIPLES.search(request) or _KO_MULTIPLES.search(request)
    if found is None:
        return ""
    divisors = [_int(n) for n in re.findall(_NUMBER, found[1])]
    if 0 in divisors or _NOT_MULTIPLE.search(request):
        return None
    if len(divisors) == 1:
        join = " or "
    elif _ALL.search(request) and not _ANY.search(found[1]):
        join = " and "
    elif _ANY.search(found[1]) and not _ALL.search(request):
        join = " or "
    else:
        return None
    return join.join(f"k % {n} == 0" for n in divisors)


def _power(request: str) -> int | None:
    """The power each number is raised to before the sum (1 when none is named), or None when
    one is named but not plainly (the sum's own power, a power of 0 or past 10)."""
    if _POWER_OF_SUM.search(request) or _OTHER_FUNCTION.search(request):
        return None
    if en := _EN_POWER.search(request):
        word = (en[1] or en[2] or "").lower()
        power = _EN_POWER_WORDS.get(word) or int(next(g for g in en.groups()[2:] if g))
    elif ko := _KO_POWER.search(request):
        said = (ko[1] or "").strip()
        power = _KO_POWER_WORDS.get(said) or int(said or ko[2] or 2)
    else:
        return 1
    return power if 1 <= power <= 10 else None


def _range_sum(request: str) -> str | None:
    """A range's sum, or the count of its multiples ("how many numbers from 1 to 1000 are
    divisible by 7"), its even or odd numbers or its multiples of some numbers kept; each
    number raised to the power asked first ("the sum of the squares from 1 to 100")."""
    multiples, power = _multiples(request), _power(request)
    if multiples is None or power is None:
        return None
    counted = bool(multiples) and bool(_COUNT.search(request)) and not _SUM.search(request)
    if (not _SUM.search(request) and not counted) or (counted and power != 1):
        return None
    found = _KO_RANGE.search(request) or _EN_RANGE.search(request) or _EN_SUM_RANGE.search(request)
    if found is not None:
        start, end = _int(found[1]), _int(found[2])
    elif multiples and (en := _EN_BOUND.search(request)):
        # "the multiples of 3 or 5 below 1000": from 1, the bound itself kept by "up to"
        within = en[1].lower() not in ("below", "under") and "than" not in en[1]
        start, end = 1, _int(en[2]) - (0 if within else 1)
    elif multiples and (ko := _KO_BOUND.search(request)):
        start, end = 1, _int(ko[1]) - (1 if ko[2].startswith(("미만", "보다")) else 0)
    else:
        return None
    if start > end or end - start > 10**8:
        return None
    tests = [multiples] if multiples else []
    if _EVEN.search(request):
        tests.append("k % 2 == 0")
    elif _ODD.search(request):
        tests.append("k % 2")
    kept = f" if {' and '.join(f'({t})' if ' or ' in t else t for t in tests)}" if tests else ""
    made = "1" if counted else "k" if power == 1 else f"k**{power}"
    return f'python3 -c "print(sum({made} for k in range({start}, {end + 1}){kept}))"'


def _digits(request: str) -> str | None:
    """How many times a digit is written in a range's numbers ("count how many times the digit
    7 shows up when you write out every number from 1 to 1,000": 300), or how many of them hold
    it ("how many numbers from 1 to 1000 contain the digit 7": 271); not the digits summed."""
    found = _EN_DIGIT.search(request) or _KO_DIGIT.search(request)
    if found is None or _ADDED.search(request) or not _TIMES.search(request):
        return None
    digit = next(g for g in found.groups() if g)
    span = _KO_RANGE.search(request) or _EN_RANGE.search(request)
    if span is not None:
        start, end = _int(span[1]), _int(span[2])
    elif en := _EN_BOUND.search(request):
        within = en[1].lower() not in ("below", "under") and "than" not in en[1]
        start, end = 1, _int(en[2]) - (0 if within else 1)
    elif ko := _KO_BOUND.search(request):
        start, end = 1, _int(ko[1]) - (1 if ko[2].startswith(("미만", "보다")) else 0)
    else:
        return None
    if start > end or end - start > 10**7:
        return None
    made = f"'{digit}' in str(k)" if _HOLDING.search(request) else f"str(k).count('{digit}')"
    return f'python3 -c "print(sum({made} for k in range({start}, {end + 1})))"'


def _fibonacci(request: str) -> str | None:
    """The nth Fibonacci number, counted from F(1) = F(2) = 1 ("the 20th Fibonacci number",
    「피보나치 수열의 30번째 수」); not one named by a bound ("the first one over 1,000":
    python_sequences)."""
    if python_sequences.fibonacci_bounded(request):
        return None
    n = ordinal_in(request) if _FIBONACCI.search(request) else None
    if n is None or not 1 <= n <= 10_000:
        return None
    return (
        'python3 -c "import functools; '
        f'print(functools.reduce(lambda p, _: (p[1], p[0] + p[1]), range({n}), (0, 1))[0])"'
    )


def run_command(request: str) -> str | None:
    """The `python3 -c` that makes the computation the request asks Python for, or None when
    it asks none written here."""
    if not asked(request):
        return None
    return (
        python_dates.run_command(request)
        or python_bases.run_command(request)  # fresh41 script-87
        or python_divisors.run_command(request)  # fresh42 script-89
        or python_bytes.run_command(request)  # fresh42 script-90
        or python_roman.run_command(request)  # fresh43 script-92
        or python_digit_sums.run_command(request)  # fresh45 script-95
        or python_sequences.run_command(request)  # fresh44 script-93, script-94; script-96
        or _primes(request)
        or _factorial(request)
        or _digits(request)
        or _range_sum(request)
        or _fibonacci(request)
    )


def ran_python(done: Iterable[CallOutcome]) -> bool:
    """A bash call of the turn ran Python."""
    return any(o.call.name == "bash" and _RUNS_PYTHON.search(argument_text(o)) for o in done)


def ran_asked(request: str, done: Iterable[CallOutcome]) -> bool:
    """The turn ran the Python the request asks: the command written here when it writes one
    (a model's own print(2024 % 7) for the Mondays of 2024 is none), else any Python run."""
    command = run_command(request)
    if command is None:
        return ran_python(done)
    bare = re.sub(r"\s+", "", command)
    return any(o.call.name == "bash" and re.sub(r"\s+", "", argument_text(o)) == bare for o in done)


# a line of numbers a run printed: "6, 28, 496, 8128", "[6, 28, 496]", "6 28 496"
_LISTED = re.compile(r"\[?-?\d+(?:(?:,\s+|\s+)-?\d+)+\]?")


def printed_unsaid(answer: str, done: Iterable[CallOutcome]) -> str | None:
    """What the turn's last Python run printed — a number alone (said with or without thousands
    commas), a weekday or a date (python_dates.said_in), a number in another base
    (python_bases.said_in) — when the answer does not say it, or
    None."""
    runs = [
        o for o in done
        if o.call.name == "bash" and _RUNS_PYTHON.search(argument_text(o))
        and not o.result.is_error
    ]  # fmt: skip
    if not runs:
        return None
    printed = runs[-1].result.content.strip().split("\n")[0].strip()  # before "[exit code: 0]"
    said = python_bases.said_in(printed, answer)
    said = python_dates.said_in(printed, answer) if said is None else said
    if said is not None:
        return None if said else printed
    numbers = {token.replace(",", "") for token in re.findall(r"\d[\d,]*", answer)}
    if _LISTED.fullmatch(printed):
        # a list of a few numbers ("6, 28, 496, 8128": the perfect numbers below 10,000, fresh44
        # script-94): each of them said, not one (a thousands comma has no space after it)
        listed = re.findall(r"-?\d+", printed)
        missing = len(listed) <= 20 and any(n.lstrip("-") not in numbers for n in listed)
        return printed if missing else None
    if not re.fullmatch(r"-?\d+", printed):
        return None
    return None if printed.lstrip("-") in numbers else printed
