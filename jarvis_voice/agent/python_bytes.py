"""How many bytes a quoted text takes in an encoding, by Python (「'안녕하세요'를 UTF-8로
인코딩하면 몇 바이트가 되는지 파이썬으로 확인해 줘.」 ran print(2*3) and said 6: fresh42
script-90; "Use Python to check how many bytes "héllo" is in UTF-8", 「"가나다"는 EUC-KR로 몇
바이트야? 파이썬으로」).

The run is len(text.encode(encoding)) of the quoted text exactly as written, put into the command
as a JSON string (a Python literal too) inside shell quotes, so no character of it is lost or run.
UTF-16 and UTF-32 are counted without the byte-order mark Python's plain codec puts first (a
text's own bytes, as people count them). The characters counted (「몇 글자」) are char_counts'.
"""

from __future__ import annotations

import json
import re
import shlex

_I = re.IGNORECASE
# the bytes asked: "how many bytes", "byte length", "size in bytes", 「몇 바이트」, 「바이트 수」
_BYTES = re.compile(
    r"\bhow many bytes\b|\bbytes? (?:length|count|size)\b|\b(?:size|length) in bytes\b"
    r"|\bnumber of bytes\b|몇\s*바이트|바이트\s*(?:수|크기|길이|가\s*몇|로\s*몇)",
    _I,
)
# the encodings counted, by the codec Python names: UTF-8, utf8, UTF-16, EUC-KR, CP949, ASCII
_ENCODINGS = {
    "utf-8": r"utf-?8",
    "utf-16-le": r"utf-?16",
    "utf-32-le": r"utf-?32",
    "euc-kr": r"euc-?kr",
    "cp949": r"cp-?949",
    "ascii": r"\bascii\b",
    "latin-1": r"\blatin-?1\b|iso-?8859-?1\b",
}
# the one quoted text: 'x', "x", ‘x’, “x”, 「x」, 『x』
# (an apostrophe in a word, "what's", opens none)
_QUOTED = re.compile(
    r"(?<![A-Za-z0-9])'([^']+)'(?![A-Za-z0-9])|(?<![A-Za-z0-9])\"([^\"]+)\"(?![A-Za-z0-9])|"
    r"‘([^’]+)’|“([^”]+)”|「([^」]+)」|『([^』]+)』"
)


def run_command(request: str) -> str | None:
    """The `python3 -c` printing how many bytes the one quoted text takes in the one encoding
    named, or None (no bytes asked, no encoding or two, or not exactly one quoted text)."""
    if not _BYTES.search(request):
        return None
    codecs = [name for name, words in _ENCODINGS.items() if re.search(words, request, _I)]
    texts = {next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(request)}
    if len(codecs) != 1 or len(texts) != 1:
        return None
    text = texts.pop()
    code = f'print(len({json.dumps(text, ensure_ascii=False)}.encode("{codecs[0]}")))'
    return f"python3 -c {shlex.quote(code)}"
