"""Does a request name things in the user's own data? (issue 11)

"Which brought in more money, the baguettes or the bagels?" reads like a question about the
world — "Which made more money, Avatar or Titanic?" has the same words — and the small model
answered it from nowhere ("the baguettes made $100"), as it did "A payment timed out a little
after 5 in the morning. Which order was that?" (bench_tasks fresh14 csv-31, read-31). What
tells them apart is only the workspace: its tables sell baguettes and bagels, its log times out
payments of orders. So the words the workspace's tables and logs use are gathered (the
headers and the words in the cells of each CSV or TSV, the words of each log's messages) and a
request naming them is about this machine's data:

* two or more of them ("baguettes" and "bagels"; "payment" and "order"), or
* one table word with a word about figures ("how much did the croissants make?").

A question about the world rarely names two of a bakery's products or log words; one Seoul in
"what is the population of Seoul?" is not enough.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.romanize import spelled_in_latin

TABLES = (".csv", ".tsv")
LOGS = (".log",)
MAX_DEPTH = 2  # the workspace and its subfolders' subfolders: where a person keeps data
MAX_ENTRIES = 2000  # directory entries looked at, so a home folder stays cheap
MAX_FILES = 20
MAX_BYTES = 1_000_000  # of each file read
MAX_TERMS = 2000
CACHE_S = 30.0  # a turn's several checks share one scan
_SKIP_DIRS = frozenset({".git", "node_modules", "__pycache__", ".venv", "venv", ".cache"})
_WORD = re.compile(r"[A-Za-z][A-Za-z_-]{2,}")
# log lines' levels, verbs and the like: in every log, telling nothing about this one
_COMMON = frozenset(
    ["info", "warn", "warning", "error", "debug", "trace", "fatal", "critical", "notice",
     "get", "post", "put", "delete", "head", "the", "and", "for", "with", "from", "was", "are",
     "not", "has", "have", "http", "https", "www", "com", "true", "false", "null", "none"]
)  # fmt: skip
FIGURES = re.compile(
    r"\b(?:money|sold|sell|sells|selling|sales?|revenue|earn(?:ed|s)?|made|make|makes|units?"
    r"|price[sd]?|cost(?:s|ed)?|total|how many|how much|most|least|more|less|fewer)\b"
    r"|얼마|몇|매출|팔|판매|가격|합계|총",
    re.IGNORECASE,
)

# the business's own money or sales, said as a person says it: "our daily takings", "우리 가게 매출"
OUR_FIGURES = re.compile(
    r"\b(?:our|my|the (?:shop|store|bakery|cafe|business|company)'?s?)\s+(?:\w+\s+)?"
    r"(?:takings|revenue|sales|income|earnings|turnover|receipts)\b"
    r"|(?:우리|저희|내|제)\s*(?:가게\s*|회사\s*|매장\s*)?(?:\S+\s*)?(?:매출|매상|수입|판매량|판매\s*실적)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Terms:
    table: frozenset[str]  # headers and cell words of the tables
    log: frozenset[str]  # words of the logs' messages
    files: tuple[tuple[str, frozenset[str]], ...] = ()  # (path from the root, its words)


def stem(word: str) -> str:
    """Lower case without a plural ending: "Baguettes" → "baguette", "boxes" → "box"."""
    word = word.lower()
    if len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def data_files(root: Path) -> list[Path]:
    """The tables and logs in `root`, at most `MAX_DEPTH` folders down, hidden ones skipped."""
    found: list[Path] = []
    seen = 0
    folders = [(root, 0)]
    while folders and seen < MAX_ENTRIES and len(found) < MAX_FILES:
        folder, depth = folders.pop(0)
        try:
            with os.scandir(folder) as listing:  # a huge folder is not listed to its end
                entries = sorted(
                    itertools.islice(listing, MAX_ENTRIES - seen), key=lambda entry: entry.name
                )
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if entry.name.startswith(".") or entry.name in _SKIP_DIRS:
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    if depth < MAX_DEPTH:
                        folders.append((Path(entry.path), depth + 1))
                elif entry.is_file(follow_symlinks=False) and entry.name.lower().endswith(
                    TABLES + LOGS
                ):
                    found.append(Path(entry.path))
            except OSError:
                continue
    return found[:MAX_FILES]


def _read(path: Path) -> str:
    try:
        with path.open("rb") as handle:
            return handle.read(MAX_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return ""


def _table_words(text: str, delimiter: str) -> set[str]:
    words: set[str] = set()
    for row in csv.reader(io.StringIO(text), delimiter=delimiter):
        for cell in row:
            words.update(stem(w) for w in _WORD.findall(cell))
        if len(words) > MAX_TERMS:
            break
    return words


def _log_words(text: str) -> set[str]:
    words: set[str] = set()
    for line in text.splitlines():
        words.update(stem(w) for w in _WORD.findall(line))
        if len(words) > MAX_TERMS:
            break
    return words


def gather(root: Path) -> Terms:
    table: set[str] = set()
    log: set[str] = set()
    files: list[tuple[str, frozenset[str]]] = []
    for path in data_files(root):
        text = _read(path)
        if path.suffix.lower() in TABLES:
            words = _table_words(text, "\t" if path.suffix.lower() == ".tsv" else ",") - _COMMON
            table |= words
        else:
            words = _log_words(text) - _COMMON
            log |= words
        files.append((path.relative_to(root).as_posix(), frozenset(words)))
    return Terms(frozenset(table), frozenset(log), tuple(files))


class _Cache:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: dict[Path, tuple[float, Terms]] = {}

    def terms(self, root: Path) -> Terms:
        now = time.monotonic()
        with self._lock:
            kept = self._kept.get(root)
            if kept is not None and now - kept[0] < CACHE_S:
                return kept[1]
        terms = gather(root)
        with self._lock:
            self._kept[root] = (now, terms)
        return terms


_CACHE = _Cache()


def named_terms(request: str, terms: Terms) -> tuple[set[str], set[str]]:
    """The table words and the log words `request` names — in Korean too: "부산에서는" names
    the table's Busan, "크루아상" its croissant (fresh15 csv-36 searched the web for 부산)."""
    words = {stem(w) for w in _WORD.findall(request)}
    if _KOREAN_TRADE.search(request):  # not "서울 인구가 몇 명이야?": a question of the world
        for hangul in _HANGUL.findall(request):
            words |= spelled_in_latin(hangul, terms.table | terms.log)
        words |= korean_columns(request, terms.table)
    return words & terms.table, words & terms.log


# a table's column said in Korean by what it holds: 「단가」 is the price of one (unit_price,
# price), 「수량」, 「판매량」 the pieces (units, qty, quantity). 「단가가 3,000원 넘는 제품들은
# 다 합쳐서 몇 개나 팔렸어?」 named no word of sales.csv, so the model queried a made-up
# shop.csv (fresh43 count-92). Only words no question of the world says of a table ("가격"
# is an iPhone's too).
_KOREAN_COLUMNS = (
    (re.compile(r"단가|개당\s*가격"), re.compile(r"price|cost", re.IGNORECASE)),
    (re.compile(r"수량|판매량"), re.compile(r"^(?:units?|qty|quantity|pieces)$", re.IGNORECASE)),
)


def korean_columns(request: str, table_words: frozenset[str]) -> set[str]:
    """The table words (headers) a Korean word for a price or a quantity in `request` names:
    each kind only when one header of the tables fits it."""
    found: set[str] = set()
    for said, column in _KOREAN_COLUMNS:
        fitting = {w for w in table_words if column.search(w)}
        if said.search(request) and len(fitting) == 1:
            found |= fitting
    return found


_HANGUL = re.compile(r"[가-힣]{2,}")
# a Korean request about what was sold, ordered or logged: only then are its Hangul words
# looked for among the files' (Latin) words
_KOREAN_TRADE = re.compile(r"팔|매출|판매|단가|수량|재고|주문|로그|기록")


def mentions_own_data(request: str, root: Path | None) -> bool:
    """True when `request` names two of the workspace's data words, or a table word and a
    figure (see the module doc)."""
    return bool(where_named(request, root))


# the pages or requests an app served or was sent: "did the app serve", "pages served", 「요청된
# 페이지」, 「페이지 요청」 (not "serve dinner": an app, a server or a page is said)
SERVED = re.compile(
    r"\b(?:app|server|site|website|service)\s+(?:serve[ds]?|handled|received)\b"
    r"|\b(?:pages?|requests?|urls?|endpoints?)\s+(?:(?:were|was|got)\s+)?(?:served|requested)\b"
    r"|\b(?:page|url|endpoint)\s+(?:was\s+)?(?:requested|visited|hit)\b"
    r"|(?:요청|조회|서빙)\S*\s*(?:된|받은|한)?\s*페이지|페이지\s*(?:요청|조회)",
    re.IGNORECASE,
)
# "the log", "로그": the workspace's log when it has one (not "log in", "blog", "catalog")
# "what the app logged" too (fresh16 read-37 ran git log); "logged in" is no log
# "the logs folder" is a folder, not the log (fresh27 files-59 sized app.log); "git log" is git's;
# "write to its log in the last hour" is the log's hour, no log-in (fresh35 count-75 was
# answered from nothing)
_THE_LOG = re.compile(
    r"(?<![\w-])(?<!git )log(?:s|ged|ging)?\b"
    r"(?!\s*(?:in(?!\s+the\s+(?:last|first|past|final|previous|hour)\b)|out|on|folders?"
    r"|director(?:y|ies)|dir)\b|\s*(?:폴더|디렉))"
    r"|로그(?!인|아웃|\s*(?:폴더|디렉))"
    # the pages an app served are in its log: "How many different item pages did the app serve
    # between midnight and 1 am?" was set up as arithmetic (fresh36 count-77)
    rf"|{SERVED.pattern}",
    re.IGNORECASE,
)


def the_log(request: str, root: Path | None) -> str | None:
    """The workspace's one log file when `request` speaks of "the log" ("로그에 에러 몇 줄?"),
    as a path from `root`; None when it does not, or when there are none or several."""
    if root is None or not _THE_LOG.search(request):
        return None
    logs = [path for path, _ in _CACHE.terms(root).files if path.lower().endswith(LOGS)]
    return logs[0] if len(logs) == 1 else None


def where_named(request: str, root: Path | None) -> dict[str, list[str]]:
    """The data files holding the words a request about this machine's data names, each with
    those words ({"sales.csv": ["bagel", "baguette"]}); {} when it is not about them."""
    if root is None or not (_WORD.search(request) or _HANGUL.search(request)):
        return {}
    terms = _CACHE.terms(root)
    if OUR_FIGURES.search(request):
        # "when did our daily takings drop the most?" names no word of the table, but the
        # business's own figures are in its one table (fresh17 csv-39 was answered from nothing)
        tables = [path for path, _ in terms.files if path.lower().endswith(TABLES)]
        if len(tables) == 1:
            return {tables[0]: []}
    table, log = named_terms(request, terms)
    if not (len(table | log) >= 2 or (table and FIGURES.search(request) is not None)):
        return {}
    named = table | log
    return {path: sorted(words & named) for path, words in terms.files if words & named}
