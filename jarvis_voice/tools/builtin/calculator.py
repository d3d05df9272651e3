"""The `calculate` tool: exact arithmetic and unit conversions, so the model never guesses a number.

The expression is parsed with `ast` and evaluated by a small interpreter over a whitelist of
nodes (numbers, + - * / // % **, unary signs, a few named functions and constants); nothing is
ever passed to `eval`. Attacks on the interpreter are bounded before any work is done:

- input length (`MAX_INPUT_CHARS`), node count and nesting depth;
- integer size: a power or product whose result would exceed `MAX_INT_BITS` is refused from
  the operands' sizes (so `9**9**9` fails at once instead of computing for hours);
- `factorial` up to `MAX_FACTORIAL`; float overflow is an error, not `inf`.

Spoken forms are accepted too ("17 times 23", "15% of 80", "2의 10제곱", "1234 곱하기 5678"), and
conversions between common units: "5 miles to km", "100 F to C", "30평은 몇 제곱미터", "2 GB in MB".
"""

from __future__ import annotations

import ast
import datetime
import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel, Field

from jarvis_voice.text import NATIVE_NUMBERS
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin.measures import measure_line

MAX_INPUT_CHARS = 300
MAX_NODES = 150
MAX_DEPTH = 40
MAX_INT_BITS = 4000  # about 1,200 decimal digits
MAX_FACTORIAL = 450  # 450! has 1,000 digits
MAX_ROUND_DIGITS = 15
MAX_SHOWN_DIGITS = 60  # longer exact integers are shown in scientific notation too

Number = int | float


class CalcError(ValueError):
    """The expression cannot be evaluated; the message is meant for the model."""


# --- arithmetic -------------------------------------------------------------------------------


def _pct(value: Number) -> Number:
    return value / 100


def _factorial(value: Number) -> int:
    if isinstance(value, float):
        if not value.is_integer():
            raise CalcError("factorial needs a whole number")
        value = int(value)
    if value < 0:
        raise CalcError("factorial needs a number ≥ 0")
    if value > MAX_FACTORIAL:
        raise CalcError(f"factorial is limited to {MAX_FACTORIAL}!")
    return math.factorial(value)


def _round(value: Number, digits: Number = 0) -> Number:
    if not isinstance(digits, int) or abs(digits) > MAX_ROUND_DIGITS:
        raise CalcError(f"round takes a whole number of digits up to {MAX_ROUND_DIGITS}")
    return round(value, digits) if digits else round(value)


def _log(value: Number, base: Number | None = None) -> float:
    return math.log(value) if base is None else math.log(value, base)


def _cbrt(value: Number) -> float:
    return math.copysign(abs(value) ** (1 / 3), value)


FUNCTIONS: dict[str, tuple[Callable[..., Number], int, int]] = {
    # name: (function, fewest arguments, most arguments)
    "sqrt": (math.sqrt, 1, 1),
    "cbrt": (_cbrt, 1, 1),
    "abs": (abs, 1, 1),
    "round": (_round, 1, 2),
    "floor": (math.floor, 1, 1),
    "ceil": (math.ceil, 1, 1),
    "trunc": (math.trunc, 1, 1),
    "exp": (math.exp, 1, 1),
    "ln": (math.log, 1, 1),
    "log": (_log, 1, 2),
    "log10": (math.log10, 1, 1),
    "log2": (math.log2, 1, 1),
    "sin": (math.sin, 1, 1),
    "cos": (math.cos, 1, 1),
    "tan": (math.tan, 1, 1),
    "asin": (math.asin, 1, 1),
    "acos": (math.acos, 1, 1),
    "atan": (math.atan, 1, 1),
    "degrees": (math.degrees, 1, 1),
    "radians": (math.radians, 1, 1),
    "hypot": (math.hypot, 2, 2),
    "factorial": (_factorial, 1, 1),
    "min": (min, 1, 20),
    "max": (max, 1, 20),
    "_pct": (_pct, 1, 1),
}
CONSTANTS: dict[str, float] = {"pi": math.pi, "e": math.e, "tau": math.tau}


def _check_int(value: Number) -> Number:
    if isinstance(value, int) and value.bit_length() > MAX_INT_BITS:
        raise CalcError("the result is too large")
    if isinstance(value, float) and not math.isfinite(value):
        raise CalcError("the result is too large" if math.isinf(value) else "not a number")
    return value


def _power(base: Number, exponent: Number) -> Number:
    if isinstance(base, int) and isinstance(exponent, int) and exponent >= 0:
        if abs(base) > 1 and exponent * (abs(base).bit_length() - 1) > MAX_INT_BITS:
            raise CalcError("the result is too large")
        return int(base) ** exponent
    try:
        result = math.pow(base, exponent)
    except OverflowError:
        raise CalcError("the result is too large") from None
    except (ValueError, ZeroDivisionError):
        raise CalcError(f"{base} to the power {exponent} is not a real number") from None
    return result


def _multiply(left: Number, right: Number) -> Number:
    if (
        isinstance(left, int)
        and isinstance(right, int)
        and left.bit_length() + right.bit_length() > MAX_INT_BITS + 1
    ):
        raise CalcError("the result is too large")
    return left * right


def _divide(left: Number, right: Number) -> Number:
    if right == 0:
        raise CalcError("division by zero")
    if isinstance(left, int) and isinstance(right, int) and left % right == 0:
        return left // right  # exact: 10/2 is 5, not 5.0
    return left / right


def _modulo(left: Number, right: Number) -> Number:
    if right == 0:
        raise CalcError("division by zero")
    return left % right


def _floor_divide(left: Number, right: Number) -> Number:
    if right == 0:
        raise CalcError("division by zero")
    return left // right


BINARY: dict[type[ast.operator], Callable[[Number, Number], Number]] = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: _multiply,
    ast.Div: _divide,
    ast.FloorDiv: _floor_divide,
    ast.Mod: _modulo,
    ast.Pow: _power,
}
BINARY_NAMES = {ast.BitXor: "^ (use ** for powers)", ast.MatMult: "@", ast.BitAnd: "&"}


class _Evaluator:
    def __init__(self) -> None:
        self.nodes = 0

    def value(self, node: ast.AST, depth: int = 0) -> Number:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise CalcError("the expression is too long")
        if depth > MAX_DEPTH:
            raise CalcError("the expression is nested too deeply")
        if isinstance(node, ast.Expression):
            return self.value(node.body, depth + 1)
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or not isinstance(node.value, int | float):
                raise CalcError(f"not a number: {node.value!r}")
            return _check_int(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            operand = self.value(node.operand, depth + 1)
            return -operand if isinstance(node.op, ast.USub) else operand
        if isinstance(node, ast.BinOp):
            return self._binary(node, depth)
        if isinstance(node, ast.Name):
            if node.id in CONSTANTS:
                return CONSTANTS[node.id]
            raise CalcError(f"unknown name {node.id!r}")
        if isinstance(node, ast.Call):
            return self._call(node, depth)
        raise CalcError(f"unsupported syntax: {type(node).__name__}")

    def _binary(self, node: ast.BinOp, depth: int) -> Number:
        operation = BINARY.get(type(node.op))
        if operation is None:
            shown = BINARY_NAMES.get(type(node.op), type(node.op).__name__)
            raise CalcError(f"unsupported operator {shown}")
        left = self.value(node.left, depth + 1)
        if _is_percent(node.right) and isinstance(node.op, ast.Add | ast.Sub):
            # "200 + 10%" is 220, as on a calculator: the percentage is of the left side.
            share = self.value(node.right, depth + 1)
            right = _multiply(left, share)
        else:
            right = self.value(node.right, depth + 1)
        try:
            return _check_int(operation(left, right))
        except OverflowError:
            raise CalcError("the result is too large") from None

    def _call(self, node: ast.Call, depth: int) -> Number:
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            name = node.func.id if isinstance(node.func, ast.Name) else "this"
            raise CalcError(f"unknown function {name!r}; known: {', '.join(_public_functions())}")
        if node.keywords:
            raise CalcError("functions take plain arguments only")
        function, fewest, most = FUNCTIONS[node.func.id]
        if not fewest <= len(node.args) <= most:
            raise CalcError(f"{node.func.id} takes {fewest}–{most} arguments")
        args = [self.value(arg, depth + 1) for arg in node.args]
        try:
            return _check_int(function(*args))
        except OverflowError:
            raise CalcError("the result is too large") from None
        except (ValueError, ZeroDivisionError) as exc:
            raise CalcError(f"{node.func.id}: {exc}") from None
        except TypeError:
            raise CalcError(f"{node.func.id}: bad arguments") from None


def _is_percent(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_pct"


def _public_functions() -> list[str]:
    return [name for name in FUNCTIONS if not name.startswith("_")]


# Spoken and typeset forms → Python syntax. Applied in order to lower-case text.
_WORDS: tuple[tuple[str, str], ...] = (
    (r"[×✕✖]|\bmultiplied by\b|\btimes\b|곱하기", "*"),
    (r"(?<=[\d)])\s*x\s*(?=[\d(])", "*"),
    (r"[÷]|\bdivided by\b|나누기", "/"),
    (r"[−–]|\bminus\b|빼기", "-"),
    (r"\bplus\b|더하기", "+"),
    (r"\bto the power of\b|\braised to( the power of)?\b|\^", "**"),
    (r"\bsquared\b", "**2"),
    (r"\bcubed\b", "**3"),
    (r"\bmod(ulo)?\b|나머지", "%"),
    (r"\bpercent\b|퍼센트|프로(?![가-힣])", "%"),
    (r"√\s*\(", "sqrt("),
    (r"(?:√|\bsquare root of\b|\bsqrt of\b|\bsqrt\b|루트)\s*(\d+(?:\.\d+)?)", r"sqrt(\1)"),
    (r"\bsquare root of\b|루트", "sqrt"),
    (r"(\d+)\s*!(?!=)", r"factorial(\1)"),
    (r"\bpi\b|π|파이", "pi"),
)
_LEADING = re.compile(
    r"^\s*(?:please\s+)?(?:calculate|compute|evaluate|what is|what's|whats|how much is|"
    r"tell me|계산해\s*줘|계산)\s*:?\s*"
)
# Korean words and punctuation after the expression ("…은?", " = ?", "입니까"). Hangul and the
# separators are disjoint, so the regex cannot backtrack exponentially.
_TRAILING = re.compile(r"[\s=?？!.。]*(?:[가-힣]+[\s?？!.。]+)*[가-힣]*[\s?？!.。]*$")
# the tool call's own JSON leaking into its argument ("35000 * (1 - 0.20)}}"): never arithmetic
_JSON_TAIL = re.compile(r"[\s}\]\"']+$")
_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+)(?![\d,])")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?|\))\s*%(?!\s*[\d(])")
# Korean numerals with units: 25만 = 250,000, 1억 2천만 = 120,000,000 (a number must lead, so
# 만약 stays a word; 만큼 is "as much as"). 원 after a number is the currency, not arithmetic.
_KO_SMALL = {"십": 10, "백": 100, "천": 1000}
_KO_LARGE = {"만": 10**4, "억": 10**8, "조": 10**12}
# a count of a unit may be written with thousands commas: "13만 3,100원" is 133,100 and "1억
# 2,000만" 120,000,000 (fresh30 calc-66 read 13만 3 and left ",100": 130,003,100)
_KO_COUNT = r"(?:\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?:\.\d+)?)"
_KO_NUMBER = re.compile(
    rf"{_KO_COUNT}\s*[십백천만억조](?!큼|각)(?:\s*{_KO_COUNT}?\s*[십백천만억조](?!큼|각))*"
    r"(?:\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\s*[십백천만억조]))?"
)
_KO_PART = re.compile(rf"({_KO_COUNT})?\s*([십백천만억조])|({_KO_COUNT})")
_WON = re.compile(r"(?<=[\d)])\s*원(?![가-힣])")


def _korean_number(match: re.Match[str]) -> str:
    total, section = 0.0, 0.0
    for part in _KO_PART.finditer(match.group(0)):
        said, unit, plain = part.groups()
        count = float(said.replace(",", "")) if said else None
        if plain is not None:
            section += float(plain.replace(",", ""))
        elif unit in _KO_LARGE:
            total += (section + (count or 0) or 1) * _KO_LARGE[unit]
            section = 0.0
        else:
            section += (1 if count is None else count) * _KO_SMALL[unit]
    value = total + section
    return str(int(value)) if value.is_integer() else repr(value)


# Native Korean numbers (text.NATIVE_NUMBERS) before a counter or unit ("두 근", "세 시간 반",
# "다섯 개"): 한 before a word that is not a counter stays a word ("한 일" is "the thing done").
_COUNTERS = (
    "시간|분|초|개월|개|명|번|근|달|살|잔|병|권|장|마리|대|컵|큰술|작은술|인분|주|킬로그램|킬로미터"
    "|킬로|그램|리터|미터|줄|평|돈|바퀴|층|군데|가지|송이|켤레|벌|통|판|봉지|조각|팩|박스|상자|캔"
)
_NATIVE_WORDS = "|".join(sorted(NATIVE_NUMBERS, key=len, reverse=True))
_NATIVE_NUMBER = re.compile(
    rf"(?<![가-힣\w])({_NATIVE_WORDS})\s*(?=(?:{_COUNTERS})"
    r"(?![가-힣]*(?:하다|했|하고|해서)))"
)


# an amount of money said with its unit alone: "만 원 들고 가서" is 10,000 won (fresh17 calc-40
# was set up as 1000 - 100); not 원래 (originally), 원칙, 원하다 …
_BARE_WON = re.compile(
    r"(?<![\d가-힣.,])([십백천]?만|[백천]|억)\s*(?=원(?!래|칙|인|리|하|작|장|형|자|소|주|숭))"
)
_BARE_VALUES = {"만": 10**4, "십만": 10**5, "백만": 10**6, "천만": 10**7, "백": 100, "천": 1000,
                "억": 10**8}  # fmt: skip


# a bare unit that opens a number: "만 2천 보" is 1만 2천 (fresh19 calc-44 walked 2,000 steps)
_BARE_LEAD = re.compile(r"(?<![\d가-힣.,])([억만천])\s*(?=\d+(?:\.\d+)?\s*[천백십])")


# a rate in tenths, hundredths and thousandths: "타율이 3할 2푼인 타자가 250타수" is a .320
# hitter (fresh28 calc-62 calculated 3 × 2); "2할 8푼 5리" 0.285, "삼할" 0.3 — a digit right
# before 할 (not 할인, 할 수 …); said in numerals only with its 푼 ("삼할 이푼", not 구할 거야)
_SINO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_DIGIT = r"(\d|(?<![가-힣])[일이삼사오육칠팔구])"
_TENTHS = re.compile(
    rf"(?<![\d.]){_DIGIT}할(?!인|증|당|부|머니|\s*수\s*(?:있|없))"
    r"(?:\s*(\d|[일이삼사오육칠팔구])푼)?(?:\s*(\d|[일이삼사오육칠팔구])리(?![가-힣]{2}))?"
)


def _digit(said: str | None) -> int:
    return 0 if said is None else int(said) if said.isdigit() else _SINO_DIGITS[said]


def _tenths(match: re.Match[str]) -> str:
    if not match[1].isdigit() and not match[2]:
        return match[0]  # 사할린, 구할 거야: a word, not a rate said in numerals
    value = _digit(match[1]) * 100 + _digit(match[2]) * 10 + _digit(match[3])
    return f"{value / 1000:.3f}".rstrip("0").rstrip(".")


def spell_korean_numbers(text: str) -> str:
    """ "3만 5천 원" → "35000 원", "두 근" → "2 근", "만 원" → "10000 원", "만 2천 보" → "12000
    보", "3할 2푼" → "0.32": Korean numerals as digits, the rest kept."""
    text = _TENTHS.sub(_tenths, text)
    text = _BARE_LEAD.sub(lambda m: f"1{m[1]} ", text)
    text = _BARE_WON.sub(lambda m: f"{_BARE_VALUES[m[1]]} ", text)
    text = _NATIVE_NUMBER.sub(lambda m: f"{NATIVE_NUMBERS[m[1]]} ", text)
    return _KO_NUMBER.sub(_korean_number, text)


def normalise_expression(text: str) -> str:
    """Spoken or typeset arithmetic as Python syntax ("17 times 23" → "17*23")."""
    expr = _JSON_TAIL.sub("", " ".join(text.lower().split()))
    expr = _LEADING.sub("", expr)
    expr = _WON.sub("", _KO_NUMBER.sub(_korean_number, expr))
    expr = re.sub(r"(\S+?)\s*의\s*제곱근", r"sqrt(\1)", expr)  # 16의 제곱근
    expr = re.sub(r"(\S+?)\s*의\s*(\d+(?:\.\d+)?)\s*제곱", r"(\1)**(\2)", expr)  # 2의 10제곱
    expr = re.sub(r"(\S+?)\s*의?\s*제곱", r"(\1)**2", expr)  # 5의 제곱, 5 제곱
    for pattern, replacement in _WORDS:
        expr = re.sub(pattern, replacement, expr)
    if "(" not in expr or not re.search(r"[a-z_]\(", expr):
        expr = _THOUSANDS.sub(lambda m: m.group(1).replace(",", ""), expr)
    expr = _TRAILING.sub("", expr)  # "…은?", " = ?", "입니까"
    # "15% of 80" → 15/100*80; a lone "10%" → 0.1; "200 + 10%" → 220 (see _binary).
    expr = _percent(expr)
    expr = re.sub(r"\s*\bof\b\s*", "*", expr)
    return expr.strip()


def _percent(expr: str) -> str:
    out = expr
    for _ in range(10):  # nested "(…)%" forms, a few at most
        match = _PERCENT.search(out)
        if match is None:
            break
        if match.group(1) == ")":
            start = _matching_open(out, match.start(1))
            if start is None:
                break
            out = out[:start] + "_pct" + out[start : match.start(1) + 1] + out[match.end() :]
        else:
            out = out[: match.start()] + f"_pct({match.group(1)})" + out[match.end() :]
    return out


def _matching_open(text: str, close: int) -> int | None:
    depth = 0
    for index in range(close, -1, -1):
        if text[index] == ")":
            depth += 1
        elif text[index] == "(":
            depth -= 1
            if depth == 0:
                return index
    return None


def evaluate(expression: str) -> Number:
    """The value of an arithmetic expression (Python syntax or the spoken forms above)."""
    if len(expression) > MAX_INPUT_CHARS:
        raise CalcError(f"the expression is longer than {MAX_INPUT_CHARS} characters")
    expr = normalise_expression(expression)
    if not expr:
        raise CalcError("there is no expression to calculate")
    try:
        tree = ast.parse(expr, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise CalcError(f"cannot read {expression.strip()!r} as arithmetic") from None
    try:
        return _Evaluator().value(tree)
    except RecursionError:
        raise CalcError("the expression is nested too deeply") from None


def format_number(value: Number) -> str:
    """Readable and exact enough: whole numbers without '.0', at most 12 significant digits."""
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e15:
            value = int(value)
        else:
            return f"{value:,.12g}"
    digits = len(str(abs(value)))
    if digits > MAX_SHOWN_DIGITS:
        text = str(abs(value))
        sign = "-" if value < 0 else ""
        return f"{sign}{text[0]}.{text[1:13]}e+{digits - 1} ({digits} digits)"
    return f"{value:,}"


# --- units ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Unit:
    symbol: str  # how the result names it
    kind: str
    factor: float  # size in the kind's base unit (m, m², m³/1000 = L, kg, s, byte, m/s)


_UNIT_TABLE: tuple[tuple[str, str, float, tuple[str, ...]], ...] = (
    # length, base m
    ("mm", "length", 0.001, ("millimeter", "millimeters", "millimetre", "millimetres", "밀리미터")),
    (
        "cm",
        "length",
        0.01,
        ("centimeter", "centimeters", "centimetre", "centimetres", "센티미터", "센티"),
    ),
    ("m", "length", 1.0, ("meter", "meters", "metre", "metres", "미터")),
    (
        "km",
        "length",
        1000.0,
        ("kilometer", "kilometers", "kilometre", "kilometres", "킬로미터", "kms"),
    ),
    ("in", "length", 0.0254, ("inch", "inches", "인치")),
    ("ft", "length", 0.3048, ("foot", "feet", "피트")),
    ("yd", "length", 0.9144, ("yard", "yards", "야드")),
    ("mi", "length", 1609.344, ("mile", "miles", "마일")),
    ("nmi", "length", 1852.0, ("nautical mile", "nautical miles", "해리")),
    # area, base m²
    (
        "m²",
        "area",
        1.0,
        (
            "m2",
            "m^2",
            "sqm",
            "sq m",
            "square meter",
            "square meters",
            "square metre",
            "square metres",
            "제곱미터",
            "평방미터",
            "㎡",
        ),
    ),
    (
        "cm²",
        "area",
        1e-4,
        ("cm2", "cm^2", "square centimeter", "square centimeters", "제곱센티미터"),
    ),
    (
        "km²",
        "area",
        1e6,
        (
            "km2",
            "km^2",
            "square kilometer",
            "square kilometers",
            "square kilometre",
            "square kilometres",
            "제곱킬로미터",
        ),
    ),
    (
        "ft²",
        "area",
        0.09290304,
        ("ft2", "ft^2", "sq ft", "sqft", "square foot", "square feet", "평방피트"),
    ),
    ("acre", "area", 4046.8564224, ("acres", "에이커")),
    ("ha", "area", 10_000.0, ("hectare", "hectares", "헥타르")),
    ("평", "area", 400 / 121, ("pyeong", "py")),
    # volume, base L
    (
        "mL",
        "volume",
        0.001,
        ("ml", "milliliter", "milliliters", "millilitre", "millilitres", "cc", "밀리리터"),
    ),
    ("L", "volume", 1.0, ("l", "liter", "liters", "litre", "litres", "리터")),
    ("m³", "volume", 1000.0, ("m3", "m^3", "cubic meter", "cubic meters", "세제곱미터")),
    ("gal", "volume", 3.785411784, ("gallon", "gallons", "갤런")),
    ("qt", "volume", 0.946352946, ("quart", "quarts")),
    ("pt", "volume", 0.473176473, ("pint", "pints")),
    ("cup", "volume", 0.2365882365, ("cups", "컵")),
    ("fl oz", "volume", 0.0295735295625, ("floz", "fluid ounce", "fluid ounces")),
    ("tbsp", "volume", 0.01478676478125, ("tablespoon", "tablespoons", "큰술")),
    ("tsp", "volume", 0.00492892159375, ("teaspoon", "teaspoons", "작은술")),
    # mass, base kg
    ("mg", "mass", 1e-6, ("milligram", "milligrams", "밀리그램")),
    ("g", "mass", 0.001, ("gram", "grams", "그램")),
    ("kg", "mass", 1.0, ("kilogram", "kilograms", "kilo", "kilos", "kgs", "킬로그램", "킬로")),
    ("t", "mass", 1000.0, ("tonne", "tonnes", "ton", "tons", "톤")),
    ("lb", "mass", 0.45359237, ("lbs", "pound", "pounds", "파운드")),
    ("oz", "mass", 0.028349523125, ("ounce", "ounces", "온스")),
    ("st", "mass", 6.35029318, ("stone", "stones")),
    ("근", "mass", 0.6, ()),
    ("돈", "mass", 0.00375, ()),
    # time, base s
    ("ms", "time", 0.001, ("millisecond", "milliseconds", "밀리초")),
    ("s", "time", 1.0, ("sec", "secs", "second", "seconds", "초")),
    ("min", "time", 60.0, ("mins", "minute", "minutes", "분")),
    ("h", "time", 3600.0, ("hr", "hrs", "hour", "hours", "시간")),
    ("days", "time", 86_400.0, ("day", "d", "일")),
    ("weeks", "time", 604_800.0, ("week", "wk", "wks", "주")),
    ("months", "time", 2_629_746.0, ("month", "개월", "달")),  # a twelfth of a Gregorian year
    ("years", "time", 31_556_952.0, ("year", "yr", "yrs", "년")),  # 365.2425 days
    # data, base byte (kB, MB, GB, TB are powers of 1000; KiB, MiB … powers of 1024)
    ("bits", "data", 0.125, ("bit", "비트")),
    ("bytes", "data", 1.0, ("byte", "b", "바이트")),
    ("kB", "data", 1e3, ("kb", "kilobyte", "kilobytes", "킬로바이트")),
    ("MB", "data", 1e6, ("mb", "megabyte", "megabytes", "메가바이트", "메가")),
    ("GB", "data", 1e9, ("gb", "gigabyte", "gigabytes", "기가바이트", "기가")),
    ("TB", "data", 1e12, ("tb", "terabyte", "terabytes", "테라바이트", "테라")),
    ("KiB", "data", 1024.0, ("kib", "kibibyte", "kibibytes")),
    ("MiB", "data", 1024.0**2, ("mib", "mebibyte", "mebibytes")),
    ("GiB", "data", 1024.0**3, ("gib", "gibibyte", "gibibytes")),
    ("TiB", "data", 1024.0**4, ("tib", "tebibyte", "tebibytes")),
    # speed, base m/s
    ("m/s", "speed", 1.0, ("mps", "meters per second", "metres per second")),
    (
        "km/h",
        "speed",
        1 / 3.6,
        ("kph", "kmh", "km per hour", "kilometers per hour", "kilometres per hour", "시속"),
    ),
    ("mph", "speed", 0.44704, ("miles per hour", "mi/h")),
    ("knots", "speed", 1852 / 3600, ("knot", "kn", "kt", "노트")),
    # temperature (converted through kelvin, see _to_kelvin)
    (
        "°C",
        "temperature",
        1.0,
        ("c", "°c", "℃", "celsius", "degc", "deg c", "degrees celsius", "degree celsius", "섭씨"),
    ),
    (
        "°F",
        "temperature",
        1.0,
        (
            "f",
            "°f",
            "℉",
            "fahrenheit",
            "degf",
            "deg f",
            "degrees fahrenheit",
            "degree fahrenheit",
            "화씨",
        ),
    ),
    ("K", "temperature", 1.0, ("k", "kelvin", "kelvins", "켈빈")),
)


def _unit_index() -> dict[str, Unit]:
    index: dict[str, Unit] = {}
    for symbol, kind, factor, aliases in _UNIT_TABLE:
        unit = Unit(symbol, kind, factor)
        for alias in (symbol.lower(), *aliases):
            index[alias] = unit
    return index


UNITS = _unit_index()
_ALIASES = sorted(UNITS, key=len, reverse=True)  # longest first: "km" before "m"


def _to_kelvin(value: float, unit: Unit) -> float:
    if unit.symbol == "°C":
        return value + 273.15
    if unit.symbol == "°F":
        return (value - 32) * 5 / 9 + 273.15
    return value


def _from_kelvin(value: float, unit: Unit) -> float:
    if unit.symbol == "°C":
        return value - 273.15
    if unit.symbol == "°F":
        return (value - 273.15) * 9 / 5 + 32
    return value


def convert(value: Number, source: Unit, target: Unit) -> float:
    if source.kind != target.kind:
        raise CalcError(
            f"cannot convert {source.symbol} ({source.kind}) to {target.symbol} ({target.kind})"
        )
    if source.kind == "temperature":
        return _from_kelvin(_to_kelvin(float(value), source), target)
    return float(value) * source.factor / target.factor


# Tried at every position (matches may overlap: "12 in to cm" has " in " and " to ").
_CONNECTOR = re.compile(
    r"\s+(?:to|into|in terms of|in|as)\s+|\s*(?:->|→|=>|=)\s*"
    r"|(?<=[가-힣])(?:을|를|은|는|이|가|에서)?\s+(?:몇\s*)?|\s+몇\s*"
)
_LATIN_END = re.compile(r"[a-z0-9]")
_TAIL_WORDS = re.compile(r"[\s?？!.。]*(?:[가-힣a-z]+[\s?？!.。]+)*[가-힣a-z]*[\s?？!.。]*")
_KO_PREFIX = re.compile(r"(섭씨|화씨)\s*(-?\d+(?:\.\d+)?)\s*도")  # 섭씨 30도 → 30 섭씨


def _is_latin(alias: str) -> bool:
    return bool(re.fullmatch(r"[\x00-\x7f]+", alias))


def _unit_at_start(text: str) -> Unit | None:
    """The unit a target side starts with; Korean particles and words may follow it."""
    text = text.strip()
    for alias in _ALIASES:
        if not text.startswith(alias):
            continue
        rest = text[len(alias) :]
        if _is_latin(alias) and rest[:1] and _LATIN_END.match(rest[:1]):
            continue  # "m" is not the start of "mx"
        if _TAIL_WORDS.fullmatch(rest):
            return UNITS[alias]
    return None


def _value_and_unit(text: str) -> tuple[str, Unit] | None:
    """ "5 miles" → ("5", mile); the number part may be an expression."""
    text = re.sub(r"(?<=[가-힣])(?:을|를|은|는|이|가|에서)$", "", text.strip()).strip()
    for alias in _ALIASES:
        if not text.endswith(alias):
            continue
        before = text[: len(text) - len(alias)]
        if _is_latin(alias) and before[-1:] and re.match(r"[a-z]", before[-1:]):
            continue  # "s" is not the end of "miles"
        number = before.strip()
        if number and re.search(r"[\d)]$", number):
            return number, UNITS[alias]
    return None


def parse_conversion(text: str) -> tuple[str, Unit, Unit] | None:
    """("5", mile, km) for "5 miles to km"; None when `text` is not a conversion."""
    t = " ".join(_compound_durations(spell_korean_numbers(text)).lower().split())
    t = _LEADING.sub("", t)
    t = re.sub(r"^convert\s+", "", t)
    t = _KO_PREFIX.sub(r"\2 \1", t)
    t = t.rstrip(" ?？!.。")
    reverse = re.match(r"^how many (.+?) (?:is|are|in|make up|per) (?:an? |one )?(.+)$", t)
    if reverse:
        target = _unit_at_start(reverse.group(1))
        given = reverse.group(2)
        if re.match(r"^[a-z]", given):
            given = "1 " + given  # "a mile"
        split = _value_and_unit(given)
        if target is not None and split is not None:
            return split[0], split[1], target
    for position in range(len(t)):
        match = _CONNECTOR.match(t, position)
        if match is None or match.end() == match.start():
            continue
        target = _unit_at_start(t[match.end() :])
        if target is None:
            continue
        split = _value_and_unit(t[: match.start()])
        if split is not None:
            return split[0], split[1], target
    return _said_between(t)


# "삼겹살 2 근 사려는데 그램으로 치면 얼마야?": one amount, words about it, then the unit asked
# for — "그램으로 (치면)" or "몇 그램(이야)" — the Korean way of asking around other words.
_AMOUNT = re.compile(r"(?<![\w.)])(\(\d[\d.+/]*\)|\d+(?:\.\d+)?)\s*([가-힣]+|[a-z°]+)")
_ASKED_WITH_RO = re.compile(r"^(.+?)(?:으로|로)(?:는|은)?(?:치면|하면)?$")
# "I'm 5 foot 11. What's that in centimeters?": English asks for the unit after in/to/into
_ASKED_IN = frozenset({"in", "to", "into"})
_ASKED_AFTER_MYEOT = re.compile(r"^(.+?)(?:이야|이에요|인가요|일까요?|이지|야|예요|이|가|은|는)?$")


def _said_between(t: str) -> tuple[str, Unit, Unit] | None:
    amounts = [(m, _unit_at_start(m[2])) for m in _AMOUNT.finditer(t)]
    units = [(m, unit) for m, unit in amounts if unit is not None]
    if len(amounts) != 1 or len(units) != 1:
        return None  # two amounts ("2시간 동안 3000걸음") are a word problem, not a conversion
    found, source = units[0]
    assert source is not None
    words = t[found.end() :].replace("?", " ").replace("？", " ").split()
    for before, word in zip(["", *words], words, strict=False):
        if before in _ASKED_IN:
            target = _unit_at_start(word)
            if target is not None and target.kind == source.kind and target != source:
                return found[1], source, target
        shape = _ASKED_AFTER_MYEOT if before == "몇" else _ASKED_WITH_RO
        if word.startswith("몇") and len(word) > 1:
            word, shape = word[1:], _ASKED_AFTER_MYEOT
        asked = shape.fullmatch(word)
        target = UNITS.get(asked[1]) if asked else None
        if target is not None and target.kind == source.kind and target != source:
            return found[1], source, target
    return None


# A duration said in two units ("3시간 20분", "1 year 6 months", "2시간 반") as one number of
# the first unit, so "3시간 20분 to 분" converts: (3+20/60) h.
_NUM = r"(\d+(?:\.\d+)?)"
_COMPOUNDS = (
    (rf"{_NUM}\s*(시간|hours?\b|hrs?\b|h\b)\s*{_NUM}\s*(?:분|minutes?\b|mins?\b)", 60),
    (rf"{_NUM}\s*(분|minutes?\b|mins?\b)\s*{_NUM}\s*(?:초|seconds?\b|secs?\b|s\b)", 60),
    (rf"{_NUM}\s*(년|years?\b)\s*{_NUM}\s*(?:개월|달|months?\b)", 12),
    (rf"{_NUM}\s*(일|days?\b)\s*{_NUM}\s*(?:시간|hours?\b|h\b)", 24),
    # a height: "5 foot 11", "5 feet 11 inches", "5 ft 11 in", "5피트 11인치"
    (
        rf"{_NUM}\s*(feet|foot|ft\b|피트)\s*{_NUM}(?:\s*(?:inch(?:es)?\b|in\b|인치)|(?=\s*(?:[.,?!]|$)))",
        12,
    ),
)
_FEET_INCHES = re.compile(r"(\d+)\s*['’]\s*(\d+(?:\.\d+)?)\s*(?:\"|''|”|’’)")  # 5'11"
_HALF = re.compile(r"(\d+(?:\.\d+)?)\s*(시간|년|분|일|주|개월)\s*반|(\d+) and a half (\w+)", re.I)


def _compound_durations(text: str) -> str:
    text = _FEET_INCHES.sub(r"\1 feet \2 inches", text)
    for pattern, per in _COMPOUNDS:
        text = re.sub(pattern, rf"(\1+\3/{per}) \2", text, flags=re.I)
    return _HALF.sub(lambda m: f"({m[1]}+0.5) {m[2]}" if m[1] else f"({m[3]}+0.5) {m[4]}", text)


# Times of the clock added and taken away ("11:20 - 8:45": how long is the ride?), in minutes.
_CLOCK = r"(?:(오전|오후)\s*)?(\d{1,2}):([0-5]\d)(?:\s*([ap])\.?\s*m\.?)?"
_CLOCK_SUM = re.compile(rf"\s*{_CLOCK}(?:\s*[-+]\s*{_CLOCK})+\s*", re.I)
_CLOCK_TERM = re.compile(rf"([-+]?)\s*{_CLOCK}", re.I)
DAY_MINUTES = 24 * 60


def _clock_arithmetic(expression: str) -> str | None:
    """ "11:20 - 8:45 = 2:35 (2 h 35 min = 155 min)"; None unless only clock times and +/-."""
    if _CLOCK_SUM.fullmatch(expression) is None:
        return None
    total = 0
    for sign, half, hours, minutes, suffix in _CLOCK_TERM.findall(expression):
        hour = int(hours)
        if hour > 24:
            raise CalcError(f"{hours}:{minutes} is not a time of the clock")
        afternoon = half == "오후" or suffix.lower() == "p"
        hour = hour % 12 + 12 if afternoon else hour % 12 if (half or suffix) else hour
        total += (-1 if sign == "-" else 1) * (hour * 60 + int(minutes))
    note = ""
    if total < 0:  # "1:10 - 23:50": across midnight
        total += DAY_MINUTES
        note = ", across midnight"
    hours, minutes = divmod(total, 60)
    shown = " ".join(expression.split())
    return f"{shown} = {hours}:{minutes:02d} ({hours} h {minutes} min = {total} min{note})"


# A time of the clock and spans added or taken away ("10:40 pm + 13 hours 35 minutes": when
# does the flight land?): a time of the clock, and the day it falls on.
_SPAN = (
    r"(?:(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h|시간)(?![a-z가-힣]))?\s*(?:and\s*)?"
    r"(?:(\d+)\s*(?:minutes?|mins?|m|분)(?![a-z가-힣]))?"
)
_CLOCK_AND_SPANS = re.compile(rf"\s*{_CLOCK}((?:\s*[-+]\s*{_SPAN})+)\s*", re.I)
_SIGNED_SPAN = re.compile(rf"([-+])\s*{_SPAN}", re.I)


def _clock_plus_spans(expression: str) -> str | None:
    """ "10:40 pm + 13 hours 35 minutes = 12:15 pm the next day (12:15)"; None unless the
    expression is one time of the clock and spans of hours and minutes."""
    found = _CLOCK_AND_SPANS.fullmatch(expression)
    if found is None:
        return None
    half, hours, minutes, suffix, spans = found.groups()[:5]
    hour = int(hours)
    if hour > 24:
        raise CalcError(f"{hours}:{minutes} is not a time of the clock")
    twelve = bool(half or suffix)
    afternoon = half == "오후" or (suffix or "").lower() == "p"
    hour = hour % 12 + 12 if afternoon else hour % 12 if twelve else hour
    total = float(hour * 60 + int(minutes))
    added = False
    for sign, span_hours, span_minutes in _SIGNED_SPAN.findall(spans):
        if not span_hours and not span_minutes:
            return None  # "+ 3": no unit, not a span this reads
        span = float(span_hours or 0) * 60 + int(span_minutes or 0)
        total += -span if sign == "-" else span
        added = True
    if not added:
        return None
    days, of_day = divmod(round(total), DAY_MINUTES)
    at_hour, at_minute = divmod(of_day, 60)
    clock = f"{at_hour}:{at_minute:02d}"
    if twelve:
        half_day = "pm" if at_hour >= 12 else "am"
        clock = f"{(at_hour - 1) % 12 + 1}:{at_minute:02d} {half_day}"
    day = {0: "", 1: " the next day", -1: " the day before"}.get(
        days, f" {abs(days)} days {'later' if days > 0 else 'earlier'}"
    )
    return f"{' '.join(expression.split())} = {clock}{day}"


_ISO_DAY = r"(\d{4})-(\d{1,2})-(\d{1,2})"
_DAY_UNITS = {"day": 1, "days": 1, "d": 1, "일": 1, "week": 7, "weeks": 7, "w": 7, "주": 7}
_DATE_PLUS = re.compile(
    rf"\s*{_ISO_DAY}\s*([+-])\s*(\d+)\s*(days?|d|일|weeks?|w|주)?\s*", re.IGNORECASE
)
_DATE_MINUS_DATE = re.compile(rf"\s*{_ISO_DAY}\s*-\s*{_ISO_DAY}\s*")


def _day(year: str, month: str, day: str) -> datetime.date:
    try:
        return datetime.date(int(year), int(month), int(day))
    except ValueError:
        raise CalcError(f"{year}-{month}-{day} is not a date") from None


def _date_arithmetic(expression: str) -> str | None:
    """ "2024-06-06 + 45 days = 2024-07-21 (Sunday)" and "2024-07-21 - 2024-06-06 = 45 days";
    None unless the expression is a date and a number of days or weeks, or two dates (a due
    date 45 days after a sale was a failed 'arithmetic', fresh16 script-37)."""
    between = _DATE_MINUS_DATE.fullmatch(expression)
    if between is not None:
        later, earlier = _day(*between.groups()[:3]), _day(*between.groups()[3:])
        days = (later - earlier).days
        return f"{later.isoformat()} - {earlier.isoformat()} = {days} day{'s' * (abs(days) != 1)}"
    found = _DATE_PLUS.fullmatch(expression)
    if found is None:
        return None
    year, month, day, sign, count, unit = found.groups()
    span = int(count) * _DAY_UNITS[(unit or "days").lower()]
    start = _day(year, month, day)
    try:
        end = start + datetime.timedelta(days=-span if sign == "-" else span)
    except OverflowError:
        raise CalcError("that date is out of range") from None
    said = f"{start.isoformat()} {sign} {count} {unit or 'days'}"
    return f"{said} = {end.isoformat()} ({end:%A})"


def calculate(expression: str) -> str:
    """One line with the exact result, e.g. "17*23 = 391" or "5 mi = 8.04672 km"."""
    if len(expression) > MAX_INPUT_CHARS:
        raise CalcError(f"the expression is longer than {MAX_INPUT_CHARS} characters")
    dated = _date_arithmetic(expression)
    if dated is not None:
        return dated
    clock = _clock_arithmetic(expression) or _clock_plus_spans(expression)
    if clock is not None:
        return clock
    expression = _compound_durations(expression)
    conversion = parse_conversion(expression)
    if conversion is not None:
        number, source, target = conversion
        value = evaluate(number)
        result = convert(value, source, target)
        return f"{format_number(value)} {source.symbol} = {format_number(result)} {target.symbol}"
    value = evaluate(expression)
    return f"{_pretty(normalise_expression(expression))} = {format_number(value)}"


def _pretty(expr: str) -> str:
    """The normalised expression as a person writes it: 15%, 2^10, 17 × 23."""
    for _ in range(5):
        expr = re.sub(r"_pct\(([\d.]*)\)", r"\1%", expr)
        expr = re.sub(r"_pct(\([^()]*\))", r"\1%", expr)
    expr = expr.replace("**", "^").replace("*", " × ").replace("/", " ÷ ")
    return " ".join(expr.split())


# the notes under a result the calculator read from the request itself, not from the model's
# expression: grounding checks such a result's numbers against no expression
READ_AS_WRITTEN = "[the request read as written"
WORKED_FROM_REQUEST = "[what the request asks, worked out from it]"


def said_result(result: str) -> str:
    """A calculator result as an answer: "8,760,000 원 (650,000 원 + … = 8,760,000 원)" for one
    worked out from the request (its answer first, the bracketed notes left out)."""
    lines = [line for line in result.splitlines() if not line.startswith("[")]
    if len(lines) >= 2 and lines[0].startswith(_ANSWER):
        return f"{lines[0].removeprefix(_ANSWER)} ({lines[1]})"
    return "\n".join(lines) or result


_ANSWER = "answer: "


def read_from_request(result: str) -> bool:
    """The calculator's result came from the request's own words, not the expression."""
    return READ_AS_WRITTEN in result or WORKED_FROM_REQUEST in result


class CalculateArgs(BaseModel):
    expression: str = Field(
        description="What to calculate, e.g. '17*23', '(3+4)**2', '15% of 80', 'sqrt(2)', "
        "or a unit conversion such as '5 miles to km', '100 F to C', '30 평 to m2', '2 GB to MB'."
    )


class CalculateTool(Tool[CalculateArgs]):
    name = "calculate"
    description = (
        "Calculate arithmetic or convert units exactly; use it for every calculation instead of "
        "guessing. Supports + - * / ** % and parentheses, percentages ('15% of 80'), sqrt, "
        "round, log, sin, factorial, and conversions of length, area (평), volume, mass, "
        "time, data sizes, speed and temperature ('5 miles to km'); a date plus or minus days "
        "('2024-06-06 + 45 days') and the days between two dates."
    )
    Args = CalculateArgs

    async def run(self, args: CalculateArgs, ctx: ToolContext) -> ToolResult:
        asked = _asked_conversion(ctx.request, args.expression)
        measure = measure_line(spell_korean_numbers(ctx.request)) if ctx.request else None
        try:
            line = calculate(args.expression)
        except CalcError as exc:
            # "40 mpg to L/100km" is no conversion this calculator knows, but the request's
            # own reading answers it
            if asked is None and measure is None:
                return ToolResult(f"cannot calculate: {exc}", is_error=True)
            line = ""
        if asked is not None and _result_of(asked) != _result_of(line):
            # "3시간 20분은 몇 분이야?" set up as 3*20: the request is itself a conversion this
            # calculator reads, with the same numbers, so that is the answer
            return ToolResult(f"{asked}\n{READ_AS_WRITTEN}; not {args.expression!r}]")
        if measure is not None and not _same(_result_of(measure), _result_of(line)):
            # "100미터를 12.5초에 뛰면 시속으로 몇 킬로야?" set up as 100/12.5: 8 is metres a
            # second, not the kilometres an hour asked; a round table's area set up as "120 cm
            # to m" (fresh20 calc-46, calc-45)
            # the answer first: given "650,000 원 + 80,000 원 = 730,000 원 a month × 12 months
            # = 8,760,000 원" a small model answered the month's 730,000 (fresh16 calc-38) —
            # when the line ends in one figure; a line that ends in two ("… 130,000 원 interest;
            # 6,130,000 원 in all", "… 100.531 in²; 12.5664 in² more") is left as it is: which
            # one is asked is the request's (fresh23 calc-51 and calc-52 lost to the last one)
            final = measure.rsplit(" = ", 1)[-1]
            first = f"{_ANSWER}{final}\n" if "; " not in final else ""
            return ToolResult(f"{first}{measure}\n{WORKED_FROM_REQUEST}")
        whole = whole_things(ctx.request, line)
        return ToolResult(f"{line}\n{whole}" if whole else line)


# "How many 400 g bags should I buy?": whole things, so a fraction is rounded up (fresh17
# calc-39 answered "6.25"); "1,200원짜리를 살 수 있는 만큼 사면 몇 개, 얼마 남아?": as many as
# fit, and what is left (fresh17 calc-40)
_NEEDED = re.compile(
    r"\bhow many\b.*\b(?:should|do|must|would|will) (?:i|we|you) (?:need|buy|get|order|bring|"
    r"rent|take|use|make)\b|\bhow many\b.*\b(?:needed|required)\b"
    r"|몇\s*(?:개|봉지|봉|박스|상자|팩|통|병|대|번|장|권|포대|묶음|판|명)\S*\s*"
    r"(?:사야|필요|주문해야|챙겨야|가져가야|빌려야|있어야|써야|만들어야|타야)"
    # the days or months it takes to reach a sum: "If I put aside $15 every day, how many days
    # will it take to save $1,000?" (fresh27 calc-59 said 66.67 days), "몇 달이 걸려?"
    r"|\bhow (?:many|much) (?:days|weeks|months|years|times|hours|trips|more)\b.*"
    r"\b(?:take|need|reach|get to|until|before|save)\b"
    r"|몇\s*(?:일|주|달|개월|년|번|시간)\S*\s*(?:걸려|걸릴|걸리|만에|해야|모아야|지나야|있어야)",
    re.IGNORECASE,
)
AS_MANY_AS = re.compile(
    r"\bas many as (?:i|we|you) can\b"
    r"|\bhow many\b.*\b(?:can|could) (?:i|we|you) (?:buy|get|afford)\b"
    r"|살\s*수\s*있는\s*만큼|(?:몇\s*개|최대\s*몇)\S*\s*살\s*수|얼마\s*남",
    re.IGNORECASE,
)
_DIVISION = re.compile(r"^([\d,]+(?:\.\d+)?) ÷ ([\d,]+(?:\.\d+)?) = ")


def whole_things(request: str, line: str) -> str | None:
    """For a division into whole things, the whole number the request means: rounded up for
    how many are needed, rounded down with what is left for as many as fit; None otherwise."""
    division = _DIVISION.match(line)
    if division is None or not request:
        return None
    total, size = (float(part.replace(",", "")) for part in division.groups())
    if size <= 0:
        return None
    if AS_MANY_AS.search(request):
        count = math.floor(total / size + 1e-9)
        left = total - count * size
        return f"[as many whole ones as fit: {count}, with {format_number(left)} left over]"
    quotient = total / size
    if _NEEDED.search(request) and abs(quotient - round(quotient)) > 1e-9:
        rounded = f"{math.ceil(quotient)} (rounded up from {format_number(quotient)})"
        return f"[whole ones needed: {rounded}]"
    return None


_DIGITS = re.compile(r"\d+(?:\.\d+)?")


def _asked_conversion(request: str, expression: str) -> str | None:
    """The request's own unit conversion ("3.33333333333 h = 200 min"), when the calculator
    reads the whole request as one (every number of it is the converted amount: not "5 miles
    a day for 3 days") and the expression uses the request's numbers."""
    if not request or len(request) > MAX_INPUT_CHARS:
        return None
    spelled = spell_korean_numbers(request)
    conversion = parse_conversion(_compound_durations(spelled))
    if conversion is None:
        return None
    numbers = set(_DIGITS.findall(spelled))
    if not numbers <= set(_DIGITS.findall(conversion[0])):
        return None
    if not numbers <= set(_DIGITS.findall(spell_korean_numbers(expression))):
        return None
    try:
        return calculate(request)
    except CalcError:
        return None


def _same(a: float | None, b: float | None) -> bool:
    """Two results that agree to four figures (a reading rounds what the model computed)."""
    return a is not None and b is not None and abs(a - b) <= 1e-4 * max(abs(a), abs(b), 1e-9)


def _result_of(line: str) -> float | None:
    """The number a result line comes to (200 of "… = 200 min", 1234.5 of "… = 1,234.5")."""
    found = _DIGITS.search(line.rsplit("=", 1)[-1].replace(",", "")) if line else None
    return float(found.group(0)) if found else None
